package server

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// knownTitles is what the game lays out for seat as the cards of player
// of's hand it knows (engine.TablePile.Known of its hand).
func knownTitles(l *live, seat, of engine.Seat) []string {
	l.mu.Lock()
	defer l.unlock()
	var out []string
	for _, p := range l.game().(engine.TableViewer).TableView(seat).Players[of].Piles {
		if p.Name == engine.PileHand {
			for _, k := range p.Known {
				out = append(out, k.Card.Title)
			}
		}
	}
	return out
}

// knownListJS reads what a table page lists as known ("you know:") in
// the zones of each player's section: [{seat, zone, head, label, cards:
// [{place, title, tip}]}], tip being the title on the card's tooltip.
const knownListJS = `JSON.stringify([...document.querySelectorAll('#board section.player')].flatMap(p =>
  [...p.querySelectorAll('.zone')].filter(z => z.querySelector('.knownlist')).map(z => {
    const k = z.querySelector('.knownlist');
    return {seat: p.dataset.seat, zone: [...z.classList].find(c => c !== 'zone'), head: k.querySelector('.knownhead').textContent,
      label: k.querySelector('ul').getAttribute('aria-label'),
      cards: [...k.querySelectorAll('ul > li')].map(li => ({place: (li.querySelector('.place') || {textContent: ''}).textContent,
        title: li.querySelector('.card .ct').textContent, tip: (li.querySelector('.card .tip .ftitle') || {textContent: ''}).textContent}))};
  })))`

// knownList is a zone's list of known cards as a page shows it.
type knownList struct {
	Seat  string `json:"seat"`
	Zone  string `json:"zone"`
	Head  string `json:"head"`
	Label string `json:"label"`
	Cards []struct {
		Place string `json:"place"`
		Title string `json:"title"`
		Tip   string `json:"tip"`
	} `json:"cards"`
}

// TestBrowserKnownCards: the Runner's, the Corp's and a spectator's pages
// in Chromium while the Runner runs on HQ until he has accessed a card he
// leaves there (Banpei: ice, which he cannot trash). The Runner's board
// lists it beside the Corp's HQ, "you know:", as the game lays it out for
// him, a card whose tip shows when he hovers it; the Corp's board lists
// no card of its HQ as known, nor does a spectator's, whose page never
// names the card.
func TestBrowserKnownCards(t *testing.T) {
	b := browserCtx(t)
	x := startServer(t, t.TempDir(), Config{Limits: fast})
	var decks []string
	for _, f := range []string{"encounter-corp.txt", "encounter-runner.txt"} {
		raw, err := os.ReadFile(filepath.Join("testdata", f))
		if err != nil {
			t.Fatal(err)
		}
		decks = append(decks, string(raw))
	}
	id, tokens := newPeopleTableWith(t, x, onr.Rules, engine.Setup{Seed: 3, Decks: decks}, gameOptions{Spectators: "public"})
	l, err := x.s.game(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	const corp, runner = engine.Seat(0), engine.Seat(1)
	connected := `document.body.classList.contains('table') && document.getElementById('conn').textContent === 'connected'`
	pages := map[engine.Seat]*page{}
	for seat, name := range map[engine.Seat]string{corp: "corp", runner: "runner"} {
		p := newPage(t, b, name, nil)
		p.enterSeat(x.url, id, tokens[seat])
		p.waitJS(connected, 20*time.Second)
		pages[seat] = p
	}
	spec := newPage(t, b, "spectator", nil)
	spec.do(chromedp.Navigate(x.url + "/g/" + id))
	spec.waitJS(connected, 20*time.Second)
	if who := spec.eval(`document.querySelector('.who').textContent`); who != "Watching" {
		t.Fatalf("the spectator's page says %q", who)
	}

	// Play until the Runner knows a card of HQ once his run is over: the
	// Corp installs nothing and gains; the Runner runs on HQ whenever he
	// may, and declines what he accesses.
	running := func() bool {
		l.mu.Lock()
		defer l.unlock()
		return l.game().(engine.RunStepper).RunStep(runner) != ""
	}
	for n := 0; len(knownTitles(l, runner, corp)) == 0 || running(); n++ {
		if n > 300 {
			t.Fatal("the Runner knows no card of HQ after a run, after 300 choices")
		}
		answerBy(t, l, corp, []string{"pass", "gain", "draw", "take", "discard"}, nil)
		answerBy(t, l, runner, []string{"run on HQ", "continue", "decline", "pass", "gain", "draw", "take", "discard"}, nil)
	}
	want := knownTitles(l, runner, corp)
	t.Logf("the Runner knows %q of HQ", want)

	// lists waits until page p's board shows the known cards of the
	// Corp's HQ that ok accepts, and returns every list of the page.
	lists := func(t *testing.T, p *page, ok func([]knownList) bool) []knownList {
		t.Helper()
		var got []knownList
		deadline := time.Now().Add(10 * time.Second)
		for {
			got = nil
			if err := json.Unmarshal([]byte(p.eval(knownListJS)), &got); err != nil {
				t.Fatal(err)
			}
			if ok(got) || time.Now().After(deadline) {
				return got
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	t.Run("ONR-11.11.5 the Runner's board lists the HQ card he accessed and left there beside HQ, with its tip", func(t *testing.T) {
		got := lists(t, pages[runner], func(ls []knownList) bool { return len(ls) > 0 })
		var titles []string
		for _, k := range got {
			if k.Seat != fmt.Sprint(corp) || k.Zone != "hand" {
				t.Errorf("the Runner's board lists known cards in seat %s's %s: %+v", k.Seat, k.Zone, k)
				continue
			}
			if k.Head != "you know:" || !strings.Contains(k.Label, "HQ") || !strings.Contains(k.Label, "you know") {
				t.Errorf("the list reads %q, labelled %q: want \"you know:\" and a label naming HQ", k.Head, k.Label)
			}
			for _, c := range k.Cards {
				titles = append(titles, c.Title)
				if c.Place != "" || c.Tip != c.Title {
					t.Errorf("%s is listed at place %q with the tip of %q, want no place and its own tip", c.Title, c.Place, c.Tip)
				}
			}
		}
		if !slices.Equal(titles, want) {
			t.Fatalf("the Runner's board lists %q as known in HQ; the game lays out %q", titles, want)
		}
		// The tip is read from the card's .tip above (c.Tip): whether it
		// shows on focus depends on the page (a page with a question
		// hides tips, style.css), which a loaded CI run made differ.
	})
	pages[runner].screenshot("known-01-runner")
	for _, seat := range []engine.Seat{corp, engine.NoSeat} {
		p := spec
		if seat == corp {
			p = pages[corp]
		}
		t.Run(fmt.Sprintf("the %s's board lists no card as known", p.name), func(t *testing.T) {
			// The page is up to date: it shows the seq the Runner's does.
			p.waitJS(fmt.Sprintf(`document.body.dataset.seq === %q`, pages[runner].eval(`document.body.dataset.seq`)), 10*time.Second)
			if got := lists(t, p, func([]knownList) bool { return true }); len(got) != 0 {
				t.Errorf("the %s's board lists %+v as known", p.name, got)
			}
			if seat == engine.NoSeat {
				for _, title := range want {
					if strings.Contains(p.eval(`document.getElementById('board').innerHTML`), title) {
						t.Errorf("the spectator's board names %s", title)
					}
				}
			}
		})
		p.screenshot("known-02-" + p.name)
	}
}
