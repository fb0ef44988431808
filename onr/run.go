package onr

import (
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr/carddb"
)

// Run steps (Frame.Step of a FrameRun), after ONR-11's RUN-1…RUN-14.
const (
	runStart        int32 = 0  // RUN-1: declare, start-of-run effects
	runApproach     int32 = 1  // RUN-2/3: approach the next ice; rez window
	runAfterRez     int32 = 2  // RUN-3/4: unrezzed ice is passed, rezzed ice encountered
	runEncounter    int32 = 3  // RUN-5: break subroutines
	runFire         int32 = 4  // RUN-6: unbroken subroutines in printed order
	runPass         int32 = 5  // RUN-7: pass the ice
	runJackOut      int32 = 6  // RUN-8: jack out or continue
	runLastIce      int32 = 7  // RUN-9: past the last ice; may jack out
	runBeforeAccess int32 = 8  // RUN-10: the Corp's last window
	runSuccess      int32 = 9  // RUN-11/12: successful; access
	runEnd          int32 = 10 // RUN-13/14: end-of-run effects
	runPassWindow   int32 = 11 // RUN-7: the window after passing the ice
	runStartCorp    int32 = 12 // RUN-1: the Corp's start-of-run abilities (startofrun.go)
)

// continueOrJackOut are the options of the jack-out decision, shared by
// every such decision: a decision's options are never changed once asked.
var continueOrJackOut = []engine.Option{{Verb: VerbContinue}, {Verb: VerbJackOut}}

// jackOutCost returns what jacking out costs the Runner of the run now
// (ModJackOutCost lasting effects: Viral 15).
func (s *State) jackOutCost() int32 {
	var n int32
	if !s.mayLast(ModJackOutCost) {
		return 0 // lastingkinds.go
	}
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Mod == ModJackOutCost && l.Active() && l.Seat == s.Run.Runner {
			n += l.N
		}
	}
	return n
}

// jackOutOptions are the options "continue" and "jack out", the latter
// with its cost (Option.Arg) when jacking out costs bits.
func (s *State) jackOutOptions() []engine.Option {
	if c := s.jackOutCost(); c > 0 {
		return []engine.Option{{Verb: VerbContinue}, {Verb: VerbJackOut, Arg: int(c)}}
	}
	return continueOrJackOut
}

// JackOutCostsMore: "for the remainder of the run, Runner must pay N bits
// to jack out, in addition to any other costs" (Viral 15; run-rider).
func JackOutCostsMore(n int32) Op { return jackOutCostsMore{n} }

type jackOutCostsMore struct{ n int32 }

func (o jackOutCostsMore) Run(s *State, f *Frame) Status {
	if !s.Run.Active {
		return Next
	}
	s.AddLasting(kernel.Lasting{Src: f.Src, Seat: s.Run.Runner, Mod: ModJackOutCost, N: o.n, Until: EvRunEnds})
	s.say(msgJackOutCostsMore, s.cardArg(f.Src), o.n)
	return Next
}

// JackOutOrTrashProgram: "Runner trashes an installed program …, unless
// Runner jacks out" (Viral 15): the Runner chooses to jack out (if he may
// and can pay what it costs) or which of his programs to trash (R245).
func JackOutOrTrashProgram() Op { return jackOutOrTrash{} }

type jackOutOrTrash struct{}

func (jackOutOrTrash) Run(s *State, f *Frame) Status {
	r := &s.Run
	if !r.Active || r.Ended || r.JackedOut {
		return Next
	}
	if f.Answered {
		o, _ := f.Take()
		if o.Verb == VerbJackOut {
			s.payBits(r.Runner, 0, int32(o.Arg))
			s.jackOut()
			return Next
		}
		if c := s.byHandle(int32(o.Card)); c != 0 && s.Cards[c].Zone == ZoneRig {
			s.say(msgEffectTrashesCard, s.cardArg(f.Src), s.cardArg(c))
			s.trashInstalled(c, f.Src)
		}
		return Next
	}
	var opts []engine.Option
	if !s.jackOutBanned() && s.jackOutCost() <= s.spendable(r.Runner) {
		opts = append(opts, engine.Option{Verb: VerbJackOut, Arg: int(s.jackOutCost())})
	}
	for _, c := range s.P(r.Runner).Rig {
		if s.isType(c, carddb.Program) {
			opts = append(opts, engine.Option{Verb: VerbTrash, Card: s.h(c)})
		}
	}
	if len(opts) == 0 || (len(opts) == 1 && opts[0].Verb == VerbJackOut) {
		return Next // no program to trash: nothing to do
	}
	return s.ask(r.Runner, fmt.Sprintf("%s: trash a program, or jack out", s.cardName(f.Src)), "R245", opts)
}

// PassedRezzedIce: the ice the Runner passed last in this run is rezzed
// (history-facts: "after passing each piece of rezzed ice").
var PassedRezzedIce Cond = CondFunc(passedRezzedIce)

func passedRezzedIce(s *State, _ int32) bool {
	for i := len(s.Run.Log) - 1; i >= 0; i-- {
		if o := s.Run.Log[i]; o.Type == EvIcePassed {
			return o.Obj > 0 && s.Cards[o.Obj].Zone == ZoneIce && s.Cards[o.Obj].Rezzed
		}
	}
	return false
}

// startRun begins a run of Runner seat on fort, made by card src (0 for the
// basic action).
func (s *State) startRun(seat engine.Seat, fort, src int32) {
	corp := s.Forts[fort].Owner
	if s.Players[corp].Out || s.Players[seat].Out {
		return // a run declared before its Corp or Runner left the game (a concession): the fort cannot be run (table.go)
	}
	// Field by field, not a Run{} literal: the same values (every field
	// not named here zero, the lists nil), without building and copying
	// the whole struct (TestStartRunResetsEveryField). The log reuses its
	// room.
	r := &s.Run
	r.Active, r.Runner, r.Corp, r.Fort, r.Src = true, seat, corp, fort, src
	r.Pos, r.Encounter, r.Broken, r.ToAccess = 0, 0, 0, 0
	r.Ended, r.Success, r.JackedOut = false, false, false
	r.Accessed, r.Upgrades, r.Log = nil, nil, r.Log[:0]
	p := s.P(seat)
	p.Hist.Runs++ // an attempted run (ONR-11.1.5)
	p.Game.Runs++
	s.countRunOn(&p.Hist.RunsOn, corp, 1)
	s.countRunOn(&p.Game.RunsOn, corp, 1)
	if !s.quiet { // fortArg counts the forts before it: only for an event that is recorded
		s.say(msgRunsOn, int32(seat), s.fortArg(fort))
	}
	s.push(Frame{Kind: FrameRun, Seat: seat})
}

// MakeRun: "make a run on FORT" (ONR-11.1), with riders that last for that
// run. fort is a central fort of the Corp the Runner opposes, or AnyFort for
// the fort chosen as the card was played (Frame.T). A rider InsteadOfAccess
// makes the rest of the program the replacement of the run's access, so it
// is not resolved now.
func MakeRun(fort Central, riders ...Rider) Op { return makeRun{fort, riders} }

type makeRun struct {
	fort   Central
	riders []Rider
}

func (o makeRun) Run(s *State, f *Frame) Status {
	fi := f.T
	if !choosesFort(o.fort) {
		fi = s.centralOf(s.corpOf(f), o.fort)
	}
	s.startRun(f.Seat, fi, f.Src)
	if !s.Run.Active {
		return Next // not run: its Corp left the game (startRun)
	}
	st := Next
	for _, r := range o.riders {
		if r.mod == ModPoolBits { // bits for this run only (poolbits.go)
			s.gainPoolBits(f.Seat, f.Src, r.n, EvRunEnds)
			continue
		}
		l := kernel.Lasting{Src: f.Src, Seat: f.Seat, Mod: r.mod, N: r.n, Arg: int32(r.fort), Until: EvRunEnds}
		if r.fort == AnyFort {
			l.Arg = int32(s.Forts[fi].Central) // "from the fort run" (runchoice.go)
		}
		if r.cond != nil {
			l.Ref, l.PC = f.Ref, f.PC // the rider's condition, read where it applies (runchoice.go)
		}
		if r.mod == ModReplaceAccess || r.on != 0 {
			l.Ref, l.PC = f.Ref, f.PC+1 // the rest of the program is its effect (runtriggers.go)
			l.On, l.Every = r.on, r.on != 0
			st = Stop
		}
		s.AddLasting(l)
	}
	return st
}

// Rider is something a card that makes a run adds to that run, for its
// duration.
type Rider struct {
	mod  kernel.ModKind
	n    int32
	fort Central
	on   kernel.EventType // a delayed trigger at each such occurrence of the run (runtriggers.go)
	cond Cond             // it applies only while this holds (runchoice.go)
}

// AccessMore: "access N additional cards from FORT" on this run
// (ONR-11.11.2; Custodial Position, Executive Wiretaps).
func AccessMore(fort Central, n int32) Rider { return Rider{mod: ModExtraAccess, n: n, fort: fort} }

// PassFirstIce: "automatically pass the first piece of ice encountered"
// (Inside Job, R213).
func PassFirstIce() Rider { return Rider{mod: ModBypassIce, n: 1} }

// InsteadOfAccess: "if the run is successful, do not access cards;
// instead, …": the ops after MakeRun replace the access (ONR-18.3.8;
// Weather-to-Finance Pipe).
func InsteadOfAccess() Rider { return Rider{mod: ModReplaceAccess} }

// currentIce returns the ice the run is dealing with, or 0: the ice not
// installed the Runner is encountering (outsideice.go), or the ice of the
// fort at the run's position.
func (s *State) currentIce() int32 {
	if c := s.outsideIce(); c != 0 {
		return c
	}
	return s.iceAtPos()
}

// iceAtPos returns the installed ice of the run's fort at the run's
// position, or 0 (currentIce, runIce).
func (s *State) iceAtPos() int32 {
	ice := s.Forts[s.Run.Fort].Ice
	if s.Run.Pos < 0 || int(s.Run.Pos) >= len(ice) {
		return 0
	}
	return ice[s.Run.Pos]
}

// runIce is currentIce for the steps of run frame f, the frame stepped and
// so the topmost run frame: the ice not installed it encounters is its own
// T, without the walk of the stack that outsideIce makes. Small enough to
// inline (about 100 calls a game), it has no long way under State.unmasked:
// TestRunFactsAreTheLongWays compares it with currentIce at every step of
// random games where a run frame is on top.
func (s *State) runIce(f *Frame) int32 {
	if f.T != 0 {
		return f.T
	}
	return s.iceAtPos()
}

// endRun ends the run unsuccessfully (ONR-11.6.2).
func (s *State) endRun() {
	if s.Run.Active && !s.Run.Success {
		s.Run.Ended = true
	}
}

// stepRun steps run frame f (ONR-11), phase after phase in the same call for
// as long as the machine's next step would be f's (stepsAgain): a phase that
// pushes, asks or ends nothing goes on to the next without going back to
// Advance. A phase ends at that test, which finds any frame it pushed, unless
// it returns what a question asked (or a frame it certainly pushed) gives.
func (s *State) stepRun(f *Frame) Status {
	r := &s.Run
again:
	if f.T != 0 {
		if st, took := s.stepOutsideEncounter(f); took { // outsideice.go
			return st
		}
	}
	if (r.Ended || r.JackedOut) && f.Step < runEnd && f.Step != runFire {
		f.Step = runEnd
	}
phase:
	switch f.Step {
	case runStart:
		// A fort with no ice goes to RUN-9 (ONR-11.1.4) from the approach,
		// once start-of-run effects have resolved: one may move the run to
		// another fort (Siren, ONR-11.10.2).
		f.Step = runStartCorp
		// Each player orders his or her own start-of-run effects (R026);
		// when several seats have some, the player whose turn it is
		// chooses whose resolve first (ONR-18.1.7, together); a variant may
		// let other seats' answer too.
		seats := []engine.Seat{r.Corp, r.Runner}
		if v := s.v; v != nil && v.RunStartSeats != nil {
			seats = append(v.RunStartSeats(s), seats...)
		}
		s.fire(kernel.Occurrence{Type: EvRunStart, Seat: r.Runner}, seats...)
	case runStartCorp:
		if st := s.stepStartOfRun(f); st != Next {
			return st
		}
	case runApproach:
		if s.runIce(f) == 0 {
			f.Step = runLastIce
			break phase
		}
		f.Step = runAfterRez
		s.pushWindow(WinApproach)
		s.emit(kernel.Occurrence{Type: EvIceApproached, Seat: r.Runner}) // its delayed triggers resolve before the window opens (approach.go)
		return s.stepWindowNow()                                         // the window, unless frames went on it
	case runAfterRez:
		ice := s.runIce(f)
		if ice == 0 || !s.Cards[ice].Rezzed {
			f.Step = runPass // ONR-11.3.3
			break phase
		}
		if s.bypass() {
			f.Step = runPass // Inside Job (R213)
			break phase
		}
		r.Broken, r.Encounter = 0, ice
		s.say(msgEncounters, int32(r.Runner), s.cardArg(ice))
		s.emit(kernel.Occurrence{Type: EvEncounterStart, Seat: r.Runner, Obj: ice})
		f.Step = runEncounter
		s.fireOwn(kernel.Occurrence{Type: EvEncountered, Seat: r.Runner, Obj: ice}) // trigger-encounter
	case runEncounter:
		if s.passChosenIce() { // passchosenice.go (R467, R468)
			s.passEncountered()
			break phase
		}
		if st := s.stepBreak(f); st != Next {
			return st
		}
	case runFire:
		ice := s.runIce(f)
		subs := s.subroutines(ice)
		for f.N < int32(len(subs)) {
			i := f.N
			f.N++
			if r.Ended {
				break // ONR-11.6.2: later subroutines do not take effect
			}
			if r.Broken&(1<<i) == 0 {
				s.saySub(ice, i, subs[i])
				s.pushProgram(subs[i], r.Corp, ice)
				return Next
			}
		}
		f.N = 0
		f.Step = runPass // or its end, if it ended (checked above)
		s.endEncounter(ice)
	case runPass:
		ice := s.runIce(f)
		s.passOnceUsed(ice) // passchosenice.go: passed unrezzed, it is passed once too (R468)
		r.Pos++
		f.Step = runPassWindow
		s.firePass(ice)
	case runPassWindow:
		f.Step = runJackOut
		if s.runIce(f) == 0 {
			f.Step = runLastIce
		}
		return s.openWindowNow(WinPass) // pushWindow, then stepWindowNow (window.go)
	case runJackOut, runLastIce:
		next := runBeforeAccess
		if f.Step == runJackOut {
			next = runApproach
		}
		// A cost of 0, the usual one, is always paid: the pool is never
		// read then (what the Runner may spend is never negative: check.go).
		if c := s.jackOutCost(); s.jackOutBanned() || c > 0 && c > s.spendable(r.Runner) {
			f.Step = next // "cannot jack out" beats the option (ONR-18.3.3); a cost he cannot pay stops it too
			break phase
		}
		if !f.Answered {
			return s.ask(r.Runner, "Continue the run or jack out", "ONR-11.7.2", s.jackOutOptions())
		}
		if o, _ := f.Take(); o.Verb == VerbJackOut {
			s.payBits(r.Runner, 0, int32(o.Arg))
			r.JackedOut = true
			s.say(msgJacksOut, int32(r.Runner))
			next = runEnd
		}
		f.Step = next
	case runBeforeAccess:
		f.Step = runSuccess
		return s.openWindowNow(WinBeforeAccess) // pushWindow, then stepWindowNow (window.go)
	case runSuccess:
		if f.N != 0 {
			return s.insteadOfAccess(f) // abilities used in place of the access (insteadofaccess.go)
		}
		r.Success = true
		if s.Forts[r.Fort].Central == CentralHQ {
			s.P(r.Runner).Hist.SuccessfulHQ = true
		}
		s.happened(DeedRanOn, r.Runner, 0, r.Fort, 0) // history.go
		s.say(msgRunSuccessful)
		f.Step = runEnd
		s.emit(kernel.Occurrence{Type: EvRunSuccessful, Seat: r.Runner})
		if l := s.lastingWith(ModReplaceAccess); l != nil && s.P(r.Corp).Bits >= l.N {
			// A replacement effect: the access does not happen (ONR-18.3.8);
			// one that needs the Corp to hold N bits (replaceaccess.go).
			s.push(Frame{Kind: FrameProgram, Seat: l.Seat, Src: l.Src, Ref: l.Ref, PC: l.PC})
			return Next
		}
		if s.offersInsteadOfAccess() {
			f.Step, f.N = runSuccess, insteadOffered // insteadofaccess.go
			break phase
		}
		s.push(Frame{Kind: FrameAccess, Seat: r.Runner})
		s.successTriggers() // runsuccess.go
	case runEnd:
		if f.M == 0 {
			// The end of a run, before its facts clear (RUN-13, R048): "at
			// the end of this run" of any run, then of a successful run; each
			// player orders his or her own (R026), the player whose turn it
			// is whose resolve first (ONR-18.1.7, together).
			f.M = 1
			n := len(s.Frames())
			if r.Success {
				s.fire(kernel.Occurrence{Type: EvSuccessfulRunEnd, Seat: r.Runner}, r.Corp, r.Runner)
			}
			s.fire(kernel.Occurrence{Type: EvRunEnding, Seat: r.Runner}, r.Corp, r.Runner)
			if len(s.Frames()) > n {
				return Next
			}
		}
		success, runner := r.Success, r.Runner
		s.finishRun()
		s.pop()
		if success && !s.Over {
			s.fire(kernel.Occurrence{Type: EvSuccessfulRunOver, Seat: runner}, runner)
		}
	}
	if s.stepsAgain(f, FrameRun) {
		goto again // the next phase, as Advance would step it
	}
	return Next
}

// stepsAgain reports whether the machine's next step (kernel.Machine.Advance)
// would be frame f's, of kind k, once a step of f is done: the game is not
// over, no decision is pending, and f is still the top frame (not moved by
// a push that grew the stack) and of kind k. Stepping f again at once is
// then what Advance would do: the same step function on the same frame
// (stepRun, stepAccess). False under State.unmasked (the long way: every
// step through Advance).
func (s *State) stepsAgain(f *Frame, k kernel.FrameKind) bool {
	fr := s.Frames()
	return len(fr) > 0 && &fr[len(fr)-1] == f && f.Kind == k && len(s.Pending) == 0 && !s.Over && !s.unmasked
}

// bypass reports whether an effect passes the ice about to be encountered
// at once (ModBypassIce), and uses it up.
func (s *State) bypass() bool {
	for i := range s.Lasting {
		if s.Lasting[i].Mod == ModBypassIce {
			s.Lasting = append(s.Lasting[:i], s.Lasting[i+1:]...)
			return true
		}
	}
	return false
}

// lastingWith returns the first lasting effect with modifier mod, or nil.
func (s *State) lastingWith(mod kernel.ModKind) *kernel.Lasting {
	for i := range s.Lasting {
		if s.Lasting[i].Mod == mod && s.Lasting[i].Active() {
			return &s.Lasting[i]
		}
	}
	return nil
}

// endEncounter ends the encounter with ice (end of RUN-6): if the Runner
// broke all its subroutines — ice with none counts as having had all
// broken (ONR-11.5.5, R301, R417) — that is recorded for this run
// (Superglue, Pattel's Virus); then the encounter ends, and with it what
// lasted for it (strength bought for it, ONR-11.5.3; "during the next
// encounter" prohibitions) and what waited for it (Dropp's end of the run,
// R335).
func (s *State) endEncounter(ice int32) {
	r := &s.Run
	all := int64(1)<<len(s.subroutines(ice)) - 1
	if r.Broken&all == all {
		s.fire(kernel.Occurrence{Type: EvAllSubsBroken, Seat: r.Runner, Obj: ice}, r.Runner) // "if it breaks all the subroutines of …"
	}
	r.Encounter = 0
	s.emit(kernel.Occurrence{Type: EvEncounterEnd, Seat: r.Runner, Obj: ice})
}

// BreakAll is the Option.Target of a break option that breaks every
// subroutine of the ice at once (KindBreakAll).
const BreakAll = -1

// stepBreak asks the Runner to break subroutines or stop (ONR-11.5.4).
func (s *State) stepBreak(f *Frame) Status {
	r := &s.Run
	ice := s.runIce(f)
	subs := s.subroutines(ice)
	if f.Answered {
		o, _ := f.Take()
		b := s.byHandle(int32(o.Card))
		switch o.Verb {
		case VerbPump:
			a := &s.def(b).Abilities[o.Arg]
			cost := a.Cost.Bits + s.breakerUseCost(b)
			if s.payFirst(f, r.Runner, cost, s.breakerBits(r.Runner, b), 0) {
				return Next
			}
			s.payBreaker(r.Runner, b, cost)
			s.took(b, o.Arg)
			s.emit(kernel.Occurrence{Type: EvBreakerUsed, Seat: r.Runner, Obj: b})
			s.boost(b, a.N, a.Until)
			s.say(msgPumps, s.cardArg(b), a.N)
			s.pushAbility(b, o.Arg, r.Runner) // what else the use does (PumpThen)
			s.answerBreakerUse(b)             // breakerrez.go
			return Next
		case VerbBreak:
			a := &s.def(b).Abilities[o.Arg]
			cost := s.breakCost(a, len(subs)) + s.breakerUseCost(b)
			if s.payFirst(f, r.Runner, cost, s.breakerBits(r.Runner, b), 0) {
				return Next
			}
			s.payBreaker(r.Runner, b, cost)
			s.took(b, o.Arg)
			switch {
			case a.Kind == KindBreakAll:
				// Every unbroken subroutine at once (ONR-11.5.6, R333).
				s.emit(kernel.Occurrence{Type: EvBreakerUsed, Seat: r.Runner, Obj: b})
				s.say(msgBreaksAll, s.cardArg(b), s.cardArg(ice))
				s.noteBroken(b, int64(1)<<len(subs)-1)
			case decidesBreak(a):
				// Its program decides whether the subroutine breaks (BreakTarget).
				s.emit(kernel.Occurrence{Type: EvBreakerUsed, Seat: r.Runner, Obj: b, N: int32(o.Target) + 1})
				s.say(msgTriesToBreak, s.cardArg(b), int32(o.Target+1), s.cardArg(ice))
			default:
				s.emit(kernel.Occurrence{Type: EvBreakerUsed, Seat: r.Runner, Obj: b, N: int32(o.Target) + 1})
				s.say(msgBreaksSub, s.cardArg(b), int32(o.Target)+1, s.cardArg(ice))
				s.noteBroken(b, 1<<o.Target)
			}
			if len(a.Effect) > 0 { // what else the break does: noise, the end of the run
				s.pushAbility(b, o.Arg, r.Runner)
				s.top().T = int32(o.Target) // the subroutine it targeted (BreakTarget)
			}
			s.answerBreakerUse(b) // breakerrez.go
			return Next
		case VerbUse: // an InEncounter ability (Lockjaw)
			if s.payForOption(f, r.Runner, o) {
				return Next // payment abilities first (ONR-18.3.7)
			}
			s.useAbility(r.Runner, b, o.Arg, false)
			return Next
		}
		f.Step, f.N = runFire, 0
		return Next
	}
	all := int64(1)<<len(subs) - 1
	if r.Broken&all == all {
		f.Step, f.N = runFire, 0 // ONR-11.5.5: nothing left to break
		return Next
	}
	// Built in the reused buffer, "done" first, and copied out only to ask.
	opts := s.abilityOptions(r.Runner, InEncounter, s.breakOptions(ice, len(subs), append(s.scratch[:0], engine.Option{Verb: VerbDone})))
	s.scratch = opts[:0]
	if len(opts) == 1 && !s.mightUseFaceDown(r.Runner, InEncounter) {
		// Asked, "done" alone, while a face-down card might be used:
		// being asked tells nothing of it (Simulacrum on AP ice).
		f.Step, f.N = runFire, 0
		return Next
	}
	return s.ask(r.Runner, "Break subroutines of "+s.def(ice).Title+" (strength "+itoa(s.iceStrength(ice))+")", "ONR-11.5", s.keepOptions(opts))
}

// breakOptions appends to opts the break and strength options of the
// Runner's icebreakers against ice with n subroutines: breaks first, then
// strength, each breaker's in printed order.
func (s *State) breakOptions(ice int32, n int, opts []engine.Option) []engine.Option {
	if s.breakBanned() {
		return opts // "cannot break any subroutines" (Shock.r, ONR-18.3.3)
	}
	// The ice's strength and the Runner's bits are read at the first
	// icebreaker that may be used (a rig often has none): both are reads
	// only, save that the coverage counts count the statics the strength
	// reads, so with counts on they are read first, as they always were.
	runner := s.Run.Runner
	var strength, pool int32
	read := false
	if coverage != nil || s.unmasked {
		strength, pool, read = s.iceStrength(ice), s.payable(runner, 0), true
	}
	for _, b := range s.P(runner).Rig {
		d := s.def(b)
		if !d.printedHas(kwIcebreaker) || s.noisyBanned(b) || s.breakerBannedInFort(b) { // breakerrez.go
			continue
		}
		if !read {
			strength, pool, read = s.iceStrength(ice), s.payable(runner, 0), true
		}
		money := s.capMoney(pool+s.breakerBits(runner, b)) - s.breakerUseCost(b) // restricted.go, breakerusecost.go
		matches := false
		for i := range d.Abilities {
			a := &d.Abilities[i]
			if (a.Kind != KindBreak && a.Kind != KindBreakAll) || !s.breaks(b, a, ice) {
				continue
			}
			matches = true
			if s.breakerStrength(b) < strength || s.breakCost(a, n) > money {
				continue
			}
			if a.Kind == KindBreakAll {
				opts = append(opts, engine.Option{Verb: VerbBreak, Card: s.h(b), Target: BreakAll, Arg: i})
				continue
			}
			for j := range n {
				if s.Run.Broken&(1<<j) == 0 && (a.Keyword != SubroutineTraces || breaksSub(a, s.subroutines(ice)[j])) &&
					(a.Once.N == 0 || s.triedOn(b, j) < a.Once.N) {
					opts = append(opts, engine.Option{Verb: VerbBreak, Card: s.h(b), Target: j, Arg: i})
				}
			}
		}
		if !matches || s.breakerStrength(b) >= strength {
			continue
		}
		for i := range d.Abilities {
			if a := &d.Abilities[i]; a.Kind == KindPump && a.Cost.Bits <= money {
				opts = append(opts, engine.Option{Verb: VerbPump, Card: s.h(b), Arg: i})
			}
		}
	}
	return opts
}

// breakCost returns what a use of break ability a costs now against ice
// with n subroutines: its printed bits and, for each subroutine it breaks,
// what the run's lasting effects add (ModBreakCost: Virizz).
func (s *State) breakCost(a *Ability, n int) int32 {
	var extra int32
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Mod == ModBreakCost && l.Active() && l.Seat == s.Run.Runner {
			extra += l.N
		}
	}
	// And the Runner's own statics ("pay 1 bit, in addition to the normal
	// cost, to break each ice subroutine"), and those of cards in or on the
	// fort run whose Filter says SameFort ("during runs on this fort").
	extra += s.statics(ModBreakCost, func(c int32, a *Ability) bool {
		return s.controller(c) == s.Run.Runner || (a.Filter.SameFort && runOnThisFort(s, c))
	})
	if extra == 0 {
		return a.Cost.Bits
	}
	if a.Kind == KindBreakAll {
		unbroken := int32(0)
		for j := range n {
			if s.Run.Broken&(1<<j) == 0 {
				unbroken++
			}
		}
		return a.Cost.Bits + extra*unbroken
	}
	return a.Cost.Bits + extra
}

// BreakCostsMore: "for the remainder of the run, Runner must pay an
// additional N bits to break each ice subroutine" (Virizz; run-rider).
func BreakCostsMore(n int32) Op { return breakCostsMore{n} }

type breakCostsMore struct{ n int32 }

func (o breakCostsMore) Run(s *State, f *Frame) Status {
	if !s.Run.Active {
		return Next
	}
	s.AddLasting(kernel.Lasting{Src: f.Src, Seat: s.Run.Runner, Mod: ModBreakCost, N: o.n, Until: EvRunEnds})
	s.say(msgBreakCostsMore, s.cardArg(f.Src), o.n)
	return Next
}

// Noise: "each use costs N bits from your stealth cards": a penalty, not a
// cost, that takes up to N bits from the Runner's stealth cards, if he or
// she has any (noisy icebreakers, ONR-16.2.2, R023). Bits lost this way are
// replaced like spent ones (R310).
func Noise(n int32) Op { return noise{n} }

type noise struct{ n int32 }

func (o noise) Run(s *State, f *Frame) Status {
	n := o.n
	for _, c := range s.P(f.Seat).Rig {
		k := &s.Cards[c]
		if n > 0 && k.Bits > 0 && s.def(c).printedHas(kwStealth) {
			u := min(n, k.Bits)
			s.note(c)
			k.Bits -= u
			k.Spent += u
			s.spentNone = false // startTurn gives them back (turn.go)
			n -= u
		}
	}
	return Next
}

// breaks reports whether break ability a of icebreaker b may target ice
// (ONR-11.5.2): its current keywords (ONR-16.4.3), any of a list
// (breakslist.go), the type chosen for b (breaking.go).
func (s *State) breaks(b int32, a *Ability, ice int32) bool {
	switch a.Keyword {
	case "", SubroutineTraces:
		return true
	case ChosenIceType:
		return BreaksKeywords(a.Keyword, s.chosenType(b), s.keywords(ice))
	}
	return s.hasAnyKeyword(ice, a.Keyword)
}

// finishRun resolves end-of-run effects (RUN-13) and clears the run: virus
// counters are given, an encounter still in progress ends, and so does
// everything that lasted for the run.
func (s *State) finishRun() {
	r := &s.Run
	if r.Success {
		// Virus counters are given at the end of a successful run (R048).
		for _, c := range s.P(r.Runner).Rig {
			if i := s.virusAbilityOnRunFort(c); i >= 0 { // payavoidvirus.go
				s.took(c, i)
				s.virusAtRunEnd(c, i) // to the Corp, or in the fort (fortcounters.go)
			}
		}
	} else {
		s.say(msgRunUnsuccessful)
	}
	// What waited for the rest of the run does not happen: the run is over.
	if r.Encounter != 0 {
		s.Emit(kernel.Occurrence{Type: EvEncounterEnd, Seat: r.Runner, Obj: r.Encounter})
	}
	success := int32(0)
	if r.Success {
		success = 1
	}
	s.Emit(kernel.Occurrence{Type: EvRunEnds, Seat: r.Runner, N: success})
	s.endWaitingLastings()
	log := s.Run.Log[:0] // the next run reuses its room; clones copy it
	s.keepAccessRoom()   // and that of its accessed cards and upgrades (accessroom.go)
	s.Run = Run{Log: log}
	s.checkPoints() // R429: only once every accessed card was dealt with
}

// endWaitingLastings ends what endRunLastings ends, after one test of the
// kinds of the lasting effects when none can be held (lastingkinds.go): an
// effect that starts at an encounter, or ends or answers at the end of an
// encounter or at a pass. Most runs make none (a strength bought for an
// encounter makes one, which lasts as a kind until the next turn). The
// long way (State.unmasked) knows no kind absent.
func (s *State) endWaitingLastings() {
	k := &s.lastKinds
	if knownOff(k.offStarts, EvEncounterStart) && knownOff(k.offUntil, EvEncounterEnd) && knownOff(k.offUntil, EvIcePassed) &&
		knownOff(k.offOn, EvEncounterEnd) && knownOff(k.offOn, EvIcePassed) {
		return
	}
	s.endRunLastings()
}

// isIce reports whether c is ice.
func (s *State) isIce(c int32) bool { return s.isType(c, carddb.Ice) }

// MayRedirectRun: "N bits: Runner must make a run on the fort this card is
// installed in, if possible, instead of on the fort he or she was
// originally going to make a run on. Use this ability only at the start of
// a run" (Siren): a start-of-run trigger its controller may pay for. The
// run becomes a run on that fort for all purposes, of that fort's Corp
// (ONR-11.10.2); a bonus tied to the fort first named is lost (R227). It is
// not possible when the run is already on that fort or when the Runner may
// not run it (R226).
func MayRedirectRun(bits int32) Op { return mayRedirectRun{bits} }

type mayRedirectRun struct{ bits int32 }

func (o mayRedirectRun) Run(s *State, f *Frame) Status {
	r := &s.Run
	c := f.Src
	if !r.Active || c == 0 || s.Cards[c].Zone != ZoneFort {
		return Next
	}
	fort := s.Cards[c].Fort
	if f.Answered {
		if a, _ := f.Take(); a.Verb != VerbRedirect {
			return Next
		}
		s.payBits(f.Seat, c, o.bits)
		s.redirectRun(fort)
		s.say(msgRedirectsRun, s.cardArg(c), s.fortArg(fort))
		return Next
	}
	legal := false
	for fi := range s.runnableForts(r.Runner) {
		legal = legal || fi == fort
	}
	if fort == r.Fort || !legal || s.P(f.Seat).Bits < o.bits {
		return Next
	}
	return s.ask(f.Seat, fmt.Sprintf("%s: pay %d to make the run a run on %s?", s.def(c).Title, o.bits, s.fortName(fort)), "ONR-11.10.2",
		[]engine.Option{{Verb: VerbDecline}, {Verb: VerbRedirect, Card: s.h(c), Target: int(fort), Arg: int(o.bits)}})
}

// redirectRun makes the run in progress a run on fort, from its outermost
// ice, against the fort's Corp; the Runner's history counts the run
// against that Corp.
func (s *State) redirectRun(fort int32) {
	r := &s.Run
	p := s.P(r.Runner)
	corp := s.Forts[fort].Owner
	for _, on := range []*[]int32{&p.Hist.RunsOn, &p.Game.RunsOn} {
		if int(r.Corp) < len(*on) && (*on)[r.Corp] > 0 {
			s.countRunOn(on, r.Corp, -1)
		}
		s.countRunOn(on, corp, 1)
	}
	r.Fort, r.Corp, r.Pos = fort, corp, 0
	s.fire(kernel.Occurrence{Type: EvRunRedirected, Seat: r.Runner, N: fort}, corp, r.Runner) // announcedspending.go
}

// countRunOn adds n to the count of runs on the forts of Corp seat corp in
// on, a count per seat (History.RunsOn, GameHistory.RunsOn), making room
// for every seat first.
func (s *State) countRunOn(on *[]int32, corp engine.Seat, n int32) {
	if len(*on) < len(s.Players) {
		s.countRunOnGrow(on, corp, n)
		return
	}
	(*on)[corp] += n // the room made already (every run but a turn's first): small enough to inline
}

// countRunOnGrow is countRunOn where on must first be made or grown to a
// count for every seat.
//
//go:noinline
func (s *State) countRunOnGrow(on *[]int32, corp engine.Seat, n int32) {
	if *on == nil && len(s.Players) > 0 {
		*on = s.carveRunsOn(len(s.Players)) // as long and as zero as the room made below, without an allocation of its own
	}
	if len(*on) < len(s.Players) {
		*on = append(*on, make([]int32, len(s.Players)-len(*on))...)
	}
	(*on)[corp] += n
}

// carveRunsOn returns n zero counts carved from State.runsOnRoom, which
// never hands them out again (their capacity is their length: an append
// to them cannot reach the rest of the room); a new room is made for 32
// more when it is used up.
func (s *State) carveRunsOn(n int) []int32 {
	if cap(s.runsOnRoom)-len(s.runsOnRoom) < n {
		s.runsOnRoom = make([]int32, 0, 32*n)
	}
	l := len(s.runsOnRoom)
	s.runsOnRoom = s.runsOnRoom[:l+n]
	return s.runsOnRoom[l : l+n : l+n]
}

// GoBackOrJackOut: "Runner resumes the run from that many pieces of rezzed
// ice back, or jacks out. If there are not that many pieces of ice, Runner
// returns to the first piece of ice" (Vacuum Link, after RollDie: that many
// is the roll). Counting outward from the ice being encountered, the
// Runner goes back to the roll-th rezzed piece of ice, or to the outermost
// ice if there are fewer, which may be this ice itself (R243); he approaches
// it again, and encounters it again if it is rezzed (R240). The encounter in
// progress ends, no further subroutine of it takes effect. He may instead
// jack out, if he may and can pay what it costs.
func GoBackOrJackOut() Op { return goBack{} }

type goBack struct{}

func (goBack) Run(s *State, f *Frame) Status {
	r := &s.Run
	if !r.Active || r.Ended || r.JackedOut || r.Encounter == 0 {
		return Next
	}
	if f.Answered {
		if o, _ := f.Take(); o.Verb == VerbJackOut && !s.jackOutBanned() && int32(o.Arg) <= s.spendable(r.Runner) {
			s.payBits(r.Runner, 0, int32(o.Arg))
			s.jackOut()
			return Next
		}
		s.goBack(f.N)
		return Next
	}
	if s.jackOutBanned() || s.jackOutCost() > s.spendable(r.Runner) {
		s.goBack(f.N)
		return Next
	}
	return s.ask(r.Runner, fmt.Sprintf("%s: go back %d pieces of rezzed ice, or jack out", s.cardName(f.Src), f.N), "ONR-11.7.2", s.jackOutOptions())
}

// goBack moves the run back n pieces of rezzed ice from the ice being
// encountered, or to the outermost ice, ending the encounter (see
// GoBackOrJackOut).
func (s *State) goBack(n int32) {
	r := &s.Run
	ice := s.Forts[r.Fort].Ice
	target := int32(0)
	count := int32(0)
	for j := r.Pos - 1; j >= 0 && n > 0; j-- {
		if s.Cards[ice[j]].Rezzed {
			if count++; count == n {
				target = j
				break
			}
		}
	}
	for i := len(s.Frames()) - 1; i >= 0; i-- {
		if fr := &s.Frames()[i]; fr.Kind == FrameRun {
			fr.Step, fr.N = runApproach, 0
			break
		}
	}
	enc := r.Encounter
	if s.outsideIce() != 0 {
		// Ice not installed (outsideice.go) has no place to go back from:
		// its encounter ends, the Runner never passes it, and its frame
		// ends the run.
		r.Encounter = 0
		s.emit(kernel.Occurrence{Type: EvEncounterEnd, Seat: r.Runner, Obj: enc})
		return
	}
	r.Encounter, r.Pos = 0, target
	if t := ice[target]; s.Cards[t].Rezzed {
		s.say(msgGoesBackToIce, s.cardArg(t))
	} else {
		s.say(msgGoesBackToOutermost, s.fortArg(r.Fort))
	}
	s.emit(kernel.Occurrence{Type: EvEncounterEnd, Seat: r.Runner, Obj: enc})
}
