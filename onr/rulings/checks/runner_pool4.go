package checks

import (
	"strings"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Checks of the rulings that name the programs and resources of the card
// pool's fourth part (issue 26; onr/cards/programs_virus.go,
// programs_more.go, resources_more.go).

// R296: "every X counters" viruses have their whole effect at once: with
// six Boardwalk counters the Corp shows three different cards of HQ at the
// start of the Runner's turn, never one card twice.
func checkR296_BoardwalkShowsAllAtOnce(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Hand(onr.Corp, "Data Wall", "Data Wall", "Data Wall", "Data Wall")
	bw := x.Rig("Boardwalk")[0]
	x.Corp().Virus = []onr.Virus{{ID: x.S.Cards[bw].ID, N: 6}}
	x.Ready()
	x.Events = nil
	x.ToTurn(onr.Runner)
	known := 0
	for _, c := range x.Corp().Hand {
		if x.S.Cards[c].Known && x.G.Visible(c, x.G.SeatOf(onr.Runner)) {
			known++
		}
	}
	if known != 3 {
		t.Errorf("%d cards of HQ known to the Runner, want 3 different ones", known)
	}
}

// R319: Crumble counters let the Runner trash an upgrade in HQ at no cost,
// as well as the cards stored there.
func checkR319_CrumbleTrashesUpgradesInHQ(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	up, _ := x.Install(onr.FortHQ, "Antiquated Interface Routines", false)
	cr := x.Rig("Crumble")[0]
	x.Corp().Virus = []onr.Virus{{ID: x.S.Cards[cr].ID, N: 2}}
	x.Runner().Bits = 0
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Runner().Bits = 0
	x.Do(onr.Runner, "run on HQ")
	rgContinue(x)
	if !x.Offered(onr.Runner, "trash Antiquated Interface Routines") {
		t.Fatalf("the upgrade in HQ not offered to trash at no cost: %s", x.Describe())
	}
	x.Do(onr.Runner, "trash Antiquated Interface Routines")
	if x.S.Cards[up].Zone != onr.ZoneDiscard || x.Runner().Bits != 0 {
		t.Errorf("upgrade in zone %v, Runner bits %d: want trashed at no cost", x.S.Cards[up].Zone, x.Runner().Bits)
	}
}

// R097: Chester Mix's reduction offsets the 2 bits Restrictive Net Zoning
// adds to installing ice on the fort it chose: with one piece of ice there
// already, the second costs 1 + 2 - 2.
func checkR097_ChesterMixOffsetsRestrictiveNetZoning(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Ice(onr.FortRD, "Wall of Static", false)
	x.Install(onr.FortRD, "Chester Mix", true)
	x.Hand(onr.Runner, "Restrictive Net Zoning")
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "install Restrictive Net Zoning")
	x.Do(onr.Runner, "choose R&D")
	x.TakeGains(onr.Runner)
	x.ToTurn(onr.Corp)
	x.Hand(onr.Corp, "Banpei")
	x.Corp().Bits = 5
	x.G.Reprompt()
	x.Do(onr.Corp, "install Banpei on R&D")
	x.Do(onr.Corp, "done (pay 1)")
	if n := 5 - x.Corp().Bits; n != 1 {
		t.Errorf("the Corp paid %d bits for ice on R&D, want 1 (1 for the ice there, 2 more, 2 less)", n)
	}
}

// smcRun starts a run on HQ, behind a rezzed Wall of Static, with
// Self-Modifying Code rigged, the Runner holding bits and the stack given.
func smcRun(t onrtest.TB, bits int32, stack ...string) *onrtest.Table {
	x := tableWithRD(t, 1, 6)
	x.Ice(onr.FortHQ, "Wall of Static", true)
	x.Rig("Self-Modifying Code")
	x.Deck(onr.Runner, stack...)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Runner().Bits = bits
	x.Do(onr.Runner, "run on HQ")
	return x
}

const smcUse = "use Self-Modifying Code: Search the stack for a program and install it"

// R450: Self-Modifying Code may be used during an encounter with a piece
// of ice (errata).
func checkR450_SelfModifyingCodeInAnEncounter(t onrtest.TB) {
	x := smcRun(t, 5, "Hammer")
	for i := 0; i < 10 && x.S.Run.Encounter == 0; i++ {
		if x.Offered(onr.Runner, "continue") {
			x.Do(onr.Runner, "continue")
		} else {
			x.PassAll()
		}
	}
	if x.S.Run.Encounter == 0 || !x.Offered(onr.Runner, smcUse) {
		t.Fatalf("not offered in the encounter: %s", x.Describe())
	}
}

// R451: the program installed with Self-Modifying Code is paid for.
func checkR451_SelfModifyingCodePaysTheInstallCost(t onrtest.TB) {
	x := smcRun(t, 5, "Hammer")
	x.Do(onr.Runner, smcUse)
	x.Do(onr.Runner, "choose Hammer")
	if x.Runner().Bits != 3 {
		t.Errorf("Runner bits %d after installing Hammer (install cost 2), want 3", x.Runner().Bits)
	}
}

// R452: a program the Runner cannot install stays in the stack; it is not
// brought into the hand.
func checkR452_SelfModifyingCodeLeavesTheProgramInTheStack(t onrtest.TB) {
	x := smcRun(t, 1, "Hammer")
	x.Do(onr.Runner, smcUse)
	for _, o := range x.Options(onr.Runner) {
		if strings.Contains(o, "Hammer") {
			t.Fatalf("Hammer offered with 1 bit: %q", x.Options(onr.Runner))
		}
	}
	if len(x.Runner().Deck) != 1 || len(x.Runner().Hand) != 0 {
		t.Errorf("stack %d, hand %d: want Hammer left in the stack", len(x.Runner().Deck), len(x.Runner().Hand))
	}
}

// hqKnownToRunner counts the cards of HQ the Runner knows.
func hqKnownToRunner(x *onrtest.Table) int {
	n := 0
	for _, c := range x.Corp().Hand {
		if x.S.Cards[c].Known && x.G.Visible(c, x.G.SeatOf(onr.Runner)) {
			n++
		}
	}
	return n
}

// R292: Boardwalk's counters stay when the program is trashed, and keep
// working: with two counters and Boardwalk in the trash, the Corp still
// shows a card at the start of the Runner's turn.
func checkR292_BoardwalkCountersOutliveTheProgram(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Hand(onr.Corp, "Data Wall", "Data Wall")
	bw := x.Rig("Boardwalk")[0]
	x.Corp().Virus = []onr.Virus{{ID: x.S.Cards[bw].ID, N: 2}}
	x.G.Put(bw, onr.ZoneDiscard, false)
	x.Ready()
	x.ToTurn(onr.Runner)
	if n := hqKnownToRunner(x); n != 1 {
		t.Errorf("%d cards of HQ shown, want 1", n)
	}
}

// R293: the Boardwalk counter of a successful run is given at its end,
// after the accesses, not as the run succeeds.
func checkR293_BoardwalkCounterAtTheEndOfTheRun(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Hand(onr.Corp, "Data Wall", "Data Wall")
	x.Rig("Boardwalk")
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Events = nil
	x.Do(onr.Runner, "run on HQ")
	rgContinue(x)
	success, access, counter := rgEvent(x, onr.Runner, "The run is successful"), rgEvent(x, onr.Runner, "Runner accesses"), rgEvent(x, onr.Runner, "Boardwalk gives the Corp a counter")
	if success < 0 || access < 0 || counter < 0 || counter < access {
		t.Errorf("events: success %d, access %d, counter %d; want the counter last", success, access, counter)
	}
	if len(x.Corp().Virus) != 1 || x.Corp().Virus[0].N != 1 {
		t.Errorf("counters after the run: %v, want one", x.Corp().Virus)
	}
}

// R294, R295: the Corp removes all its Boardwalk counters at once, never
// some, in a window after its action (whenever special effects may be
// used), and forgoes its next three actions.
func checkR294_R295_BoardwalkCountersPurgedAllAtOnce(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	bw := x.Rig("Boardwalk")[0]
	x.Corp().Virus = []onr.Virus{{ID: x.S.Cards[bw].ID, N: 5}}
	x.Ready()
	x.Do(onr.Corp, "gain")
	if !x.Offered(onr.Corp, "purge") {
		t.Fatalf("purge not offered in the window after the action: %q", x.Options(onr.Corp))
	}
	x.Do(onr.Corp, "purge")
	if len(x.Corp().Virus) != 0 {
		t.Errorf("counters after the purge: %v", x.Corp().Virus)
	}
}

// R323: Death from Above still pays New Galveston City Grid's 2 bits for
// each node and other upgrade of the fort the Runner has seen (rezzed or
// exposed), and cannot be used if he cannot pay them all.
func checkR323_DeathFromAbovePaysNewGalveston(t onrtest.TB) {
	const use = "use Death from Above: Trash every card installed in the fort run"
	setup := func(t onrtest.TB, bits int32) *onrtest.Table {
		x := tableWithRD(t, 1, 6)
		_, fort := x.Install(onr.NewFort, "New Galveston City Grid", true)
		x.Install(fort, "Rustbelt HQ Branch", true)
		x.Rig("Death from Above")
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Runner().Bits = bits
		x.Do(onr.Runner, "run on fort 1")
		rgContinue(x)
		return x
	}
	onrtest.Run(t, "R323 the 2 bits paid", func(t onrtest.TB) {
		x := setup(t, 5)
		x.Do(onr.Runner, use)
		if x.Runner().Bits != 3 || len(x.Corp().Discard) != 2 {
			t.Errorf("Runner bits %d, Archives %d: want 3 and both cards trashed", x.Runner().Bits, len(x.Corp().Discard))
		}
	})
	onrtest.Run(t, "R323 not usable without them", func(t onrtest.TB) {
		x := setup(t, 1)
		if x.Offered(onr.Runner, use) {
			t.Errorf("offered with 1 bit: %q", x.Options(onr.Runner))
		}
	})
}

// R486, R487: Cockroach counters do nothing against Synchronized Attack on
// HQ: the Corp pays or discards card by card (R487's errata), so it still
// chooses the card it pays to keep, and the others go.
func checkR486_R487_CockroachAgainstSynchronizedAttack(t onrtest.TB) {
	x := onrtest.New(t, 1)
	x.Hand(onr.Runner, "Synchronized Attack on HQ")
	x.Hand(onr.Corp, "Wall of Static", "Accounts Receivable", "Brain Wash")
	cr := x.Rig("Cockroach")[0]
	x.Corp().Virus = []onr.Virus{{ID: x.S.Cards[cr].ID, N: 3}}
	x.Ready().ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on HQ").PassAll()
	x.Do(onr.Runner, "continue").PassAll()
	for x.S.Run.Active {
		x.Do(onr.Runner, x.Options(onr.Runner)[0]).PassAll()
	}
	x.Runner().Bits, x.Corp().Bits = 4, 2
	x.Do(onr.Runner, "play Synchronized Attack on HQ")
	x.Do(onr.Corp, "pay 2 for Brain Wash").PassAll()
	if h := x.Corp().Hand; len(h) != 1 || x.G.Title(h[0]) != "Brain Wash" {
		t.Fatalf("HQ holds %d cards; want Brain Wash alone, paid for", len(h))
	}
}
