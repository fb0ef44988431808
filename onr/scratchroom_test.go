package onr

import (
	"fmt"
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
)

// scribbleScratch writes junk over the whole of s's reused buffer of
// options (State.scratch, up to its capacity), as a later question built
// there would: nothing of the game may read it once a question is asked.
func scribbleScratch(s *State) {
	room := s.scratch[:cap(s.scratch)]
	for i := range room {
		room[i] = engine.Option{Verb: VerbDone, Card: -1 - i, Target: -1 - i, Arg: -1 - i}
	}
}

// TestPendingOptionsOutliveTheScratchBuffer: the options of the questions
// built in the reused buffer (action.go, window.go, startofrun.go, run.go,
// access.go, accesshidden.go) are asked from a copy (keepOptions), so that
// a write of the buffer while they are pending changes none of them. After every step of
// random games the test writes junk over the whole buffer and compares
// every pending decision's options with what they were before; each kind
// of question must have been pending at least once. No question is asked
// while another built in the buffer is pending, so no other test writes
// the buffer under a pending question: a question asked from the buffer
// itself would fail nothing else.
func TestPendingOptionsOutliveTheScratchBuffer(t *testing.T) {
	questions := []struct{ name, rule string }{
		{"an action's options", "ONR-6"},
		{"a window's options", "ONR-9.4"},
		{"the start of a run's options", "ONR-11.1.2"},
		{"a break question's options", "ONR-11.5"},
		{"the order of access's options", "ONR-11.11.3"},
		{"the hidden cards accessed's options", "ONR-11.12"},
	}
	for _, tc := range deckCases(t, "the pending options outlive a write of the reused buffer", 30, 20) {
		t.Run(tc.name, func(t *testing.T) {
			asked, changed := map[string]int{}, map[string]string{}
			var before [][]engine.Option
			playRandom(t, tc, func(seed uint64, step int, g *Game) {
				s := g.s
				before = before[:0]
				for _, d := range s.Pending {
					before = append(before, slices.Clone(d.Options))
				}
				scribbleScratch(s)
				for i, d := range s.Pending {
					asked[d.Rule]++
					if !slices.Equal(d.Options, before[i]) {
						if _, ok := changed[d.Rule]; !ok {
							changed[d.Rule] = fmt.Sprintf("seed %d step %d: %q's options %v became %v", seed, step, d.Prompt, before[i], d.Options)
						}
						copy(d.Options, before[i]) // the game goes on as it would have
					}
				}
			}, nil)
			for _, q := range questions {
				t.Run(q.name+" ("+q.rule+") are not in the reused buffer", func(t *testing.T) {
					if asked[q.rule] == 0 {
						t.Fatalf("no question of %s was pending in %d games", q.rule, tc.games)
					}
					if why, ok := changed[q.rule]; ok {
						t.Fatalf("a write of the reused buffer changed a pending question: %s", why)
					}
					t.Logf("%d questions of %s compared", asked[q.rule], q.rule)
				})
			}
		})
	}
}
