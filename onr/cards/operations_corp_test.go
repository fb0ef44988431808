package cards_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr"
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

func TestOperationsThatMoveIce(t *testing.T) {
	t.Run("New Blood: revealed unrezzed ice is concealed, then the Corp swaps pairs of ice unseen", func(t *testing.T) {
		x := newTable(t)
		rezzed, _ := x.Ice(onr.FortHQ, "Wall of Static", true)
		revealed, _ := x.Ice(onr.FortHQ, "Data Wall", false)
		x.S.Cards[revealed].FaceUp = true // revealed, as a derezzed card
		exposed, _ := x.Ice(onr.FortRD, "Quandary", false)
		x.S.Cards[exposed].Known, x.S.Cards[exposed].KnownTo = true, kernel.ViewerOf(x.Seat(runner))
		x.Hand(corp, "New Blood")
		x.Ready()
		handles := []int{x.G.Handle(rezzed), x.G.Handle(revealed), x.G.Handle(exposed)}
		x.Events = nil
		x.Do(corp, "play New Blood")
		want(t, "the revealed Data Wall is face down", x.S.Cards[revealed].FaceUp, false)
		want(t, "the Runner no longer knows Data Wall", x.G.Visible(revealed, x.Seat(runner)), false)
		want(t, "the Runner no longer knows the exposed Quandary", x.G.Visible(exposed, x.Seat(runner)), false)
		want(t, "offered", strings.Join(x.Options(corp), "|"), "done|choose Wall of Static|choose Data Wall|choose Quandary")
		x.Do(corp, "choose Data Wall")
		want(t, "offered for the second", strings.Join(x.Options(corp), "|"), "choose Wall of Static|choose Quandary")
		x.Do(corp, "choose Quandary")
		x.Do(corp, "done")
		want(t, "HQ's ice", fmt.Sprint(x.S.Forts[onr.FortHQ].Ice), fmt.Sprint([]int32{rezzed, exposed}))
		want(t, "R&D's ice", fmt.Sprint(x.S.Forts[onr.FortRD].Ice), fmt.Sprint([]int32{revealed}))
		want(t, "Quandary's fort", x.S.Cards[exposed].Fort, onr.FortHQ)
		want(t, "Data Wall's fort", x.S.Cards[revealed].Fort, onr.FortRD)
		want(t, "Wall of Static still rezzed and seen", x.G.Visible(rezzed, x.Seat(runner)), true)
		for i, c := range []int32{rezzed, revealed, exposed} {
			if x.G.Handle(c) == handles[i] {
				t.Errorf("%s kept its handle %d: the Runner could follow it", x.G.Title(c), handles[i])
			}
		}
		want(t, "the public log counts the swap", x.Logged("Corp swaps two pieces of ice"), true)
		for _, e := range x.Events {
			if strings.Contains(e.Text(), "Quandary") || strings.Contains(e.Text(), "Data Wall") {
				t.Errorf("the public log names unrezzed ice: %q", e.Text())
			}
		}
	})
}
