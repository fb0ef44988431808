package cards_test

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/neuroscape"
)

// allViews returns every seat's view of g and the spectator's, as JSON.
func allViews(t *testing.T, g engine.Game) []byte {
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
// cards of each player's cyberdeck and RAM deck, and seeds the generator
// anew, so that no seat can tell the game from g.
func dealAgain(g *neuroscape.Game, rng *engine.RNG) {
	st := g.State()
	for _, p := range st.P {
		for _, pile := range [][]int32{p.Deck, p.RAMDeck} {
			rng.Shuffle(len(pile), func(a, b int) {
				oa, ob := &st.Objs[pile[a]-1], &st.Objs[pile[b]-1]
				oa.Card, ob.Card = ob.Card, oa.Card
			})
		}
	}
	st.RNG = engine.NewRNG(rng.Uint64())
}

// TestChoiceEffects checks the effect Neuroscape reports for choices of
// random games at 2 and 4 seats (engine.Effecter, what a takeback must
// respect): each kind of choice in the table is flagged as the rules say,
// and the flags are conservative: a choice flagged neither Revealed nor
// Random, applied to a copy of the game whose decks and generator are dealt
// anew, leaves every seat and the spectator the same view.
func TestChoiceEffects(t *testing.T) {
	type row struct {
		name string
		verb string
		want func(engine.Effect) bool
		seen int
	}
	rows := []*row{
		{"a draw reveals the card drawn to its team", "draw", func(e engine.Effect) bool { return e.Revealed }, 0},
	}
	var neither, checked int
	for _, players := range []string{"2", "4"} {
		for seed := uint64(1); seed <= 4; seed++ {
			g0, err := neuroscape.Ruleset{}.New(engine.Setup{Seed: seed, Options: map[string]string{"players": players, "rounds": "6"}})
			if err != nil {
				t.Fatal(err)
			}
			g := g0.(*neuroscape.Game)
			pick, deal := engine.NewRNG(seed), engine.NewRNG(seed^0xdea1)
			for step := 0; step < 20000; step++ {
				if _, over := g.Result(); over {
					break
				}
				d := g.Pending()[0]
				c := engine.RandomChoice(&pick, d)
				other := g.Clone().(*neuroscape.Game)
				dealAgain(other, &deal)
				same := bytes.Equal(allViews(t, g), allViews(t, other))
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
								t.Errorf("%s: %s seats seed %d step %d: choice %+v has effect %+v", r.name, players, seed, step, c, eff)
							}
						}
					}
				}
				if eff.Revealed || eff.Random || !same {
					continue
				}
				neither++
				if _, err := other.Apply(c); err != nil {
					t.Fatalf("%s seats seed %d step %d: the game dealt again refuses %+v: %v", players, seed, step, c, err)
				}
				checked++
				if !bytes.Equal(allViews(t, g), allViews(t, other)) {
					t.Fatalf("%s seats seed %d step %d: choice %+v (%s) is flagged neither Revealed nor Random, but its result depends on the decks or the generator", players, seed, step, c, g.Describe(d, c.Option))
				}
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
