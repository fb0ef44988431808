package nsg

import (
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// SaveWithoutRulesForTest returns g's save as it was made before saves
// carried the rules they were made under: the state's encoding alone.
func SaveWithoutRulesForTest(g *Game) []byte {
	e := kernel.Encoder{}
	g.st.encode(&e)
	return e.B
}

// FindTitleForTest returns the title of titles that text contains as the
// leak checker finds it (titleFinder), "" for none.
func FindTitleForTest(text string, titles map[string]bool) string {
	return newTitleFinder(titles).find(text)
}

// NameOptionForTest is the option naming title of the card pool ("name a
// card", CR 1.15.1b).
func NameOptionForTest(title string) engine.Option {
	return engine.Option{Verb: verbName, Arg: slices.Index(poolTitles(), title)}
}

// MemorySetsForTest returns the appropriate sets of checkpoint step
// 10.3.1e for the memory limit (memorySets).
func MemorySetsForTest(s *State) [][]int32 { return s.memorySets() }
