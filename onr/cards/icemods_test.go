package cards_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Tests of the cards that modify, derez or recur ice (cards ice.go, agendas.go, programs.go, operations.go).

// subsFired lists, in order, the numbers of ice's subroutines that took
// effect since the events were last cleared.
func subsFired(x *onrtest.Table, ice string) []int {
	var out []int
	for _, e := range x.Events {
		var n int
		if _, err := fmt.Sscanf(e.Text(), ice+": subroutine %d takes effect", &n); err == nil {
			out = append(out, n)
		}
	}
	return out
}

func TestIceTransmutation(t *testing.T) {
	t.Run("Ice Transmutation: the chosen rezzed ice has +1 strength and each subroutine repeated right after the original", func(t *testing.T) {
		x := newTable(t)
		wire, _ := x.Ice(onr.FortHQ, "Laser Wire", true)
		x.Ice(onr.FortRD, "Wall of Static", true)
		x.Ice(onr.FortArchives, "Quandary", false)
		c, _ := x.Install(onr.NewFort, "Ice Transmutation", false)
		x.S.Cards[c].Adv = 5
		x.Hand(runner, filler("Jack 'n' Joe", 4)...)
		x.Ready()
		x.Do(corp, "gain")
		x.Do(corp, "score Ice Transmutation")
		if got, exp := x.Options(corp), []string{"choose Laser Wire", "choose Wall of Static"}; !slices.Equal(got, exp) {
			t.Errorf("choices %q, want the rezzed ice only %q", got, exp)
		}
		x.Do(corp, "choose Laser Wire")
		want(t, "Corp points", x.Corp().Points, 3)
		want(t, "Laser Wire strength (2 printed)", x.G.IceStrength(wire), 3)
		want(t, "Laser Wire subroutines", x.G.SubroutineCount(wire), 4)
		x.PassAll()
		x.ToTurn(runner)
		runHQ(x)
		// Damage, damage, end the run: the fourth never takes effect.
		if got := subsFired(x, "Laser Wire"); !slices.Equal(got, []int{1, 2, 3}) {
			t.Errorf("subroutines fired %v, want [1 2 3]", got)
		}
		want(t, "Runner hand after 2 Net damage", len(x.Runner().Hand), 2)
		wantRunEndedBy(t, x, "Laser Wire")
	})
	t.Run("Ice Transmutation: with no rezzed ice there is nothing to choose", func(t *testing.T) {
		x := newTable(t)
		wall, _ := x.Ice(onr.FortHQ, "Wall of Static", false)
		scoreAgenda(t, x, "Ice Transmutation", 5)
		want(t, "Corp points", x.Corp().Points, 3)
		want(t, "Wall of Static strength", x.G.IceStrength(wall), 2)
		want(t, "Corp to act", x.Decision(corp).Prompt, "Take an action")
	})
}

func TestTutor(t *testing.T) {
	for _, tc := range []struct {
		name      string
		breakers  []string
		tutorSub  bool // Tutor's subroutine takes effect
		wallSubs  int
		bitsSpent int32
	}{
		{"Tutor: unbroken, later ice has an additional End the run after its own subroutines", []string{"Dwarf"}, true, 2, 2},
		{"Tutor: broken, later ice is unchanged", []string{"Dwarf", "Codecracker"}, false, 1, 5 + 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runSetup(t, []string{"Tutor", "Wall of Static"}, tc.breakers, 0, 9)
			x.Do(runner, "run on HQ")
			if !tc.tutorSub {
				for range 5 { // Codecracker 0 → 5
					x.Do(runner, "pump Codecracker: +1 strength for 1")
				}
				x.Do(runner, "break subroutine 1 with Codecracker")
			}
			// Tutor's own encounter is not modified (R240): the run goes on.
			x.Do(runner, "continue")
			wall := newest(x, "Wall of Static")
			want(t, "Wall of Static subroutines", x.G.SubroutineCount(wall), tc.wallSubs)
			want(t, "offers a second subroutine to break", x.Offered(runner, "break subroutine 2 with Dwarf"), tc.wallSubs == 2)
			for i := 1; i <= tc.wallSubs; i++ {
				x.Do(runner, fmt.Sprintf("break subroutine %d with Dwarf", i))
			}
			x.Do(runner, "continue")
			x.PassAll()
			wantSuccessful(t, x)
			want(t, "Runner bits spent", 9-x.Runner().Bits, tc.bitsSpent)
		})
	}
	t.Run("Tutor: the End the run it adds takes effect after the ice's own subroutines", func(t *testing.T) {
		x := runSetup(t, []string{"Tutor", "Laser Wire"}, nil, 3, 5)
		runHQ(x)
		x.Do(runner, "continue")
		x.PassAll()
		if got := subsFired(x, "Laser Wire"); !slices.Equal(got, []int{1, 2}) {
			t.Errorf("Laser Wire subroutines fired %v, want [1 2]", got)
		}
		wantRunEndedBy(t, x, "Laser Wire")
	})
}

func TestSuperglue(t *testing.T) {
	const use = "use Superglue: Derez the ice whose subroutines you just broke"
	t.Run("Superglue: after breaking all subroutines of a piece of ice, trash it to derez that ice", func(t *testing.T) {
		x := runSetup(t, []string{"Wall of Static", "Data Wall"}, []string{"Dwarf", "Superglue"}, 0, 5)
		x.Do(runner, "run on HQ")
		x.Do(runner, "break subroutine 1 with Dwarf")
		x.Do(runner, use)
		wall, glue := newest(x, "Wall of Static"), newest(x, "Superglue")
		want(t, "Wall of Static rezzed", x.S.Cards[wall].Rezzed, false)
		want(t, "Superglue in the trash", inZone(x, glue, onr.ZoneDiscard), true)
		if !x.Logged("Wall of Static is derezzed") {
			t.Errorf("no derez event")
		}
		// Everyone saw it rezzed: its identity stays public (ONR-2.6).
		for _, seat := range []engine.Seat{corpSeat, runnerSeat, engine.NoSeat} {
			if v := x.G.View(seat).(*onr.View); v.Forts[onr.FortHQ].Ice[0].Title != "Wall of Static" || v.Forts[onr.FortHQ].Ice[0].Rezzed {
				t.Errorf("seat %d's view of the derezzed ice: %+v", seat, v.Forts[onr.FortHQ].Ice[0])
			}
		}
	})
	t.Run("Superglue: not usable when a subroutine was left unbroken", func(t *testing.T) {
		x := runSetup(t, []string{"Laser Wire"}, []string{"Dwarf", "Superglue"}, 3, 5)
		x.Do(runner, "run on HQ")
		x.Do(runner, "break subroutine 2 with Dwarf")
		x.Do(runner, "done")
		if x.Offered(runner, use) {
			t.Errorf("Superglue offered after Laser Wire's first subroutine took effect")
		}
		want(t, "prompt after passing", x.Decision(runner).Prompt, "Continue the run or jack out")
	})
	t.Run("Superglue: only just after breaking, not once the Runner has moved on", func(t *testing.T) {
		x := runSetup(t, []string{"Wall of Static", "Data Wall"}, []string{"Dwarf", "Superglue"}, 0, 5)
		x.Do(runner, "run on HQ")
		x.Do(runner, "break subroutine 1 with Dwarf")
		x.Do(runner, "pass")
		x.PassAll()
		if x.Offered(runner, use) {
			t.Errorf("Superglue offered at the jack-out decision")
		}
		x.Do(runner, "continue")
		if x.Offered(runner, use) {
			t.Errorf("Superglue offered on the next encounter: %q", x.Options(runner))
		}
	})
}

func TestOffSiteBackups(t *testing.T) {
	t.Run("Off-Site Backups: brings any card from the Archives, face up or down, into HQ", func(t *testing.T) {
		x := newTable(t)
		up := x.Card("Wall of Static")
		x.G.Put(up, onr.ZoneDiscard, false)
		x.S.Cards[up].FaceUp = true
		down := x.Card("Hostile Takeover")
		x.G.Put(down, onr.ZoneDiscard, false)
		x.Hand(corp, "Off-Site Backups")
		x.Ready()
		x.Do(corp, "play Off-Site Backups")
		// The operation is already in the Archives when it resolves
		// (ONR-7.1), so it may bring itself back.
		if got, exp := x.Options(corp), []string{"choose Wall of Static", "choose Hostile Takeover", "choose Off-Site Backups"}; !slices.Equal(got, exp) {
			t.Fatalf("choices %q, want %q", got, exp)
		}
		x.Do(corp, "choose Hostile Takeover")
		want(t, "Hostile Takeover in HQ", inZone(x, down, onr.ZoneHand), true)
		want(t, "Wall of Static still in the Archives", inZone(x, up, onr.ZoneDiscard), true)
		for _, e := range x.Events {
			if strings.Contains(e.For(runnerSeat), "Hostile Takeover") {
				t.Errorf("the Runner learned the face-down card: %q", e.For(runnerSeat))
			}
		}
		if !x.Logged("Corp brings a face-down card from the Archives into HQ") {
			t.Errorf("no public event for the recursion")
		}
	})
}

func TestHauntingInquisition(t *testing.T) {
	t.Run("Haunting Inquisition: unbroken, no run during the Runner's next six actions, then the run ends", func(t *testing.T) {
		x := newTable(t)
		x.Deck(corp, filler("Data Wall", 5)...)
		x.Ice(onr.FortHQ, "Haunting Inquisition", true)
		x.Ready()
		x.ToTurn(runner)
		runHQ(x)
		wantRunEndedBy(t, x, "Haunting Inquisition")
		for i := 1; i <= 6; i++ {
			if x.S.Active != x.Seat(runner) || len(x.Options(runner)) == 0 || x.Decision(runner).Prompt != "Take an action" {
				x.ToTurn(runner)
			}
			if x.Offered(runner, "run on HQ") || x.Offered(runner, "run on R&D") {
				t.Fatalf("action %d after the run: the Runner may run", i)
			}
			x.Do(runner, "gain")
			x.PassAll()
		}
		x.ToTurn(runner)
		want(t, "run offered at the seventh action", x.Offered(runner, "run on HQ"), true)
		want(t, "actions left this turn", x.Runner().Actions, 1)
	})
}

func TestPattelsVirus(t *testing.T) {
	t.Run("Pattel's Virus: after a successful run, one Pattel counter on one ice whose subroutines were all broken", func(t *testing.T) {
		x := runSetup(t, []string{"Wall of Static", "Data Wall", "Laser Wire"}, []string{"Dwarf", "Pattel's Virus"}, 3, 9)
		wall, dw, wire := newest(x, "Wall of Static"), newest(x, "Data Wall"), newest(x, "Laser Wire")
		x.Do(runner, "run on HQ")
		x.Do(runner, "break subroutine 1 with Dwarf")
		x.Do(runner, "continue")
		x.Do(runner, "break subroutine 1 with Dwarf")
		x.Do(runner, "continue")
		x.Do(runner, "break subroutine 2 with Dwarf") // Laser Wire's damage is left
		x.Do(runner, "done")
		x.Do(runner, "continue")
		x.PassAll()
		if got, exp := x.Options(runner), []string{"choose Wall of Static", "choose Data Wall"}; !slices.Equal(got, exp) {
			t.Fatalf("choices %q, want the fully broken ice %q", got, exp)
		}
		x.Do(runner, "choose Wall of Static")
		want(t, "Pattel counters on Wall of Static", x.S.Cards[wall].Virus.N, int32(1))
		want(t, "Pattel counters on Data Wall", x.S.Cards[dw].Virus.N, int32(0))
		want(t, "Pattel counters on Laser Wire", x.S.Cards[wire].Virus.N, int32(0))
		want(t, "Wall of Static strength", x.G.IceStrength(wall), 1)
		want(t, "Data Wall strength", x.G.IceStrength(dw), 0)
		want(t, "run over", x.S.Run.Active, false)
	})
	t.Run("Pattel's Virus: no counter after an unsuccessful run", func(t *testing.T) {
		x := runSetup(t, []string{"Wall of Static", "Data Wall"}, []string{"Dwarf", "Pattel's Virus"}, 0, 9)
		x.Do(runner, "run on HQ")
		x.Do(runner, "break subroutine 1 with Dwarf")
		x.Do(runner, "continue")
		x.Do(runner, "done")
		wantRunEndedBy(t, x, "Data Wall")
		want(t, "Pattel counters", x.S.Cards[newest(x, "Wall of Static")].Virus.N, int32(0))
	})
	t.Run("Pattel's Virus: the Corp's purge removes the counters on ice", func(t *testing.T) {
		x := newTable(t)
		x.Deck(corp, filler("Data Wall", 3)...)
		wall, _ := x.Ice(onr.FortHQ, "Wall of Static", true)
		x.Rig("Pattel's Virus")
		x.S.Cards[wall].Virus = onr.Virus{ID: onr.CardIDOf("pattels-virus"), N: 2}
		x.Ready()
		want(t, "strength with 2 counters", x.G.IceStrength(wall), 0)
		x.Do(corp, "gain")
		x.Do(corp, "purge")
		want(t, "Pattel counters after the purge", x.S.Cards[wall].Virus.N, int32(0))
		want(t, "strength after the purge", x.G.IceStrength(wall), 2)
		// Three actions forgone: the two left this turn, one next turn.
		want(t, "actions still to forgo", x.Corp().Forgo, int32(1))
	})
}

func TestDropp(t *testing.T) {
	t.Run("Dropp™: 0 bits break all subroutines of a piece of ice at once; the run then ends unsuccessfully", func(t *testing.T) {
		x := runSetup(t, []string{"Endless Corridor"}, []string{"Dropp™"}, 0, 5)
		x.Hand(corp, "Tycho Extension")
		x.Ready()
		x.Do(runner, "run on HQ")
		if got, exp := x.Options(runner), []string{"done", "break all subroutines with Dropp™"}; !slices.Equal(got, exp) {
			t.Fatalf("options %q, want %q", got, exp)
		}
		x.Do(runner, "break all subroutines with Dropp™")
		want(t, "Runner bits", x.Runner().Bits, int32(5))
		if got := subsFired(x, "Endless Corridor"); len(got) != 0 {
			t.Errorf("subroutines fired %v after Dropp broke them all", got)
		}
		if !x.Logged("Dropp™ ends the run") || x.Logged("The run is successful") || x.S.Run.Active {
			t.Errorf("the run was not ended by Dropp; pending %s", x.Describe())
		}
		want(t, "Runner points", x.Runner().Points, int32(0))
	})
	t.Run("Dropp™: under a surcharge on each subroutine broken ('Trode Set, Virizz) breaking all of Wall of Ice's 4 costs it 4 times", func(t *testing.T) {
		for _, tc := range []struct {
			name    string
			ice     []string // outermost first
			rig     []string
			surplus int32 // bits each subroutine costs more
		}{
			{"Microtech 'Trode Set", []string{"Wall of Ice"}, []string{"Microtech 'Trode Set", "Dropp™"}, 1},
			{"Virizz", []string{"Virizz", "Wall of Ice"}, []string{"Dropp™"}, 1},
		} {
			t.Run(tc.name, func(t *testing.T) {
				x := runSetup(t, tc.ice, tc.rig, 0, 10)
				x.Do(runner, "run on HQ").PassAll()
				if tc.ice[0] == "Virizz" {
					x.Do(runner, "done") // Virizz's subroutine: 1 bit more a subroutine for the run
					for i := 0; i < 20 && !x.Offered(runner, "break all subroutines with Dropp™"); i++ {
						if x.Offered(runner, "continue") {
							x.Do(runner, "continue")
						}
						x.PassAll()
					}
				}
				wall := newest(x, "Wall of Ice")
				want(t, "subroutines of Wall of Ice", x.G.SubroutineCount(wall), 4)
				for i := 0; i < 10 && x.G.BreakerStrength(newest(x, "Dropp™")) < x.G.IceStrength(wall); i++ {
					x.Do(runner, "pump Dropp™: +1 strength for 1")
				}
				before := x.Runner().Bits
				x.Do(runner, "break all subroutines with Dropp™")
				want(t, "bits paid to break all 4", before-x.Runner().Bits, 4*tc.surplus)
				if got := subsFired(x, "Wall of Ice"); len(got) != 0 {
					t.Errorf("subroutines fired %v after Dropp broke them all", got)
				}
			})
		}
	})
	t.Run("Dropp™: 1 bit buys +1 strength, and pumping alone does not end the run", func(t *testing.T) {
		y := runSetup(t, []string{"Wall of Static"}, []string{"Dropp™"}, 0, 5)
		y.G.Transmute(newest(y, "Wall of Static"), 3) // arranged: strength 2+3 against Dropp's 4
		y.Ready()
		y.Do(runner, "run on HQ")
		y.Do(runner, "pump Dropp™: +1 strength for 1")
		want(t, "run still active after pumping", y.S.Run.Active, true)
		y.Do(runner, "break all subroutines with Dropp™")
		want(t, "Runner bits", y.Runner().Bits, int32(4))
		want(t, "run over", y.S.Run.Active, false)
	})
}
