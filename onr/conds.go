package onr

import (
	"slices"

	"github.com/datafort/datafort/engine"
)

// Conditions of card text (Ability.If, IgnoreUnless). Each is a value: a
// CondFunc of a named function, or a struct of its parameters. self is the
// card whose text it is.

var (
	// RunnerTagged: "play only if Runner is tagged" (ONR-13.4): the Runner
	// of the card's text has a tag.
	RunnerTagged Cond = runnerTagged{}
	// RunnerRanLastTurn: "play only if Runner attempted a run during his
	// or her last turn": a run on the forts of the card's controller, which
	// in ONR are all the forts (at a table of several Corps a Corp's card
	// asks what the Runner did to that Corp; see RunnerRanLastTurnTimes).
	RunnerRanLastTurn Cond = runnerRanLastTurn{n: 1}
	// RunnerRanThisGame: "play only if Runner has attempted a run this
	// game" (history-facts; ONR-11.1.5: a run is attempted once declared,
	// successful or not), on the forts of the card's controller, or on any
	// forts for the cards a table names in RunsAnywhere (GameHistory).
	RunnerRanThisGame Cond = runnerRanThisGame{}
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
	// RunnerTaggedThisTurn: "… during which Runner received a tag"
	// (history-facts): the Runner of the card's text received a tag this
	// turn (Hist.TaggedThisTurn, cleared as each turn starts).
	RunnerTaggedThisTurn Cond = CondFunc(runnerTaggedThisTurn)
)

func runnerTaggedThisTurn(s *State, self int32) bool {
	r := s.defaultRunner(self)
	return r >= 0 && s.P(r).Hist.TaggedThisTurn
}

// controllerOf returns the controller of card self, or NoSeat for none.
func (s *State) controllerOf(self int32) engine.Seat {
	if self == 0 {
		return engine.NoSeat
	}
	return s.controller(self)
}

// defaultRunner returns "the Runner" of card self's text when no target was
// chosen (targets.go), or NoSeat.
func (s *State) defaultRunner(self int32) engine.Seat {
	seat := engine.NoSeat
	if self != 0 {
		seat = s.controller(self)
	}
	return s.runnerFor(seat)
}

type runnerTagged struct{}

func (c runnerTagged) Holds(s *State, self int32) bool {
	return c.holdsOn(s, self, s.defaultRunner(self))
}

func (runnerTagged) holdsOn(s *State, self int32, r engine.Seat) bool {
	return r >= 0 && s.tagsFor(r, s.controllerOf(self)) > 0
}

// RunnerRanLastTurnTimes: "play only if Runner attempted N or more runs
// during his or her last turn" (Audit of Call Records), on the forts of
// the card's controller — or on any forts, for the cards a table names in
// RunsAnywhere.
func RunnerRanLastTurnTimes(n int32) Cond { return runnerRanLastTurn{n: n} }

type runnerRanLastTurn struct{ n int32 }

func (c runnerRanLastTurn) Holds(s *State, self int32) bool {
	return c.holdsOn(s, self, s.defaultRunner(self))
}

func (c runnerRanLastTurn) holdsOn(s *State, self int32, r engine.Seat) bool {
	if r < 0 {
		return false
	}
	h := &s.P(r).Hist
	return s.ranOn(self, h.Runs, h.RunsOn) >= c.n
}

// ranOn returns, of runs runs counted by Corp seat in on, those that card
// self's condition counts: the runs on its controller's forts, or every
// run for a card the table names in RunsAnywhere.
func (s *State) ranOn(self, runs int32, on []int32) int32 {
	if self != 0 && slices.Contains(s.RunsAnywhere, s.Cards[self].ID.String()) {
		return runs
	}
	if corp := s.controllerOf(self); corp >= 0 && int(corp) < len(on) {
		return on[corp]
	}
	return 0
}

type runnerRanThisGame struct{}

func (c runnerRanThisGame) Holds(s *State, self int32) bool {
	return c.holdsOn(s, self, s.defaultRunner(self))
}

func (runnerRanThisGame) holdsOn(s *State, self int32, r engine.Seat) bool {
	if r < 0 {
		return false
	}
	g := &s.P(r).Game
	return s.ranOn(self, g.Runs, g.RunsOn) > 0
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
// card's text (the Runner of the run in progress, a target, …).
func TagsAtLeast(n int32) Cond { return tagsAtLeast{n} }

type tagsAtLeast struct{ n int32 }

func (c tagsAtLeast) Holds(s *State, self int32) bool {
	return c.holdsOn(s, self, s.defaultRunner(self))
}

func (c tagsAtLeast) holdsOn(s *State, self int32, r engine.Seat) bool {
	return r >= 0 && s.tagsFor(r, s.controllerOf(self)) >= c.n
}

// PaidAboveRez: the card's controller paid at least n bits above the rez
// cost when it was rezzed (ONR-9.6; Caryatid's keyword change).
func PaidAboveRez(n int32) Cond { return paidAboveRez{n} }

type paidAboveRez struct{ n int32 }

func (c paidAboveRez) Holds(s *State, self int32) bool {
	k := &s.Cards[self]
	return k.Rezzed && k.Paid >= c.n
}
