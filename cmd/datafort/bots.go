package main

import (
	"flag"
	"fmt"
	"strconv"
	"strings"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/sim"
)

// botFlags is the repeatable --bot ROLE_OR_SEAT=SPEC flag of sim and play:
// a role ("corp"), a team ("team1") or a seat number ("1"); a seat wins
// over a team, a team over a role.
type botFlags struct {
	specs map[string]string // by role, team key (sim.TeamKey) or seat number
}

func (b *botFlags) register(fs *flag.FlagSet) {
	b.specs = map[string]string{}
	fs.Func("bot", "seat a bot, as `ROLE_OR_SEAT=NAME[:KEY=VALUE,...]` (e.g. corp=heuristic, 1=random, team2=heuristic); repeatable; bots: "+strings.Join(bot.Names(), ", "), func(s string) error {
		k, v, ok := strings.Cut(s, "=")
		if !ok || k == "" || v == "" {
			return fmt.Errorf("want ROLE_OR_SEAT=NAME, got %q", s)
		}
		if _, _, err := bot.ParseSpec(v); err != nil {
			return err
		}
		b.specs[k] = v
		return nil
	})
}

// check reports a --bot key that names no seat or role of seats.
func (b *botFlags) check(seats []engine.SeatInfo) error {
	for k := range b.specs {
		found := false
		for _, s := range seats {
			if k == s.Role || k == strconv.Itoa(int(s.Seat)) || k == sim.TeamKey(s.Team) {
				found = true
			}
		}
		if !found {
			return fmt.Errorf("--bot %s=…: no seat or role %q in this game", k, k)
		}
	}
	return nil
}

// flagged returns the bot spec a flag gives seat s, and whether one does.
func (b *botFlags) flagged(s engine.SeatInfo) (string, bool) {
	for _, k := range []string{strconv.Itoa(int(s.Seat)), sim.TeamKey(s.Team), s.Role} {
		if v, ok := b.specs[k]; ok {
			return v, true
		}
	}
	return "", false
}

// defaultBot is the bot play seats where no --bot flag says: the heuristic
// player when the registry says it plays the game, else the random one,
// which plays every game.
func defaultBot(game string) string {
	if info, ok := bot.Lookup("heuristic"); ok && info.Plays(game) {
		return "heuristic"
	}
	return "random"
}
