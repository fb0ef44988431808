package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Trading one's hand for cards of the stack (trash-own-for-gain,
// search-and-tutor, zone-shuffle): "trash your hand. Search your stack for
// as many cards as were successfully trashed in this way and bring them
// into your hand. Shuffle your stack afterward" (Boostergang Connections).
// The whole hand goes to the trash; the player then chooses that many cards
// of the stack, one at a time, unseen by the others, and may stop short (the
// stack is a hidden zone: one may fail to find); the stack is shuffled. The
// frame's list holds how many were trashed, then the cards taken.

// TrashHandSearchAsMany: "trash your hand; search your stack for as many
// cards and bring them into your hand; shuffle your stack".
func TrashHandSearchAsMany() Op { return OpFunc(trashHandSearch) }

func trashHandSearch(s *State, f *Frame) Status {
	p := s.P(f.Seat)
	if len(s.List(f)) == 0 {
		hand := slices.Clone(p.Hand)
		for _, c := range hand {
			s.trash(c)
		}
		var n int32
		for _, c := range hand {
			if s.Cards[c].Zone == ZoneDiscard {
				n++
			}
		}
		s.sayCards(msgTrashesCards, s.cardArg(f.Src), hand, func(int32) bool { return true })
		s.AppendList(f, n)
		for _, c := range p.Deck {
			s.Cards[c].KnownTo |= kernel.ViewerOf(f.Seat) // the searcher looks through the stack; the shuffle hides it again
		}
	} else if f.Answered {
		opt, _ := f.Take()
		if opt.Verb != VerbChoose {
			return searchDone(s, f)
		}
		c := s.byHandle(int32(opt.Card))
		s.move(c, f.Seat, ZoneHand, false)
		s.sayTo(seatBit(f.Seat), msgTakesFromStack, int32(f.Seat), s.cardArg(c))
		s.AppendList(f, c)
	}
	l := s.List(f)
	if left := l[0] - int32(len(l)-1); left > 0 && len(p.Deck) > 0 {
		opts := make([]engine.Option, 0, len(p.Deck)+1)
		for _, c := range p.Deck {
			opts = append(opts, engine.Option{Verb: VerbChoose, Card: s.h(c)})
		}
		opts = append(opts, engine.Option{Verb: VerbNone}) // a hidden zone: one may fail to find
		return s.ask(f.Seat, fmt.Sprintf("Choose a card of your stack to bring into your hand (%d more)", left), "ONR-2.2.3", opts)
	}
	return searchDone(s, f)
}

// searchDone ends the search: the stack is shuffled.
func searchDone(s *State, f *Frame) Status {
	s.SetList(f, nil)
	s.shuffleOwnDeck(f.Seat)
	return Next
}
