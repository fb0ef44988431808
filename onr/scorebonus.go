package onr

// Bonus points of an agenda (score-bonus, ONR-10.7): "score an additional
// 4 agenda points when you score it", "score 1 additional agenda point for
// every two advancement counters over its difficulty that are on it when
// you score it". The agenda's own ModScoreBonus statics are read as the
// Corp scores it, with its advancement counters still on it (an amount may
// count them: CountAdvOver), and add to the points it scores; a Runner who
// steals it scores its printed points only (R202, R252).

// scoreBonus returns the points agenda c's own score-bonus statics add as
// the Corp scores it now.
func (s *State) scoreBonus(c int32) int32 {
	var n int32
	abs := s.def(c).Abilities
	for i := range abs {
		if a := &abs[i]; a.Kind == KindStatic && a.Mod == ModScoreBonus && a.holds(s, c) {
			n += s.amount(c, a)
			s.took(c, i)
		}
	}
	return n
}

// scoreCounters returns the counters agenda c's own score-counters statics
// put on it as the Corp scores it now ("for every two advancement counters
// over its difficulty that are on it when you score it, …": the counters
// remember the number, and the agenda's other text counts them).
func (s *State) scoreCounters(c int32) int32 {
	var n int32
	abs := s.def(c).Abilities
	for i := range abs {
		if a := &abs[i]; a.Kind == KindStatic && a.Mod == ModScoreCounters && a.holds(s, c) {
			n += s.amount(c, a)
			s.took(c, i)
		}
	}
	return n
}

// GainPerCounter: "gain 1 bit for each counter on this card" (the card's
// own counters, Card.Counters).
func GainPerCounter() Op { return gainPerCounter{} }

type gainPerCounter struct{}

func (gainPerCounter) Run(s *State, f *Frame) Status {
	if c := f.Src; c != 0 && s.Cards[c].Counters > 0 {
		n := s.Cards[c].Counters
		s.gain(f.Seat, n)
		s.say(msgGainsBits, int32(f.Seat), n)
	}
	return Next
}
