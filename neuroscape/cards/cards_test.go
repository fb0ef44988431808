package cards_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/neuroscape"
	"github.com/datafort/datafort/neuroscape/carddb"
)

// deck is a test deck: the mainframe, 50 cards naming names in turn, 25 RAM.
func deck(mainframe string, names ...string) neuroscape.Deck {
	d := neuroscape.Deck{Mainframe: mainframe, RAM: 25}
	for i := range 50 {
		d.Cyberdeck = append(d.Cyberdeck, names[i%len(names)])
	}
	return d
}

// observe, when set, is called with the test each time newTable sets up a
// game (the ablation gate's worker: ablate.OwnTests).
var observe func(t *testing.T)

// table drives a game with a simple policy until a wanted option comes.
type table struct {
	t    *testing.T
	g    *neuroscape.Game
	card int32 // the card TestCards played or activated
	// activate: the policy activates abilities when it can (TestCards,
	// so that characters have used theirs).
	activate bool
	// maxAttacks: attacker declares at most this many attackers (0: all).
	maxAttacks int
}

func newTable(t *testing.T, seed uint64, decks ...neuroscape.Deck) *table {
	t.Helper()
	if observe != nil {
		observe(t)
	}
	g, err := neuroscape.NewGame(seed, 0, decks)
	if err != nil {
		t.Fatal(err)
	}
	return &table{t: t, g: g}
}

// start starts a game at position pos for test t (observed as newTable's).
func start(t *testing.T, pos *neuroscape.Position, turn neuroscape.Turn) (*neuroscape.Game, error) {
	if observe != nil {
		observe(t)
	}
	return pos.Start(turn)
}

func (tb *table) st() *neuroscape.State { return tb.g.State() }

// name returns the card name of id.
func (tb *table) name(id int32) string {
	code := tb.st().Objs[id-1].Card.String()
	if c, ok := standIns[code]; ok {
		return c.Name
	}
	c, _ := carddb.Lookup(code)
	return c.Name
}

// standIns are the test-defined cards of this package, by code.
var standIns = map[string]*carddb.Card{}

// until answers decisions by the policy (keep, play first, install while
// the bank is small and draw after, play characters, pass, declare
// nothing) until the pending decision offers an option want accepts, and
// returns its index.
func (tb *table) until(want func(engine.Decision, engine.Option) bool) (engine.Decision, int) {
	tb.t.Helper()
	for step := 0; step < 5000; step++ {
		p := tb.g.Pending()
		if len(p) == 0 {
			tb.t.Fatal("the game ended before the wanted option came")
		}
		d := p[0]
		for i, o := range d.Options {
			if want(d, o) {
				return d, i
			}
		}
		tb.apply(d, tb.policy(d))
	}
	tb.t.Fatal("the wanted option never came")
	return engine.Decision{}, 0
}

func (tb *table) policy(d engine.Decision) int {
	st := tb.st()
	p := st.P[d.Seat]
	pick := func(verb string) int {
		for i, o := range d.Options {
			if o.Verb.String() == verb {
				return i
			}
		}
		return -1
	}
	if i := pick("install"); i >= 0 && len(p.Bank) < 6 {
		return i
	}
	for _, v := range []string{"draw", "keep", "first"} {
		if i := pick(v); i >= 0 {
			return i
		}
	}
	for i, o := range d.Options {
		if o.Verb.String() == "play" && tb.isCharacter(int32(o.Card)) {
			return i
		}
	}
	if i := pick("activate"); i >= 0 && tb.activate {
		return i
	}
	for _, v := range []string{"pass", "done", "retarget", "roll", "block"} {
		if i := pick(v); i >= 0 {
			return i
		}
	}
	return 0
}

func (tb *table) isCharacter(id int32) bool {
	c := mustCard(tb.name(id))
	return c.Type == carddb.Character
}

func (tb *table) apply(d engine.Decision, i int) {
	tb.t.Helper()
	if _, err := tb.g.Apply(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: i}); err != nil {
		tb.t.Fatal(err)
	}
	if err := tb.g.Check(); err != nil {
		tb.t.Fatal(err)
	}
}

// resolve passes until the Cache is empty.
func (tb *table) resolve() {
	tb.t.Helper()
	for len(tb.g.Pending()) > 0 && len(tb.g.View(0).(neuroscape.View).Cache) > 0 {
		d := tb.g.Pending()[0]
		tb.apply(d, tb.policy(d))
	}
}

// wants accepts an option of verb on a card named name, with a target
// that is a player (targetPlayer), a character (> 0) or none.
func (tb *table) wants(verb, name string, target func(*table, int32) bool) func(engine.Decision, engine.Option) bool {
	return func(d engine.Decision, o engine.Option) bool {
		return o.Verb.String() == verb && o.Card > 0 && strings.EqualFold(tb.name(int32(o.Card)), name) && target(tb, int32(o.Target))
	}
}

func none(_ *table, t int32) bool      { return t == 0 }
func player(_ *table, t int32) bool    { return t < 0 }
func character(_ *table, t int32) bool { return t > 0 }

// slottedPlayer accepts a player whose mainframe holds a program.
func slottedPlayer(tb *table, t int32) bool {
	if t >= 0 {
		return false
	}
	st := tb.st()
	return slices.ContainsFunc(st.Objs, func(o neuroscape.Obj) bool {
		return o.Zone.String() == "slot" && o.Host == st.P[-1-t].Mainframe
	})
}

// sturdyCharacter accepts a character with defense 3 or more, which 2
// damage leaves in play.
func sturdyCharacter(tb *table, t int32) bool { return t > 0 && defense(tb.name(t)) >= 3 }

func mustCard(name string) *carddb.Card {
	for _, c := range standIns {
		if c.Name == name {
			return c
		}
	}
	c, _ := carddb.Lookup(name)
	return c
}

// spentCharacter accepts a running character that has used its ability.
func spentCharacter(tb *table, t int32) bool {
	return t > 0 && tb.st().Objs[t-1].Running && tb.st().Objs[t-1].Used
}

// afterUse accepts no target, when the seat asked controls a character
// that has used its ability.
func afterUse(tb *table, t int32) bool {
	seat := tb.g.Pending()[0].Seat
	return t == 0 && slices.ContainsFunc(tb.st().P[seat].Play, func(id int32) bool { return tb.st().Objs[id-1].Used })
}

// armedPlayer accepts a player who controls a character.
func armedPlayer(tb *table, t int32) bool { return t < 0 && len(tb.st().P[-1-t].Play) > 0 }

// bank returns seat's refreshed and running RAM.
func (tb *table) bank(seat engine.Seat) (r, n int) {
	for _, id := range tb.st().P[seat].Bank {
		if tb.st().Objs[id-1].Running {
			n++
		} else {
			r++
		}
	}
	return
}

// TestCards makes each defined card's behaviour take effect in a game and
// checks what it did.
func TestCards(t *testing.T) {
	for _, c := range []struct {
		card, verb, what string
		target           func(*table, int32) bool
		deck             []string
		check            func(tb *table, seat engine.Seat, target int32, before *neuroscape.State)
	}{
		{"TRUSTFUND BABY", "play", "on enter, installs 1 RAM", none, nil, func(tb *table, s engine.Seat, _ int32, b *neuroscape.State) {
			if got, want := len(tb.st().P[s].RAMDeck), len(b.P[s].RAMDeck)-1; got != want {
				tb.t.Fatalf("on enter: RAM deck %d, want %d (install 1)", got, want)
			}
		}},
		{"ASTRA, COSMIC KITTY", "play", "on enter, draws 1", none, nil, func(tb *table, s engine.Seat, _ int32, b *neuroscape.State) {
			if got, want := len(tb.st().P[s].Deck), len(b.P[s].Deck)-1; got != want {
				tb.t.Fatalf("on enter: cyberdeck %d, want %d (draw 1)", got, want)
			}
		}},
		{"OVERLOAD MK. I", "play", "deals 2 MF damage to a player", player, []string{"ADMIN"}, damagesPlayer(neuroscape.MF, 2)},
		{"OVERLOAD MK. II", "play", "deals 4 MF damage to a player", player, []string{"ADMIN"}, damagesPlayer(neuroscape.MF, 4)},
		{"OVERLOAD MK. I", "play", "deals 2 damage to a character", character, []string{"ADMIN", "JABBERWOCKY"}, damagesCharacter(2)},
		{"DELETE", "play", "destroys a character", character, []string{"VIRTUAL KID"}, destroys},
		{"DEATH METAL", "play", "destroys a character", character, []string{"ROADIE"}, destroys},
		{"MOON FLOWER CACTUS", "play", "draws 2", none, []string{"DUST DEVIL INITIATE"}, func(tb *table, s engine.Seat, _ int32, b *neuroscape.State) {
			if got, want := len(tb.st().P[s].Deck), len(b.P[s].Deck)-2; got != want {
				tb.t.Fatalf("cyberdeck %d, want %d (draw 2)", got, want)
			}
		}},
		{"MARKET MANIPULATION", "play", "installs X RAM, X its player's Corpo synergy", none, []string{"UNPAID INTERN", "EXECUTIVE", "UNPAID INTERN"}, func(tb *table, s engine.Seat, _ int32, b *neuroscape.State) {
			x := 0
			for _, id := range b.P[s].Play {
				if c, _ := carddb.Lookup(b.Objs[id-1].Card.String()); c != nil && len(c.Factions) > 0 && c.Factions[0] == "Corpo" {
					x++
				}
			}
			if got, want := len(tb.st().P[s].RAMDeck), len(b.P[s].RAMDeck)-x; got != want || x == 0 {
				tb.t.Fatalf("RAM deck %d, want %d (install X = %d Corpo synergy)", got, want, x)
			}
		}},
		{"STATIC BLAST", "play", "deals 1 damage to each character of a player", armedPlayer, []string{"VIRTUAL KID"}, func(tb *table, s engine.Seat, tg int32, b *neuroscape.State) {
			seat := engine.Seat(-1 - tg)
			if len(b.P[seat].Play) == 0 {
				tb.t.Fatalf("p%d controls no character to check on", seat+1)
			}
			for _, id := range b.P[seat].Play {
				// VIRTUAL KIDs (defense 2): 1 damage leaves each in play
				// with 1 more.
				if o := tb.st().Objs[id-1]; o.Zone.String() != "play" || o.Damage != b.Objs[id-1].Damage+1 {
					tb.t.Fatalf("%s in %s with %d damage, want in play with %d", tb.name(id), o.Zone, o.Damage, b.Objs[id-1].Damage+1)
				}
			}
		}},
		{"ADMIN", "activate", "UPGRADE installs 1 RAM running", none, nil, installsRunning},
		{"SCRAPPER", "activate", "SCRAP HEAP installs 1 RAM running", none, nil, installsRunning},
		{"EXECUTIVE", "activate", "ACQUISITION installs 1 RAM running", none, nil, installsRunning},
		{"SCAVENGER", "activate", "RECLAIM installs 1 RAM running", none, nil, installsRunning},
		{"PSYCHIC", "activate", "ABUNDANCE installs 1 RAM running", none, nil, installsRunning},
		{"ROADIE", "activate", "LOAD IN installs 1 RAM running", none, nil, installsRunning},
		{"NANOBOT HARVESTER", "activate", "POLLINATE installs 1 RAM running", none, nil, installsRunning},
		{"ROGUE VALKYRIE", "activate", "SKYBREAKER deals 2 BF damage to a character", sturdyCharacter, []string{"VIRTUAL KID", "ROGUE VALKYRIE"}, damagesCharacter(2)},
		{"OMNIS DEATHBRINGER", "activate", "150MM RAILGUN deals 4 BF damage to a player", player, nil, damagesPlayer(neuroscape.BF, 4)},
		{"THE PRODIGY", "activate", "EMP BLAST deals X MF damage, X its player's Hacker synergy", player, []string{"ADMIN"}, func(tb *table, s engine.Seat, tg int32, b *neuroscape.State) {
			x := int32(0)
			for _, id := range tb.st().P[s].Play {
				if n := tb.name(id); n == "ADMIN" || n == "THE PRODIGY" {
					x++
				}
			}
			damagesPlayer(neuroscape.MF, x)(tb, s, tg, b)
		}},
		{"BACK ALLEY BRUISERS", "activate", "KNUCKLE UP duels a character: both attacks hit each other", character, []string{"VIRTUAL KID"}, duels(0)},
		{"FACELESS ONI", "activate", "SILENT EXECUTION duels, and 3 BF damage to the controller of a character it destroys", character, []string{"VIRTUAL KID"}, duels(3)},
		{"TIME", "play", "refreshes a character and reboots its abilities", spentCharacter, []string{"ADMIN"}, func(tb *table, s engine.Seat, tg int32, b *neuroscape.State) {
			if o := tb.st().Objs[tg-1]; o.Running || o.Used || !b.Objs[tg-1].Used {
				tb.t.Fatalf("%s running %v, used %v (before: used %v)", tb.name(tg), o.Running, o.Used, b.Objs[tg-1].Used)
			}
		}},
		{"HACKATHON", "play", "reboots the abilities of the Hacker characters its player controls", afterUse, []string{"ADMIN", "ADMIN"}, func(tb *table, s engine.Seat, _ int32, b *neuroscape.State) {
			used := 0
			for _, id := range b.P[s].Play {
				if b.Objs[id-1].Used {
					used++
				}
				if tb.st().Objs[id-1].Used {
					tb.t.Fatalf("%s still used", tb.name(id))
				}
			}
			if used == 0 {
				tb.t.Fatal("no character had used its ability: nothing to check")
			}
		}},
		{"ACPD DRONES", "activate", "DETAIN runs a character", character, []string{"VIRTUAL KID"}, func(tb *table, s engine.Seat, tg int32, b *neuroscape.State) {
			if !tb.st().Objs[tg-1].Running {
				tb.t.Fatalf("%s not run", tb.name(tg))
			}
		}},
		{"MIND DELVER", "activate", "INVASIVE THOU takes control of an opponent's spent character and refreshes and reboots it", spentCharacter, []string{"ADMIN"}, func(tb *table, s engine.Seat, tg int32, b *neuroscape.State) {
			o := tb.st().Objs[tg-1]
			if o.Ctrl != s || !slices.Contains(tb.st().P[s].Play, tg) || slices.Contains(tb.st().P[b.Objs[tg-1].Ctrl].Play, tg) {
				tb.t.Fatalf("%s controlled by seat %d, want %d", tb.name(tg), o.Ctrl, s)
			}
			if o.Running || o.Used {
				tb.t.Fatalf("%s running %v, used %v: want refreshed and rebooted", tb.name(tg), o.Running, o.Used)
			}
		}},
		{"SEEKER DRONES", "activate", "SEARCH AND DESTROY destroys itself and deals 2 BF damage to a player", player, nil, func(tb *table, s engine.Seat, tg int32, b *neuroscape.State) {
			destroys(tb, s, tb.card, b)
			damagesPlayer(neuroscape.BF, 2)(tb, s, tg, b)
		}},
		{"BEATDOWN", "play", "destroys a character, its player losing MF and BF equal to its attack", character, []string{"ROADIE"}, func(tb *table, s engine.Seat, tg int32, b *neuroscape.State) {
			destroys(tb, s, tg, b)
			atk := int32(*mustCard(tb.name(tg)).Attack)
			for _, pool := range []neuroscape.Pool{neuroscape.MF, neuroscape.BF} {
				if got, want := tb.st().Health[s%2][pool], b.Health[s%2][pool]-atk; got != want || atk == 0 {
					tb.t.Fatalf("%v of the player's team: %d, want %d (lose %d)", pool, got, want, atk)
				}
			}
		}},
	} {
		t.Run(c.card+": "+c.what, func(t *testing.T) {
			names := append([]string{c.card}, c.deck...)
			tb := newTable(t, 7, deck("A-Z LUXUREON", names...), deck("A-Z LUXUREON", names...))
			tb.activate = true
			d, i := tb.until(tb.wants(c.verb, c.card, c.target))
			o := d.Options[i]
			tb.card = int32(o.Card)
			before := tb.g.Clone().(*neuroscape.Game).State()
			tb.apply(d, i)
			tb.resolve()
			c.check(tb, d.Seat, int32(o.Target), before)
		})
	}
}

func damagesPlayer(pool neuroscape.Pool, n int32) func(*table, engine.Seat, int32, *neuroscape.State) {
	return func(tb *table, _ engine.Seat, tg int32, b *neuroscape.State) {
		team := int(-1-tg) % 2
		if got, want := tb.st().Health[team][pool], b.Health[team][pool]-n; got != want {
			tb.t.Fatalf("%v of team %d: %d, want %d", pool, team+1, got, want)
		}
	}
}

func damagesCharacter(n int32) func(*table, engine.Seat, int32, *neuroscape.State) {
	return func(tb *table, _ engine.Seat, tg int32, b *neuroscape.State) {
		o := tb.st().Objs[tg-1]
		if o.Zone.String() == "play" && o.Damage != b.Objs[tg-1].Damage+n {
			tb.t.Fatalf("%s has %d damage, want %d more than %d", tb.name(tg), o.Damage, n, b.Objs[tg-1].Damage)
		}
		if o.Zone.String() != "play" && int(b.Objs[tg-1].Damage+n) < defense(tb.name(tg)) {
			tb.t.Fatalf("%s left play after %d damage", tb.name(tg), n)
		}
	}
}

func defense(name string) int {
	c, _ := carddb.Lookup(name)
	return *c.Defense
}

func destroys(tb *table, _ engine.Seat, tg int32, _ *neuroscape.State) {
	if z := tb.st().Objs[tg-1].Zone.String(); z != "recycle bin" {
		tb.t.Fatalf("%s in %s, want the recycle bin", tb.name(tg), z)
	}
}

// installsRunning checks an ability costing RAM that installs 1 RAM
// running: the cost run, one more running RAM.
func installsRunning(tb *table, s engine.Seat, _ int32, b *neuroscape.State) {
	r0, n0 := (&table{t: tb.t, g: neuroscape.GameOf(b)}).bank(s)
	r, n := tb.bank(s)
	cost := 2 // every one of these abilities runs 2 RAM (card data)
	if got, want := len(tb.st().P[s].RAMDeck), len(b.P[s].RAMDeck)-1; got != want || r != r0-cost || n != n0+cost+1 {
		tb.t.Fatalf("RAM deck %d (want %d), bank %dR/%dN from %dR/%dN: want %d run and 1 more running", got, want, r, n, r0, n0, cost)
	}
}

// duels checks a duel of the activated character with its target (both
// attacks hit each other), and bounty damage to the target's controller
// when it is destroyed.
func duels(bounty int32) func(*table, engine.Seat, int32, *neuroscape.State) {
	return func(tb *table, s engine.Seat, tg int32, b *neuroscape.State) {
		src := tb.card
		atk := func(id int32) int32 { c, _ := carddb.Lookup(tb.name(id)); return int32(*c.Attack) }
		for _, x := range []struct{ id, dmg int32 }{{src, atk(tg)}, {tg, atk(src)}} {
			o := tb.st().Objs[x.id-1]
			dead := int(b.Objs[x.id-1].Damage+x.dmg) >= defense(tb.name(x.id))
			if dead != (o.Zone.String() == "recycle bin") || (!dead && o.Damage != b.Objs[x.id-1].Damage+x.dmg) {
				tb.t.Fatalf("%s in %s with %d damage after taking %d", tb.name(x.id), o.Zone, o.Damage, x.dmg)
			}
		}
		victim := int(b.Objs[tg-1].Ctrl) % 2
		want := b.Health[victim][neuroscape.BF]
		if tb.st().Objs[tg-1].Zone.String() == "recycle bin" {
			want -= bounty
		}
		if got := tb.st().Health[victim][neuroscape.BF]; got != want {
			tb.t.Fatalf("the target's side at %d BF, want %d", got, want)
		}
	}
}
