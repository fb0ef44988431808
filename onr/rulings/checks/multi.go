package checks

import (
	"fmt"
	"slices"
	"strings"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Executable checks of the rulings on effects with several targets: all
// targets are chosen before the effect resolves (R028, R369), an effect
// trashing several cards trashes them all before the consequences (R033),
// and the Runner knows the order of the cards in a fort (R083). Helpers
// start with "mr".

// mrHuntClub arranges unrezzed Wall of Static on HQ; a new fort with an
// unrezzed Hostile Takeover carrying two advancement counters, then unrezzed
// Dieter Esslin, then unrezzed Antiquated Interface Routines; and Hunt Club
// BBS in the Runner's hand. It returns at the Runner's first action, with
// the fort's index.
func mrHuntClub(t onrtest.TB) (*onrtest.Table, int32) {
	t.Helper()
	x := tableWithRD(t, 1, 6)
	x.Ice(onr.FortHQ, "Wall of Static", false)
	ht, fort := x.Install(onr.NewFort, "Hostile Takeover", false)
	x.S.Cards[ht].Adv = 2
	x.Install(fort, "Dieter Esslin", false)
	x.Install(fort, "Antiquated Interface Routines", false)
	x.Hand(onr.Runner, "Hunt Club BBS")
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Events = nil
	return x, fort
}

// mrKnown returns the titles of the installed Corp cards the Runner's view
// names although they are unrezzed.
func mrKnown(x *onrtest.Table) []string {
	var out []string
	for _, f := range rgView(x, onr.Runner).Forts {
		for _, c := range append(slices.Clone(f.Ice), f.Cards...) {
			if c.Title != "" && !c.Rezzed {
				out = append(out, c.Title)
			}
		}
	}
	slices.Sort(out)
	return out
}

// mrExposed returns the events the Runner read about exposed cards.
func mrExposed(x *onrtest.Table) []string {
	var out []string
	for _, e := range x.Events {
		if e.Type == "expose" {
			out = append(out, e.For(runnerSeat))
		}
	}
	return out
}

func checkR028_AllTargetsAreChosenBeforeTheEffectResolves(t onrtest.TB) {
	onrtest.Run(t, "R028 Hunt Club BBS: every card to expose is chosen before any is exposed", func(t onrtest.TB) {
		x, _ := mrHuntClub(t)
		x.Do(onr.Runner, "play Hunt Club BBS")
		x.Do(onr.Runner, "expose card 2 in fort 1")
		x.Do(onr.Runner, "expose ice 1 on HQ")
		if got := mrExposed(x); len(got) != 0 || len(mrKnown(x)) != 0 {
			t.Fatalf("after two of three choices: exposed %q, known %q; want nothing yet", got, mrKnown(x))
		}
		x.Do(onr.Runner, "expose card 3 in fort 1")
		passExposeQuestions(x)
		want := []string{
			"Runner exposes Dieter Esslin (card 2 in fort 1)",
			"Runner exposes Wall of Static (ice 1 on HQ)",
			"Runner exposes Antiquated Interface Routines (card 3 in fort 1)",
		}
		if got := mrExposed(x); !slices.Equal(got, want) {
			t.Errorf("exposed %q, want %q", got, want)
		}
	})
	onrtest.Run(t, "R028 Shock Treatment: both programs are chosen before anything is trashed", func(t onrtest.TB) {
		x := mrShock(t, "Zetatech Mem Chip", "Dwarf", "Raptor", "Codecracker")
		x.Do(onr.Corp, "trash Dwarf")
		if len(x.Runner().Discard) != 0 || len(x.Runner().Rig) != 4 {
			t.Fatalf("after the first choice: trash %q, rig %q; want nothing trashed yet",
				rgTitles(x, x.Runner().Discard), rgTitles(x, x.Runner().Rig))
		}
		x.Do(onr.Corp, "trash Codecracker")
		if got, want := rgTitles(x, x.Runner().Discard), []string{"Zetatech Mem Chip", "Dwarf", "Codecracker"}; !slices.Equal(got, want) {
			t.Errorf("trash %q, want %q", got, want)
		}
	})
}

func checkR369_HuntClubChoicesComeFirst(t onrtest.TB) {
	// Which and how many: the Runner stops choosing with "done" (or at
	// three) and only then are the cards exposed.
	picks := []string{"expose card 1 in fort 1", "expose ice 1 on HQ", "expose card 3 in fort 1"}
	for n := 0; n <= 3; n++ {
		onrtest.Run(t, fmt.Sprintf("R369 choosing %d cards exposes %d, none before the last choice", n, n), func(t onrtest.TB) {
			x, _ := mrHuntClub(t)
			x.Do(onr.Runner, "play Hunt Club BBS")
			for i := 0; i < n; i++ {
				if len(mrExposed(x)) != 0 {
					t.Fatalf("a card was exposed before choice %d", i+1)
				}
				x.Do(onr.Runner, picks[i])
			}
			if n < 3 {
				x.Do(onr.Runner, "done")
			} else if x.Offered(onr.Runner, "done") {
				t.Fatalf("a fourth choice is offered: %q", x.Options(onr.Runner))
			}
			passExposeQuestions(x)
			if got := len(mrExposed(x)); got != n || len(mrKnown(x)) != n {
				t.Errorf("exposed %d, known %q; want %d", got, mrKnown(x), n)
			}
		})
	}
	onrtest.Run(t, "R369 a chosen card is not offered again", func(t onrtest.TB) {
		x, _ := mrHuntClub(t)
		x.Do(onr.Runner, "play Hunt Club BBS")
		before := len(x.Options(onr.Runner))
		x.Do(onr.Runner, "expose card 2 in fort 1")
		if x.Offered(onr.Runner, "expose card 2 in fort 1") || len(x.Options(onr.Runner)) != before-1 {
			t.Errorf("options after choosing card 2: %q", x.Options(onr.Runner))
		}
	})
}

func checkR083_RunnerKnowsTheOrderOfCardsInAFort(t onrtest.TB) {
	onrtest.Run(t, "R083 the Runner sees how many face-down cards a fort holds, their advancement counters and their order", func(t onrtest.TB) {
		x, fort := mrHuntClub(t)
		var got []string
		for _, f := range rgView(x, onr.Runner).Forts {
			if f.Index == fort {
				for _, c := range f.Cards {
					if c.Title != "" {
						t.Errorf("the Runner sees %s", c.Title)
					}
					got = append(got, fmt.Sprintf("%d adv", c.Adv))
				}
			}
		}
		if want := []string{"2 adv", "0 adv", "0 adv"}; !slices.Equal(got, want) {
			t.Errorf("Runner's view of the fort: %q, want %q", got, want)
		}
	})
	onrtest.Run(t, "R083 exposing the card at a position exposes the card installed there, also after the Corp installs and loses cards", func(t onrtest.TB) {
		x, fort := mrHuntClub(t)
		// The Corp installs another upgrade in the fort, then Dieter
		// Esslin leaves it: the others keep their order.
		x.Hand(onr.Corp, "Dieter Esslin")
		x.ToTurn(onr.Corp)
		x.Do(onr.Corp, "install Dieter Esslin in fort 1")
		x.PassAll()
		x.ToTurn(onr.Runner)
		x.G.Put(x.S.Forts[fort].Cards[1], onr.ZoneDiscard, false) // the first Dieter Esslin
		x.Ready()
		if got, want := rgTitles(x, x.S.Forts[fort].Cards), []string{"Hostile Takeover", "Antiquated Interface Routines", "Dieter Esslin"}; !slices.Equal(got, want) {
			t.Fatalf("fort holds %q, want %q", got, want)
		}
		x.Events = nil
		x.Do(onr.Runner, "play Hunt Club BBS")
		x.Do(onr.Runner, "expose card 3 in fort 1")
		x.Do(onr.Runner, "expose card 2 in fort 1")
		passExposeQuestions(x.Do(onr.Runner, "done"))
		want := []string{
			"Runner exposes Dieter Esslin (card 3 in fort 1)",
			"Runner exposes Antiquated Interface Routines (card 2 in fort 1)",
		}
		if got := mrExposed(x); !slices.Equal(got, want) {
			t.Errorf("exposed %q, want %q", got, want)
		}
		// The Corp read the same; a spectator only the positions.
		for _, e := range x.Events {
			if e.Type == "expose" && (e.For(corpSeat) != e.For(runnerSeat) || strings.Contains(e.Text(), "Dieter") || strings.Contains(e.Text(), "Antiquated")) {
				t.Errorf("event %+v: want the title for both players only", e)
			}
		}
	})
	onrtest.Run(t, "R083 a fort whose cards are rearranged breaks an invariant", func(t onrtest.TB) {
		x, fort := mrHuntClub(t)
		if err := x.G.Check(); err != nil {
			t.Fatalf("before: %v", err)
		}
		cs := x.S.Forts[fort].Cards
		cs[0], cs[1] = cs[1], cs[0] // the Corp shuffles the fort
		err := x.G.Check()
		if err == nil || !strings.Contains(err.Error(), "R083") {
			t.Errorf("Check after rearranging: %v, want an R083 error", err)
		}
	})
}

// mrShock arranges rezzed Shock Treatment in HQ (empty), the Runner's rig
// and four tags, runs on HQ and returns once the access effect resolves.
func mrShock(t onrtest.TB, rig ...string) *onrtest.Table {
	t.Helper()
	x := tableWithRD(t, 1, 6)
	x.Install(onr.FortHQ, "Shock Treatment", true)
	x.Rig(rig...)
	x.Runner().Tags = 4
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Events = nil
	x.Do(onr.Runner, "run on HQ")
	rgContinue(x)
	return x
}

func checkR033_SeveralCardsAreTrashedBeforeTheConsequences(t onrtest.TB) {
	// Memory chips give 6 or 7 MU; programs fill it. Shock Treatment
	// trashes the chips and two programs together; only then does the
	// Runner fit the rest into 4 MU (ONR-8.7.3, R199). Trashing the chips
	// first would have made the Runner trash programs before the Corp's
	// two.
	for _, tc := range []struct {
		name      string
		rig       []string
		corp      []string // the Corp's two choices
		runner    string   // the Runner's MU choice afterwards, if any
		remaining []string
	}{
		{
			name: "the two programs leave 4 MU used: the Runner trashes nothing",
			rig:  []string{"Zetatech Mem Chip", "Newsgroup Filter", "Dwarf", "Raptor", "Codecracker", "Loony Goon"},
			corp: []string{"trash Dwarf", "trash Raptor"}, remaining: []string{"Newsgroup Filter", "Codecracker", "Loony Goon"},
		},
		{
			name: "the two programs leave 5 MU used: then the Runner trashes one of the rest",
			rig:  []string{"Zetatech Mem Chip", "WuTech Mem Chip", "Newsgroup Filter", "Dwarf", "Raptor", "Codecracker", "Loony Goon", "Grubb"},
			corp: []string{"trash Dwarf", "trash Raptor"}, runner: "trash-program Grubb", remaining: []string{"Newsgroup Filter", "Codecracker", "Loony Goon"},
		},
	} {
		onrtest.Run(t, "R033 "+tc.name, func(t onrtest.TB) {
			x := mrShock(t, tc.rig...)
			for _, c := range tc.corp {
				x.Do(onr.Corp, c)
			}
			trashed := rgEvent(x, onr.Runner, "Shock Treatment trashes")
			if trashed < 0 {
				t.Fatalf("no trash event; pending %s", x.Describe())
			}
			if tc.runner != "" {
				if got := prompt(x, onr.Runner); got != "Programs use 5 MU of 4: trash a program" {
					t.Fatalf("Runner's prompt %q, want the MU check", got)
				}
				for _, o := range x.Options(onr.Runner) {
					if strings.Contains(o, "Dwarf") || strings.Contains(o, "Raptor") {
						t.Errorf("the Runner may trash %q, which the Corp already trashed", o)
					}
				}
				x.Do(onr.Runner, tc.runner)
				if freed := rgEvent(x, onr.Runner, "to free memory"); freed < trashed {
					t.Errorf("MU trash at event %d, the Corp's at %d", freed, trashed)
				}
			} else if rgEvent(x, onr.Runner, "to free memory") >= 0 {
				t.Errorf("the Runner trashed a program for memory: %v", x.Events)
			}
			if got := rgTitles(x, x.Runner().Rig); !slices.Equal(got, tc.remaining) {
				t.Errorf("rig %q, want %q", got, tc.remaining)
			}
		})
	}
	onrtest.Run(t, "R033 programs in a trashed daemon follow it after the cards the effect trashes", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 6)
		x.Install(onr.FortHQ, "Shock Treatment", true)
		rig := x.Rig("WuTech Mem Chip", "Imp", "Raptor")
		dwarf := x.Card("Dwarf")
		x.G.InstallRunner(dwarf, rig[1])
		x.Runner().Tags = 4
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Events = nil
		x.Do(onr.Runner, "run on HQ")
		rgContinue(x)
		if !x.Offered(onr.Corp, "trash Dwarf") {
			t.Fatalf("the Corp cannot choose the hosted Dwarf: %q", x.Options(onr.Corp))
		}
		x.Do(onr.Corp, "trash Imp")
		x.Do(onr.Corp, "trash Raptor")
		if got, want := rgTitles(x, x.Runner().Discard), []string{"WuTech Mem Chip", "Imp", "Raptor", "Dwarf"}; !slices.Equal(got, want) {
			t.Errorf("trash pile %q, want %q (Dwarf last, as a consequence)", got, want)
		}
		all, hosted := rgEvent(x, onr.Runner, "Shock Treatment trashes WuTech Mem Chip, Imp, Raptor"), rgEvent(x, onr.Runner, "Dwarf is trashed with its host")
		if all < 0 || hosted < all {
			t.Errorf("events: effect's trash at %d, hosted Dwarf at %d; want the effect's first", all, hosted)
		}
	})
}
