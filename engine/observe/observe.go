// Package observe is the contract between a game and the AI-research
// interface (package agent): an Encoder gives a game fixed action ids and a
// fixed-size numeric observation, and the registry finds a game's encoder
// by the name of its engine.Ruleset.
//
// A game with an encoder of its own registers it from the init of the
// package that builds it (ONR's is onr/observe), beside the Ruleset it
// passes to engine.Register; a client imports this package and engine, and
// no game. A game without one gets Generic: option indexes as ids, no
// observation vector.
//
// # Stable action ids
//
// An action id, once given, never changes meaning: the same id names the
// same move (a verb and its operands) in every state, in every version of
// the encoder, because trained models and recorded games depend on it. An
// encoder may only add ids after its last one (NumDistinctActions grows);
// it never renumbers, reuses or removes one. The observation vector is
// described by Layout, whose fields a client reads by name; a change to it
// is deliberate. A game pins both in a golden file under its testdata/
// (ONR: onr/observe/testdata), so that a test fails when an id moves or a
// field shifts.
package observe

import "github.com/datafort/datafort/engine"

// Encoder gives one game its fixed action ids and its numeric observation.
// Action ids number the shapes of the game's options (a verb and its
// operands: which card, which target), not their places in a decision's
// list, so the same id means the same move in every state (see "Stable
// action ids" in the package comment). Both are computed from the deciding
// seat's view alone.
type Encoder interface {
	// NumDistinctActions is the size of the action space: every id is in
	// [0, NumDistinctActions).
	NumDistinctActions() int
	// Actions returns the id of each option of Select decision d (in option
	// order), or of each number from d.Min to d.Max of a Number decision,
	// as seen from the view of d's seat, which view returns. An encoder
	// calls view only when an option's id needs it (an option naming a
	// card or a place), so that a decision of plain verbs (a pass) costs no
	// view. Ids within a decision are distinct. Numbers the space cannot
	// hold are left out (a shorter list); an option it cannot hold is an
	// error.
	Actions(view ViewFunc, d engine.Decision) ([]int, error)
	// ActionName describes an action id without a state, e.g.
	// "rez installed[fort 2, card 0]".
	ActionName(id int) string
	// ObservationSize is the length of every observation vector.
	ObservationSize() int
	// Observe writes the numeric observation of view into out, which has
	// length ObservationSize.
	Observe(view any, out []float32) error
	// Layout describes the observation vector: its fields in order.
	Layout() []Field
}

// GameActioner is implemented by an encoder that can name a decision's
// options from the game itself, without building the deciding seat's view
// (most of the cost of a step of the agent layer): ActionsOf returns
// exactly the ids Actions returns for d from the view of d's seat, reading
// of g only what that view shows; it calls view when it cannot do without
// (a game it does not know, a table beyond what its ids name), and then
// as Actions does. The view is then built only for an observation.
type GameActioner interface {
	ActionsOf(g engine.Game, view ViewFunc, d engine.Decision) ([]int, error)
}

// ActionsAppender is implemented by a GameActioner that can write the ids
// ActionsOf returns into the room of a slice the caller no longer reads:
// AppendActionsOf appends them to dst and returns the result, so that a
// caller naming the options of decision after decision (the agent layer)
// allocates none.
type ActionsAppender interface {
	AppendActionsOf(dst []int, g engine.Game, view ViewFunc, d engine.Decision) ([]int, error)
}

// AppendActionsOf appends the ids ActionsOf returns to dst, in dst's room
// when enc is an ActionsAppender.
func AppendActionsOf(enc Encoder, dst []int, g engine.Game, view ViewFunc, d engine.Decision) ([]int, error) {
	if aa, ok := enc.(ActionsAppender); ok {
		return aa.AppendActionsOf(dst, g, view, d)
	}
	ids, err := ActionsOf(enc, g, view, d)
	if err != nil {
		return dst, err
	}
	return append(dst, ids...), nil
}

// ActionsOf returns the ids of decision d's options (Encoder.Actions) in
// g: named from the game when enc is a GameActioner, which builds no view
// unless it must, else from the view of d's seat, which view returns. Every
// caller that names a decision's options (the agent layer, the C library,
// the external arena) goes through it, so that none builds a view only
// to name them.
func ActionsOf(enc Encoder, g engine.Game, view ViewFunc, d engine.Decision) ([]int, error) {
	if ga, ok := enc.(GameActioner); ok {
		return ga.ActionsOf(g, view, d)
	}
	return enc.Actions(view, d)
}

// ViewFunc returns the deciding seat's view (Game.View), built when first
// asked for: see Encoder.Actions.
type ViewFunc func() any

// Given returns a ViewFunc of a view already built.
func Given(v any) ViewFunc { return func() any { return v } }

// ViewReuser is implemented by a game (an engine.Game) that can build a
// seat's view in the room of an older view of its own, which the caller no
// longer reads: a loop that views every state (the agent layer) then
// allocates almost nothing per view. The view is the same as View's.
type ViewReuser interface {
	ReuseView(seat engine.Seat, old any) any
}

// Field is a named run of an observation vector.
type Field struct {
	Name   string `json:"name"`
	Offset int    `json:"offset"`
	Size   int    `json:"size"`
	Doc    string `json:"doc,omitempty"`
}
