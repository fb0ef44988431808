package cards

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
)

// Upgrades (ONR-8.4).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "All ice on this fort has +1 strength."
	def("Antiquated Interface Routines",
		onr.Ability{Kind: onr.KindStatic, Mod: onr.ModIceStrength, N: 1, Filter: onr.Filter{SameFort: true}})
	def("Dieter Esslin", onr.OnAccess(onr.NetDamage(1)))

	// Ambush: "When Runner accesses Shock Treatment, trash all pieces of
	// hardware and two programs. Ignore this effect unless Runner has four
	// or more tags." Its text does not say it works unrezzed, so it works
	// only rezzed (ONR-9.10, R062). It is the Corp's effect, so the Corp
	// chooses the two programs (R031).
	def("Shock Treatment", onr.OnAccess(
		onr.IgnoreUnless(onr.TagsAtLeast(4)),
		onr.TrashTogether(onr.TrashPick{Type: carddb.Hardware, All: true}, onr.TrashPick{Type: carddb.Program, N: 2}),
	))

	// Ambushes that work only rezzed (ONR-9.10): the Corp's last window
	// before access is its chance to rez them (OPEN 8).
	def("Dedicated Response Team", onr.OnAccess(onr.IgnoreUnless(onr.RunnerTagged), onr.MeatDamage(3)))
	// "Use this ability only when Runner accesses Turbeau Delacroix, and
	// only once during each run on this fort": a card is accessed once in
	// a run (ONR-11.11), so the trace is made at most once a run.
	def("Turbeau Delacroix", onr.OnAccess(onr.Trace(10, onr.GiveTags(1))))

	// "Cost to install ice on this fort is reduced by 2 bits" (install-cost-modifier).
	chester := onr.Static(onr.ModIceInstallCost, -2)
	chester.Filter.SameFort = true
	def("Chester Mix", chester)

	// "At the start of each run on this data fort, Runner loses X bits,
	// where X is equal to the number of tags Runner has."
	def("Street Enforcer", onr.Trigger(onr.EvRunStart, onr.IgnoreUnless(onr.RunOnThisFort), onr.OpponentLosesBitsPer(1, onr.CountRunnerTags)))

	// Ambush: "When Runner accesses Chimera, trash a daemon" (rezzed only,
	// ONR-9.10); the Corp chooses the daemon (R031).
	def("Chimera", onr.OnAccess(onr.TrashRunnerCardWith("Daemon")))

	// Regions (ONR-8.4.2): "Rez a region when you install it. Install a
	// region only if you can pay to rez it." One region a fort, the older
	// trashed, is the Region keyword's rule (onr/region.go).
	region := func(abilities ...onr.Ability) []onr.Ability {
		return append([]onr.Ability{onr.Static(onr.ModRezOnInstall, 1)}, abilities...)
	}
	// fortScoped narrows static a to this fort's cards with the keyword ("" for any).
	fortScoped := func(a onr.Ability, keyword string) onr.Ability {
		a.Filter.SameFort = true
		if keyword != "" {
			a.Filter.Keywords = []string{keyword}
		}
		return a
	}
	// "The difficulty of [keyword] agendas installed in this fort is reduced by 1" (R178, R210, R250, R251: see Artificial Security Directors).
	def("Washington, D.C., City Grid", region(fortScoped(onr.Static(onr.ModDifficulty, -1), ""))...)
	def("Networked Center", region(fortScoped(onr.Static(onr.ModDifficulty, -1), "Gray Ops"))...)
	def("Research Bunker", region(fortScoped(onr.Static(onr.ModDifficulty, -1), "Research"))...)
	def("Weapons Depot", region(fortScoped(onr.Static(onr.ModDifficulty, -1), "Black Ops"))...)
	// "Cost to rez walls on this fort is reduced by 2 bits. All walls on this fort have +1 strength."
	def("Jerusalem City Grid", region(fortScoped(onr.Static(onr.ModRezCost, -2), "Wall"), fortScoped(onr.Static(onr.ModIceStrength, 1), "Wall"))...)

	// "After Runner passes each piece of ice on this fort, Runner must pay 1 bit or end the run."
	def("Rasmin Bridger", onr.Trigger(onr.EvIcePassed, onr.IgnoreUnless(onr.RunOnThisFort), onr.UnlessRunnerPays(1, onr.EndRun())))

	// "Gain 2 bits after each unsuccessful run on this fort."
	def("Tokyo-Chiba Infighting", region(onr.Trigger(onr.EvRunEnding,
		onr.IgnoreUnless(onr.RunOnThisFort), onr.IgnoreUnless(onr.RunUnsuccessful), onr.GainBits(2)))...)

	// "Runner must pay 1 bit, in addition to the normal cost, to break each
	// subroutine of each piece of ice encountered during runs on this fort"
	// (R110, R419: only for the subroutines chosen; R111, R337: all or none
	// for a break-all).
	def("Crystal Palace Station Grid", region(fortScoped(onr.Static(onr.ModBreakCost, 1), ""))...)

	// "Roll a die whenever Runner passes a piece of rezzed ice during a run
	// on this fort. On a 1, end the run": also ice passed automatically
	// (R212); the run ended, what the passed ice would still do is not done
	// (R118, R173, R241).
	def("Rio de Janeiro City Grid", region(onr.Trigger(onr.EvIcePassed,
		onr.IgnoreUnless(onr.RunOnThisFort), onr.IgnoreUnless(onr.PassedRezzedIce), onr.RollDie(), onr.OnRoll(1, 1, onr.EndRun())))...)

	// "All ice on this fort has an additional subroutine, [subroutine] End
	// the run unless Runner pays 1 bit, after all other subroutines."
	def("Tesseract Fort Construction", onr.FortIceSub("End the run unless Runner pays 1 bit", onr.UnlessRunnerPays(1, onr.EndRun())))

	// "All nodes and other upgrades installed inside this fort cost 2 bits,
	// in addition to the normal cost, to trash" (R179: also when the Runner
	// trashes New Galveston City Grid with them).
	def("New Galveston City Grid", region(fortScoped(onr.Ability{Kind: onr.KindStatic, Mod: onr.ModTrashCost, N: 2,
		Filter: onr.Filter{Types: []carddb.Type{carddb.Node, carddb.Upgrade}}}, ""))...)

	// "Install Panic Button only in HQ. 1 bit: Draw a card. Use this ability
	// only during a run on HQ."
	def("Panic Button", onr.InstallOnlyIn(onr.CentralHQ), onr.Ability{Kind: onr.KindActivated, When: onr.AnyWindow,
		Label: "draw a card", If: onr.RunOnThisFort, Cost: onr.Cost{Bits: 1}, Effect: onr.Do(onr.Draw(1))})

	// "Install Simon Francisco only in R&D or HQ. During a run in which
	// Simon is accessed, Runner accesses one less card stored in this fort."
	// Errata (R224): "When accessing cards in this data fort, access one
	// less card stored in this data fort": accessing Simon is no trigger;
	// the installed cards are all accessed still (R225).
	def("Simon Francisco", onr.InstallOnlyIn(onr.CentralRD), onr.InstallOnlyIn(onr.CentralHQ),
		fortScoped(onr.Static(onr.ModExtraAccess, -1), ""))

	// Ambush: "Install Self-Destruct only in a subsidiary data fort.
	// [trash]: Trash all other cards installed in or on this data fort. Do 1
	// Net damage for each card successfully trashed in this way. Use this
	// ability only when Runner accesses Self-Destruct." Rezzed only
	// (ONR-9.10); the Corp chooses to use it as it is accessed.
	selfDestruct := onr.OnAccess(onr.MayDo(onr.TrashRestOfFortDamage(onr.Net, 1), onr.TrashThis()))
	selfDestruct.Label = "trash it and the other cards of its fort, 1 Net damage for each"
	def("Self-Destruct", onr.InstallOnlyIn(onr.Subsidiary), selfDestruct)

	// "3 bits, [trash]: Choose a piece of ice. That ice's strength is
	// doubled until end of turn. If this would raise the ice's strength
	// above 10, its strength becomes 10."
	def("Sterdroid", onr.Ability{Kind: onr.KindActivated, When: onr.AnyWindow, Label: "double the strength of a piece of ice until the end of the turn",
		Cost: onr.Cost{Bits: 3, Trash: true}, Effect: onr.Do(onr.DoubleIceStrength(10))})

	// "Runner must pay 5 bits, in addition to any other costs, to steal
	// agendas accessed from this fort, even on the run during which Runner
	// trashes Red Herrings."
	def("Red Herrings", fortScoped(onr.Static(onr.ModStealCost, 5), ""))

	// "0 bits: Rearrange the ice installed on this fort. Use this ability
	// only at the start of a run on this data fort." One use rearranges the
	// ice into any order, so a second use in the run could do nothing the
	// first could not: the use is limited to one a run.
	def("Herman Revista", onr.Ability{Kind: onr.KindActivated, When: onr.AtRunStart, Label: "rearrange the ice of this fort",
		If: onr.RunOnThisFort, Once: onr.Limit{N: 1, Per: onr.EvRunEnds}, Effect: onr.Do(onr.RearrangeFortIce())})
}
