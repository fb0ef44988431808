package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr/carddb"
)

// A new fort built from HQ with bits given for it (install-by-effect,
// scoped-bits): "gain 10 bits and choose up to four cards stored in HQ.
// Create a new data fort using the cards chosen. Install the cards one at
// a time; you may rez them when you install them. Then, return to the bank
// any of the 10 bits not spent" (Data Fort Reclamation).
//
// The bits are scoped pool bits (poolbits.go): spent first by every
// payment, and what is left of them goes back to the bank at the end; the
// Corp may pay with its other bits too (R113). No action is gained or
// taken (R114). The Corp chooses, one at a time, a card of HQ that may go
// in or on the new fort (an agenda or node only while the fort holds none,
// so that no card chosen trashes another, ONR-8.3) and whose install cost
// it can pay (a piece of ice pays a bit for each already there, ONR-8.2),
// or stops; the first creates the fort. After each install it may rez the
// card if it can pay for it (not an agenda). The frame's list holds the
// fort + 1, the number of cards installed and the last one installed;
// Frame.Step is 1 while a card is chosen, 2 while its rez is asked.

// BuildFortFromHQ: "gain N bits and install up to K cards of HQ, one at a
// time, in a new fort, rezzing any as it is installed; return the bits not
// spent".
func BuildFortFromHQ(bits, cards int32) Op { return buildFort{bits, cards} }

type buildFort struct{ bits, cards int32 }

func (o buildFort) Run(s *State, f *Frame) Status {
	corp := s.corpOf(f)
	if f.Step == 0 {
		s.gainPoolBits(corp, f.Src, o.bits, EvTurnEnd)
		s.SetList(f, []int32{0, 0, 0})
		f.Step = 1
	}
	l := s.List(f)
	fort, built, last := l[0]-1, l[1], l[2]
	if f.Answered {
		opt, _ := f.Take()
		switch {
		case f.Step == 2:
			f.Step = 1
			if n := len(s.Frames()); opt.Verb == VerbRez && s.installed(last) && !s.Cards[last].Rezzed {
				s.rez(last, false)
				if len(s.Frames()) > n {
					return Again // the rez's triggers first
				}
			}
		case opt.Verb == VerbInstall:
			c := s.byHandle(int32(opt.Card))
			if fort >= 0 && s.isIce(c) {
				s.payForUse(corp, ForInstalls, c, s.iceInstallCost(corp, fort)) // ONR-8.2.2
			}
			at := int32(NewFort)
			if fort >= 0 {
				at = fort
			}
			fort = s.installCorp(corp, c, at)
			built++
			s.SetList(f, []int32{fort + 1, built, c})
			if !s.isType(c, carddb.Agenda) && s.rezCost(c) <= s.rezMoney(corp, c) && s.canPayRezAlso(corp, c) {
				f.Step = 2
				return s.ask(f.Seat, fmt.Sprintf("You may rez %s as you install it", s.def(c).Title), "ONR-9.1",
					[]engine.Option{{Verb: VerbNone}, {Verb: VerbRez, Card: s.h(c)}})
			}
		default: // done
			built = o.cards
		}
	}
	if built < o.cards {
		target := NewFort
		if fort >= 0 {
			target = int(fort)
		}
		var opts []engine.Option
		for _, c := range s.P(corp).Hand {
			if s.fitsNewFort(corp, c, fort) {
				opts = append(opts, engine.Option{Verb: VerbInstall, Card: s.h(c), Target: target})
			}
		}
		if len(opts) > 0 {
			opts = append([]engine.Option{{Verb: VerbDone}}, opts...)
			return s.ask(f.Seat, fmt.Sprintf("%s: choose a card of HQ to install in the new fort (up to %d more), or done", s.def(f.Src).Title, o.cards-built), "ONR-8", opts)
		}
	}
	s.SetList(f, nil)
	f.Step = 0
	s.returnPoolBitsOf(corp, f.Src)
	return Next
}

// fitsNewFort reports whether Corp seat may install card c of HQ in the
// fort being built (fort, or -1 before its first card) and pay for it.
func (s *State) fitsNewFort(seat engine.Seat, c, fort int32) bool {
	switch t := s.def(c).typ; t {
	case carddb.Ice, carddb.Upgrade:
	case carddb.Agenda, carddb.Node:
		if fort >= 0 && slices.ContainsFunc(s.Forts[fort].Cards, func(o int32) bool {
			ot := s.def(o).typ
			return ot == carddb.Agenda || ot == carddb.Node
		}) {
			return false
		}
	default:
		return false
	}
	if fort < 0 {
		return s.installable(seat, c, NewFort, true)
	}
	if s.isIce(c) && s.iceInstallCost(seat, fort) > s.installMoney(seat, c) {
		return false
	}
	return s.installable(seat, c, fort, true)
}

// returnPoolBitsOf returns to the bank what is left of the scoped pool bits
// seat gained from card src, up to what its pool holds, and ends them.
func (s *State) returnPoolBitsOf(seat engine.Seat, src int32) {
	s.Lasting = slices.DeleteFunc(s.Lasting, func(l kernel.Lasting) bool {
		if l.Mod != ModPoolBits || l.Src != src || l.Seat != seat {
			return false
		}
		if n := min(l.N, s.P(seat).Bits); n > 0 {
			s.lose(seat, n)
			s.sayOfSource(src, msgReturnsScopedBits, msgReturnsScopedBitsHidden, int32(seat), n, s.cardArg(src))
		}
		return true
	})
}
