package neuroscape

import (
	"slices"
	"testing"
)

// TestCopyBasesSurviveASave checks that the altered base values of token
// copies (State.Bases, NS-20.2) are saved, in the codec's eleventh
// trailing section, alone or after the sections before it.
func TestCopyBasesSurviveASave(t *testing.T) {
	for _, c := range []struct {
		what  string
		bases []Base
	}{
		{"NS-20.2: a copy's altered base values survive a save", []Base{{Card: 7, Atk: 4, Dfn: 4}, {Card: 9, Atk: 0, Dfn: 1}}},
		{"NS-20.2: one copy's base values survive a save", []Base{{Card: 3, Atk: 1, Dfn: 5}}},
	} {
		t.Run(c.what, func(t *testing.T) {
			b := newBoard(t, 2, 1)
			b.at(stepDeploy)
			b.st().Bases = slices.Clone(c.bases)
			data, err := b.g.MarshalBinary()
			if err != nil {
				t.Fatal(err)
			}
			var st State
			if err := st.decode(data); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(st.Bases, c.bases) {
				t.Fatalf("bases %v after a save, want %v", st.Bases, c.bases)
			}
		})
	}
}
