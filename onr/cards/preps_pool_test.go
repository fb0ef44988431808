package cards_test

import (
	"testing"

	"github.com/datafort/datafort/onr/onrtest"
)

func TestPrepsOfThePoolsThirdPart(t *testing.T) {
	t.Run("Drone for a Day: gain 9 bits and the Corp gives the Runner a tag, for 4 bits", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) { x.Hand(runner, "Drone for a Day") })
		x.Runner().Bits = 4
		x.Do(runner, "play Drone for a Day")
		want(t, "Runner bits", x.Runner().Bits, int32(9))
		want(t, "tags", x.Runner().Tags, int32(1))
	})
	t.Run("Panzer Run: gain 4 bits and draw two cards, for two actions and 1 bit", func(t *testing.T) {
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Hand(runner, "Panzer Run")
			x.Deck(runner, "Dwarf", "Hammer", "Grubb")
		})
		x.Runner().Bits = 1
		actions := x.Runner().Actions
		x.Do(runner, "play Panzer Run")
		want(t, "Runner bits", x.Runner().Bits, int32(4))
		want(t, "hand", len(x.Runner().Hand), 2)
		want(t, "stack", len(x.Runner().Deck), 1)
		want(t, "Runner actions", x.Runner().Actions, actions-2)
	})
	for _, tc := range []struct {
		name           string
		tags, wantTags int32
	}{
		{"Meat Upgrade: remove two of three tags and draw three cards, for two actions and 2 bits", 3, 1},
		{"Meat Upgrade: up to two tags: the one tag is removed", 1, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(runner, "Meat Upgrade")
				x.Deck(runner, "Dwarf", "Hammer", "Grubb", "Codecracker")
			})
			x.Runner().Bits, x.Runner().Tags = 2, tc.tags
			actions := x.Runner().Actions
			x.Do(runner, "play Meat Upgrade").PassAll()
			want(t, "tags", x.Runner().Tags, tc.wantTags)
			want(t, "hand", len(x.Runner().Hand), 3)
			want(t, "Runner bits", x.Runner().Bits, int32(0))
			want(t, "Runner actions", x.Runner().Actions, actions-2)
		})
	}
	for _, tc := range []struct{ name, rd string }{
		{"Kilroy Was Here: an operation accessed in R&D, which has no trash cost, may be trashed at no cost", "Accounts Receivable"},
		{"Kilroy Was Here: a node accessed in R&D is trashed at no cost, its trash cost unpaid", "Rustbelt HQ Branch"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := runnerTurn(t, func(x *onrtest.Table) {
				x.Hand(runner, "Kilroy Was Here")
				x.Deck(corp, tc.rd)
			})
			x.Runner().Bits = 0
			x.Do(runner, "play Kilroy Was Here").PassAll()
			want(t, "a run on R&D", x.Logged("Runner runs on R&D"), true)
			x.Do(runner, "continue").PassAll()
			x.Do(runner, "trash "+tc.rd).PassAll()
			want(t, "R&D", len(x.Corp().Deck), 0)
			want(t, "Archives", len(x.Corp().Discard), 1)
			want(t, "Runner points", x.Runner().Points, int32(0))
		})
	}
}
