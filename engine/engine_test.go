package engine

import (
	"encoding/json"
	"errors"
	"testing"
)

func TestValidate(t *testing.T) {
	pending := []Decision{
		{ID: 7, Seat: 0, Kind: Select, Options: []Option{{Verb: "a"}, {Verb: "b"}}},
		{ID: 8, Seat: 1, Kind: Number, Min: 0, Max: 3},
	}
	for _, tc := range []struct {
		name string
		c    Choice
		want error
	}{
		{"a pending option applies", Choice{Decision: 7, Seat: 0, Option: 1}, nil},
		{"a number in bounds applies", Choice{Decision: 8, Seat: 1, Number: 3}, nil},
		{"a seat without a decision is refused", Choice{Decision: 7, Seat: 2}, ErrNotYourTurn},
		{"an old decision id is stale", Choice{Decision: 6, Seat: 0}, ErrStale},
		{"another seat's decision id is stale", Choice{Decision: 8, Seat: 0}, ErrStale},
		{"an option past the end does not exist", Choice{Decision: 7, Seat: 0, Option: 2}, ErrNoSuchOption},
		{"a negative option does not exist", Choice{Decision: 7, Seat: 0, Option: -1}, ErrNoSuchOption},
		{"a number above the bound is out of range", Choice{Decision: 8, Seat: 1, Number: 4}, ErrOutOfRange},
		{"a number below the bound is out of range", Choice{Decision: 8, Seat: 1, Number: -1}, ErrOutOfRange},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Validate(pending, tc.c)
			if !errors.Is(err, tc.want) || (tc.want == nil) != (err == nil) {
				t.Fatalf("Validate(%+v) = %v, want %v", tc.c, err, tc.want)
			}
			var ce *ChoiceError
			if err != nil && !errors.As(err, &ce) {
				t.Fatalf("error %T is not a *ChoiceError", err)
			}
		})
	}
	t.Run("nothing pending means the game is over", func(t *testing.T) {
		if _, err := Validate(nil, Choice{}); !errors.Is(err, ErrGameOver) {
			t.Fatalf("got %v", err)
		}
	})
}

func TestRNG(t *testing.T) {
	t.Run("the same seed gives the same sequence", func(t *testing.T) {
		a, b := NewRNG(42), NewRNG(42)
		for i := 0; i < 100; i++ {
			if x, y := a.Uint64(), b.Uint64(); x != y {
				t.Fatalf("step %d: %d != %d", i, x, y)
			}
		}
	})
	t.Run("a copied RNG continues independently from the same point", func(t *testing.T) {
		a := NewRNG(1)
		a.Uint64()
		b := a
		if a.IntN(1000) != b.IntN(1000) {
			t.Fatal("copy diverged")
		}
	})
	t.Run("JSON round trip keeps the generator state", func(t *testing.T) {
		a := NewRNG(9)
		a.Uint64()
		data, err := json.Marshal(a)
		if err != nil {
			t.Fatal(err)
		}
		var b RNG
		if err := json.Unmarshal(data, &b); err != nil {
			t.Fatal(err)
		}
		if a.Uint64() != b.Uint64() {
			t.Fatal("restored RNG differs")
		}
	})
	t.Run("dice roll 1 to 6 and every face comes up", func(t *testing.T) {
		r := NewRNG(3)
		seen := map[int]bool{}
		for i := 0; i < 600; i++ {
			d := r.Die()
			if d < 1 || d > 6 {
				t.Fatalf("die rolled %d", d)
			}
			seen[d] = true
		}
		if len(seen) != 6 {
			t.Fatalf("faces seen: %v", seen)
		}
	})
}
