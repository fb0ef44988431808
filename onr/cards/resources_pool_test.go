package cards_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// The resources of the card pool's third part (issue 26;
// onr/cards/resources_pool.go).

// handTitles lists the titles in the Runner's hand.
func handTitles(x *onrtest.Table) []string {
	var out []string
	for _, c := range x.Runner().Hand {
		out = append(out, x.G.Title(c))
	}
	return out
}

func TestResourcesThatSearchTheStack(t *testing.T) {
	for _, tc := range []struct {
		name, card, ability string
		deck                []string // the stack, top first
		takes, leaves       []string // offered and taken; not offered
	}{
		{"Aujourd'Oui: [action]: of the top five cards of the stack, any programs into the hand for 1 bit each, shown; the stack shuffled",
			"Aujourd'Oui", "Look at the top cards of the stack",
			[]string{"Dwarf", "WuTech Mem Chip", "Jack 'n' Joe", "Hammer", "Mouse", "SeeYa"},
			[]string{"Dwarf", "Hammer", "Mouse"}, []string{"WuTech Mem Chip", "Jack 'n' Joe", "SeeYa"}},
		{"N.E.T.O.: [action]: of the top four cards of the stack, any preps or resources into the hand for 1 bit each, shown; the rest shuffled back",
			"N.E.T.O.", "Look at the top cards of the stack",
			[]string{"Jack 'n' Joe", "Dwarf", "WuTech Mem Chip", "Floating Runner BBS", "Temple Microcode Outlet"},
			[]string{"Jack 'n' Joe", "Floating Runner BBS"}, []string{"Dwarf", "WuTech Mem Chip", "Temple Microcode Outlet"}},
		{"Ronin Around: [action]: of the top five cards of the stack, any hardware into the hand for 1 bit each, shown; the rest shuffled back",
			"Ronin Around", "Look at the top cards of the stack",
			[]string{"WuTech Mem Chip", "Dwarf", "Jack 'n' Joe", "Hammer", "Zetatech Mem Chip", "MRAM Chip"},
			[]string{"WuTech Mem Chip", "Zetatech Mem Chip"}, []string{"Dwarf", "Jack 'n' Joe", "MRAM Chip"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Rig(tc.card)
				x.Deck(runner, tc.deck...)
			})
			x.Events = nil
			x.Do(runner, "use "+tc.card+": "+tc.ability)
			for _, l := range tc.leaves {
				if x.Offered(runner, "choose "+l) {
					t.Errorf("%s offered: %q", l, x.Options(runner))
				}
			}
			for _, c := range tc.takes {
				x.Do(runner, "choose "+c)
			}
			if len(x.Options(runner)) != 1 || !x.Offered(runner, "done") {
				t.Errorf("after taking every card offered: %q", x.Options(runner))
			}
			x.Do(runner, "done")
			want(t, "hand", fmt.Sprint(handTitles(x)), fmt.Sprint(tc.takes))
			want(t, "Runner bits (1 a card)", x.Runner().Bits, int32(5-len(tc.takes)))
			want(t, "Runner actions left", x.Runner().Actions, int32(3))
			want(t, "stack", len(x.Runner().Deck), len(tc.deck)-len(tc.takes))
			for _, c := range tc.takes {
				want(t, c+" shown to the Corp", shownTo(x, corp, c), true)
			}
			for _, c := range x.Runner().Deck {
				want(t, "a stack card known to the Runner after the shuffle", x.G.Visible(c, x.Seat(runner)), false)
			}
			want(t, "stack shuffled", x.Logged("shuffles the stack"), true)
		})
	}
	t.Run("Aujourd'Oui: the Runner may take none of them", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("Aujourd'Oui")
			x.Deck(runner, "Dwarf", "Hammer")
		})
		x.Do(runner, "use Aujourd'Oui: Look at the top cards of the stack").Do(runner, "done")
		want(t, "hand", len(x.Runner().Hand), 0)
		want(t, "Runner bits", x.Runner().Bits, int32(5))
		want(t, "stack", len(x.Runner().Deck), 2)
	})
	t.Run("Ronin Around: [action], 2 bits: expose an installed card, one only", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Ice(onr.FortHQ, "Wall of Static", false)
			x.Ice(onr.FortHQ, "Data Wall", false)
			x.Rig("Ronin Around")
		})
		x.Do(runner, "use Ronin Around: Expose any card")
		x.Do(runner, "expose ice 1 on HQ")
		if x.Offered(runner, "expose ice 2 on HQ") {
			t.Errorf("a second card offered: %q", x.Options(runner))
		}
		want(t, "Runner's view of HQ ice", mtFortTitles(x, runner, onr.FortHQ)[0], "Wall of Static")
		want(t, "Runner bits", x.Runner().Bits, int32(3))
		want(t, "Runner actions left", x.Runner().Actions, int32(3))
	})
	t.Run("The Short Circuit: [action], 1 bit: a program of the stack, shown to the Corp, into the hand; the stack reshuffled", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("The Short Circuit")
			x.Deck(runner, "WuTech Mem Chip", "Jack 'n' Joe", "Hammer")
		})
		x.Events = nil
		x.Do(runner, "use The Short Circuit: Search the stack for a program")
		if x.Offered(runner, "choose WuTech Mem Chip") || x.Offered(runner, "choose Jack 'n' Joe") {
			t.Errorf("not a program offered: %q", x.Options(runner))
		}
		x.Do(runner, "choose Hammer")
		want(t, "hand", fmt.Sprint(handTitles(x)), "[Hammer]")
		want(t, "Runner bits", x.Runner().Bits, int32(4))
		want(t, "Runner actions left", x.Runner().Actions, int32(3))
		want(t, "shown to the Corp", shownTo(x, corp, "Hammer"), true)
		want(t, "stack shuffled", x.Logged("shuffles the stack"), true)
	})
}

// rdAccess runs R&D, which has no ice, passing every window, and returns
// at the first access decision.
func rdAccess(t *testing.T, x *onrtest.Table) {
	t.Helper()
	x.Do(runner, "run on R&D")
	x.PassAll()
	x.Do(runner, "continue") // past the last ice (ONR-11.7.2)
	x.PassAll()
	if x.Decision(runner).Prompt != "Choose the next card to access" {
		t.Fatalf("not at the access: %s", x.Describe())
	}
}

func TestResourcesOfTheMomentOfAccess(t *testing.T) {
	const (
		useRDMole  = "use R&D Mole: Access two additional cards from R&D"
		useCredit  = "use Credit Subversion: The Corp loses 3 bits"
		accessNext = "access the next card stored in HQ"
	)
	t.Run("R&D Mole: 4 bits, [trash]: access two additional cards from R&D", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("R&D Mole")
			x.Deck(corp, filler("Data Wall", 5)...)
		})
		x.Events = nil
		rdAccess(t, x)
		x.Do(runner, useRDMole)
		want(t, "Runner bits", x.Runner().Bits, int32(5-4))
		want(t, "R&D Mole trashed", inZone(x, newest(x, "R&D Mole"), onr.ZoneDiscard), true)
		want(t, "cards accessed", len(accessed(x)), 3)
		if x.S.Run.Active {
			t.Errorf("the run goes on: %s", x.Describe())
		}
	})
	t.Run("R&D Mole: only when accessing cards from R&D", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("R&D Mole")
			x.Hand(corp, filler("Data Wall", 3)...)
		})
		hqAccess(t, x)
		if x.Offered(runner, useRDMole) {
			t.Errorf("offered in the access of HQ: %q", x.Options(runner))
		}
	})
	t.Run("R&D Mole: a Runner with any face-down card is asked before each R&D access, so that being asked tells the Corp nothing", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("Bolt-Hole")
			x.Deck(corp, filler("Data Wall", 5)...)
		})
		rdAccess(t, x)
		want(t, "options", fmt.Sprint(x.Options(runner)), "[access the next card stored in R&D]")
	})

	t.Run("Credit Subversion: [trash]: the Corp loses 3 bits, immediately after a successful run on HQ", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("Credit Subversion")
			x.Hand(corp, filler("Data Wall", 2)...)
		})
		hqAccess(t, x)
		bits := x.Corp().Bits
		x.Do(runner, useCredit)
		want(t, "Corp bits", x.Corp().Bits, bits-3)
		want(t, "Credit Subversion trashed", inZone(x, newest(x, "Credit Subversion"), onr.ZoneDiscard), true)
	})
	t.Run("Credit Subversion: once a card is accessed the moment has passed (R317)", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("Credit Subversion", "Bolt-Hole")
			x.Hand(corp, filler("Data Wall", 2)...)
		})
		hqAccess(t, x)
		x.Do(runner, accessNext)
		if x.Offered(runner, useCredit) {
			t.Errorf("offered after the first access: %q", x.Options(runner))
		}
	})
	t.Run("Credit Subversion: only after a run on HQ", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("Credit Subversion")
			x.Deck(corp, filler("Data Wall", 2)...)
		})
		rdAccess(t, x)
		if x.Offered(runner, useCredit) {
			t.Errorf("offered after a run on R&D: %q", x.Options(runner))
		}
	})
}

func TestResourcesOfActionsAndBitsAtAPrice(t *testing.T) {
	const quest = "Quest for Cattekin"
	t.Run(quest+": a die at the start of each of your turns: 6 trashes it for an action each turn for the rest of the game; 1 brain, 2 Net damage, neither preventable", func(t *testing.T) {
		sampleFaces(t, []int{1, 2, 3, 6}, func(t *testing.T, seed uint64) int {
			x := onrtest.New(t, seed)
			x.Deck(corp, filler("Data Wall", 5)...)
			x.Rig(quest, "Cortical Stimulators")
			x.Hand(runner, filler("Jack 'n' Joe", 5)...)
			x.Ready()
			x.TakeGains(corp)
			passUntil(t, x, "prevent Cortical Stimulators", atAction(x, runner))
			roll := rolled(x, quest)
			if roll == 0 {
				t.Errorf("no die rolled at the start of the Runner's turn")
			}
			brain, hand, actions, trashed := int32(0), 5, int32(4), false
			switch roll {
			case 1:
				wantDamage(t, x, 1, "brain")
				brain, hand = 1, 4
			case 2:
				wantDamage(t, x, 1, "Net")
				hand = 4
			case 6:
				actions, trashed = 5, true
			}
			want(t, "brain damage", x.Runner().Brain, brain)
			want(t, "hand", len(x.Runner().Hand), hand)
			want(t, "actions this turn", x.Runner().Actions, actions)
			want(t, "trashed", inZone(x, newest(x, quest), onr.ZoneDiscard), trashed)
			if roll == 6 {
				x.TakeGains(runner)
				x.TakeGains(corp)
				passUntil(t, x, "", atAction(x, runner))
				want(t, "actions of the next turn, the card gone", x.Runner().Actions, int32(5))
			}
			return roll
		})
	})

	t.Run("Preying Mantis: once in each of your turns, gain an action; 1 brain damage at the end of the turn, which cannot be prevented", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("Preying Mantis", "Skullcap")
			x.Hand(runner, filler("Jack 'n' Joe", 5)...)
		})
		x.Do(runner, "gain") // the window after an action (ONR-9.4)
		x.Do(runner, "use Preying Mantis: Gain an action")
		want(t, "Runner actions", x.Runner().Actions, int32(4))
		if x.Offered(runner, "use Preying Mantis: Gain an action") {
			t.Errorf("offered twice in a turn: %q", x.Options(runner))
		}
		x.PassAll()
		want(t, "no damage yet", x.Runner().Brain, int32(0))
		want(t, "actions taken after it", x.TakeGains(runner), 4)
		passUntil(t, x, "prevent Skullcap", func() bool { return x.S.Active == x.Seat(corp) })
		wantDamage(t, x, 1, "brain")
		want(t, "brain damage at the end of the turn", x.Runner().Brain, int32(1))
		want(t, "Skullcap installed", inZone(x, newest(x, "Skullcap"), onr.ZoneRig), true)
		if x.Offered(runner, "use Preying Mantis: Gain an action") {
			t.Errorf("offered in the Corp's turn: %q", x.Options(runner))
		}
		x.TakeGains(corp)
		passUntil(t, x, "", atAction(x, runner))
		x.Do(runner, "gain")
		if !x.Offered(runner, "use Preying Mantis: Gain an action") {
			t.Errorf("not offered in the next turn: %q", x.Options(runner))
		}
	})
	t.Run("Preying Mantis: unused, no damage", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("Preying Mantis")
			x.Hand(runner, filler("Jack 'n' Joe", 5)...)
		})
		want(t, "actions taken", x.TakeGains(runner), 4)
		passUntil(t, x, "", func() bool { return x.S.Active == x.Seat(corp) })
		want(t, "brain damage", x.Runner().Brain, int32(0))
	})

	const loan = "Loan from Chiba"
	t.Run(loan+": gain 12 bits when it is installed", func(t *testing.T) {
		x, c := installResource(t, loan, 5, nil)
		want(t, "Runner bits", x.Runner().Bits, int32(5+12))
		want(t, "installed", inZone(x, c, onr.ZoneRig), true)
	})
	t.Run(loan+": lose 1 bit at the start of each of your turns, none when you have none (R393)", func(t *testing.T) {
		for _, bits := range []int32{5, 0} {
			x := newTable(t)
			x.Rig(loan)
			x.Ready()
			x.Runner().Bits = bits
			x.ToTurn(runner)
			want(t, fmt.Sprintf("Runner bits from %d", bits), x.Runner().Bits, max(bits-1, 0))
		}
	})
	t.Run(loan+": may be trashed at the end of any of your turns; leaving play, pay 10 bits", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) { x.Rig(loan) })
		x.Runner().Bits = 12
		x.TakeGains(runner)
		passUntil(t, x, "", func() bool { return x.Offered(runner, "use "+loan+": Trash "+loan) })
		want(t, "bits after the gains", x.Runner().Bits, int32(12+4))
		x.Do(runner, "use "+loan+": Trash "+loan)
		x.PassAll()
		want(t, "trashed", inZone(x, newest(x, loan), onr.ZoneDiscard), true)
		want(t, "Runner bits (10 paid)", x.Runner().Bits, int32(12+4-10))
		want(t, "game over", x.S.Over, false)
	})
	t.Run(loan+": leaving play without 10 bits loses the game", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) { x.Rig(loan) })
		x.Runner().Bits = 1
		x.TakeGains(runner)
		passUntil(t, x, "", func() bool { return x.Offered(runner, "use "+loan+": Trash "+loan) })
		x.Do(runner, "use "+loan+": Trash "+loan)
		x.PassAll()
		want(t, "game over", x.S.Over, true)
		want(t, "winner", x.Winner(), onr.Corp)
		want(t, "reason", x.S.Reason, "penalty unpaid")
	})
	t.Run(loan+": kept at the end of the turn if the Runner declines", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) { x.Rig(loan) })
		x.TakeGains(runner)
		passUntil(t, x, "", func() bool { return x.Offered(runner, "use "+loan+": Trash "+loan) })
		x.Do(runner, "decline")
		x.PassAll()
		want(t, "installed", inZone(x, newest(x, loan), onr.ZoneRig), true)
	})
}

func TestBaseLinksThatPayForAvoidingATrace(t *testing.T) {
	// Against Blood Cat's Trace 5 (ONR-12.1.3; a tie lets the trace
	// succeed, ONR-12.2.5): the bit comes after any avoided trace in which
	// the card gave the base link, even one its link did not decide (R282).
	for _, tc := range []struct {
		name, card string
		bid, buys  int
		spent      int32 // less the bit gained
		tagged     bool
		link       int
	}{
		{"Back Door to Rivals: 0 bits for base link 2, 3 bits for each +1 link; traced on a tie, no bit", "Back Door to Rivals", 3, 1, 3, true, 3},
		{"Back Door to Rivals: a trace avoided with it gains 1 bit", "Back Door to Rivals", 2, 1, 3 - 1, false, 3},
		{"Back Door to Rivals: a bit even when its base link alone avoided the trace (R282)", "Back Door to Rivals", 1, 0, 0 - 1, false, 2},
		{"Runner Sensei: 2 bits for base link 4; traced on a tie, no bit", "Runner Sensei", 4, 0, 2, true, 4},
		{"Runner Sensei: 2 bits for each +1 link; a trace avoided with it gains 1 bit", "Runner Sensei", 4, 1, 2 + 2 - 1, false, 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			bloodCat(x)
			x.Rig(tc.card)
			x.Runner().Bits = 5
			x.Ready()
			x.Do(corp, "use Blood Cat: Trace 5: give the Runner a tag")
			trace(t, x, 5, tc.bid, tc.card, tc.buys)
			x.PassAll()
			want(t, "tagged", x.Runner().Tags == 1, tc.tagged)
			want(t, "Runner bits spent", 5-x.Runner().Bits, tc.spent)
			wantLink(t, x, tc.link)
		})
	}
}

func TestTimeToCollect(t *testing.T) {
	const ttc = "Time to Collect"
	// cda has the Corp trash two of the tagged Runner's resources with
	// Corporate Detective Agency, up to the Runner's prevention question.
	cda := func(t *testing.T, rig []string, trash ...string) *onrtest.Table {
		t.Helper()
		x := taggedCorpTurn(t, 1, 0, "Corporate Detective Agency")
		x.Rig(rig...)
		x.G.Reprompt()
		x.Do(corp, "play Corporate Detective Agency")
		for _, c := range trash {
			x.Do(corp, "trash "+c)
		}
		return x
	}
	t.Run(ttc+": [trash]: in the Corp's turn, prevent the trash of your other installed resources, every one trashed together", func(t *testing.T) {
		x := cda(t, []string{ttc, "Fall Guy", "Floating Runner BBS"}, "Fall Guy", "Floating Runner BBS")
		x.Do(runner, "prevent "+ttc)
		x.PassAll()
		want(t, "Fall Guy installed", inZone(x, newest(x, "Fall Guy"), onr.ZoneRig), true)
		want(t, "Floating Runner BBS installed", inZone(x, newest(x, "Floating Runner BBS"), onr.ZoneRig), true)
		want(t, ttc+" trashed", inZone(x, newest(x, ttc), onr.ZoneDiscard), true)
	})
	t.Run(ttc+": trashed with another resource, it still saves that one (R104, R506)", func(t *testing.T) {
		x := cda(t, []string{ttc, "Fall Guy"}, "a hidden resource", "Fall Guy")
		x.Do(runner, "prevent "+ttc)
		x.PassAll()
		want(t, "Fall Guy installed", inZone(x, newest(x, "Fall Guy"), onr.ZoneRig), true)
		want(t, ttc+" trashed", inZone(x, newest(x, ttc), onr.ZoneDiscard), true)
	})
	t.Run(ttc+": a Runner with any face-down card is asked about a resource trashed in the Corp's turn, so that being asked tells the Corp nothing", func(t *testing.T) {
		x := cda(t, []string{"Bolt-Hole", "Fall Guy"}, "Fall Guy")
		x.Do(corp, "done")
		want(t, "options", fmt.Sprint(x.Options(runner)), "[take]")
		x.Do(runner, "take")
		x.PassAll()
		want(t, "Fall Guy trashed", inZone(x, newest(x, "Fall Guy"), onr.ZoneDiscard), true)
	})
	t.Run(ttc+": a Runner with any face-down card is asked too about a resource the Corp trashes as an action (ONR-16.1.2)", func(t *testing.T) {
		x := taggedCorpTurn(t, 1, 0)
		x.Rig("Bolt-Hole", "Fall Guy")
		x.G.Reprompt()
		x.Do(corp, "trash-resource Fall Guy")
		want(t, "options", fmt.Sprint(x.Options(runner)), "[take]")
		x.Do(runner, "take")
		x.PassAll()
		want(t, "Fall Guy trashed", inZone(x, newest(x, "Fall Guy"), onr.ZoneDiscard), true)
	})
	t.Run(ttc+": the Corp trashing a hidden resource as an action reads no name while the Runner may still prevent it", func(t *testing.T) {
		x := taggedCorpTurn(t, 1, 0)
		x.Rig(ttc, "Bolt-Hole")
		x.G.Reprompt()
		x.Events = nil
		x.Do(corp, "trash-resource a hidden resource")
		if len(x.Options(runner)) == 0 {
			t.Fatalf("the Runner is not asked before the trash; corp options %q", x.Options(corp))
		}
		for _, e := range x.Events {
			if r := e.ReadBy(x.Seat(corp)).Text(); strings.Contains(r, ttc) || strings.Contains(r, "Bolt-Hole") {
				t.Errorf("the Corp reads %q while the card is face down", r)
			}
		}
	})
	t.Run(ttc+": the Corp reads no name of the face-down resource it saves, the Runner reads it", func(t *testing.T) {
		const lsa = "Liberated Savings Account"
		x := cda(t, []string{lsa, ttc, "Fall Guy"}, "a hidden resource", "Fall Guy")
		x.Events = nil
		x.Do(runner, "prevent "+ttc)
		x.Take().PassAll()
		if c := newest(x, lsa); !inZone(x, c, onr.ZoneRig) || x.S.Cards[c].FaceUp {
			t.Fatalf("%s not saved face down", lsa)
		}
		var runnerRead bool
		for _, e := range x.Events {
			if r := e.ReadBy(x.Seat(corp)).Text(); strings.Contains(r, lsa) {
				t.Errorf("the Corp reads %q while %s is face down", r, lsa)
			}
			if r := e.ReadBy(x.Seat(runner)).Text(); strings.Contains(r, "prevents") && strings.Contains(r, lsa) {
				runnerRead = true
			}
		}
		if !runnerRead {
			t.Errorf("the Runner never reads that %s is saved", lsa)
		}
	})
	t.Run(ttc+": not in the Runner's turn", func(t *testing.T) {
		x := newTable(t)
		r := x.Rig("Smith's Pawnshop", ttc, "Fall Guy")
		x.Ready()
		toPawnshopQuestion(t, x, "trash Fall Guy")
		x.Do(runner, "trash Fall Guy")
		if x.Offered(runner, "prevent "+ttc) {
			t.Errorf("offered in the Runner's turn: %q", x.Options(runner))
		}
		x.PassAll()
		want(t, "Fall Guy trashed", inZone(x, r[2], onr.ZoneDiscard), true)
		want(t, ttc+" installed", inZone(x, r[1], onr.ZoneRig), true)
	})
}
