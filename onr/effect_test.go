package onr_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// views returns the JSON view of every seat of g and of a spectator.
func views(t *testing.T, g engine.Game) [][]byte {
	t.Helper()
	var out [][]byte
	for v := engine.NoSeat; int(v) < len(g.Seats()); v++ {
		b, err := json.Marshal(g.View(v))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, b)
	}
	return out
}

func sameViews(a, b [][]byte) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !bytes.Equal(a[i], b[i]) {
			return false
		}
	}
	return true
}

// TestChoiceEffects checks the effect Apply reports for every choice of
// random games with decks of every implemented card (engine.Effect: what a
// takeback must respect):
//
//   - a choice whose outcome depends on the random generator — the same
//     choice applied to a copy of the game whose generator is seeded anew
//     leaves some seat or the spectator another view — is flagged Random;
//   - a choice flagged neither Revealed nor Random leaks nothing to the
//     seat that made it: applied to a game dealt from that seat's
//     information state (the cards hidden from it dealt anew, a game it
//     cannot tell from this one), it leaves the seat the same view as here;
//   - a choice flagged neither can be taken back: the record without it
//     replays to the game as it was before it, every seat's view included;
//   - Step does not measure (LastEffect says so), nor does a game reset
//     before its first choice, and Apply always does.
func TestChoiceEffects(t *testing.T) {
	corp, runner := everyCardDecks(t)
	games := 8
	if testing.Short() {
		games = 2
	}
	var choices, random, randomSeen, revealed, neither, counterfactuals, takebacks int
	for seed := uint64(1); seed <= uint64(games); seed++ {
		var decks []string
		if seed%2 == 0 {
			decks = []string{corp, runner}
		}
		setup := engine.Setup{Seed: seed, Decks: decks}
		g, err := onr.New(setup)
		if err != nil {
			t.Fatal(err)
		}
		rec := engine.Record{Ruleset: onr.Rules.Name(), Setup: setup}
		b := bot.NewRandom(seed)
		deal := engine.NewRNG(seed ^ 0xdea1)
		for step := 0; !g.State().Over && step < 4000; step++ {
			d := g.Pending()[0]
			c := b.Choose(d)
			before := views(t, g)
			reseeded := g.Clone().(*onr.Game)
			reseeded.State().RNG = engine.NewRNG(seed ^ uint64(step) ^ 0x5eed)
			var world *onr.Game
			if step%4 == 0 {
				if in, err := g.Info(d.Seat); err == nil {
					if world, err = in.Deal(&deal, decks); err != nil {
						t.Fatalf("seed %d step %d: deal: %v", seed, step, err)
					}
				} else if !errors.Is(err, onr.ErrNoInfoState) {
					t.Fatal(err)
				}
			}
			stepped := g.Clone()
			if err := engine.Step(stepped, c); err != nil {
				t.Fatal(err)
			}
			if _, ok := stepped.(engine.Effecter).LastEffect(); ok {
				t.Fatalf("seed %d step %d: Step measured an effect", seed, step)
			}
			if _, err := g.Apply(c); err != nil {
				t.Fatalf("seed %d step %d: %v", seed, step, err)
			}
			rec.Choices = append(rec.Choices, c)
			eff, ok := g.LastEffect()
			if !ok {
				t.Fatalf("seed %d step %d: Apply measured no effect", seed, step)
			}
			choices++
			if eff.Random {
				random++
			}
			if eff.Revealed {
				revealed++
			}
			if _, err := reseeded.Apply(c); err != nil {
				t.Fatalf("seed %d step %d: the reseeded game refuses %+v: %v", seed, step, c, err)
			}
			after := views(t, g)
			if !sameViews(after, views(t, reseeded)) {
				randomSeen++
				if !eff.Random {
					t.Fatalf("seed %d step %d: choice %+v (%s) depends on the random generator but is not flagged Random", seed, step, c, g.Describe(d, c.Option))
				}
			}
			if eff.Random || eff.Revealed {
				continue
			}
			neither++
			if world != nil {
				if _, err := world.Apply(c); err != nil {
					t.Fatalf("seed %d step %d: the dealt world refuses %+v: %v", seed, step, c, err)
				}
				counterfactuals++
				if !equalViews(t, g, world, d.Seat) {
					t.Fatalf("seed %d step %d: choice %+v (%s) of seat %d shows it something hidden, yet is flagged neither", seed, step, c, g.Describe(d, c.Option), d.Seat)
				}
			}
			if step%97 == 0 {
				takebacks++
				back := rec
				back.Choices = rec.Choices[:len(rec.Choices)-1]
				r, err := engine.Replay(onr.Rules, back)
				if err != nil {
					t.Fatalf("seed %d step %d: replaying without the choice: %v", seed, step, err)
				}
				if !sameViews(before, views(t, r)) {
					t.Fatalf("seed %d step %d: taking back choice %+v leaves other views than before it", seed, step, c)
				}
			}
		}
		if decks == nil { // only ONR's own table with its own decks resets
			if err := g.Reset(engine.Setup{Seed: seed + 1000}); err != nil {
				t.Fatal(err)
			}
			if _, ok := g.LastEffect(); ok {
				t.Fatalf("seed %d: a game reset reports the effect of a choice of the game before", seed)
			}
		}
	}
	t.Logf("%d choices: %d flagged Random (%d seen to depend on the generator), %d Revealed, %d neither (%d checked against a dealt world, %d taken back)",
		choices, random, randomSeen, revealed, neither, counterfactuals, takebacks)
	for _, n := range []struct {
		name string
		n    int
	}{{"Random", random}, {"Revealed", revealed}, {"neither", neither}, {"dealt worlds", counterfactuals}, {"takebacks", takebacks}, {"generator-dependent", randomSeen}} {
		if n.n == 0 {
			t.Errorf("no %s choice: the test proves little", n.name)
		}
	}
}
