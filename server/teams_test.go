package server

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/enginetest"
	"github.com/datafort/datafort/server/store"
)

// readForm reads a form of testdata: one NAME=VALUE a line, # comments.
func readForm(t *testing.T, file string) url.Values {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	form := url.Values{}
	for _, line := range strings.Split(string(b), "\n") {
		if line = strings.TrimSpace(line); line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		k, v, ok := strings.Cut(line, "=")
		if !ok {
			t.Fatalf("%s: %q is not NAME=VALUE", file, line)
		}
		form.Set(k, v)
	}
	return form
}

// TestLobbyOffersPlayableGames: the form offers the registered games
// marked playable (engine.Playable), the default first, and lays out the
// seats and teams of the table options chosen, offering at each seat only
// the bots that play it.
func TestLobbyOffersPlayableGames(t *testing.T) {
	x := startServer(t, t.TempDir(), Config{Limits: fast})
	_, body := x.browser().get("/")
	games := selectOf(body, "game")
	var offered []string
	for _, name := range engine.Rulesets() {
		if strings.Contains(games, `<option value="`+name+`"`) {
			offered = append(offered, name)
		}
	}
	if want := []string{"bso", "neuroscape", "nsg", "onr", "swift"}; !slices.Equal(offered, want) {
		t.Errorf("games offered: %v, want %v (not the toys that are not playable)", offered, want)
	}
	if !strings.HasPrefix(strings.TrimSpace(games[strings.Index(games, ">")+1:]), `<option value="onr"`) {
		t.Errorf("onr is not offered first:\n%s", games)
	}
	for _, tc := range []struct {
		name, query string
		teams       string // the teams line
		seats       int
		bots        []string // offered at every seat
	}{
		{"onr is two seats, the Corp's team and the Runner's", "", "team 0: seat 0 (corp) · team 1: seat 1 (runner)", 2, bot.Names()},
		{"swift at four seats in two teams pairs alternate seats", "?game=swift&opt.seats=4&opt.teams=2v2", "team 0: seat 0 (p0), seat 2 (p2) · team 1: seat 1 (p1), seat 3 (p3)", 4, []string{"random"}},
		{"swift at three seats has a team a seat", "?game=swift&opt.seats=3", "team 0: seat 0 (p0) · team 1: seat 1 (p1) · team 2: seat 2 (p2)", 3, []string{"random"}},
		{"neuroscape 1v1 is two seats, a team each", "?game=neuroscape", "team 0: seat 0 (p1) · team 1: seat 1 (p2)", 2, []string{"random"}},
		{"neuroscape 2v2 sits the teams across the figure 8", "?game=neuroscape&opt.players=4", "team 0: seat 0 (p1), seat 2 (p3) · team 1: seat 1 (p2), seat 3 (p4)", 4, []string{"random"}},
		{"nsg is two seats, the Corp's team and the Runner's, with its heuristic player", "?game=nsg", "team 0: seat 0 (corp) · team 1: seat 1 (runner)", 2, []string{"heuristic", "random"}},
		{"bso at six seats pairs each Sponsor with an Agent", "?game=bso&opt.players=6", "team 0: seat 0 (sponsor), seat 1 (agent) · team 1: seat 2 (sponsor), seat 3 (agent) · team 2: seat 4 (sponsor), seat 5 (agent)", 6, []string{"heuristic", "random"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, body := x.browser().get("/" + tc.query)
			if !strings.Contains(body, tc.teams) {
				t.Errorf("the page does not show the teams %q", tc.teams)
			}
			if n := strings.Count(body, `<fieldset class="seat"`); n != tc.seats {
				t.Errorf("%d seats laid out, want %d", n, tc.seats)
			}
			for seat := range tc.seats {
				sel := selectOf(body, fmt.Sprintf("seat%d.bot", seat))
				var got []string
				for _, b := range bot.Names() {
					if strings.Contains(sel, `<option value="`+b+`"`) {
						got = append(got, b)
					}
				}
				if !slices.Equal(got, tc.bots) {
					t.Errorf("seat %d offers the bots %v, want %v", seat, got, tc.bots)
				}
			}
		})
	}
}

// seen is a view message as a seat's connection received it.
type seen struct {
	seat engine.Seat
	seq  int
	view json.RawMessage
	log  []logOut
	dec  uint64 // the decision's id, or 0
}

// TestSwiftTeamsOverTheProtocol: a game of the swift toy at four seats in
// two teams, created through the lobby's form with two people (the
// creator, and a person who claims the invitation) and two bots, is played
// to its end over the WebSocket protocol. It ends with a team's win (its
// winners the seats of one team), and every view, log line and decision
// a person's connection received is what the game gives that seat at that
// point of the record (Game.View, Event.For, its own decision): no seat
// ever sees another's hand.
func TestSwiftTeamsOverTheProtocol(t *testing.T) {
	lim := fast
	lim.CreatePerHour = 1e6
	x := startServer(t, t.TempDir(), Config{Limits: lim})
	// Random play of swift 2v2 was measured to end in a win in 500 games
	// of 500, so a seed is enough.
	for _, seed := range []string{"3", "8"} {
		t.Run("seed "+seed, func(t *testing.T) {
			a, b := x.browser(), x.browser()
			form := readForm(t, "testdata/swift-2v2.form")
			form.Set("seed", seed)
			status, loc, body := a.post("/games", form)
			if status != http.StatusSeeOther || !strings.HasPrefix(loc, "/g/") {
				t.Fatalf("create: %d %q\n%s", status, loc, errorsOf(body))
			}
			id := strings.TrimPrefix(loc, "/g/")
			invites := strings.Split(a.invite(id), ".")
			if len(invites) != 1 {
				t.Fatalf("%d invitations for one invited seat", len(invites))
			}
			if st, loc, body := b.post("/i/"+invites[0], url.Values{"name": {"bob"}}); st != http.StatusSeeOther || loc != "/g/"+id {
				t.Fatalf("claim the invitation: %d %q %s", st, loc, body)
			}
			row, err := x.s.store.Game(t.Context(), id)
			if err != nil {
				t.Fatal(err)
			}
			stored, err := x.s.store.Seats(t.Context(), id)
			if err != nil {
				t.Fatal(err)
			}
			var kinds []string
			for _, s := range stored {
				kinds = append(kinds, fmt.Sprintf("%s/%d/%s", s.Role, s.Team, s.Kind))
			}
			if want := []string{"p0/0/human", "p1/1/human", "p2/0/bot", "p3/1/bot"}; row.Ruleset != "swift" || !slices.Equal(kinds, want) {
				t.Fatalf("stored %s with seats %v, want swift with %v", row.Ruleset, kinds, want)
			}

			ca, cb := a.dial("/g/"+id+"/ws", nil), b.dial("/g/"+id+"/ws", nil)
			var got []seen
			var result *outcome
			take := func(c *wsClient, m map[string]json.RawMessage) {
				if str(m, "t") != "view" {
					return
				}
				s := seen{seat: c.seat, seq: num(m, "seq"), view: m["view"]}
				json.Unmarshal(m["log"], &s.log)
				if c.last.Decision != nil {
					s.dec = c.last.Decision.ID
				}
				got = append(got, s)
				if r := m["result"]; len(r) > 0 && string(r) != "null" {
					result = &outcome{}
					if err := json.Unmarshal(r, result); err != nil {
						t.Fatal(err)
					}
				}
			}
			cs := []*wsClient{ca, cb}
			for _, c := range cs {
				take(c, c.next("view"))
			}
			if ca.seat != 0 || cb.seat != 1 {
				t.Fatalf("the people sit at seats %d and %d, want 0 and 1", ca.seat, cb.seat)
			}
			r := bot.NewRandom(5)
			done := func(c *wsClient) bool { return c.last != nil && c.last.Status == store.StatusOver }
			deadline := time.Now().Add(2 * time.Minute)
			moves := 0
			for !done(ca) || !done(cb) {
				if time.Now().After(deadline) || moves > 2000 {
					t.Fatalf("the game is not over after %d of the people's moves", moves)
				}
				acted := false
				for _, c := range cs {
					if done(c) || c.last.Decision == nil {
						continue
					}
					mid := fmt.Sprint("m", moves)
					moves++
					c.send(randomAnswer(r, c, mid))
				wait:
					for {
						m := c.next("")
						take(c, m)
						switch str(m, "t") {
						case "error":
							t.Fatalf("seat %d: choice refused: %s", c.seat, m["message"])
						case "ack":
							if str(m, "id") != mid {
								continue
							}
							for c.last.Seq < num(m, "seq") {
								take(c, c.next("view"))
							}
							break wait
						}
					}
					acted = true
				}
				if !acted {
					for _, c := range cs {
						if m, ok := c.tryNext("", 20*time.Millisecond); ok {
							take(c, m)
						}
					}
				}
			}
			if result == nil || result.Draw || result.Team == engine.NoTeam {
				t.Fatalf("the game ended with %+v, want a team's win", result)
			}
			team := map[int][]engine.Seat{}
			for _, s := range stored {
				team[s.Team] = append(team[s.Team], s.Seat)
			}
			if w := slices.Sorted(slices.Values(result.Winners)); !slices.Equal(w, team[result.Team]) {
				t.Fatalf("the winners are %v, want team %d's seats %v", w, result.Team, team[result.Team])
			}
			t.Logf("team %d won (%s) after %d choices, %d of them the people's; %d views received", result.Team, result.Reason, ca.last.Seq, moves, len(got))

			// What each connection received is its seat's part of the record.
			_, rb := a.get("/g/" + id + "/record.json")
			var rec engine.Record
			if err := json.Unmarshal([]byte(rb), &rec); err != nil {
				t.Fatal(err)
			}
			g, err := enginetest.Swift{}.New(rec.Setup)
			if err != nil {
				t.Fatal(err)
			}
			type point struct {
				views [][]byte         // by seat
				log   map[int][]string // the log lines of this seq, by seat
				dec   []uint64         // each seat's pending decision, or 0
			}
			at := func(events []engine.Event) point {
				p := point{log: map[int][]string{}}
				for s := range len(stored) {
					v, _ := json.Marshal(g.View(engine.Seat(s)))
					p.views = append(p.views, v)
					d, _ := engine.DecisionFor(g, engine.Seat(s))
					p.dec = append(p.dec, d.ID)
					for _, e := range events {
						p.log[s] = append(p.log[s], e.For(engine.Seat(s)))
					}
				}
				return p
			}
			points := []point{at(nil)}
			for i, c := range rec.Choices {
				ev, err := g.Apply(c)
				if err != nil {
					t.Fatalf("choice %d: %v", i+1, err)
				}
				points = append(points, at(ev))
			}
			lines, hands := 0, 0
			for _, s := range got {
				lines += len(s.log)
				if bytes.Contains(s.view, []byte(`"hand":`)) {
					hands++
				}
				if s.seq >= len(points) {
					t.Fatalf("seat %d saw seq %d of a record of %d choices", s.seat, s.seq, len(rec.Choices))
				}
				p := points[s.seq]
				var want bytes.Buffer
				json.Compact(&want, p.views[s.seat])
				var have bytes.Buffer
				json.Compact(&have, s.view)
				if !bytes.Equal(have.Bytes(), want.Bytes()) {
					t.Fatalf("seat %d at seq %d received the view\n%s\nnot its own\n%s", s.seat, s.seq, have.Bytes(), want.Bytes())
				}
				if s.dec != p.dec[s.seat] {
					t.Fatalf("seat %d at seq %d was asked decision %d, its own is %d", s.seat, s.seq, s.dec, p.dec[s.seat])
				}
				for _, ln := range s.log {
					if ln.Seq >= len(points) || !slices.Contains(points[ln.Seq].log[int(s.seat)], ln.Text) {
						t.Fatalf("seat %d received the log line %q of seq %d, which is not its reading of that choice's events %q", s.seat, ln.Text, ln.Seq, points[min(ln.Seq, len(points)-1)].log[int(s.seat)])
					}
				}
			}
			if lines == 0 || hands == 0 {
				t.Fatalf("%d log lines and %d views with a hand compared: nothing was checked", lines, hands)
			}
		})
	}
}

// TestOneInvitationPerOpenSeat: each seat the creator leaves to an invited
// person gets its own single-use invitation, shown on the creator's table
// page; each claims its own seat, and the game is open until the last is
// claimed.
func TestOneInvitationPerOpenSeat(t *testing.T) {
	x := startServer(t, t.TempDir(), Config{Limits: fast})
	a := x.browser()
	form := readForm(t, "testdata/swift-2v2.form")
	form.Set("seat2", "invite")
	form.Set("seat3", "invite")
	status, loc, body := a.post("/games", form)
	if status != http.StatusSeeOther {
		t.Fatalf("create: %d\n%s", status, errorsOf(body))
	}
	id := strings.TrimPrefix(loc, "/g/")
	invites := strings.Split(a.invite(id), ".")
	if len(invites) != 3 {
		t.Fatalf("%d invitations for three invited seats", len(invites))
	}
	_, page := a.get("/g/" + id)
	for i, inv := range invites {
		if !strings.Contains(page, "/i/"+inv+`"`) {
			t.Errorf("invitation %d is not on the creator's table page", i)
		}
	}
	for i, inv := range invites {
		row, err := x.s.store.Game(t.Context(), id)
		if err != nil {
			t.Fatal(err)
		}
		if row.Status != store.StatusOpen {
			t.Fatalf("with %d of 3 invitations claimed the game is %s, want open", i, row.Status)
		}
		_, invPage := x.browser().get("/i/" + inv)
		if want := fmt.Sprintf("play seat %d, the P%d of team %d, in a game of swift.", i+1, i+1, (i+1)%2); !strings.Contains(invPage, want) {
			t.Errorf("invitation %d does not say %q", i, want)
		}
		if st, _, _ := x.browser().post("/i/"+inv, url.Values{"name": {fmt.Sprint("guest", i)}}); st != http.StatusSeeOther {
			t.Fatalf("claim invitation %d: %d", i, st)
		}
		if st, _, _ := x.browser().post("/i/"+inv, url.Values{"name": {"late"}}); st != http.StatusGone {
			t.Fatalf("invitation %d claimed twice: %d", i, st)
		}
	}
	stored, err := x.s.store.Seats(t.Context(), id)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range stored[1:] {
		if want := fmt.Sprint("guest", s.Seat-1); s.Name != want || s.TokenHash == nil {
			t.Errorf("seat %d is held by %q (token %v), want %s", s.Seat, s.Name, s.TokenHash != nil, want)
		}
	}
	if row, _ := x.s.store.Game(t.Context(), id); row.Status != store.StatusActive {
		t.Errorf("with every invitation claimed the game is %s, want active", row.Status)
	}
}
