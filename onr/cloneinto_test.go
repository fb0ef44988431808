package onr_test

import (
	"bytes"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// cloneIntoPositions returns copies of the positions of random games: of
// each seed, every every-th position to the end, with the every-card
// decks when everyCard is set, else the default decks.
func cloneIntoPositions(t testing.TB, seeds []uint64, everyCard bool, every int) []*onr.Game {
	t.Helper()
	var decks []string
	if everyCard {
		corp, runner := everyCardDecks(t)
		decks = []string{corp, runner}
	}
	var out []*onr.Game
	for _, seed := range seeds {
		g, err := onr.New(engine.Setup{Seed: seed, Decks: decks})
		if err != nil {
			t.Fatal(err)
		}
		r := bot.NewRandom(seed)
		for step := 0; !over(g); step++ {
			if step%every == 0 {
				out = append(out, g.Clone().(*onr.Game))
			}
			if err := engine.Step(g, r.Choose(engine.PendingOf(g)[0])); err != nil {
				t.Fatal(err)
			}
		}
		out = append(out, g) // the game over
	}
	return out
}

// playRandomly applies up to n choices of r to g, with Apply when
// withEvents is set, else with Step. A panic (a game whose memory another
// game wrote is not one the rules made) fails t.
func playRandomly(t testing.TB, g engine.Game, r *bot.Random, n int, withEvents bool) {
	t.Helper()
	defer func() {
		if p := recover(); p != nil {
			t.Fatalf("a choice panicked: %v", p)
		}
	}()
	for i := 0; i < n && !over(g); i++ {
		c := r.Choose(engine.PendingOf(g)[0])
		var err error
		if withEvents {
			_, err = g.Apply(c)
		} else {
			err = engine.Step(g, c)
		}
		if err != nil {
			t.Fatalf("choice %d, %+v: %v", i, c, err)
		}
	}
}

// sameGame fails t unless got and want have the same hash, save and
// compact save.
func sameGame(t testing.TB, what string, got, want *onr.Game) {
	t.Helper()
	if hashOf(t, got) != hashOf(t, want) {
		t.Fatalf("%s: the hashes differ", what)
	}
	gb, err1 := got.MarshalBinary()
	wb, err2 := want.MarshalBinary()
	gc, err3 := got.MarshalCompact()
	wc, err4 := want.MarshalCompact()
	if err1 != nil || err2 != nil || err3 != nil || err4 != nil {
		t.Fatalf("%s: saves: %v %v %v %v", what, err1, err2, err3, err4)
	}
	if !bytes.Equal(gb, wb) || !bytes.Equal(gc, wc) {
		t.Fatalf("%s: the saves differ (JSON equal %v, compact equal %v)", what, bytes.Equal(gb, wb), bytes.Equal(gc, wc))
	}
}

// TestCloneIntoIsClone: a game cloned into the memory of another game,
// used before (bigger or smaller, made by New, by Clone, by an earlier
// CloneInto), is the game Clone makes, and it, its source and what shared
// memory with the destination before go on independently.
func TestCloneIntoIsClone(t *testing.T) {
	positions := append(cloneIntoPositions(t, []uint64{1, 2, 3}, false, 29),
		cloneIntoPositions(t, []uint64{4, 5}, true, 41)...)
	late := cloneIntoPositions(t, []uint64{77}, true, 1000) // the every-card game of seed 77: its start and its end
	if len(late) != 2 {
		t.Fatalf("%d positions of game 77, want 2", len(late))
	}
	reused := late[1].Clone() // the destination of every CloneInto of one case, in turn
	for _, tc := range []struct {
		name string
		dst  func() engine.Game // the destination; nil: a fresh clone is made
		// others returns games sharing memory with the destination before
		// CloneInto, which must not change.
		others func(dst engine.Game) []engine.Game
		same   bool // CloneInto returns the destination
	}{
		{name: "into a new game of another seed, smaller", dst: func() engine.Game { return newGame(t, 99) }, same: true},
		{name: "into a finished every-card game of another seed, bigger", dst: func() engine.Game { return late[1].Clone() }, same: true},
		{name: "into a clone, its original and its own clone left as they are", same: true,
			dst: func() engine.Game { return late[0].Clone() },
			others: func(dst engine.Game) []engine.Game {
				return []engine.Game{late[0], dst.Clone()}
			}},
		{name: "into the game the last CloneInto wrote, a clone of it left as it is", same: true,
			dst:    func() engine.Game { return reused },
			others: func(dst engine.Game) []engine.Game { return []engine.Game{dst.Clone()} }},
		{name: "into nil: a fresh clone", dst: func() engine.Game { return nil }},
		{name: "into the game itself: a fresh clone", dst: nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for i, pos := range positions {
				src := pos.Clone().(*onr.Game)
				var dst engine.Game = src
				if tc.dst != nil {
					dst = tc.dst()
				}
				var others, othersRef []engine.Game
				if tc.others != nil {
					others = tc.others(dst)
					for _, o := range others {
						othersRef = append(othersRef, o.Clone())
					}
				}
				want := src.Clone().(*onr.Game)
				got, ok := src.CloneInto(dst).(*onr.Game)
				if !ok || (got == dst) != tc.same || got == src {
					t.Fatalf("position %d: CloneInto gave %T, the destination %v, the source %v; want the destination %v", i, got, got == dst, got == src, tc.same)
				}
				sameGame(t, "the CloneInto and the Clone", got, want)
				if err := got.Check(); err != nil {
					t.Fatalf("position %d: %v", i, err)
				}
				// The source and the clone go on alike, the copy otherwise,
				// as a clone of the position does; the games that shared
				// memory with the destination go on as their clones do.
				ref := src.Clone().(*onr.Game)
				seed := uint64(i) + 1000
				rs, rg := bot.NewRandom(seed), bot.NewRandom(^seed)
				ro := make([]*bot.Random, len(others))
				for k := range ro {
					ro[k] = bot.NewRandom(seed + uint64(k))
				}
				for range 8 { // in turns, so that a write of one shows in another's next step
					playRandomly(t, src, rs, 5, false)
					playRandomly(t, got, rg, 5, true)
					for k, o := range others {
						playRandomly(t, o, ro[k], 5, false)
					}
				}
				playRandomly(t, want, bot.NewRandom(seed), 40, false)
				playRandomly(t, ref, bot.NewRandom(^seed), 40, true)
				sameGame(t, "the source and its clone after the same choices", src, want)
				sameGame(t, "the CloneInto and a clone after the same choices", got, ref)
				for k, o := range othersRef {
					playRandomly(t, o, bot.NewRandom(seed+uint64(k)), 40, false)
					sameGame(t, "a game that shared memory with the destination, and its clone", others[k].(*onr.Game), o.(*onr.Game))
				}
				if tc.dst != nil && tc.same {
					if r, ok := tc.dst().(*onr.Game); ok && r == reused {
						reused = got
					}
				}
			}
		})
	}
}

// TestCloneIntoAllocatesNothing: cloning into a game of the same shape
// (the same game, cloned into the same destination again) allocates
// nothing.
func TestCloneIntoAllocatesNothing(t *testing.T) {
	for _, tc := range []struct {
		name      string
		everyCard bool
		turn      int
	}{
		{"a default game at turn 10", false, 10},
		{"an every-card game at turn 20", true, 20},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var src *onr.Game
			// The first of a few random games that lasts to the turn: the
			// games change as cards are added to the every-card decks.
			for _, g := range cloneIntoPositions(t, []uint64{3, 4, 5, 6, 7}, tc.everyCard, 1) {
				if g.Turn() >= tc.turn && src == nil {
					src = g
				}
			}
			if src == nil {
				t.Fatalf("games 3 to 7 ended before turn %d", tc.turn)
			}
			dst := newGame(t, 8)
			src.CloneInto(dst) // its room grows to the position's
			if n := testing.AllocsPerRun(50, func() { src.CloneInto(dst) }); n != 0 {
				t.Fatalf("CloneInto allocates %v times", n)
			}
		})
	}
}
