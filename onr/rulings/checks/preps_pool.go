package checks

import (
	"strings"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// R508 (Total Genetic Retrofit): two played avoid the Runner's next two
// tags, not only one; the third is received.
func checkR508_RetrofitsAreCumulative(t onrtest.TB) {
	x := onrtest.New(t, 1)
	x.Hand(onr.Runner, "Total Genetic Retrofit", "Total Genetic Retrofit", "Drone for a Day", "Drone for a Day")
	x.Ready().ToTurn(onr.Runner)
	x.Runner().Bits = 10
	x.Do(onr.Runner, "play Total Genetic Retrofit").PassAll()
	x.Do(onr.Runner, "play Total Genetic Retrofit").PassAll()
	for i := range 2 {
		x.Do(onr.Runner, "play Drone for a Day").PassAll()
		if x.Runner().Tags != 0 {
			t.Fatalf("after tag %d the Runner has %d tags; want both avoided", i+1, x.Runner().Tags)
		}
	}
}

// R487 (Synchronized Attack on HQ): for each card stored in HQ the Corp
// either pays 2 bits or discards that card: the card paid for stays, the
// others are discarded.
func checkR487_PayOrDiscardEachCard(t onrtest.TB) {
	x := onrtest.New(t, 1)
	x.Hand(onr.Runner, "Synchronized Attack on HQ")
	x.Hand(onr.Corp, "Wall of Static", "Accounts Receivable", "Brain Wash")
	x.Ready().ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on HQ").PassAll()
	x.Do(onr.Runner, "continue").PassAll()
	for x.S.Run.Active {
		x.Do(onr.Runner, x.Options(onr.Runner)[0]).PassAll()
	}
	x.Runner().Bits, x.Corp().Bits = 4, 2
	x.Do(onr.Runner, "play Synchronized Attack on HQ")
	x.Do(onr.Corp, "pay 2 for Brain Wash").PassAll()
	if h := x.Corp().Hand; len(h) != 1 || x.G.Title(h[0]) != "Brain Wash" {
		t.Fatalf("HQ holds %d cards; want Brain Wash alone, paid for", len(h))
	}
	if n := len(x.Corp().Discard); n != 2 {
		t.Fatalf("Archives hold %d cards; want the two not paid for", n)
	}
}

// R339 (Edited Shipping Manifests, Nasuko Cycle): the tag is given before
// the 10 bits are gained, so those bits cannot pay to avoid it.
func checkR339_ManifestsTagBeforeItsBits(t onrtest.TB) {
	x := onrtest.New(t, 1)
	x.Hand(onr.Runner, "Edited Shipping Manifests")
	x.Rig("Nasuko Cycle")
	x.Hand(onr.Corp, "Accounts Receivable")
	x.Ready().ToTurn(onr.Runner)
	x.Runner().Bits, x.Corp().Bits = 3, 3 // 2 bits once played: Nasuko Cycle's 3 only with the 10 gained
	x.Do(onr.Runner, "play Edited Shipping Manifests").PassAll()
	x.Do(onr.Runner, "continue").PassAll()
	if x.Offered(onr.Runner, "prevent Nasuko Cycle") {
		t.Fatalf("Nasuko Cycle offered against the tag, with %d bits", x.Runner().Bits)
	}
	x.Take().PassAll()
	if x.Runner().Tags != 1 || x.Runner().Bits != 12 {
		t.Fatalf("the Runner has %d tags and %d bits; want 1 and 12", x.Runner().Tags, x.Runner().Bits)
	}
}

// R340 (Edited Shipping Manifests): a Corp with no bits when the Runner
// would access HQ: the Runner accesses cards as normal.
func checkR340_ManifestsAccessWhenTheCorpHasNoBits(t onrtest.TB) {
	x := onrtest.New(t, 1)
	x.Hand(onr.Runner, "Edited Shipping Manifests")
	x.Hand(onr.Corp, "Accounts Receivable")
	x.Ready().ToTurn(onr.Runner)
	x.Runner().Bits, x.Corp().Bits = 1, 0
	x.Do(onr.Runner, "play Edited Shipping Manifests").PassAll()
	x.Events = nil
	x.Do(onr.Runner, "continue").PassAll()
	if !x.Logged("Runner accesses") {
		t.Fatalf("no card accessed")
	}
	if x.Runner().Tags != 0 || x.Runner().Bits != 0 {
		t.Fatalf("the Runner has %d tags and %d bits; want the replacement not to happen", x.Runner().Tags, x.Runner().Bits)
	}
}

// R265 (All-Hands): the three additional cards accessed are cards stored
// in HQ, not cards installed in it: with an upgrade installed in HQ and
// five cards stored, four stored cards are accessed, and the upgrade too.
func checkR265_AllHandsAccessesStoredCards(t onrtest.TB) {
	x := onrtest.New(t, 1)
	x.Hand(onr.Runner, "All-Hands")
	x.Hand(onr.Corp, "Accounts Receivable", "Accounts Receivable", "Accounts Receivable", "Accounts Receivable", "Accounts Receivable")
	x.Install(onr.FortHQ, "Dieter Esslin", false)
	x.Ready().ToTurn(onr.Runner)
	x.Runner().Bits = 3
	x.Do(onr.Runner, "play All-Hands").PassAll()
	x.Events = nil
	x.Do(onr.Runner, "continue").PassAll()
	for x.S.Run.Active {
		x.Do(onr.Runner, x.Options(onr.Runner)[0]).PassAll()
	}
	stored, upgrade := 0, 0
	for _, e := range x.Events {
		switch text := e.For(x.Seat(onr.Runner)); {
		case e.Type != "access":
		case strings.Contains(text, "Accounts Receivable"):
			stored++
		case strings.Contains(text, "Dieter Esslin"):
			upgrade++
		}
	}
	if stored != 4 || upgrade != 1 {
		t.Fatalf("accessed %d stored cards and the upgrade %d times; want 4 and 1", stored, upgrade)
	}
}
