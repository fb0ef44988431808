package scenario

import (
	_ "embed"
	"fmt"
	"strings"
	"sync"
)

// Class says whether a rule of the index states an outcome.
type Class string

// The classes of rules.tsv.
const (
	Outcome    Class = "outcome"    // states an outcome a scenario can check
	Definition Class = "definition" // a term, a heading, a note on the rulebook
)

// Rule is one rule of the index.
type Rule struct {
	ID    string // "NS-5.5.1"
	Class Class
	Note  string
}

// Index is the digest's rules, in its order.
type Index struct {
	Rules []Rule
}

// Find returns the rule id names ("NS-5.5.1"; case and spaces do not
// matter).
func (x *Index) Find(id string) (Rule, bool) {
	k := strings.ToUpper(strings.ReplaceAll(id, " ", ""))
	for _, r := range x.Rules {
		if r.ID == k {
			return r, true
		}
	}
	return Rule{}, false
}

//go:embed rules.tsv
var rulesTSV string

//go:embed sc.tsv
var scTSV string

var (
	indexOnce sync.Once
	index     *Index
	indexErr  error
)

// Rules returns the index of the digest's rules (rules.tsv).
func Rules() (*Index, error) {
	indexOnce.Do(func() { index, indexErr = parseRules(rulesTSV) })
	return index, indexErr
}

func parseRules(text string) (*Index, error) {
	x := &Index{}
	seen := map[string]bool{}
	for i, line := range strings.Split(text, "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 3 {
			return nil, fmt.Errorf("rules.tsv:%d: %d fields, want id, class and note", i+1, len(f))
		}
		c := Class(f[1])
		if c != Outcome && c != Definition {
			return nil, fmt.Errorf("rules.tsv:%d: class %q: want outcome or definition", i+1, f[1])
		}
		if c == Definition && f[2] == "" {
			return nil, fmt.Errorf("rules.tsv:%d: a definition says which kind in its note", i+1)
		}
		if seen[f[0]] {
			return nil, fmt.Errorf("rules.tsv:%d: %s twice", i+1, f[0])
		}
		seen[f[0]] = true
		x.Rules = append(x.Rules, Rule{ID: f[0], Class: c, Note: f[2]})
	}
	return x, nil
}

// DigestScenarios returns the ids of the digest's scenarios, SC-01 to
// SC-25 (sc.tsv), in order.
func DigestScenarios() []string {
	var out []string
	for _, line := range strings.Split(scTSV, "\n") {
		if id, _, ok := strings.Cut(line, "\t"); ok && !strings.HasPrefix(line, "#") {
			out = append(out, id)
		}
	}
	return out
}

// scenarioOf returns the digest scenario v names: "SC-04" for "SC-04" or a
// variant "SC-04a".
func scenarioOf(v string) string {
	if n := len(v); n > 0 && v[n-1] >= 'a' && v[n-1] <= 'z' {
		return v[:n-1]
	}
	return v
}
