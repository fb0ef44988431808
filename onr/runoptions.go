package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
)

// runOptions appends the options of the basic run action of a Runner of
// team (ONR-6.2): one per fort of runnableForts, in index order. Where no
// active card may close a fort (ModFortClosed; never under State.unmasked)
// and the table has at most 64 seats, the Corps such a Runner may run
// (runnableFort: of another team, still in the game) are read once, as a
// mask of seats, and the options are copied from those kept
// (keptRunOptions) where they still hold, else written into room grown
// once for every fort, so that the walk makes no call, and kept; else each
// fort is asked the long way.
func (s *State) runOptions(team int, opts []engine.Option) []engine.Option {
	forts := s.Forts
	if s.mayStatic(ModFortClosed) || len(s.Players) > 64 {
		closing := s.mayStatic(ModFortClosed)
		for fi := range forts {
			if s.runnableFort(team, int32(fi)) && !(closing && s.fortClosed(int32(fi))) {
				opts = append(opts, engine.Option{Verb: VerbRun, Target: fi})
			}
		}
		return opts
	}
	if k := &s.runOpts; k.holds(s, team) {
		return append(opts, k.opts...)
	}
	corps := s.runnableCorps(team)
	opts = slices.Grow(opts, len(forts))
	n := len(opts)
	out := opts[n : n+len(forts)]
	k, run := 0, VerbRun
	for fi := range forts {
		if f := &forts[fi]; !f.Gone && corps&(1<<(uint(f.Owner)&63)) != 0 {
			out[k] = engine.Option{Verb: run, Target: fi}
			k++
		}
	}
	s.runOpts.keep(s, team, corps, out[:k])
	return opts[:n+k]
}

// runnableCorps returns the seats a Runner of team may run the forts of
// (runnableFort: of another team, still in the game), as a mask of seats;
// the table has at most 64.
func (s *State) runnableCorps(team int) uint64 {
	var corps uint64
	for i := range s.Players {
		if p := &s.Players[i]; p.Team != team && !p.Out {
			corps |= 1 << uint(i)
		}
	}
	return corps
}

// keptRunOptions is the last list of basic run options runOptions wrote
// the short way (no fort may be closed), kept for the next Runner's
// question: the options are the same while the forts that exist
// (fortsGen, unchanged since at-1; none made since: forts, the table's
// number of forts) and the Corps that may be run (corps, those a Runner of
// team may run: they change only as a team is eliminated, which drops
// what is kept) are. Not part of the state: not saved; a new or loaded state
// starts without it (at 0), and a clone too, with room of its own (Clone,
// CloneInto), since opts is a buffer only ever written by its state.
// Check compares it with the options made afresh (checkKeptRunOptions).
type keptRunOptions struct {
	opts  []engine.Option
	at    uint32
	forts int
	team  int
	corps uint64
}

// holds reports whether k holds the run options of a Runner of team;
// never under State.unmasked (the long way).
func (k *keptRunOptions) holds(s *State, team int) bool {
	return k.at == s.fortsGen+1 && k.forts == len(s.Forts) && k.team == team && !s.unmasked
}

// keep keeps opts, the run options of a Runner of team, who may run the
// forts of corps, copied into k's own room.
func (k *keptRunOptions) keep(s *State, team int, corps uint64, opts []engine.Option) {
	k.opts = append(k.opts[:0], opts...)
	k.at, k.forts, k.team, k.corps = s.fortsGen+1, len(s.Forts), team, corps
}

// checkKeptRunOptions checks the run options kept (State.runOpts), if they
// hold, against the forts: those the forts give must be the same.
func (s *State) checkKeptRunOptions() error {
	k := &s.runOpts
	if k.at != s.fortsGen+1 || k.forts != len(s.Forts) {
		return nil
	}
	if corps := s.runnableCorps(k.team); corps != k.corps {
		return fmt.Errorf("the run options kept for team %d are those of the Corps %b, the players give %b", k.team, k.corps, corps)
	}
	var want []engine.Option
	for fi := range s.Forts {
		if f := &s.Forts[fi]; !f.Gone && k.corps&(1<<(uint(f.Owner)&63)) != 0 {
			want = append(want, engine.Option{Verb: VerbRun, Target: fi})
		}
	}
	if !slices.Equal(k.opts, want) {
		return fmt.Errorf("the run options kept for the Corps %b are %+v, the forts give %+v", k.corps, k.opts, want)
	}
	return nil
}
