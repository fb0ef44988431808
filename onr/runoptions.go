package onr

import (
	"slices"

	"github.com/datafort/datafort/engine"
)

// runOptions appends the options of the basic run action of a Runner of
// team (ONR-6.2): one per fort of runnableForts, in index order. Where no
// active card may close a fort (ModFortClosed; never under State.unmasked)
// and the table has at most 64 seats, the Corps such a Runner may run
// (runnableFort: of another team, still in the game) are read once, as a
// mask of seats, and the options are written into room grown once for
// every fort, so that the walk makes no call; else each fort is asked the
// long way.
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
	var corps uint64
	for i := range s.Players {
		if p := &s.Players[i]; p.Team != team && !p.Out {
			corps |= 1 << uint(i)
		}
	}
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
	return opts[:n+k]
}
