package onr

import "testing"

// TestStartOfRunRezzableIsTheWalk checks startOfRunRezzable's kept piece
// of ice (State.iceUnrezzed) against the walk of the forts (the long way,
// State.unmasked): after every step of random games, for each Corp seat,
// with the memo the game kept and with every card of the game planted in
// it (rezzed ice, cards of other zones, the Runner's, none, an index out
// of range), the answer is the walk's. A memo is trusted only while it
// names an unrezzed piece of ice in a fort of the seat's.
func TestStartOfRunRezzableIsTheWalk(t *testing.T) {
	for _, tc := range deckCases(t, "the piece of ice kept answers as the walk", 20, 10) {
		t.Run(tc.name, func(t *testing.T) {
			kept, walked := 0, 0
			playRandom(t, tc, func(seed uint64, step int, g *Game) {
				s := g.s
				for i := range s.Players {
					seat := s.Players[i].Seat
					if s.Players[i].Role != Corp {
						continue
					}
					saved := s.iceUnrezzed
					s.unmasked = true
					want := s.startOfRunRezzable(seat)
					s.unmasked = false
					s.iceUnrezzed = saved
					if got := s.startOfRunRezzable(seat); got != want {
						t.Fatalf("seed %d step %d seat %d: with the kept ice %d, %v; the walk %v", seed, step, seat, saved[seat], got, want)
					}
					for c := int32(-1); c <= int32(len(s.Cards)); c++ {
						s.iceUnrezzed[seat] = c
						if got := s.startOfRunRezzable(seat); got != want {
							t.Fatalf("seed %d step %d seat %d: with card %d planted as the kept ice, %v; the walk %v", seed, step, seat, c, got, want)
						}
					}
					s.iceUnrezzed = saved
					if want {
						kept++
					} else {
						walked++
					}
				}
			}, nil)
			if kept == 0 || walked == 0 {
				t.Fatalf("%d states where the Corp might rez at a run's start, %d where not: the games test too little", kept, walked)
			}
			t.Logf("%d states where the Corp might rez at a run's start compared, %d where not", kept, walked)
		})
	}
}
