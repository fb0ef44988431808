package onrtest

import (
	"testing"

	"github.com/datafort/datafort/onr"
)

// The harness drives a whole run: the Corp declines to rez the ice it is
// asked about, the Runner passes it unencountered and steals the agenda on
// top of R&D.
func TestRunOnUnrezzedIceReachesAccess(t *testing.T) {
	x := New(t, 1)
	x.Deck(onr.Corp, "Hostile Takeover", "Data Wall")
	wall, _ := x.Ice(onr.FortRD, "Wall of Static", false)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on R&D")
	if !x.Offered(onr.Corp, "rez Wall of Static") {
		t.Fatalf("approaching unrezzed ice, the Corp cannot rez it: %s", x.Describe())
	}
	for x.S.Run.Active && !x.S.Over {
		switch {
		case x.Offered(onr.Runner, "continue"):
			x.Do(onr.Runner, "continue")
		case x.Offered(onr.Runner, "pass") || x.Offered(onr.Corp, "pass"):
			x.PassAll()
		default:
			t.Fatalf("unexpected decision %s", x.Describe())
		}
	}
	if x.S.Cards[wall].Rezzed || x.Logged("encounters") || !x.Logged("The run is successful") {
		t.Errorf("Wall of Static rezzed %v; encounter logged %v; success logged %v", x.S.Cards[wall].Rezzed, x.Logged("encounters"), x.Logged("The run is successful"))
	}
	stolen := x.Runner().Scored
	if len(stolen) != 1 || x.G.Title(stolen[0]) != "Hostile Takeover" || x.Runner().Points != 1 {
		t.Errorf("the Runner has %d points and %d stolen agendas after accessing the top of R&D, want Hostile Takeover; events %v", x.Runner().Points, len(stolen), x.Events)
	}
}

// Decks hold filler until a test says what they hold.
func TestFillerDecks(t *testing.T) {
	x := New(t, 1)
	if len(x.Corp().Deck) != FillerCount || len(x.Runner().Deck) != FillerCount {
		t.Fatalf("decks of %d and %d cards, want %d filler each", len(x.Corp().Deck), len(x.Runner().Deck), FillerCount)
	}
	hand := x.Hand(onr.Runner, "Dwarf")
	x.Deck(onr.Runner, "Imp")
	if len(x.Runner().Deck) != 1 || x.G.Title(x.Runner().Deck[0]) != "Imp" || len(x.Runner().Hand) != 1 || x.Runner().Hand[0] != hand[0] {
		t.Errorf("after Deck: stack %d cards, hand %v", len(x.Runner().Deck), x.Runner().Hand)
	}
	x.Deck(onr.Runner, "Krash") // a second call adds below
	if len(x.Runner().Deck) != 2 || x.G.Title(x.Runner().Deck[1]) != "Krash" {
		t.Errorf("after a second Deck: stack %d cards", len(x.Runner().Deck))
	}
	x.EmptyDeck(onr.Corp)
	if len(x.Corp().Deck) != 0 {
		t.Errorf("EmptyDeck left %d cards", len(x.Corp().Deck))
	}
	x.Ready()
}
