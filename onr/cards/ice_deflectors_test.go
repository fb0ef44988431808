package cards_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// deflectBoard is a board for the deflectors: the deflector rezzed on HQ;
// on R&D, on the Archives and on a subsidiary fort an unrezzed Data Wall
// outermost and a rezzed Wall of Static inward of it (unless bare, when
// the Archives hold only the unrezzed wall); a second subsidiary fort
// with an agenda and no ice; the Runner with Dwarf and 5 bits, the Corp
// with 5 bits, at the Runner's first action. It returns each fort's Wall
// of Static (0 where there is none) and the first subsidiary fort.
func deflectBoard(t *testing.T, deflector string, bare bool) (x *onrtest.Table, walls map[int32]int32, sub int32) {
	t.Helper()
	x = newTable(t)
	walls = map[int32]int32{}
	_, sub = x.Install(onr.NewFort, "Hostile Takeover", false)
	x.Install(onr.NewFort, "Hostile Takeover", false)
	for _, fort := range []int32{onr.FortRD, onr.FortArchives, sub} {
		x.Ice(fort, "Data Wall", false)
		if !bare || fort != onr.FortArchives {
			walls[fort], _ = x.Ice(fort, "Wall of Static", true)
		}
	}
	walls[onr.FortHQ], _ = x.Ice(onr.FortHQ, deflector, true)
	x.Rig("Dwarf")
	x.Ready()
	x.ToTurn(runner)
	x.Runner().Bits, x.Corp().Bits = 5, 5
	return x, walls, sub
}

// passedIce reports whether the run's log records the pass of ice.
func passedIce(x *onrtest.Table, ice int32) bool {
	for _, o := range x.S.Run.Log {
		if o.Type == onr.EvIcePassed && o.Obj == ice {
			return true
		}
	}
	return false
}

func TestDeflectors(t *testing.T) {
	const subsidiary = -2 // the first subsidiary fort of deflectBoard
	for _, tc := range []struct {
		name, deflector string
		pay             bool  // the Corp is asked to pay 2 bits
		choose          int32 // the fort the Corp chooses, or -1 when it is not asked
		to              int32 // the fort the run goes on to
	}{
		{"Dumpster: the Runner encounters the outermost rezzed ice of the Archives instead of passing Dumpster, in a run on the Archives", "Dumpster", false, -1, onr.FortArchives},
		{"Entrapment: if the Corp pays 2 bits, the Runner encounters the outermost rezzed ice of the fort it chooses instead of passing Entrapment, in a run on that fort", "Entrapment", true, onr.FortRD, onr.FortRD},
		{"Vortex: if the Corp pays 2 bits, the Runner encounters the outermost rezzed ice of the fort it chooses instead of passing Vortex, in a run on that fort", "Vortex", true, subsidiary, subsidiary},
		{"Vortex: the Corp may choose the fort being run: the Runner encounters its outermost rezzed ice again", "Vortex", true, onr.FortHQ, onr.FortHQ},
		{"Trapdoor: the Runner encounters the outermost rezzed ice of the subsidiary fort the Corp chooses instead of passing Trapdoor, in a run on that fort", "Trapdoor", false, subsidiary, subsidiary},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x, walls, sub := deflectBoard(t, tc.deflector, false)
			choose, to := tc.choose, tc.to
			if choose == subsidiary {
				choose, to = sub, sub
			}
			runHQ(x)
			if tc.pay {
				x.Do(corp, "use "+tc.deflector+": pay 2 bits to move the run to a fort of your choice")
			}
			if choose >= 0 {
				x.Do(corp, "choose-fort "+x.S.FortName(choose))
			} else if x.Offered(corp, "choose-fort "+x.S.FortName(to)) {
				t.Fatalf("the Corp chooses the one fort it may: %s", x.Describe())
			}
			x.PassAll()
			want(t, "the fort run", x.S.Run.Fort, to)
			want(t, "the ice encountered", x.S.Run.Encounter, walls[to])
			if to == onr.FortHQ {
				want(t, "encounters", countEvents(x, "encounter"), 2)
				want(t, "the Corp's bits", x.Corp().Bits, int32(3))
				if !strings.Contains(x.Decision(corp).Prompt, "you may pay 2 bits") {
					t.Errorf("the subroutine of the ice encountered again did not take effect: %s", x.Describe())
				}
				return
			}
			if d := x.Decision(runner); !strings.HasPrefix(d.Prompt, "Break subroutines of "+"Wall of Static") {
				t.Errorf("the Runner is asked %q, want to break the subroutines of the ice encountered", d.Prompt)
			}
			if passedIce(x, walls[onr.FortHQ]) {
				t.Errorf("%s was passed", tc.deflector)
			}
			bits := int32(5)
			if tc.pay {
				bits = 3
			}
			want(t, "the Corp's bits", x.Corp().Bits, bits)
			// The run goes on from there, and is a successful run on that fort.
			x.Do(runner, "break subroutine 1 with Dwarf")
			x.PassAll()
			want(t, "past the fort's last ice: the jack-out decision", x.Decision(runner).Prompt, "Continue the run or jack out")
			want(t, "the fort run past its last ice", x.S.Run.Fort, to)
			x.Do(runner, "continue")
			x.PassAll()
			if !x.Logged("The run is successful") {
				t.Errorf("the run was not successful: %s", x.Describe())
			}
		})
	}
	for _, title := range []string{"Entrapment", "Vortex"} {
		t.Run(title+": if the Corp does not pay, the Runner passes it and the run stays on HQ", func(t *testing.T) {
			x, walls, _ := deflectBoard(t, title, false)
			runHQ(x)
			x.Do(corp, "decline")
			x.PassAll()
			want(t, "the fort run", x.S.Run.Fort, int32(onr.FortHQ))
			want(t, "passed", passedIce(x, walls[onr.FortHQ]), true)
			want(t, "the Corp's bits", x.Corp().Bits, int32(5))
		})
	}
	t.Run("Dumpster: with no rezzed ice on the Archives, the Runner is past its last ice: he may jack out before accessing the Archives", func(t *testing.T) {
		x, _, _ := deflectBoard(t, "Dumpster", true)
		runHQ(x)
		want(t, "the fort run", x.S.Run.Fort, int32(onr.FortArchives))
		want(t, "the ice encountered", x.S.Run.Encounter, int32(0))
		want(t, "the Runner's decision", x.Decision(runner).Prompt, "Continue the run or jack out")
		x.Do(runner, "continue")
		x.PassAll()
		if !x.Logged("The run is successful") {
			t.Errorf("no successful run on the Archives: %s", x.Describe())
		}
	})
	t.Run("Dumpster: put on the Archives by another effect, it does not send the run onto its own fort: the Runner passes it", func(t *testing.T) {
		x := newTable(t)
		dumpster, _ := x.Ice(onr.FortArchives, "Dumpster", true)
		x.Ready()
		x.ToTurn(runner)
		x.Events = nil
		x.Do(runner, "run on the Archives")
		x.PassAll()
		want(t, "encounters", countEvents(x, "encounter"), 1)
		want(t, "Dumpster passed", passedIce(x, dumpster), true)
	})
	t.Run("Trapdoor: with no subsidiary fort its subroutine is broken automatically as it is encountered", func(t *testing.T) {
		x := newTable(t)
		trapdoor, _ := x.Ice(onr.FortHQ, "Trapdoor", true)
		x.Ready()
		x.ToTurn(runner)
		runHQ(x)
		all := false
		for _, o := range x.S.Run.Log {
			all = all || (o.Type == onr.EvAllSubsBroken && o.Obj == trapdoor)
		}
		want(t, "all of Trapdoor's subroutines broken", all, true)
		want(t, "Trapdoor passed", passedIce(x, trapdoor), true)
		want(t, "its subroutine took effect", x.Logged("Trapdoor: subroutine 1 takes effect"), false)
	})
	for _, tc := range []struct{ name, title, where string }{
		{"Dumpster: cannot be installed on the Archives", "Dumpster", "on HQ, on R&D, on fort 1, in a new fort"},
		{"Trapdoor: installed only on R&D or HQ", "Trapdoor", "on HQ, on R&D"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			x.Install(onr.NewFort, "Hostile Takeover", false)
			x.Hand(corp, tc.title)
			x.Ready()
			var where []string
			for _, o := range x.Options(corp) {
				if rest, ok := strings.CutPrefix(o, "install "+tc.title+" "); ok {
					where = append(where, rest)
				}
			}
			want(t, "where it may be installed", strings.Join(where, ", "), tc.where)
		})
	}
}
