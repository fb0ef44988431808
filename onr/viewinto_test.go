package onr_test

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// TestViewIntoIsView: a view built in reused room, for one seat after
// another, is the view built afresh, over random games with every card.
func TestViewIntoIsView(t *testing.T) {
	corp, runner := everyCardDecks(t)
	var reused onr.View
	for seed := range uint64(6) {
		var decks []string
		if seed%2 == 0 {
			decks = []string{corp, runner}
		}
		g, err := onr.New(engine.Setup{Seed: seed, Decks: decks})
		if err != nil {
			t.Fatal(err)
		}
		r := bot.NewRandom(seed)
		for step := 0; !g.State().Over; step++ {
			for _, seat := range []engine.Seat{corpSeat, runnerSeat, engine.NoSeat} {
				want, _ := json.Marshal(g.View(seat))
				got, _ := json.Marshal(g.ViewInto(seat, &reused))
				if !bytes.Equal(got, want) {
					t.Fatalf("seed %d step %d seat %d: ViewInto\n%s\nView\n%s", seed, step, seat, got, want)
				}
			}
			if _, err := g.Apply(r.Choose(g.Pending()[0])); err != nil {
				t.Fatal(err)
			}
		}
	}
}
