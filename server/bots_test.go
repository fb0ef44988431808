package server

import (
	"html/template"
	"strings"
	"testing"

	"github.com/datafort/datafort/bot"
	_ "github.com/datafort/datafort/onr/heuristic" // registers "heuristic" (the server imports no game: cmd/datafort registers the players, as these tests do)
	_ "github.com/datafort/datafort/onr/search"    // registers "search"
)

// TestHomeSaysWhatEachBotIs: the form offers each registered player with
// what its registration says of it (bot.Info.About), the server keeping no
// text of its own.
func TestHomeSaysWhatEachBotIs(t *testing.T) {
	x := startServer(t, t.TempDir(), Config{Limits: fast})
	_, body := x.browser().get("/")
	for _, n := range bot.Names() {
		info, _ := bot.Lookup(n)
		if want := n + " — " + template.HTMLEscapeString(info.About) + "</option>"; !strings.Contains(body, want) {
			t.Errorf("the form does not offer %s as %q", n, want)
		}
	}
}
