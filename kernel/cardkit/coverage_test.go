package cardkit_test

import (
	"maps"
	"slices"
	"sync"
	"testing"

	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/kernel/cardkit"
)

// coverageShapes are two cards of a toy game: a wall with a two-op
// subroutine and a one-op subroutine, and a breaker with a break and a
// pump without program.
func coverageShapes() ([]cardkit.Shape, kernel.CardID, kernel.CardID) {
	kernel.AddCardIDs("cov-wall", "cov-axe")
	wall, axe := kernel.CardIDOf("cov-wall"), kernel.CardIDOf("cov-axe")
	return []cardkit.Shape{
		{ID: wall, Title: "Wall", Abilities: []cardkit.AbilityShape{{Kind: "subroutine", Ops: 2}, {Kind: "subroutine", Label: "End the run", Ops: 1}}},
		{ID: axe, Title: "Axe", Abilities: []cardkit.AbilityShape{{Kind: "break"}, {Kind: "pump"}}},
	}, wall, axe
}

func TestCoverage(t *testing.T) {
	shapes, wall, axe := coverageShapes()
	unknown := kernel.CardIDOf("cov-unknown")
	cases := []struct {
		name      string
		count     func(c *cardkit.Coverage)
		untouched []string
		cards     map[string]int64
		engaged   map[string]int64
	}{
		{"a fresh count lists every ability as never having taken effect", func(*cardkit.Coverage) {},
			[]string{"Axe #0 (break) never took effect", "Axe #1 (pump) never took effect", "Wall #0 (subroutine) never took effect", "Wall #1 (subroutine: End the run) never took effect"},
			map[string]int64{"Wall": 0, "Axe": 0}, map[string]int64{"Wall": 0, "Axe": 0}},
		{"the first op of a program that runs counts its ability; an op never reached shows", func(c *cardkit.Coverage) {
			c.Ran(wall, 0, 0)
			c.Ran(wall, 1, 0)
			c.Took(axe, 0)
			c.Took(axe, 1)
		}, []string{"Wall #0 (subroutine): op 2 of 2 never ran"},
			map[string]int64{"Wall": 2, "Axe": 2}, map[string]int64{"Wall": 2, "Axe": 2}},
		{"a later op alone does not count its ability as taking effect", func(c *cardkit.Coverage) {
			c.Ran(wall, 0, 1)
			c.Took(axe, 0)
		}, []string{"Axe #1 (pump) never took effect", "Wall #0 (subroutine) never took effect", "Wall #1 (subroutine: End the run) never took effect"},
			map[string]int64{"Wall": 0, "Axe": 1}, map[string]int64{"Wall": 0, "Axe": 1}},
		{"an occurrence about a card engages it but takes no ability's effect", func(c *cardkit.Coverage) {
			c.Occurred(wall)
			c.Occurred(wall)
		}, []string{"Axe #0 (break) never took effect", "Axe #1 (pump) never took effect", "Wall #0 (subroutine) never took effect", "Wall #1 (subroutine: End the run) never took effect"},
			map[string]int64{"Wall": 0, "Axe": 0}, map[string]int64{"Wall": 2, "Axe": 0}},
		{"cards, abilities and ops the count does not hold are ignored", func(c *cardkit.Coverage) {
			c.Ran(unknown, 0, 0)
			c.Took(unknown, 0)
			c.Occurred(unknown)
			c.Ran(wall, 2, 0)
			c.Ran(wall, 1, 1)
			c.Ran(wall, -1, 0)
			c.Took(axe, 2)
			c.Took(axe, -1)
		}, []string{"Axe #0 (break) never took effect", "Axe #1 (pump) never took effect", "Wall #0 (subroutine) never took effect", "Wall #1 (subroutine: End the run) never took effect"},
			map[string]int64{"Wall": 0, "Axe": 0}, map[string]int64{"Wall": 0, "Axe": 0}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := cardkit.NewCoverage(shapes)
			tc.count(c)
			if got := c.Untouched(); !slices.Equal(got, tc.untouched) {
				t.Errorf("Untouched = %q, want %q", got, tc.untouched)
			}
			if got := c.Cards(); !maps.Equal(got, tc.cards) {
				t.Errorf("Cards = %v, want %v", got, tc.cards)
			}
			if got := c.Engaged(); !maps.Equal(got, tc.engaged) {
				t.Errorf("Engaged = %v, want %v", got, tc.engaged)
			}
		})
	}

	t.Run("untouched lists only the cards asked for, every card when none is", func(t *testing.T) {
		c := cardkit.NewCoverage(shapes)
		want := []string{"Axe #0 (break) never took effect", "Axe #1 (pump) never took effect"}
		if got := c.Untouched(axe); !slices.Equal(got, want) {
			t.Errorf("Untouched(axe) = %q, want %q", got, want)
		}
		if got := c.Untouched(unknown); len(got) != 4 {
			t.Errorf("Untouched(a card not counted) = %q, want every card's 4 abilities", got)
		}
	})
	t.Run("abilities are listed by title then printed order with their ops", func(t *testing.T) {
		c := cardkit.NewCoverage(shapes)
		c.Ran(wall, 0, 0)
		c.Ran(wall, 0, 1)
		c.Ran(wall, 0, 1)
		want := []cardkit.AbilityCount{
			{Title: "Axe", Ability: 0, Kind: "break"},
			{Title: "Axe", Ability: 1, Kind: "pump"},
			{Title: "Wall", Ability: 0, Kind: "subroutine", Took: 1, Ops: []int64{1, 2}},
			{Title: "Wall", Ability: 1, Kind: "subroutine", Label: "End the run", Ops: []int64{0}},
		}
		got := c.Abilities()
		if !slices.EqualFunc(got, want, func(a, b cardkit.AbilityCount) bool {
			return a.Title == b.Title && a.Ability == b.Ability && a.Kind == b.Kind && a.Label == b.Label && a.Took == b.Took && slices.Equal(a.Ops, b.Ops)
		}) {
			t.Errorf("Abilities = %+v, want %+v", got, want)
		}
		if n := want[3].Name(); n != "Wall #1 (subroutine: End the run)" {
			t.Errorf("Name = %q", n)
		}
	})
	t.Run("two counts added give the sum of each", func(t *testing.T) {
		a, sum := cardkit.NewCoverage(shapes), cardkit.NewCoverage(shapes)
		a.Ran(wall, 1, 0)
		a.Occurred(axe)
		sum.Add(a)
		sum.Add(a)
		if got := sum.Cards()["Wall"]; got != 2 {
			t.Errorf("Wall took effect %d times in the sum, want 2", got)
		}
		if got := sum.Engaged()["Axe"]; got != 2 {
			t.Errorf("Axe engaged %d times in the sum, want 2", got)
		}
	})
	t.Run("games on several goroutines count into one count without losing any", func(t *testing.T) {
		c := cardkit.NewCoverage(shapes)
		var wg sync.WaitGroup
		for range 8 {
			wg.Go(func() {
				for range 1000 {
					c.Ran(wall, 0, 0)
				}
			})
		}
		wg.Wait()
		if got := c.Cards()["Wall"]; got != 8000 {
			t.Errorf("Wall took effect %d times, want 8000", got)
		}
	})
}
