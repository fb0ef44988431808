package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Ice shown from R&D installed and rezzed at no cost (look-and-arrange,
// install-by-effect, forced-rez): "show the top three cards of R&D to
// Runner. If any of those cards are ice, install and rez them, at no cost.
// Trash the rest of those cards" (Security Purge).
//
// The top n cards of the controller's R&D (fewer if R&D holds fewer, never
// a draw: R220) are shown to every seat and kept in the frame's list
// (Frame.Step 1 while they are dealt with). Each piece of ice among them,
// from the top, is installed where the Corp chooses: any fort its install
// rules allow, or a new one; "at no cost" waives the bit a piece of ice
// already there and the trashing of ice to save it (ONR-8.2), not the
// penalties of other cards (R219: Restrictive Net Zoning, less the Corp's
// own reductions, R097), so a fort is offered only if they can be paid.
// It is then rezzed at no cost, unless the additional costs of its rez
// cannot be paid (R200); what it costs above its rez cost is still paid
// (R218, its EvRezzed trigger). The other cards shown are then trashed
// together, face up.

// InstallShownIceTrashRest: "show the top N cards of R&D; install and rez
// the ice among them at no cost; trash the rest".
func InstallShownIceTrashRest(n int32) Op { return installShownIce{n} }

type installShownIce struct{ n int32 }

func (o installShownIce) Run(s *State, f *Frame) Status {
	corp := s.corpOf(f)
	if f.Step == 0 {
		d := s.P(corp).Deck
		top := slices.Clone(d[:min(int(o.n), len(d))])
		for _, c := range top {
			s.note(c)
			k := &s.Cards[c]
			k.Seen, k.Known, k.KnownTo = true, true, kernel.SeatsOf(len(s.Players))
			s.say(msgRevealsFromRD, s.cardArg(f.Src), s.cardArg(c))
		}
		s.SetList(f, top)
		f.Step = 1
	}
	shown := s.List(f)
	next := func() int {
		return slices.IndexFunc(shown, func(c int32) bool { return s.isIce(c) && s.Cards[c].Zone == ZoneDeck && s.Cards[c].At == corp })
	}
	i := next()
	if f.Answered {
		opt, _ := f.Take()
		c := shown[i]
		fort := int32(opt.Target)
		if fort != NewFort {
			s.payForUse(corp, ForInstalls, c, s.iceInstallPenalty(corp, fort))
		}
		s.installCorp(corp, c, fort)
		if n := len(s.Frames()); s.canPayRezAlso(corp, c) {
			s.rez(c, true)
			if len(s.Frames()) > n {
				return Again // once its rez triggers have resolved, the next one
			}
		}
		i = next()
	}
	if i >= 0 {
		c := shown[i]
		var opts []engine.Option
		for fi := range s.fortsOf(corp) {
			if s.installable(corp, c, fi, true) {
				opts = append(opts, engine.Option{Verb: VerbInstall, Card: s.h(c), Target: int(fi)})
			}
		}
		if !s.newFortsBarred(corp) { // nonewforts.go
			opts = append(opts, engine.Option{Verb: VerbInstall, Card: s.h(c), Target: NewFort})
		}
		return s.ask(f.Seat, fmt.Sprintf("%s: install %s and rez it, at no cost", s.def(f.Src).Title, s.def(c).Title), "ONR-8.2", opts)
	}
	var rest []int32
	for _, c := range shown {
		if s.Cards[c].Zone == ZoneDeck && s.Cards[c].At == corp {
			rest = append(rest, c)
		}
	}
	s.SetList(f, nil)
	f.Step = 0
	if len(rest) > 0 {
		s.sayCards(msgTrashesCards, s.cardArg(f.Src), rest, func(int32) bool { return true })
		for _, c := range rest {
			s.trash(c)
		}
	}
	return Next
}

// iceInstallPenalty is what installing ice on fort costs Corp seat "at no
// cost": the penalties of other cards less its reductions, never below 0,
// without the bit a piece of ice already there (R219, R097).
func (s *State) iceInstallPenalty(seat engine.Seat, fort int32) int32 {
	return max(0, s.iceInstallCost(seat, fort)-int32(len(s.Forts[fort].Ice)))
}
