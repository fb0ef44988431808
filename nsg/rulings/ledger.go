package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// Status is where a ruling or a rule stands in the ledger.
type Status string

// Statuses.
const (
	Pass       Status = "pass"       // every scenario mapped to it (a ruling) or naming it (a rule) ran now and passed
	Fail       Status = "fail"       // one of them failed or was skipped
	Partial    Status = "partial"    // those that ran passed, but a scenario mapped to the ruling did not run
	Untested   Status = "untested"   // none ran
	Definition Status = "definition" // a rule that states no outcome
)

// Statuses lists every status in display order.
var Statuses = []Status{Pass, Fail, Partial, Untested, Definition}

// Outcome is how one run of a scenario ended.
type Outcome string

// Outcomes of a scenario.
const (
	Passed  Outcome = "pass"
	Failed  Outcome = "fail"
	Skipped Outcome = "skip" // the engine does not do it yet
)

// Result is the outcome of running one scenario just now, with what its
// file names: its id (from its name), the rulings it checks (its ruling:
// list) and the rules (its rules: list, as stable ids).
type Result struct {
	Scenario string   `json:"scenario"` // "NSG-S04"
	File     string   `json:"file,omitempty"`
	Rulings  []string `json:"rulings,omitempty"`
	Rules    []string `json:"rules,omitempty"`
	Outcome  Outcome  `json:"outcome"`
	Messages []string `json:"messages,omitempty"`
}

// Entry is one ruling's or rule's line of the ledger.
type Entry struct {
	ID      string   `json:"id"`
	Topic   string   `json:"topic"`
	Status  Status   `json:"status"`
	Checks  []string `json:"checks,omitempty"`  // the scenarios that ran for it, with their outcome
	Missing []string `json:"missing,omitempty"` // a ruling's mapped scenarios that did not run
}

// Ledger is the status of every ruling of the article and every rule of the
// index.
type Ledger struct {
	Rulings    []Entry
	Rules      []Entry
	Totals     map[Status]int // of the rulings
	RuleTotals map[Status]int
	// Core is the coverage of the outcome rules the digest cites in its
	// sections 2 to 12 (scope ScopeCore, class ClassOutcome).
	Core Coverage
}

// Coverage counts the outcome rules of scope 2-12 that some scenario run
// now checks and passes (status Pass: every scenario naming the rule
// passed), and lists the others in index order.
type Coverage struct {
	Covered   int    `json:"covered"`
	Total     int    `json:"total"`
	Uncovered []Rule `json:"-"`
}

// Build makes the ledger from the results of scenarios run just now. It
// fails if a result names an unknown scenario, ruling or rule, a rule that
// is a definition (nothing checks a definition), or a ruling whose mapped
// scenarios do not include the result's.
func Build(results []Result) (*Ledger, error) {
	rs, err := All()
	if err != nil {
		return nil, err
	}
	rules, err := Rules()
	if err != nil {
		return nil, err
	}
	byRuling := map[string][]Result{}
	byRule := map[string][]Result{}
	for _, res := range results {
		cr := ValidCRScenario(res.Scenario)
		if !ValidScenario(res.Scenario) && !cr {
			return nil, fmt.Errorf("a result names %q, which is not a scenario of the digest nor a CR scenario file (nsg-cr-NUMBER-…)", res.Scenario)
		}
		if cr && len(res.Rulings) > 0 {
			return nil, fmt.Errorf("%s names rulings %v: the ledger maps rulings to the digest's scenarios only", res.Scenario, res.Rulings)
		}
		if cr && len(res.Rules) == 0 {
			return nil, fmt.Errorf("%s names no CR rule: a CR scenario checks the rules it names", res.Scenario)
		}
		for _, id := range res.Rulings {
			i := slices.IndexFunc(rs, func(r Ruling) bool { return r.ID == id })
			if i < 0 {
				return nil, fmt.Errorf("%s names %q, which is not a ruling of the ledger", res.Scenario, id)
			}
			if !slices.Contains(rs[i].Scenarios, res.Scenario) {
				return nil, fmt.Errorf("%s names %s, which the ledger does not map to it (rulings.json lists %s)", res.Scenario, id, strings.Join(rs[i].Scenarios, ", "))
			}
			byRuling[id] = append(byRuling[id], res)
		}
		for _, id := range res.Rules {
			r, ok := RuleByID(id)
			switch {
			case !ok:
				return nil, fmt.Errorf("%s names %q, which is not a rule of the index", res.Scenario, id)
			case r.Class == ClassDefinition:
				return nil, fmt.Errorf("%s names %s, a definition (%s): nothing checks a definition", res.Scenario, id, r.Note)
			}
			byRule[id] = append(byRule[id], res)
		}
	}
	l := &Ledger{Totals: map[Status]int{}, RuleTotals: map[Status]int{}}
	for _, r := range rs {
		e := Entry{ID: r.ID, Topic: r.Topic}
		e.Status, e.Checks = tally(byRuling[r.ID])
		ran := map[string]bool{}
		for _, res := range byRuling[r.ID] {
			ran[res.Scenario] = true
		}
		for _, s := range r.Scenarios {
			if !ran[s] {
				e.Missing = append(e.Missing, s)
			}
		}
		if e.Status == Pass && len(e.Missing) > 0 {
			e.Status = Partial
		}
		l.Rulings = append(l.Rulings, e)
		l.Totals[e.Status]++
	}
	for _, r := range rules {
		e := Entry{ID: r.ID, Topic: r.Cite()}
		if r.Class == ClassDefinition {
			e.Status = Definition
		} else {
			e.Status, e.Checks = tally(byRule[r.ID])
		}
		l.Rules = append(l.Rules, e)
		l.RuleTotals[e.Status]++
		if r.Scope == ScopeCore && r.Class == ClassOutcome {
			l.Core.Total++
			if e.Status == Pass {
				l.Core.Covered++
			} else {
				l.Core.Uncovered = append(l.Core.Uncovered, r)
			}
		}
	}
	return l, nil
}

// tally reads the results of one ruling or rule: Untested without any,
// Fail if one failed or was skipped, else Pass; and each as "NSG-S04 pass".
func tally(results []Result) (Status, []string) {
	if len(results) == 0 {
		return Untested, nil
	}
	st := Pass
	var checks []string
	for _, r := range results {
		if r.Outcome != Passed {
			st = Fail
		}
		checks = append(checks, r.Scenario+" "+string(r.Outcome))
	}
	return st, checks
}
