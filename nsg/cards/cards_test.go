package cards_test

import (
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/nsg/nsgtest"
)

const (
	corp   = nsgtest.Corp
	runner = nsgtest.Runner
	remote = 3 // the first remote server's number
)

// cardTest is one card's test: a subtest named "Title: what it does".
type cardTest struct {
	name string
	run  func(t *testing.T, x *nsgtest.Table)
}

// runCards runs each test from a game at the Corp's first turn.
func runCards(t *testing.T, tests []cardTest) {
	t.Helper()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { tc.run(t, nsgtest.Start(t, nsg.Rules2603)) })
	}
}

// runOn has the Runner, at its action window, run server sv and pass
// until the run is over or ok holds.
func runOn(x *nsgtest.Table, sv int, ok func(engine.Decision) bool) engine.Decision {
	x.T.Helper()
	x.Choose(runner, "nsg-run", 0, sv+1)
	return x.PassUntil(func(d engine.Decision) bool {
		return ok(d) || !x.St().Run.On && d.Prompt == "Take an action"
	})
}

func never(engine.Decision) bool { return false }

// passable checks that d, a decision offering a pending "may" ability,
// also offers to pass: the ability is optional (CR 9.6.9a).
func passable(x *nsgtest.Table, d engine.Decision) {
	x.T.Helper()
	if nsgtest.Find(d, "nsg-trigger", 0, 0) < 0 || nsgtest.Find(d, "nsg-pass", 0, 0) < 0 {
		x.T.Errorf("the optional ability is not pending beside a pass: %v", x.Describe(d))
	}
}
