package kernel

import "github.com/datafort/datafort/engine"

// Visibility: who may know the identity of a game's object (ONR-2.6, NSG
// 1.2.x's hidden information, Neuroscape's hidden hands). A game names,
// for each place an object may be in, a Sight: public, known to the seat
// whose place holds it, known to the seats it was revealed to there, or a
// mix of those. The viewers it lets know the object are a Viewers, a mask
// of 2 to MaxSeats seats and the spectators, which views, information
// states and event texts are built from, and which the effect of a choice
// compares (Sightings): a viewer gaining an object is a reveal.
//
// An object revealed to some seats keeps the set of those seats with it
// (for ONR, Card.KnownTo: the Runners who accessed or exposed it). When
// it changes place, the game clears that set and gives it a fresh handle
// (Handles.Renew): hidden again, nobody can follow it.

// Viewers is a set of a game's viewers: bit i for seat i (seats 0 to
// MaxSeats-1), and Spectators for whoever watches without a seat
// (engine.NoSeat). It fits a game of up to MaxSeats seats.
type Viewers uint16

// Spectators is the bit of the viewers without a seat (engine.NoSeat).
const Spectators Viewers = 1 << MaxSeats

// SeatsOf returns the seats of a table of n seats, 0 to n-1 (n at most
// MaxSeats), without the spectators.
func SeatsOf(n int) Viewers { return 1<<uint(n) - 1 }

// Everyone returns every viewer of a table of n seats: its seats and the
// spectators.
func Everyone(n int) Viewers { return SeatsOf(n) | Spectators }

// ViewerOf returns the set of viewer alone: seat i's bit, Spectators for
// engine.NoSeat, and the empty set for a seat no Viewers holds.
func ViewerOf(viewer engine.Seat) Viewers {
	switch {
	case viewer == engine.NoSeat:
		return Spectators
	case viewer < 0 || viewer >= MaxSeats:
		return 0
	}
	return 1 << uint(viewer)
}

// Has reports whether viewer (a seat, or engine.NoSeat for a spectator) is
// in v.
func (v Viewers) Has(viewer engine.Seat) bool { return v&ViewerOf(viewer) != 0 }

// Gained reports whether v holds a viewer that before does not: compared
// with who could know an object before, someone may know it now.
func (v Viewers) Gained(before Viewers) bool { return v&^before != 0 }

// Sight is a game's rule of who may know the identity of an object in one
// place: a mix of Public, Holder and Revealed; the zero Sight lets nobody.
type Sight uint8

const (
	// Public lets every viewer know it, spectators too: face up, rezzed,
	// in a public zone.
	Public Sight = 1 << iota
	// Holder lets the seat whose place holds it know it: its own hand,
	// its own face-down cards.
	Holder
	// Revealed lets the seats it was revealed to since it came to its
	// place know it: accessed, exposed, looked at.
	Revealed
)

// Viewers returns the viewers sight s lets know an object of a table of
// seats seats (at most MaxSeats), which holder's place holds and which was
// revealed to the seats of known. A holder or a seat of known outside the
// table counts for nothing.
func (s Sight) Viewers(seats int, holder engine.Seat, known Viewers) Viewers {
	return s.ViewersAmong(SeatsOf(seats), holder, known)
}

// ViewersAmong is Viewers with the table's seats given as viewers (table:
// SeatsOf the number of seats), for a loop over many objects of one table.
func (s Sight) ViewersAmong(table Viewers, holder engine.Seat, known Viewers) Viewers {
	if s&Public != 0 {
		return table | Spectators
	}
	var v Viewers
	if s&Revealed != 0 {
		v = known & table
	}
	if s&Holder != 0 {
		v |= table & (1 << uint(holder)) // NoSeat, or a seat out of the table: nothing
	}
	return v
}

// Sightings keeps, object by object, who may know each as the game was at
// its last look, to tell whether a choice revealed something: a viewer
// gaining an object is a reveal (engine.Effect.Revealed). It is no part of
// a game's state (not saved, hashed or cloned): a game that measures its
// choices keeps one beside it, and looks at its objects through it
// itself, so that the mask of each object is computed where it is cheap:
//
//	if !w.Fresh(n) { // before the choice, unless the last look is fresh
//		w.Restart(n)
//		for c := range n { w.See(c, viewers(c)) }
//	}
//	… the choice …
//	for c := range n { revealed = w.See(c, viewers(c)) || revealed }
//
// The zero Sightings has looked at nothing.
type Sightings struct {
	seen  []Viewers
	fresh bool // seen holds the viewers as the game was at the last look
}

// Fresh reports whether the last look is of n objects and still fresh:
// the game did not change unlooked since (Forget).
func (w *Sightings) Fresh(n int32) bool { return w.fresh && len(w.seen) == int(n) }

// Restart begins a new look at n objects, nobody knowing any yet, and
// makes it fresh: the game then Sees each object.
func (w *Sightings) Restart(n int32) {
	w.seen = append(w.seen[:0], make([]Viewers, n)...)
	w.fresh = true
}

// See records that viewers v may know object c now, and reports whether
// one of them could not at the last look. c must be one of the n objects
// of the last Restart.
func (w *Sightings) See(c int32, v Viewers) (gained bool) {
	gained = v.Gained(w.seen[c])
	w.seen[c] = v
	return gained
}

// Seen returns the viewers recorded for object c at the last look (none
// for an object it did not look at).
func (w *Sightings) Seen(c int32) Viewers {
	if int(c) >= len(w.seen) || c < 0 {
		return 0
	}
	return w.seen[c]
}

// Forget makes the last look stale: the game changed without being looked
// at (a choice applied without measuring it), so the next look must
// Restart.
func (w *Sightings) Forget() { w.fresh = false }
