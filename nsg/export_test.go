package nsg

import "github.com/datafort/datafort/kernel"

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
