package onr

// BeforeAccessingFrom is the condition of "use this ability immediately
// after a successful run on FORT" (run-success-window): the run in progress
// on a fort of kind fort (CentralHQ, CentralRD, CentralArchives or
// Subsidiary; AnyFort: any fort) is successful and has accessed no card
// yet. The ability is a
// DuringAccess one: it is offered with the first access choice. Once a card
// is accessed the moment has passed, so a run allows one use (R317).
func BeforeAccessingFrom(fort Central) Cond { return beforeAccessing{fort} }

type beforeAccessing struct{ fort Central }

func (c beforeAccessing) Holds(s *State, _ int32) bool {
	r := &s.Run
	return r.Active && r.Success && !r.Ended && len(r.Accessed) == 0 && (c.fort == AnyFort || s.Forts[r.Fort].Central == c.fort)
}
