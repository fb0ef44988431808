package checks

import (
	"strings"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Checks of the rulings naming the Corp agendas and operations of issue 26.

// vbgAccess installs Viral Breeding Ground in a new fort with adv
// advancement counters, gives the Runner Afreet hosting Codecracker and
// Umbrella Policy (which prevents trashes), and makes the Runner run on
// the fort; the Corp makes its choices picks in order whenever offered, and
// the Runner steals the agenda. It returns the table and the agenda.
func vbgAccess(t onrtest.TB, adv int32, before func(x *onrtest.Table), picks ...string) (*onrtest.Table, int32) {
	t.Helper()
	x := tableWithRD(t, 1, 6)
	c, _ := x.Install(onr.NewFort, "Viral Breeding Ground", false)
	x.S.Cards[c].Adv = adv
	x.Rig("Afreet", "Umbrella Policy")
	x.G.InstallRunner(x.Card("Codecracker"), pvTitle(x, "Afreet"))
	if before != nil {
		before(x)
	}
	x.Ready()
	x.ToTurn(onr.Runner)
	x.Runner().Bits = 10
	x.Do(onr.Runner, "run on fort 1")
	for i := 0; i < 40 && x.S.Run.Active; i++ {
		if len(picks) > 0 && x.Offered(onr.Corp, picks[0]) {
			x.Do(onr.Corp, picks[0])
			picks = picks[1:]
			continue
		}
		if x.Offered(onr.Runner, "prevent Umbrella Policy") {
			t.Fatalf("the trashing of the daemon's program may be prevented")
		}
		opts := x.Options(onr.Runner)
		switch {
		case x.Offered(onr.Runner, "continue"):
			x.Do(onr.Runner, "continue")
		case len(opts) > 0 && strings.HasPrefix(opts[0], "steal "):
			x.Do(onr.Runner, opts[0])
		default:
			x.PassAll()
		}
	}
	if len(picks) > 0 {
		t.Fatalf("the Corp was never offered %q", picks)
	}
	return x, c
}

// R246, R259 (ONR-8.8.3): Viral Breeding Ground bringing a daemon back to
// the Runner's hand trashes the programs installed in it, and nothing may
// prevent that (Umbrella Policy is not offered).
func checkR246_R259_BreedingGroundDaemonToHand(t onrtest.TB) {
	x, _ := vbgAccess(t, 1, nil, "choose Afreet", "done")
	afreet, cc := pvTitle(x, "Afreet"), pvTitle(x, "Codecracker")
	if x.S.Cards[afreet].Zone != onr.ZoneHand || x.S.Cards[cc].Zone != onr.ZoneDiscard {
		t.Fatalf("Afreet in zone %v, Codecracker in zone %v; want the hand and the trash", x.S.Cards[afreet].Zone, x.S.Cards[cc].Zone)
	}
}

// R247: the advancement counters on Viral Breeding Ground are not virus
// counters: the Corp's purge of its virus counters leaves them, and
// accessed with two of them the agenda still brings back up to four
// programs (here both of the Runner's installed programs and the daemon's).
func checkR247_BreedingGroundCountersAreNotVirusCounters(t onrtest.TB) {
	x, c := vbgAccess(t, 2, func(x *onrtest.Table) {
		g := x.Rig("Gremlins")[0]
		x.Corp().Virus = []onr.Virus{{ID: x.S.Cards[g].ID, N: 2}}
		x.Ready()
		x.Do(onr.Corp, "gain")
		x.Do(onr.Corp, "purge").PassAll()
		if len(x.Corp().Virus) != 0 || x.S.Cards[c0(x)].Adv != 2 {
			t.Fatalf("after the purge: virus %v, Viral Breeding Ground's advancement counters %d (want 2)", x.Corp().Virus, x.S.Cards[c0(x)].Adv)
		}
	}, "choose Codecracker", "choose Gremlins", "choose Afreet")
	for _, title := range []string{"Codecracker", "Gremlins", "Afreet"} {
		if z := x.S.Cards[pvTitle(x, title)].Zone; z != onr.ZoneHand {
			t.Fatalf("%s in zone %v, want the Runner's hand", title, z)
		}
	}
	if x.S.Cards[c].Zone != onr.ZoneScored {
		t.Fatalf("Viral Breeding Ground in zone %v, want stolen", x.S.Cards[c].Zone)
	}
}

// c0 returns the Viral Breeding Ground of table x.
func c0(x *onrtest.Table) int32 { return pvTitle(x, "Viral Breeding Ground") }
