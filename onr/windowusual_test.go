package onr

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
)

// TestCorpScanIsUsualIsTheScans checks the usual Corp's turn of
// stepWindow's usual step (corpScanIsUsual) against the scan and the long way:
// wherever it holds, for a Corp seat and a window kind, in random games,
// corpWindowOptions gives the pass alone, the Corp might rez on public
// grounds exactly where corpScanIsUsual says so, and corpMightUseInWindow
// finds nothing, and the long way (State.unmasked: corpWindowOptions and
// corpMightRez) says the same. Each game reads a clone for each test, so
// that what a test makes (the counts, the unions) is not what the next one
// reads; at every other step the counts are left stale, for
// corpScanIsUsual to make again.
func TestCorpScanIsUsualIsTheScans(t *testing.T) {
	kinds := []int32{WinTurnStart, WinAfterAction, WinApproach, WinPass, WinBeforeAccess}
	pass := []engine.Option{{Verb: VerbPass}}
	for _, tc := range deckCases(t, "the usual Corp's turn is the scan's", 20, 10) {
		t.Run(tc.name, func(t *testing.T) {
			usual, other := 0, 0
			playRandom(t, tc, func(seed uint64, step int, g *Game) {
				for i := range g.s.Players {
					seat := g.s.Players[i].Seat
					if g.s.Players[i].Role != Corp {
						continue
					}
					for _, kind := range kinds {
						c := g.s.clone()
						c.unions() // the unions current, as play keeps them (a clone makes them again when asked)
						if step%2 == 0 {
							c.factsOf(seat) // and the counts
						}
						ok, might := c.corpScanIsUsual(seat, kind)
						if !ok {
							other++
							continue
						}
						usual++
						opts, mightRez := c.corpWindowOptions(seat, kind, []engine.Option{{Verb: VerbPass}})
						if !slices.Equal(opts, pass) || mightRez != might || c.corpMightUseInWindow(seat) {
							t.Fatalf("seed %d step %d, seat %d, window %d: the scan gives %v (might rez %v, might use %v); usual: the pass alone, might rez %v",
								seed, step, seat, kind, opts, mightRez, c.corpMightUseInWindow(seat), might)
						}
						long := g.s.clone()
						long.unmasked, long.lastKinds = true, lastingKinds{}
						opts, _ = long.corpWindowOptions(seat, kind, []engine.Option{{Verb: VerbPass}})
						if !slices.Equal(opts, pass) || long.corpMightRez(seat, kind) != might || long.corpMightUse(seat, AnyWindow) {
							t.Fatalf("seed %d step %d, seat %d, window %d: the long way gives %v (might rez %v); usual: the pass alone, might rez %v",
								seed, step, seat, kind, opts, long.corpMightRez(seat, kind), might)
						}
					}
				}
			}, nil)
			if usual == 0 || other == 0 {
				t.Fatalf("%d usual scans, %d others: the games test too little", usual, other)
			}
			t.Logf("%d usual scans compared, %d others", usual, other)
		})
	}
}
