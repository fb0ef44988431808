package observe_test

import (
	"bytes"
	"crypto/sha256"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine/observe"
	_ "github.com/datafort/datafort/onr/observe" // registers ONR's encoder
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// families splits ONR's action space into its families: runs of ids whose
// names start with the same verb, in id order.
func families(enc observe.Encoder) [][2]int {
	var out [][2]int
	prev := ""
	for id := range enc.NumDistinctActions() {
		verb, _, _ := strings.Cut(enc.ActionName(id), " ")
		if verb != prev || len(out) == 0 {
			out = append(out, [2]int{id, id})
			prev = verb
		}
		out[len(out)-1][1] = id
	}
	return out
}

// actionTable lists the first id of each family with an example, as
// docs/agent.md describes it.
func actionTable(enc observe.Encoder) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "actions %d\nobservation %d\n", enc.NumDistinctActions(), enc.ObservationSize())
	for _, f := range families(enc) {
		verb, _, _ := strings.Cut(enc.ActionName(f[0]), " ")
		fmt.Fprintf(&b, "%6d %s (e.g. %s)\n", f[0], verb, enc.ActionName(f[0]))
	}
	return b.Bytes()
}

// actionNames gives each family its ids and a digest of the name of every
// id in it, so that an id that changes meaning anywhere in the space
// changes a line.
func actionNames(enc observe.Encoder) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "actions %d\n", enc.NumDistinctActions())
	for _, f := range families(enc) {
		h := sha256.New()
		for id := f[0]; id <= f[1]; id++ {
			fmt.Fprintf(h, "%d %s\n", id, enc.ActionName(id))
		}
		fmt.Fprintf(&b, "%6d-%-6d %-12s last %q sha256 %x\n", f[0], f[1], strings.SplitN(enc.ActionName(f[0]), " ", 2)[0], enc.ActionName(f[1]), h.Sum(nil)[:12])
	}
	return b.Bytes()
}

// layout lists the fields of the observation vector.
func layout(enc observe.Encoder) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "observation %d\n", enc.ObservationSize())
	for _, f := range enc.Layout() {
		fmt.Fprintf(&b, "%6d %6d %s", f.Offset, f.Size, f.Name)
		if f.Doc != "" {
			fmt.Fprintf(&b, ": %s", f.Doc)
		}
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// TestONRActionIdsAreStable pins ONR's encoding against the goldens in
// testdata: every family's first id, the meaning of every id, and the
// observation layout. Ids are part of the interface (trained models depend
// on them; "Stable action ids" in engine/observe): change a golden only
// deliberately, with -update, and then only by appending.
func TestONRActionIdsAreStable(t *testing.T) {
	enc := observe.For("onr")
	if _, generic := enc.(observe.Generic); generic {
		t.Fatal("onr/observe registered no encoder for \"onr\"")
	}
	for _, tc := range []struct {
		name   string
		golden string
		render func(observe.Encoder) []byte
	}{
		{"every action family keeps its first id", "onr-actions.golden", actionTable},
		{"every action id keeps its meaning", "onr-action-names.golden", actionNames},
		{"every observation field keeps its offset and size", "onr-layout.golden", layout},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := tc.render(enc)
			golden := filepath.Join("testdata", tc.golden)
			if *update {
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s changed (run with -update if on purpose):\n%s", golden, got)
			}
		})
	}
}

// TestLayoutTilesTheObservation: the layout's fields follow each other
// without gap or overlap and cover the whole vector.
func TestLayoutTilesTheObservation(t *testing.T) {
	enc := observe.For("onr")
	off := 0
	for _, f := range enc.Layout() {
		if f.Offset != off || f.Size <= 0 {
			t.Fatalf("field %s at %d of size %d, want offset %d", f.Name, f.Offset, f.Size, off)
		}
		off += f.Size
	}
	if off != enc.ObservationSize() {
		t.Errorf("the layout covers %d floats of %d", off, enc.ObservationSize())
	}
}
