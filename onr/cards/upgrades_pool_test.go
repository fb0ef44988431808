package cards_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// runThrough plays a run on HQ to its end: the Corp passes, the Runner
// lets every subroutine take effect and continues. It fails the test if
// the run has not ended after many steps.
func runThrough(t *testing.T, x *onrtest.Table) {
	t.Helper()
	x.Events = nil
	x.Do(runner, "run on HQ")
	for i := 0; i < 40 && x.S.Run.Active; i++ {
		switch {
		case x.Offered(corp, "pass"):
			x.Do(corp, "pass")
		case x.Offered(runner, "pass"):
			x.Do(runner, "pass")
		case x.Offered(runner, "continue"):
			x.Do(runner, "continue")
		default:
			t.Fatalf("run stuck: %s", x.Describe())
		}
	}
	if x.S.Run.Active {
		t.Fatalf("run not over: %s", x.Describe())
	}
}

// rolls returns the die results card logged, in order.
func rolls(x *onrtest.Table, card string) []int {
	var out []int
	for _, e := range x.Events {
		var n int
		if e.Type == "die" {
			if _, err := fmt.Sscanf(e.Text(), card+" rolls %d", &n); err == nil {
				out = append(out, n)
			}
		}
	}
	return out
}

func TestRioDeJaneiroCityGrid(t *testing.T) {
	const rio = "Rio de Janeiro City Grid"
	// HQ: Canis Minor (rezzed, outermost), then an unrezzed Data Wall.
	table := func(t *testing.T, seed uint64, where int32, rezzed bool) *onrtest.Table {
		x := onrtest.New(t, seed)
		x.Install(where, rio, rezzed)
		x.Ice(onr.FortHQ, "Data Wall", false)
		x.Ice(onr.FortHQ, "Canis Minor", true)
		x.Ready()
		x.ToTurn(runner)
		return x
	}
	t.Run("Rio de Janeiro City Grid: a die rolled as the Runner passes each rezzed ice on this fort (not unrezzed ice); on a 1 the run ends, otherwise it goes on", func(t *testing.T) {
		seen := map[int]bool{} // faces: every one is asserted
		for seed := uint64(1); seed < 200 && len(seen) < 6; seed++ {
			x := table(t, seed, onr.FortHQ, true)
			runThrough(t, x)
			r := rolls(x, rio)
			if len(r) != 1 {
				t.Fatalf("seed %d: rolls %v, want one (one rezzed ice passed)", seed, r)
			}
			one := r[0] == 1
			want(t, fmt.Sprintf("seed %d (rolled %d): %s ended the run", seed, r[0], rio), x.Logged(rio+" ends the run"), one)
			want(t, fmt.Sprintf("seed %d (rolled %d): the run successful", seed, r[0]), x.Logged("The run is successful"), !one)
			seen[r[0]] = true
		}
		if len(seen) < 6 {
			t.Errorf("seeds 1-199 never rolled every face: %v", seen)
		}
	})
	for _, tc := range []struct {
		name   string
		where  int32
		rezzed bool
	}{
		{"Rio de Janeiro City Grid: ice passed on a run on another fort, no die", onr.FortRD, true},
		{"Rio de Janeiro City Grid: unrezzed, no die", onr.FortHQ, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := table(t, 1, tc.where, tc.rezzed)
			runThrough(t, x)
			want(t, "rolls", len(rolls(x, rio)), 0)
			wantSuccessful(t, x)
		})
	}
	t.Run("Rio de Janeiro City Grid: rezzed as it is installed", func(t *testing.T) {
		x, region, _ := installRegion(t, rio, 5)
		want(t, rio+" rezzed", x.S.Cards[region].Rezzed, true)
		want(t, "bits paid", 5-x.Corp().Bits, int32(1))
	})
}

func TestTesseractFortConstruction(t *testing.T) {
	const tfc = "Tesseract Fort Construction"
	// HQ: two rezzed Data Walls ("End the run"); the Runner breaks the
	// printed subroutine of the outer one with Dwarf and lets the rest
	// take effect, answering every "pay 1 bit or the run ends" alike.
	for _, tc := range []struct {
		name   string
		where  int32 // Tesseract Fort Construction's fort
		rezzed bool
		answer string
		subs   int  // subroutines of each Data Wall
		asked  int  // times the Runner is asked to pay
		ended  bool // the run ended by the added subroutine
	}{
		{"Tesseract Fort Construction: ice on this fort has an additional subroutine, End the run unless Runner pays 1 bit, after the others: paid, the run goes on", onr.FortHQ, true, "pay 1 for Data Wall", 2, 1, false},
		{"Tesseract Fort Construction: not paid, the added subroutine ends the run", onr.FortHQ, true, "decline", 2, 1, true},
		{"Tesseract Fort Construction: ice of another fort has no added subroutine", onr.FortRD, true, "pay 1 for Data Wall", 1, 0, false},
		{"Tesseract Fort Construction: unrezzed, no added subroutine", onr.FortHQ, false, "pay 1 for Data Wall", 1, 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			x.Install(tc.where, tfc, tc.rezzed)
			outer, _ := x.Ice(onr.FortHQ, "Data Wall", true) // the first installed is outermost
			inner, _ := x.Ice(onr.FortHQ, "Data Wall", true)
			x.Rig("Dwarf")
			x.Ready()
			x.ToTurn(runner)
			want(t, "subroutines of the inner Data Wall", x.G.SubroutineCount(inner), tc.subs)
			want(t, "subroutines of the outer Data Wall", x.G.SubroutineCount(outer), tc.subs)
			x.Runner().Bits = 20
			x.Events = nil
			x.Do(runner, "run on HQ")
			x.PassAll()
			pumpAndBreak(t, x, "Dwarf", 1)
			asked := 0
			for i := 0; i < 30 && x.S.Run.Encounter == outer; i++ {
				switch {
				case x.Offered(runner, "pay 1 for Data Wall"):
					asked++
					x.Do(runner, tc.answer)
				case x.Offered(corp, "pass"):
					x.Do(corp, "pass")
				case x.Offered(runner, "pass"):
					x.Do(runner, "pass")
				case x.Offered(runner, "continue"):
					x.Do(runner, "continue")
				case x.Offered(runner, "done"):
					x.Do(runner, "done")
				default:
					t.Fatalf("stuck: %s", x.Describe())
				}
			}
			want(t, "times asked to pay", asked, tc.asked)
			want(t, "the added subroutine ended the run", x.Logged("Data Wall ends the run"), tc.ended)
			want(t, "the run goes on", x.S.Run.Active, !tc.ended)
		})
	}
}

// trashCosts accesses every card of the run's fort and returns what the
// Runner is asked to pay to trash each card asked about, by title, card by
// card ("Pay N to trash X?") or in the one question about the cards a
// spectator does not know ("trash X for N"); he leaves them all.
func trashCosts(t *testing.T, x *onrtest.Table) map[string]int {
	t.Helper()
	costs := map[string]int{}
	for i := 0; i < 40 && x.S.Run.Active; i++ {
		if x.Offered(corp, "pass") {
			x.Do(corp, "pass")
			continue
		}
		d := x.Decision(runner)
		if d.Prompt == onr.AccessedHiddenPrompt {
			for _, o := range x.Options(runner) {
				title, ok := strings.CutPrefix(o, "trash ")
				if !ok {
					continue
				}
				cost := 0
				if at := strings.LastIndex(title, " for "); at >= 0 {
					if _, err := fmt.Sscanf(title[at:], " for %d", &cost); err == nil {
						title = title[:at]
					}
				}
				costs[title] = cost
			}
			x.Do(runner, "decline")
			continue
		}
		var cost int
		var title string
		if n, _ := fmt.Sscanf(d.Prompt, "Pay %d to trash ", &cost); n == 1 {
			title = strings.TrimSuffix(strings.TrimPrefix(d.Prompt, fmt.Sprintf("Pay %d to trash ", cost)), "?")
			costs[title] = cost
			x.Do(runner, "leave "+title)
			continue
		}
		switch opts := x.Options(runner); {
		case len(opts) > 0 && strings.HasPrefix(opts[0], "access "):
			x.Do(runner, opts[0])
		case x.Offered(runner, "pass"):
			x.Do(runner, "pass")
		case x.Offered(runner, "continue"):
			x.Do(runner, "continue")
		default:
			t.Fatalf("stuck: %s", x.Describe())
		}
	}
	return costs
}

func TestNewGalvestonCityGrid(t *testing.T) {
	const ngcg = "New Galveston City Grid"
	for _, tc := range []struct {
		name   string
		where  int32 // New Galveston City Grid's fort; Chester Mix and Rockerboy Promotion are in fort 1
		rezzed bool
		costs  map[string]int
	}{
		{"New Galveston City Grid: the nodes and other upgrades inside this fort cost 2 bits more to trash; itself, its printed cost", onr.NewFort, true,
			map[string]int{"Chester Mix": 3 + 2, "Rockerboy Promotion": 3 + 2, ngcg: 4}},
		{"New Galveston City Grid: cards of another fort cost their printed trash cost", onr.FortHQ, true,
			map[string]int{"Chester Mix": 3, "Rockerboy Promotion": 3}},
		{"New Galveston City Grid: unrezzed, nothing more", onr.NewFort, false,
			map[string]int{"Chester Mix": 3, "Rockerboy Promotion": 3, ngcg: 4}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			_, fort := x.Install(onr.NewFort, "Rockerboy Promotion", false)
			x.Install(fort, "Chester Mix", false)
			where := tc.where
			if where == onr.NewFort {
				where = fort
			}
			x.Install(where, ngcg, tc.rezzed)
			x.Ready()
			x.ToTurn(runner)
			x.Runner().Bits = 20
			x.Do(runner, fmt.Sprintf("run on fort %d", 1))
			got := trashCosts(t, x)
			want(t, "trash costs asked", fmt.Sprint(got), fmt.Sprint(tc.costs))
		})
	}
	t.Run("New Galveston City Grid: rezzed as it is installed", func(t *testing.T) {
		x, region, _ := installRegion(t, ngcg, 5)
		want(t, ngcg+" rezzed", x.S.Cards[region].Rezzed, true)
		want(t, "bits paid", 5-x.Corp().Bits, int32(1))
	})
}

func TestPanicButton(t *testing.T) {
	t.Run("Panic Button: installed only in HQ", func(t *testing.T) {
		x := newTable(t)
		x.Hand(corp, "Panic Button")
		x.Corp().Bits = 5
		x.Ready()
		var where []string
		for _, o := range x.Options(corp) {
			if rest, ok := strings.CutPrefix(o, "install Panic Button "); ok {
				where = append(where, rest)
			}
		}
		want(t, "where it may be installed", strings.Join(where, ", "), "in HQ")
	})
	const use = "use Panic Button: draw a card"
	for _, tc := range []struct {
		name   string
		rezzed bool
		target string // the fort run on
		offer  bool
	}{
		{"Panic Button: 1 bit: draw a card, during a run on HQ", true, "HQ", true},
		{"Panic Button: not during a run on another fort", true, "R&D", false},
		{"Panic Button: unrezzed, no use", false, "HQ", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			x.Install(onr.FortHQ, "Panic Button", tc.rezzed)
			x.Deck(corp, "Data Wall", "Data Wall")
			x.Ready()
			want(t, "offered outside a run", x.Offered(corp, use), false)
			x.ToTurn(runner)
			x.Corp().Bits = 5
			hand := len(x.Corp().Hand)
			x.Do(runner, "run on "+tc.target)
			x.Do(runner, "continue") // the Corp's window before access, if it has something to do
			want(t, "offered during the run", x.Offered(corp, use), tc.offer)
			if !tc.offer {
				return
			}
			x.Do(corp, use)
			want(t, "bits paid", 5-x.Corp().Bits, int32(1))
			want(t, "cards drawn", len(x.Corp().Hand)-hand, 1)
		})
	}
}

// accessAll plays a run on target to its end, accessing everything and
// trashing nothing, and returns the texts of the accesses, in order
// ("Runner accesses a card in R&D").
func accessAll(t *testing.T, x *onrtest.Table, target string) []string {
	t.Helper()
	x.Events = nil
	x.Do(runner, "run on "+target)
	for i := 0; i < 40 && x.S.Run.Active; i++ {
		switch opts := x.Options(runner); {
		case x.Offered(corp, "pass"):
			x.Do(corp, "pass")
		case len(opts) > 0 && strings.HasPrefix(opts[0], "access "):
			x.Do(runner, opts[0])
		case len(opts) > 0 && strings.HasPrefix(opts[0], "leave "):
			x.Do(runner, opts[0])
		case len(opts) > 0 && x.Decision(runner).Prompt == onr.AccessedHiddenPrompt: // the cards a spectator does not know, left
			x.Do(runner, "decline")
		case x.Offered(runner, "pass"):
			x.Do(runner, "pass")
		case x.Offered(runner, "continue"):
			x.Do(runner, "continue")
		default:
			t.Fatalf("stuck: %s", x.Describe())
		}
	}
	var out []string
	for _, e := range x.Events {
		if e.Type == "access" {
			out = append(out, e.Text())
		}
	}
	return out
}

func TestSimonFrancisco(t *testing.T) {
	const simon = "Simon Francisco"
	t.Run("Simon Francisco: installed only in R&D or HQ", func(t *testing.T) {
		x := newTable(t)
		x.Hand(corp, simon)
		x.Corp().Bits = 5
		x.Ready()
		var where []string
		for _, o := range x.Options(corp) {
			if rest, ok := strings.CutPrefix(o, "install "+simon+" "); ok {
				where = append(where, rest)
			}
		}
		want(t, "where it may be installed", strings.Join(where, ", "), "in HQ, in R&D")
	})
	// R&D holds three Data Walls; the Runner accesses everything.
	for _, tc := range []struct {
		name   string
		where  int32 // Simon Francisco's fort; the run is on R&D
		rezzed bool
		rig    []string
		access string // what is accessed, in order ("a card in R&D": a stored card, or the face-down Simon)
	}{
		{"Simon Francisco: the Runner accesses one less card stored in this fort; Simon himself is accessed (R224, R225)", onr.FortRD, true, nil, simon},
		{"Simon Francisco: with R&D Interface, one card stored in R&D is accessed, not two", onr.FortRD, true, []string{"R&D Interface"}, "a card in R&D; " + simon},
		{"Simon Francisco: a run on another fort accesses as many as ever", onr.FortHQ, true, nil, "a card in R&D"},
		{"Simon Francisco: unrezzed, as many as ever (itself and one stored card)", onr.FortRD, false, nil, "a card in R&D; a card in R&D"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			x.Deck(corp, "Data Wall", "Data Wall", "Data Wall")
			x.Install(tc.where, simon, tc.rezzed)
			x.Rig(tc.rig...)
			x.Ready()
			x.ToTurn(runner)
			got := strings.Join(accessAll(t, x, "R&D"), "; ")
			want(t, "accessed", strings.ReplaceAll(got, "Runner accesses ", ""), tc.access)
		})
	}
}

func TestTwoSimonFranciscos(t *testing.T) {
	t.Run("Simon Francisco: two in R&D access no stored card, never fewer than none; both are accessed", func(t *testing.T) {
		x := newTable(t)
		x.Deck(corp, "Data Wall", "Data Wall", "Data Wall")
		x.Install(onr.FortRD, "Simon Francisco", true)
		x.Install(onr.FortRD, "Simon Francisco", true)
		x.Ready()
		x.ToTurn(runner)
		got := strings.Join(accessAll(t, x, "R&D"), "; ")
		want(t, "accessed", strings.ReplaceAll(got, "Runner accesses ", ""), "Simon Francisco; Simon Francisco")
		want(t, "the run is over", x.S.Run.Active, false)
	})
}

func TestSelfDestruct(t *testing.T) {
	const sd = "Self-Destruct"
	t.Run("Self-Destruct: installed only in a subsidiary data fort", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.NewFort, "Rockerboy Promotion", false)
		x.Hand(corp, sd)
		x.Corp().Bits = 5
		x.Ready()
		var where []string
		for _, o := range x.Options(corp) {
			if rest, ok := strings.CutPrefix(o, "install "+sd+" "); ok {
				where = append(where, rest)
			}
		}
		want(t, "where it may be installed", strings.Join(where, ", "), "in fort 1, in a new fort")
	})
	// Fort 1: Self-Destruct and Rockerboy Promotion, behind an unrezzed
	// Data Wall; the Runner, holding five cards, accesses Self-Destruct
	// first.
	for _, tc := range []struct {
		name    string
		rezzed  bool
		use     bool // the Corp uses it
		offered bool
		damage  int // cards the Runner lost
	}{
		{"Self-Destruct: accessed, the Corp trashes it and the other cards in and on its fort: 1 Net damage for each trashed", true, true, true, 2},
		{"Self-Destruct: the Corp may decline: nothing is trashed", true, false, true, 0},
		{"Self-Destruct: unrezzed, it is not offered (ONR-9.10)", false, true, false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			self, fort := x.Install(onr.NewFort, sd, tc.rezzed)
			node, _ := x.Install(fort, "Rockerboy Promotion", false)
			wall, _ := x.Ice(fort, "Data Wall", false)
			x.Hand(runner, filler("Jack 'n' Joe", 5)...)
			x.Ready()
			x.ToTurn(runner)
			x.Events = nil
			x.Do(runner, "run on fort 1")
			offered := false
			for i := 0; i < 40 && x.S.Run.Active; i++ {
				switch opts := x.Options(runner); {
				case x.Offered(corp, "pass") && !x.Offered(corp, "decline"):
					x.Do(corp, "pass")
				case x.Offered(corp, "decline"):
					offered = true
					if tc.use {
						x.Do(corp, x.Options(corp)[1])
					} else {
						x.Do(corp, "decline")
					}
				case x.Offered(runner, "access "+sd):
					x.Do(runner, "access "+sd)
				case x.Offered(runner, "access an unrezzed card"):
					x.Do(runner, "access an unrezzed card")
				case len(opts) > 0 && strings.HasPrefix(opts[0], "access "), len(opts) > 0 && strings.HasPrefix(opts[0], "leave "):
					x.Do(runner, opts[0])
				case len(opts) > 0 && x.Decision(runner).Prompt == onr.AccessedHiddenPrompt: // the cards a spectator does not know, left
					x.Do(runner, "decline")
				case x.Offered(runner, "continue"):
					x.Do(runner, "continue")
				default:
					t.Fatalf("stuck: %s", x.Describe())
				}
			}
			want(t, "the Corp offered to use it", offered, tc.offered)
			want(t, "cards the Runner lost", 5-len(x.Runner().Hand), tc.damage)
			want(t, "Net damage done", x.Logged(fmt.Sprintf("Runner takes %d Net damage", tc.damage)), tc.damage > 0)
			trashed := tc.damage > 0
			for _, c := range []int32{self, node, wall} {
				want(t, x.G.Title(c)+" trashed", x.S.Cards[c].Zone == onr.ZoneDiscard, trashed)
			}
		})
	}
}

func TestSterdroid(t *testing.T) {
	const use = "use Sterdroid: double the strength of a piece of ice until the end of the turn"
	for _, tc := range []struct {
		name, ice string
		printed   int32
		doubled   int32
		rezzed    bool
		offered   bool
	}{
		{"Sterdroid: 3 bits and trash it: a piece of ice's strength is doubled until the end of the turn", "Wall of Static", 2, 4, true, true},
		{"Sterdroid: doubled above 10, the strength becomes 10", "Wall of Ice", 6, 10, true, true},
		{"Sterdroid: unrezzed, no use", "Wall of Static", 2, 2, false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			sd, _ := x.Install(onr.NewFort, "Sterdroid", tc.rezzed)
			ice, _ := x.Ice(onr.FortHQ, tc.ice, true)
			x.Ice(onr.FortRD, "Tumblers", true) // another piece of ice to choose
			x.Corp().Bits = 4
			x.Ready()
			want(t, "strength before", x.G.IceStrength(ice), tc.printed)
			x.Do(corp, "gain") // the window after the action (ONR-5.1.4)
			want(t, "offered", x.Offered(corp, use), tc.offered)
			if !tc.offered {
				return
			}
			x.Do(corp, use)
			x.Do(corp, "choose "+tc.ice)
			want(t, "bits paid", 5-x.Corp().Bits, int32(3))
			want(t, "Sterdroid trashed", x.S.Cards[sd].Zone, onr.ZoneDiscard)
			want(t, "strength this turn", x.G.IceStrength(ice), tc.doubled)
			x.ToTurn(runner)
			want(t, "strength after the turn", x.G.IceStrength(ice), tc.printed)
		})
	}
	t.Run("Sterdroid: a change of the ice's strength later in the turn is doubled too", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.NewFort, "Sterdroid", true)
		ice, _ := x.Ice(onr.FortHQ, "Wall of Static", true)
		x.Corp().Bits = 4
		x.Ready()
		x.Do(corp, "gain")
		x.Do(corp, use)
		x.Do(corp, "choose Wall of Static")
		x.Install(onr.FortHQ, "Antiquated Interface Routines", true) // +1 to the ice of its fort
		want(t, "strength", x.G.IceStrength(ice), int32((2+1)*2))
	})
}

func TestRedHerrings(t *testing.T) {
	const steal = "steal Hostile Takeover" // "Pay 5 to steal Hostile Takeover?"
	// Hostile Takeover is on top of R&D; the Runner runs on R&D and
	// accesses everything, answering the theft as the case says and
	// trashing Red Herrings if asked to.
	for _, tc := range []struct {
		name          string
		where         int32 // Red Herrings' fort
		rezzed        bool
		bits          int32
		answer        string // to "Pay 5 to steal": steal or leave
		trashHerrings bool
		asked, stolen bool
		paid          int32
	}{
		{"Red Herrings: stealing an agenda accessed from this fort costs 5 bits more", onr.FortRD, true, 10, steal, false, true, true, 5},
		{"Red Herrings: the Runner may leave the agenda: it is not stolen", onr.FortRD, true, 10, "decline", false, true, false, 0},
		{"Red Herrings: a Runner without 5 bits is not asked, and steals nothing", onr.FortRD, true, 4, steal, false, false, false, 0},
		{"Red Herrings: also on the run during which the Runner trashes it (1 bit)", onr.FortRD, true, 10, steal, true, true, true, 5 + 1},
		{"Red Herrings: agendas accessed from another fort cost nothing more", onr.FortHQ, true, 10, steal, false, false, true, 0},
		{"Red Herrings: unrezzed, nothing more", onr.FortRD, false, 10, steal, false, false, true, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			agenda := x.Deck(corp, "Hostile Takeover")[0]
			x.Install(tc.where, "Red Herrings", tc.rezzed)
			x.Ready()
			x.ToTurn(runner)
			x.Runner().Bits = tc.bits
			x.Do(runner, "run on R&D")
			asked := false
			for i := 0; i < 40 && x.S.Run.Active; i++ {
				switch opts := x.Options(runner); {
				case x.Offered(corp, "pass"):
					x.Do(corp, "pass")
				case x.Offered(runner, steal):
					asked = true
					x.Do(runner, tc.answer)
				case x.Offered(runner, "trash Red Herrings for 1"):
					leave := "leave Red Herrings"
					if x.Decision(runner).Prompt == onr.AccessedHiddenPrompt { // unrezzed: in the one question naming no card
						leave = "decline"
					}
					x.Do(runner, map[bool]string{true: "trash Red Herrings for 1", false: leave}[tc.trashHerrings])
				case len(opts) > 0 && (strings.HasPrefix(opts[0], "access ") || strings.HasPrefix(opts[0], "leave ")):
					x.Do(runner, opts[0])
				case x.Offered(runner, "continue"):
					x.Do(runner, "continue")
				default:
					t.Fatalf("stuck: %s", x.Describe())
				}
			}
			want(t, "asked to pay 5 to steal", asked, tc.asked)
			want(t, "Hostile Takeover stolen", x.S.Cards[agenda].Zone == onr.ZoneScored, tc.stolen)
			want(t, "bits paid", tc.bits-x.Runner().Bits, tc.paid)
		})
	}
}

func TestHermanRevista(t *testing.T) {
	const use = "use Herman Revista: rearrange the ice of this fort"
	// HQ: Wall of Static (rezzed, outermost) then an unrezzed Data Wall.
	for _, tc := range []struct {
		name, target string // the fort run on; Herman Revista is in HQ
		rezzed       bool
		offered      bool
	}{
		{"Herman Revista: at the start of a run on this fort, the Corp rearranges its ice", "HQ", true, true},
		{"Herman Revista: not at the start of a run on another fort", "R&D", true, false},
		{"Herman Revista: unrezzed, no use", "HQ", false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			x.Install(onr.FortHQ, "Herman Revista", tc.rezzed)
			outer, _ := x.Ice(onr.FortHQ, "Wall of Static", true)
			inner, _ := x.Ice(onr.FortHQ, "Data Wall", false)
			x.Ice(onr.FortRD, "Data Wall", false) // a start-of-run decision on R&D too
			x.Ready()
			x.ToTurn(runner)
			x.StartOfRun = true
			x.Events = nil
			x.Do(runner, "run on "+tc.target)
			want(t, "offered", x.Offered(corp, use), tc.offered)
			if !tc.offered {
				return
			}
			x.Do(corp, use)
			x.Do(corp, "move Data Wall to position 1 of HQ (outermost first)")
			x.Do(corp, "done")
			want(t, "HQ's ice, outermost first", fmt.Sprint(x.S.Forts[onr.FortHQ].Ice), fmt.Sprint([]int32{inner, outer}))
			want(t, "offered again in the run", x.Offered(corp, use), false)
			toldCorp := false
			for _, e := range x.Events {
				if strings.Contains(e.Text(), "Data Wall") {
					t.Errorf("the unrezzed ice is named to all: %q", e.Text())
				}
				toldCorp = toldCorp || strings.Contains(e.Secret(), "Data Wall moves from position 2 to position 1 of HQ")
			}
			want(t, "the Corp is told which ice moved", toldCorp, true)
			x.Do(corp, "pass")
			want(t, "the first ice approached", x.S.Forts[onr.FortHQ].Ice[x.S.Run.Pos], inner)
		})
	}
}
