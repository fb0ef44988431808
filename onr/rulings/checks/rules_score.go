package checks

// Checks of the rules of advancing and scoring agendas (ONR-10) and of
// stolen agendas (ONR-11.12.3, ONR-2.3.5).

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// ONR-10.4: the Corp may score an installed agenda whose advancement
// counters reach its difficulty, after its own action (not one counter
// short), and not in the Runner's turn.
func checkONR10_4_ScoreAtDifficulty(t onrtest.TB) {
	for _, adv := range []int32{1, 2} {
		onrtest.Run(t, fmt.Sprintf("Hostile Takeover (difficulty 3) with %d counters, advanced once", adv), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			c, _ := x.Install(onr.NewFort, "Hostile Takeover", false)
			x.S.Cards[c].Adv = adv
			x.Ready()
			x.Do(onr.Corp, "advance Hostile Takeover")
			if got, want := x.Offered(onr.Corp, "score Hostile Takeover"), adv+1 >= 3; got != want {
				t.Errorf("%d counters: score offered %v, want %v; options %q", adv+1, got, want, x.Options(onr.Corp))
			}
		})
	}
	onrtest.Run(t, "not in the Runner's turn", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 6)
		c, _ := x.Install(onr.NewFort, "Hostile Takeover", false)
		x.Ready()
		x.ToRunnerTurn()
		x.S.Cards[c].Adv = 3
		x.Ready()
		for i := 0; i < 4 && x.S.Active == x.Seat(onr.Runner); i++ {
			if rgMentions(x, onr.Corp, "score") {
				t.Fatalf("the Corp may score in the Runner's turn: %q", x.Options(onr.Corp))
			}
			x.Do(onr.Runner, "gain")
			for j := 0; j < 5 && (x.Offered(onr.Runner, "pass") || x.Offered(onr.Corp, "pass")); j++ {
				if rgMentions(x, onr.Corp, "score") {
					t.Fatalf("the Corp may score in the Runner's turn: %q", x.Options(onr.Corp))
				}
				x.PassAll()
			}
		}
	})
}

// ONR-10.1, ONR-10.3: only installed cards that can be advanced are
// offered for advancing: not an agenda in HQ, not a node without the text,
// not a scored agenda.
func checkONR10_1_WhatCanBeAdvanced(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Hand(onr.Corp, "Marine Arcology")
	x.Install(onr.NewFort, "ESA Contract", false)
	c, _ := x.Install(onr.NewFort, "Hostile Takeover", false)
	x.S.Cards[c].Adv = 2
	x.Ready()
	var advance []string
	for _, o := range x.Options(onr.Corp) {
		if len(o) > 8 && o[:8] == "advance " {
			advance = append(advance, o)
		}
	}
	if !slices.Equal(advance, []string{"advance Hostile Takeover"}) {
		t.Errorf("advance options %q, want only the installed agenda", advance)
	}
	x.Do(onr.Corp, "advance Hostile Takeover")
	x.Do(onr.Corp, "score Hostile Takeover")
	x.PassAll()
	if rgMentions(x, onr.Corp, "advance Hostile Takeover") {
		t.Errorf("ONR-10.3 a scored agenda is offered for advancing: %q", x.Options(onr.Corp))
	}
}

// ONR-10.5, ONR-2.2.6: scoring sets the agenda aside in the Corp's scored
// area without its counters, the fort it left collapses, the Corp gains its
// points, and its text applies (Hostile Takeover: gain 5; Main-Office
// Relocation: hand size +2, from then on).
func checkONR10_5_Scoring(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	ht, f1 := x.Install(onr.NewFort, "Hostile Takeover", false)
	mor, _ := x.Install(onr.NewFort, "Main-Office Relocation", false)
	x.S.Cards[ht].Adv = 4 // one more than its difficulty
	x.S.Cards[mor].Adv = 4
	x.Ready()
	x.Do(onr.Corp, "gain") // scoring is offered after an action
	x.Do(onr.Corp, "score Hostile Takeover")
	x.Do(onr.Corp, "score Main-Office Relocation")
	x.PassAll()
	for _, c := range []int32{ht, mor} {
		if k := x.S.Cards[c]; k.Zone != onr.ZoneScored || k.Adv != 0 || !slices.Contains(x.Corp().Scored, c) {
			t.Errorf("%s in %s with %d counters; want in the scored area, no counters", x.G.Title(c), k.Zone, k.Adv)
		}
	}
	if !x.S.Forts[f1].Gone {
		t.Errorf("the fort Hostile Takeover left is still there")
	}
	if x.Corp().Points != 4 || x.Corp().Bits != 11 || x.G.HandSize(onr.Corp) != 7 {
		t.Errorf("points %d, bits %d, hand size %d; want 1+3, 5+1+5, 5+2", x.Corp().Points, x.Corp().Bits, x.G.HandSize(onr.Corp))
	}
	x.TakeGains(onr.Corp)
	x.TakeGains(onr.Runner)
	x.PassAll()
	if x.G.HandSize(onr.Corp) != 7 {
		t.Errorf("hand size %d a turn later, want 7", x.G.HandSize(onr.Corp))
	}
}

// ONR-10.7, ONR-11.12.3, ONR-2.3.5: a stolen agenda goes to the Runner's
// scored area without its counters, for its printed points only, and its
// text does not apply (Main-Office Relocation raises no hand size).
func checkONR10_7_StolenAgendas(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	c, _ := x.Install(onr.NewFort, "Main-Office Relocation", false)
	x.S.Cards[c].Adv = 6
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on fort 1")
	rgContinue(x)
	x.PassAll()
	k := x.S.Cards[c]
	if k.Zone != onr.ZoneScored || !slices.Contains(x.Runner().Scored, c) || k.Adv != 0 || x.Runner().Points != 3 {
		t.Errorf("in %s (Runner's: %v), %d counters, Runner points %d; want stolen, no counters, 3 points",
			k.Zone, slices.Contains(x.Runner().Scored, c), k.Adv, x.Runner().Points)
	}
	if x.G.HandSize(onr.Corp) != 5 || x.G.HandSize(onr.Runner) != 5 || x.Corp().Points != 0 {
		t.Errorf("hand sizes Corp %d, Runner %d, Corp points %d; want 5, 5, 0", x.G.HandSize(onr.Corp), x.G.HandSize(onr.Runner), x.Corp().Points)
	}
}
