package onr

import (
	"fmt"

	"github.com/datafort/datafort/engine"
)

// Choosing one of the Corp's own installed cards for an effect: "[action]:
// choose one of your installed cards to be uninstalled. Store it in HQ"
// (uninstall-to-hq, R108: the card whose text it is may be chosen); "[action],
// trash a piece of rezzed ice: gain 4 bits" (trash-corp-card, errata R233:
// the trash is a cost, so the action is offered only with rezzed ice to
// trash, HasRezzedIce).

// StoreInstalledInHQ: the controller chooses one of its installed cards,
// this one included, and stores it in HQ (StoreInHQ).
func StoreInstalledInHQ() Op { return storeChosen{} }

type storeChosen struct{}

func (storeChosen) Run(s *State, f *Frame) Status {
	c, st := s.chooseCard(f, s.corpInstalled(f.Seat), func(int32) bool { return true }, VerbChoose,
		fmt.Sprintf("%s: choose one of your installed cards to store in HQ", s.cardName(f.Src)), "R108")
	if c == 0 {
		return st
	}
	s.storeInHQ(c)
	return Next
}

// TrashRezzedIce: "trash a piece of rezzed ice: …": the controller chooses
// one of its rezzed pieces of ice and trashes it; the ops resolve only if
// it did.
func TrashRezzedIce(ops ...Op) Op { return governed{trashRezzedIce{}, ops} }

type trashRezzedIce struct{ n int32 }

func (o trashRezzedIce) withSkip(n int32) Op { o.n = n; return o }

func (o trashRezzedIce) Run(s *State, f *Frame) Status {
	if f.Answered {
		a, _ := f.Take()
		c := s.byHandle(int32(a.Card))
		s.say(msgCardTrashes, s.cardArg(f.Src), s.cardArg(c))
		s.trashInstalled(c, f.Src)
		return Next
	}
	var opts []engine.Option
	for _, c := range s.installedIce(f.Seat) {
		if s.Cards[c].Rezzed {
			opts = append(opts, engine.Option{Verb: VerbTrash, Card: s.h(c)})
		}
	}
	if len(opts) == 0 {
		return skip(f, o.n)
	}
	return s.ask(f.Seat, fmt.Sprintf("%s: choose a piece of rezzed ice to trash", s.cardName(f.Src)), "R233", opts)
}

// HasRezzedIce: the card's controller has a rezzed piece of ice installed.
var HasRezzedIce Cond = CondFunc(hasRezzedIce)

func hasRezzedIce(s *State, self int32) bool {
	if self == 0 {
		return false
	}
	for _, c := range s.installedIce(s.controller(self)) {
		if s.Cards[c].Rezzed {
			return true
		}
	}
	return false
}

// corpInstalled returns Corp seat's installed cards, fort by fort: the ice
// outermost first, then the cards in the fort.
func (s *State) corpInstalled(seat engine.Seat) []int32 {
	var out []int32
	for fi := range s.fortsOf(seat) {
		out = append(out, s.Forts[fi].Ice...)
		out = append(out, s.Forts[fi].Cards...)
	}
	return out
}
