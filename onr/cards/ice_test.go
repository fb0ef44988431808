package cards_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
	"github.com/datafort/datafort/onr/onrtest"
)

// What one subroutine of the class-A ice does, as TestClassAIce checks it.
type subEffect string

const (
	subETR     subEffect = "end the run"
	subNet1    subEffect = "1 Net damage"
	subNet2    subEffect = "2 Net damage"
	subNet3    subEffect = "3 Net damage"
	subNet4    subEffect = "4 Net damage"
	subBrain   subEffect = "1 brain damage"
	subTrash   subEffect = "trash a program"
	subNoBreak subEffect = "no breaking the next ice"
)

// classAIce lists the class-A ice by printed subroutines.
var classAIce = []struct {
	title string
	subs  []subEffect
}{
	{"Bolter Cluster", []subEffect{subNet4, subNoBreak}},
	{"Brain Wash", []subEffect{subBrain}},
	{"Code Corpse", []subEffect{subBrain, subBrain, subETR}},
	{"Colonel Failure", []subEffect{subTrash, subTrash, subTrash, subETR, subETR}},
	{"Cortical Scanner", []subEffect{subETR, subETR, subETR}},
	{"Crystal Wall", []subEffect{subETR}},
	{"D'Arc Knight", []subEffect{subTrash, subETR}},
	{"Data Darts", []subEffect{subNet3, subNoBreak}},
	{"Data Naga", []subEffect{subTrash, subETR}},
	{"Data Wall 2.0", []subEffect{subETR}},
	{"Filter", []subEffect{subETR}},
	{"Fire Wall", []subEffect{subETR}},
	{"Ice Pick Willie", []subEffect{subTrash, subETR}},
	{"Keeper", []subEffect{subETR}},
	{"Liche", []subEffect{subBrain, subBrain, subBrain, subETR}},
	{"Mazer", []subEffect{subETR}},
	{"Neural Blade", []subEffect{subNet1, subNoBreak}},
	{"Razor Wire", []subEffect{subNet2, subETR}},
	{"Reinforced Wall", []subEffect{subETR, subETR}},
	{"Rock is Strong", []subEffect{subETR}},
	{"Scramble", []subEffect{subETR}},
	{"Sentinels Prime", []subEffect{subTrash, subETR}},
	{"Shotgun Wire", []subEffect{subNet2, subETR}},
	{"Sleeper", []subEffect{subETR}},
	{"Toughonium™ Wall", []subEffect{subETR, subETR, subETR, subETR}},
	{"Triggerman", []subEffect{subTrash, subETR}},
	{"Wall of Ice", []subEffect{subNet2, subNet2, subETR, subETR}},
	{"Zombie", []subEffect{subBrain, subBrain, subETR}},
	{"π in the 'Face", []subEffect{subETR}},
	// Morphing ice, rezzed here without the payment: the printed type.
	{"Credit Blocks", []subEffect{subETR}},
	{"Galatea", []subEffect{subETR}},
	{"Lesser Arcana", []subEffect{subETR}},
	{"Sphinx 2006", []subEffect{subETR}},
	{"Sumo 2008", []subEffect{subETR}},
}

// breakAllBut runs HQ through rezzed ice (and then next, if not ""), with
// Krash (breaks any ice) and Dwarf installed, 6 cards in hand and 60 bits;
// Krash matches the ice's strength and breaks every subroutine but the
// keep-th (from 1), and the Runner is done breaking: subroutine keep
// fires (ONR-11.6.1).
func breakAllBut(t *testing.T, ice, next string, keep int) *onrtest.Table {
	t.Helper()
	list := []string{ice}
	if next != "" {
		list = append(list, next)
	}
	x := runSetup(t, list, []string{"Krash", "Dwarf"}, 6, 60)
	krash, c := newest(x, "Krash"), newest(x, ice)
	runHQ(x)
	for i := 0; i < 20 && x.G.BreakerStrength(krash) < x.G.IceStrength(c); i++ {
		x.Do(runner, "pump Krash: +1 strength for 2")
	}
	for i := 1; i <= x.G.SubroutineCount(c); i++ {
		if i != keep {
			x.Do(runner, fmt.Sprintf("break subroutine %d with Krash", i))
		}
	}
	x.Do(runner, "done")
	return x
}

func TestClassAIce(t *testing.T) {
	// Each subroutine is made to fire alone: every other one is broken
	// (ONR-11.5.4), and what it does is checked.
	for _, ice := range classAIce {
		for k, eff := range ice.subs {
			name := fmt.Sprintf("%s: unbroken, subroutine %d (%s) takes effect (ONR-11.6.1)", ice.title, k+1, eff)
			t.Run(name, func(t *testing.T) {
				next := ""
				if eff == subNoBreak {
					next = "Wall of Static"
				}
				x := breakAllBut(t, ice.title, next, k+1)
				hand := 6
				switch eff {
				case subETR:
					wantRunEndedBy(t, x, ice.title)
				case subNet1, subNet2, subNet3, subNet4:
					var n int
					fmt.Sscanf(string(eff), "%d", &n)
					want(t, "cards in hand", len(x.Runner().Hand), hand-n)
					want(t, "cards in the trash", len(x.Runner().Discard), n)
					want(t, "Net damage, not meat damage", x.Logged(fmt.Sprintf("Runner takes %d Net damage", n)), true)
					want(t, "brain damage", x.Runner().Brain, int32(0))
					want(t, "run still active", x.S.Run.Active, true)
				case subBrain:
					want(t, "brain damage", x.Runner().Brain, int32(1))
					want(t, "cards in hand", len(x.Runner().Hand), hand-1)
					want(t, "Runner hand size", x.G.HandSize(runner), int32(4))
				case subTrash:
					if x.Offered(corp, "trash Wall of Static") {
						t.Errorf("offers to trash a card that is not a program")
					}
					x.Do(corp, "trash Dwarf")
					want(t, "Dwarf trashed", inZone(x, newest(x, "Dwarf"), onr.ZoneDiscard), true)
					want(t, "Krash installed", inZone(x, newest(x, "Krash"), onr.ZoneRig), true)
				case subNoBreak:
					// The next ice encountered in the run cannot be broken:
					// the Runner is not even asked to break Wall of Static,
					// whose subroutine ends the run.
					x.PassAll()
					if x.Offered(runner, "continue") {
						x.Do(runner, "continue")
						x.PassAll()
					}
					if x.Logged("Krash breaks subroutine 1 of Wall of Static") {
						t.Errorf("Krash broke the next ice")
					}
					wantRunEndedBy(t, x, "Wall of Static")
				}
			})
		}
	}

	t.Run("Bolter Cluster: the ban lasts one encounter only: the ice after the next may be broken", func(t *testing.T) {
		x := runSetup(t, []string{"Bolter Cluster", "Fetch 4.0.1", "Wall of Static"}, []string{"Krash"}, 6, 60)
		krash := newest(x, "Krash")
		runHQ(x)
		for x.G.BreakerStrength(krash) < 4 {
			x.Do(runner, "pump Krash: +1 strength for 2")
		}
		x.Do(runner, "break subroutine 1 with Krash")
		x.Do(runner, "done")
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		// Fetch 4.0.1, the next ice, is not broken: its trace fires.
		trace(t, x, 3, 3, "", 0)
		want(t, "tags", x.Runner().Tags, int32(1))
		x.Do(runner, "continue")
		x.PassAll()
		// Wall of Static, the ice after, may be broken again.
		x.Do(runner, "pump Krash: +1 strength for 2")
		x.Do(runner, "pump Krash: +1 strength for 2")
		x.Do(runner, "break subroutine 1 with Krash")
		x.Do(runner, "continue")
		x.PassAll()
		wantSuccessful(t, x)
	})

	// Cinderella: "Trace 6—If trace is successful, end the run, trash a piece
	// of hardware, and do 2 meat damage. This damage cannot be prevented."
	t.Run("Cinderella: Trace 6 succeeds: end the run, trash a hardware, 2 meat damage that Dermatech Bodyplating cannot prevent (R343)", func(t *testing.T) {
		x := runSetup(t, []string{"Cinderella"}, []string{"Access to Kiribati", "Dermatech Bodyplating", "MRAM Chip", "Dwarf"}, 4, 5)
		x.Corp().Bits = 10
		runHQ(x)
		trace(t, x, 6, 6, "Access to Kiribati", 2) // 6 vs link 3
		if x.Offered(corp, "trash Dwarf") || x.Offered(corp, "trash Access to Kiribati") {
			t.Errorf("Cinderella offers to trash a card that is not hardware")
		}
		x.Do(corp, "trash MRAM Chip")
		if x.Offered(runner, "prevent Dermatech Bodyplating") {
			t.Errorf("the unpreventable meat damage may be prevented")
		}
		want(t, "MRAM Chip trashed", inZone(x, newest(x, "MRAM Chip"), onr.ZoneDiscard), true)
		want(t, "cards in hand", len(x.Runner().Hand), 2)
		wantDamage(t, x, 2, "meat")
		wantRunEndedBy(t, x, "Cinderella")
	})
	t.Run("Cinderella: Trace 6 fails (3 vs link 4): nothing happens, the run goes on", func(t *testing.T) {
		x := runSetup(t, []string{"Cinderella"}, []string{"Access to Kiribati", "MRAM Chip"}, 4, 5)
		x.Corp().Bits = 10
		runHQ(x)
		trace(t, x, 6, 3, "Access to Kiribati", 3)
		want(t, "MRAM Chip installed", inZone(x, newest(x, "MRAM Chip"), onr.ZoneRig), true)
		want(t, "cards in hand", len(x.Runner().Hand), 4)
		x.Do(runner, "continue")
		x.PassAll()
		wantSuccessful(t, x)
	})

	// Morphing ice (R109, see Caryatid R096): paying the bits above the rez
	// cost changes its type for the breakers that may target it.
	morph := []struct {
		title     string
		bits      int32 // above the rez cost
		from, to  string
		fromBreak string // a breaker of the printed type
		toBreak   string // a breaker of the new type
	}{
		{"Credit Blocks", 1, "Sentry", "Wall", "Loony Goon", "Dwarf"},
		{"Galatea", 1, "Wall", "Code Gate", "Dwarf", "Codecracker"},
		{"Lesser Arcana", 1, "Sentry", "Wall", "Loony Goon", "Dwarf"},
		{"Sphinx 2006", 4, "Code Gate", "Sentry", "Codecracker", "Loony Goon"},
		{"Sumo 2008", 1, "Sentry", "Wall", "Loony Goon", "Dwarf"},
	}
	for _, tc := range morph {
		rezCost := int32(*onrCard(t, tc.title).Cost)
		t.Run(fmt.Sprintf("%s: paying %d bits above the rez cost makes it a %s instead of a %s", tc.title, tc.bits, tc.to, tc.from), func(t *testing.T) {
			x, c := approachRez(t, tc.title, rezCost+tc.bits, tc.fromBreak, tc.toBreak)
			pay := fmt.Sprintf("pay %d: %s becomes a %s", tc.bits, tc.title, tc.to)
			x.Do(corp, pay)
			want(t, "Corp bits", x.Corp().Bits, int32(0))
			if kw := x.G.Keywords(c); !slices.Contains(kw, tc.to) || slices.Contains(kw, tc.from) {
				t.Errorf("keywords = %q, want %s and not %s", kw, tc.to, tc.from)
			}
			x.PassAll()
			if x.Offered(runner, "break subroutine 1 with "+tc.fromBreak) || strings.Contains(x.Describe(), "pump "+tc.fromBreak) {
				t.Errorf("%s, a %s breaker, may interact with it: %q", tc.fromBreak, tc.from, x.Options(runner))
			}
			x.Runner().Bits = 20
			if !strings.Contains(x.Describe(), tc.toBreak) {
				t.Fatalf("%s may not pump or break against it: %q", tc.toBreak, x.Options(runner))
			}
		})
		t.Run(fmt.Sprintf("%s: declining the payment leaves it a %s", tc.title, tc.from), func(t *testing.T) {
			x, c := approachRez(t, tc.title, rezCost+tc.bits)
			x.Do(corp, "none")
			want(t, "Corp bits", x.Corp().Bits, tc.bits)
			if kw := x.G.Keywords(c); !slices.Contains(kw, tc.from) || slices.Contains(kw, tc.to) {
				t.Errorf("keywords = %q, want %s", kw, tc.from)
			}
		})
	}
}

// onrCard returns the printed data of the card titled title.
func onrCard(t *testing.T, title string) *carddb.Card {
	t.Helper()
	c, ok := carddb.Lookup(title)
	if !ok {
		t.Fatalf("no card %q", title)
	}
	return c
}
