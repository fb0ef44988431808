// Package nsgtest plays NSG games in tests: a table at a position, choices
// by verb, card and target, passing through windows, and checks of the
// events and the result.
package nsgtest

import (
	_ "embed"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
	_ "github.com/datafort/datafort/nsg/cards"
)

const (
	Corp   engine.Seat = 0
	Runner engine.Seat = 1
)

// table is a game under test and the events of its last choices.
type Table struct {
	T  *testing.T
	G  *nsg.Game
	Ev []engine.Event
}

// The test decks: implemented System Gateway cards only.
var (
	//go:embed testdata/corp.txt
	corpDeck string
	//go:embed testdata/runner.txt
	runnerDeck string
)

// Observe, when set, is called with the test each time a game is set up
// (Start, StartWith): the ablation gate's worker (nsg/cards) skips there
// the tests of cards other than the one it changed.
var Observe func(t *testing.T)

// Start begins a game under rules with the test decks (seed 7), both
// hands kept.
func Start(t *testing.T, rules string) *Table {
	return StartWith(t, rules, corpDeck, runnerDeck)
}

// StartWith begins a game under rules with the given decks, both hands
// kept.
func StartWith(t *testing.T, rules, corpDeck, runnerDeck string) *Table {
	t.Helper()
	if Observe != nil {
		Observe(t)
	}
	g, err := nsg.Ruleset{}.New(engine.Setup{Seed: 7, Decks: []string{corpDeck, runnerDeck},
		Options: map[string]string{"rules": rules, "format": nsg.FormatCasual}})
	if err != nil {
		t.Fatalf("new game: %v", err)
	}
	x := &Table{T: t, G: g.(*nsg.Game)}
	x.Choose(Corp, "nsg-keep", 0, 0)
	x.Choose(Runner, "nsg-keep", 0, 0)
	return x
}

func (x *Table) St() *nsg.State { return x.G.State() }

// decision returns the one pending decision.
func (x *Table) Decision() engine.Decision {
	x.T.Helper()
	p := x.G.Pending()
	if len(p) != 1 {
		x.T.Fatalf("%d decisions pending", len(p))
	}
	return p[0]
}

// find returns the index of the option of d with verb, card and target
// (0: any), or -1.
func Find(d engine.Decision, verb string, card int32, target int) int {
	for i, o := range d.Options {
		if o.Verb.String() == verb && (card == 0 || o.Card == int(card)) && (target == 0 || o.Target == target) {
			return i
		}
	}
	return -1
}

// apply answers the pending decision with option i (or number n) and
// checks the invariants.
func (x *Table) Apply(d engine.Decision, i, n int) {
	x.T.Helper()
	ev, err := x.G.Apply(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: i, Number: n})
	if err != nil {
		x.T.Fatalf("apply %q option %d: %v", d.Prompt, i, err)
	}
	x.Ev = append(x.Ev, ev...)
	if err := x.G.Check(); err != nil {
		x.T.Fatalf("after %q: %v", d.Prompt, err)
	}
}

// choose has seat take the option with verb, card and target.
func (x *Table) Choose(seat engine.Seat, verb string, card int32, target int) {
	x.T.Helper()
	d := x.Decision()
	i := Find(d, verb, card, target)
	if d.Seat != seat || i < 0 {
		x.T.Fatalf("%d to %s card %d target %d, but pending is %d %q %v", seat, verb, card, target, d.Seat, d.Prompt, x.Describe(d))
	}
	x.Apply(d, i, 0)
}

// number answers a Number decision of seat.
func (x *Table) Number(seat engine.Seat, n int) {
	x.T.Helper()
	d := x.Decision()
	if d.Seat != seat || d.Kind != engine.Number {
		x.T.Fatalf("%d to bid %d, but pending is %d %q", seat, n, d.Seat, d.Prompt)
	}
	x.Apply(d, 0, n)
}

func (x *Table) Describe(d engine.Decision) []string {
	var out []string
	for i := range d.Options {
		out = append(out, x.G.Describe(d, i))
	}
	return out
}

// passUntil passes (windows, jack-out questions, accesses) until the
// pending decision satisfies ok.
func (x *Table) PassUntil(ok func(engine.Decision) bool) engine.Decision {
	x.T.Helper()
	for range 500 {
		if _, over := x.G.Result(); over {
			return engine.Decision{}
		}
		d := x.Decision()
		if ok(d) {
			return d
		}
		i := -1
		for _, v := range []string{"nsg-pass", "nsg-continue", "nsg-no-action", "nsg-no", "nsg-discard", "nsg-trigger"} {
			if i = Find(d, v, 0, 0); i >= 0 {
				break
			}
		}
		if i < 0 {
			x.T.Fatalf("cannot pass %q: %v", d.Prompt, x.Describe(d))
		}
		x.Apply(d, i, 0)
	}
	x.T.Fatalf("passing did not end")
	return engine.Decision{}
}

// actionWindow passes until seat's action window.
func (x *Table) ActionWindow(seat engine.Seat) {
	x.T.Helper()
	x.PassUntil(func(d engine.Decision) bool { return d.Seat == seat && d.Prompt == "Take an action" })
}

// toTurnOf plays the other seat's turn by taking credits until seat's
// action window.
func (x *Table) ToTurnOf(seat engine.Seat) {
	x.T.Helper()
	for range 50 {
		d := x.PassUntil(func(d engine.Decision) bool { return d.Prompt == "Take an action" })
		if d.ID == 0 || d.Seat == seat {
			return
		}
		x.Choose(d.Seat, "nsg-credit", 0, 0)
	}
	x.T.Fatalf("no turn of seat %d", seat)
}

// logged reports whether an event's public text holds s.
func (x *Table) Logged(s string) bool {
	for _, e := range x.Ev {
		if strings.Contains(e.Text(), s) {
			return true
		}
	}
	return false
}

// offered reports whether the pending decision offers verb on card.
func (x *Table) Offered(verb string, card int32) bool {
	return Find(x.Decision(), verb, card, 0) >= 0
}

// result returns the game's result, failing if it is not over.
func (x *Table) Result() engine.Result {
	x.T.Helper()
	r, over := x.G.Result()
	if !over {
		x.T.Fatalf("the game is not over; pending %q", x.Decision().Prompt)
	}
	return r
}

// act has seat take an action from its next action window.
func (x *Table) Act(seat engine.Seat, verb string, card int32, target int) {
	x.T.Helper()
	x.ActionWindow(seat)
	x.Choose(seat, verb, card, target)
}

// wins plays on, every action taking a credit, until the game ends, and
// checks that seat won.
func (x *Table) Wins(seat engine.Seat) {
	x.T.Helper()
	for range 200 {
		d := x.PassUntil(func(d engine.Decision) bool { return d.Prompt == "Take an action" })
		if d.ID == 0 {
			break
		}
		x.Choose(d.Seat, "nsg-credit", 0, 0)
	}
	if r := x.Result(); len(r.Winners) != 1 || r.Winners[0] != seat {
		x.T.Errorf("result %+v, want seat %d to win", r, seat)
	}
}

// texts returns the public texts of the events logged.
func (x *Table) Texts() []string {
	var out []string
	for _, e := range x.Ev {
		out = append(out, e.Text())
	}
	return out
}

// ChooseArg has seat take the option with verb on card whose Arg is arg
// (a card's ability, a subroutine).
func (x *Table) ChooseArg(seat engine.Seat, verb string, card int32, arg int) {
	x.T.Helper()
	d := x.Decision()
	for i, o := range d.Options {
		if d.Seat == seat && o.Verb.String() == verb && o.Card == int(card) && o.Arg == arg {
			x.Apply(d, i, 0)
			return
		}
	}
	x.T.Fatalf("%d to %s card %d arg %d, but pending is %d %q %v", seat, verb, card, arg, d.Seat, d.Prompt, x.Describe(d))
}

// FindArg reports whether d offers verb on card with Arg arg.
func FindArg(d engine.Decision, verb string, card int32, arg int) bool {
	for _, o := range d.Options {
		if o.Verb.String() == verb && o.Card == int(card) && o.Arg == arg {
			return true
		}
	}
	return false
}
