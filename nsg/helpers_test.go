package nsg_test

import (
	"os"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
	_ "github.com/datafort/datafort/nsg/cards"
)

const (
	corp   engine.Seat = 0
	runner engine.Seat = 1
)

// table is a game under test and the events of its last choices.
type table struct {
	t  *testing.T
	g  *nsg.Game
	ev []engine.Event
}

func readTestdata(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// start begins a game under rules with the test decks, both hands kept.
func start(t *testing.T, rules string) *table {
	t.Helper()
	g, err := nsg.Ruleset{}.New(engine.Setup{Seed: 7, Decks: []string{readTestdata(t, "corp.txt"), readTestdata(t, "runner.txt")},
		Options: map[string]string{"rules": rules}})
	if err != nil {
		t.Fatalf("new game: %v", err)
	}
	x := &table{t: t, g: g.(*nsg.Game)}
	x.choose(corp, "nsg-keep", 0, 0)
	x.choose(runner, "nsg-keep", 0, 0)
	return x
}

func (x *table) st() *nsg.State { return x.g.State() }

// decision returns the one pending decision.
func (x *table) decision() engine.Decision {
	x.t.Helper()
	p := x.g.Pending()
	if len(p) != 1 {
		x.t.Fatalf("%d decisions pending", len(p))
	}
	return p[0]
}

// find returns the index of the option of d with verb, card and target
// (0: any), or -1.
func find(d engine.Decision, verb string, card int32, target int) int {
	for i, o := range d.Options {
		if o.Verb.String() == verb && (card == 0 || o.Card == int(card)) && (target == 0 || o.Target == target) {
			return i
		}
	}
	return -1
}

// apply answers the pending decision with option i (or number n) and
// checks the invariants.
func (x *table) apply(d engine.Decision, i, n int) {
	x.t.Helper()
	ev, err := x.g.Apply(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: i, Number: n})
	if err != nil {
		x.t.Fatalf("apply %q option %d: %v", d.Prompt, i, err)
	}
	x.ev = append(x.ev, ev...)
	if err := x.g.Check(); err != nil {
		x.t.Fatalf("after %q: %v", d.Prompt, err)
	}
}

// choose has seat take the option with verb, card and target.
func (x *table) choose(seat engine.Seat, verb string, card int32, target int) {
	x.t.Helper()
	d := x.decision()
	i := find(d, verb, card, target)
	if d.Seat != seat || i < 0 {
		x.t.Fatalf("%d to %s card %d target %d, but pending is %d %q %v", seat, verb, card, target, d.Seat, d.Prompt, x.describe(d))
	}
	x.apply(d, i, 0)
}

// number answers a Number decision of seat.
func (x *table) number(seat engine.Seat, n int) {
	x.t.Helper()
	d := x.decision()
	if d.Seat != seat || d.Kind != engine.Number {
		x.t.Fatalf("%d to bid %d, but pending is %d %q", seat, n, d.Seat, d.Prompt)
	}
	x.apply(d, 0, n)
}

func (x *table) describe(d engine.Decision) []string {
	var out []string
	for i := range d.Options {
		out = append(out, x.g.Describe(d, i))
	}
	return out
}

// passUntil passes (windows, jack-out questions, accesses) until the
// pending decision satisfies ok.
func (x *table) passUntil(ok func(engine.Decision) bool) engine.Decision {
	x.t.Helper()
	for range 500 {
		if _, over := x.g.Result(); over {
			return engine.Decision{}
		}
		d := x.decision()
		if ok(d) {
			return d
		}
		i := -1
		for _, v := range []string{"nsg-pass", "nsg-continue", "nsg-no-action", "nsg-no", "nsg-discard", "nsg-trigger"} {
			if i = find(d, v, 0, 0); i >= 0 {
				break
			}
		}
		if i < 0 {
			x.t.Fatalf("cannot pass %q: %v", d.Prompt, x.describe(d))
		}
		x.apply(d, i, 0)
	}
	x.t.Fatalf("passing did not end")
	return engine.Decision{}
}

// actionWindow passes until seat's action window.
func (x *table) actionWindow(seat engine.Seat) {
	x.t.Helper()
	x.passUntil(func(d engine.Decision) bool { return d.Seat == seat && d.Prompt == "Take an action" })
}

// toTurnOf plays the other seat's turn by taking credits until seat's
// action window.
func (x *table) toTurnOf(seat engine.Seat) {
	x.t.Helper()
	for range 50 {
		d := x.passUntil(func(d engine.Decision) bool { return d.Prompt == "Take an action" })
		if d.ID == 0 || d.Seat == seat {
			return
		}
		x.choose(d.Seat, "nsg-credit", 0, 0)
	}
	x.t.Fatalf("no turn of seat %d", seat)
}

// logged reports whether an event's public text holds s.
func (x *table) logged(s string) bool {
	for _, e := range x.ev {
		if strings.Contains(e.Text(), s) {
			return true
		}
	}
	return false
}

// offered reports whether the pending decision offers verb on card.
func (x *table) offered(verb string, card int32) bool {
	return find(x.decision(), verb, card, 0) >= 0
}

// result returns the game's result, failing if it is not over.
func (x *table) result() engine.Result {
	x.t.Helper()
	r, over := x.g.Result()
	if !over {
		x.t.Fatalf("the game is not over; pending %q", x.decision().Prompt)
	}
	return r
}

// act has seat take an action from its next action window.
func (x *table) act(seat engine.Seat, verb string, card int32, target int) {
	x.t.Helper()
	x.actionWindow(seat)
	x.choose(seat, verb, card, target)
}

// wins plays on, every action taking a credit, until the game ends, and
// checks that seat won.
func (x *table) wins(seat engine.Seat) {
	x.t.Helper()
	for range 200 {
		d := x.passUntil(func(d engine.Decision) bool { return d.Prompt == "Take an action" })
		if d.ID == 0 {
			break
		}
		x.choose(d.Seat, "nsg-credit", 0, 0)
	}
	if r := x.result(); len(r.Winners) != 1 || r.Winners[0] != seat {
		x.t.Errorf("result %+v, want seat %d to win", r, seat)
	}
}

// texts returns the public texts of the events logged.
func (x *table) texts() []string {
	var out []string
	for _, e := range x.ev {
		out = append(out, e.Text())
	}
	return out
}
