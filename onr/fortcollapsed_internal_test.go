package onr

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/kernel"
)

// TestFortCollapsedTakesItsCounters: fortCollapsed, which returns at once
// when no lasting effect may be a fort's counters (mayLast), still takes
// the counters of each kind in the fort that collapsed, and only those,
// with the kinds made from the list (so that its test is live), and leaves
// a list of none as it is.
func TestFortCollapsedTakesItsCounters(t *testing.T) {
	fact := kernel.Lasting{Mod: ModHappened, Arg: 2, Until: EvTurnStart, Count: 1}
	for _, mod := range []kernel.ModKind{ModFortVirus, ModFortExposed} {
		t.Run("the fort's "+modNames[mod]+" counters go with it", func(t *testing.T) {
			var s State
			here, there := kernel.Lasting{Mod: mod, Arg: 2, N: 1, Count: 1}, kernel.Lasting{Mod: mod, Arg: 3, N: 1, Count: 1}
			s.Lasting = []kernel.Lasting{here, fact, there}
			s.remakeLastingKinds()
			s.fortCollapsed(2)
			if want := []kernel.Lasting{fact, there}; !slices.Equal(s.Lasting, want) {
				t.Fatalf("fort 2 collapsed: the effects are %+v, want %+v", s.Lasting, want)
			}
		})
	}
	t.Run("no counters: the list stays", func(t *testing.T) {
		var s State
		s.Lasting = []kernel.Lasting{fact}
		s.remakeLastingKinds()
		s.fortCollapsed(2)
		if want := []kernel.Lasting{fact}; !slices.Equal(s.Lasting, want) {
			t.Fatalf("fort 2 collapsed: the effects are %+v, want %+v", s.Lasting, want)
		}
	})
}
