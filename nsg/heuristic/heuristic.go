// Package heuristic provides hand-written NSG Netrunner players, one per
// side, that play from their seat's view alone (bot.Observation.View, an
// nsg.View) and the public card definitions (nsg.Lookup). They are
// registered with the bot registry as "heuristic" for the game "nsg".
//
// The Corp ices R&D, HQ and a remote, installs its agendas behind ice and
// advances them there (or naked, when it can score them in the turn),
// rezzes the ice a run approaches, draws on its operations and assets for
// credits, and punishes a tagged Runner. The Runner builds its economy,
// installs an icebreaker for each kind of ice it meets, runs the server
// whose worth is highest for the credits and the damage it would cost
// (counting the rezzed ice it can break and guessing at unrezzed ice),
// breaks ice with the cheapest breaker (strengthening only when it can
// afford the whole break), jacks out when the rest of the run is out of
// reach, trashes the Corp's assets and upgrades it accesses, and keeps its
// grip big enough to survive damage.
//
// A decision is answered by scoring each option and taking the best; ties
// go to the earliest option, so a player's choices are a function of its
// view, its memory of its own choices and the decisions it is asked.
package heuristic

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
	_ "github.com/datafort/datafort/nsg/cards" // the card definitions the players read
)

func init() {
	bot.Register("heuristic", bot.Info{
		About: "hand-written strategy: ices its servers and scores behind ice; runs where it can break through",
		Games: []string{nsg.Name},
	}, New)
}

// The option verbs of package nsg, by their stable names.
var (
	vCredit   = engine.NewVerb("nsg-credit")
	vDraw     = engine.NewVerb("nsg-draw")
	vInstall  = engine.NewVerb("nsg-install")
	vPlay     = engine.NewVerb("nsg-play")
	vAdvance  = engine.NewVerb("nsg-advance")
	vPurge    = engine.NewVerb("nsg-purge")
	vTrashRes = engine.NewVerb("nsg-trash-resource")
	vUntag    = engine.NewVerb("nsg-remove-tag")
	vRun      = engine.NewVerb("nsg-run")
	vAbility  = engine.NewVerb("nsg-ability")
	vRez      = engine.NewVerb("nsg-rez")
	vScore    = engine.NewVerb("nsg-score")
	vPass     = engine.NewVerb("nsg-pass")
	vTrigger  = engine.NewVerb("nsg-trigger")
	vDiscard  = engine.NewVerb("nsg-discard")
	vKeep     = engine.NewVerb("nsg-keep")
	vJackOut  = engine.NewVerb("nsg-jack-out")
	vContinue = engine.NewVerb("nsg-continue")
	vTrashIt  = engine.NewVerb("nsg-pay-trash")
	vNoAction = engine.NewVerb("nsg-no-action")
	vYes      = engine.NewVerb("nsg-yes")
	vNo       = engine.NewVerb("nsg-no")
	vTarget   = engine.NewVerb("nsg-target")
	vPay      = engine.NewVerb("nsg-pay")
	vGain     = engine.NewVerb("nsg-choose-gain")
	vDrawC    = engine.NewVerb("nsg-choose-draw")
	vBoth     = engine.NewVerb("nsg-choose-both")
)

// Bot is a heuristic NSG player. It plays whichever side its view says its
// seat plays.
type Bot struct {
	// encounter keys the boosts below: the run's server, position and ice.
	encounter [3]int32
	// boosts is the strength each of the player's breakers gained in the
	// current encounter (its own choices, remembered).
	boosts map[int32]int32
	// agendaTurn is the turn the Corp last installed an agenda, and where
	// (the raw server index): Seamless Launch cannot advance it that turn.
	agendaTurn, agendaServer int32
}

// New builds a heuristic player for cfg. It takes no parameters.
func New(cfg bot.Config) (bot.Player, error) {
	if cfg.Game != "" && cfg.Game != nsg.Name {
		return nil, fmt.Errorf("plays %s, not %s", nsg.Name, cfg.Game)
	}
	if len(cfg.Params) > 0 {
		return nil, errors.New("takes no parameters")
	}
	return &Bot{boosts: map[int32]int32{}}, nil
}

// Choose implements bot.Player: the best-scored option, or for a number
// the player's bid.
func (b *Bot) Choose(o *bot.Observation) engine.Choice {
	d := o.Decision
	c := engine.Choice{Decision: d.ID, Seat: d.Seat}
	v, ok := o.View().(nsg.View)
	if !ok {
		if d.Kind == engine.Number {
			c.Number = d.Min
		}
		return c
	}
	t := newTable(&v)
	b.sync(t)
	if d.Kind == engine.Number {
		c.Number = b.bid(t, d)
		return c
	}
	best, bestScore := 0, -1e18
	for i, op := range d.Options {
		var s float64
		if t.corp {
			s = b.corpScore(t, d, op)
		} else {
			s = b.runnerScore(t, d, op)
		}
		if !t.affords(op) {
			s -= 2000 // under the 24.09 reading it is offered, and fizzles
		}
		if s > bestScore {
			best, bestScore = i, s
		}
	}
	c.Option = best
	op := d.Options[best]
	if !t.corp && op.Verb == vAbility {
		if def := t.defOf(int32(op.Card)); def != nil && op.Arg < len(def.Abilities) && def.Abilities[op.Arg].Kind == nsg.AbBoost {
			n := def.Abilities[op.Arg].N
			if def.Abilities[op.Arg].PerBreaker {
				n = int32(t.breakers())
			}
			b.boosts[int32(op.Card)] += n
		}
	}
	if t.corp && op.Verb == vInstall {
		if def := t.defOf(int32(op.Card)); def != nil && def.Type == nsg.TypeAgenda {
			b.agendaTurn, b.agendaServer = t.v.Turn, int32(op.Target-1)
		}
	}
	return c
}

// sync forgets the boosts of an encounter that is over.
func (b *Bot) sync(t *table) {
	key := [3]int32{-1, -1, -1}
	if r := t.v.Run; r != nil && r.Encounter {
		key = [3]int32{r.Server, r.Pos, r.Ice}
	}
	if key != b.encounter {
		b.encounter = key
		clear(b.boosts)
	}
}

// bid answers a trace's Number decision: the Corp spends a little of what
// it has, the Runner nothing unless the tag would be cheap to avoid.
func (b *Bot) bid(t *table, d engine.Decision) int {
	n := d.Min
	if t.corp {
		n = min(d.Max, int(t.credits())/3)
	}
	return max(d.Min, min(n, d.Max))
}

// table is a view read for scoring: the seat's side and its cards.
type table struct {
	v    *nsg.View
	corp bool
	me   engine.Seat
	card map[int32]nsg.CardView
	// server maps a card id installed by the Corp to the raw index of its
	// server.
	server map[int32]int32
}

func newTable(v *nsg.View) *table {
	t := &table{v: v, me: v.Seat, card: map[int32]nsg.CardView{}, server: map[int32]int32{}}
	if d := nsg.Lookup(v.Identity[v.Seat]); d != nil {
		t.corp = d.Side == "corp"
	}
	add := func(l []nsg.CardView) {
		for _, c := range l {
			t.card[c.ID] = c
		}
	}
	add(v.Hand)
	add(v.Archives)
	add(v.Heap)
	add(v.Rig)
	for _, l := range v.Scored {
		add(l)
	}
	for _, sv := range v.Servers {
		i := serverIndex(sv.Name)
		add(sv.Root)
		add(sv.Ice)
		for _, c := range sv.Root {
			t.server[c.ID] = i
		}
		for _, c := range sv.Ice {
			t.server[c.ID] = i
		}
	}
	return t
}

// serverIndex is the raw index of the server named name (nsg's server
// names: HQ, R&D, Archives, remote N).
func serverIndex(name string) int32 {
	switch name {
	case "HQ":
		return nsg.ServerHQ
	case "R&D":
		return nsg.ServerRD
	case "Archives":
		return nsg.ServerArchives
	}
	n, err := strconv.Atoi(strings.TrimPrefix(name, "remote "))
	if err != nil {
		return -1
	}
	return int32(n - 1 + nsg.ServerArchives + 1)
}

// serverOf returns the view of the server with raw index i, if it exists.
func (t *table) serverOf(i int32) (nsg.ServerView, bool) {
	for _, sv := range t.v.Servers {
		if serverIndex(sv.Name) == i {
			return sv, true
		}
	}
	return nsg.ServerView{}, false
}

// defOf is the definition of card id when the seat knows its title.
func (t *table) defOf(id int32) *nsg.Def {
	c, ok := t.card[id]
	if !ok || c.Title == "" {
		return nil
	}
	return nsg.Lookup(c.Title)
}

func (t *table) credits() int32 { return t.v.Credits[t.me] }
func (t *table) clicks() int32  { return t.v.Clicks[t.me] }
func (t *table) myTurn() bool   { return t.v.Active == t.me }
func (t *table) handCount() int { return len(t.v.Hand) }
func (t *table) inRun() bool    { return t.v.Run != nil && t.v.Run.On }

// affords reports whether the seat can pay for playing or installing the
// card of option o (its printed cost; for the Corp's ice, 1 credit for each
// ice already protecting the server). Under the 24.09 reading every card of
// the type is offered, and one that cannot be paid fizzles, its click spent.
func (t *table) affords(o engine.Option) bool {
	if o.Verb != vPlay && o.Verb != vInstall {
		return true
	}
	d := t.defOf(int32(o.Card))
	if d == nil {
		return true
	}
	cost := d.Cost
	if t.corp {
		cost = 0
		if d.Type == nsg.TypeIce {
			if sv, ok := t.serverOf(int32(o.Target - 1)); ok {
				cost = int32(len(sv.Ice))
			}
		}
	}
	return cost <= t.credits()
}

// breakers counts the icebreakers in the rig.
func (t *table) breakers() int {
	n := 0
	for _, c := range t.v.Rig {
		if d := nsg.Lookup(c.Title); d != nil && d.HasSubtype("Icebreaker") {
			n++
		}
	}
	return n
}

// subroutines are the subroutine abilities of d, in order.
func subroutines(d *nsg.Def) []nsg.Ability {
	var out []nsg.Ability
	for _, a := range d.Abilities {
		if a.Kind == nsg.AbSubroutine {
			out = append(out, a)
		}
	}
	return out
}

// harm is how bad a subroutine is for the Runner: ending the run, damage,
// tags, credits.
func harm(a nsg.Ability) (ends bool, damage int32, bad float64) {
	for _, in := range a.Instrs {
		switch in.Kind {
		case nsg.InEndRun, nsg.InEndRunIfPoor, nsg.InEndRunIfOddTrashed, nsg.InEndRunUnlessPays, nsg.InEndRunUnlessTag:
			ends = true
			bad += 100
		case nsg.InNetDamage, nsg.InMeatDamage, nsg.InCoreDamage:
			damage += in.N
			bad += 60 * float64(in.N)
		case nsg.InTag, nsg.InTrace, nsg.InTagUnlessPays, nsg.InTagOrMeat:
			bad += 50
		case nsg.InRunnerLoses:
			bad += 10 * float64(in.N)
		case nsg.InInstallIceInward:
			bad += 40
		case nsg.InTrashProgramOrHardware:
			bad += 120
		default:
			bad += 5
		}
	}
	return ends, damage, bad
}

// cardValue is how much a player wants to keep a card in its hand.
func cardValue(t *table, d *nsg.Def) float64 {
	if d == nil {
		return 0
	}
	switch d.Type {
	case nsg.TypeAgenda:
		return 100 + 10*float64(d.Points)
	case nsg.TypeIce:
		return 60 + float64(d.Strength)
	case nsg.TypeProgram:
		if d.HasSubtype("Icebreaker") {
			for _, c := range t.v.Rig {
				if c.Title == d.Title {
					return 10
				}
			}
			return 90
		}
		return 40
	case nsg.TypeOperation, nsg.TypeEvent:
		return 50 - float64(d.Cost)
	}
	return 30
}

// discard scores a discard: the least valuable card goes.
func discard(t *table, o engine.Option) float64 {
	return -cardValue(t, t.defOf(int32(o.Card)))
}
