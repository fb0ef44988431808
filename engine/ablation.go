package engine

import (
	"errors"
	"fmt"
	"sync"
)

// Ablation is one change a game can make to one of its cards, to measure
// what the card, or one of its numbers, is worth: an ability turned off, an
// op of its program turned off, a number moved by one, a switch flipped.
type Ablation struct {
	// Name is the change's stable name, the one Ablator.Ablate takes
	// (ONR: "Wall of Static|0|off"). It stays the same as long as the card's
	// definition does.
	Name string `json:"name"`
	// Text says what the change does, for people: "ability 0 (subroutine:
	// End the run) disabled".
	Text string `json:"text"`
}

// Ablator is implemented by rulesets whose cards can be changed by name
// while the process runs (package sim's --ablate): every change of a card
// is listed, and any one listed can be made.
//
// A change is the process's: ONR swaps a card's definition for a changed
// copy, which every game of the process then plays, of the ruleset and of
// any that plays its cards (bso plays ONR's), on any goroutine, until it is
// undone. So a change is made only in a process that plays nothing else
// meanwhile: a command of its own, such as `datafort sim`, never a server
// or anything that shares the process with games played for real. Make
// changes through MakeAblations, which allows one set of them at a time in
// the process.
type Ablator interface {
	// Ablations lists every change of the card named card, in a stable
	// order; an error when the game has no such card.
	Ablations(card string) ([]Ablation, error)
	// Ablate makes the change named name, one Ablations lists, until
	// restore is called, and returns it. It fails, naming name, when no
	// card has a change of that name, or when the card is already changed.
	Ablate(name string) (made Ablation, restore func(), err error)
}

// ErrNoAblations is returned by MakeAblations for a ruleset that is not an
// Ablator.
var ErrNoAblations = errors.New("the game cannot change its cards (it has no ablation hooks)")

// ablating is held while a set of changes made by MakeAblations is in place.
var ablating sync.Mutex

// MakeAblations makes the changes named, in order, in rs's cards, and
// returns them and a restore that undoes them all (in reverse order). Only
// one set of changes is made at a time in the process: it fails while
// another set is in place, and, when one change cannot be made (an unknown
// name, named in the error), undoes those already made. With no names it
// makes nothing and needs no Ablator.
func MakeAblations(rs Ruleset, names []string) (made []Ablation, restore func(), err error) {
	if len(names) == 0 {
		return nil, func() {}, nil
	}
	a, ok := rs.(Ablator)
	if !ok {
		return nil, nil, fmt.Errorf("%s: %w", rs.Name(), ErrNoAblations)
	}
	if !ablating.TryLock() {
		return nil, nil, errors.New("changes to cards are already made in this process (one set at a time)")
	}
	var undo []func()
	restoreAll := func() {
		for i := len(undo) - 1; i >= 0; i-- {
			undo[i]()
		}
		undo = nil
	}
	for _, name := range names {
		m, r, err := a.Ablate(name)
		if err != nil {
			restoreAll()
			ablating.Unlock()
			return nil, nil, fmt.Errorf("%s: %w", rs.Name(), err)
		}
		made = append(made, m)
		undo = append(undo, r)
	}
	var once sync.Once
	return made, func() {
		once.Do(func() {
			restoreAll()
			ablating.Unlock()
		})
	}, nil
}
