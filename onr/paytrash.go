package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr/carddb"
)

// Trashing as many of the Runner's cards as bits paid (x-cost,
// target-filters): "trash X pieces of hardware, other than cybernetics",
// X the bits paid as the card is played. The controller chooses X, at most
// its pool and the Runner's cards of the type (of none of the keywords
// without) installed, pays it, then chooses the X cards one at a time
// (R031); they are trashed together, each after the Runner's chance to
// prevent it (trashGroupWithWindows, R033), and reach the trash pile in
// the order chosen (R199: "the Corporation chooses the order in which the
// Runner's hardware cards hit the Runner's trash pile"; the top card is
// what Junkyard BBS brings back). With all of them to trash the controller
// still chooses them one at a time, for their order, until one is left.
// Frame.N holds X + 1 once paid, the frame's list the cards chosen.

// PayXTrashRunnerCards: "pay X bits: trash X of the Runner's installed
// cards of type t, other than those of keyword without" ("" for none).
func PayXTrashRunnerCards(t carddb.Type, without string) Op { return payXTrash{t, without} }

type payXTrash struct {
	t       carddb.Type
	without string
}

// eligible lists the Runner's installed cards the effect may trash.
func (o payXTrash) eligible(s *State, f *Frame) []int32 {
	var out []int32
	for _, c := range s.P(s.runnerOf(f)).Rig {
		if s.isType(c, o.t) && (o.without == "" || !s.hasKeyword(c, o.without)) {
			out = append(out, c)
		}
	}
	return out
}

func (o payXTrash) Run(s *State, f *Frame) Status {
	if f.N == 0 {
		if !f.Answered {
			most := min(s.spendable(f.Seat), int32(len(o.eligible(s, f))))
			if most <= 0 {
				return Next
			}
			return s.askNumber(f.Seat, fmt.Sprintf("%s: pay X bits to trash X of the Runner's %s", s.cardName(f.Src), o.t), "ONR-7.2", 0, most)
		}
		_, x := f.Take()
		if x <= 0 {
			return Next
		}
		s.payBits(f.Seat, f.Src, x)
		s.say(msgPaysFor, int32(f.Seat), x, s.cardArg(f.Src))
		f.N = x + 1
	} else if f.Answered {
		a, _ := f.Take()
		s.AppendList(f, s.byHandle(int32(a.Card)))
	}
	need := int(f.N-1) - len(s.List(f))
	var left []int32
	for _, c := range o.eligible(s, f) {
		if !slices.Contains(s.List(f), c) {
			left = append(left, c)
		}
	}
	if need > 0 && len(left) > 1 {
		opts := make([]engine.Option, len(left))
		for i, c := range left {
			opts[i] = engine.Option{Verb: VerbTrash, Card: s.h(c)}
		}
		if len(left) == need {
			return s.ask(f.Seat, fmt.Sprintf("Choose the next %s to reach the trash (%d more)", o.t, need), "R199", opts)
		}
		return s.ask(f.Seat, fmt.Sprintf("Choose a %s to trash (%d more)", o.t, need), "R031", opts)
	}
	if need > 0 {
		s.AppendList(f, left...)
	}
	list := slices.Clone(s.List(f))
	f.N = 0
	s.SetList(f, nil)
	s.trashGroupWithWindows(f.Src, list)
	return Next
}
