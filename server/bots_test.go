package server

import (
	"html/template"
	"strings"
	"testing"

	"github.com/datafort/datafort/bot"
	_ "github.com/datafort/datafort/nsg/heuristic" // registers "heuristic" for nsg
	_ "github.com/datafort/datafort/onr/heuristic" // registers "heuristic" for onr and bso (the server imports no game: cmd/datafort registers the players, as these tests do)
	_ "github.com/datafort/datafort/onr/search"    // registers "search"
)

// TestHomeSaysWhatEachBotIs: the form offers each registered player of
// the game with what its registration for that game says of it
// (bot.Info.About: "heuristic" is registered by ONR and by NSG, each with
// its own), the server keeping no text of its own.
func TestHomeSaysWhatEachBotIs(t *testing.T) {
	x := startServer(t, t.TempDir(), Config{Limits: fast})
	for _, game := range []string{"onr", "nsg"} {
		t.Run("in "+game, func(t *testing.T) {
			_, body := x.browser().get("/?game=" + game)
			for _, n := range bot.For(game) {
				info, _ := bot.LookupFor(n, game)
				if want := n + " — " + template.HTMLEscapeString(info.About) + "</option>"; !strings.Contains(body, want) {
					t.Errorf("the form does not offer %s as %q", n, want)
				}
			}
		})
	}
}
