package carddb

import "testing"

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
