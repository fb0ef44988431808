package fuzz

import (
	"slices"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// Styles of play of a fuzz game. Uniformly random players rarely let the
// Corp score an agenda or use the abilities that need a moment's
// preparation, so a third of the games are played by eager players, and a
// third by an eager Corp against a random Runner.
const (
	Random     = "random"     // both players pick uniformly among their options
	Eager      = "eager"      // both players prefer to make progress (eager)
	EagerCorp  = "eager-corp" // the Corp is eager, the Runner random
	styleCount = 3
)

// styleOf returns the style of game i.
func styleOf(i int) string {
	return [styleCount]string{Random, Eager, EagerCorp}[(i/2)%styleCount]
}

// progress are the verbs an eager player prefers: doing something over
// passing, gaining or drawing.
var progress = []engine.Verb{
	onr.VerbScore, onr.VerbAdvance, onr.VerbRez, onr.VerbInstall, onr.VerbPlay, onr.VerbUse,
	onr.VerbBreak, onr.VerbPump, onr.VerbPrevent, onr.VerbBaseLink, onr.VerbRun, onr.VerbTrash,
	onr.VerbPurge, onr.VerbTrashRes, onr.VerbRemoveTag, onr.VerbLift,
}

// chooser answers decisions for a game: uniformly at random, or, for an
// eager seat, three times in four among the options that make progress
// (a score always), the rest at random. An eager seat also saves up: when
// it may gain bits and its pool is short of the dearest card in its hand
// (its printed cost and a reserve of saveReserve to use it), it gains one
// time in two; otherwise a card costing 10 bits, such as Black Dahlia, is
// almost never installed with bits left to use it (in 4,000 games it was
// installed 11 times, and the Runner held 0 or 1 bit at 27 of its 29 later
// encounters).
type chooser struct {
	g      *onr.Game
	random *bot.Random
	rng    engine.RNG
	eager  map[engine.Seat]bool
	prefer []int // scratch
}

func newChooser(seed uint64, style string, g *onr.Game) *chooser {
	c := &chooser{g: g, random: bot.NewRandom(seed ^ botSalt), rng: engine.NewRNG(seed ^ styleSalt), eager: map[engine.Seat]bool{}}
	for _, p := range g.State().Players {
		c.eager[p.Seat] = style == Eager || (style == EagerCorp && p.Role == onr.Corp)
	}
	return c
}

func (c *chooser) choose(d engine.Decision) engine.Choice {
	if !c.eager[d.Seat] || d.Kind != engine.Select {
		return c.random.Choose(d)
	}
	c.prefer = c.prefer[:0]
	if i := slices.IndexFunc(d.Options, func(o engine.Option) bool { return o.Verb == onr.VerbGain }); i >= 0 && c.short(d.Seat) && c.rng.IntN(2) == 0 {
		return engine.Choice{Decision: d.ID, Seat: d.Seat, Option: i}
	}
	for i, o := range d.Options {
		if o.Verb == onr.VerbScore {
			return engine.Choice{Decision: d.ID, Seat: d.Seat, Option: i}
		}
		if slices.Contains(progress, o.Verb) {
			c.prefer = append(c.prefer, i)
		}
	}
	if len(c.prefer) == 0 || c.rng.IntN(4) == 0 {
		return c.random.Choose(d)
	}
	return engine.Choice{Decision: d.ID, Seat: d.Seat, Option: c.prefer[c.rng.IntN(len(c.prefer))]}
}

// saveReserve is what an eager seat saving up wants beyond a card's cost:
// the bits to use it once (a break and a pump, a trace).
const saveReserve = 2

// short reports whether seat's pool is short of the printed cost of the
// dearest card in its hand plus saveReserve.
func (c *chooser) short(seat engine.Seat) bool {
	s := c.g.State()
	p := s.P(seat)
	for _, k := range p.Hand {
		if cost := c.g.Def(k).Card().Cost; cost != nil && int32(*cost)+saveReserve > p.Bits {
			return true
		}
	}
	return false
}
