package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// GremlinsMutators are the mutator types go-gremlins v0.6.0 names in its
// output (gremlins' internal/mutator.Type).
var GremlinsMutators = []string{
	"ARITHMETIC_BASE", "CONDITIONALS_BOUNDARY", "CONDITIONALS_NEGATION",
	"INCREMENT_DECREMENT", "INVERT_ASSIGNMENTS", "INVERT_BITWISE",
	"INVERT_BWASSIGN", "INVERT_LOGICAL", "INVERT_LOOPCTRL",
	"INVERT_NEGATIVES", "REMOVE_SELF_ASSIGNMENTS",
}

// EquivalentGremlin is a gremlins mutant that no test can kill, listed with the
// reason: it is excluded from the counts of a run of -changed. Gremlins
// itself can exclude only whole files, so the run matches each mutant it
// reports against these entries.
type EquivalentGremlin struct {
	// File is the mutated file, relative to the module root, with slashes.
	File string `json:"file"`
	// Line is the line's number in File when the entry was written. It
	// must still hold Code (TestGremlinsEquivalentsNameLinesOfTheTree); a
	// run matches by Code, so an edit above the line does not unlist it.
	Line int `json:"line"`
	// Code is the line's text, without its leading and trailing blanks.
	Code string `json:"code"`
	// Column, when not 0, is the mutated token's column (gremlins counts
	// a tab as one): for a line with two tokens of the same mutator.
	Column int `json:"column,omitempty"`
	// Mutator is the gremlins mutator type, one of GremlinsMutators.
	Mutator string `json:"mutator"`
	// Reason says why no input can tell the mutant from the code.
	Reason string `json:"reason"`
}

// LoadEquivalents reads the list of equivalent gremlins mutants: a JSON
// array of EquivalentGremlin. It refuses an unknown field, an entry without a
// file, line, code or reason, an unknown mutator, or an entry listed twice.
func LoadEquivalents(path string) ([]EquivalentGremlin, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("equivalents: %w", err)
	}
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.DisallowUnknownFields()
	var es []EquivalentGremlin
	if err := dec.Decode(&es); err != nil {
		return nil, fmt.Errorf("equivalents %s: %w", path, err)
	}
	seen := map[EquivalentGremlin]bool{}
	for i, e := range es {
		key := EquivalentGremlin{File: e.File, Code: e.Code, Column: e.Column, Mutator: e.Mutator}
		switch {
		case e.File == "" || filepath.IsAbs(e.File) || strings.Contains(e.File, ".."):
			return nil, fmt.Errorf("equivalents %s: entry %d: file %q is not a path inside the module", path, i+1, e.File)
		case e.Line < 1:
			return nil, fmt.Errorf("equivalents %s: entry %d (%s): no line number", path, i+1, e.File)
		case e.Code == "" || e.Code != strings.TrimSpace(e.Code):
			return nil, fmt.Errorf("equivalents %s: entry %d (%s:%d): code must be the line's text, trimmed", path, i+1, e.File, e.Line)
		case e.Column < 0:
			return nil, fmt.Errorf("equivalents %s: entry %d (%s:%d): negative column", path, i+1, e.File, e.Line)
		case !slices.Contains(GremlinsMutators, e.Mutator):
			return nil, fmt.Errorf("equivalents %s: entry %d (%s:%d): mutator %q is not one of gremlins' (%s)", path, i+1, e.File, e.Line, e.Mutator, strings.Join(GremlinsMutators, ", "))
		case strings.TrimSpace(e.Reason) == "":
			return nil, fmt.Errorf("equivalents %s: entry %d (%s:%d): no reason", path, i+1, e.File, e.Line)
		case seen[key]:
			return nil, fmt.Errorf("equivalents %s: entry %d (%s:%d %s) is listed twice", path, i+1, e.File, e.Line, e.Mutator)
		}
		seen[key] = true
	}
	return es, nil
}

// Check reports whether the entry still names a line of the tree under
// root: File exists and its line Line holds Code.
func (e EquivalentGremlin) Check(root string) error {
	src, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(e.File)))
	if err != nil {
		return fmt.Errorf("%s:%d: %w", e.File, e.Line, err)
	}
	lines := strings.Split(string(src), "\n")
	if e.Line > len(lines) {
		return fmt.Errorf("%s:%d: the file has %d lines (the code has moved: update the entry)", e.File, e.Line, len(lines))
	}
	if got := strings.TrimSpace(lines[e.Line-1]); got != e.Code {
		return fmt.Errorf("%s:%d: the line reads %q, not %q (the code has moved or changed: update the entry)", e.File, e.Line, got, e.Code)
	}
	return nil
}

// Matches reports whether the entry lists the mutant of mutator at column
// col of a line whose trimmed text is code, at line number line of file.
// A Code found on several lines of the file (count > 1) matches only at
// the entry's own Line.
func (e EquivalentGremlin) Matches(file string, line, col int, code, mutator string, count int) bool {
	return e.File == file && e.Mutator == mutator && e.Code == code &&
		(e.Column == 0 || e.Column == col) && (count <= 1 || e.Line == line)
}
