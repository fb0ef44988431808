package onr

// The margin of a trace (trace-modifiers): "give Runner one tag for each
// point by which your trace exceeded his or her link". A trace started by
// TraceMargin marks its trace frame (Frame.M, traceKeepsMargin); as it ends
// (traceResult) the points by which the Corp's bid exceeded the Runner's
// link, never below 0 (a tie succeeds by none, ONR-12.2.5), are left in the
// frame of the program that asked for it (Frame.N, where a program keeps
// its computed amounts), which the ops after it read (GiveTagsPerMargin).

// traceKeepsMargin is the Frame.M of a trace frame whose margin is left in
// the program frame below it.
const traceKeepsMargin int32 = 1

// TraceMargin: "Trace N – if trace is successful, …" whose effect counts
// the points by which the trace exceeded the Runner's link: the ops after
// it read that margin (GiveTagsPerMargin).
func TraceMargin(limit int32, then ...Op) Op {
	return traceThen{trace{limit: limit, margin: true}, then}
}

// leaveMargin leaves margin in the program frame now on top of the stack
// if the trace frame tf, just popped, was started by TraceMargin.
func (s *State) leaveMargin(tf Frame, margin int32) {
	if tf.M != traceKeepsMargin || len(s.Frames()) == 0 {
		return
	}
	if p := s.top(); p.Kind == FrameProgram {
		p.N = max(0, margin)
	}
}

// GiveTagsPerMargin: "give Runner one tag for each point by which your
// trace exceeded his or her link", after TraceMargin.
func GiveTagsPerMargin() Op { return giveTagsPerMargin{} }

type giveTagsPerMargin struct{}

func (giveTagsPerMargin) Run(s *State, f *Frame) Status {
	if f.N > 0 {
		return giveTags{f.N}.Run(s, f)
	}
	return Next
}
