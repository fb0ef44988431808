package observe_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/observe"
	"github.com/datafort/datafort/onr"
	onrobserve "github.com/datafort/datafort/onr/observe"
	"github.com/datafort/datafort/onr/onrtest"
)

// The first ids of the families naming set-aside cards, as
// testdata/onr-actions.golden pins them: the ids of the first
// onrobserve.ONRAside cards set aside must stay these.
const (
	removeShellCounterID = 2030  // remove-shell-counter own aside[0]
	installAsideID       = 23779 // install-aside own aside[0] new fort / no host
	installToSize        = 1 + onrobserve.ONRForts + 2*onrobserve.ONRRig
)

// asideTitles are Runner programs and hardware to set aside, in turn.
var asideTitles = []string{
	"Zetatech Mem Chip", "WuTech Mem Chip", "AI Boon", "Codecracker", "Pile Driver",
	"Skeleton Passkeys", "Mouse", "Jackhammer", "Krash", "Cortical Cybermodem",
	"Zetatech Portastation", "Raven Microcyb Eagle", "Wizard's Book",
}

// ids returns the action ids of d from the view and from the game, failing
// the test unless they agree and no view was built for the game's.
func ids(t *testing.T, g *onr.Game, d engine.Decision) ([]int, error) {
	t.Helper()
	enc := observe.For(onr.Rules.Name())
	want, wantErr := enc.Actions(observe.Given(g.View(d.Seat)), d)
	calls := 0
	got, gotErr := enc.(observe.GameActioner).ActionsOf(g, func() any { calls++; return g.View(d.Seat) }, d)
	if fmt.Sprint(gotErr) != fmt.Sprint(wantErr) || !slices.Equal(got, want) {
		t.Fatalf("from the game %v (%v), from the view %v (%v)", got, gotErr, want, wantErr)
	}
	if wantErr == nil && calls != 0 {
		t.Errorf("%d views built for ids the game names", calls)
	}
	return want, wantErr
}

// asideTable sets n cards aside with 2 Shell counters each, the last a
// Dwarf with 1 (installed when it goes, in normal memory or on the Imp:
// rig[1]), and brings the Runner to the removal at the start of his turn,
// where he chooses among the n cards.
func asideTable(t *testing.T, n int) (*onrtest.Table, []int32) {
	x := onrtest.New(t, 1)
	for range 6 {
		x.Deck(onr.Corp, "Data Wall")
	}
	x.Rig("The Shell Traders", "Imp")
	aside := make([]int32, n)
	for i := range n {
		title, counters := asideTitles[i%len(asideTitles)], int32(2)
		if i == n-1 {
			title, counters = "Dwarf", 1
		}
		aside[i] = x.Card(title)
		x.G.SetAside(aside[i], counters)
	}
	x.Ready()
	for range 3 {
		x.Do(onr.Corp, "gain").PassAll()
	}
	return x, aside
}

// TestCardsSetAsidePastTheFirstEightHaveTheirOwnIds: The Shell Traders
// sets aside as many cards as the Runner wishes. The first ONRAside keep
// the ids they always had; those past them are named by the families
// appended for them ("remove-shell-counter-more", "install-aside-more", by
// their place in the list set aside); every option of the decision has its
// own id, which names its card, from the view and from the game alike. The
// observation holds the first ONRAside and is built all the same.
func TestCardsSetAsidePastTheFirstEightHaveTheirOwnIds(t *testing.T) {
	enc := observe.For(onr.Rules.Name())
	for _, n := range []int{onrobserve.ONRAside, onrobserve.ONRAside + 1, 12, onrobserve.ONRAside + onrobserve.ONRAsideMore} {
		t.Run(fmt.Sprintf("%d cards set aside: each has its own id, the first %d their old ones", n, onrobserve.ONRAside), func(t *testing.T) {
			x, aside := asideTable(t, n)
			d := x.Decision(onr.Runner)
			if len(d.Options) != n {
				t.Fatalf("the Runner is offered %q, want a removal from each of the %d cards", x.Options(onr.Runner), n)
			}
			got, err := ids(t, x.G, d)
			if err != nil {
				t.Fatal(err)
			}
			for i, o := range d.Options {
				pos := slices.IndexFunc(aside, func(c int32) bool { return x.G.Handle(c) == o.Card })
				want := fmt.Sprintf("remove-shell-counter own aside[%d]", pos)
				if pos >= onrobserve.ONRAside {
					want = fmt.Sprintf("remove-shell-counter-more own aside[%d]", pos)
				}
				if name := enc.ActionName(got[i]); o.Verb != onr.VerbRemoveAsideCounter || name != want {
					t.Errorf("option %d %+v has id %d %q, want %q", i, o, got[i], name, want)
				}
				if pos < onrobserve.ONRAside && got[i] != removeShellCounterID+pos {
					t.Errorf("aside[%d]: id %d, want the old %d", pos, got[i], removeShellCounterID+pos)
				}
				if j := slices.Index(got[:i], got[i]); j >= 0 {
					t.Errorf("options %d and %d share id %d", j, i, got[i])
				}
			}
			obs := make([]float32, enc.ObservationSize())
			if err := enc.Observe(x.G.View(d.Seat), obs); err != nil {
				t.Fatalf("observation: %v", err)
			}
			// The cards field: a block of fields per place of the "card"
			// operand; own aside[j] is after the own hand, rig, scored
			// and discard places, and "present" is each block's first.
			seat := onrobserve.ONRHand + onrobserve.ONRRig + onrobserve.ONRScored + onrobserve.ONRDiscard + onrobserve.ONRAside
			places := 2*seat + onrobserve.ONRForts*(onrobserve.ONRIce+onrobserve.ONRFortCards) + 1
			cards, per := 0, 0
			for _, f := range enc.Layout() {
				if f.Name == "cards" {
					cards, per = f.Offset, f.Size/places
				}
			}
			for j := range onrobserve.ONRAside {
				if present := obs[cards+(seat-onrobserve.ONRAside+j)*per]; present != 1 {
					t.Errorf("own aside[%d] present %v in the observation, want 1", j, present)
				}
			}

			// The Dwarf's last counter goes: it is installed from where it
			// lies, in normal memory or on the Imp.
			x.Do(onr.Runner, "remove-shell-counter Dwarf")
			d = x.Decision(onr.Runner)
			got, err = ids(t, x.G, d)
			if err != nil {
				t.Fatal(err)
			}
			family, base := "install-aside", installAsideID+(n-1)*installToSize
			if n > onrobserve.ONRAside {
				family, base = "install-aside-more", -1
			}
			wantNames := []string{
				fmt.Sprintf("%s own aside[%d] new fort / no host", family, n-1),
				fmt.Sprintf("%s own aside[%d] host own rig[1]", family, n-1),
			}
			if len(got) != len(wantNames) {
				t.Fatalf("the Runner is offered %q, want the Dwarf's install in memory or on the Imp", x.Options(onr.Runner))
			}
			for i, id := range got {
				if name := enc.ActionName(id); name != wantNames[i] {
					t.Errorf("option %d %+v has id %d %q, want %q", i, d.Options[i], id, name, wantNames[i])
				}
			}
			if base >= 0 && (got[0] != base || got[1] != base+1+onrobserve.ONRForts+1) {
				t.Errorf("ids %v, want the old %d and %d", got, base, base+1+onrobserve.ONRForts+1)
			}
			if got[0] == got[1] {
				t.Errorf("both installs have id %d", got[0])
			}
		})
	}
	t.Run("past the most the encoding names, the view and the game refuse alike", func(t *testing.T) {
		n := onrobserve.ONRAside + onrobserve.ONRAsideMore + 1
		x, _ := asideTable(t, n)
		_, err := ids(t, x.G, x.Decision(onr.Runner))
		if want := fmt.Sprintf("%d cards where the encoding holds %d", n, n-1); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("error %v, want %q", err, want)
		}
	})
}
