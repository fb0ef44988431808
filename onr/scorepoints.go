package onr

// Scoring agenda points without an agenda (agenda-points-op): "score 1
// agenda point" on a prep. The points count toward the controller's
// victory as an agenda's do (ONR-17.1), through the same gain (gainPoints:
// a variant's pooling, a forfeit still owed); as for an agenda stolen, the
// win is checked where the rules check points.

// ScorePoints: "score N agenda points".
func ScorePoints(n int32) Op { return scorePoints{n} }

type scorePoints struct{ n int32 }

func (o scorePoints) Run(s *State, f *Frame) Status {
	pts := s.gainPoints(f.Seat, o.n)
	s.say(msgScoresPoints, int32(f.Seat), pts, s.P(f.Seat).Points)
	return Next
}
