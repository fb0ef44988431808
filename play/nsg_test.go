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
	"github.com/datafort/datafort/nsg"
	_ "github.com/datafort/datafort/nsg/heuristic" // the NSG players (and, through nsg/cards, NSG)
	"github.com/datafort/datafort/play"
)

// TestPlayNSG plays NSG Netrunner from a script as a person would, against
// the heuristic player, and checks the transcript against a golden file
// and for what the terminal owes a person: the board drawn as text (not
// JSON), options grouped by card with their costs and texts in words, card
// texts on request and none of a card hidden from the person, the run's
// progress, confirmation of jacking out, and a record that replays.
func TestPlayNSG(t *testing.T) {
	tests := []struct {
		name string
		file string // testdata/FILE.in is the input, FILE.golden the output
		seat engine.Seat
		seed uint64
		want []string // in the transcript
	}{
		{name: "a runner sees the board, asks for help, installs a breaker, runs, breaks and jacks out", file: "nsg-runner", seat: 1, seed: 3, want: []string{
			"CORP    The Syndicate: Profit over Principle\n", // the board, as text
			"  your grip: #1 Cleaver, #2 Telework Contract, #3 Unity, #4 Sure Gamble, #5 Mayfly\n",
			"  remote 1  ice (outermost first): #6 (hidden) [unrezzed]\n", // hidden cards by label only
			"     7) install Cleaver — 1 click, 3 credits — Interface → 1 credit: Break up to 2 barrier subroutines. / 2 credits: +1 strength.\n",
			"   costs: 1 click, 3 credits\n", // ? N explains option N
			"Card #6 is not one you can see", // help #N of a hidden card
			"  Palisade — Ice: Barrier\n",    // help TITLE
			"Run on HQ: approaching ice 1 of 1, outermost first",
			"HQ        ice (outermost first): #8 Palisade (str 2) [rezzed]", // strength on the board
			"     1) use Cleaver (ability 1) — 1 credit — Interface → 1 credit: Break up to 2 barrier subroutines.",
			"Run on HQ: past ice 1 of 1, outermost first (Palisade)",
			"Careful: the run ends. Enter y to confirm",
			"  the Runner jacks out\n",
		}},
		{name: "a corp installs, advances and rezzes the ice a run approaches", file: "nsg-corp", seat: 0, seed: 5, want: []string{
			"  your hand (HQ): #1 Seamless Launch, #2 Karunā, #3 Offworld Office, #4 Whitespace, #5 Urtica Cipher\n",
			"     5) install Karunā in HQ — 1 click — ↳ Do 2 net damage. The Runner may jack out. / ↳ Do 2 net damage.\n",
			"     5) install Whitespace in HQ — 1 click, 1 credit — ", // a second ice costs a credit
			"     7) advance Offworld Office — 1 click, 1 credit\n",
			"Run on remote 1: approaching ice 1 of 1, outermost first (Whitespace)",
			"     1) rez Whitespace — 2 credits — ↳ The Runner loses 3 credits.",
			"            root: #3 Offworld Office [unrezzed, 3 adv]\n",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in, err := os.Open(filepath.Join("testdata", tt.file+".in"))
			if err != nil {
				t.Fatal(err)
			}
			defer in.Close()
			setup := engine.Setup{Seed: tt.seed}
			g, err := nsg.Ruleset{}.New(setup)
			if err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			var rec engine.Record
			players := make([]bot.Player, 2)
			for _, s := range g.Seats() {
				if s.Seat == tt.seat {
					continue
				}
				p, err := bot.New("heuristic", bot.Config{Game: nsg.Name, Seat: s.Seat, Role: s.Role, Seed: tt.seed})
				if err != nil {
					t.Fatal(err)
				}
				players[s.Seat] = p
			}
			if err := play.PlayRecorded(g, tt.seat, in, &out, players, &rec); err != nil {
				t.Fatalf("Play: %v", err)
			}
			text := out.String()
			for _, w := range tt.want {
				if !strings.Contains(text, w) {
					t.Errorf("transcript lacks %q", w)
				}
			}
			if strings.Contains(text, `"servers"`) {
				t.Error("the board is shown as JSON")
			}
			// The board is shown before the first question and on "board"
			// only.
			script, err := os.ReadFile(filepath.Join("testdata", tt.file+".in"))
			if err != nil {
				t.Fatal(err)
			}
			boards := strings.Count(text, "\nCORP    ")
			if want := 1 + strings.Count(string(script), "board\n"); boards != want {
				t.Errorf("the board is shown %d times, want %d", boards, want)
			}
			if m := regexp.MustCompile(`Enter -?\d+ \(`).FindString(text); m != "" {
				t.Errorf("the person was asked a question with a single answer: %q", m)
			}
			g2, err := engine.Replay(nsg.Ruleset{}, engine.Record{Ruleset: nsg.Name, Setup: setup, Choices: rec.Choices, Hashes: rec.Hashes})
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
