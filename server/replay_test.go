package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// replayedGame plays a friend game of n random choices through the server
// and ends it by the Corp's concession. The browser returned holds the
// Runner's seat; the record is the game's, as the seat downloads it.
func replayedGame(t *testing.T, x *testServer, seed uint64, n int) (string, *browser, engine.Record) {
	t.Helper()
	ctx := context.Background()
	b := x.browser()
	id := b.newGame(map[string]string{"side": "runner", "seed": strconv.FormatUint(seed, 10), "spectators": "public"})
	if st, _, body := x.browser().post("/i/"+b.invite(id), url.Values{"name": {"bea"}}); st != http.StatusSeeOther { // the game starts when the friend comes
		t.Fatalf("claim: %d %s", st, body)
	}
	l, err := x.s.game(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	r := bot.NewRandom(seed)
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
	if _, err := l.concede(ctx, corpSeat); err != nil {
		t.Fatalf("concession: %v", err)
	}
	status, body := b.get("/g/" + id + "/record.json")
	if status != http.StatusOK {
		t.Fatalf("record: %d %s", status, body)
	}
	var rec engine.Record
	if err := json.Unmarshal([]byte(body), &rec); err != nil {
		t.Fatalf("record: %v", err)
	}
	return id, b, rec
}

// replayStep asks for step of game id's replay seen by as, in JSON.
func replayStep(t *testing.T, b *browser, id string, step int, as string) (replayFrame, string) {
	t.Helper()
	status, body := b.get(fmt.Sprintf("/g/%s/replay?step=%d&as=%s&format=json", id, step, as))
	if status != http.StatusOK {
		t.Fatalf("step %d as %s: %d %s", step, as, status, body)
	}
	var f replayFrame
	if err := json.Unmarshal([]byte(body), &f); err != nil {
		t.Fatalf("step %d as %s: %v\n%s", step, as, err, body)
	}
	return f, body
}

var turnOption = regexp.MustCompile(`<option value="(\d+)"[^>]*>turn (\d+)</option>`)

// TestReplaySteps: the replay page's steps, as its script asks for them
// (?format=json), are the engine's replay of the record seen by one seat:
// a seat's replay opens at its own seat, the JSON step is the page's step,
// the turn list jumps to each turn's first choice, a spectator sees only
// the spectator's view, and no step of any view names a card hidden from
// its viewer (the same scan finds the viewer's own hand).
func TestReplaySteps(t *testing.T) {
	x := startServer(t, t.TempDir(), Config{Limits: fast, Dev: true})
	const seed, n = 11, 90
	id, b, rec := replayedGame(t, x, seed, n)
	first, _ := replayStep(t, b, id, 0, "runner")
	total := first.Total
	if total < n || total > len(rec.Choices) {
		t.Fatalf("the replay has %d steps, the game %d choices and a record of %d", total, n, len(rec.Choices))
	}

	t.Run("a seat's replay opens from its own seat", func(t *testing.T) {
		_, page := b.get("/g/" + id + "/replay")
		if !strings.Contains(page, `data-as="runner"`) || !strings.Contains(page, `class="persp" data-as="runner" aria-current="true"`) {
			t.Errorf("the Runner's replay does not open from the Runner's seat:\n%s", page)
		}
	})

	t.Run("a step in JSON is the page's step", func(t *testing.T) {
		for _, step := range []int{0, 1, total / 2, total} {
			f, _ := replayStep(t, b, id, step, "corp")
			_, page := b.get(fmt.Sprintf("/g/%s/replay?step=%d&as=corp", id, step))
			if f.Step != step || f.Total != total || f.As != "corp" {
				t.Errorf("step %d: the frame says step %d of %d as %q", step, f.Step, f.Total, f.As)
			}
			if f.Board == "" || !strings.Contains(page, `<div class="board" id="replay-board">`+string(f.Board)+`</div>`) {
				t.Errorf("step %d: the JSON board is not the page's", step)
			}
		}
	})

	t.Run("jump to turn: each listed turn begins at its step", func(t *testing.T) {
		_, page := b.get("/g/" + id + "/replay")
		opts := turnOption.FindAllStringSubmatch(page, -1)
		if len(opts) < 3 {
			t.Fatalf("%d turns listed over %d choices:\n%s", len(opts), total, page)
		}
		for i, o := range opts {
			step, _ := strconv.Atoi(o[1])
			turn, _ := strconv.Atoi(o[2])
			if turn != i+1 {
				t.Errorf("option %d is turn %d", i, turn)
			}
			if f, _ := replayStep(t, b, id, step, "runner"); f.Turn != turn {
				t.Errorf("turn %d listed at step %d, where the turn is %d", turn, step, f.Turn)
			}
			if step > 0 {
				if f, _ := replayStep(t, b, id, step-1, "runner"); f.Turn != turn-1 {
					t.Errorf("turn %d listed at step %d, but step %d is in turn %d", turn, step, step-1, f.Turn)
				}
			}
		}
	})

	t.Run("a spectator may see only the spectator's view", func(t *testing.T) {
		spec := x.browser()
		status, body := spec.get(fmt.Sprintf("/g/%s/replay?step=5&as=corp&format=json", id))
		var f replayFrame
		json.Unmarshal([]byte(body), &f)
		if status != http.StatusOK || f.As != "spectator" {
			t.Errorf("a spectator asking for the Corp's view gets %d, the view of %q", status, f.As)
		}
	})

	t.Run("no step of a view names a card hidden from its viewer", func(t *testing.T) {
		for _, v := range []struct {
			as   string
			seat engine.Seat
		}{{"corp", corpSeat}, {"runner", runnerSeat}, {"spectator", engine.NoSeat}} {
			g, err := onr.New(rec.Setup)
			if err != nil {
				t.Fatal(err)
			}
			own := 0
			for step := 0; step <= total; step++ {
				if step > 0 {
					if _, err := g.Apply(rec.Choices[step-1]); err != nil {
						t.Fatal(err)
					}
				}
				f, _ := replayStep(t, b, id, step, v.as)
				board := plain(string(f.Status) + string(f.Board))
				if title, leak := newScanner(forms(hiddenTitles(g, v.seat, false))).find(board); leak {
					t.Fatalf("as %s, step %d: the board names %q, hidden from the %s", v.as, step, title, v.as)
				}
				said := f.Chosen + "\n" + strings.Join(f.Events, "\n")
				if title, leak := newScanner(forms(hiddenTitles(g, v.seat, true))).find(said); leak {
					t.Fatalf("as %s, step %d: the events name %q, hidden from the %s", v.as, step, title, v.as)
				}
				if v.seat != engine.NoSeat {
					if _, ok := newScanner(forms(ownHand(g, v.seat))).find(board); ok {
						own++
					}
				}
			}
			if v.seat != engine.NoSeat && own == 0 {
				t.Errorf("as %s: the scan never finds the seat's own hand: it cannot be trusted", v.as)
			}
		}
	})
}
