package nsg

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// refInterruptCost pays the trigger cost of paid interrupt ability N of
// card Src (CR 9.5.2b); the ability's program, pushed below it, resolves
// once it is paid (9.5.4: without its source when the cost trashed it).
var refInterruptCost = kernel.Builtin("nsg-interrupt-cost")

// interruptWin is the interrupt window (CR 9.2.9) over the innermost
// imminent instruction: both players have priority, the active player
// first, and it closes when a player passes right after the other passed
// (9.2.9c); a player may use each relevant paid interrupt it can pay for
// (9.9.4d). What each may use is public (installed Runner cards, rezzed
// Corp cards, credit pools), so a seat with nothing passes unasked.
var interruptWin kernel.PendingWindow[*State]

// registerInterrupts wires the interrupt window and the paid interrupts'
// cost into the machine (called from machine.go's init).
func registerInterrupts() {
	builtins[refInterruptCost] = []kernel.Op[*State]{kernel.OpFunc[*State](opInterruptCost)}
	interruptWin = kernel.PendingWindow[*State]{
		Kind: frameInterrupt, Prompt: "Use an interrupt, or pass", Rule: "CR 9.2.9",
		Trigger: verbTrigger, Pass: engine.Option{Verb: verbPass},
		Option: func(s *State, q kernel.Queued) engine.Option { return engine.Option{Card: int(q.Src)} },
		Run:    func(s *State, q kernel.Queued) { machine.PushProgram(s, q.Ref, q.Seat, q.Src) },
		Extra:  func(s *State, _ *kernel.Frame, seat engine.Seat) []engine.Option { return s.interruptOptions(seat) },
		Use:    (*State).useInterrupt,
		// CR 9.9.4c: a pending conditional interrupt is dropped once no
		// longer relevant (or its card no longer active).
		Active: func(s *State, q kernel.Queued) bool {
			im := s.Imminent()
			d := s.def(q.Src)
			return im != nil && d != nil && s.isActive(q.Src) && int(q.Ref.Ability) < len(d.Abilities) &&
				wouldRelevant(d.Abilities[q.Ref.Ability], im.Would, q.Seat)
		},
		AutoPass: true,
	}
	machine.Register(frameInterrupt, "interrupt window", interruptWin.Step)
}

// expectDamage is the expected effect of doing n damage of kind k.
func (s *State) expectDamage(k DamageKind, n int32) kernel.Expected {
	return kernel.Expected{Type: evDamage, Seat: int16(s.Corp), Obj: int32(k), N: n}
}

// expectTags is the expected effect of giving the Runner n tags.
func (s *State) expectTags(n int32) kernel.Expected {
	return kernel.Expected{Type: evTags, Seat: int16(s.Runner), N: n}
}

// imminent makes instruction in of frame f, whose expected effect is w,
// imminent (CR 9.9.4): damage counts as damage that would be done this
// turn (9.9.5a), the static replacement effects are applied to it
// (9.9.4a, 9.9.9b; openImminent), then, when an active card of either
// player has an interrupt relevant to it, its interrupt window opens (the
// frame keeps it as its Would, which the interrupts change) and the
// instruction resolves when the window closes (instrOp.Run finds the
// Would); otherwise it resolves at once.
func (s *State) imminent(f *kernel.Frame, in Instr, w kernel.Expected) kernel.Status {
	if w.N > 0 && (w.Type == evDamage || w.Type == evTags) {
		k := histWould + int16(w.Obj&wouldKind) // tags: kind 0
		if s.Used(histObj, k) == 0 {
			w.Obj |= wouldFirst
		}
		s.MarkUsed(histObj, k, 1, evTurnEnd)
	}
	w.Obj |= wouldReplacing
	f.Would = w
	s.SetList(f, nil)
	return s.openImminent(f, in)
}

// openImminent goes on opening the interrupt window of the instruction of
// frame f (its Would marked wouldReplacing): the static replacement
// effects that apply to what is expected are applied one at a time, each
// at most once (the frame's list: their sources; CR 9.9.9c) and only
// while what it replaces is still expected (9.9.11a); when more than one
// could apply next, the controller of the instruction (the base effect)
// chooses which (9.9.11). Then the window opens if an interrupt is
// relevant (9.9.4b, 9.2.9b), or the instruction resolves.
func (s *State) openImminent(f *kernel.Frame, in Instr) kernel.Status {
	for {
		cands := s.replacementsFor(f.Would, s.List(f))
		if len(cands) == 0 {
			break
		}
		pick := cands[0]
		if len(cands) > 1 {
			if !f.Answered {
				opts := make([]engine.Option, len(cands))
				for i, id := range cands {
					opts[i] = engine.Option{Verb: verbTarget, Card: int(id)}
				}
				return s.Ask(f.Seat, fmt.Sprintf("%s would be done: choose the replacement effect to apply first", s.expectedText(f.Would)), "CR 9.9.11", opts)
			}
			if o, _ := f.Take(); slices.Contains(cands, int32(o.Card)) {
				pick = int32(o.Card)
			}
		}
		s.applyReplacement(f, pick)
	}
	replaced := len(s.List(f)) > 0
	s.SetList(f, nil)
	f.Would.Obj &^= wouldReplacing
	w := f.Would
	pending := s.pendingInterrupts(w)
	if len(pending) == 0 && !s.interruptRelevantToAny(w) {
		f.Would = windowDone(f)
		return s.resolveExpected(f, in, w, replaced)
	}
	s.event(s.Corp, "imminent", fmt.Sprintf("%s is imminent", s.expectedText(w)))
	s.mark(MarkInterruptWindow)
	interruptWin.Open(s, kernel.NewWindow(kernel.Succession, s.order()...), kernel.Frame{}, pending)
	return kernel.Again
}

// instrWindow opens the interrupt window of the instruction that frame f
// is about to resolve (its op at f.PC), as that instruction becomes
// imminent (CR 9.9.4 [sec_interrupt_window_for_imminent_instruction]:
// whenever an instruction becomes imminent, an interrupt window opens),
// once per instruction: a checkpoint comes before the active player
// receives priority in it (9.2.4e [rule_checkpoint_before_receiving_priority],
// 10.3.3), and a reaction window that checkpoint opens resolves first
// (Again: the op runs again, its window open). Who may act in the window
// is public (imminent: an active card's interrupt relevant to the
// expected effect); when nobody may, both players pass unasked and the
// instruction resolves. It returns Next when the instruction may go on
// now, Again when a reaction window came first, Stop when the game ended.
func (s *State) instrWindow(f *kernel.Frame) kernel.Status {
	if windowOpen(f) {
		return kernel.Next
	}
	f.Would = windowDone(f)
	n := len(s.Frames())
	s.checkpoint()
	switch {
	case s.Over:
		return kernel.Stop
	case len(s.Frames()) > n:
		return kernel.Again
	}
	return kernel.Next
}

// stepWindow opens the interrupt window before step f.Step of the timing
// structure of frame f (a turn, a run, a breach, a forced encounter): each
// step of a timing structure is an instruction, preceded by an interrupt
// window and followed by a checkpoint (CR 9.11.2
// [rule_step_in_timing_structure_is_instruction]). No interrupt is
// relevant to a step (none has an expected effect an interrupt looks at),
// so nobody acts in it and both players pass unasked; what it adds is the
// checkpoint before the active player would receive priority (9.2.4e
// [rule_checkpoint_before_receiving_priority]). Once per step: the step's
// number is marked in the frame's Would (Type 0, as windowDone's), so the
// step run again after a window or a decision opens no second one, and
// the next step finds the mark not its own. As the window opens, the step
// before it is complete (stepDone: a static-condition ability waiting for
// that, CR 9.6.7d, may be marked pending by the window's checkpoint); a
// step run again after a window or a decision completes nothing. It reports whether the step
// must wait: the checkpoint opened a reaction window (the step runs once
// it has closed) or ended the game.
func (s *State) stepWindow(f *kernel.Frame) bool {
	mark := kernel.Expected{N: f.Step + 1, Obj: wouldWindowOpened}
	if f.Would == mark {
		return false
	}
	f.Would = mark
	s.stepDone() // the step before it is complete (CR 9.6.7d)
	n := len(s.Frames())
	s.checkpoint()
	return s.Over || len(s.Frames()) > n
}

// stepAgain makes the next run of step f.Step of a timing structure a new
// step, with its own window: the encounter's subroutines (CR 6.9.3c
// [step_resolve_subroutine], 6.5.9 for a forced encounter) are resolved one
// per step, each then returning to it (6.9.3d [step_resolve_subroutine_loop]),
// and each subroutine's resolution opens with the subroutine imminent and
// its interrupt window (9.8.10a-b [step_subroutine_becomes_imminent],
// [step_subroutine_interrupt_subroutine_resolution]; 9.11.2). The frame's
// mark of the window opened is dropped, so stepWindow opens the next one,
// with its checkpoint, once this subroutine has resolved. Called before
// the subroutine's program is pushed (f is the frame's, valid until then).
func stepAgain(f *kernel.Frame) { f.Would = kernel.Expected{} }

// windowOpen reports whether the interrupt window of the instruction
// frame f resolves (its op at f.PC) has opened: its expected effect is in
// the frame's Would, or its Would is windowDone's mark for that op.
func windowOpen(f *kernel.Frame) bool {
	return f.Would.Type != 0 || f.Would.N == f.PC+1 && f.Would.Obj == wouldWindowOpened
}

// windowDone is the Would of frame f whose instruction (its op at f.PC)
// has its interrupt window open, or closed, and nothing imminent: no
// expected effect (Type 0, which Core.Imminent passes over), the op's
// number and wouldWindowOpened, so that the op, run again, opens no
// second window; the next op of the frame finds it not its own.
func windowDone(f *kernel.Frame) kernel.Expected {
	return kernel.Expected{N: f.PC + 1, Obj: wouldWindowOpened}
}

// partOfInstr is the Would of a frame of refAction pushed to carry out
// part of an instruction that is already resolving (install the card
// found, play or install one from the hand): windowDone's mark for its
// first op, so that it opens no window of its own (an instruction is not
// interrupted once it starts, CR 9.3.4c).
var partOfInstr = kernel.Expected{N: 1, Obj: wouldWindowOpened}

// isActive reports whether card id is active: installed by the Runner,
// or installed and rezzed by the Corp.
func (s *State) isActive(id int32) bool {
	c := s.card(id)
	return c != nil && (c.Zone == ZoneRig || c.Zone == ZoneServer && c.Rezzed)
}

// wouldRelevant reports whether conditional interrupt a of seat's card is
// relevant to expected effect w: its "would" condition is met by it (CR
// 9.9.3d): damage of its kind that seat would do, not prevented entirely,
// and, for "the first time each turn", the first such damage to become
// imminent this turn (9.9.5a).
func wouldRelevant(a Ability, w kernel.Expected, seat engine.Seat) bool {
	return a.Kind == AbWouldDamage && w.Type == evDamage && w.Obj&wouldRemoved == 0 && engine.Seat(w.Seat) == seat &&
		(a.N == 0 || a.N == w.Obj&wouldKind) && (!a.FirstEachTurn || w.Obj&wouldFirst != 0)
}

// pendingInterrupts returns the conditional interrupts of the active cards
// relevant to w, made pending as its window opens (CR 9.9.4b), the active
// player's first: public grounds only.
func (s *State) pendingInterrupts(w kernel.Expected) []kernel.Queued {
	var q []kernel.Queued
	for _, seat := range s.order() {
		s.activeCards(seat, func(c *Card, d *Def) {
			for _, j := range d.abilities(AbWouldDamage) {
				if a := d.Abilities[j]; wouldRelevant(a, w, seat) {
					q = append(q, kernel.Queued{Src: c.ID, Ref: d.Ref(j), Seat: seat, Optional: a.Optional, Occ: w.Occurrence()})
				}
			}
		})
	}
	return q
}

// opReplaceDamageIfPays is "you may pay N credits to do 1 damage of kind
// Arg instead": asked of the controller when it can pay; paid (with its
// checkpoint), the replacement applies to the innermost imminent damage
// at once (CR 9.9.10).
func (s *State) opReplaceDamageIfPays(f *kernel.Frame, in Instr) kernel.Status {
	im := s.Imminent()
	pc := []kernel.CostPart{{Kind: costCredits, N: in.N}}
	if im == nil || im.Would.Type != evDamage || im.Would.Obj&wouldRemoved != 0 || !costs.CanPay(s, f.Seat, f.Src, pc) {
		s.event(f.Seat, "fizzle", "nothing is replaced")
		return kernel.Next
	}
	if !f.Answered {
		return s.Ask(f.Seat, fmt.Sprintf("Pay %d credits to do 1 %s damage instead of %s?", in.N, damageNames[DamageKind(in.Arg)], s.expectedText(im.Would)), "CR 9.9.10",
			[]engine.Option{{Verb: verbYes}, {Verb: verbNo}})
	}
	if o, _ := f.Take(); o.Verb != verbYes {
		return kernel.Next
	}
	costs.Pay(s, f.Seat, f.Src, pc)
	if im = s.Imminent(); im != nil && im.Would.Type == evDamage {
		im.Would.Obj = im.Would.Obj&^wouldKind | in.Arg
		im.Would.N = 1
		s.event(f.Seat, "replace", fmt.Sprintf("the %s replaces it: %s expected", s.role(f.Seat), s.expectedText(im.Would)))
	}
	return kernel.Next
}

// activeCards calls each for every active card of seat: installed Runner
// cards, rezzed Corp cards (public), its abilities not lost, in the order
// of the cards.
func (s *State) activeCards(seat engine.Seat, each func(c *Card, d *Def)) {
	for _, k := range s.installed() {
		c := &s.Cards[k]
		if c.Owner != seat || !c.active() || s.lostAbilities(c.ID) {
			continue
		}
		if d := c.definition(); d != nil {
			each(c, d)
		}
	}
}

// replacementsFor returns the active cards whose static replacement
// effect applies to expected effect w now, those in applied left out
// (CR 9.9.9c), the active player's first.
func (s *State) replacementsFor(w kernel.Expected, applied []int32) []int32 {
	var out []int32
	if w.Obj&wouldRemoved != 0 || w.Type != evDamage && w.Type != evTags {
		return nil
	}
	for _, seat := range s.order() {
		s.activeCards(seat, func(c *Card, d *Def) {
			r := d.Replaces
			if r == (Replacement{}) || slices.Contains(applied, c.ID) {
				return
			}
			what := w.Type == evTags
			if r.Tags != what || !what && r.Kind != 0 && int32(r.Kind) != w.Obj&wouldKind {
				return
			}
			if !r.FirstEachTurn || w.Obj&wouldFirst != 0 {
				out = append(out, c.ID)
			}
		})
	}
	return out
}

// applyReplacement applies the static replacement effect of card id to
// the expected effect of frame f (CR 9.9.8), and keeps id among the
// replacements applied to it.
func (s *State) applyReplacement(f *kernel.Frame, id int32) {
	replaceWith(&f.Would, s.def(id).Replaces)
	s.AppendList(f, id)
	s.event(s.card(id).Owner, "replace", fmt.Sprintf("%s replaces it: %s expected", s.card(id).Title, s.expectedText(f.Would)))
}

// replaceWith applies replacement r to expected effect w.
func replaceWith(w *kernel.Expected, r Replacement) {
	if r.ToKind != 0 && !r.Tags {
		w.Obj = w.Obj&^wouldKind | int32(r.ToKind)
	}
	w.N += r.Add
}

// tagCostAvoided reports whether the static replacement effects of the
// active cards would avoid a tag the Runner took now (CR 1.16.1b: then
// taking 1 tag cannot be paid as a cost). What it reads is public.
func (s *State) tagCostAvoided() bool {
	w := s.expectTags(1)
	if s.Used(histObj, histWould) == 0 {
		w.Obj |= wouldFirst
	}
	var applied []int32
	for {
		cands := s.replacementsFor(w, applied)
		if len(cands) == 0 {
			return w.N <= 0
		}
		replaceWith(&w, s.def(cands[0]).Replaces)
		applied = append(applied, cands[0])
	}
}

// continueImminent goes on with the imminent instruction of frame f (its
// Would set), run again: its replacements are being ordered, or its
// interrupt window has closed.
func (s *State) continueImminent(f *kernel.Frame, in Instr) kernel.Status {
	if f.Would.Obj&wouldReplacing != 0 {
		return s.openImminent(f, in)
	}
	return s.resolveImminent(f, in)
}

// resolveImminent resolves the instruction of frame f whose interrupt
// window has closed: what is expected of it now (CR 9.9.2a).
func (s *State) resolveImminent(f *kernel.Frame, in Instr) kernel.Status {
	w := f.Would
	f.Would = windowDone(f)
	return s.resolveExpected(f, in, w, true)
}

// resolveExpected carries out expected effect w of instruction in: a value
// of 0 or less, or an effect prevented entirely, does nothing (CR 9.9.6a,
// 9.9.6b, 9.9.7d). interrupted says a window was open on it.
func (s *State) resolveExpected(f *kernel.Frame, in Instr, w kernel.Expected, interrupted bool) kernel.Status {
	if in.Kind == InNetDamage {
		f.T = 0
	}
	if in.Kind == InNameRevealDraw || in.Kind == InSearchRDDraw { // chosen as it resolves (CR 1.15.1a, 1.15.1b), then drawn
		f.Step, f.T = stepChoosing, 0
		if w.Obj&wouldRemoved == 0 {
			f.T = max(w.N, 0)
		}
		return s.opChooseThenDraw(f, in)
	}
	if in.Kind == InTake { // a take that empties its card: taken, trashed, then the draw as its window left it
		c := s.card(f.Src)
		emptied := c != nil && c.Hosted <= in.N
		s.takeHosted(f.Seat, f.Src, in.N, 1)
		if !emptied || w.Obj&wouldRemoved != 0 || w.N <= 0 || s.Over {
			return kernel.Next
		}
		return s.drawInstr(f, f.Seat, w.N)
	}
	if w.Obj&wouldRemoved != 0 || w.N <= 0 {
		if interrupted {
			s.event(s.Corp, "prevented", fmt.Sprintf("%s resolves as nothing", s.expectedText(w)))
		}
		return kernel.Next
	}
	switch w.Type {
	case evDamage:
		if s.damage(DamageKind(w.Obj&wouldKind), w.N) && in.Kind == InNetDamage {
			f.T = 1
		}
	case evTags:
		s.giveTags(w.N)
	case evDraws:
		return s.drawInstr(f, engine.Seat(w.Seat), w.N) // its own steps (CR 8.4.5)
	}
	return kernel.Next
}

// expectDraw is the expected effect of seat drawing n cards: a draw
// instruction is imminent like any (CR 9.9.4), its interrupt window open
// while a paid interrupt relevant to draws is active (AddDraw).
func (s *State) expectDraw(seat engine.Seat, n int32) kernel.Expected {
	return kernel.Expected{Type: evDraws, Seat: int16(seat), N: n}
}

// expectedText tells expected effect w.
func (s *State) expectedText(w kernel.Expected) string {
	if w.Obj&wouldRemoved != 0 {
		if w.Type == evTags {
			return "the tags, all avoided,"
		}
		return "the damage, all prevented,"
	}
	if w.Type == evTags {
		return fmt.Sprintf("%d tag for the Runner", w.N)
	}
	if w.Type == evDraws {
		return fmt.Sprintf("the %s's draw of %d cards", s.role(engine.Seat(w.Seat)), w.N)
	}
	return fmt.Sprintf("%d %s damage", w.N, damageNames[DamageKind(w.Obj&wouldKind)])
}

// interruptRelevant reports whether paid interrupt a is relevant to
// expected effect w (CR 9.9.3a, 9.9.3b): one of its instructions could
// prevent or change it. A value of 0 or less can still change (9.9.7a);
// an effect prevented entirely cannot (9.9.7b).
func interruptRelevant(a Ability, w kernel.Expected, seat engine.Seat) bool {
	if a.Kind != AbInterrupt || w.Obj&wouldRemoved != 0 {
		return false
	}
	for _, in := range a.Instrs {
		switch in.Kind {
		case InPreventDamage, InAddDamage:
			if w.Type == evDamage && (in.Arg == 0 || in.Arg == w.Obj&wouldKind) {
				return true
			}
		case InAvoidTags:
			if w.Type == evTags {
				return true
			}
		case InAddDraw:
			if w.Type == evDraws && engine.Seat(w.Seat) == seat {
				return true
			}
		}
	}
	return false
}

// interruptSources calls each for every paid interrupt of seat's active
// cards (installed Runner cards, rezzed Corp cards: public), in the order
// of the cards.
func (s *State) interruptSources(seat engine.Seat, each func(id int32, i int, a Ability)) {
	s.activeCards(seat, func(c *Card, d *Def) {
		for _, j := range d.abilities(AbInterrupt) {
			each(c.ID, j, d.Abilities[j])
		}
	})
}

// interruptRelevantToAny reports whether an active card of either player
// has an interrupt relevant to w: the window opens on public grounds only
// (a facedown card has no active ability).
func (s *State) interruptRelevantToAny(w kernel.Expected) bool {
	found := false
	for _, seat := range s.order() {
		s.interruptSources(seat, func(_ int32, _ int, a Ability) {
			found = found || interruptRelevant(a, w, seat)
		})
	}
	return found
}

// interruptCost is the trigger cost of paid interrupt a.
func interruptCost(a Ability) []kernel.CostPart {
	pc := cost(a.Clicks, a.Credits)
	if a.TrashCost {
		pc = append(pc, kernel.CostPart{Kind: costTrash, N: 1})
	}
	return pc
}

// interruptOptions are seat's paid interrupts relevant to the innermost
// imminent instruction that it can pay for (CR 9.9.4d).
func (s *State) interruptOptions(seat engine.Seat) []engine.Option {
	im := s.Imminent()
	if im == nil {
		return nil
	}
	var opts []engine.Option
	s.interruptSources(seat, func(id int32, i int, a Ability) {
		if interruptRelevant(a, im.Would, seat) && costs.CanPay(s, seat, id, interruptCost(a)) {
			opts = append(opts, engine.Option{Verb: verbAbility, Card: int(id), Arg: i})
		}
	})
	return opts
}

// useInterrupt uses the paid interrupt of option o: its program, then
// above it its cost, paid first.
func (s *State) useInterrupt(seat engine.Seat, o engine.Option) {
	d := s.def(int32(o.Card))
	if d == nil || o.Arg < 0 || o.Arg >= len(d.Abilities) {
		return
	}
	machine.PushProgram(s, d.Ref(o.Arg), seat, int32(o.Card))
	s.Push(kernel.Frame{Kind: frameProgram, Ref: refInterruptCost, Seat: seat, Src: int32(o.Card), N: int32(o.Arg)})
}

// opInterruptCost pays the trigger cost of paid interrupt N of card Src,
// with its checkpoint (CR 1.16.3).
func opInterruptCost(s *State, f *kernel.Frame) kernel.Status {
	if f.Step == 0 {
		d := s.def(f.Src)
		if d == nil || int(f.N) >= len(d.Abilities) {
			return kernel.Next
		}
		s.event(f.Seat, "interrupt", fmt.Sprintf("the %s uses %s", s.role(f.Seat), d.Title))
		st, _ := payThen(s, f, interruptCost(d.Abilities[f.N]), 1)
		return st
	}
	f.Step = 0
	return kernel.Next
}

// opPrevent carries out an interrupt's instruction on the innermost
// imminent instruction's expected effect (CR 9.9.2): prevent or avoid
// part or all of it, or add damage to it.
func (s *State) opPrevent(f *kernel.Frame, in Instr) {
	im := s.Imminent()
	if im == nil || !interruptRelevant(Ability{Kind: AbInterrupt, Instrs: []Instr{in}}, im.Would, f.Seat) {
		s.event(f.Seat, "fizzle", "nothing imminent to change")
		return
	}
	w := &im.Would
	switch {
	case in.N == PreventAll && in.Kind != InAddDamage:
		w.Obj |= wouldRemoved
	case in.Kind == InAddDamage || in.Kind == InAddDraw:
		w.N += in.N
	default:
		w.N -= in.N
	}
	verb := map[InstrKind]string{InPreventDamage: "prevents %s damage", InAvoidTags: "avoids %s tags", InAddDamage: "adds %s damage", InAddDraw: "adds %s cards to the draw"}[in.Kind]
	amount := fmt.Sprint(in.N)
	if in.N == PreventAll {
		amount = "all"
	}
	s.event(f.Seat, "interrupt", fmt.Sprintf("the %s "+verb+": %s expected", s.role(f.Seat), amount, s.expectedText(*w)))
}
