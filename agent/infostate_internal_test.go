package agent

import (
	"testing"

	"github.com/datafort/datafort/engine"
)

// TestPlayingComputesNoInformationState: a game played by ApplyAction and
// ApplyActions (seat order at simultaneous nodes), by the protocol's step
// and cloned along the way leaves no memo, no origin and no off-order
// record: the information state costs nothing until asked for.
func TestPlayingComputesNoInformationState(t *testing.T) {
	for _, c := range []struct {
		name  string
		seeds []uint64
	}{
		{"onr games played in seat order keep nothing for the information state", []uint64{10, 16}},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, err := NewGame("onr", Params{})
			if err != nil {
				t.Fatal(err)
			}
			together := 0
			for _, seed := range c.seeds {
				s, err := g.NewInitialState()
				if err != nil {
					t.Fatal(err)
				}
				if err := s.ApplyAction(int(seed)); err != nil {
					t.Fatal(err)
				}
				rng := engine.NewRNG(seed)
				var r StepResult
				for !s.IsTerminal() {
					if s.CurrentPlayer() == Simultaneous {
						together++
					}
					acts := make([]int, len(g.seats))
					for p := range acts {
						acts[p] = -1
						if l, _ := s.LegalActions(p); len(l) > 0 {
							acts[p] = l[rng.IntN(len(l))]
						}
					}
					if err := s.ApplyActions(acts); err != nil {
						t.Fatal(err)
					}
					if err := s.resultInto(ObserveSparse, &r); err != nil {
						t.Fatal(err)
					}
					if cl := s.Clone(); cl.info != nil || cl.origin != nil || cl.offOrder != nil {
						t.Fatal("a clone holds information-state records")
					}
					if s.info != nil || s.origin != nil || s.offOrder != nil {
						t.Fatalf("seed %d move %d: information-state records kept while playing", seed, s.MoveNumber())
					}
				}
			}
			if together == 0 {
				t.Fatal("no simultaneous node played")
			}
		})
	}
}
