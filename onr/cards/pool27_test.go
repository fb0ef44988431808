package cards_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Agendas and connection resources of issue 27.

func TestResourceTrashesTheCardsBeingAccessed(t *testing.T) {
	const use = "use Mercenary Subcontract: Trash the cards you are accessing at no cost"
	for _, tc := range []struct {
		name    string
		hq      string // the one card of HQ
		bits    int32
		use     bool
		trashed bool // the HQ card may be trashed
	}{
		{"Mercenary Subcontract: 4 bits, [trash]: an operation accessed in HQ, which cannot normally be trashed, is trashed at no cost",
			"Accounts Receivable", 4, true, true},
		{"Mercenary Subcontract: a node accessed is trashed without its trash cost", "Rustbelt HQ Branch", 4, true, true},
		{"Mercenary Subcontract: not usable with 3 bits", "Accounts Receivable", 3, false, false},
		{"Mercenary Subcontract: left unused, an accessed operation cannot be trashed", "Accounts Receivable", 4, false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Rig("Mercenary Subcontract")
				x.Hand(corp, tc.hq)
			})
			x.Runner().Bits = tc.bits
			hqAccess(t, x)
			want(t, "offered", x.Offered(runner, use), tc.bits >= 4)
			if tc.use {
				x.Do(runner, use)
				want(t, "Runner bits", x.Runner().Bits, tc.bits-4)
				want(t, "Mercenary Subcontract trashed", inZone(x, newest(x, "Mercenary Subcontract"), onr.ZoneDiscard), true)
			}
			if !tc.use {
				x.Do(runner, accessHQ) // with no face-down card left, the one access is not asked
			}
			want(t, "trash offered", x.Offered(runner, "trash "+tc.hq), tc.trashed)
			if !tc.trashed {
				return
			}
			x.Do(runner, "trash "+tc.hq).PassAll()
			want(t, "HQ", len(x.Corp().Hand), 0)
			want(t, "Archives", len(x.Corp().Discard), 1)
			want(t, "Runner bits after the trash", x.Runner().Bits, tc.bits-4)
		})
	}
	for _, tc := range []struct {
		bits     int32
		faceDown bool
		asked    bool
	}{
		{4, true, true},
		{3, true, true}, // a face-down Chiba Bank Account would add 3 to his bits
		{4, false, false},
	} {
		t.Run(fmt.Sprintf("Mercenary Subcontract: a Runner with %d bits, a face-down card %v, is asked before the access of a subsidiary fort ends %v: he might pay for it, counting what a face-down card might pay, so that being asked tells the Corp nothing", tc.bits, tc.faceDown, tc.asked), func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Install(onr.NewFort, "Rustbelt HQ Branch", true)
				if tc.faceDown {
					x.Rig("Bolt-Hole")
				}
			})
			x.Runner().Bits = tc.bits
			x.Do(runner, "run on fort 1").PassAll()
			for i := 0; i < 10 && x.S.Run.Active && !x.Offered(runner, "access Rustbelt HQ Branch"); i++ {
				if x.Offered(runner, "continue") {
					x.Do(runner, "continue")
				} else {
					x.PassAll()
				}
			}
			if x.Offered(runner, "access Rustbelt HQ Branch") {
				x.Do(runner, "access Rustbelt HQ Branch") // asked: Death from Above might be the face-down card
			}
			want(t, "asked before the access ends", x.Decision(runner).Prompt == "Use an ability before the access ends, or done", tc.asked)
		})
	}
	t.Run("Mercenary Subcontract: in a subsidiary fort, one or more of the accessed cards, the others left in place", func(t *testing.T) {
		var node, upgrade int32
		x := runnerTurn(t, func(x *onrtest.Table) {
			var fort int32
			node, fort = x.Install(onr.NewFort, "Rustbelt HQ Branch", true)
			upgrade, _ = x.Install(fort, "Antiquated Interface Routines", false)
			x.Rig("Mercenary Subcontract")
		})
		x.Runner().Bits = 4
		x.Do(runner, "run on fort 1").PassAll()
		for i := 0; i < 10 && !x.S.Run.Success; i++ {
			if x.Offered(runner, "continue") {
				x.Do(runner, "continue")
			} else {
				x.PassAll()
			}
		}
		x.Do(runner, use)
		for i := 0; i < 4 && x.Offered(runner, "access an unrezzed card"); i++ {
			x.Do(runner, "access an unrezzed card")
		}
		for i := 0; i < 4 && x.Offered(runner, "access Rustbelt HQ Branch"); i++ {
			x.Do(runner, "access Rustbelt HQ Branch")
		}
		// The unrezzed upgrade, which a spectator does not know, is offered
		// at no cost in the one question naming no card: declined, it is
		// left; the rezzed node is then asked about on its own.
		want(t, "the upgrade offered at no cost in the one question", x.Decision(runner).Prompt == onr.AccessedHiddenPrompt && x.Offered(runner, "trash Antiquated Interface Routines"), true)
		x.Do(runner, "decline")
		x.Do(runner, "trash Rustbelt HQ Branch")
		x.PassAll()
		want(t, "node trashed", inZone(x, node, onr.ZoneDiscard), true)
		want(t, "upgrade left in place", inZone(x, upgrade, onr.ZoneFort), true)
		want(t, "Runner bits", x.Runner().Bits, int32(0))
	})
}

func TestResourceAddsToAPrepsFirstGain(t *testing.T) {
	for _, tc := range []struct {
		name  string
		rig   []string
		plays int   // Livewire's Contacts played (3 bits each)
		gain  bool  // then the basic action "gain 1 bit"
		use   bool  // then Silicon Saloon Franchise's action: gain 1 bit and draw
		bits  int32 // bits gained in all
	}{
		{"Elena Laskova: a prep gaining 3 bits gains 1 more", []string{"Elena Laskova"}, 1, false, false, 4},
		{"Elena Laskova: each prep played gets its own first gain's bit", []string{"Elena Laskova"}, 2, false, false, 8},
		{"Elena Laskova: the basic gain action is no prep's effect", []string{"Elena Laskova"}, 0, true, false, 1},
		{"Elena Laskova: a resource's gain is no prep's effect", []string{"Elena Laskova", "Silicon Saloon Franchise"}, 0, false, true, 1},
		{"Elena Laskova: without her, a prep gains what it says", nil, 1, false, false, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Rig(tc.rig...)
				x.Hand(runner, filler("Livewire's Contacts", tc.plays)...)
			})
			bits := x.Runner().Bits
			for range tc.plays {
				x.Do(runner, "play Livewire's Contacts").PassAll()
			}
			if tc.gain {
				x.Do(runner, "gain").PassAll()
			}
			if tc.use {
				x.Do(runner, "use Silicon Saloon Franchise: Gain 1 bit and draw one card").PassAll()
			}
			want(t, "bits gained", x.Runner().Bits-bits, tc.bits)
		})
	}
	t.Run("Elena Laskova: only the first of a prep's gains gets the bit (Reconnaissance: two rezzes, 1 bit each)", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("Elena Laskova")
			x.Hand(runner, "Reconnaissance")
			_, f := x.Install(onr.NewFort, "Rustbelt HQ Branch", false)
			x.Install(f, "Dieter Esslin", false)
		})
		x.Corp().Bits = 20
		bits := x.Runner().Bits
		x.Do(runner, "play Reconnaissance on fort 1")
		x.Do(runner, "continue")
		x.Do(corp, "rez Rustbelt HQ Branch")
		want(t, "Runner bits after the first rez", x.Runner().Bits, bits+2)
		x.Do(corp, "rez Dieter Esslin")
		want(t, "Runner bits after the second rez", x.Runner().Bits, bits+3)
	})
}

func TestResourceUsedWhenTheCorpDoesMeatDamage(t *testing.T) {
	const use = "use Get Ready to Rumble: The Corp discards two cards at random from HQ"
	for _, tc := range []struct {
		name    string
		rig     []string
		use     bool
		offered bool
		hq      int // cards left in HQ
		hand    int // cards left in the Runner's hand
	}{
		{"Get Ready to Rumble: [trash] when the Corp successfully does meat damage: the Corp discards two cards at random from HQ",
			[]string{"Get Ready to Rumble"}, true, true, 2, 3},
		{"Get Ready to Rumble: left unused, HQ keeps its cards", []string{"Get Ready to Rumble"}, false, true, 4, 3},
		{"Get Ready to Rumble: not when all the meat damage was prevented", []string{"Get Ready to Rumble", "Full Body Conversion"}, false, false, 4, 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			x.Hand(corp, "Punitive Counterstrike", "Data Wall", "Data Wall", "Data Wall", "Data Wall")
			x.Hand(runner, filler("Networking", 5)...)
			x.Rig(tc.rig...)
			x.Runner().Tags = 1
			x.Ready()
			x.Do(corp, "play Punitive Counterstrike")
			for i := 0; i < 4 && x.Offered(runner, "take"); i++ {
				if x.Offered(runner, "prevent Full Body Conversion") {
					x.Do(runner, "prevent Full Body Conversion")
					continue
				}
				x.Do(runner, "take")
			}
			want(t, "offered", x.Offered(runner, use), tc.offered)
			if tc.use {
				x.Do(runner, use)
				want(t, "Get Ready to Rumble trashed face up", inZone(x, newest(x, "Get Ready to Rumble"), onr.ZoneDiscard) && x.S.Cards[newest(x, "Get Ready to Rumble")].FaceUp, true)
			} else if tc.offered {
				x.Do(runner, "done")
			}
			want(t, "HQ", len(x.Corp().Hand), tc.hq)
			want(t, "Runner's hand", len(x.Runner().Hand), tc.hand)
		})
	}
	t.Run("Get Ready to Rumble: HQ emptied by it in the middle of an access of HQ, the Runner accesses no more cards than are left (ONR-11.11.3)", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Install(onr.FortHQ, "Dedicated Response Team", true)
			x.Hand(corp, "Data Wall", "Data Wall")
			x.Hand(runner, filler("Networking", 5)...)
			x.Rig("Get Ready to Rumble", "HQ Interface")
			x.Runner().Tags = 1
		})
		x.Do(runner, "run on HQ").PassAll()
		x.Do(runner, "continue").PassAll()
		x.Do(runner, "access Dedicated Response Team") // 2 cards of HQ to access after it, with HQ Interface
		for i := 0; i < 4 && x.Offered(runner, "take"); i++ {
			x.Do(runner, "take")
		}
		x.Do(runner, use)
		want(t, "HQ emptied", len(x.Corp().Hand), 0)
		for i := 0; i < 10 && x.S.Run.Active; i++ {
			if x.Offered(runner, "access the next card stored in HQ") {
				t.Fatalf("offered to access a card of an empty HQ")
			}
			x.PassAll()
			if x.Offered(runner, "leave Dedicated Response Team") {
				x.Do(runner, "leave Dedicated Response Team")
			}
		}
		want(t, "run over", x.S.Run.Active, false)
	})
	t.Run("Get Ready to Rumble: a Runner with any face-down card is asked after meat damage, so that being asked tells the Corp nothing", func(t *testing.T) {
		x := newTable(t)
		x.Hand(corp, "Punitive Counterstrike")
		x.Hand(runner, filler("Networking", 5)...)
		x.Rig("Credit Subversion")
		x.Runner().Tags = 1
		x.Ready()
		x.Do(corp, "play Punitive Counterstrike")
		for i := 0; i < 4 && x.Offered(runner, "take"); i++ {
			x.Do(runner, "take")
		}
		want(t, "prompt", x.Decision(runner).Prompt, onr.AfterDamagePrompt)
		want(t, "options", fmt.Sprint(x.Options(runner)), "[done]")
	})
	t.Run("Get Ready to Rumble: Net damage is not meat damage", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Install(onr.NewFort, "Setup!", true) // installed, only if rezzed (R221)
			x.Hand(runner, filler("Networking", 5)...)
			x.Rig("Get Ready to Rumble")
		})
		x.Do(runner, "run on fort 1").PassAll()
		asked := false
		for i := 0; i < 12 && x.S.Run.Active; i++ {
			asked = asked || x.Decision(runner).Prompt == onr.AfterDamagePrompt
			switch {
			case x.Offered(runner, "continue"):
				x.Do(runner, "continue")
			case x.Offered(runner, "take"):
				x.Do(runner, "take")
			case x.Offered(runner, "access Setup!"):
				x.Do(runner, "access Setup!")
			default:
				x.PassAll()
			}
		}
		want(t, "Runner's hand after the Net damage", len(x.Runner().Hand), 3)
		want(t, "asked after the damage", asked, false)
	})
}

func TestAgendaPreventsItsDamageForCounters(t *testing.T) {
	const use = "use Please Don't Choke Anyone: Gain an action"
	for _, tc := range []struct {
		name      string
		rig       []string
		prevent   int // the Corp's answer, -1 when it is not asked
		hand      int // cards left in the Runner's hand
		counters  int32
		gainsUsed bool
	}{
		{"Please Don't Choke Anyone: 1 of the 2 meat damage prevented for a PDCA counter; the counter gains the Corp an action",
			nil, 1, 4, 1, true},
		{"Please Don't Choke Anyone: all of it prevented, two counters; the ability is used once a turn", nil, 2, 5, 2, true},
		{"Please Don't Choke Anyone: none prevented, no counter", nil, 0, 3, 0, false},
		{"Please Don't Choke Anyone: the Runner prevents first; damage he prevents is not successful, and the Corp is not asked (R198)",
			[]string{"Full Body Conversion"}, -1, 5, 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			x.Deck(corp, filler("Data Wall", 5)...)
			x.Hand(corp, "Punitive Counterstrike")
			x.Hand(runner, filler("Networking", 5)...)
			x.Rig(tc.rig...)
			x.Runner().Tags = 1
			cs, _ := scoreAll(t, x, 4, []string{"Please Don't Choke Anyone"})
			pdca := cs[0]
			x.Do(corp, "play Punitive Counterstrike")
			for i := 0; i < 4 && x.Offered(runner, "take"); i++ {
				if x.Offered(runner, "prevent Full Body Conversion") {
					x.Do(runner, "prevent Full Body Conversion")
					continue
				}
				x.Do(runner, "take")
			}
			if strings.Contains(x.Decision(corp).Prompt, "not prevented") {
				x.Number(corp, 0) // Full Body Conversion's price, unpaid
			}
			asked := x.Decision(corp).Kind == engine.Number
			want(t, "the Corp asked", asked, tc.prevent >= 0)
			if asked {
				x.Number(corp, tc.prevent)
			}
			want(t, "Runner's hand", len(x.Runner().Hand), tc.hand)
			want(t, "PDCA counters", x.S.Cards[pdca].Counters, tc.counters)
			if !tc.gainsUsed {
				return
			}
			actions := x.Corp().Actions
			x.Do(corp, use)
			want(t, "Corp actions", x.Corp().Actions, actions+1)
			want(t, "PDCA counters after the use", x.S.Cards[pdca].Counters, tc.counters-1)
			want(t, "offered again this turn", x.Offered(corp, use), false)
		})
	}
}
