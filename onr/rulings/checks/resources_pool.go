package checks

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Checks of the rulings that name the resources of the card pool's third
// part (issue 26; onr/cards/resources_pool.go).

// rpAccess runs fort (no ice) from the Runner's first action and returns
// at the first access decision.
func rpAccess(t onrtest.TB, x *onrtest.Table, fort string) {
	t.Helper()
	x.Do(onr.Runner, "run on "+fort)
	rgContinue(x)
	if prompt(x, onr.Runner) != "Choose the next card to access" {
		t.Fatalf("not at the access of %s: %s", fort, x.Describe())
	}
}

// R317: only one Credit Subversion each run: once a card is accessed, it
// is no longer "immediately after a successful run on HQ".
func checkR317_OneCreditSubversionEachRun(t onrtest.TB) {
	const use = "use Credit Subversion: The Corp loses 3 bits"
	x := tableWithRD(t, 1, 6)
	x.Hand(onr.Corp, "Data Wall", "Data Wall")
	x.Rig("Credit Subversion", "Credit Subversion")
	x.Ready()
	x.ToTurn(onr.Runner)
	rpAccess(t, x, "HQ")
	bits := x.Corp().Bits
	x.Do(onr.Runner, use)
	if x.Corp().Bits != bits-3 {
		t.Fatalf("Corp %d bits after the first use (was %d), want 3 fewer", x.Corp().Bits, bits)
	}
	x.Do(onr.Runner, "access the next card stored in HQ")
	if x.Offered(onr.Runner, use) {
		t.Errorf("the second Credit Subversion is offered after a card was accessed: %s", x.Describe())
	}
}

// R393: with no bits at the start of his turn, Loan from Chiba's loss has
// no effect: a penalty he cannot pay, not a loss of the game.
func checkR393_LoanFromChibaWithNoBits(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Rig("Loan from Chiba")
	x.Ready()
	x.Runner().Bits = 0
	x.ToTurn(onr.Runner)
	if x.S.Over || x.Runner().Bits != 0 {
		t.Errorf("game over %v, Runner %d bits; want the game on and 0 bits", x.S.Over, x.Runner().Bits)
	}
}

// R427: two Preying Mantises are declared one at a time, and at the end
// of the turn their damage is taken one at a time.
func checkR427_PreyingMantisesOneAtATime(t onrtest.TB) {
	const use = "use Preying Mantis: Gain an action"
	x := tableWithRD(t, 1, 6)
	x.Rig("Preying Mantis", "Preying Mantis")
	x.Hand(onr.Runner, "Jack 'n' Joe", "Jack 'n' Joe", "Jack 'n' Joe", "Jack 'n' Joe", "Jack 'n' Joe")
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "gain")
	x.Do(onr.Runner, use)
	if x.Runner().Actions != 4 || !x.Offered(onr.Runner, use) {
		t.Fatalf("after one: %d actions, second offered %v; want 4 and the second on its own", x.Runner().Actions, x.Offered(onr.Runner, use))
	}
	x.Do(onr.Runner, use)
	if x.Runner().Actions != 5 || x.Offered(onr.Runner, use) {
		t.Fatalf("after two: %d actions; want 5 and no third use", x.Runner().Actions)
	}
	x.Events = nil
	x.TakeGains(onr.Runner)
	for i := 0; i < 20 && x.S.Active == x.Seat(onr.Runner); i++ {
		x.PassAll()
	}
	n := 0
	for _, e := range x.Events {
		if e.Text() == "Runner takes 1 brain damage" {
			n++
		}
	}
	if n != 2 || x.Runner().Brain != 2 {
		t.Errorf("%d separate damage events, %d brain damage; want 2 of 1 each", n, x.Runner().Brain)
	}
}

// R434: several R&D Moles add up: two access four additional cards.
func checkR434_RDMolesAddUp(t onrtest.TB) {
	const use = "use R&D Mole: Access two additional cards from R&D"
	x := tableWithRD(t, 1, 8)
	x.Rig("R&D Mole", "R&D Mole")
	x.Runner().Bits = 8
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Events = nil
	rpAccess(t, x, "R&D")
	x.Do(onr.Runner, use)
	x.Do(onr.Runner, use)
	for i := 0; i < 10 && x.S.Run.Active; i++ {
		x.Do(onr.Runner, "access the next card stored in R&D")
	}
	n := 0
	for _, e := range x.Events {
		if e.Type == "access" {
			n++
		}
	}
	if n != 5 {
		t.Errorf("%d cards accessed, want 1 + 2 + 2", n)
	}
}

// R443: Ronin Around exposes installed cards only: a card stored in HQ is
// never offered.
func checkR443_RoninAroundExposesInstalledCardsOnly(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Hand(onr.Corp, "Hostile Takeover")
	x.Ice(onr.FortHQ, "Wall of Static", false)
	x.Rig("Ronin Around")
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "use Ronin Around: Expose any card")
	if got := x.Options(onr.Runner); len(got) != 2 || got[0] != "expose ice 1 on HQ" || got[1] != "done" {
		t.Errorf("options %q, want the installed ice only", got)
	}
}

// R282: Back Door to Rivals' bit comes after any avoided trace in which it
// gave the base link, even if the Runner would have avoided it without.
func checkR282_BackDoorToRivalsBitWhateverDecidedTheTrace(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Install(onr.NewFort, "Blood Cat", true)
	x.Corp().Bits = 10
	x.Rig("Back Door to Rivals")
	x.Runner().Bits = 5
	x.Ready()
	x.Do(onr.Corp, "use Blood Cat: Trace 5: give the Runner a tag")
	x.Number(onr.Corp, 0)
	x.Do(onr.Runner, "base-link Back Door to Rivals")
	x.Number(onr.Runner, 0)
	x.PassAll()
	if x.Runner().Tags != 0 || x.Runner().Bits != 6 {
		t.Errorf("Runner %d tags, %d bits; want the trace avoided and 1 bit gained", x.Runner().Tags, x.Runner().Bits)
	}
}

// R104, R506: Time to Collect trashed with another resource still saves
// that one.
func checkR104_R506_TimeToCollectSavesTheOtherResource(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Hand(onr.Corp, "Corporate Detective Agency")
	x.Runner().Tags = 1
	x.Corp().Bits = 20
	r := x.Rig("Time to Collect", "Fall Guy")
	x.Ready()
	x.Do(onr.Corp, "play Corporate Detective Agency")
	x.Do(onr.Corp, "trash a hidden resource")
	x.Do(onr.Corp, "trash Fall Guy")
	x.Do(onr.Runner, "prevent Time to Collect")
	x.PassAll()
	if x.S.Cards[r[1]].Zone != onr.ZoneRig || x.S.Cards[r[0]].Zone != onr.ZoneDiscard {
		t.Errorf("Fall Guy in zone %v, Time to Collect in %v; want Fall Guy installed, Time to Collect trashed", x.S.Cards[r[1]].Zone, x.S.Cards[r[0]].Zone)
	}
}

// R394: Loan from Chiba trashed in the Corp's turn: the Runner pays the 10
// bits then, since paying needs no action, and does not lose.
func checkR394_LoanFromChibaPaidInTheCorpsTurn(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Runner().Tags = 1
	x.Corp().Bits = 10
	r := x.Rig("Loan from Chiba")
	x.Runner().Bits = 12
	x.Ready()
	x.Do(onr.Corp, "trash-resource Loan from Chiba")
	for i := 0; i < 10 && (x.Offered(onr.Runner, "take") || x.Offered(onr.Runner, "pass") || x.Offered(onr.Corp, "pass")); i++ {
		if x.Offered(onr.Runner, "take") {
			x.Do(onr.Runner, "take")
		}
		x.PassAll()
	}
	if x.S.Cards[r[0]].Zone != onr.ZoneDiscard || x.S.Over || x.Runner().Bits != 2 {
		t.Errorf("Loan in zone %v, game over %v, Runner %d bits; want it trashed, the game on, 10 bits paid", x.S.Cards[r[0]].Zone, x.S.Over, x.Runner().Bits)
	}
}

// R395: the Runner orders his start-of-turn effects: with no bits, Loan
// from Chiba's loss first and then Floating Runner BBS's gain leaves him 1
// bit.
func checkR395_RunnerOrdersLoanFromChibaAmongHisStartOfTurnEffects(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Rig("Loan from Chiba", "Floating Runner BBS")
	x.Ready()
	x.Runner().Bits = 0
	x.TakeGains(onr.Corp)
	for i := 0; i < 10 && !x.Offered(onr.Runner, "resolve Loan from Chiba"); i++ {
		x.PassAll()
	}
	if !x.Offered(onr.Runner, "resolve Loan from Chiba") || !x.Offered(onr.Runner, "resolve Floating Runner BBS") {
		t.Fatalf("the Runner does not order his start-of-turn effects: %s", x.Describe())
	}
	x.Do(onr.Runner, "resolve Loan from Chiba")
	for i := 0; i < 10 && x.Offered(onr.Runner, "resolve Floating Runner BBS"); i++ {
		x.Do(onr.Runner, "resolve Floating Runner BBS")
	}
	x.PassAll()
	if x.Runner().Bits != 1 {
		t.Errorf("Runner %d bits; want the loss of nothing, then the gain of 1", x.Runner().Bits)
	}
}

// R428: the action gained from Preying Mantis may be forgone to fulfill a
// penalty: with it, three actions owed take the rest of the turn.
func checkR428_PreyingMantisActionMayBeForgone(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Rig("Preying Mantis")
	x.Hand(onr.Runner, "Jack 'n' Joe", "Jack 'n' Joe")
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "gain")
	x.Do(onr.Runner, "use Preying Mantis: Gain an action")
	x.PassAll()
	x.Runner().Forgo = 3 // the actions after the next one: 2 left of the 4, and Mantis' (ONR-6.5)
	x.Do(onr.Runner, "gain")
	x.PassAll()
	if x.S.Active == x.Seat(onr.Runner) || x.Runner().Forgo != 0 {
		t.Errorf("active %v, %d actions still owed; want the 2 + 1 actions left forgone and the turn over", x.S.Active, x.Runner().Forgo)
	}
}

// cattekinSix plays seeds until Quest for Cattekin rolls a 6 at the start
// of the Runner's first turn, with the rig given besides it, and returns
// that game at the Runner's first action.
func cattekinSix(t onrtest.TB, rig ...string) *onrtest.Table {
	t.Helper()
	for seed := uint64(1); seed < 300; seed++ {
		x := tableWithRD(t, seed, 6)
		q := x.Rig(append([]string{"Quest for Cattekin"}, rig...)...)[0]
		x.Ready()
		x.ToTurn(onr.Runner)
		if x.S.Cards[q].Zone == onr.ZoneDiscard {
			return x
		}
	}
	t.Fatalf("no seed below 300 rolled a 6")
	return nil
}

// R431: the action gained from Quest for Cattekin may be forgone to
// fulfill a penalty: four actions owed after the first take the rest of
// the turn, the gained action too.
func checkR431_QuestForCattekinActionMayBeForgone(t onrtest.TB) {
	x := cattekinSix(t)
	if x.Runner().Actions != 5 {
		t.Fatalf("Runner %d actions after the 6, want 5", x.Runner().Actions)
	}
	x.Runner().Forgo = 4 // the actions after the next one: 3 left of the 4, and Quest's (ONR-6.5)
	x.Do(onr.Runner, "gain")
	x.PassAll()
	if x.S.Active == x.Seat(onr.Runner) || x.Runner().Forgo != 0 {
		t.Errorf("active %v, %d actions still owed; want the 3 + 1 actions left forgone and the turn over", x.S.Active, x.Runner().Forgo)
	}
}

// R430: Quest for Cattekin trashed by another start-of-turn effect first
// (Smith's Pawnshop) does not roll; rolled first, its result comes before
// it can be trashed.
func checkR430_QuestForCattekinTrashedBeforeItRolls(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	q := x.Rig("Quest for Cattekin", "Smith's Pawnshop")[0]
	x.Ready()
	x.TakeGains(onr.Corp)
	for i := 0; i < 10 && !x.Offered(onr.Runner, "resolve Smith's Pawnshop"); i++ {
		x.PassAll()
	}
	x.Events = nil
	x.Do(onr.Runner, "resolve Smith's Pawnshop")
	x.Do(onr.Runner, "trash Quest for Cattekin")
	x.PassAll()
	if x.S.Cards[q].Zone != onr.ZoneDiscard || x.Logged("Quest for Cattekin rolls") {
		t.Errorf("Quest in zone %v, rolled %v; want it trashed without a roll", x.S.Cards[q].Zone, x.Logged("Quest for Cattekin rolls"))
	}
}

// R507: Time to Collect preventing the trash that pays Fall Guy's cost
// prevents what that cost pays for: the tag is still to be received (the
// Runner then takes it), Fall Guy stays (as R078).
func checkR507_TimeToCollectPreventingACostPreventsItsEffect(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Install(onr.NewFort, "Blood Cat", true)
	x.Corp().Bits = 10
	r := x.Rig("Time to Collect", "Fall Guy")
	x.Ready()
	x.Do(onr.Corp, "use Blood Cat: Trace 5: give the Runner a tag")
	x.Number(onr.Corp, 3)
	noLinkBought(t, x, "")   // asked, having face-down cards (onr/trace.go asksBase)
	x.Do(onr.Runner, "done") // the post-reveal window, asked of a Runner with a face-down card (onr/tracewindow.go)
	if x.Offered(onr.Runner, "take") {
		x.Do(onr.Runner, "take") // the window of the trace's effect, asked on the same grounds (onr/tracecancel.go)
	}
	x.Do(onr.Runner, "prevent Fall Guy")
	x.Do(onr.Runner, "prevent Time to Collect")
	for i := 0; i < 10 && (x.Offered(onr.Runner, "take") || x.Offered(onr.Runner, "pass") || x.Offered(onr.Corp, "pass")); i++ {
		if x.Offered(onr.Runner, "take") {
			x.Do(onr.Runner, "take")
		}
		x.PassAll()
	}
	if x.Runner().Tags != 1 || x.S.Cards[r[1]].Zone != onr.ZoneRig || x.S.Cards[r[0]].Zone != onr.ZoneDiscard {
		t.Errorf("Runner %d tags, Fall Guy in zone %v, Time to Collect in %v; want the tag received, Fall Guy installed, Time to Collect trashed",
			x.Runner().Tags, x.S.Cards[r[1]].Zone, x.S.Cards[r[0]].Zone)
	}
}
