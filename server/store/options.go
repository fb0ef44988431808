package store

import (
	"context"
	"encoding/json"
	"fmt"
)

// SetOptions replaces game id's server options (Game.Options), such as a
// seat's choice, made at the table or when an invitation is claimed, to
// have its one-answer questions answered for it.
func (s *Store) SetOptions(ctx context.Context, id string, options json.RawMessage) error {
	err := s.do(ctx, func(tx *wtx) error {
		_, err := tx.Exec(`UPDATE games SET options = ? WHERE id = ?`, string(orEmpty(options)), id)
		return err
	})
	if err != nil {
		return fmt.Errorf("store: set options of game %s: %w", id, err)
	}
	return nil
}
