package onr

import (
	"reflect"
	"strings"
	"testing"

	"github.com/datafort/datafort/kernel"
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

// TestKeepsKindsReadsEveryField: keepsKinds, which compares the kinds with
// the facts' field by field, keeps them when they are the facts' and not
// when any one field differs (each field of lastingKinds changed in turn,
// by reflection, so that a field added later is compared too), nor with
// the masks off.
func TestKeepsKindsReadsEveryField(t *testing.T) {
	var s State
	s.lastKinds = factKinds
	if !s.keepsKinds() {
		t.Fatal("the facts' kinds are not kept")
	}
	typ := reflect.TypeOf(factKinds)
	for i := range typ.NumField() {
		f := typ.Field(i)
		t.Run("a different "+f.Name+" is not kept", func(t *testing.T) {
			s.lastKinds = factKinds
			v := reflect.ValueOf(&s.lastKinds).Elem().Field(i)
			v = reflect.NewAt(v.Type(), v.Addr().UnsafePointer()).Elem() // unexported: written through its address
			switch v.Kind() {
			case reflect.Uint64:
				v.SetUint(v.Uint() ^ 1<<40)
			case reflect.Bool:
				v.SetBool(!v.Bool())
			case reflect.Array:
				for w := range v.Len() {
					s.lastKinds = factKinds
					e := reflect.NewAt(v.Type(), v.Addr().UnsafePointer()).Elem().Index(w)
					e.SetUint(e.Uint() ^ 1<<40)
					if s.keepsKinds() {
						t.Fatalf("word %d of %s changed: the kinds are kept", w, f.Name)
					}
				}
				return
			default:
				t.Fatalf("field %s of kind %s: the test does not know how to change it", f.Name, v.Kind())
			}
			if s.keepsKinds() {
				t.Fatalf("%s changed: the kinds are kept", f.Name)
			}
		})
	}
	t.Run("the masks off keep nothing", func(t *testing.T) {
		s.lastKinds, s.unmasked = factKinds, true
		defer func() { s.unmasked = false }()
		if s.keepsKinds() {
			t.Fatal("kept with the masks off")
		}
	})
}

// TestAddFactIsAddLasting: addFact, which appends a fact of the history in
// place with its kinds taken out of those known absent without reading it,
// leaves the lasting effects, the kinds and the silent occurrences as
// AddLasting of the same effect does, from kinds that know the facts'
// absent or not, and from a list with room or without.
func TestAddFactIsAddLasting(t *testing.T) {
	var none State
	none.remakeLastingKinds() // an empty list: every kind known absent
	for _, tc := range []struct {
		name   string
		kinds  lastingKinds
		silent uint64
		room   bool
	}{
		{"a fact after none, every kind known absent", none.lastKinds, none.lastKinds.still, false},
		{"a fact after facts, with room", factKinds, factKinds.still, true},
		{"a fact with no kind known absent", lastingKinds{}, 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			mk := func() *State {
				s := &State{}
				s.Players = make([]Player, 2)
				s.Active = 1
				s.lastKinds, s.silent = tc.kinds, tc.silent
				if tc.room {
					s.Lasting = make([]kernel.Lasting, 0, 4)
				}
				return s
			}
			short, long := mk(), mk()
			short.addFact(7, 3, 0x020105)
			long.AddLasting(kernel.Lasting{Src: 7, Seat: 1, Mod: ModHappened, N: 3, Arg: 0x020105, Until: EvTurnStart, Mine: true})
			if !reflect.DeepEqual(short.Lasting, long.Lasting) {
				t.Fatalf("addFact made %+v, AddLasting %+v", short.Lasting, long.Lasting)
			}
			if short.lastKinds != long.lastKinds || short.silent != long.silent {
				t.Fatalf("addFact left kinds %+v silent %#x, AddLasting %+v silent %#x", short.lastKinds, short.silent, long.lastKinds, long.silent)
			}
		})
	}
}
