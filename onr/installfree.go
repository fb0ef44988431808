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
// installed is left in the program's frame (Frame.T) for the ops after it
// (ThenForInstalled).
func InstallFreeFromTrashOrStack(t carddb.Type) Op { return installFree{t} }

type installFree struct{ t carddb.Type }

func (o installFree) Run(s *State, f *Frame) Status {
	p := s.P(f.Seat)
	if !f.Answered {
		f.T = 0
		opts := []engine.Option{{Verb: VerbNone}}
		for _, c := range p.Discard {
			if s.isType(c, o.t) {
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
			return s.ask(f.Seat, "Choose a card to install from the trash or the stack, at no cost", "ONR-8.7", opts)
		}
	} else if opt, _ := f.Take(); opt.Verb == VerbChoose {
		if c := s.byHandle(int32(opt.Card)); c != 0 && (s.Cards[c].Zone == ZoneDeck || s.Cards[c].Zone == ZoneDiscard) && s.Cards[c].At == f.Seat {
			s.installRunner(f.Seat, c, 0, false)
			s.fireOwn(kernel.Occurrence{Type: EvInstalled, Seat: f.Seat, Obj: c}) // "when you install …"
			f.T = c
		}
	}
	s.shuffleOwnDeck(f.Seat)
	return Next
}

// AtTurnEndForInstalled: "at the end of the turn, …" of the card the op
// before it installed (Frame.T): the ops after it resolve when this turn
// ends, for that card (their Frame.Src), so ReturnToHand takes it into the
// hand if it is still installed then, and not if it left play meanwhile,
// trashed or held by a Backup Drive (R464, R465). With no card installed,
// nothing happens.
func AtTurnEndForInstalled(ops ...Op) Op {
	return riderThen{laterForInstalled{}, ops}
}

type laterForInstalled struct{}

func (laterForInstalled) Run(s *State, f *Frame) Status {
	c := f.T
	if f.Ref.IsBuiltin() || c == 0 {
		return Stop
	}
	s.AddLasting(kernel.Lasting{Src: c, Seat: f.Seat, On: EvTurnEnd, Ref: f.Ref, PC: f.PC + 1})
	s.say(msgRider, s.cardArg(f.Src), word("at the end of the turn, an effect resolves"))
	return Stop
}
