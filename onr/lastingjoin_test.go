package onr

import (
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// TestWhatJoinsTheLastingEffectsIsNoLongerKnownAbsent: an effect joins the
// lasting effects only through AddLasting, and a use limit the uses only
// through MarkUsed or MarkUsedBy, which State shadows to take their kinds
// out of those known absent (lastingkinds.go). On a state whose kinds were
// made from no effect and no use (every kind known absent), each joins,
// and then, and again once the kinds are made afresh from the list
// (makeLastingKinds, at a turn's start): Check's comparison of the kinds
// with the list passes, Forget no longer skips the object it is bound to,
// and an occurrence it starts, answers or ends is no longer uneventful
// (emit would skip the kernel's Emit). MarkUsedBy has no caller in the
// rules today (NSG's seats use the kernel's), so only this test sees it.
func TestWhatJoinsTheLastingEffectsIsNoLongerKnownAbsent(t *testing.T) {
	const (
		obj = int32(5)
		ev  = EvAccessed
	)
	cases := []struct {
		name string
		join func(s *State)
		mod  kernel.ModKind // its modifier (mayLast), if any
	}{
		{"an effect that answers an occurrence takes it out", func(s *State) {
			s.AddLasting(kernel.Lasting{Obj: obj, Mod: ModHandSize, On: ev})
		}, ModHandSize},
		{"an effect that waits for an occurrence takes it out", func(s *State) {
			s.AddLasting(kernel.Lasting{Obj: obj, Mod: ModHandSize, Starts: ev})
		}, ModHandSize},
		{"an effect that ends at an occurrence takes it out", func(s *State) {
			s.AddLasting(kernel.Lasting{Obj: obj, Mod: ModHandSize, Until: ev})
		}, ModHandSize},
		{"a use limit takes the occurrence that ends it out", func(s *State) {
			s.MarkUsed(obj, 0, 1, ev)
		}, 0},
		{"a use limit of a seat takes the occurrence that ends it out", func(s *State) {
			s.MarkUsedBy(engine.Seat(1), obj, 0, 1, ev)
		}, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g, err := New(engine.Setup{Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			s := g.s
			s.Lasting, s.Uses = nil, nil
			s.makeLastingKinds()
			o := kernel.Occurrence{Type: ev, Seat: engine.Seat(1)}
			if s.emitTouches(ev) || !s.uneventful(o) || s.lastKinds.offObj&objBit(obj) == 0 {
				t.Fatalf("with no effect and no use, occurrence %d or object %d is not known absent: %+v", ev, obj, s.lastKinds)
			}
			tc.join(s)
			for _, when := range []string{"once it joined", "once the kinds are made again (a turn's start)"} {
				if when != "once it joined" {
					s.makeLastingKinds()
				}
				if err := s.checkLastingKinds(); err != nil {
					t.Fatalf("%s, Check: %v", when, err)
				}
				if s.lastKinds.offObj&objBit(obj) != 0 {
					t.Errorf("%s, object %d is still known to have nothing bound to it: Forget would skip it", when, obj)
				}
				if !s.emitTouches(ev) || s.uneventful(o) {
					t.Errorf("%s, occurrence %d is still uneventful (emitTouches %v): emit would skip the kernel's Emit", when, ev, s.emitTouches(ev))
				}
				if tc.mod != 0 && !s.mayLast(tc.mod) {
					t.Errorf("%s, modifier %d is still known absent", when, tc.mod)
				}
			}
		})
	}
}
