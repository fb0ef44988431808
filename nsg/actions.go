package nsg

import (
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// actions returns the actions seat may take in its action window (CR
// 5.4; the basic actions, quick reference 11.1), each naming its card and
// server. Their trigger costs are checked here (CR 1.16.1: a cost that
// cannot be paid all at once cannot be begun); the play or install cost
// of the card an action plays or installs is not, in either mode: it is
// an inherent cost paid at 8.6.7b or 8.5.16d, after the action is
// initiated and after the interrupt window of its instruction (1.16.4d
// [rule_inherent_cost_aggregates]: "even though other steps take place
// between initiating the action and paying that cost"), and a card whose
// cost cannot be paid then is not played or installed (1.16.4b
// [rule_inherent_cost_in_ability]). The 24.09 reading is the same (digest
// §9: the gate looks only for a card of the right type).
func (s *State) actions(seat engine.Seat) []engine.Option {
	click := s.Clicks[seat] >= 1
	credits := s.Credits[seat]
	// Room for the usual count, so that the list is not grown from one.
	opts := append(make([]engine.Option, 0, actionsRoom), engine.Option{Verb: verbCredit})
	if seat == s.Corp {
		if len(s.RD) > 0 {
			opts = append(opts, engine.Option{Verb: verbDraw})
		}
		for _, id := range s.HQ {
			d := s.def(id)
			switch d.Type {
			case TypeOperation:
				if s.playable(d) {
					opts = append(opts, engine.Option{Verb: verbPlay, Card: int(id)})
				}
			case TypeAgenda, TypeAsset, TypeUpgrade, TypeIce:
				for _, sv := range s.installTargets(d) {
					opts = append(opts, engine.Option{Verb: verbInstall, Card: int(id), Target: int(sv) + 1})
				}
			}
		}
		if credits >= 1 {
			for i := range s.Cards {
				if c := &s.Cards[i]; c.Zone == ZoneServer && !c.Ice && s.advanceable(c) {
					opts = append(opts, engine.Option{Verb: verbAdvance, Card: int(c.ID)})
				}
			}
		}
		if s.Clicks[seat] >= 3 {
			opts = append(opts, engine.Option{Verb: verbPurge})
		}
		if s.Tags > 0 && credits >= 2 {
			for _, id := range s.Rig {
				if s.def(id).Type == TypeResource {
					opts = append(opts, engine.Option{Verb: verbTrashRes, Card: int(id)})
				}
			}
		}
		for i := range s.Cards {
			if c := &s.Cards[i]; c.Zone == ZoneServer && c.Rezzed {
				opts = s.clickAbilities(opts, seat, c.ID)
			}
		}
	} else {
		if len(s.RunnerStack) > 0 {
			opts = append(opts, engine.Option{Verb: verbDraw})
		}
		for _, id := range s.Grip {
			d := s.def(id)
			switch d.Type {
			case TypeEvent:
				if s.playable(d) {
					opts = append(opts, engine.Option{Verb: verbPlay, Card: int(id)})
				}
			case TypeProgram, TypeHardware, TypeResource:
				if !s.installable(d) { // a second unique copy or console may be installed: the checkpoint trashes the older (checkpoint.go uniqueness)
					continue
				}
				if !d.HostOnIce {
					opts = append(opts, engine.Option{Verb: verbInstall, Card: int(id)})
					continue
				}
				for i := range s.Cards { // "install only on a piece of ice": Target, the ice
					if c := &s.Cards[i]; c.Zone == ZoneServer && c.Ice {
						opts = append(opts, engine.Option{Verb: verbInstall, Card: int(id), Target: int(c.ID)})
					}
				}
			}
		}
		if s.Tags > 0 && credits >= 2 {
			opts = append(opts, engine.Option{Verb: verbUntag})
		}
		for i := range s.Servers {
			if s.mayRunOn(int32(i)) {
				opts = append(opts, engine.Option{Verb: verbRun, Target: i + 1})
			}
		}
		for _, id := range s.Rig {
			opts = s.clickAbilities(opts, seat, id)
		}
	}
	if !click {
		return nil
	}
	return opts
}

// actionsRoom is the room actions makes for its options at once.
const actionsRoom = 16

// clickAbilities appends card id's click abilities seat may use now.
func (s *State) clickAbilities(opts []engine.Option, seat engine.Seat, id int32) []engine.Option {
	d := s.def(id)
	for _, i := range d.abilities(AbClick) {
		a := d.Abilities[i]
		if a.Clicks > s.Clicks[seat] || a.Credits > s.Credits[seat] {
			continue
		}
		if a.Once && s.Used(id, int16(i)) > 0 {
			continue
		}
		opts = append(opts, engine.Option{Verb: verbAbility, Card: int(id), Arg: i})
	}
	return opts
}

// fits reports whether program d fits in the Runner's free memory once
// the installed programs of without are trashed (CR 1.13).
func (s *State) fits(d *Def, without ...int32) bool {
	if d.Type != TypeProgram {
		return true
	}
	used := s.memoryUsed()
	for _, id := range without {
		used -= s.def(id).MemoryCost
	}
	return used+d.MemoryCost <= s.memory()
}

// installable reports whether the Runner can install program d at all:
// it fits once every installed program is trashed, as installing it may
// do (CR 8.5.6c [rule_install_trash_programs]).
func (s *State) installable(d *Def) bool {
	return d.Type != TypeProgram || d.MemoryCost <= s.memory()
}

// runnerInstallCost is what installing Runner card d costs now: its cost,
// less its discount after a successful run this turn.
func (s *State) runnerInstallCost(d *Def) int32 {
	n := d.Cost
	if d.DiscountIfRan > 0 && s.Used(histObj, histSuccessful) > 0 {
		n -= d.DiscountIfRan
	}
	if d.Type == TypeProgram && s.Used(histObj, histProgram) == 0 {
		for _, id := range s.Rig {
			n -= s.def(id).FirstProgramDiscount
		}
	}
	return max(n, 0)
}

// maxX is the largest X seat may choose for d's play cost "X" (CR
// 1.16.2c): its restriction's bound, and no more than seat can pay (a
// value it cannot pay would only leave the card in hand, 1.16.4b).
func (s *State) maxX(d *Def, seat engine.Seat) int32 {
	hi := s.spendable(seat)
	if d.CostX == CostXAtMostTags {
		hi = min(hi, s.Tags)
	}
	return max(hi, 0)
}

// playable reports whether d's play restriction allows it now.
func (s *State) playable(d *Def) bool {
	switch d.PlayIf {
	case PlayIfTagged:
		return s.Tags > 0
	case PlayIfRanHQ:
		return s.Used(-(ServerHQ+1), histSuccessOn) > 0
	case PlayIfRunnerSucceeded:
		return s.Used(histObj, histRunnerSucceeded) > 0
	}
	return true
}

// actionCost is the cost of taking the action of frame f (CR 5.4.x): a
// click, and the credits a basic action names.
func actionCost(s *State, verb engine.Verb, src int32, arg int) []kernel.CostPart {
	switch verb {
	case verbAdvance:
		return cost(1, 1)
	case verbPurge:
		return cost(3, 0)
	case verbTrashRes, verbUntag:
		return cost(1, 2)
	case verbAbility:
		a := s.def(src).Abilities[arg]
		credits := a.Credits * s.costCount(a.Per, src)
		if a.TrashCost {
			return append(cost(a.Clicks, credits), kernel.CostPart{Kind: costTrash, N: 1})
		}
		return cost(a.Clicks, credits)
	}
	return cost(1, 0)
}

// stepAction takes an action (CR 9.5.7: an action is a paid ability):
// its cost is paid, then a checkpoint, whose reaction window resolves
// before the effect (CR 5.2.2c); then its effect replaces this frame.
func (s *State) stepAction(f *kernel.Frame) kernel.Status {
	i := len(s.Frames()) - 1
	verb, arg := engine.Verb(f.N>>8), int(f.N&0xff)
	if f.Step == 0 {
		c := actionCost(s, verb, f.Src, arg)
		if !costs.CanPay(s, f.Seat, f.Src, c) {
			s.Pop()
			return kernel.Next
		}
		if verb == verbAbility {
			s.announceAbility(f.Seat, f.Src, arg)
		}
		if verb != verbAbility || s.def(f.Src).Abilities[arg].Kind == AbClick {
			// An action (not a paid ability of a paid-ability window): its
			// cost is being paid, and the payment's checkpoint resolves
			// what that triggers before the action's effect (CR 5.2.2c
			// [rule_action_conditional_ability_trigger]).
			src := int32(0)
			if verb == verbAbility {
				src = f.Src
			}
			s.Occur(kernel.Occurrence{Type: evActionTaken, Seat: f.Seat, Obj: src})
		}
		if verb == verbAbility && s.def(f.Src).Abilities[arg].Once {
			s.MarkUsed(f.Src, int16(arg), 1, evTurnEnd)
		}
		if verb == verbAbility && s.def(f.Src).Abilities[arg].TrashCost {
			// The cost trashes the card: its program and the virus
			// counters it hosts are kept now, set aside for the ability
			// (CR 9.5.5), in the frame's Ref and T.
			s.Frames()[i].Ref, s.Frames()[i].T = s.def(f.Src).Ref(arg), s.card(f.Src).Virus
		}
		s.Frames()[i].Step = 1
		costs.PayStep(s, f, &f.M, f.Seat, f.Src, c)
		return kernel.Next
	}
	nf := *f
	s.Pop()
	if verb == verbAbility {
		switch {
		case !nf.Ref.IsZero(): // its source trashed paying the cost: the ability resolves all the same (CR 9.5.4)
			machine.PushProgram(s, nf.Ref, nf.Seat, nf.Src)
			s.Frames()[len(s.Frames())-1].M = nf.T // the set-aside virus counters
		case s.card(nf.Src) != nil:
			machine.PushProgram(s, s.def(nf.Src).Ref(arg), nf.Seat, nf.Src)
			if s.def(nf.Src).Abilities[arg].Kind == AbAccess {
				s.Frames()[len(s.Frames())-1].T = nf.T // the card being accessed
			}
		}
		return kernel.Next
	}
	s.Push(kernel.Frame{Kind: frameProgram, Ref: refAction, Seat: nf.Seat, Src: nf.Src, N: nf.N, T: nf.T})
	return kernel.Next
}

// payThen pays cost for op frame f at step from, then sets f.Step to
// next; it returns Again when the payment's checkpoint opened a window
// (the op runs again at next), Next when the op may go on now, Stop when
// the game ended.
func payThen(s *State, f *kernel.Frame, c []kernel.CostPart, next int32) (kernel.Status, *kernel.Frame) {
	return payThenAs(s, f, f.Seat, f.Src, c, next)
}

// payThenAs is payThen with seat paying for source src (a cost that is
// not the frame's controller's: "unless the Corp pays").
func payThenAs(s *State, f *kernel.Frame, seat engine.Seat, src int32, c []kernel.CostPart, next int32) (kernel.Status, *kernel.Frame) {
	i, depth := len(s.Frames())-1, len(s.Frames())
	f.Step, f.M = next, 0
	costs.PayStep(s, f, &f.M, seat, src, c)
	if s.Over {
		return kernel.Stop, f
	}
	if len(s.Frames()) > depth {
		return kernel.Again, f
	}
	return kernel.Next, &s.Frames()[i]
}

// opAction is the effect of a basic action, after its click.
func opAction(s *State, f *kernel.Frame) kernel.Status {
	if st := s.instrWindow(f); st != kernel.Next { // the effect is an instruction (CR 9.9.4)
		return st
	}
	verb := engine.Verb(f.N >> 8)
	seat := f.Seat
	switch verb {
	case verbCredit:
		s.Credits[seat]++
		s.event(seat, "credit", fmt.Sprintf("the %s takes 1 credit", s.role(seat)))
	case verbDraw:
		if f.Step == 1 { // the drawn cards are in the hand (drawInstr)
			return s.drawInstr(f, seat, 0)
		}
		if f.Would.Type != 0 { // imminent: its interrupt window has closed (CR 9.9.4)
			return s.continueImminent(f, Instr{})
		}
		n := int32(1)
		if seat == s.Runner {
			first := s.Used(histObj, histDrawAction) == 0 // the first draw action of the turn, the card installed then or not
			s.MarkUsed(histObj, histDrawAction, 1, evTurnEnd)
			for _, id := range s.Rig {
				if d := s.def(id); first && d.DrawBonus > 0 && s.Used(id, 0) == 0 { // a replacement
					s.MarkUsed(id, 0, 1, evTurnEnd)
					n += d.DrawBonus
				}
			}
		}
		return s.imminent(f, Instr{}, s.expectDraw(seat, n))
	case verbAdvance:
		if c := s.card(f.Src); c != nil {
			had := c.Adv // as the click's checkpoint left it (CR 9.6.6a)
			c.Adv++
			s.Occur(kernel.Occurrence{Type: evAdvance, Seat: seat, Obj: c.ID, N: had})
			s.event(seat, "advance", fmt.Sprintf("the Corp advances %s (%d)", s.publicName(c.ID, s.Runner), c.Adv))
		}
	case verbPurge:
		n := int32(0)
		for i := range s.Cards {
			n += s.Cards[i].Virus
			s.Cards[i].Virus = 0
		}
		s.event(seat, "purge", fmt.Sprintf("the Corp purges %d virus counters", n))
	case verbTrashRes:
		if c := s.card(f.Src); c != nil && c.Zone == ZoneRig {
			s.trash(c.ID, seat)
		}
	case verbUntag:
		if s.Tags > 0 {
			s.Tags--
			s.event(seat, "untag", fmt.Sprintf("the Runner removes a tag (%d left)", s.Tags))
		}
	case verbRun:
		s.startRun(f.T-1, 0, 0)
	case verbPlay:
		return s.opPlay(f)
	case verbInstall:
		return s.opInstall(f)
	}
	return kernel.Next
}

// opPlay plays an event or operation (CR 8.6.7 [sec_steps_playing]): the
// card moves to the play area, its play cost is paid with its
// checkpoint, a checkpoint follows its becoming active (8.6.7e), its
// effect resolves, and it is trashed. A card whose cost
// cannot be paid when the step is reached (the 24.09 mode offers it
// unchecked) stays in its hand, unrevealed, the click spent (digest Q2:
// the action fizzles; ARCHITECTURE.md, NSG decisions).
func (s *State) opPlay(f *kernel.Frame) kernel.Status {
	seat := f.Seat
	hand, pile := ZoneHQ, ZoneArchives
	if seat == s.Runner {
		hand, pile = ZoneGrip, ZoneHeap
	}
	switch f.Step {
	case stepInterrupt: // the Runner answered the interrupt; its trash is an occurrence
		f.T = s.answerGripTrash(f, f.Src) // the discount (T is unused by a play)
		f.Step = stepInterruptDone
		if st := s.checkpointMidStep(); st != kernel.Next { // reactions to the trash resolve before the cost (digest §13 NSG-S02 D)
			return st
		}
		return s.opPlay(f)
	case stepInterruptDone, stepAddCostDone:
		done := f.Step == stepAddCostDone
		f.Step = 0
		c := s.card(f.Src)
		if c == nil || c.Zone != hand {
			// The target is gone (an interrupt trashed it): nothing is
			// played (CR 1.15.3; digest §13 NSG-S03).
			s.event(seat, "fizzle", fmt.Sprintf("the %s's play finds no card: nothing is played", s.role(seat)))
			f.T = 0
			return kernel.Next
		}
		d := c.definition()
		if d.AdditionalGripTrash > 0 && !done {
			f.Step = stepAddCost
			return s.opPlay(f)
		}
		pc := []kernel.CostPart{{Kind: costCredits, N: max(d.Cost-f.T, 0)}}
		f.T = 0
		if !costs.CanPay(s, seat, c.ID, pc) {
			s.secret(seat, "fizzle", fmt.Sprintf("the %s cannot pay for the card it plays: it stays in hand", s.role(seat)),
				fmt.Sprintf("you cannot pay %d credits for %s: it stays in hand", pc[0].N, d.Title))
			return kernel.Next
		}
		f.Src = s.move(c.ID, ZonePlay, false)
		s.event(seat, "play", "the "+s.role(seat)+" plays "+d.Title)
		st, nf := payThen(s, f, pc, 1)
		if st != kernel.Next {
			return st
		}
		return s.opPlay(nf) // on at step 1, as case 0 goes on
	case stepAddCost, stepAddTrash:
		return s.additionalGripTrash(f)
	case stepChooseX:
		// X is chosen and announced right before the cost is paid, under
		// its restriction (CR 1.16.2c [rule_cost_x]), the card revealed in
		// the play area; no more than the player can pay is offered, so
		// the payment follows. X is kept in the frame's T (unused by a
		// Corp's play) for the ability.
		d := s.def(f.Src)
		if !f.Answered {
			return s.AskNumber(seat, fmt.Sprintf("Choose X for %s's play cost (X credits)", d.Title), "CR 1.16.2c", 0, s.maxX(d, seat))
		}
		_, x := f.Take()
		f.T = x
		s.event(seat, "x", fmt.Sprintf("the %s chooses X = %d", s.role(seat), x))
		st, nf := payThen(s, f, []kernel.CostPart{{Kind: costCredits, N: x}}, 1)
		if st != kernel.Next {
			return st
		}
		return s.opPlay(nf)
	case 0:
		c := s.card(f.Src)
		if c == nil || c.Zone != hand {
			return kernel.Next
		}
		d := c.definition()
		pc := []kernel.CostPart{{Kind: costCredits, N: d.Cost}}
		if seat == s.Runner {
			// The interrupt window of the play (digest §12, step C): the
			// card is targeted in the grip; its cost is checked after.
			if src := s.gripTrashSource(c.ID); src != 0 {
				f.Step = stepInterrupt
				return s.askGripTrash(f, src, c.ID)
			}
			if d.AdditionalGripTrash > 0 {
				f.Step = stepAddCost
				return s.opPlay(f)
			}
		}
		if !costs.CanPay(s, seat, c.ID, pc) {
			// Found before the card leaves the hand, so that it is never
			// revealed.
			s.secret(seat, "fizzle", fmt.Sprintf("the %s cannot pay for the card it plays: it stays in hand", s.role(seat)),
				fmt.Sprintf("you cannot pay %d credits for %s: it stays in hand", d.Cost, d.Title))
			return kernel.Next
		}
		f.Src = s.move(c.ID, ZonePlay, false)
		s.event(seat, "play", "the "+s.role(seat)+" plays "+d.Title)
		if d.CostX != CostXNone {
			f.Step = stepChooseX
			return s.opPlay(f)
		}
		st, nf := payThen(s, f, pc, 1)
		if st != kernel.Next {
			return st
		}
		f = nf
		fallthrough
	case 1:
		// 8.6.7c-e: the card is active, "when played" conditions are met,
		// and a checkpoint occurs before its play abilities resolve.
		f.Step = stepPlayed
		s.Occur(kernel.Occurrence{Type: evPlay, Seat: seat, Obj: f.Src})
		if st := s.checkpointMidStep(); st != kernel.Next {
			return st
		}
		fallthrough
	case stepPlayed:
		f.Step = 2
		if d := s.def(f.Src); d != nil {
			if ab := d.abilities(AbPlay); len(ab) > 0 {
				x := f.T
				machine.PushProgram(s, d.Ref(ab[0]), seat, f.Src)
				if d.CostX != CostXNone {
					s.Frames()[len(s.Frames())-1].M = x // the X paid, for the ability (1.16.2c)
				}
				return kernel.Again
			}
		}
		fallthrough
	default:
		f.Step = 0
		d := s.def(f.Src)
		at := f.Src
		if c := s.card(f.Src); c != nil && c.Zone == ZonePlay {
			at = s.move(c.ID, pile, false)
			ac := s.card(at)
			s.touch(ac)
			ac.FaceUp = true
		}
		// 8.6.7h-i: the conditions of having resolved it are met, and the
		// play effect is complete once this op's checkpoint (and its
		// reaction window) is over, before whatever played it goes on.
		s.Occur(kernel.Occurrence{Type: evPlayResolved, Seat: seat, Obj: at})
		if d != nil && d.Terminal {
			s.forceActionPhaseEnd(seat)
		}
	}
	return kernel.Next
}

// announceAbility announces seat's intent to use ability arg of card src,
// the first step of using a paid ability, before its cost is paid (CR
// 9.5.7a [step_paid_ability_announce]; a click ability is a paid ability
// too, 9.5.1). The card is named to each seat that sees it (an installed
// Runner card, a rezzed Corp card: to both).
func (s *State) announceAbility(seat engine.Seat, src int32, arg int) {
	other := s.other(seat)
	text := "the " + s.role(seat) + " uses " + s.publicName(src, seat) + " (ability " + itoa(arg+1) + ")"
	pub := "the " + s.role(seat) + " uses " + s.publicName(src, other) + " (ability " + itoa(arg+1) + ")"
	if text == pub {
		s.event(seat, "announce", text)
		return
	}
	s.secret(seat, "announce", pub, text)
}
