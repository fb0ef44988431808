package nsg

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Conditional abilities with a static condition (CR 9.6.3, 9.6.7b-d;
// digest §6): "while"/"if" as the primary condition, a state rather than a
// change. The checkpoint looks at them as it begins (staticInstances); a
// trigger condition looks at the occurrences since the last one instead
// (triggers).

// staticInstances appends to q a pending instance of every active
// static-condition ability whose condition is true now, at the beginning
// of the checkpoint (CR 9.6.7b [rule_conditional_ability_check_start_of_checkpoint]:
// a state the checkpoint itself changes, a uniqueness trash at its step d,
// is seen by the next one), unless an instance of it is already pending,
// imminent or resolving (9.6.7c [rule_conditional_ability_static_one_instance],
// 9.6.3 [rule_static_condition_one_instance]) or it resolved with no
// expected effect and no timing-structure step has been completed since
// (9.6.7d [rule_conditional_ability_static_condition_no_effect]). Active
// cards are looked at in s.Cards order.
func (s *State) staticInstances(q []kernel.Queued) []kernel.Queued {
	if k := s.cardsKey(); !k.same(s.staticsKey) {
		// Made anew, not in place: a copy of the State may share it.
		s.statics, s.staticsKey = s.staticAbilities(nil), k
	}
	if checkStatics != nil {
		checkStatics(s, s.statics)
	}
	for _, a := range s.statics {
		if !s.staticHolds(a.cond, a.q.Seat) || s.Used(a.q.Src, abStaticIdle+a.i) > 0 || s.instanceLive(a.q.Src, a.q.Ref) {
			continue
		}
		q = append(q, a.q)
	}
	return q
}

// staticAb is a static-condition ability of an active card, as
// staticInstances reads it: its instance, its condition and its index.
type staticAb struct {
	q    kernel.Queued
	cond StaticCond
	i    int16
}

// staticAbilities returns, appended to l, the static-condition abilities
// of the active cards that have not lost their abilities (staticCards), in
// Cards order and each card's order: a function of the cards' ids, zones,
// flags, owners, hosts and titles, which staticInstances keeps under their
// cardsKey (State.statics).
func (s *State) staticAbilities(l []staticAb) []staticAb {
	for _, k := range s.staticCards(nil) {
		c := &s.Cards[k]
		d := c.definition()
		for _, i := range d.abilities(AbStatic) {
			a := d.Abilities[i]
			l = append(l, staticAb{q: kernel.Queued{Src: c.ID, Ref: d.Ref(i), Seat: c.Owner, Optional: a.Optional}, cond: a.If, i: int16(i)})
		}
	}
	return l
}

// staticCards returns, appended to l, the indexes in Cards of the active
// cards with a static-condition ability that have not lost their
// abilities, in Cards order: a function of the cards' zones, flags, hosts
// and titles, which staticInstances keeps under their cardsKey.
func (s *State) staticCards(l []int32) []int32 {
	for _, k := range s.installed() {
		c := &s.Cards[k]
		if !c.active() {
			continue
		}
		d := c.definition()
		if d == nil || !d.hasKind(AbStatic) || c.Host != 0 && s.lostAbilities(c.ID) {
			continue
		}
		l = append(l, k)
	}
	return l
}

// checkStatics, set by tests, compares the abilities staticInstances
// kept with staticAbilities now.
var checkStatics func(s *State, kept []staticAb)

// staticHolds reports whether static condition k is true now for seat.
func (s *State) staticHolds(k StaticCond, seat engine.Seat) bool {
	switch k {
	case CondEmptyHand:
		if seat == s.Runner {
			return len(s.Grip) == 0
		}
		return len(s.HQ) == 0
	case CondDiscardFilled:
		if seat == s.Runner {
			return len(s.Heap) > 0
		}
		return len(s.Archives) > 0
	}
	return false
}

// instanceLive reports whether an instance of ability ref of card src is
// pending (in the queue of an open window), or imminent or resolving (its
// program on the stack).
func (s *State) instanceLive(src int32, ref kernel.Ref) bool {
	fs := s.Frames()
	for i := range fs {
		if fs[i].Kind == frameProgram && fs[i].Src == src && fs[i].Ref == ref {
			return true
		}
		if slices.ContainsFunc(s.Queue(&fs[i]), func(q kernel.Queued) bool { return q.Src == src && q.Ref == ref }) {
			return true
		}
	}
	return false
}

// staticTriggered is called as an instance of static-condition ability i
// of card src begins to resolve: when none of its instructions has an
// expected effect now (CR 9.1.5), it cannot be marked pending again until
// a timing-structure step is complete (9.6.7d): a use, counted back to 0
// by stepDone (and gone as the turn ends).
// The instructions are looked at together as the first one becomes
// imminent, not each as its own interrupt window opens.
func (s *State) staticTriggered(src int32, i int, seat engine.Seat) {
	d := s.def(src)
	if d == nil || slices.ContainsFunc(d.Abilities[i].Instrs, func(in Instr) bool { return s.expectsEffect(in, src, seat) }) {
		return
	}
	s.MarkUsed(src, abStaticIdle+int16(i), 1, evTurnEnd)
	s.event(seat, "idle", fmt.Sprintf("%s's ability has nothing to do: not again until a step of the turn or run is complete", s.card(src).Title))
}

// expectsEffect reports whether instruction in of an ability of src,
// controlled by seat, would change the game now (its expected effect, CR
// 9.1.5). Only the instructions whose lack of effect can be read from the
// state are told apart; any other is taken to have one.
func (s *State) expectsEffect(in Instr, src int32, seat engine.Seat) bool {
	switch in.Kind {
	case InDraw:
		// The Corp drawing from an empty R&D loses (CR 1.7.2c): an effect.
		return in.N > 0 && (seat == s.Corp || len(s.RunnerStack) > 0)
	case InGainCredits:
		return in.N > 0
	case InTrashSelf:
		return s.card(src) != nil
	}
	return true
}

// stepDone is called as a step of a timing structure (a turn, a run, a
// breach: CR 9.2.2) is complete: the static-condition abilities waiting
// for one (9.6.7d) may be marked pending again, from the next checkpoint
// on. Called by stepWindow as the window before a step opens, once per
// step: the step before it is complete; a step run again after a window or
// a decision completes nothing.
func (s *State) stepDone() {
	var idle []kernel.Use
	for _, u := range s.Uses {
		if u.Ability >= abStaticIdle && u.N > 0 {
			idle = append(idle, u)
		}
	}
	for _, u := range idle {
		s.MarkUsed(u.Obj, u.Ability, -u.N, evTurnEnd)
	}
}

// anyWindowPaid returns the options of seat's paid abilities usable in any
// paid-ability window (AbPaid) now: those of its active cards (installed,
// the Corp's rezzed) whose cost it can pay. Every seat knows them: the
// cards are faceup, the cost public.
func (s *State) anyWindowPaid(seat engine.Seat) []engine.Option {
	if k := s.cardsKey(); !k.same(s.paidsKey) {
		// Made anew, not in place: a copy of the State may share it.
		s.paids, s.paidsKey = s.paidCards(nil), k
	}
	if checkPaids != nil {
		checkPaids(s, s.paids)
	}
	var opts []engine.Option
	for _, k := range s.paids {
		c := &s.Cards[k]
		if c.Owner != seat {
			continue
		}
		d := c.definition()
		for _, i := range d.abilities(AbPaid) {
			if s.ncigsRefuses(seat, d, i, c.ID) {
				continue // no potential to change the game state (24.03 9.1.5b)
			}
			if d.Abilities[i].YourTurn && s.Active != seat {
				continue // "only during your turn" (CR 5.1.4c)
			}
			if d.Abilities[i].Once && s.Used(c.ID, int16(i)) > 0 {
				// Once per turn, used: counted as its cost was paid (CR
				// 9.5.3 [rule_paid_ability_optional]), even while the
				// use is still resolving.
				continue
			}
			if costs.CanPay(s, seat, c.ID, actionCost(s, verbAbility, c.ID, i)) {
				opts = append(opts, engine.Option{Verb: verbAbility, Card: int(c.ID), Arg: i})
			}
		}
	}
	return opts
}

// paidCards returns, appended to l, the indexes in Cards of the active
// cards with an ability usable in any paid-ability window (AbPaid) that
// have not lost their abilities, in Cards order: a function of the cards'
// zones, flags, hosts and titles, which anyWindowPaid keeps under their
// cardsKey (State.paids).
func (s *State) paidCards(l []int32) []int32 {
	for _, k := range s.installed() {
		c := &s.Cards[k]
		if !c.active() {
			continue
		}
		d := c.definition()
		if d == nil || !d.hasKind(AbPaid) || s.lostAbilities(c.ID) {
			continue
		}
		l = append(l, k)
	}
	return l
}

// checkPaids, set by tests, compares the cards anyWindowPaid kept with
// paidCards now.
var checkPaids func(s *State, kept []int32)

// endActionPhaseNow forces seat's action phase to end as an instruction
// resolves (CR 5.4.3 [rule_forced_action_phase_end]): every frame above
// the turn's is removed with its window (5.4.3b
// [rule_terminal_priority_windows_close]: the open priority windows close,
// their pending instances are lost, no one has priority), this ability's
// own among them (5.4.3c [rule_terminal_completion]: what is resolving
// ceases and counts as complete; a card in the play area is trashed, its
// play complete); the turn goes on at forcedEndStep, whose checkpoint is
// the only one after the end (5.4.3d [rule_terminal_checkpoint]). Outside
// seat's action phase it does nothing (5.4.4
// [rule_end_action_phase_outside_action_phase]). During a run the phase
// ends once what is resolving is complete, as a terminal card's does
// (the run's own end is not cut short).
func (s *State) endActionPhaseNow(seat engine.Seat) kernel.Status {
	if !s.inActionPhase(seat) {
		s.event(seat, "terminal", fmt.Sprintf("the %s's action phase cannot end: it is not under way", s.role(seat)))
		return kernel.Next
	}
	if s.Run.On {
		s.forceActionPhaseEnd(seat)
		return kernel.Next
	}
	s.event(seat, "terminal", fmt.Sprintf("the %s's action phase ends", s.role(seat)))
	// 5.4.3c: the abilities resolving cease and are complete, the
	// innermost first: what waits for that is met at the forced end's
	// checkpoint (9.5.7h, 9.6.15g).
	for i := len(s.Frames()) - 1; i >= 1; i-- {
		s.abilityComplete(s.Frames()[i])
	}
	s.Unwind(1)
	for _, c := range slices.Clone(s.Cards) {
		if c.Zone != ZonePlay {
			continue
		}
		pile := ZoneArchives
		if c.Owner == s.Runner {
			pile = ZoneHeap
		}
		id := s.move(c.ID, pile, false)
		nc := s.card(id)
		s.touch(nc)
		nc.FaceUp = true
	}
	s.Frames()[0].Step = s.forcedEndStep()
	return kernel.Stop
}

// inActionPhase reports whether seat's action phase is under way: its
// turn at the bottom of the stack, at the action phase's paid-ability
// window or action window (an action resolving above it).
func (s *State) inActionPhase(seat engine.Seat) bool {
	fs := s.Frames()
	return len(fs) > 0 && fs[0].Kind == frameTurn && fs[0].Seat == seat && (fs[0].Step == turnPAW || fs[0].Step == turnAct || fs[0].Step == turnActDone)
}

// opPlayFromHand: the controller may play 1 event or operation from its
// hand (CR 8.6.3 [rule_playing_one_at_a_time]: each card an effect plays
// is its own instruction): the card is chosen, then played by the steps of
// playing (8.6.7, a frame of its own, its cost paid as they say), and the
// instruction is over once the play is complete, its checkpoint after.
// The cards offered are those the player could play as an action (their
// play restrictions met); the player is asked whenever its hand holds a
// card, on public grounds.
func (s *State) opPlayFromHand(f *kernel.Frame) kernel.Status {
	if f.Step == 1 { // the play is complete
		f.Step = 0
		return kernel.Next
	}
	hand := s.HQ
	if f.Seat == s.Runner {
		hand = s.Grip
	}
	if len(hand) == 0 {
		return kernel.Next
	}
	if !f.Answered {
		var opts []engine.Option
		for _, id := range hand {
			if d := s.def(id); (d.Type == TypeOperation || d.Type == TypeEvent) && s.playable(d) {
				opts = append(opts, engine.Option{Verb: verbPlay, Card: int(id)})
			}
		}
		return s.Ask(f.Seat, "Play an event or operation from your hand, or pass", "CR 8.6.3", append(opts, engine.Option{Verb: verbPass}))
	}
	o, _ := f.Take()
	c := s.card(int32(o.Card))
	if o.Verb != verbPlay || c == nil || !slices.Contains(hand, c.ID) {
		return kernel.Next
	}
	f.Step = 1
	s.Push(kernel.Frame{Kind: frameProgram, Ref: refAction, Seat: f.Seat, Src: c.ID, N: int32(verbPlay) << 8, Would: partOfInstr})
	return kernel.Again
}

// opTrashPrograms: the controller trashes n installed programs. Its
// targets are announced one by one, each a program not chosen yet (CR
// 1.15.2e [rule_distinct_targets]: an object is a target once for each
// announcement); with fewer programs than n, every one is chosen and the
// other targets are not announced. The chosen programs, kept in the
// frame's list, are trashed together once all are announced.
func (s *State) opTrashPrograms(f *kernel.Frame, n int32) kernel.Status {
	if f.Answered {
		o, _ := f.Take()
		if c := s.card(int32(o.Card)); o.Verb == verbTarget && c != nil && c.Zone == ZoneRig && !slices.Contains(s.List(f), c.ID) {
			s.AppendList(f, c.ID)
		}
	}
	chosen := s.List(f)
	var opts []engine.Option
	for _, id := range s.Rig {
		if s.def(id).Type == TypeProgram && !slices.Contains(chosen, id) {
			opts = append(opts, engine.Option{Verb: verbTarget, Card: int(id)})
		}
	}
	if int32(len(chosen)) < n && len(opts) > 0 {
		return s.Ask(f.Seat, fmt.Sprintf("Choose a program to trash (%d of %d)", len(chosen)+1, n), "CR 1.15.2e", opts)
	}
	chosen = slices.Clone(chosen)
	s.SetList(f, nil)
	for _, id := range chosen {
		if c := s.card(id); c != nil && c.Zone == ZoneRig {
			s.trash(id, f.Seat)
		}
	}
	return kernel.Next
}

// costCount is what a cost "for each" p of card src's ability multiplies
// (CR 1.16.2b [rule_cost_quantities]): counted now, as the cost is to be
// paid; 1 for a fixed cost.
func (s *State) costCount(p CostPer, src int32) int32 {
	switch p {
	case PerInstalled:
		c := s.card(src)
		if c == nil {
			return 0
		}
		n := int32(0)
		for _, x := range s.Cards {
			if x.Owner == c.Owner && (x.Zone == ZoneRig || x.Zone == ZoneServer) {
				n++
			}
		}
		return n
	}
	return 1
}

// opInstallFromGrip: the Runner may install 1 program, piece of hardware
// or resource from the grip (CR 8.5.5 [rule_install_one_at_a_time]: each
// card an effect installs is its own instruction): the card is chosen
// among those it could install now, paying what installing it costs now
// (an earlier install's discount counts), then installed by the steps of
// installing (8.5.16, a frame of its own); the instruction is over once
// the install is. A card hosted on ice is not offered. The Runner is asked
// whenever the grip holds a card, on public grounds.
func (s *State) opInstallFromGrip(f *kernel.Frame) kernel.Status {
	if f.Step == 1 { // the install is complete
		f.Step = 0
		return kernel.Next
	}
	if f.Seat != s.Runner || len(s.Grip) == 0 {
		return kernel.Next
	}
	if !f.Answered {
		var opts []engine.Option
		for _, id := range s.Grip {
			d := s.def(id)
			if (d.Type == TypeProgram || d.Type == TypeHardware || d.Type == TypeResource) && !d.HostOnIce && s.installable(d) && s.runnerInstallCost(d) <= s.spendable(s.Runner) {
				opts = append(opts, engine.Option{Verb: verbInstall, Card: int(id)})
			}
		}
		return s.Ask(s.Runner, "Install a card from your grip, or pass", "CR 8.5.5", append(opts, engine.Option{Verb: verbPass}))
	}
	o, _ := f.Take()
	c := s.card(int32(o.Card))
	if o.Verb != verbInstall || c == nil || c.Zone != ZoneGrip {
		return kernel.Next
	}
	f.Step = 1
	s.Push(kernel.Frame{Kind: frameProgram, Ref: refAction, Seat: s.Runner, Src: c.ID, N: int32(verbInstall) << 8, Would: partOfInstr})
	return kernel.Again
}

// opTakeBasicAction: the controller takes basic action a, an action like
// any (its click paid with its checkpoint, what that triggers resolved
// before its effect), and the instruction is over once it is complete; a
// player can take actions only in its action phase, and one directed
// outside it does nothing (CR 5.2.4 [rule_actions_outside_action_phase]),
// as does one whose cost cannot be paid. Once the action is complete,
// "whenever you finish an action" is met (5.2.2d
// [rule_finish_action_trigger_condition]), resolved at the checkpoint
// after the instruction: an action taken outside the action step has no
// reaction window of its own after it.
func (s *State) opTakeBasicAction(f *kernel.Frame, a BasicAction) kernel.Status {
	if f.Step == 1 { // the action is complete
		f.Step = 0
		s.Occur(kernel.Occurrence{Type: evActionEnds, Seat: f.Seat})
		return kernel.Next
	}
	if int(a) >= len(basicActionVerbs) {
		return kernel.Next
	}
	if !s.inActionPhase(f.Seat) {
		s.event(f.Seat, "no-action", fmt.Sprintf("the %s takes no action: its action phase is not under way", s.role(f.Seat)))
		return kernel.Next
	}
	if !costs.CanPay(s, f.Seat, 0, actionCost(s, basicActionVerbs[a], 0, 0)) {
		s.event(f.Seat, "no-action", fmt.Sprintf("the %s takes no action: it cannot pay its cost", s.role(f.Seat)))
		return kernel.Next
	}
	f.Step = 1
	s.Push(kernel.Frame{Kind: frameAction, Seat: f.Seat, N: int32(basicActionVerbs[a]) << 8})
	return kernel.Again
}

// mightChange reports whether ability i of d, its source src, has the
// potential to change the game state now, as CR 24.03 judges it for the
// nsg-24.09 mode (1.2.5; 9.1.5b
// [rule_determining_potential_to_change_game_state]: only the ability's
// expected effects count, not its costs or restrictions, nor abilities it
// could make pending; 9.1.6d [rule_use_ncigs_link]: only such an ability
// can be used). An instruction has the potential unless it is known, on
// public grounds, to do nothing now: taking credits from a card hosting
// none (without trashing it when empty), removing tags from a Runner with
// none, drawing while a "cannot draw" effect binds seat, the controller.
func (s *State) mightChange(seat engine.Seat, d *Def, i int, src int32) bool {
	if i < 0 || i >= len(d.Abilities) {
		return false
	}
	for _, in := range d.Abilities[i].Instrs {
		switch in.Kind {
		case InTake, InTakeAll:
			c := s.card(src)
			if c != nil && (c.Hosted > 0 || in.Kind == InTake && in.Arg != 0) {
				return true
			}
		case InRemoveTags:
			if s.Tags > 0 {
				return true
			}
		case InDraw, InMayDraw:
			// A "cannot draw" effect prohibiting it (CR 24.03 1.2.2a
			// [rule_cannot_ncigs]: an ability all of whose effects are
			// prohibited cannot be triggered).
			if !s.cannotDraw(seat) {
				return true
			}
		default:
			return true
		}
	}
	return false
}

// ncigsRefuses reports whether the nsg-24.09 mode's test of the potential
// to change the game state (mightChange) keeps seat's optional or paid
// ability i of d, source src, from being used now; the nsg-26.03 mode has
// no such test.
func (s *State) ncigsRefuses(seat engine.Seat, d *Def, i int, src int32) bool {
	return s.Rules == Rules2409 && !s.mightChange(seat, d, i, src)
}
