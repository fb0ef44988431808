package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/server/store"
)

// TestNewGameFormValidation: the form's choices of side, opponent, bot and
// decks are checked, and a refusal names what is wrong.
func TestNewGameFormValidation(t *testing.T) {
	lim := fast
	lim.CreatePerHour = 1e6
	x := startServer(t, t.TempDir(), Config{Limits: lim})
	cases := []struct {
		name   string
		values map[string]string
		ok     bool
		want   []string // in the error page
	}{
		{"the starter decks and the default bot are fine", map[string]string{"opponent": "bot"}, true, nil},
		{"a shipped Corp deck for the Corp is fine", map[string]string{"side": "corp", "deck": "corp-fortress", "opponent": "bot", "bot": "random"}, true, nil},
		{"a shipped Runner deck for the Runner is fine", map[string]string{"side": "runner", "deck": "runner-worms", "oppdeck": "corp-black-ice"}, true, nil},
		{"every registered bot is offered", map[string]string{"opponent": "bot", "bot": "search"}, true, nil},
		{"a deck of the other side is refused", map[string]string{"side": "corp", "deck": "runner-noisy"},
			false, []string{`seat 0 (corp), deck: &#34;runner-noisy&#34; is a runner deck, not a corp deck`, "corp decks: starter, corp-agenda-rush, corp-black-ice, corp-fortress, corp-starter, corp-tag-flatline"}},
		{"an unknown deck name is refused", map[string]string{"side": "runner", "deck": "runner-nosuch"},
			false, []string{`seat 1 (runner), deck: &#34;runner-nosuch&#34; is not a shipped deck`, "runner decks: starter, runner-breakers, runner-noisy, runner-starter, runner-virus, runner-worms"}},
		{"an opponent's deck of the creator's side is refused", map[string]string{"side": "runner", "opponent": "bot", "oppdeck": "runner-worms"},
			false, []string{`seat 0 (corp), deck: &#34;runner-worms&#34; is a runner deck, not a corp deck`}},
		{"a pasted list is no opponent's deck", map[string]string{"side": "runner", "opponent": "bot", "oppdeck": "paste"},
			false, []string{`seat 0 (corp), deck: &#34;paste&#34; is not a shipped deck`}},
		{"an unknown bot is refused", map[string]string{"opponent": "bot", "bot": "oracle"},
			false, []string{`seat 1 (runner), bot: there is no bot &#34;oracle&#34; (bots: heuristic, random, search)`}},
		{"an empty pasted list is refused", map[string]string{"deck": "paste"}, false, []string{"seat 0 (corp), deck list: the pasted deck list is empty"}},
		{"a bad pasted list names the line", map[string]string{"side": "corp", "deck": "paste", "decktext": "3 Hedged Investment\n2 No Such Card\n"},
			false, []string{"seat 0 (corp) pasted deck:2"}},
		{"no side is refused", map[string]string{"side": "spectator"}, false, []string{"choose a side"}},
		{"a bso table of six with an invitation and bots is fine", map[string]string{"game": "bso", "opt.players": "6", "seat0": "me", "seat1": "invite",
			"seat2": "bot", "seat3": "bot", "seat3.bot": "random", "seat4": "bot", "seat5": "bot", "seat4.deck": "corp-fortress", "seat5.deck": "runner-worms"}, true, nil},
		{"a Runner deck for a Sponsor is refused naming the seat and field", map[string]string{"game": "bso", "seat0": "me", "seat1": "bot", "seat2": "bot", "seat3": "bot", "seat2.deck": "runner-worms"},
			false, []string{`seat 2 (sponsor), deck: &#34;runner-worms&#34; is an agent deck, not a sponsor deck (sponsor decks: starter, corp-agenda-rush, corp-black-ice, corp-fortress, corp-starter, corp-tag-flatline)`}},
		{"a bot that does not play the game is refused naming the seat", map[string]string{"game": "swift", "seat0": "me", "seat1": "bot", "seat1.bot": "heuristic", "seat2": "invite"},
			false, []string{`seat 1 (p1), bot: &#34;heuristic&#34; does not play swift here (bots: random)`}},
		{"two seats for the creator are refused", map[string]string{"game": "swift", "seat0": "me", "seat1": "me", "seat2": "invite"},
			false, []string{`choose one seat for yourself (me), not 2`}},
		{"a deck for a game without decks is refused", map[string]string{"game": "swift", "seat0": "me", "seat1": "invite", "seat2": "bot", "seat2.bot": "random", "seat2.deck": "paste", "seat2.decktext": "1 Dwarf"},
			false, []string{`seat 2 (p2), deck: swift is played without a deck list`}},
		{"the creator's deck for an invited seat is not checked (its player picks theirs)", map[string]string{"side": "runner", "opponent": "friend", "oppdeck": "runner-worms"}, true, nil},
		{"a table option out of range is refused naming it", map[string]string{"game": "swift", "opt.seats": "5", "seat0": "me"},
			false, []string{`players: want one of 2, 3, 4, not &#34;5&#34;`}},
		{"a game that is not playable is refused", map[string]string{"game": "toy", "seat0": "me"},
			false, []string{`game: there is no game &#34;toy&#34; to play here (games: onr, bso, neuroscape, nsg, swift)`}},
		{"a seat left to nobody is refused", map[string]string{"game": "swift", "seat0": "me", "seat1": "invite"},
			false, []string{`seat 2 (p2): choose who plays it: me, invite or bot`}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			form := url.Values{"side": {"corp"}, "opponent": {"friend"}, "deck": {"starter"}, "spectators": {"off"}, "delay": {"0"}}
			for k, v := range c.values {
				form.Set(k, v)
			}
			st, loc, body := x.browser().post("/games", form)
			if c.ok {
				if st != http.StatusSeeOther || !strings.HasPrefix(loc, "/g/") {
					t.Fatalf("want the game created, got %d %q\n%s", st, loc, errorsOf(body))
				}
				return
			}
			if st != http.StatusBadRequest {
				t.Fatalf("want 400, got %d %q", st, loc)
			}
			for _, w := range c.want {
				if !strings.Contains(body, w) {
					t.Errorf("the errors do not say %q:\n%s", w, errorsOf(body))
				}
			}
		})
	}
}

// errorsOf returns the error list of a home page.
func errorsOf(body string) string {
	if i := strings.Index(body, `<div class="errors"`); i >= 0 {
		if j := strings.Index(body[i:], "</div>"); j >= 0 {
			return body[i : i+j]
		}
	}
	return "(no errors shown)"
}

// TestHomeOffersEveryDeckAndBot: the form lists every shipped deck for
// each seat of its role (the Corp's for the Corp, the Runner's for the
// Runner) and every registered bot that plays the seat.
func TestHomeOffersEveryDeckAndBot(t *testing.T) {
	x := startServer(t, t.TempDir(), Config{Limits: fast})
	_, body := x.browser().get("/")
	for seat, role := range []string{"corp", "runner"} {
		sel := selectOf(body, fmt.Sprintf("seat%d.deck", seat))
		for _, d := range engine.DecksOf(onr.Rules) {
			if got, want := strings.Contains(sel, `<option value="`+d.Name+`"`), d.Role == role; got != want {
				t.Errorf("seat %d (%s): deck %s offered %v, want %v", seat, role, d.Name, got, want)
			}
		}
		bots := selectOf(body, fmt.Sprintf("seat%d.bot", seat))
		for _, b := range bot.Names() {
			if !strings.Contains(bots, `<option value="`+b+`"`) {
				t.Errorf("seat %d: bot %s is not offered", seat, b)
			}
		}
	}
}

// selectOf returns the select element called name of a page, or "".
func selectOf(body, name string) string {
	i := strings.Index(body, `name="`+name+`"`)
	if i < 0 {
		return ""
	}
	j := strings.Index(body[i:], "</select>")
	if j < 0 {
		return ""
	}
	return body[i : i+j]
}

// playAgainstBot makes a person's random moves through the protocol until
// the game is over, and returns the number of the person's moves.
func playAgainstBot(t *testing.T, c *wsClient, r *bot.Random, maxMoves int) int {
	t.Helper()
	moves := 0
	for c.last == nil || c.last.Status != store.StatusOver {
		if moves > maxMoves {
			t.Fatalf("the game is not over after %d of the person's moves", moves)
		}
		if c.last == nil || c.last.Decision == nil {
			c.next("view")
			continue
		}
		id := fmt.Sprint("m", moves)
		c.send(randomAnswer(r, c, id))
		for {
			m := c.next("")
			if str(m, "t") == "error" {
				t.Fatalf("choice refused: %s", m["message"])
			}
			if str(m, "t") == "ack" && str(m, "id") == id {
				break
			}
		}
		moves++
	}
	return moves
}

// TestEveryShippedDeckAndBotPlaysToTheEnd: a game created with each shipped
// deck of each side against each bot (the bot playing the shipped decks of
// its side in turn), is played to its end through the server by a
// person's random moves; the record holds the decks chosen and replays to
// the same end.
func TestEveryShippedDeckAndBotPlaysToTheEnd(t *testing.T) {
	lim := fast
	lim.CreatePerHour = 1e6
	x := startServer(t, t.TempDir(), Config{Limits: lim, AutoPause: 20 * time.Millisecond})
	t.Cleanup(func() { logBotTimes(t, x) })
	// Every deck plays once, its bot taken in turn, and every bot plays
	// each side at least once: the search bot's games dominate the time,
	// so not every deck meets every bot.
	type game struct {
		d engine.Deck
		b string
	}
	var games []game
	covered := map[string]bool{}
	names := bot.Names()
	for i, d := range engine.DecksOf(onr.Rules) {
		b := names[i%len(names)]
		games = append(games, game{d, b})
		covered[d.Role+" "+b] = true
	}
	for _, role := range []string{"corp", "runner"} {
		for _, b := range names {
			if !covered[role+" "+b] {
				games = append(games, game{engine.DecksFor(onr.Rules, role)[0], b})
			}
		}
	}
	for i, g := range games {
		d, b := g.d, g.b
		other := "runner"
		if d.Role == "runner" {
			other = "corp"
		}
		theirs := engine.DecksFor(onr.Rules, other)
		opp := theirs[i%len(theirs)].Name
		t.Run(fmt.Sprintf("%s with %s against %s with %s", d.Role, d.Name, b, opp), func(t *testing.T) {
			t.Parallel()
			a := x.browser()
			// Automatic answers on, as by default against a bot, at a small
			// pause: at the default pause every one of the client's instant
			// answers is held 1.5 s, and the games outlast the test's timeout
			// (TestAutoAnswersAgainstABotLoseNoAck).
			id := a.newGame(map[string]string{"side": d.Role, "deck": d.Name, "oppdeck": opp, "opponent": "bot", "bot": b, "seed": fmt.Sprint(40 + i), "auto": "on"})
			seats, err := x.s.store.Seats(context.Background(), id)
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range seats {
				if s.Kind == "bot" && !strings.HasPrefix(s.Bot, botSpecOf(b)+"@") {
					t.Fatalf("the bot seat stores %q, want %s@SEED", s.Bot, botSpecOf(b))
				}
			}
			c := a.dial("/g/"+id+"/ws", nil)
			playAgainstBot(t, c, bot.NewRandom(uint64(i)), 3000)
			st, body := a.get("/g/" + id + "/record.json")
			if st != http.StatusOK {
				t.Fatalf("record: %d", st)
			}
			var rec engine.Record
			if err := json.Unmarshal([]byte(body), &rec); err != nil {
				t.Fatal(err)
			}
			for seat, name := range map[int]string{0: pick(d.Role == "corp", d.Name, opp), 1: pick(d.Role == "corp", opp, d.Name)} {
				want, err := onr.DeckText("decks/" + name + ".txt")
				if err != nil {
					t.Fatal(err)
				}
				if rec.Setup.Decks[seat] != want {
					t.Errorf("seat %d: the record's deck is not %s", seat, name)
				}
			}
			g, err := engine.Replay(onr.Rules, rec)
			if err != nil {
				t.Fatal(err)
			}
			if _, over := g.Result(); !over {
				t.Fatal("the record does not replay to the end of the game")
			}
		})
	}
}

func pick(c bool, a, b string) string {
	if c {
		return a
	}
	return b
}

// legacyGame stores a game as the server stored bot games before the bot
// registry: the bot seat's spec is botField. It returns the game's id.
func legacyGame(t *testing.T, x *testServer, seed uint64, botField string) string {
	t.Helper()
	setup := engine.Setup{Seed: seed, Decks: make([]string, 2), DeckNames: []string{"corp deck", "runner deck"}}
	g, err := onr.Rules.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	h, _ := engine.Hash(g)
	opts, _ := json.Marshal(gameOptions{Spectators: "public"})
	id := newGameID()
	row := &store.Game{ID: id, Ruleset: onr.Rules.Name(), Setup: setup, Options: opts, Status: store.StatusActive, StateHash: h[:], BotDue: true}
	row.Rules = g.(engine.Fingerprinter).Fingerprint()
	seats := []store.Seat{
		{Seat: 0, Role: "corp", Team: g.Seats()[0].Team, Kind: "bot", Bot: botField},
		{Seat: 1, Role: "runner", Team: g.Seats()[1].Team, Kind: "human", TokenHash: hashToken(newToken())},
	}
	if err := x.s.store.CreateGame(context.Background(), row, seats); err != nil {
		t.Fatal(err)
	}
	return id
}

// TestLegacyRandomBotPlaysAsBefore: a game whose bot seat stores
// "random:SEED" (made before the registry) resumes, and its bot answers
// exactly as the random bot did: bot.NewRandom(SEED ^ seq·φ) per choice.
func TestLegacyRandomBotPlaysAsBefore(t *testing.T) {
	x := startServer(t, t.TempDir(), Config{Limits: fast})
	ctx := context.Background()
	id := legacyGame(t, x, 7, "random:12345")
	l, err := x.s.game(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	personPlays(t, l, 1, bot.NewRandom(9), 400)
	waitBots(t, l)
	cs, err := x.s.store.Choices(ctx, id, 0)
	if err != nil {
		t.Fatal(err)
	}
	g, _ := onr.Rules.New(l.setup)
	bots := 0
	for _, c := range cs {
		if c.Source == store.SourceBot {
			var d engine.Decision
			for _, p := range g.Pending() {
				if p.Seat == 0 {
					d = p
					break
				}
			}
			want := bot.NewRandom(12345 ^ uint64(c.Seq)*0x9e3779b97f4a7c15).Choose(d)
			if want != c.Choice {
				t.Fatalf("choice %d: the bot chose %+v, the random bot of old chooses %+v", c.Seq, c.Choice, want)
			}
			bots++
		}
		if _, err := g.Apply(c.Choice); err != nil {
			t.Fatal(err)
		}
	}
	if bots < 20 {
		t.Fatalf("only %d bot choices", bots)
	}
}

// waitBots waits until the game's bots have nothing more to do.
func waitBots(t *testing.T, l *live) {
	t.Helper()
	for i := 0; ; i++ {
		l.mu.Lock()
		idle := !l.botBusy
		l.mu.Unlock()
		if idle {
			return
		}
		if i > 10000 {
			t.Fatal("the bots never finish")
		}
		time.Sleep(time.Millisecond)
	}
}

// TestStoredBotSpecIsValidated: a stored bot spec that names no registered
// player (or does not parse) is refused with a clear error: the game is
// served read-only, and a move is answered "bot_unavailable".
func TestStoredBotSpecIsValidated(t *testing.T) {
	cases := []struct{ name, field, want string }{
		{"an unknown bot", "oracle@1", `unknown bot "oracle" (known: heuristic, random, search)`},
		{"a bad parameter", "search:speed=11@1", `unknown parameter "speed"`},
		{"no seed", "heuristic", `want SPEC@SEED`},
		{"a legacy seed that is no number", "random:x", `the random bot's seed is not a whole number`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			x := startServer(t, t.TempDir(), Config{Limits: fast})
			id := legacyGame(t, x, 3, c.field)
			l, err := x.s.game(context.Background(), id)
			if err != nil {
				t.Fatal(err)
			}
			l.mu.Lock()
			perr := l.playing()
			l.mu.Unlock()
			if perr == nil || codeOf(perr) != "bot_unavailable" || !strings.Contains(perr.Error(), c.want) || !strings.Contains(perr.Error(), "seat 0 (corp)") {
				t.Fatalf("want bot_unavailable saying %q, got %v", c.want, perr)
			}
			if strings.Contains(perr.Error(), "@1") {
				t.Errorf("the error shows the bot's seed: %v", perr)
			}
			if _, body := x.browser().get("/g/" + id); !strings.Contains(body, "bot cannot play under this build") {
				t.Errorf("the table page does not say the bot cannot play")
			}
		})
	}
}

// TestParseBotSpec: stored specs read back as what they store.
func TestParseBotSpec(t *testing.T) {
	cases := []struct {
		field string
		want  botSpec
	}{
		{"random:42", botSpec{"random", 42}},
		{"random@42", botSpec{"random", 42}},
		{"heuristic@7", botSpec{"heuristic", 7}},
		{"search:ms=60@18446744073709551615", botSpec{"search:ms=60", 18446744073709551615}},
	}
	for _, c := range cases {
		t.Run(c.field, func(t *testing.T) {
			got, err := parseBotSpec(c.field)
			if err != nil || got != c.want {
				t.Fatalf("got %+v, %v; want %+v", got, err, c.want)
			}
			if c.field != "random:42" && got.String() != c.field {
				t.Fatalf("stored again as %q", got.String())
			}
		})
	}
}

// logBotTimes logs how long each bot took per decision (the
// datafort_bot_choice_seconds histogram).
func logBotTimes(t *testing.T, x *testServer) {
	mfs, err := x.s.reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, mf := range mfs {
		if mf.GetName() != "datafort_bot_choice_seconds" {
			continue
		}
		for _, m := range mf.GetMetric() {
			h := m.GetHistogram()
			var p99 float64
			for _, b := range h.GetBucket() {
				if float64(b.GetCumulativeCount()) >= 0.99*float64(h.GetSampleCount()) {
					p99 = b.GetUpperBound()
					break
				}
			}
			t.Logf("bot %s: %d decisions, mean %.1f ms, p99 ≤ %.1f ms", m.GetLabel()[0].GetValue(), h.GetSampleCount(),
				1000*h.GetSampleSum()/float64(max(h.GetSampleCount(), 1)), 1000*p99)
		}
	}
}

// panicky is a player that panics.
type panicky struct{}

func (panicky) Choose(*bot.Observation) engine.Choice { panic("no idea") }

// TestPanickingBotDoesNotStopTheServer: a player that panics is recovered
// from, and the random bot answers that decision instead.
func TestPanickingBotDoesNotStopTheServer(t *testing.T) {
	x := startServer(t, t.TempDir(), Config{Limits: fast})
	x.s.holdBots.Store(true)
	id := legacyGame(t, x, 5, "heuristic@1")
	l, err := x.s.game(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	d := l.game().Pending()[0]
	if _, ok := l.playerChoice(panicky{}, l.game(), d, nil); ok {
		t.Fatal("a panic was taken for an answer")
	}
	l.players[d.Seat] = panicky{}
	c := l.botChoice(l.game(), d, l.seq+1, nil)
	if want := bot.NewRandom(1 ^ uint64(l.seq+1)*0x9e3779b97f4a7c15).Choose(d); c != want {
		t.Fatalf("the fallback chose %+v, want the random bot's %+v", c, want)
	}
}

// personPlays answers seat's decisions in l at random, up to n of them or
// the end of the game, while the bots play on.
func personPlays(t *testing.T, l *live, seat engine.Seat, r *bot.Random, n int) {
	t.Helper()
	ctx := context.Background()
	for i := 0; i < n; i++ {
		l.mu.Lock()
		var mine *engine.Decision
		for _, d := range l.game().Pending() {
			if d.Seat == seat {
				mine = &d
			}
		}
		over := l.status == store.StatusOver
		l.mu.Unlock()
		if over {
			return
		}
		if mine == nil {
			waitBots(t, l)
			continue
		}
		if _, err := l.choose(ctx, r.Choose(*mine), ""); err != nil {
			t.Fatal(err)
		}
	}
}

// spy checks every observation it is handed is of its own seat, then lets
// its player answer.
type spy struct {
	t     *testing.T
	seat  engine.Seat
	p     bot.Player
	calls *int
}

func (s spy) Choose(o *bot.Observation) engine.Choice {
	*s.calls++
	if o.Seat != s.seat || o.Decision.Seat != s.seat {
		s.t.Errorf("the bot of seat %d was handed an observation of seat %d (decision of seat %d)", s.seat, o.Seat, o.Decision.Seat)
	}
	for _, e := range o.Events() {
		if e.Secret() != "" || e.Private != 0 {
			s.t.Errorf("the bot was handed an event with its secret part: %+v", e)
		}
	}
	return s.p.Choose(o)
}

// TestBotsSeeOnlyTheirSeat: every decision a seated player answers comes
// as an Observation of its own seat, with events as the seat reads them.
func TestBotsSeeOnlyTheirSeat(t *testing.T) {
	for _, name := range []string{"heuristic", "search:worlds=2"} {
		t.Run(name, func(t *testing.T) {
			x := startServer(t, t.TempDir(), Config{Limits: fast})
			x.s.holdBots.Store(true)
			id := legacyGame(t, x, 11, name+"@3")
			l, err := x.s.game(context.Background(), id)
			if err != nil {
				t.Fatal(err)
			}
			calls := 0
			l.mu.Lock()
			l.players[0] = spy{t: t, seat: 0, p: l.players[0], calls: &calls}
			x.s.holdBots.Store(false)
			l.kickBots()
			l.mu.Unlock()
			personPlays(t, l, 1, bot.NewRandom(4), 3000)
			waitBots(t, l)
			if l.status != store.StatusOver || calls < 20 {
				t.Fatalf("the game is %s after %d bot decisions", l.status, calls)
			}
		})
	}
}
