package onr

import (
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Rezzing a node at a moment of the Runner's (rez-timing): "You may rez
// City Surveillance just before the card is drawn" (R100-R102: even in the
// middle of the Runner's action, and though he draws without saying so);
// "You may rez Department of Misinformation when Runner attempts to expose
// a card". Such a card has a ModRezWhen static whose On names the moment
// (EvDrawing, EvExposing). The procedure that reaches the moment
// (drawanswer.go, exposeprevent.go) asks each Corp concerned, with rezWhen,
// whether to rez a face-down card of its forts with such a static for
// that moment that it can pay for; it may rez several, one at a time, and
// the rez's own triggers resolve before it is asked again.
//
// Hidden information. The question is asked on public grounds only, and
// then always: the Corp has a face-down card in one of its forts and, in
// its pool, the least printed rez cost of the cards of the pool rezzed at
// that moment, or some active card changes rez costs (rezWhenOpens). Being
// asked tells the Runner nothing of which cards they are, or whether the
// Corp can afford them; a Corp that could rez but has no such grounds is
// not asked. With Options.FastPass the Corp is asked only when it has a
// card to rez.

// RezWhen: "you may rez this card when …": the Corp is asked whether to
// rez it at moment on (EvDrawing, EvExposing).
func RezWhen(on kernel.EventType) Ability { return Ability{Kind: KindStatic, Mod: ModRezWhen, On: on} }

// rezzesWhen reports whether card c may be rezzed at moment on.
func (s *State) rezzesWhen(c int32, on kernel.EventType) bool {
	return slices.ContainsFunc(s.def(c).Abilities, func(a Ability) bool { return a.Kind == KindStatic && a.Mod == ModRezWhen && a.On == on })
}

// rezWhenOptions appends to opts the rezzes Corp corp may make at moment
// on: its face-down cards in its forts rezzed at that moment that it can
// pay for.
func (s *State) rezWhenOptions(corp engine.Seat, on kernel.EventType, opts []engine.Option) []engine.Option {
	bits := s.P(corp).Bits
	for fi := range s.fortsOf(corp) {
		for _, c := range s.Forts[fi].Cards {
			if !s.Cards[c].Rezzed && s.rezzesWhen(c, on) && s.rezCost(c) <= bits && s.canPayRezAlso(corp, c) && s.rezTimely(c) {
				opts = append(opts, engine.Option{Verb: VerbRez, Card: s.h(c)})
			}
		}
	}
	return opts
}

// rezWhenOpens reports whether, on public grounds, Corp corp might have a
// card to rez at moment on: a face-down card in one of its forts, and the
// least printed rez cost of the cards rezzed at that moment in its pool.
func (s *State) rezWhenOpens(corp engine.Seat, on kernel.EventType) bool {
	if s.Options.FastPass {
		return false
	}
	hides := false
	for fi := range s.fortsOf(corp) {
		hides = hides || slices.ContainsFunc(s.Forts[fi].Cards, func(c int32) bool { return !s.Cards[c].Rezzed })
	}
	if !hides {
		return false
	}
	least, ok := defsSummary().rezWhen[on]
	return ok && (s.P(corp).Bits >= least || s.rezCostsChange())
}

// rezCostsChange reports whether an active card has a ModRezCost static.
func (s *State) rezCostsChange() bool {
	return slices.ContainsFunc(s.activeWith(withStatics), func(c int32) bool { return s.active(c) && s.hasStatic(c, ModRezCost) })
}

// rezWhenAsked reports whether Corp corp is asked at moment on, with
// options opts (its first "pass"): on public grounds, or, with
// Options.FastPass, when it has a card to rez.
func (s *State) rezWhenAsked(corp engine.Seat, on kernel.EventType, opts []engine.Option) bool {
	if s.Options.FastPass {
		return len(opts) > 1
	}
	return s.rezWhenOpens(corp, on)
}

// rezWhen asks Corp corp, in the program of frame f at moment on, whether
// to rez a card rezzed at that moment (prompt), and carries out the
// answer. It reports true once the Corp is done (it passed, or is not
// asked); until then the op returns the Status.
func (s *State) rezWhen(f *Frame, corp engine.Seat, on kernel.EventType, prompt, rule string) (Status, bool) {
	if f.Answered {
		o, _ := f.Take()
		if o.Verb != VerbRez || !slices.Contains(s.rezWhenOptions(corp, on, nil), o) {
			return Next, true
		}
		c := s.byHandle(int32(o.Card))
		n := len(s.Frames())
		s.tookMod(c, ModRezWhen)
		s.rez(c, false)
		if len(s.Frames()) > n {
			return Again, false // the rez's triggers first, then ask again
		}
	}
	opts := s.rezWhenOptions(corp, on, []engine.Option{{Verb: VerbPass}})
	if !s.rezWhenAsked(corp, on, opts) {
		return Next, true
	}
	return s.ask(corp, prompt, rule, opts), false
}
