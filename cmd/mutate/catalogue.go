package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// Areas are the parts of the engine a mutant belongs to, in the order the
// score table lists them. A catalogue naming any other area is refused.
var Areas = []string{"kernel", "rules", "cards", "bso", "server/store"}

// Mutant is one entry of the catalogue: a string replacement in one source
// file, and the tests that should notice it.
type Mutant struct {
	// ID names the mutant for ever: K01, S07, … An ID is never reused.
	ID string `json:"id"`
	// Area is one of Areas.
	Area string `json:"area"`
	// File is the file to change, relative to the module root, with slashes.
	File string `json:"file"`
	// Old is the text replaced; it must occur exactly once in File.
	Old string `json:"old"`
	// New replaces Old.
	New string `json:"new"`
	// Packages are the go test package patterns run first, in order, each
	// with its own "go test" (a kill stops the run of the mutant).
	Packages []string `json:"packages"`
	// Rulings says that "datafort rulings" runs after Packages survived:
	// the mutant is killed if the command reports a failure.
	Rulings bool `json:"rulings,omitempty"`
	// Then are package patterns run last, only if nothing before killed the
	// mutant (slow suites: fuzz, random games).
	Then []string `json:"then,omitempty"`
	// Run, when set, narrows the tests of some of the patterns of Packages
	// and Then: for each pattern it names, go test runs only the tests
	// matching the regular expression (go test -run). A pattern it does not
	// name runs all its tests. Use it for a slow package of which only some
	// tests exercise the mutated code (./server/ for the store's mutants).
	Run map[string]string `json:"run,omitempty"`
	// Description says what the change breaks, in the game's terms.
	Description string `json:"description"`
	// Equivalent, when set, says why the mutant cannot change any
	// behaviour a test could observe. Such a mutant is listed but not run
	// (unless -equivalent) and not scored.
	Equivalent string `json:"equivalent,omitempty"`
	// Source says where the mutant comes from (the audit, an issue).
	Source string `json:"source,omitempty"`
}

// LoadCatalogue reads a catalogue file: a JSON array of mutants. It refuses
// a catalogue with an unknown field, a duplicate ID, an unknown area, an
// empty replacement or no packages.
func LoadCatalogue(path string) ([]Mutant, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("catalogue: %w", err)
	}
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.DisallowUnknownFields()
	var ms []Mutant
	if err := dec.Decode(&ms); err != nil {
		return nil, fmt.Errorf("catalogue %s: %w", path, err)
	}
	seen := map[string]bool{}
	for i, m := range ms {
		switch {
		case m.ID == "":
			return nil, fmt.Errorf("catalogue %s: mutant %d has no id", path, i+1)
		case seen[m.ID]:
			return nil, fmt.Errorf("catalogue %s: id %s is used twice", path, m.ID)
		case !slices.Contains(Areas, m.Area):
			return nil, fmt.Errorf("catalogue %s: %s: area %q is not one of %s", path, m.ID, m.Area, strings.Join(Areas, ", "))
		case m.File == "" || filepath.IsAbs(m.File) || strings.Contains(m.File, ".."):
			return nil, fmt.Errorf("catalogue %s: %s: file %q is not a path inside the module", path, m.ID, m.File)
		case m.Old == "" || m.Old == m.New:
			return nil, fmt.Errorf("catalogue %s: %s: the replacement changes nothing", path, m.ID)
		case len(m.Packages) == 0:
			return nil, fmt.Errorf("catalogue %s: %s: no packages to test", path, m.ID)
		case m.Description == "":
			return nil, fmt.Errorf("catalogue %s: %s: no description", path, m.ID)
		}
		for p, re := range m.Run {
			if !slices.Contains(m.Packages, p) && !slices.Contains(m.Then, p) {
				return nil, fmt.Errorf("catalogue %s: %s: run names %s, which is not one of its packages", path, m.ID, p)
			}
			if _, err := regexp.Compile(re); err != nil || re == "" {
				return nil, fmt.Errorf("catalogue %s: %s: run %q for %s is not a test filter: %v", path, m.ID, re, p, err)
			}
		}
		seen[m.ID] = true
	}
	return ms, nil
}

// Apply returns src with the mutant's replacement made, or an error if Old
// does not occur exactly once (the code may have moved or been copied).
func (m Mutant) Apply(src string) (string, error) {
	switch n := strings.Count(src, m.Old); n {
	case 1:
		return strings.Replace(src, m.Old, m.New, 1), nil
	case 0:
		return "", fmt.Errorf("%s: the text to replace is not in %s (the code has moved or changed; update the catalogue)", m.ID, m.File)
	default:
		return "", fmt.Errorf("%s: the text to replace occurs %d times in %s, not once (make it longer)", m.ID, n, m.File)
	}
}
