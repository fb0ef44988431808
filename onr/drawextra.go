package onr

import (
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// An extra card on every draw from one's deck (trigger-draw): "Whenever you
// draw one or more cards from your stack, draw an extra card; then choose
// one of the cards drawn and either trash it or return it to the top of
// your stack" (a Runner connection; R315, R316); "Whenever you draw one or
// more cards, draw an extra card. Then place one of the drawn cards on the
// bottom of R&D" (a Corp node).
//
// Design. A KindStatic ModDrawExtra ability of an active card (N the extra
// cards) answers every draw of its controller's from the deck (draw: an
// action, a card's effect, a redraw, the Corp's turn draw) once it has
// drawn at least one card: N more are drawn as part of it (they do not
// draw again; none from an empty deck, so that the extra card never makes
// a Corp lose), then the ability's Effect resolves as a program of the
// card's whose list holds every card drawn (TrashOrStackDrawn,
// PutDrawnOnDeckBottom). Taking cards from the stack without drawing
// (look-and-take cards, R278, R409, R442) does not answer it.
//
// Hidden information. The cards drawn are the drawing seat's alone; a card
// trashed goes face up to the trash (public), a card returned is named
// only to the seats that knew it in the hand, and a card put on the bottom
// is named to nobody.

// drawnExtra answers seat's draw of k cards from its deck, the last k of
// the hand: the extra cards (ModDrawExtra), then the opposing Corps'
// answer to the cards drawn, extra ones included (drawanswer.go).
func (s *State) drawnExtra(seat engine.Seat, k int32) {
	s.answerDraw(seat, k+s.drawExtra(seat, k))
}

// drawExtra draws the extra cards of seat's draw of k cards (ModDrawExtra)
// and returns how many.
func (s *State) drawExtra(seat engine.Seat, k int32) int32 {
	if !s.mayStatic(ModDrawExtra) {
		return 0 // no active card has one, so statics gives 0 (unions.go): read inline, without the call
	}
	if s.statics(ModDrawExtra, func(c int32, _ *Ability) bool { return s.controller(c) == seat }) == 0 {
		return 0
	}
	p := s.P(seat)
	drawn := slices.Clone(p.Hand[len(p.Hand)-int(k):])
	for _, c := range slices.Clone(s.activeWith(withStatics)) {
		if s.controller(c) != seat || !s.active(c) {
			continue
		}
		for i := range s.def(c).Abilities {
			a := &s.def(c).Abilities[i]
			if a.Kind != KindStatic || a.Mod != ModDrawExtra || !a.holds(s, c) {
				continue
			}
			for n := s.amount(c, a); n > 0 && len(p.Deck) > 0; n-- {
				d := p.Deck[0]
				s.move(d, seat, ZoneHand, false)
				s.sayTo(seatBit(seat), msgDraws, int32(seat), s.cardArg(d))
				drawn = append(drawn, d)
			}
			s.say(msgDrawsExtra, s.cardArg(c))
			if len(a.Effect) > 0 {
				s.pushProgram(s.ref(c, i), seat, c)
				s.SetList(s.top(), drawn)
			}
		}
	}
	return int32(len(drawn)) - k
}

// TrashOrStackDrawn: "choose one of the cards drawn and either trash it or
// return it to the top of your stack", the effect of a ModDrawExtra
// ability: the cards are the program's list (drawnExtra).
func TrashOrStackDrawn() Op { return trashOrStackDrawn{} }

type trashOrStackDrawn struct{}

func (trashOrStackDrawn) Run(s *State, f *Frame) Status {
	inHand := func(c int32) bool { return s.Cards[c].Zone == ZoneHand && s.Cards[c].At == f.Seat }
	if !f.Answered {
		var opts []engine.Option
		for _, c := range s.List(f) {
			if inHand(c) {
				opts = append(opts, engine.Option{Verb: VerbTrash, Card: s.h(c)}, engine.Option{Verb: VerbStackTop, Card: s.h(c)})
			}
		}
		if len(opts) == 0 {
			return Next
		}
		return s.ask(f.Seat, "Choose a card drawn: trash it or return it to the top of your stack", "ONR-8.7", opts)
	}
	o, _ := f.Take()
	c := s.byHandle(int32(o.Card))
	if c == 0 || !slices.Contains(s.List(f), c) || !inHand(c) {
		return Next
	}
	if o.Verb == VerbTrash {
		s.trash(c)
		s.say(msgTrashesDrawn, int32(f.Seat), s.cardArg(c))
		return Next
	}
	knew := s.knowers(c)
	s.move(c, f.Seat, ZoneDeck, true)
	s.Cards[c].KnownTo |= kernel.ViewerOf(f.Seat) // he saw it in his hand
	s.sayTo(knew, msgStacksDrawnHidden, int32(f.Seat), s.cardArg(c))
	return Next
}

// PutDrawnOnDeckBottom: "place one of the drawn cards on the bottom of
// R&D", the effect of a ModDrawExtra ability: the cards are the program's
// list (drawnExtra). The event names no card.
func PutDrawnOnDeckBottom() Op { return putDrawnOnDeckBottom{} }

type putDrawnOnDeckBottom struct{}

func (putDrawnOnDeckBottom) Run(s *State, f *Frame) Status {
	inHand := func(c int32) bool { return s.Cards[c].Zone == ZoneHand && s.Cards[c].At == f.Seat }
	if !f.Answered {
		var opts []engine.Option
		for _, c := range s.List(f) {
			if inHand(c) {
				opts = append(opts, engine.Option{Verb: VerbChoose, Card: s.h(c)})
			}
		}
		if len(opts) == 0 {
			return Next
		}
		return s.ask(f.Seat, "Put one of the cards drawn on the bottom of your deck", "ONR-5.1.2", opts)
	}
	o, _ := f.Take()
	c := s.byHandle(int32(o.Card))
	if c == 0 || !slices.Contains(s.List(f), c) || !inHand(c) {
		return Next
	}
	s.move(c, f.Seat, ZoneDeck, false)
	s.say(msgPutsDrawnOnBottom, int32(f.Seat))
	return Next
}
