package checks

import (
	"slices"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Checks of the rulings naming the agendas of the card pool's second part.

// scoreEach installs each agenda of titles in a new fort with adv
// advancement counters and, from the Corp's first action, gains a bit and
// scores one after each action, in order, over as many Corp turns as it
// takes.
func scoreEach(x *onrtest.Table, adv int32, titles ...string) {
	for _, title := range titles {
		c, _ := x.Install(onr.NewFort, title, false)
		x.S.Cards[c].Adv = adv
	}
	x.Ready()
	for _, title := range titles {
		if x.S.Active != x.Seat(onr.Corp) || x.Corp().Actions == 0 {
			x.ToTurn(onr.Corp)
		}
		x.Do(onr.Corp, "gain")
		x.Do(onr.Corp, "score "+title)
		x.PassAll()
	}
}

// R087 (ONR-10.4): an agenda whose difficulty is reduced to 0 still has to
// be installed to be scored: three Artificial Security Directors take
// Executive Extraction (Black Ops, difficulty 3) to 0; in HQ it is not
// scored, installed with no counter it is.
func checkR087_DifficultyZeroStillNeedsInstall(t onrtest.TB) {
	x := tableWithRD(t, 1, 8)
	ee := x.Hand(onr.Corp, "Executive Extraction")[0]
	asd := "Artificial Security Directors"
	scoreEach(x, 3, asd, asd, asd)
	if got := x.G.Difficulty(ee); got != 0 {
		t.Fatalf("Executive Extraction's difficulty %d with three Artificial Security Directors, want 0", got)
	}
	x.ToTurn(onr.Corp)
	x.Do(onr.Corp, "gain")
	if slices.ContainsFunc(x.Options(onr.Corp), func(o string) bool { return o == "score Executive Extraction" }) {
		t.Fatalf("Executive Extraction scorable from HQ: %q", x.Options(onr.Corp))
	}
	x.PassAll()
	x.ToTurn(onr.Corp)
	x.Do(onr.Corp, "install Executive Extraction in a new fort")
	x.Do(onr.Corp, "score Executive Extraction")
	x.PassAll()
	if x.S.Cards[ee].Zone != onr.ZoneScored {
		t.Fatalf("Executive Extraction installed with no counter at difficulty 0 is in %s, not scored", x.S.Cards[ee].Zone)
	}
}

// R088 (ONR-10.4): two Artificial Security Directors reduce the difficulty
// of Black Ops agendas by 2: Political Coup (4) is scored with two counters.
func checkR088_DifficultyReductionsAddUp(t onrtest.TB) {
	x := tableWithRD(t, 1, 8)
	pc, _ := x.Install(onr.NewFort, "Political Coup", false)
	x.S.Cards[pc].Adv = 2
	asd := "Artificial Security Directors"
	scoreEach(x, 3, asd, asd)
	if got := x.G.Difficulty(pc); got != 2 {
		t.Fatalf("Political Coup's difficulty %d with two Artificial Security Directors, want 2", got)
	}
	x.Do(onr.Corp, "gain")
	x.Do(onr.Corp, "score Political Coup")
	x.PassAll()
	if x.S.Cards[pc].Zone != onr.ZoneScored {
		t.Fatalf("Political Coup with two counters is in %s, not scored", x.S.Cards[pc].Zone)
	}
}

// R202, R252 (ONR-10.7): the bonus points of Project Babylon (1 for every
// two advancement counters over its difficulty) and World Domination (4)
// go to the Corp that scores it; a Runner who steals it scores its printed
// points only, whatever its counters.
func checkR202_R252_BonusPointsOnlyWhenTheCorpScores(t onrtest.TB) {
	for _, tc := range []struct {
		agenda              string
		adv, printed, bonus int32
	}{
		{"Project Babylon", 7, 1, 2},
		{"World Domination", 12, 3, 4},
	} {
		x := tableWithRD(t, 1, 6)
		scoreEach(x, tc.adv, tc.agenda)
		if got := x.Corp().Points; got != tc.printed+tc.bonus {
			t.Fatalf("the Corp scored %s with %d counters for %d points, want %d", tc.agenda, tc.adv, got, tc.printed+tc.bonus)
		}
		x = tableWithRD(t, 1, 6)
		c, _ := x.Install(onr.NewFort, tc.agenda, false)
		x.S.Cards[c].Adv = tc.adv
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "run on fort 1")
		rgContinue(x)
		x.PassAll()
		if x.S.Cards[c].Zone != onr.ZoneScored || x.Runner().Points != tc.printed {
			t.Fatalf("the Runner stole %s with %d counters: in %s, %d points, want %d", tc.agenda, tc.adv, x.S.Cards[c].Zone, x.Runner().Points, tc.printed)
		}
	}
}

// R136 (ONR-5.1.1): Employee Empowerment's additional draw is a
// start-of-turn effect of its own: the Corp takes the mandatory draw,
// sees the card, and then decides whether to draw another.
func checkR136_AdditionalDrawDecidedAfterTheMandatoryOne(t onrtest.TB) {
	x := tableWithRD(t, 1, 8)
	scoreEach(x, 4, "Employee Empowerment")
	x.ToTurn(onr.Runner)
	hand := len(x.Corp().Hand)
	for i := 0; i < 50 && !x.Offered(onr.Corp, "resolve Employee Empowerment"); i++ {
		if x.Offered(onr.Runner, "gain") {
			x.Do(onr.Runner, "gain")
		} else {
			x.PassAll()
		}
	}
	if !x.Offered(onr.Corp, "resolve") {
		t.Fatalf("the Corp does not order the mandatory draw and Employee Empowerment: %q", x.Options(onr.Corp))
	}
	x.Do(onr.Corp, "resolve")
	if len(x.Corp().Hand) != hand+1 || !x.Offered(onr.Corp, "use Employee Empowerment: draw an additional card") {
		t.Fatalf("after the mandatory draw: %d cards (want %d), asked %q", len(x.Corp().Hand), hand+1, x.Options(onr.Corp))
	}
	x.Do(onr.Corp, "use Employee Empowerment: draw an additional card")
	if len(x.Corp().Hand) != hand+2 {
		t.Fatalf("%d cards after the additional draw, want %d", len(x.Corp().Hand), hand+2)
	}
}

// R086: AI Chief Financial Officer shuffles all of the cards of HQ and the
// Archives into R&D, then the Corp draws five.
func checkR086_AllOfHQAndTheArchivesIntoRD(t onrtest.TB) {
	x := tableWithRD(t, 1, 3)
	hq := x.Hand(onr.Corp, "Hostile Takeover", "Quandary")
	archived := x.Hand(onr.Corp, "Banpei", "Tycho Extension", "Data Wall")
	for _, c := range archived {
		x.G.Put(c, onr.ZoneDiscard, false)
	}
	scoreEach(x, 5, "AI Chief Financial Officer")
	x.Do(onr.Corp, "use AI Chief Financial Officer: Shuffle HQ and the Archives into R&D, then draw five cards")
	x.PassAll()
	for _, c := range append(hq, archived...) {
		if z := x.S.Cards[c].Zone; z != onr.ZoneHand && z != onr.ZoneDeck {
			t.Fatalf("%s in %s: not shuffled into R&D", x.S.Cards[c].ID, z)
		}
	}
	if len(x.Corp().Discard) != 0 || len(x.Corp().Hand) != 5 || len(x.Corp().Deck) != 3+2+3-5 {
		t.Fatalf("Archives %d, HQ %d, R&D %d cards; want 0, 5, 3", len(x.Corp().Discard), len(x.Corp().Hand), len(x.Corp().Deck))
	}
}

// ONR-10.5: text keyed to "when you score" reads the counters present as
// the agenda is scored, though scoring removes them: Project Zurich
// scored five over its difficulty gives 2 bits at the start of each Corp
// turn, Project Venice six over two more actions each turn.
func checkONR10_5_ScoreTextReadsTheCountersOfTheScore(t onrtest.TB) {
	x := tableWithRD(t, 1, 8)
	scoreEach(x, 3+5, "Project Zurich")
	x.ToTurn(onr.Runner)
	bits := x.Corp().Bits
	for i := 0; i < 50 && x.S.Active != x.Seat(onr.Corp); i++ {
		if x.Offered(onr.Runner, "gain") {
			x.Do(onr.Runner, "gain")
		} else {
			x.PassAll()
		}
	}
	for i := 0; i < 5 && x.Offered(onr.Corp, "resolve"); i++ {
		x.Do(onr.Corp, "resolve")
	}
	x.ToTurn(onr.Corp)
	if got := x.Corp().Bits - bits; got != 2 {
		t.Fatalf("Project Zurich scored five over: %d bits at the start of the Corp's turn, want 2", got)
	}
	x = tableWithRD(t, 1, 8)
	scoreEach(x, 4+6, "Project Venice")
	x.ToTurn(onr.Runner)
	x.ToTurn(onr.Corp)
	n := 0
	for ; n < 10 && x.S.Active == x.Seat(onr.Corp); n++ {
		x.Do(onr.Corp, "gain").PassAll()
	}
	if n != 3+2 {
		t.Fatalf("Project Venice scored six over: %d actions in the Corp's next turn, want 5", n)
	}
}
