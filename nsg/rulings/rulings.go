// Package rulings is the ledger of the NSG article "Rules Update 24.09"
// (data/rules-update-24.09.txt, copied in by scripts/sync-shared.sh; see
// data/NOTICE.md) and the index of the Comprehensive Rules the timing digest
// cites (nsg/rulesdata/nsg-timing.md).
//
// Each ruling of the article has a stable id (RU24.09-01 …), our own words
// for what it rules, a short phrase of the article that pins it (a test
// checks every phrase is in the article), the CR rules it rests on, and
// the scenarios of the digest's §13 (NSG-S01 … NSG-S16) that check it. The
// index (rules.tsv) lists every CR rule the digest cites: its stable id,
// its number in CR 26.03 and in CR 24.03, and whether it states an outcome
// a scenario can check or is a definition.
//
// Statuses come only from checks run now (Build): a ruling passes when
// every scenario mapped to it ran and passed; nothing passes by its name or
// by default. Until the nsg scenario builder runs the scenarios, every
// ruling and rule is untested.
package rulings

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
)

//go:embed rulings.json
var rulingsJSON []byte

//go:embed data/rules-update-24.09.txt
var article string

//go:embed data/NOTICE.md
var notice string

// Article returns the text of "Rules Update 24.09" as copied in.
func Article() string { return article }

// Notice returns the notice of the copied article (data/NOTICE.md).
func Notice() string { return notice }

// Kinds of ruling.
const (
	KindNew           = "new"           // a ruling the CR did not give
	KindClarification = "clarification" // how the CR already works, spelled out
	KindReversal      = "reversal"      // replaces an earlier ruling
	KindNote          = "note"          // the article points at a rule without a new ruling
)

// Kinds lists every kind of ruling.
var Kinds = []string{KindNew, KindClarification, KindReversal, KindNote}

// Scenarios is the number of scenarios of the digest's §13, NSG-S01 to
// NSG-S16.
const Scenarios = 16

var (
	rulingIDRE   = regexp.MustCompile(`^RU24\.09-[0-9]{2}$`)
	scenarioIDRE = regexp.MustCompile(`^NSG-S([0-9]{2})$`)
)

// ValidScenario reports whether id names a scenario of the digest's §13.
func ValidScenario(id string) bool {
	m := scenarioIDRE.FindStringSubmatch(id)
	if m == nil {
		return false
	}
	n := int(m[1][0]-'0')*10 + int(m[1][1]-'0')
	return n >= 1 && n <= Scenarios
}

// crScenarioRE is the name of a CR scenario file without its extension:
// "nsg-cr-5.3.2-the-corp-draws" (the number of the rule, or of the first
// rule of a group, in CR 26.03, or in CR 24.03 for a rule 26.03 lacks).
var crScenarioRE = regexp.MustCompile(`^nsg-cr-[0-9]{1,2}(\.[0-9]{1,2}){1,2}[a-z]?-[a-z0-9-]+$`)

// ValidCRScenario reports whether id is the name (less ".yaml") of a
// scenario file that checks CR rules outside the digest's §13:
// "nsg-cr-NUMBER-what-it-shows".
func ValidCRScenario(id string) bool { return crScenarioRE.MatchString(id) }

// ScenarioID returns the scenario id a scenario's name opens with
// ("NSG-S04: Steelskin Scarring draws …" gives NSG-S04).
func ScenarioID(name string) (string, bool) {
	id, _, _ := strings.Cut(name, ":")
	id = strings.TrimSpace(id)
	return id, ValidScenario(id)
}

// Ruling is one ruling of the article.
type Ruling struct {
	ID        string   `json:"id"`        // stable: "RU24.09-05"
	Topic     string   `json:"topic"`     // a few words
	Part      string   `json:"part"`      // where in the article
	Kind      string   `json:"kind"`      // one of Kinds
	Ruling    string   `json:"ruling"`    // what it rules, in our words
	Anchor    string   `json:"anchor"`    // a phrase of the article that states it
	Scenarios []string `json:"scenarios"` // the scenarios of §13 that check it
	Rules     []string `json:"rules"`     // stable ids of the CR rules it rests on (in the index)
}

var loadRulings = sync.OnceValues(func() ([]Ruling, error) {
	var rs []Ruling
	if err := json.Unmarshal(rulingsJSON, &rs); err != nil {
		return nil, fmt.Errorf("nsg/rulings: rulings.json: %w", err)
	}
	if err := validate(rs); err != nil {
		return nil, fmt.Errorf("nsg/rulings: rulings.json: %w", err)
	}
	return rs, nil
})

// validate checks the ledger's data: ids in order and well formed, a known
// kind, an anchor found in the article, scenarios of §13, rules of the index.
func validate(rs []Ruling) error {
	for i, r := range rs {
		if want := fmt.Sprintf("RU24.09-%02d", i+1); r.ID != want || !rulingIDRE.MatchString(r.ID) {
			return fmt.Errorf("ruling %d has id %q, want %s", i+1, r.ID, want)
		}
		switch {
		case r.Topic == "" || r.Ruling == "" || r.Part == "":
			return fmt.Errorf("%s: topic, part and ruling are required", r.ID)
		case !slices.Contains(Kinds, r.Kind):
			return fmt.Errorf("%s: kind %q, want one of %s", r.ID, r.Kind, strings.Join(Kinds, ", "))
		case len(r.Anchor) < 12 || !strings.Contains(article, r.Anchor):
			return fmt.Errorf("%s: its anchor %q is not a phrase of the article (12 characters at least)", r.ID, r.Anchor)
		case len(r.Scenarios) == 0:
			return fmt.Errorf("%s: no scenario checks it", r.ID)
		}
		for _, s := range r.Scenarios {
			if !ValidScenario(s) {
				return fmt.Errorf("%s: %q is not a scenario of the digest (NSG-S01 to NSG-S%02d)", r.ID, s, Scenarios)
			}
		}
		for _, id := range r.Rules {
			if _, ok := RuleByID(id); !ok {
				return fmt.Errorf("%s: rule %q is not in the index (rules.tsv)", r.ID, id)
			}
		}
	}
	return nil
}

// All returns the rulings in id order. The slice is shared: do not modify
// it.
func All() ([]Ruling, error) { return loadRulings() }

// ValidID reports whether id names a ruling of the ledger.
func ValidID(id string) bool {
	rs, err := All()
	return err == nil && slices.ContainsFunc(rs, func(r Ruling) bool { return r.ID == id })
}
