package onr_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// TestMemoryMemoHoldsOnlyWhileTheRigIsUnchanged: fitMemory keeps that a
// Runner is within his memory (State.muFit) and skips the walk of his rig
// while nothing that the MU follows has changed. After each change below
// the memory check must answer what the long way (one walk of the rig,
// rigMemory) says: a program installed, a memory chip trashed, a program
// taken from its daemon, a lasting reduction of MU, and a hand that a
// Runner's base MU follows (Omnitech Wet Drive), whose memory is never
// kept.
func TestMemoryMemoHoldsOnlyWhileTheRigIsUnchanged(t *testing.T) {
	for _, tc := range []struct {
		name   string
		rig    []string
		hand   int  // cards in the Runner's hand
		kept   bool // the first check keeps that he is within his memory
		change func(x *onrtest.Table, rig []int32)
		trash  bool // the check after the change makes him trash programs
	}{
		{"with nothing changed he stays within his memory", []string{"Dwarf", "Hammer", "Cloak"}, 0, true,
			func(*onrtest.Table, []int32) {}, false},
		{"a program put into his rig over his memory makes him trash", []string{"Dwarf", "Hammer", "Cloak", "Poltergeist"}, 0, true,
			// Put, not an install: installRunner would push its own
			// FrameFitMU, which fitMemory leaves alone.
			func(x *onrtest.Table, _ []int32) { x.G.Put(x.Card("Poltergeist"), onr.ZoneRig, false) }, true},
		{"a memory chip trashed leaves him over his memory", []string{"WuTech Mem Chip", "Dwarf", "Hammer", "Cloak", "Poltergeist", "Poltergeist"}, 0, true,
			func(x *onrtest.Table, rig []int32) { x.G.Put(rig[0], onr.ZoneDiscard, false) }, true},
		{"a program taken from its daemon uses his memory", []string{"Imp", "Dwarf", "Hammer", "Cloak"}, 0, true,
			func(x *onrtest.Table, rig []int32) {
				polt := x.Card("Poltergeist")
				x.G.InstallRunner(polt, rig[0])
				x.G.FitMemoryForTest() // kept again, Poltergeist hosted
				x.G.SetHostForTest(polt, 0)
			}, true},
		{"a lasting reduction of his memory makes him trash", []string{"Dwarf", "Hammer", "Cloak", "Poltergeist"}, 0, true,
			func(x *onrtest.Table, _ []int32) { x.G.LessMemoryForTest(x.Seat(onr.Runner), 1) }, true},
		{"memory that follows the hand is never kept, and a discard makes him trash", []string{"Omnitech Wet Drive", "Dwarf", "Hammer", "Cloak"}, 3, false,
			func(x *onrtest.Table, _ []int32) { x.G.Put(x.Runner().Hand[0], onr.ZoneDiscard, false) }, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := onrtest.New(t, 1)
			x.Deck(onr.Corp, "Data Wall", "Data Wall", "Data Wall")
			for range tc.hand {
				x.Hand(onr.Runner, "Poltergeist")
			}
			rig := x.Rig(tc.rig...)
			seat := x.Seat(onr.Runner)
			if got := x.G.FitMemoryForTest(); len(got) != 0 {
				t.Fatalf("before the change seats %v trash programs, want none", got)
			}
			if got := x.G.MemoryMemoForTest(seat); got != tc.kept {
				t.Fatalf("kept within his memory: %v, want %v", got, tc.kept)
			}
			tc.change(x, rig)
			programs, avail := x.G.RigMemoryForTest(seat)
			var long []engine.Seat
			if programs > avail {
				long = []engine.Seat{seat}
			}
			got := x.G.FitMemoryForTest()
			if !slices.Equal(got, long) {
				t.Fatalf("the memory check makes seats %v trash programs, the long way %v (%d MU used of %d)", got, long, programs, avail)
			}
			if len(got) > 0 != tc.trash {
				t.Fatalf("the memory check makes seats %v trash programs, want trash: %v", got, tc.trash)
			}
		})
	}
}
