package nsg

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Every enumeration of the package. Values are saved: never renumber.

// Rules modes (option "rules"): which rules text governs where the
// versions differ (digest §9, §11, Q9).
const (
	// Rules2603 is CR 26.03, the default.
	Rules2603 = "nsg-26.03"
	// Rules2409 is CR 24.03 with the 24.09 article's rulings.
	Rules2409 = "nsg-24.09"
)

// Deck formats (option "format"): nsg/decklist's formats by their stable
// names, the one a game's decks are read in.
const (
	// FormatStarter is decklist.Starter, the default: The Catalyst or The
	// Syndicate with System Gateway cards (the implemented card pool).
	FormatStarter = "starter"
	// FormatStandard is decklist.Standard, full construction (CR 1.4).
	FormatStandard = "standard"
	// FormatCasual checks only what a game needs of a deck (as jinteki.net's
	// casual format): cards Datafort knows and implements, one identity of
	// the seat's side, cards of that side and faction (CR 1.4.1, 1.4.4), at
	// least one card; not its size, influence, agenda points, copies or
	// product. Tests and arranged positions play small decks in it.
	FormatCasual = "casual"
	// DefaultFormat is the format of a setup without the option.
	DefaultFormat = FormatStarter
)

// Agenda points to win (option "points"): the CR's 7 (1.7.1), or the 6 of
// a beginner game, which the starter format offers
// (decklist.Format.BeginnerAgendaPointsToWin).
const (
	// PointsStandard is the default, CR 1.7.1.
	PointsStandard = "7"
	// PointsBeginner is a beginner game's score to win.
	PointsBeginner = "6"
)

// The frame kinds (kernel.FrameKind).
const (
	frameProgram  kernel.FrameKind = 1  // a program: an instruction list (Machine)
	frameTurn     kernel.FrameKind = 2  // the active seat's turn, at the bottom
	frameAction   kernel.FrameKind = 3  // an action being taken: its cost, then its effect
	framePAW      kernel.FrameKind = 4  // a paid-ability window (CR 9.2.7)
	frameReaction kernel.FrameKind = 5  // a reaction window (CR 9.2.8)
	frameRun      kernel.FrameKind = 6  // the run (CR 6.9)
	frameBreach   kernel.FrameKind = 7  // breaching a server (CR 7.5)
	frameTrace    kernel.FrameKind = 8  // a trace (CR 9.7): N base strength
	frameDiscard  kernel.FrameKind = 9  // discarding down to maximum hand size (CR 5.5.4)
	frameMulligan kernel.FrameKind = 10 // each player's mulligan (CR 5.2.x)
	framePAWRez   kernel.FrameKind = 11 // a paid-ability window where the Corp may rez (R)
	frameTrashInt kernel.FrameKind = 12 // the interrupt window of an imminent trash (CR 9.9.4): Src the card, Seat the trashing seat, N the trash's flags
)

// Turn frame steps (CR 5.6, 5.7; digest §10).
const (
	turnClicks    int32 = iota // gain allotted clicks
	turnPAW1                   // PAW before the turn formally begins
	turnBegins                 // the turn formally begins; the Corp's draw
	turnDraw                   // the Corp's mandatory draw
	turnPAW                    // PAW in the action phase
	turnAct                    // the action window
	turnPhaseEnd               // the action phase formally ends (25.04+)
	turnDiscard                // discard to maximum hand size
	turnPAW3                   // PAW of the discard phase
	turnEnds                   // clicks lost, the turn formally ends
	turnOver                   // the next seat's turn
	turnForcedEnd              // the action phase forced to end (terminal, CR 5.4.3)
)

// Run frame steps (CR 6.9; digest §11).
const (
	runInitiate     int32 = iota // initiation: the server announced, the costs to run paid (6.9.1a)
	runInitPAW                   // 6.9.1e, CR 26.03 only (6.9.1f merged)
	runApproach                  // approach ice begins (6.9.2a)
	runApproachPAW               // PAW, the Corp may rez this ice (6.9.2b)
	runApproachDone              // ice rezzed → encounter (6.9.2c)
	runEncounter                 // encounter begins (6.9.3a)
	runEncounterPAW              // PAW: breaking (6.9.3b)
	runSubroutines               // resolve the unbroken subroutines (6.9.3c)
	runPass                      // pass the ice (6.9.4a)
	runPassPAW                   // PAW (6.9.4b)
	runMovePAW                   // the Runner may jack out (6.9.4c)
	runMove                      // move inward (6.9.4d); its PAW (6.9.4e) is runMovedPAW
	runMoved                     // → approach, or the server (6.9.4f-g)
	runSuccess                   // success, breach (6.9.5)
	runEnd                       // the run ends (6.9.6)
	runBegins                    // the costs to run paid: the run formally begins (6.9.1b-c); the position is runPosition
)

// Breach frame steps (CR 7.5).
const (
	breachBegin  int32 = iota // breach begins: candidates fixed
	breachNext                // access the next candidate
	breachAccess              // the card is accessed: when-accessed abilities
	breachWindow              // the mid-access decision: trash, steal (7.1.4-7.1.6)
	breachDone                // breach complete
)

// Zone is where a card is.
type Zone uint8

// The zones.
const (
	ZoneNone     Zone = iota
	ZoneHQ            // the Corp's hand
	ZoneRD            // the Corp's deck, top first
	ZoneArchives      // the Corp's discard pile
	ZoneServer        // installed by the Corp: in a root or protecting a server
	ZoneGrip          // the Runner's hand
	ZoneStack         // the Runner's deck, top first
	ZoneHeap          // the Runner's discard pile
	ZoneRig           // installed by the Runner
	ZoneScore         // a score area (its owner's: Card.Owner)
	ZonePlay          // being played (an event or operation resolving)
	ZoneRemoved       // removed from the game
	ZoneSetAside      // set aside (CR 4.8): a card a search found, until the ability's next instruction moves it
)

var zoneNames = [...]string{"none", "HQ", "R&D", "Archives", "server", "grip", "stack", "heap", "rig", "score area", "play area", "removed", "set-aside zone"}

// String returns the zone's name.
func (z Zone) String() string {
	if int(z) < len(zoneNames) {
		return zoneNames[z]
	}
	return "zone?"
}

// The central servers' indexes in State.Servers; remotes follow.
const (
	ServerHQ       = 0
	ServerRD       = 1
	ServerArchives = 2
	firstRemote    = 3
)

// The occurrences (kernel.EventType), fixed values.
const (
	evTurnBegin  kernel.EventType = 1  // Seat's turn begins
	evTurnEnd    kernel.EventType = 2  // Seat's turn ends
	evScore      kernel.EventType = 3  // the Corp scores agenda Obj from the root of server N
	evSteal      kernel.EventType = 4  // the Runner steals agenda Obj
	evRez        kernel.EventType = 5  // card Obj is rezzed
	evInstall    kernel.EventType = 6  // Seat installs card Obj
	evAccess     kernel.EventType = 7  // the Runner accesses card Obj
	evRunBegin   kernel.EventType = 8  // a run on server N begins
	evRunEnd     kernel.EventType = 9  // the run ends
	evEncEnd     kernel.EventType = 10 // an encounter ends
	evSuccessful kernel.EventType = 11 // the run on server N is successful
	evDamage     kernel.EventType = 12 // N damage dealt (Obj: the kind)
	evTrash      kernel.EventType = 13 // card Obj is trashed (N: the zone it left, and the trash… flags)
	evPhaseEnd   kernel.EventType = 14 // Seat's action phase ends
	evApproachSv kernel.EventType = 15 // the Runner approaches server N
	evEncounter  kernel.EventType = 16 // the Runner encounters ice Obj
	evExpose     kernel.EventType = 17 // Seat exposes card Obj
	evBreachEnd  kernel.EventType = 18 // the Runner finishes breaching server N (Obj 1: nothing accessed was stolen or trashed)
	evDerez      kernel.EventType = 19 // card Obj is derezzed
	evAdvance    kernel.EventType = 20 // the Corp advances card Obj (N: its advancement counters as the last checkpoint's step a saw them, CR 9.6.6a)
	evPlay       kernel.EventType = 21 // Seat plays event or operation Obj (CR 8.6.7d: as it becomes active in the play area)
	evTraceInit  kernel.EventType = 22 // a trace of base strength N is initiated (CR 10.8.6a)
)

// Flags of a trash occurrence's N, above the zone the card left.
const (
	trashZone       int32 = 0xff   // the zone
	trashRezzed     int32 = 1 << 8 // the card was installed and rezzed
	trashInstalling int32 = 1 << 9 // during an installation (the card an install replaces)
	trashAsked      int32 = 1024   // its interrupt window is over (1 << 10; never in an occurrence)
)

// The lasting-effect kinds (kernel.ModKind).
const (
	modStrength kernel.ModKind = 1 // card Obj gets +N strength (until the encounter ends)
)

// The cost kinds (kernel.CostKind).
const (
	costClicks  kernel.CostKind = 1
	costCredits kernel.CostKind = 2
	costVirus   kernel.CostKind = 3 // virus counters hosted on the source
	costTrash   kernel.CostKind = 4 // trashing the source ("[trash]:" in a trigger cost), its hosted virus counters set aside for the ability (CR 9.5.5)
)

// CardType is a card's type (carddb's, as a small number).
type CardType uint8

// The card types.
const (
	TypeIdentity CardType = iota + 1
	TypeAgenda
	TypeAsset
	TypeIce
	TypeOperation
	TypeUpgrade
	TypeEvent
	TypeHardware
	TypeProgram
	TypeResource
)

// DamageKind is a kind of damage (CR 10.2).
type DamageKind uint8

// The damage kinds.
const (
	DamageNet DamageKind = iota + 1
	DamageMeat
	DamageCore
)

var damageNames = [...]string{"", "net", "meat", "core"}

// AbilityKind is the kind of a card's ability: when it is used.
type AbilityKind uint8

// The ability kinds.
const (
	AbPlay                  AbilityKind = iota + 1 // an event's or operation's effect (CR 8.6)
	AbSubroutine                                   // an ice subroutine (CR 9.8)
	AbBreak                                        // a breaker's paid ability: break N subroutines of Subtype
	AbBoost                                        // a breaker's paid ability: +N strength for this encounter
	AbClick                                        // a click ability, taken as an action (CR 9.5)
	AbOnScore                                      // "when you score this agenda" (CR 9.6)
	AbOnRez                                        // "when you rez this card"
	AbOnInstall                                    // "when you install this card"
	AbTurnBegins                                   // "when your turn begins"
	AbOnAccess                                     // "when the Runner accesses this card"
	AbOnSteal                                      // "when this agenda is stolen"
	AbOnSuccess                                    // "whenever you make a successful run"
	AbApproachServer                               // "whenever the Runner approaches this server"
	AbIceBreak                                     // an ice's ability only the Runner uses during its encounter: break N of its subroutines
	AbOnEncounter                                  // "when the Runner encounters this ice"
	AbOnSuccessCentral                             // "whenever you make a successful run on a central server"
	AbRunEndsRD                                    // "whenever a successful run on R&D ends"
	AbRunEndsHere                                  // "whenever a run on this server ends" (persistent: also once trashed during it)
	AbEncounterVirus                               // a paid ability during an encounter, its cost a hosted virus counter
	AbTrashedFromHandOrDeck                        // "when this card is trashed from your grip or stack" (or HQ or R&D)
	AbFirstInstallInRoot                           // "the first time each turn you install a card in the root of this server"
	AbCorpFirstInstall                             // "the first time the Corp installs a card each turn" (a Runner card's)
	AbOnExpose                                     // "whenever you expose a card"
	AbBreachEnds                                   // "whenever you finish breaching a server" (a stipulation after it is the instructions', CR 9.6.5d)
	AbCorpTrashesRezzed                            // "when you trash a rezzed card, except during installation" (the Corp's)
	AbScoredFromRoot                               // "whenever you score an agenda from the root of this server"
	AbHostRezzedOrDerezzed                         // "whenever host ice is rezzed or derezzed" (a hosted program's)
	AbOnAdvance                                    // "whenever you advance a card" (the Corp's)
	AbTurnEnds                                     // "when your turn ends", "when your discard phase ends" (the same step, CR 5.1.4b)
	AbOnPlay                                       // "whenever you play an event/operation" of Subtype ("" any; CR 8.6.7d)
)

// abilityKindNames names the ability kinds for people (the ablation gate's
// wording), by kind.
var abilityKindNames = [...]string{"", "play", "subroutine", "break", "boost", "click", "on score", "on rez",
	"on install", "turn begins", "on access", "on steal", "on success", "approach server", "ice break",
	"on encounter", "on success central", "run ends R&D", "run ends here", "encounter virus",
	"trashed from hand or deck", "first install in root", "corp first install", "on expose",
	"breach ends", "corp trashes rezzed", "scored from root", "host rezzed or derezzed", "on advance", "turn ends", "on play",
	"interrupt", "would damage"}

// InstrKind is an instruction of the card vocabulary (an op).
type InstrKind uint8

// The instructions. N is the amount; see instr.go for each.
const (
	InGainCredits             InstrKind = iota + 1 // the controller gains N credits
	InDraw                                         // the controller draws N cards
	InMayDraw                                      // the controller may draw N cards
	InLoseClickIfAny                               // if the controller has a click left, they lose 1 (N clicks)
	InEndRun                                       // end the run
	InNetDamage                                    // do N net damage (+1 per advancement counter on the source if Arg is 1)
	InMeatDamage                                   // do N meat damage
	InCoreDamage                                   // do N core damage
	InRunnerLoses                                  // the Runner loses N credits
	InEndRunIfPoor                                 // end the run if the Runner has N credits or fewer
	InTrace                                        // trace N: if successful, give the Runner 1 tag
	InTag                                          // give the Runner N tags
	InLoad                                         // load N credits onto the source
	InTake                                         // take N credits from the source; empty, trash it (Arg 1: and draw 1)
	InPlace                                        // place N credits on the source
	InMayJackOut                                   // the Runner may jack out
	InRun                                          // run a server of class N with the run flags Arg
	InRezIceFree                                   // the Corp may rez 1 installed ice, ignoring all costs
	InPlaceAdvancements                            // place N advancement counters on 1 installed card not installed this turn
	InEndRunUnlessPays                             // end the run unless the Runner spends Arg clicks or pays N credits
	InInstallIceInward                             // the Corp may install 1 ice from HQ or Archives directly inward from the source, ignoring all costs
	InEndRunIfOddTrashed                           // end the run if the last damage of this ability trashed a card of odd printed cost
	InTakeAll                                      // take every credit from the source
	InTagOrMeat                                    // if the Runner is tagged, do N meat damage; otherwise give 1 tag
	InGainOrDraw                                   // the controller gains N credits or draws Arg cards; both if the Runner is tagged
	InTagUnlessPays                                // give the Runner 1 tag unless they pay N credits
	InTrashProgramOrHardware                       // the Corp trashes 1 installed program or piece of hardware
	InEndRunUnlessTag                              // end the run unless the Runner takes 1 tag
	InSearchBreaker                                // search the stack for 1 icebreaker, set it aside and reveal it (the frame's T, for the next instructions); the stack is shuffled
	InCorpChoosesFor                               // the Corp chooses: the Runner gains N credits or draws Arg cards
	InPlaceVirus                                   // place N virus counters on the source (Arg 1: the controller may decline)
	InIceMinusStrength                             // the encountered ice gets -N strength for the encounter
	InTagsIfStole                                  // give the Runner N tags if they stole an agenda during the run just ended
	InInstallAndRez                                // install and rez 1 card from source N (InstallFrom…) with cost mode Arg (Costs…): CR 8.5.15
	InRemoveOtherCopies                            // remove from the game the other copies in Archives of the card the last InInstallAndRez installed
	InGainOrDrawOne                                // the controller gains N credits or draws Arg cards, chosen
	InExposeUnlessPays                             // expose the card of the occurrence (the frame's T) unless the Corp pays N credits
	InRevealBarrierFromHQ                          // reveal a barrier from HQ (the frame's T, for the next instruction)
	InTakeBadPub                                   // the Corp takes N bad publicity
	InMayTrashResource                             // the controller may trash 1 installed resource
	InSearchRDToHQ                                 // search R&D for 1 non-agenda card, reveal it, add it to HQ (R&D shuffled)
	InDerezIce                                     // derez 1 installed piece of ice
	InHostProgramHere                              // choose 1 installed program hosted on a piece of ice; host it on the source ice
	InNop                                          // nothing: put in the place of an instruction the ablation gate disables (nsg/ablate.go)
	InPayIfAbleOrEndRun                            // the Runner pays N credits if able (all or nothing, CR 1.2.3); if they do not, end the run
	InInstallFoundIfRan                            // if the Runner made a successful run this turn, it may install the set-aside card (the frame's T), by the steps of installing (CR 8.5.16)
	InFoundToGrip                                  // add the set-aside card (the frame's T), if it is still set aside, to the grip
	InGainIfHadNoAdvancements                      // gain N credits if the advanced card (the occurrence's) had no advancement counters (CR 9.6.6a: as the previous checkpoint's step a saw it)
	InGainPerSetAsideVirus                         // gain N credits for each virus counter the source hosted, set aside as its trash paid the trigger cost (the frame's M, CR 9.5.5)
	InPlaceVirusIfClean                            // if the Runner stole or trashed no accessed card in the breach of the occurrence (the frame's T is 1), place N virus counters on the source: checked as it resolves (CR 9.6.5d)
	InGainIfArchivesFacedown                       // if there is a facedown card in Archives, the controller gains N credits (checked as it resolves)
	InPlaceXAdvancements                           // place X advancement counters on 1 installed card the Corp can advance, X the play cost's (the frame's M, CR 1.16.2c)
	InRemoveTags                                   // remove N tags
	InMayPayToHand                                 // the controller may pay N credits to add the source, still in the play area, to its hand (CR 8.6.6: then it is not trashed)
	InTraceMeatPerStolen                           // trace N: if successful, do meat damage equal to the printed agenda points the Runner stole during its last turn
)

// Sources of an install-and-rez instruction (Instr.N of InInstallAndRez).
const (
	InstallFromArchives     int32 = iota // 1 card from Archives that can be rezzed (asset, upgrade, ice)
	InstallRevealed                      // the card the ability's last instruction revealed (the frame's T), still in HQ
	InstallFromRDRezOneLess              // searched in R&D: printed rez cost 1 less than the trashed card's (the frame's T); R&D shuffled
)

// Cost modes of an install-and-rez instruction (Instr.Arg of
// InInstallAndRez): ignored costs are still paid, as 0, each with its
// checkpoint (CR 1.16.5, 1.16.1d, 1.16.3a).
const (
	CostsPaid       int32 = iota // paying all costs
	CostsIgnoreAll               // ignoring all costs (1.16.5c): additional costs too
	CostsIgnoreCred              // ignoring credit costs (1.16.5b): other additional costs still apply
)

// Steps of an install-and-rez instruction's op (the frame's Step; its T
// holds the card, its N the server plus 1 while it resolves).
const (
	irChoose     int32 = iota // choose the card
	irWhere                   // choose where to install it
	irPayInstall              // pay the install cost, with its checkpoint (8.5.16d)
	irInstalled               // the card is installed (8.5.16e-f)
	irRezzed                  // the card is rezzed
	irForfeit                 // the Corp forfeits an agenda for the rez's additional cost, or declines it
	irPayRez                  // pay the rez cost, with its checkpoint (8.1.2e)
)

// Option verbs.
var (
	verbCredit   = engine.NewVerb("nsg-credit")  // basic action: gain 1 credit
	verbDraw     = engine.NewVerb("nsg-draw")    // basic action: draw 1 card
	verbInstall  = engine.NewVerb("nsg-install") // install Card in server Target-1 (Target 0: the rig)
	verbPlay     = engine.NewVerb("nsg-play")    // play event or operation Card
	verbAdvance  = engine.NewVerb("nsg-advance") // advance Card
	verbPurge    = engine.NewVerb("nsg-purge")   // purge virus counters
	verbTrashRes = engine.NewVerb("nsg-trash-resource")
	verbUntag    = engine.NewVerb("nsg-remove-tag")
	verbRun      = engine.NewVerb("nsg-run")     // run server Target-1
	verbAbility  = engine.NewVerb("nsg-ability") // Card's ability Arg (a click ability, a paid ability)
	verbRez      = engine.NewVerb("nsg-rez")     // rez Card
	verbScore    = engine.NewVerb("nsg-score")   // score agenda Card
	verbPass     = engine.NewVerb("nsg-pass")
	verbTrigger  = engine.NewVerb("nsg-trigger") // trigger pending instance Arg (Card: its source)
	verbDiscard  = engine.NewVerb("nsg-discard") // discard Card
	verbKeep     = engine.NewVerb("nsg-keep")
	verbMulligan = engine.NewVerb("nsg-mulligan")
	verbJackOut  = engine.NewVerb("nsg-jack-out")
	verbContinue = engine.NewVerb("nsg-continue")
	verbTrashIt  = engine.NewVerb("nsg-pay-trash") // pay Card's trash cost
	verbNoAction = engine.NewVerb("nsg-no-action") // leave the accessed card
	verbYes      = engine.NewVerb("nsg-yes")
	verbNo       = engine.NewVerb("nsg-no")
)

// installIgnoringCosts, in the low byte of an install program frame's N
// (the action's Arg), installs the card ignoring all costs: its install
// cost paid as 0, with its checkpoint (CR 1.16.5c, 1.16.1d).
const installIgnoringCosts = 0x80

// argSearched is the Arg of a verbTarget or verbInstall option naming a
// card of a deck its owner searches (or found there): the owner reads its
// title.
const argSearched = 1

// Server classes of a run instruction (Instr.N of InRun).
const (
	RunAnyServer     int32 = 0
	RunHQOrRD        int32 = 1
	RunCentralNotRun int32 = 2 // a central server not run this turn
	RunRD            int32 = 3 // R&D
	RunArchives      int32 = 4 // Archives
)

// Run flags (Instr.Arg of InRun; RunState.Flags).
const (
	RunExtraAccess    int32 = 1 << iota // access 1 additional card when breaching the attacked server
	RunDrawOnSuccess                    // if successful, draw 1 card
	RunSpendHosted                      // the source's hosted credits can be spent during the run
	RunRezIcePlus3                      // the rez cost of each piece of ice is increased by 3
	RunTake3OnSuccess                   // if successful, take 3 credits from the source (trashed when empty)
	RunAccessPerVirus                   // access 1 additional card for each virus counter on the source
	RunHeapInstead                      // if successful, instead of breaching Archives, the Runner may install 1 program from the heap, ignoring all costs (decided as the breach would begin, CR 6.7.4c)
	RunBypassFirst                      // the first time the Runner encounters a piece of ice during the run, bypass it (CR 6.5.8: the encounter phase is aborted, 6.1.3d)
)

// The turn's history, kept as kernel use counts until the turn ends, on
// pseudo-objects below 0 that are never a card's.
const (
	histRan        int16 = 1     // ability 1 of object -(server+1): the server was run this turn
	histSuccessful int16 = 2     // ability 2 of histObj: a successful run this turn
	histObj        int32 = -1000 // the Runner's turn as an object
)

// More option verbs (appended: the codec writes verbs by place).
var (
	verbTarget = engine.NewVerb("nsg-target") // choose Card (or Target-1: a server) as a target
	verbPay    = engine.NewVerb("nsg-pay")    // pay: Arg 0 credits, 1 clicks
	verbGain   = engine.NewVerb("nsg-choose-gain")
	verbDrawC  = engine.NewVerb("nsg-choose-draw")
	verbBoth   = engine.NewVerb("nsg-choose-both")
)

// RecurringUse is what a card's recurring credits may pay for (CR 1.10.5).
type RecurringUse uint8

// The uses of recurring credits.
const (
	RecurNone       RecurringUse = iota // no recurring credits
	RecurPlayEvents                     // "you can spend hosted credits to play events"
)

// PlayRestriction is a condition on playing an event or operation.
type PlayRestriction uint8

// The play restrictions.
const (
	PlayAnyTime           PlayRestriction = iota
	PlayIfTagged                          // "play only if the Runner is tagged"
	PlayIfRunnerSucceeded                 // "play only if the Runner made a successful run during their last turn"
	PlayIfRanHQ                           // "play only if you made a successful run on HQ this turn"
)

// histRunnerSucceeded: ability 3 of histObj, a successful run in the
// Runner's last turn, kept until the Corp's turn after it ends (Mine, the
// Corp's turn end).
const histRunnerSucceeded int16 = 3

// histProgram: ability 4 of histObj, a program installed this turn.
const histProgram int16 = 4

// histRootInstall: ability 5 of object -(server+1), a card installed in
// the server's root this turn.
const histRootInstall int16 = 5

// histCorpInstall: ability 6 of histObj, the Corp installed a card this
// turn; histBreachTrashed: ability 7 of histObj, the Runner trashed an
// accessed card during this run.
const (
	histCorpInstall   int16 = 6
	histBreachTrashed int16 = 7
)

// CostX is what restricts the X of a card's play cost "X" (CR 1.16.2c
// [rule_cost_x]): chosen and announced right before it is paid.
type CostX uint8

// The restrictions of an X cost.
const (
	CostXNone       CostX = iota // the cost has no X
	CostXAtMostTags              // "X must be equal to or less than the number of tags the Runner has"
)

// histSuccessOn: ability 8 of object -(server+1), a successful run on the
// server this turn.
const histSuccessOn int16 = 8

// histDrawAction: ability 9 of histObj, the Runner took the basic action
// to draw this turn; histBreachHQ: ability 10 of histObj, the Runner
// breached HQ this turn. "The first time each turn" counts every such
// action or breach, whether or not the card that looks was installed then
// (as for histRootInstall).
const (
	histDrawAction int16 = 9
	histBreachHQ   int16 = 10
)

// traceInitiated is the first step of a trace frame made by an
// instruction: the trace initiates and a checkpoint follows (CR
// 10.8.6a-b); step 0 asks the Corp, 1 the Runner.
const traceInitiated int32 = 2

// histStolenPoints: ability 11 of histObj, the printed agenda points of
// the agendas the Runner stole during its last turn, kept until the
// Corp's turn after it ends ("during their last turn").
const histStolenPoints int16 = 11

// identityBase is the object of seat 0's identity; seat s's is
// identityBase - s (IdentityObj): identities are not cards of State.Cards
// but sources of abilities (their Def is State.Identity's).
const identityBase int32 = -3000

// Interrupts, prevention and replacement effects as vocabulary (CR 9.9),
// appended: the interrupt window over an imminent instruction, the paid
// interrupt abilities, their instructions and the expected effect of an
// imminent grant of tags.
const (
	// frameInterrupt is an interrupt window (a kernel.PendingWindow, CR
	// 9.2.9) over the innermost imminent instruction (kernel.Core.Imminent:
	// the frame whose Would is its expected effect).
	frameInterrupt kernel.FrameKind = 13
	// AbInterrupt is a paid interrupt ability ("[interrupt] cost: …",
	// "prevent", "avoid", CR 9.5.2b, 9.9.1b): used only in an interrupt
	// window, while relevant to the imminent instruction (9.9.3, 9.9.4d).
	AbInterrupt AbilityKind = AbOnPlay + 1
	// evTags: the Runner takes N tags; an expected effect only (Frame.Would
	// of an imminent instruction), never an occurrence.
	evTags kernel.EventType = 23
)

// The instructions of interrupts (appended to the instruction kinds).
const (
	InPreventDamage InstrKind = InTraceMeatPerStolen + 1 + iota // prevent N damage of kind Arg (0 any) of the imminent instruction; N PreventAll: all of it (CR 9.9.7b)
	InAvoidTags                                                 // avoid N tags of the imminent instruction; N PreventAll: all of them
	InAddDamage                                                 // the imminent damage of kind Arg (0 any) does N more
)

// PreventAll, as the N of a prevention, prevents "all damage" or avoids
// "all tags": the effect leaves the expected effects, no value left to
// modify (CR 9.9.7b).
const PreventAll int32 = -1

// wouldRemoved, in the Obj of an expected effect (Frame.Would), says the
// effect was prevented entirely ("all damage", CR 9.9.7b): nothing of it
// resolves and no interrupt is relevant to it any more.
const wouldRemoved int32 = 1 << 16

// More flags of an expected effect's Obj (Frame.Would), above the damage
// kind: wouldReplacing while its static replacement effects are applied
// (the window not open yet: the controller of the instruction may be
// choosing their order, CR 9.9.11), wouldFirst when it is the first damage
// of its kind (or the first tags) that became imminent this turn (CR
// 9.9.5a).
const (
	wouldReplacing int32 = 1 << 17
	wouldFirst     int32 = 1 << 18
	wouldKind      int32 = 0xff
)

// histWould: ability histWould+k of histObj, damage of kind k (0: tags
// for the Runner) became imminent this turn ("the first time each turn …
// would", CR 9.9.5a: counted whether or not it is then prevented or
// replaced).
const histWould int16 = 40

// Interrupt windows before the steps of timing structures (CR 9.11.2),
// appended: the expected effect of the Corp's mandatory draw, and the
// instruction that changes it.
const (
	// evDraws: Seat draws N cards; an expected effect only (Frame.Would),
	// never an occurrence.
	evDraws kernel.EventType = 24
	// InAddDraw: the imminent draw of the controller draws N more cards.
	InAddDraw InstrKind = InAddDamage + 1
)

// Conditional interrupts on imminent damage (CR 9.9.1b, 9.9.3d),
// appended.
const (
	// AbWouldDamage is a conditional interrupt, "when you would do damage
	// of kind N (0 any)": pending in the interrupt window of imminent damage
	// its controller does, as the window opens (CR 9.9.4b), and triggered
	// only while still relevant (9.9.4c); FirstEachTurn: only the first
	// damage of that kind each turn that would be done (9.9.5a).
	AbWouldDamage AbilityKind = AbInterrupt + 1
	// InReplaceDamageIfPays: the controller may pay N credits; if it does,
	// the imminent damage becomes 1 damage of kind Arg instead (a
	// replacement created by an interrupt, applied as it resolves, CR
	// 9.9.10).
	InReplaceDamageIfPays InstrKind = InAddDraw + 1
)

// Static-condition conditional abilities (CR 9.6.3, 9.6.7b-d; session 29,
// helper nsgstatic29). The values are explicit and away from the iota
// blocks above, so that another block appended at the same time cannot
// take them.
const (
	// AbStatic is a conditional ability with a static condition ("while",
	// "if" as its primary condition, CR 9.3.2c): Ability.If is the
	// condition, looked at as each checkpoint begins (9.6.7b).
	AbStatic AbilityKind = 200
	// InTrashSelf: trash the source ("trash this card"), by its
	// controller.
	InTrashSelf InstrKind = 200
	// abStaticIdle + i is the use slot of ability i of a card (a
	// static-condition one) that resolved with no expected effect: it
	// cannot be pending again until a timing-structure step is complete
	// (CR 9.6.7d). The count goes back to 0 as the step is (stepDone).
	abStaticIdle int16 = 200
)

// StaticCond is the state a static-condition conditional ability (AbStatic)
// looks at, for its controller.
type StaticCond uint8

// The static conditions.
const (
	CondNone          StaticCond = iota // no condition (not a static-condition ability)
	CondEmptyHand                       // "if there are no cards in your hand" (grip or HQ)
	CondDiscardFilled                   // "if there is a card in your discard pile" (heap or Archives)
)

// A paid ability of any paid-ability window, and the instruction that
// forces the action phase to end (CR 5.4.3; session 29, helper
// nsgstatic29): explicit values, as above.
const (
	// AbPaid is a paid ability its controller may use in any paid-ability
	// window (CR 9.5.2f: neither an action nor an interrupt nor an access
	// ability): Credits, and TrashCost, its cost.
	AbPaid AbilityKind = 201
	// InEndActionPhase: "end your action phase": the controller's action
	// phase is forced to end now (CR 5.4.3), or nothing outside it (5.4.4).
	InEndActionPhase InstrKind = 201
	// AbActionPhaseEnds is "when your action phase ends": met as the
	// phase formally ends (CR 5.6.2d, 5.7.1h; 25.04+) or is forced to end
	// (5.4.3d, both modes).
	AbActionPhaseEnds AbilityKind = 202
	// InSetIceStrength: the encountered ice's strength is set to N for the
	// encounter (CR 9.12.1a: set first, then increases, then decreases).
	InSetIceStrength InstrKind = 202
	// InPlayFromHand: the controller may play 1 event or operation from
	// its hand, by the steps of playing (CR 8.6.7), paying its cost: one
	// instruction for each card an effect plays (8.6.3).
	InPlayFromHand InstrKind = 203
	// InTrashPrograms: trash N installed programs, N distinct targets
	// chosen by the controller one at a time, as many as there are (CR
	// 1.15.2e), trashed together.
	InTrashPrograms InstrKind = 204
	// InInstallFromGrip: the Runner may install 1 program, piece of
	// hardware or resource from the grip, by the steps of installing (CR
	// 8.5.16), paying its cost: one instruction for each card an effect
	// installs (8.5.5).
	InInstallFromGrip InstrKind = 205
	// InTrashIce: the controller trashes 1 installed piece of ice.
	InTrashIce InstrKind = 206
	// modSetStrength: card Obj's strength is set to N (CR 9.12.1a: the
	// value the increases and decreases start from).
	modSetStrength kernel.ModKind = 200
)

// CostPer is what an ability's credit cost is paid for each of ("1
// credit for each …", CR 1.16.2b): counted as the cost is paid, one
// payment of the product.
type CostPer uint8

// The counts of a cost "for each".
const (
	PerNone      CostPer = iota // a fixed cost
	PerInstalled                // each card its controller has installed
)

// moreAbilityKindNames names the ability kinds of the explicit values,
// for abilityName.
var moreAbilityKindNames = map[AbilityKind]string{AbStatic: "static condition", AbPaid: "paid", AbActionPhaseEnds: "action phase ends"}

// Conditions on resolutions being complete and on actions, and an
// instruction acting on its source (session 31, helper nsgabil31):
// explicit values away from the blocks above, so that a block appended at
// the same time cannot take them.
const (
	// AbPlayResolved is "after you resolve" or "whenever you finish
	// resolving" an event or operation (of subtype Ability.Subtype, ""
	// any): met once the played card's play abilities have resolved and
	// it has been trashed (CR 8.6.7h), before the play effect is complete
	// (8.6.7i).
	AbPlayResolved AbilityKind = 230
	// AbOnAction is "whenever you take an action" (spending a click): met
	// as the action's cost is paid, so that it resolves in the reaction
	// window of the cost's checkpoint, before the action's effect (CR
	// 5.2.2c).
	AbOnAction AbilityKind = 231
	// AbActionEnds is "whenever you finish an action": met once the
	// action's effect is complete, resolved in the reaction window after
	// the action step (CR 5.2.2d).
	AbActionEnds AbilityKind = 232
	// InSourceToHand: "add this card to your hand": the source, still in
	// the zone it was in as the ability became independent of it, moves
	// to its owner's hand; a source that has changed zones since is a new
	// object, and nothing moves (CR 9.1.4).
	InSourceToHand InstrKind = 230
	// evPlayResolved: Seat has finished resolving event or operation Obj
	// (CR 8.6.7h; Obj the card where the play left it).
	evPlayResolved kernel.EventType = 230
	// evActionTaken: Seat takes an action, its cost being paid (CR
	// 5.2.2c; Obj the action's source card, 0 for a basic action).
	evActionTaken kernel.EventType = 231
	// evActionEnds: Seat's action is complete (CR 5.2.2d).
	evActionEnds kernel.EventType = 232
	// InInstallAndRezTotalLess: install and rez 1 card from source N
	// (InstallFrom…), paying all costs, a total of Arg credits less,
	// divided between the install and rez costs as the Corp declares (CR
	// 1.16.2f).
	InInstallAndRezTotalLess InstrKind = 231
	// InTakeBasicAction: the controller takes basic action N
	// (BasicAction), paying its cost, if its action phase is under way;
	// outside it, nothing (CR 5.2.4).
	InTakeBasicAction InstrKind = 232
	// InRunnerCannotDraw: "The Runner cannot draw cards for the remainder
	// of this turn" (a lasting prohibition, modCannotDraw).
	InRunnerCannotDraw InstrKind = 233
	// modCannotDraw: Seat cannot draw cards while it lasts (CR 1.2.2: a
	// "cannot" effect; its draws do nothing).
	modCannotDraw kernel.ModKind = 230
	// irDeclare is the install-and-rez step at which the Corp declares how
	// a "total" reduction divides (CR 1.16.2f).
	irDeclare int32 = 230
	// turnActDone is the turn's step after an action: its end is met,
	// then the action phase goes on (CR 5.2.2d, 5.6.2c).
	turnActDone int32 = 230
)

func init() {
	moreAbilityKindNames[AbPlayResolved] = "play resolved"
	moreAbilityKindNames[AbOnAction] = "on action"
	moreAbilityKindNames[AbActionEnds] = "action ends"
}

// BasicAction is a basic action an effect directs a player to take
// (TakeBasicAction).
type BasicAction uint8

// The basic actions an effect may direct.
const (
	ActGainCredit BasicAction = iota // "take the basic action to gain 1 credit"
	ActDraw                          // "take the basic action to draw 1 card"
)

// basicActionVerbs are the verbs of the basic actions, by BasicAction.
var basicActionVerbs = [...]engine.Verb{ActGainCredit: verbCredit, ActDraw: verbDraw}

// Mid-access abilities and the end of an access (CR 9.5.2c, 9.2.10c,
// 7.2.4; session 31, helper nsgrun31): explicit values, apart from the
// other helpers' blocks.
const (
	// AbAccess is a mid-access ability ("Access → cost: …", CR 9.5.2c
	// [rule_mid_access_ability]): a paid ability of an installed Runner
	// card, usable only in the mid-access window of an access (7.2.2), at
	// most one in it (9.2.10c); Credits its cost, Once once a turn. Its
	// instructions act on the card being accessed (the program frame's T).
	AbAccess AbilityKind = 240
	// AbAccessEnds is "whenever an access ends" (the Runner's): met as an
	// access is complete (CR 7.2.4 [step_access_complete]), after the
	// steal of an agenda, before the next candidate is chosen.
	AbAccessEnds AbilityKind = 241
	// InTrashAccessed: trash the card being accessed (the frame's T), if
	// it is still where it was accessed and not in Archives (CR 7.1.5
	// [rule_trash_in_archives]); trashed, it has moved: its access ends
	// (7.1.7).
	InTrashAccessed InstrKind = 240
	// evAccessEnd: the access of card Obj is complete (CR 7.2.4).
	evAccessEnd kernel.EventType = 40
	// breachSteal: the mid-access window is over; an agenda still
	// accessed is stolen (CR 7.2.3 [step_access_agenda]).
	breachSteal int32 = 30
	// breachAccessDone: the access is complete (CR 7.2.4).
	breachAccessDone int32 = 31
)

func init() {
	moreAbilityKindNames[AbAccess] = "access"
	moreAbilityKindNames[AbAccessEnds] = "access ends"
}

// Forced encounters (CR 6.5.9, 6.1.4b; session 31, helper nsgrun31):
// explicit values.
const (
	// frameEncounter is a forced encounter's Encounter Ice phase: Src the
	// ice; its list keeps the run's encounter fields.
	frameEncounter kernel.FrameKind = 30
	// InEncounterIce: the controller chooses 1 installed rezzed piece of
	// ice; the Runner encounters it (a forced encounter, CR 6.5.9), the
	// instruction complete once the encounter is.
	InEncounterIce InstrKind = 241
)

// Forced-encounter frame steps.
const (
	encounterBegins int32 = iota // the encounter begins: "when encountered"
	encounterPAW                 // its paid-ability window (P)
	encounterSubs                // its unbroken subroutines, one at a time
	encounterEnds                // the encounter ends; the run's fields back
)

// Breaches asked for during a breach (CR 7.3.8; session 31, helper
// nsgrun31): explicit values.
const (
	// AbYouSteal is "whenever you steal an agenda" (the Runner's
	// installed cards).
	AbYouSteal AbilityKind = 242
	// InBreach: the Runner breaches server N; during a breach, the new
	// breach waits until the current one ends, as a delayed conditional
	// ability of the Runner's (CR 7.3.8 [rule_consecutive_breaches]).
	InBreach InstrKind = 242
)

func init() { moreAbilityKindNames[AbYouSteal] = "you steal" }

// Delayed conditional abilities a card's instruction makes (CR 9.6.13;
// session 31, helper nsgrun31): explicit values.
const (
	// AbDelayed is the effect of a delayed conditional ability an
	// instruction of the same card makes (InWhenNext): never triggered by
	// itself.
	AbDelayed AbilityKind = 243
	// InWhenNext: "when you next …, …": a delayed conditional ability of
	// the controller (CR 9.6.13), its condition N (a DelayedOn), its
	// effect ability Arg of the card (AbDelayed). With no stated duration
	// it lasts until it has resolved once (9.6.13c
	// [rule_delayed_conditional_ability_relevant_once]).
	InWhenNext InstrKind = 243
)

// DelayedOn is the condition of a delayed conditional ability (InWhenNext).
type DelayedOn uint8

// The conditions of delayed conditional abilities.
const (
	DelayedNone          DelayedOn = iota
	DelayedSuccessfulRun           // "when you next make a successful run"
)

// delayedOn are the occurrences of the DelayedOn conditions.
var delayedOn = [...]kernel.EventType{DelayedSuccessfulRun: evSuccessful}

func init() { moreAbilityKindNames[AbDelayed] = "delayed" }

// A card entering the root of the server being breached (CR 7.4.6a;
// session 31, helper nsgrun31): explicit values.
const (
	// frameRootCandidate asks the Runner, at the checkpoint after card Src
	// entered the root of server N during a breach of N, whether it
	// becomes a candidate (CR 7.4.6a [rule_candidates_entering_root]).
	frameRootCandidate kernel.FrameKind = 31
	// frameMemoryLimit is the rest of a checkpoint while the Runner
	// chooses the programs its step 10.3.1e trashes (memorylimit.go).
	frameMemoryLimit kernel.FrameKind = 32
	// InInstallUpgradeHere: the Corp may install 1 upgrade from HQ in the
	// root of the source's server, ignoring all costs.
	InInstallUpgradeHere InstrKind = 244
)

// Actions finishing in every way (session 32, helper nsgrest32): explicit
// values 250-259, apart from the other helpers' blocks.
const (
	// turnForcedEndAction is turnForcedEnd with an action resolving as
	// the action phase was forced to end: that action ceases and is
	// complete (CR 5.4.3c [rule_terminal_completion]), so "whenever you
	// finish an action" is met with the phase's end, at the one
	// checkpoint after it (5.4.3d, 5.2.2d).
	turnForcedEndAction int32 = 250
	// AbPaidDone is "whenever you finish resolving a paid ability": met as
	// the resolution of a paid ability of a card the seat controls is
	// complete (CR 9.5.7h [step_paid_ability_complete]), after its last
	// instruction's checkpoint and reaction window.
	AbPaidDone AbilityKind = 250
	// AbConditionalDone is "whenever another conditional ability of yours
	// finishes resolving": met as the resolution of a conditional ability
	// of another card the seat controls is complete (CR 9.6.15g
	// [step_conditional_ability_complete]).
	AbConditionalDone AbilityKind = 251
	// evPaidDone: Seat's paid ability of card Obj has resolved (CR
	// 9.5.7h).
	evPaidDone kernel.EventType = 250
	// evConditionalDone: Seat's conditional ability of card Obj has
	// resolved (CR 9.6.15g).
	evConditionalDone kernel.EventType = 251
	// AbOnDraw is "whenever you draw cards": met at the draw's own
	// checkpoint, the drawn cards set aside until it is over (CR 8.4.5b
	// [step_draw_checkpoint]).
	AbOnDraw AbilityKind = 252
	// evDrawn: Seat has drawn N cards, set aside (CR 8.4.5a).
	evDrawn kernel.EventType = 252
)

func init() {
	moreAbilityKindNames[AbPaidDone] = "paid ability done"
	moreAbilityKindNames[AbConditionalDone] = "conditional ability done"
	moreAbilityKindNames[AbOnDraw] = "on draw"
}

// Session 32, last NSG helper (nsglast32). The brief's values 260 to 269
// do not fit the uint8 kinds: the instruction kinds take the free values
// below 256.
const (
	// InNameRevealDraw is "Name a card, reveal the top card of your deck
	// (gain Arg credits if it has the named title), then draw N cards":
	// one instruction, imminent as a draw (CR 9.9.4); the name is chosen
	// as it resolves, after its interrupt window, not announced as a
	// target before it becomes imminent (CR 1.15.1b
	// [rule_object_subroutine_targets]).
	InNameRevealDraw InstrKind = 253
	// InSearchRDDraw is "Search R&D for a card that is not an agenda,
	// reveal it and add it to HQ, then draw N cards": one instruction,
	// imminent as a draw; the card is found as it resolves, after its
	// interrupt window: searching does not target (CR 1.15.1a
	// [rule_searching_does_not_target]).
	InSearchRDDraw InstrKind = 254
	// stepChoosing: the frame of an InNameRevealDraw or an InSearchRDDraw
	// chooses as it resolves, the draw's count (after its interrupt
	// window) in its T.
	stepChoosing int32 = 260
)

// verbName names the title of the card pool at Arg (poolTitles): a public
// value, never a card of the game.
var verbName = engine.NewVerb("nsg-name")

// Session 32, helper nsg994: the interrupt window of every imminent
// instruction (CR 9.9.4).
const (
	// wouldWindowOpened, as the Obj of a frame's Would whose Type is 0
	// (nothing imminent), with the op's number in N, says the interrupt
	// window of the instruction that op resolves has opened (instrWindow,
	// windowDone). A value of its own, apart from the flags above: a
	// Would with a Type never holds it.
	wouldWindowOpened int32 = 270
)

// Session 33, helper nsgsteps33: steps of the timing structures that the
// engine carried out together, now apart, each with its own window (CR
// 9.11.2).
const (
	// turnOpeningPAW is the turn's paid-ability window before the turn
	// formally begins (CR 5.6.1b, 5.7.1b), a step after the clicks are
	// gained (turnClicks).
	turnOpeningPAW int32 = 280
	// runMovedPAW is the run's paid-ability window after the Runner moves
	// inward (CR 6.9.4e), a step after the move (runMove, 6.9.4d).
	runMovedPAW int32 = 281
)

// Session 34, helper nsgsteps34: the run's initiation takes the Runner's
// position as a step of its own, after the run formally begins (CR 9.11.2).
const (
	// runPosition is the step of the run's initiation at which the Runner
	// takes the outermost position protecting the attacked server, if any
	// (CR 26.03 6.9.1d [step_runner_position]; 24.03 6.9.1d
	// [step_initiation_complete], which approaches it at once): after the
	// run formally begins (runBegins, 6.9.1c) and its checkpoint, so ice
	// installed outermost by a "when a run begins" reaction is approached.
	runPosition int32 = 290
	// posNotTaken is RunState.Pos while the Runner has not yet taken a
	// position (CR 6.2.5a [rule_position_initial]: from the run's
	// announcement to runPosition). A position, not a number of this
	// file's numbering: the positions count from the innermost ice (0),
	// -1 is inward of them all (the server).
	posNotTaken int32 = -2
	// AbRunBeginsHere is "whenever a run on this server begins" (a card in
	// the root of the attacked server, rezzed): met as the run formally
	// begins (CR 6.9.1c [step_initiation_formal_begin]), before the Runner
	// takes a position (6.9.1d).
	//
	// AbilityKind and InstrKind are bytes: this session's numbers (290 to
	// 299) do not fit them, so their values are 229, below the 230s.
	AbRunBeginsHere AbilityKind = 229
	// InInstallIceOutermost: the Corp may install 1 piece of ice from HQ
	// or Archives protecting the source's server, in the outermost
	// position, ignoring all costs (opInstallIceInward's other place).
	InInstallIceOutermost InstrKind = 229
)

func init() { moreAbilityKindNames[AbRunBeginsHere] = "run begins here" }

// Session 35, helper nsgnoice35: the run's end as two steps (CR 6.9.6c,
// 6.9.6d) and the condition of an unsuccessful run.
const (
	// runComplete is the run's last step, 6.9.6d [step_run_complete]: the
	// run is complete, its "run ends" conditions met. The step before it,
	// runEnd (6.9.6a-c), declares a run that never reached the Success
	// Phase unsuccessful (6.9.6c [step_run_declared_unsuccessful]), whose
	// abilities resolve while the run is still in progress.
	runComplete int32 = 300
	// evUnsuccessful: the run on server N is declared unsuccessful (CR
	// 6.9.6c; 6.8.4 [rule_unsuccessful_run]).
	evUnsuccessful kernel.EventType = 301
	// AbRunUnsuccessfulHere is "whenever a run on this server is
	// unsuccessful" (a rezzed card in the root of the attacked server, as
	// Georgia Emelyov in CR 6.8.5's example): met at 6.9.6c, during the
	// run.
	//
	// AbilityKind is a byte: this session's numbers (300 to 309) do not
	// fit it, so its value is 233, after the 230s in use.
	AbRunUnsuccessfulHere AbilityKind = 233
)

func init() { moreAbilityKindNames[AbRunUnsuccessfulHere] = "unsuccessful run here" }
