package engine

// Effect says what a choice did that a takeback must respect: a choice
// that revealed something hidden from a seat, or drew from the game's
// random generator, cannot be taken back without that seat keeping what it
// learned, or without the chance to draw again. Takebacks stop at such a
// choice. A choice that did neither can be taken back by replaying the
// game's record without it: every seat then sees exactly what it saw
// before it, and no random outcome changes.
//
// The flags may err only on the safe side: a choice flagged may have
// revealed or drawn nothing (a game may flag every choice of a kind that
// sometimes does), but a choice that revealed or drew is always flagged.
type Effect struct {
	// Revealed: some seat or a spectator may now know something it could
	// not know before the choice: a card's identity, a secret bid or
	// another hidden value.
	Revealed bool `json:"revealed,omitempty"`
	// Random: the choice drew from the game's random generator (a shuffle,
	// a die, a random pick).
	Random bool `json:"random,omitempty"`
	// NewTurn: the choice ended the turn it was made in and another began
	// (the game's TurnCounter moved). It is the turn boundary of
	// takebacks: a seat takes back only choices of the turn in progress.
	NewTurn bool `json:"newTurn,omitempty"`
}

// Barrier reports whether a takeback must stop at (and keep) the choice
// of Effect e: it revealed something, drew randomness or began a new turn.
func (e Effect) Barrier() bool { return e.Revealed || e.Random || e.NewTurn }

// TakebackFrom returns how many choices of a game's line a takeback by
// seat keeps, given the line's choices and the Effect of each (the same
// length), or len(choices) when seat may take nothing back. A takeback
// undoes seat's last choice and every choice after it (the other seats'
// answers since), within the turn in progress and never past a choice that
// revealed or drew anything: only choices after the last barrier
// (Effect.Barrier) can go, and never a concession. It reads only the
// choices' seats and their effects, which are public facts, so whether a
// seat may take back never depends on what is hidden from anyone.
func TakebackFrom(choices []Choice, effects []Effect, seat Seat) int {
	for i := len(choices) - 1; i >= 0; i-- {
		if choices[i].Concede || effects[i].Barrier() {
			break
		}
		if choices[i].Seat == seat {
			return i
		}
	}
	return len(choices)
}

// Effecter is implemented by games that report the Effect of each choice
// applied.
type Effecter interface {
	// LastEffect returns the Effect of the last choice applied by Apply
	// (a concession included). ok is false when the game cannot say: no
	// choice was applied since the game was made, loaded, cloned or reset,
	// or the last one was applied by Step, which does not measure it (as
	// it records no event). A rejected choice changes nothing: LastEffect
	// still reports the choice before it.
	LastEffect() (e Effect, ok bool)
}
