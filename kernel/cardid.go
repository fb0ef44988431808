package kernel

import (
	"fmt"

	"github.com/datafort/datafort/internal/intern"
)

// CardID is the id of a card in a game's card data (for ONR the carddb
// slug), or the name of a program of the rules ("@name", Builtin), as a
// small number: its place in a table of names kept for the whole process.
// Each game adds its ids to the table at start-up (AddCardIDs), and the
// table takes any other id the first time it is met (a save naming a card
// this build does not know). The number only interns the string: ids of
// different games may share a slug, and each game keeps its own
// definitions in a table indexed by the number (at most MaxCardIDs), so
// that finding a card's definition is an array index and a value holding
// an id holds no pointer. The zero CardID is the empty id (for ONR, a card
// whose identity is hidden).
//
// JSON and text write a CardID as its id string and read it back from
// one; the games' compact encodings write the strings too: the numbers
// never reach saves, records or hashes, and may differ from one process to
// the next.
type CardID uint16

// MaxCardIDs bounds the table of ids: ids met beyond it are refused. A
// game's table of definitions indexed by CardID may be an array of
// MaxCardIDs, read with the index masked by MaxCardIDs-1 (no bounds check).
const MaxCardIDs = 1 << 13

// cardIDs is the process-wide table of ids.
var cardIDs = intern.New(MaxCardIDs, markBuiltin)

// builtinIDs has bit i set when CardID i names a program of the rules
// ("@name"); bits are set as ids are added, before any reader can meet the
// id (intern.New), and never cleared.
var builtinIDs [MaxCardIDs / 64]uint64

// markBuiltin records, as id i is added, whether it names a program of the
// rules.
func markBuiltin(i uint16, name string) {
	if len(name) > 0 && name[0] == '@' {
		builtinIDs[i/64] |= 1 << (i % 64)
	}
}

// AddCardIDs adds the ids of a game's card data to the table at once (a
// game calls it at initialisation, before it meets them one by one). It
// panics when they overflow the table: the card data of this build's
// games are far from it.
func AddCardIDs(ids ...string) {
	if err := cardIDs.Add(ids...); err != nil {
		panic(fmt.Sprintf("kernel.AddCardIDs: %v", err))
	}
}

// CardIDOf returns the CardID of id. It panics when the process has met
// more distinct ids than the table holds (MaxCardIDs), which the ids of
// the card data and of real games are far from; input from outside goes
// through ParseCardID, which returns an error instead.
func CardIDOf(id string) CardID {
	x, err := cardIDs.Intern(id)
	if err != nil {
		panic(fmt.Sprintf("kernel.CardIDOf: %v", err))
	}
	return CardID(x)
}

// ParseCardID returns the CardID of id, or an error when the table of ids
// is full.
func ParseCardID(id string) (CardID, error) {
	x, err := cardIDs.Intern(id)
	if err != nil {
		return 0, fmt.Errorf("kernel: card id: %w", err)
	}
	return CardID(x), nil
}

// String returns the id: the card's slug, "@name" for a program of the
// rules, "" for the zero CardID.
func (id CardID) String() string {
	if name, ok := cardIDs.Name(uint16(id)); ok {
		return name
	}
	return fmt.Sprintf("CardID(%d)", uint16(id))
}

// MarshalText implements encoding.TextMarshaler: the id string.
func (id CardID) MarshalText() ([]byte, error) { return []byte(id.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler: the id string.
func (id *CardID) UnmarshalText(b []byte) error {
	x, err := ParseCardID(string(b))
	if err != nil {
		return err
	}
	*id = x
	return nil
}

// builtin reports whether id names a program of the rules: a bit test, no
// string.
func (id CardID) builtin() bool {
	return builtinIDs[(id/64)%(MaxCardIDs/64)]&(1<<(id%64)) != 0
}
