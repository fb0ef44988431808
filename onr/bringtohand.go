package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr/carddb"
)

// Cards of the Runner's brought back into his hand, and the fort an agenda
// was scored from (trash-corp-card, computed-amount): Viral Breeding
// Ground's two texts.

// BringToHandPer: "choose up to N programs for each advancement counter on
// this card; Runner brings those programs into his or her hand": the
// effect's controller chooses, one at a time, up to n times count x of the
// source of the Runner's installed cards of type t (kept in the frame's
// list), or stops (done); then they all go to their owner's hand. A daemon
// that leaves so trashes the programs it hosts (detach, ONR-8.8.3; R246,
// R259); a hosted program may be chosen itself.
func BringToHandPer(t carddb.Type, n int32, x Count) Op { return bringToHandPer{t, n, x} }

type bringToHandPer struct {
	t carddb.Type
	n int32
	x Count
}

func (o bringToHandPer) Run(s *State, f *Frame) Status {
	if f.Answered {
		opt, _ := f.Take()
		if opt.Verb == VerbDone {
			return s.bringPicked(f)
		}
		s.AppendList(f, s.byHandle(int32(opt.Card)))
	}
	limit := o.n * s.count(f.Src, o.x, nil)
	chosen := s.List(f)
	if int32(len(chosen)) >= limit {
		return s.bringPicked(f)
	}
	var opts []engine.Option
	for _, c := range s.P(s.runnerOf(f)).Rig {
		if s.isType(c, o.t) && !slices.Contains(chosen, c) {
			opts = append(opts, engine.Option{Verb: VerbChoose, Card: s.h(c)})
		}
	}
	if len(opts) == 0 {
		return s.bringPicked(f)
	}
	opts = append(opts, engine.Option{Verb: VerbDone})
	return s.ask(f.Seat, fmt.Sprintf("Choose a %s for the Runner to bring into his hand (up to %d more), or done", o.t, limit-int32(len(chosen))), "ONR-18.3.4", opts)
}

// bringPicked moves the cards of f's list still installed to their owners'
// hands and clears the list.
func (s *State) bringPicked(f *Frame) Status {
	list := slices.Clone(s.List(f))
	s.SetList(f, nil)
	for _, c := range list {
		if s.Cards[c].Zone == ZoneRig { // not trashed with a daemon brought back before it
			s.say(msgReturnsToRunnerHand, s.cardArg(c))
			s.move(c, s.Cards[c].Owner, ZoneHand, false)
		}
	}
	return Next // their leave-play triggers fire after the program (leaveplay.go)
}

// TrashScoredFromFort: "when you score this agenda, trash all cards
// installed in or on the fort it was installed in": the fort the history
// records for its score (DeedScored, history.go), if it is still there.
func TrashScoredFromFort() Op { return OpFunc(trashScoredFromFort) }

func trashScoredFromFort(s *State, f *Frame) Status {
	for _, x := range slices.Backward(s.facts()) {
		if x.deed == DeedScored && x.card == f.Src && x.fort >= 0 && int(x.fort) < len(s.Forts) && !s.Forts[x.fort].Gone {
			s.trashFortCards(f.Src, x.fort)
			break
		}
	}
	return Next
}
