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
//   - Install-only actions are counted in CorpState.InstallActions. They
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

// Verbs of dedicated actions.
const (
	// VerbForgo forgoes an action to pay a forgo penalty: a basic action, or
	// the dedicated action of Option.Card.
	VerbForgo = "forgo"
	// VerbEndTurn declares the end of the Runner's actions, forfeiting
	// Wilson's unused action (R520).
	VerbEndTurn = "end-turn"
)

// AnyAmount is Prevent.N for "prevent any amount of damage".
const AnyAmount int32 = 1 << 30

// RunAction is a card's "each of your turns, you may gain an action, which
// you may use only to make a run" (Wilson, Weeflerunner Apprentice): used
// once per turn, only during the owner's turn (R519, R520).
type RunAction struct {
	// BitCap is the most the Runner may spend during that run to pay for
	// using icebreakers or increasing his or her link.
	BitCap int32
}

// Modes of a FrameAction (Frame.N); 0 is a normal action.
const (
	actInstall  int32 = iota + 1 // an install-only action of the Corp (Edgerunner)
	actForgo                     // the Runner chooses which action pays a forgo penalty
	actLast                      // the Runner's basic actions are spent: run with Wilson or end the turn
	actRunAgain                  // Bodyweight Data Crèche: another run after a successful one
)

// GainInstallActions: "gain N consecutive actions, which you may use only to
// install cards" (Edgerunner, Inc., Temps; ONR-6.4.3).
func GainInstallActions(n int32) Op {
	return OpFunc(func(s *State, f *Frame) Status {
		if s.roleOf(f.Seat) != Corp {
			return Next
		}
		s.P(f.Seat).InstallActions += n
		s.eventf("action", "Corp gains %d actions to install cards", n)
		return Next
	})
}

// ForgoActions: "the Runner forgoes his or her next N actions" (ONR-6.5):
// the Runner the effect speaks of (runnerFor). The actions come from what is
// left of the current turn, then from the player's following turns
// (ONR-6.5.1); penalties add up (ONR-6.5.2).
func ForgoActions(n int32) Op {
	return OpFunc(func(s *State, f *Frame) Status {
		r := s.runnerFor(f.Seat)
		s.P(r).Forgo += n
		s.eventf("forgo", "%s must forgo the next %d actions", s.roleOf(r), n)
		return Next
	})
}

// dedicatedStep is the hook of turnStep in the action phases: it pushes an
// action frame for a dedicated action, or for the choices a dedicated action
// adds (which action pays a penalty, Wilson or the end of the turn), and
// reports whether it did.
func (s *State) dedicatedStep(seat engine.Seat) bool {
	p := s.P(seat)
	if p.Role == Corp && p.InstallActions > 0 {
		if len(p.Hand) == 0 && p.Forgo == 0 {
			// Nothing could be installed: the actions lapse. An empty HQ
			// is public, so skipping the question reveals nothing.
			p.InstallActions = 0
			return false
		}
		s.push(Frame{Kind: FrameAction, Seat: seat, N: actInstall})
		return true
	}
	if p.Role != Runner || s.runActionCard(seat) == 0 {
		return false
	}
	if p.Actions <= 0 && s.extraAction(seat) != 0 {
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

// runActionCard returns Runner seat's active card whose run action
// (Wilson) can be taken now, or 0: only in the Runner's own turn, during his
// or her actions, once per turn (R519, R520).
func (s *State) runActionCard(seat engine.Seat) int32 {
	if s.Active != seat || s.Phase != PhaseAction {
		return 0
	}
	for _, c := range s.P(seat).Rig {
		if s.def(c).RunAction != nil && !s.Cards[c].Extra {
			return c
		}
	}
	return 0
}

// runActionOptions appends "run on FORT with CARD" for the run action of
// Wilson, if available and no forgo penalty is owed. It is a basic run only:
// no prep and no other card's ability (R519).
func (s *State) runActionOptions(seat engine.Seat, opts []engine.Option) []engine.Option {
	w := s.runActionCard(seat)
	if w == 0 || s.P(seat).Forgo > 0 {
		return opts
	}
	for _, fi := range s.runnableForts(seat) {
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
	case actInstall:
		for _, o := range s.corpActions(f.Seat) {
			if o.Verb == VerbInstall {
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
		opts = append(opts, engine.Option{Verb: VerbForgo, Card: s.h(s.runActionCard(f.Seat))})
		if p.Actions <= 0 {
			opts = append(opts, engine.Option{Verb: VerbEndTurn})
		}
		prompt, rule = "Choose the action to forgo", "ONR-6.5"
	case actLast:
		opts = append(s.runActionOptions(f.Seat, nil), engine.Option{Verb: VerbEndTurn})
		prompt = "Make a run with your extra action, or end your turn"
	case actRunAgain:
		for _, fi := range s.runnableForts(f.Seat) {
			opts = append(opts, engine.Option{Verb: VerbRun, Target: int(fi), Card: s.h(f.Src)})
		}
		opts = append(opts, engine.Option{Verb: VerbDecline})
		prompt = "You may make another run"
	}
	return s.ask(f.Seat, prompt, rule, opts)
}

// dedicatedAnswer handles the answers of a dedicated mode that are not
// actions to perform: forgoing, stopping, ending the turn and the extra run
// of Bodyweight Data Crèche. It reports whether it handled o (and popped f).
func (s *State) dedicatedAnswer(f *Frame, o engine.Option) bool {
	mode, seat := f.N, f.Seat
	p := s.P(seat)
	switch {
	case mode == actRunAgain:
		s.pop()
		if o.Verb == VerbRun {
			c := s.byHandle(int32(o.Card))
			s.Cards[c].Extra = true
			s.event("run", "Runner makes another run with "+s.def(c).Title)
			s.startRun(seat, int32(o.Target), 0, nil)
		}
		return true
	case o.Verb == VerbForgo:
		s.pop()
		p.Forgo--
		switch {
		case mode == actInstall:
			p.InstallActions--
			s.event("forgo", "Corp forgoes an action gained to install cards")
		case o.Card != 0:
			c := s.byHandle(int32(o.Card))
			s.Cards[c].Extra = true
			s.event("forgo", "Runner forgoes the action of "+s.def(c).Title)
		default:
			p.Actions--
			s.event("forgo", p.Role.String()+" forgoes an action")
		}
		return true
	case o.Verb == VerbDone && mode == actInstall:
		s.pop()
		p.InstallActions = 0
		s.event("action", "Corp stops taking its actions to install cards")
		return true
	case o.Verb == VerbEndTurn:
		s.pop()
		s.event("action", "Runner ends the turn")
		s.Phase = PhaseEnd
		return true
	}
	return false
}

// spendAction pays for the action o of seat taken in mode: an install-only
// action, Wilson's action (which costs no basic action), or a basic action.
func (s *State) spendAction(seat engine.Seat, mode int32, o engine.Option) {
	switch {
	case mode == actInstall:
		s.P(seat).InstallActions--
	case o.Verb == VerbRun && o.Card != 0:
		// Wilson's own action; marked taken when the run starts.
	default:
		s.P(seat).Actions--
	}
}

// capRun makes the run just started by action o capped when o is the run
// action of a card (Wilson): at most RunAction.BitCap bits on icebreakers
// and link.
func (s *State) capRun(o engine.Option) {
	if o.Card == 0 {
		return // a basic run
	}
	c := s.byHandle(int32(o.Card))
	s.Cards[c].Extra = true
	s.Run.Capped, s.Run.CapLeft = true, s.def(c).RunAction.BitCap
	s.eventf("action", "Runner runs with the action of %s (at most %d bits for icebreakers and link)", s.def(c).Title, s.Run.CapLeft)
}

// capMoney limits money, the bits the Runner could spend on icebreakers or
// link, to what a capped run still allows.
func (s *State) capMoney(money int32) int32 {
	if s.Run.Active && s.Run.Capped {
		return min(money, s.Run.CapLeft)
	}
	return money
}

// capSpend records n bits spent on icebreakers or link.
func (s *State) capSpend(n int32) {
	if s.Run.Active && s.Run.Capped {
		s.Run.CapLeft -= n
	}
}

// afterRun is called when a run of Runner seat is over: with a successful
// run and an unused Bodyweight Data Crèche, the Runner may make another run
// without an action (R297).
func (s *State) afterRun(seat engine.Seat, success bool) {
	if !success || s.Active != seat || s.Over {
		return
	}
	for _, c := range s.P(seat).Rig {
		if s.def(c).RunAgain && !s.Cards[c].Extra {
			s.push(Frame{Kind: FrameAction, Seat: seat, N: actRunAgain, Src: c})
			return
		}
	}
}
