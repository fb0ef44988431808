package bso

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// The Big Sell-Out plays ONR's cards under ONR's construction rules: its
// card list and deck check are ONR's, for the Sponsors' and the Agents'
// seats (engine/catalogue.go).
var (
	_ engine.Catalogue   = rules{}
	_ engine.DeckChecker = rules{}
)

// Catalogue implements engine.Catalogue: ONR's cards, the Corp's for the
// Sponsors and the Runner's for the Agents.
func (rules) Catalogue() []engine.CatalogueCard { return onr.CatalogueCards(roleName) }

// Notice implements engine.Catalogue: ONR's card data notice.
func (rules) Notice() string { return carddb.Notice() }

// CheckDeck implements engine.DeckChecker: ONR's check of a Corp deck for
// a Sponsor, of a Runner deck for an Agent, under ONR's default options
// (the Big Sell-Out changes none of its construction rules).
func (rules) CheckDeck(role, text string) engine.DeckCheck {
	for _, r := range []onr.Role{onr.Corp, onr.Runner} {
		if role == roleName(r) {
			return onr.CheckDeck(text, r, onr.DefaultOptions())
		}
	}
	return onr.UnknownRole(role, RoleSponsor+", "+RoleAgent)
}
