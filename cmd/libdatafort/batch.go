package main

/*
#include <stdint.h>
*/
import "C"

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
)

// --- bots ------------------------------------------------------------------

// seatBot is a registered bot playing one seat of one game.
type seatBot struct {
	p    bot.Player
	seat int
}

func newSeatBot(gm *game, spec string, seat int, seed uint64) (*seatBot, error) {
	if seat < 0 || seat >= gm.info.NumPlayers {
		return nil, invalid("no seat %d (the game has %d)", seat, gm.info.NumPlayers)
	}
	cfg := bot.Config{Game: gm.name, Seat: engine.Seat(seat), Role: gm.info.Roles[seat], Seed: seed, Options: gm.params.Options}
	if seat < len(gm.params.Decks) {
		cfg.Deck = gm.params.Decks[seat]
	}
	p, err := bot.New(spec, cfg)
	if err != nil {
		return nil, invalid("%v", err)
	}
	return &seatBot{p: p, seat: seat}, nil
}

// action returns the bot's move in st, where its seat must decide, as an
// action id. The bot sees only its seat's observation; the ids are the
// state's own (agent.State.BotAction), so that the move applied next reads
// them rather than naming the options again.
func (b *seatBot) action(st *state) (int, error) {
	g := st.Engine()
	if g == nil {
		return 0, invalid("the bot of seat %d cannot move at the chance node", b.seat)
	}
	if _, ok := engine.DecisionFor(g, engine.Seat(b.seat)); !ok {
		return 0, invalid("seat %d has no decision", b.seat)
	}
	a, err := st.BotAction(b.p, b.seat)
	if err != nil {
		return 0, refused(err, "bot of seat %d", b.seat)
	}
	return a, nil
}

// df_bot_new sets *out to the bot spec ("random", "heuristic",
// "search:iters=200"; df_games lists a game's) playing seat of game g,
// seeded by seed.
//
//export df_bot_new
func df_bot_new(g C.int64_t, spec *C.char, seat C.int64_t, seed C.uint64_t, out *C.int64_t) C.int {
	return C.int(call(func() error {
		sp, err := cstr(spec)
		if err != nil {
			return err
		}
		return with(int64(g), kindGame, func(gm *game) error {
			b, err := newSeatBot(gm, sp, int(seat), uint64(seed))
			if err != nil {
				return err
			}
			return setOut(out, put(kindBot, b))
		})
	}))
}

// df_bot_action sets *out to bot b's move in state s, where b's seat must
// decide; it does not apply it.
//
//export df_bot_action
func df_bot_action(b, s C.int64_t, out *C.int64_t) C.int {
	return C.int(call(func() error {
		return with(int64(b), kindBot, func(sb *seatBot) error {
			return with(int64(s), kindState, func(st *state) error {
				a, err := sb.action(st)
				if err != nil {
					return err
				}
				return setOut(out, int64(a))
			})
		})
	}))
}

// df_bot_free frees a bot handle.
//
//export df_bot_free
func df_bot_free(b C.int64_t) C.int {
	return C.int(call(func() error { return free(int64(b), kindBot) }))
}

// --- batches ---------------------------------------------------------------

// batch is many games of one game, stepped together: a vector environment.
// Seats may be given to bots, which then move inside the batch's calls.
type batch struct {
	g      *game
	states []*state
	bots   [][]*seatBot // by game, by seat; nil for a seat the caller plays
	steps  int64        // decisions applied, the caller's and the bots'
}

// advance lets the bots of game i move until a seat the caller plays must
// decide, or the game is over.
func (bt *batch) advance(i int) error {
	st := bt.states[i]
	for {
		m := st.mover()
		if m < 0 {
			return nil
		}
		b := bt.bots[i][m]
		if b == nil {
			return nil
		}
		a, err := b.action(st)
		if err != nil {
			return fmt.Errorf("game %d: %w", i, err)
		}
		if err := st.ApplyPlayerAction(m, a); err != nil {
			return refused(err, "game %d: bot of seat %d", i, m)
		}
		bt.steps++
	}
}

func withBatch(h C.int64_t, f func(*batch) error) C.int {
	return C.int(call(func() error { return with(int64(h), kindBatch, f) }))
}

// df_batch_new sets *out to a batch of n games of game g, each at the
// initial state (df_batch_reset deals them).
//
//export df_batch_new
func df_batch_new(g C.int64_t, n C.int64_t, out *C.int64_t) C.int {
	return C.int(call(func() error {
		if n <= 0 {
			return invalid("a batch of %d games", n)
		}
		return with(int64(g), kindGame, func(gm *game) error {
			bt := &batch{g: gm, states: make([]*state, n), bots: make([][]*seatBot, n)}
			for i := range bt.states {
				s, err := gm.NewInitialState()
				if err != nil {
					return refused(err, "new initial state")
				}
				bt.states[i] = newState(gm, s)
				bt.bots[i] = make([]*seatBot, gm.info.NumPlayers)
			}
			return setOut(out, put(kindBatch, bt))
		})
	}))
}

// df_batch_free frees a batch handle.
//
//export df_batch_free
func df_batch_free(b C.int64_t) C.int {
	return C.int(call(func() error { return free(int64(b), kindBatch) }))
}

// df_batch_set_bot gives seat of every game of the batch to the bot spec
// (game i's bot seeded by seed+i), or back to the caller when spec is "".
// The bots move at once where their seat must decide.
//
//export df_batch_set_bot
func df_batch_set_bot(b C.int64_t, seat C.int64_t, spec *C.char, seed C.uint64_t) C.int {
	return withBatch(b, func(bt *batch) error {
		sp, err := cstr(spec)
		if err != nil {
			return err
		}
		if seat < 0 || int(seat) >= bt.g.info.NumPlayers {
			return invalid("no seat %d (the game has %d)", seat, bt.g.info.NumPlayers)
		}
		bots := make([]*seatBot, len(bt.states))
		if sp != "" {
			for i := range bots {
				if bots[i], err = newSeatBot(bt.g, sp, int(seat), uint64(seed)+uint64(i)); err != nil {
					return err
				}
			}
		}
		for i := range bt.states {
			bt.bots[i][seat] = bots[i]
		}
		for i := range bt.states {
			if err := bt.advance(i); err != nil {
				return err
			}
		}
		return nil
	})
}

// df_batch_reset makes game i of the batch a new game: the initial state
// with chance outcome (setup seed) outcome applied, or the game's fixed
// seed; then its bots move.
//
//export df_batch_reset
func df_batch_reset(b C.int64_t, i C.int64_t, outcome C.int64_t) C.int {
	return withBatch(b, func(bt *batch) error {
		if i < 0 || int(i) >= len(bt.states) {
			return invalid("no game %d in a batch of %d", i, len(bt.states))
		}
		s, err := bt.g.NewInitialStateIn(bt.states[i].State) // in the memory of the game it replaces
		if err != nil {
			return refused(err, "new initial state")
		}
		if s.IsChanceNode() {
			if err := s.ApplyAction(int(outcome)); err != nil {
				return invalid("game %d: %v", i, err)
			}
		}
		old := bt.states[i]
		bt.states[i] = newState(bt.g, s)
		bt.states[i].idx, bt.states[i].val = old.idx, old.val // the room of its sparse observations
		return bt.advance(int(i))
	})
}

// df_batch_status writes each game's mover (a seat, Chance at a game not
// yet reset, Terminal), whether it is over (1/0) and its returns (players
// per game, game after game); any buffer may be NULL. Each has room for
// the batch's games (cap is their number, checked).
//
//export df_batch_status
func df_batch_status(b C.int64_t, n C.int64_t, movers *C.int32_t, terminal *C.uint8_t, returns *C.double) C.int {
	return withBatch(b, func(bt *batch) error { return bt.status(n, movers, terminal, returns) })
}

func (bt *batch) status(n C.int64_t, movers *C.int32_t, terminal *C.uint8_t, returns *C.double) error {
	if int(n) != len(bt.states) {
		return invalid("buffers for %d games, the batch has %d", n, len(bt.states))
	}
	np := bt.g.info.NumPlayers
	var ms []C.int32_t
	var ts []C.uint8_t
	var rs []C.double
	if movers != nil {
		ms, _ = slice(movers, n)
	}
	if terminal != nil {
		ts, _ = slice(terminal, n)
	}
	if returns != nil {
		rs, _ = slice(returns, n*C.int64_t(np))
	}
	for i, st := range bt.states {
		if ms != nil {
			ms[i] = C.int32_t(st.mover())
		}
		if ts != nil {
			ts[i] = C.uint8_t(b2i(st.IsTerminal()))
		}
		if rs != nil {
			row := rs[i*np : (i+1)*np]
			if !st.IsTerminal() {
				clear(row) // no returns before the end (agent.State.Returns), without making them
				continue
			}
			for p, v := range st.Returns() {
				row[p] = C.double(v)
			}
		}
	}
	return nil
}

// df_batch_step applies actions[i] (n = the batch's games) for the mover
// of each game i, skipping games whose action is -1; then the bots move;
// then it writes the status as df_batch_status does. Every action is
// checked before any is applied: an illegal one changes nothing.
//
//export df_batch_step
func df_batch_step(b C.int64_t, actions *C.int32_t, n C.int64_t, movers *C.int32_t, terminal *C.uint8_t, returns *C.double) C.int {
	return withBatch(b, func(bt *batch) error {
		if int(n) != len(bt.states) {
			return invalid("%d actions for a batch of %d games", n, len(bt.states))
		}
		as, err := slice(actions, n)
		if err != nil {
			return err
		}
		for i, st := range bt.states {
			a := int(as[i])
			if a == -1 {
				continue
			}
			m := st.mover()
			if m < 0 {
				return invalid("game %d: action %d, but no seat must move (player %d)", i, a, m)
			}
			ids, err := st.SortedLegalActions(m)
			if err != nil {
				return refused(err, "game %d", i)
			}
			if _, ok := slices.BinarySearch(ids, a); !ok {
				return &errCode{codeRefused, fmt.Errorf("game %d: action %d (%s) is not legal for player %d", i, a, st.g.Encoder().ActionName(a), m)}
			}
		}
		for i, st := range bt.states {
			if as[i] == -1 {
				continue
			}
			if err := st.ApplyPlayerAction(st.mover(), int(as[i])); err != nil {
				return refused(err, "game %d", i)
			}
			bt.steps++
			if err := bt.advance(i); err != nil {
				return err
			}
		}
		return bt.status(n, movers, terminal, returns)
	})
}

// df_batch_legal writes each game's mover's legal actions, sorted, one
// game after another, into ids (cap elements), and where game i's begin
// into offsets[i] (offsets has n+1 elements, n the batch's games;
// offsets[n] is the total). A game without a mover has none.
//
//export df_batch_legal
func df_batch_legal(b C.int64_t, ids *C.int32_t, cap C.int64_t, offsets *C.int64_t, n C.int64_t) C.int {
	return withBatch(b, func(bt *batch) error {
		if int(n) != len(bt.states) {
			return invalid("offsets for %d games, the batch has %d", n, len(bt.states))
		}
		off, err := slice(offsets, n+1)
		if err != nil {
			return err
		}
		out, err := slice(ids, cap)
		if err != nil {
			return err
		}
		k := 0
		for i, st := range bt.states {
			off[i] = C.int64_t(k)
			m := st.mover()
			if m < 0 {
				continue
			}
			l, err := st.SortedLegalActions(m)
			if err != nil {
				return refused(err, "game %d", i)
			}
			for _, a := range l {
				if k < len(out) {
					out[k] = C.int32_t(a)
				}
				k++
			}
		}
		off[n] = C.int64_t(k)
		if k > len(out) {
			return tooSmall(k, len(out))
		}
		return nil
	})
}

// df_batch_mask writes each game's mover's legal-action mask (the game's
// num_distinct_actions bytes per game, game after game) into mask (cap
// bytes); a game without a mover's is all zero.
//
//export df_batch_mask
func df_batch_mask(b C.int64_t, mask *C.uint8_t, cap C.int64_t) C.int {
	return withBatch(b, func(bt *batch) error {
		na := bt.g.info.NumDistinctActions
		if int(cap) < na*len(bt.states) {
			return tooSmall(na*len(bt.states), int(cap))
		}
		out, err := slice(mask, cap)
		if err != nil {
			return err
		}
		clear(out[:na*len(bt.states)])
		for i, st := range bt.states {
			m := st.mover()
			if m < 0 {
				continue
			}
			l, err := st.SortedLegalActions(m)
			if err != nil {
				return refused(err, "game %d", i)
			}
			for _, a := range l {
				out[i*na+a] = 1
			}
		}
		return nil
	})
}

// playerOf is whose observation a batch call writes for st: player, or
// st's mover when player is -1 (none: -1 again).
func playerOf(st *state, player int) int {
	if player != -1 {
		return player
	}
	if m := st.mover(); m >= 0 {
		return m
	}
	return -1
}

// df_batch_observation writes each game's observation tensor for player
// (-1: each game's mover; zeros for a game without one) into out (cap ≥
// games × observation_size floats), game after game.
//
//export df_batch_observation
func df_batch_observation(b C.int64_t, player C.int64_t, out *C.float, cap C.int64_t) C.int {
	return withBatch(b, func(bt *batch) error {
		if player < -1 || int(player) >= bt.g.info.NumPlayers {
			return invalid("no player %d", player)
		}
		no := bt.g.info.ObservationSize
		if int(cap) < no*len(bt.states) {
			return tooSmall(no*len(bt.states), int(cap))
		}
		buf, err := slice(out, cap)
		if err != nil {
			return err
		}
		for i, st := range bt.states {
			dst := buf[i*no : (i+1)*no]
			p := playerOf(st, int(player))
			if p < 0 {
				clear(dst)
				continue
			}
			if err := observeInto(st, p, dst); err != nil {
				return fmt.Errorf("game %d: %w", i, err)
			}
		}
		return nil
	})
}

// df_batch_observation_sparse writes each game's observation tensor for
// player (-1: each game's mover) as its non-zero entries, one game after
// another: indices into idx, values into val (cap each), game i's starting
// at offsets[i] (n+1 elements; offsets[n] is the total).
//
//export df_batch_observation_sparse
func df_batch_observation_sparse(b C.int64_t, player C.int64_t, idx *C.int32_t, val *C.float, cap C.int64_t, offsets *C.int64_t, n C.int64_t) C.int {
	return withBatch(b, func(bt *batch) error {
		if int(n) != len(bt.states) {
			return invalid("offsets for %d games, the batch has %d", n, len(bt.states))
		}
		if player < -1 || int(player) >= bt.g.info.NumPlayers {
			return invalid("no player %d", player)
		}
		off, err := slice(offsets, n+1)
		if err != nil {
			return err
		}
		is, err := slice(idx, cap)
		if err != nil {
			return err
		}
		vs, err := slice(val, cap)
		if err != nil {
			return err
		}
		k := 0
		for i, st := range bt.states {
			off[i] = C.int64_t(k)
			p := playerOf(st, int(player))
			if p < 0 || st.IsChanceNode() {
				continue
			}
			lo := min(k, len(is))
			m, err := observeSparse(st, p, is[lo:], vs[lo:])
			if err != nil {
				return refused(err, "game %d: observation of player %d", i, p)
			}
			k += m
		}
		off[n] = C.int64_t(k)
		if k > len(is) {
			return tooSmall(k, len(is))
		}
		return nil
	})
}

// df_batch_state sets *out to a copy of game i of the batch, as a state
// handle (to inspect it, resample it, serialize it).
//
//export df_batch_state
func df_batch_state(b C.int64_t, i C.int64_t, out *C.int64_t) C.int {
	return withBatch(b, func(bt *batch) error {
		if i < 0 || int(i) >= len(bt.states) {
			return invalid("no game %d in a batch of %d", i, len(bt.states))
		}
		st := bt.states[i]
		return setOut(out, put(kindState, newState(st.g, st.Clone())))
	})
}

// df_batch_decisions sets *out to the decisions applied in the batch so
// far, the caller's and the bots'.
//
//export df_batch_decisions
func df_batch_decisions(b C.int64_t, out *C.int64_t) C.int {
	return withBatch(b, func(bt *batch) error { return setOut(out, bt.steps) })
}
