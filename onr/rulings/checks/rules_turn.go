package checks

// Checks of the rules of deck construction (ONR-3), setup (ONR-4), the turn
// sequence (ONR-5) and the basic actions (ONR-6.1, ONR-6.2).

import (
	"fmt"
	"slices"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// ONR-3.2 and ONR-3.3: a Corp deck needs 45 cards and 2 agenda points per 5
// cards (45 cards: 18 points); no rule limits the copies of a title.
func checkONR3_2_CorpDeckSizeAndAgendaPoints(t onrtest.TB) {
	for _, tc := range []struct {
		name          string
		agendas, ice  int
		ok            bool
		errorContains string
	}{
		{"45 cards, 18 agenda points: legal", 18, 27, true, ""},
		{"45 cards, 17 agenda points: refused", 17, 28, false, "18"},
		{"44 cards, 18 agenda points: refused", 18, 26, false, "45"},
	} {
		onrtest.Run(t, tc.name, func(t onrtest.TB) {
			text := fmt.Sprintf("%d Hostile Takeover\n%d Data Wall\n", tc.agendas, tc.ice) // Hostile Takeover: 1 point
			defs, err := onr.ParseDeck("corp.txt", text, onr.Corp, onr.DefaultOptions())
			if tc.ok {
				if err != nil || len(defs) != tc.agendas+tc.ice {
					t.Fatalf("ParseDeck = %d cards, %v; want %d cards, no error", len(defs), err, tc.agendas+tc.ice)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.errorContains) {
				t.Fatalf("ParseDeck error %v; want one naming %s", err, tc.errorContains)
			}
		})
	}
	onrtest.Run(t, "ONR-3.3 a Runner deck of 45 copies of one title is legal", func(t onrtest.TB) {
		defs, err := onr.ParseDeck("runner.txt", "45 Score!\n", onr.Runner, onr.DefaultOptions())
		if err != nil || len(defs) != 45 {
			t.Fatalf("ParseDeck = %d cards, %v; want 45, no error", len(defs), err)
		}
	})
}

// ONR-4.1 to ONR-4.6, ONR-2.3.4: a new game gives each player 5 bits and 5
// cards (the Corp then makes its first mandatory draw) and hand size 5; the
// Runner has 4 MU; the three central forts exist, the Archives empty, and
// no subsidiary fort; the Corp takes the first turn, and no mulligan is
// offered before it.
func checkONR4_Setup(t onrtest.TB) {
	for _, seed := range []uint64{1, 2, 3} {
		onrtest.Run(t, fmt.Sprintf("seed %d", seed), func(t onrtest.TB) {
			g, err := onr.New(engine.Setup{Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			s := g.State()
			corp, runner := g.Player(onr.Corp), g.Player(onr.Runner)
			if corp.Bits != 5 || runner.Bits != 5 {
				t.Errorf("ONR-4.1 bits: Corp %d, Runner %d; want 5 each", corp.Bits, runner.Bits)
			}
			if len(runner.Hand) != 5 || len(corp.Hand) != 6 {
				t.Errorf("ONR-4.2 hands: Corp %d, Runner %d; want 5 each, and the Corp's first draw", len(corp.Hand), len(runner.Hand))
			}
			if g.HandSize(onr.Corp) != 5 || g.HandSize(onr.Runner) != 5 {
				t.Errorf("ONR-4.2 hand sizes %d and %d, want 5", g.HandSize(onr.Corp), g.HandSize(onr.Runner))
			}
			if avail, used := g.MU(); avail != 4 || used != 0 {
				t.Errorf("ONR-4.3 MU %d, %d used; want 4, none used", avail, used)
			}
			centrals := map[onr.Central]bool{}
			for _, f := range s.Forts {
				centrals[f.Central] = true
			}
			if len(s.Forts) != 3 || !centrals[onr.CentralHQ] || !centrals[onr.CentralRD] || !centrals[onr.CentralArchives] || len(corp.Discard) != 0 {
				t.Errorf("ONR-4.4 %d forts %v, Archives %d; want HQ, R&D and the Archives, empty", len(s.Forts), centrals, len(corp.Discard))
			}
			d, ok := engine.DecisionFor(g, g.SeatOf(onr.Corp))
			if s.Active != g.SeatOf(onr.Corp) || !ok || d.Prompt != "Take an action" || corp.Actions != 3 {
				t.Errorf("ONR-4.5 active %s, Corp's decision %q (%v), %d actions; want the Corp's first action of 3", s.Players[s.Active].Role, d.Prompt, ok, corp.Actions)
			}
			if _, ok := engine.DecisionFor(g, g.SeatOf(onr.Runner)); ok {
				t.Errorf("ONR-4.6 the Runner has a decision before the first action: %v", g.Pending())
			}
		})
	}
}

// ONR-1.2, ONR-5.1.1, ONR-5.1.3, ONR-5.2.2, ONR-5.2.3: turns alternate,
// the Corp with 3 actions and a mandatory draw before them, the Runner with
// 4 and no draw; a player cannot end a turn with actions left.
func checkONR5_TurnSequence(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Ready()
	for turn := 0; turn < 4; turn++ {
		side, actions := onr.Corp, int32(3)
		if turn%2 == 1 {
			side, actions = onr.Runner, 4
		}
		p := x.G.Player(side)
		if x.S.Active != x.Seat(side) || p.Actions != actions {
			t.Fatalf("turn %d: active %s with %d actions; want the %s with %d", turn+1, x.S.Players[x.S.Active].Role, p.Actions, side, actions)
		}
		for _, o := range x.Options(side) {
			if o == "pass" || strings.HasPrefix(o, "end") {
				t.Errorf("turn %d: the %s may %q with actions left", turn+1, side, o)
			}
		}
		other := x.G.Player(onr.Runner)
		if side == onr.Runner {
			other = x.Corp()
		}
		hand, deck, otherHand := len(p.Hand), len(p.Deck), len(other.Hand)
		if n := x.TakeGains(side); n != int(actions) {
			t.Errorf("turn %d: the %s took %d actions, want %d", turn+1, side, n, actions)
		}
		x.PassAll()
		// the turn of other has begun: the Corp has drawn, the Runner not
		want := otherHand
		if side == onr.Runner {
			want++
		}
		if len(other.Hand) != want || len(p.Hand) != hand || len(p.Deck) != deck {
			t.Errorf("turn %d: the next player's hand %d (was %d), want %d", turn+1, len(other.Hand), otherHand, want)
		}
	}
}

// ONR-6.1.1, ONR-6.1.2, ONR-6.2.1, ONR-6.2.2, ONR-2.1.1: the basic draw and
// gain actions each cost one action; the draw takes the top card.
func checkONR6_DrawAndGain(t onrtest.TB) {
	for _, side := range []onr.Role{onr.Corp, onr.Runner} {
		onrtest.Run(t, side.String()+" draws the top card for one action", func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			x.Deck(onr.Runner, "Score!", "Jack 'n' Joe")
			x.Ready()
			if side == onr.Runner {
				x.ToRunnerTurn()
			}
			p := x.G.Player(side)
			top, actions, bits := p.Deck[0], p.Actions, p.Bits
			x.Do(side, "draw")
			if p.Actions != actions-1 || len(p.Hand) == 0 || p.Hand[len(p.Hand)-1] != top || slices.Contains(p.Deck, top) || p.Bits != bits {
				t.Errorf("actions %d (was %d), hand %v, top card %d; want the top card drawn for one action", p.Actions, actions, p.Hand, top)
			}
		})
		onrtest.Run(t, side.String()+" gains 1 bit for one action", func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			x.Ready()
			if side == onr.Runner {
				x.ToRunnerTurn()
			}
			p := x.G.Player(side)
			actions, bits, hand := p.Actions, p.Bits, len(p.Hand)
			x.Do(side, "gain")
			if p.Actions != actions-1 || p.Bits != bits+1 || len(p.Hand) != hand {
				t.Errorf("actions %d, bits %d; want %d and %d", p.Actions, p.Bits, actions-1, bits+1)
			}
		})
	}
}

// ONR-6.1.4, ONR-6.2.4: an operation or a prep is played from hand for one
// action and its cost (Accounts Receivable: 5 for 9; Score!: 5 for 9), and
// goes to the discard pile; with less than its cost it is not offered.
func checkONR6_PlayOperationOrPrep(t onrtest.TB) {
	for _, tc := range []struct {
		side  onr.Role
		title string
	}{{onr.Corp, "Accounts Receivable"}, {onr.Runner, "Score!"}} {
		for _, bits := range []int32{4, 5} {
			onrtest.Run(t, fmt.Sprintf("%s plays %s with %d bits", tc.side, tc.title, bits), func(t onrtest.TB) {
				x := tableWithRD(t, 1, 6)
				c := x.Hand(tc.side, tc.title)[0]
				x.Ready()
				if tc.side == onr.Runner {
					x.ToRunnerTurn()
				}
				p := x.G.Player(tc.side)
				p.Bits = bits
				x.Ready()
				opt := "play " + tc.title
				if bits < 5 {
					if x.Offered(tc.side, opt) {
						t.Errorf("%q offered with %d bits", opt, bits)
					}
					return
				}
				actions := p.Actions
				x.Do(tc.side, opt)
				x.PassAll()
				if p.Bits != bits-5+9 || p.Actions != actions-1 || x.S.Cards[c].Zone != onr.ZoneDiscard {
					t.Errorf("bits %d, actions %d, card in %s; want %d, %d, the discard pile", p.Bits, p.Actions, x.S.Cards[c].Zone, bits+4, actions-1)
				}
			})
		}
	}
}

// ONR-6.2.5: the Runner may run on any fort with nothing installed.
func checkONR6_2_5_RunWithNothingInstalled(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Install(onr.NewFort, "ESA Contract", false)
	x.Ready()
	x.ToRunnerTurn()
	for _, fort := range []string{"HQ", "R&D", "the Archives", "fort 1"} {
		if !x.Offered(onr.Runner, "run on "+fort) {
			t.Errorf("no run on %s offered: %q", fort, x.Options(onr.Runner))
		}
	}
	x.Do(onr.Runner, "run on fort 1")
	if !x.S.Run.Active || x.Runner().Actions != 3 {
		t.Errorf("run active %v, %d actions left; want a run for one action", x.S.Run.Active, x.Runner().Actions)
	}
}

// ONR-6.2.6, ONR-13.2: the Runner removes one tag for one action and 2
// bits; with 1 bit he cannot.
func checkONR6_2_6_RemoveATag(t onrtest.TB) {
	for _, bits := range []int32{1, 2} {
		onrtest.Run(t, fmt.Sprintf("with %d bits", bits), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			x.Ready()
			x.ToRunnerTurn()
			x.Runner().Tags, x.Runner().Bits = 2, bits
			x.Ready()
			opt := rgFirst(x, onr.Runner, "remove")
			if bits < 2 {
				if opt != "" {
					t.Errorf("%q offered with %d bits", opt, bits)
				}
				return
			}
			if opt == "" {
				t.Fatalf("no tag removal offered: %q", x.Options(onr.Runner))
			}
			x.Do(onr.Runner, opt)
			if r := x.Runner(); r.Tags != 1 || r.Bits != 0 || r.Actions != 3 {
				t.Errorf("tags %d, bits %d, actions %d; want 1, 0, 3", r.Tags, r.Bits, r.Actions)
			}
		})
	}
}

// ONR-6.1.6, ONR-13.3: while the Runner is tagged, the Corp may trash one
// of his installed resources for one action and 2 bits; untagged, or with 1
// bit, it may not.
func checkONR13_3_TrashAResourceOfATaggedRunner(t onrtest.TB) {
	for _, tc := range []struct {
		tags, bits int32
		ok         bool
	}{{0, 5, false}, {1, 1, false}, {1, 2, true}} {
		onrtest.Run(t, fmt.Sprintf("%d tags, %d bits", tc.tags, tc.bits), func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			res := x.Rig("Floating Runner BBS")[0]
			x.Runner().Tags = tc.tags
			x.Corp().Bits = tc.bits
			x.Ready()
			opt := rgFirst(x, onr.Corp, "trash-resource")
			if !tc.ok {
				if opt != "" {
					t.Errorf("%q offered", opt)
				}
				return
			}
			if opt == "" {
				t.Fatalf("no trash offered: %q", x.Options(onr.Corp))
			}
			x.Do(onr.Corp, opt)
			x.PassAll()
			if x.S.Cards[res].Zone != onr.ZoneDiscard || x.Corp().Bits != 0 || x.Corp().Actions != 2 {
				t.Errorf("resource in %s, Corp bits %d, actions %d; want trashed for 2 bits and an action", x.S.Cards[res].Zone, x.Corp().Bits, x.Corp().Actions)
			}
		})
	}
}
