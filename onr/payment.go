package onr

import (
	"fmt"

	"github.com/datafort/datafort/engine"
)

// Payment abilities (ONR-18.3.7): "X bits, [trash]: Gain Y bits. You may
// use this ability whenever you pay any cost or penalty" (Chiba Bank
// Account, Liberated Savings Account). Such an ability is an ordinary
// AnyWindow ability, usable at the normal times special effects are used,
// and in addition whenever its controller pays (R308, R389). The engine
// handles the second part once for every payment:
//
//   - Affordability. Whatever the controller may choose to pay for (an
//     install, a play, an icebreaker, the trash cost of an accessed card,
//     removing a tag, a trace's link, an ability's cost) is judged against
//     payable: the pool plus what the payment abilities could add on the
//     way (R306, R387: they pay for installs).
//   - Paying. When the player commits to a payment larger than the pool,
//     the choice is held back and a FramePay asks the player to use payment
//     abilities, one at a time, until the pool covers it; then the choice
//     is applied again and the payment completes. Each use is its own
//     effect, resolved completely before the next decision (R305, R386),
//     and everything follows R307/R388: the card or effect is announced
//     (the choice), the price is paid (the accounts are trashed as they
//     are used, then the bits leave the pool), an operation or prep then
//     goes to the discard pile and its effect resolves.
//
// A player who can pay from the pool is never asked: the abilities then
// stay usable at the normal times. Penalties the engine knows (noise,
// forgone actions) are not paid in bits from the pool, so only costs call
// for payment abilities.

// PaymentAbility returns "cost bits, [trash]: Gain gain bits. You may use
// this ability whenever you pay any cost or penalty" (ONR-18.3.7). The
// ability is usable in any priority window (R308) and also while its
// controller pays.
func PaymentAbility(cost, gain int32) Ability {
	return Ability{
		Kind: KindActivated, Label: fmt.Sprintf("Gain %d bits", gain), When: AnyWindow | Paying,
		Cost: Cost{Bits: cost, Trash: true}, Effect: Do(GainBits(gain)), N: gain,
	}
}

// payable returns the most bits seat could hold in its pool for a payment
// now: the pool plus the net gain of the payment abilities seat could use
// on the way (ONR-18.3.7). except is the card whose own ability is being
// paid for; it cannot also pay for itself.
func (s *State) payable(seat engine.Seat, except int32) int32 {
	return s.mayStillSpend(seat, s.reach(seat, s.P(seat).Bits, except, 0)) // a run's announced spending (announcedspending.go)
}

// reach returns the pool side can reach from pool by payment abilities,
// leaving out the cards except and also. Each round uses the affordable
// ability with the largest net gain. A payment ability always gains more
// than it costs, so using one never makes another unaffordable: for cards
// with one payment ability each (every implemented one) the order does not
// matter and the result is exact; for a card with several (Swiss Bank
// Account) it is a lower bound.
func (s *State) reach(seat engine.Seat, pool int32, except, also int32) int32 {
	var cards []int32
	for _, c := range s.activeWith(withPayment) {
		if c != except && c != also && s.controller(c) == seat && s.active(c) {
			cards = append(cards, c)
		}
	}
	if len(cards) == 0 {
		return pool
	}
	used := make([]bool, len(cards))
	for {
		best, net := -1, int32(0)
		for i, c := range cards {
			if used[i] {
				continue
			}
			abs := s.def(c).Abilities
			for j := range abs {
				if a := &abs[j]; a.When&Paying != 0 && a.Cost.Bits <= pool && a.N-a.Cost.Bits > net {
					best, net = i, a.N-a.Cost.Bits
				}
			}
		}
		if best < 0 {
			return pool
		}
		used[best] = true
		pool += net
	}
}

// payFirst is the hook of every payment the player commits to by a choice
// stored in frame f: side is about to pay n bits, of which restricted may
// come from bits usable only for this payment (ONR-2.1.2); except is the
// card whose ability is paid for. If the pool is short and payment
// abilities can cover the rest, payFirst re-arms f (so that its choice is
// applied again once the pool is raised), pushes a FramePay and returns
// true; the caller returns Next. Otherwise it returns false and the caller
// pays at once.
func (s *State) payFirst(f *Frame, seat engine.Seat, n, restricted, except int32) bool {
	pool := s.P(seat).Bits
	if pool+restricted >= n || s.payable(seat, except)+restricted < n {
		return false
	}
	f.Answered = true // before the push, which may move the stack
	s.say(msgPaysWithAbilities, int32(seat), n, pool+restricted)
	s.push(Frame{Kind: FramePay, Seat: seat, N: n - restricted, T: except})
	return true
}

// stepPay asks side to use payment abilities until the pool holds Frame.N
// bits (ONR-18.3.7). Frame.T is a card that may not pay (the one whose
// ability is being paid for). Each use pays its own cost, trashing the
// card, and pushes its gain, which resolves before the next question
// (R305, R386). Only uses that still leave the payment coverable are
// offered, so the player cannot get stuck.
func (s *State) stepPay(f *Frame) Status {
	seat, pool := f.Seat, s.P(f.Seat).Bits
	if pool >= f.N {
		s.pop()
		return Next
	}
	if f.Answered {
		o, _ := f.Take()
		s.useAbility(seat, s.byHandle(int32(o.Card)), o.Arg, false)
		return Next
	}
	var opts []engine.Option
	s.eachActive(func(c int32) {
		if c == f.T || s.controller(c) != seat {
			return
		}
		for i, a := range s.def(c).Abilities {
			if a.When&Paying == 0 || a.N <= a.Cost.Bits || !s.canPay(seat, c, a.Cost) || a.Cost.Bits > pool {
				continue
			}
			if s.reach(seat, pool-a.Cost.Bits+a.N, f.T, c) >= f.N {
				opts = append(opts, engine.Option{Verb: VerbUse, Card: s.h(c), Arg: i})
			}
		}
	})
	if len(opts) == 0 {
		// Not reached: payFirst pushes the frame only when the payment
		// can be covered.
		s.pop()
		return Next
	}
	return s.ask(seat, fmt.Sprintf("Pay %d bits with %d in your pool: use a payment ability", f.N, pool), "ONR-18.3.7", opts)
}

// optionBits returns the bits seat pays from the pool for choosing
// option o as an action or in a window, and the card whose ability is paid
// for (0 if none).
func (s *State) optionBits(seat engine.Seat, o engine.Option) (n, except int32) {
	c := s.byHandle(int32(o.Card))
	switch o.Verb {
	case VerbInstall:
		if s.roleOf(seat) == Runner {
			return intOr(s.def(c).card.InstallCost, 0) + s.installAlso(c).Bits, 0
		}
	case VerbPlay:
		return intOr(s.def(c).card.PlayCost, 0), 0
	case VerbRemoveTag:
		return 2, 0 // ONR-13.2
	case VerbTrashRes:
		return trashPrice(o), 0 // ONR-13.3, or the card's price (trashprice.go)
	case VerbLift:
		if i := s.liftable(seat, o.Arg); i >= 0 {
			return s.Lasting[i].Price, 0
		}
	case VerbAdvance:
		return 1, 0
	case VerbUse:
		return s.def(c).Abilities[o.Arg].Cost.Bits, c
	}
	return 0, 0
}

// poolIsPayable reports whether payable(seat, except) is seat's pool for
// every seat and card except, known without its walk: payableOf's test.
// Never under State.unmasked (the long way).
func (s *State) poolIsPayable() bool {
	return s.activesOK && s.activeOff[withPayment] == s.activeOff[withPayment+1] && !s.mayLast(ModSpendAnnounced) && !s.unmasked
}

// payForOption is the payment hook of actions and window choices: it calls
// payFirst for the bits option o costs. Where what seat can pay is its
// pool (poolIsPayable), payFirst gives false whatever the bits and the
// restricted bits (payable plus them is short wherever the pool plus them
// is), so that neither is read: but for a Runner's install, whose cost's
// reading counts an install-cost static as taking effect (installAlso).
// TestPayForOptionIsPayFirst compares it with the long way.
func (s *State) payForOption(f *Frame, seat engine.Seat, o engine.Option) bool {
	if s.poolIsPayable() && (o.Verb != VerbInstall || s.roleOf(seat) != Runner) {
		return false
	}
	return s.payForOptionLong(f, seat, o)
}

// payForOptionLong is payForOption the long way: payFirst for the bits
// option o costs (optionBits) and the restricted bits its use may take.
func (s *State) payForOptionLong(f *Frame, seat engine.Seat, o engine.Option) bool {
	n, except := s.optionBits(seat, o)
	if n == 0 {
		return false
	}
	var restricted int32
	switch c := s.byHandle(int32(o.Card)); o.Verb {
	case VerbInstall:
		restricted = s.restrictedBits(seat, ForInstalls, c)
	case VerbPlay:
		restricted = s.restrictedBits(seat, ForPlays, c)
	case VerbRemoveTag:
		restricted = s.restrictedBits(seat, ForTagRemoval, 0)
	}
	return s.payFirst(f, seat, n, restricted, except)
}

// tracePay is the payment hook of the trace's reveal (TRACE-3, ONR-12.2.3):
// both amounts are revealed first; a Runner who committed more than his
// pool then covers it with payment abilities (R019). No ruling says what
// happens if he then cannot; the Golden Rules say a player who cannot meet
// a cost cannot perform the function (rulebook, "Netrunner Golden Rules"),
// so he may only commit what his pool and payment abilities could cover
// (trace.go) and the payment always completes (OPEN 16, default).
func (s *State) tracePay(f *Frame) bool {
	t := &s.Trace
	_, cost := s.linkFor(t.BaseCard, t.RunnerBuys)
	restricted := min(s.linkRaise(t.BaseCard, t.RunnerBuys), s.restrictedBits(t.Runner, ForLink, t.BaseCard))
	if cost <= s.P(t.Runner).Bits+restricted || t.Paid {
		return false
	}
	t.Paid = true // the amounts are revealed once
	s.say(msgTraceSpends, t.Limit, t.CorpBid, cost, s.P(t.Runner).Bits)
	return s.payFirst(f, t.Runner, cost, restricted, 0)
}
