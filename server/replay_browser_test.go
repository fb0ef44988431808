package server

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
)

// TestBrowserReplayViewer steps through a finished game in Chromium
// without a page load: the arrow keys, Home and End, the slider, the jump
// to a turn and the choice of seat each change the step or the view in the
// page, and the address follows, so a reload shows the same step.
// Screenshots go to $DATAFORT_SCREENSHOTS or the test's temporary
// directory.
// replaySeed is the setup seed of TestBrowserReplayViewer's game.
const replaySeed = "1"

func TestBrowserReplayViewer(t *testing.T) {
	t.Parallel()
	b := browserCtx(t)
	x := startServer(t, t.TempDir(), Config{Limits: fast, Dev: true}) // Dev: the lobby takes the seed field
	ann := newPage(t, b, "ann", nil)
	ann.do(
		chromedp.Navigate(x.url+"/"),
		chromedp.Click(`input[name="seat1"][value="invite"]`),
	)
	// A fixed setup seed, in the lobby's field for it (a dev server's):
	// the 80 random choices below must not end the game. The field is
	// filled and the form sent in one evaluation.
	ann.eval(`(() => { document.querySelector('input[name="seed"]').value = '` + replaySeed + `'; document.querySelector('#create').click(); return 'ok' })()`)
	ann.waitJS(`document.body.classList.contains('table')`, 30*time.Second)
	id := strings.TrimPrefix(ann.eval(`location.pathname`), "/g/")
	// The game starts when the invited Runner comes.
	inv := ann.eval(`document.querySelector('#waiting input[data-link="invite"]').value`)
	if i := strings.Index(inv, "/i/"); i >= 0 {
		inv = inv[i:]
	}
	if st, _, body := x.browser().post(inv, url.Values{"name": {"bea"}}); st != http.StatusSeeOther {
		t.Fatalf("claim %q: %d %s", inv, st, body)
	}

	// The game: 80 random choices played through the server, then the
	// Corp (ann) concedes.
	ctx := context.Background()
	l, err := x.s.game(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if got := strconv.FormatUint(l.setup.Seed, 10); got != replaySeed {
		t.Fatalf("the game was made with seed %s, not the fixed %s", got, replaySeed)
	}
	r := bot.NewRandom(4)
	for i := range 80 {
		// A decision may be a moment away (the server settles what it
		// may at its own pace, slower on a loaded machine); a game over
		// is said as such.
		var p []engine.Decision
		for deadline := time.Now().Add(20 * time.Second); len(p) == 0; time.Sleep(20 * time.Millisecond) {
			l.mu.Lock()
			p = l.game().Pending()
			res, over := l.game().Result()
			l.mu.Unlock()
			switch {
			case over:
				t.Fatalf("the game ended after %d choices (%s): the fixed seed must keep it going for 80", i, res.Reason)
			case len(p) == 0 && time.Now().After(deadline):
				t.Fatalf("no decision pending after %d choices, for 20 s", i)
			}
		}
		if _, err := l.choose(ctx, r.Choose(p[0]), ""); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := l.concede(ctx, corpSeat); err != nil {
		t.Fatal(err)
	}

	ann.do(chromedp.Navigate(x.url + "/g/" + id + "/replay"))
	ann.waitJS(`!document.getElementById('replay-controls').hidden`, 20*time.Second)
	ann.eval(`window.samePage = "yes"`)
	total, _ := strconv.Atoi(ann.eval(`document.getElementById('replay').dataset.total`))
	if total < 80 {
		t.Fatalf("the replay has %d steps", total)
	}
	step := func() string { return ann.eval(`document.getElementById('replay').dataset.step`) }
	at := func(want int) {
		t.Helper()
		ann.waitJS(`document.getElementById('replay').dataset.step === "`+strconv.Itoa(want)+`" && !document.getElementById('replay').dataset.busy`, 20*time.Second)
		if !strings.Contains(ann.eval(`location.search`), "step="+strconv.Itoa(want)+"&") {
			t.Errorf("at step %d the address is %s", want, ann.eval(`location.search`))
		}
		if ann.eval(`String(window.samePage)`) != "yes" {
			t.Fatal("the page was loaded again")
		}
	}

	t.Run("the arrow keys step forward and back in the page", func(t *testing.T) {
		ann.do(chromedp.KeyEvent(kb.ArrowRight))
		at(1)
		ann.do(chromedp.KeyEvent(kb.ArrowRight))
		at(2)
		if !strings.HasPrefix(ann.eval(`document.getElementById('replay-chosen').innerText`), "Choice 2:") {
			t.Errorf("step 2 says %q", ann.eval(`document.getElementById('replay-chosen').innerText`))
		}
		ann.do(chromedp.KeyEvent(kb.ArrowLeft))
		at(1)
	})
	t.Run("End and Home go to the last and the first step", func(t *testing.T) {
		ann.do(chromedp.KeyEvent(kb.End))
		at(total)
		if got := ann.eval(`document.getElementById('replay-pos').innerText`); !strings.Contains(got, "after choice "+strconv.Itoa(total)+" of "+strconv.Itoa(total)) {
			t.Errorf("at the end the position reads %q", got)
		}
		ann.do(chromedp.KeyEvent(kb.Home))
		at(0)
	})
	t.Run("the slider goes to its step", func(t *testing.T) {
		ann.eval(`(() => { const s = document.getElementById('replay-slider'); s.value = "40"; s.dispatchEvent(new Event('input')); return ""; })()`)
		at(40)
	})
	t.Run("the turn list jumps to the turn's first step", func(t *testing.T) {
		to := ann.eval(`document.querySelector('#replay-turn option:nth-child(3)').value`)
		ann.eval(`(() => { const s = document.getElementById('replay-turn'); s.value = ` + jsString(to) + `; s.dispatchEvent(new Event('change')); return ""; })()`)
		n, _ := strconv.Atoi(to)
		at(n)
		if got := ann.eval(`document.getElementById('replay-pos').innerText`); !strings.HasSuffix(got, "turn 3") {
			t.Errorf("after the jump to turn 3 the position reads %q", got)
		}
	})
	ann.screenshot("replay-corp")
	t.Run("the seat's choice shows the other view at the same step", func(t *testing.T) {
		before, corpBoard := step(), ann.eval(`document.getElementById('replay-board').innerHTML`)
		ann.do(chromedp.Click(`a.persp[data-as="runner"]`))
		ann.waitJS(`document.getElementById('replay').dataset.as === "runner" && !document.getElementById('replay').dataset.busy`, 20*time.Second)
		if step() != before || ann.eval(`document.querySelector('a.persp[aria-current]').dataset.as`) != "runner" {
			t.Errorf("after choosing the Runner's view: step %s (was %s), current %q", step(), before, ann.eval(`document.querySelector('a.persp[aria-current]').dataset.as`))
		}
		if ann.eval(`document.getElementById('replay-board').innerHTML`) == corpBoard {
			t.Error("the Runner's view is the Corp's board")
		}
		if ann.eval(`String(window.samePage)`) != "yes" {
			t.Fatal("the page was loaded again")
		}
	})
	ann.screenshot("replay-runner")
	t.Run("a reload shows the same step and view", func(t *testing.T) {
		want := step()
		ann.do(chromedp.Reload())
		ann.waitJS(`!document.getElementById('replay-controls').hidden`, 20*time.Second)
		if step() != want || ann.eval(`document.getElementById('replay').dataset.as`) != "runner" {
			t.Errorf("after a reload: step %s as %s, want step %s as runner", step(), ann.eval(`document.getElementById('replay').dataset.as`), want)
		}
	})
}
