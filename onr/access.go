package onr

import (
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Access steps (Frame.Step of a FrameAccess).
const (
	accSetup  int32 = 0
	accNext   int32 = 1
	accSteal  int32 = 2
	accTrash  int32 = 3
	accHidden int32 = 4 // the question about the cards accessed another seat does not know (accesshidden.go)
)

// stepAccess accesses the cards of the fort run (ONR-11.11), then steals
// the accessed agendas and lets the Runner pay to trash accessed nodes and
// upgrades, all after every card was accessed (ONR-11.12.1, R035, R063).
// What he may do with the cards accessed that another seat does not know
// (in R&D) is asked in one question on public grounds (accHidden;
// accesshidden.go).
// Frame.M counts stored cards accessed so far; the frame's list collects the
// cards the Runner chose to trash. Step after step is made in the same call
// for as long as the machine's next step would be f's (stepsAgain, run.go):
// an access with nothing asked or pushed goes from its setup to its end
// without going back to Advance.
func (s *State) stepAccess(f *Frame) Status {
	r := &s.Run
	corp := s.P(r.Corp)
phase:
	switch f.Step {
	case accSetup:
		r.Accessed = r.Accessed[:0]
		fort := r.Fort
		switch s.Forts[fort].Central {
		case CentralRD:
			r.ToAccess = min(max(1+s.extraAccess(CentralRD), 0), int32(len(corp.Deck)))
		case CentralHQ:
			r.ToAccess = min(max(1+s.extraAccess(CentralHQ), 0), int32(len(corp.Hand)))
		case CentralArchives:
			// First the whole face-down pile is put, in its order, face up
			// on top of the face-up pile; then the Runner works down (R067).
			// When no face-up card lies above a face-down one, the pile's
			// order stays as it is (archivesSorted): the cards are only
			// turned, without building the pile again.
			if s.archivesSorted(corp.Discard) {
				for _, c := range corp.Discard {
					s.Cards[c].FaceUp = true
				}
				if len(corp.Discard) == 0 {
					corp.Discard = nil // as the pile built again from nothing was
				}
			} else {
				// The face-up cards move up in the pile's own array, the
				// face-down ones wait on the stack (most piles), then go
				// on top.
				var room [64]int32
				up, down := corp.Discard[:0], room[:0]
				for _, c := range corp.Discard {
					if s.Cards[c].FaceUp {
						up = append(up, c)
					} else {
						down = append(down, c)
						s.Cards[c].FaceUp = true
					}
				}
				corp.Discard = append(up, down...)
			}
			r.ToAccess = int32(len(corp.Discard))
		}
		// Every card installed in the fort is accessed, including upgrades
		// in central forts (ONR-11.11.1, OPEN 24); never the ice.
		if cards := s.Forts[fort].Cards; len(cards) > 0 && r.Upgrades == nil {
			r.Upgrades, s.upgradesRoom = s.upgradesRoom[:0:cap(s.upgradesRoom)], nil // the room of an earlier run's (accessroom.go)
		}
		r.Upgrades = append(r.Upgrades[:0], s.Forts[fort].Cards...)
		f.Step = accNext
		break phase
	case accNext:
		if st, ok := s.accessAbility(f); ok {
			return st // HQ Mole (hidden.go)
		}
		// Cards may have left the central fort meanwhile (Get Ready to
		// Rumble discarding from HQ after an upgrade's meat damage): no
		// more are accessed than are stored there still (ONR-11.11.3).
		s.clampToAccess(f)
		if r.ToAccess == 0 && len(r.Upgrades) == 0 {
			f.Step = accSteal
			break phase
		}
		opts := s.scratch[:0] // copied out only to ask
		if r.ToAccess > 0 {
			opts = append(opts, engine.Option{Verb: VerbAccess, Target: int(r.Fort)})
		}
		for _, c := range r.Upgrades {
			opts = append(opts, engine.Option{Verb: VerbAccess, Card: s.h(c)})
		}
		opts = s.abilityOptions(r.Runner, DuringAccess, opts)
		s.scratch = opts[:0]
		var o engine.Option
		if len(opts) == 1 && !s.askAccess() {
			o = opts[0]
		} else if !f.Answered {
			return s.ask(r.Runner, "Choose the next card to access", "ONR-11.11.3", s.keepOptions(opts))
		} else {
			o, _ = f.Take()
		}
		var c int32
		if o.Card != 0 {
			c = s.byHandle(int32(o.Card))
			r.Upgrades = removeID(r.Upgrades, c)
		} else {
			c = s.nextStored(f)
			r.ToAccess--
			f.M++
		}
		s.accessCard(c)
		break phase
	case accSteal:
		// Thefts that cost more (stealcost.go) are paid or refused first.
		if st, asking := s.askStealCosts(f); asking {
			return st
		}
		var left []int32
		if s.List(f) != nil { // else no agenda was left (stealcost.go), and the frame has no list to clear
			left = s.leftUnstolen(f)
		}
		// Set before stealing: a variant's theft may push frames, and f
		// then no longer points into the stack.
		f.Step, f.T = accHidden, 0
		for _, c := range r.Accessed {
			if s.stealable(c) && !slices.Contains(left, c) {
				s.stealAccessed(c)
			}
		}
		s.offerAsPrograms() // agendaprogram.go
		break phase
	case accHidden:
		if st := s.stepAccessedHidden(f); st != Next { // accesshidden.go
			return st
		}
	case accTrash:
		for f.T < int32(len(r.Accessed)) {
			c := r.Accessed[f.T]
			// The card's own tests first: its trash cost is read only for a
			// card they keep (most accessed cards are still in R&D, asked
			// about in accHidden), save that with the coverage counts on it
			// is read first, as it always was (its statics count).
			skip := s.Cards[c].At != r.Corp || !s.stillInFortRun(c) || slices.Contains(s.List(f), c) || s.heldHidden(c)
			if skip && coverage == nil && !s.unmasked {
				f.T++
				continue
			}
			cost, ok, viaVirus := s.accessTrashCost(c)
			if !ok || skip {
				f.T++
				continue
			}
			if !f.Answered {
				// Asked also when a face-down card of his might pay, with
				// only "leave" if none does: the question tells nothing of
				// his face-down cards (mightPayFaceDown).
				can := s.mayPayToTrash(c, cost)
				if !can && !s.mightPayFaceDown(r.Runner, cost-s.restrictedBits(r.Runner, ForTrashing, c)) {
					f.T++
					continue
				}
				opts := append(s.scratch[:0], engine.Option{Verb: VerbLeave, Card: s.h(c)}) // copied out only to ask
				if can {
					opts = append(opts, engine.Option{Verb: VerbTrash, Card: s.h(c), Arg: int(cost)})
				}
				s.scratch = opts[:0]
				return s.ask(r.Runner, "Pay "+itoa(cost)+" to trash "+s.def(c).Title+"?", "ONR-11.12.4", s.keepOptions(opts))
			}
			o, _ := f.Take()
			if o.Verb == VerbTrash {
				if s.payFirst(f, r.Runner, cost, s.restrictedBits(r.Runner, ForTrashing, c), 0) {
					return Next
				}
				s.payForUse(r.Runner, ForTrashing, c, cost)
				s.AppendList(f, c)
				if viaVirus {
					s.usedVirusTrash(c)
				}
			}
			f.T++
		}
		// All of the Runner's trashing in the fort happens at once (R035).
		for _, c := range s.List(f) {
			s.say(msgSeatTrashes, int32(r.Runner), s.cardArg(c))
			s.trash(c)
			s.happened(DeedTrashed, r.Runner, c, r.Fort, 0) // history.go
		}
		s.pop()
		s.leftPlay()    // a trashed card's leave-play triggers, at once (R176; leaveplay.go)
		s.checkPoints() // R429, R400
		if v := s.v; v != nil && v.AfterAccess != nil && !s.Over {
			v.AfterAccess(s)
		}
		return Next
	}
	if s.stepsAgain(f, FrameAccess) { // run.go
		goto phase // the next step, as Advance would make it
	}
	return Next
}

// accessTrashCost returns what trashing accessed card c costs the Runner
// and whether he may trash it (ONR-11.12.4): its trash cost, or nothing
// where he may trash stored cards for free (trashaccessed.go), viaVirus
// when that is a virus's doing (virustrash.go).
func (s *State) accessTrashCost(c int32) (cost int32, ok, viaVirus bool) {
	cost, ok = s.trashCost(c)
	if s.trashStoredFree(c) {
		viaVirus = (!ok || cost > 0) && !s.riderTrashFree(c)
		cost, ok = 0, true
	}
	return cost, ok, viaVirus
}

// mayPayToTrash reports whether the Runner of the run can pay cost to
// trash accessed card c, counting bits usable only for trashing it.
func (s *State) mayPayToTrash(c, cost int32) bool {
	r := &s.Run
	return cost <= s.mayStillSpend(r.Runner, s.payable(r.Runner, 0)+s.restrictedBits(r.Runner, ForTrashing, c))
}

// stillInFortRun reports whether accessed card c is still stored or
// installed in the fort run, where the Runner may pay to trash it: a card
// that left it meanwhile (shuffled into R&D from the Archives) is not.
func (s *State) stillInFortRun(c int32) bool {
	switch k := &s.Cards[c]; k.Zone {
	case ZoneFort:
		return k.Fort == s.Run.Fort
	case ZoneHand:
		return s.Forts[s.Run.Fort].Central == CentralHQ
	case ZoneDeck:
		return s.Forts[s.Run.Fort].Central == CentralRD
	}
	return false
}

// extraAccess counts additional accesses to central fort kind: from the
// active cards of the Runner of the run (R&D Interface, HQ Interface) and,
// fewer, of the fort run (ModExtraAccess statics with SameFort), from
// what lasts for this run (Custodial Position) and from the virus counters
// the Corp holds (virusaccess.go).
func (s *State) extraAccess(kind Central) int32 {
	n := s.statics(ModExtraAccess, func(c int32, a *Ability) bool {
		// And those of cards in the fort run that say "this fort"
		// ("access one less card stored in this data fort").
		return s.controller(c) == s.Run.Runner && a.Fort == kind || a.Filter.SameFort && runOnThisFort(s, c)
	})
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Mod == ModExtraAccess && l.Arg == int32(kind) && l.Active() && s.riderHolds(l) {
			n += l.N
		}
	}
	return n + s.virusExtraAccess(kind) // Vienna counters (virusaccess.go)
}

// clampToAccess lowers Run.ToAccess to the stored cards the access could
// still reach (storedLeft), which is asked only where ToAccess is positive:
// else min leaves it as it is, and storedLeft is a pure read.
func (s *State) clampToAccess(f *Frame) {
	if r := &s.Run; r.ToAccess > 0 {
		r.ToAccess = min(r.ToAccess, s.storedLeft(f))
	}
}

// storedLeft counts the stored cards of the fort run that the access
// could still reach: in R&D those under the ones accessed (nextStored's
// Frame.M), in HQ and the Archives those not accessed yet.
func (s *State) storedLeft(f *Frame) int32 {
	corp := s.P(s.Run.Corp)
	var pile []int32
	var zone Zone
	switch s.Forts[s.Run.Fort].Central {
	case CentralRD:
		return max(int32(len(corp.Deck))-f.M, 0)
	case CentralHQ:
		pile, zone = corp.Hand, ZoneHand
	case CentralArchives:
		pile, zone = corp.Discard, ZoneDiscard
	default:
		return 0
	}
	if len(s.Run.Accessed) == 0 {
		return int32(len(pile)) // none accessed yet: the walk would count them all
	}
	if !s.unmasked && len(s.Cards) <= cardSetCards {
		return int32(len(pile)) - s.accessedStillIn(zone) // the accessed cards, a few, instead of the pile
	}
	var n int32
	if seen, ok := s.accessedSet(); ok {
		for _, c := range pile {
			if !seen.has(c) {
				n++
			}
		}
		return n
	}
	for _, c := range pile {
		if !slices.Contains(s.Run.Accessed, c) {
			n++
		}
	}
	return n
}

// accessedStillIn counts the cards accessed in this run that are in the
// Corp's zone z now, each once: the pile of zone z holds exactly the cards
// whose Zone is z and whose At is the Corp (place, detach; Check), so the
// pile less these is what storedLeft's walk of the pile counts. It walks
// Run.Accessed, a few cards, where the walk of the pile read every card
// of the Archives at every access from them.
func (s *State) accessedStillIn(z Zone) int32 {
	var seen cardSet // a card accessed twice is counted once
	var n int32
	for _, c := range s.Run.Accessed {
		if k := &s.Cards[c]; k.Zone == z && k.At == s.Run.Corp && !seen.has(c) {
			seen[c>>6] |= 1 << (c & 63)
			n++
		}
	}
	return n
}

// nextStored returns the next stored card to access: R&D from the top down
// (R066), HQ at random among those not yet accessed (R065), the Archives
// from the top of the pile.
func (s *State) nextStored(f *Frame) int32 {
	corp := s.P(s.Run.Corp)
	switch s.Forts[s.Run.Fort].Central {
	case CentralRD:
		return corp.Deck[f.M]
	case CentralHQ:
		// The k-th of the cards not yet accessed, k drawn among as many,
		// without a list of them.
		seen, _ := s.accessedSet()
		n := 0
		for _, c := range corp.Hand {
			if !seen.accessed(s, c) {
				n++
			}
		}
		k := s.RNG.IntN(n)
		for _, c := range corp.Hand {
			if !seen.accessed(s, c) {
				if k == 0 {
					return c
				}
				k--
			}
		}
		panic("unreachable: n cards not accessed were counted")
	default:
		// The topmost card not yet accessed: a card accessed may leave the
		// pile meanwhile (shuffled into R&D by its own text).
		seen, _ := s.accessedSet()
		a := corp.Discard
		for i := len(a) - 1; i >= 0; i-- {
			if !seen.accessed(s, a[i]) {
				return a[i]
			}
		}
		return a[len(a)-1-int(f.M)]
	}
}

// accessCard shows c to the Runner and resolves its access effect
// (ONR-11.11.4, ONR-9.10).
func (s *State) accessCard(c int32) {
	k := &s.Cards[c]
	k.Seen, k.Known = true, true
	k.KnownTo |= kernel.ViewerOf(s.Run.Runner)
	if k.Zone == ZoneDiscard {
		k.FaceUp = true
	}
	if s.Run.Accessed == nil {
		s.Run.Accessed, s.accessedRoom = s.accessedRoom[:0:cap(s.accessedRoom)], nil // the room of an earlier run's (accessroom.go)
	}
	s.Run.Accessed = append(s.Run.Accessed, c)
	// Only the Runner sees a card accessed in R&D; the Corp also learns
	// cards accessed in HQ (R068) and knows its installed cards; a face-down
	// card is named to nobody else (ONR-2.6, ONR-11.11.5).
	switch {
	case s.quiet:
		// Nothing is recorded (fortArg counts the forts before it).
	case k.Zone == ZoneDeck:
		s.sayTo(seatBit(s.Run.Runner), msgAccessesInRD, int32(s.Run.Runner), s.cardArg(c))
	case k.Zone == ZoneHand || (s.isInstalledCorp(c) && !k.Rezzed && !k.FaceUp):
		s.sayTo(seatBit(s.Run.Corp)|seatBit(s.Run.Runner), msgAccessesInFort, int32(s.Run.Runner), s.cardArg(c), s.fortArg(k.Fort))
	default:
		s.say(msgAccesses, int32(s.Run.Runner), s.cardArg(c))
	}
	o := kernel.Occurrence{Type: EvAccessed, Seat: s.Run.Runner, Obj: c}
	if d := s.def(c); d != nil && s.skipsEvent(d.onEvents, EvAccessed) {
		// No ability of c answers its access, the only card's that may
		// (a self occurrence: triggers reads c's alone), before and after
		// the occurrence is logged: fire would find no trigger, and does
		// what emit does (most accesses; false the long way, unmasked).
		s.emitAll(o)
		return
	}
	if len(s.triggers(nil, o, s.Run.Corp)) > 0 && !s.visible(c, engine.NoSeat) { // both reads: the one that is usually false first
		// Its effect is public, the card named only to those who know it:
		// what follows (a question of its Corp's) is told first.
		s.sayTo(s.knowers(c), msgAccessedTakesEffectHidden, s.cardArg(c), s.fortArg(s.Run.Fort))
	}
	s.fire(o, s.Run.Corp)
}

// stealAccessed steals accessed agenda c: its theft deferred by a card of
// the fort (deferredsteal.go), taken over by the variant, or scored.
func (s *State) stealAccessed(c int32) {
	r := &s.Run
	if s.deferSteal(c) {
		return // back to the fort, scored later
	}
	if v := s.v; v != nil && v.Steal != nil && v.Steal(s, c) {
		s.happened(DeedStole, r.Runner, c, r.Fort, s.Cards[c].Adv) // history.go
		return
	}
	s.steal(c)
}

// steal scores an accessed agenda for the Runner: printed points only
// (ONR-10.7, ONR-11.12.2).
func (s *State) steal(c int32) {
	adv := s.Cards[c].Adv
	s.move(c, s.Run.Runner, ZoneScored, false)
	s.Cards[c].Seen = true
	s.happened(DeedStole, s.Run.Runner, c, s.Run.Fort, adv) // history.go
	pts := s.gainPoints(s.Run.Runner, s.agendaPoints(c))
	s.P(s.Run.Runner).Hist.Stolen++
	if name := s.Players[s.Run.Runner].Name; name != "" || pts != s.agendaPoints(c) {
		s.say(msgSeatSteals, int32(s.Run.Runner), s.cardArg(c), pts)
		return
	}
	s.say(msgSeatSteals, int32(s.Run.Runner), s.cardArg(c), intOr(s.def(c).card.AgendaPoints, 0)) // the printed points
}

// ShowAccessedFromRD: "if it is accessed from R&D, Runner must show it to
// you": the card accessed in R&D becomes known to its controller (the
// other seats learn only that a card was shown).
func ShowAccessedFromRD() Op { return OpFunc(showAccessedFromRD) }

func showAccessedFromRD(s *State, f *Frame) Status {
	c := f.Src
	if c == 0 || s.Cards[c].Zone != ZoneDeck || !s.Run.Active {
		return Next
	}
	s.note(c)
	s.Cards[c].KnownTo |= kernel.ViewerOf(f.Seat)
	s.sayTo(seatBit(f.Seat)|seatBit(s.Run.Runner), msgShowsAccessedToCorp, int32(s.Run.Runner), s.cardArg(c))
	return Next
}
