package checks

import (
	"strings"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// dreffSetup describes a run on a new fort holding Dr. Dreff (rezzed).
type dreffSetup struct {
	fort     int32    // the fort Dr. Dreff is in: onr.NewFort for a new one
	run      string   // what the Runner does to start the run: "run on fort 1" unless given
	ice      []string // the fort's ice, outermost first, rezzed ("?": unrezzed)
	upgrades []string // other cards of the fort, rezzed
	rig      []string // the Runner's rig besides Dwarf
	hq       []string // the Corp's HQ
	pick     string   // the card of HQ the Corp chooses when Dr. Dreff asks ("": it declines)
}

// dreffSeen is what a Dr. Dreff run showed.
type dreffSeen struct {
	x           *onrtest.Table
	card        int32 // the card the Corp chose
	asked       int   // times the Corp was asked to choose
	at          int32 // pieces of ice passed when it was first asked (-1: never)
	paid        int32 // the bits the Corp paid for its choice
	encountered bool  // the card chosen was encountered
	strength    int32 // its strength as its encounter began
	subs        int32 // its subroutines as its encounter began
	window      bool  // the Runner had a priority window between the choice and the encounter
	hand        int   // the Runner's cards in hand at the end
}

// dreffRun plays the run of ds: the Corp has 20 bits; the Runner has
// Dwarf, 30 bits and five cards in hand, breaks every wall subroutine
// Dwarf can and goes on otherwise.
func dreffRun(t onrtest.TB, ds dreffSetup) dreffSeen {
	t.Helper()
	x := tableWithRD(t, 1, 8)
	if ds.fort == 0 {
		ds.fort = onr.NewFort
	}
	_, fort := x.Install(ds.fort, "Dr. Dreff", true)
	for _, u := range ds.upgrades {
		x.Install(fort, u, true)
	}
	for j := len(ds.ice) - 1; j >= 0; j-- {
		title, unrezzed := strings.CutSuffix(ds.ice[j], "?")
		x.Ice(fort, title, !unrezzed)
	}
	var pick int32
	for _, c := range x.Hand(onr.Corp, ds.hq...) {
		if x.G.Title(c) == ds.pick {
			pick = c
		}
	}
	x.Rig(append([]string{"Dwarf"}, ds.rig...)...)
	runnerHand(x, 5)
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Corp().Bits, x.Runner().Bits = 20, 30
	if ds.run == "" {
		ds.run = "run on fort 1"
	}
	x.Events = nil
	x.Do(onr.Runner, ds.run)
	seen := dreffSeen{x: x, card: pick, at: -1, strength: -1, subs: -1}
	chose := false
	for i := 0; i < 80 && x.S.Run.Active && !x.S.Over; i++ {
		if chose && !seen.encountered {
			if x.S.Run.Encounter == pick && pick != 0 {
				seen.encountered = true
				seen.strength = x.G.IceStrength(pick)
				seen.subs = int32(x.G.SubroutineCount(pick))
			} else if x.Offered(onr.Runner, "pass") || x.Offered(onr.Runner, "done") && !x.Offered(onr.Runner, "break subroutine 1 with Dwarf") && x.S.Run.Encounter == 0 {
				seen.window = true
			}
		}
		if x.Offered(onr.Corp, "decline") && strings.HasPrefix(prompt(x, onr.Corp), "Dr. Dreff") {
			seen.asked++
			if seen.at < 0 {
				seen.at = x.S.Run.Pos
			}
			if ds.pick != "" && x.Offered(onr.Corp, "choose "+ds.pick) {
				bits := x.Corp().Bits
				x.Do(onr.Corp, "choose "+ds.pick)
				seen.paid, chose = bits-x.Corp().Bits, true
			} else {
				x.Do(onr.Corp, "decline")
			}
			continue
		}
		switch {
		case x.Offered(onr.Runner, "break subroutine 1 with Dwarf"):
			x.Do(onr.Runner, "break subroutine 1 with Dwarf")
		case x.Offered(onr.Runner, "pump Dwarf: +1 strength for 1"):
			x.Do(onr.Runner, "pump Dwarf: +1 strength for 1")
		case x.Offered(onr.Runner, "done"):
			x.Do(onr.Runner, "done")
		default:
			runnerGoesOn(x)
		}
	}
	seen.hand = len(x.Runner().Hand)
	return seen
}

// R125: Dr. Dreff is used when the Runner passes the last piece of ice of
// its fort (with two pieces, after both), or as a run on it is declared
// when it has no ice; never at the run's success.
func checkR125_DrDreffPastTheLastIce(t onrtest.TB) {
	for _, ice := range [][]string{{"Data Wall?", "Data Wall?"}, nil} {
		s := dreffRun(t, dreffSetup{ice: ice, hq: []string{"Wall of Static"}})
		if s.asked != 1 || s.at != int32(len(ice)) {
			t.Fatalf("with %d pieces of ice the Corp was asked %d times, first with %d passed (want once, with %d)", len(ice), s.asked, s.at, len(ice))
		}
		if !s.x.Logged("The run is successful") {
			t.Fatalf("with %d pieces of ice, declined: the run was not successful", len(ice))
		}
	}
}

// R126: on a run made on one fort to access another's cards (Shredder
// Uplink Protocol: a run on the Archives treated as one on HQ), Dr. Dreff
// is used only from the fort the run is made on: in the Archives, not in
// HQ.
func checkR126_DrDreffInTheFortRun(t onrtest.TB) {
	for _, tc := range []struct {
		fort  int32
		where string
		want  int
	}{{onr.FortArchives, "the Archives", 1}, {onr.FortHQ, "HQ", 0}} {
		s := dreffRun(t, dreffSetup{fort: tc.fort, run: "use Shredder Uplink Protocol: Make a run on the Archives", rig: []string{"Shredder Uplink Protocol"}, hq: []string{"Wall of Static"}})
		if s.asked != tc.want {
			t.Fatalf("Dr. Dreff in %s: the Corp was asked %d times, want %d", tc.where, s.asked, tc.want)
		}
	}
}

// R127: Dr. Dreff trashes the ice once its encounter is over, if it still
// holds it (Marionette stored in HQ first: partials29.go).
func checkR127_DrDreffTrashesTheIceAfterTheEncounter(t onrtest.TB) {
	s := dreffRun(t, dreffSetup{hq: []string{"Wall of Static"}, pick: "Wall of Static"})
	wall := s.card
	if !s.encountered || s.x.S.Cards[wall].Zone != onr.ZoneDiscard || !s.x.Logged("Wall of Static is trashed after its encounter") {
		t.Fatalf("encountered %v; Wall of Static in zone %v, want the Archives", s.encountered, s.x.S.Cards[wall].Zone)
	}
}

// R128: ice Dr. Dreff makes the Runner encounter is not rezzed: Misleading
// Access Menus gains the Corp nothing; it pays half its rez cost (0).
func checkR128_DrDreffsIceIsNotRezzed(t onrtest.TB) {
	s := dreffRun(t, dreffSetup{hq: []string{"Misleading Access Menus"}, pick: "Misleading Access Menus"})
	if !s.encountered || s.x.Logged("rezzes") || s.x.Corp().Bits != 20-s.paid {
		t.Fatalf("encountered %v; rez logged %v; Corp bits %d, want %d", s.encountered, s.x.Logged("rezzes"), s.x.Corp().Bits, 20-s.paid)
	}
}

// R130: the Runner does not approach the ice Dr. Dreff chose: no window
// between the choice and the encounter.
func checkR130_DrDreffsIceIsNotApproached(t onrtest.TB) {
	s := dreffRun(t, dreffSetup{ice: []string{"Data Wall?"}, hq: []string{"Wall of Static"}, pick: "Wall of Static", rig: []string{"Smarteye"}})
	if !s.encountered || s.window {
		t.Fatalf("encountered %v; a window before the encounter %v", s.encountered, s.window)
	}
	if s.x.Logged("approaches") {
		t.Fatalf("the Runner approached ice")
	}
}

// R131: what modifies ice "on" the fort does not modify ice Dr. Dreff
// makes the Runner encounter: with Antiquated Interface Routines (all ice
// on this fort +1 strength) in the fort, Wall of Static is met at its
// printed 2; Data Masons (all walls +1, wherever) does reach it: 3.
func checkR131_DrDreffsIceIsNotOnTheFort(t onrtest.TB) {
	for _, tc := range []struct {
		upgrade string
		want    int32
	}{{"Antiquated Interface Routines", 2}, {"Data Masons", 3}} {
		s := dreffRun(t, dreffSetup{upgrades: []string{tc.upgrade}, hq: []string{"Wall of Static"}, pick: "Wall of Static"})
		if !s.encountered || s.strength != tc.want {
			t.Fatalf("with %s: Wall of Static encountered %v, strength %d, want %d", tc.upgrade, s.encountered, s.strength, tc.want)
		}
	}
}

// R184: Olivia Salazar rezzes only ice installed on her fort: never the
// ice Dr. Dreff makes the Runner encounter.
func checkR184_OliviaCannotRezDreffsIce(t onrtest.TB) {
	s := dreffRun(t, dreffSetup{upgrades: []string{"Olivia Salazar"}, hq: []string{"Wall of Static"}, pick: "Wall of Static"})
	if !s.encountered || s.x.Logged("Corp rezzes Wall of Static") || s.x.Offered(onr.Corp, "rez Wall of Static") {
		t.Fatalf("encountered %v; Wall of Static rezzed %v", s.encountered, s.x.Logged("Corp rezzes Wall of Static"))
	}
}

// R321: Dr. Dreff acts before the run is successful: the ice it throws
// ends the run, and the Runner never gets to use Death from Above.
func checkR321_DrDreffBeforeDeathFromAbove(t onrtest.TB) {
	s := dreffRun(t, dreffSetup{hq: []string{"Misleading Access Menus"}, pick: "Misleading Access Menus", rig: []string{"Death from Above"}})
	if !s.encountered || s.x.Logged("The run is successful") {
		t.Fatalf("encountered %v; run successful %v", s.encountered, s.x.Logged("The run is successful"))
	}
}

// R116: Dr. Dreff pays half the rez cost, which what lowers the bits paid
// to rez leaves unchanged: Wall of Static (3) costs 1 with or without
// Data Masons (which would make its rez 1 bit).
func checkR116_DrDreffPaysHalfThePrintedRezCost(t onrtest.TB) {
	for _, masons := range [][]string{nil, {"Data Masons"}} {
		s := dreffRun(t, dreffSetup{upgrades: masons, hq: []string{"Wall of Static"}, pick: "Wall of Static"})
		if !s.encountered || s.paid != 1 {
			t.Fatalf("with %v: encountered %v, paid %d, want 1", masons, s.encountered, s.paid)
		}
	}
}

// dreffOutside has the Runner encounter ice from HQ by Dr. Dreff past two
// rezzed walls of the fort, which Dwarf breaks; Black Dahlia in the rig
// gives him a decision in a sentry's encounter (so that its strength is
// read), which he does not use. Ice with no subroutines is encountered
// and passed with no decision: the log shows it.
func dreffOutside(t onrtest.TB, ice string) dreffSeen {
	t.Helper()
	s := dreffRun(t, dreffSetup{ice: []string{"Data Wall", "Wall of Static"}, hq: []string{ice}, pick: ice, rig: []string{"Black Dahlia"}})
	if !s.encountered && !s.x.Logged("encounters "+ice+" from HQ") {
		var log []string
		for _, e := range s.x.Events {
			log = append(log, e.Text())
		}
		t.Fatalf("%s never encountered: %s", ice, strings.Join(log, "; "))
	}
	return s
}

// R095: Bug Zapper by Dr. Dreff has no ice installed outside it: no damage.
func checkR095_DrDreffsBugZapperDoesNoDamage(t onrtest.TB) {
	if s := dreffOutside(t, "Bug Zapper"); s.hand != 5 || !s.x.Logged("Bug Zapper does no damage") {
		t.Fatalf("cards in hand %d, want 5: Bug Zapper by Dr. Dreff does no damage", s.hand)
	}
}

// R120: Dog Pile by Dr. Dreff: no damage, no strength bonus.
func checkR120_DrDreffsDogPileHasNoBonus(t onrtest.TB) {
	if s := dreffOutside(t, "Dog Pile"); s.hand != 5 || s.strength != 0 {
		t.Fatalf("cards in hand %d, strength %d; want 5 and 0", s.hand, s.strength)
	}
}

// R129, R174: Mastermind by Dr. Dreff: no brain damage, strength 0.
func checkR129_R174_DrDreffsMastermindHasNoBonus(t onrtest.TB) {
	if s := dreffOutside(t, "Mastermind"); s.hand != 5 || s.strength != 0 || s.x.Runner().Brain != 0 {
		t.Fatalf("cards in hand %d, strength %d, brain damage %d; want 5, 0, 0", s.hand, s.strength, s.x.Runner().Brain)
	}
}

// R153: Hunting Pack by Dr. Dreff has no subroutines.
func checkR153_DrDreffsHuntingPackHasNoSubroutines(t onrtest.TB) {
	if s := dreffOutside(t, "Hunting Pack"); s.x.Logged("Hunting Pack: subroutine") || !s.x.Logged("The run is successful") {
		t.Fatalf("a subroutine of Hunting Pack took effect %v; the run successful %v", s.x.Logged("Hunting Pack: subroutine"), s.x.Logged("The run is successful"))
	}
}

// R175: Minotaur by Dr. Dreff has no End the run subroutines.
func checkR175_DrDreffsMinotaurHasNoSubroutines(t onrtest.TB) {
	if s := dreffOutside(t, "Minotaur"); s.x.Logged("Minotaur: subroutine") || !s.x.Logged("The run is successful") {
		t.Fatalf("a subroutine of Minotaur took effect %v; the run successful %v", s.x.Logged("Minotaur: subroutine"), s.x.Logged("The run is successful"))
	}
}

// R147: Dr. Dreff does not rez the ice it makes the Runner encounter, so
// Government Contract's bits (usable only to install or rez cards) do not
// pay for it. With the contract's 9 bits and none in its pool the Corp
// cannot choose Wall of Static (half its rez cost: 2 bits); with 2 bits in
// its pool it can, and the contract's bits are left.
func checkR147_GovernmentContractBitsDoNotPayForDrDreff(t onrtest.TB) {
	for _, pool := range []int32{0, 2} {
		x := tableWithRD(t, 1, 8)
		gc, _ := x.Install(onr.NewFort, "Government Contract", true)
		_, fort := x.Install(onr.NewFort, "Dr. Dreff", true)
		x.Ice(fort, "Wall of Static", true)
		x.Hand(onr.Corp, "Wall of Static")
		x.Rig("Dwarf")
		runnerHand(x, 5)
		x.Ready()
		x.S.Cards[gc].Adv = 3
		x.ToTurn(onr.Runner)
		x.Corp().Bits, x.Runner().Bits = pool, 30
		x.Do(onr.Runner, "run on fort 2")
		used, asked, offered := 0, false, false
		for i := 0; i < 80 && x.S.Run.Active && !x.S.Over && !asked; i++ {
			switch {
			case used < 3 && x.Offered(onr.Corp, "use Government Contract: Gain 3 bits to install or rez cards"):
				x.Do(onr.Corp, "use Government Contract: Gain 3 bits to install or rez cards")
				used++
			case x.Offered(onr.Corp, "decline") && strings.HasPrefix(prompt(x, onr.Corp), "Dr. Dreff"):
				asked, offered = true, x.Offered(onr.Corp, "choose Wall of Static")
			case x.Offered(onr.Runner, "break subroutine 1 with Dwarf"):
				x.Do(onr.Runner, "break subroutine 1 with Dwarf")
			case x.Offered(onr.Runner, "pump Dwarf: +1 strength for 1"):
				x.Do(onr.Runner, "pump Dwarf: +1 strength for 1")
			case x.Offered(onr.Runner, "done"):
				x.Do(onr.Runner, "done")
			default:
				runnerGoesOn(x)
			}
		}
		if used != 3 || !asked {
			t.Fatalf("pool %d: the contract used %d times, Dr. Dreff asked %v: want 3 and asked", pool, used, asked)
		}
		if offered != (pool >= 2) {
			t.Errorf("pool %d with the contract's 9 bits: Wall of Static offered = %v, want %v (Dr. Dreff is paid from the pool alone)", pool, offered, pool >= 2)
		}
	}
}
