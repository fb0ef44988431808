// Package scenario is the step runner of scenario files, for every game. A
// scenario is a YAML file that writes down a position and a sequence of
// plays, with the outcomes expected along the way, so that a judge or a
// player can check a ruling without writing Go:
//
//	name: Laser Wire does Net damage, then ends the run
//	game: onr
//	setup: …            # the game's own
//	steps:
//	  - runner: run on HQ
//	  - expect: {runner.trash: [Jack 'n' Joe], run_active: false}
//
// The runner reads the file strictly (every mistake is an *Error at its
// file and line), plays its steps — a seat's key chooses options by their
// text, number answers a number decision, pass_all passes every window,
// expect checks expectations — and reports each failure with the file,
// line and step. What a position is, and what may be expected of it
// beyond the options a seat is offered and the events logged, is the
// game's: a game plugs in through the optional Ruleset interface Builder
// (or Register), as database/sql's drivers do; this package imports no
// game. The format is documented in docs/scenarios.md.
package scenario

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"sort"
	"strings"

	yaml "go.yaml.in/yaml/v3"

	"github.com/datafort/datafort/engine"
)

// Scenario is a parsed scenario file.
type Scenario struct {
	Name  string // the scenario's name
	File  string // the file it was read from
	Game  string // the game it is written for
	Steps []Step
	// Part is the game's part of the file: its setup, its top-level keys
	// (the rulings an ONR file checks, say).
	Part File

	table *Table
}

// StepKind says what a step does.
type StepKind uint8

// Step kinds.
const (
	StepChoose  StepKind = iota + 1 // answer a decision by the option's text
	StepNumber                      // answer a number decision
	StepPassAll                     // pass every window until something else is pending
	StepExpect                      // check expectations
)

// Step is one entry of a scenario's steps.
type Step struct {
	Kind    StepKind
	Seat    engine.Seat // who chooses
	Options []string    // StepChoose: option texts, chosen in order
	Lines   []int       // StepChoose: the line of each option
	Number  int         // StepNumber
	Expect  []Expectation
	Note    string
	Line    int
	Key     string // the step's key as written, e.g. "runner" or "corp_bid"
}

// Expectation is one "key: value" of an expect step.
type Expectation struct {
	Key  string
	Want string // the expected value, as printed in failures
	Line int
	// Check returns what the game holds, as printed in failures, and
	// whether it is what is expected.
	Check func(p *Play) (got string, ok bool)
}

// Load reads and parses the scenario file at path.
func Load(path string) (*Scenario, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, b)
}

// Parse parses a scenario; name is the file name used in messages.
func Parse(name string, data []byte) (*Scenario, error) {
	r := &Reader{File: name}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			return nil, &Error{File: name, Msg: "the file is empty; a scenario needs name, setup and steps"}
		}
		return nil, syntaxError(name, err)
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); err == nil {
		at := &extra
		if len(extra.Content) > 0 {
			at = extra.Content[0]
		}
		return nil, r.Errf(at, "a file holds one scenario; this is a second YAML document")
	} else if !errors.Is(err, io.EOF) {
		return nil, syntaxError(name, err)
	}
	root := &doc
	if root.Kind == yaml.DocumentNode && len(root.Content) == 1 {
		root = root.Content[0]
	}
	sc := &Scenario{File: name, Game: DefaultGame}
	if err := sc.readGame(r, root); err != nil {
		return nil, err
	}
	b, err := For(sc.Game)
	if err != nil {
		return nil, &Error{File: name, Msg: err.Error()}
	}
	part, err := b.ReadScenario(r, root)
	if err != nil {
		return nil, err
	}
	sc.Part, sc.table = part, part.Table()
	fs, err := r.Fields(root, "the scenario", part.Keys()...)
	if err != nil {
		return nil, err
	}
	var haveSetup, haveSteps bool
	for _, f := range fs {
		switch f.Key {
		case "name":
			if sc.Name, err = r.Str(f.Val, "name"); err != nil {
				return nil, err
			}
		case "game": // read by readGame
		case "setup":
			haveSetup = true
			err = part.ReadSetup(f.Val)
		case "steps":
			haveSteps = true
			var items []*yaml.Node
			if items, err = r.List(f.Val, "steps", false); err != nil {
				return nil, err
			}
			for i, it := range items {
				st, err := sc.step(r, it, i+1)
				if err != nil {
					return nil, err
				}
				sc.Steps = append(sc.Steps, st)
			}
		default:
			err = part.ReadKey(f)
		}
		if err != nil {
			return nil, err
		}
	}
	switch {
	case sc.Name == "":
		return nil, r.Errf(root, "the scenario has no name: add a line such as `name: Laser Wire ends the run`")
	case !haveSetup:
		return nil, r.Errf(root, "the scenario has no setup")
	case !haveSteps || len(sc.Steps) == 0:
		return nil, r.Errf(root, "the scenario has no steps")
	}
	return sc, nil
}

// readGame reads the top-level key game, before anything else: the game's
// builder reads the rest.
func (sc *Scenario) readGame(r *Reader, root *yaml.Node) error {
	root = Deref(root)
	if root.Kind != yaml.MappingNode {
		return nil // Fields reports the mistake
	}
	for i := 0; i+1 < len(root.Content); i += 2 {
		if root.Content[i].Value != "game" {
			continue
		}
		n := Deref(root.Content[i+1])
		g, err := r.Str(n, "game")
		if err != nil {
			return err
		}
		games := Games()
		j := slices.IndexFunc(games, func(x string) bool { return strings.EqualFold(x, g) })
		if j < 0 {
			return r.Errf(n, "game must be %s, not %q", orList(games), g)
		}
		sc.Game = games[j]
	}
	return nil
}

// orList writes "a, b or c".
func orList(l []string) string {
	switch len(l) {
	case 0:
		return "a game with a scenario builder (none is registered)"
	case 1:
		return l[0]
	}
	return strings.Join(l[:len(l)-1], ", ") + " or " + l[len(l)-1]
}

// step reads one step: a map with one action key and an optional note.
func (sc *Scenario) step(r *Reader, n *yaml.Node, num int) (Step, error) {
	t := sc.table
	st := Step{Line: n.Line}
	what := fmt.Sprintf("step %d", num)
	sr, _ := sc.Part.(StepReader)
	var extra []string
	if sr != nil {
		extra = sr.StepKeys()
	}
	var actions []string
	for _, s := range t.Seats {
		actions = append(actions, s.Word)
	}
	actions = append(actions, "number")
	actions = append(actions, extra...)
	actions = append(actions, "pass_all")
	keys := append(slices.Clone(actions), "expect", "note")
	fs, err := r.Fields(n, what, nil...)
	if err != nil {
		return st, err
	}
	for i := range fs {
		if _, isSeat := t.Find(fs[i].Key); !slices.Contains(keys, fs[i].Key) && !isSeat {
			return st, r.Errf(fs[i].KeyNode, "unknown key %q in %s (known keys: %s)", fs[i].Key, what, strings.Join(keys, ", "))
		}
	}
	var action *Field
	for i := range fs {
		f := &fs[i]
		if f.Key == "note" {
			if st.Note, err = r.Str(f.Val, "note"); err != nil {
				return st, err
			}
			continue
		}
		if action != nil {
			return st, r.Errf(f.KeyNode, "%s has both %s and %s; write one per step", what, action.Key, f.Key)
		}
		action = f
	}
	if action == nil {
		return st, r.Errf(n, "%s has nothing to do: use %s or expect", what, strings.Join(actions, ", "))
	}
	st.Key = action.Key
	st.Line = action.KeyNode.Line
	v := action.Val
	key := action.Key
	if who, ok := t.Find(key); ok {
		key, st.Seat = "seat", who.Seat
	}
	switch {
	case key == "seat":
		st.Kind = StepChoose
		opts, nodes, err := r.Strs(v, action.Key, true)
		if err != nil {
			return st, err
		}
		if len(opts) == 0 {
			return st, r.Errf(v, "%s: name the option to choose, e.g. %s: pass", action.Key, action.Key)
		}
		st.Options = opts
		for _, nd := range nodes {
			st.Lines = append(st.Lines, nd.Line)
		}
	case slices.Contains(extra, key):
		if err := sr.ReadStep(*action, &st); err != nil {
			return st, err
		}
	case key == "number":
		st.Kind = StepNumber
		nfs, err := r.Fields(v, "number", "side", "seat", "value")
		if err != nil {
			return st, err
		}
		var hasSide, hasValue bool
		for _, f := range nfs {
			if f.Key == "side" || f.Key == "seat" {
				var who Seat
				who, err = r.Seat(t, f.Val, "number."+f.Key)
				st.Seat = who.Seat
				hasSide = true
			} else {
				st.Number, err = r.Integer(f.Val, "number.value")
				hasValue = true
			}
			if err != nil {
				return st, err
			}
		}
		if !hasSide || !hasValue {
			k := t.seatKey()
			return st, r.Errf(v, "number needs %s and value, e.g. number: {%s: %s, value: 3}", k, k, t.example())
		}
	case key == "pass_all":
		st.Kind = StepPassAll
		b, err := r.Bool(v, "pass_all")
		if err != nil {
			return st, err
		}
		if !b {
			return st, r.Errf(v, "pass_all: false does nothing; remove the step")
		}
	case key == "expect":
		st.Kind = StepExpect
		efs, err := r.Fields(v, "expect", nil...)
		if err != nil {
			return st, err
		}
		if len(efs) == 0 {
			return st, r.Errf(v, "expect is empty")
		}
		for _, f := range efs {
			e, err := sc.expectation(r, f)
			if err != nil {
				return st, err
			}
			st.Expect = append(st.Expect, e...)
		}
	}
	return st, nil
}

// ExpectationKeys lists every key an expect step of f accepts, sorted: the
// runner's and the game's.
func ExpectationKeys(f File) []string {
	out := slices.Concat(commonKeys, f.ExpectationKeys())
	sort.Strings(out)
	return slices.Compact(out)
}
