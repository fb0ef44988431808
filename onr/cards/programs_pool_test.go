package cards_test

import (
	"fmt"
	"testing"

	"github.com/datafort/datafort/onr/onrtest"
)

// The programs of the card pool's third part (issue 26;
// onr/cards/programs_pool.go).

func TestProgramsThatLookAtCorpCards(t *testing.T) {
	t.Run("R&D-Protocol Files: [action]: a run on R&D that, successful, looks at the top five cards of R&D instead of accessing", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("R&D-Protocol Files")
			x.Deck(corp, "Data Wall", "Banpei", "Fetch 4.0.1", "Colonel Failure", "Data Wall", "Banpei")
		})
		x.Events = nil
		x.Do(runner, "use R&D-Protocol Files: Make a run on R&D")
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		wantSuccessful(t, x)
		want(t, "the run was on R&D", x.Logged("Runner runs on R&D"), true)
		want(t, "cards accessed", len(accessed(x)), 0)
		for i, c := range x.Corp().Deck {
			want(t, fmt.Sprintf("card %d of R&D known to the Runner", i+1), x.S.Cards[c].Known, i < 5)
		}
		want(t, "Runner reads a card named", seatReads(x, runner, "looks at Banpei in R&D") > 0, true)
		want(t, "Corp reads no card named", seatReads(x, corp, "looks at Banpei"), 0)
		want(t, "Runner actions left", x.Runner().Actions, int32(3))
	})
	for _, tc := range []struct {
		name, fort string
		known      bool
	}{
		{"Expert Schedule Analyzer: after accessing cards from HQ, look at all cards stored in HQ", "HQ", true},
		{"Expert Schedule Analyzer: not after a run on R&D", "R&D", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var hq []int32
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Rig("Expert Schedule Analyzer")
				hq = x.Hand(corp, "Banpei", "Fetch 4.0.1", "Colonel Failure")
				x.Deck(corp, "Data Wall", "Data Wall")
			})
			x.Events = nil
			x.Do(runner, "run on "+tc.fort)
			x.PassAll()
			x.Do(runner, "continue")
			for i := 0; i < 10 && x.S.Run.Active; i++ {
				x.PassAll()
			}
			wantSuccessful(t, x)
			for i, h := range hq {
				want(t, fmt.Sprintf("card %d of HQ known to the Runner", i+1), x.S.Cards[h].Known && x.G.Visible(h, x.Seat(runner)), tc.known)
			}
			want(t, "Runner reads Colonel Failure named", seatReads(x, runner, "looks at Colonel Failure in HQ") > 0, tc.known)
		})
	}
}
