package checks

// Helpers shared by the executable checks of the General-section rulings
// R001–R083 (general*.go). Their names start with "rg" so that
// they cannot collide with helpers of other test files of the package.

import (
	"fmt"
	"slices"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// rgContinue passes windows and answers "continue" at every jack-out choice
// until some other decision is pending or the run is over.
func rgContinue(x *onrtest.Table) {
	x.T.Helper()
	for i := 0; i < 50 && x.S.Run.Active && !x.S.Over; i++ {
		switch {
		case x.Offered(onr.Runner, "pass") || x.Offered(onr.Corp, "pass"):
			x.PassAll()
		case x.Offered(onr.Runner, "continue"):
			x.Do(onr.Runner, "continue")
		default:
			return
		}
	}
}

// rgEvent returns the index in x.Events of the first event that seat reads
// with sub in it, or -1.
func rgEvent(x *onrtest.Table, seat onr.Role, sub string) int {
	return slices.IndexFunc(x.Events, func(e engine.Event) bool { return strings.Contains(e.For(x.Seat(seat)), sub) })
}

// rgCount counts the events that seat reads with sub in them.
func rgCount(x *onrtest.Table, seat onr.Role, sub string) int {
	n := 0
	for _, e := range x.Events {
		if strings.Contains(e.For(x.Seat(seat)), sub) {
			n++
		}
	}
	return n
}

// rgView returns side's view of the game.
func rgView(x *onrtest.Table, side onr.Role) *onr.View {
	return x.G.View(x.Seat(side)).(*onr.View)
}

// rgTitles returns the titles of cards.
func rgTitles(x *onrtest.Table, cards []int32) []string {
	out := make([]string, len(cards))
	for i, c := range cards {
		out[i] = x.G.Title(c)
	}
	return out
}

// rgVerbs returns the verbs of side's pending options.
func rgVerbs(x *onrtest.Table, side onr.Role) []engine.Verb {
	d, ok := engine.DecisionFor(x.G, x.Seat(side))
	if !ok {
		return nil
	}
	out := make([]engine.Verb, len(d.Options))
	for i, o := range d.Options {
		out[i] = o.Verb
	}
	return out
}

// rgFirst returns side's first option that starts with prefix, or "".
func rgFirst(x *onrtest.Table, side onr.Role, prefix string) string {
	for _, o := range x.Options(side) {
		if strings.HasPrefix(o, prefix) {
			return o
		}
	}
	return ""
}

// rgMentions reports whether some option of side contains sub.
func rgMentions(x *onrtest.Table, side onr.Role, sub string) bool {
	return slices.ContainsFunc(x.Options(side), func(o string) bool { return strings.Contains(o, sub) })
}

// rgVirus gives the Corp n virus counters of the named virus program, as if
// the Runner had made n successful runs with it (ONR-15.1).
func rgVirus(x *onrtest.Table, title string, n int32) {
	id := x.S.Cards[x.Card(title)].ID // a spare card, removed from the game
	x.Corp().Virus = append(x.Corp().Virus, onr.Virus{ID: id, N: n})
}

// rgArchive puts a new Corp card on top of the Archives, face up or down.
func rgArchive(x *onrtest.Table, title string, faceUp bool) int32 {
	c := x.Card(title)
	x.G.Put(c, onr.ZoneDiscard, false)
	x.S.Cards[c].FaceUp = faceUp
	x.S.Cards[c].Seen = faceUp
	return c
}

// ---------------------------------------------------------------------------
// Deck construction, data forts, ice and icebreakers (R001–R015).

// R001: the Runner deck must have at least 45 cards; the v1.0 rulebook's
// "40" is a misprint (ONR-3.1).
func checkR001_RunnerDeckNeeds45Cards(t onrtest.TB) {
	for _, tc := range []struct {
		size int
		ok   bool
	}{{40, false}, {44, false}, {45, true}, {50, true}} {
		onrtest.Run(t, fmt.Sprintf("ONR-3.1 a Runner deck of %d cards is legal: %v", tc.size, tc.ok), func(t onrtest.TB) {
			text := fmt.Sprintf("5 Dwarf\n%d Score!\n", tc.size-5)
			defs, err := onr.ParseDeck("runner.txt", text, onr.Runner, onr.DefaultOptions())
			if tc.ok {
				if err != nil || len(defs) != tc.size {
					t.Fatalf("ParseDeck = %d cards, %v; want %d cards, no error", len(defs), err, tc.size)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), "45") {
				t.Fatalf("ParseDeck error = %v; want an error naming the minimum of 45", err)
			}
		})
	}
}

// R002: ice is installed ON a data fort; agendas, nodes and upgrades are
// installed IN a data fort (ONR-2.2.1).
func checkR002_IceOnAFortOtherCardsInAFort(t onrtest.TB) {
	for _, tc := range []struct {
		title, option string
		ice           bool
	}{
		{"Wall of Static", "install Wall of Static on HQ", true},
		{"Data Wall", "install Data Wall in a new fort", true},
		{"Antiquated Interface Routines", "install Antiquated Interface Routines in HQ", false},
		{"Hostile Takeover", "install Hostile Takeover in a new fort", false},
		{"ESA Contract", "install ESA Contract in a new fort", false},
	} {
		onrtest.Run(t, "ONR-2.2.1 "+tc.option, func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			c := x.Hand(onr.Corp, tc.title)[0]
			x.Ready()
			x.Do(onr.Corp, tc.option)
			k := x.S.Cards[c]
			fort := x.S.Forts[k.Fort]
			if tc.ice {
				if k.Zone != onr.ZoneIce || !slices.Contains(fort.Ice, c) || slices.Contains(fort.Cards, c) {
					t.Fatalf("%s: zone %s, ice %v, cards %v; want it on the fort, among its ice", tc.title, k.Zone, fort.Ice, fort.Cards)
				}
			} else if k.Zone != onr.ZoneFort || !slices.Contains(fort.Cards, c) || slices.Contains(fort.Ice, c) {
				t.Fatalf("%s: zone %s, ice %v, cards %v; want it in the fort", tc.title, k.Zone, fort.Ice, fort.Cards)
			}
		})
	}
	onrtest.Run(t, "ONR-8.3.1 agendas and nodes cannot go in a central fort", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 6)
		x.Hand(onr.Corp, "Hostile Takeover", "ESA Contract")
		x.Ready()
		for _, o := range x.Options(onr.Corp) {
			if strings.HasPrefix(o, "install") && !strings.HasSuffix(o, "in a new fort") {
				t.Errorf("offered %q", o)
			}
		}
	})
}

// R003: a subsidiary fort goes away as soon as no card is left in or on it;
// one piece of ice keeps it (ONR-2.2.4, ONR-8.5.1).
func checkR003_SubsidiaryFortLastsWhileACardIsInOrOnIt(t onrtest.TB) {
	for _, tc := range []struct {
		name string
		ice  bool
	}{
		{"a fort whose last card is trashed collapses", false},
		{"one piece of ice keeps the fort", true},
	} {
		onrtest.Run(t, "ONR-2.2.4 "+tc.name, func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			node, fort := x.Install(onr.NewFort, "ESA Contract", false)
			if tc.ice {
				x.Ice(fort, "Data Wall", false)
			}
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(onr.Runner, "run on fort 1")
			rgContinue(x)
			x.Do(onr.Runner, "trash ESA Contract for 3")
			if x.S.Cards[node].Zone != onr.ZoneDiscard {
				t.Fatalf("ESA Contract is in %s, want the Archives", x.S.Cards[node].Zone)
			}
			if got := x.S.Forts[fort].Gone; got == tc.ice {
				t.Errorf("fort gone = %v, want %v", got, !tc.ice)
			}
			if got := x.Offered(onr.Runner, "run on fort 1"); got != tc.ice {
				t.Errorf("run on fort 1 offered = %v, want %v (options %q)", got, tc.ice, x.Options(onr.Runner))
			}
		})
	}
}

// R004: counters do not keep a subsidiary fort: when its last card leaves,
// the fort collapses and the counters are gone (ONR-2.2.4). No implemented
// card puts counters on a fort itself (Pox, Fait Accompli), so the counters
// here are advancement counters on the fort's only card.
func checkR004_CountersDoNotKeepAFort(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	agenda, fort := x.Install(onr.NewFort, "Hostile Takeover", false)
	x.S.Cards[agenda].Adv = 2
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on fort 1")
	rgContinue(x)
	if x.S.Cards[agenda].Zone != onr.ZoneScored {
		t.Fatalf("Hostile Takeover is in %s, want stolen", x.S.Cards[agenda].Zone)
	}
	onrtest.Run(t, "ONR-2.2.4 the fort collapses with its last card", func(t onrtest.TB) {
		if !x.S.Forts[fort].Gone || x.Offered(onr.Runner, "run on fort 1") {
			t.Errorf("fort gone = %v, run on it offered = %v", x.S.Forts[fort].Gone, x.Offered(onr.Runner, "run on fort 1"))
		}
	})
	onrtest.Run(t, "ONR-2.2.4 its counters no longer exist", func(t onrtest.TB) {
		for c := range x.S.Cards {
			if x.S.Cards[c].Adv != 0 {
				t.Errorf("card %d (%s) still has %d advancement counters", c, x.G.Title(int32(c)), x.S.Cards[c].Adv)
			}
		}
	})
}

// R005: the deck and the hand are stored in R&D/HQ (or are the Runner's
// stack and hand), not installed, and are immune to effects on installed
// cards (ONR-2.2.2).
func checkR005_StoredCardsAreNotInstalled(t onrtest.TB) {
	onrtest.Run(t, "ONR-2.2.2 Banpei's trash a program ignores programs in hand and stack", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 6)
		x.Ice(onr.FortHQ, "Banpei", true)
		hand := x.Hand(onr.Runner, "Dwarf")[0]
		stack := x.Deck(onr.Runner, "Codecracker")[0]
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "run on HQ")
		if rgEvent(x, onr.Runner, "Banpei: subroutine 1 takes effect") < 0 || rgEvent(x, onr.Runner, "Banpei ends the run") < 0 {
			t.Fatalf("Banpei's subroutines did not fire; pending %s", x.Describe())
		}
		if x.S.Cards[hand].Zone != onr.ZoneHand || x.S.Cards[stack].Zone != onr.ZoneDeck {
			t.Errorf("Dwarf in %s, Codecracker in %s; want hand and stack", x.S.Cards[hand].Zone, x.S.Cards[stack].Zone)
		}
		if prompt(x, onr.Runner) != "Take an action" {
			t.Errorf("pending %s, want the Runner's next action", x.Describe())
		}
	})
	onrtest.Run(t, "ONR-6.1.6 the Corp may trash installed resources only, not those in hand", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 6)
		installed := x.Rig("Nomad Allies")[0]
		x.Hand(onr.Runner, "Fall Guy")
		x.Runner().Tags = 1
		x.Ready()
		var targets []int
		for _, o := range x.Decision(onr.Corp).Options {
			if o.Verb == onr.VerbTrashRes {
				targets = append(targets, o.Card)
			}
		}
		if !slices.Equal(targets, []int{x.G.Handle(installed)}) {
			t.Errorf("trash-resource targets %v, want only the installed Nomad Allies (%d)", targets, x.G.Handle(installed))
		}
	})
}

// R006: HQ, R&D and the Archives always exist, even with no card in them
// (ONR-2.2.2).
func checkR006_CentralFortsAlwaysExist(t onrtest.TB) {
	for _, fort := range []string{"HQ", "R&D", "the Archives"} {
		onrtest.Run(t, "ONR-2.2.2 an empty "+fort+" can still be run", func(t onrtest.TB) {
			x := onrtest.New(t, 1) // HQ, R&D and the Archives are empty
			x.Ready()
			x.ToTurn(onr.Runner)
			if n := len(rgView(x, onr.Runner).Forts); n != 3 {
				t.Fatalf("the Runner sees %d forts, want the 3 central ones", n)
			}
			x.Do(onr.Runner, "run on "+fort)
			rgContinue(x)
			if rgEvent(x, onr.Runner, "The run is successful") < 0 {
				t.Errorf("the run on the empty %s was not successful", fort)
			}
			if len(x.S.Forts) < 3 || x.S.Forts[onr.FortHQ].Gone || x.S.Forts[onr.FortRD].Gone || x.S.Forts[onr.FortArchives].Gone {
				t.Errorf("a central fort collapsed: %+v", x.S.Forts)
			}
		})
	}
}

// R007: passed ice stays in play and must be passed again on every run on
// the fort (ONR-11.2.1).
func checkR007_PassedIceMustBePassedAgain(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	wall, _ := x.Ice(onr.FortHQ, "Wall of Static", true)
	x.Rig("Dwarf")
	x.Ready()
	x.ToTurn(onr.Runner)
	for run := 1; run <= 2; run++ {
		onrtest.Run(t, fmt.Sprintf("ONR-11.2.1 run %d encounters the ice passed before", run), func(t onrtest.TB) {
			x.Do(onr.Runner, "run on HQ")
			if n := rgCount(x, onr.Runner, "Runner encounters Wall of Static"); n != run {
				t.Fatalf("%d encounters after run %d", n, run)
			}
			x.Do(onr.Runner, "break subroutine 1 with Dwarf")
			rgContinue(x)
			if rgCount(x, onr.Runner, "The run is successful") != run {
				t.Fatalf("run %d was not successful; pending %s", run, x.Describe())
			}
			if k := x.S.Cards[wall]; k.Zone != onr.ZoneIce || !k.Rezzed || !slices.Equal(x.S.Forts[onr.FortHQ].Ice, []int32{wall}) {
				t.Errorf("Wall of Static: zone %s rezzed %v; HQ ice %v", k.Zone, k.Rezzed, x.S.Forts[onr.FortHQ].Ice)
			}
		})
	}
}

// R008: when ice is trashed, the ice outside it moves in to fill the gap
// (ONR-2.2.5). The implemented way to trash ice is the Corp's, while
// installing ice on the same fort (ONR-8.2.3).
func checkR008_IceOutsideMovesIn(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	outer, _ := x.Ice(onr.FortHQ, "Wall of Static", true)
	middle, _ := x.Ice(onr.FortHQ, "Data Wall", false)
	inner, _ := x.Ice(onr.FortHQ, "Quandary", true)
	laser := x.Hand(onr.Corp, "Laser Wire")[0]
	x.Ready()
	x.Do(onr.Corp, "install Laser Wire on HQ")
	x.Do(onr.Corp, "trash-ice Data Wall")
	x.Do(onr.Corp, "done (pay 2)")
	onrtest.Run(t, "ONR-2.2.5 the column closes around the trashed ice", func(t onrtest.TB) {
		want := []int32{laser, outer, inner}
		if got := x.S.Forts[onr.FortHQ].Ice; !slices.Equal(got, want) {
			t.Errorf("HQ ice %q, want %q", rgTitles(x, got), rgTitles(x, want))
		}
		if x.S.Cards[middle].Zone != onr.ZoneDiscard {
			t.Errorf("Data Wall is in %s, want the Archives", x.S.Cards[middle].Zone)
		}
	})
	onrtest.Run(t, "ONR-2.2.5 the Runner meets the moved ice next to the innermost", func(t onrtest.TB) {
		var titles []string
		for _, c := range rgView(x, onr.Runner).Forts[onr.FortHQ].Ice {
			titles = append(titles, c.Title)
		}
		if want := []string{"", "Wall of Static", "Quandary"}; !slices.Equal(titles, want) {
			t.Errorf("the Runner sees HQ ice %q, want %q", titles, want)
		}
	})
}

// R009: an icebreaker that targets any one of the ice's keywords works on
// that ice (ONR-11.5.2). Cortical Scrub is a Sentry, Black Ice, AP and
// Brainwipe.
func checkR009_BreakerTargetsAnyKeywordOfTheIce(t onrtest.TB) {
	for _, tc := range []struct {
		breaker string
		breaks  bool
	}{
		{"Loony Goon", true}, // breaks sentry subroutines
		{"Krash", true},      // breaks ice subroutines
		{"Dwarf", false},     // breaks wall subroutines only
	} {
		onrtest.Run(t, fmt.Sprintf("ONR-11.5.2 %s on Cortical Scrub: breaks %v", tc.breaker, tc.breaks), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			x.Ice(onr.FortHQ, "Cortical Scrub", true)
			x.Rig(tc.breaker)
			runnerHand(x, 2)
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Runner().Bits = 10
			x.Do(onr.Runner, "run on HQ")
			if !tc.breaks {
				if rgEvent(x, onr.Runner, "breaks subroutine") >= 0 || rgEvent(x, onr.Runner, "Cortical Scrub ends the run") < 0 {
					t.Fatalf("%s interacted with Cortical Scrub, or the run was not ended", tc.breaker)
				}
				return
			}
			for i := 0; i < 10 && rgMentions(x, onr.Runner, "pump "+tc.breaker); i++ {
				x.Do(onr.Runner, rgFirst(x, onr.Runner, "pump "+tc.breaker))
			}
			x.Do(onr.Runner, "break subroutine 1 with "+tc.breaker)
			x.Do(onr.Runner, "break subroutine 2 with "+tc.breaker)
			if x.S.Run.Ended || rgEvent(x, onr.Runner, "Cortical Scrub ends the run") >= 0 || x.Runner().Brain != 0 {
				t.Errorf("Cortical Scrub's subroutines took effect; pending %s", x.Describe())
			}
		})
	}
}

// R012: the Runner breaks subroutines in any order; the unbroken ones then
// take effect in printed order (ONR-11.5.4, ONR-11.6.1).
func checkR012_SubroutinesBrokenInAnyOrder(t onrtest.TB) {
	setup := func(t onrtest.TB, rig ...string) *onrtest.Table {
		x := tableWithRD(t, 1, 6)
		x.Ice(onr.FortHQ, "Laser Wire", true) // Do 1 Net damage; End the run
		x.Rig(rig...)
		runnerHand(x, 3)
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "run on HQ")
		return x
	}
	onrtest.Run(t, "ONR-11.5.4 the second subroutine may be broken first", func(t onrtest.TB) {
		x := setup(t, "Dwarf")
		x.Do(onr.Runner, "break subroutine 2 with Dwarf")
		if !x.Offered(onr.Runner, "break subroutine 1 with Dwarf") {
			t.Fatalf("after breaking subroutine 2, options %q", x.Options(onr.Runner))
		}
		x.Do(onr.Runner, "break subroutine 1 with Dwarf")
		if i, j := rgEvent(x, onr.Runner, "breaks subroutine 2"), rgEvent(x, onr.Runner, "breaks subroutine 1"); i < 0 || j < i {
			t.Errorf("break events at %d (sub 2) and %d (sub 1)", i, j)
		}
		if x.S.Run.Ended || len(x.Runner().Hand) != 3 {
			t.Errorf("a broken subroutine took effect: run ended %v, hand %d", x.S.Run.Ended, len(x.Runner().Hand))
		}
	})
	onrtest.Run(t, "ONR-11.6.1 unbroken subroutines take effect in printed order", func(t onrtest.TB) {
		x := setup(t)
		order := []string{"Laser Wire: subroutine 1 takes effect", "Runner takes 1 Net damage", "Laser Wire: subroutine 2 takes effect", "Laser Wire ends the run"}
		last := -1
		for _, ev := range order {
			i := rgEvent(x, onr.Runner, ev)
			if i <= last {
				t.Fatalf("event %q at %d, after %d; events %v", ev, i, last, x.Events)
			}
			last = i
		}
	})
	onrtest.Run(t, "ONR-11.6.1 only the unbroken subroutine takes effect", func(t onrtest.TB) {
		x := setup(t, "Dwarf")
		x.Do(onr.Runner, "break subroutine 2 with Dwarf")
		x.Do(onr.Runner, "done")
		if len(x.Runner().Hand) != 2 || rgEvent(x, onr.Runner, "Laser Wire ends the run") >= 0 || !x.Offered(onr.Runner, "continue") {
			t.Errorf("hand %d, pending %s; want 1 Net damage and the run going on", len(x.Runner().Hand), x.Describe())
		}
	})
}

// R013: ice and icebreaker strength can be negative (ONR-11.4.3). Grubb
// (strength 0) in Imp (icebreakers −1) has strength −1, and one +1 brings
// it to 0, enough for a strength-0 wall.
func checkR013_StrengthCanBeNegative(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Ice(onr.FortHQ, "Data Wall", true) // strength 0
	imp := x.Rig("Imp")[0]
	grubb := x.Card("Grubb")
	x.G.InstallRunner(grubb, imp)
	x.Ready()
	x.ToTurn(onr.Runner)
	onrtest.Run(t, "ONR-11.4.3 Grubb in Imp has strength -1", func(t onrtest.TB) {
		if got := x.G.BreakerStrength(grubb); got != -1 {
			t.Fatalf("strength %d, want -1", got)
		}
		for _, c := range rgView(x, onr.Runner).Player(onr.Runner).Rig {
			if c.Title == "Grubb" && (c.Strength == nil || *c.Strength != -1) {
				t.Errorf("the Runner's view shows Grubb's strength as %v", c.Strength)
			}
		}
	})
	onrtest.Run(t, "ONR-11.5.3 from -1 one +1 reaches strength 0", func(t onrtest.TB) {
		x.Do(onr.Runner, "run on HQ")
		if x.Offered(onr.Runner, "break subroutine 1 with Grubb") {
			t.Fatalf("Grubb at -1 may break a strength-0 wall")
		}
		x.Do(onr.Runner, "pump Grubb: +1 strength for 2")
		if got := x.G.BreakerStrength(grubb); got != 0 {
			t.Fatalf("strength after one +1: %d, want 0", got)
		}
		x.Do(onr.Runner, "break subroutine 1 with Grubb")
		if x.S.Run.Ended || x.Runner().Bits != 2 {
			t.Errorf("run ended %v, bits %d; want the wall broken for 3 bits", x.S.Run.Ended, x.Runner().Bits)
		}
	})
}

// R014: icebreaker abilities are used during an encounter with ice whose
// subroutines they can break, and then only (ONR-11.5.2).
func checkR014_BreakersOnlyDuringMatchingEncounter(t onrtest.TB) {
	onrtest.Run(t, "ONR-11.5.2 no breaking or strength outside an encounter", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 6)
		x.Ice(onr.FortHQ, "Wall of Static", true)
		x.Rig("Dwarf")
		x.Ready()
		x.ToTurn(onr.Runner)
		for _, v := range rgVerbs(x, onr.Runner) {
			if v == onr.VerbBreak || v == onr.VerbPump {
				t.Errorf("the Runner's actions offer %q", v)
			}
		}
	})
	for _, tc := range []struct {
		ice   string
		match bool
	}{{"Wall of Static", true}, {"Quandary", false}} {
		onrtest.Run(t, fmt.Sprintf("ONR-11.5.2 Dwarf encountering %s: usable %v", tc.ice, tc.match), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			x.Ice(onr.FortHQ, tc.ice, true)
			x.Rig("Dwarf")
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(onr.Runner, "run on HQ")
			if got := x.Offered(onr.Runner, "break subroutine 1 with Dwarf"); got != tc.match {
				t.Errorf("break offered = %v; pending %s", got, x.Describe())
			}
			if !tc.match && rgEvent(x, onr.Runner, tc.ice+" ends the run") < 0 {
				t.Errorf("%s did not end the run", tc.ice)
			}
		})
	}
}

// ---------------------------------------------------------------------------
// Tracing (R016–R019).

// rgBloodCat puts a rezzed Blood Cat (Trace 5: give the Runner a tag) in a
// subsidiary fort, installs rig, and has the Corp start its trace.
func rgBloodCat(t onrtest.TB, rig ...string) *onrtest.Table {
	t.Helper()
	x := tableWithRD(t, 1, 6)
	x.Install(onr.NewFort, "Blood Cat", true)
	x.Rig(rig...)
	x.Ready()
	x.Do(onr.Corp, "use Blood Cat: Trace 5: give the Runner a tag")
	return x
}

// R016: a trace with zero bits succeeds against link 0; equal values
// succeed (ONR-12.1.5, ONR-12.2.5).
func checkR016_ZeroBitTraceSucceedsAgainstZeroLink(t onrtest.TB) {
	for _, tc := range []struct {
		name   string
		rig    []string
		bid    int
		tagged bool
	}{
		{"no base-link card: link 0, a 0-bit trace succeeds", nil, 0, true},
		{"base link 1 beats a 0-bit trace", []string{"Access to Kiribati"}, 0, false},
		{"a 1-bit trace ties base link 1 and succeeds", []string{"Access to Kiribati"}, 1, true},
	} {
		onrtest.Run(t, "ONR-12.2.5 "+tc.name, func(t onrtest.TB) {
			x := rgBloodCat(t, tc.rig...)
			x.Number(onr.Corp, tc.bid)
			if len(tc.rig) > 0 {
				x.Do(onr.Runner, "base-link Access to Kiribati")
				x.Number(onr.Runner, 0)
			} else if prompt(x, onr.Runner) != "" {
				t.Fatalf("the Runner without a base-link card was asked %s", x.Describe())
			}
			if got := x.Runner().Tags == 1; got != tc.tagged {
				t.Errorf("tags %d, want tagged = %v", x.Runner().Tags, tc.tagged)
			}
			if x.Corp().Bits != 5-int32(tc.bid) {
				t.Errorf("Corp bits %d, want %d", x.Corp().Bits, 5-tc.bid)
			}
		})
	}
}

// R017: only one base-link card per trace; link may be bought from it, but
// two base links are never added (ONR-12.1.3).
func checkR017_OneBaseLinkCardPerTrace(t onrtest.TB) {
	x := rgBloodCat(t, "Baedeker's Net Map", "Access to Kiribati")
	x.Number(onr.Corp, 1)
	onrtest.Run(t, "ONR-12.1.3 the Runner picks a single base-link card", func(t onrtest.TB) {
		d := x.Decision(onr.Runner)
		want := []string{"none", "base-link Baedeker's Net Map", "base-link Access to Kiribati"}
		if d.Kind != engine.Select || !slices.Equal(x.Options(onr.Runner), want) {
			t.Fatalf("decision %q (kind %d), want one choice among %q", x.Options(onr.Runner), d.Kind, want)
		}
	})
	x.Do(onr.Runner, "base-link Baedeker's Net Map")
	onrtest.Run(t, "ONR-12.1.3 link is bought from that card only", func(t onrtest.TB) {
		if d := x.Decision(onr.Runner); d.Kind != engine.Number || d.Max != 5 {
			t.Fatalf("decision %+v, want a number up to 5 (1 bit per +1 link from Baedeker's)", d)
		}
	})
	x.Number(onr.Runner, 0)
	onrtest.Run(t, "ONR-12.1.3 base link 1, not 1+1: a 1-bit trace ties and succeeds", func(t onrtest.TB) {
		if x.Runner().Tags != 1 || x.Runner().Bits != 5 {
			t.Errorf("tags %d, Runner bits %d; want 1 tag, nothing paid for Access to Kiribati", x.Runner().Tags, x.Runner().Bits)
		}
	})
}

// R018: each player may know the other's bit pool at any time, also while
// choosing a trace amount (ONR-2.1.4, ONR-12.2.2).
func checkR018_BitPoolsArePublic(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Install(onr.NewFort, "Blood Cat", true)
	x.Corp().Bits, x.Runner().Bits = 7, 3
	x.Ready()
	check := func(t onrtest.TB, corp, runner int32) {
		t.Helper()
		if got := rgView(x, onr.Runner).Player(onr.Corp).Bits; got != corp {
			t.Errorf("the Runner sees %d Corp bits, want %d", got, corp)
		}
		if got := rgView(x, onr.Corp).Player(onr.Runner).Bits; got != runner {
			t.Errorf("the Corp sees %d Runner bits, want %d", got, runner)
		}
	}
	onrtest.Run(t, "ONR-2.1.4 at the Corp's action", func(t onrtest.TB) { check(t, 7, 3) })
	x.Do(onr.Corp, "use Blood Cat: Trace 5: give the Runner a tag")
	onrtest.Run(t, "ONR-12.2.2 while both choose trace amounts", func(t onrtest.TB) {
		if !x.S.Trace.Active {
			t.Fatalf("no trace in progress")
		}
		check(t, 7, 3)
	})
}

// ---------------------------------------------------------------------------
// Taking actions and playing cards (R020–R022).

// R020: one action cannot combine two benefits: during the run made by
// Custodial Position the Runner can neither play Inside Job for its benefit
// on the same run nor use an installed card's special effect (Newsgroup
// Filter's "gain 2 bits", an action), both of which he could before
// (ONR-6.3.4).
func checkR020_RunCardsDoNotCombine(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Ice(onr.FortRD, "Wall of Static", true)
	x.Rig("Dwarf", "Newsgroup Filter") // an installed card whose effect is an action
	inside := x.Hand(onr.Runner, "Custodial Position", "Inside Job")[1]
	x.Ready()
	x.ToTurn(onr.Runner)
	if !x.Offered(onr.Runner, "use Newsgroup Filter: Gain 2 bits") || !x.Offered(onr.Runner, "play Inside Job on HQ") {
		t.Fatalf("before the run the Runner cannot use Newsgroup Filter or play Inside Job: %q", x.Options(onr.Runner))
	}
	x.Do(onr.Runner, "play Custodial Position")
	onrtest.Run(t, "ONR-6.3.4 no other card can be played during the run", func(t onrtest.TB) {
		for i := 0; i < 20 && x.S.Run.Active; i++ {
			for _, v := range rgVerbs(x, onr.Runner) {
				if v == onr.VerbPlay || v == onr.VerbRun || v == onr.VerbUse || v == onr.VerbInstall {
					t.Fatalf("during the run the Runner is offered %q", x.Options(onr.Runner))
				}
			}
			switch {
			case x.Offered(onr.Runner, "break subroutine 1 with Dwarf"):
				x.Do(onr.Runner, "break subroutine 1 with Dwarf")
			default:
				rgContinue(x)
			}
		}
	})
	onrtest.Run(t, "ONR-6.3.4 the first ice was encountered, not passed automatically", func(t onrtest.TB) {
		if rgEvent(x, onr.Runner, "Runner encounters Wall of Static") < 0 || x.S.Cards[inside].Zone != onr.ZoneHand {
			t.Errorf("encounter logged: %v; Inside Job in %s", rgEvent(x, onr.Runner, "encounters") >= 0, x.S.Cards[inside].Zone)
		}
	})
}

// R021: a card that says "make a run" includes the run in the action of
// playing it (ONR-6.3.3, ONR-7.4).
func checkR021_RunIncludedInPlayingTheCard(t onrtest.TB) {
	for _, tc := range []struct{ name, option string }{
		{"Custodial Position: one action for the card and its run", "play Custodial Position"},
		{"the basic run: one action", "run on R&D"},
	} {
		onrtest.Run(t, "ONR-6.3.3 "+tc.name, func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			x.Hand(onr.Runner, "Custodial Position")
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(onr.Runner, tc.option)
			rgContinue(x)
			if rgEvent(x, onr.Runner, "Runner runs on R&D") < 0 || rgEvent(x, onr.Runner, "The run is successful") < 0 {
				t.Fatalf("no successful run on R&D; events %v", x.Events)
			}
			if x.Runner().Actions != 3 || prompt(x, onr.Runner) != "Take an action" {
				t.Errorf("actions left %d (pending %s), want 3", x.Runner().Actions, x.Describe())
			}
		})
	}
}

// R022: an operation or prep is paid for and put in the discard pile before
// its instructions are carried out (ONR-7.1).
func checkR022_PlayedCardTrashedBeforeItsEffect(t onrtest.TB) {
	onrtest.Run(t, "ONR-7.1 Chance Observation is in the Archives while its trace runs", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 6)
		op := x.Hand(onr.Corp, "Chance Observation")[0]
		x.Runner().Hist.Runs, x.Runner().Hist.RunsOn = 1, []int32{1, 0} // the Runner ran last turn
		x.Ready()
		x.Do(onr.Corp, "play Chance Observation")
		if !x.S.Trace.Active {
			t.Fatalf("no trace; pending %s", x.Describe())
		}
		if k := x.S.Cards[op]; k.Zone != onr.ZoneDiscard || !k.FaceUp {
			t.Errorf("Chance Observation: zone %s face up %v; want the Archives, face up", k.Zone, k.FaceUp)
		}
		if d := x.Decision(onr.Corp); x.Corp().Bits != 3 || d.Max != 3 {
			t.Errorf("Corp bits %d, trace bid up to %d; want the 2-bit cost paid first", x.Corp().Bits, d.Max)
		}
	})
	onrtest.Run(t, "ONR-7.1 Inside Job is in the trash during its run", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 6)
		x.Ice(onr.FortHQ, "Data Wall", false)
		prep := x.Hand(onr.Runner, "Inside Job")[0]
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "play Inside Job on HQ")
		if !x.S.Run.Active || x.S.Run.Fort != onr.FortHQ {
			t.Fatalf("no run on HQ in progress; pending %s", x.Describe())
		}
		if x.S.Cards[prep].Zone != onr.ZoneDiscard || x.Runner().Bits != 3 {
			t.Errorf("Inside Job in %s, Runner bits %d; want the trash and 2 bits paid", x.S.Cards[prep].Zone, x.Runner().Bits)
		}
	})
}

// ---------------------------------------------------------------------------
// Card effects (R024–R029).

// R024: special effects can be used when the Corp can rez; an effect whose
// cost includes an action only in its controller's turn, as an action
// (ONR-6.3.1, ONR-9.4).
func checkR024_ActionCostEffectsOnlyInOwnTurn(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Install(onr.NewFort, "ESA Contract", true)                  // [action]: draw two cards
	x.Install(onr.FortRD, "Antiquated Interface Routines", false) // something to rez
	x.Rig("Newsgroup Filter")                                     // [action]: gain 2 bits
	rgVirus(x, "Gremlins", 2)                                     // something to purge
	x.Ready()
	const esa, filter = "use ESA Contract: Draw two cards", "use Newsgroup Filter: Gain 2 bits"
	onrtest.Run(t, "ONR-6.3.1 the Corp uses ESA Contract as an action in its turn", func(t onrtest.TB) {
		if !x.Offered(onr.Corp, esa) {
			t.Errorf("Corp actions %q", x.Options(onr.Corp))
		}
	})
	x.Do(onr.Corp, "gain")
	onrtest.Run(t, "ONR-9.4 after the Corp's action: rez and purge, no action-cost effect", func(t onrtest.TB) {
		if !x.Offered(onr.Corp, "rez Antiquated Interface Routines") || !x.Offered(onr.Corp, "purge") || x.Offered(onr.Corp, esa) {
			t.Errorf("Corp window %q", x.Options(onr.Corp))
		}
		if prompt(x, onr.Runner) != "" {
			t.Errorf("the Runner may act in the Corp's turn: %q", x.Options(onr.Runner))
		}
	})
	x.ToTurn(onr.Runner)
	onrtest.Run(t, "ONR-6.3.1 the Runner uses Newsgroup Filter as an action in his turn", func(t onrtest.TB) {
		if !x.Offered(onr.Runner, filter) {
			t.Errorf("Runner actions %q", x.Options(onr.Runner))
		}
	})
	x.Do(onr.Runner, "gain")
	onrtest.Run(t, "ONR-9.4 after the Runner's action: the Corp may rez and purge, not use ESA Contract", func(t onrtest.TB) {
		if !x.Offered(onr.Corp, "rez Antiquated Interface Routines") || !x.Offered(onr.Corp, "purge") || x.Offered(onr.Corp, esa) {
			t.Errorf("Corp window %q", x.Options(onr.Corp))
		}
	})
}

// R026: a player with several effects at the same moment (here the start of
// the Runner's turn) chooses their order (ONR-5.2.1, ONR-18.2.2); the
// Corp's, with Holovid Campaign, are in storedbits.go.
func checkR026_PlayerOrdersOwnSimultaneousEffects(t onrtest.TB) {
	for _, tc := range []struct {
		first, firstEvent, laterEvent string
	}{
		{"resolve", "Butcher Boy counters give the Runner 1 bit", "Runner gains 1 bit"},
		{"resolve Floating Runner BBS", "Runner gains 1 bit", "Butcher Boy counters give the Runner 1 bit"},
	} {
		onrtest.Run(t, "ONR-18.2.2 the Runner resolves "+tc.firstEvent+" first", func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			x.Rig("Floating Runner BBS", "Floating Runner BBS")
			rgVirus(x, "Butcher Boy", 2) // every two give the Runner 1 bit at the start of his turns
			x.Ready()
			for i := 0; i < 20 && prompt(x, onr.Runner) == ""; i++ {
				if x.Offered(onr.Corp, "gain") {
					x.Do(onr.Corp, "gain")
				} else {
					x.PassAll()
				}
			}
			if prompt(x, onr.Runner) != "Choose the next effect to resolve" || prompt(x, onr.Corp) != "" {
				t.Fatalf("pending %s; want the Runner alone to order his effects", x.Describe())
			}
			if n := len(x.Options(onr.Runner)); n != 3 {
				t.Fatalf("options %q, want three effects", x.Options(onr.Runner))
			}
			x.Do(onr.Runner, tc.first)
			for i := 0; i < 3 && prompt(x, onr.Runner) == "Choose the next effect to resolve"; i++ {
				x.Do(onr.Runner, x.Options(onr.Runner)[0])
			}
			if x.Runner().Bits != 8 {
				t.Errorf("Runner bits %d, want 5+1+1+1", x.Runner().Bits)
			}
			if i, j := rgEvent(x, onr.Runner, tc.firstEvent), rgEvent(x, onr.Runner, tc.laterEvent); i < 0 || j < i {
				t.Errorf("%q at %d, %q at %d", tc.firstEvent, i, tc.laterEvent, j)
			}
		})
	}
}

// R029: consequences of one effect resolve in printed order: Day Shift
// draws two cards, then gains 1 bit (ONR-7.3, ONR-18.3.2).
func checkR029_ConsequencesInPrintedOrder(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Hand(onr.Corp, "Day Shift")
	x.Ready()
	x.Do(onr.Corp, "play Day Shift")
	draws := 0
	gain := rgEvent(x, onr.Corp, "Corp gains 1 bit")
	for i, e := range x.Events {
		if strings.Contains(e.For(corpSeat), "Corp draws") {
			draws++
			if gain < i {
				t.Errorf("a draw (event %d) came after the gain (event %d)", i, gain)
			}
		}
	}
	if draws != 2 || gain < 0 {
		t.Errorf("%d draws, gain at %d; events %v", draws, gain, x.Events)
	}
}

// ---------------------------------------------------------------------------
// Trashing cards (R030–R037).

// R030: only cards with a trash cost (nodes and upgrades) can normally be
// trashed, by paying that cost (ONR-2.5.2, ONR-11.12.4).
func checkR030_OnlyCardsWithATrashCostCanBeTrashed(t onrtest.TB) {
	for _, choice := range []string{"trash Antiquated Interface Routines for 1", "leave Antiquated Interface Routines"} {
		onrtest.Run(t, "ONR-11.12.4 "+choice, func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			op := x.Hand(onr.Corp, "Accounts Receivable")[0]
			up, _ := x.Install(onr.FortHQ, "Antiquated Interface Routines", true) // rezzed: public, asked card by card
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(onr.Runner, "run on HQ")
			rgContinue(x)
			x.Do(onr.Runner, "access the next card stored in HQ") // the operation, then the upgrade
			if got := prompt(x, onr.Runner); got != "Pay 1 to trash Antiquated Interface Routines?" {
				t.Fatalf("prompt %q (%s); want the upgrade's trash offer only", got, x.Describe())
			}
			x.Do(onr.Runner, choice)
			x.PassAll()
			trashed := strings.HasPrefix(choice, "trash")
			if got := x.S.Cards[up].Zone == onr.ZoneDiscard; got != trashed || (trashed && !x.S.Cards[up].FaceUp) {
				t.Errorf("upgrade in %s (face up %v)", x.S.Cards[up].Zone, x.S.Cards[up].FaceUp)
			}
			if want := map[bool]int32{true: 4, false: 5}[trashed]; x.Runner().Bits != want {
				t.Errorf("Runner bits %d, want %d", x.Runner().Bits, want)
			}
			if x.S.Cards[op].Zone != onr.ZoneHand || prompt(x, onr.Runner) != "Take an action" {
				t.Errorf("Accounts Receivable in %s; pending %s", x.S.Cards[op].Zone, x.Describe())
			}
		})
	}
}
