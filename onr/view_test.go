package onr_test

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/fuzz"
	"github.com/datafort/datafort/onr/onrtest"
)

// viewers are the seats whose views are checked.
var viewers = []struct {
	name string
	seat engine.Seat
}{{"Corp", corpSeat}, {"Runner", runnerSeat}, {"spectator", engine.NoSeat}}

// leakGame plays a random game from g to its end, checking at every step
// the invariants and, with fuzz.LeakChecker, that no view, option, prompt
// or event names a card its seat may not know (ONR-2.6, R080–R083). each,
// if not nil, is called at every position before it is checked.
func leakGame(t *testing.T, g *onr.Game, seed uint64, lc *fuzz.LeakChecker, each func(g *onr.Game)) {
	t.Helper()
	p := newRandomPlayer(seed)
	watch := g.Watch()
	for step := 0; ; step++ {
		if each != nil {
			each(g)
		}
		if err := lc.Check(g, fuzz.HiddenTitles(g, false)); err != nil {
			t.Fatalf("seed %d step %d: %v", seed, step, err)
		}
		if err := g.Check(); err != nil {
			t.Fatalf("seed %d step %d: %v", seed, step, err)
		}
		if over(g) {
			return
		}
		if step >= maxSteps {
			t.Fatalf("seed %d: no end", seed)
		}
		before := fuzz.HiddenTitles(g, true)
		ev := apply(t, g, p.choose(g))
		if err := watch(ev); err != nil {
			t.Fatalf("seed %d step %d: %v", seed, step, err)
		}
		if err := lc.Events(g, ev, fuzz.HiddenBoth(before, fuzz.HiddenTitles(g, true))); err != nil {
			t.Fatalf("seed %d step %d: %v", seed, step, err)
		}
	}
}

func TestViewsHideWhatTheSeatCannotSee(t *testing.T) {
	// ONR-2.6, R080–R083: a property over many random games. Every view,
	// every option description and every event is checked at every step.
	// (datafort fuzz runs the same checks over decks holding every card.)
	games := uint64(200)
	if testing.Short() {
		games = 40
	}
	var lc fuzz.LeakChecker
	for seed := uint64(1); seed <= games; seed++ {
		leakGame(t, newGame(t, seed), seed, &lc, nil)
	}
	// The handle comparisons can tell a handle from an index only where
	// they differ, and the trace checks only apply during traces.
	if lc.Stats.Distinct == 0 || lc.Stats.WithTrace == 0 {
		t.Fatalf("the games never tested handles against indexes (%d of %d differ) or never traced (%d)", lc.Stats.Distinct, lc.Stats.Cards, lc.Stats.WithTrace)
	}
}

// TestLeakCheckerFindsLeaks breaks hidden information on purpose — an
// event naming the card the Corp drew, a view with a face-down card's
// title — and sees the leak checker report it.
func TestLeakCheckerFindsLeaks(t *testing.T) {
	x := onrtest.New(t, 1)
	x.Deck(onr.Corp, "Hostile Takeover")
	ice, _ := x.Ice(onr.FortHQ, "Wall of Static", false)
	x.Ready()
	var lc fuzz.LeakChecker
	hidden := fuzz.HiddenTitles(x.G, false)
	if err := lc.Check(x.G, hidden); err != nil {
		t.Fatalf("a fair position: %v", err)
	}
	leak := []engine.Event{engine.Plain("draw", "Corp draws Hostile Takeover")}
	if err := lc.Events(x.G, leak, fuzz.HiddenTitles(x.G, true)); err == nil || !strings.Contains(err.Error(), "Hostile Takeover") {
		t.Errorf("an event naming the top of R&D: %v", err)
	}
	// The unrezzed ice shown as rezzed to everyone: every view names it.
	x.S.Cards[ice].Rezzed = true
	x.G.Reprompt()
	if err := lc.Check(x.G, hidden); err == nil || !strings.Contains(err.Error(), "Wall of Static") {
		t.Errorf("a view naming unrezzed ice: %v", err)
	}
}

func TestHiddenCardsInViews(t *testing.T) {
	x := onrtest.New(t, 1)
	hq := x.Hand(onr.Corp, "Hostile Takeover")[0]
	ice, _ := x.Ice(onr.FortHQ, "Wall of Static", false)
	rezzed, _ := x.Ice(onr.FortRD, "Data Wall", true)
	hand := x.Hand(onr.Runner, "Dwarf", "Imp")
	x.Ready()
	g := x.G
	view := func(seat engine.Seat) *onr.View { return g.View(seat).(*onr.View) }
	find := func(v *onr.View, c int32) (onr.CardView, bool) {
		h := int32(g.Handle(c))
		var all []onr.CardView
		all = append(all, v.Player(onr.Corp).Hand...)
		all = append(all, v.Player(onr.Runner).Hand...)
		for _, f := range v.Forts {
			all = append(all, f.Ice...)
			all = append(all, f.Cards...)
		}
		for _, cv := range all {
			if cv.Handle == h {
				return cv, true
			}
		}
		return onr.CardView{}, false
	}

	t.Run("ONR-2.6.3 unrezzed ice is shown to the Runner without its title", func(t *testing.T) {
		cv, ok := find(view(runnerSeat), ice)
		if !ok {
			t.Fatal("the Runner's view does not show the ice on HQ at all")
		}
		if cv.Title != "" || cv.Type != "" || cv.Strength != nil {
			t.Errorf("unrezzed ice shown to the Runner as %+v", cv)
		}
		if cv, _ := find(view(engine.NoSeat), ice); cv.Title != "" {
			t.Errorf("unrezzed ice shown to spectators as %q", cv.Title)
		}
		if cv, _ := find(view(corpSeat), ice); cv.Title != "Wall of Static" {
			t.Errorf("the Corp sees its own unrezzed ice as %q", cv.Title)
		}
		if cv, _ := find(view(runnerSeat), rezzed); cv.Title != "Data Wall" {
			t.Errorf("rezzed ice shown to the Runner as %q", cv.Title)
		}
	})

	t.Run("ONR-2.6.1 HQ is shown to the Runner as a count only", func(t *testing.T) {
		for _, seat := range []engine.Seat{runnerSeat, engine.NoSeat} {
			v := view(seat)
			if v.Player(onr.Corp).HandCount != 1 || v.Player(onr.Corp).Hand != nil {
				t.Errorf("seat %d sees HQ as count %d, cards %+v", seat, v.Player(onr.Corp).HandCount, v.Player(onr.Corp).Hand)
			}
			b, _ := json.Marshal(v)
			if strings.Contains(string(b), "Hostile Takeover") {
				t.Errorf("seat %d's view names the card in HQ: %s", seat, b)
			}
		}
		if cv, ok := find(view(corpSeat), hq); !ok || cv.Title != "Hostile Takeover" {
			t.Errorf("the Corp sees its HQ card as %+v", cv)
		}
	})

	t.Run("ONR-2.6.1 the Runner's hand is shown to the Corp as a count only", func(t *testing.T) {
		for _, seat := range []engine.Seat{corpSeat, engine.NoSeat} {
			v := view(seat)
			if v.Player(onr.Runner).HandCount != 2 || v.Player(onr.Runner).Hand != nil {
				t.Errorf("seat %d sees the Runner's hand as count %d, cards %+v", seat, v.Player(onr.Runner).HandCount, v.Player(onr.Runner).Hand)
			}
			b, _ := json.Marshal(v)
			for _, title := range []string{"Dwarf", "Imp"} {
				if _, leak := fuzz.Names(string(b), []string{title}); leak {
					t.Errorf("seat %d's view names %s from the Runner's hand", seat, title)
				}
			}
		}
		v := view(runnerSeat)
		var titles []string
		for _, cv := range v.Player(onr.Runner).Hand {
			titles = append(titles, cv.Title)
		}
		if !reflect.DeepEqual(titles, []string{"Dwarf", "Imp"}) || v.Player(onr.Runner).Hand[0].Handle != int32(g.Handle(hand[0])) {
			t.Errorf("the Runner sees his or her hand as %+v", v.Player(onr.Runner).Hand)
		}
	})

	t.Run("ONR-2.2.3 face-down Archives are shown to the Runner as a count only", func(t *testing.T) {
		y := onrtest.New(t, 2)
		down := y.Card("Accounts Receivable")
		y.G.Put(down, onr.ZoneDiscard, false) // not seen: face down
		up := y.Card("Efficiency Experts")
		y.S.Cards[up].FaceUp = true
		y.G.Put(up, onr.ZoneDiscard, false)
		y.Ready()
		for _, w := range viewers {
			v := y.G.View(w.seat).(*onr.View)
			b, _ := json.Marshal(v)
			if v.Player(onr.Corp).DiscardDown != 1 {
				t.Errorf("the %s sees %d face-down cards in the Archives, want 1", w.name, v.Player(onr.Corp).DiscardDown)
			}
			if got := strings.Contains(string(b), "Accounts Receivable"); got != (w.seat == corpSeat) {
				t.Errorf("the %s view names the face-down card: %v", w.name, got)
			}
			if !strings.Contains(string(b), "Efficiency Experts") {
				t.Errorf("the %s view does not name the face-up card", w.name)
			}
		}
	})

	t.Run("ONR-2.6 a card's handle changes when it moves, so it cannot be followed out of HQ", func(t *testing.T) {
		y := onrtest.New(t, 3)
		c := y.Hand(onr.Corp, "Data Wall")[0]
		y.Ready()
		before := y.G.Handle(c)
		y.Do(onr.Corp, "install Data Wall on HQ")
		if after := y.G.Handle(c); after == before {
			t.Errorf("the ice kept handle %d when it moved from HQ to the fort", after)
		}
	})
}

// TestAccessEventsHideTheCard checks the texts of access events, which
// name a card the viewer may not see (ONR-11.11.5, R068).
func TestAccessEventsHideTheCard(t *testing.T) {
	cases := []struct {
		name    string
		fort    string
		arrange func(x *onrtest.Table)
		title   string
		sees    map[engine.Seat]bool
	}{
		{"ONR-11.11.5 a card accessed in R&D is named to the Runner only", "R&D",
			func(x *onrtest.Table) { x.Deck(onr.Corp, "Efficiency Experts", "Day Shift") },
			"Efficiency Experts", map[engine.Seat]bool{runnerSeat: true}},
		{"ONR-11.11.5 R068 a card accessed in HQ is named to both players, not spectators", "HQ",
			func(x *onrtest.Table) { x.Hand(onr.Corp, "Efficiency Experts") },
			"Efficiency Experts", map[engine.Seat]bool{runnerSeat: true, corpSeat: true}},
		{"ONR-11.11.5 an unrezzed card accessed in a fort is named to both players, not spectators", "fort 1",
			func(x *onrtest.Table) { x.Install(onr.NewFort, "ESA Contract", false) },
			"ESA Contract", map[engine.Seat]bool{runnerSeat: true, corpSeat: true}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			x := onrtest.New(t, 1)
			x.Runner().Bits = 0 // cannot pay to trash what is accessed
			tc.arrange(x)
			x.Ready()
			for x.S.Active == x.Seat(onr.Corp) && !x.S.Over {
				x.Do(onr.Corp, "gain")
				x.PassAll()
			}
			x.Events = nil
			x.Do(onr.Runner, "run on "+tc.fort)
			x.PassAll()
			for x.Offered(onr.Runner, "continue") {
				x.Do(onr.Runner, "continue")
				x.PassAll()
			}
			found := false
			for _, e := range x.Events {
				if e.Type != "access" {
					continue
				}
				found = true
				for _, w := range viewers {
					if got := strings.Contains(e.For(w.seat), tc.title); got != tc.sees[w.seat] {
						t.Errorf("the %s reads %q", w.name, e.For(w.seat))
					}
				}
			}
			if !found {
				t.Fatalf("no access event; events %+v; pending %s", x.Events, x.Describe())
			}
		})
	}
}
