package onr

import (
	"github.com/datafort/datafort/engine"
)

// Restricted bits (ONR-2.1.2) are bits that are not in a player's pool and
// may pay for one kind of payment only: "Put 3 bits from the bank on Cloak
// when it is installed. Use these bits only to pay for using icebreakers
// during runs, but not for using noisy icebreakers. If you use any of these
// bits, replace them from the bank at the start of your next turn" (errata
// R309 and the like: recurring bits, ONR-2.1.3).
//
// Two sources hold them, and one payment path spends both:
//
//   - recurring bits on a card (Card.Bits): its KindStatic ModRecurring
//     abilities say how many are put on it as it is installed (the sum of
//     their N) and what they may pay for: each names a Use (the kind of
//     payment) and a Filter on the card paid for (the icebreaker used, the
//     program installed, the card trashed, the prep played, the base-link
//     card whose link is raised). Filter.Without excludes keywords ("not
//     for noisy icebreakers"), Filter.Hosted keeps the cards hosted on the
//     card itself ("only for this icebreaker", Eurocorpse™ Spin Chip). A
//     card whose bits may pay for two kinds of payment has two such
//     abilities, the second with N 0. Spent bits are replaced at the start
//     of the controller's turn (turn.go; Card.Spent), and so are bits a
//     penalty took (R310, Noise);
//   - scoped bits (ModScopedBits lasting effects, GainScopedBits), for a
//     Use with the card that gave them.
//
// Every payment that restricted bits may serve asks restrictedBits what
// the payer could add to the pool for it (its affordability, and payFirst's
// restricted), and pays through the registry (payForUse, whose handler is
// payRestricted): the restricted bits first, then the pool. The rules
// leave the choice of which bits pay to the player; they are spent
// without asking, scoped bits first (they go back
// to the bank when their scope ends), then the bits of the cards whose
// restriction is narrowest (naming the cards they pay for, then one use
// only, then several), so that the bits usable for more stay for later;
// spending them before the pool costs nothing, as they are replaced. The payments: using icebreakers
// (ForIcebreakers, run.go), raising link but not setting a base link
// (ForLink, R413; trace.go), a trace's bid (ForOwnTraces), paying to trash
// an accessed card (ForTrashing, access.go), installing a card (ForInstalls)
// playing an operation or prep (ForPlays; action.go, payment.go) and
// removing a tag by the basic action (ForTagRemoval, not a card's ability
// that removes tags, R332; action.go, payment.go).

// restrictedBits returns the bits seat could spend, beyond its pool, on a
// payment for use concerning card paid.
func (s *State) restrictedBits(seat engine.Seat, use Use, paid int32) int32 {
	if !s.mayLast(ModScopedBits) && !s.mayLast(ModInstallActionBits) && !s.mayStatic(ModRecurring) {
		return 0 // none of the three kinds of such bits (lastingkinds.go, unions.go)
	}
	n := s.scopedBits(seat, use, paid)
	if !s.mayStatic(ModRecurring) {
		return n // no active card has recurring bits (unions.go)
	}
	for _, c := range s.activeWith(withStatics) {
		if s.Cards[c].Bits > 0 && s.controller(c) == seat && s.active(c) {
			if rank, _ := s.bitsPay(c, use, paid); rank > 0 {
				n += s.Cards[c].Bits
			}
		}
	}
	return n
}

// payRestricted pays n bits of seat's for use concerning card paid: its
// restricted bits first (see above), then its pool. It is the handler of
// the cost kinds CostBitsFor+use (values.go): payments reach it through
// the registry, by payForUse.
func (s *State) payRestricted(seat engine.Seat, use Use, paid, n int32) {
	n = s.spendInstallActionBits(seat, use, paid, n) // installactions.go
	for i := range s.Lasting {
		if l := &s.Lasting[i]; n > 0 && l.Mod == ModScopedBits && l.Seat == seat && Use(l.Arg).serves(use) && (l.Obj == paid || l.Obj == 0) && paid != 0 {
			u := min(n, l.N)
			l.N -= u
			n -= u
		}
	}
	for narrowest := int32(1); narrowest <= 3 && n > 0 && s.mayStatic(ModRecurring); narrowest++ {
		for _, c := range s.activeWith(withStatics) {
			k := &s.Cards[c]
			if n == 0 || k.Bits == 0 || s.controller(c) != seat || !s.active(c) {
				continue
			}
			rank, i := s.bitsPay(c, use, paid)
			if rank != narrowest {
				continue
			}
			u := min(n, k.Bits)
			s.note(c)
			k.Bits -= u
			k.Spent += u // replaced at the start of the next turn (ONR-2.1.3)
			s.spentNone = false
			n -= u
			s.took(c, i)
		}
	}
	s.P(seat).Bits -= n
	s.spendPoolBits(seat, n) // scoped pool bits first (poolbits.go)
}

// bitsPay reports whether the bits on card c may pay for use concerning
// card paid: rank 0 if not, else how narrow the restriction is (1: it
// names the cards, 2: the card's one use, 3: one of several uses), so that the
// narrowest pay first; i is the ModRecurring ability that allows it.
func (s *State) bitsPay(c int32, use Use, paid int32) (rank int32, i int) {
	if s.bitsBanned(c) { // nobitsfrom.go
		return 0, 0
	}
	uses, at := int32(0), -1
	for j := range s.def(c).Abilities {
		a := &s.def(c).Abilities[j]
		if a.Kind != KindStatic || a.Mod != ModRecurring {
			continue
		}
		uses++
		if at < 0 && a.Use == use && a.holds(s, c) && s.paysFor(c, &a.Filter, paid) {
			at = j
		}
	}
	switch {
	case at < 0:
		return 0, 0
	case s.def(c).Abilities[at].Filter.restricts():
		return 1, at
	case uses == 1:
		return 2, at
	}
	return 3, at
}

// paysFor reports whether bits on card c under filter fl may pay for card
// paid; a payment concerning no card (removing a tag, ForTagRemoval) is
// served only by bits whose filter names no cards.
func (s *State) paysFor(c int32, fl *Filter, paid int32) bool {
	if paid == 0 {
		return !fl.restricts() && len(fl.Without) == 0
	}
	return fl.matches(s, paid) && (!fl.Hosted || s.Cards[paid].Host == c)
}

// restricts reports whether the filter names the cards it lets through
// (types, keywords, hosted cards), not only those it keeps out.
func (fl *Filter) restricts() bool {
	return len(fl.Types) > 0 || len(fl.Keywords) > 0 || fl.Hosted
}

// recurringBits returns the bits put on card c as it is installed: the
// sum of its ModRecurring statics (ONR-2.1.2).
func (s *State) recurringBits(c int32) int32 {
	var n int32
	for i := range s.def(c).Abilities {
		if a := &s.def(c).Abilities[i]; a.Kind == KindStatic && a.Mod == ModRecurring {
			n += a.N
		}
	}
	return n
}

// Recurring returns "put n bits from the bank on this card when it is
// installed; use them only to pay for use, on the cards fl lets through;
// if you use any of them, replace them from the bank at the start of your
// next turn" (ONR-2.1.2, ONR-2.1.3). An If on the ability narrows when
// the bits may pay ("only to pay for traces made during runs on this
// fort": RunOnThisFort): bitsPay reads it.
func Recurring(n int32, use Use, fl Filter) Ability {
	return Ability{Kind: KindStatic, Mod: ModRecurring, N: n, Use: use, Filter: fl}
}

// breakerBits returns the restricted bits Runner seat could spend on using
// icebreaker b (ForIcebreakers).
func (s *State) breakerBits(seat engine.Seat, b int32) int32 {
	return s.restrictedBits(seat, ForIcebreakers, b)
}

// payBreaker pays n bits of Runner seat for using icebreaker b: counted
// against the run's spending cap (Wilson, dedicated.go), restricted bits
// for icebreakers first (Cloak-style cards, ONR-16.2.1).
func (s *State) payBreaker(seat engine.Seat, b, n int32) {
	s.capSpend(n)
	s.payForUse(seat, ForIcebreakers, b, n)
}
