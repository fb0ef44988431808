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
