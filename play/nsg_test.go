package play_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
	_ "github.com/datafort/datafort/nsg/heuristic" // the NSG players (and, through nsg/cards, NSG)
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
			text := playTranscript(t, transcript{
				ruleset: nsg.Name, setup: engine.Setup{Seed: tt.seed}, file: tt.file, seat: tt.seat,
				other: func(s engine.SeatInfo) (bot.Player, error) {
					return bot.New("heuristic", bot.Config{Game: nsg.Name, Seat: s.Seat, Role: s.Role, Seed: tt.seed})
				},
				board: "\nCORP    ", want: tt.want,
			})
			if strings.Contains(text, `"servers"`) {
				t.Error("the board is shown as JSON")
			}
		})
	}
}
