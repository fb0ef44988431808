package server

import (
	"context"
	"fmt"
	"html"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
)

// joinTable creates a game of game whose seat 1 is invited: the creator at
// seat 0, bots at any other seat; the creator also names hostDeck for the
// invited seat, which must not apply. It returns the game's id, the
// creator's browser and the invitation's token.
func joinTable(t *testing.T, x *testServer, game string, seats int, hostDeck string) (string, *browser, string) {
	t.Helper()
	form := map[string]string{"game": game, "seat0": "me", "seat1": "invite", "seat1.deck": hostDeck}
	for i := 2; i < seats; i++ {
		form[fmt.Sprintf("seat%d", i)] = "bot"
	}
	a := x.browser()
	id := a.newGame(form)
	return id, a, a.invite(id)
}

// TestInvitedPlayerPicksTheirDeck: in every game with decks, the join page
// offers the invited seat the decks the game ships for its role, the
// starter deck and a pasted list; the creator's choice of a deck for that
// seat does not apply; a pasted list with problems is refused with every
// problem and its line, the seat left open; the deck chosen is the seat's
// in the stored setup and in the loaded game, whose start is made anew.
func TestInvitedPlayerPicksTheirDeck(t *testing.T) {
	lim := fast
	lim.CreatePerHour = 1e6
	x := startServer(t, t.TempDir(), Config{Limits: lim})
	ctx := context.Background()
	cases, err := readJoinCases(filepath.Join("testdata", "joindeck", "bad-lists.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		game  string
		seats int
	}{{"onr", 2}, {"bso", 4}, {"nsg", 2}, {"neuroscape", 2}} {
		t.Run(tc.game, func(t *testing.T) {
			rs, err := engine.Lookup(tc.game)
			if err != nil {
				t.Fatal(err)
			}
			seats, err := engine.SeatsFor(rs, engine.Setup{})
			if err != nil {
				t.Fatal(err)
			}
			role := seats[1].Role
			decks := engine.DecksFor(rs, role)
			if len(decks) < 2 {
				t.Fatalf("%s ships %d decks for %s: the test needs two", tc.game, len(decks), role)
			}
			var picked engine.Deck // a deck that is not the role's default
			for _, d := range decks {
				if !d.Default {
					picked = d
				}
			}
			id, host, inv := joinTable(t, x, tc.game, tc.seats, picked.Name)
			row, err := x.s.store.Game(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			t.Run("the creator's choice of the invited seat's deck does not apply", func(t *testing.T) {
				if got := row.Setup.Decks[1]; got != "" {
					t.Errorf("the invited seat's deck is set before its player came:\n%s", got)
				}
			})
			t.Run("the join page offers the role's shipped decks, the starter and a pasted list", func(t *testing.T) {
				st, page := x.browser().get("/i/" + inv)
				if st != http.StatusOK {
					t.Fatalf("join page: %d", st)
				}
				sel := selectOf(page, "deck")
				for _, d := range engine.DecksOf(rs) {
					if got, want := strings.Contains(sel, `<option value="`+d.Name+`"`), slices.ContainsFunc(decks, func(o engine.Deck) bool { return o.Name == d.Name }); got != want {
						t.Errorf("deck %s (%s) offered %v, want %v", d.Name, d.Role, got, want)
					}
				}
				for _, v := range []string{"starter", "paste"} {
					if !strings.Contains(sel, `<option value="`+v+`"`) {
						t.Errorf("no %q option", v)
					}
				}
				if !strings.Contains(page, `<textarea id="decktext" name="decktext"`) {
					t.Error("no deck list to paste")
				}
			})
			// The host's page is open: the game is loaded when its start is
			// made anew.
			w := host.dial("/g/"+id+"/ws", nil)
			defer w.close()
			w.next("view")
			t.Run("a pasted list with problems is refused with every problem and its line", func(t *testing.T) {
				bad := cases[tc.game]
				if bad.text == "" {
					t.Fatalf("testdata has no bad list for %s", tc.game)
				}
				st, _, page := x.browser().post("/i/"+inv, url.Values{"name": {"bea"}, "deck": {"paste"}, "decktext": {bad.text}})
				if st != http.StatusBadRequest {
					t.Fatalf("a bad list got %d, want 400", st)
				}
				errs := html.UnescapeString(errorsOf(page))
				for _, want := range bad.want {
					if !strings.Contains(errs, want) {
						t.Errorf("the errors do not say %q:\n%s", want, errs)
					}
				}
				if !strings.Contains(page, html.EscapeString(strings.TrimSpace(bad.text))) && !strings.Contains(page, strings.TrimSpace(bad.text)) {
					t.Error("the page lost the pasted list")
				}
				if _, _, err := x.s.store.Invite(ctx, hashToken(inv)); err != nil {
					t.Errorf("the seat is not open after a refused list: %v", err)
				}
			})
			t.Run("the shipped deck chosen is the seat's, in the store and in the loaded game", func(t *testing.T) {
				st, loc, body := x.browser().post("/i/"+inv, url.Values{"name": {"bea"}, "deck": {picked.Name}})
				if st != http.StatusSeeOther || loc != "/g/"+id {
					t.Fatalf("join with %s: %d %q\n%s", picked.Name, st, loc, errorsOf(body))
				}
				row, err := x.s.store.Game(ctx, id)
				if err != nil {
					t.Fatal(err)
				}
				if row.Setup.Decks[1] != picked.Text || row.Setup.DeckNames[1] != shippedDeckPrefix+picked.Name {
					t.Errorf("seat 1's stored deck is %q, want the shipped deck %s", row.Setup.DeckNames[1], picked.Name)
				}
				if row.Setup.Decks[0] != "" {
					t.Error("the creator's deck changed")
				}
				l, err := x.s.game(ctx, id)
				if err != nil {
					t.Fatal(err)
				}
				l.mu.Lock()
				h, herr := engine.Hash(l.game())
				deck := l.setup.Decks[1]
				l.unlock()
				if herr != nil || string(h[:]) != string(row.StateHash) || deck != picked.Text {
					t.Errorf("the loaded game is not the new start (hash %x, stored %x; deck set %v)", h[:4], row.StateHash[:4], deck == picked.Text)
				}
			})
		})
	}
}

// TestInvitedPlayerPastesTheirDeck: a legal pasted list is the invited
// seat's deck, named as pasted.
func TestInvitedPlayerPastesTheirDeck(t *testing.T) {
	x := startServer(t, t.TempDir(), Config{Limits: fast})
	rs, _ := engine.Lookup("onr")
	list := engine.DecksFor(rs, "runner")[0].Text
	id, _, inv := joinTable(t, x, "onr", 2, "")
	if st, _, body := x.browser().post("/i/"+inv, url.Values{"name": {"bea"}, "deck": {"paste"}, "decktext": {list}}); st != http.StatusSeeOther {
		t.Fatalf("join with a legal list: %d\n%s", st, errorsOf(body))
	}
	row, err := x.s.store.Game(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	if row.Setup.Decks[1] != list || row.Setup.DeckNames[1] != "seat 1 (runner) pasted deck" {
		t.Errorf("seat 1's stored deck is %q", row.Setup.DeckNames[1])
	}
}

// joinCase is a bad deck list of testdata/joindeck/bad-lists.txt and what
// its refusal must say.
type joinCase struct {
	text string
	want []string
}

// readJoinCases reads the bad lists by game: a "== GAME" line, the list,
// then "-> TEXT" lines, each a part of the errors the list must get.
func readJoinCases(path string) (map[string]joinCase, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("join cases: %w", err)
	}
	out := map[string]joinCase{}
	game := ""
	for line := range strings.Lines(string(b)) {
		switch {
		case strings.HasPrefix(line, "== "):
			game = strings.TrimSpace(line[3:])
		case game == "":
		case strings.HasPrefix(line, "-> "):
			c := out[game]
			c.want = append(c.want, strings.TrimSpace(line[3:]))
			out[game] = c
		default:
			c := out[game]
			c.text += line
			out[game] = c
		}
	}
	return out, nil
}

// TestRematchInviteeKeepsTheSeatsDeck: in a rematch, whose seats keep their
// decks and whose players swap sides, the invited player's join page
// chooses the seat's deck unless they choose another: its shipped deck by
// name, or "keep" for a pasted list, which the page does not show (it is
// the list the other player pasted); joining so, or with a claim that
// names no deck, keeps the start.
func TestRematchInviteeKeepsTheSeatsDeck(t *testing.T) {
	lim := fast
	lim.CreatePerHour = 1e6
	x := startServer(t, t.TempDir(), Config{Limits: lim})
	ctx := context.Background()
	rs, _ := engine.Lookup("onr")
	const secret = "# ann's own list, not to be shown"
	pasted := secret + "\n" + engine.DecksFor(rs, "corp")[1].Text
	for _, tc := range []struct {
		name     string
		form     map[string]string
		selected string
		post     string // the deck the claim names
	}{
		{"a shipped deck is chosen by its name, and a claim naming no deck keeps it", map[string]string{"deck": "corp-fortress"}, "corp-fortress", ""},
		{"a pasted deck is kept, its list not shown", map[string]string{"deck": "paste", "decktext": pasted}, "keep", "keep"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			form := map[string]string{"side": "corp", "opponent": "friend", "seed": "3"}
			for k, v := range tc.form {
				form[k] = v
			}
			ann := x.browser()
			id := ann.newGame(form)
			if st, _, body := x.browser().post("/i/"+ann.invite(id), url.Values{"name": {"bob"}, "deck": {"runner-worms"}}); st != http.StatusSeeOther {
				t.Fatalf("claim: %d %s", st, errorsOf(body))
			}
			l, err := x.s.game(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := l.concede(ctx, 0); err != nil {
				t.Fatal(err)
			}
			st, loc, _ := ann.post("/g/"+id+"/rematch", url.Values{})
			if st != http.StatusSeeOther || !strings.HasPrefix(loc, "/g/") {
				t.Fatalf("rematch: %d %q", st, loc)
			}
			nid := strings.TrimPrefix(loc, "/g/")
			before, err := x.s.store.Game(ctx, nid)
			if err != nil {
				t.Fatal(err)
			}
			inv := ann.invite(nid)
			_, page := x.browser().get("/i/" + inv)
			sel := selectOf(page, "deck")
			if !strings.Contains(sel, `<option value="`+tc.selected+`" selected>`) {
				t.Errorf("the join page does not choose %q:\n%s", tc.selected, sel)
			}
			if strings.Contains(page, "ann&#39;s own list") || strings.Contains(page, "ann's own list") {
				t.Error("the join page shows the list the other player pasted")
			}
			if st, _, body := x.browser().post("/i/"+inv, url.Values{"name": {"bob"}, "deck": {tc.post}}); st != http.StatusSeeOther {
				t.Fatalf("joining the rematch: %d %s", st, errorsOf(body))
			}
			after, err := x.s.store.Game(ctx, nid)
			if err != nil {
				t.Fatal(err)
			}
			if after.Setup.Decks[0] != before.Setup.Decks[0] || after.Setup.DeckNames[0] != before.Setup.DeckNames[0] || string(after.StateHash) != string(before.StateHash) {
				t.Errorf("joining with the seat's deck changed the start: %q, was %q", after.Setup.DeckNames[0], before.Setup.DeckNames[0])
			}
		})
	}
}
