package server

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/datafort/datafort/engine"
)

// Chromium tests of the card browser, the deck builder and the cards on
// the table (issue 27 items 3 and 6). They run against an in-process
// server; screenshots go where the other browser tests' go
// ($DATAFORT_SCREENSHOTS, else the test's temporary directory).

// visibleJS counts the card browser's frames shown, and reads a property
// of each shown one.
const visibleJS = `JSON.stringify([...document.querySelectorAll('#cardlist .cardframe')].filter(c => getComputedStyle(c).display !== 'none').map(c => c.dataset.title))`

func TestBrowserCardBrowserFiltersTheCatalogueAndShowsTheNotice(t *testing.T) {
	t.Parallel()
	b := browserCtx(t)
	x := startServer(t, t.TempDir(), Config{})
	rs, err := engine.Lookup("onr")
	if err != nil {
		t.Fatal(err)
	}
	cat := engine.CatalogueOf(rs).Catalogue()
	// want counts the catalogue's cards that a filter keeps, from the
	// catalogue itself, as the page should.
	want := func(keep func(c engine.CatalogueCard) bool) int {
		n := 0
		for _, c := range cat {
			if keep(c) {
				n++
			}
		}
		return n
	}
	has := func(list []string, s string) bool {
		for _, x := range list {
			if strings.Contains(strings.ToLower(x), s) {
				return true
			}
		}
		return false
	}
	p := newPage(t, b, "browser", nil)
	p.do(chromedp.Navigate(x.url+"/cards/onr"), chromedp.WaitVisible(chromedp.CSS(`#cardlist`)))
	tests := []struct {
		name              string
		fname, ftype, fkw string
		ftext             string
		impl              bool
		keep              func(c engine.CatalogueCard) bool
	}{
		{"no filter shows every card", "", "", "", "", false, func(engine.CatalogueCard) bool { return true }},
		{"a part of a name finds the cards so named, in any case", "WIZARD", "", "", "", false, func(c engine.CatalogueCard) bool { return strings.Contains(strings.ToLower(c.Face.Title), "wizard") }},
		{"a type and a keyword keep the ice walls", "", "ice", "wall", "", false, func(c engine.CatalogueCard) bool { return c.Type == "ice" && has(c.Keywords, "wall") }},
		{"a phrase of text keeps the cards that say it", "", "", "", "end the run", false, func(c engine.CatalogueCard) bool { return has(c.Face.Text, "end the run") }},
		{"implemented only hides the cards not implemented yet", "", "program", "", "", true, func(c engine.CatalogueCard) bool { return c.Type == "program" && c.Implemented }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p.eval(fmt.Sprintf(`(() => { const s = (id, v) => { document.getElementById(id).value = v; };
				s('f-name', %q); s('f-type', %q); s('f-kw', %q); s('f-text', %q); document.getElementById('f-impl').checked = %v;
				document.getElementById('card-filters').dispatchEvent(new Event('input', {bubbles: true})); return ""; })()`, tc.fname, tc.ftype, tc.fkw, tc.ftext, tc.impl))
			var shown []string
			if err := jsonUnmarshal(p.eval(visibleJS), &shown); err != nil {
				t.Fatal(err)
			}
			if n := want(tc.keep); len(shown) != n || n == 0 {
				t.Errorf("%d cards shown, the catalogue has %d such cards (and a filter test needs some)", len(shown), n)
			}
			if got := p.eval(`document.getElementById('f-count').textContent`); got != strconv.Itoa(len(shown))+" shown" {
				t.Errorf("the count says %q; %d cards are shown", got, len(shown))
			}
		})
	}
	t.Run("a card read by keyboard focus is drawn larger, with its type band and text", func(t *testing.T) {
		p.eval(`(() => { document.querySelector('#cardlist .cardframe:not([hidden])').focus(); return ""; })()`)
		time.Sleep(200 * time.Millisecond) // the transition
		got := p.eval(`(() => { const c = document.activeElement; const r = c.getBoundingClientRect();
			return [c.classList.contains('cardframe'), !!c.querySelector('.fband'), !!c.querySelector('.ftext'), getComputedStyle(c).transform !== 'none'].join(' '); })()`)
		if got != "true true true true" {
			t.Errorf("focused frame, band, text, scaled = %s; want all true", got)
		}
	})
	t.Run("the publishers' notice is shown", func(t *testing.T) {
		if got := p.eval(`(document.getElementById('notice') || {}).textContent || ""`); !strings.Contains(got, "Wizards of the Coast") {
			t.Errorf("notice %q", got)
		}
	})
	p.eval(`(() => { document.getElementById('f-type').value = 'ice'; document.getElementById('f-kw').value = ''; document.getElementById('f-impl').checked = false; document.getElementById('card-filters').dispatchEvent(new Event('input', {bubbles: true})); return ""; })()`)
	p.screenshot("cards-11-browser-ice")
}

func TestBrowserDeckBuilderChecksLiveSavesAndTheLobbyOffersTheDeck(t *testing.T) {
	t.Parallel()
	b := browserCtx(t)
	x := startServer(t, t.TempDir(), Config{})
	typos, err := os.ReadFile(filepath.Join("testdata", "decks", "runner-typos.txt"))
	if err != nil {
		t.Fatal(err)
	}
	p := newPage(t, b, "builder", nil)
	p.do(chromedp.Navigate(x.url+"/decks/onr"), chromedp.WaitVisible(chromedp.CSS(`#deck-text`)))
	status := func() string { return p.eval(`document.getElementById('deck-status').textContent`) }
	problems := func() string {
		return p.eval(`[...document.querySelectorAll('#deck-problems li')].map(l => l.textContent).join("\n")`)
	}

	t.Run("a shipped deck to start from is legal", func(t *testing.T) {
		p.do(chromedp.SetValue(chromedp.CSS(`#deck-start`), "runner-noisy"), chromedp.Click(chromedp.CSS(`#deck-load-start`)))
		p.waitJS(`/legal/.test(document.getElementById('deck-status').textContent)`, 20*time.Second)
		if got := p.eval(`document.getElementById('deck-role').value`); got != "runner" {
			t.Errorf("role %q, want the deck's, runner", got)
		}
	})
	t.Run("every problem of a list is shown at once, each with its line", func(t *testing.T) {
		p.do(chromedp.SetValue(chromedp.CSS(`#deck-text`), string(typos)))
		p.eval(`(() => { document.getElementById('deck-text').dispatchEvent(new Event('input')); return ""; })()`)
		p.waitJS(`document.querySelectorAll('#deck-problems li').length === 3`, 20*time.Second)
		got := problems()
		for _, w := range []string{`line 3: want COUNT NAME`, `line 4: unknown card "Wizards Bok"`, "did you mean Wizard's Book", "the deck: deck has 5 cards; the minimum is 45"} {
			if !strings.Contains(got, w) {
				t.Errorf("the problems do not say %q:\n%s", w, got)
			}
		}
		if s := status(); !strings.HasPrefix(s, "5 cards · 3 problems") {
			t.Errorf("status %q", s)
		}
	})
	p.screenshot("cards-12-deck-problems")
	t.Run("choosing a did-you-mean title rewrites its line", func(t *testing.T) {
		p.do(chromedp.Click(chromedp.CSS(`#deck-problems .suggest`)))
		p.waitJS(`document.querySelectorAll('#deck-problems li').length === 2`, 20*time.Second)
		if got := p.eval(`document.getElementById('deck-text').value.split("\n")[3]`); got != "2 Wizard's Book" {
			t.Errorf("line 4 is %q, want 2 Wizard's Book", got)
		}
	})
	t.Run("adding a card from the browser writes it in the list and counts it", func(t *testing.T) {
		sel := `#cardlist .cardframe[data-id="krash"]`
		p.do(chromedp.Click(chromedp.CSS(sel+` .add`)), chromedp.Click(chromedp.CSS(sel+` .add`)))
		p.waitJS(`/7 cards/.test(document.getElementById('deck-status').textContent)`, 20*time.Second)
		if got := p.eval(`document.querySelector('` + sel + ` .indeck').textContent`); got != "2" {
			t.Errorf("the card shows %s copies in the deck, want 2", got)
		}
		p.do(chromedp.Click(chromedp.CSS(sel + ` .remove`)))
		p.waitJS(`/6 cards/.test(document.getElementById('deck-status').textContent)`, 20*time.Second)
		if got := p.eval(`document.getElementById('deck-text').value`); !strings.Contains(got, "\n1 Krash\n") {
			t.Errorf("the list lacks the line 1 Krash:\n%s", got)
		}
	})
	t.Run("a deck saved in the browser is listed and offered to the lobby's seat of its role", func(t *testing.T) {
		p.do(chromedp.SetValue(chromedp.CSS(`#deck-name`), "typo deck"), chromedp.Click(chromedp.CSS(`#deck-save`)))
		p.waitJS(`[...document.querySelectorAll('#deck-saved li')].some(l => l.dataset.name === 'typo deck')`, 10*time.Second)
		text := p.eval(`document.getElementById('deck-text').value`)
		p.do(chromedp.Navigate(x.url+"/"), chromedp.WaitVisible(chromedp.CSS(`#create`)))
		offered := p.eval(`[...document.querySelectorAll('fieldset.seat')].map(f => f.dataset.role + ":" + [...f.querySelectorAll('select.saveddeck option')].map(o => o.value).filter(v => v).join(",")).join(" ")`)
		if offered != "corp: runner:typo deck" {
			t.Errorf("saved decks offered by seat: %q, want only the Runner's seat to offer it", offered)
		}
		p.eval(`(() => { const s = document.querySelector('fieldset.seat[data-role=runner] select.saveddeck'); s.value = 'typo deck'; s.dispatchEvent(new Event('change')); return ""; })()`)
		if got := p.eval(`document.querySelector('fieldset.seat[data-role=runner] textarea').value`); got != text {
			t.Errorf("the lobby's deck list is %q, want the saved %q", got, text)
		}
		if got := p.eval(`document.querySelector('fieldset.seat[data-role=runner] select[name$=".deck"]').value`); got != "paste" {
			t.Errorf("the seat's deck choice is %q, want paste", got)
		}
		p.screenshot("cards-13-lobby-saved-deck")
	})
}

func TestBrowserTableCardsAreFramesThatOfferTheirActions(t *testing.T) {
	t.Parallel()
	b := browserCtx(t)
	x := startServer(t, t.TempDir(), Config{})
	p := newPage(t, b, "runner", nil)
	p.do(chromedp.Navigate(x.url+"/"), chromedp.WaitVisible(chromedp.CSS(`#create`)))
	p.do(chromedp.Click(chromedp.CSS(`input[name=seat1][value=me]`)), chromedp.Click(chromedp.CSS(`input[name=seat0][value=bot]`)),
		chromedp.SetValue(chromedp.CSS(`select[name="seat0.bot"]`), "random"), chromedp.SetValue(chromedp.CSS(`input[name=seed]`), "21"), // the Runner holds two Codecrackers
		chromedp.Click(chromedp.CSS(`#create`)))
	p.waitJS(`document.body.classList.contains('table') && document.getElementById('conn').textContent === 'connected'`, 30*time.Second)
	// The Runner's first turn: an action to take, its hand in view.
	p.waitJS(`document.querySelector('#decision .opt[data-h]') && document.querySelector('.player.me .zone.hand .card.known')`, 60*time.Second)

	t.Run("a known card is a frame with its type band, whose tip is the printed card", func(t *testing.T) {
		got := p.eval(`(() => { const c = document.querySelector('.player.me .zone.hand .card.known');
			return [!!c.querySelector('.cband'), !!c.querySelector('.tip .frame .fband'), !!c.querySelector('.tip .frame .ftext')].join(' '); })()`)
		if got != "true true true" {
			t.Errorf("band, tip band, tip text = %s; want all true", got)
		}
	})
	t.Run("clicking a card offers its options, each once", func(t *testing.T) {
		h := p.eval(`document.querySelector('#decision .opt[data-h]').dataset.h`)
		p.do(chromedp.Click(chromedp.CSS(`#board .card[data-h="` + h + `"]`)))
		p.waitJS(`document.getElementById('actions')`, 10*time.Second)
		got := p.eval(`JSON.stringify([...document.querySelectorAll('#actions .act')].map(b => b.dataset.i))`)
		var acts []string
		if err := jsonUnmarshal(got, &acts); err != nil {
			t.Fatal(err)
		}
		var labels []string
		if err := jsonUnmarshal(p.eval(`JSON.stringify([...new Set([...document.querySelectorAll('#decision .opt[data-h="`+h+`"] .label')].map(l => l.textContent))])`), &labels); err != nil {
			t.Fatal(err)
		}
		if len(acts) == 0 || len(acts) != len(labels) {
			t.Errorf("the menu offers options %v; the decision has %d distinct options for the card", acts, len(labels))
		}
		p.screenshot("cards-14-card-actions")
		p.eval(`(() => { document.getElementById('actions').remove(); return ""; })()`)
	})
	t.Run("copies of a card with the same options are listed once in the decision", func(t *testing.T) {
		got := p.eval(`(() => { const seen = new Set(); let dup = 0;
			for (const g of document.querySelectorAll('#decision .group[data-card]')) {
				if (getComputedStyle(g).display === 'none') continue;
				const k = g.querySelector('h3').textContent + '|' + [...g.querySelectorAll('.opt .label')].map(l => l.textContent).join('|');
				if (seen.has(k)) dup++; seen.add(k); }
			return dup + ' ' + document.querySelectorAll('#decision .group.same').length; })()`)
		if got != "0 1" {
			t.Errorf("groups shown that repeat an earlier one, groups hidden as copies = %s; want 0 1 (two Codecrackers in hand)", got)
		}
	})
	t.Run("clicking a fort offers the options aimed at it", func(t *testing.T) {
		p.waitJS(`document.querySelector('#board .area > h3.aimable')`, 10*time.Second)
		name := p.eval(`document.querySelector('#board .area > h3.aimable').firstChild.textContent.trim()`)
		p.do(chromedp.Click(chromedp.CSS(`#board .area > h3.aimable`)))
		p.waitJS(`document.getElementById('actions')`, 10*time.Second)
		var acts []string
		if err := jsonUnmarshal(p.eval(`JSON.stringify([...document.querySelectorAll('#actions .act')].map(b => b.textContent))`), &acts); err != nil {
			t.Fatal(err)
		}
		for _, a := range acts {
			if !strings.Contains(strings.ToLower(a), strings.ToLower(name)) {
				t.Errorf("%q offered on %s does not aim at it", a, name)
			}
		}
		if len(acts) == 0 {
			t.Fatalf("no option offered on %s", name)
		}
		p.screenshot("cards-15-fort-actions")
		p.eval(`(() => { document.getElementById('actions').remove(); return ""; })()`)
	})
	t.Run("an option taken from a card's menu moves the game on, and the card's name in the log shows its card", func(t *testing.T) {
		h := p.eval(`[...document.querySelectorAll('#decision .opt[data-h]')].find(o => o.querySelector('.label').textContent.startsWith('install ') && !o.dataset.warn).dataset.h`)
		title := p.eval(`document.querySelector('#board .card[data-h="` + h + `"] .ct').textContent`)
		seq := p.eval(`document.body.dataset.seq`)
		p.do(chromedp.Click(chromedp.CSS(`#board .card[data-h="` + h + `"]`)))
		p.waitJS(`document.querySelector('#actions .act')`, 10*time.Second)
		p.do(chromedp.Click(chromedp.CSS(`#actions .act`)))
		p.waitJS(`parseInt(document.body.dataset.seq) > `+seq, 30*time.Second)
		p.waitJS(`[...document.querySelectorAll('#log .cardname')].some(s => s.textContent === `+strconv.Quote(title)+`)`, 30*time.Second)
		p.eval(`(() => { const s = [...document.querySelectorAll('#log .cardname')].reverse().find(s => s.textContent === ` + strconv.Quote(title) + `);
			s.dispatchEvent(new MouseEvent('mouseover', {bubbles: true})); return ""; })()`)
		if got := p.eval(`(() => { const d = document.getElementById('logtip'); return d ? d.querySelector('.frame .ftitle').textContent + ' | ' + !!d.querySelector('.fband') : ''; })()`); got != title+" | true" {
			t.Errorf("the log's tip shows %q, want %s's frame", got, title)
		}
		p.screenshot("cards-16-log-card-tip")
	})
}

// jsonUnmarshal decodes the JSON text s into v.
func jsonUnmarshal(s string, v any) error { return json.Unmarshal([]byte(s), v) }

func TestBrowserTableDragACardOntoAFortInstallsItThere(t *testing.T) {
	t.Parallel()
	b := browserCtx(t)
	x := startServer(t, t.TempDir(), Config{})
	p := newPage(t, b, "corp", nil)
	p.do(chromedp.Navigate(x.url+"/"), chromedp.WaitVisible(chromedp.CSS(`#create`)))
	p.do(chromedp.Click(chromedp.CSS(`input[name=seat0][value=me]`)), chromedp.Click(chromedp.CSS(`input[name=seat1][value=bot]`)),
		chromedp.SetValue(chromedp.CSS(`select[name="seat1.bot"]`), "random"), chromedp.SetValue(chromedp.CSS(`input[name=seed]`), "1"),
		chromedp.Click(chromedp.CSS(`#create`)))
	p.waitJS(`document.body.classList.contains('table') && document.getElementById('conn').textContent === 'connected'`, 30*time.Second)
	// The Corp's first action: a card of its hand that may go on HQ.
	p.waitJS(`[...document.querySelectorAll('#decision .opt[data-h]')].some(o => / on HQ$/.test(o.querySelector('.label').textContent) && !o.dataset.warn)`, 60*time.Second)
	h := p.eval(`[...document.querySelectorAll('#decision .opt[data-h]')].find(o => / on HQ$/.test(o.querySelector('.label').textContent) && !o.dataset.warn).dataset.h`)
	iceOnHQ := `document.querySelectorAll('#board .area[aria-label="HQ"] ol.ice .card').length`
	before, _ := strconv.Atoi(p.eval(`String(` + iceOnHQ + `)`))
	seq := p.eval(`document.body.dataset.seq`)
	if got := p.eval(`String(document.querySelector('#board .card[data-h="` + h + `"]').draggable)`); got != "true" {
		t.Fatalf("a card with options is not draggable (%s)", got)
	}
	p.eval(`(() => { const card = document.querySelector('#board .card[data-h="` + h + `"]'), hq = document.querySelector('#board .area[aria-label="HQ"]');
		const dt = new DataTransfer();
		card.dispatchEvent(new DragEvent('dragstart', {bubbles: true, dataTransfer: dt}));
		hq.dispatchEvent(new DragEvent('dragover', {bubbles: true, cancelable: true, dataTransfer: dt}));
		hq.dispatchEvent(new DragEvent('drop', {bubbles: true, cancelable: true, dataTransfer: dt})); return ""; })()`)
	p.waitJS(`parseInt(document.body.dataset.seq) > `+seq, 30*time.Second)
	if after, _ := strconv.Atoi(p.eval(`String(` + iceOnHQ + `)`)); after != before+1 {
		t.Errorf("HQ had %d pieces of ice, has %d after the drop; want one more", before, after)
	}
	p.screenshot("cards-17-dragged-onto-hq")
}
