package onr

import (
	"slices"

	"github.com/datafort/datafort/engine"
)

// Chained runs on every fort (chained-runs): "make a run on each data fort.
// Score 1 agenda point if all the runs are successful. Forgo your next
// action if any of the runs are not successful." The Runner chooses the
// order. Each fort gets one chance: a run that something misdirects away
// from its fort (Siren) used that fort up (R420). A fort closed to runs is
// not run.

// RunOnEachFort makes a run on each fort of the Corp the effect speaks of,
// one after another in the order the controller chooses, each once the
// last is over. It leaves in the program's frame (Frame.N) how many of the
// runs were not successful, for IfEveryRunSuccessful and
// UnlessEveryRunSuccessful. The frame's list holds the forts chosen so far;
// Frame.Step (a scratch register of ops: Frame.M names the target player
// of a program, targets.go), while a run of it is under way, one more than the successful
// runs of the turn before that run (the history's DeedRanOn facts).
func RunOnEachFort() Op { return runOnEachFort{} }

type runOnEachFort struct{}

func (runOnEachFort) Run(s *State, f *Frame) Status {
	if f.Step > 0 { // a run of it is over
		if s.successfulRunsThisTurn(f.Seat) < f.Step {
			f.N++
		}
		f.Step = 0
	}
	if f.Answered {
		o, _ := f.Take()
		fort := int32(o.Target)
		s.AppendList(f, fort)
		f.Step = s.successfulRunsThisTurn(f.Seat) + 1
		s.startRun(f.Seat, fort, f.Src) // not made if its Corp left the game: then not successful either
		return Again
	}
	if s.Over || s.runBanned(f.Seat) {
		return s.endRunsOnEachFort(f)
	}
	corp := s.corpOf(f)
	chosen := s.List(f)
	var opts []engine.Option
	for fi := range s.runnableForts(f.Seat) {
		if s.Forts[fi].Owner == corp && !slices.Contains(chosen, fi) {
			opts = append(opts, engine.Option{Verb: VerbRun, Target: int(fi), Card: s.h(f.Src)})
		}
	}
	if len(opts) == 0 {
		return s.endRunsOnEachFort(f)
	}
	return s.ask(f.Seat, s.cardName(f.Src)+": choose the next fort to run", "ONR-11.1", opts)
}

// endRunsOnEachFort clears the frame's list of forts once every run is
// made.
func (s *State) endRunsOnEachFort(f *Frame) Status {
	s.SetList(f, nil)
	return Next
}

// successfulRunsThisTurn counts the successful runs Runner seat made in the
// turn in progress (history.go).
func (s *State) successfulRunsThisTurn(seat engine.Seat) int32 {
	var n int32
	for _, ft := range s.facts() {
		if ft.deed == DeedRanOn && ft.by == seat && ft.turn == s.Active {
			n++
		}
	}
	return n
}

// IfEveryRunSuccessful: "… if all the runs are successful": the ops resolve
// only if no run of RunOnEachFort was unsuccessful.
func IfEveryRunSuccessful(ops ...Op) Op { return governed{everyRunSuccessful{}, ops} }

// UnlessEveryRunSuccessful: "… if any of the runs are not successful".
func UnlessEveryRunSuccessful(ops ...Op) Op { return governed{everyRunSuccessful{neg: true}, ops} }

type everyRunSuccessful struct {
	neg bool
	n   int32
}

func (o everyRunSuccessful) withSkip(n int32) Op { o.n = n; return o }

func (o everyRunSuccessful) Run(s *State, f *Frame) Status {
	if (f.N == 0) != o.neg {
		return Next
	}
	return skip(f, o.n)
}
