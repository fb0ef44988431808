package cards

import ns "github.com/datafort/datafort/neuroscape"

// Characters (NS-8): vanilla ones have no behaviour beyond their printed
// values and keywords; "on enter" effects happen as they enter play.
func init() {
	for _, name := range []string{
		"VIRTUAL KID", "UNPAID INTERN", "DUST DEVIL INITIATE", "JABBERWOCKY",
		"BOONYEN, WARDRIVER", // OVERRUN (NS-19.7)
		"SHREDDER",           // FEEDBACK
	} {
		ns.Define(name, ns.TargetNone, nil)
	}
	ns.Define("TRUSTFUND BABY", ns.TargetNone, []ns.Effect{{Kind: ns.EffInstall, N: 1, Running: true}})
	ns.Define("ASTRA, COSMIC KITTY", ns.TargetNone, []ns.Effect{{Kind: ns.EffDraw, N: 1}})
}

// Characters whose one printed text is their one activated ability
// (NS-9.2): costs from the card data, the text as the ability's effects.
func init() {
	installOne := ns.Effect{Kind: ns.EffInstall, N: 1, Running: true}
	for _, name := range []string{"ADMIN", "SCRAPPER", "EXECUTIVE", "SCAVENGER", "PSYCHIC", "ROADIE", "NANOBOT HARVESTER"} {
		ns.Define(name, ns.TargetNone, nil).Ability(ns.TargetNone, installOne)
	}
	ns.Define("ROGUE VALKYRIE", ns.TargetNone, nil).Ability(ns.TargetCharacter, ns.Effect{Kind: ns.EffDamage, N: 2, Pool: ns.BF})
	ns.Define("OMNIS DEATHBRINGER", ns.TargetNone, nil).Ability(ns.TargetPlayer, ns.Effect{Kind: ns.EffDamage, N: 4, Pool: ns.BF})
	ns.Define("THE PRODIGY", ns.TargetNone, nil).Ability(ns.TargetPlayer, ns.Effect{Kind: ns.EffDamageX, Faction: "Hacker", Pool: ns.MF})
	ns.Define("ACPD DRONES", ns.TargetNone, nil).Ability(ns.TargetCharacter, ns.Effect{Kind: ns.EffRun})
	// INVASIVE THOU: "Take control of target character an opponent
	// controls until turn end. Refresh it and reboot its abilities." The
	// refresh happens even when an iconic copy keeps control where it is
	// (NS-22.7: the rest of the effect still applies).
	ns.Define("MIND DELVER", ns.TargetNone, nil).Ability(ns.TargetFoeCharacter, ns.Effect{Kind: ns.EffTakeControl}, ns.Effect{Kind: ns.EffRefresh})
}

// Characters that duel (NS-24.1: both attacks hit each other).
func init() {
	ns.Define("BACK ALLEY BRUISERS", ns.TargetNone, nil).Ability(ns.TargetCharacter, ns.Effect{Kind: ns.EffDuel})
	// "If Faceless Oni destroys that character, deal 3 [Bioframe] damage
	// to that character's controller."
	ns.Define("FACELESS ONI", ns.TargetNone, nil).Ability(ns.TargetCharacter, ns.Effect{Kind: ns.EffDuel, N: 3, Pool: ns.BF})
}

// Characters whose one activated ability reads a count or pays with the
// character itself.
func init() {
	// REVERSE POLARITY: "Deal 1 [Mainframe] damage to target player for each
	// program attached to their mainframe."
	ns.Define("ANIMA PROXY", ns.TargetNone, nil).Ability(ns.TargetPlayer, ns.Effect{Kind: ns.EffDamagePerSlot, N: 1, Pool: ns.MF})
	// BASS FACE: "Destroy target program." (programs in play are those in
	// mainframe slots.)
	ns.Define("NAMELESS", ns.TargetNone, nil).Ability(ns.TargetSlotProgram, ns.Effect{Kind: ns.EffDestroy})
	// SEARCH AND DESTROY: "Destroy Seeker Drones. If you do, deal 2
	// [Bioframe] damage to any target."
	ns.Define("SEEKER DRONES", ns.TargetNone, nil).Ability(ns.TargetAny,
		ns.Effect{Kind: ns.EffDestroySource}, ns.Effect{Kind: ns.EffDamage, N: 2, Pool: ns.BF})
}

// Characters whose ability lasts until turn end (NS-16.8 5b).
func init() {
	// RAMPAGE: "Until turn end, Lasersaw Berserker gets +2/+0 for each
	// [Cybernetic] you control. On turn end, destroy him."
	ns.Define("LASERSAW BERSERKER", ns.TargetNone, nil).Ability(ns.TargetNone,
		ns.Effect{Kind: ns.EffBoostSource, Atk: 2, Faction: "Cybernetic"}, ns.Effect{Kind: ns.EffEndDestroySource})
}

// COUNT IN: "Other [Thrasher] characters you control get +1/+1 until turn
// end."
func init() {
	ns.Define("SKIN SMASHER", ns.TargetNone, nil).Ability(ns.TargetNone, ns.Effect{Kind: ns.EffBoostEach, Faction: "Thrasher", Atk: 1, Dfn: 1})
}

// Mystic characters (NS-14.3's permission, passive bonuses).
func init() {
	// "Seance Sisters get +1/+1 for each other [Mystic] you control."
	d := ns.Define("SEANCE SISTERS", ns.TargetNone, nil)
	d.PerOther.Faction, d.PerOther.Atk, d.PerOther.Dfn = "Mystic", 1, 1
	// "You may play tarots reversed." THE PATH OF L…: "You gain 1
	// [Mainframe] and 1 [Bioframe] health for each tarot in your recycle
	// bin. If you also control [Lilith, the Dark Moon], double this effect."
	luna := ns.Define("LUNA, THE SACRED MOON", ns.TargetNone, nil).Ability(ns.TargetNone,
		ns.Effect{Kind: ns.EffGainPerBin, N: 1, Pool: ns.MF, Subtype: "Tarot", DoubleWith: "LILITH, THE DARK MOON"},
		ns.Effect{Kind: ns.EffGainPerBin, N: 1, Pool: ns.BF, Subtype: "Tarot", DoubleWith: "LILITH, THE DARK MOON"})
	luna.GrantsReversal = true
}

// Characters whose ability lets their player choose the pool.
func init() {
	// MALICE: "Deal 2 [Mainframe] or 2 [Bioframe] damage to target player."
	ns.Define("RED KNIGHT", ns.TargetNone, nil).Ability(ns.TargetPlayer, ns.Effect{Kind: ns.EffDamage, N: 2, Either: true})
	// VIRTUE: "Gain 2 [Mainframe] or 2 [Bioframe] health."
	ns.Define("WHITE KNIGHT", ns.TargetNone, nil).Ability(ns.TargetNone, ns.Effect{Kind: ns.EffGain, N: 2, Either: true})
}

// Characters that look at their cyberdeck or heal.
func init() {
	// SECOND SIGHT, CELESTIAL VISION: "DIVINE 2 (Look at the top 2 cards of
	// your cyberdeck. Put 1 into your hand, then bin the other.)"
	for _, name := range []string{"SEER", "SEARCHER OF THE SKY"} {
		ns.Define(name, ns.TargetNone, nil).Ability(ns.TargetNone, ns.Effect{Kind: ns.EffDivine, N: 2})
	}
	// HEALING WATER: "Gain 3 [Mainframe] or 3 [Bioframe] health. If [The
	// Amrita] is the active environment, instead gain 5 [Mainframe] or 5
	// [Bioframe] health."
	ns.Define("AEKANI PRIESTESS", ns.TargetNone, nil).Ability(ns.TargetNone,
		ns.Effect{Kind: ns.EffGain, N: 3, Either: true, IfEnv: "THE AMRITA", EnvN: 5})
}

// Hacker and Wonderland characters with a trigger, a passive or a search.
func init() {
	// "When Digital Spectre's attack hits a player, it also deals 2
	// [Mainframe] damage to that player." PHASE SHIFT: "Digital Spectre
	// gets STEALTH until turn end."
	d := ns.Define("DIGITAL SPECTRE", ns.TargetNone, nil).Ability(ns.TargetNone, ns.Effect{Kind: ns.EffBoostSource, Stealth: true})
	d.OnHit = []ns.Effect{{Kind: ns.EffDamage, N: 2, Pool: ns.MF}}
	// "On your turn, the first [Hacker] program or trojan you play costs 3
	// RAM less." (a trojan is a program, NS-14.8) DDOS ATTACK: "Deal X
	// [Mainframe] damage to target player, where X is double your
	// [Hacker] synergy."
	hex := ns.Define("HEX, CODEMANCER", ns.TargetNone, nil).Ability(ns.TargetPlayer, ns.Effect{Kind: ns.EffDamageX, Faction: "Hacker", Times: 2, Pool: ns.MF})
	hex.Discount.Faction, hex.Discount.N = "Hacker", 3
	// LUCIDITY: "Draw 1." PAST LIFE: "Search your cyberdeck for a [Hacker]
	// or [Wonderland] card and reveal it. Put it into your hand, then
	// shuffle. Purge Nova, the White Rabbit."
	ns.Define("NOVA, THE WHITE RABBIT", ns.TargetNone, nil).
		Ability(ns.TargetNone, ns.Effect{Kind: ns.EffDraw, N: 1}).
		Ability(ns.TargetNone, ns.Effect{Kind: ns.EffSearch, AnyOf: []string{"Hacker", "Wonderland"}}, ns.Effect{Kind: ns.EffPurgeSource})
}

// Characters whose passive changes costs (NS-5.7).
func init() {
	// "On enter, destroy all RAM you control." (triggered) "The RAM cost
	// of all cards in play that you control and their activated abilities
	// is 0." (passive) WILL INTO BEING (run her): "Until turn end, you may
	// play up to 2 cards without paying their RAM cost." (neuroscape/
	// cardtext's classes)
	ns.Define("THE SINGULARITY", ns.TargetNone, []ns.Effect{{Kind: ns.EffDestroyOwnRAM}}).
		Ability(ns.TargetNone, ns.Effect{Kind: ns.EffFreePlays, N: 2}).FreeInPlay = true
}

// Characters whose passive reads their tether chain (NS-12.10).
func init() {
	// "Badlands Infantry gets +1/+1 for each other character in their
	// tether chain."
	d := ns.Define("BADLANDS INFANTRY", ns.TargetNone, nil)
	d.PerChain.Atk, d.PerChain.Dfn = 1, 1
}

// GOKUDO SILENCER: SEVERANCE "Destroy target tether." (NS-12.10) and
// DAMASCUS BLADE "Put a BLEED counter on target character." (its reminder
// governs, NS-0.3.3: CounterBleed).
func init() {
	ns.Define("GOKUDO SILENCER", ns.TargetNone, nil).
		Ability(ns.TargetTether, ns.Effect{Kind: ns.EffDestroy}).
		Ability(ns.TargetCharacter, ns.Effect{Kind: ns.EffBleed, N: 1})
}

// REANIMATOR: RECOMPILE "Put target [Mystic] character from your recycle
// bin into play with a SPIRIT counter. On turn end, purge it." (NS-11.5:
// put into play, not played; the SPIRIT counter's reminder: its cost is 0,
// and it is purged if it would leave play.)
func init() {
	d := ns.Define("REANIMATOR", ns.TargetNone, nil).
		Ability(ns.TargetOwnBinCharacter, ns.Effect{Kind: ns.EffBinToPlay, Spirit: true, EndPurge: true})
	d.BinFaction = "Mystic"
}
