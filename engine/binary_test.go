package engine_test

import (
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
