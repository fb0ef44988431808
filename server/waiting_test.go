package server

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"
)

// TestWaitingRoom: the creator of a friend game gets a waiting room until
// the invited player takes the seat, with the invite link and a copy
// button; a spectator does not; the WebSocket's presence says which seat
// is still open, and says it no more once the invitation is claimed, which
// closes the room; a reload then shows the table alone.
func TestWaitingRoom(t *testing.T) {
	x := startServer(t, t.TempDir(), Config{Limits: fast})
	ann := x.browser()
	id := ann.newGame(map[string]string{"side": "corp", "opponent": "friend", "spectators": "public"})
	inv := ann.invite(id)
	openSeats := func(m map[string]json.RawMessage) []int {
		var seats []struct {
			Seat int  `json:"seat"`
			Open bool `json:"open"`
		}
		json.Unmarshal(m["seats"], &seats)
		var out []int
		for _, s := range seats {
			if s.Open {
				out = append(out, s.Seat)
			}
		}
		return out
	}

	t.Run("the creator waits, with the invite link and a copy button", func(t *testing.T) {
		st, page := ann.get("/g/" + id)
		if st != http.StatusOK || !strings.Contains(page, `<body class="table waiting"`) || !strings.Contains(page, `id="waiting"`) {
			t.Fatalf("the creator's table (%d) has no waiting room:\n%s", st, page)
		}
		room := page[strings.Index(page, `id="waiting"`):]
		room = room[:strings.Index(room, "</section>")]
		if !strings.Contains(room, "/i/"+inv+`"`) || !strings.Contains(room, `<button type="button" class="copy">Copy</button>`) {
			t.Errorf("the waiting room lacks the invite link or its copy button:\n%s", room)
		}
	})
	t.Run("a spectator has no waiting room", func(t *testing.T) {
		_, page := x.browser().get("/g/" + id)
		if strings.Contains(page, `id="waiting"`) || strings.Contains(page, "/i/"+inv) {
			t.Errorf("the spectator's page shows the waiting room or the invitation:\n%s", page)
		}
	})

	w := ann.dial("/g/"+id+"/ws", nil)
	defer w.close()
	w.next("welcome")
	t.Run("presence says the invited seat is open", func(t *testing.T) {
		if got := openSeats(w.next("presence")); len(got) != 1 || got[0] != 1 {
			t.Errorf("open seats %v, want [1]", got)
		}
	})
	bea := x.browser()
	if st, _, body := bea.post("/i/"+inv, url.Values{"name": {"bea"}}); st != http.StatusSeeOther {
		t.Fatalf("claim: %d %s", st, body)
	}
	t.Run("once the seat is taken presence says no seat is open", func(t *testing.T) {
		deadline := time.Now().Add(10 * time.Second)
		for time.Now().Before(deadline) {
			m, ok := w.tryNext("presence", time.Until(deadline))
			if !ok {
				break
			}
			if len(openSeats(m)) == 0 {
				return
			}
		}
		t.Error("no presence without an open seat after the claim")
	})
	t.Run("after the claim the creator's table has no waiting room", func(t *testing.T) {
		_, page := ann.get("/g/" + id)
		if strings.Contains(page, `id="waiting"`) || strings.Contains(page, `class="table waiting"`) {
			t.Errorf("the waiting room stays after the seat is taken")
		}
	})
}

// TestWaitingRoomHoldsTheGame: while an invited seat is open the server
// holds the game: a person's choice is refused ("waiting") and a bot due
// to move does not; once the last seat is taken the game starts, the bot
// moving and the person's choice taken.
func TestWaitingRoomHoldsTheGame(t *testing.T) {
	x := startServer(t, t.TempDir(), Config{Limits: fast})
	ctx := context.Background()
	seq := func(id string) int {
		row, err := x.s.store.Game(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		return row.Seq
	}
	claim := func(t *testing.T, inv string) {
		t.Helper()
		if st, _, body := x.browser().post("/i/"+inv, url.Values{"name": {"bea"}}); st != http.StatusSeeOther {
			t.Fatalf("claim: %d %s", st, body)
		}
	}

	t.Run("a person's choice is refused until every seat is taken, then taken", func(t *testing.T) {
		ann := x.browser()
		id := ann.newGame(map[string]string{"side": "corp", "opponent": "friend"})
		w := ann.dial("/g/"+id+"/ws", nil)
		defer w.close()
		w.next("view")
		if w.last.Decision == nil {
			t.Fatal("the Corp, who moves first, has no question")
		}
		w.send(map[string]any{"t": "choice", "id": "early", "decision": w.last.Decision.ID, "option": 0})
		e, ok := w.tryNext("error", 10*time.Second)
		if !ok {
			t.Fatal("no error: the choice was taken while the seat was open")
		}
		if str(e, "code") != "waiting" || str(e, "id") != "early" {
			t.Fatalf("a choice while the seat is open got %s %q, want the error \"waiting\"", str(e, "code"), str(e, "message"))
		}
		if n := seq(id); n != 0 {
			t.Fatalf("the game moved to seq %d while waiting", n)
		}
		claim(t, ann.invite(id))
		w.send(map[string]any{"t": "choice", "id": "late", "decision": w.last.Decision.ID, "option": 0})
		for {
			m := w.next("")
			if str(m, "t") == "error" {
				t.Fatalf("the choice after the claim was refused: %s", m["message"])
			}
			if str(m, "t") == "ack" && str(m, "id") == "late" {
				break
			}
		}
	})

	t.Run("a bot due to move waits until every seat is taken, then moves", func(t *testing.T) {
		ann := x.browser()
		id := ann.newGame(map[string]string{"game": "swift", "seat0": "me", "seat1": "bot", "seat1.bot": "random", "seat2": "invite", "seed": "1"})
		l, err := x.s.game(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		l.mu.Lock()
		due := l.botDue()
		l.unlock()
		if !due {
			t.Fatal("the bot seat has no question at the start: this table cannot show a held bot")
		}
		time.Sleep(300 * time.Millisecond)
		if n := seq(id); n != 0 {
			t.Fatalf("the bot moved (seq %d) while a seat was open", n)
		}
		claim(t, ann.invite(id))
		deadline := time.Now().Add(10 * time.Second)
		for seq(id) == 0 {
			if time.Now().After(deadline) {
				t.Fatal("the bot did not move once every seat was taken")
			}
			time.Sleep(20 * time.Millisecond)
		}
	})
}
