// Package fuzz holds ONR's fuzzing under the names its tests use: the
// game-agnostic loop is package fuzz (github.com/datafort/datafort/fuzz),
// and ONR's parts of it (its every-card and subset decks, its styles of
// play, its leak checks by the hidden titles of each seat, its engagement
// count) live in package onr and plug in through onr.Rules. Run fuzzes
// ONR; the other names are those of package onr, kept here for the tests
// that check views with them (bso, server, agent and onr tests).
package fuzz

import (
	gamefuzz "github.com/datafort/datafort/fuzz"
	"github.com/datafort/datafort/onr"
	_ "github.com/datafort/datafort/onr/cards" // the implemented cards
)

// Config says what to fuzz (fuzz.Config); Run fills in the ruleset.
type Config = gamefuzz.Config

// Report is the outcome of a fuzz run (fuzz.Report).
type Report = gamefuzz.Report

// Run plays cfg.Games ONR games (cfg.Ruleset, when nil, is onr.Rules) and
// reports on them (fuzz.Run).
func Run(cfg Config) (*Report, error) {
	if cfg.Ruleset == nil {
		cfg.Ruleset = onr.Rules
	}
	return gamefuzz.Run(cfg)
}

// Deck kinds and styles of play of an ONR fuzz game.
const (
	EveryCard = gamefuzz.EveryCard
	Subset    = gamefuzz.Subset
	Random    = onr.FuzzRandom
	Eager     = onr.FuzzEager
	EagerCorp = onr.FuzzEagerCorp
)

// EveryCardDecks returns the decks of the every-card games
// (onr.EveryCardDecks).
func EveryCardDecks() (corp, runner string, err error) { return onr.EveryCardDecks() }

// SubsetDecks returns the decks of a subset game drawn with seed
// (onr.SubsetDecks).
func SubsetDecks(seed uint64) (corp, runner string, err error) { return onr.SubsetDecks(seed) }

// The leak checks of ONR's views, options and events (onr/leakcheck.go).
var (
	HiddenFrom   = onr.HiddenFrom
	HiddenTitles = onr.HiddenTitles
	HiddenBoth   = onr.HiddenBoth
	Names        = onr.NamesTitle
	NamesInJSON  = onr.NamesInJSON
)

// LeakChecker checks views, options and events of ONR games
// (onr.LeakChecker).
type LeakChecker = onr.LeakChecker

// LeakStats counts what a LeakChecker compared (onr.LeakStats).
type LeakStats = onr.LeakStats
