package observe_test

import (
	"flag"
	"path/filepath"
	"testing"

	"github.com/datafort/datafort/engine/observe"
	"github.com/datafort/datafort/engine/observe/observetest"
	_ "github.com/datafort/datafort/onr/observe" // registers ONR's encoder
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

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
		{"every action family keeps its first id", "onr-actions.golden", observetest.ActionTable},
		{"every action id keeps its meaning", "onr-action-names.golden", func(e observe.Encoder) []byte { return observetest.ActionNames(e, 6, 12) }},
		{"every observation field keeps its offset and size", "onr-layout.golden", observetest.Layout},
	} {
		t.Run(tc.name, func(t *testing.T) {
			observetest.Golden(t, filepath.Join("testdata", tc.golden), tc.render(enc), *update)
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
