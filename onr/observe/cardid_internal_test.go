package observe

import (
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// TestCardIDsNameTheirTitles plays random ONR games with every card and, in
// every seat's view at every step, checks that the encoder's table by id
// (known, read for every card of an observation) gives each card the
// definition its title names (onr.Lookup), which the observation read
// before the table: the view's id of a card is the id of the definition
// its title comes from; and the index of its type the table keeps is its
// definition's type's in cardTypes, read there at every card before.
func TestCardIDsNameTheirTitles(t *testing.T) {
	corp, runner, err := onr.EveryCardDecks()
	if err != nil {
		t.Fatal(err)
	}
	e := onrEnc
	check := func(seed uint64, c *onr.CardView) {
		if c.Title == "" {
			return
		}
		d, ok := onr.Lookup(c.Title)
		if !ok {
			t.Fatalf("seed %d: card %d titled %q has no definition", seed, c.Handle, c.Title)
		}
		if int(c.ID) >= len(e.byID) || e.byID[c.ID].def != d || e.byID[c.ID].idx != e.cardIdx[d.ID()] || e.byID[c.ID].idx == 0 {
			t.Fatalf("seed %d: card %d titled %q (id %v): the table by id does not name its title's definition", seed, c.Handle, c.Title, c.ID)
		}
		want := -1
		for i, ct := range cardTypes {
			if d.Card().Type == ct {
				want = i
			}
		}
		if got := e.known(c).typ; got != want || want < 0 {
			t.Fatalf("seed %d: card %d titled %q of type %q: the table keeps type %d, cardTypes has it at %d", seed, c.Handle, c.Title, d.Card().Type, got, want)
		}
	}
	cards := 0
	for seed := uint64(1); seed <= 20; seed++ {
		g, err := onr.New(engine.Setup{Seed: seed, Decks: []string{corp, runner}})
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRNG(seed)
		for !g.State().Over {
			for seat := range engine.Seat(2) {
				v := g.View(seat).(*onr.View)
				for i := range v.Players {
					pl := &v.Players[i]
					for _, l := range [][]onr.CardView{pl.Hand, pl.Rig, pl.Scored, pl.Discard, pl.Aside} {
						for j := range l {
							check(seed, &l[j])
							cards++
						}
					}
					for j := range pl.Known {
						check(seed, &pl.Known[j].CardView)
					}
				}
				for k := range v.Forts {
					for _, l := range [][]onr.CardView{v.Forts[k].Ice, v.Forts[k].Cards} {
						for j := range l {
							check(seed, &l[j])
							cards++
						}
					}
				}
			}
			p := g.Pending()
			d := p[rng.IntN(len(p))]
			if _, err := g.Apply(engine.RandomChoice(&rng, d)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if cards == 0 {
		t.Fatal("no card was seen")
	}
}
