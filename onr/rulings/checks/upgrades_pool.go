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
