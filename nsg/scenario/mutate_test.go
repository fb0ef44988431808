package scenario_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	yaml "go.yaml.in/yaml/v3"

	"github.com/datafort/datafort/nsg/scenario"
	shared "github.com/datafort/datafort/scenario"
)

// Kinds of change TestNSGScenariosCanFail makes to an expectation.
const (
	kindNumber   = "number"   // a count up by one
	kindBool     = "bool"     // true and false swapped
	kindOpposite = "opposite" // offered/not_offered, logged/not_logged swapped
	kindList     = "list"     // a list's last entry dropped, or an entry added to an empty list
	kindTrace    = "trace"    // a trace line that never happens in place of one
	kindOrder    = "order"    // a trace's first two event lines swapped
	kindWinner   = "winner"   // another winner (none, corp, runner)
	kindReason   = "reason"   // another reason the game ended
	kindTurn     = "turn"     // the other side's turn
)

// allKinds are the kinds of change, each of which some repository file
// must receive.
var allKinds = []string{kindNumber, kindBool, kindOpposite, kindList, kindTrace, kindOrder, kindWinner, kindReason, kindTurn}

// mutant is one change of an expectation of a scenario file: apply makes
// it in the document and returns what undoes it.
type mutant struct {
	kind  string
	line  int
	what  string // the change, in words
	apply func() (undo func())
}

// opposites are the expectation keys that say the opposite of each other.
var opposites = map[string]string{"offered": "not_offered", "not_offered": "offered", "logged": "not_logged", "not_logged": "logged"}

// otherSide names, for winner and turn, a value other than each.
var otherSide = map[string]string{"none": "corp", "corp": "runner", "runner": "corp"}

// mutants returns the changes of every expectation of a scenario
// document: each number up by one, each true/false swapped, each key with
// an opposite swapped for it, each list of titles or options with its last
// entry dropped (or, empty, with an entry added), each trace line replaced
// by one that never happens and each trace's first two event lines
// swapped, each winner, turn and reason changed.
func mutants(doc *yaml.Node) []mutant {
	var out []mutant
	for _, step := range stepsOf(doc) {
		for i := 0; i+1 < len(step.Content); i += 2 {
			if step.Content[i].Value == "expect" {
				out = append(out, expectMutants(step.Content[i+1])...)
			}
		}
	}
	return out
}

// expectMutants returns the changes of one expect step's mapping.
func expectMutants(m *yaml.Node) []mutant {
	var out []mutant
	for i := 0; i+1 < len(m.Content); i += 2 {
		k, v := m.Content[i], m.Content[i+1]
		if opp, ok := opposites[k.Value]; ok && !hasKey(m, opp) {
			out = append(out, setValue(kindOpposite, k, opp))
		}
		switch k.Value {
		case "trace":
			out = append(out, traceMutants(v)...)
		case "winner", "turn":
			kind := map[string]string{"winner": kindWinner, "turn": kindTurn}[k.Value]
			out = append(out, setValue(kind, v, otherSide[v.Value]))
		case "reason":
			out = append(out, setValue(kindReason, v, v.Value+" (changed)"))
		case "logged", "not_logged":
			// swapped above; their texts are not counts or lists to change
		default:
			out = append(out, valueMutants(k.Value, v)...)
		}
	}
	return out
}

// valueMutants returns the changes of an expectation's value: its
// numbers, true/false values and lists of scalars, wherever they are
// (under card, options, checkpoints_between…).
func valueMutants(key string, v *yaml.Node) []mutant {
	switch v.Kind {
	case yaml.ScalarNode:
		switch v.Tag {
		case "!!int":
			n, _ := strconv.Atoi(v.Value)
			return []mutant{setValue(kindNumber, v, strconv.Itoa(n+1))}
		case "!!bool":
			b, _ := strconv.ParseBool(v.Value)
			return []mutant{setValue(kindBool, v, strconv.FormatBool(!b))}
		}
		return nil
	case yaml.SequenceNode:
		if slices.ContainsFunc(v.Content, func(n *yaml.Node) bool { return n.Kind != yaml.ScalarNode }) {
			var out []mutant // a list of cards: each one's values
			for _, c := range v.Content {
				out = append(out, valueMutants(key, c)...)
			}
			return out
		}
		if !exactLists[key] && !strings.HasPrefix(key, "corp.") && !strings.HasPrefix(key, "runner.") {
			return nil // a list of which each entry is checked (offered's options, a view's texts)
		}
		return []mutant{listMutant(key, v)}
	case yaml.MappingNode:
		var out []mutant
		for i := 0; i+1 < len(v.Content); i += 2 {
			out = append(out, valueMutants(v.Content[i].Value, v.Content[i+1])...)
		}
		return out
	}
	return nil
}

// exactLists are the keys, beside the zones', whose lists are compared
// whole.
var exactLists = map[string]bool{"used": true, "exactly": true, "set_aside": true}

// listMutant drops the last entry of a list of scalars (a zone's titles,
// used cards, the options of exactly) or adds one to an empty list: a
// title for a zone or used, "pass" for options.
func listMutant(key string, v *yaml.Node) mutant {
	if n := len(v.Content); n > 0 {
		last := v.Content[n-1]
		return mutant{kind: kindList, line: v.Line, what: fmt.Sprintf("%s without its last entry %q", key, last.Value), apply: func() func() {
			v.Content = v.Content[:n-1]
			return func() { v.Content = append(v.Content, last) }
		}}
	}
	add := "Hedge Fund"
	if key == "exactly" {
		add = "pass"
	}
	return mutant{kind: kindList, line: v.Line, what: fmt.Sprintf("%s with %q added", key, add), apply: func() func() {
		v.Content = append(v.Content, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: add})
		return func() { v.Content = nil }
	}}
}

// traceMutants replaces each line of a trace expectation by one that never
// happens, and swaps its first two event lines (lines other than the
// timing marks, which recur everywhere) where they differ.
func traceMutants(v *yaml.Node) []mutant {
	var out []mutant
	var events []int
	for i, l := range v.Content {
		out = append(out, setValue(kindTrace, l, l.Value+" (never logged)"))
		if !timingMarks[l.Value] {
			events = append(events, i)
		}
	}
	if len(events) > 1 && v.Content[events[0]].Value != v.Content[events[1]].Value {
		i, j := events[0], events[1]
		out = append(out, mutant{kind: kindOrder, line: v.Line, what: fmt.Sprintf("trace with %q and %q swapped", v.Content[i].Value, v.Content[j].Value), apply: func() func() {
			v.Content[i], v.Content[j] = v.Content[j], v.Content[i]
			return func() { v.Content[i], v.Content[j] = v.Content[j], v.Content[i] }
		}})
	}
	return out
}

// timingMarks are the trace's marks (nsg.Game.TraceTiming) beside the
// events' texts.
var timingMarks = map[string]bool{"checkpoint": true, "reaction window": true, "interrupt window": true}

// setValue is the change of a scalar node's value (a key's name, for a
// key).
func setValue(kind string, n *yaml.Node, to string) mutant {
	return mutant{kind: kind, line: n.Line, what: fmt.Sprintf("%q in place of %q", to, n.Value), apply: func() func() {
		old, tag := n.Value, n.Tag
		n.Value = to
		if kind == kindReason || kind == kindTrace {
			n.Tag = "!!str"
		}
		return func() { n.Value, n.Tag = old, tag }
	}}
}

// stepsOf returns the steps of a scenario document.
func stepsOf(doc *yaml.Node) []*yaml.Node {
	root := doc
	if root.Kind == yaml.DocumentNode {
		root = root.Content[0]
	}
	for i := 0; i+1 < len(root.Content); i += 2 {
		if root.Content[i].Value == "steps" {
			return root.Content[i+1].Content
		}
	}
	return nil
}

// hasKey reports whether mapping n has key k.
func hasKey(n *yaml.Node, k string) bool {
	for i := 0; i < len(n.Content); i += 2 {
		if n.Content[i].Value == k {
			return true
		}
	}
	return false
}

// survivors makes each change of the file at path in turn and runs the
// changed scenario in every rules mode it names; it returns each change
// that some mode passes (its expectation checks nothing there), and the
// changes made by kind.
func survivors(t *testing.T, path string) (passed []string, made map[string]int) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	made = map[string]int{}
	for _, m := range mutants(&doc) {
		undo := m.apply()
		out, err := yaml.Marshal(&doc)
		undo()
		if err != nil {
			t.Fatal(err)
		}
		made[m.kind]++
		sc, err := shared.Parse(path, out)
		if err != nil {
			t.Fatalf("line %d (%s), %s: %v", m.line, m.kind, m.what, err)
		}
		modes, results, err := scenario.RunModes(sc)
		if err != nil {
			t.Fatal(err)
		}
		for i, res := range results {
			if res.Passed {
				passed = append(passed, fmt.Sprintf("line %d (%s): passes in %s with %s", m.line, m.kind, modes[i], m.what))
			}
		}
	}
	return passed, made
}

// TestNSGScenariosCanFail changes, one at a time, every expectation of
// every file under scenarios/nsg (mutants: numbers, true/false, the keys
// with an opposite, lists, trace lines and their order, winner, reason,
// turn) and runs the changed file in every rules mode it names: each mode
// must fail, so that no expectation passes whatever the game does. Every
// kind of change is made to some file.
func TestNSGScenariosCanFail(t *testing.T) {
	paths, err := filepath.Glob("../../scenarios/nsg/*.yaml")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no nsg scenarios: %v", err)
	}
	total := map[string]int{}
	ran := 0
	for _, p := range paths {
		t.Run(filepath.Base(p), func(t *testing.T) {
			ran++
			passed, made := survivors(t, p)
			for _, s := range passed {
				t.Error(s)
			}
			n := 0
			for k, c := range made {
				total[k] += c
				n += c
			}
			if n == 0 {
				t.Fatal("no expectation to change")
			}
		})
	}
	if ran < len(paths) {
		return // some files left out (go test -run): the kinds are counted over all
	}
	for _, k := range allKinds {
		if total[k] == 0 {
			t.Errorf("no file has an expectation changed as %s", k)
		}
	}
	t.Logf("changes by kind: %v", total)
}

// TestATraceThatChecksNoOrderSurvives: the one kind of expectation that
// can pass whatever the order of the game's events is a trace, its lines
// matched in order with others between; a trace whose lines happen in
// either order (testdata/weak-trace-order.yaml: a credit taken and a click
// paid, twice each) passes with its two lines swapped, and the change is
// reported. (Every other kind compares a whole value: a changed value
// always fails where the checker compares it.)
func TestATraceThatChecksNoOrderSurvives(t *testing.T) {
	const p = "testdata/weak-trace-order.yaml"
	checkPassed(t, p, runModes(t, p))
	passed, made := survivors(t, p)
	if made[kindOrder] != 1 {
		t.Fatalf("changes %v: want 1 of kind %s", made, kindOrder)
	}
	if len(passed) != 2 || !strings.Contains(passed[0], "("+kindOrder+")") || !strings.Contains(passed[1], "("+kindOrder+")") {
		t.Errorf("survivors %q: want the order change, in both modes", passed)
	}
}
