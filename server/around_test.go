package server

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"
)

// TestAroundTheGame: the board names a bot by its registered name; a
// finished game shows an end panel (winner, reason, moves, length) with a
// rematch that swaps the sides, invites the opponent again on their open
// table and seats a bot again; the lobby lists the browser's games with
// its side, the opponent, the date and the result, and the games anyone
// may watch.
func TestAroundTheGame(t *testing.T) {
	lim := fast
	lim.CreatePerHour = 1000
	x := startServer(t, t.TempDir(), Config{Limits: lim})

	t.Run("the board names the bot by its registered name", func(t *testing.T) {
		b := x.browser()
		id := b.newGame(map[string]string{"opponent": "bot", "bot": "heuristic", "spectators": "off"})
		_, page := b.get("/g/" + id)
		if !strings.Contains(page, "heuristic bot") || strings.Contains(page, "random bot") {
			t.Errorf("the table does not call the bot \"heuristic bot\":\n%s", excerpt(page, "Runner"))
		}
	})

	id, a, bb, ca, cb := friendGame(t, x, map[string]string{"seed": "5"})
	defer ca.close()
	defer cb.close()
	ca.send(map[string]any{"t": "concede", "id": "x", "confirm": true})
	ca.next("ack")
	cb.next("view")
	for cb.last.Status != "over" {
		cb.next("view")
	}

	t.Run("the end panel says who won and why, the moves and the length", func(t *testing.T) {
		_, page := bb.get("/g/" + id)
		for _, want := range []string{`id="end"`, "The Runner (bob) wins (concession).", "<dt>Moves</dt>", "<dt>Length</dt>", "<dt>Points</dt><dd>Corp (ann): ", "<dt>Turns</dt>", `id="rematch"`} {
			if !strings.Contains(page, want) {
				t.Errorf("the end panel lacks %q:\n%s", want, excerpt(page, `id="end"`))
			}
		}
		if strings.Contains(page, `id="end" class="end" aria-labelledby="end-title" hidden`) {
			t.Error("the end panel is hidden")
		}
	})

	t.Run("a spectator's end panel offers no rematch", func(t *testing.T) {
		_, page := x.browser().get("/g/" + id)
		if !strings.Contains(page, "The Runner (bob) wins") || strings.Contains(page, `id="rematch"`) {
			t.Errorf("the spectator's end panel:\n%s", excerpt(page, `id="end"`))
		}
	})

	t.Run("a rematch swaps the sides and invites the opponent again", func(t *testing.T) {
		st, loc, body := a.post("/g/"+id+"/rematch", url.Values{})
		if st != http.StatusSeeOther || !strings.HasPrefix(loc, "/g/") || loc == "/g/"+id {
			t.Fatalf("rematch: %d %q\n%s", st, loc, body)
		}
		nid := strings.TrimPrefix(loc, "/g/")
		m := cb.next("rematch")
		inv := str(m, "url")
		if !strings.HasPrefix(inv, "/i/") {
			t.Fatalf("the opponent's table got the invitation %q", inv)
		}
		if st, loc, _ := bb.post(inv, url.Values{"name": {"bob"}}); st != http.StatusSeeOther || loc != "/g/"+nid {
			t.Fatalf("joining the rematch: %d %q", st, loc)
		}
		seats, err := x.s.store.Seats(context.Background(), nid)
		if err != nil {
			t.Fatal(err)
		}
		if seats[0].Role != "corp" || seats[0].Name != "bob" || seats[1].Role != "runner" || seats[1].Name != "ann" {
			t.Errorf("the rematch seats %s at %s and %s at %s, want bob at corp and ann at runner", seats[0].Name, seats[0].Role, seats[1].Name, seats[1].Role)
		}
		if st, loc, _ := bb.post("/g/"+id+"/rematch", url.Values{}); st != http.StatusSeeOther || loc != "/g/"+nid {
			t.Errorf("asked again, the rematch leads to %d %q, want the same game /g/%s", st, loc, nid)
		}
		w := a.dial("/g/"+nid+"/ws", nil)
		defer w.close()
		w.next("welcome")
		if w.seat != 1 {
			t.Errorf("the one who asked sits at seat %d of the rematch, want 1 (the other side)", w.seat)
		}
	})

	t.Run("a rematch against a bot seats the bot again", func(t *testing.T) {
		b := x.browser()
		gid := b.newGame(map[string]string{"opponent": "bot", "bot": "random", "side": "runner", "spectators": "off"})
		w := b.dial("/g/"+gid+"/ws", nil)
		w.next("view")
		w.send(map[string]any{"t": "concede", "id": "x", "confirm": true})
		w.next("ack")
		w.close()
		st, loc, _ := b.post("/g/"+gid+"/rematch", url.Values{})
		if st != http.StatusSeeOther {
			t.Fatalf("rematch: %d", st)
		}
		seats, err := x.s.store.Seats(context.Background(), strings.TrimPrefix(loc, "/g/"))
		if err != nil {
			t.Fatal(err)
		}
		if seats[1].Kind != "bot" || !strings.HasPrefix(seats[1].Bot, "random@") || seats[0].Kind != "human" || seats[0].TokenHash == nil {
			t.Errorf("the rematch seats %+v, want the person at the corp and the random bot at the runner", seats)
		}
	})

	t.Run("the lobby lists your games with your side, the opponent, the date and the result", func(t *testing.T) {
		_, page := a.get("/")
		row := excerpt(page, `data-id="`+id+`"`)
		today := time.Now().UTC().Format("2 Jan 2006")
		for _, want := range []string{">corp<", "bob (runner)", today, "lost (concession)"} {
			if !strings.Contains(row, want) {
				t.Errorf("the lobby's line of the game lacks %q:\n%s", want, row)
			}
		}
		_, page = bb.get("/")
		if row := excerpt(page, `data-id="`+id+`"`); !strings.Contains(row, ">runner<") || !strings.Contains(row, "won (concession)") {
			t.Errorf("the opponent's lobby line:\n%s", row)
		}
	})

	t.Run("the lobby lists the games anyone may watch, not the others", func(t *testing.T) {
		x.s.public.mu.Lock()
		x.s.public.at = time.Time{} // the list is kept 10 s
		x.s.public.mu.Unlock()
		b := x.browser()
		pub := b.newGame(map[string]string{"spectators": "public"})
		priv := b.newGame(map[string]string{"spectators": "off"})
		_, page := x.browser().get("/")
		list := excerpt(page, `id="opengames"`)
		if !strings.Contains(list, `href="/g/`+pub+`"`) || strings.Contains(list, priv) {
			t.Errorf("games to watch:\n%s", list)
		}
		if strings.Contains(list, id) {
			t.Error("a finished game is listed to watch")
		}
	})

	t.Run("a listed game's open seat is taken from the lobby, once", func(t *testing.T) {
		x.s.public.mu.Lock()
		x.s.public.at = time.Time{}
		x.s.public.mu.Unlock()
		b := x.browser()
		listed := b.newGame(map[string]string{"spectators": "off", "listed": "on"})
		unlisted := b.newGame(map[string]string{"spectators": "off"})
		c := x.browser()
		_, page := c.get("/")
		join := "/g/" + listed + "/join/1"
		if list := excerpt(page, `id="opengames"`); !strings.Contains(list, `href="`+join+`"`) || strings.Contains(list, unlisted) || strings.Contains(list, `href="/g/`+listed+`" class="watch"`) {
			t.Errorf("the lobby's open games:\n%s", list)
		}
		if st, page := c.get(join); st != http.StatusOK || !strings.Contains(page, `action="`+join+`"`) {
			t.Fatalf("the open seat's page: %d\n%s", st, excerpt(page, "<form"))
		}
		if st, _ := c.get("/g/" + unlisted + "/join/1"); st != http.StatusNotFound {
			t.Errorf("an unlisted game's seat page: %d, want 404", st)
		}
		if st, _, _ := c.post("/g/"+unlisted+"/join/1", url.Values{"name": {"cy"}}); st != http.StatusGone {
			t.Errorf("taking an unlisted game's seat: %d, want 410", st)
		}
		if st, loc, _ := c.post(join, url.Values{"name": {"cy"}}); st != http.StatusSeeOther || loc != "/g/"+listed {
			t.Fatalf("taking the open seat: %d %q", st, loc)
		}
		seats, err := x.s.store.Seats(context.Background(), listed)
		if err != nil {
			t.Fatal(err)
		}
		if seats[1].Name != "cy" || seats[1].InviteHash != nil || seats[1].TokenHash == nil {
			t.Errorf("the seat taken: %+v", seats[1])
		}
		if st, _, _ := x.browser().post(join, url.Values{"name": {"dee"}}); st != http.StatusGone {
			t.Errorf("taking the seat again: %d, want 410", st)
		}
		w := c.dial("/g/"+listed+"/ws", nil)
		defer w.close()
		if w.next("welcome"); w.seat != 1 {
			t.Errorf("the one who took the seat is seated at %d, want 1", w.seat)
		}
	})
}

// excerpt returns the part of page from the first want on, or the page's
// beginning.
func excerpt(page, want string) string {
	i := strings.Index(page, want)
	if i < 0 {
		i = 0
	}
	return page[i:min(len(page), i+1200)]
}
