package cards

import ns "github.com/datafort/datafort/neuroscape"

// Gear (NS-12): cyberware and weapons attach to a character their player
// controls; their bonuses apply and their abilities are the character's
// while attached (NS-12.6), and they leave with it (NS-12.8).
func init() {
	// "Attached character gets +5/+0."
	ns.Define("RAILGUN", ns.TargetOwnCharacter, nil).Attached(5, 0)
	// SLASH: "Deal 1 [Bioframe] damage to any target."
	ns.Define("RIOT BLADE", ns.TargetOwnCharacter, nil).Ability(ns.TargetAny, ns.Effect{Kind: ns.EffDamage, N: 1, Pool: ns.BF})
}

// Weapons with a bonus only (NS-12.11).
func init() {
	// "Attached character gets +2/+0."
	ns.Define("SPECTRE 9MM", ns.TargetOwnCharacter, nil).Attached(2, 0)
}

// Weapons that strike their blockers.
func init() {
	// "Attached character gets +3/+0. When it becomes blocked, it deals 1
	// [Bioframe] damage to each character blocking it."
	ns.Define("BATTLE AXE", ns.TargetOwnCharacter, nil).Attached(3, 0).
		WhenBlocked(ns.Effect{Kind: ns.EffDamage, N: 1, Pool: ns.BF})
}

// Cyberware with psychosis (NS-13): the attached character checks it as it
// attacks or activates an ability.
func init() {
	// "Attached character gets +5 PSYCHOSIS." BRAIN BLAST: "Destroy target
	// program." (programs in play are those in mainframe slots.)
	ns.Define("CODEBREAKER", ns.TargetOwnCharacter, nil).Psychotic(5).
		Ability(ns.TargetSlotProgram, ns.Effect{Kind: ns.EffDestroy})
}

// Cyberware that keeps its character from being targeted (NS-18.5).
func init() {
	// "Attached character gets CLOAKED. (Character can't be targeted.)"
	ns.Define("CLOAKING FIELD", ns.TargetOwnCharacter, nil).Cloaks = true
}

// Swift cyberware (NS-12.12: played in swift checks).
func init() {
	// "SWIFT On enter, prevent all damage to attached character until turn
	// end." "Attached character gets +0/+2."
	ns.Define("SNEAKERHEAD", ns.TargetOwnCharacter, []ns.Effect{{Kind: ns.EffPreventDamage}}).Attached(0, 2)
}

// Malicious cyberware (NS-12.9): attached to any character, controlled by
// the player who attached it.
func init() {
	// "MALICIOUS (Attach to any target character.)" "Attached character
	// can't be force quit. Double its PSYCHOSIS."
	d := ns.Define("OVERDRIVER", ns.TargetCharacter, nil)
	d.NoForceQuit, d.PsychosisTimes = true, 2
}

// Tethers (NS-12.10): attached to two characters, destroyed when either
// leaves play or changes controller.
func init() {
	// "TETHER (Attach to 2 target characters. …)" "All characters in this
	// tether chain get +1/+1."
	ns.Define("CHAIN AMPLIFIER", ns.TargetOwnCharacter, nil).Tethers(1, 1)
	// "All characters in this tether chain get OVERRUN." (its keyword
	// OVERRUN, from the card data, is the chain's)
	ns.Define("HOT WIRE", ns.TargetOwnCharacter, nil).Tethers(0, 0)
	// "The highest base attack value of any character in this tether
	// chain becomes the attack value of all characters in this tether
	// chain. The same is true for defense values."
	ns.Define("SYNCHRONIZE", ns.TargetOwnCharacter, nil).Tethers(0, 0).Synchronize = true
}

// Cyberware that copies its character (NS-20.1; NS-22.5's exception: its
// copies are non-iconic, NS-0.3.1).
func init() {
	// "When attached character attacks, create 2 non-iconic token copies
	// of it that are attacking and running. This character and its copies
	// get +10 PSYCHOSIS, then all make PSYCHOSIS checks for their attacks.
	// On turn end, purge all token copies created this way."
	d := ns.Define("SPINAL SPLITTER", ns.TargetOwnCharacter, nil)
	d.AttackCopies.N, d.AttackCopies.Psychosis = 2, 10
}
