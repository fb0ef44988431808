package server

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/datafort/datafort/engine"
)

// TestBrowserInvitedPlayerPicksTheirDeck: in Chromium, the friend who opens
// the invitation of an ONR game picks their own deck on the join page:
// a pasted list with two unknown cards is refused with both problems and
// their lines, the list kept in the page; then a shipped deck chosen in the
// list is the seat's, and the friend reaches the table. Screenshots go to
// $DATAFORT_SCREENSHOTS or the test's temporary directory.
func TestBrowserInvitedPlayerPicksTheirDeck(t *testing.T) {
	b := browserCtx(t)
	x := startServer(t, t.TempDir(), Config{Limits: fast})
	id, _, inv := joinTable(t, x, "onr", 2, "")
	rs, _ := engine.Lookup("onr")
	var picked engine.Deck
	for _, d := range engine.DecksFor(rs, "runner") {
		if !d.Default {
			picked = d
		}
	}
	bea := newPage(t, b, "bea", nil)
	bea.do(chromedp.Navigate(x.url + "/i/" + inv))
	t.Run("the join page offers the Runner's decks", func(t *testing.T) {
		got := bea.eval(`[...document.querySelectorAll('#deck option')].map(o => o.value).join(" ")`)
		for _, d := range engine.DecksFor(rs, "runner") {
			if !strings.Contains(" "+got+" ", " "+d.Name+" ") {
				t.Errorf("deck %s not offered: %s", d.Name, got)
			}
		}
		if strings.Contains(got, "corp-") {
			t.Errorf("a Corp deck is offered to the Runner: %s", got)
		}
	})
	t.Run("a bad pasted list is refused with every problem and its line", func(t *testing.T) {
		bea.do(
			chromedp.SendKeys(`input[name="name"]`, "bea"),
			chromedp.SetValue(`#deck`, "paste"),
			chromedp.SetValue(`#decktext`, "3 No Such Card\n2 Nor This One\n"),
			chromedp.Click("#join"),
		)
		bea.waitJS(`!!document.getElementById('deck-errors')`, 20*time.Second)
		errs := bea.eval(`document.getElementById('deck-errors').innerText`)
		for _, want := range []string{"line 1:", "line 2:"} {
			if !strings.Contains(errs, want) {
				t.Errorf("the errors do not say %q:\n%s", want, errs)
			}
		}
		if got := bea.eval(`document.getElementById('decktext').value`); !strings.Contains(got, "Nor This One") {
			t.Errorf("the pasted list is lost: %q", got)
		}
		bea.screenshot("join-deck-errors")
	})
	t.Run("a shipped deck picked is the seat's, and the friend reaches the table", func(t *testing.T) {
		bea.do(chromedp.SetValue(`#deck`, picked.Name), chromedp.Click("#join"))
		bea.waitJS(`document.body.classList.contains('table') && document.getElementById('conn').textContent === 'connected'`, 30*time.Second)
		row, err := x.s.store.Game(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		if row.Setup.DeckNames[1] != shippedDeckPrefix+picked.Name {
			t.Errorf("seat 1 plays %q, want %s", row.Setup.DeckNames[1], picked.Name)
		}
		bea.screenshot("join-deck-table")
	})
}
