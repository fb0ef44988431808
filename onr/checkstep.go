package onr

import (
	"errors"
	"math/bits"
	"slices"
)

// The check after a step (CheckStep): the hot loops of simulations,
// fuzzing and the test harness check the invariants after every step, and
// a step touches only a few cards of the ninety or more that Check reads.
// The places that move a card or change its counters note it, and the
// list that holds it, in State.marks (note); CheckStep checks the noted
// cards and lists, and every time what is cheap to check whole (players,
// pending decisions, the run, the rules, the table), and makes the full
// check now and then, so that a change that no mark notes is caught too.

// fullCheckEvery is how many checks of the noted changes CheckStep makes
// between two full checks: a change that bypasses the marks is caught at
// most that many steps late. A full check costs about two steps, so one
// in 64 adds about 3 % to a step (ARCHITECTURE.md, Performance).
const fullCheckEvery = 64

// maxStepCards is the most cards a game may have for CheckStep to count
// the noted ones on the stack; a bigger game is checked in full.
const maxStepCards = 512

// stepMarks notes what changed in a state since its last CheckStep. It is
// no part of the state: not saved, not hashed, not compared.
type stepMarks struct {
	// on: the state was checked by CheckStep and every change since is
	// noted below. Off (the zero value, as in a new or loaded state, or
	// once the notes overflow): the next CheckStep checks everything.
	on bool
	// actives: a card entered or left the cache of active cards.
	actives bool
	// memory: a card entered or left a Runner's rig or hand, or changed
	// there (placesSound notes it, from lists).
	memory bool
	n      uint8 // cards noted in cards
	since  uint8 // checks of the noted changes since the last full check
	// lists: the players' lists that gained or lost a card, bit
	// 16*seat+zone; forts: the forts whose ice or cards did, bit fort.
	lists, forts uint64
	cards        [32]int32
}

// note notes that card c is about to move or that its counters change,
// and the list that holds it now: call it before changing the card's
// zone, seat or fort, so that the list it leaves is noted.
func (s *State) note(c int32) {
	if s.marks.on {
		s.marks.add(s, c)
	}
}

// add notes card c of s and the list that holds it now; once the notes
// are full it turns them off, for a full check next.
func (m *stepMarks) add(s *State, c int32) {
	if m.n == 0 || m.cards[m.n-1] != c {
		if int(m.n) == len(m.cards) {
			m.on = false
			return
		}
		m.cards[m.n] = c
		m.n++
	}
	if c > 0 && int(c) < len(s.Cards) {
		m.addList(&s.Cards[c])
	}
}

// addList notes the list that holds card k, as its zone, seat and fort
// say; a list the bits cannot name turns the notes off.
func (m *stepMarks) addList(k *Card) {
	switch k.Zone {
	case ZoneNone, ZoneRemoved:
	case ZoneIce, ZoneFort:
		if uint32(k.Fort) < 64 {
			m.forts |= 1 << k.Fort
		} else {
			m.on = false
		}
	default:
		if b := uint(k.At)*16 + uint(k.Zone); b < 64 && k.Zone < 16 {
			m.lists |= 1 << b
		} else {
			m.on = false
		}
	}
}

// CheckStep implements engine.StepChecker: it checks the invariants of
// Check after a step, reading only what the steps since the last CheckStep
// changed, as far as the places that change cards note it (State.note):
// the cards noted and the lists and forts they left or entered; and every
// time the players, the pending decisions, the run, the rules and the
// table, as Check does, but for the memory a Runner uses and has. That is
// read when a card entered or left his rig or hand (Omnitech Wet Drive's
// base MU is his hand size) or changed there, always under a variant with
// its own MemoryUsed, and always while a coverage count is on (reading it
// counts the statics that give MU, as often as Check always did); memory
// changed otherwise (by no card so far) is read by the next full check,
// and a Runner over his memory stays so until his rig or hand changes.
//
// CheckStep is the full check (Check) after setup or a load (the first
// CheckStep), every 64th time, when the notes overflow and once the game
// is over, so that a change that bypasses the marks is caught no later
// than the next full check. It reports what Check would: for the cards and
// lists, the error Check builds.
func (g *Game) CheckStep() error { return g.s.checkStep() }

func (s *State) checkStep() error {
	m := &s.marks
	full := !m.on || m.since >= fullCheckEvery || s.Over || len(s.Cards) > maxStepCards
	if !full {
		for _, c := range m.cards[:m.n] {
			if c <= 0 || int(c) >= len(s.Cards) {
				m.on = false
				break
			}
			m.addList(&s.Cards[c]) // the list that holds it now
		}
	}
	if full || !m.on {
		*m = stepMarks{}
		if err := s.check(); err != nil {
			return err
		}
		m.on = true
		return nil
	}
	sound := s.placesSound() && (!m.actives || s.activesSound())
	memory := m.memory || coverage != nil || (s.v != nil && s.v.MemoryUsed != nil)
	m.n, m.lists, m.forts, m.actives, m.memory = 0, 0, 0, false, false
	m.since++
	if !sound {
		// Check says what is wrong, in the order it checks.
		m.on = false
		if err := s.check(); err != nil {
			return err
		}
		return errStepCheck
	}
	if err := s.checkRest(false, memory); err != nil {
		m.on = false
		return err
	}
	return nil
}

// errStepCheck reports a fault of CheckStep itself: it found a card out of
// place where Check finds none.
var errStepCheck = errors.New("onr: the step check finds a card out of place or out of the cache of active cards, the full check none")

// placesSound reports whether the noted cards and lists are as check wants
// them: each noted card once in the list its zone, seat and fort name, in
// no other noted list (or in none, removed from the game), with sound
// counters (checkCard), not in a rig, set aside or held by a Corp; the
// noted forts well formed (checkFort). Its lists (State.marks) are
// complete: checkStep noted the list of each card now.
func (s *State) placesSound() bool {
	m := &s.marks
	cards := s.Cards
	var seen []uint8
	if len(cards) <= 128 {
		var buf [128]uint8
		seen = buf[:len(cards)]
	} else {
		var buf [maxStepCards]uint8
		seen = buf[:len(cards)]
	}
	// Count every card of the noted lists (only the noted cards' counts
	// are read); a card index out of range is a fault.
	count := func(list []int32) bool {
		for _, c := range list {
			if uint32(c-1) >= uint32(len(seen)-1) {
				return false
			}
			seen[c]++
		}
		return true
	}
	for l := m.lists; l != 0; l &= l - 1 {
		b := bits.TrailingZeros64(l)
		seat, zone := b/16, Zone(b%16)
		if seat >= len(s.Players) {
			return false
		}
		p := &s.Players[seat]
		list := p.zone(zone)
		if list == nil || !count(*list) {
			return false
		}
		if (zone == ZoneRig || zone == ZoneHand) && p.Role == Runner {
			m.memory = true
		}
	}
	for l := m.forts; l != 0; l &= l - 1 {
		fi := bits.TrailingZeros64(l)
		if fi >= len(s.Forts) || !s.fortOwned(int32(fi)) {
			return false
		}
		if f := &s.Forts[fi]; !count(f.Ice) || !count(f.Cards) {
			return false
		}
	}
	for l := m.forts; l != 0; l &= l - 1 {
		if s.checkFort(int32(bits.TrailingZeros64(l))) != nil {
			return false
		}
	}
	for _, c := range m.cards[:m.n] {
		k := &cards[c]
		want := uint8(1)
		switch k.Zone {
		case ZoneRemoved:
			want = 0
		case ZoneIce, ZoneFort:
			if k.At != s.Forts[k.Fort].Owner {
				return false
			}
		case ZoneRig, ZoneAside, ZoneHeld:
			if s.Players[k.At].Role == Corp { // the Corp has none of these
				return false
			}
		case ZoneHand, ZoneDeck, ZoneDiscard, ZoneScored:
		default:
			return false
		}
		if seen[c] != want || (k.Adv|k.Counters|k.Bits|k.Paid|k.Host|k.Virus.N != 0 && s.checkCard(c) != nil) {
			return false
		}
	}
	return true
}

// activesSound reports whether the cache of active cards, if current,
// holds each noted card as activeCards would: in the list of the cards
// that can be active and in the lists of the kinds its definition has, if
// it can be active; in none if not; the lists of the kinds one after the
// other. placesSound has found the noted cards where they say they are.
func (s *State) activesSound() bool {
	if !s.activesOK {
		return true
	}
	if s.activeOff[0] != 0 || s.activeOff[numActiveKinds] != int32(len(s.activeIdx)) {
		return false
	}
	for kind := range numActiveKinds {
		if s.activeOff[kind] > s.activeOff[kind+1] {
			return false
		}
	}
	m := &s.marks
	for _, c := range m.cards[:m.n] {
		k := &s.Cards[c]
		can := false // as enterActives has it
		if activeZone(k.Zone) {
			p := &s.Players[k.At] // the player whose zone holds it: a fort's owner
			can = !p.Out && (k.Zone != ZoneScored || p.Role == Corp)
		}
		if _, in := slices.BinarySearch(s.actives, c); in != can {
			return false
		}
		d := s.def(c)
		for kind := range numActiveKinds {
			lo, hi := s.activeOff[kind], s.activeOff[kind+1]
			if _, in := slices.BinarySearch(s.activeIdx[lo:hi], c); in != (can && d != nil && d.has(kind)) {
				return false
			}
		}
	}
	return true
}
