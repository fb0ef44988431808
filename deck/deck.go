// Package deck parses deck lists written in a simple, game-agnostic text
// format.
//
// Each non-blank line holds one entry: a count from 1 to 200, optionally
// followed by "x", then whitespace and the card name:
//
//	# Corp deck
//	3 Bug Zapper
//	2x Data Wall 2.0   // trailing comment
//
// Comments start with "#" or "//" at the beginning of a line or after
// whitespace and run to the end of the line. Blank lines are ignored. Any
// other line is an error. Names are not checked against a card database and
// repeated names are kept as separate entries.
package deck

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Limits on the input accepted by Parse.
const (
	MaxFileSize = 1 << 20 // bytes in a file
	MaxLineLen  = 1000    // bytes in a line, excluding the line ending
	MaxCount    = 200     // copies in one entry
)

// Causes of a parse error, available through errors.Is.
var (
	ErrSyntax       = errors.New("malformed line")
	ErrCount        = errors.New("count out of range")
	ErrLineTooLong  = errors.New("line too long")
	ErrFileTooLarge = errors.New("file too large")
)

// Entry is one line of a deck list.
type Entry struct {
	Count int    // number of copies, 1 to MaxCount
	Name  string // card name as written, with runs of spaces collapsed
	Line  int    // 1-based line number in the file
}

// List is a parsed deck list.
type List struct {
	Name    string  // file name or label given to Parse
	Entries []Entry // in file order
}

// Size returns the total number of cards in the list.
func (l *List) Size() int {
	n := 0
	for _, e := range l.Entries {
		n += e.Count
	}
	return n
}

// Error describes a problem in a deck list.
type Error struct {
	File string // file name or label of the list
	Line int    // 1-based line number, or 0 if the error is not about one line
	Rule string // the rule broken, if any, such as a deck-construction rule
	Msg  string // description of the problem
	Err  error  // underlying cause, such as ErrSyntax, or nil
}

// Error returns "FILE:LINE: MSG", followed by " (RULE)" when Rule is set.
func (e *Error) Error() string {
	s := e.File
	if e.Line > 0 {
		s += ":" + strconv.Itoa(e.Line)
	}
	s += ": " + e.Msg
	if e.Rule != "" {
		s += " (" + e.Rule + ")"
	}
	return s
}

// Unwrap returns the underlying cause.
func (e *Error) Unwrap() error { return e.Err }

// Parse reads a deck list from r. Name labels the list and its errors,
// typically the file name. Parse stops at the first problem and returns it
// as an *Error.
func Parse(name string, r io.Reader) (*List, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxFileSize+1))
	if err != nil {
		return nil, &Error{File: name, Msg: fmt.Sprintf("reading deck list: %v", err), Err: err}
	}
	if len(data) > MaxFileSize {
		return nil, &Error{
			File: name,
			Line: bytes.Count(data[:MaxFileSize], []byte("\n")) + 1,
			Msg:  fmt.Sprintf("file is larger than %d bytes", MaxFileSize),
			Err:  ErrFileTooLarge,
		}
	}
	text := strings.TrimPrefix(string(data), "\uFEFF") // byte order mark

	list := &List{Name: name}
	n := 0
	for raw := range strings.Lines(text) {
		n++
		fail := func(cause error, format string, args ...any) (*List, error) {
			return nil, &Error{File: name, Line: n, Msg: fmt.Sprintf(format, args...), Err: cause}
		}
		raw = strings.TrimSuffix(strings.TrimSuffix(raw, "\n"), "\r")
		if len(raw) > MaxLineLen {
			return fail(ErrLineTooLong, "line is %d bytes long, more than %d", len(raw), MaxLineLen)
		}
		if !utf8.ValidString(raw) {
			return fail(ErrSyntax, "line is not valid UTF-8")
		}
		fields := strings.Fields(stripComment(raw))
		if len(fields) == 0 {
			continue
		}
		countText := fields[0]
		digits := countText
		if k := len(digits) - 1; k > 0 && (digits[k] == 'x' || digits[k] == 'X') {
			digits = digits[:k]
		}
		if strings.Trim(digits, "0123456789") != "" {
			return fail(ErrSyntax, "want COUNT NAME, as in \"3 Bug Zapper\"; %q is not a count", countText)
		}
		count, err := strconv.Atoi(digits)
		if err != nil || count < 1 || count > MaxCount {
			return fail(ErrCount, "count %s is not between 1 and %d", countText, MaxCount)
		}
		if len(fields) == 1 {
			return fail(ErrSyntax, "missing card name after count %s", countText)
		}
		list.Entries = append(list.Entries, Entry{Count: count, Name: strings.Join(fields[1:], " "), Line: n})
	}
	return list, nil
}

// stripComment removes a comment starting with "#" or "//" at the start of s
// or after whitespace.
func stripComment(s string) string {
	for i := range len(s) {
		if (s[i] == '#' || strings.HasPrefix(s[i:], "//")) &&
			(i == 0 || s[i-1] == ' ' || s[i-1] == '\t') {
			return s[:i]
		}
	}
	return s
}
