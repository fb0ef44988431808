package cards_test

import (
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// fortressRun arranges Obfuscated Fortress in HQ (rezzed or not) behind
// ice, the Runner with rig and bits, and has the Runner run on target; the
// Corp passes its start-of-run decision unless rez.
func fortressRun(t *testing.T, rezzed bool, ice string, rig []string, bits int32, target string) (*onrtest.Table, int32) {
	t.Helper()
	x := newTable(t)
	x.StartOfRun = !rezzed // the Corp may rez it in its start-of-run decision
	of, _ := x.Install(onr.FortHQ, "Obfuscated Fortress", rezzed)
	x.Ice(onr.FortHQ, ice, true)
	x.Rig(rig...)
	x.Ready()
	x.ToTurn(runner)
	x.Runner().Bits = bits
	x.Corp().Bits = 5
	x.Do(runner, "run on "+target)
	return x, of
}

// toEncounter passes until the Runner may break a subroutine or the run
// is over.
func toEncounter(t *testing.T, x *onrtest.Table, brk string) {
	t.Helper()
	for i := 0; i < 20 && x.S.Run.Active && !x.Offered(runner, brk) && !x.Offered(runner, "done"); i++ {
		if x.Offered(corp, onr.StartOfRunPrompt) {
			x.Do(corp, "pass")
			continue
		}
		x.PassAll()
	}
}

// runToEnd ends the run: the Runner lets the subroutines fire, jacks out
// when he can, and everyone passes.
func runToEnd(t *testing.T, x *onrtest.Table) {
	t.Helper()
	for i := 0; i < 30 && x.S.Run.Active; i++ {
		switch {
		case x.Offered(runner, "done"):
			x.Do(runner, "done")
		case x.Offered(runner, "jack-out"):
			x.Do(runner, "jack-out")
		default:
			x.PassAll()
		}
	}
	want(t, "run over", x.S.Run.Active, false)
}

func TestObfuscatedFortress(t *testing.T) {
	const brk = "break subroutine 1 with Dwarf"
	for _, tc := range []struct {
		name      string
		announce  int
		breaks    bool  // the Runner may break Data Wall's subroutine with Dwarf (1 bit)
		bitsAfter int32 // the Runner's pool after the run, from 5
	}{
		{"Obfuscated Fortress: the Runner announces 0 bits at the start of a run on its fort and cannot spend any", 0, false, 5},
		{"Obfuscated Fortress: the Runner spends what he announced (1 bit) and loses nothing", 1, true, 4},
		{"Obfuscated Fortress: the Runner announces 3, spends 1 and loses the 2 not spent once the run is complete", 3, true, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x, _ := fortressRun(t, true, "Data Wall", []string{"Dwarf"}, 5, "HQ")
			d := x.Decision(runner)
			want(t, "the Runner asked a number", d.Kind, engine.Number)
			want(t, "the most he may announce (5 + 10)", d.Max, 15)
			x.Number(runner, tc.announce)
			want(t, "announcement said", x.Logged("announces"), true)
			toEncounter(t, x, brk)
			want(t, "break offered", x.Offered(runner, brk), tc.breaks)
			if tc.breaks {
				x.Do(runner, brk)
			}
			runToEnd(t, x)
			want(t, "Runner bits after the run", x.Runner().Bits, tc.bitsAfter)
		})
	}
	t.Run("Obfuscated Fortress: a run on another fort is not announced", func(t *testing.T) {
		x, _ := fortressRun(t, true, "Data Wall", []string{"Dwarf"}, 5, "R&D")
		if d, ok := engine.DecisionFor(x.G, x.G.SeatOf(runner)); ok && d.Kind == engine.Number {
			t.Fatalf("the Runner is asked %q", d.Prompt)
		}
		runToEnd(t, x)
		want(t, "Runner bits", x.Runner().Bits, int32(5))
	})
	t.Run("Obfuscated Fortress: the Runner may announce more than his pool, and loses only his pool's bits (R182)", func(t *testing.T) {
		x, _ := fortressRun(t, true, "Data Wall", []string{"Dwarf"}, 2, "HQ")
		x.Number(runner, 6)
		runToEnd(t, x)
		want(t, "Runner bits", x.Runner().Bits, int32(0))
		want(t, "loss said", x.Logged("loses 2 bits announced and not spent"), true)
	})
	t.Run("Obfuscated Fortress: bits of every source count against the announcement (R181)", func(t *testing.T) {
		x, _ := fortressRun(t, true, "Endless Corridor", []string{"Codecracker", "Cloak"}, 5, "HQ")
		x.Number(runner, 1)
		toEncounter(t, x, "pump Codecracker: +1 strength for 1")
		x.Do(runner, "pump Codecracker: +1 strength for 1") // paid with a Cloak bit
		want(t, "Runner pool", x.Runner().Bits, int32(5))
		want(t, "pump offered again with 5 bits in the pool and 2 on Cloak", x.Offered(runner, "pump Codecracker: +1 strength for 1"), false)
		runToEnd(t, x)
		want(t, "Runner pool after the run (nothing left of the announcement)", x.Runner().Bits, int32(5))
	})
	t.Run("Obfuscated Fortress: the Corp may rez it at the start of a run on its fort; the Runner then announces", func(t *testing.T) {
		x, of := fortressRun(t, false, "Data Wall", []string{"Dwarf"}, 5, "HQ")
		const rez = "use Obfuscated Fortress: Rez at the start of a run on this fort"
		want(t, "rez offered at the start", x.Offered(corp, rez), true)
		x.Do(corp, rez)
		want(t, "rezzed", x.S.Cards[of].Rezzed, true)
		want(t, "Corp bits (rez cost 4)", x.Corp().Bits, int32(1))
		x.Number(runner, 0)
		toEncounter(t, x, brk)
		want(t, "break offered", x.Offered(runner, brk), false)
	})
	t.Run("Obfuscated Fortress: unrezzed, it cannot be rezzed at the start of a run on another fort", func(t *testing.T) {
		x, _ := fortressRun(t, false, "Data Wall", []string{"Dwarf"}, 5, "R&D")
		want(t, "rez offered", x.Offered(corp, "use Obfuscated Fortress: Rez at the start of a run on this fort"), false)
	})
}

func TestObfuscatedFortressAndARedirectedRun(t *testing.T) {
	const brk = "break subroutine 1 with Dwarf"
	t.Run("Obfuscated Fortress: a run redirected at its start onto its fort (Siren) is announced (R183)", func(t *testing.T) {
		x := newTable(t)
		_, fort := x.Install(onr.NewFort, "Siren", true)
		x.Install(fort, "Obfuscated Fortress", true)
		x.Ice(fort, "Data Wall", true)
		x.Rig("Dwarf")
		x.Ready().ToTurn(runner)
		x.Runner().Bits = 5
		x.Do(runner, "run on HQ")
		x.Do(corp, "resolve Obfuscated Fortress") // a run on HQ: nothing to announce
		if d, ok := engine.DecisionFor(x.G, x.G.SeatOf(runner)); ok && d.Kind == engine.Number {
			t.Fatalf("the Runner is asked %q on a run on HQ", d.Prompt)
		}
		x.Do(corp, "redirect Siren")
		want(t, "the run's fort", x.S.Run.Fort, fort)
		d := x.Decision(runner)
		want(t, "the Runner asked a number", d.Kind, engine.Number)
		x.Number(runner, 0)
		toEncounter(t, x, brk)
		want(t, "break offered", x.Offered(runner, brk), false)
	})
	t.Run("Obfuscated Fortress: the announcement stays when the run is redirected elsewhere at its start (R183)", func(t *testing.T) {
		x := newTable(t)
		x.Install(onr.FortHQ, "Obfuscated Fortress", true)
		_, fort := x.Install(onr.NewFort, "Siren", true)
		x.Ice(onr.FortHQ, "Data Wall", true)
		x.Ice(fort, "Data Wall", true)
		x.Rig("Dwarf")
		x.Ready().ToTurn(runner)
		x.Runner().Bits = 5
		x.Do(runner, "run on HQ")
		x.Do(corp, "resolve Obfuscated Fortress")
		x.Number(runner, 0)
		x.Do(corp, "redirect Siren")
		want(t, "redirected", x.Logged("Siren redirects the run to fort 1"), true)
		toEncounter(t, x, brk)
		want(t, "break offered", x.Offered(runner, brk), false)
	})
}
