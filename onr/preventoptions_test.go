package onr

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// TestPreventOptionsAskOnlyPreventions checks that preventOptions, which
// asks canPrevent only of prevention abilities and, in the hand, only of
// cards with one played from the hand (Def.prevents), gives the options of
// the long way (State.unmasked: every ability of every card asked): at
// every step of random games, for each Runner, against damage of each
// kind, tags, a trace's effect, a flatline, and the trash of each card of
// his rig.
func TestPreventOptionsAskOnlyPreventions(t *testing.T) {
	for _, tc := range deckCases(t, "the prevention options are the long way's", 20, 10) {
		t.Run(tc.name, func(t *testing.T) {
			found := 0
			playRandom(t, tc, func(seed uint64, step int, g *Game) {
				s := g.s
				for i := range s.Players {
					p := &s.Players[i]
					if p.Role != Runner {
						continue
					}
					type ask struct {
						on     kernel.EventType
						target int32
					}
					asks := []ask{{EvNetDamage, 0}, {EvMeatDamage, 0}, {EvBrainDamage, 0}, {EvTagGiven, 0}, {EvTraceEffect, 0}, {EvFlatline, 0}}
					for _, c := range p.Rig {
						asks = append(asks, ask{EvTrashed, c})
					}
					for _, a := range asks {
						got := slices.Clone(s.preventOptions(p.Seat, a.on, a.target))
						s.unmasked = true
						want := s.preventOptions(p.Seat, a.on, a.target)
						s.unmasked = false
						if !slices.Equal(got, want) {
							t.Fatalf("seed %d step %d seat %d on %d target %d: %v, the long way %v", seed, step, i, a.on, a.target, got, want)
						}
						found += len(got)
					}
				}
			}, nil)
			if found == 0 {
				t.Fatal("no prevention option met")
			}
		})
	}
	// Preventions random games seldom meet: one played from the hand, and
	// one that is not a card's first ability.
	for _, tt := range []struct {
		name string
		on   kernel.EventType
	}{
		{"a prevention played from the hand is offered", EvMeatDamage},
		{"a prevention after another ability of its card is offered", EvBrainDamage},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g, err := New(engine.Setup{Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			s := g.s
			var runner engine.Seat
			for i := range s.Players {
				if s.Players[i].Role == Runner {
					runner = engine.Seat(i)
				} else {
					s.Active = engine.Seat(i) // Identity Donor: during the Corp's turn
				}
			}
			for _, title := range []string{"Identity Donor", "Evil Twin"} {
				c, err := g.NewCard(title)
				if err != nil {
					t.Fatal(err)
				}
				g.Put(c, ZoneHand, false)
				if title == "Evil Twin" {
					g.InstallRunner(c, 0)
				}
			}
			s.P(runner).Bits = 20
			got := slices.Clone(s.preventOptions(runner, tt.on, 0))
			s.unmasked = true
			want := s.preventOptions(runner, tt.on, 0)
			if len(want) == 0 || !slices.Equal(got, want) {
				t.Fatalf("%v, the long way %v (which must offer one)", got, want)
			}
		})
	}
}
