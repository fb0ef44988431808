package nsg

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/ablate"
)

// NSG's ablation hooks (engine.Ablator): the ablation gate's changes of a
// card (Ablations), offered by their stable names (ablate.Spec.String:
// "Palisade|0|off"), made in the process's definitions (Ablate).

// Ablations implements engine.Ablator: every change the ablation gate makes
// to the card titled card, by name, with what it does.
func (Ruleset) Ablations(card string) ([]engine.Ablation, error) { return AblationsByName(card) }

// Ablate implements engine.Ablator (MakeAblation).
func (Ruleset) Ablate(name string) (engine.Ablation, func(), error) { return MakeAblation(name) }

// maker makes the changes, one at a time per card (ablate.Maker).
var maker = &ablate.Maker{Cards: ablate.Cards{
	Title: func(title string) (string, bool) {
		d := Lookup(title)
		if d == nil {
			return "", false
		}
		return d.Title, true
	},
	Changes:  Ablations,
	Describe: DescribeAblation,
	Ablate:   Ablate,
}}

// AblationsByName returns every change of the card titled title
// (Ablations) as an engine.Ablation: its stable name and its wording.
func AblationsByName(title string) ([]engine.Ablation, error) { return maker.Named(title) }

// MakeAblation makes the change named name, one AblationsByName lists, to
// its card's definition in this process (Ablate), until restore is called
// (ablate.Maker.MakeAblation).
func MakeAblation(name string) (made engine.Ablation, restore func(), err error) {
	return maker.MakeAblation(name)
}

// AblationCards returns what the ablation plumbing knows of this game's
// cards (ablate.Cards), for the ablation gate (ablate.Gate).
func AblationCards() ablate.Cards { return maker.Cards }
