package cards_test

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/neuroscape"
	"github.com/datafort/datafort/neuroscape/carddb"
)

// TestCharactersWithoutText checks the characters with no text beyond their
// keywords: each enters play with its printed values and commits its cost;
// BOONYEN's OVERRUN is its definition's (the rule: TestCombat's NS-19.7);
// JABBERWOCKY needs Wonderland synergy (NS-11).
func TestCharactersWithoutText(t *testing.T) {
	for _, name := range []string{"VIRTUAL KID", "UNPAID INTERN", "DUST DEVIL INITIATE", "BOONYEN, WARDRIVER"} {
		t.Run(name+": enters play with its printed values and commits its cost", func(t *testing.T) {
			tb := newTable(t, 5, deck("A-Z LUXUREON", name), deck("A-Z LUXUREON", name))
			d, i := tb.until(tb.wants("play", name, none))
			id := int32(d.Options[i].Card)
			tb.apply(d, i)
			tb.resolve()
			c, _ := carddb.Lookup(name)
			var v neuroscape.CardView
			for _, cv := range tb.g.View(d.Seat).(neuroscape.View).Players[d.Seat].Play {
				if cv.ID == id {
					v = cv
				}
			}
			if v.ID != id || v.Atk != *c.Attack || v.Def != *c.Defense || v.RAM != *c.RAMCost || v.Blue != (*c.AttackType == "mainframe") {
				t.Fatalf("%+v in play, want %d/%d blue %v with %d RAM", v, *c.Attack, *c.Defense, *c.AttackType == "mainframe", *c.RAMCost)
			}
		})
	}
	t.Run("BOONYEN, WARDRIVER: has OVERRUN", func(t *testing.T) {
		if d, ok := neuroscape.Lookup("BOONYEN, WARDRIVER"); !ok || !d.Overrun {
			t.Fatal("BOONYEN without OVERRUN")
		}
	})
	t.Run("JABBERWOCKY: is not played without Wonderland synergy", func(t *testing.T) {
		tb := newTable(t, 5, deck("A-Z LUXUREON", "JABBERWOCKY", "VIRTUAL KID"), deck("A-Z LUXUREON", "VIRTUAL KID"))
		for step := 0; step < 400 && len(tb.g.Pending()) > 0; step++ {
			d := tb.g.Pending()[0]
			for _, o := range d.Options {
				if tb.wants("play", "JABBERWOCKY", none)(d, o) {
					t.Fatalf("step %d: JABBERWOCKY offered with no Wonderland card in play", step)
				}
			}
			tb.apply(d, tb.policy(d))
		}
	})
}

// TestCacheCards checks THE HIGH PRIESTESS and PROPAGANDA in games.
func TestCacheCards(t *testing.T) {
	t.Run("THE HIGH PRIESTESS: counters a character on the Cache", func(t *testing.T) {
		tb := newTable(t, 5, deck("A-Z LUXUREON", "ASTRA, COSMIC KITTY", "THE HIGH PRIESTESS"), deck("A-Z LUXUREON", "ASTRA, COSMIC KITTY", "THE HIGH PRIESTESS"))
		d, i := tb.until(tb.wants("play", "THE HIGH PRIESTESS", character))
		target := int32(d.Options[i].Target)
		tb.apply(d, i)
		tb.resolve()
		if z := tb.st().Objs[target-1].Zone.String(); z != "recycle bin" {
			t.Fatalf("the countered %s is in %s", tb.name(target), z)
		}
	})
	t.Run("PROPAGANDA: changes the target of a program on the Cache", func(t *testing.T) {
		tb := newTable(t, 5, deck("A-Z LUXUREON", "EXECUTIVE", "PROPAGANDA", "ADMIN", "OVERLOAD MK. I"), deck("A-Z LUXUREON", "EXECUTIVE", "PROPAGANDA", "ADMIN", "OVERLOAD MK. I"))
		propaganda, overload := tb.wants("play", "PROPAGANDA", character), tb.wants("play", "OVERLOAD MK. I", player)
		var d engine.Decision
		var i int
		for {
			d, i = tb.until(func(d engine.Decision, o engine.Option) bool { return propaganda(d, o) || overload(d, o) })
			if propaganda(d, d.Options[i]) {
				break
			}
			tb.apply(d, i) // OVERLOAD goes on the Cache at a player
		}
		item := int32(d.Options[i].Target)
		tb.apply(d, i)
		var chosen int32
		for len(tb.g.Pending()) > 0 && len(tb.g.View(0).(neuroscape.View).Cache) > 0 {
			d := tb.g.Pending()[0]
			if d.Rule == "NS-18.4" {
				chosen = int32(d.Options[0].Target)
				if v := tb.g.View(0).(neuroscape.View); slices.ContainsFunc(v.Cache, func(c neuroscape.CardView) bool { return c.ID == item && c.Target == chosen }) {
					t.Fatal("the current target offered")
				}
				before := neuroscape.GameOf(tb.st())
				tb.apply(d, 0) // the rest of the Cache resolves: OVERLOAD hits the chosen target
				if chosen < 0 {
					damagesPlayer(neuroscape.MF, 2)(tb, d.Seat, chosen, before.State())
				} else {
					damagesCharacter(2)(tb, d.Seat, chosen, before.State())
				}
				continue
			}
			tb.apply(d, tb.policy(d))
		}
		if chosen == 0 {
			t.Fatal("PROPAGANDA asked for no new target")
		}
	})
}

// TestEveryDefinedCardIsTested fails when a card with a definition is named
// by no test of this package: each must have its behaviour checked.
func TestEveryDefinedCardIsTested(t *testing.T) {
	var src string
	for _, f := range []string{"cards_test.go", "mainframes_test.go", "others_test.go"} {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		src += string(b)
	}
	for _, name := range neuroscape.Defined() {
		if !strings.Contains(src, `"`+name+`"`) && !strings.Contains(src, `"`+name+`:`) {
			t.Errorf("%s is defined but no test names it", name)
		}
	}
}
