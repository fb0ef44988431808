package engine

import "fmt"

// Takeback is a takeback by consent kept in a Record: seat By asked to take
// back its last choices, every other seat agreed, and the game's line was
// cut after its first At choices; Undone are the choices it took back, in
// order, with the state hash after each (Hashes, when the record has
// hashes). The line then went on from choice At, so a record holds the line
// the game ended on and, for each takeback, the branch it dropped.
//
// A takeback is legal only within the turn in progress and never past a
// choice that revealed something or drew randomness (Effect.Barrier,
// TakebackFrom): Replay applies every dropped branch to the game as it was
// when it was dropped and checks it, hashes and effects included.
type Takeback struct {
	At     int        `json:"at"`
	By     Seat       `json:"by"`
	Undone []Choice   `json:"undone"`
	Hashes [][32]byte `json:"hashes,omitempty"`
}

// CheckTakebacks checks the takebacks of rec, whose line (rec.Choices)
// replays (Replay calls it). The line of the game just before the last takeback was the line
// it ended on cut after At, plus the choices it took back (choices are only
// appended between takebacks); and so on backwards. Each takeback is
// checked on the game as it was when it was made: its first choice is By's,
// and every choice it took back applies, reaches its stored hash and (for
// an Effecter) neither revealed nor drew nor began a turn.
func CheckTakebacks(rs Ruleset, rec Record) error {
	if len(rec.Takebacks) == 0 {
		return nil
	}
	line := append([]Choice(nil), rec.Choices...)
	var hashes [][32]byte
	if len(rec.Hashes) == len(rec.Choices) {
		hashes = append(hashes, rec.Hashes...)
	}
	for k := len(rec.Takebacks) - 1; k >= 0; k-- {
		tb := rec.Takebacks[k]
		if tb.At < 0 || tb.At > len(line) || len(tb.Undone) == 0 {
			return fmt.Errorf("replay: takeback %d: it cuts the line of %d choices after %d, taking back %d", k+1, len(line), tb.At, len(tb.Undone))
		}
		if tb.Undone[0].Seat != tb.By || tb.Undone[0].Concede {
			return fmt.Errorf("replay: takeback %d: seat %d took back a choice of seat %d", k+1, tb.By, tb.Undone[0].Seat)
		}
		prefix := Record{Ruleset: rec.Ruleset, Setup: rec.Setup, Rules: rec.Rules, Choices: line[:tb.At]}
		if hashes != nil {
			prefix.Hashes = hashes[:tb.At]
		}
		g, err := Replay(rs, prefix)
		if err != nil {
			return fmt.Errorf("replay: takeback %d: the game it was made in: %w", k+1, err)
		}
		for i, c := range tb.Undone {
			if _, err := g.Apply(c); err != nil {
				return fmt.Errorf("replay: takeback %d: choice %d it took back: %w", k+1, i, err)
			}
			if e, ok := g.(Effecter); ok {
				if eff, ok := e.LastEffect(); ok && eff.Barrier() {
					return fmt.Errorf("replay: takeback %d: choice %d it took back revealed, drew or began a turn (%+v): no takeback goes past it", k+1, i, eff)
				}
			}
			if i < len(tb.Hashes) {
				h, err := Hash(g)
				if err != nil {
					return fmt.Errorf("replay: takeback %d: choice %d: hash: %w", k+1, i, err)
				}
				if h != tb.Hashes[i] {
					return fmt.Errorf("replay: takeback %d: choice %d it took back: state hash %x, record has %x", k+1, i, h[:8], tb.Hashes[i][:8])
				}
			}
		}
		line = append(line[:tb.At:tb.At], tb.Undone...)
		if hashes != nil && len(tb.Hashes) == len(tb.Undone) {
			hashes = append(hashes[:tb.At:tb.At], tb.Hashes...)
		} else {
			hashes = nil
		}
	}
	return nil
}
