package play_test

import (
	"bytes"
	"errors"
	"flag"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/enginetest"
	"github.com/datafort/datafort/play"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

func newToy(t *testing.T, seed uint64) engine.Game {
	t.Helper()
	g, err := enginetest.Toy{}.New(engine.Setup{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// plain hides every optional interface of a game, such as engine.Renderer.
type plain struct{ engine.Game }

func TestPlayGolden(t *testing.T) {
	tests := []struct {
		name   string
		file   string // testdata/FILE.in is the input, FILE.golden the output
		seat   engine.Seat
		seed   uint64
		plain  bool
		result bool // whether the game ends
	}{
		{name: "a person at alpha plays a whole game and wins", file: "alpha-wins", seat: 0, seed: 1, result: true},
		{name: "a person at beta without a renderer sees JSON and is asked again after bad input", file: "beta-json-bad-input", seat: 1, seed: 2, plain: true, result: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in, err := os.Open(filepath.Join("testdata", tt.file+".in"))
			if err != nil {
				t.Fatal(err)
			}
			defer in.Close()
			g := newToy(t, tt.seed)
			pg := g
			if tt.plain {
				pg = plain{g}
			}
			var out bytes.Buffer
			if err := play.Play(pg, tt.seat, in, &out, bot.NewRandom(tt.seed)); err != nil {
				t.Fatalf("Play: %v", err)
			}
			if _, over := g.Result(); over != tt.result {
				t.Errorf("game over: %v, want %v", over, tt.result)
			}
			checkGolden(t, tt.file, out.String())
		})
	}
}

func TestPlayInput(t *testing.T) {
	tests := []struct {
		name    string
		input   string
		want    []string // in the output
		counter string   // in the output's last view, e.g. "Counter 2 of 21"
	}{
		{name: "q quits cleanly", input: "q\n", want: []string{"Leaving the game."}},
		{name: "quit quits cleanly", input: " QUIT \n", want: []string{"Leaving the game."}},
		{name: "end of input quits cleanly", input: "", want: []string{"End of input; leaving the game."}},
		{name: "a word is refused", input: "two\nq\n", want: []string{`"two" is not a number from 1 to 3; ? lists the commands.`}},
		{name: "option 0 is refused, options count from 1", input: "0\nq\n", want: []string{`"0" is not a number from 1 to 3; ? lists the commands.`}},
		{name: "an option past the last is refused", input: "4\nq\n", want: []string{`"4" is not a number from 1 to 3; ? lists the commands.`}},
		{name: "an empty line asks again silently", input: "\n\nq\n", want: []string{"(? for help, q to quit): Enter a number"}},
		{name: "a valid answer is applied", input: "2\nq\n", want: []string{"alpha adds 2: counter 2"}},
		{name: "a last line without newline is read", input: "2", want: []string{"alpha adds 2: counter 2", "End of input"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			// Seed 1: alpha starts.
			if err := play.Play(newToy(t, 1), 0, strings.NewReader(tt.input), &out, bot.NewRandom(1)); err != nil {
				t.Fatalf("Play: %v", err)
			}
			for _, w := range tt.want {
				if !strings.Contains(out.String(), w) {
					t.Errorf("output lacks %q:\n%s", w, &out)
				}
			}
		})
	}
}

func TestPlayHidesTheBotsBids(t *testing.T) {
	// Bid 0 in every auction and add 1 otherwise, to a game's end.
	input := strings.Repeat("1\n0\n", 40)
	for seed := range uint64(20) {
		var out bytes.Buffer
		g := newToy(t, seed)
		if err := play.Play(g, 0, strings.NewReader(input), &out, bot.NewRandom(seed)); err != nil {
			t.Fatal(err)
		}
		if _, over := g.Result(); !over {
			t.Fatalf("seed %d: game not over:\n%s", seed, &out)
		}
		// Before an auction ends, the person must not see beta's number.
		for _, block := range strings.Split(out.String(), "Bid points in the auction") {
			last := block[strings.LastIndex(block, "─")+1:]
			if regexp.MustCompile(`beta bids \d|beta +\d+ points, bid`).MatchString(last) {
				t.Fatalf("seed %d: beta's bid shown before the auction ends:\n%s", seed, last)
			}
		}
	}
}

// cheat is a bot that answers with an option that does not exist.
type cheat struct{}

func (cheat) Choose(d engine.Decision) engine.Choice {
	return engine.Choice{Decision: d.ID, Seat: d.Seat, Option: 99}
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("terminal gone") }

func TestPlayErrors(t *testing.T) {
	tests := []struct {
		name string
		seat engine.Seat
		read error // if set, reading fails with it
		out  bool  // if set, writing fails
		bots []bot.Bot
		want string
	}{
		{name: "a seat outside the game is an error", seat: 2, bots: []bot.Bot{bot.NewRandom(1)}, want: "no seat 2"},
		{name: "a negative seat is an error", seat: engine.NoSeat, bots: []bot.Bot{bot.NewRandom(1)}, want: "no seat -1"},
		{name: "an opponent without a bot is an error", seat: 0, want: "no bot for seat 1 (beta)"},
		{name: "a bot's illegal choice is an error", seat: 1, bots: []bot.Bot{cheat{}}, want: "bot at seat 0 (alpha)"},
		{name: "a read error is returned", seat: 0, read: errors.New("tty lost"), bots: []bot.Bot{bot.NewRandom(1)}, want: "reading input: tty lost"},
		{name: "a write error is returned", seat: 0, out: true, bots: []bot.Bot{bot.NewRandom(1)}, want: "terminal gone"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := iotest.ErrReader(tt.read)
			if tt.read == nil {
				in = strings.NewReader("1\n1\n1\n")
			}
			var out io.Writer = &bytes.Buffer{}
			if tt.out {
				out = failingWriter{}
			}
			// Seed 1: alpha starts.
			err := play.Play(newToy(t, 1), tt.seat, in, out, tt.bots...)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Play: %v, want an error containing %q", err, tt.want)
			}
		})
	}
}

// lone offers only the first option of every Select decision, as a game
// whose windows have a single "pass" does.
type lone struct{ engine.Game }

func (g lone) Pending() []engine.Decision {
	ds := g.Game.Pending()
	for i := range ds {
		if ds[i].Kind == engine.Select && len(ds[i].Options) > 1 {
			ds[i].Options = ds[i].Options[:1]
		}
	}
	return ds
}

func TestPlayDoesNotAskASingleAnswer(t *testing.T) {
	g := newToy(t, 4)
	var out bytes.Buffer
	// Only the auctions' bids are asked: bid 0 every time.
	if err := play.Play(lone{g}, 0, strings.NewReader(strings.Repeat("0\n", 40)), &out, bot.NewRandom(4)); err != nil {
		t.Fatal(err)
	}
	if _, over := g.Result(); !over {
		t.Fatalf("game not over:\n%s", &out)
	}
	if strings.Contains(out.String(), "Add to the counter") {
		t.Errorf("the person was asked a question with a single answer:\n%s", &out)
	}
	if !strings.Contains(out.String(), "Bid points in the auction") || !strings.Contains(out.String(), "alpha adds 1") {
		t.Errorf("the transcript lacks the bids asked or the single answers made:\n%s", &out)
	}
}
