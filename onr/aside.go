package onr

import (
	"fmt"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr/carddb"
)

// Cards set aside by The Shell Traders (errata R492): "Choose a program or
// hardware card from your hand. Set that card aside face up, and put a
// number of Shell counters on it equal to its installation cost. When the
// last Shell counter on that card has been removed, install that card, at
// no cost. 1 bit: Remove one Shell counter from a card. Remove one Shell
// counter from one card at the start of each of your turns."
//
// A set-aside card is in ZoneAside (Player.Aside), face up and so
// visible to both players (R492); Card.Counters holds its Shell counters.
// It is not in play: it stays there whatever happens to the Shell Traders
// that put it there, and any copy of The Shell Traders may remove its
// counters (R497, R498: "in limbo"). Decisions taken here:
//   - A card whose installation cost is 0 gets no counter; since nothing is
//     left to remove it is installed at once (the literal reading would
//     leave it aside for ever, a choice no player would make on purpose).
//   - Removing the last counter installs the card at once and without a
//     choice (R494), in the Runner's normal memory or, for a program, in a
//     daemon with room, as the Runner chooses (ONR-8.8.2); a program over
//     the MU makes the Runner trash programs (ONR-8.7.3, R500).
//   - "At no cost" waives the printed install cost only; additional
//     install costs (ModInstallCost) must be paid if they can be (R499,
//     R501); if they cannot, the card is removed from the game (R502).

// installAsideProgram installs the set-aside card Frame.T whose last Shell
// counter is gone.
var installAsideProgram = builtin("install-set-aside", OpFunc(installFromAside))

// SetAsideWithCounters sets a program or hardware card of the controller's
// hand aside face up with as many counters as its install cost, to be
// installed when the last is removed (RemoveAsideCounter): "Choose a
// program or hardware card from your hand. Set that card aside face up,
// and put a number of Shell counters on it equal to its installation cost"
// (The Shell Traders, R492).
func SetAsideWithCounters() Op { return OpFunc(setAsideWithCounters) }

func setAsideWithCounters(s *State, f *Frame) Status {
	if !f.Answered {
		var opts []engine.Option
		for _, c := range s.P(f.Seat).Hand {
			if s.settable(c) {
				opts = append(opts, engine.Option{Verb: VerbSetAside, Card: s.h(c)})
			}
		}
		if len(opts) == 0 {
			return Next
		}
		return s.ask(f.Seat, "Choose a program or hardware card to set aside", "R492", opts)
	}
	o, _ := f.Take()
	c := s.byHandle(int32(o.Card))
	n := intOr(s.def(c).card.InstallCost, 0)
	s.move(c, f.Seat, ZoneAside, false)
	k := &s.Cards[c]
	k.FaceUp, k.Counters = true, n
	s.say(msgSetsAside, s.cardArg(c), n)
	if n == 0 {
		s.push(Frame{Kind: FrameProgram, Seat: f.Seat, Src: f.Src, Ref: installAsideProgram, T: c})
	}
	return Next
}

// RemoveAsideCounter removes one counter from a set-aside card: "Remove
// one Shell counter from one card" (The Shell Traders): from any set-aside
// card that has them, whichever copy of The Shell Traders put it
// there (R497, R498); the Runner chooses the card. When the last counter
// goes, the card is installed (R494).
func RemoveAsideCounter() Op { return OpFunc(removeAsideCounter) }

func removeAsideCounter(s *State, f *Frame) Status {
	var c int32
	if f.Answered {
		o, _ := f.Take()
		c = s.byHandle(int32(o.Card))
	} else {
		var opts []engine.Option
		for _, a := range s.P(f.Seat).Aside {
			if s.Cards[a].Counters > 0 {
				opts = append(opts, engine.Option{Verb: VerbRemoveAsideCounter, Card: s.h(a)})
				c = a
			}
		}
		switch len(opts) {
		case 0:
			return Next
		case 1: // no choice to make
		default:
			return s.ask(f.Seat, "Remove a Shell counter from which card?", "R492", opts)
		}
	}
	s.note(c)
	k := &s.Cards[c]
	k.Counters--
	s.say(msgRemovesAsideCounter, s.cardArg(c), k.Counters)
	if k.Counters == 0 {
		s.push(Frame{Kind: FrameProgram, Seat: f.Seat, Src: f.Src, Ref: installAsideProgram, T: c})
	}
	return Next
}

// HasAsideCounters holds while some card set aside by the controller has
// a counter (a Shell counter): the condition of The Shell Traders' removal
// ability and start-of-turn effect.
var HasAsideCounters Cond = CondFunc(hasAsideCounters)

func hasAsideCounters(s *State, self int32) bool {
	for _, c := range s.P(s.controller(self)).Aside {
		if s.Cards[c].Counters > 0 {
			return true
		}
	}
	return false
}

// CanSetAside holds while the controller's hand holds a program or
// hardware card to set aside.
var CanSetAside Cond = CondFunc(canSetAside)

func canSetAside(s *State, self int32) bool {
	for _, c := range s.P(s.controller(self)).Hand {
		if s.settable(c) {
			return true
		}
	}
	return false
}

func (s *State) settable(c int32) bool {
	return s.isType(c, carddb.Program) || s.isType(c, carddb.Hardware)
}

// installFromAside installs set-aside card f.T "at no cost" (R492, R494):
// its additional install cost is paid if it can be (R499, R501), else the
// card is removed from the game (R502).
func installFromAside(s *State, f *Frame) Status {
	c := f.T
	if s.Cards[c].Zone != ZoneAside || s.Cards[c].Counters > 0 {
		return Next
	}
	d := s.def(c)
	seat := s.Cards[c].At
	also := s.installAlso(c)
	if !s.canPay(seat, c, also) {
		s.detach(c)
		s.Cards[c].Zone, s.Cards[c].FaceUp = ZoneRemoved, true // removed as it lay, face up
		s.say(msgRemovedUnpaid, s.cardArg(c))
		return Next
	}
	var host int32
	if f.Answered {
		if o, _ := f.Take(); o.Target != 0 {
			host = s.byHandle(int32(o.Target))
		}
	} else if opts := s.installPlaces(c); len(opts) > 1 {
		return s.ask(seat, "Install "+d.Title+": choose where", "ONR-8.8.2", opts)
	}
	s.pay(seat, c, also)
	s.installRunner(seat, c, host, false)
	s.fireOwn(kernel.Occurrence{Type: EvInstalled, Seat: seat, Obj: c}) // "when you install …"
	return Next
}

// installPlaces lists where Runner card c may be installed: normal memory
// (Target 0) and, for a program, each daemon with room (ONR-8.8.1, R258).
func (s *State) installPlaces(c int32) []engine.Option {
	opts := []engine.Option{{Verb: VerbInstall, Card: s.h(c)}}
	if !s.isType(c, carddb.Program) {
		return opts
	}
	mu := intOr(s.def(c).card.MU, 0)
	for _, dm := range s.P(s.Cards[c].At).Rig {
		if cap := s.hosts(dm); cap > 0 && s.hostedMU(dm)+mu <= cap {
			opts = append(opts, engine.Option{Verb: VerbInstall, Card: s.h(c), Target: s.h(dm)})
		}
	}
	return opts
}

// canInstall reports whether Runner seat can pay to install card c from
// the hand: its install cost and any additional cost (ModInstallCost).
func (s *State) canInstall(seat engine.Seat, c int32) bool { return s.canInstallWith(seat, c, 0) }

// canInstallWith reports whether seat can pay to install card c with
// extra bits usable only for it (InstallWithBits).
func (s *State) canInstallWith(seat engine.Seat, c, extra int32) bool {
	if !s.installTimely(c) { // keepvirus.go
		return false
	}
	d := s.def(c)
	cost := s.installAlso(c)
	cost.Bits += intOr(d.card.InstallCost, 0)
	cost.Actions = 0 // the action is the install itself
	// Bits restricted to installs pay too (restricted.go).
	cost.Bits = max(0, cost.Bits-s.restrictedBits(seat, ForInstalls, c)-min(extra, intOr(d.card.InstallCost, 0)))
	return s.canPay(seat, c, cost)
}

// canInstallFromHand is canInstall for card c of seat's hand, with what
// seat can pay kept in pay. A card without statics of the two modifiers
// that bear on its install (Def.installStatics) has no install condition
// (installTimely) and no additional cost (installAlso), and a card in the
// hand is in no list of active cards, so that the bits it costs are
// payable as they are for no card (payable(seat, 0)): the long way reads
// so, with nothing read that could count an ability as taking effect.
func (s *State) canInstallFromHand(seat engine.Seat, c int32, pay *payMemo) bool {
	d := s.def(c)
	if d.installStatics() || s.unmasked || s.Cards[c].Zone != ZoneHand {
		return s.canInstallWith(seat, c, 0)
	}
	ic := intOr(d.card.InstallCost, 0)
	bits := max(0, ic-pay.restricted(s, seat, ForInstalls, c)-min(0, ic))
	return bits == 0 || bits <= pay.of(s, seat)
}

// installStatics reports whether definition d has a static that bears on
// installing its card from the hand: an install condition
// (ModInstallOnlyIf, installTimely) or an additional cost (ModInstallCost,
// installAlso); its other statics (strength, MU, …) do not.
func (d *Def) installStatics() bool {
	return d.staticMods.has(ModInstallOnlyIf) || d.staticMods.has(ModInstallCost)
}

// checkAside verifies that the cards set aside are the Runner's programs
// and hardware, face up (R492).
func (s *State) checkAside() error {
	for i := range s.Players {
		for _, c := range s.Players[i].Aside {
			if s.Cards[c].Side != Runner || !s.settable(c) || !s.Cards[c].FaceUp {
				return fmt.Errorf("card %d (%s) is set aside but is not a face-up Runner program or hardware", c, s.def(c).Title)
			}
		}
	}
	return nil
}

// asideNames lists set-aside cards with their Shell counters, for Render.
func asideNames(cs []CardView) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = fmt.Sprintf("#%d %s [%d Shell counters]", c.Handle, c.Title, c.Counters)
	}
	return strings.Join(parts, ", ")
}

// SetAside puts card c aside face up with n Shell counters, for tests and
// scenarios (see arrange.go).
func (g *Game) SetAside(c, n int32) {
	s := g.s
	s.move(c, s.Cards[c].Owner, ZoneAside, false)
	s.Cards[c].FaceUp, s.Cards[c].Counters = true, n
}
