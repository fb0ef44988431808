package checks

import (
	"slices"
	"strings"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// The Corp acting between its start-of-turn effects (onr/startwindow.go):
// R026 (Holovid Campaign rezzed at the start of the turn gives its bit that
// turn), R447 (a purge between two Scaldan rolls), R517 (a purge before the
// Pipe counters' effect); and R400 with Nevinyrral.

// twCorpTurnStart plays the Runner's turn with gains, up to the Corp's first
// question of its next turn's start (or its first action), passing the
// Runner's windows.
func twCorpTurnStart(x *onrtest.Table) {
	x.T.Helper()
	x.ToTurn(onr.Runner)
	runner := x.Seat(onr.Runner)
	for i := 0; i < 60 && !x.S.Over; i++ {
		switch {
		case x.Offered(onr.Runner, "gain"):
			x.Do(onr.Runner, "gain")
		case x.Offered(onr.Runner, "pass"):
			x.Do(onr.Runner, "pass")
		case x.S.Active == runner && x.Offered(onr.Corp, "pass"):
			x.Do(onr.Corp, "pass")
		default:
			return
		}
	}
}

// twResolving reports whether the Corp is asked to resolve its next
// start-of-turn effect.
func twResolving(x *onrtest.Table) bool {
	return slices.ContainsFunc(x.Options(onr.Corp), func(o string) bool { return strings.HasPrefix(o, "resolve") })
}

// R026: the Corp rezzes a Holovid Campaign at the start of its turn and
// gains a bit from it at the start of that turn: in the window after its
// draw (its only other effect), and between its effects (with Spinn®
// Public Relations, whose bit is another), where it then orders the
// campaign's bit among those left.
func checkR026_HolovidRezzedAtTheStartOfTurnGivesItsBit(t onrtest.TB) {
	for _, between := range []bool{false, true} {
		name := "ONR-5.1.1 rezzed in the window after the draw, Holovid Campaign gives its bit that turn"
		if between {
			name = "ONR-5.1.1 rezzed between the start-of-turn effects, Holovid Campaign gives its bit among them"
		}
		onrtest.Run(t, name, func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			c, _ := x.Install(onr.NewFort, "Holovid Campaign", false)
			if between {
				x.Install(onr.NewFort, "Spinn® Public Relations", true)
			}
			x.Corp().Bits = 20
			x.Ready()
			twCorpTurnStart(x)
			turn := x.S.Turn
			if between && (!twResolving(x) || !x.Offered(onr.Corp, "rez Holovid Campaign")) {
				t.Fatalf("the Corp is not offered to rez Holovid Campaign between its effects: %s", x.Describe())
			}
			if !between && (twResolving(x) || !x.Offered(onr.Corp, "rez Holovid Campaign")) {
				t.Fatalf("the Corp is not offered to rez Holovid Campaign in the window after its draw: %s", x.Describe())
			}
			x.Do(onr.Corp, "rez Holovid Campaign")
			if between {
				if !x.Offered(onr.Corp, "resolve Holovid Campaign") || !x.Offered(onr.Corp, "resolve Spinn® Public Relations") {
					t.Fatalf("Holovid Campaign's bit is not among the pending effects: %s", x.Describe())
				}
				x.Do(onr.Corp, "resolve Holovid Campaign")
			}
			for i := 0; i < 10 && twResolving(x); i++ {
				x.Do(onr.Corp, x.Options(onr.Corp)[0])
			}
			x.PassAll()
			if x.S.Turn != turn || !x.Offered(onr.Corp, "gain") {
				t.Fatalf("not at the Corp's first action of the turn: %s", x.Describe())
			}
			if x.S.Cards[c].Bits != 11 || rgEvent(x, onr.Corp, "takes 1 bit from Holovid Campaign") < 0 {
				t.Fatalf("Holovid Campaign holds %d bits, want 11: no bit at the start of the turn it was rezzed in", x.S.Cards[c].Bits)
			}
		})
	}
}

// R447: each Scaldan counter is a separate start-of-turn effect, so the
// Corp may forgo actions between die rolls: with two counters, it draws,
// rolls once, purges, and the second counter's roll never comes; the purge
// costs its three actions.
func checkR447_PurgeBetweenScaldanRolls(t onrtest.TB) {
	x := tableWithRD(t, 1, 8)
	c := x.Rig("Scaldan")[0]
	x.Corp().Virus = []onr.Virus{{ID: x.S.Cards[c].ID, N: 2}}
	x.Ready()
	twCorpTurnStart(x)
	x.Events = nil
	// The pending effects are offered in the order they arose: the draw,
	// then one per counter.
	if n := len(x.Options(onr.Corp)); n != 4 || !twResolving(x) || !x.Offered(onr.Corp, "purge") {
		t.Fatalf("want the draw, two rolls and the purge offered: %s", x.Describe())
	}
	x.Do(onr.Corp, "resolve") // the draw
	x.Do(onr.Corp, "resolve") // the first roll
	if n := len(x.Options(onr.Corp)); n != 2 || !x.Offered(onr.Corp, "purge") {
		t.Fatalf("between the die rolls the Corp may not purge: %s", x.Describe())
	}
	x.Do(onr.Corp, "purge")
	if twResolving(x) {
		t.Fatalf("the purged counter's roll is still offered: %s", x.Describe())
	}
	x.PassAll()
	dice := 0
	for _, e := range x.Events {
		if e.Type == "die" {
			dice++
		}
	}
	if dice != 1 || len(x.Corp().Virus) != 0 || rgCount(x, onr.Corp, "forgoes an action") != 3 {
		t.Fatalf("%d dice rolled (want 1), %d virus counter kinds held (want 0), %d actions forgone (want 3)",
			dice, len(x.Corp().Virus), rgCount(x, onr.Corp, "forgoes an action"))
	}
}

// R517: the Corp may forgo actions to remove the virus counters before
// forgoing an action to its Pipe counter, and so avoid it: after its draw
// it purges, and the Pipe counter's effect never comes; in the other order
// the Pipe counter costs its action.
func checkR517_PurgeBeforeThePipeCounter(t onrtest.TB) {
	for _, tc := range []struct {
		name      string
		purgeLast bool
		forgo     int
	}{
		{"R517 the purge first: the Pipe counter costs nothing", false, 0},
		{"R517 the Pipe counter first: it costs its action", true, 1},
	} {
		onrtest.Run(t, tc.name, func(t onrtest.TB) {
			x := onrtest.New(t, 1)
			x.Deck(onr.Corp, "Data Wall", "Data Wall", "Data Wall", "Data Wall", "Data Wall")
			c := x.Rig("Viral Pipeline")[0]
			x.Corp().Virus = []onr.Virus{{ID: x.S.Cards[c].ID, N: 1}}
			x.Ready()
			twCorpTurnStart(x)
			x.Events = nil
			x.Do(onr.Corp, "resolve") // the draw
			if tc.purgeLast {
				x.Do(onr.Corp, "resolve") // the Pipe counter
			}
			if !x.Offered(onr.Corp, "purge") {
				t.Fatalf("the Corp may not purge: %s", x.Describe())
			}
			x.Do(onr.Corp, "purge")
			if twResolving(x) {
				t.Fatalf("the purged Pipe counter's effect is still offered: %s", x.Describe())
			}
			x.PassAll()
			if n := rgCount(x, onr.Corp, "must forgo"); n != tc.forgo {
				t.Fatalf("the Pipe counter made the Corp forgo %d times, want %d", n, tc.forgo)
			}
		})
	}
}

// R400: trashing a rezzed Nevinyrral in Lucidrine™ Booster Drug's run wins
// the game as the access ends, before the brain damage that follows the
// run: the Runner, his hand empty, would be flatlined by it.
func checkR400_NevinyrralTrashedInLucidrinesRun(t onrtest.TB) {
	x := tableWithRD(t, 1, 8)
	x.Install(onr.NewFort, "Nevinyrral", true)
	x.Hand(onr.Runner, "Lucidrine™ Booster Drug")
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Runner().Bits = 0
	x.Do(onr.Runner, "play Lucidrine™ Booster Drug on fort 1")
	rgContinue(x)
	if !x.Offered(onr.Runner, "trash Nevinyrral for 5") {
		t.Fatalf("Lucidrine's bits do not pay to trash Nevinyrral: %s", x.Describe())
	}
	x.Do(onr.Runner, "trash Nevinyrral for 5")
	rgContinue(x)
	x.PassAll()
	if !x.S.Over || x.Winner() != onr.Runner || x.Runner().Brain != 0 {
		t.Fatalf("over %v, winner %v (%s), brain damage %d; want the Runner to win with none", x.S.Over, x.S.Winner, x.S.Reason, x.Runner().Brain)
	}
}
