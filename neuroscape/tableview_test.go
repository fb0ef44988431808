package neuroscape

import (
	"fmt"
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
)

// tableHandles returns every card handle a table view shows with a title.
func tableHandles(t engine.TableView) []int {
	var out []int
	add := func(cs []engine.TableCard) {
		for _, c := range cs {
			if c.Title != "" && c.Handle != 0 {
				out = append(out, c.Handle)
			}
		}
	}
	for _, p := range t.Players {
		for _, pl := range p.Piles {
			add(pl.Cards)
		}
		for _, a := range p.Areas {
			for _, l := range a.Lines {
				add(l.Cards)
			}
		}
	}
	for _, a := range t.Shared {
		for _, l := range a.Lines {
			add(l.Cards)
		}
	}
	return out
}

func TestTableViewShowsHandsAsTheSeatMaySee(t *testing.T) {
	for _, players := range []int{2, 4} {
		g, err := NewGame(7, 0, testDecks(players, sChar11, sChar22, sChar33, sZap2))
		if err != nil {
			t.Fatal(err)
		}
		// Play a while with the first option of each decision, checking the
		// table after every step.
		for step := 0; step < 300; step++ {
			for _, seat := range append([]engine.Seat{engine.NoSeat}, seatsUpTo(players)...) {
				tv := g.TableView(seat)
				shown := tableHandles(tv)
				for i := range g.st.P {
					p := &g.st.P[i]
					holder := engine.Seat(i)
					mate := seat != engine.NoSeat && team(seat) == team(holder)
					hand := tv.Players[i].Piles[0]
					if hand.Name != engine.PileHand || hand.Count != len(p.Hand) || hand.Counted == mate {
						t.Fatalf("%d players, step %d: %s's table shows p%d's hand as %+v; teammates: %v", players, step, who(seat), i+1, hand, mate)
					}
					for _, id := range p.Hand {
						if slices.Contains(shown, int(id)) != mate {
							t.Fatalf("NS-23.2, %d players, step %d: %s's table shows p%d's hand card %d: %v; teammates: %v", players, step, who(seat), i+1, id, !mate, mate)
						}
					}
					for _, id := range slices.Concat(p.Deck, p.RAMDeck) {
						if slices.Contains(shown, int(id)) {
							t.Fatalf("%d players, step %d: %s's table shows p%d's deck card %d", players, step, who(seat), i+1, id)
						}
					}
				}
				teams := len(tv.Teams) == 2 && len(tv.Teams[0].Counters) == 2
				if teams != (players == 4) {
					t.Fatalf("%d players: team health shown %v (NS-23: shared health in 2v2 only)", players, teams)
				}
			}
			if _, over := g.Result(); over {
				break
			}
			d := g.Pending()[0]
			if _, err := g.Apply(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: step % max(1, len(d.Options))}); err != nil {
				t.Fatalf("step %d: %v", step, err)
			}
		}
	}
}

func seatsUpTo(n int) []engine.Seat {
	out := make([]engine.Seat, n)
	for i := range out {
		out[i] = engine.Seat(i)
	}
	return out
}

func who(s engine.Seat) string {
	if s == engine.NoSeat {
		return "the spectator"
	}
	return fmt.Sprintf("p%d", s+1)
}
