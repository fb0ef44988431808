package main

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"net/url"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/datafort/datafort/server"
	"github.com/datafort/datafort/server/store"
)

func runServe(e *env, args []string) int {
	fs := newFlagSet(e, "serve")
	addr := fs.String("addr", "localhost:8080", "listen on `HOST:PORT`")
	data := fs.String("data", "datafort-data", "keep the database in `DIR` (created if needed; locked against a second server; see docs/storage.md)")
	sync := fs.String("sync", "full", "SQLite durability: full (survives power loss) or normal (survives a crash of the process)")
	db := fs.String("db", "", "keep the games in the PostgreSQL database at `URL` (postgres://USER:PASSWORD@HOST:PORT/DBNAME?sslmode=…) instead of SQLite in DIR, so several servers can share them (see docs/storage.md); DIR still holds the record key")
	origins := fs.String("origins", "", "comma-separated extra `HOSTS` allowed to open WebSockets and post forms")
	recordKey := fs.String("record-key", "", "sign the records served with the Ed25519 key in `FILE` (PEM PKCS #8; made if missing, so several nodes can share one; default DIR/record-key.pem)")
	publicURL := fs.String("public-url", "", "the server's address as users reach it, such as `URL` https://datafort.example.org behind a TLS proxy: links start with it, forms and WebSockets must come from it, https makes cookies Secure (default: http:// and --addr, or this machine's name when --addr has no host)")
	metricsAddr := fs.String("metrics-addr", "", "serve Prometheus /metrics on `HOST:PORT` (not on --addr; default: no metrics served)")
	lease := fs.Duration("lease", server.DefaultLeaseTTL, "with --db: this node's lease on the database's clock, renewed every fifth of `D`; the other nodes take its games over once it has lapsed")
	nodeAddr := fs.String("node-addr", "", "with --db: the `HOST:PORT` at which the other nodes reach this one to relay it the WebSockets of its games (default: --addr, when it names a host)")
	drain := fs.Bool("drain", false, "with --db: start draining, taking no new games (a running node drains on SIGUSR1; SIGTERM releases its games and stops)")
	stepPause := fs.Duration("step-pause", server.DefaultStepPause, "show each line of a run on the table pages `D` before the next, so that a run steps in turn (a negative value shows it at once)")
	autoPause := fs.Duration("auto-pause", server.DefaultAutoPause, "release every answer of a player who has one-answer questions answered for them `D` after the question was put, forced or chosen alike, so that the other seats cannot tell which it was")
	dev := fs.Bool("dev", false, "development mode: the new-game form accepts a seed (loopback addresses only)")
	d := server.DefaultLimits
	var lim server.Limits
	fs.DurationVar(&lim.ReadHeaderTimeout, "read-header-timeout", d.ReadHeaderTimeout, "close a connection that takes longer than `D` to send a request's headers")
	fs.DurationVar(&lim.ReadTimeout, "read-timeout", d.ReadTimeout, "close a connection that takes longer than `D` to send a whole request, body included (not WebSockets)")
	fs.DurationVar(&lim.WriteTimeout, "write-timeout", d.WriteTimeout, "give up on a response not written within `D` (not WebSockets)")
	fs.DurationVar(&lim.IdleTimeout, "idle-timeout", d.IdleTimeout, "close a keep-alive connection idle for `D`")
	fs.IntVar(&lim.ConnsPerAddr, "max-conns-per-addr", d.ConnsPerAddr, "open connections from one address (IPv6: one /64) at most `N`; more get 429")
	fs.IntVar(&lim.ConnsTotal, "max-conns", d.ConnsTotal, "open connections in all at most `N`; more get 503 (keep it below the open-file limit)")
	fs.Float64Var(&lim.HandshakePerMin, "ws-per-min", d.HandshakePerMin, "WebSocket handshakes per address per minute (burst: half of it); more get 429")
	fs.Float64Var(&lim.CreatePerHour, "games-per-hour", d.CreatePerHour, "games created per address per hour (burst: a sixth of it); more get 429")
	fs.Float64Var(&lim.CreateTotalPerHour, "games-per-hour-total", d.CreateTotalPerHour, "games created per hour from all addresses together; more get 503")
	fs.IntVar(&lim.DeckCards, "max-deck-cards", d.DeckCards, fmt.Sprintf("cards in a pasted deck list at most `N` (at least %d, the largest legal deck of any game)", server.MinDeckCardsCap))
	fs.IntVar(&lim.SpectatorsPerGame, "max-spectators", d.SpectatorsPerGame, "spectators' connections per game at most `N`; more are closed with 1013")
	fs.IntVar(&lim.SocketsPerSeat, "max-seat-sockets", d.SocketsPerSeat, "a seat's connections per game (tabs, programs) at most `N`; one more replaces the seat's oldest (closed with 4000)")
	fs.IntVar(&lim.ChatLen, "chat-len", d.ChatLen, "characters in a chat line at most `N`")
	fs.IntVar(&lim.ChatLinesPlayers, "chat-lines", d.ChatLinesPlayers, "players' chat lines stored per game at most `N`")
	fs.IntVar(&lim.ChatLinesSpectators, "spectator-chat-lines", d.ChatLinesSpectators, "spectators' chat lines stored per game at most `N`")
	fs.DurationVar(&lim.IdleUnload, "idle-unload", d.IdleUnload, "unload from memory a game with no connection and no bot at work for `D` (it is loaded again when wanted)")
	fs.DurationVar(&lim.ReadyEvery, "ready-every", d.ReadyEvery, "make /readyz's database write at most once every `D` (callers meanwhile share the last good result)")
	fs.Float64Var(&lim.SpectatorChatPerMin, "spectator-chat-per-min", d.SpectatorChatPerMin, "spectators' chat lines per game per minute, all spectators together")
	if status, ok := parse(e, fs, args); !ok {
		return status
	}
	if status, ok := noArgs(e, fs); !ok {
		return status
	}
	if lim.DeckCards < server.MinDeckCardsCap {
		return usageError(e, fs, "--max-deck-cards is at least %d (a Neuroscape deck may hold 255 cards and a sideboard of 10)", server.MinDeckCardsCap)
	}
	if lim.ReadHeaderTimeout <= 0 || lim.ReadTimeout <= 0 || lim.WriteTimeout <= 0 || lim.IdleTimeout <= 0 || lim.ConnsPerAddr <= 0 || lim.ConnsTotal <= 0 || lim.HandshakePerMin <= 0 || lim.CreatePerHour <= 0 || lim.CreateTotalPerHour <= 0 ||
		lim.SpectatorsPerGame <= 0 || lim.SocketsPerSeat <= 0 || lim.ChatLen <= 0 || lim.ChatLinesPlayers <= 0 || lim.ChatLinesSpectators <= 0 || lim.SpectatorChatPerMin <= 0 || lim.IdleUnload <= 0 || lim.ReadyEvery <= 0 {
		return usageError(e, fs, "every timeout and limit must be positive")
	}
	if *lease < time.Second {
		return usageError(e, fs, "--lease is at least 1s")
	}
	if *db != "" && !store.IsPostgresURL(*db) {
		return usageError(e, fs, "--db is a postgres:// or postgresql:// URL, as in postgres://datafort@db.example.org/datafort (SQLite needs no --db: its file is in --data)")
	}
	if *publicURL != "" {
		u, err := url.Parse(*publicURL)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || (u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.User != nil {
			return usageError(e, fs, "--public-url is http:// or https:// and a host, as in https://datafort.example.org, not %q", *publicURL)
		}
	}
	if n, lowered := capConns(lim.ConnsTotal, openFileLimit()); lowered {
		fmt.Fprintf(e.stderr, "datafort serve: --max-conns lowered from %d to %d: the open-file limit is %d, and the database, listeners and refusals need %d\n", lim.ConnsTotal, n, openFileLimit(), fdReserve)
		lim.ConnsTotal = n
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return fail(e, fs, err)
	}
	base := *publicURL
	if base == "" {
		base = addrURL(*addr, ln.Addr())
	}
	if *dev {
		if tcp, ok := ln.Addr().(*net.TCPAddr); !ok || !tcp.IP.IsLoopback() {
			ln.Close()
			return usageError(e, fs, "--dev is only allowed on a loopback address")
		}
	}
	log := slog.New(slog.NewTextHandler(e.stderr, nil))
	if *nodeAddr == "" {
		*nodeAddr = relayAddr(ln.Addr())
	}
	cfg := server.Config{DataDir: *data, DB: *db, Sync: *sync, Logger: log, Dev: *dev, Limits: lim, PublicURL: base, RecordKey: *recordKey, LeaseTTL: *lease, NodeAddr: *nodeAddr, AutoPause: *autoPause, StepPause: *stepPause}
	if *origins != "" {
		cfg.Origins = strings.Split(*origins, ",")
	}
	srv, err := server.New(cfg)
	if err != nil {
		ln.Close()
		return fail(e, fs, err)
	}
	defer srv.Close()
	if *drain {
		srv.Drain()
	}
	drainSignal(srv)
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	if err := srv.Resume(ctx); err != nil {
		return fail(e, fs, err)
	}
	if *metricsAddr != "" {
		mln, err := net.Listen("tcp", *metricsAddr)
		if err != nil {
			ln.Close()
			return fail(e, fs, fmt.Errorf("--metrics-addr: %w", err))
		}
		log.Info("metrics", "addr", mln.Addr().String())
		go func() {
			if err := srv.ServeMetrics(ctx, mln); err != nil {
				log.Error("metrics", "err", err)
			}
		}()
	}
	where := *data
	if *db != "" {
		where = "PostgreSQL " + redacted(*db)
	}
	fmt.Fprintf(e.stdout, "datafort serve: listening on http://%s/ (data in %s)\n", ln.Addr(), where)
	log.Info("listening", "addr", ln.Addr().String(), "data", where, "public_url", base)
	if err := srv.Serve(ctx, ln); err != nil {
		return fail(e, fs, err)
	}
	log.Info("stopped")
	return exitOK
}

// addrURL is the base of links when --public-url is not given: http://
// and the host of --addr with the port listened on; an --addr without a
// host, or with an unspecified one (0.0.0.0, ::), gives this machine's
// name. The Host header of requests is never used.
func addrURL(addr string, bound net.Addr) string {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		host = ""
	}
	if ip := net.ParseIP(host); host == "" || ip != nil && ip.IsUnspecified() {
		host = "localhost"
		if h, err := os.Hostname(); err == nil && h != "" {
			host = h
		}
	}
	_, port, err := net.SplitHostPort(bound.String())
	if err != nil {
		return "http://" + bound.String()
	}
	return "http://" + net.JoinHostPort(host, port)
}

// fdReserve is the open files kept apart from connections: the database
// and its journal, the listeners, logs, and connections being refused.
const fdReserve = 96

// capConns lowers a cap of connections to what an open-file limit of
// nofile allows (0: unknown), so that the listener's cap is reached before
// the descriptors run out; lowered says it did.
func capConns(conns, nofile int) (n int, lowered bool) {
	if nofile <= 0 || conns <= nofile-fdReserve {
		return conns, false
	}
	return max(1, nofile-fdReserve), true
}

// redacted is a database URL fit for a log or a terminal: its password
// replaced.
func redacted(db string) string {
	u, err := url.Parse(db)
	if err != nil {
		return "(an unreadable URL)"
	}
	return u.Redacted()
}

// relayAddr is the address the other nodes relay to when --node-addr is
// not given: the one listened on, unless it is unspecified (0.0.0.0, ::),
// which no other machine can reach: then none (the node's clients are
// told to reconnect instead of being relayed).
func relayAddr(bound net.Addr) string {
	tcp, ok := bound.(*net.TCPAddr)
	if !ok || tcp.IP.IsUnspecified() {
		return ""
	}
	return bound.String()
}
