package cards_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// advancementTable is the Corp's first action with op in hand, 20 bits,
// Hostile Takeover, Priority Requisition and Tycho Extension installed in
// forts of their own and a rezzed Data Wall (ice: not a card that can be
// advanced) on HQ.
func advancementTable(t *testing.T, op string) (x *onrtest.Table, ht, pr int32) {
	t.Helper()
	x = newTable(t)
	x.Hand(corp, op)
	x.Deck(corp, filler("Data Wall", 5)...)
	ht, _ = x.Install(onr.NewFort, "Hostile Takeover", false)
	pr, _ = x.Install(onr.NewFort, "Priority Requisition", false)
	x.Install(onr.NewFort, "Tycho Extension", false)
	x.Install(onr.FortHQ, "Data Wall", true)
	x.Corp().Bits = 20
	x.Ready()
	return x, ht, pr
}

func TestAdvancementOperations(t *testing.T) {
	cases := []struct {
		name, op string
		cost     int32
		picks    []string // the cards chosen, in order
		ht, pr   int32    // the counters on each afterwards
	}{
		{"Systematic Layoffs: add two advancement counters, both on one card (R234)", "Systematic Layoffs", 5,
			[]string{"Hostile Takeover", "Hostile Takeover"}, 2, 0},
		{"Systematic Layoffs: add two advancement counters split between two cards", "Systematic Layoffs", 5,
			[]string{"Priority Requisition", "Hostile Takeover"}, 1, 1},
		{"Management Shake-Up: add three advancement counters, all on one card (R169)", "Management Shake-Up", 10,
			[]string{"Priority Requisition", "Priority Requisition", "Priority Requisition"}, 0, 3},
		{"Management Shake-Up: add three advancement counters in any combination", "Management Shake-Up", 10,
			[]string{"Hostile Takeover", "Priority Requisition", "Hostile Takeover"}, 2, 1},
		{"Project Consultants: add four advancement counters, all on one card (R203)", "Project Consultants", 12,
			[]string{"Hostile Takeover", "Hostile Takeover", "Hostile Takeover", "Hostile Takeover"}, 4, 0},
		{"Project Consultants: add four advancement counters in any combination", "Project Consultants", 12,
			[]string{"Priority Requisition", "Hostile Takeover", "Priority Requisition", "Priority Requisition"}, 1, 3},
		{"Team Restructuring: one advancement counter on each of two cards", "Team Restructuring", 1,
			[]string{"Priority Requisition", "Hostile Takeover"}, 1, 1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			x, ht, pr := advancementTable(t, tc.op)
			x.Do(corp, "play "+tc.op)
			for i, pick := range tc.picks {
				if x.Offered(corp, "choose Data Wall") {
					t.Fatalf("pick %d: ice is offered an advancement counter", i+1)
				}
				x.Do(corp, "choose "+pick)
			}
			x.PassAll()
			want(t, "counters on Hostile Takeover", x.S.Cards[ht].Adv, tc.ht)
			want(t, "counters on Priority Requisition", x.S.Cards[pr].Adv, tc.pr)
			// The counters come from no bit pool (R170, R204, R235, R237).
			want(t, "Corp bits (the play cost only)", x.Corp().Bits, 20-tc.cost)
			want(t, "Corp actions left", x.Corp().Actions, int32(2))
			if x.Offered(corp, "choose Tycho Extension") {
				t.Fatalf("a further counter is offered after %d", len(tc.picks))
			}
		})
	}

	t.Run("Team Restructuring: never both counters on one card (R236)", func(t *testing.T) {
		x, ht, _ := advancementTable(t, "Team Restructuring")
		x.Do(corp, "play Team Restructuring")
		x.Do(corp, "choose Hostile Takeover")
		if x.Offered(corp, "choose Hostile Takeover") {
			t.Fatalf("Hostile Takeover offered a second counter: %q", x.Options(corp))
		}
		want(t, "counters on Hostile Takeover", x.S.Cards[ht].Adv, int32(1))
	})

	t.Run("Team Restructuring: up to two, so the Corp may stop after one", func(t *testing.T) {
		x, ht, pr := advancementTable(t, "Team Restructuring")
		x.Do(corp, "play Team Restructuring")
		x.Do(corp, "choose Priority Requisition")
		x.Do(corp, "none")
		x.PassAll()
		want(t, "counters on Hostile Takeover", x.S.Cards[ht].Adv, int32(0))
		want(t, "counters on Priority Requisition", x.S.Cards[pr].Adv, int32(1))
	})

	t.Run("Overtime Incentives: gain two actions", func(t *testing.T) {
		x, _, _ := advancementTable(t, "Overtime Incentives")
		want(t, "Corp actions before", x.Corp().Actions, int32(3))
		x.Do(corp, "play Overtime Incentives")
		x.PassAll()
		want(t, "Corp actions (3, one spent, two gained)", x.Corp().Actions, int32(4))
		want(t, "Corp bits", x.Corp().Bits, int32(20-4))
	})
}

func TestMemoryUntilTheEndOfTheTurn(t *testing.T) {
	// setup is the Corp's first action with Badtimes in hand and the
	// Runner's 4 MU used by Disintegrator (2) and two Dwarfs (1 each).
	setup := func(t *testing.T, tags int32) *onrtest.Table {
		x := newTable(t)
		x.Hand(corp, "Badtimes")
		x.Deck(corp, filler("Data Wall", 5)...)
		x.Rig("Disintegrator", "Dwarf", "Dwarf")
		x.Runner().Tags = tags
		x.Corp().Bits = 10
		x.Ready()
		return x
	}
	t.Run("Badtimes: only if the Runner is tagged", func(t *testing.T) {
		x := setup(t, 0)
		if x.Offered(corp, "play Badtimes") {
			t.Fatalf("playable with the Runner untagged")
		}
	})
	t.Run("Badtimes: the Runner's MU is reduced by 2 until the end of the turn", func(t *testing.T) {
		x := setup(t, 1)
		want(t, "Runner MU before", x.S.MU(x.Seat(runner)), int32(4))
		x.Do(corp, "play Badtimes")
		want(t, "Runner MU this turn", x.S.MU(x.Seat(runner)), int32(2))
		// 4 MU used of 2: the Runner trashes programs down to it.
		x.Do(runner, "trash-program Disintegrator")
		x.PassAll()
		want(t, "Runner programs left", len(x.Runner().Rig), 2)
		want(t, "Corp bits (play cost 4)", x.Corp().Bits, int32(6))
		x.ToTurn(runner)
		want(t, "Runner MU the next turn", x.S.MU(x.Seat(runner)), int32(4))
	})
}

func TestDoubleOperations(t *testing.T) {
	// shuffleTable is the Corp's turn with Corporate Shuffle and Priority
	// Requisition in HQ, five Data Walls and a Hostile Takeover in R&D, and
	// actions left.
	shuffleTable := func(t *testing.T, actions int32) (*onrtest.Table, int32) {
		x := newTable(t)
		x.Deck(corp, filler("Data Wall", 5)...)
		x.Deck(corp, "Hostile Takeover")
		x.Hand(corp, "Corporate Shuffle")
		pr := x.Hand(corp, "Priority Requisition")[0]
		x.Ready()
		x.Corp().Actions = actions
		x.G.Reprompt()
		return x, pr
	}
	t.Run("Corporate Shuffle: a double operation, not playable with one action left", func(t *testing.T) {
		x, _ := shuffleTable(t, 1)
		if x.Offered(corp, "play Corporate Shuffle") {
			t.Fatalf("playable with one action")
		}
	})
	t.Run("Corporate Shuffle: draw five cards, then shuffle a card of HQ into R&D; two actions", func(t *testing.T) {
		x, pr := shuffleTable(t, 3)
		hand, deck := len(x.Corp().Hand), len(x.Corp().Deck)
		x.Do(corp, "play Corporate Shuffle")
		want(t, "Corp actions left (3, two spent)", x.Corp().Actions, int32(1))
		if !x.Offered(corp, "choose Data Wall") {
			t.Fatalf("the five cards drawn are not in HQ to choose from: %q", x.Options(corp))
		}
		x.Do(corp, "choose Priority Requisition")
		x.PassAll()
		want(t, "Priority Requisition in R&D", inZone(x, pr, onr.ZoneDeck), true)
		want(t, "Corp cards in hand (the operation out, five in, one back)", len(x.Corp().Hand), hand-1+5-1)
		want(t, "Corp cards in R&D (five out, one in)", len(x.Corp().Deck), deck-5+1)
		want(t, "Corp bits", x.Corp().Bits, int32(5))
	})

	// reclamationTable has two ice and an operation in the Archives, and
	// Reclamation Project in HQ.
	reclamationTable := func(t *testing.T) (x *onrtest.Table, wall, static, ar int32) {
		x = newTable(t)
		x.Deck(corp, filler("Data Wall", 5)...)
		wall, static, ar = x.Card("Data Wall"), x.Card("Wall of Static"), x.Card("Accounts Receivable")
		for _, c := range []int32{wall, static, ar} {
			x.G.Put(c, onr.ZoneDiscard, false)
		}
		x.Hand(corp, "Reclamation Project")
		x.Ready()
		return x, wall, static, ar
	}
	t.Run("Reclamation Project: any number of ice from the Archives, shown to the Runner, into HQ; two actions", func(t *testing.T) {
		x, wall, static, ar := reclamationTable(t)
		x.Do(corp, "play Reclamation Project")
		want(t, "Corp actions left (3, two spent)", x.Corp().Actions, int32(1))
		if x.Offered(corp, "choose Accounts Receivable") {
			t.Fatalf("an operation is offered: %q", x.Options(corp))
		}
		x.Do(corp, "choose Data Wall")
		x.Do(corp, "choose Wall of Static")
		x.PassAll()
		want(t, "Data Wall in HQ", inZone(x, wall, onr.ZoneHand), true)
		want(t, "Wall of Static in HQ", inZone(x, static, onr.ZoneHand), true)
		want(t, "Accounts Receivable in the Archives", inZone(x, ar, onr.ZoneDiscard), true)
		want(t, "Wall of Static known to the Runner", x.S.Cards[static].Known, true)
		seen := false
		for _, e := range x.Events {
			seen = seen || strings.Contains(e.For(x.Seat(runner)), "Wall of Static")
		}
		want(t, "the Runner is shown Wall of Static", seen, true)
	})
	t.Run("Reclamation Project: any number, so the Corp may stop after one", func(t *testing.T) {
		x, wall, static, _ := reclamationTable(t)
		x.Do(corp, "play Reclamation Project")
		x.Do(corp, "choose Wall of Static")
		x.Do(corp, "none")
		x.PassAll()
		want(t, "Data Wall in the Archives", inZone(x, wall, onr.ZoneDiscard), true)
		want(t, "Wall of Static in HQ", inZone(x, static, onr.ZoneHand), true)
	})
}

func TestMovingAdvancementCounters(t *testing.T) {
	// moveTable is advancementTable with counters on Hostile Takeover.
	moveTable := func(t *testing.T, counters int32) (x *onrtest.Table, ht, pr int32) {
		x, ht, pr = advancementTable(t, "Falsified-Transactions Expert")
		x.S.Cards[ht].Adv = counters
		x.G.Reprompt()
		return x, ht, pr
	}
	cases := []struct {
		name            string
		counters, moved int // on Hostile Takeover, and the number chosen
		wantHT, wantPR  int32
		wantMax         int // the most the Corp may choose
	}{
		{"Falsified-Transactions Expert: move three advancement counters to another card that can be advanced", 4, 3, 1, 3, 3},
		{"Falsified-Transactions Expert: up to three, so fewer", 4, 1, 3, 1, 3},
		{"Falsified-Transactions Expert: no more than the card holds", 2, 2, 0, 2, 2},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			x, ht, pr := moveTable(t, int32(tc.counters))
			x.Do(corp, "play Falsified-Transactions Expert")
			if x.Offered(corp, "choose Priority Requisition") || x.Offered(corp, "choose Data Wall") {
				t.Fatalf("a card with no counters is offered as the source: %q", x.Options(corp))
			}
			x.Do(corp, "choose Hostile Takeover")
			if x.Offered(corp, "choose Hostile Takeover") || x.Offered(corp, "choose Data Wall") {
				t.Fatalf("the source or ice is offered as the destination: %q", x.Options(corp))
			}
			x.Do(corp, "choose Priority Requisition")
			d := x.Decision(corp)
			want(t, "most counters offered", d.Max, tc.wantMax)
			x.Number(corp, tc.moved)
			x.PassAll()
			want(t, "counters on Hostile Takeover", x.S.Cards[ht].Adv, tc.wantHT)
			want(t, "counters on Priority Requisition", x.S.Cards[pr].Adv, tc.wantPR)
			want(t, "Corp bits (play cost 1)", x.Corp().Bits, int32(19))
		})
	}
}
