package rulings

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestRulingsAreAnchoredInTheArticle: the ledger loads (ids in order,
// kinds known, every anchor a phrase of the article, scenarios of §13,
// rules of the index) and covers the article's summary.
func TestRulingsAreAnchoredInTheArticle(t *testing.T) {
	rs, err := All()
	if err != nil {
		t.Fatal(err)
	}
	if len(rs) != 15 {
		t.Errorf("%d rulings, want 15", len(rs))
	}
	if !strings.Contains(Article(), "Rules Update 24.09") || !strings.Contains(Notice(), "Null Signal Games") {
		t.Error("the article or its notice is not embedded")
	}
	// The five points of the article's summary are rulings 1 to 5.
	for i, part := range []string{"summary 1", "summary 2", "summary 3", "summary 4", "summary 5"} {
		if !strings.HasPrefix(rs[i].Part, part) {
			t.Errorf("%s is from %q, want the article's %s", rs[i].ID, rs[i].Part, part)
		}
	}
}

// TestValidateRefusesABrokenLedger: each mistake in rulings.json is caught.
func TestValidateRefusesABrokenLedger(t *testing.T) {
	good := Ruling{ID: "RU24.09-01", Topic: "t", Part: "p", Kind: KindNew, Ruling: "r",
		Anchor: "Saci versus Magnet", Scenarios: []string{"NSG-S14"}, Rules: []string{"rule_condition_only_met_while_active"}}
	for _, tc := range []struct {
		name   string
		mutate func(r *Ruling)
		err    string
	}{
		{"an id out of order", func(r *Ruling) { r.ID = "RU24.09-02" }, "want RU24.09-01"},
		{"an unknown kind", func(r *Ruling) { r.Kind = "rumour" }, "kind \"rumour\""},
		{"an anchor the article does not hold", func(r *Ruling) { r.Anchor = "Saci versus Magnets" }, "not a phrase of the article"},
		{"no scenario", func(r *Ruling) { r.Scenarios = nil }, "no scenario checks it"},
		{"a scenario beyond §13", func(r *Ruling) { r.Scenarios = []string{"NSG-S17"} }, "not a scenario of the digest"},
		{"a rule not in the index", func(r *Ruling) { r.Rules = []string{"rule_saci"} }, "not in the index"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := validate([]Ruling{good}); err != nil {
				t.Fatalf("the good ruling is refused: %v", err)
			}
			r := good
			tc.mutate(&r)
			if err := validate([]Ruling{r}); err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("validate: %v; want an error containing %q", err, tc.err)
			}
		})
	}
}

// TestLedgerFollowsTheDigestsCoverageTable: the digest's §13 maps the
// article's items to scenarios; every scenario it names for the article is
// mapped to some ruling, and every scenario of §13 but NSG-S12's trace and
// NSG-S16 (which the article does not cover) checks a ruling.
func TestLedgerFollowsTheDigestsCoverageTable(t *testing.T) {
	part := digestPart(t, "13", "14")
	table := part[:strings.Index(part, "Conventions for every scenario")]
	inTable := map[string]bool{}
	for _, s := range regexp.MustCompile(`NSG-S[0-9]{2}`).FindAllString(table, -1) {
		inTable[s] = true
	}
	rs, err := All()
	if err != nil {
		t.Fatal(err)
	}
	mapped := map[string]bool{}
	for _, r := range rs {
		for _, s := range r.Scenarios {
			mapped[s] = true
		}
	}
	for s := range inTable {
		if !mapped[s] && s != "NSG-S16" {
			t.Errorf("§13 maps an item of the article to %s; no ruling of the ledger does", s)
		}
	}
	for i := 1; i <= Scenarios; i++ {
		s := "NSG-S" + string(rune('0'+i/10)) + string(rune('0'+i%10))
		if !strings.Contains(part, "### "+s+":") {
			t.Errorf("the digest has no scenario %s", s)
		}
		if !mapped[s] && !slices.Contains([]string{"NSG-S16"}, s) {
			t.Errorf("%s checks no ruling", s)
		}
	}
}
