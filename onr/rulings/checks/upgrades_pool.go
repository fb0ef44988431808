package checks

import (
	"fmt"
	"strings"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// The upgrades of the card pool's third part (onr/cards/upgrades.go).

// rollsOf counts the die rolls card logged in x's events.
func rollsOf(x *onrtest.Table, card string) int {
	n := 0
	for _, e := range x.Events {
		if e.Type == "die" && strings.HasPrefix(e.Text(), card+" rolls ") {
			n++
		}
	}
	return n
}

// R212: Inside Job has the Runner pass the rezzed Wall of Static of HQ
// automatically; Rio de Janeiro City Grid in HQ still rolls for it.
func checkR212_RioRollsForIcePassedAutomatically(t onrtest.TB) {
	for _, inside := range []bool{true, false} {
		onrtest.Run(t, fmt.Sprintf("R212 passed automatically: %v", inside), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			x.Install(onr.FortHQ, "Rio de Janeiro City Grid", true)
			x.Ice(onr.FortHQ, "Wall of Static", true)
			x.Hand(onr.Runner, "Inside Job")
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Events = nil
			if inside {
				x.Do(onr.Runner, "play Inside Job on HQ")
			} else {
				x.Do(onr.Runner, "run on HQ")
			}
			x.PassAll()
			want := map[bool]int{true: 1, false: 0}[inside] // encountered, Wall of Static ends the run: no pass
			if got := rollsOf(x, "Rio de Janeiro City Grid"); got != want {
				t.Errorf("Rio de Janeiro City Grid rolled %d times, want %d", got, want)
			}
		})
	}
}

// R179: the Runner accesses New Galveston City Grid first, then Chester
// Mix in its fort, and pays to trash both: they are trashed together, so
// Chester Mix still costs 2 bits more (3 + 2), New Galveston its 4.
func checkR179_NewGalvestonStillAppliesToCardsTrashedWithIt(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	grid, fort := x.Install(onr.NewFort, "New Galveston City Grid", true)
	mix, _ := x.Install(fort, "Chester Mix", false)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Runner().Bits = 20
	x.Do(onr.Runner, "run on fort 1")
	x.PassAll()
	x.Do(onr.Runner, "continue")
	x.PassAll()
	x.Do(onr.Runner, "access New Galveston City Grid") // Chester Mix, the last, is accessed next
	x.PassAll()
	for i := 0; i < 4; i++ {
		for _, o := range x.Options(onr.Runner) {
			if strings.HasPrefix(o, "trash ") {
				x.Do(onr.Runner, o)
				break
			}
		}
		x.PassAll()
	}
	if x.S.Cards[grid].Zone != onr.ZoneDiscard || x.S.Cards[mix].Zone != onr.ZoneDiscard {
		t.Fatalf("New Galveston City Grid in %s, Chester Mix in %s; want both trashed", x.S.Cards[grid].Zone, x.S.Cards[mix].Zone)
	}
	if paid := 20 - x.Runner().Bits; paid != 4+3+2 {
		t.Errorf("the Runner paid %d to trash both, want 9", paid)
	}
}

// simonRun has the Runner, with R&D Interface, run on R&D where Simon
// Francisco is rezzed beside the cards of also, over three stored cards,
// and access everything in the order the options come, the stored cards
// first; it returns how many stored cards and installed cards he accessed.
func simonRun(t onrtest.TB, also ...string) (stored, installed int) {
	x := tableWithRD(t, 1, 3)
	x.Install(onr.FortRD, "Simon Francisco", true)
	for _, title := range also {
		x.Install(onr.FortRD, title, true)
	}
	x.Rig("R&D Interface")
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Events = nil
	x.Do(onr.Runner, "run on R&D")
	for i := 0; i < 40 && x.S.Run.Active; i++ {
		opts := x.Options(onr.Runner)
		switch {
		case x.Offered(onr.Corp, "pass"):
			x.Do(onr.Corp, "pass")
		case x.Offered(onr.Runner, "access the next card stored in R&D"):
			x.Do(onr.Runner, "access the next card stored in R&D")
		case len(opts) > 0 && (strings.HasPrefix(opts[0], "access ") || strings.HasPrefix(opts[0], "leave ")):
			x.Do(onr.Runner, opts[0])
		case x.Offered(onr.Runner, "continue"):
			x.Do(onr.Runner, "continue")
		default:
			t.Fatalf("stuck: %s", x.Describe())
		}
	}
	for _, e := range x.Events {
		if e.Type == "access" {
			if stored+installed == 0 && e.Text() != "Runner accesses a card in R&D" {
				t.Errorf("the first card accessed is %q, want a stored card", e.Text())
			}
			if e.Text() == "Runner accesses a card in R&D" {
				stored++
			} else {
				installed++
			}
		}
	}
	return stored, installed
}

// R224: Simon Francisco's "one less card" is no effect of accessing him:
// the Runner with R&D Interface accesses a stored card before Simon, and
// still only one stored card in all (two less one).
func checkR224_SimonIsNotTriggeredByHisAccess(t onrtest.TB) {
	if stored, installed := simonRun(t); stored != 1 || installed != 1 {
		t.Errorf("accessed %d stored cards and %d installed, want 1 and 1 (Simon)", stored, installed)
	}
}

// R225: Simon Francisco does not stop the Runner accessing the installed
// cards: Chester Mix beside him is accessed too.
func checkR225_SimonLeavesInstalledCardsAccessed(t onrtest.TB) {
	if stored, installed := simonRun(t, "Chester Mix"); stored != 1 || installed != 2 {
		t.Errorf("accessed %d stored cards and %d installed, want 1 and 2 (Simon, Chester Mix)", stored, installed)
	}
}

// R118, R173, R241: the Runner breaks and passes Datacomb, Marionette or
// Twisty Passages on HQ, where Rio de Janeiro City Grid is; the Corp
// resolves Rio first. On a 1 the run ends and the Corp is not asked to pay
// 1 bit or store the ice: it stays installed, the Corp's bits untouched;
// on any other roll the Corp still deals with the ice. Seeds are tried
// until both have happened for each ice.
func checkR118_R173_R241_RioEndsTheRunBeforePayOrUninstall(t onrtest.TB) {
	const rio = "Rio de Janeiro City Grid"
	for _, tc := range []struct {
		ruling, ice, breaker string
		subs                 int
	}{
		{"R118", "Datacomb", "Dwarf", 1},
		{"R173", "Marionette", "Loony Goon", 2},
		{"R241", "Twisty Passages", "Codecracker", 1},
	} {
		onrtest.Run(t, tc.ruling+" "+tc.ice+" passed, Rio rolls first", func(t onrtest.TB) {
			seen := map[bool]bool{} // rolled a 1
			for seed := uint64(1); seed < 100 && len(seen) < 2; seed++ {
				x := tableWithRD(t, seed, 6)
				x.Install(onr.FortHQ, rio, true)
				ice, _ := x.Ice(onr.FortHQ, tc.ice, true)
				x.Rig(tc.breaker)
				x.Ready()
				x.ToTurn(onr.Runner)
				x.Runner().Bits, x.Corp().Bits = 20, 5
				x.Events = nil
				x.Do(onr.Runner, "run on HQ")
				x.PassAll()
				for i := 0; i < 10 && !x.Offered(onr.Runner, "break subroutine 1 with "+tc.breaker); i++ {
					x.Do(onr.Runner, rgFirst(x, onr.Runner, "pump "+tc.breaker))
				}
				for i := 1; i <= tc.subs; i++ {
					x.Do(onr.Runner, fmt.Sprintf("break subroutine %d with %s", i, tc.breaker))
				}
				x.PassAll()
				x.Do(onr.Corp, "resolve "+rio)
				x.PassAll()
				if rollsOf(x, rio) != 1 {
					t.Fatalf("seed %d: Rio rolled %d times, want 1", seed, rollsOf(x, rio))
				}
				one := x.Logged(rio + " ends the run")
				seen[one] = true
				asked := x.Offered(onr.Corp, "pay 1 for "+tc.ice)
				if one && (asked || x.S.Run.Active || x.S.Cards[ice].Zone != onr.ZoneIce || x.Corp().Bits != 5) {
					t.Errorf("seed %d: Rio ended the run, yet pay 1 for %s offered %v, run active %v, %s in %s, Corp bits %d",
						seed, tc.ice, asked, x.S.Run.Active, tc.ice, x.S.Cards[ice].Zone, x.Corp().Bits)
				}
				if !one && !asked {
					t.Errorf("seed %d: Rio did not end the run, and the Corp is not asked to pay for %s: %s", seed, tc.ice, x.Describe())
				}
			}
			if len(seen) < 2 {
				t.Errorf("seeds 1-99: Rio ended the run %v only", seen)
			}
		})
	}
}

// R205, R385: Red Herrings in R&D makes stealing Hostile Takeover, on top
// of R&D, cost 5 bits more; the Runner plays Kilroy Was Here and accesses
// it. Whether he cannot pay (0 bits) or will not (10 bits, he leaves it),
// Kilroy Was Here still lets him trash the agenda, at no cost: it goes to
// Archives, he scores nothing and keeps his bits.
func checkR205_R385_KilroyTrashesAnAgendaRedHerringsKeepsFromScoring(t onrtest.TB) {
	for _, bits := range []int32{0, 10} {
		onrtest.Run(t, fmt.Sprintf("R205 R385 Runner with %d bits", bits), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 0)
			x.Install(onr.FortRD, "Red Herrings", true)
			agenda := x.Deck(onr.Corp, "Hostile Takeover")[0]
			x.Hand(onr.Runner, "Kilroy Was Here")
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Runner().Bits = bits
			x.Do(onr.Runner, "play Kilroy Was Here")
			x.PassAll()
			x.Do(onr.Runner, "continue")
			x.PassAll()
			x.Do(onr.Runner, "access the next card stored in R&D")
			x.PassAll()
			// Asked about the cards still in R&D (onr/accesshidden.go), he
			// does not pay the 5 bits to steal it: he trashes it.
			if x.Offered(onr.Runner, "steal Hostile Takeover") != (bits >= 5) {
				t.Fatalf("the theft at 5 bits more offered with %d bits: %s", bits, x.Describe())
			}
			if !x.Offered(onr.Runner, "trash Hostile Takeover") {
				t.Fatalf("Kilroy Was Here does not offer to trash Hostile Takeover: %s", x.Describe())
			}
			x.Do(onr.Runner, "trash Hostile Takeover")
			x.PassAll()
			if x.Offered(onr.Runner, "leave Red Herrings") { // with bits to trash it too; the trashes happen together (R035)
				x.Do(onr.Runner, "leave Red Herrings")
				x.PassAll()
			}
			if x.S.Cards[agenda].Zone != onr.ZoneDiscard || x.Runner().Points != 0 || x.Runner().Bits != bits {
				t.Errorf("Hostile Takeover in %s, Runner points %d, bits %d; want in Archives, 0, %d",
					x.S.Cards[agenda].Zone, x.Runner().Points, x.Runner().Bits, bits)
			}
		})
	}
}
