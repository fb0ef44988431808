package onr

import (
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr/carddb"
)

// What each seat's forts hold, as counts kept between decisions, so that
// the Corp's window scan (corpWindowOptions) skips its walk of the forts'
// cards where the counts say that the walk would find nothing to rez or
// score: no card of its forts that is neither an agenda nor rezzed, or
// only such cards whose own statics leave their rez alone (Def.rezPlain),
// each of a printed rez cost above the Corp's pool while rezPlainScan
// holds; and, in a window where it may score, no agenda whose advancement
// reaches its difficulty (the counts list the agendas, whose advancement
// and difficulty are read when asked). The walk's other
// finding, whether the Corp might rez on public grounds (corpMightRez), is
// then whether it has a card of its forts that is not rezzed.
//
// The counts are no part of the state: not saved, not hashed, not encoded.
// They are made for every seat at once from the kept lists of the forts'
// cards (fortCardsOf) when asked while stale, and made stale where what
// they count may change and is not patched: the lists made again
// (fortwalk.go: an arrangement, a new, loaded, cloned or information
// state, whose lists are stale), a derez (derez) of a card of a fort (not
// of a piece of ice, which they do not count), and a new count of
// definitions (defsGen: the counts read each card's definition). Where
// the lists are patched, a card entering or leaving a fort's cards
// (fortEntered, fortLeft), and where a card of a fort is rezzed (rez),
// the counts of its seat are patched with them (factsEntered,
// factsLeft, factsRezzed): a random game made them again about 14 times,
// each a walk of every seat's forts. Check compares them, when current,
// with the long way (checkFortFacts). They are never read under
// State.unmasked.

// fortFacts is what one seat's forts hold (see above).
type fortFacts struct {
	unrezzed int16 // cards of its forts that are not rezzed, agendas included
	agendas  int16 // agendas in its forts
	rezzable int16 // cards that are neither agendas nor rezzed
	awkward  int16 // of those, the cards without Def.rezPlain
	least    int32 // the least printed rez cost (never below 0) of the rezzable cards with Def.rezPlain; 1<<30 if none
	// agendaCards lists the agendas, in increasing order, while there are at
	// most len(agendaCards) (agendas counts them all): where the Corp may
	// score, scanFindsNothing reads their advancement and difficulty,
	// which no staleness follows, instead of the walk reading them.
	agendaCards [4]int32
}

// keptFortFacts holds the counts of every seat while ok, made under the
// count of definitions gen.
type keptFortFacts struct {
	of  [kernel.MaxSeats]fortFacts
	gen uint64
	ok  bool
}

// factsOf returns the counts of seat's forts, made again if stale. Not
// under State.unmasked.
func (s *State) factsOf(seat engine.Seat) *fortFacts {
	if !s.fortWalkOK {
		s.remakeFortWalk(seat) // which makes the counts stale
	}
	if k := &s.fortFacts; k.ok && k.gen == defsGen {
		return &k.of[seat]
	}
	s.remakeFortFacts()
	return &s.fortFacts.of[seat]
}

// remakeFortFacts makes the counts of every seat again from the kept lists.
func (s *State) remakeFortFacts() {
	k := &s.fortFacts
	k.of = [kernel.MaxSeats]fortFacts{}
	for x := range s.Players {
		k.of[x] = s.countFortFacts(s.fortWalkOf[x])
	}
	k.gen, k.ok = defsGen, true
}

// countFortFacts counts what the cards list, of one seat's forts, hold.
func (s *State) countFortFacts(list []int32) fortFacts {
	f := fortFacts{least: 1 << 30}
	for _, c := range list {
		k := &s.Cards[c]
		d := k.def()
		if !k.Rezzed {
			f.unrezzed++
		} else if d.typ != carddb.Agenda {
			continue // rezzed: nothing more to count
		}
		f.add(c, d)
	}
	return f
}

// add counts card c, of definition d, an agenda (whether rezzed or not) or
// a card to rez: an agenda among the agendas and, while they fit, in
// agendaCards in increasing order; another card among those to rez, with
// its rez cost unless its rez is not plain (awkward). The count of the
// unrezzed is the caller's.
func (f *fortFacts) add(c int32, d *Def) {
	if d.typ == carddb.Agenda {
		if int(f.agendas) < len(f.agendaCards) {
			i := int(f.agendas)
			for ; i > 0 && f.agendaCards[i-1] > c; i-- {
				f.agendaCards[i] = f.agendaCards[i-1]
			}
			f.agendaCards[i] = c
		}
		f.agendas++
		return
	}
	f.rezzable++
	if !d.rezPlain() {
		f.awkward++
		return
	}
	f.least = min(f.least, max(0, d.rezCost))
}

// staleFortFacts makes the counts stale, to be made again when next asked.
func (s *State) staleFortFacts() { s.fortFacts.ok = false }

// patchable returns the counts of seat's forts where they and the lists
// of the forts' cards are current, to be patched as a card moves or is
// rezzed; otherwise nil, the counts made stale (made again when next
// asked, from lists made again).
func (s *State) patchable(seat engine.Seat) *fortFacts {
	k := &s.fortFacts
	if !k.ok || k.gen != defsGen || !s.fortWalkOK {
		k.ok = false
		return nil
	}
	return &k.of[seat]
}

// recount makes the counts of seat's forts again from its list, current
// (patchable), where a patch cannot tell them: countFortFacts lists the
// first agendas it meets while there are more than agendaCards holds, and
// the least rez cost of the cards left is not known from the counts.
func (s *State) recount(seat engine.Seat) {
	s.fortFacts.of[seat] = s.countFortFacts(s.fortWalkOf[seat])
}

// factsEntered patches the counts of seat's forts as card c, unrezzed (a
// card entering a fort's cards has left its zone, detach, or is arranged,
// which makes the lists stale), enters their cards; the list of seat
// (fortWalkOf) already holds it. What countFortFacts would count for the
// card is added: an agenda to the agendas and, while they fit, to
// agendaCards in increasing order (the long way's list then holds every
// agenda, sorted); another card to those to rez, with its rez cost.
func (s *State) factsEntered(c int32, seat engine.Seat) {
	f := s.patchable(seat)
	if f == nil {
		return
	}
	k := &s.Cards[c]
	if k.Rezzed {
		s.recount(seat) // not expected (see above): the long way
		return
	}
	d := k.def()
	if d.typ == carddb.Agenda && int(f.agendas) >= len(f.agendaCards) {
		s.recount(seat) // a fifth agenda: its place in the list follows the walk's order
		return
	}
	f.unrezzed++
	f.add(c, d)
}

// factsLeft patches the counts of seat's forts as card c, rezzed as given
// (detach clears it before the lists learn of the move), leaves their
// cards; the list of seat no longer holds it. What countFortFacts counted
// for the card is taken out; where it was an agenda past those listed,
// or a card to rez at the least rez cost, the seat is counted again.
func (s *State) factsLeft(c int32, seat engine.Seat, rezzed bool) {
	f := s.patchable(seat)
	if f == nil {
		return
	}
	d := s.Cards[c].def()
	if !rezzed {
		f.unrezzed--
	}
	if d.typ == carddb.Agenda {
		if int(f.agendas) > len(f.agendaCards) {
			s.recount(seat)
			return
		}
		i := 0
		for i < int(f.agendas) && f.agendaCards[i] != c {
			i++
		}
		if i == int(f.agendas) {
			s.recount(seat) // not listed: the long way
			return
		}
		copy(f.agendaCards[i:], f.agendaCards[i+1:f.agendas])
		f.agendas--
		f.agendaCards[f.agendas] = 0
		return
	}
	if !rezzed {
		s.notToRez(f, d, seat)
	}
}

// factsRezzed patches the counts of the forts as card c of a fort is
// rezzed: it is no longer one not rezzed, nor, if not an agenda, one to
// rez.
func (s *State) factsRezzed(c int32) {
	seat := s.Forts[s.Cards[c].Fort].Owner
	f := s.patchable(seat)
	if f == nil {
		return
	}
	f.unrezzed--
	if d := s.Cards[c].def(); d.typ != carddb.Agenda {
		s.notToRez(f, d, seat)
	}
}

// notToRez takes a card of definition d out of the cards to rez of f, the
// counts of seat: the least rez cost of those left is known only where
// the card's was above it (else the seat is counted again).
func (s *State) notToRez(f *fortFacts, d *Def, seat engine.Seat) {
	f.rezzable--
	switch {
	case !d.rezPlain():
		f.awkward--
	case max(0, d.rezCost) <= f.least:
		s.recount(seat)
	}
}

// scanFindsNothing reports whether the walk of corpWindowOptions over the
// cards of seat's forts would append no option, from the counts: nothing
// to score (scoring, a window where the Corp may score: where the
// difficulties are the printed ones (difficultyPlain), no agenda listed in
// f.agendaCards whose advancement reaches its difficulty, and not more agendas
// than f.agendaCards lists; else an agenda is walked) and
// nothing to rez (no card that is neither an agenda nor rezzed, or only
// cards with Def.rezPlain each above the pool while rezPlainScan holds).
// plain is the scan's memo of rezPlainScan (0 unread, 1 holds, -1 not),
// which it updates. Never under State.unmasked.
func (s *State) scanFindsNothing(f *fortFacts, scoring bool, bits int32, plain *int8) bool {
	if scoring && f.agendas > 0 {
		// The agendas listed, where their difficulty is the printed one
		// (difficultyPlain: the long way of difficulty may count a
		// modifier as taking effect, and the walk reads it again).
		if int(f.agendas) > len(f.agendaCards) || !s.difficultyPlain() {
			return false
		}
		for _, c := range f.agendaCards[:f.agendas] {
			if s.Cards[c].Adv >= intOr(s.Cards[c].def().card.Difficulty, 0) {
				return false
			}
		}
	}
	if f.rezzable == 0 {
		return true
	}
	if f.awkward > 0 || bits >= f.least {
		return false
	}
	if *plain == 0 {
		*plain = -1
		if s.rezPlainScan() {
			*plain = 1
		}
	}
	return *plain > 0
}

// checkFortFacts checks the counts, if current, against the long way.
func (s *State) checkFortFacts() error {
	k := &s.fortFacts
	if !k.ok || k.gen != defsGen || !s.fortWalkOK {
		return nil
	}
	for x := range s.Players {
		want := s.countFortFacts(s.appendFortCards(nil, engine.Seat(x)))
		if k.of[x] != want {
			return fmt.Errorf("the kept counts of the forts of seat %d are %+v; its forts hold %+v", x, k.of[x], want)
		}
	}
	return nil
}
