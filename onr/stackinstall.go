package onr

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr/carddb"
)

// InstallFromStack: "search your stack for a card of type t, and install
// that card, if you can. Shuffle your stack afterwards" (search-and-tutor,
// install-by-effect). The install is paid for (R451): only the cards of the
// type the controller can pay to install are offered, and he may find none
// (a hidden zone); a card he cannot install stays in the stack (R452). The
// card goes into normal memory, face up (a hidden resource face down), and
// answers "when you install …" as any install does; the stack is shuffled
// afterwards, every card placed anew (shuffleOwnDeck).
func InstallFromStack(t carddb.Type) Op { return installFromStack{t} }

type installFromStack struct{ t carddb.Type }

func (o installFromStack) Run(s *State, f *Frame) Status {
	if !f.Answered {
		opts := []engine.Option{{Verb: VerbNone}}
		for _, c := range s.P(f.Seat).Deck {
			s.Cards[c].KnownTo |= kernel.ViewerOf(f.Seat) // the searcher looks through the stack; the shuffle hides it again
			if s.isType(c, o.t) && s.canInstall(f.Seat, c) {
				opts = append(opts, engine.Option{Verb: VerbChoose, Card: s.h(c)})
			}
		}
		if len(opts) > 1 {
			return s.ask(f.Seat, "Choose a card to install from the stack", "ONR-8.7", opts)
		}
	} else if opt, _ := f.Take(); opt.Verb == VerbChoose {
		if c := s.byHandle(int32(opt.Card)); c != 0 && s.Cards[c].Zone == ZoneDeck {
			// canInstall counted what payment abilities could add
			// (ONR-18.3.7): a pool short of the cost is raised with them
			// first, the choice applied again once it is (payFirst).
			cost := intOr(s.def(c).card.InstallCost, 0) + s.installAlso(c).Bits
			if s.payFirst(f, f.Seat, cost, s.restrictedBits(f.Seat, ForInstalls, c), 0) {
				return Again
			}
			s.installRunner(f.Seat, c, 0, true)
			s.fireOwn(kernel.Occurrence{Type: EvInstalled, Seat: f.Seat, Obj: c}) // "when you install …"
		}
	}
	s.shuffleOwnDeck(f.Seat)
	return Next
}
