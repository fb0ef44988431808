package neuroscape

import (
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Every enumeration of the neuroscape package is in this file. Values that
// are saved (zones, frame kinds, steps, step kinds of the vocabulary) are
// fixed: append, never renumber.

// Zone is where a card instance is (NS-2.1).
type Zone uint8

// The zones. A card in zoneCommitted lies under the character Obj.Host
// (NS-5.5); a card in zoneCache is an item of the Cache (NS-17).
const (
	zoneNone      Zone = iota
	zoneDeck           // the owner's cyberdeck, hidden and ordered
	zoneRAMDeck        // the owner's RAM deck, hidden and ordered
	zoneHand           // the owner's hand
	zoneBank           // the owner's RAM bank
	zoneCommitted      // under a character (Host)
	zonePlay           // a character in play, in its controller's play area
	zoneBin            // the owner's recycle bin, public and ordered
	zoneCache          // on the Cache
	zoneMainframe      // the owner's mainframe, in play for the whole game
	zoneSlot           // a protocol or virus in a slot of the mainframe Host (NS-4.5), controlled by who attached it
	zoneGear           // gear attached to the character Host (NS-12), controlled by who attached it (NS-12.7)
	zoneEnv            // the active environment, one in the whole game (NS-14.9), controlled by who played it (AMB-35)
	zoneLook           // set aside while its owner looks at it (DIVINE, a search: NS-0.4), seen by the owner and its teammate (HandSight)
	zoneReveal         // set aside revealed to everyone (INDEX)
	zonePurge          // the owner's purge zone: removed from the game, public (NS-2.1, AMB-07)
	zoneGone           // a token that ceased to exist (NS-20.7): in no zone, shown nowhere
	zoneCount
)

var zoneNames = [zoneCount]string{"none", "cyberdeck", "RAM deck", "hand", "RAM bank", "committed", "play", "recycle bin", "Cache", "mainframe", "slot", "gear", "environment", "looked at", "revealed", "purge", "gone"}

// String returns the zone's name.
func (z Zone) String() string {
	if z < zoneCount {
		return zoneNames[z]
	}
	return "zone?"
}

// Option verbs of the neuroscape game. Their order is part of the save
// format (kernel.NewCodec): append only.
var (
	verbMulligan  = engine.NewVerb("mulligan")  // Card: a card of the opening hand to put on the bottom
	verbKeep      = engine.NewVerb("keep")      // end the mulligan
	verbFirst     = engine.NewVerb("first")     // Target: the member named, as a player target -(1+seat); Arg 0 play first, 1 play second
	verbDraw      = engine.NewVerb("draw")      // Draw/Install: draw
	verbInstall   = engine.NewVerb("install")   // Draw/Install: install
	verbDone      = engine.NewVerb("done")      // end a substage or a declaration
	verbForceQuit = engine.NewVerb("forcequit") // Card: the card force quit
	verbPlay      = engine.NewVerb("play")      // Card: the card played; Target: its target (targetCode)
	verbPass      = engine.NewVerb("pass")      // in a swift check
	verbAttack    = engine.NewVerb("attack")    // Card: attacker; Target: the defending player -(1+seat)
	verbBlock     = engine.NewVerb("block")     // Card: blocker; Target: the attacker it blocks
	verbRoll      = engine.NewVerb("roll")      // Card: the card rolled for next (NS-6.3)
	verbOrder     = engine.NewVerb("order")     // Card: the source of the triggered effect that happens next
	verbRetarget  = engine.NewVerb("retarget")  // Target: the new target of a retargeted item (NS-18.4)
	verbActivate  = engine.NewVerb("activate")  // Card: the character; Arg: the ability's index; Target: its target (NS-9.2)
	verbTarget    = engine.NewVerb("target")    // Target: the target a triggered ability takes as it takes effect (NS-9.3)
	verbChoose    = engine.NewVerb("choose")    // Arg: the Pool an "MF or BF" effect takes (Effect.Either)
	verbTake      = engine.NewVerb("take")      // Card: the card an effect's choice takes (into hand from a look, a reveal or a search; or the card discarded)
	verbUse       = engine.NewVerb("use")       // Card: the card whose "may" effect (Effect.May) its player uses; declining is verbDone
	verbCommit    = engine.NewVerb("commit")    // Card: the character missing RAM that its controller's bank's next RAM goes to (NS-5.6, NS-25)
)

// verbs lists the verbs in codec order.
var verbs = []engine.Verb{verbMulligan, verbKeep, verbFirst, verbDraw, verbInstall, verbDone, verbForceQuit, verbPlay, verbPass, verbAttack, verbBlock, verbRoll, verbOrder, verbRetarget, verbActivate, verbTarget, verbChoose, verbTake, verbUse, verbCommit}

// Frame kinds, registered with the machine; saved.
const (
	frameProgram   kernel.FrameKind = 1 // a Cache item or a rules program (kernel.Machine.ProgramKind)
	frameSetup     kernel.FrameKind = 2 // setup: mulligans and the turn-order roll; Step: setupStep
	frameTurn      kernel.FrameKind = 3 // the turn of Seat; Step: turnStep; N: actions taken in Draw/Install
	frameWindow    kernel.FrameKind = 4 // a swift check of kind (a) over the top Cache item
	frameFixed     kernel.FrameKind = 5 // a fixed swift check (kind (b)); N: the turnStep it belongs to
	frameStability kernel.FrameKind = 6 // stability rolls of Seat (NS-6); list: the cards still to roll for
	frameQueue     kernel.FrameKind = 7 // simultaneous netcheck effects, in the order the active seat chooses (NS-16.6; kernel.Machine.QueueKind)
	frameDeclare   kernel.FrameKind = 8 // the player of the Cache item of card Src declares its second target (Def.Target2, NS-18.1)
	frameRecommit  kernel.FrameKind = 9 // Seat chooses the character its bank's next RAM goes to, where that is its choice (NS-5.6, NS-25)
)

// Contexts in which a seat is asked to play.
const (
	ctxDeploy = iota // the active seat's Deploy stage with the Cache empty
	ctxSwift         // a swift check
)

// The steps of the setup frame.
const (
	setupMulligan int32 = iota // Seat is the seat deciding its mulligan; N: cards put on the bottom so far
	setupRoll                  // roll for the turn order
	setupChoose                // the winning team chooses; Seat: the seat asked
)

// The steps of a turn (NS-16).
const (
	stepStart       int32 = iota // announce the turn
	stepStability                // 1a
	stepRefresh                  // 1b
	stepDrawInstall              // 1c
	stepForceQuit                // 1d
	stepDeploy                   // 2
	stepNetcheck                 // 3a
	stepNetSwift                 // 3b
	stepAttackers                // 4a
	stepAttackSwift              // 4b
	stepBlockers                 // 4c; Seat of the frame's M: the defender asked next (index in defenders)
	stepBlockSwift               // 4d
	stepDamage                   // 4e, then the swift check 4f (its fixed frame's N is stepReset)
	stepReset                    // 5
	stepCount
)

var stepNames = [stepCount]string{"start", "stability check", "refresh", "draw/install", "force quit", "deploy", "netcheck", "netcheck swift check", "declare attackers", "swift check after attackers", "declare blockers", "swift check after blockers", "combat damage", "reset"}

// The kinds of the effect vocabulary (Effect.Kind). Saved only through card
// definitions' fingerprints, never in a state.
type EffectKind uint8

// Effect kinds.
const (
	EffDamage           EffectKind = iota + 1 // N damage of Pool to the target (a character or a player's pool)
	EffDestroy                                // destroy the target character (or RAM, program in a slot, environment, tether)
	EffDraw                                   // its controller draws N
	EffInstall                                // its controller installs N RAM (running if Running)
	EffInstallX                               // its controller installs X RAM, X = its synergy in Faction (NS-9.5: counted as it resolves)
	EffLoseHealth                             // its controller's team loses N of Pool (not damage, NS-1.6)
	EffDamageEach                             // N damage of Pool to each character the target player controls
	EffCounter                                // counter the target Cache item (NS-14.5)
	EffRetarget                               // change the target of the target Cache item (NS-18.4)
	EffDamageX                                // X damage of Pool to the target, X = its controller's synergy in Faction (NS-9.5)
	EffRun                                    // run the target character
	EffRefresh                                // refresh the target character and reboot its abilities (NS-0.4: reboot = its once-a-round use reset)
	EffReboot                                 // reboot the abilities of every character its controller controls with Faction
	EffRollInstall                            // roll a d20; at N or higher, its controller installs 1 RAM running
	EffDuel                                   // the source and the target character duel (NS-24.1); N > 0: if the source destroys the target, N damage of Pool to the target's controller
	EffDamagePerSlot                          // N damage of Pool to the target player for each program attached to their mainframe (NS-4.5)
	EffDestroySource                          // destroy the source character; when it is not in play, the effects after this one do not happen ("If you do")
	EffLoseAttack                             // its controller's team loses Pool health equal to the target character's printed attack (not damage, NS-1.6)
	EffBoost                                  // the target character gets +Atk/+Dfn (and STAMINA if Stamina) until turn end; with Faction, times its controller's synergy in it (NS-9.5)
	EffBoostSource                            // EffBoost for the source character
	EffEndDestroySource                       // "On turn end, destroy" the source character (NS-16.8 5b)
	EffBoostEach                              // each other character with Faction its controller controls gets +Atk/+Dfn until turn end
	EffReclaimRAM                             // up to N RAM cards of its controller's recycle bin go into its RAM bank running (all Basic RAM: which ones changes nothing)
	EffGainPerBin                             // its controller's team gains N of Pool for each card of Subtype in its recycle bin, doubled while it controls a character named DoubleWith (not damage: no maximum, AMB-06)
	EffGain                                   // its controller's team gains N of Pool (no maximum, AMB-06); EnvN instead while the active environment is IfEnv
	EffDivine                                 // DIVINE N: its controller looks at the top N of its cyberdeck, puts 1 into its hand and bins the rest (asks)
	EffIndex                                  // INDEX N Subtype: its controller reveals the top N, puts 1 card of Type into its hand and bins the rest (asks)
	EffDiscard                                // its controller discards N cards of its choice from its hand (asks)
	EffSearch                                 // its controller searches its cyberdeck for a card with one of AnyOf's factions, reveals it, puts it into its hand and shuffles (asks)
	EffPurgeSource                            // purge the source character, if it is in play
	EffGainPerChar                            // its controller's team gains N of Pool for each character with Faction it controls
	EffDestroyAttacking                       // destroy every attacking character of the player whose mainframe holds the source (a trojan's "this player")
	EffCopy                                   // copy the target Cache item (NS-20.5): a token on top of the Cache, its controller choosing its target, opening a swift check (asks)
	EffUnstable                               // the target player's mainframe becomes UNSTABLE: they roll at once for each character and program they control (NS-6.2)
	EffDestroyOwnRAM                          // destroy every RAM its controller controls: in its bank and committed to its characters (NS-5.9)
	EffFreePlays                              // until turn end its controller may play up to N cards without paying their RAM cost (NS-5.7.1: a character so played needs 0 committed)
	EffPreventDamage                          // prevent all damage to the target character until turn end (unless damage can't be prevented: Def.NoPrevention, NS-0.3.2)
	EffCreateToken                            // its controller creates the token character TokenName in play (NS-20.7: no RAM committed)
	EffTakeControl                            // its controller takes control of the target character until turn end (NS-10.5; AMB-13: its RAM stays its owner's; not of a second copy of an iconic card, NS-22.7)
	EffBinsToPlay                             // every character in a recycle bin sharing a faction with its owner's mainframe enters play under its owner's control, committing nothing (NS-11.5), with a SPIRIT counter if Spirit; of several copies of one iconic character an owner chooses one (NS-22.6: asks)
	EffPurgeSpirits                           // purge every character in play with a SPIRIT counter
	EffCopyCharacter                          // its controller creates a token copy of the target character in play, refreshed, committing its printed cost at once (NS-20.1, AMB-53); never of an iconic card (NS-22.5)
	EffCopyProgram                            // its controller creates a token copy of the target protocol, virus or trojan in a slot and may attach it to an open slot where it could attach as its own (NS-20.3, AMB-54); a trojan's copy face down, not activated this turn (NS-20.4); declined or with no slot, it ceases to exist (asks)
	EffBleed                                  // put N BLEED counters on the target character in play (CounterBleed; the card reminder governs, NS-0.3.3, AMB-65)
	EffBinToPlay                              // the target character card in a recycle bin enters play under its owner's control, committing nothing (NS-11.5), with a SPIRIT counter if Spirit, purged at turn end if EndPurge; not a second copy of an iconic card its owner controls (NS-22.2)
)

// effectKindNames are the effect kinds' stable names, as a scenario file's
// stand-in card writes them (StandIn): each kind's constant without Eff, in
// lower case with dashes (EffDamageEach: "damage-each").
var effectKindNames = map[EffectKind]string{
	EffDamage: "damage", EffDestroy: "destroy", EffDraw: "draw", EffInstall: "install", EffInstallX: "install-x",
	EffLoseHealth: "lose-health", EffDamageEach: "damage-each", EffCounter: "counter", EffRetarget: "retarget",
	EffDamageX: "damage-x", EffRun: "run", EffRefresh: "refresh", EffReboot: "reboot", EffRollInstall: "roll-install",
	EffDuel: "duel", EffDamagePerSlot: "damage-per-slot", EffDestroySource: "destroy-source", EffLoseAttack: "lose-attack",
	EffBoost: "boost", EffBoostSource: "boost-source", EffEndDestroySource: "end-destroy-source", EffBoostEach: "boost-each",
	EffReclaimRAM: "reclaim-ram", EffGainPerBin: "gain-per-bin", EffGain: "gain", EffDivine: "divine", EffIndex: "index",
	EffDiscard: "discard", EffSearch: "search", EffPurgeSource: "purge-source", EffGainPerChar: "gain-per-char",
	EffDestroyAttacking: "destroy-attacking", EffCopy: "copy", EffUnstable: "unstable", EffDestroyOwnRAM: "destroy-own-ram",
	EffFreePlays: "free-plays", EffPreventDamage: "prevent-damage", EffCreateToken: "create-token",
	EffTakeControl: "take-control", EffBinsToPlay: "bins-to-play", EffPurgeSpirits: "purge-spirits",
	EffCopyCharacter: "copy-character", EffCopyProgram: "copy-program", EffBleed: "bleed", EffBinToPlay: "bin-to-play",
}

// Name returns the effect kind's stable name ("damage-each").
func (k EffectKind) Name() string {
	if n, ok := effectKindNames[k]; ok {
		return n
	}
	return fmt.Sprintf("effect %d", k)
}

// ParseEffectKind returns the effect kind named name (EffectKind.Name).
func ParseEffectKind(name string) (EffectKind, bool) {
	for k, n := range effectKindNames {
		if n == name {
			return k, true
		}
	}
	return 0, false
}

// CounterKind is a kind of counter put on a card in play (NS-2.6: a
// marker, not a token object). Saved by its number: append only.
type CounterKind uint8

// Counter kinds.
const (
	// CounterSpirit: the character's RAM cost is set to 0 (it needs
	// nothing committed), and if it would leave play it is purged instead.
	CounterSpirit CounterKind = iota + 1
	// CounterBleed: BLEED (NS-24.1, AMB-65, the card reminder governing,
	// NS-0.3.3): nothing by itself; on NETCHECK each character the active
	// player controls gets a -1/-1 counter for each BLEED counter on it.
	CounterBleed
	// CounterMinus: a -1/-1 counter: the character gets -1/-1 for each.
	CounterMinus
	counterKinds // the number of kinds + 1
)

// counterNames are the counter kinds' names, for views and events.
var counterNames = [counterKinds]string{"", "SPIRIT", "BLEED", "-1/-1"}

// String returns the counter kind's name as cards print it ("SPIRIT").
func (k CounterKind) String() string {
	if k < counterKinds {
		return counterNames[k]
	}
	return fmt.Sprintf("counter %d", k)
}

// TargetKind is what a card's play targets (NS-18).
type TargetKind uint8

// Target kinds.
const (
	TargetNone            TargetKind = iota
	TargetAny                        // a character or a player (NS-18.3)
	TargetCharacter                  // a character in play
	TargetPlayer                     // a player
	TargetCacheCharacter             // a character card waiting on the Cache
	TargetCacheProgram               // a program card waiting on the Cache
	TargetCacheTargeted              // a program card waiting on the Cache that has a target (NS-18.4)
	TargetSlotProgram                // a protocol or virus in a mainframe slot
	TargetOwnMainframe               // an open slot of its player's or a teammate's mainframe (a protocol, NS-4.6), as that player
	TargetFoeMainframe               // an open slot of an opponent's mainframe (a virus, NS-4.6), as that player
	TargetOwnCharacter               // a character in play its player or a teammate controls (gear, NS-12.1, NS-12.11)
	TargetBlocker                    // a blocking character (NS-19.3) whose defense is at most the card's MaxDefense
	TargetRAM                        // a RAM card a player controls, in the bank or committed (NS-5.9, AMB-16)
	TargetCacheFoeScript             // a script card waiting on the Cache that an opponent controls, not iconic (NS-22.5)
	TargetFoeCharacter               // a character in play an opponent of its player controls
	TargetCopyCharacter              // a character in play that a copy effect may choose: not iconic (NS-22.5, NS-20.6)
	TargetTether                     // a tether attached to its characters (NS-12.10)
	TargetOwnBinCharacter            // a character card in its player's recycle bin, with the faction Def.BinFaction when set
)

// targetKindNames are the target kinds' stable names, as a scenario file's
// stand-in card writes them (StandIn): each kind's constant without
// Target, in lower case with dashes (TargetOwnCharacter: "own-character").
var targetKindNames = map[TargetKind]string{
	TargetNone: "none", TargetAny: "any", TargetCharacter: "character", TargetPlayer: "player",
	TargetCacheCharacter: "cache-character", TargetCacheProgram: "cache-program", TargetCacheTargeted: "cache-targeted",
	TargetSlotProgram: "slot-program", TargetOwnMainframe: "own-mainframe", TargetFoeMainframe: "foe-mainframe",
	TargetOwnCharacter: "own-character", TargetBlocker: "blocker", TargetRAM: "ram",
	TargetCacheFoeScript: "cache-foe-script", TargetFoeCharacter: "foe-character",
	TargetCopyCharacter: "copy-character", TargetTether: "tether", TargetOwnBinCharacter: "own-bin-character",
}

// Name returns the target kind's stable name ("own-character").
func (k TargetKind) Name() string {
	if n, ok := targetKindNames[k]; ok {
		return n
	}
	return fmt.Sprintf("target %d", k)
}

// ParseTargetKind returns the target kind named name (TargetKind.Name).
func ParseTargetKind(name string) (TargetKind, bool) {
	for k, n := range targetKindNames {
		if n == name {
			return k, true
		}
	}
	return 0, false
}

// Pool is one of a team's two health totals (NS-1.2).
type Pool uint8

// The pools: bioframe (red) and mainframe (blue).
const (
	BF Pool = iota
	MF
)

// String returns "BF" or "MF".
func (p Pool) String() string {
	if p == MF {
		return "MF"
	}
	return "BF"
}

// Timing is when a mainframe tier's effect happens.
type Timing uint8

// Tier timings.
const (
	TimingPassive     Timing = iota // applies while the tier is active (RAMRefreshed)
	TimingNetcheck                  // "On your NETCHECK" (NS-16.6)
	TimingSystemCheck               // "On your SYSTEM CHECK" (NS-16.1)
	TimingPlayScript                // "When you play a [Faction] script": a triggered ability (NS-9.3) with its own target
	TimingDestroyFoe                // "Whenever you destroy a character an opponent controls"
	TimingBlocked                   // "When 1 or more [AnyOf] characters you control are blocked": once blockers are declared (NS-19.3)
)
