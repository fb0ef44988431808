package onr

import (
	"math"

	"github.com/datafort/datafort/kernel"
)

// Tags avoided ahead of time, and all tags removed (lasting-effects,
// RemoveTags; ONR-13.5): "remove all tags, at no cost, and automatically
// avoid receiving your next tag". The avoidance is a lasting effect bound
// to the Runner with no end (ModAvoidTags, N the tags still to avoid); each
// card's is its own, so two add up (R508). Tags being given are avoided by
// it before the Runner's own chance to avoid them (stepTags), and the effect
// ends once its N tags are avoided.

// RemoveAllTags: "remove all tags, at no cost".
func RemoveAllTags() Op { return OpFunc(removeAllTags) }

func removeAllTags(s *State, f *Frame) Status { return s.removeTagsStep(f, math.MaxInt32) }

// AvoidNextTags: "automatically avoid receiving your next N tags".
func AvoidNextTags(n int32) Op { return avoidNextTags{n} }

type avoidNextTags struct{ n int32 }

func (o avoidNextTags) Run(s *State, f *Frame) Status {
	s.AddLasting(kernel.Lasting{Src: f.Src, Seat: f.Seat, Mod: ModAvoidTags, N: o.n})
	s.say(msgWillAvoidTags, s.cardArg(f.Src), int32(f.Seat), o.n)
	return Next
}

// autoAvoidTags applies the ModAvoidTags effects of the Runner to tags
// frame f before its window, using them up in the order they were made.
func (s *State) autoAvoidTags(f *Frame) {
	if f.T != 0 || f.N <= 0 {
		return
	}
	for i := 0; i < len(s.Lasting) && f.N > 0; i++ {
		l := &s.Lasting[i]
		if l.Mod != ModAvoidTags || l.Seat != f.Seat || !l.Active() {
			continue
		}
		x := min(f.N, l.N)
		l.N -= x
		f.N -= x
		s.sayOfSource(l.Src, msgAvoidsTags, msgAvoidsTagsHidden, s.cardArg(l.Src), int32(f.Seat), x)
		if l.N == 0 {
			s.Lasting = append(s.Lasting[:i], s.Lasting[i+1:]...)
			i--
		}
	}
}
