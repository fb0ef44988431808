package onr

// A successful run treated as one on another central fort
// (access-replacement): "make a run on HQ. If run is successful, do not
// access cards from HQ; instead, treat run as a successful run on R&D"
// (Private LDL Access). Resolved as the run's access replacement, it makes
// the run, already successful, a run on the other central fort of the same
// Corp for the rest of it, and accesses that fort as a successful run on it
// would: its stored cards and the cards installed in it (ONR-11.11.1). The
// success's own occurrence was emitted for the fort run, before the
// replacement; the Runner's history keeps the run as made.

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
	s.push(Frame{Kind: FrameAccess, Seat: r.Runner})
	return Next
}
