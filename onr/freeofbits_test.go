package onr

import (
	"testing"

	"github.com/datafort/datafort/engine"
)

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

// TestNotDedicatedIsNoDedicatedAnswer: answering a normal action (Frame.N
// 0), stepAction skips dedicatedAnswer (notDedicated) for every verb
// dedicatedAnswer does not handle, and not for forgoing an action or
// ending the turn, which random games offer only in dedicated modes but a
// variant's actions may add (asked of a clone at a normal action question).
func TestNotDedicatedIsNoDedicatedAnswer(t *testing.T) {
	g, err := New(engine.Setup{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	rng := engine.NewRNG(1)
	for {
		if top := g.s.top(); len(g.s.Pending) > 0 && top != nil && top.Kind == FrameAction && top.N == 0 && !top.Answered {
			break
		}
		if g.s.Over {
			t.Fatal("no normal action question met")
		}
		stepRandom(t, g, &rng)
	}
	for _, tc := range []struct {
		name    string
		verb    engine.Verb
		handled bool // dedicatedAnswer handles it
	}{
		{"forgoing an action is a dedicated answer", VerbForgo, true},
		{"ending the turn is a dedicated answer", VerbEndTurn, true},
		{"stopping outside install actions is not", VerbDone, false},
		{"a draw is not", VerbDraw, false},
		{"a gain is not", VerbGain, false},
		{"a run is not", VerbRun, false},
		{"an install is not", VerbInstall, false},
		{"a play is not", VerbPlay, false},
		{"an advance is not", VerbAdvance, false},
		{"a tag's removal is not", VerbRemoveTag, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := engine.Option{Verb: tc.verb}
			c := g.Clone().(*Game).s
			if got := c.dedicatedAnswer(c.top(), o); got != tc.handled {
				t.Fatalf("dedicatedAnswer %v, want %v", got, tc.handled)
			}
			if skips := notDedicated(g.s.top(), o); skips == tc.handled {
				t.Errorf("notDedicated %v, dedicatedAnswer handles it %v: stepAction would skip an answer it must handle, or call it for none", skips, tc.handled)
			}
		})
	}
}
