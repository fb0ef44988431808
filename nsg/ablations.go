package nsg

import (
	"fmt"
	"slices"
	"sync"

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

// AblationsByName returns every change of the card titled title
// (Ablations) as an engine.Ablation: its stable name and its wording.
func AblationsByName(title string) ([]engine.Ablation, error) {
	specs, err := Ablations(title)
	if err != nil {
		return nil, err
	}
	out := make([]engine.Ablation, len(specs))
	for i, s := range specs {
		out[i] = engine.Ablation{Name: s.String(), Text: DescribeAblation(s)}
	}
	return out, nil
}

// ablated holds the cards changed by MakeAblation and not restored yet.
var ablated = struct {
	sync.Mutex
	cards map[string]bool
}{cards: map[string]bool{}}

// MakeAblation makes the change named name, one AblationsByName lists, to
// its card's definition in this process (Ablate), until restore is called.
// Every game of the process plays the changed card meanwhile: see
// engine.Ablator. It fails, naming name, when it names no listed change,
// and when the card is already changed.
func MakeAblation(name string) (made engine.Ablation, restore func(), err error) {
	s, err := ablate.ParseSpec(name)
	if err != nil {
		return engine.Ablation{}, nil, fmt.Errorf("unknown change %q: %w", name, err)
	}
	d := Lookup(s.Card)
	if d == nil {
		return engine.Ablation{}, nil, fmt.Errorf("unknown change %q: no card is titled %q", name, s.Card)
	}
	ablated.Lock()
	defer ablated.Unlock()
	if ablated.cards[d.Title] {
		return engine.Ablation{}, nil, fmt.Errorf("change %q: %s is already changed (one change of a card at a time)", name, d.Title)
	}
	if all, _ := Ablations(d.Title); !slices.Contains(all, s) {
		return engine.Ablation{}, nil, fmt.Errorf("unknown change %q: not one of %s's changes", name, d.Title)
	}
	made = engine.Ablation{Name: s.String(), Text: DescribeAblation(s)}
	undo, err := Ablate(s)
	if err != nil {
		return engine.Ablation{}, nil, fmt.Errorf("change %q: %w", name, err)
	}
	ablated.cards[d.Title] = true
	var once sync.Once
	return made, func() {
		once.Do(func() {
			ablated.Lock()
			defer ablated.Unlock()
			undo()
			delete(ablated.cards, d.Title)
		})
	}, nil
}
