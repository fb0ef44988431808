package onr

// Conditions of the ability cost "discard a card at random:" (cost-variants;
// Executive Boot Camp): the ability may be used only while its controller
// holds a card to discard, and its effect begins with the discard
// (CorpDiscardsAtRandom), so that the cost is paid before the rest
// resolves.

// HoldsCardsInHand: "use only if you have a card in your hand": the
// controller of the card holds at least one card in hand (HQ or grip).
var HoldsCardsInHand Cond = CondFunc(holdsCardsInHand)

func holdsCardsInHand(s *State, self int32) bool { return len(s.P(s.controller(self)).Hand) > 0 }

// AllOf: every one of the conditions holds ("use this ability only during
// a run", and its cost can be paid).
func AllOf(cs ...Cond) Cond { return allOf(cs) }

type allOf []Cond

func (a allOf) Holds(s *State, self int32) bool {
	for _, c := range a {
		if !c.Holds(s, self) {
			return false
		}
	}
	return true
}
