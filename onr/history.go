package onr

import (
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// The history of the turns (history-facts): what happened during a
// player's current or last turn that cards ask about ("play only if Runner
// trashed any nodes during his or her last turn", "if you liberated any
// Black Ops agendas this turn", "for each piece of ice the Corp rezzed
// during that turn").
//
// Each such public occurrence leaves a fact: a ModHappened lasting effect
// bound to the player whose turn it is (Seat), which lasts until that
// player's next turn starts (EvTurnStart, his or her own). Lasting effects
// are part of the state, so the facts are cloned, saved and fingerprinted
// with it and need no field of their own. A fact holds what happened (a
// Deed) and who did it (Arg), the card concerned (Src) only if every seat
// could see it then (a card the Corp installs face down is "a card
// installed on fort X": Src 0), the fort (Arg) and an amount (N: the
// advancement counters of a stolen agenda). Facts are never bound to the
// card (Obj 0): they outlive its leaving play.
//
// Cards ask about facts with a Past: which deed, in whose turn (this turn,
// or the opponent's last), done by the card's controller or an opponent,
// of which card types and keywords (Filter) and on which kind of fort.
// Decision: "this turn" is the turn of the player whose turn it is; "his or
// her last turn" is the opponent's own turn that was last, never the
// current one.

// record adds the fact that seat did deed to card c (0 for none), on fort
// (-1 for none), with amount n, to the history of the current turn.
func (s *State) record(deed Deed, seat engine.Seat, c, fort, n int32) {
	if s.Active < 0 || int(s.Active) >= len(s.Players) || seat < 0 {
		return
	}
	if c != 0 && !s.seenByAll(c) {
		c = 0 // hidden from some seat: only that it happened, and where
	}
	s.AddLasting(kernel.Lasting{Src: c, Seat: s.Active, Mod: ModHappened, N: n,
		Arg: int32(deed) | int32(seat+1)<<8 | (fort+1)<<16, Until: EvTurnStart, Mine: true})
}

// fact is one fact of the history, decoded from its lasting effect.
type fact struct {
	turn  engine.Seat // whose turn it happened in
	deed  Deed
	by    engine.Seat // who did it
	card  int32       // the card concerned, 0 if not public
	fort  int32       // the fort concerned, -1 for none
	n     int32
	index int // of its lasting effect
}

// facts returns the facts of the history, oldest first.
func (s *State) facts() []fact {
	var out []fact
	for i := range s.Lasting {
		l := &s.Lasting[i]
		if l.Mod != ModHappened {
			continue
		}
		out = append(out, fact{turn: l.Seat, deed: Deed(l.Arg & 0xff), by: engine.Seat(l.Arg>>8&0xff) - 1,
			card: l.Src, fort: l.Arg>>16 - 1, n: l.N, index: i})
	}
	return out
}

// Past is a question about the history of a turn (history-facts): the
// facts of deed Deed in turn Turn, done by the card's controller (ByYou) or
// by any opponent of his or hers, concerning a card that passes Filter
// (only public cards pass a filter that names types or keywords) on a fort
// of a kind in At (any fort, or none, when At is empty).
type Past struct {
	Deed   Deed
	Turn   PastTurn
	ByYou  bool
	Filter Filter
	At     []Central
}

// matching returns the facts that p asks about, for card self's text; of
// an opponent's deeds, those of seat by only unless by is NoSeat.
func (s *State) matching(self int32, p Past, by engine.Seat) []fact {
	me := s.controllerOf(self)
	if me < 0 {
		return nil
	}
	var out []fact
	for _, f := range s.facts() {
		if f.deed != p.Deed || f.by < 0 || int(f.by) >= len(s.Players) {
			continue
		}
		if p.ByYou && f.by != me || !p.ByYou && (s.roleOf(f.by) == s.roleOf(me) || by >= 0 && f.by != by) {
			continue
		}
		if p.Turn == ThisTurn && f.turn != s.Active || p.Turn == TheirLastTurn && (f.turn != f.by || f.turn == s.Active) {
			continue
		}
		if (len(p.Filter.Types) > 0 || len(p.Filter.Keywords) > 0) && (f.card == 0 || !p.Filter.matches(s, f.card)) {
			continue
		}
		if len(p.At) > 0 && (f.fort < 0 || !slices.Contains(p.At, s.Forts[f.fort].Central)) {
			continue
		}
		out = append(out, f)
	}
	return out
}

// Did: "if …" a fact of the history (history-facts) that p asks about
// happened: "play only if Runner trashed any nodes during his or her last
// turn" is Did(Past{Deed: DeedTrashed, Turn: TheirLastTurn, Filter:
// Filter{Types: node}}).
func Did(p Past) Cond { return did{p} }

type did struct{ p Past }

func (c did) Holds(s *State, self int32) bool { return c.holdsOn(s, self, engine.NoSeat) }

// holdsOn: at a table of several Runners or Corps, the deeds of the
// opponent the card targets (targets.go).
func (c did) holdsOn(s *State, self int32, target engine.Seat) bool {
	return len(s.matching(self, c.p, target)) > 0
}

// DidBoth: "if you made a successful run on both HQ and R&D this turn": a
// fact that a asks about and one that b asks about happened.
func DidBoth(a, b Past) Cond { return didBoth{a, b} }

type didBoth struct{ a, b Past }

func (c didBoth) Holds(s *State, self int32) bool {
	return len(s.matching(self, c.a, engine.NoSeat)) > 0 && len(s.matching(self, c.b, engine.NoSeat)) > 0
}

// GainBitsPerFact: "gain N bits for each piece of ice the Corp rezzed
// during that turn" (history-facts): the controller gains N bits for each
// fact p asks about, or, with sum, N for each of their amounts ("three
// times the number of advancement counters those agendas had"). Decision:
// at a table of several opponents, with no target chosen, the deeds of
// each of them count.
func GainBitsPerFact(n int32, p Past, sum bool) Op { return gainBitsPerFact{n, p, sum} }

type gainBitsPerFact struct {
	n   int32
	p   Past
	sum bool
}

func (o gainBitsPerFact) Run(s *State, f *Frame) Status {
	var k int32
	for _, x := range s.matching(f.Src, o.p, frameTarget(f)) {
		if o.sum {
			k += x.n
		} else {
			k++
		}
	}
	if k*o.n <= 0 {
		return Next
	}
	s.gain(f.Seat, k*o.n)
	s.say(msgGainsBits, int32(f.Seat), k*o.n)
	return Next
}

// fortOfInstalled returns the fort of Corp card c installed there, or -1.
func (s *State) fortOfInstalled(c int32) int32 {
	if z := s.Cards[c].Zone; z == ZoneIce || z == ZoneFort {
		return s.Cards[c].Fort
	}
	return -1
}

// seenByAll reports whether every seat may know card c where it is now.
func (s *State) seenByAll(c int32) bool {
	for i := range s.Players {
		if !s.visible(c, engine.Seat(i)) {
			return false
		}
	}
	return true
}
