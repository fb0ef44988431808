package onr_test

import (
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// TestMemoryThatFollowsTheHand: a ModBaseMU static (memory.go) makes the
// base MU the cards in hand; when the end-of-turn discard drops it below
// the programs' MU, the Runner trashes programs once the discard is over
// (ONR-8.7.4, R199).
func TestMemoryThatFollowsTheHand(t *testing.T) {
	x := onrtest.New(t, 1)
	x.Deck(onr.Corp, "Data Wall", "Data Wall", "Data Wall")
	x.Rig("Omnitech Wet Drive", "Dwarf", "Hammer", "Loony Goon", "Codeslinger", "Poltergeist", "Cloak")
	x.Hand(onr.Runner, "Score!", "Score!", "Score!", "Score!", "Score!", "Score!")
	x.Runner().Bits = 0
	x.Ready().ToTurn(onr.Runner)
	if avail, used := x.G.MU(); avail != 6 || used != 6 {
		t.Fatalf("MU %d of %d, want 6 of 6 with six cards in hand", used, avail)
	}
	for range 4 {
		x.Do(onr.Runner, "gain").PassAll()
	}
	turn := x.S.Turn
	x.Do(onr.Runner, "discard Score!")
	if !x.Offered(onr.Runner, "trash-program Dwarf") || x.S.Turn != turn {
		t.Fatalf("no program trashed in the Runner's turn once the discard left 5 MU: %s", x.Describe())
	}
	x.Do(onr.Runner, "trash-program Dwarf")
	if avail, used := x.G.MU(); avail != 5 || used != 5 {
		t.Errorf("MU %d of %d, want 5 of 5", used, avail)
	}
}

// TestProgramsInADaemonUseNoMemory: once an install has resolved, a Runner
// trashes programs only when those in his normal memory use more than his
// MU; a program hosted by a daemon uses the daemon's memory (ONR-8.8.1), so
// the memory check after the install (fitMemory) leaves the rig alone.
func TestProgramsInADaemonUseNoMemory(t *testing.T) {
	for _, tc := range []struct {
		name, install string
		used          int32
		trash         bool
	}{
		{"a program hosted by a daemon uses none of the Runner's MU", "install Poltergeist in Imp", 4, false},
		{"a program in normal memory over the MU makes the Runner trash one", "install Poltergeist", 5, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := onrtest.New(t, 1)
			x.Deck(onr.Corp, "Data Wall", "Data Wall", "Data Wall")
			x.Rig("Imp", "Dwarf", "Hammer", "Cloak") // 4 MU of 4
			x.Hand(onr.Runner, "Poltergeist")
			x.Runner().Bits = 10
			x.Ready().ToTurn(onr.Runner)
			x.Do(onr.Runner, tc.install)
			if avail, used := x.G.MU(); avail != 4 || used != tc.used {
				t.Fatalf("MU %d of %d, want %d of 4", used, avail, tc.used)
			}
			if got := x.Offered(onr.Runner, "trash-program Dwarf"); got != tc.trash {
				t.Errorf("a program to trash offered %v, want %v: %s", got, tc.trash, x.Describe())
			}
		})
	}
}
