package play_test

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	_ "github.com/datafort/datafort/onr/cards" // the ONR card definitions
	"github.com/datafort/datafort/play"
)

// TestPlayONR plays ONR from a script as a person would, and checks the
// transcript against a golden file and for what the terminal owes a
// person: options grouped by card with their costs and texts, card texts
// on request (and none of a card hidden from the person), the run's
// progress, public zones, confirmation of an option that cannot be taken
// back, and no question that has a single answer.
func TestPlayONR(t *testing.T) {
	tests := []struct {
		name string
		file string // testdata/FILE.in is the input, FILE.golden the output
		seat engine.Seat
		seed uint64
		want []string // in the transcript
	}{
		{name: "a runner asks for help, runs and is asked to confirm jacking out", file: "onr-runner", seat: 1, seed: 3, want: []string{
			"  General\n     1) draw — 1 action\n",                    // grouped, with the cost
			"play Executive Wiretaps — 1 action, 2 bits — Make a run", // a card's text with its option
			"Commands:\n",                    // ? lists the commands
			"   costs: 1 action, 2 bits\n",   // ? N explains option N
			"Card #8 is not one you can see", // help #N of a hidden card, by its label
			"No card you see is labelled #105.",
			"  Wall of Static — Ice: Wall\n  rez 3 · strength 2\n    ↳ End the run.", // help TITLE
			"No card is called \"Nonexistent Card\".",
			"Run on HQ: approaching ice 1 of 1, outermost first", // the run's progress, an unrezzed ice included
			"Careful: the run ends. Enter y to confirm",
			"Changed:\n  Runner: actions 2 (was 3), Hand 6 (was 5), Stack 40 (was 41)\n", // what changed since the last question, not the board
			"  trash: #1 \"Green Knight\" Surge Buffers",                                 // the Runner's trash is shown on "board", the card labelled as in the hand
			"in it: #7 Remote Facility",                                                  // a card seen in a fort
			"  Archives: #7 Remote Facility",                                             // keeps its label in the Archives
		}},
		{name: "a corp installs ice and is asked to rez it when the runner approaches", file: "onr-corp", seat: 0, seed: 1, want: []string{
			"install Fetch 4.0.1 on HQ — 1 action\n",
			"play Accounts Receivable — 1 action, 5 bits — Gain 9¤.",
			"Run on HQ: approaching ice 1 of 1, outermost first (Fetch 4.0.1)",
			"  Fetch 4.0.1 (#1)\n     2) rez Fetch 4.0.1 — ↳ Trace 3-If trace is successful, give Runner a tag.",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in, err := os.Open(filepath.Join("testdata", tt.file+".in"))
			if err != nil {
				t.Fatal(err)
			}
			defer in.Close()
			g, err := onr.New(engine.Setup{Seed: tt.seed})
			if err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			var rec engine.Record
			players := make([]bot.Player, 2)
			players[1-tt.seat] = bot.Seated{Bot: bot.NewRandom(tt.seed)}
			if err := play.PlayRecorded(g, tt.seat, in, &out, players, &rec); err != nil {
				t.Fatalf("Play: %v", err)
			}
			text := out.String()
			for _, w := range tt.want {
				if !strings.Contains(text, w) {
					t.Errorf("transcript lacks %q", w)
				}
			}
			// The board is shown before the first question and on "board"
			// only, not after every move.
			script, err := os.ReadFile(filepath.Join("testdata", tt.file+".in"))
			if err != nil {
				t.Fatal(err)
			}
			boards := strings.Count(text, "\nRUNNER  bits")
			if want := 1 + strings.Count(string(script), "board\n"); boards != want {
				t.Errorf("the board is shown %d times, want %d", boards, want)
			}
			// A question with one answer is never asked ("Enter 1 (").
			if m := regexp.MustCompile(`Enter -?\d+ \(`).FindString(text); m != "" {
				t.Errorf("the person was asked a question with a single answer: %q", m)
			}
			// Plurals are right: "1 bit", never "1 bits".
			if m := regexp.MustCompile(`\b1 (bits|tags|actions|agenda points|counters|advancements|cards)\b`).FindString(text); m != "" {
				t.Errorf("the transcript says %q", m)
			}
			// The record replays to the game's state.
			g2, err := engine.Replay(onr.Rules, engine.Record{Ruleset: "onr", Setup: engine.Setup{Seed: tt.seed}, Choices: rec.Choices, Hashes: rec.Hashes})
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
				t.Errorf("output differs from %s (go test -update to rewrite):\n%s", golden, text)
			}
		})
	}
}
