package web_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
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
