package fuzz

import (
	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
)

// Styles is implemented by rulesets whose fuzz games are played in styles
// of their own, besides or instead of uniformly random play: players that
// prefer to make progress reach the parts of the rules random players
// rarely do (ONR: scoring, abilities that need bits saved up). Run plays
// the styles in turn, two games each (an every-card and a subset game).
// A ruleset without it is played by one random bot answering every seat
// (style Random).
type Styles interface {
	// FuzzStyles names the styles, in the order Run plays them.
	FuzzStyles() []string
	// FuzzPlayer returns the player that answers every decision of game g
	// (a game of the ruleset) in style, seeded from the game's setup seed.
	FuzzPlayer(g engine.Game, style string, seed uint64) (bot.Bot, error)
}

// Random is the style of a game whose ruleset has no Styles: one random
// bot (bot.Random) answers every seat.
const Random = "random"

// Deck kinds of a fuzz game, as the report counts them.
const (
	// EveryCard: decks that hold every implemented card
	// (engine.FuzzDecks.EveryCardDecks), in even games.
	EveryCard = "every-card"
	// Subset: decks with many copies of a subset of the implemented cards
	// drawn anew for every game (engine.FuzzDecks.SubsetDecks), in odd games.
	Subset = "subset"
	// Default: the ruleset's default decks, in every game of a ruleset
	// without engine.FuzzDecks.
	Default = "default"
)
