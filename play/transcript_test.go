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
	"github.com/datafort/datafort/play"
)

// transcript is one scripted session of a person at the terminal, the
// other seats played by bots.
type transcript struct {
	ruleset string       // the game's registered name
	setup   engine.Setup // the game's setup
	file    string       // testdata/FILE.in is the input, FILE.golden the output
	seat    engine.Seat  // the person's seat
	other   func(s engine.SeatInfo) (bot.Player, error)
	board   string   // the text each drawing of the board shows once
	want    []string // in the transcript
}

// playTranscript plays tr and checks what every game's transcript owes a
// person: the lines of want, the board shown before the first question
// and on "board" only, no question with a single answer, a record that
// replays to the game's state, and the golden file (go test -update
// rewrites it). It returns the transcript for the game's own checks.
func playTranscript(t *testing.T, tr transcript) string {
	t.Helper()
	rs, err := engine.Lookup(tr.ruleset)
	if err != nil {
		t.Fatal(err)
	}
	in, err := os.Open(filepath.Join("testdata", tr.file+".in"))
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	g, err := rs.New(tr.setup)
	if err != nil {
		t.Fatal(err)
	}
	seats := g.Seats()
	players := make([]bot.Player, len(seats))
	for _, s := range seats {
		if s.Seat == tr.seat {
			continue
		}
		if players[s.Seat], err = tr.other(s); err != nil {
			t.Fatal(err)
		}
	}
	var out bytes.Buffer
	var rec engine.Record
	if err := play.PlayRecorded(g, tr.seat, in, &out, players, &rec); err != nil {
		t.Fatalf("Play: %v", err)
	}
	text := out.String()
	for _, w := range tr.want {
		if !strings.Contains(text, w) {
			t.Errorf("transcript lacks %q", w)
		}
	}
	script, err := os.ReadFile(filepath.Join("testdata", tr.file+".in"))
	if err != nil {
		t.Fatal(err)
	}
	if boards, want := strings.Count(text, tr.board), 1+strings.Count(string(script), "board\n"); boards != want {
		t.Errorf("the board is shown %d times, want %d", boards, want)
	}
	// A question with one answer is never asked ("Enter 1 (").
	if m := regexp.MustCompile(`Enter -?\d+ \(`).FindString(text); m != "" {
		t.Errorf("the person was asked a question with a single answer: %q", m)
	}
	g2, err := engine.Replay(rs, engine.Record{Ruleset: tr.ruleset, Setup: tr.setup, Choices: rec.Choices, Hashes: rec.Hashes})
	if err != nil {
		t.Fatalf("the record does not replay: %v", err)
	}
	h1, _ := engine.Hash(g)
	h2, _ := engine.Hash(g2)
	if h1 != h2 || len(rec.Choices) == 0 {
		t.Errorf("the record (%d choices) replays to another state", len(rec.Choices))
	}
	checkGolden(t, tr.file, text)
	return text
}

// checkGolden compares text with testdata/FILE.golden, which -update
// rewrites first.
func checkGolden(t *testing.T, file, text string) {
	t.Helper()
	golden := filepath.Join("testdata", file+".golden")
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
		t.Errorf("output differs from %s (go test -update to rewrite):\n%s", golden, text)
	}
}
