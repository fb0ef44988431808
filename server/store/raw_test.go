package store_test

import (
	"database/sql"
	"os"
	"path/filepath"
	"testing"

	"github.com/datafort/datafort/server/store"
	"github.com/datafort/datafort/server/store/pgtest"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

func openRaw(t *testing.T, path string) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	return db
}

// backend is a database the store runs on, as the tests reach it.
type backend struct {
	name string
	// fresh makes the place of a new, empty database for t: a file path
	// or a postgres:// URL.
	fresh func(t *testing.T) string
	// try opens the store at db.
	try func(db string) (*store.Store, error)
	// raw opens db with database/sql directly, bypassing the store.
	raw func(t *testing.T, db string) *sql.DB
	// rebind turns a query with ? placeholders into the backend's.
	rebind func(q string) string
}

var backends = []backend{
	{
		name:   store.BackendSQLite,
		fresh:  func(t *testing.T) string { return filepath.Join(t.TempDir(), "d.db") },
		try:    func(db string) (*store.Store, error) { return store.Open(db, store.Options{Sync: "normal"}) },
		raw:    openRaw,
		rebind: func(q string) string { return q },
	},
	{
		name:  store.BackendPostgres,
		fresh: func(t *testing.T) string { return pgtest.Database(t) },
		try:   func(db string) (*store.Store, error) { return store.OpenPostgres(db, store.Options{}) },
		raw: func(t *testing.T, db string) *sql.DB {
			t.Helper()
			d, err := sql.Open("pgx", db)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { d.Close() })
			return d
		},
		rebind: func(q string) string {
			out := make([]byte, 0, len(q)+8)
			n := 0
			for i := 0; i < len(q); i++ {
				if q[i] == '?' {
					n++
					out = append(out, '$')
					out = append(out, []byte(itoa(n))...)
					continue
				}
				out = append(out, q[i])
			}
			return string(out)
		},
	},
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// onEachBackend runs f as a subtest per backend, named after it.
func onEachBackend(t *testing.T, f func(t *testing.T, b backend)) {
	t.Helper()
	for _, b := range backends {
		t.Run(b.name, func(t *testing.T) { f(t, b) })
	}
}

// open opens the store at db (closed when t ends).
func (b backend) open(t *testing.T, db string) *store.Store {
	t.Helper()
	s, err := b.try(db)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// openFresh opens a store on a new, empty database of backend b.
func (b backend) openFresh(t *testing.T) *store.Store {
	t.Helper()
	return b.open(t, b.fresh(t))
}

// pgtestGet is the test binary's PostgreSQL cluster (skips without it).
func pgtestGet(tb testing.TB) *pgtest.Cluster { return pgtest.Get(tb) }
