package onr

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr/carddb"
)

// Window kinds (Frame.N of a FrameWindow).
const (
	WinTurnStart    int32 = iota + 1 // start of a turn (ONR-9.3.1)
	WinAfterAction                   // after an action (ONR-5.1.4, ONR-9.3.2)
	WinApproach                      // the Runner approaches ice (ONR-11.3)
	WinPass                          // the Runner passes ice (ONR-11.7.1)
	WinBeforeAccess                  // the Corp's last window before access (ONR-11.9)
)

// turnStep moves the turn on when nothing is pending (ONR-5).
func (s *State) turnStep() {
	switch s.Phase {
	case PhaseCorpStart:
		s.startTurn(Corp)
		s.Phase = PhaseCorpAction
		s.push(Frame{Kind: FrameWindow, N: WinTurnStart, Step: int32(Runner)}) // the Runner first (R025)
		// The mandatory draw is a start-of-turn effect the Corp may order
		// among its others (ONR-5.1.1, R047).
		s.pushTriggers(OnTurnStart, Corp, true)
	case PhaseCorpAction, PhaseRunnerAction:
		side := s.Active
		if s.dedicatedStep(side) { // dedicated actions (dedicated.go)
			return
		}
		if *s.actions(side) <= 0 {
			if c := s.extraAction(side); c != 0 {
				// The extra action of a card is declared when used, here
				// once the basic actions are spent; a card that left play
				// before then gives nothing (R058, R059).
				s.Cards[c].Extra = true
				*s.actions(side)++
				s.eventf("action", "%s takes the extra action of %s", side, s.def(c).Title)
				return
			}
			s.Phase++
			return
		}
		if f := s.forgo(side); *f > 0 {
			// Forgone actions are lost unused (ONR-6.5.1).
			*f--
			*s.actions(side)--
			s.event("forgo", side.String()+" forgoes an action")
			return
		}
		s.push(Frame{Kind: FrameAction, Side: side})
	case PhaseCorpEnd, PhaseRunnerEnd:
		s.Phase++
		s.push(Frame{Kind: FrameDiscard, Side: s.Active})
	case PhaseCorpDiscard:
		s.Phase = PhaseRunnerStart
	case PhaseRunnerStart:
		s.startTurn(Runner)
		s.Phase = PhaseRunnerAction
		s.push(Frame{Kind: FrameWindow, N: WinTurnStart, Step: int32(Runner)}) // the Runner first (R025)
		s.pushTriggers(OnTurnStart, Runner, false)
	case PhaseRunnerDiscard:
		// Discarding was the last thing of the turn; a maximum hand size
		// below 0 now flatlines the Runner (ONR-14.5.2, R046).
		if s.handSize(Runner) < 0 {
			s.win(Corp, "flatline")
			return
		}
		s.Phase = PhaseCorpStart
	}
}

// extraAction returns an active card of side whose extra action this turn
// is still untaken, or 0. Only the player whose turn it is gains actions
// (R057).
func (s *State) extraAction(side Side) int32 {
	for i := int32(1); i < int32(len(s.Cards)); i++ {
		if k := &s.Cards[i]; k.Side == side && !k.Extra && s.active(i) && s.def(i).ExtraAction {
			return i
		}
	}
	return 0
}

func (s *State) forgo(side Side) *int32 {
	if side == Corp {
		return &s.Corp.Forgo
	}
	return &s.Runner.Forgo
}

// startTurn does the bookkeeping of a new turn for side.
func (s *State) startTurn(side Side) {
	s.Turn++
	s.Active = side
	s.Hist.TaggedThisTurn = false
	if side == Corp {
		s.Corp.Actions = corpActions
		s.event("turn", "Corp turn begins")
	} else {
		s.Runner.Actions = runnerActions
		s.Hist.Runs, s.Hist.Stolen, s.Hist.SuccessfulHQ = 0, 0, false
		s.event("turn", "Runner turn begins")
	}
	for i := int32(1); i < int32(len(s.Cards)); i++ {
		k := &s.Cards[i]
		// "Each turn" limits (R326, R359) count every turn, either player's.
		k.Used, k.Extra = 0, false
		if k.Side != side {
			continue
		}
		// Recurring bits: only the bits spent are replaced (ONR-2.1.3).
		if s.active(i) && k.Spent > 0 {
			k.Bits += k.Spent
			k.Spent = 0
		}
	}
}

// pushTriggers collects the triggers of side's active cards listening to on
// and pushes a frame that resolves them in the order side chooses.
func (s *State) pushTriggers(on TriggerOn, side Side, draw bool) {
	f := Frame{Kind: FrameTriggers, Side: side, N: int32(on)}
	if draw {
		f.List = append(f.List, 0)
	}
	s.eachActive(func(c int32) {
		if s.Cards[c].Side != side {
			return
		}
		for i, t := range s.def(c).Triggers {
			if t.On == on {
				f.List = append(f.List, c<<8|int32(i))
			}
		}
	})
	// Virus counters the Corp holds trigger for the Runner (ONR-15.6).
	if side == Runner && on == OnTurnStart {
		for _, v := range s.Corp.Virus {
			if defs[v.Def].Virus.RunnerTurn != 0 {
				f.List = append(f.List, -v.Def)
			}
		}
	}
	if len(f.List) > 0 {
		s.push(f)
	}
}

// stepTriggers resolves simultaneous triggers; their controller orders them
// (R026).
func (s *State) stepTriggers(f *Frame) Status {
	if len(f.List) == 0 {
		s.pop()
		return Next
	}
	pick := 0
	if len(f.List) > 1 {
		if !f.Answered {
			opts := make([]engine.Option, len(f.List))
			for i, t := range f.List {
				opts[i] = engine.Option{Verb: "resolve", Arg: i}
				if t > 0 {
					opts[i].Card = int(s.Cards[t>>8].Handle)
				}
			}
			return s.ask(f.Side, "Choose the next effect to resolve", "R026", opts)
		}
		o, _ := f.take()
		pick = o.Arg
	}
	t := f.List[pick]
	f.List = append(f.List[:pick], f.List[pick+1:]...)
	side := f.Side
	switch {
	case t == 0:
		s.mandatoryDraw()
	case t > 0:
		c, i := t>>8, t&0xff
		if s.active(c) {
			tr := s.def(c).Triggers[i]
			if tr.If == nil || tr.If(s, c) {
				s.pushEffect(tr.Effect, side, c)
			}
		}
	default:
		// Virus counters held by the Corp: Frame.T names the program.
		s.push(Frame{Kind: FrameEffect, Side: side, Eff: defs[-t].Virus.RunnerTurn, T: -t})
	}
	return Next
}

// mandatoryDraw is the Corp's start-of-turn draw (ONR-5.1.2); from an empty
// R&D it loses the game (ONR-17.2).
func (s *State) mandatoryDraw() {
	if len(s.Corp.RD) == 0 {
		s.win(Runner, "empty R&D")
		return
	}
	s.draw(Corp, 1)
}

// draw moves up to n cards from side's deck to its hand. The Runner ignores
// draws from an empty stack (ONR-2.3.2); a Corp required to draw from an
// empty R&D loses (ONR OPEN 6, default).
func (s *State) draw(side Side, n int32) {
	for ; n > 0; n-- {
		if side == Corp {
			if len(s.Corp.RD) == 0 {
				s.win(Runner, "empty R&D")
				return
			}
			c := s.Corp.RD[0]
			s.move(c, ZoneHQ, false)
			s.eventPrivate("draw", "Corp draws a card", "Corp draws "+s.def(c).Title, Corp)
		} else {
			if len(s.Runner.Stack) == 0 {
				return
			}
			c := s.Runner.Stack[0]
			s.move(c, ZoneHand, false)
			s.eventPrivate("draw", "Runner draws a card", "Runner draws "+s.def(c).Title, Runner)
		}
	}
}

// stepDiscard discards side's hand down to its maximum hand size at the
// end of its turn; the player chooses the cards (ONR-5.1.5, ONR-5.2.4).
func (s *State) stepDiscard(f *Frame) Status {
	hand := s.hand(f.Side)
	limit := max(s.handSize(f.Side), 0)
	if int32(len(*hand)) <= limit {
		s.pop()
		return Next
	}
	if !f.Answered {
		opts := make([]engine.Option, len(*hand))
		for i, c := range *hand {
			opts[i] = engine.Option{Verb: "discard", Card: int(s.Cards[c].Handle)}
		}
		return s.ask(f.Side, "Discard down to your maximum hand size", "ONR-5.1.5", opts)
	}
	o, _ := f.take()
	c := s.byHandle(int32(o.Card))
	if f.Side == Corp {
		// End-of-turn discards go to the Archives face down (ONR-2.2.3).
		s.detach(c)
		s.Cards[c].FaceUp = s.Cards[c].Seen
		s.place(c, ZoneArchives, false)
		s.event("discard", "Corp discards a card from HQ")
	} else {
		s.trash(c)
		s.event("discard", "Runner discards "+s.def(c).Title)
	}
	return Next
}

func (s *State) hand(side Side) *[]int32 {
	if side == Corp {
		return &s.Corp.HQ
	}
	return &s.Runner.Hand
}

// win ends the game (ONR-17.6).
func (s *State) win(side Side, reason string) {
	if s.Over {
		return
	}
	s.Over, s.Winner, s.Reason = true, side, reason
	s.Pending = nil
	s.event("win", side.String()+" wins: "+reason)
}

// checkPoints ends the game if a player has 7 or more agenda points
// (ONR-17.1).
func (s *State) checkPoints() {
	if s.Corp.BadPub >= winPoints {
		// The Corp loses even if it wins at the same time (ONR-16.3.1).
		s.win(Runner, "bad publicity")
	} else if s.Corp.Points >= winPoints {
		s.win(Corp, "agenda points")
	} else if s.Runner.Points >= winPoints {
		s.win(Runner, "agenda points")
	}
}

// isType reports whether card c has printed type t.
func (s *State) isType(c int32, t carddb.Type) bool { return s.def(c).card.Type == t }
