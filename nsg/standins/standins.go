// Package standins defines NSG's stand-ins: test cards that are no cards of
// the data (nsg/carddb), each built from the vocabulary to show a CR rule
// that no card of the data can, as the CR's own examples use made-up
// cards. Their titles begin with nsg.StandInPrefix; scenario files name
// them like any card. No deck, catalogue, fuzz deck or ablation gate sees
// them (nsg.DefineStandIn). Package nsg/scenario imports this one.
package standins

import "github.com/datafort/datafort/nsg"

func init() {
	// A terminal operation (CR 5.4.3: "[terminal]" ends the action phase
	// of the player who played it, once it has resolved): no operation of
	// the data has the flag.
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Terminal Gain", Type: nsg.TypeOperation, Side: "corp"}, func(d *nsg.Def) {
		d.Terminal = true
		d.Abilities = []nsg.Ability{nsg.Play(nsg.Gain(3))}
	})
	// An upgrade the Runner cannot initiate a run on the server of (CR
	// 6.3.2a, as Off the Grid), and one that charges an additional cost to
	// run on it (6.3.2b): no card of the data has either.
	upgrade := nsg.Def{Type: nsg.TypeUpgrade, Side: "corp", TrashCost: 1, HasTrash: true}
	upgrade.Title = nsg.StandInPrefix + "Closed Grid"
	nsg.DefineStandIn(upgrade, func(d *nsg.Def) { d.CannotRunOn = true })
	upgrade.Title = nsg.StandInPrefix + "Toll Grid"
	nsg.DefineStandIn(upgrade, func(d *nsg.Def) { d.RunCost = 2 })
	// An upgrade that ends the run as it is accessed (CR 6.1.4a: the
	// breach of that run ends too): no card of the data ends the run
	// during a breach.
	upgrade.Title = nsg.StandInPrefix + "Tripwire Grid"
	nsg.DefineStandIn(upgrade, func(d *nsg.Def) { d.Abilities = []nsg.Ability{nsg.OnAccess(nsg.EndRun())} })
	// An operation that ends the run, played where there is none (CR
	// 6.1.4c: it does nothing): no operation of the data ends the run.
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Null Order", Type: nsg.TypeOperation, Side: "corp"}, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Play(nsg.EndRun(), nsg.Gain(1))}
	})
	// Paid interrupts (CR 9.5.2b, 9.9.4d): no card of the data prevents
	// damage, avoids tags or adds to imminent damage. Spoof Shield prevents
	// 2 net damage for 1 credit (as Biometric Spoofing, the CR's example of
	// 9.9.7a, prevents 2); Crash Pad trashes itself to prevent all damage
	// (9.9.7b); Tag Decoy trashes itself to avoid 1 tag; the Corp's
	// Amplifier Node adds 1 to imminent damage for 1 credit (as The
	// Cleaners in 9.9.7a's example).
	gear := nsg.Def{Type: nsg.TypeHardware, Side: "runner"}
	gear.Title = nsg.StandInPrefix + "Spoof Shield"
	nsg.DefineStandIn(gear, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Interrupt(1, nsg.PreventDamage(nsg.DamageNet, 2))}
	})
	gear.Title = nsg.StandInPrefix + "Crash Pad"
	nsg.DefineStandIn(gear, func(d *nsg.Def) { d.Abilities = []nsg.Ability{nsg.TrashInterrupt(nsg.PreventAllDamage(0))} })
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Tag Decoy", Type: nsg.TypeResource, Side: "runner"}, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.TrashInterrupt(nsg.AvoidTags(1))}
	})
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Amplifier Node", Type: nsg.TypeAsset, Side: "corp", TrashCost: 2, HasTrash: true}, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Interrupt(1, nsg.AddDamage(0, 1))}
	})
	// Static replacement effects on damage (CR 9.9.8, 9.9.9b): no card of
	// the data has one. Dermal Converter: "If you would take meat damage,
	// instead take that much net damage" (then Spoof Shield, relevant to
	// net damage only, is relevant to it); the Corp's Cruel Node: "If you
	// would do meat damage, instead do that much meat damage plus 1" (its
	// new effect still holds meat damage, 9.9.9c); Soft Landing: "The
	// first time each turn you would take net damage, instead take 1 less"
	// (9.9.5a).
	gear.Title = nsg.StandInPrefix + "Dermal Converter"
	nsg.DefineStandIn(gear, func(d *nsg.Def) { d.Replaces = nsg.Replacement{Kind: nsg.DamageMeat, ToKind: nsg.DamageNet} })
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Cruel Node", Type: nsg.TypeAsset, Side: "corp", TrashCost: 2, HasTrash: true}, func(d *nsg.Def) {
		d.Replaces = nsg.Replacement{Kind: nsg.DamageMeat, Add: 1}
	})
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Soft Landing", Type: nsg.TypeResource, Side: "runner"}, func(d *nsg.Def) {
		d.Replaces = nsg.Replacement{Kind: nsg.DamageNet, Add: -1, FirstEachTurn: true}
	})
	// A static avoidance of tags (as Jesminder Sareen's, the example of
	// CR 1.16.1b): "The first time each turn you would take a tag, avoid
	// it." No card of the data has one.
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Ghost Tag", Type: nsg.TypeResource, Side: "runner"}, func(d *nsg.Def) {
		d.Replaces = nsg.Replacement{Tags: true, Add: -1, FirstEachTurn: true}
	})
	// A paid interrupt relevant to a step of a timing structure (CR
	// 9.11.2: each step is an instruction, an interrupt window before
	// it): "[interrupt] 1[credit]: the draw you would make draws 1 more
	// card". No card of the data has one.
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Extra Intake", Type: nsg.TypeAsset, Side: "corp", TrashCost: 2, HasTrash: true}, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Interrupt(1, nsg.AddDraw(1))}
	})
	// A conditional interrupt on imminent damage (as Tori Hanzō, the
	// CR's example of 9.9.5a and 9.9.10): "The first time each turn you
	// would do meat damage, you may pay 2[credit] to do 1 core damage
	// instead." No card of the data has one.
	upgrade.Title = nsg.StandInPrefix + "Hanzo Grid"
	nsg.DefineStandIn(upgrade, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.FirstTimeEachTurnYouWouldDoDamage(nsg.DamageMeat, nsg.ReplaceDamageIfPays(2, nsg.DamageCore)).Optionally()}
	})
}
