package ablate

import (
	"fmt"
	"slices"
	"sync"

	"github.com/datafort/datafort/engine"
)

// Cards is what a game gives the ablation plumbing shared by every game:
// how it finds a card, lists and words a card's changes, and makes one.
type Cards struct {
	// Title returns the defined title of the card titled title, and false
	// when no card is.
	Title func(title string) (string, bool)
	// Changes returns every change the gate makes to the card titled title.
	Changes func(title string) ([]Spec, error)
	// Describe says what a change does, for people.
	Describe func(Spec) string
	// Ablate makes a change to its card's definition in this process until
	// restore is called.
	Ablate func(Spec) (restore func(), err error)
}

// Maker implements engine.Ablator's two methods for one game's Cards: it
// names the changes of a card and makes one at a time per card.
type Maker struct {
	Cards Cards

	mu      sync.Mutex
	changed map[string]bool // the cards changed and not restored yet
}

// Named returns every change of the card titled title as an
// engine.Ablation: its stable name (Spec.String) and its wording.
func (m *Maker) Named(title string) ([]engine.Ablation, error) {
	specs, err := m.Cards.Changes(title)
	if err != nil {
		return nil, err
	}
	out := make([]engine.Ablation, len(specs))
	for i, s := range specs {
		out[i] = engine.Ablation{Name: s.String(), Text: m.Cards.Describe(s)}
	}
	return out, nil
}

// MakeAblation makes the change named name, one Named lists, to its card's
// definition in this process, until restore is called. Every game of the
// process plays the changed card meanwhile: see engine.Ablator. It fails,
// naming name, when it names no listed change, and when the card is
// already changed.
func (m *Maker) MakeAblation(name string) (made engine.Ablation, restore func(), err error) {
	s, err := ParseSpec(name)
	if err != nil {
		return engine.Ablation{}, nil, fmt.Errorf("unknown change %q: %w", name, err)
	}
	title, ok := m.Cards.Title(s.Card)
	if !ok {
		return engine.Ablation{}, nil, fmt.Errorf("unknown change %q: no card is titled %q", name, s.Card)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.changed[title] {
		return engine.Ablation{}, nil, fmt.Errorf("change %q: %s is already changed (one change of a card at a time)", name, title)
	}
	if all, _ := m.Cards.Changes(title); !slices.Contains(all, s) {
		return engine.Ablation{}, nil, fmt.Errorf("unknown change %q: not one of %s's changes", name, title)
	}
	made = engine.Ablation{Name: s.String(), Text: m.Cards.Describe(s)}
	undo, err := m.Cards.Ablate(s)
	if err != nil {
		return engine.Ablation{}, nil, fmt.Errorf("change %q: %w", name, err)
	}
	if m.changed == nil {
		m.changed = map[string]bool{}
	}
	m.changed[title] = true
	var once sync.Once
	return made, func() {
		once.Do(func() {
			m.mu.Lock()
			defer m.mu.Unlock()
			undo()
			delete(m.changed, title)
		})
	}, nil
}
