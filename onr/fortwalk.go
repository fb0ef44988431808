package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// The cards in the forts (not their ice) of each seat, kept as lists in the
// order a walk of its forts (fortsOf) and then of each fort's cards meets
// them, for the loops asked at most decisions: the Corp's window options
// (corpWindowOptions), whether it holds an unrezzed card (holdsUnrezzed)
// and its advance actions (corpActions). The lists are no part of the
// state: not saved, not hashed, not cloned; a card entering or leaving a
// fort's cards (place, detach) patches them where they are current
// (fortEntered, fortLeft; Check compares them with the long way,
// checkFortWalk), an arrangement (touch) makes them stale, and stale
// lists are made again, every seat's at once, when next asked. A new,
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
	s.staleFortFacts() // fortfacts.go
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

// fortEntered keeps the lists of fortCardsOf current (if they are) as card
// c, just put at place i of the cards of fort fi (place), joins them: at
// its place in its seat's walk, after the cards of the forts of that seat
// before fi and the first i of fi. A fort gone (not walked) or
// State.unmasked makes them stale, to be made again the long way.
func (s *State) fortEntered(c, fi int32, i int) {
	f := &s.Forts[fi]
	if !s.fortWalkOK || s.unmasked || f.Gone {
		s.staleFortFacts() // fortfacts.go
		s.fortWalkOK = false
		return
	}
	at := 0 // where c goes in fortWalk: after the earlier seats' cards
	for x := range f.Owner {
		at += len(s.fortWalkOf[x])
	}
	for j := range fi { // the cards of the seat's forts before fi, as walked
		if g := &s.Forts[j]; !g.Gone && g.Owner == f.Owner {
			at += len(g.Cards)
		}
	}
	at += i
	s.fortWalk = insertAt(s.fortWalk, at, c)
	s.fortWalkSized(f.Owner, 1)
	s.factsEntered(c, f.Owner) // fortfacts.go
}

// fortLeft keeps the lists of fortCardsOf current (if they are) as card c
// leaves the cards of a fort of seat (detach): it leaves its seat's list.
// A card not found there (a fort gone) or State.unmasked makes them
// stale. rezzed is whether c was rezzed there, which detach has cleared
// before: the counts of the forts are patched with the lists (factsLeft).
func (s *State) fortLeft(c int32, seat engine.Seat, rezzed bool) {
	if !s.fortWalkOK || s.unmasked {
		s.staleFortFacts() // fortfacts.go
		s.fortWalkOK = false
		return
	}
	at := 0
	for x := range seat {
		at += len(s.fortWalkOf[x])
	}
	i := slices.Index(s.fortWalkOf[seat], c)
	if i < 0 {
		s.staleFortFacts() // fortfacts.go
		s.fortWalkOK = false
		return
	}
	s.fortWalk = deleteAt(s.fortWalk, at+i)
	s.fortWalkSized(seat, -1)
	s.factsLeft(c, seat, rezzed) // fortfacts.go
}

// fortWalkSized makes the lists of fortCardsOf again as parts of fortWalk
// once seat's list grew by n cards (one in or out) and the later seats'
// moved along.
func (s *State) fortWalkSized(seat engine.Seat, n int) {
	off := 0
	for x := range s.Players {
		l := len(s.fortWalkOf[x])
		if engine.Seat(x) == seat {
			l += n
		}
		s.fortWalkOf[x] = s.fortWalk[off : off+l : off+l]
		off += l
	}
}

// checkFortWalk checks the lists of fortCardsOf, if they are current,
// against the long way (appendFortCards), seat by seat.
func (s *State) checkFortWalk() error {
	if !s.fortWalkOK {
		return nil
	}
	n := 0
	for x := range s.Players {
		want := s.appendFortCards(nil, engine.Seat(x))
		if !slices.Equal(s.fortWalkOf[x], want) {
			return fmt.Errorf("the kept cards of the forts of seat %d are %v; its forts hold %v", x, s.fortWalkOf[x], want)
		}
		n += len(want)
	}
	if len(s.fortWalk) != n {
		return fmt.Errorf("the kept cards of the forts are %d; the seats' lists hold %d", len(s.fortWalk), n)
	}
	return nil
}
