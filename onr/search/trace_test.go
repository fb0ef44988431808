package search_test

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/search"
)

// tracePositions is a case of testdata/trace-positions.json: positions of
// random games from Seed on where the Runner chooses his base-link card
// for a trace among several, the Corp's secret bid made (CorpBid) or not.
type tracePositions struct {
	Name      string `json:"name"`
	CorpBid   bool   `json:"corp_bid"`
	Seed      uint64 `json:"seed"`
	Positions int    `json:"positions"`
}

// twinTraces returns pairs of positions of tc that the Runner cannot tell
// apart: the Corp's bid is the least in one and the greatest in the other,
// or (without CorpBid) the hidden cards are permuted in the second.
func twinTraces(t *testing.T, tc tracePositions) [][2]*onr.Game {
	t.Helper()
	want := tc.Positions
	if testing.Short() {
		want = max(want/2, 1)
	}
	var out [][2]*onr.Game
	for seed := tc.Seed; len(out) < want && seed < tc.Seed+300; seed++ {
		g, err := onr.New(engine.Setup{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := bot.NewRandom(seed)
		for !g.State().Over && len(out) < want {
			tr := g.State().Trace
			if p := g.Pending(); tr.Active && !tr.CorpIn && !tr.BaseIn && len(p) == 2 && len(p[1].Options) >= 2 {
				bid := p[0]
				if !tc.CorpBid {
					out = append(out, [2]*onr.Game{g.Clone().(*onr.Game), permuteHidden(t, g, p[1].Seat, seed)})
				} else if bid.Max > bid.Min {
					var twin [2]*onr.Game
					for i, n := range []int{bid.Min, bid.Max} {
						twin[i] = g.Clone().(*onr.Game)
						if _, err := twin[i].Apply(engine.Choice{Decision: bid.ID, Seat: bid.Seat, Number: n}); err != nil {
							t.Fatal(err)
						}
					}
					out = append(out, twin)
				}
			}
			if _, err := g.Apply(r.Choose(g.Pending()[0])); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(out) < want {
		t.Fatalf("only %d positions in 300 games", len(out))
	}
	return out
}

// TestSearchAtATraceSeesOnlyItsSeat: at a trace, the Corp's bid is secret
// until the reveal (ONR-12.2). A search player choosing the Runner's
// base-link card calls only View, Describe and InfoState on the game, and
// chooses the same in two games it cannot tell apart: the Corp's bid the
// least in one and the greatest in the other, or, the Corp still bidding,
// the hidden cards permuted.
func TestSearchAtATraceSeesOnlyItsSeat(t *testing.T) {
	b, err := os.ReadFile("testdata/trace-positions.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []tracePositions
	if err := json.Unmarshal(b, &cases); err != nil {
		t.Fatalf("testdata/trace-positions.json: %v", err)
	}
	for _, tc := range cases {
		t.Run(tc.Name+": the search player chooses alike in games it cannot tell apart", func(t *testing.T) {
			searched := 0
			for i, twin := range twinTraces(t, tc) {
				var choices []engine.Choice
				for _, g := range twin {
					var d engine.Decision
					for _, p := range g.Pending() {
						if p.Seat == g.State().Trace.Runner {
							d = p
						}
					}
					sp := &spy{Game: g, calls: map[string]int{}}
					pl := search.NewBot(d.Seat, 99, 6, 0)
					choices = append(choices, pl.Choose(bot.NewObservation(sp, d, nil)))
					for m := range sp.calls {
						if m != "View" && m != "Describe" && m != "InfoState" {
							t.Fatalf("position %d: the search player called %s on the game", i, m)
						}
					}
					st := pl.Stats()
					if st.Refused > 0 {
						t.Fatalf("position %d: no information state for the search player", i)
					}
					searched += st.Searched
				}
				if choices[0] != choices[1] {
					t.Fatalf("position %d: the search player chose %+v and %+v in two games it cannot tell apart (traces %+v, %+v)",
						i, choices[0], choices[1], twin[0].State().Trace, twin[1].State().Trace)
				}
			}
			t.Logf("%d decisions searched", searched)
			if searched == 0 {
				t.Error("no decision searched: the test proves nothing")
			}
		})
	}
}
