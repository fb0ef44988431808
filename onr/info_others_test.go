package onr_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// TestInfoStateWhileAnotherSeatDecides: a seat has an information state
// while another seat decides outside a trace (an ordinary opponent
// decision). Its decision leaves the information state, and a world dealt
// from it asks the question again from its own cards: dealt with the real
// game's cards it asks exactly what the real game asked (same id, prompt
// and options, the same view for every seat); dealt at random, it is a game
// the seat cannot tell from the real one (the same view, the same
// information state) that passes Check and plays on.
func TestInfoStateWhileAnotherSeatDecides(t *testing.T) {
	corp, runner := everyCardDecks(t)
	games, least := 12, 1000 // about 120 information states a game
	if testing.Short() {
		games, least = 4, 300
	}
	var infos, refused, differ int
	reasons := map[string]int{}
	for seed := range uint64(games) {
		if *infoSeed >= 0 && seed != uint64(*infoSeed) {
			continue
		}
		var decks []string
		if seed%2 == 1 {
			decks = []string{corp, runner}
		}
		g, err := onr.New(engine.Setup{Seed: seed, Decks: decks})
		if err != nil {
			t.Fatal(err)
		}
		r := bot.NewRandom(seed)
		rng := engine.NewRNG(seed)
		for step := 0; !g.State().Over; step++ {
			pending := g.Pending()
			if step%2 == 0 && len(pending) == 1 && !g.State().Trace.Active {
				for _, p := range g.State().Players {
					seat := p.Seat
					if seat == pending[0].Seat {
						continue
					}
					in, err := g.Info(seat)
					if err != nil {
						if !errors.Is(err, onr.ErrNoInfoState) {
							t.Fatalf("seed %d step %d seat %d: %v", seed, step, seat, err)
						}
						refused++
						reasons[err.Error()]++
						continue
					}
					infos++
					b, j := marshalInfo(t, in)
					if len(j.State.Pending) != 0 {
						t.Fatalf("seed %d step %d: the information state of seat %d holds seat %d's decision", seed, step, seat, pending[0].Seat)
					}
					truth, err := onr.DealTruthForTest(in, g)
					if err != nil {
						t.Fatalf("seed %d step %d seat %d: the real world: %v", seed, step, seat, err)
					}
					if a, b := decisionsJSON(t, g), decisionsJSON(t, truth); !bytes.Equal(a, b) {
						t.Fatalf("seed %d step %d seat %d: the real world asks again\n%s\nnot\n%s", seed, step, seat, b, a)
					}
					for _, q := range g.State().Players {
						if !equalViews(t, g, truth, q.Seat) {
							t.Fatalf("seed %d step %d: the real world asked again looks different to seat %d", seed, step, q.Seat)
						}
					}
					sg, err := in.Deal(&rng, decks)
					if err != nil {
						t.Fatalf("seed %d step %d seat %d: deal: %v", seed, step, seat, err)
					}
					if err := sg.Check(); err != nil {
						t.Fatalf("seed %d step %d seat %d: a sampled game breaks an invariant: %v", seed, step, seat, err)
					}
					if !equalViews(t, g, sg, seat) {
						a, _ := json.Marshal(g.View(seat))
						b, _ := json.Marshal(sg.View(seat))
						t.Fatalf("seed %d step %d seat %d: the view of a sampled game differs:\n%s\nnot\n%s\nreal decisions %s, world's %s", seed, step, seat, b, a, decisionsJSON(t, g), decisionsJSON(t, sg))
					}
					sin, err := sg.Info(seat)
					if err != nil {
						t.Fatalf("seed %d step %d seat %d: no information state of a sampled game: %v", seed, step, seat, err)
					}
					if sb, _ := marshalInfo(t, sin); !bytes.Equal(sb, b) {
						t.Fatalf("seed %d step %d seat %d: a sampled game gives another information state", seed, step, seat)
					}
					if !bytes.Equal(decisionsJSON(t, g), decisionsJSON(t, sg)) {
						differ++
					}
					// The sampled world plays on: its decider answers.
					if _, err := sg.Apply(bot.NewRandom(seed).Choose(sg.Pending()[0])); err != nil {
						t.Fatalf("seed %d step %d seat %d: the sampled world's question cannot be answered: %v", seed, step, seat, err)
					}
				}
			}
			if _, err := g.Apply(r.Choose(pending[0])); err != nil {
				t.Fatal(err)
			}
		}
	}
	for r, n := range reasons {
		t.Logf("refused %d: %s", n, r)
	}
	t.Logf("%d information states while another seat decides, %d refused, %d worlds asked it something else", infos, refused, differ)
	if infos < least {
		t.Errorf("only %d information states while another seat decides in %d games; at least %d expected", infos, games, least)
	}
	if refused*10 > infos {
		t.Errorf("%d refused for %d given", refused, infos)
	}
	if differ == 0 {
		t.Errorf("no world asked the other seat anything else: the question is not asked again from the world's cards")
	}
}

var infoSeed = flag.Int("info.seed", -1, "TestInfoStateWhileAnotherSeatDecides: only this seed")

func decisionsJSON(t *testing.T, g *onr.Game) []byte {
	t.Helper()
	b, err := json.Marshal(g.Pending())
	if err != nil {
		t.Fatal(err)
	}
	return b
}
