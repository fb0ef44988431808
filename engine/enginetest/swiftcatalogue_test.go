package enginetest

import (
	"strconv"
	"testing"

	"github.com/datafort/datafort/engine"
)

func TestSwiftCatalogueListsTheCardsItDealsAndNoDeckCheck(t *testing.T) {
	rs, err := engine.Lookup(SwiftName)
	if err != nil {
		t.Fatal(err)
	}
	cat := engine.CatalogueOf(rs)
	if cat == nil {
		t.Fatal("swift is not an engine.Catalogue")
	}
	cards := cat.Catalogue()
	if len(cards) != swiftCards {
		t.Fatalf("%d cards in the catalogue; the swift game deals %d", len(cards), swiftCards)
	}
	special := map[int]string{swiftCounter: "counter", swiftRetarget: "retarget", swiftRelay: "relay"}
	for i, c := range cards {
		n := i + 1
		t.Run("card "+strconv.Itoa(n)+" is listed by its number with its kind", func(t *testing.T) {
			want := special[n]
			if want == "" {
				want = "number"
			}
			if c.ID != strconv.Itoa(n) || c.Face.Title != strconv.Itoa(n) || c.Type != want || !c.Implemented || c.Role != "" || len(c.Face.Text) == 0 {
				t.Errorf("card %d = %+v; want ID and title %d, type %s, implemented, any seat's, with text", i, c, n, want)
			}
		})
	}
	if engine.DeckCheckerOf(rs) != nil {
		t.Error("the swift game takes no decks, yet offers a deck check")
	}
}
