package cards_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/neuroscape"
	"github.com/datafort/datafort/neuroscape/decks"
)

var idInView = regexp.MustCompile(`"id":(\d+)`)
var idInText = regexp.MustCompile(`#(\d+)`)

// hidden returns, for each card id, whether seat may not know it: every card
// in a cyberdeck or RAM deck, and the hands of the other team (NS-2.1,
// NS-23.2).
func hidden(st *neuroscape.State, seat engine.Seat) map[int32]bool {
	out := map[int32]bool{}
	for i, p := range st.P {
		for _, id := range append(append([]int32{}, p.Deck...), p.RAMDeck...) {
			out[id] = true
		}
		if seat == engine.NoSeat || i%2 != int(seat)%2 {
			for _, id := range p.Hand {
				out[id] = true
			}
		}
	}
	return out
}

// TestNoLeaks plays random games at 2 and 4 seats and checks after every
// step that no seat's view names a card hidden from it, that the options of
// a decision name only cards its seat may know, and that no event names a
// card still hidden from anybody.
func TestNoLeaks(t *testing.T) {
	for _, players := range []string{"2", "4"} {
		for seed := uint64(1); seed <= 4; seed++ {
			t.Run("NS-23.2: views, options and events hide what a seat may not know, "+players+" players, seed "+strconv.FormatUint(seed, 10), func(t *testing.T) {
				g, err := neuroscape.Ruleset{}.New(engine.Setup{Seed: seed, Options: map[string]string{"players": players, "rounds": "8"}})
				if err != nil {
					t.Fatal(err)
				}
				rng := engine.NewRNG(seed ^ 0xfeed)
				n, _ := strconv.Atoi(players)
				for step := 0; step < 20000; step++ {
					st := g.(*neuroscape.Game).State()
					for s := engine.Seat(-1); s < engine.Seat(n); s++ {
						h := hidden(st, s)
						raw, _ := json.Marshal(g.View(s))
						for _, m := range idInView.FindAllStringSubmatch(string(raw), -1) {
							id, _ := strconv.Atoi(m[1])
							if h[int32(id)] {
								t.Fatalf("step %d: seat %d's view names hidden card %d", step, s, id)
							}
						}
					}
					p := g.Pending()
					if len(p) == 0 {
						return
					}
					d := p[0]
					h := hidden(st, d.Seat)
					for _, o := range d.Options {
						if (o.Card > 0 && h[int32(o.Card)]) || (o.Target > 0 && h[int32(o.Target)]) {
							t.Fatalf("step %d: seat %d offered %+v naming a hidden card", step, d.Seat, o)
						}
					}
					ev, err := g.Apply(engine.RandomChoice(&rng, d))
					if err != nil {
						t.Fatal(err)
					}
					h = hidden(g.(*neuroscape.Game).State(), engine.NoSeat)
					for _, e := range ev {
						for _, m := range idInText.FindAllStringSubmatch(e.Text(), -1) {
							id, _ := strconv.Atoi(m[1])
							if h[int32(id)] {
								t.Fatalf("step %d: event %q names card %d, hidden from somebody", step, e.Text(), id)
							}
						}
					}
				}
				t.Fatal("the game did not end")
			})
		}
	}
}

// TestLeakCheckerAgrees plays random games with the game's own leak checker
// (engine.FuzzLeaks, what `datafort fuzz` runs) and finds nothing.
func TestLeakCheckerAgrees(t *testing.T) {
	for _, players := range []string{"2", "4"} {
		rs := neuroscape.Ruleset{}
		g, err := rs.New(engine.Setup{Seed: 9, Options: map[string]string{"players": players, "rounds": "4"}})
		if err != nil {
			t.Fatal(err)
		}
		lc := rs.LeakChecker()
		rng := engine.NewRNG(9)
		for step := 0; len(g.Pending()) > 0; step++ {
			if err := lc.Check(g); err != nil {
				t.Fatalf("%s players, step %d: %v", players, step, err)
			}
			ev, err := g.Apply(engine.RandomChoice(&rng, g.Pending()[0]))
			if err != nil {
				t.Fatal(err)
			}
			if err := lc.Events(g, ev); err != nil {
				t.Fatalf("%s players, step %d: %v", players, step, err)
			}
		}
	}
}

// TestShippedDecksLeakNothing plays random games of the shipped decks at 2
// and 4 seats, their looks, searches, reveals, face-down trojans and
// tokens among them, with the game's own leak checker and the invariants
// after every step, and a save and load every 25 steps (a fuzz run of CI
// size).
func TestShippedDecksLeakNothing(t *testing.T) {
	all := decks.Names()
	for _, players := range []int{2, 4} {
		for k, name := range all {
			seats := make([]string, players)
			for s := range seats {
				d, _ := decks.Lookup(all[(k+s)%len(all)])
				seats[s] = d.Text
			}
			t.Run(fmt.Sprintf("NS-2.5, NS-23.2: %s and the others in turn, %d players, nothing hidden shown", name, players), func(t *testing.T) {
				rs := neuroscape.Ruleset{}
				lc := rs.LeakChecker()
				for seed := uint64(1); seed <= 3; seed++ {
					g, err := rs.New(engine.Setup{Seed: seed, Decks: seats, Options: map[string]string{"players": strconv.Itoa(players), "rounds": "10"}})
					if err != nil {
						t.Fatal(err)
					}
					rng := engine.NewRNG(seed ^ 0xdec)
					for step := 0; len(g.Pending()) > 0; step++ {
						if err := lc.Check(g); err != nil {
							t.Fatalf("seed %d, step %d: %v", seed, step, err)
						}
						ev, err := g.Apply(engine.RandomChoice(&rng, g.Pending()[0]))
						if err != nil {
							t.Fatal(err)
						}
						if err := lc.Events(g, ev); err != nil {
							t.Fatalf("seed %d, step %d: %v", seed, step, err)
						}
						if err := g.Check(); err != nil {
							t.Fatalf("seed %d, step %d: %v", seed, step, err)
						}
						if step%25 == 0 { // the save holds it all: loaded, it saves the same bytes
							raw, err := g.(*neuroscape.Game).MarshalBinary()
							if err != nil {
								t.Fatal(err)
							}
							g2, err := rs.Load(raw)
							if err != nil {
								t.Fatalf("seed %d, step %d: %v", seed, step, err)
							}
							if raw2, _ := g2.(*neuroscape.Game).MarshalBinary(); !bytes.Equal(raw, raw2) {
								t.Fatalf("seed %d, step %d: the loaded game saves other bytes", seed, step)
							}
						}
					}
				}
			})
		}
	}
}
