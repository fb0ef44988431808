package observe_test

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/observe"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/carddb"
	onrobserve "github.com/datafort/datafort/onr/observe"
	"github.com/datafort/datafort/onr/onrtest"
)

// knownFieldCount is the fields of each known card of the observation's
// "known" field: the card's (22), then in_hand, in_deck, deck_pos and
// place_known (testdata/onr-layout.golden).
const knownFieldCount = 26

// knownBlock returns the observation of seat's view in x and the fields
// of the k-th known card of the seat at rel (0 own, 1 opp).
func knownBlock(t *testing.T, x *onrtest.Table, seat engine.Seat, rel, k int) []float32 {
	t.Helper()
	enc := observe.For(onr.Rules.Name())
	obs := make([]float32, enc.ObservationSize())
	if err := enc.Observe(x.G.View(seat), obs); err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(enc.Layout(), func(f observe.Field) bool { return f.Name == "known" })
	if i < 0 {
		t.Fatal("no known field in the layout")
	}
	f := enc.Layout()[i]
	if f.Size != 2*onrobserve.ONRKnown*knownFieldCount || f.Offset+f.Size != len(obs) {
		t.Fatalf("the known field is %d at %d of %d, want %d at the end", f.Size, f.Offset, len(obs), 2*onrobserve.ONRKnown*knownFieldCount)
	}
	return obs[f.Offset+(rel*onrobserve.ONRKnown+k)*knownFieldCount:][:knownFieldCount]
}

// cardIndex is the card_id of the observation: 1 + the card's index in
// carddb.All().
func cardIndex(t *testing.T, title string) float32 {
	t.Helper()
	for i, c := range carddb.All() {
		if c.Title == title {
			return float32(i + 1)
		}
	}
	t.Fatalf("no card %q", title)
	return 0
}

// TestTheObservationHoldsTheHiddenCardsTheSeatKnows: the observation's
// "known" field holds onr.PlayerView.Known, by seat relative to the
// observer: a card of HQ the Runner accessed, cards of R&D he looked at
// with their places; nothing for the Corp, whose hand is in "cards".
func TestTheObservationHoldsTheHiddenCardsTheSeatKnows(t *testing.T) {
	// present, known, card_id … then in_hand, in_deck, deck_pos, place_known.
	type want struct {
		title                         string
		inHand, inDeck, pos, posKnown float32
	}
	for _, tc := range []struct {
		name string
		play func(x *onrtest.Table)
		want []want
	}{
		{"a card accessed in HQ and left there: opp's first known card, in hand, at no place", func(x *onrtest.Table) {
			x.Hand(onr.Corp, "Quandary")
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(onr.Runner, "run on HQ")
			for i := 0; i < 20 && x.S.Run.Active; i++ {
				if slices.Contains(x.Options(onr.Runner), "continue") {
					x.Do(onr.Runner, "continue")
				} else {
					x.PassAll()
				}
			}
		}, []want{{"Quandary", 1, 0, -1, 0}}},
		{"cards looked at on top of R&D: in the deck at their places from the top", func(x *onrtest.Table) {
			x.Deck(onr.Corp, "Data Wall", "Quandary", "Wall of Static")
			x.Rig("Sandbox Dig")
			x.Ready()
			x.ToTurn(onr.Corp)
			x.Do(onr.Corp, "gain")
			x.Do(onr.Runner, "use Sandbox Dig: Look at the top three cards of R&D")
			x.PassAll()
		}, []want{{"Data Wall", 0, 1, 0, 1}, {"Quandary", 0, 1, 1, 1}, {"Wall of Static", 0, 1, 2, 1}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := onrtest.New(t, 1)
			tc.play(x)
			for k := range onrobserve.ONRKnown {
				f := knownBlock(t, x, x.Seat(onr.Runner), 1, k)
				if k >= len(tc.want) {
					if slices.ContainsFunc(f, func(v float32) bool { return v != 0 }) {
						t.Errorf("opp's known card %d is %v, want none", k, f)
					}
					continue
				}
				w := tc.want[k]
				if got := []float32{f[0], f[1], f[2], f[22], f[23], f[24], f[25]}; !slices.Equal(got, []float32{1, 1, cardIndex(t, w.title), w.inHand, w.inDeck, w.pos, w.posKnown}) {
					t.Errorf("opp's known card %d: present, known, card_id, in_hand, in_deck, deck_pos, place_known %v, want %s %v", k, got, w.title, w)
				}
			}
			for _, v := range []struct {
				seat engine.Seat
				rel  int
			}{{x.Seat(onr.Runner), 0}, {x.Seat(onr.Corp), 0}, {x.Seat(onr.Corp), 1}} {
				if f := knownBlock(t, x, v.seat, v.rel, 0); slices.ContainsFunc(f, func(v float32) bool { return v != 0 }) {
					t.Errorf("seat %d knows a card of seat +%d: %v", v.seat, v.rel, f)
				}
			}
		})
	}
}
