package decklist

import (
	"errors"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/deck"
)

var update = flag.Bool("update", false, "rewrite testdata/messages.golden")

// advancedRAM are stand-in advanced RAM cards: no card data has any (AMB-12).
var advancedRAM = []string{"Overclocked RAM", "Quantum RAM"}

// options returns the options a test file is read with: the stand-in
// advanced RAM, and for illegal-names.txt an engine that implements every
// card but SOLAR FLARE.
func options(file string) Options {
	o := Options{AdvancedRAM: advancedRAM}
	if file == "illegal-names.txt" {
		o.Implemented = func(name string) bool { return name != "SOLAR FLARE" }
	}
	return o
}

func readFile(t *testing.T, file string) Result {
	t.Helper()
	text, err := os.ReadFile(filepath.Join("testdata", file))
	if err != nil {
		t.Fatal(err)
	}
	return Read(file, string(text), options(file))
}

// causes returns the cause of each problem, in order.
func causes(ps []*deck.Error) []error {
	out := make([]error, len(ps))
	for i, p := range ps {
		out[i] = p.Err
	}
	return out
}

func TestReadFindsEveryProblemAtOnce(t *testing.T) {
	tests := []struct {
		rule, file string
		errs       []error // causes of the errors, in line order
		warns      []error
	}{
		{"a list with every section, comments and loose spellings (case, punctuation, accents) is legal", "legal-sections.txt", nil, nil},
		{"lines before any header are the cyberdeck and header lines may hold an entry", "legal-no-headers.txt", nil, nil},
		{"SC-24: 3 + 1 copies across sideboard, a sideboard of 10, 5 advanced RAM and 19 NANOBOT SWARM are legal", "legal-sc24.txt", nil, nil},
		{"SC-24: a cyberdeck of 255 is legal", "legal-255.txt", nil, nil},
		{"SC-24: a cyberdeck of 256 is not (NS-21.1)", "illegal-256.txt", []error{ErrCyberdeckSize}, nil},
		{"SC-24: every illegal composition is reported with its line and rule", "illegal-sc24.txt", []error{
			ErrMainframeCount, // line 6: DEEPNET, a second mainframe
			ErrCyberdeckSize,  // line 8: the header
			ErrCopyLimit,      // OVERLOAD MK. I, 3 + 2
			ErrWrongSection,   // SYNTHETIX in the cyberdeck
			ErrWrongSection,   // Basic RAM in the cyberdeck
			ErrWrongSection,   // Basic RAM in the sideboard
			ErrSideboardSize,  // line 26: the header
			ErrRAMDeck,        // 26 RAM
			ErrRAMDeck,        // 6 advanced
		}, nil},
		{"SC-24: a cyberdeck of 49, a RAM deck of 24 and no mainframe", "illegal-small.txt", []error{ErrCyberdeckSize, ErrRAMDeck, ErrMainframeCount}, nil},
		{"unknown names, a card not implemented, malformed lines and 5 iconic copies are each reported", "illegal-names.txt", []error{
			ErrUnknownCard, ErrCyberdeckSize, ErrCopyLimit, ErrUnknownCard, ErrUnknownCard, ErrUnknownCard, ErrUnknownCard,
			ErrSyntax, ErrSyntax, ErrSyntax, ErrSyntax, ErrNotImplemented, ErrUnknownCard,
		}, nil},
		{"cards in sections that may not hold them are each reported (NS-21.1)", "illegal-sections.txt", []error{
			ErrWrongSection,   // a character on the mainframe line
			ErrMainframeCount, // 2 FIRESTARTER
			ErrWrongSection,   // an advanced RAM in the cyberdeck
			ErrWrongSection,   // a character in the RAM deck
		}, nil},
		{"requirements and tarots no card of the deck enables are warnings, not errors (NS-11.2, NS-14.3)", "warnings.txt", nil, []error{ErrWarnRequirement, ErrWarnTarot, ErrWarnRequirement, ErrWarnRequirement}},
	}
	for _, tt := range tests {
		t.Run(tt.rule, func(t *testing.T) {
			res := readFile(t, tt.file)
			got := causes(res.Errors)
			slices.SortStableFunc(got, func(a, b error) int { return strings.Compare(a.Error(), b.Error()) })
			want := slices.Clone(tt.errs)
			slices.SortStableFunc(want, func(a, b error) int { return strings.Compare(a.Error(), b.Error()) })
			if !slices.Equal(got, want) {
				t.Errorf("errors:\n%v\ncauses %v, want %v", res.Err(), got, want)
			}
			if !slices.Equal(causes(res.Warnings), tt.warns) {
				t.Errorf("warnings %v, want %v", res.Warnings, tt.warns)
			}
			if (res.Deck != nil) != (len(tt.errs) == 0) {
				t.Errorf("Deck = %v with %d errors", res.Deck, len(res.Errors))
			}
			for _, e := range res.Errors {
				if e.Err == ErrCyberdeckSize || e.Err == ErrRAMDeck || e.Err == ErrSideboardSize || e.Err == ErrCopyLimit || e.Err == ErrWrongSection {
					if e.Line == 0 || !strings.HasPrefix(e.Rule, "NS-2") {
						t.Errorf("%v: no line or no NS rule", e)
					}
				}
				if err := res.Err(); !errors.Is(err, e.Err) {
					t.Errorf("errors.Is(Err(), %v) is false", e.Err)
				}
			}
		})
	}
}

func TestReadBuildsTheDeck(t *testing.T) {
	tests := []struct {
		rule, file                       string
		mainframe                        string
		cyberdeck, basic, advanced, side int
	}{
		{"the mainframe line, sections and the sideboard are read", "legal-sections.txt", "FIRESTARTER", 50, 25, 0, 4},
		{"codes and header lines with an entry are read", "legal-no-headers.txt", "FIRESTARTER", 50, 25, 0, 0},
		{"advanced RAM is counted apart from Basic RAM (NS-21.3, AMB-12)", "legal-sc24.txt", "FIRESTARTER", 59, 20, 5, 10},
	}
	for _, tt := range tests {
		t.Run(tt.rule, func(t *testing.T) {
			res := readFile(t, tt.file)
			d := res.Deck
			if d == nil {
				t.Fatalf("not legal:\n%v", res.Err())
			}
			if d.Mainframe.Name != tt.mainframe || len(d.Cyberdeck) != tt.cyberdeck || d.BasicRAM != tt.basic || len(d.AdvancedRAM) != tt.advanced || len(d.Sideboard) != tt.side {
				t.Errorf("mainframe %s, cyberdeck %d, RAM %d + %d advanced, sideboard %d; want %s, %d, %d + %d, %d",
					d.Mainframe.Name, len(d.Cyberdeck), d.BasicRAM, len(d.AdvancedRAM), len(d.Sideboard),
					tt.mainframe, tt.cyberdeck, tt.basic, tt.advanced, tt.side)
			}
		})
	}
}

func TestUnknownNamesSuggestCloseCards(t *testing.T) {
	tests := []struct {
		rule, name, want string
	}{
		{"a typing mistake suggests the card", "Firestater", "FIRESTARTER"},
		{"a missing letter suggests the card", "ADMN", "ADMIN"},
		{"a shared word suggests the cards that have it", "Dust Devil", "DUST DEVIL INITIATE"},
		{"a misspelled RAM suggests Basic RAM", "Basic RAMM", "BASIC RAM"},
		{"an advanced RAM the caller names is suggested", "Quantum RAMs", "Quantum RAM"},
	}
	for _, tt := range tests {
		t.Run(tt.rule, func(t *testing.T) {
			if got := suggest(tt.name, advancedRAM); !slices.Contains(got, tt.want) {
				t.Errorf("suggest(%q) = %q, want it to hold %q", tt.name, got, tt.want)
			}
		})
	}
	if got := suggest("Sparkly Unicorn", nil); len(got) != 0 {
		t.Errorf("suggest(Sparkly Unicorn) = %q, want nothing", got)
	}
}

// TestMessagesGolden holds every message of every test list fixed: each
// names its file, line and rule.
func TestMessagesGolden(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "*.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, path := range files {
		file := filepath.Base(path)
		res := readFile(t, file)
		b.WriteString("== " + file + "\n")
		for _, e := range res.Errors {
			b.WriteString("error: " + e.Error() + "\n")
		}
		for _, w := range res.Warnings {
			b.WriteString("warning: " + w.Error() + "\n")
		}
	}
	golden := filepath.Join("testdata", "messages.golden")
	if *update {
		if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test -update to write it)", err)
	}
	if b.String() != string(want) {
		t.Errorf("messages differ from %s (go test -update rewrites it):\n%s", golden, b.String())
	}
}
