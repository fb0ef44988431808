package bot

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
)

// Table plays a game between players, one per seat, handing each player
// only observations of its own seat's decisions. It is the driver that sim,
// play, arena and the tests share.
type Table struct {
	// Game is the game played; only the Table touches it while it plays.
	Game engine.Game
	// Players holds the player of each seat, by seat; a nil entry is a seat
	// the Table does not play (Step reports its decisions as not its own).
	Players []Player

	events [][]engine.Event // by seat: the events since its last decision
}

// NewTable seats players (by seat) at game g.
func NewTable(g engine.Game, players []Player) *Table {
	return &Table{Game: g, Players: players, events: make([][]engine.Event, len(players))}
}

// Next returns the pending decision the Table answers next: the first
// pending decision of a seat that has a player. ok is false when none has.
func (t *Table) Next() (d engine.Decision, ok bool) {
	for _, d := range engine.PendingOf(t.Game) {
		if int(d.Seat) >= 0 && int(d.Seat) < len(t.Players) && t.Players[d.Seat] != nil {
			d.Options = slices.Clone(d.Options) // the player's own copy
			return d, true
		}
	}
	return engine.Decision{}, false
}

// Decide asks the player of d's seat to answer decision d, handing it the
// events since its previous decision. It does not apply the choice.
func (t *Table) Decide(d engine.Decision) engine.Choice {
	o := NewObservation(t.Game, d, t.events[d.Seat])
	c := t.Players[d.Seat].Choose(o)
	t.events[d.Seat] = t.events[d.Seat][:0]
	return c
}

// Apply applies choice c to the game and records its events for every
// seat's next observation.
func (t *Table) Apply(c engine.Choice) ([]engine.Event, error) {
	ev, err := t.Game.Apply(c)
	if err != nil {
		return nil, err
	}
	t.Observe(ev)
	return ev, nil
}

// Observe records events that happened outside Apply (a person's choice in
// play) for every seat's next observation.
func (t *Table) Observe(ev []engine.Event) {
	for s := range t.events {
		t.events[s] = append(t.events[s], ev...)
	}
}

// Step answers one decision: Next, Decide, Apply. It returns the choice
// made and an error if no seat with a player has a decision or the game
// rejects the choice.
func (t *Table) Step() (engine.Choice, error) {
	d, ok := t.Next()
	if !ok {
		return engine.Choice{}, fmt.Errorf("bot: no pending decision of a seat with a player")
	}
	c := t.Decide(d)
	if _, err := t.Apply(c); err != nil {
		return c, fmt.Errorf("bot: seat %d: %w", d.Seat, err)
	}
	return c, nil
}

// Play plays the game to its end, at most maxSteps choices, and returns its
// result.
func (t *Table) Play(maxSteps int) (engine.Result, error) {
	for step := 0; ; step++ {
		if res, over := t.Game.Result(); over {
			return res, nil
		}
		if step >= maxSteps {
			return engine.Result{}, fmt.Errorf("bot: game not over after %d choices", maxSteps)
		}
		if _, err := t.Step(); err != nil {
			return engine.Result{}, err
		}
	}
}
