package server

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/server/store"
	"github.com/datafort/datafort/server/store/pgtest"
	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"
)

// nodePair is two nodes on one PostgreSQL database, and the database.
type nodePair struct {
	a, b *testServer
	db   *sql.DB
}

// row reads game id's owner and epoch from the database.
func (p nodePair) row(t *testing.T, id string) (string, int64) {
	t.Helper()
	var owner sql.NullString
	var epoch int64
	if err := p.db.QueryRow(`SELECT owner, epoch FROM games WHERE id = $1`, id).Scan(&owner, &epoch); err != nil {
		t.Fatal(err)
	}
	return owner.String, epoch
}

// moved waits for the bye that tells a client to reconnect elsewhere.
func moved(t *testing.T, c *wsClient) {
	t.Helper()
	m, ok := c.tryNext("bye", 10*time.Second)
	if !ok {
		t.Fatalf("no bye: the connection ended with %v", c.err)
	}
	if str(m, "reason") != "moved" || string(m["reconnect"]) != "true" {
		t.Fatalf("bye %s, want reason moved and reconnect", mustJSON(m))
	}
}

// metricValue is a counter's or gauge's value.
func metricValue(m prometheus.Metric) float64 {
	var d dto.Metric
	m.Write(&d)
	if d.Counter != nil {
		return d.Counter.GetValue()
	}
	return d.Gauge.GetValue()
}

func mustJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// waitFor polls cond every 20 ms for up to d.
func waitFor(t *testing.T, d time.Duration, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(d)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("not within %v: %s", d, what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestNodes: servers sharing one PostgreSQL database as nodes (nodes.go)
// claim a game before serving it, save under its epoch, drop it when they
// lose it and tell its clients to reconnect, take over the games of a node
// whose lease lapsed by replaying their records, sweep orphaned bot games,
// release games when idle or draining, and claim only the games their
// build can play.
func TestNodes(t *testing.T) {
	c := pgtest.Get(t)
	tests := []struct {
		name string
		ttl  time.Duration
		run  func(t *testing.T, p nodePair)
	}{
		{"a node serves a game it claimed, and saves every choice under that epoch", time.Second, func(t *testing.T, p nodePair) {
			id, _, _, ca, cb := friendGame(t, p.a, map[string]string{"seed": "3"})
			r := bot.NewRandom(1)
			for i := range 10 {
				step(t, r, i, ca, cb)
			}
			if owner, epoch := p.row(t, id); owner != p.a.s.NodeID() || epoch != 1 {
				t.Fatalf("the game is held by %q at epoch %d, want node a %q at 1", owner, epoch, p.a.s.NodeID())
			}
			var n, other int
			p.db.QueryRow(`SELECT count(*), count(*) FILTER (WHERE epoch <> 1) FROM choices WHERE game_id = $1`, id).Scan(&n, &other)
			if n < 10 || other != 0 {
				t.Fatalf("%d choices, %d of them under another epoch than 1", n, other)
			}
		}},
		{"a request to another node for a held game is shown read-only and its socket told to reconnect", time.Second, func(t *testing.T, p nodePair) {
			id, a, _, _, _ := friendGame(t, p.a, map[string]string{"seed": "4"})
			a.x = p.b
			if st, _ := a.get("/g/" + id); st != http.StatusOK {
				t.Fatalf("the table page on the other node: %d", st)
			}
			moved(t, a.dial("/g/"+id+"/ws", nil))
			if owner, epoch := p.row(t, id); owner != p.a.s.NodeID() || epoch != 1 {
				t.Fatalf("after the other node's requests the game is held by %q at epoch %d, want a at 1", owner, epoch)
			}
		}},
		{"a WebSocket to another node is relayed to the holder, which plays it", time.Second, func(t *testing.T, p nodePair) {
			p.a.s.cfg.NodeAddr = strings.TrimPrefix(p.a.url, "http://")
			if _, err := p.db.Exec(`UPDATE nodes SET addr = $1 WHERE id = $2`, p.a.s.cfg.NodeAddr, p.a.s.NodeID()); err != nil {
				t.Fatal(err)
			}
			id, a, _, ca, cb := friendGame(t, p.a, map[string]string{"seed": "11"})
			ca.close()
			a.x = p.b // node b, which does not hold the game
			ca = a.dial("/g/"+id+"/ws", nil)
			ca.next("view")
			r := bot.NewRandom(5)
			for i := range 6 {
				step(t, r, i, ca, cb)
			}
			if got := metricValue(p.b.s.metrics.relays); got != 1 {
				t.Errorf("WebSockets relayed by node b: %v, want 1", got)
			}
			if owner, _ := p.row(t, id); owner != p.a.s.NodeID() {
				t.Errorf("the relayed game is held by %q, want node a", owner)
			}
		}},
		{"an invitation claimed on another node is claimed on the holder, whose game learns it", time.Second, func(t *testing.T, p nodePair) {
			p.a.s.cfg.NodeAddr = strings.TrimPrefix(p.a.url, "http://")
			if _, err := p.db.Exec(`UPDATE nodes SET addr = $1 WHERE id = $2`, p.a.s.cfg.NodeAddr, p.a.s.NodeID()); err != nil {
				t.Fatal(err)
			}
			a := p.a.browser()
			id := a.newGame(map[string]string{"seed": "12"})
			ca := a.dial("/g/"+id+"/ws", nil) // node a holds the game now
			ca.next("view")
			b := p.b.browser()
			if st, loc, body := b.post("/i/"+a.invite(id), map[string][]string{"name": {"bob"}}); st != http.StatusSeeOther || loc != "/g/"+id {
				t.Fatalf("the claim on node b: %d %q %s", st, loc, body)
			}
			l, err := p.a.s.game(context.Background(), id)
			if err != nil {
				t.Fatal(err)
			}
			l.mu.Lock()
			name, status := l.seats[1].Name, l.status
			l.mu.Unlock()
			if name != "bob" || status != store.StatusActive {
				t.Fatalf("node a's game: seat 1 named %q, %s; want bob, active", name, status)
			}
		}},
		{"a node stopped past its lease loses its games to a takeover that replays them, and its clients reconnect", time.Second, func(t *testing.T, p nodePair) {
			id, a, b, ca, cb := friendGame(t, p.a, map[string]string{"seed": "5"})
			r := bot.NewRandom(2)
			for i := range 20 {
				step(t, r, i, ca, cb)
			}
			before, seq := liveHash(t, p.a, id)
			p.a.s.stopNode() // it stops renewing its lease, as a stopped process
			held(t, p.b, id)
			after, seq2 := liveHash(t, p.b, id)
			if after != before || seq2 != seq {
				t.Fatalf("taken over at seq %d hash %x, the game was at seq %d hash %x", seq2, after[:6], seq, before[:6])
			}
			if got := metricValue(p.b.s.metrics.takeovers); got != 1 {
				t.Errorf("takeovers counted on the new holder: %v, want 1", got)
			}
			// The old node wakes: its lease has lapsed, so it saves nothing
			// and tells its clients to reconnect.
			c := ca
			if cb.last.Decision != nil {
				c = cb
			}
			c.send(randomAnswer(r, c, "late"))
			moved(t, c)
			if got := metricValue(p.a.s.metrics.fenced); got != 0 {
				t.Errorf("the old node sent a save to the database without a lease (%v refused there)", got)
			}
			if _, s := p.row(t, id); s < 2 {
				t.Fatalf("epoch %d after the takeover", s)
			}
			var n int
			p.db.QueryRow(`SELECT count(*) FROM choices WHERE game_id = $1 AND seq > $2`, id, seq).Scan(&n)
			if n != 0 {
				t.Fatalf("the old node saved %d choices after losing the game", n)
			}
			// The clients reconnect to the new holder and play on.
			a.x, b.x = p.b, p.b
			ca, cb = a.dial("/g/"+id+"/ws", nil), b.dial("/g/"+id+"/ws", nil)
			ca.next("view")
			cb.next("view")
			for i := range 10 {
				if !step(t, r, 100+i, ca, cb) {
					break
				}
			}
			if _, seq3 := liveHash(t, p.b, id); seq3 <= seq {
				t.Fatalf("no choice after the takeover (seq %d)", seq3)
			}
		}},
		{"of two nodes that both believe they hold a game, the stale one's save writes nothing and is counted", 4 * time.Second, func(t *testing.T, p nodePair) {
			id, _, _, ca, cb := friendGame(t, p.a, map[string]string{"seed": "6"})
			r := bot.NewRandom(3)
			for i := range 5 {
				step(t, r, i, ca, cb)
			}
			_, seq := liveHash(t, p.a, id)
			// Node a stops renewing but its own deadline still runs; its row
			// is expired behind its back (a clock or a partition's doing),
			// and node b claims the game.
			p.a.s.stopNode()
			if _, err := p.db.Exec(`UPDATE nodes SET expires_at = 0 WHERE id = $1`, p.a.s.NodeID()); err != nil {
				t.Fatal(err)
			}
			held(t, p.b, id)
			if _, ok := p.a.s.leased(); !ok {
				t.Fatal("node a's own lease ran out before the test could make its stale save")
			}
			c := ca
			if cb.last.Decision != nil {
				c = cb
			}
			c.send(randomAnswer(r, c, "stale"))
			moved(t, c)
			if got := metricValue(p.a.s.metrics.fenced); got != 1 {
				t.Errorf("stale saves refused on node a: %v, want 1", got)
			}
			var n int
			p.db.QueryRow(`SELECT count(*) FROM choices WHERE game_id = $1 AND seq > $2`, id, seq).Scan(&n)
			if n != 0 {
				t.Fatalf("the stale node's save wrote %d choices", n)
			}
		}},
		{"idle unloading releases a game, which another node claims at once", time.Minute, func(t *testing.T, p nodePair) {
			id, _, _, ca, cb := friendGame(t, p.a, map[string]string{"seed": "7"})
			ca.close()
			cb.close()
			waitFor(t, 5*time.Second, "the connections closed", func() bool {
				l, _ := p.a.s.game(context.Background(), id)
				l.mu.Lock()
				defer l.mu.Unlock()
				return len(l.conns) == 0
			})
			if n := p.a.s.unloadIdleAt(time.Now().Add(time.Hour)); n != 1 {
				t.Fatalf("%d games unloaded, want 1", n)
			}
			if owner, epoch := p.row(t, id); owner != "" || epoch != 2 {
				t.Fatalf("after unloading, the game is held by %q at epoch %d; want no one at 2", owner, epoch)
			}
			l, err := p.b.s.game(context.Background(), id) // no lease to wait for (a minute)
			if err != nil || l.epoch != 3 {
				t.Fatalf("node b's claim: epoch %d, %v; want 3", l.epoch, err)
			}
		}},
		{"a draining node takes no new games, is not ready, and releases its games as they go idle", time.Second, func(t *testing.T, p nodePair) {
			id, _, _, ca, cb := friendGame(t, p.a, map[string]string{"seed": "8"})
			p.a.s.Drain()
			st, _, _ := p.a.browser().post("/games", map[string][]string{"side": {"corp"}, "opponent": {"friend"}})
			if st != http.StatusServiceUnavailable {
				t.Errorf("a new game on a draining node: %d, want 503", st)
			}
			if st, body := p.a.browser().get("/readyz"); st != http.StatusServiceUnavailable || !strings.Contains(body, "draining") {
				t.Errorf("/readyz of a draining node: %d %q", st, body)
			}
			if owner, _ := p.row(t, id); owner != p.a.s.NodeID() {
				t.Fatalf("a game in play left the draining node (held by %q)", owner)
			}
			ca.close()
			cb.close()
			waitFor(t, 5*time.Second, "the idle game released", func() bool { owner, _ := p.row(t, id); return owner == "" })
		}},
		{"the sweeper claims an orphaned game where a bot must move, and the bot moves", time.Second, func(t *testing.T, p nodePair) {
			p.a.s.holdBots.Store(true)
			a := p.a.browser()
			id := a.newGame(map[string]string{"side": "runner", "opponent": "bot", "bot": "random", "seed": "2"})
			if _, err := p.a.s.game(context.Background(), id); err != nil {
				t.Fatal(err)
			}
			var seq int
			p.db.QueryRow(`SELECT seq FROM games WHERE id = $1`, id).Scan(&seq)
			p.a.crash()
			waitFor(t, 10*time.Second, "node b's sweep claims the game and its bot moves", func() bool {
				var owner sql.NullString
				var now int
				p.db.QueryRow(`SELECT owner, seq FROM games WHERE id = $1`, id).Scan(&owner, &now)
				return owner.String == p.b.s.NodeID() && now > seq
			})
			var src string
			p.db.QueryRow(`SELECT source FROM choices WHERE game_id = $1 AND seq = $2`, id, seq+1).Scan(&src)
			if src != store.SourceBot {
				t.Fatalf("the choice after the sweep is %q, want the bot's", src)
			}
		}},
		{"a node claims no game made under another build", time.Second, func(t *testing.T, p nodePair) {
			id, _, _, ca, cb := friendGame(t, p.a, map[string]string{"seed": "9"})
			ca.close()
			cb.close()
			waitFor(t, 5*time.Second, "the game unloaded", func() bool { return p.a.s.unloadIdleAt(time.Now().Add(time.Hour)) == 1 })
			if _, err := p.db.Exec(`UPDATE games SET rules = replace(rules, '"version":"', '"version":"older-') WHERE id = $1`, id); err != nil {
				t.Fatal(err)
			}
			_, before := p.row(t, id)
			l, err := p.b.s.game(context.Background(), id)
			if err != nil {
				t.Fatal(err)
			}
			if l.build == "" || l.epoch != 0 {
				t.Fatalf("node b holds the other build's game at epoch %d (needs %q)", l.epoch, l.build)
			}
			if owner, epoch := p.row(t, id); owner != "" || epoch != before {
				t.Fatalf("the other build's game is held by %q at epoch %d, want no one at %d", owner, epoch, before)
			}
		}},
		{"a game of another build that no node holds is relayed to a live node of its build, which plays it", time.Second, func(t *testing.T, p nodePair) {
			id, a, b, ca, cb := friendGame(t, p.a, map[string]string{"seed": "12"})
			ca.close()
			cb.close()
			waitFor(t, 5*time.Second, "the game unloaded", func() bool { return p.a.s.unloadIdleAt(time.Now().Add(time.Hour)) == 1 })
			// The game made under other rules, which node a's build plays
			// now and advertises (a rolling deploy: node a is the new
			// build); node b's build cannot play it.
			p.a.s.cfg.otherRules = "+next"
			p.a.s.cfg.NodeAddr = strings.TrimPrefix(p.a.url, "http://")
			if _, err := p.db.Exec(`UPDATE games SET rules = jsonb_set(rules::jsonb, '{version}', to_jsonb((rules::jsonb->>'version') || '+next'))::text WHERE id = $1`, id); err != nil {
				t.Fatal(err)
			}
			if _, err := p.db.Exec(`UPDATE nodes SET addr = $1, rules = $2 WHERE id = $3`, p.a.s.cfg.NodeAddr, p.a.s.buildRules(), p.a.s.NodeID()); err != nil {
				t.Fatal(err)
			}
			a.x, b.x = p.b, p.b
			ca, cb = a.dial("/g/"+id+"/ws", nil), b.dial("/g/"+id+"/ws", nil)
			ca.next("view")
			cb.next("view")
			r := bot.NewRandom(6)
			for i := range 6 {
				step(t, r, i, ca, cb)
			}
			if got := metricValue(p.b.s.metrics.relays); got != 2 {
				t.Errorf("WebSockets relayed by node b: %v, want 2", got)
			}
			if owner, _ := p.row(t, id); owner != p.a.s.NodeID() {
				t.Errorf("the game of node a's build is held by %q, want node a", owner)
			}
		}},
		{"a game a request claimed on a node is not adopted there again at an older epoch", time.Second, func(t *testing.T, p nodePair) {
			id, _, _, ca, cb := friendGame(t, p.a, map[string]string{"seed": "13"})
			ca.close()
			cb.close()
			// Moved to node b behind node a's back, as a sweep or the
			// cluster test's fault claims it for b; before b adopts it, a
			// request on b claims it (b holds it already: epoch + 1).
			var moved int64
			if err := p.db.QueryRow(`UPDATE games SET owner = $1, epoch = epoch + 1 WHERE id = $2 RETURNING epoch`, p.b.s.NodeID(), id).Scan(&moved); err != nil {
				t.Fatal(err)
			}
			l, err := p.b.s.game(context.Background(), id)
			if err != nil || l.epoch != moved+1 {
				t.Fatalf("node b's request: epoch %d, %v; want %d", l.epoch, err, moved+1)
			}
			p.b.s.adopt(context.Background(), id, moved)
			p.b.s.mu.Lock()
			held := p.b.s.games[id]
			p.b.s.mu.Unlock()
			if held != l || l.away != "" {
				t.Fatalf("after adopting at epoch %d node b holds a copy at epoch %d (the request's copy away: %q), want the request's at %d", moved, held.epoch, l.away, moved+1)
			}
		}},
		{"a rematch asked for on another node is the holder's, pushed to the tables connected there", time.Second, func(t *testing.T, p nodePair) {
			p.a.s.cfg.NodeAddr = strings.TrimPrefix(p.a.url, "http://")
			if _, err := p.db.Exec(`UPDATE nodes SET addr = $1 WHERE id = $2`, p.a.s.cfg.NodeAddr, p.a.s.NodeID()); err != nil {
				t.Fatal(err)
			}
			id, a, _, ca, cb := friendGame(t, p.a, map[string]string{"seed": "14"})
			defer cb.close()
			ca.send(map[string]any{"t": "concede", "id": "x", "confirm": true})
			ca.next("ack")
			ca.close()
			for cb.last == nil || cb.last.Status != "over" {
				cb.next("view")
			}
			a.x = p.b // node b, which does not hold the game that is over
			st, loc, body := a.post("/g/"+id+"/rematch", url.Values{})
			if st != http.StatusSeeOther || !strings.HasPrefix(loc, "/g/") || loc == "/g/"+id {
				t.Fatalf("rematch on node b: %d %q\n%s", st, loc, body)
			}
			if m := cb.next("rematch"); !strings.HasPrefix(str(m, "url"), "/i/") {
				t.Fatalf("the opponent's table on node a got %s, want the rematch's invitation", mustJSON(m))
			}
			if got := metricValue(p.b.s.metrics.relays); got != 1 {
				t.Errorf("requests relayed by node b: %v, want 1", got)
			}
		}},
		{"a copy of a game another node holds, read while it saves, is never marked diverged", time.Second, func(t *testing.T, p nodePair) {
			id, _, _, ca, cb := friendGame(t, p.a, map[string]string{"seed": "10"})
			step(t, bot.NewRandom(4), 0, ca, cb)
			// The row a step ahead of the log, as a copy reads it when its
			// holder saves between the copy's reads of the row and the log.
			if _, err := p.db.Exec(`UPDATE games SET seq = seq + 1 WHERE id = $1`, id); err != nil {
				t.Fatal(err)
			}
			l, err := p.b.s.game(context.Background(), id)
			if err != nil || l.away == "" {
				t.Fatalf("node b's copy: away %q, %v", l.away, err)
			}
			var status string
			p.db.QueryRow(`SELECT status FROM games WHERE id = $1`, id).Scan(&status)
			if status != store.StatusActive {
				t.Fatalf("the game is %s in the store after node b read a copy, want active", status)
			}
		}},
		{"/readyz names the node and its lease, and is 503 once the lease lapsed", time.Second, func(t *testing.T, p nodePair) {
			br := p.a.browser()
			if st, body := br.get("/readyz"); st != http.StatusOK || !strings.Contains(body, "node "+p.a.s.NodeID()+", lease") {
				t.Fatalf("/readyz: %d %q", st, body)
			}
			p.a.s.stopNode()
			waitFor(t, 5*time.Second, "/readyz turns 503", func() bool {
				st, body := br.get("/readyz")
				return st == http.StatusServiceUnavailable && strings.Contains(body, "has no lease")
			})
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			url, err := c.NewDatabase(t.Name())
			if err != nil {
				t.Fatal(err)
			}
			cfg := Config{Limits: fast, DB: url, LeaseTTL: tc.ttl}
			p := nodePair{a: startServer(t, t.TempDir(), cfg), b: startServer(t, t.TempDir(), cfg)}
			if p.db, err = sql.Open("pgx", url); err != nil {
				t.Fatal(err)
			}
			defer p.db.Close()
			tc.run(t, p)
		})
	}
}

// TestRelayHeaderIsTrustedOnlyWhenSigned: a relayed request's client
// address is taken from its relay header only when the header's HMAC (under
// the key of the shared record key) verifies and it is recent.
func TestRelayHeaderIsTrustedOnlyWhenSigned(t *testing.T) {
	x := startServer(t, t.TempDir(), Config{})
	s := x.s
	other := startServer(t, t.TempDir(), Config{}).s // another record key
	now := time.Now()
	good := s.relaySign("198.51.100.7", now)
	tests := []struct {
		name, header string
		at           time.Time
		want         bool
	}{
		{"a header this key signed just now is trusted", good, now, true},
		{"a header signed 10 s ago is trusted", good, now.Add(10 * time.Second), true},
		{"a header older than the window is not", good, now.Add(relayWindow + time.Second), false},
		{"a header whose address was changed is not", strings.Replace(good, "198.51.100.7", "198.51.100.8", 1), now, false},
		{"a header another key signed is not", other.relaySign("198.51.100.7", now), now, false},
		{"a header without a signature is not", "198.51.100.7|" + strconv.FormatInt(now.UnixMilli(), 10), now, false},
		{"junk is not", "junk", now, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ip, ok := s.relayVerify(tc.header, tc.at)
			if ok != tc.want || ok && ip != "198.51.100.7" {
				t.Fatalf("relayVerify = %q, %v; want %v", ip, ok, tc.want)
			}
		})
	}
	t.Run("a server on SQLite trusts no relay header", func(t *testing.T) {
		r, _ := http.NewRequest("GET", "/", nil)
		r.RemoteAddr = "192.0.2.1:5000"
		r.Header.Set(relayHeader, good)
		if s.relayed(r) || r.RemoteAddr != "192.0.2.1:5000" || r.Header.Get(relayHeader) != "" {
			t.Fatalf("relayed: address %s, header %q", r.RemoteAddr, r.Header.Get(relayHeader))
		}
	})
}

// TestPeerConnectionsEscapeTheAddressCap: the connections of another node
// (the WebSockets it relays here, from many clients) are not held to the
// per-address cap; anyone else's are.
func TestPeerConnectionsEscapeTheAddressCap(t *testing.T) {
	for _, tc := range []struct {
		name    string
		peer    bool
		refused bool
	}{
		{"a second connection from another node's address is accepted", true, false},
		{"a second connection from another address is refused", false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ln, err := net.Listen("tcp", "127.0.0.1:0")
			if err != nil {
				t.Fatal(err)
			}
			l := &connCap{Listener: ln, perAddr: 1, total: 10, by: map[string]int{}, refusing: make(chan struct{}, 1),
				refused: func(string) {}, peer: func(key string) bool { return tc.peer && key == "127.0.0.1" }}
			defer l.Close()
			accepted := make(chan net.Conn, 2)
			go func() {
				for {
					c, err := l.Accept()
					if err != nil {
						return
					}
					accepted <- c
				}
			}()
			first, err := net.Dial("tcp", ln.Addr().String())
			if err != nil {
				t.Fatal(err)
			}
			defer first.Close()
			<-accepted
			second, err := net.Dial("tcp", ln.Addr().String())
			if err != nil {
				t.Fatal(err)
			}
			defer second.Close()
			fmt.Fprint(second, "GET / HTTP/1.1\r\nHost: x\r\n\r\n")
			select {
			case c := <-accepted:
				c.Close()
				if tc.refused {
					t.Fatal("the second connection was accepted")
				}
			case <-time.After(2 * time.Second):
				if !tc.refused {
					t.Fatal("the second connection was not accepted")
				}
			}
		})
	}
}
