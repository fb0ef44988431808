package play_test

import (
	"regexp"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	_ "github.com/datafort/datafort/onr/cards" // the ONR card definitions
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
			text := playTranscript(t, transcript{
				ruleset: "onr", setup: engine.Setup{Seed: tt.seed}, file: tt.file, seat: tt.seat,
				other: func(engine.SeatInfo) (bot.Player, error) { return bot.Seated{Bot: bot.NewRandom(tt.seed)}, nil },
				board: "\nRUNNER  bits", want: tt.want,
			})
			// Plurals are right: "1 bit", never "1 bits".
			if m := regexp.MustCompile(`\b1 (bits|tags|actions|agenda points|counters|advancements|cards)\b`).FindString(text); m != "" {
				t.Errorf("the transcript says %q", m)
			}
		})
	}
}
