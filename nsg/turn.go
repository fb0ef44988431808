package nsg

import (
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// allotted is each side's clicks a turn (CR 1.11.2a-b).
func (s *State) allotted(seat engine.Seat) int32 {
	if seat == s.Corp {
		return 3
	}
	return 4
}

// stepTurn runs the turn of f.Seat (CR 5.6 for the Corp, 5.7 for the
// Runner; digest §10), one step per call.
func (s *State) stepTurn(f *kernel.Frame) kernel.Status {
	// CR 9.11.2: the window before the step. The forced end of the
	// action phase (turnForcedEnd, turnForcedEndAction) is no step of the
	// turn but 5.4.3's procedure, whose one checkpoint is its own (5.4.3d).
	if f.Step != turnForcedEnd && f.Step != turnForcedEndAction && s.stepWindow(f) {
		return kernel.Next
	}
	a := f.Seat
	switch f.Step {
	case turnClicks:
		s.Clicks[a] = s.allotted(a) // 5.6.1a, 5.7.1a
		s.event(a, "turn", "turn "+itoa(s.Turn)+": the "+s.role(a)+" gains "+itoa(s.Clicks[a])+" clicks")
		f.Step = turnOpeningPAW
	case turnOpeningPAW:
		f.Step = turnPAW1
		s.openPAW(true) // 5.6.1b (P)(R)(S), 5.7.1b (P)(R)
	case turnPAW1:
		f.Step = turnBegins
		if len(s.recurringCards(a)) > 0 {
			machine.PushProgram(s, refRefill, a, 0) // 5.6.1c, 5.7.1c: before the turn begins
		}
	case turnBegins:
		f.Step = turnDraw
		machine.PushProgram(s, refTurnBegins, a, 0) // 5.6.1d, 5.7.1d
	case turnDraw:
		f.Step = turnPAW
		if a == s.Corp {
			machine.PushProgram(s, refCorpDraw, a, 0) // 5.6.1e
		}
	case turnActDone:
		// CR 5.2.2d [rule_finish_action_trigger_condition]: the action is
		// complete; what waits for it to end resolves in the reaction
		// window after the action step: that of the checkpoint before
		// priority in the next paid-ability window (10.3.3), or, with no
		// click left, of a checkpoint now, before the phase ends.
		f.Step = turnPAW
		s.Occur(kernel.Occurrence{Type: evActionEnds, Seat: a})
		if s.Clicks[a] <= 0 {
			if st := s.checkpointMidStep(); st != kernel.Next {
				return st
			}
		}
		fallthrough
	case turnPAW:
		if s.Clicks[a] <= 0 {
			f.Step = turnPhaseEnd
			return kernel.Next
		}
		f.Step = turnAct
		s.openPAW(true) // 5.6.2a, 5.7.1e
	case turnAct:
		if !f.Answered {
			return s.Ask(a, "Take an action", "CR 5.6.2b", s.actions(a))
		}
		o, _ := f.Take()
		f.Step = turnActDone
		s.Push(kernel.Frame{Kind: frameAction, Seat: a, N: int32(o.Verb)<<8 | int32(o.Arg&0xff), Src: int32(o.Card), T: int32(o.Target)})
	case turnPhaseEnd:
		f.Step = turnDiscard
		if s.Rules != Rules2409 { // 5.6.2d, 5.7.1h [step_corp_turn_action_phase_end]: 25.04+
			machine.PushProgram(s, refPhaseEnds, a, 0)
		}
	case turnDiscard:
		f.Step = turnPAW3
		if a == s.Runner && s.handSize(a) < 0 { // 5.7.2a, 5.5.4a
			s.event(a, "flatline", "the Runner's maximum hand size is below 0")
			s.win(s.Corp, "flatline")
			return kernel.Stop
		}
		s.Push(kernel.Frame{Kind: frameDiscard, Seat: a})
	case turnPAW3:
		f.Step = turnEnds
		s.openPAW(true) // 5.6.3b, 5.7.2b
	case turnForcedEndAction:
		// CR 5.4.3c [rule_terminal_completion]: the action that was
		// resolving as the phase was forced to end is complete; "whenever
		// you finish an action" (5.2.2d) is met with the phase's end, and
		// both resolve in the reaction window of its checkpoint.
		s.Occur(kernel.Occurrence{Type: evActionEnds, Seat: a})
		fallthrough
	case turnForcedEnd:
		// CR 5.4.3 [rule_forced_action_phase_end]: the action phase's
		// remaining steps are skipped (5.4.3a: no paid ability window, no
		// more actions, no formal end of 5.6.2d/5.7.1h); the conditions
		// of the action phase ending are met and a checkpoint occurs
		// (5.4.3d [rule_terminal_checkpoint]), its reaction window still
		// in the action phase, with no action in it; then play goes to the
		// discard phase (5.4.3e).
		f.Step = turnDiscard
		s.Occur(kernel.Occurrence{Type: evPhaseEnd, Seat: a})
		if st := s.checkpointMidStep(); st != kernel.Next {
			return st
		}
	case turnEnds:
		f.Step = turnOver
		machine.PushProgram(s, refTurnEnds, a, 0) // 5.6.3c-d, 5.7.2c-d
	default:
		s.Pop()
		s.Turn++
		s.Active = s.other(a)
	}
	return kernel.Next
}

// recurringCards returns seat's active cards with recurring credits: its
// installed cards, for the Corp those rezzed.
func (s *State) recurringCards(seat engine.Seat) []int32 {
	var out []int32
	for i := range s.Cards {
		c := &s.Cards[i]
		if c.Owner == seat && (c.Zone == ZoneRig || c.Zone == ZoneServer && c.Rezzed) && s.def(c.ID).Recurring > 0 {
			out = append(out, c.ID)
		}
	}
	return out
}

// opRefill: the active seat's recurring credits are refilled (CR 1.10.5c
// [rule_refill_recurring_credits], 5.6.1c, 5.7.1c), before the turn
// formally begins and the abilities that wait for it.
func opRefill(s *State, f *kernel.Frame) kernel.Status {
	for _, id := range s.recurringCards(f.Seat) {
		c := s.card(id)
		if n := s.def(id).Recurring; c.Hosted < n {
			c.Hosted = n
			s.event(f.Seat, "refill", fmt.Sprintf("%s is refilled to %d recurring credits", c.Title, n))
		}
	}
	return kernel.Next
}

// opTurnBegins: the turn formally begins (CR 5.1.4a).
func opTurnBegins(s *State, f *kernel.Frame) kernel.Status {
	s.Occur(kernel.Occurrence{Type: evTurnBegin, Seat: f.Seat})
	return kernel.Next
}

// opPhaseEnds: the action phase formally ends (CR 26.03 5.6.2d, 5.7.1h).
func opPhaseEnds(s *State, f *kernel.Frame) kernel.Status {
	s.Occur(kernel.Occurrence{Type: evPhaseEnd, Seat: f.Seat})
	return kernel.Next
}

// opTurnEnds: unspent clicks are lost and the turn formally ends (CR
// 5.6.3c-d, 5.7.2c-d).
func opTurnEnds(s *State, f *kernel.Frame) kernel.Status {
	s.Clicks[f.Seat] = 0
	s.Occur(kernel.Occurrence{Type: evTurnEnd, Seat: f.Seat})
	return kernel.Next
}

// opCorpDraw: the Corp's mandatory draw, which is not an action (CR
// 5.6.1e, 5.3.2); with R&D empty the Runner wins (1.7.2c).
func opCorpDraw(s *State, f *kernel.Frame) kernel.Status {
	if st := s.instrWindow(f); st != kernel.Next { // a step of the turn is an instruction (CR 9.11.2, 9.9.4)
		return st
	}
	if f.Step == 1 { // the drawn card is in HQ (drawInstr)
		return s.drawInstr(f, s.Corp, 0)
	}
	if f.Would.Type != 0 { // its interrupt window has closed (CR 9.11.2)
		return s.continueImminent(f, Instr{})
	}
	if len(s.RD) == 0 {
		s.event(s.Corp, "empty", "the Corp must draw from an empty R&D")
		s.win(s.Runner, "R&D is empty")
		return kernel.Stop
	}
	// A step of the turn is an instruction: an interrupt window comes
	// before it (CR 9.11.2).
	return s.imminent(f, Instr{}, s.expectDraw(s.Corp, 1))
}

// draw has seat draw n cards: the Runner as many as the stack holds; the
// Corp, drawing from an empty R&D, loses (CR 4.2.7b). The Corp's draw
// action is offered only while R&D holds a card.
func (s *State) draw(seat engine.Seat, n int32) { s.drawTo(seat, n, false) }

// drawTo draws n cards for seat, to its hand, or aside: set aside facedown
// (CR 8.4.5a [step_draw_set_aside]: drawn, seen by their owner only), for
// the draw's own checkpoint before they reach the hand (drawInstr). It
// returns the drawn cards.
func (s *State) drawTo(seat engine.Seat, n int32, aside bool) []int32 {
	deck, hand := ZoneRD, ZoneHQ
	if seat == s.Runner {
		deck, hand = ZoneStack, ZoneGrip
	}
	if aside {
		hand = ZoneSetAside
	}
	if s.cannotDraw(seat) { // CR 1.2.2: a "cannot" effect prohibits it
		s.event(seat, "draw", fmt.Sprintf("the %s cannot draw cards", s.role(seat)))
		return nil
	}
	var got []int32
	for i := int32(0); i < n; i++ {
		l := *s.zoneList(deck)
		if len(l) == 0 && seat == s.Corp {
			// The Corp must draw from an empty R&D (CR 4.2.7b [rule_rnd_empty_rnd]).
			s.event(s.Corp, "empty", "the Corp must draw from an empty R&D")
			s.win(s.Runner, "R&D is empty")
			return got
		}
		if len(l) == 0 {
			break
		}
		id := s.move(l[0], hand, false)
		got = append(got, id)
		if !s.wordless() {
			s.secret(seat, "draw", "the "+s.role(seat)+" draws a card", "you draw "+s.card(id).Title)
		}
	}
	if len(got) == 0 {
		s.event(seat, "draw", fmt.Sprintf("the %s draws nothing: the deck is empty", s.role(seat)))
	}
	return got
}

// drawInstr: seat draws n cards, an instruction of frame f (CR 8.4.5).
// While an active card of seat's waits for its draws (AbOnDraw), the
// draw's steps are the CR's: the cards are set aside (8.4.5a), a
// checkpoint of the draw's own resolves what waits for it (8.4.5b, the
// program refDrawToHand), then they are added to the hand (8.4.5c); the
// instruction is complete once they are. With none waiting, the cards go
// to the hand at once: no ability could tell the steps apart.
func (s *State) drawInstr(f *kernel.Frame, seat engine.Seat, n int32) kernel.Status {
	if f.Step == 1 { // the drawn cards are in the hand
		f.Step = 0
		return kernel.Next
	}
	if len(s.listeners(seat, AbOnDraw, 0)) == 0 {
		s.draw(seat, n)
		return kernel.Next
	}
	ids := s.drawTo(seat, n, true)
	if len(ids) == 0 || s.Over {
		return kernel.Next
	}
	s.Occur(kernel.Occurrence{Type: evDrawn, Seat: seat, N: int32(len(ids))})
	f.Step = 1
	machine.PushProgram(s, refDrawToHand, seat, 0)
	s.SetList(&s.Frames()[len(s.Frames())-1], ids)
	return kernel.Again
}

// refDrawToHand ends a draw whose cards are set aside (drawInstr): its
// first op does nothing, so that the checkpoint after it is the draw's
// own (CR 8.4.5b); its second adds the cards still set aside to their
// owner's hand (8.4.5c).
var refDrawToHand = kernel.Builtin("nsg-draw-to-hand")

func init() {
	builtins[refDrawToHand] = []kernel.Op[*State]{
		kernel.OpFunc[*State](func(*State, *kernel.Frame) kernel.Status { return kernel.Next }),
		kernel.OpFunc[*State](func(s *State, f *kernel.Frame) kernel.Status {
			hand := ZoneHQ
			if f.Seat == s.Runner {
				hand = ZoneGrip
			}
			for _, id := range s.List(f) {
				if c := s.card(id); c != nil && c.Zone == ZoneSetAside {
					s.move(id, hand, false)
				}
			}
			s.SetList(f, nil)
			return kernel.Next
		}),
	}
}

// stepDiscard has f.Seat discard down to maximum hand size, one card at a
// time (CR 5.6.3a, 5.7.2a, 5.5.4); the Corp's discards go facedown
// (5.5.2a), and discarding is not trashing (5.5.2b).
func (s *State) stepDiscard(f *kernel.Frame) kernel.Status {
	seat := f.Seat
	hand, pile := &s.HQ, ZoneArchives
	if seat == s.Runner {
		hand, pile = &s.Grip, ZoneHeap
	}
	if f.Answered {
		o, _ := f.Take()
		id := s.move(int32(o.Card), pile, false)
		s.event(seat, "discard", fmt.Sprintf("the %s discards %s", s.role(seat), s.publicName(id, s.other(seat))))
	}
	if int32(len(*hand)) <= max(s.handSize(seat), 0) {
		s.Pop()
		return kernel.Next
	}
	opts := make([]engine.Option, len(*hand))
	for i, id := range *hand {
		opts[i] = engine.Option{Verb: verbDiscard, Card: int(id)}
	}
	return s.Ask(seat, fmt.Sprintf("Discard down to %d cards", max(s.handSize(seat), 0)), "CR 5.5.4", opts)
}

// publicName is how card id reads for viewer: its title when viewer may
// see it, else where it is.
func (s *State) publicName(id int32, viewer engine.Seat) string {
	if seat, ok := s.identitySeat(id); ok {
		return s.Identity[seat]
	}
	c := s.card(id)
	if c == nil {
		return "a card"
	}
	if s.sees(viewer, c) {
		return c.Title
	}
	return "a card"
}

// forceActionPhaseEnd forces seat's action phase to end (CR 5.4.3
// [rule_forced_action_phase_end], a terminal card): the turn at the bottom
// of the stack skips the rest of its action phase once what is resolving
// above it is complete (5.4.3c; only the action that played the card is
// there: the card's own trash ends it). Outside seat's action phase it does
// nothing (5.4.4 [rule_end_action_phase_outside_action_phase]).
func (s *State) forceActionPhaseEnd(seat engine.Seat) {
	if s.inActionPhase(seat) {
		s.Frames()[0].Step = s.forcedEndStep()
		s.event(seat, "terminal", fmt.Sprintf("the %s's action phase ends", s.role(seat)))
	}
}

// forcedEndStep is the turn's step once its action phase is forced to end
// (CR 5.4.3): turnForcedEndAction when an action is resolving (the turn is
// past the action window: 5.4.3c makes that action complete),
// turnForcedEnd when the phase ends in a paid-ability window.
func (s *State) forcedEndStep() int32 {
	if s.Frames()[0].Step == turnActDone {
		return turnForcedEndAction
	}
	return turnForcedEnd
}

// cannotDraw reports whether a lasting "cannot draw" effect binds seat
// (modCannotDraw).
func (s *State) cannotDraw(seat engine.Seat) bool {
	for _, l := range s.Lasting {
		if l.Mod == modCannotDraw && l.Seat == seat && l.Active() {
			return true
		}
	}
	return false
}
