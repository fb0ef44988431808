package cards_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Cards of issue 27's run-position and class-C group (runposition27.go).
func TestRunPosition27(t *testing.T) {
	// Library Search on R&D with ice of fort R&D (outermost first) and a
	// rig; the Runner has bits for the breakers.
	librarySearch := func(t *testing.T, ice, rig []string) *onrtest.Table {
		t.Helper()
		return runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "Library Search")
			for j := len(ice) - 1; j >= 0; j-- {
				x.Ice(onr.FortRD, ice[j], true)
			}
			x.Rig(rig...)
			x.Deck(corp, "Data Wall", "Quandary", "Hunter", "Banpei", "Laser Wire")
			x.Runner().Bits = 9
		})
	}
	t.Run("Library Search: a run on R&D or HQ, chosen as it is played, never on the Archives", func(t *testing.T) {
		x := librarySearch(t, nil, nil)
		for fort, ok := range map[string]bool{"R&D": true, "HQ": true, "the Archives": false} {
			want(t, "Library Search offered on "+fort, x.Offered(runner, "play Library Search on "+fort), ok)
		}
	})
	for _, tc := range []struct {
		name  string
		ice   []string
		rig   []string
		do    func(t *testing.T, x *onrtest.Table)
		extra bool
	}{
		{name: "two additional cards with no noisy icebreaker and no trace", extra: true},
		{name: "two additional cards after a quiet icebreaker broke R&D's ice", ice: []string{"Data Wall"}, rig: []string{"Dwarf"}, extra: true,
			do: func(t *testing.T, x *onrtest.Table) { breakAndContinue(x, "Dwarf") }},
		{name: "no additional card after a noisy icebreaker was used in the run", ice: []string{"Data Wall"}, rig: []string{"Hammer"},
			do: func(t *testing.T, x *onrtest.Table) { breakAndContinue(x, "Hammer") }},
		{name: "no additional card after a trace attempt in the run", ice: []string{"Fetch 4.0.1"},
			do: func(t *testing.T, x *onrtest.Table) {
				trace(t, x, 3, 0, "", 0)
				x.Do(runner, "continue")
				x.PassAll()
				want(t, "Runner tags", x.Runner().Tags, 1)
			}},
	} {
		t.Run("Library Search: "+tc.name, func(t *testing.T) {
			x := librarySearch(t, tc.ice, tc.rig)
			x.Events = nil
			x.Do(runner, "play Library Search on R&D")
			x.PassAll()
			if tc.do != nil {
				tc.do(t, x)
			} else {
				x.Do(runner, "continue")
				x.PassAll()
			}
			got := strings.Join(accessed(x), ", ")
			exp := map[bool]string{false: "Data Wall", true: "Data Wall, Quandary, Hunter"}[tc.extra]
			want(t, "accessed", got, exp)
		})
	}

	// Speed Trap against TRAP! installed unrezzed in a fort with the ice
	// given (rezzed), the Corp rezzing TRAP! at its first chance; the
	// Runner answers with jack, and goes on otherwise.
	speedTrap := func(t *testing.T, ice []string, jack string) *onrtest.Table {
		t.Helper()
		x := newTable(t)
		c, _ := x.Install(onr.NewFort, "TRAP!", false)
		for _, i := range ice {
			x.Ice(x.S.Cards[c].Fort, i, true)
		}
		x.Rig("Speed Trap", "Dwarf")
		x.Hand(runner, filler("Jack 'n' Joe", 5)...)
		x.Ready()
		x.ToTurn(runner)
		x.Corp().Bits, x.Runner().Bits = 9, 9
		x.Events = nil
		x.Do(runner, "run on fort 1")
		answered := false
		for i := 0; i < 30 && x.S.Run.Active; i++ {
			switch {
			case x.Offered(corp, "rez TRAP!"):
				x.Do(corp, "rez TRAP!")
				if d := x.Decision(runner); !answered && d.Prompt != "Jack out before it takes effect, or continue the run" {
					t.Fatalf("after the rez the Runner is asked %q", d.Prompt)
				}
				answered = true
				x.Do(runner, jack)
			case x.Offered(corp, "use TRAP!: Pay 4 bits: 3 Net damage and a tag"):
				x.Do(corp, "use TRAP!: Pay 4 bits: 3 Net damage and a tag")
			case x.Offered(runner, "break subroutine 1 with Dwarf"):
				x.Do(runner, "break subroutine 1 with Dwarf")
			case x.Offered(runner, "continue"):
				x.Do(runner, "continue")
			case len(x.Options(runner)) > 0 && strings.HasPrefix(x.Options(runner)[0], "leave "):
				x.Do(runner, x.Options(runner)[0])
			default:
				x.PassAll()
			}
		}
		if !answered {
			t.Fatalf("the Corp was never offered the rez of TRAP!")
		}
		return x
	}
	t.Run("Speed Trap: after the Corp rezzes a node past the last ice, the Runner jacks out: the run is successful, nothing accessed (R469, R238)", func(t *testing.T) {
		x := speedTrap(t, nil, "jack-out")
		want(t, "run successful", x.Logged("The run is successful"), true)
		want(t, "cards accessed", len(accessed(x)), 0)
		want(t, "cards left in the Runner's hand", len(x.Runner().Hand), 5)
		want(t, "Corp bits (9 less TRAP!'s rez cost)", x.Corp().Bits, 9-x.S.RezCost(newest(x, "TRAP!")))
	})
	t.Run("Speed Trap: after the Corp rezzes a node before the last ice, the Runner jacks out: the run is unsuccessful", func(t *testing.T) {
		x := speedTrap(t, []string{"Data Wall"}, "jack-out")
		want(t, "run successful", x.Logged("The run is successful"), false)
		want(t, "Runner jacked out", x.Logged("Runner jacks out"), true)
		want(t, "cards accessed", len(accessed(x)), 0)
		want(t, "cards left in the Runner's hand", len(x.Runner().Hand), 5)
	})
	t.Run("Speed Trap: the Runner who goes on meets TRAP!'s effect", func(t *testing.T) {
		x := speedTrap(t, nil, "continue")
		want(t, "cards accessed", len(accessed(x)), 1)
		want(t, "cards left in the Runner's hand", len(x.Runner().Hand), 2)
	})
	t.Run("Speed Trap: not after a rez of ice, only of an upgrade or node (R470)", func(t *testing.T) {
		x := fortSetup(t, []string{"Data Wall?"}, []string{"Speed Trap"}, 5, 9, 9)
		x.Do(runner, "run on HQ")
		x.Do(corp, "rez Data Wall")
		want(t, "Runner asked after the rez of ice", x.Decision(runner).Prompt == "Jack out before it takes effect, or continue the run", false)
	})

	// Jenny Jett, rezzed, on a new fort with the ice given (rezzed,
	// outermost first); the Corp holds Wall of Static and Hunter in HQ and
	// corpBits; the Runner has Dwarf, which breaks only Data Wall. The Corp's picks are taken when
	// offered (each once); it passes the rest. It returns the table, the
	// fort, how many times the Corp was asked to install ice from HQ and
	// whether the Runner could jack out between Wall of Static's install
	// and its approach.
	jenny := func(t *testing.T, ice []string, corpBits int32, picks ...string) (*onrtest.Table, int32, int, bool) {
		t.Helper()
		x := newTable(t)
		c, _ := x.Install(onr.NewFort, "Jenny Jett", true)
		fort := x.S.Cards[c].Fort
		for j := len(ice) - 1; j >= 0; j-- {
			x.Ice(fort, ice[j], true)
		}
		x.Hand(corp, "Wall of Static", "Hunter")
		x.Rig("Dwarf")
		x.Ready()
		x.ToTurn(runner)
		x.Corp().Bits, x.Runner().Bits = corpBits, 9
		x.Events = nil
		x.Do(runner, "run on fort 1")
		asked, installed, approached, jackOut := 0, false, false, false
		for i := 0; i < 30 && x.S.Run.Active; i++ {
			jennyAsks := x.Offered(corp, "decline") && strings.Contains(x.Decision(corp).Prompt, "install ice from HQ innermost")
			if jennyAsks {
				asked++
			}
			installed = installed || x.Logged("Corp installs a card on fort 1")
			approached = approached || (installed && x.Offered(corp, "rez Wall of Static"))
			jackOut = jackOut || (installed && !approached && x.Offered(runner, "jack-out"))
			if j := slices.IndexFunc(picks, func(p string) bool { return x.Offered(corp, p) }); j >= 0 {
				x.Do(corp, picks[j])
				picks = slices.Delete(picks, j, j+1)
				continue
			}
			if jennyAsks {
				x.Do(corp, "decline") // no pick given for this question
				continue
			}
			switch opts := x.Options(runner); {
			case x.Offered(runner, "break subroutine 1 with Dwarf") && x.G.Title(x.S.Run.Encounter) == "Data Wall":
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
		return x, fort, asked, jackOut
	}
	iceTitles := func(x *onrtest.Table, fort int32) string {
		var out []string
		for _, c := range x.S.Forts[fort].Ice {
			out = append(out, x.G.Title(c))
		}
		return strings.Join(out, ", ")
	}
	t.Run("Jenny Jett: past the last ice, ice from HQ installed innermost for 1 bit per ice there, which the Runner approaches (R162)", func(t *testing.T) {
		x, fort, _, jackOut := jenny(t, []string{"Data Wall"}, 5, "install Wall of Static on fort 1", "rez Wall of Static")
		want(t, "ice of the fort, outermost first", iceTitles(x, fort), "Data Wall, Wall of Static")
		want(t, "the Runner could jack out before approaching it", jackOut, false)
		wantRunEndedBy(t, x, "Wall of Static")
		want(t, "Corp bits (5, 1 to install behind one ice, 2 to rez)", x.Corp().Bits, 5-1-x.S.RezCost(newest(x, "Wall of Static")))
	})
	t.Run("Jenny Jett: a run on its fort with no ice: installed at no cost, approached; once per run, the Runner then accesses", func(t *testing.T) {
		x, fort, asked, _ := jenny(t, nil, 5, "install Wall of Static on fort 1")
		want(t, "ice of the fort", iceTitles(x, fort), "Wall of Static")
		want(t, "times the Corp was asked", asked, 1)
		want(t, "Corp bits", x.Corp().Bits, int32(5))
		want(t, "run successful past the unrezzed ice", x.Logged("The run is successful"), true)
	})
	t.Run("Jenny Jett: the Corp may decline; ice it cannot pay for is not offered", func(t *testing.T) {
		x, fort, asked, _ := jenny(t, []string{"Data Wall"}, 5, "decline")
		want(t, "ice of the fort after declining", iceTitles(x, fort), "Data Wall")
		want(t, "times the Corp was asked", asked, 1)
		want(t, "run successful", x.Logged("The run is successful"), true)
		x, _, _, _ = jenny(t, []string{"Data Wall"}, 0, "decline")
		want(t, "ice offered with no bits for the install", x.Logged("Corp installs a card on fort 1"), false)
	})
	// Hidden information: asked only when HQ holds ice the Corp can pay
	// for, the question would tell the Runner so. One ice on the fort,
	// Wall of Static and Hunter in HQ: with 0 bits the Corp can pay for
	// neither, with 5 for both; it is asked once either way.
	t.Run("Jenny Jett: the Corp is asked whenever HQ holds a card, whether or not it holds ice it can pay for", func(t *testing.T) {
		for _, tc := range []struct {
			name string
			bits int32
		}{{"no bits for Wall of Static or Hunter", 0}, {"bits for either", 5}} {
			x, _, asked, _ := jenny(t, []string{"Data Wall"}, tc.bits, "decline")
			want(t, "times the Corp was asked, "+tc.name, asked, 1)
			want(t, "run successful, "+tc.name, x.Logged("The run is successful"), true)
		}
	})
	t.Run("Lesley Major: once a run, even when Jenny Jett puts ice past the Runner (R162, R166)", func(t *testing.T) {
		const use = "use Lesley Major: Pay 5 bits: two advancement counters on a card of this fort"
		x := newTable(t)
		_, fort := x.Install(onr.NewFort, "Lesley Major", true)
		x.Install(fort, "Jenny Jett", true)
		x.Install(fort, "Vapor Ops", false)
		x.Hand(corp, "Wall of Static")
		x.Ready()
		x.ToTurn(runner)
		x.Corp().Bits = 20
		x.Do(runner, "run on fort 1")
		asked := 0
		for i := 0; i < 40 && x.S.Run.Active; i++ {
			switch opts := x.Options(runner); {
			case x.Offered(corp, "resolve Lesley Major"):
				x.Do(corp, "resolve Lesley Major")
			case x.Offered(corp, use):
				asked++
				x.Do(corp, use)
			case x.Offered(corp, "choose Vapor Ops"):
				x.Do(corp, "choose Vapor Ops")
			case x.Offered(corp, "install Wall of Static on fort 1"):
				x.Do(corp, "install Wall of Static on fort 1")
			case x.Offered(runner, "continue"):
				x.Do(runner, "continue")
			case len(opts) > 0 && strings.HasPrefix(opts[0], "leave "):
				x.Do(runner, opts[0])
			default:
				x.PassAll()
			}
		}
		want(t, "ice Jenny Jett installed", len(x.S.Forts[fort].Ice), 1)
		want(t, "times Lesley Major was offered", asked, 1)
	})

	// Pavit Bharat, unrezzed, with Vapor Ops in a new fort with the pieces
	// of unrezzed Data Wall given; the Corp holds TRAP!, Chester Mix, Wall
	// of Static, Hostile Takeover and Accounts Receivable in HQ and 9 bits
	// (neither the ice nor the operation may be installed in the fort). The
	// Runner runs on the fort and goes on; the Corp rezzes Pavit Bharat as
	// soon as it is offered and then installs Chester Mix and TRAP!. It returns the table, the fort and
	// how many pieces of ice the Runner had passed when the rez was offered
	// (-1: never).
	pavit := func(t *testing.T, ice int) (*onrtest.Table, int32, int32) {
		t.Helper()
		x := newTable(t)
		c, _ := x.Install(onr.NewFort, "Pavit Bharat", false)
		fort := x.S.Cards[c].Fort
		x.Install(fort, "Vapor Ops", false)
		for range ice {
			x.Ice(fort, "Data Wall", false)
		}
		x.Hand(corp, "TRAP!", "Chester Mix", "Wall of Static", "Hostile Takeover", "Accounts Receivable")
		x.Ready()
		x.ToTurn(runner)
		x.Corp().Bits = 9
		x.Do(runner, "run on fort 1")
		at := int32(-1)
		for i := 0; i < 30 && x.S.Run.Active; i++ {
			for _, c := range []string{"Wall of Static", "Accounts Receivable"} {
				if x.Offered(corp, "install "+c+" in fort 1") {
					t.Errorf("Pavit Bharat offers to install %s, not a card that goes in a fort", c)
				}
			}
			switch opts := x.Options(runner); {
			case x.Offered(corp, "rez Pavit Bharat"):
				at = x.S.Run.Pos
				x.Do(corp, "rez Pavit Bharat")
			case x.Offered(corp, "install Chester Mix in fort 1"):
				x.Do(corp, "install Chester Mix in fort 1")
			case x.Offered(corp, "install TRAP! in fort 1"):
				x.Do(corp, "install TRAP! in fort 1")
			case x.Offered(runner, "continue"):
				x.Do(runner, "continue")
			case len(opts) > 0 && strings.HasPrefix(opts[0], "leave "):
				x.Do(runner, opts[0])
			default:
				x.PassAll()
			}
		}
		return x, fort, at
	}
	t.Run("Pavit Bharat: installed only in a subsidiary fort", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.NewFort, "Vapor Ops", false)
		x.Hand(corp, "Pavit Bharat")
		x.Ready()
		var where []string
		for _, o := range x.Options(corp) {
			if rest, ok := strings.CutPrefix(o, "install Pavit Bharat "); ok {
				where = append(where, rest)
			}
		}
		want(t, "where it may be installed", strings.Join(where, ", "), "in fort 1, in a new fort")
	})
	t.Run("Pavit Bharat: rezzed only when the Runner has passed the last ice of its fort, or declared a run on it with none (errata R196)", func(t *testing.T) {
		for _, ice := range []int{2, 0} {
			if _, _, at := pavit(t, ice); at != int32(ice) {
				t.Errorf("with %d pieces of ice the rez was offered with %d passed (want %d)", ice, at, ice)
			}
		}
	})
	t.Run("Pavit Bharat: rezzed, the cards in its fort go to HQ, itself too (R195), and as many cards of HQ are installed there", func(t *testing.T) {
		x, fort, _ := pavit(t, 1)
		var in []string
		for _, c := range x.S.Forts[fort].Cards {
			in = append(in, x.G.Title(c))
		}
		want(t, "cards in the fort", strings.Join(in, ", "), "Chester Mix, TRAP!")
		want(t, "ice on the fort", len(x.S.Forts[fort].Ice), 1)
		for _, title := range []string{"Pavit Bharat", "Vapor Ops", "Wall of Static"} {
			want(t, title+" in HQ", x.S.Cards[newest(x, title)].Zone, onr.ZoneHand)
		}
	})
}

// breakAndContinue breaks the one subroutine of the ice encountered with
// breaker and goes on.
func breakAndContinue(x *onrtest.Table, breaker string) {
	x.T.Helper()
	x.Do(runner, "break subroutine 1 with "+breaker)
	x.Do(runner, "continue")
	x.PassAll()
}
