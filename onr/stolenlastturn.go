package onr

import "github.com/datafort/datafort/engine"

// RunnerStoleLastTurn: "play only if Runner stole any agendas during his or
// her last turn" (ONR-10.7): the Runner of the card's text (a target at a
// table of several Runners, targets.go) stole at least one agenda, from any
// Corp, in his or her last turn (History.Stolen, which a Runner's turn
// starts afresh).
var RunnerStoleLastTurn Cond = runnerStoleLastTurn{}

type runnerStoleLastTurn struct{}

func (c runnerStoleLastTurn) Holds(s *State, self int32) bool {
	return c.holdsOn(s, self, s.defaultRunner(self))
}

func (runnerStoleLastTurn) holdsOn(s *State, _ int32, r engine.Seat) bool {
	return r >= 0 && s.P(r).Hist.Stolen > 0
}
