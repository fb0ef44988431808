package main

import (
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine/enginetest"
)

// TestGamesRegisterTheirPlayers: the games datafort registers (games.go)
// bring their players, and the registry lists for each game the players
// that say they play it; random and external (arena_external.go) play
// every game.
func TestGamesRegisterTheirPlayers(t *testing.T) {
	for _, tt := range []struct {
		game string
		want []string
	}{
		{"onr", []string{"external", "heuristic", "random", "search"}},
		{"bso", []string{"external", "heuristic", "random"}},
		{enginetest.ToyName, []string{"external", "random"}},
	} {
		t.Run("the players of "+tt.game+" are "+strings.Join(tt.want, ", "), func(t *testing.T) {
			if got := bot.For(tt.game); !slices.Equal(got, tt.want) {
				t.Errorf("bot.For(%q) = %v, want %v", tt.game, got, tt.want)
			}
			for _, n := range tt.want {
				if info, _ := bot.Lookup(n); info.About == "" {
					t.Errorf("%s says nothing of itself", n)
				}
			}
		})
	}
}

// TestDefaultBotIsTheHeuristicWhereItPlays: play seats the heuristic
// player where the registry says it plays the game, else the random one.
func TestDefaultBotIsTheHeuristicWhereItPlays(t *testing.T) {
	for _, tt := range []struct{ game, want string }{
		{"onr", "heuristic"},
		{"bso", "heuristic"},
		{"nsg", "heuristic"},
		{enginetest.ToyName, "random"},
	} {
		t.Run("in "+tt.game+" play seats "+tt.want, func(t *testing.T) {
			if got := defaultBot(tt.game); got != tt.want {
				t.Errorf("defaultBot(%q) = %q, want %q", tt.game, got, tt.want)
			}
		})
	}
}
