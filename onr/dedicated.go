package onr

import (
	"github.com/datafort/datafort/engine"
)

// Dedicated actions: actions a card gives that may be used for one purpose
// only (ONR-6.4.3): Edgerunner, Inc., Temps (three consecutive actions, only
// to install) and Wilson, Weeflerunner Apprentice (once per turn, an action
// only to make a run). Such an action can also be forgone to pay a forgo
// penalty (R054, R132, R521).
//
// Design:
//
//   - Install-only actions are counted in Player.InstallActions (the
//     Runner's too, installactions.go: Valu-Pak's, only for programs). They
//     are "consecutive": they are taken right after the operation that gave
//     them has resolved (and its after-action window closed), before any other
//     action of the Corp; declining one, or doing anything but taking them,
//     loses the rest ("You are not required to take all three"). This follows
//     the ruling on the similar Valu-Pak Software Bundle, whose actions must
//     be used before any other action or are forfeited (R510).
//   - Wilson's action is gained and taken in one step: the Runner's action
//     prompt offers "run on FORT with Wilson" besides the basic actions, and
//     once the basic actions are spent the Runner is asked to run with Wilson
//     or to end the turn. Declaring the end of the turn forfeits it, so the
//     Runner cannot take it later in response to the Corp (R520). Card.Extra
//     records that the card's action was taken this turn.
//   - A forgo penalty falls on the player's next action. When a dedicated
//     action is available the player chooses which action pays it: the
//     rulings say dedicated actions "may" (R132, R521) or "can" (R054) pay it,
//     so it is never forced on them. For the Corp the next actions are the
//     install-only ones; each may be forgone instead of used, or used while
//     the penalty waits for the Corp's later actions. The Runner with Wilson
//     unused chooses to forgo a basic action or Wilson's action; he cannot
//     run with Wilson while a penalty is owed, since that action would be
//     his next one.
//   - The Wilson run is capped: Run.Capped and Run.CapLeft count the bits
//     the Runner may still spend on icebreakers (breaks and strength) and on
//     link (base link and "+1 link") during that run. A later run, such as
//     the one Bodyweight Data Crèche allows, starts uncapped (R297).

// AnyAmount is the N of a prevention of "any amount of damage".
const AnyAmount int32 = 1 << 30

// Modes of a FrameAction (Frame.N); 0 is a normal action.
const (
	actInstall int32 = 1 // an install-only action of the Corp (Edgerunner)
	actForgo   int32 = 2 // the Runner chooses which action pays a forgo penalty
	actLast    int32 = 3 // the Runner's basic actions are spent: run with a run-only action or end the turn
)

// GainInstallActions: "gain N consecutive actions, which you may use only to
// install cards" (Edgerunner, Inc., Temps; ONR-6.4.3).
func GainInstallActions(n int32) Op { return gainInstallActions{n} }

type gainInstallActions struct{ n int32 }

func (o gainInstallActions) Run(s *State, f *Frame) Status {
	if s.roleOf(f.Seat) != Corp {
		return Next
	}
	s.P(f.Seat).InstallActions += o.n
	s.say(msgGainsInstallActions, o.n)
	return Next
}

// ForgoActions: "the Runner forgoes his or her next N actions" (ONR-6.5):
// the Runner the effect speaks of (runnerFor). The actions come from what is
// left of the current turn, then from the player's following turns
// (ONR-6.5.1); penalties add up (ONR-6.5.2).
func ForgoActions(n int32) Op { return forgoActions{n} }

type forgoActions struct{ n int32 }

func (o forgoActions) Run(s *State, f *Frame) Status {
	r := s.runnerOf(f)
	s.P(r).Forgo += o.n
	s.say(msgMustForgo, int32(r), o.n)
	return Next
}

// dedicatedStep is the hook of turnStep in the action phases: it pushes an
// action frame for a dedicated action, or for the choices a dedicated action
// adds (which action pays a penalty, a run-only action or the end of the
// turn), and reports whether it did.
//
// It runs before each action of a turn, and usually finds nothing: the
// actions a die sets and the run-only action are looked for only where
// their own first tests, read here inline from the masks, may pass (a
// lasting effect of ModDieAction, lastingkinds.go; an active card giving
// extra actions, unions.go; the Corp never has a run-only action).
func (s *State) dedicatedStep(seat engine.Seat) bool {
	p := s.P(seat)
	if p.InstallActions == 0 && len(s.Lasting) > 0 {
		s.endInstallActionBits(seat) // the bits of actions that are over (installactions.go)
	}
	if p.InstallActions > 0 {
		if len(p.Hand) == 0 && p.Forgo == 0 {
			// Nothing could be installed: the actions lapse. An empty HQ
			// is public, so skipping the question reveals nothing.
			s.forgoInstallActions(seat)
			return false
		}
		s.push(Frame{Kind: FrameAction, Seat: seat, N: actInstall})
		return true
	}
	if s.mayLast(ModDieAction) && s.dieActionStep(seat) { // the actions a die sets (dieaction.go)
		return true
	}
	if p.Role != Runner || !s.mayStatic(ModExtraAction) {
		return false // no run-only action (runActionCard)
	}
	if c, _ := s.runActionCard(seat); c == 0 {
		return false
	}
	if c, _ := s.extraAction(seat, AnyUse); p.Actions <= 0 && c != 0 {
		return false // extra actions of cards first (turnStep)
	}
	switch {
	case p.Forgo > 0:
		s.push(Frame{Kind: FrameAction, Seat: seat, N: actForgo})
		return true
	case p.Actions <= 0:
		s.push(Frame{Kind: FrameAction, Seat: seat, N: actLast})
		return true
	}
	return false
}

// runActionCard returns Runner seat's active card, and its ability, whose
// run-only action (ModExtraAction for ForRuns: Wilson) can be taken now, or
// 0: only in the Runner's own turn, during his or her actions, once per
// turn (R519, R520).
func (s *State) runActionCard(seat engine.Seat) (int32, int) {
	if s.Active != seat || s.Phase != PhaseAction {
		return 0, 0
	}
	return s.extraAction(seat, ForRuns)
}

// runActionOptions appends "run on FORT with CARD" for a run-only action,
// if available and no forgo penalty is owed. It is a basic run only: no
// prep and no other card's ability (R519).
func (s *State) runActionOptions(seat engine.Seat, opts []engine.Option) []engine.Option {
	w, _ := s.runActionCard(seat)
	if w == 0 || s.P(seat).Forgo > 0 || s.runBanned(seat) {
		return opts
	}
	for fi := range s.runnableForts(seat) {
		opts = append(opts, engine.Option{Verb: VerbRun, Target: int(fi), Card: s.h(w)})
	}
	return opts
}

// askDedicated asks for an action of a dedicated mode (Frame.N).
func (s *State) askDedicated(f *Frame) Status {
	var opts []engine.Option
	prompt, rule := "", "ONR-6.4.3"
	p := s.P(f.Seat)
	switch f.N {
	case actDie, actDieCard, actDieForgo:
		return s.askDieAction(f) // dieaction.go
	case actInstall:
		var all []engine.Option
		if p.Role == Corp {
			all = s.corpActions(f.Seat, nil)
		} else {
			all = s.runnerActions(f.Seat, nil)
		}
		for _, o := range all {
			if o.Verb == VerbInstall && s.installActionAllows(f.Seat, s.byHandle(int32(o.Card))) {
				opts = append(opts, o)
			}
		}
		if p.Forgo > 0 {
			opts = append(opts, engine.Option{Verb: VerbForgo})
		}
		opts = append(opts, engine.Option{Verb: VerbDone})
		prompt = "Take an action to install a card, or stop"
		if p.Forgo > 0 {
			prompt = "Take an action to install a card, forgo it, or stop"
		}
	case actForgo:
		if p.Actions > 0 {
			opts = append(opts, engine.Option{Verb: VerbForgo})
		}
		w, _ := s.runActionCard(f.Seat)
		opts = append(opts, engine.Option{Verb: VerbForgo, Card: s.h(w)})
		if p.Actions <= 0 {
			opts = append(opts, engine.Option{Verb: VerbEndTurn})
		}
		prompt, rule = "Choose the action to forgo", "ONR-6.5"
	case actLast:
		opts = append(s.runActionOptions(f.Seat, nil), engine.Option{Verb: VerbEndTurn})
		prompt = "Make a run with your extra action, or end your turn"
	}
	return s.ask(f.Seat, prompt, rule, opts)
}

// dedicatedAnswer handles the answers of a dedicated mode that are not
// actions to perform: forgoing, stopping and ending the turn. It reports
// whether it handled o (and popped f).
func (s *State) dedicatedAnswer(f *Frame, o engine.Option) bool {
	mode, seat := f.N, f.Seat
	p := s.P(seat)
	if mode == actDie || mode == actDieCard || mode == actDieForgo {
		return s.dieActionAnswer(f, o) // dieaction.go
	}
	switch {
	case o.Verb == VerbForgo:
		s.pop()
		p.Forgo--
		switch {
		case mode == actInstall && p.Role != Corp:
			s.forgoAction(seat, true)
			s.say(msgSeatForgoesInstallAction, int32(seat))
		case mode == actInstall:
			s.forgoAction(seat, true)
			s.say(msgForgoesInstallAction)
		case o.Card != 0:
			c := s.byHandle(int32(o.Card))
			_, i := s.runActionCard(seat)
			s.MarkUsed(c, int16(i), 1, EvTurnStart)
			s.took(c, i)
			s.sayOfSource(c, msgForgoesCardAction, msgForgoesCardActionHidden, s.cardArg(c))
		default:
			s.forgoAction(seat, false)
			s.say(msgForgoesAction, int32(seat))
		}
		return true
	case o.Verb == VerbDone && mode == actInstall:
		s.pop()
		s.forgoInstallActions(seat)
		if p.Role != Corp {
			s.say(msgSeatStopsInstallActions, int32(seat))
		} else {
			s.say(msgStopsInstallActions)
		}
		return true
	case o.Verb == VerbEndTurn:
		s.pop()
		s.say(msgRunnerEndsTurn)
		s.Phase = PhaseEnd
		return true
	}
	return false
}

// spendAction pays for the action o of seat taken in mode, through the
// registry (payAction): an install-only action, a run-only action of a
// card (which costs no basic action), or a basic action.
func (s *State) spendAction(seat engine.Seat, mode int32, o engine.Option) {
	switch {
	case mode == actInstall:
		s.payAction(seat, true)
	case o.Verb == VerbRun && o.Card != 0:
		// A card's run-only action; marked taken when the run starts
		// (runAction), a use of the card, not a pool's.
	default:
		s.payAction(seat, false)
		if o.Verb == VerbPlay && s.playActions(s.byHandle(int32(o.Card))) == 2 {
			s.payAction(seat, false) // the second action of a double card (ONR-6.3.5)
		}
	}
}

// runAction marks the run-only action of the card of option o taken, when
// o is such a run (o.Card), and resolves what that action's text adds to
// the run (Wilson: at most 3 bits for icebreakers and link).
func (s *State) runAction(o engine.Option) {
	if o.Card == 0 {
		return // a basic run
	}
	c := s.byHandle(int32(o.Card))
	seat := s.controller(c)
	_, i := s.runActionCard(seat)
	s.MarkUsed(c, int16(i), 1, EvTurnStart)
	s.pushAbility(c, i, seat)
}

// MayRunAgain: "once per turn, after a successful run, you may make another
// run without spending an action" (Bodyweight Data Crèche, R297): the
// Runner chooses a fort or declines; the once-per-turn use is spent only by
// running. The new run starts fresh: what lasted for the last one is over.
func MayRunAgain() Op { return mayRunAgain{} }

type mayRunAgain struct{}

func (mayRunAgain) Run(s *State, f *Frame) Status {
	// Not an action, so a prohibition on runs for the next actions does not
	// stop it (R298).
	if s.Used(f.Src, f.Ref.Ability) > 0 || s.Active != f.Seat || s.Over {
		return Next
	}
	if !f.Answered {
		var opts []engine.Option
		for fi := range s.runnableForts(f.Seat) {
			opts = append(opts, engine.Option{Verb: VerbRun, Target: int(fi), Card: s.h(f.Src)})
		}
		opts = append(opts, engine.Option{Verb: VerbDecline})
		return s.ask(f.Seat, "You may make another run", "ONR-6.4.3", opts)
	}
	if o, _ := f.Take(); o.Verb == VerbRun {
		s.MarkUsed(f.Src, f.Ref.Ability, 1, EvTurnStart)
		s.say(msgAnotherRun, s.cardArg(f.Src))
		s.startRun(f.Seat, int32(o.Target), 0)
	}
	return Next
}
