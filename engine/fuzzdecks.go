package engine

// FuzzDecks is implemented by rulesets whose fuzz games (package fuzz,
// `datafort fuzz`) play decks built to meet every card: decks that hold
// every implemented card, and decks that hold many copies of a rotating
// subset of them, so that those cards are drawn often and meet each other.
// Package fuzz alternates the two (even games every card, odd games a
// subset). A ruleset without it is fuzzed with its default decks.
type FuzzDecks interface {
	// EveryCardDecks returns the decks (a Setup's Decks) of a game started
	// with options, which together hold every implemented card.
	EveryCardDecks(options map[string]string) ([]string, error)
	// SubsetDecks returns the decks of a game started with options that
	// hold many copies of a subset of the implemented cards drawn with
	// seed: the same seed gives the same decks.
	SubsetDecks(options map[string]string, seed uint64) ([]string, error)
}

// FuzzOptions is implemented by rulesets whose fuzz decks (FuzzDecks) are
// legal only under options a run may leave out: NSG's default deck format
// admits only the System Gateway box, so its every-card decks are played
// in its casual format unless the run names a format. Package fuzz asks it
// once per run, before the decks, and sets every game up with the options
// it returns, so that a failure's record replays with them.
type FuzzOptions interface {
	// FuzzOptions returns the options of every fuzz game of a run given
	// the run's options: those, with what the fuzz decks need added. It
	// does not change the map it is given.
	FuzzOptions(options map[string]string) map[string]string
}

// FuzzLeaks is implemented by rulesets that check, beyond what every game
// can be checked for (package fuzz compares a seat's view with its view of
// a game dealt again from its information state, engine.InfoStater), that
// no view, option, prompt or event tells a seat what is hidden from it,
// from the game's own rules of what each seat knows.
type FuzzLeaks interface {
	// LeakChecker returns a checker for one game. It need not be safe for
	// concurrent use.
	LeakChecker() LeakChecker
}

// LeakChecker checks a game's views, options, prompts and events for
// hidden information, step by step: Check before every step, then Events
// with the events of the step once it is applied.
type LeakChecker interface {
	// Check checks g as it stands (the views of every seat and of a
	// spectator, the options and prompts of every pending decision) and
	// remembers what the events of the next step may not name.
	Check(g Game) error
	// Events checks the events of the step applied to g since the last
	// Check.
	Events(g Game, events []Event) error
}
