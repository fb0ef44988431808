// Package heuristic provides hand-written ONR players, one per side, that
// play from their seat's view alone (bot.Observation.View: an *onr.View, or
// at a Big Sell-Out table a *bso.View) and the public card pool
// (onr.Lookup, carddb). They are registered with the bot registry as
// "heuristic", for the games "onr" and "bso".
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
// At a Big Sell-Out table (bso.go) each seat plays its side against every
// other team: a Sponsor's opponents are the Agents of the other teams, an
// Agent's the other Sponsors, each fort weighed by what its owner holds;
// the choices the Big Sell-Out adds (trading bits, fast-boots, tags for
// sale, liberated agendas, rehiring, Corporate Ally's target) have scores
// and answers of their own.
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
	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

func init() {
	bot.Register("heuristic", bot.Info{
		About: "hand-written strategy: ices its forts, advances behind ice, runs where it can break through",
		Games: []string{onr.Rules.Name(), bso.Rules.Name()},
	}, New)
}

// Bot is a heuristic ONR player. It plays whichever side its view says its
// seat plays.
type Bot struct {
	rng   engine.RNG
	noise float64 // random jitter added to option scores, 0 for none
	mem   memory
	rules bso.Options // the Big Sell-Out's options, at a bso table
}

// memory is what a player remembers between its decisions, all of it seen
// in its own views or chosen by itself.
type memory struct {
	rdFort int32       // the R&D the Runner last accessed (its fort index)
	rdDeck int         // the size of that R&D then
	rdSeen int         // how many of its top cards he accessed then
	last   engine.Verb // the verb of the player's last Select answer

	// The player's last bid in a tag auction: the turn, the tagged Agent
	// and the amount (bids are public, but a Select to bid or pass does
	// not show the bid to beat).
	bidTurn  int32
	bidAgent engine.Seat
	bidAt    int32
}

// New builds a heuristic player for cfg. Params: "noise=X" adds uniform
// jitter in [0, X) to every option's score (a less predictable player, for
// search rollouts and arenas).
func New(cfg bot.Config) (bot.Player, error) {
	b := NewBot(cfg.Seed)
	switch cfg.Game {
	case "", "onr":
	case "bso":
		o, err := bso.ParseOptions(cfg.Options)
		if err != nil {
			return nil, fmt.Errorf("the Big Sell-Out's options: %w", err)
		}
		b.rules = o
	default:
		return nil, fmt.Errorf("plays onr and bso, not %s", cfg.Game)
	}
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

// NewBot returns a heuristic player seeded with seed; at a Big Sell-Out
// table it plays by the default options.
func NewBot(seed uint64) *Bot {
	return &Bot{rng: engine.NewRNG(seed ^ 0x4e0_715), rules: bso.DefaultOptions()}
}

// Fork returns a copy of the player that remembers what it remembers (what
// it saw in its own views and chose itself, such as the top of an R&D it
// accessed), seeded anew with seed: a search player's playouts go on from
// a position with the memory its own seat has there.
func (b *Bot) Fork(seed uint64) *Bot {
	c := *b
	c.rng = engine.NewRNG(seed ^ 0x4e0_715)
	return &c
}

// Choose implements bot.Player.
func (b *Bot) Choose(o *bot.Observation) engine.Choice {
	switch v := o.View().(type) {
	case *onr.View:
		return b.Decide(v, o.Decision)
	case *bso.View:
		return b.DecideBSO(v, o.Decision)
	}
	return engine.Choice{Decision: o.Decision.ID, Seat: o.Decision.Seat}
}

// Decide answers decision d of the seat whose view v is. It reads nothing
// but v, d and the public card pool.
func (b *Bot) Decide(v *onr.View, d engine.Decision) engine.Choice {
	return b.decide(v, nil, d)
}

// DecideBSO answers decision d of the Big Sell-Out seat whose view v is.
// It reads nothing but v, d, the game's options and the public card pool.
func (b *Bot) DecideBSO(v *bso.View, d engine.Decision) engine.Choice {
	return b.decide(v.View, v, d)
}

// decide answers d from the seat's ONR view v and, at a Big Sell-Out
// table, its bso view bv (nil in ONR).
func (b *Bot) decide(v *onr.View, bv *bso.View, d engine.Decision) engine.Choice {
	c := engine.Choice{Decision: d.ID, Seat: d.Seat}
	x, err := newCtx(v, bv, d)
	if err != nil {
		return c // an answer Apply rejects rather than a guess
	}
	x.mem, x.rules = &b.mem, &b.rules
	if d.Kind == engine.Number {
		c.Number = min(max(x.number(), d.Min), d.Max)
		return c
	}
	if len(d.Options) <= 1 {
		if len(d.Options) == 1 {
			b.mem.last = d.Options[0].Verb
		}
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
	b.mem.last = d.Options[best].Verb
	if o := d.Options[best]; o.Verb == bso.VerbBid {
		b.mem.bidTurn, b.mem.bidAgent = v.Turn, engine.Seat(o.Target-1)
	}
	return c
}

// Scores returns the score of each option of Select decision d of the
// seat whose view v is: higher is better, the option Decide takes is the
// first of the highest (before any noise). Search players use them as a
// prior. It returns nil for a Number decision or a view without the seat.
func (b *Bot) Scores(v *onr.View, d engine.Decision) []float64 {
	x, err := newCtx(v, nil, d)
	if err != nil || d.Kind == engine.Number {
		return nil
	}
	x.mem, x.rules = &b.mem, &b.rules
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
	bv      *bso.View // the Big Sell-Out's view; nil in ONR
	d       engine.Decision
	me      *onr.PlayerView
	mate    *onr.PlayerView   // my teammate; nil in ONR
	opps    []*onr.PlayerView // the players of the other teams still in the game
	corp    *onr.PlayerView   // the Corp the decision is about: me, or the opposing Corp
	runner  *onr.PlayerView   // the Runner the decision is about: me, or the opposing Runner
	iAmCorp bool
	mem     *memory
	rules   *bso.Options // the Big Sell-Out's options (read only at a bso table)
}

var errNoView = errors.New("heuristic: the view lacks the deciding seat")

// newCtx reads decision d from the view v of its seat and, at a Big
// Sell-Out table, the seat's bso view bv. The Corp and Runner it is about
// are, for the side I do not play: the one of the run or trace in
// progress, else the one whose turn it is, else the Runner with the most
// tags or the Corp with the most bits of the other teams (ONR has one of
// each).
func newCtx(v *onr.View, bv *bso.View, d engine.Decision) (*ctx, error) {
	x := &ctx{v: v, bv: bv, d: d}
	for i := range v.Players {
		if p := &v.Players[i]; p.Seat == d.Seat {
			x.me = p
		}
	}
	if x.me == nil {
		return nil, errNoView
	}
	for i := range v.Players {
		p := &v.Players[i]
		switch {
		case p == x.me:
		case p.Team == x.me.Team:
			x.mate = p
		case !p.Out:
			x.opps = append(x.opps, p)
		}
	}
	x.iAmCorp = x.me.Role == onr.Corp.String()
	if x.iAmCorp {
		x.corp = x.me
		x.runner = x.opposing(onr.Runner, func(a, b *onr.PlayerView) bool { return a.Tags > b.Tags })
	} else {
		x.runner = x.me
		x.corp = x.opposing(onr.Corp, func(a, b *onr.PlayerView) bool { return a.Bits > b.Bits })
	}
	if x.corp == nil || x.runner == nil {
		return nil, errNoView
	}
	return x, nil
}

// opposing returns the player of role r of another team that the decision
// is about (see newCtx); better ranks the fallbacks.
func (x *ctx) opposing(r onr.Role, better func(a, b *onr.PlayerView) bool) *onr.PlayerView {
	if x.bv != nil {
		for _, s := range [...]engine.Seat{x.bv.RunBy, x.bv.RunOn, x.bv.TraceBy, x.bv.TraceOn, x.bv.ActiveSeat} {
			if p := x.opponent(s); p != nil && p.Role == r.String() {
				return p
			}
		}
	}
	var best *onr.PlayerView
	for _, p := range x.opps {
		if p.Role == r.String() && (best == nil || better(p, best)) {
			best = p
		}
	}
	return best
}

// player returns the view of seat s's player, or nil.
func (x *ctx) player(s engine.Seat) *onr.PlayerView {
	for i := range x.v.Players {
		if x.v.Players[i].Seat == s {
			return &x.v.Players[i]
		}
	}
	return nil
}

// opponent returns the view of seat s's player if it plays for another
// team and is in the game, else nil.
func (x *ctx) opponent(s engine.Seat) *onr.PlayerView {
	for _, p := range x.opps {
		if p.Seat == s {
			return p
		}
	}
	return nil
}

// fortOwner returns the Corp whose fort f is.
func (x *ctx) fortOwner(f *onr.FortView) *onr.PlayerView {
	if fo := x.fortInfo(f); fo != nil {
		if p := x.player(fo.Owner); p != nil {
			return p
		}
	}
	if x.iAmCorp {
		return x.me
	}
	return x.corp
}

// fortInfo returns what the Big Sell-Out's view says of fort f, or nil.
func (x *ctx) fortInfo(f *onr.FortView) *bso.FortOwner {
	if x.bv == nil || f == nil {
		return nil
	}
	for i := range x.bv.FortOwners {
		if x.bv.FortOwners[i].Fort == f.Index {
			return &x.bv.FortOwners[i]
		}
	}
	return nil
}

// central returns the kind of fort f: at a Big Sell-Out table from its
// view; in ONR, whose one Corp's central forts have fixed names, from the
// name.
func (x *ctx) central(f *onr.FortView) onr.Central {
	if f == nil {
		return onr.Subsidiary
	}
	if fo := x.fortInfo(f); fo != nil {
		return fo.Central
	}
	switch f.Name {
	case "HQ":
		return onr.CentralHQ
	case "R&D":
		return onr.CentralRD
	case "the Archives":
		return onr.CentralArchives
	}
	return onr.Subsidiary
}

// mine reports whether fort f is the deciding Corp's.
func (x *ctx) mine(f *onr.FortView) bool { return x.iAmCorp && x.fortOwner(f) == x.me }

// The kinds of forts.
func (x *ctx) isHQ(f *onr.FortView) bool { return f != nil && x.central(f) == onr.CentralHQ }
func (x *ctx) isRD(f *onr.FortView) bool { return f != nil && x.central(f) == onr.CentralRD }
func (x *ctx) isArchives(f *onr.FortView) bool {
	return f != nil && x.central(f) == onr.CentralArchives
}
func (x *ctx) isCentral(f *onr.FortView) bool { return f != nil && x.central(f) != onr.Subsidiary }
func (x *ctx) isAgentFort(f *onr.FortView) bool {
	return f != nil && x.central(f) == bso.CentralAgent
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
				return loc{card: &f.Ice[j], at: atIce, fort: f, pos: j, owner: x.fortOwner(f)}
			}
		}
		for j := range f.Cards {
			if f.Cards[j].Handle == hh {
				return loc{card: &f.Cards[j], at: atFort, fort: f, pos: j, owner: x.fortOwner(f)}
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

// infoOf returns what is known of a card of the view, nil if it is hidden.
func infoOf(c *onr.CardView) *info {
	if c == nil {
		return nil
	}
	return viewInfo(c)
}

// score returns how good option o is for the deciding seat: higher is
// better.
func (x *ctx) score(o engine.Option) float64 {
	if s, ok := x.bsoScore(o); ok {
		return s
	}
	if x.iAmCorp {
		return x.corpScore(o)
	}
	return x.runnerScore(o)
}

// number answers a Number decision.
func (x *ctx) number() int {
	if n, ok := x.bsoNumber(); ok {
		return n
	}
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
	case onr.VerbHold:
		return 2 // a program kept for later beats the trash
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

// hasTitle reports whether list holds a card titled title.
func hasTitle(list []onr.CardView, title string) bool {
	return slices.ContainsFunc(list, func(c onr.CardView) bool { return c.Title == title })
}
