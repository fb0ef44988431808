package cards_test

import (
	"testing"

	"github.com/datafort/datafort/onr"
)

func TestNodesThatChangeEveryCodeGate(t *testing.T) {
	const encoder = "Encoder, Inc."
	for _, tc := range []struct {
		name, ice string
		rezzed    bool  // Encoder, Inc. rezzed
		paid      int32 // to rez the ice
		subs      int   // the ice's subroutines, on HQ and on R&D alike
	}{
		{"Encoder, Inc.: cost to rez code gates is reduced by 1 bit; all code gates have an additional End the run, on every fort", "Ball and Chain", true, 2 - 1, 1 + 1},
		{"Encoder, Inc.: other ice costs its rez cost and has no added subroutine", "Data Wall", true, 1, 1},
		{"Encoder, Inc.: unrezzed, code gates cost their rez cost and have their own subroutines", "Ball and Chain", false, 2, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			x.Install(onr.NewFort, encoder, tc.rezzed)
			ice, _ := x.Ice(onr.FortHQ, tc.ice, false)
			other, _ := x.Ice(onr.FortRD, tc.ice, true)
			x.Ready()
			x.ToTurn(runner)
			x.Corp().Bits = 10
			x.Do(runner, "run on HQ")
			x.Do(corp, "rez "+tc.ice)
			want(t, tc.ice+" rezzed", x.S.Cards[ice].Rezzed, true)
			want(t, "bits paid", 10-x.Corp().Bits, tc.paid)
			want(t, "subroutines on HQ", x.G.SubroutineCount(ice), tc.subs)
			want(t, "subroutines on R&D", x.G.SubroutineCount(other), tc.subs)
		})
	}
	t.Run("Encoder, Inc.: the added subroutine takes effect after the code gate's own and ends the run", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.NewFort, encoder, true)
		x.Ice(onr.FortHQ, "Ball and Chain", true)
		x.Ready()
		x.ToTurn(runner)
		x.Events = nil
		x.Do(runner, "run on HQ")
		x.PassAll()
		want(t, "the run goes on", x.S.Run.Active, false)
		want(t, "Ball and Chain's own subroutine took effect", x.Logged("Ball and Chain: subroutine 1"), true)
		want(t, "the added subroutine ended the run", x.Logged("Ball and Chain ends the run"), true)
	})
}
