package onr

import "github.com/datafort/datafort/engine"

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
// it. Under State.unmasked it is walked afresh (the long way).
func (s *State) fortCardsOf(seat engine.Seat) []int32 {
	if s.unmasked {
		return s.appendFortCards(nil, seat)
	}
	if !s.fortWalkOK {
		s.makeFortWalk()
	}
	return s.fortWalk[s.fortWalkOff[seat]:s.fortWalkOff[seat+1]]
}

// makeFortWalk makes the lists of fortCardsOf for every seat, one after
// the other in seat order, in the room of the last ones.
func (s *State) makeFortWalk() {
	list := s.fortWalk[:0]
	for seat := range s.Players {
		s.fortWalkOff[seat] = int32(len(list))
		list = s.appendFortCards(list, engine.Seat(seat))
	}
	s.fortWalkOff[len(s.Players)] = int32(len(list))
	s.fortWalk, s.fortWalkOK = list, true
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
