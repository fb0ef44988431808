package store_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"

	"github.com/datafort/datafort/server/store"
)

// TestStaleEpochSaveIsRejected: two nodes (two stores on one database)
// hold the same game one after the other. Once the second has claimed it,
// the first one's save, made under its old epoch, is refused with a
// *FencedError and writes nothing (neither the choices nor the game's row),
// while the new holder's save of the same choice goes through; each choice
// records the epoch it was written under.
func TestStaleEpochSaveIsRejected(t *testing.T) {
	onEachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		db := b.fresh(t)
		a, bb := b.open(t, db), b.open(t, db)
		newGame(t, a, "g1")
		ea, err := a.Claim(ctx, "g1", "node-a", 0)
		if err != nil || ea != 1 {
			t.Fatalf("node a claims from epoch 0: epoch %d, %v; want 1", ea, err)
		}
		if err := a.AppendFenced(ctx, "g1", ea, 0, []store.Choice{choice(1)}, store.StatusActive, nil, false); err != nil {
			t.Fatalf("the holder's save: %v", err)
		}
		eb, err := bb.Claim(ctx, "g1", "node-b", ea)
		if err != nil || eb != 2 {
			t.Fatalf("node b takes over from epoch %d: epoch %d, %v; want 2", ea, eb, err)
		}

		err = a.AppendFenced(ctx, "g1", ea, 1, []store.Choice{choice(2)}, store.StatusOver, []byte(`{"reason":"stale"}`), true)
		var fe *store.FencedError
		if !errors.Is(err, store.ErrFenced) || !errors.As(err, &fe) {
			t.Fatalf("the stale node's save: %v, want a *store.FencedError", err)
		}
		if fe.Game != "g1" || fe.Epoch != ea || fe.Current != eb || fe.Owner != "node-b" {
			t.Errorf("the refusal says %+v, want game g1, epoch %d, current %d, owner node-b", *fe, ea, eb)
		}
		g, err := bb.Game(ctx, "g1")
		if err != nil {
			t.Fatal(err)
		}
		if h := choice(1).Hash; g.Seq != 1 || g.Status != store.StatusActive || g.Result != nil || g.BotDue || !bytes.Equal(g.StateHash, h[:]) || g.Epoch != eb || g.Owner != "node-b" {
			t.Errorf("game row after the refused save: seq %d status %q result %s bot due %v epoch %d owner %q; want seq 1, active, no result, no bot due, choice 1's hash, epoch %d, node-b",
				g.Seq, g.Status, g.Result, g.BotDue, g.Epoch, g.Owner, eb)
		}
		if cs, err := bb.Choices(ctx, "g1", 0); err != nil || len(cs) != 1 {
			t.Fatalf("choices after the refused save: %d, %v; want only choice 1", len(cs), err)
		}

		if err := bb.AppendFenced(ctx, "g1", eb, 1, []store.Choice{choice(2)}, store.StatusActive, nil, false); err != nil {
			t.Fatalf("the new holder's save: %v", err)
		}
		cs, err := a.Choices(ctx, "g1", 0)
		if err != nil {
			t.Fatal(err)
		}
		var epochs []int64
		for _, c := range cs {
			epochs = append(epochs, c.Epoch)
		}
		if fmt.Sprint(epochs) != fmt.Sprint([]int64{ea, eb}) {
			t.Errorf("the choices were written under epochs %v, want [%d %d]", epochs, ea, eb)
		}
	})
}

// TestReleaseFencesTheReleasingNode: a game released by its holder has no
// owner, and a save still under way from that node (made under the epoch
// it released) is refused; a release or claim from a stale epoch is
// refused too.
func TestReleaseFencesTheReleasingNode(t *testing.T) {
	onEachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		s := b.openFresh(t)
		newGame(t, s, "g1")
		e, err := s.Claim(ctx, "g1", "node-a", 0)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Release(ctx, "g1", e); err != nil {
			t.Fatalf("release: %v", err)
		}
		if g, err := s.Game(ctx, "g1"); err != nil || g.Owner != "" || g.Epoch != e+1 {
			t.Fatalf("after the release: owner %q epoch %d (%v), want no owner at epoch %d", g.Owner, g.Epoch, err, e+1)
		}
		for _, tc := range []struct {
			name string
			do   func() error
		}{
			{"a save under the released epoch", func() error {
				return s.AppendFenced(ctx, "g1", e, 0, []store.Choice{choice(1)}, store.StatusActive, nil, false)
			}},
			{"a second release of it", func() error { return s.Release(ctx, "g1", e) }},
			{"a claim from it", func() error { _, err := s.Claim(ctx, "g1", "node-c", e); return err }},
		} {
			t.Run(tc.name+" is refused", func(t *testing.T) {
				if err := tc.do(); !errors.Is(err, store.ErrFenced) {
					t.Fatalf("%v, want ErrFenced", err)
				}
			})
		}
		if cs, err := s.Choices(ctx, "g1", 0); err != nil || len(cs) != 0 {
			t.Errorf("%d choices stored (%v), want none", len(cs), err)
		}
		if _, err := s.Claim(ctx, "nope", "node-a", 0); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("a claim of no game: %v, want ErrNotFound", err)
		}
	})
}

// TestClaimIsWonOnce: two nodes claim the same game from the same epoch,
// round after round: exactly one wins each round, and the epoch rises by
// one a round.
func TestClaimIsWonOnce(t *testing.T) {
	onEachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		db := b.fresh(t)
		nodes := []*store.Store{b.open(t, db), b.open(t, db)}
		newGame(t, nodes[0], "g1")
		const rounds = 100
		for r := range int64(rounds) {
			var wg sync.WaitGroup
			errs := make([]error, len(nodes))
			got := make([]int64, len(nodes))
			for i, n := range nodes {
				wg.Go(func() { got[i], errs[i] = n.Claim(ctx, "g1", fmt.Sprint("node-", i), r) })
			}
			wg.Wait()
			won := 0
			for i, err := range errs {
				switch {
				case err == nil:
					won++
					if got[i] != r+1 {
						t.Fatalf("round %d: the winner got epoch %d, want %d", r, got[i], r+1)
					}
				case !errors.Is(err, store.ErrFenced):
					t.Fatalf("round %d: node %d: %v", r, i, err)
				}
			}
			if won != 1 {
				t.Fatalf("round %d: %d nodes won the claim, want exactly 1", r, won)
			}
		}
		if g, err := nodes[1].Game(ctx, "g1"); err != nil || g.Epoch != rounds {
			t.Fatalf("epoch after %d rounds: %d (%v)", rounds, g.Epoch, err)
		}
	})
}

// TestFencedSaveLeavesItsBatchAlone: saves of many games committed
// together, one of them stale, all land but the stale one (on PostgreSQL,
// sent pipelined: one round trip for the saves of a batch).
func TestFencedSaveLeavesItsBatchAlone(t *testing.T) {
	onEachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		s := b.openFresh(t)
		const games = 30
		for i := range games {
			newGame(t, s, fmt.Sprint("g", i))
		}
		if _, err := s.Claim(ctx, "g0", "node-b", 0); err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		errs := make([]error, games)
		for i := range games {
			wg.Go(func() {
				errs[i] = s.AppendFenced(ctx, fmt.Sprint("g", i), 0, 0, []store.Choice{choice(1), choice(2)}, store.StatusActive, nil, false)
			})
		}
		wg.Wait()
		for i, err := range errs {
			g, gerr := s.Game(ctx, fmt.Sprint("g", i))
			if gerr != nil {
				t.Fatal(gerr)
			}
			switch {
			case i == 0 && (!errors.Is(err, store.ErrFenced) || g.Seq != 0):
				t.Errorf("the stale save: %v, seq %d; want ErrFenced and nothing written", err, g.Seq)
			case i > 0 && (err != nil || g.Seq != 2):
				t.Errorf("game %d: %v, seq %d; want saved at seq 2", i, err, g.Seq)
			}
		}
		if b.name == store.BackendPostgres && s.Pipelined() == 0 {
			t.Error("no save was pipelined with others: the pipeline was not exercised")
		}
	})
}
