package onr

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// TestLastingEffectsOfAHiddenCardNameItOnlyToItsKnowers: a lasting effect
// that takes effect after its card is hidden again (back in a hand, in the
// stack) names the card only to the seats that may know it; the others
// read the same event without the name. Each case sets a lasting effect
// whose card is in the Runner's hand, so that the Corp may not know it, and
// runs the rules code that reports it.
func TestLastingEffectsOfAHiddenCardNameItOnlyToItsKnowers(t *testing.T) {
	for _, tc := range []struct {
		name string
		// act adds a lasting effect of card src and makes it take effect.
		act func(s *State, corp, runner engine.Seat, src int32)
		// public is a word the Corp's text must still hold.
		public string
	}{
		{"a virus counter avoided (ModAvoidVirus) does not name its card to the Corp", func(s *State, corp, runner engine.Seat, src int32) {
			s.AddLasting(kernel.Lasting{Src: src, Seat: corp, Mod: ModAvoidVirus, N: 1})
			if !s.avoidsVirus(corp) {
				t.Fatal("no virus counter avoided")
			}
		}, "avoids a virus counter"},
		{"damage prevented from a pool (ModPreventPool) does not name its card to the Corp", func(s *State, corp, runner engine.Seat, src int32) {
			s.AddLasting(kernel.Lasting{Src: src, Seat: runner, Mod: ModPreventPool, N: 2})
			f := &Frame{Seat: runner, N: 3, M: int32(Meat)}
			s.preventFromPool(f)
			if f.N != 1 {
				t.Fatalf("damage left: got %d, want 1", f.N)
			}
		}, "damage is prevented"},
		{"scoped bits returned (ModPoolBits) do not name their card to the Corp", func(s *State, corp, runner engine.Seat, src int32) {
			s.P(runner).Bits = 5
			s.AddLasting(kernel.Lasting{Src: src, Seat: runner, Mod: ModPoolBits, N: 2, Until: EvEncounterEnd})
			s.returnPoolBits(kernel.Occurrence{Type: EvEncounterEnd, Seat: runner})
			if b := s.P(runner).Bits; b != 3 {
				t.Fatalf("Runner's bits: got %d, want 3", b)
			}
		}, "not spent to the bank"},
		{"an ability lost at a deed (ModKeptUntilDeed) does not name its card to the Corp", func(s *State, corp, runner engine.Seat, src int32) {
			s.AddLasting(kernel.Lasting{Src: src, Obj: src, Seat: runner, Mod: ModKeptUntilDeed, Arg: 1 << DeedInstalled})
			s.deedEndsKept(DeedInstalled, runner)
			if KeptUntilDeed.Holds(s, src) {
				t.Fatal("the ability is not lost")
			}
		}, "loses its ability for good"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := New(engine.Setup{Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			s := g.s
			corp, runner := engine.Seat(-1), engine.Seat(-1)
			for i := range s.Players {
				if s.Players[i].Role == Corp {
					corp = engine.Seat(i)
				} else {
					runner = engine.Seat(i)
				}
			}
			src := s.P(runner).Hand[0]
			if s.visible(src, corp) || !s.visible(src, runner) {
				t.Fatalf("card %d in the Runner's hand: visible to the Corp %v, to the Runner %v", src, s.visible(src, corp), s.visible(src, runner))
			}
			title := s.cardName(src)
			s.events = nil
			tc.act(s, corp, runner, src)
			if len(s.events) == 0 {
				t.Fatal("no event")
			}
			var corpRead, runnerRead bool
			for _, e := range s.events {
				c, r := e.ReadBy(corp).Text(), e.ReadBy(runner).Text()
				if strings.Contains(c, title) {
					t.Errorf("the Corp reads %q while %s is in the Runner's hand", c, title)
				}
				corpRead = corpRead || strings.Contains(c, tc.public)
				runnerRead = runnerRead || strings.Contains(r, title) && strings.Contains(r, tc.public)
			}
			if !corpRead {
				t.Errorf("the Corp never reads %q", tc.public)
			}
			if !runnerRead {
				t.Errorf("the Runner never reads %q naming %s", tc.public, title)
			}
		})
	}
}

// TestLosingByAHiddenCardNamesItOnlyToItsKnowers: "if this card leaves
// play while rezzed, you lose" resolving once the card is hidden again
// (stored in HQ and installed face down in the same step) names it only to
// the seats that may know it, in the event and in the game's result.
func TestLosingByAHiddenCardNamesItOnlyToItsKnowers(t *testing.T) {
	g, err := New(engine.Setup{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	s := g.s
	corp, runner := engine.Seat(-1), engine.Seat(-1)
	for i := range s.Players {
		if s.Players[i].Role == Corp {
			corp = engine.Seat(i)
		} else {
			runner = engine.Seat(i)
		}
	}
	src := s.P(corp).Hand[0] // hidden from the Runner
	title := s.cardName(src)
	s.events = nil
	loseTheGame{}.Run(s, &Frame{Seat: corp, Src: src})
	if !s.Over {
		t.Fatal("the game is not over")
	}
	var corpRead bool
	for _, e := range s.events {
		if r := e.ReadBy(runner).Text(); strings.Contains(r, title) {
			t.Errorf("the Runner reads %q while %s is in HQ", r, title)
		}
		corpRead = corpRead || strings.Contains(e.ReadBy(corp).Text(), title+" left play")
	}
	if !corpRead {
		t.Errorf("the Corp never reads that %s left play", title)
	}
	if r, _ := g.Result(); strings.Contains(r.Reason, title) {
		t.Errorf("the result names %s: %q", title, r.Reason)
	}
}
