package onr

import (
	"reflect"
	"testing"

	"github.com/datafort/datafort/engine"
)

// TestDealtDeckIsWhatPlacePuts compares dealDeck, which a new game deals
// its decks with, with the long way: each card appended to Cards and
// placed in ZoneDeck. The cards, the players' zones, the handles given and
// the notes for CheckStep must be the same.
func TestDealtDeckIsWhatPlacePuts(t *testing.T) {
	corp, runner := defaultDecksParsed(t)
	for _, tc := range []struct {
		name  string
		noted bool // the notes of CheckStep are on
	}{
		{"a new game's decks are dealt as placed", false},
		{"dealt cards are noted as placed ones", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fresh := func() *State {
				s := &State{Players: []Player{{Seat: 0, Role: Corp}, {Seat: 1, Role: Runner}}, Cards: []Card{{}}}
				s.marks.on = tc.noted
				return s
			}
			long, short := fresh(), fresh()
			for i, l := range [][]*Def{corp, runner} {
				p := &long.Players[i]
				for _, d := range l {
					long.Cards = append(long.Cards, Card{ID: d.cid, Side: p.Role, Owner: p.Seat, At: p.Seat})
					long.place(int32(len(long.Cards)-1), ZoneDeck, false)
				}
				short.dealDeck(&short.Players[i], l)
			}
			if !reflect.DeepEqual(short.Cards, long.Cards) {
				t.Errorf("the cards dealt differ from the cards placed")
			}
			if !reflect.DeepEqual(short.Players, long.Players) {
				t.Errorf("the players' zones dealt differ from the zones placed")
			}
			if short.NextHandle != long.NextHandle {
				t.Errorf("dealt: last handle %d, placed: %d", short.NextHandle, long.NextHandle)
			}
			if short.marks != long.marks {
				t.Errorf("dealt: notes %+v, placed: %+v", short.marks, long.marks)
			}
		})
	}
}

// TestDealtHandIsWhatDrawDraws compares dealHand, which a new game deals
// the first hands with, with the long way (draw) from the same dealt
// decks: the cards, the zones, the handles, the notes for CheckStep and
// the frames pushed must be the same.
func TestDealtHandIsWhatDrawDraws(t *testing.T) {
	corp, runner := defaultDecksParsed(t)
	for _, tc := range []struct {
		name  string
		noted bool  // the notes of CheckStep are on
		n     int32 // cards drawn
		deck  int   // cards in each deck
	}{
		{"a first hand is dealt as drawn", false, startHand, len(corp)},
		{"a dealt hand is noted as a drawn one", true, startHand, len(corp)},
		{"a whole deck is dealt as drawn", true, 10, 10},
		{"a deck too small is drawn", false, startHand, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fresh := func() *State {
				s := &State{Players: []Player{{Seat: 0, Role: Corp}, {Seat: 1, Role: Runner}}, Cards: []Card{{}},
					Forts: []Fort{{Owner: 0, Central: CentralHQ}, {Owner: 0, Central: CentralRD}, {Owner: 0, Central: CentralArchives}}}
				s.dealDeck(&s.Players[0], corp[:tc.deck])
				s.dealDeck(&s.Players[1], runner[:tc.deck])
				s.marks = stepMarks{on: tc.noted}
				s.quiet = true
				return s
			}
			long, short := fresh(), fresh()
			for i := range long.Players {
				long.draw(engine.Seat(i), tc.n)
				short.dealHand(engine.Seat(i), tc.n)
			}
			if !reflect.DeepEqual(short.Cards, long.Cards) {
				t.Errorf("the cards dealt differ from the cards drawn")
			}
			if !reflect.DeepEqual(short.Players, long.Players) {
				t.Errorf("the players dealt differ from the players drawn:\n%+v\n%+v", short.Players, long.Players)
			}
			if short.NextHandle != long.NextHandle || short.Over != long.Over {
				t.Errorf("dealt: last handle %d, over %v; drawn: %d, %v", short.NextHandle, short.Over, long.NextHandle, long.Over)
			}
			if short.marks != long.marks {
				t.Errorf("dealt: notes %+v, drawn: %+v", short.marks, long.marks)
			}
			if !reflect.DeepEqual(short.Frames(), long.Frames()) {
				t.Errorf("dealt: frames %v, drawn: %v", short.Frames(), long.Frames())
			}
		})
	}
}

func mustDeckText(t *testing.T, name string) string {
	t.Helper()
	text, err := DeckText(name)
	if err != nil {
		t.Fatal(err)
	}
	return text
}

// defaultDecksParsed returns the default Corp and Runner decks, parsed.
func defaultDecksParsed(t *testing.T) (corp, runner []*Def) {
	t.Helper()
	corp, err := parsedDeck("corp", mustDeckText(t, DefaultCorpDeck), Corp, DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	runner, err = parsedDeck("runner", mustDeckText(t, DefaultRunnerDeck), Runner, DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	return corp, runner
}
