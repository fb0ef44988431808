package onr

import "github.com/datafort/datafort/onr/carddb"

// A hand card's facts, found once by Define (issue 29, item 2, session 41).
// The action options ask of every card of a hand, at every action decision,
// what its definition settles once: whether it installs from the hand by
// its printed cost alone (canInstallFromHand's short way), whether it plays
// by its printed cost, one action and its play ability's condition alone
// (canPlayWith's), and those costs. runnerActions and playOptionsWith read
// them instead of asking the definition's abilities, statics and keywords
// again card by card; off under State.unmasked, where the long way is
// asked (TestActionOptionsAreTheLongWays), and compared with the abilities
// by TestHandFactsAreTheAbilities.
type handFacts struct {
	// plainInstall: a program, hardware or resource without a static
	// bearing on its install from the hand (installStatics), so that it
	// installs from there when installCost is payable (canInstallFromHand).
	plainInstall bool
	// plainPlay: a card with a play ability that prevents nothing from the
	// hand (playsToPrevent), is not printed Double (double) and has no
	// ModKeyword static (so that playing it takes one action) and whose
	// play ability names no target (targetRoles) and chooses no fort
	// (choosesFort): playable when playCost is payable, an action is left
	// and the play ability's condition holds (canPlayWith).
	plainPlay bool
	// plainUntargeted: plainPlay but for the target its play ability may
	// name: at a table of fewer than three players, where no seat has two
	// opponents to choose from (targets gives nil), such a card plays as a
	// plain one does, its condition asked for its default (holdsOn with
	// NoSeat is its condition's Holds).
	plainUntargeted bool
	// corp is what a Corp's card tells the action options at once
	// (corpHandActions), where it has no ModRezOnInstall static (whose
	// test comes first): corpInstallSubs or corpInstallAnywhere, an
	// agenda or node, or an upgrade or piece of ice, without statics that
	// restrict where it goes (placeStatics); corpPlay or
	// corpPlayUntargeted, an operation that is plainPlay, or only
	// plainUntargeted; else 0.
	corp        uint8
	installCost int32 // card.InstallCost, 0 if none
	playCost    int32 // card.PlayCost, 0 if none
}

// The kinds of handFacts.corp.
const (
	corpInstallSubs     = 1 + iota // installed in subsidiary forts (ONR-8.3.1, 8.4.1)
	corpInstallAnywhere            // installed in or on any fort (ONR-8.2.1, 8.3.1)
	corpPlay                       // plainPlay
	corpPlayUntargeted             // plainUntargeted, not plainPlay
)

// playsPlain reports whether card d in the hand plays as a plain card now
// (plainPlayable): it is plainPlay, or plainUntargeted at a table of fewer
// than three players; never under State.unmasked (the long way).
func (s *State) playsPlain(d *Def) bool {
	return (d.hand.plainPlay || d.hand.plainUntargeted && len(s.Players) < 3) && !s.unmasked
}

// makeHandFacts finds d's handFacts from its card and abilities (Define,
// once the other facts are found).
func (d *Def) makeHandFacts() {
	c := d.card
	h := handFacts{installCost: intOr(c.InstallCost, 0), playCost: intOr(c.PlayCost, 0)}
	switch d.typ {
	case carddb.Program, carddb.Hardware, carddb.Resource:
		h.plainInstall = !d.installStatics()
	}
	if i := int(d.playAt) - 1; i >= 0 {
		h.plainUntargeted = !d.prevents && !d.double && !d.staticMods.has(ModKeyword) && !choosesFort(d.Abilities[i].Fort)
		h.plainPlay = h.plainUntargeted && (i >= len(d.targetRoles) || d.targetRoles[i] == 0)
	}
	if !d.staticMods.has(ModRezOnInstall) {
		switch d.typ {
		case carddb.Agenda, carddb.Node:
			if !d.placeStatics() {
				h.corp = corpInstallSubs
			}
		case carddb.Upgrade, carddb.Ice:
			if !d.placeStatics() {
				h.corp = corpInstallAnywhere
			}
		case carddb.Operation:
			if h.plainPlay {
				h.corp = corpPlay
			} else if h.plainUntargeted {
				h.corp = corpPlayUntargeted
			}
		}
	}
	d.hand = h
}
