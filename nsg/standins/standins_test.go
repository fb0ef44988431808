package standins_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/nsg"
	_ "github.com/datafort/datafort/nsg/cards"
	_ "github.com/datafort/datafort/nsg/standins"
)

// A stand-in is found by its title, for scenario positions, and by nothing
// that offers cards to players: not the implemented cards (the ablation
// gate, fuzz decks and engagement read them), not the catalogue, and a
// deck list refuses it as a card not in the data.
func TestStandInsAreNoCardsOfAnyDeck(t *testing.T) {
	titles := nsg.StandIns()
	if len(titles) == 0 {
		t.Fatal("no stand-in is defined")
	}
	var cat []string
	for _, c := range (nsg.Ruleset{}).Catalogue() {
		cat = append(cat, c.Face.Title)
	}
	for _, title := range titles {
		t.Run(title, func(t *testing.T) {
			if !strings.HasPrefix(title, nsg.StandInPrefix) {
				t.Errorf("title lacks %q", nsg.StandInPrefix)
			}
			d := nsg.Lookup(title)
			if d == nil || d.Title != title {
				t.Fatalf("Lookup(%q) = %v", title, d)
			}
			if slices.Contains(nsg.Implemented(), title) {
				t.Error("listed among the implemented cards")
			}
			if slices.Contains(cat, title) {
				t.Error("in the catalogue")
			}
			chk := (nsg.Ruleset{}).CheckDeck(d.Side, "1 "+title+"\n")
			found := false
			for _, p := range chk.Problems {
				found = found || (p.Card == title && strings.Contains(p.Msg, "not a card"))
			}
			if !found {
				t.Errorf("a deck list holding it is not refused as a card not in the data: %+v", chk.Problems)
			}
		})
	}
}
