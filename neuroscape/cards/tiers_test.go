package cards_test

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/neuroscape"
	"github.com/datafort/datafort/neuroscape/carddb"
)

// factionCharacter is a defined character whose one faction is the one
// named, to make synergy with on a position (NS-10.2).
var factionCharacter = map[string]string{
	"Corpo": "UNPAID INTERN", "Cybernetic": "VIRTUAL KID", "Dustrunner": "DUST DEVIL INITIATE",
	"Hacker": "ADMIN", "Mystic": "SEANCE SISTERS", "Thrasher": "NAMELESS",
}

// TestTierThresholds checks, for each synergy tier of each defined
// mainframe, that it applies at exactly the synergy its card data prints
// in each faction, and not with one point less in any one of them
// (NS-4.3): the mainframe's view lists the applying tiers (NS-4.4).
func TestTierThresholds(t *testing.T) {
	type tier struct {
		mainframe string
		tier      int
		needs     map[string]int
	}
	var cases []tier
	for _, name := range neuroscape.Defined() {
		if c, ok := carddb.Lookup(name); ok && c.Type == carddb.Mainframe && c.Mainframe != nil {
			for i, tr := range c.Mainframe.Tiers {
				cases = append(cases, tier{c.Name, i, tr.Needs})
			}
		}
	}
	if len(cases) == 0 {
		t.Fatal("no mainframe tier to check")
	}
	for _, c := range cases {
		var with []string
		for _, f := range slices.Sorted(maps.Keys(c.needs)) {
			with = append(with, fmt.Sprintf("%d %s", c.needs[f], f))
		}
		t.Run(fmt.Sprintf("%s: tier %d applies with %s synergy, not with one less in any", c.mainframe, c.tier+1, strings.Join(with, " and ")), func(t *testing.T) {
			applies := func(have map[string]int) bool {
				t.Helper()
				pos, err := neuroscape.NewPosition(2, 1, c.mainframe)
				if err != nil {
					t.Fatal(err)
				}
				for _, f := range slices.Sorted(maps.Keys(have)) {
					for range have[f] {
						if _, err := pos.AddCharacter(0, factionCharacter[f], neuroscape.InPlay{Committed: -1}); err != nil {
							t.Fatal(err)
						}
					}
				}
				g, err := start(t, pos, neuroscape.Turn{Active: 0, First: 0, Turn: 2, Round: 1, Step: "deploy"})
				if err != nil {
					t.Fatal(err)
				}
				return slices.Contains(g.View(0).(neuroscape.View).Players[0].Tiers, c.tier)
			}
			if !applies(c.needs) {
				t.Fatalf("tier %d does not apply with %v", c.tier+1, c.needs)
			}
			for _, f := range slices.Sorted(maps.Keys(c.needs)) {
				n := c.needs[f]
				less := map[string]int{}
				for g, m := range c.needs {
					less[g] = m
				}
				less[f] = n - 1
				if applies(less) {
					t.Fatalf("tier %d applies with %v: %s %d is one less than it needs", c.tier+1, less, f, n-1)
				}
			}
		})
	}
}
