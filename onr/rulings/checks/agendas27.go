package checks

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Agendas and connection resources of issue 27.

// pdcaScored has the Corp, holding corpHand, score Please Don't Choke
// Anyone on an empty board, the Runner holding five cards, rig and tags;
// it returns the agenda at the Corp's last action of its first turn.
func pdcaScored(t onrtest.TB, tags int32, corpHand []string, rig ...string) (*onrtest.Table, int32) {
	x, c, _ := agenda(t, "Please Don't Choke Anyone", 4)
	runnerHand(x, 5)
	x.Hand(onr.Corp, corpHand...)
	x.Rig(rig...)
	x.Runner().Tags = tags
	x.Ready()
	x.Do(onr.Corp, "gain")
	x.Do(onr.Corp, "score Please Don't Choke Anyone")
	x.PassAll()
	if x.S.Cards[c].Zone != onr.ZoneScored {
		t.Fatalf("Please Don't Choke Anyone not scored: %s", x.Describe())
	}
	return x, c
}

// corpAskedToPrevent reports whether the Corp is asked how much of its
// damage to prevent for counters.
func corpAskedToPrevent(x *onrtest.Table) bool {
	d, ok := engine.DecisionFor(x.G, x.Seat(onr.Corp))
	return ok && d.Kind == engine.Number && d.Rule == "R197"
}

// R197: any effect the Corp owns that does preventable damage may have it
// prevented for a PDCA counter: the subroutines of the Corp's Mastiff, in
// the Runner's run, do 1 brain damage and 1 Net damage; the Corp prevents
// both, for two counters, and the Runner keeps his hand and takes no brain
// damage.
func checkR197_PDCAPreventsTheDamageOfAnyCorpEffect(t onrtest.TB) {
	x, pdca := pdcaScored(t, 0, nil)
	x.Ice(onr.FortHQ, "Mastiff", true)
	x.ToTurn(onr.Runner)
	x.Corp().Bits = 0
	x.Do(onr.Runner, "run on HQ")
	prevented := 0
	for i := 0; i < 30 && x.S.Run.Active && prevented < 2; i++ {
		switch {
		case corpAskedToPrevent(x):
			x.Number(onr.Corp, 1)
			prevented++
		case x.Offered(onr.Runner, "take"):
			x.Do(onr.Runner, "take")
		case x.Offered(onr.Runner, "pass"), x.Offered(onr.Corp, "pass"):
			x.PassAll()
		case x.Offered(onr.Runner, "continue"):
			x.Do(onr.Runner, "continue")
		default:
			d := x.G.Pending()[0]
			t.Fatalf("unexpected decision: %s (%s)", d.Prompt, x.Describe())
		}
	}
	if prevented != 2 || x.S.Cards[pdca].Counters != 2 || len(x.Runner().Hand) != 5 || x.Runner().Brain != 0 {
		t.Errorf("prevented %d times, %d PDCA counters, Runner's hand %d, brain damage %d; want 2, 2, 5, 0",
			prevented, x.S.Cards[pdca].Counters, len(x.Runner().Hand), x.Runner().Brain)
	}
}

// R198: the Runner prevents first; the damage he prevents is not
// successful, and no counter is given: Punitive Counterstrike's 2 meat
// damage, all prevented by Full Body Conversion, leaves the Corp nothing to
// prevent; with the Runner taking it, the Corp is asked.
func checkR198_RunnerPreventsBeforePDCA(t onrtest.TB) {
	for _, rig := range [][]string{{"Full Body Conversion"}, nil} {
		x, pdca := pdcaScored(t, 1, []string{"Punitive Counterstrike"}, rig...)
		x.Do(onr.Corp, "play Punitive Counterstrike")
		for i := 0; i < 4 && x.Offered(onr.Runner, "take"); i++ {
			if x.Offered(onr.Runner, "prevent Full Body Conversion") {
				x.Do(onr.Runner, "prevent Full Body Conversion")
				continue
			}
			x.Do(onr.Runner, "take")
		}
		if d, ok := engine.DecisionFor(x.G, x.Seat(onr.Corp)); ok && d.Kind == engine.Number && d.Rule != "R197" {
			x.Number(onr.Corp, 0) // Full Body Conversion's price, unpaid
		}
		if asked := corpAskedToPrevent(x); asked != (rig == nil) {
			t.Errorf("rig %v: the Corp asked to prevent: %v", rig, asked)
		}
		if x.S.Cards[pdca].Counters != 0 {
			t.Errorf("rig %v: %d PDCA counters before any answer", rig, x.S.Cards[pdca].Counters)
		}
	}
}
