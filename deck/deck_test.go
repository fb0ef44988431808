package deck

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/iotest"
)

func parseFile(t *testing.T, file string) (*List, error) {
	t.Helper()
	path := filepath.Join("testdata", file)
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	return Parse(path, f)
}

func TestParseAccepts(t *testing.T) {
	tests := []struct {
		rule, file string
		want       []Entry
	}{
		{"comments, blank lines and the x suffix are handled", "corp.txt", []Entry{
			{3, "Bug Zapper", 4},
			{2, "Data Wall 2.0", 5},
			{1, "R&D Interface", 6},
			{12, "Dropp™", 7},
			{3, "Bug Zapper", 8},
		}},
		{"CRLF line endings are accepted", "crlf.txt", []Entry{
			{3, "Bug Zapper", 1},
			{2, "Dupré", 3},
		}},
		{"a byte order mark and a missing final newline are accepted", "bom-no-final-newline.txt", []Entry{
			{1, "Hunting Pack", 1},
			{200, "Fetch 4.0.1", 2},
		}},
		{"a file of only comments is an empty list", "empty.txt", nil},
		{"# and // inside a name do not start a comment", "hash-inside-name.txt", []Entry{
			{4, "Misc#1 and misc//2", 1},
		}},
		{"a line of exactly 1000 bytes is accepted", "line-1000.txt", []Entry{
			{1, "Fine", 1},
			{1, strings.Repeat("a", 998), 2},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.rule, func(t *testing.T) {
			l, err := parseFile(t, tt.file)
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if !slices.Equal(l.Entries, tt.want) {
				t.Errorf("Entries = %v, want %v", l.Entries, tt.want)
			}
			if want := filepath.Join("testdata", tt.file); l.Name != want {
				t.Errorf("Name = %q, want %q", l.Name, want)
			}
		})
	}
}

func TestParseRejects(t *testing.T) {
	tests := []struct {
		rule, file string
		line       int
		cause      error
	}{
		{"a line without a count is an error", "missing-count.txt", 2, ErrSyntax},
		{"a count of 0 is out of range", "count-zero.txt", 3, ErrCount},
		{"a count above 200 is out of range", "count-too-high.txt", 1, ErrCount},
		{"a count too big for an int is out of range", "count-overflow.txt", 1, ErrCount},
		{"a negative count is not a count", "count-negative.txt", 1, ErrSyntax},
		{"a count without a name is an error", "missing-name.txt", 1, ErrSyntax},
		{"a count followed only by a comment is an error", "missing-name-comment.txt", 1, ErrSyntax},
		{"a count glued to the name is an error", "count-glued.txt", 1, ErrSyntax},
		{"x alone is not a count", "count-only-x.txt", 1, ErrSyntax},
		{"xx is not a count suffix", "count-double-x.txt", 1, ErrSyntax},
		{"invalid UTF-8 is an error", "invalid-utf8.txt", 2, ErrSyntax},
		{"a line of 1001 bytes is too long", "line-1001.txt", 3, ErrLineTooLong},
	}
	for _, tt := range tests {
		t.Run(tt.rule, func(t *testing.T) {
			l, err := parseFile(t, tt.file)
			if err == nil {
				t.Fatalf("Parse succeeded with %v, want error", l.Entries)
			}
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("error %v is %T, want *Error", err, err)
			}
			if want := filepath.Join("testdata", tt.file); e.File != want || e.Line != tt.line {
				t.Errorf("error at %s:%d, want %s:%d", e.File, e.Line, want, tt.line)
			}
			if !errors.Is(err, tt.cause) {
				t.Errorf("error %q does not wrap %v", err, tt.cause)
			}
		})
	}
}

func TestParseLimitsFileSize(t *testing.T) {
	line := "1 " + strings.Repeat("a", 97) + "\n" // 100 bytes
	tests := []struct {
		rule  string
		input string
		line  int // 0: no error
	}{
		{"a file of exactly 1 MiB is accepted", strings.Repeat(line, MaxFileSize/100) + strings.Repeat("#", MaxFileSize%100), 0},
		{"a file over 1 MiB is rejected at the line that crosses the limit", strings.Repeat(line, MaxFileSize/100+1), MaxFileSize/100 + 1},
	}
	for _, tt := range tests {
		t.Run(tt.rule, func(t *testing.T) {
			_, err := Parse("big.txt", strings.NewReader(tt.input))
			if tt.line == 0 {
				if err != nil {
					t.Fatalf("Parse: %v", err)
				}
				return
			}
			var e *Error
			if !errors.As(err, &e) || !errors.Is(err, ErrFileTooLarge) || e.Line != tt.line {
				t.Errorf("Parse error = %v, want ErrFileTooLarge at line %d", err, tt.line)
			}
		})
	}
}

func TestParseWrapsReadErrors(t *testing.T) {
	cause := errors.New("disk on fire")
	_, err := Parse("broken.txt", iotest.ErrReader(cause))
	var e *Error
	if !errors.As(err, &e) || !errors.Is(err, cause) || e.File != "broken.txt" {
		t.Errorf("Parse error = %v, want *Error for broken.txt wrapping %v", err, cause)
	}
}

func TestErrorString(t *testing.T) {
	tests := []struct {
		rule string
		err  Error
		want string
	}{
		{"file and line prefix the message", Error{File: "a.txt", Line: 3, Msg: "bad"}, "a.txt:3: bad"},
		{"a rule follows in parentheses", Error{File: "a.txt", Line: 3, Rule: "R1", Msg: "bad"}, "a.txt:3: bad (R1)"},
		{"line 0 is left out", Error{File: "a.txt", Msg: "bad"}, "a.txt: bad"},
	}
	for _, tt := range tests {
		t.Run(tt.rule, func(t *testing.T) {
			if got := tt.err.Error(); got != tt.want {
				t.Errorf("Error() = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestSize(t *testing.T) {
	tests := []struct {
		rule string
		list List
		want int
	}{
		{"an empty list has size 0", List{}, 0},
		{"size is the sum of counts", List{Entries: []Entry{{Count: 3}, {Count: 2}, {Count: 1}}}, 6},
	}
	for _, tt := range tests {
		t.Run(tt.rule, func(t *testing.T) {
			if got := tt.list.Size(); got != tt.want {
				t.Errorf("Size() = %d, want %d", got, tt.want)
			}
		})
	}
}
