package engine

import (
	"errors"
	"fmt"
)

// Errors returned by Game.Apply. They are wrapped in a *ChoiceError, so test
// them with errors.Is.
var (
	// ErrGameOver: the game has ended; no choice applies.
	ErrGameOver = errors.New("game is over")
	// ErrStale: the choice answers a decision that is no longer pending.
	ErrStale = errors.New("stale choice: decision is not pending")
	// ErrNotYourTurn: the seat has no pending decision.
	ErrNotYourTurn = errors.New("seat has no pending decision")
	// ErrNoSuchOption: the option index is outside the decision's options.
	ErrNoSuchOption = errors.New("no such option")
	// ErrOutOfRange: a number is outside the decision's bounds.
	ErrOutOfRange = errors.New("number out of range")
	// ErrIllegal: the choice is well formed but the rules forbid it now.
	ErrIllegal = errors.New("illegal choice")
)

// ChoiceError is the error type of a rejected choice: Err is one of the
// sentinel errors above and Detail says why.
type ChoiceError struct {
	Choice Choice
	Err    error
	Detail string
}

// Error implements error.
func (e *ChoiceError) Error() string {
	if e.Detail == "" {
		return fmt.Sprintf("decision %d seat %d: %v", e.Choice.Decision, e.Choice.Seat, e.Err)
	}
	return fmt.Sprintf("decision %d seat %d: %v: %s", e.Choice.Decision, e.Choice.Seat, e.Err, e.Detail)
}

// Unwrap returns the sentinel error.
func (e *ChoiceError) Unwrap() error { return e.Err }

// Validate checks c against the pending decisions: that it answers a pending
// decision of its seat and that its option or number is in bounds. It returns
// the decision answered. Games call it first in Apply.
//
// A seat may have several decisions pending at once; the choice answers the
// one whose ID it quotes. The error is ErrGameOver when nothing is pending,
// ErrNotYourTurn when the seat has no pending decision, and ErrStale when
// none of the seat's pending decisions has the quoted ID (even if another
// seat's decision has it). Answering one of several pending decisions must
// leave the others pending with the same IDs, so that their answers stay valid.
func Validate(pending []Decision, c Choice) (Decision, error) {
	i, err := Find(pending, c)
	if err != nil {
		return Decision{}, err
	}
	return pending[i], nil
}

// Find is Validate giving the index in pending of the decision c answers,
// so that a game can take it out without copying it.
func Find(pending []Decision, c Choice) (int, error) {
	if c.Concede {
		// A concession answers no decision: the game takes it apart
		// (concede.go); one that reaches here is one the game ignores.
		return -1, &ChoiceError{Choice: c, Err: ErrIllegal, Detail: "a concession answers no decision"}
	}
	if len(pending) == 0 {
		return -1, &ChoiceError{Choice: c, Err: ErrGameOver}
	}
	at := -1
	for i := range pending {
		if pending[i].Seat == c.Seat && pending[i].ID == c.Decision {
			at = i
			break
		}
	}
	if at < 0 {
		var ids []uint64 // the seat's pending decisions, for the error
		for i := range pending {
			if pending[i].Seat == c.Seat {
				ids = append(ids, pending[i].ID)
			}
		}
		if len(ids) == 0 {
			return -1, &ChoiceError{Choice: c, Err: ErrNotYourTurn}
		}
		detail := fmt.Sprintf("pending decision is %d", ids[0])
		if len(ids) > 1 {
			detail = fmt.Sprintf("pending decisions are %v", ids)
		}
		return -1, &ChoiceError{Choice: c, Err: ErrStale, Detail: detail}
	}
	mine := &pending[at]
	switch mine.Kind {
	case Select:
		if c.Option < 0 || c.Option >= len(mine.Options) {
			return -1, &ChoiceError{Choice: c, Err: ErrNoSuchOption, Detail: fmt.Sprintf("option %d of %d", c.Option, len(mine.Options))}
		}
	case Number:
		if c.Number < mine.Min || c.Number > mine.Max {
			return -1, &ChoiceError{Choice: c, Err: ErrOutOfRange, Detail: fmt.Sprintf("%d not in [%d, %d]", c.Number, mine.Min, mine.Max)}
		}
	}
	return at, nil
}
