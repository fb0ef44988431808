package onr

// Bonus points of a scored agenda (score-bonus, ONR-10.7): "score an
// additional 4 agenda points when you score it", "score 1 additional agenda
// point for every two advancement counters over its difficulty that are on
// it when you score it". They are score text (OnScore): the Corp scores
// them and a Runner who steals the agenda does not (R202, R252).

// ScoreMorePoints: "score N additional agenda points".
func ScoreMorePoints(n int32) Op { return scoreMore{n: n} }

// ScoreMorePerOver: "score N additional agenda points for every per
// advancement counters over this agenda's difficulty that are on it when
// you score it" (the counters are the scoring occurrence's, Frame.N).
func ScoreMorePerOver(n, per int32) Op { return scoreMore{n: n, per: per} }

type scoreMore struct{ n, per int32 }

func (o scoreMore) Run(s *State, f *Frame) Status {
	n := o.n
	if o.per > 0 {
		n *= max(0, f.N-s.difficulty(f.Src)) / o.per
	}
	if n <= 0 {
		return Next
	}
	n = s.gainPoints(f.Seat, n)
	s.say(msgScoresMore, int32(f.Seat), s.cardArg(f.Src), n)
	return Next
}
