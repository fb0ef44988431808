package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Taking one of the top cards of one's stack and arranging the rest
// (look-and-arrange, search-and-tutor): "look through the top five cards of
// your stack. Bring one of those cards into your hand, and arrange the rest
// in any order you choose" (If You Want It Done Right...). The player looks
// at the cards (they become known to him or her where they lie), takes one
// into the hand unseen by the others, then names the rest one at a time,
// from the top down; they go back on top of the stack in that order, still
// known to the player alone. The frame's list holds the card taken, then
// those placed.

// TakeOneArrangeTop: "look through the top N cards of your stack; bring one
// into your hand and arrange the rest in any order".
func TakeOneArrangeTop(n int32) Op { return takeOneArrange{n} }

type takeOneArrange struct{ n int32 }

func (o takeOneArrange) Run(s *State, f *Frame) Status {
	p := s.P(f.Seat)
	top := slices.Clone(p.Deck[:min(int(max(o.n, 0)), len(p.Deck))])
	if len(top) == 0 {
		return Next
	}
	if f.Answered {
		if opt, _ := f.Take(); opt.Verb == VerbChoose {
			if c := s.byHandle(int32(opt.Card)); slices.Contains(top, c) && !slices.Contains(s.List(f), c) {
				s.AppendList(f, c)
			}
		}
	} else if len(s.List(f)) == 0 {
		for _, c := range top {
			s.note(c)
			s.Cards[c].KnownTo |= kernel.ViewerOf(f.Seat) // the player looks
		}
	}
	done := s.List(f)
	var left []int32
	for _, c := range top {
		if !slices.Contains(done, c) {
			left = append(left, c)
		}
	}
	if len(left) > 1 || (len(left) == 1 && len(done) == 0) {
		opts := make([]engine.Option, len(left))
		for i, c := range left {
			opts[i] = engine.Option{Verb: VerbChoose, Card: s.h(c)}
		}
		prompt := "Choose the card to bring into your hand"
		if len(done) > 0 {
			prompt = fmt.Sprintf("Choose the card to place on the stack next, from the top down (%d placed)", len(done)-1)
		}
		return s.ask(f.Seat, prompt, "ONR-2.2.3", opts)
	}
	taken, order := done[0], append(slices.Clone(done[1:]), left...)
	s.SetList(f, nil)
	s.move(taken, f.Seat, ZoneHand, false)
	s.sayTo(seatBit(f.Seat), msgTakesFromStack, int32(f.Seat), s.cardArg(taken))
	for i := len(order) - 1; i >= 0; i-- {
		s.move(order[i], f.Seat, ZoneDeck, true)
	}
	s.say(msgArrangesStackTop, int32(f.Seat), int32(len(order)))
	return Next
}
