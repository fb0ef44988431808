package onr

import (
	"reflect"
	"testing"

	"github.com/datafort/datafort/engine"
)

// actionsBothWays computes the action options of every seat of s with the
// shortcuts (memos, placingFree) and the long way (State.unmasked, no kind
// of lasting effect known absent), leaving s as it was.
func actionsBothWays(s *State, seat engine.Seat) (short, long []engine.Option) {
	actions := func() []engine.Option {
		if s.roleOf(seat) == Corp {
			return s.corpActions(seat, nil)
		}
		return s.runnerActions(seat, nil)
	}
	short = actions()
	kinds := s.lastKinds
	s.unmasked, s.lastKinds = true, lastingKinds{}
	long = actions()
	s.unmasked, s.lastKinds = false, kinds
	return short, long
}

// TestActionOptionsAreTheLongWays compares, after every step of random
// games and for every seat, the action options computed with the
// shortcuts of the option loops (what a seat can pay kept for one
// computation, installs in forts where placing is free) with those the
// long way computes on the same state; and again on the state loaded
// from its save and on a clone, which keep no shortcut.
func TestActionOptionsAreTheLongWays(t *testing.T) {
	for _, tc := range deckCases(t, "the action options are the long way's", 60, 40) {
		t.Run(tc.name, func(t *testing.T) {
			steps, options := 0, 0
			for seed := uint64(1); seed <= uint64(tc.games); seed++ {
				g, err := New(engine.Setup{Seed: seed, Decks: tc.decks})
				if err != nil {
					t.Fatal(err)
				}
				rng := engine.NewRNG(seed)
				for step := 0; !g.s.Over; step++ {
					games := []*Game{g}
					if step%50 == 25 {
						saved, err := g.MarshalCompact()
						if err != nil {
							t.Fatal(err)
						}
						loaded, err := Load(saved)
						if err != nil {
							t.Fatal(err)
						}
						games = append(games, loaded, g.Clone().(*Game))
					}
					for _, h := range games {
						for seat := range h.s.Players {
							short, long := actionsBothWays(h.s, engine.Seat(seat))
							if !reflect.DeepEqual(short, long) {
								t.Fatalf("seed %d step %d seat %d: the action options\n%+v\nthe long way\n%+v", seed, step, seat, short, long)
							}
							options += len(short)
						}
					}
					stepRandom(t, g, &rng)
					steps++
				}
			}
			t.Logf("%d steps compared, %d options", steps, options)
		})
	}
}
