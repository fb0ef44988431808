package cards_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/neuroscape"
)

// infoRun counts what TestASampledWorldLooksTheSameToTheSeat saw.
type infoRun struct {
	asked, refused, sampled int
	// changed[k] counts the samples in which some card of kind k hidden
	// from the seat was dealt something else; present[k] those in which
	// the seat had some card of kind k hidden.
	changed, present map[string]int
	reasons          map[string]int
}

// The kinds of hidden cards the test tells apart.
const (
	ownDeck   = "its own cyberdeck"
	otherDeck = "another player's cyberdeck"
	foeHand   = "an opponent's hand"
	faceDown  = "an opponent's face-down card"
)

// hiddenKinds returns, by card id, the kind of each card whose face seat
// may not know (NS-2.1, NS-2.5, NS-23.2), found from the state as the
// rules say, not as info.go does.
func hiddenKinds(st *neuroscape.State, seat engine.Seat) map[int32]string {
	out := map[int32]string{}
	for i, p := range st.P {
		for _, id := range p.Deck {
			out[id] = otherDeck
			if engine.Seat(i) == seat {
				out[id] = ownDeck
			}
		}
		if i%2 != int(seat)%2 {
			for _, id := range p.Hand {
				out[id] = foeHand
			}
		}
	}
	g := neuroscape.GameOf(st)
	raw, _ := json.Marshal(g.View(seat))
	var v neuroscape.View
	_ = json.Unmarshal(raw, &v)
	for _, p := range v.Players {
		for _, c := range p.Slots {
			if c.Name == "face-down card" {
				out[c.ID] = faceDown
			}
		}
	}
	for _, c := range v.Cache {
		if c.Name == "face-down card" {
			out[c.ID] = faceDown
		}
	}
	return out
}

// ownDeckCards lists, sorted, the cards of seat's own cyberdeck.
func ownDeckCards(st *neuroscape.State, seat engine.Seat) string {
	var out []string
	for _, id := range st.P[seat].Deck {
		out = append(out, st.Objs[id-1].Card.String())
	}
	slices.Sort(out)
	return strings.Join(out, ", ")
}

// TestASampledWorldLooksTheSameToTheSeat plays random games at 2 and 4
// players, with the default decks and with decks of every implemented card
// (trojans face down, INDEX's reveals), and, every few choices, deals each
// seat's information state again: the world passes Check; the seat's View
// of it is the real one (JSON bytes), its pending decisions read the same
// and it goes on (a choice applies); its own cyberdeck holds the same
// cards; its information state is the real one's (the masking depends on
// nothing the seat cannot see); and the cards hidden from the seat are
// really dealt again (each kind changed in a quarter of the samples at least). The information
// states refused (ErrNoInfoState) are few.
func TestASampledWorldLooksTheSameToTheSeat(t *testing.T) {
	every, err := neuroscape.Ruleset{}.EveryCardDecks(map[string]string{"players": "4"})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name    string
		players int
		decks   []string
	}{
		{"2 players, the default decks", 2, nil},
		{"4 players, the default decks", 4, nil},
		{"2 players, every implemented card", 2, every[:2]},
		{"4 players, every implemented card", 4, every},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := infoRun{changed: map[string]int{}, present: map[string]int{}, reasons: map[string]int{}}
			for seed := uint64(1); seed <= 3; seed++ {
				sampleGame(t, seed, tc.players, tc.decks, &r)
			}
			t.Logf("%d information states asked, %d refused %v, %d worlds sampled; hidden cards changed %v of %v", r.asked, r.refused, r.reasons, r.sampled, r.changed, r.present)
			if r.sampled < 200 {
				t.Errorf("%d worlds sampled, want at least 200", r.sampled)
			}
			if r.refused*10 > r.asked {
				t.Errorf("%d of %d information states refused: want at most one in ten", r.refused, r.asked)
			}
			for k, n := range r.present {
				if n >= 20 && r.changed[k]*4 < n {
					t.Errorf("cards of %s were dealt again in %d samples of %d: the sampler keeps what the seat cannot see", k, r.changed[k], n)
				}
			}
			for _, k := range []string{ownDeck, otherDeck, foeHand} {
				if r.present[k] < 20 {
					t.Errorf("only %d samples with cards hidden in %s", r.present[k], k)
				}
			}
		})
	}
}

// sampleGame plays one random game and samples its seats' worlds.
func sampleGame(t *testing.T, seed uint64, players int, decks []string, r *infoRun) {
	t.Helper()
	g0, err := neuroscape.Ruleset{}.New(engine.Setup{Seed: seed, Decks: decks, Options: map[string]string{"players": fmt.Sprint(players), "rounds": "8"}})
	if err != nil {
		t.Fatal(err)
	}
	g := g0.(*neuroscape.Game)
	rng := engine.NewRNG(seed ^ 0x1f0)
	deal := engine.NewRNG(seed ^ 0xdea1)
	for step := 0; step < 20000; step++ {
		if _, over := g.Result(); over {
			return
		}
		if step%players == 0 {
			for s := range players {
				sampleSeat(t, g, engine.Seat(s), decks, &deal, r, step)
			}
		}
		d := g.Pending()[0]
		if _, err := g.Apply(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: rng.IntN(len(d.Options))}); err != nil {
			t.Fatal(err)
		}
	}
}

// sampleSeat deals seat's information state in g again and checks the
// world (see TestASampledWorldLooksTheSameToTheSeat).
func sampleSeat(t *testing.T, g *neuroscape.Game, seat engine.Seat, decks []string, deal *engine.RNG, r *infoRun, step int) {
	t.Helper()
	r.asked++
	info, err := g.Info(seat)
	if errors.Is(err, neuroscape.ErrNoInfoState) {
		r.refused++
		reason := err.Error()
		if i := strings.LastIndex(reason, ": "); i >= 0 {
			reason = reason[i+2:]
		}
		r.reasons[strings.TrimSpace(strings.Map(func(c rune) rune {
			if c >= '0' && c <= '9' {
				return -1
			}
			return c
		}, reason))]++
		return
	}
	if err != nil {
		t.Fatalf("step %d, seat %d: %v", step, seat, err)
	}
	w, err := info.Sample(deal, decks)
	if err != nil {
		t.Fatalf("step %d, seat %d: sampling: %v", step, seat, err)
	}
	world := w.(*neuroscape.Game)
	r.sampled++
	if err := world.Check(); err != nil {
		t.Fatalf("step %d, seat %d: the sampled world breaks an invariant: %v", step, seat, err)
	}
	want, _ := json.Marshal(g.View(seat))
	got, _ := json.Marshal(world.View(seat))
	if string(got) != string(want) {
		t.Fatalf("step %d, seat %d: the sampled world's view differs:\nreal    %s\nsampled %s", step, seat, want, got)
	}
	if dr, ds := describeOwn(g, seat), describeOwn(world, seat); dr != ds {
		t.Fatalf("step %d, seat %d: its decisions read %q in the real game, %q in the world", step, seat, dr, ds)
	}
	if a, b := ownDeckCards(g.State(), seat), ownDeckCards(world.State(), seat); a != b {
		t.Fatalf("step %d, seat %d: its own cyberdeck holds %s, in the world %s", step, seat, a, b)
	}
	if wi, err := world.Info(seat); err != nil {
		t.Fatalf("step %d, seat %d: the world gives no information state: %v", step, seat, err)
	} else if a, b := mustJSON(t, info), mustJSON(t, wi); a != b {
		t.Fatalf("step %d, seat %d: the world's information state differs:\nreal  %s\nworld %s", step, seat, a, b)
	}
	kinds := hiddenKinds(g.State(), seat)
	changed, present := map[string]bool{}, map[string]bool{}
	for id, k := range kinds {
		present[k] = true
		if g.State().Objs[id-1].Card != world.State().Objs[id-1].Card {
			changed[k] = true
		}
	}
	for k := range present {
		r.present[k]++
		if changed[k] {
			r.changed[k]++
		}
	}
	d := world.Pending()[0]
	if _, err := world.Apply(engine.Choice{Decision: d.ID, Seat: d.Seat, Option: deal.IntN(len(d.Options))}); err != nil {
		t.Fatalf("step %d, seat %d: the sampled world does not go on: %v", step, seat, err)
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// describeOwn is seat's pending decisions in words: id, prompt and options.
func describeOwn(g *neuroscape.Game, seat engine.Seat) string {
	var b strings.Builder
	for _, d := range g.Pending() {
		if d.Seat != seat {
			continue
		}
		fmt.Fprintf(&b, "%d %s", d.ID, d.Prompt)
		for i := range d.Options {
			b.WriteString(" | " + g.Describe(d, i))
		}
	}
	return b.String()
}
