package onr

import "github.com/datafort/datafort/kernel"

// Runs on one of a few forts, and riders with a condition (access-count,
// history-facts): "make a run on R&D or HQ. If run is successful, access
// two additional cards if you used no noisy icebreakers during the run and
// if no trace attempts were made during the run".
//
// The fort is chosen as the card is played (ONR-7.1), among the forts the
// card's Fort allows (CentralRDOrHQ: the R&D or the HQ of a Corp the
// Runner opposes). A rider made with a condition (AccessMoreIf) is a
// lasting effect of the run like any other whose Ref and PC name the
// MakeRun that made it: where it applies (the access, ONR-11.11.2), its
// condition is read then, so what happened during the whole run counts.

// choosesFort reports whether a card's Fort is chosen as it is played
// (AnyFort, CentralRDOrHQ).
func choosesFort(fort Central) bool { return fort == AnyFort || fort == CentralRDOrHQ }

// playFortFits reports whether fort fi may be chosen for playing card c,
// whose play ability's Fort is chosen as it is played.
func (s *State) playFortFits(c, fi int32) bool {
	i := s.playAbility(c)
	if i < 0 || s.def(c).Abilities[i].Fort != CentralRDOrHQ {
		return true
	}
	k := s.Forts[fi].Central
	return k == CentralRD || k == CentralHQ
}

// AccessMoreIf: "access N additional cards if COND" from the fort run, the
// condition read as the cards are accessed (Library Search).
func AccessMoreIf(n int32, cond Cond) Rider {
	return Rider{mod: ModExtraAccess, n: n, fort: AnyFort, cond: cond}
}

// riderHolds reports whether lasting effect l, made by a run's rider,
// applies now: the conditions of the riders of its kind on the MakeRun
// that made it hold (l.Ref, l.PC); an effect made otherwise always does.
func (s *State) riderHolds(l *kernel.Lasting) bool {
	if l.Ref.IsZero() || l.On != 0 {
		return true
	}
	p := program(l.Ref)
	if int(l.PC) >= len(p) {
		return true
	}
	mr, ok := p[l.PC].(makeRun)
	if !ok {
		return true
	}
	for _, r := range mr.riders {
		if r.mod == l.Mod && r.cond != nil && !r.cond.Holds(s, l.Src) {
			return false
		}
	}
	return true
}

// TracedThisRun: "if trace attempts were made during the run": a trace
// was over during it (EvTraceOver in the run's log, naming the trace's
// source).
var TracedThisRun = HappenedThisRun(EvTraceOver, "")

// Not: the condition c does not hold ("if you used no noisy icebreakers").
func Not(c Cond) Cond { return not{c} }

type not struct{ c Cond }

func (c not) Holds(s *State, self int32) bool { return !c.c.Holds(s, self) }
