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
