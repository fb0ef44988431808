package server

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// This file bounds what one client, or all of them together, can make the
// server hold: connection timeouts, caps on open connections per address
// and in all, and the game-creation rate from all addresses.

// httpServer is the http.Server of Serve, with the limits' timeouts.
// WebSockets are not bound by the read and write timeouts: a hijacked
// connection has its deadlines cleared, and the WebSocket's own pings
// close a connection that stops answering.
func (s *Server) httpServer(ctx context.Context) *http.Server {
	return &http.Server{
		Handler:           s.Handler(),
		ReadHeaderTimeout: s.limits.ReadHeaderTimeout,
		ReadTimeout:       s.limits.ReadTimeout,
		WriteTimeout:      s.limits.WriteTimeout,
		IdleTimeout:       s.limits.IdleTimeout,
		MaxHeaderBytes:    16 << 10,
		BaseContext:       func(net.Listener) context.Context { return context.WithoutCancel(ctx) },
	}
}

// addrKey is the key under which the limits count a client address: the
// address itself for IPv4, its /64 network for IPv6 (one subscriber
// commonly holds a whole /64).
func addrKey(host string) string {
	a, err := netip.ParseAddr(host)
	if err != nil {
		return host
	}
	a = a.Unmap()
	if a.Is4() {
		return a.String()
	}
	p, err := a.WithZone("").Prefix(64)
	if err != nil {
		return a.String()
	}
	return p.String()
}

// netAddrKey is addrKey of a connection's remote address.
func netAddrKey(a net.Addr) string {
	if t, ok := a.(*net.TCPAddr); ok {
		if ip, ok := netip.AddrFromSlice(t.IP); ok {
			return addrKey(ip.String())
		}
	}
	host, _, err := net.SplitHostPort(a.String())
	if err != nil {
		return a.String()
	}
	return addrKey(host)
}

// maxRefusing bounds the connections being refused at once; past it, a
// connection over a cap is closed without a word.
const maxRefusing = 64

// connCap is a net.Listener that holds at most perAddr connections from
// one address (addrKey) and total in all. A connection over a cap gets a
// plain HTTP refusal, 429 for its address's cap and 503 for the total,
// and is closed; the server never sees it.
type connCap struct {
	net.Listener
	perAddr, total int
	refused        func(kind string)     // counts a refusal ("address" or "total")
	peer           func(key string) bool // the address of another node, which relays many clients: no cap of its own (nodes.go)

	mu       sync.Mutex
	n        int
	by       map[string]int
	refusing chan struct{}
}

// capListener wraps ln in the limits' connection caps.
func (s *Server) capListener(ln net.Listener) net.Listener {
	return &connCap{Listener: ln, perAddr: s.limits.ConnsPerAddr, total: s.limits.ConnsTotal, by: map[string]int{},
		refusing: make(chan struct{}, maxRefusing), peer: s.isPeer,
		refused: func(kind string) {
			s.metrics.rateLimits.WithLabelValues("connections_" + kind).Inc()
		}}
}

// Accept returns the next connection within the caps, refusing the others.
func (l *connCap) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		key := netAddrKey(c.RemoteAddr())
		l.mu.Lock()
		kind := ""
		switch {
		case l.n >= l.total:
			kind = "total"
		case l.by[key] >= l.perAddr && (l.peer == nil || !l.peer(key)):
			kind = "address"
		default:
			l.n++
			l.by[key]++
		}
		l.mu.Unlock()
		if kind == "" {
			return &cappedConn{Conn: c, l: l, key: key}, nil
		}
		l.refused(kind)
		select {
		case l.refusing <- struct{}{}:
			go func() {
				defer func() { <-l.refusing }()
				refuseConn(c, kind, l.perAddr, l.total)
			}()
		default:
			c.Close()
		}
	}
}

// release forgets a closed connection.
func (l *connCap) release(key string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.n--
	if l.by[key]--; l.by[key] <= 0 {
		delete(l.by, key)
	}
}

// refuseConn answers a connection over a cap with an HTTP error and
// closes it, within three seconds.
func refuseConn(c net.Conn, kind string, perAddr, total int) {
	defer c.Close()
	status, text := "429 Too Many Requests", fmt.Sprintf("too many connections from your address (at most %d); close some and try again\n", perAddr)
	if kind == "total" {
		status, text = "503 Service Unavailable", fmt.Sprintf("the server is full (%d connections); try again later\n", total)
	}
	// Wait (a second at most) for the request's head first: a client
	// that gets an answer before it has sent its request takes it for a
	// broken connection (Go's "unsolicited response"), not a refusal.
	c.SetReadDeadline(time.Now().Add(time.Second))
	readHead(c, 16<<10)
	c.SetDeadline(time.Now().Add(2 * time.Second))
	fmt.Fprintf(c, "HTTP/1.1 %s\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: %d\r\nRetry-After: 10\r\nConnection: close\r\n\r\n%s", status, len(text), text)
	// Half-close and drain what the client sent, so that closing does
	// not reset the connection before the client reads the answer.
	if t, ok := c.(interface{ CloseWrite() error }); ok {
		t.CloseWrite()
	}
	io.Copy(io.Discard, io.LimitReader(c, 64<<10))
}

// readHead reads from c until the end of an HTTP request's head (a blank
// line), at most limit bytes, or an error (the deadline).
func readHead(c net.Conn, limit int) {
	buf := make([]byte, 0, 1024)
	tmp := make([]byte, 1024)
	for len(buf) < limit {
		n, err := c.Read(tmp)
		buf = append(buf, tmp[:n]...)
		if bytes.Contains(buf, []byte("\r\n\r\n")) || err != nil {
			return
		}
	}
}

// cappedConn is a connection counted by a connCap until it closes.
type cappedConn struct {
	net.Conn
	l    *connCap
	key  string
	once sync.Once
}

// Close closes the connection and releases its place under the caps.
func (c *cappedConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(func() { c.l.release(c.key) })
	return err
}

// allowCreate takes a game creation for ip from its address's limit and
// from the limit of all addresses together; kind names the limit that
// refused ("address" or "total").
func (s *Server) allowCreate(ip string) (ok bool, kind string) {
	s.createMu.Lock()
	defer s.createMu.Unlock()
	now := time.Now()
	per := s.limits.CreateTotalPerHour
	// Peek at the total first, so that a refusal by it costs the
	// address nothing.
	probe := *s.createAll
	if ok, _ := probe.take(now, per/3600, per/6+1); !ok {
		return false, "total"
	}
	if ok, _ := s.createRL.allow(ip); !ok {
		return false, "address"
	}
	s.createAll.take(now, per/3600, per/6+1)
	return true, ""
}

// deckCards counts the cards of a deck list up to limit, reading only the
// count that starts each line (deck.Parse's format: "3 Bug Zapper" or
// "3x Bug Zapper"); over reports that the list has more than limit cards,
// in which case n is the count so far (more than limit). A line that is
// not COUNT NAME counts nothing here: parsing the list reports it.
func deckCards(text string, limit int) (n int, over bool) {
	for line := range strings.Lines(text) {
		line = strings.TrimSpace(line)
		k := 0
		for k < len(line) && k < 4 && line[k] >= '0' && line[k] <= '9' {
			k++
		}
		c, err := strconv.Atoi(line[:k])
		if err != nil {
			continue
		}
		if n += c; n > limit {
			return n, true
		}
	}
	return n, false
}

// MetricsHandler serves the Prometheus metrics. It is not part of Handler:
// `datafort serve` serves it on its own address (--metrics-addr), or not
// at all.
func (s *Server) MetricsHandler() http.Handler {
	return promhttp.HandlerFor(s.reg, promhttp.HandlerOpts{})
}

// ServeMetrics serves MetricsHandler on ln until ctx ends.
func (s *Server) ServeMetrics(ctx context.Context, ln net.Listener) error {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", s.MetricsHandler())
	hs := &http.Server{Handler: mux, ReadHeaderTimeout: s.limits.ReadHeaderTimeout, ReadTimeout: s.limits.ReadTimeout,
		WriteTimeout: s.limits.WriteTimeout, IdleTimeout: s.limits.IdleTimeout, MaxHeaderBytes: 16 << 10}
	go func() {
		<-ctx.Done()
		hs.Close()
	}()
	if err := hs.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// publicBase is the scheme and host that links start with: Config.PublicURL,
// else "http://" and the address Serve listens on, else (a Handler served
// by other means) "http://localhost".
func (s *Server) publicBase() string {
	if s.cfg.PublicURL != "" {
		return strings.TrimSuffix(s.cfg.PublicURL, "/")
	}
	if a := s.listenAddr.Load(); a != nil {
		return "http://" + *a
	}
	return "http://localhost"
}

// secureCookies reports whether cookies are to be Secure: the request
// came over TLS, or the public URL is https (TLS ends at a proxy).
func (s *Server) secureCookies(r *http.Request) bool {
	return r.TLS != nil || strings.HasPrefix(s.publicBase(), "https://")
}

// originScheme is the scheme a same-origin request's Origin has.
func (s *Server) originScheme(r *http.Request) string {
	if r.TLS != nil {
		return "https"
	}
	if s.cfg.PublicURL != "" {
		if u, err := url.Parse(s.cfg.PublicURL); err == nil {
			return u.Scheme
		}
	}
	return "http"
}
