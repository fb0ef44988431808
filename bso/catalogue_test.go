package bso_test

import (
	"testing"

	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

func TestBigSellOutCataloguesAndChecksONRCardsForItsRoles(t *testing.T) {
	onrCards, cards := engine.CatalogueOf(onr.Rules).Catalogue(), engine.CatalogueOf(bso.Rules).Catalogue()
	if len(cards) != len(onrCards) {
		t.Fatalf("%d cards; ONR has %d", len(cards), len(onrCards))
	}
	roles := map[string]string{"corp": bso.RoleSponsor, "runner": bso.RoleAgent}
	for i, c := range cards {
		if o := onrCards[i]; c.ID != o.ID || c.Implemented != o.Implemented || c.Role != roles[o.Role] {
			t.Errorf("card %s: role %q, implemented %v; want ONR's card for the role %q", c.ID, c.Role, c.Implemented, roles[o.Role])
		}
	}
	for _, d := range engine.DecksOf(bso.Rules) {
		t.Run("shipped deck "+d.Name+" is legal for a seat of its role", func(t *testing.T) {
			if got := engine.DeckCheckerOf(bso.Rules).CheckDeck(d.Role, d.Text); len(got.Problems) != 0 {
				t.Errorf("problems: %+v", got.Problems)
			}
		})
		t.Run("shipped deck "+d.Name+" is refused for the other role", func(t *testing.T) {
			other := bso.RoleSponsor
			if d.Role == other {
				other = bso.RoleAgent
			}
			if got := engine.DeckCheckerOf(bso.Rules).CheckDeck(other, d.Text); len(got.Problems) == 0 {
				t.Error("no problem found")
			}
		})
	}
}
