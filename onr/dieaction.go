package onr

import (
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Actions a die sets (restricted-extra-action, die-roll): "you may gain an
// action during each of your turns. At the start of each of your turns,
// roll a die to see what the action will be for that turn, and then decide
// whether to take it. On a 1, you may use the action only to install a
// card; on a 2 or 3, only to gain 1; …" (a Corp agenda) and "you gain an
// action during each of your turns, which you must take if possible. Roll a
// die at the start of each of your turns to find out what the action is. On
// a 1, draw a card. … On a 6, reveal a card to the Corp at random from your
// hand, and play or install that card" (a Runner resource).
//
// Design. The card's start-of-turn trigger rolls a die (RollDie) and, by
// OnRoll, gains the action of the face rolled: GainDieAction makes a
// lasting effect bound to the controller until the turn is over
// (ModDieAction; the op that made it, its Ref and PC, says the use). The
// action phase reads it first (dedicatedStep, dedicated.go, calls
// dieActionStep):
//
//   - An action that may be declined is decided at once, at the first step
//     of the action phase, right after the start of the turn ("roll … and
//     then decide whether to take it"): the player is asked for one of his
//     actions of that use, or to decline.
//   - An action that must be taken is taken once the basic actions (and the
//     extra actions of other cards) are spent, so that the player chooses
//     what comes before it; the turn cannot end without it while it is
//     possible. "If possible" is read on public grounds: a stack or R&D to
//     draw from, a fort of the kind to run on, a card in the hand; an
//     action whose use is impossible lapses.
//   - Taking it, the player gains one action (Player.Actions) and the
//     action frame offers only the actions of its use (mode actDie): an
//     action like any other (paid, then the window after the action).
//   - "Play or install a card revealed at random" is one option (take):
//     the card is revealed to the Corps (its event names it only to them
//     and its owner), then the player is asked to play or install it
//     (mode actDieCard), paying its costs; a card that cannot be played or
//     installed, its costs unpayable or its text unplayable, stays in the
//     hand and the action is lost (R286). A hidden resource so revealed is
//     still installed face down (R285: installRunner).
//   - A forgo penalty (ONR-6.5) may be paid with the action (R287): while
//     one is owed, the player with basic actions left chooses which action
//     pays it (mode actDieForgo); once the basic actions are spent, the
//     action is the next one and pays it.
//
// The actions a die sets and when they are asked are the same for every
// card: GainDieAction's must says which of the two kinds.

// Modes of a FrameAction for the actions a die sets (dedicated.go holds
// the others; numbers apart from theirs).
const (
	actDie      int32 = 8  // take the action a die set (Frame.Src its card, Ref and PC its GainDieAction)
	actDieCard  int32 = 9  // play or install the card revealed at random (Frame.T)
	actDieForgo int32 = 10 // a forgo penalty: a basic action pays it, or the action a die set
)

// GainDieAction: "you gain an action during this turn, usable only to …":
// to is its use; must says it must be taken if possible, else its
// controller decides whether to take it at the start of the turn.
func GainDieAction(to ActionOf, must bool) Op { return gainDieAction{to: to, must: must} }

type gainDieAction struct {
	to   ActionOf
	must bool
}

// runsOn returns the kind of fort of a use that is a run, and whether it
// is one.
func runsOn(to ActionOf) (Central, bool) {
	switch to {
	case ToRunRD:
		return CentralRD, true
	case ToRunHQ:
		return CentralHQ, true
	case ToRunSubsidiary:
		return Subsidiary, true
	}
	return 0, false
}

func (o gainDieAction) Run(s *State, f *Frame) Status {
	if s.Active != f.Seat || s.Over {
		return Next
	}
	s.AddLasting(kernel.Lasting{Src: f.Src, Seat: f.Seat, Mod: ModDieAction, Ref: f.Ref, PC: f.PC, Until: EvTurnOver})
	return Next
}

// dieActionOp returns the GainDieAction at pc of program ref.
func dieActionOp(ref kernel.Ref, pc int32) (gainDieAction, bool) {
	if ops := program(ref); pc >= 0 && int(pc) < len(ops) {
		o, ok := ops[pc].(gainDieAction)
		return o, ok
	}
	return gainDieAction{}, false
}

// pendingDieAction returns the index in State.Lasting of seat's first
// action a die set not taken yet, and its op; -1 for none.
func (s *State) pendingDieAction(seat engine.Seat) (int, gainDieAction) {
	if !s.mayLast(ModDieAction) {
		return -1, gainDieAction{} // lastingkinds.go
	}
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Mod == ModDieAction && l.Seat == seat {
			if o, ok := dieActionOp(l.Ref, l.PC); ok {
				return i, o
			}
		}
	}
	return -1, gainDieAction{}
}

// dieActionStep is the hook of dedicatedStep for the actions a die sets:
// it pushes the action frame of seat's pending one when it is its time,
// and reports whether it did.
func (s *State) dieActionStep(seat engine.Seat) bool {
	i, o := s.pendingDieAction(seat)
	if i < 0 {
		return false
	}
	l := s.Lasting[i]
	p := s.P(seat)
	if !s.active(l.Src) {
		// A card that left play gives nothing (R058, R059).
		s.Lasting = slices.Delete(s.Lasting, i, i+1)
		return false
	}
	if o.must {
		if p.Forgo > 0 && p.Actions > 0 {
			s.push(Frame{Kind: FrameAction, Seat: seat, N: actDieForgo, Src: l.Src})
			return true
		}
		if c, _ := s.extraAction(seat, AnyUse); p.Actions > 0 || c != 0 {
			return false // the basic actions and the other extra actions first
		}
	}
	s.Lasting = slices.Delete(s.Lasting, i, i+1)
	if p.Forgo > 0 {
		// The action is the next one: it pays the penalty (R287).
		p.Forgo--
		s.sayOfSource(l.Src, msgForgoesCardAction, msgForgoesCardActionHidden, s.cardArg(l.Src))
		return false
	}
	if !s.dieActionPossible(seat, o) {
		s.sayOfSource(l.Src, msgDieActionLapses, msgDieActionLapsesHidden, int32(seat), s.cardArg(l.Src))
		return false
	}
	p.Actions++ // the action gained, for its use only (stepAction pays it)
	s.push(Frame{Kind: FrameAction, Seat: seat, N: actDie, Src: l.Src, Ref: l.Ref, PC: l.PC})
	return true
}

// dieActionPossible reports whether seat's action of use o could be taken,
// on public grounds: an install needs a card in the hand (whether it can
// be installed is the player's secret: he is asked, and may be left only
// with declining), the other uses an option.
func (s *State) dieActionPossible(seat engine.Seat, o gainDieAction) bool {
	if o.to == ToInstall {
		return len(s.P(seat).Hand) > 0
	}
	return len(s.dieActionOptions(seat, o, 0, nil)) > 0
}

// dieActionOptions appends to opts seat's actions of use o; src is the
// card whose action it is (a take option names it).
func (s *State) dieActionOptions(seat engine.Seat, o gainDieAction, src int32, opts []engine.Option) []engine.Option {
	p := s.P(seat)
	if o.to == ToPlayRandom {
		if len(p.Hand) > 0 {
			opts = append(opts, engine.Option{Verb: VerbTake, Card: s.h(src)})
		}
		return opts
	}
	var all []engine.Option
	if p.Role == Corp {
		all = s.corpActions(seat, nil)
	} else {
		all = s.runnerActions(seat, nil)
	}
	for _, a := range all {
		ok := false
		switch o.to {
		case ToInstall:
			ok = a.Verb == VerbInstall
		case ToGain:
			ok = a.Verb == VerbGain
		case ToDraw:
			ok = a.Verb == VerbDraw && len(p.Deck) > 0
		default:
			fort, run := runsOn(o.to)
			ok = run && a.Verb == VerbRun && a.Card == 0 && a.Target >= 0 && a.Target < len(s.Forts) && s.Forts[a.Target].Central == fort
		}
		if ok {
			opts = append(opts, a)
		}
	}
	return opts
}

// revealedOptions returns the options of seat to play or install card c
// (the card revealed at random), paying its costs.
func (s *State) revealedOptions(seat engine.Seat, c int32) []engine.Option {
	var opts []engine.Option
	for _, a := range s.runnerActions(seat, nil) {
		if (a.Verb == VerbPlay || a.Verb == VerbInstall) && a.Card == s.h(c) {
			opts = append(opts, a)
		}
	}
	return opts
}

// askDieAction asks for an action of a mode of this file.
func (s *State) askDieAction(f *Frame) Status {
	var opts []engine.Option
	switch f.N {
	case actDieForgo:
		opts = append(opts, engine.Option{Verb: VerbForgo}, engine.Option{Verb: VerbForgo, Card: s.h(f.Src)})
		return s.ask(f.Seat, "Choose the action to forgo", "ONR-6.5", opts)
	case actDieCard:
		return s.ask(f.Seat, "Play or install the card revealed", "ONR-6.4.3", s.revealedOptions(f.Seat, f.T))
	}
	o, _ := dieActionOp(f.Ref, f.PC)
	opts = s.dieActionOptions(f.Seat, o, f.Src, opts)
	if !o.must {
		opts = append(opts, engine.Option{Verb: VerbDecline})
		return s.ask(f.Seat, "Take the action the die set, or decline it", "ONR-6.4.3", opts)
	}
	return s.ask(f.Seat, "Take the action the die set", "ONR-6.4.3", opts)
}

// dieActionAnswer handles the answers of a mode of this file that are not
// actions to perform (declining, forgoing, the card revealed at random),
// and reports whether it handled o (and popped f); for an action, it
// announces it.
func (s *State) dieActionAnswer(f *Frame, o engine.Option) bool {
	seat, src := f.Seat, f.Src
	p := s.P(seat)
	switch {
	case o.Verb == VerbDecline:
		s.pop()
		s.forgoAction(seat, false) // the action gained, not taken
		s.say(msgDeclinesDieAction, int32(seat), s.cardArg(src))
		return true
	case o.Verb == VerbForgo:
		s.pop()
		p.Forgo--
		if o.Card != 0 {
			if i, _ := s.pendingDieAction(seat); i >= 0 {
				s.Lasting = slices.Delete(s.Lasting, i, i+1)
			}
			s.sayOfSource(src, msgForgoesCardAction, msgForgoesCardActionHidden, s.cardArg(src))
		} else {
			s.forgoAction(seat, false)
			s.say(msgForgoesAction, int32(seat))
		}
		return true
	case o.Verb == VerbTake && f.N == actDie:
		s.pop()
		s.say(msgExtraAction, int32(seat), s.cardArg(src))
		s.took(src, int(f.Ref.Ability))
		c := p.Hand[s.RNG.IntN(len(p.Hand))]
		know := seatBit(seat)
		for corp := range s.opposing(seat, Corp) {
			know |= seatBit(corp)
			s.Cards[c].KnownTo |= kernel.ViewerOf(corp) // revealed to it (R285, R286)
		}
		s.sayTo(know, msgRevealsAtRandom, int32(seat), s.cardArg(c))
		if len(s.revealedOptions(seat, c)) == 0 {
			s.forgoAction(seat, false) // the action is lost (R286)
			s.sayTo(know, msgStaysInHand, int32(seat), s.cardArg(c))
			return true
		}
		s.push(Frame{Kind: FrameAction, Seat: seat, N: actDieCard, Src: src, T: c})
		return true
	}
	return false
}

// dieActionTaken announces the action a die set that seat takes in mode
// actDie (stepAction, once it is paid, calls it in that mode only): the
// action of card src's ability ab.
func (s *State) dieActionTaken(seat engine.Seat, src int32, ab int16) {
	s.say(msgExtraAction, int32(seat), s.cardArg(src))
	s.took(src, int(ab))
}
