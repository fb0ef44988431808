package server

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
)

// testServer is a Server on a loopback httptest listener.
type testServer struct {
	t   testing.TB
	s   *Server // nil when the server runs in another process (TestLoad)
	ts  *httptest.Server
	url string // the server's base URL, http://HOST:PORT
}

// testStepPause is the step pause (Config.StepPause) of a test server
// that sets none.
const testStepPause = 5 * time.Millisecond

func startServer(t testing.TB, dir string, cfg Config) *testServer {
	t.Helper()
	cfg.DataDir = dir
	if cfg.Sync == "" {
		cfg.Sync = "normal"
	}
	cfg.Dev = true
	if cfg.StepPause == 0 {
		// A run's lines 5 ms apart, not 700: the questions after a run
		// wait until the pages have shown it (frames.go), and a long run
		// at the default pause outlasts the tests' waits for a message.
		// The tests of the pacing set their own.
		cfg.StepPause = testStepPause
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Resume(context.Background()); err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s.Handler())
	x := &testServer{t: t, s: s, ts: ts, url: ts.URL}
	t.Cleanup(x.stop)
	return x
}

// stop closes the server as a shutdown would.
func (x *testServer) stop() {
	if x.ts != nil {
		x.ts.CloseClientConnections()
		x.ts.Close()
		x.s.Close()
		x.ts = nil
	}
}

// crash abandons the server without closing anything gracefully: the
// listener stops and connections drop, but nothing is flushed or drained
// (what is committed is all there is, as after kill -9).
func (x *testServer) crash() {
	x.ts.CloseClientConnections()
	x.ts.Listener.Close()
	x.ts = nil
	x.s.stopNode() // a node's lease is no longer renewed (it lapses: other nodes may claim its games)
	if x.s.lock != nil {
		x.s.lock.Close() // the kernel releases a dead process's flock
		x.s.lock = nil
	}
}

// browser is an HTTP client with its own cookies, as one browser.
type browser struct {
	x   *testServer
	c   *http.Client
	jar *cookiejar.Jar
}

func (x *testServer) browser() *browser {
	jar, _ := cookiejar.New(nil)
	return &browser{x: x, jar: jar, c: &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
}

// post posts a form and returns the response's status, Location and body.
func (b *browser) post(path string, form url.Values) (int, string, string) {
	b.x.t.Helper()
	req, _ := http.NewRequest("POST", b.x.url+path, strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", b.x.url)
	resp, err := b.c.Do(req)
	if err != nil {
		b.x.t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header.Get("Location"), string(body)
}

func (b *browser) get(path string) (int, string) {
	b.x.t.Helper()
	resp, err := b.c.Get(b.x.url + path)
	if err != nil {
		b.x.t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(body)
}

// newGame creates a game with the form's values over the defaults and
// returns its id.
func (b *browser) newGame(values map[string]string) string {
	b.x.t.Helper()
	form := url.Values{"side": {"corp"}, "opponent": {"friend"}, "deck": {"starter"}, "spectators": {"public"}, "delay": {"0"}, "name": {"ann"}}
	for k, v := range values {
		form.Set(k, v)
	}
	status, loc, body := b.post("/games", form)
	if status != http.StatusSeeOther || !strings.HasPrefix(loc, "/g/") {
		b.x.t.Fatalf("create game: %d %q\n%s", status, loc, body)
	}
	return strings.TrimPrefix(loc, "/g/")
}

// cookie returns the value of the browser's cookie name for path.
func (b *browser) cookie(path, name string) string {
	u, _ := url.Parse(b.x.url + path)
	for _, c := range b.jar.Cookies(u) {
		if c.Name == name {
			return c.Value
		}
	}
	return ""
}

// invite returns the invite link's token of game id (from the creator's
// invite cookie, as the table page shows it).
func (b *browser) invite(id string) string { return b.cookie("/g/"+id, inviteCookie(id)) }

// wsClient is a protocol client over a real WebSocket.
type wsClient struct {
	t    testing.TB
	c    *websocket.Conn
	msgs chan map[string]json.RawMessage
	raw  chan string
	last *viewOut
	seat engine.Seat
	err  error // why the connection ended, once msgs is closed
}

// viewOut is a view message as a client reads it.
type viewOut struct {
	Seq      int    `json:"seq"`
	Status   string `json:"status"`
	Decision *struct {
		ID     uint64 `json:"id"`
		Kind   string `json:"kind"`
		Min    int    `json:"min"`
		Max    int    `json:"max"`
		Count  int    `json:"count"`
		Groups []struct {
			Options []struct {
				I     int    `json:"i"`
				Label string `json:"label"`
			} `json:"options"`
		} `json:"groups"`
	} `json:"decision"`
	Log []logOut `json:"log"`
}

// dial opens a WebSocket to path with the browser's cookies and says hello.
func (b *browser) dial(path string, hello map[string]any) *wsClient {
	b.x.t.Helper()
	w, err := b.tryDial(path, hello)
	if err != nil {
		b.x.t.Fatal(err)
	}
	return w
}

func (b *browser) tryDial(path string, hello map[string]any) (*wsClient, error) {
	u, _ := url.Parse(b.x.url + path)
	hdr := http.Header{"Origin": {b.x.url}}
	var cs []string
	for _, c := range b.jar.Cookies(u) {
		cs = append(cs, c.Name+"="+c.Value)
	}
	if len(cs) > 0 {
		hdr.Set("Cookie", strings.Join(cs, "; "))
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(b.x.url, "http")+path, &websocket.DialOptions{HTTPHeader: hdr})
	if err != nil {
		return nil, err
	}
	c.SetReadLimit(1 << 22)
	w := &wsClient{t: b.x.t, c: c, msgs: make(chan map[string]json.RawMessage, 1024), raw: make(chan string, 1024), seat: engine.NoSeat}
	go func() {
		defer close(w.msgs)
		for {
			_, data, err := c.Read(context.Background())
			if err != nil {
				w.err = err
				return
			}
			var m map[string]json.RawMessage
			if json.Unmarshal(data, &m) == nil {
				select {
				case w.raw <- string(data):
				default:
				}
				w.msgs <- m
			}
		}
	}()
	if hello == nil {
		hello = map[string]any{}
	}
	hello["t"] = "hello"
	hello["v"] = 1
	if _, ok := hello["render"]; !ok {
		hello["render"] = "json"
	}
	w.send(hello)
	return w, nil
}

func (w *wsClient) send(v any) {
	b, _ := json.Marshal(v)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	w.c.Write(ctx, websocket.MessageText, b)
}

// next returns the next message of type t, skipping others (views are
// remembered in last). It fails the test after the timeout.
func (w *wsClient) next(t string) map[string]json.RawMessage {
	w.t.Helper()
	m, ok := w.tryNext(t, 10*time.Second)
	if !ok {
		w.t.Fatalf("no %q message", t)
	}
	return m
}

func (w *wsClient) tryNext(t string, d time.Duration) (map[string]json.RawMessage, bool) {
	timer := time.NewTimer(d)
	defer timer.Stop()
	for {
		select {
		case m, ok := <-w.msgs:
			if !ok {
				return nil, false
			}
			var typ string
			json.Unmarshal(m["t"], &typ)
			if typ == "welcome" {
				var you *struct {
					Seat engine.Seat `json:"seat"`
				}
				json.Unmarshal(m["you"], &you)
				if you != nil {
					w.seat = you.Seat
				}
			}
			if typ == "view" {
				var v viewOut
				b, _ := json.Marshal(m)
				json.Unmarshal(b, &v)
				w.last = &v
			}
			if typ == t || t == "" {
				return m, true
			}
		case <-timer.C:
			return nil, false
		}
	}
}

func (w *wsClient) close() { w.c.Close(websocket.StatusNormalClosure, "") }

// str decodes a string field.
func str(m map[string]json.RawMessage, k string) string {
	var s string
	json.Unmarshal(m[k], &s)
	return s
}

func num(m map[string]json.RawMessage, k string) int {
	var n int
	json.Unmarshal(m[k], &n)
	return n
}

// randomAnswer picks an answer to the client's decision with a Random bot.
func randomAnswer(r *bot.Random, w *wsClient, id string) map[string]any {
	d := w.last.Decision
	ed := engine.Decision{ID: d.ID, Kind: engine.Select, Min: d.Min, Max: d.Max}
	if d.Kind == "number" {
		ed.Kind = engine.Number
	} else {
		ed.Options = make([]engine.Option, d.Count)
	}
	c := r.Choose(ed)
	m := map[string]any{"t": "choice", "id": id, "decision": d.ID}
	if d.Kind == "number" {
		m["number"] = c.Number
	} else {
		m["option"] = c.Option
	}
	return m
}
