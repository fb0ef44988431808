package bso_test

import (
	"testing"

	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/sim"
)

// TestEliminatedSponsorKeepsItsHand: game 556 of `datafort sim --game bso
// --players 8 --games 2000 --seed 424242` (setup seed
// 2718131053353011804), played again by the same random bot. A Sponsor's
// team is eliminated during its own turn; an eliminated seat takes no
// further part, so it does not discard to its hand size at the end of that
// turn, and the rules checker must not ask it to (onr/rulescheck.go).
func TestEliminatedSponsorKeepsItsHand(t *testing.T) {
	const seed, game, setupSeed = 424242, 556, 2718131053353011804
	if got := sim.SetupSeed(seed, game); got != setupSeed {
		t.Fatalf("game %d of seed %d is set up with seed %d, want %d", game, seed, got, uint64(setupSeed))
	}
	r, err := sim.Run(sim.Config{Ruleset: bso.Rules, Games: 1, First: game, Seed: seed, Check: true,
		Options: map[string]string{"players": "8"}})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range r.Failures {
		t.Errorf("game %d (seed %d): %s at step %d: %s", f.Game, f.Seed, f.Kind, f.Step, f.Error)
	}
	if r.Completed != 1 {
		t.Errorf("%d games completed, want 1", r.Completed)
	}
}
