package onr

import (
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr/carddb"
)

// Swapping a piece of ice with one stored in HQ (ice-move, fort-scope):
// "Swap a piece of unrezzed ice on this fort with an ice card stored in
// HQ. The new ice card comes into play concealed." The controller chooses
// an unrezzed piece of ice of the source's fort (exposed or not, R462),
// then an ice card of his HQ: the first is stored in HQ, the second
// installed unrezzed in its position, at no cost. Which cards they are is
// said to the Corp only; the Runner learns the position. The run's
// position is kept: the Runner is where he was. The questions are asked
// whatever HQ holds (with no ice card there, the second offers only
// "none"), so that they do not tell the other seats whether it holds one.

// SwapIceWithHQ is that op.
func SwapIceWithHQ() Op { return swapIceHQ{} }

type swapIceHQ struct{}

func (swapIceHQ) Run(s *State, f *Frame) Status {
	src := f.Src
	if src == 0 || !s.installed(src) {
		s.SetList(f, nil)
		return Next
	}
	fort, corp := s.Cards[src].Fort, s.controller(src)
	picked := s.List(f)
	if f.Answered {
		o, _ := f.Take()
		if o.Verb != VerbChoose {
			s.SetList(f, nil)
			return Next
		}
		c := s.byHandle(int32(o.Card))
		if len(picked) == 0 {
			s.AppendList(f, c)
			picked = s.List(f)
		} else {
			old := picked[0] // read before the list is cleared
			s.SetList(f, nil)
			s.swapIceWithHQ(fort, corp, old, c)
			return Next
		}
	}
	var opts []engine.Option
	if len(picked) == 0 {
		for _, c := range s.Forts[fort].Ice {
			if !s.Cards[c].Rezzed {
				opts = append(opts, engine.Option{Verb: VerbChoose, Card: s.h(c)})
			}
		}
		if len(opts) == 0 {
			return Next
		}
		// Asked whatever HQ holds: whether it holds an ice card is the
		// Corp's secret, and the questions that follow its public use of
		// the ability must not tell it (the second offers only "none").
		return s.ask(corp, "Choose an unrezzed piece of ice of "+s.fortName(fort)+" to swap", "ONR-11.1.2", opts)
	}
	for _, c := range s.P(corp).Hand {
		if s.isType(c, carddb.Ice) {
			opts = append(opts, engine.Option{Verb: VerbChoose, Card: s.h(c)})
		}
	}
	if len(opts) == 0 {
		opts = append(opts, engine.Option{Verb: VerbNone}) // no ice card in HQ: nothing is swapped
	}
	return s.ask(corp, "Choose an ice card of HQ to take its place", "ONR-11.1.2", opts)
}

// swapIceWithHQ stores unrezzed ice old of fort in Corp corp's HQ and installs
// ice card c of that HQ, unrezzed, in its position.
func (s *State) swapIceWithHQ(fort int32, corp engine.Seat, old, c int32) {
	at := slices.Index(s.Forts[fort].Ice, old)
	if at < 0 || s.Cards[old].Rezzed || s.Cards[c].Zone != ZoneHand {
		return
	}
	pos := s.Run.Pos
	s.move(old, corp, ZoneHand, false)
	s.Cards[old].FaceUp = false
	k := &s.Cards[c]
	s.detach(c)
	k.Fort, k.FaceUp, k.Seen = fort, false, false // concealed: the Runner cannot tell which card it is
	s.Forts[fort].Gone = false
	s.fortsChanged()
	s.place(c, ZoneIce, true)
	ice := slices.Delete(s.Forts[fort].Ice, 0, 1)
	s.Forts[fort].Ice = slices.Insert(ice, at, c)
	if s.Run.Active && s.Run.Fort == fort {
		s.Run.Pos = pos // one piece for another: the Runner stays where he was
	}
	s.sayTo(seatBit(corp), msgSwapsIceWithHQ, s.cardArg(old), int32(at)+1, s.fortArg(fort), s.cardArg(c))
	s.exposedOnInstall(c, fort) // a counter there keeps its cards exposed (exposecounters.go)
}
