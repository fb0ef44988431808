package observe

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/observe"
	"github.com/datafort/datafort/neuroscape"
	"github.com/datafort/datafort/neuroscape/carddb"
)

// TestLayoutTilesTheObservation: the fields follow each other without gap
// or overlap and cover the vector.
func TestLayoutTilesTheObservation(t *testing.T) {
	off := 0
	for _, f := range enc.Layout() {
		if f.Offset != off || f.Size <= 0 {
			t.Fatalf("field %s at %d of size %d, want offset %d", f.Name, f.Offset, f.Size, off)
		}
		off += f.Size
	}
	if off != enc.ObservationSize() {
		t.Errorf("the layout covers %d floats of %d", off, enc.ObservationSize())
	}
}

// TestTheFlagsNameEveryKindOfTheCardData: the observation's type and
// subtype flags, synergy factions, counter kinds and mainframe tiers cover
// every one the card data and the game have, so that no card shows as no
// type, no synergy goes unseen and no counter is dropped.
func TestTheFlagsNameEveryKindOfTheCardData(t *testing.T) {
	for _, c := range carddb.All() {
		t.Run(c.Name+" has its flags", func(t *testing.T) {
			if !slices.Contains(cardTypes, c.Type) {
				t.Errorf("type %q has no flag", c.Type)
			}
			if s := c.SubtypeName(); s != "" && s != "Basic" && !slices.Contains(cardSubtypes, s) {
				t.Errorf("subtype %q has no flag", s)
			}
			for _, f := range c.Factions {
				if !slices.Contains(factions, f) {
					t.Errorf("faction %q has no synergy field", f)
				}
			}
			if c.Mainframe != nil && len(c.Mainframe.Tiers) > maxTiers {
				t.Errorf("%d tiers, the observation has %d", len(c.Mainframe.Tiers), maxTiers)
			}
		})
	}
	t.Run("every counter kind has a field", func(t *testing.T) {
		for k := neuroscape.CounterKind(1); !strings.HasPrefix(k.String(), "counter "); k++ {
			if !slices.Contains(counterKinds, k) {
				t.Errorf("counter kind %s has no field", k)
			}
		}
	})
}

// placeNamed returns the card place that operand o's value x names, false
// when it names none (no target, a player, an Arg), counting places as
// placeName does, independently of Observe.
func placeNamed(o operand, x int) (int, bool) {
	switch o {
	case opCard, opCardPlace, opWide, opOwnHand:
		return x, true
	case opOwnPlay:
		return handSlots + x, true
	case opExtra:
		return cardPlaces + x, true
	case opOwnHandX, opHandX:
		return handXFirst + x, true
	case opCacheX:
		return cacheXFirst + x, true
	case opActor:
		if x < maxPlayers*gearSlots {
			return cardPlaces + x/gearSlots*perPlayerX + lookSlots + revealSlots + x%gearSlots, true
		}
		x -= maxPlayers * gearSlots
		return x/slotSlots*perPlayer + ownCards + x%slotSlots, true
	case opTarget:
		if x == 0 || x > cardPlaces {
			return 0, false
		}
		return x - 1, true
	case opWideTarget:
		if x > cardPlaces+maxPlayers {
			return x - 1 - maxPlayers, true
		}
		return placeNamed(opTarget, x)
	}
	return 0, false
}

// named is a card an action id names and the place it names it by.
type named struct {
	card  int32
	place int
}

// namedBy returns the cards option o's id names by their places.
func namedBy(id int, o engine.Option) []named {
	for _, f := range families {
		if id < f.first || id >= f.first+f.size {
			continue
		}
		c, tg, _ := f.grid().Split(id - f.first)
		var out []named
		if at, ok := placeNamed(f.card, c); ok && o.Card > 0 {
			out = append(out, named{int32(o.Card), at})
		}
		if at, ok := placeNamed(f.target, tg); ok && o.Target > 0 {
			out = append(out, named{int32(o.Target), at})
		}
		return out
	}
	return nil
}

// shownName returns the name under which view v lists card id, false when
// no list of v holds it.
func shownName(v neuroscape.View, id int32) (string, bool) {
	lists := [][]neuroscape.CardView{v.Cache}
	if v.Environment != nil {
		lists = append(lists, []neuroscape.CardView{*v.Environment})
	}
	for _, p := range v.Players {
		if p.MainframeID == id {
			return p.Mainframe, true
		}
		lists = append(lists, p.Hand, p.Play, p.Slots, p.Gear, p.Looking, p.Revealed)
	}
	for _, l := range lists {
		for _, c := range l {
			if c.ID == id {
				return c.Name, true
			}
		}
	}
	return "", false
}

// TestTheBlockOfAnIdsPlaceHoldsItsCard plays random games at 2 and 4
// players, with the default decks and with every card, and for every
// option naming a card checks the observation's block at the place the
// option's id names it by (decoded from the id, placeNamed): a card the
// view lists is present there, known with its code (its collector number)
// when the view shows its face and unknown when not (a face-down trojan);
// a card named from an unseen place leaves its block empty, and one named
// from a Cache place past the top cacheSlots has none; a Cache item
// that is an activated ability names it by its index on its card. It reports the
// observation's size and mean non-zero floats.
func TestTheBlockOfAnIdsPlaceHoldsItsCard(t *testing.T) {
	for _, tc := range []struct {
		players string
		every   bool
	}{{"2", false}, {"4", false}, {"2", true}, {"4", true}} {
		name := "at " + tc.players + " players"
		if tc.every {
			name += " with every card"
		}
		t.Run(name+" an option's card is in the block of its id's place", func(t *testing.T) {
			options := map[string]string{"players": tc.players}
			var decks []string
			if tc.every {
				var err error
				if decks, err = (neuroscape.Ruleset{}).EveryCardDecks(options); err != nil {
					t.Fatal(err)
				}
			}
			obs := make([]float32, enc.ObservationSize())
			checked, known, faceDown, unseen, deep, observations, nonZero, abilities := 0, 0, 0, 0, 0, 0, 0, 0
			for seed := uint64(1); seed <= 4; seed++ {
				g, err := neuroscape.Ruleset{}.New(engine.Setup{Seed: seed, Options: options, Decks: decks})
				if err != nil {
					t.Fatal(err)
				}
				rng := engine.NewRNG(seed)
				for step := 0; step < 3000; step++ {
					if _, over := g.Result(); over {
						break
					}
					d := g.Pending()[0]
					v := g.View(d.Seat).(neuroscape.View)
					ids, err := enc.Actions(observe.Given(v), d)
					if err != nil {
						t.Fatal(err)
					}
					if err := enc.Observe(v, obs); err != nil {
						t.Fatal(err)
					}
					observations++
					for _, x := range obs {
						if x != 0 {
							nonZero++
						}
					}
					for i, c := range v.Cache[:min(len(v.Cache), cacheSlots)] {
						block := obs[cardsAt+(maxPlayers*perPlayer+i)*nCard : cardsAt+(maxPlayers*perPlayer+i+1)*nCard]
						if c.Ability != "" {
							abilities++
							if block[fAttack+7] != 1 || block[fAttack+8] < 1 {
								t.Fatalf("seed %d step %d: the Cache's item %d is %s's %s, its block's ability %v, index %v", seed, step, i, c.Name, c.Ability, block[fAttack+7], block[fAttack+8])
							}
						}
					}
					for i, o := range d.Options {
						for _, c := range namedBy(ids[i], o) {
							if c.place >= obsPlaces {
								deep++ // a Cache item past the top cacheSlots: a place with no block
								continue
							}
							block := obs[cardsAt+c.place*nCard : cardsAt+(c.place+1)*nCard]
							where := fmt.Sprintf("seed %d step %d: option %d (%s, id %d %s) names card %d at %s", seed, step, i, g.Describe(d, i), ids[i], enc.ActionName(ids[i]), c.card, placeName(c.place))
							name, shown := shownName(v, c.card)
							checked++
							switch {
							case c.place >= unseenFirst && c.place < binFirst:
								unseen++
								if slices.ContainsFunc(block, func(x float32) bool { return x != 0 }) {
									t.Fatalf("%s: an unseen place's block is not empty: %v", where, block)
								}
							case !shown:
								t.Fatalf("%s, which the view lists nowhere", where)
							case block[0] != 1:
								t.Fatalf("%s: the block there is empty", where)
							default:
								data, ok := carddb.Lookup(name)
								if !ok {
									faceDown++
									if block[1] != 0 || block[2] != 0 {
										t.Fatalf("%s: %q is known in the block: %v", where, name, block[:3])
									}
									continue
								}
								known++
								if block[1] != 1 || block[2] != float32(data.ID) {
									t.Fatalf("%s: %s (code %d) has known %v code %v in the block", where, name, data.ID, block[1], block[2])
								}
							}
						}
					}
					if _, err := g.Apply(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: engine.RandomChoice(&rng, d).Option}); err != nil {
						t.Fatal(err)
					}
				}
			}
			t.Logf("%d cards named checked: %d known, %d face down, %d unseen, %d on the Cache past its top %d (no block); %d abilities on the Cache; %d observations of %d floats, %.1f non-zero on average",
				checked, known, faceDown, unseen, deep, cacheSlots, abilities, observations, len(obs), float64(nonZero)/float64(max(observations, 1)))
			if known < 100 {
				t.Fatalf("only %d known cards checked", known)
			}
		})
	}
}

// field returns the name of the layout field holding offset i, and the
// card field's name in a card block.
func field(i int) string {
	for _, f := range enc.Layout() {
		if i >= f.Offset && i < f.Offset+f.Size {
			if i >= cardsAt {
				return fmt.Sprintf("%s %s", f.Name, cardFields[(i-cardsAt)%nCard])
			}
			return f.Name
		}
	}
	return "?"
}

// handNames returns the names of seat's hand as the seat sees it.
func handNames(g engine.Game, seat engine.Seat) []string {
	var out []string
	for _, c := range g.View(seat).(neuroscape.View).Players[seat].Hand {
		out = append(out, c.Name)
	}
	return out
}

// teamOf returns seat's team as the view lists it.
func teamOf(g engine.Game, seat engine.Seat) int {
	return g.View(seat).(neuroscape.View).Players[seat].Team
}

// TestAnObservationShowsItsSeatsHandAndNoOtherTeams plays random games at
// 2 and 4 players and, every few steps, deals each seat's information
// state again (neuroscape.Info.Sample: the hands and cyberdecks it cannot
// see dealt anew): the seat's observation is the same in both worlds,
// while a seat of the other team whose hand was dealt differently sees a
// different observation (its own hand is in it). The agent's leak test
// (agent/leak_test.go) compares whole sequences of what a seat is shown.
func TestAnObservationShowsItsSeatsHandAndNoOtherTeams(t *testing.T) {
	for _, players := range []string{"2", "4"} {
		t.Run("at "+players+" players a hand re-dealt changes only its team's observations", func(t *testing.T) {
			a, b := make([]float32, obsLength), make([]float32, obsLength)
			obsOf := func(g engine.Game, seat engine.Seat, out []float32) {
				t.Helper()
				if err := enc.Observe(g.View(seat), out); err != nil {
					t.Fatal(err)
				}
			}
			same, differ := 0, 0
			for seed := uint64(1); seed <= 3; seed++ {
				eg, err := neuroscape.Ruleset{}.New(engine.Setup{Seed: seed, Options: map[string]string{"players": players}})
				if err != nil {
					t.Fatal(err)
				}
				g := eg.(*neuroscape.Game)
				rng := engine.NewRNG(seed)
				for step := 0; step < 400; step++ {
					if _, over := g.Result(); over {
						break
					}
					if step%5 == 2 {
						for p := range engine.Seat(len(g.Seats())) {
							info, err := g.Info(p)
							if err != nil {
								continue
							}
							w, err := info.Sample(&rng, nil)
							if err != nil {
								t.Fatal(err)
							}
							obsOf(g, p, a)
							obsOf(w, p, b)
							for i := range a {
								if a[i] != b[i] {
									t.Fatalf("seed %d step %d: seat %d's observation differs in a world dealt again at %d (%s): %v, %v", seed, step, p, i, field(i), a[i], b[i])
								}
							}
							same++
							for q := range engine.Seat(len(g.Seats())) {
								if teamOf(g, q) == teamOf(g, p) || slices.Equal(handNames(g, q), handNames(w, q)) {
									continue
								}
								obsOf(g, q, a)
								obsOf(w, q, b)
								if slices.Equal(a, b) {
									t.Fatalf("seed %d step %d: seat %d's hand %v, dealt again %v: one observation", seed, step, q, handNames(g, q), handNames(w, q))
								}
								differ++
							}
						}
					}
					d := g.Pending()[0]
					if _, err := g.Apply(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: engine.RandomChoice(&rng, d).Option}); err != nil {
						t.Fatal(err)
					}
				}
			}
			t.Logf("%d observations the same in a world dealt again, %d hands dealt differently seen", same, differ)
			if same < 20 || differ < 10 {
				t.Fatalf("only %d observations compared, %d different hands", same, differ)
			}
		})
	}
}

// BenchmarkObserve measures one observation of a 2-player game's deploy
// step, from the decider's view (the view built once).
func BenchmarkObserve(b *testing.B) {
	g, err := neuroscape.Ruleset{}.New(engine.Setup{Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	rng := engine.NewRNG(1)
	for step := 0; step < 60; step++ {
		d := g.Pending()[0]
		if _, err := g.Apply(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: engine.RandomChoice(&rng, d).Option}); err != nil {
			b.Fatal(err)
		}
	}
	v := g.View(g.Pending()[0].Seat)
	out := make([]float32, obsLength)
	b.ReportAllocs()
	for b.Loop() {
		if err := enc.Observe(v, out); err != nil {
			b.Fatal(err)
		}
	}
}

// headerAt returns the header field called name of observation obs.
func headerAt(obs []float32, name string) float32 {
	for i, f := range headerFields {
		if f.Name == name {
			return obs[i]
		}
	}
	panic("no header field " + name)
}

// TestTheHeaderReadsTheGameFromTheDecidersSide plays random games at 2 and
// 4 players to their end and reads the header of every seat's
// observation: whose turn and priority it is, counted from the seat (the
// active seat reads its own turn, the others another's); one step flag
// set; at the end, over, and the winning team's seats read won, the
// others lost (or all a draw).
func TestTheHeaderReadsTheGameFromTheDecidersSide(t *testing.T) {
	for _, players := range []string{"2", "4"} {
		t.Run("at "+players+" players each seat reads turn, step and result from its side", func(t *testing.T) {
			obs := make([]float32, obsLength)
			ended := 0
			for seed := uint64(1); seed <= 3; seed++ {
				g, err := neuroscape.Ruleset{}.New(engine.Setup{Seed: seed, Options: map[string]string{"players": players}})
				if err != nil {
					t.Fatal(err)
				}
				rng := engine.NewRNG(seed)
				for step := 0; step < 20000; step++ {
					r, over := g.Result()
					for seat := range engine.Seat(len(g.Seats())) {
						v := g.View(seat).(neuroscape.View)
						if err := enc.Observe(v, obs); err != nil {
							t.Fatal(err)
						}
						steps := 0
						for _, s := range stepNames {
							steps += int(headerAt(obs, "step."+strings.ReplaceAll(s, " ", "_")))
						}
						active := v.Step != "setup" && v.Active >= 0
						if steps != 1 || headerAt(obs, "my_turn") != flag(active && v.Active == int(seat)) ||
							(active && headerAt(obs, "active") != float32((v.Active-int(seat)+len(v.Players))%len(v.Players)+1)) ||
							headerAt(obs, "my_priority") != flag(v.Priority == int(seat)) {
							t.Fatalf("seed %d step %d seat %d: step flags %d, my turn %v active %v my priority %v; the view's step %q active %d priority %d",
								seed, step, seat, steps, headerAt(obs, "my_turn"), headerAt(obs, "active"), headerAt(obs, "my_priority"), v.Step, v.Active, v.Priority)
						}
						if !over {
							continue
						}
						won, lost, draw := headerAt(obs, "won"), headerAt(obs, "lost"), headerAt(obs, "draw")
						want := [3]float32{flag(!r.Draw && r.Team == teamOf(g, seat)), flag(!r.Draw && r.Team != teamOf(g, seat)), flag(r.Draw)}
						if headerAt(obs, "over") != 1 || [3]float32{won, lost, draw} != want {
							t.Fatalf("seed %d: seat %d reads over %v, won/lost/draw %v; the result %+v", seed, seat, headerAt(obs, "over"), [3]float32{won, lost, draw}, r)
						}
					}
					if over {
						ended++
						break
					}
					d := g.Pending()[0]
					if _, err := g.Apply(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: engine.RandomChoice(&rng, d).Option}); err != nil {
						t.Fatal(err)
					}
				}
			}
			if ended == 0 {
				t.Fatal("no game ended")
			}
		})
	}
}
