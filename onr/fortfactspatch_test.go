package onr

import (
	"testing"

	"github.com/datafort/datafort/engine"
)

// TestPatchedFortFactsAreTheCount checks that the kept counts of the forts,
// patched as a card enters or leaves a fort's cards or is rezzed there
// (factsEntered, factsLeft, factsRezzed), stay current and equal to the
// counts made afresh from the forts.
func TestPatchedFortFactsAreTheCount(t *testing.T) {
	type world struct {
		s    *State
		corp engine.Seat
		// cards made in the Corp's hand, by title
		card map[string]int32
	}
	install := func(title string) func(w *world) {
		return func(w *world) { w.s.installCorp(w.corp, w.card[title], NewFort) }
	}
	installIn := func(title, fortOf string) func(w *world) {
		return func(w *world) { w.s.installCorp(w.corp, w.card[title], w.s.Cards[w.card[fortOf]].Fort) }
	}
	rez := func(title string) func(w *world) {
		return func(w *world) { w.s.rez(w.card[title], true) }
	}
	trash := func(title string) func(w *world) { return func(w *world) { w.s.trash(w.card[title]) } }
	score := func(title string) func(w *world) { return func(w *world) { w.s.score(w.card[title]) } }
	const (
		agenda  = "Hostile Takeover"              // an agenda
		cheap   = "Antiquated Interface Routines" // plain rez, 2
		dear    = "Remote Facility"               // plain rez, 5
		awkward = "ACME Savings and Loan"         // a rez static of its own
	)
	agendas := []string{"Hostile Takeover", "Hostile Takeover#2", "Hostile Takeover#3", "Hostile Takeover#4", "Hostile Takeover#5"}
	tests := []struct {
		name  string
		steps []func(w *world)
	}{
		{"a card of plain rez entering is counted with its rez cost", []func(w *world){install(dear), install(cheap)}},
		{"a card with a rez static of its own entering is counted awkward", []func(w *world){install(awkward)}},
		{"an agenda entering is listed in order", []func(w *world){install(agendas[1]), install(agendas[0])}},
		{"a fifth agenda entering makes the seat counted again", []func(w *world){install(agendas[0]), install(agendas[1]), install(agendas[2]), install(agendas[3]), install(agendas[4])}},
		{"a rez above the least rez cost leaves the least", []func(w *world){install(cheap), install(dear), rez(dear)}},
		{"a rez at the least rez cost finds the next least", []func(w *world){install(cheap), install(dear), rez(cheap)}},
		{"a rez of an awkward card takes it out of the awkward", []func(w *world){install(awkward), install(cheap), rez(awkward)}},
		{"an unrezzed card leaving is taken out", []func(w *world){install(cheap), install(dear), trash(dear), trash(cheap)}},
		{"a rezzed card leaving stays out of those to rez", []func(w *world){install(cheap), install(dear), rez(dear), trash(dear)}},
		{"an awkward card leaving unrezzed is taken out of the awkward", []func(w *world){install(awkward), trash(awkward)}},
		{"an agenda leaving is taken off the list", []func(w *world){install(agendas[0]), install(agendas[1]), install(agendas[2]), trash(agendas[1])}},
		{"an agenda scored is taken off the list", []func(w *world){install(agendas[0]), install(agendas[1]), score(agendas[0])}},
		{"an agenda leaving five makes the seat counted again", []func(w *world){install(agendas[0]), install(agendas[1]), install(agendas[2]), install(agendas[3]), install(agendas[4]), trash(agendas[2])}},
		{"a card installed in a fort holding one, then the old one trashed", []func(w *world){install(cheap), installIn(dear, cheap), trash(cheap)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := New(engine.Setup{Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			s := g.s
			w := &world{s: s, card: map[string]int32{}}
			for i := range s.Players {
				if s.Players[i].Role == Corp {
					w.corp = engine.Seat(i)
				}
			}
			for _, title := range append([]string{cheap, dear, awkward}, agendas...) {
				name := title
				if i := len(title) - 2; title[i] == '#' {
					name = title[:i]
				}
				c, err := g.NewCard(name)
				if err != nil {
					t.Fatal(err)
				}
				g.Put(c, ZoneHand, false)
				w.card[title] = c
			}
			if d := s.def(w.card[awkward]); d.rezPlain() {
				t.Fatalf("%s has a plain rez", awkward)
			}
			if d := s.def(w.card[cheap]); !d.rezPlain() || d.rezCost >= s.def(w.card[dear]).rezCost || !s.def(w.card[dear]).rezPlain() {
				t.Fatalf("%s and %s are not plain, the first cheaper", cheap, dear)
			}
			s.factsOf(w.corp) // current before the first step
			for i, step := range tt.steps {
				step(w)
				if !s.fortFacts.ok || !s.fortWalkOK {
					t.Fatalf("step %d: the counts are stale (patched: %v, the lists current: %v)", i, s.fortFacts.ok, s.fortWalkOK)
				}
				for x := range s.Players {
					got := s.fortFacts.of[x]
					if want := s.countFortFacts(s.appendFortCards(nil, engine.Seat(x))); got != want {
						t.Fatalf("step %d seat %d: the patched counts %+v, the forts hold %+v", i, x, got, want)
					}
				}
			}
		})
	}
}
