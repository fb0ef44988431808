package onr_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"slices"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// infoJSON decodes what the tests read of an information state.
type infoJSON struct {
	Seat  engine.Seat `json:"seat"`
	State struct {
		Seed  uint64 `json:"seed"`
		Cards []struct {
			ID string `json:"id"`
		} `json:"cards"`
		Pending []engine.Decision `json:"pending"`
	} `json:"state"`
	Own []string `json:"ownUnseen"`
}

func marshalInfo(t *testing.T, in *onr.Info) ([]byte, infoJSON) {
	t.Helper()
	b, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	var j infoJSON
	if err := json.Unmarshal(b, &j); err != nil {
		t.Fatal(err)
	}
	return b, j
}

// TestInfoStateHidesWhatTheSeatCannotSee: over random games, with the
// default decks and with every implemented card, an information state
// names no card hidden from its seat (hiddenFrom states the rules apart
// from the engine's code), names every card the seat sees, knows the
// seat's own unseen cards only as a multiset, and keeps neither the seed
// nor another seat's decisions. Sampling it gives complete games that pass
// Check and that the seat cannot tell from the real one: the same view and
// the same information state.
func TestInfoStateHidesWhatTheSeatCannotSee(t *testing.T) {
	corp, runner := everyCardDecks(t)
	games := 16
	if testing.Short() {
		games = 4
	}
	var infos, refused, differ int
	for seed := range uint64(games) {
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
			for _, d := range g.Pending() {
				seat := d.Seat
				if step%3 != 0 {
					continue
				}
				in, err := g.Info(seat)
				if err != nil {
					if !errors.Is(err, onr.ErrNoInfoState) {
						t.Fatalf("seed %d step %d seat %d: %v", seed, step, seat, err)
					}
					refused++
					continue
				}
				infos++
				b, j := marshalInfo(t, in)
				s := g.State()
				var own []string
				for c := 1; c < len(s.Cards); c++ {
					k := &s.Cards[c]
					hidden := hiddenFrom(k, seat)
					switch {
					case hidden && j.State.Cards[c].ID != "":
						t.Fatalf("seed %d step %d: the information state of seat %d names card %d (%s), hidden from it", seed, step, seat, c, k.ID)
					case !hidden && j.State.Cards[c].ID != k.ID.String():
						t.Fatalf("seed %d step %d: the information state of seat %d hides card %d (%s), which it sees", seed, step, seat, c, k.ID)
					case hidden && k.Owner == seat:
						own = append(own, k.ID.String())
					}
				}
				slices.Sort(own)
				if !slices.Equal(own, j.Own) || j.State.Seed != 0 {
					t.Fatalf("seed %d step %d seat %d: own unseen %v, want %v; seed %d", seed, step, seat, j.Own, own, j.State.Seed)
				}
				for _, d := range j.State.Pending {
					if d.Seat != seat {
						t.Fatalf("the information state of seat %d holds a decision of seat %d", seat, d.Seat)
					}
				}
				// A sampled game the seat cannot tell from the real one.
				sg, err := in.Deal(&rng, decks)
				if err != nil {
					t.Fatalf("seed %d step %d seat %d: deal: %v", seed, step, seat, err)
				}
				if err := sg.Check(); err != nil {
					t.Fatalf("seed %d step %d seat %d: a sampled game breaks an invariant: %v", seed, step, seat, err)
				}
				if !equalViews(t, g, sg, seat) {
					t.Fatalf("seed %d step %d seat %d: the view of a sampled game differs", seed, step, seat)
				}
				sin, err := sg.Info(seat)
				if err != nil {
					t.Fatalf("seed %d step %d seat %d: no information state of a sampled game: %v", seed, step, seat, err)
				}
				if sb, _ := marshalInfo(t, sin); !bytes.Equal(sb, b) {
					t.Fatalf("seed %d step %d seat %d: a sampled game gives another information state", seed, step, seat)
				}
				for c := 1; c < len(s.Cards); c++ {
					if sg.State().Cards[c].ID != s.Cards[c].ID {
						differ++
						break
					}
				}
			}
			if _, err := g.Apply(r.Choose(g.Pending()[0])); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d information states, %d refused, %d samples differ from the real game", infos, refused, differ)
	if differ < infos/2 {
		t.Errorf("only %d of %d samples differ from the real game: the test proves little", differ, infos)
	}
	if refused*10 > infos {
		t.Errorf("%d information states refused for %d given", refused, infos)
	}
}

func equalViews(t *testing.T, a, b *onr.Game, seat engine.Seat) bool {
	t.Helper()
	va, err := json.Marshal(a.View(seat))
	if err != nil {
		t.Fatal(err)
	}
	vb, err := json.Marshal(b.View(seat))
	if err != nil {
		t.Fatal(err)
	}
	return bytes.Equal(va, vb)
}

// TestSampledGamesPlayToTheEnd: a sampled game is a game like any other.
func TestSampledGamesPlayToTheEnd(t *testing.T) {
	played := 0
	for seed := range uint64(6) {
		g := playUntil(t, seed, func(g *onr.Game) bool { return g.Turn() >= 8 && len(g.Pending()) == 1 })
		if g == nil {
			continue
		}
		seat := g.Pending()[0].Seat
		in, err := g.Info(seat)
		if err != nil {
			continue
		}
		played++
		rng := engine.NewRNG(seed)
		sg, err := in.Deal(&rng, nil)
		if err != nil {
			t.Fatal(err)
		}
		r := bot.NewRandom(seed)
		for step := 0; !sg.State().Over; step++ {
			if step > 20000 {
				t.Fatalf("seed %d: a sampled game did not end", seed)
			}
			if _, err := sg.Apply(r.Choose(sg.Pending()[0])); err != nil {
				t.Fatalf("seed %d step %d: %v", seed, step, err)
			}
			if err := sg.Check(); err != nil {
				t.Fatalf("seed %d step %d: %v", seed, step, err)
			}
		}
	}
	if played < 3 {
		t.Errorf("only %d sampled games played", played)
	}
}
