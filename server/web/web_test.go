package web_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/enginetest"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
	"github.com/datafort/datafort/server/web"
)

// TestBoardShowsHeldCards: cards held face up on a card in play (Microtech
// Backup Drive, R403) are drawn on every seat's board and a spectator's.
func TestBoardShowsHeldCards(t *testing.T) {
	x := onrtest.New(t, 1)
	drive := x.Rig("Microtech Backup Drive", "Dwarf")
	x.Ready()
	x.G.Hold(drive[1], drive[0])
	for _, seat := range []engine.Seat{x.Seat(onr.Corp), x.Seat(onr.Runner), engine.NoSeat} {
		board := string(web.Render(x.G, seat, nil, []string{"Corp", "Runner"}, nil, false).Board)
		i := strings.Index(board, "Held on cards")
		if i < 0 || !strings.Contains(board[i:], "Dwarf") {
			t.Errorf("seat %d: the board does not show Dwarf held on the Drive", seat)
		}
	}
}

// TestBoardShowsTheEncounter: while the Runner encounters Banpei (a
// sentry, strength 0, two subroutines), every seat's board and a
// spectator's show its subroutines, a broken one marked so, and what each
// of the Runner's icebreakers would need: Redecorator, a sentry breaker of
// strength 3 (3 bits: +1 strength; 1 bit a subroutine), and Pile Driver, a
// wall breaker, which does not break it.
func TestBoardShowsTheEncounter(t *testing.T) {
	for _, tc := range []struct {
		name  string
		plus  int32    // strength given to Banpei for the game
		steps []string // the Runner's choices in the encounter
		want  []string
	}{
		{"a broken subroutine is marked broken; a breaker that matches needs only its break cost", 0,
			[]string{"break subroutine 1 with Redecorator"}, []string{
				"Encountering Banpei (strength 0)",
				`<li class="sub broken">Trash a program. <span class="flag">broken</span></li>`,
				`<li class="sub">End the run.</li>`,
				"<b>Redecorator</b> (strength 3): breaking costs 1 bit a subroutine",
				"<b>Pile Driver</b> (strength 7): does not break this ice",
			}},
		{"a breaker weaker than the ice needs the strength it lacks, and says what a raise costs", 5, nil, []string{
			"Encountering Banpei (strength 5)",
			`<li class="sub">Trash a program.</li>`,
			"<b>Redecorator</b> (strength 3): needs +2 strength (3 bits: &#43;1 strength); breaking costs 1 bit a subroutine",
			"<b>Pile Driver</b> (strength 7): does not break this ice",
		}},
	} {
		x := onrtest.New(t, 1)
		ice, _ := x.Ice(onr.FortHQ, "Banpei", true)
		x.Rig("Redecorator", "Pile Driver")
		x.Runner().Bits = 10
		x.S.AddLasting(kernel.Lasting{Mod: onr.ModIceStrength, N: tc.plus, Obj: ice})
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "run on HQ")
		x.PassAll()
		for _, s := range tc.steps {
			x.Do(onr.Runner, s)
			x.PassAll()
		}
		for _, seat := range []engine.Seat{x.Seat(onr.Runner), x.Seat(onr.Corp), engine.NoSeat} {
			t.Run(fmt.Sprintf("%s (seat %d)", tc.name, seat), func(t *testing.T) {
				board := string(web.Render(x.G, seat, nil, []string{"Corp", "Runner"}, nil, false).Board)
				i := strings.Index(board, `<section class="encounter"`)
				if i < 0 {
					t.Fatalf("the board shows no encounter")
				}
				for _, want := range tc.want {
					if !strings.Contains(board, want) {
						t.Errorf("the board lacks %q; its encounter: %.700s", want, board[i:])
					}
				}
			})
		}
	}
}

// TestBoardShowsEachSeatOnlyItsOwnHand: for games that lay out their
// table (ONR, a Big Sell-Out table of 4, the swift game at 4 seats in two
// teams), after 60 random choices, each seat's board marks its own section
// and shows the cards of its own hand only; every other hand, a
// teammate's too, and every hand on a spectator's board, is a count. A
// game that lays out no table (the toy) shows its view as JSON, with its
// status and the decision.
func TestBoardShowsEachSeatOnlyItsOwnHand(t *testing.T) {
	for _, tc := range []struct {
		name  string
		rules engine.Ruleset
		setup engine.Setup
		table bool
	}{
		{"ONR", onr.Rules, engine.Setup{Seed: 4, Decks: make([]string, 2)}, true},
		{"a Big Sell-Out table of 4", bso.Rules, engine.Setup{Seed: 4, Decks: make([]string, 4), Options: map[string]string{"players": "4"}}, true},
		{"the swift game at 4 seats in two teams", enginetest.Swift{}, engine.Setup{Seed: 4, Options: map[string]string{"seats": "4", "teams": "2v2"}}, true},
		{"the toy, which lays out no table", enginetest.Toy{}, engine.Setup{Seed: 4}, false},
	} {
		g, err := tc.rules.New(tc.setup)
		if err != nil {
			t.Fatal(err)
		}
		r := bot.NewRandom(4)
		for range 60 {
			if ds := g.Pending(); len(ds) > 0 {
				if _, err := g.Apply(r.Choose(ds[0])); err != nil {
					t.Fatal(err)
				}
			}
		}
		seats := []engine.Seat{engine.NoSeat}
		for _, si := range g.Seats() {
			seats = append(seats, si.Seat)
		}
		for _, seat := range seats {
			var dec *web.Decision
			for _, d := range g.Pending() {
				if d.Seat == seat {
					x := web.BuildDecision(g, d)
					dec = &x
				}
			}
			parts := web.Render(g, seat, dec, nil, nil, false)
			board := string(parts.Board)
			t.Run(fmt.Sprintf("%s: seat %d", tc.name, seat), func(t *testing.T) {
				if dec != nil && !strings.Contains(string(parts.Decision), `data-decision="`) {
					t.Errorf("the seat's decision is not drawn: %.300s", parts.Decision)
				}
				if !tc.table {
					if !strings.Contains(board, `<pre class="view">`) || strings.Contains(board, `class="player`) {
						t.Errorf("a game without a table: want its view as JSON, got %.300s", board)
					}
					return
				}
				sections := strings.Split(board, `<section class="player `)[1:]
				if len(sections) != len(seats)-1 {
					t.Fatalf("%d player sections for %d seats", len(sections), len(seats)-1)
				}
				for i, sec := range sections {
					mine := engine.Seat(i) == seat
					head := sec[:strings.IndexByte(sec, '"')]
					if strings.HasSuffix(head, " me") != mine {
						t.Errorf("seat %d's section is %q: marked as the viewer's %v, want %v", i, head, !mine, mine)
					}
					j := strings.Index(sec, `<div class="zone hand">`)
					if j < 0 {
						t.Fatalf("seat %d's section has no hand", i)
					}
					hand := sec[j : j+strings.Index(sec[j:], "</div>")]
					// The cards of another's hand the seat knows are listed
					// apart (TestBoardListsTheCardsTheSeatKnows).
					hand, _, _ = strings.Cut(hand, `<div class="knownlist">`)
					counted := strings.Contains(hand, `<span class="count">`) && !strings.Contains(hand, `class="card`)
					if counted == mine {
						t.Errorf("seat %d's hand seen by seat %d: shown as a count %v, want %v: %.300s", i, seat, counted, !mine, hand)
					}
				}
			})
		}
	}
}

// TestBoardDrawsKnownCardsAsFramesAndHiddenOnesBlank: a card the seat may
// know is drawn with its type band and a tip holding its printed card (the
// "face" frame); a card it may not know (unrezzed ice, for the Runner and a
// spectator) has neither, so the page holds nothing of it.
func TestBoardDrawsKnownCardsAsFramesAndHiddenOnesBlank(t *testing.T) {
	x := onrtest.New(t, 1)
	x.Ice(onr.FortHQ, "Banpei", false)
	x.Rig("Dwarf")
	x.Ready()
	tests := []struct {
		name   string
		seat   engine.Seat
		has    []string
		hasnot []string
	}{
		{"the Corp reads its unrezzed ice as a frame", x.Seat(onr.Corp), []string{
			`<span class="cband">Ice: Sentry – Killer</span>`, `<span class="tip" role="tooltip"><span class="frame"><span class="fhead"><b class="ftitle">Banpei</b>`,
			`<span class="fline">↳ Trash a program.</span>`, `<b class="ftitle">Dwarf</b>`}, nil},
		{"the Runner reads its rig and not the Corp's unrezzed ice", x.Seat(onr.Runner), []string{`<b class="ftitle">Dwarf</b>`}, []string{"Banpei", "Sentry"}},
		{"a spectator reads what is public only", engine.NoSeat, []string{`<b class="ftitle">Dwarf</b>`}, []string{"Banpei", "Sentry"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			board := string(web.Render(x.G, tc.seat, nil, []string{"Corp", "Runner"}, nil, false).Board)
			for _, h := range tc.has {
				if !strings.Contains(board, h) {
					t.Errorf("the board lacks %s", h)
				}
			}
			for _, h := range tc.hasnot {
				if strings.Contains(board, h) {
					t.Errorf("the board holds %s", h)
				}
			}
		})
	}
}
