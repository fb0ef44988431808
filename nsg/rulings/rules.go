package rulings

import (
	"bufio"
	_ "embed"
	"fmt"
	"regexp"
	"strings"
	"sync"
)

//go:embed rules.tsv
var rulesText string

// The CR versions the index gives numbers in.
const (
	CR2603 = "26.03" // CR 26.03, the digest's numbering and the engine's default rules
	CR2403 = "24.03" // CR 24.03, the version the article cites (the nsg-24.09 mode)
)

// Classes of a rule of the index.
const (
	ClassOutcome    = "outcome"    // states an outcome a scenario can check
	ClassDefinition = "definition" // a term, a heading, an introduction to lettered rules or steps
)

// Scopes of a rule of the index: where the digest cites it.
const (
	ScopeCore  = "2-12"  // cited in the digest's sections 2 to 12
	ScopeOther = "other" // cited only in its sections 1, 13 or 14
	// ScopeCR is a rule the digest does not cite, which the engine follows
	// where the digest is silent (the CR governs) and a scenario names.
	ScopeCR = "cr"
)

// Rule is one CR rule the digest (nsg/rulesdata/nsg-timing.md) cites.
type Rule struct {
	ID     string // stable id, the YAML key of the CR source: "rule_cost_zero"
	N2603  string // number in CR 26.03, "" where that version lacks the rule
	N2403  string // number in CR 24.03, "" where that version lacks the rule
	Scope  string // ScopeCore, ScopeOther or ScopeCR
	Class  string // ClassOutcome or ClassDefinition
	Note   string // a definition: what kind; an outcome rule no scenario covers: what it waits for
	lineNo int
}

// Number returns the rule's number in a version ("" if it lacks the rule).
func (r Rule) Number(version string) string {
	if version == CR2403 {
		return r.N2403
	}
	return r.N2603
}

// Cite names the rule as scenarios and messages cite it: its CR 26.03
// number and id, or its CR 24.03 number for a rule 26.03 lacks ("CR 24.03
// 1.2.5 rule_ncigs").
func (r Rule) Cite() string {
	if r.N2603 == "" {
		return fmt.Sprintf("CR %s %s %s", CR2403, r.N2403, r.ID)
	}
	return fmt.Sprintf("CR %s %s", r.N2603, r.ID)
}

var (
	idRE     = regexp.MustCompile(`^[a-z][a-z0-9_+]*$`)
	numberRE = regexp.MustCompile(`^[0-9]{1,2}(\.[0-9]{1,2}(\.[0-9]{1,2}[a-z]?)?)?$`)
)

// ParseRules reads an index written as rules.tsv is: one
// "id<TAB>26.03<TAB>24.03<TAB>scope<TAB>class<TAB>note" per line, "-" for a
// number a version lacks; blank lines and # comments ignored. A definition
// needs its note; ids and numbers are unique per version.
func ParseRules(text string) ([]Rule, error) {
	var out []Rule
	seen := map[string]bool{}
	nums := map[string]string{}
	sc := bufio.NewScanner(strings.NewReader(text))
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 6 {
			return nil, fmt.Errorf("rules.tsv:%d: want 6 fields separated by TABs (id, 26.03, 24.03, scope, class, note), got %d", n, len(f))
		}
		r := Rule{ID: f[0], N2603: dash(f[1]), N2403: dash(f[2]), Scope: f[3], Class: f[4], Note: strings.TrimSpace(f[5]), lineNo: n}
		switch {
		case !idRE.MatchString(r.ID):
			return nil, fmt.Errorf("rules.tsv:%d: %q is not a stable id", n, r.ID)
		case seen[r.ID]:
			return nil, fmt.Errorf("rules.tsv:%d: %s is listed twice", n, r.ID)
		case r.N2603 == "" && r.N2403 == "":
			return nil, fmt.Errorf("rules.tsv:%d: %s has no number in either version", n, r.ID)
		case r.N2603 != "" && !numberRE.MatchString(r.N2603) || r.N2403 != "" && !numberRE.MatchString(r.N2403):
			return nil, fmt.Errorf("rules.tsv:%d: %s: a number is not of the form 9.5.7a", n, r.ID)
		case r.Scope != ScopeCore && r.Scope != ScopeOther && r.Scope != ScopeCR:
			return nil, fmt.Errorf("rules.tsv:%d: %s: scope %q, want %s, %s or %s", n, r.ID, r.Scope, ScopeCore, ScopeOther, ScopeCR)
		case r.Class != ClassOutcome && r.Class != ClassDefinition:
			return nil, fmt.Errorf("rules.tsv:%d: %s: class %q, want %s or %s", n, r.ID, r.Class, ClassOutcome, ClassDefinition)
		case r.Class == ClassDefinition && r.Note == "":
			return nil, fmt.Errorf("rules.tsv:%d: %s is a definition: say what kind in the note", n, r.ID)
		}
		for _, v := range []string{CR2603, CR2403} {
			if num := r.Number(v); num != "" {
				if other, dup := nums[v+" "+num]; dup {
					return nil, fmt.Errorf("rules.tsv:%d: %s and %s both have number %s in CR %s", n, other, r.ID, num, v)
				}
				nums[v+" "+num] = r.ID
			}
		}
		seen[r.ID] = true
		out = append(out, r)
	}
	return out, sc.Err()
}

func dash(s string) string {
	if s = strings.TrimSpace(s); s == "-" {
		return ""
	}
	return s
}

var loadRules = sync.OnceValues(func() ([]Rule, error) {
	rs, err := ParseRules(rulesText)
	if err != nil {
		return nil, fmt.Errorf("nsg/rulings: %w", err)
	}
	return rs, nil
})

// Rules returns the index of the CR rules the digest cites, in CR 26.03
// order (rules 26.03 lacks where they were in 24.03). The slice is shared:
// do not modify it.
func Rules() ([]Rule, error) { return loadRules() }

// RuleByID returns the rule of that stable id.
func RuleByID(id string) (Rule, bool) {
	rs, err := Rules()
	if err != nil {
		return Rule{}, false
	}
	for _, r := range rs {
		if r.ID == id {
			return r, true
		}
	}
	return Rule{}, false
}

// RuleByNumber returns the rule that has number in CR version v.
func RuleByNumber(v, number string) (Rule, bool) {
	rs, err := Rules()
	if err != nil {
		return Rule{}, false
	}
	for _, r := range rs {
		if r.Number(v) == number {
			return r, true
		}
	}
	return Rule{}, false
}
