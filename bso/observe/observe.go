// Package observe is the Big Sell-Out's observation encoder for the
// AI-research interface (package agent, docs/agent.md): stable action ids
// numbering the shapes of bso's options, and a documented observation
// vector built from one seat's bso.View. Its init registers it with
// engine/observe under the name of bso's ruleset, "bso"; it imports bso
// (and so ONR's cards). testdata/ pins the action ids and the layout.
//
// The Big Sell-Out plays ONR's verbs at a larger table, so the encoder is
// ONR's (onr/observe.NewEncoder) sized for BSOSeats seats and BSOForts
// forts, with bso's own families laid out after ONR's (families, then
// later, after ONR's later families: onrobserve.NewEncoder's epochs).
// Seats are named relative to the deciding seat: "own", then "seat+1",
// "seat+2"… the seats after it in seat order (wrapping round the table).
// Which of them are its teammate, its opponents, Sponsors or Agents is in
// the observation (the "seat+k." fields), not in the numbering, so that a
// policy trained at one seat plays at another. Forts are named by their
// slot in the view's order (bso.View.Forts), whose owners the observation
// gives ("fort[k]." fields).
package observe

import (
	"fmt"
	"sync"

	"github.com/datafort/datafort/bso"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/observe"
	"github.com/datafort/datafort/onr"
	onrobserve "github.com/datafort/datafort/onr/observe"
)

func init() { observe.Register(bso.Rules.Name(), func() observe.Encoder { return enc() }) }

// Capacities of the Big Sell-Out's encoding beyond ONR's (onrobserve's
// ONRHand, ONRRig… hold for each seat and fort): the seats of the largest
// table, and the forts in play. A table of eight seats begins with 16
// forts (four Sponsors' HQ, R&D, Archives and Agent fort); random play
// stays within BSOForts, at most 37 in a hundred random eight-seat games (TestRandomTablesEncodeEveryDecision
// fails on a game that does not; -games N plays more).
const (
	BSOSeats = 8  // seats named, the deciding one first
	BSOForts = 48 // existing forts, in the view's order
)

// table is the size of the Big Sell-Out's encoding.
var table = onrobserve.Table{Seats: BSOSeats, Forts: BSOForts}

// families are bso's epoch 0, after ONR's (onrobserve.NewEncoder lays
// out ONR's epoch 0, this, ONR's epoch 1, later, and so on), in id order:
// ids are fixed by this order (TestBSOActionIdsAreStable pins them; see
// "Stable action ids" in engine/observe). Frozen: ONR's epoch 1 follows
// it, so bso's next families go to later. An operand a decision never
// varies is implied by the state and not named: the agenda an Agent
// liberates (one a decision), the price of a tag offered, the counters
// combined.
var families = []onrobserve.Family{
	// Whose tag to remove, at a table of several Sponsors (onr/tags.go).
	{Verb: onr.VerbRemoveTag, Shape: "-seat", Operands: []onrobserve.Operand{onrobserve.OpSeat}},
	// A card of the Agent's naming the Sponsor it affects (bso/ally.go).
	{Verb: bso.VerbTarget, Operands: []onrobserve.Operand{onrobserve.OpRig, onrobserve.OpSeat}},
	// Trading tags ("Handling Tags"): the Agent whose tag it is.
	{Verb: bso.VerbOfferTag, Operands: []onrobserve.Operand{onrobserve.OpSeat}},
	{Verb: bso.VerbBuy, Operands: []onrobserve.Operand{onrobserve.OpSeat}},
	{Verb: bso.VerbRefuse, Operands: []onrobserve.Operand{onrobserve.OpSeat}},
	{Verb: bso.VerbBid, Operands: []onrobserve.Operand{onrobserve.OpSeat}},
	// A run on a Sponsor's fort by an Agent, and the Agent fort ("Runs",
	// "Teams and Seating").
	{Verb: bso.VerbFastBoot, Operands: []onrobserve.Operand{onrobserve.OpIce}},
	{Verb: bso.VerbTagAgent},
	{Verb: bso.VerbSteal, Operands: []onrobserve.Operand{onrobserve.OpRig}},
	{Verb: bso.VerbTrashNode, Operands: []onrobserve.Operand{onrobserve.OpInstalled}},
	// A liberated agenda ("Handling Agendas"): the Agent scores or gives
	// it; its Sponsor installs it (a new fort or a subsidiary), combines
	// it with an installed copy, or sets it aside for the points.
	{Verb: bso.VerbScoreIt},
	{Verb: bso.VerbGiveIt},
	{Verb: bso.VerbInstallIt, Operands: []onrobserve.Operand{onrobserve.OpInstallTo}},
	{Verb: bso.VerbCombine, Operands: []onrobserve.Operand{onrobserve.OpInstalled}},
	{Verb: onr.VerbSetAside, Shape: "-card"},
	// Bits traded to a teammate ("Trading Bits"), and a team without its
	// Agent ("Victory!").
	{Verb: bso.VerbTrade},
	{Verb: bso.VerbRehire},
	{Verb: bso.VerbConcede},
	// A card used or played as an action whose text speaks of a player of
	// the other role: the seat it targets (onr/targets.go).
	{Verb: onr.VerbUse, Shape: "-seat", Operands: []onrobserve.Operand{onrobserve.OpAnyCard, onrobserve.OpAbility, onrobserve.OpSeat}},
	{Verb: onr.VerbPlay, Shape: "-seat", Operands: []onrobserve.Operand{onrobserve.OpHand, onrobserve.OpSeat}},
}

// later is bso's epoch 1, after ONR's (see families). Append only, while
// ONR has no epoch 2; then bso's next families go to a new epoch after
// ONR's last.
var later = []onrobserve.Family{
	// The cards of a fort past its first onrobserve.ONRFortCards: the
	// twins of bso's families with an "installed" or a "card" operand,
	// with a "fort-more" operand in its place (as ONR's in its epoch 1;
	// onrobserve.NewEncoder checks that each has its twin).
	{Verb: bso.VerbTrashNode, Shape: "-fort-more", Operands: []onrobserve.Operand{onrobserve.OpFortMore}},
	{Verb: bso.VerbCombine, Shape: "-fort-more", Operands: []onrobserve.Operand{onrobserve.OpFortMore}},
	{Verb: onr.VerbUse, Shape: "-seat-fort-more", Operands: []onrobserve.Operand{onrobserve.OpFortMore, onrobserve.OpAbility, onrobserve.OpSeat}},
}

// encoder is the observe.Encoder of the Big Sell-Out: ONR's at bso's
// table, reading the ONR game and view a bso game and view hold, and an
// observation of ONR's fields then bso's (bsoLayout).
type encoder struct {
	*onrobserve.Encoder
	core   int // the length of ONR's part of the observation before its "known" field
	known  int // the length of ONR's "known" field, appended after bso's
	layout []observe.Field
	size   int
}

var enc = sync.OnceValue(func() *encoder {
	e := &encoder{Encoder: onrobserve.NewEncoder(table, families, later)}
	e.known = e.Encoder.KnownSize()
	e.core = e.Encoder.ObservationSize() - e.known
	onrFields := e.Encoder.Layout()
	e.layout, e.size = bsoLayout(onrFields[:len(onrFields)-1], e.core)
	// ONR's "known" field, appended to ONR's layout later than bso's
	// fields were to it: after them, so that their offsets stay.
	kf := onrFields[len(onrFields)-1]
	kf.Offset = e.size
	e.layout = append(e.layout, kf)
	e.size += e.known
	return e
})

// onrView returns a ViewFunc of the ONR view of the view view returns (a
// *bso.View's, or the view itself).
func onrView(view observe.ViewFunc) observe.ViewFunc {
	return func() any {
		v := view()
		if bv, ok := v.(*bso.View); ok {
			return bv.View
		}
		return v
	}
}

// onrGame returns the ONR game of g (a *bso.Game's), or g.
func onrGame(g engine.Game) engine.Game {
	if bg, ok := g.(*bso.Game); ok {
		return bg.Game
	}
	return g
}

// Actions implements observe.Encoder.
func (e *encoder) Actions(view observe.ViewFunc, d engine.Decision) ([]int, error) {
	return e.Encoder.Actions(onrView(view), d)
}

// ActionsOf implements observe.GameActioner: ONR's, in the ONR game a bso
// game plays (onr.Game.ViewPlace: where the view of d's seat would list
// each card).
func (e *encoder) ActionsOf(g engine.Game, view observe.ViewFunc, d engine.Decision) ([]int, error) {
	return e.Encoder.ActionsOf(onrGame(g), onrView(view), d)
}

// AppendActionsOf implements observe.ActionsAppender: ActionsOf's ids
// appended to dst.
func (e *encoder) AppendActionsOf(dst []int, g engine.Game, view observe.ViewFunc, d engine.Decision) ([]int, error) {
	return e.Encoder.AppendActionsOf(dst, onrGame(g), onrView(view), d)
}

// ObservationSize implements observe.Encoder.
func (e *encoder) ObservationSize() int { return e.size }

// Layout implements observe.Encoder.
func (e *encoder) Layout() []observe.Field { return e.layout }

// Observe implements observe.Encoder: ONR's observation of the view's ONR
// part at bso's table, then bso's fields (bsoLayout), then ONR's "known"
// field (the cards of hidden zones the viewer knows).
func (e *encoder) Observe(view any, out []float32) error {
	v, ok := view.(*bso.View)
	if !ok {
		return fmt.Errorf("agent: a bso encoder needs a *bso.View, got %T", view)
	}
	if len(out) != e.size {
		return fmt.Errorf("agent: observation buffer of %d, want %d", len(out), e.size)
	}
	if err := e.Encoder.ObserveSplit(v.View, out[:e.core], out[e.size-e.known:]); err != nil {
		return err
	}
	return observeTable(v, out[e.core:e.size-e.known])
}

// ObserveSparse implements observe.SparseObserver, in place of ONR's
// encoder's, which it embeds and whose layout it extends: the non-zero
// entries of Observe's whole vector.
func (e *encoder) ObserveSparse(view any, idx []int32, val []float32) ([]int32, []float32, error) {
	out := make([]float32, e.size)
	if err := e.Observe(view, out); err != nil {
		return idx, val, err
	}
	idx, val = observe.AppendNonZero(idx, val, out, 0)
	return idx, val, nil
}
