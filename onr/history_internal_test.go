package onr

import (
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr/carddb"
)

// TestTrashedUnseenAnswersWhoKnewOrTrashedIt (R322, R410): a card trashed
// unseen stays a fact about its card for the seats that could see it and
// for the player who trashed it (he may ask its Corp); to any other seat it
// is a fact about a card it cannot name, so that no question of that
// seat's cards is answered by it. At a table of three teams, a card of the
// first Corp's R&D is trashed face down into its Archives by the first
// Runner; a question of its type asked by each seat's card.
func TestTrashedUnseenAnswersWhoKnewOrTrashedIt(t *testing.T) {
	three := Table{Seats: []TableSeat{{Role: Corp, Team: 0}, {Role: Runner, Team: 0}, {Role: Corp, Team: 1}, {Role: Runner, Team: 1}, {Role: Corp, Team: 2}, {Role: Runner, Team: 2}}}
	g, err := NewTable(engine.Setup{Seed: 1}, three)
	if err != nil {
		t.Fatal(err)
	}
	s := g.s
	cardOf := func(seat engine.Seat, skip int32) int32 {
		for c := int32(1); c < int32(len(s.Cards)); c++ {
			if c != skip && s.Cards[c].Owner == seat && s.Cards[c].Zone == ZoneDeck {
				return c
			}
		}
		t.Fatalf("seat %d has no card in its deck", seat)
		return 0
	}
	const corp, runner, otherCorp engine.Seat = 0, 1, 2
	c := cardOf(corp, 0)
	s.trash(c)
	if s.Cards[c].Zone != ZoneDiscard || s.visible(c, runner) || s.visible(c, otherCorp) || !s.visible(c, corp) {
		t.Fatalf("the trashed card: zone %v, seen by its Corp %v, the Runner %v, another Corp %v; want the Archives, seen by its Corp only",
			s.Cards[c].Zone, s.visible(c, corp), s.visible(c, runner), s.visible(c, otherCorp))
	}
	s.happened(DeedTrashed, runner, c, -1, 0)
	ofItsType := Filter{Types: []carddb.Type{s.def(c).card.Type}}
	for _, tc := range []struct {
		name  string
		asker engine.Seat
		byYou bool
		want  int
	}{
		{"the Runner who trashed it is answered (he may ask the Corp, R322)", runner, true, 1},
		{"its Corp, who knows it, is answered", corp, false, 1},
		{"another Corp, who neither knew it nor trashed it, is not", otherCorp, false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := s.matching(cardOf(tc.asker, c), Past{Deed: DeedTrashed, Turn: ThisTurn, ByYou: tc.byYou, Filter: ofItsType}, engine.NoSeat)
			if len(got) != tc.want {
				t.Fatalf("%d facts of a trashed %s, want %d", len(got), s.def(c).card.Type, tc.want)
			}
			anyCard := s.matching(cardOf(tc.asker, c), Past{Deed: DeedTrashed, Turn: ThisTurn, ByYou: tc.byYou}, engine.NoSeat)
			if len(anyCard) != 1 {
				t.Fatalf("%d facts of a trash with no filter, want 1: that it happened is public", len(anyCard))
			}
		})
	}
}
