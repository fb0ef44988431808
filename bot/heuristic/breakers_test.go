package heuristic_test

import (
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// TestBreaksWithEveryKindOfBreaker: the Runner reads what an icebreaker
// breaks as the engine does (onr.BreaksKeywords): a breaker of a list of
// keywords (Reflector) or of the ice type chosen for it (Fubar) is used on
// ice it breaks, rather than letting the subroutine fire.
func TestBreaksWithEveryKindOfBreaker(t *testing.T) {
	for _, tc := range []struct {
		name, ice, breaker string
		choose             int // the ice type chosen for the breaker first (onr.IceTypes, from 1), or 0
		want               string
	}{
		{"a breaker of a keyword list breaks a stun sentry", "Shock.r", "Reflector", 0, "break subroutine 1 with Reflector"},
		{"a breaker of the chosen type breaks a sentry", "Banpei", "Fubar", 2, "break subroutine"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := onrtest.New(t, 1)
			x.Ice(onr.FortHQ, tc.ice, true)
			x.Rig(tc.breaker)
			x.Hand(onr.Runner, "Jack 'n' Joe", "Jack 'n' Joe", "Jack 'n' Joe")
			x.Runner().Bits = 10
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(onr.Runner, "run on HQ")
			x.PassAll()
			if tc.choose > 0 {
				x.Do(onr.Runner, "use "+tc.breaker+": Choose the ice type "+tc.breaker+" breaks")
				x.Number(onr.Runner, tc.choose)
			}
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
				got := x.G.Describe(d, c.Option)
				if len(got) < len(tc.want) || got[:len(tc.want)] != tc.want {
					t.Errorf("the heuristic Runner chose %q at %q, want %q…", got, d.Prompt, tc.want)
				}
				return
			}
			t.Fatalf("no decision of the Runner: %s", x.Describe())
		})
	}
}
