package onr_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// TestRigMemoryLeavesHostedProgramsOut: the Runner's programs use the MU
// printed on them in his normal memory, which may not exceed his available
// MU, base 4 (ONR-8.7.2); programs a daemon hosts "do not use the Runner's
// normal MU" (ONR-8.8.1, onr/rulings/data/onr-rules.md); when the available
// MU drops below what the programs use, he trashes programs (ONR-8.7.4).
// The one walk of the rig that reads both (rigMemory) is seen through every
// path that reads it: the memory check after each program (fitMemory), the
// MU the game reports and the MU of the Runner's view, and the install
// options of a program.
func TestRigMemoryLeavesHostedProgramsOut(t *testing.T) {
	for _, tc := range []struct {
		name     string
		rig      []string // installed first, in normal memory
		hosted   bool     // Poltergeist (1 MU) installed in Imp rather than in normal memory
		drop     string   // a card of the rig then trashed, "" for none
		programs int32    // MU the programs in normal memory use
		avail    int32    // available MU
		trash    bool     // the memory check makes the Runner trash programs
	}{
		{"a program hosted by Imp uses none of the Runner's 4 MU", []string{"Imp", "Dwarf", "Hammer", "Cloak"}, true, "", 4, 4, false},
		{"a program in normal memory uses its MU", []string{"Imp", "Dwarf", "Hammer", "WuTech Mem Chip"}, false, "", 4, 5, false},
		{"a program hosted by Imp beside a memory chip uses none of the Runner's 6 MU", []string{"Imp", "Dwarf", "Zetatech Mem Chip"}, true, "", 2, 6, false},
		{"a hosted program keeps the Runner within his MU when a memory chip is trashed", []string{"Imp", "Dwarf", "Hammer", "Cloak", "WuTech Mem Chip"}, true, "WuTech Mem Chip", 4, 4, false},
		{"a program in normal memory over the MU once a memory chip is trashed makes the Runner trash", []string{"Imp", "Dwarf", "Hammer", "Cloak", "WuTech Mem Chip"}, false, "WuTech Mem Chip", 5, 4, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := onrtest.New(t, 1)
			x.Deck(onr.Corp, "Data Wall", "Data Wall", "Data Wall")
			rig := x.Rig(tc.rig...)
			imp := rig[slices.Index(tc.rig, "Imp")]
			polt := x.Card("Poltergeist")
			host := int32(0)
			if tc.hosted {
				host = imp
			}
			x.G.InstallRunner(polt, host)
			if tc.drop != "" {
				x.G.Put(rig[slices.Index(tc.rig, tc.drop)], onr.ZoneDiscard, false)
			}
			x.Hand(onr.Runner, "Poltergeist")
			x.Runner().Bits = 10
			seat := x.Seat(onr.Runner)
			if programs, avail := x.G.RigMemoryForTest(seat); programs != tc.programs || avail != tc.avail {
				t.Errorf("rigMemory: programs use %d MU of %d, want %d of %d", programs, avail, tc.programs, tc.avail)
			}
			var want []engine.Seat
			if tc.trash {
				want = []engine.Seat{seat}
			}
			if got := x.G.FitMemoryForTest(); !slices.Equal(got, want) {
				t.Errorf("the memory check makes seats %v trash programs, want %v", got, want)
			}
			if avail, used := x.G.MU(); avail != tc.avail || used != tc.programs {
				t.Errorf("the game reports %d MU used of %d, want %d of %d", used, avail, tc.programs, tc.avail)
			}
			v := x.G.View(seat).(*onr.View).Player(onr.Runner)
			if v.MU != tc.avail || v.MUUsed != tc.programs {
				t.Errorf("the Runner's view shows %d MU used of %d, want %d of %d", v.MUUsed, v.MU, tc.programs, tc.avail)
			}
			if tc.trash {
				return // the Runner is asked what to trash, not for an action
			}
			// A second Poltergeist installed in Imp (1 MU of its 2 free)
			// changes neither, and the Runner takes his next action.
			x.Ready().ToTurn(onr.Runner)
			if !x.Offered(onr.Runner, "install Poltergeist") {
				t.Errorf("installing Poltergeist in normal memory not offered (ONR-8.7.3: MU never prevents an install): %s", x.Describe())
			}
			x.Do(onr.Runner, "install Poltergeist in Imp")
			if avail, used := x.G.MU(); avail != tc.avail || used != tc.programs {
				t.Errorf("after a second Poltergeist in Imp the game reports %d MU used of %d, want %d of %d", used, avail, tc.programs, tc.avail)
			}
			if x.Decision(onr.Runner).Prompt != "Take an action" {
				t.Errorf("after a second Poltergeist in Imp the Runner is asked %q: %s", x.Decision(onr.Runner).Prompt, x.Describe())
			}
		})
	}
}
