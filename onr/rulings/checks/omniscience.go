package checks

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// R187 (ONR-13.6): Omniscience Foundation's tag at the end of a turn in
// which the Runner received one comes only if it is still in play then:
// tagged by Turbeau Delacroix in a run on its fort, a Runner who trashes
// it ends his turn with the one tag; one who leaves it, with two.
func checkR187_OmniscienceFoundationOnlyIfInPlayAtTurnEnd(t onrtest.TB) {
	for _, trash := range []bool{true, false} {
		x := tableWithRD(t, 1, 8)
		_, fort := x.Install(onr.NewFort, "Omniscience Foundation", true)
		x.Install(fort, "Turbeau Delacroix", true)
		x.Corp().Bits = 10
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Runner().Bits = 10
		x.Do(onr.Runner, "run on "+x.G.FortName(fort))
		x.PassAll()
		if x.Offered(onr.Runner, "continue") {
			x.Do(onr.Runner, "continue")
			x.PassAll()
		}
		x.Do(onr.Runner, "access Turbeau Delacroix")
		x.Number(onr.Corp, 5) // Trace 10: the Corp bids 5
		if x.Offered(onr.Runner, "none") {
			x.Do(onr.Runner, "none") // no link
		}
		x.PassAll()
		if x.Runner().Tags != 1 {
			t.Fatalf("trash %v: %d tags after Turbeau Delacroix's trace, want 1; %s", trash, x.Runner().Tags, x.Describe())
		}
		x.Do(onr.Runner, "leave Turbeau Delacroix")
		if x.Offered(onr.Runner, "access Omniscience Foundation") {
			x.Do(onr.Runner, "access Omniscience Foundation")
		}
		if trash {
			x.Do(onr.Runner, "trash Omniscience Foundation for 1")
		} else {
			x.Do(onr.Runner, "leave Omniscience Foundation")
		}
		x.ToTurn(onr.Corp)
		want := int32(2)
		if trash {
			want = 1
		}
		if x.Runner().Tags != want {
			t.Fatalf("trashed %v: %d tags after the Runner's turn, want %d", trash, x.Runner().Tags, want)
		}
	}
}
