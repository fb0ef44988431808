package heuristic

import (
	"testing"

	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/onr"
)

// TestFork checks that a fork remembers what the player remembered, is
// seeded anew, and that neither's later memory reaches the other.
func TestFork(t *testing.T) {
	for _, tt := range []struct {
		name string
		mem  memory
		seed uint64
	}{
		{"nothing remembered", memory{}, 1},
		{"an R&D accessed", memory{rdFort: 1, rdDeck: 30, rdSeen: 2, last: onr.VerbRun}, 2},
		{"a bid", memory{bidTurn: 7, bidAgent: 3, bidAt: 4, last: bso.VerbBid}, 3},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b := NewBot(99)
			b.mem = tt.mem
			f := b.Fork(tt.seed)
			if f.mem != tt.mem {
				t.Errorf("fork remembers %+v, want %+v", f.mem, tt.mem)
			}
			if want := NewBot(tt.seed).rng; f.rng != want {
				t.Errorf("fork's generator %v, want that of seed %d: %v", f.rng, tt.seed, want)
			}
			f.mem.rdSeen, f.mem.last = 17, onr.VerbPass
			if b.mem != tt.mem {
				t.Errorf("the fork's memory reached the player: %+v", b.mem)
			}
		})
	}
}
