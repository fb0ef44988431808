package heuristic_test

import (
	"flag"
	"runtime"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/carddb"
	_ "github.com/datafort/datafort/nsg/heuristic"
	"github.com/datafort/datafort/sim"
)

var games = flag.Int("heuristic.games", 100, "games per side and deck pair in TestBeatsRandom (the issue's figure: 500)")

// deckText returns the text of the System Gateway deck shipped as name.
func deckText(t *testing.T, name string) string {
	t.Helper()
	for _, d := range carddb.Decks() {
		if d.Name == name {
			return d.Text
		}
	}
	t.Fatalf("no shipped deck %s", name)
	return ""
}

// TestBeatsRandom checks the heuristic players against the random player
// on each side with both System Gateway deck pairs: at least 80 % of 100
// games in CI (the target is 90 % of 500: run with
// -heuristic.games=500).
func TestBeatsRandom(t *testing.T) {
	for _, tc := range []struct {
		name, corpDeck, runnerDeck, corp, runner, role, rules string
	}{
		{"the heuristic Corp beats a random Runner with the beginner decks", "sg-beginner-corp", "sg-beginner-runner", "heuristic", "random", "corp", nsg.Rules2603},
		{"the heuristic Runner beats a random Corp with the beginner decks", "sg-beginner-corp", "sg-beginner-runner", "random", "heuristic", "runner", nsg.Rules2603},
		{"the heuristic Corp beats a random Runner with the intermediate decks", "sg-intermediate-corp", "sg-intermediate-runner", "heuristic", "random", "corp", nsg.Rules2603},
		{"the heuristic Runner beats a random Corp with the intermediate decks", "sg-intermediate-corp", "sg-intermediate-runner", "random", "heuristic", "runner", nsg.Rules2603},
		// Under the 24.09 reading a card the seat cannot pay for is offered
		// and fizzles: the players must not take it.
		{"the heuristic Corp beats a random Runner under the 24.09 reading", "sg-beginner-corp", "sg-beginner-runner", "heuristic", "random", "corp", nsg.Rules2409},
		{"the heuristic Runner beats a random Corp under the 24.09 reading", "sg-beginner-corp", "sg-beginner-runner", "random", "heuristic", "runner", nsg.Rules2409},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, err := sim.Run(sim.Config{
				Ruleset: nsg.Ruleset{}, Games: *games, Seed: 1, Workers: runtime.NumCPU(), Check: true,
				Options: map[string]string{"rules": tc.rules},
				Decks:   []string{deckText(t, tc.corpDeck), deckText(t, tc.runnerDeck)},
				Bots:    map[string]string{"corp": tc.corp, "runner": tc.runner},
			})
			if err != nil {
				t.Fatal(err)
			}
			if len(r.Failures) > 0 {
				t.Fatalf("%d failures, the first: %+v", len(r.Failures), r.Failures[0])
			}
			p := float64(r.Wins[tc.role]) / float64(r.Completed)
			t.Logf("%s wins %.1f %% of %d games; reasons %v", tc.role, 100*p, r.Completed, r.Reasons)
			if p < 0.8 {
				t.Errorf("%s wins %.1f %% of %d games, want at least 80 %%", tc.role, 100*p, r.Completed)
			}
		})
	}
}

// TestRegisteredForNSG: "heuristic" builds an NSG player, and refuses
// parameters it does not know.
func TestRegisteredForNSG(t *testing.T) {
	for _, tc := range []struct {
		name, spec string
		ok         bool
	}{
		{"the nsg heuristic player is found by name", "heuristic", true},
		{"a parameter it does not take is refused", "heuristic:noise=1", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := bot.New(tc.spec, bot.Config{Game: nsg.Name, Role: "corp"})
			if (err == nil) != tc.ok {
				t.Errorf("bot.New(%q) = %v, want ok %v", tc.spec, err, tc.ok)
			}
			if info, ok := bot.LookupFor("heuristic", nsg.Name); !ok || !info.Plays(nsg.Name) {
				t.Errorf("LookupFor(heuristic, nsg) = %+v, %v", info, ok)
			}
		})
	}
}
