package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// runCards runs "datafort cards": how much of the printed ONR card pool
// has a definition, by set and card type, and with --missing which cards
// do not. Every implemented card is gated: each of its abilities
// disabled, and each of its numbers moved by one, makes one of its own
// tests fail (onr/cards' ablation gate, which lists no exception but the
// changes no game can tell apart, each with its reason). With --ablations
// TITLE it lists instead those changes of one card, by the names `datafort
// sim --ablate` takes, of any game with ablation hooks (engine.Ablator).
func runCards(e *env, args []string) int {
	fs := newFlagSet(e, "cards")
	asJSON := fs.Bool("json", false, "print the pool as JSON (with --ablations: the changes)")
	missing := fs.Bool("missing", false, "list the titles of the cards not implemented yet")
	ablations := fs.String("ablations", "", "list the changes `TITLE`'s card can be played with (datafort sim --ablate NAME), by name, with what each does")
	game := fs.String("game", "onr", "the game: onr or bso for the pool; with --ablations, any game whose card it names")
	if status, ok := parse(e, fs, args); !ok {
		return status
	}
	if status, ok := noArgs(e, fs); !ok {
		return status
	}
	if *ablations != "" {
		return listAblations(e, fs, *game, *ablations, *asJSON)
	}
	if *game != "onr" && *game != "bso" {
		// The pool listed is ONR's, which the Big Sell-Out plays; another
		// game's count is not this one.
		return usageError(e, fs, "--game %s: the card pool is listed for onr (and bso, which plays its cards); for %s use --ablations TITLE, or datafort rulings --game %s for its rules", *game, *game, *game)
	}
	rows := onr.Pool()
	if *asJSON {
		b, err := json.MarshalIndent(rows, "", "  ")
		if err != nil {
			return fail(e, fs, err)
		}
		fmt.Fprintf(e.stdout, "%s\n", b)
		return exitOK
	}
	done, total := 0, 0
	fmt.Fprintf(e.stdout, "%-8s %-10s %s\n", "set", "type", "implemented")
	for _, r := range rows {
		done += r.Implemented
		total += r.Total
		fmt.Fprintf(e.stdout, "%-8s %-10s %3d of %3d\n", r.Set, r.Type, r.Implemented, r.Total)
		if *missing && len(r.Missing) > 0 {
			fmt.Fprintf(e.stdout, "         missing: %s\n", strings.Join(r.Missing, "; "))
		}
	}
	fmt.Fprintf(e.stdout, "\n%d of %d ONR cards implemented, each gated: every ability and number pinned by the card's own tests\n", done, total)
	return exitOK
}

// listAblations prints the changes of the card titled title in game, one a
// line: its name, then what it does.
func listAblations(e *env, fs *flag.FlagSet, game, title string, asJSON bool) int {
	rs, err := engine.Lookup(game)
	if err != nil {
		return usageError(e, fs, "--game: %v", err)
	}
	a, ok := rs.(engine.Ablator)
	if !ok {
		return usageError(e, fs, "--ablations: %s: %v", rs.Name(), engine.ErrNoAblations)
	}
	list, err := a.Ablations(title)
	if err != nil {
		return usageError(e, fs, "--ablations: %v", err)
	}
	if asJSON {
		b, err := json.MarshalIndent(list, "", "  ")
		if err != nil {
			return fail(e, fs, err)
		}
		fmt.Fprintf(e.stdout, "%s\n", b)
		return exitOK
	}
	for _, c := range list {
		fmt.Fprintf(e.stdout, "%s\t%s\n", c.Name, c.Text)
	}
	return exitOK
}
