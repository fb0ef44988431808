package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestMain lets the test binary stand in for datafort itself: with
// DATAFORT_TEST_MAIN=1 in its environment it runs the command line, so that
// tests can start "datafort agent" as a child process without building it.
//
// With DATAFORT_TEST_AGENT=MODE it is instead a scripted external agent
// (scriptedAgent), for arena's --agent.
func TestMain(m *testing.M) {
	if mode := os.Getenv("DATAFORT_TEST_AGENT"); mode != "" {
		os.Exit(scriptedAgent(mode, os.Getenv("DATAFORT_TEST_AGENT_LOG"), os.Stdin, os.Stdout))
	}
	if os.Getenv("DATAFORT_TEST_MAIN") == "1" {
		os.Exit(run(os.Args[1:], &env{stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr}))
	}
	os.Exit(m.Run())
}

// TestPythonExampleClient runs examples/agent/random_agent.py, which plays
// whole ONR games through "datafort agent" with only Python's standard
// library. It is skipped, saying so, only where python3 is not installed.
func TestPythonExampleClient(t *testing.T) {
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 is not installed: the example Python client was not run")
	}
	games := 2
	if testing.Short() {
		games = 1
	}
	script := filepath.Join("..", "..", "examples", "agent", "random_agent.py")
	cmd := exec.Command(python, script, "--games", strconv.Itoa(games), "--seed", "5", "--", os.Args[0], "agent")
	cmd.Env = append(os.Environ(), "DATAFORT_TEST_MAIN=1")
	out, err := cmd.Output()
	if err != nil {
		msg := ""
		if ee, ok := err.(*exec.ExitError); ok {
			msg = string(ee.Stderr)
		}
		t.Fatalf("%s: %v\n%s\n%s", script, err, out, msg)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) != games {
		t.Fatalf("want one line per game, got:\n%s", out)
	}
	for _, line := range lines {
		var g struct {
			Moves   int       `json:"moves"`
			Returns []float64 `json:"returns"`
			Checks  int       `json:"checks"`
		}
		if err := json.Unmarshal([]byte(line), &g); err != nil {
			t.Fatalf("line %q: %v", line, err)
		}
		if g.Moves < 10 || len(g.Returns) != 2 || g.Returns[0]+g.Returns[1] != 0 || g.Returns[0] == 0 {
			t.Errorf("game %+v: want a finished two-player game with a winner", g)
		}
	}
}

func TestAgentCommand(t *testing.T) {
	in := strings.Join([]string{
		`{"id":0,"cmd":"hello","protocol":2}`,
		`{"id":1,"cmd":"new_game","name":"onr","params":{"seed":3}}`,
		`{"id":2,"cmd":"new_initial_state","game":"g1"}`,
		`{"id":3,"cmd":"bogus","state":"s2"}`,
		`{"id":4,"cmd":"apply_action","state":"s2","action":1}`,
		`{"id":5,"cmd":"returns","state":"s2"}`,
		`{"cmd":"quit"}`,
	}, "\n")
	status, stdout, stderr := datafort(t, in, "agent")
	if status != exitOK || stderr != "" {
		t.Fatalf("status %d, stderr %q", status, stderr)
	}
	lines := strings.Split(strings.TrimSpace(stdout), "\n")
	if len(lines) != 7 {
		t.Fatalf("%d responses, want 7:\n%s", len(lines), stdout)
	}
	for i, want := range []string{`"protocol":2`, `"num_distinct_actions":50678`, `"state":"s2"`, `unknown command \"bogus\"`, `"current_player":0`, `"returns":[0,0]`, `"ok":true`} {
		if !strings.Contains(lines[i], want) {
			t.Errorf("response %d %s lacks %s", i+1, lines[i], want)
		}
	}
	status, stdout, _ = datafort(t, "", "agent", "--describe", "onr")
	if status != exitOK || !strings.Contains(stdout, `"observation_layout"`) {
		t.Errorf("agent --describe onr: status %d\n%.300s", status, stdout)
	}
}

func TestArena(t *testing.T) {
	svg := filepath.Join(t.TempDir(), "arena.svg")
	tests := []cmdTest{
		{
			name:   "arena plays a round robin and prints ratings and pairings",
			args:   []string{"arena", "--player", "heuristic", "--player", "random", "--games", "3", "--svg", svg},
			status: exitOK, stdout: []string{"rank  entrant", "1     heuristic", "as corp", "pairings"}, noStderr: true,
		},
		{
			name:   "arena names each entrant's bot and decks, a deck file by its path, and draws no progress off a terminal",
			args:   []string{"arena", "--game", "toy", "--player", "random@testdata/rich.deck,", "--player", "random", "--games", "2"},
			status: exitOK, stdout: []string{"entrant random@testdata/rich.deck,: bot random; alpha deck testdata/rich.deck; beta deck beta-3 (default)\n", "entrant random: bot random; alpha deck alpha-3 (default); beta deck beta-3 (default)\n"}, noStderr: true,
		},
		{name: "arena wants two entrants", args: []string{"arena", "--player", "heuristic"}, status: exitUsage, stderr: []string{"at least two --player"}},
		{name: "arena rejects an unknown bot", args: []string{"arena", "--player", "heuristic", "--player", "nobody"}, status: exitFailure, stderr: []string{`unknown bot "nobody"`}},
		{name: "arena reads an entrant's decks", args: []string{"arena", "--player", "random@nofile.txt", "--player", "random"}, status: exitUsage, stderr: []string{"nofile.txt"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { tt.check(t) })
	}
	b, err := os.ReadFile(svg)
	if err != nil || !strings.Contains(string(b), "<svg") {
		t.Errorf("the SVG chart: %v\n%.200s", err, b)
	}
}
