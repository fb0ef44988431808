package enginetest

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
)

// reseed gives toy game g a random generator seeded with seed.
func reseed(t *testing.T, g engine.Game, seed uint64) {
	t.Helper()
	switch g := g.(type) {
	case *toyGame:
		g.st.RNG = engine.NewRNG(seed)
	case *swiftGame:
		g.st.RNG = engine.NewRNG(seed)
	case *nsgGame:
		g.st.RNG = engine.NewRNG(seed)
	default:
		t.Fatalf("no generator to reseed in %T", g)
	}
}

// allViews returns the JSON view of every seat of g and of a spectator.
func allViews(t *testing.T, g engine.Game) []byte {
	t.Helper()
	var out []byte
	for v := engine.NoSeat; int(v) < len(g.Seats()); v++ {
		b, err := json.Marshal(g.View(v))
		if err != nil {
			t.Fatal(err)
		}
		out = append(append(out, b...), '\n')
	}
	return out
}

// TestToyChoiceEffects checks the effect the toys report for every choice
// of random games (engine.Effecter): Apply always measures it; a choice
// whose outcome depends on the generator (the same choice applied to a
// copy seeded anew leaves another view or other events) is flagged Random; a choice flagged
// neither is taken back by replaying the record without it, every view as
// it was before; and each toy flags what it reveals (the auction's second
// bid, a card played or drawn in swift) and nothing in nsg, which never
// shows a secret.
func TestToyChoiceEffects(t *testing.T) {
	for _, tc := range []struct {
		name         string
		rs           engine.Ruleset
		options      map[string]string
		wantRevealed bool
		wantRandom   bool
	}{
		{"the toy flags its coin and its auctions", Toy{}, nil, true, true},
		{"swift flags its draws and plays", Swift{}, nil, true, true},
		{"swift 2v2 flags its draws and plays", Swift{}, map[string]string{"seats": "4", "teams": "2v2"}, true, true},
		{"nsg draws only at setup and reveals nothing", NSGToy{}, nil, false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var choices, random, dependent, revealed, neither, takebacks int
			for seed := uint64(1); seed <= 20; seed++ {
				setup := engine.Setup{Seed: seed, Options: tc.options}
				g, err := tc.rs.New(setup)
				if err != nil {
					t.Fatal(err)
				}
				rec := engine.Record{Ruleset: tc.rs.Name(), Setup: setup}
				b := bot.NewRandom(seed)
				for step := 0; step < 5000; step++ {
					if _, over := g.Result(); over {
						break
					}
					c := b.Choose(g.Pending()[0])
					before := allViews(t, g)
					other := g.Clone()
					reseed(t, other, seed^uint64(step)^0x5eed)
					ev, err := g.Apply(c)
					if err != nil {
						t.Fatal(err)
					}
					rec.Choices = append(rec.Choices, c)
					eff, ok := g.(engine.Effecter).LastEffect()
					if !ok {
						t.Fatalf("seed %d step %d: Apply measured no effect", seed, step)
					}
					choices++
					if eff.Random {
						random++
					}
					if eff.Revealed {
						revealed++
					}
					oev, err := other.Apply(c)
					if err != nil {
						t.Fatal(err)
					}
					evJSON, _ := json.Marshal(ev)
					oevJSON, _ := json.Marshal(oev)
					if !bytes.Equal(allViews(t, g), allViews(t, other)) || !bytes.Equal(evJSON, oevJSON) {
						dependent++
						if !eff.Random {
							t.Fatalf("seed %d step %d: choice %+v depends on the generator but is not flagged Random", seed, step, c)
						}
					}
					if eff.Random || eff.Revealed {
						continue
					}
					neither++
					if step%7 == 0 {
						takebacks++
						back := rec
						back.Choices = rec.Choices[:len(rec.Choices)-1]
						r, err := engine.Replay(tc.rs, back)
						if err != nil {
							t.Fatal(err)
						}
						if !bytes.Equal(before, allViews(t, r)) {
							t.Fatalf("seed %d step %d: taking back %+v leaves other views than before it", seed, step, c)
						}
					}
				}
			}
			t.Logf("%d choices: %d Random (%d seen to depend on the generator), %d Revealed, %d neither (%d taken back)", choices, random, dependent, revealed, neither, takebacks)
			if neither == 0 || takebacks == 0 || (revealed > 0) != tc.wantRevealed || (dependent > 0) != tc.wantRandom || (random > 0) != tc.wantRandom {
				t.Errorf("the games reached too little, or revealed %d (want some: %v), drew %d (want some: %v)", revealed, tc.wantRevealed, random, tc.wantRandom)
			}
		})
	}
}
