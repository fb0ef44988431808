package server

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// traceNoteOf is the trace line the game lays out for seat, "" for none.
func traceNoteOf(l *live, seat engine.Seat) string {
	l.mu.Lock()
	defer l.unlock()
	for _, n := range l.game().(engine.TableViewer).TableView(seat).Notes {
		if n.Kind == "trace" {
			return n.Text
		}
	}
	return ""
}

// corpBits is the Corp's bits.
func corpBits(l *live) int {
	l.mu.Lock()
	defer l.unlock()
	for _, c := range l.game().(engine.TableViewer).TableView(0).Players[0].Counters {
		if c.Name == "bits" {
			return c.N
		}
	}
	return 0
}

// TestBrowserTraceLine: the Corp's and the Runner's pages in Chromium
// during a trace (Blood Cat's trace of 5; the Runner holds Access to
// Kiribati, a base-link card). Each page shows the trace line the game
// lays out for its seat, with that seat's prices and totals: the Corp
// the price of a point of its bid, its bits and its highest bid; the
// Runner, once he has chosen his base-link card, its link, its cost, the
// price of each +1 link and his link so far. Neither page shows the other
// seat's prices (the Corp never reads the Runner's card). Screenshots are
// kept in $DATAFORT_SCREENSHOTS (or the test's temporary directory).
func TestBrowserTraceLine(t *testing.T) {
	b := browserCtx(t)
	x := startServer(t, t.TempDir(), Config{Limits: fast})
	var decks []string
	for _, f := range []string{"trace-corp.txt", "trace-runner.txt"} {
		raw, err := os.ReadFile(filepath.Join("testdata", f))
		if err != nil {
			t.Fatal(err)
		}
		decks = append(decks, string(raw))
	}
	id, tokens := newPeopleTable(t, x, onr.Rules, engine.Setup{Seed: 5, Decks: decks})
	l, err := x.s.game(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	const corp, runner = engine.Seat(0), engine.Seat(1)
	pages := make([]*page, 2)
	for seat, name := range []string{"corp", "runner"} {
		p := newPage(t, b, name, nil)
		p.enterSeat(x.url, id, tokens[seat])
		p.waitJS(`document.body.classList.contains('table') && document.getElementById('conn').textContent === 'connected'`, 20*time.Second)
		pages[seat] = p
	}

	// Play to the trace: the Corp installs Blood Cat, gains until it can
	// rez it, rezzes it and uses it; the Runner installs Access to
	// Kiribati and otherwise gains.
	var installed, rezzed, kiribati bool
	for n := 0; traceNoteOf(l, corp) == ""; n++ {
		if n > 300 {
			t.Fatal("no trace after 300 choices")
		}
		var corpPrefs []string
		switch {
		case !installed:
			corpPrefs = []string{"install Blood Cat"}
		case !rezzed:
			corpPrefs = []string{"rez Blood Cat"}
		case corpBits(l) >= 3: // bits to bid with
			corpPrefs = []string{"use Blood Cat"}
		}
		corpPrefs = append(corpPrefs, "pass", "gain", "draw", "take", "discard")
		switch got := answerBy(t, l, corp, corpPrefs, nil); {
		case strings.HasPrefix(got, "install Blood Cat"):
			installed = true
		case strings.HasPrefix(got, "rez Blood Cat"):
			rezzed = true
		}
		if traceNoteOf(l, corp) != "" {
			break
		}
		runnerPrefs := []string{"pass", "gain", "draw", "take", "discard"}
		if !kiribati {
			runnerPrefs = append([]string{"install Access to Kiribati"}, runnerPrefs...)
		}
		if got := answerBy(t, l, runner, runnerPrefs, nil); strings.HasPrefix(got, "install Access to Kiribati") {
			kiribati = true
		}
	}
	// lineOn waits until page p shows the trace line want and returns it.
	lineOn := func(t *testing.T, p *page, want string) string {
		t.Helper()
		js := `(document.querySelector('.traceline') || {textContent: ''}).textContent.trim()`
		deadline := time.Now().Add(10 * time.Second)
		got := p.eval(js)
		for got != want && time.Now().Before(deadline) {
			time.Sleep(50 * time.Millisecond)
			got = p.eval(js)
		}
		if got != want {
			t.Errorf("the %s's page shows the trace line %q; the game lays out %q", p.name, got, want)
		}
		return got
	}
	t.Run("ONR-12.1.2 the Corp's page shows the price of a point of its bid, its bits and its highest bid", func(t *testing.T) {
		got := lineOn(t, pages[corp], traceNoteOf(l, corp))
		for _, w := range []string{"Trace 5", "Each point of your bid costs 1 bit", "a bid of up to"} {
			if !strings.Contains(got, w) {
				t.Errorf("the Corp's trace line %q lacks %q", got, w)
			}
		}
	})
	pages[corp].screenshot("trace-01-corp")
	if got := answerBy(t, l, runner, []string{"base-link Access to Kiribati"}, nil); got == "" {
		t.Fatalf("the Runner is not offered Access to Kiribati's base link: %s", traceNoteOf(l, runner))
	}
	t.Run("ONR-12.1.3 the Runner's page shows his base-link card's link, its cost, each +1 link's price and his link so far", func(t *testing.T) {
		got := lineOn(t, pages[runner], traceNoteOf(l, runner))
		for _, w := range []string{"Access to Kiribati: base link 1 for 1 bit", "each +1 link 1 bit", "link 1 for 1 bit so far"} {
			if !strings.Contains(got, w) {
				t.Errorf("the Runner's trace line %q lacks %q", got, w)
			}
		}
	})
	pages[runner].screenshot("trace-02-runner")
	t.Run("ONR-12.2.2 the Corp's page never shows the Runner's base-link card or his link", func(t *testing.T) {
		got := lineOn(t, pages[corp], traceNoteOf(l, corp))
		for _, w := range []string{"Kiribati", "base link", "so far"} {
			if strings.Contains(got, w) {
				t.Errorf("the Corp's trace line %q shows %q", got, w)
			}
		}
	})
}
