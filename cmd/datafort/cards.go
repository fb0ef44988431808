package main

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/datafort/datafort/onr"
)

// runCards runs "datafort cards": how much of the printed ONR card pool
// has a definition, by set and card type, and with --missing which cards
// do not. Every implemented card is gated: each of its abilities
// disabled, and each of its numbers moved by one, makes one of its own
// tests fail (onr/cards' ablation gate, which lists no exception but the
// changes no game can tell apart, each with its reason).
func runCards(e *env, args []string) int {
	fs := newFlagSet(e, "cards")
	asJSON := fs.Bool("json", false, "print the pool as JSON")
	missing := fs.Bool("missing", false, "list the titles of the cards not implemented yet")
	if status, ok := parse(e, fs, args); !ok {
		return status
	}
	if status, ok := noArgs(e, fs); !ok {
		return status
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
