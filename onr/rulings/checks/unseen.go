package checks

import (
	"encoding/json"
	"strings"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// Checks of the rulings on cards that ask about the history of a turn
// (onr/history.go): cards trashed unseen whose kind On the Fast Track asks
// about (R322, R410), and Roving Submarine's errata (R214).

// checkR322_R410_FastTrackAnswersForCardsTrashedUnseen: the Runner trashes
// a fort with Death from Above. Cards he has not seen go face down to the
// Archives, where neither his view nor his log names them (he may not
// look). On the Fast Track pays by the keywords of what he trashed, seen or
// not (he asks the Corp, the rules verify the answer: onr/history.go keeps
// a trashed card for the seats that knew it and the player who trashed
// it): 8 bits for an advertisement card, 6 for a transactions card,
// nothing for neither.
func checkR322_R410_FastTrackAnswersForCardsTrashedUnseen(t onrtest.TB) {
	const use = "use Death from Above: Trash every card installed in the fort run"
	for _, tc := range []struct {
		name   string
		nodes  []string
		rezzed bool
		gain   int32
	}{
		{"R410 an advertisement card trashed unseen: face down, named to the Runner nowhere, 8 bits", []string{"Rockerboy Promotion", "Antiquated Interface Routines"}, false, 8},
		{"R410 a transactions card trashed unseen: face down, named to the Runner nowhere, 6 bits", []string{"Information Laundering", "Antiquated Interface Routines"}, false, 6},
		{"R410 neither trashed unseen: nothing", []string{"Rustbelt HQ Branch", "Antiquated Interface Routines"}, false, 0},
		{"R410 a rezzed advertisement card trashed: 8 bits", []string{"Rockerboy Promotion", "Antiquated Interface Routines"}, true, 8},
		{"R410 a rezzed transactions card trashed: 6 bits", []string{"Information Laundering", "Antiquated Interface Routines"}, true, 6},
		{"R410 neither trashed: nothing", []string{"Rustbelt HQ Branch", "Antiquated Interface Routines"}, true, 0},
	} {
		onrtest.Run(t, tc.name, func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			fort := int32(onr.NewFort)
			var trashed []int32
			for _, n := range tc.nodes {
				var c int32
				c, fort = x.Install(fort, n, tc.rezzed)
				trashed = append(trashed, c)
			}
			x.Rig("Death from Above")
			x.Hand(onr.Runner, "On the Fast Track")
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Runner().Bits = 5
			x.Events = nil
			x.Do(onr.Runner, "run on fort 1")
			rgContinue(x)
			if !x.Offered(onr.Runner, use) {
				t.Fatalf("Death from Above not offered after the run: %q", x.Options(onr.Runner))
			}
			x.Do(onr.Runner, use).PassAll()
			rgContinue(x)
			v, err := json.Marshal(rgView(x, onr.Runner))
			if err != nil {
				t.Fatalf("the Runner's view: %v", err)
			}
			for _, c := range trashed {
				title := x.G.Title(c)
				k := x.S.Cards[c]
				if k.Zone != onr.ZoneDiscard || k.FaceUp != tc.rezzed {
					t.Errorf("%s in zone %s face up %v: want in the Archives, face up %v", title, k.Zone, k.FaceUp, tc.rezzed)
				}
				if tc.rezzed {
					continue
				}
				if x.G.Visible(c, x.Seat(onr.Runner)) || strings.Contains(string(v), title) {
					t.Errorf("the Runner sees %s in the Archives", title)
				}
				if rgEvent(x, onr.Runner, title) >= 0 {
					t.Errorf("the Runner's log names %s", title)
				}
			}
			bits := x.Runner().Bits
			x.Events = nil
			x.Do(onr.Runner, "play On the Fast Track").PassAll()
			if got := x.Runner().Bits - bits; got != tc.gain {
				t.Errorf("On the Fast Track gave %d bits, want %d", got, tc.gain)
			}
			for _, c := range trashed {
				if title := x.G.Title(c); !tc.rezzed && rgEvent(x, onr.Runner, title) >= 0 {
					t.Errorf("the Runner's log names %s once On the Fast Track is played", title)
				}
			}
		})
	}
}

// R214 (errata): Roving Submarine's fort may be run only if the Corp
// installed a card or added an advancement counter to a card inside or on
// it during its last turn: ice installed on it or an agenda advanced in it
// opens it; an advance elsewhere, or a turn that did neither, does not.
func checkR214_RovingSubmarineOpenAfterInstallOrAdvance(t onrtest.TB) {
	for _, tc := range []struct {
		name, action string
		runnable     bool
	}{
		{"R214 ice installed on its fort", "install Data Wall on fort 1", true},
		{"R214 an advancement counter added in its fort", "advance Hostile Takeover", true},
		{"R214 not an advance elsewhere", "advance Priority Requisition", false},
		{"R214 not a turn that did neither", "", false},
	} {
		onrtest.Run(t, tc.name, func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			_, fort := x.Install(onr.NewFort, "Roving Submarine", true)
			x.Install(fort, "Hostile Takeover", false)
			x.Install(onr.NewFort, "Priority Requisition", false)
			x.Hand(onr.Corp, "Data Wall")
			x.Corp().Bits = 10
			x.Ready()
			if tc.action != "" {
				x.Do(onr.Corp, tc.action).PassAll()
			}
			x.ToTurn(onr.Runner)
			if got := x.Offered(onr.Runner, "run on fort 1"); got != tc.runnable {
				t.Fatalf("run on fort 1 offered %v, want %v: %q", got, tc.runnable, x.Options(onr.Runner))
			}
		})
	}
}

// R226: Siren reroutes a run onto its own fort, but never into a run the
// Runner may not make: on Roving Submarine's fort, closed when the Corp
// installed and advanced nothing there in its last turn, Siren is not
// offered; opened by an install there, it is, and the run goes there.
func checkR226_SirenCannotRerouteIntoAClosedFort(t onrtest.TB) {
	for _, tc := range []struct {
		name, action string
		offered      bool
	}{
		{"R226 Siren on a closed Roving Submarine fort reroutes nothing", "", false},
		{"R226 Siren on an opened Roving Submarine fort reroutes the run there", "install Data Wall on fort 1", true},
	} {
		onrtest.Run(t, tc.name, func(t onrtest.TB) {
			x := tableWithRD(t, 1, 6)
			_, fort := x.Install(onr.NewFort, "Roving Submarine", true)
			x.Install(fort, "Siren", true)
			x.Hand(onr.Corp, "Data Wall")
			x.Corp().Bits = 10
			x.Ready()
			if tc.action != "" {
				x.Do(onr.Corp, tc.action).PassAll()
			}
			x.ToTurn(onr.Runner)
			x.Do(onr.Runner, "run on HQ")
			if got := x.Offered(onr.Corp, "redirect Siren"); got != tc.offered {
				t.Fatalf("redirect Siren offered %v, want %v: %q", got, tc.offered, x.Options(onr.Corp))
			}
			if tc.offered {
				x.Do(onr.Corp, "redirect Siren")
				if x.S.Run.Fort != fort {
					t.Fatalf("the run is on fort %d, want Siren's %d", x.S.Run.Fort, fort)
				}
			}
		})
	}
}
