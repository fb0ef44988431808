package nsg

import (
	"errors"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// NSG's engagement count (engine.Engagement; package fuzz, `sim
// --engagement`): how often each printed ability of each implemented card
// took effect, and how often each card was engaged, by one of its
// abilities or by an occurrence of the rules about it (installed, rezzed,
// played, accessed, scored, trashed, …), an identity by being in play
// from the start of a game.
//
// An ability takes effect when the first instruction of its program starts
// (the machine's observer, kernel.Machine.Ran), a breaker's or ice's break
// or boost when its use starts. A card's static values (Def.MU,
// RemoteStrength, DrawBonus, a play restriction, …) are read where the
// rules compute a value, not as programs, and are not counted: each is
// exercised by its card's tests, which the ablation gate holds to it
// (ability -1, staticAblations).
var _ engine.Engagement = Ruleset{}

// engagement is the count turned on by CountEngagement, or nil.
var engagement atomic.Pointer[engagementCount]

// engagementCount counts, for every implemented card by title, each of its
// abilities that took effect, and how often the card was engaged.
type engagementCount struct {
	mu     sync.Mutex
	on     bool
	titles []string
	index  map[string]int
	took   [][]int64
	cards  []int64
}

// CountEngagement implements engine.Engagement.
func (Ruleset) CountEngagement() (engine.EngagementCount, error) {
	c := &engagementCount{on: true, index: map[string]int{}}
	for _, t := range Implemented() {
		c.index[t] = len(c.titles)
		c.titles = append(c.titles, t)
		c.took = append(c.took, make([]int64, len(Lookup(t).Abilities)))
		c.cards = append(c.cards, 0)
	}
	if !engagement.CompareAndSwap(nil, c) {
		return nil, errors.New("nsg: an engagement count is already on")
	}
	return c, nil
}

// ran is the machine's observer: it counts a card's ability whose program
// starts (its first op, not yet run, asked or resumed: an instruction run
// again once its interrupt window opened has a Would), and a break or
// boost whose use starts.
func ran(s *State, f *kernel.Frame) {
	c := engagement.Load()
	if c == nil || f.PC != 0 || f.Step != 0 || f.Answered || windowOpen(f) {
		return
	}
	switch {
	case f.Ref == refBreak:
		d := s.def(f.Src)
		if d == nil || int(f.N) >= len(d.Abilities) {
			return
		}
		switch d.Abilities[f.N].Kind {
		case AbBreak, AbBoost, AbIceBreak: // a virus counter's ability runs its own program
			c.engage(d.Title, int(f.N))
		}
	case !f.Ref.IsBuiltin():
		defsMu.RLock()
		d := byID[f.Ref.Card]
		defsMu.RUnlock()
		if d != nil {
			c.engage(d.Title, int(f.Ref.Ability))
		}
	}
}

// engageOccurrence counts the card occurrence o is about as engaged.
func (s *State) engageOccurrence(o kernel.Occurrence) {
	c := engagement.Load()
	if c == nil || o.Obj == 0 {
		return
	}
	if card := s.card(o.Obj); card != nil {
		c.engage(card.Title, -1)
	}
}

// engageIdentities counts both identities as engaged: the rules put them
// in play at setup (CR 5.2), where an identity without abilities (the
// System Gateway starters) takes part in the game all the same.
func (s *State) engageIdentities() {
	c := engagement.Load()
	if c == nil {
		return
	}
	for _, t := range s.Identity {
		c.engage(t, -1)
	}
}

// engage counts ability i of the card titled title taking effect (i < 0:
// the card was engaged by a rule).
func (c *engagementCount) engage(title string, i int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.on {
		return
	}
	k, ok := c.index[title]
	if !ok {
		return
	}
	c.cards[k]++
	if i >= 0 && i < len(c.took[k]) {
		c.took[k][i]++
	}
}

// Abilities implements engine.EngagementCount: every printed ability of
// every implemented card, labelled by its place and kind ("ability 2:
// subroutine").
func (c *engagementCount) Abilities() []engine.AbilityCount {
	c.mu.Lock()
	defer c.mu.Unlock()
	var out []engine.AbilityCount
	for k, t := range c.titles {
		d := Lookup(t)
		for i := range c.took[k] {
			kind := abilityName(d.Abilities[i])
			out = append(out, engine.AbilityCount{Title: t, Ability: i, Kind: kind,
				Label: fmt.Sprintf("ability %d: %s", i+1, kind), Took: c.took[k][i]})
		}
	}
	return out
}

// Cards implements engine.EngagementCount.
func (c *engagementCount) Cards() map[string]int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := make(map[string]int64, len(c.titles))
	for k, t := range c.titles {
		out[t] = c.cards[k]
	}
	return out
}

// NeverUsed implements engine.EngagementCount.
func (c *engagementCount) NeverUsed() []string {
	var out []string
	for _, a := range c.Abilities() {
		if a.Took == 0 {
			out = append(out, fmt.Sprintf("%s: %s", a.Title, a.Label))
		}
	}
	slices.Sort(out)
	return out
}

// Stop implements engine.EngagementCount.
func (c *engagementCount) Stop() {
	c.mu.Lock()
	on := c.on
	c.on = false
	c.mu.Unlock()
	if on {
		engagement.CompareAndSwap(c, nil)
	}
}
