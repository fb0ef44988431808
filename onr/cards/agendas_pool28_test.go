package cards_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// rngRolling returns a generator whose next die roll is face.
func rngRolling(face int) engine.RNG {
	for seed := uint64(1); ; seed++ {
		r := engine.NewRNG(seed)
		if c := r; c.Die() == face {
			return r
		}
	}
}

// dieActionPrompt is the question of an action a die set (onr/dieaction.go).
const dieActionPrompt = "Take the action the die set"

// boardMemberTurn scores AI Board Member, plays to the Corp's next turn,
// with a die rolling face at its start, and returns the table at the Corp's
// first question of its action phase.
func boardMemberTurn(t *testing.T, face int) *onrtest.Table {
	t.Helper()
	x := newTable(t)
	x.Deck(corp, filler("Data Wall", 5)...)
	x.Hand(corp, "Data Wall")
	scoreAgenda(t, x, "AI Board Member", 5)
	x.ToTurn(runner)
	x.S.RNG = rngRolling(face)
	for i := 0; i < 60 && !(x.S.Active == x.Seat(corp) && x.S.Phase == onr.PhaseAction && x.Offered(corp, "decline")); i++ {
		switch {
		case x.Offered(corp, "resolve AI Board Member"):
			x.Do(corp, "resolve AI Board Member")
		case x.Offered(runner, "gain"):
			x.Do(runner, "gain")
		case x.Offered(runner, "pass") || x.Offered(corp, "pass"):
			x.PassAll()
		default:
			t.Fatalf("unexpected decision: %s", x.Describe())
		}
	}
	want(t, "the die rolled", x.Logged(fmt.Sprintf("AI Board Member rolls %d", face)), true)
	return x
}

// kinds names the options offered: the verbs, each once, in order.
func kinds(options []string) string {
	var out []string
	for _, o := range options {
		v, _, _ := strings.Cut(o, " ")
		if !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	return strings.Join(out, ",")
}

func TestAIBoardMember(t *testing.T) {
	for _, tc := range []struct {
		face int
		uses string // the verbs of the options offered
	}{
		{1, "install,decline"},
		{2, "gain,decline"},
		{3, "gain,decline"},
		{4, "draw,decline"},
		{5, "draw,decline"},
		{6, "draw,decline"},
	} {
		t.Run(fmt.Sprintf("AI Board Member: on a %d, an action only to %s, which the Corp decides to take at the start of its turn", tc.face, strings.Split(tc.uses, ",")[0]), func(t *testing.T) {
			x := boardMemberTurn(t, tc.face)
			d := x.Decision(corp)
			want(t, "prompt", strings.HasPrefix(d.Prompt, dieActionPrompt), true)
			want(t, "uses offered", kinds(x.Options(corp)), tc.uses)
			want(t, "Corp actions (three and the one gained)", x.Corp().Actions, int32(4))
		})
	}
	t.Run("AI Board Member: the action taken is one more action, for its use", func(t *testing.T) {
		for _, tc := range []struct {
			face int
			do   string
		}{{1, "install"}, {2, "gain"}, {5, "draw"}} {
			x := boardMemberTurn(t, tc.face)
			bits, hand := x.Corp().Bits, len(x.Corp().Hand)
			opts := x.Options(corp)
			x.Do(corp, opts[0])
			x.PassAll()
			want(t, tc.do+": Corp actions left", x.Corp().Actions, int32(3))
			want(t, tc.do+": announced", x.Logged("Corp takes the extra action of AI Board Member"), true)
			switch tc.do {
			case "install":
				want(t, "Data Wall installed from the hand", len(x.Corp().Hand), hand-1)
			case "gain":
				want(t, "Corp bits", x.Corp().Bits, bits+1)
			case "draw":
				want(t, "Corp cards in hand", len(x.Corp().Hand), hand+1)
			}
			want(t, tc.do+": the basic actions follow", x.Decision(corp).Prompt, "Take an action")
		}
	})
	t.Run("AI Board Member: declined, the action is lost", func(t *testing.T) {
		x := boardMemberTurn(t, 3)
		bits := x.Corp().Bits
		x.Do(corp, "decline")
		want(t, "Corp actions left", x.Corp().Actions, int32(3))
		want(t, "Corp bits", x.Corp().Bits, bits)
		want(t, "the basic actions follow", x.Decision(corp).Prompt, "Take an action")
		want(t, "no second question", x.TakeGains(corp), 3)
	})
}
