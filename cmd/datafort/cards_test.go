package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
)

// TestCardsCountsTheImplementedPool: "datafort cards" counts every printed
// card once and every definition once, so its total line says how many of
// the 580 cards are implemented, and --missing names the cards that are
// not (none once every card is).
func TestCardsCountsTheImplementedPool(t *testing.T) {
	status, out, errOut := datafort(t, "", "cards", "--missing")
	if status != exitOK {
		t.Fatalf("exit status %d: %s", status, errOut)
	}
	want := fmt.Sprintf("%d of 580 ONR cards implemented", len(onr.Implemented()))
	if !strings.Contains(out, want) {
		t.Errorf("output lacks %q:\n%s", want, out)
	}
	for _, line := range []string{"v1.0     ice", "Proteus  program", "Classic  agenda"} {
		if !strings.Contains(out, line) {
			t.Errorf("output lacks %q", line)
		}
	}
	// --missing names the cards not implemented, and none when every card is.
	if all := len(onr.Implemented()) == 580; strings.Contains(out, "missing: ") == all {
		t.Errorf("every card implemented: %v; output lists missing cards: %v", all, strings.Contains(out, "missing: "))
	}

	t.Run("another game's pool is not counted as ONR's: a usage error naming the game", func(t *testing.T) {
		for _, game := range []string{"nsg", "neuroscape"} {
			status, out, errOut := datafort(t, "", "cards", "--game", game)
			if status != exitUsage || !strings.Contains(errOut, "--game "+game) || strings.Contains(out, "ONR cards implemented") {
				t.Errorf("--game %s: status %d, output %q, error %q", game, status, out, errOut)
			}
		}
		if status, out, _ := datafort(t, "", "cards", "--game", "bso"); status != exitOK || !strings.Contains(out, "ONR cards implemented") {
			t.Errorf("--game bso: status %d, output %q", status, out)
		}
	})

	t.Run("the JSON rows add up to the card data, with each missing title listed once", func(t *testing.T) {
		status, out, _ := datafort(t, "", "cards", "--json")
		if status != exitOK {
			t.Fatalf("exit status %d", status)
		}
		var rows []onr.PoolRow
		if err := json.Unmarshal([]byte(out), &rows); err != nil {
			t.Fatal(err)
		}
		done, total, seen := 0, 0, map[string]bool{}
		for _, r := range rows {
			done += r.Implemented
			total += r.Total
			if r.Implemented+len(r.Missing) != r.Total {
				t.Errorf("%s %s: %d implemented + %d missing != %d", r.Set, r.Type, r.Implemented, len(r.Missing), r.Total)
			}
			for _, m := range r.Missing {
				if seen[m] {
					t.Errorf("%q missing twice", m)
				}
				seen[m] = true
			}
		}
		if total != 580 || done != len(onr.Implemented()) {
			t.Errorf("%d of %d; want %d of 580", done, total, len(onr.Implemented()))
		}
	})
}
