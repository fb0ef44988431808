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
