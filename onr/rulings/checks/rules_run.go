package checks

// Checks of the rules of runs (ONR-11): approaching, encountering, breaking,
// unbroken subroutines, jacking out, and what is accessed.

import (
	"fmt"
	"strings"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// rlRunner answers the Runner's decisions of a run with the first option
// that starts with one of prefer, else "continue", passing windows and
// declining the Corp's optional payments, until
// the Runner is back at an action or the game is over; it fails the check
// on a decision it cannot answer.
func rlRunner(x *onrtest.Table, prefer ...string) {
	x.T.Helper()
	for i := 0; i < 60 && !x.S.Over; i++ {
		if x.Offered(onr.Runner, "pass") || x.Offered(onr.Corp, "pass") {
			x.PassAll()
			continue
		}
		if x.Offered(onr.Corp, "decline") { // the Corp's optional payments (Datacomb)
			x.Do(onr.Corp, "decline")
			continue
		}
		if prompt(x, onr.Runner) == "Take an action" && !x.S.Run.Active {
			return
		}
		done := false
		for _, p := range append(prefer, "continue", "access") {
			if o := rgFirst(x, onr.Runner, p); o != "" {
				x.Do(onr.Runner, o)
				done = true
				break
			}
		}
		if !done {
			x.T.Fatalf("rlRunner: no answer for %s", x.Describe())
		}
	}
}

// rlRunOn starts the Runner's turn and a run on fort.
func rlRunOn(x *onrtest.Table, fort string) {
	x.T.Helper()
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on "+fort)
}

// ONR-11.6.2, ONR-11.6.5, ONR-11.5.1: an unbroken subroutine takes effect;
// one that ends the run ends it at once, later subroutines do not take
// effect, and the run is unsuccessful: nothing is accessed.
func checkONR11_6_2_EndTheRunStopsTheRest(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Ice(onr.FortHQ, "Endless Corridor", true) // End the run, End the run
	x.Hand(onr.Corp, "Hostile Takeover")
	rlRunOn(x, "HQ")
	rlRunner(x, "done")
	if n := rgCount(x, onr.Runner, "takes effect"); n != 1 || rgEvent(x, onr.Runner, "subroutine 1 takes effect") < 0 {
		t.Errorf("%d subroutines took effect, want only the first", n)
	}
	if rgEvent(x, onr.Runner, "ends unsuccessfully") < 0 || x.Runner().Points != 0 || len(x.Corp().Hand) != 1 {
		t.Errorf("unsuccessful %v, Runner points %d, HQ %d; want the run ended unsuccessfully, nothing accessed",
			rgEvent(x, onr.Runner, "ends unsuccessfully") >= 0, x.Runner().Points, len(x.Corp().Hand))
	}
}

// ONR-11.5.3: an icebreaker breaks a subroutine only if its strength is at
// least the ice's: Wrecking Ball (2) breaks Wall of Static (2) at once, and
// Datacomb (4) only after two +1 strength; the strength bought lasts until
// the end of that encounter.
func checkONR11_5_3_BreakAtEqualStrength(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Ice(onr.FortHQ, "Wall of Static", true) // strength 2, outermost
	x.Ice(onr.FortHQ, "Datacomb", true)       // strength 4
	wb := x.Rig("Wrecking Ball")[0]           // strength 2; 2 bits: +1
	x.Runner().Bits = 20
	rlRunOn(x, "HQ")
	x.PassAll()
	if !x.Offered(onr.Runner, "break subroutine 1 with Wrecking Ball") {
		t.Fatalf("equal strength: no break offered; %s", x.Describe())
	}
	x.Do(onr.Runner, "break subroutine 1 with Wrecking Ball")
	for i := 0; i < 10 && !strings.Contains(prompt(x, onr.Runner), "Datacomb"); i++ {
		if x.Offered(onr.Runner, "pass") || x.Offered(onr.Corp, "pass") {
			x.PassAll()
		} else {
			x.Do(onr.Runner, "continue")
		}
	}
	for pumps := 0; pumps < 2; pumps++ {
		if got := x.G.BreakerStrength(wb); got != int32(2+pumps) {
			t.Errorf("Wrecking Ball strength %d against Datacomb after %d pumps, want %d", got, pumps, 2+pumps)
		}
		if x.Offered(onr.Runner, "break subroutine 1 with Wrecking Ball") {
			t.Fatalf("strength %d breaks Datacomb (4)", x.G.BreakerStrength(wb))
		}
		o := rgFirst(x, onr.Runner, "pump Wrecking Ball")
		if o == "" {
			t.Fatalf("no pump offered: %s", x.Describe())
		}
		x.Do(onr.Runner, o)
	}
	if !x.Offered(onr.Runner, "break subroutine 1 with Wrecking Ball") {
		t.Fatalf("strength 4 against Datacomb: no break offered; %s", x.Describe())
	}
	x.Do(onr.Runner, "break subroutine 1 with Wrecking Ball")
	rlRunner(x)
	if got := x.G.BreakerStrength(wb); got != 2 {
		t.Errorf("Wrecking Ball strength %d after the encounter, want 2", got)
	}
}

// ONR-9.2, ONR-11.3.2, ONR-11.3.3: ice can be rezzed only while the Runner
// approaches it, not in the Corp's own turn; unrezzed after the Corp's
// window, it is passed, not encountered, and the run goes on to access.
func checkONR11_3_3_UnrezzedIceIsPassed(t onrtest.TB) {
	for _, rez := range []bool{false, true} {
		onrtest.Run(t, fmt.Sprintf("the Corp rezzes the approached ice: %v", rez), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			x.Ice(onr.FortHQ, "Wall of Static", false)
			x.Hand(onr.Corp, "Hostile Takeover")
			x.Corp().Bits = 10
			x.Ready()
			if rgMentions(x, onr.Corp, "rez Wall of Static") {
				t.Fatalf("ONR-9.2 ice rezzable in the Corp's turn: %q", x.Options(onr.Corp))
			}
			rlRunOn(x, "HQ")
			if !x.Offered(onr.Corp, "rez Wall of Static") {
				t.Fatalf("ONR-11.3.2 no rez offered on approach: %s", x.Describe())
			}
			if rez {
				x.Do(onr.Corp, "rez Wall of Static")
			}
			rlRunner(x, "done")
			encountered := rgEvent(x, onr.Runner, "encounters Wall of Static") >= 0
			if encountered != rez || (x.Runner().Points == 1) == rez {
				t.Errorf("encountered %v, Runner points %d; want encountered %v and the agenda stolen %v", encountered, x.Runner().Points, rez, !rez)
			}
		})
	}
}

// ONR-11.7.2, ONR-11.1.4: after passing ice the Runner may jack out, even
// with no bits, ending the run unsuccessfully before access; a run on a
// fort with no ice that nothing ends is successful and goes straight to
// access.
func checkONR11_7_2_JackOutAfterPassingIce(t onrtest.TB) {
	onrtest.Run(t, "jack out with 0 bits after passing unrezzed ice", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 6)
		x.Ice(onr.FortHQ, "Wall of Static", false)
		x.Hand(onr.Corp, "Hostile Takeover")
		rlRunOn(x, "HQ")
		x.Runner().Bits = 0
		x.PassAll()
		if !x.Offered(onr.Runner, "jack-out") {
			t.Fatalf("no jack out after passing ice: %s", x.Describe())
		}
		x.Do(onr.Runner, "jack-out")
		x.PassAll()
		if x.S.Run.Active || x.Runner().Points != 0 || rgEvent(x, onr.Runner, "ends unsuccessfully") < 0 {
			t.Errorf("run active %v, Runner points %d; want the run ended unsuccessfully without access", x.S.Run.Active, x.Runner().Points)
		}
	})
	onrtest.Run(t, "a run on a fort with no ice accesses", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 6)
		x.Install(onr.NewFort, "Hostile Takeover", false)
		rlRunOn(x, "fort 1")
		rlRunner(x)
		if x.Runner().Points != 1 || rgEvent(x, onr.Runner, "encounters") >= 0 || rgEvent(x, onr.Runner, "The run is successful") < 0 {
			t.Errorf("Runner points %d, successful %v; want a successful run, no encounter, the agenda stolen",
				x.Runner().Points, rgEvent(x, onr.Runner, "The run is successful") >= 0)
		}
	})
}

// ONR-11.11.1: R&D gives its top card (plus R&D Interface's next one, not
// HQ Interface's), HQ one card, the Archives every card of both piles, a
// subsidiary fort every card in it but never its ice. Agendas accessed are
// stolen (ONR-11.12.2), which shows what was accessed.
func checkONR11_11_1_WhatIsAccessed(t onrtest.TB) {
	for _, tc := range []struct {
		name   string
		fort   string
		rig    []string
		deck   []string
		hand   []string
		points int32
	}{
		{"R&D: the top card only", "R&D", nil, []string{"Marine Arcology", "Hostile Takeover"}, nil, 2},
		{"R&D with HQ Interface: still the top card only", "R&D", []string{"HQ Interface"}, []string{"Marine Arcology", "Hostile Takeover"}, nil, 2},
		{"R&D with R&D Interface: the top two, in order", "R&D", []string{"R&D Interface"}, []string{"Data Wall", "Hostile Takeover", "Marine Arcology"}, nil, 1},
		{"HQ: one card", "HQ", nil, nil, []string{"Marine Arcology", "Marine Arcology"}, 2},
		{"the Archives: both piles", "the Archives", nil, nil, nil, 3},
		{"a subsidiary fort: every card in it", "fort 1", nil, nil, nil, 2},
	} {
		onrtest.Run(t, tc.name, func(t onrtest.TB) {
			x := onrtest.New(t, 1)
			x.Deck(onr.Corp, append(tc.deck, "Data Wall", "Data Wall", "Data Wall")...)
			x.Hand(onr.Corp, tc.hand...)
			x.Rig(tc.rig...)
			switch tc.fort {
			case "the Archives":
				rgArchive(x, "Hostile Takeover", false)
				rgArchive(x, "Marine Arcology", true)
			case "fort 1":
				_, f := x.Install(onr.NewFort, "Marine Arcology", false)
				x.Install(f, "Dieter Esslin", true) // an upgrade: 1 Net damage when accessed
				x.Ice(f, "Data Wall", false)
				x.Hand(onr.Corp, "Hostile Takeover") // not in the fort
				x.Hand(onr.Runner, "Score!", "Score!")
			}
			rlRunOn(x, tc.fort)
			rlRunner(x, "leave", "done")
			if got := x.Runner().Points; got != tc.points {
				t.Errorf("the Runner has %d points, want %d", got, tc.points)
			}
			if tc.fort == "fort 1" && len(x.Runner().Hand) != 1 {
				t.Errorf("the Runner holds %d cards, want 1: Dieter Esslin accessed", len(x.Runner().Hand))
			}
		})
	}
}

// ONR-11.12.4, ONR-2.5.2: for an accessed node the Runner may pay its trash
// cost, with exactly that many bits, to trash it to the Archives face up;
// with one bit less he is not offered it.
func checkONR11_12_4_TrashForTheTrashCost(t onrtest.TB) {
	for _, bits := range []int32{2, 3} {
		onrtest.Run(t, fmt.Sprintf("ESA Contract (trash cost 3) with %d bits", bits), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			c, _ := x.Install(onr.NewFort, "ESA Contract", false)
			rlRunOn(x, "fort 1")
			x.Runner().Bits = bits
			rlRunner(x, "trash")
			k := x.S.Cards[c]
			if trashed := k.Zone == onr.ZoneDiscard; trashed != (bits >= 3) {
				t.Fatalf("ESA Contract in %s with %d bits", k.Zone, bits)
			}
			if bits >= 3 && (!k.FaceUp || x.Runner().Bits != 0) {
				t.Errorf("face up %v, Runner bits %d; want face up in the Archives for 3 bits", k.FaceUp, x.Runner().Bits)
			}
		})
	}
}
