package engine

import "strconv"

// Where a game plugs in.
//
// A game plugs into Datafort's clients (prompt, play, server, server/web,
// agent, sim, arena, fuzz) through one registration: the Ruleset its package
// passes to Register from init, found again by name with Lookup. That is
// database/sql's shape: sql.Register names a driver, and what a driver can
// do beyond the minimum is an optional interface (driver.Pinger,
// driver.SessionResetter) that sql discovers by a type assertion, as
// net/http discovers http.Flusher on a ResponseWriter. Here:
//
//   - what a kind of game offers before any game exists (its seats, its
//     decks, its table's options) is an optional interface of its Ruleset,
//     as SeatLayout is;
//   - what a game in progress shows a seat (option help, card faces, the
//     board, counters) is an optional interface of its Game, as Renderer and
//     TurnCounter are.
//
// Every such interface is declared with game-agnostic types only, in
// package engine (this file), or in the game-agnostic package that holds
// the types it needs when engine cannot import them (bot for players): a
// client imports engine and no game package, and a game imports no client.
// cmd/datafort and the tests import the games, whose init registers them.
// A client that finds an interface missing falls back to what every Game
// has (Describe, View).
//
// Three parts of a game import its rules and so cannot be methods of its
// Ruleset without an import cycle: its players, its observation encoder and
// its scenario builder. Each registers beside the Ruleset, under its name, in
// the package that declares its interface, as image/png registers a format
// with image: bot.Register, observe.Register, scenario.Register.
//
// Declared: on the Ruleset, SeatLayout, Playable and TableOptions (the
// lobby), ShippedDecks (decks by name and role), Catalogue and
// DeckChecker (the card browser and deck builder), FuzzDecks, FuzzOptions, FuzzLeaks,
// Engagement (fuzz, sim) and Ablator (sim), fuzz.Styles and scenario.Builder (in the packages of
// their types); on the Game, Renderer, TurnCounter, OptionHelper, CardFaces,
// PrintedTexts (prompt), TableViewer and EncounterQuery (server/web),
// InfoStater and Effecter, IntoCloner (searches cloning into a reused game,
// clone.go); every Game takes a concession (ConcedeChoice) through Apply.
// ARCHITECTURE.md, "Where a game plugs in", lists who implements and who
// reads each.

// OptionHelp is what a person needs besides an option's label (Describe) to
// choose it: the card it is about, what it costs, the text of the ability or
// subroutine it uses, and a warning when it cannot be taken back in a way
// the player might not expect. Like Describe, it tells only what the
// deciding seat may know.
type OptionHelp struct {
	Card int    // the public handle of the card the option acts on, or 0
	Cost string // what choosing it spends, e.g. "1 action, 3 bits"; "" when nothing
	Text string // the ability's or subroutine's printed text, when it uses one
	Warn string // why the option deserves a second press, or ""
	// Area is the table area the option aims at (a fort to install in or
	// on, to run on, to play a card on), as AreaKey of its TableArea's
	// Kind and Index; "" for none. A client that draws the table lets
	// a person aim at the area to find it.
	Area string
}

// AreaKey is the key of a TableArea of kind and index, as
// OptionHelp.Area names it ("fort 2").
func AreaKey(kind string, index int) string { return kind + " " + strconv.Itoa(index) }

// OptionHelper is implemented by games that explain their options beyond a
// label (package prompt groups options by OptionHelp.Card and shows the
// rest). Games without it get options labelled by Describe alone.
type OptionHelper interface {
	// Help describes option i of pending decision d for the seat that
	// must answer it. It returns the zero OptionHelp for an option it
	// cannot describe (not a Select decision, i out of range).
	Help(d Decision, i int) OptionHelp
}

// PrintedTexts is implemented by games whose printed texts (an
// OptionHelp's Text) are written in a markup of their own, such as ONR's
// "[bit]" and "[subroutine]". Without it a text is shown as it is, one
// line per line.
type PrintedTexts interface {
	// TextLines renders printed text t for people, one ability a line.
	TextLines(t string) []string
}

// CardFace is a card's printed facts as a person reads them.
type CardFace struct {
	Title  string
	Line   string   // type and keywords, e.g. "Ice: Wall"
	Stats  string   // costs, strength and the like, e.g. "rez 2 · strength 3"
	Text   []string // the printed text ready to show, one ability a line
	Unique bool
}

// CardFaces is implemented by games whose cards have printed faces that a
// person may look up (package prompt: option groups titled by card, `help
// CARD` in the terminal, card tips in the browser).
type CardFaces interface {
	// CardFace returns the face of the card with public handle h when
	// seat (NoSeat: a spectator) may know its identity; false for a
	// hidden card or an unknown handle.
	CardFace(h int, seat Seat) (CardFace, bool)
	// CardNamed returns the printed face of the card of the game's card
	// list called name, in any spelling the game accepts for a title;
	// false when no card is called so. A card list is public, so the
	// answer does not depend on the game's state.
	CardNamed(name string) (CardFace, bool)
}
