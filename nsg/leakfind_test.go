package nsg_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
)

// TestTitleFinderFindsWhatContainsFinds: the leak checker looks for hidden
// titles in a text in one pass (titleFinder) rather than a search per
// title; it finds a title exactly when the text contains one of the set
// (the empty title naming nothing), over the boards, options, prompts and
// events of random games with the titles of their cards in sets drawn at
// random.
func TestTitleFinderFindsWhatContainsFinds(t *testing.T) {
	compared, found := 0, 0
	for seed := uint64(1); seed <= 3; seed++ {
		eg, err := nsg.Ruleset{}.New(engine.Setup{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		g := eg.(*nsg.Game)
		var titles []string
		for _, c := range g.State().Cards {
			titles = append(titles, c.Title)
		}
		rng := engine.NewRNG(seed)
		same := func(text string) {
			t.Helper()
			set := map[string]bool{"": rng.IntN(4) == 0}
			for range 1 + rng.IntN(30) {
				set[titles[rng.IntN(len(titles))]] = true
			}
			want := false
			for title, in := range set {
				want = want || in && title != "" && strings.Contains(text, title)
			}
			got := nsg.FindTitleForTest(text, set)
			if (got != "") != want || got != "" && (!set[got] || !strings.Contains(text, got)) {
				t.Fatalf("in %q: found %q, a title of the set contained: %v", text, got, want)
			}
			compared++
			if want {
				found++
			}
		}
		for step := 0; step < 2000; step++ {
			if _, over := g.Result(); over {
				break
			}
			for _, seat := range []engine.Seat{0, 1, engine.NoSeat} {
				same(g.Render(seat))
			}
			d := g.Pending()[0]
			same(d.Prompt)
			for i := range d.Options {
				same(g.Describe(d, i))
			}
			c := engine.Choice{Decision: d.ID, Seat: d.Seat}
			if d.Kind == engine.Number {
				c.Number = d.Min + rng.IntN(d.Max-d.Min+1)
			} else {
				c.Option = rng.IntN(len(d.Options))
			}
			ev, err := g.Apply(c)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range ev {
				same(e.For(0))
				same(e.For(1))
			}
		}
	}
	if found == 0 || found == compared {
		t.Fatalf("of %d texts, %d held a title of the set: the comparison says nothing", compared, found)
	}
}

// TestLeakCheckerFindsPlantedLeaks plants leaks of a card of HQ, hidden
// from the Runner, and sees the fuzz's leak checker report them: an event
// the Runner reads naming it, and a prompt the Runner reads (the other
// seat's) naming it.
func TestLeakCheckerFindsPlantedLeaks(t *testing.T) {
	for _, tc := range []struct {
		name  string
		plant func(g *nsg.Game, title string) []engine.Event
	}{
		{"CR 1.12 an event naming a card of HQ to the Runner is a leak", func(g *nsg.Game, title string) []engine.Event {
			return []engine.Event{engine.Plain("draw", "The Corp draws a card"), engine.Plain("draw", "The Corp draws "+title+".")}
		}},
		{"CR 1.12 a prompt the Runner reads naming a card of HQ is a leak", func(g *nsg.Game, title string) []engine.Event {
			st := g.State()
			for i := range st.Pending {
				if st.Pending[i].Seat == st.Corp {
					st.Pending[i].Prompt = "Keep " + title + "?"
				}
			}
			return nil
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			eg, err := nsg.Ruleset{}.New(engine.Setup{Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			g := eg.(*nsg.Game)
			st := g.State()
			var title string
			for _, c := range st.Cards {
				if c.ID == st.HQ[0] {
					title = c.Title
				}
			}
			lc := nsg.Ruleset{}.LeakChecker()
			if err := lc.Check(g); err != nil {
				t.Fatalf("a fair position: %v", err)
			}
			if err := lc.Events(g, []engine.Event{engine.Plain("draw", "The Corp draws a card")}); err != nil {
				t.Fatalf("a fair event: %v", err)
			}
			ev := tc.plant(g, title)
			err = lc.Check(g)
			if err == nil && ev != nil {
				err = lc.Events(g, ev)
			}
			if err == nil || !strings.Contains(err.Error(), title) {
				t.Errorf("the leak of %s found as %v", title, err)
			}
		})
	}
}

// TestLeakCheckerFollowsTheHiddenTitlesFromStepToStep: the leak checker
// keeps each reader's finder of hidden titles while they do not change; a
// card of HQ turned faceup in Archives, then facedown again, is hidden
// from the Runner again, and a prompt the Runner reads naming it is a leak
// (CR 1.12), whatever the checker found at the step before.
func TestLeakCheckerFollowsTheHiddenTitlesFromStepToStep(t *testing.T) {
	eg, err := nsg.Ruleset{}.New(engine.Setup{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	g := eg.(*nsg.Game)
	st := g.State()
	id := st.HQ[0]
	var card *nsg.Card
	for i := range st.Cards {
		if st.Cards[i].ID == id {
			card = &st.Cards[i]
		}
	}
	for _, c := range st.Cards {
		if c.Title == card.Title && c.ID != id && (c.Zone != nsg.ZoneHQ && c.Zone != nsg.ZoneRD) {
			t.Fatalf("%s has a copy in %v", card.Title, c.Zone)
		}
	}
	st.HQ = st.HQ[1:]
	st.Archives = append(st.Archives, id)
	card.Zone, card.FaceUp = nsg.ZoneArchives, true
	lc := nsg.Ruleset{}.LeakChecker()
	prompt := func() {
		for i := range st.Pending {
			if st.Pending[i].Seat == st.Corp {
				st.Pending[i].Prompt = "Keep " + card.Title + "?"
			}
		}
	}
	prompt()
	if err := lc.Check(g); err != nil {
		t.Fatalf("%s faceup in Archives: %v", card.Title, err)
	}
	card.FaceUp = false
	if err := lc.Check(g); err == nil || !strings.Contains(err.Error(), card.Title) {
		t.Errorf("%s facedown in Archives again: the leak found as %v", card.Title, err)
	}
}

// TestLeakCheckerReadsANamedTitleAsPublic: a title of the card pool named
// by a "name a card" instruction is public (CR 1.15.1b: the pool is), so
// the leak checker accepts it in a name option and in the event of its
// naming, even when a card of HQ hidden from the seat bears it; any other
// text naming that card is still a leak.
func TestLeakCheckerReadsANamedTitleAsPublic(t *testing.T) {
	for _, tc := range []struct {
		name   string
		option bool
		event  func(title string) engine.Event
		leak   bool
	}{
		{name: "CR 1.15.1b a name option of a pool title is public", option: true},
		{name: "CR 1.15.1b the event of naming a pool title is public", event: func(title string) engine.Event { return engine.Plain("name", "the Corp names "+title) }},
		{name: "CR 1.12 a name event telling more of the card is a leak", event: func(title string) engine.Event {
			return engine.Plain("name", "the Corp names "+title+" and draws "+title)
		}, leak: true},
		{name: "CR 1.12 the naming text in an event of another type is a leak", event: func(title string) engine.Event { return engine.Plain("draw", "the Corp names "+title) }, leak: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			eg, err := nsg.Ruleset{}.New(engine.Setup{Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			g := eg.(*nsg.Game)
			st := g.State()
			var title string
			for _, c := range st.Cards {
				if c.ID == st.HQ[0] {
					title = c.Title
				}
			}
			lc := nsg.Ruleset{}.LeakChecker()
			if tc.option {
				st.Pending = append(st.Pending, engine.Decision{Seat: st.Runner, Prompt: "Name a card", Options: []engine.Option{nsg.NameOptionForTest(title)}})
				if d := st.Pending[len(st.Pending)-1]; g.Describe(d, 0) != "name "+title {
					t.Fatalf("the option reads %q", g.Describe(d, 0))
				}
			}
			err = lc.Check(g)
			if err == nil && tc.event != nil {
				err = lc.Events(g, []engine.Event{tc.event(title)})
			}
			if (err != nil) != tc.leak {
				t.Errorf("%s hidden from the Runner: a leak found: %v, want a leak: %v", title, err, tc.leak)
			}
		})
	}
}
