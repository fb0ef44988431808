package neuroscape

import (
	"crypto/sha256"
	"errors"
	"testing"

	"github.com/datafort/datafort/engine"
)

// TestSavesNameTheirRules: a save names the rules it was made under and
// loads under them; a save made before saves named their rules (the
// state's encoding alone) names none, and is refused with an
// *engine.BuildError; the state hash digests the state alone, as before
// saves carried rules.
func TestSavesNameTheirRules(t *testing.T) {
	b := newBoard(t, 2, 1)
	b.at(stepDeploy)
	save, err := b.g.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	old := b.g.st.encode()
	for _, tc := range []struct {
		name string
		save []byte
		want string // the rules version the refusal names, "-" if it loads
	}{
		{"a save of this build loads", save, "-"},
		{"a save made before saves named their rules is refused", old, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Ruleset{}.Load(tc.save)
			var be *engine.BuildError
			switch {
			case tc.want == "-" && err != nil:
				t.Errorf("load: %v", err)
			case tc.want != "-" && (!errors.As(err, &be) || be.Want.Version != tc.want):
				t.Errorf("load: got %v, want an *engine.BuildError naming rules version %q", err, tc.want)
			}
		})
	}
	t.Run("the state hash digests the state alone", func(t *testing.T) {
		if h, _ := engine.Hash(b.g); h != sha256Of(old) {
			t.Error("the state hash is not the SHA-256 of the state's encoding")
		}
	})
}

func sha256Of(b []byte) [32]byte { return sha256.Sum256(b) }
