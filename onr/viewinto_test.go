package onr_test

import (
	"bytes"
	"encoding/json"
	"slices"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// TestViewIntoIsView: a view built in reused room, for one seat after
// another, is the view built afresh, over random games with every card.
func TestViewIntoIsView(t *testing.T) {
	var reused onr.View
	playRandomGames(t, 6, 0, func(g *onr.Game, seed uint64, step int) {
		for _, seat := range []engine.Seat{corpSeat, runnerSeat, engine.NoSeat} {
			want, _ := json.Marshal(g.View(seat))
			got, _ := json.Marshal(g.ViewInto(seat, &reused))
			if !bytes.Equal(got, want) {
				t.Fatalf("seed %d step %d seat %d: ViewInto\n%s\nView\n%s", seed, step, seat, got, want)
			}
			if a, b := viewIDs(g.View(seat)), viewIDs(&reused); !slices.Equal(a, b) {
				t.Fatalf("seed %d step %d seat %d: ViewInto's card ids %v, View's %v", seed, step, seat, b, a)
			}
		}
	})
}

// TestViewCardIDIsTheVisibleTitle: a card view names the card's id exactly
// where it names its title (the id is the title in the form bots index by;
// a hidden card has neither), for every seat and spectators, over random
// games with every card.
func TestViewCardIDIsTheVisibleTitle(t *testing.T) {
	named := 0
	playRandomGames(t, 6, 1, func(g *onr.Game, seed uint64, step int) {
		for _, seat := range []engine.Seat{corpSeat, runnerSeat, engine.NoSeat} {
			for _, c := range cardViews(g.View(seat).(*onr.View)) {
				if (c.ID != 0) != (c.Title != "") {
					t.Fatalf("seed %d step %d seat %d: card %d shows id %q and title %q", seed, step, seat, c.Handle, c.ID, c.Title)
				}
				if c.ID == 0 {
					continue
				}
				named++
				if d, ok := onr.Lookup(c.Title); !ok || d.Card().ID != c.ID.String() {
					t.Fatalf("seed %d step %d seat %d: card %d titled %q shows id %q", seed, step, seat, c.Handle, c.Title, c.ID)
				}
			}
		}
	})
	if named == 0 {
		t.Fatal("no card view named a card")
	}
}

// cardViews lists every card view of v.
func cardViews(v *onr.View) []*onr.CardView {
	var out []*onr.CardView
	add := func(l []onr.CardView) {
		for i := range l {
			out = append(out, &l[i])
		}
	}
	for i := range v.Players {
		p := &v.Players[i]
		for _, l := range [][]onr.CardView{p.Hand, p.Discard, p.Scored, p.Rig, p.Aside, p.Held} {
			add(l)
		}
	}
	for i := range v.Forts {
		add(v.Forts[i].Ice)
		add(v.Forts[i].Cards)
	}
	return out
}

// viewIDs lists the card ids of every card view of v, in order.
func viewIDs(v any) []onr.CardID {
	var out []onr.CardID
	for _, c := range cardViews(v.(*onr.View)) {
		out = append(out, c.ID)
	}
	return out
}

// playRandomGames plays games seeded 0 to n−1 with random choices, the
// every-card decks on the seeds whose parity is everyCard (the default
// decks on the others), and calls each on every position before its step.
func playRandomGames(t *testing.T, n, everyCard uint64, each func(g *onr.Game, seed uint64, step int)) {
	t.Helper()
	corp, runner := everyCardDecks(t)
	for seed := range n {
		var decks []string
		if seed%2 == everyCard {
			decks = []string{corp, runner}
		}
		g, err := onr.New(engine.Setup{Seed: seed, Decks: decks})
		if err != nil {
			t.Fatal(err)
		}
		r := bot.NewRandom(seed)
		for step := 0; !g.State().Over; step++ {
			each(g, seed, step)
			if _, err := g.Apply(r.Choose(g.Pending()[0])); err != nil {
				t.Fatal(err)
			}
		}
	}
}
