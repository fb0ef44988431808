package onr

import "fmt"

// The Corp's prevention of its own damage for counters (corp-prevention,
// damage-modifiers): "for each 1 damage you successfully do, you may choose
// instead to prevent that damage and put a counter on this card". Once the
// Runner has had his chance to prevent the damage, what is left is done
// successfully, and the Corp whose card does it may then prevent any part
// of it (R198); any effect the Corp owns counts, a Mastiff counter's too
// (R197), but damage that cannot be prevented cannot be prevented this way
// either. The card is an active card of that Corp with a
// ModPreventForCounters static (N counters a point prevented); with
// several, the first in play order takes the counters. The damage frame's
// Step records that the Corp was asked (corpPrevented), as it does for
// damage that cannot be prevented.

// corpPrevented is the bit of a damage frame's Step set once its Corp has
// had its chance to prevent it for counters, or cannot (damagesource.go
// has another).
const corpPrevented int32 = 2

// corpPrevents is the Corp's prevention of damage frame f for counters: it
// asks how much to prevent, or applies the answer. It reports whether it
// asked.
func (s *State) corpPrevents(f *Frame) (Status, bool) {
	if f.Step&corpPrevented != 0 {
		return Next, false
	}
	card := s.preventForCounters(f.Src)
	if f.N <= 0 || card == 0 {
		f.Step |= corpPrevented
		return Next, false
	}
	corp := s.controller(card)
	if !f.Answered {
		return s.askNumber(corp, fmt.Sprintf("Prevent how much of the %d damage, a counter each?", f.N), "R197", 0, f.N), true
	}
	_, n := f.Take()
	f.Step |= corpPrevented
	if n = min(max(n, 0), f.N); n > 0 {
		f.N -= n
		per := s.statics(ModPreventForCounters, func(c int32, a *Ability) bool { return c == card })
		s.note(card)
		s.Cards[card].Counters += n * per
		s.say(msgPrevents, s.cardArg(card), n)
		s.say(msgGetsCounters, s.cardArg(card), n*per, s.Cards[card].Counters)
	}
	return Next, false
}

// preventForCounters returns the first active card with a
// ModPreventForCounters static controlled by the Corp that controls src,
// the source of the damage, or 0.
func (s *State) preventForCounters(src int32) int32 {
	if src == 0 {
		return 0
	}
	corp := s.controller(src)
	if s.roleOf(corp) != Corp {
		return 0
	}
	var card int32
	s.statics(ModPreventForCounters, func(c int32, a *Ability) bool {
		if card == 0 && s.controller(c) == corp {
			card = c
		}
		return false
	})
	return card
}
