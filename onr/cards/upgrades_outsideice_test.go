package cards_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// dreffRun runs on a new fort holding Dr. Dreff (rezzed) and the unrezzed
// ice given (outermost first), which the Runner passes; the Corp holds Wall of Static and Hunter in HQ
// and corpBits; the Runner has Dwarf, which breaks walls, and 9 bits. The
// Corp's picks are taken when offered (each once), the Runner breaks every
// wall when breaks is set; the rest is passed. It returns the table, Wall
// of Static's card, how many times the Corp was asked to choose and
// whether Wall of Static was offered.
func dreffRun(t *testing.T, ice []string, corpBits int32, breaks bool, picks ...string) (*onrtest.Table, int32, int, bool) {
	t.Helper()
	x := newTable(t)
	c, _ := x.Install(onr.NewFort, "Dr. Dreff", true)
	fort := x.S.Cards[c].Fort
	for j := len(ice) - 1; j >= 0; j-- {
		x.Ice(fort, ice[j], false)
	}
	hand := x.Hand(corp, "Wall of Static", "Hunter")
	x.Rig("Dwarf")
	x.Ready()
	x.ToTurn(runner)
	x.Corp().Bits, x.Runner().Bits = corpBits, 9
	x.Events = nil
	x.Do(runner, "run on fort 1")
	asked, wallOffered := 0, false
	for i := 0; i < 40 && x.S.Run.Active; i++ {
		if x.Offered(corp, "decline") {
			asked++
			wallOffered = wallOffered || x.Offered(corp, "choose Wall of Static")
		}
		if j := slices.IndexFunc(picks, func(p string) bool { return x.Offered(corp, p) }); j >= 0 {
			x.Do(corp, picks[j])
			picks = slices.Delete(picks, j, j+1)
			continue
		}
		switch opts := x.Options(runner); {
		case breaks && x.Offered(runner, "pump Dwarf: +1 strength for 1"):
			x.Do(runner, "pump Dwarf: +1 strength for 1")
		case breaks && x.Offered(runner, "break subroutine 1 with Dwarf"):
			x.Do(runner, "break subroutine 1 with Dwarf")
		case x.Offered(runner, "continue"):
			x.Do(runner, "continue")
		case x.Offered(runner, "done"):
			x.Do(runner, "done")
		case len(opts) > 0 && strings.HasPrefix(opts[0], "leave "):
			x.Do(runner, opts[0])
		default:
			x.PassAll()
		}
	}
	if len(picks) > 0 {
		t.Fatalf("the Corp was never offered %q", picks)
	}
	return x, hand[0], asked, wallOffered
}

func TestUpgradesThatMakeTheRunnerEncounterIceFromHQ(t *testing.T) {
	t.Run("Dr. Dreff: past the last ice, the Corp pays half the rez cost, rounded down, and the Runner encounters ice from HQ; unbroken, it ends the run; then it is trashed (R125)", func(t *testing.T) {
		x, wall, asked, _ := dreffRun(t, []string{"Data Wall"}, 5, false, "choose Wall of Static")
		want(t, "times the Corp was asked", asked, 1)
		wantRunEndedBy(t, x, "Wall of Static")
		want(t, "Corp bits (5, half of Wall of Static's 3)", x.Corp().Bits, int32(5-1))
		want(t, "Wall of Static trashed after the encounter", x.S.Cards[wall].Zone, onr.ZoneDiscard)
		want(t, "Wall of Static face up in the Archives", x.S.Cards[wall].FaceUp, true)
	})
	t.Run("Dr. Dreff: while it is encountered, the ice is shown held by the Corp, face up, to every seat", func(t *testing.T) {
		x := newTable(t)
		c, _ := x.Install(onr.NewFort, "Dr. Dreff", true)
		x.Ice(x.S.Cards[c].Fort, "Data Wall", false)
		wall := x.Hand(corp, "Wall of Static")[0]
		x.Rig("Dwarf") // so that he is asked during the encounter
		x.Ready()
		x.ToTurn(runner)
		x.Corp().Bits, x.Runner().Bits = 5, 9
		x.Do(runner, "run on fort 1")
		for i := 0; i < 40 && x.S.Run.Active && x.S.Cards[wall].Zone != onr.ZoneHeld; i++ {
			switch {
			case x.Offered(corp, "choose Wall of Static"):
				x.Do(corp, "choose Wall of Static")
			case x.Offered(runner, "continue"):
				x.Do(runner, "continue")
			case x.Offered(runner, "done"):
				x.Do(runner, "done")
			default:
				x.PassAll()
			}
		}
		if x.S.Cards[wall].Zone != onr.ZoneHeld {
			t.Fatalf("Wall of Static never held for its encounter: zone %v, events %v, options corp %v runner %v", x.S.Cards[wall].Zone, x.Events, x.Options(corp), x.Options(runner))
		}
		for _, seat := range []engine.Seat{x.Seat(corp), x.Seat(runner), engine.NoSeat} {
			v := x.G.View(seat).(*onr.View)
			held := v.Players[x.Seat(corp)].Held
			if len(held) != 1 || held[0].Title != "Wall of Static" || !held[0].FaceUp {
				t.Errorf("seat %d sees the Corp's held cards %+v; want Wall of Static face up", seat, held)
			}
		}
	})
	t.Run("Dr. Dreff: the ice broken and passed, the run is successful and the ice trashed", func(t *testing.T) {
		x, wall, _, _ := dreffRun(t, []string{"Data Wall"}, 5, true, "choose Wall of Static")
		wantSuccessful(t, x)
		want(t, "Wall of Static trashed after the encounter", x.S.Cards[wall].Zone, onr.ZoneDiscard)
		want(t, "Wall of Static encountered", x.Logged("encounters Wall of Static from HQ"), true)
	})
	t.Run("Dr. Dreff: a run on its fort with no ice: used as the run is declared; once per run", func(t *testing.T) {
		x, wall, asked, _ := dreffRun(t, nil, 5, false, "choose Wall of Static")
		want(t, "times the Corp was asked", asked, 1)
		wantRunEndedBy(t, x, "Wall of Static")
		want(t, "Wall of Static trashed", x.S.Cards[wall].Zone, onr.ZoneDiscard)
		x, _, asked, _ = dreffRun(t, nil, 5, true, "choose Wall of Static")
		want(t, "times the Corp was asked when the Runner passes the ice", asked, 1)
		wantSuccessful(t, x)
	})
	t.Run("Dr. Dreff: the Corp may decline; ice it cannot pay half for is not offered", func(t *testing.T) {
		x, wall, asked, _ := dreffRun(t, []string{"Data Wall"}, 5, false, "decline")
		want(t, "times the Corp was asked", asked, 1)
		wantSuccessful(t, x)
		want(t, "Wall of Static still in HQ", x.S.Cards[wall].Zone, onr.ZoneHand)
		want(t, "Corp bits", x.Corp().Bits, int32(5))
		x, _, asked, offered := dreffRun(t, []string{"Data Wall"}, 0, false, "decline")
		want(t, "times the Corp was asked with no bits (HQ is not empty)", asked, 1)
		want(t, "Wall of Static (half of 3) offered with no bits", offered, false)
		wantSuccessful(t, x)
		_, _, _, offered = dreffRun(t, []string{"Data Wall"}, 1, false, "decline")
		want(t, "Wall of Static (half of 3) offered with 1 bit", offered, true)
	})
	t.Run("Dr. Dreff: once per run, even when Jenny Jett puts ice on the fort after the Runner passed Dreff's", func(t *testing.T) {
		x := newTable(t)
		_, fort := x.Install(onr.NewFort, "Dr. Dreff", true)
		x.Install(fort, "Jenny Jett", true)
		x.Hand(corp, "Wall of Static", "Hunter", "Data Wall")
		x.Rig("Dwarf")
		x.Ready()
		x.ToTurn(runner)
		x.Corp().Bits, x.Runner().Bits = 20, 9
		x.Do(runner, "run on fort 1")
		asked := 0
		for i := 0; i < 60 && x.S.Run.Active; i++ {
			switch opts := x.Options(runner); {
			case x.Offered(corp, "resolve Dr. Dreff"):
				x.Do(corp, "resolve Dr. Dreff")
			case x.Offered(corp, "choose Wall of Static"):
				asked++
				x.Do(corp, "choose Wall of Static")
			case x.Offered(corp, "choose Hunter"):
				asked++
				x.Do(corp, "choose Hunter")
			case x.Offered(corp, "install Data Wall on fort 1"):
				x.Do(corp, "install Data Wall on fort 1")
			case x.Offered(runner, "pump Dwarf: +1 strength for 1"):
				x.Do(runner, "pump Dwarf: +1 strength for 1")
			case x.Offered(runner, "break subroutine 1 with Dwarf"):
				x.Do(runner, "break subroutine 1 with Dwarf")
			case x.Offered(runner, "continue"):
				x.Do(runner, "continue")
			case x.Offered(runner, "done"):
				x.Do(runner, "done")
			case len(opts) > 0 && strings.HasPrefix(opts[0], "leave "):
				x.Do(runner, opts[0])
			default:
				x.PassAll()
			}
		}
		want(t, "Data Wall installed by Jenny Jett after Dreff's ice", len(x.S.Forts[fort].Ice), 1)
		want(t, "times Dr. Dreff made the Runner encounter ice", asked, 1)
		wantSuccessful(t, x)
	})
	t.Run("Dr. Dreff: ice that sends the Runner back (Vacuum Link) has no place on the fort: he never passes it and the run ends", func(t *testing.T) {
		for seed := uint64(1); seed < 60; seed++ {
			x := onrtest.New(t, seed)
			_, fort := x.Install(onr.NewFort, "Dr. Dreff", true)
			link := x.Hand(corp, "Vacuum Link")[0]
			x.Ready()
			x.ToTurn(runner)
			x.Corp().Bits = 9
			x.Do(runner, "run on fort 1")
			back := false
			for i := 0; i < 30 && x.S.Run.Active; i++ {
				switch {
				case x.Offered(corp, "choose Vacuum Link"):
					x.Do(corp, "choose Vacuum Link")
				case strings.Contains(x.Decision(runner).Prompt, "go back"):
					back = true
					x.Do(runner, "continue")
				case x.Offered(runner, "continue"):
					x.Do(runner, "continue")
				default:
					x.PassAll()
				}
			}
			if !back {
				continue
			}
			want(t, "run successful", x.Logged("The run is successful"), false)
			want(t, "Vacuum Link trashed", x.S.Cards[link].Zone, onr.ZoneDiscard)
			want(t, "ice of the fort", len(x.S.Forts[fort].Ice), 0)
			return
		}
		t.Fatalf("Vacuum Link never sent the Runner back")
	})
}
