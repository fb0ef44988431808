package server

import (
	"fmt"
	"slices"
	"strconv"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/server/store"
)

// wholeLog is the log as a live game kept it before it kept only its last
// choices' lines: every line, the last maxLog kept once there are more
// than maxLog*3/2, a concession's line never dropped.
type wholeLog struct{ lines []logLine }

func (w *wholeLog) add(seq int, evs []engine.Event) {
	for _, e := range evs {
		w.lines = append(w.lines, logLine{seq, e})
	}
	if n := len(w.lines); n > maxLog+maxLog/2 {
		w.lines = append(w.lines[:0], w.lines[n-maxLog:]...)
	}
}

func (w *wholeLog) since(since, upto int) []logLine {
	var out []logLine
	for _, ln := range w.lines {
		if ln.seq > since && ln.seq <= upto {
			out = append(out, ln)
		}
	}
	return out
}

// TestGameLogShowsWhatTheWholeLogShowed feeds gameLog and the whole log the
// same choices' events and checks that, for every since a view may ask from
// the lines kept, they show the same lines, and that a gameLog that forgets
// nothing (a log replayed from the store) shows what the whole log showed
// from any since: with few lines, with more than the whole log kept (so
// that it dropped some), with a spectators' delay, and after a concession.
func TestGameLogShowsWhatTheWholeLogShowed(t *testing.T) {
	tests := []struct {
		name    string
		choices int
		perMove func(seq int) int // lines a choice makes
		keep    int               // choices whose lines are kept (logKeep)
		concede bool
	}{
		{"a short game", 30, func(int) int { return 2 }, 1, false},
		{"a long game whose log dropped its oldest lines", 500, func(seq int) int { return 1 + seq%4 }, 1, false},
		{"choices that make no line", 200, func(seq int) int { return seq % 3 * 2 }, 1, false},
		{"spectators 5 choices late", 400, func(seq int) int { return 1 + seq%5 }, 6, false},
		{"a concession after a long game", 450, func(seq int) int { return 2 }, 1, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var whole wholeLog
			var kept, full gameLog // full forgets nothing, as fullLog makes it
			for seq := 1; seq <= tt.choices; seq++ {
				evs := make([]engine.Event, tt.perMove(seq))
				for i := range evs {
					evs[i] = engine.Plain("", fmt.Sprintf("choice %d line %d", seq, i))
				}
				whole.add(seq, evs)
				kept.add(seq, evs)
				full.add(seq, evs)
				upto := seq
				if tt.concede && seq == tt.choices {
					upto = seq + 1
					e := concedeEvent("Corp")
					whole.lines = append(whole.lines, logLine{upto, e})
					kept.addLine(upto, e)
					full.addLine(upto, e)
				}
				kept.forget(upto - tt.keep)
				if kept.from != max(0, upto-tt.keep) {
					t.Fatalf("choice %d: the lines of the choices after %d are kept, want after %d", seq, kept.from, upto-tt.keep)
				}
				for since := kept.from; since <= upto; since++ {
					var got []logLine
					kept.each(since, upto, func(ln logLine) { got = append(got, ln) })
					if want := whole.since(since, upto); !slices.Equal(got, want) {
						t.Fatalf("choice %d, since %d: shows %d lines %v, the whole log %d lines %v", seq, since, len(got), got, len(want), want)
					}
				}
				// The whole log replayed from a point, every tenth choice and
				// at the last: each line is read from many points (checking
				// at every choice made this test cubic in its length).
				for since := 0; since <= upto && (seq%10 == 0 || seq == tt.choices); since += 7 {
					var got []logLine
					full.each(since, upto, func(ln logLine) { got = append(got, ln) })
					if want := whole.since(since, upto); !slices.Equal(got, want) {
						t.Fatalf("choice %d, since %d, the whole log replayed: shows %d lines, the whole log %d", seq, since, len(got), len(want))
					}
				}
				for _, ln := range kept.lines {
					if ln.seq <= kept.from {
						t.Fatalf("choice %d: a line of choice %d is kept, beyond the last %d choices", seq, ln.seq, tt.keep)
					}
				}
			}
		})
	}
}

// TestComebackGetsTheWholeLog plays a friend game, then connects each seat
// again from the start (since 0, as a new page or program does): the lines
// it gets are the game's whole log for that seat, replayed from the store,
// as the seat would have read them from the start; and the live game holds
// only its last choice's lines.
func TestComebackGetsTheWholeLog(t *testing.T) {
	x := startServer(t, t.TempDir(), Config{Limits: fast})
	id, a, b, ca, cb := friendGame(t, x, map[string]string{"seed": "11"})
	r := bot.NewRandom(11)
	for n := range 60 {
		if !step(t, r, n, ca, cb) {
			break
		}
	}
	l, err := x.s.game(t.Context(), id)
	if err != nil {
		t.Fatal(err)
	}
	l.mu.Lock()
	seq, kept, from := l.seq, len(l.log.lines), l.log.from
	l.unlock()
	if from != seq-1 {
		t.Errorf("the live game keeps the lines after choice %d, want after %d (its last choice)", from, seq-1)
	}
	rows, err := x.s.store.Choices(t.Context(), id, 0)
	if err != nil {
		t.Fatal(err)
	}
	for i, br := range []*browser{a, b} {
		seat := engine.Seat(i)
		t.Run("seat "+strconv.Itoa(i), func(t *testing.T) {
			g, err := l.rs.New(l.setup)
			if err != nil {
				t.Fatal(err)
			}
			var want []logOut
			for _, c := range rows {
				if c.Source == store.SourceConcede {
					continue
				}
				evs, err := g.Apply(c.Choice)
				if err != nil {
					t.Fatal(err)
				}
				for _, e := range evs {
					want = append(want, logOut{c.Seq, e.For(seat)})
				}
			}
			if len(want) > maxLog || len(want) <= kept {
				t.Fatalf("the game made %d lines and keeps %d: the test needs more than it keeps and at most %d", len(want), kept, maxLog)
			}
			c := br.dial("/g/"+id+"/ws", map[string]any{"since": 0})
			defer c.close()
			c.next("view")
			if got := c.last.Log; !slices.Equal(got, want) {
				t.Errorf("a comeback from the start gets %d lines, the seat's whole log has %d:\ngot  %v\nwant %v", len(got), len(want), got, want)
			}
		})
	}
}

// TestParkedGamePlaysAsItsRecordReplays plays a friend game whose state is
// parked between every two operations (held encoded, decoded for the next
// one): between operations the game is parked, and the record it commits
// replays from the setup with every state hash equal (a fresh load is not
// diverged and reaches the live game's hash).
func TestParkedGamePlaysAsItsRecordReplays(t *testing.T) {
	x := startServer(t, t.TempDir(), Config{Limits: fast})
	id, _, _, ca, cb := friendGame(t, x, map[string]string{"seed": "13"})
	r := bot.NewRandom(13)
	l, err := x.s.game(t.Context(), id)
	if err != nil {
		t.Fatal(err)
	}
	for n := range 150 {
		if !step(t, r, n, ca, cb) {
			break
		}
		l.mu.Lock()
		parked := l.g == nil && l.parked != nil
		l.mu.Unlock()
		if !parked {
			t.Fatalf("choice %d: the game is not parked between operations", n+1)
		}
	}
	fresh, err := x.s.load(t.Context(), id)
	if err != nil {
		t.Fatal(err)
	}
	if fresh.status == store.StatusDiverged {
		t.Fatalf("the record of the parked game does not replay: %s", fresh.diverged)
	}
	l.mu.Lock()
	seq := l.seq
	live, err := engine.Hash(l.game())
	l.unlock()
	if err != nil {
		t.Fatal(err)
	}
	replayed, err := engine.Hash(fresh.game())
	if err != nil {
		t.Fatal(err)
	}
	if fresh.seq != seq || replayed != live {
		t.Errorf("the record replays to seq %d hash %x; the live game is at seq %d hash %x", fresh.seq, replayed[:6], seq, live[:6])
	}
}
