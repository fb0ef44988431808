package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
)

func TestValidate(t *testing.T) {
	pending := []Decision{
		{ID: 7, Seat: 0, Kind: Select, Options: []Option{{Verb: NewVerb("a")}, {Verb: NewVerb("b")}}},
		{ID: 8, Seat: 1, Kind: Number, Min: 0, Max: 3},
	}
	for _, tc := range []struct {
		name string
		c    Choice
		want error
	}{
		{"a pending option applies", Choice{Decision: 7, Seat: 0, Option: 1}, nil},
		{"a number in bounds applies", Choice{Decision: 8, Seat: 1, Number: 3}, nil},
		{"a seat without a decision is refused", Choice{Decision: 7, Seat: 2}, ErrNotYourTurn},
		{"an old decision id is stale", Choice{Decision: 6, Seat: 0}, ErrStale},
		{"another seat's decision id is stale", Choice{Decision: 8, Seat: 0}, ErrStale},
		{"an option past the end does not exist", Choice{Decision: 7, Seat: 0, Option: 2}, ErrNoSuchOption},
		{"a negative option does not exist", Choice{Decision: 7, Seat: 0, Option: -1}, ErrNoSuchOption},
		{"a number above the bound is out of range", Choice{Decision: 8, Seat: 1, Number: 4}, ErrOutOfRange},
		{"a number below the bound is out of range", Choice{Decision: 8, Seat: 1, Number: -1}, ErrOutOfRange},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Validate(pending, tc.c)
			if !errors.Is(err, tc.want) || (tc.want == nil) != (err == nil) {
				t.Fatalf("Validate(%+v) = %v, want %v", tc.c, err, tc.want)
			}
			var ce *ChoiceError
			if err != nil && !errors.As(err, &ce) {
				t.Fatalf("error %T is not a *ChoiceError", err)
			}
		})
	}
	t.Run("nothing pending means the game is over", func(t *testing.T) {
		if _, err := Validate(nil, Choice{}); !errors.Is(err, ErrGameOver) {
			t.Fatalf("got %v", err)
		}
	})
}

// TestValidateSeveralDecisionsOfOneSeat checks G4: a seat with several
// pending decisions answers the one whose ID it quotes.
func TestValidateSeveralDecisionsOfOneSeat(t *testing.T) {
	pending := []Decision{
		{ID: 10, Seat: 1, Kind: Select, Options: []Option{{Verb: NewVerb("block")}, {Verb: NewVerb("done")}}},
		{ID: 11, Seat: 0, Kind: Select, Options: []Option{{Verb: NewVerb("a")}}},
		{ID: 12, Seat: 1, Kind: Number, Min: 1, Max: 5},
		{ID: 13, Seat: 1, Kind: Select, Options: []Option{{Verb: NewVerb("x")}, {Verb: NewVerb("y")}, {Verb: NewVerb("z")}}},
	}
	for _, tc := range []struct {
		name   string
		c      Choice
		want   error
		wantID uint64
	}{
		{"the seat's first decision is answered by its id", Choice{Decision: 10, Seat: 1, Option: 1}, nil, 10},
		{"the seat's second decision is answered by its id", Choice{Decision: 12, Seat: 1, Number: 5}, nil, 12},
		{"the seat's last decision is answered by its id", Choice{Decision: 13, Seat: 1, Option: 2}, nil, 13},
		{"another seat's single decision still applies", Choice{Decision: 11, Seat: 0}, nil, 11},
		{"an id none of the seat's decisions has is stale", Choice{Decision: 9, Seat: 1}, ErrStale, 0},
		{"another seat's decision id is stale for this seat", Choice{Decision: 11, Seat: 1}, ErrStale, 0},
		{"one of this seat's ids is stale for the other seat", Choice{Decision: 12, Seat: 0}, ErrStale, 0},
		{"a seat without decisions is not asked", Choice{Decision: 10, Seat: 2}, ErrNotYourTurn, 0},
		{"a number outside the quoted decision's bounds is out of range", Choice{Decision: 12, Seat: 1, Number: 0}, ErrOutOfRange, 0},
		{"bounds are those of the decision quoted, not of the seat's other decisions", Choice{Decision: 10, Seat: 1, Option: 2}, ErrNoSuchOption, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := Validate(pending, tc.c)
			if !errors.Is(err, tc.want) || (tc.want == nil) != (err == nil) {
				t.Fatalf("Validate(%+v) = %v, want %v", tc.c, err, tc.want)
			}
			if err == nil && d.ID != tc.wantID {
				t.Fatalf("Validate(%+v) answered decision %d, want %d", tc.c, d.ID, tc.wantID)
			}
		})
	}
	t.Run("a stale choice names every pending decision of the seat", func(t *testing.T) {
		_, err := Validate(pending, Choice{Decision: 9, Seat: 1})
		if err == nil || !strings.Contains(err.Error(), "[10 12 13]") {
			t.Fatalf("error %v, want one naming decisions [10 12 13]", err)
		}
	})
}

func TestResultDraw(t *testing.T) {
	for _, tc := range []struct {
		name string
		r    Result
		want string
	}{
		{"a draw marshals with draw true, no winners and no team",
			Result{Team: NoTeam, Reason: "turn limit", Draw: true},
			`{"winners":null,"team":-1,"reason":"turn limit","draw":true}`},
		{"a win marshals as before, without a draw field",
			Result{Winners: []Seat{0, 2}, Team: 0, Reason: "agenda points"},
			`{"winners":[0,2],"team":0,"reason":"agenda points"}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := json.Marshal(tc.r)
			if err != nil {
				t.Fatal(err)
			}
			if string(b) != tc.want {
				t.Fatalf("marshal: %s, want %s", b, tc.want)
			}
			var back Result
			if err := json.Unmarshal(b, &back); err != nil {
				t.Fatal(err)
			}
			if back.Draw != tc.r.Draw || back.Team != tc.r.Team || len(back.Winners) != len(tc.r.Winners) {
				t.Fatalf("round trip: %+v, want %+v", back, tc.r)
			}
		})
	}
}

func TestEventStructuredFields(t *testing.T) {
	for _, tc := range []struct {
		name     string
		e        Event
		want     string
		wantSeat Seat
		hasSeat  bool
	}{
		{"an event without structured fields marshals as before",
			Plain("add", "alpha adds 1"),
			`{"type":"add","text":"alpha adds 1"}`, NoSeat, false},
		{"seat 0 is a seat and is marshalled",
			Plain("draw", "p0 draws").WithSeat(0),
			`{"type":"draw","text":"p0 draws","seat":0}`, 0, true},
		{"seat, subject and amount are marshalled",
			func() Event { e := Plain("gain", "p3 gains 2 points"); e.Subject, e.N = 17, 2; return e.WithSeat(3) }(),
			`{"type":"gain","text":"p3 gains 2 points","seat":3,"subject":17,"n":2}`, 3, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := json.Marshal(tc.e)
			if err != nil {
				t.Fatal(err)
			}
			if string(b) != tc.want {
				t.Fatalf("marshal: %s, want %s", b, tc.want)
			}
			var back Event
			if err := json.Unmarshal(b, &back); err != nil {
				t.Fatal(err)
			}
			s, ok := back.SeatOf()
			if s != tc.wantSeat || ok != tc.hasSeat {
				t.Fatalf("SeatOf after a round trip = %d, %v; want %d, %v", s, ok, tc.wantSeat, tc.hasSeat)
			}
			if back.Subject != tc.e.Subject || back.N != tc.e.N {
				t.Fatalf("round trip: %+v, want %+v", back, tc.e)
			}
		})
	}
	t.Run("WithSeat leaves the original event alone", func(t *testing.T) {
		e := Event{Type: "x"}
		f := e.WithSeat(1)
		g := f.WithSeat(2)
		if _, ok := e.SeatOf(); ok {
			t.Error("the original event gained a seat")
		}
		if s, _ := f.SeatOf(); s != 1 {
			t.Errorf("the first copy is about seat %d, want 1", s)
		}
		if s, _ := g.SeatOf(); s != 2 {
			t.Errorf("the second copy is about seat %d, want 2", s)
		}
	})
}

// fixedGame is a Game with nothing but seats, for SeatsFor.
type fixedGame struct {
	Game
	seats []SeatInfo
}

func (g fixedGame) Seats() []SeatInfo { return g.seats }

// seatRules is a Ruleset of games with Options["n"] seats (default 2, in
// teams of two) that counts the calls to New in *news.
type seatRules struct{ news *int }

func seatInfos(s Setup) ([]SeatInfo, error) {
	n := 2
	if v, ok := s.Options["n"]; ok {
		if _, err := fmt.Sscan(v, &n); err != nil || n < 2 || n > 8 || n%2 != 0 {
			return nil, fmt.Errorf("seats: want 2, 4, 6 or 8, got %q", v)
		}
	}
	out := make([]SeatInfo, n)
	for i := range out {
		out[i] = SeatInfo{Seat: Seat(i), Role: []string{"sponsor", "agent"}[i%2], Team: i / 2}
	}
	return out, nil
}

func (r seatRules) Name() string { return "seats" }
func (r seatRules) New(s Setup) (Game, error) {
	*r.news++
	seats, err := seatInfos(s)
	if err != nil {
		return nil, err
	}
	return fixedGame{seats: seats}, nil
}
func (r seatRules) Load([]byte) (Game, error) { return nil, errors.New("no") }

// laidOutRules is seatRules that also implements SeatLayout.
type laidOutRules struct{ seatRules }

func (laidOutRules) Layout(s Setup) ([]SeatInfo, error) { return seatInfos(s) }

func TestSeatsFor(t *testing.T) {
	for _, tc := range []struct {
		name     string
		layout   bool
		n        string
		want     int
		wantErr  bool
		wantNews int
	}{
		{"a ruleset with a layout is asked without starting a game", true, "6", 6, false, 0},
		{"a ruleset without a layout starts a game and reads its seats", false, "8", 8, false, 1},
		{"a layout's error is returned", true, "5", 0, true, 0},
		{"New's error is returned", false, "3", 0, true, 1},
		{"the default seat count comes through", false, "", 2, false, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			news := 0
			var rs Ruleset = seatRules{&news}
			if tc.layout {
				rs = laidOutRules{seatRules{&news}}
			}
			s := Setup{}
			if tc.n != "" {
				s.Options = map[string]string{"n": tc.n}
			}
			seats, err := SeatsFor(rs, s)
			if (err != nil) != tc.wantErr {
				t.Fatalf("SeatsFor: %v, want error %v", err, tc.wantErr)
			}
			if len(seats) != tc.want || news != tc.wantNews {
				t.Fatalf("%d seats from %d calls to New, want %d from %d", len(seats), news, tc.want, tc.wantNews)
			}
			for i, si := range seats {
				if si.Seat != Seat(i) || si.Team != i/2 {
					t.Errorf("seat %d: %+v", i, si)
				}
			}
		})
	}
}

func TestRNG(t *testing.T) {
	t.Run("the same seed gives the same sequence", func(t *testing.T) {
		a, b := NewRNG(42), NewRNG(42)
		for i := 0; i < 100; i++ {
			if x, y := a.Uint64(), b.Uint64(); x != y {
				t.Fatalf("step %d: %d != %d", i, x, y)
			}
		}
	})
	t.Run("a copied RNG continues independently from the same point", func(t *testing.T) {
		a := NewRNG(1)
		a.Uint64()
		b := a
		if a.IntN(1000) != b.IntN(1000) {
			t.Fatal("copy diverged")
		}
	})
	t.Run("JSON round trip keeps the generator state", func(t *testing.T) {
		a := NewRNG(9)
		a.Uint64()
		data, err := json.Marshal(a)
		if err != nil {
			t.Fatal(err)
		}
		var b RNG
		if err := json.Unmarshal(data, &b); err != nil {
			t.Fatal(err)
		}
		if a.Uint64() != b.Uint64() {
			t.Fatal("restored RNG differs")
		}
	})
	t.Run("dice roll 1 to 6 and every face comes up", func(t *testing.T) {
		r := NewRNG(3)
		seen := map[int]bool{}
		for i := 0; i < 600; i++ {
			d := r.Die()
			if d < 1 || d > 6 {
				t.Fatalf("die rolled %d", d)
			}
			seen[d] = true
		}
		if len(seen) != 6 {
			t.Fatalf("faces seen: %v", seen)
		}
	})
}
