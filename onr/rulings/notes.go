package rulings

import (
	"bufio"
	"fmt"
	"strings"
)

// ParseNotes reads a list of rulings with a note each, as not-testable.tsv
// and partial.tsv are written: one "id<TAB>note" per line; blank lines and
// lines starting with # are ignored. file names the list in errors.
func ParseNotes(file, text string) (map[string]string, error) {
	out := map[string]string{}
	sc := bufio.NewScanner(strings.NewReader(text))
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		id, note, ok := strings.Cut(line, "\t")
		id, note = strings.TrimSpace(id), strings.TrimSpace(note)
		switch {
		case !ok || note == "":
			return nil, fmt.Errorf("%s:%d: want the ruling id, a TAB and the reason", file, n)
		case !ValidID(id):
			return nil, fmt.Errorf("%s:%d: %q is not a ruling id (R001 to R525)", file, n, id)
		case out[id] != "":
			return nil, fmt.Errorf("%s:%d: %s is listed twice", file, n, id)
		}
		out[id] = note
	}
	return out, sc.Err()
}

// ParseNotTestable reads not-testable.tsv: one "id<TAB>reason" per line.
func ParseNotTestable(text string) (map[string]string, error) {
	return ParseNotes("not-testable.tsv", text)
}

// NotTestableReasons returns the committed list of rulings that cannot be
// tested, with the reasons.
func NotTestableReasons() (map[string]string, error) { return ParseNotTestable(notTestableText) }

// PartialNotes returns the committed list of rulings whose checks cover
// only part of what they say, with what is not covered (partial.tsv).
func PartialNotes() (map[string]string, error) { return ParseNotes("partial.tsv", partialText) }
