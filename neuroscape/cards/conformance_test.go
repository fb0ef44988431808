package cards_test

import (
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/enginetest"
	"github.com/datafort/datafort/neuroscape"
	_ "github.com/datafort/datafort/neuroscape/cards"
)

// TestConformance plays games at 2 and 4 seats through enginetest's
// conformance checker: the engine contract after every step (views, options,
// clones, saves restored with the kernel codec, stale and illegal choices).
func TestConformance(t *testing.T) {
	for _, players := range []string{"2", "4"} {
		for seed := uint64(1); seed <= 3; seed++ {
			t.Run("players "+players, func(t *testing.T) {
				enginetest.CheckGame(t, neuroscape.Ruleset{}, engine.Setup{Seed: seed, Options: map[string]string{"players": players, "rounds": "6"}}, 20000)
			})
		}
	}
}
