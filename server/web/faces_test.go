package web

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/prompt"
)

// TestAKeptFaceIsTheTemplatesFrame: a card's frame kept by faceHTML is
// the "face" template's rendering of that face, the first time and the
// next; and faces that differ in any field the template shows are kept
// apart.
func TestAKeptFaceIsTheTemplatesFrame(t *testing.T) {
	base := engine.CardFace{Title: "Wall of Static", Line: "Ice: Wall", Stats: "rez 3 · strength 3", Text: []string{"End the run."}}
	variants := map[string]func(f *engine.CardFace){
		"the face as printed":             func(*engine.CardFace) {},
		"another title":                   func(f *engine.CardFace) { f.Title = "Wall of Ice" },
		"another type line":               func(f *engine.CardFace) { f.Line = "Ice: Wall – Black Ice" },
		"other stats":                     func(f *engine.CardFace) { f.Stats = "rez 3 · strength 4" },
		"another text":                    func(f *engine.CardFace) { f.Text = []string{"End the run.", "Do 1 net damage."} },
		"unique":                          func(f *engine.CardFace) { f.Unique = true },
		"a text line where the flag was":  func(f *engine.CardFace) { f.Text = append([]string{}, "u") },
		"stats moved into the type line":  func(f *engine.CardFace) { f.Line, f.Stats = "Ice: Wall\x00rez 3 · strength 3", "" },
		"text moved into the stats field": func(f *engine.CardFace) { f.Stats, f.Text = "rez 3 · strength 3\x00End the run.", nil },
	}
	seen := map[string]string{}
	for name, change := range variants {
		t.Run(name+": kept as the template draws it", func(t *testing.T) {
			f := base
			f.Text = append([]string{}, base.Text...)
			change(&f)
			var want strings.Builder
			if err := tmpl.ExecuteTemplate(&want, "face", f); err != nil {
				t.Fatal(err)
			}
			for i := range 2 {
				if got := string(faceHTML(prompt.CardOf(f))); got != want.String() {
					t.Fatalf("draw %d: got %q, want %q", i+1, got, want.String())
				}
			}
			k := faceKey(prompt.CardOf(f))
			if other, ok := seen[k]; ok && name != other {
				t.Errorf("%q and %q have the same key", name, other)
			}
			seen[k] = name
		})
	}
}
