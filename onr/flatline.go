package onr

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Flatline prevention (ONR-14.6; flatline-prevention, lasting-effects).
// Damage that would make the Runner discard more cards than he holds
// flatlines him (ONR-14.5.1). While it would, the damage's prevention
// window (preventWindow, ONR-14.4) also offers the preventions answering
// EvFlatline: Emergency Self-Construct ("[trash]: prevent yourself from
// being flatlined, though you still lose all cards in your hand") and
// Arasaka Owns You ("play it when you would suffer enough damage to
// flatline you. Prevent all of that damage", from hand, R268). Both take
// all of the damage off (N PreventAll); what else they do is their
// Effect. There is nothing to prevent otherwise (R076, R344), so they are
// offered only then. One window, not a second one after the damage's: the
// Runner is asked once, as before, with more options.
//
// Hidden information: Arasaka Owns You is played from hand, so the Runner
// is asked whenever damage would flatline him and he holds a card
// (mightPreventFromHand), whatever his hand holds.
//
// Decisions. Damage marked unpreventable opens no window (ONR-14.4), so
// neither card works against it: R267 for Arasaka Owns You, and for
// Emergency Self-Construct the same reading (its flatline prevention is a
// prevention of what that damage does; R343 says the same of its meat
// damage prevention). Only a flatline by damage (ONR-14.5.1) can be
// prevented; a maximum hand size below 0 at the end of the turn
// (ONR-14.5.2) is not offered. Preventing the flatline prevents the damage:
// the Runner counts as not damaged by it (ONR-14.4).
//
// What lasts "for the remainder of the game" is a lasting effect bound to
// the Runner, with no end: ModBaseActions (read as his turn starts),
// ModHandSize (handSize), ModAutoPrevent (stepDamage, before the window;
// never unpreventable damage, R343); ModForfeitPoints ends when the points
// are forfeited (gainPoints).

// autoPrevent applies ModAutoPrevent to damage frame f before its window:
// all of preventable damage of the kind is prevented.
func (s *State) autoPrevent(f *Frame) {
	if f.T != 0 || f.N <= 0 {
		return
	}
	if s.preventFromPool(f); f.N <= 0 {
		return
	}
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Mod == ModAutoPrevent && l.Seat == f.Seat && l.Arg == f.M && l.Active() {
			s.sayOfSource(l.Src, msgDamagePrevented, msgDamagePreventedHidden, s.cardArg(l.Src), f.N, f.M)
			f.N = 0
			return
		}
	}
}

// lastingSeat returns the N of the last active lasting effect with
// modifier mod bound to seat, and whether there is one.
func (s *State) lastingSeat(mod kernel.ModKind, seat engine.Seat) (int32, bool) {
	n, ok := int32(0), false
	if !s.mayLast(mod) {
		return n, ok // lastingkinds.go
	}
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Mod == mod && l.Seat == seat && l.Obj == 0 && l.Active() {
			n, ok = l.N, true
		}
	}
	return n, ok
}

// handSizeForGame adds up the lasting hand size changes bound to seat.
func (s *State) handSizeForGame(seat engine.Seat) int32 {
	var n int32
	if !s.mayLast(ModHandSize) {
		return 0 // lastingkinds.go
	}
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Mod == ModHandSize && l.Seat == seat && l.Obj == 0 && l.Active() {
			n += l.N
		}
	}
	return n
}

// forfeit takes the points seat is to forfeit (ModForfeitPoints) out of n
// points it gains, and returns those it keeps.
func (s *State) forfeit(seat engine.Seat, n int32) int32 {
	for i := 0; i < len(s.Lasting) && n > 0; i++ {
		l := &s.Lasting[i]
		if l.Mod != ModForfeitPoints || l.Seat != seat {
			continue
		}
		x := min(n, l.N)
		l.N -= x
		n -= x
		s.sayOfSource(l.Src, msgForfeitsPoints, msgForfeitsPointsHidden, int32(seat), x, s.cardArg(l.Src))
		if l.N == 0 {
			s.Lasting = append(s.Lasting[:i], s.Lasting[i+1:]...)
			i--
		}
	}
	return n
}

// DiscardHand: "you still lose all cards in your hand": the cards in the
// hand of the card's controller go to the trash.
func DiscardHand() Op { return discardHand{} }

type discardHand struct{}

func (discardHand) Run(s *State, f *Frame) Status {
	p := s.P(f.Seat)
	n := len(p.Hand)
	for len(p.Hand) > 0 {
		s.trash(p.Hand[0])
	}
	s.say(msgLosesCardsInHand, int32(f.Seat), int32(n))
	return Next
}

// RemoveBrainDamage: "remove all brain damage" (ONR-14.2).
func RemoveBrainDamage() Op { return removeBrain{} }

type removeBrain struct{}

func (removeBrain) Run(s *State, f *Frame) Status {
	if p := s.P(f.Seat); p.Brain > 0 {
		s.say(msgRemovesBrainDamage, int32(f.Seat), p.Brain)
		p.Brain = 0
	}
	return Next
}

// RefillHand: "refresh your hand to its maximum size": draw until the hand
// holds the maximum hand size (ONR-14.7), or the stack is empty.
func RefillHand() Op { return refillHand{} }

type refillHand struct{}

func (refillHand) Run(s *State, f *Frame) Status {
	if n := s.handSize(f.Seat) - int32(len(s.P(f.Seat).Hand)); n > 0 {
		s.draw(f.Seat, n)
		s.say(msgDrawsCards, int32(f.Seat), n)
	}
	return Next
}

// ForRestOfGame gives the controller a lasting effect with no end: base
// actions (ModBaseActions, N the number), a hand size change (ModHandSize),
// damage of a kind prevented (ModAutoPrevent, arg the DamageKind), agenda
// points forfeited (ModForfeitPoints, ended when used up).
func ForRestOfGame(mod kernel.ModKind, n, arg int32) Op { return restOfGame{mod, n, arg} }

type restOfGame struct {
	mod    kernel.ModKind
	n, arg int32
}

func (o restOfGame) Run(s *State, f *Frame) Status {
	s.AddLasting(kernel.Lasting{Src: f.Src, Seat: f.Seat, Mod: o.mod, N: o.n, Arg: o.arg})
	m, n := msgRestOfGameChange, o.n
	switch o.mod {
	case ModBaseActions:
		m = msgRestOfGameBaseActions
	case ModHandSize:
		m = msgRestOfGameHandSize
	case ModAutoPrevent:
		m, n = msgRestOfGamePrevented, o.arg
	case ModForfeitPoints:
		m = msgRestOfGameForfeit
	case ModTurnActions:
		if s.Active == f.Seat && s.Phase <= PhaseAction {
			s.P(f.Seat).Actions += o.n // this turn is one of "each of your turns" (turnactions.go)
		}
	}
	s.say(m, s.cardArg(f.Src), int32(f.Seat), n)
	return Next
}
