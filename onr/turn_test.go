package onr_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// The tests of this file take the basic "gain" action, which changes
// nothing but bits, to move through turns (onrtest's TakeGains).

// ttTitles returns the titles of cards.
func ttTitles(g *onr.Game, cards []int32) []string {
	out := make([]string, len(cards))
	for i, c := range cards {
		out[i] = g.Title(c)
	}
	return out
}

func TestRulesSetup(t *testing.T) {
	g, err := onr.New(engine.Setup{Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	s := g.State()
	corpDeck, _ := onr.DeckText(onr.DefaultCorpDeck)
	corpList, err := onr.ParseDeck("c", corpDeck, onr.Corp, onr.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	runnerDeck, _ := onr.DeckText(onr.DefaultRunnerDeck)
	runnerList, err := onr.ParseDeck("r", runnerDeck, onr.Runner, onr.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	checks := []struct {
		name string
		ok   bool
		got  any
	}{
		{"ONR-4.1 each player starts with 5 bits", s.Players[corpSeat].Bits == 5 && s.Players[runnerSeat].Bits == 5, []int32{s.Players[corpSeat].Bits, s.Players[runnerSeat].Bits}},
		{"ONR-4.2 the Runner draws 5 cards", len(s.Players[runnerSeat].Hand) == 5 && len(s.Players[runnerSeat].Deck) == len(runnerList)-5, []int{len(s.Players[runnerSeat].Hand), len(s.Players[runnerSeat].Deck)}},
		{"ONR-4.2 ONR-5.1.2 the Corp draws 5 cards, then makes its first mandatory draw", len(s.Players[corpSeat].Hand) == 6 && len(s.Players[corpSeat].Deck) == len(corpList)-6, []int{len(s.Players[corpSeat].Hand), len(s.Players[corpSeat].Deck)}},
		{"ONR-4.2 the maximum hand size is 5 for both", g.HandSize(onr.Corp) == 5 && g.HandSize(onr.Runner) == 5, []int32{g.HandSize(onr.Corp), g.HandSize(onr.Runner)}},
		{"ONR-4.3 the Runner has 4 MU, none used", func() bool { a, u := g.MU(); return a == 4 && u == 0 }(), nil},
		{"ONR-4.4 only the three central forts exist and the Archives is empty", len(s.Forts) == 3 && len(s.Players[corpSeat].Discard) == 0, len(s.Forts)},
		{"ONR-4.5 the Corp takes the first turn with 3 actions", s.Active == corpSeat && s.Turn == 1 && s.Players[corpSeat].Actions == 3, []int32{s.Turn, s.Players[corpSeat].Actions}},
		{"ONR-4.5 only the Corp has a decision", len(g.Pending()) == 1 && g.Pending()[0].Seat == corpSeat, g.Pending()},
		{"ONR-4 the new game keeps the invariants", g.Check() == nil, g.Check()},
	}
	for _, c := range checks {
		t.Run(c.name, func(t *testing.T) {
			if !c.ok {
				t.Fatalf("got %v", c.got)
			}
		})
	}

	deal := func(seed uint64) []string {
		g, err := onr.New(engine.Setup{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		s := g.State()
		var out []string
		for _, z := range [][]int32{s.Players[corpSeat].Hand, s.Players[corpSeat].Deck, s.Players[runnerSeat].Hand, s.Players[runnerSeat].Deck} {
			out = append(out, strings.Join(ttTitles(g, z), "|"))
		}
		return out
	}
	t.Run("ONR-4.2 the same seed deals the same hands and decks", func(t *testing.T) {
		if a, b := deal(7), deal(7); !slices.Equal(a, b) {
			t.Fatalf("seed 7 dealt\n%q\nand\n%q", a, b)
		}
	})
	t.Run("ONR-4.2 another seed shuffles differently", func(t *testing.T) {
		a, b := deal(7), deal(8)
		if a[0] == b[0] && a[2] == b[2] {
			t.Fatalf("seeds 7 and 8 dealt the same hands %q", a)
		}
		if a[1] == b[1] || a[3] == b[3] {
			t.Fatalf("seeds 7 and 8 gave the same deck order")
		}
	})
}

func TestRulesTurnSequence(t *testing.T) {
	t.Run("ONR-5.1.3 ONR-5.2.3 the Corp has 3 actions and the Runner 4", func(t *testing.T) {
		x := onrtest.New(t, 1)
		x.Deck(onr.Corp, "Data Wall", "Data Wall")
		x.Ready()
		if n := x.TakeGains(onr.Corp); n != 3 {
			t.Fatalf("Corp took %d actions", n)
		}
		if n := x.TakeGains(onr.Runner); n != 4 {
			t.Fatalf("Runner took %d actions", n)
		}
		if x.S.Active != x.Seat(onr.Corp) || x.Corp().Actions != 3 || x.S.Turn != 3 {
			t.Fatalf("after two turns: active %s, turn %d, Corp actions %d", x.S.Players[x.S.Active].Role, x.S.Turn, x.Corp().Actions)
		}
	})

	t.Run("ONR-5.1.2 R050 the mandatory draw happens at turn start and is not an action", func(t *testing.T) {
		x := onrtest.New(t, 1)
		top := x.Deck(onr.Corp, "Data Wall", "Quandary")
		x.Ready()
		x.TakeGains(onr.Corp)
		x.TakeGains(onr.Runner)
		if !slices.Equal(x.Corp().Hand, top[:1]) || !slices.Equal(x.Corp().Deck, top[1:]) {
			t.Fatalf("HQ %q R&D %q, want the top card of R&D drawn", ttTitles(x.G, x.Corp().Hand), ttTitles(x.G, x.Corp().Deck))
		}
		if x.Corp().Actions != 3 {
			t.Fatalf("the draw cost an action: %d left", x.Corp().Actions)
		}
	})

	t.Run("ONR-5.1.2 R050 the Corp draws even when it forgoes every action", func(t *testing.T) {
		x := onrtest.New(t, 1)
		top := x.Deck(onr.Corp, "Data Wall", "Quandary")
		x.Ready()
		x.TakeGains(onr.Corp)
		x.Corp().Forgo = 3
		bits := x.Corp().Bits
		x.TakeGains(onr.Runner)
		if x.S.Active != x.Seat(onr.Runner) || x.S.Turn != 4 {
			t.Fatalf("the Corp's turn did not pass: active %s turn %d; %s", x.S.Players[x.S.Active].Role, x.S.Turn, x.Describe())
		}
		if !slices.Equal(x.Corp().Hand, top[:1]) || x.Corp().Bits != bits || x.Corp().Forgo != 0 {
			t.Fatalf("HQ %q bits %d forgo %d", ttTitles(x.G, x.Corp().Hand), x.Corp().Bits, x.Corp().Forgo)
		}
	})

	t.Run("ONR-5.1.2 ONR-17.2 a Corp that must draw from an empty R&D loses", func(t *testing.T) {
		x := onrtest.New(t, 1)
		x.EmptyDeck(onr.Corp)
		x.Ready()
		x.TakeGains(onr.Corp)
		x.TakeGains(onr.Runner)
		r, over := x.G.Result()
		if !over || x.Winner() != onr.Runner || r.Reason != "empty R&D" {
			t.Fatalf("over=%v winner %s reason %q", over, x.Winner(), r.Reason)
		}
		if len(x.G.Pending()) != 0 {
			t.Fatalf("decisions pending after the game ended")
		}
	})

	for _, tc := range []struct {
		name string
		rd   []string
		want bool
	}{
		{"ONR-6.1.1 OPEN 6 the draw action is offered while R&D holds a card", []string{"Data Wall"}, true},
		{"ONR-6.1.1 OPEN 6 the draw action is not offered on an empty R&D", nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := onrtest.New(t, 1)
			x.Deck(onr.Corp, tc.rd...)
			x.Ready()
			if got := x.Offered(onr.Corp, "draw"); got != tc.want {
				t.Fatalf("draw offered = %v; options %q", got, x.Options(onr.Corp))
			}
		})
	}

	t.Run("ONR-2.3.2 ONR-17.5 the Runner drawing from an empty stack does not lose", func(t *testing.T) {
		x := onrtest.New(t, 1)
		x.Deck(onr.Corp, "Data Wall")
		x.EmptyDeck(onr.Runner)
		x.Ready()
		x.ToRunnerTurn()
		x.Do(onr.Runner, "draw")
		if x.S.Over || len(x.Runner().Hand) != 0 || x.Runner().Actions != 3 {
			t.Fatalf("over=%v hand %d actions %d", x.S.Over, len(x.Runner().Hand), x.Runner().Actions)
		}
	})
}

func TestRulesEndOfTurnDiscard(t *testing.T) {
	t.Run("ONR-5.1.5 ONR-2.2.3 the Corp discards to 5, choosing, and discards go to the Archives face down", func(t *testing.T) {
		x := onrtest.New(t, 1)
		x.Deck(onr.Corp, "Data Wall")
		hq := x.Hand(onr.Corp, "Hostile Takeover", "Wall of Static", "Quandary", "Laser Wire", "Banpei", "Day Shift", "Hunter")
		x.Ready()
		for i := 0; i < 3; i++ {
			x.Do(onr.Corp, "gain")
			x.PassAll()
		}
		d := x.Decision(onr.Corp)
		if d.Rule != "ONR-5.1.5" || len(d.Options) != 7 {
			t.Fatalf("discard decision %q (%s) offers %q, want one option per card in HQ", d.Prompt, d.Rule, x.Options(onr.Corp))
		}
		x.Do(onr.Corp, "discard Quandary")
		x.Do(onr.Corp, "discard Day Shift")
		want := []int32{hq[2], hq[5]}
		if !slices.Equal(x.Corp().Discard, want) {
			t.Fatalf("Archives %q, want the chosen Quandary and Day Shift", ttTitles(x.G, x.Corp().Discard))
		}
		for _, c := range want {
			if x.S.Cards[c].FaceUp {
				t.Fatalf("%s discarded face up", x.G.Title(c))
			}
		}
		if len(x.Corp().Hand) != 5 || x.S.Active != x.Seat(onr.Runner) {
			t.Fatalf("HQ %d cards, active %s", len(x.Corp().Hand), x.S.Players[x.S.Active].Role)
		}
	})

	t.Run("ONR-5.2.4 the Runner discards to 5, choosing, into his trash", func(t *testing.T) {
		x := onrtest.New(t, 1)
		x.Deck(onr.Corp, "Data Wall")
		hand := x.Hand(onr.Runner, "Score!", "Dwarf", "Krash", "Imp", "Raptor", "Grubb")
		x.Ready()
		x.ToRunnerTurn()
		x.TakeGains(onr.Runner)
		if d := x.Decision(onr.Runner); len(d.Options) != 6 {
			t.Fatalf("discard offers %q", x.Options(onr.Runner))
		}
		x.Do(onr.Runner, "discard Imp")
		if !slices.Equal(x.Runner().Discard, hand[3:4]) || len(x.Runner().Hand) != 5 {
			t.Fatalf("trash %q hand %d", ttTitles(x.G, x.Runner().Discard), len(x.Runner().Hand))
		}
	})

	t.Run("ONR-5.1.5 a hand at its maximum size is not discarded", func(t *testing.T) {
		x := onrtest.New(t, 1)
		x.Deck(onr.Corp, "Data Wall")
		x.Hand(onr.Corp, "Hostile Takeover", "Wall of Static", "Quandary", "Laser Wire", "Banpei")
		x.Ready()
		x.ToRunnerTurn()
		if len(x.Corp().Hand) != 5 || len(x.Corp().Discard) != 0 {
			t.Fatalf("HQ %d Archives %d", len(x.Corp().Hand), len(x.Corp().Discard))
		}
	})

	t.Run("ONR-14.7 a rezzed Rustbelt HQ Branch lets the Corp keep 7 cards", func(t *testing.T) {
		x := onrtest.New(t, 1)
		x.Deck(onr.Corp, "Data Wall")
		x.Install(onr.NewFort, "Rustbelt HQ Branch", true)
		x.Hand(onr.Corp, "Hostile Takeover", "Wall of Static", "Quandary", "Laser Wire", "Banpei", "Day Shift", "Hunter")
		x.Ready()
		x.ToRunnerTurn()
		if len(x.Corp().Hand) != 7 {
			t.Fatalf("HQ %d", len(x.Corp().Hand))
		}
	})
}

func TestRulesHandSize(t *testing.T) {
	cases := []struct {
		name    string
		arrange func(x *onrtest.Table)
		side    onr.Role
		want    int32
	}{
		{"ONR-4.2 base hand size of the Corp is 5", func(x *onrtest.Table) {}, onr.Corp, 5},
		{"ONR-4.2 base hand size of the Runner is 5", func(x *onrtest.Table) {}, onr.Runner, 5},
		{"ONR-14.7 rezzed Rustbelt HQ Branch gives the Corp +2", func(x *onrtest.Table) { x.Install(onr.NewFort, "Rustbelt HQ Branch", true) }, onr.Corp, 7},
		{"ONR-14.7 unrezzed Rustbelt HQ Branch does nothing", func(x *onrtest.Table) { x.Install(onr.NewFort, "Rustbelt HQ Branch", false) }, onr.Corp, 5},
		{"ONR-14.7 installed MRAM Chip gives the Runner +2", func(x *onrtest.Table) { x.Rig("MRAM Chip") }, onr.Runner, 7},
		{"ONR-14.7 MRAM Chip in hand does nothing", func(x *onrtest.Table) { x.Hand(onr.Runner, "MRAM Chip") }, onr.Runner, 5},
		{"ONR-10.5 ONR-14.7 scored Main-Office Relocation gives the Corp +2", func(x *onrtest.Table) {
			x.G.Put(x.Card("Main-Office Relocation"), onr.ZoneScored, false)
		}, onr.Corp, 7},
		{"ONR-10.5 installed, unscored Main-Office Relocation does nothing", func(x *onrtest.Table) { x.Install(onr.NewFort, "Main-Office Relocation", false) }, onr.Corp, 5},
		{"ONR-14.7 MRAM Chip does not change the Corp's hand size", func(x *onrtest.Table) { x.Rig("MRAM Chip") }, onr.Corp, 5},
		{"ONR-14.2 each brain damage lowers the Runner's hand size by 1", func(x *onrtest.Table) { x.Runner().Brain = 2 }, onr.Runner, 3},
		{"ONR-14.2 ONR-14.7 brain damage and MRAM Chip add up", func(x *onrtest.Table) { x.Runner().Brain = 6; x.Rig("MRAM Chip") }, onr.Runner, 1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			x := onrtest.New(t, 1)
			tc.arrange(x)
			x.Ready()
			if got := x.G.HandSize(tc.side); got != tc.want {
				t.Fatalf("%s hand size %d, want %d", tc.side, got, tc.want)
			}
		})
	}
}

func TestRulesBasicActions(t *testing.T) {
	t.Run("ONR-6.1.2 the Corp gains 1 bit for an action", func(t *testing.T) {
		x := onrtest.New(t, 1)
		x.Ready()
		x.Do(onr.Corp, "gain")
		if x.Corp().Bits != 6 || x.Corp().Actions != 2 {
			t.Fatalf("bits %d actions %d", x.Corp().Bits, x.Corp().Actions)
		}
	})
	t.Run("ONR-6.2.2 the Runner gains 1 bit for an action", func(t *testing.T) {
		x := onrtest.New(t, 1)
		x.Deck(onr.Corp, "Data Wall")
		x.Ready()
		x.ToRunnerTurn()
		x.Do(onr.Runner, "gain")
		if x.Runner().Bits != 6 || x.Runner().Actions != 3 {
			t.Fatalf("bits %d actions %d", x.Runner().Bits, x.Runner().Actions)
		}
	})
	t.Run("ONR-6.1.1 the Corp draws the top card of R&D for an action", func(t *testing.T) {
		x := onrtest.New(t, 1)
		rd := x.Deck(onr.Corp, "Quandary", "Data Wall")
		x.Ready()
		x.Do(onr.Corp, "draw")
		if !slices.Equal(x.Corp().Hand, rd[:1]) || x.Corp().Actions != 2 {
			t.Fatalf("HQ %q actions %d", ttTitles(x.G, x.Corp().Hand), x.Corp().Actions)
		}
	})
	t.Run("ONR-6.2.1 the Runner draws the top card of his stack for an action", func(t *testing.T) {
		x := onrtest.New(t, 1)
		x.Deck(onr.Corp, "Data Wall")
		st := x.Deck(onr.Runner, "Krash", "Score!")
		x.Ready()
		x.ToRunnerTurn()
		x.Do(onr.Runner, "draw")
		if !slices.Equal(x.Runner().Hand, st[:1]) || x.Runner().Actions != 3 {
			t.Fatalf("hand %q actions %d", ttTitles(x.G, x.Runner().Hand), x.Runner().Actions)
		}
	})

	for _, tc := range []struct {
		name    string
		tags    int32
		bits    int32
		offered bool
	}{
		{"ONR-6.2.6 remove-tag is not offered to an untagged Runner", 0, 5, false},
		{"ONR-6.2.6 remove-tag is not offered with fewer than 2 bits", 1, 1, false},
		{"ONR-6.2.6 a tagged Runner with 2 bits may remove a tag for 2 bits", 2, 2, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := onrtest.New(t, 1)
			x.Deck(onr.Corp, "Data Wall")
			x.Ready()
			x.ToRunnerTurn()
			x.Runner().Tags, x.Runner().Bits = tc.tags, tc.bits
			x.Ready()
			if got := x.Offered(onr.Runner, "remove-tag"); got != tc.offered {
				t.Fatalf("remove-tag offered = %v; options %q", got, x.Options(onr.Runner))
			}
			if !tc.offered {
				return
			}
			x.Do(onr.Runner, "remove-tag")
			if x.Runner().Tags != tc.tags-1 || x.Runner().Bits != tc.bits-2 || x.Runner().Actions != 3 {
				t.Fatalf("tags %d bits %d actions %d", x.Runner().Tags, x.Runner().Bits, x.Runner().Actions)
			}
		})
	}

	for _, tc := range []struct {
		name    string
		tags    int32
		bits    int32
		offered bool
	}{
		{"ONR-6.1.6 the Corp cannot trash a resource while the Runner is untagged", 0, 5, false},
		{"ONR-6.1.6 the Corp cannot trash a resource with fewer than 2 bits", 1, 1, false},
		{"ONR-6.1.6 the Corp trashes a resource for 2 bits while the Runner is tagged", 1, 2, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := onrtest.New(t, 1)
			rig := x.Rig("Floating Runner BBS", "MRAM Chip")
			x.Runner().Tags, x.Corp().Bits = tc.tags, tc.bits
			x.Ready()
			if x.Offered(onr.Corp, "trash-resource MRAM Chip") {
				t.Fatalf("hardware offered as a resource: %q", x.Options(onr.Corp))
			}
			if got := x.Offered(onr.Corp, "trash-resource Floating Runner BBS"); got != tc.offered {
				t.Fatalf("trash-resource offered = %v; options %q", got, x.Options(onr.Corp))
			}
			if !tc.offered {
				return
			}
			x.Do(onr.Corp, "trash-resource Floating Runner BBS")
			if !slices.Equal(x.Runner().Discard, rig[:1]) || x.Corp().Bits != tc.bits-2 || x.Corp().Actions != 2 {
				t.Fatalf("trash %q bits %d actions %d", ttTitles(x.G, x.Runner().Discard), x.Corp().Bits, x.Corp().Actions)
			}
		})
	}

	t.Run("ONR-6.1.7 ESA Contract: one action draws two cards", func(t *testing.T) {
		x := onrtest.New(t, 1)
		rd := x.Deck(onr.Corp, "Quandary", "Data Wall", "Banpei")
		x.Install(onr.NewFort, "ESA Contract", true)
		x.Ready()
		x.Do(onr.Corp, "use ESA Contract: Draw two cards")
		if !slices.Equal(x.Corp().Hand, rd[:2]) || x.Corp().Actions != 2 {
			t.Fatalf("HQ %q actions %d", ttTitles(x.G, x.Corp().Hand), x.Corp().Actions)
		}
	})
	t.Run("ONR-6.3.1 an unrezzed ESA Contract cannot be used", func(t *testing.T) {
		x := onrtest.New(t, 1)
		x.Deck(onr.Corp, "Quandary", "Data Wall")
		x.Install(onr.NewFort, "ESA Contract", false)
		x.Ready()
		if x.Offered(onr.Corp, "use ESA Contract: Draw two cards") {
			t.Fatalf("offered: %q", x.Options(onr.Corp))
		}
	})
	t.Run("ONR-6.3.2 R172 South African Mining Corp spends three actions of the turn for 6 bits", func(t *testing.T) {
		x := onrtest.New(t, 1)
		x.Deck(onr.Corp, "Data Wall")
		x.Install(onr.NewFort, "South African Mining Corp", true)
		x.Ready()
		x.Do(onr.Corp, "use South African Mining Corp: Gain 6 bits")
		x.PassAll()
		if x.Corp().Bits != 11 || x.Corp().Actions != 0 || x.S.Active != x.Seat(onr.Runner) {
			t.Fatalf("bits %d actions %d active %s", x.Corp().Bits, x.Corp().Actions, x.S.Players[x.S.Active].Role)
		}
	})
	t.Run("ONR-6.3.2 R061 R172 South African Mining Corp cannot borrow actions from the next turn", func(t *testing.T) {
		x := onrtest.New(t, 1)
		x.Deck(onr.Corp, "Data Wall")
		x.Install(onr.NewFort, "South African Mining Corp", true)
		x.Ready()
		x.Do(onr.Corp, "gain")
		x.PassAll()
		if x.Offered(onr.Corp, "use South African Mining Corp: Gain 6 bits") {
			t.Fatalf("offered with %d actions left", x.Corp().Actions)
		}
	})

	for _, tc := range []struct {
		name     string
		forgo    int32
		thisTurn int // actions the Corp takes in the turn after the penalty
		nextTurn int // and in the turn after that
	}{
		{"ONR-6.5.1 forgone actions are lost", 2, 1, 3},
		{"ONR-6.5.1 ONR-6.5.2 actions forgone beyond the turn are forgone next turn", 5, 0, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := onrtest.New(t, 1)
			x.Deck(onr.Corp, "Data Wall", "Data Wall", "Data Wall")
			x.Ready()
			x.ToRunnerTurn()
			x.Corp().Forgo = tc.forgo
			x.TakeGains(onr.Runner)
			bits := x.Corp().Bits
			if n := x.TakeGains(onr.Corp); n != tc.thisTurn {
				t.Fatalf("Corp took %d actions, want %d", n, tc.thisTurn)
			}
			if x.Corp().Bits != bits+int32(tc.thisTurn) {
				t.Fatalf("bits %d→%d: forgone actions gave something", bits, x.Corp().Bits)
			}
			x.TakeGains(onr.Runner)
			if n := x.TakeGains(onr.Corp); n != tc.nextTurn {
				t.Fatalf("Corp took %d actions the turn after, want %d", n, tc.nextTurn)
			}
			if x.Corp().Forgo != 0 {
				t.Fatalf("forgo %d left", x.Corp().Forgo)
			}
		})
	}
}

func TestRulesPlayingOperationsAndPreps(t *testing.T) {
	t.Run("ONR-7.1 an operation's cost is paid and it goes to the Archives face up", func(t *testing.T) {
		x := onrtest.New(t, 1)
		op := x.Hand(onr.Corp, "Accounts Receivable")
		x.Ready()
		x.Do(onr.Corp, "play Accounts Receivable")
		if x.Corp().Bits != 9 || x.Corp().Actions != 2 { // 5, -5 to play, +9
			t.Fatalf("bits %d actions %d", x.Corp().Bits, x.Corp().Actions)
		}
		if !slices.Equal(x.Corp().Discard, op) || !x.S.Cards[op[0]].FaceUp {
			t.Fatalf("Archives %q face up %v", ttTitles(x.G, x.Corp().Discard), x.S.Cards[op[0]].FaceUp)
		}
	})
	t.Run("ONR-7.2 ONR-18.1.2 an operation whose cost cannot be paid is not offered", func(t *testing.T) {
		x := onrtest.New(t, 1)
		x.Hand(onr.Corp, "Accounts Receivable")
		x.Corp().Bits = 4
		x.Ready()
		if x.Offered(onr.Corp, "play Accounts Receivable") {
			t.Fatalf("offered with 4 bits")
		}
	})
	t.Run("ONR-7.1 the operation is in the Archives while its effect resolves", func(t *testing.T) {
		x := onrtest.New(t, 1)
		op := x.Hand(onr.Corp, "Chance Observation")[0]
		x.Runner().Hist.Runs, x.Runner().Hist.RunsOn = 1, []int32{1, 0}
		x.Ready()
		x.Do(onr.Corp, "play Chance Observation")
		if !x.S.Trace.Active {
			t.Fatalf("no trace: %s", x.Describe())
		}
		if k := x.S.Cards[op]; k.Zone != onr.ZoneDiscard || !k.FaceUp || x.Corp().Bits != 3 {
			t.Fatalf("during the trace the card is in %s (face up %v), bits %d", k.Zone, k.FaceUp, x.Corp().Bits)
		}
	})
	t.Run("ONR-7.1 ONR-7.4 a prep is in the trash while the run it makes goes on", func(t *testing.T) {
		x := onrtest.New(t, 1)
		x.Deck(onr.Corp, "Data Wall")
		p := x.Hand(onr.Runner, "Inside Job")[0]
		x.Ready()
		x.ToRunnerTurn()
		x.Do(onr.Runner, "play Inside Job on HQ")
		if !x.S.Run.Active || x.S.Cards[p].Zone != onr.ZoneDiscard || x.Runner().Actions != 3 {
			t.Fatalf("run active %v, Inside Job in %s, actions %d", x.S.Run.Active, x.S.Cards[p].Zone, x.Runner().Actions)
		}
	})

	for _, tc := range []struct {
		name    string
		tags    int32
		bits    int32
		offered bool
	}{
		{"ONR-7.2 Scorched Earth cannot be played while the Runner is untagged", 0, 5, false},
		{"ONR-7.2 Scorched Earth can be played while the Runner is tagged", 1, 5, true},
		{"ONR-7.2 Scorched Earth needs its cost too", 1, 2, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := onrtest.New(t, 1)
			x.Hand(onr.Corp, "Scorched Earth")
			x.Runner().Tags, x.Corp().Bits = tc.tags, tc.bits
			x.Ready()
			if got := x.Offered(onr.Corp, "play Scorched Earth"); got != tc.offered {
				t.Fatalf("offered = %v; options %q", got, x.Options(onr.Corp))
			}
		})
	}

	for _, tc := range []struct {
		name string
		ran  bool
	}{
		{"ONR-7.2 Chance Observation can be played after a Runner turn with a run", true},
		{"ONR-7.2 Chance Observation cannot be played after a Runner turn without a run", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := onrtest.New(t, 1)
			x.Deck(onr.Corp, "Data Wall", "Data Wall")
			x.Hand(onr.Corp, "Chance Observation")
			x.Ready()
			if x.Offered(onr.Corp, "play Chance Observation") {
				t.Fatalf("offered before the Runner ever ran")
			}
			x.ToRunnerTurn()
			if tc.ran {
				x.Do(onr.Runner, "run on the Archives")
				x.Do(onr.Runner, "jack-out")
				x.PassAll()
			}
			x.TakeGains(onr.Runner)
			if x.S.Active != x.Seat(onr.Corp) {
				t.Fatalf("not the Corp's turn: %s", x.Describe())
			}
			if got := x.Offered(onr.Corp, "play Chance Observation"); got != tc.ran {
				t.Fatalf("offered = %v; options %q", got, x.Options(onr.Corp))
			}
		})
	}
}

func TestRulesAdvancingAndScoring(t *testing.T) {
	// agenda arranges a Corp board with one agenda in a new fort.
	agenda := func(t *testing.T, title string, adv int32) (*onrtest.Table, int32, int32) {
		x := onrtest.New(t, 1)
		x.Deck(onr.Corp, "Data Wall", "Data Wall")
		c, f := x.Install(onr.NewFort, title, false)
		x.S.Cards[c].Adv = adv
		return x, c, f
	}

	t.Run("ONR-6.1.5 ONR-10.1 advancing costs 1 bit and an action and adds a counter", func(t *testing.T) {
		x, c, _ := agenda(t, "Hostile Takeover", 0)
		x.Ready()
		x.Do(onr.Corp, "advance Hostile Takeover")
		if x.S.Cards[c].Adv != 1 || x.Corp().Bits != 4 || x.Corp().Actions != 2 {
			t.Fatalf("adv %d bits %d actions %d", x.S.Cards[c].Adv, x.Corp().Bits, x.Corp().Actions)
		}
	})
	t.Run("ONR-2.1.4 advancing is not offered without a bit", func(t *testing.T) {
		x, _, _ := agenda(t, "Hostile Takeover", 0)
		x.Corp().Bits = 0
		x.Ready()
		if x.Offered(onr.Corp, "advance Hostile Takeover") {
			t.Fatal("offered with 0 bits")
		}
	})
	t.Run("ONR-10.1 only installed agendas can be advanced", func(t *testing.T) {
		x, _, f := agenda(t, "Hostile Takeover", 0)
		x.Install(onr.NewFort, "ESA Contract", true)
		x.Install(onr.NewFort, "Rustbelt HQ Branch", false)
		x.Ice(f, "Wall of Static", true)
		x.Hand(onr.Corp, "Tycho Extension")
		x.Ready()
		var adv []string
		for _, o := range x.Options(onr.Corp) {
			if strings.HasPrefix(o, "advance") {
				adv = append(adv, o)
			}
		}
		if !slices.Equal(adv, []string{"advance Hostile Takeover"}) {
			t.Fatalf("advance options %q", adv)
		}
	})
	t.Run("ONR-10.3 R070 an agenda may be advanced beyond its difficulty", func(t *testing.T) {
		x, c, _ := agenda(t, "Hostile Takeover", 3)
		x.Ready()
		x.Do(onr.Corp, "advance Hostile Takeover")
		if x.S.Cards[c].Adv != 4 {
			t.Fatalf("adv %d", x.S.Cards[c].Adv)
		}
	})

	t.Run("ONR-10.4 scoring is not an action", func(t *testing.T) {
		x, _, _ := agenda(t, "Hostile Takeover", 3)
		x.Ready()
		for _, o := range x.Options(onr.Corp) {
			if strings.HasPrefix(o, "score") {
				t.Fatalf("score offered as an action: %q", x.Options(onr.Corp))
			}
		}
	})
	for _, tc := range []struct {
		name string
		adv  int32
		want bool
	}{
		{"ONR-10.4 an agenda with counters equal to its difficulty may be scored after the Corp's action", 3, true},
		{"ONR-10.4 an agenda short of its difficulty cannot be scored", 2, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x, _, _ := agenda(t, "Hostile Takeover", tc.adv)
			x.Ready()
			x.Do(onr.Corp, "gain")
			if got := x.Offered(onr.Corp, "score Hostile Takeover"); got != tc.want {
				t.Fatalf("score offered = %v; %s", got, x.Describe())
			}
		})
	}
	t.Run("ONR-10.4 the Corp may wait and score at the start of its next turn, but never in the Runner's turn", func(t *testing.T) {
		x, c, _ := agenda(t, "Hostile Takeover", 3)
		x.Ready()
		for x.S.Active == x.Seat(onr.Corp) {
			x.Do(onr.Corp, "gain")
			x.Do(onr.Corp, "pass") // declines to score
		}
		for x.S.Active == x.Seat(onr.Runner) && !x.S.Over {
			if x.Offered(onr.Corp, "score Hostile Takeover") {
				t.Fatalf("score offered in the Runner's turn: %s", x.Describe())
			}
			switch {
			case x.Offered(onr.Runner, "gain"):
				x.Do(onr.Runner, "gain")
			case x.Offered(onr.Corp, "pass"):
				x.Do(onr.Corp, "pass")
			default:
				t.Fatalf("stuck: %s", x.Describe())
			}
		}
		if x.S.Active != x.Seat(onr.Corp) || x.Corp().Actions != 3 || !x.Offered(onr.Corp, "score Hostile Takeover") {
			t.Fatalf("at the Corp's turn start (actions %d): %s", x.Corp().Actions, x.Describe())
		}
		x.Do(onr.Corp, "score Hostile Takeover")
		if x.S.Cards[c].Zone != onr.ZoneScored || x.Corp().Actions != 3 {
			t.Fatalf("agenda in %s, actions %d", x.S.Cards[c].Zone, x.Corp().Actions)
		}
	})

	t.Run("ONR-10.5 scoring Hostile Takeover gives its point and 5 bits, and the fort collapses", func(t *testing.T) {
		x, c, f := agenda(t, "Hostile Takeover", 3)
		x.Ready()
		x.Do(onr.Corp, "gain")
		x.Do(onr.Corp, "score Hostile Takeover")
		if x.Corp().Points != 1 || x.Corp().Bits != 5+1+5 {
			t.Fatalf("points %d bits %d", x.Corp().Points, x.Corp().Bits)
		}
		if k := x.S.Cards[c]; k.Zone != onr.ZoneScored || k.Adv != 0 || !slices.Equal(x.Corp().Scored, []int32{c}) {
			t.Fatalf("agenda in %s with %d counters", k.Zone, k.Adv)
		}
		if !x.S.Forts[f].Gone {
			t.Fatal("ONR-2.2.4: the empty fort did not collapse")
		}
		x.PassAll()
		for _, o := range x.Options(onr.Corp) {
			if strings.Contains(o, "fort 1") {
				t.Fatalf("the collapsed fort is still offered: %q", o)
			}
		}
	})
	t.Run("ONR-10.5 ONR-9.6 scoring Priority Requisition rezzes an ice at no cost", func(t *testing.T) {
		x, _, _ := agenda(t, "Priority Requisition", 5)
		ice, _ := x.Ice(onr.FortHQ, "Wall of Static", false)
		x.Ready()
		x.Do(onr.Corp, "gain")
		x.Do(onr.Corp, "score Priority Requisition")
		bits := x.Corp().Bits
		x.Do(onr.Corp, "rez Wall of Static")
		if !x.S.Cards[ice].Rezzed || x.Corp().Bits != bits || x.Corp().Points != 3 {
			t.Fatalf("rezzed %v bits %d→%d points %d", x.S.Cards[ice].Rezzed, bits, x.Corp().Bits, x.Corp().Points)
		}
	})
	for _, tc := range []struct {
		name   string
		points int32
		over   bool
	}{
		{"ONR-17.1 reaching 7 agenda points wins", 6, true},
		{"ONR-17.1 6 agenda points do not win", 5, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x, _, _ := agenda(t, "Hostile Takeover", 3)
			x.Corp().Points = tc.points
			x.Ready()
			x.Do(onr.Corp, "gain")
			x.Do(onr.Corp, "score Hostile Takeover")
			r, over := x.G.Result()
			if over != tc.over {
				t.Fatalf("over = %v with %d points", over, x.Corp().Points)
			}
			if over && (x.Winner() != onr.Corp || r.Reason != "agenda points") {
				t.Fatalf("winner %s reason %q", x.Winner(), r.Reason)
			}
		})
	}
}

func TestRulesCheckDetectsCorruptState(t *testing.T) {
	cases := []struct {
		name    string
		corrupt func(x *onrtest.Table, s *onr.State)
		want    string
	}{
		{"a card index listed in two zones", func(x *onrtest.Table, s *onr.State) {
			s.Players[corpSeat].Deck = append(s.Players[corpSeat].Deck, s.Players[corpSeat].Hand[0])
		}, "R&D"},
		{"a card whose zone field disagrees with its list", func(x *onrtest.Table, s *onr.State) {
			s.Cards[s.Players[corpSeat].Hand[0]].Zone = onr.ZoneDeck
		}, "zone"},
		{"a card in no zone at all", func(x *onrtest.Table, s *onr.State) {
			s.Players[corpSeat].Hand = nil
		}, "0 places"},
		{"negative bits", func(x *onrtest.Table, s *onr.State) { s.Players[corpSeat].Bits = -1 }, "negative"},
		{"negative counters on a card", func(x *onrtest.Table, s *onr.State) { s.Cards[s.Players[corpSeat].Hand[0]].Adv = -1 }, "negative counters"},
		{"negative counters on a card removed from the game", func(x *onrtest.Table, s *onr.State) {
			c := s.Players[corpSeat].Hand[0]
			s.Players[corpSeat].Hand = nil
			s.Cards[c].Zone, s.Cards[c].Bits = onr.ZoneRemoved, -2
		}, "negative counters"},
		{"ONR-8.3.1 an agenda installed in a central fort", func(x *onrtest.Table, s *onr.State) {
			c := s.Players[corpSeat].Hand[0]
			s.Players[corpSeat].Hand = nil
			s.Cards[c].Zone, s.Cards[c].Fort = onr.ZoneFort, onr.FortRD
			s.Forts[onr.FortRD].Cards = append(s.Forts[onr.FortRD].Cards, c)
		}, "ONR-8.3.1"},
		{"ONR-2.2.4 an empty subsidiary fort that did not collapse", func(x *onrtest.Table, s *onr.State) {
			s.Forts = append(s.Forts, onr.Fort{})
		}, "ONR-2.2.4"},
		{"ONR-2.2.2 a collapsed central fort", func(x *onrtest.Table, s *onr.State) {
			s.Forts[onr.FortArchives].Gone = true
		}, "ONR-2.2.2"},
		{"no pending decision in a game not over", func(x *onrtest.Table, s *onr.State) { s.Pending = nil }, "pending"},
	}
	for _, tc := range cases {
		t.Run("invariant: "+tc.name, func(t *testing.T) {
			x := onrtest.New(t, 1)
			x.Hand(onr.Corp, "Hostile Takeover")
			x.Ready()
			if err := x.G.Check(); err != nil {
				t.Fatalf("clean state fails: %v", err)
			}
			tc.corrupt(x, x.S)
			err := x.G.Check()
			if err == nil {
				t.Fatal("Check accepted the corrupt state")
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Check said %q, want it to mention %q", err, tc.want)
			}
		})
	}
}
