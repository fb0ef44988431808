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
}
