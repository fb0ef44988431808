package bso_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"reflect"
	"strconv"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// redealCase is a game of testdata/redeal.json: played by bso's fuzz
// player of style with ONR's every-card decks, for steps choices.
type redealCase struct {
	Name    string `json:"name"`
	Players int    `json:"players"`
	Seed    uint64 `json:"seed"`
	Style   string `json:"style"`
	Steps   int    `json:"steps"`
}

// TestInfoStateDealsBigSellOutGamesTheSeatCannotTellApart deals, after
// every step of a game at a table of 4, 6 and 8 seats, a world from every
// seat's information state, and checks that it is a Big Sell-Out game in
// which the seat is shown exactly what it is shown in the real one: its
// view (with the MU an Agent fort's hidden nodes use, "Teams and
// Seating"), its pending decisions and their options. Each game must
// reach a position where a card of an Agent fort is hidden from a seat
// that is dealt a world, so that the public MU is put to the test.
func TestInfoStateDealsBigSellOutGamesTheSeatCannotTellApart(t *testing.T) {
	b, err := os.ReadFile("testdata/redeal.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []redealCase
	if err := json.Unmarshal(b, &cases); err != nil {
		t.Fatalf("testdata/redeal.json: %v", err)
	}
	for _, tc := range cases {
		t.Run(tc.Name+": every seat is shown the same in a world dealt from what it knows", func(t *testing.T) {
			decks, err := bso.Rules.(engine.FuzzDecks).EveryCardDecks(nil)
			if err != nil {
				t.Fatal(err)
			}
			// The every-card decks change as cards are added, and with them
			// the games: the case plays from its seed on until a game has
			// dealt worlds with a card of an Agent fort hidden (at most
			// eight games).
			hidden := 0 // the worlds dealt while a card of an Agent fort was hidden from their seat
			for seed := tc.Seed; seed < tc.Seed+8 && hidden == 0; seed++ {
				g, err := bso.New(engine.Setup{Seed: seed, Decks: decks, Options: map[string]string{"players": strconv.Itoa(tc.Players)}})
				if err != nil {
					t.Fatal(err)
				}
				styles, ok := bso.Rules.(interface {
					FuzzPlayer(engine.Game, string, uint64) (bot.Bot, error)
				})
				if !ok {
					t.Fatal("bso has no fuzz players")
				}
				player, err := styles.FuzzPlayer(g, tc.Style, seed)
				if err != nil {
					t.Fatal(err)
				}
				rng := engine.NewRNG(seed)
				for step := 0; step < tc.Steps; step++ {
					if _, over := g.Result(); over {
						break
					}
					// A world for each seat at every step made this test the
					// package's longest (281 s under load at 4, 6 and 8
					// seats), each world a game of every card dealt anew. A
					// seat is dealt one at the steps that are its turn in a
					// rotation, and at every step at which a card of an
					// Agent fort is hidden from it (the public MU this test
					// is for).
					for i, st := range g.Seats() {
						if i != step%len(g.Seats()) && !hiddenInAgentFort(g.State(), st.Seat) {
							continue
						}
						info, err := g.InfoState(st.Seat)
						if errors.Is(err, onr.ErrNoInfoState) {
							continue
						}
						if err != nil {
							t.Fatalf("step %d: seat %d: %v", step, st.Seat, err)
						}
						w, err := info.Sample(&rng, decks)
						if err != nil {
							t.Fatalf("step %d: seat %d: dealing: %v", step, st.Seat, err)
						}
						h, ok := w.(*bso.Game)
						if !ok {
							t.Fatalf("step %d: seat %d is dealt a %T, not a Big Sell-Out game", step, st.Seat, w)
						}
						if hiddenInAgentFort(g.State(), st.Seat) {
							hidden++
						}
						if err := shownTheSame(g, h, st.Seat); err != nil {
							t.Fatalf("step %d: seat %d: %v", step, st.Seat, err)
						}
					}
					pending := g.Pending()
					if len(pending) == 0 {
						t.Fatalf("step %d: no decision pending", step)
					}
					apply(t, g, player.Choose(pending[0]))
				}
			}
			if hidden == 0 {
				t.Fatalf("no world was dealt while a card of an Agent fort was hidden from its seat: the case tests nothing of the public MU")
			}
			t.Logf("%d worlds dealt with a card of an Agent fort hidden from their seat", hidden)
		})
	}
}

// shownTheSame returns an error naming the first thing seat is shown
// differently in the real game g and the world h dealt for it.
func shownTheSame(g, h *bso.Game, seat engine.Seat) error {
	vg, err := json.Marshal(g.View(seat))
	if err != nil {
		return err
	}
	vh, err := json.Marshal(h.View(seat))
	if err != nil {
		return err
	}
	if !bytes.Equal(vg, vh) {
		return fmt.Errorf("its view differs in the world dealt:\n%s\n%s", vg, vh)
	}
	var dg, dh []engine.Decision
	for _, d := range g.Pending() {
		if d.Seat == seat {
			dg = append(dg, d)
		}
	}
	for _, d := range h.Pending() {
		if d.Seat == seat {
			dh = append(dh, d)
		}
	}
	if !reflect.DeepEqual(dg, dh) {
		return fmt.Errorf("its decisions %+v differ in the world dealt: %+v", dg, dh)
	}
	for _, d := range dg {
		for i := range d.Options {
			if a, b := g.Describe(d, i), h.Describe(d, i); a != b {
				return fmt.Errorf("option %d reads %q, and %q in the world dealt", i, a, b)
			}
		}
	}
	return nil
}

// hiddenInAgentFort reports whether a card in an Agent fort of another
// Sponsor than seat is unrezzed, so hidden from seat.
func hiddenInAgentFort(s *onr.State, seat engine.Seat) bool {
	for fi := range s.Forts {
		if s.Forts[fi].Central != bso.CentralAgent || s.Forts[fi].Owner == seat {
			continue
		}
		for _, c := range s.Forts[fi].Cards {
			if !s.Cards[c].Rezzed {
				return true
			}
		}
	}
	return false
}

// TestInfoStateSpreadsTheTwoSetupDecksOverTheSeats checks that a world is
// dealt from the decks as a game is set up (New): with two, the Sponsors'
// for every Sponsor and the Agents' for every Agent, not only for seats 0
// and 1.
func TestInfoStateSpreadsTheTwoSetupDecksOverTheSeats(t *testing.T) {
	for _, players := range []int{4, 6, 8} {
		t.Run(fmt.Sprintf("%d seats: every other Agent is dealt from the Agents' deck", players), func(t *testing.T) {
			agentsDeck, err := os.ReadFile("testdata/agents-jackhammer.txt")
			if err != nil {
				t.Fatal(err)
			}
			g := newGame(t, 1, "players="+strconv.Itoa(players))
			info, err := g.Info(0)
			if err != nil {
				t.Fatal(err)
			}
			rng := engine.NewRNG(1)
			w, err := info.Deal(&rng, []string{"", string(agentsDeck)})
			if err != nil {
				t.Fatal(err)
			}
			s := w.State()
			agents := 0
			for c := int32(1); c < int32(len(s.Cards)); c++ {
				seat := s.Cards[c].Owner
				if s.Players[seat].Role != onr.Runner {
					continue
				}
				agents++
				if title := s.Def(c).Card().Title; title != "Jackhammer" {
					t.Fatalf("card %d of Agent seat %d is dealt %q, not from the Agents' deck", c, seat, title)
				}
			}
			want := 0
			for c := int32(1); c < int32(len(g.State().Cards)); c++ {
				if g.State().Players[g.State().Cards[c].Owner].Role == onr.Runner {
					want++
				}
			}
			if agents != want || want == 0 {
				t.Fatalf("%d cards of Agents dealt, want %d", agents, want)
			}
		})
	}
}
