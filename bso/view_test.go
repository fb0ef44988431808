package bso_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/fuzz"
)

// hiddenFrom reports whether the identity of card k is hidden from seat
// (NoSeat: a spectator), stated from the rules: nobody sees into a draw
// pile; a hand is its holder's; an installed Corp card neither rezzed nor
// face up is its Corp's; a face-down resource is its Runner's (ONR-2.6,
// ONR-16.1). A seat that accessed or was shown a card knows it where it is
// (Card.KnownTo) — that seat only: teammates share nothing hidden ("Teams
// and Seating": "the Sponsor's Agent may not look at the ice protecting
// that fort").
//
// A card every seat knows (a rezzed ice stored in HQ in front of everyone)
// is known to spectators too: everyone is the mask of all the table's seats.
func hiddenFrom(k *onr.Card, seat engine.Seat, everyone kernel.Viewers) bool {
	knows := seat >= 0 && k.KnownTo&(1<<uint(seat)) != 0 || seat < 0 && k.KnownTo != 0 && k.KnownTo&everyone == everyone
	own := seat >= 0 && k.At == seat
	switch k.Zone {
	case onr.ZoneDeck:
		return !knows
	case onr.ZoneHand:
		return !own && !knows
	case onr.ZoneDiscard:
		return !k.FaceUp && k.Side == onr.Corp && !own
	case onr.ZoneIce, onr.ZoneFort:
		return !k.Rezzed && !k.FaceUp && !own && !knows
	case onr.ZoneRig:
		return !k.FaceUp && !own
	}
	return false
}

// hiddenTitles returns, for each viewer, the titles that would reveal a
// hidden card: titles of cards hidden from it, minus titles of any card it
// may see. For a step's events (forEvents), a Corp card some Runner has seen
// that is now stored in HQ or R&D does not count for Agents: one may have
// accessed it during the step before it moved (as in ONR's view test).
func hiddenTitles(g *bso.Game, viewers []engine.Seat, forEvents bool) map[engine.Seat][]string {
	s := g.State()
	out := map[engine.Seat][]string{}
	for _, v := range viewers {
		hidden, shown := map[string]bool{}, map[string]bool{}
		for c := int32(1); c < int32(len(s.Cards)); c++ {
			k := &s.Cards[c]
			if k.Zone == onr.ZoneNone || k.Zone == onr.ZoneRemoved && !k.FaceUp {
				continue
			}
			seen := forEvents && v >= 0 && s.Players[v].Role == onr.Runner && k.Side == onr.Corp && k.Seen &&
				(k.Zone == onr.ZoneHand || k.Zone == onr.ZoneDeck)
			// A Runner card shown in the open, shuffled back into the stack
			// in the same step (Mystery Box): every viewer was shown it.
			seen = seen || forEvents && k.Side == onr.Runner && k.Seen && k.Zone == onr.ZoneDeck
			if hiddenFrom(k, v, 1<<uint(len(s.Players))-1) && !seen {
				hidden[k.ID.String()] = true
			} else {
				shown[k.ID.String()] = true
			}
		}
		for i := range s.Players {
			for _, x := range s.Players[i].Virus {
				shown[x.ID.String()] = true // virus counters are public (R082)
			}
		}
		var list []string
		for id := range hidden {
			if !shown[id] {
				list = append(list, onr.TitleOf(id))
			}
		}
		slices.Sort(list)
		out[v] = list
	}
	return out
}

// everyCardDecks returns the starter decks with one more copy of every
// implemented card of each side, the Corp's topped up with agendas
// (fuzz.EveryCardDecks).
func everyCardDecks(t testing.TB) []string {
	t.Helper()
	corp, runner, err := fuzz.EveryCardDecks()
	if err != nil {
		t.Fatal(err)
	}
	return []string{corp, runner}
}

// checkViews checks every seat's view, its pending decisions and their
// descriptions against the titles hidden from it.
func checkViews(t *testing.T, g *bso.Game, viewers []engine.Seat, hidden map[engine.Seat][]string, where string) {
	t.Helper()
	s := g.State()
	for _, v := range viewers {
		view, ok := g.View(v).(*bso.View)
		if !ok {
			t.Fatalf("%s: View(%d) is a %T", where, v, g.View(v))
		}
		b, _ := json.Marshal(view)
		if title, leak := fuzz.NamesInJSON(b, hidden[v]); leak {
			t.Fatalf("%s: the view of seat %d names %q, hidden from it", where, v, title)
		}
		var own []engine.Decision
		for _, d := range g.Pending() {
			if d.Seat == v {
				own = append(own, d)
			}
		}
		if !reflect.DeepEqual(view.Pending, own) {
			t.Fatalf("%s: the view of seat %d has pending %v, not its own %v", where, v, view.Pending, own)
		}
		for i := range s.Players {
			p := &view.Players[i]
			if (p.Hand != nil) != (v == engine.Seat(i)) {
				t.Fatalf("%s: the view of seat %d lists the hand of seat %d: %v", where, v, i, p.Hand != nil)
			}
		}
	}
	for _, d := range g.Pending() {
		for i := range d.Options {
			if title, leak := fuzz.Names(g.Describe(d, i), hidden[d.Seat]); leak {
				t.Fatalf("%s: option %q to seat %d names %q, hidden from it", where, g.Describe(d, i), d.Seat, title)
			}
		}
		if title, leak := fuzz.Names(d.Prompt, hidden[d.Seat]); leak {
			t.Fatalf("%s: prompt %q to seat %d names %q", where, d.Prompt, d.Seat, title)
		}
	}
}

func TestViewsHideWhatEachSeatCannotSee(t *testing.T) {
	// A property over random games with every implemented card, at 4, 6 and
	// 8: no view, option, prompt or event names a card its seat may not
	// know; teammates share nothing hidden; a view holds only its seat's
	// own decisions and hand.
	games := 3
	if testing.Short() {
		games = 1
	}
	decks := everyCardDecks(t)
	for _, n := range []int{4, 6, 8} {
		for seed := uint64(1); seed <= uint64(games); seed++ {
			g, err := bso.New(engine.Setup{Seed: seed, Decks: decks, Options: map[string]string{"players": fmt.Sprint(n), "rehire": "true"}})
			if err != nil {
				t.Fatal(err)
			}
			viewers := []engine.Seat{engine.NoSeat}
			for i := range n {
				viewers = append(viewers, engine.Seat(i))
			}
			b := bot.NewRandom(seed)
			for step := 0; ; step++ {
				where := fmt.Sprintf("%d players seed %d step %d", n, seed, step)
				checkViews(t, g, viewers, hiddenTitles(g, viewers, false), where)
				if _, over := g.Result(); over {
					break
				}
				if step > 200000 {
					t.Fatalf("%s: no end", where)
				}
				before := hiddenTitles(g, viewers, true)
				ev := apply(t, g, b.Choose(g.Pending()[0]))
				// A leak names a card hidden both before and after the step
				// (fuzz.HiddenBoth): a prep played in the open and taken back
				// into the hand was named while all saw it.
				hidden := fuzz.HiddenBoth(before, hiddenTitles(g, viewers, true))
				for _, e := range ev {
					for _, v := range viewers {
						if title, leak := fuzz.Names(e.For(v), hidden[v]); leak {
							t.Fatalf("%s: event %q, as seat %d reads it, names %q, hidden from it", where, e.For(v), v, title)
						}
					}
				}
			}
		}
	}
}

// TestAReusedViewIsTheView: a view built in the room of an older one
// (ReuseView, the agent layer's) is the game's View, table and all —
// teams, forts' owners, whose turn — whatever the older view held (another
// seat's, of an earlier state), at tables of four, six and eight.
func TestAReusedViewIsTheView(t *testing.T) {
	for _, n := range []int{4, 6, 8} {
		t.Run(fmt.Sprintf("a reused view is the view at %d seats", n), func(t *testing.T) {
			g := newGame(t, 1, fmt.Sprintf("players=%d", n))
			rng := engine.NewRNG(1)
			var old any
			for step := 0; step < 400; step++ {
				if _, over := g.Result(); over {
					break
				}
				seat := engine.Seat(step % n)
				want, err := json.Marshal(g.View(seat))
				if err != nil {
					t.Fatal(err)
				}
				old = g.ReuseView(seat, old)
				if _, ok := old.(*bso.View); !ok {
					t.Fatalf("step %d: a reused view is a %T", step, old)
				}
				got, err := json.Marshal(old)
				if err != nil {
					t.Fatal(err)
				}
				if string(got) != string(want) {
					t.Fatalf("step %d seat %d: reused\n%s\nfresh\n%s", step, seat, got, want)
				}
				d := g.Pending()[0]
				c := engine.Choice{Decision: d.ID, Seat: d.Seat, Number: d.Min}
				if d.Kind != engine.Number {
					c.Option = rng.IntN(len(d.Options))
				}
				if err := engine.Step(g, c); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}
