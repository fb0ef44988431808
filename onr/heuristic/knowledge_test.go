package heuristic

import (
	"testing"

	"github.com/datafort/datafort/onr"
)

// TestViewInfoIsTheTitlesInfo: what the player knows of a card view, found
// by the card's id, is what it knows of the card's title, for every
// implemented card; a view of an id outside the card data falls back to
// its title, and a hidden card (no id, no title) is unknown.
func TestViewInfoIsTheTitlesInfo(t *testing.T) {
	for _, title := range onr.Implemented() {
		d, _ := onr.Lookup(title)
		v := &onr.CardView{ID: onr.CardIDOf(d.Card().ID), Title: title}
		if got, want := viewInfo(v), cardInfo(title); got != want || got == nil {
			t.Fatalf("%s: by id %p, by title %p", title, got, want)
		}
		v.ID = 0
		if got, want := viewInfo(v), cardInfo(title); got != want {
			t.Fatalf("%s without an id: %p, by title %p", title, got, want)
		}
	}
	if in := viewInfo(&onr.CardView{}); in != nil {
		t.Fatalf("a hidden card is known: %+v", in)
	}
}
