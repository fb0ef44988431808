package server

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Chromium tests of the table's log (issue 27 item 5): turns apart, a
// select that keeps one seat's lines, the whole game kept.

// logLinesJS reads the log's lines: text, shown or not, and whether the
// line begins a turn.
const logLinesJS = `JSON.stringify([...document.querySelectorAll('#log li')].map(li => ({text: li.textContent, shown: !li.hidden && getComputedStyle(li).display !== 'none', turn: li.classList.contains('turnstart')})))`

// pageLogLine is a line of the page's log as logLinesJS reads it.
type pageLogLine struct {
	Text  string `json:"text"`
	Shown bool   `json:"shown"`
	Turn  bool   `json:"turn"`
}

func TestBrowserLogFiltersBySeatAndSeparatesTurns(t *testing.T) {
	t.Parallel()
	b := browserCtx(t)
	x := startServer(t, t.TempDir(), Config{})
	p := newPage(t, b, "runner", nil)
	p.do(chromedp.Navigate(x.url+"/"), chromedp.WaitVisible(chromedp.CSS(`#create`)))
	p.do(chromedp.Click(chromedp.CSS(`input[name=seat1][value=me]`)), chromedp.Click(chromedp.CSS(`input[name=seat0][value=bot]`)),
		chromedp.SetValue(chromedp.CSS(`select[name="seat0.bot"]`), "random"), chromedp.SetValue(chromedp.CSS(`input[name=seed]`), "21"),
		chromedp.Click(chromedp.CSS(`#create`)))
	p.waitJS(`document.body.classList.contains('table') && document.getElementById('conn').textContent === 'connected'`, 30*time.Second)
	// The Runner's first turn: the Corp's turn is in the log.
	p.waitJS(`document.querySelector('#decision .opt[data-h]') && [...document.querySelectorAll('#log li')].some(li => li.textContent.startsWith('Corp '))`, 60*time.Second)
	// The Runner gains a bit with each action (else takes the first
	// option) until the Corp's second turn has begun: the log then holds
	// both seats' lines and two turns.
	corpTurn := `[...document.querySelectorAll('#log li')].some(li => li.textContent === 'Corp turn begins')`
	for i := 0; i < 30 && p.eval("String("+corpTurn+")") != "true"; i++ {
		seq := p.eval(`document.body.dataset.seq`)
		p.eval(`(() => { const o = [...document.querySelectorAll('#decision .opt')]; const g = o.find(o => o.querySelector('.label').textContent === 'gain') || o[0]; if (g) g.click(); return ""; })()`)
		p.waitJS(`parseInt(document.body.dataset.seq) > `+seq+` || `+corpTurn, 30*time.Second)
	}
	p.waitJS(corpTurn, 30*time.Second)
	read := func(t *testing.T) []pageLogLine {
		var lines []pageLogLine
		if err := jsonUnmarshal(p.eval(logLinesJS), &lines); err != nil {
			t.Fatal(err)
		}
		return lines
	}
	choose := func(label string) {
		p.eval(`(() => { const s = document.getElementById('log-seat');
			s.value = [...s.options].find(o => o.textContent.startsWith(` + jsString(label) + `)).value;
			s.dispatchEvent(new Event('change', {bubbles: true})); return ""; })()`)
	}

	t.Run("the select offers every seat and each seat of the table", func(t *testing.T) {
		got := p.eval(`[...document.getElementById('log-seat').options].map(o => o.textContent).join('|')`)
		if !strings.HasPrefix(got, "every seat|Corp") || !strings.Contains(got, "|Runner") || strings.Count(got, "|") != 2 {
			t.Errorf("options %q, want every seat, then the Corp's and the Runner's", got)
		}
	})
	t.Run("each turn begins a line marked apart, with a capital first", func(t *testing.T) {
		turns := 0
		for _, l := range read(t) {
			if strings.HasSuffix(l.Text, "turn begins") != l.Turn {
				t.Errorf("%q marked as a turn's start: %v", l.Text, l.Turn)
			}
			if l.Turn {
				turns++
			}
			if l.Text == "" || strings.ToUpper(l.Text[:1]) != l.Text[:1] {
				t.Errorf("%q does not begin with a capital", l.Text)
			}
		}
		if turns < 2 {
			t.Errorf("%d turns marked, want the Corp's and the Runner's", turns)
		}
	})
	for _, tc := range []struct{ seat, other string }{{"Corp", "Runner"}, {"Runner", "Corp"}} {
		t.Run("choosing the "+tc.seat+" shows its lines and hides the "+tc.other+"'s, turns kept apart", func(t *testing.T) {
			choose(tc.seat)
			defer choose("every seat")
			mine := 0
			for _, l := range read(t) {
				switch {
				case l.Turn:
					if !l.Shown {
						t.Errorf("turn line %q hidden", l.Text)
					}
				case strings.HasPrefix(l.Text, tc.seat+" "):
					mine++
					if !l.Shown {
						t.Errorf("%q hidden under %s", l.Text, tc.seat)
					}
				case strings.HasPrefix(l.Text, tc.other+" "):
					if l.Shown {
						t.Errorf("%q shown under %s", l.Text, tc.seat)
					}
				}
			}
			if mine == 0 {
				t.Errorf("no line of the %s to show", tc.seat)
			}
			p.screenshot("log-1-only-" + strings.ToLower(tc.seat))
		})
	}
	t.Run("every seat shows every line again", func(t *testing.T) {
		for _, l := range read(t) {
			if !l.Shown {
				t.Errorf("%q hidden", l.Text)
			}
		}
	})
}
