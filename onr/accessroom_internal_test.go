package onr

import (
	"slices"
	"testing"
)

// TestArchivesKeepTheirOrderWhenSorted checks archivesSorted, the test by
// which the Archives' access skips building the pile again, against the
// long way: the face-up cards, then the face-down ones, each in order
// (R067), is the pile as it is.
func TestArchivesKeepTheirOrderWhenSorted(t *testing.T) {
	for _, tc := range []struct {
		name string
		up   []bool // the pile's cards, bottom first: face up or not
	}{
		{"an empty pile is sorted", nil},
		{"a pile of face-up cards is sorted", []bool{true, true, true}},
		{"a pile of face-down cards is sorted", []bool{false, false}},
		{"face-down cards on top of face-up ones are sorted", []bool{true, true, false, false}},
		{"a face-up card on top of a face-down one is not sorted", []bool{false, true}},
		{"a face-up card between face-down ones is not sorted", []bool{false, true, false}},
		{"a face-down card between face-up ones is not sorted", []bool{true, false, true}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := &State{Cards: make([]Card, len(tc.up)+1)}
			var pile, up, down []int32
			for i, u := range tc.up {
				c := int32(i + 1)
				s.Cards[c].FaceUp = u
				pile = append(pile, c)
				if u {
					up = append(up, c)
				} else {
					down = append(down, c)
				}
			}
			want := slices.Equal(append(up, down...), pile)
			if got := s.archivesSorted(pile); got != want {
				t.Fatalf("archivesSorted(%v) = %v, the pile built again is the same: %v", tc.up, got, want)
			}
		})
	}
}

// shares reports whether lists a and b share an array.
func shares(a, b []int32) bool {
	return cap(a) > 0 && cap(b) > 0 && &a[:1][0] == &b[:1][0]
}

// TestAccessRoomBelongsToOneState plays random games and checks, after
// every step, that the room kept for a run's accessed cards and upgrades
// (accessroom.go) is shared with no list of the state's run and with no
// list or room of a clone (Clone gives it none, CloneInto keeps the
// destination's own); and, in an access, that storedLeft's short ways
// count what the walk of the pile counts, and that the card of HQ accessed
// next is the one a list of the cards not yet accessed gave, by the same
// draw.
func TestAccessRoomBelongsToOneState(t *testing.T) {
	allArchives := 0
	for _, tc := range deckCases(t, "the room of the access's lists belongs to one state", 30, 30) {
		t.Run(tc.name, func(t *testing.T) {
			var into *Game
			kept, accesses, hq, archives := 0, 0, 0, 0
			playRandom(t, tc, func(seed uint64, step int, g *Game) {
				s := g.s
				r := &s.Run
				if shares(s.accessedRoom, r.Accessed) || shares(s.upgradesRoom, r.Upgrades) || shares(s.accessedRoom, s.upgradesRoom) {
					t.Fatalf("seed %d step %d: a kept room is a list of the run's", seed, step)
				}
				if cap(s.accessedRoom) > 0 {
					kept++
				}
				c := g.Clone().(*Game)
				if c.s.accessedRoom != nil || c.s.upgradesRoom != nil || c.s.runsOnRoom != nil {
					t.Fatalf("seed %d step %d: a clone has its original's room", seed, step)
				}
				if into == nil {
					into = g.Clone().(*Game)
				}
				into = g.CloneInto(into).(*Game)
				for _, mine := range [][]int32{s.accessedRoom, s.upgradesRoom, r.Accessed, r.Upgrades} {
					for _, its := range [][]int32{into.s.accessedRoom, into.s.upgradesRoom, into.s.Run.Accessed, into.s.Run.Upgrades} {
						if shares(mine, its) {
							t.Fatalf("seed %d step %d: CloneInto's destination shares a list or room with its source", seed, step)
						}
					}
				}
				for i := range s.Players {
					p, q := &s.Players[i], &into.s.Players[i]
					if shares(p.Hist.RunsOn, q.Hist.RunsOn) || shares(p.Game.RunsOn, q.Game.RunsOn) || shares(p.Hist.RunsOn, into.s.runsOnRoom[len(into.s.runsOnRoom):cap(into.s.runsOnRoom)]) {
						t.Fatalf("seed %d step %d: CloneInto's destination shares the counts of runs of seat %d", seed, step, i)
					}
				}
				// The topmost access frame, wherever in the stack: what
				// it reads is the state's and its own count (Frame.M).
				fs := s.Frames()
				top := -1
				for i := range fs {
					if fs[i].Kind == FrameAccess {
						top = i
					}
				}
				if top < 0 || !r.Active {
					return
				}
				f := &fs[top]
				accesses++
				if got, want := s.storedLeft(f), storedLeftByWalk(s, f); got != want {
					t.Fatalf("seed %d step %d: storedLeft %d, the walk of the pile %d", seed, step, got, want)
				}
				if s.Forts[r.Fort].Central == CentralArchives && storedLeftByWalk(s, f) > 0 {
					archives++
					if got, want := s.nextStored(f), topOfArchivesByWalk(s); got != want {
						t.Fatalf("seed %d step %d: the next card of the Archives %d, by the walk %d", seed, step, got, want)
					}
				}
				if s.Forts[r.Fort].Central != CentralHQ || storedLeftByWalk(s, f) == 0 {
					return
				}
				hq++
				a, b := g.Clone().(*Game), g.Clone().(*Game)
				af := &a.s.Frames()[top]
				if got, want := a.s.nextStored(af), nextInHQByList(b.s); got != want {
					t.Fatalf("seed %d step %d: the next card of HQ %d, by the list of those not accessed %d", seed, step, got, want)
				}
			}, nil)
			if kept == 0 || accesses == 0 || hq == 0 {
				t.Fatalf("no room kept (%d), no access (%d) or no access of HQ (%d) checked", kept, accesses, hq)
			}
			allArchives += archives
		})
	}
	if allArchives == 0 {
		t.Fatal("no access of the Archives checked") // random play pauses there rarely: with every card
	}
}

// storedLeftByWalk is storedLeft the long way: the cards of the pile not
// accessed, walked (R&D: those under the ones accessed).
func storedLeftByWalk(s *State, f *Frame) int32 {
	corp := s.P(s.Run.Corp)
	var pile []int32
	switch s.Forts[s.Run.Fort].Central {
	case CentralRD:
		return max(int32(len(corp.Deck))-f.M, 0)
	case CentralHQ:
		pile = corp.Hand
	case CentralArchives:
		pile = corp.Discard
	}
	var n int32
	for _, c := range pile {
		if !slices.Contains(s.Run.Accessed, c) {
			n++
		}
	}
	return n
}

// nextInHQByList is nextStored's card of HQ the long way: a list of the
// cards not yet accessed, one drawn from it.
func nextInHQByList(s *State) int32 {
	var left []int32
	for _, c := range s.P(s.Run.Corp).Hand {
		if !slices.Contains(s.Run.Accessed, c) {
			left = append(left, c)
		}
	}
	return left[s.RNG.IntN(len(left))]
}

// TestCountsOfRunsAreCarvedApart checks carveRunsOn, the room the counts
// of runs a seat made on each Corp are carved from.
func TestCountsOfRunsAreCarvedApart(t *testing.T) {
	for _, tc := range []struct {
		name   string
		seats  int
		pieces int
	}{
		{"two seats' counts are carved apart", 2, 3},
		{"a used-up room makes a new one", 2, 40},
		{"six seats' counts are carved apart", 6, 70},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := &State{}
			var got [][]int32
			for i := range tc.pieces {
				p := s.carveRunsOn(tc.seats)
				if len(p) != tc.seats || cap(p) != tc.seats {
					t.Fatalf("piece %d: length %d, room %d; want %d and %d", i, len(p), cap(p), tc.seats, tc.seats)
				}
				for j := range p {
					if p[j] != 0 {
						t.Fatalf("piece %d: count %d is %d, not zero", i, j, p[j])
					}
					p[j] = int32(i + 1)
				}
				_ = append(p, -1) // reaches no other piece nor the rest of the room
				got = append(got, p)
			}
			for i, p := range got {
				for j := range p {
					if p[j] != int32(i+1) {
						t.Fatalf("piece %d was written by another: %v", i, p)
					}
				}
			}
		})
	}
}

// topOfArchivesByWalk is nextStored's card of the Archives the long way:
// the topmost not yet accessed, each looked for in Run.Accessed.
func topOfArchivesByWalk(s *State) int32 {
	a := s.P(s.Run.Corp).Discard
	for i := len(a) - 1; i >= 0; i-- {
		if !slices.Contains(s.Run.Accessed, a[i]) {
			return a[i]
		}
	}
	return -1
}

// TestAccessedSetIsRunAccessed checks the set of the cards accessed that
// the access's walks read (accessedSet) against Run.Accessed.
func TestAccessedSetIsRunAccessed(t *testing.T) {
	for _, tc := range []struct {
		name     string
		cards    int
		accessed []int32
	}{
		{"no card accessed, none is in the set", 100, nil},
		{"the cards accessed are in the set, the others not", 200, []int32{1, 63, 64, 65, 127, 199}},
		{"the last card a set holds is in it", cardSetCards, []int32{cardSetCards - 1, 2}},
		{"a game of too many cards reads Run.Accessed", cardSetCards + 10, []int32{3, cardSetCards + 5}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := &State{Cards: make([]Card, tc.cards)}
			s.Run.Accessed = tc.accessed
			seen, ok := s.accessedSet()
			if ok != (tc.cards <= cardSetCards) {
				t.Fatalf("a set for %d cards: %v", tc.cards, ok)
			}
			for c := int32(1); c < int32(tc.cards); c++ {
				if got, want := seen.accessed(s, c), slices.Contains(tc.accessed, c); got != want {
					t.Fatalf("card %d accessed: %v, Run.Accessed says %v", c, got, want)
				}
			}
		})
	}
}

// TestCardsToAccessAreClampedToThoseLeft checks clampToAccess, which asks
// storedLeft only where cards are still to be accessed, against the min of
// the long way.
func TestCardsToAccessAreClampedToThoseLeft(t *testing.T) {
	for _, tc := range []struct {
		name     string
		toAccess int32
		hand     []int32
		accessed []int32
	}{
		{"no card to access stays none", 0, []int32{1, 2}, nil},
		{"a count below none stays as it is", -1, []int32{1}, nil},
		{"one card to access in an empty HQ becomes none", 1, nil, nil},
		{"one card to access where all were accessed becomes none", 1, []int32{1, 2}, []int32{1, 2}},
		{"one card to access where one is left stays one", 1, []int32{1, 2}, []int32{2}},
		{"three cards to access where two are left become two", 3, []int32{1, 2, 3}, []int32{3}},
		{"two cards to access where three are left stay two", 2, []int32{1, 2, 3}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := &State{Cards: make([]Card, 8), Forts: []Fort{{Central: CentralHQ}}, Players: make([]Player, 2)}
			s.Players[0].Hand = tc.hand
			for _, c := range tc.hand {
				s.Cards[c].Zone = ZoneHand // in the hand of seat 0, as place puts it (accessedStillIn reads it)
			}
			s.Run = Run{Active: true, Runner: 1, ToAccess: tc.toAccess, Accessed: tc.accessed}
			f := &Frame{Kind: FrameAccess, Step: accNext}
			want := min(tc.toAccess, storedLeftByWalk(s, f))
			s.clampToAccess(f)
			if s.Run.ToAccess != want {
				t.Fatalf("%d to access, %d in HQ, %d accessed: %d after the clamp, want %d", tc.toAccess, len(tc.hand), len(tc.accessed), s.Run.ToAccess, want)
			}
		})
	}
}
