package bso

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// Ablations implements engine.Ablator with ONR's changes of its cards
// (onr.AblationsByName), which the Big Sell-Out plays.
func (rules) Ablations(card string) ([]engine.Ablation, error) { return onr.AblationsByName(card) }

// Ablate implements engine.Ablator (onr.MakeAblation): the change is made
// to ONR's definition, which bso's games play too.
func (rules) Ablate(name string) (engine.Ablation, func(), error) { return onr.MakeAblation(name) }
