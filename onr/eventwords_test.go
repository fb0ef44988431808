package onr_test

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
)

var updateEventWords = flag.Bool("update-event-words", false, "rewrite testdata/event-words/*.golden")

// TestEventWords fixes the log of a run into each piece of ice of
// testdata/event-words/ice.txt, the Runner breaking nothing, as each seat
// reads it: every subroutine that takes effect is named with its ice and
// its printed effect, and every line begins with a capital.
func TestEventWords(t *testing.T) {
	list, err := os.ReadFile(filepath.Join("testdata", "event-words", "ice.txt"))
	if err != nil {
		t.Fatalf("reading the ice list: %v", err)
	}
	for _, ice := range strings.Split(strings.TrimSpace(string(list)), "\n") {
		t.Run(ice+": each subroutine that takes effect is worded with its ice and its effect", func(t *testing.T) {
			x := tableWithRD(t, 1, 4)
			x.Ice(onr.FortHQ, ice, true)
			runnerHand(x, 4)
			x.Ready()
			x.ToTurn(onr.Runner)
			from := len(x.Events)
			x.Do(onr.Runner, "run on HQ")
			ratContinue(x)
			var b strings.Builder
			for _, role := range []onr.Role{onr.Corp, onr.Runner} {
				b.WriteString(role.String() + ":\n")
				for _, e := range x.Events[from:] {
					text := e.For(x.Seat(role))
					if text == "" || text[:1] != strings.ToUpper(text[:1]) {
						t.Errorf("%s reads %q: want a capital first", role, text)
					}
					if e.Type == "subroutine" && !strings.Contains(text, " — ") {
						t.Errorf("%s reads %q: want the subroutine's effect", role, text)
					}
					b.WriteString("  " + text + "\n")
				}
			}
			golden := filepath.Join("testdata", "event-words", strings.ReplaceAll(ice, " ", "-")+".golden")
			if *updateEventWords {
				if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
					t.Fatalf("writing %s: %v", golden, err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("reading %s (run with -update-event-words): %v", golden, err)
			}
			if b.String() != string(want) {
				t.Errorf("the run reads\n%s\nwant (%s)\n%s", b.String(), golden, want)
			}
		})
	}
}
