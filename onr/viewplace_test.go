package onr_test

import (
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// TestViewPlaceIsWhereTheViewListsTheCard plays random games, default and
// every-card decks, and after every step asks ViewPlace, for every seat
// and every card of the game, where the seat's view lists it, and
// compares with the view built: the same list (a player's hand, rig,
// scored area, discard pile, cards aside or held; a fort's ice or cards),
// the same place in it, and the card's definition exactly where the view
// names it; no place for a card the view does not list (R&D, another's
// hand, a face-down card of another's Archives).
func TestViewPlaceIsWhereTheViewListsTheCard(t *testing.T) {
	corp, runner, err := onr.EveryCardDecks()
	if err != nil {
		t.Fatal(err)
	}
	n := uint64(6)
	if testing.Short() {
		n = 2
	}
	for _, tc := range []struct {
		name  string
		decks []string
	}{{"the default decks", nil}, {"every card", []string{corp, runner}}} {
		t.Run("every card is where the view lists it, with "+tc.name, func(t *testing.T) {
			var listed, unlisted, hidden int
			for seed := range n {
				eg, err := onr.Rules.New(engine.Setup{Seed: seed + 1, Decks: tc.decks})
				if err != nil {
					t.Fatal(err)
				}
				g := eg.(*onr.Game)
				rng := engine.NewRNG(seed)
				for step := 0; ; step++ {
					if _, over := g.Result(); over {
						break
					}
					for seat := range g.Seats() {
						v := g.View(engine.Seat(seat)).(*onr.View)
						want := viewPlaces(v)
						for _, k := range g.State().Cards[1:] {
							got := g.ViewPlace(engine.Seat(seat), k.Handle)
							w, ok := want[k.Handle]
							gotDef := ""
							if got.Def != nil {
								gotDef = got.Def.Title
							}
							got.Def = nil
							if !ok {
								unlisted++
								if got != (onr.ViewPlace{}) || gotDef != "" {
									t.Fatalf("seed %d step %d seat %d: card #%d (zone %s of seat %d) is in no list of the view, ViewPlace says %+v %q", seed, step, seat, k.Handle, k.Zone, k.At, got, gotDef)
								}
								continue
							}
							listed++
							if w.title == "" {
								hidden++
							}
							if got != w.place || gotDef != w.title {
								t.Fatalf("seed %d step %d seat %d: card #%d is at %+v %q in the view, ViewPlace says %+v %q", seed, step, seat, k.Handle, w.place, w.title, got, gotDef)
							}
						}
					}
					d := g.Pending()[0]
					c := engine.Choice{Decision: d.ID, Seat: d.Seat}
					if d.Kind == engine.Number {
						c.Number = d.Min
					} else {
						c.Option = rng.IntN(len(d.Options))
					}
					if err := engine.Step(g, c); err != nil {
						t.Fatalf("seed %d step %d: %v", seed, step, err)
					}
				}
			}
			if listed == 0 || unlisted == 0 || hidden == 0 {
				t.Fatalf("%d cards listed (%d hidden from the viewer), %d not: the test needs each", listed, hidden, unlisted)
			}
			t.Logf("%d cards where the view lists them (%d of them hidden from the viewer), %d in no list", listed, hidden, unlisted)
		})
	}
}

// listedCard is a card as a view lists it.
type listedCard struct {
	place onr.ViewPlace // Def left nil
	title string
}

// viewPlaces returns where view v lists each card, by handle.
func viewPlaces(v *onr.View) map[int32]listedCard {
	out := map[int32]listedCard{}
	add := func(cs []onr.CardView, p onr.ViewPlace) {
		for i, c := range cs {
			p.Pos = i
			out[c.Handle] = listedCard{p, c.Title}
		}
	}
	for _, pl := range v.Players {
		for _, z := range []struct {
			zone onr.Zone
			list []onr.CardView
		}{{onr.ZoneHand, pl.Hand}, {onr.ZoneRig, pl.Rig}, {onr.ZoneScored, pl.Scored}, {onr.ZoneDiscard, pl.Discard}, {onr.ZoneAside, pl.Aside}, {onr.ZoneHeld, pl.Held}} {
			add(z.list, onr.ViewPlace{Zone: z.zone, Seat: pl.Seat})
		}
	}
	for slot, f := range v.Forts {
		add(f.Ice, onr.ViewPlace{Zone: onr.ZoneIce, Seat: engine.NoSeat, Slot: slot})
		add(f.Cards, onr.ViewPlace{Zone: onr.ZoneFort, Seat: engine.NoSeat, Slot: slot})
	}
	return out
}
