package checks

// More checks of installing (ONR-8.4, ONR-8.7, ONR-8.9, ONR-8.11), hidden
// resources (ONR-16.1.1), breaking all at once (ONR-11.5.6), what access
// leaves in place (ONR-11.12.5) and tags (ONR-13.1).

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// rlRunnerTable starts the Runner's turn with 20 bits and the given hand.
func rlRunnerTable(t onrtest.TB, hand ...string) *onrtest.Table {
	t.Helper()
	x := tableWithRD(t, 1, 6)
	x.Hand(onr.Runner, hand...)
	x.Ready()
	x.ToRunnerTurn()
	x.Runner().Bits = 20
	x.Ready()
	return x
}

// ONR-8.9.1: only one deck can be in play: installing a new one trashes
// the older (PK-6089a, then Little Black Box).
func checkONR8_9_1_OneDeck(t onrtest.TB) {
	x := rlRunnerTable(t, "Little Black Box")
	x.Rig("PK-6089a")
	x.Ready()
	old := x.G.Find("PK-6089a")[0]
	x.Do(onr.Runner, "install Little Black Box")
	x.PassAll()
	lbb := x.G.Find("Little Black Box")[0]
	if x.S.Cards[old].Zone != onr.ZoneDiscard || x.S.Cards[lbb].Zone != onr.ZoneRig {
		t.Errorf("PK-6089a in %s, Little Black Box in %s; want the older deck trashed", x.S.Cards[old].Zone, x.S.Cards[lbb].Zone)
	}
}

// ONR-8.11.1: only one copy of a unique card can be in play: a second
// Diplomatic Immunity leaves one copy installed and the other trashed.
func checkONR8_11_1_OneCopyOfAUniqueCard(t onrtest.TB) {
	x := rlRunnerTable(t, "Diplomatic Immunity")
	x.Rig("Diplomatic Immunity")
	x.Ready()
	x.Do(onr.Runner, "install Diplomatic Immunity")
	x.PassAll()
	installed, trashed := 0, 0
	for _, c := range x.G.Find("Diplomatic Immunity") {
		switch x.S.Cards[c].Zone {
		case onr.ZoneRig:
			installed++
		case onr.ZoneDiscard:
			trashed++
		}
	}
	if installed != 1 || trashed != 1 {
		t.Errorf("%d installed, %d trashed; want one of each", installed, trashed)
	}
}

// ONR-8.7.2: the programs in normal memory may not use more than the MU
// available (4, 7 with Tycho Mem Chip): with four 1-MU programs, a fifth
// asks for a trash (ONR-8.7.3); with Tycho Mem Chip it does not.
func checkONR8_7_2_ProgramsWithinMU(t onrtest.TB) {
	for _, tycho := range []bool{false, true} {
		onrtest.Run(t, fmt.Sprintf("a fifth 1-MU program, Tycho Mem Chip %v", tycho), func(t onrtest.TB) {
			x := rlRunnerTable(t, "Codecracker")
			x.Rig("Skeleton Passkeys", "Raffles", "Hammer", "Wrecking Ball")
			if tycho {
				x.Rig("Tycho Mem Chip")
			}
			x.Ready()
			avail, used := x.G.MU()
			if used != 4 || avail != map[bool]int32{false: 4, true: 7}[tycho] {
				t.Fatalf("MU %d, %d used; want 4 used of %d", avail, used, map[bool]int32{false: 4, true: 7}[tycho])
			}
			x.Do(onr.Runner, "install Codecracker")
			asked := rgMentions(x, onr.Runner, "trash")
			if asked == tycho {
				t.Errorf("asked to trash a program: %v, want %v; %s", asked, !tycho, x.Describe())
			}
		})
	}
}

// ONR-16.1.1, ONR-2.3.3, ONR-2.3.1: a hidden resource installs face down
// for 0 and the Corp does not see what it is; trashed, it goes to the top
// of the trash face up.
func checkONR16_1_1_HiddenResources(t onrtest.TB) {
	x := rlRunnerTable(t, "Chiba Bank Account")
	x.Do(onr.Runner, "install Chiba Bank Account")
	x.PassAll()
	c := x.G.Find("Chiba Bank Account")[0]
	if x.S.Cards[c].FaceUp || x.Runner().Bits != 20 || x.G.Visible(c, x.Seat(onr.Corp)) {
		t.Errorf("face up %v, bits %d, visible to the Corp %v; want face down for 0, hidden from the Corp",
			x.S.Cards[c].FaceUp, x.Runner().Bits, x.G.Visible(c, x.Seat(onr.Corp)))
	}
	x.Runner().Tags = 1
	x.Ready()
	x.TakeGains(onr.Runner)
	rlDiscardAll(x, onr.Runner)
	x.ToTurn(onr.Corp)
	x.Do(onr.Corp, "trash-resource a hidden resource")
	x.PassAll()
	d := x.Runner().Discard
	if len(d) == 0 || d[len(d)-1] != c || !x.S.Cards[c].FaceUp {
		t.Errorf("trash %q, face up %v; want Chiba Bank Account on top, face up", rgTitles(x, d), x.S.Cards[c].FaceUp)
	}
}

// ONR-8.4.1: upgrades may be installed in any fort, central or subsidiary,
// and a fort may hold several.
func checkONR8_4_1_UpgradesInAnyFort(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Install(onr.FortHQ, "Antiquated Interface Routines", false)
	x.Install(onr.NewFort, "ESA Contract", false)
	x.Hand(onr.Corp, "Antiquated Interface Routines")
	x.Ready()
	for _, f := range []string{"HQ", "R&D", "the Archives", "fort 1", "a new fort"} {
		if !x.Offered(onr.Corp, "install Antiquated Interface Routines in "+f) {
			t.Errorf("not offered in %s: %q", f, x.Options(onr.Corp))
		}
	}
	x.Do(onr.Corp, "install Antiquated Interface Routines in HQ")
	if got := len(x.S.Forts[onr.FortHQ].Cards); got != 2 {
		t.Errorf("HQ holds %d upgrades, want 2", got)
	}
}

// ONR-11.5.6: an ability that breaks all subroutines at once pays a
// per-subroutine surcharge for every one of them: Dropp after Virizz (+1
// per subroutine this run), pumped to Wall of Ice's strength, breaks its
// four subroutines for 4 bits, and with 3 bits cannot be used.
func checkONR11_5_6_BreakAllPaysEverySurcharge(t onrtest.TB) {
	for _, bits := range []int32{3, 4} {
		onrtest.Run(t, fmt.Sprintf("with %d bits", bits), func(t onrtest.TB) {
			x := rgRunner(t, []string{"Virizz", "Wall of Ice"}, []string{"Dropp™"}, 3, 20)
			rgRunHQ(x)
			x.Do(onr.Runner, "done") // Virizz's subroutine: breaking each subroutine costs 1 more this run
			x.PassAll()
			x.Do(onr.Runner, "continue")
			x.PassAll()
			const brk = "break all subroutines with Dropp™"
			for i := 0; i < 10 && !x.Offered(onr.Runner, brk); i++ {
				x.Do(onr.Runner, "pump Dropp™: +1 strength for 1") // up to Wall of Ice's 6
			}
			x.Runner().Bits = bits
			x.G.Reprompt()
			if bits < 4 {
				if x.Offered(onr.Runner, brk) {
					t.Errorf("offered with %d bits", bits)
				}
				return
			}
			x.Do(onr.Runner, brk)
			if x.Runner().Bits != 0 {
				t.Errorf("%d bits left of 4; want 0 (1 for each of 4 subroutines)", x.Runner().Bits)
			}
		})
	}
}

// ONR-11.12.5: cards accessed and neither stolen nor trashed stay where
// they were: R&D cards on top in the same order, an installed node
// installed and unrezzed, the Archives' cards in the Archives (face up).
func checkONR11_12_5_UnaccessedCardsReturn(t onrtest.TB) {
	onrtest.Run(t, "R&D", func(t onrtest.TB) {
		x := onrtest.New(t, 1)
		x.Deck(onr.Corp, "Data Wall", "ESA Contract", "Wall of Static", "Data Wall")
		x.Rig("R&D Interface")
		x.Ready()
		before := slices.Clone(x.Corp().Deck)
		rlRunOn(x, "R&D")
		rlRunner(x, "decline") // the cards still in R&D (onr/accesshidden.go)
		if !slices.Equal(x.Corp().Deck, before) {
			t.Errorf("R&D %q, want %q", rgTitles(x, x.Corp().Deck), rgTitles(x, before))
		}
	})
	onrtest.Run(t, "a subsidiary fort and the Archives", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 6)
		node, f := x.Install(onr.NewFort, "ESA Contract", false)
		down := rgArchive(x, "Data Wall", false)
		rlRunOn(x, "fort 1")
		x.Runner().Bits = 0 // cannot pay to trash it
		rlRunner(x, "leave")
		if k := x.S.Cards[node]; k.Zone != onr.ZoneFort || k.Fort != f || k.Rezzed {
			t.Errorf("ESA Contract in %s, fort %d, rezzed %v; want installed in fort 1, unrezzed", k.Zone, k.Fort, k.Rezzed)
		}
		x.Do(onr.Runner, "run on the Archives")
		rlRunner(x, "leave")
		if k := x.S.Cards[down]; k.Zone != onr.ZoneDiscard || !k.FaceUp {
			t.Errorf("the accessed Data Wall in %s, face up %v; want in the Archives face up", k.Zone, k.FaceUp)
		}
	})
}

// ONR-13.1: tags stay until removed: two turns later the Runner still has
// his tag.
func checkONR13_1_TagsStayUntilRemoved(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Runner().Tags = 1
	x.Ready()
	x.ToRunnerTurn()
	x.TakeGains(onr.Runner)
	x.ToTurn(onr.Runner)
	if x.Runner().Tags != 1 {
		t.Errorf("%d tags, want 1", x.Runner().Tags)
	}
}
