package rulings_test

import (
	"maps"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/datafort/datafort/onr/rulings"
)

// The digest numbers 271 rules: 257 stated in bold and 14 section headings
// it cites as rules (ONR-11.14, ONR-8.11, …).
const digestRules = 271

func TestParseRulesReadsEveryNumberOfTheDigest(t *testing.T) {
	rules, err := rulings.Rules()
	if err != nil {
		t.Fatal(err)
	}
	if len(rules) != digestRules {
		t.Errorf("%d rules, want %d", len(rules), digestRules)
	}
	byID := map[string]rulings.Rule{}
	sections := 0
	for _, r := range rules {
		if _, dup := byID[r.ID]; dup {
			t.Errorf("%s listed twice", r.ID)
		}
		byID[r.ID] = r
		if r.Section {
			sections++
		}
		if r.Topic() == "" {
			t.Errorf("%s has neither title nor text", r.ID)
		}
	}
	if sections != 14 {
		t.Errorf("%d sections, want 14", sections)
	}
	for _, tc := range []struct{ name, id, title, text string }{
		{"a bold title ends at its period", "ONR-17.2", "Empty R&D", "The Corp loses (the Runner wins) when it must make its mandatory draw and R&D is empty"},
		{"a rule without a title keeps its text", "ONR-17.5", "", "The Runner does not lose for having an empty stack"},
		{"a title may run over a line break", "ONR-16.4.7", "Sysop, Black Ops, Gray Ops, Research, Asset, Transactions, Advertisement, Connection, BBS, Position, Cybernetics, Chip, Vehicle, AI, Sabotage", "have no rules of their own"},
		{"a numbered item of a list is a rule", "ONR-0.2", "Precedence", "The text of a card"},
		{"a cited section heading is a rule", "ONR-11.14", "Redirected runs (deflectors, Classic)", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, ok := byID[tc.id]
			if !ok {
				t.Fatalf("%s missing", tc.id)
			}
			if r.Title != tc.title || !strings.Contains(r.Text, tc.text) || strings.Contains(r.Text, "**") {
				t.Errorf("%s: title %q, text %q; want title %q, text containing %q", tc.id, r.Title, r.Text, tc.title, tc.text)
			}
		})
	}
	// Every number the digest writes is in the ledger, and only those.
	cited := map[string]bool{}
	for _, id := range regexp.MustCompile(`ONR-[0-9]+(?:\.[0-9]+)+`).FindAllString(digestText(t), -1) {
		cited[id] = true
	}
	if len(cited) != len(byID) {
		t.Errorf("the digest writes %d rule numbers, the ledger has %d", len(cited), len(byID))
	}
	for id := range cited {
		if !rulings.ValidRuleID(id) {
			t.Errorf("%s is written in the digest but is not a rule of the ledger", id)
		}
	}
}

func TestParseRulesRefusesABrokenDigest(t *testing.T) {
	for _, tc := range []struct{ name, md, err string }{
		{"a number stated twice", "- **ONR-1.1** a\n- **ONR-1.1** b\n", "ONR-1.1 is stated twice"},
		{"a number cited but never stated", "- **ONR-1.1** see ONR-1.2\n", "cites ONR-1.2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := rulings.ParseRules(tc.md); err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("error %v, want one containing %q", err, tc.err)
			}
		})
	}
}

func TestParseRuleClasses(t *testing.T) {
	for _, tc := range []struct{ name, text, err string }{
		{"an outcome needs no note", "ONR-1.2\toutcome\n", ""},
		{"a definition needs its reason", "ONR-1.1\tdefinition\n", "give the reason"},
		{"a partial rule says what is missing", "ONR-1.2\tpartial\t\n", "give the reason"},
		{"a see names rulings or rules", "ONR-1.3\tsee\tbecause\n", `"because" is neither`},
		{"an unknown class is refused", "ONR-1.2\tmaybe\tx\n", `class "maybe"`},
		{"a rule listed twice is refused", "ONR-1.2\toutcome\nONR-1.2\toutcome\n", "listed twice"},
		{"an id that is no rule id is refused", "R001\toutcome\n", "is not a rule id"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := rulings.ParseRuleClasses(tc.text)
			if tc.err == "" {
				if err != nil {
					t.Error(err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("error %v, want one containing %q", err, tc.err)
			}
		})
	}
	c, err := rulings.ParseRuleClasses("ONR-1.3\tsee\tONR-17.1, R016 ONR-17.2: why\n")
	if err != nil || len(c["ONR-1.3"].See) != 3 {
		t.Errorf("see targets %v, %v; want three", c["ONR-1.3"].See, err)
	}
}

// committedClasses returns rules.tsv with every class replaced by outcome:
// a classification that accepts any set of checks.
func committedClasses(t *testing.T) map[string]rulings.RuleClass {
	t.Helper()
	classes, err := rulings.RuleClasses()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]rulings.RuleClass{}
	for id := range classes {
		out[id] = rulings.RuleClass{Class: rulings.ClassOutcome}
	}
	return out
}

// TestRulesLedgerListsExactlyTheDigestsRules: the classification must list
// every rule of the digest, and no other.
func TestRulesLedgerListsExactlyTheDigestsRules(t *testing.T) {
	rules, err := rulings.Rules()
	if err != nil {
		t.Fatal(err)
	}
	committed, err := rulings.RuleClasses()
	if err != nil {
		t.Fatal(err)
	}
	if len(committed) != len(rules) {
		t.Errorf("rules.tsv classifies %d rules, the digest has %d", len(committed), len(rules))
	}
	missing := committedClasses(t)
	delete(missing, "ONR-17.2")
	extra := committedClasses(t)
	extra["ONR-17.9"] = rulings.RuleClass{Class: rulings.ClassOutcome}
	for _, tc := range []struct {
		name    string
		classes map[string]rulings.RuleClass
		results []rulings.Result
		err     string
	}{
		{"a rule of the digest missing from rules.tsv", missing, nil, "does not classify ONR-17.2"},
		{"a rule rules.tsv names that the digest lacks", extra, nil, "ONR-17.9, which onr-rules.md does not number"},
		{"a check naming a rule the digest lacks", committedClasses(t),
			[]rulings.Result{{Rules: []string{"ONR-17.9"}, Kind: rulings.KindCheck, Name: "x", Outcome: rulings.Passed}}, `"ONR-17.9", which is not a rule`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l, err := rulings.BuildFrom(tc.results, nil, nil)
			if err != nil {
				t.Fatal(err)
			}
			if err := rulings.BuildRules(l, tc.results, tc.classes); err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("error %v, want one containing %q", err, tc.err)
			}
		})
	}
	l, err := rulings.Build(nil)
	if err == nil {
		// Without checks the committed classification cannot hold: its
		// partial rules have none, its see rules point at unchecked ones.
		t.Errorf("a ledger without checks builds: %v", l.RuleTotals)
	}
}

// TestRulesLedgerStatuses checks each status of a rule: from its checks
// (pass, fail, skipped, partial), from the checks of what it points at
// (see, failing with them), or from its class.
func TestRulesLedgerStatuses(t *testing.T) {
	res := func(name string, o rulings.Outcome, rulingIDs []string, rules ...string) rulings.Result {
		return rulings.Result{Rulings: rulingIDs, Rules: rules, Kind: rulings.KindCheck, Name: name, Outcome: o}
	}
	results := []rulings.Result{
		res("wins", rulings.Passed, nil, "ONR-17.1"),
		res("loses", rulings.Failed, nil, "ONR-17.2"),
		res("not yet", rulings.Skipped, nil, "ONR-17.3"),
		res("half", rulings.Passed, nil, "ONR-17.4"),
		res("a ruling", rulings.Failed, []string{"R016"}),
		res("another ruling", rulings.Passed, []string{"R017"}),
	}
	classes := committedClasses(t)
	classes["ONR-17.4"] = rulings.RuleClass{Class: rulings.ClassPartial, Note: "the cards"}
	classes["ONR-1.3"] = rulings.RuleClass{Class: rulings.ClassSee, Note: "ONR-17.1", See: []string{"ONR-17.1"}}
	classes["ONR-12.1.5"] = rulings.RuleClass{Class: rulings.ClassSee, Note: "R016, R017", See: []string{"R016", "R017"}}
	classes["ONR-12.1.3"] = rulings.RuleClass{Class: rulings.ClassSee, Note: "R017", See: []string{"R017"}}
	classes["ONR-5.1.5"] = rulings.RuleClass{Class: rulings.ClassSee, Note: "ONR-17.2", See: []string{"ONR-17.2"}}
	classes["ONR-0.1"] = rulings.RuleClass{Class: rulings.ClassDefinition, Note: "scope"}
	classes["ONR-16.1.4"] = rulings.RuleClass{Class: rulings.ClassNotTestable, Note: "open"}
	l, err := rulings.BuildFrom(results, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := rulings.BuildRules(l, results, classes); err != nil {
		t.Fatal(err)
	}
	byID := map[string]rulings.RuleEntry{}
	for _, e := range l.Rules {
		byID[e.ID] = e
	}
	for _, tc := range []struct {
		name, id string
		want     rulings.Status
		check    string
	}{
		{"a passing check makes a pass", "ONR-17.1", rulings.Pass, "check wins"},
		{"a failing check makes a fail", "ONR-17.2", rulings.Fail, "loses FAILS"},
		{"a skipped check makes a fail", "ONR-17.3", rulings.Fail, "skipped"},
		{"a partial rule says what is missing", "ONR-17.4", rulings.Partial, "not covered: the cards"},
		{"a see of a passing rule is see", "ONR-1.3", rulings.See, "see ONR-17.1"},
		{"a see of a passing ruling is see", "ONR-12.1.3", rulings.See, "see R017"},
		{"a see of a failing ruling fails", "ONR-12.1.5", rulings.Fail, "R016 FAILS"},
		{"a see of a failing rule fails", "ONR-5.1.5", rulings.Fail, "ONR-17.2 FAILS"},
		{"a definition gives its reason", "ONR-0.1", rulings.Definition, "scope"},
		{"a not-testable rule gives its reason", "ONR-16.1.4", rulings.NotTestable, "open"},
		{"an outcome without a check is untested", "ONR-17.5", rulings.Untested, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := byID[tc.id]
			if e.Status != tc.want || !strings.Contains(e.Check, tc.check) {
				t.Errorf("%s: %s %q; want %s, containing %q", tc.id, e.Status, e.Check, tc.want, tc.check)
			}
		})
	}
	if !l.Failed() || l.RuleTotals[rulings.Fail] != 4 {
		t.Errorf("failed %v, %d rules fail; want 4", l.Failed(), l.RuleTotals[rulings.Fail])
	}

	for _, tc := range []struct {
		name   string
		change func(map[string]rulings.RuleClass)
		err    string
	}{
		{"a see of an unchecked rule", func(c map[string]rulings.RuleClass) {
			c["ONR-1.3"] = rulings.RuleClass{Class: rulings.ClassSee, Note: "ONR-17.5", See: []string{"ONR-17.5"}}
		}, "ONR-1.3 is see ONR-17.5, which no check covers"},
		{"a see of an unchecked ruling", func(c map[string]rulings.RuleClass) {
			c["ONR-1.3"] = rulings.RuleClass{Class: rulings.ClassSee, Note: "R018", See: []string{"R018"}}
		}, "ONR-1.3 is see R018, which no check covers"},
		{"a definition with a check", func(c map[string]rulings.RuleClass) {
			c["ONR-17.1"] = rulings.RuleClass{Class: rulings.ClassDefinition, Note: "x"}
		}, "ONR-17.1 is definition but a check covers it"},
		{"a partial rule without a check", func(c map[string]rulings.RuleClass) {
			c["ONR-17.5"] = rulings.RuleClass{Class: rulings.ClassPartial, Note: "x"}
		}, "ONR-17.5 is partial but no check covers it"},
	} {
		t.Run(tc.name+" is refused", func(t *testing.T) {
			c := maps.Clone(classes)
			tc.change(c)
			if err := rulings.BuildRules(l, results, c); err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("error %v, want one containing %q", err, tc.err)
			}
		})
	}
}

// digestText reads the committed digest.
func digestText(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("data/onr-rules.md")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
