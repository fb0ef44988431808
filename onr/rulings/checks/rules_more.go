package checks

// Checks of agenda points spent as a cost (ONR-2.4.3), avoiding a tag
// (ONR-13.5), tags over time (ONR-13.6) and the order of ice in a run
// (ONR-11.7.3, ONR-11.8.1).

import (
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// ONR-2.4.3: agenda points can be spent as a cost, and only if the player
// has them (Databroker: an action, trash it and 1 agenda point to gain 10).
func checkONR2_4_3_SpendingAgendaPoints(t onrtest.TB) {
	for _, points := range []int32{0, 1} {
		onrtest.Run(t, fmt.Sprintf("Databroker with %d agenda points", points), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			x.Rig("Databroker")
			x.Runner().Points = points
			x.Ready()
			x.ToRunnerTurn()
			o := rgFirst(x, onr.Runner, "use Databroker")
			if points == 0 {
				if o != "" {
					t.Errorf("%q offered with no agenda point", o)
				}
				return
			}
			if o == "" {
				t.Fatalf("Databroker not offered with 1 agenda point: %q", x.Options(onr.Runner))
			}
			bits := x.Runner().Bits
			x.Do(onr.Runner, o)
			x.PassAll()
			if x.Runner().Points != 0 || x.Runner().Bits != bits+10 {
				t.Errorf("points %d, bits %d; want 0 and %d", x.Runner().Points, x.Runner().Bits, bits+10)
			}
		})
	}
}

// ONR-13.5: avoiding a tag is a prevention used as the tag would be given:
// Fall Guy, trashed, avoids the tag of a successful trace; declined, the tag
// is given.
func checkONR13_5_AvoidingATag(t onrtest.TB) {
	for _, avoid := range []bool{false, true} {
		onrtest.Run(t, fmt.Sprintf("Fall Guy used: %v", avoid), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			x.Install(onr.NewFort, "Blood Cat", true)
			fg := x.Rig("Fall Guy")[0]
			x.Corp().Bits = 10
			x.Ready()
			x.Do(onr.Corp, "use Blood Cat: Trace 5: give the Runner a tag")
			x.Number(onr.Corp, 5)
			if !x.Offered(onr.Runner, "prevent Fall Guy") {
				t.Fatalf("no avoidance offered as the tag is given: %s", x.Describe())
			}
			if avoid {
				x.Do(onr.Runner, "prevent Fall Guy")
			} else {
				x.Do(onr.Runner, "take")
			}
			x.PassAll()
			wantTags, wantZone := int32(1), onr.ZoneRig
			if avoid {
				wantTags, wantZone = 0, onr.ZoneDiscard
			}
			if x.Runner().Tags != wantTags || x.S.Cards[fg].Zone != wantZone {
				t.Errorf("tags %d, Fall Guy in %s; want %d, %s", x.Runner().Tags, x.S.Cards[fg].Zone, wantTags, wantZone)
			}
		})
	}
}

// ONR-11.7.3, ONR-11.8.1, ONR-11.3.1: the Runner meets the ice of a fort
// from the outermost inward, one piece after the other, and after the last
// one may jack out before access.
func checkONR11_7_3_IceOutermostFirst(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	_, f := x.Install(onr.NewFort, "Hostile Takeover", false)
	x.Ice(f, "Wall of Static", true) // outermost
	x.Ice(f, "Data Wall", true)
	x.Rig("Wrecking Ball")
	rlRunOn(x, "fort 1")
	var met []string
	for i := 0; i < 30 && x.S.Run.Active; i++ {
		switch {
		case x.Offered(onr.Runner, "pass") || x.Offered(onr.Corp, "pass"):
			x.PassAll()
		case rgFirst(x, onr.Runner, "break subroutine 1 with Wrecking Ball") != "":
			met = append(met, x.G.Title(x.S.Forts[f].Ice[x.S.Run.Pos]))
			x.Do(onr.Runner, "break subroutine 1 with Wrecking Ball")
		case x.Offered(onr.Runner, "jack-out") && len(met) == 2:
			x.Do(onr.Runner, "jack-out")
		case x.Offered(onr.Runner, "continue"):
			x.Do(onr.Runner, "continue")
		default:
			t.Fatalf("unexpected decision %s", x.Describe())
		}
	}
	if fmt.Sprint(met) != "[Wall of Static Data Wall]" {
		t.Errorf("met %q, want Wall of Static then Data Wall", met)
	}
	if rgEvent(x, onr.Runner, "ends unsuccessfully") < 0 || x.Runner().Points != 0 {
		t.Errorf("the run did not end by jacking out after the last ice, before access")
	}
}

// ONR-13.6: counters can give tags over time: a Data Raven counter gives
// the Runner a tag at the start of each of his turns (not the Corp's), until
// he lifts it.
func checkONR13_6_DataRavenCounters(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Ice(onr.FortHQ, "Data Raven", true)
	x.Corp().Bits = 10
	rlRunOn(x, "HQ")
	for i := 0; i < 12 && x.S.Run.Active; i++ {
		d, corp := engine.DecisionFor(x.G, x.Seat(onr.Corp))
		switch {
		case corp && d.Kind == engine.Number:
			x.Number(onr.Corp, 5) // the trace: against link 0, it succeeds
		case x.Offered(onr.Runner, "pass") || x.Offered(onr.Corp, "pass"):
			x.PassAll()
		case x.Offered(onr.Runner, "jack-out"):
			x.Do(onr.Runner, "jack-out")
		default:
			t.Fatalf("unexpected decision %s", x.Describe())
		}
	}
	if x.Runner().Tags != 1 {
		t.Fatalf("%d tags after Data Raven's trace, want 1", x.Runner().Tags)
	}
	for turn, want := range []int32{2, 3} {
		x.TakeGains(onr.Runner)
		rlDiscardAll(x, onr.Runner)
		x.ToTurn(onr.Corp)
		if x.Runner().Tags != want-1 {
			t.Errorf("the Corp's turn %d: %d tags, want %d", turn+1, x.Runner().Tags, want-1)
		}
		x.ToTurn(onr.Runner)
		if x.Runner().Tags != want {
			t.Errorf("the Runner's turn %d: %d tags, want %d", turn+1, x.Runner().Tags, want)
		}
	}
	x.Do(onr.Runner, "lift Data Raven counter for 1")
	x.PassAll()
	x.TakeGains(onr.Runner)
	rlDiscardAll(x, onr.Runner)
	x.ToTurn(onr.Runner)
	if x.Runner().Tags != 3 {
		t.Errorf("%d tags after lifting the counter and a turn, want 3", x.Runner().Tags)
	}
}

// ONR-7.2: a "play only if" condition must hold when the card is played:
// Scorched Earth is not offered against an untagged Runner, and is against
// a tagged one.
func checkONR7_2_PlayOnlyIf(t onrtest.TB) {
	for _, tags := range []int32{0, 1} {
		onrtest.Run(t, fmt.Sprintf("Scorched Earth against %d tags", tags), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			x.Hand(onr.Corp, "Scorched Earth")
			x.Runner().Tags = tags
			x.Ready()
			if got := x.Offered(onr.Corp, "play Scorched Earth"); got != (tags > 0) {
				t.Errorf("offered %v, want %v", got, tags > 0)
			}
		})
	}
}

// ONR-11.7.1: "after passing" effects resolve as the Runner passes the ice:
// Datacomb, passed, makes the Corp pay 1 bit or store it in HQ.
func checkONR11_7_1_AfterPassingEffects(t onrtest.TB) {
	for _, pay := range []bool{false, true} {
		onrtest.Run(t, fmt.Sprintf("the Corp pays for Datacomb: %v", pay), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			dc, _ := x.Ice(onr.FortHQ, "Datacomb", true) // strength 4
			x.Rig("Wrecking Ball")                       // strength 2, 2 bits: +1
			rlRunOn(x, "HQ")
			x.Runner().Bits = 20
			x.PassAll()
			for i := 0; i < 3 && !x.Offered(onr.Runner, "break subroutine 1 with Wrecking Ball"); i++ {
				x.Do(onr.Runner, rgFirst(x, onr.Runner, "pump Wrecking Ball"))
			}
			x.Do(onr.Runner, "break subroutine 1 with Wrecking Ball")
			x.PassAll()
			if !x.Offered(onr.Corp, "pay 1 for Datacomb") {
				t.Fatalf("no Datacomb payment after passing it: %s", x.Describe())
			}
			bits := x.Corp().Bits
			if pay {
				x.Do(onr.Corp, "pay 1 for Datacomb")
			} else {
				x.Do(onr.Corp, "decline")
			}
			x.PassAll()
			wantZone, wantBits := onr.ZoneHand, bits
			if pay {
				wantZone, wantBits = onr.ZoneIce, bits-1
			}
			if x.S.Cards[dc].Zone != wantZone || x.Corp().Bits != wantBits {
				t.Errorf("Datacomb in %s, Corp bits %d; want %s, %d", x.S.Cards[dc].Zone, x.Corp().Bits, wantZone, wantBits)
			}
		})
	}
}

// ONR-18.3.6: a card that names itself refers only to that copy: with one
// Hostile Takeover already scored (its text active) and another installed,
// scoring the second gains its 5 bits once, not once per copy; the first
// one's scoring gained 5 as well, while the second stayed installed.
func checkONR18_3_6_ACardNamingItself(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	a, _ := x.Install(onr.NewFort, "Hostile Takeover", false)
	b, _ := x.Install(onr.NewFort, "Hostile Takeover", false)
	x.S.Cards[a].Adv, x.S.Cards[b].Adv = 3, 3
	x.Ready()
	x.Do(onr.Corp, "gain")
	for i, c := range []int32{a, b} {
		bits := x.Corp().Bits
		o := ""
		for j, opt := range x.Options(onr.Corp) {
			if d := x.Decision(onr.Corp); opt == "score Hostile Takeover" && int32(d.Options[j].Card) == int32(x.G.Handle(c)) {
				o = opt
				x.Do(onr.Corp, o)
				break
			}
		}
		if o == "" {
			t.Fatalf("copy %d cannot be scored: %q", i+1, x.Options(onr.Corp))
		}
		if x.Corp().Bits != bits+5 || x.S.Cards[c].Zone != onr.ZoneScored {
			t.Errorf("copy %d: bits %d (was %d), in %s; want 5 gained once, scored", i+1, x.Corp().Bits, bits, x.S.Cards[c].Zone)
		}
		if i == 0 && x.S.Cards[b].Zone != onr.ZoneFort {
			t.Errorf("the other copy is in %s, want still installed", x.S.Cards[b].Zone)
		}
	}
}
