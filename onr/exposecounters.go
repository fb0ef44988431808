package onr

import (
	"slices"

	"github.com/datafort/datafort/kernel"
)

// Counters in a data fort that keep its cards exposed (fort-counters;
// ONR-16.5.1, see expose.go for what exposing does): "put a Spy counter in
// a data fort. A Spy counter exposes all cards installed inside or on a
// fort containing it. The Corp may remove a Spy counter by taking an action
// to pay 4 bits" (I Spy). PutExposeCounter, used at the end of a
// successful run (an end-of-run effect, R372), puts one counter in the
// fort run: one lasting effect of kind ModFortExposed per counter, bound to
// the fort's Corp (Seat), naming the fort (Arg) and the program (Ref.Card),
// made by the card (Src, whose owner is the Runner the cards are exposed
// to), with the price of its removal (Price; the Corp's lift action,
// action.go). As it is put, every card installed in or on the fort is
// exposed; while it stays, so is every card installed there afterwards
// (installCorp), or swapped there from another fort or from HQ (swapIce,
// swapIceWithHQ; ice moved by its own start-of-run ability is revealed as
// it moves, startofrun.go). Cards stored in R&D, HQ or the Archives are not installed,
// so not exposed (R370). It is no virus counter: a purge leaves it; a
// subsidiary fort that collapses takes it with it: a counter does not keep
// a fort (R350, R371).

// PutExposeCounter: "put a counter of this card in the fort just run", which
// exposes all cards installed in or on it; "the Corp may remove it by
// taking an action to pay price bits".
func PutExposeCounter(price int32) Op { return putExposeCounter{price} }

type putExposeCounter struct{ price int32 }

func (o putExposeCounter) Run(s *State, f *Frame) Status {
	r := &s.Run
	if f.Src == 0 || !r.Active || !r.Success || s.Forts[r.Fort].Gone {
		return Next // the run took the last card: the fort collapsed, and a counter cannot keep it (R350)
	}
	fort := r.Fort
	corp := s.Forts[fort].Owner
	s.AddLasting(kernel.Lasting{Src: f.Src, Seat: corp, Mod: ModFortExposed, Arg: fort, N: 1, Price: o.price,
		Ref: kernel.Ref{Card: s.Cards[f.Src].ID}})
	s.say(msgPutsCounterInFort, s.cardArg(f.Src), s.fortArg(fort), s.exposeCounters(fort))
	for _, list := range [][]int32{s.Forts[fort].Ice, s.Forts[fort].Cards} {
		for _, c := range slices.Clone(list) {
			s.exposeKept(c, f.Src)
		}
	}
	return Next
}

// exposeCounters returns the counters keeping fort's cards exposed.
func (s *State) exposeCounters(fort int32) int32 {
	var n int32
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Mod == ModFortExposed && l.Arg == fort {
			n += l.N
		}
	}
	return n
}

// exposedOnInstall exposes card c, just installed in or on fort (or moved
// there), if a counter there keeps the fort's cards exposed.
func (s *State) exposedOnInstall(c, fort int32) {
	if !s.mayLast(ModFortExposed) {
		return // no such counter held (lastingkinds.go): most installs
	}
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Mod == ModFortExposed && l.Arg == fort {
			s.exposeKept(c, l.Src)
			return
		}
	}
}

// exposeKept exposes installed card c to the owner of card src, unless it
// is rezzed or face up (it would show nothing more) or he knows it already.
// The counter's Runner sees it, whoever is running (at a Big Sell-Out
// table another Runner's run may install a card there): the counter is
// his program's, and his alone.
func (s *State) exposeKept(c, src int32) {
	k := &s.Cards[c]
	runner := s.Cards[src].Owner
	if k.Rezzed || k.FaceUp || !s.isInstalledCorp(c) || (k.Known && k.KnownTo&kernel.ViewerOf(runner) != 0) {
		return
	}
	s.exposeTo(c, runner, runner)
}
