package onr

import (
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr/carddb"
)

// The ops below are the shared vocabulary of card text. Each resolves for
// the frame's controller (Frame.Seat) and source card (Frame.Src). "The
// Runner" and "the Corp" of card text are the players the effect speaks of
// (runnerOf, corpOf; targets.go): those of the run in progress, the target
// chosen as the card was played, or the controller's opponent. Every op is a value (a struct of its parameters), so that a
// card's definition can be fingerprinted.

// GainBits: "gain N bits" (ONR-2.1.1).
func GainBits(n int32) Op { return gainBits{n} }

type gainBits struct{ n int32 }

func (o gainBits) Run(s *State, f *Frame) Status {
	s.gain(f.Seat, o.n)
	s.say(msgGainsBits, int32(f.Seat), o.n)
	return Next
}

// Draw: "draw N cards".
func Draw(n int32) Op { return draw{n} }

type draw struct{ n int32 }

func (o draw) Run(s *State, f *Frame) Status {
	s.draw(f.Seat, o.n)
	return Next
}

// EndRun: "end the run" (ONR-11.6.2).
func EndRun() Op { return endRun{} }

type endRun struct{}

func (endRun) Run(s *State, f *Frame) Status {
	if s.Run.Active {
		s.endRun()
		s.say(msgEndsRun, s.cardArg(f.Src)) // "an effect ends the run" for no card
	}
	return Next
}

// NetDamage: "do N Net damage" (ONR-14.1).
func NetDamage(n int32) Op { return damage{kind: Net, n: n} }

// MeatDamage: "do N meat damage".
func MeatDamage(n int32) Op { return damage{kind: Meat, n: n} }

// BrainDamage: "do N brain damage" (ONR-14.2).
func BrainDamage(n int32) Op { return damage{kind: Brain, n: n} }

// UnpreventableDamage: "do N damage. This damage cannot be prevented."
// (ONR-14.4).
func UnpreventableDamage(kind DamageKind, n int32) Op {
	return damage{kind: kind, n: n, unpreventable: true}
}

type damage struct {
	kind          DamageKind
	n             int32
	unpreventable bool
	per           Count // n for each of this count of the source, when set (DamagePer)
}

func (o damage) Run(s *State, f *Frame) Status {
	n := o.n
	if o.per != 0 {
		n *= s.count(f.Src, o.per, nil)
		if n <= 0 {
			s.say(msgDoesNoDamage, s.cardArg(f.Src))
			return Next
		}
	}
	s.doDamage(s.runnerOf(f), o.kind, n, f.Src, o.unpreventable)
	return Next
}

// GiveTags: "give Runner N tags" (ONR-13.1). In a Runner's own card text
// ("the Corp gives you a tag", MS-todon) the tag is the Corp's of the run
// (owned tags, tags.go).
func GiveTags(n int32) Op { return giveTags{n} }

type giveTags struct{ n int32 }

func (o giveTags) Run(s *State, f *Frame) Status {
	owner := f.Seat
	if s.roleOf(owner) == Runner {
		owner = s.corpOf(f)
	}
	s.giveTags(s.runnerOf(f), o.n, f.Src, owner)
	return Next
}

// Trace: "Trace N – if trace is successful, …" (ONR-12). The ops after it
// in the program are what a success does: Do spreads Trace(n, then...) out
// into the trace and then those ops.
func Trace(limit int32, then ...Op) Op { return traceThen{trace{limit: limit}, then} }

// TraceSurcharged: "Trace N – … Pay S bits, in addition to the normal
// cost, for each point of trace above 0" (trace-modifiers): a trace whose
// every point of the Corp's bid costs 1+surcharge bits, and whose bids are
// only those the Corp can pay so (ONR-12.1.2, ONR-12.2.2).
func TraceSurcharged(limit, surcharge int32, then ...Op) Op {
	return traceThen{trace{limit: limit, surcharge: surcharge}, then}
}

// TraceX: "Trace X", X a count of the source card computed as the trace
// begins (computed-amount; Homing Missile's X paid above the rez cost, not
// its strength, R152).
func TraceX(x Count, then ...Op) Op { return traceThen{trace{x: x}, then} }

type traceThen struct {
	trace trace
	then  []Op
}

func (o traceThen) flatten() []Op { return append([]Op{o.trace}, Do(o.then...)...) }

// Run is never called: Do spreads a traceThen out.
func (o traceThen) Run(s *State, f *Frame) Status { return o.trace.Run(s, f) }

// trace starts a trace of strength limit (or count x of the source); once
// it is over it lets the rest of the program resolve if it succeeded
// (Frame.Step marks the wait).
type trace struct {
	limit     int32
	x         Count
	surcharge int32 // bits per point of bid beyond the normal cost
	margin    bool  // the margin is left in the frame (TraceMargin)
}

func (o trace) Run(s *State, f *Frame) Status {
	switch f.Step {
	case 1:
		if s.Trace.Succeeded {
			// Its effect may yet be cancelled (tracecancel.go).
			f.Step = traceSucceededStep
			s.traceEffectWindow(f, s.runnerOf(f), s.corpOf(f))
			return Again
		}
		f.Step = 0
		return Stop
	case traceSucceededStep:
		f.Step = 0
		return Next
	case traceCancelledStep:
		f.Step = 0
		return Stop
	}
	corp := s.corpOf(f)
	limit := o.limit
	if o.x != 0 {
		limit = s.count(f.Src, o.x, nil)
	}
	limit = s.traceLimit(f.Src, s.runnerOf(f), limit) // tracelimit.go
	s.Trace = TraceState{Active: true, Corp: corp, Runner: s.runnerOf(f), Src: f.Src, Limit: limit, BidSurcharge: o.surcharge}
	if o.surcharge > 0 {
		s.say(msgTraceSurcharge, s.cardArg(f.Src), limit, o.surcharge)
	} else {
		s.say(msgTrace, s.cardArg(f.Src), limit)
	}
	f.Step = 1
	tf := Frame{Kind: FrameTrace, Seat: corp, Src: f.Src}
	if o.margin {
		tf.M = traceKeepsMargin // tracemargin.go
	}
	s.push(tf)
	return Again
}

// TrashRunnerCard: the controller trashes one installed card of type t of
// the Runner's, of its choice ("trash a program", "trash a piece of
// hardware").
func TrashRunnerCard(t carddb.Type) Op { return trashRunnerCard{t} }

type trashRunnerCard struct{ t carddb.Type }

func (o trashRunnerCard) Run(s *State, f *Frame) Status {
	c, st := s.chooseCard(f, s.P(s.runnerOf(f)).Rig, func(c int32) bool { return s.isType(c, o.t) },
		VerbTrash, "Choose a "+string(o.t)+" to trash", "ONR-18.3.4")
	if c != 0 {
		s.say(msgCardTrashes, s.cardArg(f.Src), s.cardArg(c))
		s.trashInstalled(c, f.Src)
	}
	return st
}

// RezIceFree: "you may rez a piece of ice, at no cost" (ONR-9.6).
func RezIceFree() Op { return rezIceFree{} }

type rezIceFree struct{}

func (rezIceFree) Run(s *State, f *Frame) Status {
	if f.Answered {
		o, _ := f.Take()
		if o.Verb == VerbRez {
			s.rez(s.byHandle(int32(o.Card)), true)
		}
		return Next
	}
	opts := []engine.Option{{Verb: VerbNone}}
	for fi := range s.fortsOf(f.Seat) {
		for _, c := range s.Forts[fi].Ice {
			if !s.Cards[c].Rezzed && s.canPayRezAlso(f.Seat, c) {
				opts = append(opts, engine.Option{Verb: VerbRez, Card: s.h(c)})
			}
		}
	}
	if len(opts) == 1 {
		return Next
	}
	return s.ask(f.Seat, "You may rez a piece of ice at no cost", "ONR-9.6", opts)
}

// LoseAllBits: the opponent of the controller loses every bit in his or her
// pool; bits stored on cards stay (R103).
func LoseAllBits() Op { return loseAllBits{} }

type loseAllBits struct{}

func (loseAllBits) Run(s *State, f *Frame) Status {
	o := s.opponentOf(f)
	s.say(msgLosesBits, int32(o), s.P(o).Bits)
	s.lose(o, s.P(o).Bits)
	return Next
}

// GiveBadPublicity: "give the Corp N Bad Publicity points" (ONR-16.3);
// with 7 or more the Corp loses at once.
func GiveBadPublicity(n int32) Op { return giveBadPublicity{n} }

type giveBadPublicity struct{ n int32 }

func (o giveBadPublicity) Run(s *State, f *Frame) Status {
	s.giveBadPublicity(s.corpOf(f), o.n)
	return Next
}

// giveBadPublicity gives Corp seat n Bad Publicity points (ONR-16.3).
func (s *State) giveBadPublicity(seat engine.Seat, n int32) {
	p := s.P(seat)
	p.BadPub += n
	s.say(msgGetsBadPublicity, int32(p.Seat), n, p.BadPub)
	s.checkPoints()
}

// OpponentLosesBits: the controller's opponent loses up to N bits
// (ONR-18.1.1).
func OpponentLosesBits(n int32) Op { return opponentLosesBits{n} }

type opponentLosesBits struct{ n int32 }

func (o opponentLosesBits) Run(s *State, f *Frame) Status {
	opp := s.opponentOf(f)
	s.say(msgLosesBits, int32(opp), min(o.n, s.P(opp).Bits))
	s.lose(opp, o.n)
	return Next
}

// RemoveTags: "remove up to N tags, at no cost".
func RemoveTags(n int32) Op { return removeTags{n} }

type removeTags struct{ n int32 }

func (o removeTags) Run(s *State, f *Frame) Status {
	return s.removeTagsStep(f, o.n)
}

// GainPerVirus: the Runner gains one bit for every per counters of the
// virus program whose effect this is (Frame.Ref), held by the Corps
// opposing him (Butcher Boy).
func GainPerVirus(per int32) Op { return gainPerVirus{per} }

type gainPerVirus struct{ per int32 }

func (o gainPerVirus) Run(s *State, f *Frame) Status {
	for corp := range s.opposing(f.Seat, Corp) {
		for _, v := range s.P(corp).Virus {
			if v.ID == f.Ref.Card && v.N/o.per > 0 {
				s.gain(f.Seat, v.N/o.per)
				s.say(msgCountersGiveBits, int32(v.ID), v.N/o.per)
			}
		}
	}
	return Next
}

// IgnoreUnless: "ignore this effect unless …" (Shock Treatment). If cond
// does not hold when the op is reached, the rest of the program does
// nothing; put it first so that the condition is checked as the effect
// resolves (for an access effect, when the card is accessed). Nothing is
// logged: the source may be a face-down card whose title must not reach a
// spectator.
func IgnoreUnless(cond Cond) Op { return ignoreUnless{cond} }

type ignoreUnless struct{ cond Cond }

func (o ignoreUnless) Run(s *State, f *Frame) Status {
	if o.cond.Holds(s, f.Src) {
		return Next
	}
	return Stop
}

// chooseCard is the two-phase choice of one card that many ops make: run
// first, it asks the frame's controller to choose one of the cards for
// which ok holds among cards, with options of verb, and returns Wait; run
// again with the answer, it returns the card chosen. With no card to choose
// it returns 0 and Next. ok reads only what every seat knows of the cards
// (rezzed or not, the type of a face-down rig card); chooseCardAmongHidden
// is for an ok that reads what they hide.
func (s *State) chooseCard(f *Frame, cards []int32, ok func(c int32) bool, verb engine.Verb, prompt, rule string) (int32, Status) {
	return s.chooseAmong(f, cards, ok, false, verb, prompt, rule)
}

// chooseCardAmongHidden is chooseCard for an ok that reads what a card
// hides from another seat (a keyword, a cost, its subroutines): with no
// card to choose while some card of cards is hidden so, the controller is
// asked all the same, with "none" alone (answered: 0 and Next), so that
// being asked tells nothing of it.
func (s *State) chooseCardAmongHidden(f *Frame, cards []int32, ok func(c int32) bool, verb engine.Verb, prompt, rule string) (int32, Status) {
	return s.chooseAmong(f, cards, ok, true, verb, prompt, rule)
}

// chooseAmong is chooseCard, and chooseCardAmongHidden when hiddenOK.
func (s *State) chooseAmong(f *Frame, cards []int32, ok func(c int32) bool, hiddenOK bool, verb engine.Verb, prompt, rule string) (int32, Status) {
	if f.Answered {
		o, _ := f.Take()
		if o.Verb == VerbNone {
			return 0, Next
		}
		return s.byHandle(int32(o.Card)), Next
	}
	var opts []engine.Option
	for _, c := range cards {
		if ok(c) {
			opts = append(opts, engine.Option{Verb: verb, Card: s.h(c)})
		}
	}
	if len(opts) == 0 {
		if !hiddenOK || !slices.ContainsFunc(cards, func(c int32) bool { return s.hiddenFromOthers(c, f.Seat) }) {
			return 0, Next
		}
		opts = append(opts, engine.Option{Verb: VerbNone})
	}
	return 0, s.ask(f.Seat, prompt, rule, opts)
}

// hiddenFromOthers reports whether card c is hidden from some seat other
// than seat, or from a spectator.
func (s *State) hiddenFromOthers(c int32, seat engine.Seat) bool {
	if !s.visible(c, engine.NoSeat) {
		return true
	}
	for other := range s.Players {
		if engine.Seat(other) != seat && !s.visible(c, engine.Seat(other)) {
			return true
		}
	}
	return false
}

// installedIce returns the ice installed on Corp seat's forts, fort by
// fort, outermost first.
func (s *State) installedIce(seat engine.Seat) []int32 {
	var out []int32
	for fi := range s.fortsOf(seat) {
		out = append(out, s.Forts[fi].Ice...)
	}
	return out
}

// cardName names card c in events: it names only cards both players can
// see when the event happens (ice being encountered, rezzed cards).
func (s *State) cardName(c int32) string {
	if c == 0 {
		return "an effect"
	}
	return s.def(c).Title
}

// ArchivesToHQ: "bring any card from the Archives into HQ" (Off-Site
// Backups). The controller chooses among both piles. A face-up card is
// named to both players and stays known to the Runner in HQ (Card.Known),
// like a card accessed there; a face-down one only to the Corp (ONR-2.6).
func ArchivesToHQ() Op { return archivesToHQ{} }

type archivesToHQ struct{}

func (archivesToHQ) Run(s *State, f *Frame) Status {
	if f.Answered {
		o, _ := f.Take()
		c := s.byHandle(int32(o.Card))
		k := &s.Cards[c]
		faceUp := k.FaceUp
		s.move(c, f.Seat, ZoneHand, false)
		k.FaceUp, k.Known = false, faceUp
		if faceUp {
			// Every player saw it face up, and knows it, as with a card
			// accessed in HQ.
			k.KnownTo = kernel.SeatsOf(len(s.Players))
			s.sayTo(s.allSeats(), msgBringsFaceUpToHQ, s.cardArg(c))
		} else {
			s.sayTo(seatBit(f.Seat), msgBringsFaceDownToHQ, s.cardArg(c))
		}
		return Next
	}
	archives := s.P(f.Seat).Discard
	opts := make([]engine.Option, 0, len(archives))
	for _, c := range archives {
		opts = append(opts, engine.Option{Verb: VerbChoose, Card: s.h(c)})
	}
	if len(opts) == 0 {
		return Next
	}
	return s.ask(f.Seat, "Bring a card from the Archives into HQ", "ONR-2.2.3", opts)
}
