package onr

import (
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Effects that outlive their resolution (lasting-effects, run-rider,
// end-of-turn, run-lock-until-paid, runner-counters). Each is a
// kernel.Lasting; those that do something later are delayed triggers that
// run the rest of the card's own program (Lasting.Ref and PC: the ops
// written after them), so a card reads as its text:
//
//	onr.Sub(onr.EveryTimeThisRun(onr.EvEncounterStart, onr.UnlessRunnerPays(2, onr.EndRun())))
//	onr.Sub(onr.EndRun(), onr.AtTurnEnd(onr.TrashThis()))
//
// The ops after such a rider are not resolved now: they are its effect.

// later is a rider that makes the rest of its program a delayed trigger.
type later struct {
	on     kernel.EventType
	until  kernel.EventType
	starts kernel.EventType
	every  bool
	text   string
}

func (o later) Run(s *State, f *Frame) Status {
	if f.Ref.IsBuiltin() || (o.until == EvRunEnds && !s.Run.Active) {
		return Stop
	}
	s.AddLasting(kernel.Lasting{Src: f.Src, Seat: f.Seat, On: o.on, Until: o.until, Starts: o.starts, Every: o.every,
		Ref: f.Ref, PC: f.PC + 1})
	if o.text != "" {
		s.say(msgRider, s.cardArg(f.Src), word(o.text))
	}
	return Stop
}

// EveryTimeThisRun: "for the remainder of the run, whenever on happens,
// …": the ops after it resolve at each occurrence of on until the run
// ends (Ball and Chain: each encounter).
func EveryTimeThisRun(on kernel.EventType, ops ...Op) Op {
	return riderThen{later{on: on, until: EvRunEnds, every: true, text: "for the remainder of the run, " + eventName(on) + " has an effect"}, ops}
}

// AfterNextEncounter: "the next time the Runner encounters a piece of ice
// during the run, …": the ops after it resolve when that encounter ends
// (Fatal Attractor). If the run ends first, they do not (R223).
func AfterNextEncounter(ops ...Op) Op {
	return riderThen{later{on: EvEncounterEnd, starts: EvEncounterStart, until: EvRunEnds, text: "the next encounter of the run has an effect"}, ops}
}

// AtTurnEnd: "at the end of the turn, …" (end-of-turn): the ops after it
// resolve when this turn ends, before the end-of-turn discard (ONR-5.1.5;
// Puzzle).
func AtTurnEnd(ops ...Op) Op {
	return riderThen{later{on: EvTurnEnd, text: "at the end of the turn, an effect resolves"}, ops}
}

// riderThen is a rider and its ops, before Do spreads them out.
type riderThen struct {
	rider Op
	ops   []Op
}

func (o riderThen) flatten() []Op { return append([]Op{o.rider}, Do(o.ops...)...) }

// Run is never called: Do spreads a riderThen out.
func (o riderThen) Run(s *State, f *Frame) Status { return Next }

// EncounteredAtPlus: "for the remainder of the run, all ice is encountered
// at +N strength" (Mastiff); further: "all further ice", the encounters
// that begin after it resolves (Canis Major).
func EncounteredAtPlus(n int32, further bool) Op { return encounteredAt{n, further} }

type encounteredAt struct {
	n       int32
	further bool
}

func (o encounteredAt) Run(s *State, f *Frame) Status {
	if !s.Run.Active {
		return Next
	}
	l := kernel.Lasting{Src: f.Src, Seat: f.Seat, Mod: ModEncounterStrength, N: o.n, Until: EvRunEnds}
	if o.further {
		l.Starts = EvEncounterStart
	}
	s.AddLasting(l)
	s.say(msgIceStrongerThisRun, s.cardArg(f.Src), o.n)
	return Next
}

// NoRunsUntilPaid: "Runner cannot run again until Runner takes an action
// to pay N bits" (run-lock-until-paid; Asp, Fang, Rex). The lock is a
// lasting prohibition (ModCannotRun) with a Price: the Runner's action
// "lift" pays it and ends it. Each lock is lifted by its own action
// (decision: two locks are two conditions, each met by its own payment).
func NoRunsUntilPaid(n int32) Op { return noRunsUntilPaid{n} }

type noRunsUntilPaid struct{ n int32 }

func (o noRunsUntilPaid) Run(s *State, f *Frame) Status {
	r := s.runnerOf(f)
	if r < 0 {
		return Next
	}
	s.AddLasting(kernel.Lasting{Src: f.Src, Seat: r, Mod: ModCannotRun, Price: o.n})
	s.say(msgCannotRunUntilPaid, s.cardArg(f.Src), o.n)
	return Next
}

// GiveRunnerCounter: "give Runner a counter. Each counter does … at each
// on. Runner may remove a counter by taking an action to spend price bits"
// (runner-counters; Cerberus, Data Raven, Mastiff). Each counter is a
// lasting delayed trigger bound to the Runner (ModRunnerCounter, Every,
// Mine: only the Runner's own runs or turns fire it) that runs the ops
// after it, as the effect of the card's owner; the Runner's action "lift"
// removes one.
func GiveRunnerCounter(on kernel.EventType, price int32, ops ...Op) Op {
	return riderThen{runnerCounter{on, price}, ops}
}

type runnerCounter struct {
	on    kernel.EventType
	price int32
}

func (o runnerCounter) Run(s *State, f *Frame) Status {
	r := s.runnerOf(f)
	if r < 0 || f.Ref.IsBuiltin() {
		return Stop
	}
	s.AddLasting(kernel.Lasting{Src: f.Src, Seat: r, Mod: ModRunnerCounter, On: o.on, Every: true, Mine: true, Price: o.price,
		Ref: f.Ref, PC: f.PC + 1})
	s.say(msgGivesRunnerCounter, s.cardArg(f.Src), s.cardArg(f.Src))
	return Stop
}

// TrashThis: "trash this card" (basic-ops), if it is still installed.
func TrashThis() Op { return trashThis{} }

type trashThis struct{}

func (trashThis) Run(s *State, f *Frame) Status {
	if c := f.Src; c != 0 && s.installed(c) {
		s.say(msgIsTrashed, s.cardArg(c))
		if s.Cards[c].Side == Runner {
			s.trashInstalled(c, c)
		} else {
			s.trash(c)
		}
	}
	return Next
}

// StoreInHQ: "uninstall it and store it in HQ" (uninstall-to-hq): the
// installed Corp card whose effect this is goes to its controller's HQ. It
// was rezzed where everyone saw it, so every player knows it in HQ
// (Card.KnownTo), as with a face-up card brought back from the Archives;
// ice outside the run's position moves in (ONR-2.2.5).
func StoreInHQ() Op { return storeInHQ{} }

type storeInHQ struct{}

func (storeInHQ) Run(s *State, f *Frame) Status {
	s.storeInHQ(f.Src)
	return Next
}

// storeInHQ uninstalls Corp card c and stores it in its controller's HQ
// (StoreInHQ); ice encountered outside any fort is stored from where it is
// held, face up and known to all (R127); another card not installed stays
// where it is.
func (s *State) storeInHQ(c int32) {
	if c == 0 || s.Cards[c].Side != Corp || !s.installed(c) && !s.encounteredOutside(c) {
		return
	}
	public := s.Cards[c].Rezzed || s.Cards[c].FaceUp
	corp := s.controller(c)
	s.move(c, corp, ZoneHand, false)
	k := &s.Cards[c]
	k.FaceUp = false
	if public {
		k.Known, k.KnownTo = true, kernel.SeatsOf(len(s.Players))
		s.say(msgStoresInHQ, int32(corp), s.cardArg(c))
	} else {
		s.sayTo(seatBit(corp), msgStoresHiddenInHQ, int32(corp), s.cardArg(c))
	}
}

// BuyForEncounter: "N bits: this ice has one … subroutine for the present
// encounter. Use this ability only when Runner encounters it"
// (corp-encounter-ability; Iceberg, Riddler): as the encounter begins, the
// controller buys as many as it wishes and can afford (R156); the ice's
// ModExtraSubs static counts them (CountBought).
func BuyForEncounter(bits int32) Op { return buyForEncounter{bits} }

type buyForEncounter struct{ bits int32 }

func (o buyForEncounter) Run(s *State, f *Frame) Status {
	c := f.Src
	if c == 0 || s.Run.Encounter != c || o.bits <= 0 {
		return Next
	}
	var n int32
	if f.Answered {
		_, n = f.Take()
	} else if hi := s.P(f.Seat).Bits / o.bits; hi > 0 {
		return s.askNumber(f.Seat, fmt.Sprintf("%s: buy subroutines for this encounter at %d bits each", s.cardName(c), o.bits), "R156", 0, hi)
	}
	n = min(n, s.P(f.Seat).Bits/o.bits)
	if n <= 0 {
		return Next
	}
	s.payBits(f.Seat, c, n*o.bits)
	s.AddLasting(kernel.Lasting{Src: c, Seat: f.Seat, Mod: ModBought, N: n, Obj: c, Until: EvEncounterEnd})
	s.say(msgBuysSubroutines, int32(f.Seat), n*o.bits, s.cardArg(c), n)
	return Next
}

// DamagePer: "do N damage of kind for each …" (computed-amount): N times
// count x of the source card, computed as the effect resolves (Bug Zapper:
// 2 Net for each rezzed piece of ice installed outside it, R095).
func DamagePer(kind DamageKind, n int32, x Count) Op { return damage{kind: kind, n: n, per: x} }

// GainScopedBits: "gain N bits. Use these bits only to …. When the …
// ends, return to the bank any of the N bits you did not spend"
// (scoped-bits; Pocket Virtual Reality's bits for its traces, until the
// encounter ends). The bits are a lasting effect bound to the source card
// (ModScopedBits, Arg the Use), not part of the pool: what they may pay
// spends them first (restricted.go); when the scope ends they are
// gone, back to the bank.
func GainScopedBits(n int32, use Use, until kernel.EventType) Op { return gainScoped{n, use, until} }

type gainScoped struct {
	n     int32
	use   Use
	until kernel.EventType
}

func (o gainScoped) Run(s *State, f *Frame) Status {
	if f.Src == 0 {
		return Next
	}
	s.AddLasting(kernel.Lasting{Src: f.Src, Seat: f.Seat, Mod: ModScopedBits, N: o.n, Arg: int32(o.use), Obj: f.Src, Until: o.until})
	s.say(msgGainsTraceBits, int32(f.Seat), o.n, s.cardArg(f.Src))
	return Next
}

// scopedBits returns the bits of seat's for use with card c (ModScopedBits).
func (s *State) scopedBits(seat engine.Seat, use Use, c int32) int32 {
	n := s.installActionBits(seat, use, c) // installactions.go
	if c == 0 || !s.mayLast(ModScopedBits) {
		return n // lastingkinds.go
	}
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Mod == ModScopedBits && l.Seat == seat && Use(l.Arg).serves(use) && (l.Obj == c || l.Obj == 0) && c != 0 {
			n += l.N
		}
	}
	return n
}

// DerezThis: "derez this card" (ONR-9.8).
func DerezThis() Op { return derezThis{} }

type derezThis struct{}

func (derezThis) Run(s *State, f *Frame) Status {
	if c := f.Src; c != 0 && s.installed(c) {
		s.derez(c)
	}
	return Next
}

// PassThisIce: "Runner automatically passes it" during its encounter
// (bypass-ice; Roadblock): the encounter ends at once, no subroutine of the
// ice takes effect (R213) and none counts as broken, and the Runner passes
// it.
func PassThisIce() Op { return passThisIce{} }

type passThisIce struct{}

func (passThisIce) Run(s *State, f *Frame) Status {
	r := &s.Run
	if !r.Active || r.Encounter == 0 || r.Encounter != f.Src {
		return Next
	}
	s.passEncountered()
	return Next
}

// passEncountered ends the encounter in progress at once: the Runner
// passes the ice encountered (ONR-11.7.1).
func (s *State) passEncountered() {
	r := &s.Run
	for i := len(s.Frames()) - 1; i >= 0; i-- {
		if fr := &s.Frames()[i]; fr.Kind == FrameRun {
			if fr.Step == runEncounter {
				fr.Step, fr.N = runPass, 0
				ice := r.Encounter
				r.Encounter = 0
				s.say(msgRunnerPasses, s.cardArg(ice))
				s.emit(kernel.Occurrence{Type: EvEncounterEnd, Seat: r.Runner, Obj: ice})
			}
			break
		}
	}
}

// PutCounters: "put N counters on this card" (card-counters): the card's
// own counters (Card.Counters), spent by a cost (Cost.Counters).
func PutCounters(n int32) Op { return putCounters{n} }

type putCounters struct{ n int32 }

func (o putCounters) Run(s *State, f *Frame) Status {
	if c := f.Src; c != 0 {
		s.note(c)
		s.Cards[c].Counters += o.n
		s.say(msgGetsCounters, s.cardArg(c), o.n, s.Cards[c].Counters)
	}
	return Next
}

// LoseAllOwnBits: "lose all bits": the controller's pool goes to the bank
// (basic-ops; LoseAllBits is the opponent's).
func LoseAllOwnBits() Op { return loseAllOwnBits{} }

type loseAllOwnBits struct{}

func (loseAllOwnBits) Run(s *State, f *Frame) Status {
	s.say(msgLosesBits, int32(f.Seat), s.P(f.Seat).Bits)
	s.lose(f.Seat, s.P(f.Seat).Bits)
	return Next
}

// ReturnThisToHand: "take it back into your hand" (basic-ops): the card
// whose effect this is goes from its owner's discard pile to his or her
// hand, named in the event; in the hand it is hidden from the other players
// like any other card there (decision: the hand is the Runner's alone,
// ONR-2.3; the fuzz leak rules say the same).
func ReturnThisToHand() Op { return returnThisToHand{} }

type returnThisToHand struct{}

func (returnThisToHand) Run(s *State, f *Frame) Status {
	c := f.Src
	if c == 0 || s.Cards[c].Zone != ZoneDiscard || !s.Cards[c].FaceUp {
		return Next
	}
	owner := s.Cards[c].Owner
	s.move(c, owner, ZoneHand, false)
	s.Cards[c].FaceUp = false
	s.say(msgTakesBackIntoHand, int32(owner), s.cardArg(c))
	return Next
}
