// Package rulings is the ledger of the official ONR rulings v1.62 (525
// rulings, R001–R525, in data/onr-rulings-v1.62.json; schema in
// data/README.md). It says, ruling by ruling, whether Datafort is checked to
// obey it, from checks run just now — nothing is inferred from a name:
//
//   - pass / fail / partial: checks naming the ruling were run. Checks are
//     the compiled checks of package onr/rulings/checks (ordinary Go code
//     driving the engine, run by "datafort rulings" and by "go test") and
//     scenario files whose "ruling:" list names the id (package
//     onr/scenario). A ruling fails if one of its checks fails or is
//     skipped; it is partial when all pass but partial.tsv says what of
//     the ruling they do not cover.
//   - duplicate: the ruling repeats an earlier one word for word.
//   - see: the ruling is a cross reference to the rulings of another card.
//   - not-testable: listed in not-testable.tsv, with the reason.
//   - untested: none of the above.
//
// Beside the rulings, the rules ledger (rules.go) lists every numbered rule
// of the ONR rules digest (data/onr-rules.md), classified in rules.tsv:
// pass, fail or partial from the checks naming the rule (Check.Rules), see
// (the checks of the rulings or rules it points at, failing with them),
// not-testable, definition (states no outcome), or untested.
package rulings

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"regexp"
	"sync"
)

//go:embed data/onr-rulings-v1.62.json
var rulingsJSON []byte

//go:embed partial.tsv
var partialText string

//go:embed not-testable.tsv
var notTestableText string

// Count is the number of rulings in v1.62.
const Count = 525

// Ruling is one official ruling (see data/README.md for the fields).
type Ruling struct {
	ID          string   `json:"id"`
	Section     string   `json:"section"` // general, corp or runner
	Topic       string   `json:"topic"`
	Heading     string   `json:"heading"`
	Cards       []string `json:"cards"`
	Errata      bool     `json:"errata"`
	Text        string   `json:"text"`
	Citation    *string  `json:"citation"`
	Kind        string   `json:"kind"` // ruling or xref
	SeeTopic    *string  `json:"see_topic"`
	SeeIDs      []string `json:"see_ids"`
	Reverses    bool     `json:"reverses_previous"`
	Group       *string  `json:"group"`
	DuplicateOf *string  `json:"duplicate_of"`
}

var idRE = regexp.MustCompile(`^R[0-9]{3}$`)

// ValidID reports whether id names one of the rulings, R001 to R525.
func ValidID(id string) bool {
	if !idRE.MatchString(id) {
		return false
	}
	var n int
	fmt.Sscanf(id[1:], "%d", &n)
	return n >= 1 && n <= Count
}

var (
	loadOnce sync.Once
	all      []Ruling
	loadErr  error
)

// All returns the rulings in id order. The slice is shared: do not modify
// it.
func All() ([]Ruling, error) {
	loadOnce.Do(func() {
		if err := json.Unmarshal(rulingsJSON, &all); err != nil {
			loadErr = fmt.Errorf("rulings: data/onr-rulings-v1.62.json: %w", err)
			return
		}
		if len(all) != Count {
			loadErr = fmt.Errorf("rulings: data/onr-rulings-v1.62.json holds %d rulings, want %d", len(all), Count)
			return
		}
		for i, r := range all {
			if want := fmt.Sprintf("R%03d", i+1); r.ID != want {
				loadErr = fmt.Errorf("rulings: ruling %d has id %s, want %s", i+1, r.ID, want)
				return
			}
		}
	})
	return all, loadErr
}
