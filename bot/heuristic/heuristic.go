// Package heuristic provides hand-written ONR players, one per side, that
// play from their seat's view alone (bot.Observation.View: an *onr.View) and
// the public card pool (onr.Lookup, carddb). They are registered with the
// bot registry as "heuristic".
//
// The Corp draws on its economy to ice its central forts and a remote, rezzes
// ice where it protects something, installs agendas behind ice and advances
// them there (at once when they can be scored this turn), and punishes a
// tagged Runner. The Runner builds its economy, installs icebreakers for
// the kinds of ice it lacks, runs where it can break through (R&D, HQ, a
// remote holding an unrezzed or advanced card), breaks ice at the lowest
// cost, trashes the Corp's nodes and upgrades it accesses, and keeps its hand
// big enough to survive damage. Both avoid pointless self-harm (trashing
// their own cards) and discard their least useful cards.
//
// A decision is answered by scoring each option and taking the best; ties
// go to the earliest option, so a bot's play is a function of its view and
// its seed (which only breaks exact ties among equal options at random).
package heuristic

import (
	"errors"
	"fmt"
	"slices"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

func init() { bot.Register("heuristic", New) }

// Bot is a heuristic ONR player. It plays whichever side its view says its
// seat plays.
type Bot struct {
	rng   engine.RNG
	noise float64 // random jitter added to option scores, 0 for none
	mem   memory
}

// memory is what a player remembers between its decisions, all of it seen
// in its own views.
type memory struct {
	rdDeck int // the size of R&D when the Runner last accessed it
	rdSeen int // how many of its top cards he accessed then
}

// New builds a heuristic player for cfg. Params: "noise=X" adds uniform
// jitter in [0, X) to every option's score (a less predictable player, for
// search rollouts and arenas).
func New(cfg bot.Config) (bot.Player, error) {
	if cfg.Game != "" && cfg.Game != "onr" {
		return nil, fmt.Errorf("plays onr, not %s", cfg.Game)
	}
	b := &Bot{rng: engine.NewRNG(cfg.Seed ^ 0x4e0_715)}
	for k, v := range cfg.Params {
		switch k {
		case "noise":
			var x float64
			if _, err := fmt.Sscan(v, &x); err != nil || x < 0 {
				return nil, fmt.Errorf("noise=%q: want a number ≥ 0", v)
			}
			b.noise = x
		default:
			return nil, fmt.Errorf("unknown parameter %q (known: noise)", k)
		}
	}
	return b, nil
}

// NewBot returns a heuristic player seeded with seed.
func NewBot(seed uint64) *Bot { return &Bot{rng: engine.NewRNG(seed ^ 0x4e0_715)} }

// Choose implements bot.Player.
func (b *Bot) Choose(o *bot.Observation) engine.Choice {
	v, ok := o.View().(*onr.View)
	if !ok {
		return engine.Choice{Decision: o.Decision.ID, Seat: o.Decision.Seat}
	}
	return b.Decide(v, o.Decision)
}

// Decide answers decision d of the seat whose view v is. It reads nothing
// but v, d and the public card pool.
func (b *Bot) Decide(v *onr.View, d engine.Decision) engine.Choice {
	c := engine.Choice{Decision: d.ID, Seat: d.Seat}
	x, err := newCtx(v, d)
	if err != nil {
		return c // an answer Apply rejects rather than a guess
	}
	x.mem = &b.mem
	if d.Kind == engine.Number {
		c.Number = min(max(x.number(), d.Min), d.Max)
		return c
	}
	if len(d.Options) <= 1 {
		return c
	}
	best, bestScore := 0, 0.0
	for i, o := range d.Options {
		s := x.score(o)
		if b.noise > 0 {
			s += b.noise * float64(b.rng.Uint64()>>11) / (1 << 53)
		}
		if i == 0 || s > bestScore {
			best, bestScore = i, s
		}
	}
	c.Option = best
	return c
}

// Scores returns the score of each option of Select decision d of the
// seat whose view v is: higher is better, the option Decide takes is the
// first of the highest (before any noise). Search players use them as a
// prior. It returns nil for a Number decision or a view without the seat.
func (b *Bot) Scores(v *onr.View, d engine.Decision) []float64 {
	x, err := newCtx(v, d)
	if err != nil || d.Kind == engine.Number {
		return nil
	}
	x.mem = &b.mem
	out := make([]float64, len(d.Options))
	for i, o := range d.Options {
		out[i] = x.score(o)
	}
	return out
}

// place says where a card of the view is.
type place uint8

const (
	atNone place = iota
	atHand
	atRig
	atIce
	atFort
	atScored
	atDiscard
	atAside
)

// loc is a card of the view and where it is.
type loc struct {
	card  *onr.CardView
	at    place
	fort  *onr.FortView // for ice and cards installed in a fort
	pos   int           // index in its list
	owner *onr.PlayerView
}

// ctx is one decision seen from the view of its seat.
type ctx struct {
	v       *onr.View
	d       engine.Decision
	me      *onr.PlayerView
	opp     *onr.PlayerView
	corp    *onr.PlayerView
	runner  *onr.PlayerView
	iAmCorp bool
	mem     *memory
}

var errNoView = errors.New("heuristic: the view lacks the deciding seat")

func newCtx(v *onr.View, d engine.Decision) (*ctx, error) {
	x := &ctx{v: v, d: d}
	for i := range v.Players {
		p := &v.Players[i]
		if p.Seat == d.Seat {
			x.me = p
		} else if x.opp == nil {
			x.opp = p
		}
		switch p.Role {
		case "corp":
			if x.corp == nil {
				x.corp = p
			}
		case "runner":
			if x.runner == nil {
				x.runner = p
			}
		}
	}
	if x.me == nil || x.opp == nil || x.corp == nil || x.runner == nil {
		return nil, errNoView
	}
	x.iAmCorp = x.me == x.corp
	return x, nil
}

// find returns where the card with handle h is, if the view shows it.
func (x *ctx) find(h int) loc {
	if h == 0 {
		return loc{}
	}
	hh := int32(h)
	for i := range x.v.Players {
		p := &x.v.Players[i]
		for _, z := range []struct {
			list []onr.CardView
			at   place
		}{{p.Hand, atHand}, {p.Rig, atRig}, {p.Scored, atScored}, {p.Discard, atDiscard}, {p.Aside, atAside}} {
			for j := range z.list {
				if z.list[j].Handle == hh {
					return loc{card: &z.list[j], at: z.at, pos: j, owner: p}
				}
			}
		}
	}
	for i := range x.v.Forts {
		f := &x.v.Forts[i]
		for j := range f.Ice {
			if f.Ice[j].Handle == hh {
				return loc{card: &f.Ice[j], at: atIce, fort: f, pos: j, owner: x.corp}
			}
		}
		for j := range f.Cards {
			if f.Cards[j].Handle == hh {
				return loc{card: &f.Cards[j], at: atFort, fort: f, pos: j, owner: x.corp}
			}
		}
	}
	return loc{}
}

// fort returns the fort with index i, or nil.
func (x *ctx) fort(i int) *onr.FortView {
	for j := range x.v.Forts {
		if int(x.v.Forts[j].Index) == i {
			return &x.v.Forts[j]
		}
	}
	return nil
}

// central kinds of forts, by name.
func isHQ(f *onr.FortView) bool       { return f != nil && f.Name == "HQ" }
func isRD(f *onr.FortView) bool       { return f != nil && f.Name == "R&D" }
func isArchives(f *onr.FortView) bool { return f != nil && f.Name == "the Archives" }
func isCentral(f *onr.FortView) bool  { return isHQ(f) || isRD(f) || isArchives(f) }

// infoOf returns what is known of a card of the view, nil if it is hidden.
func infoOf(c *onr.CardView) *info {
	if c == nil {
		return nil
	}
	return cardInfo(c.Title)
}

// score returns how good option o is for the deciding seat: higher is
// better.
func (x *ctx) score(o engine.Option) float64 {
	if x.iAmCorp {
		return x.corpScore(o)
	}
	return x.runnerScore(o)
}

// number answers a Number decision.
func (x *ctx) number() int {
	if x.iAmCorp {
		return x.corpNumber()
	}
	return x.runnerNumber()
}

// generic scores the options that mean the same for both sides.
func (x *ctx) generic(o engine.Option) float64 {
	switch o.Verb {
	case onr.VerbPass, onr.VerbDone, onr.VerbContinue, onr.VerbNone, onr.VerbLeave, onr.VerbDecline:
		return 0
	case onr.VerbSteal:
		return 100
	case onr.VerbTake:
		return 0
	case onr.VerbPrevent:
		return 3
	case onr.VerbResolve, onr.VerbChoose:
		return 1
	}
	return -1
}

// handValue rates a card in the deciding player's own hand for keeping it
// (discards drop the lowest).
func (x *ctx) handValue(c *onr.CardView) float64 {
	in := infoOf(c)
	if in == nil {
		return 0
	}
	if x.iAmCorp {
		return x.corpCardValue(in)
	}
	return x.runnerCardValue(in)
}

// dupes counts the cards titled title among list.
func dupes(list []onr.CardView, title string) int {
	n := 0
	for i := range list {
		if list[i].Title == title {
			n++
		}
	}
	return n
}

// hasTitle reports whether list holds a card titled title.
func hasTitle(list []onr.CardView, title string) bool {
	return slices.ContainsFunc(list, func(c onr.CardView) bool { return c.Title == title })
}
