package onr

// CorpDiscardsAtRandom: "the Corp discards N cards at random": N cards of
// the Corp's HQ, drawn by the game's generator one at a time, go to its
// Archives (face down unless the Runner has seen them: trash); with fewer
// in HQ, all of them. The events say only that a card was discarded.
func CorpDiscardsAtRandom(n int32) Op { return corpDiscardsAtRandom{n} }

type corpDiscardsAtRandom struct{ n int32 }

func (o corpDiscardsAtRandom) Run(s *State, f *Frame) Status {
	corp := s.corpOf(f)
	if corp < 0 {
		return Next
	}
	p := s.P(corp)
	for range o.n {
		if len(p.Hand) == 0 {
			break
		}
		c := p.Hand[s.RNG.IntN(len(p.Hand))]
		s.say(msgCorpDiscards, int32(corp))
		s.trash(c)
	}
	return Next
}

func (corpDiscardsAtRandom) speaksOf() who { return ofCorp }
