package standins_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/nsgtest"
)

// TestTheRunBeginsWithNoPositionTaken: from the run's announcement until
// the Runner takes the outermost position (CR 6.9.1d
// [step_runner_position], 6.2.5a [rule_position_initial]) the Runner has no
// position: the run's Pos holds -2, not -1 (the server). While Rampart
// Grid's reaction to the run's beginning is pending, both players' views,
// the terminal's run line and the table's step say the run is beginning,
// not at the server; the game saves and loads there. Once the Corp has
// installed Palisade outermost, the Runner takes its position at it.
//
// Broken on purpose: the position taken before the run-begins checkpoint
// (Pos 1 less than the ice, as until session 34): the pending decision saw
// Pos 0 and the line named Tithe; the test failed.
func TestTheRunBeginsWithNoPositionTaken(t *testing.T) {
	for _, rules := range []string{nsg.Rules2603, nsg.Rules2409} {
		t.Run("the run begins at no position, "+rules, func(t *testing.T) {
			x := nsgtest.Start(t, rules)
			x.ToTurnOf(nsgtest.Runner)
			s := x.St()
			s.AddCard("Tithe", nsg.ZoneServer, nsg.ServerHQ, true)
			s.AddCard(nsg.StandInPrefix+"Rampart Grid", nsg.ZoneServer, nsg.ServerHQ, true)
			s.Clear(nsg.ZoneHQ)
			palisade := s.AddCard("Palisade", nsg.ZoneHQ, 0, false)
			x.G.Reask()
			x.Choose(nsgtest.Runner, "nsg-run", 0, nsg.ServerHQ+1)
			d := x.Decision()
			if d.Seat != nsgtest.Corp || nsgtest.Find(d, "nsg-trigger", 0, 0) < 0 {
				t.Fatalf("decision %q %v, want the Corp's trigger of Rampart Grid", d.Prompt, x.Describe(d))
			}
			if got := x.St().Run.Pos; got != -2 {
				t.Errorf("Pos %d while the run begins, want -2 (no position taken)", got)
			}
			for _, seat := range []engine.Seat{nsgtest.Corp, nsgtest.Runner} {
				v := x.G.View(seat).(nsg.View)
				if v.Run == nil || v.Run.Pos != -2 {
					t.Errorf("seat %d's view of the run: %+v, want Pos -2", seat, v.Run)
				}
			}
			if line := x.G.RunStep(nsgtest.Runner); !strings.HasSuffix(line, "beginning, no position taken yet") {
				t.Errorf("run line %q, want it beginning", line)
			}
			if step := x.G.TableView(nsgtest.Runner).Step; !strings.HasSuffix(step, ": beginning") {
				t.Errorf("table step %q, want it beginning", step)
			}
			roundTrip(t, x, "the run begins")
			x.Choose(nsgtest.Corp, "nsg-trigger", 0, 0)
			x.Choose(nsgtest.Corp, "nsg-target", palisade, 0)
			s = x.St()
			if n := int32(len(s.Servers[nsg.ServerHQ].Ice)); n != 2 || s.Run.Pos != 1 {
				t.Errorf("%d ice protecting HQ, Pos %d; want 2 and the Runner at the outermost (1)", n, s.Run.Pos)
			}
		})
	}
}

// TestAPositionItsIceHasLeft: the Runner takes the outermost position,
// Whitespace's; in the initiation's paid-ability window (CR 6.9.1e) the
// Corp trashes Whitespace with Demolition Grid. The position stays while
// the Runner is in it (6.2.4 [rule_destroy_position]) and has no ice: the
// run goes on to the Movement Phase (6.9.1f), where the Runner may jack
// out; the run line and the table's step say where the Runner is, and the
// game saves and loads there. Continuing, the Runner moves inward and approaches Tithe.
//
// Broken on purpose: the ice of the position not kept (runPosition without
// the frame's T): the run line said "at the server" and the test failed.
func TestAPositionItsIceHasLeft(t *testing.T) {
	x := nsgtest.Start(t, nsg.Rules2603)
	x.ToTurnOf(nsgtest.Runner)
	s := x.St()
	tithe := s.AddCard("Tithe", nsg.ZoneServer, nsg.ServerHQ, true)
	white := s.AddCard("Whitespace", nsg.ZoneServer, nsg.ServerHQ, true)
	grid := s.AddCard(nsg.StandInPrefix+"Demolition Grid", nsg.ZoneServer, nsg.FirstRemote, true)
	x.G.Reask()
	x.Choose(nsgtest.Runner, "nsg-run", 0, nsg.ServerHQ+1)
	x.Choose(nsgtest.Runner, "nsg-pass", 0, 0)
	x.ChooseArg(nsgtest.Corp, "nsg-ability", grid, 0)
	d := x.PassUntil(func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-target", white, 0) >= 0 })
	x.Apply(d, nsgtest.Find(d, "nsg-target", white, 0), 0)
	d = x.PassUntil(func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-continue", 0, 0) >= 0 })
	if x.St().CardOf(white) != nil && x.St().CardOf(white).Zone == nsg.ZoneServer {
		t.Fatal("Whitespace is still installed")
	}
	if line := x.G.RunStep(nsgtest.Runner); !strings.HasSuffix(line, "at a position its ice has left") {
		t.Errorf("run line %q at the jack-out decision, want the position its ice has left", line)
	}
	if step := x.G.TableView(nsgtest.Runner).Step; !strings.HasSuffix(step, ": at a position its ice has left") {
		t.Errorf("table step %q at the jack-out decision, want the position its ice has left", step)
	}
	roundTrip(t, x, "the position its ice has left")
	x.Apply(d, nsgtest.Find(d, "nsg-continue", 0, 0), 0)
	x.PassUntil(func(d engine.Decision) bool { return x.St().Run.Ice == tithe })
	if !x.Logged("the Runner approaches Tithe") {
		t.Error("the Runner did not approach Tithe after moving inward")
	}
}

// TestTheRunLineAfterTheMove: once the Runner has passed Whitespace and
// moved inward (CR 6.9.4d), the paid-ability window after the move (6.9.4e)
// finds it at Tithe's position, not yet approaching it: the run line says
// it moved to Tithe, where it said it was past it before.
//
// Broken on purpose: the window after the move counted among the steps
// past the ice (as until session 34): "past ice 2 of 2"; the test failed.
func TestTheRunLineAfterTheMove(t *testing.T) {
	x := nsgtest.Start(t, nsg.Rules2603)
	x.ToTurnOf(nsgtest.Runner)
	s := x.St()
	s.AddCard("Tithe", nsg.ZoneServer, nsg.ServerHQ, false)
	s.AddCard("Whitespace", nsg.ZoneServer, nsg.ServerHQ, false)
	s.Credits[nsgtest.Corp] = 0
	x.G.Reask()
	x.Choose(nsgtest.Runner, "nsg-run", 0, nsg.ServerHQ+1)
	d := x.PassUntil(func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-continue", 0, 0) >= 0 })
	if line := x.G.RunStep(nsgtest.Runner); !strings.Contains(line, "past ice 1 of 2") {
		t.Errorf("run line %q at the jack-out decision, want it past ice 1 of 2", line)
	}
	x.Apply(d, nsgtest.Find(d, "nsg-continue", 0, 0), 0)
	d = x.Decision()
	if d.Seat != nsgtest.Runner || nsgtest.Find(d, "nsg-pass", 0, 0) < 0 {
		t.Fatalf("decision %q %v, want the Runner's in the window after the move", d.Prompt, x.Describe(d))
	}
	if line := x.G.RunStep(nsgtest.Runner); !strings.Contains(line, "moved to ice 2 of 2") {
		t.Errorf("run line %q in the window after the move, want it moved to ice 2 of 2", line)
	}
}

// TestNoIceNoPositionThroughTheMovementPhase: a run on a server with no
// ice goes from its initiation to the Movement Phase (CR 6.9.1f
// [step_initiation_complete]; 24.03 6.9.1d), where the Runner may jack out
// before approaching the server (6.1.5b [rule_jack_out_before_approach]).
// The Runner has no position throughout: none inward to move to (6.9.4d),
// its Pos stays -1, never -2 (no position taken yet: the run beginning).
// At the jack-out decision and in the paid-ability window after it
// (6.9.4e) the views say so; the game saves and loads there.
//
// Broken on purpose: 6.9.4d moving inward from no position (Pos −1 to −2):
// the window after the move saw the run "beginning"; the test failed.
func TestNoIceNoPositionThroughTheMovementPhase(t *testing.T) {
	for _, rules := range []string{nsg.Rules2603, nsg.Rules2409} {
		t.Run("no position before the server, "+rules, func(t *testing.T) {
			x := nsgtest.Start(t, rules)
			x.ToTurnOf(nsgtest.Runner)
			x.Choose(nsgtest.Runner, "nsg-run", 0, nsg.ServerHQ+1)
			d := x.PassUntil(func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-jack-out", 0, 0) >= 0 })
			if got := x.St().Run.Pos; got != -1 || !x.St().Run.On {
				t.Fatalf("run on %v, Pos %d at the jack-out decision, want a run at no position (-1)", x.St().Run.On, got)
			}
			if x.Logged("approaches HQ") {
				t.Error("HQ approached before the jack-out decision")
			}
			roundTrip(t, x, "the jack-out decision with no ice")
			x.Apply(d, nsgtest.Find(d, "nsg-continue", 0, 0), 0)
			d = x.Decision()
			if d.Seat != nsgtest.Runner || nsgtest.Find(d, "nsg-pass", 0, 0) < 0 {
				t.Fatalf("decision %q %v, want the Runner's in the window after the move", d.Prompt, x.Describe(d))
			}
			if got := x.St().Run.Pos; got != -1 {
				t.Errorf("Pos %d in the window after the move, want -1 (no position inward to move to)", got)
			}
			if line := x.G.RunStep(nsgtest.Runner); strings.Contains(line, "beginning") {
				t.Errorf("run line %q in the window after the move, want it not beginning", line)
			}
			if step := x.G.TableView(nsgtest.Runner).Step; strings.HasSuffix(step, ": beginning") {
				t.Errorf("table step %q in the window after the move, want it not beginning", step)
			}
			x.PassUntil(func(d engine.Decision) bool { return x.Logged("breaches HQ") })
			if !x.Logged("the Runner approaches HQ") {
				t.Error("HQ not approached after the window")
			}
		})
	}
}

// TestTheFundIsGoneWhenTheRunIsUnsuccessful: the Run Ends Phase empties
// the bad-publicity fund (CR 6.9.6b [step_run_ends_bad_publicity]; 24.03:
// the unspent bad-publicity credits are lost) before the run is declared
// unsuccessful (6.9.6c [step_run_declared_unsuccessful]), whose abilities
// resolve during the run: with no credits of its own, the Runner cannot
// pay Grudge Grid's 2 credits from the fund of the Corp's 2 bad publicity,
// and takes the tag.
//
// Broken on purpose: the fund kept until the run is complete (6.9.6d, as
// until session 35): the Runner was offered to pay; the test failed.
func TestTheFundIsGoneWhenTheRunIsUnsuccessful(t *testing.T) {
	for _, rules := range []string{nsg.Rules2603, nsg.Rules2409} {
		t.Run("no fund at 6.9.6c, "+rules, func(t *testing.T) {
			x := nsgtest.Start(t, rules)
			x.ToTurnOf(nsgtest.Runner)
			s := x.St()
			grid := s.AddCard(nsg.StandInPrefix+"Grudge Grid", nsg.ZoneServer, nsg.FirstRemote, true)
			s.BadPub = 2
			s.Credits[nsgtest.Runner] = 1 // the click of the run is free; nothing else to pay with
			x.G.Reask()
			x.Choose(nsgtest.Runner, "nsg-run", 0, nsg.FirstRemote+1)
			d := x.PassUntil(func(d engine.Decision) bool { return nsgtest.Find(d, "nsg-jack-out", 0, 0) >= 0 })
			if got := x.St().Run.Fund; got != 2 {
				t.Fatalf("fund %d during the run, want 2 (the Corp's bad publicity)", got)
			}
			s.Credits[nsgtest.Runner] = 0
			x.Apply(d, nsgtest.Find(d, "nsg-jack-out", 0, 0), 0)
			x.Choose(nsgtest.Corp, "nsg-trigger", grid, 0)
			d = x.Decision()
			if d.Seat != nsgtest.Runner || d.Prompt != "Pay 2 credits, or take 1 tag" {
				t.Fatalf("decision %q %v, want the Runner's to pay Grudge Grid", d.Prompt, x.Describe(d))
			}
			if !x.St().Run.On {
				t.Error("the run is over at Grudge Grid's reaction, want it still in progress (6.9.6c)")
			}
			if nsgtest.Find(d, "nsg-pay", 0, 0) >= 0 {
				t.Errorf("the Runner may pay %v: the fund spent after 6.9.6b", x.Describe(d))
			}
		})
	}
}
