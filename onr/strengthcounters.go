package onr

import "github.com/datafort/datafort/kernel"

// Strength counters an effect puts on every icebreaker the Runner has
// installed (strength-counters): "put a counter on all installed
// icebreakers; each counter reduces its strength by 1". Each counter is a
// lasting ModStrengthCounter bound to the icebreaker, read in its strength
// until it leaves play; it is no virus counter, so no purge removes it
// (R192, R193), and strength may go below 0 (R194).

// StrengthCounterOnEveryIcebreaker: a strength counter of n (−1: "reduces
// its strength by 1") on each icebreaker installed by the Runner the
// effect speaks of.
func StrengthCounterOnEveryIcebreaker(n int32) Op { return counterOnEveryBreaker{n} }

type counterOnEveryBreaker struct{ n int32 }

func (o counterOnEveryBreaker) Run(s *State, f *Frame) Status {
	r := s.runnerOf(f)
	if r < 0 {
		return Next
	}
	for _, b := range s.P(r).Rig {
		if s.def(b).card.HasKeyword("Icebreaker") {
			s.AddLasting(kernel.Lasting{Src: f.Src, Seat: r, Mod: ModStrengthCounter, N: o.n, Obj: b})
			s.say(msgGetsCounterOfStrength, s.cardArg(b), o.n)
		}
	}
	return Next
}
