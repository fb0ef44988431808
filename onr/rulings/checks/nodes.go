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

// R460: each card accessed that does damage is a separate effect: the
// Runner, with R&D Interface, accesses two Setup!s from R&D; Skullcap,
// trashed to prevent the first one's 2 Net damage, is gone for the second.
func checkR460_TwoSetupsAccessedAreTwoSources(t onrtest.TB) {
	x := onrtest.New(t, 1)
	x.Deck(onr.Corp, "Setup!", "Setup!", "Data Wall", "Data Wall")
	x.Rig("R&D Interface", "Skullcap")
	x.Hand(onr.Runner, "Jack 'n' Joe", "Jack 'n' Joe", "Jack 'n' Joe", "Jack 'n' Joe", "Jack 'n' Joe")
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on R&D")
	for i := 0; i < 20 && !x.Offered(onr.Runner, "prevent Skullcap"); i++ {
		if x.Offered(onr.Runner, "continue") {
			x.Do(onr.Runner, "continue")
			continue
		}
		x.PassAll()
	}
	x.Do(onr.Runner, "prevent Skullcap")
	for i := 0; i < 20 && x.S.Run.Active; i++ {
		if x.Offered(onr.Runner, "prevent Skullcap") {
			t.Fatalf("Skullcap prevents the second Setup! too")
		}
		if x.Offered(onr.Runner, "continue") {
			x.Do(onr.Runner, "continue")
			continue
		}
		x.PassAll()
	}
	if got := len(x.Runner().Hand); got != 3 {
		t.Fatalf("hand %d after the second Setup!, want 3 (the first prevented)", got)
	}
}

// R188, R189 (errata): Pacifica Regional AI's "advancement counter: gain
// an action" is used only during the Corp's turn: offered in a window of
// the Corp's turn, not after an action of the Runner's turn (where the
// Corp, with nothing else to use, is not even asked).
func checkR188_PacificaRegionalAIOnlyDuringCorpTurn(t onrtest.TB) {
	const use = "use Pacifica Regional AI: Gain an action"
	x := tableWithRD(t, 1, 8)
	c, _ := x.Install(onr.NewFort, "Pacifica Regional AI", true)
	x.S.Cards[c].Adv = 3
	x.Ready()
	x.Do(onr.Corp, "gain")
	if !x.Offered(onr.Corp, use) {
		t.Fatalf("not offered in the Corp's window of its own turn: %q", x.Options(onr.Corp))
	}
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "gain")
	if x.Offered(onr.Corp, use) {
		t.Fatalf("offered during the Runner's turn: %q", x.Options(onr.Corp))
	}
}
