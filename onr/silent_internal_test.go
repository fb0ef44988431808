package onr

import (
	"testing"

	"github.com/datafort/datafort/kernel"
)

// TestSilentOccurrencesAreQuiet: after every step of random games, every
// occurrence known silent (State.silent, fire's inline test; lasting.go)
// is quiet the long way: no lasting effect of the list and no use limit
// starts, answers or ends at it, it is not the end of a run, not a self
// occurrence nor a turn's start, and no card in a zone whose cards may be
// active (rezzed or not, whoever controls it) has a trigger answering it;
// so that fire of it with no card returns as fireAll would, having done
// nothing. It also checks that the test sees silent occurrences at all,
// and that a silent occurrence an effect ends is reported.
func TestSilentOccurrencesAreQuiet(t *testing.T) {
	loud := func(s *State, e kernel.EventType) string {
		if e == EvRunEnds || selfEvent(e) || e == EvTurnStart {
			return "the end of a run, a self occurrence or a turn's start"
		}
		for i := range s.Lasting {
			if l := &s.Lasting[i]; l.On == e || l.Starts == e || l.Until == e {
				return "a lasting effect starts, answers or ends at it"
			}
		}
		for i := range s.Uses {
			if s.Uses[i].Until == e {
				return "a use limit ends at it"
			}
		}
		for c := int32(1); c < int32(len(s.Cards)); c++ {
			if d := s.def(c); d != nil && activeZone(s.Cards[c].Zone) && d.onEvents&eventBit(e) != 0 {
				return "a card that may be active has a trigger for it"
			}
		}
		return ""
	}
	for _, tc := range deckCases(t, "a silent occurrence is quiet the long way", 40, 20) {
		t.Run(tc.name, func(t *testing.T) {
			silent, reported := 0, 0
			playRandom(t, tc, func(seed uint64, step int, g *Game) {
				s := g.s
				for e := kernel.EventType(0); e < 64; e++ {
					if s.silent>>e&1 == 0 {
						continue
					}
					silent++
					if why := loud(s, e); why != "" {
						t.Fatalf("seed %d step %d: occurrence %s is known silent, but %s", seed, step, eventName(e), why)
					}
				}
			}, func(seed uint64, g *Game) {
				// The long way's own check: an occurrence that the
				// first effect ends, made silent, is reported.
				s := g.s
				if len(s.Lasting) > 0 && s.Lasting[0].Until != 0 {
					e := s.Lasting[0].Until
					s.silent |= eventBit(e)
					if loud(s, e) == "" {
						t.Fatalf("seed %d: occurrence %s, which ends a lasting effect, is quiet the long way", seed, eventName(e))
					}
					reported++
				}
			})
			if silent == 0 || reported == 0 {
				t.Fatalf("%d occurrences known silent, %d loud ones reported: nothing compared", silent, reported)
			}
			t.Logf("%d occurrences known silent compared, %d loud ones reported", silent, reported)
		})
	}
}
