package carddb

import (
	"strings"
	"testing"
)

func TestCountsMatchTheREADME(t *testing.T) {
	want := map[Type]int{Character: 103, Program: 102, Gear: 30, Mainframe: 20, RAM: 1}
	got := map[Type]int{}
	for _, c := range All() {
		got[c.Type]++
		if d, ok := Lookup(c.Name); !ok || d != c {
			t.Errorf("Lookup(%q) does not find its own card", c.Name)
		}
		if c.Type == Mainframe && (c.Mainframe == nil || len(c.Mainframe.Tiers) == 0) {
			t.Errorf("%s: a mainframe without tiers", c.Name)
		}
	}
	for ty, n := range want {
		if got[ty] != n {
			t.Errorf("%d cards of type %s, want %d", got[ty], ty, n)
		}
	}
}

func TestLookupIgnoresCaseAndPunctuation(t *testing.T) {
	for _, tc := range []struct {
		name string
		id   int
	}{
		{"Hex Codemancer", 1},
		{"hex, codemancer", 1},
		{"GEN-256", 256},
		{"Terry the Accountant", 256},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, ok := Lookup(tc.name)
			if !ok || c.ID != tc.id {
				t.Fatalf("Lookup(%q) = %v, %v; want GEN-%d", tc.name, c, ok, tc.id)
			}
		})
	}
}

// keyLong is Key the long way: the whole name upper-cased, then its
// letters and digits kept.
func keyLong(name string) string {
	var out []rune
	for _, r := range strings.ToUpper(name) {
		if r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			out = append(out, r)
		}
	}
	return string(out)
}

// TestKeyIsTheLongWay: Key, which reads an ASCII name without upper-casing
// it first, gives the key of the long way for every card's name, its
// lower case, names with punctuation, digits and non-ASCII letters (whose
// upper case may be ASCII: "ı" is "I"), and a name longer than the
// buffer.
func TestKeyIsTheLongWay(t *testing.T) {
	names := []string{"", "Hex Codemancer", "hex, codemancer", "GEN-256", "ıon cannon", "ſtreet", "Ärger-9", "K\u212Aelvin", strings.Repeat("long name, ", 20)}
	for _, c := range All() {
		names = append(names, c.Name, strings.ToLower(c.Name))
	}
	for _, n := range names {
		if got, want := Key(n), keyLong(n); got != want {
			t.Errorf("Key(%q) = %q, the long way %q", n, got, want)
		}
	}
}
