package cards_test

import (
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// theoremRun installs Theorem Proof in a new fort, with the ice given
// (rezzed) on HQ, and has the Runner (Dwarf in his rig, 9 bits) run on
// the fort and answer Theorem Proof's question with answer. It returns
// the table and Theorem Proof's card.
func theoremRun(t *testing.T, answer string, hqIce ...string) (*onrtest.Table, int32) {
	t.Helper()
	x := newTable(t)
	c, _ := x.Install(onr.NewFort, "Theorem Proof", false)
	for _, ice := range hqIce {
		x.Ice(onr.FortHQ, ice, true)
	}
	x.Rig("Dwarf")
	x.Ready()
	x.ToTurn(runner)
	x.Runner().Bits = 9
	x.Events = nil
	x.Do(runner, "run on fort 1")
	for i := 0; i < 20 && x.S.Run.Active; i++ {
		switch {
		case x.Offered(runner, "choose Theorem Proof"):
			x.Do(runner, answer)
		case x.Offered(runner, "continue"):
			x.Do(runner, "continue")
		default:
			x.PassAll()
		}
	}
	return x, c
}

func TestAgendasTheRunnerInstallsAsPrograms(t *testing.T) {
	t.Run("Theorem Proof: accessed, the Runner does not score it but may install it as a 2 MU program", func(t *testing.T) {
		x, c := theoremRun(t, "choose Theorem Proof")
		want(t, "Theorem Proof in the Runner's rig", x.S.Cards[c].Zone, onr.ZoneRig)
		want(t, "Runner points", x.Runner().Points, int32(0))
		_, used := x.G.MU()
		want(t, "MU used (Dwarf 1, Theorem Proof 2)", used, int32(1+2))
	})
	t.Run("Theorem Proof: declined, it stays in its fort, not scored", func(t *testing.T) {
		x, c := theoremRun(t, "decline")
		want(t, "Theorem Proof's zone", x.S.Cards[c].Zone, onr.ZoneFort)
		want(t, "Runner points", x.Runner().Points, int32(0))
	})
	t.Run("Theorem Proof: [action]: the Runner scores it, for 3 agenda points", func(t *testing.T) {
		x, c := theoremRun(t, "choose Theorem Proof")
		x.PassAll()
		actions := x.Runner().Actions
		x.Do(runner, "use Theorem Proof: Score Theorem Proof")
		want(t, "Runner points", x.Runner().Points, int32(3))
		want(t, "Theorem Proof's zone", x.S.Cards[c].Zone, onr.ZoneScored)
		want(t, "Runner actions spent", actions-x.Runner().Actions, int32(1))
	})
	t.Run("Theorem Proof: trashed as a program (Marionette), it is removed from the game", func(t *testing.T) {
		x, c := theoremRun(t, "choose Theorem Proof", "Marionette")
		x.PassAll()
		x.Do(runner, "run on HQ")
		for i := 0; i < 20 && x.S.Run.Active; i++ {
			switch {
			case x.Offered(corp, "trash Theorem Proof"):
				x.Do(corp, "trash Theorem Proof")
			case x.Offered(runner, "continue"):
				x.Do(runner, "continue")
			default:
				x.PassAll()
			}
		}
		want(t, "Theorem Proof's zone", x.S.Cards[c].Zone, onr.ZoneRemoved)
	})
}
