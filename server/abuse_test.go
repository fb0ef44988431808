package server

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// The attacks of the findings (server-security.md §3.1, §3.2) that had no
// test of their own on a served loopback server: hostile requests, each
// answered with a clear refusal, and an invite claimed by 20 clients at
// once. docs/abuse.md maps every attack of the findings to its test.

func TestAbuseRequestsGetAClearRefusal(t *testing.T) {
	x := startServing(t, Config{})
	deck := func(text string) string {
		return url.Values{"side": {"runner"}, "opponent": {"bot"}, "bot": {"random"}, "deck": {"paste"}, "decktext": {text}, "spectators": {"off"}, "delay": {"0"}}.Encode()
	}
	for i, tc := range []struct {
		name         string
		method, path string
		header       string // one more header line, or ""
		body         string
		status       int
		says         string // in the answer's body, when not ""
	}{
		{name: "a pasted deck of 5 MB is refused as a form that could not be read", method: "POST", path: "/games",
			body: deck(strings.Repeat("1 Dwarf\n", 5<<20/8)), status: http.StatusBadRequest, says: "could not be read"},
		{name: "a pasted deck of 16,385 bytes is refused naming the limit", method: "POST", path: "/games",
			body: deck(strings.Repeat("x", 16385)), status: http.StatusBadRequest, says: "at most 16384 bytes"},
		{name: "a name of 33 characters is refused naming the limit", method: "POST", path: "/games",
			body:   url.Values{"side": {"corp"}, "opponent": {"friend"}, "deck": {"starter"}, "spectators": {"off"}, "delay": {"0"}, "name": {strings.Repeat("n", 33)}}.Encode(),
			status: http.StatusBadRequest, says: "at most 32 characters"},
		{name: "a request header of 21 KB is refused with 431", method: "GET", path: "/healthz",
			header: "X-Big: " + strings.Repeat("h", 21<<10), status: http.StatusRequestHeaderFieldsTooLarge},
		{name: "PUT is not allowed", method: "PUT", path: "/games", status: http.StatusMethodNotAllowed},
		{name: "DELETE is not allowed", method: "DELETE", path: "/games", status: http.StatusMethodNotAllowed},
		{name: "TRACE is not allowed", method: "TRACE", path: "/", status: http.StatusMethodNotAllowed},
		{name: "an encoded ../ under /static serves nothing from disk", method: "GET", path: "/static/..%2f..%2fgo.mod", status: http.StatusNotFound},
		{name: "an encoded .. under /static serves nothing from disk", method: "GET", path: "/static/%2e%2e/go.mod", status: http.StatusNotFound},
		{name: "an encoded ../ as a watch token is no token", method: "GET", path: "/w/..%2f..%2f/record.json", status: http.StatusNotFound},
		{name: "an encoded ../ as an invite is no invite", method: "GET", path: "/i/..%2fadmin", status: http.StatusNotFound},
		{name: "a ../ route is cleaned into a redirect, not served", method: "GET", path: "/g/../../etc/passwd", status: http.StatusTemporaryRedirect},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// Each request from an address of its own, so that the
			// creation limit refuses none of them.
			c := dialFrom(t, x, fmt.Sprintf("127.0.8.%d", i+1))
			req := fmt.Sprintf("%s %s HTTP/1.1\r\nHost: %s\r\nOrigin: %s\r\nConnection: close\r\n", tc.method, tc.path, strings.TrimPrefix(x.url, "http://"), x.url)
			if tc.header != "" {
				req += tc.header + "\r\n"
			}
			if tc.body != "" {
				req += fmt.Sprintf("Content-Type: application/x-www-form-urlencoded\r\nContent-Length: %d\r\n", len(tc.body))
			}
			go io.WriteString(c, req+"\r\n"+tc.body) // the server may answer before reading it all
			c.SetReadDeadline(time.Now().Add(10 * time.Second))
			resp, err := http.ReadResponse(bufio.NewReader(c), nil)
			if err != nil {
				t.Fatalf("no answer: %v", err)
			}
			b, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != tc.status || !strings.Contains(string(b), tc.says) {
				t.Errorf("%d %.200q, want %d saying %q", resp.StatusCode, b, tc.status, tc.says)
			}
			if strings.Contains(string(b), "module github.com/datafort") || strings.Contains(string(b), "root:") {
				t.Error("a file was served from disk")
			}
		})
	}
	if !healthy(t, x, "127.0.0.2") {
		t.Error("a fresh client is not served after the hostile requests")
	}
}

func TestAbuseInviteClaimedByTwentyAtOnce(t *testing.T) {
	x := startServing(t, Config{})
	a := x.browser()
	id := a.newGame(map[string]string{"spectators": "off"})
	inv := a.invite(id)
	const n = 20
	var mu sync.Mutex
	got := map[int]int{}
	var winner *browser
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range n {
		wg.Go(func() {
			b := browserFrom(x, fmt.Sprintf("127.0.9.%d", i+1))
			<-start
			status, _, _ := b.post("/i/"+inv, url.Values{"name": {fmt.Sprint("racer", i)}})
			mu.Lock()
			defer mu.Unlock()
			got[status]++
			if status == http.StatusSeeOther {
				winner = b
			}
		})
	}
	close(start)
	wg.Wait()
	if got[http.StatusSeeOther] != 1 || got[http.StatusGone] != n-1 {
		t.Fatalf("%d claims at once: %v, want one 303 and %d × 410", n, got, n-1)
	}
	t.Run("the winner holds the seat and the invite is spent", func(t *testing.T) {
		w := winner.dial("/g/"+id+"/ws", nil)
		w.next("welcome")
		if w.seat < 0 {
			t.Error("the winner is not seated")
		}
		w.close()
		if status, _, _ := browserFrom(x, "127.0.9.99").post("/i/"+inv, url.Values{"name": {"late"}}); status != http.StatusGone {
			t.Errorf("a claim after the race: %d, want 410", status)
		}
		if status, _ := browserFrom(x, "127.0.9.98").get("/i/" + inv); status != http.StatusNotFound {
			t.Errorf("the spent invite's page: %d, want 404", status)
		}
	})
}

// TestAbuseHTMLInjectionIsShownAsText is §3.3 of the findings on the
// server's side: names, chat lines, a pasted deck and routes carrying HTML
// and script come back escaped in every page the server renders (the
// findings checked the same payloads in Chromium; the browser tests need
// Chromium, this one does not).
func TestAbuseHTMLInjectionIsShownAsText(t *testing.T) {
	x := startServing(t, Config{})
	payloads := []string{
		`<svg id=X1 onload=alert(1)>`,
		`"><svg id=X2 onload=alert(2)>`,
		`<img src=x id=X3 onerror=alert(3)>`,
		`</li><script id=X4>alert(4)</script>`,
		`</textarea><svg id=X5 onload=alert(5)>`,
	}
	raw := func(t *testing.T, page string) {
		t.Helper()
		for _, p := range []string{"<svg id=X", "<img src=x", "<script id=X4", "</textarea><svg"} {
			if strings.Contains(page, p) {
				t.Errorf("the page holds %q unescaped", p)
			}
		}
	}
	a := x.browser()
	id := a.newGame(map[string]string{"name": payloads[0], "spectators": "public"})
	b := x.browser()
	if st, _, body := b.post("/i/"+a.invite(id), url.Values{"name": {payloads[1]}}); st != http.StatusSeeOther {
		t.Fatalf("claim: %d %s", st, errorsOf(body))
	}
	ca := a.dial("/g/"+id+"/ws", nil)
	ca.next("view")
	for i, p := range payloads[2:4] {
		if got := chatAnswer(t, ca, fmt.Sprint("x", i), p); got != "ack" {
			t.Fatalf("chat %q: %s", p, got)
		}
	}
	ca.close()
	t.Run("the table page shows the names and the chat as text", func(t *testing.T) {
		status, page := a.get("/g/" + id)
		if status != http.StatusOK {
			t.Fatalf("table page: %d", status)
		}
		raw(t, page)
		if !strings.Contains(page, "&lt;svg id=X1") || !strings.Contains(page, "&lt;img src=x id=X3") {
			t.Error("the name or the chat line is missing from the page, escaped")
		}
	})
	t.Run("the spectators' page shows them as text", func(t *testing.T) {
		_, page := x.browser().get("/g/" + id)
		raw(t, page)
	})
	t.Run("the deck-error page gives the pasted deck back as text", func(t *testing.T) {
		form := url.Values{"side": {"runner"}, "opponent": {"bot"}, "deck": {"paste"}, "spectators": {"off"}, "delay": {"0"},
			"decktext": {"1 " + payloads[4] + "\n# " + payloads[2] + "\n"}}
		status, _, page := browserFrom(x, "127.0.0.3").post("/games", form)
		if status != http.StatusBadRequest {
			t.Fatalf("%d, want 400 for an unknown card", status)
		}
		raw(t, page)
		if !strings.Contains(page, "&lt;/textarea&gt;&lt;svg id=X5") {
			t.Error("the pasted deck is not given back, escaped")
		}
	})
	for _, path := range []string{"/i/%3Cscript%3Ealert(1)%3C%2Fscript%3E", "/g/%3Csvg%20id=X1%20onload=alert(1)%3E", "/w/%22%3E%3Csvg%20id=X2%20onload=alert(2)%3E",
		"/g/" + id + "/replay?step=%3Csvg%3E&as=%22%3E%3Csvg%20id=X1%20onload=alert(1)%3E"} {
		t.Run("the route "+path+" is answered without its markup", func(t *testing.T) {
			_, page := a.get(path)
			raw(t, page)
		})
	}
}

// TestAbuseDrainTellsClientsToReconnect is the SIGINT drain of the
// findings (§3.5): when Serve's context ends (what `datafort serve` does
// on SIGINT or SIGTERM), every socket is told bye{restart, reconnect} and
// closed with 1012, and Serve returns promptly without an error.
func TestAbuseDrainTellsClientsToReconnect(t *testing.T) {
	s, err := New(Config{DataDir: t.TempDir(), Sync: "normal", Dev: true, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error, 1)
	go func() { done <- s.Serve(ctx, ln) }()
	x := &testServer{t: t, s: s, url: "http://" + ln.Addr().String()}
	id, _, _, ca, cb := friendGame(t, x, map[string]string{"seed": "4", "spectators": "public"})
	sp := x.browser().dial("/g/"+id+"/ws", map[string]any{"as": "spectator"})
	sp.next("view")
	begin := time.Now()
	cancel()
	for _, w := range []*wsClient{ca, cb, sp} {
		m, ok := w.tryNext("bye", 5*time.Second)
		if !ok || str(m, "reason") != "restart" || string(m["reconnect"]) != "true" {
			t.Errorf("a socket got %v, want bye{restart, reconnect: true}", m)
		}
		for range w.msgs {
		}
		if got := websocket.CloseStatus(w.err); got != websocket.StatusServiceRestart {
			t.Errorf("a socket closed with %v, want 1012 (service restart)", got)
		}
	}
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("Serve: %v", err)
		}
		t.Logf("drained in %v", time.Since(begin).Round(time.Millisecond))
	case <-time.After(10 * time.Second):
		t.Fatal("Serve did not return 10 s after its context ended")
	}
}

// TestAbuseAccessControlAndHeaders is the rest of §3.1 of the findings:
// records and replays mid-game, an `off` game's record asked by a stranger,
// the security headers, the cookies' flags, and tokens in the log and the
// metrics.
func TestAbuseAccessControlAndHeaders(t *testing.T) {
	var logs logBuffer
	x := startServing(t, Config{Logger: logs.logger()})
	id, a, b, ca, cb := friendGame(t, x, map[string]string{"seed": "6", "spectators": "off"})
	ca.close()
	cb.close()
	t.Run("a seat asking for the record mid-game gets 403", func(t *testing.T) {
		if st, _ := a.get("/g/" + id + "/record.json"); st != http.StatusForbidden {
			t.Errorf("%d, want 403", st)
		}
	})
	t.Run("a seat asking for the replay mid-game gets 403", func(t *testing.T) {
		if st, _ := a.get("/g/" + id + "/replay"); st != http.StatusForbidden {
			t.Errorf("%d, want 403", st)
		}
	})
	t.Run("a stranger asking for an off game's record, replay or page gets 404", func(t *testing.T) {
		for _, p := range []string{"/record.json", "/replay", ""} {
			if st, _ := x.browser().get("/g/" + id + p); st != http.StatusNotFound {
				t.Errorf("/g/ID%s: %d, want 404", p, st)
			}
		}
	})
	t.Run("pages carry the security headers", func(t *testing.T) {
		for _, p := range []string{"/", "/g/" + id, "/g/nosuchgame"} {
			resp, err := a.c.Get(x.url + p)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			h := resp.Header
			csp := h.Get("Content-Security-Policy")
			if !strings.Contains(csp, "default-src 'self'") || !strings.Contains(csp, "script-src 'self'") || strings.Contains(csp, "unsafe-inline") ||
				!strings.Contains(csp, "frame-ancestors 'none'") || h.Get("X-Frame-Options") != "DENY" ||
				h.Get("X-Content-Type-Options") != "nosniff" || h.Get("Referrer-Policy") != "no-referrer" {
				t.Errorf("%s: headers %v", p, h)
			}
		}
	})
	tokens := map[string]string{"seat A": a.cookie("/g/"+id, seatCookie(id)), "seat B": b.cookie("/g/"+id, seatCookie(id))}
	t.Run("seat, invite and watch cookies are HttpOnly, SameSite=Lax and scoped to their game", func(t *testing.T) {
		req, _ := http.NewRequest("POST", x.url+"/games", strings.NewReader(url.Values{"side": {"corp"}, "opponent": {"friend"}, "deck": {"starter"}, "spectators": {"link"}, "delay": {"0"}}.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.Header.Set("Origin", x.url)
		resp, err := browserFrom(x, "127.0.0.5").c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		gid := strings.TrimPrefix(resp.Header.Get("Location"), "/g/")
		seen := 0
		for _, c := range resp.Cookies() {
			if c.Name == gamesCookie {
				continue
			}
			seen++
			tokens[c.Name] = c.Value
			if !c.HttpOnly || c.SameSite != http.SameSiteLaxMode || c.Path != "/g/"+gid || len(c.Value) < 43 {
				t.Errorf("cookie %s: HttpOnly %v, SameSite %v, Path %q, %d characters; want HttpOnly, Lax, /g/%s and 32 bytes of token", c.Name, c.HttpOnly, c.SameSite, c.Path, len(c.Value), gid)
			}
		}
		if seen != 3 {
			t.Errorf("%d seat, invite and watch cookies, want 3", seen)
		}
	})
	t.Run("no token reaches the log or the metrics", func(t *testing.T) {
		ms := httptest.NewServer(x.s.MetricsHandler())
		defer ms.Close()
		resp, err := http.Get(ms.URL)
		if err != nil {
			t.Fatal(err)
		}
		metrics, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if len(tokens) != 5 {
			t.Fatalf("%d tokens, want 2 seats of the friend game and the seat, invite and watch tokens of the link game", len(tokens))
		}
		for name, tok := range tokens {
			if tok == "" {
				t.Fatalf("no %s token", name)
			}
			if strings.Contains(logs.String(), tok) || strings.Contains(string(metrics), tok) {
				t.Errorf("the %s token is in the log or the metrics", name)
			}
		}
	})
}

// TestAbuseRefusedClientReadsTheRefusal: an ordinary HTTP client turned
// away by the total connection cap reads the 503 and its reason, rather
// than a broken connection (the refusal waits for the request before it
// answers).
func TestAbuseRefusedClientReadsTheRefusal(t *testing.T) {
	const total = 2
	x := startServing(t, Config{Limits: Limits{ConnsTotal: total, IdleTimeout: time.Minute}})
	for i := range total {
		holdConns(t, x, fmt.Sprintf("127.0.10.%d", i+1), 1)
	}
	// A client slow to send its request after connecting (a slow link):
	// the dial returns 50 ms after the connection is made.
	slowClient := func(from string) *http.Client {
		d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}, Timeout: 5 * time.Second}
		dial := func(ctx context.Context, network, addr string) (net.Conn, error) {
			c, err := d.DialContext(ctx, network, addr)
			time.Sleep(50 * time.Millisecond)
			return c, err
		}
		return &http.Client{Transport: &http.Transport{DialContext: dial, DisableKeepAlives: true}, Timeout: 10 * time.Second}
	}
	got := map[string]int{}
	for i := range 20 {
		resp, err := slowClient(fmt.Sprintf("127.0.11.%d", i+1)).Get(x.url + "/healthz")
		if err != nil {
			got["error: "+err.Error()]++
			continue
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		got[fmt.Sprint(resp.StatusCode, " ", strings.TrimSpace(string(b)))]++
	}
	if want := fmt.Sprintf("503 the server is full (%d connections); try again later", total); got[want] != 20 {
		t.Errorf("20 clients over the cap got %v, want 20 × %q", got, want)
	}
}
