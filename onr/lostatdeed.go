package onr

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Abilities lost at a deed (history-facts): "you lose the following
// ability as soon as you rez or install any card". KeepUntilDeed, in the
// card's text that makes it work (its score), binds to the card a lasting
// effect of kind ModKeptUntilDeed with no end of its own, whose Arg holds a
// bit for each deed that loses the ability; the first such deed its
// controller does (history.go happened: every rez and install of the
// Corp's, face down or not, by an action or an effect) removes it for good
// (deedEndsKept), and the ability's condition KeptUntilDeed no longer
// holds. It is lost with the card leaving its place (bound to it).

// KeepUntilDeed: the card's abilities conditioned on KeptUntilDeed work
// until its controller does one of deeds.
func KeepUntilDeed(deeds ...Deed) Op { return keepUntilDeed{deeds} }

type keepUntilDeed struct{ deeds []Deed }

func (o keepUntilDeed) Run(s *State, f *Frame) Status {
	var mask int32
	for _, d := range o.deeds {
		mask |= 1 << d
	}
	s.AddLasting(kernel.Lasting{Src: f.Src, Obj: f.Src, Seat: f.Seat, Mod: ModKeptUntilDeed, Arg: mask})
	return Next
}

// KeptUntilDeed holds while the card's ability kept by KeepUntilDeed is
// not lost.
var KeptUntilDeed Cond = keptUntilDeed{}

type keptUntilDeed struct{}

func (keptUntilDeed) Holds(s *State, self int32) bool {
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Mod == ModKeptUntilDeed && l.Obj == self {
			return true
		}
	}
	return false
}

// deedEndsKept removes the ModKeptUntilDeed effects of seat's that deed
// ends: their abilities are lost.
func (s *State) deedEndsKept(deed Deed, seat engine.Seat) {
	for i := len(s.Lasting) - 1; i >= 0; i-- {
		if l := &s.Lasting[i]; l.Mod == ModKeptUntilDeed && l.Seat == seat && l.Arg>>deed&1 != 0 {
			s.sayOfSource(l.Src, msgAbilityLost, msgAbilityLostHidden, s.cardArg(l.Src))
			s.Lasting = append(s.Lasting[:i], s.Lasting[i+1:]...)
		}
	}
}
