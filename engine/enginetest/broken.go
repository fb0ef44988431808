package enginetest

import (
	"errors"
	"fmt"

	"github.com/datafort/datafort/engine"
)

// Fault is a bug that Broken injects into the toy game.
type Fault string

// The faults Broken can inject.
const (
	// FaultPanic makes Apply panic.
	FaultPanic Fault = "panic"
	// FaultInvariant makes Check report a violation.
	FaultInvariant Fault = "invariant"
	// FaultApply makes Apply reject every choice, even a legal one.
	FaultApply Fault = "apply"
	// FaultEndless makes the game stall: Apply accepts a choice but only
	// asks the same question again, so the game never ends.
	FaultEndless Fault = "endless"
	// FaultStep makes Step (engine.Stepper) accept a choice and change
	// nothing, where Apply plays it.
	FaultStep Fault = "step"
)

// Broken is the engine.Ruleset of toy games that misbehave with Fault from
// turn Turn on (from the start if Turn <= 1). Its name is "toy-" followed by
// the fault, so Broken rulesets with different faults can be registered side
// by side. It is meant for testing tools, such as simulators and replayers,
// that must catch and report faulty games; it is not registered by default.
type Broken struct {
	Fault Fault
	Turn  int
}

// Name returns "toy-" followed by the fault.
func (b Broken) Name() string { return ToyName + "-" + string(b.Fault) }

// New starts a broken toy game.
func (b Broken) New(s engine.Setup) (engine.Game, error) {
	g, err := Toy{}.New(s)
	if err != nil {
		return nil, err
	}
	return &brokenGame{toyGame: g.(*toyGame), b: b}, nil
}

// Load restores a broken toy game saved with MarshalBinary.
func (b Broken) Load(data []byte) (engine.Game, error) {
	g, err := Toy{}.Load(data)
	if err != nil {
		return nil, err
	}
	return &brokenGame{toyGame: g.(*toyGame), b: b}, nil
}

// brokenGame is a toy game with a fault.
type brokenGame struct {
	*toyGame
	b Broken
}

func (g *brokenGame) faulty() bool { return g.st.Turn >= g.b.Turn }

// Apply implements engine.Game, with the fault.
func (g *brokenGame) Apply(c engine.Choice) ([]engine.Event, error) {
	if !g.faulty() {
		return g.toyGame.Apply(c)
	}
	switch g.b.Fault {
	case FaultPanic:
		panic(fmt.Sprintf("toy: injected panic at turn %d", g.st.Turn))
	case FaultApply:
		return nil, fmt.Errorf("toy: injected apply error at turn %d", g.st.Turn)
	case FaultEndless:
		d, err := engine.Validate(g.st.Pending, c)
		if err != nil {
			return nil, err
		}
		for i := range g.st.Pending {
			if g.st.Pending[i].ID == d.ID {
				g.st.NextID++
				g.st.Pending[i].ID = g.st.NextID
			}
		}
		g.last, g.lastOK = engine.Effect{}, true // it did nothing
		return []engine.Event{engine.Plain("stall", "nothing happens")}, nil
	}
	return g.toyGame.Apply(c)
}

// Step implements engine.Stepper: Apply without its events, or, with
// FaultStep, a step that accepts a legal choice and does nothing.
func (g *brokenGame) Step(c engine.Choice) error {
	if g.faulty() && g.b.Fault == FaultStep {
		_, err := engine.Validate(g.st.Pending, c)
		return err
	}
	_, err := g.Apply(c)
	return err
}

// Check implements engine.Game, with the fault.
func (g *brokenGame) Check() error {
	if g.faulty() && g.b.Fault == FaultInvariant {
		return errors.Join(g.toyGame.Check(), fmt.Errorf("toy: injected invariant violation at turn %d", g.st.Turn))
	}
	return g.toyGame.Check()
}

// Clone implements engine.Game.
func (g *brokenGame) Clone() engine.Game {
	return &brokenGame{toyGame: g.toyGame.Clone().(*toyGame), b: g.b}
}
