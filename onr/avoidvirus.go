package onr

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Virus counters removed and avoided ahead of time (corp-prevention,
// lasting-effects): "remove all Virus counters, and avoid receiving the
// next two Virus counters Runner gives to you". The removal is a purge
// (ONR-15.3) with no action forgone: every counter the Corp holds and
// every one on its cards. The avoidance is a lasting effect bound to the
// Corp with no end (ModAvoidVirus, N the counters still to avoid), as
// ModAvoidTags is for the Runner (avoidtags.go): each counter a program
// would give the Corp is avoided instead while the effect lasts, and the
// effect ends once its N are avoided. A counter a program puts on a card
// (Pattel's Virus on ice) is not given to the Corp.

// RemoveAllVirusCounters: "remove all Virus counters" (a purge forgoing
// no action).
func RemoveAllVirusCounters() Op { return OpFunc(removeAllVirusCounters) }

func removeAllVirusCounters(s *State, f *Frame) Status {
	s.purge(f.Seat)
	s.say(msgRemovesVirusCounters, s.cardArg(f.Src), int32(f.Seat))
	return Next
}

// AvoidNextVirusCounters: "avoid receiving the next N Virus counters Runner
// gives to you".
func AvoidNextVirusCounters(n int32) Op { return avoidNextVirus{n} }

type avoidNextVirus struct{ n int32 }

func (o avoidNextVirus) Run(s *State, f *Frame) Status {
	s.AddLasting(kernel.Lasting{Src: f.Src, Seat: f.Seat, Mod: ModAvoidVirus, N: o.n})
	s.say(msgWillAvoidVirus, s.cardArg(f.Src), int32(f.Seat), o.n)
	return Next
}

// avoidsVirus reports whether Corp seat avoids a virus counter given to it
// now, using up one counter of its oldest ModAvoidVirus effect.
func (s *State) avoidsVirus(seat engine.Seat) bool {
	for i := range s.Lasting {
		l := &s.Lasting[i]
		if l.Mod != ModAvoidVirus || l.Seat != seat || !l.Active() || l.N <= 0 {
			continue
		}
		l.N--
		s.sayOfSource(l.Src, msgAvoidsVirusCounter, msgAvoidsVirusCounterHidden, s.cardArg(l.Src), int32(seat))
		if l.N == 0 {
			s.Lasting = append(s.Lasting[:i], s.Lasting[i+1:]...)
		}
		return true
	}
	return false
}
