package cards_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// TestCybertechThinkTank: the Corp's window after a source of damage is
// used (onr/damagesource.go, R112).
func TestCybertechThinkTank(t *testing.T) {
	const use = "use Cybertech Think Tank: Increase the meat damage by 1"
	t.Run("Cybertech Think Tank: may be advanced before it is rezzed; each advancement counter adds 1 to the meat damage of another source, after the source is used (R112)", func(t *testing.T) {
		x := newTable(t)
		c, _ := x.Install(onr.NewFort, "Cybertech Think Tank", false)
		x.Hand(corp, "Scorched Earth")
		x.Hand(runner, filler("Jack 'n' Joe", 8)...)
		x.Runner().Tags = 1
		x.Corp().Bits = 5
		x.Ready()
		x.Do(corp, "advance Cybertech Think Tank")
		want(t, "counters after an advance while unrezzed", x.S.Cards[c].Adv, int32(1))
		x.Do(corp, "rez Cybertech Think Tank")
		x.S.Cards[c].Adv = 2
		x.Ready()
		x.Do(corp, "play Scorched Earth")
		want(t, "the Corp's options", strings.Join(x.Options(corp), ", "), "done, "+use)
		x.Do(corp, use)
		if !x.Logged("Cybertech Think Tank: the meat damage rises to 5") {
			t.Errorf("no increase logged")
		}
		x.Do(corp, use)
		want(t, "counters left", x.S.Cards[c].Adv, int32(0))
		want(t, "the Corp asked with no counter left", len(x.Options(corp)), 0)
		x.Take()
		wantDamage(t, x, 6, "meat")
		want(t, "cards left in the Runner's hand", len(x.Runner().Hand), 2)
	})
	t.Run("Cybertech Think Tank: the Corp may leave the damage as it is", func(t *testing.T) {
		x := newTable(t)
		c, _ := x.Install(onr.NewFort, "Cybertech Think Tank", true)
		x.S.Cards[c].Adv = 1
		x.Hand(corp, "Scorched Earth")
		x.Hand(runner, filler("Jack 'n' Joe", 8)...)
		x.Runner().Tags = 1
		x.Ready()
		x.Do(corp, "play Scorched Earth")
		x.Do(corp, "done").Take()
		wantDamage(t, x, 4, "meat")
		want(t, "counters kept", x.S.Cards[c].Adv, int32(1))
	})
	t.Run("Cybertech Think Tank: not unrezzed, and not for Net damage", func(t *testing.T) {
		for _, rezzed := range []bool{false, true} {
			x := newTable(t)
			c, _ := x.Install(onr.NewFort, "Cybertech Think Tank", rezzed)
			x.S.Cards[c].Adv = 1
			x.Hand(corp, "Setup!")
			x.Hand(runner, filler("Jack 'n' Joe", 5)...)
			x.Ready()
			x.ToTurn(runner)
			x.Do(runner, "run on HQ")
			for i := 0; i < 20 && x.S.Run.Active; i++ {
				switch {
				case x.Offered(corp, use):
					t.Fatalf("offered against Net damage (rezzed %v)", rezzed)
				case x.Offered(runner, "continue"):
					x.Do(runner, "continue")
				default:
					x.PassAll().Take()
				}
			}
			wantDamage(t, x, 2, "Net")
			want(t, "counters kept", x.S.Cards[c].Adv, int32(1))
		}
	})
	t.Run("Cybertech Think Tank: unrezzed, not offered against meat damage", func(t *testing.T) {
		x := newTable(t)
		c, _ := x.Install(onr.NewFort, "Cybertech Think Tank", false)
		x.S.Cards[c].Adv = 1
		x.Hand(corp, "Scorched Earth")
		x.Hand(runner, filler("Jack 'n' Joe", 8)...)
		x.Runner().Tags = 1
		x.Ready()
		x.Do(corp, "play Scorched Earth")
		want(t, "offered unrezzed", x.Offered(corp, use), false)
		x.Take()
		wantDamage(t, x, 4, "meat")
	})
}

// TestCorporateGuardTemps: an X cost, actions in the next X turns and
// bits gained forfeited (onr/forfeitbits.go).
func TestCorporateGuardTemps(t *testing.T) {
	t.Run("Corporate Guard® Temps: pay two times X bits; gain an action during each of your next X turns, not this one", func(t *testing.T) {
		x := newTable(t)
		x.Deck(corp, filler("Data Wall", 8)...)
		x.Hand(corp, "Corporate Guard® Temps")
		x.Corp().Bits = 5
		x.Ready()
		x.Do(corp, "play Corporate Guard® Temps")
		want(t, "the most X offered (5 bits pay for 2)", x.Decision(corp).Max, 2)
		x.Number(corp, 2)
		want(t, "Corp bits", x.Corp().Bits, int32(1))
		want(t, "actions left this turn", x.Corp().Actions, int32(2))
		var got []int32
		for range 3 {
			x.ToTurn(runner)
			x.ToTurn(corp)
			got = append(got, x.Corp().Actions)
		}
		want(t, "actions at the next three turn starts", fmt.Sprint(got), "[4 4 3]")
	})
	t.Run("Corporate Guard® Temps: forfeit the next X bits you gain", func(t *testing.T) {
		x := newTable(t)
		x.Deck(corp, filler("Data Wall", 8)...)
		x.Hand(corp, "Corporate Guard® Temps")
		x.Corp().Bits = 6
		x.Ready()
		x.Do(corp, "play Corporate Guard® Temps")
		x.Number(corp, 2)
		want(t, "Corp bits after paying 4", x.Corp().Bits, int32(2))
		x.Do(corp, "gain")
		x.Do(corp, "gain")
		want(t, "Corp bits after two gains", x.Corp().Bits, int32(2))
		if !x.Logged("Corp forfeits 1 bit (Corporate Guard® Temps)") {
			t.Errorf("no forfeit logged")
		}
		x.ToTurn(runner)
		runnerBits := x.Runner().Bits
		x.Do(runner, "gain")
		want(t, "the Runner's gain, not forfeited", x.Runner().Bits, runnerBits+1)
		x.ToTurn(corp)
		bits := x.Corp().Bits
		x.Do(corp, "gain")
		want(t, "Corp bits after the third gain", x.Corp().Bits, bits+1)
	})
	t.Run("Corporate Guard® Temps: back in HQ (shuffled into R&D, drawn), its forfeit names it only to the Corp (ONR-2.6)", func(t *testing.T) {
		x := newTable(t)
		x.Deck(corp, filler("Data Wall", 8)...)
		x.Hand(corp, "Corporate Guard® Temps")
		x.Corp().Bits = 6
		x.Ready()
		x.Do(corp, "play Corporate Guard® Temps")
		x.Number(corp, 1)
		temps := newest(x, "Corporate Guard® Temps")
		x.S.Move(temps, x.Seat(onr.Corp), onr.ZoneHand, false)
		x.Events = nil
		x.Do(corp, "gain")
		var spectator, corpReads string
		for _, e := range x.Events {
			if strings.Contains(e.Text(), "forfeits") {
				spectator, corpReads = e.For(engine.NoSeat), e.For(x.Seat(onr.Corp))
			}
		}
		want(t, "the spectator reads", spectator, "Corp forfeits 1 bit")
		want(t, "the Corp reads", corpReads, "Corp forfeits 1 bit (Corporate Guard® Temps)")
	})
	t.Run("Corporate Guard® Temps: X may be 0: nothing paid, gained or forfeited", func(t *testing.T) {
		x := newTable(t)
		x.Deck(corp, filler("Data Wall", 8)...)
		x.Hand(corp, "Corporate Guard® Temps")
		x.Corp().Bits = 4
		x.Ready()
		x.Do(corp, "play Corporate Guard® Temps")
		x.Number(corp, 0)
		x.Do(corp, "gain")
		want(t, "Corp bits", x.Corp().Bits, int32(5))
		x.ToTurn(runner)
		x.ToTurn(corp)
		want(t, "actions next turn", x.Corp().Actions, int32(3))
	})
}

// TestInvestmentFirm: every gain of bits, hooked (onr/divertgain.go).
func TestInvestmentFirm(t *testing.T) {
	// firm sets up a rezzed Investment Firm (two if two) and the Corp's
	// turn, with bits in its pool.
	firm := func(t *testing.T, two bool, bits int32) (*onrtest.Table, []int32) {
		x := newTable(t)
		x.Deck(corp, filler("Data Wall", 8)...)
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
	t.Run("Investment Firm: whenever bits are added to your pool, 2 bits from the bank on it for each bit you choose not to add (R157)", func(t *testing.T) {
		x, firms := firm(t, false, 5)
		x.Hand(corp, "Accounts Receivable")
		x.Ready()
		x.Do(corp, "play Accounts Receivable")
		d := x.Decision(corp)
		want(t, "the most offered (the 9 bits gained)", d.Max, 9)
		x.Number(corp, 4)
		want(t, "Corp bits (5 paid, 5 of the 9 added)", x.Corp().Bits, int32(5))
		want(t, "bits on Investment Firm", x.S.Cards[firms[0]].Bits, int32(8))
		x.Do(corp, "gain")
		x.Number(corp, 0)
		want(t, "Corp bits after a gain all added", x.Corp().Bits, int32(6))
		want(t, "bits on Investment Firm, unchanged", x.S.Cards[firms[0]].Bits, int32(8))
	})
	t.Run("Investment Firm: with two, 2 bits on each for each bit not added (R157)", func(t *testing.T) {
		x, firms := firm(t, true, 5)
		x.Do(corp, "gain")
		x.Number(corp, 1)
		want(t, "Corp bits", x.Corp().Bits, int32(5))
		want(t, "bits on the first", x.S.Cards[firms[0]].Bits, int32(2))
		want(t, "bits on the second", x.S.Cards[firms[1]].Bits, int32(2))
	})
	t.Run("Investment Firm: not the Runner's gains", func(t *testing.T) {
		x, firms := firm(t, false, 5)
		for range 3 {
			x.Do(corp, "gain")
			x.Number(corp, 0)
		}
		x.ToTurn(runner)
		x.Do(runner, "gain")
		if _, asked := engine.DecisionFor(x.G, x.Seat(corp)); asked && x.Decision(corp).Kind == engine.Number {
			t.Fatalf("the Corp is asked about the Runner's gain")
		}
		want(t, "bits on Investment Firm", x.S.Cards[firms[0]].Bits, int32(0))
	})
	t.Run("Investment Firm: take 1 bit from it at the start of each of your turns, a gain it cannot take back", func(t *testing.T) {
		x, firms := firm(t, false, 5)
		x.S.Cards[firms[0]].Bits = 3
		x.Ready()
		for range 3 {
			x.Do(corp, "gain")
			x.Number(corp, 0)
		}
		x.ToTurn(runner)
		want(t, "bits on Investment Firm after the Runner's turn start", x.S.Cards[firms[0]].Bits, int32(3))
		bits := x.Corp().Bits
		for i := 0; i < 30 && !(x.S.Active == x.Seat(corp) && x.Offered(corp, "gain")); i++ {
			switch {
			case x.Offered(runner, "gain"):
				x.Do(runner, "gain")
			case x.Offered(corp, "resolve Investment Firm"):
				x.Do(corp, "resolve Investment Firm")
			default:
				if d, ok := engine.DecisionFor(x.G, x.Seat(corp)); ok && d.Kind == engine.Number {
					t.Fatalf("the Corp is asked about a start-of-turn gain: %q", d.Prompt)
				}
				x.PassAll()
			}
		}
		want(t, "Corp bits", x.Corp().Bits, bits+1)
		want(t, "bits left on Investment Firm", x.S.Cards[firms[0]].Bits, int32(2))
	})
}

// TestStrategicPlanningGroup: every draw, hooked (onr/drawextra.go).
func TestStrategicPlanningGroup(t *testing.T) {
	t.Run("Strategic Planning Group: whenever you draw, draw an extra card, then put one of the cards drawn on the bottom of R&D", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.NewFort, "Strategic Planning Group", true)
		x.Deck(corp, "Hostile Takeover", "Scorched Earth", "Data Wall", "Wall of Static")
		x.Ready()
		hand := len(x.Corp().Hand)
		x.Do(corp, "draw")
		want(t, "the choice", strings.Join(x.Options(corp), ", "), "choose Hostile Takeover, choose Scorched Earth")
		x.Do(corp, "choose Hostile Takeover")
		want(t, "cards in HQ", len(x.Corp().Hand), hand+1)
		want(t, "R&D, top to bottom", strings.Join(titles(x, x.Corp().Deck), ", "), "Data Wall, Wall of Static, Hostile Takeover")
		if !x.Logged("Corp puts a card drawn on the bottom of its deck") {
			t.Errorf("not logged")
		}
	})
	t.Run("Strategic Planning Group: a draw of two draws three, one of them to the bottom", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.NewFort, "Strategic Planning Group", true)
		x.Hand(corp, "Day Shift")
		x.Deck(corp, "Hostile Takeover", "Scorched Earth", "Data Wall", "Wall of Static")
		x.Ready()
		x.Do(corp, "play Day Shift")
		want(t, "the choice", strings.Join(x.Options(corp), ", "), "choose Hostile Takeover, choose Scorched Earth, choose Data Wall")
		x.Do(corp, "choose Scorched Earth")
		want(t, "R&D, top to bottom", strings.Join(titles(x, x.Corp().Deck), ", "), "Wall of Static, Scorched Earth")
	})
	t.Run("Strategic Planning Group: not unrezzed, and not for the Runner's draws", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.NewFort, "Strategic Planning Group", false)
		x.Deck(corp, "Hostile Takeover", "Scorched Earth", "Data Wall")
		x.Ready()
		x.Do(corp, "draw")
		want(t, "cards left in R&D", len(x.Corp().Deck), 2)
		y := runnerTurn(t, func(x *onrtest.Table) {
			x.Install(onr.NewFort, "Strategic Planning Group", true)
			x.Deck(corp, filler("Data Wall", 8)...)
			x.Deck(runner, filler("Jack 'n' Joe", 4)...)
		})
		stack := len(y.Runner().Deck)
		y.Do(runner, "draw")
		want(t, "cards left in the stack", len(y.Runner().Deck), stack-1)
	})
}

// titles returns the titles of cards cs.
func titles(x *onrtest.Table, cs []int32) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = x.S.Def(c).Title
	}
	return out
}
