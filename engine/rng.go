package engine

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
)

// RNG is the seeded random source that lives inside a game state. It is a
// value (copying it copies its state), it serialises, and it drives every
// random thing in a game, so that the same seed and the same choices always
// give the same game.
type RNG struct {
	pcg rand.PCG
}

// NewRNG returns an RNG seeded with seed.
func NewRNG(seed uint64) RNG {
	return RNG{pcg: *rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)}
}

// Uint64 returns a pseudo-random 64-bit value.
func (r *RNG) Uint64() uint64 { return r.pcg.Uint64() }

// IntN returns a pseudo-random int in [0, n). It panics if n <= 0.
func (r *RNG) IntN(n int) int {
	if n <= 0 {
		panic(fmt.Sprintf("engine: RNG.IntN(%d)", n))
	}
	// Lemire's multiply-shift; the tiny bias for huge n is irrelevant here
	// and the result is deterministic, which is what matters.
	return int((uint64(uint32(r.pcg.Uint64())) * uint64(n)) >> 32)
}

// Die returns the roll of a six-sided die, 1 to 6.
func (r *RNG) Die() int { return r.IntN(6) + 1 }

// Shuffle permutes n elements with swap, Fisher–Yates.
func (r *RNG) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.IntN(i+1))
	}
}

// ShuffleSlice shuffles s with r: the same swaps, in the same order, as
// r.Shuffle(len(s), …) swapping elements of s, without a call a swap. Each
// index is drawn as r.IntN(i+1) draws it, written out here since IntN is
// past the compiler's inlining budget and i+1 is never below 1 (a deal is
// some ninety draws a game); TestShuffleSliceMakesShufflesSwaps compares.
func ShuffleSlice[T any](r *RNG, s []T) {
	for i := len(s) - 1; i > 0; i-- {
		j := int((uint64(uint32(r.pcg.Uint64())) * uint64(i+1)) >> 32) // r.IntN(i + 1)
		s[i], s[j] = s[j], s[i]
	}
}

// MarshalJSON encodes the generator state.
func (r RNG) MarshalJSON() ([]byte, error) {
	b, err := r.pcg.MarshalBinary()
	if err != nil {
		return nil, err
	}
	return json.Marshal(b)
}

// UnmarshalJSON restores the generator state.
func (r *RNG) UnmarshalJSON(data []byte) error {
	var b []byte
	if err := json.Unmarshal(data, &b); err != nil {
		return fmt.Errorf("rng: %w", err)
	}
	return r.pcg.UnmarshalBinary(b)
}
