package server

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/datafort/datafort/engine"
)

func TestCardPagesServeEveryGameThatListsItsCards(t *testing.T) {
	x := startServer(t, t.TempDir(), Config{})
	tests := []struct {
		name, path string
		status     int
		has        []string // parts of the page
	}{
		{"the index links every game's cards and deck builder", "/cards", 200, []string{`href="/cards/onr"`, `href="/decks/onr"`, `href="/cards/swift"`, `href="/cards/bso"`}},
		{"the ONR browser lists every card, marks the implemented ones and shows the publishers' notice", "/cards/onr", 200, []string{`data-title="Wizard&#39;s Book"`, `class="implemented"`, "Wizards of the Coast", `href="/decks/onr"`}},
		{"the ONR deck builder offers the shipped decks to start from", "/decks/onr", 200, []string{`id="deck-text"`, `value="corp-fortress"`, `class="add"`}},
		{"the swift game lists its cards", "/cards/swift", 200, []string{`data-title="9"`, "Relay"}},
		{"the swift game takes no decks, so it has no deck builder", "/decks/swift", 404, nil},
		{"the NSG browser lists every card, marks the implemented ones and shows the data's notice", "/cards/nsg", 200, []string{`data-title="Palisade"`, `class="implemented"`, `class="notimpl"`, "Null Signal Games", `href="/decks/nsg"`}},
		{"the NSG deck builder offers the System Gateway decks to start from", "/decks/nsg", 200, []string{`id="deck-text"`, `value="sg-beginner-corp"`, `value="sg-intermediate-runner"`}},
		{"the Neuroscape browser lists every card, implemented or not, under the Neuroscape, LLC notice", "/cards/neuroscape", 200, []string{`data-title="VIRTUAL KID"`, `class="implemented"`, `class="notimpl"`, "Neuroscape, LLC", `href="/decks/neuroscape"`}},
		{"the Neuroscape deck builder takes a list", "/decks/neuroscape", 200, []string{`id="deck-text"`}},
		{"a game that is not registered has no card list", "/cards/nosuchgame", 404, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			resp, err := http.Get(x.url + tc.path)
			if err != nil {
				t.Fatal(err)
			}
			b, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != tc.status {
				t.Fatalf("GET %s: status %d, want %d", tc.path, resp.StatusCode, tc.status)
			}
			for _, h := range tc.has {
				if !strings.Contains(string(b), h) {
					t.Errorf("GET %s: the page lacks %s", tc.path, h)
				}
			}
			if tc.path == "/cards/onr" && strings.Contains(string(b), `class="notimpl"`) {
				t.Errorf("GET %s: a card is marked not implemented; every ONR card is", tc.path)
			}
		})
	}
	t.Run("the ONR browser has one frame for each card of its catalogue", func(t *testing.T) {
		resp, err := http.Get(x.url + "/cards/onr")
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		rs, _ := engine.Lookup("onr")
		if got, want := strings.Count(string(b), `<li class="cardframe`), len(engine.CatalogueOf(rs).Catalogue()); got != want {
			t.Errorf("%d card frames; the catalogue has %d cards", got, want)
		}
	})
}

func TestDeckCheckEndpointReportsTheGamesCheck(t *testing.T) {
	x := startServer(t, t.TempDir(), Config{})
	typos, err := os.ReadFile(filepath.Join("testdata", "decks", "runner-typos.txt"))
	if err != nil {
		t.Fatal(err)
	}
	nsProblems, err := os.ReadFile(filepath.Join("testdata", "decks", "neuroscape-three-problems.txt"))
	if err != nil {
		t.Fatal(err)
	}
	rs, _ := engine.Lookup("onr")
	fortress, _ := engine.FindDeck(rs, "corp-fortress")
	tests := []struct {
		name, game, role, text string
		status                 int
		problems               []string // a part of each problem's message, in order
		suggest                string   // the first suggestion of the problem on line 4, if any
	}{
		{"every problem of a list at once, with did-you-mean", "onr", "runner", string(typos), 200,
			[]string{`"Livewire's" is not a count`, `unknown card "Wizards Bok"`, "deck has 5 cards; the minimum is 45"}, "Wizard's Book"},
		{"a shipped deck is legal for its role", "onr", "corp", fortress.Text, 200, nil, ""},
		{"an Agent's deck holds Runner cards only", "bso", "agent", "45 Codecracker\n1 Banpei\n", 200, []string{"Banpei is a corp card"}, ""},
		{"an empty list is refused without asking the game", "onr", "runner", " \n", 200, []string{"the deck list is empty"}, ""},
		{"a list longer than the lobby takes is refused", "onr", "runner", strings.Repeat("1 Codecracker\n", MaxDeckText/14+1), 200, []string{"a deck list has at most"}, ""},
		{"a count the list format does not take is a problem of its line", "onr", "runner", "201 Codecracker\n", 200, []string{"count 201 is not between 1 and 200", "deck has 0 cards"}, ""},
		{"a deck with more cards than this server's lobby takes is refused", "onr", "runner", "200 Codecracker\n200 Krash\n", 200, []string{fmt.Sprintf("a pasted deck has at most %d cards on this server; this one has 400", x.s.limits.DeckCards)}, ""},
		{"an NSG list: every problem with its line and rule, an unknown card told apart from one not implemented", "nsg", "runner",
			"1 The Catalyst: Convention Breaker\n3 Sure Gambel\n1 Femme Fatale\n", 200,
			[]string{"needs at least 30", `"Sure Gambel" is not a card`, "not from the product of the starter format", "Femme Fatale is in the card data but not implemented yet"}, ""},
		{"a Neuroscape list's problems all at once: unknown, not implemented yet, too small", "neuroscape", "p1", string(nsProblems), 200,
			[]string{"the cyberdeck has 12 cards", `unknown card "UNPAID INTRN"`, "BLACKOUT BOYS is in the card data but not implemented yet"}, ""},
		{"a game without a deck check has no endpoint", "swift", "p0", "1 x", 404, nil, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			body, _ := json.Marshal(deckCheckRequest{Role: tc.role, Text: tc.text})
			resp, err := http.Post(x.url+"/decks/"+tc.game+"/check", "application/json", strings.NewReader(string(body)))
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			if resp.StatusCode != tc.status {
				t.Fatalf("status %d, want %d", resp.StatusCode, tc.status)
			}
			if tc.status != 200 {
				return
			}
			var got engine.DeckCheck
			if err := json.NewDecoder(resp.Body).Decode(&got); err != nil {
				t.Fatal(err)
			}
			if len(got.Problems) != len(tc.problems) {
				t.Fatalf("%d problems, want %d: %+v", len(got.Problems), len(tc.problems), got.Problems)
			}
			for i, p := range got.Problems {
				if !strings.Contains(p.Msg, tc.problems[i]) {
					t.Errorf("problem %d: %q, want one with %q", i, p.Msg, tc.problems[i])
				}
				if p.Line == 4 && (len(p.Suggest) == 0 || p.Suggest[0] != tc.suggest) {
					t.Errorf("line 4 suggests %q, want %q first", p.Suggest, tc.suggest)
				}
			}
		})
	}
}
