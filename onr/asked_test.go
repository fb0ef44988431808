package onr_test

import (
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/enginetest"
	"github.com/datafort/datafort/onr"
)

// onrWindowNames names the window kinds (Frame.N of a FrameWindow).
var onrWindowNames = map[int32]string{
	onr.WinTurnStart:    "turn start window",
	onr.WinAfterAction:  "after-action window",
	onr.WinApproach:     "approach window (run)",
	onr.WinPass:         "pass window (run)",
	onr.WinBeforeAccess: "before-access window (run)",
}

// redealOthers returns a copy of g in which every card seat cannot see and
// does not own is dealt again from its owner's deck list (Info.Deal, the
// search players' re-deal), while seat's own unseen cards (its R&D or
// stack order) and the random generator stay as in g: a game seat cannot
// tell from g, with the same seed. It returns nil when g cannot give seat
// an information state now.
func redealOthers(t *testing.T, g *onr.Game, seat engine.Seat, rng *engine.RNG) *onr.Game {
	t.Helper()
	in, err := g.Info(seat)
	if err != nil {
		return nil
	}
	b, err := in.Deal(rng, nil)
	if err != nil {
		t.Fatal(err)
	}
	sa, sb := g.State(), b.State()
	for c := range sa.Cards {
		if sa.Cards[c].Owner == seat {
			sb.Cards[c].ID = sa.Cards[c].ID
		}
	}
	sb.RNG, sb.Seed = sa.RNG, sa.Seed
	if err := b.Check(); err != nil {
		t.Fatalf("re-dealt game: %v", err)
	}
	return b
}

// shownApart reports whether a card dealt differently in games a and b
// is one seat may know in either (accessed, rezzed, revealed): seat has
// been shown what tells the games apart.
func shownApart(seat engine.Seat) func(a, b engine.Game) bool {
	return func(a, b engine.Game) bool {
		ga, gb := a.(*onr.Game), b.(*onr.Game)
		ca, cb := ga.State().Cards, gb.State().Cards
		for c := 1; c < len(ca) && c < len(cb); c++ {
			if ca[c].ID != cb[c].ID && (onr.VisibleForTest(ga, int32(c), seat) || onr.VisibleForTest(gb, int32(c), seat)) {
				return true
			}
		}
		return len(ca) != len(cb)
	}
}

// TestWindowsAskOnlyOnPublicGrounds: at points of random games, the cards
// of the other seat hidden from the seat deciding (HQ, R&D, face-down
// installs; the Runner's grip and stack) are dealt again, and both games
// are played on with the same public choices: the seat sees the same
// questions — who is asked, the kind, prompt and its own options, in the
// same order — in both until its view tells them apart (a card revealed).
// The priority windows (ONR-9.4) outside runs and the run's windows are
// each compared on the observed seat's questions and the other's.
func TestWindowsAskOnlyOnPublicGrounds(t *testing.T) {
	seeds := uint64(12)
	if testing.Short() {
		seeds = 4
	}
	seen := map[string]int{}
	compared := 0
	observe := func(a engine.Game, qs []enginetest.Asked) {
		st := a.(*onr.Game).State()
		for _, q := range qs {
			if q.Rule != "ONR-9.4" {
				continue
			}
			name := "a window of unknown kind"
			for i := len(st.Frames()) - 1; i >= 0; i-- {
				if st.Frames()[i].Kind == onr.FrameWindow {
					name = onrWindowNames[st.Frames()[i].N]
					break
				}
			}
			who := "the other seat"
			if q.Seat == q.Of {
				who = "its own"
			}
			seen[name+", "+who]++
		}
	}
	for seed := range seeds {
		g := newGame(t, seed)
		p := newRandomPlayer(seed)
		rng := engine.NewRNG(seed ^ 0xa5)
		for step := 0; !over(g) && step < 1500; step++ {
			if pend := g.Pending(); step%9 == 0 && len(pend) == 1 {
				seat := pend[0].Seat
				if b := redealOthers(t, g, seat, &rng); b != nil {
					compared += len(enginetest.SameAsked(t, seat, g.Clone(), b, &rng, 150, shownApart(seat), observe))
				}
			}
			apply(t, g, p.choose(g))
		}
	}
	t.Logf("%d questions compared; windows: %v", compared, seen)
	for _, k := range onrWindowNames {
		for _, who := range []string{"its own", "the other seat"} {
			if seen[k+", "+who] == 0 {
				t.Errorf("no question of %s to %s was compared", k, who)
			}
		}
	}
}
