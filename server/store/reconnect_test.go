package store_test

import (
	"context"
	"testing"

	"github.com/datafort/datafort/server/store"
	"github.com/datafort/datafort/server/store/pgtest"
)

// TestWriterReconnectsAfterItsConnectionIsCut: PostgreSQL ends every
// connection of the store (as a restart of the server, a failover or a cut
// link would). A save at that moment may fail, and whether it landed is
// then unknown, but the writer opens a new connection: a later save goes
// through, and every save acknowledged is stored.
func TestWriterReconnectsAfterItsConnectionIsCut(t *testing.T) {
	ctx := context.Background()
	db := pgtest.Database(t)
	s, err := store.OpenPostgres(db, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	newGame(t, s, "g1")
	if err := s.Append(ctx, "g1", 0, []store.Choice{choice(1)}, store.StatusActive, nil, false); err != nil {
		t.Fatal(err)
	}
	admin := backends[1].raw(t, db)
	var cut int
	if err := admin.QueryRow(`SELECT COUNT(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`).Scan(&cut); err != nil {
		t.Fatal(err)
	}
	if cut == 0 {
		t.Fatal("no connection of the store was found to cut")
	}
	acked := 1
	for try := 0; try < 3 && acked < 2; try++ {
		g, err := s.Game(ctx, "g1") // the seq stored, whatever an unknown outcome did
		if err != nil {
			t.Logf("read %d after the cut: %v", try, err)
			continue
		}
		if err := s.Append(ctx, "g1", g.Seq, []store.Choice{choice(g.Seq + 1)}, store.StatusActive, nil, false); err != nil {
			t.Logf("save %d after the cut: %v", try, err)
			continue
		}
		acked = g.Seq + 1
	}
	if acked < 2 {
		t.Fatalf("no save went through in 3 tries after %d connections were cut", cut)
	}
	cs, err := s.Choices(ctx, "g1", 0)
	if err != nil || len(cs) != acked {
		t.Fatalf("%d choices stored (%v), %d acknowledged", len(cs), err, acked)
	}
}

// TestPostgresSessionSettings: the store's connections carry the
// application name "datafort" and a bound on idle transactions, unless the
// URL sets them.
func TestPostgresSessionSettings(t *testing.T) {
	for _, tc := range []struct {
		name, query, app, idle string
	}{
		{"defaults where the URL says nothing", "", "datafort", "10s"},
		{"the URL's own settings kept", "&application_name=node7&idle_in_transaction_session_timeout=3s", "node7", "3s"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			db := pgtest.Database(t)
			s, err := store.OpenPostgres(db+tc.query, store.Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			if err := s.Heartbeat(context.Background()); err != nil {
				t.Fatal(err)
			}
			admin := backends[1].raw(t, db)
			rows, err := admin.Query(`SELECT application_name FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`)
			if err != nil {
				t.Fatal(err)
			}
			var apps []string
			for rows.Next() {
				var a string
				if err := rows.Scan(&a); err != nil {
					t.Fatal(err)
				}
				apps = append(apps, a)
			}
			rows.Close()
			if len(apps) == 0 {
				t.Fatal("no connection of the store found")
			}
			for _, a := range apps {
				if a != tc.app {
					t.Errorf("a connection of the store is named %q, want %q (all: %q)", a, tc.app, apps)
				}
			}
			if got := s.SessionSetting(context.Background(), "idle_in_transaction_session_timeout"); got != tc.idle {
				t.Errorf("idle_in_transaction_session_timeout is %q, want %q", got, tc.idle)
			}
		})
	}
}
