package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/datafort/datafort/engine"
)

// Takeback is one takeback by consent of a game (server-spec §6.14): the
// log was cut back to choice ToSeq at the request of seat By, and the rows
// after it moved to the choices_undone table.
type Takeback struct {
	N      int         // the takeback's number in the game, from 1
	ToSeq  int         // the seq the log was cut back to
	By     engine.Seat // the seat that asked
	At     time.Time   // when it was made
	Undone []Choice    // the choices taken back, in order
}

// rewindHead is the conditional update of the game's row a takeback makes
// first, as appendHead for a save: it matches only a game at seq from and,
// unless the epoch is AnyEpoch, at that epoch.
const rewindHead = `UPDATE games SET seq = ?, state_hash = ?, bot_due = ?, updated_at = ?
	WHERE id = ? AND seq = ? AND (? < 0 OR epoch = ?) RETURNING id`

// Rewind takes game id back from choice from (its last) to choice to, for
// seat by, in one transaction under epoch (AnyEpoch for a server without
// nodes): the game's row says seq to and state hash hash (the state after
// choice to) and whether a bot is due, and the choices after to move from
// choices to choices_undone under the game's next takeback number, so that
// the decisions they answered may be answered again and the seqs after to
// are free for the next appends. A game not at from is ErrConflict; a game
// that left epoch a *FencedError, and nothing is written.
func (s *Store) Rewind(ctx context.Context, id string, epoch int64, from, to int, by engine.Seat, hash [32]byte, botDue bool) error {
	if to < 0 || to >= from {
		return fmt.Errorf("store: game %s: a takeback from %d to %d: %w", id, from, to, ErrConflict)
	}
	if epoch < 0 {
		epoch = AnyEpoch
	}
	head := rewindHead
	if s.d == postgresDialect {
		head = strings.Replace(head, "(? < 0 OR epoch = ?)", "(?::bigint < 0 OR epoch = ?::bigint)", 1)
	}
	now := time.Now().UnixMilli()
	return s.do(ctx, func(tx *wtx) error {
		var gid string
		err := tx.QueryRow(head, to, hash[:], botDue, now, id, from, epoch, epoch).Scan(&gid)
		if errors.Is(err, sql.ErrNoRows) {
			var seq, at int64
			var owner string
			err = tx.QueryRow(`SELECT seq, epoch, COALESCE(owner, '') FROM games WHERE id = ?`, id).Scan(&seq, &at, &owner)
			switch {
			case errors.Is(err, sql.ErrNoRows):
				return clean(fmt.Errorf("store: no game %s: %w", id, ErrConflict))
			case err != nil:
				return err
			case epoch != AnyEpoch && at != epoch:
				return clean(&FencedError{Game: id, Epoch: epoch, Current: at, Owner: owner})
			}
			return clean(fmt.Errorf("store: game %s is at seq %d, not %d: %w", id, seq, from, ErrConflict))
		}
		if err != nil {
			return err
		}
		var n int64
		if err := tx.QueryRow(`SELECT COALESCE(MAX(takeback), 0) + 1 FROM choices_undone WHERE game_id = ?`, id).Scan(&n); err != nil {
			return fmt.Errorf("store: game %s: numbering the takeback: %w", id, err)
		}
		if _, err := tx.Exec(`INSERT INTO choices_undone (game_id, takeback, to_seq, by_seat, undone_at, seq, decision, seat, option, number, source, client_id, state_hash, at, epoch)
			SELECT game_id, ?, ?, ?, ?, seq, decision, seat, option, number, source, client_id, state_hash, at, epoch FROM choices WHERE game_id = ? AND seq > ?`,
			n, to, int(by), now, id, to); err != nil {
			return fmt.Errorf("store: game %s: keeping the choices taken back: %w", id, err)
		}
		res, err := tx.Exec(`DELETE FROM choices WHERE game_id = ? AND seq > ?`, id, to)
		if err != nil {
			return fmt.Errorf("store: game %s: removing the choices taken back: %w", id, err)
		}
		if got, err := res.RowsAffected(); err == nil && got != int64(from-to) {
			return fmt.Errorf("store: game %s: a takeback from %d to %d removed %d choices", id, from, to, got)
		}
		return nil
	})
}

// Takebacks reads game id's takebacks, in order, each with the choices it
// took back.
func (s *Store) Takebacks(ctx context.Context, id string) ([]Takeback, error) {
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT takeback, to_seq, by_seat, undone_at, seq, decision, seat, option, number, source, COALESCE(client_id, ''), state_hash, at, epoch
		FROM choices_undone WHERE game_id = ? ORDER BY takeback, seq`), id)
	if err != nil {
		return nil, fmt.Errorf("store: game %s: takebacks: %w", id, err)
	}
	defer rows.Close()
	var out []Takeback
	for rows.Next() {
		var tb Takeback
		var c Choice
		var by, seat int
		var undoneAt, at int64
		var hash []byte
		if err := rows.Scan(&tb.N, &tb.ToSeq, &by, &undoneAt, &c.Seq, &c.Choice.Decision, &seat, &c.Choice.Option, &c.Choice.Number, &c.Source, &c.ClientID, &hash, &at, &c.Epoch); err != nil {
			return nil, fmt.Errorf("store: game %s: takebacks: %w", id, err)
		}
		if len(hash) != 32 {
			return nil, fmt.Errorf("store: game %s: undone choice %d: hash of %d bytes", id, c.Seq, len(hash))
		}
		copy(c.Hash[:], hash)
		c.Choice.Seat, c.Choice.Concede, c.At = engine.Seat(seat), c.Source == SourceConcession, time.UnixMilli(at)
		if len(out) == 0 || out[len(out)-1].N != tb.N {
			tb.By, tb.At = engine.Seat(by), time.UnixMilli(undoneAt)
			out = append(out, tb)
		}
		last := &out[len(out)-1]
		last.Undone = append(last.Undone, c)
	}
	return out, rows.Err()
}
