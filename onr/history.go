package onr

import (
	"fmt"
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
// A trash is the exception (R322, R410): a card trashed unseen ("you can
// ask the Corp if you trashed an Advertisement or Transactions card this
// turn, but you may not look at the cards or the Archives"; a third party
// verifies the answer: here the rules) keeps its card, and N holds the
// seats that could see it then (kernel.Viewers, never 0: with no seat
// knowing it the card is dropped as before). Only those seats and the
// player who trashed it, who may ask them, have a question about the fact
// answered by its card (matching); for any other seat it is a fact about
// a card it cannot name. Nothing names the card: a question only counts
// the facts that pass it.
//
// Cards ask about facts with a Past: which deed, in whose turn (this turn,
// or the opponent's last), done by the card's controller or an opponent,
// of which card types and keywords (Filter) and on which kind of fort.
// Decision: "this turn" is the turn of the player whose turn it is; "his or
// her last turn" is the opponent's own turn that was last, never the
// current one.

// happened adds the fact that seat did deed to card c (0 for none), on fort
// (-1 for none), with amount n, to the history of the current turn.
func (s *State) happened(deed Deed, seat engine.Seat, c, fort, n int32) {
	if s.Active < 0 || int(s.Active) >= len(s.Players) || seat < 0 {
		return
	}
	if c != 0 {
		switch v := s.seers(c) &^ kernel.Spectators; {
		case seenByAll(v, len(s.Players)):
			// every seat may know it: the fact names it
		case deed == DeedTrashed && v != 0:
			n = int32(v) // the seats that know it (R322)
		default:
			c = 0 // hidden from some seat: only that it happened, and where
		}
	}
	if s.mayLast(ModKeptUntilDeed) { // else none is held (lastingkinds.go)
		s.deedEndsKept(deed, seat) // lostatdeed.go
	}
	s.addFact(c, n, int32(deed)|int32(seat+1)<<8|(fort+1)<<16)
	if deed == DeedTrashed && c != 0 && s.Run.Active {
		s.emit(kernel.Occurrence{Type: EvCardTrashed, Seat: seat, Obj: c}) // the run's log (runfacts.go)
	}
}

// addFact adds the fact of the current turn with card c, amount n and
// argument arg (happened's encoding): what AddLasting of its lasting
// effect does, appended in place. A fact is about 45 of the lasting
// effects a game and always of the same kinds, so its kinds are taken out
// of those known absent without reading it (lastingkinds.go), and the
// effect is written where it goes instead of being copied through
// AddLasting and kernel.Core.AddLasting (about 90 instructions a fact);
// TestAddFactIsAddLasting compares the two. Under State.unmasked it is
// AddLasting (the long way).
func (s *State) addFact(c, n, arg int32) {
	if s.unmasked {
		s.AddLasting(kernel.Lasting{Src: c, Seat: s.Active, Mod: ModHappened, N: n, Arg: arg, Until: EvTurnStart, Mine: true})
		return
	}
	k := &s.lastKinds
	k.absent[ModHappened/64] &^= 1 << (ModHappened % 64)
	k.offUntil &^= eventBit(EvTurnStart)
	k.makeStill()
	s.silent &= k.still
	k.offObj &^= objBit(0)
	s.Lasting = append(s.Lasting, kernel.Lasting{Src: c, Seat: s.Active, Mod: ModHappened, N: n, Arg: arg,
		Until: EvTurnStart, Count: 1, Mine: true, After: int32(len(s.Occurred))})
}

// fact is one fact of the history, decoded from its lasting effect.
type fact struct {
	turn engine.Seat // whose turn it happened in
	deed Deed
	by   engine.Seat // who did it
	card int32       // the card concerned, 0 if not public
	fort int32       // the fort concerned, -1 for none
	n    int32
	// knowers are the seats that could see the card of a trash when some
	// seat could not (R322); 0 when every seat could.
	knowers kernel.Viewers
	index   int // of its lasting effect
}

// facts returns the facts of the history, oldest first.
func (s *State) facts() []fact {
	var out []fact
	for i := range s.Lasting {
		l := &s.Lasting[i]
		if l.Mod != ModHappened {
			continue
		}
		x := fact{turn: l.Seat, deed: Deed(l.Arg & 0xff), by: engine.Seat(l.Arg>>8&0xff) - 1,
			card: l.Src, fort: l.Arg>>16 - 1, n: l.N, index: i}
		if x.deed == DeedTrashed {
			x.knowers, x.n = kernel.Viewers(l.N), 0 // no amount: N holds who knew the card
		}
		out = append(out, x)
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
	// ThisFort keeps the facts on the fort the card is installed in or on
	// ("inside or on this fort").
	ThisFort bool
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
		if f.knowers != 0 && f.by != me && !f.knowers.Has(me) {
			f.card = 0 // trashed unseen, and me neither knows it nor trashed it (R322)
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
		if p.ThisFort && (f.fort < 0 || s.fortOfInstalled(self) != f.fort) {
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

// DidAll: "if you made a successful run on both HQ and R&D this turn": for
// each Past of ps, a fact it asks about happened.
func DidAll(ps ...Past) Cond { return didAll{ps} }

type didAll struct{ ps []Past }

func (c didAll) Holds(s *State, self int32) bool {
	for _, p := range c.ps {
		if len(s.matching(self, p, engine.NoSeat)) == 0 {
			return false
		}
	}
	return true
}

// DidAny: "if you liberated or trashed any Black Ops cards": a fact that
// one of ps asks about happened.
func DidAny(ps ...Past) Cond { return didAny{ps} }

type didAny struct{ ps []Past }

func (c didAny) Holds(s *State, self int32) bool {
	for _, p := range c.ps {
		if len(s.matching(self, p, engine.NoSeat)) > 0 {
			return true
		}
	}
	return false
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

// seenByAll reports whether viewers v, who may know a card where it is
// now (State.seers), are every seat of a table of n.
func seenByAll(v kernel.Viewers, n int) bool {
	all := kernel.SeatsOf(n)
	return v&all == all
}

// DidNone: "only if you installed or advanced a card …" read the other
// way: no fact that one of ps asks about happened.
func DidNone(ps ...Past) Cond { return didNone{ps} }

type didNone struct{ ps []Past }

func (c didNone) Holds(s *State, self int32) bool { return !didAny(c).Holds(s, self) }

// fortClosed reports whether fort may not be run now: an active card in
// or on it has a ModFortClosed static whose condition holds ("this fort
// may be run only if you installed or advanced a card inside or on this
// fort during your last turn": the condition is that none was).
func (s *State) fortClosed(fort int32) bool {
	return s.mayStatic(ModFortClosed) && s.statics(ModFortClosed, func(c int32, _ *Ability) bool { return s.fortOfInstalled(c) == fort }) > 0
}

// lastFort returns the fort of the latest fact p asks about that names one
// still there, or -1 ("the last fort on which you made a successful run").
func (s *State) lastFort(f *Frame, p Past) int32 {
	facts := s.matching(f.Src, p, frameTarget(f))
	for i := len(facts) - 1; i >= 0; i-- {
		if fo := facts[i].fort; fo >= 0 && int(fo) < len(s.Forts) && !s.Forts[fo].Gone {
			return fo
		}
	}
	return -1
}

// TrashRezzedIceOnFortOf: "trash all rezzed ice on that fort" (history-
// facts): every piece of rezzed ice installed on the fort of the latest
// fact p asks about is trashed, all at once.
func TrashRezzedIceOnFortOf(p Past) Op { return trashRezzedIceOn{p} }

type trashRezzedIceOn struct{ p Past }

func (o trashRezzedIceOn) Run(s *State, f *Frame) Status {
	fort := s.lastFort(f, o.p)
	if fort < 0 {
		return Next
	}
	var list []int32
	for _, c := range s.Forts[fort].Ice {
		if s.Cards[c].Rezzed {
			list = append(list, c)
		}
	}
	s.trashTogether(f.Src, list)
	return Next
}

// RearrangeIceOnFortOf: "rearrange the ice installed on the last fort on
// which you made a successful run" (history-facts): the controller
// rearranges the ice of the fort of the latest fact p asks about as
// RearrangeFortIce does; face-down ice stays unknown to him.
func RearrangeIceOnFortOf(p Past) Op { return rearrangeIceOn{p} }

type rearrangeIceOn struct{ p Past }

func (o rearrangeIceOn) Run(s *State, f *Frame) Status {
	fort := s.lastFort(f, o.p)
	if fort < 0 {
		return Next
	}
	return s.rearrangeIce(f, fort)
}

// TrashRunnerCardOf: "trash a resource Runner installed during his or her
// last turn" (history-facts): the controller trashes, of its choice, one
// card of the Runner's rig that a fact p asks about names.
func TrashRunnerCardOf(p Past) Op { return trashRunnerCardOf{p} }

type trashRunnerCardOf struct{ p Past }

func (o trashRunnerCardOf) Run(s *State, f *Frame) Status {
	r := s.runnerOf(f)
	if r < 0 {
		return Next
	}
	facts := s.matching(f.Src, o.p, r)
	c, st := s.chooseCard(f, s.P(r).Rig, func(c int32) bool {
		return slices.ContainsFunc(facts, func(x fact) bool { return x.card == c })
	}, VerbTrash, "Choose a card to trash", "ONR-18.3.4")
	if c != 0 {
		s.say(msgCardTrashes, s.cardArg(f.Src), s.cardArg(c))
		s.trashInstalled(c, f.Src)
	}
	return st
}

func (trashRunnerCardOf) speaksOf() who { return ofRunner }

// DerezOrBadPublicity: "the Corp either derezzes that piece of ice or
// receives N Bad Publicity points" (history-facts): the Corp chooses one
// of its rezzed cards that a fact p asks about names to derez, or to take
// the points (VerbDecline); with no such card still rezzed, nothing
// happens (R453).
func DerezOrBadPublicity(p Past, n int32) Op { return derezOrBadPub{p, n} }

type derezOrBadPub struct {
	p Past
	n int32
}

func (o derezOrBadPub) Run(s *State, f *Frame) Status {
	corp := s.corpOf(f)
	if corp < 0 {
		return Next
	}
	if f.Answered {
		if opt, _ := f.Take(); opt.Verb == VerbChoose {
			s.derez(s.byHandle(int32(opt.Card)))
			return Next
		}
		s.giveBadPublicity(corp, o.n)
		return Next
	}
	opts := []engine.Option{{Verb: VerbDecline}}
	for _, x := range s.matching(f.Src, o.p, corp) {
		if c := x.card; c != 0 && s.Cards[c].Rezzed && s.controller(c) == corp &&
			!slices.ContainsFunc(opts, func(op engine.Option) bool { return op.Card == s.h(c) }) {
			opts = append(opts, engine.Option{Verb: VerbChoose, Card: s.h(c)})
		}
	}
	if len(opts) == 1 {
		return Next // that ice is no longer rezzed: no effect (R453)
	}
	return s.ask(corp, fmt.Sprintf("Derez a piece of ice, or decline and receive %d Bad Publicity points", o.n), "ONR-16.3", opts)
}

func (derezOrBadPub) speaksOf() who { return ofCorp }
