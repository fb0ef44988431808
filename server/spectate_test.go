package server

import (
	"bytes"
	"encoding/json"
	"testing"
	"time"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
)

func TestSpectatorsShareOneViewPerMove(t *testing.T) {
	const spectators, delay, moves = 8, 3, 12
	x := startServer(t, t.TempDir(), Config{Limits: Limits{MsgPerSec: 1e6, MsgBurst: 1e6, HandshakePerMin: 1e6}})
	id, _, _, ca, cb := friendGame(t, x, map[string]string{"seed": "5", "spectators": "public", "delay": "3"})
	var specs []*wsClient
	for range spectators {
		specs = append(specs, spectate(t, x, id))
	}
	l, err := x.s.game(t.Context(), id)
	if err != nil {
		t.Fatal(err)
	}
	r := bot.NewRandom(5)
	for n := range moves {
		l.mu.Lock()
		before := l.spec.views
		l.mu.Unlock()
		if !step(t, r, n, ca, cb) {
			t.Fatal("the game ended early")
		}
		var last map[string]json.RawMessage
		for _, s := range specs {
			var ok bool
			if last, ok = s.tryNext("view", 5*time.Second); !ok {
				t.Fatalf("move %d: a spectator got no view", n+1)
			}
		}
		l.mu.Lock()
		views, builds := l.spec.views-before, l.spec.builds
		l.mu.Unlock()
		rows, err := x.s.store.Choices(t.Context(), id, 0)
		if err != nil {
			t.Fatal(err)
		}
		var choices []engine.Choice
		for _, c := range rows {
			choices = append(choices, c.Choice)
		}
		if views != 3 {
			t.Errorf("move %d: %d views built for 2 seats and %d spectators, want 3", n+1, views, spectators)
		}
		if builds != 1 {
			t.Errorf("move %d: the delayed game was built from the setup %d times, want once", n+1, builds)
		}
		// The shared, advanced clone shows what a replay from the setup shows.
		want := max(0, len(choices)-delay)
		if got := num(last, "seq"); got != want {
			t.Fatalf("move %d: the spectators see seq %d, want %d", n+1, got, want)
		}
		g, err := l.rs.New(l.setup)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range choices[:want] {
			if _, err := g.Apply(c); err != nil {
				t.Fatal(err)
			}
		}
		wantView, _ := json.Marshal(g.View(engine.NoSeat))
		var gotView json.RawMessage
		json.Unmarshal(last["view"], &gotView)
		if !bytes.Equal(bytes.TrimSpace(gotView), wantView) {
			t.Fatalf("move %d: the spectators' delayed view differs from a replay to seq %d", n+1, want)
		}
	}
}
