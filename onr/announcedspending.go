package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// The announced spending of a run (run-spend-cap; Obfuscated Fortress: "At
// the start of a run on this fort, Runner must announce the number of bits
// he or she will spend during the run. Runner cannot spend more than this
// during that run. If Runner does not spend that many bits during that
// run, the Runner loses the remainder once the run is complete").
//
// The announcement is a lasting effect bound to the Runner of the run
// (ModSpendAnnounced, N the bits he may still spend) until the run ends.
// Every bit a player spends passes through ONR's registry of cost parts
// (values.go costs: the CostBits handler and the CostBitsFor handlers of
// the payments restricted bits may serve), so the registry is where the
// announcement is read: its handlers count every bit the Runner pays, from
// the pool or from a card (restricted and recurring bits, bits of hidden
// resources: all sources count, R181, R182), against it (spendAnnounced),
// and refuse a payment above what is left of it (mayStillSpend). The
// checks of affordability outside the registry read it too: payable (the
// pool and the payment abilities), capMoney (icebreakers and link) and the
// trash cost of an accessed card. Once the run is complete (the occurrence
// EvRunEnds, as it is applied: Emit, poolbits.go), the Runner loses what
// he announced and did not spend, from his pool only: bits on his cards are
// not lost (R182). The Runner may announce more than he holds (R182): up to
// his pool, the bits on his cards and announceAbove more.
//
// A second announcement in the same run replaces the first, which then
// costs nothing (R183: the run redirected at its start to another fort
// with such a card). The announcement stays when the run is redirected
// elsewhere (R183): it is bound to the Runner, not to the fort.

// announceAbove is how many bits beyond those he holds (pool and cards)
// the Runner may announce (R182: more than his pool).
const announceAbove = 10

// AnnounceRunSpending: "Runner must announce the number of bits he or she
// will spend during the run. …" (Obfuscated Fortress): the Runner of the
// run in progress chooses the number.
func AnnounceRunSpending() Op { return announceSpending{} }

type announceSpending struct{}

func (announceSpending) Run(s *State, f *Frame) Status {
	r := &s.Run
	if !r.Active || r.Ended || r.JackedOut || slices.ContainsFunc(s.Lasting, func(l kernel.Lasting) bool { return l.Mod == ModSpendAnnounced && l.Src == f.Src }) {
		return Next // announced already for this card (its start-of-run effect and the run redirected onto its fort)
	}
	if !f.Answered {
		most := s.P(r.Runner).Bits + announceAbove
		for _, c := range s.P(r.Runner).Rig {
			most += s.Cards[c].Bits
		}
		return s.askNumber(r.Runner, fmt.Sprintf("%s: announce the bits you will spend during this run", s.cardName(f.Src)), "R182", 0, most)
	}
	_, n := f.Take()
	s.Lasting = slices.DeleteFunc(s.Lasting, func(l kernel.Lasting) bool { return l.Mod == ModSpendAnnounced }) // R183
	s.AddLasting(kernel.Lasting{Src: f.Src, Seat: r.Runner, Mod: ModSpendAnnounced, N: n, Until: EvRunEnds})
	s.say(msgAnnouncesSpending, int32(r.Runner), n, s.cardArg(f.Src))
	return Next
}

// RezThis: "you may rez this card …" at a moment its text names (an
// AtRunStart ability whose If says when): the Corp pays its rez cost as
// for any rez (rez), the ability having checked that it can (CanRezThis).
func RezThis() Op { return rezThis{} }

type rezThis struct{}

func (rezThis) Run(s *State, f *Frame) Status {
	if c := f.Src; c != 0 && s.canRezNow(s.controller(c), c) {
		s.rez(c, false)
	}
	return Next
}

// CanRezThis holds when the card is installed, unrezzed, and its controller
// can pay to rez it now.
var CanRezThis Cond = CondFunc(canRezThis)

func canRezThis(s *State, self int32) bool { return self != 0 && s.canRezNow(s.controller(self), self) }

// canRezNow reports whether Corp seat may rez installed card c now, paying
// for it.
func (s *State) canRezNow(seat engine.Seat, c int32) bool {
	return s.installed(c) && !s.Cards[c].Rezzed && s.rezCost(c) <= s.rezMoney(seat, c) && s.canPayRezAlso(seat, c) && s.rezTimely(c)
}

// AtTheStartOfTheRun holds at the start of the run in progress: its start-of-run
// effects or the Corp's start-of-run decision (run steps runStart and
// runStartCorp), before the first approach.
var AtTheStartOfTheRun Cond = CondFunc(atTheStartOfTheRun)

func atTheStartOfTheRun(s *State, _ int32) bool { return s.runStarting() }

// runStarting reports whether the run in progress is at its start.
func (s *State) runStarting() bool {
	if !s.Run.Active {
		return false
	}
	frames := s.Frames()
	for i := len(frames) - 1; i >= 0; i-- {
		if frames[i].Kind == FrameRun {
			return frames[i].Step == runStart || frames[i].Step == runStartCorp
		}
	}
	return false
}

// spendLeft returns what seat may still spend during the run by its
// announcement, and whether it has one.
func (s *State) spendLeft(seat engine.Seat) (int32, bool) {
	if !s.mayLast(ModSpendAnnounced) {
		return 0, false // lastingkinds.go
	}
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Mod == ModSpendAnnounced && l.Seat == seat {
			return l.N, true
		}
	}
	return 0, false
}

// spendable returns the bits of seat's pool it may spend now: all of them,
// or what its announcement still allows.
func (s *State) spendable(seat engine.Seat) int32 { return s.mayStillSpend(seat, s.P(seat).Bits) }

// mayStillSpend limits money, what seat could spend, to what its
// announcement still allows.
func (s *State) mayStillSpend(seat engine.Seat, money int32) int32 {
	if s.lastKinds.absent[ModSpendAnnounced/64]&(1<<(ModSpendAnnounced%64)) != 0 { // !mayLast(ModSpendAnnounced), cheap enough to inline
		return money // no announcement (lastingkinds.go), without a call
	}
	return s.announcedLeft(seat, money)
}

// announcedLeft is mayStillSpend past its inline test.
func (s *State) announcedLeft(seat engine.Seat, money int32) int32 {
	if n, ok := s.spendLeft(seat); ok {
		return min(money, n)
	}
	return money
}

// spendAnnounced counts n bits seat paid against its announcement (the
// registry's handlers, values.go).
func (s *State) spendAnnounced(seat engine.Seat, n int32) {
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Mod == ModSpendAnnounced && l.Seat == seat {
			l.N -= n
		}
	}
}

// loseUnspentAnnounced takes from the Runner's pool what he announced and
// did not spend, as the run ends (occurrence o, applied by Emit).
func (s *State) loseUnspentAnnounced(o kernel.Occurrence) {
	if o.Type != EvRunEnds || !s.mayLast(ModSpendAnnounced) { // lastingkinds.go
		return
	}
	for i := range s.Lasting {
		l := &s.Lasting[i]
		if l.Mod != ModSpendAnnounced || l.N <= 0 {
			continue
		}
		n := min(l.N, s.P(l.Seat).Bits) // R182: from the pool only
		l.N = 0
		if n > 0 {
			s.lose(l.Seat, n)
			s.sayOfSource(l.Src, msgLosesUnspentAnnounced, msgLosesUnspentAnnouncedHidden, int32(l.Seat), n, s.cardArg(l.Src))
		}
	}
}
