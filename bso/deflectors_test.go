package bso_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// TestDeflectorsAtATableOfFour plays the deflector ice of Sponsor 1 (onr
// deflect.go) in Agent 2's run on its HQ: the run goes on to a fort of
// Sponsor 1, never one of another Sponsor (at a table of six, Sponsor 3's
// forts too may be run by Agent 2), where the Agent encounters its
// outermost rezzed ice.
func TestDeflectorsAtATableOfFour(t *testing.T) {
	const s3 engine.Seat = 4 // at a table of six
	for _, tc := range []struct{ name, players, deflector, pay, to string }{
		{"Dumpster on Sponsor 1's HQ sends Agent 2's run to Sponsor 1's Archives", "4", "Dumpster", "", "Sponsor 1's Archives"},
		{"Entrapment on Sponsor 1's HQ, paid for, sends Agent 2's run to the fort of Sponsor 1 it chooses", "4", "Entrapment", "use Entrapment: pay 2 bits to move the run to a fort of your choice", "Sponsor 1's R&D"},
		{"Vortex on Sponsor 1's HQ, paid for, sends Agent 2's run to the fort of Sponsor 1 it chooses", "4", "Vortex", "use Vortex: pay 2 bits to move the run to a fort of your choice", "Sponsor 1's Archives"},
		{"Trapdoor on Sponsor 1's HQ sends Agent 2's run to Sponsor 1's subsidiary fort, not Sponsor 2's", "4", "Trapdoor", "", ""},
		{"Trapdoor at a table of six sends Agent 2's run to Sponsor 1's subsidiary fort, not Sponsor 3's", "6", "Trapdoor", "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, 1, "players="+tc.players)
			s := arrange(g, a2, 5)
			walls := map[int32]int32{}
			sub := g.InstallCorp(card(t, g, s1, "Hostile Takeover"), onr.NewFort, false)
			g.InstallCorp(card(t, g, s2, "Hostile Takeover"), onr.NewFort, false)
			if tc.players == "6" {
				if s.Players[s3].Role != onr.Corp {
					t.Fatalf("seat %d is not Sponsor 3", s3)
				}
				g.InstallCorp(card(t, g, s3, "Hostile Takeover"), onr.NewFort, false)
			}
			for _, name := range []string{"Sponsor 1's R&D", "Sponsor 1's Archives", ""} {
				fi := sub
				if name != "" {
					fi = fort(t, g, name)
				}
				w := card(t, g, s1, "Wall of Static")
				g.InstallCorp(w, fi, true)
				walls[fi] = w
			}
			g.InstallCorp(card(t, g, s1, tc.deflector), fort(t, g, "Sponsor 1's HQ"), true)
			g.InstallRunner(card(t, g, a2, "Dwarf"), 0)
			to := sub
			if tc.to != "" {
				to = fort(t, g, tc.to)
			}
			ready(t, g)
			choose(t, g, a2, "run on Sponsor 1's HQ")
			for i := 0; s.Run.Active && s.Run.Encounter != walls[to]; i++ {
				if i > 50 {
					t.Fatalf("no encounter with the Wall of Static of %s: %s", g.FortName(to), pending(g))
				}
				d := g.Pending()[0]
				opts := options(g, d.Seat)
				switch {
				case tc.pay != "" && slices.Contains(opts, tc.pay):
					choose(t, g, d.Seat, tc.pay)
				case slices.ContainsFunc(opts, func(o string) bool { return strings.HasPrefix(o, "choose-fort") }):
					for _, o := range opts {
						if !strings.HasPrefix(o, "choose-fort Sponsor 1's") {
							t.Errorf("Sponsor 1 may send the run to %q", o)
						}
					}
					choose(t, g, d.Seat, "choose-fort "+g.FortName(to))
				default:
					choose(t, g, d.Seat, opts[0])
				}
			}
			if s.Run.Fort != to || s.Run.Encounter != walls[to] {
				t.Errorf("run on %s, encountering %d; want a run on %s encountering its Wall of Static", g.FortName(s.Run.Fort), s.Run.Encounter, g.FortName(to))
			}
		})
	}
}
