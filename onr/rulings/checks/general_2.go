package checks

import (
	"fmt"
	"slices"
	"strings"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Executable checks of the General-section rulings R031–R060 of the ONR
// rulings v1.62 (see general.go for R001–R030 and the helpers).

// ---------------------------------------------------------------------------
// Trashing cards (continued).

// R031: when a player's effect trashes a card of some type, that player
// chooses which: Banpei's "trash a program" is the Corp's choice
// (ONR-18.3.4).
func checkR031_EffectsControllerChoosesWhatIsTrashed(t onrtest.TB) {
	for _, victim := range []string{"Dwarf", "Codecracker"} {
		onrtest.Run(t, "ONR-18.3.4 the Corp chooses to trash "+victim, func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			x.Ice(onr.FortHQ, "Banpei", true)
			progs := x.Rig("Dwarf", "Codecracker")
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(onr.Runner, "run on HQ")
			if got := x.Options(onr.Corp); !slices.Equal(got, []string{"trash Dwarf", "trash Codecracker"}) || prompt(x, onr.Runner) != "" {
				t.Fatalf("pending %s; want the Corp alone to choose between the two programs", x.Describe())
			}
			x.Do(onr.Corp, "trash "+victim)
			for _, c := range progs {
				if got, want := x.S.Cards[c].Zone, map[bool]onr.Zone{true: onr.ZoneDiscard, false: onr.ZoneRig}[x.G.Title(c) == victim]; got != want {
					t.Errorf("%s in %s, want %s", x.G.Title(c), got, want)
				}
			}
		})
	}
}

// R032: the player who trashes several cards also chooses the order in which
// they are trashed. Installing a program over the MU limit makes the Runner
// trash programs of his choice, one at a time (ONR-8.7.3, ONR-18.1.3).
func checkR032_TrasherChoosesTheOrder(t onrtest.TB) {
	for _, order := range [][]string{{"Krash", "Dwarf"}, {"Dwarf", "Krash"}} {
		onrtest.Run(t, fmt.Sprintf("ONR-18.1.3 the Runner trashes %s then %s", order[0], order[1]), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			x.Rig("Dwarf", "Codecracker", "Loony Goon", "Krash") // 4 MU of 4
			x.Hand(onr.Runner, "Newsgroup Filter")               // 2 MU
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(onr.Runner, "install Newsgroup Filter")
			for _, p := range order {
				x.Do(onr.Runner, "trash-program "+p)
			}
			if got := rgTitles(x, x.Runner().Discard); !slices.Equal(got, order) {
				t.Errorf("trash %q, want %q", got, order)
			}
			if avail, used := x.G.MU(); used > avail || prompt(x, onr.Runner) != "Take an action" {
				t.Errorf("MU %d of %d; pending %s", used, avail, x.Describe())
			}
		})
	}
}

// R034: an accessed card's effect happens before the Runner may trash it
// (ONR-11.11.4).
func checkR034_AccessEffectBeforeTrashing(t onrtest.TB) {
	for _, tc := range []struct {
		hand     int
		flatline bool
	}{{1, false}, {0, true}} {
		onrtest.Run(t, fmt.Sprintf("ONR-11.11.4 Dieter Esslin's damage first, with %d cards in hand", tc.hand), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			dieter, _ := x.Install(onr.FortHQ, "Dieter Esslin", true) // 1 Net damage on access; trash cost 3
			runnerHand(x, tc.hand)
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(onr.Runner, "run on HQ")
			rgContinue(x)
			if tc.flatline {
				if !x.S.Over || x.Winner() != onr.Corp || x.S.Cards[dieter].Zone != onr.ZoneFort {
					t.Errorf("over %v winner %s, Dieter in %s; want a flatline before any trashing", x.S.Over, x.Winner(), x.S.Cards[dieter].Zone)
				}
				return
			}
			if prompt(x, onr.Runner) != "Pay 3 to trash Dieter Esslin?" || len(x.Runner().Hand) != 0 || len(x.Runner().Discard) != 1 {
				t.Errorf("pending %s with %d cards in hand; want the damage taken before the trash offer", x.Describe(), len(x.Runner().Hand))
			}
		})
	}
}

// R035: the Runner's trashing in a fort happens all at once after access;
// there is no sequence (ONR-11.12.1).
func checkR035_RunnerTrashesSimultaneously(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	node, fort := x.Install(onr.NewFort, "ESA Contract", false)      // trash cost 3
	up, _ := x.Install(fort, "Antiquated Interface Routines", false) // trash cost 1
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on fort 1")
	rgContinue(x)
	x.Do(onr.Runner, "access an unrezzed card")
	x.Do(onr.Runner, "trash ESA Contract for 3")
	onrtest.Run(t, "ONR-11.12.1 nothing is trashed while the Runner still decides", func(t onrtest.TB) {
		if x.S.Cards[node].Zone != onr.ZoneFort || x.S.Forts[fort].Gone {
			t.Errorf("ESA Contract in %s before the Runner decided on the upgrade", x.S.Cards[node].Zone)
		}
		// Both unrezzed, which a spectator does not know: one question,
		// asked again after each choice (onr/accesshidden.go).
		if prompt(x, onr.Runner) != onr.AccessedHiddenPrompt || !x.Offered(onr.Runner, "trash Antiquated Interface Routines for 1") {
			t.Fatalf("pending %s", x.Describe())
		}
	})
	x.Do(onr.Runner, "trash Antiquated Interface Routines for 1") // nothing left to offer: the question ends
	onrtest.Run(t, "ONR-11.12.1 then both go together", func(t onrtest.TB) {
		if x.S.Cards[node].Zone != onr.ZoneDiscard || x.S.Cards[up].Zone != onr.ZoneDiscard || !x.S.Forts[fort].Gone || x.Runner().Bits != 1 {
			t.Errorf("ESA in %s, upgrade in %s, fort gone %v, bits %d", x.S.Cards[node].Zone, x.S.Cards[up].Zone, x.S.Forts[fort].Gone, x.Runner().Bits)
		}
	})
}

// R037: advancement counters on a trashed installed agenda are lost
// (ONR-10.6, ONR-18.1.5). No implemented Runner card trashes agendas (Kilroy
// Was Here), so the agenda is trashed by installing another in its fort
// (ONR-8.3.3).
func checkR037_TrashedAgendaLosesAdvancementCounters(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	old, fort := x.Install(onr.NewFort, "Hostile Takeover", false)
	x.S.Cards[old].Adv = 2
	repl := x.Hand(onr.Corp, "Tycho Extension")[0]
	x.Ready()
	x.Do(onr.Corp, "install Tycho Extension in fort 1")
	if x.S.Cards[old].Zone != onr.ZoneDiscard || x.S.Cards[old].Adv != 0 {
		t.Errorf("Hostile Takeover in %s with %d counters; want the Archives, none", x.S.Cards[old].Zone, x.S.Cards[old].Adv)
	}
	if x.S.Cards[repl].Adv != 0 || !slices.Equal(x.S.Forts[fort].Cards, []int32{repl}) {
		t.Errorf("the new agenda has %d counters; fort holds %q", x.S.Cards[repl].Adv, rgTitles(x, x.S.Forts[fort].Cards))
	}
}

// ---------------------------------------------------------------------------
// Archives and trash (R038–R041).

// rgDiscardAtEnd puts extra cards in HQ and plays the Corp's turn with
// "gain" actions; at the end-of-turn discard the Corp discards the given
// cards.
func rgDiscardAtEnd(x *onrtest.Table, discard ...string) {
	x.T.Helper()
	for i := 0; i < 20 && prompt(x, onr.Corp) != "Discard down to your maximum hand size"; i++ {
		if x.Offered(onr.Corp, "gain") {
			x.Do(onr.Corp, "gain")
		} else {
			x.PassAll()
		}
	}
	for _, d := range discard {
		x.Do(onr.Corp, "discard "+d)
	}
}

// rgSeenInHQ has the Runner access HQ, which holds only title, and returns
// at the Corp's next action with four more cards in HQ.
func rgSeenInHQ(t onrtest.TB, title string) (*onrtest.Table, int32) {
	x := tableWithRD(t, 1, 6)
	c := x.Hand(onr.Corp, title)[0]
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on HQ")
	rgContinue(x)
	x.ToTurn(onr.Corp)
	x.Hand(onr.Corp, "Efficiency Experts", "Efficiency Experts", "Efficiency Experts", "Efficiency Experts")
	x.Ready()
	return x, c
}

// R038: a Corp card the Runner has seen goes to the Archives face up
// (ONR-2.2.3).
func checkR038_SeenCardsGoFaceUp(t onrtest.TB) {
	onrtest.Run(t, "ONR-2.2.3 a played operation", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 6)
		c := x.Hand(onr.Corp, "Efficiency Experts")[0]
		x.Ready()
		x.Do(onr.Corp, "play Efficiency Experts")
		if k := x.S.Cards[c]; k.Zone != onr.ZoneDiscard || !k.FaceUp {
			t.Errorf("zone %s face up %v", k.Zone, k.FaceUp)
		}
	})
	onrtest.Run(t, "ONR-2.2.3 rezzed ice trashed while installing ice", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 6)
		c, _ := x.Ice(onr.FortHQ, "Wall of Static", true)
		x.Hand(onr.Corp, "Data Wall")
		x.Ready()
		x.Do(onr.Corp, "install Data Wall on HQ")
		x.Do(onr.Corp, "trash-ice Wall of Static")
		if k := x.S.Cards[c]; k.Zone != onr.ZoneDiscard || !k.FaceUp {
			t.Errorf("zone %s face up %v", k.Zone, k.FaceUp)
		}
	})
	onrtest.Run(t, "ONR-2.2.3 a card the Runner accessed in HQ, discarded later", func(t onrtest.TB) {
		x, c := rgSeenInHQ(t, "Accounts Receivable")
		rgDiscardAtEnd(x, "Accounts Receivable")
		if k := x.S.Cards[c]; k.Zone != onr.ZoneDiscard || !k.FaceUp {
			t.Errorf("zone %s face up %v", k.Zone, k.FaceUp)
		}
		if v := rgView(x, onr.Runner); !slices.ContainsFunc(v.Player(onr.Corp).Discard, func(cv onr.CardView) bool { return cv.Title == "Accounts Receivable" }) {
			t.Errorf("the Runner cannot see it in the Archives: %+v", v.Player(onr.Corp).Discard)
		}
	})
}

// R039: a card the Runner has not seen goes to the Archives face down
// (ONR-2.2.3).
func checkR039_UnseenCardsGoFaceDown(t onrtest.TB) {
	onrtest.Run(t, "ONR-2.2.3 an end-of-turn discard", func(t onrtest.TB) {
		x, seen := rgSeenInHQ(t, "Accounts Receivable")
		unseen := x.Corp().Hand[len(x.Corp().Hand)-1]
		x.S.Cards[unseen].Seen = false
		rgDiscardAtEnd(x, "Efficiency Experts")
		var down []int32
		for _, c := range x.Corp().Discard {
			if !x.S.Cards[c].FaceUp {
				down = append(down, c)
			}
		}
		if len(down) != 1 || down[0] == seen || rgView(x, onr.Runner).Player(onr.Corp).DiscardDown != 1 {
			t.Errorf("face-down cards %q; want the discarded Efficiency Experts only", rgTitles(x, down))
		}
	})
	onrtest.Run(t, "ONR-2.2.3 unrezzed ice trashed while installing ice", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 6)
		c, _ := x.Ice(onr.FortHQ, "Wall of Static", false)
		x.Hand(onr.Corp, "Data Wall")
		x.Ready()
		x.Do(onr.Corp, "install Data Wall on HQ")
		x.Do(onr.Corp, "trash-ice Wall of Static")
		if k := x.S.Cards[c]; k.Zone != onr.ZoneDiscard || k.FaceUp {
			t.Errorf("zone %s face up %v", k.Zone, k.FaceUp)
		}
	})
	onrtest.Run(t, "ONR-2.2.3 an agenda replaced in its fort", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 6)
		c, _ := x.Install(onr.NewFort, "Hostile Takeover", false)
		x.Hand(onr.Corp, "Tycho Extension")
		x.Ready()
		x.Do(onr.Corp, "install Tycho Extension in fort 1")
		if k := x.S.Cards[c]; k.Zone != onr.ZoneDiscard || k.FaceUp {
			t.Errorf("zone %s face up %v", k.Zone, k.FaceUp)
		}
	})
}

// R040: the Trash and the Archives are never rearranged except by a rule or
// a card (ONR-2.2.3).
func checkR040_DiscardPilesKeepTheirOrder(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	ops := x.Hand(onr.Corp, "Efficiency Experts", "Day Shift", "Accounts Receivable")
	preps := x.Hand(onr.Runner, "Livewire's Contacts", "Jack 'n' Joe")
	x.Corp().Bits = 10
	x.Ready()
	x.Do(onr.Corp, "play Efficiency Experts")
	x.PassAll()
	x.Do(onr.Corp, "play Day Shift")
	x.PassAll()
	x.Do(onr.Corp, "play Accounts Receivable")
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "play Livewire's Contacts")
	x.PassAll()
	x.Do(onr.Runner, "play Jack 'n' Joe")
	x.PassAll()
	onrtest.Run(t, "ONR-2.2.3 the piles hold the cards in the order they arrived", func(t onrtest.TB) {
		if !slices.Equal(x.Corp().Discard, ops) || !slices.Equal(x.Runner().Discard, preps) {
			t.Errorf("Archives %q, trash %q", rgTitles(x, x.Corp().Discard), rgTitles(x, x.Runner().Discard))
		}
	})
	x.Do(onr.Runner, "run on the Archives")
	rgContinue(x)
	onrtest.Run(t, "ONR-2.2.3 accessing the Archives does not reorder them", func(t onrtest.TB) {
		if rgEvent(x, onr.Runner, "The run is successful") < 0 {
			t.Fatalf("no successful run on the Archives")
		}
		if !slices.Equal(x.Corp().Discard, ops) || !slices.Equal(x.Runner().Discard, preps) {
			t.Errorf("Archives %q, trash %q", rgTitles(x, x.Corp().Discard), rgTitles(x, x.Runner().Discard))
		}
	})
}

// R041: the Corp may look through the Runner's trash, and the Runner through
// the face-up cards of the Archives, at any time (ONR-2.2.3, ONR-2.3.1).
func checkR041_DiscardPilesCanBeLookedThrough(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	trashed := x.Card("Score!")
	x.G.Put(trashed, onr.ZoneDiscard, false)
	rgArchive(x, "Accounts Receivable", true)
	rgArchive(x, "Hostile Takeover", false)
	x.Ready()
	titles := func(cs []onr.CardView) []string {
		var out []string
		for _, c := range cs {
			out = append(out, c.Title)
		}
		return out
	}
	onrtest.Run(t, "ONR-2.3.1 the Corp sees the Runner's trash", func(t onrtest.TB) {
		if got := titles(rgView(x, onr.Corp).Player(onr.Runner).Discard); !slices.Equal(got, []string{"Score!"}) {
			t.Errorf("the Corp sees the trash as %q", got)
		}
	})
	onrtest.Run(t, "ONR-2.2.3 the Runner sees the face-up Archives only", func(t onrtest.TB) {
		v := rgView(x, onr.Runner).Player(onr.Corp)
		if got := titles(v.Discard); !slices.Equal(got, []string{"Accounts Receivable"}) || v.DiscardDown != 1 {
			t.Errorf("the Runner sees %q and %d face down", got, v.DiscardDown)
		}
	})
}

// ---------------------------------------------------------------------------
// Dealing and taking damage (R042–R044).

// R042: each subroutine is a separate source of damage, taken or prevented
// on its own: the ruling's own case, one piece of ice whose subroutines do
// 1 brain damage each (Zombie: 1 brain damage, 1 brain damage, end the
// run). The Runner prevents the first 1 with Cortical Stimulators (1 a
// turn) and takes the second 1 on its own, never 2 at once (ONR-11.6.3,
// ONR-14.3).
func checkR042_EachSubroutineIsASeparateSource(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Ice(onr.FortHQ, "Zombie", true)
	x.Rig("Cortical Stimulators") // prevents 1 Net or brain damage each turn
	runnerHand(x, 3)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Events = nil
	x.Do(onr.Runner, "run on HQ")
	if x.Offered(onr.Runner, "done") {
		x.Do(onr.Runner, "done") // nothing breaks Zombie
	}
	onrtest.Run(t, "ONR-14.3 the first subroutine's 1 brain damage is prevented on its own", func(t onrtest.TB) {
		if prompt(x, onr.Runner) != "1 brain damage: prevent some?" {
			t.Fatalf("pending %s", x.Describe())
		}
		x.Do(onr.Runner, "prevent Cortical Stimulators")
	})
	for i := 0; i < 20 && x.S.Run.Active; i++ {
		x.Take().PassAll()
	}
	onrtest.Run(t, "ONR-14.3 the second subroutine's 1 brain damage is taken separately", func(t onrtest.TB) {
		if x.Runner().Brain != 1 || rgCount(x, onr.Runner, "Runner takes 1 brain damage") != 1 || rgEvent(x, onr.Runner, "takes 2") >= 0 {
			t.Errorf("brain damage %d, want 1 (the first prevented, the second taken); events %v", x.Runner().Brain, x.Events)
		}
	})
}

// R043: each source of damage is dealt with separately and immediately,
// before the next subroutine (ONR-14.3, ONR-11.6.3). No implemented breaker
// damages the Runner (Blink); Laser Wire's damage is dealt with before its
// "end the run" takes effect.
func checkR043_DamageDealtWithImmediately(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Ice(onr.FortHQ, "Laser Wire", true) // Do 1 Net damage; End the run
	x.Rig("\"Green Knight\" Surge Buffers")
	runnerHand(x, 2)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on HQ")
	onrtest.Run(t, "ONR-14.3 the damage is pending before the next subroutine", func(t onrtest.TB) {
		if prompt(x, onr.Runner) != "1 Net damage: prevent some?" || x.S.Run.Ended || rgEvent(x, onr.Runner, "subroutine 2") >= 0 {
			t.Fatalf("pending %s, run ended %v", x.Describe(), x.S.Run.Ended)
		}
	})
	x.Do(onr.Runner, "take")
	onrtest.Run(t, "ONR-11.6.1 then the run ends", func(t onrtest.TB) {
		if i, j := rgEvent(x, onr.Runner, "Runner takes 1 Net damage"), rgEvent(x, onr.Runner, "Laser Wire ends the run"); i < 0 || j < i || len(x.Runner().Hand) != 1 {
			t.Errorf("damage at %d, end of run at %d, hand %d", i, j, len(x.Runner().Hand))
		}
	})
}

// R044: cards lost to damage are chosen at random and go to the trash in the
// order chosen (ONR-14.1, ONR-14.3).
func checkR044_DamageDiscardsAtRandomInOrder(t onrtest.TB) {
	first := map[string]bool{}
	for seed := uint64(1); seed <= 12; seed++ {
		onrtest.Run(t, fmt.Sprintf("ONR-14.3 seed %d: trash order is discard order", seed), func(t onrtest.TB) {
			x := tableWithRD(t, seed, 6)
			x.Ice(onr.FortHQ, "Nerve Labyrinth", true) // Do 2 Net damage; End the run
			runnerHand(x, 5)
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(onr.Runner, "run on HQ")
			var discarded []string
			for _, e := range x.Events {
				if title, ok := strings.CutPrefix(e.Text(), "Runner discards "); ok {
					discarded = append(discarded, strings.TrimSuffix(title, " at random"))
				}
			}
			if got := rgTitles(x, x.Runner().Discard); len(discarded) != 2 || !slices.Equal(got, discarded) {
				t.Fatalf("discarded %q, trash %q", discarded, got)
			}
			first[discarded[0]] = true
		})
	}
	onrtest.Run(t, "ONR-14.1 the cards are chosen at random", func(t onrtest.TB) {
		if len(first) < 2 {
			t.Errorf("over 12 seeds the first card lost was always %v", first)
		}
	})
}

// ---------------------------------------------------------------------------
// Discarding (R045–R047).

// R045: hand size is checked only at the end of the turn; lowering it forces
// no immediate discard (ONR-14.7).
func checkR045_HandSizeCheckedAtEndOfTurn(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Ice(onr.FortHQ, "Cortical Scrub", true) // Do 1 brain damage; End the run
	runnerHand(x, 6)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on HQ")
	onrtest.Run(t, "ONR-14.7 brain damage lowers the hand size without a discard", func(t onrtest.TB) {
		if x.G.HandSize(onr.Runner) != 4 || len(x.Runner().Hand) != 5 || prompt(x, onr.Runner) != "Take an action" {
			t.Fatalf("hand size %d, hand %d, pending %s", x.G.HandSize(onr.Runner), len(x.Runner().Hand), x.Describe())
		}
	})
	for i := 0; i < 3; i++ {
		x.Do(onr.Runner, "gain")
		x.PassAll()
	}
	onrtest.Run(t, "ONR-5.2.4 the discard comes at the end of the turn", func(t onrtest.TB) {
		if prompt(x, onr.Runner) != "Discard down to your maximum hand size" || x.S.Active != x.Seat(onr.Runner) {
			t.Fatalf("pending %s", x.Describe())
		}
		x.Do(onr.Runner, x.Options(onr.Runner)[0])
		if len(x.Runner().Hand) != 4 {
			t.Errorf("hand %d after discarding, want 4", len(x.Runner().Hand))
		}
	})
}

// R046: a hand size below zero flatlines the Runner only if it is still
// below zero at the end of his turn (ONR-14.5).
func checkR046_NegativeHandSizeUntilEndOfTurn(t onrtest.TB) {
	for _, tc := range []struct {
		name     string
		install  bool
		flatline bool
	}{
		{"raised back to 1 by MRAM Chip: no flatline", true, false},
		{"still -1 at the end of the turn: flatline", false, true},
	} {
		onrtest.Run(t, "ONR-14.5 "+tc.name, func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			x.Hand(onr.Runner, "MRAM Chip", "Score!") // MRAM Chip: hand size +2
			x.Runner().Brain = 6                      // hand size 5-6 = -1
			x.Ready()
			x.ToTurn(onr.Runner)
			if x.G.HandSize(onr.Runner) != -1 {
				t.Fatalf("hand size %d, want -1", x.G.HandSize(onr.Runner))
			}
			if tc.install {
				x.Do(onr.Runner, "install MRAM Chip")
			} else {
				x.Do(onr.Runner, "gain")
			}
			x.PassAll()
			if x.S.Over {
				t.Fatalf("flatlined during the turn")
			}
			for i := 0; i < 3; i++ {
				x.Do(onr.Runner, "gain")
				x.PassAll()
			}
			for i := 0; i < 3 && prompt(x, onr.Runner) == "Discard down to your maximum hand size"; i++ {
				x.Do(onr.Runner, x.Options(onr.Runner)[0])
			}
			if x.S.Over != tc.flatline || (tc.flatline && (x.Winner() != onr.Corp || x.S.Reason != "flatline")) {
				t.Errorf("over %v winner %s (%s), want flatline %v", x.S.Over, x.Winner(), x.S.Reason, tc.flatline)
			}
		})
	}
}

// R047: a player cannot end the turn with more cards than the maximum hand
// size; the discard is the last thing of the turn (ONR-5.1.5).
func checkR047_DiscardToHandSizeAtEndOfTurn(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Hand(onr.Corp, "Efficiency Experts", "Day Shift", "Accounts Receivable", "Hostile Takeover", "Tycho Extension", "Data Wall", "Quandary")
	x.Ready()
	for i := 0; i < 3; i++ {
		x.Do(onr.Corp, "gain")
		x.PassAll()
	}
	if prompt(x, onr.Corp) != "Discard down to your maximum hand size" || x.S.Active != x.Seat(onr.Corp) || x.Corp().Actions != 0 {
		t.Fatalf("pending %s; want the Corp's discard after its last action", x.Describe())
	}
	x.Do(onr.Corp, "discard Data Wall")
	if x.S.Active != x.Seat(onr.Corp) || prompt(x, onr.Corp) != "Discard down to your maximum hand size" {
		t.Fatalf("the turn ended with 6 cards in HQ; pending %s", x.Describe())
	}
	x.Do(onr.Corp, "discard Quandary")
	x.PassAll()
	if len(x.Corp().Hand) != 5 || x.S.Active != x.Seat(onr.Runner) {
		t.Errorf("HQ %d, active %s", len(x.Corp().Hand), x.S.Players[x.S.Active].Role)
	}
}

// R047: the discard to the maximum hand size comes after every end-of-turn
// effect. Preying Mantis's brain damage at the end of the Runner's turn (an
// action gained with it) comes first: when he is asked to discard, with six
// cards for a hand size of five, the damage is done (one card discarded at
// random, hand size four), and he discards one more.
func checkR047_DiscardAfterEndOfTurnEffects(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Rig("Preying Mantis")
	runnerHand(x, 6)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "gain") // used in the window after an action (ONR-9.4)
	x.Do(onr.Runner, "use Preying Mantis: Gain an action")
	for i := 0; i < 20 && prompt(x, onr.Runner) != "Discard down to your maximum hand size"; i++ {
		if x.Offered(onr.Runner, "gain") {
			x.Do(onr.Runner, "gain")
		} else {
			x.PassAll()
		}
	}
	if prompt(x, onr.Runner) != "Discard down to your maximum hand size" {
		t.Fatalf("no discard at the end of the Runner's turn: %s", x.Describe())
	}
	if x.Runner().Brain != 1 || len(x.Runner().Hand) != 5 || x.G.HandSize(onr.Runner) != 4 {
		t.Fatalf("asked to discard with brain damage %d (want 1), %d cards (want 5), hand size %d (want 4): the end-of-turn damage must come first",
			x.Runner().Brain, len(x.Runner().Hand), x.G.HandSize(onr.Runner))
	}
	x.Do(onr.Runner, "discard "+x.G.Title(x.Runner().Hand[0]))
	x.PassAll()
	if len(x.Runner().Hand) != 4 || x.S.Active != x.Seat(onr.Corp) {
		t.Errorf("hand %d (want 4), active %s (want the Corp)", len(x.Runner().Hand), x.S.Players[x.S.Active].Role)
	}
}

// ---------------------------------------------------------------------------
// Viruses and forgoing actions (R048–R053).

// R048: virus counters are given only once a successful run is over
// (ONR-15.1, ONR-11.13.1).
func checkR048_VirusCountersAtTheEndOfASuccessfulRun(t onrtest.TB) {
	onrtest.Run(t, "ONR-15.1 none during access, one after the run", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 6)
		x.Hand(onr.Corp, "Accounts Receivable")
		x.Install(onr.FortHQ, "Antiquated Interface Routines", true) // rezzed: asked card by card
		x.Rig("Butcher Boy")
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "run on HQ")
		rgContinue(x)
		if prompt(x, onr.Runner) != "Choose the next card to access" || len(x.Corp().Virus) != 0 {
			t.Fatalf("pending %s, virus %v; want no counter yet", x.Describe(), x.Corp().Virus)
		}
		x.Do(onr.Runner, "access the next card stored in HQ")
		if len(x.Corp().Virus) != 0 {
			t.Fatalf("virus %v while the Runner still decides; want no counter yet", x.Corp().Virus)
		}
		x.Do(onr.Runner, "leave Antiquated Interface Routines")

		if x.S.Run.Active || len(x.Corp().Virus) != 1 || x.Corp().Virus[0].N != 1 {
			t.Errorf("run active %v, virus %v; want one counter after the run", x.S.Run.Active, x.Corp().Virus)
		}
	})
	onrtest.Run(t, "ONR-15.1 none after an unsuccessful run", func(t onrtest.TB) {
		x := tableWithRD(t, 1, 6)
		x.Ice(onr.FortHQ, "Data Wall", true)
		x.Rig("Butcher Boy")
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "run on HQ")
		if rgEvent(x, onr.Runner, "Data Wall ends the run") < 0 || len(x.Corp().Virus) != 0 {
			t.Errorf("virus %v after a run ended by Data Wall", x.Corp().Virus)
		}
	})
}

// R049: all virus counters go as soon as the Corp declares three actions
// forgone, before the actions are actually lost (ONR-15.3).
func checkR049_PurgeRemovesCountersAtOnce(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	rgVirus(x, "Gremlins", 2) // Corp hand size -1
	x.Ready()
	if x.G.HandSize(onr.Corp) != 4 {
		t.Fatalf("Corp hand size %d, want 4", x.G.HandSize(onr.Corp))
	}
	x.Do(onr.Corp, "gain")
	x.Do(onr.Corp, "purge")
	x.PassAll()
	if len(x.Corp().Virus) != 0 || x.G.HandSize(onr.Corp) != 5 {
		t.Errorf("virus %v, Corp hand size %d after the purge", x.Corp().Virus, x.G.HandSize(onr.Corp))
	}
	if x.Corp().Forgo != 1 || rgCount(x, onr.Runner, "Corp forgoes an action") != 2 || x.S.Active != x.Seat(onr.Runner) {
		t.Errorf("still to forgo %d, forgone %d; want 2 forgone now and 1 next turn", x.Corp().Forgo, rgCount(x, onr.Runner, "Corp forgoes an action"))
	}
}

// R050: the Corp's mandatory draw is not an action; it happens even when
// every action of the turn is forgone (ONR-5.1.2, ONR-15.4).
func checkR050_MandatoryDrawIsNotAnAction(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	rgVirus(x, "Gremlins", 2)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "gain")
	x.Do(onr.Corp, "purge") // in the Runner's turn: the Corp's next three actions
	x.PassAll()
	hq, rd := len(x.Corp().Hand), len(x.Corp().Deck)
	x.Events = nil
	for i := 0; i < 3; i++ {
		x.Do(onr.Runner, "gain")
		x.PassAll()
	}
	if prompt(x, onr.Runner) != "Take an action" || x.S.Active != x.Seat(onr.Runner) {
		t.Fatalf("pending %s; want the Runner's next turn after a Corp turn of forgone actions", x.Describe())
	}
	if len(x.Corp().Hand) != hq+1 || len(x.Corp().Deck) != rd-1 || rgCount(x, onr.Runner, "Corp draws a card") != 1 {
		t.Errorf("HQ %d→%d, R&D %d→%d; want the mandatory draw", hq, len(x.Corp().Hand), rd, len(x.Corp().Deck))
	}
	if n := rgCount(x, onr.Runner, "Corp forgoes an action"); n != 3 {
		t.Errorf("%d actions forgone, want 3", n)
	}
}

// R051: virus counters stay with the Corp when the program that gave them
// leaves play (ONR-15.2).
func checkR051_VirusCountersOutliveTheProgram(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Ice(onr.FortRD, "Banpei", true) // Trash a program; End the run
	bb := x.Rig("Butcher Boy")[0]
	rgVirus(x, "Butcher Boy", 2) // every two: 1 bit at the start of the Runner's turns
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on R&D")
	x.PassAll() // the Corp could purge while the Runner approaches Banpei
	x.Do(onr.Corp, "trash Butcher Boy")
	if x.S.Cards[bb].Zone != onr.ZoneDiscard {
		t.Fatalf("Butcher Boy in %s", x.S.Cards[bb].Zone)
	}
	onrtest.Run(t, "ONR-15.2 the counters stay", func(t onrtest.TB) {
		if len(x.Corp().Virus) != 1 || x.Corp().Virus[0].N != 2 {
			t.Errorf("virus %v", x.Corp().Virus)
		}
	})
	x.ToTurn(onr.Corp)
	bits := x.Runner().Bits
	x.ToTurn(onr.Runner)
	onrtest.Run(t, "ONR-15.2 and keep working", func(t onrtest.TB) {
		if x.Runner().Bits != bits+1 || rgEvent(x, onr.Runner, "Butcher Boy counters give the Runner 1 bit") < 0 {
			t.Errorf("Runner bits %d→%d", bits, x.Runner().Bits)
		}
	})
}

// R052: the Corp may purge virus counters whenever it could rez a card
// (ONR-15.3, ONR-9.3).
func checkR052_PurgeWheneverTheCorpCanRez(t onrtest.TB) {
	setup := func(t onrtest.TB) *onrtest.Table {
		x := tableWithRD(t, 1, 6)
		x.Ice(onr.FortHQ, "Data Wall", false)
		rgVirus(x, "Gremlins", 2)
		x.Ready()
		return x
	}
	onrtest.Run(t, "ONR-9.3 after the Corp's action", func(t onrtest.TB) {
		x := setup(t)
		x.Do(onr.Corp, "gain")
		if !x.Offered(onr.Corp, "purge") {
			t.Errorf("Corp window %q", x.Options(onr.Corp))
		}
	})
	onrtest.Run(t, "ONR-9.3 after the Runner's action", func(t onrtest.TB) {
		x := setup(t)
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "gain")
		if !x.Offered(onr.Corp, "purge") {
			t.Errorf("Corp window %q", x.Options(onr.Corp))
		}
	})
	onrtest.Run(t, "ONR-9.2 while the Runner approaches ice", func(t onrtest.TB) {
		x := setup(t)
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "run on HQ")
		if !x.Offered(onr.Corp, "rez Data Wall") || !x.Offered(onr.Corp, "purge") {
			t.Fatalf("Corp window %q", x.Options(onr.Corp))
		}
		x.Do(onr.Corp, "purge")
		if len(x.Corp().Virus) != 0 || !x.S.Run.Active || x.Corp().Forgo != 3 {
			t.Errorf("virus %v, run active %v, forgo %d", x.Corp().Virus, x.S.Run.Active, x.Corp().Forgo)
		}
	})
}

// R053: forgoing actions to purge adds up: two purges before the first is
// paid forgo six consecutive actions (ONR-6.5.2, ONR-15.3).
func checkR053_ForgoPenaltiesAddUp(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Rig("Gremlins")
	rgVirus(x, "Gremlins", 2)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "gain")
	x.Do(onr.Corp, "purge")
	x.PassAll()
	x.Do(onr.Runner, "run on HQ")
	rgContinue(x)
	if len(x.Corp().Virus) != 1 {
		t.Fatalf("virus %v after a successful run on HQ with Gremlins", x.Corp().Virus)
	}
	x.Do(onr.Corp, "purge")
	x.PassAll()
	if x.Corp().Forgo != 6 {
		t.Fatalf("actions to forgo %d, want 6", x.Corp().Forgo)
	}
	for turn, left := range []int32{3, 0} {
		onrtest.Run(t, fmt.Sprintf("ONR-6.5.2 Corp turn %d forgoes all three actions", turn+1), func(t onrtest.TB) {
			rgToCorpOrRunner(x)
			if x.Corp().Forgo != left || x.S.Active != x.Seat(onr.Runner) {
				t.Errorf("after Corp turn %d: still to forgo %d, active %s", turn+1, x.Corp().Forgo, x.S.Players[x.S.Active].Role)
			}
		})
	}
	onrtest.Run(t, "ONR-6.5.2 the third Corp turn has its actions", func(t onrtest.TB) {
		x.ToTurn(onr.Corp)
		if x.Corp().Actions != 3 {
			t.Errorf("Corp actions %d", x.Corp().Actions)
		}
	})
}

// rgToCorpOrRunner plays the Runner's turn with "gain" actions; if the Corp
// then takes no action (all forgone), it returns at the Runner's next action.
func rgToCorpOrRunner(x *onrtest.Table) {
	x.T.Helper()
	for i := 0; i < 4 && prompt(x, onr.Runner) == "Take an action"; i++ {
		x.Do(onr.Runner, "gain")
		x.PassAll()
	}
	for i := 0; i < 20 && prompt(x, onr.Runner) != "Take an action" && prompt(x, onr.Corp) != "Take an action"; i++ {
		x.PassAll()
	}
}

// ---------------------------------------------------------------------------
// Cumulative effects, gaining actions (R055–R060).

// R055: a card that refers to itself means that copy only. The ruling's
// card, Broker, is checked in checkR055_R299_EachBrokerRefersOnlyToItself;
// two other cards check the same two sides: with two Imps,
// "if Imp leaves play, trash all programs installed in it" trashes only
// the programs of the Imp that left (ONR-18.3.6); and with two "Green
// Knight" Surge Buffers, each copy's "prevent 1 Net damage each turn" is
// its own limit, so together they prevent 2 (checkR055_EachCopyItsOwnLimit).
func checkR055_SelfReferenceMeansThisCopy(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Ice(onr.FortHQ, "Banpei", true)
	imps := x.Rig("Imp", "Imp")
	hosted := []int32{x.Card("Dwarf"), x.Card("Codecracker")}
	for i := range imps {
		x.G.InstallRunner(hosted[i], imps[i])
	}
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on HQ")
	x.Do(onr.Corp, "trash Imp")
	gone := slices.IndexFunc(imps, func(c int32) bool { return x.S.Cards[c].Zone == onr.ZoneDiscard })
	if gone < 0 || x.S.Cards[imps[1-gone]].Zone != onr.ZoneRig {
		t.Fatalf("Imps in %s and %s; want exactly one trashed", x.S.Cards[imps[0]].Zone, x.S.Cards[imps[1]].Zone)
	}
	if x.S.Cards[hosted[gone]].Zone != onr.ZoneDiscard || x.S.Cards[hosted[1-gone]].Zone != onr.ZoneRig {
		t.Errorf("%s (in the trashed Imp) in %s, %s (in the other) in %s", x.G.Title(hosted[gone]), x.S.Cards[hosted[gone]].Zone,
			x.G.Title(hosted[1-gone]), x.S.Cards[hosted[1-gone]].Zone)
	}
}

// checkR055_EachCopyItsOwnLimit: R055 for a use limit, Broker's shape:
// two copies of "Green Knight" Surge Buffers ("prevent 1 Net damage each
// turn") against Nerve Labyrinth's 2 Net damage prevent 1 each, and then
// neither prevents more that turn.
func checkR055_EachCopyItsOwnLimit(t onrtest.TB) {
	const gk = "prevent \"Green Knight\" Surge Buffers"
	x := tableWithRD(t, 1, 6)
	x.Ice(onr.FortHQ, "Nerve Labyrinth", true)
	x.Ice(onr.FortRD, "Nerve Labyrinth", true)
	x.Rig("\"Green Knight\" Surge Buffers", "\"Green Knight\" Surge Buffers")
	runnerHand(x, 5)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on HQ")
	prevented := 0
	for i := 0; i < 4 && x.Offered(onr.Runner, gk); i++ {
		x.Do(onr.Runner, gk)
		prevented++
	}
	x.Take()
	if prevented != 2 || len(x.Runner().Hand) != 5 {
		t.Fatalf("two copies prevented %d of 2 Net damage (hand %d, want 5)", prevented, len(x.Runner().Hand))
	}
	for i := 0; i < 20 && x.S.Run.Active; i++ {
		x.Take().PassAll()
	}
	x.Do(onr.Runner, "run on R&D")
	if x.Offered(onr.Runner, gk) {
		t.Fatalf("a copy prevents a second time in the turn: %s", x.Describe())
	}
}

// R056: a player takes actions only in his or her own turn (ONR-5.3.1).
func checkR056_ActionsOnlyInOwnTurn(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Install(onr.FortRD, "Antiquated Interface Routines", false) // the Corp is asked in every window
	x.Rig("Newsgroup Filter")
	x.Ready()
	actions := map[onr.Role]int{}
	for step := 0; step < 100 && x.S.Turn < 4; step++ {
		for _, side := range []onr.Role{onr.Corp, onr.Runner} {
			if prompt(x, side) == "Take an action" {
				actions[side]++
				if x.Seat(side) != x.S.Active {
					t.Fatalf("turn %d (%s): the %s is asked for an action", x.S.Turn, x.S.Players[x.S.Active].Role, side)
				}
			} else if rgMentions(x, side, "use Newsgroup Filter") {
				t.Fatalf("turn %d: %s may use an action ability outside an action: %q", x.S.Turn, side, x.Options(side))
			}
		}
		switch {
		case x.Offered(onr.Runner, "pass") || x.Offered(onr.Corp, "pass"):
			x.PassAll()
		case prompt(x, x.S.Players[x.S.Active].Role) == "Take an action":
			x.Do(x.S.Players[x.S.Active].Role, "gain")
		default:
			t.Fatalf("unexpected decision %s", x.Describe())
		}
	}
	if actions[onr.Corp] != 6 || actions[onr.Runner] != 4 {
		t.Errorf("actions asked: %v; want 3 per Corp turn and 4 per Runner turn", actions)
	}
}

// R060: a player must use all of his or her actions; there is no option to
// end the turn early (ONR-5.1.3).
func checkR060_AllActionsMustBeUsed(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Ready()
	for _, side := range []onr.Role{onr.Corp, onr.Runner} {
		n := map[onr.Role]int{onr.Corp: 3, onr.Runner: 4}[side]
		onrtest.Run(t, fmt.Sprintf("ONR-5.1.3 the %s takes all %d actions", side, n), func(t onrtest.TB) {
			for i := 0; i < n; i++ {
				x.PassAll()
				if x.S.Active != x.Seat(side) || prompt(x, side) != "Take an action" {
					t.Fatalf("action %d: active %s, pending %s", i+1, x.S.Players[x.S.Active].Role, x.Describe())
				}
				for _, v := range rgVerbs(x, side) {
					if v == onr.VerbPass || v == onr.VerbDone {
						t.Fatalf("action %d offers %q", i+1, x.Options(side))
					}
				}
				x.Do(side, "gain")
			}
			x.PassAll()
			if x.S.Active == x.Seat(side) {
				t.Errorf("still the %s's turn after %d actions", side, n)
			}
		})
	}
}
