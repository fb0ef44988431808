package bso_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/enginetest"
	"github.com/datafort/datafort/onr"
)

// TestAccessedCardsHiddenFromOtherSponsors: at a table of four, Agent 1
// runs on a fort of Sponsor 2 holding an unrezzed node, one he can afford
// to trash or one he cannot. Sponsor 1 and Agent 2 do not know that card
// (only Sponsor 2 does), so what the Agent may do with it is asked on
// public grounds (onr/accesshidden.go): they observe the same at every
// step (views, who decides, prompts and sizes of questions), while the
// Agent is offered the trash he can afford.
func TestAccessedCardsHiddenFromOtherSponsors(t *testing.T) {
	seen := func(t *testing.T, node string) (obs []string, offered []string) {
		g := newGame(t, 1)
		s := arrange(g, a1, 5)
		f := g.InstallCorp(card(t, g, s2, node), onr.NewFort, false)
		ready(t, g)
		choose(t, g, a1, "run on "+g.FortName(f))
		for step := 0; step < 60; step++ {
			var b strings.Builder
			for _, seat := range []engine.Seat{s1, a2} {
				v, err := json.Marshal(g.View(seat))
				if err != nil {
					t.Fatal(err)
				}
				fmt.Fprintf(&b, "seat %d: %s %v\n", seat, v, enginetest.AskedOf(g, seat))
			}
			obs = append(obs, b.String())
			if !s.Run.Active && strings.Contains(pending(g), "Take an action") {
				return obs, offered
			}
			d := g.Pending()[0]
			opts := options(g, d.Seat)
			if d.Seat == a1 {
				offered = append(offered, opts...)
			}
			choice := opts[0]
			for _, o := range opts {
				if o == "decline" || o == "pass" || strings.HasPrefix(o, "leave ") {
					choice = o
					break
				}
			}
			choose(t, g, d.Seat, choice)
		}
		t.Fatalf("the run did not end: %s", pending(g))
		return nil, nil
	}
	obsA, offeredA := seen(t, "Rustbelt HQ Branch")
	obsB, offeredB := seen(t, "Holovid Campaign")
	if !slices.Contains(offeredA, "trash Rustbelt HQ Branch for 2") || slices.Contains(offeredB, "trash Holovid Campaign for 7") {
		t.Fatalf("Agent 1 with 5 bits is offered %q and %q", offeredA, offeredB)
	}
	for i := range max(len(obsA), len(obsB)) {
		if i >= len(obsA) || i >= len(obsB) || obsA[i] != obsB[i] {
			t.Fatalf("Sponsor 1 and Agent 2 observe differently at step %d, with Rustbelt HQ Branch or Holovid Campaign:\n%.3000s", i, strings.Join([]string{at(obsA, i), at(obsB, i)}, "\n"))
		}
	}
}

// at returns l[i], or "(nothing)" past its end.
func at(l []string, i int) string {
	if i < len(l) {
		return l[i]
	}
	return "(nothing)"
}
