package engine_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
)

// TestShuffleSliceMakesShufflesSwaps: ShuffleSlice deals what Shuffle deals
// from the same seed, and leaves the generator where Shuffle leaves it, so
// a game dealt either way is the same game.
func TestShuffleSliceMakesShufflesSwaps(t *testing.T) {
	for _, n := range []int{0, 1, 2, 45, 64, 300} {
		for seed := range uint64(20) {
			a, b := engine.NewRNG(seed), engine.NewRNG(seed)
			x, y := make([]int, n), make([]int, n)
			for i := range n {
				x[i], y[i] = i, i
			}
			a.Shuffle(n, func(i, j int) { x[i], x[j] = x[j], x[i] })
			engine.ShuffleSlice(&b, y)
			if !slices.Equal(x, y) {
				t.Fatalf("%d cards, seed %d: Shuffle dealt %v, ShuffleSlice %v", n, seed, x, y)
			}
			if a.Uint64() != b.Uint64() {
				t.Fatalf("%d cards, seed %d: the generators differ after the shuffle", n, seed)
			}
		}
	}
}
