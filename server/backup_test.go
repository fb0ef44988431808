package server

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/server/store"
)

// TestBackupDuringPlayRestoresEveryGame: a backup made while moves are
// being committed, restored into an empty data directory, gives a server on
// which every game resumes at a seq the backup reached, with the state
// hash the original server recorded at that seq, and play goes on.
func TestBackupDuringPlayRestoresEveryGame(t *testing.T) {
	ctx := context.Background()
	x := startServer(t, t.TempDir(), Config{Limits: fast})
	type game struct {
		id     string
		a      *browser
		ca, cb *wsClient
		before int // its seq when the backup started
	}
	r := bot.NewRandom(7)
	var games []*game
	for i, seed := range []string{"21", "22", "23"} {
		id, a, _, ca, cb := friendGame(t, x, map[string]string{"seed": seed})
		g := &game{id: id, a: a, ca: ca, cb: cb}
		for j := range 3 + i {
			step(t, r, j, ca, cb)
		}
		g.before = ca.last.Seq
		games = append(games, g)
	}

	file := filepath.Join(t.TempDir(), "backup.db")
	done := make(chan error, 1)
	go func() {
		_, err := Backup(ctx, x.s.cfg.DataDir, file)
		done <- err
	}()
	rounds := 0
	for n := 0; ; n++ {
		select {
		case err := <-done:
			if err != nil {
				t.Fatalf("backup during play: %v", err)
			}
		default:
			for _, g := range games {
				step(t, r, 100+n, g.ca, g.cb)
			}
			rounds++
			continue
		}
		break
	}
	t.Logf("rounds of moves made while the backup ran: %d", rounds)
	for _, g := range games { // moves after the backup, which it lacks
		step(t, r, 1000, g.ca, g.cb)
	}

	dir := filepath.Join(t.TempDir(), "restored")
	info, err := Restore(dir, file)
	if err != nil {
		t.Fatal(err)
	}
	if info.Games != len(games) {
		t.Errorf("the backup holds %d games, want %d", info.Games, len(games))
	}
	y := startServer(t, dir, Config{Limits: fast})
	for _, g := range games {
		orig, err := x.s.store.Choices(ctx, g.id, 0)
		if err != nil {
			t.Fatal(err)
		}
		h, seq := liveHash(t, y, g.id)
		l, _ := y.s.game(ctx, g.id)
		if l.status == store.StatusDiverged || seq < g.before || seq > len(orig) {
			t.Fatalf("game %s restored at seq %d (%s %s); the backup started at seq %d, the original is at %d", g.id, seq, l.status, l.diverged, g.before, len(orig))
		}
		if orig[seq-1].Hash != h {
			t.Errorf("game %s restored at seq %d with hash %x; the original recorded %x there", g.id, seq, h[:6], orig[seq-1].Hash[:6])
		}
		t.Logf("game %s: seq %d when the backup started, %d restored, %d in the original", g.id, g.before, seq, len(orig))
		// Play goes on in the restored game.
		g.a.x = y
		ca := g.a.dial("/g/"+g.id+"/ws", nil)
		ca.next("view")
		if ca.last.Seq != seq {
			t.Errorf("game %s: the restored view is at seq %d, want %d", g.id, ca.last.Seq, seq)
		}
		ca.close()
	}
}

// TestRestoreRefusesAnOccupiedDirectory: a restore never overwrites a
// database, and is refused while a server holds the directory.
func TestRestoreRefusesAnOccupiedDirectory(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	x := startServer(t, dir, Config{Limits: fast})
	friendGame(t, x, map[string]string{"seed": "3"})
	file := filepath.Join(t.TempDir(), "b.db")
	if _, err := Backup(ctx, dir, file); err != nil {
		t.Fatal(err)
	}
	if _, err := Restore(dir, file); err == nil {
		t.Error("a restore into the directory of a running server was accepted")
	}
	x.stop()
	if _, err := Restore(dir, file); err == nil {
		t.Error("a restore over an existing database was accepted")
	}
	if _, err := Backup(ctx, dir, file); err == nil {
		t.Error("a backup over an existing file was accepted")
	}
}
