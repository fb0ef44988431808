package repocheck

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// module is the module path of the repository.
const module = "github.com/datafort/datafort"

// gameRoots are the directories, relative to the module root, that hold a
// game: a package at a root or under one is a game package. Every package
// that registers a ruleset must be under one (TestEveryRulesetIsInAGameRoot).
var gameRoots = []string{"onr", "bso", "nsg", "neuroscape", "engine/enginetest"}

// gameFreeClients are the clients that import no game package, directly or
// through others: a game reaches them only through its registration and
// engine's optional interfaces (engine/face.go). prompt was moved onto
// them, which freed play; sim, arena and server/store were free already.
// bot, the players' registry every client seats players through, is free
// since the game's players live with their game (onr/heuristic,
// onr/search) and register there; fuzz, since a game's decks, styles of
// play, leak checks and engagement count plug in through its ruleset;
// scenario is the step runner of `datafort scenario`, which finds a game's
// builder by the file's game; server/web draws the table a game lays out
// (engine.TableViewer), which, with the lobby's games, decks and bots from
// the registrations, frees server. One client a line, so that parallel
// changes merge.
var gameFreeClients = []string{
	"prompt",
	"play",
	"sim",
	"arena",
	"server/store",
	"agent",
	"scenario",
	"bot",
	"fuzz",
	"server/web",
	"server",
}

// goCommand returns the go command, skipping the test without one.
func goCommand(t *testing.T) string {
	t.Helper()
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("not checked: the go command is not on PATH (%v)", err)
	}
	return goCmd
}

// goList runs `go list args...` in the module root and returns its output.
func goList(t *testing.T, goCmd string, args ...string) string {
	t.Helper()
	cmd := exec.Command(goCmd, append([]string{"list"}, args...)...)
	cmd.Dir = moduleRoot(t, goCmd)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("go list %s: %v\n%s", strings.Join(args, " "), err, stderr.String())
	}
	return stdout.String()
}

// gamePackage reports whether the import path p is in a game root.
func gamePackage(p string) bool {
	rel, ok := strings.CutPrefix(p, module+"/")
	if !ok {
		return false
	}
	for _, r := range gameRoots {
		if rel == r || strings.HasPrefix(rel, r+"/") {
			return true
		}
	}
	return false
}

// TestClientsImportNoGame runs `go list -deps` on each game-free client and
// fails on every game package among its dependencies, naming the packages
// that import it.
func TestClientsImportNoGame(t *testing.T) {
	goCmd := goCommand(t)
	for _, c := range gameFreeClients {
		t.Run(c+" imports no game package, directly or through others", func(t *testing.T) {
			out := goList(t, goCmd, "-deps", "-f", `{{.ImportPath}}{{range .Imports}} {{.}}{{end}}`, module+"/"+c)
			importers := map[string][]string{} // game package → the dependencies importing it
			var games []string
			for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
				f := strings.Fields(line)
				if len(f) == 0 {
					continue
				}
				if gamePackage(f[0]) {
					games = append(games, f[0])
				}
				for _, imp := range f[1:] {
					if gamePackage(imp) {
						importers[imp] = append(importers[imp], f[0])
					}
				}
			}
			for _, g := range games {
				t.Errorf("%s depends on game package %s (imported by %s)", c, g, strings.Join(importers[g], ", "))
			}
		})
	}
}

// TestEveryRulesetIsInAGameRoot checks the list of game roots: each root
// is a package, and every package whose code (tests aside) registers a
// ruleset with engine.Register lies in a root, so that a new game cannot
// escape TestClientsImportNoGame by living elsewhere.
func TestEveryRulesetIsInAGameRoot(t *testing.T) {
	goCmd := goCommand(t)
	t.Run("every game root is a package", func(t *testing.T) {
		for _, r := range gameRoots {
			goList(t, goCmd, module+"/"+r)
		}
	})
	t.Run("every package that registers a ruleset is in a game root", func(t *testing.T) {
		out := goList(t, goCmd, "-f", `{{.ImportPath}}|{{.Dir}}|{{join .GoFiles ","}}`, "./...")
		var registering []string
		for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
			f := strings.SplitN(line, "|", 3)
			if len(f) != 3 || f[2] == "" {
				continue
			}
			for _, name := range strings.Split(f[2], ",") {
				b, err := os.ReadFile(filepath.Join(f[1], name))
				if err != nil {
					t.Fatal(err)
				}
				if bytes.Contains(b, []byte("engine.Register(")) {
					registering = append(registering, f[0])
					if !gamePackage(f[0]) {
						t.Errorf("%s registers a ruleset (%s) but is in no game root; add its directory to gameRoots", f[0], name)
					}
					break
				}
			}
		}
		for _, r := range gameRoots {
			in := slices.ContainsFunc(registering, func(p string) bool {
				return p == module+"/"+r || strings.HasPrefix(p, module+"/"+r+"/")
			})
			if !in {
				t.Errorf("game root %s registers no ruleset", r)
			}
		}
	})
}
