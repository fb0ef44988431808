package rulings

import (
	"fmt"
	"sort"
	"strings"
	"time"
)

// Status is where a ruling stands in the ledger.
type Status string

// Statuses, in the order totals are printed.
const (
	Pass        Status = "pass"         // every check ran and passed, and they cover the ruling
	Fail        Status = "fail"         // a check failed, or was skipped
	Partial     Status = "partial"      // every check passed, but they cover only part of the ruling (partial.tsv)
	Duplicate   Status = "duplicate"    // repeats an earlier ruling and has no check of its own
	See         Status = "see"          // a cross reference to other rulings
	NotTestable Status = "not-testable" // listed in not-testable.tsv, with the reason
	Untested    Status = "untested"     // none of the above
	// Definition is a rule of the digest that states no outcome (rules.tsv
	// gives the reason); rulings have no such status.
	Definition Status = "definition"
)

// Statuses lists every status in display order.
var Statuses = []Status{Pass, Fail, Partial, Duplicate, See, NotTestable, Untested}

// RuleStatuses lists every status of a rule of the digest in display order.
var RuleStatuses = []Status{Pass, Fail, Partial, See, NotTestable, Definition, Untested}

// Outcome is how one run of a check ended.
type Outcome string

// Outcomes of a check.
const (
	Passed  Outcome = "pass"
	Failed  Outcome = "fail"
	Skipped Outcome = "skip" // the check called Skip: the engine does not do it yet
)

// Kinds of check.
const (
	KindCheck    = "check"    // a compiled check (package onr/rulings/checks)
	KindScenario = "scenario" // a scenario file (package onr/scenario)
)

// Result is the outcome of running one check, just now: a compiled check
// or a scenario file, and the rulings it names. The ledger is built from
// results only; nothing is inferred from a name.
type Result struct {
	Rulings  []string      `json:"rulings"`
	Rules    []string      `json:"rules,omitempty"` // the rules of the digest it checks (ONR-x.y)
	Kind     string        `json:"kind"`            // KindCheck or KindScenario
	Name     string        `json:"name"`
	File     string        `json:"file,omitempty"` // a scenario's file
	Outcome  Outcome       `json:"outcome"`
	Messages []string      `json:"messages,omitempty"` // why it failed or was skipped
	Duration time.Duration `json:"ns"`
}

// Label names the check for people: "check R012 …" or "scenario … (file)".
func (r Result) Label() string {
	if r.Kind == KindScenario {
		return fmt.Sprintf("scenario %s (%s)", r.Name, r.File)
	}
	return "check " + r.Name
}

// Entry is one ruling's line of the ledger.
type Entry struct {
	ID      string  `json:"id"`
	Section string  `json:"section"`
	Topic   string  `json:"topic"`
	Status  Status  `json:"status"`
	Check   string  `json:"check"`             // what decides the status: check names, "duplicate of R…", "see R…", the reason
	Missing string  `json:"missing,omitempty"` // partial: what the checks do not cover
	Checks  []Check `json:"checks,omitempty"`  // every check run for the ruling
	// Duration is the time its checks took.
	Duration time.Duration `json:"ns"`
}

// Check is one check of a ruling as the ledger lists it.
type Check struct {
	Label    string        `json:"label"`
	Outcome  Outcome       `json:"outcome"`
	Messages []string      `json:"messages,omitempty"`
	Duration time.Duration `json:"ns"`
}

// Ledger is the status of every ruling.
type Ledger struct {
	Entries []Entry
	Totals  map[Status]int
	// Checks counts the checks run, by outcome; a check of several rulings
	// counts once.
	Checks map[Outcome]int
	// Rules is the status of every numbered rule of the digest, in its
	// order, and RuleTotals their totals (BuildRules).
	Rules      []RuleEntry
	RuleTotals map[Status]int
}

// Failed reports whether some ruling or rule fails: "datafort rulings" then
// exits non-zero.
func (l *Ledger) Failed() bool { return l.Totals[Fail] > 0 || l.RuleTotals[Fail] > 0 }

// Build makes the ledger of the rulings and of the rules from the results
// of the checks, just run, and the committed not-testable and partial lists
// and rules classification.
func Build(results []Result) (*Ledger, error) {
	nt, err := NotTestableReasons()
	if err != nil {
		return nil, err
	}
	partial, err := PartialNotes()
	if err != nil {
		return nil, err
	}
	classes, err := RuleClasses()
	if err != nil {
		return nil, err
	}
	l, err := BuildFrom(results, nt, partial)
	if err != nil {
		return nil, err
	}
	if err := BuildRules(l, results, classes); err != nil {
		return nil, err
	}
	return l, nil
}

// BuildFrom makes the ledger of the rulings from explicit inputs (results
// that name only rules count among the checks run; BuildRules lists them).
// It fails if a result names neither a ruling nor a rule, if a
// not-testable or a partial line names no ruling, if a ruling listed as not
// testable has a check, or if a ruling listed as partial has none.
func BuildFrom(results []Result, notTestable, partial map[string]string) (*Ledger, error) {
	rs, err := All()
	if err != nil {
		return nil, err
	}
	byID := map[string][]Result{}
	l := &Ledger{Totals: map[Status]int{}, Checks: map[Outcome]int{}}
	for _, r := range results {
		if len(r.Rulings) == 0 && len(r.Rules) == 0 {
			return nil, fmt.Errorf("%s names no ruling", r.Label())
		}
		for _, id := range r.Rulings {
			if !ValidID(id) {
				return nil, fmt.Errorf("%s names %q, which is not a ruling (R001 to R525)", r.Label(), id)
			}
			byID[id] = append(byID[id], r)
		}
		l.Checks[r.Outcome]++
	}
	var conflicts, orphans []string
	for id := range notTestable {
		if !ValidID(id) {
			return nil, fmt.Errorf("not-testable.tsv: %q is not a ruling id", id)
		}
		if len(byID[id]) > 0 {
			conflicts = append(conflicts, id)
		}
	}
	if len(conflicts) > 0 {
		sort.Strings(conflicts)
		return nil, fmt.Errorf("not-testable.tsv lists %s, which a check covers: remove the line or the check", strings.Join(conflicts, ", "))
	}
	for id := range partial {
		if !ValidID(id) {
			return nil, fmt.Errorf("partial.tsv: %q is not a ruling id", id)
		}
		if len(byID[id]) == 0 {
			orphans = append(orphans, id)
		}
	}
	if len(orphans) > 0 {
		sort.Strings(orphans)
		return nil, fmt.Errorf("partial.tsv lists %s, which no check covers: a ruling without a check is untested, not partial", strings.Join(orphans, ", "))
	}

	for _, r := range rs {
		e := Entry{ID: r.ID, Section: r.Section, Topic: r.Topic}
		switch checks := byID[r.ID]; {
		case len(checks) > 0:
			var names []string
			e.Checks, e.Duration, e.Status, names = tally(checks)
			if e.Status == Pass && partial[r.ID] != "" {
				e.Status, e.Missing = Partial, partial[r.ID]
				names = append(names, "not covered: "+partial[r.ID])
			}
			e.Check = strings.Join(names, "; ")
		case r.DuplicateOf != nil:
			e.Status, e.Check = Duplicate, "duplicate of "+*r.DuplicateOf
		case r.Kind == "xref":
			e.Status = See
			if len(r.SeeIDs) > 0 {
				e.Check = "see " + strings.Join(r.SeeIDs, ", ")
			} else if r.SeeTopic != nil {
				e.Check = "see " + *r.SeeTopic
			}
		case notTestable[r.ID] != "":
			e.Status, e.Check = NotTestable, notTestable[r.ID]
		default:
			e.Status = Untested
		}
		l.Totals[e.Status]++
		l.Entries = append(l.Entries, e)
	}
	return l, nil
}

// tally reads the results of the checks of one ruling or rule: their
// lines, their time, Pass or (when one failed or was skipped) Fail, and
// each check's name as a ledger line lists it.
func tally(results []Result) (checks []Check, took time.Duration, status Status, names []string) {
	status = Pass
	for _, c := range results {
		checks = append(checks, Check{Label: c.Label(), Outcome: c.Outcome, Messages: c.Messages, Duration: c.Duration})
		took += c.Duration
		name := c.Label()
		switch c.Outcome {
		case Failed:
			status = Fail
			name += " FAILS"
		case Skipped:
			status = Fail
			name += " (skipped: not done yet)"
		}
		names = append(names, name)
	}
	return checks, took, status, names
}
