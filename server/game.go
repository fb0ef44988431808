package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/server/store"
)

// gameOptions are a game's server options, stored with it.
type gameOptions struct {
	Spectators string `json:"spectators"`      // "off", "link" or "public"
	Delay      int    `json:"delay,omitempty"` // spectators see the game this many choices late
	// Auto says, by seat, whether the server answers that player's
	// one-answer questions (autoanswer.go); a seat beyond it is off.
	Auto []bool `json:"auto,omitempty"`
	// Listed: the lobby lists the game's unclaimed seats for anyone to
	// take (around.go).
	Listed bool `json:"listed,omitempty"`
}

// outcome is how a game ended, as the server tells it: the engine's result,
// or a concession.
type outcome struct {
	engine.Result
	Conceded *engine.Seat `json:"conceded,omitempty"`
}

// logLine is one line of a game's log: an event and the choice after which
// it happened.
type logLine struct {
	seq int
	ev  engine.Event
}

// maxLog is the number of a game's last log lines a view shows (from
// maxLog to maxLog*3/2 of them: the log drops its oldest lines by
// batches); gamelog.go keeps only the last choices' lines in memory.
const maxLog = 400

// live is a game held in memory. Its mutex serialises the game: a choice is
// applied, hashed and committed under it, so the store's order is the
// game's.
type live struct {
	s  *Server
	id string

	mu        sync.Mutex
	rs        engine.Ruleset
	setup     engine.Setup
	g         engine.Game // the game, decoded; nil between operations when parked (park.go): read it with game()
	parked    *parkedGame // the game's compact encoding while g is nil
	seq       int
	status    string
	diverged  string // why the record does not replay, when status is diverged
	build     string // the build the game needs (engine.BuildError.Needs), when it was made under other rules: then it is read-only
	gone      bool   // storage failed while reloading it: it is out of the server's games (see unavailable)
	result    *outcome
	seats     []store.Seat
	opts      gameOptions
	watchHash []byte
	log       gameLog // the lines of the last choices (gamelog.go)
	nChoices  int     // the choices applied to g (concessions excluded); they are in the store, not in memory
	conns     map[*conn]struct{}
	opened    uint64 // connections attached so far (conn.opened)
	botBusy   bool
	chatB     chatBounds // the chat's stored lines and the spectators' rate (chat.go)
	spec      spectating // the spectators' delayed game and view counts (spectate.go)
	idle      idleState  // when the game was last used; whether it was unloaded (unload.go)

	// A node's hold on the game (nodes.go): the epoch it claimed it at (0
	// for a copy it does not hold; unused on SQLite); moved once it lost
	// the game (then every choice is refused and the connections told to
	// reconnect); away, for a read-only copy of a game another node holds,
	// says why it is not held here.
	epoch int64
	moved bool
	away  string
	// Around the game: by seat, the question it was last put and when
	// (autoanswer.go); the end-of-game panel's public part, once the game
	// is over; the rematch a seat asked for, once it did (around.go).
	asked   []asked
	end     *endPanel
	rematch *rematchOffer

	// Takebacks (takeback.go): the choices after the last barrier, and
	// the takeback asked for, awaiting answers.
	undoable []undoable
	offer    *takebackOffer
	rewinds  int // takebacks made since the game was loaded: a seq is reached again after one
	// takenBack holds the answers takebacks undid that a resend could name
	// (takeback.go), read from the store when the game is loaded.
	takenBack map[takenBack]bool

	// A run as it happens (frames.go): frame, while the frames of a
	// batch's run steps are sent, is the step each view shows; runView,
	// while the views after a choice are sent, says it took place in a
	// run.
	frame   *frameAt
	runView bool
	// shownAt is when the table pages will have shown the last view,
	// having stepped through the runs sent before it (frames.go): a
	// question is put to a seat then (autoanswer.go).
	shownAt time.Time

	// The bots: players[seat] plays a bot seat (nil for a person, and for a
	// stateless random bot, see botChoice); botEvents[seat] holds the
	// events since that seat's previous decision, for its next
	// Observation; botErr says why the bots cannot play (then the game is
	// read-only).
	players   []bot.Player
	specs     []botSpec
	botEvents [][]engine.Event
	botErr    string
}

// game returns the live game id, loading it from the store if needed.
func (s *Server) game(ctx context.Context, id string) (*live, error) {
	s.mu.Lock()
	if l, ok := s.games[id]; ok {
		s.mu.Unlock()
		return l, nil
	}
	s.mu.Unlock()
	if s.node.on {
		return s.claimGame(ctx, id) // nodes.go
	}
	l, err := s.load(ctx, id)
	if err != nil {
		return nil, s.loadFailed(id, err)
	}
	s.mu.Lock()
	if other, ok := s.games[id]; ok { // loaded meanwhile
		s.mu.Unlock()
		return other, nil
	}
	s.games[id] = l
	s.countGames()
	s.mu.Unlock()
	l.mu.Lock()
	l.kickBots()
	l.noteAsked()
	l.unlock()
	return l, nil
}

// load reads game id and replays its record, checking the rules it was
// made under and the state hash after every choice. A game made under other
// rules (another rules version, state encoding or card definitions: an
// engine.BuildError; or a setup this build refuses) is served read-only at
// its start (or without a board, when its setup is refused) with a note
// naming the build it needs, and its row is left as it is, so that a build
// of its rules plays it on. A record that does not replay under its own
// rules makes the game diverged: marked so in the store, reported in the
// log and metrics, and served read-only at the last state that matched.
func (s *Server) load(ctx context.Context, id string) (*live, error) {
	return s.loadAs(ctx, id, false)
}

// loadAs is load; a copy (a node's read-only copy of a game another node
// holds, nodes.go) is read while its holder may be saving, so its row may
// count choices its log read did not see, or the other way round: it is
// never checked against the row, and a copy that does not replay is shown
// diverged but not marked so in the store (its holder's load decides).
func (s *Server) loadAs(ctx context.Context, id string, copy bool) (*live, error) {
	row, err := s.store.Game(ctx, id)
	if err != nil {
		return nil, err
	}
	seats, err := s.store.Seats(ctx, id)
	if err != nil {
		return nil, err
	}
	cs, err := s.store.Choices(ctx, id, 0)
	if err != nil {
		return nil, err
	}
	rs, err := engine.Lookup(row.Ruleset)
	if err != nil {
		return nil, err
	}
	s.metrics.loads.Inc()
	l := &live{s: s, id: id, rs: rs, setup: row.Setup, status: row.Status, seats: seats, watchHash: row.WatchHash,
		conns: map[*conn]struct{}{}}
	if err := json.Unmarshal(row.Options, &l.opts); err != nil {
		return nil, fmt.Errorf("game %s: options: %w", id, err)
	}
	if len(row.Result) > 0 {
		l.result = &outcome{}
		if err := json.Unmarshal(row.Result, l.result); err != nil {
			return nil, fmt.Errorf("game %s: result: %w", id, err)
		}
	}
	diverge := func(why string) (*live, error) {
		l.diverged = why
		l.status = store.StatusDiverged
		s.metrics.diverged.Inc()
		s.log.Error("game record does not replay under this build; serving it read-only", "game", id, "why", why)
		if row.Status != store.StatusDiverged && !copy {
			if err := s.store.SetStatus(ctx, id, store.StatusDiverged, nil); err != nil {
				return nil, err
			}
		}
		return l, nil
	}
	g, err := rs.New(row.Setup)
	if err != nil {
		// The setup was accepted when the game was made: a build that
		// refuses it is not the game's (it lacks a card of its decks, say).
		l.build = (&engine.BuildError{Want: row.Rules}).Needs()
		s.log.Warn("game made under another build, whose setup this build refuses; serving it read-only", "game", id, "needs", l.build, "err", err)
		return l, nil
	}
	l.g = g
	if err := l.seatBots(); err != nil {
		l.botErr = err.Error()
		s.log.Error("a bot of this game cannot play under this build; serving it read-only", "game", id, "err", err)
	}
	if have, ok := s.fingerprint(g); ok {
		if err := row.Rules.Compare(have); err != nil {
			var be *engine.BuildError
			if !errors.As(err, &be) {
				return diverge(err.Error())
			}
			l.build = be.Needs() // not the error, which names the cards of every deck
			s.log.Warn("game made under another build; serving it read-only", "game", id, "needs", l.build, "why", be.Error())
			return l, nil
		}
	}
	for _, c := range cs {
		if c.Source == store.SourceConcede {
			l.seq = c.Seq
			l.log.addLine(c.Seq, concedeEvent(l.roleName(c.Choice.Seat)))
			l.undoable = l.undoable[:0]
			continue
		}
		ev, err := g.Apply(c.Choice)
		if err != nil {
			return diverge(fmt.Sprintf("choice %d: %v", c.Seq, err))
		}
		l.noteChoice(c.Seq, c.Choice, measure(g))
		h, err := engine.Hash(g)
		if err != nil {
			return nil, err
		}
		if h != c.Hash {
			// The hashes go to the log only: viewers are never sent a
			// state hash (server-spec §6.10).
			s.log.Error("state hash differs from the record's", "game", id, "choice", c.Seq, "hash", fmt.Sprintf("%x", h[:8]), "record", fmt.Sprintf("%x", c.Hash[:8]))
			return diverge(fmt.Sprintf("choice %d reaches another state than the one stored", c.Seq))
		}
		l.seq = c.Seq
		l.nChoices++
		l.log.add(c.Seq, ev)
		l.forgetLog()
		l.botEvents = l.observe(l.botEvents, c.Choice.Seat, ev)
	}
	if row.Seq != l.seq && !copy {
		return diverge(fmt.Sprintf("the game row says %d choices, the log has %d", row.Seq, l.seq))
	}
	tbs, err := s.store.Takebacks(ctx, id)
	if err != nil {
		return nil, fmt.Errorf("game %s: its takebacks: %w", id, err)
	}
	l.takenBack = keepTakenBack(tbs)
	return l, nil
}

// isBot reports whether seat is played by a bot.
func (l *live) isBot(seat engine.Seat) bool {
	return seat >= 0 && int(seat) < len(l.seats) && l.seats[seat].Kind == "bot"
}

// botSeat reports whether seat is played by a seated bot. Unlike isBot it
// reads only what is fixed once the game is loaded, so the bots may ask it
// while they think outside the game's mutex.
func (l *live) botSeat(seat engine.Seat) bool {
	return seat >= 0 && int(seat) < len(l.specs) && l.specs[seat].Spec != ""
}

// botDue reports whether a bot seat has a pending decision.
func (l *live) botDue() bool {
	if l.status == store.StatusOver || l.status == store.StatusDiverged || l.build != "" {
		return false
	}
	g := l.game()
	if g == nil {
		return false
	}
	for _, d := range g.Pending() {
		if l.isBot(d.Seat) {
			return true
		}
	}
	return false
}

// playing reports whether choices may be made.
func (l *live) playing() error {
	if l.gone {
		return &codedError{storageCode, "the server's storage failed; try again later"}
	}
	if l.moved || l.away != "" {
		return movedError
	}
	switch l.status {
	case store.StatusOver:
		return &codedError{"game_over", "the game is over"}
	case store.StatusDiverged:
		return &codedError{"diverged", "this game's record does not replay under this build of the server: it is shown read-only (" + l.diverged + ")"}
	}
	if l.build != "" {
		return &codedError{"other_build", "this game was made under another build of the server: it is shown read-only here, and needs a build of " + l.build}
	}
	if l.botErr != "" {
		return &codedError{"bot_unavailable", "this game's bot cannot play under this build of the server: it is shown read-only (" + l.botErr + ")"}
	}
	g := l.game()
	if g == nil { // it did not decode (park.go): now diverged
		return &codedError{"diverged", "this game cannot go on: " + l.diverged}
	}
	if _, over := g.Result(); over {
		return &codedError{"game_over", "the game is over"}
	}
	return nil
}

// engineRefused reports whether err is the engine's refusal of a choice
// (not a failure to save it).
func engineRefused(err error) bool {
	for _, e := range []error{engine.ErrStale, engine.ErrNotYourTurn, engine.ErrNoSuchOption, engine.ErrOutOfRange, engine.ErrIllegal, engine.ErrGameOver} {
		if errors.Is(err, e) {
			return true
		}
	}
	return false
}

// codedError is an error with a protocol error code.
type codedError struct{ code, msg string }

func (e *codedError) Error() string { return e.msg }

// codeOf maps an error to its protocol error code.
func codeOf(err error) string {
	var ce *codedError
	switch {
	case errors.As(err, &ce):
		return ce.code
	case errors.Is(err, engine.ErrStale):
		return "stale"
	case errors.Is(err, engine.ErrNotYourTurn):
		return "not_your_turn"
	case errors.Is(err, engine.ErrNoSuchOption):
		return "no_such_option"
	case errors.Is(err, engine.ErrOutOfRange):
		return "out_of_range"
	case errors.Is(err, engine.ErrIllegal):
		return "illegal"
	case errors.Is(err, engine.ErrGameOver):
		return "game_over"
	}
	return "internal"
}

// statusAfter returns the status and result to store after a choice.
func (l *live) statusAfter() (string, *outcome) {
	if res, over := l.game().Result(); over {
		return store.StatusOver, &outcome{Result: res}
	}
	return "", nil
}

// waitingForSeats refuses a move of the game, a person's or a bot's, while
// an invited seat is still open (status open, the waiting room): the game
// is held until every seat is taken (seated starts it). A concession is
// not a move of play and is not held: the creator may abandon a game
// nobody came to. l.mu is held.
func (l *live) waitingForSeats() error {
	if l.status == store.StatusOpen {
		return &codedError{"waiting", "the game starts when every seat is taken"}
	}
	return nil
}

// choose applies seat's choice, commits it and tells everyone. It returns
// the choice's seq. A retry of a committed choice (same decision, seat and
// answer) returns its seq again without applying anything; a resend of a
// message whose answer a takeback undid is refused (taken_back), though
// its decision may be pending again.
func (l *live) choose(ctx context.Context, c engine.Choice, clientID string) (int, error) {
	start := time.Now()
	l.mu.Lock()
	defer l.unlock()
	if l.takenBack[takenBack{choice: c, client: clientID}] {
		l.s.metrics.rejected.WithLabelValues("taken_back").Inc()
		return 0, errTakenBack(c, clientID)
	}
	if err := l.playing(); err != nil {
		return l.answered(ctx, c, err)
	}
	if err := l.waitingForSeats(); err != nil {
		return 0, err
	}
	if l.isBot(c.Seat) {
		return l.answered(ctx, c, &codedError{"not_authorized", "a bot plays that seat"})
	}
	seq, err := l.commit(ctx, []engine.Choice{c}, store.SourceHuman, clientID)
	if err != nil && engineRefused(err) {
		seq, aerr := l.answered(ctx, c, err)
		if aerr == err { // not a retry
			l.s.metrics.rejected.WithLabelValues(codeOf(err)).Inc()
		}
		return seq, aerr
	}
	if err != nil {
		return 0, err
	}
	l.s.metrics.apply.Observe(time.Since(start).Seconds())
	l.kickBots()
	return seq, nil
}

// answered answers a choice that cannot be made (err says why) that is a
// retry of a committed one: the same answer of the same seat to the same
// decision gets that choice's seq again, and another answer "stale". The
// committed answers are looked up in the store (its choices are unique by
// decision and seat), not kept in memory: only a choice that fails needs
// them. Else err is returned. l.mu is held.
func (l *live) answered(ctx context.Context, c engine.Choice, err error) (int, error) {
	a, lerr := l.s.store.Answer(ctx, l.id, c.Decision, c.Seat)
	if lerr != nil || a.Seq > l.seq { // a.Seq beyond l.seq: past where a diverged game stopped
		return 0, err // not answered (or the store cannot say)
	}
	if a.Choice.Option == c.Option && a.Choice.Number == c.Number {
		return a.Seq, nil
	}
	return 0, &codedError{"stale", "that decision was already answered"}
}

// commit applies choices in order, commits them in one append and
// broadcasts the new views. On an engine error nothing has changed. If the
// append fails, the game is reloaded from the store (it was ahead of it) and
// the error is "busy".
func (l *live) commit(ctx context.Context, cs []engine.Choice, source, clientID string) (int, error) {
	return l.commitOr(ctx, cs, source, clientID, nil)
}

// commitOr is commit, except that when undo is not nil (a copy of the game
// before cs) a failed append puts undo back in place of the game instead
// of reloading it from the store, so that the game stays loaded and in play
// while the store cannot write.
func (l *live) commitOr(ctx context.Context, cs []engine.Choice, source, clientID string, undo engine.Game) (int, error) {
	rows := make([]store.Choice, 0, len(cs))
	var events [][]engine.Event
	var effects []measured
	g := l.game()
	steps := l.runSteps(g, len(cs))
	for i, c := range cs {
		steps.before()
		ev, err := g.Apply(c)
		if err != nil {
			if i > 0 {
				l.reload(ctx) // earlier choices of the batch are applied but not committed
			}
			return 0, err // counted in metrics.rejected by the caller
		}
		h, err := engine.Hash(g)
		if err != nil {
			l.reload(ctx)
			return 0, err
		}
		rows = append(rows, store.Choice{Seq: l.seq + 1 + i, Choice: c, Source: source, ClientID: clientID, Hash: h, At: time.Now()})
		events = append(events, ev)
		effects = append(effects, measure(g))
		steps.after(g, l.seq+1+i, i, i == len(cs)-1)
	}
	status, res := l.statusAfter()
	var resJSON json.RawMessage
	if res != nil {
		resJSON, _ = json.Marshal(res)
	}
	epoch := store.AnyEpoch
	if l.s.node.on {
		// A node saves only under the epoch it claimed the game at, and only
		// while its lease runs (nodes.go).
		if _, ok := l.s.leased(); !ok || l.epoch <= 0 {
			l.s.log.Warn("no save without a lease: dropping the game", "game", l.id, "epoch", l.epoch)
			l.moveAway()
			return 0, movedError
		}
		epoch = l.epoch
	}
	t := time.Now()
	err := l.s.store.AppendFenced(ctx, l.id, epoch, l.seq, rows, status, resJSON, l.botDue())
	l.s.metrics.commit.Observe(time.Since(t).Seconds())
	if errors.Is(err, store.ErrFenced) {
		l.fenced(err)
		return 0, movedError
	}
	if err != nil {
		if undo != nil {
			l.s.log.Error("append failed; the game is put back as it was", "game", l.id, "seq", l.seq, "err", err)
			l.g = undo
			return 0, saveFailed(err, "the move")
		}
		l.s.log.Error("append failed; reloading the game", "game", l.id, "seq", l.seq, "err", err)
		l.reload(ctx)
		return 0, saveFailed(err, "the move")
	}
	for i, r := range rows {
		l.seq = r.Seq
		l.nChoices++
		l.log.add(r.Seq, events[i])
		l.botEvents = l.observe(l.botEvents, r.Choice.Seat, events[i])
		l.noteChoice(r.Seq, r.Choice, effects[i])
		l.s.metrics.choices.WithLabelValues(source).Inc()
	}
	l.cancelOffer()
	l.sendFrames(steps.frames) // before forgetLog: their lines are in memory
	l.forgetLog()
	if status != "" {
		l.status, l.result = status, res
	}
	l.runView = steps.run
	l.shownAt = steps.shownAt(l.shownAt, events, l.s.stepPause())
	l.broadcast()
	l.runView = false
	return l.seq, nil
}

// reload replaces the game by a fresh load from the store, after a
// failure left it ahead of the store.
func (l *live) reload(ctx context.Context) {
	n, err := l.s.load(context.WithoutCancel(ctx), l.id)
	if err != nil {
		l.s.log.Error("reload failed", "game", l.id, "err", err)
		if isStorage(err) {
			l.unavailable()
			return
		}
		l.status, l.diverged = store.StatusDiverged, "reload failed: "+err.Error()
		return
	}
	l.g, l.parked, l.seq, l.status, l.diverged, l.build, l.result = n.g, nil, n.seq, n.status, n.diverged, n.build, n.result
	l.log, l.nChoices, l.botEvents = n.log, n.nChoices, n.botEvents
	l.undoable, l.offer, l.takenBack = n.undoable, nil, n.takenBack
	l.spec.delayed, l.spec.parked = nil, nil // the choices may differ from those it has applied
}

// concede applies seat's concession (engine.ConcedeChoice) as any choice
// is applied: committed as a choice row (store.SourceConcession), so that a
// reload replays it. The conceding seat's team loses: with two teams the
// game ends; with more (the Big Sell-Out at 6 or 8 seats) that team is
// eliminated and the others play on. It returns the concession's seq.
func (l *live) concede(ctx context.Context, seat engine.Seat) (int, error) {
	l.mu.Lock()
	defer l.unlock()
	if err := l.playing(); err != nil {
		return 0, err
	}
	undo := l.copyGame()
	if undo == nil {
		return 0, &codedError{"diverged", "the game cannot be restored from memory"}
	}
	seq, err := l.commitOr(ctx, []engine.Choice{engine.ConcedeChoice(seat)}, store.SourceConcession, "", undo)
	if err != nil {
		if engineRefused(err) {
			l.s.metrics.rejected.WithLabelValues(codeOf(err)).Inc()
		}
		return 0, err
	}
	l.kickBots() // the others play on at a table of three or more teams
	return seq, nil
}

func (l *live) roleName(seat engine.Seat) string {
	if seat >= 0 && int(seat) < len(l.seats) {
		r := l.seats[seat].Role
		return strings.ToUpper(r[:1]) + r[1:]
	}
	return "Seat " + strconv.Itoa(int(seat))
}

// kickBots starts the bot goroutine if a bot must move. l.mu is held.
func (l *live) kickBots() {
	if l.botBusy || l.waitingForSeats() != nil || !l.botDue() || l.s.holdBots.Load() {
		return
	}
	l.s.mu.Lock()
	draining := l.s.draining
	if !draining {
		l.s.bots.Add(1)
	}
	l.s.mu.Unlock()
	if draining {
		return
	}
	l.botBusy = true
	go l.runBots()
}

// maxBotBatch bounds the bot choices committed together, and
// maxBotBatchTime the time spent finding them (after the first), so that a
// slow bot's moves are shown one by one.
const (
	maxBotBatch     = 64
	maxBotBatchTime = 50 * time.Millisecond
)

// runBots answers the bots' decisions until none is pending. The bots
// think on a clone of the game, outside the game's mutex, so that a
// thinking bot (search takes up to about a tenth of a second) blocks
// nobody; the batch found is committed only if the game has not moved
// meanwhile (else it is thrown away and the bots think again). Consecutive
// bot choices are committed together; each is recorded like a person's.
// The bots stop when the server drains: the game's row still says a bot
// is due, and the next server's Resume makes the move.
func (l *live) runBots() {
	defer l.s.bots.Done()
	ctx := context.Background()
	for {
		l.mu.Lock()
		l.s.mu.Lock()
		draining := l.s.draining
		l.s.mu.Unlock()
		if draining || !l.botDue() || l.playing() != nil || l.waitingForSeats() != nil {
			l.botBusy = false
			l.unlock()
			return
		}
		probe, seq, rewinds := l.copyGame(), l.seq, l.rewinds
		events := make([][]engine.Event, len(l.botEvents))
		for i, ev := range l.botEvents {
			events[i] = slices.Clone(ev)
		}
		l.unlock()

		batch := l.think(probe, seq, events)

		l.mu.Lock()
		if l.seq != seq || l.rewinds != rewinds { // the game moved meanwhile (a concession, a person's simultaneous answer, a takeback)
			l.unlock()
			continue
		}
		if len(batch) == 0 {
			l.botBusy = false
			l.unlock()
			return
		}
		_, err := l.commit(ctx, batch, store.SourceBot, "")
		l.unlock()
		if err != nil && engineRefused(err) {
			l.s.metrics.rejected.WithLabelValues(codeOf(err)).Inc()
		}
		if err != nil {
			l.s.log.Error("bot move not committed", "game", l.id, "err", err)
			time.Sleep(100 * time.Millisecond)
		}
	}
}

// think finds the bots' next choices on probe, a clone of the game after
// choice seq, each bot seeing only its own seat (an Observation built from
// probe and events, the events each seat saw since its previous decision,
// as bot.Table builds it). It stops at a decision of a person, the end of
// the game, or the batch's bounds.
func (l *live) think(probe engine.Game, seq int, events [][]engine.Event) []engine.Choice {
	var batch []engine.Choice
	start := time.Now()
	for len(batch) < maxBotBatch && (len(batch) == 0 || time.Since(start) < maxBotBatchTime) {
		var d *engine.Decision
		for _, p := range probe.Pending() {
			if l.botSeat(p.Seat) {
				d = &p
				break
			}
		}
		if d == nil {
			break
		}
		c := l.botChoice(probe, *d, seq+1+len(batch), events[d.Seat])
		ev, err := probe.Apply(c)
		if err != nil {
			l.s.log.Error("bot choice refused", "game", l.id, "bot", l.specs[d.Seat].Spec, "err", err)
			break
		}
		batch = append(batch, c)
		events = l.observe(events, c.Seat, ev)
		if _, over := probe.Result(); over {
			break
		}
	}
	return batch
}

// observe records the events ev of a choice by seat for the bots' next
// observations, as bot.Table does: the deciding bot saw everything before
// its decision, and every bot sees ev next.
func (l *live) observe(events [][]engine.Event, seat engine.Seat, ev []engine.Event) [][]engine.Event {
	if events == nil {
		return nil // no bot seats
	}
	if l.botSeat(seat) {
		events[seat] = events[seat][:0]
	}
	for s := range events {
		if l.botSeat(engine.Seat(s)) {
			events[s] = append(events[s], ev...)
			if n := len(events[s]); n > maxLog {
				events[s] = append(events[s][:0], events[s][n-maxLog:]...) // a bot is no reader of old news
			}
		}
	}
	return events
}

// botChoice is the bot's answer to d, a decision of probe and the game's
// seq-th choice; events are what its seat saw since its previous decision.
// The random bot is stateless: its answer depends only on its seed and
// seq, so a random bot resumed after a crash plays exactly as it would
// have, as in the games made before the other bots came. A registered
// player (heuristic, search) is handed only an Observation of its own
// seat, never the game; it keeps its memory while the server runs, and a
// restarted server seats it afresh, so its answer after a crash may differ
// from the one it did not get to commit (only committed choices count).
func (l *live) botChoice(probe engine.Game, d engine.Decision, seq int, events []engine.Event) engine.Choice {
	sp := l.specs[d.Seat]
	if p := l.players[d.Seat]; p != nil {
		if c, ok := l.playerChoice(p, probe, d, events); ok {
			return c
		}
	}
	return bot.NewRandom(sp.Seed ^ uint64(seq)*0x9e3779b97f4a7c15).Choose(d)
}

// playerChoice asks player p of d's seat to answer d. A player that panics
// does not take the server down: the panic is logged and ok is false (the
// random bot then answers this decision).
func (l *live) playerChoice(p bot.Player, probe engine.Game, d engine.Decision, events []engine.Event) (c engine.Choice, ok bool) {
	name, _, _ := strings.Cut(l.specs[d.Seat].Spec, ":")
	defer func() {
		if v := recover(); v != nil {
			l.s.log.Error("bot panicked; the random bot answers this decision", "game", l.id, "bot", name, "panic", fmt.Sprint(v))
			ok = false
		}
	}()
	d.Options = slices.Clone(d.Options) // the player's own copy
	start := time.Now()
	c = p.Choose(bot.NewObservation(probe, d, events))
	l.s.metrics.botThink.WithLabelValues(name).Observe(time.Since(start).Seconds())
	return c, true
}

// seatBots builds the players of the game's bot seats from their stored
// specs (botSpec), refusing a spec that does not parse or names no
// registered player.
func (l *live) seatBots() error {
	l.players = make([]bot.Player, len(l.seats))
	l.specs = make([]botSpec, len(l.seats))
	any := false
	for i, st := range l.seats {
		if st.Kind != "bot" {
			continue
		}
		any = true
		sp, err := parseBotSpec(st.Bot)
		if err != nil {
			return fmt.Errorf("seat %d (%s): %w", i, st.Role, err)
		}
		l.specs[i] = sp
		if sp.stateless() {
			continue
		}
		deck := ""
		if i < len(l.setup.Decks) {
			deck = l.setup.Decks[i]
		}
		p, err := bot.New(sp.Spec, bot.Config{Game: l.rs.Name(), Seat: st.Seat, Role: st.Role, Seed: sp.Seed, Deck: deck, Options: l.setup.Options})
		if err != nil {
			return fmt.Errorf("seat %d (%s): %w", i, st.Role, err)
		}
		l.players[i] = p
	}
	if any {
		l.botEvents = make([][]engine.Event, len(l.seats))
	}
	return nil
}

// botSpec is what a bot seat stores (store.Seat.Bot): a player spec of the
// bot registry (bot.New: "heuristic", "search:ms=60") and the seed of the
// player's own randomness, as "SPEC@SEED". Games made before the registry
// store "random:SEED", which means the random bot with that seed.
type botSpec struct {
	Spec string
	Seed uint64
}

// String returns the stored form of b.
func (b botSpec) String() string { return b.Spec + "@" + strconv.FormatUint(b.Seed, 10) }

// stateless reports whether b is the random bot, which the server runs
// without a player (botChoice).
func (b botSpec) stateless() bool { return b.Spec == "random" }

// parseBotSpec reads a stored bot spec, checking that it names a
// registered player with parameters it accepts. Its errors never show the
// seed (players may see them).
func parseBotSpec(s string) (botSpec, error) {
	if rest, ok := strings.CutPrefix(s, "random:"); ok && !strings.Contains(rest, "=") && !strings.Contains(rest, "@") {
		n, err := strconv.ParseUint(rest, 10, 64)
		if err != nil {
			return botSpec{}, errors.New("the random bot's seed is not a whole number")
		}
		return botSpec{Spec: "random", Seed: n}, nil
	}
	spec, seed, ok := strings.Cut(s, "@")
	if !ok {
		return botSpec{}, fmt.Errorf("bot %q: want SPEC@SEED", s)
	}
	n, err := strconv.ParseUint(seed, 10, 64)
	if err != nil {
		return botSpec{}, fmt.Errorf("bot %q: the seed is not a whole number", spec)
	}
	// The name must be registered; its parameters and its game are checked
	// when the game's seat builds it (seatBots), since one name may be
	// registered once per game.
	name, _, err := bot.ParseSpec(spec)
	if err != nil {
		return botSpec{}, fmt.Errorf("bot %q: %w", spec, err)
	}
	if _, ok := bot.Lookup(name); !ok {
		return botSpec{}, fmt.Errorf("bot %q: unknown bot %q (known: %s)", spec, name, strings.Join(bot.Names(), ", "))
	}
	return botSpec{Spec: spec, Seed: n}, nil
}

// record returns the game's record: setup, rules, choices and hashes, and
// how it ended (its result; the conceding seat, if a seat conceded).
func (l *live) record(ctx context.Context) (*engine.Record, error) {
	cs, err := l.s.store.Choices(ctx, l.id, 0)
	if err != nil {
		return nil, err
	}
	row, err := l.s.store.Game(ctx, l.id)
	if err != nil {
		return nil, err
	}
	rec := &engine.Record{Ruleset: row.Ruleset, Setup: row.Setup, Rules: &row.Rules}
	for _, c := range cs {
		if c.Source == store.SourceConcede {
			s := c.Choice.Seat
			rec.Conceded = &s
			continue
		}
		rec.Choices = append(rec.Choices, c.Choice)
		rec.Hashes = append(rec.Hashes, c.Hash)
	}
	tbs, err := l.s.store.Takebacks(ctx, l.id)
	if err != nil {
		return nil, err
	}
	for _, tb := range tbs { // a replay reproduces them (engine.Takeback)
		r := engine.Takeback{At: tb.ToSeq, By: tb.By}
		for _, c := range tb.Undone {
			r.Undone = append(r.Undone, c.Choice)
			r.Hashes = append(r.Hashes, c.Hash)
		}
		rec.Takebacks = append(rec.Takebacks, r)
	}
	if len(row.Result) > 0 {
		var res engine.Result
		if err := json.Unmarshal(row.Result, &res); err != nil {
			return nil, fmt.Errorf("game %s: result: %w", l.id, err)
		}
		rec.Result = &res
	}
	return rec, nil
}
