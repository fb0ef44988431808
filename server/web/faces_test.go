package web

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	_ "github.com/datafort/datafort/internal/allgames" // registers every game with its cards
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

// TestKeptDrawingsDrawTheBoardAsTheTemplates: the boards of random games
// (ONR, a Big Sell-Out table of 4, NSG), every 7th of their first 400
// choices, for each seat and a spectator with the seat's decision, are the
// same drawn with the kept cards and frames as drawn anew by the
// templates, the first time and again.
func TestKeptDrawingsDrawTheBoardAsTheTemplates(t *testing.T) {
	for _, tc := range []struct {
		game    string
		options map[string]string
	}{{"onr", nil}, {"bso", map[string]string{"players": "4"}}, {"nsg", nil}} {
		t.Run(tc.game+": the kept drawings are the templates'", func(t *testing.T) {
			rs, err := engine.Lookup(tc.game)
			if err != nil {
				t.Fatal(err)
			}
			setup := engine.Setup{Seed: 9, Options: tc.options}
			seats, err := engine.SeatsFor(rs, setup)
			if err != nil {
				t.Fatal(err)
			}
			if tc.game != "nsg" { // nsg: no decks given plays the System Gateway decks
				setup.Decks = make([]string, len(seats))
			}
			g, err := rs.New(setup)
			if err != nil {
				t.Fatal(err)
			}
			r := bot.NewRandom(9)
			boards, cards := 0, 0
			for i := range 400 {
				ds := g.Pending()
				if len(ds) == 0 {
					break
				}
				if i%7 == 0 {
					viewers := []engine.Seat{engine.NoSeat}
					for _, si := range g.Seats() {
						viewers = append(viewers, si.Seat)
					}
					for _, seat := range viewers {
						var dec *Decision
						for _, d := range g.Pending() {
							if d.Seat == seat {
								x := BuildDecision(g, d)
								dec = &x
							}
						}
						keepDrawings = false
						want := Render(g, seat, dec, nil, nil, false).Board
						keepDrawings = true
						for n := range 2 {
							if got := Render(g, seat, dec, nil, nil, false).Board; got != want {
								t.Fatalf("choice %d, seat %d, drawing %d: the board with kept drawings differs:\n%s\nwant\n%s", i, seat, n+1, got, want)
							}
						}
						boards++
						cards += strings.Count(string(want), `class="card`)
					}
				}
				if _, err := g.Apply(r.Choose(ds[0])); err != nil {
					t.Fatal(err)
				}
			}
			if boards == 0 || cards == 0 {
				t.Fatalf("%d boards of %d cards compared", boards, cards)
			}
			t.Logf("%d boards of %d cards compared", boards, cards)
		})
	}
}
