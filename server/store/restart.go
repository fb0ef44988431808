package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"time"

	"github.com/datafort/datafort/engine"
)

// Restart is a game's start made anew before its first choice: the setup
// with the deck an invited player chose for the seat they take, the rules
// fingerprint and state hash of the game it makes, and whether a bot is
// then due. From is the state hash of the start it replaces: the restart
// is made only if the game is still there.
type Restart struct {
	Setup     engine.Setup
	Rules     engine.Rules
	StateHash []byte
	BotDue    bool
	From      []byte
}

// ClaimInviteRestart is ClaimInvite that also, when restart is not nil,
// replaces the game's start in the same transaction: the claim and the new
// start are written together or not at all. A game that has a choice
// already, or whose start is no longer restart.From (another invited
// player chose their deck meanwhile), is ErrConflict, and nothing is
// written: the caller computes the restart again from the game's row.
func (s *Store) ClaimInviteRestart(ctx context.Context, invite, token []byte, name string, restart *Restart) (string, engine.Seat, error) {
	var setup, rules []byte
	if restart != nil {
		var err error
		if setup, err = json.Marshal(restart.Setup); err != nil {
			return "", engine.NoSeat, err
		}
		if rules, err = json.Marshal(restart.Rules); err != nil {
			return "", engine.NoSeat, err
		}
	}
	var id string
	var seat int
	err := s.do(ctx, func(tx *wtx) error {
		err := tx.QueryRow(`SELECT game_id, seat FROM seats WHERE invite_hash = ?`, invite).Scan(&id, &seat)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		now := time.Now().UnixMilli()
		res, err := tx.Exec(`UPDATE seats SET token_hash = ?, invite_hash = NULL, name = ?, claimed_at = ? WHERE game_id = ? AND seat = ? AND invite_hash = ?`,
			token, name, now, id, seat, invite)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return ErrNotFound
		}
		if restart != nil {
			res, err := tx.Exec(`UPDATE games SET setup = ?, rules = ?, state_hash = ?, bot_due = ?, updated_at = ? WHERE id = ? AND seq = 0 AND state_hash = ?`,
				string(setup), string(rules), restart.StateHash, restart.BotDue, now, id, restart.From)
			if err != nil {
				return err
			}
			if n, _ := res.RowsAffected(); n != 1 {
				return ErrConflict
			}
		}
		_, err = tx.Exec(`UPDATE games SET status = 'active', updated_at = ? WHERE id = ? AND status = 'open' AND NOT EXISTS (SELECT 1 FROM seats WHERE game_id = ? AND invite_hash IS NOT NULL)`,
			now, id, id)
		return err
	})
	return id, engine.Seat(seat), err
}
