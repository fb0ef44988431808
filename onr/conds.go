package onr

// Conditions of card text (Ability.If, IgnoreUnless). Each is a value: a
// CondFunc of a named function, or a struct of its parameters. self is the
// card whose text it is.

var (
	// RunnerTagged: "play only if Runner is tagged" (ONR-13.4): a Runner
	// opposing the card's controller has a tag.
	RunnerTagged Cond = CondFunc(runnerTagged)
	// RunnerRanLastTurn: "play only if Runner attempted a run during his
	// or her last turn".
	RunnerRanLastTurn Cond = CondFunc(runnerRanLastTurn)
	// DuringCorpTurn: "play it during the Corp's turn" (Identity Donor).
	DuringCorpTurn Cond = CondFunc(duringCorpTurn)
	// HasIcebreaker: the controller has an installed icebreaker to give the
	// benefit to ("give one of your icebreakers …", Lockjaw); a card whose
	// target is missing cannot be used (ONR-18.1.2).
	HasIcebreaker Cond = CondFunc(hasIcebreaker)
	// InRun: "use only during a run" (Submarine Uplink).
	InRun Cond = CondFunc(inRun)
	// OwnTurn: during the controller's own turn.
	OwnTurn Cond = CondFunc(ownTurn)
)

func runnerTagged(s *State, self int32) bool {
	for i := range s.Players {
		if p := &s.Players[i]; p.Role == Runner && p.Tags > 0 {
			return true
		}
	}
	return false
}

func runnerRanLastTurn(s *State, self int32) bool {
	return s.P(s.runnerFor(s.controller(self))).Hist.Runs > 0
}

func duringCorpTurn(s *State, _ int32) bool { return s.roleOf(s.Active) == Corp }

func hasIcebreaker(s *State, self int32) bool {
	for _, c := range s.P(s.controller(self)).Rig {
		if s.def(c).card.HasKeyword("Icebreaker") {
			return true
		}
	}
	return false
}

func inRun(s *State, _ int32) bool { return s.Run.Active }

func ownTurn(s *State, self int32) bool { return s.Active == s.controller(self) }

// TagsAtLeast: "Runner has N or more tags" (ONR-13): the Runner of the
// run in progress, else some Runner.
func TagsAtLeast(n int32) Cond { return tagsAtLeast{n} }

type tagsAtLeast struct{ n int32 }

func (c tagsAtLeast) Holds(s *State, _ int32) bool {
	if s.Run.Active {
		return s.P(s.Run.Runner).Tags >= c.n
	}
	for i := range s.Players {
		if p := &s.Players[i]; p.Role == Runner && p.Tags >= c.n {
			return true
		}
	}
	return false
}

// PaidAboveRez: the card's controller paid at least n bits above the rez
// cost when it was rezzed (ONR-9.6; Caryatid's keyword change).
func PaidAboveRez(n int32) Cond { return paidAboveRez{n} }

type paidAboveRez struct{ n int32 }

func (c paidAboveRez) Holds(s *State, self int32) bool {
	k := &s.Cards[self]
	return k.Rezzed && k.Paid >= c.n
}
