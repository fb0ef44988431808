package onr

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr/carddb"
)

// Rez timing and a fort emptied into HQ and filled again (rez-timing,
// trigger-rez, uninstall-to-hq, install-by-effect): "Rez Pavit only when
// Runner has passed the last piece of ice on this fort or declared a run
// on it when it has no ice" (errata R196); "When you rez Pavit, uninstall
// all cards installed in this fort and store them in HQ. Install an equal
// number of cards from HQ in this fort" (itself too, R195).
//
// A card may be rezzed only while the If of each of its ModRezOnlyIf
// statics holds (RezOnlyIf): the Corp's windows offer its rez then only.
// RefillFortFromHQ stores every card in the fort of the card whose
// text it is (not the ice on it) in HQ, then has the Corp install as many
// cards of HQ there, one at a time, each where the install rules allow
// (one agenda or node in a subsidiary fort: a second trashes the first,
// ONR-8.3.2), at no cost (cards in a fort cost nothing to install). The
// cards go face down; the log names to the Corp alone the cards that were
// not public, and to everyone the count.

// RezOnlyIf: "rez this card only when COND".
func RezOnlyIf(cond Cond) Ability { return Ability{Kind: KindStatic, Mod: ModRezOnlyIf, If: cond} }

// rezTimely reports whether card c may be rezzed now: every ModRezOnlyIf
// static of its text holds.
func (s *State) rezTimely(c int32) bool {
	for i := range s.def(c).Abilities {
		if a := &s.def(c).Abilities[i]; a.Kind == KindStatic && a.Mod == ModRezOnlyIf && (a.If == nil || !a.If.Holds(s, c)) {
			s.tookMod(c, ModRezOnlyIf) // it kept the rez off (coverage)
			return false
		}
	}
	return true
}

// RefillFortFromHQ: "uninstall all cards installed in this fort and
// store them in HQ. Install an equal number of cards from HQ in this fort."
func RefillFortFromHQ() Op { return refillFort{} }

type refillFort struct{}

func (refillFort) Run(s *State, f *Frame) Status {
	corp := s.corpOf(f)
	if f.Step == 0 {
		if f.Src == 0 || !s.installed(f.Src) {
			return Next
		}
		fort := s.Cards[f.Src].Fort
		cards := slices.Clone(s.Forts[fort].Cards)
		for _, c := range cards {
			s.storeInHQ(c)
		}
		f.Step, f.T, f.N = 1, fort, int32(len(cards))
	}
	if f.Answered {
		o, _ := f.Take()
		if c := s.byHandle(int32(o.Card)); o.Verb == VerbInstall && c != 0 && s.refillFits(corp, c, f.T) {
			s.installCorp(corp, c, f.T)
			f.N--
		}
	}
	// A fort without ice whose cards were all stored (Pavit Bharat among
	// them, R195) has collapsed (ONR-2.2.4): no view shows it, so the
	// options name a new fort, and the first card installed brings this
	// one back (installCorp), the fort of the run in progress.
	target := int(f.T)
	if s.Forts[f.T].Gone {
		target = NewFort
	}
	var opts []engine.Option
	for _, c := range s.P(corp).Hand {
		if f.N > 0 && s.refillFits(corp, c, f.T) {
			opts = append(opts, engine.Option{Verb: VerbInstall, Card: s.h(c), Target: target})
		}
	}
	if len(opts) == 0 {
		return Next
	}
	return s.ask(corp, fmt.Sprintf("%s: install a card of HQ in this fort (%d left)", s.cardName(f.Src), f.N), "R195", opts)
}

// refillFits reports whether corp may install card c of its HQ in fort:
// a card that goes in a fort (an agenda, node or upgrade: not ice, not an
// operation), allowed there.
func (s *State) refillFits(corp engine.Seat, c, fort int32) bool {
	t := s.def(c).typ
	return s.Cards[c].Zone == ZoneHand && s.Cards[c].At == corp && (t == carddb.Agenda || t == carddb.Node || t == carddb.Upgrade) &&
		s.installPlaceAllowed(c, fort)
}
