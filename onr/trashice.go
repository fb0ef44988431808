package onr

import "slices"

// Trashing a piece of ice of the Runner's choice (trash-corp-card): preps
// played after a successful run on HQ ("Play only if you made a successful
// run on HQ this turn") that trash a piece of unrezzed ice, or a piece of
// rezzed ice once the Runner pays its rez cost. Ice of every Corp he
// opposes may be chosen. A piece of unrezzed ice is named by its position
// to all but its Corp, who knows it: it goes to the Archives face down
// unless the Runner has seen it (trash, ONR-2.2.3).

// SuccessfulRunOnHQThisTurn: the card's controller made a successful run on
// HQ during this turn, his or her own (History.SuccessfulHQ, which each of
// his or her turns starts afresh).
var SuccessfulRunOnHQThisTurn Cond = CondFunc(successfulRunOnHQThisTurn)

func successfulRunOnHQThisTurn(s *State, self int32) bool {
	seat := s.controller(self)
	return s.Active == seat && s.P(seat).Hist.SuccessfulHQ
}

// TrashUnrezzedIce: "trash a piece of unrezzed ice".
func TrashUnrezzedIce() Op { return trashIce{} }

// PayRezToTrashIce: "pay the rez cost of a piece of rezzed ice to trash
// it": its printed rez cost, as for a piece of ice trashed by paying it
// after its subroutines were broken (TrashJustBrokenPayingRez); only ice the
// Runner can pay for is offered.
func PayRezToTrashIce() Op { return trashIce{rezzed: true} }

type trashIce struct{ rezzed bool }

func (o trashIce) Run(s *State, f *Frame) Status {
	var ice []int32
	for corp := range s.opposing(f.Seat, Corp) {
		ice = append(ice, s.installedIce(corp)...)
	}
	ok := func(c int32) bool {
		return s.Cards[c].Rezzed == o.rezzed && (!o.rezzed || s.spendable(f.Seat) >= intOr(s.def(c).card.RezCost, 0))
	}
	c, st := s.chooseCard(f, ice, ok, VerbTrash, "Choose a piece of ice to trash", "ONR-9.8")
	if c == 0 {
		return st
	}
	if o.rezzed {
		cost := intOr(s.def(c).card.RezCost, 0)
		s.payBits(f.Seat, f.Src, cost)
		s.say(msgPaysToTrashIce, s.cardArg(f.Src), cost, s.cardArg(c))
	} else {
		fi := s.Cards[c].Fort
		s.sayTo(seatBit(s.Cards[c].At), msgTrashesIceAt, s.cardArg(f.Src), int32(slices.Index(s.Forts[fi].Ice, c)+1), s.fortArg(fi), s.cardArg(c))
	}
	s.trash(c)
	return Next
}
