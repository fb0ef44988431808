package cards_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

func TestOperationsThatArrangeRD(t *testing.T) {
	titles := []string{"Hostile Takeover", "Data Wall", "Quandary", "Wall of Static", "Accounts Receivable", "Sleeper"}
	t.Run("Planning Consultants: the Corp looks at the top five of R&D and arranges them in any order", func(t *testing.T) {
		x := newTable(t)
		deck := x.Deck(corp, titles...) // top first
		x.Hand(corp, "Planning Consultants")
		x.Ready()
		x.Events = nil
		x.Do(corp, "play Planning Consultants")
		opts := x.Options(corp)
		slices.Sort(opts)
		want(t, "offered", strings.Join(opts, "|"), "choose Accounts Receivable|choose Data Wall|choose Hostile Takeover|choose Quandary|choose Wall of Static")
		for _, c := range []string{"Accounts Receivable", "Hostile Takeover", "Quandary", "Data Wall"} {
			x.Do(corp, "choose "+c)
		}
		wantOrder := []int32{deck[4], deck[0], deck[2], deck[1], deck[3], deck[5]}
		want(t, "R&D, top first", strings.Join(mtTitles(x, x.Corp().Deck), "|"), strings.Join(mtTitles(x, wantOrder), "|"))
		want(t, "the Corp knows the cards arranged", x.G.Visible(x.Corp().Deck[0], x.Seat(corp)), true)
		want(t, "the Runner does not", x.G.Visible(x.Corp().Deck[0], x.Seat(runner)), false)
		want(t, "the public log says how many", x.Logged("Corp arranges the top 5 cards of R&D"), true)
		for _, e := range x.Events {
			for _, title := range titles[:5] {
				if strings.Contains(e.Text(), title) {
					t.Errorf("the public log names %s: %q", title, e.Text())
				}
			}
		}
	})
	t.Run("Planning Consultants: with two cards in R&D, one question", func(t *testing.T) {
		x := newTable(t)
		x.Deck(corp, "Hostile Takeover", "Data Wall")
		x.Hand(corp, "Planning Consultants")
		x.Ready()
		x.Do(corp, "play Planning Consultants")
		x.Do(corp, "choose Data Wall")
		want(t, "R&D, top first", strings.Join(mtTitles(x, x.Corp().Deck), "|"), "Data Wall|Hostile Takeover")
	})
}

func TestOperationsThatMoveIce(t *testing.T) {
	t.Run("New Blood: revealed unrezzed ice is concealed, then the Corp swaps pairs of ice unseen", func(t *testing.T) {
		x := newTable(t)
		rezzed, _ := x.Ice(onr.FortHQ, "Wall of Static", true)
		revealed, _ := x.Ice(onr.FortHQ, "Data Wall", false)
		x.S.Cards[revealed].FaceUp = true // revealed, as a derezzed card
		exposed, _ := x.Ice(onr.FortRD, "Quandary", false)
		x.S.Cards[exposed].Known, x.S.Cards[exposed].KnownTo = true, kernel.ViewerOf(x.Seat(runner))
		x.Hand(corp, "New Blood")
		x.Ready()
		handles := []int{x.G.Handle(rezzed), x.G.Handle(revealed), x.G.Handle(exposed)}
		x.Events = nil
		x.Do(corp, "play New Blood")
		want(t, "the revealed Data Wall is face down", x.S.Cards[revealed].FaceUp, false)
		want(t, "the Runner no longer knows Data Wall", x.G.Visible(revealed, x.Seat(runner)), false)
		want(t, "the Runner no longer knows the exposed Quandary", x.G.Visible(exposed, x.Seat(runner)), false)
		want(t, "offered", strings.Join(x.Options(corp), "|"), "done|choose Wall of Static|choose Data Wall|choose Quandary")
		x.Do(corp, "choose Data Wall")
		want(t, "offered for the second", strings.Join(x.Options(corp), "|"), "choose Wall of Static|choose Quandary")
		x.Do(corp, "choose Quandary")
		x.Do(corp, "done")
		want(t, "HQ's ice", fmt.Sprint(x.S.Forts[onr.FortHQ].Ice), fmt.Sprint([]int32{rezzed, exposed}))
		want(t, "R&D's ice", fmt.Sprint(x.S.Forts[onr.FortRD].Ice), fmt.Sprint([]int32{revealed}))
		want(t, "Quandary's fort", x.S.Cards[exposed].Fort, onr.FortHQ)
		want(t, "Data Wall's fort", x.S.Cards[revealed].Fort, onr.FortRD)
		want(t, "Wall of Static still rezzed and seen", x.G.Visible(rezzed, x.Seat(runner)), true)
		for i, c := range []int32{rezzed, revealed, exposed} {
			if x.G.Handle(c) == handles[i] {
				t.Errorf("%s kept its handle %d: the Runner could follow it", x.G.Title(c), handles[i])
			}
		}
		want(t, "the public log counts the swap", x.Logged("Corp swaps two pieces of ice"), true)
		for _, e := range x.Events {
			if strings.Contains(e.Text(), "Quandary") || strings.Contains(e.Text(), "Data Wall") {
				t.Errorf("the public log names unrezzed ice: %q", e.Text())
			}
		}
	})
}

func TestOperationsThatTrashHardware(t *testing.T) {
	// The Runner, tagged, has two Chips and a cybernetic MRAM Chip; the
	// Corp has 5 bits as it plays Power Grid Overload.
	overload := func(t *testing.T, tags int32) (x *onrtest.Table, wu, zeta, mram int32) {
		x = newTable(t)
		rig := x.Rig("WuTech Mem Chip", "Zetatech Mem Chip", "MRAM Chip")
		x.Runner().Tags = tags
		x.Hand(corp, "Power Grid Overload")
		x.Ready()
		x.Corp().Bits = 5
		return x, rig[0], rig[1], rig[2]
	}
	t.Run("Power Grid Overload: the Corp pays X and trashes X pieces of hardware of its choice, never cybernetics", func(t *testing.T) {
		x, wu, zeta, mram := overload(t, 1)
		x.Do(corp, "play Power Grid Overload")
		want(t, "largest X (two pieces that are not cybernetics)", x.Decision(corp).Max, 2)
		x.Number(corp, 1)
		want(t, "offered", strings.Join(x.Options(corp), "|"), "trash WuTech Mem Chip|trash Zetatech Mem Chip")
		x.Do(corp, "trash Zetatech Mem Chip")
		x.Take()
		x.PassAll()
		want(t, "Corp bits (5-1)", x.Corp().Bits, int32(4))
		want(t, "Zetatech Mem Chip trashed", inZone(x, zeta, onr.ZoneDiscard), true)
		want(t, "WuTech Mem Chip stays", inZone(x, wu, onr.ZoneRig), true)
		want(t, "MRAM Chip stays", inZone(x, mram, onr.ZoneRig), true)
	})
	t.Run("Power Grid Overload: X as large as the pieces: all of them, the Corp choosing only their order (R199)", func(t *testing.T) {
		x, wu, zeta, mram := overload(t, 1)
		x.Do(corp, "play Power Grid Overload")
		x.Number(corp, 2)
		want(t, "order offered", strings.Join(x.Options(corp), "|"), "trash WuTech Mem Chip|trash Zetatech Mem Chip")
		x.Do(corp, "trash Zetatech Mem Chip")
		x.Take()
		x.PassAll()
		want(t, "Corp bits (5-2)", x.Corp().Bits, int32(3))
		want(t, "WuTech Mem Chip trashed", inZone(x, wu, onr.ZoneDiscard), true)
		want(t, "Zetatech Mem Chip trashed", inZone(x, zeta, onr.ZoneDiscard), true)
		want(t, "MRAM Chip stays", inZone(x, mram, onr.ZoneRig), true)
		trash := x.Runner().Discard
		want(t, "WuTech Mem Chip, chosen last, on top of the trash", len(trash) > 0 && trash[len(trash)-1] == wu, true)
	})
	t.Run("Power Grid Overload: only if the Runner is tagged", func(t *testing.T) {
		x, _, _, _ := overload(t, 0)
		want(t, "offered", x.Offered(corp, "play Power Grid Overload"), false)
	})
}
