package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
)

// Revealing installed ice for a gain (corp-reveal, computed-amount): "reveal
// as many code gates as you wish. Then, gain 1 bit for each revealed or
// rezzed code gate." The controller reveals its installed unrezzed ice of
// the keyword one piece at a time, as many as it wishes (done ends the
// revealing); each revealed piece is face up and public from then on,
// though inactive (as ice revealed at the start of a run, startofrun.go).
// Then it gains n for each piece revealed so and each of its rezzed ice of
// the keyword. The frame's list keeps the pieces revealed meanwhile.

// RevealIceForGain: "reveal as many ice of keyword as you wish; then gain
// n bits for each revealed or rezzed ice of keyword".
func RevealIceForGain(keyword string, n int32) Op { return revealIceForGain{keyword, n} }

type revealIceForGain struct {
	keyword string
	n       int32
}

func (o revealIceForGain) Run(s *State, f *Frame) Status {
	if f.Answered {
		a, _ := f.Take()
		if a.Verb == VerbDone {
			return o.gain(s, f)
		}
		c := s.byHandle(int32(a.Card))
		s.AppendList(f, c)
		s.note(c)
		s.Cards[c].Seen, s.Cards[c].FaceUp = true, true
		s.say(msgRevealsIce, int32(f.Seat), s.cardArg(c))
	}
	opts := []engine.Option{{Verb: VerbDone}}
	for c := range s.Cards {
		if c := int32(c); o.ofKeyword(s, f.Seat, c) && !s.Cards[c].Rezzed && !slices.Contains(s.List(f), c) {
			opts = append(opts, engine.Option{Verb: VerbChoose, Card: s.h(c)})
		}
	}
	if len(opts) == 1 {
		return o.gain(s, f)
	}
	return s.ask(f.Seat, fmt.Sprintf("%s: choose an unrezzed %s to reveal, or done", s.cardName(f.Src), o.keyword), "ONR-18.1", opts)
}

// ofKeyword reports whether c is ice of the keyword installed by seat.
func (o revealIceForGain) ofKeyword(s *State, seat engine.Seat, c int32) bool {
	return s.Cards[c].Zone == ZoneIce && s.Cards[c].At == seat && s.hasKeyword(c, o.keyword)
}

// gain gains n per piece revealed and per rezzed piece, and clears the
// list.
func (o revealIceForGain) gain(s *State, f *Frame) Status {
	count := int32(len(s.List(f)))
	for c := range s.Cards {
		if c := int32(c); o.ofKeyword(s, f.Seat, c) && s.Cards[c].Rezzed {
			count++
		}
	}
	if count > 0 {
		s.gain(f.Seat, count*o.n)
		s.say(msgGainsBits, int32(f.Seat), count*o.n)
	}
	s.SetList(f, nil)
	return Next
}
