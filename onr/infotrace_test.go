package onr_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// traceCase is a case of testdata/infotrace.json: random games from Seed
// on, with the default decks or every implemented card, until Traces
// traces have begun.
type traceCase struct {
	Name   string `json:"name"`
	Decks  string `json:"decks"` // "default" or "every card"
	Seed   uint64 `json:"seed"`
	Traces int    `json:"traces"`
}

// traceStarts returns copies of random games of tc where a trace has just
// begun: both sides asked, neither has answered.
func traceStarts(t *testing.T, tc traceCase) ([]*onr.Game, []string) {
	t.Helper()
	var decks []string
	if tc.Decks == "every card" {
		corp, runner := everyCardDecks(t)
		decks = []string{corp, runner}
	}
	want := tc.Traces
	if testing.Short() {
		want = max(want/4, 2)
	}
	var out []*onr.Game
	// Up to 1,000 games: every card the pool gains changes the every-card
	// decks and so where their games' traces are; the search stops at want.
	for seed := tc.Seed; len(out) < want && seed < tc.Seed+1000; seed++ {
		g, err := onr.New(engine.Setup{Seed: seed, Decks: decks})
		if err != nil {
			t.Fatal(err)
		}
		r := bot.NewRandom(seed)
		for !g.State().Over && len(out) < want {
			if tr := g.State().Trace; tr.Active && !tr.CorpIn && !tr.BaseIn && !tr.RunnerIn && len(g.Pending()) == 2 {
				out = append(out, g.Clone().(*onr.Game))
			}
			if _, err := g.Apply(r.Choose(g.Pending()[0])); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(out) < want {
		t.Fatalf("only %d traces begun in 1,000 games", len(out))
	}
	return out, decks
}

// answersFrom returns the states a trace reaches from g by its sides'
// answers, before the reveal: every order of answering, each Select
// answered by each of its first three options, each Number by its least
// and its greatest value.
func answersFrom(t *testing.T, g *onr.Game) []*onr.Game {
	t.Helper()
	out := []*onr.Game{g}
	for i := 0; i < len(out); i++ {
		for _, d := range out[i].Pending() {
			var choices []engine.Choice
			if d.Kind == engine.Number {
				for _, n := range slices.Compact([]int{d.Min, d.Max}) {
					choices = append(choices, engine.Choice{Decision: d.ID, Seat: d.Seat, Number: n})
				}
			} else {
				for o := range min(len(d.Options), 3) {
					choices = append(choices, engine.Choice{Decision: d.ID, Seat: d.Seat, Option: o})
				}
			}
			for _, c := range choices {
				n := out[i].Clone().(*onr.Game)
				if _, err := n.Apply(c); err != nil {
					t.Fatal(err)
				}
				// The same trace still unrevealed: answers are only added to
				// it (a trace that resolved at once may be followed by the next
				// subroutine's, its answers new, its bits others).
				if tr, was := n.State().Trace, out[i].State().Trace; tr.Active && !tr.Paid && answered(tr) >= answered(was) {
					out = append(out, n)
				}
			}
		}
	}
	return out
}

// answered counts the answers given to trace tr.
func answered(tr onr.TraceState) int {
	n := 0
	for _, in := range []bool{tr.CorpIn, tr.BaseIn, tr.RunnerIn} {
		if in {
			n++
		}
	}
	return n
}

func viewJSON(t *testing.T, g *onr.Game, seat engine.Seat) string {
	t.Helper()
	b, err := json.Marshal(g.View(seat))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestInfoStateAtATrace: both sides of a trace answer in secret and at the
// same time (ONR-12.2); each seat sees only whether the other side has
// answered. At every state a trace reaches before its reveal, every seat
// has an information state; states a seat cannot tell apart (the same view
// and the same answers of its own: the other side's answers differ, or how
// far it is in answering) give it the same information state; and a world dealt from it is a complete game
// that passes Check, shows the seat the same view and gives it the same
// information state, deals a committed bid of the other side every value
// of its legal range, and plays on through the reveal.
func TestInfoStateAtATrace(t *testing.T) {
	b, err := os.ReadFile("testdata/infotrace.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []traceCase
	if err := json.Unmarshal(b, &cases); err != nil {
		t.Fatalf("testdata/infotrace.json: %v", err)
	}
	for _, tc := range cases {
		starts, decks := traceStarts(t, tc)
		var states []*onr.Game
		var bidMax []int // by state: the most the Corp could bid in its trace
		for _, g := range starts {
			hi := -1
			for _, d := range g.Pending() {
				if d.Seat == g.State().Trace.Corp {
					hi = d.Max
				}
			}
			for _, n := range answersFrom(t, g) {
				states, bidMax = append(states, n), append(bidMax, hi)
			}
		}
		t.Run(tc.Name+": every seat has an information state at a trace", func(t *testing.T) {
			for i, g := range states {
				for seat := range engine.Seat(2) {
					if _, err := g.Info(seat); err != nil {
						t.Fatalf("state %d: seat %d: %v", i, seat, err)
					}
				}
			}
		})
		t.Run(tc.Name+": the other side's secret answers do not change a seat's information state", func(t *testing.T) {
			alike := 0 // pairs of states shown alike whose traces differ
			for _, start := range starts {
				group := answersFrom(t, start)
				for seat := range engine.Seat(2) {
					first := map[string]int{} // what the seat knows → the first state
					for i, g := range group {
						v := viewJSON(t, g, seat) + ownAnswers(g, seat)
						j, ok := first[v]
						if !ok {
							first[v] = i
							continue
						}
						a, _ := marshalInfo(t, mustInfo(t, group[j], seat))
						b, _ := marshalInfo(t, mustInfo(t, g, seat))
						if !bytes.Equal(a, b) {
							t.Fatalf("seat %d is shown two traces alike (%+v, %+v) and given different information states:\n%s\n%s",
								seat, group[j].State().Trace, g.State().Trace, a, b)
						}
						if group[j].State().Trace != g.State().Trace {
							alike++
						}
					}
				}
			}
			t.Logf("%d pairs of traces shown alike", alike)
			if alike < len(starts) {
				t.Errorf("only %d pairs of traces shown alike for %d traces: the test proves little", alike, len(starts))
			}
		})
		t.Run(tc.Name+": a world dealt at a trace is a game the seat cannot tell from the real one", func(t *testing.T) {
			rng := engine.NewRNG(tc.Seed)
			dealtBid := 0
			for i, g := range states {
				for seat := range engine.Seat(2) {
					in := mustInfo(t, g, seat)
					ib, _ := marshalInfo(t, in)
					w, err := in.Deal(&rng, decks)
					if err != nil {
						t.Fatalf("state %d seat %d: deal: %v", i, seat, err)
					}
					if err := w.Check(); err != nil {
						t.Fatalf("state %d seat %d: a world breaks an invariant: %v", i, seat, err)
					}
					if !equalViews(t, g, w, seat) {
						t.Fatalf("state %d seat %d: the view of a world differs:\n%s\n%s", i, seat, viewJSON(t, g, seat), viewJSON(t, w, seat))
					}
					if wb, _ := marshalInfo(t, mustInfo(t, w, seat)); !bytes.Equal(wb, ib) {
						t.Fatalf("state %d seat %d: a world gives another information state:\n%s\n%s", i, seat, ib, wb)
					}
					playThroughTrace(t, w, uint64(i))
				}
				// A committed bid the Runner cannot see is dealt every value
				// of its range, 0 to the most the Corp could bid.
				tr := g.State().Trace
				hi := bidMax[i]
				if !tr.CorpIn || hi < 1 {
					continue
				}
				in := mustInfo(t, g, 1)
				seen := map[int32]bool{}
				for range 100 {
					w, err := in.Deal(&rng, decks)
					if err != nil {
						t.Fatal(err)
					}
					seen[w.State().Trace.CorpBid] = true
				}
				for n := range int32(hi + 1) {
					if !seen[n] {
						t.Fatalf("state %d: a Corp's bid of %d (of 0…%d) never dealt in 100 worlds", i, n, hi)
					}
				}
				if len(seen) != hi+1 {
					t.Fatalf("state %d: %d bids dealt, the range is 0…%d", i, len(seen), hi)
				}
				dealtBid++
			}
			t.Logf("%d states, %d committed bids dealt over their range", len(states), dealtBid)
			if dealtBid == 0 {
				t.Error("no committed bid of a range above 0 was dealt")
			}
		})
	}
}

// ownAnswers is what seat answered to the trace of g: it knows it, though
// its view does not show all of it (the base-link card chosen).
func ownAnswers(g *onr.Game, seat engine.Seat) string {
	tr := g.State().Trace
	switch seat {
	case tr.Corp:
		return fmt.Sprint(tr.CorpIn, tr.CorpBid)
	case tr.Runner:
		return fmt.Sprint(tr.BaseIn, tr.BaseCard, tr.RunnerIn, tr.RunnerBuys)
	}
	return ""
}

func mustInfo(t *testing.T, g *onr.Game, seat engine.Seat) *onr.Info {
	t.Helper()
	in, err := g.Info(seat)
	if err != nil {
		t.Fatalf("seat %d: %v", seat, err)
	}
	return in
}

// playThroughTrace plays w on at random until its trace is over and a few
// steps more, checking every invariant.
func playThroughTrace(t *testing.T, w *onr.Game, seed uint64) {
	t.Helper()
	r := bot.NewRandom(seed)
	for step, after := 0, 0; !w.State().Over && after < 5; step++ {
		if step > 2000 {
			t.Fatal("a world's trace did not end")
		}
		if _, err := w.Apply(r.Choose(w.Pending()[0])); err != nil {
			t.Fatalf("a world: step %d: %v", step, err)
		}
		if err := w.Check(); err != nil {
			t.Fatalf("a world: step %d: %v", step, err)
		}
		if !w.State().Trace.Active {
			after++
		}
	}
}
