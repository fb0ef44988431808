package server

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/enginetest"
	"github.com/datafort/datafort/server/store"
)

// newSwiftTable stores a swift game at 4 seats in two teams (p0 and p2
// against p1 and p3) as the lobby stores a game (store.CreateGame): p0 and
// p2 are people holding the returned seat tokens, p1 and p3 random bots.
func newSwiftTable(t *testing.T, x *testServer, seed uint64) (id string, tokens map[engine.Seat]string) {
	t.Helper()
	setup := engine.Setup{Seed: seed, Options: map[string]string{"seats": "4", "teams": "2v2"}}
	g, err := enginetest.Swift{}.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	id, tokens = newGameID(), map[engine.Seat]string{}
	var seats []store.Seat
	for _, si := range g.Seats() {
		st := store.Seat{Seat: si.Seat, Role: si.Role, Team: si.Team, Kind: "human", Name: "person " + si.Role}
		if si.Team == 0 {
			tokens[si.Seat] = newToken()
			st.TokenHash = hashToken(tokens[si.Seat])
		} else {
			st.Kind, st.Bot, st.Name = "bot", botSpec{Spec: "random", Seed: seed + uint64(si.Seat)}.String(), ""
		}
		seats = append(seats, st)
	}
	h, err := engine.Hash(g)
	if err != nil {
		t.Fatal(err)
	}
	opts, _ := json.Marshal(gameOptions{Spectators: "off"})
	row := &store.Game{ID: id, Ruleset: enginetest.SwiftName, Setup: setup, Options: opts, Status: store.StatusActive, StateHash: h[:]}
	for _, d := range g.Pending() {
		row.BotDue = row.BotDue || seats[d.Seat].Kind == "bot"
	}
	if err := x.s.store.CreateGame(context.Background(), row, seats); err != nil {
		t.Fatal(err)
	}
	if row.BotDue {
		if _, err := x.s.game(context.Background(), id); err != nil { // the bot moves first
			t.Fatal(err)
		}
	}
	return id, tokens
}

// swiftBoard is what the test reads of a swift table's board.
type swiftBoard struct {
	Me        string   `json:"me"`        // the role of the player section marked as the viewer's
	MyHand    []string `json:"myHand"`    // the cards shown in the viewer's hand
	Others    []string `json:"others"`    // "role:cards shown:count text" for every other seat's hand
	Cache     bool     `json:"cache"`     // the cache is drawn
	CacheSize int      `json:"cacheSize"` // its items
	Points    []string `json:"points"`    // each seat's points counter, seat order
	Teams     string   `json:"teams"`     // the teams line
}

const swiftBoardJS = `JSON.stringify((() => {
  const b = document.getElementById('board');
  const me = b.querySelector('.player.me');
  const texts = (root, sel) => [...root.querySelectorAll(sel)].map(e => e.textContent.trim());
  return {
    me: me ? [...me.classList].filter(c => c !== 'player' && c !== 'me').join(' ') : '',
    myHand: me ? texts(me, '.zone.hand .card .ct') : [],
    others: [...b.querySelectorAll('.player:not(.me)')].map(p => [...p.classList].filter(c => c !== 'player').join(' ') + ':' +
      p.querySelectorAll('.zone.hand .card').length + ':' + ((p.querySelector('.zone.hand .count') || {}).textContent || '')),
    cache: !!b.querySelector('.area.cache'),
    cacheSize: b.querySelectorAll('.area.cache ol > li:not(.none)').length,
    points: texts(b, '.player [data-counter=points]'),
    teams: ((b.querySelector('.teams') || {}).textContent || '').trim(),
  };
})())`

// TestBrowserSwiftTableAtFourSeatsInTwoTeams: a swift game at 4 seats in
// two teams, drawn in Chromium for p0 from the table the game lays out
// (engine.TableViewer): p0 sees its own hand, card by card as its view
// holds it; of every other seat's hand, its teammate's included, only the
// count; the cache; each seat's points and each team's. It stays so while
// p0 and its teammate p2 play by clicking, the bots p1 and p3 answering.
func TestBrowserSwiftTableAtFourSeatsInTwoTeams(t *testing.T) {
	t.Parallel()
	b := browserCtx(t)
	x := startServer(t, t.TempDir(), Config{})
	id, tokens := newSwiftTable(t, x, 11)
	pages := map[engine.Seat]*page{}
	for _, seat := range []engine.Seat{0, 2} {
		p := newPage(t, b, "p"+strconv.Itoa(int(seat)), nil)
		p.enterSeat(x.url, id, tokens[seat])
		p.waitJS(`document.getElementById('conn').textContent === 'connected'`, 20*time.Second)
		pages[seat] = p
	}
	p0 := pages[0]
	l, err := x.s.game(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(11, 0))
	checked := 0
	for moves := 0; checked < 6 && moves < 60; moves++ {
		// Wait until the game waits on p0 (nothing moves then, so the page
		// and the game's view of p0 can be compared), moving for p2 when
		// the game waits on it.
		deadline := time.Now().Add(30 * time.Second)
		for p0.state().Decision == "" && pages[2].state().Decision == "" && p0.state().Status != "over" {
			if time.Now().After(deadline) {
				t.Fatal("neither p0 nor p2 has a decision, and the game is not over")
			}
			time.Sleep(30 * time.Millisecond)
		}
		if p0.state().Status == "over" {
			break
		}
		if p0.state().Decision == "" {
			pages[2].move(r)
			continue
		}
		round := checked
		checked++
		l.mu.Lock()
		v := l.g.View(0)
		l.mu.Unlock()
		var want struct {
			Hand      []int `json:"hand"`
			HandSizes []int `json:"hand_sizes"`
			Scores    []int `json:"scores"`
			Cache     []any `json:"cache"`
		}
		raw, _ := json.Marshal(v)
		if err := json.Unmarshal(raw, &want); err != nil {
			t.Fatal(err)
		}
		var got swiftBoard
		if err := json.Unmarshal([]byte(p0.eval(swiftBoardJS)), &got); err != nil {
			t.Fatal(err)
		}
		t.Run(fmt.Sprintf("round %d: p0 sees its own hand, the cache and the scores, and no other seat's hand", round), func(t *testing.T) {
			if got.Me != "p0" {
				t.Errorf("the viewer's section is %q, want p0", got.Me)
			}
			var hand []string
			for _, c := range want.Hand {
				hand = append(hand, strconv.Itoa(c))
			}
			if !slices.Equal(got.MyHand, hand) {
				t.Errorf("p0's hand on the page is %v, its view holds %v", got.MyHand, hand)
			}
			var others []string
			for s := 1; s < 4; s++ {
				others = append(others, fmt.Sprintf("p%d:0:%d cards", s, want.HandSizes[s]))
			}
			if !slices.Equal(got.Others, others) {
				t.Errorf("the other seats' hands on the page are %v, want only their counts %v", got.Others, others)
			}
			if !got.Cache || got.CacheSize != len(want.Cache) {
				t.Errorf("the cache is drawn %v with %d items, want %d", got.Cache, got.CacheSize, len(want.Cache))
			}
			var points []string
			for _, n := range want.Scores {
				points = append(points, strconv.Itoa(n)+" points")
			}
			if !slices.Equal(got.Points, points) {
				t.Errorf("the points on the page are %v, want %v", got.Points, points)
			}
			teams := fmt.Sprintf("p0 and p2: %d points · p1 and p3: %d points", want.Scores[0]+want.Scores[2], want.Scores[1]+want.Scores[3])
			if got.Teams != teams {
				t.Errorf("the teams line is %q, want %q", got.Teams, teams)
			}
		})
		if round == 0 {
			p0.screenshot("swift-table-p0")
		}
		p0.move(r)
	}
	if checked == 0 {
		t.Fatal("p0 was never asked to decide")
	}
}
