package onr_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// ttWindowUse is a Runner ability usable in any priority window, needed to
// see the order of a window (R025): The Shell Traders' "1 bit: remove one
// Shell counter from a card" (R495).
const ttWindowUse = "use The Shell Traders: Remove a Shell counter"

// ttWindowAbility installs The Shell Traders with a Dwarf set aside under
// three Shell counters, so that ttWindowUse is offered in every window.
func ttWindowAbility(x *onrtest.Table) {
	x.T.Helper()
	x.Rig("The Shell Traders")
	x.G.SetAside(x.Card("Dwarf"), 3)
}

// ttStartsWith returns the options that begin with prefix.
func ttStartsWith(opts []string, prefix string) []string {
	var out []string
	for _, o := range opts {
		if strings.HasPrefix(o, prefix) {
			out = append(out, o)
		}
	}
	return out
}

func TestRulesInstallingIce(t *testing.T) {
	for _, tc := range []struct {
		name     string
		existing []string
		want     int32
	}{
		{"ONR-8.2.2 ice on an empty fort costs nothing", nil, 0},
		{"ONR-8.2.2 ice costs 1 bit with one ice already on the fort", []string{"Data Wall"}, 1},
		{"ONR-8.2.2 ice costs 2 bits with two ice already on the fort", []string{"Data Wall", "Quandary"}, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := onrtest.New(t, 1)
			for _, title := range tc.existing {
				x.Ice(onr.FortHQ, title, false)
			}
			ice := x.Hand(onr.Corp, "Wall of Static")[0]
			x.Ready()
			x.Do(onr.Corp, "install Wall of Static on HQ")
			if tc.want > 0 {
				if got := ttStartsWith(x.Options(onr.Corp), "done"); !slices.Equal(got, []string{fmt.Sprintf("done (pay %d)", tc.want)}) {
					t.Fatalf("pay options %q", got)
				}
				x.Do(onr.Corp, x.Options(onr.Corp)[0])
			}
			if x.Corp().Bits != 5-tc.want || x.Corp().Actions != 2 {
				t.Fatalf("bits %d actions %d", x.Corp().Bits, x.Corp().Actions)
			}
			// ONR-8.2.4: the new ice is outermost.
			if ices := x.S.Forts[onr.FortHQ].Ice; len(ices) != len(tc.existing)+1 || ices[0] != ice {
				t.Fatalf("HQ ice %q, want Wall of Static outermost", ttTitles(x.G, ices))
			}
			if k := x.S.Cards[ice]; k.Rezzed || k.Zone != onr.ZoneIce {
				t.Fatalf("ONR-8.1.1: installed ice rezzed=%v zone %s", k.Rezzed, k.Zone)
			}
		})
	}

	t.Run("ONR-8.2.4 new ice goes outermost on a subsidiary fort", func(t *testing.T) {
		x := onrtest.New(t, 1)
		x.Install(onr.NewFort, "Hostile Takeover", false)
		x.Ice(3, "Data Wall", false)
		x.Ice(3, "Quandary", false)
		ice := x.Hand(onr.Corp, "Wall of Static")[0]
		x.Ready()
		x.Do(onr.Corp, "install Wall of Static on fort 1")
		x.Do(onr.Corp, "done (pay 2)")
		if got := ttTitles(x.G, x.S.Forts[3].Ice); !slices.Equal(got, []string{"Wall of Static", "Data Wall", "Quandary"}) || x.S.Forts[3].Ice[0] != ice {
			t.Fatalf("ice outermost first: %q", got)
		}
	})

	t.Run("ONR-8.2.3 the Corp may trash ice on the fort to lower the cost", func(t *testing.T) {
		x := onrtest.New(t, 1)
		old, _ := x.Ice(onr.FortRD, "Data Wall", false)
		x.Ice(onr.FortRD, "Quandary", false)
		x.Hand(onr.Corp, "Wall of Static")
		x.Ready()
		x.Do(onr.Corp, "install Wall of Static on R&D")
		x.Do(onr.Corp, "trash-ice Data Wall")
		x.Do(onr.Corp, "done (pay 1)")
		if x.Corp().Bits != 4 {
			t.Fatalf("bits %d, want 4", x.Corp().Bits)
		}
		if got := ttTitles(x.G, x.S.Forts[onr.FortRD].Ice); !slices.Equal(got, []string{"Wall of Static", "Quandary"}) {
			t.Fatalf("R&D ice %q", got)
		}
		if !slices.Equal(x.Corp().Discard, []int32{old}) {
			t.Fatalf("Archives %q", ttTitles(x.G, x.Corp().Discard))
		}
	})

	t.Run("ONR-8.2.3 ONR-18.1.2 a Corp that cannot pay must trash ice first", func(t *testing.T) {
		x := onrtest.New(t, 1)
		x.Ice(onr.FortHQ, "Data Wall", false)
		x.Ice(onr.FortHQ, "Quandary", false)
		x.Hand(onr.Corp, "Wall of Static")
		x.Corp().Bits = 1
		x.Ready()
		x.Do(onr.Corp, "install Wall of Static on HQ")
		if got := x.Options(onr.Corp); len(ttStartsWith(got, "done")) != 0 || len(ttStartsWith(got, "trash-ice")) != 2 {
			t.Fatalf("options with 1 bit and 2 ice: %q", got)
		}
		x.Do(onr.Corp, "trash-ice Quandary")
		x.Do(onr.Corp, "done (pay 1)")
		if x.Corp().Bits != 0 || len(x.S.Forts[onr.FortHQ].Ice) != 2 {
			t.Fatalf("bits %d, %d ice", x.Corp().Bits, len(x.S.Forts[onr.FortHQ].Ice))
		}
	})
}

func TestRulesInstallingInForts(t *testing.T) {
	for _, tc := range []struct {
		name    string
		title   string
		central bool
	}{
		{"ONR-8.3.1 agendas install only in subsidiary forts", "Hostile Takeover", false},
		{"ONR-8.3.1 nodes install only in subsidiary forts", "ESA Contract", false},
		{"ONR-8.4.1 upgrades install in any fort, central ones included", "Antiquated Interface Routines", true},
		{"ONR-8.2.1 ice installs on any fort", "Data Wall", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := onrtest.New(t, 1)
			x.Ice(onr.NewFort, "Wall of Static", false)
			x.Hand(onr.Corp, tc.title)
			x.Ready()
			got := ttStartsWith(x.Options(onr.Corp), "install "+tc.title)
			central := 0
			for _, fort := range []string{"HQ", "R&D", "the Archives"} {
				for _, o := range got {
					if strings.HasSuffix(o, " "+fort) {
						central++
					}
				}
			}
			if want := map[bool]int{true: 3, false: 0}[tc.central]; central != want {
				t.Fatalf("%d central forts offered, want %d: %q", central, want, got)
			}
			if len(got) != central+2 || !slices.Contains(got, "install "+tc.title+" in a new fort") {
				t.Fatalf("want fort 1 and a new fort offered too: %q", got)
			}
		})
	}

	t.Run("ONR-8.4.1 an upgrade installed in HQ sits in HQ's fort, and several may", func(t *testing.T) {
		x := onrtest.New(t, 1)
		up := x.Hand(onr.Corp, "Antiquated Interface Routines", "Dieter Esslin")
		x.Ready()
		x.Do(onr.Corp, "install Antiquated Interface Routines in HQ")
		x.PassAll()
		x.Do(onr.Corp, "install Dieter Esslin in HQ")
		if !slices.Equal(x.S.Forts[onr.FortHQ].Cards, up) || len(x.S.Forts) != 3 {
			t.Fatalf("HQ holds %q; %d forts", ttTitles(x.G, x.S.Forts[onr.FortHQ].Cards), len(x.S.Forts))
		}
	})

	t.Run("ONR-8.5.1 installing in a new fort creates a subsidiary fort", func(t *testing.T) {
		x := onrtest.New(t, 1)
		c := x.Hand(onr.Corp, "Hostile Takeover")[0]
		x.Ready()
		x.Do(onr.Corp, "install Hostile Takeover in a new fort")
		if len(x.S.Forts) != 4 || !slices.Equal(x.S.Forts[3].Cards, []int32{c}) || x.Corp().Bits != 5 {
			t.Fatalf("%d forts, bits %d", len(x.S.Forts), x.Corp().Bits)
		}
	})

	for _, tc := range []struct {
		name, old, new string
	}{
		{"ONR-8.3.3 installing an agenda where an agenda is trashes the old one face down", "Hostile Takeover", "Tycho Extension"},
		{"ONR-8.3.3 installing a node where an agenda is trashes the agenda", "Hostile Takeover", "ESA Contract"},
		{"ONR-8.3.3 installing an agenda where a node is trashes the node", "Rustbelt HQ Branch", "Tycho Extension"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := onrtest.New(t, 1)
			old, f := x.Install(onr.NewFort, tc.old, false)
			up, _ := x.Install(f, "Antiquated Interface Routines", false)
			c := x.Hand(onr.Corp, tc.new)[0]
			x.Ready()
			x.Do(onr.Corp, "install "+tc.new+" in fort 1")
			if !slices.Equal(x.Corp().Discard, []int32{old}) || x.S.Cards[old].FaceUp {
				t.Fatalf("Archives %q, old card face up %v", ttTitles(x.G, x.Corp().Discard), x.S.Cards[old].FaceUp)
			}
			if got := x.S.Forts[f].Cards; !slices.Contains(got, c) || !slices.Contains(got, up) || len(got) != 2 {
				t.Fatalf("fort holds %q; the upgrade must stay", ttTitles(x.G, got))
			}
		})
	}

	t.Run("ONR-2.2.4 R003 a fort collapses when its last card leaves", func(t *testing.T) {
		x := onrtest.New(t, 1)
		c, f := x.Install(onr.NewFort, "Hostile Takeover", false)
		x.S.Cards[c].Adv = 3
		x.Ready()
		x.Do(onr.Corp, "gain")
		x.Do(onr.Corp, "score Hostile Takeover")
		if !x.S.Forts[f].Gone {
			t.Fatal("empty fort still exists")
		}
	})
}

func TestRulesRunnerInstallAndMemory(t *testing.T) {
	// runner sets up the Runner's first action with bits to spend.
	runner := func(t *testing.T) *onrtest.Table {
		x := onrtest.New(t, 1)
		x.Deck(onr.Corp, "Data Wall")
		x.Ready()
		x.ToRunnerTurn()
		x.Runner().Bits = 20
		return x
	}

	t.Run("ONR-8.7.1 installing costs an action and the install cost", func(t *testing.T) {
		x := runner(t)
		c := x.Hand(onr.Runner, "Codecracker")[0]
		x.Ready()
		x.Do(onr.Runner, "install Codecracker")
		if x.Runner().Bits != 18 || x.Runner().Actions != 3 || x.S.Cards[c].Zone != onr.ZoneRig {
			t.Fatalf("bits %d actions %d zone %s", x.Runner().Bits, x.Runner().Actions, x.S.Cards[c].Zone)
		}
	})
	t.Run("ONR-8.7.1 ONR-18.1.2 a card the Runner cannot pay for is not offered", func(t *testing.T) {
		x := runner(t)
		x.Hand(onr.Runner, "Dwarf")
		x.Runner().Bits = 5
		x.Ready()
		if len(ttStartsWith(x.Options(onr.Runner), "install Dwarf")) != 0 {
			t.Fatalf("Dwarf (6) offered with 5 bits: %q", x.Options(onr.Runner))
		}
	})

	t.Run("ONR-8.7.3 R074 installing over MU makes the Runner trash programs of his choice", func(t *testing.T) {
		x := runner(t)
		rig := x.Rig("Krash", "Codecracker", "Loony Goon", "Raptor")
		nf := x.Hand(onr.Runner, "Newsgroup Filter")[0]
		x.Ready()
		if _, used := x.G.MU(); used != 4 {
			t.Fatalf("MU used %d", used)
		}
		x.Do(onr.Runner, "install Newsgroup Filter") // R074: MU never prevents the install
		d := x.Decision(onr.Runner)
		if d.Rule != "ONR-8.7.3" || len(ttStartsWith(x.Options(onr.Runner), "trash-program")) != 5 {
			t.Fatalf("%q (%s) offers %q", d.Prompt, d.Rule, x.Options(onr.Runner))
		}
		x.Do(onr.Runner, "trash-program Raptor")
		x.Do(onr.Runner, "trash-program Codecracker")
		if avail, used := x.G.MU(); avail != 4 || used != 4 {
			t.Fatalf("MU %d of %d", used, avail)
		}
		if !slices.Equal(x.Runner().Discard, []int32{rig[3], rig[1]}) || x.S.Cards[nf].Zone != onr.ZoneRig {
			t.Fatalf("trash %q, Newsgroup Filter in %s", ttTitles(x.G, x.Runner().Discard), x.S.Cards[nf].Zone)
		}
		if x.Runner().Actions != 3 {
			t.Fatalf("actions %d", x.Runner().Actions)
		}
	})
	t.Run("ONR-8.7.2 a mem chip raises MU so no program is trashed", func(t *testing.T) {
		x := runner(t)
		x.Rig("WuTech Mem Chip", "Krash", "Codecracker", "Loony Goon", "Raptor")
		x.Hand(onr.Runner, "Grubb")
		x.Ready()
		x.Do(onr.Runner, "install Grubb")
		if avail, used := x.G.MU(); avail != 5 || used != 5 || len(x.Runner().Discard) != 0 {
			t.Fatalf("MU %d of %d, trash %q", used, avail, ttTitles(x.G, x.Runner().Discard))
		}
		if x.Runner().Actions != 3 || !x.Offered(onr.Runner, "gain") {
			t.Fatalf("no trash decision expected: %s", x.Describe())
		}
	})
	t.Run("ONR-8.7.4 R199 losing a mem chip makes the Runner trash programs over MU", func(t *testing.T) {
		x := runner(t)
		x.Rig("WuTech Mem Chip", "Codecracker", "Loony Goon", "Krash", "Dwarf", "Grubb")
		x.Hand(onr.Runner, "Livewire's Contacts", "Jack 'n' Joe", "Score!")
		x.Ice(onr.FortHQ, "Homewrecker™", true)
		x.Corp().Bits = 5
		x.Ready()
		if avail, used := x.G.MU(); avail != 5 || used != 5 {
			t.Fatalf("before: MU %d of %d", used, avail)
		}
		x.Do(onr.Runner, "run on HQ")
		x.PassAll()
		x.Do(onr.Runner, "done")
		x.Number(onr.Corp, 5)
		x.Do(onr.Corp, "trash WuTech Mem Chip")
		// The trace's whole effect resolves (2 meat damage) before the
		// Runner trashes down to 4 MU (R199).
		if got := len(x.Runner().Hand); got != 1 {
			t.Fatalf("hand %d after 2 meat damage, want 1", got)
		}
		x.Do(onr.Runner, "trash-program Krash")
		if avail, used := x.G.MU(); avail != 4 || used != 4 {
			t.Fatalf("after: MU %d of %d, want 4 of 4", used, avail)
		}
	})

	t.Run("ONR-8.8.1 Imp holds up to 2 MU of programs", func(t *testing.T) {
		x := runner(t)
		x.Rig("Imp")
		x.Hand(onr.Runner, "Codecracker", "Loony Goon", "Krash", "Newsgroup Filter")
		x.Ready()
		for _, o := range []string{"install Codecracker in Imp", "install Newsgroup Filter in Imp"} {
			if !x.Offered(onr.Runner, o) {
				t.Fatalf("%q not offered into an empty Imp: %q", o, x.Options(onr.Runner))
			}
		}
		x.Do(onr.Runner, "install Codecracker in Imp")
		x.PassAll()
		if x.Offered(onr.Runner, "install Newsgroup Filter in Imp") || !x.Offered(onr.Runner, "install Loony Goon in Imp") {
			t.Fatalf("with 1 MU of 2 used: %q", x.Options(onr.Runner))
		}
		x.Do(onr.Runner, "install Loony Goon in Imp")
		x.PassAll()
		if got := ttStartsWith(x.Options(onr.Runner), "install"); slices.Contains(got, "install Krash in Imp") || !slices.Contains(got, "install Krash") {
			t.Fatalf("with a full Imp: %q", got)
		}
		if _, used := x.G.MU(); used != 1 {
			t.Fatalf("ONR-8.8.1: hosted programs use normal MU: %d used, want 1 (Imp itself)", used)
		}
	})
	t.Run("ONR-8.8.1 an icebreaker in Imp has -1 strength", func(t *testing.T) {
		x := runner(t)
		imp := x.Rig("Imp")[0]
		in, out := x.Card("Dwarf"), x.Card("Dwarf")
		x.G.InstallRunner(in, imp)
		x.G.InstallRunner(out, 0)
		x.Ready()
		if a, b := x.G.BreakerStrength(in), x.G.BreakerStrength(out); a != 2 || b != 3 {
			t.Fatalf("Dwarf in Imp %d, outside %d; want 2 and 3", a, b)
		}
	})
	t.Run("ONR-8.8.3 R259 trashing Imp trashes the programs in it", func(t *testing.T) {
		x := runner(t)
		imp := x.Rig("Imp")[0]
		dwarf := x.Card("Dwarf")
		x.G.InstallRunner(dwarf, imp)
		x.Rig("Krash", "Codecracker", "Loony Goon")
		x.Hand(onr.Runner, "Raptor")
		x.Ready()
		x.Do(onr.Runner, "install Raptor")
		if x.Offered(onr.Runner, "trash-program Dwarf") {
			t.Fatalf("a hosted program offered to free normal MU: %q", x.Options(onr.Runner))
		}
		x.Do(onr.Runner, "trash-program Imp")
		if x.S.Cards[dwarf].Zone != onr.ZoneDiscard || x.S.Cards[imp].Zone != onr.ZoneDiscard {
			t.Fatalf("Imp in %s, Dwarf in %s", x.S.Cards[imp].Zone, x.S.Cards[dwarf].Zone)
		}
		if _, used := x.G.MU(); used != 4 {
			t.Fatalf("MU used %d", used)
		}
	})
}

func TestRulesRezzing(t *testing.T) {
	t.Run("ONR-9.1 ONR-9.3 a node is rezzed after an action for its rez cost and no action", func(t *testing.T) {
		x := onrtest.New(t, 1)
		c, _ := x.Install(onr.FortHQ, "Antiquated Interface Routines", false)
		x.Ready()
		x.Do(onr.Corp, "gain")
		x.Do(onr.Corp, "rez Antiquated Interface Routines")
		if !x.S.Cards[c].Rezzed || x.Corp().Bits != 6-2 || x.Corp().Actions != 2 {
			t.Fatalf("rezzed %v bits %d actions %d", x.S.Cards[c].Rezzed, x.Corp().Bits, x.Corp().Actions)
		}
	})
	t.Run("ONR-9.1 a card is not offered for rezzing without its rez cost", func(t *testing.T) {
		x := onrtest.New(t, 1)
		x.Install(onr.FortHQ, "Antiquated Interface Routines", false)
		x.Corp().Bits = 0
		x.Ready()
		x.Do(onr.Corp, "gain")
		if x.Offered(onr.Corp, "rez Antiquated Interface Routines") {
			t.Fatalf("offered with 1 bit: %s", x.Describe())
		}
	})
	t.Run("ONR-9.3 a node can be rezzed after the Runner's actions", func(t *testing.T) {
		x := onrtest.New(t, 1)
		x.Deck(onr.Corp, "Data Wall")
		c, _ := x.Install(onr.NewFort, "Rustbelt HQ Branch", false)
		x.Ready()
		x.ToRunnerTurn()
		x.Do(onr.Runner, "gain")
		x.Do(onr.Corp, "rez Rustbelt HQ Branch")
		if !x.S.Cards[c].Rezzed || x.S.Active != x.Seat(onr.Runner) {
			t.Fatalf("rezzed %v active %s", x.S.Cards[c].Rezzed, x.S.Players[x.S.Active].Role)
		}
	})
	t.Run("ONR-9.3 a node can be rezzed at the start of the Corp's turn", func(t *testing.T) {
		x := onrtest.New(t, 1)
		x.Deck(onr.Corp, "Data Wall")
		x.Install(onr.NewFort, "Rustbelt HQ Branch", false)
		x.Ready()
		for x.S.Active == x.Seat(onr.Corp) {
			x.Do(onr.Corp, "gain")
			x.Do(onr.Corp, "pass")
		}
		for x.S.Active == x.Seat(onr.Runner) {
			if x.Offered(onr.Runner, "gain") {
				x.Do(onr.Runner, "gain")
			} else {
				x.Do(onr.Corp, "pass")
			}
		}
		if x.Corp().Actions != 3 || len(x.Corp().Hand) != 1 || !x.Offered(onr.Corp, "rez Rustbelt HQ Branch") {
			t.Fatalf("at turn start (actions %d, HQ %d): %s", x.Corp().Actions, len(x.Corp().Hand), x.Describe())
		}
	})
	t.Run("ONR-9.1 agendas are never rezzed", func(t *testing.T) {
		x := onrtest.New(t, 1)
		x.Install(onr.NewFort, "Hostile Takeover", false)
		x.Ready()
		x.Do(onr.Corp, "gain")
		if len(ttStartsWith(x.Options(onr.Corp), "rez")) != 0 {
			t.Fatalf("%s", x.Describe())
		}
	})
	t.Run("ONR-9.2 ice is not rezzed after an action, only when approached", func(t *testing.T) {
		x := onrtest.New(t, 1)
		x.Deck(onr.Corp, "Data Wall")
		ice, _ := x.Ice(onr.FortHQ, "Wall of Static", false)
		x.Install(onr.FortHQ, "Antiquated Interface Routines", false)
		x.Ready()
		x.Do(onr.Corp, "gain")
		if got := ttStartsWith(x.Options(onr.Corp), "rez"); !slices.Equal(got, []string{"rez Antiquated Interface Routines"}) {
			t.Fatalf("after an action the Corp may rez %q", got)
		}
		x.Do(onr.Corp, "pass")
		x.TakeGains(onr.Corp)
		x.Do(onr.Runner, "gain")
		if x.Offered(onr.Corp, "rez Wall of Static") {
			t.Fatalf("ice offered after the Runner's action: %s", x.Describe())
		}
		x.PassAll()
		x.Do(onr.Runner, "run on HQ")
		if !x.Offered(onr.Corp, "rez Wall of Static") {
			t.Fatalf("approaching the ice, the Corp is not offered its rez: %s", x.Describe())
		}
		bits := x.Corp().Bits
		x.Do(onr.Corp, "rez Wall of Static")
		if !x.S.Cards[ice].Rezzed || x.Corp().Bits != bits-3 {
			t.Fatalf("rezzed %v bits %d→%d", x.S.Cards[ice].Rezzed, bits, x.Corp().Bits)
		}
	})

	t.Run("ONR-9.4 R025 the Runner gets the first chance in the window after an action", func(t *testing.T) {
		x := onrtest.New(t, 1)
		ttWindowAbility(x)
		x.Install(onr.FortHQ, "Antiquated Interface Routines", false)
		x.Ready()
		x.Do(onr.Corp, "gain")
		if !x.Offered(onr.Runner, ttWindowUse) {
			t.Fatalf("the Runner is not asked first: %s", x.Describe())
		}
		if len(x.Options(onr.Corp)) != 0 {
			t.Fatalf("the Corp is asked at the same time: %s", x.Describe())
		}
		x.Do(onr.Runner, "pass")
		if !x.Offered(onr.Corp, "rez Antiquated Interface Routines") {
			t.Fatalf("after the Runner passes the Corp may not rez: %s", x.Describe())
		}
	})
	t.Run("ONR-9.4 R025 the Corp rezzes in the window after the Runner passed: the Runner is asked again", func(t *testing.T) {
		x := onrtest.New(t, 1)
		ttWindowAbility(x)
		x.Install(onr.FortHQ, "Antiquated Interface Routines", false)
		x.Ready()
		x.Do(onr.Corp, "gain")
		x.Do(onr.Runner, "pass")
		x.Do(onr.Corp, "rez Antiquated Interface Routines")
		if !x.Offered(onr.Runner, ttWindowUse) || len(x.Options(onr.Corp)) != 0 {
			t.Fatalf("after the Corp acted, the Runner who had passed is not asked again first: %s", x.Describe())
		}
		bits := x.Runner().Bits
		x.Do(onr.Runner, ttWindowUse)
		if x.Runner().Bits != bits-1 {
			t.Fatalf("the Runner's use in the reopened window: bits %d→%d", bits, x.Runner().Bits)
		}
		x.PassAll()
		if !x.Offered(onr.Corp, "gain") || x.Corp().Actions != 2 {
			t.Fatalf("after everyone passed, the Corp is not at its next action: %s", x.Describe())
		}
	})
	t.Run("ONR-9.4 R025 the Runner gets the first chance at the start of a turn", func(t *testing.T) {
		x := onrtest.New(t, 1)
		x.Deck(onr.Corp, "Data Wall")
		ttWindowAbility(x)
		x.Ready()
		for x.S.Active == x.Seat(onr.Corp) {
			x.Do(onr.Corp, "gain")
			x.Do(onr.Runner, "pass")
		}
		if x.Runner().Actions != 4 || !x.Offered(onr.Runner, ttWindowUse) {
			t.Fatalf("at the Runner's turn start: %s", x.Describe())
		}
		bits := x.Runner().Bits
		x.Do(onr.Runner, ttWindowUse)
		if x.Runner().Bits != bits-1 || x.Runner().Actions != 4 {
			t.Fatalf("bits %d actions %d", x.Runner().Bits, x.Runner().Actions)
		}
	})
	t.Run("ONR-9.4 a window where neither player can do anything asks nobody", func(t *testing.T) {
		x := onrtest.New(t, 1)
		x.Ready()
		x.Do(onr.Corp, "gain")
		if !x.Offered(onr.Corp, "gain") || x.Corp().Actions != 2 {
			t.Fatalf("%s", x.Describe())
		}
	})
}
