package search_test

import (
	"fmt"
	"math"
	"testing"
	"time"

	"github.com/datafort/datafort/engine"
)

// The CI match of TestSearchNoWorseThanHeuristic: the search player at
// worlds=8 and no time budget (so that its games, like the heuristic
// players', depend only on their seeds), on versusGames games per side
// seeded from versusFirst.
const (
	versusWorlds = 8
	versusFirst  = 5000
	versusGames  = 12
	versusShort  = 1 // per side in -short mode
	// versusZ is the one-sided 95 % quantile of the normal distribution.
	versusZ = 1.645
)

// worseBeyondNoise reports whether a player that won s of n games did worse
// than one that won h of the same n games beyond the noise of n games: the
// one-sided two-proportion z-test at 95 %, with the pooled rate
// p = (s+h)/2n, finds h/n − s/n > 1.645·√(2p(1−p)/n). It also returns the
// difference and the bound.
func worseBeyondNoise(s, h, n int) (worse bool, diff, bound float64) {
	p := float64(s+h) / float64(2*n)
	diff = float64(h-s) / float64(n)
	bound = versusZ * math.Sqrt(2*p*(1-p)/float64(n))
	return diff > bound, diff, bound
}

func TestWorseBeyondNoise(t *testing.T) {
	for _, tc := range []struct {
		s, h, n int
		worse   bool
	}{
		{7, 7, 14, false},      // the same wins
		{14, 0, 14, false},     // better is never worse
		{0, 0, 14, false},      // no wins on either side: no difference
		{4, 8, 14, false},      // 4 games fewer of 14 is within the noise (bound 0.30)
		{3, 9, 14, true},       // 6 fewer is not (bound 0.31)
		{0, 3, 14, true},       // 3 of 14 against none is (bound 0.19)
		{50, 60, 100, false},   // 10 points of 100 games is within the noise (bound 0.12)
		{45, 60, 100, true},    // 15 points is not
		{130, 150, 300, false}, // 6.7 points of 300 games is just within it (bound 0.067)
		{128, 150, 300, true},  // 7.3 points is beyond it
	} {
		t.Run(fmt.Sprintf("%d of %d against %d of %d", tc.s, tc.n, tc.h, tc.n), func(t *testing.T) {
			if worse, diff, bound := worseBeyondNoise(tc.s, tc.h, tc.n); worse != tc.worse {
				t.Errorf("worse %v (difference %.3f, bound %.3f), want %v", worse, diff, bound, tc.worse)
			}
		})
	}
}

// TestSearchNoWorseThanHeuristic is the CI's check of the search player's
// strength (TestSearchBeatsHeuristic, the long match, is run by hand): on
// each side, the search player at worlds=8 plays versusGames games against
// the heuristic player, and the heuristic player plays the same games
// (the same game seeds and opponents) in its place. The search player's
// wins must not fall short of the heuristic player's beyond the noise of
// that many games (worseBeyondNoise: a one-sided two-proportion z-test at
// 95 %). Both matches are deterministic (no time budget), so the test
// gives the same answer on every machine.
func TestSearchNoWorseThanHeuristic(t *testing.T) {
	games := versusGames
	if testing.Short() {
		games = versusShort
	}
	params := map[string]string{"worlds": fmt.Sprint(versusWorlds)}
	for seat := range engine.Seat(2) {
		side := [2]string{"corp", "runner"}[seat]
		t.Run("the search "+side+" wins no fewer games than the heuristic "+side+" beyond the noise", func(t *testing.T) {
			start := time.Now()
			h, _ := playMatch(t, seat, nil, versusFirst, games, 2)
			s, st := playMatch(t, seat, params, versusFirst, games, 2)
			worse, diff, bound := worseBeyondNoise(s, h, games)
			t.Logf("games seeded %d–%d as %s: search (worlds=%d) won %d, heuristic %d; difference %.3f, one-sided 95 %% bound %.3f; searched %d of %d decisions, changed %d; elapsed %v",
				versusFirst, versusFirst+games-1, side, versusWorlds, s, h, diff, bound, st.Searched, st.Decisions, st.Changed, time.Since(start).Round(time.Millisecond))
			if st.Searched == 0 {
				t.Fatal("the search player searched no decision")
			}
			if worse {
				t.Errorf("the search %s won %d of %d games, the heuristic %s %d of the same: %.3f fewer, beyond the bound %.3f", side, s, games, side, h, diff, bound)
			}
		})
	}
}
