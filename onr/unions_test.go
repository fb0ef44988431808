package onr

import (
	"math/bits"
	"slices"
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
		u.virus = u.virus || s.Cards[c].Virus.N > 0
		d := s.def(int32(c))
		if d == nil {
			continue
		}
		if d.has(withStatics) {
			u.mods.or(&d.staticMods)
		}
		if d.has(withTriggers) {
			u.events |= d.onEvents
		}
		if d.has(withActivated) {
			u.when |= d.actWhen
			u.whenBy[s.roleOf(s.Cards[c].At)] |= d.actWhen
		}
	}
	return u
}

// TestUnionsHoldTheMasksOfTheActiveCards: the unions (virus may stay set
// after a purge, unions.go) of the could-act
// masks, kept current card by card (unions.go), are after every step of
// random games what the masks of every card that can be active give; and
// Check reports unions that miss a bit.
func TestUnionsHoldTheMasksOfTheActiveCards(t *testing.T) {
	for _, tc := range deckCases(t, "the unions are the masks of the active cards", 60, 40) {
		t.Run(tc.name, func(t *testing.T) {
			virus := 0
			steps := playRandom(t, tc, func(seed uint64, step int, g *Game) {
				if got, want := *g.s.unions(), longUnions(g.s); !got.covers(want) {
					t.Fatalf("seed %d step %d: unions %+v, the long way %+v", seed, step, got, want)
				}
				if g.s.union.virus {
					virus++
				}
			}, func(seed uint64, g *Game) {
				// A bit the union lacks: the lowest of its moments, else of
				// its occurrences.
				u := g.s.unions()
				switch {
				case u.when != 0:
					u.when &= u.when - 1
				case u.events != 0:
					u.events &= u.events - 1
				default:
					return
				}
				if err := g.Check(); err == nil || !strings.Contains(err.Error(), "unions") {
					t.Fatalf("seed %d: Check of unions missing a bit: %v", seed, err)
				}
			})
			t.Logf("%d steps compared, %d with virus counters in play", steps, virus)
		})
	}
}

// TestAVirusCounterOnIceOffersAPurge: once a virus counter is put on a
// piece of ice (putVirus), the Corp's window offers a purge, as the long
// way (every piece of ice looked at) does, though random games seldom put
// one (Pattel's Virus).
func TestAVirusCounterOnIceOffersAPurge(t *testing.T) {
	games := 0
	for seed := uint64(1); seed <= 30; seed++ {
		g, err := New(engine.Setup{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRNG(seed)
		for step := 0; !g.s.Over; step++ {
			corp, ice := engine.NoSeat, int32(0)
			for i := range g.s.Forts {
				if f := &g.s.Forts[i]; !f.Gone && len(f.Ice) > 0 && len(g.s.P(f.Owner).Virus) == 0 {
					corp, ice = f.Owner, f.Ice[0]
				}
			}
			if ice != 0 && step > 20 {
				purges := func() bool {
					opts, _ := g.s.corpWindowOptions(corp, WinAfterAction, nil)
					return slices.ContainsFunc(opts, func(o engine.Option) bool { return o.Verb == VerbPurge })
				}
				if purges() {
					t.Fatalf("seed %d step %d: a purge offered without virus counters", seed, step)
				}
				src := int32(slices.IndexFunc(g.s.Cards, func(k Card) bool { return k.Side == Runner }))
				g.s.putVirus(ice, src)
				g.s.unmasked = true
				long := purges()
				g.s.unmasked = false
				if !long || !purges() {
					t.Fatalf("seed %d step %d: a virus counter on ice %d: purge offered %v, the long way %v", seed, step, ice, purges(), long)
				}
				games++
				break
			}
			stepRandom(t, g, &rng)
		}
	}
	if games == 0 {
		t.Fatal("no game had a piece of ice to put a counter on")
	}
}

// TestModMaskHoldsEveryModifier: every modifier kind has a bit of its own
// in a modMask, so that a static of any kind lets the loops of statics skip
// the cards and the unions without it (a kind past the mask's bits would
// set every bit, and every card holding it would be walked for every
// modifier).
func TestModMaskHoldsEveryModifier(t *testing.T) {
	for m, name := range modNames {
		t.Run(name+" has a bit of its own", func(t *testing.T) {
			var x modMask
			x.add(m)
			n := 0
			for _, w := range x {
				n += bits.OnesCount64(w)
			}
			if n != 1 || !x.has(m) {
				t.Fatalf("modifier %d (%s) sets %d bits of a modMask of %d", m, name, n, modWords*64)
			}
		})
	}
}

// TestMadeUnionsAreTheLongWays: the unions made afresh from the lists
// (makeUnions, which stops looking for virus counters at the first card
// holding some) are, after every step of random games, exactly what every
// card that can be active gives (longUnions), virus included; and so with
// a virus counter put on the last active card, or on the first, as random
// games seldom do.
func TestMadeUnionsAreTheLongWays(t *testing.T) {
	for _, tc := range deckCases(t, "the unions made afresh are the long way's", 30, 20) {
		t.Run(tc.name, func(t *testing.T) {
			fresh := func(s *State) activeUnions {
				have, silent := s.union, s.silent
				s.union.ok = false
				got := *s.makeUnions()
				s.union, s.silent = have, silent
				return got
			}
			playRandom(t, tc, func(seed uint64, step int, g *Game) {
				s := g.s
				if got, want := fresh(s), longUnions(s); got != want {
					t.Fatalf("seed %d step %d: unions made %+v, the long way %+v", seed, step, got, want)
				}
				actives := s.activeCards()
				if len(actives) == 0 {
					return
				}
				for _, c := range []int32{actives[0], actives[len(actives)-1]} {
					was := s.Cards[c].Virus.N
					s.Cards[c].Virus.N++
					got, want := fresh(s), longUnions(s)
					s.Cards[c].Virus.N = was
					if !want.virus || got != want {
						t.Fatalf("seed %d step %d: a virus counter on card %d: unions made %+v, the long way %+v", seed, step, c, got, want)
					}
				}
			}, nil)
		})
	}
}
