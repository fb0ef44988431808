package onr

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// The opposing Corps' answer to each draw of a Runner's (trigger-draw,
// unless-pays, rez-timing): "For each card Runner draws, give Runner a tag
// unless Runner pays 1 bit … You may rez City Surveillance just before the
// card is drawn". Every draw of a Runner's from his stack, by his action or
// by an effect (said or not, R102), is seen where every draw is
// (drawextra.go drawnExtra), once the extra cards of ModDrawExtra are drawn
// too, so that they count (R098, R315). Cards taken from the stack without
// drawing are not seen (R099, R278, R409, R442).
//
// The answer is a builtin program (drawAnswerProgram) pushed over the draw,
// which resolves before the rest of the effect or action that drew. First
// each Corp opposing the Runner, in seat order, may rez its cards with a
// RezWhen(EvDrawing) static (rezwhen.go, asked on public grounds only):
// the cards are already in the Runner's hand, but nothing happened since,
// so this is "just before the card is drawn", and the Runner cannot take
// the action back (R101). Then each active card with a ModPerCardDrawn
// static of a seat opposing the Runner resolves its Effect once for each
// card drawn, a program of the card's aimed at the Runner (he pays or takes
// the tag card by card, in any combination, R100).

// drawAnswerProgram is the opposing Corps' answer to a Runner's draw: its
// frame's Seat is the Runner, N the number of cards drawn, T the next
// Corp seat to ask.
var drawAnswerProgram = builtin("draw-answer", OpFunc(drawAnswer))

// answerDraw answers the draw of n cards by seat from its deck: it pushes
// drawAnswerProgram when seat is a Runner and some opposing Corp might be
// asked or has an active card answering draws.
func (s *State) answerDraw(seat engine.Seat, n int32) {
	if n <= 0 || s.roleOf(seat) != Runner {
		return
	}
	for corp := range s.opposing(seat, Corp) {
		// The options count only under FastPass (rezWhenAsked); otherwise
		// the Corp is asked on public grounds and they are the pass alone.
		opts := passAlone[:]
		if s.Options.FastPass {
			opts = s.rezWhenOptions(corp, EvDrawing, []engine.Option{{Verb: VerbPass}})
		}
		if s.rezWhenAsked(corp, EvDrawing, opts) || s.answersDraws(seat) {
			s.pushProgram(drawAnswerProgram, seat, 0)
			top := s.top()
			top.N = n
			return
		}
	}
}

// passAlone is the options of rezWhenOptions where the Corp has nothing
// to rez: the pass. Read, never written.
var passAlone = [1]engine.Option{{Verb: VerbPass}}

// answersDraws reports whether an active card of a seat opposing seat has
// a ModPerCardDrawn static.
func (s *State) answersDraws(seat engine.Seat) bool {
	if !s.mayStatic(ModPerCardDrawn) {
		return false // no card of the lists has one (unions.go)
	}
	for _, c := range s.activeWith(withStatics) {
		if s.Players[s.controller(c)].Team != s.Players[seat].Team && s.hasStatic(c, ModPerCardDrawn) {
			return true
		}
	}
	return false
}

// hasStatic reports whether card c's text has a static of mod.
func (s *State) hasStatic(c int32, mod kernel.ModKind) bool {
	for i := range s.def(c).Abilities {
		if a := &s.def(c).Abilities[i]; a.Kind == KindStatic && a.Mod == mod {
			return true
		}
	}
	return false
}

// drawAnswer is drawAnswerProgram's op.
func drawAnswer(s *State, f *Frame) Status {
	runner := f.Seat
	for f.Step == 0 {
		corp := engine.NoSeat
		for c := range s.opposing(runner, Corp) {
			if int32(c) >= f.T {
				corp = c
				break
			}
		}
		if corp == engine.NoSeat {
			f.Step = 1
			break
		}
		st, done := s.rezWhen(f, corp, EvDrawing, "Rez a card before the Runner draws, or pass", "R100")
		if !done {
			return st
		}
		f.T = int32(corp) + 1
	}
	for _, c := range s.activeWith(withStatics) {
		ctrl := s.controller(c)
		if !s.active(c) || s.Players[ctrl].Team == s.Players[runner].Team {
			continue
		}
		for i := range s.def(c).Abilities {
			a := &s.def(c).Abilities[i]
			if a.Kind != KindStatic || a.Mod != ModPerCardDrawn || !a.holds(s, c) || len(a.Effect) == 0 {
				continue
			}
			s.took(c, i)
			for range f.N {
				s.pushProgram(s.ref(c, i), ctrl, c)
				s.top().M = int32(runner) + 1 // aimed at the Runner who drew (targets.go)
			}
		}
	}
	return Next
}
