package main

import (
	"strings"
	"testing"
)

func TestBigSellOut(t *testing.T) {
	// The Big Sell-Out through the command line: sim with --players or the
	// players option, play at any seat against bots.
	tests := []cmdTest{
		{
			name: "sim --game bso --players 6 reports wins by team", args: []string{"sim", "--game", "bso", "--players", "6", "--games", "4", "--seed", "1"},
			status: exitOK, stdout: []string{"game       bso\n", "games      4 (4 completed, 0 failed)", "teams      team "}, noStderr: true,
		},
		{
			name: "the players option is --players", args: []string{"sim", "--game", "bso", "--option", "players=8", "--games", "2", "--json"},
			status: exitOK, stdout: []string{`"teams": {`, `"completed": 2`}, noStderr: true,
		},
		{
			name: "--bot team1=heuristic seats the heuristic player at the first team's seats", args: []string{"sim", "--game", "bso", "--games", "2", "--seed", "1", "--bot", "team1=heuristic"},
			status: exitOK, stdout: []string{"bots       agent=heuristic, agent (seat 3)=random, sponsor=heuristic, sponsor (seat 2)=random", "games      2 (2 completed, 0 failed)"}, noStderr: true,
		},
		{
			name: "--bot names a team the game has", args: []string{"sim", "--game", "bso", "--games", "2", "--bot", "team3=heuristic"},
			status: exitUsage, stderr: []string{`no seat or role "team3"`},
		},
		{
			name: "an odd number of players is refused", args: []string{"sim", "--game", "bso", "--players", "5", "--games", "2"},
			status: exitFailure, stderr: []string{"option players=\"5\": want 4, 6 or 8"},
		},
		{
			name: "play --game bso seats the person as an Agent", args: []string{"play", "--game", "bso", "--side", "agent", "--seed", "1"},
			stdin: "q\n", status: exitOK, stdout: []string{"bso, seed 1: you play agent (seat 1) against ", "TEAM 1  Sponsor 1 and Agent 1", "Leaving the game."},
		},
		{
			name: "play --game bso runs bots at the other seats", args: []string{"play", "--game", "bso", "--players", "6", "--side", "sponsor", "--seed", "2"},
			stdin: strings.Repeat("0\n", 300), status: exitOK, stdout: []string{"you play sponsor (seat 0)", "TEAM 3  Sponsor 3 and Agent 3"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { tt.check(t) })
	}
}
