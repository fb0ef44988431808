package cards_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Cards of multi.go: exposing (ONR-16.5.1) and trashing several cards at
// once (R033).

// mtTitles returns the titles of cards.
func mtTitles(x *onrtest.Table, cards []int32) []string {
	out := make([]string, len(cards))
	for i, c := range cards {
		out[i] = x.G.Title(c)
	}
	return out
}

// mtFortTitles returns the titles side's view shows for the cards in fort
// fi ("" for a hidden one), in order.
func mtFortTitles(x *onrtest.Table, side onr.Role, fi int32) []string {
	v := x.G.View(x.Seat(side)).(*onr.View)
	for _, f := range v.Forts {
		if f.Index == fi {
			out := make([]string, 0, len(f.Ice)+len(f.Cards))
			for _, c := range append(slices.Clone(f.Ice), f.Cards...) {
				out = append(out, c.Title)
			}
			return out
		}
	}
	return nil
}

func TestHuntClubBBS(t *testing.T) {
	// huntClub arranges unrezzed Wall of Static on HQ, a new fort holding an
	// unrezzed Hostile Takeover then an unrezzed Dieter Esslin, rezzed Data
	// Wall on R&D, and Hunt Club BBS in the Runner's hand; it returns at the
	// Runner's first action with the fort's index.
	huntClub := func(t *testing.T) (*onrtest.Table, int32) {
		var fort int32
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Ice(onr.FortHQ, "Wall of Static", false)
			_, fort = x.Install(onr.NewFort, "Hostile Takeover", false)
			x.Install(fort, "Dieter Esslin", false)
			x.Ice(onr.FortRD, "Data Wall", true)
			x.Hand(runner, "Hunt Club BBS")
		})
		return x, fort
	}
	t.Run("Hunt Club BBS: exposes up to three installed cards, which stay face down and become known to the Runner", func(t *testing.T) {
		x, fort := huntClub(t)
		x.Do(runner, "play Hunt Club BBS")
		want(t, "Runner bits (play cost 1)", x.Runner().Bits, 4)
		wantOpts := []string{"expose ice 1 on HQ", "expose card 1 in fort 1", "expose card 2 in fort 1", "done"}
		if got := x.Options(runner); !slices.Equal(got, wantOpts) {
			t.Fatalf("options %q, want %q (only unrezzed installed cards)", got, wantOpts)
		}
		x.Do(runner, "expose card 2 in fort 1")
		x.Do(runner, "expose ice 1 on HQ")
		x.Do(runner, "expose card 1 in fort 1")
		// Three chosen: the effect resolves without asking for more.
		if x.Offered(runner, "done") {
			t.Fatalf("asked for a fourth card: %s", x.Describe())
		}
		passExposeQuestions(x) // the Corp has face-down cards in a fort (onr/exposeprevent.go)
		want(t, "Runner's view of HQ ice", mtFortTitles(x, runner, onr.FortHQ)[0], "Wall of Static")
		if got := mtFortTitles(x, runner, fort); !slices.Equal(got, []string{"Hostile Takeover", "Dieter Esslin"}) {
			t.Errorf("Runner's view of the fort %q", got)
		}
		for _, title := range []string{"Wall of Static", "Hostile Takeover", "Dieter Esslin"} {
			k := x.S.Cards[newest(x, title)]
			if k.Rezzed || k.FaceUp {
				t.Errorf("%s rezzed %v face up %v; exposed cards stay face down", title, k.Rezzed, k.FaceUp)
			}
		}
		// The spectator still sees nothing.
		v := x.G.View(-1).(*onr.View)
		for _, f := range v.Forts {
			for _, c := range append(f.Ice, f.Cards...) {
				if c.Title != "" && !c.Rezzed {
					t.Errorf("the spectator sees %s", c.Title)
				}
			}
		}
		want(t, "expose events", countEvents(x, "expose"), 3)
	})
	t.Run("Hunt Club BBS: done after one card exposes only that card", func(t *testing.T) {
		x, fort := huntClub(t)
		x.Do(runner, "play Hunt Club BBS")
		x.Do(runner, "expose card 1 in fort 1")
		if x.Offered(runner, "expose card 1 in fort 1 (Hostile Takeover)") || x.Offered(runner, "expose card 1 in fort 1") {
			t.Errorf("the same card is offered twice: %q", x.Options(runner))
		}
		passExposeQuestions(x.Do(runner, "done"))
		if got := mtFortTitles(x, runner, fort); !slices.Equal(got, []string{"Hostile Takeover", ""}) {
			t.Errorf("Runner's view of the fort %q, want only the first card known", got)
		}
		want(t, "HQ ice hidden", mtFortTitles(x, runner, onr.FortHQ)[0], "")
	})
	t.Run("Hunt Club BBS: an exposed card is known only while it stays where it was exposed", func(t *testing.T) {
		x, _ := huntClub(t)
		x.Do(runner, "play Hunt Club BBS")
		x.Do(runner, "expose card 2 in fort 1")
		passExposeQuestions(x.Do(runner, "done"))
		de := newest(x, "Dieter Esslin")
		want(t, "known in its fort", x.S.Cards[de].Known, true)
		x.G.Put(de, onr.ZoneHand, false) // as if the Corp took it back to HQ
		want(t, "known after moving to HQ", x.S.Cards[de].Known, false)
	})
}

func TestShockTreatment(t *testing.T) {
	// shock arranges Shock Treatment in HQ (empty) and the Runner's rig
	// with tags, passes the Corp's turn and runs on HQ.
	shock := func(t *testing.T, rezzed bool, tags int32, rig ...string) *onrtest.Table {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Install(onr.FortHQ, "Shock Treatment", rezzed)
			x.Rig(rig...)
			x.Runner().Tags = tags
		})
		runHQ(x)
		x.Do(runner, "continue")
		x.PassAll()
		return x
	}
	rig := []string{"Zetatech Mem Chip", "MRAM Chip", "Dwarf", "Raptor", "Codecracker", "Floating Runner BBS"}
	t.Run("Shock Treatment: with four tags, accessing it trashes all hardware and two programs the Corp chooses", func(t *testing.T) {
		x := shock(t, true, 4, rig...)
		if got, w := x.Options(corp), []string{"trash Dwarf", "trash Raptor", "trash Codecracker"}; !slices.Equal(got, w) {
			t.Fatalf("Corp's options %q, want %q", got, w)
		}
		x.Do(corp, "trash Raptor")
		if x.Offered(corp, "trash Raptor") {
			t.Errorf("Raptor offered again")
		}
		x.Do(corp, "trash Dwarf")
		if got := mtTitles(x, x.Runner().Rig); !slices.Equal(got, []string{"Codecracker", "Floating Runner BBS"}) {
			t.Errorf("rig %q, want Codecracker and the resource", got)
		}
		if got, w := mtTitles(x, x.Runner().Discard), []string{"Zetatech Mem Chip", "MRAM Chip", "Raptor", "Dwarf"}; !slices.Equal(got, w) {
			t.Errorf("trash %q, want %q", got, w)
		}
		if !x.Logged("Shock Treatment trashes Zetatech Mem Chip, MRAM Chip, Raptor, Dwarf") {
			t.Errorf("no single trash event; events %v", x.Events)
		}
	})
	t.Run("Shock Treatment: with two programs or fewer, all go without a choice", func(t *testing.T) {
		x := shock(t, true, 5, "WuTech Mem Chip", "Dwarf")
		if x.Offered(corp, "trash Dwarf") {
			t.Fatalf("the Corp is asked to choose among one program")
		}
		want(t, "rig", len(x.Runner().Rig), 0)
	})
	t.Run("Shock Treatment: Umbrella Policy saves one of the cards (ONR-18.3.5); the rest are trashed together (R033)", func(t *testing.T) {
		// Zetatech gives 2 MU; Dwarf, Raptor, Codecracker use 1 each.
		x := shock(t, true, 4, "Zetatech Mem Chip", "Dwarf", "Raptor", "Codecracker", "Umbrella Policy")
		x.Do(corp, "trash Raptor")
		x.Do(corp, "trash Dwarf")
		if got, w := x.Options(runner), []string{"take", "prevent Umbrella Policy"}; !slices.Equal(got, w) {
			t.Fatalf("before the trash of Zetatech Mem Chip the Runner is offered %q, want %q", got, w)
		}
		if len(x.Runner().Discard) != 0 {
			t.Fatalf("cards trashed before the prevention window: %q", mtTitles(x, x.Runner().Discard))
		}
		x.Do(runner, "take") // not the chip
		x.Do(runner, "prevent Umbrella Policy")
		if got, w := mtTitles(x, x.Runner().Discard), []string{"Umbrella Policy", "Zetatech Mem Chip", "Dwarf"}; !slices.Equal(got, w) {
			t.Errorf("trash %q, want %q: Raptor saved, the others together", got, w)
		}
		if got, w := mtTitles(x, x.Runner().Rig), []string{"Raptor", "Codecracker"}; !slices.Equal(got, w) {
			t.Errorf("rig %q, want %q", got, w)
		}
		if !x.Logged("Umbrella Policy prevents Raptor from being trashed") || !x.Logged("Shock Treatment trashes Zetatech Mem Chip, Dwarf") {
			t.Errorf("events %v", x.Events)
		}
	})
	t.Run("Joan of Arc: against cards trashed together, one use saves every other program among them", func(t *testing.T) {
		x := shock(t, true, 4, "Zetatech Mem Chip", "Dwarf", "Raptor", "Joan of Arc")
		x.Do(corp, "trash Dwarf")
		x.Do(corp, "trash Raptor")
		x.Do(runner, "prevent Joan of Arc: 1 bit, Joan of Arc to hand")
		if got, w := mtTitles(x, x.Runner().Discard), []string{"Zetatech Mem Chip"}; !slices.Equal(got, w) {
			t.Errorf("trash %q, want %q", got, w)
		}
		if got, w := mtTitles(x, x.Runner().Rig), []string{"Dwarf", "Raptor"}; !slices.Equal(got, w) {
			t.Errorf("rig %q, want %q", got, w)
		}
		if got := mtTitles(x, x.Runner().Hand); !slices.Contains(got, "Joan of Arc") {
			t.Errorf("hand %q: Joan of Arc did not return", got)
		}
		if !x.Logged("Joan of Arc prevents Dwarf, Raptor from being trashed") {
			t.Errorf("events %v", x.Events)
		}
	})
	for _, tc := range []struct {
		name   string
		rezzed bool
		tags   int32
	}{
		{"Shock Treatment: with three tags, accessing it does nothing", true, 3},
		{"Shock Treatment: unrezzed, accessing it does nothing (ONR-9.10)", false, 6},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := shock(t, tc.rezzed, tc.tags, rig...)
			if x.Offered(corp, "trash Dwarf") {
				t.Fatalf("the Corp may choose programs to trash")
			}
			want(t, "rig", len(x.Runner().Rig), len(rig))
			want(t, "trash", len(x.Runner().Discard), 0)
		})
	}
}
