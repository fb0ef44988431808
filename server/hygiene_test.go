package server

import (
	"context"
	"io"
	"net"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// Deployment hygiene (server-security.md V12, V13): links never come
// from the Host header, the Origin's scheme counts, and /metrics is not on
// the public address.

// linksOn returns the invite and watch links on the creator's table page,
// requested with the Host header host.
func linksOn(t *testing.T, b *browser, id, host string) []string {
	t.Helper()
	req, _ := http.NewRequest("GET", b.x.url+"/g/"+id, nil)
	req.Host = host
	// The cookies by hand: a client's jar would look them up for req.Host.
	u, _ := url.Parse(b.x.url + "/g/" + id)
	for _, c := range b.jar.Cookies(u) {
		req.AddCookie(c)
	}
	resp, err := http.DefaultTransport.RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	links := regexp.MustCompile(`https?://[^"<\s]*/(?:i|w|g)/[A-Za-z0-9_-]+`).FindAllString(string(body), -1)
	if len(links) == 0 {
		t.Fatalf("no links on the table page (%d): %.300s", resp.StatusCode, body)
	}
	return links
}

func TestLinksNeverComeFromTheHostHeader(t *testing.T) {
	values := map[string]string{"spectators": "link"}
	t.Run("without a public URL, links start with the address served", func(t *testing.T) {
		x := startServing(t, Config{})
		b := x.browser()
		id := b.newGame(values)
		for _, l := range linksOn(t, b, id, "evil.example") {
			if !strings.HasPrefix(l, x.url+"/") {
				t.Errorf("link %s, want it on %s", l, x.url)
			}
		}
	})
	t.Run("with a public URL, links start with it", func(t *testing.T) {
		x := startServing(t, Config{PublicURL: "http://datafort.example:8443/"})
		b := x.browser()
		id := b.newGame(values)
		for _, l := range linksOn(t, b, id, "evil.example") {
			if !strings.HasPrefix(l, "http://datafort.example:8443/") {
				t.Errorf("link %s, want it on the public URL", l)
			}
		}
	})
	t.Run("an https public URL makes cookies Secure", func(t *testing.T) {
		x := startServer(t, t.TempDir(), Config{PublicURL: "https://datafort.example"})
		form := url.Values{"side": {"corp"}, "opponent": {"friend"}, "deck": {"starter"}, "spectators": {"off"}, "delay": {"0"}}
		req, _ := http.NewRequest("POST", x.url+"/games", strings.NewReader(form.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.Header.Set("Origin", "https://"+strings.TrimPrefix(x.url, "http://"))
		resp, err := x.browser().c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusSeeOther {
			t.Fatalf("create: %s", resp.Status)
		}
		for _, c := range resp.Cookies() {
			if !c.Secure {
				t.Errorf("cookie %s is not Secure", c.Name)
			}
		}
	})
}

func TestOriginCheckComparesTheScheme(t *testing.T) {
	x := startServer(t, t.TempDir(), Config{})
	host := strings.TrimPrefix(x.url, "http://")
	id := x.browser().newGame(map[string]string{"spectators": "public"})
	post := func(origin string) int {
		form := url.Values{"side": {"corp"}, "opponent": {"friend"}, "deck": {"starter"}, "spectators": {"off"}, "delay": {"0"}}
		req, _ := http.NewRequest("POST", x.url+"/games", strings.NewReader(form.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.Header.Set("Origin", origin)
		resp, err := x.browser().c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	ws := func(origin string) int {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		c, resp, err := websocket.Dial(ctx, "ws://"+host+"/g/"+id+"/ws", &websocket.DialOptions{HTTPHeader: http.Header{"Origin": {origin}}})
		if err == nil {
			c.CloseNow()
			return http.StatusSwitchingProtocols
		}
		if resp == nil {
			t.Fatal(err)
		}
		return resp.StatusCode
	}
	for _, tc := range []struct {
		name, origin string
		post, ws     int
	}{
		{"the server's own origin is accepted", "http://" + host, http.StatusSeeOther, http.StatusSwitchingProtocols},
		{"the same host over https is refused", "https://" + host, http.StatusForbidden, http.StatusForbidden},
		{"another host is refused", "http://evil.example", http.StatusForbidden, http.StatusForbidden},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := post(tc.origin); got != tc.post {
				t.Errorf("POST /games with Origin %s: %d, want %d", tc.origin, got, tc.post)
			}
			if got := ws(tc.origin); got != tc.ws {
				t.Errorf("WebSocket with Origin %s: %d, want %d", tc.origin, got, tc.ws)
			}
		})
	}
}

func TestMetricsAreNotOnThePublicAddress(t *testing.T) {
	x := startServing(t, Config{})
	if status, _ := x.browser().get("/metrics"); status != http.StatusNotFound {
		t.Errorf("GET /metrics on the public address: %d, want 404", status)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- x.s.ServeMetrics(ctx, ln) }()
	defer func() {
		cancel()
		if err := <-done; err != nil {
			t.Error(err)
		}
	}()
	resp, err := http.Get("http://" + ln.Addr().String() + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), "datafort_live_games") {
		t.Errorf("GET /metrics on the metrics address: %d, %d bytes without datafort_live_games", resp.StatusCode, len(body))
	}
}
