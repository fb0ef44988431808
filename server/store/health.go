package store

import (
	"context"
	"fmt"
	"time"
)

// Heartbeat writes the heartbeat row (its table, dialect.heartbeat, is
// created on first use, outside the migrations, since it holds nothing a
// game needs) through the writer, exactly as a move
// is written (the same queue, transaction and sync; unprepared, since the
// table may be new), and returns once it is
// durable, or the error that kept it from being so: a full disk, a
// read-only file or a damaged database fail it as they would fail a move.
func (s *Store) Heartbeat(ctx context.Context) error {
	return s.do(ctx, func(tx *wtx) error {
		if _, err := tx.tx.Exec(s.d.heartbeat); err != nil {
			return fmt.Errorf("store: heartbeat: %w", err)
		}
		if _, err := tx.tx.Exec(s.q(`INSERT INTO heartbeat (id, at, writes) VALUES (1, ?, 1) ON CONFLICT (id) DO UPDATE SET at = excluded.at, writes = heartbeat.writes + 1`), time.Now().UnixMilli()); err != nil {
			return fmt.Errorf("store: heartbeat: %w", err)
		}
		return nil
	})
}

// Version is the schema version of the database (its last migration
// applied).
func (s *Store) Version(ctx context.Context) (int, error) {
	var v int
	if err := s.db.QueryRowContext(ctx, `SELECT COALESCE(MAX(version), 0) FROM schema_migrations`).Scan(&v); err != nil {
		return 0, fmt.Errorf("store: schema version: %w", err)
	}
	return v, nil
}
