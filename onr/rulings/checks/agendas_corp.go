package checks

import (
	"strings"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Checks of the rulings naming the Corp's agendas, operations and ice of
// the card pool (onrcorp).

// R142: the Runner may decline to pay the 2 bits and leave Fetal AI; it is
// still accessed (its 2 Net damage is done) and stays in HQ.
func checkR142_FetalAIMayBeLeftYetIsAccessed(t onrtest.TB) {
	x := onrtest.New(t, 1)
	c := x.Hand(onr.Corp, "Fetal AI")[0]
	x.Hand(onr.Runner, "Jack 'n' Joe", "Jack 'n' Joe", "Jack 'n' Joe", "Jack 'n' Joe", "Jack 'n' Joe")
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Runner().Bits = 5
	x.Do(onr.Runner, "run on HQ")
	asked := false
	for i := 0; i < 40 && x.S.Run.Active; i++ {
		opts := x.Options(onr.Runner)
		switch {
		case x.Offered(onr.Runner, "steal Fetal AI"):
			asked = true
			x.Do(onr.Runner, "decline") // in HQ, which a spectator does not know: the one question (onr/accesshidden.go)
		case len(opts) > 0 && (strings.HasPrefix(opts[0], "access ") || strings.HasPrefix(opts[0], "leave ")):
			x.Do(onr.Runner, opts[0])
		case x.Offered(onr.Runner, "continue"):
			x.Do(onr.Runner, "continue")
		default:
			x.PassAll()
		}
	}
	if !asked {
		t.Fatalf("the Runner was never asked to pay 2 to steal Fetal AI")
	}
	if k := x.S.Cards[c]; k.Zone != onr.ZoneHand || x.Runner().Bits != 5 {
		t.Fatalf("Fetal AI left is in %s (want HQ); the Runner has %d bits (want 5)", k.Zone, x.Runner().Bits)
	}
	if len(x.Runner().Hand) != 3 || !x.Logged("Runner takes 2 Net damage") {
		t.Fatalf("Fetal AI left: the Runner holds %d cards (want 3 after its 2 Net damage as it is accessed)", len(x.Runner().Hand))
	}
}

// R217: the fort chosen for Security Net Optimization gives +1 strength to
// its ice installed before the agenda is scored and to ice installed
// after.
func checkR217_SecurityNetOptimizationBeforeAndAfter(t onrtest.TB) {
	x := onrtest.New(t, 1)
	before, _ := x.Ice(onr.FortRD, "Wall of Static", true)
	c, _ := x.Install(onr.NewFort, "Security Net Optimization", false)
	x.S.Cards[c].Adv = 5
	x.Ready()
	x.Do(onr.Corp, "gain")
	x.Do(onr.Corp, "score Security Net Optimization")
	x.PassAll()
	x.Do(onr.Corp, "choose-fort R&D")
	after, _ := x.Ice(onr.FortRD, "Wall of Static", true)
	if b, a := x.G.IceStrength(before), x.G.IceStrength(after); b != 3 || a != 3 {
		t.Fatalf("Walls of Static on the fort chosen have strengths %d (installed before) and %d (after), want 3 and 3", b, a)
	}
}

// R105: Corporate Headhunters' hand size reduction mimics brain damage but
// is not brain damage: its 1 meat damage leaves the Runner no brain
// damage, and the hand size lost is a change for the rest of the game.
func checkR105_CorporateHeadhuntersIsNotBrainDamage(t onrtest.TB) {
	x := onrtest.New(t, 1)
	x.Hand(onr.Runner, "Jack 'n' Joe", "Jack 'n' Joe", "Jack 'n' Joe")
	x.Runner().Tags = 1
	c, _ := x.Install(onr.NewFort, "Corporate Headhunters", false)
	x.S.Cards[c].Adv = 5
	x.Ready()
	x.Do(onr.Corp, "gain")
	x.Do(onr.Corp, "score Corporate Headhunters")
	x.PassAll()
	x.Do(onr.Corp, "use Corporate Headhunters: Do 1 meat damage")
	x.Take()
	x.PassAll()
	if x.Runner().Brain != 0 || x.G.HandSize(onr.Runner) != 4 || len(x.Runner().Hand) != 2 {
		t.Fatalf("after Corporate Headhunters' damage: brain damage %d (want 0), hand size %d (want 4), %d cards (want 2)",
			x.Runner().Brain, x.G.HandSize(onr.Runner), len(x.Runner().Hand))
	}
	if !x.Logged("Corporate Headhunters: Runner has a maximum hand size -1 for the rest of the game") {
		t.Fatalf("the hand size change is not logged as a change for the rest of the game")
	}
}

// R199: the pieces of hardware Power Grid Overload trashes reach the trash
// together, and what follows from it (programs over the MU left) is dealt
// with only afterwards: with both memory chips gone the Runner has 4 MU
// for 7 MU of programs, and is asked to trash programs only once both
// chips are in the trash.
func checkR199_PowerGridOverloadTrashesTogether(t onrtest.TB) {
	x := onrtest.New(t, 1)
	rig := x.Rig("WuTech Mem Chip", "Zetatech Mem Chip", "Dwarf", "Dwarf", "Dwarf", "Dwarf", "Dwarf", "Dwarf", "Dwarf")
	x.Runner().Tags = 1
	x.Hand(onr.Corp, "Power Grid Overload")
	x.Ready()
	x.Corp().Bits = 5
	x.Do(onr.Corp, "play Power Grid Overload")
	x.Number(onr.Corp, 2)
	x.Do(onr.Corp, "trash WuTech Mem Chip") // the order they reach the trash (checkR199_TheCorpChoosesTheOrder)
	for i := 0; i < 20; i++ {
		if opts := x.Options(onr.Runner); len(opts) > 0 && strings.HasPrefix(opts[0], "trash-program") {
			if x.S.Cards[rig[0]].Zone != onr.ZoneDiscard || x.S.Cards[rig[1]].Zone != onr.ZoneDiscard {
				t.Fatalf("the Runner is asked to trash programs before both chips are trashed (%s, %s)", x.S.Cards[rig[0]].Zone, x.S.Cards[rig[1]].Zone)
			}
			return
		}
		x.Take()
		x.PassAll()
	}
	t.Fatalf("the Runner was never asked to trash programs over his MU: %s", x.Describe())
}

// R105: an effect that removes brain damage leaves the hand size lost to
// Corporate Headhunters alone. The Runner, with 1 brain damage and 1 hand
// size lost to Headhunters' meat damage (hand size 3), is flatlined by
// Nerve Labyrinth and uses Emergency Self-Construct: his brain damage is
// removed and the card takes 1 hand size for the rest of the game, so 3
// again (4 if the Headhunters' loss had gone with the brain damage).
func checkR105_SelfConstructLeavesHeadhuntersHandSize(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Hand(onr.Runner, "Jack 'n' Joe", "Jack 'n' Joe")
	x.Rig("Emergency Self-Construct")
	x.Ice(onr.FortHQ, "Nerve Labyrinth", true)
	x.Runner().Tags = 1
	x.Runner().Brain = 1
	c, _ := x.Install(onr.NewFort, "Corporate Headhunters", false)
	x.S.Cards[c].Adv = 5
	x.Ready()
	x.Do(onr.Corp, "gain")
	x.Do(onr.Corp, "score Corporate Headhunters")
	x.PassAll()
	x.Do(onr.Corp, "use Corporate Headhunters: Do 1 meat damage")
	x.Take()
	x.PassAll()
	if x.G.HandSize(onr.Runner) != 3 || len(x.Runner().Hand) != 1 {
		t.Fatalf("after Corporate Headhunters' damage: hand size %d (want 3), %d cards (want 1)", x.G.HandSize(onr.Runner), len(x.Runner().Hand))
	}
	x.ToTurn(onr.Runner)
	rgRunHQ(x)
	if !x.Offered(onr.Runner, flESC) {
		t.Fatalf("Emergency Self-Construct not offered against the flatline: %q", x.Options(onr.Runner))
	}
	x.Do(onr.Runner, flESC)
	if x.S.Over {
		t.Fatalf("flatlined although Emergency Self-Construct was used")
	}
	if x.Runner().Brain != 0 || x.G.HandSize(onr.Runner) != 3 {
		t.Errorf("after Emergency Self-Construct: brain damage %d (want 0), hand size %d (want 3: Headhunters' loss kept)",
			x.Runner().Brain, x.G.HandSize(onr.Runner))
	}
}
