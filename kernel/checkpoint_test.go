package kernel_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// TestCheckpointExpiry checks the lingering-effect steps of a checkpoint
// (NSG CR 10.3.1): occurrences wait in the buffer (Occur), the game drains
// them (Drain) and Checkpoint fires the delayed triggers (step a) before
// it deletes the effects that have expired (step b), at the first
// checkpoint after the occurrence that ends them.
func TestCheckpointExpiry(t *testing.T) {
	bob := engine.Seat(1)
	// A step adds an effect, records an occurrence, or runs a checkpoint
	// and checks what fired, what expired and what is left (by Src).
	type step struct {
		add                  *kernel.Lasting
		occ                  *kernel.Occurrence
		cp                   bool
		fired, expired, left []int32
	}
	add := func(l kernel.Lasting) step { return step{add: &l} }
	occur := func(ty kernel.EventType, seat engine.Seat) step {
		o := occ(ty, seat, 0)
		return step{occ: &o}
	}
	cp := func(fired, expired, left []int32) step {
		return step{cp: true, fired: fired, expired: expired, left: left}
	}
	none := []int32{}
	for _, tt := range []struct {
		name  string
		steps []step
	}{
		{
			name: "CR 10.3.1b: an effect until X still applies once X occurs, and expires at the checkpoint after X",
			steps: []step{
				add(kernel.Lasting{Src: 1, Mod: modStrength, Until: evTurnEnd}),
				occur(evTurnEnd, alice),
				{left: []int32{1}},
				cp(none, []int32{1}, none),
			},
		},
		{
			name: "an effect made after X occurred, before the checkpoint, is not ended by that X but by the next",
			steps: []step{
				occur(evTurnEnd, alice),
				add(kernel.Lasting{Src: 1, Mod: modStrength, Until: evTurnEnd}),
				cp(none, none, []int32{1}),
				occur(evTurnEnd, alice),
				cp(none, []int32{1}, none),
			},
		},
		{
			name: "CR 10.3.1a before b: a delayed trigger fires on an occurrence after the one that ends its duration, in the same checkpoint, then expires",
			steps: []step{
				add(kernel.Lasting{Src: 1, On: evAction, Every: true, Until: evTurnEnd}),
				occur(evTurnEnd, alice),
				occur(evAction, alice),
				cp([]int32{1}, []int32{1}, none),
			},
		},
		{
			name: "a delayed trigger made after an occurrence, before the checkpoint, does not fire on it",
			steps: []step{
				occur(evAction, alice),
				add(kernel.Lasting{Src: 1, On: evAction}),
				cp(none, none, []int32{1}),
				occur(evAction, alice),
				cp([]int32{1}, none, none),
			},
		},
		{
			name: "delayed triggers fire in the order of the occurrences, then of their making",
			steps: []step{
				add(kernel.Lasting{Src: 1, On: evPassed}),
				add(kernel.Lasting{Src: 2, On: evAction}),
				add(kernel.Lasting{Src: 3, On: evAction}),
				occur(evAction, alice),
				occur(evPassed, alice),
				cp([]int32{2, 3, 1}, none, none),
			},
		},
		{
			name: "CR 9.6.4b, 9.6.13c: a delayed trigger fires once and is gone; one of Every fires at each occurrence",
			steps: []step{
				add(kernel.Lasting{Src: 1, On: evAction}),
				add(kernel.Lasting{Src: 2, On: evAction, Every: true}),
				occur(evAction, alice),
				occur(evAction, alice),
				cp([]int32{1, 2, 2}, none, []int32{2}),
			},
		},
		{
			name: "effects expire when Count occurrences of Until have come, in the order they were made",
			steps: []step{
				add(kernel.Lasting{Src: 1, Mod: modNoRun, Until: evAction, Count: 2}),
				add(kernel.Lasting{Src: 2, Mod: modNoRun, Until: evAction}),
				add(kernel.Lasting{Src: 3, Mod: modNoRun, Until: evAction, Count: 3}),
				occur(evAction, alice),
				occur(evAction, alice),
				cp(none, []int32{1, 2}, []int32{3}),
				occur(evAction, alice),
				cp(none, []int32{3}, none),
			},
		},
		{
			name: "a dormant effect starts at an occurrence of Starts; an occurrence of Until before that does not count",
			steps: []step{
				add(kernel.Lasting{Src: 1, Mod: modStrength, Starts: evEncounter, Until: evEncounterEnd}),
				occur(evEncounterEnd, alice),
				occur(evEncounter, alice),
				cp(none, none, []int32{1}),
				occur(evEncounterEnd, alice),
				cp(none, []int32{1}, none),
			},
		},
		{
			name: "with Mine, only its seat's occurrences end it",
			steps: []step{
				add(kernel.Lasting{Src: 1, Seat: bob, Mine: true, Mod: modStrength, Until: evTurnEnd}),
				occur(evTurnEnd, alice),
				cp(none, none, []int32{1}),
				occur(evTurnEnd, bob),
				cp(none, []int32{1}, none),
			},
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var c kernel.Core
			for i, s := range tt.steps {
				switch {
				case s.add != nil:
					c.AddLasting(*s.add)
				case s.occ != nil:
					c.Occur(*s.occ)
				case s.cp:
					fired, expired := c.Checkpoint(c.Drain())
					if got := srcs(fired); !slices.Equal(got, s.fired) {
						t.Errorf("step %d: fired %v, want %v", i, got, s.fired)
					}
					if got := srcs(expired); !slices.Equal(got, s.expired) {
						t.Errorf("step %d: expired %v, want %v", i, got, s.expired)
					}
					if len(c.Occurred) != 0 || slices.ContainsFunc(c.Lasting, func(l kernel.Lasting) bool { return l.After != 0 }) {
						t.Errorf("step %d: after the checkpoint, occurrences %v wait, lasting %+v", i, c.Occurred, c.Lasting)
					}
				}
				if s.left != nil {
					if got := srcs(c.Lasting); !slices.Equal(got, s.left) {
						t.Errorf("step %d: lasting %v, want %v", i, got, s.left)
					}
				}
			}
		})
	}
	t.Run("a delayed trigger fires and a use limit ends in the same checkpoint, as many effects as limits", func(t *testing.T) {
		var c kernel.Core
		c.AddLasting(kernel.Lasting{Src: 1, On: evAction})
		c.MarkUsed(7, 0, 1, evTurnEnd)
		c.Occur(occ(evAction, alice, 0))
		c.Occur(occ(evTurnEnd, alice, 0))
		fired, _ := c.Checkpoint(c.Drain())
		if got := srcs(fired); !slices.Equal(got, []int32{1}) || c.Used(7, 0) != 0 || len(c.Lasting) != 0 {
			t.Fatalf("fired %v, used %d, lasting %+v; want 1 fired, the limit ended, no effect left", got, c.Used(7, 0), c.Lasting)
		}
	})
	t.Run("a use limit until X counts until the checkpoint after X", func(t *testing.T) {
		var c kernel.Core
		c.MarkUsed(7, 0, 1, evTurnEnd)
		c.MarkUsedBy(bob, 8, 0, 1, evTurnEnd)
		c.Occur(occ(evTurnEnd, alice, 0))
		if c.Used(7, 0) != 1 {
			t.Fatalf("the limit ended at the occurrence")
		}
		c.Checkpoint(c.Drain())
		if c.Used(7, 0) != 0 || c.Used(8, 0) != 1 {
			t.Fatalf("after the checkpoint: used %d and %d (bob's limit ends only with bob's turn)", c.Used(7, 0), c.Used(8, 0))
		}
	})
}
