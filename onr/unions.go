package onr

import (
	"fmt"

	"github.com/datafort/datafort/kernel"
)

// The could-act masks of the active cards together (issue 29, item 2). The
// masks of masks.go let a loop skip a card with a bit test; most loops,
// though, walk the whole list of active cards with abilities of a kind only
// to learn that none of them can give anything (a rez cost no static
// changes, an occurrence no trigger answers, a window no ability may be
// used in). activeUnions holds the masks of each list of activeWith OR-ed
// together, so that such a loop returns after one bit test:
//
//   - mods, the staticMods of activeWith(withStatics) (statics);
//   - events, the onEvents of activeWith(withTriggers) (triggers);
//   - when, the actWhen of activeWith(withActivated) (abilityOptions);
//   - whenBy, the same by the role of each card's controller (Card.At) as
//     it joined (or as the unions were made), so that a seat's abilities
//     are not looked for among cards only the other side controls: a
//     card's controller changes only as it moves (detach, then place and
//     enterActives), or from Runner to Runner (TakeProgram), never from one
//     role to the other while it stays listed;
//   - virus, whether a card of the list of active cards may hold virus
//     counters (corpWindowOptions: a purge is possible when a piece of
//     ice holds some; putVirus sets it, and a card joining the list with
//     counters; it is cleared only when the unions are made again).
//
// The unions are of every card listed, active or not, whoever controls
// it: a bit set where no card could use it costs only the loop, as before;
// a bit missing would lose an option, so the unions are made again from
// the lists when they are made again (indexActives clears ok) or when a
// card with such masks leaves them (leaveActives), and a card joining them
// adds its masks (enterActives); they are read only through unions, which
// calls activeCards first. State.unmasked turns them off with the other masks.
// TestUnionsHoldTheMasksOfTheActiveCards checks them against the lists
// over random games.
type activeUnions struct {
	ok     bool
	mods   modMask
	events uint64
	when   Timing
	whenBy [Runner + 1]Timing
	virus  bool
}

// unions returns the unions of the masks of the lists of activeWith, made
// again from the lists when one changed since they were last made. The
// loops it serves (statics, triggers, abilityOptions), called hundreds of
// times a game, read it the same way inline:
//
//	u := &s.union
//	if !u.ok || !s.activesOK {
//		u = s.makeUnions()
//	}
func (s *State) unions() *activeUnions {
	if s.activesOK && s.union.ok {
		return &s.union
	}
	return s.makeUnions()
}

// makeUnions makes the unions from the lists of activeWith (made first if
// they must be).
func (s *State) makeUnions() *activeUnions {
	s.activeCards()
	u := &s.union
	if u.ok {
		return u
	}
	*u = activeUnions{ok: true}
	for _, c := range s.actives {
		if s.Cards[c].Virus.N > 0 {
			u.virus = true // one is enough
			break
		}
	}
	// One loop a list, for the lists with a union (not withPayment).
	for _, c := range s.activeIdx[s.activeOff[withStatics]:s.activeOff[withStatics+1]] {
		u.mods.or(&s.def(c).staticMods)
	}
	for _, c := range s.activeIdx[s.activeOff[withTriggers]:s.activeOff[withTriggers+1]] {
		u.events |= s.def(c).onEvents
	}
	for _, c := range s.activeIdx[s.activeOff[withActivated]:s.activeOff[withActivated+1]] {
		w := s.def(c).actWhen
		u.when |= w
		u.whenBy[s.roleOf(s.Cards[c].At)] |= w
	}
	s.makeSilent() // lasting.go
	return u
}

// unionsStale records that the lists of activeWith were made again: the
// unions are made again when next read.
func (s *State) unionsStale() { s.union.ok = false }

// unionsAdd keeps the unions current as card c, of definition d, joins
// the lists of activeWith.
func (s *State) unionsAdd(c int32, d *Def) {
	s.silent &^= d.onEvents // lasting.go
	u := &s.union
	if !u.ok {
		return
	}
	u.virus = u.virus || s.Cards[c].Virus.N > 0
	if d.has(withStatics) {
		u.mods.or(&d.staticMods)
	}
	if d.has(withTriggers) {
		u.events |= d.onEvents
	}
	if d.has(withActivated) {
		u.when |= d.actWhen
		u.whenBy[s.roleOf(s.Cards[c].At)] |= d.actWhen
	}
}

// unionsRemove keeps the unions current as a card of definition d leaves
// the lists of activeWith: a union it may have added to is made again
// when next read (the others may still need its bits).
func (s *State) unionsRemove(d *Def) {
	if d.has(withStatics) || d.has(withTriggers) || d.has(withActivated) {
		s.union.ok = false
	}
}

// checkUnions checks the unions, if they are current, against the lists of
// activeWith (which checkActives checks against the cards): a union with a
// bit less than its list's masks would lose options.
func (s *State) checkUnions() error {
	if !s.union.ok {
		return nil
	}
	have, silent := s.union, s.silent
	s.union.ok = false
	want := *s.makeUnions()
	s.union, s.silent = have, silent
	if !have.covers(want) {
		return fmt.Errorf("the unions of the could-act masks are %+v, the active cards give %+v", have, want)
	}
	return nil
}

// covers reports whether unions u are what unions want made afresh are,
// but for virus, which u may hold when want does not (it is cleared only
// when the unions are made again).
func (u activeUnions) covers(want activeUnions) bool {
	if u.virus && !want.virus {
		u.virus = false
	}
	return u == want
}

// mayStatic reports whether an active card may have a static ability with
// modifier mod: false only when the unions are current and lack it, when
// statics would add up nothing. The callers that ask statics hundreds of
// times a game (fortClosed, the cost of installing ice, rez costs, …) test
// it first, inline, instead of making the call and its closure.
func (s *State) mayStatic(mod kernel.ModKind) bool {
	u := &s.union
	return !u.ok || !s.activesOK || s.unmasked || u.mods.has(mod)
}
