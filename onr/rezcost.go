package onr

import (
	"fmt"

	"github.com/datafort/datafort/engine"
)

// Costs "above the rez cost" (ONR-9.6, R200). Some ice asks the Corp for
// more bits when it is rezzed: Digiconda ("Pay X bits, above the rez cost,
// when you rez Digiconda. X is Digiconda's strength") and the morphing ice
// ("When you rez Caryatid, you may pay 1 bit, above the rez cost, to make
// it a code gate instead of a wall", ONR-16.4.3). The mechanism is shared:
//
//   - The card answers its own rez (a trigger on EvRezzed) with PayXAboveRez
//     or MorphAboveRez; Card.Paid remembers what the Corp paid, and the
//     card's statics read it (Count CountPaidAboveRez for X, Cond
//     PaidAboveRez for a keyword change).
//   - Every rez — the Corp's own in a priority window, and rezzes "at no
//     cost" such as Priority Requisition's (RezIceFree) — fires the
//     trigger right after the card is turned face up. "At no cost" waives
//     only the rez cost: the extra cost is not part of it and is still paid
//     (ONR-9.6, R200).
//   - The rez cost is paid first, with the card as printed, and only then is
//     the extra cost chosen and paid and the card changed: rezzing bonuses
//     and penalties see the keywords the card has when it is rezzed, and the
//     keyword changes immediately afterwards (ONR-9.9, R096).
//   - Every extra cost can be 0 (X = 0, or declining the optional payment),
//     so whether the Corp can afford a rez depends on the rez cost alone:
//     the rez options need no change, and the Corp is never offered a rez
//     it cannot pay for. The Corp is asked only for what it can pay now.
//   - What was paid is forgotten when the card is derezzed or leaves its
//     place (derez, detach): a new rez asks again (ONR-9.8).

// PayXAboveRez: "Pay X bits, above the rez cost, when you rez this card. X
// is this card's strength, and X cannot be greater than max" (Digiconda,
// R119). The card's statics read X (CountPaidAboveRez).
func PayXAboveRez(max int32) Op { return payXAboveRez{max} }

type payXAboveRez struct{ max int32 }

func (o payXAboveRez) Run(s *State, f *Frame) Status {
	c := f.Src
	if !s.Cards[c].Rezzed || !s.isInstalledCorp(c) {
		return Next // it left play before the payment was chosen
	}
	title := s.def(c).Title
	corp := s.P(f.Seat)
	var x int32
	if f.Answered {
		_, x = f.Take()
	} else if o.max == 0 && corp.Bits > 0 {
		return s.askNumber(f.Seat, fmt.Sprintf("%s: pay bits above the rez cost", title), "ONR-9.6", 0, corp.Bits)
	} else if hi := min(o.max, corp.Bits); hi > 0 {
		return s.askNumber(f.Seat, fmt.Sprintf("%s: pay X bits, above the rez cost; X is its strength (at most %d)", title, o.max), "ONR-9.6", 0, hi)
	}
	x = min(x, corp.Bits)
	s.payBits(f.Seat, c, x)
	s.note(c)
	s.Cards[c].Paid = x
	if o.max == 0 {
		s.say(msgPaysAboveRez, x, s.cardArg(c))
		return Next
	}
	s.say(msgPaysAboveRezStrength, x, s.cardArg(c))
	return Next
}

// PayAboveRez: "… for every 2 bits you pay, above the rez cost, when you
// rez it" (Food Fight, Gatekeeper, Sandstorm; ONR-9.6): the Corp chooses
// how many of its bits to pay; the card's statics read them
// (CountPaidAboveRez with Per).
func PayAboveRez() Op { return payXAboveRez{} }

// MorphAboveRez: "When you rez this card, you may pay cost bits, above the
// rez cost, to make it a to instead of a from" (Caryatid, Galatea, …;
// ONR-16.4.3). The card's ModKeyword static, with the condition
// PaidAboveRez(cost), makes the change.
func MorphAboveRez(cost int32, from, to string) Op { return morphAboveRez{cost, from, to} }

type morphAboveRez struct {
	cost     int32
	from, to string
}

func (o morphAboveRez) Run(s *State, f *Frame) Status {
	c := f.Src
	if !s.Cards[c].Rezzed || !s.isInstalledCorp(c) {
		return Next
	}
	title := s.def(c).Title
	corp := s.P(f.Seat)
	pay := false
	if f.Answered {
		op, _ := f.Take()
		pay = op.Verb == VerbPay
	} else if corp.Bits >= o.cost {
		return s.ask(f.Seat, fmt.Sprintf("%s: you may pay %d bits, above the rez cost, to make it a %s instead of a %s", title, o.cost, o.to, o.from),
			"ONR-9.6", []engine.Option{{Verb: VerbNone}, {Verb: VerbPay, Card: s.h(c), Arg: int(o.cost)}})
	}
	if !pay {
		s.say(msgStaysType, s.cardArg(c), word(o.from))
		return Next
	}
	s.payBits(f.Seat, c, o.cost)
	s.note(c)
	s.Cards[c].Paid = o.cost
	s.say(msgPaysToChangeType, o.cost, s.cardArg(c), word(o.to), word(o.from))
	return Next
}

// describePay renders a VerbPay option for Describe.
func (s *State) describePay(o engine.Option, seat engine.Seat) string {
	c := s.byHandle(int32(o.Card))
	if c == 0 {
		return " ?"
	}
	for i := range s.def(c).Abilities {
		if a := &s.def(c).Abilities[i]; a.Kind == KindStatic && a.Mod == ModKeyword {
			return fmt.Sprintf(" %d: %s becomes a %s", o.Arg, s.nameFor(c, seat), a.Keyword)
		}
	}
	return fmt.Sprintf(" %d for %s", o.Arg, s.nameFor(c, seat))
}

// checkPaid is the invariant of Card.Paid: never negative, and only on
// rezzed installed Corp cards.
func (s *State) checkPaid(c int32) error {
	k := &s.Cards[c]
	if k.Paid == 0 {
		return nil
	}
	if k.Paid < 0 {
		return fmt.Errorf("card %d (%s) paid %d bits above its rez cost", c, s.def(c).Title, k.Paid)
	}
	if k.Paid > 0 && (!k.Rezzed || !s.isInstalledCorp(c)) {
		return fmt.Errorf("card %d (%s) remembers a cost above the rez cost but is not rezzed in play", c, s.def(c).Title)
	}
	return nil
}

// rezAlso returns the cost paid on every rez of card c besides its rez
// cost ("rezzing Glacier costs 1 agenda point, in addition to the normal
// cost": a ModRezAlso static). Like the costs above the rez cost, it is
// paid even by a rez "at no cost" (R200), so a rez is offered only when it
// can be paid.
func (s *State) rezAlso(c int32) Cost {
	for i := range s.def(c).Abilities {
		if a := &s.def(c).Abilities[i]; a.Kind == KindStatic && a.Mod == ModRezAlso {
			return a.Cost
		}
	}
	return Cost{}
}

// canPayRezAlso reports whether seat can pay card c's rezAlso cost.
func (s *State) canPayRezAlso(seat engine.Seat, c int32) bool {
	also := s.rezAlso(c)
	return also == (Cost{}) || s.canPay(seat, c, also)
}
