package onr_test

import (
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// TestRestrictedBits checks the one payment path of restricted bits
// (restricted.go): they pay before the pool, only for what their card
// allows, the narrowest restriction first, and are replaced at the start
// of their controller's next turn (ONR-2.1.2, ONR-2.1.3).
func TestRestrictedBits(t *testing.T) {
	for _, tc := range []struct {
		name       string
		ice        string
		rig        []string // the first two hold bits
		pool       int32
		steps      []string
		bits       [2]int32 // left on the first two cards of the rig
		poolAfter  int32
		notOffered string
	}{
		{"bits naming the cards they pay for go before broader ones", "Banpei", []string{"Corolla Speed Chip", "Cloak", "Codeslinger"}, 0,
			[]string{"break subroutine 1 with Codeslinger"}, [2]int32{0, 3}, 0, ""},
		{"broader bits pay once the narrow ones are gone", "Banpei", []string{"Corolla Speed Chip", "Cloak", "Codeslinger"}, 0,
			[]string{"break subroutine 1 with Codeslinger", "break subroutine 2 with Codeslinger"}, [2]int32{0, 2}, 0, ""},
		{"restricted bits pay before the pool", "Wall of Static", []string{"Cloak", "Corolla Speed Chip", "Dwarf"}, 3,
			[]string{"break subroutine 1 with Dwarf"}, [2]int32{2, 1}, 3, ""},
		{"bits of the wrong kind are not offered for a payment", "Wall of Static", []string{"Corolla Speed Chip", "Pandora's Deck", "Dwarf"}, 0,
			nil, [2]int32{1, 3}, 0, "break subroutine 1 with Dwarf"},
		{"the pool tops up restricted bits that do not cover the cost", "Banpei", []string{"Invisibility", "Pandora's Deck", "Raptor"}, 1,
			[]string{"break subroutine 1 with Raptor"}, [2]int32{0, 3}, 0, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := onrtest.New(t, 1)
			x.Deck(onr.Corp, "Data Wall", "Data Wall", "Data Wall")
			x.Ice(onr.FortHQ, tc.ice, true)
			rig := x.Rig(tc.rig...)
			x.Runner().Bits = tc.pool
			x.Ready().ToTurn(onr.Runner)
			x.Do(onr.Runner, "run on HQ").PassAll()
			for _, st := range tc.steps {
				x.Do(onr.Runner, st)
			}
			if tc.notOffered != "" && x.Offered(onr.Runner, tc.notOffered) {
				t.Fatalf("%q offered: %q", tc.notOffered, x.Options(onr.Runner))
			}
			for i, want := range tc.bits {
				if got := x.S.Cards[rig[i]].Bits; got != want {
					t.Errorf("%s holds %d bits, want %d", tc.rig[i], got, want)
				}
			}
			if x.Runner().Bits != tc.poolAfter {
				t.Errorf("pool %d, want %d", x.Runner().Bits, tc.poolAfter)
			}
		})
	}
}
