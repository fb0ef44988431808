package store_test

import (
	"bytes"
	"context"
	"errors"
	"testing"

	"github.com/datafort/datafort/server/store"
)

// TestRewind: on each backend, a takeback cuts a game's log back to a seq
// and moves the rows after it to choices_undone under the game's takeback
// number; the game's row follows (seq, state hash), the seqs after it and
// the decisions it answered are free again; a rewind from a seq the game is
// not at is ErrConflict, and one under an epoch the game left is refused
// with a *FencedError (a node's rewind is fenced as its appends are), both
// writing nothing.
func TestRewind(t *testing.T) {
	onEachBackend(t, func(t *testing.T, b backend) {
		ctx := context.Background()
		db := b.fresh(t)
		s, other := b.open(t, db), b.open(t, db)
		newGame(t, s, "g1")
		e, err := s.Claim(ctx, "g1", "node-a", 0)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.AppendFenced(ctx, "g1", e, 0, []store.Choice{choice(1), choice(2), choice(3), choice(4)}, store.StatusActive, nil, false); err != nil {
			t.Fatal(err)
		}
		if err := s.Rewind(ctx, "g1", e, 3, 1, 0, choice(1).Hash, false); !errors.Is(err, store.ErrConflict) {
			t.Fatalf("a rewind from seq 3 of a game at 4: %v, want ErrConflict", err)
		}
		if err := s.Rewind(ctx, "g1", e, 4, 2, 1, choice(2).Hash, true); err != nil {
			t.Fatalf("rewinding from 4 to 2: %v", err)
		}
		g, err := s.Game(ctx, "g1")
		if h := choice(2).Hash; err != nil || g.Seq != 2 || !bytes.Equal(g.StateHash, h[:]) || !g.BotDue {
			t.Fatalf("the game row after the rewind: %+v, %v; want seq 2, choice 2's hash, a bot due", g, err)
		}
		if cs, err := s.Choices(ctx, "g1", 0); err != nil || len(cs) != 2 {
			t.Fatalf("the log holds %d choices (%v), want 2", len(cs), err)
		}
		if _, err := s.Answer(ctx, "g1", choice(3).Choice.Decision, choice(3).Choice.Seat); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("the decision taken back is still answered: %v", err)
		}
		// The same seqs and decisions are written again, with other answers.
		again := choice(3)
		again.Choice.Option++
		if err := s.AppendFenced(ctx, "g1", e, 2, []store.Choice{again}, store.StatusActive, nil, false); err != nil {
			t.Fatalf("appending seq 3 again: %v", err)
		}
		if err := s.Rewind(ctx, "g1", e, 3, 2, 0, choice(2).Hash, false); err != nil {
			t.Fatalf("a second rewind: %v", err)
		}
		tbs, err := s.Takebacks(ctx, "g1")
		if err != nil {
			t.Fatal(err)
		}
		if len(tbs) != 2 || tbs[0].N != 1 || tbs[0].ToSeq != 2 || tbs[0].By != 1 || len(tbs[0].Undone) != 2 ||
			tbs[0].Undone[0].Seq != 3 || tbs[0].Undone[1].Hash != choice(4).Hash || tbs[0].Undone[0].Epoch != e ||
			tbs[1].N != 2 || len(tbs[1].Undone) != 1 || tbs[1].Undone[0].Choice != again.Choice {
			t.Fatalf("choices_undone holds %+v, want takeback 1 of choices 3 and 4 by seat 1, then takeback 2 of the new choice 3", tbs)
		}
		e2, err := other.Claim(ctx, "g1", "node-b", e)
		if err != nil {
			t.Fatal(err)
		}
		var fe *store.FencedError
		if err := s.Rewind(ctx, "g1", e, 2, 1, 0, choice(1).Hash, false); !errors.As(err, &fe) || fe.Current != e2 {
			t.Fatalf("a rewind under the epoch the game left: %v, want a *store.FencedError at epoch %d", err, e2)
		}
		if cs, err := s.Choices(ctx, "g1", 0); err != nil || len(cs) != 2 {
			t.Fatalf("the refused rewind left %d choices (%v), want 2", len(cs), err)
		}
	})
}
