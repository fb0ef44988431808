package engine_test

import (
	"errors"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/enginetest"
)

func TestRNGBinaryRoundTrip(t *testing.T) {
	r := engine.NewRNG(42)
	r.Uint64()
	b, err := r.AppendBinary(nil)
	if err != nil {
		t.Fatal(err)
	}
	var back engine.RNG
	if err := back.UnmarshalBinary(b); err != nil {
		t.Fatal(err)
	}
	for i := range 10 {
		if x, y := r.Uint64(), back.Uint64(); x != y {
			t.Fatalf("draw %d: %d and %d", i, x, y)
		}
	}
	if err := back.UnmarshalBinary(b[:3]); err == nil {
		t.Error("a truncated state decoded")
	}
}

func TestPendingOfCopiesWithoutAView(t *testing.T) {
	g, _ := enginetest.Toy{}.New(engine.Setup{Seed: 1})
	p := engine.PendingOf(g)
	if len(p) == 0 {
		t.Fatal("no pending decision")
	}
	h, _ := engine.Hash(g)
	p[0].ID++
	if h2, _ := engine.Hash(g); h2 != h {
		t.Error("PendingOf of a game without PendingView handed out its own slice")
	}
}

// stepChecked is a toy game with a check of a step that says so.
type stepChecked struct{ engine.Game }

var errStepChecked = errors.New("the step check ran")

func (stepChecked) CheckStep() error { return errStepChecked }

// TestCheckStep: engine.CheckStep makes the game's check of a step if it
// has one (engine.StepChecker), else Check.
func TestCheckStep(t *testing.T) {
	toy, err := enginetest.Toy{}.New(engine.Setup{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	broken, err := enginetest.Broken{Fault: enginetest.FaultInvariant}.New(engine.Setup{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		g    engine.Game
		want func(error) bool
	}{
		{"a game without a check of a step is checked with Check", toy, func(err error) bool { return err == nil }},
		{"Check's violation is reported for a game without a check of a step", broken, func(err error) bool { return err != nil }},
		{"a StepChecker is checked with its CheckStep", stepChecked{toy}, func(err error) bool { return errors.Is(err, errStepChecked) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := engine.CheckStep(tc.g); !tc.want(err) {
				t.Fatalf("CheckStep: %v", err)
			}
		})
	}
}
