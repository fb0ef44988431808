package enginetest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
)

// Asked is a pending decision as seat Of sees it: who is asked, the kind
// and rule, and, when the decision is Of's own, the prompt, the bounds of
// a number and the options as Of reads them (Describe). Another seat's
// prompt, options and bounds are left out, as every client leaves them out
// (a seat is sent only its own questions, prompt.Build; a replay shows a
// prompt only to the seat that chose): they may name that seat's hidden
// cards ("Time to Collect is about to be trashed: prevent it?") or tell
// what they pay for (the most +1 link a Runner can buy in a trace). The
// rule is kept, stricter than any client: it names no card, and tells
// which kind of question another seat is asked.
type Asked struct {
	Of      engine.Seat
	ID      uint64
	Seat    engine.Seat
	Kind    engine.Kind
	Prompt  string
	Rule    string
	Min     int
	Max     int
	Options []string
}

// String renders the question for a test failure.
func (q Asked) String() string {
	return fmt.Sprintf("#%d %d %v %q %s [%d,%d] %q", q.ID, q.Seat, q.Kind, q.Prompt, q.Rule, q.Min, q.Max, q.Options)
}

// AskedOf returns g's pending decisions, in order, as seat sees them.
func AskedOf(g engine.Game, seat engine.Seat) []Asked {
	var out []Asked
	for _, d := range g.Pending() {
		q := Asked{Of: seat, ID: d.ID, Seat: d.Seat, Kind: d.Kind, Rule: d.Rule}
		if d.Seat == seat {
			q.Prompt, q.Min, q.Max = d.Prompt, d.Min, d.Max
			for i := range d.Options {
				q.Options = append(q.Options, g.Describe(d, i))
			}
		}
		out = append(out, q)
	}
	return out
}

// SameAsked plays a and b, two games seat cannot tell apart (the same
// public state and seat's own secrets; the other seats' hidden cards dealt
// differently), side by side with the same public choices, and fails t
// unless seat sees the same questions in both (AskedOf) for as long as its
// view of them is the same. It stops when seat's views differ (its
// knowledge has become different), when a game ends, when no choice is
// public to both, or after maxSteps choices, and returns the questions
// compared.
//
// observe, when not nil, is called with game a and its questions at each
// step compared, so that a test may say which window each was asked in.
//
// Events told to seat that differ (a hidden card's effect the rules make
// public: a card trashed to make room, a card revealed to another seat
// that cannot be played) end the comparison, as a reveal does: seat has
// been told what tells the games apart. What a seat is told is checked
// for hidden names elsewhere (the games' leak checks); here, only what it
// is asked and shown without being told.
//
// Views that differ fail t unless reveals says they tell seat something
// about the cards dealt differently (reveals is given the two games): a
// leak that changes public state (a seat skipped on grounds of a
// hidden card, which moves the game on) makes the views differ at the step
// it makes the questions differ, and must not pass as knowledge become
// different. A game in which the same public choices can never reveal
// different hidden cards (a card played is the same card in both games)
// passes a nil reveals: then the questions are compared even at that step.
//
// Each step takes one pending decision, by rng, at the same place in both
// games. An answer of seat's own is the same option in both; another
// seat's is an option equal in both (the same verb and public card handle)
// whose description reads the same in both (a pass, a card both hold), by
// rng, so that the choice itself is public; a number is the same number.
func SameAsked(t testing.TB, seat engine.Seat, a, b engine.Game, rng *engine.RNG, maxSteps int, reveals func(a, b engine.Game) bool, observe func(a engine.Game, q []Asked)) []Asked {
	t.Helper()
	var seen []Asked
	for step := range maxSteps {
		va, errA := json.Marshal(a.View(seat))
		vb, errB := json.Marshal(b.View(seat))
		if errA != nil || errB != nil {
			t.Fatalf("step %d: view of seat %d: %v %v", step, seat, errA, errB)
		}
		qa, qb := AskedOf(a, seat), AskedOf(b, seat)
		sameAsked := slices.EqualFunc(qa, qb, func(x, y Asked) bool { return x.String() == y.String() })
		if reveals == nil && !sameAsked {
			t.Fatalf("step %d: seat %d is shown\n%v\nand\n%v\nafter the same public choices; views\n%s\n%s", step, seat, qa, qb, va, vb)
		}
		if !bytes.Equal(va, vb) {
			if reveals == nil || !reveals(a, b) {
				t.Fatalf("step %d: after the same public choices seat %d's views differ, with nothing hidden revealed:\n%s\n%s\nquestions\n%v\n%v", step, seat, va, vb, qa, qb)
			}
			return seen // seat now knows something that tells the games apart
		}
		if !sameAsked {
			t.Fatalf("step %d: seat %d cannot tell the games apart (view %s), but is shown\n%v\nand\n%v", step, seat, va, qa, qb)
		}
		seen = append(seen, qa...)
		if observe != nil {
			observe(a, qa)
		}
		_, overA := a.Result()
		_, overB := b.Result()
		if overA || overB || len(qa) == 0 {
			return seen
		}
		i := rng.IntN(len(qa))
		da, db := a.Pending()[i], b.Pending()[i]
		ca := engine.Choice{Decision: da.ID, Seat: da.Seat}
		cb := engine.Choice{Decision: db.ID, Seat: db.Seat}
		switch {
		case da.Kind == engine.Number:
			ca.Number = da.Min + rng.IntN(da.Max-da.Min+1)
			cb.Number = ca.Number
		case da.Seat == seat:
			ca.Option = rng.IntN(len(da.Options))
			cb.Option = ca.Option
		default:
			var pairs [][2]int
			for x := range da.Options {
				for y := range db.Options {
					if da.Options[x] == db.Options[y] && a.Describe(da, x) == b.Describe(db, y) {
						pairs = append(pairs, [2]int{x, y})
						break
					}
				}
			}
			if len(pairs) == 0 {
				return seen
			}
			p := pairs[rng.IntN(len(pairs))]
			ca.Option, cb.Option = p[0], p[1]
		}
		ea, err := a.Apply(ca)
		if err != nil {
			t.Fatalf("step %d: %+v: %v", step, ca, err)
		}
		eb, err := b.Apply(cb)
		if err != nil {
			t.Fatalf("step %d: %+v: %v", step, cb, err)
		}
		if !slices.EqualFunc(ea, eb, func(x, y engine.Event) bool { return x.For(seat) == y.For(seat) }) {
			return seen // seat is told what tells the games apart
		}
	}
	return seen
}
