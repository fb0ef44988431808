package cards_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/neuroscape"
	"github.com/datafort/datafort/neuroscape/decklist"
	"github.com/datafort/datafort/neuroscape/decks"
)

// completeDecks are the shipped decks whose every card is implemented.
var completeDecks = []string{"cybernetic-corpo", "hacker-wonderland", "mystic-dustrunner", "thrasher-corpo"}

// shipped returns the shipped deck named name as a game's deck.
func shipped(t *testing.T, name string) neuroscape.Deck {
	t.Helper()
	d, ok := decks.Lookup(name)
	if !ok {
		t.Fatalf("no shipped deck %s", name)
	}
	res := decklist.Read(name+".txt", d.Text, decklist.Options{})
	if err := res.Err(); err != nil {
		t.Fatal(err)
	}
	out := neuroscape.Deck{Mainframe: res.Deck.Mainframe.Name, RAM: res.Deck.BasicRAM}
	for _, c := range res.Deck.Cyberdeck {
		out.Cyberdeck = append(out.Cyberdeck, c.Name)
	}
	return out
}

// randomGame plays a game of the given decks with uniformly random choices,
// checking the invariants after every one; it returns what went wrong.
func randomGame(seed uint64, ds []neuroscape.Deck) error {
	g, err := neuroscape.NewGame(seed, 0, ds)
	if err != nil {
		return err
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	for step := 0; step < 50000; step++ {
		p := g.Pending()
		if len(p) == 0 {
			return nil
		}
		d := p[0]
		if _, err := g.Apply(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: rng.IntN(len(d.Options))}); err != nil {
			return fmt.Errorf("step %d: %w", step, err)
		}
		if err := g.Check(); err != nil {
			return fmt.Errorf("step %d: %w", step, err)
		}
	}
	return fmt.Errorf("no end after 50000 choices")
}

// TestCompleteDecksPlay holds completeDecks to their claim: every card of
// each is implemented, and the deck plays 200 random games against itself
// with no failure (an error, a broken invariant or a game without end).
func TestCompleteDecksPlay(t *testing.T) {
	for _, name := range completeDecks {
		t.Run(name+": every card implemented, 200 random games without a failure", func(t *testing.T) {
			need, err := decks.Needs(name)
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range need {
				if _, ok := neuroscape.Lookup(c); !ok && c != "BASIC RAM" {
					t.Fatalf("%s is not implemented", c)
				}
			}
			d := shipped(t, name)
			failures := 0
			for seed := uint64(1); seed <= 200; seed++ {
				if err := randomGame(seed, []neuroscape.Deck{d, d}); err != nil {
					failures++
					t.Errorf("seed %d: %v", seed, err)
				}
			}
			if failures > 0 {
				t.Fatalf("%d of 200 games failed", failures)
			}
		})
	}
}
