package ablate

import (
	"reflect"
	"runtime"
	"strings"
	"testing"
)

// TB is the test a game's card-test harness reports to the gate's worker
// as it sets up or moves on a game: a *testing.T or the harness's own
// interface of it. The worker skips another card's test through its
// SkipNow method, when it has one.
type TB interface {
	Name() string
	Failed() bool
}

// OwnTests runs a game's card tests for the gate's worker (Serve's run),
// one card's own tests at a time.
type OwnTests struct {
	All   []string                   // every card the game implements
	Tests []func(*testing.T)         // the test functions that play card texts
	funcs map[string]map[string]bool // by card, the functions in which its own tests set up a game
}

// Run runs the card tests with every subtest that is another card's own
// skipped as soon as it sets up a game, and reports whether every test of
// title's own (a subtest named "<title>: …", Owns) that set up a game
// passed: a failure elsewhere (a test of no card) does not count. hook
// sets the harness's observer (nil: none). The first run of a card in a
// process runs every function of Tests; later runs only those in which its
// own tests set up a game.
func (o *OwnTests) Run(t *testing.T, title string, hook func(observe func(TB))) bool {
	others := map[string]bool{}
	for _, tt := range o.All {
		if tt != title {
			others[strings.ReplaceAll(tt+":", " ", "_")] = true
		}
	}
	if o.funcs == nil {
		o.funcs = map[string]map[string]bool{}
	}
	only, known := o.funcs[title]
	funcs := map[string]bool{}
	var own []TB
	current := ""
	hook(func(tb TB) {
		if Owns(tb.Name(), title) {
			own = append(own, tb)
			funcs[current] = true
			return
		}
		for _, part := range strings.Split(tb.Name(), "/") {
			for i := range len(part) {
				if part[i] == ':' && others[part[:i+1]] {
					if s, ok := tb.(interface{ SkipNow() }); ok {
						s.SkipNow() // another card's test
					}
				}
			}
		}
	})
	defer hook(nil)
	t.Run(title, func(t *testing.T) {
		for _, f := range o.Tests {
			name := FuncName(f)
			if known && !only[name] {
				continue
			}
			current = name
			t.Run(name, f)
		}
	})
	if !known {
		o.funcs[title] = funcs
	}
	for _, tb := range own {
		if tb.Failed() {
			return false
		}
	}
	return true
}

// FuncName is the name of test function f, without its package.
func FuncName(f func(*testing.T)) string {
	name := runtime.FuncForPC(reflect.ValueOf(f).Pointer()).Name()
	return name[strings.LastIndex(name, ".")+1:]
}
