package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/server/store"
)

// bsoGame stores a Big Sell-Out game of n seats, every seat a person's, and
// returns its id.
func bsoGame(t *testing.T, x *testServer, seed uint64, n int) string {
	t.Helper()
	setup := engine.Setup{Seed: seed, Options: map[string]string{"players": fmt.Sprint(n)}}
	g, err := bso.Rules.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	h, _ := engine.Hash(g)
	opts, _ := json.Marshal(gameOptions{Spectators: "off"})
	id := newGameID()
	row := &store.Game{ID: id, Ruleset: bso.Rules.Name(), Setup: setup, Options: opts, Status: store.StatusActive, StateHash: h[:]}
	row.Rules = g.(engine.Fingerprinter).Fingerprint()
	var seats []store.Seat
	for _, s := range g.Seats() {
		seats = append(seats, store.Seat{Seat: s.Seat, Role: s.Role, Team: s.Team, Kind: "human", Name: fmt.Sprint("p", s.Seat), TokenHash: hashToken(newToken())})
	}
	if err := x.s.store.CreateGame(context.Background(), row, seats); err != nil {
		t.Fatal(err)
	}
	return id
}

// TestConcessionAtABigSellOutTable: at a 6-seat Big Sell-Out table a seat's
// concession goes through the engine: its team is out of the game (none of
// its seats decides again, none may concede again), the other teams play
// on, and the concession is a choice of the record, so that a reload from
// the store and engine.Replay of the record reach the same state.
func TestConcessionAtABigSellOutTable(t *testing.T) {
	x := startServer(t, t.TempDir(), Config{Limits: fast})
	ctx := context.Background()
	id := bsoGame(t, x, 5, 6)
	l, err := x.s.game(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	r := bot.NewRandom(5)
	const seat = engine.Seat(2)
	play := func(n int) {
		t.Helper()
		for range n {
			l.mu.Lock()
			p := l.game().Pending()
			l.mu.Unlock()
			if len(p) == 0 {
				t.Fatal("no decision pending: the game stopped")
			}
			if _, err := l.choose(ctx, r.Choose(p[0]), ""); err != nil {
				t.Fatal(err)
			}
		}
	}
	play(10)
	if _, err := l.concede(ctx, seat); err != nil {
		t.Fatalf("concession of seat %d: %v", seat, err)
	}
	l.mu.Lock()
	seats, status, g := l.game().Seats(), l.status, l.game()
	team := seats[seat].Team
	_, over := g.Result()
	l.mu.Unlock()

	t.Run("the conceding team is out and the others play on", func(t *testing.T) {
		if over || status == store.StatusOver {
			t.Fatalf("the game is over (status %q) after one team of three conceded", status)
		}
		for _, s := range seats {
			if s.Team != team {
				continue
			}
			if _, err := l.concede(ctx, s.Seat); !errors.Is(err, engine.ErrIllegal) {
				t.Errorf("seat %d of the conceding team concedes again: %v, want ErrIllegal", s.Seat, err)
			}
		}
		for range 30 {
			l.mu.Lock()
			p := l.game().Pending()
			l.mu.Unlock()
			if i := slices.IndexFunc(p, func(d engine.Decision) bool { return seats[d.Seat].Team == team }); i >= 0 {
				t.Fatalf("seat %d of the conceding team has a decision", p[i].Seat)
			}
			play(1)
		}
	})
	t.Run("the concession is a choice of the record, replayed to the same state", func(t *testing.T) {
		l.mu.Lock()
		h, _ := engine.Hash(l.game())
		seq := l.seq
		rec, err := l.record(ctx)
		l.mu.Unlock()
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Contains(rec.Choices, engine.ConcedeChoice(seat)) || rec.Conceded != nil {
			t.Fatalf("the record's choices hold no concession of seat %d (Conceded %v)", seat, rec.Conceded)
		}
		g, err := engine.Replay(bso.Rules, *rec)
		if err != nil {
			t.Fatal(err)
		}
		if rh, _ := engine.Hash(g); rh != h {
			t.Errorf("the replayed record's state %x, the live game's %x", rh[:6], h[:6])
		}
		n, err := x.s.load(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if lh, _ := engine.Hash(n.game()); n.status != store.StatusActive || n.seq != seq || lh != h {
			t.Errorf("reloaded: status %q (%s) seq %d hash %x; live: seq %d hash %x", n.status, n.diverged, n.seq, lh[:6], seq, h[:6])
		}
	})
}

// TestOlderConcessionLoadsAsBefore: a game an older server ended by a
// concession outside the engine (a store.SourceConcede row, not applied,
// its hash the state before it) loads as it did: over, with the conceding
// seat in its result and its log line, and its record says Conceded and
// replays to that ending.
func TestOlderConcessionLoadsAsBefore(t *testing.T) {
	x := startServer(t, t.TempDir(), Config{Limits: fast})
	ctx := context.Background()
	id, _, _, ca, cb := friendGame(t, x, map[string]string{"seed": "4"})
	r := bot.NewRandom(1)
	for i := range 6 {
		step(t, r, i, ca, cb)
	}
	l, err := x.s.game(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	const seat = engine.Seat(1)
	l.mu.Lock()
	h, _ := engine.Hash(l.game())
	seq := l.seq
	res := &outcome{Result: engine.Concession(l.game().Seats(), seat), Conceded: new(engine.Seat)}
	*res.Conceded = seat
	resJSON, _ := json.Marshal(res)
	row := store.Choice{Seq: seq + 1, Choice: engine.Choice{Seat: seat}, Source: store.SourceConcede, Hash: h}
	err = x.s.store.Append(ctx, id, seq, []store.Choice{row}, store.StatusOver, resJSON, false)
	l.mu.Unlock()
	if err != nil {
		t.Fatal(err)
	}
	n, err := x.s.load(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if n.status != store.StatusOver || n.seq != seq+1 || n.result == nil || n.result.Conceded == nil || *n.result.Conceded != seat {
		t.Fatalf("loaded: status %q (%s) seq %d result %+v; want over at %d, seat %d conceded", n.status, n.diverged, n.seq, n.result, seq+1, seat)
	}
	if lh, _ := engine.Hash(n.game()); lh != h {
		t.Errorf("loaded state %x, before the concession %x", lh[:6], h[:6])
	}
	rec, err := n.record(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Conceded == nil || *rec.Conceded != seat || len(rec.Choices) != seq {
		t.Fatalf("record: conceded %v, %d choices; want seat %d, %d choices", rec.Conceded, len(rec.Choices), seat, seq)
	}
	g, err := engine.Replay(n.rs, *rec)
	if err != nil {
		t.Fatal(err)
	}
	if end, over, err := rec.CheckEnding(g); err != nil || !over || end.Reason != engine.ReasonConcession {
		t.Errorf("ending %+v over %v: %v", end, over, err)
	}
}
