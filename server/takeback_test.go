package server

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/neuroscape"
	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/server/store"
	"github.com/datafort/datafort/server/store/pgtest"
)

// onrGame stores an ONR game whose seats are played as kinds says ("human",
// or a bot spec such as "random@3"), and returns its id.
func onrGame(t *testing.T, x *testServer, seed uint64, kinds ...string) string {
	t.Helper()
	return storedGame(t, x, onr.Rules, engine.Setup{Seed: seed}, kinds...)
}

// storedGame stores a game of rs whose seats are played as kinds says, and
// returns its id.
func storedGame(t *testing.T, x *testServer, rs engine.Ruleset, setup engine.Setup, kinds ...string) string {
	t.Helper()
	g, err := rs.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	h, _ := engine.Hash(g)
	opts, _ := json.Marshal(gameOptions{Spectators: "off"})
	id := newGameID()
	row := &store.Game{ID: id, Ruleset: rs.Name(), Setup: setup, Options: opts, Status: store.StatusActive, StateHash: h[:]}
	if fp, ok := g.(engine.Fingerprinter); ok {
		row.Rules = fp.Fingerprint()
	}
	var seats []store.Seat
	for i, s := range g.Seats() {
		st := store.Seat{Seat: s.Seat, Role: s.Role, Team: s.Team, Kind: "human", Name: s.Role, TokenHash: hashToken(newToken())}
		if kinds[i] != "human" {
			st.Kind, st.Bot, st.TokenHash = "bot", kinds[i], nil
		}
		seats = append(seats, st)
	}
	if err := x.s.store.CreateGame(context.Background(), row, seats); err != nil {
		t.Fatal(err)
	}
	return id
}

// tbGame is a live game under test, played by random answers.
type tbGame struct {
	t   *testing.T
	ctx context.Context
	x   *testServer
	l   *live
	r   *bot.Random
}

// playUntil answers the pending decisions of people at random until ok
// holds of the game (checked after each choice), at most n choices; it
// reports whether ok held.
func (tg *tbGame) playUntil(n int, ok func() bool) bool {
	tg.t.Helper()
	for range n {
		tg.l.mu.Lock()
		var d *engine.Decision
		for _, p := range tg.l.game().Pending() {
			if !tg.l.isBot(p.Seat) {
				d = &p
				break
			}
		}
		tg.l.mu.Unlock()
		if d == nil {
			return false
		}
		if _, err := tg.l.choose(tg.ctx, tg.r.Choose(*d), ""); err != nil {
			tg.t.Fatal(err)
		}
		if ok() {
			return true
		}
	}
	return false
}

// state returns the game's seq, its state hash and its takeback point for
// seat.
func (tg *tbGame) state(seat engine.Seat) (seq int, h [32]byte, to int, can bool) {
	tg.l.mu.Lock()
	defer tg.l.mu.Unlock()
	h, _ = engine.Hash(tg.l.game())
	to, can = tg.l.takebackTo(seat)
	return tg.l.seq, h, to, can
}

// lastBy reports whether the game's last choice is seat's.
func (tg *tbGame) lastBy(seat engine.Seat) bool {
	tg.l.mu.Lock()
	defer tg.l.mu.Unlock()
	cs, err := tg.x.s.store.Choices(tg.ctx, tg.l.id, tg.l.seq-1)
	return err == nil && len(cs) == 1 && cs[0].Choice.Seat == seat
}

// hashAfter returns the state hash of the game replayed from its setup up
// to choice seq of its stored line.
func (tg *tbGame) hashAfter(seq int) [32]byte {
	tg.t.Helper()
	return tg.hashAfterIn(onr.Rules, seq)
}

// hashAfterIn is hashAfter for a game of rs.
func (tg *tbGame) hashAfterIn(rs engine.Ruleset, seq int) [32]byte {
	tg.t.Helper()
	rec, err := tg.l.record(tg.ctx)
	if err != nil {
		tg.t.Fatal(err)
	}
	rec.Choices, rec.Hashes, rec.Takebacks = rec.Choices[:seq], rec.Hashes[:seq], nil
	g, err := engine.Replay(rs, *rec)
	if err != nil {
		tg.t.Fatal(err)
	}
	h, _ := engine.Hash(g)
	return h
}

// TestTakeback plays an ONR game between two people and takes choices
// back through the server: a refused takeback changes nothing; an accepted
// one truncates the store's log to the point taken back, moves the undone
// rows to choices_undone and leaves the game as a replay of the shorter
// line; the decisions taken back are answered again (the store's
// uniqueness and sequence follow the rewind); a second takeback is kept
// too; a takeback never goes past a choice that drew or revealed; and the
// signed record keeps every takeback, so that engine.Replay reproduces the
// game and refuses a record whose takeback was tampered with.
func TestTakeback(t *testing.T) {
	x := startServer(t, t.TempDir(), Config{Limits: fast})
	ctx := context.Background()
	id := onrGame(t, x, 11, "human", "human")
	l, err := x.s.game(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	tg := &tbGame{t: t, ctx: ctx, x: x, l: l, r: bot.NewRandom(11)}
	var seat engine.Seat
	takeable := func() bool {
		for _, s := range []engine.Seat{0, 1} {
			if tg.lastBy(s) {
				if _, _, _, can := tg.state(s); can {
					seat = s
					return true
				}
			}
		}
		return false
	}
	if !tg.playUntil(300, takeable) {
		t.Fatal("no choice could be taken back in 300 choices")
	}
	otherOf := func(s engine.Seat) engine.Seat { // the seat that is not s
		for _, st := range l.seats {
			if st.Seat != s {
				return st.Seat
			}
		}
		return engine.NoSeat
	}
	other := otherOf(seat)
	seq, h, to, _ := tg.state(seat)

	t.Run("a refused takeback changes nothing", func(t *testing.T) {
		if err := l.requestTakeback(ctx, seat); err != nil {
			t.Fatal(err)
		}
		if st := tg.l.takebackFor(other); st == nil || st.Ask == "" {
			t.Fatalf("the other seat is not asked: %+v", st)
		}
		if err := l.answerTakeback(ctx, other, false); err != nil {
			t.Fatal(err)
		}
		if s2, h2, _, _ := tg.state(seat); s2 != seq || h2 != h {
			t.Errorf("after a refusal the game is at %d, was %d (state changed: %v)", s2, seq, h2 != h)
		}
		if tbs, _ := x.s.store.Takebacks(ctx, id); len(tbs) != 0 {
			t.Errorf("%d takebacks stored after a refusal", len(tbs))
		}
	})
	t.Run("an accepted takeback rewinds the game and moves the rows", func(t *testing.T) {
		if err := l.requestTakeback(ctx, seat); err != nil {
			t.Fatal(err)
		}
		if err := l.answerTakeback(ctx, other, true); err != nil {
			t.Fatal(err)
		}
		s2, h2, _, _ := tg.state(seat)
		if s2 != to {
			t.Fatalf("the game is at %d after the takeback, want %d", s2, to)
		}
		if want := tg.hashAfter(to); h2 != want {
			t.Errorf("the live game is not the replay of the line cut after %d", to)
		}
		cs, err := x.s.store.Choices(ctx, id, 0)
		if err != nil || len(cs) != to {
			t.Fatalf("the store holds %d choices (%v), want %d", len(cs), err, to)
		}
		row, err := x.s.store.Game(ctx, id)
		if err != nil || row.Seq != to {
			t.Fatalf("the game row says seq %d (%v), want %d", row.Seq, err, to)
		}
		tbs, err := x.s.store.Takebacks(ctx, id)
		if err != nil || len(tbs) != 1 || tbs[0].ToSeq != to || tbs[0].By != seat || len(tbs[0].Undone) != seq-to || tbs[0].Undone[0].Seq != to+1 {
			t.Fatalf("choices_undone holds %+v (%v), want one takeback of choices %d to %d by seat %d", tbs, err, to+1, seq, seat)
		}
		// The decision taken back is answered again, with a new answer:
		// neither the sequence guard nor the uniqueness of answers refuses it.
		undone := tbs[0].Undone[0].Choice
		l.mu.Lock()
		d, _ := engine.DecisionFor(l.game(), undone.Seat)
		l.mu.Unlock()
		if d.ID != undone.Decision {
			t.Fatalf("the decision pending is %d, the one taken back %d", d.ID, undone.Decision)
		}
		again := undone
		if d.Kind == engine.Select && len(d.Options) > 1 {
			again.Option = (undone.Option + 1) % len(d.Options)
		}
		if s, err := l.choose(ctx, again, ""); err != nil || s != to+1 {
			t.Fatalf("answering the decision taken back again: seq %d, %v; want %d", s, err, to+1)
		}
	})
	t.Run("a second takeback is kept too", func(t *testing.T) {
		if !tg.playUntil(300, takeable) {
			t.Skip("no second choice could be taken back")
		}
		if err := l.requestTakeback(ctx, seat); err != nil {
			t.Fatal(err)
		}
		if err := l.answerTakeback(ctx, otherOf(seat), true); err != nil {
			t.Fatal(err)
		}
		if tbs, err := x.s.store.Takebacks(ctx, id); err != nil || len(tbs) != 2 || tbs[1].N != 2 {
			t.Fatalf("choices_undone holds %d takebacks (%v), want 2", len(tbs), err)
		}
	})
	t.Run("no takeback goes past a choice that drew, revealed or began a turn", func(t *testing.T) {
		var barrier engine.Seat
		// The barrier is found apart from the server's own bookkeeping: the
		// line replayed up to the last choice, which is applied and measured.
		past := func() bool {
			rec, err := l.record(ctx)
			if err != nil || len(rec.Choices) == 0 {
				return false
			}
			n := len(rec.Choices)
			last := rec.Choices[n-1]
			rec.Choices, rec.Hashes, rec.Takebacks = rec.Choices[:n-1], rec.Hashes[:n-1], nil
			g, err := engine.Replay(onr.Rules, *rec)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := g.Apply(last); err != nil {
				t.Fatal(err)
			}
			eff, _ := g.(engine.Effecter).LastEffect()
			barrier = last.Seat
			return eff.Barrier() && !last.Concede
		}
		if !tg.playUntil(500, past) {
			t.Fatal("no choice drew, revealed or began a turn in 500 choices")
		}
		s0, _, _, _ := tg.state(barrier)
		err := l.requestTakeback(ctx, barrier)
		if codeOf(err) != "no_takeback" {
			t.Fatalf("a takeback right after a choice that drew or revealed: %v, want no_takeback", err)
		}
		if st := tg.l.takebackFor(barrier); st == nil || st.Can {
			t.Errorf("the view offers a takeback past it: %+v", st)
		}
		if s1, _, _, _ := tg.state(barrier); s1 != s0 {
			t.Errorf("the refused request moved the game from %d to %d", s0, s1)
		}
	})
	t.Run("the signed record keeps the takebacks and replays to the same game", func(t *testing.T) {
		l.mu.Lock()
		h, _ := engine.Hash(l.game())
		rec, err := l.record(ctx)
		l.mu.Unlock()
		if err != nil {
			t.Fatal(err)
		}
		if len(rec.Takebacks) == 0 {
			t.Fatal("the record keeps no takeback")
		}
		if err := rec.Sign(x.s.recordKey); err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(rec)
		var back engine.Record
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatal(err)
		}
		if _, err := back.Verify(); err != nil {
			t.Fatalf("the signed record read back: %v", err)
		}
		g, err := engine.Replay(onr.Rules, back)
		if err != nil {
			t.Fatal(err)
		}
		if rh, _ := engine.Hash(g); rh != h {
			t.Errorf("the replayed record's state %x, the live game's %x", rh[:6], h[:6])
		}
		bad := back
		bad.Takebacks = append([]engine.Takeback(nil), back.Takebacks...)
		bad.Takebacks[0].Hashes = append([][32]byte(nil), bad.Takebacks[0].Hashes...)
		bad.Takebacks[0].Hashes[0][0] ^= 1
		if _, err := engine.Replay(onr.Rules, bad); err == nil {
			t.Error("a record whose taken-back choice has another hash replays")
		}
	})
}

// TestTakebackABotAccepts: in each game, against a bot, a takeback is made
// at once, the bot's own answers after the choice taken back going with it,
// and the bot plays on from the game taken back.
func TestTakebackABotAccepts(t *testing.T) {
	for _, tc := range []struct {
		name  string
		rs    engine.Ruleset
		setup engine.Setup
	}{
		{"a bot accepts at once in ONR", onr.Rules, engine.Setup{Seed: 12}},
		{"a bot accepts at once in NSG", nsg.Ruleset{}, engine.Setup{Seed: 12}},
		{"a bot accepts at once in Neuroscape", neuroscape.Ruleset{}, engine.Setup{Seed: 12, Options: map[string]string{"players": "2"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := startServer(t, t.TempDir(), Config{Limits: fast})
			ctx := context.Background()
			id := storedGame(t, x, tc.rs, tc.setup, "human", "random@4")
			l, err := x.s.game(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			tg := &tbGame{t: t, ctx: ctx, x: x, l: l, r: bot.NewRandom(12)}
			// Each choice of the person is followed by the bot's answers.
			settled := func() bool {
				for range 500 {
					l.mu.Lock()
					busy := l.botBusy || l.botDue()
					l.mu.Unlock()
					if !busy {
						return true
					}
					time.Sleep(5 * time.Millisecond)
				}
				t.Fatal("the bot did not move")
				return false
			}
			if !tg.playUntil(400, func() bool { settled(); _, _, _, can := tg.state(0); return can }) {
				t.Fatal("no choice could be taken back in 400 choices")
			}
			x.s.holdBots.Store(true) // the game stays where the takeback leaves it
			_, _, to, _ := tg.state(0)
			if err := l.requestTakeback(ctx, 0); err != nil {
				t.Fatal(err)
			}
			if s, h, _, _ := tg.state(0); s != to || h != tg.hashAfterIn(tc.rs, to) {
				t.Fatalf("the game is at %d after a takeback against a bot, want the replay of the line cut after %d", s, to)
			}
			if tbs, err := x.s.store.Takebacks(ctx, id); err != nil || len(tbs) != 1 {
				t.Fatalf("choices_undone holds %d takebacks (%v), want 1", len(tbs), err)
			}
		})
	}
}

// TestTakebackRevealsNothing is the leak property of takebacks: whether a
// seat may take back, and so whether its button is enabled, whether the
// others are asked and what they answer, depends only on facts every seat
// knows. The server computes it from the seats of the choices since the
// last barrier and whether each was a barrier (engine.TakebackFrom); so at
// every step of random ONR games, for each seat, the game is dealt again
// from that seat's information state (a game the seat cannot tell from the
// real one), the step's choice applied to both, and both must agree on
// whether it was a barrier. The takeback messages name only the asking
// or answering seat's role and a seq (TestTakeback, TestBrowserTakeback).
func TestTakebackRevealsNothing(t *testing.T) {
	var steps, compared, barriers, skipped, other int
	for seed := uint64(1); seed <= 6; seed++ {
		g, err := onr.Rules.New(engine.Setup{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r, deal := bot.NewRandom(seed), engine.NewRNG(seed^0x7a4e)
		for step := 0; step < 1500; step++ {
			if _, over := g.Result(); over {
				break
			}
			d0 := g.Pending()[0]
			c := r.Choose(d0)
			var dealt []engine.Game
			for v := range g.Seats() {
				info, err := g.(engine.InfoStater).InfoState(engine.Seat(v))
				if err != nil {
					continue // a secret of another seat is being chosen
				}
				h, err := info.Sample(&deal, nil)
				if err != nil {
					t.Fatal(err)
				}
				dealt = append(dealt, h)
			}
			if _, err := g.Apply(c); err != nil {
				t.Fatal(err)
			}
			steps++
			want := measure(g)
			if want.eff.Barrier() {
				barriers++
			}
			for _, h := range dealt {
				if !slices.ContainsFunc(h.Pending(), func(d engine.Decision) bool { return d.ID == c.Decision && d.Seat == c.Seat }) {
					// At a trace, another seat's answers so far are
					// hidden from the seat dealt for: its world asks the
					// chooser an earlier question (onr/infotrace.go).
					skipped++
					continue
				}
				// A seat dealing while another chooses: the chooser's options
				// come from the dealt world's cards, so the same choice is the
				// same option only where it stands for the same one.
				if d, _ := engine.DecisionFor(h, c.Seat); d.Kind == engine.Select && (c.Option >= len(d.Options) || d.Options[c.Option] != d0.Options[c.Option]) {
					other++
					continue
				}
				if _, err := h.Apply(c); err != nil {
					t.Fatalf("seed %d step %d: a game dealt again refuses %+v: %v", seed, step, c, err)
				}
				compared++
				if got := measure(h); got.ok != want.ok || got.eff.Barrier() != want.eff.Barrier() {
					t.Fatalf("seed %d step %d: choice %+v is a barrier in one game (%+v) and not in another its seat cannot tell from it (%+v): whether a takeback is allowed would tell the seat something hidden", seed, step, c, want.eff, got.eff)
				}
			}
		}
	}
	t.Logf("%d steps (%d barriers), %d compared with games dealt again, %d worlds where the chooser was at an earlier question of a trace, %d where the choice stood for another option", steps, barriers, compared, skipped, other)
	if compared == 0 || barriers == 0 || barriers == steps {
		t.Fatal("the games compared nothing, or had no barrier, or nothing else")
	}
}

// TestTakebackOverTheProtocol: over real WebSockets, a takeback with
// nothing to take back is refused (no_takeback), as is a spectator's; the
// asking seat's request reaches the other seat only (takeback_ask, naming
// the asker's role and nothing else); an answer needs "on"; once accepted,
// every connection, the spectator's included, is told takeback_done with
// the seq taken back to, then gets the view at that seq.
func TestTakebackOverTheProtocol(t *testing.T) {
	x := startServer(t, t.TempDir(), Config{Limits: fast})
	id, _, _, ca, cb := friendGame(t, x, map[string]string{"spectators": "public"})
	cs := x.browser().dial("/g/"+id+"/ws", map[string]any{"as": "spectator"})
	cs.next("view")
	ctx := context.Background()
	l, err := x.s.game(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	errCode := func(w *wsClient) string { return str(w.next("error"), "code") }
	t.Run("nothing to take back at the start", func(t *testing.T) {
		ca.send(map[string]any{"t": "takeback", "id": "t0"})
		if code := errCode(ca); code != "no_takeback" {
			t.Errorf("error %q, want no_takeback", code)
		}
	})
	t.Run("a spectator takes nothing back", func(t *testing.T) {
		cs.send(map[string]any{"t": "takeback", "id": "t1"})
		if code := errCode(cs); code != "spectator" {
			t.Errorf("error %q, want spectator", code)
		}
	})
	r := bot.NewRandom(3)
	var asker, other *wsClient
	for n := 0; n < 300 && asker == nil; n++ {
		if !step(t, r, n, ca, cb) {
			t.Fatal("the game ended with nothing taken back")
		}
		l.mu.Lock()
		for _, c := range []*wsClient{ca, cb} {
			if _, ok := l.takebackTo(c.seat); ok && asker == nil {
				asker = c
			}
		}
		l.mu.Unlock()
	}
	if asker == nil {
		t.Fatal("nothing could be taken back in 300 choices")
	}
	other = cb
	if asker == cb {
		other = ca
	}
	l.mu.Lock()
	to, _ := l.takebackTo(asker.seat)
	role := l.roleName(asker.seat)
	l.mu.Unlock()
	t.Run("the request reaches the other seat, naming the asker only", func(t *testing.T) {
		asker.send(map[string]any{"t": "takeback", "id": "t2"})
		asker.next("ack")
		m := other.next("takeback_ask")
		if len(m) != 2 || str(m, "by") != role {
			t.Errorf("takeback_ask is %v, want only t and by %q", m, role)
		}
		if m, ok := cs.tryNext("takeback_ask", 300*time.Millisecond); ok {
			t.Errorf("the spectator is asked too: %v", m)
		}
		other.send(map[string]any{"t": "takeback_answer", "id": "t3"})
		if code := errCode(other); code != "bad_message" {
			t.Errorf("an answer without on: error %q, want bad_message", code)
		}
	})
	t.Run("once accepted every connection goes back", func(t *testing.T) {
		other.send(map[string]any{"t": "takeback_answer", "id": "t4", "on": true})
		for _, c := range []*wsClient{ca, cb, cs} {
			m := c.next("takeback_done")
			if num(m, "seq") != to || str(m, "by") != role || len(m) != 3 {
				t.Errorf("seat %d: takeback_done is %v, want seq %d by %q only", c.seat, m, to, role)
			}
			if v := c.next("view"); num(v, "seq") != to {
				t.Errorf("seat %d: the view after it is at %d, want %d", c.seat, num(v, "seq"), to)
			}
		}
	})
}

// TestTakebackOnANode: on a PostgreSQL node, a takeback is saved under the
// epoch the node holds the game at (its undone rows keep the epoch they were
// written under); once another node has claimed the game (its epoch
// raised), the first node's takeback is fenced: refused as "moved", with
// nothing written.
func TestTakebackOnANode(t *testing.T) {
	c := pgtest.Own(t)
	url, err := c.NewDatabase(t.Name())
	if err != nil {
		t.Fatal(err)
	}
	x := startServer(t, t.TempDir(), Config{Limits: fast, DB: url, LeaseTTL: time.Second})
	db, err := sql.Open("pgx", url)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ctx := context.Background()
	id, _, _, ca, cb := friendGame(t, x, map[string]string{"seed": "5"})
	l, err := x.s.game(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	r := bot.NewRandom(5)
	var n int
	takeable := func() (engine.Seat, int) {
		for n < 300 {
			if !step(t, r, n, ca, cb) {
				t.Fatal("the game ended with nothing taken back")
			}
			n++
			l.mu.Lock()
			for _, w := range []*wsClient{ca, cb} {
				if to, ok := l.takebackTo(w.seat); ok {
					l.mu.Unlock()
					return w.seat, to
				}
			}
			l.mu.Unlock()
		}
		t.Fatal("nothing could be taken back in 300 choices")
		return 0, 0
	}
	other := func(s engine.Seat) engine.Seat {
		if s == ca.seat {
			return cb.seat
		}
		return ca.seat
	}
	count := func(q string) int {
		var k int
		if err := db.QueryRow(q, id).Scan(&k); err != nil {
			t.Fatal(err)
		}
		return k
	}
	t.Run("a takeback is saved under the node's epoch", func(t *testing.T) {
		seat, to := takeable()
		if err := l.requestTakeback(ctx, seat); err != nil {
			t.Fatal(err)
		}
		if err := l.answerTakeback(ctx, other(seat), true); err != nil {
			t.Fatal(err)
		}
		if seq := count(`SELECT seq FROM games WHERE id = $1`); seq != to {
			t.Fatalf("the game row is at %d, want %d", seq, to)
		}
		if k, e := count(`SELECT count(*) FROM choices_undone WHERE game_id = $1`), count(`SELECT count(*) FROM choices_undone WHERE game_id = $1 AND epoch = 1`); k == 0 || k != e {
			t.Fatalf("%d undone rows, %d of them under epoch 1: want some, all under 1", k, e)
		}
		for _, w := range []*wsClient{ca, cb} { // the clients take the view after it
			w.next("takeback_done")
			w.next("view")
		}
	})
	t.Run("a node that lost the game cannot take back", func(t *testing.T) {
		seat, _ := takeable()
		before, undone := count(`SELECT seq FROM games WHERE id = $1`), count(`SELECT count(*) FROM choices_undone WHERE game_id = $1`)
		if _, err := db.Exec(`UPDATE games SET epoch = epoch + 1 WHERE id = $1`, id); err != nil { // another node's claim
			t.Fatal(err)
		}
		if err := l.requestTakeback(ctx, seat); err == nil {
			err = l.answerTakeback(ctx, other(seat), true)
			if codeOf(err) != "moved" {
				t.Fatalf("the fenced takeback: %v, want moved", err)
			}
		} else if codeOf(err) != "moved" {
			t.Fatalf("the fenced takeback: %v, want moved", err)
		}
		if seq, k := count(`SELECT seq FROM games WHERE id = $1`), count(`SELECT count(*) FROM choices_undone WHERE game_id = $1`); seq != before || k != undone {
			t.Errorf("the fenced takeback wrote: seq %d (was %d), %d undone rows (were %d)", seq, before, k, undone)
		}
	})
}

// TestTakebackResendRefused: after a takeback, the decision taken back is
// pending again under the same id, so the asker's page, reconnecting, could
// resend the message that answered it (the page resends its unacknowledged
// choice). That resend is refused (taken_back, naming the message and the
// decision) and changes nothing; a fresh answer, another message with the
// same answer, is made; and a retry of that fresh answer is still
// idempotent (acknowledged with its seq, not applied again).
func TestTakebackResendRefused(t *testing.T) {
	x := startServer(t, t.TempDir(), Config{Limits: fast})
	id, a, b, ca, cb := friendGame(t, x, map[string]string{"seed": "7"})
	ctx := context.Background()
	l, err := x.s.game(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	r := bot.NewRandom(7)
	var asker *wsClient
	for n := 0; n < 300 && asker == nil; n++ {
		if !step(t, r, n, ca, cb) {
			t.Fatal("the game ended with nothing taken back")
		}
		l.mu.Lock()
		for _, c := range []*wsClient{ca, cb} {
			if _, ok := l.takebackTo(c.seat); ok && asker == nil {
				asker = c
			}
		}
		l.mu.Unlock()
	}
	if asker == nil {
		t.Fatal("nothing could be taken back in 300 choices")
	}
	other, br := cb, a
	if asker == cb {
		other, br = ca, b
	}
	asker.send(map[string]any{"t": "takeback", "id": "tb"})
	asker.next("ack")
	other.next("takeback_ask")
	other.send(map[string]any{"t": "takeback_answer", "id": "tba", "on": true})
	for _, c := range []*wsClient{asker, other} {
		c.next("takeback_done")
		c.next("view")
	}
	tbs, err := x.s.store.Takebacks(ctx, id)
	if err != nil || len(tbs) != 1 {
		t.Fatalf("%d takebacks stored (%v), want 1", len(tbs), err)
	}
	to, undone := tbs[0].ToSeq, tbs[0].Undone[0]
	if undone.ClientID == "" || undone.Choice.Seat != asker.seat {
		t.Fatalf("the choice taken back is %+v, want the asker's, sent with a message id", undone)
	}
	again := br.dial("/g/"+id+"/ws", nil) // the asker's page reconnects
	again.next("view")
	if again.last.Decision == nil || again.last.Decision.ID != undone.Choice.Decision {
		t.Fatalf("after the takeback the asker's view asks %+v, want decision %d again", again.last.Decision, undone.Choice.Decision)
	}
	msg := map[string]any{"t": "choice", "id": undone.ClientID, "decision": undone.Choice.Decision}
	if again.last.Decision.Kind == "number" {
		msg["number"] = undone.Choice.Number
	} else {
		msg["option"] = undone.Choice.Option
	}
	state := func() (int, [32]byte) {
		l.mu.Lock()
		defer l.mu.Unlock()
		h, _ := engine.Hash(l.game())
		return l.seq, h
	}
	seq0, h0 := state()
	reply := func(c *wsClient) map[string]json.RawMessage { // the ack or error of the message sent
		for {
			if m := c.next(""); str(m, "t") == "ack" || str(m, "t") == "error" {
				return m
			}
		}
	}
	t.Run("a resent answer that was taken back is refused and changes nothing", func(t *testing.T) {
		again.send(msg)
		e := reply(again)
		if code := str(e, "code"); str(e, "t") != "error" || code != "taken_back" {
			t.Errorf("the resend: %s %q (%s), want error taken_back", str(e, "t"), code, str(e, "message"))
		} else if m := str(e, "message"); !strings.Contains(m, undone.ClientID) || !strings.Contains(m, fmt.Sprint(undone.Choice.Decision)) {
			t.Errorf("the error %q does not name the message %q and decision %d", m, undone.ClientID, undone.Choice.Decision)
		}
		if s, h := state(); s != seq0 || s != to || h != h0 {
			t.Errorf("the refused resend moved the game: seq %d, was %d (state changed: %v)", s, seq0, h != h0)
		}
		if row, err := x.s.store.Game(ctx, id); err != nil || row.Seq != to {
			t.Errorf("the game row is at %d (%v), want %d", row.Seq, err, to)
		}
	})
	fresh := maps.Clone(msg)
	fresh["id"] = "fresh"
	t.Run("a fresh answer to the decision taken back is made", func(t *testing.T) {
		again.send(fresh)
		if m := reply(again); str(m, "t") != "ack" || num(m, "seq") != to+1 {
			t.Fatalf("the fresh answer: %s seq %d (%s), want ack seq %d", str(m, "t"), num(m, "seq"), str(m, "message"), to+1)
		}
	})
	t.Run("a retry of an answer not taken back is still idempotent", func(t *testing.T) {
		again.send(fresh)
		if m := reply(again); str(m, "t") != "ack" || num(m, "seq") != to+1 {
			t.Fatalf("the retry: %s seq %d (%s), want ack seq %d", str(m, "t"), num(m, "seq"), str(m, "message"), to+1)
		}
		if row, err := x.s.store.Game(ctx, id); err != nil || row.Seq != to+1 {
			t.Errorf("the retry was applied again: the game row is at %d (%v)", row.Seq, err)
		}
	})
}
