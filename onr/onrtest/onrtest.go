// Package onrtest drives ONR games in tests: it arranges board positions
// and answers decisions by naming options the way a person would ("run on
// HQ", "rez Wall of Static", "break subroutine 1 with Dwarf").
package onrtest

import (
	"fmt"
	"slices"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	_ "github.com/datafort/datafort/onr/cards" // the implemented cards
)

// Table is a game under test.
type Table struct {
	T      TB
	G      *onr.Game
	S      *onr.State
	Events []engine.Event // events of every choice so far

	// StartOfRun, when set, leaves the Corp's start-of-run decision
	// (onr/startofrun.go) to the test; otherwise the table passes it as
	// soon as it is asked, for the tests that do not care about it.
	StartOfRun bool

	// AsProgram, when set, leaves to the test the Runner's question
	// whether to install an accessed agenda as a program, and his question
	// about the cards accessed still in R&D (asked after every access of
	// R&D, onr/accesshidden.go), when it offers only "decline"; otherwise the
	// table declines it as soon as it is asked.
	AsProgram bool

	watch  func([]engine.Event) error // the rules invariants between steps (onr.Game.Watch)
	filler map[onr.Role]bool          // the side's deck still holds only New's filler
	asked  int                        // the options read and choices made so far (budget)
}

// budget bounds the options a test reads and the choices it makes on one
// table. A test that loops until something happens ("while the run is
// active, pass") would loop for ever when a change to a card stops that
// from happening; the ablation gate would then wait out its whole stall
// on it. Past the budget the test fails at once instead. No card test
// needs a tenth of it.
const budget = 20_000

// spend counts one option read or one choice against the budget.
func (x *Table) spend() {
	x.asked++
	if x.asked > budget {
		x.T.Fatalf("%d options read and choices made on one table: a loop waiting for what does not happen?", budget)
	}
}

// Filler cards: New puts FillerCount of them in each deck, so that draws,
// mills and damage in a test meet a real deck (R&D: Data Wall, ice with no
// access effect; the stack: Livewire's Contacts, a prep that only gains
// bits). The first Deck call for a side replaces its filler; EmptyDeck
// empties a deck. (Scenario files use the same filler, onr/scenario.)
const (
	CorpFiller   = "Data Wall"
	RunnerFiller = "Livewire's Contacts"
	FillerCount  = 5
)

// New starts a game with the default decks and the given seed, then clears
// both hands and decks and puts FillerCount filler cards in each deck,
// leaving the Corp at its first action with 5 bits and an empty board.
// Arrange the position, then call Ready.
func New(tb TB, seed uint64) *Table {
	tb.Helper()
	if Observe != nil {
		Observe(tb)
	}
	g, err := onr.New(engine.Setup{Seed: seed})
	if err != nil {
		tb.Fatalf("new game: %v", err)
	}
	x := &Table{T: tb, G: g, S: g.State()}
	g.RemoveAll(onr.Corp)
	g.RemoveAll(onr.Runner)
	for range FillerCount {
		x.put(onr.ZoneDeck, []string{CorpFiller, RunnerFiller})
	}
	x.filler = map[onr.Role]bool{onr.Corp: true, onr.Runner: true}
	return x
}

// EmptyDeck takes every card out of side's deck: R&D or the stack.
func (x *Table) EmptyDeck(side onr.Role) *Table {
	x.T.Helper()
	hand := slices.Clone(x.G.Player(side).Hand)
	x.G.RemoveAll(side) // the hand too: put it back
	for _, c := range hand {
		x.G.Put(c, onr.ZoneHand, false)
	}
	x.filler[side] = false
	return x
}

// Corp returns the Corp player.
func (x *Table) Corp() *onr.Player { return x.G.Player(onr.Corp) }

// Runner returns the Runner player.
func (x *Table) Runner() *onr.Player { return x.G.Player(onr.Runner) }

// Seat returns the seat of the player of role r.
func (x *Table) Seat(r onr.Role) engine.Seat { return x.G.SeatOf(r) }

// Winner returns the role of the winner of a finished game.
func (x *Table) Winner() onr.Role { return x.S.Players[x.S.Winner].Role }

// Card creates a card instance; it fails the test on an unknown title.
func (x *Table) Card(title string) int32 {
	x.T.Helper()
	c, err := x.G.NewCard(title)
	if err != nil {
		x.T.Fatal(err)
	}
	return c
}

// Hand puts new cards with the given titles into side's hand.
func (x *Table) Hand(side onr.Role, titles ...string) []int32 {
	x.T.Helper()
	return x.put(onr.ZoneHand, titles)
}

// Deck puts new cards at the bottom of side's deck, so that the first
// title given is drawn first. The first call for a side first takes the
// filler out of its deck: the deck is then exactly what the test put in.
func (x *Table) Deck(side onr.Role, titles ...string) []int32 {
	x.T.Helper()
	if x.filler[side] {
		x.EmptyDeck(side)
	}
	return x.put(onr.ZoneDeck, titles)
}

func (x *Table) put(zone onr.Zone, titles []string) []int32 {
	x.T.Helper()
	out := make([]int32, len(titles))
	for i, t := range titles {
		out[i] = x.Card(t)
		x.G.Put(out[i], zone, false)
	}
	return out
}

// Ice installs ice on fort (onr.NewFort for a new one), inward of the ice
// already there; it returns the card.
func (x *Table) Ice(fort int32, title string, rezzed bool) (card, fortIndex int32) {
	x.T.Helper()
	c := x.Card(title)
	return c, x.G.InstallCorp(c, fort, rezzed)
}

// Install installs a Corp card in fort and returns the card and the fort.
func (x *Table) Install(fort int32, title string, rezzed bool) (card, fortIndex int32) {
	x.T.Helper()
	c := x.Card(title)
	return c, x.G.InstallCorp(c, fort, rezzed)
}

// Rig installs Runner cards without paying.
func (x *Table) Rig(titles ...string) []int32 {
	x.T.Helper()
	out := make([]int32, len(titles))
	for i, t := range titles {
		out[i] = x.Card(t)
		x.G.InstallRunner(out[i], 0)
	}
	return out
}

// Observe, when set, is called with the test each time the harness is
// about to set up a game (New) or move one on (Ready, and every choice it
// applies), so that a test binary can attribute what happens to the test
// that made it happen (onr/cards counts the abilities each card's own tests
// make take effect) or skip the tests it does not want (the ablation gate).
var Observe func(tb TB)

// Ready rebuilds the pending decision after arranging, checks the
// invariants of the position, and starts checking the rules invariants
// between steps (onr.Game.Watch) from it: arrange the position again only
// through Ready.
func (x *Table) Ready() *Table {
	if Observe != nil {
		Observe(x.T)
	}
	x.G.Reprompt()
	if err := x.G.Check(); err != nil {
		x.T.Fatalf("arranged position breaks an invariant: %v", err)
	}
	x.watch = x.G.Watch() // the arranged position is where the rules start
	return x
}

// Decision returns side's pending decision, failing the test if it has none.
func (x *Table) Decision(side onr.Role) engine.Decision {
	x.T.Helper()
	d, ok := engine.DecisionFor(x.G, x.G.SeatOf(side))
	if !ok {
		x.T.Fatalf("%s has no pending decision; pending: %s", side, x.Describe())
	}
	return d
}

// Options lists side's options as people read them.
func (x *Table) Options(side onr.Role) []string {
	x.spend()
	d, ok := engine.DecisionFor(x.G, x.G.SeatOf(side))
	if !ok {
		return nil
	}
	out := make([]string, len(d.Options))
	for i := range d.Options {
		out[i] = x.G.Describe(d, i)
	}
	return out
}

// Offered reports whether side may choose the option described as desc now.
func (x *Table) Offered(side onr.Role, desc string) bool {
	_, ok := x.find(side, desc)
	return ok
}

func (x *Table) find(side onr.Role, desc string) (int, bool) {
	for i, o := range x.Options(side) {
		if strings.EqualFold(o, desc) {
			return i, true
		}
	}
	return 0, false
}

// Do answers side's pending decision with the option described as desc.
func (x *Table) Do(side onr.Role, desc string) *Table {
	x.T.Helper()
	d := x.Decision(side)
	i, ok := x.find(side, desc)
	if !ok {
		x.T.Fatalf("%s cannot %q now; %q offers %q", side, desc, d.Prompt, x.Options(side))
	}
	x.apply(engine.Choice{Decision: d.ID, Seat: x.G.SeatOf(side), Option: i})
	return x
}

// Number answers side's pending Number decision.
func (x *Table) Number(side onr.Role, n int) *Table {
	x.T.Helper()
	d := x.Decision(side)
	if d.Kind != engine.Number {
		x.T.Fatalf("%s: %q is not a number decision; options %q", side, d.Prompt, x.Options(side))
	}
	x.apply(engine.Choice{Decision: d.ID, Seat: x.G.SeatOf(side), Number: n})
	return x
}

// PassAll answers "pass" for every pending window decision until some
// other decision is pending.
func (x *Table) PassAll() *Table {
	x.T.Helper()
	for i := 0; i < 50; i++ {
		moved := false
		for _, side := range []onr.Role{onr.Runner, onr.Corp} {
			if x.Offered(side, "pass") {
				x.Do(side, "pass")
				moved = true
				break
			}
		}
		if !moved {
			return x
		}
	}
	x.T.Fatalf("PassAll: still passing after 50 windows")
	return x
}

// Take answers "take" when the Runner is asked whether to prevent damage,
// a tag or a trash, as he is whenever a card could prevent it on public
// grounds (for example meat damage in the Corp's turn, against which
// Identity Donor could be played from any hand); otherwise it does nothing.
func (x *Table) Take() *Table {
	x.T.Helper()
	if x.Offered(onr.Runner, "take") {
		x.Do(onr.Runner, "take")
	}
	return x
}

func (x *Table) apply(c engine.Choice) {
	x.T.Helper()
	x.spend()
	if Observe != nil {
		Observe(x.T)
	}
	ev, err := x.G.Apply(c)
	if err != nil {
		x.T.Fatalf("apply: %v", err)
	}
	x.Events = append(x.Events, ev...)
	if err := x.G.Check(); err != nil {
		x.T.Fatalf("invariant broken: %v", err)
	}
	if x.watch != nil {
		if err := x.watch(ev); err != nil {
			x.T.Fatalf("rules invariant broken: %v", err)
		}
	}
	x.passStartOfRun()
}

// passStartOfRun passes the Corp's start-of-run decision unless the test
// takes it (StartOfRun), and declines the Runner's agenda-as-program
// question and his question about the cards accessed in R&D when they
// offer nothing else, unless the test takes them (AsProgram).
func (x *Table) passStartOfRun() {
	for _, d := range x.G.Pending() {
		switch {
		case d.Prompt == onr.StartOfRunPrompt && !x.StartOfRun:
		case (d.Prompt == onr.AgendaAsProgramPrompt || d.Prompt == onr.AccessedHiddenPrompt) && !x.AsProgram && len(d.Options) == 1:
		default:
			continue
		}
		for i := range d.Options {
			if w := x.G.Describe(d, i); w == "pass" || w == "decline" {
				x.apply(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: i})
				return
			}
		}
	}
}

// Describe renders every pending decision, for failure messages.
func (x *Table) Describe() string {
	var b strings.Builder
	for _, d := range x.G.Pending() {
		r := x.S.Players[d.Seat].Role
		fmt.Fprintf(&b, "[%s: %s %q]", r, d.Prompt, x.Options(r))
	}
	return b.String()
}

// Logged reports whether some event's public text contains sub.
func (x *Table) Logged(sub string) bool {
	for _, e := range x.Events {
		if strings.Contains(e.Text(), sub) {
			return true
		}
	}
	return false
}

// ToTurn spends the active player's actions on "gain" and passes every
// window until side is asked for an action in its own turn.
func (x *Table) ToTurn(side onr.Role) *Table {
	x.T.Helper()
	for i := 0; i < 100; i++ {
		if x.S.Over {
			x.T.Fatalf("game over (%s) before the %s's turn", x.S.Reason, side)
		}
		d, mine := engine.DecisionFor(x.G, x.G.SeatOf(side))
		if x.S.Active == x.G.SeatOf(side) && mine && d.Prompt == "Take an action" {
			return x
		}
		other := onr.Corp
		if side == onr.Corp {
			other = onr.Runner
		}
		if d, ok := engine.DecisionFor(x.G, x.G.SeatOf(other)); ok && d.Prompt == "Take an action" {
			x.Do(other, "gain")
			continue
		}
		if x.Offered(onr.Runner, "pass") || x.Offered(onr.Corp, "pass") {
			x.PassAll()
			continue
		}
		if x.Offered(other, "end-turn") { // Wilson's unused action (onr/dedicated.go)
			x.Do(other, "end-turn")
			continue
		}
		x.T.Fatalf("ToTurn(%s): unexpected decision %s", side, x.Describe())
	}
	x.T.Fatalf("ToTurn(%s): no action after 100 steps: %s", side, x.Describe())
	return x
}

// TakeGains makes side take the basic "gain" action (which changes nothing
// but bits) in its current turn, passing every window, until the turn is
// over or a decision other than an action or a window is pending; it
// returns the number of actions taken.
func (x *Table) TakeGains(side onr.Role) int {
	x.T.Helper()
	n := 0
	turn := x.S.Turn
	for x.S.Active == x.Seat(side) && x.S.Turn == turn && !x.S.Over && x.Offered(side, "gain") {
		x.Do(side, "gain")
		n++
		x.PassAll()
	}
	return n
}

// ToRunnerTurn ends the Corp's turn with gains; the Runner is at his first
// action afterwards, or the test fails.
func (x *Table) ToRunnerTurn() {
	x.T.Helper()
	x.TakeGains(onr.Corp)
	if x.S.Active != x.Seat(onr.Runner) || x.Runner().Actions != 4 {
		x.T.Fatalf("not at the Runner's first action: active %s, %d actions; %s", x.S.Players[x.S.Active].Role, x.Runner().Actions, x.Describe())
	}
}
