package decklist

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/nsg/carddb"
)

// TestParseReadsTheFormsNetrunnerDBWrites reads one line in each form:
// the card and count it finds, or that the line is left out.
func TestParseReadsTheFormsNetrunnerDBWrites(t *testing.T) {
	for _, tc := range []struct {
		name, line string
		count      int
		title      string // "": the line holds no card
	}{
		{"a count and a title", "3 Sure Gamble", 3, "Sure Gamble"},
		{"a count with x", "3x Sure Gamble", 3, "Sure Gamble"},
		{"a count with a spaced x", "3 x Sure Gamble", 3, "Sure Gamble"},
		{"x before the count", "x3 Sure Gamble", 3, "Sure Gamble"},
		{"x and the count after the title", "Sure Gamble x3", 3, "Sure Gamble"},
		{"a multiplication sign", "2× Sure Gamble", 2, "Sure Gamble"},
		{"the product after the title", "3x Sure Gamble (System Gateway)", 3, "Sure Gamble"},
		{"influence dots after the product", "3x Diesel (System Update 2021) ●●●●● ●", 3, "Diesel"},
		{"bullet dots", "2x Spin Doctor (System Gateway) ••", 2, "Spin Doctor"},
		{"a Markdown line", "* 3x [Hedge Fund](https://netrunnerdb.com/en/card/30075) _(System Gateway)_", 3, "Hedge Fund"},
		{"a BBCode line", "3x [url=https://netrunnerdb.com/en/card/30075]Hedge Fund[/url] [i](System Gateway)[/i]", 3, "Hedge Fund"},
		{"spelling Lookup folds", "2 bran 1.0", 2, "Brân 1.0"},
		{"an identity without a count", "Zahya Sadeghi: Versatile Smuggler (System Gateway)", 1, "Zahya Sadeghi: Versatile Smuggler"},
		{"an identity by its short name", "1 The Syndicate", 1, "The Syndicate: Profit over Principle"},
		{"an identity whose title starts with digits", "419: Amoral Scammer", 1, "419: Amoral Scammer"},
		{"a section header", "Event (6)", 0, ""},
		{"a two-word section header", "Code Gate (4)", 0, ""},
		{"a Markdown section header", "###Agenda (11)", 0, ""},
		{"a BBCode section header", "[b]Operation (9)[/b]", 0, ""},
		{"a comment", "# my notes", 0, ""},
		{"a // comment", "// my notes", 0, ""},
		{"the influence summary", "15 influence spent (max 15, available 0)", 0, ""},
		{"the agenda summary", "20 agenda points (between 20 and 21)", 0, ""},
		{"the size summary", "49 cards (min 45)", 0, ""},
		{"the legality summary", "Cards up to Elevation", 0, ""},
		{"the publication line", "Decklist published on https://netrunnerdb.com.", 0, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// A first line names the deck, so the line under test is never first.
			l := Parse("A deck\n" + tc.line)
			if len(l.Problems) > 0 {
				t.Fatalf("%q: %v", tc.line, l.Problems)
			}
			all := append(slices.Clone(l.Identities), l.Cards...)
			if tc.title == "" {
				if len(all) > 0 {
					t.Fatalf("%q read as %d %s; want no card", tc.line, all[0].Count, all[0].Card.Title)
				}
				return
			}
			if len(all) != 1 || all[0].Count != tc.count || all[0].Card.Title != tc.title || all[0].Line != 2 {
				t.Fatalf("%q read as %+v; want %d %s on line 2", tc.line, all, tc.count, tc.title)
			}
		})
	}
}

func TestParseTakesTheFirstLineAsTheName(t *testing.T) {
	l := Parse("\n// a comment first\nSmuggler's Run\nZahya Sadeghi: Versatile Smuggler\n3 Sure Gamble\n")
	if l.Name != "Smuggler's Run" || len(l.Identities) != 1 || len(l.Cards) != 1 || len(l.Problems) != 0 {
		t.Fatalf("name %q, %d identities, %d cards, problems %v", l.Name, len(l.Identities), len(l.Cards), l.Problems)
	}
}

// TestUnknownTitlesSuggestTheNearestCard: did-you-mean for a misspelling,
// nothing for a title far from every card.
func TestUnknownTitlesSuggestTheNearestCard(t *testing.T) {
	for _, tc := range []struct{ written, want string }{
		{"Sure Gambel", "Sure Gamble"},
		{"Hedgefund", "Hedge Fund"},
		{"Zahya Sadegi", "Zahya Sadeghi: Versatile Smuggler"},
		{"Patchwerk", "Patchwork"},
		{"Hybrid Release", ""},
		{"xyz", ""},
	} {
		t.Run(tc.written, func(t *testing.T) {
			got, ok := suggest(tc.written)
			if ok != (tc.want != "") || got != tc.want {
				t.Errorf("suggest(%q) = %q, %v; want %q", tc.written, got, ok, tc.want)
			}
		})
	}
}

// TestShippedDecksPassTheirFormat: the four System Gateway teaching decks
// ship by name and are legal starter decks of the sizes jinteki.net lists.
func TestShippedDecksPassTheirFormat(t *testing.T) {
	want := map[string]struct {
		size     int
		identity string
	}{
		"sg-beginner-corp":       {34, "The Syndicate: Profit over Principle"},
		"sg-beginner-runner":     {30, "The Catalyst: Convention Breaker"},
		"sg-intermediate-corp":   {44, "The Syndicate: Profit over Principle"},
		"sg-intermediate-runner": {40, "The Catalyst: Convention Breaker"},
	}
	decks := ShippedDecks()
	if len(decks) != len(want) {
		t.Fatalf("%d shipped decks, want %d", len(decks), len(want))
	}
	for _, d := range decks {
		t.Run(d.Name+" is a legal "+d.Format.Name+" deck", func(t *testing.T) {
			w, ok := want[d.Name]
			if !ok {
				t.Fatalf("unexpected deck %s", d.Name)
			}
			if ps := Check(d.List, d.Format, Options{}); len(ps) > 0 {
				t.Fatalf("%s:\n%s", d.Name, problemsText(ps))
			}
			id, _ := d.List.Identity()
			if d.Format.Name != Starter.Name || d.List.Size() != w.size || id.Title != w.identity || len(d.List.Deck()) != w.size {
				t.Errorf("%s: format %s, %d cards, identity %s; want starter, %d, %s", d.Name, d.Format.Name, d.List.Size(), id.Title, w.size, w.identity)
			}
			if got, ok := ShippedDeck(d.Name); !ok || got.Text != d.Text {
				t.Errorf("ShippedDeck(%q) does not find it", d.Name)
			}
			if ps := Check(d.List, Standard, Options{}); len(ps) == 0 || ps[0].Rule != RuleGatewayIdentities {
				t.Errorf("%s in the standard format: %v; want CR 1.4.1a first", d.Name, ps)
			}
		})
	}
}

// TestFormatsExposeTheirValues: what a game reads of a format.
func TestFormatsExposeTheirValues(t *testing.T) {
	for _, tc := range []struct {
		name             string
		win, beginnerWin int
	}{
		{"standard", 7, 0},
		{"starter", 7, 6},
	} {
		t.Run(tc.name+" is won at "+string(rune('0'+tc.win)), func(t *testing.T) {
			f, ok := FormatByName(tc.name)
			if !ok || f.AgendaPointsToWin != tc.win || f.BeginnerAgendaPointsToWin != tc.beginnerWin {
				t.Errorf("FormatByName(%q) = %+v, %v; want %d points, beginner %d", tc.name, f, ok, tc.win, tc.beginnerWin)
			}
		})
	}
	if _, ok := FormatByName("eternal"); ok {
		t.Error("FormatByName finds a format that does not exist")
	}
	if c, _ := carddb.Lookup("The Catalyst: Convention Breaker"); c == nil || c.InfluenceLimit != nil {
		t.Error("the data gives The Catalyst an influence limit; the starter format relies on it having none")
	}
}

// TestParseBoundsWhatItReads: an over-long line or list is a problem, not
// a cost (a pasted list may come from anyone).
func TestParseBoundsWhatItReads(t *testing.T) {
	long := "3 " + strings.Repeat("a", MaxLineLen)
	huge := strings.Repeat("3 Sure Gamble\n", MaxTextSize/14+10)
	for _, tc := range []struct{ name, text, want string }{
		{"a line over MaxLineLen is refused", "Zahya\n" + long, "line 2: the line is longer than 500 bytes (Datafort list_syntax)"},
		{"a list over MaxTextSize is read up to the limit", huge, "the list is longer than 65536 bytes; the rest is not read (Datafort list_syntax)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := Parse(tc.text)
			if len(l.Problems) != 1 || !strings.HasSuffix(l.Problems[0].Error(), tc.want) {
				t.Fatalf("problems %v; want one ending %q", l.Problems, tc.want)
			}
			if l.Size() > MaxTextSize/14*3 {
				t.Errorf("read %d cards past the limit", l.Size())
			}
		})
	}
}
