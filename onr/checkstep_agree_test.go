package onr_test

import (
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// TestCheckStepAgreesWithCheck: after every step of random games, with
// the default decks and with decks of every implemented card, CheckStep
// and the full Check agree: both find the position sound.
func TestCheckStepAgreesWithCheck(t *testing.T) {
	games := 200
	if testing.Short() {
		games = 40
	}
	corp, runner := everyCardDecks(t)
	for _, tc := range []struct {
		name  string
		decks []string
	}{{"default decks", nil}, {"every card", []string{corp, runner}}} {
		t.Run(tc.name, func(t *testing.T) {
			var g *onr.Game
			for i := range games {
				seed := uint64(i) + 1
				var err error
				if g, err = newOrReset(g, engine.Setup{Seed: seed, Decks: tc.decks}); err != nil {
					t.Fatal(err)
				}
				r := bot.NewRandom(seed)
				pick := engine.NewRNG(seed ^ 0x9c1)
				for step := 0; ; step++ {
					stepErr, fullErr := g.CheckStep(), g.Check()
					if stepErr != nil || fullErr != nil {
						t.Fatalf("seed %d step %d: CheckStep: %v; Check: %v", seed, step, stepErr, fullErr)
					}
					if g.State().Over {
						break
					}
					p := engine.PendingOf(g)
					if err := g.Step(r.Choose(p[pick.IntN(len(p))])); err != nil {
						t.Fatalf("seed %d step %d: %v", seed, step, err)
					}
				}
			}
		})
	}
}
