package store

import (
	"errors"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"
)

// Backend names, as Store.Backend reports them.
const (
	BackendSQLite   = "sqlite"
	BackendPostgres = "postgres"
)

// dialect is what differs between the two databases a Store runs on. Every
// query is written once, with SQLite's "?" placeholders; the PostgreSQL
// dialect numbers them ($1, $2 …) before preparing.
type dialect struct {
	name string
	// migrations is the glob of the dialect's migration files in the
	// embedded tree; both sets are numbered alike and proven equivalent by
	// TestMigrationSetsAreEquivalent.
	migrations string
	// numbered: placeholders are $1, $2 … rather than ?.
	numbered bool
	// true is the literal of a true boolean column value.
	true string
	// nowMs is the database clock's time in milliseconds since 1970 (the
	// time leases are kept in), and lock the clause that locks the rows a
	// subquery selects, skipping those another transaction holds.
	nowMs, lock string
	// schemaMigrations and heartbeat create the two tables made outside
	// the migrations.
	schemaMigrations string
	heartbeat        string
}

var sqliteDialect = &dialect{
	name:             BackendSQLite,
	migrations:       "migrations/*.sql",
	true:             "1",
	nowMs:            `CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)`,
	schemaMigrations: `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)`,
	heartbeat:        `CREATE TABLE IF NOT EXISTS heartbeat (id INTEGER PRIMARY KEY CHECK (id = 1), at INTEGER NOT NULL, writes INTEGER NOT NULL)`,
}

var postgresDialect = &dialect{
	name:             BackendPostgres,
	migrations:       "migrations/postgres/*.sql",
	numbered:         true,
	true:             "TRUE",
	nowMs:            `(extract(epoch FROM clock_timestamp()) * 1000)::bigint`,
	lock:             `FOR UPDATE SKIP LOCKED`,
	schemaMigrations: `CREATE TABLE IF NOT EXISTS schema_migrations (version bigint PRIMARY KEY, applied_at bigint NOT NULL)`,
	heartbeat:        `CREATE TABLE IF NOT EXISTS heartbeat (id bigint PRIMARY KEY CHECK (id = 1), at bigint NOT NULL, writes bigint NOT NULL)`,
}

// rebind turns a query written with "?" placeholders into the dialect's.
// No query of the store has a "?" inside a string literal.
func (d *dialect) rebind(query string) string {
	if !d.numbered || !strings.Contains(query, "?") {
		return query
	}
	var b strings.Builder
	b.Grow(len(query) + 16)
	n := 0
	for _, r := range query {
		if r == '?' {
			n++
			b.WriteByte('$')
			b.WriteString(strconv.Itoa(n))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// isUnique reports whether err is a violation of a unique or primary key.
func isUnique(err error) bool {
	var pg *pgconn.PgError
	if errors.As(err, &pg) {
		return pg.Code == "23505" // unique_violation
	}
	return strings.Contains(err.Error(), "UNIQUE")
}

// IsPostgresURL reports whether db names a PostgreSQL database
// (postgres:// or postgresql://) rather than an SQLite file.
func IsPostgresURL(db string) bool {
	return strings.HasPrefix(db, "postgres://") || strings.HasPrefix(db, "postgresql://")
}
