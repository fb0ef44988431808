package server

import (
	"io"
	"net"
	"sync"
	"testing"
	"time"
)

// dbProxy is a TCP proxy between a node and PostgreSQL (TestCluster), so
// that one node's link to the database can be cut: cut resets every
// connection through it and refuses new ones (accepted, then reset) for a
// while.
type dbProxy struct {
	ln     net.Listener
	target string

	mu       sync.Mutex
	conns    map[net.Conn]struct{}
	cutUntil time.Time
	resets   int
}

// startDBProxy listens on a loopback port and forwards to target until t
// ends.
func startDBProxy(t *testing.T, target string) *dbProxy {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &dbProxy{ln: ln, target: target, conns: map[net.Conn]struct{}{}}
	t.Cleanup(func() { ln.Close(); p.cut(0) })
	go p.serve()
	return p
}

// addr is the proxy's HOST:PORT.
func (p *dbProxy) addr() string { return p.ln.Addr().String() }

func (p *dbProxy) serve() {
	for {
		c, err := p.ln.Accept()
		if err != nil {
			return
		}
		p.mu.Lock()
		cut := time.Now().Before(p.cutUntil)
		p.mu.Unlock()
		if cut {
			reset(c)
			continue
		}
		go p.pipe(c)
	}
}

// pipe forwards c to the target and back until either side closes.
func (p *dbProxy) pipe(c net.Conn) {
	up, err := net.DialTimeout("tcp", p.target, 2*time.Second)
	if err != nil {
		reset(c)
		return
	}
	p.mu.Lock()
	p.conns[c], p.conns[up] = struct{}{}, struct{}{}
	p.mu.Unlock()
	done := make(chan struct{}, 2)
	go func() { io.Copy(up, c); done <- struct{}{} }()
	go func() { io.Copy(c, up); done <- struct{}{} }()
	<-done
	reset(c)
	reset(up)
	p.mu.Lock()
	delete(p.conns, c)
	delete(p.conns, up)
	p.mu.Unlock()
}

// cut resets every connection through the proxy and refuses new ones for
// d.
func (p *dbProxy) cut(d time.Duration) {
	p.mu.Lock()
	p.cutUntil = time.Now().Add(d)
	conns := make([]net.Conn, 0, len(p.conns))
	for c := range p.conns {
		conns = append(conns, c)
	}
	p.resets += len(conns) / 2
	p.mu.Unlock()
	for _, c := range conns {
		reset(c)
	}
}

// reset closes c with a TCP reset.
func reset(c net.Conn) {
	if tc, ok := c.(*net.TCPConn); ok {
		tc.SetLinger(0)
	}
	c.Close()
}
