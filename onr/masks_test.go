package onr_test

import (
	"reflect"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// TestMasksGiveTheOptionsOfTheLongWay: the could-act masks (masks.go) only
// skip what cannot give an option. Random games played twice, with the
// masks and the long way (onr.UnmaskedForTest), the same choices given to
// both, ask the same decisions with the same options in the same order,
// record the same events and end in the same state, with the default
// decks and with decks of every implemented card.
func TestMasksGiveTheOptionsOfTheLongWay(t *testing.T) {
	games := 150
	if testing.Short() {
		games = 30
	}
	corp, runner := everyCardDecks(t)
	for _, tc := range []struct {
		name  string
		decks []string
	}{
		{"with the default decks, every decision is the long way's", nil},
		{"with every card, every decision is the long way's", []string{corp, runner}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			decisions := 0
			for i := range games {
				seed := uint64(i) + 1
				setup := engine.Setup{Seed: seed, Decks: tc.decks}
				masked, err := onr.New(setup)
				if err != nil {
					t.Fatal(err)
				}
				long, err := onr.New(setup)
				if err != nil {
					t.Fatal(err)
				}
				onr.UnmaskedForTest(long)
				r := bot.NewRandom(seed)
				pick := engine.NewRNG(seed ^ 0x9c1)
				for step := 0; !masked.State().Over; step++ {
					p, want := masked.Pending(), long.Pending()
					if !reflect.DeepEqual(p, want) {
						t.Fatalf("seed %d step %d: with the masks\n%+v\nthe long way\n%+v", seed, step, p, want)
					}
					ch := r.Choose(p[pick.IntN(len(p))])
					evs, err := masked.Apply(ch)
					if err != nil {
						t.Fatalf("seed %d step %d: %v", seed, step, err)
					}
					wantEvs, err := long.Apply(ch)
					if err != nil {
						t.Fatalf("seed %d step %d, the long way: %v", seed, step, err)
					}
					if !sameEvents(evs, wantEvs) {
						t.Fatalf("seed %d step %d: events with the masks\n%+v\nthe long way\n%+v", seed, step, evs, wantEvs)
					}
					decisions++
				}
				h, err := engine.Hash(masked)
				if err != nil {
					t.Fatal(err)
				}
				wantH, err := engine.Hash(long)
				if err != nil {
					t.Fatal(err)
				}
				if !long.State().Over || h != wantH {
					t.Fatalf("seed %d: the games end apart", seed)
				}
			}
			t.Logf("%d games, %d decisions compared", games, decisions)
		})
	}
}

// sameEvents reports whether two games' events of a step are the same as
// every seat reads them: kind, subject, amount and wording for each seat
// and a spectator (an event's teller belongs to its game).
func sameEvents(a, b []engine.Event) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Type != b[i].Type || a[i].Private != b[i].Private || a[i].Subject != b[i].Subject || a[i].N != b[i].N {
			return false
		}
		for _, seat := range []engine.Seat{0, 1, engine.NoSeat} {
			if a[i].For(seat) != b[i].For(seat) {
				return false
			}
		}
	}
	return true
}
