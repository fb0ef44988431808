package cards_test

import (
	"fmt"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// kludge returns the Kludge counters on ice c: those of every Emergency
// Rig effect naming it.
func kludge(x *onrtest.Table, c int32) int32 {
	var n int32
	for _, l := range x.S.Lasting {
		if l.Mod == onr.ModKludgeCounters && l.Arg == c {
			n += l.N
		}
	}
	return n
}

func TestEmergencyRig(t *testing.T) {
	// Each case plays one Emergency Rig per X in xs on a Wall of Static of
	// HQ (rezzed or not), the Corp's pool 6, then plays Corp turns and reads
	// the ice's Kludge counters after each (-1 once it is trashed).
	for _, tc := range []struct {
		name   string
		rezzed bool
		derez  bool    // derez the ice after the Rigs
		xs     []int32 // X of each Rig played
		after  []int32 // counters after each next Corp turn, -1 trashed
	}{
		{"Emergency Rig: pays X, rezzes the ice at no cost with X Kludge counters; one removed each turn, the ice trashed with the last",
			false, false, []int32{2}, []int32{1, -1}},
		{"Emergency Rig: played on ice already rezzed, it is trashed with the last counter (R135)",
			true, false, []int32{1}, []int32{-1}},
		{"Emergency Rig: the Kludge counters stay on derezzed ice (R134)",
			false, true, []int32{3}, []int32{2, 1, -1}},
		{"Emergency Rig: a second Rig on the same ice adds its counters and extends its life (R133)",
			false, false, []int32{1, 2}, []int32{1, -1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			c, _ := x.Ice(onr.FortHQ, "Wall of Static", tc.rezzed)
			for range tc.xs {
				x.Hand(corp, "Emergency Rig")
			}
			x.Deck(corp, filler("Sleeper", 5)...)
			x.Corp().Bits = 6
			x.Ready()
			x.Corp().Actions = 3
			var paid, total int32
			for _, n := range tc.xs {
				x.Do(corp, "play Emergency Rig")
				x.Do(corp, "rez Wall of Static")
				if d := x.Decision(corp); d.Min != 1 {
					t.Fatalf("X may be %d; it cannot be 0", d.Min)
				}
				x.Number(corp, int(n))
				paid += n
				total += n
				want(t, "Wall of Static rezzed", x.S.Cards[c].Rezzed, true)
				want(t, "Corp bits (X paid, no rez cost)", x.Corp().Bits, 6-paid)
				want(t, "Kludge counters", kludge(x, c), total)
			}
			if tc.derez {
				x.S.Cards[c].Rezzed = false
			}
			for i, n := range tc.after {
				x.ToTurn(onr.Runner)
				x.ToTurn(onr.Corp)
				for _, l := range x.S.Lasting {
					if l.Mod == onr.ModKludgeCounters && l.N < 0 {
						t.Fatalf("a Rig holds %d Kludge counters after turn %d", l.N, i+1)
					}
				}
				got := kludge(x, c)
				if x.S.Cards[c].Zone != onr.ZoneIce {
					got = -1
				}
				want(t, fmt.Sprintf("Kludge counters after turn %d", i+1), got, n)
			}
			left := 0
			for _, l := range x.S.Lasting {
				if l.Mod == onr.ModKludgeCounters {
					left++
				}
			}
			want(t, "Kludge effects left once the ice is trashed", left, 0)
		})
	}
}

func TestEmergencyRigShuffledAwayIsNotNamed(t *testing.T) {
	for _, tc := range []struct {
		name   string
		intoRD bool   // Emergency Rig moved from the Archives into R&D
		want   string // the event of the trash
	}{
		{"Emergency Rig: its effect trashing the ice is told with its name while the card lies face up in the Archives", false, "Emergency Rig trashes Wall of Static"},
		{"Emergency Rig: once the card is in R&D, its effect trashing the ice does not name it (ONR-2.6)", true, "an effect trashes Wall of Static"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := newTable(t)
			c, _ := x.Ice(onr.FortHQ, "Wall of Static", false)
			x.Hand(corp, "Emergency Rig")
			x.Deck(corp, filler("Sleeper", 5)...)
			x.Corp().Bits = 6
			x.Ready()
			x.Corp().Actions = 3
			x.Do(corp, "play Emergency Rig")
			x.Do(corp, "rez Wall of Static")
			x.Number(corp, 1)
			rig := newest(x, "Emergency Rig")
			want(t, "Emergency Rig in the Archives", inZone(x, rig, onr.ZoneDiscard), true)
			if tc.intoRD {
				x.S.Move(rig, x.Seat(onr.Corp), onr.ZoneDeck, true)
			}
			x.ToTurn(onr.Runner)
			x.Events = nil
			x.ToTurn(onr.Corp)
			want(t, "Wall of Static trashed", x.S.Cards[c].Zone, onr.ZoneDiscard)
			want(t, "the trash told as "+tc.want, x.Logged(tc.want), true)
		})
	}
}
