package onr

// OpponentLosesBitsPer: "the Runner loses X bits, where X is …"
// (computed-amount): the controller's opponent loses up to N bits for
// each of count x of the source card, computed as the effect resolves
// (ONR-18.1.1; Street Enforcer's "X is equal to the number of tags Runner
// has": OpponentLosesBitsPer(1, CountRunnerTags)).
func OpponentLosesBitsPer(n int32, x Count) Op { return opponentLosesBitsPer{n, x} }

type opponentLosesBitsPer struct {
	n int32
	x Count
}

func (o opponentLosesBitsPer) Run(s *State, f *Frame) Status {
	n := o.n * s.count(f.Src, o.x, nil)
	if n <= 0 {
		return Next
	}
	opp := s.opponentOf(f)
	s.say(msgLosesBits, int32(opp), min(n, s.P(opp).Bits))
	s.lose(opp, n)
	return Next
}

// runnerTags returns the tags the Runner of card c's text has, as its
// controller counts them (ONR-13; a Big Sell-Out team's own tags).
func (s *State) runnerTags(c int32) int32 {
	r := s.defaultRunner(c)
	if r < 0 {
		return 0
	}
	return s.tagsFor(r, s.controllerOf(c))
}

func (opponentLosesBitsPer) speaksOf() who { return ofOpponent }

// GainBitsPer: "gain N bits for each …" (computed-amount): the controller
// gains N bits for each of count x of the source card, computed as the
// effect resolves ("gain 4 bits for each advancement counter on it":
// GainBitsPer(4, CountAdv)).
func GainBitsPer(n int32, x Count) Op { return gainBitsPer{n, x} }

type gainBitsPer struct {
	n int32
	x Count
}

func (o gainBitsPer) Run(s *State, f *Frame) Status {
	n := o.n * s.count(f.Src, o.x, nil)
	if n <= 0 {
		return Next
	}
	s.gain(f.Seat, n)
	s.say(msgGainsBits, int32(f.Seat), n)
	return Next
}
