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

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/server/store"
	"github.com/datafort/datafort/server/web"
)

// newPeopleTable stores a game of rs between two people as the lobby
// stores a friend game (store.CreateGame), every seat a person holding
// the returned token, no automatic answers, no spectators.
func newPeopleTable(t *testing.T, x *testServer, rs engine.Ruleset, setup engine.Setup) (id string, tokens []string) {
	t.Helper()
	return newPeopleTableWith(t, x, rs, setup, gameOptions{Spectators: "off"})
}

// newPeopleTableWith is newPeopleTable with the game's options opts (its
// spectators: "public" lets anyone watch at the game's address).
func newPeopleTableWith(t *testing.T, x *testServer, rs engine.Ruleset, setup engine.Setup, opts gameOptions) (id string, tokens []string) {
	t.Helper()
	g, err := rs.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	id = newGameID()
	var seats []store.Seat
	for _, si := range g.Seats() {
		tok := newToken()
		tokens = append(tokens, tok)
		seats = append(seats, store.Seat{Seat: si.Seat, Role: si.Role, Team: si.Team, Kind: "human", Name: "person " + si.Role, TokenHash: hashToken(tok)})
	}
	h, err := engine.Hash(g)
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := json.Marshal(opts)
	row := &store.Game{ID: id, Ruleset: rs.Name(), Setup: setup, Options: raw, Status: store.StatusActive, StateHash: h[:]}
	if fp, ok := g.(engine.Fingerprinter); ok {
		row.Rules = fp.Fingerprint()
	}
	if err := x.s.store.CreateGame(context.Background(), row, seats); err != nil {
		t.Fatal(err)
	}
	return id, tokens
}

// answerBy makes seat's pending choice in l as a person would: the first
// option whose label begins with one of prefer, in that order (skip says
// which to pass over), else none; a number is answered with its least.
// It reports the label chosen, or "" when seat has no decision or no
// option matches.
func answerBy(t *testing.T, l *live, seat engine.Seat, prefer []string, skip func(string) bool) string {
	t.Helper()
	l.mu.Lock()
	g := l.game()
	var dec *engine.Decision
	for _, d := range g.Pending() {
		if d.Seat == seat {
			dec = &d
			break
		}
	}
	if dec == nil {
		l.unlock()
		return ""
	}
	c := engine.Choice{Decision: dec.ID, Seat: seat}
	label := ""
	if dec.Kind == engine.Number {
		c.Number, label = dec.Min, fmt.Sprint(dec.Min)
	} else {
		p := web.BuildDecision(g, *dec)
	find:
		for _, want := range prefer {
			for _, gr := range p.Groups {
				for _, o := range gr.Options {
					if strings.HasPrefix(o.Label, want) && (skip == nil || !skip(o.Label)) {
						c.Option, label = o.I, o.Label
						break find
					}
				}
			}
		}
	}
	l.unlock()
	if label == "" {
		return ""
	}
	if _, err := l.choose(context.Background(), c, fmt.Sprintf("test-%d-%d", seat, c.Decision)); err != nil {
		t.Fatalf("seat %d: %s: %v", seat, label, err)
	}
	return label
}

// encounterJS reads the encounter panel of a table page.
const encounterJS = `JSON.stringify((() => {
  const e = document.querySelector('#board .encounter');
  if (!e) return null;
  return {head: e.querySelector('h2').textContent.trim(),
    subs: [...e.querySelectorAll('.subs > li')].map(li => ({text: li.firstChild.textContent.trim(), broken: li.classList.contains('broken')})),
    breakers: [...e.querySelectorAll('.breakers > li')].map(li => li.textContent.trim())};
})())`

// panel is the encounter panel as the page shows it.
type panel struct {
	Head string `json:"head"`
	Subs []struct {
		Text   string `json:"text"`
		Broken bool   `json:"broken"`
	} `json:"subs"`
	Breakers []string `json:"breakers"`
}

// TestBrowserEncounterPanel: the Runner's page in Chromium while the
// Runner encounters Banpei (a sentry of two subroutines) with Raptor and
// Big Frackin' Gun (sentry breakers) and Pile Driver (a wall breaker)
// installed. The encounter panel lists the ice's subroutines, marks the
// one broken after the Runner breaks it by clicking, and says for each
// breaker whether it breaks the ice, the strength it lacks and what
// raising and breaking cost — each as the game's encounter query
// (engine.EncounterQuery) computes it for the Runner at that moment. The
// run then goes on in steps: the Runner's "done" makes the unbroken
// subroutine take effect, and the page shows each line of it in turn, the
// subroutine's effect in words among them. Screenshots are kept in
// $DATAFORT_SCREENSHOTS (or the test's temporary directory).
func TestBrowserEncounterPanel(t *testing.T) {
	b := browserCtx(t)
	const step = 400 * time.Millisecond
	x := startServer(t, t.TempDir(), Config{Limits: fast, StepPause: step})
	var decks []string
	for _, f := range []string{"encounter-corp.txt", "encounter-runner.txt"} {
		raw, err := os.ReadFile(filepath.Join("testdata", f))
		if err != nil {
			t.Fatal(err)
		}
		decks = append(decks, string(raw))
	}
	id, tokens := newPeopleTable(t, x, onr.Rules, engine.Setup{Seed: 3, Decks: decks})
	l, err := x.s.game(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	const corp, runner = engine.Seat(0), engine.Seat(1)
	p := newPage(t, b, "runner", nil)
	p.enterSeat(x.url, id, tokens[runner])
	p.waitJS(`document.body.classList.contains('table') && document.getElementById('conn').textContent === 'connected'`, 20*time.Second)

	// Play to the encounter: the Corp puts Banpei on HQ and rezzes it
	// when the Runner comes; the Runner installs its breakers and runs on
	// HQ.
	installed := map[string]bool{}
	iced := false
	// encountering: the Runner encounters the ice and may break.
	encountering := func() bool {
		l.mu.Lock()
		defer l.unlock()
		g := l.game()
		if _, ok := g.(engine.EncounterQuery).Encounter(runner); !ok {
			return false
		}
		for _, d := range g.Pending() {
			if d.Seat == runner && d.Kind == engine.Select {
				for i := range d.Options {
					if strings.HasPrefix(g.Describe(d, i), "break") {
						return true
					}
				}
			}
		}
		return false
	}
	bits := func() int {
		l.mu.Lock()
		defer l.unlock()
		for _, c := range l.game().(engine.TableViewer).TableView(runner).Players[runner].Counters {
			if c.Name == "bits" {
				return c.N
			}
		}
		t.Fatal("the Runner has no bits counter")
		return 0
	}
	for n := 0; !encountering(); n++ {
		if n > 400 {
			t.Fatal("no encounter after 400 choices")
		}
		corpPrefs := []string{"rez Banpei", "pass", "gain", "draw", "take", "discard"}
		if !iced {
			corpPrefs = append([]string{"install Banpei on HQ"}, corpPrefs...)
		}
		if got := answerBy(t, l, corp, corpPrefs, nil); strings.HasPrefix(got, "install Banpei") {
			iced = true
		}
		rich := bits() >= 4 // bits to break with Raptor
		got := answerBy(t, l, runner, []string{"install Raptor", "install Big Frackin' Gun", "install Pile Driver", "run on HQ", "continue", "pass", "gain", "draw", "take", "discard"},
			func(label string) bool {
				for title := range installed {
					if strings.HasPrefix(label, "install "+title) {
						return true
					}
				}
				return strings.HasPrefix(label, "run on HQ") && (!iced || len(installed) < 3 || !rich)
			})
		if title, ok := strings.CutPrefix(got, "install "); ok {
			for _, b := range []string{"Raptor", "Big Frackin' Gun", "Pile Driver"} {
				if strings.HasPrefix(title, b) {
					installed[b] = true
				}
			}
		}
	}
	query := func() engine.Encounter {
		l.mu.Lock()
		defer l.unlock()
		e, _ := l.game().(engine.EncounterQuery).Encounter(runner)
		return e
	}
	// want is the panel the game's query makes for the Runner, in the
	// template's words.
	want := func(e engine.Encounter) panel {
		var w panel
		w.Head = fmt.Sprintf("Encountering %s (strength %d)", e.Title, e.Strength)
		for _, s := range e.Subs {
			w.Subs = append(w.Subs, struct {
				Text   string `json:"text"`
				Broken bool   `json:"broken"`
			}{s.Text, s.Broken})
		}
		for _, br := range e.Breakers {
			line := fmt.Sprintf("%s (strength %d): ", br.Title, br.Strength)
			switch {
			case !br.Breaks:
				line += "does not break this ice"
			case br.Raise > 0 && br.RaiseCost != "":
				line += fmt.Sprintf("needs +%d strength (%s); breaking costs %s", br.Raise, br.RaiseCost, br.BreakCost)
			case br.Raise > 0:
				line += fmt.Sprintf("needs +%d strength, which it cannot raise; breaking costs %s", br.Raise, br.BreakCost)
			default:
				line += "breaking costs " + br.BreakCost
			}
			w.Breakers = append(w.Breakers, line)
		}
		return w
	}
	shown := func() panel {
		var got panel
		if err := json.Unmarshal([]byte(p.eval(encounterJS)), &got); err != nil {
			t.Fatal(err)
		}
		return got
	}
	check := func(t *testing.T, e engine.Encounter) {
		t.Helper()
		w := want(e)
		var got panel
		deadline := time.Now().Add(10 * time.Second)
		for {
			got = shown()
			if got.Head == w.Head && slices.Equal(got.Breakers, w.Breakers) && fmt.Sprint(got.Subs) == fmt.Sprint(w.Subs) {
				return
			}
			if time.Now().After(deadline) {
				break
			}
			time.Sleep(50 * time.Millisecond)
		}
		t.Errorf("the page's encounter panel:\n%+v\nthe game's encounter query:\n%+v", got, w)
	}
	e := query()
	t.Logf("encounter: %+v", e)
	var breaks, doesNot int
	for _, br := range e.Breakers {
		if br.Breaks {
			breaks++
		} else {
			doesNot++
		}
	}
	if e.Title != "Banpei" || len(e.Subs) != 2 || breaks == 0 || doesNot == 0 {
		t.Fatalf("the scripted game reached %+v; the test wants Banpei's two subroutines, a breaker that breaks it and one that does not", e)
	}
	t.Run("the panel lists the ice's subroutines and what each breaker needs, as the game's encounter query says", func(t *testing.T) {
		check(t, e)
	})
	p.screenshot("encounter-01-panel")

	// The Runner breaks the first subroutine by clicking its option.
	var breaker string
	for _, br := range e.Breakers {
		if br.Breaks && br.Raise == 0 {
			breaker = br.Title
			break
		}
	}
	opt := fmt.Sprintf(`[...document.querySelectorAll('#decision .opt')].find(b => b.querySelector('.label').textContent.startsWith('break subroutine 1 with %s'))`, breaker)
	p.waitJS(opt, 10*time.Second)
	p.eval(`(` + opt + `).click(), ""`)
	t.Run("a subroutine broken by a click is marked broken on the panel, as the query says", func(t *testing.T) {
		deadline := time.Now().Add(10 * time.Second)
		for !query().Subs[0].Broken {
			if time.Now().After(deadline) {
				t.Fatal("subroutine 1 is not broken in the game")
			}
			time.Sleep(20 * time.Millisecond)
		}
		e := query()
		check(t, e)
		if got := shown(); len(got.Subs) != 2 || !got.Subs[0].Broken || got.Subs[1].Broken {
			t.Errorf("the panel shows the subroutines %+v, want the first broken only", got.Subs)
		}
	})
	p.screenshot("encounter-02-broken")

	// Done breaking: the second subroutine ends the run. The page shows
	// the lines in turn, each for the step pause.
	p.waitJS(`[...document.querySelectorAll('#decision .opt .label')].some(l => l.textContent.startsWith('done'))`, 10*time.Second)
	p.eval(`window.__feed = []; window.__obs = setInterval(() => { const f = document.getElementById('runfeed'); const s = f.hidden ? '' : f.textContent.trim(); if (s && window.__feed[window.__feed.length-1]?.text !== s) window.__feed.push({text: s, at: performance.now()}); }, 25); ""`)
	// A line still shown from the break before the click is not one of
	// this step's: on a loaded machine its pause may not be over yet, and
	// the observer would time the next line from when it first saw it.
	p.eval(`window.__feed = [], window.__stale = (f => f.hidden ? '' : f.textContent.trim())(document.getElementById('runfeed')), [...document.querySelectorAll('#decision .opt')].find(b => b.querySelector('.label').textContent.startsWith('done')).click(), ""`)
	for range 5 { // the Corp's windows in the run, if any
		time.Sleep(100 * time.Millisecond)
		answerBy(t, l, corp, []string{"pass"}, nil)
	}
	p.waitJS(`!document.body.classList.contains('stepping') && window.__feed.length > 0 && document.querySelector('#decision [data-decision]')`, 20*time.Second)
	p.screenshot("encounter-03-after-the-run")
	var feed []struct {
		Text string  `json:"text"`
		At   float64 `json:"at"`
	}
	if err := json.Unmarshal([]byte(p.eval(`clearInterval(window.__obs), JSON.stringify(window.__feed)`)), &feed); err != nil {
		t.Fatal(err)
	}
	if stale := p.eval(`window.__stale`); len(feed) > 0 && stale != "" && feed[0].Text == stale {
		t.Logf("the line shown before the click, left out: %q", stale)
		feed = feed[1:]
	}
	t.Logf("the run's line as it went: %+v", feed)
	t.Run("the run goes on in steps: each line in turn, the subroutine's effect in words among them", func(t *testing.T) {
		if len(feed) < 2 {
			t.Fatalf("the run's line showed %d lines, want them in turn", len(feed))
		}
		sub := slices.IndexFunc(feed, func(f struct {
			Text string  `json:"text"`
			At   float64 `json:"at"`
		}) bool {
			return strings.Contains(f.Text, "Banpei") && strings.Contains(f.Text, "subroutine 2") && strings.Contains(f.Text, "the run")
		})
		if sub < 0 {
			t.Errorf("no line says what Banpei's second subroutine did: %+v", feed)
		}
		for i := 1; i < len(feed); i++ {
			if gap := time.Duration((feed[i].At - feed[i-1].At) * float64(time.Millisecond)); gap < step*3/4 {
				t.Errorf("line %d came %v after the one before, under the step pause %v: %+v", i, gap, step, feed)
			}
		}
	})
}
