package onr

import (
	"slices"

	"github.com/datafort/datafort/engine"
)

// Draws, hooked (trigger-draw): "Whenever you draw one or more cards, draw
// an extra card. Then place one of the drawn cards on the bottom of R&D"
// (Strategic Planning Group). Every draw passes through one place
// (turn.go draw); after a draw of one card or more by a seat that controls
// an active card with a ModDrawExtra static, the seat draws N more (one
// for each such card; none from an empty deck: the extra card never makes
// a Corp lose by drawing from an empty R&D) and then chooses one of the
// cards just drawn to put on the bottom of its deck, in a program of its
// own (drawBottomProgram, the drawn cards in its frame's list) that
// resolves right after the effect that drew them.
//
// Hidden information: the choice is the drawing seat's own, among cards
// in its hand; the event says a card went to the bottom of the deck, not
// which, and the card's handle is renewed as it moves.

// drawBottomProgram asks the seat of its frame which of the cards in the
// frame's list (the cards just drawn) goes to the bottom of its deck.
var drawBottomProgram = builtin("draw-bottom", drawBottom{})

// drawExtra draws the extra cards of seat's ModDrawExtra statics after a
// draw of drawn cards, and asks which of them goes to the bottom of the
// deck.
func (s *State) drawExtra(seat engine.Seat, drawn []int32) {
	if len(drawn) == 0 {
		return
	}
	u := &s.union // unions, inline
	if !u.ok || !s.activesOK {
		u = s.makeUnions()
	}
	if s.skipsMod(u.mods, ModDrawExtra) {
		return // no active card draws extra cards (unions.go)
	}
	var extra int32
	for _, c := range s.activeWith(withStatics) {
		if s.controller(c) == seat && s.active(c) {
			extra += s.ownStatic(c, ModDrawExtra)
		}
	}
	if extra <= 0 {
		return
	}
	p := s.P(seat)
	drawn = slices.Clone(drawn) // not the hand's own array
	for ; extra > 0 && len(p.Deck) > 0; extra-- {
		c := p.Deck[0]
		s.move(c, seat, ZoneHand, false)
		s.sayTo(seatBit(seat), msgDraws, int32(seat), s.cardArg(c))
		drawn = append(drawn, c)
	}
	s.push(Frame{Kind: FrameProgram, Seat: seat, Ref: drawBottomProgram})
	s.AppendList(s.top(), drawn...)
}

type drawBottom struct{}

func (drawBottom) Run(s *State, f *Frame) Status {
	p := s.P(f.Seat)
	var in []int32
	for _, c := range s.List(f) {
		if slices.Contains(p.Hand, c) {
			in = append(in, c)
		}
	}
	if len(in) == 0 {
		return Next
	}
	var c int32
	if f.Answered {
		o, _ := f.Take()
		c = s.byHandle(int32(o.Card))
	} else {
		opts := make([]engine.Option, len(in))
		for i, c := range in {
			opts[i] = engine.Option{Verb: VerbChoose, Card: s.h(c)}
		}
		return s.ask(f.Seat, "Put one of the cards drawn on the bottom of your deck", "ONR-5.1.2", opts)
	}
	if !slices.Contains(in, c) {
		return Next
	}
	s.move(c, f.Seat, ZoneDeck, false)
	s.say(msgPutsDrawnOnBottom, int32(f.Seat))
	return Next
}
