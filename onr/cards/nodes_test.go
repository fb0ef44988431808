package cards_test

import (
	"fmt"
	"testing"

	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// The nodes holding stored bits (onr/storedbits.go): campaigns and
// promotions that are given their bits when rezzed, and the nodes the
// Corp fills by actions.

// rezNode installs title unrezzed in a new fort and rezzes it with the
// Corp's first window of its first turn (after a "gain"), the Corp holding
// bits; it returns the node.
func rezNode(t *testing.T, x *onrtest.Table, title string, bits int32) int32 {
	t.Helper()
	c, _ := x.Install(onr.NewFort, title, false)
	x.Corp().Bits = bits
	x.Ready()
	x.Do(corp, "gain")
	x.Do(corp, "rez "+title)
	want(t, title+" rezzed", x.S.Cards[c].Rezzed, true)
	return c
}

func TestNodesWithStoredBits(t *testing.T) {
	onRez := []struct {
		title   string
		rez     int32 // printed rez cost
		storing int32 // bits put on it as it is rezzed
	}{
		{"BBS Whispering Campaign", 0, 16},
		{"Rockerboy Promotion", 4, 15},
		{"Holovid Campaign", 4, 12},
		{"Braindance Campaign", 6, 12},
	}
	for _, tc := range onRez {
		t.Run(tc.title+": put its bits from the bank on it when you rez it", func(t *testing.T) {
			x := newTable(t)
			c := rezNode(t, x, tc.title, 10)
			want(t, "bits on "+tc.title, x.S.Cards[c].Bits, tc.storing)
			want(t, "Corp bits (10+1-rez cost)", x.Corp().Bits, 11-tc.rez)
		})
	}

	byAction := []struct {
		title, use string
		take       int32
	}{
		{"BBS Whispering Campaign", "use BBS Whispering Campaign: Take 2 bits", 2},
		{"Rockerboy Promotion", "use Rockerboy Promotion: Take 3 bits", 3},
	}
	for _, tc := range byAction {
		t.Run(tc.title+": [action]: take its bits; trashed when all the bits have been removed", func(t *testing.T) {
			x := newTable(t)
			c, _ := x.Install(onr.NewFort, tc.title, true)
			x.S.Cards[c].Bits = 2*tc.take - 1 // one full take, then what is left
			x.Ready()
			bits, actions := x.Corp().Bits, x.Corp().Actions
			x.Do(corp, tc.use)
			want(t, "Corp bits after the first take", x.Corp().Bits, bits+tc.take)
			want(t, "Corp actions left", x.Corp().Actions, actions-1)
			want(t, "bits left on it", x.S.Cards[c].Bits, tc.take-1)
			want(t, "still installed with bits on it", inZone(x, c, onr.ZoneFort), true)
			x.PassAll()
			x.Do(corp, tc.use)
			want(t, "Corp bits after the last take (only what was left)", x.Corp().Bits, bits+2*tc.take-1)
			want(t, "trashed once empty", inZone(x, c, onr.ZoneDiscard), true)
		})
	}

	atTurnStart := []struct {
		title string
		take  int32
	}{
		{"Holovid Campaign", 1},
		{"Braindance Campaign", 2},
	}
	for _, tc := range atTurnStart {
		t.Run(tc.title+": take its bits at the start of each of your turns; trashed when all have been removed", func(t *testing.T) {
			x := newTable(t)
			c, _ := x.Install(onr.NewFort, tc.title, true)
			rest := max(tc.take-1, 1) // what the last take finds
			x.S.Cards[c].Bits = tc.take + rest
			x.Ready()
			x.ToTurn(runner)
			if x.S.Cards[c].Bits != tc.take+rest {
				t.Fatalf("bits taken at the start of the Runner's turn: %d left", x.S.Cards[c].Bits)
			}
			bits := x.Corp().Bits
			toCorpTurnResolving(t, x, tc.title)
			want(t, "Corp bits after the first turn start", x.Corp().Bits, bits+tc.take)
			want(t, "bits left on it", x.S.Cards[c].Bits, rest)
			want(t, "still installed with bits on it", inZone(x, c, onr.ZoneFort), true)
			x.ToTurn(runner)
			bits = x.Corp().Bits
			toCorpTurnResolving(t, x, tc.title)
			want(t, "Corp bits after the last take (only what was left)", x.Corp().Bits, bits+rest)
			want(t, "trashed once empty", inZone(x, c, onr.ZoneDiscard), true)
		})
	}

	t.Run("Department of Truth Enhancement: [action]: put 3 bits on it; [action]: take all the bits", func(t *testing.T) {
		x := newTable(t)
		c, _ := x.Install(onr.NewFort, "Department of Truth Enhancement", true)
		x.Corp().Bits = 0
		x.Ready()
		x.Do(corp, "use Department of Truth Enhancement: Put 3 bits on it")
		x.PassAll()
		x.Do(corp, "use Department of Truth Enhancement: Put 3 bits on it")
		x.PassAll()
		want(t, "bits on it after two actions", x.S.Cards[c].Bits, int32(6))
		want(t, "Corp bits (none from the bank to the pool)", x.Corp().Bits, int32(0))
		x.Do(corp, "use Department of Truth Enhancement: Take all the bits")
		want(t, "Corp bits", x.Corp().Bits, int32(6))
		want(t, "bits on it", x.S.Cards[c].Bits, int32(0))
		want(t, "Corp actions left", x.Corp().Actions, int32(0))
		want(t, "empty, it stays installed", inZone(x, c, onr.ZoneFort), true)
	})
	t.Run("Spinn® Public Relations: [action]: put 3 bits on it; take 1 at the start of each of your turns, if it has any", func(t *testing.T) {
		x := newTable(t)
		c, _ := x.Install(onr.NewFort, "Spinn® Public Relations", true)
		x.Ready()
		actions := x.Corp().Actions
		x.Do(corp, "use Spinn® Public Relations: Put 3 bits on it")
		want(t, "bits on it", x.S.Cards[c].Bits, int32(3))
		want(t, "Corp actions left", x.Corp().Actions, actions-1)
		x.ToTurn(runner)
		bits := x.Corp().Bits
		toCorpTurnResolving(t, x, "Spinn® Public Relations")
		want(t, "Corp bits", x.Corp().Bits, bits+1)
		want(t, "bits left on it", x.S.Cards[c].Bits, int32(2))
		want(t, "never trashed for its bits", inZone(x, c, onr.ZoneFort), true)
	})
}

func TestNodesOfRunsAndTraces(t *testing.T) {
	for _, tc := range []struct {
		name, answer string
		runnerBits   int32
		ends         bool
	}{
		{"the Runner pays 1 bit and the run goes on", "pay 1 for Newsgroup Taunting", 9, false},
		{"the Runner declines and the run ends", "decline", 10, true},
	} {
		t.Run("Newsgroup Taunting: at the start of each run, "+tc.name, func(t *testing.T) {
			x := newTable(t)
			x.Install(onr.NewFort, "Newsgroup Taunting", true)
			x.Ready()
			x.ToTurn(runner)
			x.Runner().Bits = 10
			x.Do(runner, "run on HQ")
			if got := x.Options(runner); !equal(got, []string{"decline", "pay 1 for Newsgroup Taunting"}) {
				t.Fatalf("Runner options = %q", got)
			}
			x.Do(runner, tc.answer)
			x.PassAll()
			want(t, "Runner bits", x.Runner().Bits, tc.runnerBits)
			want(t, "run ended by Newsgroup Taunting", x.Logged("Newsgroup Taunting ends the run"), tc.ends)
		})
	}
	t.Run("Newsgroup Taunting: a Runner without a bit is not asked and the run ends", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.NewFort, "Newsgroup Taunting", true)
		x.Ready()
		x.ToTurn(runner)
		x.Runner().Bits = 0
		x.Do(runner, "run on HQ")
		x.PassAll()
		wantRunEndedBy(t, x, "Newsgroup Taunting")
	})

	krumz := func(t *testing.T, pool int32) (*onrtest.Table, int32) {
		t.Helper()
		x := newTable(t)
		k, _ := x.Install(onr.NewFort, "Krumz", false)
		x.Install(onr.NewFort, "Blood Cat", true)
		x.Rig("Access to Kiribati")
		x.Corp().Bits = pool - 1 // and the "gain" below
		x.Ready()
		x.Do(corp, "gain")
		x.Do(corp, "rez Krumz")
		return x, k
	}
	t.Run("Krumz: 1 bit put on it when rezzed pays for a trace, and is replaced at the start of the Corp's next turn", func(t *testing.T) {
		x, k := krumz(t, 3)
		want(t, "bits on Krumz", x.S.Cards[k].Bits, int32(1))
		x.PassAll()
		x.Do(corp, "use Blood Cat: Trace 5: give the Runner a tag")
		trace(t, x, 4, 4, "Access to Kiribati", 0) // 3 in the pool and Krumz's bit
		x.PassAll()
		want(t, "Corp bits", x.Corp().Bits, int32(0))
		want(t, "bits on Krumz after the trace", x.S.Cards[k].Bits, int32(0))
		want(t, "tags", x.Runner().Tags, int32(1))
		x.ToTurn(runner)
		want(t, "bits on Krumz in the Runner's turn", x.S.Cards[k].Bits, int32(0))
		x.ToTurn(corp)
		want(t, "bits on Krumz at the Corp's next turn", x.S.Cards[k].Bits, int32(1))
	})
	t.Run("Krumz: its bit pays for nothing but traces", func(t *testing.T) {
		x, _ := krumz(t, 1)
		x.Install(onr.NewFort, "Newsgroup Taunting", false)
		x.Corp().Bits = 0
		x.Ready()
		if x.Offered(corp, "rez Newsgroup Taunting") {
			t.Errorf("Krumz's bit offered for a rez cost")
		}
	})
}

func TestNodesThatRollADie(t *testing.T) {
	t.Run("Schlaghund: [action]: roll a die; at most the Runner's tags: 10 meat damage and it is trashed", func(t *testing.T) {
		for _, tags := range []int32{0, 2, 6} {
			seen := map[bool]bool{} // both outcomes, where the tags allow both
			for seed := uint64(1); seed < 40 && len(seen) < 2; seed++ {
				x := onrtest.New(t, seed)
				c, _ := x.Install(onr.NewFort, "Schlaghund", true)
				x.Hand(runner, filler("Jack 'n' Joe", 12)...)
				x.Runner().Tags = tags
				x.Ready()
				actions := x.Corp().Actions
				x.Do(corp, "use Schlaghund: Roll a die")
				want(t, "Corp actions left", x.Corp().Actions, actions-1)
				takeDamage(x)
				roll := 0
				for _, e := range x.Events {
					if e.Type == "die" {
						fmt.Sscanf(e.Text(), "Schlaghund rolls %d", &roll)
					}
				}
				if roll < 1 || roll > 6 {
					t.Fatalf("seed %d: no die roll logged", seed)
				}
				hit := int32(roll) <= tags
				seen[hit] = true
				what := fmt.Sprintf("%d tags, rolled %d", tags, roll)
				want(t, what+": cards left in the Runner's hand", len(x.Runner().Hand), map[bool]int{true: 2, false: 12}[hit])
				want(t, what+": Schlaghund trashed", inZone(x, c, onr.ZoneDiscard), hit)
				if hit {
					wantDamage(t, x, 10, "meat")
				}
			}
			if tags > 0 && tags < 6 && len(seen) < 2 {
				t.Errorf("%d tags: seeds 1-39 never gave both outcomes", tags)
			}
		}
	})
}

func TestNodesThatChangeIce(t *testing.T) {
	// The Corp rezzes ice approached with the node rezzed: what it pays is lowered for
	// the ice of the node's keyword, never below 0, and Data Masons'
	// walls are stronger.
	for _, tc := range []struct {
		name, node, ice string
		paid, strength  int32
	}{
		{"Skälderviken SA Beta Test Site: cost to rez black ice is reduced by 2 bits", "Skälderviken SA Beta Test Site", "Cortical Scrub", 7 - 2, 3},
		{"Skälderviken SA Beta Test Site: other ice costs its rez cost", "Skälderviken SA Beta Test Site", "Tumblers", 5, 4},
		{"Data Masons: cost to rez walls is reduced by 2 bits; all walls have +1 strength", "Data Masons", "Wall of Static", 3 - 2, 2 + 1},
		{"Data Masons: a wall costing 1 to rez costs nothing, never less", "Data Masons", "Data Wall", 0, 0 + 1},
		{"Data Masons: other ice costs its rez cost and keeps its strength", "Data Masons", "Tumblers", 5, 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			x.Install(onr.NewFort, tc.node, true)
			ice, _ := x.Ice(onr.FortHQ, tc.ice, false)
			x.Ready()
			x.ToTurn(runner)
			x.Corp().Bits = 10
			x.Do(runner, "run on HQ")
			x.Do(corp, "rez "+tc.ice)
			want(t, tc.ice+" rezzed", x.S.Cards[ice].Rezzed, true)
			want(t, "bits paid", 10-x.Corp().Bits, tc.paid)
			want(t, tc.ice+" strength", x.G.IceStrength(ice), tc.strength)
		})
	}
}

func TestNodesThatChangeInstalls(t *testing.T) {
	for _, tc := range []struct {
		name    string
		rezzed  bool
		iceOnHQ int
		paid    int32
	}{
		{"Fortress Architects: cost to install ice is reduced by 1 bit (two ice there: 1)", true, 2, 1},
		{"Fortress Architects: cost to install ice is reduced by 1 bit, never below 0 (one ice there: 0)", true, 1, 0},
		{"Fortress Architects: unrezzed, no reduction (two ice there: 2)", false, 2, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			x.Install(onr.NewFort, "Fortress Architects", tc.rezzed)
			installIceOnHQ(t, x, tc.iceOnHQ, tc.paid)
		})
	}
}

// The nodes that place or read advancement counters, and the one that
// reshuffles HQ.
func TestNodesOfAdvancementCounters(t *testing.T) {
	t.Run("Chicago Branch: [action], 3 bits: add two advancement counters, both on one installed card that can be advanced", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.NewFort, "Chicago Branch", true)
		ht, _ := x.Install(onr.NewFort, "Hostile Takeover", false)
		pr, _ := x.Install(onr.NewFort, "Priority Requisition", false)
		x.Install(onr.FortHQ, "Data Wall", true)
		x.Corp().Bits = 10
		x.Ready()
		x.Do(corp, "use Chicago Branch: Add two advancement counters")
		if x.Offered(corp, "choose Data Wall") {
			t.Fatalf("ice is offered an advancement counter: %q", x.Options(corp))
		}
		x.Do(corp, "choose Hostile Takeover")
		if x.Offered(corp, "choose Priority Requisition") {
			t.Fatalf("the second counter may go on another card: %q", x.Options(corp))
		}
		x.Do(corp, "choose Hostile Takeover")
		if x.Offered(corp, "choose Hostile Takeover") {
			t.Fatalf("a third counter is offered: %q", x.Options(corp))
		}
		x.PassAll()
		want(t, "counters on Hostile Takeover", x.S.Cards[ht].Adv, int32(2))
		want(t, "counters on Priority Requisition", x.S.Cards[pr].Adv, int32(0))
		want(t, "Corp bits (10-3)", x.Corp().Bits, int32(7))
		want(t, "Corp actions left", x.Corp().Actions, int32(2))
	})
	t.Run("Chicago Branch: not usable with fewer than 3 bits", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.NewFort, "Chicago Branch", true)
		x.Install(onr.NewFort, "Hostile Takeover", false)
		x.Corp().Bits = 2
		x.Ready()
		if x.Offered(corp, "use Chicago Branch: Add two advancement counters") {
			t.Fatalf("usable with 2 bits: %q", x.Options(corp))
		}
	})

	t.Run("Rescheduler: [action]: shuffle the cards of HQ into R&D, then draw that many", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.NewFort, "Rescheduler", true)
		x.Hand(corp, "Hostile Takeover", "Priority Requisition", "Data Wall")
		x.Deck(corp, filler("Wall of Static", 5)...)
		x.Ready()
		hand := len(x.Corp().Hand)
		actions := x.Corp().Actions
		x.Do(corp, "use Rescheduler: Shuffle HQ into R&D and draw as many")
		want(t, "cards in HQ (as many as before)", len(x.Corp().Hand), hand)
		want(t, "cards in R&D", len(x.Corp().Deck), 5)
		want(t, "Corp actions left", x.Corp().Actions, actions-1)
		if line := fmt.Sprintf("shuffles HQ into R&D (%d cards) and draws as many", hand); !x.Logged(line) {
			t.Errorf("log lacks %q", line)
		}
	})

	t.Run("Information Laundering: advanced before and after its rez; [action], [trash]: gain 4 bits for each advancement counter on it", func(t *testing.T) {
		x := newTable(t)
		c, _ := x.Install(onr.NewFort, "Information Laundering", false)
		x.Corp().Bits = 10
		x.Ready()
		x.Do(corp, "advance Information Laundering")
		x.Do(corp, "rez Information Laundering")
		x.Do(corp, "advance Information Laundering")
		want(t, "counters on it", x.S.Cards[c].Adv, int32(2))
		bits, actions := x.Corp().Bits, x.Corp().Actions
		x.Do(corp, "use Information Laundering: Gain 4 bits per advancement counter")
		want(t, "Corp bits (4 per counter)", x.Corp().Bits, bits+8)
		want(t, "Corp actions left", x.Corp().Actions, actions-1)
		want(t, "trashed", inZone(x, c, onr.ZoneDiscard), true)
	})

	t.Run("Pacifica Regional AI: advancement counter: gain an action, only during your turn (R188, R189)", func(t *testing.T) {
		x := newTable(t)
		c, _ := x.Install(onr.NewFort, "Pacifica Regional AI", false)
		x.Corp().Bits = 10
		x.Ready()
		x.Do(corp, "advance Pacifica Regional AI")
		x.Do(corp, "rez Pacifica Regional AI")
		x.PassAll()
		x.Do(corp, "advance Pacifica Regional AI")
		want(t, "counters on it", x.S.Cards[c].Adv, int32(2))
		actions := x.Corp().Actions
		x.Do(corp, "use Pacifica Regional AI: Gain an action")
		want(t, "Corp actions", x.Corp().Actions, actions+1)
		want(t, "counters left on it", x.S.Cards[c].Adv, int32(1))
		x.ToTurn(runner)
		x.Do(runner, "gain")
		if x.Offered(corp, "use Pacifica Regional AI: Gain an action") {
			t.Fatalf("usable during the Runner's turn: %q", x.Options(corp))
		}
		x.S.Cards[c].Adv = 0
		x.ToTurn(corp)
		if x.Offered(corp, "use Pacifica Regional AI: Gain an action") {
			t.Fatalf("usable with no advancement counter: %q", x.Options(corp))
		}
	})

	t.Run("Vacant Soulkiller: may be advanced unrezzed; accessed, 1 brain damage for each advancement counter on it", func(t *testing.T) {
		x := newTable(t)
		c, _ := x.Install(onr.NewFort, "Vacant Soulkiller", false)
		x.Hand(runner, filler("Jack 'n' Joe", 5)...)
		x.Corp().Bits = 10
		x.Ready()
		x.Do(corp, "advance Vacant Soulkiller")
		x.PassAll()
		x.Do(corp, "advance Vacant Soulkiller")
		want(t, "counters on it", x.S.Cards[c].Adv, int32(2))
		x.Do(corp, "rez Vacant Soulkiller")
		x.ToTurn(runner)
		x.Do(runner, "run on fort 1")
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		want(t, "Runner brain damage", x.Runner().Brain, int32(2))
		wantDamage(t, x, 2, "brain")
	})
}

func TestNodesAtTheEndOfTheTurn(t *testing.T) {
	t.Run("Omniscience Foundation: a tag at the end of each turn during which the Runner received a tag", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.NewFort, "Omniscience Foundation", true)
		x.Install(onr.NewFort, "Blood Cat", true)
		x.Rig("Access to Kiribati")
		x.Deck(corp, filler("Data Wall", 5)...)
		x.Corp().Bits = 10
		x.Ready()
		x.Do(corp, "use Blood Cat: Trace 5: give the Runner a tag")
		trace(t, x, 5, 5, "Access to Kiribati", 3)
		x.PassAll()
		want(t, "tags after the trace", x.Runner().Tags, int32(1))
		x.ToTurn(runner)
		want(t, "tags after the end of the Corp's turn", x.Runner().Tags, int32(2))
		x.ToTurn(corp)
		want(t, "tags after the end of the Runner's turn (no tag received in it)", x.Runner().Tags, int32(2))
	})
	t.Run("Omniscience Foundation: unrezzed, no tag at the end of the turn", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.NewFort, "Omniscience Foundation", false)
		x.Install(onr.NewFort, "Blood Cat", true)
		x.Rig("Access to Kiribati")
		x.Deck(corp, filler("Data Wall", 5)...)
		x.Corp().Bits = 10
		x.Ready()
		x.Do(corp, "use Blood Cat: Trace 5: give the Runner a tag")
		trace(t, x, 5, 5, "Access to Kiribati", 3)
		x.PassAll()
		x.ToTurn(runner)
		want(t, "tags after the end of the Corp's turn", x.Runner().Tags, int32(1))
	})
}

func TestAmbushNodes(t *testing.T) {
	// runOn runs on fort with the Runner holding five cards, accesses
	// everything, and returns the cards left in the Runner's hand.
	runOn := func(t *testing.T, x *onrtest.Table, fort string) int {
		t.Helper()
		x.Hand(runner, filler("Jack 'n' Joe", 5)...)
		x.Ready()
		x.ToTurn(runner)
		x.Do(runner, "run on "+fort)
		for i := 0; i < 20 && x.S.Run.Active; i++ {
			switch {
			case x.Offered(runner, "continue"):
				x.Do(runner, "continue")
			case x.Offered(runner, "leave Setup!"):
				x.Do(runner, "leave Setup!")
			default:
				x.PassAll()
			}
		}
		return len(x.Runner().Hand)
	}
	t.Run("Setup!: accessed in HQ, not installed, 2 Net damage", func(t *testing.T) {
		x := newTable(t)
		x.Hand(corp, "Setup!")
		want(t, "cards left in the Runner's hand", runOn(t, x, "HQ"), 3)
		wantDamage(t, x, 2, "Net")
	})
	t.Run("Setup!: accessed in R&D, 2 Net damage, and the Runner shows it to the Corp", func(t *testing.T) {
		x := newTable(t)
		x.Deck(corp, "Setup!", "Data Wall", "Data Wall")
		c := x.Corp().Deck[0]
		want(t, "cards left in the Runner's hand", runOn(t, x, "R&D"), 3)
		if !x.Logged("Runner shows the card accessed in R&D to the Corp") {
			t.Errorf("no showing logged")
		}
		want(t, "the Corp knows the card accessed", x.S.Cards[c].KnownTo&kernel.ViewerOf(x.Seat(corp)) != 0, true)
	})
	t.Run("Setup!: accessed in the Archives, nothing", func(t *testing.T) {
		x := newTable(t)
		c := x.Hand(corp, "Setup!")[0]
		x.G.Put(c, onr.ZoneDiscard, false)
		want(t, "cards left in the Runner's hand", runOn(t, x, "the Archives"), 5)
		want(t, "Setup! accessed in the Archives", x.Logged("Runner accesses Setup!"), true)
	})
	t.Run("Setup!: installed, only if rezzed (R221)", func(t *testing.T) {
		for _, rezzed := range []bool{true, false} {
			x := newTable(t)
			x.Install(onr.NewFort, "Setup!", rezzed)
			left := map[bool]int{true: 3, false: 5}[rezzed]
			want(t, fmt.Sprintf("cards left in the Runner's hand (rezzed %v)", rezzed), runOn(t, x, "fort 1"), left)
		}
	})
}
