package onr

import (
	"reflect"
	"slices"
	"testing"

	"github.com/datafort/datafort/kernel"
)

// TestPrintedSubsKnownIsTheLongWay compares, at every step of random games,
// the subroutines of every piece of installed ice (subroutines, whose
// printedSubsKnown reads the masks inline) with the long way's
// (subroutinesLong under State.unmasked, no kind known absent): on the
// state as it is, and during runs on clones where a lasting effect that
// changes the subroutines of the ice at the run's position is planted,
// each kind in turn, so that a kind the short way failed to read would
// give the printed list where the long way gives another. The short way
// must be taken somewhere, and a planted effect must change some list.
func TestPrintedSubsKnownIsTheLongWay(t *testing.T) {
	plants := []struct {
		name string
		mod  kernel.ModKind // 0: nothing planted
	}{
		{"with nothing planted, every ice has the subroutines of the long way", 0},
		{"a lasting effect repeating the subroutines is read", ModRepeatSubs},
		{"a lasting effect adding a subroutine to the ice encountered is read", ModAddSub},
		{"a lasting effect repeating one subroutine is read", ModRepeatSub},
	}
	for _, tc := range deckCases(t, "printed subroutines", 30, 120) {
		for _, p := range plants {
			t.Run(tc.name+"/"+p.name, func(t *testing.T) {
				short, changed := 0, 0
				playRandom(t, tc, func(seed uint64, step int, g *Game) {
					s := g.s
					if p.mod != 0 {
						ice := s.iceAtPos()
						if !s.Run.Active || ice == 0 || len(s.def(ice).subRefs) == 0 {
							return
						}
						s = g.Clone().(*Game).s
						l := kernel.Lasting{Src: ice, Seat: s.Run.Runner, Mod: p.mod, N: 1, Obj: ice, Until: EvRunEnds, Ref: s.def(ice).subRefs[0]}
						if p.mod == ModAddSub {
							l.Obj = 0 // the ice encountered, whichever it is
							s.Run.Encounter = ice
						}
						s.AddLasting(l)
					}
					for i := range s.Forts {
						for _, c := range s.Forts[i].Ice {
							if s.printedSubsKnown(c) {
								short++
							}
							got, long := shortAndLong(s, func() []kernel.Ref { return slices.Clone(s.subroutines(c)) })
							if !reflect.DeepEqual(got, long) {
								t.Fatalf("seed %d step %d: ice %d has subroutines %v, the long way %v", seed, step, c, got, long)
							}
							if !slices.Equal(long, s.def(c).subRefs) {
								changed++
							}
						}
					}
				}, nil)
				if p.mod == 0 && short == 0 {
					t.Fatal("printedSubsKnown never held: the short way was not tested")
				}
				if p.mod != 0 && changed == 0 {
					t.Fatal("no planted effect changed a list of subroutines: the plant tests nothing")
				}
			})
		}
	}
}

// TestCountRunOnMakesRoomForEverySeat compares countRunOn, whose usual way
// adds in place, with what its long way (countRunOnGrow) gives from the
// same count: a count not made yet, one shorter than the table and one
// already as long.
func TestCountRunOnMakesRoomForEverySeat(t *testing.T) {
	for _, tc := range []struct {
		name string
		on   []int32
	}{
		{"a count not made yet is made for every seat", nil},
		{"a count shorter than the table grows to every seat", []int32{2}},
		{"a count as long as the table adds in place", []int32{1, 3}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := &State{}
			s.Players = make([]Player, 2)
			short, long := slices.Clone(tc.on), slices.Clone(tc.on)
			s.countRunOn(&short, 1, 1)
			s.countRunOnGrow(&long, 1, 1)
			if !slices.Equal(short, long) || len(short) != len(s.Players) {
				t.Fatalf("countRunOn gives %v, the long way %v", short, long)
			}
		})
	}
}

// TestStoredLeftIsTheWalkOfThePile compares, at every step of random games
// where an access frame is on the stack, the stored cards storedLeft
// counts (the pile less the accessed cards still in it, accessedStillIn)
// with the long way's walk of the pile (State.unmasked): on the state as it
// is, and on clones where the list of accessed cards is changed: its first
// card listed twice (counted once), and a card of the pile not accessed
// listed as accessed after it left the pile for R&D (not counted).
func TestStoredLeftIsTheWalkOfThePile(t *testing.T) {
	plants := []struct {
		name  string
		plant func(s *State) bool // false: nothing to plant in this state
	}{
		{"as played, the accessed cards still in the pile are not left", func(s *State) bool { return true }},
		{"a card listed twice as accessed is counted once", func(s *State) bool {
			if len(s.Run.Accessed) == 0 {
				return false
			}
			s.Run.Accessed = append(slices.Clone(s.Run.Accessed), s.Run.Accessed[0])
			return true
		}},
		{"an accessed card that left the pile is not counted", func(s *State) bool {
			corp := s.P(s.Run.Corp)
			pile := corp.Hand
			if s.Forts[s.Run.Fort].Central == CentralArchives {
				pile = corp.Discard
			}
			for _, c := range pile {
				if !slices.Contains(s.Run.Accessed, c) {
					s.Run.Accessed = append(slices.Clone(s.Run.Accessed), c)
					s.move(c, s.Run.Corp, ZoneDeck, true)
					return true
				}
			}
			return false
		}},
	}
	for _, tc := range deckCases(t, "stored cards left", 60, 40) {
		for _, p := range plants {
			t.Run(tc.name+"/"+p.name, func(t *testing.T) {
				compared := 0
				playRandom(t, tc, func(seed uint64, step int, g *Game) {
					fs := g.s.Frames()
					i := len(fs) - 1
					for i >= 0 && fs[i].Kind != FrameAccess {
						i--
					}
					if i < 0 || g.s.Forts[g.s.Run.Fort].Central == CentralRD {
						return
					}
					c := g.Clone().(*Game)
					if !p.plant(c.s) || len(c.s.Run.Accessed) == 0 {
						return
					}
					f := &c.s.Frames()[i]
					short, long := shortAndLong(c.s, func() int32 { return c.s.storedLeft(f) })
					if short != long {
						t.Fatalf("seed %d step %d: storedLeft %d, the walk of the pile %d (accessed %v)", seed, step, short, long, c.s.Run.Accessed)
					}
					compared++
				}, nil)
				if compared == 0 {
					t.Fatal("no access from HQ or the Archives with a card accessed: nothing compared")
				}
			})
		}
	}
}
