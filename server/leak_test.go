package server

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/fuzz"
	"github.com/datafort/datafort/server/store"
)

// The leak property test renders, at every step of many random games, what
// each seat and a spectator receive — the view message as HTML (the
// browser's) and as JSON (programs'), decision and log included — and finds
// no title of a card hidden from that viewer. It also checks that the same
// scan finds the titles of the viewer's own hand (so a scan that never
// matches fails the test).

const corpSeat, runnerSeat = engine.Seat(0), engine.Seat(1)

// hiddenFrom reports whether card k is hidden from seat, stated from the
// rules (ONR-2.6, R080–R083) apart from the engine's views, as the fuzzer
// states it (fuzz.HiddenFrom).
func hiddenFrom(k *onr.Card, seat engine.Seat) bool {
	role := onr.Corp
	if seat == runnerSeat {
		role = onr.Runner
	}
	return fuzz.HiddenFrom(k, seat, role)
}

// hiddenTitles returns the titles that would reveal a card hidden from
// seat: those of hidden cards that no card the seat may see shares. For
// the events of a step (forEvents), a card the Runner has seen that is now
// stored in HQ or R&D does not count (he may have accessed it during the
// step), as in onr's tests.
func hiddenTitles(g *onr.Game, seat engine.Seat, forEvents bool) []string {
	s := g.State()
	hidden, shown := map[string]bool{}, map[string]bool{}
	for c := int32(1); c < int32(len(s.Cards)); c++ {
		k := &s.Cards[c]
		if k.Zone == onr.ZoneNone || k.Zone == onr.ZoneRemoved && !k.FaceUp {
			continue
		}
		seenStored := forEvents && seat == runnerSeat && k.Seen && (k.Zone == onr.ZoneHand || k.Zone == onr.ZoneDeck)
		if hiddenFrom(k, seat) && !seenStored {
			hidden[k.ID.String()] = true
		} else {
			shown[k.ID.String()] = true
		}
	}
	for _, x := range s.Players[corpSeat].Virus {
		shown[x.ID.String()] = true
	}
	var out []string
	for id := range hidden {
		if !shown[id] {
			out = append(out, onr.TitleOf(id))
		}
	}
	slices.Sort(out)
	return out
}

// ownHand returns the titles of seat's hand.
func ownHand(g *onr.Game, seat engine.Seat) []string {
	s := g.State()
	var out []string
	for _, c := range s.Players[seat].Hand {
		out = append(out, onr.TitleOf(s.Cards[c].ID.String()))
	}
	return out
}

// forms returns the ways a title may appear in a message once JSON's
// HTML escapes are undone (see plain): as is, HTML escaped, and escaped
// inside a JSON string (both).
func forms(titles []string) []string {
	var out []string
	for _, t := range titles {
		out = append(out, formsOf(t)...)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// titleForms holds each title's forms once made (formsOf): the leak tests
// ask for the same few hundred titles at every step of every game.
var titleForms sync.Map // title → []string

// formsOf returns the four forms of one title (see forms).
func formsOf(t string) []string {
	if f, ok := titleForms.Load(t); ok {
		return f.([]string)
	}
	h := htmlEscape(t)
	f := []string{t, h, jsonEsc(t), jsonEsc(h)}
	titleForms.Store(t, f)
	return f
}

func jsonEsc(s string) string {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.Encode(s)
	j := strings.TrimSpace(b.String())
	return j[1 : len(j)-1]
}

// plain undoes json.Marshal's HTML escapes, so that a title right after a
// tag ("\u003eBanpei") is seen as a word: it replaces \u003c, \u003e and
// \u0026 as strings.NewReplacer would, in one pass (the leak tests run it
// over every message of every step).
func plain(s string) string {
	i := strings.Index(s, `\u00`)
	if i < 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i >= 0 {
		b.WriteString(s[:i])
		s = s[i:]
		switch {
		case strings.HasPrefix(s, `\u003c`):
			b.WriteByte('<')
			s = s[6:]
		case strings.HasPrefix(s, `\u003e`):
			b.WriteByte('>')
			s = s[6:]
		case strings.HasPrefix(s, `\u0026`):
			b.WriteByte('&')
			s = s[6:]
		default: // no escape starts within these four bytes but at the first
			b.WriteString(s[:4])
			s = s[4:]
		}
		i = strings.Index(s, `\u00`)
	}
	b.WriteString(s)
	return b.String()
}

func isWord(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

// scanner finds titles in a text in one pass: each title is indexed by its
// first run of letters and digits, and the text's runs are looked up.
type scanner map[string][]scanEntry

type scanEntry struct {
	form string
	off  int // where the key run starts in form
}

func newScanner(titles []string) scanner {
	sc := scanner{}
	for _, f := range titles {
		i := 0
		for i < len(f) && !isWord(f[i]) {
			i++
		}
		j := i
		for j < len(f) && isWord(f[j]) {
			j++
		}
		if i == j {
			continue
		}
		sc[f[i:j]] = append(sc[f[i:j]], scanEntry{f, i})
	}
	return sc
}

// find returns the first title the text names as a word.
func (sc scanner) find(text string) (string, bool) {
	if len(sc) == 0 {
		return "", false
	}
	for i := 0; i < len(text); {
		if !isWord(text[i]) {
			i++
			continue
		}
		j := i
		for j < len(text) && isWord(text[j]) {
			j++
		}
		for _, e := range sc[text[i:j]] {
			start, end := i-e.off, i-e.off+len(e.form)
			if start < 0 || end > len(text) || text[start:end] != e.form {
				continue
			}
			f := e.form
			if (start == 0 || !isWord(text[start-1]) || !isWord(f[0])) && (end == len(text) || !isWord(text[end]) || !isWord(f[len(f)-1])) {
				return f, true
			}
		}
		i = j
	}
	return "", false
}

// names returns the first of titles that text names as a word.
func names(text string, titles []string) (string, bool) {
	return newScanner(titles).find(plain(text))
}

// leakGames is the number of random games of the leak test.
func leakGames() int {
	if n, err := strconv.Atoi(os.Getenv("DATAFORT_LEAK_GAMES")); err == nil && n > 0 {
		return n
	}
	if testing.Short() {
		return 200
	}
	// 2,000 games take about 13 minutes on 2 cores (the HTML rendering
	// dominates), beyond go test's default 10-minute timeout for a package:
	// the default run is 300, which leaves CI room; DATAFORT_LEAK_GAMES=2000
	// (with -timeout 30m) runs the full property.
	return 300
}

func TestNoHiddenCardReachesAnyViewer(t *testing.T) {
	t.Parallel() // (the GC setting below is the process's: others running meanwhile only collect less often)
	games := leakGames()
	defer debug.SetGCPercent(debug.SetGCPercent(400))
	viewers := []engine.Seat{corpSeat, runnerSeat, engine.NoSeat}
	var steps, witnessed atomic.Int64
	var next atomic.Int64
	var wg sync.WaitGroup
	var failed atomic.Bool
	for range 2 {
		wg.Go(func() {
			for !failed.Load() {
				n := next.Add(1)
				if n > int64(games) {
					return
				}
				seed := uint64(n)
				if err := leakGame(seed, viewers, &steps, &witnessed); err != nil {
					failed.Store(true)
					t.Errorf("seed %d: %v", seed, err)
				}
			}
		})
	}
	wg.Wait()
	t.Logf("%d games, %d steps, %d viewer renderings; own hand found %d times", games, steps.Load(), steps.Load()*int64(len(viewers))*2, witnessed.Load())
	if witnessed.Load() < steps.Load() {
		t.Fatalf("the scan found the viewer's own hand in only %d of %d steps: it cannot be trusted", witnessed.Load(), steps.Load())
	}
}

// leakGame plays one random game and checks every viewer's messages at
// every step.
func leakGame(seed uint64, viewers []engine.Seat, steps, witnessed *atomic.Int64) error {
	g, err := onr.New(engine.Setup{Seed: seed})
	if err != nil {
		return err
	}
	l := &live{id: "leak", rs: onr.Rules, g: g, status: store.StatusActive, opts: gameOptions{Spectators: "public"},
		seats: []store.Seat{{Seat: 0, Role: "corp", Kind: "human", Name: "ann"}, {Seat: 1, Role: "runner", Kind: "human", Name: "bob"}}}
	r := bot.NewRandom(seed * 7)
	since := 0
	for i := 0; i < 5000; i++ {
		steps.Add(1)
		for _, v := range viewers {
			strict := newScanner(forms(hiddenTitles(g, v, false)))
			events := newScanner(forms(hiddenTitles(g, v, true)))
			found := false
			// A run's step is also sent as a frame of its own (frames.go):
			// the same view without a decision, scanned too.
			inRun := g.RunStep(engine.NoSeat) != ""
			for _, kind := range []struct{ html, frame bool }{{true, false}, {false, false}, {true, true}} {
				html := kind.html
				if kind.frame && !inRun {
					continue
				}
				if kind.frame {
					l.frame = &frameAt{g: g, seq: l.seq}
				}
				m := l.viewFor(v, since, html)
				l.frame = nil
				logs := m.Log
				m.Log = nil
				b, _ := json.Marshal(m)
				text := plain(string(b))
				if title, leak := strict.find(text); leak {
					return fmt.Errorf("step %d: viewer %d (html %v, frame %v) receives %q, hidden from it:\n%s", i, v, html, kind.frame, title, b)
				}
				for _, ln := range logs {
					if title, leak := events.find(ln.Text); leak {
						return fmt.Errorf("step %d: viewer %d's log names %q, hidden from it: %s", i, v, title, ln.Text)
					}
				}
				if v != engine.NoSeat && html {
					if hand := ownHand(g, v); len(hand) > 0 {
						if _, ok := newScanner(forms(hand)).find(text); ok {
							found = true
						}
					} else {
						found = true
					}
				}
			}
			if v == corpSeat && found {
				witnessed.Add(1)
			}
		}
		pend := g.Pending()
		if len(pend) == 0 {
			break
		}
		c := r.Choose(pend[0])
		ev, err := g.Apply(c)
		if err != nil {
			return fmt.Errorf("step %d: %v", i, err)
		}
		l.seq++
		l.nChoices++
		since = l.seq - 1
		l.log.add(l.seq, ev)
	}
	return nil
}

// TestTablePageHidesCards renders whole table pages over HTTP for a few
// games at every step, as a seat and as a spectator, with the same scan.
func TestTablePageHidesCards(t *testing.T) {
	x := startServer(t, t.TempDir(), Config{Limits: fast})
	_ = httptest.NewRecorder
	for seed := 1; seed <= 3; seed++ {
		id, a, b, ca, cb := friendGame(t, x, map[string]string{"seed": strconv.Itoa(seed)})
		spec := x.browser()
		r := bot.NewRandom(uint64(seed))
		for i := 0; i < 400; i++ {
			l, _ := x.s.game(t.Context(), id)
			l.mu.Lock()
			og := l.game().(*onr.Game).Clone().(*onr.Game)
			l.mu.Unlock()
			for _, w := range []struct {
				br   *browser
				seat engine.Seat
			}{{a, corpSeat}, {b, runnerSeat}, {spec, engine.NoSeat}} {
				st, page := w.br.get("/g/" + id)
				if st != 200 {
					t.Fatalf("page: %d", st)
				}
				// The page's log holds old lines: check the board parts.
				board := page
				if k := strings.Index(page, `id="log"`); k > 0 {
					if e := strings.Index(page[k:], "</ol>"); e > 0 {
						board = page[:k] + page[k+e:]
					}
				}
				if title, leak := names(board, forms(hiddenTitles(og, w.seat, false))); leak {
					t.Fatalf("seed %d step %d: the page of viewer %d names %q", seed, i, w.seat, title)
				}
			}
			if !step(t, r, i, ca, cb) {
				break
			}
		}
	}
}
