package cards

import "github.com/datafort/datafort/onr"

// More agendas (ONR-10).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "When Runner accesses Marked Accounts, give Runner a tag, even if it
	// is not installed. If Marked Accounts is accessed from R&D, Runner
	// must show it to you" (no exception for the Archives is printed).
	marked := onr.OnAccess(onr.ShowAccessedFromRD(), onr.GiveTags(1))
	marked.Where = onr.AccessedAnywhere
	def("Marked Accounts", marked)

	// "When Runner accesses Fetal AI, do 2 Net damage, even if it is not
	// installed. Ignore this effect if Runner accesses Fetal AI from the
	// Archives. If Fetal AI is accessed from R&D, Runner must show it to
	// you. Runner must pay 2 to steal Fetal AI, in addition to any other
	// costs": the cost wherever it is accessed; he may leave it (R142).
	fetal := onr.OnAccess(onr.ShowAccessedFromRD(), onr.NetDamage(2))
	fetal.Where = onr.Accessed
	stealFetal := onr.Static(onr.ModStealCost, 2)
	stealFetal.Where = onr.AccessedAnywhere
	def("Fetal AI", fetal, stealFetal)

	// "All walls (code gates) have +1 strength. When you score this agenda,
	// reveal as many walls (code gates) as you wish. Then, gain 1 bit for
	// each revealed or rezzed wall (code gate)."
	byType := func(keyword string) []onr.Ability {
		strength := onr.Static(onr.ModIceStrength, 1)
		strength.Filter.Keywords = []string{keyword}
		return []onr.Ability{strength, onr.OnScore(onr.RevealIceForGain(keyword, 1))}
	}
	def("Superior Net Barriers", byType("Wall")...)
	def("Encryption Breakthrough", byType("Code Gate")...)

	// "When you score Corporate Downsizing, show to Runner any number of
	// agenda cards stored in HQ. Gain bits equal to twice the combined
	// agenda points of these cards; then shuffle them into R&D."
	def("Corporate Downsizing", onr.OnScore(onr.GainPerPointShownThenShuffle(2)))

	// "Choose a fort when you score Security Net Optimization. That fort
	// gives all ice installed on it +1 strength" (before and after, R217).
	def("Security Net Optimization", onr.OnScore(onr.ChooseFort()), onr.Static(onr.ModChosenFortIceStrength, 1))

	// "When you score Superserum, remove all Virus counters, and avoid
	// receiving the next two Virus counters Runner gives to you."
	def("Superserum", onr.OnScore(onr.RemoveAllVirusCounters(), onr.AvoidNextVirusCounters(2)))

	// "Whenever Corporate Headhunters successfully does damage, Runner's
	// hand size is reduced by 1 (not brain damage, R105). [action]: Do 1
	// meat damage. Use this ability only if Runner is tagged."
	headhunt := onr.Action("Do 1 meat damage", onr.Cost{Actions: 1}, onr.MeatDamage(1))
	headhunt.If = onr.RunnerTagged
	def("Corporate Headhunters", onr.Static(onr.ModHandSizeOnDamage, -1), headhunt)
}
