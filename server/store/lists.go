package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/datafort/datafort/engine"
)

// Line is a game as the lobby lists it: its summary, when it was created,
// and its seats (tokens left out; InviteHash set while the seat's
// invitation is unclaimed).
type Line struct {
	Summary
	Options json.RawMessage // the server's options for the game
	Created time.Time
	Seats   []Seat
}

// Lines returns the lines of the games listed, most recently updated
// first; unknown ids are skipped. It makes two queries whatever the
// number of games.
func (s *Store) Lines(ctx context.Context, ids []string) ([]Line, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	args := make([]any, len(ids))
	for i, id := range ids {
		args[i] = id
	}
	in := `(?` + strings.Repeat(",?", len(ids)-1) + `)`
	out, err := s.lines(ctx, `SELECT id, ruleset, status, seq, result, options, created_at, updated_at FROM games WHERE id IN `+in+` ORDER BY updated_at DESC`, args...)
	if err != nil {
		return nil, fmt.Errorf("store: game lines: %w", err)
	}
	return out, nil
}

// PublicGames returns the lines of at most n games that are not over and
// that anyone may watch (spectators "public") or join (options "listed"),
// most recently updated first.
func (s *Store) PublicGames(ctx context.Context, n int) ([]Line, error) {
	out, err := s.lines(ctx, `SELECT id, ruleset, status, seq, result, options, created_at, updated_at FROM games WHERE status IN ('open', 'active') AND (options LIKE '%"spectators":"public"%' OR options LIKE '%"listed":true%') ORDER BY updated_at DESC LIMIT `+fmt.Sprint(n))
	if err != nil {
		return nil, fmt.Errorf("store: public games: %w", err)
	}
	return out, nil
}

// lines runs a query of games' lines, then reads their seats.
func (s *Store) lines(ctx context.Context, query string, args ...any) ([]Line, error) {
	rows, err := s.db.QueryContext(ctx, s.q(query), args...)
	if err != nil {
		return nil, err
	}
	var out []Line
	for rows.Next() {
		var m Line
		var result sql.NullString
		var options string
		var created, updated int64
		if err := rows.Scan(&m.ID, &m.Ruleset, &m.Status, &m.Seq, &result, &options, &created, &updated); err != nil {
			rows.Close()
			return nil, err
		}
		if result.Valid {
			m.Result = json.RawMessage(result.String)
		}
		m.Options = json.RawMessage(options)
		m.Created, m.Updated = time.UnixMilli(created), time.UnixMilli(updated)
		out = append(out, m)
	}
	rows.Close()
	if err := rows.Err(); err != nil || len(out) == 0 {
		return out, err
	}
	at := map[string]int{}
	args = args[:0]
	for i, m := range out {
		at[m.ID] = i
		args = append(args, m.ID)
	}
	srows, err := s.db.QueryContext(ctx, s.q(`SELECT game_id, seat, role, team, kind, COALESCE(bot, ''), name, invite_hash FROM seats WHERE game_id IN (?`+strings.Repeat(",?", len(args)-1)+`) ORDER BY game_id, seat`), args...)
	if err != nil {
		return nil, err
	}
	defer srows.Close()
	for srows.Next() {
		var id string
		var st Seat
		var seat int
		if err := srows.Scan(&id, &seat, &st.Role, &st.Team, &st.Kind, &st.Bot, &st.Name, &st.InviteHash); err != nil {
			return nil, err
		}
		st.Seat = engine.Seat(seat)
		out[at[id]].Seats = append(out[at[id]].Seats, st)
	}
	return out, srows.Err()
}
