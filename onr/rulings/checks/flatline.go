package checks

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Executable checks of the rulings on flatline prevention (onr/flatline.go):
// Emergency Self-Construct and Arasaka Owns You (ONR-14.6).

const (
	flESC = "prevent Emergency Self-Construct"
	flAOY = "prevent Arasaka Owns You"
)

// flESCUsed flatlines a Runner with Emergency Self-Construct and the rest
// of rig installed (Nerve Labyrinth, 2 Net damage, against a 1-card hand)
// and uses it; it returns at the Runner's next turn.
func flESCUsed(t onrtest.TB, rig ...string) *onrtest.Table {
	t.Helper()
	x := rgRunner(t, []string{"Nerve Labyrinth"}, append([]string{"Emergency Self-Construct"}, rig...), 1, 5)
	rgRunHQ(x)
	x.Do(onr.Runner, flESC)
	if x.S.Over {
		t.Fatalf("flatlined although Emergency Self-Construct was used")
	}
	x.ToTurn(onr.Corp)
	x.ToTurn(onr.Runner)
	return x
}

// R266: playing Arasaka Owns You during a run does not end the run: against
// Bolter Cluster's 4 Net damage with two cards in hand, the run goes on.
func checkR266_ArasakaOwnsYouDoesNotEndTheRun(t onrtest.TB) {
	x := rgRunner(t, []string{"Bolter Cluster"}, nil, 0, 0)
	x.Hand(onr.Runner, "Arasaka Owns You", "Score!")
	x.G.Reprompt()
	rgRunHQ(x)
	if !x.Offered(onr.Runner, flAOY) {
		t.Fatalf("Arasaka Owns You not offered against a flatline: %q", x.Options(onr.Runner))
	}
	x.Do(onr.Runner, flAOY)
	if x.S.Over || !x.S.Run.Active {
		t.Fatalf("after Arasaka Owns You: game over %v, run active %v; want the run going on", x.S.Over, x.S.Run.Active)
	}
}

// R267 (ONR-14.4): against unpreventable damage that flatlines him, the
// Runner cannot play Arasaka Owns You; R268: its prevention is its
// condition of play: never as an action, nor against damage that would not
// flatline him.
func checkR267_R268_ArasakaOwnsYouOnlyAgainstAPreventableFlatline(t onrtest.TB) {
	onrtest.Run(t, "R267 ONR-14.4 not against unpreventable damage", func(t onrtest.TB) {
		x := rgRunner(t, nil, nil, 0, 5)
		x.Hand(onr.Runner, "Arasaka Owns You")
		pvDamage(x, onr.Net, 3, true)
		if x.Offered(onr.Runner, flAOY) {
			t.Fatalf("offered against unpreventable damage: %q", x.Options(onr.Runner))
		}
		if !x.S.Over || x.S.Reason != "flatline" {
			t.Fatalf("the Runner was not flatlined: %s", x.Describe())
		}
	})
	onrtest.Run(t, "R268 ONR-7.2 never as an action", func(t onrtest.TB) {
		x := rgRunner(t, nil, nil, 0, 5)
		x.Hand(onr.Runner, "Arasaka Owns You")
		x.G.Reprompt()
		if x.Offered(onr.Runner, "play Arasaka Owns You") {
			t.Fatalf("offered as an action: %q", x.Options(onr.Runner))
		}
	})
	onrtest.Run(t, "R268 ONR-14.6 not against damage that would not flatline", func(t onrtest.TB) {
		x := rgRunner(t, nil, nil, 3, 5)
		x.Hand(onr.Runner, "Arasaka Owns You")
		pvDamage(x, onr.Net, 2, false)
		if x.Offered(onr.Runner, flAOY) {
			t.Fatalf("offered against damage that does not flatline: %q", x.Options(onr.Runner))
		}
	})
}

// R342, R341: after Emergency Self-Construct the Runner's base actions are
// 3; an extra action (Wilson's) is still his.
func checkR342_ThreeBaseActionsExtrasKept(t onrtest.TB) {
	x := flESCUsed(t, "Wilson, Weeflerunner Apprentice")
	if x.Runner().Actions != 3 {
		t.Fatalf("%d actions at the start of the turn, want 3", x.Runner().Actions)
	}
	if !x.Offered(onr.Runner, "run on HQ with Wilson, Weeflerunner Apprentice") {
		t.Fatalf("Wilson's extra action is gone: %q", x.Options(onr.Runner))
	}
}

// R344, R076: Emergency Self-Construct can be used only when the Runner is
// flatlined: not against damage he survives, nor in a window.
func checkR344_EmergencySelfConstructOnlyWhenFlatlined(t onrtest.TB) {
	x := rgRunner(t, []string{"Nerve Labyrinth"}, []string{"Emergency Self-Construct"}, 3, 5)
	if x.Offered(onr.Runner, flESC) {
		t.Fatalf("offered as an action: %q", x.Options(onr.Runner))
	}
	rgRunHQ(x)
	if x.Offered(onr.Runner, flESC) {
		t.Fatalf("offered against damage that does not flatline: %q", x.Options(onr.Runner))
	}
}

// R345: each use sets the base actions to 3, not 3 less one per use: a
// second Emergency Self-Construct leaves 3.
func checkR345_EachUseSetsThreeBaseActions(t onrtest.TB) {
	x := flESCUsed(t)
	x.Rig("Emergency Self-Construct")
	x.Ice(onr.FortRD, "Nerve Labyrinth", true)
	x.Hand(onr.Runner, "Score!")
	x.G.Reprompt()
	x.Do(onr.Runner, "run on R&D")
	x.PassAll()
	x.Do(onr.Runner, flESC)
	x.ToTurn(onr.Corp)
	x.ToTurn(onr.Runner)
	if x.Runner().Actions != 3 {
		t.Fatalf("%d actions after a second use, want 3", x.Runner().Actions)
	}
}

// R343 (ONR-14.4): after Emergency Self-Construct, meat damage is prevented
// automatically, but not meat damage marked unpreventable (Cinderella's).
func checkR343_SelfConstructDoesNotPreventUnpreventableMeat(t onrtest.TB) {
	x := flESCUsed(t)
	x.Hand(onr.Runner, "Score!", "Score!", "Score!")
	pvDamage(x, onr.Meat, 1, false)
	if len(x.Runner().Hand) != 3 {
		t.Fatalf("hand %d after 1 preventable meat damage, want 3 (prevented)", len(x.Runner().Hand))
	}
	pvDamage(x, onr.Meat, 1, true)
	if len(x.Runner().Hand) != 2 {
		t.Fatalf("hand %d after 1 unpreventable meat damage, want 2", len(x.Runner().Hand))
	}
}

// R383 (R078): Joan of Arc keeping Emergency Self-Construct in play as it
// is used cancels the benefit: the flatline is not prevented.
func checkR383_JoanKeepingSelfConstructGivesNothing(t onrtest.TB) {
	x := rgRunner(t, []string{"Nerve Labyrinth"}, []string{"Emergency Self-Construct", "Joan of Arc"}, 1, 5)
	rgRunHQ(x)
	x.Do(onr.Runner, flESC)
	x.Do(onr.Runner, pvJoanCost)
	for x.Offered(onr.Runner, "take") {
		x.Do(onr.Runner, "take")
	}
	if esc := pvTitle(x, "Emergency Self-Construct"); x.S.Cards[esc].Zone != onr.ZoneRig {
		t.Fatalf("Emergency Self-Construct left play although Joan of Arc saved it")
	}
	if !x.S.Over || x.S.Reason != "flatline" {
		t.Fatalf("the flatline was prevented by a Self-Construct that stayed in play: %s", x.Describe())
	}
}

// R341: the action Quest for Cattekin gains the Runner on each of his turns
// is still his after Emergency Self-Construct: three base actions and one
// more. The first seed whose die at the Runner's first turn shows a 6 is
// used (its trash and its five actions that turn are checked first).
func checkR341_QuestForCattekinActionKeptAfterSelfConstruct(t onrtest.TB) {
	const quest = "Quest for Cattekin"
	for seed := uint64(1); seed <= 200; seed++ {
		x := tableWithRD(t, seed, 6)
		x.Ice(onr.FortHQ, "Nerve Labyrinth", true)
		q := x.Rig("Emergency Self-Construct", quest)[1]
		runnerHand(x, 1)
		x.Ready()
		x.ToTurn(onr.Runner)
		if x.S.Cards[q].Zone != onr.ZoneDiscard {
			continue // no 6 this time
		}
		if x.Runner().Actions != 5 {
			t.Fatalf("%d actions on the turn of the 6, want 4 and the one gained", x.Runner().Actions)
		}
		runnerHand(x, 1-len(x.Runner().Hand))
		x.Runner().Bits = 5
		rgRunHQ(x)
		if !x.Offered(onr.Runner, flESC) {
			t.Fatalf("Emergency Self-Construct not offered against the flatline: %q", x.Options(onr.Runner))
		}
		x.Do(onr.Runner, flESC)
		if x.S.Over {
			t.Fatalf("flatlined although Emergency Self-Construct was used")
		}
		x.ToTurn(onr.Corp)
		x.ToTurn(onr.Runner)
		if x.Runner().Actions != 4 {
			t.Fatalf("%d actions after Emergency Self-Construct, want its 3 and Quest for Cattekin's 1", x.Runner().Actions)
		}
		return
	}
	t.Fatalf("no seed of 200 rolls a 6 for Quest for Cattekin at the Runner's first turn")
}
