package nsg

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// The rules' own programs.
var (
	refTurnBegins = kernel.Builtin("nsg-turn-begins")
	refTurnEnds   = kernel.Builtin("nsg-turn-ends")
	refPhaseEnds  = kernel.Builtin("nsg-phase-ends")
	refCorpDraw   = kernel.Builtin("nsg-corp-draw")
	refAction     = kernel.Builtin("nsg-action") // a basic action's effect, from the action frame
)

// refRefill is the turn's recurring credits refill (CR 5.6.1c, 5.7.1c).
var refRefill = kernel.Builtin("nsg-refill-recurring")

var builtins = map[kernel.Ref][]kernel.Op[*State]{
	refTurnBegins: {kernel.OpFunc[*State](opTurnBegins)},
	refTurnEnds:   {kernel.OpFunc[*State](opTurnEnds)},
	refPhaseEnds:  {kernel.OpFunc[*State](opPhaseEnds)},
	refCorpDraw:   {kernel.OpFunc[*State](opCorpDraw)},
	refRefill:     {kernel.OpFunc[*State](opRefill)},
	refAction:     {kernel.OpFunc[*State](opAction)},
}

// program returns the ops of ref: a rules program or a card's ability.
func program(ref kernel.Ref) []kernel.Op[*State] {
	if ref.IsBuiltin() {
		return builtins[ref]
	}
	defsMu.RLock()
	d := byID[ref.Card]
	defsMu.RUnlock()
	if d == nil {
		return nil
	}
	return d.opsCache[ref.Ability]
}

var (
	machine  *kernel.Machine[*State]
	costs    kernel.Costs[*State]
	reaction kernel.PendingWindow[*State]
	paw      kernel.PendingWindow[*State] // (P) only: every option is public knowledge
	pawRez   kernel.PendingWindow[*State] // (P)(R): the Corp is asked whenever it could rez
)

func init() {
	machine = &kernel.Machine[*State]{
		Idle:        func(s *State) { s.Push(kernel.Frame{Kind: frameTurn, Seat: s.Active}) },
		Program:     program,
		ProgramKind: frameProgram,
		AfterOp:     (*State).checkpoint,  // CR 10.3.5: a checkpoint after every instruction
		ProgramDone: (*State).programDone, // CR 9.5.7h, 9.6.15g: an ability's resolution complete
		Ran:         ran,                  // the engagement count's observer (engagement.go)
	}
	// A triggered instance runs its program with the occurrence's object
	// as the frame's T (the card it is about); a once-per-turn ability is
	// used as it is triggered (CR 9.3.6g).
	trigger := func(s *State, q kernel.Queued) {
		if d := s.def(q.Src); d != nil && !q.Ref.IsBuiltin() && int(q.Ref.Ability) < len(d.Abilities) {
			if d.Abilities[q.Ref.Ability].Once {
				s.MarkUsed(q.Src, q.Ref.Ability, 1, evTurnEnd)
			}
			if d.Abilities[q.Ref.Ability].Kind == AbStatic {
				s.staticTriggered(q.Src, int(q.Ref.Ability), q.Seat)
			}
		}
		machine.PushProgram(s, q.Ref, q.Seat, q.Src)
		if fs := s.Frames(); len(fs) > 0 {
			fs[len(fs)-1].T = q.Occ.Obj
			if q.Occ.Type == evAdvance { // the counters the card had (CR 9.6.6a), for GainIfHadNoAdvancements
				fs[len(fs)-1].M = q.Occ.N
			}
			if q.Ref == refDelayedBreach { // the server it breaches (CR 7.3.8)
				fs[len(fs)-1].M = q.Occ.N
			}
		}
	}
	option := func(s *State, q kernel.Queued) engine.Option { return engine.Option{Card: int(q.Src)} }
	pass := engine.Option{Verb: verbPass}
	passOnly := []engine.Option{pass}
	reaction = kernel.PendingWindow[*State]{
		Kind: frameReaction, Prompt: "Trigger a pending ability, or pass", Rule: "CR 9.2.8",
		Trigger: verbTrigger, Option: option, Pass: pass, PassOnly: passOnly, Run: trigger, AutoPass: true,
		Active: func(s *State, q kernel.Queued) bool { // CR 9.6.10
			d := s.def(q.Src)
			if d == nil {
				return false
			}
			// An optional instance is used if triggered: in the 24.09
			// mode, only while it could change the game state (24.03
			// 9.1.6d [rule_use_ncigs_link]).
			return !q.Optional || q.Ref.IsBuiltin() || !s.ncigsRefuses(q.Seat, d, int(q.Ref.Ability), q.Src)
		},
	}
	paw = kernel.PendingWindow[*State]{
		Kind: framePAW, Prompt: "Use a paid ability, or pass", Rule: "CR 9.2.7",
		Trigger: verbTrigger, Option: option, Pass: pass, PassOnly: passOnly, Run: trigger,
		Extra: (*State).paidAbilities, Use: (*State).usePaid, AutoPass: true,
	}
	pawRez = paw
	pawRez.Kind, pawRez.AutoPass = framePAWRez, false
	pawRez.Prompt = "Use a paid ability, rez, score, or pass"
	machine.Register(frameTurn, "turn", (*State).stepTurn)
	machine.Register(frameAction, "action", (*State).stepAction)
	machine.Register(framePAW, "paid-ability window", paw.Step)
	machine.Register(framePAWRez, "paid-ability window (rez)", pawRez.Step)
	machine.Register(frameReaction, "reaction window", reaction.Step)
	machine.Register(frameRun, "run", (*State).stepRun)
	machine.Register(frameBreach, "breach", (*State).stepBreach)
	machine.Register(frameTrace, "trace", (*State).stepTrace)
	machine.Register(frameDiscard, "discard", (*State).stepDiscard)
	machine.Register(frameMulligan, "mulligan", (*State).stepMulligan)
	machine.Register(frameTrashInt, "trash interrupt", (*State).stepTrashInterrupt)
	registerInterrupts()
	registerEncounter()
	registerMemoryLimit()

	pool := func(name string, p func(*State) []int32) kernel.CostHandler[*State] {
		return kernel.CostHandler[*State]{Name: name,
			CanPay: func(s *State, seat engine.Seat, _ int32, n int32) bool { return n <= p(s)[seat] },
			Pay:    func(s *State, seat engine.Seat, _ int32, n int32) { p(s)[seat] -= n }}
	}
	costs.Register(costClicks, pool("clicks", func(s *State) []int32 { return s.Clicks }))
	// Credits: during a run the Runner spends the bad-publicity fund first
	// (CR 26.03 6.9.1b; the 24.09 mode's "credits to spend during the
	// run" are the same pool).
	costs.Register(costCredits, kernel.CostHandler[*State]{Name: "credits",
		CanPay: func(s *State, seat engine.Seat, src int32, n int32) bool {
			return n <= s.spendable(seat)+s.recurringFor(seat, src, nil)
		},
		Pay: func(s *State, seat engine.Seat, src int32, n int32) {
			s.recurringFor(seat, src, func(c *Card) { // recurring credits first (CR 1.10.5: the player's choice)
				h := min(n, c.Hosted)
				c.Hosted -= h
				n -= h
			})
			if seat == s.Runner && s.Run.On {
				f := min(n, s.Run.Fund)
				s.Run.Fund -= f
				n -= f
				if c := s.hostedPool(); c != nil {
					h := min(n, c.Hosted)
					c.Hosted -= h
					n -= h
				}
			}
			s.Credits[seat] -= n
		}})
	costs.Register(costVirus, kernel.CostHandler[*State]{Name: "virus counters",
		CanPay: func(s *State, _ engine.Seat, src int32, n int32) bool {
			c := s.card(src)
			return c != nil && c.Virus >= n
		},
		Pay: func(s *State, _ engine.Seat, src int32, n int32) { s.card(src).Virus -= n }})
	costs.Register(costTrash, kernel.CostHandler[*State]{Name: "trash of the card itself",
		CanPay: func(s *State, _ engine.Seat, src int32, n int32) bool {
			c := s.card(src)
			return n == 0 || c != nil && (c.Zone == ZoneRig || c.Zone == ZoneServer && c.Rezzed)
		},
		Pay: func(s *State, seat engine.Seat, src int32, n int32) {
			if n > 0 {
				s.trash(src, seat)
			}
		}})
	// A checkpoint follows every payment, even of 0 (CR 1.16.3, 1.16.3a
	// [rule_cost_checkpoint_cost_zero], 10.3.4).
	costs.Paid = func(s *State, seat engine.Seat, _ int32, cost []kernel.CostPart) {
		if !s.wordless() {
			s.event(seat, "pay", "the "+s.role(seat)+" pays "+costs.Label(cost))
		}
		s.checkpoint()
	}
}

// recurringFor returns the recurring credits seat may spend on the cost of
// src now (CR 1.10.5): those hosted on its installed (for the Corp, rezzed)
// cards whose use fits, RecurPlayEvents for the play cost of an event (the
// one cost paid for an event card: its play cost, checked while the card is
// in the grip, paid once it is being played). spend, if not nil, is called
// on each such card in order.
func (s *State) recurringFor(seat engine.Seat, src int32, spend func(*Card)) int32 {
	c := s.card(src)
	if c == nil || (c.Zone != ZonePlay && c.Zone != ZoneGrip) || s.def(c.ID).Type != TypeEvent {
		return 0
	}
	n := int32(0)
	for i := range s.Cards {
		h := &s.Cards[i]
		if h.Hosted <= 0 || h.Owner != seat || (h.Zone != ZoneRig && !(h.Zone == ZoneServer && h.Rezzed)) {
			continue
		}
		if d := s.def(h.ID); d.Recurring > 0 && d.RecurringFor == RecurPlayEvents {
			n += h.Hosted
			if spend != nil {
				spend(h)
			}
		}
	}
	return n
}

// spendable is what seat may spend now: its credit pool, and during a
// run the Runner's bad-publicity fund.
func (s *State) spendable(seat engine.Seat) int32 {
	n := s.Credits[seat]
	if seat == s.Runner && s.Run.On {
		n += s.Run.Fund
		if c := s.hostedPool(); c != nil {
			n += c.Hosted
		}
	}
	return n
}

// hostedPool is the card whose hosted credits the Runner may spend during
// this run (RunSpendHosted), or nil: only once the run has formally begun
// (CR 6.3.4 [rule_abilities_during_a_run]: not for the costs paid as the
// server is announced).
func (s *State) hostedPool() *Card {
	if s.Run.Flags&RunSpendHosted == 0 || !s.runBegun() {
		return nil
	}
	return s.card(s.Run.Src)
}

// runBegun reports whether a run is in progress and has formally begun
// (CR 6.3.4 [rule_abilities_during_a_run]): its server announced and the
// costs to run on it paid, the run frame past its initiation's first
// steps ("during a run", for abilities). While the costs are paid the
// frame's step is runInitiate, or runBegins (set as the payment starts).
func (s *State) runBegun() bool {
	st := s.runStep()
	return s.Run.On && st != runInitiate && st != runBegins
}

// cost builds a cost of clicks and credits; parts of 0 are kept (they are
// paid too, CR 1.16.1d).
func cost(clicks, credits int32) []kernel.CostPart {
	return []kernel.CostPart{{Kind: costClicks, N: clicks}, {Kind: costCredits, N: credits}}
}

// openPAW opens a paid-ability window (CR 9.2.7); rez says the Corp may
// rez non-ice cards and score in it ((R)(S), digest §10).
func (s *State) openPAW(rez bool) {
	if rez {
		s.openPAWWith(pawRez, kernel.Frame{N: 1})
		return
	}
	s.openPAWWith(paw, kernel.Frame{})
}

// openPAWWith opens paid-ability window p with frame f; a checkpoint
// follows at once, before the first player receives priority in it (CR
// 10.3.3 [rule_checkpoint_before_priority], 9.2.4e
// [rule_checkpoint_before_receiving_priority]): a reaction window it opens
// is above the paid-ability window and closes first. Within the window
// every use of a paid ability ends with its own checkpoint, so the next
// priority needs no other.
func (s *State) openPAWWith(p kernel.PendingWindow[*State], f kernel.Frame) {
	p.Open(s, kernel.NewWindow(kernel.Succession, s.order()...), f, nil)
	s.checkpoint()
}

// advance runs the machine until a decision is pending or the game is
// over; a game over drops whatever was resolving.
func (s *State) advance(answered bool) {
	machine.Advance(s, answered)
	if s.Over {
		s.Stack, s.Windows, s.Occurred, s.Pending = kernel.Stack{}, nil, nil, nil
	}
}
