package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
)

// Errors of nodes and leases.
var (
	// ErrLeaseLost: the node's lease expired (or its row is gone) before it
	// was renewed: other nodes may have claimed its games. The node must
	// drop every game it holds and register again under a new id.
	ErrLeaseLost = errors.New("lease lost")
	// ErrHeld: the game is held by another node whose lease runs. The
	// error is a *HeldError.
	ErrHeld = errors.New("held by a live node")
)

// HeldError is the error of a claim of game Game, held at epoch Epoch by
// node Owner, whose lease has not expired. Nothing was written.
// errors.Is(err, ErrHeld) holds.
type HeldError struct {
	Game, Owner string
	Epoch       int64
}

// Error says who holds the game.
func (e *HeldError) Error() string {
	return fmt.Sprintf("store: game %s is held by node %s at epoch %d: %s", e.Game, e.Owner, e.Epoch, ErrHeld)
}

// Is makes errors.Is(err, ErrHeld) hold.
func (e *HeldError) Is(target error) bool { return target == ErrHeld }

// Node is a server node sharing the database.
type Node struct {
	ID    string // random at each start, never reused
	Addr  string // host:port the other nodes relay to
	Rules string // the rules version its build plays
}

// ms is d in whole milliseconds.
func ms(d time.Duration) int64 { return d.Milliseconds() }

// RegisterNode adds node n with a lease of ttl from now on the database's
// clock. ErrConflict: a node of that id exists.
func (s *Store) RegisterNode(ctx context.Context, n Node, ttl time.Duration) error {
	return s.do(ctx, func(tx *wtx) error {
		_, err := tx.Exec(`INSERT INTO nodes (id, addr, rules, started_at, expires_at) VALUES (?, ?, ?, `+s.d.nowMs+`, `+s.d.nowMs+` + ?)`, n.ID, n.Addr, n.Rules, ms(ttl))
		if err != nil && isUnique(err) {
			return fmt.Errorf("store: node %s: %v: %w", n.ID, err, ErrConflict)
		}
		return err
	})
}

// RenewLease extends node id's lease to ttl from now on the database's
// clock, if it has not expired: ErrLeaseLost if it has (then the node's
// games may be another's already). The caller keeps its own deadline on
// its monotonic clock, read before the call, less a margin.
func (s *Store) RenewLease(ctx context.Context, id string, ttl time.Duration) error {
	return s.do(ctx, func(tx *wtx) error {
		res, err := tx.Exec(`UPDATE nodes SET expires_at = `+s.d.nowMs+` + ? WHERE id = ? AND expires_at > `+s.d.nowMs, ms(ttl), id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return clean(fmt.Errorf("store: node %s: %w", id, ErrLeaseLost))
		}
		return nil
	})
}

// DropNode removes node id (a node that stops, or drains, after releasing
// its games): its games that it did not release become claimable at once.
func (s *Store) DropNode(ctx context.Context, id string) error {
	return s.do(ctx, func(tx *wtx) error {
		_, err := tx.Exec(`DELETE FROM nodes WHERE id = ?`, id)
		return err
	})
}

// Nodes lists the nodes whose lease runs, by id.
func (s *Store) Nodes(ctx context.Context) ([]Node, error) {
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT id, addr, rules FROM nodes WHERE expires_at > `+s.d.nowMs+` ORDER BY id`))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Node
	for rows.Next() {
		var n Node
		if err := rows.Scan(&n.ID, &n.Addr, &n.Rules); err != nil {
			return nil, err
		}
		out = append(out, n)
	}
	return out, rows.Err()
}

// orphaned is the condition that game row g has no holder but a gone one:
// no owner, or an owner without a running lease.
func (s *Store) orphaned(g string) string {
	return `(` + g + `.owner IS NULL OR NOT EXISTS (SELECT 1 FROM nodes n WHERE n.id = ` + g + `.owner AND n.expires_at > ` + s.d.nowMs + `))`
}

// claimable is the condition that game row g may be claimed by node ?: it
// is orphaned, or the claimant holds it already.
func (s *Store) claimable(g string) string {
	return `(` + g + `.owner = ? OR ` + s.orphaned(g) + `)`
}

// Claimed is a game a node claimed, at the epoch it now holds it.
type Claimed struct {
	ID    string
	Epoch int64
}

// ClaimOrphanedBotGames claims for node up to limit active games in which
// a bot must move and whose owner is gone (no owner, or no running lease),
// oldest first, and returns them with their new epochs. Nodes sweeping at
// once share them out: on PostgreSQL a game another sweep has locked is
// skipped (FOR UPDATE SKIP LOCKED), never waited for nor claimed twice.
// The games of skip are left alone (those a node found it cannot play:
// made under another build). A game for which playable (when not nil)
// is false is not claimed either, nothing of it written: its id is
// returned in refused, so that the caller may skip it from then on.
func (s *Store) ClaimOrphanedBotGames(ctx context.Context, node string, limit int, playable func(*Game) bool, skip ...string) (claimed []Claimed, refused []string, err error) {
	not := ""
	var args []any
	if len(skip) > 0 {
		not = ` AND g.id NOT IN (?` + strings.Repeat(`, ?`, len(skip)-1) + `)`
		for _, id := range skip {
			args = append(args, id)
		}
	}
	args = append(args, limit)
	err = s.do(ctx, func(tx *wtx) error {
		claimed, refused = claimed[:0], refused[:0]
		rows, err := tx.tx.QueryContext(ctx, s.q(`SELECT g.id, g.ruleset, g.setup, g.rules, g.options, g.status, g.seq, g.state_hash, g.watch_hash, g.bot_due, g.result, g.created_at, g.updated_at, COALESCE(g.owner, ''), g.epoch
			FROM games g WHERE g.bot_due = `+s.d.true+` AND g.status = 'active' AND `+s.orphaned("g")+not+`
			ORDER BY g.updated_at, g.id LIMIT ? `+s.d.lock), args...)
		if err != nil {
			return err
		}
		var ids []string
		for rows.Next() {
			g, err := scanGame(rows)
			if err != nil {
				rows.Close()
				return err
			}
			if playable == nil || playable(g) {
				ids = append(ids, g.ID)
			} else {
				refused = append(refused, g.ID)
			}
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		for _, id := range ids {
			c := Claimed{ID: id}
			if err := tx.QueryRow(`UPDATE games SET owner = ?, epoch = epoch + 1 WHERE id = ? RETURNING epoch`, node, id).Scan(&c.Epoch); err != nil {
				return fmt.Errorf("store: claiming orphaned game %s: %w", id, err)
			}
			claimed = append(claimed, c)
		}
		return nil
	})
	return claimed, refused, err
}

// heldOrFenced is the clean error of a claim of game id from epoch seen by
// node that matched no row: no such game, another epoch, or held by a live
// node; errBecameClaimable if none of these holds any more.
func (s *Store) heldOrFenced(tx *wtx, id, node string, seen int64) error {
	var at int64
	var owner string
	var alive bool
	err := tx.QueryRow(`SELECT epoch, COALESCE(owner, ''), NOT `+s.claimable("games")+` FROM games WHERE id = ?`, node, id).Scan(&at, &owner, &alive)
	if errors.Is(err, sql.ErrNoRows) {
		return clean(fmt.Errorf("store: game %s: %w", id, ErrNotFound))
	}
	if err != nil {
		return err
	}
	if at != seen {
		return clean(&FencedError{Game: id, Epoch: seen, Current: at, Owner: owner})
	}
	if alive {
		return clean(&HeldError{Game: id, Owner: owner, Epoch: at})
	}
	return errBecameClaimable
}

// errBecameClaimable is heldOrFenced's finding that a claim which matched
// nothing finds the game claimable a moment later: its holder's lease ran
// out in between, and the claim may be tried again.
var errBecameClaimable = errors.New("store: the game became claimable after the claim")
