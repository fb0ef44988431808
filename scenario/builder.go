package scenario

import (
	"fmt"
	"sort"
	"strings"
	"sync"

	yaml "go.yaml.in/yaml/v3"

	"github.com/datafort/datafort/engine"
)

// Builder is implemented by a game's engine.Ruleset whose games can be set
// up from scenario files: the optional Ruleset interface through which a
// game plugs into the step runner, found by a type assertion as
// database/sql finds driver.Pinger. A game whose builder must live in a
// package that imports its rules (and so cannot be a method of its
// Ruleset: ONR's and the Big Sell-Out's, in onr/scenario) registers it with
// Register instead, as sql.Register does for a driver. For registers the
// game's name with each, never both.
type Builder interface {
	// ReadScenario starts reading a file written for this game. root is
	// the file's top-level map; the game reads what it needs before the
	// rest (its seats, say, when they depend on the setup's options) and
	// returns its part of the file.
	ReadScenario(r *Reader, root *yaml.Node) (File, error)
}

// File is a game's part of one scenario file: the table, the keys of the
// format the game adds, its setup and its expectations. The runner reads
// name, game, setup and steps, the seats' steps (choose an option), number,
// pass_all, expect, note, and the expectations every game has (offered,
// not_offered, options, fails, logged, not_logged); File reads the rest.
type File interface {
	// Table returns the seats, known before anything else is read.
	Table() *Table
	// Keys lists the top-level keys the file may have, in the order
	// messages give them: name, game, setup and steps among them.
	Keys() []string
	// ReadKey reads a top-level key of Keys other than name, game, setup
	// and steps (the rulings a file checks, say).
	ReadKey(f Field) error
	// ReadSetup reads the value of the top-level key setup.
	ReadSetup(n *yaml.Node) error
	// Expect reads one key of an expect step that is not one of the
	// runner's; ok is false for a key the game does not know.
	Expect(f Field) (e []Expectation, ok bool, err error)
	// ExpectationKeys lists the keys Expect knows, for messages and the
	// documentation's test.
	ExpectationKeys() []string
	// Build sets up the position the file describes, at its first step.
	// Errors should be *Error at the line of what is wrong.
	Build() (engine.Game, error)
}

// StepReader is implemented by files whose format adds step keys to the
// runner's (ONR's corp_bid and runner_buys).
type StepReader interface {
	// StepKeys lists the added keys.
	StepKeys() []string
	// ReadStep reads step key f (one of StepKeys) into st: its Kind and
	// what that kind needs.
	ReadStep(f Field, st *Step) error
}

// Settler is implemented by files whose games ask decisions that scenarios
// leave unwritten (ONR's start-of-run decision, passed at once): Settle is
// called after every choice the runner applies and may apply more.
type Settler interface {
	Settle(p *Play) error
}

// OptionTexts is implemented by files whose games' option texts need more
// than case, spacing and card handles made alike to compare (ONR's "remote
// N" for "fort N"), or hide cards from the deciding seat in a way the
// runner should see through (a judge may name a hidden card).
type OptionTexts interface {
	// Normalize makes an option text comparable, after the runner has
	// lower-cased it and removed card handles.
	Normalize(text string) string
	// Hidden reports whether an option's text hides a card from its
	// reader; the runner then reads it as another seat describes it.
	Hidden(text string) bool
}

// Openers is implemented by files whose Build plays part of a turn to
// reach the first decision (Neuroscape's setup at a step that rolls dice):
// the runner's log begins with the events Opening returns, called once
// after Build, so that logged and read see them.
type Openers interface {
	Opening() []engine.Event
}

// Outcomes is implemented by files that say who won in their game's words
// ("the corp won (agenda points)"); without it the runner says it from
// engine.Result.
type Outcomes interface {
	Outcome(g engine.Game) string
}

// Boards is implemented by files that render the position at the end of a
// scenario for a judge; without it the runner uses engine.Renderer's view
// of the first seat, or nothing.
type Boards interface {
	Board(g engine.Game) string
}

// Table is a scenario's seats as the file names them.
type Table struct {
	Seats []Seat
	// PassOrder is the order in which pass_all looks for a seat that may
	// pass; nil: seat order.
	PassOrder []engine.Seat
	// SeatKey is what number, offered, options and fails call the seat
	// key: "seat" ("" means seat), or ONR's "side".
	SeatKey string
	// Example is a seat the messages use in their examples; "" means the
	// first seat.
	Example string
}

// Seat is one seat of a table.
type Seat struct {
	Word  string // as keys and values write it: "corp", "sponsor 1", "p0"
	Label string // as messages name it: "the corp", "Sponsor 1"
	Seat  engine.Seat
}

// squash makes seat names comparable: case, spaces, underscores and dashes
// do not matter ("Sponsor 1", "sponsor1", "sponsor_1").
func squash(s string) string {
	return strings.NewReplacer(" ", "", "_", "", "-", "").Replace(strings.ToLower(strings.TrimSpace(s)))
}

// Find returns the seat called name.
func (t *Table) Find(name string) (Seat, bool) {
	for _, s := range t.Seats {
		if squash(s.Word) == squash(name) {
			return s, true
		}
	}
	return Seat{}, false
}

// At returns the seat of number seat.
func (t *Table) At(seat engine.Seat) Seat {
	for _, s := range t.Seats {
		if s.Seat == seat {
			return s
		}
	}
	return Seat{Word: "nobody", Label: "nobody", Seat: engine.NoSeat}
}

// Words lists the seats' names, for messages.
func (t *Table) Words() string {
	w := make([]string, len(t.Seats))
	for i, s := range t.Seats {
		w[i] = s.Word
	}
	return strings.Join(w, ", ")
}

func (t *Table) seatKey() string {
	if t.SeatKey == "" {
		return "seat"
	}
	return t.SeatKey
}

func (t *Table) example() string {
	if t.Example == "" && len(t.Seats) > 0 {
		return t.Seats[0].Word
	}
	return t.Example
}

// Seat reads a seat's name.
func (r *Reader) Seat(t *Table, n *yaml.Node, what string) (Seat, error) {
	v, err := r.Str(n, what)
	if err != nil {
		return Seat{}, err
	}
	if s, ok := t.Find(v); ok {
		return s, nil
	}
	if len(t.Seats) == 2 {
		return Seat{}, r.Errf(n, "%s must be %s or %s, not %q", what, t.Seats[0].Word, t.Seats[1].Word, v)
	}
	return Seat{}, r.Errf(n, "%s must be a seat of this table (%s), not %q", what, t.Words(), v)
}

// DefaultGame is the game of a file without the key game: ONR, whose
// files were written before there were others.
const DefaultGame = "onr"

var (
	buildersMu sync.RWMutex
	builders   = map[string]Builder{}
)

// Register makes b the scenario builder of the game called name, for a
// game whose builder cannot be a method of its Ruleset (see Builder). It
// panics if name has a builder already, as engine.Register does.
func Register(name string, b Builder) {
	buildersMu.Lock()
	defer buildersMu.Unlock()
	if _, dup := builders[name]; dup {
		panic("scenario: Register called twice for game " + name)
	}
	builders[name] = b
}

// For returns the scenario builder of the game called name: its Ruleset,
// when that implements Builder, or the builder registered under its name.
func For(name string) (Builder, error) {
	if rs, err := engine.Lookup(name); err == nil {
		if b, ok := rs.(Builder); ok {
			return b, nil
		}
	}
	buildersMu.RLock()
	b, ok := builders[name]
	buildersMu.RUnlock()
	if !ok {
		return nil, fmt.Errorf("no scenario builder for game %q", name)
	}
	return b, nil
}

// Games lists the games that have a scenario builder: DefaultGame first
// when it has one, then the others sorted.
func Games() []string {
	seen := map[string]bool{}
	for _, n := range engine.Rulesets() {
		if rs, err := engine.Lookup(n); err == nil {
			if _, ok := rs.(Builder); ok {
				seen[n] = true
			}
		}
	}
	buildersMu.RLock()
	for n := range builders {
		seen[n] = true
	}
	buildersMu.RUnlock()
	var out []string
	for n := range seen {
		if n != DefaultGame {
			out = append(out, n)
		}
	}
	sort.Strings(out)
	if seen[DefaultGame] {
		out = append([]string{DefaultGame}, out...)
	}
	return out
}
