package cards

import (
	ns "github.com/datafort/datafort/neuroscape"
	"github.com/datafort/datafort/neuroscape/carddb"
)

// One-shot programs (NS-14): their effects happen as they resolve, then
// they go to the recycle bin.
func init() {
	ns.Define("OVERLOAD MK. I", ns.TargetAny, []ns.Effect{{Kind: ns.EffDamage, N: 2, Pool: ns.MF}})
	ns.Define("OVERLOAD MK. II", ns.TargetAny, []ns.Effect{{Kind: ns.EffDamage, N: 4, Pool: ns.MF}})
	ns.Define("DELETE", ns.TargetCharacter, []ns.Effect{{Kind: ns.EffDestroy}})
	ns.Define("DEATH METAL", ns.TargetCharacter, []ns.Effect{{Kind: ns.EffDestroy}})
	ns.Define("MOON FLOWER CACTUS", ns.TargetNone, []ns.Effect{{Kind: ns.EffDraw, N: 2}})
	ns.Define("MARKET MANIPULATION", ns.TargetNone, []ns.Effect{{Kind: ns.EffInstallX, Faction: "Corpo", Running: true}})
	ns.Define("THE HIGH PRIESTESS", ns.TargetCacheCharacter, []ns.Effect{{Kind: ns.EffCounter}}).
		Reverse(ns.TargetCacheProgram, ns.Effect{Kind: ns.EffCounter})
	ns.Define("PROPAGANDA", ns.TargetCacheTargeted, []ns.Effect{{Kind: ns.EffRetarget}})
	ns.Define("TIME", ns.TargetCharacter, []ns.Effect{{Kind: ns.EffRefresh}})
	ns.Define("HACKATHON", ns.TargetNone, []ns.Effect{{Kind: ns.EffReboot, Faction: "Hacker"}})
	ns.Define("TERMINATE", ns.TargetSlotProgram, []ns.Effect{{Kind: ns.EffDestroy}})
	ns.Define("STATIC BLAST", ns.TargetPlayer, []ns.Effect{{Kind: ns.EffDamageEach, N: 1, Pool: ns.MF}})
	// "Destroy target character. You lose [Mainframe] and [Bioframe] health
	// equal to its attack value."
	ns.Define("BEATDOWN", ns.TargetCharacter, []ns.Effect{{Kind: ns.EffDestroy},
		{Kind: ns.EffLoseAttack, Pool: ns.MF}, {Kind: ns.EffLoseAttack, Pool: ns.BF}})
}

// Persistent programs in mainframe slots (NS-4.5, NS-14.6, NS-14.7).
func init() {
	// Virus: "On their NETCHECK, System Error deals 2 [Mainframe] damage to them."
	ns.Define("SYSTEM ERROR", ns.TargetFoeMainframe, nil).NetcheckEffects(ns.Effect{Kind: ns.EffDamage, N: 2, Pool: ns.MF})
	// Protocol: "On your NETCHECK, roll a d20. If you roll 9 or higher, install 1 RAM running."
	ns.Define("GENERATIONAL WEALTH", ns.TargetOwnMainframe, nil).NetcheckEffects(ns.Effect{Kind: ns.EffRollInstall, N: 9})
}

// Programs whose effect lasts until turn end (NS-16.8 5b).
func init() {
	// Drug: "Until turn end, target character gets +1/+1 and STAMINA."
	ns.Define("STIM PACK", ns.TargetCharacter, []ns.Effect{{Kind: ns.EffBoost, Atk: 1, Dfn: 1, Stamina: true}})
	// Tarot: "Target character gets +2/+2 until turn end. REVERSED -2/-2"
	ns.Define("STRENGTH", ns.TargetCharacter, []ns.Effect{{Kind: ns.EffBoost, Atk: 2, Dfn: 2}}).
		Reverse(ns.TargetCharacter, ns.Effect{Kind: ns.EffBoost, Atk: -2, Dfn: -2})
}

// Scripts of combat and of the recycle bin.
func init() {
	// "Destroy target blocking character with defense value of 2 or less."
	ns.Define("TRAMPLE", ns.TargetBlocker, []ns.Effect{{Kind: ns.EffDestroy}}).MaxDefense = 2
	// "Put up to 4 target RAM from your recycle bin into your RAM bank
	// running." Every RAM is Basic RAM, so the engine takes the top ones as
	// it resolves; with none, it does nothing (it is not countered for want
	// of targets: "up to").
	ns.Define("DOWNLOAD MORE RAM", ns.TargetNone, []ns.Effect{{Kind: ns.EffReclaimRAM, N: 4}})
}

// Scripts that destroy RAM (NS-5.9).
func init() {
	// "Destroy target RAM."
	ns.Define("EMP GRENADE", ns.TargetRAM, []ns.Effect{{Kind: ns.EffDestroy}})
}

// Environments (NS-14.9).
func init() {
	// "Damage can't be prevented." (NS-0.3.2: SNEAKERHEAD's prevention
	// does nothing while it is the active environment.)
	ns.Define("MOSH PIT", ns.TargetNone, nil).NoPrevention = true
}

// Tarots that draw and look.
func init() {
	// "SWIFT Draw 1, then discard 1."
	ns.Define("THE FOOL", ns.TargetNone, []ns.Effect{{Kind: ns.EffDraw, N: 1}, {Kind: ns.EffDiscard, N: 1}})
	// "SWIFT DIVINE 3 (Look at the top 3 cards of your cyberdeck. Put 1
	// into your hand, then bin the rest.)"
	ns.Define("THE STAR", ns.TargetNone, []ns.Effect{{Kind: ns.EffDivine, N: 3}})
}

// Scripts with two targets (NS-18.1: both declared at play).
func init() {
	// "Destroy target RAM and target character." The character is the
	// first target (the play's), the RAM the second.
	ns.Define("DUST TO DUST", ns.TargetCharacter, []ns.Effect{{Kind: ns.EffDestroy, Second: true}, {Kind: ns.EffDestroy}}).Target2 = ns.TargetRAM
}

// Environments with an "On NETCHECK" effect: every turn, for the active
// player (NS-16.6, AMB-35).
func init() {
	// "On NETCHECK, the active player gains 1 [Mainframe] and 1 [Bioframe]
	// health for each [Dustrunner] character they control."
	ns.Define("THE AMRITA", ns.TargetNone, nil).NetcheckEffects(
		ns.Effect{Kind: ns.EffGainPerChar, N: 1, Pool: ns.MF, Faction: "Dustrunner"},
		ns.Effect{Kind: ns.EffGainPerChar, N: 1, Pool: ns.BF, Faction: "Dustrunner"})
	// "On NETCHECK, the active player may INDEX 3 PROGRAM. (Reveal the top
	// 3 cards of your cyberdeck. Put 1 program into your hand, then bin
	// the rest.)"
	ns.Define("THE GRID", ns.TargetNone, nil).NetcheckEffects(ns.Effect{Kind: ns.EffIndex, N: 3, Type: carddb.Program, May: true})
}

// Trojans (NS-14.8): played face down into an opponent's slot, activated
// from the next turn on (their ACTIVATE cost), then binned.
func init() {
	// "Destroy attacking characters controlled by this player." (the
	// player whose mainframe holds it)
	ns.Define("FATAL ERROR 75", ns.TargetFoeMainframe, nil).Ability(ns.TargetNone, ns.Effect{Kind: ns.EffDestroyAttacking})
	// "Copy target script on the cache controlled by an opponent."
	ns.Define("RUBBER DUCKY", ns.TargetFoeMainframe, nil).Ability(ns.TargetCacheFoeScript, ns.Effect{Kind: ns.EffCopy})
}

// Scripts that make a mainframe UNSTABLE (NS-6).
func init() {
	// "SWIFT Target player's mainframe becomes UNSTABLE. (They roll a d20
	// for each character and program they control. If they roll 10 or
	// below, destroy that character or program.)"
	ns.Define("BLUE SCREEN OF DEATH", ns.TargetPlayer, []ns.Effect{{Kind: ns.EffUnstable}})
}

// Environments with a trigger on every program played.
func init() {
	// "When a player plays a program, they draw 1."
	ns.Define("THE NET", ns.TargetNone, nil).OnPlayProgram = []ns.Effect{{Kind: ns.EffDraw, N: 1}}
}

// Protocols that change costs (NS-5.7.3).
func init() {
	// "The RAM cost of non-[Corpo] cards is increased by 1 RAM. (This
	// includes committed character costs.)"
	ns.Define("ARTIFICIAL INFLATION", ns.TargetOwnMainframe, nil).RaisesCosts("Corpo", 1)
}

// Environments that create token characters (NS-20.7; their faction icons
// count for synergy like any persistent card's, NS-10.6).
func init() {
	ns.DefineToken("DRONE", "TOKEN-DRONE", 1, 1, false, "Nanobot")
	// "On NETCHECK, the active player creates a [Bioframe] 1/1 [Nanobot]
	// Drone token character."
	ns.Define("THE HIVE", ns.TargetNone, nil).NetcheckEffects(ns.Effect{Kind: ns.EffCreateToken, Token: "DRONE"})
}

// Environments that put characters into play without playing them (NS-11.5)
// and carry counters (NS-2.6).
func init() {
	// "On enter, all characters in recycle bins that share a faction with
	// their owner's mainframe are put into play under their owner's
	// control with a SPIRIT counter on them. (Character's RAM cost is set
	// to 0. If they would leave play, purge them instead.)" "When The
	// Spirit Realm leaves play, purge all characters with SPIRIT
	// counters."
	ns.Define("THE SPIRIT REALM", ns.TargetNone, []ns.Effect{{Kind: ns.EffBinsToPlay, Spirit: true}}).
		OnLeave = []ns.Effect{{Kind: ns.EffPurgeSpirits}}
}
