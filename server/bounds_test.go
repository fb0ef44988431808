package server

import (
	"bufio"
	"context"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// The abuse tests of the findings (server-security.md V1–V5, V12): each
// attacks a server listening on 127.0.0.1 through Serve (so with its
// timeouts and connection caps), with bounded counts and times, and checks
// the refusal and that a fresh client is still served.

// startServing runs s.Serve on a fresh loopback listener until the test
// ends and returns the server as a testServer (for browser and dial).
func startServing(t *testing.T, cfg Config) *testServer {
	t.Helper()
	cfg.DataDir = t.TempDir()
	cfg.Sync = "normal"
	cfg.Dev = true
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.Serve(ctx, ln) }()
	t.Cleanup(func() {
		cancel()
		<-done
		s.Close()
	})
	return &testServer{t: t, s: s, url: "http://" + ln.Addr().String()}
}

// dialFrom opens a TCP connection to x from the loopback address from
// (any of 127.0.0.0/8 stands for a separate client).
func dialFrom(t *testing.T, x *testServer, from string) net.Conn {
	t.Helper()
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}, Timeout: 5 * time.Second}
	c, err := d.Dial("tcp", strings.TrimPrefix(x.url, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// browserFrom is a browser whose connections come from the address from.
func browserFrom(x *testServer, from string) *browser {
	jar, _ := cookiejar.New(nil)
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}, Timeout: 5 * time.Second}
	tr := &http.Transport{DialContext: d.DialContext, DisableKeepAlives: true}
	return &browser{x: x, jar: jar, c: &http.Client{Jar: jar, Transport: tr, Timeout: 10 * time.Second,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
}

// healthy reports whether a fresh client from the address from gets
// /healthz.
func healthy(t *testing.T, x *testServer, from string) bool {
	t.Helper()
	resp, err := browserFrom(x, from).c.Get(x.url + "/healthz")
	if err != nil {
		t.Logf("healthz from %s: %v", from, err)
		return false
	}
	resp.Body.Close()
	return resp.StatusCode == http.StatusOK
}

// closedWithin reports whether the server closes c within d (reading
// and discarding whatever it sends first).
func closedWithin(c net.Conn, d time.Duration) bool {
	c.SetReadDeadline(time.Now().Add(d))
	_, err := io.Copy(io.Discard, c)
	var ne net.Error
	return !(errors.As(err, &ne) && ne.Timeout())
}

func TestTimeoutsCloseIdleAndSlowConnections(t *testing.T) {
	t.Run("an idle keep-alive connection is closed after the idle timeout", func(t *testing.T) {
		x := startServing(t, Config{Limits: Limits{IdleTimeout: 300 * time.Millisecond}})
		c := dialFrom(t, x, "127.0.0.1")
		io.WriteString(c, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
		resp, err := http.ReadResponse(bufio.NewReader(c), nil)
		if err != nil || resp.StatusCode != http.StatusOK {
			t.Fatalf("healthz: %v %v", resp, err)
		}
		if !closedWithin(c, 3*time.Second) {
			t.Error("the idle connection is still open after 3 s (idle timeout 300 ms)")
		}
	})
	x := startServing(t, Config{Limits: Limits{ReadTimeout: 500 * time.Millisecond}})
	t.Run("a slow body is cut off after the read timeout", func(t *testing.T) {
		c := dialFrom(t, x, "127.0.0.1")
		io.WriteString(c, "POST /games HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 60000\r\n\r\na")
		start := time.Now()
		stop := time.After(3 * time.Second)
		closed := false
		for !closed {
			select {
			case <-stop:
				t.Fatal("the slow body's connection is still open after 3 s (read timeout 500 ms)")
			default:
			}
			io.WriteString(c, "a") // one byte every 200 ms
			closed = closedWithin(c, 200*time.Millisecond)
		}
		t.Logf("closed after %v", time.Since(start).Round(time.Millisecond))
	})
	t.Run("partial headers are cut off after the header timeout", func(t *testing.T) {
		x := startServing(t, Config{Limits: Limits{ReadHeaderTimeout: 400 * time.Millisecond}})
		c := dialFrom(t, x, "127.0.0.1")
		io.WriteString(c, "GET /healthz HTTP/1.1\r\nHost: x\r\n")
		if !closedWithin(c, 3*time.Second) {
			t.Error("the connection with partial headers is still open after 3 s (header timeout 400 ms)")
		}
	})
	if !healthy(t, x, "127.0.0.1") {
		t.Error("a fresh client is not served")
	}
}

// holdConns opens n connections from the address from, each having
// completed one request, so that the server has surely accepted them.
func holdConns(t *testing.T, x *testServer, from string, n int) []net.Conn {
	t.Helper()
	var cs []net.Conn
	for range n {
		c := dialFrom(t, x, from)
		io.WriteString(c, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
		c.SetReadDeadline(time.Now().Add(5 * time.Second))
		resp, err := http.ReadResponse(bufio.NewReader(c), nil)
		if err != nil {
			t.Fatalf("connection %d from %s: %v", len(cs)+1, from, err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("connection %d from %s: %s", len(cs)+1, from, resp.Status)
		}
		cs = append(cs, c)
	}
	return cs
}

// refusal reads the answer to one more connection from the address from.
func refusal(t *testing.T, x *testServer, from string) (int, string) {
	t.Helper()
	c := dialFrom(t, x, from)
	io.WriteString(c, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
	c.SetReadDeadline(time.Now().Add(5 * time.Second))
	resp, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		t.Fatalf("no answer to the connection over the cap: %v", err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

func TestConnectionCaps(t *testing.T) {
	t.Run("one address over its cap gets 429 and another address is still served", func(t *testing.T) {
		const perAddr = 6
		x := startServing(t, Config{Limits: Limits{ConnsPerAddr: perAddr, IdleTimeout: time.Minute}})
		cs := holdConns(t, x, "127.0.0.2", perAddr)
		status, body := refusal(t, x, "127.0.0.2")
		if status != http.StatusTooManyRequests || !strings.Contains(body, "at most 6") {
			t.Errorf("connection %d from one address: %d %q, want 429 naming the cap", perAddr+1, status, body)
		}
		if !healthy(t, x, "127.0.0.3") {
			t.Error("another address is not served")
		}
		cs[0].Close()
		time.Sleep(100 * time.Millisecond)
		if !healthy(t, x, "127.0.0.2") {
			t.Error("after closing one connection, the address is still refused")
		}
	})
	t.Run("connections over the total cap get 503 and a place freed is served", func(t *testing.T) {
		const total = 5
		x := startServing(t, Config{Limits: Limits{ConnsTotal: total, IdleTimeout: time.Minute}})
		var cs []net.Conn
		for i := range total {
			cs = append(cs, holdConns(t, x, "127.0.1."+itoa(i+1), 1)...)
		}
		status, body := refusal(t, x, "127.0.2.1")
		if status != http.StatusServiceUnavailable || !strings.Contains(body, "5 connections") {
			t.Errorf("connection %d in all: %d %q, want 503 naming the cap", total+1, status, body)
		}
		cs[0].Close()
		time.Sleep(100 * time.Millisecond)
		if !healthy(t, x, "127.0.2.1") {
			t.Error("after one connection closed, a fresh client is still refused")
		}
	})
}

func TestWebSocketHandshakesPerAddress(t *testing.T) {
	// 6 a minute: a burst of 4, then one every 10 s.
	x := startServing(t, Config{Limits: Limits{HandshakePerMin: 6}})
	b := x.browser()
	id := b.newGame(nil)
	ok, refused := 0, 0
	for range 8 {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		c, resp, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(x.url, "http")+"/g/"+id+"/ws", &websocket.DialOptions{HTTPHeader: http.Header{"Origin": {x.url}}})
		cancel()
		switch {
		case err == nil:
			ok++
			c.CloseNow()
		case resp != nil && resp.StatusCode == http.StatusTooManyRequests && resp.Header.Get("Retry-After") != "":
			refused++
		default:
			t.Fatalf("handshake: %v", err)
		}
	}
	if ok != 4 || refused != 4 {
		t.Errorf("8 handshakes at once: %d accepted, %d refused with 429; want 4 and 4", ok, refused)
	}
	if !healthy(t, x, "127.0.0.1") {
		t.Error("the address's plain requests are refused too")
	}
}

func TestAddrKey(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"127.0.0.1", "127.0.0.1"},
		{"::ffff:10.1.2.3", "10.1.2.3"},
		{"2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"},
		{"2001:db8:1:2:ffff::1", "2001:db8:1:2::/64"},
		{"fe80::1%eth0", "fe80::/64"},
		{"not an address", "not an address"},
	} {
		t.Run(tc.in+" counts as "+tc.want, func(t *testing.T) {
			if got := addrKey(tc.in); got != tc.want {
				t.Errorf("addrKey(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
	if addrKey("2001:db8:1:2::1") == addrKey("2001:db8:1:3::1") {
		t.Error("two /64 networks count as one")
	}
}

func TestGameCreationLimits(t *testing.T) {
	t.Run("an address over its hourly games gets 429 and another address may still create", func(t *testing.T) {
		// 12 an hour: a burst of 3.
		x := startServing(t, Config{Limits: Limits{CreatePerHour: 12}})
		form := url.Values{"side": {"corp"}, "opponent": {"friend"}, "deck": {"starter"}, "spectators": {"off"}, "delay": {"0"}}
		a := browserFrom(x, "127.0.0.2")
		for i := range 3 {
			if status, _, body := a.post("/games", form); status != http.StatusSeeOther {
				t.Fatalf("game %d: %d %s", i+1, status, errorsOf(body))
			}
		}
		status, _, body := a.post("/games", form)
		if status != http.StatusTooManyRequests || !strings.Contains(body, "at most 12 an hour") {
			t.Errorf("game 4 from one address: %d %q, want 429 naming the limit", status, errorsOf(body))
		}
		if status, _, body := browserFrom(x, "127.0.0.3").post("/games", form); status != http.StatusSeeOther {
			t.Errorf("another address: %d %s", status, errorsOf(body))
		}
	})
	t.Run("games from all addresses over the total get 503", func(t *testing.T) {
		// 12 an hour in all: a burst of 3, from 3 addresses.
		x := startServing(t, Config{Limits: Limits{CreateTotalPerHour: 12}})
		form := url.Values{"side": {"corp"}, "opponent": {"friend"}, "deck": {"starter"}, "spectators": {"off"}, "delay": {"0"}}
		for i := range 3 {
			if status, _, body := browserFrom(x, "127.0.3."+itoa(i+1)).post("/games", form); status != http.StatusSeeOther {
				t.Fatalf("game %d: %d %s", i+1, status, errorsOf(body))
			}
		}
		status, _, body := browserFrom(x, "127.0.3.9").post("/games", form)
		if status != http.StatusServiceUnavailable || !strings.Contains(body, "at most 12 an hour") {
			t.Errorf("game 4 in all, from a fresh address: %d %q, want 503 naming the limit", status, body)
		}
	})
}

func TestPastedDeckCardCap(t *testing.T) {
	x := startServing(t, Config{Limits: Limits{DeckCards: 300}})
	b := x.browser()
	post := func(deck string) (int, string) {
		form := url.Values{"side": {"runner"}, "opponent": {"bot"}, "bot": {"random"}, "deck": {"paste"}, "decktext": {deck}, "spectators": {"off"}, "delay": {"0"}}
		status, _, body := b.post("/games", form)
		return status, errorsOf(body)
	}
	t.Run("a deck of 16 KB of 200 Dwarf lines is refused naming the cap", func(t *testing.T) {
		status, errs := post(strings.Repeat("200 Dwarf\n", 1638))
		if status != http.StatusBadRequest || !strings.Contains(errs, "at most 300 cards") {
			t.Errorf("%d %q, want 400 naming the cap of 300", status, errs)
		}
	})
	t.Run("a deck of 301 cards is refused", func(t *testing.T) {
		status, errs := post("200 Dwarf\n100x Dwarf\n1 Dwarf\n")
		if status != http.StatusBadRequest || !strings.Contains(errs, "at most 300 cards") {
			t.Errorf("%d %q, want 400 naming the cap of 300", status, errs)
		}
	})
	t.Run("a deck of 300 cards passes the cap", func(t *testing.T) {
		status, errs := post("200 Dwarf\n100x Dwarf\n")
		if status == http.StatusBadRequest && strings.Contains(errs, "cards on this server") {
			t.Errorf("refused by the cap: %q", errs)
		}
	})
}

// TestAbuseIdleConnectionsAtDefaults is finding V1 at the default caps:
// 520 idle keep-alive connections from one address (which took the
// server down when its descriptors ran out). Set DATAFORT_ABUSE=1 to run
// it (it holds about 650 descriptors for a few seconds).
func TestAbuseIdleConnectionsAtDefaults(t *testing.T) {
	if os.Getenv("DATAFORT_ABUSE") == "" {
		t.Skip("set DATAFORT_ABUSE=1 to open 520 connections")
	}
	const n = 520
	x := startServing(t, Config{Limits: Limits{IdleTimeout: 3 * time.Second}})
	per := DefaultLimits.ConnsPerAddr
	start := time.Now()
	var held []net.Conn
	ok, refused := 0, 0
	for range n {
		c := dialFrom(t, x, "127.0.0.1")
		io.WriteString(c, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
		c.SetReadDeadline(time.Now().Add(5 * time.Second))
		resp, err := http.ReadResponse(bufio.NewReader(c), nil)
		if err != nil {
			t.Fatalf("connection %d: no answer: %v", ok+refused+1, err)
		}
		resp.Body.Close()
		switch resp.StatusCode {
		case http.StatusOK:
			ok++
			held = append(held, c)
		case http.StatusTooManyRequests:
			refused++
			c.Close()
		default:
			t.Fatalf("connection %d: %s", ok+refused+1, resp.Status)
		}
	}
	t.Logf("%d connections in %v: %d served and held, %d refused with 429", n, time.Since(start).Round(time.Millisecond), ok, refused)
	if ok != per || refused != n-per {
		t.Errorf("%d served, %d refused; want %d and %d", ok, refused, per, n-per)
	}
	if !healthy(t, x, "127.0.0.2") {
		t.Error("another address is not served while one holds its cap")
	}
	deadline := time.Now().Add(10 * time.Second)
	for !healthy(t, x, "127.0.0.1") {
		if time.Now().After(deadline) {
			t.Fatal("the address is still refused 10 s after its connections went idle (idle timeout 3 s)")
		}
		time.Sleep(200 * time.Millisecond)
	}
	closed := 0
	for _, c := range held {
		if closedWithin(c, 100*time.Millisecond) {
			closed++
		}
	}
	t.Logf("after the idle timeout: %d of %d held connections closed by the server", closed, len(held))
	if closed != len(held) {
		t.Errorf("%d of %d idle connections still open after the idle timeout", len(held)-closed, len(held))
	}
}
