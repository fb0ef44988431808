package onr

import (
	"fmt"
	"sync"

	"github.com/datafort/datafort/engine"
)

// The most frequent event texts naming a card are built once per card
// definition, when it is defined, rather than at every event: they are most
// of what a game allocates.

// defTexts are the event texts of one card definition.
type defTexts struct {
	corpPlays, runnerPlays, steals                                          string
	corpDraws, runnerDraws, accesses, encounters, rezzes, endsRun, installs string
	subFires                                                                []string // "X: subroutine N takes effect", N from 1
}

// newDefTexts builds the texts of the card titled title with n
// subroutines and the printed agenda points points.
func newDefTexts(title string, n int, points int32) defTexts {
	t := defTexts{
		corpPlays:   "corp plays " + title,
		runnerPlays: "runner plays " + title,
		steals:      fmt.Sprintf("Runner steals %s for %s", title, count(points, "agenda point", "agenda points")),
		corpDraws:   "Corp draws " + title,
		runnerDraws: "Runner draws " + title,
		accesses:    "Runner accesses " + title,
		encounters:  "Runner encounters " + title,
		rezzes:      "Corp rezzes " + title,
		endsRun:     title + " ends the run",
		installs:    "Runner installs " + title,
	}
	for i := range n {
		t.subFires = append(t.subFires, fmt.Sprintf("%s: subroutine %d takes effect", title, i+1))
	}
	return t
}

// subFires returns the text of subroutine i (from 0) of ice c taking
// effect.
func (s *State) subFires(c int32, i int32) string {
	if t := s.def(c).texts.subFires; int(i) < len(t) {
		return t[i]
	}
	return fmt.Sprintf("%s: subroutine %d takes effect", s.def(c).Title, i+1)
}

// The texts of fort names and of runs on them: central forts by name,
// subsidiary forts by number (fortName).
var (
	fortNumbers [64]string // "fort N" for N < 64
	runsOnFort  [64]string // "Runner runs on fort N"
)

func init() {
	for i := range fortNumbers {
		fortNumbers[i] = fmt.Sprintf("fort %d", i)
		runsOnFort[i] = "Runner runs on " + fortNumbers[i]
	}
}

// fortText returns the text prefix followed by the name of fort i, from
// tables for the usual names: prefixes are the few constant texts of
// events about forts.
func (s *State) fortText(prefix string, i int32) string {
	name := s.fortName(i)
	key := fortTextKey{prefix, name}
	if t, ok := fortTexts.Load(key); ok {
		return t.(string)
	}
	t := prefix + name
	fortTexts.Store(key, t)
	return t
}

// fortTexts caches fortText's results; the keys are few (constant prefixes
// and fort names).
var fortTexts sync.Map

type fortTextKey struct{ prefix, name string }

// runsOnText returns "Runner runs on " and the name of fort i, for a run
// by seat.
func (s *State) runsOnText(seat engine.Seat, i int32) string {
	if s.Players[seat].Name != "" || s.multiCorp() {
		return s.seatName(seat) + " runs on " + s.fortName(i)
	}
	switch s.Forts[i].Central {
	case CentralHQ:
		return "Runner runs on HQ"
	case CentralRD:
		return "Runner runs on R&D"
	case CentralArchives:
		return "Runner runs on the Archives"
	}
	if n := s.fortNumber(i); n < len(runsOnFort) {
		return runsOnFort[n]
	}
	return "Runner runs on " + s.fortName(i)
}

// roleText returns the text for role r: corp or runner.
func roleText(r Role, corp, runner string) string {
	if r == Corp {
		return corp
	}
	return runner
}
