package onr_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// traceNote returns the trace line side reads on the table, "" for none.
func traceNote(x *onrtest.Table, side onr.Role) string {
	for _, n := range x.G.TableView(x.Seat(side)).Notes {
		if n.Kind == "trace" {
			return n.Text
		}
	}
	return ""
}

func TestTraceNoteShowsPricesAndTotals(t *testing.T) {
	for _, tc := range []struct {
		name       string
		corpBits   int32
		runnerBits int32
		base       string // the Runner's answer to the base-link choice; "" leaves it open
		side       onr.Role
		want       []string // in the note
		wantNot    []string // never in it
	}{
		{"ONR-12.1.2 the Corp reads the price of a point of its bid, its bits and its highest bid", 3, 5, "", onr.Corp,
			[]string{"Each point of your bid costs 1 bit", "you have 3 bits for it", "a bid of up to 3"}, []string{"base link"}},
		{"ONR-12.1.2 a bid is bounded by the trace's limit, not only by the bits", 9, 5, "", onr.Corp,
			[]string{"you have 9 bits for it", "a bid of up to 5"}, []string{"base link"}},
		{"ONR-12.2.2 the Runner reads no price before choosing a base-link card, nor the Corp's", 3, 5, "", onr.Runner,
			nil, []string{"your bid", "base link", "bits for it"}},
		{"ONR-12.1.3 the Runner reads his base-link card's link, its cost and each +1 link's price", 3, 5, "base-link Access to Kiribati", onr.Runner,
			[]string{"Access to Kiribati: base link", "each +1 link 1 bit", "so far"}, []string{"your bid"}},
		{"ONR-12.2.2 the Corp never reads the Runner's base-link card or link", 3, 5, "base-link Access to Kiribati", onr.Corp,
			[]string{"Each point of your bid"}, []string{"Kiribati", "base link", "link 0"}},
		{"ONR-12.1.3 no base-link card means a link of 0", 3, 5, "none", onr.Runner,
			[]string{"No base-link card: your link is 0"}, []string{"your bid"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := ratBloodCat(t, tc.corpBits, tc.runnerBits, "Access to Kiribati")
			if tc.base != "" {
				x.Do(onr.Runner, tc.base)
			}
			got := traceNote(x, tc.side)
			if !strings.HasPrefix(got, "Trace 5") {
				t.Fatalf("%s reads the trace note %q, want one of trace 5", tc.side, got)
			}
			for _, w := range tc.want {
				if !strings.Contains(got, w) {
					t.Errorf("%s reads %q, want %q in it", tc.side, got, w)
				}
			}
			for _, w := range tc.wantNot {
				if strings.Contains(got, w) {
					t.Errorf("%s reads %q, want no %q in it", tc.side, got, w)
				}
			}
		})
	}
}
