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
	"github.com/datafort/datafort/server/store"
)

// newNeuroscapeTable stores a Neuroscape 2v2 game (p1 and p3 against p2
// and p4, NS-23) as the lobby stores a game: p1 and p3 are people holding
// the returned seat tokens, p2 and p4 random bots. rounds is the round
// limit, kept small so that the game ends within the test.
func newNeuroscapeTable(t *testing.T, x *testServer, seed uint64, rounds int) (id string, tokens map[engine.Seat]string) {
	t.Helper()
	rs, err := engine.Lookup("neuroscape")
	if err != nil {
		t.Fatal(err)
	}
	setup := engine.Setup{Seed: seed, Options: map[string]string{"players": "4", "rounds": strconv.Itoa(rounds)}}
	g, err := rs.New(setup)
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
	row := &store.Game{ID: id, Ruleset: "neuroscape", Setup: setup, Rules: g.(engine.Fingerprinter).Fingerprint(), Options: opts, Status: store.StatusActive, StateHash: h[:]}
	for _, d := range g.Pending() {
		row.BotDue = row.BotDue || seats[d.Seat].Kind == "bot"
	}
	if err := x.s.store.CreateGame(context.Background(), row, seats); err != nil {
		t.Fatal(err)
	}
	if row.BotDue {
		if _, err := x.s.game(context.Background(), id); err != nil {
			t.Fatal(err)
		}
	}
	return id, tokens
}

// TestBrowserNeuroscapeTwoVersusTwo: a Neuroscape game of two teams of two,
// two people (p1 and p3, teammates) clicking in Chromium and two random
// bots, played to its end. Each time the game waits on p1, p1's page is
// checked against the table the game lays out for it (engine.TableViewer):
// it shows p1's own hand and its teammate p3's card by card (the project's
// NS-23.2 decision: teammates see each other's hands), and of each
// opponent's hand only the count; the Cache is drawn, and each team's
// shared health.
func TestBrowserNeuroscapeTwoVersusTwo(t *testing.T) {
	t.Parallel()
	b := browserCtx(t)
	x := startServer(t, t.TempDir(), Config{})
	id, tokens := newNeuroscapeTable(t, x, 5, 2)
	pages := map[engine.Seat]*page{}
	for _, seat := range []engine.Seat{0, 2} {
		p := newPage(t, b, "p"+strconv.Itoa(int(seat)+1), nil)
		p.enterSeat(x.url, id, tokens[seat])
		p.waitJS(`document.getElementById('conn').textContent === 'connected'`, 20*time.Second)
		pages[seat] = p
	}
	p1 := pages[0]
	l, err := x.s.game(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(5, 0))
	checked, moves := 0, 0
	for ; moves < 3000; moves++ {
		deadline := time.Now().Add(30 * time.Second)
		for p1.state().Decision == "" && pages[2].state().Decision == "" && p1.state().Status != "over" {
			if time.Now().After(deadline) {
				t.Fatal("neither p1 nor p3 has a decision, and the game is not over")
			}
			time.Sleep(30 * time.Millisecond)
		}
		if p1.state().Status == "over" {
			break
		}
		if p1.state().Decision == "" {
			pages[2].move(r)
			continue
		}
		if checked < 8 {
			checked++
			l.mu.Lock()
			tv := l.g.(engine.TableViewer).TableView(0)
			l.mu.Unlock()
			var got swiftBoard
			if err := json.Unmarshal([]byte(p1.eval(swiftBoardJS)), &got); err != nil {
				t.Fatal(err)
			}
			t.Run(fmt.Sprintf("check %d: p1 sees its own hand and its teammate's, only the opponents' counts, the Cache and each team's health", checked), func(t *testing.T) {
				if got.Me != "p1" {
					t.Errorf("the viewer's section is %q, want p1", got.Me)
				}
				var hand []string
				for _, c := range tv.Players[0].Piles[0].Cards {
					hand = append(hand, c.Title)
				}
				if len(got.MyHand) != len(hand) {
					t.Errorf("p1's hand on the page is %v, its table holds %v", got.MyHand, hand)
				}
				var others []string
				for s := 1; s < 4; s++ {
					pile := tv.Players[s].Piles[0]
					shown := 0
					if s == 2 {
						shown = pile.Count // the teammate's hand, card by card
					}
					others = append(others, fmt.Sprintf("p%d:%d:", s+1, shown))
				}
				var gotOthers []string
				for _, o := range got.Others {
					role, rest, _ := cutTwo(o)
					gotOthers = append(gotOthers, role+":"+rest+":")
				}
				if !slices.Equal(gotOthers, others) {
					t.Errorf("the other seats' hands on the page are %v, want %v (role:cards shown)", got.Others, others)
				}
				if !got.Cache {
					t.Error("the Cache is not drawn")
				}
				if got.Teams == "" {
					t.Error("no teams line: each team's shared health is not shown")
				}
			})
			if checked == 1 {
				p1.screenshot("neuroscape-2v2-p1")
			}
		}
		p1.move(r)
	}
	if p1.state().Status != "over" {
		t.Fatalf("the game is not over after %d moves", moves)
	}
	res, over := l.g.Result()
	if !over {
		t.Fatal("the page says over, the game does not")
	}
	t.Logf("over after %d moves by the people: %+v", moves, res)
	if checked == 0 {
		t.Fatal("p1 was never asked to decide")
	}
}

// cutTwo splits "role:shown:count text" into the role and the cards shown.
func cutTwo(s string) (role, shown, rest string) {
	var parts [3]string
	i := 0
	for _, r := range s {
		if r == ':' && i < 2 {
			i++
			continue
		}
		parts[i] += string(r)
	}
	return parts[0], parts[1], parts[2]
}
