package onr

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
)

// longUnions makes the unions of activeUnions the long way: from every
// card that can be active (markActives), not from the lists of activeWith.
func longUnions(s *State) activeUnions {
	var small [8]uint64
	set := s.markActives(small[:0])
	u := activeUnions{ok: true}
	for c := range s.Cards {
		if set[c>>6]&(1<<(c&63)) == 0 {
			continue
		}
		d := s.def(int32(c))
		if d == nil {
			continue
		}
		if d.has(withStatics) {
			u.mods[0] |= d.staticMods[0]
			u.mods[1] |= d.staticMods[1]
		}
		if d.has(withTriggers) {
			u.events |= d.onEvents
		}
		if d.has(withActivated) {
			u.when |= d.actWhen
		}
	}
	return u
}

// TestUnionsHoldTheMasksOfTheActiveCards: the unions of the could-act
// masks, kept current card by card (unions.go), are after every step of
// random games what the masks of every card that can be active give; and
// Check reports unions that miss a bit.
func TestUnionsHoldTheMasksOfTheActiveCards(t *testing.T) {
	corp, runner, err := EveryCardDecks()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name  string
		decks []string
		games int
	}{
		{"with the default decks, the unions are the masks of the active cards", nil, 60},
		{"with every card, the unions are the masks of the active cards", []string{corp, runner}, 40},
	} {
		t.Run(tc.name, func(t *testing.T) {
			steps := 0
			for seed := uint64(1); seed <= uint64(tc.games); seed++ {
				g, err := New(engine.Setup{Seed: seed, Decks: tc.decks})
				if err != nil {
					t.Fatal(err)
				}
				rng := engine.NewRNG(seed)
				for step := 0; !g.s.Over; step++ {
					if got, want := *g.s.unions(), longUnions(g.s); got != want {
						t.Fatalf("seed %d step %d: unions %+v, the long way %+v", seed, step, got, want)
					}
					d := g.s.Pending[0]
					c := engine.Choice{Decision: d.ID, Seat: d.Seat}
					if d.Kind == engine.Select {
						c.Option = rng.IntN(len(d.Options))
					} else {
						c.Number = d.Min + rng.IntN(d.Max-d.Min+1)
					}
					if err := g.Step(c); err != nil {
						t.Fatal(err)
					}
					steps++
				}
				// A bit the union lacks: the lowest of its moments, else of
				// its occurrences.
				u := g.s.unions()
				switch {
				case u.when != 0:
					u.when &= u.when - 1
				case u.events != 0:
					u.events &= u.events - 1
				default:
					continue
				}
				if err := g.Check(); err == nil || !strings.Contains(err.Error(), "unions") {
					t.Fatalf("seed %d: Check of unions missing a bit: %v", seed, err)
				}
			}
			t.Logf("%d steps compared", steps)
		})
	}
}
