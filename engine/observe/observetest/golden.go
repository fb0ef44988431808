package observetest

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine/observe"
)

// Families splits an encoder's action space into its families: runs of
// ids whose names start with the same word, in id order, each as its
// first and last id.
func Families(enc observe.Encoder) [][2]int {
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

// ActionTable lists the first id of each family with an example, after
// the sizes of the action space and the observation.
func ActionTable(enc observe.Encoder) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "actions %d\nobservation %d\n", enc.NumDistinctActions(), enc.ObservationSize())
	for _, f := range Families(enc) {
		verb, _, _ := strings.Cut(enc.ActionName(f[0]), " ")
		fmt.Fprintf(&b, "%6d %s (e.g. %s)\n", f[0], verb, enc.ActionName(f[0]))
	}
	return b.Bytes()
}

// ActionNames gives each family its ids and a digest of the name of every
// id in it, so that an id that changes meaning anywhere changes a line;
// ids are printed idWidth wide, the family's word verbWidth wide.
func ActionNames(enc observe.Encoder, idWidth, verbWidth int) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "actions %d\n", enc.NumDistinctActions())
	for _, f := range Families(enc) {
		h := sha256.New()
		for id := f[0]; id <= f[1]; id++ {
			fmt.Fprintf(h, "%d %s\n", id, enc.ActionName(id))
		}
		fmt.Fprintf(&b, "%*d-%-*d %-*s last %q sha256 %x\n", idWidth, f[0], idWidth, f[1], verbWidth, strings.SplitN(enc.ActionName(f[0]), " ", 2)[0], enc.ActionName(f[1]), h.Sum(nil)[:12])
	}
	return b.Bytes()
}

// Layout lists the fields of the observation vector: offset, size, name
// and what it holds.
func Layout(enc observe.Encoder) []byte {
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

// Golden compares got with the golden file at path, after writing got
// there when update is set: ids are pinned, so a golden changes only on
// purpose, and then only by appending.
func Golden(t *testing.T, path string, got []byte, update bool) {
	t.Helper()
	if update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s changed (an id never changes meaning: add families at the end; -update if on purpose):\n%s", path, got)
	}
}
