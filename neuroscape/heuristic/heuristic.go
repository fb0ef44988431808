// Package heuristic provides a hand-written Neuroscape player that plays
// from its seat's view alone (bot.Observation.View: a neuroscape.View, in
// 2v2 what its seat sees, its teammate's hand included) and the public card
// pool (neuroscape.Lookup). It is registered with the bot registry as
// "heuristic" for the game "neuroscape".
//
// It installs RAM while its hand holds cards it cannot pay for and draws
// when its hand runs low; deploys the most valuable characters, gear and
// programs it can pay for; points removal and damage at the opponents'
// best characters and at their weaker health pool, never at its own team;
// attacks with characters no blocker can kill for free, and holds them
// back when the opponents' counter-attack could eliminate its team; blocks
// when the block kills the attacker, costs nothing, or saves its team from
// elimination; and uses abilities that run their character when the
// character has nothing better to do.
//
// A decision is answered by scoring each option and taking the best; ties
// go to the earliest option, so the player's play is a function of its
// view and its seed (which only adds the optional noise).
package heuristic

import (
	"fmt"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/neuroscape"
	"github.com/datafort/datafort/neuroscape/carddb"
)

func init() {
	bot.Register("heuristic", bot.Info{
		About: "hand-written strategy: builds RAM, deploys its best cards, removes the opponents' best characters, attacks and blocks when it pays",
		Games: []string{neuroscape.Name},
	}, New)
}

// The game's option verbs, by the names package neuroscape gives them.
var (
	vMulligan  = verb("mulligan")
	vKeep      = verb("keep")
	vFirst     = verb("first")
	vDraw      = verb("draw")
	vInstall   = verb("install")
	vDone      = verb("done")
	vForceQuit = verb("forcequit")
	vPlay      = verb("play")
	vPass      = verb("pass")
	vAttack    = verb("attack")
	vBlock     = verb("block")
	vActivate  = verb("activate")
	vTarget    = verb("target")
	vRetarget  = verb("retarget")
	vChoose    = verb("choose")
)

// verb returns the verb package neuroscape declared as name.
func verb(name string) engine.Verb {
	v, ok := engine.LookupVerb(name)
	if !ok {
		panic("neuroscape/heuristic: the game declares no verb " + name)
	}
	return v
}

// Bot is a heuristic Neuroscape player.
type Bot struct {
	rng   engine.RNG
	noise float64 // random jitter added to option scores, 0 for none
	defs  map[string]*neuroscape.Def
}

// New builds a heuristic player for cfg. Params: "noise=X" adds uniform
// jitter in [0, X) to every option's score.
func New(cfg bot.Config) (bot.Player, error) {
	if cfg.Game != "" && cfg.Game != neuroscape.Name {
		return nil, fmt.Errorf("plays %s, not %s", neuroscape.Name, cfg.Game)
	}
	b := NewBot(cfg.Seed)
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
func NewBot(seed uint64) *Bot {
	return &Bot{rng: engine.NewRNG(seed ^ 0x5e0_b07), defs: map[string]*neuroscape.Def{}}
}

// Choose implements bot.Player.
func (b *Bot) Choose(o *bot.Observation) engine.Choice {
	v, ok := o.View().(neuroscape.View)
	if !ok {
		return engine.Choice{Decision: o.Decision.ID, Seat: o.Decision.Seat}
	}
	return b.Decide(&v, o.Decision)
}

// Decide answers decision d of the seat whose view v is. It reads nothing
// but v, d and the public card pool.
func (b *Bot) Decide(v *neuroscape.View, d engine.Decision) engine.Choice {
	c := engine.Choice{Decision: d.ID, Seat: d.Seat}
	if d.Kind == engine.Number {
		c.Number = d.Min
		return c
	}
	if len(d.Options) <= 1 {
		return c
	}
	x := b.newCtx(v, d)
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

// Scores returns the score of each option of Select decision d of the seat
// whose view v is: higher is better, Decide takes the first of the highest
// (before any noise). It returns nil for a Number decision.
func (b *Bot) Scores(v *neuroscape.View, d engine.Decision) []float64 {
	if d.Kind == engine.Number {
		return nil
	}
	x := b.newCtx(v, d)
	out := make([]float64, len(d.Options))
	for i, o := range d.Options {
		out[i] = x.score(o)
	}
	return out
}

// def returns the public definition of the card named name (nil for a
// card without one, as Basic RAM).
func (b *Bot) def(name string) *neuroscape.Def {
	if d, ok := b.defs[name]; ok {
		return d
	}
	d, _ := neuroscape.Lookup(name)
	b.defs[name] = d
	return d
}

// where says where a card the seat sees is.
type where uint8

const (
	inNone where = iota
	inHand
	inPlay
	inGear
	inSlot
	inCache
	inBin
)

// card is a card the seat sees, with where it is and its definition.
type card struct {
	CardView neuroscape.CardView
	at       where
	seat     int // the player whose zone holds it
	def      *neuroscape.Def
}

// ctx is what one decision is scored from.
type ctx struct {
	b      *Bot
	v      *neuroscape.View
	d      engine.Decision
	me     int
	team   int
	cards  map[int32]*card
	gear   map[int32][]*card // by the character it is attached to
	mine   bool              // the turn is the seat's team's
	combat bool              // attackers are declared
}

func (b *Bot) newCtx(v *neuroscape.View, d engine.Decision) *ctx {
	x := &ctx{b: b, v: v, d: d, me: v.Seat, cards: map[int32]*card{}, gear: map[int32][]*card{}}
	if v.Seat >= 0 && v.Seat < len(v.Players) {
		x.team = v.Players[v.Seat].Team
	}
	add := func(cv neuroscape.CardView, at where, seat int) {
		c := &card{CardView: cv, at: at, seat: seat, def: b.def(cv.Name)}
		x.cards[cv.ID] = c
		if cv.Attacks > 0 || cv.Blocking != 0 {
			x.combat = true
		}
	}
	for _, p := range v.Players {
		for _, c := range p.Hand {
			add(c, inHand, p.Seat)
		}
		for _, c := range p.Play {
			add(c, inPlay, p.Seat)
		}
		for _, c := range p.Gear {
			add(c, inGear, p.Seat)
			x.gear[c.Host] = append(x.gear[c.Host], x.cards[c.ID])
		}
		for _, c := range p.Slots {
			add(c, inSlot, p.Seat)
		}
		for _, c := range p.Bin {
			add(c, inBin, p.Seat)
		}
	}
	for _, c := range v.Cache {
		if _, seen := x.cards[c.ID]; !seen {
			add(c, inCache, c.Ctrl)
		}
	}
	if v.Active >= 0 && v.Active < len(v.Players) {
		x.mine = v.Players[v.Active].Team == x.team
	}
	return x
}

// teamOf returns the team of seat.
func (x *ctx) teamOf(seat int) int {
	if seat >= 0 && seat < len(x.v.Players) {
		return x.v.Players[seat].Team
	}
	return -1
}

// friendly reports whether seat is on the player's team.
func (x *ctx) friendly(seat int) bool { return x.teamOf(seat) == x.team }

// player returns the view of seat.
func (x *ctx) player(seat int) *neuroscape.PlayerView { return &x.v.Players[seat] }

// health returns team t's health in pool p (0 BF, 1 MF).
func (x *ctx) health(t int, p neuroscape.Pool) int {
	if t < 0 || t > 1 {
		return 0
	}
	return int(x.v.Health[t][p])
}

// pool returns the pool a character's attack damages.
func pool(c *card) neuroscape.Pool {
	if c.CardView.Blue {
		return neuroscape.MF
	}
	return neuroscape.BF
}

// hp is what damage a character in play still takes before it is
// destroyed.
func hp(c *card) int { return c.CardView.Def - int(c.CardView.Damage) }

// charValue is what a character is worth on the table: its current
// attack and defense, its activated abilities (its gear's included) and
// its keywords.
func (x *ctx) charValue(c *card) float64 {
	v := float64(c.CardView.Atk) + 0.7*float64(c.CardView.Def) + 0.5
	if c.def != nil {
		v += 1.5 * float64(len(c.def.Abilities))
		if c.def.Overrun {
			v += 0.5
		}
		if c.def.Stamina || c.def.Feedback {
			v += 0.5
		}
	}
	for _, g := range x.gear[c.CardView.ID] {
		if g.def != nil {
			v += 1.5 * float64(len(g.def.Abilities))
		}
	}
	return v
}

// damageWorth is what n damage to team t's pool p is worth to the player:
// positive for an opposing team, negative for its own, more the closer the
// pool is to 0, and decisive when it eliminates.
func (x *ctx) damageWorth(t int, p neuroscape.Pool, n int) float64 {
	if n <= 0 {
		return 0
	}
	h := x.health(t, p)
	w := float64(n) * (1 + 4/float64(max(h, 1)))
	if n >= h {
		w += 100
	}
	if t == x.team {
		return -2 * w
	}
	return w
}

// charAt returns the card with id, nil if the seat sees none.
func (x *ctx) charAt(id int) *card {
	if id <= 0 {
		return nil
	}
	return x.cards[int32(id)]
}

// seatOf returns the seat a player target names, -1 for a card.
func seatOf(target int) int {
	if target < 0 {
		return -1 - target
	}
	return -1
}

// score is option o's worth: above 0 beats passing, ending a stage or
// stopping.
func (x *ctx) score(o engine.Option) float64 {
	switch o.Verb {
	case vKeep, vDone, vPass:
		return 0
	case vMulligan:
		return x.mulligan(o)
	case vFirst:
		if seatOf(o.Target) == x.me && o.Arg == 0 {
			return 1
		}
		if o.Arg == 0 && x.friendly(seatOf(o.Target)) {
			return 0.5
		}
		return -1
	case vDraw, vInstall:
		return x.drawInstall(o.Verb == vInstall)
	case vForceQuit:
		return -1
	case vPlay:
		return x.play(o)
	case vActivate:
		return x.activate(o)
	case vAttack:
		return x.attack(o)
	case vBlock:
		if o.Arg > 0 {
			return x.assign(o)
		}
		return x.block(o)
	case vTarget, vRetarget:
		return x.targetWorth(o.Target)
	case vChoose:
		return x.choosePool(neuroscape.Pool(o.Arg))
	}
	return 0
}

// mulligan puts back the cards costing 5 or more while the hand holds
// fewer than two characters it can soon pay for.
func (x *ctx) mulligan(o engine.Option) float64 {
	c := x.charAt(o.Card)
	if c == nil || c.def == nil {
		return -1
	}
	cheap := 0
	for _, h := range x.player(x.me).Hand {
		if d := x.b.def(h.Name); d != nil && d.Type == carddb.Character && d.Cost <= 3 {
			cheap++
		}
	}
	if c.def.Cost >= 5 && cheap < 2 {
		return float64(c.def.Cost) - 4
	}
	return -1
}

// drawInstall scores drawing a card or installing a RAM: RAM while the
// hand holds what the bank cannot pay for, cards while the hand is short.
func (x *ctx) drawInstall(install bool) float64 {
	p := x.player(x.me)
	bank := p.Refreshed + p.Running
	committed := 0
	for _, c := range p.Play {
		committed += c.RAM
	}
	dear := 0
	for _, h := range p.Hand {
		if d := x.b.def(h.Name); d != nil {
			dear = max(dear, d.Cost)
		}
	}
	if install {
		if p.RAMDeck == 0 {
			return -1
		}
		s := 1.0
		if bank < dear {
			s += 1
		}
		if bank+committed < 8 {
			s += 0.6
		}
		if bank+committed >= 14 {
			s -= 0.8
		}
		return s
	}
	if p.DeckSize == 0 {
		return -1
	}
	s := 1.0
	switch {
	case p.HandSize <= 1:
		s += 2
	case p.HandSize <= 3:
		s += 0.8
	case p.HandSize >= 7:
		s -= 0.5
	}
	return s
}

// choosePool picks the pool of an "MF or BF" effect as it resolves: the
// opponents' weaker pool for damage to them, the own team's weaker one for
// a gain.
func (x *ctx) choosePool(p neuroscape.Pool) float64 {
	if len(x.v.Cache) == 0 {
		return 0
	}
	top := x.v.Cache[0]
	if s := seatOf(int(top.Target)); s >= 0 {
		t := x.teamOf(s)
		h := x.health(t, p)
		if t == x.team {
			return float64(h) // the sturdier pool takes it
		}
		return -float64(h)
	}
	return -float64(x.health(x.team, p)) // a gain: to the weaker pool
}

// targetWorth scores a target chosen as something resolves (a triggered
// ability's, a retarget's): an opponent's best character or weakest
// player, never the own team's.
func (x *ctx) targetWorth(t int) float64 {
	if s := seatOf(t); s >= 0 {
		tm := x.teamOf(s)
		w := 2 + 4/float64(max(1, min(x.health(tm, neuroscape.BF), x.health(tm, neuroscape.MF))))
		if tm == x.team {
			return -w
		}
		return w
	}
	c := x.charAt(t)
	if c == nil {
		return 0
	}
	w := 1.0
	if c.at == inPlay {
		w = x.charValue(c)
	}
	if x.friendly(c.CardView.Ctrl) {
		return -w
	}
	return w
}

// inPlay returns the characters in play of the player's team (friendly)
// or of the opponents.
func (x *ctx) inPlay(friendly bool) []*card {
	var out []*card
	for _, p := range x.v.Players {
		if x.friendly(p.Seat) != friendly {
			continue
		}
		for _, c := range p.Play {
			out = append(out, x.cards[c.ID])
		}
	}
	return out
}
