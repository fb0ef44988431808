package onr

import (
	"fmt"
	"slices"
	"strings"

	"github.com/datafort/datafort/engine"
)

// Costs "above the rez cost" (ONR-9.6, R200). Some ice asks the Corp for
// more bits when it is rezzed: Digiconda ("Pay X bits, above the rez cost,
// when you rez Digiconda. X is Digiconda's strength") and the morphing ice
// ("When you rez Caryatid, you may pay 1 bit, above the rez cost, to make
// it a code gate instead of a wall", ONR-16.4.3). The mechanism is shared:
//
//   - Def.AboveRez describes the text as data; Card.RezExtra remembers what
//     the Corp paid at the card's last rez.
//   - Every rez — the Corp's own in a priority window, and rezzes "at no
//     cost" such as Priority Requisition's (RezIceFree) — resolves it right
//     after the card is turned face up (rez calls afterRez). "At no cost"
//     waives only the rez cost: the extra cost is not part of it and is
//     still paid (ONR-9.6, R200).
//   - The rez cost is paid first, with the card as printed, and only then is
//     the extra cost chosen and paid and the card changed: rezzing bonuses
//     and penalties see the keywords the card has when it is rezzed, and the
//     keyword changes immediately afterwards (ONR-9.9, R096).
//   - Every extra cost can be 0 (X = 0, or declining the optional payment),
//     so whether the Corp can afford a rez depends on the rez cost alone:
//     the rez options (corpWindowOptions, RezIceFree) need no change, and
//     the Corp is never offered a rez it cannot pay for. The Corp is asked
//     only for what it can pay now (X is at most its bits).
//   - What was paid is forgotten when the card leaves its place (detach):
//     an uninstalled card forgets its modifications (ONR-9.8, R010, R011).
//     Each rez asks again; a card rezzed by an arrangement (tests,
//     scenarios) has paid nothing.

// VerbPay is the option of paying an optional cost above the rez cost;
// Option.Card is the card, Option.Arg the bits. "none" declines.
const VerbPay = "pay"

// AboveRez is card text that makes the Corp pay bits "above the rez cost"
// when the card is rezzed (ONR-9.6). Set exactly one of StrengthX and
// Morph.
type AboveRez struct {
	// StrengthX: "Pay X bits, above the rez cost, when you rez this card.
	// X is this card's strength, and X cannot be greater than StrengthX"
	// (Digiconda). The card's printed strength is X; effects of other cards
	// still modify it (R119).
	StrengthX int32
	// Morph: "When you rez this card, you may pay Cost bits, above the rez
	// cost, to make it a To instead of a From" (Caryatid, Galatea, …;
	// ONR-16.4.3). Icebreakers and other effects see the current keyword.
	Morph *Morph
}

// Morph is the optional keyword change of a morphing ice (ONR-16.4.3).
type Morph struct {
	Cost     int32
	From, To string
}

// payAboveRez resolves Def.AboveRez of the card just rezzed (Frame.Src):
// the Corp chooses what to pay, pays it and the card changes.
var payAboveRez = Do(OpFunc(func(s *State, f *Frame) Status {
	c := f.Src
	a := s.def(c).AboveRez
	if !s.Cards[c].Rezzed || !s.isInstalledCorp(c) {
		return Next // it left play before the payment was chosen
	}
	title := s.def(c).Title
	corp := s.P(f.Seat)
	if m := a.Morph; m != nil {
		pay := false
		if f.Answered {
			o, _ := f.take()
			pay = o.Verb == VerbPay
		} else if corp.Bits >= m.Cost {
			return s.ask(f.Seat, fmt.Sprintf("%s: you may pay %d bits, above the rez cost, to make it a %s instead of a %s", title, m.Cost, m.To, m.From),
				"ONR-9.6", []engine.Option{{Verb: VerbNone}, {Verb: VerbPay, Card: s.h(c), Arg: int(m.Cost)}})
		}
		if !pay {
			s.eventf("rez-extra", "%s stays a %s", title, m.From)
			return Next
		}
		corp.Bits -= m.Cost
		s.Cards[c].RezExtra = m.Cost
		s.eventf("rez-extra", "Corp pays %d bits above the rez cost: %s is a %s instead of a %s", m.Cost, title, m.To, m.From)
		return Next
	}
	var x int32
	if f.Answered {
		_, x = f.take()
	} else if hi := min(a.StrengthX, corp.Bits); hi > 0 {
		return s.askNumber(f.Seat, fmt.Sprintf("%s: pay X bits, above the rez cost; X is its strength (at most %d)", title, a.StrengthX), "ONR-9.6", 0, hi)
	}
	corp.Bits -= x
	s.Cards[c].RezExtra = x
	s.eventf("rez-extra", "Corp pays %d bits above the rez cost: %s has strength X = %d", x, title, x)
	return Next
}))

// afterRez runs right after card c is rezzed, by any effect: what an
// earlier rez paid is forgotten, and the card's cost above the rez cost
// is resolved (ONR-9.6, R200, R096).
func (s *State) afterRez(c int32) {
	s.Cards[c].RezExtra = 0
	if s.def(c).AboveRez != nil {
		s.pushEffect(payAboveRez, s.controller(c), c)
	}
}

// strengthX is the part of ice c's strength that comes from an X paid
// above the rez cost (Digiconda); 0 for other cards. Unrezzed, X is 0.
func (s *State) strengthX(c int32) int32 {
	if a := s.def(c).AboveRez; a != nil && a.StrengthX > 0 && s.Cards[c].Rezzed {
		return s.Cards[c].RezExtra
	}
	return 0
}

// morphed reports whether morphing card c paid to change its keyword.
func (s *State) morphed(c int32) (*Morph, bool) {
	a := s.def(c).AboveRez
	if a == nil || a.Morph == nil {
		return nil, false
	}
	k := &s.Cards[c]
	return a.Morph, k.Rezzed && a.Morph.Cost > 0 && k.RezExtra >= a.Morph.Cost
}

// keywords returns card c's current keywords: the printed keyword line, with
// a morphing ice's paid keyword change applied (ONR-16.4.3, R096).
func (s *State) keywords(c int32) []string {
	kw := s.def(c).card.Keywords
	m, ok := s.morphed(c)
	if !ok {
		return kw
	}
	out := slices.Clone(kw)
	for i, k := range out {
		if strings.EqualFold(k, m.From) {
			out[i] = m.To
		}
	}
	return out
}

// hasKeyword reports whether card c has keyword k now, ignoring case.
// Icebreakers match ice through it (ONR-11.5.2).
func (s *State) hasKeyword(c int32, k string) bool {
	return slices.ContainsFunc(s.keywords(c), func(kw string) bool { return strings.EqualFold(kw, k) })
}

// describePay renders a VerbPay option for Describe.
func (s *State) describePay(o engine.Option, seat engine.Seat) string {
	c := s.byHandle(int32(o.Card))
	if c == 0 {
		return " ?"
	}
	if a := s.def(c).AboveRez; a != nil && a.Morph != nil {
		return fmt.Sprintf(" %d: %s becomes a %s", o.Arg, s.nameFor(c, seat), a.Morph.To)
	}
	return fmt.Sprintf(" %d for %s", o.Arg, s.nameFor(c, seat))
}

// checkRezExtra is the invariant of Card.RezExtra: never negative, and
// only on rezzed installed Corp cards.
func (s *State) checkRezExtra(c int32) error {
	k := &s.Cards[c]
	if k.RezExtra < 0 {
		return fmt.Errorf("card %d (%s) paid %d bits above its rez cost", c, s.def(c).Title, k.RezExtra)
	}
	if k.RezExtra > 0 && (!k.Rezzed || !s.isInstalledCorp(c)) {
		return fmt.Errorf("card %d (%s) remembers a cost above the rez cost but is not rezzed in play", c, s.def(c).Title)
	}
	return nil
}

// Keywords returns the current keywords of card c (ONR-16.4.3).
func (g *Game) Keywords(c int32) []string { return slices.Clone(g.s.keywords(c)) }
