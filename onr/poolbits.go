package onr

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Scoped pool bits (scoped-bits): "gain 9 bits, which you may use only
// during that run. … Then, return to the bank any of the 9 bits not
// spent" (Lucidrine™ Booster Drug; Executive Boot Camp, Raymond Ellison:
// "at the end of the run, return to the bank any of the bits you did not
// spend"). Unlike the scoped bits of restricted.go, which pay for one use
// only, these bits pay for anything during their scope: they go into the
// pool, and a lasting effect (ModPoolBits, N the part of them not yet
// spent) bound to the seat that gained them remembers them until the
// occurrence that ends the scope (Until). Every payment out of the pool
// (the registry's CostBits handler and payRestricted's pool part) spends
// them first (spendPoolBits; the rules leave the choice of which bits pay
// to the player, and spending the bits that go back first is never worse);
// when the scope ends, what is left of them, up to what the pool holds
// (bits lost to an effect are gone), goes back to the bank
// (returnPoolBits, as the occurrence is applied, before anything answers
// it).

// GainBitsUntil: "gain N bits, which you may use only until UNTIL; then
// return to the bank any of them not spent" (scoped-bits): Executive Boot
// Camp's two bits until the run ends (EvRunEnds).
func GainBitsUntil(n int32, until kernel.EventType) Op { return gainPoolBits{n, until} }

// BitsThisRun: the rider "and gain N bits, which you may use only during
// that run" of a card that makes a run (Lucidrine™ Booster Drug): the bits
// are gained as the run starts and what is left of them goes back to the
// bank as it ends.
func BitsThisRun(n int32) Rider { return Rider{mod: ModPoolBits, n: n} }

type gainPoolBits struct {
	n     int32
	until kernel.EventType
}

func (o gainPoolBits) Run(s *State, f *Frame) Status {
	s.gainPoolBits(f.Seat, f.Src, o.n, o.until)
	return Next
}

// gainPoolBits gives seat n bits for use until the next occurrence of
// until, for card src.
func (s *State) gainPoolBits(seat engine.Seat, src, n int32, until kernel.EventType) {
	if n <= 0 {
		return
	}
	s.gain(seat, n)
	s.AddLasting(kernel.Lasting{Src: src, Seat: seat, Mod: ModPoolBits, N: n, Until: until})
	s.say(msgGainsScopedBits, int32(seat), n, s.cardArg(src))
}

// spendPoolBits counts n bits paid out of seat's pool against its scoped
// pool bits, the oldest first.
func (s *State) spendPoolBits(seat engine.Seat, n int32) {
	for i := range s.Lasting {
		if l := &s.Lasting[i]; n > 0 && l.Mod == ModPoolBits && l.Seat == seat && l.N > 0 {
			u := min(n, l.N)
			l.N -= u
			n -= u
		}
	}
}

// Emit applies occurrence o as kernel.Core.Emit does, once the unspent
// scoped pool bits whose scope o ends are back in the bank: every
// occurrence the rules procedures apply passes here.
//
// Most occurrences end no scoped bits: one walk of the lasting effects
// learns whether o ends some (returnsBits) before the two that return
// them, each in its own order.
func (s *State) Emit(o kernel.Occurrence) []kernel.Lasting {
	if s.lastKinds.still>>o.Type&1 != 0 && !s.unmasked {
		return nil // no lasting effect or use limit to start, fire or end, no scoped bits to return, no run's end (lastingkinds.go)
	}
	// The kinds known absent are read here first, inline: most occurrences
	// need none of the three calls (lastingkinds.go).
	if (s.unmasked || s.mayLast(ModPoolBits) || s.mayLast(ModScopedBits)) && s.returnsBits(o) {
		s.returnPoolBits(o)
		s.returnScopedBits(o) // installrezbits.go
	}
	if o.Type == EvRunEnds && s.mayLast(ModSpendAnnounced) {
		s.loseUnspentAnnounced(o) // announcedspending.go
	}
	if !s.emitTouches(o.Type) {
		return nil // no lasting effect or use limit to start, fire or end (lastingkinds.go)
	}
	return s.Core.Emit(o)
}

// returnsBits reports whether occurrence o ends the scope of some scoped
// bits, pool bits (returnPoolBits) or bits held by a lasting effect
// (returnScopedBits): a lasting effect of either with Until o's type.
func (s *State) returnsBits(o kernel.Occurrence) bool {
	if s.unmasked {
		return true // the long way, for TestMasksGiveTheOptionsOfTheLongWay
	}
	if !s.mayLast(ModPoolBits) && !s.mayLast(ModScopedBits) {
		return false // lastingkinds.go
	}
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Until == o.Type && (l.Mod == ModPoolBits || l.Mod == ModScopedBits) {
			return true
		}
	}
	return false
}

// returnPoolBits returns to the bank the unspent scoped pool bits whose
// scope occurrence o ends (called as o is applied, before kernel.Core.Emit
// ends the lasting effect).
func (s *State) returnPoolBits(o kernel.Occurrence) {
	for i := range s.Lasting {
		l := &s.Lasting[i]
		if l.Mod != ModPoolBits || l.Until != o.Type || l.Count > 1 || l.Starts != 0 || (l.Mine && l.Seat != o.Seat) || l.N <= 0 {
			continue
		}
		n := min(l.N, s.P(l.Seat).Bits)
		l.N = 0
		if n > 0 {
			s.lose(l.Seat, n)
			s.sayOfSource(l.Src, msgReturnsScopedBits, msgReturnsScopedBitsHidden, int32(l.Seat), n, s.cardArg(l.Src))
		}
	}
}
