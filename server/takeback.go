package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/server/store"
)

// Takebacks by consent (issue 27 item 2, server-spec §6.14). A seat asks
// to take back its last choice of the turn in progress ({"t":"takeback"});
// every other seat played by a person is asked ({"t":"takeback_ask"} and
// the view's takebackAsk) and answers ({"t":"takeback_answer","on":true|
// false}); a bot accepts at once. Once all accept, the store's log is cut
// back to the choice before the seat's last one and the rows after it move
// to choices_undone (store.Rewind, under the game's epoch on a node), and
// the game is loaded again from the store: its log, its answered decisions
// (looked up in the store) and its seq follow. A takeback goes back only
// over the choices after the game's last barrier (engine.Effect.Barrier: a
// choice that revealed something, drew randomness or began a turn, and a
// concession), which the game keeps in memory (undoable), so whether a seat
// may take back depends only on public facts: the seats of those choices
// and their effects.

// takenBack is an answer a takeback undid, as its message came: a resend
// of that message (the same client message id, decision, seat and answer,
// as the page sends again after a reconnect) is refused (errTakenBack),
// though the decision it answers is pending again with the same id (the
// engine numbers decisions by a counter of the game, which the rewind
// takes back too). A fresh answer comes with another message id. Only
// answers sent with a message id are kept: an automatic answer
// (autoClientID) or one made without an id cannot be told from a fresh one.
type takenBack struct {
	choice engine.Choice
	client string
}

// keepTakenBack returns the answers undone by tbs that a resend could
// name (see takenBack), nil if none.
func keepTakenBack(tbs []store.Takeback) map[takenBack]bool {
	var m map[takenBack]bool
	for _, tb := range tbs {
		for _, c := range tb.Undone {
			if c.ClientID == "" || c.ClientID == autoClientID || c.Source != store.SourceHuman {
				continue
			}
			if m == nil {
				m = map[takenBack]bool{}
			}
			m[takenBack{choice: c.Choice, client: c.ClientID}] = true
		}
	}
	return m
}

// errTakenBack refuses c, sent again as message client after a takeback
// undid it.
func errTakenBack(c engine.Choice, client string) error {
	return &codedError{"taken_back", fmt.Sprintf("message %q answers decision %d, and that answer was taken back: answer the decision again", client, c.Decision)}
}

// undoable is a choice after the game's last barrier: its seq and seat.
type undoable struct {
	seq  int
	seat engine.Seat
}

// takebackOffer is a takeback a seat asked for, awaiting the other
// persons' answers.
type takebackOffer struct {
	by       engine.Seat
	from, to int                  // the log's seq when asked, and the seq it goes back to
	waiting  map[engine.Seat]bool // the seats yet to answer
}

// measured is the effect of the choice just applied to g by Apply, and
// whether g could say (engine.Effecter).
type measured struct {
	eff engine.Effect
	ok  bool
}

// measure returns the effect of the choice just applied to g.
func measure(g engine.Game) measured {
	if e, is := g.(engine.Effecter); is {
		eff, ok := e.LastEffect()
		return measured{eff, ok}
	}
	return measured{}
}

// noteChoice records choice c, applied as seq with effect m: a barrier (or
// a game that cannot say) forgets the undoable choices; else c is one
// more. l.mu is held.
func (l *live) noteChoice(seq int, c engine.Choice, m measured) {
	if !m.ok || c.Concede || m.eff.Barrier() {
		l.undoable = l.undoable[:0]
		return
	}
	l.undoable = append(l.undoable, undoable{seq: seq, seat: c.Seat})
}

// takebackTo returns the seq a takeback by seat would go back to, and
// whether seat may take anything back now. l.mu is held.
func (l *live) takebackTo(seat engine.Seat) (int, bool) {
	if seat < 0 || l.isBot(seat) || l.playing() != nil || len(l.undoable) == 0 || l.undoable[len(l.undoable)-1].seq != l.seq {
		return 0, false
	}
	cs := make([]engine.Choice, len(l.undoable))
	effs := make([]engine.Effect, len(l.undoable))
	for i, u := range l.undoable {
		cs[i] = engine.Choice{Seat: u.seat}
	}
	i := engine.TakebackFrom(cs, effs, seat)
	if i == len(cs) {
		return 0, false
	}
	return l.undoable[i].seq - 1, true
}

// takebackState is what a seat's view says of takebacks: whether the seat
// may ask for one now, and the seat whose request it must answer.
type takebackState struct {
	Can bool   `json:"can,omitempty"`
	Ask string `json:"ask,omitempty"` // the role of the seat asking this seat's consent
	// Asked: this seat's own request waits for the others' answers.
	Asked bool `json:"asked,omitempty"`
}

// takebackFor returns seat's takeback state, nil for a spectator or a bot.
// l.mu is held.
func (l *live) takebackFor(seat engine.Seat) *takebackState {
	if seat == engine.NoSeat || l.isBot(seat) {
		return nil
	}
	_, can := l.takebackTo(seat)
	st := &takebackState{Can: can && l.offer == nil}
	if o := l.offer; o != nil {
		if o.waiting[seat] {
			st.Ask = l.roleName(o.by)
		}
		st.Asked = o.by == seat
	}
	return st
}

// requestTakeback is seat's request to take back its last choice.
func (l *live) requestTakeback(ctx context.Context, seat engine.Seat) error {
	l.mu.Lock()
	defer l.unlock()
	if l.offer != nil {
		return &codedError{"takeback_pending", "a takeback is already asked for"}
	}
	to, ok := l.takebackTo(seat)
	if !ok {
		return &codedError{"no_takeback", "nothing to take back: only your own choices of this turn since the last one that revealed something or drew at random"}
	}
	o := &takebackOffer{by: seat, from: l.seq, to: to, waiting: map[engine.Seat]bool{}}
	for _, st := range l.seats {
		if st.Seat != seat && st.Kind != "bot" { // a bot accepts at once
			o.waiting[st.Seat] = true
		}
	}
	if len(o.waiting) == 0 {
		return l.takeBack(ctx, o)
	}
	l.offer = o
	b, _ := json.Marshal(map[string]any{"t": "takeback_ask", "by": l.roleName(seat)})
	for c := range l.conns {
		if o.waiting[c.seat] {
			c.enqueue(b)
		}
	}
	l.broadcast()
	return nil
}

// answerTakeback is seat's answer to the takeback asked for.
func (l *live) answerTakeback(ctx context.Context, seat engine.Seat, accept bool) error {
	l.mu.Lock()
	defer l.unlock()
	o := l.offer
	if o == nil || !o.waiting[seat] {
		return &codedError{"no_takeback", "no takeback awaits your answer"}
	}
	if !accept {
		l.offer = nil
		b, _ := json.Marshal(map[string]any{"t": "takeback_refused", "by": l.roleName(seat)})
		for c := range l.conns {
			if c.seat == o.by {
				c.enqueue(b)
			}
		}
		l.broadcast()
		return nil
	}
	delete(o.waiting, seat)
	if len(o.waiting) > 0 {
		l.broadcast()
		return nil
	}
	l.offer = nil
	return l.takeBack(ctx, o)
}

// cancelOffer drops a takeback asked for once the game moved on (a
// choice committed after it). l.mu is held.
func (l *live) cancelOffer() {
	if l.offer != nil && l.offer.from != l.seq {
		l.offer = nil
	}
}

// takeBack makes takeback o, which every other person accepted: the store
// cuts the log back and keeps the choices taken back, and the game is
// loaded again from it. l.mu is held.
func (l *live) takeBack(ctx context.Context, o *takebackOffer) error {
	if l.seq != o.from {
		return &codedError{"stale", "the game moved on since the takeback was asked for"}
	}
	if err := l.playing(); err != nil {
		return err
	}
	hash, err := l.hashAt(ctx, o.to)
	if err != nil {
		return err
	}
	epoch := store.AnyEpoch
	if l.s.node.on {
		if _, ok := l.s.leased(); !ok || l.epoch <= 0 {
			l.moveAway()
			return movedError
		}
		epoch = l.epoch
	}
	err = l.s.store.Rewind(ctx, l.id, epoch, o.from, o.to, o.by, hash, l.botDueAt(ctx, o.to))
	if errors.Is(err, store.ErrFenced) {
		l.fenced(err)
		return movedError
	}
	if err != nil {
		return saveFailed(err, "the takeback")
	}
	l.s.log.Info("takeback", "game", l.id, "seat", o.by, "from", o.from, "to", o.to)
	l.reload(ctx)
	l.rewinds++ // a bot thinking on the game before it must think again (runBots)
	// Every page goes back: {"t":"takeback_done","seq":TO} before the view,
	// so that the page drops its log lines after TO and takes the view of
	// an earlier seq than the one it shows.
	b, _ := json.Marshal(map[string]any{"t": "takeback_done", "seq": o.to, "by": l.roleName(o.by)})
	for c := range l.conns {
		c.since = min(c.since, o.to)
		c.enqueue(b)
	}
	l.broadcast()
	l.kickBots()
	return nil
}

// hashAt returns the state hash after choice seq (the game's start for 0).
func (l *live) hashAt(ctx context.Context, seq int) ([32]byte, error) {
	if seq == 0 {
		g, err := l.rs.New(l.setup)
		if err != nil {
			return [32]byte{}, fmt.Errorf("game %s: its start: %w", l.id, err)
		}
		return engine.Hash(g)
	}
	cs, err := l.s.store.Choices(ctx, l.id, seq-1)
	if err != nil || len(cs) == 0 || cs[0].Seq != seq {
		return [32]byte{}, saveFailed(fmt.Errorf("game %s: choice %d: %v", l.id, seq, err), "the takeback")
	}
	return cs[0].Hash, nil
}

// botDueAt reports whether a bot is due once the game is back at seq.
func (l *live) botDueAt(ctx context.Context, seq int) bool {
	g, err := l.rs.New(l.setup)
	if err != nil {
		return false
	}
	cs, err := l.s.store.Choices(ctx, l.id, 0)
	if err != nil {
		return false
	}
	for _, c := range cs {
		if c.Seq > seq {
			break
		}
		if c.Source != store.SourceConcede {
			if err := engine.Step(g, c.Choice); err != nil {
				return false
			}
		}
	}
	for _, d := range g.Pending() {
		if l.isBot(d.Seat) {
			return true
		}
	}
	return false
}

// currentSeq returns the game's seq.
func (l *live) currentSeq() int {
	l.mu.Lock()
	defer l.unlock()
	return l.seq
}
