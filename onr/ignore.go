package onr

import "github.com/datafort/datafort/kernel"

// Ignored subroutines and damage from them (subroutine-properties;
// Microtech 'Trode Set: "Ignore all AP subroutines except those that
// trace, or that do Net damage. Prevents all but 1 Net damage from each AP
// subroutine you do not break").
//
// A ModIgnoreSubs static of the Runner's makes the ice he encounters that
// has one of its Filter's keywords lose, for the encounter, its subroutines
// that neither trace nor do Net damage: they are not there to break nor
// to take effect (R405: "ignoring a subroutine means that you don't even
// get a chance to break it"). A subroutine traces or does Net damage when
// its program holds a trace or a Net damage op (behind a condition too).
// Ice left with no subroutine counts as having had them all broken (R301).
//
// PreventAllBut(n) is the N of a prevention of "all but n" of the damage;
// FromEncounteredIce(keyword) the condition that the damage comes from a
// subroutine of the ice being encountered, of that keyword, and that there
// is more than what the prevention leaves.

// PreventAllBut is the N of a prevention of all but n of the damage.
func PreventAllBut(n int32) int32 { return -n }

// ignoresSubs reports whether the Runner of the run ignores subroutines of
// ice c, being encountered.
func (s *State) ignoresSubs(c int32) bool {
	return s.statics(ModIgnoreSubs, func(src int32, a *Ability) bool {
		return s.controller(src) == s.Run.Runner && a.Filter.matches(s, c)
	}) > 0
}

// notIgnored returns subs without those that neither trace nor do Net
// damage.
func (s *State) notIgnored(subs []kernel.Ref) []kernel.Ref {
	out := make([]kernel.Ref, 0, len(subs))
	for _, r := range subs {
		if tracesOrNetDamage(program(r)) {
			out = append(out, r)
		}
	}
	return out
}

// tracesOrNetDamage reports whether program p traces or does Net damage.
func tracesOrNetDamage(p []Op) bool {
	for _, o := range p {
		switch o := o.(type) {
		case trace:
			return true
		case damage:
			if o.kind == Net {
				return true
			}
		}
	}
	return false
}

// FromEncounteredIce: the damage about to be done comes from the ice being
// encountered, which has keyword, and is more than 1.
func FromEncounteredIce(keyword string) Cond { return fromEncounteredIce{keyword} }

type fromEncounteredIce struct{ keyword string }

func (o fromEncounteredIce) Holds(s *State, _ int32) bool {
	for i := len(s.Frames()) - 1; i >= 0; i-- {
		if f := &s.Frames()[i]; f.Kind == FrameDamage {
			return f.N > 1 && f.Src != 0 && f.Src == s.Run.Encounter && s.hasKeyword(f.Src, o.keyword)
		}
	}
	return false
}
