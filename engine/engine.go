// Package engine is the game-agnostic core of Datafort.
//
// A game is a pure state machine. At every moment it exposes one or more
// pending Decisions (several at once for simultaneous secret choices, such as
// the bids of an ONR trace). A client — bot, terminal, browser or test —
// answers a Decision with a Choice; Game.Apply validates the choice, advances
// the game to its next decisions and returns the Events that happened. An
// illegal or stale choice returns an error and leaves the state untouched.
//
// The engine never calls back into a client and never blocks: everything a
// game is in the middle of doing (a run at its third ice, a trace waiting for
// bids) is plain data inside the game state, so a game can be cloned, saved
// and resumed at any decision.
//
// Seats, teams and turn order are data: a Ruleset says how many seats a game
// has and which team each seat belongs to, so that two-player Netrunner and
// the 4–8 player Big Sell-Out use the same interfaces.
package engine

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
)

// Seat identifies a player position in a game, numbered from 0.
type Seat int

// NoSeat is the Seat of nobody, used where a value has no owner.
const NoSeat Seat = -1

// SeatInfo describes one seat of a game.
type SeatInfo struct {
	Seat Seat   `json:"seat"`
	Role string `json:"role"` // rules-defined role, e.g. "corp" or "runner"
	Team int    `json:"team"` // seats with the same Team win and lose together
}

// Kind says what sort of answer a Decision expects.
type Kind uint8

const (
	// Select asks the seat to pick exactly one of Options.
	Select Kind = iota
	// Number asks the seat for an integer in [Min, Max].
	Number
)

// String returns the kind's name.
func (k Kind) String() string {
	switch k {
	case Select:
		return "select"
	case Number:
		return "number"
	}
	return fmt.Sprintf("kind(%d)", uint8(k))
}

// MarshalText encodes the kind by name.
func (k Kind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText decodes a kind name.
func (k *Kind) UnmarshalText(b []byte) error {
	switch string(b) {
	case "select":
		*k = Select
	case "number":
		*k = Number
	default:
		return fmt.Errorf("unknown decision kind %q", b)
	}
	return nil
}

// Option is one legal answer to a Select decision. Options are structured so
// that bots can enumerate and compare them without parsing text; Game.Describe
// renders one for a person.
type Option struct {
	Verb   Verb `json:"verb"`             // what the option does, e.g. "run", "rez", "pass"
	Card   int  `json:"card,omitempty"`   // card instance the option acts on, or 0
	Target int  `json:"target,omitempty"` // secondary operand (a fort, a subroutine, a second card), or 0
	Arg    int  `json:"arg,omitempty"`    // small integer operand, or 0
}

// Decision is a question the game asks one seat.
type Decision struct {
	ID      uint64   `json:"id"` // unique within a game; a Choice must quote it
	Seat    Seat     `json:"seat"`
	Kind    Kind     `json:"kind"`
	Prompt  string   `json:"prompt"`
	Options []Option `json:"options,omitempty"` // for Select
	Min     int      `json:"min,omitempty"`     // for Number
	Max     int      `json:"max,omitempty"`     // for Number
	Rule    string   `json:"rule,omitempty"`    // the rule that asks, e.g. "ONR-12.2.2"
}

// Choice answers a Decision, or is a seat's concession (Concede: see
// ConcedeChoice), which answers none.
type Choice struct {
	Decision uint64 `json:"decision"` // the Decision.ID being answered; 0 for a concession
	Seat     Seat   `json:"seat"`
	Option   int    `json:"option"` // index into Decision.Options, for Select
	Number   int    `json:"number"` // value, for Number
	// Concede makes the choice Seat's concession: its team loses. Any seat
	// still in the game may concede at any time, whether or not it has a
	// decision pending (concede.go).
	Concede bool `json:"concede,omitempty"`
}

// NoTeam is the Team of a Result that nobody won.
const NoTeam = -1

// Result is how a game ended: a win for one team, or a draw. In a draw
// (Draw is true) nobody won: Winners is empty and Team is NoTeam.
type Result struct {
	Winners []Seat `json:"winners"`        // every seat on the winning team; empty in a draw
	Team    int    `json:"team"`           // the winning team, or NoTeam in a draw
	Reason  string `json:"reason"`         // rules condition, e.g. "agenda points", "flatline", "turn limit"
	Draw    bool   `json:"draw,omitempty"` // nobody won
}

// Game is one game in progress under some Ruleset. Implementations are not
// safe for concurrent use; Clone them instead.
type Game interface {
	// Pending returns the decisions awaiting an answer. It is empty only
	// when the game is over. The decisions are the caller's, but the
	// Options they hold may be the game's own, shared with the game and
	// its clones: read them and keep them as long as you like, never write
	// to them (copy first, as slices.Clone does). They never change.
	Pending() []Decision
	// Apply answers one pending decision, or takes a seat's concession
	// (Choice.Concede). On error the game is unchanged.
	Apply(Choice) ([]Event, error)
	// Result reports whether the game has ended and how.
	Result() (Result, bool)
	// View returns everything seat may know, ready to marshal as JSON.
	// NoSeat gives the spectator view of public information only.
	View(seat Seat) any
	// Describe renders an option of a pending decision for a person sitting at
	// the decision's seat, without revealing anything hidden from that seat.
	Describe(d Decision, i int) string
	// Seats describes the seats of this game.
	Seats() []SeatInfo
	// Clone returns an independent deep copy.
	Clone() Game
	// MarshalBinary serialises the whole state; Ruleset.Load restores it.
	MarshalBinary() ([]byte, error)
	// Check verifies the game's invariants and returns the first violation.
	Check() error
}

// Setup is what a Ruleset needs to start a game.
type Setup struct {
	Seed      uint64            `json:"seed"`
	Decks     []string          `json:"decks,omitempty"`     // one deck list text per seat; empty means the ruleset's default
	DeckNames []string          `json:"deckNames,omitempty"` // where each deck came from (a file name), for error messages
	Options   map[string]string `json:"options,omitempty"`   // named rules options
}

// Ruleset creates and restores games of one kind.
type Ruleset interface {
	// Name is the short name used on the command line, e.g. "onr".
	Name() string
	// New starts a game.
	New(Setup) (Game, error)
	// Load restores a game saved with Game.MarshalBinary.
	Load([]byte) (Game, error)
}

// SeatLayout is implemented by rulesets that can say which seats a game will
// have before it is created, so that a client can offer, say, a 4-, 6- or
// 8-seat game and seat its players before calling New. Use SeatsFor, which
// works for every Ruleset.
type SeatLayout interface {
	// Layout returns the seats a game started with this setup will have:
	// the same as that game's Seats(). It returns New's error for a setup New
	// would reject for its seats (an unsupported seat count); it may accept a
	// setup that New rejects for other reasons (a bad deck).
	Layout(Setup) ([]SeatInfo, error)
}

// SeatsFor returns the seats a game of rs started with s will have. It asks
// rs.Layout when rs implements SeatLayout, and otherwise starts the game with
// rs.New and returns its Seats().
func SeatsFor(rs Ruleset, s Setup) ([]SeatInfo, error) {
	if l, ok := rs.(SeatLayout); ok {
		return l.Layout(s)
	}
	g, err := rs.New(s)
	if err != nil {
		return nil, err
	}
	return g.Seats(), nil
}

// Hash returns the SHA-256 of a game's serialised state: StateHash for a
// game that implements StateHasher, else the SHA-256 of MarshalBinary. Two
// games with the same hash are the same game, bit for bit.
func Hash(g Game) ([32]byte, error) {
	if h, ok := g.(StateHasher); ok {
		return h.StateHash(), nil
	}
	b, err := g.MarshalBinary()
	if err != nil {
		return [32]byte{}, err
	}
	return sha256.Sum256(b), nil
}

// DecisionFor returns the pending decision of seat, if any. When seat has
// several decisions pending at once, it returns the first of them.
func DecisionFor(g Game, seat Seat) (Decision, bool) {
	for _, d := range g.Pending() {
		if d.Seat == seat {
			return d, true
		}
	}
	return Decision{}, false
}

// MarshalView renders seat's view of g as JSON.
func MarshalView(g Game, seat Seat) ([]byte, error) {
	return json.Marshal(g.View(seat))
}

// TurnCounter is implemented by games that count turns; sim reports it.
type TurnCounter interface {
	Turn() int
}

// Renderer is implemented by games that can draw a seat's view as text for a
// terminal. Clients fall back to indented JSON of View.
type Renderer interface {
	Render(seat Seat) string
}
