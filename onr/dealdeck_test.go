package onr

import (
	"reflect"
	"testing"
)

// TestDealtDeckIsWhatPlacePuts compares dealDeck, which a new game deals
// its decks with, with the long way: each card appended to Cards and
// placed in ZoneDeck. The cards, the players' zones, the handles given and
// the notes for CheckStep must be the same.
func TestDealtDeckIsWhatPlacePuts(t *testing.T) {
	corp, err := parsedDeck("corp", mustDeckText(t, DefaultCorpDeck), Corp, DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	runner, err := parsedDeck("runner", mustDeckText(t, DefaultRunnerDeck), Runner, DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
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

func mustDeckText(t *testing.T, name string) string {
	t.Helper()
	text, err := DeckText(name)
	if err != nil {
		t.Fatal(err)
	}
	return text
}
