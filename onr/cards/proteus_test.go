package cards_test

import (
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Cards added for the rules they exercise: hardware trashing and
// unpreventable damage (Homewrecker™), Bad Publicity (Charity Takeover,
// Faked Hit; ONR-16.3).
func TestBadPublicityAndFirestarters(t *testing.T) {
	t.Run("Homewrecker™: trace 5 ends the run, trashes hardware and does 2 unpreventable meat damage", func(t *testing.T) {
		x := onrtest.New(t, 3)
		x.Ice(onr.FortHQ, "Homewrecker™", true)
		x.Rig("\"Green Knight\" Surge Buffers", "MRAM Chip")
		x.Hand(onr.Runner, "Score!", "Score!", "Score!")
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "run on HQ").PassAll()
		x.Number(onr.Corp, 5)
		x.Do(onr.Corp, "trash MRAM Chip")
		if x.S.Run.Active || len(x.Runner().Hand) != 1 || len(x.Runner().Rig) != 1 {
			t.Fatalf("run active %v, hand %d (want 1), rig %d (want 1)", x.S.Run.Active, len(x.Runner().Hand), len(x.Runner().Rig))
		}
		if x.Corp().Bits != 3 { // 5 + 3 gains in its turn - 5 bid
			t.Fatalf("Corp bits %d, want 3 after bidding 5", x.Corp().Bits)
		}
	})
	t.Run("Homewrecker™: a failed trace does nothing", func(t *testing.T) {
		x := onrtest.New(t, 3)
		x.Ice(onr.FortHQ, "Homewrecker™", true)
		x.Rig("Access to Kiribati", "MRAM Chip")
		x.Hand(onr.Runner, "Score!", "Score!")
		x.Runner().Bits = 9
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "run on HQ").PassAll()
		x.Number(onr.Corp, 2)
		x.Do(onr.Runner, "base-link Access to Kiribati")
		x.Number(onr.Runner, 2) // link 1+2 = 3 > 2
		if !x.S.Run.Active && !x.S.Run.Success && len(x.Runner().Rig) != 2 {
			t.Fatalf("a failed trace trashed hardware or ended the run")
		}
		if len(x.Runner().Hand) != 2 || len(x.Runner().Rig) != 2 {
			t.Fatalf("hand %d rig %d, want 2 and 2", len(x.Runner().Hand), len(x.Runner().Rig))
		}
	})
	t.Run("Charity Takeover: gain 9 bits and 1 Bad Publicity point when scored", func(t *testing.T) {
		x := onrtest.New(t, 3)
		c, _ := x.Install(onr.NewFort, "Charity Takeover", false)
		x.S.Cards[c].Adv = 4
		x.Corp().Bits = 1
		x.Ready()
		x.Do(onr.Corp, "gain")
		x.Do(onr.Corp, "score Charity Takeover")
		if x.Corp().Bits != 11 || x.Corp().BadPub != 1 || x.Corp().Points != 1 {
			t.Fatalf("bits %d (want 11), bad publicity %d (want 1), points %d (want 1)", x.Corp().Bits, x.Corp().BadPub, x.Corp().Points)
		}
	})
	t.Run("Charity Takeover: ONR-16.3.1 7 Bad Publicity loses even when the same score reaches 7 points", func(t *testing.T) {
		x := onrtest.New(t, 3)
		c, _ := x.Install(onr.NewFort, "Charity Takeover", false)
		x.S.Cards[c].Adv = 4
		x.Corp().BadPub, x.Corp().Points = 6, 6
		x.Ready()
		x.Do(onr.Corp, "gain")
		x.Do(onr.Corp, "score Charity Takeover")
		// Scoring reaches 7 points and the seventh Bad Publicity point at
		// the same time; the card's text makes the Corp lose.
		if r, over := x.G.Result(); !over || x.Winner() != onr.Runner || r.Reason != "bad publicity" {
			t.Fatalf("result %+v over %v, want the Runner to win by bad publicity", r, over)
		}
	})
	t.Run("Faked Hit: give the Corp 1 Bad Publicity point and take 2 unpreventable brain damage", func(t *testing.T) {
		x := onrtest.New(t, 3)
		x.Rig("\"Green Knight\" Surge Buffers")
		x.Hand(onr.Runner, "Faked Hit", "Score!", "Score!", "Score!")
		x.Runner().Bits = 5
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "play Faked Hit")
		if x.Corp().BadPub != 1 || x.Runner().Brain != 2 || len(x.Runner().Hand) != 1 || x.Runner().Bits != 0 {
			t.Fatalf("bad publicity %d brain %d hand %d bits %d; want 1 2 1 0", x.Corp().BadPub, x.Runner().Brain, len(x.Runner().Hand), x.Runner().Bits)
		}
	})
	t.Run("Faked Hit: the seventh Bad Publicity point makes the Corp lose", func(t *testing.T) {
		x := onrtest.New(t, 3)
		x.Hand(onr.Runner, "Faked Hit", "Score!", "Score!", "Score!")
		x.Runner().Bits = 5
		x.Corp().BadPub = 6
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Do(onr.Runner, "play Faked Hit")
		if r, over := x.G.Result(); !over || r.Reason != "bad publicity" || x.Winner() != onr.Runner {
			t.Fatalf("result %+v over %v", r, over)
		}
	})
}
