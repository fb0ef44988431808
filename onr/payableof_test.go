package onr

import (
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// TestPayableOfIsPayable: what a seat can pay, read without the walk of
// the payment abilities where the active cards hold none and no announced
// spending is in play (payableOf), is payable's answer, after every step
// of random games, for every seat, paying for nothing or for each card
// with a payment ability; the shortcut is taken, and the walk adds bits
// somewhere, so that both ways are compared. A run's announced spending
// below the pool, planted in a game without payment abilities, limits
// both alike.
func TestPayableOfIsPayable(t *testing.T) {
	for _, tc := range deckCases(t, "what a seat can pay is payable's", 20, 40) {
		t.Run(tc.name, func(t *testing.T) {
			short, added := 0, 0
			playRandom(t, tc, func(seed uint64, step int, g *Game) {
				s := g.s
				excepts := []int32{0}
				for c := range s.Cards {
					if c > 0 && s.def(int32(c)) != nil && s.def(int32(c)).payment {
						excepts = append(excepts, int32(c))
					}
				}
				for seat := range s.Players {
					for _, except := range excepts {
						if s.activesOK && s.activeOff[withPayment] == s.activeOff[withPayment+1] && !s.mayLast(ModSpendAnnounced) {
							short++
						}
						got := s.payableOf(engine.Seat(seat), except)
						want := s.payable(engine.Seat(seat), except)
						if got != want {
							t.Fatalf("seed %d step %d seat %d, paying for card %d: payableOf %d, payable %d", seed, step, seat, except, got, want)
						}
						if want != s.Players[seat].Bits {
							added++
						}
					}
				}
			}, nil)
			t.Logf("%d read without the walk, %d where the walk or the announcement changes the pool", short, added)
			if short == 0 {
				t.Error("the shortcut was never taken")
			}
		})
	}
	t.Run("an announced spending below the pool limits what the seat can pay", func(t *testing.T) {
		g, err := New(engine.Setup{Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		s := g.s
		for _, p := range s.Players {
			if p.Role != Runner {
				continue
			}
			s.activeCards()
			if s.activeOff[withPayment] != s.activeOff[withPayment+1] {
				t.Fatal("a card with a payment ability is active: the walk, not the announcement, would be compared")
			}
			s.P(p.Seat).Bits = 5
			s.AddLasting(kernel.Lasting{Seat: p.Seat, Mod: ModSpendAnnounced, N: 2, Until: EvRunEnds})
			if got, want := s.payableOf(p.Seat, 0), s.payable(p.Seat, 0); got != want || want != 2 {
				t.Fatalf("seat %d with 5 bits and 2 announced: payableOf %d, payable %d, want 2", p.Seat, got, want)
			}
		}
	})
}
