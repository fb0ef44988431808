package engine

import "strconv"

// The table: what a client that draws boards (server/web) shows a seat,
// laid out as data by the game (engine/face.go: where a game plugs in). A
// game offers it with TableViewer, and the encounter in progress with
// EncounterQuery; a client that finds them missing falls back to the
// game's View. Every field holds only what the seat may know: a card the
// seat may not know has no title, and a pile hidden from it only a count.

// TableViewer is implemented by games that lay out their table for a
// seat: its players, their counters, piles and areas, the shared areas,
// the turn and its step.
type TableViewer interface {
	// TableView returns the table as seat (NoSeat: a spectator) may
	// know it.
	TableView(seat Seat) TableView
}

// EncounterQuery is implemented by games whose runs meet pieces of ice
// whose subroutines a player breaks with icebreakers (ONR, NSG).
type EncounterQuery interface {
	// Encounter returns the encounter in progress as seat may know it;
	// false when there is none.
	Encounter(seat Seat) (Encounter, bool)
}

// RunStepper is implemented by games whose turns hold runs that go step
// by step (ONR, the Big Sell-Out, NSG): a client that shows a run as it
// happens (server/web's table: each choice of a run a frame of its own)
// asks it whether a run is in progress before and after a choice.
type RunStepper interface {
	// RunStep names where the run in progress is, as seat (NoSeat: a
	// spectator) may read it; "" when no run is in progress.
	RunStep(seat Seat) string
}

// Well-known keys of piles and counters (TablePile.Name,
// TableCounter.Name), which a client may look for by name; a game may use
// others of its own.
const (
	PileHand    = "hand"    // the cards in the seat's hand
	PileDeck    = "deck"    // the seat's draw pile
	PileDiscard = "discard" // its discard pile
	PileScored  = "scored"  // what it scored
	// CounterPoints is the points a seat or a team has toward winning.
	CounterPoints = "points"
)

// TableView is a game's table as one seat may know it.
type TableView struct {
	Turn   int    // the turn's number, from 1
	Active string // whose turn it is, as people read it ("Corp", "Sponsor 2", "p1")
	// Step says where the turn is, as every seat may read it (ONR: the
	// run's step), or "".
	Step string
	// Notes are other things in progress, one line each (ONR: the trace
	// and its bids as the seat may know them).
	Notes  []TableNote
	Over   bool   // the game has ended
	Result string // when Over: who won and why ("the Corp wins (agenda points)")
	// Players are the seats' sides of the table, in seat order.
	Players []TablePlayer
	// Teams are the teams with their pooled counters, at a table whose
	// seats play in teams of more than one; else nil.
	Teams []TableTeam
	// Shared are the areas that belong to no seat (the swift game's
	// cache).
	Shared []TableArea
}

// TableNote is a line of text with a kind a client may style it by.
type TableNote struct {
	Kind string // a stable key ("trace", "virus")
	Text string
}

// TableTeam is a team as every seat sees it.
type TableTeam struct {
	Label    string // as people read it ("p0 and p2")
	Seats    []Seat
	Counters []TableCounter
	Out      bool // the team is out of the game
}

// TablePlayer is one seat's side of the table.
type TablePlayer struct {
	Seat     Seat
	Role     string // the seat's role as a stable key ("corp", "p2"); clients may style by it
	Label    string // the seat as people read it ("Corp", "Sponsor 2")
	Team     int
	Out      bool           // out of the game (its team was eliminated)
	Counters []TableCounter // bits, actions, points, hand size, and the like
	Notes    []TableNote    // other facts of the seat (ONR: the Corp's virus counters)
	Piles    []TablePile    // hand, deck, discard, scored, and what else the seat keeps
	Areas    []TableArea    // what the seat has in play in rows (ONR: the Corp's forts)
}

// TableCounter is a number a seat, a team or a card has.
type TableCounter struct {
	Name string // a stable key ("bits", "points", "advancement")
	N    int
	Text string // as people read it ("3¤ bits", "hand size 5", "MU 2/4")
}

// TablePile is a pile of cards: a hand, a deck, a discard pile, the cards
// scored, a rig.
type TablePile struct {
	Name  string // a stable key ("hand", "deck", "discard", "scored", "rig")
	Title string // as people read it, with its count where one is shown ("HQ (5)", "R&D")
	Count int    // the cards in it
	// Counted: the seat sees only the count, not the cards.
	Counted bool
	// Cards are the cards the seat sees, top or first first; a card the
	// seat may not know has no title (a face-down card in the Archives).
	Cards []TableCard
	// Known are the cards of the pile the seat knows although the pile
	// is hidden from it (ONR: a card of the Corp's HQ the Runner accessed
	// and left there, the top cards of R&D he looked at), each with its
	// place: the cards of a deck whose places it knows first, top first.
	// A spectator knows none.
	Known []TableKnown
}

// TableKnown is a card of a hidden pile that the seat knows
// (TablePile.Known).
type TableKnown struct {
	Card TableCard
	// Place is where the card lies in the pile as people read it ("top",
	// "2nd from top", "place unknown"), or "" in a pile without an order
	// (a hand).
	Place string
}

// Ordinal writes k as people read a place: 1st, 2nd, 3rd, 4th, …, 11th,
// 12th, 13th, 21st.
func Ordinal(k int) string {
	suffix := "th"
	if k%100 < 11 || k%100 > 13 {
		switch k % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return strconv.Itoa(k) + suffix
}

// TableArea is a place whose cards lie in lines (ONR: a fort, its ice
// outermost first, then its roots; the swift game: the cache, top first).
type TableArea struct {
	Kind  string // a stable key ("fort", "cache")
	Index int    // the game's number for it (ONR: the fort's index)
	Name  string // as people read it ("HQ", "Fort 2", "The cache")
	// Mark says why the area is where the turn's action is ("run"), or "".
	Mark  string
	Lines []TableLine
}

// TableLine is a line of cards in an area.
type TableLine struct {
	Kind string // a stable key ("ice", "cards", "items")
	// Label names the line as people read it ("ice, outermost first");
	// in an ordered line each position is labelled Pos and its number.
	Label   string
	Ordered bool   // positions count, from the first (ice: outermost)
	Pos     string // a position's label ("ice")
	Empty   string // what to show when it is empty ("no ice")
	// At is the position marked (ONR: where the Runner is), -1 for none;
	// AtLabel says what the mark means.
	At      int
	AtLabel string
	Cards   []TableCard
}

// TableCard is a card as a seat may know it.
type TableCard struct {
	// Handle is the card's public handle (what options and CardFaces
	// name it by), or 0 for a card without one.
	Handle int
	Title  string // "" when the seat may not know the card
	// Rezzed: face up and active where cards may be inactive (a rezzed
	// Corp card).
	Rezzed   bool
	Flags    []string       // states worth a label ("unrezzed")
	Stats    []string       // current values as people read them ("str 3", "Sentry – AP")
	Counters []TableCounter // what lies on it (advancement, bits, virus)
	Host     int            // the handle of the card hosting or holding it, or 0
}

// Encounter is a piece of ice being encountered, as a seat may know it:
// its subroutines, and for each of the Runner's icebreakers what breaking
// them would need.
type Encounter struct {
	Ice      int    // the ice's public handle
	Title    string // "" when the seat may not know it
	Strength int
	Subs     []Subroutine
	Breakers []BreakerNeed
}

// Subroutine is a subroutine of the encountered ice.
type Subroutine struct {
	Text   string // its printed text, "" when the seat may not know the ice
	Broken bool
}

// BreakerNeed is what an icebreaker would need to break the encountered
// ice's subroutines.
type BreakerNeed struct {
	Card     int    // the breaker's public handle
	Title    string // its title
	Strength int    // its strength now
	// Breaks: it may break this ice's subroutines (its type matches).
	Breaks bool
	// Raise is the strength it lacks to match the ice, 0 when it matches;
	// RaiseCost what raising it costs ("1 bit: +1 strength"), "" when it
	// cannot raise its strength.
	Raise     int
	RaiseCost string
	// BreakCost is what breaking costs ("1 bit a subroutine", "3 bits:
	// every subroutine"), "" when it does not break this ice.
	BreakCost string
}
