package server

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/server/store"
)

// TestBuildRulesNameEveryRulesMode: a node advertises every rules version
// its build plays, a version that names a table option's value (NSG's
// rules mode) included, so that a game of either mode made under this
// build finds a node of it (nodeOfBuild).
func TestBuildRulesNameEveryRulesMode(t *testing.T) {
	advertised := (&Server{}).buildRules()
	node := []store.Node{{ID: "n1", Addr: "127.0.0.1:1", Rules: advertised}}
	for _, tc := range []struct {
		name string
		mode string
	}{
		{"a game of the default rules mode finds a node of its build", nsg.Rules2603},
		{"a game of the other rules mode finds a node of its build", nsg.Rules2409},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := nsg.Ruleset{}.New(engine.Setup{Seed: 3, Options: map[string]string{"rules": tc.mode}})
			if err != nil {
				t.Fatal(err)
			}
			row := &store.Game{ID: "g", Ruleset: nsg.Name, Rules: g.(engine.Fingerprinter).Fingerprint()}
			if !strings.HasSuffix(row.Rules.Version, "+"+tc.mode) {
				t.Fatalf("the game's rules version %q does not name its mode", row.Rules.Version)
			}
			if id, _ := nodeOfBuild(node, row, "me"); id != "n1" {
				t.Errorf("no node of the game's build among %q", advertised)
			}
		})
	}
}
