package onr

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
)

// TestMemoOfRezAtRunStartIsTheLongWay: what mayRezAtRunStart keeps for
// each seat (rezAtStartMemo) is, after every step of random games, what
// every card of the game gives the long way, in the game and in the
// worlds dealt from each seat's information state (whose cards' ids
// change); and Check reports a memo that lies.
func TestMemoOfRezAtRunStartIsTheLongWay(t *testing.T) {
	corp, runner, err := EveryCardDecks()
	if err != nil {
		t.Fatal(err)
	}
	same := func(t *testing.T, s *State, where string) (yes int) {
		t.Helper()
		for seat := range engine.Seat(len(s.Players)) {
			got, want := s.mayRezAtRunStart(seat), s.mayRezAtRunStartLong(seat)
			if got != want {
				t.Fatalf("%s, seat %d: the memo says %v, the long way %v", where, seat, got, want)
			}
			if got {
				yes++
			}
		}
		return yes
	}
	for _, tc := range []struct {
		name   string
		decks  []string
		worlds []string // the decks believed in the worlds dealt
		games  int
	}{
		{"with the default decks, the memo is the long way, also in worlds dealt with every card", nil, []string{corp, runner}, 30},
		{"with every card, the memo is the long way, also in worlds dealt with the default decks", []string{corp, runner}, nil, 30},
	} {
		t.Run(tc.name, func(t *testing.T) {
			steps, yes, worlds := 0, 0, 0
			for seed := uint64(1); seed <= uint64(tc.games); seed++ {
				g, err := New(engine.Setup{Seed: seed, Decks: tc.decks})
				if err != nil {
					t.Fatal(err)
				}
				rng := engine.NewRNG(seed)
				for step := 0; !g.s.Over; step++ {
					yes += same(t, g.s, "game")
					if step%25 == 0 {
						for seat := range engine.Seat(len(g.s.Players)) {
							in, err := g.Info(seat)
							if err != nil {
								continue // no information state here
							}
							wr := engine.NewRNG(seed + uint64(step))
							w, err := in.Deal(&wr, tc.worlds)
							if err != nil {
								continue
							}
							same(t, w.s, "a world dealt")
							worlds++
						}
					}
					d := g.s.Pending[0]
					c := engine.Choice{Decision: d.ID, Seat: d.Seat}
					if d.Kind == engine.Select {
						c.Option = rng.IntN(len(d.Options))
					} else {
						c.Number = d.Min + rng.IntN(d.Max-d.Min+1)
					}
					if err := g.Step(c); err != nil {
						t.Fatal(err)
					}
					steps++
				}
				// A memo that lies: Check reports it.
				g.s.mayRezAtRunStart(0)
				g.s.rezAtStart.yes ^= 1
				if err := g.Check(); err == nil || !strings.Contains(err.Error(), "mayRezAtRunStart") {
					t.Fatalf("seed %d: Check of a memo that lies: %v", seed, err)
				}
			}
			t.Logf("%d steps compared (%d seats that may rez at the start of a run), %d worlds dealt", steps, yes, worlds)
			if tc.decks != nil && yes == 0 {
				t.Errorf("no seat may rez at the start of a run: the test tests nothing")
			}
		})
	}
}
