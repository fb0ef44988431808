// Package bot provides automatic players that answer engine decisions.
package bot

import "github.com/datafort/datafort/engine"

// Bot answers decisions. A Bot may answer decisions of any seat; the Choice
// it returns quotes the decision's ID and seat.
type Bot interface {
	Choose(engine.Decision) engine.Choice
}

// Random is a Bot that picks uniformly among a Select decision's options, or
// uniformly in [Min, Max] for a Number decision. Its choices depend only on
// its seed and the decisions it has been asked, so a game between Random bots
// is reproducible. A Random is not safe for concurrent use.
type Random struct {
	rng engine.RNG
}

// NewRandom returns a Random bot seeded with seed.
func NewRandom(seed uint64) *Random {
	return &Random{rng: engine.NewRNG(seed)}
}

// Choose answers d with a uniformly random legal choice
// (engine.RandomChoice). For a Select decision without options, or a Number
// decision with Max < Min, there is no legal answer; Choose then returns
// option 0 or Min, which Apply rejects.
func (b *Random) Choose(d engine.Decision) engine.Choice { return engine.RandomChoice(&b.rng, d) }
