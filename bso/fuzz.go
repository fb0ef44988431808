package bso

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// EveryCardDecks implements engine.FuzzDecks: ONR's every-card decks
// (onr.EveryCardDecks), the Corp's for every Sponsor and the Runner's for
// every Agent, at a table of any size.
func (rules) EveryCardDecks(map[string]string) ([]string, error) {
	sponsors, agents, err := onr.EveryCardDecks()
	if err != nil {
		return nil, err
	}
	return []string{sponsors, agents}, nil
}

// SubsetDecks implements engine.FuzzDecks: ONR's subset decks
// (onr.SubsetDecks), the Corp's for every Sponsor and the Runner's for
// every Agent.
func (rules) SubsetDecks(_ map[string]string, seed uint64) ([]string, error) {
	sponsors, agents, err := onr.SubsetDecks(seed)
	if err != nil {
		return nil, err
	}
	return []string{sponsors, agents}, nil
}

// CountEngagement implements engine.Engagement with ONR's coverage count,
// which the Big Sell-Out's games count in as they play ONR's cards.
func (rules) CountEngagement() (engine.EngagementCount, error) { return onr.CountEngagement() }
