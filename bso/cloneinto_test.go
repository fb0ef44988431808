package bso_test

import (
	"bytes"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
)

// TestCloneIntoIsClone: a Big Sell-Out game cloned into another's memory
// (a game of another seed and size of table, then the game the last
// CloneInto wrote) is a *bso.Game equal to its Clone (hash and save), and
// goes on as the clone does.
func TestCloneIntoIsClone(t *testing.T) {
	for _, tc := range []struct {
		name    string
		players string
		dst     string // the table of the first destination
	}{
		{"four players cloned into a game of six", "players=4", "players=6"},
		{"six players cloned into a game of four", "players=6", "players=4"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, 3, tc.players)
			var dst engine.Game = newGame(t, 4, tc.dst)
			r := bot.NewRandom(3)
			checked := 0
			for step := 0; step < 600; step++ {
				if _, over := g.Result(); over {
					break
				}
				if step%23 == 0 {
					want := g.Clone()
					res := g.CloneInto(dst)
					got, ok := res.(*bso.Game)
					if !ok || got != dst {
						t.Fatalf("step %d: CloneInto gave a %T, the destination %v; want the destination, a *bso.Game", step, res, res == dst)
					}
					same := func(what string) {
						hg, err1 := engine.Hash(got)
						hw, err2 := engine.Hash(want)
						bg, err3 := got.MarshalBinary()
						bw, err4 := want.MarshalBinary()
						if err1 != nil || err2 != nil || err3 != nil || err4 != nil || hg != hw || !bytes.Equal(bg, bw) {
							t.Fatalf("step %d: %s: the copy and the clone differ (%v %v %v %v)", step, what, err1, err2, err3, err4)
						}
					}
					same("cloned")
					rg, rw := bot.NewRandom(uint64(step)), bot.NewRandom(uint64(step))
					for range 20 {
						if _, over := got.Result(); over {
							break
						}
						apply(t, got, rg.Choose(engine.PendingOf(got)[0]))
						apply(t, want, rw.Choose(engine.PendingOf(want)[0]))
					}
					same("after the same choices")
					checked++
				}
				apply(t, g, r.Choose(engine.PendingOf(g)[0]))
			}
			if checked < 3 {
				t.Fatalf("%d positions checked, want 3 at least", checked)
			}
			t.Logf("%d positions checked", checked)
		})
	}
}
