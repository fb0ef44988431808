package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/enginetest" // registers "toy"
	"github.com/datafort/datafort/sim"
)

// updateGolden rewrites the golden files of the tests that have them.
var updateGolden = flag.Bool("update-golden", false, "rewrite the golden files in testdata")

func init() {
	engine.Register(enginetest.Broken{Fault: enginetest.FaultPanic, Turn: 4})
	engine.Register(enginetest.Broken{Fault: enginetest.FaultInvariant, Turn: 4})
}

// datafort runs the command line args with stdin and returns the exit status
// and outputs.
func datafort(t *testing.T, stdin string, args ...string) (status int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	status = run(args, &env{stdin: strings.NewReader(stdin), stdout: &out, stderr: &errOut, dir: t.TempDir()})
	return status, out.String(), errOut.String()
}

type cmdTest struct {
	name     string
	args     []string
	stdin    string
	status   int
	stdout   []string // substrings of stdout
	stderr   []string // substrings of stderr
	noStderr bool
}

func (tt cmdTest) check(t *testing.T) (stdout, stderr string) {
	t.Helper()
	status, stdout, stderr := datafort(t, tt.stdin, tt.args...)
	if status != tt.status {
		t.Errorf("datafort %s: exit status %d, want %d\nstdout:\n%s\nstderr:\n%s", strings.Join(tt.args, " "), status, tt.status, stdout, stderr)
	}
	for _, w := range tt.stdout {
		if !strings.Contains(stdout, w) {
			t.Errorf("stdout lacks %q:\n%s", w, stdout)
		}
	}
	for _, w := range tt.stderr {
		if !strings.Contains(stderr, w) {
			t.Errorf("stderr lacks %q:\n%s", w, stderr)
		}
	}
	if tt.noStderr && stderr != "" {
		t.Errorf("stderr is not empty:\n%s", stderr)
	}
	return stdout, stderr
}

func TestCommandLine(t *testing.T) {
	tests := []cmdTest{
		{name: "no command prints usage and fails", status: exitUsage, stderr: []string{"Usage:", "datafort sim"}},
		{name: "help prints usage", args: []string{"help"}, status: exitOK, stdout: []string{"datafort replay"}},
		{name: "--help prints usage", args: []string{"--help"}, status: exitOK, stdout: []string{"datafort play"}},
		{name: "an unknown command is named", args: []string{"simulate"}, status: exitUsage, stderr: []string{`unknown command "simulate"`}},
		{name: "sim --help lists its flags", args: []string{"sim", "--help"}, status: exitOK, stdout: []string{"Usage: datafort sim [flags]", "-games", "-seed", "-corp FILE", "-workers", "-check", "-json", "-failures DIR"}, noStderr: true},
		{name: "help sim is sim --help", args: []string{"help", "sim"}, status: exitOK, stdout: []string{"Usage: datafort sim"}},
		{name: "play --help lists its flags", args: []string{"play", "-h"}, status: exitOK, stdout: []string{"Usage: datafort play", "-side ROLE", "-seed"}},
		{name: "replay --help shows the file argument", args: []string{"replay", "--help"}, status: exitOK, stdout: []string{"Usage: datafort replay [flags] FILE", "-trace"}},
		{name: "version --help works", args: []string{"version", "--help"}, status: exitOK, stdout: []string{"Usage: datafort version"}},
		{name: "version names the known games", args: []string{"version"}, status: exitOK, stdout: []string{"datafort ", " (go1.", "games: ", "toy, toy-invariant, toy-panic\n"}},
		{name: "an unknown flag is named", args: []string{"sim", "--bogus"}, status: exitUsage, stderr: []string{"datafort sim: flag provided but not defined: -bogus", "Usage: datafort sim"}},
		{name: "a bad flag value names the flag", args: []string{"sim", "--games", "many"}, status: exitUsage, stderr: []string{`invalid value "many" for flag -games`}},
		{name: "zero games is refused, naming the flag", args: []string{"sim", "--game", "toy", "--games", "0"}, status: exitUsage, stderr: []string{"--games: want at least 1, got 0"}},
		{name: "zero workers is refused, naming the flag", args: []string{"sim", "--game", "toy", "--workers", "0"}, status: exitUsage, stderr: []string{"--workers: want at least 1"}},
		{name: "zero max steps is refused, naming the flag", args: []string{"sim", "--game", "toy", "--max-steps=0"}, status: exitUsage, stderr: []string{"--max-steps: want at least 1"}},
		{name: "an unknown game is named with the known ones", args: []string{"sim", "--game", "chess"}, status: exitUsage, stderr: []string{`--game: unknown game "chess" (known: [`, "toy toy-invariant toy-panic]"}},
		{name: "the default game is onr", args: []string{"sim", "--help"}, status: exitOK, stdout: []string{`the game to play (see "datafort version") (default "onr")`}},
		{name: "a missing deck file names the flag", args: []string{"sim", "--game", "toy", "--runner", "testdata/nonexistent.deck"}, status: exitFailure, stderr: []string{"--runner: open testdata/nonexistent.deck"}},
		{name: "a deck shipped with ONR is named without a path", args: []string{"sim", "--corp", "corp-black-ice", "--runner", "runner-noisy.txt", "--games", "2", "--seed", "1"}, status: exitOK, stdout: []string{"games      2 (2 completed, 0 failed)"}},
		{name: "a deck shipped with the chosen game is named without a path", args: []string{"sim", "--game", "toy", "--corp", "alpha-6", "--games", "1", "--seed", "1"}, status: exitOK, stdout: []string{"games      1 (1 completed, 0 failed)"}},
		{name: "the deck flags list the shipped decks of seat 0 and seat 1", args: []string{"sim", "--help"}, status: exitOK, stdout: []string{"by name (alpha-3, alpha-6, corp-agenda-rush, corp-black-ice, corp-fortress, corp-starter, corp-tag-flatline, cybernetic-corpo, hacker-wonderland, mystic-dustrunner, sg-beginner-corp, sg-intermediate-corp, thrasher-corpo)", "by name (beta-3, beta-6, cybernetic-corpo, hacker-wonderland, mystic-dustrunner, runner-breakers, runner-noisy, runner-starter, runner-virus, runner-worms, sg-beginner-runner, sg-intermediate-runner, thrasher-corpo)"}},
		{name: "--deck gives each seat of a 2v2 Neuroscape table its deck, by seat number or role", args: []string{"sim", "--game", "neuroscape", "--players", "4", "--corp", "cybernetic-corpo", "--runner", "thrasher-corpo", "--deck", "2=thrasher-corpo", "--deck", "p4=cybernetic-corpo", "--bot", "team1=heuristic", "--games", "2", "--seed", "1"}, status: exitOK, stdout: []string{"decks      p1=cybernetic-corpo, p2=thrasher-corpo, p3=thrasher-corpo, p4=cybernetic-corpo\n", "games      2 (2 completed, 0 failed)"}},
		{name: "--deck naming no seat is refused", args: []string{"sim", "--game", "neuroscape", "--deck", "p3=thrasher-corpo", "--games", "1"}, status: exitFailure, stderr: []string{`--deck p3=…: no seat or role "p3" in this game`}},
		{name: "a malformed --deck names the flag", args: []string{"sim", "--game", "neuroscape", "--deck", "thrasher-corpo"}, status: exitUsage, stderr: []string{`invalid value "thrasher-corpo" for flag -deck: want SEAT_OR_ROLE=FILE`}},
		{name: "a malformed option names the flag", args: []string{"sim", "--game", "toy", "--option", "target"}, status: exitUsage, stderr: []string{`invalid value "target" for flag -option: want NAME=VALUE`}},
		{name: "an option the game rejects is an error", args: []string{"sim", "--game", "toy", "--option", "colour=red"}, status: exitFailure, stderr: []string{`toy: unknown option "colour"`}},
		{name: "a missing failures directory names the flag", args: []string{"sim", "--game", "toy", "--failures", "testdata/nonexistent"}, status: exitUsage, stderr: []string{"--failures: testdata/nonexistent is not a directory"}},
		{name: "a stray argument is named", args: []string{"sim", "--game", "toy", "100"}, status: exitUsage, stderr: []string{`unexpected argument "100"`}},
		{name: "an unknown side names the roles", args: []string{"play", "--game", "toy", "--side", "corp", "--seed", "1"}, status: exitUsage, stderr: []string{`--side: no seat plays "corp" (roles: alpha, beta)`}},
		{name: "replay without a file is refused", args: []string{"replay"}, status: exitUsage, stderr: []string{"missing the record FILE"}},
		{name: "replay of two files is refused", args: []string{"replay", "a.json", "b.json"}, status: exitUsage, stderr: []string{`unexpected argument "b.json" after FILE`}},
		{name: "replay of a missing file fails", args: []string{"replay", "testdata/nonexistent.json"}, status: exitFailure, stderr: []string{"open testdata/nonexistent.json"}},
		{name: "replay of a file that is not a record fails", args: []string{"replay", "testdata/rich.deck"}, status: exitFailure, stderr: []string{"testdata/rich.deck: not a record"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { tt.check(t) })
	}
}

func TestSim(t *testing.T) {
	tests := []cmdTest{
		{
			name:   "sim prints a text report and no progress when stderr is not a terminal",
			args:   []string{"sim", "--game", "toy", "--games", "50", "--seed", "1", "--workers", "3"},
			status: exitOK, stdout: []string{"game       toy\n", "games      50 (50 completed, 0 failed)", "reached 21 50 (100.0%)", "time "},
			noStderr: true,
		},
		{
			name:   "sim seats the bots named by --bot and reports them",
			args:   []string{"sim", "--game", "onr", "--games", "4", "--seed", "2", "--bot", "corp=heuristic", "--bot", "1=random"},
			status: exitOK, stdout: []string{"bots       corp=heuristic, runner=random\n", "games      4 (4 completed, 0 failed)"},
			noStderr: true,
		},
		{
			name:   "sim names each role's deck: a file by its path, the game's default marked so",
			args:   []string{"sim", "--game", "toy", "--games", "3", "--seed", "1", "--corp", "testdata/rich.deck"},
			status: exitOK, stdout: []string{"bots       alpha=random, beta=random\ndecks      alpha=testdata/rich.deck, beta=beta-3 (default)\n"},
			noStderr: true,
		},
		{
			name:   "sim rejects an unknown bot",
			args:   []string{"sim", "--game", "onr", "--games", "4", "--bot", "corp=nobody"},
			status: exitFailure, stderr: []string{`unknown bot "nobody"`},
		},
		{
			name:   "sim rejects a bot spec without a name",
			args:   []string{"sim", "--game", "onr", "--games", "4", "--bot", "corp"},
			status: exitUsage, stderr: []string{"want ROLE_OR_SEAT=NAME"},
		},
		{
			name:   "sim passes options to every game",
			args:   []string{"sim", "--game", "toy", "--games", "20", "--option", "target=1", "--check=false"},
			status: exitOK, stdout: []string{"decisions  20 (1.0 per completed game)", "reached 1 20"},
			noStderr: true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { tt.check(t) })
	}

	t.Run("sim --json prints the report as JSON", func(t *testing.T) {
		status, stdout, stderr := datafort(t, "", "sim", "--game", "toy", "--games", "30", "--json", "--workers", "1")
		if status != exitOK {
			t.Fatalf("status %d: %s", status, stderr)
		}
		var r sim.Report
		if err := json.Unmarshal([]byte(stdout), &r); err != nil {
			t.Fatalf("stdout is not a report: %v\n%s", err, stdout)
		}
		if r.Ruleset != "toy" || r.Games != 30 || r.Completed != 30 || r.Wins["alpha"]+r.Wins["beta"] != 30 {
			t.Errorf("report %+v", r)
		}
	})
}

func TestSimFailuresCanBeReplayed(t *testing.T) {
	tests := []struct {
		name   string
		game   string
		kind   string
		replay string // in replay's stderr
	}{
		{"a panicking game's records replay to the panic", "toy-panic", "panic", "panic: toy: injected panic at turn 4"},
		{"an invariant violation's records replay to the violation", "toy-invariant", "invariant", "invariant violated: toy: injected invariant violation at turn 4"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			_, stderr := cmdTest{
				args:   []string{"sim", "--game", tt.game, "--games", "3", "--seed", "5", "--failures", dir, "--corp", "testdata/rich.deck"},
				status: exitFailure,
				stdout: []string{"games      3 (0 completed, 3 failed)"},
				stderr: []string{"failure: game 0 seed ", tt.kind + " at step ", "replay with: datafort replay " + filepath.Join(dir, "datafort-failure-2.json")},
			}.check(t)
			for i := range 3 {
				path := filepath.Join(dir, "datafort-failure-"+string(rune('0'+i))+".json")
				b, err := os.ReadFile(path)
				if err != nil {
					t.Fatalf("no record file: %v\nstderr:\n%s", err, stderr)
				}
				var rec engine.Record
				if err := json.Unmarshal(b, &rec); err != nil {
					t.Fatal(err)
				}
				if rec.Ruleset != tt.game || rec.Setup.Seed != sim.SetupSeed(5, i) || len(rec.Setup.Decks) != 2 || rec.Setup.Decks[0] != "50\n" || rec.Setup.Decks[1] != "" {
					t.Errorf("record %s: ruleset %q setup %+v", path, rec.Ruleset, rec.Setup)
				}
				cmdTest{args: []string{"replay", path}, status: exitFailure, stderr: []string{tt.replay}}.check(t)
			}
		})
	}

	t.Run("failure records go to the current directory by default", func(t *testing.T) {
		t.Chdir(t.TempDir())
		cmdTest{args: []string{"sim", "--game", "toy-panic", "--games", "1", "--json"}, status: exitFailure, stdout: []string{`"kind": "panic"`}, stderr: []string{"datafort replay datafort-failure-0.json"}}.check(t)
		if _, err := os.Stat("datafort-failure-0.json"); err != nil {
			t.Error(err)
		}
	})
}

// record plays a toy game with a random bot and returns its record, with
// hashes.
func record(t *testing.T, seed uint64) engine.Record {
	t.Helper()
	s := engine.Setup{Seed: seed}
	g, err := enginetest.Toy{}.New(s)
	if err != nil {
		t.Fatal(err)
	}
	rec := engine.Record{Ruleset: "toy", Setup: s}
	b := bot.NewRandom(seed)
	for {
		if _, over := g.Result(); over {
			return rec
		}
		c := b.Choose(g.Pending()[0])
		if _, err := g.Apply(c); err != nil {
			t.Fatal(err)
		}
		h, err := engine.Hash(g)
		if err != nil {
			t.Fatal(err)
		}
		rec.Choices = append(rec.Choices, c)
		rec.Hashes = append(rec.Hashes, h)
	}
}

func writeRecord(t *testing.T, rec engine.Record) string {
	t.Helper()
	b, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "record.json")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestReplay(t *testing.T) {
	rec := record(t, 3)
	good := writeRecord(t, rec)
	tampered := rec
	tampered.Hashes = append([][32]byte(nil), rec.Hashes...)
	tampered.Hashes[4][0] ^= 1
	bad := writeRecord(t, tampered)
	illegal := rec
	illegal.Choices = append([]engine.Choice(nil), rec.Choices...)
	illegal.Choices[2].Option = 7
	illegal.Choices[2].Number = 99
	unfinished := rec
	unfinished.Choices, unfinished.Hashes = rec.Choices[:3], rec.Hashes[:3]
	unknown := rec
	unknown.Ruleset = "go"

	g, err := engine.Replay(enginetest.Toy{}, rec)
	if err != nil {
		t.Fatal(err)
	}
	h, _ := engine.Hash(g)
	hash := fmt.Sprintf("hash: %x\n", h)
	res, _ := g.Result()
	winner := g.Seats()[res.Winners[0]].Role

	tests := []cmdTest{
		{name: "a finished record prints the result and the hash", args: []string{"replay", good}, status: exitOK, stdout: []string{"toy, seed 3, ", winner + " (seat ", "won (reached 21)", hash}, noStderr: true},
		{name: "--trace prints every choice and its events", args: []string{"replay", "--trace", good}, status: exitOK, stdout: []string{"   0  seat ", "Add to the counter: add ", "counter ", "[secret: ", hash}},
		{name: "a hash mismatch is reported", args: []string{"replay", bad}, status: exitFailure, stderr: []string{"replay: choice 4: state hash"}},
		{name: "a hash mismatch is reported when tracing", args: []string{"replay", "--trace", bad}, status: exitFailure, stderr: []string{"replay: choice 4: state hash"}},
		{name: "an illegal choice is reported", args: []string{"replay", writeRecord(t, illegal)}, status: exitFailure, stderr: []string{"replay: choice 2: decision"}},
		{name: "an unfinished game says so", args: []string{"replay", writeRecord(t, unfinished)}, status: exitOK, stdout: []string{"result: unfinished: the record ends after 3 choices with 1 decisions pending, and claims no result"}},
		{name: "an unknown ruleset is named", args: []string{"replay", writeRecord(t, unknown)}, status: exitFailure, stderr: []string{`unknown game "go"`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { tt.check(t) })
	}
}

func TestPlay(t *testing.T) {
	tests := []cmdTest{
		{name: "play seats the person by --side and quits on q", args: []string{"play", "--game", "toy", "--side", "beta", "--seed", "1"}, stdin: "q\n", status: exitOK, stdout: []string{"toy, seed 1: you play beta (seat 1) against alpha (random).", "beta  3 points (you)", "Leaving the game."}},
		{name: "play seats the bots named by --bot", args: []string{"play", "--game", "onr", "--side", "runner", "--seed", "1", "--bot", "corp=random"}, stdin: "q\n", status: exitOK, stdout: []string{"you play runner (seat 1) against corp (random)."}},
		{name: "play seats the heuristic bot by default in neuroscape and shows the board as text", args: []string{"play", "--game", "neuroscape", "--seed", "1"}, stdin: "q\n", status: exitOK, stdout: []string{"neuroscape, seed 1: you play p1 (seat 0) against p2 (heuristic).", "NEUROSCAPE · round 1 of 40", "P1 · team 1 · you\n"}},
		{name: "play seats the heuristic bot by default in onr", args: []string{"play", "--game", "onr", "--side", "corp", "--seed", "1"}, stdin: "q\n", status: exitOK, stdout: []string{"you play corp (seat 0) against runner (heuristic)."}},
		{name: "play rejects an unknown bot", args: []string{"play", "--game", "onr", "--bot", "runner=nobody"}, status: exitUsage, stderr: []string{`unknown bot "nobody"`}},
		{name: "play rejects a bot for an unknown role", args: []string{"play", "--game", "onr", "--bot", "wizard=random"}, status: exitUsage, stderr: []string{`no seat or role "wizard"`}},
		{name: "play seats the person at the first seat by default", args: []string{"play", "--game", "toy", "--seed", "1"}, stdin: "", status: exitOK, stdout: []string{"you play alpha (seat 0)", "End of input"}},
		{name: "play runs a game to its end", args: []string{"play", "--game", "toy", "--seed", "4"}, stdin: strings.Repeat("1\n0\n", 40), status: exitOK, stdout: []string{"Game over (reached 21)"}},
		{name: "play without --seed picks and prints one", args: []string{"play", "--game", "toy"}, stdin: "q\n", status: exitOK, stdout: []string{"toy, seed "}},
		{name: "play reads deck files", args: []string{"play", "--game", "toy", "--seed", "1", "--corp", "testdata/rich.deck"}, stdin: "q\n", status: exitOK, stdout: []string{"alpha 50 points (you)"}},
		{name: "a game's setup error is reported", args: []string{"play", "--game", "toy", "--option", "target=x"}, status: exitFailure, stderr: []string{"setting up the game: toy: option target"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { tt.check(t) })
	}
}

func TestProgress(t *testing.T) {
	var buf bytes.Buffer
	p := &progress{w: &buf, label: "sim toy"}
	p.update(1, 4)
	p.update(2, 4) // within 100ms of the last draw: skipped
	p.update(4, 4) // the last: always drawn
	p.clear()
	out := buf.String()
	if strings.Count(out, "\r") != 3 || !strings.Contains(out, "1/4 games") || strings.Contains(out, "2/4") || !strings.Contains(out, "4/4 games") || !strings.HasSuffix(out, "\r\033[K") {
		t.Errorf("progress output %q", out)
	}
	if isTerminal(&buf) {
		t.Error("a buffer is a terminal")
	}
}

// TestBatchCommandsExist: every command batchGC is meant for is a command,
// so that renaming one does not silently leave it at the default collector.
func TestBatchCommandsExist(t *testing.T) {
	for name := range batchCommands {
		if !slices.ContainsFunc(commands, func(c command) bool { return c.name == name }) {
			t.Errorf("batchCommands names %q, which is not a command", name)
		}
	}
}

// TestProgressGolden draws progress bars with a clock of the test's own and
// checks every byte against golden files: each drawing erases to the end of
// the line what a longer drawing before it left, and the bar is erased at
// the end.
func TestProgressGolden(t *testing.T) {
	tests := []struct {
		name   string
		golden string
		steps  []struct{ done, total, atMs int }
	}{
		{name: "a shorter drawing leaves nothing of a longer one and the end leaves no line", golden: "progress-shorter.golden", steps: []struct{ done, total, atMs int }{
			{99, 100, 1000}, {100, 100, 1_000_000}, // "(99/s)", then "(0/s)"
		}},
		{name: "drawings closer than 100 ms are skipped but the last", golden: "progress-skipped.golden", steps: []struct{ done, total, atMs int }{
			{1, 3, 0}, {2, 3, 50}, {3, 3, 60},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var buf bytes.Buffer
			start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
			now := start
			p := &progress{w: &buf, label: "sim toy", clock: func() time.Time { return now }}
			p.start = start
			for _, s := range tt.steps {
				now = start.Add(time.Duration(s.atMs) * time.Millisecond)
				p.update(s.done, s.total)
			}
			p.clear()
			path := filepath.Join("testdata", tt.golden)
			if *updateGolden {
				if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if buf.String() != string(want) {
				t.Errorf("progress output %q, want %q (%s; go test -update-golden to rewrite)", buf.String(), want, path)
			}
		})
	}
}
