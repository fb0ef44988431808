package bso_test

import (
	"testing"

	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// TestShippedDecksBySeatRole: ONR ships its decks for the Corp and the
// Runner; the Big Sell-Out offers the Corp decks to its Sponsors and the
// Runner decks to its Agents, each with one default, and every deck starts
// a game at a seat of its role.
func TestShippedDecksBySeatRole(t *testing.T) {
	for _, tc := range []struct {
		name  string
		rs    engine.Ruleset
		roles map[string]onr.Role // seat role: the ONR role of its decks
	}{
		{"onr ships Corp decks for the Corp and Runner decks for the Runner", onr.Rules, map[string]onr.Role{"corp": onr.Corp, "runner": onr.Runner}},
		{"bso offers Corp decks to Sponsors and Runner decks to Agents", bso.Rules, map[string]onr.Role{bso.RoleSponsor: onr.Corp, bso.RoleAgent: onr.Runner}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			seats, err := engine.SeatsFor(tc.rs, engine.Setup{})
			if err != nil {
				t.Fatal(err)
			}
			defaults := map[string]int{}
			for _, d := range engine.DecksOf(tc.rs) {
				want, ok := tc.roles[d.Role]
				if !ok {
					t.Fatalf("deck %s is for role %q, not a role of the game's seats", d.Name, d.Role)
				}
				if r, _ := onr.DeckRole("decks/" + d.Name + ".txt"); r != want {
					t.Errorf("deck %s is a %s deck, offered to %s", d.Name, r, d.Role)
				}
				if d.Default {
					defaults[d.Role]++
				}
				decks := make([]string, len(seats))
				for i, s := range seats {
					if s.Role == d.Role {
						decks[i] = d.Text
					}
				}
				if _, err := tc.rs.New(engine.Setup{Seed: 1, Decks: decks}); err != nil {
					t.Errorf("deck %s at the %s seats: %v", d.Name, d.Role, err)
				}
			}
			for role := range tc.roles {
				if defaults[role] != 1 {
					t.Errorf("role %s has %d default decks, want 1", role, defaults[role])
				}
			}
		})
	}
}
