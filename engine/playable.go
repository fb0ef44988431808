package engine

// Playable is implemented by rulesets that a server's lobby offers people:
// a game whose rules, views and bots are ready for a table of people. A
// ruleset without it, or whose Playable is false, is still registered for
// the tools (sim, fuzz, replay) but is not offered.
type Playable interface {
	// Playable reports whether the lobby offers the game.
	Playable() bool
}

// IsPlayable reports whether rs implements Playable and says yes.
func IsPlayable(rs Ruleset) bool {
	p, ok := rs.(Playable)
	return ok && p.Playable()
}
