package onr

import (
	"fmt"
	"math"
	"slices"

	"github.com/datafort/datafort/engine"
)

// A fort chosen by a card (remembered-choice, ice-strength-filter):
// "Choose a fort when you score this agenda. That fort gives all ice
// installed on it +1 strength." ChooseFort has the controller choose one
// of its forts, in the open; the card remembers it (ModChosen, the fort +
// 1) while it stays in play. A static of the card with the modifier
// ModChosenFortIceStrength gives every piece of ice installed on that fort
// +N strength, installed before the choice or after it (R217).

// ChooseFort: "choose a fort": one of the controller's forts, remembered
// by the card.
func ChooseFort() Op { return chooseFort{} }

type chooseFort struct{}

func (chooseFort) Run(s *State, f *Frame) Status {
	c := f.Src
	if c == 0 {
		return Next
	}
	if f.Answered {
		if a, _ := f.Take(); a.Verb == VerbChooseFort {
			fort := int32(a.Target)
			s.remember(c, fort+1)
			s.say(msgChoosesFort, s.cardArg(c), int32(f.Seat), s.fortArg(fort))
		}
		return Next
	}
	var opts []engine.Option
	for fi := range s.fortsOf(f.Seat) {
		opts = append(opts, engine.Option{Verb: VerbChooseFort, Target: int(fi)})
	}
	if len(opts) == 0 {
		return Next
	}
	return s.ask(f.Seat, fmt.Sprintf("%s: choose a fort", s.cardName(c)), "ONR-18.1", opts)
}

// chosenFortIceStrength is what the statics ModChosenFortIceStrength of
// active cards give ice c: those whose card remembers the fort c is
// installed on.
func (s *State) chosenFortIceStrength(c int32) int32 {
	if s.Cards[c].Zone != ZoneIce {
		return 0
	}
	fort := s.Cards[c].Fort
	return s.statics(ModChosenFortIceStrength, func(o int32, a *Ability) bool {
		v, ok := s.chosen(o)
		return ok && v == fort+1 && a.Filter.matches(s, c)
	})
}

// A fort a card remembers (remembered-choice, install-cost-modifier):
// "choose a data fort when this card is installed" — the controller chooses
// one of the forts of the Corps he opposes, central or subsidiary, and the
// card remembers it (ModChosen, Arg the fort + 1) until it leaves play.
// Its KindStatic ModChosenFortIceCost ability then makes a Corp pay N more
// bits to install ice on that fort ("the Corp must pay 2 bits, in addition
// to the normal cost, to install ice on that fort"), an outside penalty
// that the Corp's own reductions offset (installcost.go; R097).

// ChooseOpposingFort: the controller chooses a fort of a Corp he opposes,
// which the card remembers (ModChosen) in the open.
func ChooseOpposingFort() Op { return chooseOpposingFort{} }

type chooseOpposingFort struct{}

func (chooseOpposingFort) Run(s *State, f *Frame) Status {
	c := f.Src
	if c == 0 || !s.installed(c) {
		return Next
	}
	if f.Answered {
		o, _ := f.Take()
		fi := int32(o.Target)
		if fi >= 0 && fi < int32(len(s.Forts)) && !s.Forts[fi].Gone {
			s.remember(c, fi+1)
			s.say(msgChoosesFort, s.cardArg(c), int32(f.Seat), s.fortArg(fi))
		}
		return Next
	}
	var opts []engine.Option
	for corp := range s.opposing(f.Seat, Corp) {
		for fi := range s.fortsOf(corp) {
			opts = append(opts, engine.Option{Verb: VerbChoose, Target: int(fi)})
		}
	}
	if len(opts) == 0 {
		return Next
	}
	return s.ask(f.Seat, s.def(c).Title+": choose a data fort", "ONR-8.10", opts)
}

// chosenFortIceCost is what the ModChosenFortIceCost statics of the cards
// of the players opposing seat add to seat's cost of installing ice on fort:
// those of cards that remember that fort.
func (s *State) chosenFortIceCost(seat engine.Seat, fort int32) int32 {
	return s.statics(ModChosenFortIceCost, func(c int32, _ *Ability) bool {
		v, ok := s.chosen(c)
		return ok && v == fort+1 && s.Players[s.controller(c)].Team != s.Players[seat].Team
	})
}

// iceCostPayable reports whether Corp seat can pay at least what installing
// card c on fort would cost once every piece of ice there were trashed
// (ONR-8.2.3): the penalties of cards that remember the fort, less the
// Corp's reductions. Ice in a new fort, or a card other than ice, costs
// nothing to place. The money the Corp has to install c (installMoney) is
// kept in money, so that asking for several forts computes it once
// (installableWith).
func (s *State) iceCostPayable(seat engine.Seat, c, fort int32, money *moneyMemo) bool {
	if fort == NewFort {
		return true
	}
	if !s.isIce(c) {
		return money.of(s, seat, c) >= s.fortInstallTax(fort) // fortcounters.go
	}
	least := max(0, s.iceInstallCost(seat, fort)-int32(len(s.Forts[fort].Ice)))
	return money.of(s, seat, c) >= least
}

// moneyMemo keeps installMoney of one seat and card once computed, for
// the questions asked of several forts in a row (nothing is paid between
// them).
type moneyMemo struct {
	n     int32
	known bool
}

// of returns installMoney(seat, c), computed the first time (every time
// when the masks are off, for TestMasksGiveTheOptionsOfTheLongWay).
func (m *moneyMemo) of(s *State, seat engine.Seat, c int32) int32 {
	if !m.known || s.unmasked {
		m.n, m.known = s.installMoney(seat, c), true
	}
	return m.n
}

// payMemo keeps payable(seat, 0) of one seat once computed, for the
// questions of one computation of options, between which nothing is paid
// (corpActions, runnerActions), and whether any kind of restricted bits is
// in play (restricted).
type payMemo struct {
	n     int32
	known bool
	// noRestricted: no kind of restricted bits is in play, so that
	// restrictedBits gives 0 for every use and card (newPayMemo).
	noRestricted bool
}

// newPayMemo returns a payMemo for one computation of options, which has
// read once the test that restrictedBits makes at every call: whether none
// of the three kinds of restricted bits is in play (never known under
// State.unmasked, for the long way).
func (s *State) newPayMemo() payMemo {
	return payMemo{noRestricted: !s.unmasked && !s.mayLast(ModScopedBits) && !s.mayLast(ModInstallActionBits) && !s.mayStatic(ModRecurring)}
}

// restricted returns restrictedBits(seat, use, paid): 0, without the call,
// where newPayMemo found no kind of restricted bits in play. It is inlined.
func (m *payMemo) restricted(s *State, seat engine.Seat, use Use, paid int32) int32 {
	if m.noRestricted {
		return 0
	}
	return s.restrictedBits(seat, use, paid)
}

// of returns payable(seat, 0), computed the first time (every time when
// the masks are off, for the long way of TestActionOptionsAreTheLongWays),
// through payableOf.
func (m *payMemo) of(s *State, seat engine.Seat) int32 {
	if !m.known || s.unmasked {
		m.n, m.known = s.payableOf(seat, 0), true
	}
	return m.n
}

// payableOf is payable(seat, except) read without its walk where the
// answer is seat's pool: the lists of active cards are current and hold
// no card with a payment ability (activeWith(withPayment) is empty, so
// that reach gives the pool back), and no announced spending may limit it
// (ModSpendAnnounced known absent: mayStillSpend gives the pool back).
// Never under State.unmasked (the long way);
// TestPayableOfIsPayable compares the two over random games.
func (s *State) payableOf(seat engine.Seat, except int32) int32 {
	if s.poolIsPayable() {
		return s.P(seat).Bits
	}
	return s.payable(seat, except)
}

// placingFree reports whether placing a card in or on any fort costs
// nothing but its install cost: no active card changes what installing ice
// costs (ModIceInstallCost, ModChosenFortIceCost), no fort holds counters
// (ModFortVirus, fortInstallTax) and no variant judges installs. A card
// without statics that restrict where it goes (Def.placeStatics, the only
// ones installPlaceAllowed reads) then goes in every fort its type allows
// once the money its install may use is not negative
// (freeInstallOptions), and in a new fort where no active card has a
// ModNoNewForts static (newFortsBarred; corpActions): what installableWith
// reads for each fort, with nothing read that could count an ability as
// taking effect.
func (s *State) placingFree() bool {
	return !s.unmasked && !s.mayStatic(ModIceInstallCost) && !s.mayStatic(ModChosenFortIceCost) &&
		!s.mayLast(ModFortVirus) && (s.v == nil || s.v.Installable == nil)
}

// freeInstallOptions appends the options to install Corp seat's card c in
// or on each of its forts, while placingFree: in every fort when anywhere,
// else in its subsidiary forts, if installMoney (kept in money) is not
// negative (read once: it reads no ability as taking effect). The new
// fort is asked apart (installable). The forts are read once for every
// card of one computation, in listed (fortList).
func (s *State) freeInstallOptions(seat engine.Seat, c int32, anywhere bool, money *moneyMemo, listed *fortList, opts []engine.Option) []engine.Option {
	n := money.n // read inline where known: of is not inlined
	if !money.known || s.unmasked {
		n = money.of(s, seat, c)
	}
	if n < 0 {
		return opts
	}
	if !listed.made {
		s.keptFortList(seat, listed)
	}
	if listed.over {
		for i := range s.Forts {
			if f := &s.Forts[i]; !f.Gone && f.Owner == seat && (anywhere || f.Central == Subsidiary) {
				opts = append(opts, engine.Option{Verb: VerbInstall, Card: s.h(c), Target: i})
			}
		}
		return opts
	}
	forts := listed.subs[:listed.nSubs]
	if anywhere {
		forts = listed.all[:listed.nAll]
	}
	// Grown once, then written in place: one test of the room for the
	// card's options, not one an option.
	h, at := s.h(c), len(opts)
	opts = slices.Grow(opts, len(forts))[:at+len(forts)]
	for i, fi := range forts {
		opts[at+i] = engine.Option{Verb: VerbInstall, Card: h, Target: int(fi)}
	}
	return opts
}

// maxListed is the most forts of one seat a fortList holds.
const maxListed = 32

// fortList is the existing forts of one Corp seat in index order, every
// one and its subsidiary ones, read once for the free installs of one
// computation of its action options (freeInstallOptions), between which no
// fort is made or lost; over: more than maxListed, or a fort's index past
// what an int8 holds, walked card by card. It is small, so that a
// computation of options clears little of it.
type fortList struct {
	all, subs   [maxListed]int8
	nAll, nSubs int8
	made, over  bool
}

// make reads the forts of Corp seat into l.
func (l *fortList) make(s *State, seat engine.Seat) {
	l.made = true
	l.grow(s, seat, 0)
}

// grow reads into l the forts of Corp seat from index from on: l holds
// those before it.
func (l *fortList) grow(s *State, seat engine.Seat, from int) {
	for i := from; i < len(s.Forts); i++ {
		f := &s.Forts[i]
		if f.Gone || f.Owner != seat {
			continue
		}
		if l.nAll == maxListed || i > math.MaxInt8 {
			l.over = true
			return
		}
		l.all[l.nAll] = int8(i)
		l.nAll++
		if f.Central == Subsidiary {
			l.subs[l.nSubs] = int8(i)
			l.nSubs++
		}
	}
}

// fortsChanged records that which forts exist changed: a fort made (the
// table's forts then grow), collapsed or made again. The fortList kept
// (State.keptForts) no longer holds.
func (s *State) fortsChanged() { s.fortsGen++ }

// keptFortList reads the forts of Corp seat into l: the fortList kept from
// the last computation of options (State.keptForts) where no fort was
// collapsed or made again since (fortsGen), with the forts made since, at
// the end of the table's forts, read into it; else made again; kept
// either way; made afresh under State.unmasked (the long way).
func (s *State) keptFortList(seat engine.Seat, l *fortList) {
	if s.keptFortsAt == s.fortsGen+1 && s.keptFortsSeat == seat && s.keptFortsLen <= len(s.Forts) && !s.unmasked {
		if s.keptFortsLen == len(s.Forts) {
			*l = s.keptForts
			return
		}
		// New forts only: the table's forts grow at the end (fortsChanged).
		s.keptForts.grow(s, seat, s.keptFortsLen)
		s.keptFortsLen = len(s.Forts)
		*l = s.keptForts
		return
	}
	l.make(s, seat)
	if !s.unmasked {
		s.keptForts, s.keptFortsSeat, s.keptFortsAt, s.keptFortsLen = *l, seat, s.fortsGen+1, len(s.Forts)
	}
}

// checkKeptForts checks the fortList kept (State.keptForts), if it holds,
// against the forts: one made afresh must be the same.
func (s *State) checkKeptForts() error {
	if s.keptFortsAt != s.fortsGen+1 || s.keptFortsLen != len(s.Forts) {
		return nil
	}
	var want fortList
	want.make(s, s.keptFortsSeat)
	if s.keptForts != want {
		return fmt.Errorf("the forts kept for seat %d are %+v, its forts give %+v", s.keptFortsSeat, s.keptForts, want)
	}
	return nil
}
