package server

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserNSGGameAgainstABot: a person chooses NSG in the lobby, takes
// the Runner's seat against the random bot with the System Gateway decks,
// sees the board nsg lays out (the Corp's servers, the Runner's grip and
// rig) and plays the game to its end by clicking.
func TestBrowserNSGGameAgainstABot(t *testing.T) {
	t.Parallel()
	srv := startProc(t)
	b := browserCtx(t)
	p := newPage(t, b, "nsg-runner", nil)
	r := rand.New(rand.NewPCG(24, 5))
	p.do(chromedp.Navigate(srv.url()+"/?game=nsg"), chromedp.WaitVisible(chromedp.CSS(`#create`)))
	if got := p.eval(`(document.querySelector('[name=game]')||{}).value||""`); got != "nsg" {
		t.Fatalf("the lobby's game is %q, want nsg", got)
	}
	p.do(chromedp.Click(chromedp.CSS(`input[name=seat1][value=me]`)), chromedp.Click(chromedp.CSS(`input[name=seat0][value=bot]`)),
		chromedp.SetValue(chromedp.CSS(`select[name="seat0.bot"]`), "random"),
		chromedp.SetValue(chromedp.CSS(`input[name=seed]`), "5"), chromedp.Click(chromedp.CSS(`#create`)))
	p.waitJS(`document.getElementById('conn').textContent === 'connected' && document.querySelector('#decision [data-decision]')`, 20*time.Second)
	board := p.eval(`document.getElementById('board').innerText`)
	for _, want := range []string{"HQ", "R&D", "Archives", "Grip", "Rig", "The Catalyst", "The Syndicate"} {
		if !strings.Contains(board, want) {
			t.Errorf("the board lacks %q:\n%s", want, board)
		}
	}
	p.screenshot("nsg-01-board")
	moves := play(t, r, 5000, p)
	if st := p.state(); st.Status != "over" {
		t.Fatalf("after %d moves the game is %q", moves, st.Status)
	}
	t.Logf("the game ended after %d moves through the page", moves)
	t.Run("the page stepped through the game's runs one line at a time", func(t *testing.T) {
		if n, _ := strconv.Atoi(p.eval(`document.body.dataset.runSteps || "0"`)); n == 0 {
			t.Error("the page showed no run's step (an NSG game provides run steps: engine.RunStepper)")
		} else {
			t.Logf("%d steps of runs shown", n)
		}
	})
	p.screenshot("nsg-02-over")
}
