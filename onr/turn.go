package onr

import (
	"fmt"
	"math"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr/carddb"
)

// turnStep moves the turn on when nothing is pending (ONR-5): the machine
// calls it whenever the stack is empty (kernel.Machine.Advance's Idle). The
// two phases that usually end with the stack empty, nothing pending and the
// game on, an action phase with no action left and the end of a discard,
// go on to the next phase in the same call, where the machine would only
// call it again: the same phases in the same order, for fewer machine
// steps. Each goes on to a phase that pushes a frame (the end of the turn
// its discard, the start its window), so that the loop ends. Under
// State.unmasked it takes one phase a call (the long way). The usual call,
// an action phase that only asks for the next action (plainActionNext),
// pushes and steps the action frame without turnFrom.
func (s *State) turnStep() {
	if s.Phase == PhaseAction && s.plainActionNext() {
		s.stepAction(s.PushNew(FrameAction, s.Active)) // its question: the machine's next step
		return
	}
	s.turnFrom(noHandSize)
}

// plainActionNext reports whether turnFrom, called in an action phase,
// would do nothing but push the active player's action frame and step it
// (the machine's next step): no leave-play trigger waits (leftPlay's own
// inline test), dedicatedStep would return false having changed nothing
// (no install-only action, no bits of such actions to end, no lasting
// effect of a die's actions, no run-only action possible: its own first
// tests, read inline), an action is left and none is forgone, and not the
// long way (State.unmasked). The machine calls turnStep with nothing
// pending and the game on. The usual action question, asked without
// turnFrom's loop and dedicatedStep's call.
func (s *State) plainActionNext() bool {
	p := &s.Players[s.Active]
	return p.Actions > 0 && p.Forgo == 0 && p.InstallActions == 0 && !s.unmasked &&
		s.lastKinds.offOn&(1<<EvLeftPlay) != 0 &&
		(len(s.Lasting) == 0 || !s.mayLast(ModInstallActionBits)) && !s.mayLast(ModDieAction) &&
		(p.Role != Runner || !s.mayStatic(ModExtraAction))
}

// noHandSize is the hand size turnFrom is given when it knows none.
const noHandSize = math.MinInt32

// turnFrom is turnStep, given the active player's maximum hand size as
// handSize would find it at the first phase, when its caller has just
// found it (the end of the turn's discard: discardEnds), else noHandSize.
func (s *State) turnFrom(hand int32) {
	for {
		if s.leftPlay() {
			return // leave-play triggers first (leaveplay.go)
		}
		seat := s.Active
		p := s.P(seat)
		switch s.Phase {
		case PhaseStart:
			s.makeLastingKinds() // lastingkinds.go
			s.startTurn(seat)
			s.Phase = PhaseAction
			s.pushWindow(WinTurnStart) // the Runner first (R025)
			// The Corp's mandatory draw is a start-of-turn effect the Corp may
			// order among its others (ONR-5.1.1, R047).
			// Delayed triggers of other seats (a Corp's counters on the
			// Runner) answer it with them: together.
			// An occurrence occur would not touch (uneventful: no lasting
			// effect or use limit starts, fires or ends at the start of a
			// turn, the kinds made just above) fires no delayed trigger:
			// occur and its Emit are skipped, as fire and emit skip them.
			o := kernel.Occurrence{Type: EvTurnStart, Seat: seat}
			var delayed []Frame
			if !s.uneventful(o) {
				delayed = s.occur(o)
			}
			var room [4]kernel.Queued // on the stack unless the triggers are many
			q := room[:0]
			if p.Role == Corp && !broken.mandatoryDraw {
				q = append(q, kernel.Queued{Ref: mandatoryDrawProgram})
			}
			if q = s.triggers(q, o, seat); len(q) > 1 && s.holdStartEffects(seat, q) { // held only when two or more may resolve
				// The Corp may act between them: the window holds them
				// (startwindow.go).
				s.together(delayed, nil)
				return
			}
			if len(delayed) == 0 && len(q) == 1 && q[0].Src == 0 && s.stepsNext() {
				// One effect of the rules or of counters alone (the Corp's
				// mandatory draw, most turns): together would push it in a
				// queue of one (one seat, and mayResolve passes a program
				// without a card unread), which the machine would step
				// next, and the queue's step would take it out: taken here,
				// and the Corp's draw alone drawn at once (drawsAtOnce).
				if q[0].Ref == mandatoryDrawProgram && s.drawsAtOnce(seat) {
					s.draw(seat, 1)  // the program's one op, Draw(1), for seat
					s.afterProgram() // as the machine runs it once the program's frame is removed
				} else {
					machine.TakeQueued(s, seat, q[0])
				}
			} else {
				var queues []seatQueue
				var one [1]seatQueue
				if len(q) > 0 {
					one[0] = seatQueue{seat, q}
					queues = one[:]
				}
				s.together(delayed, queues)
			}
			s.stepWindowNow() // the window, unless effects went on it
		case PhaseAction:
			if s.dedicatedStep(seat) { // dedicated actions (dedicated.go)
				return
			}
			if p.Actions <= 0 {
				if c, i := s.extraAction(seat, AnyUse); c != 0 {
					// The extra action of a card is declared when used, here
					// once the basic actions are spent; a card that left play
					// before then gives nothing (R058, R059).
					s.MarkUsed(c, int16(i), 1, EvTurnStart)
					s.took(c, i)
					p.Actions++
					s.say(msgExtraAction, int32(seat), s.cardArg(c))
					return
				}
				s.Phase = PhaseEnd
				if s.unmasked {
					return
				}
				continue // nothing pushed, pending or ended
			}
			if p.Forgo > 0 {
				// Forgone actions are lost unused (ONR-6.5.1).
				p.Forgo--
				s.forgoAction(seat, false)
				s.say(msgForgoesAction, int32(seat))
				return
			}
			f := s.PushNew(FrameAction, seat)
			if s.stepsNext() {
				s.stepAction(f) // its question: the machine's next step
			}
		case PhaseEnd:
			s.Phase = PhaseDiscard
			// "At the end of each turn": the triggers of every Corp's cards
			// answer the end of any turn, with the delayed triggers.
			// The Runner's own cards answer the end of his or her turns.
			var room [kernel.MaxSeats + 1]engine.Seat
			seats := s.appendSeatsOf(room[:0], Corp)
			if p.Role == Runner {
				seats = append(seats, seat)
			}
			// The discard comes after every end-of-turn effect (R047): its
			// frame goes under theirs.
			if !broken.discard {
				s.PushNew(FrameDiscard, seat)
			}
			s.fire(kernel.Occurrence{Type: EvTurnEnd, Seat: seat}, seats...)
			if v := s.v; v != nil && v.TurnEnd != nil {
				v.TurnEnd(s, seat)
			}
		case PhaseDiscard:
			// Discarding was the last thing of the turn; a maximum hand size
			// below 0 now flatlines a Runner (ONR-14.5.2, R046).
			if p.Role == Runner && !p.Out && s.handSizeOr(seat, hand) < 0 && !broken.flatline {
				s.defeat(seat, "flatline")
				return
			}
			hand = noHandSize // known for this phase alone
			// What lasts "until the end of the turn" ends now, after the
			// discard (OPEN 21).
			s.emit(kernel.Occurrence{Type: EvTurnOver, Seat: seat})
			s.Active = s.nextTurn(seat)
			s.Phase = PhaseStart
			if s.unmasked || s.Over || len(s.Pending) > 0 || len(s.Frames()) > 0 {
				return // the occurrence's frames first
			}
			continue
		}
		return
	}
}

// extraAction returns an active card of seat, and the index of its
// ability, that gives an extra action for use this turn still untaken, or
// 0 (ModExtraAction): one a turn, or as many as its amount counts when it
// counts ("an action for every three counters"). Only the player whose turn it is gains actions
// (R057).
func (s *State) extraAction(seat engine.Seat, use Use) (int32, int) {
	if !s.mayStatic(ModExtraAction) {
		return 0, 0 // no active card gives extra actions (unions.go)
	}
	for _, c := range s.activeWith(withStatics) {
		d := s.def(c)
		if s.skipsMod(&d.staticMods, ModExtraAction) || s.controller(c) != seat || !s.active(c) {
			continue // its statics give no extra action (masks.go), or not this seat's
		}
		for i := range d.Abilities {
			if a := &d.Abilities[i]; a.Kind == KindStatic && a.Mod == ModExtraAction && a.Use == use && s.Used(c, int16(i)) < s.extraActions(c, a) {
				return c, i
			}
		}
	}
	return 0, 0
}

// extraActions returns how many extra actions ability a of card c gives
// each turn: one, or its amount when it counts (Ability.X).
func (s *State) extraActions(c int32, a *Ability) int32 {
	if a.X == 0 {
		return 1
	}
	return s.amount(c, a)
}

// startTurn does the bookkeeping of a new turn of seat.
func (s *State) startTurn(seat engine.Seat) {
	s.Turn++
	s.Active = seat
	for i := range s.Players {
		s.Players[i].Hist.TaggedThisTurn = false
	}
	p := s.P(seat)
	if p.Role == Corp {
		p.Actions = corpActions + s.turnActions(seat) // "gain an action during each of your next X turns" (forfeitbits.go)
	} else {
		p.Actions = runnerActions
		if n, ok := s.lastingSeat(ModBaseActions, seat); ok {
			p.Actions = n // "three actions per turn, instead of four" (R342, R345; flatline.go)
		}
		p.Actions += s.turnActions(seat) // "an action on each of your turns for the remainder of the game" (turnactions.go)
		p.Hist = History{}
	}
	if s.P(seat).Name != "" {
		s.say(msgNamedTurnBegins, int32(seat))
	} else {
		s.say(msgTurnBegins, int32(seat))
	}
	if s.spentNone && !s.unmasked {
		return // no card has spent recurring bits: none to give back
	}
	for _, i := range s.activeCards() { // the seat is in the game: its active cards are there
		// Recurring bits: only the bits spent are replaced (ONR-2.1.3).
		// Spent is read first: most cards have spent none, and the other
		// tests only read.
		if k := &s.Cards[i]; k.Spent > 0 && s.controller(i) == seat && s.active(i) {
			s.note(i)
			k.Bits += k.Spent
			k.Spent = 0
		}
	}
	s.spentNone = s.noCardSpent()
}

// noCardSpent reports whether no card has spent recurring bits (Card.Spent
// above 0): what State.spentNone knows.
func (s *State) noCardSpent() bool {
	for i := range s.Cards {
		if s.Cards[i].Spent > 0 {
			return false
		}
	}
	return true
}

// checkSpentNone checks State.spentNone against the cards: known while a
// card has spent bits, startTurn would not give them back.
func (s *State) checkSpentNone() error {
	if s.spentNone && !s.noCardSpent() {
		return fmt.Errorf("no card is known to have spent recurring bits, but a card has")
	}
	return nil
}

// drawsAtOnce reports whether the Corp's mandatory draw of seat, its
// program about to be pushed alone (TakeQueued) and stepped by the machine
// next, may be drawn at once instead, and afterProgram run, as the machine
// would do with the program: its one op draws one card for seat and pushes
// nothing, asks nothing and ends nothing, so that its frame would be
// pushed, stepped once and removed. So where seat is a Corp (a Corp's draw
// is answered by nothing: answerDraw answers a Runner's), with a card in
// R&D (an empty one makes it lose), no active card that may draw an extra
// card (ModDrawExtra: drawExtra pushes its program), no observer of the
// ops a program runs (kernel.Machine.Ran: coverage counts) and not the
// long way (State.unmasked). It spares the program's frame and the
// machine's step of it, at every Corp's turn.
func (s *State) drawsAtOnce(seat engine.Seat) bool {
	p := s.P(seat)
	return p.Role == Corp && len(p.Deck) > 0 && !s.mayStatic(ModDrawExtra) && machine.Ran == nil && !s.unmasked
}

// mandatoryDrawProgram is the Corp's start-of-turn draw (ONR-5.1.2), a
// program so that the Corp may order it among its start-of-turn effects
// (R047); from an empty R&D the Corp loses (ONR-17.2).
var mandatoryDrawProgram = builtin("mandatory-draw", Draw(1))

// draw moves up to n cards from seat's deck to its hand. A Runner ignores
// draws from an empty stack (ONR-2.3.2); a Corp required to draw from an
// empty R&D loses (ONR OPEN 6, default).
func (s *State) draw(seat engine.Seat, n int32) {
	p := s.P(seat)
	var k int32
	for ; n > 0; n-- {
		if len(p.Deck) == 0 {
			if p.Role == Corp {
				s.defeat(seat, "empty R&D")
				return
			}
			break
		}
		c := s.drawTop(p) // move's, for the deck's top card (zones.go)
		s.sayTo(seatBit(seat), msgDraws, int32(seat), s.cardArg(c))
		k++
	}
	if k > 0 {
		s.drawnExtra(seat, k) // extra cards (drawextra.go)
	}
}

// dealHand draws seat's first hand of n cards at setup, as draw does, with
// what moving a new card of the deck needs (detach and place): the cards
// are new, in no list of active cards, and none of their counters are set.
// With fewer than n cards in the deck it is draw.
func (s *State) dealHand(seat engine.Seat, n int32) {
	p := s.P(seat)
	if n <= 0 || int(n) > len(p.Deck) {
		s.draw(seat, n)
		return
	}
	for _, c := range p.Deck[:n] {
		k := &s.Cards[c]
		s.note(c) // detach's, in the deck
		k.Zone = ZoneNone
		s.note(c) // place's, detached
		k.Zone, k.Known, k.KnownTo = ZoneHand, false, 0
		k.Handle = s.Renew(c)
		p.Hand = append(p.Hand, c)
		s.sayTo(seatBit(seat), msgDraws, int32(seat), s.cardArg(c))
	}
	p.Deck = slices.Delete(p.Deck, 0, int(n))
	s.drawnExtra(seat, n)
}

// stepDiscard discards side's hand down to its maximum hand size at the
// end of its turn; the player chooses the cards (ONR-5.1.5, ONR-5.2.4),
// unless virus counters make a Corp's discards random (virusdiscard.go).
//
// The end of the turn's discard goes on to the turn's next phase in the
// same step where the machine would call turnStep next (discardEnds),
// with the maximum hand size it has just found: the flatline test of the
// end of the turn reads it instead of finding it again.
func (s *State) stepDiscard(f *Frame) Status {
	seat := f.Seat
	p := s.P(seat)
	hand := s.handSize(seat)
	if int32(len(p.Hand)) <= max(hand, 0) {
		s.pop()
		s.fitMemory() // memory that follows the hand (memory.go)
		if s.discardEnds(seat) {
			s.turnFrom(hand)
		}
		return Next
	}
	var c int32
	switch {
	case p.Role == Corp && s.virusRandomDiscards(f.Seat): // virusdiscard.go
		c = p.Hand[s.RNG.IntN(len(p.Hand))]
	case !f.Answered:
		opts := make([]engine.Option, len(p.Hand))
		for i, c := range p.Hand {
			opts[i] = engine.Option{Verb: VerbDiscard, Card: int(s.Cards[c].Handle)}
		}
		return s.ask(f.Seat, "Discard down to your maximum hand size", "ONR-5.1.5", opts)
	default:
		o, _ := f.Take()
		c = s.byHandle(int32(o.Card))
	}
	if p.Role == Corp {
		// End-of-turn discards go to the Archives face down (ONR-2.2.3).
		s.detach(c)
		s.Cards[c].FaceUp = s.Cards[c].Seen
		s.place(c, ZoneDiscard, false)
		s.say(msgCorpDiscards, int32(f.Seat))
	} else {
		s.trash(c)
		s.say(msgRunnerDiscards, int32(f.Seat), s.cardArg(c))
	}
	return Next
}

// discardEnds reports whether the discard of seat that has just ended
// (stepDiscard) was the turn's own and the machine would call turnStep
// next, with nothing changed since the discard found the hand size: the
// stack is empty (fitMemory pushed nothing), no decision is pending, the
// game is on and seat's turn is at its discard. Not under the long way
// (State.unmasked), nor while coverage is counted: the long way's
// handSize counts the statics it reads again.
func (s *State) discardEnds(seat engine.Seat) bool {
	return len(s.Frames()) == 0 && len(s.Pending) == 0 && !s.Over && s.Phase == PhaseDiscard && s.Active == seat &&
		!s.unmasked && coverage == nil
}

// handSizeOr returns hand, seat's maximum hand size as its caller has just
// found it, or finds it (handSize) when hand is noHandSize.
func (s *State) handSizeOr(seat engine.Seat, hand int32) int32 {
	if hand == noHandSize {
		return s.handSize(seat)
	}
	return hand
}

// win ends the game: seat's team wins (ONR-17.6).
func (s *State) win(seat engine.Seat, reason string) {
	if s.Over {
		return
	}
	s.Over, s.Winner, s.Reason = true, seat, reason
	s.Pending = nil
	if s.Players[seat].Name != "" {
		s.say(msgTeamWins, int32(s.Players[seat].Team), word(reason))
		return
	}
	s.say(msgWins, int32(seat), word(reason))
}

// checkPoints ends the game if a team has 7 or more agenda points
// (ONR-17.1; the table's WinPoints), or defeats a Corp with 7 Bad Publicity
// points (ONR-16.3.1: it loses even if it wins at the same time). Teams are
// checked in the order of their first Corp, then of their first Runner.
//
// Most calls find nothing: one walk of the players first learns that no
// Corp has the Bad Publicity to lose and that the points of every player
// together, counting none below 0, are fewer than any team needs.
func (s *State) checkPoints() {
	target := s.winPoints()
	var all int32 // the players' points above 0: no team has more
	for i := range s.Players {
		p := &s.Players[i]
		if p.Role == Corp && p.BadPub >= badPublicityLoss {
			all = target // the long way
			break
		}
		all += max(p.Points, 0)
	}
	if all < target {
		return
	}
	for i := range s.Players {
		if p := &s.Players[i]; p.Role == Corp && !p.Out && p.BadPub >= badPublicityLoss {
			s.defeat(p.Seat, "bad publicity")
			return
		}
	}
	for _, r := range []Role{Corp, Runner} {
		for i := range s.Players {
			if p := &s.Players[i]; p.Role == r && !p.Out && s.teamPoints(p.Team) >= target {
				s.win(p.Seat, "agenda points")
				return
			}
		}
	}
}

// isType reports whether card c has printed type t.
func (s *State) isType(c int32, t carddb.Type) bool {
	d := s.def(c)
	if d.asProgram > 0 && s.Cards[c].Zone == ZoneRig {
		return t == carddb.Program // an agenda installed as a program (agendaprogram.go)
	}
	return d.typ == t
}
