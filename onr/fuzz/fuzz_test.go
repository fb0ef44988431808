package fuzz_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/fuzz"
)

// TestDecks: the every-card decks hold every implemented card, subsets
// change with the seed, and all are legal.
func TestDecks(t *testing.T) {
	corp, runner, err := fuzz.EveryCardDecks()
	if err != nil {
		t.Fatal(err)
	}
	for _, title := range onr.Implemented() {
		if !strings.Contains(corp, " "+title+"\n") && !strings.Contains(runner, " "+title+"\n") {
			t.Errorf("the every-card decks lack %s", title)
		}
	}
	seen := map[string]bool{}
	for seed := range uint64(3) {
		c, r, err := fuzz.SubsetDecks(seed)
		if err != nil {
			t.Fatal(err)
		}
		if c == corp || r == runner {
			t.Errorf("subset %d: the every-card decks", seed)
		}
		seen[c+r] = true
		if again, _, _ := fuzz.SubsetDecks(seed); again != c {
			t.Errorf("subset %d: two decks for one seed", seed)
		}
	}
	if len(seen) != 3 {
		t.Errorf("%d distinct subsets of 3 seeds, want 3", len(seen))
	}
}

// TestNamesSeesWholeTitles: a hidden title inside a longer card title
// written in the text ("Fang" in "Fang 2.0") names the other card, not it;
// written alone, it is named.
func TestNamesSeesWholeTitles(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"Corp draws Fang 2.0", false},
		{"Runner accesses Fang", true},
		{"Fang 2.0 and Fang", true},
	} {
		if _, got := fuzz.Names(tc.text, []string{"Fang"}); got != tc.want {
			t.Errorf("Names(%q, Fang) = %v, want %v", tc.text, got, tc.want)
		}
	}
}

// TestRunFuzzesONR: the package's Run fuzzes ONR when no ruleset is given,
// in every style ONR plays.
func TestRunFuzzesONR(t *testing.T) {
	r, err := fuzz.Run(fuzz.Config{Games: 12, Seed: 5, Workers: 2, LeakEvery: 6})
	if err != nil {
		t.Fatal(err)
	}
	if r.Failed != 0 || r.Styles[fuzz.Random] != 4 || r.Styles[fuzz.Eager] != 4 || r.Styles[fuzz.EagerCorp] != 4 || len(r.Cards) != len(onr.Implemented()) {
		t.Errorf("failed %d, styles %v, %d cards counted", r.Failed, r.Styles, len(r.Cards))
	}
}
