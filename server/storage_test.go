package server

import (
	"bytes"
	"database/sql"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/datafort/datafort/bot"
)

// logBuffer collects a server's log lines.
type logBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

func (l *logBuffer) logger() *slog.Logger { return slog.New(slog.NewTextHandler(l, nil)) }

// storageErrors is the server's count of storage errors of op, as its
// metrics registry (what /metrics serves) has it.
func storageErrors(x *testServer, op string) float64 {
	x.t.Helper()
	mfs, err := x.s.reg.Gather()
	if err != nil {
		x.t.Fatal(err)
	}
	for _, mf := range mfs {
		if mf.GetName() != "datafort_storage_errors_total" {
			continue
		}
		for _, m := range mf.GetMetric() {
			for _, lp := range m.GetLabel() {
				if lp.GetName() == "op" && lp.GetValue() == op {
					return m.GetCounter().GetValue()
				}
			}
		}
	}
	return 0
}

// playedGame makes a friend game on a fresh data directory, plays n random
// choices in it and stops the server; it returns the directory, the game
// and the Corp's browser.
func playedGame(t *testing.T, n int) (string, string, *browser) {
	t.Helper()
	dir := t.TempDir()
	x := startServer(t, dir, Config{Limits: fast})
	id, a, _, ca, cb := friendGame(t, x, map[string]string{"seed": "9"})
	r := bot.NewRandom(3)
	for i := range n {
		step(t, r, i, ca, cb)
	}
	ca.close()
	cb.close()
	x.stop()
	return dir, id, a
}

// corruptPage writes garbage over the database page that holds table's
// rows (a small table's root page is its only page).
func corruptPage(t *testing.T, dir, table string) {
	t.Helper()
	path := filepath.Join(dir, "datafort.db")
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	var page, size int64
	if err := db.QueryRow(`SELECT rootpage FROM sqlite_master WHERE name = ?`, table).Scan(&page); err != nil {
		t.Fatal(err)
	}
	if err := db.QueryRow(`PRAGMA page_size`).Scan(&size); err != nil {
		t.Fatal(err)
	}
	db.Close()
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	garbage := bytes.Repeat([]byte{0xA5, 0x17, 0xFF, 0x00}, int(size)/4)
	if _, err := f.WriteAt(garbage, (page-1)*size); err != nil {
		t.Fatal(err)
	}
}

// TestStorageFailureIsNotNoSuchGame: a game whose stored record cannot be
// read is answered 503 on its page and "storage_unavailable" on its
// WebSocket, never "not found" or "not_authorized"; the failure is logged
// with the game and the operation and counted by operation. A game that
// does not exist is still "not found", and counts nothing.
func TestStorageFailureIsNotNoSuchGame(t *testing.T) {
	tests := []struct {
		name   string
		damage func(t *testing.T, dir, id string)
		op     string // the operation counted, "" for none
	}{
		{"a game row whose setup does not decode (the seed a float)", func(t *testing.T, dir, id string) {
			db, err := sql.Open("sqlite", "file:"+filepath.Join(dir, "datafort.db"))
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			if _, err := db.Exec(`UPDATE games SET setup = json_set(setup, '$.seed', 1.5) WHERE id = ?`, id); err != nil {
				t.Fatal(err)
			}
		}, "read_game"},
		{"garbage over the page of the choices", func(t *testing.T, dir, id string) { corruptPage(t, dir, "choices") }, "read_choices"},
		{"no damage, and a game id that does not exist", nil, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir, id, a := playedGame(t, 6)
			if tc.damage != nil {
				tc.damage(t, dir, id)
			} else {
				id = strings.Repeat("a", 26)
			}
			var logs logBuffer
			y := startServer(t, dir, Config{Limits: fast, Logger: logs.logger(), noIntegrityCheck: true})
			a.x = y
			wantPage, wantWS := http.StatusServiceUnavailable, storageCode
			if tc.op == "" {
				wantPage, wantWS = http.StatusNotFound, "not_authorized"
			}
			if st, body := a.get("/g/" + id); st != wantPage {
				t.Errorf("the table page: %d, want %d\n%s", st, wantPage, body)
			}
			c, err := a.tryDial("/g/"+id+"/ws", nil)
			if err != nil {
				t.Fatal(err)
			}
			if e := c.next("error"); str(e, "code") != wantWS {
				t.Errorf("the WebSocket: error %s %s, want %s", e["code"], e["message"], wantWS)
			}
			if tc.op == "" {
				if n := strings.Count(logs.String(), "level=ERROR"); n != 0 {
					t.Errorf("%d ERROR lines for a game that does not exist:\n%s", n, logs.String())
				}
				return
			}
			if n := storageErrors(y, tc.op); n < 1 {
				t.Errorf("datafort_storage_errors_total{op=%q} = %v, want ≥ 1", tc.op, n)
			}
			if !strings.Contains(logs.String(), "level=ERROR msg=\"storage error\" op="+tc.op+" game="+id) {
				t.Errorf("no ERROR line naming op %s and the game:\n%s", tc.op, logs.String())
			}
		})
	}
}

// TestStartRefusesADamagedOrForeignDatabase: a server does not start on a
// database file that is damaged, empty, not SQLite or another program's;
// the error names the file and what was expected. A database of an earlier
// build (no application_id) starts.
func TestStartRefusesADamagedOrForeignDatabase(t *testing.T) {
	played := func(t *testing.T) string { dir, _, _ := playedGame(t, 4); return dir }
	foreign := func(sql ...string) func(t *testing.T) string {
		return func(t *testing.T) string {
			dir := t.TempDir()
			db := openSQL(t, filepath.Join(dir, "datafort.db"))
			defer db.Close()
			for _, q := range sql {
				if _, err := db.Exec(q); err != nil {
					t.Fatal(err)
				}
			}
			return dir
		}
	}
	tests := []struct {
		name string
		make func(t *testing.T) string // the data directory
		want string                    // in the error; "" to start
	}{
		{"garbage over the page of the choices", func(t *testing.T) string {
			dir := played(t)
			corruptPage(t, dir, "choices")
			return dir
		}, "quick_check"},
		{"a database file truncated to zero bytes", func(t *testing.T) string {
			dir := played(t)
			if err := os.Truncate(filepath.Join(dir, "datafort.db"), 0); err != nil {
				t.Fatal(err)
			}
			return dir
		}, "is empty (0 bytes), expected a datafort database"},
		{"a file of random bytes", func(t *testing.T) string {
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "datafort.db"), bytes.Repeat([]byte("not sqlite "), 800), 0o640); err != nil {
				t.Fatal(err)
			}
			return dir
		}, "is not an SQLite database"},
		{"another program's database (its own tables, no application_id)", foreign(`CREATE TABLE notes (x)`), "another program's SQLite database (tables notes"},
		{"another program's database (another application_id)", foreign(`PRAGMA application_id = 1234`, `CREATE TABLE games (x)`), "has application_id 0x4d2, expected 0x44467274"},
		{"a database of an earlier build, without application_id", func(t *testing.T) string {
			dir := played(t)
			db := openSQL(t, filepath.Join(dir, "datafort.db"))
			defer db.Close()
			if _, err := db.Exec(`PRAGMA application_id = 0`); err != nil {
				t.Fatal(err)
			}
			return dir
		}, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := tc.make(t)
			var logs logBuffer
			s, err := New(Config{DataDir: dir, Logger: logs.logger()})
			if tc.want == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				s.Close()
				return
			}
			if err == nil {
				s.Close()
				t.Fatalf("started; want an error with %q", tc.want)
			}
			t.Logf("refused: %v", err)
			if !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), filepath.Join(dir, "datafort.db")) {
				t.Errorf("error %q\nwant it to name %s and say %q", err, filepath.Join(dir, "datafort.db"), tc.want)
			}
		})
	}
}

func openSQL(t *testing.T, path string) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	return db
}

// TestSecondServerOnOneDirectoryIsRefused: while a server holds a data
// directory, a second one is refused, naming the directory and the
// holder's pid; once the first closes, a server starts there.
func TestSecondServerOnOneDirectoryIsRefused(t *testing.T) {
	dir := t.TempDir()
	x := startServer(t, dir, Config{Limits: fast})
	_, err := New(Config{DataDir: dir})
	if err == nil {
		t.Fatal("a second server started on the same data directory")
	}
	t.Logf("refused: %v", err)
	for _, want := range []string{dir, "in use by another datafort server", "pid " + strconv.Itoa(os.Getpid())} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not say %q", err, want)
		}
	}
	x.stop()
	s, err := New(Config{DataDir: dir})
	if err != nil {
		t.Fatalf("after the first server closed: %v", err)
	}
	s.Close()
}

// TestEveryStorageOpIsListed: every operation the server reports a storage
// failure under is in storageOps, so that its counter exists at 0 from the
// start.
func TestEveryStorageOpIsListed(t *testing.T) {
	src, err := os.ReadFile("storage.go")
	if err != nil {
		t.Fatal(err)
	}
	ops := regexp.MustCompile(`failed\("([a-z_]+)"`).FindAllSubmatch(src, -1)
	if len(ops) < 10 {
		t.Fatalf("found %d reported operations in storage.go", len(ops))
	}
	for _, m := range ops {
		if !slices.Contains(storageOps, string(m[1])) {
			t.Errorf("operation %q is reported but not in storageOps", m[1])
		}
	}
}

// TestReadyzSaysWhyNotReady: /readyz is 200 "ready" after a durable write,
// and 503 naming the reason while the server drains or when the database's
// schema is not this build's; /healthz stays 200 throughout.
func TestReadyzSaysWhyNotReady(t *testing.T) {
	tests := []struct {
		name   string
		damage func(t *testing.T, x *testServer)
		want   int
		say    string
	}{
		{"a healthy server", func(*testing.T, *testServer) {}, http.StatusOK, "ready"},
		{"a draining server", func(t *testing.T, x *testServer) {
			x.s.mu.Lock()
			x.s.draining = true
			x.s.mu.Unlock()
		}, http.StatusServiceUnavailable, "shutting down"},
		{"a database migrated by a newer build meanwhile", func(t *testing.T, x *testServer) {
			db := openSQL(t, filepath.Join(x.s.cfg.DataDir, "datafort.db"))
			defer db.Close()
			if _, err := db.Exec(`INSERT INTO schema_migrations (version, applied_at) VALUES (99, 0)`); err != nil {
				t.Fatal(err)
			}
		}, http.StatusServiceUnavailable, "schema version 99"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			x := startServer(t, t.TempDir(), Config{Limits: fast})
			tc.damage(t, x)
			b := x.browser()
			if st, body := b.get("/readyz"); st != tc.want || !strings.Contains(body, tc.say) {
				t.Errorf("/readyz: %d %q, want %d saying %q", st, body, tc.want, tc.say)
			}
			if st, _ := b.get("/healthz"); st != http.StatusOK {
				t.Errorf("/healthz: %d, want 200", st)
			}
		})
	}
}
