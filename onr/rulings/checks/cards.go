package checks

import (
	"fmt"
	"slices"
	"strings"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Checks for general rulings that need a Runner effect usable in a window
// (ttWindowAbility, helpers.go), and for the card rulings of
// implemented cards.

// R025 (ONR-9.4, ONR-18.2.1): when both players could act at the same
// moment, the Runner gets the first opportunity.
func checkR025_RunnerActsFirstInAWindow(t onrtest.TB) {
	x := onrtest.New(t, 1)
	ttWindowAbility(x)
	x.Install(onr.NewFort, "Rustbelt HQ Branch", false)
	x.Ready()
	x.Do(onr.Corp, "gain")
	// After the Corp's action both may act: the Runner is asked first.
	if _, corpAsked := x.Decision(onr.Runner), x.Offered(onr.Corp, "pass"); corpAsked {
		t.Fatalf("the Corp was asked before the Runner: %s", x.Describe())
	}
	x.Do(onr.Runner, "pass")
	if !x.Offered(onr.Corp, "rez Rustbelt HQ Branch") {
		t.Fatalf("after the Runner passed, the Corp should have its chance: %s", x.Describe())
	}
}

// R263 (ONR-9.5): the Runner cannot react to the Corp's rezzing of a piece
// of ice with his own special effects: after the rez, the encounter follows.
func checkR263_NoRunnerResponseToRezzingIce(t onrtest.TB) {
	x := onrtest.New(t, 1)
	ttWindowAbility(x)
	x.Rig("Dwarf")
	x.Ice(onr.FortHQ, "Wall of Static", false)
	x.Ready().ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on HQ")
	x.Do(onr.Runner, "pass") // approach: the Runner's opportunity comes first
	x.Do(onr.Corp, "rez Wall of Static")
	if x.Offered(onr.Runner, "pass") {
		t.Fatalf("the Runner was given a window to respond to the rez: %s", x.Describe())
	}
	if !x.Offered(onr.Runner, "break subroutine 1 with Dwarf") {
		t.Fatalf("after the rez the Runner should be encountering the ice: %s", x.Describe())
	}
}

// R261 (errata, ONR-19.2): AI Boon's strength is 0, and at the start of each
// run a die roll is added to it for that run.
func checkR261_AIBoonStrengthIsZeroPlusADie(t onrtest.TB) {
	x := onrtest.New(t, 5)
	boon := x.Rig("AI Boon")[0]
	x.Ready().ToTurn(onr.Runner)
	if got := x.G.BreakerStrength(boon); got != 0 {
		t.Fatalf("printed '*' reads as %d, want 0", got)
	}
	x.Do(onr.Runner, "run on R&D")
	if got := x.G.BreakerStrength(boon); got < 1 || got > 6 || !x.Logged("AI Boon rolls") {
		t.Fatalf("strength %d at the start of the run, want 0 + a die", got)
	}
}

// R264 (ONR-11.1.3): there is no chance to jack out between AI Boon's roll
// at the start of the run and the first encounter: the die is rolled as
// the run starts, its result is AI Boon's strength when the first ice is
// encountered, and no jack-out is offered in between; once the first ice
// is passed, the same look sees the jack-out the rules give there.
func checkR264_NoJackOutBetweenTheRollAndTheFirstIce(t onrtest.TB) {
	x := onrtest.New(t, 5)
	boon := x.Rig("AI Boon")[0]
	x.Ice(onr.FortRD, "Banpei", true)
	x.Ready().ToTurn(onr.Runner)
	x.Runner().Bits = 5
	x.Events = nil
	x.Do(onr.Runner, "run on R&D")
	roll := 0
	for _, e := range x.Events {
		if strings.HasPrefix(e.Text(), "AI Boon rolls ") {
			fmt.Sscanf(e.Text(), "AI Boon rolls %d", &roll)
		}
	}
	if roll < 1 || roll > 6 {
		t.Fatalf("no die rolled for AI Boon as the run starts: %v", x.Events)
	}
	noJackOutBefore(t, x, "Break subroutines of Banpei (strength 0)")
	if got := x.G.BreakerStrength(boon); got != int32(roll) {
		t.Fatalf("at the first encounter AI Boon's strength is %d, want the roll %d", got, roll)
	}
	x.Do(onr.Runner, "break subroutine 1 with AI Boon")
	x.Do(onr.Runner, "break subroutine 2 with AI Boon")
	if !slices.Contains(x.Options(onr.Runner), "jack-out") {
		t.Fatalf("past the first ice, jack-out is not offered: %s", x.Describe())
	}
}

// noJackOutBefore passes the windows of the run in progress until the
// Runner is asked the prompt encounter (the first encounter), failing if jacking out is
// offered on the way (ONR-11.1.3).
func noJackOutBefore(t onrtest.TB, x *onrtest.Table, encounter string) {
	t.Helper()
	for i := 0; x.S.Run.Active && prompt(x, onr.Runner) != encounter; i++ {
		if slices.Contains(x.Options(onr.Runner), "jack-out") {
			t.Fatalf("jack out offered before the first encounter: %s", x.Describe())
		}
		if i > 10 || !x.Offered(onr.Runner, "pass") && !x.Offered(onr.Corp, "pass") {
			t.Fatalf("did not reach the encounter: %s", x.Describe())
		}
		x.PassAll()
	}
}

// R227 (ONR-11.10.2): a run that Siren re-routes away from R&D does not
// get Custodial Position's bonus of two more cards from R&D: the run is a
// run on Siren's fort, whose cards are accessed instead.
func checkR227_SirenReroutesAwayFromCustodialPositionsBonus(t onrtest.TB) {
	x := onrtest.New(t, 1)
	x.Deck(onr.Corp, "Data Wall", "Data Wall", "Data Wall", "Data Wall")
	siren, fort := x.Install(onr.NewFort, "Siren", true)
	x.Hand(onr.Runner, "Custodial Position")
	x.Ready().ToTurn(onr.Runner)
	x.Do(onr.Runner, "play Custodial Position")
	bits := x.Corp().Bits
	x.Do(onr.Corp, "redirect Siren")
	if x.S.Run.Fort != fort || x.Corp().Bits != bits-1 {
		t.Fatalf("the run is on fort %d (want Siren's %d); the Corp has %d bits", x.S.Run.Fort, fort, x.Corp().Bits)
	}
	x.PassAll()
	for x.S.Run.Active {
		if x.Offered(onr.Runner, "continue") {
			x.Do(onr.Runner, "continue")
		}
		x.PassAll()
		if x.Offered(onr.Runner, "leave Siren") {
			x.Do(onr.Runner, "leave Siren")
		}
	}
	accessed := 0
	for _, c := range x.S.Players[0].Deck {
		if x.S.Cards[c].Seen {
			accessed++
		}
	}
	if accessed != 0 || !x.S.Cards[siren].Seen {
		t.Fatalf("R&D cards accessed: %d (want 0); Siren accessed: %v", accessed, x.S.Cards[siren].Seen)
	}
}
