package carddb

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

func TestSlugReproducesEveryID(t *testing.T) {
	for _, c := range All() {
		if got := Slug(c.Title); got != c.ID {
			t.Errorf("Slug(%q) = %q, want id %q", c.Title, got, c.ID)
		}
	}
}

func TestSlug(t *testing.T) {
	tests := []struct{ title, want string }{
		{"Bug Zapper", "bug-zapper"},
		{"R&D Interface", "r-and-d-interface"},
		{"π in the 'Face", "pi-in-the-face"},
		{"π in the ’Face", "pi-in-the-face"},
		{`"Armadillo" Armored Road Home`, "armadillo-armored-road-home"},
		{"Skälderviken SA Beta Test Site", "skalderviken-sa-beta-test-site"},
		{"Bodyweight™ Data Crèche", "bodyweight-data-creche"},
		{"Spinn® Public Relations", "spinn-public-relations"},
		{"Aujourd'Oui", "aujourdoui"},
		{"  Fetch 4.0.1!  ", "fetch-4-0-1"},
		{"", ""},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%q is %q", tt.title, tt.want), func(t *testing.T) {
			if got := Slug(tt.title); got != tt.want {
				t.Errorf("Slug(%q) = %q, want %q", tt.title, got, tt.want)
			}
		})
	}
}

func TestAllSortedByUniqueID(t *testing.T) {
	cards := All()
	if !slices.IsSortedFunc(cards, func(a, b *Card) int { return strings.Compare(a.ID, b.ID) }) {
		t.Error("All() is not sorted by ID")
	}
	seen := make(map[string]bool)
	for _, c := range cards {
		if seen[c.ID] {
			t.Errorf("duplicate ID %q", c.ID)
		}
		seen[c.ID] = true
	}
}

func TestCounts(t *testing.T) {
	bySet := make(map[string]int)
	bySide := make(map[Side]int)
	for _, c := range All() {
		bySet[c.Set]++
		bySide[c.Side]++
	}
	tests := []struct {
		name      string
		got, want int
	}{
		{"all cards", len(All()), 580},
		{"set v1.0", bySet["v1.0"], 374},
		{"set Proteus", bySet["Proteus"], 154},
		{"set Classic", bySet["Classic"], 52},
		{"side corp", bySide[Corp], 290},
		{"side runner", bySide[Runner], 290},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.got != tt.want {
				t.Errorf("got %d cards, want %d", tt.got, tt.want)
			}
		})
	}
}

func TestLookup(t *testing.T) {
	tests := []struct {
		name   string
		wantID string // "" means not found
	}{
		{"Bug Zapper", "bug-zapper"},
		{"bug zapper", "bug-zapper"},
		{"bug-zapper", "bug-zapper"},
		{"Dropp", "dropp"},
		{"Dropp™", "dropp"},
		{"R&D Interface", "r-and-d-interface"},
		{"pi in the face", "pi-in-the-face"},
		{"Dupre", "dupre"},
		{"No Such Card", ""},
		{"", ""},
	}
	for _, tt := range tests {
		rule := fmt.Sprintf("%q finds %s", tt.name, tt.wantID)
		if tt.wantID == "" {
			rule = fmt.Sprintf("%q finds nothing", tt.name)
		}
		t.Run(rule, func(t *testing.T) {
			c, ok := Lookup(tt.name)
			switch {
			case tt.wantID == "" && ok:
				t.Errorf("Lookup(%q) found %q, want not found", tt.name, c.ID)
			case tt.wantID != "" && !ok:
				t.Errorf("Lookup(%q) not found, want %q", tt.name, tt.wantID)
			case ok && c.ID != tt.wantID:
				t.Errorf("Lookup(%q) = %q, want %q", tt.name, c.ID, tt.wantID)
			}
		})
	}
}

func TestSubroutines(t *testing.T) {
	tests := []struct {
		name string
		want []string
	}{
		{"Bug Zapper", []string{
			"Do 2 Net damage for each rezzed piece of ice installed outside Bug Zapper.",
			"End the run.",
		}},
		{"Data Wall 2.0", []string{"End the run."}},
		// Riddler's only subroutine is quoted inside an ability, not printed.
		{"Riddler", nil},
		{"Dropp", nil},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s has %d subroutines", tt.name, len(tt.want)), func(t *testing.T) {
			c := mustLookup(t, tt.name)
			if got := c.Subroutines(); !slices.Equal(got, tt.want) {
				t.Errorf("Subroutines() = %q, want %q", got, tt.want)
			}
		})
	}
	t.Run("Mastiff has five subroutines in printed order", func(t *testing.T) {
		c := mustLookup(t, "Mastiff")
		subs := c.Subroutines()
		if len(subs) != 5 || subs[0] != "Do 1 brain damage." || subs[4] != "End the run." {
			t.Errorf("Subroutines() = %q, want 5 starting with brain damage and ending the run", subs)
		}
	})
}

func TestHasKeyword(t *testing.T) {
	c := mustLookup(t, "Bug Zapper")
	tests := []struct {
		kw   string
		want bool
	}{
		{"Sentry", true},
		{"sentry", true},
		{"HELLBOLT", true},
		{"Wall", false},
		{"", false},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%q is %v", tt.kw, tt.want), func(t *testing.T) {
			if got := c.HasKeyword(tt.kw); got != tt.want {
				t.Errorf("HasKeyword(%q) = %v, want %v", tt.kw, got, tt.want)
			}
		})
	}
}

func TestEveryIceHasStrength(t *testing.T) {
	n := 0
	for _, c := range All() {
		if c.Type != Ice {
			continue
		}
		n++
		if c.Strength == nil && c.Variable["strength"] == "" {
			t.Errorf("ice %q has neither strength nor variable strength", c.Title)
		}
	}
	if n != 106 {
		t.Errorf("found %d ice, want 106", n)
	}
}

func TestVariableStats(t *testing.T) {
	tests := []struct{ card, key, want string }{
		{"Digiconda", "strength", "X"},
		{"AI Boon", "strength", "*"},
		{"Emergency Rig", "play_cost", "X"},
	}
	for _, tt := range tests {
		t.Run(tt.card+" "+tt.key+" is "+tt.want, func(t *testing.T) {
			c := mustLookup(t, tt.card)
			if got := c.Variable[tt.key]; got != tt.want {
				t.Errorf("Variable[%q] = %q, want %q", tt.key, got, tt.want)
			}
		})
	}
}

func TestAllReturnsCopy(t *testing.T) {
	a := All()
	a[0] = nil
	if All()[0] == nil {
		t.Error("modifying the slice returned by All changed the database")
	}
}

func mustLookup(t *testing.T, name string) *Card {
	t.Helper()
	c, ok := Lookup(name)
	if !ok {
		t.Fatalf("Lookup(%q) failed", name)
	}
	return c
}
