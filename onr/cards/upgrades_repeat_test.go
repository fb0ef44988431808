package cards_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

const (
	useLisa   = "use Lisa Blight: 1 bit, discard a card at random: repeat a subroutine"
	useMarcel = "use Marcel DeSoleil: 2 bits, trash the top two cards of R&D: repeat a subroutine"
)

// repeatTable puts Laser Wire (1 Net damage, End the run) rezzed on HQ and
// the sysop on HQ, rezzed, Data Wall rezzed on R&D, two cards in HQ, three in
// R&D, four cards in the Runner's hand, and returns at the Runner's first
// action.
func repeatTable(t *testing.T, sysop string) *onrtest.Table {
	t.Helper()
	return runnerTurn(t, func(x *onrtest.Table) {
		x.Ice(onr.FortHQ, "Laser Wire", true)
		x.Ice(onr.FortRD, "Data Wall", true)
		x.Install(onr.FortHQ, sysop, true)
		x.Hand(corp, "Accounts Receivable", "Accounts Receivable")
		x.Deck(corp, "Hostile Takeover", "Hostile Takeover", "Accounts Receivable")
		x.Hand(runner, filler("Jack 'n' Joe", 4)...)
		x.Corp().Bits = 5
	})
}

func TestSysopsRepeatASubroutine(t *testing.T) {
	for _, tc := range []struct {
		name, sysop, use string
		sub              int   // the subroutine repeated, from 1
		fired            []int // Laser Wire's subroutines that take effect
		damage           int
		bits             int32 // the Corp's bits spent
		hq, rd, archives int   // the Corp's cards after the use
	}{
		{"Lisa Blight: 1 bit and a random discard repeat the first subroutine right after it: two Net damage, then the run ends", "Lisa Blight", useLisa, 1, []int{1, 2, 3}, 2, 1, 1, 3, 1},
		{"Lisa Blight: repeating the last subroutine leaves one Net damage", "Lisa Blight", useLisa, 2, []int{1, 2}, 1, 1, 1, 3, 1},
		{"Marcel DeSoleil: 2 bits and the top two cards of R&D trashed repeat the first subroutine right after it", "Marcel DeSoleil", useMarcel, 1, []int{1, 2, 3}, 2, 2, 2, 1, 2},
		{"Marcel DeSoleil: repeating the last subroutine leaves one Net damage", "Marcel DeSoleil", useMarcel, 2, []int{1, 2}, 1, 2, 2, 1, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := repeatTable(t, tc.sysop)
			wire := newest(x, "Laser Wire")
			x.Events = nil
			x.Do(runner, "run on HQ")
			bits := x.Corp().Bits
			x.Do(corp, tc.use)
			if got, exp := x.Options(corp), []string{"choose Laser Wire"}; !slices.Equal(got, exp) {
				t.Errorf("ice offered %q, want the ice of its own fort only %q", got, exp)
			}
			x.Do(corp, "choose Laser Wire")
			x.Number(corp, tc.sub)
			want(t, "Corp bits spent", bits-x.Corp().Bits, tc.bits)
			want(t, "cards in HQ", len(x.Corp().Hand), tc.hq)
			want(t, "cards in R&D", len(x.Corp().Deck), tc.rd)
			want(t, "cards in Archives", len(x.Corp().Discard), tc.archives)
			for _, c := range x.Corp().Discard {
				want(t, "trashed face up (R168, R171)", x.S.Cards[c].FaceUp, false)
			}
			x.PassAll()
			if got := subsFired(x, "Laser Wire"); !slices.Equal(got, tc.fired) {
				t.Errorf("subroutines fired %v, want %v", got, tc.fired)
			}
			want(t, "Net damage done", 4-len(x.Runner().Hand), tc.damage)
			wantRunEndedBy(t, x, "Laser Wire")
			want(t, "Laser Wire subroutines after the run", x.G.SubroutineCount(wire), 2)
		})
	}
	for _, tc := range []struct{ name, sysop, use string }{
		{"Lisa Blight: usable only during a run", "Lisa Blight", useLisa},
		{"Marcel DeSoleil: usable only during a run", "Marcel DeSoleil", useMarcel},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := repeatTable(t, tc.sysop)
			x.Do(runner, "gain")
			want(t, "offered after the Runner's action, out of a run", x.Offered(corp, tc.use), false)
			x.PassAll()
			x.Do(runner, "run on HQ")
			want(t, "offered in the run", x.Offered(corp, tc.use), true)
		})
	}
	t.Run("Lisa Blight: not usable with no card in HQ to discard", func(t *testing.T) {
		x := repeatTable(t, "Lisa Blight")
		for _, c := range slices.Clone(x.Corp().Hand) {
			x.G.Put(c, onr.ZoneDeck, false)
		}
		x.Do(runner, "run on HQ")
		want(t, "offered with HQ empty", x.Offered(corp, useLisa), false)
	})
	for _, tc := range []struct {
		name    string
		rd      int
		offered bool
	}{
		{"Marcel DeSoleil: not usable with fewer than two cards in R&D", 1, false},
		{"Marcel DeSoleil: usable with exactly the two cards in R&D its cost trashes", 2, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := repeatTable(t, "Marcel DeSoleil")
			for _, c := range slices.Clone(x.Corp().Deck)[tc.rd:] {
				x.G.Put(c, onr.ZoneHand, false)
			}
			x.Do(runner, "run on HQ")
			want(t, "offered", x.Offered(corp, useMarcel), tc.offered)
		})
	}
	for _, tc := range []struct{ name, sysop, use string }{
		{"Lisa Blight: not usable with no ice on its fort", "Lisa Blight", useLisa},
		{"Marcel DeSoleil: not usable with no ice on its fort", "Marcel DeSoleil", useMarcel},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Ice(onr.FortHQ, "Laser Wire", true)
				x.Install(onr.FortArchives, tc.sysop, true)
				x.Hand(corp, "Accounts Receivable", "Accounts Receivable")
				x.Deck(corp, "Hostile Takeover", "Hostile Takeover", "Accounts Receivable")
				x.Corp().Bits = 5
			})
			x.Do(runner, "run on HQ")
			want(t, "offered with no ice on its fort", x.Offered(corp, tc.use), false)
		})
	}
}

func TestSysopRepeatsASubroutineOfUnrezzedIce(t *testing.T) {
	t.Run("Lisa Blight: the subroutine of unrezzed ice repeated is named to the Corp only, and repeated once the ice is rezzed", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Ice(onr.FortHQ, "Laser Wire", false)
			x.Install(onr.FortHQ, "Lisa Blight", true)
			x.Hand(corp, "Accounts Receivable", "Accounts Receivable")
			x.Hand(runner, filler("Jack 'n' Joe", 4)...)
			x.Corp().Bits = 5
		})
		x.Events = nil
		x.Do(runner, "run on HQ")
		x.Do(corp, useLisa)
		x.Do(corp, "choose Laser Wire")
		x.Number(corp, 1)
		named := false
		for _, e := range x.Events {
			if strings.Contains(e.For(runnerSeat), "Laser Wire") {
				t.Errorf("the Runner learned the unrezzed ice: %q", e.For(runnerSeat))
			}
			named = named || strings.Contains(e.For(x.Seat(corp)), "subroutine 1 of Laser Wire is repeated")
		}
		want(t, "the Corp reads the subroutine repeated", named, true)
		x.Do(corp, "rez Laser Wire")
		x.PassAll()
		if got := subsFired(x, "Laser Wire"); !slices.Equal(got, []int{1, 2, 3}) {
			t.Errorf("subroutines fired %v, want [1 2 3]", got)
		}
		want(t, "Net damage done", 4-len(x.Runner().Hand), 2)
	})
}

func TestSysopRepeatShownInTheEncounter(t *testing.T) {
	t.Run("Lisa Blight: the encounter shows the Runner the copy right after the original", func(t *testing.T) {
		x := repeatTable(t, "Lisa Blight")
		x.Rig("Dwarf")
		x.Runner().Bits = 5
		x.Do(runner, "run on HQ")
		x.Do(corp, useLisa)
		x.Do(corp, "choose Laser Wire")
		x.Number(corp, 1)
		for i := 0; i < 5 && x.S.Run.Encounter == 0 && x.Offered(corp, "pass"); i++ {
			x.Do(corp, "pass")
		}
		e, ok := x.G.Encounter(runnerSeat)
		if !ok {
			t.Fatalf("no encounter; pending %s", x.Describe())
		}
		var texts []string
		for _, sub := range e.Subs {
			texts = append(texts, sub.Text)
		}
		if exp := []string{"Do 1 Net damage.", "Do 1 Net damage.", "End the run."}; !slices.Equal(texts, exp) {
			t.Errorf("the Runner reads the subroutines %q, want %q", texts, exp)
		}
	})
}
