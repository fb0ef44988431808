package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/play"
)

func runPlay(e *env, args []string) int {
	fs := newFlagSet(e, "play")
	var gf gameFlags
	gf.register(fs)
	var bf botFlags
	bf.register(fs)
	side := fs.String("side", "", "the `ROLE` you play, e.g. corp or runner; default: the first seat's")
	seed := fs.Uint64("seed", 0, "the game's seed; default: from the clock, printed so that the game can be replayed")
	record := fs.String("record", "", "write the game's record to `FILE` as it ends or is left, for datafort replay; default: datafort-play-SEED.json in the current directory; \"-\" for none")
	if status, ok := parse(e, fs, args); !ok {
		return status
	}
	if status, ok := noArgs(e, fs); !ok {
		return status
	}
	rs, err := gf.ruleset()
	if err != nil {
		return usageError(e, fs, "%v", err)
	}
	decks, names, err := gf.decks()
	if err != nil {
		return fail(e, fs, err)
	}
	seedSet := false
	fs.Visit(func(f *flag.Flag) { seedSet = seedSet || f.Name == "seed" })
	if !seedSet {
		*seed = uint64(time.Now().UnixNano())
	}
	g, err := rs.New(engine.Setup{Seed: *seed, Decks: decks, DeckNames: names, Options: gf.setupOptions()})
	if err != nil {
		return fail(e, fs, fmt.Errorf("setting up the game: %w", err))
	}
	human, err := seatOf(g.Seats(), *side)
	if err != nil {
		return usageError(e, fs, "--side: %v", err)
	}
	if err := bf.check(g.Seats()); err != nil {
		return usageError(e, fs, "%v", err)
	}
	players := make([]bot.Player, len(g.Seats()))
	var against []string
	for _, s := range g.Seats() {
		deck := ""
		if int(s.Seat) < len(decks) {
			deck = decks[s.Seat]
		}
		spec, flagged := bf.flagged(s)
		if s.Seat == human && !flagged {
			continue
		}
		if !flagged {
			spec = defaultBot(rs.Name())
		}
		p, err := bot.New(spec, bot.Config{Game: rs.Name(), Seat: s.Seat, Role: s.Role, Seed: *seed ^ 0xb07, Deck: deck, Options: gf.setupOptions()})
		if err != nil {
			return usageError(e, fs, "--bot: seat %d (%s): %v", s.Seat, s.Role, err)
		}
		if s.Seat == human {
			// The player's own seat seats no bot, but a flag naming it
			// (--bot corp=… for the Corp you play) is still refused if
			// it is one play cannot seat, such as an external program
			// (only arena seats one), rather than ignored.
			continue
		}
		players[s.Seat] = p
		against = append(against, fmt.Sprintf("%s (%s)", s.Role, spec))
	}
	fmt.Fprintf(e.stdout, "%s, seed %d: you play %s (seat %d) against %s.\n", rs.Name(), *seed, g.Seats()[human].Role, human, strings.Join(against, ", "))
	setup := engine.Setup{Seed: *seed, Decks: decks, DeckNames: names, Options: gf.setupOptions()}
	rec := &engine.Record{Ruleset: rs.Name(), Setup: setup}
	if fp, ok := g.(engine.Fingerprinter); ok {
		rules := fp.Fingerprint()
		rec.Rules = &rules
	}
	perr := play.PlayRecorded(g, human, e.stdin, e.stdout, players, rec)
	if *record != "-" {
		path := *record
		if path == "" {
			path = filepath.Join(e.dir, fmt.Sprintf("datafort-play-%d.json", *seed))
		}
		if err := saveRecord(path, rec); err != nil {
			return fail(e, fs, err)
		}
		fmt.Fprintf(e.stdout, "The game's record is in %s; replay it with: datafort replay %s\n", path, path)
	}
	if perr != nil {
		return fail(e, fs, perr)
	}
	return exitOK
}

// saveRecord writes rec as JSON to path.
func saveRecord(path string, rec *engine.Record) error {
	b, err := json.MarshalIndent(rec, "", "  ")
	if err != nil {
		return fmt.Errorf("encoding the record: %w", err)
	}
	if err := os.WriteFile(path, append(b, '\n'), 0o644); err != nil {
		return fmt.Errorf("writing the record: %w", err)
	}
	return nil
}

// seatOf returns the first seat whose role is side, or the first seat if side
// is empty.
func seatOf(seats []engine.SeatInfo, side string) (engine.Seat, error) {
	if len(seats) == 0 {
		return engine.NoSeat, fmt.Errorf("the game has no seats")
	}
	if side == "" {
		return seats[0].Seat, nil
	}
	var roles []string
	for _, s := range seats {
		if s.Role == side {
			return s.Seat, nil
		}
		if !slices.Contains(roles, s.Role) {
			roles = append(roles, s.Role)
		}
	}
	return engine.NoSeat, fmt.Errorf("no seat plays %q (roles: %s)", side, strings.Join(roles, ", "))
}
