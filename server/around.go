package server

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/server/store"
)

// Around the game: the bots' names on the board, the end-of-game panel
// and the rematch. Everything here reads the game through its
// registration (engine.TableViewer for the turns and points), never a
// game package.

// botLabel names a bot seat on the board from its stored spec
// ("heuristic@SEED", "search:ms=60@SEED", "random:SEED"): the registered
// player's name ("heuristic bot"), or "bot" for a name the registry does
// not know.
func botLabel(spec string) string {
	name := spec
	if i := strings.IndexAny(name, ":@"); i >= 0 {
		name = name[:i]
	}
	if _, ok := bot.Lookup(name); ok {
		return name + " bot"
	}
	return "bot"
}

// endPanel is what the end-of-game panel shows (the "end" template).
type endPanel struct {
	Result string   // who won and why
	Scores []string // each seat's or team's points, as the game counts them
	Turns  int      // the turns played, when the game counts turns
	Moves  int      // the choices made
	Length string   // from the game's creation to its last move
	Date   string   // when the game was created
	// For a seat's panel: the address the rematch form posts to, and an
	// invitation to a rematch another seat asked for.
	Rematch, Join string
}

// rematchOffer is the rematch of a finished game, once a seat asked for
// it: the new game and, by the old game's seat, each invited player's
// invitation (held in memory only: a restarted server offers it no more,
// and the one who asked still holds the links on the new game's table).
type rematchOffer struct {
	id      string
	invites map[engine.Seat]string
}

// endFor returns seat's end-of-game panel, or nil while the game is on.
// The public part is worked out once (l.end). l.mu is held.
func (l *live) endFor(seat engine.Seat) *endPanel {
	if l.status != store.StatusOver {
		return nil
	}
	if l.end == nil {
		l.end = l.endSummary()
	}
	p := *l.end
	if seat != engine.NoSeat && !l.isBot(seat) {
		p.Rematch = "/g/" + l.id + "/rematch"
		if l.rematch != nil {
			if inv, ok := l.rematch.invites[seat]; ok {
				p.Join = "/i/" + inv
			}
		}
	}
	return &p
}

// endSummary works out the public part of the end-of-game panel. l.mu is
// held.
func (l *live) endSummary() *endPanel {
	p := &endPanel{Result: l.resultLine(), Moves: l.seq}
	if tv, ok := l.game().(engine.TableViewer); ok {
		v := tv.TableView(engine.NoSeat)
		p.Turns = v.Turn
		if len(v.Teams) > 0 {
			for _, tm := range v.Teams {
				for _, c := range tm.Counters {
					if c.Name == engine.CounterPoints {
						p.Scores = append(p.Scores, tm.Label+": "+pointsText(c))
					}
				}
			}
		} else {
			names := l.seatLabels()
			for _, pl := range v.Players {
				for _, c := range pl.Counters {
					if c.Name == engine.CounterPoints {
						p.Scores = append(p.Scores, withName(pl.Label, names, pl.Seat)+": "+pointsText(c))
					}
				}
			}
		}
	}
	if row, err := l.s.store.Game(context.Background(), l.id); err == nil {
		p.Date = row.Created.UTC().Format("2 Jan 2006, 15:04 UTC")
		p.Length = lengthText(row.Updated.Sub(row.Created))
	}
	return p
}

// pointsText is a points counter as people read it.
func pointsText(c engine.TableCounter) string {
	if c.Text != "" {
		return c.Text
	}
	return strconv.Itoa(c.N) + " points"
}

// withName is a seat's label with its player's name, when it has one.
func withName(label string, names []string, seat engine.Seat) string {
	if seat >= 0 && int(seat) < len(names) && names[seat] != "" {
		return label + " (" + names[seat] + ")"
	}
	return label
}

// resultLine says who won and why. l.mu is held.
func (l *live) resultLine() string {
	r := l.result
	if r == nil {
		return "The game is over."
	}
	reason := ""
	if r.Reason != "" {
		reason = " (" + r.Reason + ")"
	}
	if r.Draw || len(r.Winners) == 0 {
		return "A draw" + reason + "."
	}
	names := l.seatLabels()
	var who []string
	for _, w := range r.Winners {
		who = append(who, withName("the "+l.roleName(w), names, w))
	}
	verb := " wins"
	if len(who) > 1 {
		verb = " win"
	}
	s := strings.Join(who, " and ") + verb + reason + "."
	return strings.ToUpper(s[:1]) + s[1:]
}

// lengthText is a game's length as people read it.
func lengthText(d time.Duration) string {
	switch {
	case d < time.Minute:
		return strconv.Itoa(int(d/time.Second)) + " s"
	case d < time.Hour:
		return strconv.Itoa(int(d/time.Minute)) + " min"
	}
	return fmt.Sprintf("%d h %d min", int(d/time.Hour), int(d%time.Hour/time.Minute))
}

// rematch starts a new game with the same table after a finished one, at
// a seat's request: the same ruleset, options and decks, a new seed; the
// people swap sides where the table has two sides (two seats of different
// roles, each role keeping its deck), the one who asks gets their seat,
// every other person a new invitation (sent to their open tables) and
// every bot is seated again with a new seed. Asked again, it leads to the
// same new game. Creating it counts against the address's games an hour.
func (s *Server) rematch(w http.ResponseWriter, r *http.Request) {
	if !s.sameOrigin(r) {
		s.message(w, http.StatusForbidden, "Refused", "This form must be sent from this site's own page.")
		return
	}
	l, seat, err := s.gameFor(r)
	if err != nil {
		s.refuse(w, err)
		return
	}
	if seat == engine.NoSeat || l.isBot(seat) {
		s.message(w, http.StatusForbidden, "Refused", "Only a player of this game may ask for a rematch.")
		return
	}
	l.mu.Lock()
	over, offer := l.status == store.StatusOver, l.rematch
	l.mu.Unlock()
	if !over {
		s.message(w, http.StatusConflict, "Not yet", "A rematch can be asked for once the game is over.")
		return
	}
	if offer != nil {
		if inv, ok := offer.invites[seat]; ok {
			if _, _, err := s.store.Invite(r.Context(), hashToken(inv)); err == nil { // not yet claimed
				http.Redirect(w, r, "/i/"+inv, http.StatusSeeOther)
				return
			}
		}
		http.Redirect(w, r, "/g/"+offer.id, http.StatusSeeOther)
		return
	}
	s.mu.Lock()
	draining := s.draining
	s.mu.Unlock()
	if draining {
		s.message(w, http.StatusServiceUnavailable, "Restarting", "The server is restarting; try again in a moment.")
		return
	}
	if ok, kind := s.allowCreate(clientIP(r)); !ok {
		s.metrics.rateLimits.WithLabelValues("create_" + kind).Inc()
		s.message(w, http.StatusTooManyRequests, "Too many games", "Too many games were created from your address; try again later.")
		return
	}
	l.mu.Lock()
	defer l.unlock()
	if l.rematch != nil { // asked meanwhile
		http.Redirect(w, r, "/g/"+l.rematch.id, http.StatusSeeOther)
		return
	}
	setup := l.setup
	var b [8]byte
	rand.Read(b[:])
	setup.Seed = binary.LittleEndian.Uint64(b[:])
	g, err := l.rs.New(setup)
	if err != nil || len(g.Seats()) != len(l.seats) {
		s.log.Error("rematch", "game", l.id, "err", err)
		s.message(w, http.StatusInternalServerError, "Error", "The rematch could not be created.")
		return
	}
	// to[i] is the new seat of the old seat i's player.
	to := make([]engine.Seat, len(l.seats))
	for i := range to {
		to[i] = engine.Seat(i)
	}
	if len(l.seats) == 2 && l.seats[0].Role != l.seats[1].Role {
		to[0], to[1] = to[1], to[0]
	}
	id, token, watch := newGameID(), newToken(), newToken()
	seats := make([]store.Seat, len(l.seats))
	for i, si := range g.Seats() {
		seats[i] = store.Seat{Seat: si.Seat, Role: si.Role, Team: si.Team, Kind: "human"}
	}
	opts := gameOptions{Spectators: l.opts.Spectators, Delay: l.opts.Delay, Auto: make([]bool, len(seats))}
	offer = &rematchOffer{id: id, invites: map[engine.Seat]string{}}
	var invites []string
	for i, old := range l.seats {
		st := &seats[to[i]]
		switch {
		case old.Kind == "bot":
			spec, _, _ := strings.Cut(old.Bot, "@") // its parameters kept ("search:ms=60")
			if strings.HasPrefix(old.Bot, "random:") && !strings.Contains(old.Bot, "@") {
				spec = "random" // a stored spec of old, "random:SEED"
			}
			rand.Read(b[:])
			st.Kind, st.Bot = "bot", botSpec{Spec: spec, Seed: binary.LittleEndian.Uint64(b[:])}.String()
		case engine.Seat(i) == seat:
			st.TokenHash, st.Name = hashToken(token), old.Name
			opts.Auto[to[i]] = l.autoOn(seat)
		default:
			inv := newToken()
			invites = append(invites, inv)
			st.InviteHash = hashToken(inv)
			offer.invites[engine.Seat(i)] = inv
		}
	}
	h, err := engine.Hash(g)
	if err != nil {
		s.message(w, http.StatusInternalServerError, "Error", "The rematch could not be created.")
		return
	}
	optsJSON, _ := json.Marshal(opts)
	row := gameRow(id, l.rs.Name(), setup, optsJSON, g, h, seats, len(invites) > 0, opts.Spectators == "link", watch)
	row.Rules, _ = s.fingerprint(g)
	if err := s.store.CreateGame(r.Context(), row, seats); err != nil {
		if isStorage(err) {
			s.storageUnavailable(w)
			return
		}
		s.log.Error("rematch", "game", l.id, "err", err)
		s.message(w, http.StatusServiceUnavailable, "Busy", "The rematch could not be saved; try again.")
		return
	}
	s.log.Info("rematch created", "game", id, "of", l.id, "ruleset", l.rs.Name())
	l.rematch = offer
	for c := range l.conns { // each invited player's open table gets its own invitation
		if inv, ok := offer.invites[c.seat]; ok {
			c.sendJSON(map[string]string{"t": "rematch", "url": "/i/" + inv})
		}
	}
	s.setSeatCookie(w, r, id, seatCookie(id), token)
	if len(invites) > 0 {
		s.setSeatCookie(w, r, id, inviteCookie(id), strings.Join(invites, "."))
	}
	if opts.Spectators == "link" {
		s.setSeatCookie(w, r, id, watchCookie(id), watch)
	}
	s.addMyGame(w, r, id, to[seat])
	if row.BotDue {
		go s.game(context.Background(), id) // the bot moves first
	}
	http.Redirect(w, r, "/g/"+id, http.StatusSeeOther)
}

// publicCache holds the list of games anyone may watch for a few seconds,
// so that the lobby reads it from the store at most once in that time
// however many people open it.
type publicCache struct {
	mu    sync.Mutex
	at    time.Time
	lines []gameLine
}

// publicFor is how long the list of games to watch is kept, and
// publicMax how many it lists.
const (
	publicFor = 10 * time.Second
	publicMax = 20
)

// publicGames lists the games anyone may watch (spectators public) or
// join (listed), not over, most recently moved first.
func (s *Server) publicGames(ctx context.Context) []gameLine {
	c := &s.public
	c.mu.Lock()
	defer c.mu.Unlock()
	if time.Since(c.at) < publicFor {
		return c.lines
	}
	lines, err := s.store.PublicGames(ctx, publicMax)
	if err != nil {
		return c.lines // the last list, until the store answers
	}
	c.lines = c.lines[:0:0]
	for _, m := range lines {
		c.lines = append(c.lines, lobbyLine(m, engine.NoSeat))
	}
	c.at = time.Now()
	return c.lines
}

// Lines reads the lines of a game list.
func (s *loudStore) Lines(ctx context.Context, ids []string) ([]store.Line, error) {
	v, err := s.Store.Lines(ctx, ids)
	return v, s.failed("read_summaries", "", err)
}

// PublicGames reads the games anyone may watch.
func (s *loudStore) PublicGames(ctx context.Context, n int) ([]store.Line, error) {
	v, err := s.Store.PublicGames(ctx, n)
	return v, s.failed("read_summaries", "", err)
}

// listedSeat finds the seat of a /g/{id}/join/{seat} request: a seat of a
// listed game (gameOptions.Listed) whose invitation is unclaimed. It
// returns the game, the seat and the hash of its invitation; ok is false
// for any other seat, all alike.
func (s *Server) listedSeat(r *http.Request) (id string, seat engine.Seat, invite []byte, ok bool, err error) {
	id = r.PathValue("id")
	n, aerr := strconv.Atoi(r.PathValue("seat"))
	if !validID(id) || aerr != nil || n < 0 || n > 255 {
		return "", engine.NoSeat, nil, false, nil
	}
	row, err := s.store.Game(r.Context(), id)
	if err != nil {
		if isStorage(err) {
			return "", engine.NoSeat, nil, false, err
		}
		return "", engine.NoSeat, nil, false, nil
	}
	var opts gameOptions
	if json.Unmarshal(row.Options, &opts) != nil || !opts.Listed || row.Status == store.StatusOver {
		return "", engine.NoSeat, nil, false, nil
	}
	seats, err := s.store.Seats(r.Context(), id)
	if err != nil {
		if isStorage(err) {
			return "", engine.NoSeat, nil, false, err
		}
		return "", engine.NoSeat, nil, false, nil
	}
	if n >= len(seats) || seats[n].Kind != "human" || seats[n].InviteHash == nil {
		return "", engine.NoSeat, nil, false, nil
	}
	return id, engine.Seat(n), seats[n].InviteHash, true, nil
}

// listedSeatPage shows the join page of a listed game's open seat.
func (s *Server) listedSeatPage(w http.ResponseWriter, r *http.Request) {
	id, seat, _, ok, err := s.listedSeat(r)
	if err != nil {
		s.storageUnavailable(w)
		return
	}
	if !ok {
		s.message(w, http.StatusNotFound, "No open seat", "This seat is not open, or was already taken.")
		return
	}
	s.joinPage(w, r, id, seat, "/g/"+id+"/join/"+strconv.Itoa(int(seat)))
}

// claimListedSeat seats the person who asks at a listed game's open seat,
// as its invitation would (and counted as invitation claims are).
func (s *Server) claimListedSeat(w http.ResponseWriter, r *http.Request) {
	if !s.sameOrigin(r) {
		s.message(w, http.StatusForbidden, "Refused", "This form must be sent from this site's own page.")
		return
	}
	if ok, _ := s.claimRL.allow(clientIP(r)); !ok {
		s.metrics.rateLimits.WithLabelValues("claim").Inc()
		s.message(w, http.StatusTooManyRequests, "Too many attempts", "Try again later.")
		return
	}
	id, seat, invite, ok, err := s.listedSeat(r)
	if err != nil {
		s.storageUnavailable(w)
		return
	}
	if !ok {
		s.message(w, http.StatusGone, "This seat is taken", "This seat is not open, or was already taken.")
		return
	}
	s.claimSeat(w, r, invite, id, seat, "/g/"+id+"/join/"+strconv.Itoa(int(seat)), "This seat was taken meanwhile.")
}
