package onr

// A condition on the state of the card whose text it is (ambush-access:
// "it does 2 Net damage per advancement counter on it, or 1 Net damage if
// it has no counters, even if it is not installed or rezzed": the counters
// count only if it is rezzed, R062, R248, R249).

// RezzedWithAdvancement: the card is rezzed and holds one or more
// advancement counters.
var RezzedWithAdvancement Cond = CondFunc(rezzedWithAdvancement)

func rezzedWithAdvancement(s *State, self int32) bool {
	return self != 0 && s.Cards[self].Rezzed && s.Cards[self].Adv > 0
}
