package play_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/neuroscape"
	_ "github.com/datafort/datafort/neuroscape/cards"     // the Neuroscape card definitions
	_ "github.com/datafort/datafort/neuroscape/heuristic" // the Neuroscape heuristic player
	"github.com/datafort/datafort/play"
)

// TestPlayNeuroscape plays Neuroscape from a script as a person would,
// against heuristic players at every other seat, in 1v1 and in 2v2, and
// checks the transcript against a golden file and for what the terminal
// owes a person: the board as text (the person's hand, and in 2v2 the
// teammate's, never an opponent's), options grouped by card, card texts on
// request, no question with a single answer, and a record that replays.
func TestPlayNeuroscape(t *testing.T) {
	tests := []struct {
		name    string
		file    string // testdata/FILE.in is the input, FILE.golden the output
		players int
		seat    engine.Seat
		seed    uint64
		want    []string // in the transcript
	}{
		{name: "1v1: a person at p1 plays against the heuristic p2", file: "neuroscape-1v1", players: 2, seat: 0, seed: 3, want: []string{
			"NEUROSCAPE · round 1 of 40",
			"P1 · team 1 · you\n",
			"P2 · team 2 · opponent\n",
			"  VIRTUAL KID (#1)\n     2) put VIRTUAL KID #1 on the bottom",           // grouped by card, titled by its face
			"SHREDDER — Character · Thrasher",                                        // help CARD
			"play BACK ALLEY BRUISERS #8 — 4 RAM committed — DUEL target character.", // an option's cost and text
			"KNUCKLE UP targeting PSYCHIC #10 — 1 RAM, runs the character — DUEL",    // an ability's costs
			"Game over",
		}},
		{name: "2v2: a person at p1 plays with a heuristic teammate p3 against two heuristic players", file: "neuroscape-2v2", players: 4, seat: 0, seed: 5, want: []string{
			"Health: team 1 (p1, p3) BF 20 MF 20 · team 2 (p2, p4) BF 20 MF 20",
			"P3 · team 1 · your teammate\n",
			"P4 · team 2 · opponent\n",
			"Game over",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in, err := os.Open(filepath.Join("testdata", tt.file+".in"))
			if err != nil {
				t.Fatal(err)
			}
			defer in.Close()
			rs, err := engine.Lookup(neuroscape.Name)
			if err != nil {
				t.Fatal(err)
			}
			setup := engine.Setup{Seed: tt.seed, Options: map[string]string{"players": fmt.Sprint(tt.players)}}
			g, err := rs.New(setup)
			if err != nil {
				t.Fatal(err)
			}
			players := make([]bot.Player, tt.players)
			for s := range players {
				if engine.Seat(s) == tt.seat {
					continue
				}
				if players[s], err = bot.New("heuristic", bot.Config{Game: neuroscape.Name, Seat: engine.Seat(s), Seed: tt.seed}); err != nil {
					t.Fatal(err)
				}
			}
			var out bytes.Buffer
			var rec engine.Record
			if err := play.PlayRecorded(g, tt.seat, in, &out, players, &rec); err != nil {
				t.Fatalf("Play: %v", err)
			}
			text := out.String()
			for _, w := range tt.want {
				if !strings.Contains(text, w) {
					t.Errorf("transcript lacks %q", w)
				}
			}
			// The board is shown before the first question and on "board".
			script, err := os.ReadFile(filepath.Join("testdata", tt.file+".in"))
			if err != nil {
				t.Fatal(err)
			}
			if boards, want := strings.Count(text, "NEUROSCAPE · round"), 1+strings.Count(string(script), "board\n"); boards != want {
				t.Errorf("the board is shown %d times, want %d", boards, want)
			}
			// No opponent's hand is shown: a hand row appears only in the
			// part of the person's team.
			for _, part := range strings.Split(text, "\nP")[1:] {
				if strings.Contains(part[:min(len(part), 40)], "· opponent\n") && strings.Contains(part, "\n  hand ") {
					t.Errorf("an opponent's hand is shown:\nP%s", part)
				}
			}
			if m := regexp.MustCompile(`Enter -?\d+ \(`).FindString(text); m != "" {
				t.Errorf("the person was asked a question with a single answer: %q", m)
			}
			g2, err := engine.Replay(rs, engine.Record{Ruleset: neuroscape.Name, Setup: setup, Choices: rec.Choices, Hashes: rec.Hashes})
			if err != nil {
				t.Fatalf("the record does not replay: %v", err)
			}
			h1, _ := engine.Hash(g)
			h2, _ := engine.Hash(g2)
			if h1 != h2 || len(rec.Choices) == 0 {
				t.Errorf("the record (%d choices) replays to another state", len(rec.Choices))
			}
			golden := filepath.Join("testdata", tt.file+".golden")
			if *update {
				if err := os.WriteFile(golden, out.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if text != string(want) {
				t.Errorf("output differs from %s (go test -update to rewrite)", golden)
			}
		})
	}
}
