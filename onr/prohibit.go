package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
)

// Prohibitions ("Runner cannot …") and the ways out of a run they forbid.
//
// A blanket prohibition always takes precedence: the forbidden thing does
// not happen, whatever offers it and even if a card "forces" it (ONR-0.2,
// ONR-18.3.3, R027, R161). So every route to a forbidden thing asks the
// same gate: jackOutBanned for jacking out (the RUN-8/RUN-9 choice and card
// effects such as Smarteye's), breakBanned for breaking subroutines. Ending
// the run is not jacking out, and no jack-out prohibition stops it (R160,
// R222).

// Ban is a set of things a prohibition forbids the Runner.
type Ban uint8

// Prohibitions.
const (
	// BanBreak: "Runner cannot break any subroutines" (Shock.r, Data
	// Darts, Neural Blade).
	BanBreak Ban = 1 << iota
	// BanJackOut: "Runner cannot jack out" (Jack Attack, Shock.r).
	BanJackOut
)

// CannotJackOut: "for the remainder of the run, Runner cannot jack out"
// (Jack Attack; R160, R161, R461).
func CannotJackOut() Op {
	return OpFunc(func(s *State, f *Frame) Status {
		if s.Run.Active {
			s.Run.NoJackOut = true
			s.event("prohibit", s.cardName(f.Src)+": for the remainder of the run, the Runner cannot jack out")
		}
		return Next
	})
}

// ProhibitNextEncounter forbids b during the next encounter with ice in
// this run: "Runner cannot break any subroutines of the next piece of ice
// encountered during the run" (BanBreak) "and cannot jack out until after
// that encounter" (BanJackOut) (Shock.r). Unrezzed ice that is passed is
// not encountered (ONR-11.3.3), so the prohibition waits for the next
// rezzed ice; if no more ice is encountered, a jack-out ban lasts for the
// rest of the run (R223).
func ProhibitNextEncounter(b Ban) Op {
	return OpFunc(func(s *State, f *Frame) Status {
		if s.Run.Active {
			s.Run.BanNext |= b
			s.event("prohibit", s.cardName(f.Src)+": the Runner "+banText(b))
		}
		return Next
	})
}

func banText(b Ban) string {
	switch b {
	case BanBreak:
		return "cannot break any subroutines of the next piece of ice encountered"
	case BanJackOut:
		return "cannot jack out until after the next encounter"
	}
	return "cannot break any subroutines of the next piece of ice encountered, and cannot jack out until after that encounter"
}

// jackOutBanned reports whether a prohibition forbids the Runner to jack
// out now (ONR-11.7.2, ONR-18.3.3).
func (s *State) jackOutBanned() bool {
	r := &s.Run
	return r.NoJackOut || (r.BanNext|r.BanNow)&BanJackOut != 0
}

// breakBanned reports whether the Runner may not break subroutines of the
// ice being encountered.
func (s *State) breakBanned() bool { return s.Run.BanNow&BanBreak != 0 }

// beginEncounter starts the prohibitions waiting for this encounter
// (ProhibitNextEncounter).
func (s *State) beginEncounter() {
	s.Run.BanNow, s.Run.BanNext = s.Run.BanNext, 0
}

// endEncounterBans lifts the prohibitions of the encounter that ended
// ("until after that encounter").
func (s *State) endEncounterBans() { s.Run.BanNow = 0 }

// jackOut makes the Runner jack out of the run through a card effect
// (ONR-11.7.2); callers check jackOutBanned first.
func (s *State) jackOut() {
	s.Run.JackedOut = true
	s.event("jack-out", "Runner jacks out")
}

// MayJackOut: "you may jack out" now (Smarteye: "You may then jack out
// before the Corp decides whether to rez the ice"). Under a jack-out
// prohibition the Runner loses this chance (R161, R461): the rest of the
// effect still happens.
func MayJackOut() Op {
	return OpFunc(func(s *State, f *Frame) Status {
		r := &s.Run
		if !r.Active || r.Ended || r.JackedOut {
			return Next
		}
		if f.Answered {
			if o, _ := f.take(); o.Verb == VerbJackOut && !s.jackOutBanned() {
				s.jackOut()
			}
			return Next
		}
		if s.jackOutBanned() {
			s.event("prohibit", "The Runner cannot jack out")
			return Next
		}
		return s.ask(r.Runner, "Jack out now, or continue the run", "ONR-11.7.2",
			[]engine.Option{{Verb: VerbContinue}, {Verb: VerbJackOut}})
	})
}

// ExposeApproachedIce: "expose a piece of unrezzed ice as you approach it"
// (Smarteye). The Runner learns the ice's identity while it stays there;
// it stays unrezzed and inactive (ONR-16.5.1). Only the two players read
// its name in the log.
func ExposeApproachedIce() Op {
	return OpFunc(func(s *State, f *Frame) Status {
		c := s.currentIce()
		if c == 0 || s.Cards[c].Rezzed {
			return Next
		}
		s.expose(c, s.Run.Runner)
		return Next
	})
}

// ApproachingUnrezzedIce reports whether the Runner is approaching a piece
// of unrezzed ice and the Corp has not decided yet whether to rez it: the
// moment of Smarteye (ONR-11.3.1, RUN-2). It is an Ability.If.
func ApproachingUnrezzedIce(s *State, _ int32) bool {
	r := &s.Run
	if !r.Active || r.Ended || r.JackedOut || len(s.Stack) == 0 {
		return false
	}
	f := s.top()
	c := s.currentIce()
	return f.Kind == FrameWindow && f.N == WinApproach && c != 0 && !s.Cards[c].Rezzed
}

// runWindowOver reports whether window f belongs to a run the Runner has
// jacked out of; such a window closes at once, so that the Corp gets no
// decision on the approached ice after a Smarteye jack-out.
func (s *State) runWindowOver(f *Frame) bool {
	return s.Run.JackedOut && (f.N == WinApproach || f.N == WinPass || f.N == WinBeforeAccess)
}

// usedThisRun reports whether card c already used its once-per-run
// ability during this run (Ability.OncePerRun).
func (s *State) usedThisRun(c int32) bool { return slices.Contains(s.Run.Once, c) }

// markUsedThisRun records the use of a once-per-run ability.
func (s *State) markUsedThisRun(c int32, a Ability) {
	if a.OncePerRun && s.Run.Active {
		s.Run.Once = append(s.Run.Once, c)
	}
}

// baseLinkUsable reports whether base-link card b may be used for the
// current trace: "you may use Submarine Uplink only during a run".
func (s *State) baseLinkUsable(b *BaseLink) bool { return !b.OnlyInRun || s.Run.Active }

// baseLinkUsed applies what using base-link card c for a trace does
// besides giving link: Submarine Uplink "ends your run after the current
// encounter" (errata R477). The rest of the encounter still resolves: later
// subroutines take effect and the ice may still be passed (R479). A trace
// during a run but outside an encounter has no current encounter to wait
// for, so the run ends at once (decision: the errata's "after the current
// encounter" read as "no later than").
func (s *State) baseLinkUsed(c int32) {
	if c == 0 || !s.def(c).BaseLink.EndsRun || !s.Run.Active || s.Run.Ended || s.Run.Success {
		return
	}
	if s.inEncounter() {
		s.Run.EndAfter = c
		s.eventf("end-run", "%s: the run will end after this encounter", s.def(c).Title)
		return
	}
	s.endRun()
	s.eventf("end-run", "%s ends the run", s.def(c).Title)
}

// inEncounter reports whether the run is in an encounter with ice (RUN-4
// to RUN-6).
func (s *State) inEncounter() bool {
	for i := len(s.Stack) - 1; i >= 0; i-- {
		if f := &s.Stack[i]; f.Kind == FrameRun {
			return f.Step == runEncounter || f.Step == runFire
		}
	}
	return false
}

// endAfterEncounter ends the run once the encounter is over without the
// run having ended in it: the Runner passes the ice (R479), then the run
// ends before the jack-out step and before any further ice (R477). It is
// called at RUN-7 and reports whether it ended the run.
func (s *State) endAfterEncounter() bool {
	c := s.Run.EndAfter
	if c == 0 {
		return false
	}
	ice := s.currentIce()
	s.Run.EndAfter = 0
	s.Run.Pos++
	s.endRun()
	s.eventf("end-run", "Runner passes %s; %s ends the run", s.cardName(ice), s.def(c).Title)
	return true
}

// checkRun verifies that prohibitions and run-long marks live only inside
// a run and name real cards.
func (s *State) checkRun() error {
	r := &s.Run
	if !r.Active && (r.NoJackOut || r.BanNext != 0 || r.BanNow != 0 || r.EndAfter != 0 || len(r.Once) > 0) {
		return fmt.Errorf("run marks %+v outside a run", *r)
	}
	for _, c := range append([]int32{r.EndAfter}, r.Once...) {
		if c < 0 || int(c) >= len(s.Cards) {
			return fmt.Errorf("run marks name card index %d", c)
		}
	}
	return nil
}
