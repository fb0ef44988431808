package onr

import (
	"testing"

	"github.com/datafort/datafort/engine"
)

// TestPrintedKeywordBitsAreThePrintedLine: the bits Define sets for the
// printed keywords (Def.printed, printedHas) answer, for every defined
// card, what the long way, carddb.Card.HasKeyword on the printed keyword
// line, answers.
func TestPrintedKeywordBitsAreThePrintedLine(t *testing.T) {
	for k, name := range printedKeywords {
		t.Run("the "+name+" bit is the printed "+name, func(t *testing.T) {
			with := 0
			for _, d := range defs {
				long := d.card.HasKeyword(name)
				if got := d.printedHas(printedKeyword(k)); got != long {
					t.Fatalf("%s: printedHas(%s) %v, the printed line says %v", d.Title, name, got, long)
				}
				if long {
					with++
				}
			}
			if with == 0 {
				t.Fatalf("no defined card is printed with %s: the test compares nothing", name)
			}
		})
	}
}

// TestRegionsAreTrashedOnlyByRegions: installCorp asks about regions
// (trashOlderRegions, ONR-8.4.2) only for a card printed with Region or
// whose statics may change its keywords; a region installed where a
// region is trashes the old one, any other card leaves it.
func TestRegionsAreTrashedOnlyByRegions(t *testing.T) {
	for _, tc := range []struct {
		name    string
		second  string
		trashed bool // the first region is trashed
	}{
		{"a region installed in a fort with a region trashes the old one", "London City Grid", true},
		{"a region with another keyword trashes the old one too", "Research Bunker", true},
		{"an upgrade printed without Region leaves the region", "Aardvark", false},
		{"a node printed without Region leaves the region", "ACME Savings and Loan", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := New(engine.Setup{Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			s := g.s
			first, err := g.NewCardFor("Paris City Grid", 0)
			if err != nil {
				t.Fatal(err)
			}
			second, err := g.NewCardFor(tc.second, 0)
			if err != nil {
				t.Fatal(err)
			}
			g.PutAt(first, 0, ZoneHand, false)
			g.PutAt(second, 0, ZoneHand, false)
			fort := s.installCorp(0, first, NewFort)
			s.installCorp(0, second, fort)
			if got := s.Cards[first].Zone == ZoneDiscard; got != tc.trashed {
				t.Fatalf("the first region trashed: %v, want %v (zone %v)", got, tc.trashed, s.Cards[first].Zone)
			}
			if s.Cards[second].Zone != ZoneFort || s.Cards[second].Fort != fort {
				t.Fatalf("the second card is not in fort %d: zone %v, fort %d", fort, s.Cards[second].Zone, s.Cards[second].Fort)
			}
		})
	}
}
