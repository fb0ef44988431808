package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"regexp"
	"sync"
	"testing"
	"time"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/server/store"
)

// hush is a two-seat toy registered for the tests of automatic answers:
// the guest (seat 1) says "go", then the host (seat 0) is asked whether to
// play its secret. The seed hides whether it holds one: with none, its
// question has one answer ("pass"); with one, it may pass or play it. The
// guest and spectators see neither the secret nor the host's options, so
// their frames are the same in both games as long as the host's pass comes
// at the same moment — which is what automatic answers must ensure.
type hush struct{}

const hushName = "hush-autoanswer-test"

var (
	hushGo   = engine.NewVerb("go")
	hushPass = engine.NewVerb("pass")
	hushPlay = engine.NewVerb("play")
)

func init() { engine.Register(hush{}) }

func (hush) Name() string { return hushName }

func (hush) New(s engine.Setup) (engine.Game, error) {
	return &hushGame{S: hushState{Secret: s.Seed%2 == 1, Next: 1}}, nil
}

func (hush) Load(b []byte) (engine.Game, error) {
	g := &hushGame{}
	if err := json.Unmarshal(b, &g.S); err != nil {
		return nil, fmt.Errorf("hush: load: %w", err)
	}
	return g, nil
}

type hushState struct {
	Secret bool   // the host holds a secret it may play
	Step   int    // even: the guest says go; odd: the host answers
	Next   uint64 // the next decision's id
	Over   bool
	Winner engine.Seat
}

type hushGame struct{ S hushState }

func (g *hushGame) Pending() []engine.Decision {
	if g.S.Over {
		return nil
	}
	if g.S.Step%2 == 0 {
		return []engine.Decision{{ID: g.S.Next, Seat: 1, Kind: engine.Select, Prompt: "Go on", Options: []engine.Option{{Verb: hushGo}}}}
	}
	d := engine.Decision{ID: g.S.Next, Seat: 0, Kind: engine.Select, Prompt: "Play your secret?", Options: []engine.Option{{Verb: hushPass}}}
	if g.S.Secret {
		d.Options = append(d.Options, engine.Option{Verb: hushPlay})
	}
	return []engine.Decision{d}
}

func (g *hushGame) Apply(c engine.Choice) ([]engine.Event, error) {
	if g.S.Over {
		return nil, engine.ErrGameOver
	}
	if c.Concede {
		g.S.Over, g.S.Winner = true, 0
		if c.Seat == 0 {
			g.S.Winner = 1
		}
		return []engine.Event{engine.Plain("concede", "A seat concedes.")}, nil
	}
	d := g.Pending()[0]
	switch {
	case c.Decision != d.ID:
		return nil, engine.ErrStale
	case c.Seat != d.Seat:
		return nil, engine.ErrNotYourTurn
	case c.Option < 0 || c.Option >= len(d.Options):
		return nil, engine.ErrNoSuchOption
	}
	g.S.Next++
	var ev engine.Event
	switch d.Options[c.Option].Verb {
	case hushGo:
		ev = engine.Plain("go", "Guest goes on.")
	case hushPass:
		ev = engine.Plain("pass", "Host passes.")
	case hushPlay:
		g.S.Over, g.S.Winner = true, 0
		ev = engine.Plain("play", "Host plays its secret.")
	}
	g.S.Step++
	if g.S.Step >= 6 {
		g.S.Over, g.S.Winner = true, 1
	}
	return []engine.Event{ev}, nil
}

func (g *hushGame) Result() (engine.Result, bool) {
	if !g.S.Over {
		return engine.Result{}, false
	}
	return engine.Result{Winners: []engine.Seat{g.S.Winner}, Team: int(g.S.Winner), Reason: "hush"}, true
}

func (g *hushGame) View(seat engine.Seat) any {
	v := map[string]any{"step": g.S.Step}
	if seat == 0 {
		v["secret"] = g.S.Secret
	}
	return v
}

func (g *hushGame) Describe(d engine.Decision, i int) string { return d.Options[i].Verb.String() }

func (g *hushGame) Seats() []engine.SeatInfo {
	return []engine.SeatInfo{{Seat: 0, Role: "host", Team: 0}, {Seat: 1, Role: "guest", Team: 1}}
}

func (g *hushGame) Clone() engine.Game { c := *g; return &c }

func (g *hushGame) MarshalBinary() ([]byte, error) { return json.Marshal(g.S) }

func (g *hushGame) Check() error {
	if g.S.Step < 0 {
		return errors.New("hush: negative step")
	}
	return nil
}

// hushTable creates a hush game of seed whose host has automatic answers
// on and whose guest is a person, with public spectators, and returns its
// id and the two seats' tokens.
func hushTable(t *testing.T, x *testServer, seed uint64) (id, host, guest string) {
	t.Helper()
	g, _ := hush{}.New(engine.Setup{Seed: seed})
	h, _ := engine.Hash(g)
	id, host, guest = newGameID(), newToken(), newToken()
	opts, _ := json.Marshal(gameOptions{Spectators: "public", Auto: []bool{true, false}})
	row := &store.Game{ID: id, Ruleset: hushName, Setup: engine.Setup{Seed: seed}, Options: opts, Status: store.StatusActive, StateHash: h[:]}
	seats := []store.Seat{
		{Seat: 0, Role: "host", Team: 0, Kind: "human", Name: "host", TokenHash: hashToken(host)},
		{Seat: 1, Role: "guest", Team: 1, Kind: "human", Name: "guest", TokenHash: hashToken(guest)},
	}
	if err := x.s.store.CreateGame(context.Background(), row, seats); err != nil {
		t.Fatal(err)
	}
	return id, host, guest
}

// frame is a message an opponent or spectator received, and when.
type frame struct {
	text string
	at   time.Duration // after the guest's choice was sent
}

// timestamps are the fields of a frame that tell the time of day.
var timestamps = regexp.MustCompile(`"(at|server_time)":[0-9]+`)

// collect reads w's messages until it has had a view of seq want and then
// nothing for quiet, each with its time after t0.
func collect(w *wsClient, t0 time.Time, want int, quiet time.Duration) ([]frame, error) {
	var out []frame
	seen := false
	for {
		wait := 10 * time.Second
		if seen {
			wait = quiet
		}
		select {
		case m, ok := <-w.raw:
			if !ok {
				return out, errors.New("connection closed")
			}
			out = append(out, frame{timestamps.ReplaceAllString(m, `"$1":0`), time.Since(t0)})
			var v struct {
				T   string `json:"t"`
				Seq int    `json:"seq"`
			}
			json.Unmarshal([]byte(m), &v)
			seen = seen || v.T == "view" && v.Seq >= want
		case <-time.After(wait):
			if !seen {
				return out, fmt.Errorf("no view of seq %d; had %d frames", want, len(out))
			}
			return out, nil
		}
	}
}

// drain empties w's queue of messages.
func drain(w *wsClient, quiet time.Duration) {
	for {
		select {
		case <-w.raw:
		case <-time.After(quiet):
			return
		}
	}
}

// TestAutoAnswerLooksLikeAQuickChoice: a player with automatic answers on
// answers a one-answer question (a forced pass) and, in a game whose other
// seats see the same thing, chooses "pass" at once among two answers; the
// other seat and a spectator get the same frames (byte for byte, less
// timestamps) at the same moments (within tolerance), since every answer of
// that player is released the same pause after its question was put.
func TestAutoAnswerLooksLikeAQuickChoice(t *testing.T) {
	const pause, tolerance = 400 * time.Millisecond, 150 * time.Millisecond
	x := startServer(t, t.TempDir(), Config{Limits: fast, AutoPause: pause})
	type seen struct{ guest, spectator []frame }
	run := func(t *testing.T, seed uint64, choose bool) seen {
		id, hostTok, guestTok := hushTable(t, x, seed)
		b := x.browser()
		spec := b.dial("/g/"+id+"/ws", map[string]any{"as": "spectator"})
		defer spec.close()
		guest := b.dial("/g/"+id+"/ws", map[string]any{"token": guestTok})
		defer guest.close()
		host := b.dial("/g/"+id+"/ws", map[string]any{"token": hostTok})
		defer host.close()
		host.next("view")
		guest.next("view")
		spec.next("view")
		drain(spec, 200*time.Millisecond) // the frames of the connections so far
		drain(guest, 50*time.Millisecond)
		if guest.last.Decision == nil {
			t.Fatal("the guest has no decision")
		}
		if choose { // the host's client answers "pass" the moment it is asked
			go func() {
				for {
					m, ok := host.tryNext("view", 10*time.Second)
					if !ok {
						return
					}
					if d := host.last.Decision; d != nil && num(m, "seq") == 1 {
						if d.Count < 2 {
							t.Errorf("the host's question has %d answers; this game's should have 2", d.Count)
						}
						host.send(map[string]any{"t": "choice", "id": "p", "decision": d.ID, "option": 0})
						return
					}
				}
			}()
		}
		t0 := time.Now()
		guest.send(map[string]any{"t": "choice", "id": "g", "decision": guest.last.Decision.ID, "option": 0})
		var r seen
		var gErr, sErr error
		var wg sync.WaitGroup
		wg.Go(func() { r.guest, gErr = collect(guest, t0, 2, 2*pause) })
		wg.Go(func() { r.spectator, sErr = collect(spec, t0, 2, 2*pause) })
		wg.Wait()
		if err := errors.Join(gErr, sErr); err != nil {
			t.Fatal(err)
		}
		return r
	}
	forced := run(t, 0, false)
	chosen := run(t, 1, true)
	for _, tc := range []struct {
		name    string
		f, c    []frame
		atLeast time.Duration
	}{
		{"the other seat sees a forced pass and a quick chosen pass alike", forced.guest, chosen.guest, pause},
		{"a spectator sees a forced pass and a quick chosen pass alike", forced.spectator, chosen.spectator, pause},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if len(tc.f) != len(tc.c) {
				t.Fatalf("%d frames after a forced pass, %d after a chosen one:\n%v\n%v", len(tc.f), len(tc.c), tc.f, tc.c)
			}
			for i := range tc.f {
				if tc.f[i].text != tc.c[i].text {
					t.Errorf("frame %d differs:\nforced: %s\nchosen: %s", i, tc.f[i].text, tc.c[i].text)
				}
				if d := tc.f[i].at - tc.c[i].at; d > tolerance || d < -tolerance {
					t.Errorf("frame %d came %v after the guest's choice when the pass was forced, %v when it was chosen (tolerance %v)", i, tc.f[i].at, tc.c[i].at, tolerance)
				}
			}
			last := tc.f[len(tc.f)-1]
			t.Logf("the pass was shown %v (forced) and %v (chosen) after the guest's choice", last.at, tc.c[len(tc.c)-1].at)
			if last.at < tc.atLeast {
				t.Errorf("the pass was shown %v after it was asked, before the pause of %v", last.at, tc.atLeast)
			}
		})
	}
}

// TestAutoAnswerSetting: the setting is on by default for a player whose
// every opponent is a bot and off against a person, as the creator
// chooses otherwise; an invited player chooses theirs on the join page;
// it is toggled at the table and survives a restart.
func TestAutoAnswerSetting(t *testing.T) {
	dir := t.TempDir()
	lim := fast
	lim.CreatePerHour = 1000
	x := startServer(t, dir, Config{Limits: lim})
	autoOf := func(t *testing.T, id string) []bool {
		t.Helper()
		row, err := x.s.store.Game(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		var o gameOptions
		if err := json.Unmarshal(row.Options, &o); err != nil {
			t.Fatal(err)
		}
		return append(o.Auto, make([]bool, 2-len(o.Auto))...)
	}
	for _, tc := range []struct {
		name       string
		form       map[string]string
		join       string // the invited player's choice, when the opponent is a friend
		corp, runn bool
	}{
		{"on against a bot by default", map[string]string{"opponent": "bot", "bot": "random"}, "", true, false},
		{"off against a person by default, for both", map[string]string{"opponent": "friend"}, "", false, false},
		{"off against a bot when the player says never", map[string]string{"opponent": "bot", "bot": "random", "auto": "off"}, "", false, false},
		{"on against a person when each player says always", map[string]string{"opponent": "friend", "auto": "on"}, "on", true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := x.browser()
			id := b.newGame(tc.form)
			if tc.form["opponent"] == "friend" {
				form := url.Values{"name": {"bea"}}
				if tc.join != "" {
					form.Set("auto", tc.join)
				}
				if status, _, body := x.browser().post("/i/"+b.invite(id), form); status != 303 {
					t.Fatalf("join: %d\n%s", status, body)
				}
			}
			if got := autoOf(t, id); got[0] != tc.corp || got[1] != tc.runn {
				t.Errorf("automatic answers by seat: %v, want [%v %v]", got, tc.corp, tc.runn)
			}
		})
	}
	t.Run("toggled at the table, it survives a restart", func(t *testing.T) {
		b := x.browser()
		id := b.newGame(map[string]string{"opponent": "friend"})
		w := b.dial("/g/"+id+"/ws", nil)
		m := w.next("view")
		if string(m["auto"]) != "false" {
			t.Fatalf("the seat's view says auto %s, want false", m["auto"])
		}
		w.send(map[string]any{"t": "auto", "id": "a", "on": true})
		w.next("ack")
		if m := w.next("view"); string(m["auto"]) != "true" {
			t.Errorf("after the toggle the seat's view says auto %s, want true", m["auto"])
		}
		w.close()
		x.stop()
		x = startServer(t, dir, Config{Limits: lim})
		w = b.dialAt(x, "/g/"+id+"/ws")
		defer w.close()
		if m := w.next("view"); string(m["auto"]) != "true" {
			t.Errorf("after a restart the seat's view says auto %s, want true", m["auto"])
		}
	})
}

// dialAt dials path on server x with b's cookies (b's own server may be
// gone, as after a restart in the same directory).
func (b *browser) dialAt(x *testServer, path string) *wsClient {
	nb := &browser{x: x, c: b.c, jar: b.jar} // a cookie jar ignores ports
	return nb.dial(path, nil)
}
