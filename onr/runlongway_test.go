package onr

import (
	"reflect"
	"slices"
	"testing"

	"github.com/datafort/datafort/kernel"
)

// runFacts is what bothWaysOfRuns compares of a state: for every piece of
// installed ice and the ice being encountered, its subroutines and its
// keywords; for every card of each rig, whether a noisy ban stops it.
type runFacts struct {
	Subs     map[int32][]kernel.Ref
	Keywords map[int32][]string
	Noisy    map[int32]bool
}

// bothWaysOfRuns computes the run facts of s with the masks (printedSubsOnly,
// keywords and noisyBanned skipping what cannot change the answer) and the
// long way (State.unmasked, no kind of lasting effect known absent),
// leaving s as it was.
func bothWaysOfRuns(s *State) (short, long runFacts) {
	var ice []int32
	for i := range s.Forts {
		ice = append(ice, s.Forts[i].Ice...)
	}
	if c := s.currentIce(); c != 0 && !slices.Contains(ice, c) {
		ice = append(ice, c) // ice encountered from outside its fort (outsideice.go)
	}
	facts := func() runFacts {
		f := runFacts{Subs: map[int32][]kernel.Ref{}, Keywords: map[int32][]string{}, Noisy: map[int32]bool{}}
		for _, c := range ice {
			f.Subs[c] = slices.Clone(s.subroutines(c))
			f.Keywords[c] = slices.Clone(s.keywords(c))
		}
		for i := range s.Players {
			for _, c := range s.Players[i].Rig {
				f.Noisy[c] = s.noisyBanned(c)
			}
		}
		return f
	}
	return shortAndLong(s, facts)
}

// TestRunFactsAreTheLongWays compares, after every step of random games,
// the subroutines and keywords of every piece of ice in play and the noisy
// bans of every rig's cards computed with the masks with what the long way
// computes on the same state; and, during runs, whether a pass-once effect
// is used up as a piece of ice is passed (passOnceUsed), on two clones,
// one of them with the long way's masks, at every other step with such an
// effect planted on the ice; the ice of the run frame on top of the stack
// (runIce) is currentIce's; and the end of the run (endWaitingLastings)
// ends the lasting effects the long way ends, with one of each kind it
// ends planted in turn.
func TestRunFactsAreTheLongWays(t *testing.T) {
	for _, tc := range deckCases(t, "the run's facts are the long way's", 40, 40) {
		t.Run(tc.name, func(t *testing.T) {
			added, passes, runFrames, ended := 0, 0, 0, 0
			steps := playRandom(t, tc, func(seed uint64, step int, g *Game) {
				short, long := bothWaysOfRuns(g.s)
				if !reflect.DeepEqual(short, long) {
					t.Fatalf("seed %d step %d: with the masks\n%+v\nthe long way\n%+v", seed, step, short, long)
				}
				for c, subs := range short.Subs {
					if len(subs) != len(g.s.def(c).subRefs) {
						added++
					}
				}
				if !g.s.Run.Active {
					return
				}
				ice := g.s.currentIce()
				masked, unmasked := g.Clone().(*Game), g.Clone().(*Game)
				if step%2 == 0 && ice != 0 { // random play rarely makes one: plant it
					for _, h := range []*Game{masked, unmasked} {
						h.s.AddLasting(kernel.Lasting{Src: ice, Seat: h.s.Run.Runner, Mod: ModPassIceOnce, N: 1, Obj: ice, Until: EvRunEnds})
					}
				}
				unmasked.s.unmasked, unmasked.s.lastKinds = true, lastingKinds{}
				used, want := masked.s.passOnceUsed(ice), unmasked.s.passOnceUsed(ice)
				if used != want || len(masked.s.Lasting) != len(unmasked.s.Lasting) {
					t.Fatalf("seed %d step %d: ice %d passed once %v (%d lasting effects), the long way %v (%d)",
						seed, step, ice, used, len(masked.s.Lasting), want, len(unmasked.s.Lasting))
				}
				if used {
					passes++
				}
				if fs := g.s.Frames(); fs[len(fs)-1].Kind == FrameRun {
					if got, want := g.s.runIce(&fs[len(fs)-1]), g.s.currentIce(); got != want {
						t.Fatalf("seed %d step %d: the run frame's ice %d, currentIce %d", seed, step, got, want)
					}
					runFrames++
				}
				// What the end of the run ends: one effect planted of each
				// kind endRunLastings ends, in turn, or none.
				masked, unmasked = g.Clone().(*Game), g.Clone().(*Game)
				if k := step % 6; k < 5 {
					l := kernel.Lasting{Src: ice, Seat: g.s.Run.Runner, Mod: ModBreakerStrength, N: 1, Obj: ice, Until: EvRunEnds}
					switch k {
					case 0:
						l.Starts = EvEncounterStart
					case 1:
						l.Until = EvEncounterEnd
					case 2:
						l.Until = EvIcePassed
					case 3:
						l.On = EvEncounterEnd
					case 4:
						l.On = EvIcePassed
					}
					for _, h := range []*Game{masked, unmasked} {
						h.s.AddLasting(l)
					}
				}
				unmasked.s.unmasked, unmasked.s.lastKinds = true, lastingKinds{}
				n := len(masked.s.Lasting)
				masked.s.endWaitingLastings()
				unmasked.s.endWaitingLastings()
				if !reflect.DeepEqual(masked.s.Lasting, unmasked.s.Lasting) {
					t.Fatalf("seed %d step %d: the run over, the lasting effects\n%+v\nthe long way\n%+v", seed, step, masked.s.Lasting, unmasked.s.Lasting)
				}
				ended += n - len(masked.s.Lasting)
			}, nil)
			t.Logf("%d steps compared, %d times a piece of ice had other subroutines than its printed ones, %d passes used up, %d run frames stepped, %d lasting effects ended with the run",
				steps, added, passes, runFrames, ended)
		})
	}
}
