package nsg

import (
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg/carddb"
	"github.com/datafort/datafort/nsg/decklist"
)

// What the server's lobby and the pages need of NSG: the game offered to
// people, its table's options, the faces of its cards.
var (
	_ engine.Playable     = Ruleset{}
	_ engine.TableOptions = Ruleset{}
	_ engine.CardFaces    = (*Game)(nil)
)

// Playable implements engine.Playable: the lobby offers NSG, with the
// System Gateway decks (ShippedDecks) or a pasted list, its board drawn
// from TableView.
func (Ruleset) Playable() bool { return true }

// TableOptions implements engine.TableOptions: the rules version, the deck
// format and the agenda points to win (a beginner game: 6, in the starter
// format). Full construction is offered once an identity it allows is
// implemented for each side and a shipped deck of each side is legal in
// it (it refuses the starter identities, CR 1.4.1a): until then no game
// could start in it with the shipped decks.
func (Ruleset) TableOptions() []engine.TableOption {
	formats := []string{FormatStarter, FormatCasual}
	if standardPlayable() {
		formats = []string{FormatStarter, FormatStandard, FormatCasual}
	}
	return []engine.TableOption{
		{Name: "rules", Label: "rules", Values: []string{Rules2603, Rules2409}, Default: Rules2603},
		{Name: "format", Label: "deck format", Values: formats, Default: DefaultFormat},
		{Name: "points", Label: "agenda points to win", Values: []string{PointsStandard, PointsBeginner}, Default: PointsStandard},
	}
}

// CardFace implements engine.CardFaces: the printed face of card h (a card
// id: the handle the views and the table give) when seat may know it.
func (g *Game) CardFace(h int, seat engine.Seat) (engine.CardFace, bool) {
	s := &g.st
	c := s.card(int32(h))
	if c == nil || !s.sees(seat, c) {
		return engine.CardFace{}, false
	}
	return g.CardNamed(c.Title)
}

// CardNamed implements engine.CardFaces: the face of the card of the data
// called name, in any spelling carddb.Lookup accepts.
func (g *Game) CardNamed(name string) (engine.CardFace, bool) {
	c, ok := carddb.Lookup(name)
	if !ok {
		return engine.CardFace{}, false
	}
	return Face(c), true
}

// standardPlayable reports whether a game can start in full construction
// with the shipped decks: an identity that it allows is implemented for
// each side, and a shipped deck of each side is legal in it (the
// System Gateway decks play starter identities, which it refuses).
func standardPlayable() bool {
	sides := map[string]bool{}
	for _, title := range Implemented() {
		if d := Lookup(title); d.Type == TypeIdentity && !slices.Contains(decklist.GatewayIdentities, d.Title) {
			sides[d.Side] = true
		}
	}
	if len(sides) != 2 {
		return false
	}
	legal := map[string]bool{}
	for _, d := range (Ruleset{}).ShippedDecks() {
		if _, err := readDeck(d.Text, carddb.Side(d.Role), decklist.Standard); err == nil {
			legal[d.Role] = true
		}
	}
	return len(legal) == 2
}
