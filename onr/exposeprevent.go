package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
)

// The Corp's answer to an expose (corp-prevention, rez-timing,
// expose-filters): "You may rez Department of Misinformation when Runner
// attempts to expose a card. 1 bit: Prevent a card from being exposed."
// Every expose (expose.go, exposeall.go, exposefort.go, prohibit.go) goes
// through exposeAll: once the cards are chosen, and before any is exposed,
// the Corp of each card in turn may rez its cards with a RezWhen(EvExposing)
// static (rezwhen.go) and use its active cards' KindPrevent abilities
// answering EvExposing (their Cost paid, the card not exposed); then the
// cards left are exposed together, as before (R028, R369).
//
// Hidden information. The Corp of the card is asked on public grounds
// only: it has a face-down card in one of its forts (rezwhen.go
// rezWhenOpens), or it has an active card with such a prevention and the
// bits to use it. The question names the card by its position, which both
// players know (R083).

// exposeAnswerProgram exposes the cards of its frame's list for its Seat,
// once the Corp of each was asked (exposeAnswer); Frame.Step is the index
// of the next card to ask about, a card prevented is 0 in the list.
var exposeAnswerProgram = builtin("expose-answer", OpFunc(exposeAnswer))

// exposeAll exposes cards for seat by, the Corp of each first given its
// chance to prevent it (exposeAnswerProgram) when it might have one.
func (s *State) exposeAll(by engine.Seat, cards []int32) {
	if len(cards) == 0 {
		return
	}
	if !slices.ContainsFunc(cards, func(c int32) bool { return s.mayAnswerExpose(s.controller(c)) }) {
		for _, c := range cards {
			s.expose(c, by)
		}
		return
	}
	s.pushProgram(exposeAnswerProgram, by, 0)
	s.SetList(s.top(), cards)
}

// mayAnswerExpose reports whether Corp corp is asked before its cards are
// exposed: on public grounds (rezWhenAsked, or an active card's prevention
// it can use), or, with Options.FastPass, when it has something to do.
func (s *State) mayAnswerExpose(corp engine.Seat) bool {
	if s.Players[corp].Out {
		return false // a seat out of the game (table.go) is asked nothing
	}
	opts := s.exposeAnswerOptions(corp, []engine.Option{{Verb: VerbPass}})
	return s.rezWhenAsked(corp, EvExposing, opts) || slices.ContainsFunc(opts, func(o engine.Option) bool { return o.Verb == VerbUse })
}

// exposeAnswerOptions appends to opts what Corp corp may do before a card of its
// is exposed: rez a card rezzed at that moment, use a prevention.
func (s *State) exposeAnswerOptions(corp engine.Seat, opts []engine.Option) []engine.Option {
	opts = s.rezWhenOptions(corp, EvExposing, opts)
	for fi := range s.fortsOf(corp) {
		for _, c := range s.Forts[fi].Cards {
			if !s.active(c) {
				continue
			}
			for i := range s.def(c).Abilities {
				if a := &s.def(c).Abilities[i]; a.Kind == KindPrevent && a.answers(EvExposing) && a.N > 0 && s.canPay(corp, c, a.Cost) && a.holds(s, c) {
					opts = append(opts, engine.Option{Verb: VerbUse, Card: s.h(c), Arg: i})
				}
			}
		}
	}
	return opts
}

// exposeAnswer is exposeAnswerProgram's op.
func exposeAnswer(s *State, f *Frame) Status {
	for int(f.Step) < len(s.List(f)) {
		c := s.List(f)[f.Step]
		if c == 0 || !s.isInstalledCorp(c) || s.Cards[c].Rezzed {
			f.Step++
			continue
		}
		corp := s.controller(c)
		if f.Answered {
			o, _ := f.Take()
			switch {
			case o.Verb == VerbRez && slices.Contains(s.rezWhenOptions(corp, EvExposing, nil), o):
				d := s.byHandle(int32(o.Card))
				n := len(s.Frames())
				s.tookMod(d, ModRezWhen)
				s.rez(d, false)
				if len(s.Frames()) > n {
					return Again // the rez's triggers first, then ask again
				}
				continue
			case o.Verb == VerbUse && slices.Contains(s.exposeAnswerOptions(corp, nil), o):
				d := s.byHandle(int32(o.Card))
				s.took(d, o.Arg)
				s.pay(corp, d, s.def(d).Abilities[o.Arg].Cost)
				s.preventedExpose(d, c)
				s.List(f)[f.Step] = 0
				f.Step++
				continue
			}
			f.Step++ // passed
			continue
		}
		if !s.mayAnswerExpose(corp) {
			f.Step++
			continue
		}
		opts := s.exposeAnswerOptions(corp, []engine.Option{{Verb: VerbPass}})
		return s.ask(corp, fmt.Sprintf("%s is about to be exposed: rez, prevent it, or pass", s.position(c)), "ONR-16.5.1", opts)
	}
	for _, c := range s.List(f) {
		if c != 0 && s.isInstalledCorp(c) && !s.Cards[c].Rezzed && !s.Cards[c].FaceUp {
			s.expose(c, f.Seat)
		}
	}
	return Next
}

// preventedExpose says that card d prevented installed card c from being
// exposed, naming c by its position.
func (s *State) preventedExpose(d, c int32) {
	k := &s.Cards[c]
	fort := &s.Forts[k.Fort]
	if k.Zone == ZoneIce {
		s.say(msgPreventsExposeIce, s.cardArg(d), int32(slices.Index(fort.Ice, c)+1), s.fortArg(k.Fort))
		return
	}
	s.say(msgPreventsExposeCard, s.cardArg(d), int32(slices.Index(fort.Cards, c)+1), s.fortArg(k.Fort))
}
