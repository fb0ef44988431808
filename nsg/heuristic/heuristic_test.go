package heuristic_test

import (
	"flag"
	"runtime"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
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

// hiddenGroup is the class of card c that seat p cannot tell apart from
// the others of its class, or "" when p may know c: HQ and R&D (or the grip
// and the stack) together, unrezzed ice, unrezzed agendas and assets in a
// root, unrezzed upgrades, facedown Archives cards.
func hiddenGroup(s *nsg.State, p engine.Seat, c *nsg.Card) string {
	corp := s.Corp == p
	switch c.Zone {
	case nsg.ZoneHQ, nsg.ZoneRD:
		if !corp {
			return "corp hand and deck"
		}
	case nsg.ZoneGrip, nsg.ZoneStack:
		if corp {
			return "runner hand and deck"
		}
	case nsg.ZoneArchives:
		if !corp && !c.FaceUp {
			return "facedown archives"
		}
	case nsg.ZoneServer:
		if corp || c.Rezzed {
			return ""
		}
		if c.Ice {
			return "unrezzed ice"
		}
		if nsg.Lookup(c.Title).Type == nsg.TypeUpgrade {
			return "unrezzed upgrade"
		}
		return "unrezzed root card"
	}
	return ""
}

// redeal returns a copy of g in which the titles of the cards seat p may
// not know are shuffled within their classes: a game p cannot tell from g.
func redeal(t *testing.T, g engine.Game, p engine.Seat, rng *engine.RNG) engine.Game {
	t.Helper()
	c := g.Clone()
	s := c.(*nsg.Game).State()
	groups := map[string][]int{}
	var keys []string
	for i := range s.Cards {
		if k := hiddenGroup(s, p, &s.Cards[i]); k != "" {
			if groups[k] == nil {
				keys = append(keys, k)
			}
			groups[k] = append(groups[k], i)
		}
	}
	for _, k := range keys {
		l := groups[k]
		for i := len(l) - 1; i > 0; i-- {
			j := rng.IntN(i + 1)
			s.Cards[l[i]].Title, s.Cards[l[j]].Title = s.Cards[l[j]].Title, s.Cards[l[i]].Title
		}
	}
	if err := c.Check(); err != nil {
		t.Fatalf("the re-dealt game: %v", err)
	}
	return c
}

// TestHeuristicSeesOnlyItsSeat: along games of the heuristic player on
// one side against the random player (who leaves much unrezzed), at the
// heuristic seat's decisions the cards it may not know are dealt anew (a
// game it cannot tell apart), and a heuristic player of that seat, built
// afresh for each game, makes the same choice in both.
func TestHeuristicSeesOnlyItsSeat(t *testing.T) {
	compared := 0
	for seed := uint64(1); seed <= 6; seed++ {
		g, err := nsg.Ruleset{}.New(engine.Setup{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRNG(seed)
		me := engine.Seat(seed % 2) // the heuristic seat
		players := make([]bot.Player, 2)
		for _, s := range g.Seats() {
			name := "random"
			if s.Seat == me {
				name = "heuristic"
			}
			if players[s.Seat], err = bot.New(name, bot.Config{Game: nsg.Name, Seat: s.Seat, Role: s.Role, Seed: seed}); err != nil {
				t.Fatal(err)
			}
		}
		tb := bot.NewTable(g, players)
		for step := 0; step < 3000; step++ {
			if _, over := g.Result(); over {
				break
			}
			if d := g.Pending()[0]; d.Seat == me && step%2 == 0 {
				re := redeal(t, g, me, &rng)
				choose := func(g engine.Game) engine.Choice {
					p, err := bot.New("heuristic", bot.Config{Game: nsg.Name, Seat: me, Seed: seed})
					if err != nil {
						t.Fatal(err)
					}
					return p.Choose(bot.NewObservation(g, g.Pending()[0], nil))
				}
				a, b := choose(g), choose(re)
				compared++
				if a != b {
					t.Fatalf("seed %d step %d: seat %d chooses %+v, and %+v in the game dealt anew", seed, step, me, a, b)
				}
			}
			if _, err := tb.Step(); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d decisions compared", compared)
	if compared < 300 {
		t.Fatalf("only %d decisions compared", compared)
	}
}
