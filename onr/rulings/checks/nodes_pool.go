package checks

import (
	"fmt"
	"slices"
	"strings"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// npAccess runs on fort in the Runner's turn with five cards in the
// Runner's hand and 5 bits in the Corp's pool: the Runner goes on and
// leaves every card accessed; the Corp takes the choices of picks when
// offered (each once) and passes the rest. It returns the choices the
// Corp was offered along the way.
func npAccess(x *onrtest.Table, fort string, picks ...string) []string {
	x.T.Helper()
	runnerHand(x, 5)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Corp().Bits = 5
	x.Do(onr.Runner, "run on "+fort)
	var offered []string
	for i := 0; i < 40 && x.S.Run.Active && !x.S.Over; i++ {
		offered = append(offered, x.Options(onr.Corp)...)
		if i := slices.IndexFunc(picks, func(p string) bool { return x.Offered(onr.Corp, p) }); i >= 0 {
			x.Do(onr.Corp, picks[i])
			picks = slices.Delete(picks, i, i+1)
			continue
		}
		runnerGoesOn(x)
	}
	if len(picks) > 0 {
		x.T.Fatalf("the Corp was never offered %q", picks)
	}
	return offered
}

const npTrap = "use TRAP!: Pay 4 bits: 3 Net damage and a tag"

// R238: installed, TRAP! takes effect only if the Corp rezzes it: unrezzed,
// the Corp is not even offered to pay; rezzed, it pays 4 for 3 Net damage
// and a tag.
func checkR238_InstalledTrapMustBeRezzed(t onrtest.TB) {
	for _, rezzed := range []bool{false, true} {
		x := tableWithRD(t, 1, 8)
		x.Install(onr.NewFort, "TRAP!", rezzed)
		var picks []string
		if rezzed {
			picks = []string{npTrap}
		}
		offered := npAccess(x, "fort 1", picks...)
		if got := slices.Contains(offered, npTrap); got != rezzed {
			t.Fatalf("rezzed %v: the Corp offered to pay for TRAP!: %v", rezzed, got)
		}
		if want := map[bool]int{false: 5, true: 2}[rezzed]; len(x.Runner().Hand) != want || (x.Runner().Tags == 1) != rezzed {
			t.Fatalf("rezzed %v: hand %d (want %d), tags %d", rezzed, len(x.Runner().Hand), want, x.Runner().Tags)
		}
	}
}

// R239: the Corp pays the 4 bits only once each time TRAP! is accessed:
// with 8 bits it is asked once, and the Runner takes 3 Net damage, not 6.
func checkR239_TrapPaidOnceEachAccess(t onrtest.TB) {
	x := tableWithRD(t, 1, 8)
	x.Hand(onr.Corp, "TRAP!")
	runnerHand(x, 5)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Corp().Bits = 8
	x.Do(onr.Runner, "run on HQ")
	asked := 0
	for i := 0; i < 40 && x.S.Run.Active; i++ {
		if x.Offered(onr.Corp, npTrap) {
			asked++
			x.Do(onr.Corp, npTrap)
			continue
		}
		runnerGoesOn(x)
	}
	if asked != 1 || len(x.Runner().Hand) != 2 || x.Corp().Bits != 4 {
		t.Fatalf("asked %d times (want 1), hand %d (want 2), Corp bits %d (want 4)", asked, len(x.Runner().Hand), x.Corp().Bits)
	}
}

// R062, R248, R249: Virus Test Site, installed and rezzed, does 2 Net
// damage per advancement counter on it, 1 with none; installed and
// unrezzed it still does 1 (and only 1) whatever its counters.
func checkR248_VirusTestSiteDamage(t onrtest.TB) {
	for _, tc := range []struct {
		rezzed bool
		adv    int32
		net    int
	}{{true, 2, 4}, {true, 0, 1}, {false, 2, 1}, {false, 0, 1}} {
		onrtest.Run(t, fmt.Sprintf("rezzed %v with %d counters: %d Net damage", tc.rezzed, tc.adv, tc.net), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 8)
			c, _ := x.Install(onr.NewFort, "Virus Test Site", tc.rezzed)
			x.S.Cards[c].Adv = tc.adv
			npAccess(x, "fort 1")
			if got := 5 - len(x.Runner().Hand); got != tc.net {
				t.Fatalf("%d Net damage, want %d", got, tc.net)
			}
		})
	}
}

// R107, R141 (errata): accessed, Corprunner's Shattered Remains trashes one
// piece of hardware, and Experimental AI one program, per advancement
// counter on it: to the Runner's trash pile.
func checkR141_AccessedNodesTrashPerCounter(t onrtest.TB) {
	for _, tc := range []struct {
		node string
		rig  []string
	}{
		{"Corprunner's Shattered Remains", []string{"Zetatech Mem Chip", "MRAM Chip", "Armored Fridge"}},
		{"Experimental AI", []string{"Dwarf", "Raptor", "Bartmoss Memorial Icebreaker"}},
	} {
		x := tableWithRD(t, 1, 8)
		c, _ := x.Install(onr.NewFort, tc.node, true)
		x.S.Cards[c].Adv = 2
		x.Rig(tc.rig...)
		npAccess(x, "fort 1", "trash "+tc.rig[1], "trash "+tc.rig[2])
		if len(x.Runner().Rig) != 1 || len(x.Runner().Discard) != 2 {
			t.Fatalf("%s: rig %d cards (want 1), trash pile %d (want 2)", tc.node, len(x.Runner().Rig), len(x.Runner().Discard))
		}
	}
}

// R382: Experimental AI trashes two programs with one effect; the Corp
// chooses Joan of Arc first, and Joan still saves the other program.
func checkR382_JoanOfArcAgainstExperimentalAI(t onrtest.TB) {
	x := tableWithRD(t, 1, 8)
	c, _ := x.Install(onr.NewFort, "Experimental AI", true)
	x.S.Cards[c].Adv = 2
	x.Rig("Zetatech Mem Chip", "Dwarf", "Raptor", "Joan of Arc")
	runnerHand(x, 5)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Runner().Bits = 5
	x.Do(onr.Runner, "run on fort 1")
	rgContinue(x)
	x.Do(onr.Corp, "trash Joan of Arc")
	x.Do(onr.Corp, "trash Dwarf")
	x.Do(onr.Runner, "prevent Joan of Arc: 1 bit, Joan of Arc to hand")
	if !x.Logged("Joan of Arc prevents Dwarf from being trashed") {
		t.Fatalf("Joan of Arc did not save Dwarf; events %v", x.Events)
	}
	if got := rgTitles(x, x.Runner().Rig); !slices.Equal(got, []string{"Zetatech Mem Chip", "Dwarf", "Raptor"}) {
		t.Fatalf("rig %q, want Zetatech Mem Chip, Dwarf, Raptor", got)
	}
}

// R108: Cowboy Sysop can uninstall itself: it is among the cards offered,
// and chosen it goes to HQ.
func checkR108_CowboySysopUninstallsItself(t onrtest.TB) {
	x := tableWithRD(t, 1, 8)
	c, _ := x.Install(onr.NewFort, "Cowboy Sysop", true)
	x.Install(onr.NewFort, "Rustbelt HQ Branch", true)
	x.Ready()
	x.Do(onr.Corp, "use Cowboy Sysop: Store an installed card in HQ")
	if got := x.Options(onr.Corp); !slices.Equal(got, []string{"choose Cowboy Sysop", "choose Rustbelt HQ Branch"}) {
		t.Fatalf("offered %q, want both installed cards", got)
	}
	x.Do(onr.Corp, "choose Cowboy Sysop")
	if x.S.Cards[c].Zone != onr.ZoneHand {
		t.Fatalf("Cowboy Sysop in %s, want HQ", x.S.Cards[c].Zone)
	}
}

// R233 (errata): "[action], trash a piece of rezzed ice: gain 4": the trash
// is a cost, so with no rezzed ice the action is not offered; with some, it
// trashes one and gains 4.
func checkR233_SydMeyerTrashesRezzedIce(t onrtest.TB) {
	const use = "use Syd Meyer Superstores: Trash a rezzed piece of ice: gain 4 bits"
	for _, rezzed := range []bool{false, true} {
		x := tableWithRD(t, 1, 8)
		x.Install(onr.NewFort, "Syd Meyer Superstores", true)
		ice, _ := x.Ice(onr.FortHQ, "Data Wall", rezzed)
		x.Corp().Bits = 0
		x.Ready()
		if x.Offered(onr.Corp, use) != rezzed {
			t.Fatalf("ice rezzed %v: offered %v", rezzed, !rezzed)
		}
		if !rezzed {
			continue
		}
		x.Do(onr.Corp, use)
		x.Do(onr.Corp, "trash Data Wall")
		if x.S.Cards[ice].Zone != onr.ZoneDiscard || x.Corp().Bits != 4 {
			t.Fatalf("Data Wall in %s (want the Archives), Corp bits %d (want 4)", x.S.Cards[ice].Zone, x.Corp().Bits)
		}
	}
}

// R400: trashing a rezzed Nevinyrral is a winning condition for the Runner
// like any other: the game ends as the run ends, before the next action.
func checkR400_TrashingNevinyrralWins(t onrtest.TB) {
	x := tableWithRD(t, 1, 8)
	x.Install(onr.NewFort, "Nevinyrral", true)
	runnerHand(x, 5)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Runner().Bits = 5
	x.Do(onr.Runner, "run on fort 1")
	rgContinue(x)
	x.Do(onr.Runner, "trash Nevinyrral for 5")
	rgContinue(x)
	if !x.S.Over || x.Winner() != onr.Runner {
		t.Fatalf("over %v, winner %v; pending %s", x.S.Over, x.S.Winner, x.Describe())
	}
}

const (
	npDopp   = "use Doppelganger Antibody: Pay 2 bits: give the Runner a counter"
	npPattel = "use Pattel Antibody: Pay 3 bits: a -1 strength counter on every icebreaker"
)

// R121, R190: installed, Doppelganger and Pattel Antibody take effect only
// if the Corp rezzes them: unrezzed, the Corp is not offered to pay.
func checkR121_InstalledAntibodiesMustBeRezzed(t onrtest.TB) {
	for _, tc := range []struct{ node, use string }{{"Doppelganger Antibody", npDopp}, {"Pattel Antibody", npPattel}} {
		for _, rezzed := range []bool{false, true} {
			x := tableWithRD(t, 1, 8)
			x.Install(onr.NewFort, tc.node, rezzed)
			x.Rig("Dwarf")
			var picks []string
			if rezzed {
				picks = []string{tc.use}
			}
			if got := slices.Contains(npAccess(x, "fort 1", picks...), tc.use); got != rezzed {
				t.Fatalf("%s rezzed %v: the Corp offered to pay: %v", tc.node, rezzed, got)
			}
		}
	}
}

// R122, R191: the Corp pays only once each access: with 8 bits, it is
// asked once.
func checkR122_AntibodiesPaidOnceEachAccess(t onrtest.TB) {
	for _, tc := range []struct {
		node, use string
		cost      int32
	}{{"Doppelganger Antibody", npDopp, 2}, {"Pattel Antibody", npPattel, 3}} {
		x := tableWithRD(t, 1, 8)
		x.Hand(onr.Corp, tc.node)
		x.Rig("Dwarf")
		runnerHand(x, 5)
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Corp().Bits = 8
		x.Do(onr.Runner, "run on HQ")
		asked := 0
		for i := 0; i < 40 && x.S.Run.Active; i++ {
			switch {
			case x.Offered(onr.Corp, tc.use):
				asked++
				x.Do(onr.Corp, tc.use)
			case x.Offered(onr.Runner, "continue"):
				x.Do(onr.Runner, "continue")
			case len(x.Options(onr.Runner)) > 0 && strings.HasPrefix(x.Options(onr.Runner)[0], "leave "):
				x.Do(onr.Runner, x.Options(onr.Runner)[0])
			case x.Offered(onr.Runner, "decline"): // in HQ: the one question (onr/accesshidden.go)
				x.Do(onr.Runner, "decline")
			default:
				x.PassAll()
			}
		}
		if asked != 1 || x.Corp().Bits != 8-tc.cost {
			t.Fatalf("%s: asked %d times (want 1), Corp bits %d (want %d)", tc.node, asked, x.Corp().Bits, 8-tc.cost)
		}
	}
}

// R123, R124, R192, R193: the Corp's purge of virus counters removes
// neither a Doppelganger counter nor a Pattel counter.
func checkR123_PurgeLeavesAntibodyCounters(t onrtest.TB) {
	x := tableWithRD(t, 1, 8)
	x.Hand(onr.Corp, "Doppelganger Antibody", "Pattel Antibody")
	rig := x.Rig("Gremlins", "Dwarf")
	dwarf := rig[1]
	before := x.G.BreakerStrength(dwarf)
	runnerHand(x, 5)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Corp().Bits = 8
	x.Do(onr.Runner, "run on HQ")
	// HQ Interface is not in play: one card is accessed per run; run twice.
	for run := 0; run < 2; run++ {
		if run == 1 {
			x.PassAll()
			x.Do(onr.Runner, "run on HQ")
		}
		for i := 0; i < 40 && x.S.Run.Active; i++ {
			switch {
			case x.Offered(onr.Corp, npDopp):
				x.Do(onr.Corp, npDopp)
			case x.Offered(onr.Corp, npPattel):
				x.Do(onr.Corp, npPattel)
			case x.Offered(onr.Runner, "continue"):
				x.Do(onr.Runner, "continue")
			case len(x.Options(onr.Runner)) > 0 && strings.HasPrefix(x.Options(onr.Runner)[0], "leave "):
				x.Do(onr.Runner, x.Options(onr.Runner)[0])
			case x.Offered(onr.Runner, "decline"): // in HQ: the one question (onr/accesshidden.go)
				x.Do(onr.Runner, "decline")
			default:
				x.PassAll()
			}
		}
	}
	x.PassAll()
	x.Runner().Bits = 4 // the price of the lift
	if !x.Offered(onr.Runner, "lift Doppelganger Antibody counter for 4") || x.G.BreakerStrength(dwarf) != before-1 {
		t.Fatalf("before the purge: lift offered %v, Dwarf strength %d (want %d)", x.Offered(onr.Runner, "lift Doppelganger Antibody counter for 4"), x.G.BreakerStrength(dwarf), before-1)
	}
	x.ToTurn(onr.Corp)
	x.Corp().Virus = []onr.Virus{{ID: x.S.Cards[rig[0]].ID, N: 2}}
	x.Do(onr.Corp, "gain")
	x.Do(onr.Corp, "purge").PassAll()
	if len(x.Corp().Virus) != 0 {
		t.Fatalf("the purge left virus counters %v", x.Corp().Virus)
	}
	x.ToTurn(onr.Runner)
	x.Runner().Bits = 4
	if !x.Offered(onr.Runner, "lift Doppelganger Antibody counter for 4") {
		t.Fatalf("the purge removed the Doppelganger counter")
	}
	if got := x.G.BreakerStrength(dwarf); got != before-1 {
		t.Fatalf("Dwarf strength %d after the purge, want %d", got, before-1)
	}
}

// R194: strength does not bottom out at 0: a Pattel counter takes
// Codecracker, of strength 0, to -1.
func checkR194_PattelCounterBelowZero(t onrtest.TB) {
	x := tableWithRD(t, 1, 8)
	x.Hand(onr.Corp, "Pattel Antibody")
	b := x.Rig("Codecracker")[0]
	if got := x.G.BreakerStrength(b); got != 0 {
		t.Fatalf("Codecracker strength %d before, want 0", got)
	}
	npAccess(x, "HQ", npPattel)
	if got := x.G.BreakerStrength(b); got != -1 {
		t.Fatalf("Codecracker strength %d, want -1", got)
	}
}

// R244: Vapor Ops' "advancement counter: gain 1 bit" is used whenever the
// Corp could rez a card: offered with the rez of an unrezzed node in the
// window after a Runner's action, and in the Corp's own turn.
func checkR244_VaporOpsWhenTheCorpCouldRez(t onrtest.TB) {
	const use = "use Vapor Ops: Gain 1 bit"
	x := tableWithRD(t, 1, 8)
	c, _ := x.Install(onr.NewFort, "Vapor Ops", true)
	x.Install(onr.NewFort, "Rustbelt HQ Branch", false)
	x.S.Cards[c].Adv = 2
	x.Ready()
	x.Do(onr.Corp, "gain")
	if !x.Offered(onr.Corp, use) || !x.Offered(onr.Corp, "rez Rustbelt HQ Branch") {
		t.Fatalf("Corp's turn: offered %q", x.Options(onr.Corp))
	}
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "gain")
	if !x.Offered(onr.Corp, use) || !x.Offered(onr.Corp, "rez Rustbelt HQ Branch") {
		t.Fatalf("Runner's turn: offered %q", x.Options(onr.Corp))
	}
	bits := x.Corp().Bits
	x.Do(onr.Corp, use)
	if x.Corp().Bits != bits+1 || x.S.Cards[c].Adv != 1 {
		t.Fatalf("Corp bits %d (want %d), counters %d (want 1)", x.Corp().Bits, bits+1, x.S.Cards[c].Adv)
	}
}

// R106: two Corporate Negotiating Centers work separately, each a
// start-of-turn effect of its own: the Corp orders them, and each asks for
// the agendas to show (the same agenda may be shown to both) and gains.
func checkR106_NegotiatingCentersSeparately(t onrtest.TB) {
	x := tableWithRD(t, 1, 8)
	x.Install(onr.NewFort, "Corporate Negotiating Center", true)
	x.Install(onr.NewFort, "Corporate Negotiating Center", true)
	x.Hand(onr.Corp, "Hostile Takeover")
	x.Ready()
	x.ToTurn(onr.Runner)
	bits, asked := int32(-1), 0
	for i := 0; i < 60 && (x.S.Active != x.Seat(onr.Corp) || !x.Offered(onr.Corp, "gain")); i++ {
		switch {
		case x.Offered(onr.Runner, "gain"):
			x.Do(onr.Runner, "gain")
		case x.Offered(onr.Corp, "choose Hostile Takeover"):
			if bits < 0 {
				bits = x.Corp().Bits
			}
			asked++
			x.Do(onr.Corp, "choose Hostile Takeover")
		case x.Offered(onr.Corp, "resolve Corporate Negotiating Center"):
			x.Do(onr.Corp, "resolve Corporate Negotiating Center")
		case x.Offered(onr.Corp, "resolve"):
			x.Do(onr.Corp, "resolve")
		default:
			x.PassAll()
		}
	}
	if asked != 2 || x.Corp().Bits != bits+2 {
		t.Fatalf("asked to show %d times (want 2), Corp gained %d (want 2)", asked, x.Corp().Bits-bits)
	}
}
