package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
)

// Ice installed behind the Runner during a run (install-by-effect,
// run-redirect, install-cost-modifier): "you may choose an ice card stored
// in HQ. Install that piece of ice on this fort in the innermost position,
// paying an installation cost of 1 bit for each piece of ice already on
// the fort. Runner is now considered to be approaching that piece of ice"
// (Errata R162: used when the Runner passes the last ice of the fort or
// declares a run on it when it has no ice).
//
// The cost is the ordinary cost of installing ice there, so what changes
// that cost changes it (R164, R097: iceInstallCost); only ice the Corp can
// pay for is offered, with the choice to install none. The ice goes
// innermost, past every piece already on the fort, and the run's position
// moves to it: the Runner approaches it next (RUN-2), the Corp may rez it
// then. Past the last ice, the run steps back from its pass window to that
// approach; at the start of the run (a fort with no ice) the run goes on
// to its approach as it would. The choice among the cards of HQ is the
// Corp's alone; the log says only that ice was installed on the fort.
//
// Hidden information. The Corp is asked whenever the ability resolves with
// HQ not empty, even when it holds no ice it can pay for (only "decline"
// then): being asked tells the Runner nothing about HQ, whose size is
// public. Asked only with affordable ice in HQ, the question would tell him
// that HQ holds such ice (as Dr. Dreff's, outsideice.go).

// InstallHQIceInnermost: "install an ice card stored in HQ on this fort in
// the innermost position; Runner is now approaching it".
func InstallHQIceInnermost() Op { return installInnermost{} }

type installInnermost struct{}

func (installInnermost) Run(s *State, f *Frame) Status {
	r := &s.Run
	if f.Src == 0 || !s.installed(f.Src) || !r.Active || r.Ended || r.JackedOut || r.Success || s.Cards[f.Src].Fort != r.Fort {
		return Next
	}
	corp, fort := s.controller(f.Src), r.Fort
	if f.Answered {
		o, _ := f.Take()
		if c := s.byHandle(int32(o.Card)); o.Verb == VerbInstall && c != 0 && s.innermostFits(corp, c, fort) {
			s.installInnermost(corp, c, fort)
		}
		return Next
	}
	if len(s.P(corp).Hand) == 0 {
		return Next // public: nothing stored in HQ
	}
	opts := []engine.Option{{Verb: VerbDecline}}
	for _, c := range s.P(corp).Hand {
		if s.innermostFits(corp, c, fort) {
			opts = append(opts, engine.Option{Verb: VerbInstall, Card: s.h(c), Target: int(fort)})
		}
	}
	return s.ask(corp, fmt.Sprintf("%s: install ice from HQ innermost on this fort, or decline", s.cardName(f.Src)), "R162", opts)
}

// innermostFits reports whether corp may install card c of HQ as ice on
// fort now: it is ice, allowed there, and its install cost is payable.
func (s *State) innermostFits(corp engine.Seat, c, fort int32) bool {
	return s.Cards[c].Zone == ZoneHand && s.Cards[c].At == corp && s.isIce(c) &&
		s.installPlaceAllowed(c, fort) && s.iceInstallCost(corp, fort) <= s.installMoney(corp, c)
}

// installInnermost pays for and installs ice c on fort innermost, and
// moves the run to approach it.
func (s *State) installInnermost(corp engine.Seat, c, fort int32) {
	s.payForUse(corp, ForInstalls, c, s.iceInstallCost(corp, fort)) // ONR-8.2.2; R164
	s.installCorp(corp, c, fort)
	ice := s.Forts[fort].Ice
	if i := slices.Index(ice, c); i >= 0 {
		s.Forts[fort].Ice = append(slices.Delete(ice, i, i+1), c) // innermost, not outermost
	}
	s.Run.Pos = int32(len(s.Forts[fort].Ice) - 1)
	for i := len(s.Frames()) - 1; i >= 0; i-- {
		if fr := &s.Frames()[i]; fr.Kind == FrameRun {
			if fr.Step == runPassWindow || fr.Step == runJackOut || fr.Step == runLastIce {
				fr.Step, fr.N = runApproach, 0 // "now considered to be approaching that piece of ice"
			}
			break
		}
	}
}
