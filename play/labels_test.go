package play_test

import (
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	_ "github.com/datafort/datafort/onr/cards" // the ONR card definitions
	"github.com/datafort/datafort/play"
)

// seen is a card on a seat's table at one moment: its label, its identity
// in the game (which the labels must never read) and whether the seat
// could know it.
type seen struct {
	label   int
	card    int32
	title   string
	visible bool
}

// look labels the cards on seat's table and returns them by handle.
func look(g *onr.Game, l *play.Labels, seat engine.Seat) map[int]seen {
	tv := g.TableView(seat)
	l.Update(tv)
	out := map[int]seen{}
	var cards []engine.TableCard
	for _, p := range tv.Players {
		for _, pile := range p.Piles {
			cards = append(cards, pile.Cards...)
		}
		for _, a := range p.Areas {
			for _, ln := range a.Lines {
				cards = append(cards, ln.Cards...)
			}
		}
	}
	for _, c := range cards {
		if c.Handle == 0 {
			continue
		}
		n, _ := l.Label(c.Handle)
		out[c.Handle] = seen{label: n, card: g.State().CardByHandle(c.Handle), title: c.Title, visible: g.HandleVisible(c.Handle, seat)}
	}
	return out
}

// TestLabelsFollowOnlyWhatTheSeatSaw plays random ONR games and, after every
// choice, checks each seat's labels against the cards' identities: a label
// that passes to a new handle passes only between two sightings of the
// same card (a hidden card's label never survives its move), and a card
// the seat saw before and after its move keeps its label unless another
// card of its title moved with it (then nothing the seat saw tells them
// apart).
func TestLabelsFollowOnlyWhatTheSeatSaw(t *testing.T) {
	tests := []struct {
		name  string
		seed  uint64
		steps int // at most this many choices
	}{
		{name: "a game of seed 1", seed: 1, steps: 3000},
		{name: "a game of seed 2", seed: 2, steps: 3000},
		{name: "a game of seed 3", seed: 3, steps: 3000},
		{name: "a game of seed 4", seed: 4, steps: 3000},
		{name: "a game of seed 5", seed: 5, steps: 3000},
		{name: "a game of seed 6", seed: 6, steps: 3000},
		{name: "a game of seed 7", seed: 7, steps: 3000},
		{name: "a game of seed 8", seed: 8, steps: 3000},
		{name: "a game of seed 9", seed: 9, steps: 3000},
		{name: "a game of seed 10", seed: 10, steps: 3000},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := onr.New(engine.Setup{Seed: tt.seed})
			if err != nil {
				t.Fatal(err)
			}
			b := bot.NewRandom(tt.seed)
			seats := g.Seats()
			labels := make([]play.Labels, len(seats))
			before := make([]map[int]seen, len(seats))
			for _, s := range seats {
				before[s.Seat] = look(g, &labels[s.Seat], s.Seat)
			}
			kept, carried := 0, 0
			for step := 0; step < tt.steps; step++ {
				if _, over := g.Result(); over {
					break
				}
				d := g.Pending()[0]
				if _, err := g.Apply(b.Choose(d)); err != nil {
					t.Fatalf("step %d: %v", step, err)
				}
				for _, s := range seats {
					prev := before[s.Seat]
					now := look(g, &labels[s.Seat], s.Seat)
					byLabel := map[int]seen{}
					for h, c := range prev {
						if _, still := now[h]; !still {
							byLabel[c.label] = c
						}
					}
					// Cards of each title the seat saw leave and arrive.
					left, came := map[string]int{}, map[string]int{}
					for h, c := range prev {
						if _, still := now[h]; !still && c.visible {
							left[c.title]++
						}
					}
					for h, c := range now {
						if _, was := prev[h]; !was && c.visible {
							came[c.title]++
						}
					}
					for h, c := range now {
						if _, was := prev[h]; was {
							continue
						}
						if old, ok := byLabel[c.label]; ok {
							carried++
							if old.card != c.card || !old.visible || !c.visible {
								t.Fatalf("step %d, seat %d: label #%d passed from card %d (seen: %v) to card %d (seen: %v)", step, s.Seat, c.label, old.card, old.visible, c.card, c.visible)
							}
						}
						for hp, o := range prev {
							if _, still := now[hp]; still || o.card != c.card || !o.visible || !c.visible || left[c.title] != 1 || came[c.title] != 1 {
								continue
							}
							kept++
							if o.label != c.label {
								t.Fatalf("step %d, seat %d: %s moved in sight and lost its label #%d for #%d", step, s.Seat, c.title, o.label, c.label)
							}
						}
					}
					before[s.Seat] = now
				}
			}
			if carried == 0 || kept == 0 {
				t.Errorf("no label followed a card (carried %d, checked %d): the test checked nothing", carried, kept)
			}
			t.Logf("%d labels carried across a move, %d moves in sight checked", carried, kept)
		})
	}
}
