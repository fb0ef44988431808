package server

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"path/filepath"
	"testing"
	"time"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/server/store"
)

func liveHash(t *testing.T, x *testServer, id string) ([32]byte, int) {
	t.Helper()
	l, err := x.s.game(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	h, _ := engine.Hash(l.game())
	return h, l.seq
}

// TestCrashAndResume: after a crash (nothing closed, only what was
// committed survives) a new server on the same data resumes the game at
// exactly the state it had, and both players go on to the end.
func TestCrashAndResume(t *testing.T) {
	dir := t.TempDir()
	x := startServer(t, dir, Config{Limits: fast})
	id, a, b, ca, cb := friendGame(t, x, map[string]string{"seed": "21"})
	r := bot.NewRandom(8)
	for i := range 40 {
		if !step(t, r, i, ca, cb) {
			t.Fatal("the game ended too soon")
		}
	}
	before, seq := liveHash(t, x, id)
	x.crash()

	y := startServer(t, dir, Config{Limits: fast})
	after, seq2 := liveHash(t, y, id)
	if after != before || seq2 != seq {
		t.Fatalf("resumed at seq %d hash %x, the game was at seq %d hash %x", seq2, after[:6], seq, before[:6])
	}
	a.x, b.x = y, y
	ca, cb = a.dial("/g/"+id+"/ws", nil), b.dial("/g/"+id+"/ws", nil)
	ca.next("view")
	cb.next("view")
	if ca.last.Seq != seq {
		t.Fatalf("after the restart the view is at seq %d, want %d", ca.last.Seq, seq)
	}
	n := 0
	for ; n < 3000 && step(t, r, 100+n, ca, cb); n++ {
	}
	if ca.last.Status != store.StatusOver {
		t.Fatal("the resumed game did not reach its end")
	}
}

// TestDivergedRecordIsReported: a record whose hashes do not replay is
// never resumed: the game is marked diverged, shown read-only, and choices
// are refused.
func TestDivergedRecordIsReported(t *testing.T) {
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
	if _, err := db.Exec(`UPDATE choices SET state_hash = zeroblob(32) WHERE game_id = ? AND seq = 7`, id); err != nil {
		t.Fatal(err)
	}
	db.Close()

	y := startServer(t, dir, Config{Limits: fast})
	a.x = y
	c := a.dial("/g/"+id+"/ws", nil)
	c.next("view")
	if c.last.Status != store.StatusDiverged || c.last.Decision != nil {
		t.Fatalf("a tampered record resumed: status %q, decision %v", c.last.Status, c.last.Decision != nil)
	}
	c.send(map[string]any{"t": "choice", "id": "x", "decision": 1, "option": 0})
	if e := c.next("error"); str(e, "code") != "diverged" && str(e, "code") != "stale" {
		t.Fatalf("a choice in a diverged game: %s", e["code"])
	}
	if g, _ := y.s.store.Game(context.Background(), id); g.Status != store.StatusDiverged || g.Seq != 12 {
		t.Fatalf("the game row: status %s seq %d", g.Status, g.Seq)
	}
}

// TestBotReplySurvivesCrash: the server dies after a person's move is
// committed and before the bot's reply; the next server makes the reply,
// whichever bot plays (a registered player is seated afresh from its stored
// spec and answers from the restored game).
func TestBotReplySurvivesCrash(t *testing.T) {
	for _, name := range bot.Names() {
		t.Run("against the "+name+" bot", func(t *testing.T) { botReplySurvivesCrash(t, name) })
	}
}

func botReplySurvivesCrash(t *testing.T, botName string) {
	dir := t.TempDir()
	x := startServer(t, dir, Config{Limits: fast})
	a := x.browser()
	id := a.newGame(map[string]string{"side": "runner", "opponent": "bot", "bot": botName, "seed": "2"})
	c := a.dial("/g/"+id+"/ws", nil)
	for c.last == nil || c.last.Decision == nil {
		c.next("view")
	}
	x.s.holdBots.Store(true)
	r := bot.NewRandom(2)
	ctx := context.Background()
	for i := 0; ; i++ {
		if i > 500 {
			t.Fatal("the bot never became due")
		}
		if ids, _ := x.s.store.BotDue(ctx); len(ids) == 1 {
			break
		}
		if c.last.Decision == nil {
			c.next("view")
			continue
		}
		c.send(randomAnswer(r, c, "m"))
		seq := num(c.next("ack"), "seq")
		for c.last.Seq < seq {
			c.next("view")
		}
	}
	_, seq := liveHash(t, x, id)
	x.crash()

	y := startServer(t, dir, Config{Limits: fast}) // Resume runs the due bot
	deadline := time.Now().Add(10 * time.Second)
	for {
		g, _ := y.s.store.Game(ctx, id)
		if g.Seq > seq && !g.BotDue {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the bot did not reply after the restart (seq %d, due %v)", g.Seq, g.BotDue)
		}
		time.Sleep(20 * time.Millisecond)
	}
	cs, _ := y.s.store.Choices(ctx, id, seq)
	if len(cs) == 0 || cs[0].Source != store.SourceBot {
		t.Fatalf("the choices after the crash: %+v", cs)
	}
}

// TestRowSeqDisagreeingWithTheLog: a game whose row counts other choices
// than its choice log holds is not resumed: it is served diverged, and
// the row says so.
func TestRowSeqDisagreeingWithTheLog(t *testing.T) {
	for _, tc := range []struct {
		name string
		seq  int // the row's seq; the log has 12 choices
	}{
		{"the row says fewer choices than the log has", 11},
		{"the row says more choices than the log has", 13},
	} {
		t.Run(tc.name, func(t *testing.T) {
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
			if _, err := db.Exec(`UPDATE games SET seq = ? WHERE id = ?`, tc.seq, id); err != nil {
				t.Fatal(err)
			}
			db.Close()

			y := startServer(t, dir, Config{Limits: fast})
			a.x = y
			c := a.dial("/g/"+id+"/ws", nil)
			c.next("view")
			if c.last.Status != store.StatusDiverged || c.last.Decision != nil {
				t.Fatalf("a game whose row disagrees with its log resumed: status %q, decision %v", c.last.Status, c.last.Decision != nil)
			}
			if g, _ := y.s.store.Game(context.Background(), id); g.Status != store.StatusDiverged {
				t.Fatalf("the game row: status %s", g.Status)
			}
		})
	}
}

// TestFailedAppendReloadsTheGame: a choice whose append fails (here a
// choice was written behind the live game's back, as another server on the
// same data would) is answered "busy", and the live game is reloaded: its
// seq, state hash and view are the store's, not those of the choice it
// applied in memory.
func TestFailedAppendReloadsTheGame(t *testing.T) {
	ctx := context.Background()
	x := startServer(t, t.TempDir(), Config{Limits: fast})
	id, a, b, ca, cb := friendGame(t, x, map[string]string{"seed": "5"})
	r := bot.NewRandom(2)
	// Play until a seat has a choice of at least two options.
	var c *wsClient
	var who *browser
	for i := 0; c == nil; i++ {
		for _, w := range []struct {
			c *wsClient
			b *browser
		}{{ca, a}, {cb, b}} {
			if d := w.c.last.Decision; d != nil && d.Kind != "number" && d.Count >= 2 {
				c, who = w.c, w.b
			}
		}
		if c == nil && (i > 200 || !step(t, r, i, ca, cb)) {
			t.Fatal("no decision with two options")
		}
	}
	seq, dec := c.last.Seq, c.last.Decision.ID

	// Behind the server's back: the same decision answered with option 1,
	// a choice the record replays.
	row, err := x.s.store.Game(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	stored, err := x.s.store.Choices(ctx, id, 0)
	if err != nil {
		t.Fatal(err)
	}
	rs, err := engine.Lookup(row.Ruleset)
	if err != nil {
		t.Fatal(err)
	}
	g, err := rs.New(row.Setup)
	if err != nil {
		t.Fatal(err)
	}
	for _, sc := range stored {
		if _, err := g.Apply(sc.Choice); err != nil {
			t.Fatal(err)
		}
	}
	other := engine.Choice{Decision: dec, Seat: c.seat, Option: 1}
	if _, err := g.Apply(other); err != nil {
		t.Fatalf("the other answer: %v", err)
	}
	h, err := engine.Hash(g)
	if err != nil {
		t.Fatal(err)
	}
	if err := x.s.store.Append(ctx, id, seq, []store.Choice{{Seq: seq + 1, Choice: other, Source: store.SourceHuman, Hash: h, At: time.Now()}}, store.StatusActive, nil, false); err != nil {
		t.Fatal(err)
	}

	c.send(map[string]any{"t": "choice", "id": "mine", "decision": dec, "option": 0})
	if e := c.next("error"); str(e, "code") != "busy" {
		t.Fatalf("a choice whose append failed: error %s %s, want busy", e["code"], e["message"])
	}
	// Views go out only after the choice is committed: the seat whose move
	// failed was shown nothing of it, and still holds the view it answered.
	if v := c.last; v.Seq != seq || v.Decision == nil || v.Decision.ID != dec {
		t.Errorf("after its refused move the seat was sent a view at seq %d with decision %v, want the view it answered (seq %d, decision %d)", v.Seq, v.Decision, seq, dec)
	}
	got, gotSeq := liveHash(t, x, id)
	if gotSeq != seq+1 || got != h {
		t.Errorf("after the failed append the live game is at seq %d hash %x; the store is at seq %d hash %x", gotSeq, got[:6], seq+1, h[:6])
	}
	// The live game's view of every seat is the view of the game loaded
	// afresh from the store.
	l, err := x.s.game(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	fresh, err := x.s.load(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	l.mu.Lock()
	for _, si := range l.game().Seats() {
		got, _ := json.Marshal(l.game().View(si.Seat))
		want, _ := json.Marshal(fresh.game().View(si.Seat))
		if !bytes.Equal(got, want) {
			t.Errorf("seat %d: the live game's view differs from the store's", si.Seat)
		}
	}
	l.mu.Unlock()
	v := who.dial("/g/"+id+"/ws", nil)
	v.next("view")
	if v.last.Seq != seq+1 {
		t.Errorf("a new connection's view is at seq %d, the store's %d", v.last.Seq, seq+1)
	}
}

// TestRefusedBatchLeavesTheGameAsStored: when a later choice of a batch
// (the bots' several choices in one commit) is refused by the engine, the
// earlier ones, applied but not committed, are undone: the live game is
// the store's again, at the same seq and state hash, and it takes the next
// choice as if the batch had never been tried.
func TestRefusedBatchLeavesTheGameAsStored(t *testing.T) {
	ctx := context.Background()
	x := startServer(t, t.TempDir(), Config{Limits: fast})
	id, _, _, ca, cb := friendGame(t, x, map[string]string{"seed": "6"})
	r := bot.NewRandom(3)
	for i := range 6 {
		if !step(t, r, i, ca, cb) {
			t.Fatal("the game ended too soon")
		}
	}
	before, seq := liveHash(t, x, id)
	l, err := x.s.game(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	l.mu.Lock()
	pending := l.g.Pending()
	if len(pending) == 0 {
		l.mu.Unlock()
		t.Fatal("no decision pending")
	}
	d := pending[0]
	good := engine.Choice{Decision: d.ID, Seat: d.Seat, Option: 0}
	bad := engine.Choice{Decision: d.ID, Seat: d.Seat, Option: 0} // the same decision again: already answered
	_, err = l.commit(ctx, []engine.Choice{good, bad}, store.SourceBot, "")
	l.mu.Unlock()
	if err == nil {
		t.Fatal("a batch answering one decision twice was committed")
	}
	after, seq2 := liveHash(t, x, id)
	if seq2 != seq || after != before {
		t.Fatalf("after the refused batch the live game is at seq %d hash %x, want the stored seq %d hash %x", seq2, after[:6], seq, before[:6])
	}
	if row, err := x.s.store.Game(ctx, id); err != nil || row.Seq != seq {
		t.Fatalf("the game row is at seq %d (%v), want %d", row.Seq, err, seq)
	}
	// The first choice of the refused batch is still the live game's to take.
	l.mu.Lock()
	got, err := l.commit(ctx, []engine.Choice{good}, store.SourceBot, "")
	l.mu.Unlock()
	if err != nil || got != seq+1 {
		t.Fatalf("the batch's first choice alone: seq %d, %v; want seq %d", got, err, seq+1)
	}
}
