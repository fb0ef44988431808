package server

import (
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"
)

// TestLobbyCreatesNeuroscapeGames: the lobby's form creates Neuroscape
// games, 1v1 against a bot and 2v2 with two people and two bots, with the
// seats stored as the form set them, and the game loads.
func TestLobbyCreatesNeuroscapeGames(t *testing.T) {
	lim := fast
	lim.CreatePerHour = 1e6
	x := startServer(t, t.TempDir(), Config{Limits: lim})
	for _, tc := range []struct {
		name, form string
		seats      []string // role/team/kind, seat order
	}{
		{"1v1 against the random bot", "testdata/neuroscape-1v1.form", []string{"p1/0/human", "p2/1/bot"}},
		{"2v2: two teammates against two bots", "testdata/neuroscape-2v2.form", []string{"p1/0/human", "p2/1/bot", "p3/0/human", "p4/1/bot"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status, loc, body := x.browser().post("/games", readForm(t, tc.form))
			if status != http.StatusSeeOther || !strings.HasPrefix(loc, "/g/") {
				t.Fatalf("create: %d %q\n%s", status, loc, errorsOf(body))
			}
			id := strings.TrimPrefix(loc, "/g/")
			row, err := x.s.store.Game(t.Context(), id)
			if err != nil {
				t.Fatal(err)
			}
			stored, err := x.s.store.Seats(t.Context(), id)
			if err != nil {
				t.Fatal(err)
			}
			var kinds []string
			for _, s := range stored {
				kinds = append(kinds, fmt.Sprintf("%s/%d/%s", s.Role, s.Team, s.Kind))
			}
			if row.Ruleset != "neuroscape" || !slices.Equal(kinds, tc.seats) {
				t.Fatalf("stored %s with seats %v, want neuroscape with %v", row.Ruleset, kinds, tc.seats)
			}
			if _, err := x.s.game(t.Context(), id); err != nil {
				t.Fatalf("the game does not load: %v", err)
			}
		})
	}
}
