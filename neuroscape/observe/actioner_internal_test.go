package observe

import (
	"fmt"
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/neuroscape"
	_ "github.com/datafort/datafort/neuroscape/cards" // the cards
)

// TestViewIDsAreTheViewsIds plays random Neuroscape games of two and four
// players and after every step compares, for every seat, the ids of the
// lists its view shows (idsOf(View), what Actions places cards by) with
// what the game gives without the view (neuroscape.Game.ViewIDs, what
// ActionsOf places them by): list by list, the same ids in the same order,
// the hidden ones left out alike (another team's hand, what it looks at,
// the ids of what it reveals).
func TestViewIDsAreTheViewsIds(t *testing.T) {
	for _, tc := range []struct {
		name, players string
		every         bool
	}{{"2 players", "2", false}, {"4 players", "4", false}, {"2 players and every card", "2", true}, {"4 players and every card", "4", true}} {
		t.Run("the game's ids are the view's with "+tc.name, func(t *testing.T) {
			options := map[string]string{"players": tc.players}
			var decks []string
			if tc.every {
				var err error
				if decks, err = (neuroscape.Ruleset{}).EveryCardDecks(options); err != nil {
					t.Fatal(err)
				}
			}
			compared, hands, revealed := 0, 0, 0
			for seed := uint64(1); seed <= 6; seed++ {
				eg, err := neuroscape.Ruleset{}.New(engine.Setup{Seed: seed, Options: options, Decks: decks})
				if err != nil {
					t.Fatal(err)
				}
				g := eg.(*neuroscape.Game)
				rng := engine.NewRNG(seed)
				for step := 0; ; step++ {
					for seat := range g.Seats() {
						got, want := g.ViewIDs(engine.Seat(seat)), idsOf(g.View(engine.Seat(seat)).(neuroscape.View))
						if diff := idsDiff(got, want); diff != "" {
							t.Fatalf("seed %d step %d seat %d: %s", seed, step, seat, diff)
						}
						compared++
						for _, p := range got.Players {
							if len(p.Hand) > 0 {
								hands++
							}
							revealed += len(p.Revealed)
						}
					}
					if _, over := g.Result(); over {
						break
					}
					ds := g.Pending()
					if len(ds) == 0 || step > 100000 {
						t.Fatalf("seed %d step %d: %d decisions in a live game", seed, step, len(ds))
					}
					c := engine.Choice{Decision: ds[0].ID, Seat: ds[0].Seat, Option: rng.IntN(len(ds[0].Options))}
					if err := engine.Step(g, c); err != nil {
						t.Fatalf("seed %d step %d: %v", seed, step, err)
					}
				}
			}
			t.Logf("%d views compared, %d hands shown, %d cards revealed", compared, hands, revealed)
		})
	}
}

// idsDiff describes how a differs from b, "" when they list the same ids
// (a nil list and an empty one alike).
func idsDiff(a, b neuroscape.ViewIDs) string {
	if !slices.Equal(a.Cache, b.Cache) || a.Environment != b.Environment || len(a.Players) != len(b.Players) {
		return fmt.Sprintf("cache %v, environment %d, %d players; the view's cache %v, environment %d, %d players", a.Cache, a.Environment, len(a.Players), b.Cache, b.Environment, len(b.Players))
	}
	for i, p := range a.Players {
		q := b.Players[i]
		for _, l := range []struct {
			name string
			a, b []int32
		}{{"hand", p.Hand, q.Hand}, {"play", p.Play, q.Play}, {"slots", p.Slots, q.Slots}, {"gear", p.Gear, q.Gear}, {"looking", p.Looking, q.Looking}, {"revealed", p.Revealed, q.Revealed}} {
			if !slices.Equal(l.a, l.b) {
				return fmt.Sprintf("player %d's %s %v, the view's %v", i, l.name, l.a, l.b)
			}
		}
		if p.Seat != q.Seat || p.Mainframe != q.Mainframe {
			return fmt.Sprintf("player %d: seat %d mainframe %d, the view's seat %d mainframe %d", i, p.Seat, p.Mainframe, q.Seat, q.Mainframe)
		}
	}
	return ""
}
