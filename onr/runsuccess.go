package onr

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Card triggers of a run's success before its accesses (RUN-11): "whenever
// you access cards from HQ, …" answers EvRunSuccessful with the fort's kind
// (Ability.Fort). The occurrence is emitted as the run is successful
// (run.go); when the accesses follow (no replacement effect took their
// place), the triggers of the Corp and the Runner of the run are queued
// above the access, so that they resolve before the first card is accessed.

// successTriggers queues the card triggers answering the success of the run
// in progress, each seat ordering its own (R026).
func (s *State) successTriggers() {
	if !s.mayTrigger(EvRunSuccessful) {
		return // no active card answers it (unions.go): triggers would give none, together do nothing
	}
	r := &s.Run
	o := kernel.Occurrence{Type: EvRunSuccessful, Seat: r.Runner}
	var queues []seatQueue
	for _, seat := range []engine.Seat{r.Corp, r.Runner} {
		if q := s.triggers(nil, o, seat); len(q) > 0 {
			queues = append(queues, seatQueue{seat, q})
		}
	}
	s.together(nil, queues)
}
