package onr

import "fmt"

// Cutting R&D (look-and-arrange): "whenever you are about to access cards
// from R&D, you may first choose to cut any number of cards from the top
// of R&D to the bottom of R&D". The Runner of the run chooses how many,
// from none to all of them, without seeing them; they go, in their order,
// from the top of the Corp's R&D to its bottom. A card moved cannot be
// followed by sight (zones.go place): what any seat knew of where the
// cards lie is forgotten. Every seat reads how many were cut.

// CutRDTopToBottom: the Runner of the run may cut any number of cards from
// the top of the run's Corp's R&D to the bottom.
func CutRDTopToBottom() Op { return cutRD{} }

type cutRD struct{}

func (cutRD) Run(s *State, f *Frame) Status {
	r := &s.Run
	if !r.Active {
		return Next
	}
	p := s.P(r.Corp)
	if !f.Answered {
		if len(p.Deck) < 2 {
			return Next
		}
		return s.askNumber(r.Runner, fmt.Sprintf("%s: cut how many cards from the top of R&D to the bottom?", s.cardName(f.Src)), "ONR-18.1", 0, int32(len(p.Deck)))
	}
	_, n := f.Take()
	n = min(max(n, 0), int32(len(p.Deck)))
	for range n {
		s.move(p.Deck[0], r.Corp, ZoneDeck, false)
	}
	if n > 0 {
		s.say(msgCutsRD, int32(r.Runner), n)
	}
	return Next
}
