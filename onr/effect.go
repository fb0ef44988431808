package onr

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// The effect of a choice (engine.Effecter), for takebacks. Apply measures
// it; Step does not (it records no event either).
//
//   - Random: the game's generator moved. Every random thing of the rules
//     (shuffles, dice, random discards and accesses) draws from State.RNG,
//     and a PCG generator never comes back to a state it left, so the
//     generator's state before and after the choice tell it exactly.
//   - Revealed: some viewer — a seat, or a spectator — may know a card's
//     identity it could not know before (the rule of View and of the
//     information states, State.visible: a card drawn, played, rezzed,
//     accessed, exposed, trashed face up), or a secret of a trace or of a
//     secret spend was revealed (both sides committed), or the rules told a
//     seat a hidden value no card's visibility shows (State.MarkRevealed:
//     the rez cost a failed fast-boot tells the Big Sell-Out's Agent), or
//     an event of the choice told a seat a secret (effectTold: an access).
//   - NewTurn: the turn count (State.Turn) moved.
//
// Card identities are compared card by card (kernel.Sightings): for each
// card, the viewers who may know it (seers, of which visible is one bit); a
// viewer gaining a card is a reveal. The masks after one Apply are those
// before the next, so an Apply reads each card once.

// effects is what a Game keeps to measure the effect of its choices; it is
// no part of the state (not saved, hashed or cloned).
type effects struct {
	last engine.Effect
	ok   bool   // last is the effect of the last choice, applied by Apply to st
	st   *State // the state sight and ok belong to: another (a Reset) makes them stale
	// sight holds, by card, the viewers who may know it as the state was
	// after the last choice applied by Apply to st.
	sight kernel.Sightings
}

// seers returns the viewers who may know card c's identity: its sight's
// (kernel.Sight.Viewers). visible(c, v) is seers(c).Has(v).
func (s *State) seers(c int32) kernel.Viewers {
	k := &s.Cards[c]
	return s.sight(c).Viewers(len(s.Players), k.At, k.KnownTo)
}

// secretCommitted reports whether a seat's secret answer is committed and
// not yet revealed: one side's answer in a trace (ONR-12.2: both choose
// secretly) or in a secret spend (UnlessSpentAsMuch).
func (s *State) secretCommitted() bool {
	if t := &s.Trace; t.Active && (t.CorpIn || t.BaseIn || t.RunnerIn) && !(t.CorpIn && t.RunnerIn) {
		return true
	}
	for i := range s.Frames() {
		f := &s.Frames()[i]
		if f.Kind == FrameProgram && len(s.List(f)) > 0 {
			if ops := program(f.Ref); int(f.PC) < len(ops) {
				if _, ok := ops[f.PC].(interface{ secret() }); ok {
					return true
				}
			}
		}
	}
	return false
}

// MarkRevealed notes that the choice being applied tells some seat a hidden
// value that no card's visibility shows, so that Apply reports it revealed
// (engine.Effect): rules code that tells a seat such a value in a private
// event calls it.
func (s *State) MarkRevealed() { s.told = true }

// effectBefore readies the measure of the choice Apply is about to apply:
// the viewers of each card as they are now, if the masks of the last
// Apply are stale. It returns what the state holds before the choice.
func (g *Game) effectBefore() effectMark {
	e := &g.eff
	s := g.s
	if n := int32(len(s.Cards)); e.st != s || !e.sight.Fresh(n) {
		e.sight.Restart(n)
		table := kernel.SeatsOf(len(s.Players))
		for c := range s.Cards {
			k := &s.Cards[c]
			e.sight.See(int32(c), sightOf(k).ViewersAmong(table, k.At, k.KnownTo)) // seers(c), inline
		}
		e.st = s
	}
	s.told = false
	return effectMark{rng: s.RNG, secret: s.secretCommitted(), turn: s.Turn}
}

// effectMark is what effectAfter compares with the state after a choice.
type effectMark struct {
	rng    engine.RNG
	secret bool
	turn   int32
}

// effectAfter measures the choice just applied, from m taken before it,
// and keeps the viewers of each card for the next one.
func (g *Game) effectAfter(m effectMark) {
	e := &g.eff
	s := g.s
	eff := engine.Effect{Random: s.RNG != m.rng, Revealed: s.told || (m.secret && !s.secretCommitted()), NewTurn: s.Turn != m.turn}
	s.told = false
	table, cards := kernel.SeatsOf(len(s.Players)), s.Cards
	for c := range cards {
		// seers(c), written out so that the sight and its viewers inline,
		// the table's seats computed once: this reads every card after
		// every choice Apply measures.
		k := &cards[c]
		if e.sight.See(int32(c), sightOf(k).ViewersAmong(table, k.At, k.KnownTo)) {
			eff.Revealed = true
		}
	}
	e.last, e.ok = eff, true
}

// effectTold flags the choice just measured Revealed when one of its
// events ev tells a seat a secret (engine.Event.Secret): a card accessed
// in R&D or HQ stays where it was, hidden again, so no card's viewers
// grow, yet the Runner learned it, and what follows (a decision to trash
// it or not) may show everyone that there was something to decide.
func (g *Game) effectTold(ev []engine.Event) {
	for _, e := range ev {
		if e.Secret() != "" {
			g.eff.last.Revealed = true
			return
		}
	}
}

// effectStale forgets the masks and the last effect: the state changed
// without Apply measuring it (Step).
func (g *Game) effectStale() { g.eff.ok = false; g.eff.sight.Forget() }

// effectRejected keeps the measure valid after a rejected choice, which
// changed nothing.
func (g *Game) effectRejected() { g.s.told = false }

var _ engine.Effecter = (*Game)(nil)

// LastEffect implements engine.Effecter.
func (g *Game) LastEffect() (engine.Effect, bool) {
	if g.eff.st != g.s {
		return engine.Effect{}, false
	}
	return g.eff.last, g.eff.ok
}
