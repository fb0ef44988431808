package onr

import (
	"fmt"

	"github.com/datafort/datafort/engine"
)

// Trashing one's own installed card for a gain (trash-own-for-gain): "you
// may trash one of your other installed cards to gain 2 bits". The
// controller chooses one of the cards of the rig other than the effect's
// own card, or declines; the ops that follow resolve only if a card was
// chosen and trashed (the trash goes through trashInstalled, so its
// prevention window opens as for any effect trashing it).

// MayTrashOtherInstalled: "you may trash one of your other installed cards
// to …": the ops resolve only if the controller trashes one.
func MayTrashOtherInstalled(ops ...Op) Op { return governed{trashOther{}, ops} }

type trashOther struct{ n int32 }

func (o trashOther) withSkip(n int32) Op { o.n = n; return o }

func (o trashOther) Run(s *State, f *Frame) Status {
	if f.Answered {
		if a, _ := f.Take(); a.Verb == VerbTrash {
			c := s.byHandle(int32(a.Card))
			s.say(msgCardTrashes, s.cardArg(f.Src), s.cardArg(c))
			s.trashInstalled(c, f.Src)
			return Next
		}
		return skip(f, o.n)
	}
	opts := []engine.Option{{Verb: VerbDecline}}
	for _, c := range s.P(f.Seat).Rig {
		if c != f.Src {
			opts = append(opts, engine.Option{Verb: VerbTrash, Card: s.h(c)})
		}
	}
	if len(opts) == 1 {
		return skip(f, o.n)
	}
	return s.ask(f.Seat, fmt.Sprintf("%s: you may trash another of your installed cards", s.cardName(f.Src)), "ONR-18.1", opts)
}
