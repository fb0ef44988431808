package onr

// The piece of ice the Runner has just passed, every subroutine of which he
// or she broke in the encounter: "after passing a piece of ice during this
// run, you may derez that ice and end your run if you broke all the
// subroutines of that ice". Read from the run's log at the pass itself
// (EvIcePassed, a delayed trigger of the run: WheneverThisRun), where
// JustBrokeAll reads it in the priority window after it. Ice with no
// subroutines counts as having had them all broken (R301, R327); a run
// ended after the encounter (Dropp) passes no ice (R328).

// PassedIceAllBroken holds when the ice the Runner passed last was
// encountered and had all its subroutines broken, and is still installed
// and rezzed.
var PassedIceAllBroken Cond = CondFunc(passedIceAllBroken)

func passedIceAllBroken(s *State, _ int32) bool { return s.passedAllBroken() != 0 }

// passedAllBroken returns the ice PassedIceAllBroken speaks of, or 0.
func (s *State) passedAllBroken() int32 {
	if !s.Run.Active {
		return 0
	}
	log := s.Run.Log
	i := len(log) - 1
	for i >= 0 && log[i].Type != EvIcePassed {
		i--
	}
	if i < 0 {
		return 0
	}
	ice := log[i].Obj
	for i--; i >= 0; i-- {
		switch o := log[i]; o.Type {
		case EvAllSubsBroken:
			if o.Obj != ice || s.Cards[ice].Zone != ZoneIce || !s.Cards[ice].Rezzed {
				return 0
			}
			return ice
		case EvEncounterStart, EvIcePassed:
			return 0 // not encountered this time, or not all broken
		}
	}
	return 0
}

// DerezPassedIce: derez the piece of ice just passed whose subroutines
// were all broken (see PassedIceAllBroken).
func DerezPassedIce() Op { return derezPassedIce{} }

type derezPassedIce struct{}

func (derezPassedIce) Run(s *State, f *Frame) Status {
	if c := s.passedAllBroken(); c != 0 {
		s.derez(c)
	}
	return Next
}
