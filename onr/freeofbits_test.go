package onr

import "testing"

// TestFreeOfBitsIsOptionBits: an action option whose verb alone says it
// costs no bits (freeOfBits: a draw, a gain, a run), for which stepAction
// skips payForOption, is one optionBits gives 0 for, and one for which it
// skips dedicatedAnswer (notDedicated: answering a normal action) is one
// dedicatedAnswer does not handle (asked of a clone, whose frame it would
// pop), at every action question of random games,
// with the default decks and with every card; each such verb is met, and
// options that cost bits too.
func TestFreeOfBitsIsOptionBits(t *testing.T) {
	for _, tc := range deckCases(t, "an action free of bits by its verb costs none", 30, 30) {
		t.Run(tc.name, func(t *testing.T) {
			free := map[string]int{}
			costly, skipped := 0, 0
			playRandom(t, tc, func(seed uint64, step int, g *Game) {
				s := g.s
				if len(s.Pending) == 0 {
					return
				}
				top := s.top()
				if top == nil || top.Kind != FrameAction || top.Answered {
					return
				}
				d := s.Pending[0]
				for _, o := range d.Options {
					n, _ := s.optionBits(d.Seat, o)
					if notDedicated(top, o) {
						c := g.Clone().(*Game).s
						if c.dedicatedAnswer(c.top(), o) {
							t.Fatalf("seed %d step %d: option %+v of action mode %d, for which stepAction skips dedicatedAnswer, is a dedicated answer", seed, step, o, top.N)
						}
						skipped++
					}
					if freeOfBits(o) {
						if n != 0 {
							t.Fatalf("seed %d step %d: option %+v free of bits by its verb, optionBits %d", seed, step, o, n)
						}
						free[o.Verb.String()]++
					} else if n > 0 {
						costly++
					}
				}
			}, nil)
			t.Logf("free of bits by verb %v; %d options costing bits; dedicatedAnswer skipped for %d", free, costly, skipped)
			for _, v := range []string{"draw", "gain", "run"} {
				if free[v] == 0 {
					t.Errorf("no %s option met", v)
				}
			}
			if costly == 0 || skipped == 0 {
				t.Errorf("%d options costing bits, %d skipping dedicatedAnswer: not both ways tested", costly, skipped)
			}
		})
	}
}
