package onr

// A successful run treated as one on another central fort
// (access-replacement): "make a run on HQ. If run is successful, do not
// access cards from HQ; instead, treat run as a successful run on R&D"
// (Private LDL Access). Resolved as the run's access replacement, it makes
// the run, already successful, a run on the other central fort of the same
// Corp for the rest of it, and accesses that fort as a successful run on it
// would: its stored cards and the cards installed in it (ONR-11.11.1). The
// success's own occurrence was emitted for the fort run, before the
// replacement; the Runner's history keeps the run as made. Abilities used
// instead of accessing the other fort's cards (Armageddon after a
// successful run on R&D) are offered before that access, as the access
// would happen (R273): the run's frame goes back to its success step to
// offer them (insteadofaccess.go); the success's card triggers, which the
// replacement took the place of, are not queued then either.

// AccessAsSuccessfulRunOn: "treat run as a successful run on FORT".
func AccessAsSuccessfulRunOn(fort Central) Op { return accessAsRunOn{fort} }

type accessAsRunOn struct{ fort Central }

func (o accessAsRunOn) Run(s *State, f *Frame) Status {
	r := &s.Run
	if !r.Active || !r.Success {
		return Next
	}
	r.Fort = s.centralOf(r.Corp, o.fort)
	s.say(msgTreatedAsRunOn, s.cardArg(f.Src), s.fortArg(r.Fort))
	if s.offersInsteadOfAccess() {
		// The access of that fort would happen: what may be used instead of
		// it is offered, as after a successful run on it (R273, R274;
		// insteadofaccess.go), by the run's frame, back at its success.
		if i := s.runFrameIndex(); i >= 0 {
			rf := &s.Frames()[i]
			rf.Step, rf.N = runSuccess, insteadTreated
			return Next
		}
	}
	s.push(Frame{Kind: FrameAccess, Seat: r.Runner})
	return Next
}

// runFrameIndex returns the index of the run's own frame in the stack
// (not that of an encounter of ice not installed, outsideice.go), or -1.
func (s *State) runFrameIndex() int {
	for i := len(s.Frames()) - 1; i >= 0; i-- {
		if fr := &s.Frames()[i]; fr.Kind == FrameRun && fr.T == 0 {
			return i
		}
	}
	return -1
}
