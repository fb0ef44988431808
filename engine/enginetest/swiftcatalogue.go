package enginetest

import (
	"strconv"

	"github.com/datafort/datafort/engine"
)

// The swift game's card list for the card browser (engine.Catalogue): its
// nine cards, dealt at random, so it ships no decks and has no deck check.
var _ engine.Catalogue = Swift{}

// Catalogue implements engine.Catalogue: the numbers 1 to 6 and the
// counter, retarget and relay cards, all implemented, any seat's.
func (Swift) Catalogue() []engine.CatalogueCard {
	out := make([]engine.CatalogueCard, 0, swiftCards)
	for n := 1; n <= swiftCards; n++ {
		c := engine.CatalogueCard{ID: strconv.Itoa(n), Type: "number", Implemented: true,
			Face: engine.CardFace{Title: strconv.Itoa(n), Line: "Number", Stats: "scores " + strconv.Itoa(n),
				Text: []string{"Scores " + strconv.Itoa(n) + " when it resolves above the counter, and becomes the counter; otherwise resets the counter to 0."}}}
		switch n {
		case swiftCounter:
			c.Type, c.Face.Line, c.Face.Stats = "counter", "Special: Counter", ""
			c.Face.Text = []string{"Target an item on the cache. When this resolves, remove that item if it is still there; otherwise this fizzles."}
		case swiftRetarget:
			c.Type, c.Face.Line, c.Face.Stats = "retarget", "Special: Retarget", ""
			c.Face.Text = []string{"Target an item on the cache that has a target. When this resolves, change that target to another legal one you choose."}
		case swiftRelay:
			c.Type, c.Face.Line, c.Face.Stats = "relay", "Special: Relay", ""
			c.Face.Text = []string{"When this resolves, you may play a card from your hand; a swift window opens for it before the rest of the cache resolves."}
		}
		c.Keywords = []string{c.Type}
		out = append(out, c)
	}
	return out
}

// Notice implements engine.Catalogue: the swift game is Datafort's own
// toy, under no publisher's notice.
func (Swift) Notice() string { return "" }
