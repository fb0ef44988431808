package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr/carddb"
)

// Looking at the top of one's own stack and taking cards of a type from
// it (search-and-tutor): "look at the top N cards of your stack. You may
// bring any T cards among them into your hand. Pay 1 bit for each card
// taken in this way, and show those cards to the Corp. Shuffle your
// stack." The player looks at the cards (they become known to him or her
// where they lie, until the shuffle places every card anew), takes them
// one at a time, paying for each, and says done; then the stack is
// shuffled. Taking is not drawing (R099, R278, R409): nothing that answers
// a draw answers it. A card taken is named to every player and stays known
// to them in the hand, as a card shown (ownsearch.go).

// TakeFromTopOfStack: "look at the top n cards of your stack; bring any
// cards of type t (or also) among them into your hand, paying price bits
// for each and showing it; shuffle your stack". also is "" for one type.
func TakeFromTopOfStack(n, price int32, t, also carddb.Type) Op {
	return takeFromTop{n: n, price: price, t: t, also: also}
}

type takeFromTop struct {
	n, price int32
	t, also  carddb.Type
}

func (o takeFromTop) Run(s *State, f *Frame) Status {
	p := s.P(f.Seat)
	if !f.Answered {
		top := p.Deck[:min(int(max(o.n, 0)), len(p.Deck))]
		for _, c := range top {
			s.note(c)
			s.Cards[c].KnownTo |= kernel.ViewerOf(f.Seat) // the player looks; the shuffle hides them again
		}
		s.SetList(f, top)
	} else if opt, _ := f.Take(); opt.Verb == VerbChoose {
		c := s.byHandle(int32(opt.Card))
		if l := s.List(f); slices.Contains(l, c) && p.Bits >= o.price {
			s.payBits(f.Seat, f.Src, o.price)
			s.say(msgPaysFor, int32(f.Seat), o.price, s.cardArg(f.Src))
			s.move(c, f.Seat, ZoneHand, false)
			k := &s.Cards[c]
			k.Known, k.KnownTo = true, kernel.SeatsOf(len(s.Players))
			s.say(msgShowsFromStack, int32(f.Seat), s.cardArg(c))
			s.SetList(f, slices.DeleteFunc(slices.Clone(l), func(x int32) bool { return x == c }))
		}
	} else {
		s.SetList(f, nil)
	}
	var opts []engine.Option
	if p.Bits >= o.price {
		for _, c := range s.List(f) {
			if s.isType(c, o.t) || (o.also != "" && s.isType(c, o.also)) {
				opts = append(opts, engine.Option{Verb: VerbChoose, Card: s.h(c)})
			}
		}
	}
	if len(s.List(f)) > 0 {
		// Asked even with nothing to take: the looked-at cards are the
		// player's alone, and so is whether any of them could be taken.
		opts = append(opts, engine.Option{Verb: VerbDone})
		return s.ask(f.Seat, fmt.Sprintf("Take a card into your hand for %d bits, or done", o.price), "ONR-2.2.3", opts)
	}
	s.SetList(f, nil)
	s.shuffleOwnDeck(f.Seat)
	return Next
}
