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

// toTrace answers pass, continue and done for both sides until the Corp
// is asked for a trace bid; it fails if the run ends first.
func toTrace(t *testing.T, x *onrtest.Table) {
	t.Helper()
	for i := 0; i < 60; i++ {
		if d, ok := engine.DecisionFor(x.G, x.Seat(corp)); ok && d.Kind == engine.Number {
			return
		}
		switch {
		case x.Offered(corp, "pass"):
			x.Do(corp, "pass")
		case x.Offered(runner, "pass"):
			x.Do(runner, "pass")
		case x.Offered(runner, "continue"):
			x.Do(runner, "continue")
		case x.Offered(runner, "done"):
			x.Do(runner, "done")
		default:
			t.Fatalf("no trace: %s", x.Describe())
		}
	}
	t.Fatalf("no trace after 60 answers: %s", x.Describe())
}

func TestUpgradesThatPayForTraces(t *testing.T) {
	const paris = "Paris City Grid"
	t.Run("Paris City Grid: rezzed as installed, 3 bits put on it", func(t *testing.T) {
		x, region, _ := installRegion(t, paris, 5)
		want(t, paris+" rezzed", x.S.Cards[region].Rezzed, true)
		want(t, "bits paid", 5-x.Corp().Bits, int32(2))
		want(t, "bits on "+paris, x.S.Cards[region].Bits, int32(3))
	})
	for _, tc := range []struct {
		name   string
		onFort bool  // Fetch 4.0.1 is on Paris City Grid's fort, not on HQ
		max    int   // the bid the Corp may make with an empty pool
		left   int32 // bits on Paris City Grid after the trace
	}{
		{"Paris City Grid: its bits pay for a trace made during a run on this fort, replaced at the start of the Corp's next turn", true, 3, 0},
		{"Paris City Grid: its bits pay for no trace made during a run on another fort", false, 0, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x, region, fort := installRegion(t, paris, 5)
			where, name := int32(onr.FortHQ), "HQ"
			if tc.onFort {
				where, name = fort, "fort 1"
			}
			x.Ice(where, "Fetch 4.0.1", true)
			x.ToTurn(runner)
			x.Corp().Bits = 0
			x.Do(runner, "run on "+name)
			toTrace(t, x)
			trace(t, x, tc.max, tc.max, "", 0)
			want(t, "bits on "+paris+" after the trace", x.S.Cards[region].Bits, tc.left)
			x.PassAll()
			x.Do(runner, "jack-out")
			x.PassAll()
			want(t, "bits on "+paris+" after the run", x.S.Cards[region].Bits, tc.left)
			x.ToTurn(corp)
			want(t, "bits on "+paris+" at the Corp's next turn", x.S.Cards[region].Bits, int32(3))
		})
	}
	t.Run("Paris City Grid: its bits pay for no trace outside a run", func(t *testing.T) {
		x, _, _ := installRegion(t, paris, 5)
		x.Install(onr.NewFort, "Blood Cat", true)
		x.Corp().Bits = 0
		x.Ready()
		x.Do(corp, "use Blood Cat: Trace 5: give the Runner a tag")
		d := x.Decision(corp)
		want(t, "trace limit offered to the Corp", d.Max, 0)
	})
}

func TestUpgradesThatGiveTheRunnerCounters(t *testing.T) {
	// The Runner accesses Crybaby in a subsidiary fort as often as the
	// case says, then the Corp traces with Blood Cat against his Bakdoor™
	// (base link 3).
	const cry = "Crybaby"
	crying := func(t *testing.T, rezzed bool, accesses int) *onrtest.Table {
		t.Helper()
		x := newTable(t)
		x.Install(onr.NewFort, cry, rezzed)
		x.Install(onr.NewFort, "Blood Cat", true)
		x.Rig("Bakdoor™")
		for range accesses {
			runAccessing(t, x, "fort 1")
			x.PassAll()
			for _, c := range x.Runner().Hand {
				x.S.Cards[c].Zone = onr.ZoneRemoved // the next runAccessing gives him five more
			}
			x.Runner().Hand = nil
		}
		return x
	}
	bloodCat := func(t *testing.T, x *onrtest.Table, bid int) {
		t.Helper()
		x.ToTurn(corp)
		x.Corp().Bits = 5
		x.Events = nil
		x.Do(corp, "use Blood Cat: Trace 5: give the Runner a tag")
		trace(t, x, 5, bid, "Bakdoor™", 0)
		x.PassAll()
	}
	for _, tc := range []struct {
		name     string
		rezzed   bool
		accesses int
		bid      int
		link     int32 // the Runner's link as the trace is revealed
	}{
		{"Crybaby: accessed, the Runner gets a Crying counter: his link is 2 less in each trace", true, 1, 1, 3 - 2},
		{"Crybaby: two counters reduce his link by 4, never below 0", true, 2, 0, 0},
		{"Crybaby: accessed unrezzed, it gives no counter", false, 1, 1, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := crying(t, tc.rezzed, tc.accesses)
			bloodCat(t, x, tc.bid)
			want(t, "the trace as revealed", x.Logged(fmt.Sprintf("the Runner's link is %d (paid 0)", tc.link)), true)
			want(t, "tags", x.Runner().Tags, map[bool]int32{true: 1, false: 0}[int32(tc.bid) >= tc.link])
		})
	}
	t.Run("Crybaby: the Runner removes a Crying counter by taking an action to pay 2 bits", func(t *testing.T) {
		x := crying(t, true, 1)
		x.ToTurn(runner)
		x.Runner().Bits = 5
		actions := x.Runner().Actions
		x.Do(runner, "lift Crybaby counter for 2")
		want(t, "Runner bits", x.Runner().Bits, int32(3))
		want(t, "Runner actions", x.Runner().Actions, actions-1)
		bloodCat(t, x, 1)
		want(t, "the trace as revealed", x.Logged("the Runner's link is 3 (paid 0)"), true)
		want(t, "tags", x.Runner().Tags, int32(0))
	})
}

func TestUpgradesPastTheLastIce(t *testing.T) {
	const lesley = "Lesley Major"
	const use = "use Lesley Major: Pay 5 bits: two advancement counters on a card of this fort"
	t.Run("Lesley Major: installed only in a subsidiary fort", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.NewFort, "Vapor Ops", false)
		x.Hand(corp, lesley)
		x.Corp().Bits = 5
		x.Ready()
		var where []string
		for _, o := range x.Options(corp) {
			if rest, ok := strings.CutPrefix(o, "install "+lesley+" "); ok {
				where = append(where, rest)
			}
		}
		want(t, "where it may be installed", strings.Join(where, ", "), "in fort 1, in a new fort")
	})
	for _, tc := range []struct {
		name   string
		ice    int   // pieces of unrezzed ice on its fort
		rezzed bool  // Lesley Major
		pick   bool  // the Corp pays
		adv    int32 // counters on Vapor Ops after the run
		asked  bool  // the Corp was offered to pay
	}{
		{"Lesley Major: when the Runner passes the last piece of ice of this fort, 5 bits: two advancement counters on a card of this fort", 2, true, true, 2, true},
		{"Lesley Major: a fort with no ice: when the Runner declares the run on it (errata R166)", 0, true, true, 2, true},
		{"Lesley Major: the Corp may decline", 1, true, false, 0, true},
		{"Lesley Major: unrezzed, nothing", 1, false, false, 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			_, fort := x.Install(onr.NewFort, lesley, tc.rezzed)
			ops, _ := x.Install(fort, "Vapor Ops", false)
			x.Install(onr.NewFort, "Information Laundering", false) // advanceable, in another fort
			for range tc.ice {
				x.Ice(fort, "Data Wall", false)
			}
			var picks []string
			if tc.pick {
				picks = []string{use, "choose Vapor Ops"}
			}
			x.Hand(runner, filler("Jack 'n' Joe", 5)...)
			x.Ready()
			x.ToTurn(runner)
			x.Corp().Bits = 7
			x.Do(runner, "run on fort 1")
			asked, passes := false, 0
			for i := 0; i < 60 && x.S.Run.Active; i++ {
				if x.Offered(corp, use) {
					asked = true
					if x.S.Run.Pos < int32(tc.ice) {
						t.Errorf("offered after passing %d of %d pieces of ice", x.S.Run.Pos, tc.ice)
					}
				}
				if x.Offered(corp, "choose Information Laundering") {
					t.Errorf("a card of another fort offered for the counters")
				}
				if i := slices.IndexFunc(picks, func(p string) bool { return x.Offered(corp, p) }); i >= 0 {
					x.Do(corp, picks[i])
					picks = slices.Delete(picks, i, i+1)
					continue
				}
				if asked && x.Offered(corp, "decline") {
					x.Do(corp, "decline")
					continue
				}
				opts := x.Options(runner)
				switch {
				case x.Offered(runner, "continue"):
					passes++
					x.Do(runner, "continue")
				case len(opts) > 0 && (strings.HasPrefix(opts[0], "leave ") || strings.HasPrefix(opts[0], "access ")):
					x.Do(runner, opts[0])
				default:
					x.PassAll()
				}
			}
			if len(picks) > 0 {
				t.Fatalf("the Corp was never offered %q", picks)
			}
			want(t, "the Corp was offered to pay", asked, tc.asked)
			want(t, "advancement counters on Vapor Ops", x.S.Cards[ops].Adv, tc.adv)
			want(t, "Corp bits", x.Corp().Bits, int32(7)-5*int32(tc.adv/2))
		})
	}
}

func TestUpgradesThatBanBits(t *testing.T) {
	// HQ has a rezzed Wall of Static; the Runner has Cloak (3 stealth bits
	// for icebreakers), Dwarf and an empty pool.
	const surveillance = "Twenty-Four-Hour Surveillance"
	for _, tc := range []struct {
		name   string
		where  int32 // Twenty-Four-Hour Surveillance's fort
		rezzed bool
		breaks bool // Dwarf may break, paid with Cloak's bits
	}{
		{"Twenty-Four-Hour Surveillance: during runs on this fort, the Runner cannot use bits from stealth sources", onr.FortHQ, true, false},
		{"Twenty-Four-Hour Surveillance: runs on other forts are not affected", onr.FortRD, true, true},
		{"Twenty-Four-Hour Surveillance: unrezzed, no effect", onr.FortHQ, false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			x.Install(tc.where, surveillance, tc.rezzed)
			x.Deck(corp, filler("Data Wall", 5)...)
			x.Ice(onr.FortHQ, "Wall of Static", true)
			cloak := x.Rig("Cloak", "Dwarf")[0]
			x.Runner().Bits = 0
			x.Ready().ToTurn(runner)
			runHQ(x)
			want(t, "Dwarf may break, paid with Cloak's bits", x.Offered(runner, "break subroutine 1 with Dwarf"), tc.breaks)
			if tc.breaks {
				x.Do(runner, "break subroutine 1 with Dwarf")
				want(t, "bits left on Cloak", x.S.Cards[cloak].Bits, int32(2))
			}
		})
	}
	t.Run("Twenty-Four-Hour Surveillance: bits of cards that are not stealth sources still pay", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.FortHQ, surveillance, true)
		x.Deck(corp, filler("Data Wall", 5)...)
		x.Ice(onr.FortHQ, "Wall of Static", true)
		deck := x.Rig("Omnitech \"Spinal Tap\" Cybermodem", "Dwarf")[0] // 2 bits for icebreakers, no stealth
		x.Runner().Bits = 0
		x.Ready().ToTurn(runner)
		runHQ(x)
		x.Do(runner, "break subroutine 1 with Dwarf")
		want(t, "bits left on the cybermodem", x.S.Cards[deck].Bits, int32(1))
	})
}

func TestUpgradesThatSwapIceWithHQ(t *testing.T) {
	const swap = ": swap an unrezzed piece of ice of this fort with an ice card of HQ"
	// swapTable: the upgrade (rezzed or not) in HQ, an unrezzed Data Wall
	// on HQ and on R&D, Wall of Static in the Corp's hand; the Runner in
	// his turn with 5 bits.
	swapTable := func(t *testing.T, upgrade string, rezzed bool) (x *onrtest.Table, wall, static int32) {
		t.Helper()
		x = newTable(t)
		x.Install(onr.FortHQ, upgrade, rezzed)
		wall, _ = x.Ice(onr.FortHQ, "Data Wall", false)
		x.Ice(onr.FortRD, "Data Wall", false)
		static = x.Hand(corp, "Wall of Static")[0]
		x.Ready()
		x.ToTurn(runner)
		return x, wall, static
	}
	for _, upgrade := range []string{"Omni Kismet, Ph. D.", "Singapore City Grid"} {
		use := "use " + upgrade + swap
		t.Run(upgrade+": during a run on this fort, once: an unrezzed piece of ice swapped with an ice card of HQ, concealed", func(t *testing.T) {
			x, wall, static := swapTable(t, upgrade, true)
			x.Events = nil
			x.Do(runner, "run on HQ")
			x.Do(corp, use)
			x.Do(corp, "choose Data Wall")
			x.Do(corp, "choose Wall of Static")
			hq := x.S.Forts[onr.FortHQ].Ice
			want(t, "the ice of HQ", len(hq) == 1 && hq[0] == static, true)
			want(t, "Wall of Static rezzed", x.S.Cards[static].Rezzed, false)
			want(t, "Data Wall stored in HQ", x.S.Cards[wall].Zone, onr.ZoneHand)
			want(t, "the Runner is still approaching the outermost piece", x.S.Run.Pos, int32(0))
			for _, e := range x.Events {
				if text := e.Text(); strings.Contains(text, "Wall of Static") || strings.Contains(text, "Data Wall") {
					t.Errorf("a public event names the ice: %q", text)
				}
			}
			for i := 0; i < 20 && x.S.Run.Active; i++ {
				if x.Offered(corp, use) {
					t.Fatalf("offered twice in one run")
				}
				x.PassAll()
				if x.Offered(runner, "continue") {
					x.Do(runner, "continue")
				} else if opts := x.Options(runner); len(opts) > 0 && (strings.HasPrefix(opts[0], "leave ") || strings.HasPrefix(opts[0], "access ")) {
					x.Do(runner, opts[0])
				}
			}
			x.Do(runner, "run on HQ")
			want(t, "offered again in the next run", x.Offered(corp, use), true)
		})
		t.Run(upgrade+": with no ice card in HQ, the same questions, the second offering only none: the Runner cannot tell", func(t *testing.T) {
			// What the Runner observes (who is asked, the prompt) of the
			// two questions after the Corp's use of the ability, with an
			// ice card in HQ and with none.
			seen := func(withIce bool) (asked []string, x *onrtest.Table) {
				x, wall, static := swapTable(t, upgrade, true)
				if !withIce {
					x.G.Put(static, onr.ZoneDeck, true)
					x.Hand(corp, "Accounts Receivable")
				}
				x.Do(runner, "run on HQ")
				x.Do(corp, use)
				for i := 0; i < 2 && len(x.G.Pending()) > 0; i++ {
					asked = append(asked, fmt.Sprint(x.G.Pending()[0].Seat, " ", x.G.Pending()[0].Prompt))
					answers := []string{"choose Data Wall", "choose Wall of Static", "none"}
					if k := slices.IndexFunc(answers, func(o string) bool { return x.Offered(corp, o) }); k >= 0 {
						x.Do(corp, answers[k])
					}
				}
				if withIce {
					want(t, "Data Wall stored in HQ", x.S.Cards[wall].Zone, onr.ZoneHand)
				} else {
					want(t, "Data Wall left on HQ", x.S.Cards[wall].Zone, onr.ZoneIce)
				}
				return asked, x
			}
			with, _ := seen(true)
			without, _ := seen(false)
			if !slices.Equal(with, without) || len(with) != 2 {
				t.Fatalf("the Corp is asked %q with an ice card in HQ and %q with none", with, without)
			}
		})
		t.Run(upgrade+": not during a run on another fort", func(t *testing.T) {
			x, _, _ := swapTable(t, upgrade, true)
			x.Do(runner, "run on R&D")
			want(t, "offered", x.Offered(corp, use), false)
		})
		t.Run(upgrade+": rezzed ice is not swapped", func(t *testing.T) {
			x, wall, _ := swapTable(t, upgrade, true)
			x.S.Cards[wall].Rezzed = true
			x.Do(runner, "run on HQ")
			x.Do(corp, use)
			want(t, "a choice of ice", x.Offered(corp, "choose Data Wall"), false)
			want(t, "Data Wall on HQ", x.S.Cards[wall].Zone, onr.ZoneIce)
		})
	}
	t.Run("Omni Kismet, Ph. D.: a piece of ice the Runner has passed swapped, he stays where he was", func(t *testing.T) {
		x, wall, static := swapTable(t, "Omni Kismet, Ph. D.", true)
		inner, _ := x.Ice(onr.FortHQ, "Data Wall", false)
		x.Ready()
		x.Do(runner, "run on HQ")
		x.PassAll()
		x.Do(runner, "continue")
		want(t, "the Runner's position", x.S.Run.Pos, int32(1))
		x.Do(corp, "use Omni Kismet, Ph. D."+swap)
		x.Do(corp, "choose Data Wall") // the outer one, listed first
		x.Do(corp, "choose Wall of Static")
		want(t, "the outer Data Wall stored in HQ", x.S.Cards[wall].Zone, onr.ZoneHand)
		want(t, "the ice of HQ", slices.Equal(x.S.Forts[onr.FortHQ].Ice, []int32{static, inner}), true)
		want(t, "the Runner's position", x.S.Run.Pos, int32(1))
	})
	t.Run("Singapore City Grid: rezzed as it is installed", func(t *testing.T) {
		x, region, _ := installRegion(t, "Singapore City Grid", 5)
		want(t, "rezzed", x.S.Cards[region].Rezzed, true)
	})
}
