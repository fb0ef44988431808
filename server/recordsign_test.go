package server

import (
	"crypto/ed25519"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/server/store"
)

// concededGame plays a friend game with spectators by link for a few
// choices, after which its creator concedes. It returns the game's id, the
// creator's browser and the watch token.
func concededGame(t *testing.T, x *testServer) (string, *browser, string) {
	t.Helper()
	id, a, _, ca, cb := friendGame(t, x, map[string]string{"seed": "4", "spectators": "link"})
	r := bot.NewRandom(1)
	for i := range 12 {
		step(t, r, i, ca, cb)
	}
	ca.send(map[string]any{"t": "concede", "confirm": true})
	for ca.last.Status != store.StatusOver {
		ca.next("view")
	}
	watch := a.cookie("/g/"+id, watchCookie(id))
	if watch == "" {
		t.Fatal("no watch link for the creator")
	}
	return id, a, watch
}

// publicKey returns the key a server publishes at /record-key.
func publicKey(t *testing.T, b *browser) ed25519.PublicKey {
	t.Helper()
	st, body := b.get("/record-key")
	if st != http.StatusOK {
		t.Fatalf("/record-key: %d %s", st, body)
	}
	k, err := engine.ParsePublicKey(body)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// TestRecordSigning: the server signs the records it serves with its key,
// published at /record-key; the key is in a file several nodes can share,
// made on first run and kept across restarts.
func TestRecordSigning(t *testing.T) {
	shared := filepath.Join(t.TempDir(), "shared-key.pem")
	x := startServer(t, t.TempDir(), Config{Limits: fast, RecordKey: shared})
	id, a, _ := concededGame(t, x)
	pub := publicKey(t, a)

	t.Run("the record is signed by the key the server publishes and replays to its concession", func(t *testing.T) {
		st, body := a.get("/g/" + id + "/record.json")
		if st != http.StatusOK {
			t.Fatalf("record: %d %s", st, body)
		}
		var rec engine.Record
		if err := json.Unmarshal([]byte(body), &rec); err != nil {
			t.Fatal(err)
		}
		signer, err := rec.Verify()
		if err != nil || !signer.Equal(pub) {
			t.Fatalf("Verify: signer %x, err %v; want %x", signer, err, pub)
		}
		g, err := engine.Replay(onr.Rules, rec)
		if err != nil {
			t.Fatal(err)
		}
		if err := rec.CheckShape(g); err != nil {
			t.Fatal(err)
		}
		// The concession is the record's last choice, replayed by the
		// engine (the ending's Conceded is an older server's).
		last := rec.Choices[len(rec.Choices)-1]
		if res, over, err := rec.CheckEnding(g); err != nil || !over || last != engine.ConcedeChoice(0) || rec.Conceded != nil || res.Reason != "concession" {
			t.Fatalf("ending: %+v over %v last choice %+v conceded %v: %v", res, over, last, rec.Conceded, err)
		}
	})
	t.Run("a second node given the same key file signs with the same key", func(t *testing.T) {
		y := startServer(t, t.TempDir(), Config{Limits: fast, RecordKey: shared})
		if k := publicKey(t, y.browser()); !k.Equal(pub) {
			t.Fatalf("second node's key %x, want %x", k, pub)
		}
	})
	t.Run("without a key file the key is made in the data directory and kept across restarts", func(t *testing.T) {
		dir := t.TempDir()
		y := startServer(t, dir, Config{Limits: fast})
		first := publicKey(t, y.browser())
		y.stop()
		if _, err := os.Stat(filepath.Join(dir, recordKeyFile)); err != nil {
			t.Fatal(err)
		}
		z := startServer(t, dir, Config{Limits: fast})
		if k := publicKey(t, z.browser()); !k.Equal(first) || k.Equal(pub) {
			t.Fatalf("restarted node's key %x, want %x (and not the shared %x)", k, first, pub)
		}
	})
	t.Run("a key file that is not a key is refused", func(t *testing.T) {
		bad := filepath.Join(t.TempDir(), "bad.pem")
		if err := os.WriteFile(bad, []byte("not a key"), 0o600); err != nil {
			t.Fatal(err)
		}
		if _, err := New(Config{DataDir: t.TempDir(), RecordKey: bad}); err == nil || !strings.Contains(err.Error(), "not a PEM") {
			t.Fatalf("New with a bad key file: %v", err)
		}
	})
}

// TestWatchLinkGetsThePublicLog: a watch link's spectator downloads the
// game's public log, signed, and never its seed, setup, choices or hashes;
// the log is the one a spectator reads.
func TestWatchLinkGetsThePublicLog(t *testing.T) {
	x := startServer(t, t.TempDir(), Config{Limits: fast})
	id, a, watch := concededGame(t, x)
	spectator := x.browser()
	st, body := spectator.get("/w/" + watch + "/record.json")
	if st != http.StatusOK {
		t.Fatalf("public log: %d %s", st, body)
	}
	for _, secret := range []string{`"seed"`, `"setup"`, `"decks"`, `"choices"`, `"hashes"`, `"decision"`} {
		if strings.Contains(body, secret) {
			t.Errorf("the watch link's download holds %s", secret)
		}
	}
	var p publicLog
	if err := json.Unmarshal([]byte(body), &p); err != nil {
		t.Fatal(err)
	}
	_, seatRec := a.get("/g/" + id + "/record.json")
	var rec engine.Record
	if err := json.Unmarshal([]byte(seatRec), &rec); err != nil {
		t.Fatal(err)
	}
	if p.Result == nil || p.Result.Reason != "concession" || fmt.Sprint(*p.Result) != fmt.Sprint(*rec.Result) || p.Conceded != nil || rec.Conceded != nil {
		t.Fatalf("public log's ending %v conceded %v, the record's %v conceded %v", p.Result, p.Conceded, rec.Result, rec.Conceded)
	}
	sig := p.Signature
	p.Signature = nil
	b, _ := json.Marshal(p)
	raw, _ := hex.DecodeString(sig.Sig)
	if !ed25519.Verify(publicKey(t, a), append([]byte(publicLogPrefix), b...), raw) {
		t.Fatal("the public log's signature does not verify with the server's key")
	}
	// The log is what a spectator of the watch link reads.
	c := spectator.dial("/w/"+watch+"/ws", nil)
	c.next("view")
	seen := c.last.Log
	if len(seen) == 0 || len(seen) > len(p.Log) {
		t.Fatalf("the spectator read %d lines, the public log has %d", len(seen), len(p.Log))
	}
	if got := fmt.Sprint(p.Log[len(p.Log)-len(seen):]); got != fmt.Sprint(seen) {
		t.Fatalf("public log's tail:\n%s\nthe spectator read:\n%s", got, fmt.Sprint(seen))
	}
}

// TestDivergedNoteShowsNoHash: the note of a game whose record does not
// replay, and the error a choice in it gets, quote no part of a state hash
// (hashes are an oracle, sent only in a finished game's record); the
// server's log has them.
func TestDivergedNoteShowsNoHash(t *testing.T) {
	dir := t.TempDir()
	x := startServer(t, dir, Config{Limits: fast})
	id, a, _, ca, cb := friendGame(t, x, map[string]string{"seed": "4"})
	r := bot.NewRandom(1)
	for i := range 12 {
		step(t, r, i, ca, cb)
	}
	x.crash()
	db, err := sql.Open("sqlite", "file:"+filepath.Join(dir, "datafort.db"))
	if err != nil {
		t.Fatal(err)
	}
	var stored []byte
	if err := db.QueryRow(`SELECT state_hash FROM choices WHERE game_id = ? AND seq = 7`, id).Scan(&stored); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`UPDATE choices SET state_hash = zeroblob(32) WHERE game_id = ? AND seq = 7`, id); err != nil {
		t.Fatal(err)
	}
	db.Close()

	var logged lockedBuffer
	y := startServer(t, dir, Config{Limits: fast, Logger: slogTo(&logged)})
	a.x = y
	c := a.dial("/g/"+id+"/ws", nil)
	view := c.next("view")
	c.send(map[string]any{"t": "choice", "id": "x", "decision": 1, "option": 0})
	e := c.next("error")
	seen := string(view["note"]) + string(e["message"])
	if !strings.Contains(string(view["note"]), "choice 7 reaches another state than the one stored") {
		t.Fatalf("the note does not say the game diverged: %s", view["note"])
	}
	for _, part := range []string{hex.EncodeToString(stored[:8]), strings.Repeat("00", 8), "hash"} {
		if strings.Contains(seen, part) {
			t.Errorf("a viewer was sent %q: %s", part, seen)
		}
	}
	if !strings.Contains(logged.String(), hex.EncodeToString(stored[:8])) {
		t.Errorf("the server's log lacks the hashes: %s", logged.String())
	}
}

// lockedBuffer is a log's writer that goroutines share.
type lockedBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// slogTo is a logger writing text to w.
func slogTo(w *lockedBuffer) *slog.Logger { return slog.New(slog.NewTextHandler(w, nil)) }
