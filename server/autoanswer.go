package server

import (
	"context"
	"encoding/json"
	"slices"
	"time"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/server/store"
)

// Automatic answers. A player may have the server answer the questions
// that have one answer only (a lone "pass" in a window where the Corp
// might have rezzed, say) — a per-seat setting, stored in the game's
// options, on by default for a player whose every opponent is a bot and
// off by default against people, toggled at the table with
// {"t":"auto","on":…}.
//
// An answer given at once would tell the other seats that the player had
// nothing to do, which is exactly what a game hides by asking the question
// at all (server-spec §6.9). So while the setting is on, every answer of
// the player, forced or chosen, is released AutoPause after the question
// was put to the seat (when the view that asked it was sent), or when it
// comes if that is later: a forced answer and a quick chosen one make the
// same frames at the same time for every other seat and spectator. Only a
// slow answer, which a forced one never is, comes later. The answer is the
// game's own single option, recorded as the person's choice (source
// human, client id "auto"), so a record replays it like any other.

// DefaultAutoPause is the pause before a player's answers are released
// when the server answers their one-answer questions (Config.AutoPause).
const DefaultAutoPause = 1500 * time.Millisecond

// autoClientID is the client id recorded with an automatic answer.
const autoClientID = "auto"

// asked is the question a seat was last put and when; timer, when set,
// answers it on the seat's behalf.
type asked struct {
	id    uint64
	at    time.Time
	timer *time.Timer
}

// stop cancels a's automatic answer, if one is due.
func (a *asked) stop() {
	if a.timer != nil {
		a.timer.Stop()
		a.timer = nil
	}
}

// autoPause is the pause before an automatic-answer player's answers are
// released.
func (s *Server) autoPause() time.Duration {
	if s.cfg.AutoPause > 0 {
		return s.cfg.AutoPause
	}
	return DefaultAutoPause
}

// defaultAuto is the automatic-answer setting a seat gets when its player
// does not choose: on when every other seat is a bot, off when a person
// plays another seat.
func defaultAuto(seats []store.Seat, seat engine.Seat) bool {
	for _, st := range seats {
		if st.Seat != seat && st.Kind != "bot" {
			return false
		}
	}
	return true
}

// autoOn reports whether the server answers seat's one-answer questions.
func (l *live) autoOn(seat engine.Seat) bool {
	return seat >= 0 && int(seat) < len(l.opts.Auto) && l.opts.Auto[seat] && !l.isBot(seat)
}

// onlyAnswer returns the answer to d when it has exactly one.
func onlyAnswer(d engine.Decision) (engine.Choice, bool) {
	switch {
	case d.Kind == engine.Select && len(d.Options) == 1:
		return engine.Choice{Decision: d.ID, Seat: d.Seat, Option: 0}, true
	case d.Kind == engine.Number && d.Min == d.Max:
		return engine.Choice{Decision: d.ID, Seat: d.Seat, Number: d.Min}, true
	}
	return engine.Choice{}, false
}

// noteAsked records, for every seat, the question it is now put and when
// (now, for a question it was not put before), and arms the automatic
// answer of a one-answer question of a seat whose setting is on. It runs
// after every move's views are sent, after a load, and when a setting
// changes. l.mu is held.
func (l *live) noteAsked() {
	if !slices.Contains(l.opts.Auto, true) { // nobody's: nothing to time (setAuto notes the question when one turns it on)
		for i := range l.asked {
			l.asked[i].stop()
		}
		l.asked = nil
		return
	}
	if len(l.asked) != len(l.seats) {
		for i := range l.asked {
			l.asked[i].stop()
		}
		l.asked = make([]asked, len(l.seats))
	}
	pending := make([]*engine.Decision, len(l.seats))
	if l.playing() == nil && l.waitingForSeats() == nil { // a question is put once the game starts
		for _, d := range l.game().Pending() {
			if d.Seat >= 0 && int(d.Seat) < len(pending) && pending[d.Seat] == nil {
				pending[d.Seat] = &d
			}
		}
	}
	now := time.Now()
	for i := range l.asked {
		a, d, seat := &l.asked[i], pending[i], engine.Seat(i)
		if d == nil {
			a.stop()
			*a = asked{}
			continue
		}
		if a.id != d.ID {
			a.stop()
			at := now
			if l.shownAt.After(now) { // the pages show the question after a run's steps (frames.go)
				at = l.shownAt
			}
			*a = asked{id: d.ID, at: at}
		}
		if a.timer != nil || !l.autoOn(seat) {
			continue
		}
		if _, ok := onlyAnswer(*d); ok {
			id := d.ID
			a.timer = time.AfterFunc(max(0, a.at.Add(l.s.autoPause()).Sub(now)), func() { l.autoAnswer(seat, id) })
		}
	}
}

// autoAnswer answers seat's question id, its only answer, on the seat's
// behalf, if it is still pending and the setting still on.
func (l *live) autoAnswer(seat engine.Seat, id uint64) {
	l.mu.Lock()
	defer l.unlock()
	if int(seat) >= len(l.asked) || l.asked[seat].id != id {
		return
	}
	l.asked[seat].timer = nil
	l.s.mu.Lock()
	draining := l.s.draining
	l.s.mu.Unlock()
	if draining || l.idle.unloaded || !l.autoOn(seat) || l.playing() != nil || l.waitingForSeats() != nil {
		return // a load (the next server's, or this one's) arms it again
	}
	d, ok := engine.DecisionFor(l.game(), seat)
	if !ok || d.ID != id {
		return
	}
	c, ok := onlyAnswer(d)
	if !ok {
		return
	}
	if _, err := l.commit(context.Background(), []engine.Choice{c}, store.SourceHuman, autoClientID); err != nil {
		l.s.log.Error("automatic answer not committed", "game", l.id, "seat", int(seat), "err", err)
		// Tried again after the pause: the game has not moved, so nothing
		// else would arm it, and the seat would wait for it forever. A game
		// that is gone or moved away refuses the next try (playing).
		if int(seat) < len(l.asked) && l.asked[seat].id == id && l.asked[seat].timer == nil {
			l.asked[seat].timer = time.AfterFunc(l.s.autoPause(), func() { l.autoAnswer(seat, id) })
		}
		return
	}
	l.kickBots()
}

// holdFor returns how long seat's answer to decision must wait before it
// is released: until AutoPause after the question was put, when the seat's
// automatic answers are on; else 0.
func (l *live) holdFor(seat engine.Seat, decision uint64) time.Duration {
	l.mu.Lock()
	defer l.unlock()
	if !l.autoOn(seat) || int(seat) >= len(l.asked) || l.asked[seat].id != decision {
		return 0
	}
	return time.Until(l.asked[seat].at.Add(l.s.autoPause()))
}

// setAuto stores seat's automatic-answer setting and applies it: on, a
// pending one-answer question is answered after the pause; off, no
// question is answered for the seat any more.
func (l *live) setAuto(ctx context.Context, seat engine.Seat, on bool) error {
	l.mu.Lock()
	defer l.unlock()
	if seat < 0 || int(seat) >= len(l.seats) || l.isBot(seat) {
		return &codedError{"not_authorized", "a bot plays that seat"}
	}
	if l.autoOn(seat) == on {
		return nil
	}
	opts := l.opts
	opts.Auto = slices.Clone(opts.Auto)
	for len(opts.Auto) < len(l.seats) {
		opts.Auto = append(opts.Auto, false)
	}
	opts.Auto[seat] = on
	b, err := json.Marshal(opts)
	if err != nil {
		return err
	}
	if err := l.s.store.SetOptions(ctx, l.id, b); err != nil {
		return saveFailed(err, "the setting")
	}
	l.opts = opts
	if !on && int(seat) < len(l.asked) {
		l.asked[seat].stop()
	}
	l.noteAsked()
	return nil
}

// setAutoChoice applies an invited player's choice on the join page:
// "on", "off", or "" for the default (defaultAuto).
func (l *live) setAutoChoice(ctx context.Context, seat engine.Seat, choice string) error {
	l.mu.Lock()
	on := choice == "on" || choice == "" && defaultAuto(l.seats, seat)
	l.unlock()
	return l.setAuto(ctx, seat, on)
}

// SetOptions replaces a game's server options.
func (s *loudStore) SetOptions(ctx context.Context, id string, options json.RawMessage) error {
	return s.failed("set_options", id, s.Store.SetOptions(ctx, id, options))
}
