package onr

import (
	"testing"

	"github.com/datafort/datafort/engine"
)

// TestApplyMeasuresEveryCardsSeers: the viewers Apply's measure records for
// each card after a choice (effectAfter, its seers written out inline for
// speed) are the card's seers, its holder and the seats it was shown to
// included, after every step of random games with the default and the
// every-card decks.
func TestApplyMeasuresEveryCardsSeers(t *testing.T) {
	for _, tc := range deckCases(t, "the measure records every card's seers", 6, 6) {
		t.Run(tc.name, func(t *testing.T) {
			held, known := 0, 0
			for seed := uint64(1); seed <= uint64(tc.games); seed++ {
				g, err := New(engine.Setup{Seed: seed, Decks: tc.decks})
				if err != nil {
					t.Fatal(err)
				}
				rng := engine.NewRNG(seed)
				for step := 0; !g.s.Over && step < 3000; step++ {
					d := g.s.Pending[0]
					c := engine.Choice{Decision: d.ID, Seat: d.Seat}
					if d.Kind == engine.Select {
						c.Option = rng.IntN(len(d.Options))
					} else {
						c.Number = d.Min + rng.IntN(d.Max-d.Min+1)
					}
					if _, err := g.Apply(c); err != nil {
						t.Fatal(err)
					}
					for k := int32(1); k < int32(len(g.s.Cards)); k++ {
						if got, want := g.eff.sight.Seen(k), g.s.seers(k); got != want {
							t.Fatalf("seed %d step %d: card %d (%s, zone %d): measured viewers %b, seers %b", seed, step, k, g.s.def(k).Title, g.s.Cards[k].Zone, got, want)
						}
						if g.s.Cards[k].Zone == ZoneHand {
							held++
						}
						if g.s.Cards[k].KnownTo != 0 {
							known++
						}
					}
				}
			}
			t.Logf("%d cards in hands, %d shown to seats compared", held, known)
			if held == 0 || known == 0 {
				t.Fatalf("no card in a hand (%d) or shown to a seat (%d) was compared", held, known)
			}
		})
	}
}
