package onr

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
)

// TestActiveCardsCacheStaysCurrent: the cache of active cards, kept
// current card by card as cards enter and leave play (enterActives,
// leaveActives), is what computing it afresh gives, after every step of
// random games; and Check reports a cache that is not.
func TestActiveCardsCacheStaysCurrent(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		g, err := New(engine.Setup{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRNG(seed)
		for step := 0; !g.s.Over; step++ {
			g.s.activeCards()
			cached := append([]int32(nil), g.s.actives...)
			cachedIdx, cachedOff := append([]int32(nil), g.s.activeIdx...), g.s.activeOff
			g.s.touch()
			g.s.activeCards()
			if !slices.Equal(cached, g.s.actives) || !slices.Equal(cachedIdx, g.s.activeIdx) || cachedOff != g.s.activeOff {
				t.Fatalf("seed %d step %d: cached active cards %v %v %v, computed %v %v %v", seed, step, cached, cachedIdx, cachedOff, g.s.actives, g.s.activeIdx, g.s.activeOff)
			}
			stepRandom(t, g, &rng)
		}
		if len(g.s.actives) > 0 {
			g.s.activeCards()
			g.s.actives = g.s.actives[1:]
			if err := g.Check(); err == nil || !strings.Contains(err.Error(), "cache of active cards") {
				t.Fatalf("seed %d: Check of a cache missing a card: %v", seed, err)
			}
		}
	}
}
