package standins_test

import (
	"fmt"
	"testing"

	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/nsgtest"
)

// TestAnInstructionsWindowIsOpenedOnceAndSaved: the interrupt window of
// an imminent instruction (CR 9.9.4) opens once, with its checkpoint
// (9.2.4e), and its program frame keeps the mark that it has opened
// (nothing imminent: Type 0) while the reaction window that checkpoint
// opened resolves, saves and loads included. Sting and Bill ("Do 1 net
// damage. Gain 2 credits.") fills the heap (a card of the grip): Heap Dividend ("If there is
// a card in your heap, gain 1 credit") resolves after the damage and
// again at the checkpoint of the gain's window; the Corp then gains 2,
// once. Saved and loaded at every decision, the game comes back the same
// (roundTrip), and one decision is the dividend's in the window's
// reaction window, the gain's frame marked.
//
// Broken on purpose: the window's mark never kept (windowDone returning
// no mark: the gain's op, run again after the reaction window, opened
// its window again, the dividend pending at each: the Corp never gained
// within the decisions, and no decision had a marked frame).
func TestAnInstructionsWindowIsOpenedOnceAndSaved(t *testing.T) {
	x := nsgtest.Start(t, nsg.Rules2603)
	x.ToTurnOf(nsgtest.Corp)
	s := x.St()
	s.AddCard(nsg.StandInPrefix+"Heap Dividend", nsg.ZoneRig, 0, false)
	id := s.AddCard(nsg.StandInPrefix+"Sting and Bill", nsg.ZoneHQ, 0, false)
	credits, runner := s.Credits[nsgtest.Corp], s.Credits[nsgtest.Runner]
	x.G.Reask()
	x.Act(nsgtest.Corp, "nsg-play", id, 0)
	marked, gained := 0, -1
	for step := 0; step < 20; step++ {
		d := x.Decision()
		s := x.St()
		if testing.Verbose() {
			t.Logf("step %d: %q %v", step, d.Prompt, x.Describe(d))
		}
		for _, f := range s.Frames() {
			if f.Would.Type == 0 && f.Would != (kernel.Expected{}) && d.Seat == nsgtest.Runner && s.Credits[nsgtest.Corp] == credits {
				marked++
			}
		}
		if gained < 0 && s.Credits[nsgtest.Corp] == credits+2 {
			gained = int(s.Credits[nsgtest.Runner] - runner)
		}
		roundTrip(t, x, fmt.Sprintf("step %d %q", step, d.Prompt))
		if d.Seat == nsgtest.Corp && d.Prompt == "Take an action" {
			break
		}
		if answer(x, d) < 0 {
			t.Fatalf("step %d: cannot answer %q %v", step, d.Prompt, x.Describe(d))
		}
	}
	if marked == 0 {
		t.Error("no decision of the Runner's had an instruction's frame marked, its window open")
	}
	if gained != 2 {
		t.Errorf("the Runner had gained %d credits when the Corp gained 2; want 2 (the dividend after the damage, and again at the gain's window)", gained)
	}
	if got := x.St().Credits[nsgtest.Corp]; got != credits+2 {
		t.Errorf("Corp credits %d, want %d (the gain once)", got, credits+2)
	}
}
