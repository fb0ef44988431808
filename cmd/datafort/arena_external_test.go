package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/datafort/datafort/bot"
)

// scriptedAgent is an external agent for arena tests, speaking the player
// side of the protocol on in and out: it answers hello, and each "act"
// request, strictly decoded, by mode: "pick" chooses a legal action from
// what the request holds alone (so the games do not depend on how the
// arena's workers interleave), "misspelled" answers {"acton":…} and
// "illegal" an action no decision offers. It appends each request's
// command to the file log. It returns the process's exit status.
func scriptedAgent(mode, log string, in io.Reader, out io.Writer) int {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	var seen []string
	defer func() {
		if log != "" {
			_ = os.WriteFile(log, []byte(strings.Join(seen, "\n")), 0o644)
		}
	}()
	for sc.Scan() {
		var req struct {
			Cmd          string `json:"cmd"`
			Protocol     int    `json:"protocol"`
			Game         string `json:"game"`
			Seed         uint64 `json:"seed"`
			Player       int    `json:"player"`
			Role         string `json:"role"`
			LegalActions []int  `json:"legal_actions"`
			Observation  struct {
				Indices []int     `json:"indices"`
				Values  []float32 `json:"values"`
			} `json:"observation"`
		}
		dec := json.NewDecoder(bytes.NewReader(sc.Bytes()))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&req); err != nil {
			fmt.Fprintln(os.Stderr, "scripted agent:", err)
			return 1
		}
		seen = append(seen, fmt.Sprintf("%s %d", req.Cmd, len(req.LegalActions)))
		switch req.Cmd {
		case "hello":
			fmt.Fprintf(out, "{\"protocol\":%d}\n", req.Protocol)
		case "quit":
			return 0
		case "act":
			sum := int(req.Seed % 1000)
			for _, i := range req.Observation.Indices {
				sum += i
			}
			a := req.LegalActions[sum%len(req.LegalActions)]
			switch mode {
			case "misspelled":
				fmt.Fprintf(out, "{\"acton\":%d}\n", a)
			case "illegal":
				fmt.Fprintln(out, `{"action":-7}`)
			default:
				fmt.Fprintf(out, "{\"action\":%d}\n", a)
			}
		default:
			fmt.Fprintln(os.Stderr, "scripted agent: unknown command", req.Cmd)
			return 1
		}
	}
	return 0
}

// TestArenaSeatsAnExternalAgent plays arena games against an external
// agent, the test binary itself as scriptedAgent: a well-behaved agent
// plays every game it is seated at (asked at its decisions only, with
// legal actions, and told to quit at the end), and an agent answering
// with a misspelled key or an illegal action breaks its games, which the
// report counts, and is not asked again.
func TestArenaSeatsAnExternalAgent(t *testing.T) {
	tests := []struct {
		name, game, mode string
		games            int
		errors           int
	}{
		{"an external agent plays toy games to their ends", "toy", "pick", 3, 0},
		{"an external agent plays onr games to their ends", "onr", "pick", 1, 0},
		{"an agent answering a misspelled action key breaks its games", "toy", "misspelled", 2, 4},
		{"an agent answering an illegal action breaks its games", "toy", "illegal", 2, 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			log := filepath.Join(t.TempDir(), "agent.log")
			t.Setenv("DATAFORT_TEST_AGENT", tt.mode)
			t.Setenv("DATAFORT_TEST_AGENT_LOG", log)
			status, stdout, stderr := datafort(t, "", "arena", "--game", tt.game, "--agent", os.Args[0], "--player", "random", "--games", fmt.Sprint(tt.games), "--workers", "2", "--json")
			if status != exitOK {
				t.Fatalf("status %d\n%s\n%s", status, stdout, stderr)
			}
			var rep struct {
				Errors  int `json:"errors"`
				Results [][][]struct {
					Games int `json:"games"`
				} `json:"results"`
			}
			if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
				t.Fatalf("%v\n%s", err, stdout)
			}
			if rep.Errors != tt.errors {
				t.Fatalf("%d games broke, want %d\n%s", rep.Errors, tt.errors, stderr)
			}
			b, err := os.ReadFile(log)
			if err != nil {
				t.Fatalf("the agent left no log: %v", err)
			}
			lines := strings.Split(string(b), "\n")
			acts := 0
			for i, l := range lines {
				switch {
				case i == 0 && l != "hello 0":
					t.Fatalf("the agent was first sent %q, want hello", l)
				case i > 0 && strings.HasPrefix(l, "act ") && l != "act 0":
					acts++
				case i > 0 && l != "quit 0":
					t.Fatalf("request %d: %q", i, l)
				}
			}
			if tt.errors > 0 {
				// A program that answered wrongly is not asked again.
				if acts != 1 || lines[len(lines)-1] == "quit 0" {
					t.Fatalf("the broken agent was asked %d times and sent %q last; want once, and no quit", acts, lines[len(lines)-1])
				}
				return
			}
			if lines[len(lines)-1] != "quit 0" {
				t.Fatalf("the last request was %q, want quit", lines[len(lines)-1])
			}
			if min := 2 * tt.games; acts < min {
				t.Fatalf("the agent was asked %d times, want at least %d (a move in each game)", acts, min)
			}
		})
	}
}

// TestExternalPlayersOnlyInArena: outside an arena run (sim, play, and the
// server, whose bot specs come from its users: bot.New) a spec naming a
// program to start is refused, before the game starts.
func TestExternalPlayersOnlyInArena(t *testing.T) {
	tests := []cmdTest{
		{name: "sim refuses an external player", args: []string{"sim", "--game", "toy", "--games", "1", "--bot", "alpha=external:cmd=/bin/true"}, status: exitFailure, stderr: []string{"only datafort arena seats an external program"}},
		{name: "play refuses an external player at start-up", args: []string{"play", "--side", "runner", "--seed", "1", "--record", "-", "--bot", "corp=external:cmd=/bin/true"}, status: exitUsage, stderr: []string{"only datafort arena seats an external program"}},
		{name: "play refuses an external player named for the seat you play too", args: []string{"play", "--seed", "1", "--record", "-", "--bot", "corp=external:cmd=/bin/true"}, stdin: "quit\n", status: exitUsage, stderr: []string{"only datafort arena seats an external program"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { tt.check(t) })
	}
	if _, err := bot.New("external:cmd=/bin/true", bot.Config{Game: "toy"}); err == nil {
		t.Error("bot.New seated an external program outside arena")
	}
}

// TestPythonExternalAgent seats examples/agent/external_agent.py in an
// arena of toy games: it plays them all without breaking one. It is
// skipped, saying so, only where python3 is not installed.
func TestPythonExternalAgent(t *testing.T) {
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 is not installed: the example external agent was not run")
	}
	script := filepath.Join("..", "..", "examples", "agent", "external_agent.py")
	status, stdout, stderr := datafort(t, "", "arena", "--game", "toy", "--agent", python+" "+script, "--player", "random", "--games", "3", "--json")
	if status != exitOK {
		t.Fatalf("status %d\n%s\n%s", status, stdout, stderr)
	}
	var rep struct {
		Errors  int       `json:"errors"`
		Ratings []float64 `json:"ratings"`
	}
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
		t.Fatalf("%v\n%s", err, stdout)
	}
	if rep.Errors != 0 || len(rep.Ratings) != 2 {
		t.Fatalf("%d games broke, %d ratings; want none broken and 2 ratings\n%s", rep.Errors, len(rep.Ratings), stderr)
	}
}
