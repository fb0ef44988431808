package cards_test

import (
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// TestRunsThisGameAndSurchargedTraces plays Schlaghund Pointers: "Play only
// if Runner has attempted a run this game. Trace 3—If trace is successful,
// give Runner a tag. Pay 1 bit, in addition to the normal cost, for each
// point of trace above 0."
func TestRunsThisGameAndSurchargedTraces(t *testing.T) {
	// pointers sets up the Corp's turn with Schlaghund Pointers in HQ and
	// the Corp's bits, after the Runner's turns: ran[i] is whether the
	// Runner's turn i ran HQ, where a Wall of Static ends the run
	// unsuccessfully (ONR-11.6.2).
	pointers := func(t *testing.T, bits int32, ran ...bool) *onrtest.Table {
		x := newTable(t)
		x.Ice(onr.FortHQ, "Wall of Static", true)
		x.Hand(corp, "Schlaghund Pointers")
		x.Deck(corp, filler("Data Wall", 6)...)
		x.Rig("Access to Kiribati")
		x.Ready()
		for _, r := range ran {
			x.ToTurn(onr.Runner)
			if r {
				runHQ(x)
				wantRunEndedBy(t, x, "Wall of Static")
			}
			x.ToTurn(onr.Corp)
		}
		x.Corp().Bits = bits
		x.G.Reprompt()
		return x
	}
	const play = "play Schlaghund Pointers"

	t.Run("Schlaghund Pointers: play only if Runner has attempted a run this game: not playable before any run", func(t *testing.T) {
		x := pointers(t, 20)
		if x.Offered(corp, play) {
			t.Errorf("playable before the Runner has had a turn")
		}
		x = pointers(t, 20, false, false)
		if x.Offered(corp, play) {
			t.Errorf("playable after two Runner turns without a run")
		}
	})
	t.Run("Schlaghund Pointers: play only if Runner has attempted a run this game: an unsuccessful run counts (ONR-11.1.5)", func(t *testing.T) {
		if x := pointers(t, 20, true); !x.Offered(corp, play) {
			t.Errorf("not playable after a run the Wall of Static ended; options %q", x.Options(corp))
		}
	})
	t.Run("Schlaghund Pointers: play only if Runner has attempted a run this game: a run in an earlier turn than the last counts", func(t *testing.T) {
		x := pointers(t, 20, true, false)
		if !x.Offered(corp, play) {
			t.Errorf("not playable after a run two Runner turns ago; options %q", x.Options(corp))
		}
		want(t, "runs in the Runner's last turn", x.Runner().Hist.Runs, 0)
		want(t, "runs this game", x.Runner().Game.Runs, 1)
	})
	t.Run("Schlaghund Pointers: Trace 3: bids of 0 to 3 are offered when the Corp can pay them", func(t *testing.T) {
		x := pointers(t, 20, true)
		x.Do(corp, play)
		d := x.Decision(corp)
		want(t, "prompt", d.Prompt, "Trace 3: secretly choose your bid, each point costing 2 bits")
		want(t, "lowest bid", d.Min, 0)
		want(t, "highest bid", d.Max, 3)
	})
	t.Run("Schlaghund Pointers: pay 1 bit more for each point of trace: bid 3 costs 6, and succeeds against link 0: give the Runner a tag", func(t *testing.T) {
		x := pointers(t, 20, true)
		x.Do(corp, play)
		want(t, "Corp bits after the play cost", x.Corp().Bits, 20-6)
		x.Number(corp, 3)
		x.Do(runner, "none")
		noLinkBought(t, x)
		x.PassAll()
		want(t, "Corp bits", x.Corp().Bits, 20-6-3*2)
		want(t, "tags", x.Runner().Tags, 1)
	})
	t.Run("Schlaghund Pointers: pay 1 bit more for each point of trace: a bid it cannot pay so is not offered (5 bits: at most 2)", func(t *testing.T) {
		x := pointers(t, 6+5, true)
		x.Do(corp, play)
		want(t, "highest bid with 5 bits", x.Decision(corp).Max, 2)
		d := x.Decision(corp)
		if _, err := x.G.Apply(engine.Choice{Decision: d.ID, Seat: x.Seat(corp), Number: 3}); err == nil {
			t.Errorf("a bid of 3, costing 6 bits, was accepted with 5")
		}
	})
	t.Run("Schlaghund Pointers: Trace 3 fails (1 vs link 2): no tag, the bid and its surcharge paid", func(t *testing.T) {
		x := pointers(t, 20, true)
		x.Runner().Bits = 5
		x.Do(corp, play)
		trace(t, x, 3, 1, "Access to Kiribati", 1)
		x.PassAll()
		want(t, "tags", x.Runner().Tags, 0)
		want(t, "Corp bits", x.Corp().Bits, 20-6-1*2)
	})
}
