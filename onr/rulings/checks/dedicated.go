package checks

import (
	"fmt"
	"strings"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Rulings on actions dedicated to one purpose (ONR-6.4.3): Wilson,
// Weeflerunner Apprentice and Edgerunner, Inc., Temps (onr/dedicated.go).

const wilsonTitle = "Wilson, Weeflerunner Apprentice"

// edgerunnerPurge arranges the Corp's turn with Gremlins counters and
// Edgerunner, Inc., Temps and a Data Wall in HQ; the Corp spends gains
// basic actions on "gain", plays Edgerunner and purges in the window after
// it, forgoing its next three actions (ONR-15.3).
func edgerunnerPurge(t onrtest.TB, gains int) *onrtest.Table {
	t.Helper()
	x := tableWithRD(t, 1, 6)
	g := x.Rig("Gremlins")[0]
	x.Corp().Virus = []onr.Virus{{ID: x.S.Cards[g].ID, N: 2}}
	x.Hand(onr.Corp, "Edgerunner, Inc., Temps", "Data Wall")
	x.Ready()
	for range gains {
		x.Do(onr.Corp, "gain").PassAll()
	}
	x.Do(onr.Corp, "play Edgerunner, Inc., Temps")
	x.Do(onr.Corp, "purge").PassAll()
	if x.Corp().Forgo != 3 || len(x.Corp().Virus) != 0 {
		t.Fatalf("after the purge: forgo %d, virus %v", x.Corp().Forgo, x.Corp().Virus)
	}
	return x
}

// tkoRun arranges the Runner's turn with TKO 2.0 rezzed on HQ and Wilson
// installed; the Runner spends gains basic actions on "gain", then runs HQ
// with a basic action and TKO 2.0 ends the run: he must forgo his next
// action.
func tkoRun(t onrtest.TB, gains int) *onrtest.Table {
	t.Helper()
	x := tableWithRD(t, 1, 6)
	x.Ice(onr.FortHQ, "TKO 2.0", true)
	x.Rig(wilsonTitle)
	x.Ready().ToTurn(onr.Runner)
	for range gains {
		x.Do(onr.Runner, "gain").PassAll()
	}
	x.Do(onr.Runner, "run on HQ").PassAll()
	if x.S.Run.Active || !x.Logged("TKO 2.0 ends the run") {
		t.Fatalf("TKO 2.0 did not end the run: %s", x.Describe())
	}
	return x
}

// R054 (ONR-6.4.3, ONR-6.5): a player forced to forgo actions may use
// actions dedicated to one purpose to pay the penalty; the choice is the
// player's ("can be used").
func checkR054_DedicatedActionsCanPayAForgoPenalty(t onrtest.TB) {
	onrtest.Run(t, "R054 Wilson's run action pays the Runner's penalty; his basic actions stay", func(t onrtest.TB) {
		x := tkoRun(t, 0)
		x.Do(onr.Runner, "forgo "+wilsonTitle)
		if x.Runner().Forgo != 0 || x.Runner().Actions != 3 || prompt(x, onr.Runner) != "Take an action" {
			t.Fatalf("forgo %d (want 0), actions %d (want 3), pending %s", x.Runner().Forgo, x.Runner().Actions, x.Describe())
		}
		if x.Offered(onr.Runner, "run on HQ with "+wilsonTitle) {
			t.Errorf("Wilson's action was forgone, yet still offered")
		}
	})
	onrtest.Run(t, "R054 the Runner may pay with a basic action and keep Wilson's run", func(t onrtest.TB) {
		x := tkoRun(t, 0)
		x.Do(onr.Runner, "forgo")
		if x.Runner().Forgo != 0 || x.Runner().Actions != 2 {
			t.Fatalf("forgo %d (want 0), actions %d (want 2)", x.Runner().Forgo, x.Runner().Actions)
		}
		if !x.Offered(onr.Runner, "run on HQ with "+wilsonTitle) {
			t.Errorf("Wilson's run should still be available: %q", x.Options(onr.Runner))
		}
	})
	onrtest.Run(t, "R054 Edgerunner's install actions pay the Corp's penalty one by one", func(t onrtest.TB) {
		x := edgerunnerPurge(t, 0)
		x.Do(onr.Corp, "forgo")
		if x.Corp().Forgo != 2 || x.Corp().InstallActions != 2 || x.Corp().Actions != 2 {
			t.Fatalf("forgo %d (want 2), install actions %d (want 2), actions %d (want 2)",
				x.Corp().Forgo, x.Corp().InstallActions, x.Corp().Actions)
		}
	})
	onrtest.Run(t, "R054 the Corp may install with Edgerunner's action and leave the penalty to later actions", func(t onrtest.TB) {
		x := edgerunnerPurge(t, 0)
		x.Do(onr.Corp, "install Data Wall on HQ").PassAll()
		x.Do(onr.Corp, "done")
		// The two basic actions left both go to the penalty; one remains
		// for the next turn.
		if x.S.Active != x.Seat(onr.Runner) || x.Corp().Forgo != 1 || len(x.S.Forts[onr.FortHQ].Ice) != 1 {
			t.Fatalf("active %s, forgo %d (want 1), HQ ice %d (want 1)", x.S.Players[x.S.Active].Role, x.Corp().Forgo, len(x.S.Forts[onr.FortHQ].Ice))
		}
	})
}

// R132: the actions gained from Edgerunner, Inc., Temps may be forgone to
// remove virus counters. Played as the Corp's last action, Edgerunner's
// three actions pay the whole purge.
func checkR132_EdgerunnerActionsPayThePurge(t onrtest.TB) {
	for _, tc := range []struct {
		name     string
		forgo    bool
		nextTurn int32 // Corp actions left in its next turn once the penalty is paid
	}{
		{"R132 the three Edgerunner actions are forgone: the next turn is untouched", true, 3},
		{"R132 without them the purge takes the whole next turn", false, 0},
	} {
		onrtest.Run(t, tc.name, func(t onrtest.TB) {
			x := edgerunnerPurge(t, 2)
			if tc.forgo {
				for range 3 {
					x.Do(onr.Corp, "forgo")
				}
			} else {
				x.Do(onr.Corp, "done")
			}
			if x.S.Active != x.Seat(onr.Runner) {
				t.Fatalf("the Corp's turn should be over: %s", x.Describe())
			}
			turn := x.S.Turn
			for range 4 {
				x.Do(onr.Runner, "gain").PassAll()
			}
			// The Corp's next turn: its actions once the penalty is paid
			// (none left: the turn went straight back to the Runner).
			got := int32(0)
			if x.S.Active == x.Seat(onr.Corp) {
				got = x.Corp().Actions
			}
			if x.S.Turn != turn+1 && x.S.Turn != turn+2 {
				t.Fatalf("turn %d after turn %d", x.S.Turn, turn)
			}
			if got != tc.nextTurn || x.Corp().Forgo != 0 {
				t.Fatalf("Corp actions in its next turn %d (want %d), forgo left %d", got, tc.nextTurn, x.Corp().Forgo)
			}
		})
	}
}

// R297: after a successful run made with Wilson's action, Bodyweight Data
// Crèche's extra run may follow, and the 3-bit limit does not apply to it.
func checkR297_CrecheRunAfterWilsonRunIsUnlimited(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Ice(onr.FortHQ, "Data Wall", true)
	x.Ice(onr.FortHQ, "Data Wall", true)
	x.Rig(wilsonTitle, "Bodyweight™ Data Crèche", "Krash")
	x.Runner().Bits = 10
	x.Ready().ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on the Archives with "+wilsonTitle).PassAll()
	if x.Offered(onr.Runner, "continue") {
		x.Do(onr.Runner, "continue").PassAll()
	}
	x.Do(onr.Runner, "run on HQ with Bodyweight™ Data Crèche").PassAll()
	if _, capped := x.G.RunSpendCap(); capped {
		t.Fatalf("the Crèche run is capped")
	}
	x.Do(onr.Runner, "break subroutine 1 with Krash")
	x.Do(onr.Runner, "continue").PassAll()
	x.Do(onr.Runner, "break subroutine 1 with Krash") // bits 3 and 4 on icebreakers
	for x.S.Run.Active && len(x.Options(onr.Runner)) > 0 {
		x.Do(onr.Runner, x.Options(onr.Runner)[0]).PassAll()
	}
	if x.Runner().Bits != 6 || !x.Logged("The run is successful") || x.Runner().Actions != 4 {
		t.Fatalf("bits %d (want 6), actions %d (want 4: neither run used one); events %v", x.Runner().Bits, x.Runner().Actions, x.Events)
	}
}

// R519: Wilson's action makes a run, not a prep's run nor another card's
// ability.
func checkR519_WilsonMakesOnlyABasicRun(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Rig(wilsonTitle, "Newsgroup Filter")
	x.Hand(onr.Runner, "Inside Job", "Custodial Position", "Score!")
	x.Runner().Bits = 10
	x.Ready().ToTurn(onr.Runner)
	for range 4 {
		x.Do(onr.Runner, "gain").PassAll()
	}
	opts := x.Options(onr.Runner)
	runs := 0
	for _, o := range opts {
		switch {
		case o == "end-turn":
		case strings.HasPrefix(o, "run on ") && strings.HasSuffix(o, " with "+wilsonTitle):
			runs++
		default:
			t.Errorf("Wilson's action offers %q", o)
		}
	}
	if runs != 3 {
		t.Errorf("%d Wilson runs offered, want one per fort: %q", runs, opts)
	}
}

// R520: once the Runner has declared the end of his turn, he cannot take
// Wilson's run in response to the Corp; before that, he can, even after the
// Corp rezzed a card in the window after his last action.
func checkR520_NoWilsonRunAfterTheEndOfTurn(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Install(onr.NewFort, "Rustbelt HQ Branch", false)
	x.Rig(wilsonTitle)
	x.Corp().Bits = 20
	x.Ready().ToTurn(onr.Runner)
	for range 3 {
		x.Do(onr.Runner, "gain").PassAll()
	}
	x.Do(onr.Runner, "gain")
	x.Do(onr.Corp, "rez Rustbelt HQ Branch").PassAll()
	if !x.Offered(onr.Runner, "run on HQ with "+wilsonTitle) {
		t.Fatalf("before declaring the end of the turn the Runner may still run with Wilson: %s", x.Describe())
	}
	x.Do(onr.Runner, "end-turn")
	for i := 0; x.S.Active == x.Seat(onr.Runner) || prompt(x, onr.Corp) != "Take an action"; i++ {
		if i > 20 {
			t.Fatalf("no Corp action: %s", x.Describe())
		}
		for _, o := range x.Options(onr.Runner) {
			if strings.Contains(o, wilsonTitle) {
				t.Fatalf("Wilson offered after the end of the turn: %q", o)
			}
		}
		x.PassAll()
	}
	if x.Runner().Actions != 0 || x.Logged("Runner runs") {
		t.Errorf("the Runner acted after ending the turn")
	}
}

// R521: the action gained from Wilson may be forgone to pay a penalty: TKO
// 2.0 on the Runner's last basic action is paid with Wilson's action, and
// the next turn is whole.
func checkR521_WilsonActionPaysAPenalty(t onrtest.TB) {
	for _, tc := range []struct {
		name   string
		answer string
		next   int32 // Runner actions at the start of his next turn, after the penalty
	}{
		{"R521 Wilson's action is forgone: four actions next turn", "forgo " + wilsonTitle, 4},
		{"R521 the turn ends with the penalty owed: three actions next turn", "end-turn", 3},
	} {
		onrtest.Run(t, tc.name, func(t onrtest.TB) {
			x := tkoRun(t, 3)
			if x.Offered(onr.Runner, "run on HQ with "+wilsonTitle) {
				t.Fatalf("a Wilson run offered while a penalty is owed")
			}
			x.Do(onr.Runner, tc.answer)
			x.ToTurn(onr.Corp)
			for x.S.Active == x.Seat(onr.Corp) {
				x.Do(onr.Corp, "gain").PassAll()
			}
			if prompt(x, onr.Runner) == "Choose the action to forgo" {
				x.Do(onr.Runner, "forgo")
			}
			if x.Runner().Actions != tc.next || x.Runner().Forgo != 0 {
				t.Fatalf("Runner actions %d (want %d), forgo %d", x.Runner().Actions, tc.next, x.Runner().Forgo)
			}
		})
	}
}

// R298: the bonus run of Bodyweight Data Crèche is not part of an action,
// so Haunting Inquisition's "cannot make another run during his or her next
// six actions" does not stop it: the Runner haunted during a successful run
// may still make the Crèche's run right after it, but no run by action.
func checkR298_CrecheRunIsNotAnAction(t onrtest.TB) {
	for _, creche := range []bool{true, false} {
		onrtest.Run(t, fmt.Sprintf("R298 haunted during a successful run, Crèche installed %v: bonus run offered %v", creche, creche), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			x.Ice(onr.FortHQ, "Haunting Inquisition", true) // strength 6
			rig := []string{"Codecracker"}
			if creche {
				rig = append(rig, "Bodyweight™ Data Crèche")
			}
			x.Rig(rig...)
			x.Runner().Bits = 20
			x.Ready().ToTurn(onr.Runner)
			x.Do(onr.Runner, "run on HQ").PassAll()
			for x.Offered(onr.Runner, "pump Codecracker: +1 strength for 1") {
				x.Do(onr.Runner, "pump Codecracker: +1 strength for 1")
			}
			x.Do(onr.Runner, "break subroutine 2 with Codecracker") // End the run
			x.Do(onr.Runner, "done").PassAll()                      // "no run for six actions" takes effect
			for x.S.Run.Active && len(x.Options(onr.Runner)) > 0 {
				x.Do(onr.Runner, x.Options(onr.Runner)[0]).PassAll()
			}
			if !x.Logged("The run is successful") || x.G.NoRunActions(onr.Runner) != 6 {
				t.Fatalf("setup: run successful %v, haunted for %d actions (want 6)", x.Logged("The run is successful"), x.G.NoRunActions(onr.Runner))
			}
			if got := x.Offered(onr.Runner, "run on R&D with Bodyweight™ Data Crèche"); got != creche {
				t.Fatalf("Crèche run offered %v, want %v: %q", got, creche, x.Options(onr.Runner))
			}
			if creche {
				x.Do(onr.Runner, "run on R&D with Bodyweight™ Data Crèche")
				if !x.S.Run.Active || x.S.Run.Fort != onr.FortRD {
					t.Fatalf("the Crèche run did not start: %s", x.Describe())
				}
				for x.S.Run.Active && len(x.Options(onr.Runner)) > 0 {
					x.Do(onr.Runner, x.Options(onr.Runner)[0]).PassAll()
				}
			}
			x.PassAll()
			if x.Runner().Actions != 3 || x.Offered(onr.Runner, "run on R&D") {
				t.Errorf("actions left %d (want 3), run by action offered %v: haunting must still forbid it", x.Runner().Actions, x.Offered(onr.Runner, "run on R&D"))
			}
		})
	}
}
