package onr

import (
	"fmt"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
)

// TestCardListMessagesReadAsTheirTexts: a message of a list of cards
// (sayCards) reads as the text the rules once built at once, the titles of
// the cards named and "a hidden card" for the others joined by ", ", for a
// list of any length: one that fits the operands is in them, a longer one
// in the game's words, named by operand 1.
func TestCardListMessagesReadAsTheirTexts(t *testing.T) {
	g, err := New(engine.Setup{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	s := g.s
	deck := s.Players[1].Deck
	src := s.Players[0].Deck[0]
	for n := 0; n <= 9; n++ {
		list := deck[:n]
		for _, hidden := range []bool{false, true} {
			if hidden && n < 2 {
				continue
			}
			named := func(c int32) bool { return !hidden || c != list[1] } // the second card hidden
			var names []string
			for _, c := range list {
				if named(c) {
					names = append(names, s.def(c).Title)
				} else {
					names = append(names, "a hidden card")
				}
			}
			for _, tc := range []struct {
				m         Msg
				typ, want string
			}{
				{msgTrashesCards, "trash", fmt.Sprintf("%s trashes %s", s.cardName(src), strings.Join(names, ", "))},
				{msgPreventsTrash, "prevent", fmt.Sprintf("%s prevents %s from being trashed", s.cardName(src), strings.Join(names, ", "))},
			} {
				t.Run(fmt.Sprintf("%d cards, the second hidden %v: %s", n, hidden, tc.want), func(t *testing.T) {
					s.events = nil
					s.sayCards(tc.m, s.cardArg(src), list, named)
					if len(s.events) != 1 {
						t.Fatalf("%d events, want 1", len(s.events))
					}
					e := s.events[0]
					m, ok := e.Message()
					if !ok {
						t.Fatalf("recorded as plain text")
					}
					if inList := m.Args[1] < -1; inList != (n >= engine.MessageArgs) {
						t.Errorf("operand 1 is %d: the list is in the game's words %v, want %v for %d cards", m.Args[1], inList, n >= engine.MessageArgs, n)
					}
					for seat := engine.Seat(-1); seat < 2; seat++ {
						if got := e.For(seat); got != tc.want {
							t.Errorf("seat %d reads %q, want %q", seat, got, tc.want)
						}
					}
					if e.Type != tc.typ || e.Private != 0 {
						t.Errorf("a %q event for seats %b, want a public %q", e.Type, e.Private, tc.typ)
					}
				})
			}
		}
	}
}

// TestCardListsStay: the lists of a game's words are its own (never those
// every game at ONR's table shares), are kept once however often an event
// names them, and are shared with its clones, so that every event, told
// before or after a list was added, by the game or a clone, reads the same
// whenever it is read.
func TestCardListsStay(t *testing.T) {
	g, err := New(engine.Setup{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	s := g.s
	all := func(int32) bool { return true }
	deck, src := s.Players[1].Deck, s.cardArg(s.Players[0].Deck[0])
	s.events = nil
	s.sayCards(msgTrashesCards, src, deck[:2], all) // a short list, told by the table's words
	s.sayCards(msgTrashesCards, src, deck[:6], all)
	s.sayCards(msgTrashesCards, src, deck[:6], all) // the same list again
	c := g.Clone().(*Game).s
	c.events = nil
	c.sayCards(msgTrashesCards, src, deck[1:7], all)
	s.sayCards(msgTrashesCards, src, deck[2:8], all)
	events := append(append([]engine.Event(nil), s.events...), c.events...)
	var texts []string
	for _, e := range events {
		texts = append(texts, e.Text())
	}

	if l := plainWords.lists.Load(); l != nil {
		t.Errorf("the words every game at ONR's table shares hold %d lists", len(*l))
	}
	if s.wordsOf == plainWords || c.wordsOf != s.wordsOf {
		t.Errorf("the game's words are the table's %v; its clone's are the game's %v; want false, true", s.wordsOf == plainWords, c.wordsOf == s.wordsOf)
	}
	if l := s.wordsOf.lists.Load(); l == nil || len(*l) != 3 {
		t.Errorf("the game's words hold %v lists, want 3: one for the list told twice, one of the clone, one of the game", l)
	}
	m2, _ := events[1].Message()
	m3, _ := events[2].Message()
	if m2 != m3 {
		t.Errorf("the same list told twice is %v then %v", m2, m3)
	}
	// Other games at the table, and other lists.
	for seed := uint64(2); seed < 4; seed++ {
		o, err := New(engine.Setup{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		os := o.s
		os.events = nil
		os.sayCards(msgTrashesCards, src, os.Players[1].Deck[3:9], all)
		if os.wordsOf == s.wordsOf {
			t.Errorf("game %d shares the words of game 1", seed)
		}
	}
	for i, e := range events {
		if got := e.Text(); got != texts[i] {
			t.Errorf("event %d read %q when told, %q now", i, texts[i], got)
		}
		if i > 0 && !strings.Contains(texts[i], ", ") {
			t.Errorf("event %d reads %q: no list", i, texts[i])
		}
	}
}
