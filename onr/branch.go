package onr

import (
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Conditional effects (conditional-effects, unless-pays): "if …", "you may
// …", "… unless the Runner pays N", "pay N, or …" inside one effect. Each
// is spread out by Do like a trace: a branch op, then the ops it governs;
// the branch op lets them resolve, or skips them (the program goes on after
// them). The ops governed are written inside the constructor, so a card
// reads as its text:
//
//	onr.Sub(onr.UnlessRunnerPays(1, onr.EndRun()))
//	onr.MayDo(onr.StoreInHQ(), onr.GainBits(1))
//
// A governed op that stops its program (a failed trace) stops the rest of
// it, as everywhere.

// If: "if cond, …": the ops resolve only if cond holds for the source card
// as the effect reaches them.
func If(cond Cond, ops ...Op) Op { return governed{branch{cond: cond}, ops} }

// Unless: "… unless cond": the ops resolve only if cond does not hold.
func Unless(cond Cond, ops ...Op) Op { return governed{branch{cond: cond, neg: true}, ops} }

// MayDo: "you may …": the controller chooses whether the ops resolve
// (ONR-18.1). The option names the ability whose effect it is
// (VerbUse of the source card, with the ability's Label).
func MayDo(ops ...Op) Op { return governed{mayDo{}, ops} }

// MayPay: "you may pay N bits to …": MayDo for a price, offered only when
// the controller has the bits in its pool.
func MayPay(n int32, ops ...Op) Op { return governed{mayDo{bits: n}, ops} }

// UnlessRunnerPays: "… unless the Runner pays N bits": the Runner the
// effect speaks of chooses whether to pay; if he or she pays, the ops do
// not resolve. A Runner without N bits in the pool cannot pay, and is not
// asked (bit pools are public, R018).
func UnlessRunnerPays(n int32, ops ...Op) Op {
	return governed{unlessPays{n: n, runner: true}, ops}
}

// UnlessYouPay: "pay N bits, or …": the controller chooses whether to pay
// (Datacomb: "pay 1 bit, or uninstall it and store it in HQ"); if it pays,
// the ops do not resolve.
func UnlessYouPay(n int32, ops ...Op) Op { return governed{unlessPays{n: n}, ops} }

// gate is an op that decides whether the skip ops after it resolve: it
// returns true to let them.
type gate interface {
	Op
	withSkip(n int32) Op
}

// governed is a gate and the ops it governs, before Do spreads them out.
type governed struct {
	gate gate
	ops  []Op
}

func (o governed) flatten() []Op {
	body := Do(o.ops...)
	return append([]Op{o.gate.withSkip(int32(len(body)))}, body...)
}

// Run is never called: Do spreads a governed op out.
func (o governed) Run(s *State, f *Frame) Status { return Next }

// skip makes the program go on after the n ops that follow the current one.
func skip(f *Frame, n int32) Status {
	f.PC += n
	return Next
}

type branch struct {
	cond Cond
	neg  bool
	n    int32
}

func (o branch) withSkip(n int32) Op { o.n = n; return o }

func (o branch) Run(s *State, f *Frame) Status {
	if o.cond.Holds(s, f.Src) != o.neg {
		return Next
	}
	return skip(f, o.n)
}

type mayDo struct{ n, bits int32 }

func (o mayDo) withSkip(n int32) Op { o.n = n; return o }

func (o mayDo) Run(s *State, f *Frame) Status {
	if f.Answered {
		if a, _ := f.Take(); a.Verb == VerbUse && s.spendable(f.Seat) >= o.bits {
			if o.bits > 0 {
				s.payBits(f.Seat, f.Src, o.bits)
				s.say(msgPaysFor, int32(f.Seat), o.bits, s.cardArg(f.Src))
			}
			return Next
		}
		return skip(f, o.n)
	}
	if f.Src == 0 || f.Ref.IsBuiltin() {
		return Next
	}
	if s.spendable(f.Seat) < o.bits {
		return skip(f, o.n)
	}
	return s.ask(f.Seat, fmt.Sprintf("%s: you may %s", s.cardName(f.Src), s.def(f.Src).Abilities[f.Ref.Ability].Label), "ONR-18.1",
		[]engine.Option{{Verb: VerbDecline}, {Verb: VerbUse, Card: s.h(f.Src), Arg: int(f.Ref.Ability)}})
}

type unlessPays struct {
	n      int32
	runner bool
	skip   int32
}

func (o unlessPays) withSkip(n int32) Op { o.skip = n; return o }

func (o unlessPays) Run(s *State, f *Frame) Status {
	payer := f.Seat
	if o.runner {
		payer = s.runnerOf(f)
	}
	if f.Answered {
		if a, _ := f.Take(); a.Verb != VerbPay || s.spendable(payer) < o.n {
			return Next
		}
		s.payBits(payer, f.Src, o.n)
		s.say(msgPaysFor, int32(payer), o.n, s.cardArg(f.Src))
		return skip(f, o.skip)
	}
	if payer < 0 || s.spendable(payer) < o.n {
		return Next
	}
	return s.ask(payer, fmt.Sprintf("%s: pay %d bits, or it takes effect", s.cardName(f.Src), o.n), "ONR-18.1",
		[]engine.Option{{Verb: VerbDecline}, {Verb: VerbPay, Card: s.h(f.Src), Arg: int(o.n)}})
}

// Conditions on what is happening now.
var (
	// RunGoesOn: a run is in progress and has not ended (R118: an effect
	// of passing ice does nothing once the run has ended).
	RunGoesOn Cond = CondFunc(runGoesOn)
	// BrokeAllLastEncounter: the Runner broke every subroutine of the ice
	// of the last encounter that ended in this run (history-facts; Fatal
	// Attractor).
	BrokeAllLastEncounter Cond = CondFunc(brokeAllLastEncounter)
)

// HappenedThisRun: "if … during this run" (history-facts): the run's log
// (Run.Log) holds an occurrence of type ev concerning a card with keyword
// (any card when keyword is "").
func HappenedThisRun(ev kernel.EventType, keyword string) Cond { return happenedThisRun{ev, keyword} }

// NoisyUsedThisRun: "if Runner has used a noisy icebreaker during this
// run" (the Sleepy ice): a break or strength ability of an icebreaker that
// is Noisy (ONR-16.2.2).
var NoisyUsedThisRun = HappenedThisRun(EvBreakerUsed, "Noisy")

type happenedThisRun struct {
	ev      kernel.EventType
	keyword string
}

func (c happenedThisRun) Holds(s *State, _ int32) bool {
	if !s.Run.Active {
		return false
	}
	for _, o := range s.Run.Log {
		if o.Type == c.ev && (c.keyword == "" || (o.Obj > 0 && s.hasKeyword(o.Obj, c.keyword))) {
			return true
		}
	}
	return false
}

func runGoesOn(s *State, _ int32) bool { return s.Run.Active && !s.Run.Ended && !s.Run.JackedOut }

func brokeAllLastEncounter(s *State, _ int32) bool {
	log := s.Run.Log
	for i := len(log) - 1; i >= 0; i-- {
		if log[i].Type == EvEncounterEnd {
			return i > 0 && log[i-1].Type == EvAllSubsBroken && log[i-1].Obj == log[i].Obj
		}
	}
	return false
}

// UnlessSpentAsMuch: "Secretly spend 0 to max bits; Runner does the same.
// Then you and Runner reveal how much each of you spent. … unless you spent
// as many bits as Runner spent" (secret-choice; Too Many Doors). Both
// players are asked at once, each only for a number from 0 to what he or
// she may spend (ONR-12.2.2 has traces bid the same way); each answer waits
// in the program's frame (its list) until both are in, and no view shows
// it; an information state is refused meanwhile (info.go). Then both are
// revealed and paid, and the ops resolve unless the controller spent as
// much as the Runner.
func UnlessSpentAsMuch(max int32, ops ...Op) Op { return governed{secretSpend{max: max}, ops} }

type secretSpend struct{ max, n int32 }

func (o secretSpend) withSkip(n int32) Op { o.n = n; return o }

// secret marks an op whose frame holds a secret answer (its list).
func (secretSpend) secret() {}

func (o secretSpend) Run(s *State, f *Frame) Status {
	you, runner := f.Seat, s.runnerOf(f)
	if runner < 0 {
		return Next
	}
	if len(s.List(f)) != 2 {
		s.SetList(f, []int32{-1, -1})
	}
	bids := s.List(f) // changed in place
	if f.Answered {
		_, n := f.Take()
		if f.By == you {
			bids[0] = n
		} else {
			bids[1] = n
		}
	}
	prompt := fmt.Sprintf("%s: secretly spend 0 to %d bits", s.cardName(f.Src), o.max)
	if bids[0] < 0 || bids[1] < 0 {
		if bids[0] < 0 && !s.Asking(you) {
			s.askNumber(you, prompt, "ONR-18.1", 0, min(o.max, s.P(you).Bits))
		}
		if bids[1] < 0 && !s.Asking(runner) {
			s.askNumber(runner, prompt, "ONR-18.1", 0, min(o.max, s.spendable(runner)))
		}
		return Wait
	}
	mine, theirs := bids[0], bids[1]
	s.SetList(f, nil)
	s.payBits(you, f.Src, mine)
	s.payBits(runner, f.Src, theirs)
	s.say(msgSpendsRevealed, s.cardArg(f.Src), int32(you), mine, int32(runner), theirs)
	if mine == theirs {
		return skip(f, o.n)
	}
	return Next
}

// IfElse: "if cond, …; otherwise, …": then resolves if cond holds as the
// effect reaches it, otherwise otherwise.
func IfElse(cond Cond, then, otherwise []Op) Op { return ifElse{cond, then, otherwise} }

type ifElse struct {
	cond            Cond
	then, otherwise []Op
}

func (o ifElse) flatten() []Op {
	t, e := Do(o.then...), Do(o.otherwise...)
	out := append([]Op{branch{cond: o.cond, n: int32(len(t)) + 1}}, t...)
	out = append(out, jump{int32(len(e))})
	return append(out, e...)
}

// Run is never called: Do spreads an ifElse out.
func (o ifElse) Run(s *State, f *Frame) Status { return Next }

// jump moves the program past the next n ops (the end of a "then").
type jump struct{ n int32 }

func (o jump) Run(s *State, f *Frame) Status { return skip(f, o.n) }

// HasBits: the controller of the card has at least n bits in the pool
// ("if you have 12 bits or more in your pool").
func HasBits(n int32) Cond { return hasBits{n} }

type hasBits struct{ n int32 }

func (c hasBits) Holds(s *State, self int32) bool {
	return self != 0 && s.P(s.controller(self)).Bits >= c.n
}
