package nsg

import "github.com/datafort/datafort/kernel"

// SaveWithoutRulesForTest returns g's save as it was made before saves
// carried the rules they were made under: the state's encoding alone.
func SaveWithoutRulesForTest(g *Game) []byte {
	e := kernel.Encoder{}
	g.st.encode(&e)
	return e.B
}
