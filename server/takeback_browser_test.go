package server

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestBrowserTakeback: in Chromium, two people play a friend game by
// clicking; the Take back button is disabled until the player has a choice
// of this turn to take back; pressed, it shows the opponent the question
// with Accept and Refuse; a refusal leaves the game where it was; an
// acceptance takes the game back in both pages. Screenshots go to
// $DATAFORT_SCREENSHOTS or the test's temporary directory.
func TestBrowserTakeback(t *testing.T) {
	b := browserCtx(t)
	x := startServer(t, t.TempDir(), Config{Limits: fast})
	ann := newPage(t, b, "ann", nil)
	bea := newPage(t, b, "bea", nil)
	ann.do(
		chromedp.Navigate(x.url+"/"),
		chromedp.Click(`input[name="seat1"][value="invite"]`),
		chromedp.Click("#create"),
	)
	ann.waitJS(`document.body.classList.contains('table') && document.getElementById('conn').textContent === 'connected'`, 30*time.Second)
	invite := ann.eval(`document.querySelector('#waiting input[data-link="invite"]').value`)
	if i := strings.Index(invite, "/i/"); i >= 0 {
		invite = x.url + invite[i:]
	}
	bea.do(chromedp.Navigate(invite), chromedp.SendKeys(`input[name="name"]`, "bea"), chromedp.Click("#join"))
	bea.waitJS(`document.body.classList.contains('table') && document.getElementById('conn').textContent === 'connected'`, 30*time.Second)
	ann.waitJS(`document.getElementById('waiting').hidden`, 20*time.Second)

	enabled := func(p *page) bool { return p.eval(`String(!document.getElementById('takeback').disabled)`) == "true" }
	seqOf := func(p *page) int { n, _ := strconv.Atoi(p.eval(`document.body.dataset.seq`)); return n }
	t.Run("the button is disabled with nothing to take back", func(t *testing.T) {
		if enabled(ann) || enabled(bea) {
			t.Fatal("a Take back button is enabled before any choice")
		}
	})
	r := rand.New(rand.NewPCG(5, 5))
	var asker, other *page
	for range 300 {
		for _, p := range []*page{ann, bea} {
			p.move(r)
			time.Sleep(50 * time.Millisecond) // the view after the move
			if enabled(p) {
				asker = p
				break
			}
		}
		if asker != nil {
			break
		}
	}
	if asker == nil {
		t.Fatal("no Take back button was enabled in 300 moves")
	}
	other = bea
	if asker == bea {
		other = ann
	}
	seq := seqOf(asker)
	t.Run("a refused takeback leaves the game where it was", func(t *testing.T) {
		asker.do(chromedp.Click("#takeback"))
		other.waitJS(`!document.getElementById('takeback-ask').hidden`, 10*time.Second)
		other.screenshot("takeback-asked")
		other.do(chromedp.Click("#takeback-no"))
		asker.waitJS(`!document.getElementById('toast').hidden && document.getElementById('toast').textContent.includes('refused')`, 10*time.Second)
		if got := seqOf(asker); got != seq {
			t.Errorf("after a refusal the page is at %d, was %d", got, seq)
		}
		asker.waitJS(`!document.getElementById('takeback').disabled`, 10*time.Second)
	})
	t.Run("an accepted takeback takes both pages back", func(t *testing.T) {
		asker.do(chromedp.Click("#takeback"))
		other.waitJS(`!document.getElementById('takeback-ask').hidden`, 10*time.Second)
		other.do(chromedp.Click("#takeback-yes"))
		for _, p := range []*page{asker, other} {
			p.waitJS(`parseInt(document.body.dataset.seq) < `+strconv.Itoa(seq), 10*time.Second)
		}
		asker.screenshot("takeback-done")
	})
	t.Run("the replay shows where the takeback happened and steps through the kept line", func(t *testing.T) {
		asker.do(chromedp.Click("#concede"), chromedp.Click("#concede"))
		asker.waitJS(`document.body.dataset.status === 'over'`, 10*time.Second)
		asker.do(chromedp.Navigate(strings.TrimSuffix(asker.eval(`location.href`), "/") + "/replay"))
		asker.waitJS(`document.querySelector('#replay-takebacks a.tbmark')`, 10*time.Second)
		at := asker.eval(`document.querySelector('#replay-takebacks a.tbmark').dataset.step`)
		if asker.eval(`String(document.getElementById('replay-takeback').hidden)`) != "true" && at != "0" {
			t.Error("the takeback's note shows at step 0")
		}
		asker.do(chromedp.Click("#replay-takebacks a.tbmark"))
		asker.waitJS(`document.getElementById('replay').dataset.step === `+strconv.Quote(at)+` && !document.getElementById('replay-takeback').hidden`, 10*time.Second)
		if note := asker.eval(`document.getElementById('replay-takeback').textContent`); !strings.Contains(note, "took back") {
			t.Errorf("the note at step %s says %q", at, note)
		}
		asker.screenshot("takeback-replay")
		asker.do(chromedp.KeyEvent(kb.ArrowRight))
		asker.waitJS(`document.getElementById('replay').dataset.step !== `+strconv.Quote(at)+` && !document.getElementById('replay').dataset.busy`, 10*time.Second)
		if asker.eval(`String(document.getElementById('replay-takeback').hidden)`) != "true" {
			t.Error("the takeback's note still shows a step later")
		}
	})
}
