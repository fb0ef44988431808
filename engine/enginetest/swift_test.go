package enginetest

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// newSwift starts a swift game.
func newSwift(t *testing.T, s engine.Setup) *swiftGame {
	t.Helper()
	g, err := Swift{}.New(s)
	if err != nil {
		t.Fatalf("New(%+v): %v", s, err)
	}
	return g.(*swiftGame)
}

// arranged starts a swift game with the given seats and hands, seat 0 to
// move, before its draw (its hand is exactly hands[0]).
func arranged(t *testing.T, target int, hands ...[]int) *swiftGame {
	t.Helper()
	return arrangedWith(t, map[string]string{"target": strconv.Itoa(target)}, hands...)
}

// arrangedWith is arranged with the given options (the seats are those of
// hands).
func arrangedWith(t *testing.T, opts map[string]string, hands ...[]int) *swiftGame {
	t.Helper()
	opts = maps.Clone(opts)
	if opts == nil {
		opts = map[string]string{}
	}
	opts["seats"] = strconv.Itoa(len(hands))
	g := newSwift(t, engine.Setup{Seed: 1, Options: opts})
	for i, h := range hands {
		g.st.Hands[i] = slices.Clone(h)
	}
	// Seat 0's turn, at its question: the machine asks it again.
	g.st.Active = 0
	g.st.Stack = kernel.Stack{}
	g.st.Push(kernel.Frame{Kind: swiftFrameTurn, Seat: 0, Step: swiftTurnAsk})
	g.st.Pending = nil
	g.st.advance(false)
	if err := g.Check(); err != nil {
		t.Fatalf("arranged game: %v", err)
	}
	return g
}

// do has seat take the option described as what ("play 4", "pass", "end the
// turn"), checking that seat is the one asked.
func do(t *testing.T, g *swiftGame, seat engine.Seat, what string) []engine.Event {
	t.Helper()
	p := g.Pending()
	if len(p) != 1 || p[0].Seat != seat {
		t.Fatalf("%s to %q, but pending is %+v", swiftRole(seat), what, p)
	}
	for i := range p[0].Options {
		if g.Describe(p[0], i) == what {
			ev, err := g.Apply(engine.Choice{Decision: p[0].ID, Seat: seat, Option: i})
			if err != nil {
				t.Fatalf("%s: %q: %v", swiftRole(seat), what, err)
			}
			if err := g.Check(); err != nil {
				t.Fatalf("after %s: %q: %v", swiftRole(seat), what, err)
			}
			return ev
		}
	}
	t.Fatalf("%s cannot %q: options %+v", swiftRole(seat), what, p[0].Options)
	return nil
}

// prompted reports whether g's one pending decision starts with prompt.
func prompted(g *swiftGame, prompt string) bool {
	p := g.Pending()
	return len(p) == 1 && strings.HasPrefix(p[0].Prompt, prompt)
}

// orderTriggers answers every question about the order of triggered
// abilities with the first one offered, and returns the events.
func orderTriggers(t *testing.T, g *swiftGame) []engine.Event {
	t.Helper()
	var ev []engine.Event
	for prompted(g, "Choose the next effect") {
		p := g.Pending()[0]
		ev = append(ev, do(t, g, p.Seat, g.Describe(p, 0))...)
	}
	return ev
}

// passFixed has every seat pass in the fixed swift check until it closes
// (triggered abilities ordered as they come), and returns the events.
func passFixed(t *testing.T, g *swiftGame) []engine.Event {
	t.Helper()
	ev := orderTriggers(t, g)
	for prompted(g, "Swift check") {
		ev = append(ev, do(t, g, g.Pending()[0].Seat, "pass")...)
	}
	return ev
}

// endTurn has the active seat end its main phase and every seat pass in the
// fixed swift check.
func endTurn(t *testing.T, g *swiftGame) {
	t.Helper()
	do(t, g, g.st.Active, "end the turn")
	passFixed(t, g)
}

// ofType returns the texts of the events of ev of type ty.
func ofType(ev []engine.Event, ty string) []string {
	var out []string
	for _, e := range ev {
		if e.Type == ty {
			out = append(out, e.Text())
		}
	}
	return out
}

func TestSwiftNew(t *testing.T) {
	for _, tt := range []struct {
		name                 string
		options              map[string]string
		decks                []string
		seats, target, turns int
		wantErr              string
	}{
		{name: "the defaults are 3 seats, target 12 and 24 turns", seats: 3, target: 12, turns: 24},
		{name: "two seats", options: map[string]string{"seats": "2"}, seats: 2, target: 12, turns: 24},
		{name: "four seats with their own target and turn limit", options: map[string]string{"seats": "4", "target": "5", "turns": "8"}, seats: 4, target: 5, turns: 8},
		{name: "empty decks are accepted", decks: []string{"", ""}, seats: 3, target: 12, turns: 24},
		{name: "one seat is refused", options: map[string]string{"seats": "1"}, wantErr: "option seats: want 2 to 4"},
		{name: "five seats are refused", options: map[string]string{"seats": "5"}, wantErr: "option seats: want 2 to 4"},
		{name: "a seat count that is not a number is refused", options: map[string]string{"seats": "many"}, wantErr: "option seats"},
		{name: "a zero target is refused", options: map[string]string{"target": "0"}, wantErr: "option target"},
		{name: "a zero turn limit is refused", options: map[string]string{"turns": "0"}, wantErr: "option turns"},
		{name: "an unknown option is refused", options: map[string]string{"colour": "red"}, wantErr: `unknown option "colour"`},
		{name: "a deck is refused", decks: []string{"3 Bug Zapper"}, wantErr: "takes no decks"},
		{name: "a 2v2 table", options: map[string]string{"seats": "4", "teams": "2v2"}, seats: 4, target: 12, turns: 24},
		{name: "teams at three seats are refused", options: map[string]string{"teams": "2v2"}, wantErr: "2v2 needs 4 seats"},
		{name: "teams other than 2v2 are refused", options: map[string]string{"seats": "4", "teams": "3v1"}, wantErr: "want 2v2"},
		{name: "more decks than seats are refused", options: map[string]string{"seats": "2"}, decks: []string{"", "", ""}, wantErr: "3 decks for 2 seats"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := engine.Setup{Seed: 3, Options: tt.options, Decks: tt.decks}
			g, err := Swift{}.New(s)
			_, lerr := Swift{}.Layout(s)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("New: error %v, want one containing %q", err, tt.wantErr)
				}
				if lerr == nil || lerr.Error() != err.Error() {
					t.Fatalf("Layout: error %v, want New's %v", lerr, err)
				}
				return
			}
			if err != nil || lerr != nil {
				t.Fatalf("New: %v; Layout: %v", err, lerr)
			}
			st := g.(*swiftGame).st
			if len(st.Scores) != tt.seats || st.Target != tt.target || st.Turns != tt.turns {
				t.Errorf("%d seats, target %d, %d turns; want %d, %d, %d", len(st.Scores), st.Target, st.Turns, tt.seats, tt.target, tt.turns)
			}
			for s, h := range st.Hands {
				want := swiftStartHand
				if engine.Seat(s) == st.Active {
					want++
				}
				if len(h) != want {
					t.Errorf("%s holds %d cards, want %d", swiftRole(engine.Seat(s)), len(h), want)
				}
			}
			if err := g.Check(); err != nil {
				t.Errorf("Check: %v", err)
			}
		})
	}
}

func TestSwiftSeats(t *testing.T) {
	for n := swiftMinSeats; n <= swiftMaxSeats; n++ {
		t.Run(fmt.Sprintf("a %d-seat game has seats p0 to p%d, each its own team, known before New", n, n-1), func(t *testing.T) {
			s := engine.Setup{Options: map[string]string{"seats": strconv.Itoa(n)}}
			laid, err := engine.SeatsFor(Swift{}, s)
			if err != nil {
				t.Fatal(err)
			}
			if got := newSwift(t, s).Seats(); !slices.Equal(laid, got) {
				t.Fatalf("Layout gives %+v, the game %+v", laid, got)
			}
			for i, si := range laid {
				if si != (engine.SeatInfo{Seat: engine.Seat(i), Role: "p" + strconv.Itoa(i), Team: i}) {
					t.Errorf("seat %d: %+v", i, si)
				}
			}
		})
	}
	t.Run("the first seat is drawn at random and every seat starts sometimes", func(t *testing.T) {
		starts := map[engine.Seat]int{}
		for seed := range uint64(64) {
			a := newSwift(t, engine.Setup{Seed: seed, Options: map[string]string{"seats": "4"}})
			b := newSwift(t, engine.Setup{Seed: seed, Options: map[string]string{"seats": "4"}})
			if a.st.Active != b.st.Active || !slices.EqualFunc(a.st.Hands, b.st.Hands, slices.Equal) {
				t.Fatalf("seed %d deals two different games", seed)
			}
			starts[a.st.Active]++
		}
		if len(starts) != 4 {
			t.Errorf("starting seats over 64 seeds: %v", starts)
		}
	})
}

func TestSwiftWindows(t *testing.T) {
	t.Run("the creator of the top item is never asked; the others are asked in turn order after it", func(t *testing.T) {
		g := arranged(t, 50, []int{3}, []int{1}, []int{1}, []int{1})
		do(t, g, 0, "play 3")
		if w := *g.st.Window(); w.Rule() != kernel.Succession || !slices.Equal(w.Seats(), []engine.Seat{1, 2, 3}) {
			t.Fatalf("window %v over %v", w.Rule(), w.Seats())
		}
		do(t, g, 1, "pass")
		do(t, g, 2, "pass")
		ev := do(t, g, 3, "pass")
		if g.st.Scores[0] != 3 || len(g.st.cache()) != 0 {
			t.Fatalf("scores %v, cache %v", g.st.Scores, g.st.cache())
		}
		if ev[1].Type != "resolve" || ev[1].N != 3 || ev[1].Subject != 1 {
			t.Errorf("events %+v, want p0's item 1 resolving for 3 points", ev)
		}
	})
	t.Run("a response opens a new window that starts after the responder and skips it", func(t *testing.T) {
		g := arranged(t, 50, []int{2}, []int{5}, []int{1})
		do(t, g, 0, "play 2")
		do(t, g, 1, "play 5")
		if !slices.Equal(g.st.Window().Seats(), []engine.Seat{2, 0}) {
			t.Fatalf("window over %v, want [2 0]", g.st.Window().Seats())
		}
		do(t, g, 2, "pass")
		ev := do(t, g, 0, "pass")
		var texts []string
		for _, e := range ev {
			texts = append(texts, e.Text())
		}
		want := []string{
			"p0 passes",
			"p1's 5 resolves: p1 scores 5, total 5",
		}
		if !slices.Equal(texts, want) {
			t.Fatalf("events\n%q\nwant\n%q", texts, want)
		}
		ev = orderTriggers(t, g)
		if got := ofType(ev, "resolve"); !slices.Equal(got, []string{"p0's 2 resolves: not above 5, the counter goes back to 0"}) {
			t.Fatalf("then %q", got)
		}
		if g.st.Scores[1] != 5 || g.st.Counter != 0 {
			t.Errorf("scores %v counter %d", g.st.Scores, g.st.Counter)
		}
	})
	t.Run("a seat that passed is asked again after a later response", func(t *testing.T) {
		g := arranged(t, 50, []int{1}, []int{6}, []int{2})
		do(t, g, 0, "play 1")
		do(t, g, 1, "pass")
		do(t, g, 2, "play 2")
		do(t, g, 0, "pass")
		do(t, g, 1, "play 6")
		do(t, g, 2, "pass")
		do(t, g, 0, "pass")
		// 6 resolves first and scores for p1.
		if g.st.Scores[1] != 6 {
			t.Errorf("scores %v, want p1's 6", g.st.Scores)
		}
	})
	t.Run("in two seats, the only other seat's pass resolves the cache", func(t *testing.T) {
		g := arranged(t, 50, []int{4}, []int{})
		do(t, g, 0, "play 4")
		do(t, g, 1, "pass")
		// p0's 4 scores, and p1's character triggers (the one trigger
		// needs no question); the fixed swift check follows.
		if !slices.Equal(g.st.Scores, []int{4, 1}) || !prompted(g, "Swift check") {
			t.Errorf("scores %v, pending %+v", g.st.Scores, g.Pending())
		}
	})
	t.Run("a seat with an empty hand is still asked, with pass and its character only", func(t *testing.T) {
		g := arranged(t, 50, []int{4}, []int{}, []int{})
		do(t, g, 0, "play 4")
		if p := g.Pending(); !slices.Equal(p[0].Options, []engine.Option{{Verb: swiftPass}, {Verb: swiftActivate}}) {
			t.Fatalf("options %+v, want pass and activate", p[0].Options)
		}
	})
	t.Run("ending the turn without playing passes the turn after the fixed swift check", func(t *testing.T) {
		g := arranged(t, 50, []int{4}, []int{1}, []int{1})
		do(t, g, 0, "end the turn")
		passFixed(t, g)
		if g.st.Active != 1 || g.st.Turn != 2 || len(g.st.Hands[0]) != 1 {
			t.Errorf("active %d turn %d p0's hand %v", g.st.Active, g.st.Turn, g.st.Hands[0])
		}
	})
}

func TestSwiftEnds(t *testing.T) {
	t.Run("reaching the target wins at once, leaving the rest of the cache", func(t *testing.T) {
		g := arranged(t, 4, []int{2}, []int{5})
		do(t, g, 0, "play 2")
		do(t, g, 1, "play 5")
		ev := do(t, g, 0, "pass")
		res, over := g.Result()
		if !over || res.Draw || res.Team != 1 || !slices.Equal(res.Winners, []engine.Seat{1}) || res.Reason != "reached 4 points" {
			t.Fatalf("result %+v over %v", res, over)
		}
		if last := ev[len(ev)-1]; last.Type != "win" || last.N != 5 {
			t.Errorf("last event %+v", last)
		}
		if g.st.Scores[0] != 0 || len(g.Pending()) != 0 {
			t.Errorf("scores %v pending %v", g.st.Scores, g.Pending())
		}
	})
	t.Run("the end of the last turn without a winner is a draw", func(t *testing.T) {
		g := newSwift(t, engine.Setup{Seed: 4, Options: map[string]string{"seats": "2", "turns": "2"}})
		endTurn(t, g)
		do(t, g, g.st.Active, "end the turn")
		ev := passFixed(t, g)
		res, over := g.Result()
		if !over || !res.Draw || res.Team != engine.NoTeam || len(res.Winners) != 0 || res.Reason != "turn limit" {
			t.Fatalf("result %+v over %v, want a draw", res, over)
		}
		if last := ev[len(ev)-1]; last.Type != "limit" {
			t.Errorf("last event %+v", last)
		}
		if v := g.View(engine.NoSeat).(swiftView); v.Result == nil || *v.Result != "draw" {
			t.Errorf("view result %v", v.Result)
		}
	})
}

func TestCheckGameOnSwift(t *testing.T) {
	setups := []struct {
		name    string
		options map[string]string
	}{
		{name: "default game"},
		{name: "short games", options: map[string]string{"target": "4", "turns": "6"}},
		{name: "long games", options: map[string]string{"target": "30", "turns": "60"}},
	}
	for _, tb := range swiftTables {
		for _, s := range setups {
			t.Run(fmt.Sprintf("%s at %s keeps the engine contract", s.name, tb.name), func(t *testing.T) {
				opts := maps.Clone(tb.opts)
				maps.Copy(opts, s.options)
				for seed := range uint64(25) {
					CheckGame(t, Swift{}, engine.Setup{Seed: seed, Options: opts}, 5000)
				}
			})
		}
	}
}

// swiftTables are the tables the random games are played at: 2, 3 and 4
// seats, each its own team, and 2v2.
var swiftTables = []struct {
	name string
	opts map[string]string
}{
	{"2 seats", map[string]string{"seats": "2"}},
	{"3 seats", map[string]string{"seats": "3"}},
	{"4 seats", map[string]string{"seats": "4"}},
	{"a 2v2 table", map[string]string{"seats": "4", "teams": "2v2"}},
}

// playSwiftWith plays a random game at the table opts describes, with the
// given turn limit, from seed, calling before with each decision answered
// and after with the events of the answer, and returns the game at its end.
func playSwiftWith(t *testing.T, opts map[string]string, turns int, seed uint64, before func(*swiftGame, engine.Decision), after func([]engine.Event)) *swiftGame {
	t.Helper()
	opts = maps.Clone(opts)
	opts["turns"] = strconv.Itoa(turns)
	g := newSwift(t, engine.Setup{Seed: seed, Options: opts})
	b := bot.NewRandom(seed)
	for step := 0; ; step++ {
		if _, over := g.Result(); over {
			return g
		}
		if step > 1000 {
			t.Fatalf("seed %d: no end after %d steps", seed, step)
		}
		d := g.Pending()[0]
		if before != nil {
			before(g, d)
		}
		ev, err := g.Apply(b.Choose(d))
		if err != nil {
			t.Fatal(err)
		}
		if after != nil {
			after(ev)
		}
	}
}

func TestSwiftHidesHands(t *testing.T) {
	for _, tb := range swiftTables {
		n, _ := strconv.Atoi(tb.opts["seats"])
		t.Run(fmt.Sprintf("at %s, no view, description or event text depends on another seat's hand", tb.name), func(t *testing.T) {
			for seed := range uint64(20) {
				hidden := func(g *swiftGame, d engine.Decision) {
					for s := range engine.Seat(n) {
						// the same game, but s holds other cards
						other := g.Clone().(*swiftGame)
						for i := range other.st.Hands[s] {
							other.st.Hands[s][i] = other.st.Hands[s][i]%swiftCards + 1
						}
						for o := engine.NoSeat; o < engine.Seat(n); o++ {
							a, _ := engine.MarshalView(g, o)
							b, _ := engine.MarshalView(other, o)
							if o != s && string(a) != string(b) {
								t.Fatalf("seed %d: the view of seat %d depends on %s's hand:\n%s\n%s", seed, o, swiftRole(s), a, b)
							}
							if o == s && len(g.st.Hands[s]) > 0 && string(a) == string(b) {
								t.Fatalf("seed %d: %s does not see its own hand", seed, swiftRole(s))
							}
						}
						if d.Seat == s {
							continue
						}
						for i := range d.Options {
							if g.Describe(d, i) != other.Describe(d, i) {
								t.Fatalf("seed %d: describing %s's option %d depends on %s's hand", seed, swiftRole(d.Seat), i, swiftRole(s))
							}
						}
					}
				}
				playSwiftWith(t, tb.opts, swiftDefaultTurns, seed, hidden, func(ev []engine.Event) { checkSwiftEvents(t, ev, n) })
			}
		})
	}
	t.Run("a seat sees its own hand and the others' sizes only", func(t *testing.T) {
		g := arranged(t, 50, []int{3, 1}, []int{6, 6}, []int{2})
		v := g.View(1).(swiftView)
		if !slices.Equal(v.Hand, []int{6, 6}) || !slices.Equal(v.HandSizes, []int{2, 2, 1}) {
			t.Errorf("p1's view: hand %v sizes %v", v.Hand, v.HandSizes)
		}
		if v := g.View(engine.NoSeat).(swiftView); v.Hand != nil {
			t.Errorf("the spectator sees a hand %v", v.Hand)
		}
	})
}

// checkSwiftEvents checks that the events of one choice tell each seat
// only what it may know: a card drawn is named to its drawer alone.
func checkSwiftEvents(t *testing.T, ev []engine.Event, n int) {
	t.Helper()
	for _, e := range ev {
		s, ok := e.SeatOf()
		if !ok && e.Type != "limit" {
			t.Errorf("event %+v is about no seat", e)
		}
		if e.Type != "draw" {
			if e.Secret() != "" || e.Private != 0 {
				t.Errorf("public event %+v has a secret", e)
			}
			continue
		}
		if e.Private != 1<<uint(s) || e.N != 0 || e.Subject != 0 || e.Text() != swiftRole(s)+" draws a card" {
			t.Errorf("draw event %+v tells more than that a card was drawn", e)
		}
		for o := engine.NoSeat; o < engine.Seat(n); o++ {
			if got := e.For(o); (got == e.Secret()) != (o == s) {
				t.Errorf("seat %d reads %q of %+v", o, got, e)
			}
		}
	}
}

func TestSwiftResults(t *testing.T) {
	draws, wins := 0, 0
	for _, tb := range swiftTables {
		for seed := range uint64(40) {
			g := playSwiftWith(t, tb.opts, 4+int(seed%8), seed, nil, nil)
			res, _ := g.Result()
			switch {
			case res.Draw:
				draws++
				if len(res.Winners) != 0 || res.Team != engine.NoTeam {
					t.Errorf("%s seed %d: draw %+v names a winner", tb.name, seed, res)
				}
			default:
				wins++
				// The winners are every seat of the winning team, whose
				// points together reach the target.
				var team []engine.Seat
				pts := 0
				for _, si := range g.Seats() {
					if si.Team == res.Team {
						team = append(team, si.Seat)
						pts += g.st.Scores[si.Seat]
					}
				}
				if !slices.Equal(res.Winners, team) || len(team) == 0 || pts < g.st.Target {
					t.Errorf("%s seed %d: result %+v, scores %v", tb.name, seed, res, g.st.Scores)
				}
			}
		}
	}
	if draws == 0 || wins == 0 {
		t.Errorf("over 160 random games: %d draws, %d wins; want both", draws, wins)
	}
}

func TestSwiftLoad(t *testing.T) {
	g := arrangedWith(t, nil, []int{3}, []int{7}, []int{}, []int{})
	do(t, g, 0, "play 3")
	do(t, g, 1, "play 7 on 1")
	good, err := g.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	t.Run("a game saved in a swift window loads to the same state", func(t *testing.T) {
		l, err := Swift{}.Load(good)
		if err != nil {
			t.Fatal(err)
		}
		if b, _ := l.MarshalBinary(); string(b) != string(good) {
			t.Errorf("loaded\n%s\nwant\n%s", b, good)
		}
	})
	// frame returns frame i of the saved stack.
	frame := func(m map[string]any, i int) map[string]any { return m["stack"].([]any)[i].(map[string]any) }
	// window returns the saved swift window.
	window := func(m map[string]any) map[string]any { return m["windows"].([]any)[0].(map[string]any) }
	bonus := map[string]any{"src": 1, "seat": 1, "mod": int(swiftModBonus), "n": 1, "until": int(swiftEvPlay), "count": 1, "mine": true}
	with := func(k string, v any) map[string]any {
		b := maps.Clone(bonus)
		b[k] = v
		return b
	}
	for _, tt := range []struct {
		name string
		edit func(m map[string]any)
	}{
		{"an unknown format", func(m map[string]any) { m["format"] = 1 }},
		{"five seats", func(m map[string]any) { m["scores"] = []int{0, 0, 0, 0, 0} }},
		{"a card that does not exist", func(m map[string]any) { m["hands"] = [][]int{{10}, {}, {}, {}} }},
		{"an empty cache in a swift window", func(m map[string]any) {
			st := m["stack"].([]any)
			m["stack"] = []any{st[0], st[3]}
			window(m)["frame"] = 1
		}},
		{"no swift window over the cache", func(m map[string]any) { m["windows"] = nil }},
		{"the wrong seats in the window", func(m map[string]any) { window(m)["seats"] = []int{0, 1, 2, 3} }},
		{"a window bound to no frame", func(m map[string]any) { delete(window(m), "frame") }},
		{"a window bound to a cache item", func(m map[string]any) { window(m)["frame"] = 2 }},
		{"two windows over the cache", func(m map[string]any) { m["windows"] = append(m["windows"].([]any), m["windows"].([]any)[0]) }},
		{"no swift window's frame", func(m map[string]any) { m["stack"] = m["stack"].([]any)[:3] }},
		{"a counter with no target", func(m map[string]any) { delete(frame(m, 2), "t") }},
		{"a counter targeting itself", func(m map[string]any) { frame(m, 2)["t"] = 2 }},
		{"a target on a card that takes none", func(m map[string]any) { frame(m, 1)["t"] = 2 }},
		{"a use limit of a seat on another seat's character", func(m map[string]any) {
			m["uses"] = []kernel.Use{{Obj: swiftCharacter(1), N: 1, Until: swiftEvRefresh, Seat: 0, Mine: true}}
		}},
		{"a use limit that every seat's refresh ends", func(m map[string]any) {
			m["uses"] = []kernel.Use{{Obj: swiftCharacter(0), N: 1, Until: swiftEvRefresh}}
		}},
		{"no turn under the cache", func(m map[string]any) { m["stack"] = m["stack"].([]any)[1:] }},
		{"a turn of another seat", func(m map[string]any) { frame(m, 0)["seat"] = (int(g.st.Active) + 1) % 4 }},
		{"a turn still asking while a card is on the cache", func(m map[string]any) { frame(m, 0)["step"] = swiftTurnAsk }},
		{"a cache item of a card that does not exist", func(m map[string]any) { frame(m, 1)["ref"] = map[string]any{"card": "10"} }},
		{"a cache item under way", func(m map[string]any) { frame(m, 1)["pc"] = 1 }},
		{"a cache item with a bonus of 2", func(m map[string]any) { frame(m, 1)["n"] = 2 }},
		{"a cache item not yet played", func(m map[string]any) { frame(m, 1)["src"] = 2 }},
		{"an unknown frame kind", func(m map[string]any) { frame(m, 3)["kind"] = 9 }},
		{"an answer waiting in a frame", func(m map[string]any) { frame(m, 3)["answered"] = true }},
		{"no pending decision", func(m map[string]any) { m["pending"] = nil }},
		{"a decision never issued", func(m map[string]any) { m["nextDecision"] = 0 }},
		{"a bonus of a seat that does not exist", func(m map[string]any) { m["lasting"] = []any{with("seat", 4)} }},
		{"a bonus that never ends", func(m map[string]any) { m["lasting"] = []any{with("until", 0)} }},
		{"a bonus of 2", func(m map[string]any) { m["lasting"] = []any{with("n", 2)} }},
		{"two bonuses of one seat", func(m map[string]any) { m["lasting"] = []any{bonus, bonus} }},
		{"a use limit", func(m map[string]any) { m["uses"] = []kernel.Use{{Obj: 1, N: 1, Until: swiftEvPlay}} }},
		{"a winner before the end", func(m map[string]any) { m["winner"] = 1 }},
		{"a game over with frames left", func(m map[string]any) { m["over"], m["turn"] = true, 24 }},
		{"a turn after the last", func(m map[string]any) { m["turn"] = 25 }},
	} {
		t.Run("a state with "+tt.name+" is refused", func(t *testing.T) {
			var m map[string]any
			if err := json.Unmarshal(good, &m); err != nil {
				t.Fatal(err)
			}
			tt.edit(m)
			b, _ := json.Marshal(m)
			if _, err := (Swift{}).Load(b); err == nil {
				t.Fatalf("Load accepted\n%s", b)
			} else {
				t.Logf("Load: %v", err)
			}
		})
	}
	t.Run("a state with a use limit of a seat on its character loads", func(t *testing.T) {
		var m map[string]any
		if err := json.Unmarshal(good, &m); err != nil {
			t.Fatal(err)
		}
		m["uses"] = []kernel.Use{{Obj: swiftCharacter(2), N: 1, Until: swiftEvRefresh, Seat: 2, Mine: true}}
		m["pending"].([]any)[0].(map[string]any)["options"] = []engine.Option{{Verb: swiftPass}} // p2 holds nothing and has used its character
		b, _ := json.Marshal(m)
		if _, err := (Swift{}).Load(b); err != nil {
			t.Fatalf("Load refused a use limit: %v", err)
		}
	})
	t.Run("a state with a bonus for a seat loads", func(t *testing.T) {
		var m map[string]any
		if err := json.Unmarshal(good, &m); err != nil {
			t.Fatal(err)
		}
		m["lasting"] = []any{bonus}
		b, _ := json.Marshal(m)
		if _, err := (Swift{}).Load(b); err != nil {
			t.Fatalf("Load refused a bonus: %v", err)
		}
	})
}

// texts returns the texts of ev.
func texts(ev []engine.Event) []string {
	var out []string
	for _, e := range ev {
		out = append(out, e.Text())
	}
	return out
}

func TestSwiftBonus(t *testing.T) {
	bonuses := func(g *swiftGame) []int { return g.View(engine.NoSeat).(swiftView).Bonuses }
	t.Run("a card played in response gives its player +1 on the next card it plays, in a later turn too", func(t *testing.T) {
		g := arranged(t, 50, []int{1}, []int{2, 5}, []int{})
		do(t, g, 0, "play 1")
		ev := do(t, g, 1, "play 2")
		if want := []string{"p1 plays 2", "p1's next card scores 1 more"}; !slices.Equal(texts(ev), want) {
			t.Fatalf("events %q, want %q", texts(ev), want)
		}
		if got := bonuses(g); !slices.Equal(got, []int{0, 1, 0}) {
			t.Fatalf("bonuses %v after p1's response", got)
		}
		do(t, g, 2, "pass")
		do(t, g, 0, "pass")
		passFixed(t, g)
		// p1's 2 scored 2 without a bonus (the response's own bonus is for the next card).
		if g.st.Scores[1] != 2 || g.st.Active != 1 {
			t.Fatalf("scores %v active %d", g.st.Scores, g.st.Active)
		}
		if got := bonuses(g); !slices.Equal(got, []int{0, 1, 0}) {
			t.Fatalf("bonuses %v at p1's turn, want p1's kept", got)
		}
		ev = do(t, g, 1, "play 5")
		if ev[0].Text() != "p1 plays 5 (+1)" || len(ev) != 1 {
			t.Errorf("events %q", texts(ev))
		}
		if v := g.View(0).(swiftView); !slices.Equal(v.Bonuses, []int{0, 0, 0}) || v.Cache[0].Bonus != 1 {
			t.Fatalf("bonuses %v, cache %+v: the play uses the bonus up and the item carries it", v.Bonuses, v.Cache)
		}
		do(t, g, 2, "pass")
		ev = do(t, g, 0, "pass")
		if ev[1].Text() != "p1's 5 resolves: p1 scores 6 (5 +1), total 8" || ev[1].N != 6 || g.st.Scores[1] != 8 {
			t.Errorf("events %q, scores %v", texts(ev), g.st.Scores)
		}
	})
	t.Run("a bonus won and used within one cache counts for the later response", func(t *testing.T) {
		g := arranged(t, 50, []int{1, 3}, []int{2, 4}, []int{})
		do(t, g, 0, "play 1")
		do(t, g, 1, "play 2")
		do(t, g, 2, "pass")
		do(t, g, 0, "play 3")
		do(t, g, 1, "play 4")
		do(t, g, 2, "pass")
		ev := do(t, g, 0, "pass")
		ev = append(ev, orderTriggers(t, g)...)
		want := []string{
			"p1's 4 resolves: p1 scores 5 (4 +1), total 5",
			"p0's 3 resolves: not above 4, the counter goes back to 0",
			"p1's 2 resolves: p1 scores 2, total 7",
			"p0's 1 resolves: not above 2, the counter goes back to 0",
		}
		if got := ofType(ev, "resolve"); !slices.Equal(got, want) {
			t.Fatalf("items resolving\n%q\nwant\n%q", got, want)
		}
		if got := bonuses(g); !slices.Equal(got, []int{1, 1, 0}) {
			t.Errorf("bonuses %v: p0's response and p1's second response each give a new bonus", got)
		}
	})
	t.Run("the bonus is used up by the next play even when that card does not score", func(t *testing.T) {
		g := arranged(t, 50, []int{6}, []int{1, 2}, []int{})
		do(t, g, 0, "play 6")
		do(t, g, 1, "play 2")
		do(t, g, 2, "pass")
		do(t, g, 0, "pass")
		passFixed(t, g)
		// p1's 2 scored, then p0's 6: the counter is 6 at p1's turn.
		if g.st.Counter != 6 {
			t.Fatalf("counter %d, want 6", g.st.Counter)
		}
		before := g.st.Scores[1]
		do(t, g, 1, "play 1")
		do(t, g, 2, "pass")
		ev := do(t, g, 0, "pass")
		if ev[1].Text() != "p1's 1 resolves: not above 6, the counter goes back to 0" || g.st.Scores[1] != before {
			t.Errorf("events %q scores %v", texts(ev), g.st.Scores)
		}
		if got := bonuses(g); !slices.Equal(got, []int{0, 0, 0}) || len(g.st.Lasting) != 0 {
			t.Errorf("bonuses %v, lasting %+v: the play that did not score used the bonus up", got, g.st.Lasting)
		}
	})
	t.Run("another seat's play does not use up a seat's bonus", func(t *testing.T) {
		g := arranged(t, 50, []int{1, 1}, []int{2}, []int{3})
		do(t, g, 0, "play 1")
		do(t, g, 1, "play 2")
		do(t, g, 2, "play 3")
		if got := bonuses(g); !slices.Equal(got, []int{0, 1, 1}) {
			t.Fatalf("bonuses %v, want p1's and p2's", got)
		}
		do(t, g, 0, "play 1")
		if got := bonuses(g); !slices.Equal(got, []int{1, 1, 1}) {
			t.Fatalf("bonuses %v: p0's play used up another seat's bonus", got)
		}
	})
	t.Run("a card played on an empty cache gives no bonus", func(t *testing.T) {
		g := arranged(t, 50, []int{4}, []int{}, []int{})
		ev := do(t, g, 0, "play 4")
		if len(ev) != 1 || len(g.st.Lasting) != 0 {
			t.Errorf("events %q, lasting %+v", texts(ev), g.st.Lasting)
		}
	})
}

func TestSwiftOnTheKernel(t *testing.T) {
	t.Run("the cache is program frames on the stack under the window's frame, top item last", func(t *testing.T) {
		g := arranged(t, 50, []int{1}, []int{2}, []int{})
		do(t, g, 0, "play 1")
		do(t, g, 1, "play 2")
		kinds := []kernel.FrameKind{}
		for _, f := range g.st.Frames() {
			kinds = append(kinds, f.Kind)
		}
		if want := []kernel.FrameKind{swiftFrameTurn, swiftFrameProgram, swiftFrameProgram, swiftFrameWindow}; !slices.Equal(kinds, want) {
			t.Fatalf("frames %v, want %v", kinds, want)
		}
		if top := g.st.Frames()[2]; top.Ref != swiftCardRef(2) || top.Seat != 1 || top.Src != 2 {
			t.Errorf("top item %+v, want p1's 2, item 2", top)
		}
		if len(g.st.Windows) != 1 {
			t.Errorf("%d windows open", len(g.st.Windows))
		}
	})
	t.Run("a game won in the middle of the cache drops the rest of it", func(t *testing.T) {
		g := arranged(t, 3, []int{1}, []int{4}, []int{})
		do(t, g, 0, "play 1")
		do(t, g, 1, "play 4")
		do(t, g, 2, "pass")
		do(t, g, 0, "pass")
		if !g.st.Over || g.st.Winner != 1 || len(g.st.Frames()) != 0 || len(g.st.Windows) != 0 || len(g.Pending()) != 0 {
			t.Errorf("over %v winner %d, %d frames, %d windows, pending %v", g.st.Over, g.st.Winner, len(g.st.Frames()), len(g.st.Windows), g.Pending())
		}
		if _, err := g.Apply(engine.Choice{Decision: g.st.NextDecision, Seat: 0}); !errors.Is(err, engine.ErrGameOver) {
			t.Errorf("a choice after the end: %v, want ErrGameOver", err)
		}
	})
}

// cacheIDs returns the ids of the cache items, top first, as the view shows
// them.
func cacheIDs(g *swiftGame) []int {
	var out []int
	for _, it := range g.View(engine.NoSeat).(swiftView).Cache {
		out = append(out, it.ID)
	}
	return out
}

func TestSwiftCounter(t *testing.T) {
	t.Run("a counter removes an item from the middle of the cache: it never resolves, and the rest resolves in order", func(t *testing.T) {
		g := arranged(t, 50, []int{5}, []int{3}, []int{7})
		do(t, g, 0, "play 5")
		do(t, g, 1, "play 3")
		do(t, g, 2, "play 7 on 1") // p0's 5, under p1's 3
		if got := cacheIDs(g); !slices.Equal(got, []int{3, 2, 1}) {
			t.Fatalf("cache %v", got)
		}
		do(t, g, 0, "pass")
		ev := do(t, g, 1, "pass")
		ev = append(ev, orderTriggers(t, g)...)
		if got := ofType(ev, "counter"); !slices.Equal(got, []string{"p2's counter removes p0's item 1 from the cache"}) {
			t.Fatalf("counters %q", got)
		}
		if got := ofType(ev, "resolve"); !slices.Equal(got, []string{"p1's 3 resolves: p1 scores 3, total 3"}) {
			t.Fatalf("items resolving %q: p0's 5 must never resolve", got)
		}
		if len(g.st.cache()) != 0 || !prompted(g, "Swift check") {
			t.Fatalf("cache %v, pending %+v", g.st.cache(), g.Pending())
		}
	})
	t.Run("a counter may target only an item on the cache", func(t *testing.T) {
		g := arranged(t, 50, []int{7, 4}, []int{}, []int{})
		if p := g.Pending()[0]; slices.ContainsFunc(p.Options, func(o engine.Option) bool { return o.Arg == swiftCounter }) {
			t.Fatalf("a counter is offered with the cache empty: %+v", p.Options)
		}
	})
	t.Run("a counter whose item is gone fizzles", func(t *testing.T) {
		g := arranged(t, 50, []int{5}, []int{7}, []int{7})
		do(t, g, 0, "play 5")
		do(t, g, 1, "play 7 on 1")
		do(t, g, 2, "play 7 on 1")
		do(t, g, 0, "pass")
		ev := do(t, g, 1, "pass")
		if got := ofType(ev, "counter"); !slices.Equal(got, []string{"p2's counter removes p0's item 1 from the cache"}) {
			t.Fatalf("counters %q", got)
		}
		if got := ofType(ev, "fizzle"); !slices.Equal(got, []string{"p1's counter fizzles: item 1 is gone"}) {
			t.Fatalf("fizzles %q", got)
		}
		if g.st.Scores[0] != 0 || len(g.st.cache()) != 0 {
			t.Fatalf("scores %v cache %v", g.st.Scores, g.st.cache())
		}
	})
}

func TestSwiftRetarget(t *testing.T) {
	t.Run("a retarget changes a counter's target to the one its player chooses", func(t *testing.T) {
		g := arranged(t, 50, []int{5, 7}, []int{4, 8}, []int{3})
		do(t, g, 0, "play 5")      // item 1
		do(t, g, 1, "play 4")      // item 2
		do(t, g, 2, "play 3")      // item 3
		do(t, g, 0, "play 7 on 1") // item 4: p0 counters its own 5
		do(t, g, 1, "play 8 on 4") // item 5: p1 retargets the counter
		do(t, g, 2, "pass")
		do(t, g, 0, "pass")
		p := g.Pending()[0]
		if p.Seat != 1 || p.Prompt != "Choose the new target of item 4" || !slices.Equal(p.Options, []engine.Option{{Verb: swiftRetarg, Target: 2, Arg: 0}, {Verb: swiftRetarg, Target: 3, Arg: 1}}) {
			t.Fatalf("pending %+v: p1 chooses among items 2 and 3 (not 1, the target now; not 4 itself)", p)
		}
		ev := do(t, g, 1, "target 3")
		ev = append(ev, orderTriggers(t, g)...)
		want := []string{"p1's retarget: item 4 now targets item 3"}
		if got := ofType(ev, "retarget"); !slices.Equal(got, want) {
			t.Fatalf("retargets %q, want %q", got, want)
		}
		if got := ofType(ev, "counter"); !slices.Equal(got, []string{"p0's counter removes p2's item 3 from the cache"}) {
			t.Fatalf("counters %q", got)
		}
		want = []string{"p1's 4 resolves: p1 scores 4, total 4", "p0's 5 resolves: p0 scores 5, total 6"}
		if got := ofType(ev, "resolve"); !slices.Equal(got, want) {
			t.Fatalf("items resolving %q, want %q", got, want)
		}
	})
	t.Run("an item whose new target resolves before it fizzles", func(t *testing.T) {
		g := arranged(t, 50, []int{5, 8}, []int{7}, []int{3})
		do(t, g, 0, "play 5")      // item 1
		do(t, g, 1, "play 7 on 1") // item 2: counters p0's 5
		do(t, g, 2, "play 3")      // item 3
		do(t, g, 0, "play 8 on 2") // item 4: the only other target of the counter is item 3, above it
		do(t, g, 1, "pass")
		ev := do(t, g, 2, "pass")
		ev = append(ev, orderTriggers(t, g)...)
		if got := ofType(ev, "retarget"); !slices.Equal(got, []string{"p0's retarget: item 2 now targets item 3"}) {
			t.Fatalf("retargets %q", got)
		}
		if got := ofType(ev, "fizzle"); !slices.Equal(got, []string{"p1's counter fizzles: item 3 is gone"}) {
			t.Fatalf("fizzles %q", got)
		}
		want := []string{"p2's 3 resolves: p2 scores 3, total 3", "p0's 5 resolves: p0 scores 5, total 6"}
		if got := ofType(ev, "resolve"); !slices.Equal(got, want) {
			t.Fatalf("items resolving %q, want %q", got, want)
		}
	})
	t.Run("with no other legal target, the target stays", func(t *testing.T) {
		g := arranged(t, 50, []int{5, 8}, []int{7}, []int{})
		do(t, g, 0, "play 5")      // item 1
		do(t, g, 1, "play 7 on 1") // item 2
		do(t, g, 2, "pass")
		do(t, g, 0, "play 8 on 2") // item 3
		do(t, g, 1, "pass")
		ev := do(t, g, 2, "pass")
		if got := ofType(ev, "retarget"); !slices.Equal(got, []string{"p0's retarget: item 2 has no other target and keeps item 1"}) {
			t.Fatalf("retargets %q", got)
		}
		if got := ofType(ev, "counter"); !slices.Equal(got, []string{"p1's counter removes p0's item 1 from the cache"}) {
			t.Fatalf("counters %q", got)
		}
	})
	t.Run("a retarget whose item is gone fizzles", func(t *testing.T) {
		g := arranged(t, 50, []int{5, 7}, []int{7}, []int{8})
		do(t, g, 0, "play 5")      // item 1
		do(t, g, 1, "play 7 on 1") // item 2: counters p0's 5
		do(t, g, 2, "play 8 on 2") // item 3: retargets the counter
		do(t, g, 0, "play 7 on 2") // item 4: counters the counter first
		do(t, g, 1, "pass")
		ev := do(t, g, 2, "pass")
		ev = append(ev, orderTriggers(t, g)...)
		if got := ofType(ev, "counter"); !slices.Equal(got, []string{"p0's counter removes p1's item 2 from the cache"}) {
			t.Fatalf("counters %q", got)
		}
		if got := ofType(ev, "fizzle"); !slices.Equal(got, []string{"p2's retarget fizzles: item 2 is gone"}) {
			t.Fatalf("fizzles %q", got)
		}
		if got := ofType(ev, "resolve"); !slices.Equal(got, []string{"p0's 5 resolves: p0 scores 5, total 5"}) {
			t.Fatalf("items resolving %q", got)
		}
	})
	t.Run("a retarget may target only an item that has a target", func(t *testing.T) {
		g := arranged(t, 50, []int{5}, []int{8}, []int{})
		do(t, g, 0, "play 5")
		if p := g.Pending()[0]; slices.ContainsFunc(p.Options, func(o engine.Option) bool { return o.Arg == swiftRetarget }) {
			t.Fatalf("a retarget is offered with no item that has a target: %+v", p.Options)
		}
	})
}

func TestSwiftChecks(t *testing.T) {
	t.Run("after the main phase a fixed swift check opens over every seat, the active seat first", func(t *testing.T) {
		g := arranged(t, 50, []int{4}, []int{1}, []int{1})
		do(t, g, 0, "end the turn")
		w := g.st.Window()
		if !prompted(g, "Swift check") || w.Rule() != kernel.Succession || !slices.Equal(w.Seats(), []engine.Seat{0, 1, 2}) || g.Pending()[0].Seat != 0 {
			t.Fatalf("window %v over %v, pending %+v", w.Rule(), w.Seats(), g.Pending())
		}
		do(t, g, 0, "pass")
		do(t, g, 1, "pass")
		do(t, g, 2, "pass")
		if g.st.Active != 1 || g.st.Turn != 2 {
			t.Fatalf("active %d turn %d after every seat passed in succession", g.st.Active, g.st.Turn)
		}
	})
	t.Run("a play in the fixed check opens a window for the others; once its cache has resolved the check re-opens, the active seat first", func(t *testing.T) {
		g := arranged(t, 50, []int{4}, []int{1}, []int{2})
		do(t, g, 0, "end the turn")
		do(t, g, 0, "pass")
		do(t, g, 1, "play 1")
		if w := g.st.Window(); !slices.Equal(w.Seats(), []engine.Seat{2, 0}) || len(g.st.Windows) != 2 {
			t.Fatalf("kind (a) window over %v, %d windows open", w.Seats(), len(g.st.Windows))
		}
		do(t, g, 2, "pass")
		do(t, g, 0, "pass")
		orderTriggers(t, g)
		// p0 and p1 had passed before the play; the check starts over.
		do(t, g, 0, "pass")
		do(t, g, 1, "pass")
		do(t, g, 2, "play 2")
		do(t, g, 0, "pass")
		do(t, g, 1, "pass")
		orderTriggers(t, g)
		do(t, g, 0, "pass")
		do(t, g, 1, "pass")
		if g.st.Active != 0 || !prompted(g, "Swift check") {
			t.Fatalf("the check closed before every seat passed with the cache empty: active %d", g.st.Active)
		}
		do(t, g, 2, "pass")
		if g.st.Active != 1 {
			t.Fatalf("active %d", g.st.Active)
		}
	})
}

func TestSwiftTriggers(t *testing.T) {
	t.Run("triggered abilities resolve between cache items, off the cache, in the order the active seat chooses, opponents' included, each scoring for its own controller", func(t *testing.T) {
		g := arranged(t, 50, []int{2}, []int{5}, []int{})
		do(t, g, 0, "play 2")
		do(t, g, 1, "play 5")
		do(t, g, 2, "pass")
		ev := do(t, g, 0, "pass")
		p := g.Pending()[0]
		if p.Seat != 0 || len(p.Options) != 2 || g.Describe(p, 0) != "resolve p0's trigger" || g.Describe(p, 1) != "resolve p2's trigger" {
			t.Fatalf("pending %+v: the active seat orders p2's and its own trigger", p)
		}
		if got := cacheIDs(g); !slices.Equal(got, []int{1}) {
			t.Fatalf("cache %v: the triggers are not on it", got)
		}
		if v := g.View(2).(swiftView); !slices.Equal(v.Triggers, []engine.Seat{0, 2}) {
			t.Fatalf("view triggers %v", v.Triggers)
		}
		ev = append(ev, do(t, g, 0, "resolve p2's trigger")...)
		want := []string{
			"p1's 5 resolves: p1 scores 5, total 5",
			"p2's character triggers: p2 scores 1, total 1",
			"p0's character triggers: p0 scores 1, total 1",
			"p0's 2 resolves: not above 5, the counter goes back to 0",
		}
		var got []string
		for _, e := range ev {
			if e.Type == "resolve" || e.Type == "trigger" {
				got = append(got, e.Text())
			}
		}
		if !slices.Equal(got, want) {
			t.Fatalf("events\n%q\nwant\n%q", got, want)
		}
	})
	t.Run("a lone trigger resolves without a question", func(t *testing.T) {
		g := arranged(t, 50, []int{4}, []int{})
		do(t, g, 0, "play 4")
		ev := do(t, g, 1, "pass")
		if got := ofType(ev, "trigger"); !slices.Equal(got, []string{"p1's character triggers: p1 scores 1, total 1"}) || !prompted(g, "Swift check") {
			t.Fatalf("triggers %q, pending %+v", got, g.Pending())
		}
	})
	t.Run("a teammate's character does not trigger on its team's score", func(t *testing.T) {
		g := arrangedWith(t, map[string]string{"teams": "2v2"}, []int{4}, []int{}, []int{}, []int{})
		do(t, g, 0, "play 4")
		do(t, g, 1, "pass")
		do(t, g, 2, "pass")
		do(t, g, 3, "pass")
		if p := g.Pending()[0]; g.Describe(p, 0) != "resolve p1's trigger" || g.Describe(p, 1) != "resolve p3's trigger" || len(p.Options) != 2 {
			t.Fatalf("pending %+v, want p1's and p3's triggers", p)
		}
	})
}

func TestSwiftRelay(t *testing.T) {
	t.Run("a card played while an item resolves goes on top, a swift window opens, then the cache resolves on", func(t *testing.T) {
		g := arranged(t, 50, []int{9, 4}, []int{}, []int{6})
		do(t, g, 0, "play 9") // item 1
		do(t, g, 1, "pass")
		do(t, g, 2, "pass")
		if p := g.Pending()[0]; p.Seat != 0 || p.Prompt != "Your relay resolves: play a card, or pass" {
			t.Fatalf("pending %+v", p)
		}
		do(t, g, 0, "play 4") // item 2, on top of the relay still resolving
		v := g.View(engine.NoSeat).(swiftView)
		if want := []swiftItem{{ID: 2, Seat: 0, N: 4}, {ID: 1, Seat: 0, N: 9, Resumes: true}}; !slices.Equal(v.Cache, want) {
			t.Fatalf("cache %+v, want %+v", v.Cache, want)
		}
		if p := g.Pending()[0]; p.Seat != 1 || !slices.Equal(g.st.Window().Seats(), []engine.Seat{1, 2}) {
			t.Fatalf("pending %+v, window over %v: a swift window for the others opens", p, g.st.Window().Seats())
		}
		do(t, g, 1, "pass")
		do(t, g, 2, "play 6") // item 3
		do(t, g, 0, "pass")
		ev := do(t, g, 1, "pass")
		ev = append(ev, orderTriggers(t, g)...)
		want := []string{"p2's 6 resolves: p2 scores 6, total 6", "p0's 4 resolves: not above 6, the counter goes back to 0"}
		if got := ofType(ev, "resolve"); !slices.Equal(got, want) {
			t.Fatalf("items resolving %q, want %q", got, want)
		}
		if len(g.st.cache()) != 0 || !prompted(g, "Swift check") {
			t.Fatalf("cache %+v, pending %+v", g.st.cache(), g.Pending())
		}
	})
	t.Run("its player may play nothing", func(t *testing.T) {
		g := arranged(t, 50, []int{9, 4}, []int{})
		do(t, g, 0, "play 9")
		do(t, g, 1, "pass")
		ev := do(t, g, 0, "pass")
		if got := ofType(ev, "relay"); !slices.Equal(got, []string{"p0's relay resolves: p0 plays nothing"}) || !slices.Equal(g.st.Hands[0], []int{4}) {
			t.Fatalf("relay %q, hand %v", got, g.st.Hands[0])
		}
	})
}

func TestSwiftOncePerRound(t *testing.T) {
	t.Run("at a 2v2 table a character's ability waits for its controller's refresh, not an opponent's or a teammate's", func(t *testing.T) {
		g := arrangedWith(t, map[string]string{"teams": "2v2", "target": "50"}, []int{}, []int{}, []int{}, []int{})
		used := func() []bool { return g.View(engine.NoSeat).(swiftView).Used }
		do(t, g, 0, "activate")
		do(t, g, 1, "pass")
		do(t, g, 2, "pass")
		do(t, g, 3, "pass")
		do(t, g, 0, "pass") // the fixed check
		if p := g.Pending()[0]; p.Seat != 1 || slices.Contains(g.Pending()[0].Options, engine.Option{Verb: swiftActivate}) == false {
			t.Fatalf("pending %+v: p1 may still use its character", p)
		}
		do(t, g, 1, "activate") // p1 uses its own in p0's turn
		do(t, g, 2, "pass")
		do(t, g, 3, "pass")
		do(t, g, 0, "pass")
		passFixed(t, g)
		// At each seat's turn, after its refresh, and then it uses its
		// character: only a seat's own refresh ends its limit.
		for _, want := range [][]bool{
			{true, false, false, false}, // p1's refresh: p1's limit ends, not p0's
			{true, true, false, false},  // p2's, p0's teammate: neither p0's nor p1's ends
			{true, true, true, false},   // p3's
			{false, true, true, true},   // p0's own
			{true, false, true, true},   // p1's again
		} {
			a := g.st.Active
			if got := used(); !slices.Equal(got, want) {
				t.Fatalf("at %s's turn, used %v, want %v", swiftRole(a), got, want)
			}
			do(t, g, a, "activate")
			for g.Pending()[0].Seat != a || !prompted(g, "Swift check") {
				do(t, g, g.Pending()[0].Seat, "pass")
			}
			passFixed(t, g)
		}
	})
}

// TestSwiftRandomPlayReachesEveryStructure: random games like those
// TestCheckGameOnSwift checks do reach each structure of the toy, so the
// engine contract is checked on each.
func TestSwiftRandomPlayReachesEveryStructure(t *testing.T) {
	seen := map[string]int{}
	for _, tb := range swiftTables {
		for seed := range uint64(25) {
			playSwiftWith(t, tb.opts, swiftDefaultTurns, seed, func(g *swiftGame, d engine.Decision) {
				switch {
				case strings.HasPrefix(d.Prompt, "Choose the next effect"):
					seen["triggers ordered"]++
				case strings.HasPrefix(d.Prompt, "Choose the new target"):
					seen["a new target chosen"]++
				case strings.HasPrefix(d.Prompt, "Your relay resolves"):
					seen["a relay's play"]++
				case len(g.st.Frames()) > 2 && g.st.Frames()[1].Kind == swiftFrameFixed:
					seen["a play in a fixed check"]++
				}
			}, func(ev []engine.Event) {
				for _, e := range ev {
					switch e.Type {
					case "counter", "fizzle", "retarget", "activate", "trigger":
						seen[e.Type]++
					}
				}
			})
		}
	}
	t.Logf("%v", seen)
	for _, k := range []string{"triggers ordered", "a new target chosen", "a relay's play", "a play in a fixed check", "counter", "fizzle", "retarget", "activate", "trigger"} {
		if seen[k] == 0 {
			t.Errorf("no random game reached %q", k)
		}
	}
}
