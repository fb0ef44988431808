package enginetest

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
)

// newToy starts a toy game.
func newToy(t *testing.T, s engine.Setup) *toyGame {
	t.Helper()
	g, err := Toy{}.New(s)
	if err != nil {
		t.Fatalf("New(%+v): %v", s, err)
	}
	return g.(*toyGame)
}

// answer answers seat's pending decision: for an add, the option adding v;
// for a bid, the number v.
func answer(t *testing.T, g engine.Game, seat engine.Seat, v int) []engine.Event {
	t.Helper()
	d, ok := engine.DecisionFor(g, seat)
	if !ok {
		t.Fatalf("seat %d has no pending decision; pending %+v", seat, g.Pending())
	}
	c := engine.Choice{Decision: d.ID, Seat: seat, Number: v, Option: -1}
	if d.Kind == engine.Select {
		for i, o := range d.Options {
			if o.Arg == v {
				c.Option = i
			}
		}
	}
	ev, err := g.Apply(c)
	if err != nil {
		t.Fatalf("seat %d answering %d: %v", seat, v, err)
	}
	return ev
}

// toAuction plays turns 1 and 2, each adding 1, so that turn 3's auction is
// pending. It returns the seat that started.
func toAuction(t *testing.T, g *toyGame) engine.Seat {
	t.Helper()
	first := g.st.Active
	answer(t, g, first, 1)
	answer(t, g, 1-first, 1)
	return first
}

func TestToyNew(t *testing.T) {
	tests := []struct {
		name    string
		setup   engine.Setup
		points  [2]int
		target  int
		wantErr string
	}{
		{name: "defaults are 3 points each and target 21", points: [2]int{3, 3}, target: 21},
		{name: "deck text sets starting points", setup: engine.Setup{Decks: []string{" 7\n", ""}}, points: [2]int{7, 3}, target: 21},
		{name: "target option sets the target", setup: engine.Setup{Options: map[string]string{"target": "5"}}, points: [2]int{3, 3}, target: 5},
		{name: "more decks than seats are rejected", setup: engine.Setup{Decks: []string{"", "", ""}}, wantErr: "3 decks"},
		{name: "deck text that is not a number is rejected", setup: engine.Setup{Decks: []string{"Hedged Investment"}}, wantErr: "deck 0"},
		{name: "negative starting points are rejected", setup: engine.Setup{Decks: []string{"", "-1"}}, wantErr: "deck 1"},
		{name: "zero target is rejected", setup: engine.Setup{Options: map[string]string{"target": "0"}}, wantErr: "option target"},
		{name: "unknown option is rejected", setup: engine.Setup{Options: map[string]string{"speed": "9"}}, wantErr: `unknown option "speed"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := Toy{}.New(tt.setup)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("New: error %v, want one containing %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			st := g.(*toyGame).st
			if st.Points != tt.points || st.Target != tt.target {
				t.Errorf("points %v target %d, want %v and %d", st.Points, st.Target, tt.points, tt.target)
			}
			if err := g.Check(); err != nil {
				t.Errorf("Check: %v", err)
			}
		})
	}
}

func TestToyCoinFlipDecidesWhoStarts(t *testing.T) {
	var starts [2]int
	for seed := range uint64(64) {
		a := newToy(t, engine.Setup{Seed: seed})
		b := newToy(t, engine.Setup{Seed: seed})
		if a.st.Active != b.st.Active {
			t.Fatalf("seed %d: starting seat %d then %d", seed, a.st.Active, b.st.Active)
		}
		starts[a.st.Active]++
		p := a.Pending()
		if len(p) != 1 || p[0].Seat != a.st.Active || p[0].Kind != engine.Select {
			t.Fatalf("seed %d: pending %+v, want one add decision for seat %d", seed, p, a.st.Active)
		}
	}
	if starts[0] == 0 || starts[1] == 0 {
		t.Errorf("over 64 seeds, starts by seat: %v; want both seats to start sometimes", starts)
	}
}

func TestToyAdd(t *testing.T) {
	for _, n := range []int{1, 2, 3} {
		t.Run(fmt.Sprintf("adding %d raises the counter, gains a point and passes the turn", n), func(t *testing.T) {
			g := newToy(t, engine.Setup{Seed: 1})
			s := g.st.Active
			ev := answer(t, g, s, n)
			if g.st.Counter != n || g.st.Points[s] != 4 || g.st.Points[1-s] != 3 {
				t.Errorf("counter %d points %v", g.st.Counter, g.st.Points)
			}
			if g.st.Turn != 2 || g.st.Active != 1-s {
				t.Errorf("turn %d active %d, want turn 2 for seat %d", g.st.Turn, g.st.Active, 1-s)
			}
			if len(ev) != 1 || ev[0].Type != "add" {
				t.Errorf("events %+v, want one add", ev)
			}
		})
	}
}

func TestToyAuction(t *testing.T) {
	tests := []struct {
		name        string
		bids        [2]int // by seat
		wantPoints  [2]int
		wantWinner  engine.Seat // NoSeat: decided by coin flip
		wantCounter int
	}{
		{name: "higher bidder alpha adds 1 and both pay", bids: [2]int{3, 1}, wantPoints: [2]int{1, 3}, wantWinner: 0, wantCounter: 3},
		{name: "higher bidder beta adds 1 and both pay", bids: [2]int{0, 4}, wantPoints: [2]int{4, 0}, wantWinner: 1, wantCounter: 3},
		{name: "a tie is broken by a coin flip", bids: [2]int{2, 2}, wantPoints: [2]int{2, 2}, wantWinner: engine.NoSeat, wantCounter: 3},
	}
	for _, tt := range tests {
		for _, order := range [][2]engine.Seat{{0, 1}, {1, 0}} {
			t.Run(tt.name+", in either bidding order", func(t *testing.T) {
				g := newToy(t, engine.Setup{Seed: 7, Options: map[string]string{"target": "3"}})
				toAuction(t, g)
				p := g.Pending()
				if len(p) != 2 {
					t.Fatalf("pending %+v, want two bids", p)
				}
				for _, d := range p {
					if d.Kind != engine.Number || d.Min != 0 || d.Max != 4 {
						t.Errorf("decision %+v, want a bid in [0, 4]", d)
					}
				}
				answer(t, g, order[0], tt.bids[order[0]])
				if p := g.Pending(); len(p) != 1 || p[0].Seat != order[1] {
					t.Fatalf("after the first bid, pending %+v, want only seat %d", p, order[1])
				}
				ev := answer(t, g, order[1], tt.bids[order[1]])
				if g.st.Points != tt.wantPoints || g.st.Counter != tt.wantCounter {
					t.Errorf("points %v counter %d, want %v and %d", g.st.Points, g.st.Counter, tt.wantPoints, tt.wantCounter)
				}
				res, over := g.Result()
				if !over {
					t.Fatalf("game not over at counter %d of target 3", g.st.Counter)
				}
				if tt.wantWinner != engine.NoSeat && res.Winners[0] != tt.wantWinner {
					t.Errorf("winner %v, want seat %d", res.Winners, tt.wantWinner)
				}
				if last := ev[len(ev)-1]; last.Type != "win" {
					t.Errorf("last event %+v, want a win", last)
				}
			})
		}
	}
}

func TestToyAuctionThenAdd(t *testing.T) {
	g := newToy(t, engine.Setup{Seed: 3})
	first := toAuction(t, g)
	answer(t, g, 0, 1)
	answer(t, g, 1, 1)
	p := g.Pending()
	if len(p) != 1 || p[0].Kind != engine.Select || p[0].Seat != first {
		t.Errorf("after the auction, pending %+v, want seat %d to add on turn 3", p, first)
	}
	if g.st.Turn != 3 || g.st.Bids != [2]int{-1, -1} {
		t.Errorf("turn %d bids %v", g.st.Turn, g.st.Bids)
	}
}

func TestToyReachingTargetWins(t *testing.T) {
	g := newToy(t, engine.Setup{Seed: 2, Options: map[string]string{"target": "2"}})
	s := g.st.Active
	answer(t, g, s, 3)
	res, over := g.Result()
	if !over {
		t.Fatal("game not over")
	}
	want := engine.Result{Winners: []engine.Seat{s}, Team: int(s), Reason: "reached 2"}
	if res.Team != want.Team || res.Reason != want.Reason || len(res.Winners) != 1 || res.Winners[0] != s {
		t.Errorf("result %+v, want %+v", res, want)
	}
	if len(g.Pending()) != 0 {
		t.Errorf("pending %+v after the end", g.Pending())
	}
	if _, err := g.Apply(engine.Choice{Decision: 1, Seat: s}); !errors.Is(err, engine.ErrGameOver) {
		t.Errorf("Apply after the end: %v, want ErrGameOver", err)
	}
}

func TestToyHidesTheOtherSeatsBid(t *testing.T) {
	g := newToy(t, engine.Setup{Seed: 5})
	toAuction(t, g)
	ev := answer(t, g, 0, 2)
	tests := []struct {
		name    string
		seat    engine.Seat
		wantBid bool
		event   string
	}{
		{name: "the bidder sees its own bid", seat: 0, wantBid: true, event: "alpha bids 2"},
		{name: "the other seat sees only that a bid was made", seat: 1, event: "alpha bids"},
		{name: "a spectator sees only that a bid was made", seat: engine.NoSeat, event: "alpha bids"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := g.View(tt.seat).(toyView)
			if (v.Bid != nil) != tt.wantBid || !v.HasBid[0] || v.HasBid[1] {
				t.Errorf("view bid %v has_bid %v", v.Bid, v.HasBid)
			}
			b, err := engine.MarshalView(g, tt.seat)
			if err != nil {
				t.Fatal(err)
			}
			if !tt.wantBid && strings.Contains(string(b), `"bid"`) {
				t.Errorf("view %s reveals the bid", b)
			}
			if r := g.Render(tt.seat); strings.Contains(r, "bid 2") != tt.wantBid {
				t.Errorf("render reveals bid = %v, want %v:\n%s", !tt.wantBid, tt.wantBid, r)
			}
			if got := ev[0].For(tt.seat); got != tt.event {
				t.Errorf("event reads %q, want %q", got, tt.event)
			}
		})
	}
}

func TestToyDescribe(t *testing.T) {
	g := newToy(t, engine.Setup{Seed: 5})
	d := g.Pending()[0]
	if got, want := g.Describe(d, 1), "add 2 (counter 2)"; got != want {
		t.Errorf("Describe(add, 1) = %q, want %q", got, want)
	}
	if got := g.Describe(engine.Decision{Kind: engine.Number}, 4); got != "bid 4" {
		t.Errorf("Describe(bid, 4) = %q", got)
	}
}

func TestToyRejectsBadChoicesWithoutChange(t *testing.T) {
	g := newToy(t, engine.Setup{Seed: 9})
	toAuction(t, g)
	before, err := g.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	d, _ := engine.DecisionFor(g, 0)
	tests := []struct {
		name   string
		choice engine.Choice
		want   error
	}{
		{"a bid above the seat's points is out of range", engine.Choice{Decision: d.ID, Seat: 0, Number: 5}, engine.ErrOutOfRange},
		{"a negative bid is out of range", engine.Choice{Decision: d.ID, Seat: 0, Number: -1}, engine.ErrOutOfRange},
		{"an old decision id is stale", engine.Choice{Decision: 1, Seat: 0}, engine.ErrStale},
		{"a seat that does not exist has no turn", engine.Choice{Decision: d.ID, Seat: 2}, engine.ErrNotYourTurn},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := g.Apply(tt.choice); !errors.Is(err, tt.want) {
				t.Errorf("Apply: %v, want %v", err, tt.want)
			}
			after, _ := g.MarshalBinary()
			if string(after) != string(before) {
				t.Errorf("state changed")
			}
		})
	}
}

func TestToyLoad(t *testing.T) {
	g := newToy(t, engine.Setup{Seed: 11})
	toAuction(t, g)
	answer(t, g, 1, 1)
	b, err := g.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	t.Run("a saved game loads to the same state", func(t *testing.T) {
		l, err := Toy{}.Load(b)
		if err != nil {
			t.Fatal(err)
		}
		lb, _ := l.MarshalBinary()
		if string(lb) != string(b) {
			t.Errorf("loaded state\n%s\nwant\n%s", lb, b)
		}
	})

	files, err := filepath.Glob(filepath.Join("testdata", "load", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no test files: %v", err)
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".json")
		t.Run("a state with "+strings.ReplaceAll(name, "-", " ")+" is rejected", func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			_, err = Toy{}.Load(data)
			if err == nil {
				t.Fatalf("Load(%s) succeeded", f)
			}
			t.Logf("Load: %v", err)
		})
	}
}

// TestToyLoadTestdataIsOtherwiseValid guards the rejected states in
// testdata/load: each differs from a valid state only in the field named by
// its "_broken" key, so that Load fails for the reason the file names.
func TestToyLoadTestdataIsOtherwiseValid(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "load", "*.json"))
	for _, f := range files {
		t.Run(filepath.Base(f)+" is valid once repaired", func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			var m map[string]json.RawMessage
			if err := json.Unmarshal(data, &m); err != nil {
				return // malformed JSON on purpose
			}
			fix, ok := m["_repair"]
			if !ok {
				t.Fatalf("%s has no _repair key", f)
			}
			var repair map[string]json.RawMessage
			if err := json.Unmarshal(fix, &repair); err != nil {
				t.Fatal(err)
			}
			for k, v := range repair {
				m[k] = v
			}
			delete(m, "_repair")
			fixed, _ := json.Marshal(m)
			if _, err := (Toy{}).Load(fixed); err != nil {
				t.Errorf("repaired state does not load: %v", err)
			}
		})
	}
}
