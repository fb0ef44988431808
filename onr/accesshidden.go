package onr

import (
	"slices"

	"github.com/datafort/datafort/engine"
)

// The cards accessed that another seat does not know (ONR-11.11,
// ONR-11.12): what the Runner may do with them is asked on public grounds.
//
// The leak. The Corp does not know the card the Runner accesses in R&D
// (access.go accessCard names it to him alone), and a card he leaves
// stays there, unseen. A question asked only when such a card allows it —
// "pay N to trash it?" only for a node or an upgrade he can afford, "pay N
// to steal it?" only for an agenda with a steal cost, "install it as a
// program?" only for such an agenda — tells the Corp (and spectators), by
// the mere fact that it is asked, what lies on top of R&D once he leaves
// it; and a prompt naming the card tells it outright. At a table of
// several Corps (the Big Sell-Out) the same holds in HQ and in a fort for
// every seat but the Corp run and the Runner: another Sponsor does not
// know the cards in the hand or the unrezzed cards of the Corp run.
//
// The grounds. A card accessed is "hidden" (heldHidden) while it is still
// where it was accessed and it is stored in R&D, or a spectator or some
// seat other than the Runner may not know it where it is (State.visible: a
// public rule of where the card is and whom it was shown to, never of what
// it is). In a game of two that is R&D for the Corp, and R&D, HQ and the
// unrezzed cards of a fort for a spectator: the Corp knows the cards of its
// HQ (R068) and its installed cards, but a spectator does not; the Archives
// are turned face up (R067).
// After the thefts of every access in which a card accessed is hidden
// (accessedHidden), the Runner is asked ONE question, whatever those cards
// are. The prompt (AccessedHiddenPrompt) names no card; its options, which
// only he sees, offer for each hidden card in the order accessed what
// applies: pay its steal cost and steal it (VerbSteal; an agenda whose
// theft costs more, stealcost.go), install it as a program (VerbChoose;
// agendaprogram.go), pay its trash cost (VerbTrash; if he can afford it) —
// and decline (VerbDecline), which ends the question. After each choice
// he is asked again on the same grounds, so that R&D Interface's several
// accesses are offered one after another. Cards every other seat and a
// spectator know are asked about card by card, as before (stepAccess, askStealCosts,
// offerAsPrograms): that tells nobody anything new.
//
// Why one question. The question whether to install an agenda as a
// program was already asked after every access of R&D on these grounds,
// with only "decline" most of the time. Folding the theft at a cost and
// the trashing of cards still in R&D into it adds no question to a game
// of two and removes those that were asked card by card; asking each of
// the three on the same public grounds would make every access of R&D cost
// two more forced one-option questions (to agents, to players).
//
// ONR's order is kept where it shows. Agendas stolen at no cost are stolen
// first, with the rest of the fort's (stepAccess accSteal: they are
// revealed anyway); then this question, whose thefts happen when chosen;
// the trashing comes last: a card chosen here is paid for and noted in the
// access frame's list, and every card the Runner chose to trash in the
// fort, here and card by card (stepAccess accTrash), is trashed at once
// (R035). The order in which he answers only orders his payments. A theft
// at a cost is offered only while no trash of the same card is chosen.

// AccessedHiddenPrompt is the prompt of the Runner's question about the
// cards he accessed that another seat does not know: it names no card.
const AccessedHiddenPrompt = "Steal, trash or install as a program a card you accessed, or decline"

// heldHidden reports whether card c, accessed in the run, is a card of the
// run's Corp still where it was accessed that a spectator or some seat
// other than the Runner may not know: stored in R&D, or hidden from a
// spectator or another seat where it is (see the header).
func (s *State) heldHidden(c int32) bool {
	r := &s.Run
	if s.Cards[c].At != r.Corp || !s.stillInFortRun(c) {
		return false
	}
	if s.Cards[c].Zone == ZoneDeck {
		return true
	}
	if !s.visible(c, engine.NoSeat) {
		return true // a spectator may not know it (HQ, an unrezzed card)
	}
	for i := range s.Players {
		if p := s.Players[i].Seat; p != r.Runner && !s.visible(c, p) {
			return true
		}
	}
	return false
}

// accessedHidden reports whether a card the run accessed is hidden
// (heldHidden): public, how many cards were accessed where, where they
// went, and who may know them.
func (s *State) accessedHidden() bool {
	for _, c := range s.Run.Accessed { // slices.ContainsFunc, without a call through a method value
		if s.heldHidden(c) {
			return true
		}
	}
	return false
}

// stepAccessedHidden is the access step accHidden: the Runner's question
// about the hidden cards he accessed (see the header), asked again after
// each choice until he declines; then the trashing.
func (s *State) stepAccessedHidden(f *Frame) Status {
	r := &s.Run
	if s.Players[r.Runner].Out || !s.accessedHidden() {
		f.Step, f.T = accTrash, 0
		return Next
	}
	if !f.Answered {
		return s.ask(r.Runner, AccessedHiddenPrompt, "ONR-11.12", s.keepOptions(s.hiddenOptionsInScratch(f)))
	}
	o := f.Opt
	c := s.byHandle(int32(o.Card))
	if o.Verb == VerbDecline || c == 0 || !slices.Contains(s.hiddenOptionsInScratch(f), o) {
		f.Take()
		f.Step, f.T = accTrash, 0
		return Next
	}
	switch o.Verb {
	case VerbSteal:
		cost := int32(o.Arg)
		if s.payFirst(f, r.Runner, cost, 0, 0) {
			return Next
		}
		f.Take()
		s.payBits(r.Runner, c, cost)
		s.stealAccessed(c) // may push frames: f is not used after
	case VerbChoose:
		f.Take()
		s.installAsProgram(r.Runner, c) // agendaprogram.go; what it pushes resolves first
		s.fitMemory()                   // over his MU, he trashes programs first (ONR-8.7.4)
	case VerbTrash:
		cost := int32(o.Arg)
		if s.payFirst(f, r.Runner, cost, s.restrictedBits(r.Runner, ForTrashing, c), 0) {
			return Next
		}
		f.Take()
		_, _, viaVirus := s.accessTrashCost(c)
		s.payForUse(r.Runner, ForTrashing, c, cost)
		s.AppendList(f, c) // trashed with the rest at the end (R035)
		if viaVirus {
			s.usedVirusTrash(c)
		}
	}
	return Next
}

// hiddenOptionsInScratch is accessedHiddenOptions built in the reused
// buffer (State.scratch), "decline" first: valid until the buffer's next
// use, so copied out to be asked (keepOptions).
func (s *State) hiddenOptionsInScratch(f *Frame) []engine.Option {
	opts := s.accessedHiddenOptions(f, append(s.scratch[:0], engine.Option{Verb: VerbDecline}))
	s.scratch = opts[:0]
	return opts
}

// accessedHiddenOptions appends to opts (which starts with "decline") what
// the Runner may do with the hidden cards he accessed: for each, in the order accessed, pay its
// steal cost, install it as a program, pay to trash it.
func (s *State) accessedHiddenOptions(f *Frame, opts []engine.Option) []engine.Option {
	r := &s.Run
	for _, c := range r.Accessed {
		if !s.heldHidden(c) {
			continue
		}
		trashing := slices.Contains(s.List(f), c)
		if cost := s.stealCost(c); cost > 0 && s.stealable(c) && s.stealDeferredBy(c) == 0 && !trashing && cost <= s.payable(r.Runner, 0) {
			opts = append(opts, engine.Option{Verb: VerbSteal, Card: s.h(c), Arg: int(cost)})
		}
		if s.asProgramOffered(c) {
			s.tookMod(c, ModAgendaAsProgram) // not stolen (coverage.go)
			opts = append(opts, engine.Option{Verb: VerbChoose, Card: s.h(c)})
		}
		if cost, ok, _ := s.accessTrashCost(c); ok && s.Cards[c].At == r.Corp && !trashing && s.mayPayToTrash(c, cost) {
			opts = append(opts, engine.Option{Verb: VerbTrash, Card: s.h(c), Arg: int(cost)})
		}
	}
	return opts
}
