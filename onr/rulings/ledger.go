package rulings

import (
	"fmt"
	"sort"
	"strings"
)

// Status is where a ruling stands in the ledger.
type Status string

// Statuses, in the order totals are printed.
const (
	Pass        Status = "pass"         // a check exists and passes
	Fail        Status = "fail"         // a check exists and fails (or is skipped)
	Duplicate   Status = "duplicate"    // repeats an earlier ruling
	See         Status = "see"          // a cross reference to other rulings
	NotTestable Status = "not-testable" // listed in not-testable.tsv
	Untested    Status = "untested"     // none of the above
)

// Statuses lists every status in display order.
var Statuses = []Status{Pass, Fail, Duplicate, See, NotTestable, Untested}

// ScenarioCheck is a scenario file naming a ruling in its "ruling:" list,
// and whether it passed when run.
type ScenarioCheck struct {
	ID     string
	Name   string // the scenario's name
	File   string
	Passed bool
}

// Entry is one ruling's line of the ledger.
type Entry struct {
	ID      string   `json:"id"`
	Section string   `json:"section"`
	Topic   string   `json:"topic"`
	Status  Status   `json:"status"`
	Check   string   `json:"check"`            // what decides the status: check names, "duplicate of R…", "see R…", the reason
	Checks  []string `json:"checks,omitempty"` // every check, failing ones marked
}

// Ledger is the status of every ruling.
type Ledger struct {
	Entries []Entry
	Totals  map[Status]int
}

// Build makes the ledger from the scenario checks given (the caller runs
// the scenarios) and the committed Go check index and not-testable list.
func Build(scenarios []ScenarioCheck) (*Ledger, error) {
	goChecks, err := GoChecks()
	if err != nil {
		return nil, err
	}
	nt, err := NotTestableReasons()
	if err != nil {
		return nil, err
	}
	return BuildFrom(scenarios, goChecks, nt)
}

// BuildFrom makes the ledger from explicit inputs. It fails if a check or
// a not-testable line names no ruling, or if a ruling listed as not
// testable has a check.
func BuildFrom(scenarios []ScenarioCheck, goChecks []GoCheck, notTestable map[string]string) (*Ledger, error) {
	rs, err := All()
	if err != nil {
		return nil, err
	}
	byID := map[string][]ScenarioCheck{}
	for _, s := range scenarios {
		if !ValidID(s.ID) {
			return nil, fmt.Errorf("%s: scenario %q names %q, not a ruling id", s.File, s.Name, s.ID)
		}
		byID[s.ID] = append(byID[s.ID], s)
	}
	goByID := map[string][]GoCheck{}
	for _, c := range goChecks {
		if !ValidID(c.ID) {
			return nil, fmt.Errorf("%s: test %s names %s, which is not a ruling (R001 to R525)", GoChecksFile, c.Name(), c.ID)
		}
		goByID[c.ID] = append(goByID[c.ID], c)
	}
	var conflicts []string
	for id := range notTestable {
		if !ValidID(id) {
			return nil, fmt.Errorf("not-testable.tsv: %q is not a ruling id", id)
		}
		if len(byID[id]) > 0 || len(goByID[id]) > 0 {
			conflicts = append(conflicts, id)
		}
	}
	if len(conflicts) > 0 {
		sort.Strings(conflicts)
		return nil, fmt.Errorf("not-testable.tsv lists %s, which a check covers: remove the line or the check", strings.Join(conflicts, ", "))
	}

	l := &Ledger{Totals: map[Status]int{}}
	for _, r := range rs {
		e := Entry{ID: r.ID, Section: r.Section, Topic: r.Topic}
		sc, gc := byID[r.ID], goByID[r.ID]
		switch {
		case len(sc) > 0 || len(gc) > 0:
			e.Status = Pass
			failing := false
			for _, s := range sc {
				name := fmt.Sprintf("scenario %s (%s)", s.Name, s.File)
				if !s.Passed {
					name += " FAILS"
					failing = true
				}
				e.Checks = append(e.Checks, name)
			}
			if len(sc) == 0 {
				// Without a scenario, a skipped Go check means the engine
				// does not do what the ruling says yet.
				for _, c := range gc {
					failing = failing || c.Skipped
				}
			}
			for _, c := range gc {
				name := c.Name()
				if c.Skipped {
					name += " (skipped)"
				}
				e.Checks = append(e.Checks, name)
			}
			if failing {
				e.Status = Fail
			}
			e.Check = strings.Join(e.Checks, "; ")
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
