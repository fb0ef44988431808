package checks

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// R426 (Prearranged Drop, Red Herrings): the 6 bits are gained as soon as
// the agenda is accessed, so they pay the 5 more that Red Herrings asks to
// steal it: a Runner with no bits steals Hostile Takeover from R&D and
// keeps 1 bit.
func checkR426_PrearrangedDropPaysToSteal(t onrtest.TB) {
	x := tableWithRD(t, 1, 0)
	x.Install(onr.FortRD, "Red Herrings", true)
	agenda := x.Deck(onr.Corp, "Hostile Takeover")[0]
	x.Hand(onr.Runner, "Prearranged Drop")
	x.Ready().ToTurn(onr.Runner)
	x.Runner().Bits = 0
	x.Do(onr.Runner, "play Prearranged Drop").PassAll()
	x.Do(onr.Runner, "run on R&D").PassAll()
	x.Do(onr.Runner, "continue").PassAll()
	x.Do(onr.Runner, "access the next card stored in R&D").PassAll()
	if !x.Offered(onr.Runner, "steal Hostile Takeover") {
		t.Fatalf("stealing Hostile Takeover is not offered, with %d bits: %s", x.Runner().Bits, x.Describe())
	}
	x.Do(onr.Runner, "steal Hostile Takeover").PassAll()
	for x.S.Run.Active {
		x.Do(onr.Runner, x.Options(onr.Runner)[0]).PassAll()
	}
	if x.S.Cards[agenda].Zone != onr.ZoneScored || x.Runner().Points != 1 || x.Runner().Bits != 1 {
		t.Fatalf("Hostile Takeover in %s, Runner points %d, bits %d; want scored, 1, 1",
			x.S.Cards[agenda].Zone, x.Runner().Points, x.Runner().Bits)
	}
}

// R429 (Promises, Promises): the additional point is scored as soon as the
// agenda is accessed, but the Runner wins only once every card of the fort
// is accessed: at 5 points, he accesses Hostile Takeover among the four
// cards All-Hands accesses in HQ (seed 1: the second); its additional
// point is scored at its access, before the cards accessed after it, and
// the seventh point, its own, wins after the last access.
func checkR429_PromisesWinsAfterTheAccess(t onrtest.TB) {
	x := onrtest.New(t, 1)
	x.Hand(onr.Runner, "Promises, Promises", "All-Hands")
	x.Hand(onr.Corp, "Hostile Takeover", "Accounts Receivable", "Accounts Receivable", "Accounts Receivable")
	x.Ready().ToTurn(onr.Runner)
	x.Runner().Bits, x.Runner().Points = 5, 5
	x.Do(onr.Runner, "play Promises, Promises").PassAll()
	x.Do(onr.Runner, "play All-Hands").PassAll()
	x.Events = nil
	x.Do(onr.Runner, "continue").PassAll()
	scored, lastAccess, won := -1, -1, -1
	for i, e := range x.Events {
		switch e.Type {
		case "score":
			scored = i
		case "access":
			lastAccess = i
		case "win":
			won = i
		}
	}
	if x.Runner().Points != 7 || x.Winner() != onr.Runner {
		t.Fatalf("Runner points %d; want 7 and won", x.Runner().Points)
	}
	if scored < 0 || scored > lastAccess || won < lastAccess {
		t.Fatalf("events: additional point %d, last access %d, win %d; want the point before the last access, the win after it", scored, lastAccess, won)
	}
}

// R352 (Forged Activation Orders, errata): it chooses an unrezzed piece of
// ice only: with a rezzed piece of ice and an unrezzed one installed, only
// the unrezzed one is offered; with rezzed ice alone, nothing is chosen and
// the rezzed ice stays.
func checkR352_ForgedActivationOrdersChoosesUnrezzedIce(t onrtest.TB) {
	x := onrtest.New(t, 1)
	x.Hand(onr.Runner, "Forged Activation Orders", "Forged Activation Orders")
	rezzed, _ := x.Ice(onr.FortHQ, "Data Darts", true)
	x.Ice(onr.FortHQ, "Wall of Static", false)
	x.Ready().ToTurn(onr.Runner)
	x.Runner().Bits, x.Corp().Bits = 2, 0
	x.Do(onr.Runner, "play Forged Activation Orders")
	if opts := x.Options(onr.Runner); len(opts) != 1 || opts[0] != "choose unrezzed ice" {
		t.Fatalf("offered %q; want the unrezzed ice alone", opts)
	}
	x.Do(onr.Runner, "choose unrezzed ice").PassAll() // the Corp cannot pay: trashed
	x.Do(onr.Runner, "play Forged Activation Orders").PassAll()
	if x.S.Cards[rezzed].Zone != onr.ZoneIce || !x.S.Cards[rezzed].Rezzed || len(x.Corp().Discard) != 1 {
		t.Fatalf("the rezzed ice in %s, Archives %d cards; want it untouched, the unrezzed one alone trashed", x.S.Cards[rezzed].Zone, len(x.Corp().Discard))
	}
}

// R383, R406 (misc.for-sale, Joan of Arc): a program trashed by
// misc.for-sale that Joan of Arc saves gives no bits; the hardware trashed
// with it gives its 3.
func checkR383_R406_MiscForSaleSavedByJoanGivesNothing(t onrtest.TB) {
	x := onrtest.New(t, 1)
	x.Hand(onr.Runner, "misc.for-sale")
	x.Rig("Dwarf", "WuTech Mem Chip", "Joan of Arc")
	x.Ready().ToTurn(onr.Runner)
	x.Runner().Bits = 0
	x.Do(onr.Runner, "play misc.for-sale")
	x.Do(onr.Runner, "trash Dwarf").Do(onr.Runner, "trash WuTech Mem Chip").Do(onr.Runner, "done")
	x.Do(onr.Runner, "prevent Joan of Arc: trash Joan of Arc").PassAll()
	if x.Runner().Bits != 3 {
		t.Fatalf("the Runner has %d bits; want 3, for the hardware alone", x.Runner().Bits)
	}
}

// R396 (Loan from Chiba, misc.for-sale): Loan from Chiba trashed by
// misc.for-sale asks its 10 bits before the 3 bits are gained, so they
// cannot pay it: a Runner with 7 bits loses the game.
func checkR396_MiscForSaleBitsCannotPayTheLoan(t onrtest.TB) {
	x := onrtest.New(t, 1)
	x.Hand(onr.Runner, "misc.for-sale")
	x.Rig("Loan from Chiba")
	x.Ready().ToTurn(onr.Runner)
	x.Runner().Bits = 7
	x.Do(onr.Runner, "play misc.for-sale")
	x.Do(onr.Runner, "trash Loan from Chiba").PassAll() // the only installed card: done at once
	if !x.S.Over || x.Winner() != onr.Corp {
		t.Fatalf("game over %v, Runner bits %d; want the Runner to lose, unable to pay 10 with 7", x.S.Over, x.Runner().Bits)
	}
}
