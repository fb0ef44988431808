package server

import (
	"context"
	"database/sql"
	"encoding/json"
	"net/http"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/server/store"
)

// TestGameOfAnotherBuild: a stored game made under other rules than the
// server's build — another rules version, another state encoding, another
// definition of a card it uses, a card its decks name that the build lacks
// — is shown read-only with a note naming the build it needs, on the board
// and in the page, which offers no Concede; a choice is refused as
// "other_build"; and its row is left
// as it was, never marked diverged, so that a server of its build (here: the
// row put back) plays it on. The build is changed by editing the stored
// rules or setup, as a build of other rules would see them.
func TestGameOfAnotherBuild(t *testing.T) {
	for _, tc := range []struct {
		name  string
		edit  func(*engine.Rules, *engine.Setup) // the stored row, as another build made it
		needs string                             // in the note
		game  string                             // the ruleset, "" for ONR
	}{
		{"a game of another rules version needs that version",
			func(r *engine.Rules, _ *engine.Setup) { r.Version = "onr-1996.01.01" }, "It needs a build of rules version &#34;onr-1996.01.01&#34;", ""},
		{"a game of another state encoding needs that encoding",
			func(r *engine.Rules, _ *engine.Setup) { r.Encoding = "DFB99" }, "and state encoding &#34;DFB99&#34;.", ""},
		{"a game of another card definition needs that definition, naming no card",
			func(r *engine.Rules, _ *engine.Setup) {
				ids := slices.Sorted(func(yield func(string) bool) {
					for id := range r.Cards {
						if !yield(id) {
							return
						}
					}
				})
				r.Cards[ids[0]] = "0123456789abcdef"
			}, "with the card definitions it was made under.", ""},
		{"a game whose decks name a card this build lacks needs the build it was made under",
			func(r *engine.Rules, s *engine.Setup) {
				r.Version = "onr-2099.01.01"
				s.Decks = []string{"45 No Such Card", ""}
			}, "this build cannot show it. It needs a build of rules version &#34;onr-2099.01.01&#34;", ""},
		{"an NSG game stored before NSG games named their rules needs the build it was made under",
			func(r *engine.Rules, _ *engine.Setup) { *r = engine.Rules{} }, "It needs a build of rules version &#34;&#34; and the unnamed state encoding.", "nsg"},
		{"an NSG game of another rules mode needs that mode",
			func(r *engine.Rules, _ *engine.Setup) {
				r.Version = strings.Replace(r.Version, "nsg-26.03", "nsg-24.09", 1)
			},
			"+nsg-24.09&#34;", "nsg"},
		{"a Neuroscape game stored before Neuroscape games named their rules needs the build it was made under",
			func(r *engine.Rules, _ *engine.Setup) { *r = engine.Rules{} }, "It needs a build of rules version &#34;&#34; and the unnamed state encoding.", "neuroscape"},
	} {
		t.Run(tc.name, func(t *testing.T) { gameOfAnotherBuild(t, tc.game, tc.edit, tc.needs) })
	}
}

func gameOfAnotherBuild(t *testing.T, game string, edit func(*engine.Rules, *engine.Setup), needs string) {
	dir := t.TempDir()
	x := startServer(t, dir, Config{Limits: fast})
	values := map[string]string{"seed": "4"}
	if game != "" {
		values["game"] = game
	}
	if game == "neuroscape" {
		values["side"] = "p1"
	}
	id, a, b, ca, cb := friendGame(t, x, values)
	r := bot.NewRandom(1)
	for i := range 12 {
		step(t, r, i, ca, cb)
	}
	x.crash()

	db, err := sql.Open("sqlite", "file:"+filepath.Join(dir, "datafort.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var ours [2]string // rules, setup
	if err := db.QueryRow(`SELECT rules, setup FROM games WHERE id = ?`, id).Scan(&ours[0], &ours[1]); err != nil {
		t.Fatal(err)
	}
	var rules engine.Rules
	var setup engine.Setup
	if err := json.Unmarshal([]byte(ours[0]), &rules); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(ours[1]), &setup); err != nil {
		t.Fatal(err)
	}
	edit(&rules, &setup)
	theirRules, _ := json.Marshal(rules)
	theirSetup, _ := json.Marshal(setup)
	setRow := func(rules, setup string) {
		t.Helper()
		if _, err := db.Exec(`UPDATE games SET rules = ?, setup = ? WHERE id = ?`, rules, setup, id); err != nil {
			t.Fatal(err)
		}
	}
	setRow(string(theirRules), string(theirSetup))

	y := startServer(t, dir, Config{Limits: fast})
	a.x, b.x = y, y
	c := a.dial("/g/"+id+"/ws", map[string]any{"render": "html"})
	m := c.next("view")
	var html struct {
		Status string `json:"status"`
	}
	json.Unmarshal(m["html"], &html)
	note := str(m, "note")
	if c.last.Status != store.StatusActive || c.last.Decision != nil {
		t.Fatalf("status %q, a decision %v; want an active game shown read-only", c.last.Status, c.last.Decision != nil)
	}
	if !strings.Contains(note, "made under another build") || m["html"] != nil && (!strings.Contains(html.Status, needs) || !strings.Contains(html.Status, "class=note")) {
		t.Fatalf("the note %q (on the board: %q) does not say %q", note, html.Status, needs)
	}
	for card := range rules.Cards {
		if strings.Contains(note, card) {
			t.Fatalf("the note %q names the card %s of the game's decks", note, card)
		}
	}
	code, page := a.get("/g/" + id)
	if code != http.StatusOK || !strings.Contains(page, needs) {
		t.Fatalf("the table page (%d) does not say %q", code, needs)
	}
	if strings.Contains(page, `id="concede"`) {
		t.Fatal("the table page of a read-only game offers Concede")
	}
	c.send(map[string]any{"t": "choice", "id": "x", "decision": 1, "option": 0})
	if e := c.next("error"); str(e, "code") != "other_build" {
		t.Fatalf("a choice in a game of another build: %s (%s)", e["code"], e["message"])
	}
	c.close()
	g, err := y.s.store.Game(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := json.Marshal(g.Rules); g.Status != store.StatusActive || g.Seq != 12 || string(got) != string(theirRules) {
		t.Fatalf("the game row was rewritten: status %s, seq %d, rules %s", g.Status, g.Seq, got)
	}
	y.crash()

	// A server of the game's own build plays it on.
	setRow(ours[0], ours[1])
	z := startServer(t, dir, Config{Limits: fast})
	a.x, b.x = z, z
	ca, cb = a.dial("/g/"+id+"/ws", nil), b.dial("/g/"+id+"/ws", nil)
	ca.next("view")
	cb.next("view")
	if ca.last.Status != store.StatusActive || ca.last.Seq != 12 {
		t.Fatalf("under its own build the game is %s at seq %d", ca.last.Status, ca.last.Seq)
	}
	if !step(t, r, 12, ca, cb) || ca.last.Seq != 13 {
		t.Fatalf("under its own build the game does not go on (seq %d)", ca.last.Seq)
	}
	if _, page := a.get("/g/" + id); !strings.Contains(page, `id="concede"`) {
		t.Fatal("under its own build the table page does not offer Concede")
	}
}
