package checks

import (
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Executable checks of the rulings on cards that ask about the history of
// a turn (history-facts; onr/history.go).

// hfRun makes the Runner run on fort ("R&D", "fort 1"), passing every
// window, and answer each access with the last option starting with act,
// or the first option.
func hfRun(x *onrtest.Table, fort, act string) {
	x.T.Helper()
	x.Do(onr.Runner, "run on "+fort).PassAll()
	x.Do(onr.Runner, "continue").PassAll()
	for i := 0; x.S.Run.Active && i < 20; i++ {
		opts := x.Options(onr.Runner)
		pick := opts[0]
		for _, o := range opts {
			if strings.HasPrefix(o, act) {
				pick = o
			}
		}
		x.Do(onr.Runner, pick).PassAll()
	}
}

// R117: Data Sifters can be played however the Runner trashed the node:
// paying its trash cost where it was installed, or at no cost from R&D
// (Kilroy Was Here).
func checkR117_DataSiftersHoweverTheNodeWasTrashed(t onrtest.TB) {
	for _, kilroy := range []bool{false, true} {
		x := onrtest.New(t, 1)
		if kilroy {
			x.Deck(onr.Corp, "Rustbelt HQ Branch", "Data Wall", "Data Wall", "Data Wall")
			x.Hand(onr.Runner, "Kilroy Was Here")
		} else {
			x.Deck(onr.Corp, "Data Wall", "Data Wall", "Data Wall")
			x.Install(onr.NewFort, "Rustbelt HQ Branch", false)
		}
		x.Hand(onr.Corp, "Data Sifters")
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Runner().Bits = 10
		x.Ready()
		if kilroy {
			x.Do(onr.Runner, "play Kilroy Was Here").PassAll()
			x.Do(onr.Runner, "continue").PassAll()
			x.Do(onr.Runner, "trash Rustbelt HQ Branch").PassAll()
		} else {
			hfRun(x, "fort 1", "trash")
		}
		if len(x.Corp().Discard) != 1 {
			t.Fatalf("Kilroy %v: Archives hold %d cards, want the node", kilroy, len(x.Corp().Discard))
		}
		x.ToTurn(onr.Corp)
		x.Corp().Bits = 4
		x.Ready()
		x.Do(onr.Corp, "play Data Sifters").PassAll()
		if x.Runner().Tags != 1 {
			t.Fatalf("Kilroy %v: %d tags after Data Sifters, want 1", kilroy, x.Runner().Tags)
		}
	}
}

// R242: Underworld Mole trashes the resource before it gives the tag: the
// Fall Guy it trashes cannot prevent that tag.
func checkR242_UnderworldMoleTrashesBeforeTheTag(t onrtest.TB) {
	x := tableWithRD(t, 1, 6)
	x.Hand(onr.Runner, "Fall Guy")
	x.Hand(onr.Corp, "Underworld Mole")
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Do(onr.Runner, "install Fall Guy").PassAll()
	x.ToTurn(onr.Corp)
	x.Corp().Bits, x.Runner().Bits = 20, 0
	x.Ready()
	x.Do(onr.Corp, "play Underworld Mole").PassAll()
	x.Number(onr.Corp, 4)
	for i := 0; i < 10 && !x.Offered(onr.Corp, "trash Fall Guy"); i++ {
		if d, ok := engine.DecisionFor(x.G, x.Seat(onr.Runner)); ok && d.Kind == engine.Number {
			x.Number(onr.Runner, 0)
			continue
		}
		x.PassAll()
	}
	x.Do(onr.Corp, "trash Fall Guy")
	if x.Offered(onr.Runner, "prevent Fall Guy") {
		t.Fatalf("Fall Guy, trashed, offered to prevent the tag: %q", x.Options(onr.Runner))
	}
	x.PassAll()
	if x.Runner().Tags != 1 || len(x.Runner().Rig) != 0 {
		t.Fatalf("%d tags, %d rig cards; want the tag and Fall Guy trashed", x.Runner().Tags, len(x.Runner().Rig))
	}
}

// R453: if the Black Ice the Corp rezzed this turn is no longer rezzed,
// Senatorial Field Trip has no effect: no Bad Publicity, nothing to derez.
func checkR453_SenatorialFieldTripWithTheIceNotRezzed(t onrtest.TB) {
	for _, derezzed := range []bool{false, true} {
		x := tableWithRD(t, 1, 6)
		ice, _ := x.Ice(onr.NewFort, "Brain Wash", false)
		x.Hand(onr.Runner, "Senatorial Field Trip")
		x.Hand(onr.Runner, "Livewire's Contacts", "Livewire's Contacts")
		x.Ready()
		x.ToTurn(onr.Runner)
		x.Corp().Bits, x.Runner().Bits = 10, 5
		x.Ready()
		x.Do(onr.Runner, "run on fort 1")
		for i := 0; x.S.Run.Active && i < 40; i++ {
			switch {
			case x.Offered(onr.Corp, "rez Brain Wash"):
				x.Do(onr.Corp, "rez Brain Wash")
			case x.Offered(onr.Corp, "pass"):
				x.Do(onr.Corp, "pass")
			case x.Offered(onr.Runner, "pass"):
				x.Do(onr.Runner, "pass")
			case len(x.Options(onr.Runner)) > 0:
				x.Do(onr.Runner, x.Options(onr.Runner)[0])
			default:
				x.Do(onr.Corp, x.Options(onr.Corp)[0])
			}
		}
		if !x.S.Cards[ice].Rezzed {
			t.Fatalf("Brain Wash not rezzed in the run")
		}
		if derezzed {
			x.S.Cards[ice].Rezzed = false // derezzed since by another effect
		}
		x.Ready()
		x.Do(onr.Runner, "play Senatorial Field Trip")
		asked := x.Offered(onr.Corp, "decline")
		if asked == derezzed {
			t.Fatalf("derezzed %v: the Corp asked to derez or take the points %v", derezzed, asked)
		}
		if asked {
			x.Do(onr.Corp, "decline")
		}
		x.PassAll()
		if want := map[bool]int32{false: 2, true: 0}[derezzed]; x.Corp().BadPub != want {
			t.Fatalf("derezzed %v: %d Bad Publicity points, want %d", derezzed, x.Corp().BadPub, want)
		}
	}
}

// R441: after a misdirected run (Siren re-routes a run on HQ to its fort),
// Remote Detonator trashes the ice of the fort whose cards were accessed,
// not of the fort first named.
func checkR441_RemoteDetonatorAfterAMisdirectedRun(t onrtest.TB) {
	x := onrtest.New(t, 1)
	x.Deck(onr.Corp, "Data Wall", "Data Wall", "Data Wall", "Data Wall")
	_, fort := x.Install(onr.NewFort, "Siren", true)
	x.Hand(onr.Runner, "Remote Detonator")
	x.Ready().ToTurn(onr.Runner)
	x.Do(onr.Runner, "run on HQ")
	x.Do(onr.Corp, "redirect Siren")
	x.PassAll()
	for i := 0; x.S.Run.Active && i < 20; i++ {
		if x.Offered(onr.Runner, "continue") {
			x.Do(onr.Runner, "continue")
		}
		x.PassAll()
		if x.Offered(onr.Runner, "leave Siren") {
			x.Do(onr.Runner, "leave Siren")
		}
	}
	hq, _ := x.Ice(0, "Data Wall", true)
	sirens, _ := x.Ice(fort, "Data Wall", true)
	x.Runner().Bits = 7
	x.Ready()
	x.Do(onr.Runner, "play Remote Detonator").PassAll()
	if x.S.Cards[sirens].Zone != onr.ZoneDiscard || x.S.Cards[hq].Zone != onr.ZoneIce {
		t.Fatalf("the ice of Siren's fort in %s (want the Archives), of HQ in %s (want installed)", x.S.Cards[sirens].Zone, x.S.Cards[hq].Zone)
	}
}
