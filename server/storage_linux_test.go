package server

import (
	"bytes"
	"context"
	"errors"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/datafort/datafort/bot"
)

// smallDisk mounts a tmpfs of size (such as "16m") on a new directory and
// returns it; the test is skipped where mounting is not allowed (not root,
// or no CAP_SYS_ADMIN).
func smallDisk(t *testing.T, size string) string {
	t.Helper()
	dir := t.TempDir()
	if err := syscall.Mount("tmpfs", dir, "tmpfs", 0, "size="+size); err != nil {
		t.Skipf("cannot mount a tmpfs here (%v): a full disk is not tested", err)
	}
	t.Cleanup(func() { syscall.Unmount(dir, syscall.MNT_DETACH) })
	return dir
}

// fillDisk writes a file into dir until the file system is full, and
// returns a function that removes it.
func fillDisk(t *testing.T, dir string) func() {
	t.Helper()
	path := filepath.Join(dir, "filler")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	chunk := bytes.Repeat([]byte{1}, 64<<10)
	for {
		if _, err := f.Write(chunk); err != nil {
			if !errors.Is(err, syscall.ENOSPC) {
				t.Fatalf("filling the disk: %v", err)
			}
			break
		}
	}
	for _, n := range []int{4096, 512, 1} { // the last partial pages
		for {
			if _, err := f.Write(chunk[:n]); err != nil {
				break
			}
		}
	}
	f.Close()
	return func() { os.Remove(path) }
}

func getStatus(t *testing.T, x *testServer, path string) (int, string) {
	t.Helper()
	resp, err := http.Get(x.url + path)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var b bytes.Buffer
	b.ReadFrom(resp.Body)
	return resp.StatusCode, b.String()
}

// fileSizeLimit makes every file of the process unable to grow past the
// current size of dir's write-ahead log (RLIMIT_FSIZE: writes fail with
// EFBIG, as they fail with ENOSPC on a full disk), and returns a function
// that lifts the limit. The test must not be parallel.
func fileSizeLimit(t *testing.T, dir string) func() {
	t.Helper()
	st, err := os.Stat(filepath.Join(dir, "datafort.db-wal"))
	if err != nil || st.Size() == 0 {
		t.Fatalf("no write-ahead log to hold at its size: %v", err)
	}
	var old syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_FSIZE, &old); err != nil {
		t.Fatal(err)
	}
	lim := old
	lim.Cur = uint64(st.Size())
	if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &lim); err != nil {
		t.Skipf("cannot limit file sizes here: %v", err)
	}
	var once sync.Once
	free := func() { once.Do(func() { syscall.Setrlimit(syscall.RLIMIT_FSIZE, &old) }) }
	t.Cleanup(free)
	return free
}

// TestFullDiskIsLoud: when writes fail for want of space (a small tmpfs
// filled up; or, where none can be mounted, a file size limit) /readyz
// answers 503 because its write fails, /healthz (liveness) stays 200, a
// move is answered storage_unavailable and counted under op "append" with a
// log line naming the game; once space is freed the same process is ready
// again and the same move is accepted.
func TestFullDiskIsLoud(t *testing.T) {
	disks := []struct {
		name string
		dir  func(t *testing.T) string
		fill func(t *testing.T, dir string) (free func())
	}{
		{"a 16 MB tmpfs filled up", func(t *testing.T) string { return smallDisk(t, "16m") }, fillDisk},
		{"a file size limit at the log's size", func(t *testing.T) string { return t.TempDir() }, fileSizeLimit},
	}
	for _, d := range disks {
		t.Run(d.name, func(t *testing.T) { fullDisk(t, d.dir(t), d.fill) })
	}
}

func fullDisk(t *testing.T, dir string, fill func(*testing.T, string) func()) {
	var logs logBuffer
	lim := fast
	lim.ReadyEvery = time.Nanosecond // every /readyz writes: the disk fills between two
	x := startServer(t, dir, Config{Limits: lim, Logger: logs.logger()})
	id, _, _, ca, cb := friendGame(t, x, map[string]string{"seed": "11"})
	r := bot.NewRandom(5)
	for i := range 4 {
		step(t, r, i, ca, cb)
	}
	probe := []struct {
		path string
		want int
	}{{"/readyz", 200}, {"/healthz", 200}}
	for _, p := range probe {
		if st, body := getStatus(t, x, p.path); st != p.want {
			t.Fatalf("before the disk is full: %s %d %s", p.path, st, body)
		}
	}

	free := fill(t, dir)
	if st, body := getStatus(t, x, "/readyz"); st != http.StatusServiceUnavailable || !strings.Contains(body, "write") {
		t.Errorf("disk full: /readyz %d %q, want 503 naming the failed write", st, body)
	}
	if st, _ := getStatus(t, x, "/healthz"); st != http.StatusOK {
		t.Errorf("disk full: /healthz %d, want 200 (liveness)", st)
	}
	form := url.Values{"side": {"corp"}, "opponent": {"friend"}, "deck": {"starter"}, "spectators": {"off"}, "delay": {"0"}, "name": {"ann"}}
	if st, _, body := x.browser().post("/games", form); st != http.StatusServiceUnavailable || !strings.Contains(body, "Storage unavailable") {
		t.Errorf("a new game on a full disk: %d, want 503 Storage unavailable\n%s", st, body)
	}
	if n := storageErrors(x, "create_game"); n < 1 {
		t.Errorf(`datafort_storage_errors_total{op="create_game"} = %v`, n)
	}
	c := ca
	if c.last.Decision == nil {
		c = cb
	}
	move := randomAnswer(r, c, "full")
	c.send(move)
	if e := c.next("error"); str(e, "code") != storageCode {
		t.Errorf("a move on a full disk: error %s %s, want %s", e["code"], e["message"], storageCode)
	}
	if n := storageErrors(x, "append"); n < 1 {
		t.Errorf(`datafort_storage_errors_total{op="append"} = %v`, n)
	}
	if n := storageErrors(x, "heartbeat"); n < 1 {
		t.Errorf(`datafort_storage_errors_total{op="heartbeat"} = %v`, n)
	}
	if !strings.Contains(logs.String(), `msg="storage error" op=append game=`+id) {
		t.Errorf("no ERROR line for the failed append of game %s:\n%s", id, logs.String())
	}

	free()
	if st, body := getStatus(t, x, "/readyz"); st != http.StatusOK {
		t.Errorf("space freed: /readyz %d %q, want 200", st, body)
	}
	move["id"] = "again"
	c.send(move)
	for {
		m := c.next("")
		if str(m, "t") == "error" {
			t.Fatalf("the move once space is freed: %s %s", m["code"], m["message"])
		}
		if str(m, "t") == "ack" && str(m, "id") == "again" {
			break
		}
	}
}

// readOnly bind-mounts dir read-only on a new directory and returns it; the
// test is skipped where mounting is not allowed. (As root, file modes do not
// stop writes: only a read-only mount does.)
func readOnly(t *testing.T, dir string) string {
	t.Helper()
	ro := t.TempDir()
	if err := syscall.Mount(dir, ro, "", syscall.MS_BIND, ""); err != nil {
		t.Skipf("cannot bind-mount here (%v): a read-only directory is not tested", err)
	}
	t.Cleanup(func() { syscall.Unmount(ro, syscall.MNT_DETACH) })
	if err := syscall.Mount("", ro, "", syscall.MS_REMOUNT|syscall.MS_BIND|syscall.MS_RDONLY, ""); err != nil {
		t.Skipf("cannot remount read-only here (%v)", err)
	}
	return ro
}

// TestReadOnlyDataDirectoryIsRefused: a server does not start on a data
// directory it cannot write, and says which directory and why.
func TestReadOnlyDataDirectoryIsRefused(t *testing.T) {
	dir, _, _ := playedGame(t, 2)
	ro := readOnly(t, dir)
	s, err := New(Config{DataDir: ro})
	if err == nil {
		s.Close()
		t.Fatal("a server started on a read-only data directory")
	}
	t.Logf("refused: %v", err)
	for _, want := range []string{"data directory " + ro, "read-only file system"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not say %q", err, want)
		}
	}
}

// TestReloadFailingInStorageIsNotDivergence: when a move's write fails and
// storage then fails to reload the game, the game is not called diverged:
// its connections are told storage_unavailable and closed, it is dropped
// from memory, and once storage works again a reconnection loads it afresh
// at the store's state and play goes on.
func TestReloadFailingInStorageIsNotDivergence(t *testing.T) {
	dir := t.TempDir()
	x := startServer(t, dir, Config{Limits: fast})
	id, a, b, ca, cb := friendGame(t, x, map[string]string{"seed": "13"})
	r := bot.NewRandom(9)
	for i := range 4 {
		step(t, r, i, ca, cb)
	}
	free := fileSizeLimit(t, dir)
	fail := func(op, game string) error {
		if op == "read_choices" {
			return errors.New("injected read failure")
		}
		return nil
	}
	x.s.store.inject.Store(&fail)
	c, who := ca, a
	if c.last.Decision == nil {
		c, who = cb, b
	}
	c.send(randomAnswer(r, c, "lost"))
	if e := c.next("error"); str(e, "code") != storageCode {
		t.Errorf("a move whose write and reload failed: error %s %s, want %s", e["code"], e["message"], storageCode)
	}
	free()
	x.s.store.inject.Store(nil)
	row, err := x.s.store.Game(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	if row.Status == "diverged" {
		t.Fatal("the game was marked diverged in the store")
	}
	for i := 0; ; i++ { // the game leaves memory
		x.s.mu.Lock()
		_, in := x.s.games[id]
		x.s.mu.Unlock()
		if !in {
			break
		}
		if i > 100 {
			t.Fatal("the game stayed in memory")
		}
		time.Sleep(10 * time.Millisecond)
	}
	v := who.dial("/g/"+id+"/ws", nil)
	v.next("view")
	if v.last.Status == "diverged" || v.last.Seq != row.Seq {
		t.Fatalf("reconnected: status %s seq %d; the store is at seq %d", v.last.Status, v.last.Seq, row.Seq)
	}
	if h, seq := liveHash(t, x, id); seq != row.Seq || !bytes.Equal(h[:], row.StateHash) {
		t.Errorf("reloaded at seq %d hash %x; the store: seq %d hash %x", seq, h[:6], row.Seq, row.StateHash[:6])
	}
	v.send(randomAnswer(r, v, "again"))
	for {
		m := v.next("")
		if str(m, "t") == "error" {
			t.Fatalf("the move once storage works: %s %s", m["code"], m["message"])
		}
		if str(m, "t") == "ack" {
			break
		}
	}
}

// TestChatAndConcedeFailLoudlyAndLoseNothing: when the store cannot write
// (a file size limit at the write-ahead log's size, as a full disk), a chat
// line and a concession are each answered storage_unavailable, counted
// under their store operation, and change nothing: the chat keeps exactly
// the lines it had, the game stays in play at its seq; once writes work
// again the same chat line and the same concession are accepted.
func TestChatAndConcedeFailLoudlyAndLoseNothing(t *testing.T) {
	tests := []struct {
		name string
		op   string // the store operation that fails
		send func(c *wsClient, id string)
		// check says what the store holds after the failed message;
		// chat lines before the failure: before.
		check func(t *testing.T, x *testServer, game string, seq int, before int)
	}{
		{"a chat line", "add_chat",
			func(c *wsClient, id string) {
				c.send(map[string]any{"t": "chat", "id": id, "text": "is anyone there?"})
			},
			func(t *testing.T, x *testServer, game string, _ int, before int) {
				lines, err := x.s.store.ChatLines(t.Context(), game, 100)
				if err != nil {
					t.Fatal(err)
				}
				if len(lines) != before {
					t.Errorf("the chat has %d lines after the failed one, it had %d", len(lines), before)
				}
			}},
		{"a concession", "append",
			func(c *wsClient, id string) { c.send(map[string]any{"t": "concede", "id": id, "confirm": true}) },
			func(t *testing.T, x *testServer, game string, seq int, _ int) {
				g, err := x.s.store.Game(t.Context(), game)
				if err != nil {
					t.Fatal(err)
				}
				if g.Status == "over" || g.Seq != seq || len(g.Result) > 0 {
					t.Errorf("after the failed concession the game is %q at seq %d with result %s; it was in play at seq %d", g.Status, g.Seq, g.Result, seq)
				}
				l, err := x.s.game(t.Context(), game)
				if err != nil {
					t.Fatal(err)
				}
				l.mu.Lock()
				status, live, res := l.status, l.seq, l.result
				l.unlock()
				if status == "over" || live != seq || res != nil {
					t.Errorf("after the failed concession the live game is %q at seq %d (result %v); it was in play at seq %d", status, live, res, seq)
				}
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			x := startServer(t, dir, Config{Limits: fast})
			id, _, _, ca, cb := friendGame(t, x, map[string]string{"seed": "12"})
			r := bot.NewRandom(12)
			for i := range 3 {
				step(t, r, i, ca, cb)
			}
			ca.send(map[string]any{"t": "chat", "id": "hello", "text": "good luck"})
			for m := ca.next(""); str(m, "t") != "ack" || str(m, "id") != "hello"; m = ca.next("") {
			}
			seq := ca.last.Seq
			before := storageErrors(x, tt.op)

			free := fileSizeLimit(t, dir)
			tt.send(ca, "failing")
			for m := ca.next(""); ; m = ca.next("") {
				if str(m, "t") == "ack" && str(m, "id") == "failing" {
					t.Fatal("acknowledged while the store cannot write")
				}
				if str(m, "t") == "error" && str(m, "id") == "failing" {
					if str(m, "code") != storageCode {
						t.Errorf("error %s %s, want %s", m["code"], m["message"], storageCode)
					}
					break
				}
			}
			if n := storageErrors(x, tt.op); n <= before {
				t.Errorf(`datafort_storage_errors_total{op=%q} = %v, was %v`, tt.op, n, before)
			}
			free()
			tt.check(t, x, id, seq, 1)

			tt.send(ca, "again")
			for m := ca.next(""); ; m = ca.next("") {
				if str(m, "t") == "error" && str(m, "id") == "again" {
					t.Fatalf("once writes work again: %s %s", m["code"], m["message"])
				}
				if str(m, "t") == "ack" && str(m, "id") == "again" {
					break
				}
			}
		})
	}
}
