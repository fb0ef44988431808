package onr

import (
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr/carddb"
)

// InstallWithBits: "install a program or a piece of hardware. Gain N bits,
// which you may use only to pay for its installation cost. Return to the
// bank any of the N bits you did not spend" (install-by-effect,
// scoped-bits; Hijack). The Runner chooses a card of one of the types
// from his grip that he can install with the N bits added, or none; the
// bits are scoped bits for installing that card (ModScopedBits, Use
// ForInstalls, Obj the card: restricted.go spends them first), made as it
// is chosen and gone once it is installed, what is left of them back to
// the bank. The card goes into normal memory, as an install by an action
// does, and answers "when you install …".
func InstallWithBits(n int32, types ...carddb.Type) Op { return installWithBits{n, types} }

type installWithBits struct {
	n     int32
	types []carddb.Type
}

func (o installWithBits) Run(s *State, f *Frame) Status {
	if !f.Answered {
		opts := []engine.Option{{Verb: VerbNone}}
		for _, c := range s.P(f.Seat).Hand {
			if slices.ContainsFunc(o.types, func(t carddb.Type) bool { return s.isType(c, t) }) && s.canInstallWith(f.Seat, c, o.n) {
				opts = append(opts, engine.Option{Verb: VerbChoose, Card: s.h(c)})
			}
		}
		if len(opts) > 1 {
			return s.ask(f.Seat, "Choose a card to install from your hand", "ONR-8.7", opts)
		}
		return Next
	}
	opt, _ := f.Take()
	c := s.byHandle(int32(opt.Card))
	if opt.Verb != VerbChoose || c == 0 || s.Cards[c].Zone != ZoneHand {
		return Next
	}
	// canInstallWith counted what payment abilities could add
	// (ONR-18.3.7): a pool short of what the bits given leave to pay is
	// raised with them first, the choice applied again once it is
	// (payFirst), before the bits are given.
	cost := intOr(s.def(c).card.InstallCost, 0) + s.installAlso(c).Bits
	if s.payFirst(f, f.Seat, cost, s.restrictedBits(f.Seat, ForInstalls, c)+o.n, 0) {
		return Again
	}
	s.AddLasting(kernel.Lasting{Src: f.Src, Seat: f.Seat, Mod: ModScopedBits, N: o.n, Arg: int32(ForInstalls), Obj: c, Until: EvTurnEnd})
	s.say(msgGainsScopedBits, int32(f.Seat), o.n, s.cardArg(f.Src))
	s.installRunner(f.Seat, c, 0, true)
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Mod == ModScopedBits && l.Src == f.Src && l.Obj == c && Use(l.Arg) == ForInstalls {
			if l.N > 0 {
				s.sayOfSource(f.Src, msgReturnsScopedBits, msgReturnsScopedBitsHidden, int32(f.Seat), l.N, s.cardArg(f.Src))
			}
			s.Lasting = slices.Delete(s.Lasting, i, i+1)
			break
		}
	}
	s.fireOwn(kernel.Occurrence{Type: EvInstalled, Seat: f.Seat, Obj: c}) // "when you install …"
	return Next
}
