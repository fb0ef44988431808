package onr_test

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// TestLeakChecksFindPlantedLeaks plants a leak of each kind the leak checks
// look for — an event naming the top of R&D, a view showing unrezzed ice,
// an option offered to the Runner naming a card of HQ, a prompt naming a
// card of R&D — and sees both checkers report it: fuzz's (onr.Rules'
// engine.FuzzLeaks, which finds the hidden titles by their numbers) and the
// tests' (onr.LeakChecker over HiddenTitles' lists).
func TestLeakChecksFindPlantedLeaks(t *testing.T) {
	type table struct {
		x              *onrtest.Table
		ice, top, hand int32
	}
	setUp := func(t *testing.T) table {
		x := onrtest.New(t, 1)
		top := x.Deck(onr.Corp, "Hostile Takeover")[0]
		ice, _ := x.Ice(onr.FortHQ, "Wall of Static", false)
		hand := x.Hand(onr.Corp, "Data Wall")[0]
		x.Ready()
		return table{x, ice, top, hand}
	}
	checkers := []struct {
		name string
		new  func() engine.LeakChecker
	}{
		{"as fuzz checks a game", func() engine.LeakChecker { return onr.Rules.(engine.FuzzLeaks).LeakChecker() }},
		{"as the tests check views", func() engine.LeakChecker { return &listChecker{} }},
	}
	for _, c := range checkers {
		t.Run(c.name, func(t *testing.T) {
			t.Run("a fair position and fair events pass", func(t *testing.T) {
				x := setUp(t).x
				lc := c.new()
				if err := lc.Check(x.G); err != nil {
					t.Fatal(err)
				}
				if err := lc.Events(x.G, []engine.Event{engine.Plain("draw", "Corp draws a card"), engine.Plain("rez", "the Corp rezzes nothing")}); err != nil {
					t.Fatal(err)
				}
			})
			// The Runner reads, in secret, the name of a card of HQ; what
			// the Runner saw of a card now stored (Card.Seen) excuses the
			// events of a step only, and an event only names what was
			// hidden both before and after the step (HiddenBoth).
			runnerReads := func(tb table) []engine.Event {
				return []engine.Event{engine.PlainSecret("access", "Runner accesses a card.", "Runner accesses Data Wall.", 1<<uint(tb.x.Seat(onr.Runner)))}
			}
			for _, fair := range []struct {
				name         string
				before, step func(tb table)
			}{
				{"ONR-11.11.5 an event naming a card of HQ the Runner saw in the step is no leak", nil,
					func(tb table) { tb.x.S.Cards[tb.hand].Seen = true }},
				{"an event naming a card of HQ the Runner had seen before the step is no leak", func(tb table) { tb.x.S.Cards[tb.hand].Seen = true },
					func(tb table) { tb.x.S.Cards[tb.hand].Seen = false }},
			} {
				t.Run(fair.name, func(t *testing.T) {
					tb := setUp(t)
					lc := c.new()
					if fair.before != nil {
						fair.before(tb)
					}
					if err := lc.Check(tb.x.G); err != nil {
						t.Fatal(err)
					}
					fair.step(tb)
					if err := lc.Events(tb.x.G, runnerReads(tb)); err != nil {
						t.Fatal(err)
					}
				})
			}
			t.Run("ONR-2.6 an event naming a card of HQ the Runner never saw is a leak", func(t *testing.T) {
				tb := setUp(t)
				lc := c.new()
				if err := lc.Check(tb.x.G); err != nil {
					t.Fatal(err)
				}
				if err := lc.Events(tb.x.G, runnerReads(tb)); err == nil || !strings.Contains(err.Error(), "Data Wall") {
					t.Errorf("the leak of Data Wall found as %v", err)
				}
			})
			for _, tc := range []struct {
				name, title string
				plant       func(tb table) []engine.Event // the events of a step, after Check
				before      func(tb table)                // a change before Check
			}{
				{name: "ONR-2.6 an event naming the top of R&D is a leak", title: "Hostile Takeover",
					plant: func(table) []engine.Event {
						return []engine.Event{engine.Plain("draw", "Corp draws a card"), engine.Plain("draw", "Corp draws Hostile Takeover.")}
					}},
				// The engine shows a card to the seats of KnownTo; the checks
				// know the Runner knows an unrezzed or HQ card only when he
				// or she accessed it (Card.Known, HiddenFrom).
				{name: "R080 a view naming unrezzed ice to a Runner who never accessed it is a leak", title: "Wall of Static",
					before: func(tb table) { tb.x.S.Cards[tb.ice].KnownTo |= kernel.ViewerOf(tb.x.Seat(onr.Runner)) }},
				// What the Runner saw of a card now stored excuses only the
				// events of the step it was seen in, never a view.
				{name: "ONR-2.6 an option offered to the Runner naming a card of HQ it saw but never accessed is a leak", title: "Data Wall",
					before: func(tb table) {
						tb.x.S.Cards[tb.hand].Seen = true
						tb.x.S.Cards[tb.hand].KnownTo |= kernel.ViewerOf(tb.x.Seat(onr.Runner))
						tb.x.G.Reprompt()
						tb.x.S.Pending[0].Seat = tb.x.Seat(onr.Runner)
					}},
				{name: "ONR-2.6 an option offered to the Runner naming a card of HQ is a leak", title: "Data Wall",
					before: func(tb table) {
						tb.x.S.Cards[tb.hand].KnownTo |= kernel.ViewerOf(tb.x.Seat(onr.Runner))
						tb.x.G.Reprompt()
						tb.x.S.Pending[0].Seat = tb.x.Seat(onr.Runner)
					}},
				{name: "ONR-2.6 a prompt naming the top of R&D is a leak", title: "Hostile Takeover",
					before: func(tb table) { tb.x.S.Pending[0].Prompt = "Take an action (Hostile Takeover is next)" }},
			} {
				t.Run(tc.name, func(t *testing.T) {
					tb := setUp(t)
					lc := c.new()
					if tc.before != nil {
						tc.before(tb)
					}
					err := lc.Check(tb.x.G)
					if err == nil && tc.plant != nil {
						err = lc.Events(tb.x.G, tc.plant(tb))
					}
					if err == nil || !strings.Contains(err.Error(), tc.title) {
						t.Errorf("the leak of %s found as %v", tc.title, err)
					}
				})
			}
		})
	}
}

// listChecker is onr.LeakChecker as the tests of views run it (view_test.go),
// over the lists of HiddenTitles and HiddenBoth, as an engine.LeakChecker.
type listChecker struct {
	lc     onr.LeakChecker
	before map[engine.Seat][]string
}

func (l *listChecker) Check(g engine.Game) error {
	og := g.(*onr.Game)
	if err := l.lc.Check(og, onr.HiddenTitles(og, false)); err != nil {
		return err
	}
	l.before = onr.HiddenTitles(og, true)
	return nil
}

func (l *listChecker) Events(g engine.Game, ev []engine.Event) error {
	og := g.(*onr.Game)
	return l.lc.Events(og, ev, onr.HiddenBoth(l.before, onr.HiddenTitles(og, true)))
}

// TestTitleMatcherIsNamesTitle: the leak checks find the hidden titles
// named in a text in one pass over it (leakmatch.go); what they find is
// what the long way, a search per title, finds, over the views, options,
// prompts and events of games with every card, with the hidden lists of
// each step, lists drawn at random and every title; and over texts that
// plant titles next to letters, digits and punctuation and inside longer
// titles. HiddenTitles, which now numbers the cards' titles once per call,
// lists what it listed title by title.
func TestTitleMatcherIsNamesTitle(t *testing.T) {
	all := onr.Implemented()
	rng := engine.NewRNG(31)
	randomList := func() []string {
		var list []string
		for range 1 + rng.IntN(40) {
			list = append(list, all[rng.IntN(len(all))]) // any order, repeats allowed
		}
		return list
	}
	compared, named, perturbed := 0, 0, 0
	same := func(text string, list []string, inJSON bool) {
		t.Helper()
		var got, want string
		var gotOK, wantOK bool
		if inJSON {
			got, gotOK = onr.NamesInJSON([]byte(text), list)
			want, wantOK = onr.NamesInJSONEachForTest([]byte(text), list)
		} else {
			got, gotOK = onr.NamesTitle(text, list)
			want, wantOK = onr.NamesTitleEachForTest(text, list)
		}
		compared++
		if wantOK {
			named++
		}
		if got != want || gotOK != wantOK {
			t.Fatalf("in %q (JSON %v) of %d titles: found %q %v, the long way %q %v", text, inJSON, len(list), got, gotOK, want, wantOK)
		}
	}

	t.Run("titles planted next to words, digits, punctuation and longer titles", func(t *testing.T) {
		sides := []string{"", "a", "Z", "7", " ", ".", "-", "\"", ":", "é", "2.0", " 2.0", "s"}
		for _, title := range all {
			for range 3 {
				text := "Corp " + sides[rng.IntN(len(sides))] + title + sides[rng.IntN(len(sides))] + " and " + all[rng.IntN(len(all))]
				same(text, []string{title}, false)
				same(text, append(randomList(), title), false)
				same(text, all, false)
				b, _ := json.Marshal(map[string]string{"title": text, "keywords": title})
				same(string(b), []string{title}, true)
				same(string(b), append(randomList(), title), true)
			}
		}
		// Titles the matchers do not know are read the long way.
		same("Corp draws Nothing Known", []string{"Nothing Known", "Wall of Static"}, false)
		same(`{"a":"Nothing Known"}`, []string{"Nothing Known"}, true)
	})

	t.Run("the texts of games with every card", func(t *testing.T) {
		corp, runner, err := onr.EveryCardDecks()
		if err != nil {
			t.Fatal(err)
		}
		games, every := 4, 7
		if testing.Short() {
			games = 1
		}
		for seed := uint64(1); seed <= uint64(games); seed++ {
			g, err := onr.New(engine.Setup{Seed: seed, Decks: []string{corp, runner}})
			if err != nil {
				t.Fatal(err)
			}
			p := newRandomPlayer(seed)
			for step := 0; step < 400; step++ {
				for _, forEvents := range []bool{false, true} {
					if got, want := onr.HiddenTitles(g, forEvents), hiddenTitlesLongWay(g, forEvents); !reflect.DeepEqual(got, want) {
						t.Fatalf("seed %d step %d: HiddenTitles(%v) = %v, title by title %v", seed, step, forEvents, got, want)
					}
				}
				if step%every == 0 {
					hidden := onr.HiddenTitles(g, false)
					for _, seat := range []engine.Seat{0, 1, engine.NoSeat} {
						b, _ := json.Marshal(g.View(seat))
						same(string(b), hidden[seat], true)
						same(string(b), randomList(), true)
						same(string(b), all, true)
					}
					for _, d := range g.Pending() {
						for i := range d.Options {
							same(g.Describe(d, i), hidden[d.Seat], false)
							same(g.Describe(d, i), all, false)
						}
						same(d.Prompt, all, false)
					}
				}
				if _, over := g.Result(); over {
					break
				}
				ev, err := g.Apply(p.choose(g))
				if err != nil {
					t.Fatal(err)
				}
				if _, over := g.Result(); over {
					perturbed += samePerturbed(t, g, rng)
				}
				hidden := onr.HiddenTitles(g, true)
				for _, e := range ev {
					for _, seat := range []engine.Seat{0, 1, engine.NoSeat} {
						same(e.For(seat), hidden[seat], false)
						same(e.For(seat), all, false)
					}
				}
			}
		}
	})
	if perturbed == 0 {
		t.Fatal("no game ended: HiddenTitles never compared in perturbed positions")
	}
	if named == 0 || named == compared {
		t.Fatalf("of %d texts compared, %d named a title: the comparison says nothing", compared, named)
	}
	t.Logf("%d texts compared, %d naming a title", compared, named)
}

// samePerturbed compares HiddenTitles with the long way in positions drawn
// from g's last by setting at random the marks it reads (Seen, FaceUp,
// Known, Rezzed, KnownTo, a card removed from play, virus counters of any
// program), which random games set too seldom to test each rule of it. It
// returns the number of positions compared; g is spent.
func samePerturbed(t *testing.T, g *onr.Game, rng engine.RNG) int {
	t.Helper()
	s := g.State()
	n := 0
	for round := range 300 {
		k := &s.Cards[1+rng.IntN(len(s.Cards)-1)]
		switch rng.IntN(7) {
		case 0:
			k.Seen = !k.Seen
		case 1:
			k.FaceUp = !k.FaceUp
		case 2:
			k.Known = !k.Known
		case 3:
			k.Rezzed = !k.Rezzed
		case 4:
			k.KnownTo ^= kernel.ViewerOf(engine.Seat(rng.IntN(2)))
		case 5:
			k.Zone = onr.ZoneRemoved
		case 6:
			p := &s.Players[rng.IntN(len(s.Players))]
			p.Virus = append(p.Virus, onr.Virus{ID: s.Cards[1+rng.IntN(len(s.Cards)-1)].ID, N: 1})
		}
		for _, forEvents := range []bool{false, true} {
			if got, want := onr.HiddenTitles(g, forEvents), hiddenTitlesLongWay(g, forEvents); !reflect.DeepEqual(got, want) {
				t.Fatalf("perturbed round %d: HiddenTitles(%v) = %v, title by title %v", round, forEvents, got, want)
			}
			n++
		}
	}
	return n
}

// hiddenTitlesLongWay is HiddenTitles as it was written before the titles
// were numbered by CardID: each card's title found by its id's string.
func hiddenTitlesLongWay(g *onr.Game, forEvents bool) map[engine.Seat][]string {
	const hidden, shown = 1, 2
	titles := onr.Implemented()
	byID := map[string]int{}
	for i, title := range titles {
		d, _ := onr.Lookup(title)
		byID[d.ID()] = i
	}
	s := g.State()
	type viewer struct {
		seat engine.Seat
		role onr.Role
	}
	var vs []viewer
	for _, p := range s.Players {
		vs = append(vs, viewer{p.Seat, p.Role})
	}
	vs = append(vs, viewer{engine.NoSeat, 0})
	out := map[engine.Seat][]string{}
	for _, v := range vs {
		marks := make([]uint8, len(titles))
		for c := 1; c < len(s.Cards); c++ {
			k := &s.Cards[c]
			if k.Zone == onr.ZoneNone || k.Zone == onr.ZoneRemoved && !k.FaceUp {
				continue
			}
			i, ok := byID[k.ID.String()]
			if !ok {
				continue
			}
			seenStored := forEvents && v.seat != engine.NoSeat && v.role == onr.Runner && k.Seen && (k.Zone == onr.ZoneHand || k.Zone == onr.ZoneDeck)
			seenStored = seenStored || forEvents && (v.seat == engine.NoSeat || v.role == onr.Corp) && k.Side == onr.Runner && k.Seen && k.Zone == onr.ZoneDeck
			if onr.HiddenFrom(k, v.seat, v.role) && !seenStored {
				marks[i] |= hidden
			} else {
				marks[i] |= shown
			}
		}
		for _, p := range s.Players {
			for _, x := range p.Virus {
				if i, ok := byID[x.ID.String()]; ok {
					marks[i] |= shown
				}
			}
		}
		var list []string
		for i, m := range marks {
			if m == hidden {
				list = append(list, titles[i])
			}
		}
		out[v.seat] = list
	}
	return out
}

// TestStripKeywordListsIsTheRegexp: the leak checks drop the keyword lists
// of a view's JSON by hand, not by regular expression; what is left is
// what the expression `"keywords":\[[^\]]*\]` leaves, over texts with no
// list, empty, nested-looking, unclosed and adjacent lists, and over the
// views of a game with every card.
func TestStripKeywordListsIsTheRegexp(t *testing.T) {
	same := func(text string) {
		t.Helper()
		if byHand, byRegexp := onr.StripKeywordListsForTest([]byte(text)); byHand != byRegexp {
			t.Fatalf("in %q: by hand %q, by the expression %q", text, byHand, byRegexp)
		}
	}
	for _, text := range []string{"", "x", `"keywords":[`, `"keywords":[]`, `"keywords":[]]`, `a"keywords":["Zombie","AP"]b"keywords":[]c`,
		`"keywords":["a"`, `"keywords":["a"]"keywords":["b"`, `"keywords":"keywords":["a"]]`, `"keywords":["[x]"]`, `"keywords": ["a"]`,
		`"keywords":["a"]"keywords":["b"]`, "\"keywords\":[\"a\nb\"]", `{"keywords":[` + strings.Repeat("x", 100) + `]}`} {
		same(text)
	}
	x := onrtest.New(t, 5)
	x.Ready()
	rng := engine.NewRNG(5)
	views, lists := 0, 0
	for step := 0; step < 300 && len(x.G.Pending()) > 0; step++ {
		for _, seat := range []engine.Seat{engine.NoSeat, 0, 1} {
			b, err := json.Marshal(x.G.View(seat))
			if err != nil {
				t.Fatal(err)
			}
			same(string(b))
			views++
			lists += strings.Count(string(b), `"keywords":[`)
		}
		if _, over := x.G.Result(); over {
			break
		}
		if _, err := x.G.Apply(engine.RandomChoice(&rng, x.G.Pending()[0])); err != nil {
			t.Fatal(err)
		}
	}
	if views < 30 || lists == 0 {
		t.Fatalf("only %d views compared, %d keyword lists", views, lists)
	}
}
