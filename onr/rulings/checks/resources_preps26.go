package checks

import (
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// technicianOnHQ plays Disgruntled Ice Technician on HQ, whose ice is
// listed outermost first, with Dropp™ and Dwarf installed.
func technicianOnHQ(t onrtest.TB, ice ...string) (*onrtest.Table, []int32) {
	t.Helper()
	x, cs := outsideCount(t, ice...)
	x.Rig("Dropp™", "Dwarf")
	x.Hand(onr.Runner, "Disgruntled Ice Technician")
	x.ToTurn(onr.Runner)
	x.Runner().Bits = 5
	x.Do(onr.Runner, "play Disgruntled Ice Technician on HQ")
	return x, cs
}

const technicianUse = "use Disgruntled Ice Technician: derez the ice passed and end the run"

// R328: ice whose subroutines Dropp™ broke is never passed (the run ends
// after the encounter), so Disgruntled Ice Technician cannot derez it.
func checkR328_TechnicianNotAfterDropp(t onrtest.TB) {
	x, cs := technicianOnHQ(t, "Data Wall")
	x.Do(onr.Runner, "break all subroutines with Dropp™")
	x.PassAll()
	if x.Offered(onr.Runner, technicianUse) {
		t.Errorf("Disgruntled Ice Technician offered after Dropp™: %s", x.Describe())
	}
	if x.S.Run.Active {
		t.Errorf("the run goes on after Dropp™")
	}
	if !x.S.Cards[cs[0]].Rezzed {
		t.Errorf("Data Wall was derezzed")
	}
}

// R327 (R301): ice with no subroutines counts as having had them all
// broken, so Disgruntled Ice Technician may derez Hunting Pack, the only
// ice of HQ, once it is passed.
func checkR327_TechnicianAfterIceWithNoSubroutines(t onrtest.TB) {
	x, cs := technicianOnHQ(t, "Hunting Pack")
	passUntilOffered(x, technicianUse)
	if !x.Offered(onr.Runner, technicianUse) {
		t.Fatalf("after passing Hunting Pack with no subroutines, the Technician is not offered: %s", x.Describe())
	}
	x.Do(onr.Runner, technicianUse)
	if x.S.Cards[cs[0]].Rezzed {
		t.Errorf("Hunting Pack is still rezzed")
	}
	if x.S.Run.Active {
		t.Errorf("the run goes on")
	}
}

// R420: Pirate Broadcast gives one chance to run each fort: a run Siren
// misdirects away from HQ used up HQ, which is not offered again, while the
// forts not yet run still are.
func checkR420_PirateBroadcastOneChanceAtEachFort(t onrtest.TB) {
	x := onrtest.New(t, 1)
	_, fort := x.Install(onr.NewFort, "Siren", true)
	x.Hand(onr.Runner, "Pirate Broadcast")
	x.Ready().ToTurn(onr.Runner)
	x.Do(onr.Runner, "play Pirate Broadcast")
	x.Do(onr.Runner, "run on HQ with Pirate Broadcast")
	x.Do(onr.Corp, "redirect Siren")
	if x.S.Run.Fort != fort {
		t.Fatalf("the run is on fort %d, want Siren's %d", x.S.Run.Fort, fort)
	}
	const choose = "Pirate Broadcast: choose the next fort to run"
	for i := 0; x.S.Run.Active || x.Decision(onr.Runner).Prompt != choose; i++ {
		if i > 20 {
			t.Fatalf("the misdirected run did not end: %s", x.Describe())
		}
		switch {
		case x.Offered(onr.Runner, "continue"):
			x.Do(onr.Runner, "continue")
		case x.Offered(onr.Runner, "leave Siren"):
			x.Do(onr.Runner, "leave Siren")
		default:
			x.PassAll()
		}
	}
	if x.Offered(onr.Runner, "run on HQ with Pirate Broadcast") {
		t.Errorf("HQ offered again after the run misdirected away from it: %q", x.Options(onr.Runner))
	}
	if !x.Offered(onr.Runner, "run on R&D with Pirate Broadcast") {
		t.Errorf("R&D, not yet run, is not offered: %q", x.Options(onr.Runner))
	}
}

// sneakPreviewDwarf plays Sneak Preview, installing Dwarf from the stack,
// with Microtech Backup Drive installed and a rezzed Banpei on HQ.
func sneakPreviewDwarf(t onrtest.TB) (*onrtest.Table, int32) {
	t.Helper()
	x := rgRunner(t, []string{"Banpei"}, []string{mbdDrive}, 1, 5)
	x.Hand(onr.Runner, "Sneak Preview")
	x.Deck(onr.Runner, "Dwarf")
	x.G.Reprompt()
	x.Do(onr.Runner, "play Sneak Preview")
	x.Do(onr.Runner, "choose Dwarf")
	dwarf := pvTitle(x, "Dwarf")
	if x.S.Cards[dwarf].Zone != onr.ZoneRig {
		t.Fatalf("Sneak Preview did not install Dwarf: %s", x.Describe())
	}
	return x, dwarf
}

// R464: a program Sneak Preview installed that is trashed before the end
// of the turn stays in the trash: here the Corp trashes Dwarf with Banpei.
func checkR464_SneakPreviewProgramTrashedStaysTrashed(t onrtest.TB) {
	x, dwarf := sneakPreviewDwarf(t)
	rgRunHQ(x)
	if x.Offered(onr.Runner, "done") {
		x.Do(onr.Runner, "done") // the break step
	}
	x.Do(onr.Corp, "trash Dwarf")
	x.PassAll()
	if x.Offered(onr.Runner, mbdHold) {
		x.Do(onr.Runner, "done") // not onto the Drive: into the trash
	}
	x.ToTurn(onr.Corp)
	if z := x.S.Cards[dwarf].Zone; z != onr.ZoneDiscard {
		t.Errorf("Dwarf is in %s at the Corp's turn, want the trash", z)
	}
}

// R465: a program Sneak Preview installed that ends up on Microtech Backup
// Drive has left play and does not return to the hand at the end of the
// turn.
func checkR465_SneakPreviewProgramOnTheDriveStays(t onrtest.TB) {
	x, dwarf := sneakPreviewDwarf(t)
	rgRunHQ(x)
	if x.Offered(onr.Runner, "done") && !x.Offered(onr.Runner, mbdHold) {
		x.Do(onr.Runner, "done") // the break step
	}
	x.Do(onr.Corp, "trash Dwarf")
	x.Do(onr.Runner, mbdHold)
	x.ToTurn(onr.Corp)
	if z := x.S.Cards[dwarf].Zone; z != onr.ZoneHeld {
		t.Errorf("Dwarf is in %s at the Corp's turn, want on the Drive", z)
	}
}

// The checks of this file, registered here rather than in registry.go's
// list, which other branches append to.
func init() {
	registry = append(registry,
		Check{Rulings: []string{"R328"}, Name: "Disgruntled Ice Technician not after Dropp", Run: checkR328_TechnicianNotAfterDropp},
		Check{Rulings: []string{"R464"}, Name: "a program Sneak Preview installed, trashed, stays in the trash", Run: checkR464_SneakPreviewProgramTrashedStaysTrashed},
		Check{Rulings: []string{"R465"}, Name: "a program Sneak Preview installed, on the Drive, stays there", Run: checkR465_SneakPreviewProgramOnTheDriveStays},
		Check{Rulings: []string{"R420"}, Name: "Pirate Broadcast gives one chance at each fort", Run: checkR420_PirateBroadcastOneChanceAtEachFort},
		Check{Rulings: []string{"R327", "R301"}, Name: "Disgruntled Ice Technician after ice with no subroutines", Run: checkR327_TechnicianAfterIceWithNoSubroutines},
	)
}
