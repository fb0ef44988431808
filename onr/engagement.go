package onr

import (
	"errors"

	"github.com/datafort/datafort/engine"
)

// CountEngagement implements engine.Engagement with the coverage count
// (Coverage, SetCoverage): every game that plays ONR's cards (bso's too)
// counts while it is on.
func (rules) CountEngagement() (engine.EngagementCount, error) { return CountEngagement() }

// CountEngagement turns a coverage count on (SetCoverage) and returns it as
// an engine.EngagementCount; it fails when a count is already on.
func CountEngagement() (engine.EngagementCount, error) {
	cov := NewCoverage()
	if prev := SetCoverage(cov); prev != nil {
		SetCoverage(prev)
		return nil, errors.New("onr: a coverage count is already on")
	}
	return engagement{cov}, nil
}

// engagement is a Coverage on, seen as an engine.EngagementCount.
type engagement struct{ cov *Coverage }

// Abilities implements engine.EngagementCount.
func (e engagement) Abilities() []engine.AbilityCount {
	abs := e.cov.Abilities()
	out := make([]engine.AbilityCount, len(abs))
	for i, a := range abs {
		out[i] = engine.AbilityCount{Title: a.Title, Ability: a.Ability, Kind: a.Kind, Label: a.Label, Took: a.Took, Ops: a.Ops}
	}
	return out
}

// Cards implements engine.EngagementCount: every implemented card, by
// title, with how often it was engaged (Coverage.Engaged).
func (e engagement) Cards() map[string]int64 {
	engaged := e.cov.Engaged()
	out := make(map[string]int64, len(defs))
	for _, title := range Implemented() {
		out[title] = engaged[title]
	}
	return out
}

// NeverUsed implements engine.EngagementCount (Coverage.Untouched).
func (e engagement) NeverUsed() []string { return e.cov.Untouched() }

// Stop implements engine.EngagementCount.
func (e engagement) Stop() {
	if coverage == e.cov {
		SetCoverage(nil)
	}
}
