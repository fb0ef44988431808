package onr

import (
	"fmt"
	"slices"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr/carddb"
)

// stepInstall finishes a Corp install (ONR-8.1–8.5): for ice, the Corp may
// first trash ice already on the fort, then pays one bit per remaining ice.
// Frame.Src is the card, Frame.T the fort or NewFort.
func (s *State) stepInstall(f *Frame) Status {
	c, fort := f.Src, f.T
	onFort := s.isType(c, carddb.Ice) && fort != NewFort // ice on a fort: read once, nothing below changes it before the pop
	if onFort {
		if f.Answered {
			o, _ := f.Take()
			if o.Verb == VerbTrashIce {
				t := s.byHandle(int32(o.Card))
				s.say(msgTrashesIceInstalling, int32(f.Seat))
				s.trash(t)
				if s.Forts[fort].Gone {
					// The fort collapsed with its last ice; the new ice
					// re-creates it in the same place.
					s.Forts[fort].Gone = false
					s.fortsChanged()
				}
				return Next
			}
		} else {
			ice := s.Forts[fort].Ice
			if len(ice) > 0 {
				cost := s.iceInstallCost(f.Seat, fort)
				can := s.installMoney(f.Seat, c) >= cost
				opts := s.scratch[:0] // copied out only to ask
				if can {
					opts = append(opts, engine.Option{Verb: VerbDone, Arg: int(cost)})
				}
				for _, i := range ice {
					opts = append(opts, engine.Option{Verb: VerbTrashIce, Card: s.h(i)})
				}
				s.scratch = opts[:0]
				return s.ask(f.Seat, iceInstallPrompt(cost), "ONR-8.2.3", s.keepOptions(opts))
			}
		}
	}
	s.pop()
	if onFort {
		s.payForUse(f.Seat, ForInstalls, c, s.iceInstallCost(f.Seat, fort)) // ONR-8.2.2; bits for installing first (installrezbits.go)
	} else if tax := s.fortInstallTax(fort); tax > 0 {
		s.payForUse(f.Seat, ForInstalls, c, tax) // virus counters in the fort (fortcounters.go)
	}
	s.installCorp(f.Seat, c, fort)
	return Next
}

// iceInstallPrompt is the question stepInstall asks before ice is
// installed on a fort that has ice already, for a cost of cost bits: made
// once for the usual costs (iceInstallPrompts), put together otherwise.
func iceInstallPrompt(cost int32) string {
	if cost >= 0 && int(cost) < len(iceInstallPrompts) {
		return iceInstallPrompts[cost]
	}
	return makeIceInstallPrompt(cost)
}

// makeIceInstallPrompt puts together iceInstallPrompt's question.
func makeIceInstallPrompt(cost int32) string {
	return "Install ice: pay " + itoa(cost) + ", or trash ice on the fort first"
}

// iceInstallPrompts holds iceInstallPrompt's questions for the costs below
// its length, made when the package starts.
var iceInstallPrompts = func() (l [16]string) {
	for i := range l {
		l[i] = makeIceInstallPrompt(int32(i))
	}
	return l
}()

// installCorp puts Corp card c of seat in or on fort (NewFort: a new one),
// once the install is paid for, and returns the fort. An agenda or node
// trashes the agenda or node already in a subsidiary fort (ONR-8.3.2,
// ONR-8.3.3); ice goes outermost (ONR-8.2.4).
func (s *State) installCorp(seat engine.Seat, c, fort int32) int32 {
	if fort == NewFort {
		s.Forts = append(s.Forts, Fort{Owner: seat})
		fort = int32(len(s.Forts) - 1)
	}
	fo := &s.Forts[fort]
	d := s.def(c)
	main := d.typ == carddb.Agenda || d.typ == carddb.Node
	if main && fo.Central == Subsidiary {
		// One agenda or node per subsidiary fort, unless a card there
		// allows more; the old one is trashed (ONR-8.3.2, ONR-8.3.3;
		// fortcapacity.go).
		s.makeRoom(c, fort)
	}
	if d.printedHas(kwRegion) || !s.skipsMod(&d.staticMods, ModKeyword) {
		// One region per fort (ONR-8.4.2; region.go). A card whose own
		// statics change no keyword has its printed keywords (keywords):
		// without Region there, it is no region, and nothing is compared.
		s.trashOlderRegions(c, fort)
	}
	s.detach(c)
	k := &s.Cards[c]
	k.Fort = fort
	k.Rezzed, k.FaceUp = false, false
	if s.Forts[fort].Gone {
		s.Forts[fort].Gone = false
		s.fortsChanged() // made again (a new fort made the forts grow)
	}
	// Detached, and then in a fort, c is not in a rig: its type is its
	// printed one (isType), read once.
	m := msgInstallsInFort
	if d.typ == carddb.Ice {
		s.place(c, ZoneIce, true) // outermost (ONR-8.2.4)
		m = msgInstallsIce
	} else {
		s.place(c, ZoneFort, false)
	}
	if !s.quiet { // fortArg counts the forts before it: only for an event that is recorded
		s.say(m, int32(seat), s.fortArg(fort))
	}
	s.happened(DeedInstalled, seat, c, fort, 0)
	if d.StaticN(ModRezOnInstall) > 0 && s.rezCost(c) <= s.rezMoney(seat, c) {
		s.rez(c, false) // "rez it when you install it"
		s.tookMod(c, ModRezOnInstall)
	}
	if main {
		s.trimFortAfter(seat, c, fort) // the Corp chooses the old one to trash (fortcapacity.go)
	}
	if v := s.v; v != nil && v.Installed != nil {
		v.Installed(s, c)
	}
	s.exposedOnInstall(c, fort)       // counters keeping the fort's cards exposed (exposecounters.go)
	s.installCounterTriggers(seat, c) // virus counters acting on each install (installrolls.go)
	return fort
}

// installRunner installs a card of Runner seat face up (ONR-8.7.1), in
// daemon host if host != 0.
func (s *State) installRunner(seat engine.Seat, c, host int32, pay bool) {
	d := s.def(c)
	if pay {
		also := s.installAlso(c) // additional install cost (aside.go)
		s.payForUse(seat, ForInstalls, c, intOr(d.card.InstallCost, 0)+also.Bits)
		also.Bits = 0
		s.pay(seat, c, also)
	}
	if d.printedHas(kwDeck) {
		// Only one deck in play: the older is trashed (ONR-8.9.1).
		for _, o := range slices.Clone(s.P(seat).Rig) {
			if s.def(o).printedHas(kwDeck) {
				s.trash(o)
			}
		}
	}
	s.detach(c)
	s.Cards[c].FaceUp = !s.isHidden(c) // hidden resources: face down (ONR-16.1.1)
	s.Cards[c].At = seat
	s.place(c, ZoneRig, false)
	s.setHost(c, host)
	s.Cards[c].Bits = s.recurringBits(c) // restricted bits (restricted.go)
	s.installCounters(c)
	s.uniqueRule(c)
	s.installEvent(c, host)
	s.happened(DeedInstalled, seat, c, -1, 0)
	s.leftPlay() // an older deck trashed (leaveplay.go)
	if s.muUsed(seat) > s.mu(seat) {
		if !broken.fitMU {
			s.push(Frame{Kind: FrameFitMU, Seat: seat})
		}
	}
	if v := s.v; v != nil && v.Installed != nil {
		v.Installed(s, c)
	}
}

// uniqueRule applies ONR-8.11 to card c, just installed: "Only one unique
// card of a particular name can be in play at a time. If for some reason
// more than one is in play, trash all but one." Decided (OPEN 10): the copy
// just installed stays, and the older copies in play anywhere at the table
// are trashed, as a new deck replaces the old (ONR-8.9.1): its player chose
// it by installing it.
func (s *State) uniqueRule(c int32) {
	if !s.def(c).printedHas(kwUnique) {
		return
	}
	for _, o := range slices.Clone(s.activeCards()) {
		if o != c && s.Cards[o].ID == s.Cards[c].ID && s.installed(o) {
			s.say(msgUniqueTrashed, s.cardArg(o))
			s.trash(o)
		}
	}
}

// stepFitMU makes the Runner trash programs of his or her choice until the
// programs fit in memory (ONR-8.7.3, ONR-8.7.4).
func (s *State) stepFitMU(f *Frame) Status {
	if s.muUsed(f.Seat) <= s.mu(f.Seat) || s.Players[f.Seat].Out {
		s.pop()
		s.leftPlay() // programs trashed (leaveplay.go)
		return Next
	}
	if v := s.v; v != nil && v.FitMemory != nil {
		if st, ok := v.FitMemory(s, f); ok {
			return st
		}
	}
	if !f.Answered {
		var opts []engine.Option
		for _, c := range s.P(f.Seat).Rig {
			if s.isType(c, carddb.Program) && s.Cards[c].Host == 0 && s.programMUOf(c) > 0 {
				opts = append(opts, engine.Option{Verb: VerbTrashProg, Card: s.h(c)})
			}
		}
		return s.ask(f.Seat, fmt.Sprintf("Programs use %d MU of %d: trash a program", s.muUsed(f.Seat), s.mu(f.Seat)), "ONR-8.7.3", opts)
	}
	o, _ := f.Take()
	c := s.byHandle(int32(o.Card))
	s.say(msgTrashesForMemory, int32(f.Seat), s.cardArg(c))
	s.trash(c)
	return Next
}

// fortName names a fort for people: its central name, or "fort N", the
// Nth fort of its Corp after the central ones; at a table of several Corps,
// after its owner's name ("Sponsor 2's HQ").
func (s *State) fortName(i int32) string {
	if s.multiCorp() {
		return s.seatName(s.Forts[i].Owner) + "'s " + strings.TrimPrefix(s.ownFortName(i), "the ")
	}
	return s.ownFortName(i)
}

// multiCorp reports whether the table has more than one Corp.
func (s *State) multiCorp() bool {
	n := 0
	for i := range s.Players {
		if s.Players[i].Role == Corp {
			n++
		}
	}
	return n > 1
}

// ownFortName names fort i as its owner does: "HQ", "fort 2".
func (s *State) ownFortName(i int32) string {
	f := &s.Forts[i]
	switch f.Central {
	case CentralHQ:
		return "HQ"
	case CentralRD:
		return "R&D"
	case CentralArchives:
		return "the Archives"
	}
	if f.Name != "" {
		return f.Name
	}
	if n := s.fortNumber(i); n < len(fortNumbers) {
		return fortNumbers[n]
	}
	return fmt.Sprintf("fort %d", s.fortNumber(i))
}

// fortNumber returns the number of subsidiary fort i among its Corp's
// forts, from 1.
func (s *State) fortNumber(i int32) int {
	f := &s.Forts[i]
	n := 0
	for j := int32(0); j <= i; j++ {
		if s.Forts[j].Owner == f.Owner && s.Forts[j].Central == Subsidiary {
			n++
		}
	}
	return n
}
