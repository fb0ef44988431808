package onr

import (
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// TestAFactEndsTheAbilitiesKeptUntilItsDeed: happened reads the abilities
// kept until a deed (ModKeptUntilDeed, lostatdeed.go) only when the kinds
// of the lasting effects may hold one (lastingkinds.go); the fact still
// ends every one its deed ends, whether the kinds were made before the
// effect joined the list or after, and leaves the others.
func TestAFactEndsTheAbilitiesKeptUntilItsDeed(t *testing.T) {
	for _, tc := range []struct {
		name string
		deed Deed
		// remade makes the kinds of the lasting effects again after the
		// effect joins the list (as a turn's start does).
		remade bool
		lost   bool
	}{
		{"an install ends an ability kept until an install", DeedInstalled, false, true},
		{"an install ends it once the kinds are made again with it held", DeedInstalled, true, true},
		{"a run ends no ability kept until an install", DeedRanOn, false, false},
		{"a run ends none once the kinds are made again", DeedRanOn, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := New(engine.Setup{Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			s := g.s
			corp := engine.NoSeat
			for i := range s.Players {
				if s.Players[i].Role == Corp {
					corp = engine.Seat(i)
				}
			}
			s.makeLastingKinds() // none held: every kind known absent
			src := s.P(corp).Hand[0]
			s.AddLasting(kernel.Lasting{Src: src, Obj: src, Seat: corp, Mod: ModKeptUntilDeed, Arg: 1 << DeedInstalled})
			if tc.remade {
				s.makeLastingKinds()
			}
			s.happened(tc.deed, corp, 0, -1, 0)
			if lost := !KeptUntilDeed.Holds(s, src); lost != tc.lost {
				t.Errorf("ability lost: got %v, want %v", lost, tc.lost)
			}
		})
	}
}
