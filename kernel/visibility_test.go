package kernel_test

import (
	"testing"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// seats returns the set of the seats listed.
func seats(ss ...engine.Seat) kernel.Viewers {
	var v kernel.Viewers
	for _, s := range ss {
		v |= kernel.ViewerOf(s)
	}
	return v
}

func TestViewerOf(t *testing.T) {
	for _, tt := range []struct {
		name   string
		viewer engine.Seat
		want   kernel.Viewers
	}{
		{"seat 0 is bit 0", 0, 1},
		{"seat 7, the last of eight, is bit 7", 7, 1 << 7},
		{"a spectator is Spectators", engine.NoSeat, kernel.Spectators},
		{"a seat beyond the eight a table may have is nobody", kernel.MaxSeats, 0},
		{"a seat below NoSeat is nobody", -2, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := kernel.ViewerOf(tt.viewer); got != tt.want {
				t.Errorf("ViewerOf(%d) = %#x, want %#x", tt.viewer, got, tt.want)
			}
			if in := tt.want != 0; kernel.Everyone(kernel.MaxSeats).Has(tt.viewer) != in {
				t.Errorf("Everyone at %d seats has %d: %v, want %v", kernel.MaxSeats, tt.viewer, !in, in)
			}
		})
	}
}

func TestSightViewers(t *testing.T) {
	for _, tt := range []struct {
		name   string
		sight  kernel.Sight
		seats  int
		holder engine.Seat
		known  kernel.Viewers
		want   kernel.Viewers
	}{
		{name: "a public card is seen by both seats of a two-seat table and spectators",
			sight: kernel.Public, seats: 2, holder: 0, want: seats(0, 1, engine.NoSeat)},
		{name: "a public card is seen by all eight seats of an eight-seat table and spectators",
			sight: kernel.Public | kernel.Holder, seats: 8, holder: 3, want: seats(0, 1, 2, 3, 4, 5, 6, 7, engine.NoSeat)},
		{name: "a card in a hand is seen by its holder alone, not by its teammates",
			sight: kernel.Holder, seats: 4, holder: 2, known: seats(0), want: seats(2)},
		{name: "a card in a draw pile is seen by the seats it was revealed to, not by its holder",
			sight: kernel.Revealed, seats: 4, holder: 1, known: seats(0, 3), want: seats(0, 3)},
		{name: "an unrezzed card is seen by its holder and the seats who accessed it",
			sight: kernel.Holder | kernel.Revealed, seats: 6, holder: 4, known: seats(1), want: seats(1, 4)},
		{name: "a reveal never reaches spectators nor seats beyond the table",
			sight: kernel.Revealed, seats: 3, holder: 0, known: seats(1, 5, engine.NoSeat), want: seats(1)},
		{name: "a holder beyond the table sees nothing",
			sight: kernel.Holder, seats: 2, holder: 5, want: 0},
		{name: "a card held by no seat is seen by nobody",
			sight: kernel.Holder | kernel.Revealed, seats: 4, holder: engine.NoSeat, want: 0},
		{name: "a card with no sight is seen by nobody",
			sight: 0, seats: 4, holder: 1, known: seats(2), want: 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := tt.sight.Viewers(tt.seats, tt.holder, tt.known)
			if got != tt.want {
				t.Errorf("Viewers = %#x, want %#x", got, tt.want)
			}
			if among := tt.sight.ViewersAmong(kernel.SeatsOf(tt.seats), tt.holder, tt.known); among != tt.want {
				t.Errorf("ViewersAmong = %#x, want %#x", among, tt.want)
			}
			for v := engine.NoSeat; v < kernel.MaxSeats; v++ {
				if got.Has(v) != (tt.want&kernel.ViewerOf(v) != 0) {
					t.Errorf("Has(%d) = %v", v, got.Has(v))
				}
			}
		})
	}
}

// look is a game's look at its objects through w, as a game measuring its
// choices makes it: a new look unless the last is fresh; then, after the
// choice, whether some object gained a viewer.
func look(w *kernel.Sightings, objs []kernel.Viewers) {
	if n := int32(len(objs)); !w.Fresh(n) {
		w.Restart(n)
		for c, v := range objs {
			w.See(int32(c), v)
		}
	}
}

func gained(w *kernel.Sightings, objs []kernel.Viewers) bool {
	if !w.Fresh(int32(len(objs))) {
		look(w, objs)
		return true // a change nobody watched: the safe side
	}
	g := false
	for c, v := range objs {
		g = w.See(int32(c), v) || g
	}
	return g
}

func TestSightings(t *testing.T) {
	for _, tt := range []struct {
		name        string
		before, now []kernel.Viewers
		forget      bool // the game changed unwatched between the looks
		want        bool
	}{
		{name: "a card drawn into a hand: its holder gains it, a reveal",
			before: []kernel.Viewers{0, 0}, now: []kernel.Viewers{0, seats(1)}, want: true},
		{name: "a card rezzed: every viewer gains it, a reveal",
			before: []kernel.Viewers{seats(0), 0}, now: []kernel.Viewers{seats(0, 1, engine.NoSeat), 0}, want: true},
		{name: "a spectator gaining a card is a reveal",
			before: []kernel.Viewers{seats(0, 1)}, now: []kernel.Viewers{seats(0, 1, engine.NoSeat)}, want: true},
		{name: "a card hidden again (moved, a fresh handle) reveals nothing",
			before: []kernel.Viewers{seats(0, 1, engine.NoSeat), seats(1)}, now: []kernel.Viewers{seats(0), 0}, want: false},
		{name: "a gain on the last object alone is a reveal",
			before: []kernel.Viewers{seats(0), seats(2)}, now: []kernel.Viewers{0, seats(2, 3)}, want: true},
		{name: "nothing changed reveals nothing",
			before: []kernel.Viewers{seats(0), seats(2, 3)}, now: []kernel.Viewers{seats(0), seats(2, 3)}, want: false},
		{name: "a change the sightings did not watch is not fresh (a reveal, on the safe side)",
			before: []kernel.Viewers{seats(0)}, now: []kernel.Viewers{seats(0)}, forget: true, want: true},
		{name: "a game that grew objects is not fresh (a reveal, on the safe side)",
			before: []kernel.Viewers{seats(0)}, now: []kernel.Viewers{seats(0), 0}, want: true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var w kernel.Sightings
			look(&w, tt.before)
			if tt.forget {
				w.Forget()
			}
			if got := gained(&w, tt.now); got != tt.want {
				t.Errorf("gained = %v, want %v", got, tt.want)
			}
			// The look after the choice is fresh: the same game gains nothing more.
			look(&w, tt.now)
			if gained(&w, tt.now) {
				t.Error("gained again with nothing changed")
			}
		})
	}
}
