package onr

import (
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr/carddb"
)

// Every enumeration of package onr is defined in this file, each with
// explicit values: most are saved in game states (a card's zone, a lasting
// effect's modifier, a frame's kind), so a value is never renumbered or
// reused. TestEnumerations checks that no other file adds a value to them
// and that their values are distinct.

// Role is what a seat plays: the Corporation or a Runner (ONR-1.1). A
// game's players are data (State.Players); the rules speak of "the Runner of
// this run", "the controller", "an opponent", never of a fixed seat.
type Role uint8

// Roles.
const (
	// Corp is the Corporation (ONR-1.1).
	Corp Role = 0
	// Runner is the Runner (ONR-1.1).
	Runner Role = 1
)

// String returns "corp" or "runner".
func (r Role) String() string {
	if r == Corp {
		return "corp"
	}
	return "runner"
}

// Title returns "Corp" or "Runner", as the rules write the role.
func (r Role) Title() string {
	if r == Corp {
		return "Corp"
	}
	return "Runner"
}

// Zone is where a card is. Stored zones belong to a player (Card.At): a
// Corp's HQ is its hand, its R&D its deck and its Archives its discard
// pile; a Runner's stack is his or her deck and the trash the discard pile.
type Zone uint8

// The zones of ONR (ONR-2.2, ONR-2.3).
const (
	ZoneNone    Zone = 0
	ZoneHand    Zone = 1  // HQ (a Corp) or the Runner's hand
	ZoneDeck    Zone = 2  // R&D (a Corp) or the Runner's stack, top first
	ZoneDiscard Zone = 3  // the Archives (Card.FaceUp tells which pile) or the Runner's trash
	ZoneIce     Zone = 4  // installed on a fort (Card.Fort)
	ZoneFort    Zone = 5  // installed in a fort (Card.Fort)
	ZoneScored  Zone = 6  // a player's scored area: agendas the Corp scored or the Runner stole
	ZoneRig     Zone = 7  // installed Runner card (Card.Host for hosted programs)
	ZoneRemoved Zone = 8  // removed from the game
	ZoneAside   Zone = 9  // set aside face up by the Runner (The Shell Traders, R492; aside.go)
	ZoneHeld    Zone = 10 // held face up by a card in play (Card.Host), not installed (held.go)
)

var zoneNames = [...]string{"none", "hand", "deck", "discard", "ice", "fort", "scored", "rig", "removed", "aside", "held"}

// String returns the zone's role-neutral name.
func (z Zone) String() string {
	if int(z) < len(zoneNames) {
		return zoneNames[z]
	}
	return "zone?"
}

// Of names the zone as the rules name it for a player of role r: "HQ",
// "R&D" and "the Archives" for a Corp; "hand", "stack", "trash" for a
// Runner.
func (z Zone) Of(r Role) string {
	switch {
	case r == Corp && z == ZoneHand:
		return "HQ"
	case r == Corp && z == ZoneDeck:
		return "R&D"
	case r == Corp && z == ZoneDiscard:
		return "the Archives"
	case r == Runner && z == ZoneDeck:
		return "stack"
	case r == Runner && z == ZoneDiscard:
		return "trash"
	}
	return z.String()
}

// Central says which central fort a fort is (ONR-2.2.2), or Subsidiary.
type Central uint8

// Central fort kinds.
const (
	Subsidiary      Central = 0
	CentralHQ       Central = 1
	CentralRD       Central = 2
	CentralArchives Central = 3
	// FirstVariantCentral is the first kind of a variant's own central
	// forts (Table.Centrals): central, never collapsing, holding what the
	// variant allows, and accessed like a subsidiary fort (its installed
	// cards).
	FirstVariantCentral Central = 16
	// AnyFort, in a card's text, is a fort of the player's choice ("make a
	// run"); no fort has it.
	AnyFort Central = 255
	// CentralRDOrHQ, in a card's text, is R&D or HQ of the player's
	// choice ("make a run on R&D or HQ"; runchoice.go); no fort has it.
	CentralRDOrHQ Central = 254
)

// Phase is the step of the active player's turn the game is in when no
// frame is pending (ONR-5).
type Phase uint8

// Turn phases (ONR-5).
const (
	PhaseStart   Phase = 0 // start of turn: refills, start-of-turn effects (and the Corp's draw)
	PhaseAction  Phase = 1 // the player's actions
	PhaseEnd     Phase = 2 // end of turn
	PhaseDiscard Phase = 3 // discard to the maximum hand size; then the next player's turn
)

// Kind is what sort of card text an Ability is: the few slots every card is
// built from.
type Kind uint8

// Ability kinds.
const (
	// KindPlay: what an operation or prep does when played (ONR-7).
	KindPlay Kind = 1
	// KindSub: a subroutine of ice, in printed order (ONR-11.6).
	KindSub Kind = 2
	// KindBreak: "N bits: break a Keyword subroutine" (ONR-11.5); Effect
	// is what else each use does (a noise penalty).
	KindBreak Kind = 3
	// KindBreakAll: "N bits: break all subroutines of a piece of ice"
	// (ONR-11.5.6), every unbroken one at once and only all of them.
	KindBreakAll Kind = 4
	// KindPump: "N bits: +M strength" for Until (ONR-11.5.3).
	KindPump Kind = 5
	// KindActivated: "costs: effect", usable at the moments in When
	// (ONR-6.3, ONR-9.4).
	KindActivated Kind = 6
	// KindTrigger: "when …", "at the start of your turn …": resolves when
	// an occurrence On happens (ONR-18.1).
	KindTrigger Kind = 7
	// KindStatic: changes a value (Mod) while the card works.
	KindStatic Kind = 8
	// KindPrevent: "prevent …", "avoid …": used while an occurrence On is
	// about to happen (ONR-18.3.5, ONR-13.5).
	KindPrevent Kind = 9
	// KindBaseLink: "C bits: base link N" (ONR-12.1.3); Effect is what
	// else using it does.
	KindBaseLink Kind = 10
	// KindLinkBoost: "C bits: +N link", bought after a base link of the
	// same card (ONR-12.1.3).
	KindLinkBoost Kind = 11
	// KindVirus: a virus program that gives the Corp one counter at the end
	// of each successful run on the central fort Fort (ONR-15, R048).
	KindVirus Kind = 12
)

// Timing is a set of moments at which an activated ability may be used.
type Timing uint16

// Moments of activated abilities (bits of a Timing).
const (
	// AsAction abilities cost at least one action and are used as an
	// action in the controller's own turn (ONR-6.3.1).
	AsAction Timing = 1 << 0
	// AnyWindow abilities are used whenever their controller may use
	// special effects (ONR-9.4).
	AnyWindow Timing = 1 << 1
	// InEncounter abilities ("use this ability only during an encounter
	// with a piece of ice", Lockjaw) are offered where the Runner acts
	// during an encounter: the break step (ONR-11.5.4).
	InEncounter Timing = 1 << 2
	// DuringAccess abilities are used while the Runner is accessing cards
	// (ONR-11.11): "use this ability only when accessing cards from HQ"
	// (HQ Mole).
	DuringAccess Timing = 1 << 3
	// Paying abilities gain bits (Ability.N) and may also be used whenever
	// their controller pays a cost or penalty (ONR-18.3.7; payment.go).
	Paying Timing = 1 << 4
	// AtRunStart abilities are used by the Corp of a run at its start, in
	// the start-of-run decision (ONR-11.1.2; startofrun.go): "use this
	// ability only at the start of a run".
	AtRunStart Timing = 1 << 5
	// AfterTraceReveal abilities are used by the traced Runner after both
	// amounts of a trace are revealed, before they are compared
	// (ONR-12.2.4; tracewindow.go).
	AfterTraceReveal Timing = 1 << 6
	// AfterDamageSource abilities are used by the Corp once a source of
	// damage is used, to change the damage it deals, before the Runner
	// may prevent any (R112; damagesource.go).
	AfterDamageSource Timing = 1 << 7
	// AfterMeatDamage abilities are used by the Runner when a Corp has
	// successfully done him meat damage ("use this ability only when the
	// Corp successfully does meat damage"), once the cards are discarded
	// (ONR-14; afterdamage.go).
	AfterMeatDamage Timing = 1 << 8
)

// activeKind names a list of the index of active cards (State.activeWith):
// the active cards whose definitions have abilities of one kind, for the
// loops that look only for those. Not saved.
type activeKind uint8

// The lists of the active-card index.
const (
	withStatics   activeKind = iota // Def.statics
	withActivated                   // Def.activated
	withTriggers                    // Def.triggered
	withPayment                     // Def.payment
	numActiveKinds
)

// Presence says where a card must be for an ability of it to work.
type Presence uint8

// Presences.
const (
	// Active: the card is active (the default): a rezzed Corp card, an
	// installed Runner card, a scored agenda of the Corp (ONR-10.5).
	Active Presence = 0
	// Installed: the card is installed, rezzed or not ("even if
	// unrezzed", ONR-9.10).
	Installed Presence = 1
	// InHand: the card is in its owner's hand, played from there (R077).
	InHand Presence = 2
	// Counters: the card's virus counters are held, by a Corp or on a card,
	// whatever became of the program (ONR-15.6, R051).
	Counters Presence = 3
	// CountersCorpTurn: as Counters, but its triggers on EvTurnStart answer
	// the start of the turns of the Corp holding the counters, not the
	// Runner's ("at the start of each of its turns"; virusturn.go).
	CountersCorpTurn Presence = 4
	// Accessed: the card's access abilities work "even if it is not
	// installed", but not from the Archives: in HQ or R&D, installed and
	// active, or an installed agenda (ambush-access; an installed node must
	// be rezzed, R062, ONR-9.10).
	Accessed Presence = 5
	// AccessedEvenUnrezzed: as Accessed, but an installed card works
	// unrezzed too ("even if it is not installed or rezzed", R062).
	AccessedEvenUnrezzed Presence = 6
	// AccessedAnywhere: as Accessed, the Archives included (an ability
	// that names where it works, "when Runner accesses it from the
	// Archives", with the condition StoredIn).
	AccessedAnywhere Presence = 7
)

// Count is a number computed from the state when an ability needs it.
type Count uint8

// Counts.
const (
	// CountPaidAboveRez is the bits paid above the rez cost at the card's
	// last rez (Digiconda's X, ONR-9.6).
	CountPaidAboveRez Count = 1
	// CountVirus is the card's virus counters where they are held
	// (Gremlins' "for every two counters", ONR-15).
	CountVirus Count = 2
	// CountRezzedIceOutside is the rezzed ice installed outside the card on
	// its fort, of the keywords of the ability's Filter if it names any (Bug
	// Zapper, Hunting Pack, Minotaur); 0 when the card is not installed
	// (R095, R153).
	CountRezzedIceOutside Count = 3
	// CountBought is what the card's controller bought for the present
	// encounter (ModBought lasting effects bound to it: Iceberg's
	// subroutines, R156).
	CountBought Count = 4
	// CountHandCards is the cards in the hand of the card's controller
	// (Omnitech Wet Drive's base MU).
	CountHandCards Count = 10
	// CountBrokeThisRun is the subroutines the card broke during this run
	// (EvSubsBroken; Snowball's "+1 strength for each subroutine it has
	// broken during a run", breaking.go).
	CountBrokeThisRun Count = 5
	// CountAdvOver is the advancement counters on the card over its
	// difficulty, 0 if fewer (Project Babylon's "for every two advancement
	// counters over its difficulty", read as it is scored; scorebonus.go).
	CountAdvOver Count = 24
	// CountCounters is the card's own counters (Card.Counters): Project
	// Venice's actions, one for each of its counters.
	CountCounters Count = 25
	// CountRunnerTags is the tags of the Runner of the card's text, as its
	// controller counts them (Street Enforcer's X; loseper.go).
	CountRunnerTags Count = 26
	// CountAdv is the advancement counters on the card (Vacant
	// Soulkiller's "1 brain damage for each advancement counter on it").
	CountAdv Count = 31
	// CountVirusAfterFirst is the virus counters of the program the Corp
	// holds beyond the first (Highlighter's "each counter after the first";
	// virusaccess.go).
	CountVirusAfterFirst Count = 130
	// CountEncounteredThisRun, CountRezzedThisRun and CountStolenThisRun
	// are the distinct cards of a keyword the Runner encountered, the Corp
	// rezzed and the Runner liberated during the run (runfacts.go).
	CountEncounteredThisRun Count = 180
	CountRezzedThisRun      Count = 181
	CountStolenThisRun      Count = 182
	// CountTrashedThisRun is the distinct cards of a keyword the Runner
	// trashed during the run (EvCardTrashed; runfacts.go).
	CountTrashedThisRun Count = 183
)

// The occurrences of ONR (kernel event types). They feed triggers, end
// lasting effects and fire delayed triggers. Seat is the player concerned,
// Obj the card.
const (
	EvTurnStart         kernel.EventType = 1  // a player's turn begins (ONR-5.1.1, ONR-5.2.1)
	EvTurnEnd           kernel.EventType = 2  // a player's turn ends
	EvActionTaken       kernel.EventType = 3  // a player took an action (not a forgone one; R150)
	EvRunStart          kernel.EventType = 4  // a run begins (ONR-11.1.2)
	EvEncounterStart    kernel.EventType = 5  // the Runner begins to encounter ice Obj (ONR-11.4)
	EvEncounterEnd      kernel.EventType = 6  // the subroutines of ice Obj have been dealt with (RUN-6)
	EvIcePassed         kernel.EventType = 7  // the Runner passes ice Obj (ONR-11.7.1)
	EvAllSubsBroken     kernel.EventType = 8  // every subroutine of ice Obj was broken in the encounter
	EvRunSuccessful     kernel.EventType = 9  // the run is successful (RUN-11)
	EvSuccessfulRunEnd  kernel.EventType = 10 // the end of a successful run, before its facts clear (RUN-13, R048)
	EvRunEnds           kernel.EventType = 11 // a run is over (RUN-14); N is 1 if it was successful
	EvScored            kernel.EventType = 12 // Obj is scored ("when you score …")
	EvAccessed          kernel.EventType = 13 // Obj is accessed (ONR-11.11.4)
	EvRezzed            kernel.EventType = 14 // Obj is rezzed (ONR-9.1)
	EvNetDamage         kernel.EventType = 15 // Net damage is about to be done (ONR-14.1)
	EvMeatDamage        kernel.EventType = 16 // meat damage is about to be done
	EvBrainDamage       kernel.EventType = 17 // brain damage is about to be done (ONR-14.2)
	EvTagGiven          kernel.EventType = 18 // tags are about to be given (ONR-13)
	EvTrashed           kernel.EventType = 19 // an installed card is about to be trashed (ONR-18.3.5)
	EvDerezzed          kernel.EventType = 20 // Obj is derezzed (ONR-9.8)
	EvLeftPlay          kernel.EventType = 21 // Obj left its place
	EvWindowClosed      kernel.EventType = 22 // a priority window closed
	EvSuccessfulRunOver kernel.EventType = 23 // after a successful run, once the run is over (R297)
	EvEncountered       kernel.EventType = 24 // the Runner encounters ice Obj: only its own abilities answer ("when Runner encounters …")
	EvPassed            kernel.EventType = 25 // the Runner passes ice Obj: only its own abilities answer ("if Runner passes …")
	EvBreakerUsed       kernel.EventType = 26 // the Runner used a break or strength ability of icebreaker Obj
	EvTurnOver          kernel.EventType = 27 // a player's turn is over, after its end-of-turn discard: "until the end of the turn" ends (OPEN 21)
	EvSubsBroken        kernel.EventType = 28 // icebreaker Obj broke N subroutines of the ice being encountered (breaking.go)
	EvRunEnding         kernel.EventType = 29 // the end of a run, successful or not, before its facts clear (RUN-13): "at the end of this run"
	EvInstalled         kernel.EventType = 30 // the Runner installed Obj: only its own abilities answer ("when you install …")
	EvTraceOver         kernel.EventType = 31 // a trace against Runner Seat is over, its result known (ONR-12.2.6; tracewindow.go)
	EvIceApproached     kernel.EventType = 32 // the Runner approaches the run's current ice, before the Corp may rez it (ONR-11.3; approach.go)
	EvFlatline          kernel.EventType = 40 // damage is about to flatline the Runner (ONR-14.5.1): only preventions answer it (ONR-14.6)
	EvCardTrashed       kernel.EventType = 41 // during a run, player Seat trashed card Obj (a history fact of DeedTrashed; runfacts.go)
	EvTraceEffect       kernel.EventType = 42 // the effect of a successful trace is about to happen: only preventions answer it (tracecancel.go)
	EvRezzedInRun       kernel.EventType = 43 // during a run, Corp Seat rezzed card Obj: the Runner's cards answer, before its own "when rezzed" (rezresponse.go)
)

// eventNames names the occurrences for errors and descriptions.
var eventNames = map[kernel.EventType]string{
	EvTurnStart: "turn-start", EvTurnEnd: "turn-end", EvActionTaken: "action-taken", EvRunStart: "run-start",
	EvEncounterStart: "encounter-start", EvEncounterEnd: "encounter-end", EvIcePassed: "ice-passed",
	EvAllSubsBroken: "all-subroutines-broken", EvRunSuccessful: "run-successful", EvSuccessfulRunEnd: "successful-run-end",
	EvRunEnds: "run-ends", EvScored: "scored", EvAccessed: "accessed", EvRezzed: "rezzed", EvNetDamage: "net-damage",
	EvMeatDamage: "meat-damage", EvBrainDamage: "brain-damage", EvTagGiven: "tag", EvTrashed: "trashed",
	EvDerezzed: "derezzed", EvLeftPlay: "left-play", EvWindowClosed: "window-closed", EvSuccessfulRunOver: "successful-run-over",
	EvEncountered: "encountered", EvPassed: "passed", EvBreakerUsed: "breaker-used", EvTurnOver: "turn-over",
	EvSubsBroken: "subroutines-broken", EvRunEnding: "run-ending", EvInstalled: "installed",
	EvFlatline: "flatline", EvTraceOver: "trace-over", EvIceApproached: "ice-approached",
	EvCardTrashed: "card-trashed", EvTraceEffect: "trace-effect", EvRezzedInRun: "rezzed-in-run",
	EvCorpInstalled: "corp-installed",
	EvRunRedirected: "run-redirected",
	EvDrawing:       "drawing", EvExposing: "exposing",
}

// eventName names occurrence type e.
func eventName(e kernel.EventType) string {
	if n, ok := eventNames[e]; ok {
		return n
	}
	return fmt.Sprintf("event(%d)", e)
}

// selfEvents are the occurrences that only the abilities of the card they
// concern answer ("when you score Hostile Takeover", "when accessed"): a
// bit for each, asked by selfEvent on every occurrence that fires triggers.
const selfEvents uint64 = 1<<EvScored | 1<<EvAccessed | 1<<EvRezzed | 1<<EvEncountered | 1<<EvPassed | 1<<EvInstalled

// selfEvent reports whether only the abilities of the card occurrence type
// e concerns answer it (selfEvents).
func selfEvent(e kernel.EventType) bool { return e < 64 && selfEvents>>e&1 != 0 }

// The values that static abilities and lasting effects change (kernel
// modifier kinds). Each is read in one place of the rules (values.go,
// prohibit.go, the run and access procedures).
const (
	ModMU                    kernel.ModKind = 1   // memory units of the controller (ONR-8.7)
	ModHandSize              kernel.ModKind = 2   // maximum hand size of the controller (ONR-14.7)
	ModIceStrength           kernel.ModKind = 3   // strength of ice (ONR-11.4.3)
	ModBreakerStrength       kernel.ModKind = 4   // strength of an icebreaker (ONR-11.5.3)
	ModHosts                 kernel.ModKind = 5   // a daemon's capacity in MU (ONR-8.8)
	ModHostedStrength        kernel.ModKind = 6   // strength of icebreakers hosted in this card
	ModExtraAccess           kernel.ModKind = 7   // additional cards accessed from central fort Fort (ONR-11.11.2)
	ModExtraAction           kernel.ModKind = 8   // an additional action each turn, for the use Use (R058, ONR-6.4.3)
	ModRecurring             kernel.ModKind = 9   // bits on the card, refilled at the owner's turn start, for use Use (ONR-2.1.3)
	ModInstallCost           kernel.ModKind = 10  // a cost paid on every install of the card, besides its install cost (R499)
	ModRepeatSubs            kernel.ModKind = 11  // each of the ice's own subroutines repeated N more times (ONR-11.6.4)
	ModAddSub                kernel.ModKind = 12  // ice encountered has an additional subroutine Ref after all others
	ModKeyword               kernel.ModKind = 13  // the ice is a Keyword instead of its printed ice type (ONR-16.4.3)
	ModCannotJackOut         kernel.ModKind = 14  // the Runner cannot jack out (ONR-18.3.3)
	ModCannotBreak           kernel.ModKind = 15  // the Runner cannot break subroutines
	ModCannotRun             kernel.ModKind = 16  // the Runner cannot make runs
	ModSpendCap              kernel.ModKind = 17  // at most N more bits for icebreakers and link during this run
	ModBypassIce             kernel.ModKind = 18  // the next ice encountered is passed at once (ONR-11.3)
	ModReplaceAccess         kernel.ModKind = 19  // a successful run accesses nothing; program Ref resolves instead (ONR-18.3.8)
	ModRezOnInstall          kernel.ModKind = 20  // rezzed as it is installed; installed only if its rez cost can be paid (Siren; regions, ONR-8.4.2)
	ModDifficulty            kernel.ModKind = 21  // the difficulty of agendas (Corporate Ally, ONR-10.4)
	ModExtraSubs             kernel.ModKind = 22  // the ice has N more subroutines (its amount), each the ability's Effect (ONR-11.6.1)
	ModBought                kernel.ModKind = 23  // N bought for the present encounter, bound to the ice (CountBought)
	ModRunnerCounter         kernel.ModKind = 24  // a counter given to the Runner: a delayed trigger at each On, ended by an action paying Price
	ModEncounterStrength     kernel.ModKind = 25  // ice encountered has +N strength
	ModBreakCost             kernel.ModKind = 26  // breaking each subroutine costs N more bits
	ModRezCost               kernel.ModKind = 27  // the card's cost to rez changes by N (never below 0; the printed rez cost stays, R116)
	ModJackOutCost           kernel.ModKind = 29  // jacking out costs the Runner N more bits
	ModScopedBits            kernel.ModKind = 28  // N bits of Seat's for use Arg (a Use) with card Obj, until the scope (Until) ends; then unspent ones go back to the bank
	ModBaseMU                kernel.ModKind = 50  // the controller's base MU is the amount instead of 4 (memory.go, ONR-8.7.4)
	ModChosen                kernel.ModKind = 30  // card Obj's remembered choice, Arg: an ice type (-1 - its IceTypes index), a card, a fort + 1 (breaking.go)
	ModStrengthCounter       kernel.ModKind = 31  // N +1 strength counters on icebreaker Obj (breaking.go)
	ModInstallCounters       kernel.ModKind = 41  // the card gets N of its own counters as it is installed (card-counters: "put seven Ablative counters on it when it is installed")
	ModCancelled             kernel.ModKind = 42  // the preventions of card Obj do not work (an opponent paid to cancel them until the lasting effect ends)
	ModBaseActions           kernel.ModKind = 43  // the Runner Seat's base actions each turn are N instead of 4 (R342, R345)
	ModAutoPrevent           kernel.ModKind = 44  // preventable damage of kind Arg done to Seat is prevented, all of it (R343)
	ModForfeitPoints         kernel.ModKind = 45  // the next N agenda points Seat scores or steals are forfeited
	ModDamaged               kernel.ModKind = 46  // the Runner Seat was damaged during one of his last three actions (history-facts)
	ModRezAlso               kernel.ModKind = 47  // a cost (Ability.Cost) paid on every rez of the card besides its rez cost ("costs 1 agenda point in addition")
	ModIgnoreSubs            kernel.ModKind = 48  // ice of the Filter's keywords encountered by the controller has its subroutines ignored, except those that trace or do Net damage
	ModHoldsTrashed          kernel.ModKind = 51  // installed cards of the controller passing the Filter, being trashed, may go on top of this card instead (held.go)
	ModScoreBonus            kernel.ModKind = 60  // the agenda's own: N more agenda points when the Corp scores it, not when stolen (scorebonus.go)
	ModScoreCounters         kernel.ModKind = 61  // the agenda's own: it gets N of its own counters as the Corp scores it (scorebonus.go)
	ModDamageBonus           kernel.ModKind = 62  // each source of damage of the occurrence On (EvMeatDamage…) does N more (damagebonus.go)
	ModIceInstallCost        kernel.ModKind = 52  // the bits the controller pays to install ice on a fort change by N (never below 0; installcost.go)
	ModTraceLimit            kernel.ModKind = 70  // traces against the controller from a card passing the Filter have their limit changed by N (never below 0; tracelimit.go)
	ModTrashStoredFree       kernel.ModKind = 71  // Seat may trash accessed cards stored in central fort Arg at no cost, even those with no trash cost (trashaccessed.go)
	ModAdvanceable           kernel.ModKind = 83  // the card may be advanced before and after it is rezzed, like an agenda (ONR-10.1; action.go advanceable)
	ModTrashCost             kernel.ModKind = 99  // the trash cost of other cards passing the Filter changes by N (trashcost.go)
	ModInstallOnlyIn         kernel.ModKind = 98  // the card may be installed only in a fort of kind Fort, or of another such static's (installplace.go)
	ModAvoidTags             kernel.ModKind = 97  // the next N tags Seat would receive are avoided automatically (avoidtags.go)
	ModTurnActions           kernel.ModKind = 84  // Seat has N more actions at the start of each of his turns (turnactions.go)
	ModLinkBonus             kernel.ModKind = 72  // Seat has +N link in every trace (linkbonus.go)
	ModCannotUseNoisy        kernel.ModKind = 73  // the Runner Seat cannot use noisy icebreakers (noisyban.go)
	ModIceRezAgain           kernel.ModKind = 96  // rezzing ice costs its printed rez cost more (rezagain.go)
	ModIceDoubled            kernel.ModKind = 74  // ice Obj's strength is doubled, to at most N (doublestrength.go)
	ModStealCost             kernel.ModKind = 75  // stealing agendas passing the Filter costs N more bits (stealcost.go)
	ModChosenFortIceStrength kernel.ModKind = 110 // ice installed on the fort the card remembers (ModChosen) has +N strength (chosenfort.go)
	ModAvoidVirus            kernel.ModKind = 111 // the next N virus counters given to the Corp Seat are avoided (avoidvirus.go)
	ModHandSizeOnDamage      kernel.ModKind = 112 // each time the card does damage, the damaged Runner's hand size changes by N for the rest of the game (damagehandsize.go)
)

var modNames = map[kernel.ModKind]string{
	ModMU: "mu", ModHandSize: "hand-size", ModIceStrength: "ice-strength", ModBreakerStrength: "breaker-strength",
	ModHosts: "hosts", ModHostedStrength: "hosted-strength", ModExtraAccess: "extra-access", ModExtraAction: "extra-action",
	ModRecurring: "recurring", ModInstallCost: "install-cost", ModRepeatSubs: "repeat-subroutines", ModAddSub: "add-subroutine",
	ModKeyword: "keyword", ModCannotJackOut: "cannot-jack-out", ModCannotBreak: "cannot-break", ModCannotRun: "cannot-run",
	ModSpendCap: "spend-cap", ModBypassIce: "bypass-ice", ModReplaceAccess: "replace-access", ModRezOnInstall: "rez-on-install",
	ModDifficulty: "difficulty", ModExtraSubs: "extra-subroutines", ModBought: "bought", ModRunnerCounter: "runner-counter",
	ModEncounterStrength: "encounter-strength", ModBreakCost: "break-cost", ModRezCost: "rez-cost",
	ModScopedBits: "scoped-bits", ModJackOutCost: "jack-out-cost",
	ModBaseMU: "base-mu",
	ModChosen: "chosen", ModStrengthCounter: "strength-counter",
	ModInstallCounters: "install-counters", ModCancelled: "cancelled",
	ModBaseActions: "base-actions", ModAutoPrevent: "auto-prevent", ModForfeitPoints: "forfeit-points",
	ModDamaged: "damaged", ModRezAlso: "rez-also", ModIgnoreSubs: "ignore-subroutines",
	ModHoldsTrashed: "holds-trashed", ModScoreBonus: "score-bonus", ModScoreCounters: "score-counters", ModDamageBonus: "damage-bonus",
	ModIceInstallCost:  "ice-install-cost",
	ModTraceLimit:      "trace-limit",
	ModTrashStoredFree: "trash-stored-free", ModAdvanceable: "advanceable",
	ModTrashCost: "trash-cost", ModInstallOnlyIn: "install-only-in",
	ModTurnActions: "turn-actions",
	ModAvoidTags:   "avoid-tags", ModLinkBonus: "link-bonus", ModCannotUseNoisy: "cannot-use-noisy",
	ModIceRezAgain: "ice-rez-again",
	ModIceDoubled:  "ice-doubled", ModStealCost: "steal-cost",
	ModChosenFortIceStrength: "chosen-fort-ice-strength", ModAvoidVirus: "avoid-virus",
	ModHandSizeOnDamage:  "hand-size-on-damage",
	ModNoBitsFrom:        "no-bits-from",
	ModChosenFortIceCost: "chosen-fort-ice-cost", ModRandomDiscards: "random-discards",
	ModNextAgendaAccess: "next-agenda-access", ModPreventPool: "prevent-pool",
	ModPoolBits: "pool-bits",
	ModHappened: "happened", ModFortClosed: "fort-closed",

	ModTracesSucceed: "traces-succeed",

	ModInstallNotIn:   "install-not-in",
	ModKeptUntilDeed:  "kept-until-deed",
	ModLeaseCounters:  "lease-counters",
	ModBreakerUseCost: "breaker-use-cost", ModDebt: "debt",
	ModNoNewForts: "no-new-forts", ModCorpTrashPrice: "corp-trash-price",
	ModKludgeCounters: "kludge-counters",
	ModFortVirus:      "fort-virus", ModFortInstallTax: "fort-install-tax", ModFortAgendaDifficulty: "fort-agenda-difficulty",
	ModInstallActionsOf: "install-actions-of", ModInstallActionBits: "install-action-bits", ModDrawExtra: "draw-extra",
	ModForfeitBits: "forfeit-bits", ModDivertGain: "divert-gain",
	ModTrashAccessingFree: "trash-accessing-free", ModPrepFirstGain: "prep-first-gain", ModPreventForCounters: "prevent-for-counters",
	ModFortCapacity: "fort-capacity",
	ModTraceBits:    "trace-bits",
	ModDeferSteal:   "defer-steal",
	ModRezOnlyIf:    "rez-only-if",
	ModDieAction:    "die-action",
	ModFortExposed:  "fort-exposed",

	ModAgendaAsProgram: "agenda-as-program", // dreff28

	ModInstallOnlyIf: "install-only-if", ModKeepVirusOnPurge: "keep-virus-on-purge", // wind28
	ModAdvancementTraceBits: "advancement-trace-bits", ModRezDuringTrace: "rez-during-trace", // wind28
	ModBreakersBannedInFort: "breakers-banned-in-fort", ModRezAgainstBreaker: "rez-against-breaker", // wind28
	ModSpendAnnounced: "spend-announced", // pay28
	ModRezWhen:        "rez-when", ModPerCardDrawn: "per-card-drawn",
	ModRepeatSub: "repeat-subroutine", ModPassIceOnce: "pass-ice-once", // subs28
}

// modName names modifier m.
func modName(m kernel.ModKind) string {
	if n, ok := modNames[m]; ok {
		return n
	}
	return fmt.Sprintf("mod(%d)", m)
}

// DamageKind is net, meat or brain damage (ONR-14.1).
type DamageKind uint8

// Damage kinds.
const (
	Net   DamageKind = 0
	Meat  DamageKind = 1
	Brain DamageKind = 2
)

var damageNames = [...]string{"Net", "meat", "brain"}

// String names the damage kind as cards print it.
func (k DamageKind) String() string {
	if int(k) < len(damageNames) {
		return damageNames[k]
	}
	return fmt.Sprintf("damage(%d)", k)
}

// event is the occurrence of damage of kind k about to be done.
func (k DamageKind) event() kernel.EventType {
	return [...]kernel.EventType{EvNetDamage, EvMeatDamage, EvBrainDamage}[k]
}

// The kinds of cost parts of ONR (kernel.Costs; values.go).
const (
	CostActions  kernel.CostKind = 1
	CostBits     kernel.CostKind = 2
	CostPoints   kernel.CostKind = 3
	CostTake     kernel.CostKind = 4 // bits taken from the card (Corporate Coup)
	CostTrash    kernel.CostKind = 5 // trash the card
	CostCounters kernel.CostKind = 6 // remove the card's own counters (Card.Counters)
	// CostInstallActions is actions usable only to install cards
	// (Player.InstallActions; ONR-6.4.3, dedicated.go).
	CostInstallActions kernel.CostKind = 7
	// CostAdv removes advancement counters from the card (Cost.Adv).
	CostAdv kernel.CostKind = 8
	// CostBitsFor is the first of the kinds of bits paid for one Use:
	// CostBitsFor+kernel.CostKind(u) for u from ForIcebreakers to
	// ForTagRemoval, paid with the bits restricted to that use first, then
	// the pool (payForUse; restricted.go).
	CostBitsFor kernel.CostKind = 16
)

// Use says what restricted bits or a dedicated action may be used for
// (ONR-2.1.2, ONR-6.4.3).
type Use uint8

// Uses.
const (
	AnyUse         Use = 0
	ForIcebreakers Use = 1 // bits usable only to pay for icebreakers
	ForTrashing    Use = 2 // bits usable only to pay to trash a card (restricted.go)
	ForLink        Use = 3 // bits usable only to increase link, not to set a base link (R413)
	ForRuns        Use = 4 // an action usable only to make a run (Wilson)
	ForInstalls    Use = 5 // actions (Edgerunner) or bits (restricted.go) usable only to install cards
	ForOwnTraces   Use = 6 // bits usable only for trace bids: scoped, for the traces of the card that gave them (Pocket Virtual Reality); recurring, for those their Filter lets through
	ForPlays       Use = 7 // bits usable only to play operations or preps (restricted.go)
	ForTagRemoval  Use = 8 // bits usable only to remove tags by the basic action, not for cards that remove tags (R332; restricted.go)
)

// The frame kinds of ONR; each is a small state machine in its own file,
// registered in wiring.go.
const (
	FrameProgram kernel.FrameKind = 1  // running a program (a card's text)
	FrameWindow  kernel.FrameKind = 2  // a priority window (ONR-9.4, ONR-18.2)
	FrameRun     kernel.FrameKind = 3  // a run (ONR-11)
	FrameAccess  kernel.FrameKind = 4  // accessing cards (ONR-11.11, ONR-11.12)
	FrameTrace   kernel.FrameKind = 5  // a trace (ONR-12.2)
	FrameDamage  kernel.FrameKind = 6  // damage being done (ONR-14)
	FrameTags    kernel.FrameKind = 7  // tags being given (ONR-13)
	FrameDiscard kernel.FrameKind = 8  // end-of-turn discard (ONR-5.1.5, ONR-5.2.4)
	FrameInstall kernel.FrameKind = 9  // the follow-up choices of an install (ONR-8)
	FrameFitMU   kernel.FrameKind = 10 // trashing programs over MU (ONR-8.7.3)
	FrameQueue   kernel.FrameKind = 11 // simultaneous triggers in their controller's order (R026)
	FrameAction  kernel.FrameKind = 12 // the active player's choice of action (ONR-6)
	FrameTrash   kernel.FrameKind = 13 // an installed Runner card about to be trashed; prevention window (prevent.go)
	FramePay     kernel.FrameKind = 14 // paying with payment abilities (payment.go)
	// FrameTogether holds the effects of several seats answering one
	// occurrence while the active player orders the seats (ONR-18.1.7,
	// R026; lasting.go).
	FrameTogether kernel.FrameKind = 15
	// FrameTraceEffect is the effect of a successful trace about to happen:
	// its prevention window (tracecancel.go).
	FrameTraceEffect kernel.FrameKind = 16
	// FirstVariantFrame is the first frame kind of a variant's own frames
	// (RegisterFrame, variant.go). A variant's modifier kinds
	// (kernel.ModKind) likewise start at 1000.
	FirstVariantFrame kernel.FrameKind = 64
)

// Window kinds (Frame.N of a FrameWindow).
const (
	WinTurnStart    int32 = 1 // start of a turn (ONR-9.3.1)
	WinAfterAction  int32 = 2 // after an action (ONR-5.1.4, ONR-9.3.2)
	WinApproach     int32 = 3 // the Runner approaches ice (ONR-11.3)
	WinPass         int32 = 4 // the Runner passes ice (ONR-11.7.1)
	WinBeforeAccess int32 = 5 // the Corp's last window before access (ONR-11.9)
)

// Option verbs. Option.Card always holds a card's public handle, never its
// internal index (see view.go).
var (
	VerbDraw      = engine.NewVerb("draw")
	VerbGain      = engine.NewVerb("gain")
	VerbInstall   = engine.NewVerb("install")
	VerbPlay      = engine.NewVerb("play")
	VerbAdvance   = engine.NewVerb("advance")
	VerbTrashRes  = engine.NewVerb("trash-resource")
	VerbUse       = engine.NewVerb("use")
	VerbRun       = engine.NewVerb("run")
	VerbRemoveTag = engine.NewVerb("remove-tag")
	VerbPass      = engine.NewVerb("pass")
	VerbRez       = engine.NewVerb("rez")
	VerbScore     = engine.NewVerb("score")
	VerbPurge     = engine.NewVerb("purge")
	VerbBreak     = engine.NewVerb("break")
	VerbPump      = engine.NewVerb("pump")
	VerbDone      = engine.NewVerb("done")
	VerbJackOut   = engine.NewVerb("jack-out")
	VerbContinue  = engine.NewVerb("continue")
	VerbAccess    = engine.NewVerb("access")
	VerbTrash     = engine.NewVerb("trash")
	VerbLeave     = engine.NewVerb("leave")
	VerbSteal     = engine.NewVerb("steal")
	VerbDecline   = engine.NewVerb("decline")
	VerbBaseLink  = engine.NewVerb("base-link")
	VerbPrevent   = engine.NewVerb("prevent")
	VerbTake      = engine.NewVerb("take")
	VerbChoose    = engine.NewVerb("choose")
	VerbTrashIce  = engine.NewVerb("trash-ice")
	VerbTrashProg = engine.NewVerb("trash-program")
	VerbDiscard   = engine.NewVerb("discard")
	VerbResolve   = engine.NewVerb("resolve")
	VerbNone      = engine.NewVerb("none")
	// VerbLift ends a lasting effect bound to the player by paying its
	// Price as an action (a run lock, a counter given to the Runner);
	// Option.Arg is its place among the player's liftable effects.
	VerbLift = engine.NewVerb("lift")
)

// Verbs of dedicated actions.
var (
	// VerbForgo forgoes an action to pay a forgo penalty: a basic action, or
	// the dedicated action of Option.Card.
	VerbForgo = engine.NewVerb("forgo")
	// VerbEndTurn declares the end of the Runner's actions, forfeiting
	// Wilson's unused action (R520).
	VerbEndTurn = engine.NewVerb("end-turn")
)

// Option verbs of cards set aside.
var (
	// VerbSetAside sets Option.Card aside (SetAsideWithCounters).
	VerbSetAside = engine.NewVerb("set-aside")
	// VerbRemoveAsideCounter removes a counter from the set-aside card
	// Option.Card (RemoveAsideCounter). Its name is saved with pending
	// options and records, and so stays as first written.
	VerbRemoveAsideCounter = engine.NewVerb("remove-shell-counter")
)

// VerbRedirect pays to move a run to another fort (MayRedirectRun).
var VerbRedirect = engine.NewVerb("redirect")

// VerbMoveIce moves ice: Option.Card the ice, Target the fort, Arg the
// position (0: outermost).
var VerbMoveIce = engine.NewVerb("move")

// VerbChooseFort chooses a fort: Option.Target the fort (ChooseFort).
var VerbChooseFort = engine.NewVerb("choose-fort")

// VerbChooseVirus chooses a place holding virus counters: Option.Arg its
// place in the list virusPlaces makes (DoubleVirusPerRoll).
var VerbChooseVirus = engine.NewVerb("choose-virus")

// VerbPay is the option of paying an optional cost above the rez cost;
// Option.Card is the card, Option.Arg the bits. "none" declines.
var VerbPay = engine.NewVerb("pay")

// VerbExpose is the option verb for choosing a card to expose.
var VerbExpose = engine.NewVerb("expose")

// VerbStackTop returns a card to the top of its owner's stack: Option.Card
// the card (TrashOrStackDrawn).
var VerbStackTop = engine.NewVerb("return-to-stack")

// VerbHold is the option that puts a card being trashed on a holder
// instead: Option.Card the card, Option.Target the holder.
var VerbHold = engine.NewVerb("hold")

// KeywordDouble is the keyword of a double operation or prep: playing it
// costs two consecutive actions (ONR-6.3.5; double.go).
const KeywordDouble = "Double"

// printedKeyword names a keyword of a card's printed keyword line that a
// rule tests on the printed line itself (Def.printed): its bit is set once
// by Define, so that a rule asks a bit instead of comparing strings.
// Not saved.
type printedKeyword uint8

// The printed keywords Def.printed holds.
const (
	kwRegion     printedKeyword = iota // one region a fort (ONR-8.4.2; region.go)
	kwDeck                             // one deck in play (ONR-8.9.1; install.go)
	kwUnique                           // one copy in play (ONR-8.11; install.go)
	kwIcebreaker                       // breaks subroutines (ONR-11.5; run.go)
	kwStealth                          // pays noise (ONR-16.2.2; run.go)
	kwNoisy                            // noisy icebreakers (noisyban.go)
	numPrintedKeywords
)

// printedKeywords spells the printed keywords, by printedKeyword, as the
// card data does (matched ignoring case, as carddb.Card.HasKeyword does).
var printedKeywords = [numPrintedKeywords]string{
	kwRegion:     "Region",
	kwDeck:       "Deck",
	kwUnique:     "Unique",
	kwIcebreaker: "Icebreaker",
	kwStealth:    "Stealth",
	kwNoisy:      "Noisy",
}

// printedType is a card's printed type (carddb.Type, a string) as a small
// number (Def.kind), found once by Define, so that the loops that test a
// hand card's type at every action decision (corpActions, runnerActions)
// switch on a byte instead of comparing strings. Not saved.
type printedType uint8

// The printed types Def.kind holds; typeOther for a type none of these.
const (
	typeOther printedType = iota
	typeAgenda
	typeIce
	typeNode
	typeUpgrade
	typeOperation
	typeProgram
	typeHardware
	typeResource
	typePrep
	numPrintedTypes
)

// printedTypes spells the printed types, by printedType, as the card data
// does (carddb.Type).
var printedTypes = [numPrintedTypes]carddb.Type{
	typeAgenda:    carddb.Agenda,
	typeIce:       carddb.Ice,
	typeNode:      carddb.Node,
	typeUpgrade:   carddb.Upgrade,
	typeOperation: carddb.Operation,
	typeProgram:   carddb.Program,
	typeHardware:  carddb.Hardware,
	typeResource:  carddb.Resource,
	typePrep:      carddb.Prep,
}

// printedTypeOf returns the printedType of printed type t: typeOther for
// one printedTypes does not spell.
func printedTypeOf(t carddb.Type) printedType {
	for k, name := range printedTypes {
		if k != int(typeOther) && name == t {
			return printedType(k)
		}
	}
	return typeOther
}

// Msg is what an event says: a message recorded with its operands when the
// event happens and worded only when read (messages.go holds the wording of
// each). Messages are never saved.
type Msg uint16

// Messages.
const (
	msgNone Msg = iota
	msgRunsOn
	msgEncounters
	msgSubFires
	msgJacksOut
	msgRunSuccessful
	msgDraws
	msgCorpDiscards
	msgRunnerDiscards
	msgExtraAction
	msgForgoesAction
	msgNamedTurnBegins
	msgTurnBegins
	msgInstallsIce
	msgInstallsInFort
	msgAccessesInRD
	msgAccessesInFort
	msgAccesses
	msgInstallsHidden
	msgRunnerInstalls
	msgRunnerReveals
	msgGainsBit
	msgAdvances
	msgCorpTrashes
	msgRemovesTag
	msgUses
	msgPlays
	msgPurges
	msgRezzes
	msgScores
	msgTakesDamage
	msgDiscardsAtRandom
	msgReceivesTags
	msgJackOutCostsMore
	msgEffectTrashesCard
	msgPumps
	msgBreaksAll
	msgTriesToBreak
	msgBreakCostsMore
	msgGivesCorpCounter
	msgRedirectsRun
	msgGoesBackToIce
	msgGoesBackToOutermost
	msgGainsBits
	msgDoesNoDamage
	msgTraceSurcharge
	msgTrace
	msgCardTrashes
	msgLosesBits
	msgGetsBadPublicity
	msgCountersGiveBits
	msgIceStrongerThisRun
	msgCannotRunUntilPaid
	msgGivesRunnerCounter
	msgIsTrashed
	msgStoresInHQ
	msgBuysSubroutines
	msgGainsTraceBits
	msgRunnerPasses
	msgGetsCounters
	msgTakesBackIntoHand
	msgPassingEndsRun
	msgEndsRun
	msgRunEndsAfterEncounter
	msgCannotRunForActions
	msgIceGainsEndTheRun
	msgRunsWithAction
	msgPumpsForRun
	msgTransmutes
	msgLosesCounters
	msgGainsActions
	msgDamagePrevented
	msgForfeitsPoints
	msgLosesCardsInHand
	msgRemovesBrainDamage
	msgDrawsCards
	msgRemovesTags
	msgRemovesTagOwnedBy
	msgSeatTrashes
	msgSeatSteals
	msgSetsAside
	msgRemovesAsideCounter
	msgChoosesIce
	msgGetsStrengthCounter
	msgStrengthCountersLost
	msgPaysToTrashIce
	msgGainsInstallActions
	msgMustForgo
	msgRolls
	msgHasStrength
	msgHeldInsteadOfTrash
	msgReturnsFromHolder
	msgTrashedWithHolder
	msgExtraAccess
	msgDerezzed
	msgPrevents
	msgNotTrashedUnpaid
	msgReturnsToRunnerHand
	msgRevealsAtRunStart
	msgMovesIce
	msgTrashedWithHostDaemon
	msgPutsCounterOnCard
	msgRunnerInstallsOn
	msgRemovedUnpaid
	msgNowBreaksType
	msgBreaksSub
	msgForgoesInstallAction
	msgForgoesCardAction
	msgStopsInstallActions
	msgRunnerEndsTurn
	msgAnotherRun
	msgRestOfGameBaseActions
	msgRestOfGameHandSize
	msgRestOfGamePrevented
	msgRestOfGameForfeit
	msgRestOfGameChange
	msgTrashesIceInstalling
	msgUniqueTrashed
	msgTrashesForMemory
	msgNoJackOutThisRun
	msgNoBreakNext
	msgNoJackOutNext
	msgNoBreakOrJackOutNext
	msgBringsFaceUpToHQ
	msgBringsFaceDownToHQ
	msgStoresHiddenInHQ
	msgCannotJackOut
	msgRunUnsuccessful
	msgRunEndsPlayerLeft
	msgLosesTagsOwnedBy
	msgTraceSucceeds
	msgTraceFails
	msgTraceSucceedsSurcharged
	msgTraceFailsSurcharged
	msgCancelsPrevention
	msgPaysAgainstPrevention
	msgPaysAboveRez
	msgPaysAboveRezStrength
	msgRunnerPlaysPrevention
	msgExposesIce
	msgExposesCard
	msgTrashesCards
	msgPreventsTrash
	msgEliminated
	msgTeamWins
	msgWins
	msgRider
	msgStaysType
	msgPaysToChangeType
	msgLiftsHidden
	msgLifts
	msgPaysWithAbilities
	msgTraceSpends
	msgPaysFor
	msgSpendsRevealed
	msgShufflesIntoDeck
	msgPutsAdvancement
	msgMUUntilTurnEnd
	msgShowsToHQ
	msgShufflesHandCardIntoDeck
	msgMovesAdvancement
	msgBitsPutOn
	msgTakesBitsFrom
	msgBringsFromTrash
	msgLooksAtInRD
	msgLooksAtInHQ
	msgShowsFromStack
	msgTakesFromTrash
	msgShufflesOwnDeck
	msgRemovedFromGame
	msgShufflesIntoStack
	msgSubDoes
	msgShufflesHandIntoDeck
	msgShowsAccessedToCorp
	msgTakesFromStack
	msgTrashesIceAt
	msgScoresPoints
	msgWillAvoidTags
	msgAvoidsTags
	msgPaysToKeep
	msgFaceUpArchivesOntoRD
	msgShufflesCardIntoDeck
	msgLosesByCard
	msgGetsCounterOfStrength
	msgRepositionsIce
	msgShufflesHandIntoStack
	msgShowsFromHQ
	msgCorpTrashesHidden
	msgRevealsIce
	msgArrangesTopOfDeck
	msgChoosesFort
	msgRemovesVirusCounters
	msgWillAvoidVirus
	msgAvoidsVirusCounter
	msgConcealsIce
	msgSwapsIce
	msgSwapsIceWithHQ
	msgReversesIce
	msgTreatedAsRunOn
	msgArrangesStackTop
	msgRevealsFromRD
	msgShufflesRevealedIntoRD
	msgTraceRevealed
	msgTraceLinkAdded
	msgGainsScopedBits
	msgReturnsScopedBits
	msgLosesPoints
	msgAbilityLost
	msgLosesOneCounter
	msgRemovesAdvancement
	msgOwesDebt
	msgLosesVirusCounters
	msgCutsRD
	msgShowsTopOfStack
	msgShufflesCardIntoStack
	msgPreventsTrashHidden
	msgAvoidsTagsHidden
	msgDamagePreventedHidden
	msgForfeitsPointsHidden
	msgAvoidsVirusCounterHidden
	msgReturnsScopedBitsHidden
	msgAbilityLostHidden
	msgPutsCounterInFort
	msgVirusCounterDoubled
	msgTraceEffectCancelled
	msgGainsInstallActionsOf
	msgSeatForgoesInstallAction
	msgSeatStopsInstallActions
	msgDrawsExtra
	msgTrashesDrawn
	msgStacksDrawnHidden
	msgLosesByCardHidden
	msgDamageIncreased
	msgForfeitsBits
	msgPaysForX
	msgGainsActionsNextTurns
	msgWillForfeitBits
	msgDoesNotAddBits
	msgPutsDrawnOnBottom
	msgTraceBitsSpent
	msgStealDeferred
	msgScoresDeferred
	msgDeclinesDieAction
	msgRevealsAtRandom
	msgStaysInHand
	msgDieActionLapses
	msgInsteadOfAccess
	msgTrashedAfterInstall
	msgRemovesHeldCounter
	msgEncountersFromHQ      // dreff28: Dr. Dreff (outsideice.go)
	msgTrashedAfterEncounter // dreff28: Dr. Dreff (outsideice.go)
	msgInstallsAsProgram     // dreff28: Theorem Proof (agendaprogram.go)
	msgVirusCounterKept
	msgAdvTraceBits
	msgBreakerUseLost
	msgAnnouncesSpending
	msgLosesUnspentAnnounced
	msgNotTrashedUnpaidHidden
	msgPreventsExposeIce
	msgPreventsExposeCard
	msgRepeatsSub                  // subs28: Lisa Blight, Marcel DeSoleil (repeatsub.go)
	msgRepeatsHiddenSub            // subs28
	msgTrashesTopOfRD              // subs28
	msgGuessRevealed               // subs28: Social Engineering (secretguess.go)
	msgWillPassIce                 // subs28 (passchosenice.go)
	msgForfeitsBitsHidden          // forfeitbits.go: the card of the effect hidden from some seat
	msgForgoesCardActionHidden     // the card whose action is forgone hidden from some seat
	msgDieActionLapsesHidden       // dieaction.go: the card of the lapsed action hidden from some seat
	msgLosesUnspentAnnouncedHidden // announcedspending.go: the card of the announcement hidden from some seat
	msgTrashedMakingRoom           // fortcapacity.go: the agenda or node trashed by one installed in its fort (ONR-8.3.3)
	msgTrashedMakingRoomHidden     // the same, the card trashed hidden from some seat
	msgAccessedTakesEffectHidden   // access.go: the access trigger of a card accessed hidden from some seat
	// msgEnd is where the generated list ends.
)

// Modifier kinds of upgrades and nodes (a block of their own so that the
// three-digit values leave the alignment of the block above alone).
const (
	ModNoBitsFrom kernel.ModKind = 120 // during runs on its fort, the Runner cannot use the bits of cards with the ability's Keyword (nobitsfrom.go)
)

// Modifier kinds of programs and resources (the range 130-139).
const (
	ModChosenFortIceCost kernel.ModKind = 130 // the Corp pays N more bits to install ice on the fort the card remembers (chosenfort.go)
	ModRandomDiscards    kernel.ModKind = 131 // a virus program's: Per or more of its counters make the holding Corp's discards from HQ random (virusdiscard.go)
)

// Modifier kinds of the preps' mechanics (the range 140-149).
const (
	ModNextAgendaAccess kernel.ModKind = 140 // a delayed trigger on the next agenda Seat accesses this turn (nextagenda.go)
	ModPreventPool      kernel.ModKind = 141 // N more damage done to Seat during the run is prevented (preventpool.go)
)

// Modifier kinds of the trace's reveal (the range 160-169).
const (
	ModTracesSucceed kernel.ModKind = 160 // every trace against the controller succeeds and gives it N tags besides its effects (tracesucceed.go)
)

// Modifier kinds of scoped bits (the range 150-159).
const (
	ModPoolBits kernel.ModKind = 150 // N bits in Seat's pool not yet spent, returned to the bank when the scope (Until) ends (poolbits.go)
)

// The modifier kinds of the history of the turns (history.go).
const (
	ModHappened   kernel.ModKind = 100 // a fact of the turn of Seat: Deed, doer and fort in Arg, card Src, amount N
	ModFortClosed kernel.ModKind = 101 // the card's fort cannot be run while the static's condition holds (history.go)
)

// Deed is what a fact of the history of a turn says was done (history.go).
type Deed uint8

// Deeds.
const (
	DeedStole     Deed = 1 // the Runner stole (liberated) agenda Src; N: its advancement counters
	DeedScored    Deed = 2 // the Corp scored agenda Src
	DeedRezzed    Deed = 3 // the Corp rezzed card Src
	DeedTrashed   Deed = 4 // the player trashed card Src (accessed, or by an effect of his or her card)
	DeedInstalled Deed = 5 // the player installed card Src (0 if face down) on the fort
	DeedRanOn     Deed = 6 // the Runner made a successful run on the fort
	DeedAdvanced  Deed = 7 // the Corp put an advancement counter on card Src (0 if face down) in or on the fort
)

// PastTurn says of which turn a Past asks (history.go).
type PastTurn uint8

// The turns a Past asks about.
const (
	// ThisTurn is the turn in progress, whoever's it is.
	ThisTurn PastTurn = 0
	// TheirLastTurn is the last turn of the player who did the deed, an
	// opponent of the card's controller ("during his or her last turn",
	// "during its last turn"), not the one in progress.
	TheirLastTurn PastTurn = 1
)

// Modifier kinds of the deflectors and deep preps (the range 180-189).
const (
	ModInstallNotIn kernel.ModKind = 180 // the card cannot be installed in a fort of kind Fort (installplace.go)
)

// Modifier kinds of the Corp agendas and operations of issue 26 (the range
// 170-179).
const (
	ModKeptUntilDeed kernel.ModKind = 170 // card Obj's abilities conditioned on KeptUntilDeed work until Seat does a deed of the bits of Arg (lostatdeed.go)
	ModLeaseCounters kernel.ModKind = 171 // N Term counters on ice Arg rezzed on terms: a delayed trigger at each of Seat's turn starts (leaseice.go)
)

// Modifier kinds of nodes and upgrades of issue 26 (the range 190-199).
const (
	ModDebt           kernel.ModKind = 191 // a delayed trigger on each On of Seat's for the rest of the game (Every, Mine); an action paying Price ends it and scores N agenda points (debt.go)
	ModBreakerUseCost kernel.ModKind = 190 // each use of a break or strength ability of an icebreaker the Filter lets through costs N more bits during runs on the card's fort (breakerusecost.go)
)

// Modifier kinds of the Runner resources of issue 26 (the range 220-229).
const (
	ModNoNewForts     kernel.ModKind = 220 // the Corps opposing the card's controller cannot create new forts (nonewforts.go)
	ModCorpTrashPrice kernel.ModKind = 221 // a Corp opposing the controller may trash the card by an action paying N bits (trashprice.go)
)

// Modifier kinds of the Corp cards of issue 26, second round (the range 230-239).
const (
	ModKludgeCounters kernel.ModKind = 230 // N Kludge counters on ice Arg: a delayed trigger at each of Seat's turn starts removes one, the last trashes the ice (kludge.go)
)

// Modifier kinds of the virus and fort programs of issue 27 (the range
// 270-279).
const (
	// ModFortVirus: as a KindVirus ability's Mod, the counter goes in the
	// fort run (FortVirusOn); as a lasting effect, N counters of program
	// Ref.Card in fort Arg of Corp Seat (fortcounters.go).
	ModFortVirus kernel.ModKind = 270
	// ModFortInstallTax: a Counters static; N more bits for every Per
	// counters in a fort to install a card in or on it (fortcounters.go).
	ModFortInstallTax kernel.ModKind = 271
	// ModFortAgendaDifficulty: a Counters static; +N difficulty for every
	// Per counters in a fort to the agendas installed in it (fortcounters.go).
	ModFortAgendaDifficulty kernel.ModKind = 272
)

// Modifier kinds of the last Runner resources and preps (issue 27, the range
// 290-299).
const (
	ModInstallActionsOf  kernel.ModKind = 290 // Seat's install-only actions install only cards of the type its op (Ref, PC) names (installactions.go)
	ModInstallActionBits kernel.ModKind = 291 // N bits of Seat's usable only for the installs of its install-only actions, returned once they are over (installactions.go)
	ModDrawExtra         kernel.ModKind = 292 // the controller draws N more cards whenever it draws from its deck (stack or R&D), then the ability's Effect resolves on the cards drawn (drawextra.go)
)

// Modifier kinds of the Corp nodes that hook the rules procedures (issue
// 27; the range 240-249).
const (
	ModForfeitBits kernel.ModKind = 240 // the next N bits Seat gains go back to the bank (forfeitbits.go)
	ModDivertGain  kernel.ModKind = 241 // after a gain, its controller may leave bits out of the pool: N bits from the bank on the card per bit (divertgain.go)
)

// Modifier kinds of the agendas and connection resources of issue 27 (the
// range 280-289).
const (
	ModTrashAccessingFree kernel.ModKind = 280 // every card Seat accesses in the run may be trashed at no cost, even one that cannot normally be trashed (trashaccessing.go)
	ModPrepFirstGain      kernel.ModKind = 281 // a static: the controller gains N more bits the first time the effect of each prep he plays gains him bits (prepgain.go)
	ModPreventForCounters kernel.ModKind = 282 // a static: the controlling Corp may prevent each point of the preventable damage it does, each putting N counters on the card (corpprevent.go)
)

// Modifier kinds of the trace cards and Corp upgrades of issue 27 (the
// range 250-259).
const (
	ModFortCapacity kernel.ModKind = 250 // the card's fort may hold N more agendas or nodes (fortcapacity.go)
	ModTraceBits    kernel.ModKind = 251 // the card's own bits pay for its controller's trace bids, each one spent raising the trace's limit by N (tracebits.go)
	ModDeferSteal   kernel.ModKind = 252 // agendas accessed in the card's fort are not stolen; the Runner (Seat) scores agenda Src at his next turn start if it is still installed (deferredsteal.go)
)

// Modifier kinds of the run-position and class-C cards of issue 27 (the
// range 260-269).
const (
	ModRezOnlyIf kernel.ModKind = 260 // the card may be rezzed only while the static's If holds (rezonlyif.go)
)

// Modifier kinds and values of the actions a die sets (dice28, AI Board
// Member and Bargain with Viacox; the range 320-329).
const (
	ModDieAction kernel.ModKind = 320 // Seat has an action this turn for the one use its op (Ref, PC: a GainDieAction) names (dieaction.go)
)

// ActionOf is the one use of an action a die sets (GainDieAction;
// dieaction.go).
type ActionOf int32

// Uses of an action a die sets.
const (
	ToInstall       ActionOf = 1 // install a card
	ToGain          ActionOf = 2 // gain 1 bit
	ToDraw          ActionOf = 3 // draw a card
	ToRunRD         ActionOf = 4 // make a run on R&D
	ToRunHQ         ActionOf = 5 // make a run on HQ
	ToRunSubsidiary ActionOf = 6 // make a run on a subsidiary fort
	ToPlayRandom    ActionOf = 7 // reveal a card at random from hand, and play or install it
)

// Armageddon and I Spy (session 28, doom28: ModKind 340-349, EventType
// 52-53, Timing bit 1<<13).
const (
	// WouldAccess abilities are used by the Runner of a successful run
	// as he would access cards from the fort of the ability's Fort, each in
	// place of the access ("you may … instead of accessing cards from
	// R&D"; ONR-18.3.8; insteadofaccess.go).
	WouldAccess Timing = 1 << 13
	// EvCorpInstalled: Corp Seat installed card Obj; answered by the
	// triggers of the virus counters that Corp holds (Where Counters,
	// installrolls.go).
	EvCorpInstalled kernel.EventType = 52
	// ModFortExposed: a counter in fort Arg of the Corp Seat, put by card
	// Src, keeps the cards installed in or on the fort exposed to Src's
	// owner; the Corp may remove it by an action paying Price
	// (exposecounters.go).
	ModFortExposed kernel.ModKind = 340
)

// Modifier kinds of Dr. Dreff and Theorem Proof (dreff28, the range
// 360-369).
const (
	ModAgendaAsProgram kernel.ModKind = 360 // a static of an agenda: not stolen when accessed, the Runner may install it as a program of N MU instead (agendaprogram.go)
)

// Modifier kinds of Code Viral Cache, LDL Traffic Analyzers and Aardvark
// (issue 28, the range 310-319).
const (
	ModInstallOnlyIf        kernel.ModKind = 310 // the Runner card may be installed only while the static's If holds (keepvirus.go)
	ModKeepVirusOnPurge     kernel.ModKind = 311 // N virus counters of the controller's choice stay when an opposing Corp forgoes actions to purge (keepvirus.go)
	ModAdvancementTraceBits kernel.ModKind = 312 // each advancement counter on the card is worth N bits of its Corp's trace bids, the rest returned (advtracebits.go)
	ModRezDuringTrace       kernel.ModKind = 313 // the card may be rezzed during a trace attempt, as its advancement counters pay for the bid (advtracebits.go)
	ModBreakersBannedInFort kernel.ModKind = 314 // the Runner cannot use icebreakers of the Keyword in runs on the card's fort (breakerrez.go)
	ModRezAgainstBreaker    kernel.ModKind = 315 // the face-down card may be rezzed against the use of an icebreaker of the Keyword in a run on its fort, trashing it (breakerrez.go)
)

// Uses, modifier kinds and event types of Government Contract and
// Obfuscated Fortress (session 28, helper pay28: modifier kinds 350-359,
// event types 54-55; Uses 20-29).
const (
	ForRezzes           Use = 20 // bits usable only to pay a rez cost, not a cost above it (R146; installrezbits.go)
	ForInstallsOrRezzes Use = 21 // scoped bits usable only to install or rez cards: they serve ForInstalls and ForRezzes (installrezbits.go)
)

// Modifier kinds and event types of the announced spending of a run
// (announcedspending.go; pay28: 350-359, 54-55).
const (
	ModSpendAnnounced kernel.ModKind   = 350 // the Runner (Seat) may spend at most N more bits during the run, and loses what is left of them from his pool once it is complete (announcedspending.go)
	EvRunRedirected   kernel.EventType = 54  // the run in progress was made a run on fort N (redirectRun)
)

// Modifier kinds and occurrences of the rez-when nodes of issue 28 (City
// Surveillance, Department of Misinformation; the ranges 300-309, 44-45).
const (
	// ModRezWhen: a static whose On names a moment (EvDrawing, EvExposing)
	// at which its Corp is asked whether to rez the card (rezwhen.go).
	ModRezWhen kernel.ModKind = 300
	// ModPerCardDrawn: a static whose Effect resolves once for each card a
	// seat opposing its controller draws, aimed at that seat (drawanswer.go).
	ModPerCardDrawn kernel.ModKind = 301
	// EvDrawing: Runner Seat draws N cards from his deck; the moment just
	// before, at which ModRezWhen cards of it may be rezzed (drawanswer.go).
	EvDrawing kernel.EventType = 44
	// EvExposing: card Obj is about to be exposed by an effect of Seat;
	// ModRezWhen cards of it may be rezzed and the Corp's KindPrevent
	// abilities answering it prevent it (exposeprevent.go).
	EvExposing kernel.EventType = 45
)

// Modifier kinds of the subroutine-repeating upgrades and the secret-guess
// prep of session 28 (subs28: Lisa Blight, Marcel DeSoleil, Social
// Engineering; the range 330-339).
const (
	ModRepeatSub   kernel.ModKind = 330 // ice Obj has a copy of its subroutine Ref right after it (repeatsub.go)
	ModPassIceOnce kernel.ModKind = 331 // ice Obj, once encountered in the run, is passed at once; used up by the pass (passchosenice.go)
)
