package onr

import (
	"fmt"

	"github.com/datafort/datafort/engine"
)

// Abilities used instead of accessing cards (access-replacement; ONR-18.3.8):
// "after each successful run on R&D, you may choose to give the Corp a
// Doom counter instead of accessing cards from R&D" (Armageddon). An
// activated ability with When WouldAccess and a central Fort is
// offered to the Runner of a successful run on a fort of that kind, as he
// would access cards: the run frame stays at its success step (Frame.N
// insteadOffered, or insteadUsed once one was used) and asks him to use
// such abilities, one at a time, each at most once a run (Once), or to
// access cards. He may use as many as he has (R274), whatever number of
// cards he would have accessed, none included (R275); once he has used one,
// he accesses nothing. Only an access that would happen is replaced: a run
// whose access another effect already replaced (Demolition Run, a lasting
// ModReplaceAccess) offers none (R273, R272, R325). The abilities are on
// the Runner's face-up cards, so the question tells nobody anything hidden.

// The sub-steps of a run frame at runSuccess (Frame.N).
const (
	insteadOffered int32 = 1 // abilities in place of the access are offered, none used yet
	insteadUsed    int32 = 2 // at least one was used: the access does not happen
	insteadTreated int32 = 3 // offered, none used yet, in a run treated as one on this fort (accessinstead.go)
)

// InsteadOfAccessPrompt is the Runner's question as he would access cards.
const InsteadOfAccessPrompt = "Access cards, or use an ability instead of accessing them"

// insteadOfAccessOptions returns the uses of the Runner's abilities that may
// replace the access of the run in progress now.
func (s *State) insteadOfAccessOptions() []engine.Option {
	r := &s.Run
	var out []engine.Option
	for _, o := range s.abilityOptions(r.Runner, WouldAccess, nil) {
		a := &s.def(s.byHandle(int32(o.Card))).Abilities[o.Arg]
		if a.Fort != Subsidiary && s.Forts[r.Fort].Central == a.Fort {
			out = append(out, o)
		}
	}
	return out
}

// offersInsteadOfAccess reports whether the Runner of the successful run in
// progress may use some ability in place of its access.
func (s *State) offersInsteadOfAccess() bool {
	return len(s.insteadOfAccessOptions()) > 0
}

// insteadOfAccess is the run frame f at its success step while abilities
// in place of the access are offered: it uses the one chosen, asks again,
// and once the Runner is done goes on to the access, unless one was used.
func (s *State) insteadOfAccess(f *Frame) Status {
	r := &s.Run
	if f.Answered {
		o, _ := f.Take()
		if o.Verb == VerbUse {
			if s.payForOption(f, r.Runner, o) {
				return Next
			}
			f.N = insteadUsed
			s.useAbility(r.Runner, s.byHandle(int32(o.Card)), o.Arg, false)
			return Next // asked again once it has resolved
		}
		return s.insteadDone(f)
	}
	opts := s.insteadOfAccessOptions()
	if len(opts) == 0 {
		return s.insteadDone(f)
	}
	first := engine.Option{Verb: VerbAccess, Target: int(r.Fort)}
	if f.N == insteadUsed {
		first = engine.Option{Verb: VerbDone}
	}
	return s.ask(r.Runner, fmt.Sprintf("%s (%s)", InsteadOfAccessPrompt, s.fortName(r.Fort)), "ONR-18.3.8", append([]engine.Option{first}, opts...))
}

// insteadDone ends the offer: the run goes on to its end, after the access
// if no ability took its place.
func (s *State) insteadDone(f *Frame) Status {
	used, treated := f.N == insteadUsed, f.N == insteadTreated
	f.Step, f.N = runEnd, 0
	if used {
		s.say(msgInsteadOfAccess, int32(s.Run.Runner))
		return Next
	}
	s.push(Frame{Kind: FrameAccess, Seat: s.Run.Runner})
	if !treated {
		s.successTriggers() // runsuccess.go
	}
	return Next
}
