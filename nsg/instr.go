package nsg

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// instrOp is one instruction of a card's ability, run for its frame: the
// controller is f.Seat, the source card f.Src. A checkpoint follows it
// (the Machine's AfterOp, CR 10.3.5).
type instrOp struct{ in Instr }

// Run carries out the instruction, once its interrupt window has opened
// (instrWindow).
func (o instrOp) Run(s *State, f *kernel.Frame) kernel.Status {
	if st := s.instrWindow(f); st != kernel.Next {
		return st
	}
	in := o.in
	seat := f.Seat
	if f.Would.Type != 0 { // imminent (CR 9.9.4): its replacements are being ordered, or its interrupt window has closed
		return s.continueImminent(f, in)
	}
	switch in.Kind {
	case InGainCredits:
		s.Credits[seat] += in.N
		s.event(seat, "gain", fmt.Sprintf("the %s gains %d credits", s.role(seat), in.N))
	case InDraw:
		if f.Step == 1 { // the drawn cards are in the hand (drawInstr)
			return s.drawInstr(f, seat, 0)
		}
		return s.imminent(f, in, s.expectDraw(seat, in.N))
	case InNameRevealDraw, InSearchRDDraw:
		switch f.Step {
		case 1: // the drawn cards are in the hand (drawInstr)
			return s.drawInstr(f, seat, 0)
		case stepChoosing:
			return s.opChooseThenDraw(f, in)
		}
		return s.imminent(f, in, s.expectDraw(seat, in.N))
	case InMayDraw:
		if f.Step == 1 {
			return s.drawInstr(f, seat, 0)
		}
		if !f.Answered {
			return s.Ask(seat, fmt.Sprintf("Draw %d cards?", in.N), "CR 9.6.9", []engine.Option{{Verb: verbYes}, {Verb: verbNo}})
		}
		if opt, _ := f.Take(); opt.Verb == verbYes {
			return s.imminent(f, in, s.expectDraw(seat, in.N))
		}
	case InLoseClickIfAny:
		if s.Clicks[seat] > 0 {
			n := min(in.N, s.Clicks[seat])
			s.Clicks[seat] -= n
			s.event(seat, "lose", fmt.Sprintf("the %s loses %d click", s.role(seat), n))
		}
	case InEndRun:
		s.endRun()
	case InNetDamage:
		n := in.N
		if in.Arg == 1 {
			if c := s.card(f.Src); c != nil {
				n += c.Adv
			}
		}
		return s.imminent(f, in, s.expectDamage(DamageNet, n))
	case InEndRunIfOddTrashed:
		if f.T == 1 {
			s.endRun()
		}
	case InMeatDamage:
		return s.imminent(f, in, s.expectDamage(DamageMeat, in.N))
	case InCoreDamage:
		return s.imminent(f, in, s.expectDamage(DamageCore, in.N))
	case InRunnerLoses:
		n := min(in.N, s.Credits[s.Runner])
		s.Credits[s.Runner] -= n
		s.event(s.Runner, "lose", fmt.Sprintf("the Runner loses %d credits", n))
	case InEndRunIfPoor:
		if s.Credits[s.Runner] <= in.N {
			s.endRun()
		}
	case InTrace, InTraceMeatPerStolen:
		if f.Step == 0 {
			f.Step = 1
			s.Push(kernel.Frame{Kind: frameTrace, Seat: s.Corp, N: in.N, Src: f.Src, Step: traceInitiated})
			return kernel.Again
		}
		f.Step = 0
		switch {
		case !s.TraceWon:
		case in.Kind == InTrace:
			return s.imminent(f, in, s.expectTags(1))
		default:
			return s.imminent(f, in, s.expectDamage(DamageMeat, s.Used(histObj, histStolenPoints)))
		}
	case InTag:
		return s.imminent(f, in, s.expectTags(in.N))
	case InLoad:
		if c := s.card(f.Src); c != nil {
			c.Hosted = in.N
			s.event(seat, "load", fmt.Sprintf("%d credits are loaded onto %s", in.N, c.Title))
		}
	case InPlace:
		if c := s.card(f.Src); c != nil {
			c.Hosted += in.N
			s.event(seat, "place", fmt.Sprintf("%d credits are placed on %s (%d)", in.N, c.Title, c.Hosted))
		}
	case InTake:
		if f.Step == 1 { // the drawn cards are in the hand (drawInstr)
			return s.drawInstr(f, seat, 0)
		}
		if c := s.card(f.Src); in.Arg == 2 && c != nil && c.Hosted <= in.N {
			// "Take N; if none is left, trash it and draw 1": the take
			// empties it, so its expected effects (CR 9.9.2) hold the
			// draw, and its window, before the take and the trash, is a
			// draw's (9.9.4; resolveExpected takes, trashes, then draws).
			return s.imminent(f, in, s.expectDraw(seat, 1))
		}
		s.takeHosted(seat, f.Src, in.N, in.Arg)
	case InTakeAll:
		if c := s.card(f.Src); c != nil {
			s.takeHosted(seat, f.Src, c.Hosted, 0)
		}
	case InRun:
		return s.opRun(f, in)
	case InRezIceFree:
		return s.opRezIceFree(f)
	case InPlaceAdvancements:
		return s.opPlaceAdvancements(f, in.N)
	case InEndRunUnlessPays:
		return s.opEndRunUnlessPays(f, in)
	case InInstallIceInward, InInstallIceOutermost:
		return s.opInstallIceInward(f, in.Kind == InInstallIceOutermost)
	case InTagOrMeat:
		if s.Tags > 0 {
			return s.imminent(f, in, s.expectDamage(DamageMeat, in.N))
		}
		return s.imminent(f, in, s.expectTags(1))
	case InGainOrDraw, InCorpChoosesFor, InGainOrDrawOne:
		return s.opChoice(f, in)
	case InInstallAndRez, InInstallAndRezTotalLess:
		return s.opInstallAndRez(f, in)
	case InRemoveOtherCopies:
		return s.opRemoveOtherCopies(f)
	case InRevealBarrierFromHQ:
		return s.opRevealBarrier(f)
	case InSearchRDToHQ:
		if st, done := s.searchRDToHQ(f); !done {
			return st
		}
	case InDerezIce:
		opts := s.rezzedIceOptions()
		if len(opts) == 0 {
			return kernel.Next
		}
		if !f.Answered {
			return s.Ask(seat, "Derez a piece of ice", "CR 8.1.3", opts)
		}
		o, _ := f.Take()
		if c := s.card(int32(o.Card)); c != nil && c.Zone == ZoneServer && c.Rezzed {
			s.touch(c)
			c.Rezzed = false // no cost, no steps (8.1.3)
			s.Occur(kernel.Occurrence{Type: evDerez, Seat: seat, Obj: c.ID})
			s.event(seat, "derez", fmt.Sprintf("the %s derezzes %s", s.role(seat), c.Title))
		}
	case InHostProgramHere:
		src := s.card(f.Src)
		var opts []engine.Option
		for _, id := range s.Rig {
			if c := s.card(id); c.Host != 0 && s.def(id).Type == TypeProgram {
				opts = append(opts, engine.Option{Verb: verbTarget, Card: int(id)})
			}
		}
		if src == nil || src.Zone != ZoneServer || len(opts) == 0 {
			return kernel.Next
		}
		if !f.Answered {
			return s.Ask(seat, fmt.Sprintf("Choose a program hosted on a piece of ice to host on %s", src.Title), "CR 1.x", opts)
		}
		o, _ := f.Take()
		if c := s.card(int32(o.Card)); c != nil && c.Zone == ZoneRig && c.Host != 0 {
			s.touch(c)
			c.Host = src.ID
			s.event(seat, "host", fmt.Sprintf("%s is hosted on %s", c.Title, src.Title))
		}
	case InTakeBadPub:
		s.BadPub += in.N
		s.event(s.Corp, "bad-publicity", fmt.Sprintf("the Corp takes %d bad publicity (%d)", in.N, s.BadPub))
	case InMayTrashResource:
		var opts []engine.Option
		for _, id := range s.Rig {
			if s.def(id).Type == TypeResource {
				opts = append(opts, engine.Option{Verb: verbTarget, Card: int(id)})
			}
		}
		if len(opts) == 0 {
			return kernel.Next
		}
		if !f.Answered {
			return s.Ask(seat, "Trash an installed resource, or pass", "CR 1.19", append(opts, engine.Option{Verb: verbPass}))
		}
		if o, _ := f.Take(); o.Verb == verbTarget {
			if c := s.card(int32(o.Card)); c != nil && c.Zone == ZoneRig {
				s.trash(c.ID, seat)
			}
		}
	case InExposeUnlessPays:
		return s.opExposeUnlessPays(f, in)
	case InTagUnlessPays:
		if !f.Answered {
			opts := []engine.Option{{Verb: verbNo}}
			if s.spendable(s.Runner) >= in.N {
				opts = append([]engine.Option{{Verb: verbPay}}, opts...)
			}
			return s.Ask(s.Runner, fmt.Sprintf("Pay %d credits, or take 1 tag", in.N), "CR 1.16", opts)
		}
		if o, _ := f.Take(); o.Verb == verbPay {
			costs.Pay(s, s.Runner, f.Src, []kernel.CostPart{{Kind: costCredits, N: in.N}})
		} else {
			return s.imminent(f, in, s.expectTags(1))
		}
	case InPayIfAbleOrEndRun:
		if !s.encounterLive() {
			break
		}
		// "If able" (CR 1.2.3): the whole payment or none of it; the
		// Runner is not asked.
		if pc := []kernel.CostPart{{Kind: costCredits, N: in.N}}; costs.CanPay(s, s.Runner, f.Src, pc) {
			costs.Pay(s, s.Runner, f.Src, pc)
		} else {
			s.event(s.Runner, "fizzle", fmt.Sprintf("the Runner cannot pay %d credits", in.N))
			s.endRun()
		}
	case InEndRunUnlessTag:
		if !s.encounterLive() {
			break
		}
		if !f.Answered {
			if s.tagCostAvoided() { // the tag cannot be taken as a cost (CR 1.16.1b)
				s.event(s.Runner, "fizzle", "the Runner cannot take 1 tag: it would be avoided")
				s.endRun()
				break
			}
			return s.Ask(s.Runner, "Take 1 tag, or the run ends", "CR 9.6", []engine.Option{{Verb: verbYes}, {Verb: verbNo}})
		}
		if o, _ := f.Take(); o.Verb == verbYes {
			s.giveTags(1)
		} else {
			s.endRun()
		}
	case InTrashProgramOrHardware:
		var opts []engine.Option
		for _, id := range s.Rig {
			if t := s.def(id).Type; t == TypeProgram || t == TypeHardware {
				opts = append(opts, engine.Option{Verb: verbTarget, Card: int(id)})
			}
		}
		if len(opts) == 0 {
			break
		}
		if !f.Answered {
			return s.Ask(s.Corp, "Trash an installed program or piece of hardware", "CR 1.15.2", opts)
		}
		o, _ := f.Take()
		s.trash(int32(o.Card), s.Corp)
	case InSearchBreaker:
		return s.opSearchBreaker(f)
	case InInstallFoundIfRan:
		return s.opInstallFoundIfRan(f)
	case InFoundToGrip:
		s.opFoundToGrip(f)
	case InPlaceVirus:
		c := s.card(f.Src)
		if c == nil {
			break
		}
		if in.Arg == 1 {
			if !f.Answered {
				return s.Ask(seat, fmt.Sprintf("Place %d virus counter on %s?", in.N, c.Title), "CR 9.6.9", []engine.Option{{Verb: verbYes}, {Verb: verbNo}})
			}
			if o, _ := f.Take(); o.Verb != verbYes {
				break
			}
		}
		c.Virus += in.N
		s.event(seat, "virus", fmt.Sprintf("%d virus counter placed on %s (%d)", in.N, c.Title, c.Virus))
	case InGainIfHadNoAdvancements:
		// The trigger made the frame's T the advanced card; its counters
		// before the advancement are the occurrence's N, kept in the
		// frame's M by the trigger (machine.go).
		if f.M == 0 {
			s.Credits[seat] += in.N
			s.event(seat, "gain", fmt.Sprintf("the %s gains %d credits", s.role(seat), in.N))
		}
	case InGainIfArchivesFacedown:
		if slices.ContainsFunc(s.Archives, func(id int32) bool { return !s.card(id).FaceUp }) {
			s.Credits[seat] += in.N
			s.event(seat, "gain", fmt.Sprintf("the %s gains %d credits", s.role(seat), in.N))
		}
	case InRemoveTags:
		if n := min(in.N, s.Tags); n > 0 {
			s.Tags -= n
			s.event(seat, "untag", fmt.Sprintf("%d tag removed (%d left)", n, s.Tags))
		}
	case InMayPayToHand:
		c := s.card(f.Src)
		if c == nil || c.Zone != ZonePlay || s.spendable(seat) < in.N {
			break
		}
		if !f.Answered {
			return s.Ask(seat, fmt.Sprintf("Pay %d credits to add %s to your hand?", in.N, c.Title), "CR 8.6.6", []engine.Option{{Verb: verbYes}, {Verb: verbNo}})
		}
		if o, _ := f.Take(); o.Verb != verbYes {
			break
		}
		hand := ZoneHQ
		if seat == s.Runner {
			hand = ZoneGrip
		}
		costs.Pay(s, seat, f.Src, []kernel.CostPart{{Kind: costCredits, N: in.N}})
		if c := s.card(f.Src); c != nil && c.Zone == ZonePlay {
			title := c.Title
			s.move(c.ID, hand, false)
			s.event(seat, "return", fmt.Sprintf("the %s pays %d and adds %s to its hand", s.role(seat), in.N, title))
		}
	case InPlaceXAdvancements:
		return s.opPlaceXAdvancements(f)
	case InGainPerSetAsideVirus:
		if n := in.N * f.M; n > 0 {
			s.Credits[seat] += n
			s.event(seat, "gain", fmt.Sprintf("the %s gains %d credits", s.role(seat), n))
		}
	case InPlaceVirusIfClean:
		// The trigger made the frame's T the breach's record: 1 when
		// nothing accessed was stolen or trashed (access.go).
		if c := s.card(f.Src); c != nil && f.T == 1 {
			c.Virus += in.N
			s.event(seat, "virus", fmt.Sprintf("%d virus counter placed on %s (%d)", in.N, c.Title, c.Virus))
		} else if c != nil {
			s.event(seat, "fizzle", fmt.Sprintf("%s: an accessed card was stolen or trashed, no virus counter", c.Title))
		}
	case InIceMinusStrength:
		if s.Run.Encounter && s.card(s.Run.Ice) != nil {
			s.AddLasting(kernel.Lasting{Src: f.Src, Seat: seat, Mod: modStrength, N: -in.N, Obj: s.Run.Ice, Until: evEncEnd, Count: 1})
			s.event(seat, "weaken", fmt.Sprintf("%s gets -%d strength (%d)", s.card(s.Run.Ice).Title, in.N, s.strength(s.Run.Ice)))
		}
	case InTagsIfStole:
		if s.LastRun.Stolen > 0 {
			return s.imminent(f, in, s.expectTags(in.N))
		}
	case InReplaceDamageIfPays:
		return s.opReplaceDamageIfPays(f, in)
	case InPreventDamage, InAvoidTags, InAddDamage, InAddDraw:
		s.opPrevent(f, in)
	case InSetIceStrength:
		if s.Run.Encounter && s.card(s.Run.Ice) != nil {
			s.AddLasting(kernel.Lasting{Src: f.Src, Seat: seat, Mod: modSetStrength, N: in.N, Obj: s.Run.Ice, Until: evEncEnd, Count: 1})
			s.event(seat, "set-strength", fmt.Sprintf("%s's strength is set to %d (%d)", s.card(s.Run.Ice).Title, in.N, s.strength(s.Run.Ice)))
		}
	case InTrashPrograms:
		return s.opTrashPrograms(f, in.N)
	case InTrashIce:
		var opts []engine.Option
		for i := range s.Cards {
			c := &s.Cards[i]
			if c.Zone == ZoneServer && c.Ice {
				opts = append(opts, engine.Option{Verb: verbTarget, Card: int(c.ID)})
			}
		}
		if len(opts) == 0 {
			break
		}
		if !f.Answered {
			return s.Ask(seat, "Trash a piece of ice", "CR 1.15.2", opts)
		}
		if o, _ := f.Take(); s.card(int32(o.Card)) != nil && s.card(int32(o.Card)).Zone == ZoneServer {
			s.trash(int32(o.Card), seat)
		}
	case InInstallFromGrip:
		return s.opInstallFromGrip(f)
	case InPlayFromHand:
		return s.opPlayFromHand(f)
	case InEndActionPhase:
		return s.endActionPhaseNow(seat)
	case InWhenNext:
		// A delayed conditional ability (CR 9.6.13): fired by the next
		// occurrence of its condition, then gone (9.6.13c).
		if int(in.N) < len(delayedOn) && delayedOn[in.N] != 0 {
			if d := s.def(f.Src); d != nil && int(in.Arg) < len(d.Abilities) {
				s.AddLasting(kernel.Lasting{Src: f.Src, Seat: seat, On: delayedOn[in.N], Ref: d.Ref(int(in.Arg)), Mine: true})
			}
		}
	case InInstallUpgradeHere:
		return s.opInstallUpgradeHere(f)
	case InBreach:
		return s.opBreach(f, in.N)
	case InEncounterIce:
		return s.opEncounterIce(f)
	case InTrashAccessed:
		// The card being accessed, if it has not moved (a moved card is a
		// new object, CR 1.12.2) and is not in Archives (7.1.5).
		if c := s.card(f.T); c != nil && c.Zone != ZoneArchives {
			s.MarkUsed(histObj, histBreachTrashed, 1, evRunEnd)
			s.trash(c.ID, seat)
		}
	case InTrashSelf:
		if c := s.card(f.Src); c != nil && (c.Zone == ZoneRig || c.Zone == ZoneServer) {
			s.trash(c.ID, seat)
		}
	case InSourceToHand:
		// CR 9.1.4 [rule_abilities_resolution_independent]: the ability is
		// independent of its source; the source it can act on is the
		// object it was (f.Src), still installed. One that changed zones
		// (trashed paying the cost, say) is a new object: nothing moves.
		if c := s.card(f.Src); c != nil && (c.Zone == ZoneRig || c.Zone == ZoneServer) {
			hand := ZoneHQ
			if c.Owner == s.Runner {
				hand = ZoneGrip
			}
			title := c.Title
			s.move(c.ID, hand, false)
			s.removeEmptyRemotes()
			s.event(seat, "return", fmt.Sprintf("%s is added to its owner's hand", title))
		}
	case InRunnerCannotDraw:
		s.AddLasting(kernel.Lasting{Src: f.Src, Seat: s.Runner, Mod: modCannotDraw, Until: evTurnEnd, Count: 1})
		s.event(seat, "cannot", "the Runner cannot draw cards for the remainder of this turn")
	case InTakeBasicAction:
		return s.opTakeBasicAction(f, BasicAction(in.N))
	case InNop: // nothing (the ablation gate's disabled instruction)
	case InMayJackOut:
		if !s.Run.On {
			break
		}
		if !f.Answered {
			return s.Ask(s.Runner, "Jack out?", "CR 6.1.5", []engine.Option{{Verb: verbJackOut}, {Verb: verbContinue}})
		}
		if opt, _ := f.Take(); opt.Verb == verbJackOut {
			s.event(s.Runner, "jack-out", "the Runner jacks out")
			s.Run.JackOut, s.Run.Ended = true, true
		}
	}
	return kernel.Next
}

// endRun ends the run (CR 6.1.4): the run frame goes to its end next.
// With no run but an encounter, it ends the encounter (6.1.4b
// [rule_end_encounter_outside_run]: the forced encounter's frame goes to
// its end); with neither, it does nothing (6.1.4c).
func (s *State) endRun() {
	if !s.Run.On && s.Run.Encounter && !s.Run.Ended {
		s.Run.Ended = true
		s.event(s.Corp, "end-run", "there is no run: the encounter ends")
		return
	}
	if !s.Run.On || s.Run.Ended {
		return
	}
	s.Run.Ended = true
	s.event(s.Corp, "end-run", "the run ends")
}

// giveTags gives the Runner n tags (CR 10.1).
func (s *State) giveTags(n int32) {
	s.Tags += n
	s.event(s.Runner, "tag", fmt.Sprintf("the Runner takes %d tag (%d)", n, s.Tags))
}

// takeHosted has seat take n credits (as many as there are) from card
// src; mode 1: "when it is empty, trash it", carried out with the taking
// (ARCHITECTURE.md, NSG decisions); mode 2 ("and draw 1 card") is mode
// 1 here: a take that empties its card is imminent as a draw, drawn as it
// resolves (InTake, resolveExpected), and one that does not draws nothing.
func (s *State) takeHosted(seat engine.Seat, src, n, mode int32) {
	c := s.card(src)
	if c == nil {
		return
	}
	n = min(n, c.Hosted)
	c.Hosted -= n
	s.Credits[seat] += n
	s.event(seat, "take", fmt.Sprintf("the %s takes %d credits from %s", s.role(seat), n, c.Title))
	if c.Hosted == 0 && mode >= 1 {
		s.trash(c.ID, seat)
	}
}

// costRead is d's printed play or install cost as an ability reads it
// outside its payment: an X in it counts as 0 (CR 1.16.2d
// [rule_cost_x_out_of_context]).
func costRead(d *Def) int32 {
	if d.CostX != CostXNone {
		return 0
	}
	return d.Cost
}

// damage deals n damage of kind k to the Runner (CR 10.2): net and meat
// trash that many random cards from the grip, core damage too and each
// point lowers the maximum hand size by 1; with more damage than cards in
// the grip the Runner is flatlined and the Corp wins (1.7.2b
// [rule_flatline]). It reports whether a card it trashed has an odd
// printed play or install cost.
func (s *State) damage(k DamageKind, n int32) (odd bool) {
	if n <= 0 {
		return false
	}
	s.event(s.Corp, "damage", fmt.Sprintf("the Corp does %d %s damage", n, damageNames[k]))
	s.Occur(kernel.Occurrence{Type: evDamage, Seat: s.Corp, Obj: int32(k), N: n})
	if k == DamageCore {
		s.CoreDamage += n
	}
	flat := int(n) > len(s.Grip)
	for i := int32(0); i < n && len(s.Grip) > 0; i++ {
		id := s.Grip[s.RNG.IntN(len(s.Grip))]
		title := s.card(id).Title
		if d := Lookup(title); d != nil && costRead(d)%2 == 1 {
			odd = true
		}
		// Damage trashes (CR 10.2): a trash from the grip, which "when
		// trashed from your grip" abilities see (Strike Fund).
		nid := s.move(id, ZoneHeap, false)
		nc := s.card(nid)
		s.touch(nc)
		nc.FaceUp = true
		s.Occur(kernel.Occurrence{Type: evTrash, Seat: s.Corp, Obj: nid, N: int32(ZoneGrip)})
		s.event(s.Runner, "trash", fmt.Sprintf("%s is trashed from the grip", title))
	}
	if flat {
		s.event(s.Runner, "flatline", "the Runner is flatlined")
		s.win(s.Corp, "flatline")
	}
	return odd
}

// stepTrace runs a trace of base strength f.N (CR 9.7): the Corp spends
// credits to raise it, then the Runner to raise their link; it succeeds
// when the trace strength is greater than the link strength. TraceWon
// keeps the result for the instruction that started it.
func (s *State) stepTrace(f *kernel.Frame) kernel.Status {
	switch f.Step {
	case traceInitiated:
		// The trace initiates, then a checkpoint (CR 10.8.6a-b
		// [step_trace_checkpoint]) before the Corp spends.
		f.Step = 0
		s.Occur(kernel.Occurrence{Type: evTraceInit, Seat: s.Corp, N: f.N})
		s.event(s.Corp, "trace", fmt.Sprintf("trace %d is initiated", f.N))
		s.checkpoint()
		return kernel.Next
	case 0:
		if !f.Answered {
			return s.AskNumber(s.Corp, fmt.Sprintf("Trace %d: spend credits to raise the trace strength", f.N), "CR 9.7.3", 0, s.Credits[s.Corp])
		}
		_, n := f.Take()
		f.T, f.Step = n, 1
		s.Credits[s.Corp] -= n
		s.event(s.Corp, "trace", fmt.Sprintf("the Corp spends %d: trace strength %d", n, f.N+n))
	case 1:
		if !f.Answered {
			return s.AskNumber(s.Runner, fmt.Sprintf("Trace strength %d: spend credits to raise your link (%d)", f.N+f.T, s.Link), "CR 9.7.4", 0, s.Credits[s.Runner])
		}
		_, n := f.Take()
		s.Credits[s.Runner] -= n
		s.TraceWon = f.N+f.T > s.Link+n
		s.event(s.Runner, "trace", fmt.Sprintf("the Runner spends %d: link strength %d; the trace %s", n, s.Link+n, map[bool]string{true: "succeeds", false: "fails"}[s.TraceWon]))
		s.Pop()
		s.checkpoint()
	}
	return kernel.Next
}

// opRun: the Runner runs a server of in.N's class (the controller chooses
// which), with in.Arg's run flags; the instruction is over when the run is
// (CR 6.9, 6.3).
func (s *State) opRun(f *kernel.Frame, in Instr) kernel.Status {
	if f.Step == 1 {
		f.Step = 0
		return kernel.Next
	}
	var opts []engine.Option
	for i := range s.Servers {
		sv := int32(i)
		if !s.mayRunOn(sv) {
			continue
		}
		switch in.N {
		case RunHQOrRD:
			if sv != ServerHQ && sv != ServerRD {
				continue
			}
		case RunRD:
			if sv != ServerRD {
				continue
			}
		case RunArchives:
			if sv != ServerArchives {
				continue
			}
		case RunCentralNotRun:
			if sv >= firstRemote || s.Used(-(sv+1), histRan) > 0 {
				continue
			}
		}
		opts = append(opts, engine.Option{Verb: verbTarget, Target: i + 1})
	}
	if len(opts) == 0 {
		return kernel.Next
	}
	if !f.Answered {
		return s.Ask(s.Runner, "Choose the server to run", "CR 6.3", opts)
	}
	o, _ := f.Take()
	f.Step = 1
	s.startRun(int32(o.Target-1), f.Src, in.Arg)
	return kernel.Again
}

// opRezIceFree: the Corp may rez 1 installed piece of ice, ignoring all
// costs (CR 1.16.5c [rule_ignore_all_costs]: a cost of 0 is paid, with its
// checkpoint).
func (s *State) opRezIceFree(f *kernel.Frame) kernel.Status {
	opts := []engine.Option{}
	for i := range s.Cards {
		c := &s.Cards[i]
		if c.Zone == ZoneServer && c.Ice && !c.Rezzed {
			opts = append(opts, engine.Option{Verb: verbTarget, Card: int(c.ID)})
		}
	}
	if len(opts) == 0 {
		return kernel.Next
	}
	if !f.Answered {
		return s.Ask(s.Corp, "Rez a piece of ice, ignoring all costs, or pass", "CR 8.1.2", append(opts, engine.Option{Verb: verbPass}))
	}
	o, _ := f.Take()
	c := s.card(int32(o.Card))
	if o.Verb != verbTarget || c == nil {
		return kernel.Next
	}
	costs.Pay(s, s.Corp, c.ID, []kernel.CostPart{{Kind: costCredits, N: 0}})
	s.touch(c)
	c.Rezzed = true
	s.Occur(kernel.Occurrence{Type: evRez, Seat: s.Corp, Obj: c.ID})
	s.event(s.Corp, "rez", fmt.Sprintf("the Corp rezzes %s %s, ignoring all costs", c.Title, s.placeName(c)))
	return kernel.Next
}

// opPlaceAdvancements: place n advancement counters on 1 installed card
// the Corp did not install this turn, chosen.
func (s *State) opPlaceAdvancements(f *kernel.Frame, n int32) kernel.Status {
	var opts []engine.Option
	for i := range s.Cards {
		c := &s.Cards[i]
		if c.Zone == ZoneServer && c.Turn != s.Turn {
			opts = append(opts, engine.Option{Verb: verbTarget, Card: int(c.ID)})
		}
	}
	if len(opts) == 0 {
		return kernel.Next
	}
	if !f.Answered {
		return s.Ask(s.Corp, fmt.Sprintf("Place %d advancement counters on an installed card", n), "CR 1.15.2", opts)
	}
	o, _ := f.Take()
	if c := s.card(int32(o.Card)); c != nil && c.Zone == ZoneServer {
		c.Adv += n
		s.event(s.Corp, "advance", fmt.Sprintf("the Corp places %d advancement counters on %s (%d)", n, s.publicName(c.ID, s.Runner), c.Adv))
	}
	return kernel.Next
}

// opPlaceXAdvancements places X advancement counters, X the play cost's
// (the frame's M, set as the play ability was pushed), on 1 installed card
// the Corp can advance (an agenda, or a card that says it can be advanced).
func (s *State) opPlaceXAdvancements(f *kernel.Frame) kernel.Status {
	var opts []engine.Option
	for i := range s.Cards {
		c := &s.Cards[i]
		if c.Zone == ZoneServer && (s.def(c.ID).Type == TypeAgenda || s.def(c.ID).Advanceable) {
			opts = append(opts, engine.Option{Verb: verbTarget, Card: int(c.ID)})
		}
	}
	if len(opts) == 0 {
		return kernel.Next
	}
	if !f.Answered {
		return s.Ask(s.Corp, fmt.Sprintf("Place %d advancement counters on an installed card you can advance", f.M), "CR 1.15.2", opts)
	}
	o, _ := f.Take()
	if c := s.card(int32(o.Card)); c != nil && c.Zone == ZoneServer {
		c.Adv += f.M
		s.event(s.Corp, "advance", fmt.Sprintf("the Corp places %d advancement counters on %s (%d)", f.M, s.publicName(c.ID, s.Runner), c.Adv))
	}
	return kernel.Next
}

// opEndRunUnlessPays: the Runner spends in.Arg clicks or pays in.N
// credits, or the run ends.
func (s *State) opEndRunUnlessPays(f *kernel.Frame, in Instr) kernel.Status {
	if !s.encounterLive() {
		return kernel.Next
	}
	if !f.Answered {
		opts := []engine.Option{}
		if s.Clicks[s.Runner] >= in.Arg {
			opts = append(opts, engine.Option{Verb: verbPay, Arg: 1})
		}
		if s.spendable(s.Runner) >= in.N {
			opts = append(opts, engine.Option{Verb: verbPay, Arg: 0})
		}
		opts = append(opts, engine.Option{Verb: verbNo})
		return s.Ask(s.Runner, fmt.Sprintf("Spend %d clicks or pay %d credits, or the run ends", in.Arg, in.N), "CR 1.16", opts)
	}
	o, _ := f.Take()
	switch {
	case o.Verb == verbPay && o.Arg == 1:
		costs.Pay(s, s.Runner, f.Src, []kernel.CostPart{{Kind: costClicks, N: in.Arg}})
	case o.Verb == verbPay:
		costs.Pay(s, s.Runner, f.Src, []kernel.CostPart{{Kind: costCredits, N: in.N}})
	default:
		s.endRun()
	}
	return kernel.Next
}

// opInstallIceInward: the Corp may install 1 piece of ice from HQ or
// Archives directly inward from the source ice, ignoring all costs; a
// Runner at or outward of the source keeps its position, so the new ice
// is still ahead (CR 6.2.6). Outermost (InInstallIceOutermost): protecting
// the server of the source, ice or in its root, in the outermost position;
// a Runner with a position keeps it, inward of the new ice.
func (s *State) opInstallIceInward(f *kernel.Frame, outermost bool) kernel.Status {
	src := s.card(f.Src)
	if src == nil || src.Zone != ZoneServer || !src.Ice && !outermost {
		return kernel.Next
	}
	var opts []engine.Option
	for _, l := range [][]int32{s.HQ, s.Archives} {
		for _, id := range l {
			if s.def(id).Type == TypeIce {
				opts = append(opts, engine.Option{Verb: verbTarget, Card: int(id)})
			}
		}
	}
	// Asked whenever HQ or Archives holds a card, ice or not: whether the
	// Corp is asked must not tell the Runner what HQ holds.
	if len(s.HQ)+len(s.Archives) == 0 {
		return kernel.Next
	}
	if !f.Answered {
		where := "inward"
		if outermost {
			where = "outermost, protecting " + s.serverName(src.Server)
		}
		return s.Ask(s.Corp, "Install a piece of ice from HQ or Archives "+where+", or pass", "CR 8.5", append(opts, engine.Option{Verb: verbPass}))
	}
	o, _ := f.Take()
	c := s.card(int32(o.Card))
	if o.Verb != verbTarget || c == nil || (c.Zone != ZoneHQ && c.Zone != ZoneArchives) {
		return kernel.Next
	}
	from := c.Zone
	sv := src.Server
	at := int32(slices.Index(s.Servers[sv].Ice, src.ID))
	if outermost {
		at = int32(len(s.Servers[sv].Ice))
	}
	costs.Pay(s, s.Corp, c.ID, []kernel.CostPart{{Kind: costCredits, N: 0}})
	s.touch(c)
	s.detach(c)
	s.Forget(c.ID)
	s.renumber(c)
	c.Zone, c.Server, c.Ice, c.Turn, c.FaceUp = ZoneServer, sv, true, s.Turn, false
	s.Servers[sv].Ice = slices.Insert(s.Servers[sv].Ice, int(at), c.ID)
	if s.Run.On && s.Run.Server == sv && s.Run.Pos >= at {
		s.Run.Pos++
	}
	s.Occur(kernel.Occurrence{Type: evInstall, Seat: s.Corp, Obj: c.ID})
	// Installed unrezzed, the card is hidden from the Runner from now on,
	// even one it saw faceup in Archives: the event does not name it.
	s.secret(s.Corp, "install", fmt.Sprintf("the Corp installs a card from %s protecting %s", from, s.serverName(sv)), fmt.Sprintf("you install %s protecting %s", c.Title, s.serverName(sv)))
	return kernel.Next
}

// opInstallUpgradeHere: the Corp may install 1 upgrade from HQ in the
// root of the source's server, ignoring all costs (its cost paid as 0,
// with its checkpoint). Asked whenever HQ holds a card: whether the Corp
// is asked must not tell the Runner what HQ holds.
func (s *State) opInstallUpgradeHere(f *kernel.Frame) kernel.Status {
	src := s.card(f.Src)
	if src == nil || src.Zone != ZoneServer || src.Ice || len(s.HQ) == 0 {
		return kernel.Next
	}
	if !f.Answered {
		var opts []engine.Option
		for _, id := range s.HQ {
			if s.def(id).Type == TypeUpgrade {
				opts = append(opts, engine.Option{Verb: verbTarget, Card: int(id)})
			}
		}
		return s.Ask(s.Corp, "Install an upgrade from HQ in the root of this server, or pass", "CR 8.5", append(opts, engine.Option{Verb: verbPass}))
	}
	o, _ := f.Take()
	c := s.card(int32(o.Card))
	if o.Verb != verbTarget || c == nil || c.Zone != ZoneHQ {
		return kernel.Next
	}
	sv := src.Server
	costs.Pay(s, s.Corp, c.ID, []kernel.CostPart{{Kind: costCredits, N: 0}})
	s.touch(c)
	s.detach(c)
	s.Forget(c.ID)
	s.renumber(c)
	c.Zone, c.Server, c.Ice, c.Turn, c.FaceUp = ZoneServer, sv, false, s.Turn, false
	s.Servers[sv].Root = append(s.Servers[sv].Root, c.ID)
	s.Occur(kernel.Occurrence{Type: evInstall, Seat: s.Corp, Obj: c.ID})
	s.secret(s.Corp, "install", fmt.Sprintf("the Corp installs a card from HQ in the root of %s", s.serverName(sv)), fmt.Sprintf("you install %s in the root of %s", c.Title, s.serverName(sv)))
	return kernel.Next
}

// opChoice resolves "gain N credits or draw Arg cards": chosen by the
// controller (InGainOrDrawOne), both when the Runner is tagged
// (InGainOrDraw); or chosen by the Corp for the Runner (InCorpChoosesFor).
func (s *State) opChoice(f *kernel.Frame, in Instr) kernel.Status {
	who, gets := f.Seat, f.Seat
	if in.Kind == InCorpChoosesFor {
		who, gets = s.Corp, s.Runner
	}
	if !f.Answered {
		opts := []engine.Option{{Verb: verbGain}, {Verb: verbDrawC}}
		if in.Kind == InGainOrDraw && s.Tags > 0 {
			opts = append(opts, engine.Option{Verb: verbBoth})
		}
		return s.Ask(who, fmt.Sprintf("Gain %d credits or draw %d cards", in.N, in.Arg), "CR 1.15", opts)
	}
	o, _ := f.Take()
	if o.Verb == verbGain || o.Verb == verbBoth {
		s.Credits[gets] += in.N
		s.event(gets, "gain", fmt.Sprintf("the %s gains %d credits", s.role(gets), in.N))
	}
	if o.Verb == verbDrawC || o.Verb == verbBoth {
		s.draw(gets, in.Arg)
	}
	return kernel.Next
}

// opSearchBreaker: the Runner searches the stack for an icebreaker; the
// card found is set aside facedown while the stack is shuffled (CR 4.8.4
// [rule_searched_cards_set_aside]), then revealed; the frame's T is it,
// for the next instructions. The search ends the instruction, so its
// checkpoint comes while the card is set aside (9.11.4d
// [rule_search_instruction]).
func (s *State) opSearchBreaker(f *kernel.Frame) kernel.Status {
	var opts []engine.Option
	for _, id := range s.RunnerStack {
		if s.def(id).HasSubtype("Icebreaker") {
			opts = append(opts, engine.Option{Verb: verbTarget, Card: int(id)})
		}
	}
	if !f.Answered {
		return s.Ask(s.Runner, "Search your stack for an icebreaker", "CR 9.11.4d", append(opts, engine.Option{Verb: verbPass}))
	}
	o, _ := f.Take()
	c := s.card(int32(o.Card))
	f.T = 0
	if o.Verb != verbTarget || c == nil || c.Zone != ZoneStack {
		s.shuffle(s.RunnerStack)
		s.event(s.Runner, "search", "the Runner finds nothing and shuffles the stack")
		return kernel.Next
	}
	title := c.Title
	f.T = s.move(c.ID, ZoneSetAside, false)
	s.shuffle(s.RunnerStack)
	fc := s.card(f.T)
	s.touch(fc)
	fc.FaceUp = true
	s.event(s.Runner, "reveal", fmt.Sprintf("the Runner reveals %s and shuffles the stack", title))
	return kernel.Next
}

// opInstallFoundIfRan: if the Runner made a successful run this turn, it
// may install the set-aside card f.T, paying its install cost: offered
// when it can pay it and the program fits, once installed programs are
// trashed (CR 8.5.6c). The install is the steps of installing (8.5.16:
// the programs trashed to make room, the cost with its checkpoint, the
// install an occurrence), a frame of its own; a card it leaves set aside
// (a cost it could not pay) goes to the grip with the next instruction.
func (s *State) opInstallFoundIfRan(f *kernel.Frame) kernel.Status {
	if f.Step == 1 { // the install is over
		f.Step = 0
		return kernel.Next
	}
	c := s.card(f.T)
	if c == nil || c.Zone != ZoneSetAside || s.Used(histObj, histSuccessful) == 0 {
		return kernel.Next
	}
	d := c.definition()
	if !s.installable(d) || s.runnerInstallCost(d) > s.spendable(s.Runner) {
		return kernel.Next
	}
	if !f.Answered {
		return s.Ask(s.Runner, "Install it?", "CR 8.5", []engine.Option{{Verb: verbYes}, {Verb: verbNo}})
	}
	if o, _ := f.Take(); o.Verb != verbYes {
		return kernel.Next
	}
	f.Step = 1
	s.Push(kernel.Frame{Kind: frameProgram, Ref: refAction, Seat: s.Runner, Src: c.ID, N: int32(verbInstall) << 8, Would: partOfInstr})
	return kernel.Again
}

// opFoundToGrip adds the set-aside card f.T, if it still is, to the
// Runner's grip.
func (s *State) opFoundToGrip(f *kernel.Frame) {
	c := s.card(f.T)
	if c == nil || c.Zone != ZoneSetAside {
		return
	}
	f.T = s.move(c.ID, ZoneGrip, false)
	// Not named: the reveal did (a seat reads of a card hidden in the
	// grip only through a "reveal" event).
	s.event(s.Runner, "grip", "the Runner adds the revealed card to the grip")
}

// opExposeUnlessPays: the controller (the Runner) exposes the card of the
// occurrence, f.T, unless the Corp pays in.N credits (a nested cost,
// CR 1.16.11; its decision ends the instruction, 9.11.4f). Only an
// installed card that is not faceup can be exposed (1.21.4): a rezzed one
// is not, and the Corp is not asked. A Corp that cannot pay is not asked.
func (s *State) opExposeUnlessPays(f *kernel.Frame, in Instr) kernel.Status {
	c := s.card(f.T)
	if f.Step == 0 {
		if c == nil || c.Zone != ZoneServer || c.Rezzed {
			return kernel.Next
		}
		pc := []kernel.CostPart{{Kind: costCredits, N: in.N}}
		if costs.CanPay(s, s.Corp, c.ID, pc) {
			if !f.Answered {
				return s.Ask(s.Corp, fmt.Sprintf("Pay %d credits, or the Runner exposes the card you installed", in.N), "CR 1.16.11",
					[]engine.Option{{Verb: verbPay, Arg: 0}, {Verb: verbNo}})
			}
			if o, _ := f.Take(); o.Verb == verbPay {
				st, _ := payThenAs(s, f, s.Corp, c.ID, pc, 1)
				if st != kernel.Next {
					return st
				}
				f.Step = 0
				return kernel.Next
			}
		}
		s.expose(c.ID, f.Seat)
		return kernel.Next
	}
	f.Step = 0 // paid; its checkpoint's window is over
	return kernel.Next
}

// expose has seat expose installed card id (CR 1.21): it is revealed and
// turned back; an occurrence.
func (s *State) expose(id int32, seat engine.Seat) {
	c := s.card(id)
	s.event(seat, "expose", fmt.Sprintf("%s is exposed", c.Title))
	s.Occur(kernel.Occurrence{Type: evExpose, Seat: seat, Obj: id})
}

// searchRDToHQ is the Corp's search of R&D for a card that is not an
// agenda, revealed and added to HQ, R&D shuffled; a search may find
// nothing (a hidden zone). The card found is chosen as the instruction
// resolves: searching does not target (CR 1.15.1a). done is false while
// it waits for the choice (its status st).
func (s *State) searchRDToHQ(f *kernel.Frame) (st kernel.Status, done bool) {
	var opts []engine.Option
	for _, id := range s.RD {
		if s.def(id).Type != TypeAgenda {
			opts = append(opts, engine.Option{Verb: verbTarget, Card: int(id), Arg: argSearched})
		}
	}
	if !f.Answered {
		return s.Ask(s.Corp, "Search R&D for a card that is not an agenda", "CR 8.x", append(opts, engine.Option{Verb: verbPass})), false
	}
	o, _ := f.Take()
	c := s.card(int32(o.Card))
	s.shuffle(s.RD)
	if o.Verb != verbTarget || c == nil || c.Zone != ZoneRD {
		s.event(s.Corp, "search", "the Corp searches R&D, finds nothing and shuffles it")
		return kernel.Next, true
	}
	title := c.Title
	s.move(c.ID, ZoneHQ, false)
	s.event(s.Corp, "reveal", fmt.Sprintf("the Corp reveals %s from R&D, shuffles R&D and adds it to HQ", title))
	return kernel.Next, true
}

// opChooseThenDraw resolves an instruction that chooses, then draws, whose
// interrupt window (as a draw) has closed, the draw's count in f.T: what
// it chooses is chosen now, as it resolves, not announced as a target
// before it became imminent: a name (InNameRevealDraw, CR 1.15.1b) or the
// card a search finds (InSearchRDDraw, CR 1.15.1a); then the cards are
// drawn.
func (s *State) opChooseThenDraw(f *kernel.Frame, in Instr) kernel.Status {
	var st kernel.Status
	done := true
	switch in.Kind {
	case InNameRevealDraw:
		st, done = s.nameReveal(f, in)
	case InSearchRDDraw:
		st, done = s.searchRDToHQ(f)
	}
	if !done {
		return st
	}
	n := f.T
	f.Step, f.T = 0, 0
	return s.drawInstr(f, f.Seat, n)
}

// nameReveal: the controller names a card of the pool, then the top card
// of its deck is revealed (Arg credits if it has the named title). done
// is false while it waits for the name (its status st).
func (s *State) nameReveal(f *kernel.Frame, in Instr) (st kernel.Status, done bool) {
	seat := f.Seat
	if !f.Answered {
		opts := make([]engine.Option, len(poolTitles()))
		for i := range opts {
			opts[i] = engine.Option{Verb: verbName, Arg: i}
		}
		return s.Ask(seat, "Name a card", "CR 1.15.1b", opts), false
	}
	o, _ := f.Take()
	named := ""
	if o.Verb == verbName {
		named = poolTitle(o.Arg)
	}
	s.event(seat, "name", namesText(s.role(seat), named))
	deck, where := s.RD, "R&D"
	if seat == s.Runner {
		deck, where = s.RunnerStack, "the stack"
	}
	if len(deck) > 0 {
		c := s.card(deck[0])
		s.event(seat, "reveal", fmt.Sprintf("the %s reveals %s from the top of %s", s.role(seat), c.Title, where))
		if named != "" && c.Title == named && in.Arg > 0 {
			s.Credits[seat] += in.Arg
			s.event(seat, "gain", fmt.Sprintf("the %s gains %d credits", s.role(seat), in.Arg))
		}
	}
	return kernel.Next, true
}

// namesText is the event of role naming title, a title of the card pool
// (the leak check reads it as public: namedTitleLeft).
func namesText(role, title string) string { return fmt.Sprintf("the %s names %s", role, title) }
