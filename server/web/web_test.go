package web_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
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
