package cards_test

import (
	"slices"
	"strings"
	"testing"
)

func TestOperationsThatArrangeRD(t *testing.T) {
	titles := []string{"Hostile Takeover", "Data Wall", "Quandary", "Wall of Static", "Accounts Receivable", "Sleeper"}
	t.Run("Planning Consultants: the Corp looks at the top five of R&D and arranges them in any order", func(t *testing.T) {
		x := newTable(t)
		deck := x.Deck(corp, titles...) // top first
		x.Hand(corp, "Planning Consultants")
		x.Ready()
		x.Events = nil
		x.Do(corp, "play Planning Consultants")
		opts := x.Options(corp)
		slices.Sort(opts)
		want(t, "offered", strings.Join(opts, "|"), "choose Accounts Receivable|choose Data Wall|choose Hostile Takeover|choose Quandary|choose Wall of Static")
		for _, c := range []string{"Accounts Receivable", "Hostile Takeover", "Quandary", "Data Wall"} {
			x.Do(corp, "choose "+c)
		}
		wantOrder := []int32{deck[4], deck[0], deck[2], deck[1], deck[3], deck[5]}
		want(t, "R&D, top first", strings.Join(mtTitles(x, x.Corp().Deck), "|"), strings.Join(mtTitles(x, wantOrder), "|"))
		want(t, "the Corp knows the cards arranged", x.G.Visible(x.Corp().Deck[0], x.Seat(corp)), true)
		want(t, "the Runner does not", x.G.Visible(x.Corp().Deck[0], x.Seat(runner)), false)
		want(t, "the public log says how many", x.Logged("Corp arranges the top 5 cards of R&D"), true)
		for _, e := range x.Events {
			for _, title := range titles[:5] {
				if strings.Contains(e.Text(), title) {
					t.Errorf("the public log names %s: %q", title, e.Text())
				}
			}
		}
	})
	t.Run("Planning Consultants: with two cards in R&D, one question", func(t *testing.T) {
		x := newTable(t)
		x.Deck(corp, "Hostile Takeover", "Data Wall")
		x.Hand(corp, "Planning Consultants")
		x.Ready()
		x.Do(corp, "play Planning Consultants")
		x.Do(corp, "choose Data Wall")
		want(t, "R&D, top first", strings.Join(mtTitles(x, x.Corp().Deck), "|"), "Data Wall|Hostile Takeover")
	})
}
