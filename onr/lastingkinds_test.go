package onr

import (
	"strings"
	"testing"
)

// TestLastingKindsHoldEveryEffect: the kinds of the lasting effects known
// absent (lastingkinds.go), made at each turn's start and kept as effects
// are added, are after every step of random games none of the modifiers
// and occurrences answered, started at or ended at of the lasting effects,
// nor of the occurrences ending use limits (so that Emit may skip the
// kernel's), nor the objects they are bound to (so that Forget may); that
// the occurrences known to touch nothing (lastingKinds.still, the one test
// of emit, uneventful and Emit) are those the four masks know absent
// together, but for the end of a run; and Check reports a kind known
// absent that an effect has, and an occurrence known to touch nothing that
// one touches.
func TestLastingKindsHoldEveryEffect(t *testing.T) {
	for _, tc := range deckCases(t, "every lasting effect's kinds are held", 60, 40) {
		t.Run(tc.name, func(t *testing.T) {
			held, missed, stillMissed := 0, 0, 0
			steps := playRandom(t, tc, func(seed uint64, step int, g *Game) {
				if k := &g.s.lastKinds; k.still != k.offOn&k.offStarts&k.offUntil&k.offUseUntil&^eventBit(EvRunEnds) {
					t.Fatalf("seed %d step %d: the occurrences known to touch nothing are %#x, the four masks know %#x absent together", seed, step, k.still, k.offOn&k.offStarts&k.offUntil&k.offUseUntil)
				}
				if k := &g.s.lastKinds; k.absent != (modMask{}) && len(g.s.Lasting) > 0 {
					held++
					for i := range g.s.Lasting {
						l := &g.s.Lasting[i]
						if !g.s.mayLast(l.Mod) || !g.s.mayLastOn(l.On) || !g.s.emitTouches(l.On) || !g.s.emitTouches(l.Starts) || !g.s.emitTouches(l.Until) || k.offObj&(1<<(l.Obj&63)) != 0 {
							t.Fatalf("seed %d step %d: lasting effect %d (modifier %s, on %d, starts %d, until %d) is of a kind known absent %+v", seed, step, i, modNames[l.Mod], l.On, l.Starts, l.Until, *k)
						}
					}
					for i := range g.s.Uses {
						if u := &g.s.Uses[i]; !g.s.emitTouches(u.Until) || k.offObj&(1<<(u.Obj&63)) != 0 {
							t.Fatalf("seed %d step %d: use limit %d (until %d) is of a kind known absent %+v", seed, step, i, u.Until, *k)
						}
					}
				}
			}, func(seed uint64, g *Game) {
				// A kind known absent that the list holds: the first
				// effect's modifier.
				if len(g.s.Lasting) > 0 {
					m := g.s.Lasting[0].Mod
					g.s.lastKinds.absent[m/64] |= 1 << (m % 64)
					if err := g.Check(); err == nil || !strings.Contains(err.Error(), "known absent") {
						t.Fatalf("seed %d: Check of kinds missing modifier %s: %v", seed, modNames[m], err)
					}
					missed++
				}
				// An occurrence that the first effect ends, known to
				// touch nothing.
				g.s.makeLastingKinds()
				if len(g.s.Lasting) > 0 && g.s.Lasting[0].Until != 0 && g.s.Lasting[0].Until != EvRunEnds {
					g.s.lastKinds.still |= eventBit(g.s.Lasting[0].Until)
					if err := g.Check(); err == nil || !strings.Contains(err.Error(), "known to touch no lasting effect") {
						t.Fatalf("seed %d: Check of occurrence %d known to touch nothing, which ends an effect: %v", seed, g.s.Lasting[0].Until, err)
					}
					stillMissed++
				}
			})
			if held == 0 || missed == 0 || stillMissed == 0 {
				t.Fatalf("%d steps with kinds known absent and lasting effects, %d games ending with effects: nothing compared", held, missed)
			}
			t.Logf("%d steps, %d compared with lasting effects, %d missing kinds and %d occurrences wrongly still reported", steps, held, missed, stillMissed)
		})
	}
}

// TestKeptFactKindsAreWhatTheListGives: when makeLastingKinds keeps the
// kinds as they are (keepsKinds: the kinds of the facts of the history
// alone), making them again from the list the long way
// (remakeLastingKinds) gives them again, or, with no fact left, the kinds
// of an empty list: after every step of random games (a turn starts within
// a step, the kinds as that step left them).
func TestKeptFactKindsAreWhatTheListGives(t *testing.T) {
	var empty State
	empty.remakeLastingKinds()
	for _, tc := range deckCases(t, "the kinds kept are those the list gives", 40, 20) {
		t.Run(tc.name, func(t *testing.T) {
			kept := 0
			playRandom(t, tc, func(seed uint64, step int, g *Game) {
				s := g.s
				if !s.keepsKinds() {
					return
				}
				kept++
				was := s.lastKinds
				s.remakeLastingKinds()
				fresh := s.lastKinds
				s.lastKinds = was
				if fresh != factKinds && fresh != empty.lastKinds {
					t.Fatalf("seed %d step %d: the kinds kept are the facts' %+v, the list gives %+v", seed, step, was, fresh)
				}
			}, nil)
			if kept == 0 {
				t.Fatal("the facts' kinds were never kept: nothing compared")
			}
			t.Logf("%d steps with the facts' kinds kept", kept)
		})
	}
}
