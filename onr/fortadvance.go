package onr

import (
	"fmt"

	"github.com/datafort/datafort/engine"
)

// Advancement counters put on a card of the source's own fort
// (advancement-ops, fort-scope): "add two advancement counters, at no
// cost, to a card installed in this data fort", and the moment such
// sysops answer: the Runner past the last piece of ice of the fort.

// AddAdvancementInThisFort: "add N advancement counters, at no cost, to a
// card installed in this data fort": all N on the one card its controller
// chooses among the cards of the source's fort that can be advanced
// (none to choose: nothing happens; asked all the same, "none" alone,
// while the fort holds an unrezzed card, which might be advanced).
func AddAdvancementInThisFort(n int32) Op { return addAdvancementInFort{n} }

type addAdvancementInFort struct{ n int32 }

func (o addAdvancementInFort) Run(s *State, f *Frame) Status {
	if f.Answered {
		if opt, _ := f.Take(); opt.Verb == VerbChoose {
			c := s.byHandle(int32(opt.Card))
			s.note(c)
			s.Cards[c].Adv += o.n
			for range o.n {
				s.say(msgPutsAdvancement, int32(f.Seat), s.fortArg(s.Cards[c].Fort))
			}
		}
		return Next
	}
	if f.Src == 0 || !s.installed(f.Src) {
		return Next
	}
	var opts []engine.Option
	hidden := false // an unrezzed card there, which might be advanceable
	for _, c := range s.Forts[s.Cards[f.Src].Fort].Cards {
		if s.advanceable(c) {
			opts = append(opts, engine.Option{Verb: VerbChoose, Card: s.h(c)})
		}
		hidden = hidden || !s.Cards[c].Rezzed
	}
	if len(opts) == 0 {
		if !hidden {
			return Next
		}
		opts = append(opts, engine.Option{Verb: VerbNone}) // asked all the same: the question tells nothing
	}
	return s.ask(f.Seat, fmt.Sprintf("Choose a card of this fort to get %d advancement counters", o.n), "ONR-10.1", opts)
}

// PastTheLastIce: the run is on this card's fort and the Runner has passed
// its last piece of ice, or the fort has none ("use this ability only when
// Runner passes the last piece of ice on this fort or declares a run on it
// when it has no ice", R166): read by a trigger on EvIcePassed, and on
// EvRunStart for a fort with no ice. Passing ice that is not on the fort
// (outsideice.go) is not passing its last piece of ice.
var PastTheLastIce Cond = CondFunc(pastTheLastIce)

func pastTheLastIce(s *State, self int32) bool {
	return runOnThisFort(s, self) && int(s.Run.Pos) >= len(s.Forts[s.Run.Fort].Ice) && !s.passedOutsideIce()
}
