package neuroscape

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
)

// Styles of play of a fuzz game (fuzz.Styles; package fuzz plays them in
// turn). Random players seldom build a board and attack through it, so
// games are also played by the player registered as "heuristic" for
// Neuroscape (neuroscape/heuristic, found in the bot registry: this package
// cannot import it), with noise so that its games differ, at every seat,
// and at the first team's seats against random players.
const (
	FuzzRandom          = "random"           // one random player answers every seat
	FuzzHeuristic       = "heuristic"        // the heuristic player at every seat
	FuzzHeuristicRandom = "heuristic-random" // the heuristic player at team 1's seats, random players at team 2's
)

// fuzzSpec is the heuristic players' spec in fuzz games: noise breaks
// their ties and near-ties differently in every game.
const fuzzSpec = "heuristic:noise=0.5"

// fuzzSalt derives a fuzz player's seeds from its game's setup seed.
const fuzzSalt = 0x5e0_f022

// FuzzStyles implements fuzz.Styles: random, and the heuristic styles when
// a heuristic player is registered for the game.
func (Ruleset) FuzzStyles() []string {
	if _, ok := bot.LookupFor(FuzzHeuristic, Name); !ok {
		return []string{FuzzRandom}
	}
	return []string{FuzzRandom, FuzzHeuristic, FuzzHeuristicRandom}
}

// FuzzPlayer implements fuzz.Styles: the player of every seat of fuzz game
// g in style, seeded from the game's setup seed. A heuristic seat's player
// is handed only its seat's observations.
func (r Ruleset) FuzzPlayer(g engine.Game, style string, seed uint64) (bot.Bot, error) {
	if !slices.Contains(r.FuzzStyles(), style) {
		return nil, fmt.Errorf("neuroscape: no fuzz style %q", style)
	}
	random := bot.NewRandom(seed ^ fuzzSalt)
	if style == FuzzRandom {
		return random, nil
	}
	f := &fuzzTable{g: g, random: random}
	for _, s := range g.Seats() {
		if style == FuzzHeuristicRandom && s.Team != 0 {
			f.players = append(f.players, nil)
			continue
		}
		p, err := bot.New(fuzzSpec, bot.Config{Game: Name, Seat: s.Seat, Role: s.Role, Seed: seed ^ fuzzSalt ^ uint64(s.Seat+1)<<32})
		if err != nil {
			return nil, fmt.Errorf("neuroscape: the fuzz player of %s: %w", s.Role, err)
		}
		f.players = append(f.players, p)
	}
	return f, nil
}

// fuzzTable answers every decision of a fuzz game: a seat's player from the
// seat's observation, a seat without one at random.
type fuzzTable struct {
	g       engine.Game
	players []bot.Player // by seat; nil for a random seat
	random  *bot.Random
}

// Choose implements bot.Bot.
func (f *fuzzTable) Choose(d engine.Decision) engine.Choice {
	if int(d.Seat) < len(f.players) && f.players[d.Seat] != nil {
		return f.players[d.Seat].Choose(bot.NewObservation(f.g, d, nil))
	}
	return f.random.Choose(d)
}
