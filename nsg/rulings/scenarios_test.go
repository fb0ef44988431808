package rulings

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	yaml "go.yaml.in/yaml/v3"
)

// scenarioFile is what this package reads of a scenario file: the keys
// every NSG scenario has. The nsg scenario builder reads the rest.
type scenarioFile struct {
	Name    string           `yaml:"name"`
	Game    string           `yaml:"game"`
	Ruling  []string         `yaml:"ruling"`
	Rules   []string         `yaml:"rules"`
	Modes   []string         `yaml:"modes"`
	Setup   map[string]any   `yaml:"setup"`
	Steps   []map[string]any `yaml:"steps"`
	pathway string
}

var ruleCiteRE = regexp.MustCompile(`^(?:(24\.03):)?([0-9.]+[a-z]?) ([a-z][a-z0-9_+]*)$`)

func scenarioFiles(t *testing.T) []scenarioFile {
	t.Helper()
	// The files that pass are under scenarios/nsg, where the repository's
	// scenario tests run them; those waiting for cards or expectations stay
	// under testdata/scenarios.
	paths, err := filepath.Glob("testdata/scenarios/*.yaml")
	if err != nil {
		t.Fatal(err)
	}
	moved, err := filepath.Glob("../../scenarios/nsg/nsg-s*.yaml")
	if err != nil {
		t.Fatal(err)
	}
	paths = append(paths, moved...)
	if len(paths) == 0 {
		t.Fatal("no NSG-S scenario files under testdata/scenarios or scenarios/nsg")
	}
	var out []scenarioFile
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		var f scenarioFile
		if err := yaml.Unmarshal(b, &f); err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		f.pathway = p
		out = append(out, f)
	}
	return out
}

// TestScenarioFilesNameTheirRulingsAndRules: each scenario file of the
// digest's §13 is an nsg scenario named by its id, runs in known rules
// modes, names rulings the ledger maps to it and CR rules of the index by
// number and stable id, each an outcome.
func TestScenarioFilesNameTheirRulingsAndRules(t *testing.T) {
	rs, err := All()
	if err != nil {
		t.Fatal(err)
	}
	mapped := map[string][]string{}
	for _, r := range rs {
		for _, s := range r.Scenarios {
			mapped[s] = append(mapped[s], r.ID)
		}
	}
	for _, f := range scenarioFiles(t) {
		t.Run(filepath.Base(f.pathway), func(t *testing.T) {
			id, ok := ScenarioID(f.Name)
			if !ok {
				t.Fatalf("name %q does not open with a scenario id (NSG-S01: …)", f.Name)
			}
			if !strings.HasPrefix(filepath.Base(f.pathway), strings.ToLower(id)) {
				t.Errorf("file name does not start with %s", strings.ToLower(id))
			}
			if f.Game != "nsg" || len(f.Setup) == 0 || !slices.ContainsFunc(f.Steps, func(s map[string]any) bool { _, ok := s["expect"]; return ok }) {
				t.Errorf("game %q, setup %v, steps %d: want game nsg, a setup and an expect step", f.Game, f.Setup != nil, len(f.Steps))
			}
			if len(f.Modes) == 0 {
				t.Error("no rules mode")
			}
			for _, m := range f.Modes {
				if m != "nsg-26.03" && m != "nsg-24.09" {
					t.Errorf("mode %q, want nsg-26.03 or nsg-24.09", m)
				}
			}
			for _, r := range f.Ruling {
				if !slices.Contains(mapped[id], r) {
					t.Errorf("names %s, which the ledger does not map to %s (it maps %v)", r, id, mapped[id])
				}
			}
			checkRuleCites(t, f)
		})
	}
}

// checkRuleCites checks a file's rules: list: at least one, each
// "NUMBER ID" ("24.03:NUMBER ID" for a rule CR 26.03 lacks), a rule of the
// index with that number, an outcome. It returns the rules cited.
func checkRuleCites(t *testing.T, f scenarioFile) []Rule {
	t.Helper()
	var out []Rule
	if len(f.Rules) == 0 {
		t.Error("names no CR rule")
	}
	for _, c := range f.Rules {
		m := ruleCiteRE.FindStringSubmatch(c)
		if m == nil {
			t.Errorf("rule %q: want \"NUMBER ID\" (\"24.03:NUMBER ID\" for a rule CR 26.03 lacks)", c)
			continue
		}
		v := CR2603
		if m[1] != "" {
			v = CR2403
		}
		r, ok := RuleByID(m[3])
		switch {
		case !ok:
			t.Errorf("rule %q: %s is not in the index", c, m[3])
		case r.Number(v) != m[2]:
			t.Errorf("rule %q: %s is %s in CR %s", c, m[3], r.Number(v), v)
		case v == CR2403 && r.N2603 != "":
			t.Errorf("rule %q: cite %s by its CR 26.03 number %s", c, m[3], r.N2603)
		case r.Class != ClassOutcome:
			t.Errorf("rule %q: %s is a definition (%s); a scenario checks outcomes", c, m[3], r.Note)
		default:
			out = append(out, r)
		}
	}
	return out
}

// TestEveryScenarioOfTheDigestHasAFileAndEveryMappingIsChecked: NSG-S01 to
// NSG-S16 each have a file, and every scenario the ledger maps to a ruling
// has a file naming that ruling.
func TestEveryScenarioOfTheDigestHasAFileAndEveryMappingIsChecked(t *testing.T) {
	rs, err := All()
	if err != nil {
		t.Fatal(err)
	}
	have := map[string]bool{}
	names := map[string]bool{} // "NSG-S04 RU24.09-01"
	for _, f := range scenarioFiles(t) {
		id, _ := ScenarioID(f.Name)
		have[id] = true
		for _, r := range f.Ruling {
			names[id+" "+r] = true
		}
	}
	var missing []string
	for i := 1; i <= Scenarios; i++ {
		if id := "NSG-S" + string(rune('0'+i/10)) + string(rune('0'+i%10)); !have[id] {
			missing = append(missing, id)
		}
	}
	for _, r := range rs {
		for _, s := range r.Scenarios {
			if !names[s+" "+r.ID] {
				missing = append(missing, s+" naming "+r.ID)
			}
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("no scenario file for: %s", strings.Join(missing, ", "))
	}
}

// TestCRScenarioFilesNameTheRulesTheyCheck: each nsg-cr-NUMBER-….yaml
// under scenarios/nsg is an nsg scenario with a setup and an expectation,
// in known rules modes, naming no ruling (the ledger maps rulings to the
// digest's scenarios) and at least one outcome rule of the index, the
// first of them numbered NUMBER, and its name opens with "CR NUMBER:".
// Every file there is a digest scenario or a CR scenario, so that the
// ledger counts each.
func TestCRScenarioFilesNameTheRulesTheyCheck(t *testing.T) {
	paths, err := filepath.Glob("../../scenarios/nsg/*.yaml")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range paths {
		base := strings.TrimSuffix(filepath.Base(p), ".yaml")
		if strings.HasPrefix(base, "nsg-s") {
			continue
		}
		t.Run(base, func(t *testing.T) {
			if !ValidCRScenario(base) {
				t.Fatalf("a file of scenarios/nsg is named nsg-sNN… (the digest's) or nsg-cr-NUMBER-what-it-shows.yaml")
			}
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			var f scenarioFile
			if err := yaml.Unmarshal(b, &f); err != nil {
				t.Fatal(err)
			}
			f.pathway = p
			if f.Game != "nsg" || len(f.Setup) == 0 || !slices.ContainsFunc(f.Steps, func(s map[string]any) bool { _, ok := s["expect"]; return ok }) {
				t.Errorf("game %q, setup %v, steps %d: want game nsg, a setup and an expect step", f.Game, f.Setup != nil, len(f.Steps))
			}
			for _, m := range f.Modes {
				if m != "nsg-26.03" && m != "nsg-24.09" {
					t.Errorf("mode %q, want nsg-26.03 or nsg-24.09", m)
				}
			}
			if len(f.Ruling) > 0 {
				t.Errorf("names rulings %v: the ledger maps rulings to the digest's scenarios", f.Ruling)
			}
			rules := checkRuleCites(t, f)
			if len(rules) == 0 {
				return
			}
			num := rules[0].N2603
			if num == "" {
				num = rules[0].N2403
			}
			if !strings.HasPrefix(base, "nsg-cr-"+num+"-") {
				t.Errorf("the file is named for CR %s, its first rule %s", num, rules[0].ID)
			}
			if !strings.HasPrefix(f.Name, "CR "+num+": ") {
				t.Errorf("name %q: want it to open with \"CR %s: \"", f.Name, num)
			}
		})
	}
}
