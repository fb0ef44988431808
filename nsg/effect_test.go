package nsg_test

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
)

// nsgViews returns every seat's view of g and the spectator's, as JSON.
func nsgViews(t *testing.T, g engine.Game) []byte {
	t.Helper()
	var out []byte
	for v := engine.NoSeat; int(v) < len(g.Seats()); v++ {
		b, err := json.Marshal(g.View(v))
		if err != nil {
			t.Fatal(err)
		}
		out = append(append(out, b...), '\n')
	}
	return out
}

// dealAgain deals g's cards hidden from everyone anew: it permutes the
// titles of the cards in R&D, and those in the Runner's stack, and seeds the
// generator anew, so that no seat can tell the game from g.
func dealAgain(g *nsg.Game, rng *engine.RNG) {
	st := g.State()
	for _, pile := range [][]int32{st.RD, st.RunnerStack} {
		var idx []int
		for i := range st.Cards {
			for _, id := range pile {
				if st.Cards[i].ID == id {
					idx = append(idx, i)
				}
			}
		}
		rng.Shuffle(len(idx), func(a, b int) {
			ca, cb := &st.Cards[idx[a]], &st.Cards[idx[b]]
			ca.Title, cb.Title = cb.Title, ca.Title
		})
	}
	st.RNG = engine.NewRNG(rng.Uint64())
}

// TestChoiceEffects checks the effect NSG reports for choices of random
// games (engine.Effecter, what a takeback must respect): each kind of choice
// in the table is flagged as the rules say, and the flags are conservative:
// a choice flagged neither Revealed nor Random, applied to a copy of the
// game whose cards hidden from everyone and whose generator are dealt anew,
// leaves every seat and the spectator the same view.
func TestChoiceEffects(t *testing.T) {
	type row struct {
		name string
		verb string
		want func(engine.Effect) bool
		seen int
	}
	rows := []*row{
		{"the draw action reveals the card drawn to its drawer", "nsg-draw", func(e engine.Effect) bool { return e.Revealed }, 0},
		{"a rez reveals the card rezzed", "nsg-rez", func(e engine.Effect) bool { return e.Revealed }, 0},
		{"a mulligan shuffles", "nsg-mulligan", func(e engine.Effect) bool { return e.Random }, 0},
		{"gaining a credit in the middle of a turn reveals and draws nothing", "nsg-credit", func(e engine.Effect) bool { return e.NewTurn || (!e.Revealed && !e.Random) }, 0},
	}
	var neither, checked int
	for seed := uint64(1); seed <= 12; seed++ {
		g0, err := nsg.Ruleset{}.New(engine.Setup{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		g := g0.(*nsg.Game)
		pick, deal := engine.NewRNG(seed), engine.NewRNG(seed^0xdea1)
		for step := 0; step < 3000; step++ {
			if _, over := g.Result(); over {
				break
			}
			d := g.Pending()[0]
			c := engine.RandomChoice(&pick, d)
			other := g.Clone().(*nsg.Game)
			dealAgain(other, &deal)
			same := bytes.Equal(nsgViews(t, g), nsgViews(t, other))
			if _, err := g.Apply(c); err != nil {
				t.Fatal(err)
			}
			eff, ok := g.LastEffect()
			if !ok {
				t.Fatalf("seed %d step %d: Apply measured no effect", seed, step)
			}
			if d.Kind == engine.Select {
				for _, r := range rows {
					if d.Options[c.Option].Verb.String() == r.verb {
						r.seen++
						if !r.want(eff) {
							t.Errorf("%s: seed %d step %d: choice %+v has effect %+v", r.name, seed, step, c, eff)
						}
					}
				}
			}
			if eff.Revealed || eff.Random || !same {
				continue
			}
			neither++
			if _, err := other.Apply(c); err != nil {
				t.Fatalf("seed %d step %d: the game dealt again refuses %+v: %v", seed, step, c, err)
			}
			checked++
			if !bytes.Equal(nsgViews(t, g), nsgViews(t, other)) {
				t.Fatalf("seed %d step %d: choice %+v (%s) is flagged neither Revealed nor Random, but its result depends on the cards hidden from everyone or the generator:\n%s\n%s", seed, step, c, g.Describe(d, c.Option), nsgViews(t, g), nsgViews(t, other))
			}
		}
	}
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			if r.seen == 0 {
				t.Errorf("no choice %s in the games", r.verb)
			}
		})
	}
	t.Logf("%d choices flagged neither, %d of them checked against a game dealt again", neither, checked)
	if checked == 0 {
		t.Error("no choice checked against a game dealt again")
	}
}
