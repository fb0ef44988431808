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
		{name: "a card with no sight is seen by nobody",
			sight: 0, seats: 4, holder: 1, known: seats(2), want: 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := tt.sight.Viewers(tt.seats, tt.holder, tt.known)
			if got != tt.want {
				t.Errorf("Viewers = %#x, want %#x", got, tt.want)
			}
			for v := engine.NoSeat; v < kernel.MaxSeats; v++ {
				if got.Has(v) != (tt.want&kernel.ViewerOf(v) != 0) {
					t.Errorf("Has(%d) = %v", v, got.Has(v))
				}
			}
		})
	}
}

// sighted is a game's objects as Sightings reads them: who may know each.
type sighted []kernel.Viewers

func (s sighted) Objects() int32                 { return int32(len(s)) }
func (s sighted) Viewers(c int32) kernel.Viewers { return s[c] }

func TestSightings(t *testing.T) {
	for _, tt := range []struct {
		name        string
		before, now sighted
		forget      bool // the game changed unwatched between the looks
		want        bool
	}{
		{name: "a card drawn into a hand: its holder gains it, a reveal",
			before: sighted{0, 0}, now: sighted{0, seats(1)}, want: true},
		{name: "a card rezzed: every viewer gains it, a reveal",
			before: sighted{seats(0), 0}, now: sighted{seats(0, 1, engine.NoSeat), 0}, want: true},
		{name: "a spectator gaining a card is a reveal",
			before: sighted{seats(0, 1)}, now: sighted{seats(0, 1, engine.NoSeat)}, want: true},
		{name: "a card hidden again (moved, a fresh handle) reveals nothing",
			before: sighted{seats(0, 1, engine.NoSeat), seats(1)}, now: sighted{seats(0), 0}, want: false},
		{name: "nothing changed reveals nothing",
			before: sighted{seats(0), seats(2, 3)}, now: sighted{seats(0), seats(2, 3)}, want: false},
		{name: "a change the sightings did not watch counts as a reveal (the safe side)",
			before: sighted{seats(0)}, now: sighted{seats(0)}, forget: true, want: true},
		{name: "a game that grew objects counts as a reveal (the safe side)",
			before: sighted{seats(0)}, now: sighted{seats(0), 0}, want: true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var w kernel.Sightings
			w.Look(tt.before)
			if tt.forget {
				w.Forget()
			}
			if got := w.Gained(tt.now); got != tt.want {
				t.Errorf("Gained = %v, want %v", got, tt.want)
			}
			// Gained looked again: the same game gains nothing more.
			w.Look(tt.now)
			if w.Gained(tt.now) {
				t.Error("Gained again with nothing changed")
			}
		})
	}
}
