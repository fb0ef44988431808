package onr

import (
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Ice encountered that is not installed (encounter-outside): "you may
// choose an ice card stored in HQ. Pay half of that card's rez cost,
// rounded down, to force Runner to encounter it; the run is not considered
// successful unless Runner passes that piece of ice. Trash that ice after
// the encounter ends" (used when the Runner passes the last ice of the fort
// or declares a run on it when it has no ice, errata R125).
//
// The ice leaves HQ face up, held by the source (ZoneHeld, Card.Host): it
// is not installed anywhere, so no ice is outside it (R095, R120, R129,
// R153, R174, R175: values.go rezzedIceOutside), nothing "on the fort"
// modifies or targets it (R131: a SameFort filter and fortSubs ask for ice
// installed on the fort), and it is not rezzed (R128: no rez happened, so
// nothing answering a rez fires; R184: what rezzes installed ice cannot
// rez it). The cost is half the printed rez cost, rounded down: what
// lowers the bits paid to rez leaves the rez cost unchanged (R116).
//
// The Runner does not approach it (R130): the encounter begins at once, in
// a run frame of its own (FrameRun with Frame.T the ice, pushed above the
// program of the source), which the run's steps read as the encountered
// ice (currentIce): break, unbroken subroutines, end of the encounter,
// then the pass, whose triggers resolve before the program goes on
// ("trash that ice after the encounter ends"). That frame ends there; the
// run frame below goes on from where it was. If the encounter is left any
// other way (the run ended, the Runner was sent back or elsewhere), the
// Runner did not pass the ice and the run cannot be successful: it ends.
// The ice is trashed only if the source still holds it: an effect that
// took it away first leaves it where it went (R127). Its own "if Runner
// passes …" answers its pass (triggers, lasting.go): Marionette's "pay 1
// bit, or uninstall it and store it in HQ" stores it in HQ (StoreInHQ),
// and the source, holding it no longer, does not trash it (R127's
// example). Decision: only the pass; its "when Runner encounters …" text
// does not work (it is not rezzed, R128; no ruling says otherwise).
//
// The Corp is asked whenever the ability resolves with HQ not empty, even
// when it holds no ice it can pay for: the question tells the Runner
// nothing about HQ (its size is public).

// EncounterIceFromHQ: "you may choose an ice card stored in HQ; pay half
// of its rez cost, rounded down, to force the Runner to encounter it; the
// run is not successful unless the Runner passes it; trash it after the
// encounter" (see above).
func EncounterIceFromHQ() Op { return encounterFromHQ{} }

type encounterFromHQ struct{}

func (encounterFromHQ) Run(s *State, f *Frame) Status {
	r := &s.Run
	corp := s.controller(f.Src)
	if f.M != 0 {
		// The encounter is over: the ice goes to the trash if the source
		// still holds it (R127).
		if c := f.M; s.Cards[c].Zone == ZoneHeld && s.Cards[c].Host == f.Src {
			s.say(msgTrashedAfterEncounter, s.cardArg(c), s.cardArg(f.Src))
			s.trash(c)
		}
		return Next
	}
	if f.Src == 0 || !r.Active || r.Ended || r.JackedOut || r.Success {
		return Next
	}
	if f.Answered {
		o, _ := f.Take()
		c := s.byHandle(int32(o.Card))
		if o.Verb != VerbChoose || c == 0 || !s.outsideFits(corp, c) {
			return Next
		}
		cost := outsideCost(s, c)
		s.payBits(corp, f.Src, cost)
		s.move(c, corp, ZoneHeld, true)
		k := &s.Cards[c]
		k.Host, k.FaceUp, k.Seen = f.Src, true, true
		k.Known, k.KnownTo = true, kernel.SeatsOf(len(s.Players))
		s.say(msgEncountersFromHQ, int32(corp), cost, s.cardArg(f.Src), int32(r.Runner), s.cardArg(c))
		f.M = c // before the push, which may move the stack
		s.push(Frame{Kind: FrameRun, Seat: r.Runner, Step: runEncounter, T: c})
		r.Broken, r.Encounter = 0, c
		s.emit(kernel.Occurrence{Type: EvEncounterStart, Seat: r.Runner, Obj: c})
		s.fireOwn(kernel.Occurrence{Type: EvEncountered, Seat: r.Runner, Obj: c})
		return Again
	}
	if len(s.P(corp).Hand) == 0 {
		return Next
	}
	opts := []engine.Option{{Verb: VerbDecline}}
	for _, c := range s.P(corp).Hand {
		if s.outsideFits(corp, c) {
			opts = append(opts, engine.Option{Verb: VerbChoose, Card: s.h(c)})
		}
	}
	return s.ask(corp, fmt.Sprintf("%s: make the Runner encounter an ice card from HQ, paying half its rez cost, or decline", s.cardName(f.Src)), "R125", opts)
}

// outsideFits reports whether corp may make the Runner encounter card c
// of HQ: ice whose half rez cost it can pay.
func (s *State) outsideFits(corp engine.Seat, c int32) bool {
	return s.Cards[c].Zone == ZoneHand && s.Cards[c].At == corp && s.isIce(c) && outsideCost(s, c) <= s.P(corp).Bits
}

// outsideCost is half the printed rez cost of ice c, rounded down (R116).
func outsideCost(s *State, c int32) int32 { return intOr(s.def(c).card.RezCost, 0) / 2 }

// outsideIce returns the ice of the encounter in progress that is not
// installed (the Frame.T of the topmost run frame), or 0.
func (s *State) outsideIce() int32 {
	fs := s.Frames()
	for i := len(fs) - 1; i >= 0; i-- {
		if fs[i].Kind == FrameRun {
			return fs[i].T
		}
	}
	return 0
}

// stepOutsideEncounter runs the steps of a run frame that encounters ice
// not installed (Frame.T): it reports whether it took the step; the break
// and the subroutines are the run's own steps.
func (s *State) stepOutsideEncounter(f *Frame) (Status, bool) {
	r := &s.Run
	ice := f.T
	over := !r.Active || r.Ended || r.JackedOut
	switch {
	case f.Step == runFire, f.Step == runEncounter && !over:
		return Next, false
	case f.Step == runPass && !over:
		s.pop()
		s.firePass(ice)
		return Next, true
	}
	// Left without passing the ice: the run is not successful.
	if r.Encounter == ice {
		s.endEncounter(ice)
	}
	s.pop()
	if !over {
		s.endRun()
	}
	return Next, true
}

// encounteredOutside reports whether card c is ice held by a Corp card to
// be encountered outside any fort (encounter-outside).
func (s *State) encounteredOutside(c int32) bool {
	if c <= 0 || int(c) >= len(s.Cards) {
		return false
	}
	k := &s.Cards[c]
	return k.Zone == ZoneHeld && k.Host != 0 && s.Cards[k.Host].Side == Corp && s.isIce(c)
}

// passedOutsideIce reports whether the ice the Runner passed last in this
// run is ice not installed (encounter-outside), still held.
func (s *State) passedOutsideIce() bool {
	for i := len(s.Run.Log) - 1; i >= 0; i-- {
		if o := s.Run.Log[i]; o.Type == EvIcePassed {
			return o.Obj > 0 && s.Cards[o.Obj].Zone == ZoneHeld
		}
	}
	return false
}

// corpHeldIsEncountered reports whether every card Corp player p holds is
// ice being encountered outside any fort, held by a card of the Corp (the
// only cards a Corp holds; an invariant, check.go).
func (s *State) corpHeldIsEncountered(p *Player) bool {
	for _, c := range p.Held {
		if h := s.Cards[c].Host; !s.isIce(c) || h == 0 || s.Cards[h].Side != Corp {
			return false
		}
	}
	return true
}
