package cards_test

import (
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// The programs of the card pool's fourth part other than viruses (issue
// 26; onr/cards/programs_more.go).

func TestProgramsThatExposeOnAccess(t *testing.T) {
	for _, tc := range []struct {
		name, fort string
		exposed    bool
	}{
		{"Schematics Search Engine: accessing cards from HQ exposes every unrezzed installed Corp card, before the access", "HQ", true},
		{"Schematics Search Engine: a run on R&D exposes nothing", "R&D", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var hidden []int32
			var rezzed int32
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(corp, "Accounts Receivable")
				x.Deck(corp, "Accounts Receivable")
				ice, fort := x.Ice(onr.NewFort, "Data Wall", false)
				node, _ := x.Install(fort, "Rustbelt HQ Branch", false)
				upgrade, _ := x.Install(onr.FortHQ, "Antiquated Interface Routines", false)
				rdIce, _ := x.Ice(onr.FortRD, "Banpei", false)
				hidden = []int32{ice, node, upgrade, rdIce}
				rezzed, _ = x.Ice(onr.FortArchives, "Wall of Static", true)
				x.Rig("Schematics Search Engine")
			})
			x.Events = nil
			x.Do(runner, "run on "+tc.fort).PassAll()
			x.Do(runner, "continue").PassAll()
			for _, c := range hidden {
				want(t, x.G.Title(c)+" known to the Runner", x.G.Visible(c, x.Seat(runner)), tc.exposed)
				want(t, x.G.Title(c)+" still unrezzed", x.S.Cards[c].Rezzed, false)
			}
			want(t, "exposures the Runner reads", seatReads(x, runner, "Runner exposes "), map[bool]int{true: 4}[tc.exposed])
			want(t, "the rezzed ice not exposed again", seatReads(x, runner, "exposes Wall of Static"), 0)
			if x.Offered(runner, "access the next card stored in HQ") {
				x.Do(runner, "access the next card stored in HQ")
			}
			want(t, "a card accessed", len(accessed(x)) > 0, true)
			if tc.exposed {
				first := func(typ string) int {
					for i, e := range x.Events {
						if e.Type == typ {
							return i
						}
					}
					return len(x.Events)
				}
				want(t, "exposed before the first access", first("expose") < first("access"), true)
			}
			want(t, "Wall of Static rezzed", x.S.Cards[rezzed].Rezzed, true)
		})
	}
}
