package store

import "context"

// SessionSetting is PostgreSQL's current_setting(name) on a connection of
// the store's pool, for tests; "" if it cannot be read.
func (s *Store) SessionSetting(ctx context.Context, name string) string {
	var v string
	if err := s.db.QueryRowContext(ctx, `SELECT current_setting($1)`, name).Scan(&v); err != nil {
		return ""
	}
	return v
}

// SetPipeline turns the writer's pipelining of saves on PostgreSQL on or
// off (on by default), for tests and benchmarks comparing the two. It is
// set before the store is used.
func (s *Store) SetPipeline(on bool) { s.noPipeline = !on }

// Pipelined is how many writes the writer sent pipelined.
func (s *Store) Pipelined() int64 { return s.pipelined.Load() }
