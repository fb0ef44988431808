package server

import (
	"testing"
	"time"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
)

func TestIdleGamesAreUnloadedAndLoadedAgain(t *testing.T) {
	x := startServer(t, t.TempDir(), Config{Limits: Limits{MsgPerSec: 1e6, MsgBurst: 1e6, HandshakePerMin: 1e6}})
	id, a, _, ca, cb := friendGame(t, x, map[string]string{"seed": "9"})
	r := bot.NewRandom(9)
	for n := range 6 {
		if !step(t, r, n, ca, cb) {
			t.Fatal("the game ended early")
		}
	}
	seq := ca.last.Seq
	old, err := x.s.game(t.Context(), id)
	if err != nil {
		t.Fatal(err)
	}
	later := func() time.Time { return time.Now().Add(DefaultLimits.IdleUnload + time.Second) }
	t.Run("a game with a connection stays loaded", func(t *testing.T) {
		if n := x.s.unloadIdleAt(later()); n != 0 {
			t.Errorf("%d games unloaded while both seats are connected", n)
		}
	})
	ca.close()
	cb.close()
	deadline := time.Now().Add(5 * time.Second)
	for {
		old.mu.Lock()
		n := len(old.conns)
		old.mu.Unlock()
		if n == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the connections did not detach")
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Run("a game without connections stays loaded until it has been idle so long", func(t *testing.T) {
		if n := x.s.unloadIdleAt(time.Now()); n != 0 {
			t.Errorf("%d games unloaded at once", n)
		}
	})
	t.Run("an idle game is unloaded", func(t *testing.T) {
		if n := x.s.unloadIdleAt(later()); n != 1 {
			t.Fatalf("%d games unloaded, want 1", n)
		}
		x.s.mu.Lock()
		_, loaded := x.s.games[id]
		x.s.mu.Unlock()
		if loaded {
			t.Error("the game is still in memory")
		}
		if got := old.attach(&conn{seat: engine.NoSeat}); got != attachUnloaded {
			t.Errorf("attaching to the unloaded game: %v, want attachUnloaded", got)
		}
	})
	t.Run("the next connection loads it again where it was", func(t *testing.T) {
		c := a.dial("/g/"+id+"/ws", nil)
		c.next("view")
		if c.last.Seq != seq || c.last.Decision == nil && ca.last.Decision != nil {
			t.Errorf("after the reload: seq %d (decision %v), want seq %d", c.last.Seq, c.last.Decision != nil, seq)
		}
		l, err := x.s.game(t.Context(), id)
		if err != nil {
			t.Fatal(err)
		}
		if l == old {
			t.Error("the unloaded game object is served again")
		}
	})
}
