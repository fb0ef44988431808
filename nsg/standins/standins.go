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
	// An operation whose instruction draws (CR 9.9.4: imminent, with its
	// interrupt window, like the mandatory draw): Deep Draw reads "Draw 2
	// cards." No operation of the data only draws.
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Deep Draw", Type: nsg.TypeOperation, Side: "corp"}, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Play(nsg.Draw(2))}
	})
	// The checkpoint of an instruction's interrupt window (CR 9.9.4,
	// 9.2.4e): Heap Dividend reads "If there is a card in your heap, gain
	// 1 credit" (a static condition that its own gain leaves true, so a
	// checkpoint after its resolution marks it pending again); Sting and
	// Bill reads "Do 1 net damage. Gain 2 credits." No card of the data
	// has a static condition, and no operation of the data does damage
	// and then gains.
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Heap Dividend", Type: nsg.TypeResource, Side: "runner"}, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.IfState(nsg.CondDiscardFilled, nsg.Gain(1))}
	})
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Sting and Bill", Type: nsg.TypeOperation, Side: "corp"}, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Play(nsg.NetDamage(1), nsg.Gain(2))}
	})
	// An instruction naming a value, with an interrupt window (CR 1.15.1b:
	// names are chosen as the instruction resolves, not announced as
	// targets): Lucky Guess reads "Name a card, reveal the top card of
	// R&D (gain 3[credit] if it has the named title), then draw 1 card."
	// No card of the data names a card.
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Lucky Guess", Type: nsg.TypeOperation, Side: "corp"}, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Play(nsg.NameRevealDraw(1, 3))}
	})
	// A search inside an instruction with an interrupt window (CR 1.15.1a:
	// searching does not target, so the card is found as the instruction
	// resolves): Sift and Draw reads "Search R&D for a card that is not an
	// agenda, reveal it and add it to HQ (shuffle R&D), then draw 1
	// card." No card of the data searches and draws in one instruction.
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Sift and Draw", Type: nsg.TypeOperation, Side: "corp"}, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Play(nsg.SearchRDDraw(1))}
	})
	// A conditional interrupt on imminent damage (as Tori Hanzō, the
	// CR's example of 9.9.5a and 9.9.10): "The first time each turn you
	// would do meat damage, you may pay 2[credit] to do 1 core damage
	// instead." No card of the data has one.
	upgrade.Title = nsg.StandInPrefix + "Hanzo Grid"
	nsg.DefineStandIn(upgrade, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.FirstTimeEachTurnYouWouldDoDamage(nsg.DamageMeat, nsg.ReplaceDamageIfPays(2, nsg.DamageCore)).Optionally()}
	})
	// Conditional abilities with a static condition (CR 9.6.3, 9.6.7b-d:
	// "if" a state, not "when" a change): no card of the data has one.
	// The first looks at the heap and ends its own condition's hold on it
	// by trashing itself; the second draws while the grip is empty, with
	// nothing to do once the stack is empty too.
	// A paid ability that forces its controller's action phase to end
	// (CR 5.4.3b-d) in the middle of its instructions, usable in any
	// paid-ability window, in the action phase or outside it (5.4.4): no
	// card of the data has one (only terminal operations and events, which
	// end it once they have resolved).
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Closing Bell", Type: nsg.TypeAsset, Side: "corp", TrashCost: 1, HasTrash: true}, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Paid(0, nsg.Gain(2), nsg.EndActionPhase(), nsg.Gain(1)).TrashingItself()}
	})
	// A program that sets the strength of the ice the Runner encounters
	// (CR 9.12.1a: a value set first, its increases after): no card of the
	// data sets a value to a number.
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Leveller", Type: nsg.TypeProgram, Side: "runner"}, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Paid(1, nsg.SetIceStrength(0))}
	})
	// An operation that plays 2 more, one at a time (CR 8.6.3): no card
	// of the data plays more than 1 card.
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Double Order", Type: nsg.TypeOperation, Side: "corp"}, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Play(nsg.PlayFromHand(), nsg.PlayFromHand())}
	})
	// An ice whose subroutine has 2 targets (CR 1.15.2e): no instruction
	// of the data targets more than 1.
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Twin Scythe", Type: nsg.TypeIce, Side: "corp", Cost: 0, Strength: 5}, func(d *nsg.Def) {
		d.Subtypes = []string{"Sentry"}
		d.Abilities = []nsg.Ability{nsg.Sub(nsg.TrashPrograms(2))}
	})
	// An event that installs 2 cards, one at a time (CR 8.5.5): no card
	// of the data installs more than 1.
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Twin Install", Type: nsg.TypeEvent, Side: "runner"}, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Play(nsg.InstallFromGrip(), nsg.InstallFromGrip())}
	})
	// Paid abilities that make ice leave its position, or derez it, during
	// a run (CR 6.2.4, 6.2.7a, 6.2.7c): no card of the data trashes or
	// derezzes ice then (Emergency Shutdown is an event of the action
	// phase).
	upgrade.Title = nsg.StandInPrefix + "Demolition Grid"
	nsg.DefineStandIn(upgrade, func(d *nsg.Def) { d.Abilities = []nsg.Ability{nsg.Paid(0, nsg.TrashIce())} })
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Kill Switch", Type: nsg.TypeProgram, Side: "runner"}, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Paid(0, nsg.DerezIce())}
	})
	// An asset whose ability waits for the action phase to end (CR
	// 5.4.3d: met, with a checkpoint, as a forced end happens): no card of
	// the data has one.
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Shift Bell", Type: nsg.TypeAsset, Side: "corp", TrashCost: 1, HasTrash: true}, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.OnActionPhaseEnds(nsg.Gain(1))}
	})
	resource := nsg.Def{Type: nsg.TypeResource, Side: "runner"}
	// A paid ability whose cost is counted "for each" (CR 1.16.2b): no
	// cost of the data is.
	resource.Title = nsg.StandInPrefix + "Rent Collector"
	nsg.DefineStandIn(resource, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Paid(1, nsg.Gain(5)).ForEach(nsg.PerInstalled)}
	})
	resource.Title = nsg.StandInPrefix + "Salvage Rebate"
	nsg.DefineStandIn(resource, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.IfState(nsg.CondDiscardFilled, nsg.Gain(1), nsg.TrashSelf())}
	})
	resource.Title = nsg.StandInPrefix + "Empty Grip Feed"
	nsg.DefineStandIn(resource, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.IfState(nsg.CondEmptyHand, nsg.Draw(1))}
	})
	// Conditional abilities on a play being resolved (CR 8.6.7h-i), on an
	// action being taken (5.2.2c) and on an action ending (5.2.2d): no
	// card of the data has one. Encore Desk: "Whenever you finish
	// resolving an operation, gain 1 credit"; Click Meter: "Whenever you
	// take an action, gain 1 credit"; Shift Log: "Whenever you finish an
	// action, gain 1 credit".
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Encore Desk", Type: nsg.TypeAsset, Side: "corp", TrashCost: 1, HasTrash: true}, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.OnPlayResolved("", nsg.Gain(1))}
	})
	resource.Title = nsg.StandInPrefix + "Click Meter"
	nsg.DefineStandIn(resource, func(d *nsg.Def) { d.Abilities = []nsg.Ability{nsg.OnAction(nsg.Gain(1))} })
	resource.Title = nsg.StandInPrefix + "Shift Log"
	nsg.DefineStandIn(resource, func(d *nsg.Def) { d.Abilities = []nsg.Ability{nsg.OnActionEnds(nsg.Gain(1))} })
	// Conditions on an ability's resolution being complete (CR 9.5.7h,
	// 9.6.15g): no card of the data has one. Afterglow: "Whenever you
	// finish resolving a paid ability, gain 1 credit."; Echo Log:
	// "Whenever another conditional ability of yours finishes resolving,
	// gain 1 credit."
	resource.Title = nsg.StandInPrefix + "Afterglow"
	nsg.DefineStandIn(resource, func(d *nsg.Def) { d.Abilities = []nsg.Ability{nsg.OnPaidAbilityDone(nsg.Gain(1))} })
	// The Corp's: Afterhours Desk, "Whenever you finish resolving a paid
	// ability, gain 1 credit."
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Afterhours Desk", Type: nsg.TypeAsset, Side: "corp", TrashCost: 1, HasTrash: true}, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.OnPaidAbilityDone(nsg.Gain(1))}
	})
	resource.Title = nsg.StandInPrefix + "Echo Log"
	nsg.DefineStandIn(resource, func(d *nsg.Def) { d.Abilities = []nsg.Ability{nsg.OnConditionalDone(nsg.Gain(1))} })
	// A draw's own checkpoint (CR 8.4.5b: the drawn cards set aside until
	// it is over): no card of the data waits for draws. Draw Tally:
	// "Whenever you draw cards, gain 1 credit."
	resource.Title = nsg.StandInPrefix + "Draw Tally"
	nsg.DefineStandIn(resource, func(d *nsg.Def) { d.Abilities = []nsg.Ability{nsg.OnDraw(nsg.Gain(1))} })
	// An action that ends the action phase as it resolves (CR 5.4.3c: the
	// action ceases and is complete): Last Call reads "[click]: Gain 2
	// credits. End your action phase. Gain 1 credit." No card of the data
	// ends the action phase.
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Last Call", Type: nsg.TypeAsset, Side: "corp", TrashCost: 1, HasTrash: true}, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Click(1, nsg.Gain(2), nsg.EndActionPhase(), nsg.Gain(1))}
	})
	// The Corp's "whenever you finish an action" (CR 5.2.2d; a terminal
	// operation's action finishes as the phase is forced to end, 5.4.3c):
	// Shift Desk reads "Whenever you finish an action, gain 1 credit."
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Shift Desk", Type: nsg.TypeAsset, Side: "corp", TrashCost: 1, HasTrash: true}, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.OnActionEnds(nsg.Gain(1))}
	})
	// Paid abilities acting on their source (CR 9.1.4: independent of it
	// once the cost is paid): Homing Cache "0: gain 1 credit, add this
	// resource to your grip"; Boomerang Cache "[trash]: gain 2 credits,
	// add this resource to your grip" (trashed paying the cost, it is a new
	// object in the heap: nothing returns). No card of the data adds its
	// installed source to a hand.
	resource.Title = nsg.StandInPrefix + "Homing Cache"
	nsg.DefineStandIn(resource, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Paid(0, nsg.Gain(1), nsg.SourceToHand())}
	})
	resource.Title = nsg.StandInPrefix + "Boomerang Cache"
	nsg.DefineStandIn(resource, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Paid(0, nsg.Gain(2), nsg.SourceToHand()).TrashingItself()}
	})
	// An event whose play cost is X (CR 1.16.2c), read outside its
	// payment (1.16.2d: X counts as 0): "X: Gain 2 credits. X must be
	// equal to or less than the number of tags you have." No Runner card
	// of the data costs X.
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Variable Burst", Type: nsg.TypeEvent, Side: "runner"}, func(d *nsg.Def) {
		d.CostX = nsg.CostXAtMostTags
		d.Abilities = []nsg.Ability{nsg.Play(nsg.Gain(2))}
	})
	// A conditional ability whose resolution meets the condition of
	// another still pending (CR 9.6.4a): Relay Desk reads "Whenever you
	// finish resolving an operation, you may play 1 operation from HQ.
	// Use this ability only once per turn." No card of the data has one.
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Relay Desk", Type: nsg.TypeAsset, Side: "corp", TrashCost: 1, HasTrash: true}, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.OnPlayResolved("", nsg.PlayFromHand()).OncePerTurn()}
	})
	// A paid ability limited to once per turn whose use is still resolving
	// when the next paid-ability window opens (CR 9.5.3: used as its cost
	// is paid): Side Door reads "0[credit]: Run any server. Use this
	// ability only once per turn." No paid ability of the data is limited
	// so or makes a run.
	resource.Title = nsg.StandInPrefix + "Side Door"
	nsg.DefineStandIn(resource, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Paid(0, nsg.Run(nsg.RunAnyServer, 0)).OncePerTurn()}
	})
	// A paid ability usable only during its controller's turn (CR 5.1.4c:
	// before the turn formally begins too): Early Shift reads "0[credit]:
	// Gain 1 credit. Use this ability only once per turn and only during
	// your turn." No paid ability of the data is limited so.
	resource.Title = nsg.StandInPrefix + "Early Shift"
	nsg.DefineStandIn(resource, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Paid(0, nsg.Gain(1)).OncePerTurn().DuringYourTurn()}
	})
	// A targeted paid ability whose cost trashes its source (CR 9.5.7c:
	// targets are announced after the cost is paid and its checkpoint):
	// Demolition Charge reads "[trash]: Trash 1 installed piece of ice."
	// No paid ability of the data targets ice.
	upgrade.Title = nsg.StandInPrefix + "Demolition Charge"
	upgrade.Cost = 2
	nsg.DefineStandIn(upgrade, func(d *nsg.Def) { d.Abilities = []nsg.Ability{nsg.Paid(0, nsg.TrashIce()).TrashingItself()} })
	upgrade.Cost = 0
	// An install-and-rez paying a "total" less (CR 1.16.2f, as Tucana):
	// Rapid Redeploy reads "Install and rez 1 card from Archives, paying a
	// total of 3 credits less." No card of the data reduces a total.
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Rapid Redeploy", Type: nsg.TypeOperation, Side: "corp"}, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Play(nsg.InstallAndRezTotalLess(nsg.InstallFromArchives, 3))}
	})
	// An install-and-rez of more than 1 card (CR 8.5.15a: each card rezzed
	// right after it is installed, before the next installation begins;
	// 8.5.5 and 9.11.4b: each installation a separate instruction): Double
	// Redeploy reads "Install and rez up to 2 cards from Archives." No card
	// of the data installs and rezzes more than 1 card.
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Double Redeploy", Type: nsg.TypeOperation, Side: "corp"}, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Play(nsg.InstallAndRez(nsg.InstallFromArchives, nsg.CostsPaid), nsg.InstallAndRez(nsg.InstallFromArchives, nsg.CostsPaid))}
	})
	// An effect directing its controller to take an action (CR 5.2.4:
	// outside the action phase, nothing): Overtime Desk reads "0[credit]:
	// Take the basic action to gain 1 credit." No card of the data directs
	// an action.
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Overtime Desk", Type: nsg.TypeAsset, Side: "corp", TrashCost: 1, HasTrash: true}, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Paid(0, nsg.TakeBasicAction(nsg.ActGainCredit))}
	})
	// An event with a conditional ability of its own (CR 8.6.7c: active
	// once it is in the play area, not in the grip): Encore Act reads
	// "Gain 2 credits. Whenever you play an event, draw 1 card." No event
	// of the data has a conditional ability.
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Encore Act", Type: nsg.TypeEvent, Side: "runner"}, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Play(nsg.Gain(2)), nsg.OnPlay("", nsg.Draw(1))}
	})
	// Abilities whose potential to change the game state depends on the
	// state (CR 24.03 9.1.5b, 9.1.6d, the nsg-24.09 mode): Tip Jar reads
	// "When your turn begins, you may take 1 credit from this card."; Piggy
	// Bank "1[credit]: Take all credits from this card." No card of the
	// data has an optional or paid ability that can come to do nothing.
	resource.Title = nsg.StandInPrefix + "Tip Jar"
	nsg.DefineStandIn(resource, func(d *nsg.Def) { d.Abilities = []nsg.Ability{nsg.TurnBegins(nsg.Take(1)).Optionally()} })
	resource.Title = nsg.StandInPrefix + "Piggy Bank"
	nsg.DefineStandIn(resource, func(d *nsg.Def) { d.Abilities = []nsg.Ability{nsg.Paid(1, nsg.TakeAll())} })
	// A "cannot" effect (CR 1.2.2) and an ability it prohibits entirely
	// (24.03 1.2.2a, the nsg-24.09 mode): Blackout Order reads "The Runner
	// cannot draw cards for the remainder of this turn." (as Lockdown's
	// subroutine); Quick Study "1[credit]: Draw 1 card." No card of the
	// data says "cannot" or draws in a paid ability.
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Blackout Order", Type: nsg.TypeOperation, Side: "corp"}, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Play(nsg.RunnerCannotDraw())}
	})
	resource.Title = nsg.StandInPrefix + "Quick Study"
	nsg.DefineStandIn(resource, func(d *nsg.Def) { d.Abilities = []nsg.Ability{nsg.Paid(1, nsg.Draw(1))} })
	// Study Grant, "1[credit]: Gain 2 credits. Draw 1 card.", is only
	// partly prohibited by it: it can be used, and draws nothing.
	resource.Title = nsg.StandInPrefix + "Study Grant"
	nsg.DefineStandIn(resource, func(d *nsg.Def) { d.Abilities = []nsg.Ability{nsg.Paid(1, nsg.Gain(2), nsg.Draw(1))} })
	// Mid-access abilities (CR 9.5.2c [rule_mid_access_ability]: the
	// "access" flag): no card of the data has one. Shredder reads "Access
	// → 1[credit]: Trash the card you are accessing" (as Imp, its cost
	// credits); Skim Tap "Access → 0[credit]: Gain 1[credit]", which
	// leaves the card where it is.
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Shredder", Type: nsg.TypeProgram, Side: "runner"}, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.AccessAbility(1, nsg.TrashAccessed())}
	})
	resource.Title = nsg.StandInPrefix + "Skim Tap"
	nsg.DefineStandIn(resource, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.AccessAbility(0, nsg.Gain(1))}
	})
	// A condition on an access ending (CR 7.2.4 [step_access_complete]):
	// "Whenever an access ends, gain 1[credit]". No card of the data has
	// one.
	resource.Title = nsg.StandInPrefix + "Exit Poll"
	nsg.DefineStandIn(resource, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.OnAccessEnds(nsg.Gain(1))}
	})
	// A forced encounter (CR 6.5.9 [rule_forced_encounter]): an
	// operation making the Runner encounter a rezzed piece of ice of the
	// Corp's choice, which the Corp plays where there is no run (6.1.4b
	// [rule_end_encounter_outside_run]); an ice whose first subroutine
	// ends the run and whose second gains (as Loot Box, the CR's example
	// of 6.1.4b). No card of the data makes the Runner encounter ice.
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Ambush Order", Type: nsg.TypeOperation, Side: "corp"}, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Play(nsg.EncounterIce())}
	})
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Loot Gate", Type: nsg.TypeIce, Side: "corp", Cost: 1, Strength: 1}, func(d *nsg.Def) {
		d.Subtypes = []string{"Barrier"}
		d.Abilities = []nsg.Ability{nsg.Sub(nsg.EndRun()), nsg.Sub(nsg.Gain(2))}
	})
	// A breach asked for during a breach (CR 7.3.8
	// [rule_consecutive_breaches]: it waits until the current one ends):
	// "Whenever you steal an agenda, breach R&D" (as Raymond Flint's
	// breach of HQ, the rule's example). No card of the data breaches a
	// server.
	resource.Title = nsg.StandInPrefix + "Second Story"
	nsg.DefineStandIn(resource, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.OnYouSteal(nsg.Breach(nsg.ServerRD))}
	})
	// A delayed conditional ability with no stated duration, whose
	// condition can be met twice (CR 9.6.13c
	// [rule_delayed_conditional_ability_relevant_once]: it resolves once
	// and expires): "[click]: When you next make a successful run, gain
	// 2[credit]". No card of the data makes one.
	resource.Title = nsg.StandInPrefix + "Tip-off"
	nsg.DefineStandIn(resource, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.Click(1, nsg.WhenNext(nsg.DelayedSuccessfulRun, 1)), nsg.Delayed(nsg.Gain(2))}
	})
	// An effect ending the run in the Success phase's reaction window (CR
	// 6.7.3 [rule_declaring_successful_run]: a run declared successful is
	// not the phase beginning, so the other "successful run" abilities
	// are not lost, 9.2.8f): "Whenever you make a successful run, end the
	// run". No card of the data ends a run once it is successful.
	resource.Title = nsg.StandInPrefix + "Dead Man's Switch"
	nsg.DefineStandIn(resource, func(d *nsg.Def) {
		d.Abilities = []nsg.Ability{nsg.OnSuccessfulRun(nsg.EndRun())}
	})
	// A card entering the root of the server being breached (CR 7.4.6a
	// [rule_candidates_entering_root]: at the next checkpoint the Runner
	// decides whether it becomes a candidate): "When the Runner accesses
	// this upgrade, you may install 1 upgrade from HQ in the root of this
	// server, ignoring all costs". No card of the data installs during a
	// breach.
	upgrade.Title = nsg.StandInPrefix + "Decoy Grid"
	nsg.DefineStandIn(upgrade, func(d *nsg.Def) { d.Abilities = []nsg.Ability{nsg.OnAccess(nsg.InstallUpgradeHere())} })
	// A forced encounter during a run (CR 6.5.9: "end the run" ends
	// both the encounter and the run): "When the Runner accesses this
	// upgrade, the Runner encounters a rezzed piece of ice of your
	// choice" (as Ganked!, without its trash).
	// A forced encounter during an encounter (CR 6.5.9: the interrupted
	// encounter goes on after it, with its "until the end of the
	// encounter" effects): Relay Gate, an ice, reads "↳ The Runner
	// encounters a rezzed piece of ice of your choice. ↳ The Runner
	// encounters a rezzed piece of ice of your choice." (as The Twins
	// forcing another encounter).
	nsg.DefineStandIn(nsg.Def{Title: nsg.StandInPrefix + "Relay Gate", Type: nsg.TypeIce, Side: "corp", Cost: 1, Strength: 2}, func(d *nsg.Def) {
		d.Subtypes = []string{"Code Gate"}
		d.Abilities = []nsg.Ability{nsg.Sub(nsg.EncounterIce()), nsg.Sub(nsg.EncounterIce())}
	})
	upgrade.Title = nsg.StandInPrefix + "Snare Grid"
	nsg.DefineStandIn(upgrade, func(d *nsg.Def) { d.Abilities = []nsg.Ability{nsg.OnAccess(nsg.EncounterIce())} })
	// Ice installed outermost as a run begins (CR 6.9.1c-d
	// [step_initiation_formal_begin], [step_runner_position]: the Runner
	// takes the outermost position after the run's beginning and its
	// checkpoint, so it approaches that ice): "Whenever a run on this
	// server begins, you may install 1 piece of ice from HQ or Archives
	// protecting this server, in the outermost position, ignoring all
	// costs." No card of the data reacts to a run's beginning.
	upgrade.Title = nsg.StandInPrefix + "Rampart Grid"
	nsg.DefineStandIn(upgrade, func(d *nsg.Def) { d.Abilities = []nsg.Ability{nsg.OnRunBeginsHere(nsg.InstallIceOutermost())} })
	// An unsuccessful run's condition, met while the run is still in
	// progress (CR 6.9.6c [step_run_declared_unsuccessful], before the
	// run is complete at 6.9.6d; 6.8.5's example, Georgia Emelyov):
	// Grudge Grid reads "Whenever a run on this server is unsuccessful,
	// give the Runner 1 tag unless they pay 2 credits." Paying, the Runner
	// may still spend credits it can spend only during the run
	// (Overclock's). No card of the data reacts to an unsuccessful run.
	upgrade.Title = nsg.StandInPrefix + "Grudge Grid"
	nsg.DefineStandIn(upgrade, func(d *nsg.Def) { d.Abilities = []nsg.Ability{nsg.OnUnsuccessfulRunHere(nsg.TagUnlessPays(2))} })
}
