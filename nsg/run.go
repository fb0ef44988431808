package nsg

import (
	"fmt"
	"math/bits"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// startRun begins a run on server sv (CR 6.9.1): the run frame does the
// rest.
func (s *State) startRun(sv, src, flags int32) {
	if !s.serverExists(sv) {
		return
	}
	s.Run = RunState{On: true, Server: sv, Pos: posNotTaken, Src: src, Flags: flags}
	if flags&RunExtraAccess != 0 {
		s.Run.Extra++
	}
	s.MarkUsed(-(sv + 1), histRan, 1, evTurnEnd)
	s.Push(kernel.Frame{Kind: frameRun, Seat: s.Runner, N: sv})
}

// iceAt returns the ice at position p of the attacked server, 0 if none.
func (s *State) iceAt(p int32) int32 {
	ice := s.Servers[s.Run.Server].Ice
	if p < 0 || int(p) >= len(ice) {
		return 0
	}
	return ice[p]
}

// subroutines returns the subroutine abilities of ice id.
func (s *State) subroutines(id int32) []int {
	if d := s.def(id); d != nil {
		return d.abilities(AbSubroutine)
	}
	return nil
}

// unbroken is the number of the encountered ice's subroutines still
// unbroken.
func (s *State) unbroken() int {
	n := len(s.subroutines(s.Run.Ice))
	return n - bits.OnesCount32(s.Run.Broken&(1<<uint(n)-1))
}

// stepRun runs the run, one step per call (CR 6.9; digest §11). "End the
// run" (s.Run.Ended) goes straight to the run's end (6.1.4).
func (s *State) stepRun(f *kernel.Frame) kernel.Status {
	r := &s.Run
	if r.Ended && f.Step != runEnd && f.Step != runComplete {
		f.Step = runEnd
	}
	if s.stepWindow(f) { // CR 9.11.2: the window before the step
		return kernel.Next
	}
	switch f.Step {
	case runInitiate:
		if !s.wordless() {
			s.event(s.Runner, "run", "the Runner runs on "+s.serverName(r.Server))
		}
		if n := s.runCost(r.Server); n > 0 {
			// 6.9.1a, CR 6.3.2b [rule_additional_cost_to_run]: the costs
			// to run on the server are paid as it is announced; a run
			// they cannot pay for does not begin. The run formally
			// begins only after (6.3.4).
			c := cost(0, n)
			if !costs.CanPay(s, s.Runner, 0, c) {
				s.event(s.Runner, "run", fmt.Sprintf("the Runner cannot pay %d credits to run on %s: no run", n, s.serverName(r.Server)))
				s.Run = RunState{}
				s.Pop()
				return kernel.Next
			}
			st, nf := payThenAs(s, f, s.Runner, 0, c, runBegins)
			if st != kernel.Next {
				return st
			}
			return s.stepRun(nf)
		}
		f.Step = runBegins
		return s.stepRun(f)
	case runBegins:
		// 6.9.1b, then 6.9.1c: the run formally begins, the Runner at
		// no position yet (its Pos posNotTaken since the announcement).
		r.Fund = s.BadPub
		s.Occur(kernel.Occurrence{Type: evRunBegin, Seat: s.Runner, N: r.Server})
		f.Step = runPosition
		s.checkpoint()
	case runPosition:
		// 6.9.1d [step_runner_position]: the Runner takes the outermost
		// position, if any, once the run has formally begun and its
		// checkpoint has run (CR 6.2.5a [rule_position_initial]): ice
		// installed outermost by a reaction to the run's beginning is
		// the first approached. 24.03 [step_initiation_complete]: the
		// initiation is complete, the outermost ice approached at once
		// (no paid-ability window, no step of 6.9.1e).
		r.Pos = int32(len(s.Servers[r.Server].Ice)) - 1
		f.T = s.iceAt(r.Pos) // the ice of the Runner's position (runApproach)
		f.Step = runInitPAW
		if s.Rules == Rules2409 {
			f.Step = runApproach
			if r.Pos < 0 {
				f.Step = runPass // as 6.9.1f below, in 24.03 too
			}
		}
	case runInitPAW: // 6.9.1e [step_initiation_paw], 25.04+; then 6.9.1f
		// 6.9.1f [step_initiation_complete]: with no position (no ice
		// protects the server) on to the Movement Phase, 6.9.4a-h: no
		// ice to pass, a paid-ability window, the Runner may jack out
		// (6.1.5b [rule_jack_out_before_approach]), no position inward to
		// move to, a paid-ability window, then the server approached.
		f.Step = runApproach
		if r.Pos < 0 {
			f.Step = runPass
		}
		if s.Rules != Rules2409 { // 24.09: runPosition goes on past this step
			s.openPAW(true)
		}
	case runApproach:
		r.Ice = s.iceAt(r.Pos)
		if r.Ice == 0 || f.T != 0 && r.Ice != f.T {
			// 6.9.1f, 6.9.4f: no ice in the Runner's position. The ice
			// that was there (the frame's T, set as the Runner took or
			// moved to the position) left it during the paid-ability
			// window before (6.9.1e, 6.9.4e); the position stays while
			// the Runner is in it (6.2.4 [rule_destroy_position]), and
			// Pos, an index, names the ice outward of it or none. On to
			// the Movement Phase: no ice to pass, the Runner may jack
			// out, then moves inward from that position.
			r.Ice = 0
			f.Step = runPass
			return kernel.Next
		}
		if !s.wordless() {
			s.event(s.Runner, "approach", "the Runner approaches "+s.publicName(r.Ice, s.Runner))
		}
		f.Step = runApproachPAW
		s.checkpoint()
	case runApproachPAW:
		f.Step = runApproachDone
		s.openPAWWith(pawRez, kernel.Frame{N: 1, T: r.Ice}) // 6.9.2b: (P)(R) and this ice
	case runApproachDone:
		if c := s.card(r.Ice); c != nil && c.Rezzed {
			f.Step = runEncounter
		} else {
			f.Step = runPass
		}
	case runEncounter:
		c := s.card(r.Ice)
		if c == nil {
			f.Step = runPass
			return kernel.Next
		}
		r.Encounter, r.Broken, r.Sub = true, 0, 0
		if !s.wordless() {
			s.event(s.Runner, "encounter", "the Runner encounters "+c.Title)
		}
		s.Occur(kernel.Occurrence{Type: evEncounter, Seat: s.Runner, Obj: c.ID})
		if r.Flags&RunBypassFirst != 0 {
			// "The first time you encounter a piece of ice during that run,
			// bypass it": a reaction to the encounter that the Runner, the
			// active player, resolves first (9.2.8b); the encounter phase
			// is aborted and the Runner passes the ice (CR 6.5.8): its
			// other steps (the paid-ability window, the subroutines) are
			// not carried out, the phase completes with a checkpoint, then
			// the run goes on to the pass (6.1.3d [rule_move_new_run_phase]).
			// The encounter's other reactions lose their pending status
			// (9.2.8f): the encounter ends with the bypass, before any
			// checkpoint, so the first one (the window's before the pass,
			// 9.11.2) finds it over (triggers).
			r.Flags &^= RunBypassFirst
			s.event(s.Runner, "bypass", fmt.Sprintf("the Runner bypasses %s", c.Title))
			s.endEncounter() // before any checkpoint: the window before the pass finds it over
			f.Step = runPass
			return kernel.Next
		}
		f.Step = runEncounterPAW
		s.checkpoint()
	case runEncounterPAW:
		f.Step = runSubroutines
		s.openPAW(false) // 6.9.3b: (P) only
	case runSubroutines:
		subs := s.subroutines(r.Ice)
		for int(r.Sub) < len(subs) && r.Broken&(1<<uint(r.Sub)) != 0 {
			r.Sub++
		}
		// CR 6.2.7c [rule_ice_change_encounter_uninstall_derez]: ice
		// uninstalled (a new object: no card of its id) or derezzed while
		// encountered ends the encounter; the run goes on to the movement
		// phase, its subroutines left unresolved.
		if c := s.card(r.Ice); int(r.Sub) >= len(subs) || c == nil || c.Zone != ZoneServer || !c.Rezzed {
			f.Step = runPass
			s.endEncounter()
			s.checkpoint()
			return kernel.Next
		}
		i := subs[r.Sub]
		r.Sub++
		if !s.wordless() {
			s.event(s.Corp, "subroutine", "subroutine "+itoa(r.Sub)+" of "+s.card(r.Ice).Title+" resolves")
		}
		// 6.9.3d: back to 6.9.3c once it has resolved, the next
		// subroutine's step with its window (9.8.7, 9.8.10).
		stepAgain(f)
		machine.PushProgram(s, s.def(r.Ice).Ref(i), s.Corp, r.Ice)
	case runPass:
		f.Step = runPassPAW
		if r.Encounter {
			s.endEncounter()
			s.checkpoint()
		}
	case runPassPAW:
		f.Step = runMovePAW
		s.openPAW(false) // 6.9.4b
	case runMovePAW:
		if !f.Answered {
			return s.Ask(s.Runner, "Continue the run, or jack out", "CR 6.9.4c", continueOrJackOut)
		}
		f.Step = runMove
		if o, _ := f.Take(); o.Verb == verbJackOut {
			s.event(s.Runner, "jack-out", "the Runner jacks out")
			r.JackOut = true
			f.Step = runEnd
		}
	case runMove:
		if r.Pos >= 0 { // 6.9.4d [step_move_position]: inward, if any (none with no position)
			r.Pos--
		}
		r.Ice = 0
		f.T = s.iceAt(r.Pos) // the ice of the Runner's new position (runApproach)
		f.Step = runMovedPAW
	case runMovedPAW:
		f.Step = runMoved
		s.openPAW(true) // 6.9.4e
	case runMoved:
		if r.Pos >= 0 {
			f.Step = runApproach
			return kernel.Next
		}
		if !s.wordless() {
			s.event(s.Runner, "approach-server", "the Runner approaches "+s.serverName(r.Server))
		}
		s.Occur(kernel.Occurrence{Type: evApproachSv, Seat: s.Runner, N: r.Server})
		f.Step = runSuccess
		s.checkpoint()
	case runSuccess:
		r.Success = true
		s.event(s.Runner, "success", "the run is successful")
		s.Occur(kernel.Occurrence{Type: evSuccessful, Seat: s.Runner, N: r.Server})
		s.MarkUsed(histObj, histSuccessful, 1, evTurnEnd)
		s.MarkUsed(-(r.Server + 1), histSuccessOn, 1, evTurnEnd)
		s.MarkUsedBy(s.Corp, histObj, histRunnerSucceeded, 1, evTurnEnd) // until the Corp's next turn ends
		if r.Flags&RunDrawOnSuccess != 0 {
			s.draw(s.Runner, 1)
		}
		if r.Flags&RunTake3OnSuccess != 0 {
			s.takeHosted(s.Runner, r.Src, 3, 1)
		}
		f.Step = runEnd
		s.Push(kernel.Frame{Kind: frameBreach, Seat: s.Runner, N: r.Server})
		s.checkpoint()
	case runComplete:
		// 6.9.6d [step_run_complete]: the run is complete; "run ends"
		// conditions are met and "until the end of the run" durations
		// expire here (6.8.5 [rule_run_ends_condition]); the checkpoint
		// that follows is outside the run (10.3.6).
		s.LastRun = LastRun{Server: r.Server, Success: r.Success, Stolen: r.Stolen}
		s.dropWaitingBreaches()
		s.Run = RunState{}
		s.Pop()
		s.Occur(kernel.Occurrence{Type: evRunEnd, Seat: s.Runner, N: s.LastRun.Server})
		s.removeEmptyRemotes()
		s.checkpoint() // 10.3.6: outside the run
	default: // runEnd
		// 6.9.6a: the windows left open are gone. 6.9.6b
		// [step_run_ends_bad_publicity]: the bad-publicity fund is emptied,
		// before the run may be unsuccessful. 6.9.6c [step_run_declared_unsuccessful]:
		// a run that never reached the Success Phase, on a server that
		// still exists, becomes unsuccessful; its conditions are met and
		// their abilities resolve at the checkpoint of this step, while
		// the run is still in progress (6.8.5's example: "during the run"
		// effects still apply), before the run is complete (runComplete).
		if r.Encounter {
			s.endEncounter()
		}
		r.Fund = 0
		f.Step = runComplete
		if !r.Success {
			if s.serverExists(r.Server) {
				s.event(s.Runner, "unsuccessful", "the run ends unsuccessfully")
				s.Occur(kernel.Occurrence{Type: evUnsuccessful, Seat: s.Runner, N: r.Server})
			} else {
				s.event(s.Runner, "unsuccessful", "the run ends: its server no longer exists, so it is not unsuccessful (CR 6.9.6c)")
			}
			s.checkpoint()
		}
	}
	return kernel.Next
}

// endEncounter ends the encounter: "until the end of the encounter"
// effects expire at the next checkpoint.
func (s *State) endEncounter() {
	s.Run.Encounter = false
	s.Occur(kernel.Occurrence{Type: evEncEnd, Seat: s.Runner, Obj: s.Run.Ice})
}

// opBreak uses a breaker's paid ability N (CR 9.8.5): its credits are
// paid with their checkpoint, then it breaks up to N subroutines of the
// encountered ice, chosen one at a time (or the Runner stops after the
// first), or adds strength for the encounter.
func opBreak(s *State, f *kernel.Frame) kernel.Status {
	d := s.def(f.Src)
	if d == nil || int(f.N) >= len(d.Abilities) {
		return kernel.Next
	}
	a := d.Abilities[f.N]
	if a.Kind == AbEncounterVirus {
		// Its cost, a hosted virus counter, then its instructions.
		if f.Step == 0 {
			c := s.card(f.Src)
			if c == nil || c.Virus < 1 {
				return kernel.Next
			}
			s.announceAbility(f.Seat, f.Src, int(f.N)) // CR 9.5.7a
			f.Step = 2
			costs.Pay(s, f.Seat, f.Src, []kernel.CostPart{{Kind: costVirus, N: 1}})
			machine.PushProgram(s, d.Ref(int(f.N)), f.Seat, f.Src)
			return kernel.Again
		}
		f.Step = 0
		return kernel.Next
	}
	if f.Step == 0 {
		pc := cost(a.Clicks, a.Credits)
		if !costs.CanPay(s, f.Seat, f.Src, pc) {
			return kernel.Next
		}
		// CR 9.5.7a: announced, then paid
		s.announceAbility(f.Seat, f.Src, int(f.N))
		if a.TrashAtRunEnd && s.Run.On { // no run (a forced encounter): not created (CR 9.6.13d [rule_delayed_run_ends_condition_outside_run])
			s.AddLasting(kernel.Lasting{Src: f.Src, Seat: f.Seat, On: evRunEnd, Ref: refTrashSource, Until: evRunEnd, Count: 1})
		}
		st, nf := payThen(s, f, pc, 1)
		if st != kernel.Next {
			return st
		}
		f = nf
	}
	if a.Kind == AbBoost {
		f.Step = 0
		n := a.N
		if a.PerBreaker {
			n = 0
			for _, id := range s.Rig {
				if s.def(id).HasSubtype("Icebreaker") {
					n += a.N
				}
			}
		}
		s.AddLasting(kernel.Lasting{Src: f.Src, Seat: f.Seat, Mod: modStrength, N: n, Obj: f.Src, Until: evEncEnd, Count: 1})
		s.event(f.Seat, "boost", fmt.Sprintf("%s gets +%d strength (%d)", d.Title, n, s.strength(f.Src)))
		return kernel.Next
	}
	// Breaking: f.T counts the subroutines broken by this use.
	if !s.Run.Encounter || s.card(s.Run.Ice) == nil {
		f.Step, f.T = 0, 0
		return kernel.Next
	}
	subs := s.subroutines(s.Run.Ice)
	if f.Answered {
		o, _ := f.Take()
		if o.Verb == verbPass {
			f.Step, f.T = 0, 0
			return kernel.Next
		}
		s.Run.Broken |= 1 << uint(o.Arg)
		f.T++
		s.event(f.Seat, "break", d.Title+" breaks subroutine "+itoa(o.Arg+1)+" of "+s.card(s.Run.Ice).Title)
	}
	if f.T >= a.N || s.unbroken() == 0 {
		f.Step, f.T = 0, 0
		return kernel.Next
	}
	var opts []engine.Option
	for i := range subs {
		if s.Run.Broken&(1<<uint(i)) == 0 {
			opts = append(opts, engine.Option{Verb: verbAbility, Card: int(s.Run.Ice), Arg: i})
		}
	}
	if f.T > 0 {
		opts = append(opts, engine.Option{Verb: verbPass})
	}
	return s.Ask(f.Seat, "Break a subroutine", "CR 9.8.5", opts)
}

var refTrashSource = kernel.Builtin("nsg-trash-source")

func init() {
	builtins[refTrashSource] = []kernel.Op[*State]{kernel.OpFunc[*State](func(s *State, f *kernel.Frame) kernel.Status {
		if c := s.card(f.Src); c != nil && (c.Zone == ZoneRig || c.Zone == ZoneServer) {
			s.trash(c.ID, f.Seat)
		}
		return kernel.Next
	})}
}

// mayRunOn reports whether the Runner may announce server sv as the
// attacked server: it exists, no rezzed card in its root says he cannot
// run on it (CR 6.3.2a [rule_cannot_run_abilities]: only the announcement
// is prohibited), and he has the credits its costs to run take (6.3.2b).
func (s *State) mayRunOn(sv int32) bool {
	if !s.serverExists(sv) {
		return false
	}
	for _, id := range s.Servers[sv].Root {
		if c, d := s.card(id), s.def(id); c != nil && c.Rezzed && d != nil && d.CannotRunOn {
			return false
		}
	}
	return s.Credits[s.Runner] >= s.runCost(sv)
}

// runCost is the credits the Runner pays as an additional cost to run on
// server sv (CR 6.3.2b): the RunCost of each rezzed card in its root.
func (s *State) runCost(sv int32) int32 {
	n := int32(0)
	if int(sv) >= len(s.Servers) {
		return 0
	}
	for _, id := range s.Servers[sv].Root {
		if c, d := s.card(id), s.def(id); c != nil && c.Rezzed && d != nil {
			n += d.RunCost
		}
	}
	return n
}

// continueOrJackOut are the options of the Runner's choice to continue the
// run or jack out (CR 6.9.4c), shared by every such decision: a decision's
// Options are never written to (engine.Game.Pending).
var continueOrJackOut = []engine.Option{{Verb: verbContinue}, {Verb: verbJackOut}}
