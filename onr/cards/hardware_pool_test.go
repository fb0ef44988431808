package cards_test

import (
	"fmt"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// The hardware of the card pool's third part (issue 26;
// onr/cards/hardware_pool.go).

func TestHardwareThatRebuildsRD(t *testing.T) {
	const use = "use Record Reconstructor: Make a run on the Archives"
	// reconstruct runs the Archives, holding faceUp face-up cards and one
	// face-down one, with two cards in R&D.
	reconstruct := func(t *testing.T, faceUp int) (*onrtest.Table, []int32, int32) {
		t.Helper()
		var up []int32
		var down int32
		x := runnerTurn(t, func(x *onrtest.Table) {
			x.Rig("Record Reconstructor")
			x.Deck(corp, "Data Wall", "Data Wall")
			for range faceUp {
				c := x.Card("Hostile Takeover")
				x.G.Put(c, onr.ZoneDiscard, false)
				x.S.Cards[c].FaceUp = true
				up = append(up, c)
			}
			down = x.Card("Accounts Receivable")
			x.G.Put(down, onr.ZoneDiscard, false)
			x.S.Cards[down].FaceUp = false
		})
		x.Events = nil
		x.Do(runner, use)
		x.PassAll()
		x.Do(runner, "continue")
		x.PassAll()
		return x, up, down
	}
	t.Run("Record Reconstructor: [action]: a run on the Archives that, successful, puts two cards of its face-up pile on R&D instead of accessing", func(t *testing.T) {
		x, up, down := reconstruct(t, 3)
		wantSuccessful(t, x)
		want(t, "the run was on the Archives", x.Logged("Runner runs on the Archives"), true)
		want(t, "cards accessed", len(accessed(x)), 0)
		want(t, "R&D", len(x.Corp().Deck), 4)
		moved := 0
		for _, c := range up {
			if inZone(x, c, onr.ZoneDeck) {
				moved++
				want(t, "face down in R&D", x.S.Cards[c].FaceUp, false)
				want(t, "known to the Runner where it lies", x.G.Visible(c, x.Seat(runner)), false)
			}
		}
		want(t, "face-up cards moved", moved, 2)
		for _, c := range x.Corp().Deck[:2] {
			want(t, "on top of R&D: a face-up card of the Archives", x.G.Title(c), "Hostile Takeover")
		}
		want(t, "the face-down card stays in the Archives", inZone(x, down, onr.ZoneDiscard), true)
		want(t, "Runner actions left", x.Runner().Actions, int32(3))
		want(t, "logged", x.Logged("Record Reconstructor: 2 cards of the face-up Archives shuffled face down onto R&D"), true)
	})
	t.Run("Record Reconstructor: with one face-up card, only that one goes", func(t *testing.T) {
		x, up, _ := reconstruct(t, 1)
		want(t, "R&D", len(x.Corp().Deck), 3)
		want(t, "moved", fmt.Sprint(inZone(x, up[0], onr.ZoneDeck)), "true")
	})
}
