package engine

// Engagement is implemented by rulesets that can count how often each of
// their cards, and each ability of a card, took effect: what package fuzz
// reports per card and ability, and lists as never engaged. The count is
// the process's: while it is on it counts every game of the ruleset (and
// of any ruleset that plays its cards, such as bso with ONR's) on any
// goroutine, so a client turns it on only while its own games run.
type Engagement interface {
	// CountEngagement turns a count on and returns it; it fails when a
	// count is already on.
	CountEngagement() (EngagementCount, error)
}

// EngagementCount is a count turned on by Engagement.CountEngagement.
type EngagementCount interface {
	// Abilities returns the count of every ability of every implemented
	// card, by card name, then in printed order.
	Abilities() []AbilityCount
	// Cards returns, for every implemented card by name, how often it was
	// engaged: one of its abilities took effect, or an occurrence of the
	// rules concerned it.
	Cards() map[string]int64
	// NeverUsed lists, for people, every ability that never took effect
	// and every part of one (a clause of a program) that never ran.
	NeverUsed() []string
	// Stop turns the count off; what it counted stays readable.
	Stop()
}

// AbilityCount is how often one ability of a card took effect.
type AbilityCount struct {
	Title   string  `json:"title"`
	Ability int     `json:"ability"` // its index in the card's definition
	Kind    string  `json:"kind"`
	Label   string  `json:"label,omitempty"`
	Took    int64   `json:"took"`
	Ops     []int64 `json:"ops,omitempty"` // how often each op of its program ran
}
