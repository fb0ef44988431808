package neuroscape

import (
	"fmt"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/neuroscape/carddb"
)

// Stand-in cards (the rules digest's "stand-ins"): test-defined cards with
// just the stated properties, built from the vocabulary.
var (
	sMainframe, sMainframeCorpo                               *Def
	sChar11, sChar22, sChar33, sChar44, sChar54O, sChar32Blue *Def
	sCorpo11, sHacker11, sIconic                              *Def
	sZap2, sBurn3, sKill, sSlowKill, sNeedsHacker             *Def
)

var standIns = 0

func standIn(name string, typ carddb.Type, cost, atk, dfn int, opts ...func(*carddb.Card)) *carddb.Card {
	standIns++
	c := &carddb.Card{ID: 10000 + standIns, Code: fmt.Sprintf("TEST-%d", standIns), Name: name, Type: typ}
	if typ != carddb.Mainframe {
		c.RAMCost = &cost
	}
	if typ == carddb.Character {
		c.Attack, c.Defense = &atk, &dfn
		red := "bioframe"
		c.AttackType = &red
	}
	for _, o := range opts {
		o(c)
	}
	return c
}

func faction(f string) func(*carddb.Card) {
	return func(c *carddb.Card) { c.Factions = append(c.Factions, f) }
}
func keyword(k string) func(*carddb.Card) {
	return func(c *carddb.Card) { c.Keywords = append(c.Keywords, k) }
}
func script() func(*carddb.Card) {
	return func(c *carddb.Card) { s := "Script"; c.Subtype = &s }
}
func blue() func(*carddb.Card) {
	return func(c *carddb.Card) { b := "mainframe"; c.AttackType = &b }
}
func iconic() func(*carddb.Card) { return func(c *carddb.Card) { c.Iconic = true } }
func requires(f string) func(*carddb.Card) {
	return func(c *carddb.Card) { c.RequirementFaction = &f }
}

func init() {
	sMainframe = DefineCard(standIn("TEST MAINFRAME", carddb.Mainframe, 0, 0, 0), TargetNone, nil)
	sMainframeCorpo = DefineCard(standIn("TEST CORPO MAINFRAME", carddb.Mainframe, 0, 0, 0), TargetNone, nil,
		Tier{Needs: map[string]int{"Corpo": 1}, Mode: "base", Timing: TimingNetcheck, Effects: []Effect{{Kind: EffLoseHealth, N: 1, Pool: BF}}},
		Tier{Needs: map[string]int{"Corpo": 2}, Mode: "instead", Timing: TimingNetcheck, Effects: []Effect{{Kind: EffLoseHealth, N: 3, Pool: BF}}},
		Tier{Needs: map[string]int{"Corpo": 3}, Mode: "adds", Timing: TimingNetcheck, Effects: []Effect{{Kind: EffLoseHealth, N: 5, Pool: MF}}},
	)
	sChar11 = DefineCard(standIn("ONE ONE", carddb.Character, 1, 1, 1), TargetNone, nil)
	sChar22 = DefineCard(standIn("TWO TWO", carddb.Character, 2, 2, 2), TargetNone, nil)
	sChar33 = DefineCard(standIn("THREE THREE", carddb.Character, 3, 3, 3), TargetNone, nil)
	sChar44 = DefineCard(standIn("FOUR FOUR", carddb.Character, 4, 4, 4), TargetNone, nil)
	sChar54O = DefineCard(standIn("OVERRUNNER", carddb.Character, 4, 5, 4, keyword("OVERRUN"), blue()), TargetNone, nil)
	sChar32Blue = DefineCard(standIn("BLUE THREE", carddb.Character, 2, 3, 2, blue()), TargetNone, nil)
	sCorpo11 = DefineCard(standIn("SUIT", carddb.Character, 1, 1, 1, faction("Corpo")), TargetNone, nil)
	sHacker11 = DefineCard(standIn("HACKER", carddb.Character, 1, 1, 1, faction("Hacker")), TargetNone, nil)
	sIconic = DefineCard(standIn("ICON", carddb.Character, 1, 1, 1, iconic()), TargetNone, nil)
	sZap2 = DefineCard(standIn("ZAP", carddb.Program, 1, 0, 0, script(), keyword("SWIFT")), TargetAny, []Effect{{Kind: EffDamage, N: 2, Pool: MF}})
	sBurn3 = DefineCard(standIn("BURN", carddb.Program, 1, 0, 0, script(), keyword("SWIFT")), TargetPlayer, []Effect{{Kind: EffDamage, N: 3, Pool: BF}})
	sKill = DefineCard(standIn("KILL", carddb.Program, 1, 0, 0, script(), keyword("SWIFT")), TargetCharacter, []Effect{{Kind: EffDestroy}})
	sSlowKill = DefineCard(standIn("SLOW KILL", carddb.Program, 1, 0, 0, script()), TargetCharacter, []Effect{{Kind: EffDestroy}})
	sNeedsHacker = DefineCard(standIn("HACK", carddb.Program, 1, 0, 0, script(), requires("Hacker")), TargetNone, []Effect{{Kind: EffDraw, N: 1}})
}

// board is a game built directly in a state (NS scenarios: "tests should
// build the state directly"): every player at 20/20, decks of filler.
type board struct {
	t *testing.T
	g *Game
}

// newBoard returns a game of n players, seat 0 active and first, nothing
// in progress; each player has a mainframe mf and 10 cards in each deck.
func newBoard(t *testing.T, n int, seed uint64) *board {
	t.Helper()
	ram := ramDefinition()
	sealed = true
	g := &Game{st: State{Format: format, Rounds: RoundLimit, Round: 1, Turn: 2, Winner: -1, First: 0, Active: 0}}
	st := &g.st
	st.RNG = engine.NewRNG(seed)
	st.P = make([]Player, n)
	for tm := range 2 {
		st.Health[tm] = [2]int32{startHealth, startHealth}
	}
	for i := range n {
		seat := engine.Seat(i)
		st.P[i].Mainframe = st.add(sMainframe, seat, zoneMainframe)
		for range 10 {
			st.P[i].Deck = append(st.P[i].Deck, st.add(sChar11, seat, zoneDeck))
			st.P[i].RAMDeck = append(st.P[i].RAMDeck, st.add(ram, seat, zoneRAMDeck))
		}
	}
	return &board{t: t, g: g}
}

func (b *board) st() *State { return &b.g.st }

// card puts a new card of d in seat's zone z: in play refreshed with its
// cost committed from fresh RAM (or, for committed < cost, that many).
func (b *board) card(seat engine.Seat, d *Def, z Zone, committed ...int) int32 {
	st := b.st()
	id := st.add(d, seat, zoneNone)
	st.move(id, z)
	if z == zonePlay {
		n := d.Cost
		if len(committed) > 0 {
			n = committed[0]
		}
		st.obj(id).Need = int32(d.Cost)
		for range n {
			r := st.add(ramDefinition(), seat, zoneCommitted)
			st.obj(r).Host = id
		}
	}
	return id
}

// bank gives seat refreshed and running RAM in its bank.
func (b *board) bank(seat engine.Seat, refreshed, running int) {
	st := b.st()
	for i := range refreshed + running {
		id := st.add(ramDefinition(), seat, zoneNone)
		st.move(id, zoneBank)
		st.obj(id).Running = i >= refreshed
	}
}

// at starts the active seat's turn at step and runs it to its first
// decision.
func (b *board) at(step int32) *board {
	st := b.st()
	st.Unwind(0) // whatever was in progress makes way
	st.Pending = nil
	st.Push(kernel.Frame{Kind: frameTurn, Seat: st.Active, Step: step})
	st.advance(false)
	st.events = nil
	b.check()
	return b
}

func (b *board) check() {
	b.t.Helper()
	if err := b.g.Check(); err != nil {
		b.t.Fatalf("invariants: %v", err)
	}
}

// decision returns the pending decision.
func (b *board) decision() engine.Decision {
	b.t.Helper()
	p := b.g.Pending()
	if len(p) != 1 {
		b.t.Fatalf("%d decisions pending", len(p))
	}
	return p[0]
}

// has reports whether the pending decision offers an option matching o
// (zero fields of o match anything but the verb).
func (b *board) has(o engine.Option) bool {
	return b.find(o) >= 0
}

func (b *board) find(o engine.Option) int {
	for i, x := range b.decision().Options {
		if x.Verb == o.Verb && (o.Card == 0 || x.Card == o.Card) && (o.Target == 0 || x.Target == o.Target) && (o.Arg == 0 || x.Arg == o.Arg) {
			return i
		}
	}
	return -1
}

// do answers the pending decision with the option matching o, returning
// the events' texts.
func (b *board) do(o engine.Option) []string {
	b.t.Helper()
	d := b.decision()
	i := b.find(o)
	if i < 0 {
		b.t.Fatalf("seat %d is not offered %+v in %q: %v", d.Seat, o, d.Prompt, d.Options)
	}
	ev, err := b.g.Apply(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: i})
	if err != nil {
		b.t.Fatalf("apply %+v: %v", o, err)
	}
	b.check()
	var out []string
	for _, e := range ev {
		out = append(out, e.Text())
	}
	return out
}

// passAll answers "pass" until the decision is no longer a swift check.
func (b *board) passAll() []string {
	var out []string
	for !b.st().Over && b.find(engine.Option{Verb: verbPass}) >= 0 {
		out = append(out, b.do(engine.Option{Verb: verbPass})...)
	}
	return out
}

func play(id int32, target int32) engine.Option {
	return engine.Option{Verb: verbPlay, Card: int(id), Target: int(target)}
}

func contains(events []string, s string) bool {
	for _, e := range events {
		if strings.Contains(e, s) {
			return true
		}
	}
	return false
}

func index(events []string, s string) int {
	for i, e := range events {
		if strings.Contains(e, s) {
			return i
		}
	}
	return -1
}

// framePlayTurn is the turn frame of seat at step.
func framePlayTurn(seat engine.Seat, step int32) kernel.Frame {
	return kernel.Frame{Kind: frameTurn, Seat: seat, Step: step}
}

// doneIf answers "done" if it is offered: a declaration that has no
// candidate left ends without asking.
func (b *board) doneIf() {
	b.t.Helper()
	if b.find(engine.Option{Verb: verbDone}) >= 0 {
		b.do(engine.Option{Verb: verbDone})
	}
}

// resolveCache passes every swift check of kind (a) until the Cache has
// resolved.
func (b *board) resolveCache() []string {
	var out []string
	for !b.st().Over && b.st().Top().Kind == frameWindow {
		out = append(out, b.do(engine.Option{Verb: verbPass})...)
	}
	return out
}

var sCounterChar, sCounterProgram, sRetarget, sMystic, sPermit *Def

func init() {
	tarot := func(c *carddb.Card) { s := "Tarot"; c.Subtype = &s }
	sCounterChar = DefineCard(standIn("PRIESTESS", carddb.Program, 1, 0, 0, tarot, keyword("SWIFT"), keyword("REVERSED")), TargetCacheCharacter, []Effect{{Kind: EffCounter}}).
		Reverse(TargetCacheProgram, Effect{Kind: EffCounter})
	sCounterProgram = DefineCard(standIn("NOPE", carddb.Program, 1, 0, 0, script(), keyword("SWIFT")), TargetCacheProgram, []Effect{{Kind: EffCounter}})
	sRetarget = DefineCard(standIn("SPIN", carddb.Program, 1, 0, 0, script(), keyword("SWIFT")), TargetCacheTargeted, []Effect{{Kind: EffRetarget}})
	sMystic = DefineCard(standIn("SEER", carddb.Character, 1, 1, 1, faction("Mystic")), TargetNone, nil)
	sPermit = DefineCard(standIn("MOON", carddb.Character, 1, 1, 1, faction("Mystic")), TargetNone, nil)
	sPermit.GrantsReversal = true
}

var sPinger, sFixer, sXBlaster *Def

func init() {
	ability := func(name string, cost int, runSelf bool) func(*carddb.Card) {
		return func(c *carddb.Card) {
			c.Abilities = append(c.Abilities, carddb.Ability{Name: name, RAMCost: &cost, RunSelf: runSelf})
		}
	}
	// PINGER: run 1 RAM: 1 MF damage to target player.
	sPinger = DefineCard(standIn("PINGER", carddb.Character, 1, 1, 3, ability("PING", 1, false)), TargetNone, nil).
		Ability(TargetPlayer, Effect{Kind: EffDamage, N: 1, Pool: MF})
	// FIXER: run 0 RAM and run itself: install 1 RAM running.
	sFixer = DefineCard(standIn("FIXER", carddb.Character, 1, 1, 1, ability("FIX", 0, true)), TargetNone, nil).
		Ability(TargetNone, Effect{Kind: EffInstall, N: 1, Running: true})
	// XBLASTER: Hacker, run 2 RAM: X MF damage to target player, X = Hacker synergy.
	sXBlaster = DefineCard(standIn("XBLASTER", carddb.Character, 2, 1, 2, faction("Hacker"), ability("X BLAST", 2, false)), TargetNone, nil).
		Ability(TargetPlayer, Effect{Kind: EffDamageX, Faction: "Hacker", Pool: MF})
}

func activate(c int32, target int32) engine.Option {
	return engine.Option{Verb: verbActivate, Card: int(c), Target: int(target)}
}

var sOverload, sScrapper *Def

func init() {
	two := 2
	// The SC-01 stand-ins: OVERLOAD MK. I's shape (swift, cost 1, Hacker
	// requirement, 2 MF damage to any target) and SCRAPPER's (1/1, SCRAP
	// HEAP: run 2 RAM and itself, install 1 RAM running).
	sOverload = DefineCard(standIn("OVERLOADISH", carddb.Program, 1, 0, 0, script(), keyword("SWIFT"), requires("Hacker"), faction("Hacker")), TargetAny, []Effect{{Kind: EffDamage, N: 2, Pool: MF}})
	sScrapper = DefineCard(standIn("SCRAPPERISH", carddb.Character, 1, 1, 1, faction("Cybernetic"), func(c *carddb.Card) {
		c.Abilities = []carddb.Ability{{Name: "SCRAP HEAP", RAMCost: &two, RunSelf: true}}
	}), TargetNone, nil).Ability(TargetNone, Effect{Kind: EffInstall, N: 1, Running: true})
}

var sBruisers, sOni *Def

func init() {
	one, two := 1, 2
	sBruisers = DefineCard(standIn("BRUISERS", carddb.Character, 4, 5, 4, keyword("DUEL"), func(c *carddb.Card) {
		c.Abilities = []carddb.Ability{{Name: "KNUCKLE UP", RAMCost: &one, RunSelf: true}}
	}), TargetNone, nil).Ability(TargetCharacter, Effect{Kind: EffDuel})
	sOni = DefineCard(standIn("ONI", carddb.Character, 4, 4, 3, keyword("DUEL"), func(c *carddb.Card) {
		c.Abilities = []carddb.Ability{{Name: "SILENT EXECUTION", RAMCost: &two, RunSelf: true}}
	}), TargetNone, nil).Ability(TargetCharacter, Effect{Kind: EffDuel, N: 3, Pool: BF})
}

var sMainframeHacker *Def

func init() {
	sMainframeHacker = DefineCard(standIn("TEST HACKER MAINFRAME", carddb.Mainframe, 0, 0, 0), TargetNone, nil,
		Tier{Needs: map[string]int{"Hacker": 2}, Mode: "base", Timing: TimingPlayScript, Faction: "Hacker", Target: TargetAny, Effects: []Effect{{Kind: EffDamage, N: 1, Pool: MF}}})
}

var sProtocol, sVirus *Def

func init() {
	sub := func(s string) func(*carddb.Card) { return func(c *carddb.Card) { c.Subtype = &s } }
	// PROTO: a Corpo protocol, "on your NETCHECK, draw 1".
	sProtocol = DefineCard(standIn("PROTO", carddb.Program, 1, 0, 0, sub("Protocol"), faction("Corpo")), TargetOwnMainframe, nil).
		NetcheckEffects(Effect{Kind: EffDraw, N: 1})
	// BUG: a Hacker virus, "on their NETCHECK, 2 MF damage to them".
	sVirus = DefineCard(standIn("BUG", carddb.Program, 1, 0, 0, sub("Virus"), faction("Hacker")), TargetFoeMainframe, nil).
		NetcheckEffects(Effect{Kind: EffDamage, N: 2, Pool: MF})
}
