package cards

import "github.com/datafort/datafort/onr"

// Resources of the card pool's fifth part (issue 26, item 1).
func init() {
	def := func(title string, abilities ...onr.Ability) { onr.Define(onr.Def{Title: title, Abilities: abilities}) }

	// "The Corp cannot create any new data forts. The Corp may trash
	// Precision Bribery by taking an action to pay 4 bits." (onr/nonewforts.go,
	// onr/trashprice.go; Unique from the card data.)
	def("Precision Bribery", onr.CorpCannotCreateForts(), onr.CorpMayTrashFor(4))
}
