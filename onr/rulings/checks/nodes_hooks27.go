package checks

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Checks of the rulings naming the Corp nodes that hook the rules
// procedures (issue 27; damagesource.go).

// R112: Cybertech Think Tank's counter is used after a source of meat
// damage is used, to increase the damage that source deals: once Scorched
// Earth's 4 meat damage is there (not before it is played), the Corp adds
// 1, and the Runner then faces 5.
func checkR112_ThinkTankAfterTheSource(t onrtest.TB) {
	const use = "use Cybertech Think Tank: Increase the meat damage by 1"
	x := tableWithRD(t, 1, 8)
	c, _ := x.Install(onr.NewFort, "Cybertech Think Tank", true)
	x.S.Cards[c].Adv = 1
	x.Hand(onr.Corp, "Scorched Earth")
	for range 8 {
		x.Hand(onr.Runner, "Jack 'n' Joe")
	}
	x.Runner().Tags = 1
	x.Ready()
	if x.Offered(onr.Corp, use) {
		t.Fatalf("offered before any source of meat damage is used")
	}
	x.Do(onr.Corp, "play Scorched Earth")
	if d := x.Decision(onr.Corp); d.Prompt != "4 meat damage: "+onr.DamageSourcePrompt {
		t.Fatalf("the Corp is asked %q", d.Prompt)
	}
	x.Do(onr.Corp, use)
	if d := x.Decision(onr.Runner); d.Prompt != "5 meat damage: prevent some?" {
		t.Fatalf("the Runner is asked %q", d.Prompt)
	}
	x.Take()
	if len(x.Runner().Hand) != 3 {
		t.Fatalf("%d cards left in the Runner's hand, want 3", len(x.Runner().Hand))
	}
}

// firmTable sets up the Corp's turn with the Investment Firms given (two
// if two) rezzed and bits in the Corp's pool.
func firmTable(t onrtest.TB, two bool, bits int32) (*onrtest.Table, []int32) {
	t.Helper()
	x := tableWithRD(t, 1, 8)
	c, _ := x.Install(onr.NewFort, "Investment Firm", true)
	firms := []int32{c}
	if two {
		d, _ := x.Install(onr.NewFort, "Investment Firm", true)
		firms = append(firms, d)
	}
	x.Corp().Bits = bits
	x.Ready()
	return x, firms
}

// R157: 2 bits on each Investment Firm for each bit not added: with two,
// a bit left out of a gain puts 2 on each.
func checkR157_TwoBitsOnEachFirm(t onrtest.TB) {
	x, firms := firmTable(t, true, 3)
	x.Do(onr.Corp, "gain")
	x.Number(onr.Corp, 1)
	if x.Corp().Bits != 3 || x.S.Cards[firms[0]].Bits != 2 || x.S.Cards[firms[1]].Bits != 2 {
		t.Fatalf("Corp bits %d (want 3), on the Firms %d and %d (want 2 and 2)", x.Corp().Bits, x.S.Cards[firms[0]].Bits, x.S.Cards[firms[1]].Bits)
	}
}

// R158: the bits may come from any source: the basic gain action and an
// operation's gain are both asked about.
func checkR158_AnySource(t onrtest.TB) {
	x, firms := firmTable(t, false, 5)
	x.Hand(onr.Corp, "Efficiency Experts")
	x.Ready()
	x.Do(onr.Corp, "gain")
	x.Number(onr.Corp, 1)
	x.Do(onr.Corp, "play Efficiency Experts")
	if d := x.Decision(onr.Corp); d.Max != 3 {
		t.Fatalf("the operation's gain of 3: asked up to %d", d.Max)
	}
	x.Number(onr.Corp, 3)
	if x.S.Cards[firms[0]].Bits != 8 {
		t.Fatalf("%d bits on the Firm, want 8 (2 for the action's bit, 6 for the operation's 3)", x.S.Cards[firms[0]].Bits)
	}
}

// R159: bits restricted in their use may be left out too (the effect
// putting them in the pool is modified, nothing is spent): Executive Boot
// Camp's 2 bits for the run go onto the Firm as 4, and the run's end takes
// none of the pool's own bits back.
func checkR159_RestrictedBitsToo(t onrtest.TB) {
	x := tableWithRD(t, 1, 8)
	x.Hand(onr.Corp, "Accounts Receivable", "Accounts Receivable")
	x.Install(onr.NewFort, "Executive Boot Camp", true)
	x.Ice(onr.FortHQ, "Wall of Static", false)
	x.Ready()
	x.ToTurn(onr.Runner)
	c, _ := x.Install(onr.NewFort, "Investment Firm", true)
	x.Corp().Bits = 2
	x.Ready()
	x.Do(onr.Runner, "run on HQ")
	x.Do(onr.Corp, "use Executive Boot Camp: discard a card at random: gain 2 bits for the run")
	x.Number(onr.Corp, 2)
	if x.Corp().Bits != 2 || x.S.Cards[c].Bits != 4 {
		t.Fatalf("Corp bits %d (want 2), on the Firm %d (want 4)", x.Corp().Bits, x.S.Cards[c].Bits)
	}
	for i := 0; i < 20 && x.S.Run.Active; i++ {
		switch {
		case x.Offered(onr.Runner, "jack-out"):
			x.Do(onr.Runner, "jack-out")
		default:
			x.PassAll()
		}
	}
	if x.S.Run.Active || x.Corp().Bits != 2 {
		t.Fatalf("after the run (active %v): Corp bits %d, want 2", x.S.Run.Active, x.Corp().Bits)
	}
}
