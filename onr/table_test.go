package onr_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/enginetest"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr"
)

// teamTable is a table of n teams, each a Corp (seat 2k) and a Runner
// (seat 2k+1), named "C<k>" and "R<k>".
func teamTable(n int) onr.Table {
	var t onr.Table
	for k := range n {
		t.Seats = append(t.Seats,
			onr.TableSeat{Role: onr.Corp, Team: k, Name: "C" + string(rune('0'+k))},
			onr.TableSeat{Role: onr.Runner, Team: k, Name: "R" + string(rune('0'+k))})
	}
	return t
}

// tableRuleset plays ONR at a table, for the conformance checker.
type tableRuleset struct{ t onr.Table }

func (r tableRuleset) Name() string { return "onr" }
func (r tableRuleset) New(s engine.Setup) (engine.Game, error) {
	return onr.NewTable(s, r.t)
}
func (r tableRuleset) Load(b []byte) (engine.Game, error) { return onr.Load(b) }

func newTable(t testing.TB, seed uint64, tb onr.Table) *onr.Game {
	t.Helper()
	g, err := onr.NewTable(engine.Setup{Seed: seed}, tb)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestTableChecks(t *testing.T) {
	bad := []struct {
		name string
		t    onr.Table
		want string
	}{
		{"one team", onr.Table{Seats: []onr.TableSeat{{Role: onr.Corp}, {Role: onr.Runner}}}, "at least two"},
		{"runner first", onr.Table{Seats: []onr.TableSeat{{Role: onr.Runner}, {Role: onr.Corp, Team: 1}}}, "Corp takes the first turn"},
		{"order out of range", onr.Table{Seats: teamTable(2).Seats, Order: []engine.Seat{0, 4}}, "seat 4"},
		{"too many seats", teamTable(5), "at most 8"},
	}
	for _, tc := range bad {
		if _, err := onr.NewTable(engine.Setup{Seed: 1}, tc.t); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: NewTable error %v, want one saying %q", tc.name, err, tc.want)
		}
	}
}

func TestTableTwoSeatsIsONR(t *testing.T) {
	// The zero Table and ONR's own two seats deal the same game as New.
	for seed := uint64(1); seed <= 5; seed++ {
		a, _ := onr.New(engine.Setup{Seed: seed})
		b := newTable(t, seed, onr.Table{})
		if hashOf(t, a) != hashOf(t, b) {
			t.Fatalf("seed %d: NewTable with the zero table differs from New", seed)
		}
	}
}

func TestTableConformance(t *testing.T) {
	// A table of 2 and of 3 teams plays to the end under the engine's
	// contract, eliminating teams on the way when there are three.
	seeds := uint64(2)
	if testing.Short() {
		seeds = 1
	}
	for _, n := range []int{2, 3} {
		tb := teamTable(n)
		for seed := uint64(1); seed <= seeds; seed++ {
			enginetest.CheckGame(t, tableRuleset{tb}, engine.Setup{Seed: seed}, 60000)
		}
	}
}

func TestTableTurnOrder(t *testing.T) {
	// The turn sequence is data: the opening once, then the order round
	// and round (ONR-5 at a table of four).
	tb := teamTable(2)
	tb.Opening = []engine.Seat{0, 2}
	tb.Order = []engine.Seat{0, 1, 2, 3}
	g := newTable(t, 3, tb)
	p := newRandomPlayer(3)
	var seen []engine.Seat
	s := g.State()
	for len(seen) < 10 && !s.Over {
		if n := len(seen); n == 0 || int32(n) < s.Turn {
			seen = append(seen, s.Active)
		}
		apply(t, g, p.choose(g))
	}
	want := []engine.Seat{0, 2, 0, 1, 2, 3, 0, 1, 2, 3}
	if !slices.Equal(seen, want[:len(seen)]) || len(seen) < 6 {
		t.Fatalf("turns went %v, want %v", seen, want)
	}
}

func TestTablePooledPoints(t *testing.T) {
	// ONR-2.4.3 and ONR-17.1 at a table: a team's agenda points are its
	// members' pooled; either may spend them, and the team wins with the
	// table's WinPoints.
	tb := teamTable(2)
	tb.WinPoints = 9
	g := newTable(t, 1, tb)
	s := g.State()
	s.Players[0].Points, s.Players[1].Points = 5, 3
	g.Reprompt()
	if s.Over {
		t.Fatalf("8 pooled points of 9 ended the game: %s", s.Reason)
	}
	// The Runner of team 0 installs Arasaka Portable Prototype, which costs
	// 1 agenda point: his own first.
	c, err := g.NewCard("Arasaka Portable Prototype")
	if err != nil {
		t.Fatal(err)
	}
	g.PutAt(c, 1, onr.ZoneHand, false)
	s.Players[1].Points = 0
	s.Active, s.Players[1].Actions, s.Players[1].Bits = 1, 4, 20
	s.Stack, s.Windows = kernel.Stack{}, nil
	s.Phase = onr.PhaseAction
	g.Reprompt()
	d, ok := engine.DecisionFor(g, 1)
	if !ok {
		t.Fatalf("the Runner has no decision: %v", g.Pending())
	}
	i := slices.IndexFunc(d.Options, func(o engine.Option) bool { return o.Verb == onr.VerbInstall && o.Card == g.Handle(c) })
	if i < 0 {
		t.Fatalf("the Runner may not install with his Corp's points: %v", d.Options)
	}
	apply(t, g, engine.Choice{Decision: d.ID, Seat: 1, Option: i})
	if s.Players[0].Points != 4 || s.Players[1].Points != 0 {
		t.Fatalf("points after paying 1: Corp %d, Runner %d; want 4 and 0", s.Players[0].Points, s.Players[1].Points)
	}
	s.Players[1].Points = 5
	l, _ := g.NewCard("Livewire's Contacts")
	g.PutAt(l, 1, onr.ZoneHand, false)
	g.Reprompt()
	d, _ = engine.DecisionFor(g, 1)
	i = slices.IndexFunc(d.Options, func(o engine.Option) bool { return o.Verb == onr.VerbPlay && o.Card == g.Handle(l) })
	apply(t, g, engine.Choice{Decision: d.ID, Seat: 1, Option: i})
	if !s.Over || s.Players[s.Winner].Team != 0 || s.Reason != "agenda points" {
		t.Fatalf("9 pooled points: over %v winner %d (%s), want team 0 on agenda points", s.Over, s.Winner, s.Reason)
	}
}

func TestTableEliminationGoesOn(t *testing.T) {
	// ONR-17.2 at a table of three teams: the Corp of team 1 must draw from
	// an empty R&D; its team is out of the game, and the other two play on.
	g := newTable(t, 2, teamTable(3))
	s := g.State()
	p := newRandomPlayer(2)
	for !(s.Active == 2 && s.Phase == onr.PhaseAction) {
		apply(t, g, p.choose(g))
	}
	// Team 1's Corp draws its whole R&D and one more (ESA-like draws are
	// not needed: the mandatory draw of its next turn does it).
	for _, c := range s.Players[2].Deck {
		s.Cards[c].Zone = onr.ZoneRemoved
	}
	s.Players[2].Deck = nil
	for steps := 0; !s.Players[2].Out; steps++ {
		if steps > 20000 || s.Over {
			t.Fatalf("team 1 never left the game (over %v: %s, winner %d; R&D %d)", s.Over, s.Reason, s.Winner, len(s.Players[2].Deck))
		}
		apply(t, g, p.choose(g))
	}
	if s.Over || !s.Players[3].Out || s.Players[0].Out || s.Players[4].Out {
		t.Fatalf("after team 1's empty R&D: over %v, out %v", s.Over, []bool{s.Players[0].Out, s.Players[2].Out, s.Players[3].Out, s.Players[4].Out})
	}
	// The game goes on without team 1: no decision, turn, runnable fort or
	// seat in a window opened since of theirs (the windows at or above the
	// lowest depth of the stack of windows since are all new).
	fresh := len(s.Windows)
	for steps := 0; !s.Over; steps++ {
		if steps > 60000 {
			t.Fatal("no end")
		}
		fresh = min(fresh, len(s.Windows))
		for _, w := range s.Windows[fresh:] {
			for _, seat := range w.Seats() {
				if s.Players[seat].Out {
					t.Fatalf("seat %d, out of the game, is listed in a window opened since: %v", seat, w.Seats())
				}
			}
		}
		for _, d := range g.Pending() {
			if d.Seat == 2 || d.Seat == 3 {
				t.Fatalf("seat %d, out of the game, is asked %q", d.Seat, d.Prompt)
			}
			for _, o := range d.Options {
				if o.Verb == onr.VerbRun && s.Forts[o.Target].Owner == 2 {
					t.Fatalf("a run on %s, of a team out of the game, is offered", g.FortName(int32(o.Target)))
				}
			}
		}
		if s.Active == 2 || s.Active == 3 {
			t.Fatalf("seat %d, out of the game, takes a turn", s.Active)
		}
		apply(t, g, p.choose(g))
	}
	if team := s.Players[s.Winner].Team; team == 1 {
		t.Fatalf("team 1 won after leaving the game")
	}
	v := g.View(0).(*onr.View)
	if !v.Players[2].Out || !v.Players[3].Out {
		t.Fatalf("the view does not show team 1 out of the game")
	}
}

func TestTableFortNamesAndKnowledge(t *testing.T) {
	// At a table of several Corps a fort is named with its owner; what one
	// Runner learns by accessing a card is his alone, not his teammate's or
	// the other Runner's (ONR-11.11.5).
	g := newTable(t, 4, teamTable(2))
	s := g.State()
	if g.FortName(3) != "C1's HQ" {
		t.Fatalf("fort 3 is named %q, want C1's HQ", g.FortName(3))
	}
	c := s.Players[2].Hand[0]
	s.Cards[c].KnownTo = 1 << 1 // R0 accessed it
	s.Cards[c].Known = true
	for seat, want := range map[engine.Seat]bool{0: false, 1: true, 2: true, 3: false} {
		if known := g.Visible(c, seat); known != want {
			t.Errorf("seat %d knows C1's HQ card: %v, want %v", seat, known, want)
		}
	}
}

// tableAt arranges a table of three teams at the first action of seat's
// turn with empty hands, each player with 10 bits (arrangedAt).
func tableAt(t *testing.T, seat engine.Seat) *onr.Game {
	t.Helper()
	return arrangedAt(t, teamTable(3), seat)
}

// give puts new cards of the given titles in seat's hand.
func give(t *testing.T, g *onr.Game, seat engine.Seat, titles ...string) []int32 {
	t.Helper()
	var out []int32
	for _, title := range titles {
		c, err := g.NewCardFor(title, seat)
		if err != nil {
			t.Fatal(err)
		}
		g.PutAt(c, seat, onr.ZoneHand, false)
		out = append(out, c)
	}
	return out
}

// options describes seat's pending options.
func options(g *onr.Game, seat engine.Seat) []string {
	d, ok := engine.DecisionFor(g, seat)
	if !ok {
		return nil
	}
	var out []string
	for i := range d.Options {
		out = append(out, g.Describe(d, i))
	}
	return out
}

// choose answers seat's pending decision with the option described desc.
func choose(t *testing.T, g *onr.Game, seat engine.Seat, desc string) {
	t.Helper()
	d, ok := engine.DecisionFor(g, seat)
	if !ok {
		t.Fatalf("seat %d has no decision; pending %v", seat, g.Pending())
	}
	for i := range d.Options {
		if g.Describe(d, i) == desc {
			apply(t, g, engine.Choice{Decision: d.ID, Seat: seat, Option: i})
			return
		}
	}
	t.Fatalf("seat %d cannot %q; %q offers %q", seat, desc, d.Prompt, options(g, seat))
}

func TestTableTargetsOfCardText(t *testing.T) {
	// "The Runner" and "the Corp" of card text at a table of several:
	// chosen as the card is played, among the targets for which its
	// condition holds (ONR-7.1, ONR-7.2).
	t.Run("a Corp's operation names a Runner its condition holds for", func(t *testing.T) {
		g := tableAt(t, 0)
		s := g.State()
		give(t, g, 0, "Scorched Earth", "Chance Observation")
		s.Players[3].Tags = 1                                // R1 is tagged
		s.Players[5].Hist.RunsOn = []int32{1, 0, 0, 0, 0, 0} // R2 ran C0's forts last turn
		s.Players[3].Hist.RunsOn = []int32{0, 0, 0, 0, 1, 0} // R1 ran C2's
		give(t, g, 3, "Score!", "Score!", "Score!", "Score!", "Score!")
		g.Reprompt()
		opts := options(g, 0)
		for _, want := range []string{"play Scorched Earth on R1", "play Chance Observation on R2"} {
			if !slices.Contains(opts, want) {
				t.Fatalf("C0 may not %q: %q", want, opts)
			}
		}
		for _, not := range []string{"play Scorched Earth on R2", "play Chance Observation on R1", "play Scorched Earth"} {
			if slices.Contains(opts, not) {
				t.Fatalf("C0 may %q: %q", not, opts)
			}
		}
		choose(t, g, 0, "play Scorched Earth on R1")
		for steps := 0; len(s.Players[3].Hand) == 5 && steps < 20; steps++ {
			d := g.Pending()[0]
			choose(t, g, d.Seat, g.Describe(d, 0))
		}
		if len(s.Players[3].Hand) != 1 || len(s.Players[1].Hand) != 0 {
			t.Fatalf("after 4 meat damage to R1: R1 holds %d cards, R0 %d", len(s.Players[3].Hand), len(s.Players[1].Hand))
		}
	})
	t.Run("a Runner's prep names a Corp", func(t *testing.T) {
		g := tableAt(t, 1)
		s := g.State()
		give(t, g, 1, "Faked Hit", "Custodial Position", "Score!", "Score!", "Score!")
		g.Reprompt()
		opts := options(g, 1)
		for _, want := range []string{"play Faked Hit on C1", "play Faked Hit on C2", "play Custodial Position on C1", "play Custodial Position on C2"} {
			if !slices.Contains(opts, want) {
				t.Fatalf("R0 may not %q: %q", want, opts)
			}
		}
		choose(t, g, 1, "play Custodial Position on C1")
		if !s.Run.Active || s.Run.Corp != 2 || g.FortName(s.Run.Fort) != "C1's R&D" {
			t.Fatalf("Custodial Position on C1 runs on %q of seat %d", g.FortName(s.Run.Fort), s.Run.Corp)
		}
		g = tableAt(t, 1)
		s = g.State()
		give(t, g, 1, "Faked Hit", "Score!", "Score!", "Score!")
		g.Reprompt()
		choose(t, g, 1, "play Faked Hit on C2")
		if s.Players[4].BadPub != 1 || s.Players[2].BadPub != 0 {
			t.Fatalf("Faked Hit on C2: C1 has %d Bad Publicity, C2 %d", s.Players[2].BadPub, s.Players[4].BadPub)
		}
	})
	t.Run("an ability used as an action names a Runner", func(t *testing.T) {
		g := tableAt(t, 0)
		s := g.State()
		c, _ := g.NewCardFor("Blood Cat", 0)
		g.InstallCorp(c, onr.NewFort, true)
		g.Reprompt()
		opts := options(g, 0)
		for _, want := range []string{"use Blood Cat: Trace 5: give the Runner a tag on R1", "use Blood Cat: Trace 5: give the Runner a tag on R2"} {
			if !slices.Contains(opts, want) {
				t.Fatalf("C0 may not %q: %q", want, opts)
			}
		}
		choose(t, g, 0, "use Blood Cat: Trace 5: give the Runner a tag on R2")
		if !s.Trace.Active || s.Trace.Runner != 5 || s.Trace.Corp != 0 {
			t.Fatalf("Blood Cat on R2 traces runner %d for corp %d (active %v)", s.Trace.Runner, s.Trace.Corp, s.Trace.Active)
		}
	})
}

func TestTableOwnedTags(t *testing.T) {
	// At a table whose tags are owned, a tag is its giver's team's to use.
	owned := func(seat engine.Seat) *onr.Game {
		tb := teamTable(3)
		tb.OwnedTags = true
		g := arrangedAt(t, tb, seat)
		g.State().Players[seat].Actions = 3
		return g
	}
	t.Run("a trace's tag is owned by the Corp that traced", func(t *testing.T) {
		g := owned(0)
		s := g.State()
		c, _ := g.NewCardFor("Blood Cat", 0)
		g.InstallCorp(c, onr.NewFort, true)
		g.Reprompt()
		choose(t, g, 0, "use Blood Cat: Trace 5: give the Runner a tag on R1")
		for s.Trace.Active || s.Players[3].Tags == 0 {
			d := g.Pending()[0]
			if d.Kind == engine.Number {
				n := d.Max
				if d.Seat == 3 {
					n = d.Min
				}
				apply(t, g, engine.Choice{Decision: d.ID, Seat: d.Seat, Number: n})
				continue
			}
			choose(t, g, d.Seat, g.Describe(d, 0))
		}
		if got := s.Players[3].TagsBy; len(got) != 6 || got[0] != 1 || s.Players[3].Tags != 1 {
			t.Fatalf("R1's tags by owner %v (total %d), want one of C0's", got, s.Players[3].Tags)
		}
	})
	t.Run("only the owner's team may use a tag", func(t *testing.T) {
		g := owned(0)
		s := g.State()
		s.Players[3].Tags, s.Players[3].TagsBy = 1, []int32{0, 0, 0, 0, 1, 0} // C2's tag on R1
		s.Players[5].Tags, s.Players[5].TagsBy = 1, []int32{0, 1, 0, 0, 0, 0} // R0's tag on R2
		give(t, g, 0, "Scorched Earth")
		give(t, g, 3, "Score!")
		give(t, g, 5, "Score!")
		g.Reprompt()
		opts := options(g, 0)
		if !slices.Contains(opts, "play Scorched Earth on R2") || slices.Contains(opts, "play Scorched Earth on R1") {
			t.Fatalf("C0 (team of R0, who owns R2's tag) is offered %q", opts)
		}
	})
	t.Run("a Runner removes whose tag he chooses", func(t *testing.T) {
		g := owned(3)
		s := g.State()
		s.Players[3].Actions = 4
		s.Players[3].Tags, s.Players[3].TagsBy = 2, []int32{1, 0, 0, 0, 1, 0}
		g.Reprompt()
		opts := options(g, 3)
		if !slices.Contains(opts, "remove-tag of C0") || !slices.Contains(opts, "remove-tag of C2") {
			t.Fatalf("R1 is offered %q", opts)
		}
		choose(t, g, 3, "remove-tag of C2")
		if got := s.Players[3].TagsBy; got[0] != 1 || got[4] != 0 || s.Players[3].Tags != 1 {
			t.Fatalf("after removing C2's tag R1 has %v (total %d)", got, s.Players[3].Tags)
		}
	})
}
