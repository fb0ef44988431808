package onr

import (
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Advancement counters cashed in for scoped bits (advancement-ops,
// computed-amount, scoped-bits; Raymond Ellison): "remove any number of
// advancement counters from cards installed in this data fort. Gain 3 bits
// for each advancement counter removed … At the end of the run, return to
// the bank any of the bits gained that you did not spend." The controller
// removes them one card at a time: he chooses a card of the source's fort
// holding advancement counters, or done, then how many of its counters to
// remove (at least one, so that the choices end), and gains the bits for
// them at once, as pool bits for the scope (poolbits.go). The frame's list
// keeps the card being emptied between the two questions. The counters are
// public (ONR-10.1), so the questions and the log name only the fort.

// CashAdvancementInThisFort: "remove any number of advancement counters from
// cards installed in this data fort; gain PER bits for each advancement
// counter removed", the bits returned to the bank, unspent, at the next
// UNTIL.
func CashAdvancementInThisFort(per int32, until kernel.EventType) Op {
	return cashAdvancement{per, until}
}

type cashAdvancement struct {
	per   int32
	until kernel.EventType
}

func (o cashAdvancement) Run(s *State, f *Frame) Status {
	if f.Answered {
		opt, n := f.Take()
		if picked := s.List(f); len(picked) == 1 {
			c := picked[0]
			s.SetList(f, nil)
			n = min(n, s.Cards[c].Adv)
			s.note(c)
			s.Cards[c].Adv -= n
			s.say(msgRemovesAdvancement, int32(f.Seat), n, s.fortArg(s.Cards[c].Fort))
			s.gainPoolBits(f.Seat, f.Src, o.per*n, o.until)
		} else if opt.Verb != VerbChoose {
			return Next
		} else {
			c := s.byHandle(int32(opt.Card))
			s.AppendList(f, c)
			return s.askNumber(f.Seat, "How many advancement counters to remove?", "ONR-10.1", 1, s.Cards[c].Adv)
		}
	}
	if f.Src == 0 || s.Cards[f.Src].Fort < 0 || int(s.Cards[f.Src].Fort) >= len(s.Forts) {
		return Next
	}
	opts := []engine.Option{{Verb: VerbDone}}
	for _, c := range s.Forts[s.Cards[f.Src].Fort].Cards {
		if s.Cards[c].Adv > 0 {
			opts = append(opts, engine.Option{Verb: VerbChoose, Card: s.h(c)})
		}
	}
	if len(opts) == 1 {
		return Next
	}
	return s.ask(f.Seat, fmt.Sprintf("Remove advancement counters for %d bits each: choose a card, or done", o.per), "ONR-10.1", opts)
}
