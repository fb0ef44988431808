// Package store keeps the games of `datafort serve` in an embedded SQLite
// database (modernc.org/sqlite, pure Go), the default, or in PostgreSQL
// (pgx's database/sql driver) for servers past one machine.
//
// A game is its setup and the ordered list of choices made in it, each with
// the hash of the game state after it: the choice log is the source of
// truth, and a game is restored by replaying it (see server). Appends go
// through one writer goroutine that commits the appends of many games in one
// transaction (group commit), each in its own savepoint, so that a busy
// server pays one fsync for many moves; Append returns only once its rows are
// durable. Both backends run the same code: the queries are written once
// (see dialect), and each has its own migration set, the two proven
// equivalent by a test that reads both schemas from live databases.
package store

import (
	"context"
	"database/sql"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/datafort/datafort/engine"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib" // the database/sql driver of PostgreSQL
	_ "modernc.org/sqlite"           // the "sqlite" database/sql driver
)

//go:embed migrations/*.sql migrations/postgres/*.sql
var migrations embed.FS

// Game statuses.
const (
	StatusOpen     = "open"     // a human seat is still to be claimed
	StatusActive   = "active"   // being played
	StatusOver     = "over"     // finished
	StatusDiverged = "diverged" // its record does not replay under this build
)

// Choice sources.
const (
	SourceHuman   = "human"
	SourceBot     = "bot"
	SourceConcede = "concede" // a seat conceded, as an older server recorded it: Decision 0, not applied to the engine
	// SourceConcession is a seat's concession made through the engine
	// (engine.ConcedeChoice): applied like any choice, its hash the state
	// after it. Choices reads it back with Choice.Concede set.
	SourceConcession = "concession"
)

// Errors.
var (
	// ErrNotFound: no such game, seat, token or invite.
	ErrNotFound = errors.New("not found")
	// ErrConflict: the game's sequence number is not the one the append
	// expected (another writer got there first), or a row already exists.
	ErrConflict = errors.New("conflict")
	// ErrClosed: the store is closed.
	ErrClosed = errors.New("store closed")
	// ErrFenced: a save, claim or release made under an epoch the game has
	// left (another node claimed it, or it was released); nothing was
	// written. The error is a *FencedError.
	ErrFenced = errors.New("fenced")
)

// AnyEpoch, as the epoch of a save, saves whatever the game's epoch: a
// single server (SQLite) that owns every game it has.
const AnyEpoch int64 = -1

// FencedError is the error of a save, claim or release of game Game made
// under epoch Epoch while the game is at epoch Current, held by Owner ("":
// none). Nothing was written. errors.Is(err, ErrFenced) holds.
type FencedError struct {
	Game           string
	Epoch, Current int64
	Owner          string
}

// Error says which epoch was stale and who holds the game.
func (e *FencedError) Error() string {
	owner := e.Owner
	if owner == "" {
		owner = "no node"
	}
	return fmt.Sprintf("store: game %s: epoch %d is stale, the game is at epoch %d (held by %s): %s", e.Game, e.Epoch, e.Current, owner, ErrFenced)
}

// Is makes errors.Is(err, ErrFenced) hold.
func (e *FencedError) Is(target error) bool { return target == ErrFenced }

// Game is a game's row.
type Game struct {
	ID        string
	Ruleset   string
	Setup     engine.Setup
	Rules     engine.Rules
	Options   json.RawMessage // the server's options for the game
	Status    string
	Seq       int // choices appended
	StateHash []byte
	WatchHash []byte // sha256 of the spectator link's token, or nil
	BotDue    bool
	Result    json.RawMessage // how it ended, or nil
	Owner     string          // the node that holds the game, or "" (see Claim)
	Epoch     int64           // the fencing token: raised by every Claim and Release
	Created   time.Time
	Updated   time.Time
}

// Seat is a seat's row. Tokens are never stored, only their SHA-256.
type Seat struct {
	Seat       engine.Seat
	Role       string
	Team       int
	Kind       string // "human" or "bot"
	Bot        string // for a bot: its name
	Name       string
	TokenHash  []byte // nil until claimed
	InviteHash []byte // nil once claimed, and for bots
}

// Choice is one appended choice.
type Choice struct {
	Seq      int
	Choice   engine.Choice
	Source   string
	ClientID string
	Hash     [32]byte // state hash after the choice
	Epoch    int64    // the game's epoch it was written under (read back; Append sets it)
	At       time.Time
}

// Chat is one chat line.
type Chat struct {
	N    int
	Seat engine.Seat // engine.NoSeat for a spectator
	Name string
	Text string
	Seq  int // the game's seq when it was said
	At   time.Time
}

// Store is an open database. It is safe for concurrent use.
type Store struct {
	d       *dialect
	queries sync.Map // query as written → query in the dialect's placeholders
	db      *sql.DB
	wconn   *sql.Conn            // the writer's own connection
	stmts   map[string]*sql.Stmt // the writer's prepared statements, by query
	writes  chan *write
	done    chan struct{}
	closing chan struct{}
	// MaxBatch is the largest number of writes committed together.
	maxBatch int
	observe  func(int, time.Duration)
	// noPipeline (tests) makes the writer run pipelined writes one
	// statement at a time, as before pipelining.
	noPipeline bool
	pipelined  atomic.Int64 // writes sent pipelined (tests)
}

// Options configure Open and OpenPostgres.
type Options struct {
	// Sync is SQLite's synchronous setting: "full" (the default, durable
	// across power loss) or "normal" (durable across a process crash).
	// PostgreSQL ignores it: its durability is the server's settings
	// (fsync, synchronous_commit, a synchronous standby).
	Sync string
	// Observe, if set, is told of every transaction of the writer: how
	// many writes it committed and how long it took from its begin to its
	// durable commit.
	Observe func(writes int, d time.Duration)
	// SkipCheck skips the checks of an existing file before it is opened
	// (see check): its integrity, and that it is a datafort database.
	// SQLite only.
	SkipCheck bool
}

// Open opens (creating it if needed) the database file at path and brings
// its schema up to date. It refuses a database made by a newer build, and
// (unless o.SkipCheck) an existing file that is empty, not a datafort
// database, or fails SQLite's quick_check.
func Open(path string, o Options) (*Store, error) {
	sync := "FULL"
	switch strings.ToLower(o.Sync) {
	case "", "full":
	case "normal":
		sync = "NORMAL"
	default:
		return nil, fmt.Errorf("store: sync %q: want full or normal", o.Sync)
	}
	if !o.SkipCheck {
		if err := check(path); err != nil {
			return nil, err
		}
	}
	q := url.Values{}
	for _, p := range []string{"journal_mode(WAL)", "synchronous(" + sync + ")", "busy_timeout(10000)", "foreign_keys(1)"} {
		q.Add("_pragma", p)
	}
	q.Set("_txlock", "immediate")
	db, err := sql.Open("sqlite", "file:"+path+"?"+q.Encode())
	if err != nil {
		return nil, fmt.Errorf("store: %w", err)
	}
	db.SetMaxOpenConns(8)
	if err := migrate(db, sqliteDialect); err != nil {
		db.Close()
		return nil, err
	}
	if err := stamp(db); err != nil {
		db.Close()
		return nil, err
	}
	return start(db, sqliteDialect, o)
}

// OpenPostgres opens the PostgreSQL database that url names
// (postgres://user@host:port/dbname?…, as pgx reads it) and brings its
// schema up to date, one node at a time (an advisory lock), refusing a
// schema made by a newer build. Several servers may share one database.
func OpenPostgres(url string, o Options) (*Store, error) {
	if !IsPostgresURL(url) {
		return nil, fmt.Errorf("store: %q is not a postgres:// URL", url)
	}
	cfg, err := pgx.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("store: %w", err)
	}
	for k, v := range postgresSession {
		if _, set := cfg.RuntimeParams[k]; !set {
			cfg.RuntimeParams[k] = v
		}
	}
	db := stdlib.OpenDB(*cfg)
	db.SetMaxOpenConns(8)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("store: connecting to PostgreSQL: %w", err)
	}
	if err := checkPostgres(ctx, db); err != nil {
		db.Close()
		return nil, err
	}
	if err := migrate(db, postgresDialect); err != nil {
		db.Close()
		return nil, err
	}
	return start(db, postgresDialect, o)
}

// postgresSession are the settings of every connection to PostgreSQL that
// its URL does not set: a name to find the server's connections by in
// pg_stat_activity, and a bound on a transaction left idle (a frozen or
// cut-off node must not keep rows of games locked; the store's own
// transactions never wait between statements).
var postgresSession = map[string]string{
	"application_name":                    "datafort",
	"idle_in_transaction_session_timeout": "10s",
}

// checkPostgres refuses a database that holds another program's tables:
// tables in its current schema, but no schema_migrations.
func checkPostgres(ctx context.Context, db *sql.DB) error {
	rows, err := db.QueryContext(ctx, `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name`)
	if err != nil {
		return fmt.Errorf("store: listing the database's tables: %w", err)
	}
	defer rows.Close()
	var names []string
	ours := false
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			return fmt.Errorf("store: listing the database's tables: %w", err)
		}
		ours = ours || n == "schema_migrations"
		names = append(names, n)
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("store: listing the database's tables: %w", err)
	}
	if ours || len(names) == 0 {
		return nil
	}
	if len(names) > 5 {
		names = append(names[:5], "…")
	}
	return fmt.Errorf("store: the PostgreSQL database holds another program's tables (%s) and no schema_migrations: give datafort a database of its own: %w", strings.Join(names, ", "), ErrNotDatafort)
}

// start makes the Store of an open, migrated database and starts its
// writer.
func start(db *sql.DB, d *dialect, o Options) (*Store, error) {
	wconn, err := db.Conn(context.Background())
	if err != nil {
		db.Close()
		return nil, fmt.Errorf("store: %w", err)
	}
	s := &Store{d: d, db: db, wconn: wconn, stmts: map[string]*sql.Stmt{}, writes: make(chan *write, 1024), done: make(chan struct{}), closing: make(chan struct{}), maxBatch: 256, observe: o.Observe}
	go s.writer()
	return s, nil
}

// Backend is the database the store runs on: BackendSQLite or
// BackendPostgres.
func (s *Store) Backend() string { return s.d.name }

// q is query in the dialect's placeholders.
func (s *Store) q(query string) string {
	if !s.d.numbered {
		return query
	}
	if v, ok := s.queries.Load(query); ok {
		return v.(string)
	}
	r := s.d.rebind(query)
	s.queries.Store(query, r)
	return r
}

// Close stops the writer after the writes queued so far and closes the
// database.
func (s *Store) Close() error {
	select {
	case <-s.closing:
		return nil
	default:
	}
	close(s.closing)
	<-s.done
	for _, st := range s.stmts {
		st.Close()
	}
	s.wconn.Close()
	return s.db.Close()
}

// Ping checks that the database answers.
func (s *Store) Ping(ctx context.Context) error { return s.db.PingContext(ctx) }

// SchemaVersion is the number of the last migration this build knows.
func SchemaVersion() int {
	names, _ := fs.Glob(migrations, sqliteDialect.migrations)
	return len(names)
}

// migrationLock is the key of the PostgreSQL advisory lock that nodes
// starting together take, so that one of them migrates at a time.
const migrationLock = 0x44467274 // "DFrt"

// migrate applies the dialect's embedded migrations not applied yet, one
// transaction each, and refuses a database whose schema is newer than this
// build's.
func migrate(db *sql.DB, d *dialect) (err error) {
	ctx := context.Background()
	conn, err := db.Conn(ctx)
	if err != nil {
		return fmt.Errorf("store: migrations: %w", err)
	}
	defer conn.Close()
	if d == postgresDialect {
		if _, err := conn.ExecContext(ctx, `SELECT pg_advisory_lock($1)`, migrationLock); err != nil {
			return fmt.Errorf("store: migrations: lock: %w", err)
		}
		defer func() {
			if _, uerr := conn.ExecContext(ctx, `SELECT pg_advisory_unlock($1)`, migrationLock); uerr != nil && err == nil {
				err = fmt.Errorf("store: migrations: unlock: %w", uerr)
			}
		}()
	}
	if _, err := conn.ExecContext(ctx, d.schemaMigrations); err != nil {
		return fmt.Errorf("store: migrations: %w", err)
	}
	var have int
	if err := conn.QueryRowContext(ctx, `SELECT COALESCE(MAX(version), 0) FROM schema_migrations`).Scan(&have); err != nil {
		return fmt.Errorf("store: migrations: %w", err)
	}
	names, err := fs.Glob(migrations, d.migrations)
	if err != nil {
		return err
	}
	slices.Sort(names)
	if have > len(names) {
		return fmt.Errorf("store: the database has schema version %d, newer than this build's %d: use a newer datafort", have, len(names))
	}
	dir := strings.TrimSuffix(d.migrations, "*.sql")
	for i, name := range names {
		v := i + 1
		if v <= have {
			continue
		}
		if n, _ := strconv.Atoi(strings.SplitN(strings.TrimPrefix(name, dir), "_", 2)[0]); n != v {
			return fmt.Errorf("store: migration %s is not number %d", name, v)
		}
		b, err := migrations.ReadFile(name)
		if err != nil {
			return err
		}
		tx, err := conn.BeginTx(ctx, nil)
		if err != nil {
			return fmt.Errorf("store: migration %d: %w", v, err)
		}
		if _, err := tx.Exec(string(b)); err != nil {
			tx.Rollback()
			return fmt.Errorf("store: migration %s: %w", name, err)
		}
		if _, err := tx.Exec(d.rebind(`INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)`), v, time.Now().UnixMilli()); err != nil {
			tx.Rollback()
			return fmt.Errorf("store: migration %d: %w", v, err)
		}
		if err := tx.Commit(); err != nil {
			return fmt.Errorf("store: migration %d: %w", v, err)
		}
	}
	return nil
}

// CreateGame inserts a game and its seats.
func (s *Store) CreateGame(ctx context.Context, g *Game, seats []Seat) error {
	setup, err := json.Marshal(g.Setup)
	if err != nil {
		return err
	}
	rules, err := json.Marshal(g.Rules)
	if err != nil {
		return err
	}
	now := time.Now()
	g.Created, g.Updated = now, now
	return s.do(ctx, func(tx *wtx) error {
		_, err := tx.Exec(`INSERT INTO games (id, ruleset, setup, rules, options, status, seq, state_hash, watch_hash, bot_due, result, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			g.ID, g.Ruleset, string(setup), string(rules), string(orEmpty(g.Options)), g.Status, g.Seq, g.StateHash, nilIfEmpty(g.WatchHash), g.BotDue, nullJSON(g.Result), now.UnixMilli(), now.UnixMilli())
		if err != nil {
			return err
		}
		for _, st := range seats {
			var claimed any
			if st.TokenHash != nil {
				claimed = now.UnixMilli()
			}
			if _, err := tx.Exec(`INSERT INTO seats (game_id, seat, role, team, kind, bot, name, token_hash, invite_hash, claimed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
				g.ID, int(st.Seat), st.Role, st.Team, st.Kind, st.Bot, st.Name, nilIfEmpty(st.TokenHash), nilIfEmpty(st.InviteHash), claimed); err != nil {
				return err
			}
		}
		return nil
	})
}

func orEmpty(b json.RawMessage) json.RawMessage {
	if len(b) == 0 {
		return json.RawMessage("{}")
	}
	return b
}

func nullJSON(b json.RawMessage) any {
	if len(b) == 0 {
		return nil
	}
	return string(b)
}

func nilIfEmpty(b []byte) any {
	if len(b) == 0 {
		return nil
	}
	return b
}

// Game reads a game's row.
func (s *Store) Game(ctx context.Context, id string) (*Game, error) {
	row := s.db.QueryRowContext(ctx, s.q(`SELECT id, ruleset, setup, rules, options, status, seq, state_hash, watch_hash, bot_due, result, created_at, updated_at, COALESCE(owner, ''), epoch FROM games WHERE id = ?`), id)
	return scanGame(row)
}

type scanner interface{ Scan(...any) error }

func scanGame(row scanner) (*Game, error) {
	var g Game
	var setup, rules, options string
	var result sql.NullString
	var created, updated int64
	err := row.Scan(&g.ID, &g.Ruleset, &setup, &rules, &options, &g.Status, &g.Seq, &g.StateHash, &g.WatchHash, &g.BotDue, &result, &created, &updated, &g.Owner, &g.Epoch)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal([]byte(setup), &g.Setup); err != nil {
		return nil, fmt.Errorf("store: game %s: setup: %w", g.ID, err)
	}
	if err := json.Unmarshal([]byte(rules), &g.Rules); err != nil {
		return nil, fmt.Errorf("store: game %s: rules: %w", g.ID, err)
	}
	g.Options = json.RawMessage(options)
	if result.Valid {
		g.Result = json.RawMessage(result.String)
	}
	g.Created, g.Updated = time.UnixMilli(created), time.UnixMilli(updated)
	return &g, nil
}

// Seats reads a game's seats in seat order.
func (s *Store) Seats(ctx context.Context, id string) ([]Seat, error) {
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT seat, role, team, kind, COALESCE(bot, ''), name, token_hash, invite_hash FROM seats WHERE game_id = ? ORDER BY seat`), id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Seat
	for rows.Next() {
		var st Seat
		var seat int
		if err := rows.Scan(&seat, &st.Role, &st.Team, &st.Kind, &st.Bot, &st.Name, &st.TokenHash, &st.InviteHash); err != nil {
			return nil, err
		}
		st.Seat = engine.Seat(seat)
		out = append(out, st)
	}
	return out, rows.Err()
}

// Choices reads a game's choices after seq, in order.
func (s *Store) Choices(ctx context.Context, id string, after int) ([]Choice, error) {
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT seq, decision, seat, option, number, source, COALESCE(client_id, ''), state_hash, at, epoch FROM choices WHERE game_id = ? AND seq > ? ORDER BY seq`), id, after)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Choice
	for rows.Next() {
		var c Choice
		var seat int
		var hash []byte
		var at int64
		if err := rows.Scan(&c.Seq, &c.Choice.Decision, &seat, &c.Choice.Option, &c.Choice.Number, &c.Source, &c.ClientID, &hash, &at, &c.Epoch); err != nil {
			return nil, err
		}
		c.Choice.Seat = engine.Seat(seat)
		c.Choice.Concede = c.Source == SourceConcession
		if len(hash) != 32 {
			return nil, fmt.Errorf("store: game %s choice %d: hash of %d bytes", id, c.Seq, len(hash))
		}
		copy(c.Hash[:], hash)
		c.At = time.UnixMilli(at)
		out = append(out, c)
	}
	return out, rows.Err()
}

// Answer returns the stored choice of game id that answered decision for
// seat (concessions excluded), or ErrNotFound.
func (s *Store) Answer(ctx context.Context, id string, decision uint64, seat engine.Seat) (Choice, error) {
	var c Choice
	var at int64
	var hash []byte
	err := s.db.QueryRowContext(ctx, s.q(`SELECT seq, option, number, source, COALESCE(client_id, ''), state_hash, at FROM choices WHERE game_id = ? AND decision = ? AND seat = ? AND source NOT IN (?, ?)`),
		id, decision, int(seat), SourceConcede, SourceConcession).Scan(&c.Seq, &c.Choice.Option, &c.Choice.Number, &c.Source, &c.ClientID, &hash, &at)
	if errors.Is(err, sql.ErrNoRows) {
		return Choice{}, ErrNotFound
	}
	if err != nil {
		return Choice{}, err
	}
	c.Choice.Decision, c.Choice.Seat = decision, seat
	copy(c.Hash[:], hash)
	c.At = time.UnixMilli(at)
	return c, nil
}

// SeatByToken returns the seat of game id whose token hashes to h.
func (s *Store) SeatByToken(ctx context.Context, id string, h []byte) (engine.Seat, error) {
	var seat int
	err := s.db.QueryRowContext(ctx, s.q(`SELECT seat FROM seats WHERE game_id = ? AND token_hash = ?`), id, h).Scan(&seat)
	if errors.Is(err, sql.ErrNoRows) {
		return engine.NoSeat, ErrNotFound
	}
	return engine.Seat(seat), err
}

// GameByWatch returns the id of the game whose spectator token hashes to h.
func (s *Store) GameByWatch(ctx context.Context, h []byte) (string, error) {
	var id string
	err := s.db.QueryRowContext(ctx, s.q(`SELECT id FROM games WHERE watch_hash = ?`), h).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return "", ErrNotFound
	}
	return id, err
}

// Invite returns the game and seat of an unclaimed invite whose token
// hashes to h.
func (s *Store) Invite(ctx context.Context, h []byte) (string, engine.Seat, error) {
	var id string
	var seat int
	err := s.db.QueryRowContext(ctx, s.q(`SELECT game_id, seat FROM seats WHERE invite_hash = ?`), h).Scan(&id, &seat)
	if errors.Is(err, sql.ErrNoRows) {
		return "", engine.NoSeat, ErrNotFound
	}
	return id, engine.Seat(seat), err
}

// ClaimInvite claims the seat of the invite whose token hashes to invite,
// atomically: the seat gets the token hash, the invite is forgotten, and the
// game becomes active once no human seat is left unclaimed. A used or
// unknown invite is ErrNotFound.
func (s *Store) ClaimInvite(ctx context.Context, invite, token []byte, name string) (string, engine.Seat, error) {
	return s.ClaimInviteRestart(ctx, invite, token, name, nil)
}

// SetStatus sets a game's status and result outside an append (a game
// found diverged when loaded).
func (s *Store) SetStatus(ctx context.Context, id, status string, result json.RawMessage) error {
	return s.do(ctx, func(tx *wtx) error {
		_, err := tx.Exec(`UPDATE games SET status = ?, result = COALESCE(?, result), updated_at = ? WHERE id = ?`, status, nullJSON(result), time.Now().UnixMilli(), id)
		return err
	})
}

// Summary is a line of a game list.
type Summary struct {
	ID      string
	Ruleset string
	Status  string
	Seq     int
	Result  json.RawMessage
	Updated time.Time
}

// Summaries returns the rows of the games listed, most recently updated
// first; unknown ids are skipped.
func (s *Store) Summaries(ctx context.Context, ids []string) ([]Summary, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	args := make([]any, len(ids))
	for i, id := range ids {
		args[i] = id
	}
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT id, ruleset, status, seq, result, updated_at FROM games WHERE id IN (?`+strings.Repeat(",?", len(ids)-1)+`) ORDER BY updated_at DESC`), args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Summary
	for rows.Next() {
		var m Summary
		var result sql.NullString
		var updated int64
		if err := rows.Scan(&m.ID, &m.Ruleset, &m.Status, &m.Seq, &result, &updated); err != nil {
			return nil, err
		}
		if result.Valid {
			m.Result = json.RawMessage(result.String)
		}
		m.Updated = time.UnixMilli(updated)
		out = append(out, m)
	}
	return out, rows.Err()
}

// BotDue returns the ids of active games in which a bot seat must move.
func (s *Store) BotDue(ctx context.Context) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT id FROM games WHERE bot_due = `+s.d.true+` AND status = 'active'`))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		out = append(out, id)
	}
	return out, rows.Err()
}

// AddChat appends a chat line and returns its number.
func (s *Store) AddChat(ctx context.Context, id string, c Chat) (int, error) {
	var n int
	err := s.do(ctx, func(tx *wtx) error {
		if err := tx.QueryRow(`SELECT COALESCE(MAX(n), 0) + 1 FROM chat WHERE game_id = ?`, id).Scan(&n); err != nil {
			return err
		}
		_, err := tx.Exec(`INSERT INTO chat (game_id, n, seat, name, text, game_seq, at) VALUES (?, ?, ?, ?, ?, ?, ?)`, id, n, int(c.Seat), c.Name, c.Text, c.Seq, c.At.UnixMilli())
		return err
	})
	return n, err
}

// ChatLines returns the last n chat lines of a game, oldest first.
func (s *Store) ChatLines(ctx context.Context, id string, n int) ([]Chat, error) {
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT n, seat, name, text, game_seq, at FROM (SELECT * FROM chat WHERE game_id = ? ORDER BY n DESC LIMIT ?) AS last ORDER BY n`), id, n)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Chat
	for rows.Next() {
		var c Chat
		var seat int
		var at int64
		if err := rows.Scan(&c.N, &seat, &c.Name, &c.Text, &c.Seq, &at); err != nil {
			return nil, err
		}
		c.Seat, c.At = engine.Seat(seat), time.UnixMilli(at)
		out = append(out, c)
	}
	return out, rows.Err()
}

// Append appends choices to game id, whose last appended choice must be
// prev, and sets the game's status (unless status is ""), result and
// whether a bot is due, in one
// transaction. It returns once the rows are committed (durable as the
// Sync option says). ErrConflict means the game is not at prev, or one of
// the choices already has a row. It saves whatever the game's epoch (see
// AppendFenced).
func (s *Store) Append(ctx context.Context, id string, prev int, cs []Choice, status string, result json.RawMessage, botDue bool) error {
	return s.AppendFenced(ctx, id, AnyEpoch, prev, cs, status, result, botDue)
}

// AppendFenced is Append by the holder of the game's epoch (from Claim):
// the save is conditional on the game still being at that epoch, and when
// it is not (another node claimed it, or it was released) nothing is
// written and the error is a *FencedError (errors.Is ErrFenced). The
// condition is in the statement that writes the game's row, so no timing
// decides it: on PostgreSQL the whole save is that one statement (the
// row's UPDATE and the choices' INSERT in one WITH); on SQLite the choices
// are inserted only after it has matched, in the same transaction. A
// refused save writes nothing and leaves the batch it was in intact.
func (s *Store) AppendFenced(ctx context.Context, id string, epoch int64, prev int, cs []Choice, status string, result json.RawMessage, botDue bool) error {
	if len(cs) == 0 {
		return nil
	}
	for i, c := range cs {
		if c.Seq != prev+1+i {
			return fmt.Errorf("store: choice seq %d after %d: %w", c.Seq, prev+i, ErrConflict)
		}
	}
	if epoch < 0 {
		epoch = AnyEpoch
	}
	// unsaved says why a save wrote nothing, leaving the transaction as it was.
	unsaved := func(tx *wtx) error {
		var seq int
		var at int64
		var owner string
		err := tx.QueryRow(`SELECT seq, epoch, COALESCE(owner, '') FROM games WHERE id = ?`, id).Scan(&seq, &at, &owner)
		switch {
		case errors.Is(err, sql.ErrNoRows):
			return clean(fmt.Errorf("store: no game %s: %w", id, ErrConflict))
		case err != nil:
			return err
		case epoch != AnyEpoch && at != epoch:
			return clean(&FencedError{Game: id, Epoch: epoch, Current: at, Owner: owner})
		}
		return clean(fmt.Errorf("store: game %s is at seq %d, not %d: %w", id, seq, prev, ErrConflict))
	}
	var pipe *pipelined
	if s.d == postgresDialect {
		query, args := appendPostgresQuery(id, epoch, prev, cs, status, result, botDue)
		pipe = &pipelined{query: s.q(query), args: args, rows: int64(len(cs)), unsaved: unsaved}
	}
	return s.doPiped(ctx, pipe, func(tx *wtx) error {
		var err error
		var saved bool
		if s.d == postgresDialect {
			saved, err = appendPostgres(tx, id, epoch, prev, cs, status, result, botDue)
		} else {
			saved, err = appendSQLite(tx, id, epoch, prev, cs, status, result, botDue)
		}
		if err != nil {
			return uniqueConflict(err)
		}
		if saved {
			return nil
		}
		return unsaved(tx)
	})
}

// uniqueConflict is err, an ErrConflict if it is a unique violation (a
// choice saved already).
func uniqueConflict(err error) error {
	if isUnique(err) {
		return fmt.Errorf("store: %v: %w", err, ErrConflict)
	}
	return err
}

// appendHead is the conditional update of a game's row that every save
// makes first: it matches only a game at seq prev and, unless the epoch is
// AnyEpoch, at that epoch.
const appendHead = `UPDATE games SET seq = ?, state_hash = ?, status = CASE WHEN ? = '' THEN status ELSE ? END, result = COALESCE(?, result), bot_due = ?, updated_at = ?
	WHERE id = ? AND seq = ? AND (? < 0 OR epoch = ?) RETURNING id, epoch`

func headArgs(id string, epoch int64, prev int, cs []Choice, status string, result json.RawMessage, botDue bool) []any {
	last := cs[len(cs)-1]
	return []any{last.Seq, last.Hash[:], status, status, nullJSON(result), botDue, time.Now().UnixMilli(), id, prev, epoch, epoch}
}

// appendPostgres saves in one statement: the row's conditional update,
// and the choices inserted from arrays only for a row it updated. saved is
// false when it matched no row (and so wrote nothing).
func appendPostgres(tx *wtx, id string, epoch int64, prev int, cs []Choice, status string, result json.RawMessage, botDue bool) (saved bool, err error) {
	query, args := appendPostgresQuery(id, epoch, prev, cs, status, result, botDue)
	res, err := tx.Exec(query, args...)
	if err != nil {
		return false, err
	}
	got, err := res.RowsAffected()
	if err != nil {
		return false, err
	}
	return savedRows(id, len(cs), got)
}

// savedRows reports whether a save of n choices that wrote got rows saved
// them (n) or wrote nothing (0); anything else is an error.
func savedRows(id string, n int, got int64) (bool, error) {
	switch got {
	case int64(n):
		return true, nil
	case 0:
		return false, nil
	}
	return false, fmt.Errorf("store: game %s: a save of %d choices wrote %d", id, n, got)
}

// appendPostgresQuery is appendPostgres's statement (with ? placeholders)
// and its arguments.
func appendPostgresQuery(id string, epoch int64, prev int, cs []Choice, status string, result json.RawMessage, botDue bool) (string, []any) {
	n := len(cs)
	seqs, decisions, seats, options, numbers, ats := make([]int64, n), make([]int64, n), make([]int64, n), make([]int64, n), make([]int64, n), make([]int64, n)
	sources, clients, hashes := make([]string, n), make([]string, n), make([][]byte, n)
	for i, c := range cs {
		seqs[i], decisions[i], seats[i] = int64(c.Seq), int64(c.Choice.Decision), int64(c.Choice.Seat)
		options[i], numbers[i], ats[i] = int64(c.Choice.Option), int64(c.Choice.Number), c.At.UnixMilli()
		sources[i], clients[i], hashes[i] = c.Source, c.ClientID, c.Hash[:]
	}
	args := append(headArgs(id, epoch, prev, cs, status, result, botDue), seqs, decisions, seats, options, numbers, sources, clients, hashes, ats)
	return appendPostgresSQL, args
}

// appendPostgresSQL is appendPostgres's statement.
var appendPostgresSQL = `WITH head AS (` + strings.Replace(appendHead, "(? < 0 OR epoch = ?)", "(?::bigint < 0 OR epoch = ?::bigint)", 1) + `)
		INSERT INTO choices (game_id, seq, decision, seat, option, number, source, client_id, state_hash, at, epoch)
		SELECT head.id, c.seq, c.decision, c.seat, c.option, c.number, c.source, NULLIF(c.client_id, ''), c.state_hash, c.at, head.epoch
		FROM head, unnest(?::bigint[], ?::bigint[], ?::bigint[], ?::bigint[], ?::bigint[], ?::text[], ?::text[], ?::bytea[], ?::bigint[])
			AS c(seq, decision, seat, option, number, source, client_id, state_hash, at)`

// appendSQLite saves with the row's conditional update first, then the
// choices only if it matched. saved is false when it matched no row (and
// so wrote nothing).
func appendSQLite(tx *wtx, id string, epoch int64, prev int, cs []Choice, status string, result json.RawMessage, botDue bool) (saved bool, err error) {
	var gid string
	var at int64
	err = tx.QueryRow(appendHead, headArgs(id, epoch, prev, cs, status, result, botDue)...).Scan(&gid, &at)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	for _, c := range cs {
		var client any
		if c.ClientID != "" {
			client = c.ClientID
		}
		if _, err := tx.Exec(`INSERT INTO choices (game_id, seq, decision, seat, option, number, source, client_id, state_hash, at, epoch) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			id, c.Seq, int64(c.Choice.Decision), int(c.Choice.Seat), c.Choice.Option, c.Choice.Number, c.Source, client, c.Hash[:], c.At.UnixMilli(), at); err != nil {
			return false, err
		}
	}
	return true, nil
}

// Claim makes node owner the holder of game id, which must be at epoch
// seen (as its row was read) and have no holder but a gone one (none, the
// claimant, or a node without a running lease; see RegisterNode): the
// epoch is raised by one and returned, and saves under any earlier epoch
// are refused from then on. Of two nodes claiming the game from the same
// epoch exactly one wins; the other gets a *FencedError naming the winner.
// A game held by another live node is a *HeldError (ErrHeld); no such game
// is ErrNotFound.
func (s *Store) Claim(ctx context.Context, id, owner string, seen int64) (int64, error) {
	var epoch int64
	err := s.do(ctx, func(tx *wtx) error {
		// A holder's lease may run out between the claim and the look at
		// why it matched nothing: the game has become claimable, so the
		// claim is tried again (a lease runs out once; two tries suffice,
		// a few allow for a slow clock tick).
		for range claimTries {
			var gid string
			err := tx.QueryRow(`UPDATE games SET owner = ?, epoch = epoch + 1 WHERE id = ? AND epoch = ? AND `+s.claimable("games")+` RETURNING id, epoch`, owner, id, seen, owner).Scan(&gid, &epoch)
			if !errors.Is(err, sql.ErrNoRows) {
				return err
			}
			if err := s.heldOrFenced(tx, id, owner, seen); !errors.Is(err, errBecameClaimable) {
				return err
			}
		}
		return fmt.Errorf("store: game %s: a claim from epoch %d matched nothing %d times, yet the game is at that epoch and claimable", id, seen, claimTries)
	})
	return epoch, err
}

// claimTries is how many times Claim tries a game that turns claimable
// while it looks at why the claim matched nothing.
const claimTries = 3

// Release gives up game id held at epoch: it has no owner any more and its
// epoch is raised, so that a save still under way from the releasing node
// is refused like any stale one. A *FencedError if the game has left
// epoch.
func (s *Store) Release(ctx context.Context, id string, epoch int64) error {
	return s.do(ctx, func(tx *wtx) error {
		var gid string
		err := tx.QueryRow(`UPDATE games SET owner = NULL, epoch = epoch + 1 WHERE id = ? AND epoch = ? RETURNING id`, id, epoch).Scan(&gid)
		if errors.Is(err, sql.ErrNoRows) {
			return s.fenced(tx, id, epoch)
		}
		return err
	})
}

// fenced is the clean error of a claim or release under epoch that
// matched no row of game id.
func (s *Store) fenced(tx *wtx, id string, epoch int64) error {
	var at int64
	var owner string
	err := tx.QueryRow(`SELECT epoch, COALESCE(owner, '') FROM games WHERE id = ?`, id).Scan(&at, &owner)
	if errors.Is(err, sql.ErrNoRows) {
		return clean(fmt.Errorf("store: game %s: %w", id, ErrNotFound))
	}
	if err != nil {
		return err
	}
	return clean(&FencedError{Game: id, Epoch: epoch, Current: at, Owner: owner})
}

// cleanError is the error of a write that wrote nothing, so that the
// batch's transaction is as it was: the writer gives the error to that
// write alone and commits the others without undoing the batch.
type cleanError struct{ err error }

func (e *cleanError) Error() string { return e.err.Error() }
func (e *cleanError) Unwrap() error { return e.err }

func clean(err error) error { return &cleanError{err} }

// unclean is err without its cleanError wrapper, and whether it had one.
func unclean(err error) (error, bool) {
	var c *cleanError
	if errors.As(err, &c) {
		return c.err, true
	}
	return err, false
}

// write is one unit of work for the writer: its own savepoint within a
// batch transaction.
type write struct {
	f    func(*wtx) error
	pipe *pipelined // on PostgreSQL, f as one statement the writer may pipeline, or nil
	done chan error
}

// pipelined is a write that is one statement on PostgreSQL (a save): the
// writer sends the statements of consecutive such writes of a batch in one
// round trip (pgx.Batch) instead of one each.
type pipelined struct {
	query string // with $n placeholders
	args  []any
	rows  int64 // the rows it writes when it does; else it writes none
	// unsaved is the write's error when the statement wrote nothing.
	unsaved func(*wtx) error
}

// wtx is the writer's transaction: it runs each query as a statement
// prepared once on the writer's connection, since parsing SQL was a good
// part of the cost of a move.
type wtx struct {
	s  *Store
	tx *sql.Tx
}

func (t *wtx) stmt(query string) (*sql.Stmt, error) {
	st, ok := t.s.stmts[query]
	if !ok {
		var err error
		if st, err = t.s.db.Prepare(t.s.q(query)); err != nil {
			return nil, err
		}
		t.s.stmts[query] = st
	}
	return t.tx.Stmt(st), nil
}

// Exec runs a statement.
func (t *wtx) Exec(query string, args ...any) (sql.Result, error) {
	st, err := t.stmt(query)
	if err != nil {
		return nil, err
	}
	return st.Exec(args...)
}

// QueryRow runs a query that returns at most one row.
func (t *wtx) QueryRow(query string, args ...any) interface{ Scan(...any) error } {
	st, err := t.stmt(query)
	if err != nil {
		return errRow{err}
	}
	return st.QueryRow(args...)
}

type errRow struct{ err error }

func (r errRow) Scan(...any) error { return r.err }

// do runs f in a savepoint of the writer's next transaction and returns f's
// error, or the commit's. If f fails, its changes are rolled back and the
// other writes of the batch are unaffected.
func (s *Store) do(ctx context.Context, f func(*wtx) error) error {
	return s.doPiped(ctx, nil, f)
}

// doPiped is do with f also as pipe, one statement the writer may send
// with others in one round trip (nil: none).
func (s *Store) doPiped(ctx context.Context, pipe *pipelined, f func(*wtx) error) error {
	w := &write{f: f, pipe: pipe, done: make(chan error, 1)}
	select {
	case <-s.closing:
		return ErrClosed
	case s.writes <- w:
	case <-ctx.Done():
		return ctx.Err()
	}
	// Once queued, the write happens: wait for it even if ctx ends, so that
	// the caller never believes a committed write failed.
	return <-w.done
}

// writer commits queued writes in batches until Close.
func (s *Store) writer() {
	defer close(s.done)
	batch := make([]*write, 0, s.maxBatch)
	for {
		batch = batch[:0]
		select {
		case w := <-s.writes:
			batch = append(batch, w)
		case <-s.closing:
			// Drain what was queued before Close.
			for {
				select {
				case w := <-s.writes:
					s.commit([]*write{w})
				default:
					return
				}
			}
		}
	more:
		for len(batch) < s.maxBatch {
			select {
			case w := <-s.writes:
				batch = append(batch, w)
			default:
				break more
			}
		}
		s.commit(batch)
	}
}

// commit runs a batch in one transaction. It first runs the writes one
// after the other; if one fails, it rolls the whole batch back and runs it
// again with each write in a savepoint, so that a failing write is undone
// alone and the others are unaffected. Failures are rare (a conflict), and
// three statements fewer per write made a busy server's writer faster.
func (s *Store) commit(batch []*write) {
	fail := func(err error) {
		for _, w := range batch {
			w.done <- err
		}
	}
	ctx := context.Background()
	if s.observe != nil {
		defer func(t time.Time) { s.observe(len(batch), time.Since(t)) }(time.Now())
	}
	tx, err := s.begin(ctx)
	if err != nil {
		fail(fmt.Errorf("store: begin: %w", err))
		return
	}
	t := &wtx{s: s, tx: tx}
	errs := make([]error, len(batch))
	for i := 0; i < len(batch); i++ {
		w := batch[i]
		if j := pipeRun(batch, i); j-i >= 2 && !s.noPipeline {
			if !s.pipeline(ctx, t, batch[i:j], errs[i:j]) {
				tx.Rollback()
				s.commitSavepoints(batch)
				return
			}
			i = j - 1
			continue
		}
		if err := w.f(t); err != nil {
			var ok bool
			if errs[i], ok = unclean(err); ok {
				continue // it wrote nothing: the others go on
			}
			tx.Rollback()
			if len(batch) == 1 {
				w.done <- err
				return
			}
			s.commitSavepoints(batch)
			return
		}
	}
	if err := tx.Commit(); err != nil {
		fail(fmt.Errorf("store: commit: %w", err))
		return
	}
	for i, w := range batch {
		w.done <- errs[i]
	}
}

// pipeRun returns the end of the run of pipelined writes of batch that
// starts at i (i itself if batch[i] is not one).
func pipeRun(batch []*write, i int) int {
	j := i
	for j < len(batch) && batch[j].pipe != nil {
		j++
	}
	return j
}

// pipeline runs the statements of writes ws, each pipelined, in the
// writer's transaction t, in one round trip (pgx.Batch on the writer's
// connection), and sets errs[k] to the error of ws[k] that wrote nothing
// (a fenced save, say). It reports false if a statement failed: the
// transaction is aborted then, and the caller runs the batch again one
// write at a time.
func (s *Store) pipeline(ctx context.Context, t *wtx, ws []*write, errs []error) bool {
	saved := make([]bool, len(ws))
	err := s.wconn.Raw(func(dc any) error {
		c, ok := dc.(*stdlib.Conn)
		if !ok {
			return fmt.Errorf("store: the writer's connection is a %T, not pgx's", dc)
		}
		b := &pgx.Batch{}
		for _, w := range ws {
			b.Queue(w.pipe.query, w.pipe.args...)
		}
		br := c.Conn().SendBatch(ctx, b)
		for k, w := range ws {
			tag, err := br.Exec()
			if err != nil {
				br.Close()
				return uniqueConflict(err)
			}
			if tag.RowsAffected() == w.pipe.rows {
				saved[k] = true
			} else if tag.RowsAffected() != 0 {
				br.Close()
				return fmt.Errorf("store: a pipelined save of %d rows wrote %d", w.pipe.rows, tag.RowsAffected())
			}
		}
		return br.Close()
	})
	if err != nil {
		return false
	}
	s.pipelined.Add(int64(len(ws)))
	for k, w := range ws {
		if saved[k] {
			continue
		}
		var ok bool
		if errs[k], ok = unclean(w.pipe.unsaved(t)); !ok {
			return false
		}
	}
	return true
}

// begin begins the writer's next transaction. If that fails, the writer's
// connection may be broken (on PostgreSQL: the server restarted, failed
// over, or the link was cut; a failed statement earlier may have found it
// so): it is replaced by a new one and the begin tried once more, which is
// safe since a begin that failed did nothing.
func (s *Store) begin(ctx context.Context) (*sql.Tx, error) {
	tx, err := s.wconn.BeginTx(ctx, nil)
	if err == nil || s.d != postgresDialect { // SQLite's connection is a file: nothing to reconnect
		return tx, err
	}
	c, cerr := s.db.Conn(ctx)
	if cerr != nil {
		return nil, errors.Join(err, cerr)
	}
	s.wconn.Close()
	s.wconn = c
	return s.wconn.BeginTx(ctx, nil)
}

// commitSavepoints runs a batch in one transaction, each write in a
// savepoint.
func (s *Store) commitSavepoints(batch []*write) {
	fail := func(err error) {
		for _, w := range batch {
			w.done <- err
		}
	}
	tx, err := s.begin(context.Background())
	if err != nil {
		fail(fmt.Errorf("store: begin: %w", err))
		return
	}
	t := &wtx{s: s, tx: tx}
	errs := make([]error, len(batch))
	for i, w := range batch {
		if _, err := tx.Exec(`SAVEPOINT w`); err != nil {
			tx.Rollback()
			fail(fmt.Errorf("store: savepoint: %w", err))
			return
		}
		if errs[i] = w.f(t); errs[i] != nil {
			errs[i], _ = unclean(errs[i])
			if _, err := tx.Exec(`ROLLBACK TO w`); err != nil {
				tx.Rollback()
				fail(fmt.Errorf("store: rollback to savepoint: %w", err))
				return
			}
		}
		if _, err := tx.Exec(`RELEASE w`); err != nil {
			tx.Rollback()
			fail(fmt.Errorf("store: release savepoint: %w", err))
			return
		}
	}
	if err := tx.Commit(); err != nil {
		fail(fmt.Errorf("store: commit: %w", err))
		return
	}
	for i, w := range batch {
		w.done <- errs[i]
	}
}
