package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// The rules invariants: beside the structural ones of check.go, what the
// rules say must hold at rest (checkRules, part of Check) and between two
// steps (Watch). Each is cheap; error texts are built only for a violation.

// checkRules checks the rules invariants that a single position shows:
//   - a Runner's programs fit in memory, unless a decision about it is
//     pending or an effect is still resolving (ONR-8.7.4, R199; the
//     end-of-turn discard, for memory that follows the hand);
//   - a game in which a player has 7 agenda points, or a Corp 7 Bad
//     Publicity points, is over (ONR-17.1, ONR-16.3.1), except while the
//     Runner is still accessing cards (R429) and while the text of an
//     agenda just scored resolves (window.go score: its Bad Publicity may
//     make the Corp lose at the same time, ONR-16.3.1);
//   - the Runner's tags and brain damage, and every virus counter, are
//     never negative (the pools and counters are checked in check).
//
// Memory is read only if memory: Check always reads it, CheckStep when its
// marks say it may have changed (stepMarks.memory).
func (s *State) checkRules(memory bool) error {
	var points int32 // of all the players: no team has more
	badPub := false
	for i := range s.Players {
		p := &s.Players[i]
		points += max(p.Points, 0)
		if p.Out {
			continue
		}
		if memory && p.Role == Runner {
			if used, mu := s.muUsed(p.Seat), s.mu(p.Seat); used > mu && !s.resolving(FrameFitMU, FrameProgram, FrameDiscard) {
				return fmt.Errorf("the Runner at seat %d uses %d MU of %d with no decision pending about it (ONR-8.7.4)", p.Seat, used, mu)
			}
		}
		badPub = badPub || (p.Role == Corp && p.BadPub >= badPublicityLoss)
	}
	win := s.winPoints()
	if s.Over || (points < win && !badPub) {
		return nil // no one has won
	}
	for i := range s.Players {
		p := &s.Players[i]
		if !p.Out && (s.teamPoints(p.Team) >= win || (p.Role == Corp && p.BadPub >= badPublicityLoss)) && !s.resolving(FrameAccess) && !s.scoreTextResolving() {
			return fmt.Errorf("the game goes on with the %s at seat %d at %d agenda points (its team) and %d Bad Publicity points (ONR-17.1, ONR-16.3.1)", roleText(p.Role, "Corp", "Runner"), p.Seat, s.teamPoints(p.Team), p.BadPub)
		}
	}
	return nil
}

// scoreTextResolving reports whether the text of a scored agenda is
// resolving: a frame on the stack, or a trigger queued, comes from a card
// in a scored area.
func (s *State) scoreTextResolving() bool {
	for i := range s.Frames() {
		f := &s.Frames()[i]
		if f.Src > 0 && s.Cards[f.Src].Zone == ZoneScored {
			return true
		}
		for _, q := range s.Queue(f) {
			if q.Src > 0 && s.Cards[q.Src].Zone == ZoneScored {
				return true
			}
		}
	}
	return false
}

// resolving reports whether a frame of one of the kinds is on the stack.
func (s *State) resolving(kinds ...kernel.FrameKind) bool {
	for i := range s.Frames() {
		if slices.Contains(kinds, s.Frames()[i].Kind) {
			return true
		}
	}
	return false
}

// Watch returns a checker of the rules invariants that only two positions
// in a row show, to be called after every step with the step's events
// (sim, the test harness and fuzzing call it after every Apply). It starts
// from the game's position now. It reports:
//   - a player whose turn ended with more cards in hand than the maximum
//     hand size, after the discard step (ONR-5.1.5, R047);
//   - a turn ended by a Runner with a maximum hand size below 0 while the
//     game goes on: he is flatlined (ONR-14.5.2, R046);
//   - a Corp turn that reached its first action without the mandatory draw
//     (ONR-5.1.2);
//   - tags, Bad Publicity points or the Corp's virus counters that changed
//     in a step without an event of the rules saying so (tags: a "tag"
//     event; Bad Publicity: "bad-publicity"; virus counters: "virus" for
//     more, "purge" for fewer).
func (g *Game) Watch() func(events []engine.Event) error {
	w := &watch{g: g}
	w.snap()
	return w.step
}

type watch struct {
	g    *Game
	prev watchSnap
	owed bool // the Corp's mandatory draw of this turn is still to come
}

// watchSnap is what the watcher remembers of a position.
type watchSnap struct {
	turn   int32
	active engine.Seat
	over   bool
	hands  []int32 // per seat: cards in hand
	tags   []int32
	badPub []int32
	virus  []int32 // per seat: virus counters held
}

func (w *watch) snap() {
	s := w.g.s
	n := len(s.Players)
	p := &w.prev
	p.turn, p.active, p.over = s.Turn, s.Active, s.Over
	if len(p.hands) != n {
		p.hands, p.tags, p.badPub, p.virus = make([]int32, n), make([]int32, n), make([]int32, n), make([]int32, n)
	}
	for i := range s.Players {
		pl := &s.Players[i]
		p.hands[i], p.tags[i], p.badPub[i], p.virus[i] = int32(len(pl.Hand)), pl.Tags, pl.BadPub, virusHeld(pl)
	}
}

func virusHeld(p *Player) int32 {
	var n int32
	for _, v := range p.Virus {
		n += v.N
	}
	return n
}

func (w *watch) step(events []engine.Event) error {
	s := w.g.s
	prev := &w.prev
	defer w.snap()
	var tagEv, badPubEv, virusEv, purgeEv bool
	for _, e := range events {
		switch e.Type {
		case "tag":
			tagEv = true
		case "bad-publicity":
			badPubEv = true
		case "virus":
			virusEv = true
		case "purge":
			purgeEv = true
		case "turn":
			if e.Text() == "Corp turn begins" {
				w.owed = true
			}
		case "draw":
			if e.Text() == "Corp draws a card" {
				w.owed = false
			}
		}
	}
	if s.Turn == prev.turn+1 && !prev.over {
		// The turn of prev.active ended in this step, after its discard.
		// (When a turn whose actions were all forgone passed in the same
		// step, prev.active has begun another turn: its hand is not the one
		// it ended with, and is not checked.)
		ended := prev.active
		p := s.P(ended)
		hs := s.handSize(ended)
		switch n := int32(len(p.Hand)); {
		case p.Out:
			// Its team was eliminated during its turn (bso): an eliminated
			// seat takes no further part, so it does not discard.
		case p.Role == Runner && hs < 0:
			if !s.Over {
				return fmt.Errorf("the Runner's turn ended with a maximum hand size of %d and the game goes on: he is flatlined (ONR-14.5.2, R046)", hs)
			}
		case n > hs:
			return fmt.Errorf("the %s's turn ended with %d cards in hand, over the maximum hand size %d (ONR-5.1.5)", roleText(p.Role, "Corp", "Runner"), n, hs)
		}
	}
	if w.owed && !s.Over && s.Phase == PhaseAction && s.roleOf(s.Active) == Corp && s.resolving(FrameAction) {
		return fmt.Errorf("the Corp's turn %d reached an action without the mandatory draw (ONR-5.1.2)", s.Turn)
	}
	for i := range s.Players {
		p := &s.Players[i]
		switch {
		case p.Tags != prev.tags[i] && !tagEv:
			return fmt.Errorf("the %s's tags went from %d to %d with no tag event", roleText(p.Role, "Corp", "Runner"), prev.tags[i], p.Tags)
		case p.BadPub != prev.badPub[i] && !badPubEv:
			return fmt.Errorf("the %s's Bad Publicity went from %d to %d with no bad-publicity event", roleText(p.Role, "Corp", "Runner"), prev.badPub[i], p.BadPub)
		}
		if v := virusHeld(p); (v > prev.virus[i] && !virusEv) || (v < prev.virus[i] && !purgeEv) {
			return fmt.Errorf("the %s's virus counters went from %d to %d with no virus or purge event", roleText(p.Role, "Corp", "Runner"), prev.virus[i], v)
		}
	}
	return nil
}
