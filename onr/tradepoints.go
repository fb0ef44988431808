package onr

import "github.com/datafort/datafort/engine"

// Agenda points scored this turn handed to the Corp (agenda-points-op,
// history-facts): "Lose all agenda points you scored this turn, and the
// Corp scores that many agenda points. Gain N bits per agenda point lost
// in this way." The points are those of the agendas the controller stole
// this turn (the history's DeedStole facts, each agenda's printed points as
// stolen, ONR-10.7), never more than he or she has left; each is scored by
// the Corp whose fort the agenda was stolen from, through the same gain as
// any points (gainPoints: a variant's pooling, a forfeit it owes), and the
// win is checked where the rules check points.

// LoseStolenPointsToCorp: the controller loses the agenda points he or she
// stole this turn, the Corp scores them, and he or she gains bitsPer bits
// per point lost.
func LoseStolenPointsToCorp(bitsPer int32) Op { return loseStolenPoints{bitsPer} }

type loseStolenPoints struct{ bitsPer int32 }

func (o loseStolenPoints) Run(s *State, f *Frame) Status {
	p := s.P(f.Seat)
	lost := int32(0)
	for _, ft := range s.matching(f.Src, Past{Deed: DeedStole, ByYou: true}, engine.NoSeat) {
		n := min(s.agendaPoints(ft.card), p.Points)
		if ft.card == 0 || ft.fort < 0 || n <= 0 {
			continue
		}
		p.Points -= n
		lost += n
		s.say(msgLosesPoints, int32(f.Seat), n, p.Points)
		corp := s.Forts[ft.fort].Owner
		pts := s.gainPoints(corp, n)
		s.say(msgScoresPoints, int32(corp), pts, s.P(corp).Points)
	}
	if lost > 0 {
		s.gain(f.Seat, lost*o.bitsPer)
		s.say(msgGainsBits, int32(f.Seat), lost*o.bitsPer)
	}
	s.checkPoints()
	return Next
}
