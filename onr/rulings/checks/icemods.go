package checks

import (
	"fmt"
	"slices"
	"strings"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Executable checks of the rulings on modified, derezzed and re-installed
// ice: General R010, R011, R015 and the card rulings of Ice Transmutation,
// Tutor, Haunting Inquisition and Pattel's Virus (engine: ice.go, lasting.go, virus.go).
// Helpers start with "im".

const imSuperglue = "use Superglue: Derez the ice whose subroutines you just broke"

// imTransmute scores one Ice Transmutation per name in targets, in the
// Corp's first turn, choosing that ice each time; it returns at the first
// decision after the scores, in the Corp's turn.
func imTransmute(t onrtest.TB, x *onrtest.Table, targets ...string) {
	t.Helper()
	for range targets {
		c, _ := x.Install(onr.NewFort, "Ice Transmutation", false)
		x.S.Cards[c].Adv = 5
	}
	x.Ready()
	x.Do(onr.Corp, "gain")
	for _, ice := range targets {
		x.Do(onr.Corp, "score Ice Transmutation")
		x.Do(onr.Corp, "choose "+ice)
	}
	x.PassAll()
	if x.Corp().Points != 3*int32(len(targets)) {
		t.Fatalf("Corp points %d after scoring %d Ice Transmutations", x.Corp().Points, len(targets))
	}
}

// imEncounter runs on HQ from the Runner's action and returns at the
// Runner's break decision for the first rezzed ice (the Corp rezzes
// unrezzed ice it is offered on the way with "rez").
func imEncounter(t onrtest.TB, x *onrtest.Table, rez bool) {
	t.Helper()
	x.Do(onr.Runner, "run on HQ")
	for i := 0; i < 10 && !x.Offered(onr.Runner, "done"); i++ {
		ice := x.S.Forts[onr.FortHQ].Ice[x.S.Run.Pos]
		switch {
		case rez && x.Offered(onr.Corp, "rez "+x.G.Title(ice)):
			x.Do(onr.Corp, "rez "+x.G.Title(ice))
		case x.Offered(onr.Corp, "pass") || x.Offered(onr.Runner, "pass"):
			x.PassAll()
		default:
			t.Fatalf("no encounter: %s", x.Describe())
		}
	}
}

// imBreakable lists the numbers of the subroutines the Runner may break
// now with breaker.
func imBreakable(x *onrtest.Table, breaker string) []int {
	var out []int
	for i := 1; i <= 12; i++ {
		if x.Offered(onr.Runner, fmt.Sprintf("break subroutine %d with %s", i, breaker)) {
			out = append(out, i)
		}
	}
	return out
}

// imWall arranges a rezzed Wall of Static on HQ, R&D filler, a Runner with
// Dwarf and Superglue and 9 bits, and transmutes the wall with Ice
// Transmutation in the Corp's first turn.
func imWall(t onrtest.TB) (*onrtest.Table, int32) {
	t.Helper()
	x := tableWithRD(t, 1, 6)
	wall, _ := x.Ice(onr.FortHQ, "Wall of Static", true)
	x.Rig("Dwarf", "Superglue")
	x.Runner().Bits = 9
	imTransmute(t, x, "Wall of Static")
	return x, wall
}

// imDerez has the Runner run on HQ, break both subroutines of the
// transmuted Wall of Static with Dwarf and derez it with Superglue; the run
// then goes on and succeeds.
func imDerez(t onrtest.TB, x *onrtest.Table, wall int32) {
	t.Helper()
	x.ToTurn(onr.Runner)
	imEncounter(t, x, false)
	x.Do(onr.Runner, "break subroutine 1 with Dwarf")
	x.Do(onr.Runner, "break subroutine 2 with Dwarf")
	x.Do(onr.Runner, imSuperglue)
	rgContinue(x)
	if x.S.Cards[wall].Rezzed || x.S.Cards[wall].Zone != onr.ZoneIce || x.S.Run.Active {
		t.Fatalf("wall rezzed %v in %s, run active %v; want it derezzed in place", x.S.Cards[wall].Rezzed, x.S.Cards[wall].Zone, x.S.Run.Active)
	}
}

// imReinstall has the Corp, at an action in its turn, trash the Wall of
// Static on HQ while installing a Data Wall there (ONR-8.2.3), bring it back
// from the Archives with Off-Site Backups, and at its next turn install it
// again on HQ.
func imReinstall(t onrtest.TB, x *onrtest.Table, wall int32) {
	t.Helper()
	x.ToTurn(onr.Corp)
	x.Hand(onr.Corp, "Data Wall", "Off-Site Backups")
	x.Ready()
	x.Do(onr.Corp, "install Data Wall on HQ")
	x.Do(onr.Corp, "trash-ice Wall of Static")
	x.PassAll()
	if x.S.Cards[wall].Zone != onr.ZoneDiscard {
		t.Fatalf("Wall of Static in %s, want the Archives", x.S.Cards[wall].Zone)
	}
	x.Do(onr.Corp, "play Off-Site Backups")
	x.Do(onr.Corp, "choose Wall of Static")
	x.PassAll()
	if x.S.Cards[wall].Zone != onr.ZoneHand {
		t.Fatalf("Wall of Static in %s, want HQ", x.S.Cards[wall].Zone)
	}
	x.ToTurn(onr.Runner)
	x.ToTurn(onr.Corp)
	x.Do(onr.Corp, "install Wall of Static on HQ")
	x.Do(onr.Corp, "done (pay 1)")
	x.PassAll()
	if x.S.Cards[wall].Zone != onr.ZoneIce || x.S.Forts[onr.FortHQ].Ice[0] != wall {
		t.Fatalf("Wall of Static in %s, want it outermost on HQ", x.S.Cards[wall].Zone)
	}
}

// imRezAgain has the Runner run on HQ again, the Corp rez Wall of Static
// on approach, and returns the subroutines Dwarf may break.
func imRezAgain(t onrtest.TB, x *onrtest.Table, wall int32) []int {
	t.Helper()
	x.ToTurn(onr.Runner)
	imEncounter(t, x, true)
	if !x.S.Cards[wall].Rezzed || x.S.Forts[onr.FortHQ].Ice[x.S.Run.Pos] != wall {
		t.Fatalf("not encountering the rezzed Wall of Static: %s", x.Describe())
	}
	return imBreakable(x, "Dwarf")
}

// R010 (ONR-9.8): rezzed ice modified by an external effect and then
// derezzed remembers the modification when rezzed again.
func checkR010_DerezzedIceRemembersItsModification(t onrtest.TB) {
	x, wall := imWall(t)
	imDerez(t, x, wall)
	onrtest.Run(t, "ONR-9.8 derezzed, the ice keeps its modification", func(t onrtest.TB) {
		if x.G.Repeats(wall) != 1 {
			t.Errorf("Transmuted %d after the derez, want 1", x.G.Repeats(wall))
		}
	})
	subs := imRezAgain(t, x, wall)
	onrtest.Run(t, "ONR-9.8 rezzed again: +1 strength and two subroutines", func(t onrtest.TB) {
		if got := x.G.IceStrength(wall); got != 3 {
			t.Errorf("strength %d, want 2+1", got)
		}
		if !slices.Equal(subs, []int{1, 2}) {
			t.Errorf("breakable subroutines %v, want [1 2]", subs)
		}
	})
}

// R011 (ONR-9.8): an uninstalled piece of ice forgets its modifications.
// The route: the Corp trashes the ice while installing other ice on its
// fort (ONR-8.2.3), brings it back with Off-Site Backups and installs it
// again.
func checkR011_UninstalledIceForgetsItsModification(t onrtest.TB) {
	x, wall := imWall(t)
	x.PassAll()
	imReinstall(t, x, wall)
	onrtest.Run(t, "ONR-9.8 reinstalled, the ice has no modification", func(t onrtest.TB) {
		if x.G.Repeats(wall) != 0 {
			t.Errorf("Transmuted %d after reinstalling, want 0", x.G.Repeats(wall))
		}
	})
	subs := imRezAgain(t, x, wall)
	onrtest.Run(t, "ONR-9.8 rezzed again: printed strength, one subroutine", func(t onrtest.TB) {
		if got := x.G.IceStrength(wall); got != 2 {
			t.Errorf("strength %d, want the printed 2", got)
		}
		if !slices.Equal(subs, []int{1}) {
			t.Errorf("breakable subroutines %v, want [1]", subs)
		}
	})
}

// R154: Ice Transmutation's change survives a derez but not an uninstall
// and a replay.
func checkR154_TransmutationSurvivesDerezNotUninstall(t onrtest.TB) {
	onrtest.Run(t, "R154 derezzed and rezzed again, the ice is still transmuted", func(t onrtest.TB) {
		x, wall := imWall(t)
		imDerez(t, x, wall)
		if subs := imRezAgain(t, x, wall); !slices.Equal(subs, []int{1, 2}) || x.G.IceStrength(wall) != 3 {
			t.Errorf("subroutines %v, strength %d; want [1 2] and 3", subs, x.G.IceStrength(wall))
		}
	})
	onrtest.Run(t, "R154 trashed and replayed, the ice is no longer transmuted", func(t onrtest.TB) {
		x, wall := imWall(t)
		imDerez(t, x, wall) // derezzed first: the uninstall still clears it
		imReinstall(t, x, wall)
		if subs := imRezAgain(t, x, wall); !slices.Equal(subs, []int{1}) || x.G.IceStrength(wall) != 2 {
			t.Errorf("subroutines %v, strength %d; want [1] and 2", subs, x.G.IceStrength(wall))
		}
	})
}

// R015 (ONR-11.6.4): an effect that duplicates the subroutines of ice
// duplicates only those its card text generates: a transmuted Wall of
// Static met after Tutor has its own subroutine twice and Tutor's End the
// run once.
func checkR015_DuplicationOnlyOfTheCardsOwnSubroutines(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Ice(onr.FortHQ, "Tutor", true)
	wall, _ := x.Ice(onr.FortHQ, "Wall of Static", true)
	x.Rig("Dwarf")
	x.Runner().Bits = 9
	imTransmute(t, x, "Wall of Static")
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on HQ") // Tutor: nothing breaks it, its subroutine fires
	x.Do(onr.Runner, "continue")
	if got := imBreakable(x, "Dwarf"); !slices.Equal(got, []int{1, 2, 3}) {
		t.Fatalf("breakable %v, want [1 2 3]; pending %s", got, x.Describe())
	}
	onrtest.Run(t, "ONR-11.6.4 own subroutine repeated, Tutor's added once, last", func(t onrtest.TB) {
		if x.G.SubroutineCount(wall) != 3 {
			t.Errorf("subroutines %d, want 3", x.G.SubroutineCount(wall))
		}
		x.Do(onr.Runner, "break subroutine 1 with Dwarf")
		x.Do(onr.Runner, "break subroutine 2 with Dwarf")
		x.Do(onr.Runner, "done")
		// Subroutine 3 is Tutor's End the run.
		if rgEvent(x, onr.Runner, "Wall of Static: subroutine 3 takes effect") < 0 || x.S.Run.Active {
			t.Errorf("the added End the run did not end the run; pending %s", x.Describe())
		}
	})
}

// R155: Ice Transmutation doubles the ice's own subroutines only; two
// Transmutations do not double each other's repeats (each subroutine
// appears three times, not four), nor Tutor's End the run. Minotaur, whose
// generated subroutines it would also repeat, is not implemented.
func checkR155_TransmutationRepeatsOnlyTheIcesOwnSubroutines(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Ice(onr.FortHQ, "Tutor", true)
	wire, _ := x.Ice(onr.FortHQ, "Laser Wire", true)
	x.Hand(onr.Runner, "Score!", "Score!", "Score!", "Score!")
	imTransmute(t, x, "Laser Wire", "Laser Wire")
	onrtest.Run(t, "R155 two Transmutations: strength +2, each subroutine three times", func(t onrtest.TB) {
		if x.G.IceStrength(wire) != 4 || x.G.SubroutineCount(wire) != 6 {
			t.Errorf("strength %d, subroutines %d; want 4 and 6", x.G.IceStrength(wire), x.G.SubroutineCount(wire))
		}
	})
	x.ToTurn(onr.Runner)
	x.Events = nil
	x.Do(onr.Runner, "run on HQ")
	x.Do(onr.Runner, "continue")
	x.PassAll()
	onrtest.Run(t, "R155 after Tutor: three Net damage subroutines, then the run ends", func(t onrtest.TB) {
		var fired []string
		for _, e := range x.Events {
			if e.Type == "subroutine" {
				text, _, _ := strings.Cut(e.Text(), " — ") // without the subroutine's effect
				fired = append(fired, text)
			}
		}
		wantFired := []string{"Tutor: subroutine 1 takes effect"}
		for i := 1; i <= 4; i++ {
			wantFired = append(wantFired, fmt.Sprintf("Laser Wire: subroutine %d takes effect", i))
		}
		if !slices.Equal(fired, wantFired) {
			t.Errorf("fired %q, want %q", fired, wantFired)
		}
		if len(x.Runner().Hand) != 1 || x.S.Run.Active {
			t.Errorf("hand %d, run active %v; want 3 Net damage and the run ended", len(x.Runner().Hand), x.S.Run.Active)
		}
	})
}

// R240: Tutor does not modify itself: its "End the run" goes to the next
// ice the Runner encounters, not to Tutor in its own encounter. (The other
// half, "unless the Runner encounters it again later in the run", needs an
// effect that makes the Runner encounter ice again, such as Vacuum Link; no
// implemented card does: partial.tsv.)
func checkR240_TutorDoesNotModifyItself(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Ice(onr.FortHQ, "Tutor", true)
	x.Ice(onr.FortHQ, "Fetch 4.0.1", true) // Trace 3: give the Runner a tag
	x.Hand(onr.Corp, "Hostile Takeover")
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on HQ")
	if rgEvent(x, onr.Runner, "Tutor: subroutine 1 takes effect") < 0 {
		t.Fatalf("Tutor's subroutine did not fire; pending %s", x.Describe())
	}
	if rgEvent(x, onr.Runner, "ends the run") >= 0 || !x.S.Run.Active {
		t.Fatalf("Tutor ended the run in its own encounter; events %v", x.Events)
	}
	x.Do(onr.Runner, "continue")
	x.PassAll()
	if rgEvent(x, onr.Runner, "Runner encounters Fetch 4.0.1") < 0 {
		t.Fatalf("the Runner did not reach Fetch 4.0.1; pending %s", x.Describe())
	}
	x.Number(onr.Corp, 0) // the Runner, without a base link, bids nothing
	x.PassAll()
	if rgEvent(x, onr.Runner, "Fetch 4.0.1 ends the run") < 0 || x.S.Run.Active {
		t.Errorf("the next ice did not gain Tutor's End the run; events %v; pending %s", x.Events, x.Describe())
	}
}

// imNoRunActions checks that the Runner, at an action in his or her turn,
// can make no run during the next n actions he or she takes, and can at the
// one after; the actions are spent on "gain".
func imNoRunActions(t onrtest.TB, x *onrtest.Table, n int) {
	t.Helper()
	for i := 1; i <= n; i++ {
		x.ToTurn(onr.Runner)
		if x.Offered(onr.Runner, "run on HQ") {
			t.Fatalf("action %d after the Inquisition: the Runner may run", i)
		}
		x.Do(onr.Runner, "gain")
	}
	x.ToTurn(onr.Runner)
	if !x.Offered(onr.Runner, "run on HQ") {
		t.Errorf("action %d after the Inquisition: the Runner still may not run", n+1)
	}
}

// R149: a subroutine suffered more than once applies in parallel: a
// transmuted Haunting Inquisition forbids runs for six actions, not twelve.
func checkR149_RepeatedSubroutinesApplyInParallel(t onrtest.TB) {
	onrtest.Run(t, "R149 transmuted Haunting Inquisition: six actions, not twelve", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 9)
		x.Ice(onr.FortHQ, "Haunting Inquisition", true)
		imTransmute(t, x, "Haunting Inquisition")
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "run on HQ")
		for _, sub := range []string{"subroutine 1 takes effect", "subroutine 2 takes effect"} {
			if rgEvent(x, onr.Runner, "Haunting Inquisition: "+sub) < 0 {
				t.Fatalf("Haunting Inquisition %s: no such event", sub)
			}
		}
		if x.G.NoRunActions(onr.Runner) != 6 {
			t.Errorf("actions without a run %d, want 6", x.G.NoRunActions(onr.Runner))
		}
		imNoRunActions(t, x, 6)
	})
	onrtest.Run(t, "R149 transmuted Tutor: one additional End the run, not two", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 6)
		x.Ice(onr.FortHQ, "Tutor", true)
		wall, _ := x.Ice(onr.FortHQ, "Wall of Static", true)
		x.Rig("Dwarf")
		imTransmute(t, x, "Tutor")
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "run on HQ")
		x.Do(onr.Runner, "continue")
		if got := imBreakable(x, "Dwarf"); !slices.Equal(got, []int{1, 2}) || x.G.SubroutineCount(wall) != 2 {
			t.Errorf("breakable %v, want [1 2]", got)
		}
	})
}

// R150: Haunting Inquisition's six actions are actions the Runner actually
// takes; forgone actions do not count.
func checkR150_InquisitionCountsTakenActionsOnly(t onrtest.TB) {
	x := tableWithRD(t, 1, 9)
	x.Ice(onr.FortHQ, "Haunting Inquisition", true)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on HQ") // no run during the next six actions
	for range 3 {
		x.Do(onr.Runner, "gain")
	}
	x.ToTurn(onr.Corp)
	x.Runner().Forgo = 2 // arranged: the Runner must forgo his next two actions
	x.ToTurn(onr.Runner)
	if x.Runner().Actions != 2 || x.G.NoRunActions(onr.Runner) != 3 {
		t.Fatalf("actions %d, still without a run %d; want 2 (two forgone) and 3", x.Runner().Actions, x.G.NoRunActions(onr.Runner))
	}
	onrtest.Run(t, "R150 forgone actions do not count among the six", func(t onrtest.TB) {
		imNoRunActions(t, x, 3)
	})
}

// R416 (ONR-19.3.2): Pattel's Virus puts ONE counter on ONE piece of ice
// that had all its subroutines broken during the successful run; each
// counter gives -1 strength.
func checkR416_OnePattelCounterPerSuccessfulRun(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	wall, _ := x.Ice(onr.FortHQ, "Wall of Static", true)
	dw, _ := x.Ice(onr.FortHQ, "Data Wall", true)
	x.Rig("Dwarf", "Pattel's Virus")
	x.Runner().Bits = 9
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on HQ")
	x.Do(onr.Runner, "break subroutine 1 with Dwarf")
	x.Do(onr.Runner, "continue")
	x.Do(onr.Runner, "break subroutine 1 with Dwarf")
	rgContinue(x)
	x.Do(onr.Runner, "choose Data Wall")
	onrtest.Run(t, "R416 one counter in all, on the chosen ice", func(t onrtest.TB) {
		if x.S.Cards[wall].Virus.N != 0 || x.S.Cards[dw].Virus.N != 1 || x.S.Run.Active {
			t.Errorf("Pattel counters: Wall of Static %d, Data Wall %d", x.S.Cards[wall].Virus.N, x.S.Cards[dw].Virus.N)
		}
		if x.G.IceStrength(dw) != -1 {
			t.Errorf("Data Wall strength %d, want 0-1 (R013: strength may be negative)", x.G.IceStrength(dw))
		}
	})
}

// imDropp arranges rezzed ice on HQ (outermost first), a card in HQ to
// access, the Runner's rig with Dropp and 5 bits, and starts a run on HQ
// from the Runner's first action.
func imDropp(t onrtest.TB, ice []string, rig ...string) *onrtest.Table {
	t.Helper()
	x := tableWithRD(t, 1, 6)
	for _, i := range ice {
		x.Ice(onr.FortHQ, i, true)
	}
	x.Hand(onr.Corp, "Hostile Takeover")
	x.Rig(append([]string{"Dropp™"}, rig...)...)
	x.Runner().Bits = 5
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on HQ")
	return x
}

// imUnsuccessful checks that the run is over, unsuccessful, with nothing
// accessed.
func imUnsuccessful(t onrtest.TB, x *onrtest.Table) {
	t.Helper()
	if x.S.Run.Active || rgEvent(x, onr.Runner, "The run is successful") >= 0 || rgEvent(x, onr.Runner, "Runner accesses") >= 0 {
		t.Errorf("run active %v; want it over, unsuccessful, nothing accessed; pending %s", x.S.Run.Active, x.Describe())
	}
}

// R333 (errata, ONR-11.5.6): Dropp reads "0: Break all subroutines of a
// piece of ice, and end the run".
func checkR333_DroppBreaksAllAndEndsTheRun(t onrtest.TB) {
	x := imDropp(t, []string{"Endless Corridor"})
	onrtest.Run(t, "R333 one ability breaks every subroutine, never some of them", func(t onrtest.TB) {
		if got := rgFirst(x, onr.Runner, "break"); got != "break all subroutines with Dropp™" || rgMentions(x, onr.Runner, "break subroutine") {
			t.Fatalf("break options %q", x.Options(onr.Runner))
		}
		x.Do(onr.Runner, "break all subroutines with Dropp™")
		if x.Runner().Bits != 5 || rgEvent(x, onr.Runner, "takes effect") >= 0 {
			t.Errorf("bits %d, a subroutine took effect: %v", x.Runner().Bits, rgEvent(x, onr.Runner, "takes effect") >= 0)
		}
	})
	onrtest.Run(t, "R333 and the run ends", func(t onrtest.TB) {
		imUnsuccessful(t, x)
	})
}

// R335 (ONR-11.10.3): Dropp ends the run once the Runner has finished the
// ice he or she was encountering: the encounter completes with every
// subroutine broken, then the run ends before the next ice.
func checkR335_DroppEndsTheRunAfterTheEncounter(t onrtest.TB) {
	x := imDropp(t, []string{"Laser Wire", "Wall of Static"})
	x.Do(onr.Runner, "break all subroutines with Dropp™")
	broken, ended := rgEvent(x, onr.Runner, "Dropp™ breaks all subroutines of Laser Wire"), rgEvent(x, onr.Runner, "Dropp™ ends the run")
	onrtest.Run(t, "R335 the encounter is over, then the run ends", func(t onrtest.TB) {
		if broken < 0 || ended < broken || rgEvent(x, onr.Runner, "Laser Wire: subroutine") >= 0 {
			t.Errorf("events %v", x.Events)
		}
		if rgEvent(x, onr.Runner, "encounters Wall of Static") >= 0 {
			t.Errorf("the Runner went on to the next ice")
		}
		imUnsuccessful(t, x)
	})
}

// R336 (ONR-11.10.3, ONR-19.3.3): after Dropp the ice is not passed:
// effects of passing it, such as Superglue's window right after the
// Runner broke all its subroutines, do not happen; nor does the jack-out
// decision that follows passing ice.
func checkR336_DroppedIceIsNotPassed(t onrtest.TB) {
	x := imDropp(t, []string{"Wall of Static", "Data Wall"}, "Superglue")
	x.Do(onr.Runner, "break all subroutines with Dropp™")
	onrtest.Run(t, "R336 no pass window: Superglue cannot derez the ice", func(t onrtest.TB) {
		if x.Offered(onr.Runner, imSuperglue) || x.Offered(onr.Runner, "continue") {
			t.Errorf("the Runner is offered %q after Dropp", x.Options(onr.Runner))
		}
		if !x.S.Cards[x.S.Forts[onr.FortHQ].Ice[0]].Rezzed {
			t.Errorf("Wall of Static was derezzed")
		}
		imUnsuccessful(t, x)
	})
}

// R338, R415 (ONR-11.10.3): Pattel's Virus gives nothing after Dropp broke
// the subroutines, since the run Dropp ends is not successful. Without
// Dropp, the same ice broken by Dwarf gets the counter.
func checkR338_R415_NoPattelCounterAfterDropp(t onrtest.TB) {
	for _, tc := range []struct {
		name, breaker string
		counters      int32
	}{
		{"R338 R415 broken by Dropp: the run fails, no Pattel counter", "break all subroutines with Dropp™", 0},
		{"R338 R415 broken by Dwarf: the run succeeds, one Pattel counter", "break subroutine 1 with Dwarf", 1},
	} {
		onrtest.Run(t, tc.name, func(t onrtest.TB) {
			x := imDropp(t, []string{"Wall of Static"}, "Dwarf", "Pattel's Virus")
			x.Do(onr.Runner, tc.breaker)
			rgContinue(x)
			if x.Offered(onr.Runner, "steal Hostile Takeover") {
				x.Do(onr.Runner, "steal Hostile Takeover")
			}
			if got := x.S.Cards[x.S.Forts[onr.FortHQ].Ice[0]].Virus.N; got != tc.counters || x.S.Run.Active {
				t.Errorf("Pattel counters %d, run active %v; want %d; pending %s", got, x.S.Run.Active, tc.counters, x.Describe())
			}
		})
	}
}
