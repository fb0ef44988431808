package plugtest

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/neuroscape"
	"github.com/datafort/datafort/neuroscape/decks"
	_ "github.com/datafort/datafort/neuroscape/heuristic" // the players that reach the positions
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// midgame returns a game of the complete decks at players seats (2 or 4)
// played by heuristic players from seed to the first blockers declared on
// turn turn or later.
func midgame(t *testing.T, players int, seed uint64, turn int) engine.Game {
	t.Helper()
	names := []string{"cybernetic-corpo", "thrasher-corpo", "thrasher-corpo", "cybernetic-corpo"}[:players]
	var texts []string
	for _, n := range names {
		d, ok := decks.Lookup(n)
		if !ok {
			t.Fatalf("no shipped deck %s", n)
		}
		texts = append(texts, d.Text)
	}
	g, err := ruleset(t).New(engine.Setup{Seed: seed, Decks: texts, Options: map[string]string{"players": fmt.Sprint(players)}})
	if err != nil {
		t.Fatal(err)
	}
	ps := make([]bot.Player, players)
	for i := range ps {
		if ps[i], err = bot.New("heuristic", bot.Config{Game: neuroscape.Name, Seat: engine.Seat(i), Seed: seed + uint64(i)}); err != nil {
			t.Fatal(err)
		}
	}
	table := bot.NewTable(g, ps)
	for {
		if _, over := g.Result(); over {
			t.Fatalf("the game of seed %d ended before blockers were declared on turn %d or later: choose another position", seed, turn)
		}
		if v := g.View(engine.NoSeat).(neuroscape.View); v.Turn >= turn && blocking(&v) {
			return g
		}
		if _, err := table.Step(); err != nil {
			t.Fatal(err)
		}
	}
}

// TestRenderShowsTheBoardAsTheSeatSeesIt: the terminal's board
// (engine.Renderer) of a 1v1 and a 2v2 game once blockers are declared, from a player's
// seat and a spectator's, matches its golden file, and shows a hand
// exactly to the seats that may see it (HandSight: its holder and, in
// 2v2, the holder's teammate).
func TestRenderShowsTheBoardAsTheSeatSeesIt(t *testing.T) {
	for _, tt := range []struct {
		name          string
		players, turn int
		seed          uint64
		seat          engine.Seat
		golden        string
	}{
		{"1v1 from p1's seat: its own hand, not p2's", 2, 5, 1, 0, "render-1v1-p1"},
		{"1v1 from a spectator's seat: no hand", 2, 5, 1, engine.NoSeat, "render-1v1-spectator"},
		{"2v2 from p2's seat: its hand and its teammate p4's, not p1's nor p3's", 4, 7, 2, 1, "render-2v2-p2"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g := midgame(t, tt.players, tt.seed, tt.turn)
			r, ok := g.(engine.Renderer)
			if !ok {
				t.Fatal("a neuroscape game is no engine.Renderer")
			}
			text := r.Render(tt.seat)
			v := g.View(tt.seat).(neuroscape.View)
			st := g.(*neuroscape.Game).State()
			for s, p := range st.P {
				for _, id := range p.Hand {
					name := handName(t, g, s, id)
					shown := strings.Contains(text, fmt.Sprintf("#%d %s — ", id, name))
					if want := neuroscape.HandSight(tt.seat, engine.Seat(s)); shown != want {
						t.Errorf("p%d's card #%d %s in hand: shown %v, want %v", s+1, id, name, shown, want)
					}
				}
			}
			if !strings.Contains(text, fmt.Sprintf("round %d of %d", v.Round, v.Rounds)) {
				t.Errorf("the board does not say the round:\n%s", text)
			}
			golden := filepath.Join("testdata", tt.golden+".golden")
			if *update {
				if err := os.WriteFile(golden, []byte(text), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if text != string(want) {
				t.Errorf("the board differs from %s (go test -update to rewrite):\n%s", golden, text)
			}
		})
	}
}

// blocking reports whether a character of view v blocks.
func blocking(v *neuroscape.View) bool {
	for _, p := range v.Players {
		for _, c := range p.Play {
			if c.Blocking != 0 {
				return true
			}
		}
	}
	return false
}

// handName returns the name of card id in seat's hand, read from the
// holder's own view.
func handName(t *testing.T, g engine.Game, seat int, id int32) string {
	t.Helper()
	for _, c := range g.View(engine.Seat(seat)).(neuroscape.View).Players[seat].Hand {
		if c.ID == id {
			return c.Name
		}
	}
	t.Fatalf("card #%d is not in p%d's hand in its own view", id, seat+1)
	return ""
}

// TestCardFacesTellOnlyWhatTheSeatMayKnow: a card's face (engine.CardFaces,
// for option groups and `help #N`) is given for a card in a hand only to
// the seats that may see the hand, never for a card in a deck, and for a
// card in play to everyone.
func TestCardFacesTellOnlyWhatTheSeatMayKnow(t *testing.T) {
	g := midgame(t, 4, 2, 5)
	st := g.(*neuroscape.Game).State()
	cf := g.(engine.CardFaces)
	inPlay := st.P[0].Play[0]
	for _, tt := range []struct {
		name string
		id   int32
		seat engine.Seat
		want bool
	}{
		{"p1's hand to p1", st.P[0].Hand[0], 0, true},
		{"p1's hand to its teammate p3", st.P[0].Hand[0], 2, true},
		{"p1's hand to the opponent p2", st.P[0].Hand[0], 1, false},
		{"p1's hand to a spectator", st.P[0].Hand[0], engine.NoSeat, false},
		{"p1's cyberdeck to p1", st.P[0].Deck[0], 0, false},
		{"p1's RAM deck to p1", st.P[0].RAMDeck[0], 0, false},
		{"p1's character in play to the opponent p4", inPlay, 3, true},
		{"p1's character in play to a spectator", inPlay, engine.NoSeat, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f, ok := cf.CardFace(int(tt.id), tt.seat)
			if ok != tt.want || (ok && f.Title == "") {
				t.Errorf("CardFace(#%d, %d) = %q, %v; want shown %v", tt.id, tt.seat, f.Title, ok, tt.want)
			}
		})
	}
	if f, ok := cf.CardNamed("shredder"); !ok || f.Title != "SHREDDER" {
		t.Errorf("CardNamed(shredder) = %q, %v", f.Title, ok)
	}
}
