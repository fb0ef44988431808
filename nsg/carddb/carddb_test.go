package carddb

import (
	"strconv"
	"strings"
	"testing"
)

func TestData(t *testing.T) {
	cards := All()
	if len(cards) != 171 {
		t.Fatalf("All() = %d cards, want the 171 of data/README.md", len(cards))
	}
	sides := map[Type]Side{Agenda: Corp, Asset: Corp, Ice: Corp, Operation: Corp, Upgrade: Corp,
		Event: Runner, Hardware: Runner, Program: Runner, Resource: Runner}
	for _, c := range cards {
		if want, ok := sides[c.Type]; ok && c.Side != want {
			t.Errorf("%s: a %s on the %s side", c.Title, c.Type, c.Side)
		} else if !ok && c.Type != Identity {
			t.Errorf("%s: unknown type %q", c.Title, c.Type)
		}
		if got, ok := Lookup(c.Title); !ok || got != c {
			t.Errorf("Lookup(%q) does not find its own card", c.Title)
		}
	}
}

func TestLookupFoldsSpelling(t *testing.T) {
	for _, tc := range []struct{ name, want string }{
		{"Bran 1.0", "Brân 1.0"},
		{"karuna", "Karunā"},
		{"sure gamble", "Sure Gamble"},
		{"30001", "René “Loup” Arcemont: Party Animal"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, ok := Lookup(tc.name)
			if !ok || c.Title != tc.want {
				t.Fatalf("Lookup(%q) = %v, %v; want %q", tc.name, c, ok, tc.want)
			}
		})
	}
}

// TestLookupByTitleIsLookupBySlug: a title as printed is found without
// folding it (database.byTitle), and finds what its slug finds, spelt as
// printed or otherwise; the empty title (a hidden card's) finds nothing.
func TestLookupByTitleIsLookupBySlug(t *testing.T) {
	db := load()
	for _, c := range All() {
		for _, name := range []string{c.Title, strings.ToUpper(c.Title), " " + c.Title, ""} {
			got, ok := Lookup(name)
			if want, wantOK := db.bySlug[Slug(name)]; ok != wantOK || got != want {
				t.Errorf("Lookup(%q) = %v %v, its slug %q finds %v %v", name, got, ok, Slug(name), want, wantOK)
			}
		}
	}
}

func TestDecksNameKnownCards(t *testing.T) {
	decks := Decks()
	if len(decks) != 4 {
		t.Fatalf("Decks() = %d, want the 4 System Gateway decks", len(decks))
	}
	for _, d := range decks {
		t.Run(d.Name, func(t *testing.T) {
			for i, line := range strings.Split(strings.TrimSpace(d.Text), "\n") {
				n, title, ok := strings.Cut(strings.TrimSpace(line), " ")
				if _, err := strconv.Atoi(n); !ok || err != nil {
					t.Fatalf("line %d %q: want \"N Title\"", i+1, line)
				}
				c, found := Lookup(title)
				if !found {
					t.Fatalf("line %d: %q is not in the data", i+1, title)
				}
				if (i == 0) != (c.Type == Identity) {
					t.Errorf("line %d: %s is a %s; the identity comes first and only first", i+1, c.Title, c.Type)
				}
			}
		})
	}
}

// TestSlugKeptIsSlugComputed: what Slug keeps of a title (the first
// maxSlugs asked) is its slug, asked again and again, for every title of
// the data spelt as printed, upper-cased and with diacritics and quotes.
func TestSlugKeptIsSlugComputed(t *testing.T) {
	names := []string{"René “Loup” Arcemont: Party Animal", "Rock & Roll", "", "  "}
	for _, c := range All() {
		names = append(names, c.Title, strings.ToUpper(c.Title))
	}
	for round := range 3 {
		for _, name := range names {
			if got, want := Slug(name), slug(name); got != want {
				t.Fatalf("round %d: Slug(%q) = %q, computed %q", round, name, got, want)
			}
		}
	}
	if got := Slug("René “Loup” Arcemont: Party Animal"); got != "rene-loup-arcemont-party-animal" {
		t.Errorf("Slug = %q", got)
	}
}
