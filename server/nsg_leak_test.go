package server

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/nsg"
	"github.com/datafort/datafort/server/store"
)

// The leak property of TestNoHiddenCardReachesAnyViewer for NSG: at every
// step of random NSG games, what each seat and a spectator receive (the
// view message as HTML, with the board nsg lays out, and as JSON; the
// decision; the log) names no title of a card hidden from that viewer, and
// the same scan finds the Corp's own HQ (so a scan that never matches fails
// the test).

// nsgHidden reports whether card k is hidden from seat, stated from the
// rules (CR 1.12) apart from nsg's views: HQ and the grip are their
// holder's, R&D and the stack nobody's, a facedown Archives card and an
// unrezzed installed card the Corp's.
func nsgHidden(s *nsg.State, k *nsg.Card, seat engine.Seat) bool {
	switch k.Zone {
	case nsg.ZoneHQ:
		return seat != s.Corp
	case nsg.ZoneGrip:
		return seat != s.Runner
	case nsg.ZoneRD, nsg.ZoneStack:
		return true
	case nsg.ZoneArchives:
		return !k.FaceUp && seat != s.Corp
	case nsg.ZoneServer:
		return !k.Rezzed && seat != s.Corp
	}
	return false
}

// nsgHiddenTitles returns the titles that would reveal a card hidden from
// seat: those of hidden cards that no card the seat sees or owns shares,
// nor (for the events of a step) any card it saw before the step or was
// told of in a secret of the step.
func nsgHiddenTitles(s *nsg.State, seat engine.Seat, seenBefore map[string]bool) []string {
	hidden, known := map[string]bool{}, map[string]bool{}
	for i := range s.Cards {
		k := &s.Cards[i]
		if k.Zone == nsg.ZoneRemoved {
			continue
		}
		if nsgHidden(s, k, seat) && k.Owner != seat {
			hidden[k.Title] = true
		} else {
			known[k.Title] = true
		}
	}
	var out []string
	for t := range hidden {
		if !known[t] && !seenBefore[t] {
			out = append(out, t)
		}
	}
	slices.Sort(out)
	return out
}

// nsgSeen returns the titles of the cards seat sees now.
func nsgSeen(s *nsg.State, seat engine.Seat) map[string]bool {
	out := map[string]bool{}
	for i := range s.Cards {
		if k := &s.Cards[i]; !nsgHidden(s, k, seat) {
			out[k.Title] = true
		}
	}
	return out
}

func TestNoHiddenNSGCardReachesAnyViewer(t *testing.T) {
	t.Parallel()
	// A fifteenth of the ONR test's games (NSG games run longer): 20 by
	// default, about 45 s on 2 cores.
	games := max(leakGames()/15, 4)
	viewers := []engine.Seat{corpSeat, runnerSeat, engine.NoSeat}
	var steps, witnessed, next atomic.Int64
	var wg sync.WaitGroup
	var failed atomic.Bool
	for range 2 {
		wg.Go(func() {
			for !failed.Load() {
				n := next.Add(1)
				if n > int64(games) {
					return
				}
				if err := nsgLeakGame(uint64(n), viewers, &steps, &witnessed); err != nil {
					failed.Store(true)
					t.Errorf("seed %d: %v", n, err)
				}
			}
		})
	}
	wg.Wait()
	t.Logf("%d games, %d steps; the Corp's own HQ found %d times", games, steps.Load(), witnessed.Load())
	if witnessed.Load() < steps.Load()/2 {
		t.Fatalf("the scan found the Corp's own HQ in only %d of %d steps: it cannot be trusted", witnessed.Load(), steps.Load())
	}
}

// nsgLeakGame plays one random NSG game and checks every viewer's messages
// at every step.
func nsgLeakGame(seed uint64, viewers []engine.Seat, steps, witnessed *atomic.Int64) error {
	rs, err := engine.Lookup("nsg")
	if err != nil {
		return err
	}
	eg, err := rs.New(engine.Setup{Seed: seed})
	if err != nil {
		return err
	}
	g := eg.(*nsg.Game)
	l := &live{id: "leak", rs: rs, g: g, status: store.StatusActive, opts: gameOptions{Spectators: "public"},
		seats: []store.Seat{{Seat: 0, Role: "corp", Kind: "human", Name: "ann"}, {Seat: 1, Role: "runner", Kind: "human", Name: "bob"}}}
	r := bot.NewRandom(seed * 7)
	since := 0
	seen := map[engine.Seat]map[string]bool{}
	for i := 0; i < 5000; i++ {
		steps.Add(1)
		s := g.State()
		for _, v := range viewers {
			strict := newScanner(forms(nsgHiddenTitles(s, v, nil)))
			events := newScanner(forms(nsgHiddenTitles(s, v, seen[v])))
			for _, html := range []bool{true, false} {
				m := l.viewFor(v, since, html)
				logs := m.Log
				m.Log = nil
				b, _ := json.Marshal(m)
				text := plain(string(b))
				if title, leak := strict.find(text); leak {
					return fmt.Errorf("step %d: viewer %d (html %v) receives %q, hidden from it:\n%s", i, v, html, title, b)
				}
				for _, ln := range logs {
					if title, leak := events.find(ln.Text); leak {
						return fmt.Errorf("step %d: viewer %d's log names %q, hidden from it: %s", i, v, title, ln.Text)
					}
				}
				if v == corpSeat && html {
					var hq []string
					for _, id := range s.HQ {
						hq = append(hq, s.CardOf(id).Title)
					}
					if _, ok := newScanner(forms(hq)).find(text); ok || len(hq) == 0 {
						witnessed.Add(1)
					}
				}
			}
		}
		for _, v := range viewers {
			seen[v] = nsgSeen(s, v)
		}
		pend := g.Pending()
		if len(pend) == 0 {
			break
		}
		ev, err := g.Apply(r.Choose(pend[0]))
		if err != nil {
			return fmt.Errorf("step %d: %v", i, err)
		}
		// A secret told to a seat (what it drew, what it accessed) may name
		// what it now sees no more: its own log line is not a leak.
		for _, v := range viewers[:2] {
			for _, e := range ev {
				if e.Private&(1<<uint(v)) == 0 {
					continue
				}
				for i := range s.Cards {
					if t := s.Cards[i].Title; strings.Contains(e.For(v), t) {
						seen[v][t] = true
					}
				}
			}
		}
		l.seq++
		l.nChoices++
		since = l.seq - 1
		l.log.add(l.seq, ev)
	}
	return nil
}
