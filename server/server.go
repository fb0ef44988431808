// Package server is `datafort serve`: games played in the browser, or by
// programs, over HTTP and WebSockets, stored in an embedded SQLite database
// (package store).
//
// Each game in play is held in memory by a live game (game.go) that owns
// its engine.Game. A choice is applied to it, hashed, appended to the
// store and committed before anyone is told: the sender gets "ack" and every
// connection of the game gets its own seat's new view (ws.go). Loading a game
// is replaying its record from the setup, checking the state hash after
// every choice; a game whose record does not replay is "diverged" and shown
// read-only, never resumed, and one made under another build (rules
// version, state encoding or card definitions) is shown read-only with the
// build it needs, its row untouched. Bot seats answer like people, and their choices
// are recorded the same way.
//
// Every connection receives only its seat's View, its seat's events and its
// own decision; a spectator gets the public view. The seed, the setup, state
// hashes and other seats' decisions never leave the server before the game
// ends.
package server

import (
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base32"
	"encoding/base64"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/datafort/datafort/server/store"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
)

// Config configures a Server.
type Config struct {
	// DataDir is the directory of the database; it is created if needed.
	DataDir string
	// Sync is SQLite's synchronous mode: "full" (default) or "normal".
	Sync string
	// DB, if set, is the postgres:// URL of a PostgreSQL database that
	// holds the games instead of SQLite in DataDir (see openStore).
	DB string
	// Origins are extra host patterns allowed to open WebSockets and POST
	// (the server's own host is always allowed).
	Origins []string
	// Logger receives the server's logs; nil means slog.Default().
	Logger *slog.Logger
	// Dev accepts a seed when creating a game (tests need determinism).
	Dev bool
	// Limits overrides the default rate limits; zero fields keep them.
	Limits Limits

	// noIntegrityCheck skips the database's integrity check at start (tests
	// that damage pages to see how a running server reports it).
	noIntegrityCheck bool

	// RecordKey is the file of the Ed25519 key that signs the records the
	// server serves (PEM PKCS #8); empty means record-key.pem in DataDir.
	// A missing file is created with a new key, so several nodes given one
	// file share one key.
	RecordKey string

	// PublicURL is the server's address as its users reach it,
	// "https://example.org" or "http://localhost:8080": invite and watch
	// links start with it, the Origin of forms and WebSockets must match
	// its scheme, and an https one makes cookies Secure. Empty means
	// "http://" and the address Serve listens on; the Host header is
	// never trusted for it.
	PublicURL string

	// LeaseTTL is a node's lease on PostgreSQL (nodes.go): the node renews
	// it every LeaseTTL/5, and the other nodes may claim its games once it
	// has lapsed. Zero means DefaultLeaseTTL. SQLite ignores it.
	LeaseTTL time.Duration
	// NodeAddr is the HOST:PORT at which the other nodes reach this one,
	// to relay it the WebSockets of the games it holds (nodes.go); empty,
	// they tell those clients to reconnect instead. SQLite ignores it.
	NodeAddr string
	// AutoPause is how long after a question is put to a player who has
	// the server answer their one-answer questions that any answer of
	// theirs is released, forced or chosen alike (autoanswer.go); zero
	// means DefaultAutoPause.
	AutoPause time.Duration

	// otherRules, set by tests only, is appended to the rules version of
	// every game this build makes, plays or advertises (Server.fingerprint):
	// a node of TestCluster so models a build of other rules.
	otherRules string
	// StepPause is how long a table page shows each line of a run before
	// the next (frames.go): the run steps in turn, the same for every
	// seat; zero means DefaultStepPause, a negative value shows a run at
	// once.
	StepPause time.Duration
}

// Limits are the server's bounds: rate limits, timeouts and caps. Zero
// fields keep their defaults (DefaultLimits); `datafort serve` sets each
// from a flag.
type Limits struct {
	MsgPerSec          float64 // WebSocket messages per connection per second
	MsgBurst           float64
	CreatePerHour      float64 // game creations per address per hour
	CreateTotalPerHour float64 // game creations per hour from all addresses together
	HandshakePerMin    float64 // WebSocket handshakes per address per minute
	ClaimPerMin        float64 // invite claims per address per minute

	ReadHeaderTimeout time.Duration // to read a request's headers
	ReadTimeout       time.Duration // to read a whole request, body included
	WriteTimeout      time.Duration // to write a response
	IdleTimeout       time.Duration // a keep-alive connection waiting for its next request

	ConnsPerAddr int // open TCP connections per address (IPv6: per /64)
	ConnsTotal   int // open TCP connections in all

	DeckCards int // cards in a pasted deck list (at least MinDeckCardsCap)

	SpectatorsPerGame   int     // spectators' sockets per game
	SocketsPerSeat      int     // a seat's sockets per game (tabs, programs); one more replaces the oldest
	ChatLen             int     // characters in a chat line
	ChatLinesPlayers    int     // players' chat lines stored per game
	ChatLinesSpectators int     // spectators' chat lines stored per game
	SpectatorChatPerMin float64 // spectators' chat lines per game per minute, all spectators together

	IdleUnload time.Duration // a game without connections or a bot at work is unloaded after this

	ReadyEvery time.Duration // at most one /readyz write in this time (ready.go)
}

// MinDeckCardsCap is the least the cap on cards in a pasted deck may be:
// the largest legal deck of any game the server may host (Neuroscape: a
// cyberdeck of up to 255 cards plus a sideboard of up to 10). ONR and NSG
// set no maximum.
const MinDeckCardsCap = 255 + 10

// DefaultLimits are the limits a server has unless told otherwise: those of
// the server specification (§6.10) where it sets one.
var DefaultLimits = Limits{
	MsgPerSec: 20, MsgBurst: 40, CreatePerHour: 20, CreateTotalPerHour: 600, HandshakePerMin: 60, ClaimPerMin: 30,
	ReadHeaderTimeout: 10 * time.Second, ReadTimeout: 30 * time.Second, WriteTimeout: 30 * time.Second, IdleTimeout: 30 * time.Second,
	ConnsPerAddr: 128, ConnsTotal: 4096,
	DeckCards:         300,
	SpectatorsPerGame: 50, SocketsPerSeat: 5, ChatLen: 500, ChatLinesPlayers: 2000, ChatLinesSpectators: 500, SpectatorChatPerMin: 20,
	IdleUnload: 10 * time.Minute,
	ReadyEvery: time.Second,
}

func (l Limits) withDefaults() Limits {
	d := DefaultLimits
	pick := func(dst *float64, v float64) {
		if v > 0 {
			*dst = v
		}
	}
	pickD := func(dst *time.Duration, v time.Duration) {
		if v > 0 {
			*dst = v
		}
	}
	pickN := func(dst *int, v int) {
		if v > 0 {
			*dst = v
		}
	}
	pick(&d.MsgPerSec, l.MsgPerSec)
	pick(&d.MsgBurst, l.MsgBurst)
	pick(&d.CreatePerHour, l.CreatePerHour)
	pick(&d.CreateTotalPerHour, l.CreateTotalPerHour)
	pick(&d.HandshakePerMin, l.HandshakePerMin)
	pick(&d.ClaimPerMin, l.ClaimPerMin)
	pickD(&d.ReadHeaderTimeout, l.ReadHeaderTimeout)
	pickD(&d.ReadTimeout, l.ReadTimeout)
	pickD(&d.WriteTimeout, l.WriteTimeout)
	pickD(&d.IdleTimeout, l.IdleTimeout)
	pickN(&d.ConnsPerAddr, l.ConnsPerAddr)
	pickN(&d.ConnsTotal, l.ConnsTotal)
	pickN(&d.DeckCards, l.DeckCards)
	pickN(&d.SpectatorsPerGame, l.SpectatorsPerGame)
	pickN(&d.SocketsPerSeat, l.SocketsPerSeat)
	pickN(&d.ChatLen, l.ChatLen)
	pickN(&d.ChatLinesPlayers, l.ChatLinesPlayers)
	pickN(&d.ChatLinesSpectators, l.ChatLinesSpectators)
	pick(&d.SpectatorChatPerMin, l.SpectatorChatPerMin)
	pickD(&d.IdleUnload, l.IdleUnload)
	pickD(&d.ReadyEvery, l.ReadyEvery)
	return d
}

// Size limits.
const (
	MaxMessage  = 4096     // bytes in a client WebSocket message
	MaxDeckText = 16 << 10 // bytes of a pasted deck list
	MaxBody     = 64 << 10 // bytes of an HTTP request body
	MaxChat     = 500      // characters of a chat line
	MaxName     = 32       // characters of a display name
	sendQueue   = 64       // messages queued to a connection before it is dropped as slow
	helloWithin = 10 * time.Second
)

// Server is a play server. Create it with New.
type Server struct {
	cfg     Config
	log     *slog.Logger
	store   *loudStore
	lock    io.Closer // the data directory's lock, held until Close
	metrics *metrics
	reg     *prometheus.Registry
	limits  Limits

	mu       sync.Mutex
	games    map[string]*live
	heads    parkHeads // the beginnings parked games share (park.go)
	draining bool
	drainNew atomic.Bool // Drain: no new games here (nodes.go)
	node     nodeState   // the node's id and lease, on PostgreSQL (nodes.go)

	public publicCache // the games anyone may watch or join, as the lobby lists them (around.go)

	createRL, handshakeRL, claimRL *ipLimiter
	createMu                       sync.Mutex
	createAll                      *bucket // game creations from all addresses

	ready readyWrites // /readyz's coalesced write (ready.go)

	bots sync.WaitGroup // bot goroutines in flight

	// holdBots keeps bots from moving (tests: a crash between a person's
	// move and the bot's reply).
	holdBots atomic.Bool

	recordKey ed25519.PrivateKey // signs the records served (recordsign.go)

	listenAddr atomic.Pointer[string] // the address Serve listens on (publicBase)
}

// New locks cfg.DataDir (creating the directory) against a second server,
// opens the database in it after checking it (see store.Open) and returns
// a server. Call Close when done.
func New(cfg Config) (*Server, error) {
	if cfg.DataDir == "" {
		cfg.DataDir = "datafort-data"
	}
	if err := os.MkdirAll(cfg.DataDir, 0o750); err != nil {
		return nil, fmt.Errorf("data directory: %w", err)
	}
	log := cfg.Logger
	if log == nil {
		log = slog.Default()
	}
	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	m := newMetrics(reg)
	lock, err := lockDataDir(cfg.DataDir)
	if err != nil {
		return nil, err
	}
	st, err := openStore(cfg, store.Options{Sync: cfg.Sync, SkipCheck: cfg.noIntegrityCheck, Observe: func(writes int, d time.Duration) {
		m.batch.Observe(float64(writes))
		m.txn.Observe(d.Seconds())
	}})
	if err != nil {
		if lock != nil {
			lock.Close()
		}
		return nil, err
	}
	s := &Server{cfg: cfg, log: log, lock: lock, store: &loudStore{Store: st, log: log, errs: newStorageErrors(reg)}, reg: reg, metrics: m, games: map[string]*live{}, limits: cfg.Limits.withDefaults()}
	keyPath := cfg.RecordKey
	if keyPath == "" {
		keyPath = filepath.Join(cfg.DataDir, recordKeyFile)
	}
	key, created, err := loadRecordKey(keyPath)
	if err != nil {
		st.Close()
		if lock != nil {
			lock.Close()
		}
		return nil, err
	}
	if created {
		log.Info("generated a record-signing key", "file", keyPath)
	}
	s.recordKey = key
	s.createRL = newIPLimiter(s.limits.CreatePerHour/3600, s.limits.CreatePerHour/6+1)
	s.createAll = &bucket{}
	s.handshakeRL = newIPLimiter(s.limits.HandshakePerMin/60, s.limits.HandshakePerMin/2+1)
	s.claimRL = newIPLimiter(s.limits.ClaimPerMin/60, s.limits.ClaimPerMin/2+1)
	if err := s.startNode(); err != nil {
		st.Close()
		if lock != nil {
			lock.Close()
		}
		return nil, err
	}
	return s, nil
}

// Resume loads every game in which a bot was due to move when the server
// last stopped, so that it moves now (the server may have been killed
// between a person's move and the bot's reply). Other games load when
// someone connects.
//
// A node on PostgreSQL instead claims the orphaned games with a bot to
// move (its sweep, which it repeats while it runs; nodes.go).
func (s *Server) Resume(ctx context.Context) error {
	if s.node.on {
		s.sweep(ctx)
		return nil
	}
	ids, err := s.store.BotDue(ctx)
	if err != nil {
		return err
	}
	for _, id := range ids {
		if _, err := s.game(ctx, id); err != nil {
			s.log.Error("resume", "game", id, "err", err)
		}
	}
	if len(ids) > 0 {
		s.log.Info("resumed games with a bot to move", "games", len(ids))
	}
	return nil
}

// Close stops the bots, closes every connection and the database.
func (s *Server) Close() error {
	s.mu.Lock()
	s.draining = true
	games := make([]*live, 0, len(s.games))
	for _, l := range s.games {
		games = append(games, l)
	}
	s.mu.Unlock()
	for _, l := range games {
		l.closeAll("restart")
	}
	s.bots.Wait()
	s.leaveCluster() // a node releases its games (nodes.go)
	err := s.store.Close()
	if s.lock != nil {
		s.lock.Close() // releases the data directory
		s.lock = nil
	}
	return err
}

// Serve serves HTTP on ln until ctx ends, then drains: new games are
// refused, connections are told to reconnect, requests in flight (moves
// included) finish within ten seconds, and Serve returns.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	if s.cfg.PublicURL == "" {
		a := ln.Addr().String()
		s.listenAddr.Store(&a)
	}
	go s.unloadIdle(ctx)
	hs := s.httpServer(ctx)
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(s.capListener(ln)) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	s.log.Info("shutting down: draining")
	s.mu.Lock()
	s.draining = true
	games := make([]*live, 0, len(s.games))
	for _, l := range s.games {
		games = append(games, l)
	}
	s.mu.Unlock()
	sctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	hs.RegisterOnShutdown(func() {
		for _, l := range games {
			l.closeAll("restart")
		}
	})
	err := hs.Shutdown(sctx)
	s.bots.Wait()
	return err
}

// Handler returns the server's HTTP handler.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /healthz", s.healthz)
	mux.HandleFunc("GET /readyz", s.readyz) // storage.go
	s.routes(mux)                           // lobby.go
	s.cardRoutes(mux)                       // cards.go
	return s.secure(s.relayInvites(mux))    // nodes.go
}

// healthz is liveness: the process answers and the database answers a
// ping. It says nothing of writes: see readyz.
func (s *Server) healthz(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	if err := s.store.Ping(ctx); err != nil {
		http.Error(w, "database unavailable", http.StatusServiceUnavailable)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	fmt.Fprintln(w, "ok")
}

// secure adds the security headers and bounds request bodies.
func (s *Server) secure(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hd := w.Header()
		hd.Set("Content-Security-Policy", "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'")
		hd.Set("X-Content-Type-Options", "nosniff")
		hd.Set("Referrer-Policy", "no-referrer")
		hd.Set("X-Frame-Options", "DENY")
		if r.Body != nil {
			r.Body = http.MaxBytesReader(w, r.Body, MaxBody)
		}
		s.relayed(r) // a node's relayed request: the client's address (nodes.go)
		h.ServeHTTP(w, r)
	})
}

// sameOrigin reports whether a state-changing request comes from the
// server's own pages (or an allowed origin): the Origin header, or
// Sec-Fetch-Site, must say so. Requests from programs that send neither
// (no browser) are allowed: they carry no ambient cookies to abuse.
func (s *Server) sameOrigin(r *http.Request) bool {
	// Browsers send "Origin: null" for a form posted from a page whose
	// Referrer-Policy is no-referrer (ours): Sec-Fetch-Site decides then.
	if o := r.Header.Get("Origin"); o != "" && o != "null" {
		scheme, host, ok := strings.Cut(o, "://")
		if !ok {
			return false
		}
		if strings.EqualFold(scheme, s.originScheme(r)) && strings.EqualFold(host, r.Host) {
			return true
		}
		for _, p := range s.cfg.Origins {
			if ok, _ := filepath.Match(strings.ToLower(p), strings.ToLower(host)); ok {
				return true
			}
		}
		return false
	}
	switch r.Header.Get("Sec-Fetch-Site") {
	case "same-origin", "none":
		return true
	case "":
		return r.Header.Get("Origin") == "" // a program, not a browser
	}
	return false
}

// clientIP is the address a request came from, as the limits count it
// (addrKey); no proxy headers are trusted.
func clientIP(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return addrKey(host)
}

// newToken returns 32 random bytes, base64url: a seat, invite or watch token.
func newToken() string {
	b := make([]byte, 32)
	rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

// newGameID returns 128 random bits in lower-case base32 (26 characters).
func newGameID() string {
	b := make([]byte, 16)
	rand.Read(b)
	return strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b))
}

// hashToken is what the store keeps of a token.
func hashToken(t string) []byte {
	h := sha256.Sum256([]byte(t))
	return h[:]
}

// validID reports whether s looks like a game id, so that junk never
// reaches the database.
func validID(s string) bool {
	if len(s) != 26 {
		return false
	}
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= '2' && c <= '7') {
			return false
		}
	}
	return true
}

// validToken reports whether s looks like a token.
func validToken(s string) bool {
	if len(s) != 43 {
		return false
	}
	_, err := base64.RawURLEncoding.DecodeString(s)
	return err == nil
}
