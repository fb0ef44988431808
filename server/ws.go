package server

import (
	"cmp"
	"context"
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/coder/websocket"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/server/store"
	"github.com/datafort/datafort/server/web"
)

// ProtocolVersion is the version of the WebSocket protocol (see
// docs/serve.md).
const ProtocolVersion = 1

// Close codes beyond RFC 6455's.
const (
	closeReplaced = 4000 // the seat was opened in more tabs or programs than it may have: this, its oldest, is replaced
)

// clientMsg is any message a client sends.
type clientMsg struct {
	T        string          `json:"t"`
	ID       string          `json:"id,omitempty"`
	V        int             `json:"v,omitempty"`
	Token    string          `json:"token,omitempty"`
	As       string          `json:"as,omitempty"`
	Render   string          `json:"render,omitempty"`
	Since    *int            `json:"since,omitempty"`
	Decision *uint64         `json:"decision,omitempty"`
	Option   *int            `json:"option,omitempty"`
	Number   *int            `json:"number,omitempty"`
	Text     string          `json:"text,omitempty"`
	Confirm  bool            `json:"confirm,omitempty"`
	On       *bool           `json:"on,omitempty"`
	Extra    json.RawMessage `json:"-"`
}

// seatInfo is a seat as every client may know it.
type seatInfo struct {
	Seat   engine.Seat `json:"seat"`
	Role   string      `json:"role"`
	Team   int         `json:"team"`
	Kind   string      `json:"kind"`
	Name   string      `json:"name,omitempty"`
	Online bool        `json:"online"`
	// Open: the seat waits for the player invited to it (the waiting
	// room closes when no seat is open).
	Open bool `json:"open,omitempty"`
}

type welcomeMsg struct {
	T       string     `json:"t"`
	V       int        `json:"v"`
	Game    string     `json:"game"`
	Ruleset string     `json:"ruleset"`
	You     *seatInfo  `json:"you"`
	Seats   []seatInfo `json:"seats"`
}

// logOut is a log line as sent.
type logOut struct {
	Seq  int    `json:"seq"`
	Text string `json:"text"`
}

// viewMsg is a seat's whole view after a choice: the board, the seat's own
// decision, who else must decide, and the log lines it has not had.
type viewMsg struct {
	T        string          `json:"t"`
	Seq      int             `json:"seq"`
	Status   string          `json:"status"`
	Decision *web.Decision   `json:"decision,omitempty"`
	Waiting  []string        `json:"waiting,omitempty"`
	Log      []logOut        `json:"log,omitempty"`
	View     json.RawMessage `json:"view,omitempty"`
	HTML     *web.Parts      `json:"html,omitempty"`
	Result   *outcome        `json:"result,omitempty"`
	Note     string          `json:"note,omitempty"`
	// Auto is, in a seat's own view only, whether the server answers the
	// seat's one-answer questions (autoanswer.go).
	Auto *bool `json:"auto,omitempty"`
	// Takeback is, in a person's own view only, whether the seat may ask
	// to take back, and whose request it must answer (takeback.go).
	Takeback *takebackState `json:"takeback,omitempty"`
	// Run: the view's choice took place in a run (engine.RunStepper), so
	// a table page shows its lines one at a time (frames.go). Frame: it
	// is a run's step between the choices of a batch, without a decision.
	Run   bool `json:"run,omitempty"`
	Frame bool `json:"frame,omitempty"`
}

type ackMsg struct {
	T   string `json:"t"`
	ID  string `json:"id,omitempty"`
	Seq int    `json:"seq"`
}

type errorMsg struct {
	T       string `json:"t"`
	ID      string `json:"id,omitempty"`
	Code    string `json:"code"`
	Message string `json:"message"`
	RetryMS int64  `json:"retry_ms,omitempty"`
}

type chatMsg struct {
	T       string `json:"t"`
	Channel string `json:"channel"` // "players" or "spectators"
	From    string `json:"from"`
	Text    string `json:"text"`
	At      int64  `json:"at"`
}

type byeMsg struct {
	T         string `json:"t"`
	Reason    string `json:"reason"`
	Reconnect bool   `json:"reconnect"`
}

// conn is one WebSocket connection to a game.
type conn struct {
	l      *live
	ws     *websocket.Conn
	seat   engine.Seat // engine.NoSeat for a spectator
	html   bool
	since  int    // the last log seq this connection has
	opened uint64 // the order it was attached in (l.opened)
	once   sync.Once
	closed chan struct{}
	code   websocket.StatusCode
	reason string
	chatB  bucket // chat lines: 5 per 10 s
	muted  bool   // a seat's connection does not get the spectators' chat (l.mu)

	// The messages queued for the connection's writer, at most sendQueue:
	// a slice that exists only while messages wait. The writer is a
	// goroutine that runs only while there is something to write (drain),
	// and pings come from a timer (ping), so that an idle connection holds
	// no room, no writer and no ticker, only its reader. qmu guards them.
	qmu     sync.Mutex
	queue   [][]byte
	writing bool        // drain runs
	done    bool        // the WebSocket is closed (or broken): nothing more is written
	pingT   *time.Timer // the next ping
}

// pingEvery is how long a connection waits between pings (a pong must
// come within pongWithin).
const (
	pingEvery  = 25 * time.Second
	pongWithin = 20 * time.Second
)

// close closes the connection with code once, after what is queued (a bye)
// is written; later calls do nothing.
func (c *conn) close(code websocket.StatusCode, reason string) {
	c.once.Do(func() {
		c.code, c.reason = code, reason
		close(c.closed)
		c.qmu.Lock()
		if c.pingT != nil {
			c.pingT.Stop()
		}
		c.startWriter()
		c.qmu.Unlock()
	})
}

// isClosed reports whether close was called.
func (c *conn) isClosed() bool {
	select {
	case <-c.closed:
		return true
	default:
		return false
	}
}

// enqueue queues a message; a connection too slow to take it is closed.
func (c *conn) enqueue(b []byte) {
	if c.isClosed() {
		return
	}
	c.qmu.Lock()
	full := len(c.queue) >= sendQueue
	if !full {
		c.queue = append(c.queue, b)
		c.startWriter()
	}
	c.qmu.Unlock()
	if full {
		c.close(websocket.StatusPolicyViolation, "too slow")
	}
}

// startWriter starts drain unless it runs or the WebSocket is done. c.qmu
// is held.
func (c *conn) startWriter() {
	if !c.writing && !c.done {
		c.writing = true
		go c.drain()
	}
}

// drain writes the queued messages in order; once the connection is
// closed and nothing is left, it closes the WebSocket with close's code.
func (c *conn) drain() {
	ctx := context.Background()
	for {
		c.qmu.Lock()
		if len(c.queue) == 0 {
			closing := c.isClosed()
			c.writing, c.queue = false, nil // no room held while idle
			c.done = closing
			c.qmu.Unlock()
			if closing {
				c.ws.Close(c.code, c.reason)
			}
			return
		}
		b := c.queue[0]
		c.queue[0] = nil
		c.queue = c.queue[1:]
		c.qmu.Unlock()
		wait := 10 * time.Second
		if c.isClosed() {
			wait = time.Second // flushing a bye
		}
		wctx, cancel := context.WithTimeout(ctx, wait)
		err := c.ws.Write(wctx, websocket.MessageText, b)
		cancel()
		if err != nil && !c.isClosed() {
			c.close(websocket.StatusGoingAway, "")
			c.qmu.Lock()
			c.writing, c.done, c.queue = false, true, nil
			c.qmu.Unlock()
			c.ws.CloseNow()
			return
		}
	}
}

// ping pings the peer, closing the connection when no pong comes, and
// arms the next ping.
func (c *conn) ping() {
	if c.isClosed() {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), pongWithin)
	err := c.ws.Ping(ctx)
	cancel()
	if err != nil {
		c.close(websocket.StatusGoingAway, "no pong")
		return
	}
	c.qmu.Lock()
	if !c.isClosed() {
		c.pingT.Reset(pingEvery)
	}
	c.qmu.Unlock()
}

func (c *conn) sendJSON(v any) {
	b, err := json.Marshal(v)
	if err != nil {
		return
	}
	c.enqueue(b)
}

// serveWS upgrades a request to a WebSocket of game id. The seat comes from
// the game's seat cookie or the hello's token; watch, when set, is a
// spectator link's token.
func (s *Server) serveWS(w http.ResponseWriter, r *http.Request, id, watch string) {
	if ok, wait := s.handshakeRL.allow(clientIP(r)); !ok {
		s.metrics.rateLimits.WithLabelValues("handshake").Inc()
		w.Header().Set("Retry-After", durationSeconds(wait))
		http.Error(w, "too many connections; try again later", http.StatusTooManyRequests)
		return
	}
	s.mu.Lock()
	draining := s.draining
	s.mu.Unlock()
	if draining {
		http.Error(w, "the server is restarting", http.StatusServiceUnavailable)
		return
	}
	if r.Header.Get("Origin") != "" && !s.sameOrigin(r) {
		http.Error(w, "cross-origin WebSocket refused", http.StatusForbidden)
		return
	}
	if s.relayWS(w, r, id, watch) { // another node holds the game (nodes.go)
		return
	}
	ws, err := websocket.Accept(w, r, &websocket.AcceptOptions{OriginPatterns: s.cfg.Origins})
	if err != nil {
		return // Accept wrote the error (a foreign origin is 403)
	}
	ws.SetReadLimit(2 * MaxMessage)
	s.metrics.conns.Inc()
	handedOff := false // to serve, which counts the connection out when it closes
	defer func() {
		if !handedOff {
			s.metrics.conns.Dec()
		}
	}()
	ctx := r.Context()

	hctx, cancel := context.WithTimeout(ctx, helloWithin)
	_, b, err := ws.Read(hctx)
	cancel()
	if err != nil {
		ws.Close(websocket.StatusPolicyViolation, "hello expected")
		return
	}
	var hello clientMsg
	if err := json.Unmarshal(b, &hello); err != nil || hello.T != "hello" {
		writeClose(ws, errorMsg{T: "error", Code: "hello_first", Message: "the first message must be hello"}, websocket.StatusPolicyViolation, "hello expected")
		return
	}
	if hello.V != 0 && hello.V != ProtocolVersion {
		writeClose(ws, errorMsg{T: "error", Code: "bad_message", Message: "unsupported protocol version"}, websocket.StatusPolicyViolation, "version")
		return
	}
	seat := engine.NoSeat
	denied := func() {
		writeClose(ws, errorMsg{T: "error", Code: "not_authorized", Message: "no seat or spectator access to this game"}, websocket.StatusPolicyViolation, "not authorized")
	}
	switch {
	case watch != "":
		gid, err := s.store.GameByWatch(ctx, hashToken(watch))
		if isStorage(err) {
			wsStorageUnavailable(ws)
			return
		}
		if err != nil {
			denied()
			return
		}
		id = gid
	case hello.As == "spectator":
		if !validID(id) {
			denied()
			return
		}
	default:
		token := hello.Token
		if token == "" {
			if ck, err := r.Cookie(seatCookie(id)); err == nil {
				token = ck.Value
			}
		}
		if !validID(id) || !validToken(token) {
			denied()
			return
		}
		st, err := s.store.SeatByToken(ctx, id, hashToken(token))
		if isStorage(err) {
			wsStorageUnavailable(ws)
			return
		}
		if err != nil {
			denied()
			return
		}
		seat = st
	}
	l, err := s.game(ctx, id)
	if isStorage(err) {
		wsStorageUnavailable(ws)
		return
	}
	if err != nil {
		denied()
		return
	}
	if l.away != "" { // another node holds the game (nodes.go): reconnect, through the load balancer
		writeClose(ws, byeMsg{T: "bye", Reason: "moved", Reconnect: true}, websocket.StatusTryAgainLater, "served elsewhere")
		return
	}
	if seat == engine.NoSeat && watch == "" && l.opts.Spectators != "public" {
		denied()
		return
	}
	c := &conn{l: l, ws: ws, seat: seat, html: hello.Render != "json", closed: make(chan struct{})}
	if hello.Since != nil {
		c.since = *hello.Since
	}
	res := l.attach(c)
	for try := 0; res == attachUnloaded && try < 3; try++ { // unloaded meanwhile: load it again
		if l, err = s.game(ctx, id); err != nil {
			denied()
			return
		}
		if l.away != "" {
			writeClose(ws, byeMsg{T: "bye", Reason: "moved", Reconnect: true}, websocket.StatusTryAgainLater, "served elsewhere")
			return
		}
		c.l = l
		res = l.attach(c)
	}
	if res == attachUnloaded {
		writeClose(ws, errorMsg{T: "error", Code: "busy", Message: "the game is being reloaded; try again"}, websocket.StatusTryAgainLater, "try again")
		return
	}
	if res != attached {
		n := l.s.limits.SpectatorsPerGame
		l.s.metrics.rateLimits.WithLabelValues("spectators").Inc()
		writeClose(ws, errorMsg{T: "error", Code: "game_full", Message: "this game has its " + itoa(n) + " spectators; try again later"}, websocket.StatusTryAgainLater, "at most "+itoa(n)+" spectators")
		return
	}
	handedOff = true
	go c.serve()
}

// serve runs an attached connection until it closes. It runs apart from
// the HTTP handler, which returns once the connection is attached, so that
// a connection holds no request (its headers, its context) while it is
// open: the connection is hijacked, and the HTTP server no longer tracks
// it.
func (c *conn) serve() {
	defer c.l.s.metrics.conns.Dec()
	defer c.l.detach(c)
	c.qmu.Lock()
	if !c.isClosed() {
		c.pingT = time.AfterFunc(pingEvery, c.ping)
	}
	c.qmu.Unlock()
	// A context that is never cancelled: a read ends when the connection
	// closes. (A cancellable one would be kept by the WebSocket for the
	// connection's life.)
	c.readLoop(context.Background())
	c.close(websocket.StatusNormalClosure, "")
}

func durationSeconds(d time.Duration) string {
	s := int(d/time.Second) + 1
	return itoa(s)
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// writeClose sends one message and closes.
func writeClose(ws *websocket.Conn, v any, code websocket.StatusCode, reason string) {
	b, _ := json.Marshal(v)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	ws.Write(ctx, websocket.MessageText, b)
	cancel()
	ws.Close(code, reason)
}

// readLoop reads client messages until the connection closes.
func (c *conn) readLoop(ctx context.Context) {
	l := c.l
	var b bucket
	var limited []time.Time
	rate, burst := l.s.limits.MsgPerSec, l.s.limits.MsgBurst
	for {
		_, data, err := c.ws.Read(ctx)
		if err != nil {
			if websocket.CloseStatus(err) == websocket.StatusMessageTooBig {
				l.s.metrics.rejected.WithLabelValues("too_big").Inc()
			}
			return
		}
		if ok, wait := b.take(time.Now(), rate, burst); !ok {
			l.s.metrics.rateLimits.WithLabelValues("message").Inc()
			now := time.Now()
			limited = append(limited, now)
			for len(limited) > 0 && now.Sub(limited[0]) > time.Minute {
				limited = limited[1:]
			}
			c.sendJSON(errorMsg{T: "error", Code: "rate_limited", Message: "too many messages; slow down", RetryMS: wait.Milliseconds() + 1})
			if len(limited) >= 10 {
				c.close(websocket.StatusPolicyViolation, "rate limit")
				return
			}
			continue
		}
		if len(data) > MaxMessage {
			l.s.metrics.rejected.WithLabelValues("too_big").Inc()
			c.sendJSON(errorMsg{T: "error", Code: "too_big", Message: "message too big"})
			continue
		}
		var m clientMsg
		if err := json.Unmarshal(data, &m); err != nil || m.T == "" {
			l.s.metrics.rejected.WithLabelValues("bad_message").Inc()
			c.sendJSON(errorMsg{T: "error", Code: "bad_message", Message: "not a JSON message with a type \"t\""})
			continue
		}
		if len(m.ID) > 32 {
			m.ID = m.ID[:32]
		}
		c.handle(ctx, &m)
	}
}

// handle answers one client message.
func (c *conn) handle(ctx context.Context, m *clientMsg) {
	l := c.l
	fail := func(err error) {
		code := codeOf(err)
		msg := err.Error()
		if code == "internal" {
			l.s.log.Error("choice failed", "game", l.id, "err", err)
			msg = "internal error"
		}
		c.sendJSON(errorMsg{T: "error", ID: m.ID, Code: code, Message: msg})
	}
	switch m.T {
	case "ping":
		c.sendJSON(map[string]any{"t": "pong", "id": m.ID, "server_time": time.Now().UnixMilli()})
	case "choice":
		if c.seat == engine.NoSeat {
			l.s.metrics.rejected.WithLabelValues("spectator").Inc()
			fail(&codedError{"spectator", "spectators cannot make choices"})
			return
		}
		if m.Decision == nil || (m.Option == nil) == (m.Number == nil) {
			l.s.metrics.rejected.WithLabelValues("bad_message").Inc()
			fail(&codedError{"bad_message", "a choice needs a decision and either an option or a number"})
			return
		}
		ch := engine.Choice{Decision: *m.Decision, Seat: c.seat}
		if m.Option != nil {
			ch.Option = *m.Option
		}
		if m.Number != nil {
			ch.Number = *m.Number
		}
		if wait := l.holdFor(c.seat, ch.Decision); wait > 0 {
			time.Sleep(wait) // released as an automatic answer would be (autoanswer.go)
		}
		seq, err := l.choose(ctx, ch, m.ID)
		if err != nil {
			fail(err)
			c.l.resend(c) // the current view, so that no old prompt stays up
			return
		}
		c.sendJSON(ackMsg{T: "ack", ID: m.ID, Seq: seq})
	case "concede":
		if c.seat == engine.NoSeat {
			fail(&codedError{"spectator", "spectators cannot concede"})
			return
		}
		if !m.Confirm {
			fail(&codedError{"bad_message", "concede needs \"confirm\": true"})
			return
		}
		seq, err := l.concede(ctx, c.seat)
		if err != nil {
			fail(err)
			return
		}
		c.sendJSON(ackMsg{T: "ack", ID: m.ID, Seq: seq})
	case "chat":
		if ok, wait := c.chatB.take(time.Now(), 0.5, 5); !ok {
			l.s.metrics.rateLimits.WithLabelValues("chat").Inc()
			c.sendJSON(errorMsg{T: "error", ID: m.ID, Code: "rate_limited", Message: "too many chat lines; wait a moment", RetryMS: wait.Milliseconds() + 1})
			return
		}
		text := strings.TrimSpace(m.Text)
		if n := l.s.limits.ChatLen; text == "" || utf8.RuneCountInString(text) > n || !utf8.ValidString(text) {
			fail(&codedError{"bad_message", "a chat line has 1 to " + itoa(n) + " characters"})
			return
		}
		if err := l.chat(ctx, c.seat, text); err != nil {
			fail(err)
			return
		}
		c.sendJSON(ackMsg{T: "ack", ID: m.ID})
	case "mute":
		// {"t":"mute","on":true|false}: a player mutes or unmutes the
		// spectators' chat on this connection.
		if c.seat == engine.NoSeat {
			fail(&codedError{"spectator", "spectators cannot mute the chat"})
			return
		}
		if m.On == nil {
			fail(&codedError{"bad_message", "mute needs \"on\": true or false"})
			return
		}
		l.mu.Lock()
		c.muted = *m.On
		l.unlock()
		c.sendJSON(ackMsg{T: "ack", ID: m.ID})
	case "auto":
		// {"t":"auto","on":true|false}: a player has the server answer
		// their one-answer questions, or not (autoanswer.go).
		if c.seat == engine.NoSeat {
			fail(&codedError{"spectator", "spectators answer no questions"})
			return
		}
		if m.On == nil {
			fail(&codedError{"bad_message", "auto needs \"on\": true or false"})
			return
		}
		if err := l.setAuto(ctx, c.seat, *m.On); err != nil {
			fail(err)
			return
		}
		c.sendJSON(ackMsg{T: "ack", ID: m.ID})
		l.resendSeat(c.seat)
	case "takeback", "takeback_answer":
		// {"t":"takeback"}: a player asks to take back their last choice;
		// {"t":"takeback_answer","on":true|false}: another accepts or
		// refuses (takeback.go).
		if c.seat == engine.NoSeat {
			fail(&codedError{"spectator", "spectators take nothing back"})
			return
		}
		var err error
		if m.T == "takeback" {
			err = l.requestTakeback(ctx, c.seat)
		} else if m.On == nil {
			err = &codedError{"bad_message", "takeback_answer needs \"on\": true or false"}
		} else {
			err = l.answerTakeback(ctx, c.seat, *m.On)
		}
		if err != nil {
			fail(err)
			return
		}
		c.sendJSON(ackMsg{T: "ack", ID: m.ID, Seq: l.currentSeq()})
	case "hello":
		fail(&codedError{"bad_message", "already said hello"})
	default:
		l.s.metrics.rejected.WithLabelValues("bad_message").Inc()
		fail(&codedError{"bad_message", "unknown message type"})
	}
}

// attach adds a connection: a seat has at most SocketsPerSeat (tabs,
// programs), and one more replaces the seat's oldest; then it gets the
// welcome and the view.
func (l *live) attach(c *conn) attachResult {
	l.mu.Lock()
	defer l.unlock()
	if l.idle.unloaded || l.moved { // a node's game that moved: claim it again (nodes.go)
		return attachUnloaded
	}
	if c.seat == engine.NoSeat && l.spectators() >= l.s.limits.SpectatorsPerGame {
		return attachFull
	}
	l.idle.last = time.Now()
	if c.seat != engine.NoSeat {
		var mine []*conn
		for o := range l.conns {
			if o.seat == c.seat {
				mine = append(mine, o)
			}
		}
		if n := len(mine) + 1 - l.s.limits.SocketsPerSeat; n > 0 {
			slices.SortFunc(mine, func(a, b *conn) int { return cmp.Compare(a.opened, b.opened) })
			for _, o := range mine[:n] {
				o.sendJSON(byeMsg{T: "bye", Reason: "replaced", Reconnect: false})
				o.close(closeReplaced, "seat opened elsewhere")
				delete(l.conns, o)
			}
		}
	}
	l.opened++
	c.opened = l.opened
	l.conns[c] = struct{}{}
	w := welcomeMsg{T: "welcome", V: ProtocolVersion, Game: l.id, Ruleset: l.rs.Name(), Seats: l.seatInfos()}
	if c.seat != engine.NoSeat {
		si := w.Seats[c.seat]
		w.You = &si
	}
	c.sendJSON(w)
	l.sendView(c)
	l.broadcastPresence()
	return attached
}

func (l *live) detach(c *conn) {
	l.mu.Lock()
	defer l.unlock()
	if _, ok := l.conns[c]; ok {
		l.idle.last = time.Now()
		delete(l.conns, c)
		l.broadcastPresence()
	}
}

// seatInfos lists the seats with their presence. l.mu is held.
func (l *live) seatInfos() []seatInfo {
	out := make([]seatInfo, len(l.seats))
	for i, st := range l.seats {
		out[i] = seatInfo{Seat: st.Seat, Role: st.Role, Team: st.Team, Kind: st.Kind, Name: st.Name, Online: st.Kind == "bot", Open: st.InviteHash != nil}
	}
	for c := range l.conns {
		if c.seat >= 0 && int(c.seat) < len(out) {
			out[c.seat].Online = true
		}
	}
	return out
}

// broadcastPresence tells every connection who is online. l.mu is held.
func (l *live) broadcastPresence() {
	b, _ := json.Marshal(map[string]any{"t": "presence", "seats": l.seatInfos(), "spectators": l.spectators()})
	for c := range l.conns {
		c.enqueue(b)
	}
}

func (l *live) spectators() int {
	n := 0
	for c := range l.conns {
		if c.seat == engine.NoSeat {
			n++
		}
	}
	return n
}

// closeAll tells every connection to reconnect later and closes it.
func (l *live) closeAll(reason string) {
	l.mu.Lock()
	defer l.unlock()
	for c := range l.conns {
		c.sendJSON(byeMsg{T: "bye", Reason: reason, Reconnect: true})
		c.close(websocket.StatusServiceRestart, reason)
	}
}

// broadcast sends every connection its seat's view; the spectators share
// one (spectate.go). l.mu is held.
func (l *live) broadcast() {
	l.sendDelayedFrames()
	shared := map[specKey]specView{}
	for c := range l.conns {
		if c.seat == engine.NoSeat {
			l.sendSharedView(c, shared)
			continue
		}
		l.sendView(c)
	}
	l.noteAsked()
}

// resendSeat sends every connection of seat its current view.
func (l *live) resendSeat(seat engine.Seat) {
	l.mu.Lock()
	defer l.unlock()
	for c := range l.conns {
		if c.seat == seat {
			l.sendView(c)
		}
	}
}

// resend sends c the current view.
func (l *live) resend(c *conn) {
	l.mu.Lock()
	defer l.unlock()
	l.sendView(c)
}

// sendView sends c its seat's view and the log lines it has not had.
// l.mu is held.
func (l *live) sendView(c *conn) {
	m := l.viewFor(c.seat, c.since, c.html)
	c.since = m.seen(c.since)
	c.sendJSON(m)
}

// seen returns the log position of a connection at since once it has
// this view: it has every line up to the view's seq (a choice that made
// no line moves it too, so that its next view needs only the last
// choice's lines, which the game keeps in memory; gamelog.go).
func (m *viewMsg) seen(since int) int {
	since = max(since, m.Seq)
	if n := len(m.Log); n > 0 {
		since = max(since, m.Log[n-1].Seq)
	}
	return since
}

// viewFor builds seat's view message with the log lines after since.
// l.mu is held.
func (l *live) viewFor(seat engine.Seat, since int, html bool) *viewMsg {
	l.spec.views++
	g, seq := l.game(), l.seq
	if f := l.frame; f != nil { // a run's step within a batch (frames.go)
		g, seq = f.g, f.seq
	}
	status := l.status
	if status == store.StatusOpen {
		status = store.StatusActive
	}
	m := &viewMsg{T: "view", Seq: seq, Status: status, Result: l.result, Run: l.runView || l.frame != nil, Frame: l.frame != nil}
	if l.frame != nil {
		m.Status, m.Result = store.StatusActive, nil
	}
	if seat != engine.NoSeat && !l.isBot(seat) {
		on := l.autoOn(seat)
		m.Auto = &on
		m.Takeback = l.takebackFor(seat)
	}
	if status == store.StatusDiverged {
		m.Note = "This game's record does not replay under this build of the server, so it cannot go on here. " + l.diverged
	}
	if l.build != "" && status != store.StatusDiverged {
		shown := "it is shown read-only, at its start"
		if g == nil {
			shown = "this build cannot show it"
		}
		m.Note = "This game was made under another build of the server, so it cannot go on here: " + shown + ". It needs a build of " + l.build + "."
	}
	if l.botErr != "" && l.build == "" && status != store.StatusOver && status != store.StatusDiverged {
		m.Note = "This game's bot cannot play under this build of the server, so the game cannot go on here: " + l.botErr + "."
	}
	if seat == engine.NoSeat && l.opts.Delay > 0 && status != store.StatusOver {
		if l.frame == nil { // else a run's step of the delayed game (sendDelayedFrames)
			g, seq = l.delayed()
			m.Seq, m.Run = seq, l.spec.run
		}
		if m.Note == "" {
			m.Note = "Spectators see the game " + itoa(l.opts.Delay) + " choices late."
		}
	}
	if g == nil {
		return m
	}
	var dec *engine.Decision
	if seat != engine.NoSeat && l.playing() == nil && l.frame == nil {
		for _, d := range g.Pending() {
			if d.Seat == seat {
				dec = &d
				break
			}
		}
	}
	for _, d := range g.Pending() {
		if d.Seat >= 0 && int(d.Seat) < len(l.seats) {
			m.Waiting = append(m.Waiting, l.seats[d.Seat].Role)
		}
	}
	if dec != nil {
		d := web.BuildDecision(g, *dec)
		m.Decision = &d
	}
	l.logSince(since).each(since, seq, func(ln logLine) {
		m.Log = append(m.Log, logOut{ln.seq, ln.ev.For(seat)})
	})
	if html {
		p := web.Render(g, seat, m.Decision, l.seatLabels(), m.Waiting, status == store.StatusOver)
		if m.Note != "" { // kept on the board, not only shown for a moment (the script's toast)
			p.Status = noteHTML(m.Note) + p.Status
		}
		if e := l.endFor(seat); e != nil && l.frame == nil {
			p.End = web.Fragment("end", e)
		}
		m.HTML = &p
	} else {
		m.View, _ = json.Marshal(g.View(seat))
	}
	return m
}

// seatLabels names the seats for the board.
func (l *live) seatLabels() []string {
	out := make([]string, len(l.seats))
	for i, st := range l.seats {
		switch {
		case st.Kind == "bot":
			out[i] = botLabel(st.Bot)
		default:
			out[i] = st.Name
		}
	}
	return out
}

// chat stores a chat line and sends it to everyone.
func (l *live) chat(ctx context.Context, seat engine.Seat, text string) error {
	if err := l.admitChat(ctx, seat); err != nil {
		return err
	}
	l.mu.Lock()
	from := "spectator"
	if seat != engine.NoSeat {
		from = l.roleName(seat)
	}
	seq := l.seq
	l.unlock()
	if _, err := l.s.store.AddChat(ctx, l.id, store.Chat{Seat: seat, Name: from, Text: text, Seq: seq, At: time.Now()}); err != nil {
		return saveFailed(err, "the chat line")
	}
	l.mu.Lock()
	defer l.unlock()
	ch := channelOf(seat)
	b, _ := json.Marshal(chatMsg{T: "chat", Channel: ch, From: from, Text: text, At: time.Now().UnixMilli()})
	for c := range l.conns {
		if ch == channelSpectators && c.seat != engine.NoSeat && c.muted {
			continue
		}
		c.enqueue(b)
	}
	return nil
}
