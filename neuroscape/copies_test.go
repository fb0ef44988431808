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

// TestCopyBasesGoWithTheirCopy: a token copy that leaves play ceases to
// exist (NS-20.7), and its altered base values (NS-20.2) are no longer
// kept.
func TestCopyBasesGoWithTheirCopy(t *testing.T) {
	for _, c := range []struct {
		what  string
		leave func(st *State, id int32)
	}{
		{"NS-20.7: a destroyed copy's base values go with it", func(st *State, id int32) { st.destroy(id, false) }},
		{"NS-20.7: a purged copy's base values go with it", func(st *State, id int32) { st.release(id, false); st.move(id, zonePurge) }},
	} {
		t.Run(c.what, func(t *testing.T) {
			b := newBoard(t, 2, 1)
			b.bank(0, 5, 0)
			orig := b.card(1, sChar22, zonePlay)
			b.at(stepDeploy)
			st := b.st()
			kept := st.copyCharacter(0, orig, 1, 1)
			gone := st.copyCharacter(0, orig, 4, 4)
			b.check()
			c.leave(st, gone)
			if st.obj(gone).Zone != zoneGone || len(st.Bases) != 1 || st.Bases[0].Card != kept {
				t.Fatalf("copy in %s, bases %v; want gone, and only copy %d's", st.obj(gone).Zone, st.Bases, kept)
			}
			b.check()
		})
	}
}
