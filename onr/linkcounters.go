package onr

import "github.com/datafort/datafort/kernel"

// Counters given to the Runner that change his link (runner-counters,
// trace-modifiers): "give Runner a Crying counter. Each Crying counter
// reduces Runner's link by 2 during each trace attempt. Runner can remove a
// Crying counter by taking an action to pay 2 bits." Each counter is a
// lasting ModLinkBonus effect bound to the Runner with no end and a Price:
// the trace adds its N to his link as it is revealed (trace.go, linkbonus.go;
// never below 0), and his action "lift" removes it (action.go).

// GiveRunnerLinkCounter gives the Runner a counter that adds link (a
// negative amount reduces it) to his link in every trace, until he takes
// an action to pay price.
func GiveRunnerLinkCounter(link, price int32) Op { return linkCounter{link, price} }

type linkCounter struct{ link, price int32 }

func (o linkCounter) Run(s *State, f *Frame) Status {
	r := s.runnerOf(f)
	if r < 0 {
		return Next
	}
	s.AddLasting(kernel.Lasting{Src: f.Src, Seat: r, Mod: ModLinkBonus, N: o.link, Price: o.price})
	s.say(msgGivesRunnerCounter, s.cardArg(f.Src), s.cardArg(f.Src))
	return Next
}
