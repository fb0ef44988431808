package cards_test

import (
	"regexp"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/neuroscape"
)

var resolves = regexp.MustCompile(`^(.+) #\d+ resolves$`)

// TestEngagementCountsWhatResolved plays random games with the engagement
// count on and checks it against the events: each program's count is the
// number of times the events say it resolved; a second count is refused.
func TestEngagementCountsWhatResolved(t *testing.T) {
	rs := neuroscape.Ruleset{}
	c, err := rs.CountEngagement()
	if err != nil {
		t.Fatal(err)
	}
	defer c.Stop()
	if _, err := rs.CountEngagement(); err == nil {
		t.Fatal("a second count was turned on")
	}
	seen := map[string]int64{}
	for seed := uint64(1); seed <= 10; seed++ {
		g, _ := rs.New(engine.Setup{Seed: seed, Options: map[string]string{"rounds": "10"}})
		rng := engine.NewRNG(seed)
		for len(g.Pending()) > 0 {
			ev, err := g.Apply(engine.RandomChoice(&rng, g.Pending()[0]))
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range ev {
				if m := resolves.FindStringSubmatch(e.Text()); m != nil {
					seen[m[1]]++
				}
			}
		}
	}
	total := int64(0)
	for _, a := range c.Abilities() {
		if a.Kind != "program" {
			continue
		}
		if a.Label == "resolves" {
			total += a.Took
			if a.Took != seen[a.Title] {
				t.Errorf("%s: counted %d, the events say %d", a.Title, a.Took, seen[a.Title])
			}
		}
	}
	if total == 0 {
		t.Fatal("no program resolved in 10 games")
	}
}
