package cards_test

import (
	"encoding/json"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// TestPaymentEventTexts: the events of payments (branch.go's "pays N bits
// for …" and bid reveal, payment.go's payments through payment abilities
// and a trace's spending) are recorded as messages and read, by each seat
// and a spectator and as JSON, as the public texts the rules once built at
// the moment of the event. Random games (TestEventTexts) never reach the
// trace's spending.
func TestPaymentEventTexts(t *testing.T) {
	for _, tc := range []struct {
		name      string
		play      func(t *testing.T) *onrtest.Table
		typ, text string
	}{
		{"Snowbank: the Runner pays 1 bit or the run ends (unless-pays)", func(t *testing.T) *onrtest.Table {
			x, _ := approachRez(t, "Snowbank", 0)
			x.PassAll()
			x.Do(runner, "pay 1 for Snowbank")
			return x
		}, "pay", "Runner pays 1 bit for Snowbank"},
		{"Open-Ended® Mileage Program: the Runner may pay 1 bit to take it back (may-pay)", func(t *testing.T) *onrtest.Table {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(runner, "Open-Ended® Mileage Program")
				x.Runner().Tags = 1
			})
			x.Do(runner, "play Open-Ended® Mileage Program")
			x.Do(runner, "use Open-Ended® Mileage Program: pay 1 bit to take it back into your hand")
			return x
		}, "pay", "Runner pays 1 bit for Open-Ended® Mileage Program"},
		{"Too Many Doors: both bids are revealed to every seat (secret-choice)", func(t *testing.T) *onrtest.Table {
			x := fortSetup(t, []string{"Too Many Doors"}, nil, 5, 5, 5)
			runHQ(x)
			x.Number(corp, 2)
			x.Number(runner, 1)
			return x
		}, "reveal", "Too Many Doors: The Corp spent 2 bits, runner 1"},
		{"Chiba Bank Account: an install the pool cannot cover is paid with payment abilities (ONR-18.3.7)", func(t *testing.T) *onrtest.Table {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Rig("Chiba Bank Account")
				x.Hand(runner, "Dwarf")
			})
			x.Do(runner, "install Dwarf")
			return x
		}, "pay", "Runner pays 6 bits with 5 in the pool, using payment abilities"},
		{"a trace: link bought above the pool is revealed with the pool, then paid with payment abilities (R019)", func(t *testing.T) *onrtest.Table {
			return traceAbovePool(t)
		}, "trace", "Trace 5: the Corp spends 5, the Runner 4 with 2 in the pool"},
		{"a trace: link bought above the pool is paid with payment abilities (R019)", func(t *testing.T) *onrtest.Table {
			return traceAbovePool(t)
		}, "pay", "Runner pays 4 bits with 2 in the pool, using payment abilities"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			wantToldEvent(t, tc.play(t), tc.typ, tc.text)
		})
	}
}

// TestCardListEventTexts: cards trashed together are one event naming them
// all (R033), however many: a list longer than a message's operands is kept
// in the game's words and named by an operand, and the event reads as the
// text the rules once built at once.
func TestCardListEventTexts(t *testing.T) {
	for _, tc := range []struct {
		name string
		rig  []string
		text string
	}{
		{"Shock Treatment trashes four cards: the list is in the message's operands",
			[]string{"Zetatech Mem Chip", "MRAM Chip", "Dwarf", "Raptor"},
			"Shock Treatment trashes Zetatech Mem Chip, MRAM Chip, Dwarf, Raptor"},
		{"Shock Treatment trashes six cards: the message names a list of the game's words",
			[]string{"Zetatech Mem Chip", "MRAM Chip", "WuTech Mem Chip", "Tycho Mem Chip", "Dwarf", "Raptor"},
			"Shock Treatment trashes Zetatech Mem Chip, MRAM Chip, WuTech Mem Chip, Tycho Mem Chip, Dwarf, Raptor"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Install(onr.FortHQ, "Shock Treatment", true)
				x.Rig(tc.rig...)
				x.Runner().Tags = 4
			})
			runHQ(x)
			x.Do(runner, "continue")
			x.PassAll()
			if len(x.Runner().Rig) != 0 {
				t.Fatalf("%d cards left in the rig", len(x.Runner().Rig))
			}
			wantToldEvent(t, x, "trash", tc.text)
		})
	}
}

// wantToldEvent checks that x's events hold an event of type typ reading
// text, recorded as a message and read as text by each seat, a spectator
// and as JSON, with no secret wording.
func wantToldEvent(t *testing.T, x *onrtest.Table, typ, text string) {
	t.Helper()
	var found bool
	for _, e := range x.Events {
		if e.Type != typ || e.Text() != text {
			continue
		}
		found = true
		if _, ok := e.Message(); !ok {
			t.Errorf("%q recorded as plain text, want a message worded when read", text)
		}
		for _, seat := range []engine.Seat{corpSeat, runnerSeat, engine.NoSeat} {
			if got := e.For(seat); got != text {
				t.Errorf("seat %d reads %q, want %q", seat, got, text)
			}
		}
		if e.Private != 0 || e.Secret() != "" {
			t.Errorf("a secret wording %q for seats %b, want the event public", e.Secret(), e.Private)
		}
		js, err := json.Marshal(e)
		if err != nil {
			t.Fatal(err)
		}
		if want, _ := json.Marshal(engine.Plain(typ, text)); string(js) != string(want) {
			t.Errorf("JSON %s, want %s", js, want)
		}
	}
	if !found {
		var log []string
		for _, e := range x.Events {
			log = append(log, e.Type+": "+e.Text())
		}
		t.Errorf("no %s event %q; events %q", typ, text, log)
	}
}

// traceAbovePool has Blood Cat trace 5 with the Corp spending 5; the
// Runner, with 2 bits, Chiba Bank Account and Access to Kiribati, takes
// its base link for 1 bit and buys 3 more.
func traceAbovePool(t *testing.T) *onrtest.Table {
	t.Helper()
	x := newTable(t)
	bloodCat(x)
	x.Rig("Chiba Bank Account", "Access to Kiribati")
	x.Runner().Bits = 2
	x.Ready()
	x.Do(corp, "use Blood Cat: Trace 5: give the Runner a tag")
	trace(t, x, 5, 5, "Access to Kiribati", 3)
	return x
}
