package server

import (
	"context"
	"testing"
	"time"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/server/store"
	"github.com/datafort/datafort/server/store/pgtest"
)

// TestServerOnPostgres: `datafort serve --db postgres://…` plays as it does
// on SQLite. A friend game is played part way, the server crashes (only what
// was committed survives), a new server on the same database resumes the
// game at exactly the state it had, and both players go on to the end.
func TestServerOnPostgres(t *testing.T) {
	c := pgtest.Get(t)
	db, err := c.NewDatabase(t.Name())
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Limits: fast, DB: db, LeaseTTL: time.Second}
	x := startServer(t, t.TempDir(), cfg)
	if got := x.s.store.Backend(); got != store.BackendPostgres {
		t.Fatalf("the server's store is %s, want %s", got, store.BackendPostgres)
	}
	id, a, b, ca, cb := friendGame(t, x, map[string]string{"seed": "21"})
	r := bot.NewRandom(8)
	for i := range 40 {
		if !step(t, r, i, ca, cb) {
			t.Fatal("the game ended too soon")
		}
	}
	before, seq := liveHash(t, x, id)
	x.crash()

	y := startServer(t, t.TempDir(), cfg) // another node's data directory, the same database
	held(t, y, id)                        // once the crashed node's lease has lapsed
	after, seq2 := liveHash(t, y, id)
	if after != before || seq2 != seq {
		t.Fatalf("resumed at seq %d hash %x, the game was at seq %d hash %x", seq2, after[:6], seq, before[:6])
	}
	a.x, b.x = y, y
	ca, cb = a.dial("/g/"+id+"/ws", nil), b.dial("/g/"+id+"/ws", nil)
	ca.next("view")
	cb.next("view")
	n := 0
	for ; n < 3000 && step(t, r, 100+n, ca, cb); n++ {
	}
	if ca.last.Status != store.StatusOver {
		t.Fatal("the resumed game did not reach its end")
	}
	g, err := y.s.store.Game(context.Background(), id)
	if err != nil || g.Status != store.StatusOver || g.Seq != seq+n {
		t.Fatalf("the stored game: %+v, %v; want over at seq %d", g, err, seq+n)
	}
}

// held waits until node x holds game id: it claims it once its holder's
// lease has lapsed (within a few leases).
func held(t *testing.T, x *testServer, id string) *live {
	t.Helper()
	deadline := time.Now().Add(5*x.s.node.ttl + 5*time.Second)
	for {
		l, err := x.s.game(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		l.mu.Lock()
		epoch := l.epoch
		l.mu.Unlock()
		if epoch > 0 {
			return l
		}
		if time.Now().After(deadline) {
			t.Fatalf("node %s did not claim game %s: %s", x.s.NodeID(), id, l.away)
		}
		time.Sleep(50 * time.Millisecond)
	}
}
