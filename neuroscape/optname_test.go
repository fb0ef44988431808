package neuroscape

import (
	"slices"
	"strings"
	"testing"
)

// TestCopiesReadApartInOptionTexts checks that two options which would
// read alike without the cards' ids (two copies of a card as targets) say
// which copy each is, by its controller and its place among that
// controller's copies (public), and that an option without such a twin
// reads as before.
func TestCopiesReadApartInOptionTexts(t *testing.T) {
	for _, c := range []struct {
		name  string
		p1    int // copies of TWO TWO p1 controls
		p2    int // copies of TWO TWO p2 controls
		want  []string
		apart bool // the options targeting a TWO TWO read apart
	}{
		{"two copies under one player say which is which", 0, 2,
			[]string{"play ZAP targeting TWO TWO (p2's 1st in play)", "play ZAP targeting TWO TWO (p2's 2nd in play)"}, true},
		{"a copy under each of two players says whose it is", 1, 1,
			[]string{"play ZAP targeting TWO TWO (p1's 1st in play)", "play ZAP targeting TWO TWO (p2's 1st in play)"}, true},
		{"a card with no twin in the options reads as before", 0, 1,
			[]string{"play ZAP targeting TWO TWO"}, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			b := newBoard(t, 2, 1)
			b.bank(0, 2, 0)
			for range c.p1 {
				b.card(0, sChar22, zonePlay)
			}
			for range c.p2 {
				b.card(1, sChar22, zonePlay)
			}
			b.card(0, sZap2, zoneHand) // 2 MF damage to any target
			b.at(stepDeploy)
			d := b.decision()
			var got []string
			for i, o := range d.Options {
				text := b.g.Describe(d, i)
				if o.Target > 0 && b.st().def(int32(o.Target)) == sChar22 {
					got = append(got, strings.TrimSpace(idIn.ReplaceAllString(text, "")))
				}
				if strings.Contains(text, "(p") && !strings.Contains(text, "TWO TWO") {
					t.Errorf("%q says whose card it is, with no twin", text)
				}
			}
			slices.Sort(got)
			if !slices.Equal(got, c.want) {
				t.Errorf("options targeting TWO TWO read %q, want %q", got, c.want)
			}
			if distinct := len(slices.Compact(slices.Clone(got))) == len(got); distinct != c.apart {
				t.Errorf("read apart: %v, want %v (%q)", distinct, c.apart, got)
			}
		})
	}
}
