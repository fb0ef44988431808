package bso

import (
	"fmt"

	"github.com/datafort/datafort/bot"
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

// FuzzStyles names the styles of play of bso's fuzz games: ONR's
// (onr.FuzzStyles), eager Sponsors playing as an eager Corp does.
func (rules) FuzzStyles() []string { return onr.FuzzStyles() }

// FuzzPlayer returns the player of every seat of fuzz game g (a bso game)
// in style: ONR's (onr.NewFuzzPlayer) on the ONR game it plays.
func (rules) FuzzPlayer(g engine.Game, style string, seed uint64) (bot.Bot, error) {
	bg, ok := g.(*Game)
	if !ok {
		return nil, fmt.Errorf("bso: fuzzing a %T, not a bso game", g)
	}
	return onr.NewFuzzPlayer(bg.Game, style, seed)
}
