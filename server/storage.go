package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"path/filepath"
	"strings"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/server/store"
	"github.com/prometheus/client_golang/prometheus"
)

// Storage failures are loud: every error of the store other than "not
// found", "conflict" and a request given up by its client is logged with
// the game and the operation, counted in datafort_storage_errors_total{op},
// and turned into a storageError, which the handlers answer with 503 (a
// page) or the error code "storage_unavailable" (a WebSocket), never as if
// the game did not exist.

// storageCode is the WebSocket error code of a request that storage could
// not serve.
const storageCode = "storage_unavailable"

// storageError is a store failure (or a stored row that cannot be read),
// already logged and counted.
type storageError struct {
	op, game string
	err      error
}

func (e *storageError) Error() string {
	if e.game == "" {
		return fmt.Sprintf("storage: %s: %v", e.op, e.err)
	}
	return fmt.Sprintf("storage: %s of game %s: %v", e.op, e.game, e.err)
}

func (e *storageError) Unwrap() error { return e.err }

// isStorage reports whether err is a storage failure.
func isStorage(err error) bool {
	var se *storageError
	return errors.As(err, &se)
}

// newStorageErrors is the labelled counter of storage errors, registered
// with reg.
func newStorageErrors(reg prometheus.Registerer) *prometheus.CounterVec {
	c := prometheus.NewCounterVec(prometheus.CounterOpts{Name: "datafort_storage_errors_total", Help: "Storage errors (the database failed or a stored row could not be read), by operation."}, []string{"op"})
	reg.MustRegister(c)
	for _, op := range storageOps {
		c.WithLabelValues(op) // at 0 from the start, so that rates and alerts see the series
	}
	return c
}

// storageOps are the operations counted in datafort_storage_errors_total.
var storageOps = []string{"read_game", "read_seats", "read_choices", "read_seat_token", "read_watch_token", "read_invite",
	"claim_invite", "create_game", "set_status", "read_summaries", "read_bot_due", "add_chat", "read_chat", "append",
	"ping", "heartbeat", "schema_version", "load_game", "read_answer", "set_options"}

// openStore opens the server's database: the PostgreSQL database of
// cfg.DB when it is set (shared by any number of servers), else the SQLite
// file datafort.db in cfg.DataDir (checked first; see store.Open).
func openStore(cfg Config, o store.Options) (*store.Store, error) {
	if cfg.DB != "" {
		if !store.IsPostgresURL(cfg.DB) {
			return nil, fmt.Errorf("database %q: want a postgres:// URL (the SQLite database is in the data directory)", redactURL(cfg.DB))
		}
		st, err := store.OpenPostgres(cfg.DB, o)
		if err != nil {
			return nil, fmt.Errorf("database %s: %w", redactURL(cfg.DB), err)
		}
		return st, nil
	}
	return store.Open(filepath.Join(cfg.DataDir, dbName), o)
}

// redactURL is a database URL fit for a log: its password replaced.
func redactURL(s string) string {
	u, err := url.Parse(s)
	if err != nil {
		return "(an unreadable URL)"
	}
	return u.Redacted()
}

// loudStore is the store as the server uses it: each method that can fail
// reports its failure (see storageFailed). Methods it does not wrap are the
// store's own.
type loudStore struct {
	*store.Store
	log  *slog.Logger
	errs *prometheus.CounterVec
	// inject, in tests, turns a successful read of op into its error.
	inject atomic.Pointer[func(op, id string) error]
	// injectWrite, in tests, fails a write of op (its error) before it is
	// made: nothing is written.
	injectWrite atomic.Pointer[func(op, id string) error]
	// failures counts the storage errors (what errs counts, in all).
	failures atomic.Uint64
}

// failed logs and counts err as a storage failure of op on game id, and
// returns it as a storageError. Nil, "not found", "conflict", "fenced" (a
// save from a node that no longer holds the game), a closed
// store and a request given up by its client are returned unchanged.
func (s *loudStore) failed(op, id string, err error) error {
	if f := s.inject.Load(); err == nil && f != nil && strings.HasPrefix(op, "read_") {
		err = (*f)(op, id)
	}
	if err == nil || errors.Is(err, store.ErrNotFound) || errors.Is(err, store.ErrConflict) || errors.Is(err, store.ErrFenced) ||
		errors.Is(err, store.ErrClosed) || errors.Is(err, context.Canceled) || isStorage(err) {
		return err
	}
	s.errs.WithLabelValues(op).Inc()
	s.failures.Add(1)
	if id == "" {
		s.log.Error("storage error", "op", op, "err", err)
	} else {
		s.log.Error("storage error", "op", op, "game", id, "err", err)
	}
	return &storageError{op: op, game: id, err: err}
}

// Game reads a game's row.
func (s *loudStore) Game(ctx context.Context, id string) (*store.Game, error) {
	g, err := s.Store.Game(ctx, id)
	return g, s.failed("read_game", id, err)
}

// Seats reads a game's seats.
func (s *loudStore) Seats(ctx context.Context, id string) ([]store.Seat, error) {
	v, err := s.Store.Seats(ctx, id)
	return v, s.failed("read_seats", id, err)
}

// Choices reads a game's choices after seq.
func (s *loudStore) Choices(ctx context.Context, id string, after int) ([]store.Choice, error) {
	v, err := s.Store.Choices(ctx, id, after)
	return v, s.failed("read_choices", id, err)
}

// Answer finds the stored answer of a seat to a decision.
func (s *loudStore) Answer(ctx context.Context, id string, decision uint64, seat engine.Seat) (store.Choice, error) {
	v, err := s.Store.Answer(ctx, id, decision, seat)
	return v, s.failed("read_answer", id, err)
}

// SeatByToken finds a seat by its token's hash.
func (s *loudStore) SeatByToken(ctx context.Context, id string, h []byte) (engine.Seat, error) {
	v, err := s.Store.SeatByToken(ctx, id, h)
	return v, s.failed("read_seat_token", id, err)
}

// GameByWatch finds a game by its spectator token's hash.
func (s *loudStore) GameByWatch(ctx context.Context, h []byte) (string, error) {
	v, err := s.Store.GameByWatch(ctx, h)
	return v, s.failed("read_watch_token", "", err)
}

// Invite finds an unclaimed invite by its token's hash.
func (s *loudStore) Invite(ctx context.Context, h []byte) (string, engine.Seat, error) {
	id, seat, err := s.Store.Invite(ctx, h)
	return id, seat, s.failed("read_invite", id, err)
}

// ClaimInvite claims an invite's seat.
func (s *loudStore) ClaimInvite(ctx context.Context, invite, token []byte, name string) (string, engine.Seat, error) {
	id, seat, err := s.Store.ClaimInvite(ctx, invite, token, name)
	return id, seat, s.failed("claim_invite", id, err)
}

// CreateGame inserts a game and its seats.
func (s *loudStore) CreateGame(ctx context.Context, g *store.Game, seats []store.Seat) error {
	return s.failed("create_game", g.ID, s.Store.CreateGame(ctx, g, seats))
}

// SetStatus sets a game's status and result.
func (s *loudStore) SetStatus(ctx context.Context, id, status string, result json.RawMessage) error {
	return s.failed("set_status", id, s.Store.SetStatus(ctx, id, status, result))
}

// Summaries reads the rows of a game list.
func (s *loudStore) Summaries(ctx context.Context, ids []string) ([]store.Summary, error) {
	v, err := s.Store.Summaries(ctx, ids)
	return v, s.failed("read_summaries", "", err)
}

// BotDue lists the games with a bot to move.
func (s *loudStore) BotDue(ctx context.Context) ([]string, error) {
	v, err := s.Store.BotDue(ctx)
	return v, s.failed("read_bot_due", "", err)
}

// AddChat appends a chat line.
func (s *loudStore) AddChat(ctx context.Context, id string, c store.Chat) (int, error) {
	n, err := s.Store.AddChat(ctx, id, c)
	return n, s.failed("add_chat", id, err)
}

// ChatLines reads a game's last chat lines.
func (s *loudStore) ChatLines(ctx context.Context, id string, n int) ([]store.Chat, error) {
	v, err := s.Store.ChatLines(ctx, id, n)
	return v, s.failed("read_chat", id, err)
}

// Append appends choices to a game.
func (s *loudStore) Append(ctx context.Context, id string, prev int, cs []store.Choice, status string, result json.RawMessage, botDue bool) error {
	return s.failed("append", id, s.Store.Append(ctx, id, prev, cs, status, result, botDue))
}

// AppendFenced appends choices to a game held at epoch (store.AnyEpoch:
// whatever its epoch). A refused save (store.ErrFenced) is no storage
// failure.
func (s *loudStore) AppendFenced(ctx context.Context, id string, epoch int64, prev int, cs []store.Choice, status string, result json.RawMessage, botDue bool) error {
	if f := s.injectWrite.Load(); f != nil {
		if err := (*f)("append", id); err != nil {
			return s.failed("append", id, err)
		}
	}
	return s.failed("append", id, s.Store.AppendFenced(ctx, id, epoch, prev, cs, status, result, botDue))
}

// loadFailed classifies an error of loading game id: "not found" stays so;
// anything else means the game exists but its stored record cannot be
// turned into a game, a storage failure (logged and counted once).
func (s *Server) loadFailed(id string, err error) error {
	if err == nil || errors.Is(err, store.ErrNotFound) || errors.Is(err, context.Canceled) {
		return err
	}
	return s.store.failed("load_game", id, err)
}

// storageUnavailable answers a page request that storage could not serve.
func (s *Server) storageUnavailable(w http.ResponseWriter) {
	w.Header().Set("Retry-After", "30")
	s.message(w, http.StatusServiceUnavailable, "Storage unavailable", "The server could not read or save this game: its storage failed. The operator has been told (see the server's log); try again later.")
}

// wsStorageUnavailable refuses a WebSocket that storage could not serve.
func wsStorageUnavailable(ws *websocket.Conn) {
	writeClose(ws, errorMsg{T: "error", Code: storageCode, Message: "the server's storage failed; try again later"}, websocket.StatusTryAgainLater, "storage unavailable")
}

// saveFailed is the protocol error of a write of what ("the move") that
// failed with err: "storage_unavailable" when storage failed, else "busy"
// (another writer got there first).
func saveFailed(err error, what string) error {
	if isStorage(err) {
		return &codedError{storageCode, what + " could not be saved: the server's storage failed; try again later"}
	}
	return &codedError{"busy", what + " could not be saved; try again"}
}

// Ping checks that the database answers.
func (s *loudStore) Ping(ctx context.Context) error {
	return s.failed("ping", "", s.Store.Ping(ctx))
}

// Heartbeat writes the heartbeat row (see store.Store.Heartbeat).
func (s *loudStore) Heartbeat(ctx context.Context) error {
	return s.failed("heartbeat", "", s.Store.Heartbeat(ctx))
}

// readyTimeout bounds /readyz's write.
const readyTimeout = 5 * time.Second

// readyz is readiness: the server is not draining, its database is at this
// build's schema version, and a real write (the heartbeat row, through the
// same writer, transaction and sync as a move) is durable within
// readyTimeout, made for this call or shared with it (at most one every
// Limits.ReadyEvery; ready.go). Otherwise 503 with the reason. /healthz is liveness only: the
// process answers HTTP and the database answers a ping; it stays 200 while
// writes fail, so that an orchestrator restarts a hung process but not one
// whose disk is full (a restart cannot help that; readiness takes it out of
// rotation and the log and datafort_storage_errors_total say why).
func (s *Server) readyz(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	draining := s.draining
	s.mu.Unlock()
	if draining {
		http.Error(w, "not ready: the server is shutting down", http.StatusServiceUnavailable)
		return
	}
	if s.drainingNew() {
		http.Error(w, "not ready: the server is draining (it takes no new games)", http.StatusServiceUnavailable)
		return
	}
	lease, leased := s.leaseStatus() // a node's lease (nodes.go)
	if !leased {
		http.Error(w, "not ready: "+lease, http.StatusServiceUnavailable)
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), readyTimeout)
	defer cancel()
	v, err := s.store.Version(ctx)
	if err != nil {
		http.Error(w, "not ready: "+s.store.failed("schema_version", "", err).Error(), http.StatusServiceUnavailable)
		return
	}
	if v != store.SchemaVersion() {
		http.Error(w, fmt.Sprintf("not ready: the database is at schema version %d, this build's is %d", v, store.SchemaVersion()), http.StatusServiceUnavailable)
		return
	}
	// One write every so often at most, shared by concurrent callers
	// (ready.go).
	if err = s.readyWrite(ctx); err != nil {
		http.Error(w, "not ready: a write to the database failed: "+err.Error(), http.StatusServiceUnavailable)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	fmt.Fprintln(w, "ready")
	if lease != "" {
		fmt.Fprintln(w, lease)
	}
}

// unavailable handles a live game that storage failed to reload after a
// failed write: it is ahead of the store and cannot be trusted, so it is
// marked gone (every choice refused with storage_unavailable), taken out of
// the server's games so that the next request loads it afresh from the
// store, and its connections are told and closed with 1013, after which
// pages reconnect by themselves. l.mu is held.
func (l *live) unavailable() {
	l.gone = true
	for c := range l.conns {
		c.sendJSON(errorMsg{T: "error", Code: storageCode, Message: "the server's storage failed; reconnect later"})
		c.close(websocket.StatusTryAgainLater, "storage unavailable")
	}
	s := l.s
	go func() { // s.mu is not taken under l.mu
		s.mu.Lock()
		if s.games[l.id] == l {
			delete(s.games, l.id)
			s.countGames()
		}
		s.mu.Unlock()
	}()
}
