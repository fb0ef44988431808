package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
)

// TestReplayShowsWhereATakebackHappened: a friend game of random choices
// in which one player takes back choices, the other accepting, then plays
// on and ends by a concession. Its replay steps through the line the game
// kept (as many steps as the record's choices), shows at the step where
// the game was cut back who took back how many choices, at that step only,
// and lists the takeback on the page with a link to that step; the
// choices taken back are not shown.
func TestReplayShowsWhereATakebackHappened(t *testing.T) {
	x := startServer(t, t.TempDir(), Config{Limits: fast, Dev: true})
	ctx := context.Background()
	b := x.browser()
	id := b.newGame(map[string]string{"side": "runner", "seed": "13", "spectators": "public"})
	if st, _, body := x.browser().post("/i/"+b.invite(id), url.Values{"name": {"bea"}}); st != http.StatusSeeOther {
		t.Fatalf("claim: %d %s", st, body)
	}
	l, err := x.s.game(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	r := bot.NewRandom(13)
	move := func() {
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
	// Play until a seat may take back after at least 20 choices.
	asker, to := engine.NoSeat, 0
	for n := 0; asker == engine.NoSeat; n++ {
		if n > 600 {
			t.Fatal("no seat could take back in 600 choices")
		}
		move()
		l.mu.Lock()
		for _, seat := range []engine.Seat{0, 1} {
			if k, ok := l.takebackTo(seat); ok && n >= 20 && asker == engine.NoSeat {
				asker, to = seat, k
			}
		}
		l.mu.Unlock()
	}
	l.mu.Lock()
	from := l.seq
	role := l.roleName(asker) // "Corp", as the page names it
	l.mu.Unlock()
	if err := l.requestTakeback(ctx, asker); err != nil {
		t.Fatal(err)
	}
	for _, seat := range []engine.Seat{0, 1} {
		if seat != asker {
			if err := l.answerTakeback(ctx, seat, true); err != nil {
				t.Fatal(err)
			}
		}
	}
	for range 20 {
		move()
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
		t.Fatal(err)
	}
	if len(rec.Takebacks) != 1 || rec.Takebacks[0].At != to {
		t.Fatalf("the record keeps %+v, want one takeback to choice %d", rec.Takebacks, to)
	}
	t.Logf("the %s took back %d choices, from %d to %d", role, from-to, from, to)
	t.Run("the replay steps through the line the game kept", func(t *testing.T) {
		f, _ := replayStep(t, b, id, 0, "runner")
		if f.Total != len(rec.Choices) {
			t.Errorf("the replay has %d steps, the kept line %d choices", f.Total, len(rec.Choices))
		}
	})
	t.Run("the step where the game was cut back says who took back how many choices, and no other step does", func(t *testing.T) {
		want := fmt.Sprintf("Here the %s took back %d choice", role, from-to)
		for _, step := range []int{to - 1, to, to + 1} {
			f, _ := replayStep(t, b, id, step, "runner")
			got := strings.Join(f.Takeback, " ")
			if (step == to) != strings.Contains(got, want) || (step != to && got != "") {
				t.Errorf("step %d says %q; the takeback (%q) is at step %d", step, got, want, to)
			}
		}
	})
	t.Run("the page lists the takeback with a link to its step", func(t *testing.T) {
		_, page := b.get("/g/" + id + "/replay?step=0&as=corp")
		if !strings.Contains(page, fmt.Sprintf(`class="tbmark" data-step="%d">after choice %d: the %s took back %d</a>`, to, to, role, from-to)) {
			i := strings.Index(page, "Takebacks")
			t.Errorf("the page does not list the takeback at step %d: %.400s", to, page[max(0, i):])
		}
	})
}
