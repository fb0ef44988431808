package rulings

import (
	"bufio"
	_ "embed"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"sync"
	"time"
)

// The rules ledger: beside the rulings, every numbered rule of the ONR rules
// digest (data/onr-rules.md, copied from the shared design documents by
// scripts/sync-shared.sh) has a line, classified in rules.tsv.

//go:embed data/onr-rules.md
var rulesDigest string

//go:embed rules.tsv
var rulesClassText string

// Rule is one numbered rule of the digest: a bold "**ONR-x.y …**" item, or
// a section heading ("### 11.14 Redirected runs") that the digest cites as
// ONR-x.y elsewhere.
type Rule struct {
	ID      string `json:"id"`      // "ONR-17.2"
	Title   string `json:"title"`   // the bold words after the number ("Empty R&D"), or ""
	Text    string `json:"text"`    // the rule's text, its lines joined
	Section bool   `json:"section"` // a section heading rather than a rule
}

// Topic is how the ledger names the rule: its title, or the opening of its
// text.
func (r Rule) Topic() string {
	if r.Title != "" {
		return r.Title
	}
	return r.Text
}

var (
	ruleRE    = regexp.MustCompile(`^\s*(?:- |\d+\. )?\*\*ONR-([0-9]+(?:\.[0-9]+)+)(.*)$`)
	sectionRE = regexp.MustCompile(`^###\s+([0-9]+\.[0-9]+)\s+(.*)$`)
	citeRE    = regexp.MustCompile(`ONR-[0-9]+(?:\.[0-9]+)+`)
	ruleIDRE  = regexp.MustCompile(`^ONR-[0-9]+(?:\.[0-9]+)+$`)
)

// ParseRules reads the numbered rules of a digest written as onr-rules.md
// is: every bold "**ONR-x.y Title.**" item, with its text up to the next
// item, blank line or heading; and every "### x.y" section heading whose
// number the digest cites as ONR-x.y without stating it as a rule. It fails
// if a number is stated twice, or cited but neither stated nor a section.
func ParseRules(md string) ([]Rule, error) {
	var out []Rule
	seen := map[string]bool{}
	sections := map[string]string{}
	var cur *Rule
	flush := func() {
		if cur != nil {
			// the bold part after the number is the title; it may run
			// over a line break
			title, text, ok := strings.Cut(cur.Text, "**")
			if !ok {
				title, text = "", cur.Text
			}
			title = strings.Join(strings.Fields(strings.ReplaceAll(title, "*", "")), " ")
			cur.Title = strings.TrimSuffix(strings.TrimSuffix(title, ":"), ".")
			cur.Text = strings.Join(strings.Fields(strings.ReplaceAll(text, "*", "")), " ")
			out = append(out, *cur)
			cur = nil
		}
	}
	sc := bufio.NewScanner(strings.NewReader(md))
	sc.Buffer(make([]byte, 0, 64*1024), 1024*1024)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if m := ruleRE.FindStringSubmatch(line); m != nil {
			flush()
			id := "ONR-" + m[1]
			if seen[id] {
				return nil, fmt.Errorf("onr-rules.md:%d: %s is stated twice", n, id)
			}
			seen[id] = true
			cur = &Rule{ID: id, Text: m[2]}
			continue
		}
		if m := sectionRE.FindStringSubmatch(line); m != nil {
			sections["ONR-"+m[1]] = strings.TrimSpace(m[2])
		}
		trimmed := strings.TrimSpace(line)
		if cur == nil || trimmed == "" || strings.HasPrefix(trimmed, "#") || strings.HasPrefix(trimmed, ">") ||
			strings.HasPrefix(trimmed, "|") || strings.HasPrefix(line, "- ") || strings.HasPrefix(trimmed, "---") {
			flush()
			continue
		}
		cur.Text += " " + trimmed
	}
	flush()
	if err := sc.Err(); err != nil {
		return nil, err
	}
	// Sections cited as rules, in the order of the digest's headings.
	cited := map[string]bool{}
	for _, id := range citeRE.FindAllString(md, -1) {
		cited[id] = true
	}
	var missing []string
	for id := range cited {
		if seen[id] {
			continue
		}
		if _, ok := sections[id]; !ok {
			missing = append(missing, id)
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("onr-rules.md cites %s, which it neither states nor has as a section", strings.Join(missing, ", "))
	}
	var all []Rule
	placed := map[string]bool{}
	for _, r := range out {
		// a cited section goes just before its first rule
		sec := r.ID[:strings.LastIndex(r.ID, ".")]
		if title, ok := sections[sec]; ok && cited[sec] && !seen[sec] && !placed[sec] {
			placed[sec] = true
			all = append(all, Rule{ID: sec, Title: title, Section: true})
		}
		all = append(all, r)
	}
	for id := range cited {
		if !seen[id] && !placed[id] {
			return nil, fmt.Errorf("onr-rules.md: section %s holds no rule", id)
		}
	}
	return all, nil
}

var (
	rulesOnce sync.Once
	allRules  []Rule
	ruleIndex map[string]int
	rulesErr  error
)

// Rules returns the numbered rules of the digest in its order. The slice is
// shared: do not modify it.
func Rules() ([]Rule, error) {
	rulesOnce.Do(func() {
		allRules, rulesErr = ParseRules(rulesDigest)
		if rulesErr != nil {
			rulesErr = fmt.Errorf("rulings: data/onr-rules.md: %w", rulesErr)
			return
		}
		ruleIndex = map[string]int{}
		for i, r := range allRules {
			ruleIndex[r.ID] = i
		}
	})
	return allRules, rulesErr
}

// ValidRuleID reports whether id names a numbered rule of the digest.
func ValidRuleID(id string) bool {
	if !ruleIDRE.MatchString(id) {
		return false
	}
	if _, err := Rules(); err != nil {
		return false
	}
	_, ok := ruleIndex[id]
	return ok
}

// Classes of rule in rules.tsv.
const (
	ClassDefinition  = "definition"   // states no outcome: a term, a scope, a source; the note says why
	ClassOutcome     = "outcome"      // states an outcome; its checks decide pass or fail, none: untested
	ClassPartial     = "partial"      // an outcome whose checks cover part of it; the note says what is not covered
	ClassSee         = "see"          // an outcome asserted by the checks of the rulings or rules the note lists
	ClassNotTestable = "not-testable" // an outcome no check can cover; the note says why
)

// RuleClass is one rule's line of rules.tsv.
type RuleClass struct {
	Class string
	Note  string
	See   []string // ClassSee: the rulings and rules whose checks assert it
}

// ParseRuleClasses reads rules.tsv: one "ONR-x.y<TAB>class<TAB>note" per
// line (blank lines and # comments ignored). The note is required except
// for an outcome; a "see" note starts with the ids it points to, separated
// by commas or spaces, then optionally ": why".
func ParseRuleClasses(text string) (map[string]RuleClass, error) {
	out := map[string]RuleClass{}
	sc := bufio.NewScanner(strings.NewReader(text))
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		parts := strings.SplitN(line, "\t", 3)
		if len(parts) < 2 {
			return nil, fmt.Errorf("rules.tsv:%d: want the rule id, a TAB, the class, a TAB and the note", n)
		}
		id, class, note := strings.TrimSpace(parts[0]), strings.TrimSpace(parts[1]), ""
		if len(parts) == 3 {
			note = strings.TrimSpace(parts[2])
		}
		if !ruleIDRE.MatchString(id) {
			return nil, fmt.Errorf("rules.tsv:%d: %q is not a rule id (ONR-x.y)", n, id)
		}
		if _, dup := out[id]; dup {
			return nil, fmt.Errorf("rules.tsv:%d: %s is listed twice", n, id)
		}
		rc := RuleClass{Class: class, Note: note}
		switch class {
		case ClassOutcome:
		case ClassDefinition, ClassPartial, ClassNotTestable:
			if note == "" {
				return nil, fmt.Errorf("rules.tsv:%d: %s is %s: give the reason", n, id, class)
			}
		case ClassSee:
			ids, _, _ := strings.Cut(note, ":")
			for _, f := range strings.FieldsFunc(ids, func(r rune) bool { return r == ',' || r == ' ' }) {
				if !ValidID(f) && !ruleIDRE.MatchString(f) {
					return nil, fmt.Errorf("rules.tsv:%d: %s: %q is neither a ruling nor a rule id", n, id, f)
				}
				rc.See = append(rc.See, f)
			}
			if len(rc.See) == 0 {
				return nil, fmt.Errorf("rules.tsv:%d: %s is see: name the rulings or rules whose checks assert it", n, id)
			}
		default:
			return nil, fmt.Errorf("rules.tsv:%d: %s: class %q, want one of %s, %s, %s, %s, %s", n, id, class,
				ClassOutcome, ClassPartial, ClassSee, ClassNotTestable, ClassDefinition)
		}
		out[id] = rc
	}
	return out, sc.Err()
}

// RuleClasses returns the committed classification of the rules (rules.tsv).
func RuleClasses() (map[string]RuleClass, error) { return ParseRuleClasses(rulesClassText) }

// RuleEntry is one rule's line of the rules ledger.
type RuleEntry struct {
	ID      string  `json:"id"`
	Topic   string  `json:"topic"`
	Status  Status  `json:"status"`
	Check   string  `json:"check"`             // the checks, "see …", or the reason
	Missing string  `json:"missing,omitempty"` // partial: what the checks do not cover
	Checks  []Check `json:"checks,omitempty"`
	// Duration is the time its checks took.
	Duration time.Duration `json:"ns"`
}

// BuildRules adds the rules ledger to l, built from the results of the
// checks just run (those naming rules) and the classification of every rule
// (rules.tsv). It fails if the classification misses a rule of the digest
// or names one it lacks, if a result names a rule the digest lacks, if a
// rule classed definition, see or not-testable has a check, if a partial
// one has none, or if a "see" points at a ruling or rule that no check
// covers. A "see" rule fails when a ruling or rule it points at fails.
func BuildRules(l *Ledger, results []Result, classes map[string]RuleClass) error {
	rules, err := Rules()
	if err != nil {
		return err
	}
	byID := map[string][]Result{}
	for _, r := range results {
		for _, id := range r.Rules {
			if !ValidRuleID(id) {
				return fmt.Errorf("%s names %q, which is not a rule of onr-rules.md", r.Label(), id)
			}
			byID[id] = append(byID[id], r)
		}
	}
	var missing, extra, conflicts []string
	for _, r := range rules {
		if _, ok := classes[r.ID]; !ok {
			missing = append(missing, r.ID)
		}
	}
	for id, c := range classes {
		if !ValidRuleID(id) {
			extra = append(extra, id)
			continue
		}
		switch {
		case c.Class == ClassPartial && len(byID[id]) == 0:
			conflicts = append(conflicts, id+" is partial but no check covers it")
		case (c.Class == ClassDefinition || c.Class == ClassSee || c.Class == ClassNotTestable) && len(byID[id]) > 0:
			conflicts = append(conflicts, id+" is "+c.Class+" but a check covers it")
		}
	}
	for _, list := range [][]string{missing, extra, conflicts} {
		sort.Strings(list)
	}
	switch {
	case len(missing) > 0:
		return fmt.Errorf("rules.tsv does not classify %s: every rule of onr-rules.md needs a line", strings.Join(missing, ", "))
	case len(extra) > 0:
		return fmt.Errorf("rules.tsv lists %s, which onr-rules.md does not number", strings.Join(extra, ", "))
	case len(conflicts) > 0:
		return fmt.Errorf("rules.tsv: %s", strings.Join(conflicts, "; "))
	}
	rulingStatus := map[string]Status{}
	for _, e := range l.Entries {
		if len(e.Checks) > 0 {
			rulingStatus[e.ID] = e.Status
		}
	}
	l.Rules, l.RuleTotals = nil, map[Status]int{}
	ruleStatus := map[string]Status{}
	var see []int
	for _, r := range rules {
		c := classes[r.ID]
		e := RuleEntry{ID: r.ID, Topic: r.Topic()}
		switch {
		case len(byID[r.ID]) > 0:
			var names []string
			e.Checks, e.Duration, e.Status, names = tally(byID[r.ID])
			if e.Status == Pass && c.Class == ClassPartial {
				e.Status, e.Missing = Partial, c.Note
				names = append(names, "not covered: "+c.Note)
			}
			e.Check = strings.Join(names, "; ")
			ruleStatus[r.ID] = e.Status
		case c.Class == ClassSee:
			e.Status, e.Check = See, "see "+c.Note
			see = append(see, len(l.Rules))
		case c.Class == ClassDefinition:
			e.Status, e.Check = Definition, c.Note
		case c.Class == ClassNotTestable:
			e.Status, e.Check = NotTestable, c.Note
		default:
			e.Status, e.Check = Untested, c.Note // an outcome's note says what exists, or what it waits for
		}
		l.Rules = append(l.Rules, e)
	}
	for _, i := range see {
		e := &l.Rules[i]
		for _, id := range classes[e.ID].See {
			st, ok := rulingStatus[id]
			if !ValidID(id) {
				st, ok = ruleStatus[id]
			}
			if !ok {
				return fmt.Errorf("rules.tsv: %s is see %s, which no check covers", e.ID, id)
			}
			if st == Fail {
				e.Status = Fail
				e.Check += " (" + id + " FAILS)"
			}
		}
	}
	for _, e := range l.Rules {
		l.RuleTotals[e.Status]++
	}
	return nil
}
