package onr_test

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// viewers are the seats whose views are checked.
var viewers = []struct {
	name string
	seat engine.Seat
}{{"Corp", corpSeat}, {"Runner", runnerSeat}, {"spectator", engine.NoSeat}}

// hiddenFrom reports whether the identity of card k is hidden from seat,
// stated from the rules rather than from the engine's code (ONR-2.6,
// R080–R083): nobody sees into a draw pile; HQ and face-down Archives are
// the Corp's, the hand is the Runner's; an installed Corp card that is
// neither rezzed nor face up is the Corp's. The Runner also knows a Corp
// card he or she accessed (ONR-11.11.5) for as long as it stays where it
// was accessed (Card.Known: the top of R&D, a card in HQ, an unrezzed card
// in its fort). Hidden resources installed face down are the Runner's
// (ONR-16.1). A spectator sees only what is public.
func hiddenFrom(k *onr.Card, seat engine.Seat) bool {
	corp, runner := seat == corpSeat, seat == runnerSeat
	switch {
	case k.Zone == onr.ZoneDeck && k.Side == onr.Runner:
		return true
	case k.Zone == onr.ZoneDeck:
		return !(runner && k.Known)
	case k.Zone == onr.ZoneHand && k.Side == onr.Corp:
		return !corp && !(runner && k.Known)
	case k.Zone == onr.ZoneHand:
		return !runner
	}
	switch k.Zone {
	case onr.ZoneDiscard:
		return !k.FaceUp && !corp
	case onr.ZoneIce, onr.ZoneFort:
		if k.Rezzed || k.FaceUp || corp {
			return false
		}
		return !(runner && k.Known)
	case onr.ZoneRig:
		return !k.FaceUp && !runner
	}
	return false
}

// hiddenTitles returns, for each viewer, the titles that would reveal a
// hidden card: titles of cards hidden from the viewer, minus titles of any
// card the viewer may see (another copy in view legitimately shows the
// title), minus the names of virus counters, which are public (R082).
//
// For the events of a step, checked against the state after the step, a
// card the Runner has seen (Card.Seen) and that is now stored in HQ or R&D
// does not count as hidden from the Runner: he or she may have accessed it
// during the step (ONR-11.11.5) before it moved, e.g. from the top of R&D
// into HQ by the Corp's draw, and naming it then tells nothing new.
// Installed face-down cards stay hidden unless known.
func hiddenTitles(g *onr.Game, forEvents bool) map[engine.Seat][]string {
	s := g.State()
	// Work by card id: every copy of a card shares its title.
	out := make(map[engine.Seat][]string, len(viewers))
	for _, v := range viewers {
		hidden, shown := map[string]bool{}, map[string]bool{}
		for c := int32(1); c < int32(len(s.Cards)); c++ {
			k := &s.Cards[c]
			if k.Zone == onr.ZoneNone || k.Zone == onr.ZoneRemoved && !k.FaceUp {
				continue // a card removed face up (R502) is public
			}
			seenStored := forEvents && v.seat == runnerSeat && k.Seen && (k.Zone == onr.ZoneHand || k.Zone == onr.ZoneDeck)
			if hiddenFrom(k, v.seat) && !seenStored {
				hidden[k.ID] = true
			} else {
				shown[k.ID] = true
			}
		}
		for _, x := range s.Players[corpSeat].Virus {
			shown[x.ID] = true
		}
		var list []string
		for id := range hidden {
			if !shown[id] {
				list = append(list, onr.TitleOf(id))
			}
		}
		slices.Sort(list)
		out[v.seat] = list
	}
	return out
}

// names returns the first of titles that text names as a word.
func names(text string, titles []string) (string, bool) {
	word := func(b byte) bool {
		return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
	}
	for _, title := range titles {
		for i := 0; ; {
			j := strings.Index(text[i:], title)
			if j < 0 {
				break
			}
			j += i
			end := j + len(title)
			if (j == 0 || !word(text[j-1]) || !word(title[0])) && (end == len(text) || !word(text[end]) || !word(title[len(title)-1])) {
				return title, true
			}
			i = j + 1
		}
	}
	return "", false
}

// jsonForm caches titles as they appear inside a JSON string.
var jsonForm = map[string]string{}

// jsonTitles returns titles as they appear inside a JSON string.
func jsonTitles(titles []string) []string {
	out := make([]string, len(titles))
	for i, t := range titles {
		j, ok := jsonForm[t]
		if !ok {
			b, _ := json.Marshal(t)
			j = string(b[1 : len(b)-1])
			jsonForm[t] = j
		}
		out[i] = j
	}
	return out
}

// viewChecker checks every view of a game at one step.
type viewChecker struct {
	t         *testing.T
	seed      uint64
	step      int
	checked   int // card views compared with their card
	distinct  int // … of which the handle differs from the card index
	withTrace int // views checked during a trace
}

func (vc *viewChecker) fatalf(format string, args ...any) {
	vc.t.Fatalf("seed %d step %d: "+format, append([]any{vc.seed, vc.step}, args...)...)
}

// card checks that a card view names card c by its handle.
func (vc *viewChecker) card(g *onr.Game, v onr.CardView, c int32, where string) {
	if h := g.Handle(c); int(v.Handle) != h {
		vc.fatalf("%s shows handle %d for a card whose handle is %d (index %d)", where, v.Handle, h, c)
	}
	vc.checked++
	if int(v.Handle) != int(c) {
		vc.distinct++
	}
}

func (vc *viewChecker) cards(g *onr.Game, vs []onr.CardView, cs []int32, where string) {
	if len(vs) != len(cs) {
		vc.fatalf("%s shows %d cards, holds %d", where, len(vs), len(cs))
	}
	for i := range vs {
		vc.card(g, vs[i], cs[i], where)
	}
}

// check checks the views of every seat and the descriptions of every
// pending option against the hidden titles.
func (vc *viewChecker) check(g *onr.Game, hidden map[engine.Seat][]string) {
	s := g.State()
	for _, w := range viewers {
		v, ok := g.View(w.seat).(*onr.View)
		if !ok {
			vc.fatalf("View(%d) is a %T", w.seat, g.View(w.seat))
		}
		b, err := json.Marshal(v)
		if err != nil {
			vc.fatalf("%s view: %v", w.name, err)
		}
		if title, leak := names(string(b), jsonTitles(hidden[w.seat])); leak {
			vc.fatalf("the %s view names %q, which is hidden from the %s:\n%s", w.name, title, w.name, b)
		}

		// Pending holds exactly the viewer's own decisions.
		var own []engine.Decision
		for _, d := range g.Pending() {
			if d.Seat == w.seat {
				own = append(own, d)
			}
		}
		if !reflect.DeepEqual(v.Pending, own) {
			vc.fatalf("the %s view has pending %+v, want its own decisions %+v", w.name, v.Pending, own)
		}

		// Secret trace amounts (ONR-12.2.2): only one's own.
		if v.Trace != nil {
			vc.withTrace++
			if v.Trace.CorpBid != nil && w.seat != corpSeat {
				vc.fatalf("the %s view shows the Corp's secret trace bid", w.name)
			}
			if v.Trace.RunnerBuys != nil && w.seat != runnerSeat {
				vc.fatalf("the %s view shows the Runner's secret link purchase", w.name)
			}
		}

		// Cards are named by handle, never by internal index.
		if w.seat == corpSeat {
			vc.cards(g, v.Player(onr.Corp).Hand, s.Players[corpSeat].Hand, "HQ")
		} else if v.Player(onr.Corp).Hand != nil {
			vc.fatalf("the %s view lists HQ", w.name)
		}
		if w.seat == runnerSeat {
			vc.cards(g, v.Player(onr.Runner).Hand, s.Players[runnerSeat].Hand, "the Runner's hand")
		} else if v.Player(onr.Runner).Hand != nil {
			vc.fatalf("the %s view lists the Runner's hand", w.name)
		}
		if v.Player(onr.Corp).HandCount != len(s.Players[corpSeat].Hand) || v.Player(onr.Runner).HandCount != len(s.Players[runnerSeat].Hand) || v.Player(onr.Corp).DeckCount != len(s.Players[corpSeat].Deck) || v.Player(onr.Runner).DeckCount != len(s.Players[runnerSeat].Deck) {
			vc.fatalf("the %s view miscounts hands or decks (R082)", w.name)
		}
		archives := s.Players[corpSeat].Discard
		if w.seat != corpSeat {
			archives = slices.DeleteFunc(slices.Clone(archives), func(c int32) bool { return !s.Cards[c].FaceUp })
		}
		vc.cards(g, v.Player(onr.Corp).Discard, archives, "the Archives")
		vc.cards(g, v.Player(onr.Corp).Scored, s.Players[corpSeat].Scored, "the Corp's scored area")
		vc.cards(g, v.Player(onr.Runner).Rig, s.Players[runnerSeat].Rig, "the rig")
		vc.cards(g, v.Player(onr.Runner).Discard, s.Players[runnerSeat].Discard, "the trash")
		vc.cards(g, v.Player(onr.Runner).Scored, s.Players[runnerSeat].Scored, "the Runner's scored area")
		vc.cards(g, v.Player(onr.Runner).Aside, s.Players[runnerSeat].Aside, "the cards set aside")
		for _, f := range v.Forts {
			vc.cards(g, f.Ice, s.Forts[f.Index].Ice, f.Name+" ice")
			vc.cards(g, f.Cards, s.Forts[f.Index].Cards, f.Name)
		}
	}

	// Options name cards by handle, and their descriptions for the seat
	// that decides name nothing hidden from it.
	handles := map[int]bool{}
	for c := int32(1); c < int32(len(s.Cards)); c++ {
		handles[g.Handle(c)] = true
	}
	for _, d := range g.Pending() {
		for i, o := range d.Options {
			if o.Card != 0 && !handles[o.Card] {
				vc.fatalf("option %+v names card %d, which is no card's handle", o, o.Card)
			}
			if title, leak := names(g.Describe(d, i), hidden[d.Seat]); leak {
				vc.fatalf("option %q offered to seat %d names %q, hidden from it", g.Describe(d, i), d.Seat, title)
			}
		}
		if title, leak := names(d.Prompt, hidden[d.Seat]); leak {
			vc.fatalf("prompt %q to seat %d names %q, hidden from it", d.Prompt, d.Seat, title)
		}
	}
}

// events checks that the events of a step, as each seat reads them, name
// no card hidden from that seat after the step.
func (vc *viewChecker) events(ev []engine.Event, hidden map[engine.Seat][]string) {
	for _, e := range ev {
		for _, w := range viewers {
			if title, leak := names(e.For(w.seat), hidden[w.seat]); leak {
				vc.fatalf("event %q, as the %s reads it, names %q, hidden from the %s", e.For(w.seat), w.name, title, w.name)
			}
		}
	}
}

func TestViewsHideWhatTheSeatCannotSee(t *testing.T) {
	// ONR-2.6, R080–R083: a property over many random games. Every view,
	// every option description and every event is checked at every step.
	games := uint64(200)
	if testing.Short() {
		games = 40
	}
	var total viewChecker
	for seed := uint64(1); seed <= games; seed++ {
		vc := &viewChecker{t: t, seed: seed}
		g := newGame(t, seed)
		p := newRandomPlayer(seed)
		for ; ; vc.step++ {
			hidden := hiddenTitles(g, false)
			vc.check(g, hidden)
			if over(g) {
				break
			}
			if vc.step >= maxSteps {
				vc.fatalf("no end")
			}
			ev := apply(t, g, p.choose(g))
			vc.events(ev, hiddenTitles(g, true))
		}
		total.checked += vc.checked
		total.distinct += vc.distinct
		total.withTrace += vc.withTrace
	}
	// The handle comparisons can tell a handle from an index only where
	// they differ, and the trace checks only apply during traces.
	if total.distinct == 0 || total.withTrace == 0 {
		t.Fatalf("the games never tested handles against indexes (%d of %d differ) or never traced (%d)", total.distinct, total.checked, total.withTrace)
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
				if _, leak := names(string(b), []string{title}); leak {
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
