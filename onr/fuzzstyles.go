package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
)

// Styles of play of a fuzz game (package fuzz plays them in turn).
// Uniformly random players rarely let the Corp score an agenda or use the
// abilities that need a moment's preparation, so a third of the games are
// played by eager players, and a third by an eager Corp against a random
// Runner.
const (
	FuzzRandom    = "random"     // both players pick uniformly among their options
	FuzzEager     = "eager"      // both players prefer to make progress (eager)
	FuzzEagerCorp = "eager-corp" // the Corp is eager, the Runner random
)

// Salts that derive a fuzz player's seeds from its game's setup seed.
const (
	fuzzBotSalt   = 0xf022_b07_b07
	fuzzStyleSalt = 0xf022_57_1e
)

// FuzzStyles names the styles of play of ONR's fuzz games, in the order
// package fuzz plays them (fuzz.Styles).
func (rules) FuzzStyles() []string { return FuzzStyles() }

// FuzzPlayer returns the player of every seat of fuzz game g (an ONR game)
// in style, seeded from the game's setup seed (fuzz.Styles).
func (rules) FuzzPlayer(g engine.Game, style string, seed uint64) (bot.Bot, error) {
	og, ok := g.(*Game)
	if !ok {
		return nil, fmt.Errorf("onr: fuzzing a %T, not an ONR game", g)
	}
	return NewFuzzPlayer(og, style, seed)
}

// FuzzStyles names the styles of play of fuzz games played with ONR's
// rules and cards, in the order package fuzz plays them.
func FuzzStyles() []string { return []string{FuzzRandom, FuzzEager, FuzzEagerCorp} }

// NewFuzzPlayer returns the player of every seat of fuzz game g in style
// (one of FuzzStyles), seeded from the game's setup seed; every Corp seat
// plays as the Corp does, every Runner seat as the Runner.
func NewFuzzPlayer(g *Game, style string, seed uint64) (bot.Bot, error) {
	if !slices.Contains(FuzzStyles(), style) {
		return nil, fmt.Errorf("onr: no fuzz style %q", style)
	}
	return newFuzzChooser(seed, style, g), nil
}

// fuzzProgress are the verbs an eager player prefers: doing something over
// passing, gaining or drawing.
var fuzzProgress = []engine.Verb{
	VerbScore, VerbAdvance, VerbRez, VerbInstall, VerbPlay, VerbUse,
	VerbBreak, VerbPump, VerbPrevent, VerbBaseLink, VerbRun, VerbTrash,
	VerbPurge, VerbTrashRes, VerbRemoveTag, VerbLift,
}

// fuzzChooser answers decisions for a game: uniformly at random, or, for an
// eager seat, three times in four among the options that make progress
// (a score always), the rest at random. An eager seat also saves up: when
// it may gain bits and its pool is short of the dearest card in its hand
// (its printed cost and a reserve of fuzzSaveReserve to use it), it gains one
// time in two; otherwise a card costing 10 bits, such as Black Dahlia, is
// almost never installed with bits left to use it (in 4,000 games it was
// installed 11 times, and the Runner held 0 or 1 bit at 27 of its 29 later
// encounters).
type fuzzChooser struct {
	g      *Game
	random *bot.Random
	rng    engine.RNG
	eager  map[engine.Seat]bool
	prefer []int // scratch
}

func newFuzzChooser(seed uint64, style string, g *Game) *fuzzChooser {
	c := &fuzzChooser{g: g, random: bot.NewRandom(seed ^ fuzzBotSalt), rng: engine.NewRNG(seed ^ fuzzStyleSalt), eager: map[engine.Seat]bool{}}
	for _, p := range g.State().Players {
		c.eager[p.Seat] = style == FuzzEager || (style == FuzzEagerCorp && p.Role == Corp)
	}
	return c
}

// Choose implements bot.Bot.
func (c *fuzzChooser) Choose(d engine.Decision) engine.Choice {
	if !c.eager[d.Seat] || d.Kind != engine.Select {
		return c.random.Choose(d)
	}
	c.prefer = c.prefer[:0]
	if i := slices.IndexFunc(d.Options, func(o engine.Option) bool { return o.Verb == VerbGain }); i >= 0 && c.lacksBits(d.Seat) && c.rng.IntN(2) == 0 {
		return engine.Choice{Decision: d.ID, Seat: d.Seat, Option: i}
	}
	for i, o := range d.Options {
		if o.Verb == VerbScore {
			return engine.Choice{Decision: d.ID, Seat: d.Seat, Option: i}
		}
		if slices.Contains(fuzzProgress, o.Verb) {
			c.prefer = append(c.prefer, i)
		}
	}
	if len(c.prefer) == 0 || c.rng.IntN(4) == 0 {
		return c.random.Choose(d)
	}
	return engine.Choice{Decision: d.ID, Seat: d.Seat, Option: c.prefer[c.rng.IntN(len(c.prefer))]}
}

// fuzzSaveReserve is what an eager seat saving up wants beyond a card's cost:
// the bits to use it once (a break and a pump, a trace).
const fuzzSaveReserve = 2

// lacksBits reports whether seat's pool is short of the printed cost of the
// dearest card in its hand plus fuzzSaveReserve.
func (c *fuzzChooser) lacksBits(seat engine.Seat) bool {
	s := c.g.State()
	p := s.P(seat)
	for _, k := range p.Hand {
		if cost := c.g.Def(k).Card().Cost; cost != nil && int32(*cost)+fuzzSaveReserve > p.Bits {
			return true
		}
	}
	return false
}
