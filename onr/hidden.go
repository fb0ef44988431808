package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr/carddb"
)

// Hidden resources (ONR-16.1). A resource with the keyword Hidden is
// installed face down in the rig (Card.FaceUp false) and goes to the trash
// face up (zones.go trash). The Corp sees that a face-down card is in the
// rig, with its public handle, but never which card it is (view.go
// visible): the install is announced to the Corp as "a hidden resource"
// (the Runner's own event text names it), the Corp's options name it "a
// hidden resource", and it is revealed only when used (OPEN 15, default:
// using an ability shows the card, and a card that stays in play stays
// face up) or when it leaves play. A tagged Runner's hidden resources are
// resources like any other for the Corp's 2-bit trash action (R036,
// ONR-16.1.2).
//
// So that the Runner's decisions tell the Corp nothing either, a Runner
// with a face-down card is asked wherever such a card could give him a
// choice, even when he can only pass: in every priority window, before
// each access in HQ (HQ Mole), and for the base-link card and link bought
// in a trace — the same rule the Corp follows for its face-down cards
// (window.go corpMightRez). Options.FastPass turns this off for windows.

// isHidden reports whether c is a hidden resource (ONR-16.1.1).
func (s *State) isHidden(c int32) bool {
	d := s.def(c).card
	return d.Type == carddb.Resource && d.HasKeyword("Hidden")
}

// runnerHides reports whether Runner seat has a face-down card in the rig.
// A rig found without one stays so while no card is placed in it or leaves
// it (State.rigBare, rigGen): the walk is skipped then, except under
// State.unmasked (the long way).
func (s *State) runnerHides(seat engine.Seat) bool {
	if s.rigBare[seat] == s.rigGen+1 && !s.unmasked {
		return false
	}
	cards := s.Cards
	for _, c := range s.P(seat).Rig {
		if !cards[c].FaceUp {
			return true
		}
	}
	s.rigBare[seat] = s.rigGen + 1
	return false
}

// checkRigBare checks runnerHides's memo (State.rigBare) against the long
// way: a Runner whose rig it says is bare of face-down cards has none.
func (s *State) checkRigBare() error {
	for i := range s.Players {
		p := &s.Players[i]
		if s.rigBare[p.Seat] != s.rigGen+1 {
			continue
		}
		for _, c := range p.Rig {
			if !s.Cards[c].FaceUp {
				return fmt.Errorf("runnerHides's memo says seat %d's rig holds no face-down card, but card %d is face down", p.Seat, c)
			}
		}
	}
	return nil
}

// installEvent announces the Runner's install of c on host (0: none): a
// hidden resource is named only to the Runner (ONR-16.1.1).
func (s *State) installEvent(c, host int32) {
	if !s.Cards[c].FaceUp {
		s.sayTo(seatBit(s.controller(c)), msgInstallsHidden, int32(s.controller(c)), s.cardArg(c))
		return
	}
	if host == 0 {
		s.say(msgRunnerInstalls, int32(s.controller(c)), s.cardArg(c))
		return
	}
	s.say(msgRunnerInstallsOn, int32(s.controller(c)), s.cardArg(c), s.cardArg(host))
}

// revealToUse turns a face-down card of the rig face up as its ability is
// used: the ability is printed on it (ONR-16.1.4, OPEN 15).
func (s *State) revealToUse(c int32) {
	if k := &s.Cards[c]; k.Zone == ZoneRig && !k.FaceUp {
		k.FaceUp = true
		s.say(msgRunnerReveals, int32(k.At), s.cardArg(c))
	}
}

// AccessingFrom is the condition of a DuringAccess ability: "use this
// ability only when accessing cards from FORT", while some card stored
// there is neither accessed yet nor about to be.
func AccessingFrom(fort Central) Cond { return accessingFrom{fort} }

type accessingFrom struct{ fort Central }

func (c accessingFrom) Holds(s *State, _ int32) bool {
	return s.Run.Active && s.Forts[s.Run.Fort].Central == c.fort && s.accessLeft(c.fort) > 0
}

// accessLeft counts the cards stored in the central fort of kind fort (HQ
// or R&D) of the Corp being run that the run has neither accessed nor still
// to access.
func (s *State) accessLeft(fort Central) int32 {
	var stored []int32
	switch fort {
	case CentralHQ:
		stored = s.P(s.Run.Corp).Hand
	case CentralRD:
		stored = s.P(s.Run.Corp).Deck
	default:
		return 0
	}
	n := int32(len(stored)) - s.Run.ToAccess
	for _, c := range stored {
		if slices.Contains(s.Run.Accessed, c) {
			n--
		}
	}
	return max(n, 0)
}

// AccessAdditional: "access N additional cards from FORT" during the
// access of that fort (HQ Mole). Several such effects add up (R367); never
// more cards than are left. Only stored cards count: cards installed in
// the fort are accessed anyway (R368, R265).
func AccessAdditional(fort Central, n int32) Op { return accessAdditional{fort, n} }

type accessAdditional struct {
	fort Central
	n    int32
}

func (o accessAdditional) Run(s *State, f *Frame) Status {
	if s.Run.Active && s.Forts[s.Run.Fort].Central == o.fort {
		n := min(o.n, s.accessLeft(o.fort))
		s.Run.ToAccess += n
		s.say(msgExtraAccess, n, s.fortArg(s.Run.Fort))
	}
	return Next
}

// accessAbility is the hook of the access step (accNext) for DuringAccess
// abilities. It handles an answered "use" (paying, ONR-18.3.7, then
// resolving the ability) or "done", and, once nothing is left to access,
// asks the Runner whether to use one before the access ends. It reports
// whether it dealt with the step.
func (s *State) accessAbility(f *Frame) (Status, bool) {
	if f.Answered && (f.Opt.Verb == VerbUse || f.Opt.Verb == VerbDone) {
		o, _ := f.Take()
		if o.Verb == VerbDone {
			f.Step = accSteal
			return Next, true
		}
		if s.payForOption(f, s.Run.Runner, o) {
			return Next, true
		}
		s.useAbility(s.Run.Runner, s.byHandle(int32(o.Card)), o.Arg, false)
		return Next, true
	}
	if s.Run.ToAccess > 0 || len(s.Run.Upgrades) > 0 {
		return Next, false
	}
	opts := s.abilityOptions(s.Run.Runner, DuringAccess, nil)
	if len(opts) == 0 && !s.askAccess() {
		return Next, false
	}
	opts = append([]engine.Option{{Verb: VerbDone}}, opts...)
	return s.ask(s.Run.Runner, "Use an ability before the access ends, or done", "ONR-11.11", opts), true
}

// askAccess reports whether the Runner is asked before an access even with
// a single option: during an HQ or R&D access while he has a face-down
// card, so that being asked does not tell the Corp he holds an HQ Mole or
// an R&D Mole, and in any access while some hidden card usable during it
// might be his face-down card (afterdamage.go mightUseFaceDown).
func (s *State) askAccess() bool {
	if !s.unmasked && !s.runnerHides(s.Run.Runner) {
		// No face-down card (runnerHides' memo, most accesses): neither
		// holds, mightUseFaceDown asking for one first.
		return false
	}
	c := s.Forts[s.Run.Fort].Central
	return (c == CentralHQ || c == CentralRD) && s.runnerHides(s.Run.Runner) || s.mightUseFaceDown(s.Run.Runner, DuringAccess)
}

// askTrace reports whether Runner seat is asked for his base-link card
// even when he has none to choose: while he has a face-down card, which
// may be a base-link card or pay for one, so that being asked does not
// tell the Corp what his face-down cards are.
func (s *State) askTrace(seat engine.Seat) bool { return s.runnerHides(seat) }
