package engine_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/enginetest"
)

func TestCheckConcession(t *testing.T) {
	seats := []engine.SeatInfo{{Seat: 0, Team: 0}, {Seat: 1, Team: 1}, {Seat: 2, Team: 2}}
	out := func(s engine.Seat) bool { return s != 2 }
	for _, tc := range []struct {
		name string
		over bool
		c    engine.Choice
		want error // nil: taken
	}{
		{"a seat in the game concedes at any time", false, engine.ConcedeChoice(1), nil},
		{"no concession once the game is over", true, engine.ConcedeChoice(1), engine.ErrGameOver},
		{"a seat the game does not have cannot concede", false, engine.ConcedeChoice(3), engine.ErrIllegal},
		{"seat -1 cannot concede", false, engine.ConcedeChoice(-1), engine.ErrIllegal},
		{"a seat out of the game cannot concede again", false, engine.ConcedeChoice(2), engine.ErrIllegal},
		{"a concession quotes no decision", false, engine.Choice{Decision: 7, Seat: 1, Concede: true}, engine.ErrIllegal},
		{"a concession has no option", false, engine.Choice{Seat: 1, Option: 2, Concede: true}, engine.ErrIllegal},
		{"an answer is not a concession", false, engine.Choice{Seat: 1}, engine.ErrIllegal},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := engine.CheckConcession(seats, tc.over, out, tc.c)
			var ce *engine.ChoiceError
			switch {
			case tc.want == nil && err != nil:
				t.Fatalf("refused: %v", err)
			case tc.want != nil && (!errors.Is(err, tc.want) || !errors.As(err, &ce)):
				t.Fatalf("got %v, want a *ChoiceError of %v", err, tc.want)
			}
		})
	}
	if _, err := engine.Validate([]engine.Decision{{ID: 1, Seat: 1}}, engine.ConcedeChoice(1)); !errors.Is(err, engine.ErrIllegal) {
		t.Errorf("Validate took a concession for an answer: %v", err)
	}
}

// TestConcessionInRecords: a concession is a choice of the record, written
// only when set (older records and choices encode as before), and a
// conceded game replays to the same result; the ending a record claims is
// checked against it; an older record's Conceded reads as before.
func TestConcessionInRecords(t *testing.T) {
	plain, err := json.Marshal(engine.Choice{Decision: 3, Seat: 1, Option: 2})
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"decision":3,"seat":1,"option":2,"number":0}`; string(plain) != want {
		t.Errorf("an answer encodes as %s, want %s as before", plain, want)
	}
	b, err := json.Marshal(engine.ConcedeChoice(1))
	if err != nil {
		t.Fatal(err)
	}
	var back engine.Choice
	if err := json.Unmarshal(b, &back); err != nil || back != engine.ConcedeChoice(1) {
		t.Fatalf("a concession %s reads back as %+v (%v)", b, back, err)
	}

	setup := engine.Setup{Seed: 5}
	g, err := enginetest.Toy{}.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	rec := engine.Record{Ruleset: enginetest.ToyName, Setup: setup}
	for range 3 {
		d := g.Pending()[0]
		c := engine.Choice{Decision: d.ID, Seat: d.Seat}
		if _, err := g.Apply(c); err != nil {
			t.Fatal(err)
		}
		rec.Choices = append(rec.Choices, c)
	}
	old := rec // an older server's record: the concession outside the choices
	c := engine.ConcedeChoice(0)
	if _, err := g.Apply(c); err != nil {
		t.Fatal(err)
	}
	rec.Choices = append(rec.Choices, c)
	res, over := g.Result()
	if !over || res.Reason != engine.ReasonConcession || res.Team == g.Seats()[0].Team {
		t.Fatalf("seat 0 conceded: %+v, over %v", res, over)
	}
	rec.Result = &res
	r, err := engine.Replay(enginetest.Toy{}, rec)
	if err != nil {
		t.Fatal(err)
	}
	if got, ended, err := rec.CheckEnding(r); err != nil || !ended || got.Team != res.Team {
		t.Fatalf("the conceded record's ending: %+v %v %v", got, ended, err)
	}
	forged := rec
	forged.Result = &engine.Result{Winners: []engine.Seat{0}, Team: 0, Reason: engine.ReasonConcession}
	if _, _, err := forged.CheckEnding(r); err == nil {
		t.Fatal("a record claiming the conceding seat won passed CheckEnding")
	}

	seat := engine.Seat(0)
	want := engine.Concession(g.Seats(), seat)
	old.Conceded, old.Result = &seat, &want
	ro, err := engine.Replay(enginetest.Toy{}, old)
	if err != nil {
		t.Fatal(err)
	}
	if got, ended, err := old.CheckEnding(ro); err != nil || !ended || got.Team != want.Team {
		t.Fatalf("an older record's concession: %+v %v %v", got, ended, err)
	}
}
