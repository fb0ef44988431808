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

// Every test here plays a card's printed text (cards.json, with the errata
// of onr-rules.md §19) and checks what the text says happens. The helpers
// at the top are shared with runner_test.go.

const (
	corp   = onr.Corp
	runner = onr.Runner

	// The seats of a two-player game: onr.New seats the Corp at 0 and
	// the Runner at 1.
	corpSeat   engine.Seat = 0
	runnerSeat engine.Seat = 1
)

// newTable is an empty board at the Corp's first action, 5 bits each.
func newTable(t *testing.T) *onrtest.Table { return onrtest.New(t, 1) }

// filler returns n copies of a card title, for hands and decks whose
// content does not matter.
func filler(title string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = title
	}
	return out
}

// want fails the test unless got == exp.
// installIceOnHQ installs a Wall of Static on HQ with iceOnHQ rezzed
// Data Walls there already and 5 bits in the Corp's pool, and wants the
// install to cost paid bits.
func installIceOnHQ(t *testing.T, x *onrtest.Table, iceOnHQ int, paid int32) {
	t.Helper()
	for range iceOnHQ {
		x.Ice(onr.FortHQ, "Data Wall", true)
	}
	x.Hand(corp, "Wall of Static")
	x.Corp().Bits = 5
	x.Ready()
	x.Do(corp, "install Wall of Static on HQ")
	for _, o := range x.Options(corp) {
		if strings.HasPrefix(o, "done") {
			x.Do(corp, o)
			break
		}
	}
	want(t, "bits paid", 5-x.Corp().Bits, paid)
	want(t, "ice on HQ", len(x.S.Forts[onr.FortHQ].Ice), iceOnHQ+1)
}

func want[T comparable](t *testing.T, what string, got, exp T) {
	t.Helper()
	if got != exp {
		t.Errorf("%s = %v, want %v", what, got, exp)
	}
}

// countEvents counts the events of type typ since the table started.
func countEvents(x *onrtest.Table, typ string) int {
	n := 0
	for _, e := range x.Events {
		if e.Type == typ {
			n++
		}
	}
	return n
}

// newest returns the card with the given title created last: the one the
// test arranged, not a copy from the removed default decks.
func newest(x *onrtest.Table, title string) int32 {
	x.T.Helper()
	f := x.G.Find(title)
	if len(f) == 0 {
		x.T.Fatalf("no %s in the game", title)
	}
	return f[len(f)-1]
}

// inZone reports whether card c is in zone z.
func inZone(x *onrtest.Table, c int32, z onr.Zone) bool { return x.S.Cards[c].Zone == z }

// runSetup arranges rezzed ice on HQ (outermost first), the Runner's rig,
// a hand of n cards and bits, passes the Corp's first turn and returns at
// the Runner's first action.
func runSetup(t *testing.T, ice, rig []string, hand int, bits int32) *onrtest.Table {
	t.Helper()
	x := newTable(t)
	for _, i := range ice {
		x.Ice(onr.FortHQ, i, true)
	}
	x.Rig(rig...)
	x.Hand(runner, filler("Jack 'n' Joe", hand)...)
	x.Runner().Bits = bits
	x.Ready()
	x.ToTurn(onr.Runner)
	return x
}

// runHQ starts a run on HQ, clearing the event log first. A Runner with a
// face-down card is asked in the encounter, "done" alone, when a face-down
// card might be used in it (onr/run.go): that question is answered here.
func runHQ(x *onrtest.Table) {
	x.T.Helper()
	x.Events = nil
	x.Do(runner, "run on HQ")
	x.PassAll()
	if strings.HasPrefix(prompt(x, runner), "Break subroutines of ") && slices.Equal(x.Options(runner), []string{"done"}) {
		x.Do(runner, "done")
	}
}

// wantRunEndedBy checks that ice's subroutine ended the run unsuccessfully
// (ONR-11.6.2) and that the Runner is back at an action.
func wantRunEndedBy(t *testing.T, x *onrtest.Table, ice string) {
	t.Helper()
	if !x.Logged(ice + " ends the run") {
		t.Errorf("%s did not end the run", ice)
	}
	if x.Logged("The run is successful") {
		t.Errorf("the run was successful although %s ended it", ice)
	}
	if x.S.Run.Active {
		t.Errorf("the run is still active")
	}
}

// wantSuccessful checks that the run got through to a successful end.
func wantSuccessful(t *testing.T, x *onrtest.Table) {
	t.Helper()
	if !x.Logged("The run is successful") {
		t.Errorf("the run was not successful; pending %s", x.Describe())
	}
}

// trace answers a pending trace of limit N: it checks the Corp may spend
// up to the limit (ONR-12.1.2), spends bid, and has the Runner use the
// base-link card base ("" for none) and buy link "+1 link"s.
func trace(t *testing.T, x *onrtest.Table, limit, bid int, base string, link int) {
	t.Helper()
	d := x.Decision(corp)
	want(t, "trace limit offered to the Corp", d.Max, limit)
	x.Number(corp, bid)
	if base == "" {
		if x.Offered(runner, "none") {
			x.Do(runner, "none")
			noLinkBought(t, x) // asked whenever the base-link question was
		}
		return
	}
	x.Do(runner, "base-link "+base)
	if d, ok := engine.DecisionFor(x.G, runnerSeat); ok && d.Kind == engine.Number {
		x.Number(runner, link)
	} else if link > 0 {
		t.Fatalf("the Runner cannot buy +1 link from %s; pending %s", base, x.Describe())
	}
}

// noLinkBought answers the Runner's "+1 link" question, asked 0 to 0
// after he chose no base-link card or one that sells none, so that the
// question tells the Corp nothing (onr/trace.go asksBuys).
func noLinkBought(t *testing.T, x *onrtest.Table) {
	t.Helper()
	d, ok := engine.DecisionFor(x.G, runnerSeat)
	if !ok || d.Kind != engine.Number || d.Max != 0 {
		t.Fatalf("the Runner is not asked how many +1 link, 0 to 0: %s", x.Describe())
	}
	x.Number(runner, 0)
}

// scoreAgenda installs agenda in a new fort with adv advancement counters;
// the Corp takes a "gain" action and scores it in the window after the
// action (ONR-10.4). It returns the agenda.
func scoreAgenda(t *testing.T, x *onrtest.Table, agenda string, adv int32) int32 {
	t.Helper()
	c, _ := x.Install(onr.NewFort, agenda, false)
	x.S.Cards[c].Adv = adv
	x.Ready()
	x.Do(corp, "gain")
	x.Do(corp, "score "+agenda)
	x.PassAll()
	return c
}

func TestCorpIce(t *testing.T) {
	// Unbroken subroutines fire in printed order (ONR-11.6.1).
	etrOnly := []struct {
		name, ice string
	}{
		{"Wall of Static: unbroken, its subroutine ends the run (ONR-11.6.2)", "Wall of Static"},
		{"Data Wall: unbroken, its subroutine ends the run (ONR-11.6.2)", "Data Wall"},
		{"Quandary: unbroken, its subroutine ends the run (ONR-11.6.2)", "Quandary"},
		{"Endless Corridor: unbroken, its subroutines end the run (ONR-11.6.2)", "Endless Corridor"},
	}
	for _, tc := range etrOnly {
		t.Run(tc.name, func(t *testing.T) {
			x := runSetup(t, []string{tc.ice}, nil, 0, 5)
			x.Hand(corp, "Tycho Extension") // something to access if the run got through
			runHQ(x)
			wantRunEndedBy(t, x, tc.ice)
			if x.Logged("Runner accesses") {
				t.Errorf("the Runner accessed a card after %s ended the run", tc.ice)
			}
			want(t, "Runner agenda points", x.Runner().Points, 0)
		})
	}

	for _, broken := range []int{1, 2} {
		t.Run(fmt.Sprintf("Endless Corridor: breaking only subroutine %d still ends the run (ONR-11.6.2)", broken), func(t *testing.T) {
			x := runSetup(t, []string{"Endless Corridor"}, []string{"Wizard's Book"}, 0, 5)
			runHQ(x)
			x.Do(runner, fmt.Sprintf("break subroutine %d with Wizard's Book", broken))
			x.Do(runner, "done")
			wantRunEndedBy(t, x, "Endless Corridor")
		})
	}

	t.Run("Laser Wire: unbroken, 1 Net damage then the run ends (ONR-11.6.1, ONR-14.1)", func(t *testing.T) {
		x := runSetup(t, []string{"Laser Wire"}, nil, 3, 5)
		runHQ(x)
		want(t, "cards in hand", len(x.Runner().Hand), 2)
		want(t, "cards in trash", len(x.Runner().Discard), 1)
		want(t, "Net damage, not meat or brain damage", x.Logged("Runner takes 1 Net damage") && x.Runner().Brain == 0, true)
		wantRunEndedBy(t, x, "Laser Wire")
	})
	t.Run("Laser Wire: breaking only the end-the-run subroutine leaves the damage (ONR-11.5.4)", func(t *testing.T) {
		x := runSetup(t, []string{"Laser Wire"}, []string{"Dwarf"}, 3, 5)
		runHQ(x)
		x.Do(runner, "break subroutine 2 with Dwarf")
		x.Do(runner, "done")
		want(t, "cards in hand", len(x.Runner().Hand), 2)
		x.Do(runner, "continue")
		x.PassAll()
		wantSuccessful(t, x)
	})

	t.Run("Nerve Labyrinth: unbroken, 2 Net damage then the run ends (ONR-11.6.1, ONR-14.1)", func(t *testing.T) {
		x := runSetup(t, []string{"Nerve Labyrinth"}, nil, 3, 5)
		runHQ(x)
		want(t, "cards in hand", len(x.Runner().Hand), 1)
		want(t, "cards in trash", len(x.Runner().Discard), 2)
		want(t, "Net damage, not meat or brain damage", x.Logged("Runner takes 2 Net damage") && x.Runner().Brain == 0, true)
		wantRunEndedBy(t, x, "Nerve Labyrinth")
	})
	t.Run("Nerve Labyrinth: 2 Net damage to a 1-card hand flatlines the Runner (ONR-14.5)", func(t *testing.T) {
		x := runSetup(t, []string{"Nerve Labyrinth"}, nil, 1, 5)
		runHQ(x)
		takeDamage(x) // he holds a card: asked, as Arasaka Owns You could be played (onr/flatline.go)
		want(t, "game over", x.S.Over, true)
		want(t, "winner", x.Winner(), corp)
		want(t, "reason", x.S.Reason, "flatline")
	})

	t.Run("Banpei: unbroken, the Corp trashes a program of its choice, then the run ends", func(t *testing.T) {
		x := runSetup(t, []string{"Banpei"}, []string{"Dwarf", "Codecracker", "WuTech Mem Chip"}, 0, 5)
		dwarf, cc, chip := newest(x, "Dwarf"), newest(x, "Codecracker"), newest(x, "WuTech Mem Chip")
		runHQ(x)
		if x.Offered(corp, "trash WuTech Mem Chip") {
			t.Errorf("Banpei offers to trash hardware; it trashes a program")
		}
		x.Do(corp, "trash Codecracker")
		want(t, "Codecracker trashed", inZone(x, cc, onr.ZoneDiscard), true)
		want(t, "Dwarf still installed", inZone(x, dwarf, onr.ZoneRig), true)
		want(t, "chip still installed", inZone(x, chip, onr.ZoneRig), true)
		wantRunEndedBy(t, x, "Banpei")
	})
	t.Run("Banpei: with no program installed the first subroutine does nothing; the run still ends", func(t *testing.T) {
		x := runSetup(t, []string{"Banpei"}, []string{"WuTech Mem Chip"}, 0, 5)
		runHQ(x)
		want(t, "rig size", len(x.Runner().Rig), 1)
		wantRunEndedBy(t, x, "Banpei")
	})

	t.Run("Cortical Scrub: unbroken, 1 brain damage (hand size -1) then the run ends (ONR-14.2)", func(t *testing.T) {
		x := runSetup(t, []string{"Cortical Scrub"}, nil, 3, 5)
		runHQ(x)
		want(t, "brain damage", x.Runner().Brain, 1)
		want(t, "Runner hand size", x.G.HandSize(runner), 4)
		want(t, "cards in hand", len(x.Runner().Hand), 2)
		wantRunEndedBy(t, x, "Cortical Scrub")
	})

	// Traces: Trace N lets the Corp spend 0…N bits (ONR-12.1.2); it succeeds
	// if trace value >= link value (ONR-12.2.5). The Corp has 8 bits after
	// its first turn of "gain" actions.
	traces := []struct {
		name        string
		ice         string
		limit       int
		bid, link   int // Corp's bid, Runner's "+1 link" buys on Access to Kiribati (base link 1 for 1 bit)
		tagged      bool
		corpBits    int32
		runnerBits  int32
		successfull bool
	}{
		{"Fetch 4.0.1: Trace 3 succeeds (3 vs link 2): the Runner gets a tag (ONR-12.2.5)", "Fetch 4.0.1", 3, 3, 1, true, 8 - 3, 5 - 2, true},
		{"Fetch 4.0.1: Trace 3 fails (1 vs link 2): no tag, both still pay (ONR-12.1.2)", "Fetch 4.0.1", 3, 1, 1, false, 8 - 1, 5 - 2, true},
		{"Fetch 4.0.1: a tie succeeds (2 vs link 2) (ONR-12.2.5)", "Fetch 4.0.1", 3, 2, 1, true, 8 - 2, 5 - 2, true},
		{"Hunter: Trace 5 succeeds (5 vs link 4): the Runner gets a tag (ONR-12.2.5)", "Hunter", 5, 5, 3, true, 8 - 5, 5 - 4, true},
		{"Hunter: Trace 5 fails (2 vs link 3): no tag", "Hunter", 5, 2, 2, false, 8 - 2, 5 - 3, true},
	}
	for _, tc := range traces {
		t.Run(tc.name, func(t *testing.T) {
			x := runSetup(t, []string{tc.ice}, []string{"Access to Kiribati"}, 0, 5)
			want(t, "Corp bits before the run", x.Corp().Bits, 8)
			runHQ(x)
			trace(t, x, tc.limit, tc.bid, "Access to Kiribati", tc.link)
			want(t, "tagged", x.Runner().Tags == 1, tc.tagged)
			want(t, "Corp bits", x.Corp().Bits, tc.corpBits)
			want(t, "Runner bits", x.Runner().Bits, tc.runnerBits)
			// The subroutine does not end the run: the Runner gets past it.
			x.Do(runner, "continue")
			x.PassAll()
			wantSuccessful(t, x)
		})
	}

	t.Run("Homewrecker™: Trace 5 succeeds: end the run, trash a hardware, 2 meat damage that Dermatech Bodyplating cannot prevent", func(t *testing.T) {
		x := runSetup(t, []string{"Homewrecker™"}, []string{"Access to Kiribati", "WuTech Mem Chip", "MRAM Chip", "Dwarf", "Dermatech Bodyplating"}, 3, 5)
		runHQ(x)
		trace(t, x, 5, 5, "Access to Kiribati", 2) // 5 vs link 3
		if x.Offered(corp, "trash Dwarf") || x.Offered(corp, "trash Access to Kiribati") {
			t.Errorf("Homewrecker™ offers to trash a card that is not hardware")
		}
		x.Do(corp, "trash MRAM Chip")
		if x.Offered(runner, "prevent Dermatech Bodyplating") {
			t.Errorf("the unpreventable meat damage may be prevented")
		}
		want(t, "MRAM Chip trashed", inZone(x, newest(x, "MRAM Chip"), onr.ZoneDiscard), true)
		want(t, "WuTech Mem Chip installed", inZone(x, newest(x, "WuTech Mem Chip"), onr.ZoneRig), true)
		want(t, "cards in hand", len(x.Runner().Hand), 1)
		wantDamage(t, x, 2, "meat")
		wantRunEndedBy(t, x, "Homewrecker™")
	})
	t.Run("Homewrecker™: Trace 5 fails (2 vs link 3): nothing happens, the run goes on", func(t *testing.T) {
		x := runSetup(t, []string{"Homewrecker™"}, []string{"Access to Kiribati", "MRAM Chip"}, 3, 5)
		runHQ(x)
		trace(t, x, 5, 2, "Access to Kiribati", 2)
		want(t, "MRAM Chip installed", inZone(x, newest(x, "MRAM Chip"), onr.ZoneRig), true)
		want(t, "cards in hand", len(x.Runner().Hand), 3)
		x.Do(runner, "continue")
		x.PassAll()
		wantSuccessful(t, x)
	})

	// A breaker whose keyword matches the ice breaks its subroutines
	// (ONR-11.5.2) once its strength is at least the ice's (ONR-11.5.3).
	// cost is the printed pump cost times pumps plus the break cost per
	// subroutine.
	breaks := []struct {
		name     string
		ice      string
		subs     int
		breaker  string
		pumps    int
		pumpCost int
		cost     int32
	}{
		{"Wall of Static: Dwarf (wall, 1 bit a break) breaks it", "Wall of Static", 1, "Dwarf", 0, 1, 1},
		{"Data Wall: Grubb (wall, strength 0) breaks it for 1 bit", "Data Wall", 1, "Grubb", 0, 2, 1},
		{"Laser Wire: Dwarf breaks both subroutines for 1 bit each", "Laser Wire", 2, "Dwarf", 0, 1, 2},
		{"Quandary: Codecracker pumps twice (1 bit each) and breaks for 0", "Quandary", 1, "Codecracker", 2, 1, 2},
		{"Endless Corridor: Wizard's Book (strength 2) breaks both for 0", "Endless Corridor", 2, "Wizard's Book", 0, 2, 0},
		{"Nerve Labyrinth: Codecracker pumps to 4 and breaks both for 0", "Nerve Labyrinth", 2, "Codecracker", 4, 1, 4},
		{"Banpei: Loony Goon (sentry, 1 bit a break) breaks both", "Banpei", 2, "Loony Goon", 0, 1, 2},
		{"Cortical Scrub: Raptor pumps 1→3 (1 bit each) and breaks both (2 bits each)", "Cortical Scrub", 2, "Raptor", 2, 1, 6},
		{"Fetch 4.0.1: Loony Goon pumps to 3 and breaks for 1", "Fetch 4.0.1", 1, "Loony Goon", 3, 1, 4},
		{"Hunter: Krash (any ice) pumps to 5 (2 bits each) and breaks for 2", "Hunter", 1, "Krash", 5, 2, 12},
		{"Homewrecker™: Loony Goon pumps to 5 and breaks for 1", "Homewrecker™", 1, "Loony Goon", 5, 1, 6},
	}
	for _, tc := range breaks {
		t.Run(tc.name, func(t *testing.T) {
			x := runSetup(t, []string{tc.ice}, []string{tc.breaker}, 3, 20)
			runHQ(x)
			brk := func(i int) string { return fmt.Sprintf("break subroutine %d with %s", i, tc.breaker) }
			if tc.pumps > 0 && x.Offered(runner, brk(1)) {
				t.Errorf("%s may break before matching the ice's strength (ONR-11.5.3)", tc.breaker)
			}
			for range tc.pumps {
				x.Do(runner, fmt.Sprintf("pump %s: +1 strength for %d", tc.breaker, tc.pumpCost))
			}
			for i := 1; i <= tc.subs; i++ {
				x.Do(runner, brk(i))
			}
			want(t, "bits spent", 20-x.Runner().Bits, tc.cost)
			x.Do(runner, "continue")
			x.PassAll()
			wantSuccessful(t, x)
			want(t, "cards in hand (no subroutine fired)", len(x.Runner().Hand), 3)
			want(t, "tags (no subroutine fired)", x.Runner().Tags, 0)
		})
	}
}

func TestCorpAgendas(t *testing.T) {
	t.Run("Hostile Takeover: gain 5 bits when scored (ONR-10.5)", func(t *testing.T) {
		x := newTable(t)
		c, _ := x.Install(onr.NewFort, "Hostile Takeover", false)
		x.S.Cards[c].Adv = 2
		x.Ready()
		x.Do(corp, "gain")
		if x.Offered(corp, "score Hostile Takeover") {
			t.Fatalf("Hostile Takeover may be scored with 2 of 3 advancement counters (ONR-10.4)")
		}
		x.PassAll()
		x.Do(corp, "advance Hostile Takeover")
		x.Do(corp, "score Hostile Takeover")
		want(t, "Corp bits", x.Corp().Bits, 5+1-1+5)
		want(t, "Corp points", x.Corp().Points, 1)
		want(t, "scored", inZone(x, c, onr.ZoneScored), true)
	})
	t.Run("Hostile Takeover: scoring the seventh agenda point wins at once (ONR-17.1)", func(t *testing.T) {
		x := newTable(t)
		c, _ := x.Install(onr.NewFort, "Hostile Takeover", false)
		x.S.Cards[c].Adv = 3
		x.Corp().Points = 6
		x.Ready()
		x.Do(corp, "gain")
		x.Do(corp, "score Hostile Takeover")
		want(t, "game over", x.S.Over, true)
		want(t, "winner", x.Winner(), corp)
		want(t, "reason", x.S.Reason, "agenda points")
	})
	t.Run("Hostile Takeover: stolen, the Runner scores 1 point and the Corp gains nothing (ONR-10.7)", func(t *testing.T) {
		x := newTable(t)
		x.Hand(corp, "Hostile Takeover")
		x.Ready()
		x.ToTurn(onr.Runner)
		bits := x.Corp().Bits
		x.Do(runner, "run on HQ")
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		want(t, "Runner points", x.Runner().Points, 1)
		want(t, "Corp bits", x.Corp().Bits, bits)
	})

	t.Run("Priority Requisition: when scored, rez a piece of ice at no cost (ONR-9.6)", func(t *testing.T) {
		x := newTable(t)
		ice, _ := x.Ice(onr.FortRD, "Cortical Scrub", false)
		x.Install(onr.NewFort, "Rustbelt HQ Branch", false)
		c, _ := x.Install(onr.NewFort, "Priority Requisition", false)
		x.S.Cards[c].Adv = 5
		x.Ready()
		x.Do(corp, "gain")
		x.Do(corp, "score Priority Requisition")
		if x.Offered(corp, "rez Rustbelt HQ Branch") {
			t.Errorf("Priority Requisition offers to rez a node; it rezzes ice only")
		}
		x.Do(corp, "rez Cortical Scrub")
		want(t, "Cortical Scrub rezzed", x.S.Cards[ice].Rezzed, true)
		want(t, "Corp bits (rez cost 7 waived)", x.Corp().Bits, 6)
		want(t, "Corp points", x.Corp().Points, 3)
	})
	t.Run("Priority Requisition: the free rez is optional", func(t *testing.T) {
		x := newTable(t)
		ice, _ := x.Ice(onr.FortRD, "Wall of Static", false)
		c, _ := x.Install(onr.NewFort, "Priority Requisition", false)
		x.S.Cards[c].Adv = 5
		x.Ready()
		x.Do(corp, "gain")
		x.Do(corp, "score Priority Requisition")
		x.Do(corp, "none")
		want(t, "Wall of Static rezzed", x.S.Cards[ice].Rezzed, false)
		want(t, "Corp points", x.Corp().Points, 3)
	})

	t.Run("Charity Takeover: gain 9 bits and 1 Bad Publicity point when scored (ONR-16.3)", func(t *testing.T) {
		x := newTable(t)
		c, _ := x.Install(onr.NewFort, "Charity Takeover", false)
		x.S.Cards[c].Adv = 4
		x.Ready()
		x.Do(corp, "gain")
		x.Do(corp, "score Charity Takeover")
		want(t, "Corp bits", x.Corp().Bits, 5+1+9)
		want(t, "Bad Publicity", x.Corp().BadPub, 1)
		want(t, "Corp points", x.Corp().Points, 1)
		want(t, "game over", x.S.Over, false)
	})
	t.Run("Charity Takeover: the seventh Bad Publicity point loses the game (ONR-16.3.1)", func(t *testing.T) {
		x := newTable(t)
		c, _ := x.Install(onr.NewFort, "Charity Takeover", false)
		x.S.Cards[c].Adv = 4
		x.Corp().BadPub = 6
		x.Ready()
		x.Do(corp, "gain")
		x.Do(corp, "score Charity Takeover")
		want(t, "game over", x.S.Over, true)
		want(t, "winner", x.Winner(), runner)
		want(t, "reason", x.S.Reason, "bad publicity")
	})
	t.Run("Charity Takeover: stolen, the Runner scores 1 point; no bits, no Bad Publicity (ONR-10.7)", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.NewFort, "Charity Takeover", false)
		x.Ready()
		x.ToTurn(onr.Runner)
		bits := x.Corp().Bits
		x.Do(runner, "run on fort 1")
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		want(t, "Runner points", x.Runner().Points, 1)
		want(t, "Bad Publicity", x.Corp().BadPub, 0)
		want(t, "Corp bits", x.Corp().Bits, bits)
	})

	t.Run("Main-Office Relocation: hand size +2 once scored (ONR-14.7)", func(t *testing.T) {
		x := newTable(t)
		x.Hand(corp, filler("Data Wall", 7)...)
		c, _ := x.Install(onr.NewFort, "Main-Office Relocation", false)
		x.S.Cards[c].Adv = 4
		x.Ready()
		want(t, "Corp hand size while installed", x.G.HandSize(corp), 5)
		x.Do(corp, "gain")
		x.Do(corp, "score Main-Office Relocation")
		want(t, "Corp hand size once scored", x.G.HandSize(corp), 7)
		want(t, "Corp points", x.Corp().Points, 3)
		// Seven cards may stay in HQ at the end of the turn (ONR-5.1.5).
		x.PassAll()
		x.ToTurn(onr.Runner)
		want(t, "cards kept in HQ", len(x.Corp().Hand), 7)
	})

	t.Run("Main-Office Relocation: stolen, it changes no hand size (ONR-10.7)", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.NewFort, "Main-Office Relocation", false)
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(runner, "run on fort 1")
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		want(t, "Runner points", x.Runner().Points, 3)
		want(t, "Corp hand size", x.G.HandSize(corp), 5)
		want(t, "Runner hand size", x.G.HandSize(runner), 5)
	})

	t.Run("Tycho Extension: scored for its 4 agenda points (no text)", func(t *testing.T) {
		x := newTable(t)
		c, _ := x.Install(onr.NewFort, "Tycho Extension", false)
		x.S.Cards[c].Adv = 3
		x.Ready()
		x.Do(corp, "gain")
		if x.Offered(corp, "score Tycho Extension") {
			t.Fatalf("Tycho Extension (difficulty 4) may be scored with 3 counters")
		}
		x.PassAll()
		x.Do(corp, "advance Tycho Extension")
		x.Do(corp, "score Tycho Extension")
		want(t, "Corp points", x.Corp().Points, 4)
		want(t, "Corp bits (no score effect)", x.Corp().Bits, 5+1-1)
		want(t, "Corp hand size (no score effect)", x.G.HandSize(corp), 5)
	})
	t.Run("Tycho Extension: stolen from its fort for 4 points (ONR-11.12.2)", func(t *testing.T) {
		x := newTable(t)
		c, _ := x.Install(onr.NewFort, "Tycho Extension", false)
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(runner, "run on fort 1")
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		want(t, "Runner points", x.Runner().Points, 4)
		want(t, "stolen", inZone(x, c, onr.ZoneScored), true)
	})

	t.Run("Netwatch Operations Office: scored, [action]: Trace 2 succeeds: give the Runner a tag (ONR-12.2.5)", func(t *testing.T) {
		x := newTable(t)
		x.Rig("Baedeker's Net Map")
		scoreAgenda(t, x, "Netwatch Operations Office", 5)
		want(t, "Corp points", x.Corp().Points, 2)
		x.Do(corp, "use Netwatch Operations Office: Trace 2: give the Runner a tag")
		// Corp 2 vs Baedeker's base link 1 (0 bits), no "+1 link": 2 >= 1.
		trace(t, x, 2, 2, "Baedeker's Net Map", 0)
		x.PassAll()
		want(t, "tags", x.Runner().Tags, 1)
		want(t, "Corp bits", x.Corp().Bits, 5+1-2)
		want(t, "Corp actions left", x.Corp().Actions, 1)
	})
	t.Run("Netwatch Operations Office: Trace 2 fails against link 2: no tag", func(t *testing.T) {
		x := newTable(t)
		x.Rig("Baedeker's Net Map")
		scoreAgenda(t, x, "Netwatch Operations Office", 5)
		x.Do(corp, "use Netwatch Operations Office: Trace 2: give the Runner a tag")
		trace(t, x, 2, 1, "Baedeker's Net Map", 1)
		x.PassAll()
		want(t, "tags", x.Runner().Tags, 0)
		want(t, "Runner bits", x.Runner().Bits, 5-1)
	})
	t.Run("Netwatch Operations Office: the ability works only once scored (ONR-10.5)", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.NewFort, "Netwatch Operations Office", false)
		x.Ready()
		if x.Offered(corp, "use Netwatch Operations Office: Trace 2: give the Runner a tag") {
			t.Errorf("an installed, unscored Netwatch Operations Office offers its ability")
		}
	})
}

func TestCorpNodes(t *testing.T) {
	t.Run("Rustbelt HQ Branch: hand size +2 while rezzed (ONR-14.7)", func(t *testing.T) {
		x := newTable(t)
		c, _ := x.Install(onr.NewFort, "Rustbelt HQ Branch", false)
		x.Ready()
		want(t, "Corp hand size, unrezzed", x.G.HandSize(corp), 5)
		x.Do(corp, "gain")
		x.Do(corp, "rez Rustbelt HQ Branch")
		want(t, "rezzed", x.S.Cards[c].Rezzed, true)
		want(t, "Corp hand size, rezzed", x.G.HandSize(corp), 7)
	})
	t.Run("Rustbelt HQ Branch: trashed, the hand size drops back (R216)", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.NewFort, "Rustbelt HQ Branch", true)
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(runner, "run on fort 1")
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		x.Do(runner, "trash Rustbelt HQ Branch for 2")
		want(t, "Corp hand size", x.G.HandSize(corp), 5)
	})

	t.Run("ESA Contract: [action]: draw two cards", func(t *testing.T) {
		x := newTable(t)
		x.Deck(corp, filler("Data Wall", 3)...)
		x.Install(onr.NewFort, "ESA Contract", true)
		x.Ready()
		x.Do(corp, "use ESA Contract: Draw two cards")
		want(t, "cards in HQ", len(x.Corp().Hand), 2)
		want(t, "cards in R&D", len(x.Corp().Deck), 1)
		want(t, "Corp actions left", x.Corp().Actions, 2)
	})

	t.Run("South African Mining Corp: [action][action][action]: gain 6 bits", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.NewFort, "South African Mining Corp", true)
		x.Ready()
		x.Do(corp, "use South African Mining Corp: Gain 6 bits")
		x.PassAll()
		want(t, "Corp bits", x.Corp().Bits, 11)
		want(t, "the Runner's turn has begun", x.S.Active, x.Seat(runner))
	})
	t.Run("South African Mining Corp: needs three actions of the same turn (R229)", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.NewFort, "South African Mining Corp", true)
		x.Ready()
		x.Do(corp, "gain")
		x.PassAll()
		if x.Offered(corp, "use South African Mining Corp: Gain 6 bits") {
			t.Errorf("usable with only two actions left")
		}
	})

	t.Run("Blood Cat: [action]: Trace 5 succeeds (5 vs link 4): give the Runner a tag", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.NewFort, "Blood Cat", true)
		x.Rig("Access to Kiribati")
		x.Corp().Bits = 10
		x.Ready()
		actions := x.Corp().Actions
		x.Do(corp, "use Blood Cat: Trace 5: give the Runner a tag")
		want(t, "Corp actions left", x.Corp().Actions, actions-1)
		trace(t, x, 5, 5, "Access to Kiribati", 3)
		x.PassAll()
		want(t, "tags", x.Runner().Tags, 1)
		want(t, "Corp bits", x.Corp().Bits, 5)
		want(t, "Runner bits", x.Runner().Bits, 1)
	})
	t.Run("Blood Cat: Trace 5 fails (2 vs link 3): no tag", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.NewFort, "Blood Cat", true)
		x.Rig("Access to Kiribati")
		x.Corp().Bits = 10
		x.Ready()
		x.Do(corp, "use Blood Cat: Trace 5: give the Runner a tag")
		trace(t, x, 5, 2, "Access to Kiribati", 2)
		x.PassAll()
		want(t, "tags", x.Runner().Tags, 0)
		want(t, "Corp bits", x.Corp().Bits, 8)
	})
	t.Run("Blood Cat: not usable while unrezzed", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.NewFort, "Blood Cat", false)
		x.Ready()
		if x.Offered(corp, "use Blood Cat: Trace 5: give the Runner a tag") {
			t.Errorf("an unrezzed Blood Cat offers its ability")
		}
	})

	t.Run("Solo Squad: [action]: 1 meat damage, only if the Runner is tagged (ONR-13.4)", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.NewFort, "Solo Squad", true)
		x.Hand(runner, filler("Jack 'n' Joe", 3)...)
		x.Ready()
		if x.Offered(corp, "use Solo Squad: Do 1 meat damage") {
			t.Fatalf("Solo Squad usable against an untagged Runner")
		}
		x.Runner().Tags = 1
		x.Ready()
		actions := x.Corp().Actions
		x.Do(corp, "use Solo Squad: Do 1 meat damage")
		want(t, "Corp actions left", x.Corp().Actions, actions-1)
		x.Take()
		want(t, "cards in hand", len(x.Runner().Hand), 2)
		want(t, "cards in trash", len(x.Runner().Discard), 1)
		wantDamage(t, x, 1, "meat")
	})
}

func TestCorpUpgrades(t *testing.T) {
	t.Run("Antiquated Interface Routines: all ice on this fort has +1 strength", func(t *testing.T) {
		x := newTable(t)
		here, _ := x.Ice(onr.FortHQ, "Wall of Static", true)
		there, _ := x.Ice(onr.FortRD, "Wall of Static", true)
		air, _ := x.Install(onr.FortHQ, "Antiquated Interface Routines", false)
		x.Ready()
		want(t, "strength while unrezzed", x.G.IceStrength(here), 2)
		x.S.Cards[air].Rezzed = true
		want(t, "strength of ice on its fort", x.G.IceStrength(here), 3)
		want(t, "strength of ice on another fort", x.G.IceStrength(there), 2)
	})
	t.Run("Antiquated Interface Routines: a breaker must match the raised strength (ONR-11.5.3)", func(t *testing.T) {
		x := newTable(t)
		x.Ice(onr.FortHQ, "Quandary", true)
		x.Install(onr.FortHQ, "Antiquated Interface Routines", true)
		x.Rig("Codecracker")
		x.Ready()
		x.ToTurn(onr.Runner)
		runHQ(x)
		x.Do(runner, "pump Codecracker: +1 strength for 1")
		x.Do(runner, "pump Codecracker: +1 strength for 1")
		if x.Offered(runner, "break subroutine 1 with Codecracker") {
			t.Errorf("Codecracker at 2 may break Quandary at 2+1")
		}
		x.Do(runner, "pump Codecracker: +1 strength for 1")
		x.Do(runner, "break subroutine 1 with Codecracker")
		want(t, "Runner bits", x.Runner().Bits, 2)
	})

	t.Run("Dieter Esslin: when accessed, 1 Net damage (ONR-11.11.4)", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.FortHQ, "Dieter Esslin", true)
		x.Hand(runner, filler("Jack 'n' Joe", 2)...)
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(runner, "run on HQ")
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		want(t, "cards in hand", len(x.Runner().Hand), 1)
		want(t, "cards in trash", len(x.Runner().Discard), 1)
		wantDamage(t, x, 1, "Net")
		// The Runner may then pay 3 to trash it (ONR-11.12.4).
		x.Do(runner, "trash Dieter Esslin for 3")
		want(t, "Runner bits", x.Runner().Bits, 2)
	})
	t.Run("Dieter Esslin: unrezzed, accessing it does nothing (ONR-9.10)", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.FortHQ, "Dieter Esslin", false)
		x.Hand(runner, filler("Jack 'n' Joe", 2)...)
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(runner, "run on HQ")
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		want(t, "cards in hand", len(x.Runner().Hand), 2)
	})
}

func TestCorpOperations(t *testing.T) {
	gains := []struct {
		name       string
		title      string
		cost, gain int32 // played with 5 bits
	}{
		{"Accounts Receivable: costs 5, gain 9 bits", "Accounts Receivable", 5, 9},
		{"Efficiency Experts: costs 0, gain 3 bits", "Efficiency Experts", 0, 3},
	}
	for _, tc := range gains {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			c := x.Hand(corp, tc.title)[0]
			x.Ready()
			x.Do(corp, "play "+tc.title)
			want(t, "Corp bits", x.Corp().Bits, 5-tc.cost+tc.gain)
			want(t, "in the Archives (ONR-7.1)", inZone(x, c, onr.ZoneDiscard), true)
		})
	}
	t.Run("Accounts Receivable: not playable with fewer than 5 bits (ONR-7.1)", func(t *testing.T) {
		x := newTable(t)
		x.Hand(corp, "Accounts Receivable")
		x.Corp().Bits = 4
		x.Ready()
		if x.Offered(corp, "play Accounts Receivable") {
			t.Errorf("playable with 4 bits")
		}
	})

	t.Run("Day Shift: draw two cards and gain 1 bit", func(t *testing.T) {
		x := newTable(t)
		x.Hand(corp, "Day Shift")
		x.Deck(corp, filler("Data Wall", 3)...)
		x.Ready()
		x.Do(corp, "play Day Shift")
		want(t, "cards in HQ", len(x.Corp().Hand), 2)
		want(t, "cards in R&D", len(x.Corp().Deck), 1)
		want(t, "Corp bits", x.Corp().Bits, 6)
	})

	// Chance Observation reads the Runner's last turn: the Corp passes its
	// first turn, the Runner plays one, and the Corp's second turn begins.
	chance := func(t *testing.T, ran bool) *onrtest.Table {
		x := newTable(t)
		x.Hand(corp, "Chance Observation")
		x.Deck(corp, filler("Data Wall", 2)...)
		x.Rig("Access to Kiribati")
		x.Ready()
		if x.Offered(corp, "play Chance Observation") {
			t.Errorf("playable before the Runner has had a turn")
		}
		x.ToTurn(onr.Runner)
		if ran {
			x.Do(runner, "run on the Archives")
			x.PassAll()
			x.Do(runner, "continue")
			x.PassAll()
		}
		x.ToTurn(onr.Corp)
		return x
	}
	t.Run("Chance Observation: not playable if the Runner made no run last turn", func(t *testing.T) {
		x := chance(t, false)
		if x.Offered(corp, "play Chance Observation") {
			t.Errorf("playable although the Runner did not run")
		}
	})
	t.Run("Chance Observation: after a run, Trace 5 succeeds (4 vs link 3): give the Runner a tag", func(t *testing.T) {
		x := chance(t, true)
		want(t, "Corp bits", x.Corp().Bits, 8)
		x.Do(corp, "play Chance Observation")
		trace(t, x, 5, 4, "Access to Kiribati", 2)
		x.PassAll()
		want(t, "tags", x.Runner().Tags, 1)
		want(t, "Corp bits", x.Corp().Bits, 8-2-4)
	})
	t.Run("Chance Observation: Trace 5 fails (2 vs link 3): no tag", func(t *testing.T) {
		x := chance(t, true)
		x.Do(corp, "play Chance Observation")
		trace(t, x, 5, 2, "Access to Kiribati", 2)
		x.PassAll()
		want(t, "tags", x.Runner().Tags, 0)
		want(t, "Corp bits", x.Corp().Bits, 8-2-2)
	})

	// Audit of Call Records: "Play only if Runner attempted two or more runs
	// during his or her last turn."
	audit := func(t *testing.T, runs int) *onrtest.Table {
		x := newTable(t)
		x.Hand(corp, "Audit of Call Records")
		x.Deck(corp, filler("Data Wall", 2)...)
		x.Ready()
		x.ToTurn(onr.Runner)
		for range runs {
			x.Do(runner, "run on the Archives")
			x.PassAll()
			x.Do(runner, "continue")
			x.PassAll()
		}
		x.ToTurn(onr.Corp)
		return x
	}
	t.Run("Audit of Call Records: not playable after one run", func(t *testing.T) {
		if x := audit(t, 1); x.Offered(corp, "play Audit of Call Records") {
			t.Errorf("playable after a single run")
		}
	})
	t.Run("Audit of Call Records: after two runs, Trace 5 succeeds against link 0: give the Runner a tag", func(t *testing.T) {
		x := audit(t, 2)
		x.Corp().Bits = 10 // more than the limit: the Corp may bid up to 5
		x.Do(corp, "play Audit of Call Records")
		want(t, "trace limit offered to the Corp", x.Decision(corp).Max, 5)
		x.Number(corp, 1)
		x.PassAll()
		want(t, "tags", x.Runner().Tags, 1)
	})

	t.Run("Siren: rezzed as installed, and only if its rez cost can be paid", func(t *testing.T) {
		x := newTable(t)
		x.Hand(corp, "Siren")
		x.Corp().Bits = 2 // rez cost 3
		x.Ready()
		if x.Offered(corp, "install Siren in a new fort") {
			t.Fatalf("Siren is installable with 2 bits")
		}
		x.Corp().Bits = 5
		x.G.Reprompt()
		x.Do(corp, "install Siren in a new fort")
		siren := x.G.Find("Siren")[0]
		want(t, "Siren rezzed", x.S.Cards[siren].Rezzed, true)
		want(t, "Corp bits", x.Corp().Bits, 2)
	})
	t.Run("Siren: at the start of a run, 1 bit makes it a run on Siren's fort, through its ice", func(t *testing.T) {
		x := newTable(t)
		_, fort := x.Install(onr.NewFort, "Siren", true)
		wall, _ := x.Ice(fort, "Wall of Static", true)
		x.Ready().ToTurn(onr.Runner)
		x.Do(runner, "run on HQ")
		if !x.Offered(corp, "redirect Siren") || !x.Offered(corp, "decline") {
			t.Fatalf("the Corp is offered %q", x.Options(corp))
		}
		bits := x.Corp().Bits
		x.Do(corp, "redirect Siren")
		want(t, "Corp bits", x.Corp().Bits, bits-1)
		// The Runner meets the Wall of Static on Siren's fort: the run ends.
		if x.S.Run.Active || !x.Logged("Siren redirects the run") || !x.Logged("Wall of Static ends the run") {
			t.Fatalf("the run did not meet Siren's ice: active %v", x.S.Run.Active)
		}
		_ = wall
	})
	t.Run("Siren: declined, or run on its own fort, nothing changes", func(t *testing.T) {
		x := newTable(t)
		_, fort := x.Install(onr.NewFort, "Siren", true)
		x.Ready().ToTurn(onr.Runner)
		x.Do(runner, "run on HQ")
		x.Do(corp, "decline")
		want(t, "the run's fort", x.S.Run.Fort, int32(onr.FortHQ))
		x.PassAll()
		for x.S.Run.Active {
			x.Do(runner, "continue")
			x.PassAll()
		}
		x.ToTurn(onr.Runner)
		x.Do(runner, "run on "+x.G.FortName(fort))
		if x.Offered(corp, "redirect Siren") {
			t.Fatalf("Siren redirects a run already on its fort")
		}
	})

	t.Run("Scorched Earth: only if the Runner is tagged; 4 meat damage (ONR-13.4)", func(t *testing.T) {
		x := newTable(t)
		x.Hand(corp, "Scorched Earth")
		x.Hand(runner, filler("Jack 'n' Joe", 5)...)
		x.Ready()
		if x.Offered(corp, "play Scorched Earth") {
			t.Fatalf("playable against an untagged Runner")
		}
		x.Runner().Tags = 1
		x.Ready()
		x.Do(corp, "play Scorched Earth").Take()
		want(t, "cards in hand", len(x.Runner().Hand), 1)
		want(t, "cards in trash", len(x.Runner().Discard), 4)
		wantDamage(t, x, 4, "meat")
		want(t, "game over", x.S.Over, false)
	})
	t.Run("Scorched Earth: 4 meat damage to a 3-card hand flatlines the Runner (ONR-14.5)", func(t *testing.T) {
		x := newTable(t)
		x.Hand(corp, "Scorched Earth")
		x.Hand(runner, filler("Jack 'n' Joe", 3)...)
		x.Runner().Tags = 1
		x.Ready()
		x.Do(corp, "play Scorched Earth").Take()
		want(t, "winner", x.Winner(), corp)
		want(t, "reason", x.S.Reason, "flatline")
	})

	t.Run("Closed Accounts: only if the Runner is tagged; the Runner loses all bits", func(t *testing.T) {
		x := newTable(t)
		x.Hand(corp, "Closed Accounts")
		x.Runner().Bits = 12
		x.Ready()
		if x.Offered(corp, "play Closed Accounts") {
			t.Fatalf("playable against an untagged Runner")
		}
		x.Runner().Tags = 1
		x.Ready()
		x.Do(corp, "play Closed Accounts")
		want(t, "Runner bits", x.Runner().Bits, 0)
		want(t, "Corp bits", x.Corp().Bits, 4)
	})
}
