package server

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserWaitingRoom: in Chromium, the creator of a friend game sees
// the waiting room with the invite link; its Copy button copies the link
// (the button says so); the decision panel and the choice keys are held
// back while the seat is open; when the friend joins, the room closes in the creator's open page
// without a reload and the decision panel shows. Screenshots go to
// $DATAFORT_SCREENSHOTS or the test's temporary directory.
func TestBrowserWaitingRoom(t *testing.T) {
	t.Parallel()
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
	ann.eval(`window.samePage = "yes"`)

	t.Run("the creator waits, the decision held back", func(t *testing.T) {
		if ann.eval(`String(!document.getElementById('waiting').hidden && document.body.classList.contains('waiting'))`) != "true" {
			t.Fatal("no waiting room on the creator's page")
		}
		if ann.eval(`getComputedStyle(document.getElementById('decision')).display`) != "none" {
			t.Error("the decision panel shows while the friend's seat is open")
		}
	})
	t.Run("a choice while waiting is held back and says why", func(t *testing.T) {
		seq := ann.eval(`document.body.dataset.seq`)
		ann.do(chromedp.KeyEvent("1"))
		ann.waitJS(`!document.getElementById('toast').hidden && document.getElementById('toast').textContent.includes('every seat is taken')`, 5*time.Second)
		time.Sleep(500 * time.Millisecond)
		if got := ann.eval(`document.body.dataset.seq`); got != seq {
			t.Errorf("a choice went through while waiting: seq %s, was %s", got, seq)
		}
	})
	invite := ann.eval(`document.querySelector('#waiting input[data-link="invite"]').value`)
	t.Run("the copy button copies the invite link", func(t *testing.T) {
		// Both ways the page may copy (the Clipboard API, else the copy
		// command on the selected input) record what they would copy.
		ann.eval(`(() => {
			window.copied = "";
			if (navigator.clipboard) navigator.clipboard.writeText = (s) => { window.copied = "copy:" + s; return Promise.resolve(); };
			document.execCommand = (c) => { const i = document.querySelector('#waiting input.link'); window.copied = c + ":" + i.value.slice(i.selectionStart, i.selectionEnd); return true; };
			return "";
		})()`)
		ann.do(chromedp.Click(`#waiting button.copy`))
		ann.waitJS(`document.querySelector('#waiting button.copy').textContent === 'Copied'`, 5*time.Second)
		if got := ann.eval(`window.copied`); !strings.HasPrefix(got, "copy:") || !strings.HasSuffix(got, invite) {
			t.Errorf("the copy button copied %q, want the link %q", got, invite)
		}
	})
	ann.screenshot("waiting-room")

	if i := strings.Index(invite, "/i/"); i >= 0 {
		invite = x.url + invite[i:] // the link starts with the server's public address, which the test server lacks
	}
	bea.do(chromedp.Navigate(invite), chromedp.SendKeys(`input[name="name"]`, "bea"), chromedp.Click("#join"))
	bea.waitJS(`document.body.classList.contains('table') && document.getElementById('conn').textContent === 'connected'`, 30*time.Second)
	t.Run("the room closes in the open page when the friend joins", func(t *testing.T) {
		ann.waitJS(`document.getElementById('waiting').hidden && !document.body.classList.contains('waiting')`, 20*time.Second)
		if ann.eval(`String(window.samePage)`) != "yes" {
			t.Error("the page was loaded again")
		}
		if ann.eval(`getComputedStyle(document.getElementById('decision')).display`) == "none" {
			t.Error("the decision panel stays hidden")
		}
		if bea.eval(`String(!!document.getElementById('waiting'))`) != "false" {
			t.Error("the friend who joined sees a waiting room")
		}
	})
	ann.screenshot("waiting-room-closed")
}
