package engine

// InfoStater is implemented by games that can hand a seat its information
// state, for search players that sample the hidden part of the game
// (determinization).
type InfoStater interface {
	// InfoState returns everything seat may know of the game now: the
	// public state, the seat's own secrets, and nothing hidden from it. It
	// returns an error when the game cannot give one now (a game-defined
	// case, such as a secret choice of another seat in progress).
	InfoState(seat Seat) (InfoState, error)
}

// InfoState is a seat's information state: the game with everything the
// seat may not know left out.
type InfoState interface {
	// Seat is the seat whose knowledge it is.
	Seat() Seat
	// Sample returns a complete game consistent with the information
	// state: its hidden part dealt at random with rng, and its random
	// generator seeded from rng. decks[s] is the deck list the seat
	// believes seat s plays ("" or a missing entry: the game's default
	// deck), the pool the hidden cards of that seat are dealt from; the
	// seat's own deck is known, not believed.
	Sample(rng *RNG, decks []string) (Game, error)
}
