package nsg

import (
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// A forced encounter (CR 6.5.9 [rule_forced_encounter]): an ability
// directs the Runner to encounter a piece of ice without changing its
// position. An Encounter Ice phase is resolved on its own, in a frame of
// its own (frameEncounter), then the effect that caused it goes on (the
// instruction is not finished until the encounter is complete,
// rule_forced_encounter_end). The encounter lives in the run's encounter
// fields (RunState: Encounter, Ice, Broken, Sub), those of the run, if
// any, kept in the frame's list and put back as it ends; outside a run
// they are set while On stays false, so "during a run" stays false too
// (9.6.13d: Mayfly's "when this run ends" is not created). "End the run"
// with no run ends the encounter (6.1.4b [rule_end_encounter_outside_run],
// endRun: Ended is set while On is false), without resolving any more of
// its steps; during a run it ends both the encounter and the run (6.5.9,
// rule_forced_encounter_during_run).

// registerEncounter registers the forced encounter's frame and the root
// candidate's (access.go), from the machine's init, which makes the
// machine.
func registerEncounter() {
	machine.Register(frameEncounter, "forced encounter", (*State).stepEncounter)
	machine.Register(frameRootCandidate, "root candidate", (*State).stepRootCandidate)
	frameKinds = append(frameKinds, frameEncounter, frameRootCandidate)
}

// opEncounterIce: the controller chooses 1 installed rezzed piece of ice
// (a target: rezzed ice is public) and the Runner encounters it; the
// instruction resolves once the encounter is complete.
func (s *State) opEncounterIce(f *kernel.Frame) kernel.Status {
	if f.Step == 1 {
		f.Step = 0
		return kernel.Next
	}
	opts := s.rezzedIceOptions()
	if len(opts) == 0 {
		return kernel.Next
	}
	if !f.Answered {
		return s.Ask(f.Seat, "Choose the ice the Runner encounters", "CR 1.15.2", opts)
	}
	o, _ := f.Take()
	c := s.card(int32(o.Card))
	if c == nil || c.Zone != ZoneServer || !c.Ice || !c.Rezzed {
		return kernel.Next
	}
	f.Step = 1
	s.Push(kernel.Frame{Kind: frameEncounter, Seat: s.Runner, Src: c.ID})
	return kernel.Again
}

// stepEncounter resolves a forced encounter's Encounter Ice phase (CR
// 6.9.3 as the run's, 6.5.9): the encounter begins ("when encountered"
// met, a checkpoint), its paid-ability window (P), its unbroken
// subroutines one at a time, then it ends (a checkpoint). It is over at
// once when the run (or, outside one, the encounter) is ended (6.1.4b) or
// the ice is uninstalled or derezzed (6.2.7c).
func (s *State) stepEncounter(f *kernel.Frame) kernel.Status {
	r := &s.Run
	if s.stepWindow(f) { // CR 9.11.2: the window before the step
		return kernel.Next
	}
	over := func() bool {
		c := s.card(r.Ice)
		return r.Ended || c == nil || c.Zone != ZoneServer || !c.Rezzed
	}
	switch f.Step {
	case encounterBegins:
		c := s.card(f.Src)
		if c == nil || c.Zone != ZoneServer || !c.Ice || !c.Rezzed {
			s.Pop()
			return kernel.Next
		}
		enc := int32(0)
		if r.Encounter {
			enc = 1
			s.outlastEncounter()
		}
		s.SetList(f, []int32{r.Ice, r.Sub, int32(r.Broken), enc})
		r.Encounter, r.Ice, r.Broken, r.Sub = true, c.ID, 0, 0
		s.event(s.Runner, "encounter", fmt.Sprintf("the Runner encounters %s", c.Title))
		s.Occur(kernel.Occurrence{Type: evEncounter, Seat: s.Runner, Obj: c.ID})
		f.Step = encounterPAW
		s.checkpoint()
	case encounterPAW:
		f.Step = encounterSubs
		if over() {
			f.Step = encounterEnds
			return kernel.Next
		}
		s.openPAW(false) // (P) only
	case encounterSubs:
		subs := s.subroutines(r.Ice)
		for int(r.Sub) < len(subs) && r.Broken&(1<<uint(r.Sub)) != 0 {
			r.Sub++
		}
		if int(r.Sub) >= len(subs) || over() {
			f.Step = encounterEnds
			return kernel.Next
		}
		i := subs[r.Sub]
		r.Sub++
		s.event(s.Corp, "subroutine", fmt.Sprintf("subroutine %d of %s resolves", r.Sub, s.card(r.Ice).Title))
		stepAgain(f) // 6.9.3d: the next subroutine's step, with its window
		machine.PushProgram(s, s.def(r.Ice).Ref(i), s.Corp, r.Ice)
	default: // encounterEnds
		if r.Encounter {
			s.endEncounter()
		}
		if l := s.List(f); len(l) == 4 {
			r.Ice, r.Sub, r.Broken, r.Encounter = l[0], l[1], uint32(l[2]), l[3] == 1
		}
		if !r.On {
			r.Ended = false // the encounter's end, with no run (6.1.4b)
		}
		s.SetList(f, nil)
		s.Pop()
		s.checkpoint()
	}
	return kernel.Next
}

// outlastEncounter makes the effects lasting until the end of the
// encounter in progress outlast the forced encounter that interrupts it
// (CR 6.5.9 [rule_forced_encounter]: that encounter is not over; it goes
// on once the forced one is complete): each counts one more end of an
// encounter before it expires, the forced one's. Those the forced
// encounter makes count only its own end.
func (s *State) outlastEncounter() {
	for i := range s.Lasting {
		if s.Lasting[i].Until == evEncEnd {
			s.Lasting[i].Count++
		}
	}
}

// encounterLive reports whether "end the run" has something to end now:
// a run not ended yet, or with no run an encounter not ended yet (CR
// 6.1.4b).
func (s *State) encounterLive() bool {
	return (s.Run.On || s.Run.Encounter) && !s.Run.Ended
}

// rezzedIceOptions returns an option targeting each installed rezzed
// piece of ice, in card order.
func (s *State) rezzedIceOptions() []engine.Option {
	var opts []engine.Option
	for i := range s.Cards {
		c := &s.Cards[i]
		if c.Zone == ZoneServer && c.Ice && c.Rezzed {
			opts = append(opts, engine.Option{Verb: verbTarget, Card: int(c.ID)})
		}
	}
	return opts
}
