package heuristic_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// TestRunnerStopsGainingWhenRich: gaining bits (the action, or an ability
// such as Newsgroup Filter's) is the Runner's default action while its pool
// is small; a Runner with bits to spare plays its cards instead of gaining
// turn after turn with the same hand (loops the search player found: 19 of
// 20 such games lost).
func TestRunnerStopsGainingWhenRich(t *testing.T) {
	for _, tc := range []struct {
		name string
		bits int32
		rig  []string
		want string
	}{
		{"a poor Runner with a full hand gains a bit", 2, nil, "gain"},
		{"a rich Runner with a full hand draws three cards with Jack 'n' Joe", 15, nil, "play Jack 'n' Joe"},
		{"a poor Runner gains two bits with Newsgroup Filter", 2, []string{"Newsgroup Filter"}, "use Newsgroup Filter"},
		{"a rich Runner draws rather than gain with Newsgroup Filter", 15, []string{"Newsgroup Filter"}, "play Jack 'n' Joe"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := onrtest.New(t, 1)
			for _, f := range []int32{onr.FortHQ, onr.FortRD, onr.FortArchives} {
				x.Ice(f, "Wall of Static", true)
			}
			x.Hand(onr.Runner, "Jack 'n' Joe", "Weather-to-Finance Pipe", "Weather-to-Finance Pipe", "Weather-to-Finance Pipe", "Weather-to-Finance Pipe")
			x.Runner().Bits = tc.bits
			if len(tc.rig) > 0 {
				x.Rig(tc.rig...)
			}
			x.Ready()
			x.ToTurn(onr.Runner)
			if got, prompt := runnerChoice(t, x); !strings.HasPrefix(got, tc.want) {
				t.Errorf("with %d bits the heuristic Runner chose %q at %q, want %q…", tc.bits, got, prompt, tc.want)
			}
		})
	}
}

// runnerChoice asks the heuristic player for the Runner's pending decision
// at table x and returns the option it chose, described, and the prompt.
func runnerChoice(t *testing.T, x *onrtest.Table) (choice, prompt string) {
	t.Helper()
	seat := x.Seat(onr.Runner)
	for _, d := range engine.PendingOf(x.G) {
		if d.Seat != seat {
			continue
		}
		p, err := bot.New("heuristic", bot.Config{Game: "onr", Seat: seat})
		if err != nil {
			t.Fatal(err)
		}
		c := p.Choose(bot.NewObservation(x.G, d, nil))
		return x.G.Describe(d, c.Option), d.Prompt
	}
	t.Fatalf("no decision of the Runner: %s", x.Describe())
	return "", ""
}
