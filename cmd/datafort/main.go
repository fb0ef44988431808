// Command datafort plays and tests card games of the Datafort rules engine.
//
// Usage:
//
//	datafort sim     [flags]        play many games between bots
//	datafort fuzz    [flags]        play random games (ONR: with every card), checking every rule
//	datafort play    [flags]        play a game in the terminal against bots
//	datafort arena   [flags]        play a round robin between bots and rate them
//	datafort merge   FILE...        combine the JSON reports of the shards of a sim, fuzz or arena run
//	datafort agent   [flags]        serve the AI-research interface as JSON lines on stdin/stdout
//	datafort replay  [flags] FILE   replay a recorded game
//	datafort scenario run PATH...   run scenario files and check their expectations
//	datafort rulings [--json]       print the ledger of the official ONR rulings
//	datafort cards   [--missing]    count the implemented (and gated) ONR cards by set and type
//	                 --ablations TITLE  list the changes of a card datafort sim --ablate makes
//	datafort serve   [flags]        play in the browser: the web server
//	datafort backup  [flags] FILE   copy the server's database while it runs
//	datafort restore [flags] FILE   restore a backup into an empty data directory
//	datafort version                print the version and the known games
//
// Run "datafort COMMAND --help" for a command's flags.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"

	"github.com/datafort/datafort/engine"
)

// Exit statuses.
const (
	exitOK      = 0
	exitFailure = 1 // the command ran and found a problem
	exitUsage   = 2 // the command line is wrong
)

// env is what a command may use of the process: its arguments, standard
// streams and working directory are passed in so that tests can run commands
// in-process.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	// dir is where commands write the files they write by default (play's
	// record); "" is the current directory.
	dir string
}

// command is a subcommand.
type command struct {
	name    string
	args    string // the synopsis after the name
	summary string
	run     func(e *env, args []string) int
}

var commands []command

func init() {
	// Assigned in init, since the help command refers to commands.
	commands = []command{
		{"sim", "[flags]", "play many games between bots and report on them", runSim},
		{"fuzz", "[flags]", "play random games of a game (ONR: with every card), checking every rule; report what was engaged", runFuzz},
		{"play", "[flags]", "play a game in the terminal against bots", runPlay},
		{"arena", "[flags]", "play a round robin between bots (and their decks) and rate them", runArena},
		{"merge", "[--text] FILE...", "combine the JSON reports of the shards (--shard) of one sim, fuzz or arena run into the whole run's", runMerge},
		{"agent", "[flags]", "serve the AI-research interface (OpenSpiel-shaped) as JSON lines on stdin/stdout", runAgent},
		{"replay", "[flags] FILE", "replay a recorded game and print how it ends", runReplay},
		{"scenario", "run PATH...", "run scenario files and check their expectations", runScenario},
		{"rulings", "[--json]", "print the ledger of the official ONR rulings v1.62", runRulings},
		{"cards", "[--missing] [--json]", "count the implemented (and gated) ONR cards by set and type; --ablations TITLE lists a card's changes for sim --ablate", runCards},
		{"serve", "[flags]", "serve games in the browser, stored in an embedded database", runServe},
		{"backup", "[--data DIR] FILE", "copy the database of a data directory into a new FILE, while a server may run on it", runBackup},
		{"restore", "[--data DIR] FILE", "restore a backup FILE into an empty data directory", runRestore},
		{"version", "", "print the version and the known games", runVersion},
	}
}

func main() {
	if len(os.Args) > 1 && batchCommands[os.Args[1]] && os.Getenv("GOGC") == "" {
		debug.SetGCPercent(batchGC)
	}
	os.Exit(run(os.Args[1:], &env{stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr}))
}

// batchGC is the collector's GOGC for the commands that play many games in
// one process (batchCommands), unless the environment sets GOGC. Their live
// heap is small (about 1 MB, mostly the card data), so at Go's default of
// 100 the collector runs every few dozen games and, with the write barriers
// it turns on while it marks, takes about a fifth of a random game's
// instructions; at 400 it runs a quarter as often (BenchmarkRandomGame,
// counted with cachegrind: 7,840 → 6,510 instructions a decision) for more
// memory (a 2,000-game fuzz run on two workers: peak RSS 36 → 97 MB).
const batchGC = 400

// batchCommands are the commands batchGC applies to.
var batchCommands = map[string]bool{"sim": true, "fuzz": true, "arena": true, "agent": true}

// run runs the command line args and returns the exit status.
func run(args []string, e *env) int {
	if len(args) == 0 {
		usage(e.stderr)
		return exitUsage
	}
	name := args[0]
	switch name {
	case "-h", "-help", "--help", "help":
		if len(args) > 1 && name == "help" {
			return run([]string{args[1], "--help"}, e)
		}
		usage(e.stdout)
		return exitOK
	}
	for _, c := range commands {
		if c.name == name {
			return c.run(e, args[1:])
		}
	}
	fmt.Fprintf(e.stderr, "datafort: unknown command %q\n\n", name)
	usage(e.stderr)
	return exitUsage
}

func usage(w io.Writer) {
	fmt.Fprintf(w, "datafort plays and tests card games of the Datafort rules engine.\n\nUsage:\n\n")
	for _, c := range commands {
		fmt.Fprintf(w, "  datafort %-8s %-14s %s\n", c.name, c.args, c.summary)
	}
	fmt.Fprintf(w, "\nRun \"datafort COMMAND --help\" for a command's flags.\n")
}

// newFlagSet returns the flag set of command c, which prints its errors and
// usage to e.stderr and, for --help, its usage to e.stdout.
func newFlagSet(e *env, name string) *flag.FlagSet {
	var c command
	for _, cc := range commands {
		if cc.name == name {
			c = cc
		}
	}
	fs := flag.NewFlagSet("datafort "+name, flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	fs.Usage = func() {
		w := fs.Output()
		fmt.Fprintf(w, "Usage: datafort %s %s\n\n%s.\n", c.name, c.args, capitalize(c.summary))
		hasFlags := false
		fs.VisitAll(func(*flag.Flag) { hasFlags = true })
		if hasFlags {
			fmt.Fprintf(w, "\nFlags:\n")
			fs.PrintDefaults()
		}
	}
	return fs
}

// parse parses args with fs. It returns ok false and the exit status if the
// command should stop: after --help (status 0) or a bad flag (status 2).
func parse(e *env, fs *flag.FlagSet, args []string) (status int, ok bool) {
	fs.SetOutput(io.Discard) // print errors ourselves, then usage
	err := fs.Parse(args)
	fs.SetOutput(e.stderr)
	switch {
	case errors.Is(err, flag.ErrHelp):
		fs.SetOutput(e.stdout)
		fs.Usage()
		return exitOK, false
	case err != nil:
		fmt.Fprintf(e.stderr, "%s: %v\n", fs.Name(), err)
		fs.Usage()
		return exitUsage, false
	}
	return exitOK, true
}

// usageError reports a bad command line and returns the usage exit status.
func usageError(e *env, fs *flag.FlagSet, format string, args ...any) int {
	fmt.Fprintf(e.stderr, "%s: %s\n", fs.Name(), fmt.Sprintf(format, args...))
	fmt.Fprintf(e.stderr, "Run \"%s --help\" for usage.\n", fs.Name())
	return exitUsage
}

// fail reports an error of a command that ran and returns the failure exit
// status.
func fail(e *env, fs *flag.FlagSet, err error) int {
	fmt.Fprintf(e.stderr, "%s: %v\n", fs.Name(), err)
	return exitFailure
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// gameFlags are the flags that choose and set up a game, shared by sim and
// play.
type gameFlags struct {
	game    string
	corp    string
	runner  string
	players int
	options map[string]string
	seats   map[string]string // --deck: a deck list by seat number or role
}

func (g *gameFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&g.game, "game", "onr", "the game to play (see \"datafort version\")")
	fs.StringVar(&g.corp, "corp", "", "read the corp's deck list (seat 0; in bso every Sponsor's) from `FILE`, or a deck shipped with the game by name ("+shippedNames(0)+"); default: the game's default deck")
	fs.StringVar(&g.runner, "runner", "", "read the runner's deck list (seat 1; in bso every Agent's) from `FILE`, or a deck shipped with the game by name ("+shippedNames(1)+"); default: the game's default deck")
	fs.IntVar(&g.players, "players", 0, "the number of `N` players, for games of several (the option players=N)")
	g.seats = map[string]string{}
	fs.Func("deck", "read the deck list of a seat (its number from 0) or of every seat of a role from `SEAT_OR_ROLE=FILE`, or a deck shipped with the game by name; repeatable; for games of several seats (e.g. --players 4 --deck 2=thrasher-corpo); over --corp and --runner", func(s string) error {
		k, v, ok := strings.Cut(s, "=")
		if !ok || k == "" || v == "" {
			return fmt.Errorf("want SEAT_OR_ROLE=FILE, got %q", s)
		}
		g.seats[k] = v
		return nil
	})
	g.options = map[string]string{}
	fs.Func("option", "set a rules option, as `NAME=VALUE`; repeatable", func(s string) error {
		k, v, ok := strings.Cut(s, "=")
		if !ok || k == "" {
			return fmt.Errorf("want NAME=VALUE, got %q", s)
		}
		g.options[k] = v
		return nil
	})
}

// ruleset looks up the chosen game.
func (g *gameFlags) ruleset() (engine.Ruleset, error) {
	rs, err := engine.Lookup(g.game)
	if err != nil {
		return nil, fmt.Errorf("--game: %w", err)
	}
	return rs, nil
}

// decks reads the deck files: nil if none is given, else [corp, runner] with
// an empty string for a deck not given. Names are the file paths, for error
// messages.
func (g *gameFlags) decks() (decks, names []string, err error) {
	if g.corp == "" && g.runner == "" && len(g.seats) == 0 {
		return nil, nil, nil
	}
	decks, names = make([]string, 2), []string{g.corp, g.runner}
	for i, f := range []struct{ flag, path string }{{"corp", g.corp}, {"runner", g.runner}} {
		if f.path == "" {
			continue
		}
		if decks[i], err = g.readDeck(f.flag, f.path); err != nil {
			return nil, nil, err
		}
	}
	if len(g.seats) == 0 {
		return decks, names, nil
	}
	// --deck names seats by number or role, as --bot does.
	rs, err := g.ruleset()
	if err != nil {
		return nil, nil, err
	}
	seats, err := engine.SeatsFor(rs, engine.Setup{Options: g.setupOptions()})
	if err != nil {
		return nil, nil, err
	}
	for len(decks) < len(seats) {
		decks, names = append(decks, ""), append(names, "")
	}
	keys := slices.Sorted(maps.Keys(g.seats))
	for _, k := range keys {
		found := false
		for _, s := range seats {
			if k != strconv.Itoa(int(s.Seat)) && k != s.Role {
				continue
			}
			found = true
			if decks[s.Seat], err = g.readDeck("deck "+k, g.seats[k]); err != nil {
				return nil, nil, err
			}
			names[s.Seat] = g.seats[k]
		}
		if !found {
			return nil, nil, fmt.Errorf("--deck %s=…: no seat or role %q in this game", k, k)
		}
	}
	return decks, names, nil
}

// readDeck reads the deck list of flag from path, a file or the name of a
// deck shipped with the game.
func (g *gameFlags) readDeck(flag, path string) (string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		// Not a file: the name of a deck shipped with the game, as
		// ONR's "corp-black-ice".
		if text, ok := g.shippedDeck(path); ok {
			return text, nil
		}
		return "", fmt.Errorf("--%s: %w", flag, err)
	}
	if strings.TrimSpace(string(b)) == "" {
		return "", fmt.Errorf("--%s: %s is empty: a deck file must list the deck (the game's default deck is played only when --%s is not given)", flag, path, flag)
	}
	return string(b), nil
}

// shippedNames lists the names of the decks that the registered games ship
// (engine.ShippedDecks) for their seat number seat at their default table,
// sorted.
func shippedNames(seat int) string {
	var names []string
	for _, game := range engine.Rulesets() {
		rs, err := engine.Lookup(game)
		if err != nil {
			continue
		}
		seats, err := engine.SeatsFor(rs, engine.Setup{})
		if err != nil || seat >= len(seats) {
			continue
		}
		for _, d := range engine.DecksFor(rs, seats[seat].Role) {
			if !slices.Contains(names, d.Name) {
				names = append(names, d.Name)
			}
		}
	}
	slices.Sort(names)
	return strings.Join(names, ", ")
}

// shippedDeck returns the text of the deck list shipped with the chosen
// game (engine.ShippedDecks) named name, with or without a ".txt".
func (g *gameFlags) shippedDeck(name string) (string, bool) {
	rs, err := engine.Lookup(g.game)
	if err != nil {
		return "", false
	}
	d, ok := engine.FindDeck(rs, strings.TrimSuffix(name, ".txt"))
	return d.Text, ok
}

// setupOptions returns the rules options, or nil if there are none.
// --players N is the option players=N.
func (g *gameFlags) setupOptions() map[string]string {
	if g.players != 0 {
		g.options["players"] = strconv.Itoa(g.players)
	}
	if len(g.options) == 0 {
		return nil
	}
	return g.options
}

// noArgs reports unexpected positional arguments.
func noArgs(e *env, fs *flag.FlagSet) (int, bool) {
	if fs.NArg() > 0 {
		return usageError(e, fs, "unexpected argument %q", fs.Arg(0)), false
	}
	return exitOK, true
}
