package nsg

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
)

// Styles of play of a fuzz game (package fuzz plays them in turn, fuzz.Styles).
// Uniformly random players seldom score an agenda or break a piece of ice
// with the right breaker, so two thirds of the games seat the heuristic
// player (package nsg/heuristic, found by name in the bot registry: this
// package cannot import it) on one side against a random player.
const (
	FuzzRandom          = "random"           // both players pick uniformly among their options
	FuzzHeuristicCorp   = "heuristic-corp"   // the heuristic Corp against a random Runner
	FuzzHeuristicRunner = "heuristic-runner" // a random Corp against the heuristic Runner
)

// fuzzBotSalt derives a fuzz player's seed from its game's setup seed.
const fuzzBotSalt = 0xf022_45c

// FuzzStyles implements fuzz.Styles: random play, then the heuristic
// player on each side in turn.
func (Ruleset) FuzzStyles() []string {
	return []string{FuzzRandom, FuzzHeuristicCorp, FuzzHeuristicRunner}
}

// FuzzPlayer implements fuzz.Styles: the player answering every decision
// of fuzz game g in style, seeded from the game's setup seed. The
// heuristic player must be registered (a program fuzzing NSG imports
// nsg/heuristic, as internal/allgames does); it is handed each decision's
// observation, as bot.Table hands it, with no events.
func (Ruleset) FuzzPlayer(g engine.Game, style string, seed uint64) (bot.Bot, error) {
	if !slices.Contains(Ruleset{}.FuzzStyles(), style) {
		return nil, fmt.Errorf("nsg: no fuzz style %q", style)
	}
	f := &fuzzPlayer{g: g, random: bot.NewRandom(seed ^ fuzzBotSalt), players: map[engine.Seat]bot.Player{}}
	for _, s := range g.Seats() {
		if style == FuzzHeuristicCorp && s.Role == "corp" || style == FuzzHeuristicRunner && s.Role == "runner" {
			p, err := bot.New("heuristic", bot.Config{Game: Name, Seat: s.Seat, Role: s.Role, Seed: seed ^ fuzzBotSalt})
			if err != nil {
				return nil, fmt.Errorf("nsg: fuzz style %s: %w", style, err)
			}
			f.players[s.Seat] = p
		}
	}
	return f, nil
}

// fuzzPlayer answers every decision of a fuzz game: a seat's player's
// choice from its observation, or a random one.
type fuzzPlayer struct {
	g       engine.Game
	random  *bot.Random
	players map[engine.Seat]bot.Player
}

// Choose implements bot.Bot.
func (f *fuzzPlayer) Choose(d engine.Decision) engine.Choice {
	if p, ok := f.players[d.Seat]; ok {
		return p.Choose(bot.NewObservation(f.g, d, nil))
	}
	return f.random.Choose(d)
}
