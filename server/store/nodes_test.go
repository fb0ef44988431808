package store_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/datafort/datafort/server/store"
)

// TestLeaseRunsUntilItLapses: a node's lease, kept on the database's
// clock, renews while it runs; once it has lapsed it cannot be renewed
// (ErrLeaseLost), and the node is no longer listed.
func TestLeaseRunsUntilItLapses(t *testing.T) {
	onEachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		s := b.openFresh(t)
		const ttl = 600 * time.Millisecond
		if err := s.RegisterNode(ctx, store.Node{ID: "a", Addr: "127.0.0.1:1", Rules: "v1"}, ttl); err != nil {
			t.Fatal(err)
		}
		if err := s.RegisterNode(ctx, store.Node{ID: "a", Addr: "127.0.0.1:2", Rules: "v1"}, ttl); !errors.Is(err, store.ErrConflict) {
			t.Fatalf("a second node of the same id: %v, want ErrConflict", err)
		}
		for i := range 3 {
			time.Sleep(ttl / 3)
			if err := s.RenewLease(ctx, "a", ttl); err != nil {
				t.Fatalf("renewal %d within the lease: %v", i, err)
			}
		}
		if ns, err := s.Nodes(ctx); err != nil || len(ns) != 1 || ns[0] != (store.Node{ID: "a", Addr: "127.0.0.1:1", Rules: "v1"}) {
			t.Fatalf("nodes with a running lease: %+v, %v", ns, err)
		}
		time.Sleep(ttl + 300*time.Millisecond)
		if err := s.RenewLease(ctx, "a", ttl); !errors.Is(err, store.ErrLeaseLost) {
			t.Fatalf("renewal after the lease lapsed: %v, want ErrLeaseLost", err)
		}
		if ns, err := s.Nodes(ctx); err != nil || len(ns) != 0 {
			t.Fatalf("nodes after the lease lapsed: %+v, %v; want none", ns, err)
		}
	})
}

// TestClaimWaitsForTheHoldersLease: a game held by a node whose lease runs
// cannot be claimed by another (ErrHeld, nothing written); once the holder
// is gone — its lease lapsed, or it dropped out — it can, and the old
// holder's saves are fenced from then on.
func TestClaimWaitsForTheHoldersLease(t *testing.T) {
	for _, gone := range []string{"its lease lapsed", "it dropped out"} {
		t.Run("the holder is gone when "+gone, func(t *testing.T) {
			onEachBackend(t, func(t *testing.T, b backend) {
				ctx := context.Background()
				s := b.openFresh(t)
				const ttl = 500 * time.Millisecond
				for _, id := range []string{"a", "b"} {
					if err := s.RegisterNode(ctx, store.Node{ID: id, Addr: id, Rules: "v1"}, ttl); err != nil {
						t.Fatal(err)
					}
				}
				newGame(t, s, "g1")
				ea, err := s.Claim(ctx, "g1", "a", 0)
				if err != nil {
					t.Fatal(err)
				}
				if again, err := s.Claim(ctx, "g1", "a", ea); err != nil || again != ea+1 {
					t.Fatalf("the holder claims its own game again: epoch %d, %v; want %d", again, err, ea+1)
				}
				ea++
				_, err = s.Claim(ctx, "g1", "b", ea)
				var held *store.HeldError
				if !errors.As(err, &held) || !errors.Is(err, store.ErrHeld) || held.Owner != "a" || held.Epoch != ea {
					t.Fatalf("node b claims a live node's game: %v, want a *HeldError naming a at epoch %d", err, ea)
				}
				if g, err := s.Game(ctx, "g1"); err != nil || g.Owner != "a" || g.Epoch != ea {
					t.Fatalf("after the refused claim: owner %q epoch %d (%v)", g.Owner, g.Epoch, err)
				}
				if gone == "it dropped out" {
					if err := s.DropNode(ctx, "a"); err != nil {
						t.Fatal(err)
					}
				} else {
					time.Sleep(ttl + 300*time.Millisecond)
				}
				eb, err := s.Claim(ctx, "g1", "b", ea)
				if err != nil || eb != ea+1 {
					t.Fatalf("node b claims once a is gone: epoch %d, %v; want %d", eb, err, ea+1)
				}
				if err := s.AppendFenced(ctx, "g1", ea, 0, []store.Choice{choice(1)}, store.StatusActive, nil, false); !errors.Is(err, store.ErrFenced) {
					t.Fatalf("the old holder's save: %v, want ErrFenced", err)
				}
			})
		})
	}
}

// TestOrphanedBotGamesAreSharedOut: nodes sweeping at once for games in
// which a bot must move and whose holder is gone claim each such game
// exactly once between them, and touch no other game: not one held by a
// live node, nor one with no bot due, nor one that is over.
func TestOrphanedBotGamesAreSharedOut(t *testing.T) {
	onEachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		db := b.fresh(t)
		sweepers := []*store.Store{b.open(t, db), b.open(t, db), b.open(t, db)}
		s := sweepers[0]
		for _, id := range []string{"live", "sweeper0", "sweeper1", "sweeper2"} {
			if err := s.RegisterNode(ctx, store.Node{ID: id, Addr: "x", Rules: "v1"}, time.Minute); err != nil {
				t.Fatal(err)
			}
		}
		const orphans = 24
		want := map[string]bool{}
		for i := range orphans + 9 {
			id := fmt.Sprint("g", i)
			newGame(t, s, id)
			kind := "orphan"
			switch {
			case i >= orphans+6:
				kind = "over"
			case i >= orphans+3:
				kind = "no bot due"
			case i >= orphans:
				kind = "held by a live node"
			}
			status, due := store.StatusActive, kind != "no bot due"
			if kind == "over" {
				status = store.StatusOver
			}
			if err := s.Append(ctx, id, 0, []store.Choice{choice(1)}, status, nil, due); err != nil {
				t.Fatal(err)
			}
			owner := "dead" // a node that never registered, or whose row is gone
			if kind == "held by a live node" {
				owner = "live"
			}
			if _, err := s.Claim(ctx, id, owner, 0); err != nil {
				t.Fatal(err)
			}
			if kind == "orphan" {
				want[id] = true
			}
		}
		var mu sync.Mutex
		got := map[string][]string{} // game → sweepers that claimed it
		var wg sync.WaitGroup
		for i, sw := range sweepers {
			wg.Go(func() {
				for range orphans + 1 {
					cs, _, err := sw.ClaimOrphanedBotGames(ctx, fmt.Sprint("sweeper", i), 5, nil)
					if err != nil {
						t.Error(err)
						return
					}
					if len(cs) == 0 {
						return
					}
					mu.Lock()
					for _, c := range cs {
						got[c.ID] = append(got[c.ID], fmt.Sprint("sweeper", i))
						if c.Epoch != 2 {
							t.Errorf("game %s claimed at epoch %d, want 2", c.ID, c.Epoch)
						}
					}
					mu.Unlock()
				}
			})
		}
		wg.Wait()
		for id := range want {
			if len(got[id]) != 1 {
				t.Errorf("orphaned game %s was claimed by %v, want exactly one sweeper", id, got[id])
			}
		}
		for id, by := range got {
			if !want[id] {
				t.Errorf("game %s, not an orphan with a bot due, was claimed by %v", id, by)
			}
		}
		var ids []string
		for id := range got {
			ids = append(ids, id)
		}
		slices.Sort(ids)
		t.Logf("%d games claimed by %d sweepers", len(ids), len(sweepers))
	})
}

// TestSweepLeavesTheGamesItIsToldToSkip: the games a node passes as skip
// (those it found it cannot play) are not claimed by its sweep, nor those
// its playable check refuses (made under another build), which are
// returned as refused with nothing of them written; the others are
// claimed.
func TestSweepLeavesTheGamesItIsToldToSkip(t *testing.T) {
	cases := []struct {
		name    string
		skip    []string
		refuse  string // the game the playable check refuses, if any
		claimed []string
		refused []string
	}{
		{"the games it is told to skip are left alone", []string{"a", "c"}, "", []string{"b"}, nil},
		{"a game it cannot play is neither claimed nor written", nil, "b", []string{"a", "c"}, []string{"b"}},
		{"a game both skipped and unplayable is not even looked at", []string{"b"}, "b", []string{"a", "c"}, nil},
	}
	onEachBackend(t, func(t *testing.T, b backend) {
		for _, tc := range cases {
			t.Run(tc.name, func(t *testing.T) {
				ctx := context.Background()
				s := b.open(t, b.fresh(t))
				for _, id := range []string{"a", "b", "c"} {
					newGame(t, s, id)
					if err := s.Append(ctx, id, 0, []store.Choice{choice(1)}, store.StatusActive, nil, true); err != nil {
						t.Fatal(err)
					}
				}
				playable := func(g *store.Game) bool { return g.ID != tc.refuse }
				cs, refused, err := s.ClaimOrphanedBotGames(ctx, "n1", 10, playable, tc.skip...)
				if err != nil {
					t.Fatal(err)
				}
				var claimed []string
				for _, c := range cs {
					claimed = append(claimed, c.ID)
				}
				slices.Sort(claimed)
				if !slices.Equal(claimed, tc.claimed) || !slices.Equal(refused, tc.refused) {
					t.Fatalf("claimed %v and refused %v, want %v and %v", claimed, refused, tc.claimed, tc.refused)
				}
				for _, id := range []string{"a", "b", "c"} {
					g, err := s.Game(ctx, id)
					if err != nil {
						t.Fatal(err)
					}
					if mine := slices.Contains(tc.claimed, id); mine != (g.Owner == "n1" && g.Epoch == 1) || !mine && (g.Owner != "" || g.Epoch != 0) {
						t.Errorf("game %s is held by %q at epoch %d after the sweep", id, g.Owner, g.Epoch)
					}
				}
			})
		}
	})
}
