package onr

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// The cards in the forts (not their ice) of each seat, kept as lists in the
// order a walk of its forts (fortsOf) and then of each fort's cards meets
// them, for the loops asked at most decisions: the Corp's window options
// (corpWindowOptions), whether it holds an unrezzed card (holdsUnrezzed)
// and its advance actions (corpActions). The lists are no part of the
// state: not saved, not hashed, not cloned; a card entering or leaving a
// fort's cards (place, detach) or an arrangement (touch) makes them stale,
// and they are made again, every seat's at once, when next asked. A new,
// loaded, reset or cloned state starts without them. They hold cards,
// whatever their rez state, so that rezzing or derezzing leaves them as
// they are.

// fortCardsOf returns the cards in the forts of seat, not their ice, in
// walk order: those the loops `for fi := range s.fortsOf(seat)` and `for
// _, c := range s.Forts[fi].Cards` meet, in that order. The slice is the
// cache's: callers read it before anything moves a card and do not keep
// it. Under State.unmasked it is walked afresh (the long way). It is
// inlined: a current list costs its slicing.
func (s *State) fortCardsOf(seat engine.Seat) []int32 {
	if s.fortWalkOK && !s.unmasked {
		return s.fortWalkOf[seat]
	}
	return s.remakeFortWalk(seat)
}

// remakeFortWalk returns fortCardsOf(seat) where the lists are stale:
// made again, every seat's one after the other in seat order in the room
// of the last ones; or, under State.unmasked, walked afresh.
func (s *State) remakeFortWalk(seat engine.Seat) []int32 {
	if s.unmasked {
		return s.appendFortCards(nil, seat)
	}
	list := s.fortWalk[:0]
	var off [kernel.MaxSeats + 1]int
	for x := range s.Players {
		off[x] = len(list)
		for i := range s.Forts { // fortsOf, written out
			if f := &s.Forts[i]; !f.Gone && f.Owner == engine.Seat(x) {
				list = append(list, f.Cards...)
			}
		}
	}
	off[len(s.Players)] = len(list)
	s.fortWalkOf = [kernel.MaxSeats][]int32{}
	for x := range s.Players {
		s.fortWalkOf[x] = list[off[x]:off[x+1]:off[x+1]]
	}
	s.fortWalk, s.fortWalkOK = list, true
	return s.fortWalkOf[seat]
}

// appendFortCards appends to list the cards in the forts of seat, not
// their ice, in walk order: the long way of fortCardsOf.
func (s *State) appendFortCards(list []int32, seat engine.Seat) []int32 {
	for fi := range s.fortsOf(seat) {
		list = append(list, s.Forts[fi].Cards...)
	}
	return list
}

// fortsMoved records that a card entered or left the cards of a fort, or
// that an arrangement may have moved one: the lists of fortCardsOf are
// stale.
func (s *State) fortsMoved() { s.fortWalkOK = false }
