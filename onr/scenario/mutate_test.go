package scenario_test

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"

	yaml "go.yaml.in/yaml/v3"

	"github.com/datafort/datafort/onr/scenario"
)

// TestScenariosCanFail changes, one at a time, every number and every
// true/false of every expectation of the shipped scenarios (ONR's, the
// Big Sell-Out's and Neuroscape's; NSG's have a test of their own) — a number up by one, or down by one for a number that
// must be refused (fails: a refused bound's neighbour is accepted) — and
// turns every offered into not_offered, logged into not_logged, shows into
// hides (and back), and checks that each changed scenario fails: no
// expectation there passes whatever the game does.
func TestScenariosCanFail(t *testing.T) {
	files, err := filepath.Glob("../../scenarios/*/*.yaml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no bso scenarios: %v", err)
	}
	for _, f := range files {
		if filepath.Base(filepath.Dir(f)) == "nsg" {
			continue // nsg/scenario's TestNSGScenariosCanFail changes every kind of expectation, in every mode
		}
		t.Run(filepath.Base(f), func(t *testing.T) {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			var doc yaml.Node
			if err := yaml.Unmarshal(b, &doc); err != nil {
				t.Fatal(err)
			}
			var values []mutant
			for _, step := range stepsOf(&doc) {
				for i := 0; i+1 < len(step.Content); i += 2 {
					if step.Content[i].Value == "expect" {
						values = append(values, mutable(step.Content[i+1], false)...)
					}
				}
			}
			if len(values) == 0 {
				t.Fatal("no number or true/false to change in the expectations")
			}
			for _, m := range values {
				v := m.node
				old := v.Value
				switch v.Tag {
				case "!!int":
					n, _ := strconv.Atoi(old)
					v.Value = strconv.Itoa(n + m.step)
				case "!!bool":
					b, _ := strconv.ParseBool(old)
					v.Value = strconv.FormatBool(!b)
				default:
					v.Value = opposite[old]
				}
				out, err := yaml.Marshal(&doc)
				if err != nil {
					t.Fatal(err)
				}
				sc, err := scenario.Parse(f, out)
				if err != nil {
					t.Fatalf("line %d changed from %s to %s: %v", v.Line, old, v.Value, err)
				}
				if res := sc.Run(); res.Passed {
					t.Errorf("line %d: the scenario passes with %s in place of %s", v.Line, v.Value, old)
				}
				v.Value = old
			}
			t.Logf("%d changed expectations, each fails", len(values))
		})
	}
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
	panic("no steps")
}

// opposite are the expectation keys that say the opposite of each other.
var opposite = map[string]string{"offered": "not_offered", "not_offered": "offered", "logged": "not_logged",
	"not_logged": "logged", "shows": "hides", "hides": "shows"}

// mutant is a value of an expectation to change: a number (by step), a
// true/false, or a key with an opposite.
type mutant struct {
	node *yaml.Node
	step int
}

// mutable returns the numbers and true/false values under n, and the keys
// that have an opposite; refused numbers (under fails) go down.
func mutable(n *yaml.Node, refused bool) []mutant {
	if n.Kind == yaml.ScalarNode {
		if n.Tag == "!!int" || n.Tag == "!!bool" {
			step := 1
			if refused {
				step = -1
			}
			return []mutant{{n, step}}
		}
		return nil
	}
	var out []mutant
	for i, c := range n.Content {
		if n.Kind == yaml.MappingNode && i%2 == 0 {
			if _, ok := opposite[c.Value]; ok && !hasKey(n, opposite[c.Value]) {
				out = append(out, mutant{c, 0})
			}
			continue
		}
		under := refused
		if n.Kind == yaml.MappingNode && n.Content[i-1].Value == "fails" {
			under = true
		}
		out = append(out, mutable(c, under)...)
	}
	return out
}

// hasKey reports whether mapping n has key k (a key cannot appear twice).
func hasKey(n *yaml.Node, k string) bool {
	for i := 0; i < len(n.Content); i += 2 {
		if n.Content[i].Value == k {
			return true
		}
	}
	return false
}
