package rulings

import (
	"os"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
)

// cite is one rule number the digest writes, in the version it cites.
type cite struct{ version, number string }

var (
	citeRE    = regexp.MustCompile(`(\[24\.03\])|([);|])|([0-9]{1,2}\.[0-9]{1,2}(?:\.[0-9]{1,2}[a-z]?)?)((?:[–-][a-z])?(?:/[a-z])*)`)
	headingRE = regexp.MustCompile(`^#+\s*[0-9]+(\.[0-9]+)?\.?\s`)
)

// digestCites reads the CR numbers a part of the digest writes: "9.2.6",
// ranges of lettered rules ("9.5.7a–h", each letter), alternatives
// ("9.9.3b/c"); a number after "[24.03]" is a CR 24.03 number, up to the
// next ")", ";" or table cell. The digest's own section numbers ("### 12.1")
// and version numbers (no CR chapter above 11) are not rules.
func digestCites(part string) []cite {
	var out []cite
	tagged := false
	for _, line := range strings.Split(part, "\n") {
		line = headingRE.ReplaceAllString(line, "")
		for _, m := range citeRE.FindAllStringSubmatchIndex(line, -1) {
			switch {
			case m[2] >= 0:
				tagged = true
				continue
			case m[4] >= 0:
				tagged = false
				continue
			}
			if start := m[6]; start > 0 && (isWord(line[start-1]) || line[start-1] == '.') {
				continue
			}
			num, suffix := line[m[6]:m[7]], line[m[8]:m[9]]
			if chapter := strings.Split(num, ".")[0]; len(chapter) > 1 && chapter > "11" {
				continue
			}
			v := CR2603
			if tagged {
				v = CR2403
			}
			nums := []string{num}
			if suffix != "" {
				base, lo := num[:len(num)-1], num[len(num)-1]
				rest := strings.TrimLeft(suffix, "–-")
				if rest != suffix { // a range: lo to the letter after the dash
					nums = nil
					for c := lo; c <= rest[0]; c++ {
						nums = append(nums, base+string(c))
					}
					rest = rest[1:]
				}
				for _, alt := range strings.Split(rest, "/")[1:] {
					nums = append(nums, base+alt)
				}
			}
			for _, n := range nums {
				out = append(out, cite{v, n})
			}
		}
	}
	return out
}

func isWord(b byte) bool {
	return b == '_' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}

// digestPart returns the digest from the heading "## FROM." to the heading
// "## TO." (to its end when to is "").
func digestPart(t *testing.T, from, to string) string {
	t.Helper()
	b, err := os.ReadFile("../rulesdata/nsg-timing.md")
	if err != nil {
		t.Fatal(err)
	}
	md := string(b)
	i := strings.Index(md, "\n## "+from+". ")
	j := len(md)
	if to != "" {
		j = strings.Index(md, "\n## "+to+". ")
	}
	if i < 0 || j < 0 || j < i {
		t.Fatalf("the digest has no sections %s to %s", from, to)
	}
	return md[i:j]
}

// resolveCites finds the rule of each cite in the index.
func resolveCites(t *testing.T, cites []cite) map[string]bool {
	t.Helper()
	ids := map[string]bool{}
	for _, c := range cites {
		r, ok := RuleByNumber(c.version, c.number)
		if !ok {
			t.Errorf("the digest cites CR %s %s, which the index does not number", c.version, c.number)
			continue
		}
		ids[r.ID] = true
	}
	return ids
}

// TestEveryRuleTheDigestCitesIsIndexed parses the digest: every CR number it
// writes in §§2–12 is a rule of the index with that number in that version,
// and the index's scope 2-12 holds exactly those rules; the rest of the
// index is what §§1, 13 and 14 cite besides.
func TestEveryRuleTheDigestCitesIsIndexed(t *testing.T) {
	core := digestCites(digestPart(t, "2", "13"))
	if len(core) < 300 {
		t.Fatalf("read %d cites in §§2–12; the parser lost them", len(core))
	}
	coreIDs := resolveCites(t, core)
	otherIDs := resolveCites(t, append(digestCites(digestPart(t, "1", "2")), digestCites(digestPart(t, "13", ""))...))
	rules, err := Rules()
	if err != nil {
		t.Fatal(err)
	}
	var notCited, wrongScope []string
	beyond := 0 // rules of scope cr: the digest does not cite them
	for _, r := range rules {
		switch {
		case coreIDs[r.ID] && r.Scope != ScopeCore, !coreIDs[r.ID] && otherIDs[r.ID] && r.Scope != ScopeOther:
			wrongScope = append(wrongScope, r.ID)
		case r.Scope == ScopeCR:
			beyond++
		case !coreIDs[r.ID] && !otherIDs[r.ID]:
			notCited = append(notCited, r.ID)
		}
		delete(coreIDs, r.ID)
	}
	sort.Strings(notCited)
	sort.Strings(wrongScope)
	if len(notCited) > 0 {
		t.Errorf("the index lists rules the digest does not cite: %s", strings.Join(notCited, ", "))
	}
	if len(wrongScope) > 0 {
		t.Errorf("rules with the wrong scope: %s", strings.Join(wrongScope, ", "))
	}
	if n := len(rules) - beyond; n != 351 {
		t.Errorf("the index has %d rules besides those of scope cr, want the 351 the digest cites (326 in §§2–12)", n)
	}
}

// TestDigestCitesReadEachForm: the forms the digest writes numbers in.
func TestDigestCitesReadEachForm(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []cite
	}{
		{"a plain number", "(9.2.6)", []cite{{CR2603, "9.2.6"}}},
		{"a range of letters is each letter", "steps 8.6.7a–c", []cite{{CR2603, "8.6.7a"}, {CR2603, "8.6.7b"}, {CR2603, "8.6.7c"}}},
		{"alternatives", "9.9.3b/c", []cite{{CR2603, "9.9.3b"}, {CR2603, "9.9.3c"}}},
		{"a [24.03] tag covers a list up to the parenthesis", "([24.03] 1.2.5, 5.2.4) then 9.2.6", []cite{{CR2403, "1.2.5"}, {CR2403, "5.2.4"}, {CR2603, "9.2.6"}}},
		{"a [24.03] tag crosses a line break", "([24.03]\n1.2.2a)", []cite{{CR2403, "1.2.2a"}}},
		{"versions are not rules", "CR 26.03 and nsg-24.09", nil},
		{"the digest's own section numbers are not rules", "### 12.1 Playing (8.6)", []cite{{CR2603, "8.6"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := digestCites(tc.text); !slices.Equal(got, tc.want) {
				t.Errorf("digestCites(%q) = %v, want %v", tc.text, got, tc.want)
			}
		})
	}
}

// TestIndexNumbersFollowTheRenumbering checks the index against the
// renumbering table of the digest's §0.
func TestIndexNumbersFollowTheRenumbering(t *testing.T) {
	for _, tc := range []struct{ id, n2403, n2603 string }{
		{"rule_install_and_rez", "", "8.5.15"},
		{"rule_steps_installing_pay_install_cost", "8.5.15d", "8.5.16d"},
		{"rule_cost_checkpoint_cost_zero", "", "1.16.3a"},
		{"rule_ncigs", "1.2.5", ""},
		{"step_paid_ability_interrupt_window", "9.5.6d", "9.5.7d"},
		{"rule_condition_only_met_while_active", "9.6.5b", "9.6.5b"},
		{"rule_rez_procedure", "8.1.2e", "8.1.2e"},
	} {
		t.Run(tc.id, func(t *testing.T) {
			r, ok := RuleByID(tc.id)
			if !ok {
				t.Fatalf("%s is not in the index", tc.id)
			}
			if r.N2403 != tc.n2403 || r.N2603 != tc.n2603 {
				t.Errorf("%s: 24.03 %q, 26.03 %q; want %q, %q", tc.id, r.N2403, r.N2603, tc.n2403, tc.n2603)
			}
		})
	}
}

// TestParseRulesRefusesABrokenIndex: each mistake of a line is refused
// with its line.
func TestParseRulesRefusesABrokenIndex(t *testing.T) {
	for _, tc := range []struct{ name, line, err string }{
		{"too few fields", "rule_x\t1.1.1\t1.1.1\t2-12\toutcome", "2: want 6 fields"},
		{"no number in either version", "rule_x\t-\t-\t2-12\toutcome\t", "2: rule_x has no number"},
		{"a number of the wrong form", "rule_x\t1.1.1.1\t-\t2-12\toutcome\t", "2: rule_x: a number is not of the form"},
		{"an unknown class", "rule_x\t1.1.1\t-\t2-12\tmaybe\t", "2: rule_x: class \"maybe\""},
		{"a definition without its kind", "rule_x\t1.1.1\t-\t2-12\tdefinition\t", "2: rule_x is a definition: say what kind"},
		{"an unknown scope", "rule_x\t1.1.1\t-\tall\toutcome\t", "2: rule_x: scope \"all\""},
		{"an id listed twice", "rule_x\t1.1.1\t-\t2-12\toutcome\t\nrule_x\t1.1.2\t-\t2-12\toutcome\t", "3: rule_x is listed twice"},
		{"a number given twice", "rule_x\t1.1.1\t-\t2-12\toutcome\t\nrule_y\t1.1.1\t-\t2-12\toutcome\t", "3: rule_x and rule_y both have number 1.1.1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := ParseRules("# header\n" + tc.line + "\n"); err == nil || !strings.Contains(err.Error(), tc.err) || !strings.HasPrefix(err.Error(), "rules.tsv:") {
				t.Errorf("ParseRules: %v; want an error at its line containing %q", err, tc.err)
			}
		})
	}
}
