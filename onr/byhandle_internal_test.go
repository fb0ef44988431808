package onr

import (
	"testing"

	"github.com/datafort/datafort/engine"
)

// handleLongWay finds the card holding handle h by reading every card, as
// the kernel's index stands for: 0 when none does.
func handleLongWay(s *State, h int32) int32 {
	for c := int32(1); c < int32(len(s.Cards)); c++ {
		if h > 0 && s.Cards[c].Handle == h {
			return c
		}
	}
	return 0
}

// TestByHandleIsTheLongWay compares, after every step of random games,
// what byHandle finds for every handle given so far (and a few never
// given) with the long way's walk of the cards, on the game, on a game
// Reset in its place, on its save loaded and on a clone; and checks that a
// game New or Reset made keeps its index of handles from its first card on
// (kernel.NewHandles), so that byHandle reads it without rebuilding.
func TestByHandleIsTheLongWay(t *testing.T) {
	compare := func(t *testing.T, who string, seed uint64, step int, s *State) {
		t.Helper()
		for h := int32(-1); h <= s.NextHandle+2; h++ {
			if got, want := s.byHandle(h), handleLongWay(s, h); got != want {
				t.Fatalf("%s, seed %d step %d: handle %d finds card %d, the long way %d", who, seed, step, h, got, want)
			}
		}
	}
	for _, tc := range deckCases(t, "a handle finds the card the long way finds", 20, 10) {
		t.Run(tc.name, func(t *testing.T) {
			reset, err := New(engine.Setup{Seed: 99, Decks: tc.decks})
			if err != nil {
				t.Fatal(err)
			}
			playRandom(t, tc, func(seed uint64, step int, g *Game) {
				if step == 0 {
					for _, h := range []*Game{g, reset} {
						if h.s.Indexed(h.s.NextHandle) < 0 {
							t.Fatalf("seed %d: a new game's index of handles is not kept from its first card on", seed)
						}
					}
				}
				compare(t, "the game", seed, step, g.s)
				if step%40 == 20 {
					compare(t, "its save loaded", seed, step, savedAndLoaded(t, g).s)
					compare(t, "its clone", seed, step, g.Clone().(*Game).s)
				}
			}, func(seed uint64, g *Game) {
				if err := reset.Reset(engine.Setup{Seed: seed, Decks: tc.decks}); err != nil {
					t.Fatal(err)
				}
				compare(t, "a game reset", seed, 0, reset.s)
			})
		})
	}
}
