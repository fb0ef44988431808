package onr

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr/carddb"
)

// Installs at no cost by an effect, and what later happens to the card so
// installed (install-by-effect, lasting-effects, end-of-turn): "choose a
// program from your trash or search your stack for a program. Install that
// program, at no cost. Shuffle your stack afterwards. At the end of the
// turn, take the program into your hand."

// InstallFreeFromTrashOrStack: "choose a card of type t from your trash or
// search your stack for one; install it, at no cost; shuffle your stack
// afterwards". Every such card is offered, whatever its install cost; the
// controller may find none in the stack (a hidden zone). The card
// installed is left in the program's frame (its list, since Frame.T may be
// the fort of a run the card makes) for the ops after it
// (AtTurnEndForInstalled, IfInstalledByEffect, StackInstalledOrLose).
func InstallFreeFromTrashOrStack(t carddb.Type) Op { return installFree{t, true} }

// InstallFreeFromStack: "search your stack for a card of type t, and
// install it, at no cost. Shuffle your stack", as
// InstallFreeFromTrashOrStack without the trash.
func InstallFreeFromStack(t carddb.Type) Op { return installFree{t, false} }

type installFree struct {
	t         carddb.Type
	fromTrash bool
}

func (o installFree) Run(s *State, f *Frame) Status {
	p := s.P(f.Seat)
	if !f.Answered {
		s.SetList(f, nil)
		opts := []engine.Option{{Verb: VerbNone}}
		for _, c := range p.Discard {
			if o.fromTrash && s.isType(c, o.t) {
				opts = append(opts, engine.Option{Verb: VerbChoose, Card: s.h(c)})
			}
		}
		for _, c := range p.Deck {
			s.Cards[c].KnownTo |= kernel.ViewerOf(f.Seat) // the searcher looks through the stack; the shuffle hides it again
			if s.isType(c, o.t) {
				opts = append(opts, engine.Option{Verb: VerbChoose, Card: s.h(c)})
			}
		}
		if len(opts) > 1 {
			prompt := "Choose a card to install from the stack, at no cost"
			if o.fromTrash {
				prompt = "Choose a card to install from the trash or the stack, at no cost"
			}
			return s.ask(f.Seat, prompt, "ONR-8.7", opts)
		}
	} else if opt, _ := f.Take(); opt.Verb == VerbChoose {
		if c := s.byHandle(int32(opt.Card)); c != 0 && (s.Cards[c].Zone == ZoneDeck || o.fromTrash && s.Cards[c].Zone == ZoneDiscard) && s.Cards[c].At == f.Seat {
			s.SetList(f, []int32{c}) // before the install and its triggers push frames, which moves f
			s.installRunner(f.Seat, c, 0, false)
			s.fireOwn(kernel.Occurrence{Type: EvInstalled, Seat: f.Seat, Obj: c}) // "when you install …"
		}
	}
	s.shuffleOwnDeck(f.Seat)
	return Next
}

// installedByEffect returns the card InstallFreeFromTrashOrStack or
// InstallFreeFromStack installed earlier in frame f's program, or 0.
func (s *State) installedByEffect(f *Frame) int32 {
	if l := s.List(f); len(l) == 1 {
		return l[0]
	}
	return 0
}

// AtTurnEndForInstalled: "at the end of the turn, …" of the card the op
// before it installed (installedByEffect): the ops after it resolve when this turn
// ends, for that card (their Frame.Src), so TakeIntoHand takes it into the
// hand if it is still installed then, and not if it left play meanwhile,
// trashed or held by a Backup Drive (R464, R465). With no card installed,
// nothing happens.
func AtTurnEndForInstalled(ops ...Op) Op {
	return riderThen{laterForInstalled{}, ops}
}

type laterForInstalled struct{}

func (laterForInstalled) Run(s *State, f *Frame) Status {
	c := s.installedByEffect(f)
	if f.Ref.IsBuiltin() || c == 0 {
		return Stop
	}
	s.AddLasting(kernel.Lasting{Src: c, Seat: f.Seat, On: EvTurnEnd, Ref: f.Ref, PC: f.PC + 1})
	s.say(msgRider, s.cardArg(f.Src), word("at the end of the turn, an effect resolves"))
	return Stop
}

// IfInstalledByEffect: "if you install a program in this way, …": the ops
// resolve only if the install op before them installed a card.
func IfInstalledByEffect(ops ...Op) Op { return governed{installedGate{}, ops} }

type installedGate struct{ n int32 }

func (o installedGate) withSkip(n int32) Op { o.n = n; return o }

func (o installedGate) Run(s *State, f *Frame) Status {
	if s.installedByEffect(f) != 0 {
		return Next
	}
	return skip(f, o.n)
}

// StackInstalledOrLose: "shuffle the program into your stack, unless it is
// no longer in play, in which case, lose N bits plus its installation cost.
// If this is more than the number of bits in your pool, suffer the
// difference in meat damage", of the card the install op before it
// installed (installedByEffect). The meat damage may be prevented.
func StackInstalledOrLose(n int32) Op { return stackOrLose{n} }

type stackOrLose struct{ n int32 }

func (o stackOrLose) Run(s *State, f *Frame) Status {
	c := s.installedByEffect(f)
	if c == 0 {
		return Next
	}
	s.SetList(f, nil)
	if s.Cards[c].Zone == ZoneRig {
		s.note(c)
		s.move(c, s.Cards[c].Owner, ZoneDeck, false)
		s.say(msgShufflesCardIntoStack, s.cardArg(c))
		s.shuffleOwnDeck(f.Seat)
		return Next
	}
	loss := o.n + intOr(s.def(c).card.InstallCost, 0)
	pool := s.P(f.Seat).Bits
	if paid := min(loss, pool); paid > 0 {
		s.say(msgLosesBits, int32(f.Seat), paid)
		s.lose(f.Seat, paid)
	}
	if loss > pool {
		s.doDamage(f.Seat, Meat, loss-pool, f.Src, false)
	}
	return Next
}

// TakeIntoHand: "take the program into your hand": the card the frame is
// about (Frame.Src), if it is still installed, goes back to its owner's
// hand, face down there as every card of a hand; every seat saw it go
// there, so every seat still knows it while it stays (the hand is
// otherwise its owner's alone). A card that left play meanwhile stays where
// it is (R464, R465).
func TakeIntoHand() Op { return takeIntoHand{} }

type takeIntoHand struct{}

func (takeIntoHand) Run(s *State, f *Frame) Status {
	c := f.Src
	if c == 0 || s.Cards[c].Zone != ZoneRig {
		return Next
	}
	s.say(msgReturnsToRunnerHand, s.cardArg(c))
	s.note(c)
	s.move(c, s.Cards[c].Owner, ZoneHand, false)
	s.Cards[c].FaceUp = false
	s.knownToAll(c)
	return Next
}
