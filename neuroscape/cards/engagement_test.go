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

// TestAGearsActivationIsCountedUnderItsOwnLabel: CODEBREAKER's BRAIN
// BLAST, activated by the character it is attached to, counts under
// "BRAIN BLAST" as often as it resolves, not under CODEBREAKER's psychosis
// (a gear's activated abilities come after its passives in the count's
// list).
func TestAGearsActivationIsCountedUnderItsOwnLabel(t *testing.T) {
	pos, err := neuroscape.NewPosition(2, 1, "FIRESTARTER")
	if err != nil {
		t.Fatal(err)
	}
	kid, err := pos.AddCharacter(0, "VIRTUAL KID", neuroscape.InPlay{Committed: -1})
	if err != nil {
		t.Fatal(err)
	}
	codebreaker, err := pos.AddGear(0, kid, "CODEBREAKER")
	if err != nil {
		t.Fatal(err)
	}
	virus, err := pos.AddSlot(1, 0, "SYSTEM ERROR")
	if err == nil {
		err = pos.AddBank(0, 6, 0)
	}
	if err != nil {
		t.Fatal(err)
	}
	g, err := start(t, pos, neuroscape.Turn{Active: 0, First: 0, Turn: 2, Round: 1, Step: "deploy"})
	if err != nil {
		t.Fatal(err)
	}
	c, err := neuroscape.Ruleset{}.CountEngagement()
	if err != nil {
		t.Fatal(err)
	}
	defer c.Stop()
	tb := &table{t: t, g: g}
	d, i := tb.until(func(d engine.Decision, o engine.Option) bool {
		return d.Seat == 0 && o.Verb.String() == "activate" && int32(o.Card) == codebreaker && int32(o.Target) == virus
	})
	resolved := int64(0)
	rng := engine.NewRNG(1)
	ch := engine.Choice{Decision: d.ID, Seat: d.Seat, Option: i}
	for step := 0; step < 200 && resolved == 0; step++ {
		ev, err := g.Apply(ch)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range ev {
			if m := activated.FindStringSubmatch(e.Text()); m != nil && m[1] == "CODEBREAKER" && m[2] == "BRAIN BLAST" {
				resolved++
			}
		}
		if len(g.Pending()) == 0 {
			break
		}
		ch = engine.RandomChoice(&rng, g.Pending()[0])
	}
	if resolved == 0 {
		t.Fatal("BRAIN BLAST did not resolve")
	}
	found := false
	for _, a := range c.Abilities() {
		if a.Title == "CODEBREAKER" && a.Label == "BRAIN BLAST" {
			found = true
			if a.Took != resolved {
				t.Errorf("BRAIN BLAST counted %d times, resolved %d", a.Took, resolved)
			}
		}
	}
	if !found {
		t.Error("the count lists no BRAIN BLAST")
	}
}

var activated = regexp.MustCompile(`^(.+) #\d+'s (.+) resolves$`)

// TestEngagementCountsActivationsUnderTheirOwnLabels plays random games with
// decks holding every card, the engagement count on, and checks that each
// activated ability's count is the number of times the events say it
// resolved: a gear's ability is counted under its own label, not under one
// of the gear's passives (CODEBREAKER's BRAIN BLAST was counted as its
// psychosis).
func TestEngagementCountsActivationsUnderTheirOwnLabels(t *testing.T) {
	rs := neuroscape.Ruleset{}
	c, err := rs.CountEngagement()
	if err != nil {
		t.Fatal(err)
	}
	defer c.Stop()
	decks, err := rs.EveryCardDecks(nil)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[[2]string]int64{}
	for seed := uint64(1); seed <= 30; seed++ {
		g, err := rs.New(engine.Setup{Seed: seed, Decks: decks, Options: map[string]string{"rounds": "10"}})
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRNG(seed)
		for len(g.Pending()) > 0 {
			ev, err := g.Apply(engine.RandomChoice(&rng, g.Pending()[0]))
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range ev {
				if m := activated.FindStringSubmatch(e.Text()); m != nil {
					seen[[2]string{m[1], m[2]}]++
				}
			}
		}
	}
	counted := map[[2]string]int64{}
	for _, a := range c.Abilities() {
		counted[[2]string{a.Title, a.Label}] += a.Took
	}
	gear := 0
	for k, n := range seen {
		if counted[k] != n {
			t.Errorf("%s's %s: counted %d, the events say it resolved %d times", k[0], k[1], counted[k], n)
		}
		if k[0] == "CODEBREAKER" {
			gear++
		}
	}
	if len(seen) == 0 {
		t.Fatal("no activated ability resolved in 30 games")
	}
	t.Logf("%d activated abilities resolved (CODEBREAKER's: %d)", len(seen), gear)
}
