package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/server/store"
)

// friendGame creates a friend game and seats two browsers in it; it
// returns the id and both connected clients (Corp first).
func friendGame(t *testing.T, x *testServer, values map[string]string) (string, *browser, *browser, *wsClient, *wsClient) {
	t.Helper()
	a, b := x.browser(), x.browser()
	id := a.newGame(values)
	inv := a.invite(id)
	if inv == "" {
		t.Fatal("no invite cookie for the creator")
	}
	if st, loc, body := b.post("/i/"+inv, url.Values{"name": {"bob"}}); st != http.StatusSeeOther || loc != "/g/"+id {
		t.Fatalf("claim invite: %d %q %s", st, loc, body)
	}
	ca := a.dial("/g/"+id+"/ws", nil)
	cb := b.dial("/g/"+id+"/ws", nil)
	ca.next("view")
	cb.next("view")
	return id, a, b, ca, cb
}

// step makes one random choice by whichever client has a decision, waits
// for its ack and for every client to see the new seq. It returns false
// when no client has a decision (the game is over).
func step(t *testing.T, r *bot.Random, n int, cs ...*wsClient) bool {
	t.Helper()
	for _, c := range cs {
		if c.last == nil || c.last.Decision == nil {
			continue
		}
		id := fmt.Sprint("c", n)
		c.send(randomAnswer(r, c, id))
		for {
			m := c.next("")
			switch str(m, "t") {
			case "ack":
				if str(m, "id") != id {
					continue
				}
				seq := num(m, "seq")
				for _, o := range cs {
					for o.last == nil || o.last.Seq < seq {
						o.next("view")
					}
				}
				return true
			case "error":
				t.Fatalf("choice refused: %s", m["message"])
			}
		}
	}
	return false
}

// fast are rate limits for programs that play as fast as they can.
var fast = Limits{MsgPerSec: 1e6, MsgBurst: 1e6}

// TestFriendGameToTheEnd plays a whole game between two programs over
// WebSockets and checks the record replays to the same end.
func TestFriendGameToTheEnd(t *testing.T) {
	x := startServer(t, t.TempDir(), Config{Limits: fast})
	id, a, _, ca, cb := friendGame(t, x, map[string]string{"seed": "11"})
	r := bot.NewRandom(3)
	moves := 0
	for ; moves < 3000 && step(t, r, moves, ca, cb); moves++ {
	}
	if ca.last.Status != store.StatusOver {
		t.Fatalf("after %d moves the game is %q", moves, ca.last.Status)
	}
	st, body := a.get("/g/" + id + "/record.json")
	if st != 200 {
		t.Fatalf("record: %d %s", st, body)
	}
	var rec engine.Record
	if err := json.Unmarshal([]byte(body), &rec); err != nil {
		t.Fatal(err)
	}
	if len(rec.Choices) != moves || len(rec.Hashes) != moves || rec.Rules == nil {
		t.Fatalf("record has %d choices, %d hashes (rules %v); %d moves were made", len(rec.Choices), len(rec.Hashes), rec.Rules != nil, moves)
	}
	g, err := engine.Replay(onr.Rules, rec)
	if err != nil {
		t.Fatal(err)
	}
	if _, over := g.Result(); !over {
		t.Fatal("the record does not replay to the end of the game")
	}
	// The replay viewer steps through it.
	if st, body := a.get("/g/" + id + "/replay?step=5&as=runner"); st != 200 || !strings.Contains(body, "after choice 5 of") {
		t.Fatalf("replay page: %d", st)
	}
}

// TestBadInput sends what a broken or hostile client might: every message
// gets a clear error and the game does not change.
func TestBadInput(t *testing.T) {
	x := startServer(t, t.TempDir(), Config{Limits: Limits{MsgPerSec: 1000, MsgBurst: 1000}})
	id, a, _, ca, cb := friendGame(t, x, map[string]string{"seed": "5"})
	var mover, other *wsClient
	switch {
	case ca.last.Decision != nil:
		mover, other = ca, cb
	case cb.last.Decision != nil:
		mover, other = cb, ca
	default:
		t.Fatal("nobody has a decision")
	}
	seq := mover.last.Seq
	dec := mover.last.Decision.ID
	l, _ := x.s.game(context.Background(), id)
	hashBefore := func() [32]byte {
		l.mu.Lock()
		defer l.mu.Unlock()
		h, _ := engine.Hash(l.game())
		return h
	}
	before := hashBefore()
	expect := func(c *wsClient, msg any, code string) {
		t.Helper()
		switch m := msg.(type) {
		case string:
			c.c.Write(context.Background(), websocket.MessageText, []byte(m))
		default:
			c.send(m)
		}
		e := c.next("error")
		if got := str(e, "code"); got != code {
			t.Fatalf("sent %v: error %q (%s), want %q", msg, got, e["message"], code)
		}
	}
	expect(mover, `{not json`, "bad_message")
	expect(mover, `{"t":"choice","decision":"x"}`, "bad_message")
	expect(mover, map[string]any{"t": "choice", "decision": dec}, "bad_message")
	expect(mover, map[string]any{"t": "warp"}, "bad_message")
	expect(mover, map[string]any{"t": "chat", "text": strings.Repeat("x", MaxChat+1)}, "bad_message")
	expect(mover, `{"t":"chat","text":"`+strings.Repeat("y", MaxMessage)+`"}`, "too_big")
	expect(mover, map[string]any{"t": "choice", "decision": dec + 1000, "option": 0}, "stale")
	expect(mover, map[string]any{"t": "choice", "decision": dec, "option": 9999}, "no_such_option")
	expect(mover, map[string]any{"t": "choice", "decision": dec, "option": -1}, "no_such_option")
	// The other seat quoting the mover's decision: not its decision.
	expect(other, map[string]any{"t": "choice", "decision": dec, "option": 0}, "not_your_turn")
	expect(mover, map[string]any{"t": "concede"}, "bad_message")
	// A spectator may watch but not act.
	spec := x.browser().dial("/g/"+id+"/ws", map[string]any{"as": "spectator"})
	spec.next("view")
	expect(spec, map[string]any{"t": "choice", "decision": dec, "option": 0}, "spectator")
	expect(spec, map[string]any{"t": "concede", "confirm": true}, "spectator")
	if h := hashBefore(); h != before {
		t.Fatal("a refused message changed the game")
	}
	if g, _ := x.s.store.Game(context.Background(), id); g.Seq != seq {
		t.Fatalf("a refused message appended a choice: seq %d, was %d", g.Seq, seq)
	}
	// A frame over the read limit closes the connection (1009).
	big := a.dial("/g/"+id+"/ws", nil)
	big.next("view")
	big.c.Write(context.Background(), websocket.MessageText, []byte(`{"t":"chat","text":"`+strings.Repeat("z", 3*MaxMessage)+`"}`))
	if _, ok := big.tryNext("never", 5*time.Second); ok {
		t.Fatal("the connection stayed open after an oversized frame")
	}

	// Wrong tokens and missing hellos are refused.
	w, err := x.browser().tryDial("/g/"+id+"/ws", map[string]any{"token": newToken()})
	if err != nil {
		t.Fatal(err)
	}
	if e := w.next("error"); str(e, "code") != "not_authorized" {
		t.Fatalf("wrong token: %s", e["code"])
	}
	w2, _ := x.browser().tryDial("/g/"+id+"/ws", map[string]any{"t": "x"})
	_ = w2
	// A foreign origin cannot open a WebSocket or create a game.
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_, resp, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(x.ts.URL, "http")+"/g/"+id+"/ws", &websocket.DialOptions{HTTPHeader: http.Header{"Origin": {"http://evil.example"}}})
	if err == nil || resp == nil || resp.StatusCode != http.StatusForbidden {
		t.Fatalf("foreign origin: %v %v", err, resp)
	}
	req, _ := http.NewRequest("POST", x.ts.URL+"/games", strings.NewReader("side=corp&opponent=bot&deck=starter&spectators=off"))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", "http://evil.example")
	resp2, err := http.DefaultClient.Do(req)
	if err != nil || resp2.StatusCode != http.StatusForbidden {
		t.Fatalf("cross-site create: %v %v", err, resp2)
	}
	// An invite is single use.
	if st, _, _ := x.browser().post("/i/"+a.invite(id), url.Values{}); st != http.StatusGone {
		t.Fatalf("second claim of an invite: %d", st)
	}
	// A stranger sees nothing of a game without spectators.
	id2 := a.newGame(map[string]string{"spectators": "off", "opponent": "bot"})
	if st, body := x.browser().get("/g/" + id2); st != http.StatusNotFound || strings.Contains(body, "Corp") {
		t.Fatalf("a stranger got the table of a private game: %d", st)
	}
	ws, _ := x.browser().tryDial("/g/"+id2+"/ws", map[string]any{"as": "spectator"})
	if e := ws.next("error"); str(e, "code") != "not_authorized" {
		t.Fatal("a stranger watched a private game")
	}
}

// TestFlood: a connection that keeps sending past its rate limit gets
// rate_limited errors, then is closed; the game is unchanged.
func TestFlood(t *testing.T) {
	x := startServer(t, t.TempDir(), Config{Limits: Limits{MsgPerSec: 5, MsgBurst: 5}})
	_, _, _, ca, _ := friendGame(t, x, map[string]string{"seed": "5"})
	for i := 0; i < 40; i++ {
		ca.send(map[string]any{"t": "ping", "id": fmt.Sprint(i)})
	}
	limited := 0
	for {
		m, ok := ca.tryNext("error", 3*time.Second)
		if !ok {
			break
		}
		if str(m, "code") == "rate_limited" {
			limited++
		}
	}
	if limited < 10 {
		t.Fatalf("%d rate_limited errors for 40 messages at 5/s", limited)
	}
	if _, ok := ca.tryNext("never", time.Second); ok {
		t.Fatal("the flooding connection was not closed")
	}
}

// TestIdempotentRetryAndTakeover: a resent choice is acknowledged with its
// first seq; with one socket a seat, a second connection of the same seat
// replaces the first (4000).
func TestIdempotentRetryAndTakeover(t *testing.T) {
	lim := fast
	lim.SocketsPerSeat = 1
	x := startServer(t, t.TempDir(), Config{Limits: lim})
	id, a, b, ca, cb := friendGame(t, x, map[string]string{"seed": "9"})
	mover, br := ca, a
	if cb.last.Decision != nil {
		mover, br = cb, b
	}
	msg := map[string]any{"t": "choice", "id": "same", "decision": mover.last.Decision.ID, "option": 0}
	mover.send(msg)
	seq := num(mover.next("ack"), "seq")
	mover.send(msg)
	if again := num(mover.next("ack"), "seq"); again != seq {
		t.Fatalf("the retry was acknowledged as seq %d, the choice is %d", again, seq)
	}
	if g, _ := x.s.store.Game(context.Background(), id); g.Seq != seq {
		t.Fatalf("the retry was applied again: seq %d", g.Seq)
	}
	// The same decision with another answer is stale.
	msg["option"] = 1
	mover.send(msg)
	if e := mover.next("error"); str(e, "code") != "stale" {
		t.Fatalf("another answer to an answered decision: %s", e["code"])
	}
	second := br.dial("/g/"+id+"/ws", nil)
	second.next("view")
	bye := mover.next("bye")
	if str(bye, "reason") != "replaced" {
		t.Fatalf("bye: %v", bye)
	}
	if _, ok := mover.tryNext("never", 3*time.Second); ok {
		t.Fatal("the replaced connection is still open")
	}
	if cs := websocket.CloseStatus(mover.err); cs != closeReplaced {
		t.Fatalf("close status %d, want %d", cs, closeReplaced)
	}
}

// TestSocketsPerSeat: a seat may have SocketsPerSeat connections (tabs,
// programs), each of which gets every view; one more replaces the seat's
// oldest (bye "replaced", close 4000) and leaves the others open.
func TestSocketsPerSeat(t *testing.T) {
	tests := []struct {
		name  string
		limit int // 0: the default
	}{
		{"the default, 5 sockets a seat (server-spec 6.10)", 0},
		{"one socket a seat", 1},
		{"three sockets a seat", 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lim := fast
			lim.SocketsPerSeat = tt.limit
			limit := tt.limit
			if limit == 0 {
				limit = DefaultLimits.SocketsPerSeat
			}
			x := startServer(t, t.TempDir(), Config{Limits: lim})
			id, a, _, ca, cb := friendGame(t, x, map[string]string{"seed": "4"})
			tabs := []*wsClient{ca}
			for len(tabs) < limit {
				c := a.dial("/g/"+id+"/ws", nil)
				c.next("view")
				tabs = append(tabs, c)
			}
			// Every tab of the seat is open and gets the next view.
			if !step(t, bot.NewRandom(4), 0, append([]*wsClient{cb}, tabs...)...) {
				t.Fatal("no decision to make")
			}
			for i, c := range tabs {
				if _, ok := c.tryNext("bye", 200*time.Millisecond); ok {
					t.Fatalf("tab %d of %d got a bye", i+1, limit)
				}
			}
			// One more replaces the oldest, and only it.
			extra := a.dial("/g/"+id+"/ws", nil)
			extra.next("view")
			bye := tabs[0].next("bye")
			if str(bye, "reason") != "replaced" {
				t.Fatalf("bye: %v", bye)
			}
			if _, ok := tabs[0].tryNext("never", 3*time.Second); ok {
				t.Fatal("the replaced connection is still open")
			}
			if cs := websocket.CloseStatus(tabs[0].err); cs != closeReplaced {
				t.Fatalf("close status %d, want %d", cs, closeReplaced)
			}
			if !step(t, bot.NewRandom(5), 1, append([]*wsClient{cb, extra}, tabs[1:]...)...) {
				t.Fatal("no decision to make")
			}
			for i, c := range tabs[1:] {
				if _, ok := c.tryNext("bye", 200*time.Millisecond); ok {
					t.Fatalf("tab %d of %d got a bye after the oldest was replaced", i+2, limit)
				}
			}
		})
	}
}

// TestChat: chat lines reach both seats and are rate limited.
func TestChat(t *testing.T) {
	x := startServer(t, t.TempDir(), Config{Limits: fast})
	_, _, _, ca, cb := friendGame(t, x, map[string]string{"seed": "3"})
	ca.send(map[string]any{"t": "chat", "id": "m1", "text": "gl hf"})
	if m := cb.next("chat"); str(m, "text") != "gl hf" || str(m, "from") != "Corp" {
		t.Fatalf("chat: %v", m)
	}
	limited := false
	for i := range 8 {
		ca.send(map[string]any{"t": "chat", "id": fmt.Sprint("n", i), "text": "spam"})
	}
	for {
		m, ok := ca.tryNext("error", time.Second)
		if !ok {
			break
		}
		if str(m, "code") == "rate_limited" {
			limited = true
		}
	}
	if !limited {
		t.Fatal("9 chat lines in a row were not rate limited")
	}
}
