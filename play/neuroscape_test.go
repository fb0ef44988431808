package play_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/neuroscape"
	_ "github.com/datafort/datafort/neuroscape/cards"     // the Neuroscape card definitions
	_ "github.com/datafort/datafort/neuroscape/heuristic" // the Neuroscape heuristic player
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
			text := playTranscript(t, transcript{
				ruleset: neuroscape.Name, file: tt.file, seat: tt.seat,
				setup: engine.Setup{Seed: tt.seed, Options: map[string]string{"players": fmt.Sprint(tt.players)}},
				other: func(s engine.SeatInfo) (bot.Player, error) {
					return bot.New("heuristic", bot.Config{Game: neuroscape.Name, Seat: s.Seat, Seed: tt.seed})
				},
				board: "NEUROSCAPE · round", want: tt.want,
			})
			// No opponent's hand is shown: a hand row appears only in the
			// part of the person's team.
			for _, part := range strings.Split(text, "\nP")[1:] {
				if strings.Contains(part[:min(len(part), 40)], "· opponent\n") && strings.Contains(part, "\n  hand ") {
					t.Errorf("an opponent's hand is shown:\nP%s", part)
				}
			}
		})
	}
}
