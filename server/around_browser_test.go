package server

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserAroundTheGame plays through the pages in Chromium what
// happens around a game: the lobby explains the automatic answers and
// remembers the player's name; the invited player chooses theirs on the
// join page; the setting is toggled at the table and kept; a concession
// shows the end panel to both players; the rematch swaps the sides and
// brings the opponent's table an invitation; the lobby lists the game with
// its side, opponent and result, and the games to watch; anyone takes a
// listed game's open seat from the lobby; a bot game names the bot. Screenshots go to $DATAFORT_SCREENSHOTS or the test's temporary
// directory.
func TestBrowserAroundTheGame(t *testing.T) {
	t.Parallel()
	b := browserCtx(t)
	lim := fast
	lim.CreatePerHour = 1000
	x := startServer(t, t.TempDir(), Config{Limits: lim})
	ann := newPage(t, b, "ann", nil)
	bea := newPage(t, b, "bea", nil)
	text := func(p *page, sel string) string {
		return p.eval(`(document.querySelector(` + jsString(sel) + `) || {}).innerText || ""`)
	}

	ann.do(chromedp.Navigate(x.url + "/"))
	t.Run("the lobby says why one-answer questions are answered for you only against bots by default", func(t *testing.T) {
		why := text(ann, "#auto-why")
		if !strings.Contains(why, "would tell them you had nothing to do") || !strings.Contains(why, "same short pause") {
			t.Errorf("the lobby's explanation: %q", why)
		}
	})
	ann.screenshot("around-lobby-form")
	ann.do(
		chromedp.Click(`input[name="seat1"][value="invite"]`),
		chromedp.Click(`input[name="spectators"][value="public"]`),
		chromedp.SendKeys(`input[name="name"]`, "ann"),
		chromedp.Click("#create"),
	)
	ann.waitJS(`document.body.classList.contains('table') && document.getElementById('conn').textContent === 'connected'`, 30*time.Second)
	id := strings.TrimPrefix(ann.eval(`location.pathname`), "/g/")
	invite := ann.eval(`document.querySelector('input[data-link="invite"]').value`)

	if i := strings.Index(invite, "/i/"); i >= 0 {
		invite = x.url + invite[i:] // the link starts with the server's public address, which the test server lacks
	}
	bea.do(chromedp.Navigate(invite))
	t.Run("the join page offers the setting and says why", func(t *testing.T) {
		if !strings.Contains(text(bea, "#auto-why"), "would tell them you had nothing to do") || bea.eval(`document.getElementById('auto').value`) != "" {
			t.Errorf("the join page's setting: %q, value %q", text(bea, "#auto-why"), bea.eval(`document.getElementById('auto').value`))
		}
	})
	bea.screenshot("around-join")
	bea.do(chromedp.SendKeys(`input[name="name"]`, "bea"), chromedp.Click("#join"))
	bea.waitJS(`document.body.classList.contains('table') && document.getElementById('conn').textContent === 'connected'`, 30*time.Second)

	t.Run("the table's toggle shows the setting, and a click turns it on for good", func(t *testing.T) {
		ann.waitJS(`!document.querySelector('label.auto').hidden`, 20*time.Second)
		if ann.eval(`String(document.getElementById('auto-answer').checked)`) != "false" {
			t.Fatal("against a person the setting is on by default")
		}
		ann.do(chromedp.Click("#auto-answer"))
		time.Sleep(300 * time.Millisecond)
		ann.do(chromedp.Reload())
		ann.waitJS(`document.getElementById('conn').textContent === 'connected' && !document.querySelector('label.auto').hidden`, 30*time.Second)
		if ann.eval(`String(document.getElementById('auto-answer').checked)`) != "true" {
			t.Error("after a reload the setting is off again")
		}
	})

	ann.do(chromedp.Click("#concede"), chromedp.Click("#concede"))
	for _, p := range []*page{ann, bea} {
		p.waitJS(`!document.getElementById('end').hidden`, 30*time.Second)
	}
	t.Run("both players see the end panel: winner, reason, points, moves", func(t *testing.T) {
		for _, p := range []*page{ann, bea} {
			end := text(p, "#end")
			for _, want := range []string{"Game over", "The Runner (bea) wins (concession).", "Points", "Moves", "Length"} {
				if !strings.Contains(end, want) {
					t.Errorf("%s's end panel lacks %q:\n%s", p.name, want, end)
				}
			}
			if p.eval(`String(!!document.getElementById('rematch'))`) != "true" {
				t.Errorf("%s's end panel offers no rematch", p.name)
			}
		}
	})
	bea.screenshot("around-end-panel")

	ann.do(chromedp.Click("#rematch"))
	ann.waitJS(`document.body.classList.contains('table') && location.pathname !== '/g/`+id+`'`, 30*time.Second)
	t.Run("the rematch brings the opponent's open table an invitation, and swaps the sides", func(t *testing.T) {
		bea.waitJS(`document.getElementById('join-rematch')`, 20*time.Second)
		bea.screenshot("around-rematch-offer")
		bea.do(chromedp.Click("#join-rematch"))
		bea.waitJS(`document.getElementById('join')`, 20*time.Second)
		bea.do(chromedp.Click("#join"))
		bea.waitJS(`document.body.classList.contains('table') && document.getElementById('conn').textContent === 'connected'`, 30*time.Second)
		if who := text(bea, ".who"); who != "You play the Corp" {
			t.Errorf("bea, the Runner, plays %q in the rematch", who)
		}
		if who := text(ann, ".who"); who != "You play the Runner" {
			t.Errorf("ann, the Corp, plays %q in the rematch", who)
		}
	})

	x.s.public.mu.Lock()
	x.s.public.at = time.Time{} // the list of games to watch is kept 10 s
	x.s.public.mu.Unlock()
	ann.do(chromedp.Navigate(x.url + "/"))
	t.Run("the lobby lists your game with your side, the opponent and the result, and the games to watch", func(t *testing.T) {
		row := text(ann, `#mygames tr[data-id="`+id+`"]`)
		for _, want := range []string{"onr", "corp", "bea (runner)", "lost (concession)", time.Now().UTC().Format("2 Jan 2006")} {
			if !strings.Contains(row, want) {
				t.Errorf("the lobby's line of the game lacks %q: %q", want, row)
			}
		}
		if open := text(ann, "#opengames"); !strings.Contains(open, "onr: ") || !strings.Contains(open, "bea (corp)") {
			t.Errorf("the games to watch: %q", open)
		}
	})
	t.Run("the lobby remembers the player's name", func(t *testing.T) {
		if v := ann.eval(`document.querySelector('input[name="name"]').value`); v != "ann" {
			t.Errorf("the name field says %q, want ann", v)
		}
	})
	ann.screenshot("around-lobby-lists")

	ann.do(
		chromedp.Click(`input[name="seat1"][value="invite"]`),
		chromedp.Click(`input[name="listed"]`),
		chromedp.Click("#create"),
	)
	ann.waitJS(`document.body.classList.contains('table') && document.getElementById('conn').textContent === 'connected'`, 30*time.Second)
	listed := strings.TrimPrefix(ann.eval(`location.pathname`), "/g/")
	x.s.public.mu.Lock()
	x.s.public.at = time.Time{}
	x.s.public.mu.Unlock()
	t.Run("anyone takes a listed game's open seat from the lobby", func(t *testing.T) {
		bea.do(chromedp.Navigate(x.url + "/"))
		join := `#opengames li[data-id="` + listed + `"] a.join`
		bea.waitJS(`document.querySelector(`+jsString(join)+`)`, 20*time.Second)
		bea.screenshot("around-lobby-join")
		bea.do(chromedp.Click(join))
		bea.waitJS(`document.getElementById('join')`, 20*time.Second)
		bea.do(chromedp.Click("#join"))
		bea.waitJS(`document.body.classList.contains('table') && document.getElementById('conn').textContent === 'connected'`, 30*time.Second)
		if path, who := bea.eval(`location.pathname`), text(bea, ".who"); path != "/g/"+listed || who != "You play the Runner" {
			t.Errorf("bea is at %s and plays %q, want /g/%s and the Runner", path, who, listed)
		}
	})
	ann.do(chromedp.Navigate(x.url + "/"))

	ann.do(
		chromedp.Click(`input[name="seat1"][value="bot"]`),
		chromedp.SetValue("#seat1-bot", "heuristic"),
		chromedp.Click("#create"),
	)
	ann.waitJS(`document.body.classList.contains('table') && document.getElementById('conn').textContent === 'connected'`, 30*time.Second)
	t.Run("the board names the bot by its registered name, and the setting is on against it", func(t *testing.T) {
		if board := text(ann, "#board"); !strings.Contains(board, "heuristic bot") || strings.Contains(board, "random bot") {
			t.Errorf("the board does not say \"heuristic bot\":\n%.600s", board)
		}
		ann.waitJS(`!document.querySelector('label.auto').hidden`, 20*time.Second)
		if ann.eval(`String(document.getElementById('auto-answer').checked)`) != "true" {
			t.Error("against a bot the setting is off by default")
		}
	})
	ann.screenshot("around-bot-name")
}

// jsString quotes s for JavaScript.
func jsString(s string) string {
	return "'" + strings.NewReplacer(`\`, `\\`, `'`, `\'`).Replace(s) + "'"
}
