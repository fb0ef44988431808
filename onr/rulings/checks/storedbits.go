package checks

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// R026 with Holovid Campaign: the Corp orders its own start-of-turn
// effects, the bit a Holovid Campaign gives and the mandatory draw
// (ONR-5.1.1, ONR-18.2.2). The campaign is rezzed in a window of the
// Runner's turn before; rezzing it among the start-of-turn effects is
// what partial.tsv says is left out.
func checkR026_CorpOrdersHolovidCampaignAndItsDraw(t onrtest.TB) {
	for _, tc := range []struct {
		first, firstEvent, laterEvent string
	}{
		{"resolve Holovid Campaign", "takes 1 bit from Holovid Campaign", "draws"},
		{"resolve", "draws", "takes 1 bit from Holovid Campaign"},
	} {
		onrtest.Run(t, "ONR-18.2.2 the Corp resolves what "+tc.firstEvent+" first", func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			c, _ := x.Install(onr.NewFort, "Holovid Campaign", false)
			x.Corp().Bits = 10
			x.Ready()
			x.ToTurn(onr.Runner)
			for i := 0; i < 20 && !x.Offered(onr.Corp, "rez Holovid Campaign"); i++ {
				if x.Offered(onr.Runner, "gain") {
					x.Do(onr.Runner, "gain")
				} else {
					x.PassAll()
				}
			}
			x.Do(onr.Corp, "rez Holovid Campaign")
			for i := 0; i < 20 && prompt(x, onr.Corp) != "Choose the next effect to resolve"; i++ {
				if x.Offered(onr.Runner, "gain") {
					x.Do(onr.Runner, "gain")
				} else {
					x.PassAll()
				}
			}
			if prompt(x, onr.Corp) != "Choose the next effect to resolve" || len(x.Options(onr.Corp)) != 2 {
				t.Fatalf("pending %s; want the Corp to order the draw and Holovid Campaign", x.Describe())
			}
			bits, hand := x.Corp().Bits, len(x.Corp().Hand)
			x.Do(onr.Corp, tc.first)
			if x.S.Cards[c].Bits != 11 || x.Corp().Bits != bits+1 || len(x.Corp().Hand) != hand+1 {
				t.Errorf("campaign %d bits, Corp %d bits (was %d), hand %d (was %d); want 11, +1, +1",
					x.S.Cards[c].Bits, x.Corp().Bits, bits, len(x.Corp().Hand), hand)
			}
			if i, j := rgEvent(x, onr.Corp, tc.firstEvent), rgEvent(x, onr.Corp, tc.laterEvent); i < 0 || j < i {
				t.Errorf("%q at %d, %q at %d", tc.firstEvent, i, tc.laterEvent, j)
			}
		})
	}
}
