package server

import (
	"bytes"
	"database/sql"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
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
