package cards

import (
	"fmt"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// Nodes (ONR-8.3).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	def("Rustbelt HQ Branch", onr.Static(onr.ModHandSize, 2))
	def("Remote Facility", onr.Static(onr.ModExtraAction, 1))
	def("ESA Contract", onr.Action("Draw two cards", onr.Cost{Actions: 1}, onr.Draw(2)))
	def("South African Mining Corp", onr.Action("Gain 6 bits", onr.Cost{Actions: 3}, onr.GainBits(6)))
	def("Blood Cat", onr.Action("Trace 5: give the Runner a tag", onr.Cost{Actions: 1}, onr.Trace(5, onr.GiveTags(1))))
	solo := onr.Action("Do 1 meat damage", onr.Cost{Actions: 1}, onr.MeatDamage(1))
	solo.If = onr.RunnerTagged
	def("Solo Squad", solo)
	// "Rez Siren when you install it. Install Siren only if you can pay to
	// rez it. 1 bit: Runner must make a run on the fort Siren is installed
	// in, if possible, instead of on the fort he or she was originally going
	// to make a run on. Use this ability only at the start of a run" (a
	// start-of-run effect, R183).
	def("Siren", onr.Static(onr.ModRezOnInstall, 1), onr.Trigger(onr.EvRunStart, onr.MayRedirectRun(1)))

	// "Hand size +2; [action], 1[bit]: Draw two cards." Trashed, the hand
	// size drops at once; discards wait for the end of the turn (R138).
	def("Euromarket Consortium", onr.Static(onr.ModHandSize, 2), onr.Action("Draw two cards", onr.Cost{Actions: 1, Bits: 1}, onr.Draw(2)))
	// "[action], 3 agenda points: Do 15 meat damage to Runner. Use this
	// ability only if Runner has two or more tags."
	rock := onr.Action("Do 15 meat damage", onr.Cost{Actions: 1, Points: 3}, onr.MeatDamage(15))
	rock.If = onr.TagsAtLeast(2)
	def("I Got a Rock", rock)
	// Stored bits (onr/storedbits.go): bits put on the card, taken from it
	// by an action or at the start of each of the Corp's turns; the
	// campaigns are trashed when the last bit has been taken.
	emptied := onr.If(onr.NoBitsLeft, onr.TrashThis())
	onRez := func(n int32) onr.Ability { return onr.Trigger(onr.EvRezzed, onr.PutBits(n)) }
	takeAction := func(n int32) onr.Ability {
		return onr.Action(fmt.Sprintf("Take %d bits", n), onr.Cost{Actions: 1}, onr.TakeBits(n), emptied)
	}
	def("BBS Whispering Campaign", onRez(16), takeAction(2))
	def("Rockerboy Promotion", onRez(15), takeAction(3))
	// R026: the Corp orders the campaign's take and its mandatory draw;
	// rezzing it among those start-of-turn effects is not played yet
	// (onr/rulings/partial.tsv).
	def("Holovid Campaign", onRez(12), onr.Trigger(onr.EvTurnStart, onr.TakeBits(1), emptied))
	def("Braindance Campaign", onRez(12), onr.Trigger(onr.EvTurnStart, onr.TakeBits(2), emptied))
	def("Department of Truth Enhancement", onr.Action("Put 3 bits on it", onr.Cost{Actions: 1}, onr.PutBits(3)),
		onr.Action("Take all the bits", onr.Cost{Actions: 1}, onr.TakeAllBits()))
	def("Spinn® Public Relations", onr.Trigger(onr.EvTurnStart, onr.TakeBits(1)), onr.Action("Put 3 bits on it", onr.Cost{Actions: 1}, onr.PutBits(3)))

	// "At the start of each run, Runner must pay 1 bit, in addition to any
	// other costs, or end the run": rezzed already as the run is declared
	// (R180: the Corp's first chance to rez in a run comes after the
	// start-of-run effects).
	def("Newsgroup Taunting", onr.Trigger(onr.EvRunStart, onr.UnlessRunnerPays(1, onr.EndRun())))
	// "Put 1 bit from the bank on Krumz when you rez it. Use this bit only
	// to pay for traces. If you use this bit, replace it at the start of
	// your next turn" (restricted.go).
	def("Krumz", onr.Recurring(0, onr.ForOwnTraces, onr.Filter{}), onr.Trigger(onr.EvRezzed, onr.PutBits(1)))

	// "[action]: Roll a die. If you roll less than or equal to the number
	// of tags Runner has, Schlaghund does 10 meat damage and you trash
	// Schlaghund."
	def("Schlaghund", onr.Action("Roll a die", onr.Cost{Actions: 1}, onr.RollDie(), onr.OnRollAtMostTags(onr.MeatDamage(10), onr.TrashThis())))

	// Rez costs of other cards (rez-cost-modifier, onr/values.go rezCost):
	// what the Corp pays, by any means of rezzing (R115); the printed rez
	// cost stays (R116).
	rezLess := func(n int32, keyword string) onr.Ability {
		return onr.Ability{Kind: onr.KindStatic, Mod: onr.ModRezCost, N: -n, Filter: onr.Filter{Types: []carddb.Type{carddb.Ice}, Keywords: []string{keyword}}}
	}
	def("Skälderviken SA Beta Test Site", rezLess(2, "Black Ice"))
	def("Data Masons", rezLess(2, "Wall"), onr.Ability{Kind: onr.KindStatic, Mod: onr.ModIceStrength, N: 1, Filter: onr.Filter{Keywords: []string{"Wall"}}})

	// "Cost to install ice is reduced by 1 bit" (onr/installcost.go).
	def("Fortress Architects", onr.Static(onr.ModIceInstallCost, -1))

	// "[action], 3 bits: Add two advancement counters to an installed card
	// that can be advanced" (both on the one card).
	def("Chicago Branch", onr.Action("Add two advancement counters", onr.Cost{Actions: 1, Bits: 3}, onr.AddAdvancementToOne(2)))
	// "[action]: Note the number of cards stored in HQ. Shuffle those cards
	// into R&D, and then draw that many cards."
	def("Rescheduler", onr.Action("Shuffle HQ into R&D and draw as many", onr.Cost{Actions: 1}, onr.RedrawHand()))

	// "You may advance it before and after you rez it" (ModAdvanceable).
	advanceable := onr.Static(onr.ModAdvanceable, 1)
	// "[action], [trash]: Gain 4 bits for each advancement counter on it":
	// the gain reads the counters before the trash clears them.
	def("Information Laundering", advanceable, onr.Action("Gain 4 bits per advancement counter", onr.Cost{Actions: 1}, onr.GainBitsPer(4, onr.CountAdv), onr.TrashThis()))
	// "When Runner accesses it, it does 1 brain damage for each advancement
	// counter on it" (rezzed by the Corp before the access, ONR-9.10).
	def("Vacant Soulkiller", advanceable, onr.OnAccess(onr.DamagePer(onr.Brain, 1, onr.CountAdv)))

	// "Give Runner a tag at the end of each turn during which Runner
	// received a tag" (only if it is in play then, R187).
	omni := onr.Trigger(onr.EvTurnEnd, onr.GiveTags(1))
	omni.If = onr.RunnerTaggedThisTurn
	def("Omniscience Foundation", omni)

	// "When Runner accesses it, it does 2 Net damage, even if it is not
	// installed. Ignore this effect if Runner accesses it from the
	// Archives. If it is accessed from R&D, Runner must show it to you."
	def("Setup!", ambush(onr.NetDamage(2)))

	// "Regional AI Advancement counter: Gain an action. Use this ability
	// only during your turn" (errata R188, R189).
	def("Pacifica Regional AI", advanceable, onr.Ability{Kind: onr.KindActivated, Label: "Gain an action",
		When: onr.AnyWindow, If: onr.OwnTurn, Cost: onr.Cost{Adv: 1}, Effect: onr.Do(onr.GainActions(1))})
}
