package server

import (
	"errors"
	"fmt"
	"net/http"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// heartbeatWrites reads how many heartbeat writes the database of x holds.
func heartbeatWrites(t *testing.T, x *testServer) int {
	t.Helper()
	db := openSQL(t, filepath.Join(x.s.cfg.DataDir, "datafort.db"))
	defer db.Close()
	var n int
	if err := db.QueryRow(`SELECT writes FROM heartbeat`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// readyz asks /readyz n times at once and returns the answers by status.
func readyzAtOnce(t *testing.T, x *testServer, n int) map[string]int {
	t.Helper()
	var mu sync.Mutex
	got := map[string]int{}
	var wg sync.WaitGroup
	start := make(chan struct{})
	for range n {
		wg.Go(func() {
			<-start
			st, body := x.browser().get("/readyz")
			mu.Lock()
			got[fmt.Sprint(st, " ", strings.TrimSpace(body))]++
			mu.Unlock()
		})
	}
	close(start)
	wg.Wait()
	return got
}

func TestReadyzWritesAtMostOnceAnInterval(t *testing.T) {
	x := startServer(t, t.TempDir(), Config{Limits: Limits{ReadyEvery: time.Hour}})
	t.Run("twenty callers at once share one write", func(t *testing.T) {
		if got := readyzAtOnce(t, x, 20); got["200 ready"] != 20 {
			t.Errorf("answers %v, want 20 × 200 ready", got)
		}
		if n := heartbeatWrites(t, x); n != 1 {
			t.Errorf("%d heartbeat writes for 20 callers at once, want 1", n)
		}
	})
	t.Run("callers within the interval are answered without a write", func(t *testing.T) {
		for range 5 {
			if st, body := x.browser().get("/readyz"); st != http.StatusOK {
				t.Fatalf("/readyz: %d %q", st, body)
			}
		}
		if n := heartbeatWrites(t, x); n != 1 {
			t.Errorf("%d heartbeat writes, want still 1", n)
		}
	})
	t.Run("a storage error counted since makes the next caller write", func(t *testing.T) {
		x.s.store.failed("read_game", "g", errors.New("injected"))
		if st, body := x.browser().get("/readyz"); st != http.StatusOK {
			t.Fatalf("/readyz: %d %q", st, body)
		}
		if n := heartbeatWrites(t, x); n != 2 {
			t.Errorf("%d heartbeat writes, want 2", n)
		}
	})
	t.Run("once the interval has passed the next caller writes", func(t *testing.T) {
		y := startServer(t, t.TempDir(), Config{Limits: Limits{ReadyEvery: 100 * time.Millisecond}})
		for range 2 {
			y.browser().get("/readyz")
		}
		time.Sleep(150 * time.Millisecond)
		y.browser().get("/readyz")
		if n := heartbeatWrites(t, y); n != 2 {
			t.Errorf("%d heartbeat writes for 2 callers, then 1 after the interval; want 2", n)
		}
	})
}
