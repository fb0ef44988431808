package server

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/server/store"
	"github.com/datafort/datafort/server/web"
)

// Cookie names. A seat's cookie is scoped to its game's path, so that one
// browser can hold seats in many games.
func seatCookie(id string) string   { return "df_s_" + id }
func inviteCookie(id string) string { return "df_i_" + id }
func watchCookie(id string) string  { return "df_w_" + id }

const gamesCookie = "df_games" // the ids of the games this browser has a seat in (not secret)

func (s *Server) routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /{$}", s.home)
	mux.HandleFunc("POST /games", s.createGame)
	mux.HandleFunc("GET /i/{token}", s.invitePage)
	mux.HandleFunc("POST /i/{token}", s.claimInvite)
	mux.HandleFunc("GET /g/{id}", s.tablePage)
	mux.HandleFunc("GET /g/{id}/ws", func(w http.ResponseWriter, r *http.Request) { s.serveWS(w, r, r.PathValue("id"), "") })
	mux.HandleFunc("GET /g/{id}/record.json", s.recordJSON)
	mux.HandleFunc("GET /g/{id}/replay", s.replayPage)
	mux.HandleFunc("GET /record-key", s.recordPublicKey)
	mux.HandleFunc("GET /w/{token}", s.watchPage)
	mux.HandleFunc("GET /w/{token}/ws", func(w http.ResponseWriter, r *http.Request) {
		if !validToken(r.PathValue("token")) {
			http.NotFound(w, r)
			return
		}
		s.serveWS(w, r, "", r.PathValue("token"))
	})
	mux.HandleFunc("GET /w/{token}/record.json", s.recordJSON)
	mux.HandleFunc("GET /w/{token}/replay", s.replayPage)
	mux.HandleFunc("GET /static/", web.ServeStatic)
}

// newGameForm is the home page's form. Deck is "starter" (the starter deck
// of the creator's side), a shipped deck's name (shippedDeck) or "paste"
// (DeckText); OppDeck is "starter" or a shipped deck of the other side; Bot
// names the bot that plays the other side when Opponent is "bot".
type newGameForm struct {
	Side, Opponent, Bot, Deck, OppDeck, DeckText, Spectators, Name, Seed string
	Delay                                                                int
}

type homeData struct {
	Form   newGameForm
	Errors []string
	Games  []gameLine
	Dev    bool
	Decks  []deckChoice // the shipped decks, Corp's first
	Bots   []botChoice
}

// deckChoice is a shipped deck offered by the form.
type deckChoice struct {
	Name, Side string // "corp-fortress", "corp"
}

// botChoice is a bot offered by the form.
type botChoice struct {
	Name, About string
}

// serverBots are the specs the server seats, by registered name, where
// they are not the bare name; what each player is, the form says from its
// registration (bot.Lookup). The search player gets 60 ms of CPU time of its
// thread per decision (it stops mid-playout when that runs out, and the
// heuristic prior and information state add a few ms), which keeps a move
// under about 100 ms on a server shared by many games.
var serverBots = map[string]string{
	"search": "search:ms=60",
}

// defaultBot is the bot the form offers first.
const defaultBot = "heuristic"

// botSpecOf returns the player spec the server seats for the registered
// player name.
func botSpecOf(name string) string {
	if spec, ok := serverBots[name]; ok {
		return spec
	}
	return name
}

// botChoices lists the registered players, the default first, each with
// what its registration says of it.
func botChoices() []botChoice {
	out := []botChoice{{defaultBot, botAbout(defaultBot)}}
	for _, n := range bot.Names() {
		if n != defaultBot {
			out = append(out, botChoice{n, botAbout(n)})
		}
	}
	return out
}

// botAbout returns what the registered player name says of itself.
func botAbout(name string) string {
	info, _ := bot.Lookup(name)
	return info.About
}

// shippedDecks lists the decks shipped with ONR by their short names.
func shippedDecks() []deckChoice {
	var out []deckChoice
	for _, f := range onr.ShippedDecks() {
		role, ok := onr.DeckRole(f)
		if !ok {
			continue
		}
		side := "corp"
		if role == onr.Runner {
			side = "runner"
		}
		out = append(out, deckChoice{Name: strings.TrimSuffix(strings.TrimPrefix(f, "decks/"), ".txt"), Side: side})
	}
	slices.SortStableFunc(out, func(a, b deckChoice) int { return strings.Compare(a.Side, b.Side) })
	return out
}

// deckNames returns the short names of the shipped decks of side.
func deckNames(side string) []string {
	var out []string
	for _, d := range shippedDecks() {
		if d.Side == side {
			out = append(out, d.Name)
		}
	}
	return out
}

// checkDeck checks that name ("starter" or a shipped deck's short name) is a
// deck of side, for the form's errors (whose names field): it returns what
// is wrong, or "" when it is fine.
func checkDeck(whose, name, side string) string {
	if name == "starter" {
		return ""
	}
	for _, d := range shippedDecks() {
		if d.Name != name {
			continue
		}
		if d.Side != side {
			return fmt.Sprintf("%s %q is a %s deck, and %s the %s (%s decks: starter, %s)", whose, name, title(d.Side), playsOf(whose), title(side), title(side), strings.Join(deckNames(side), ", "))
		}
		return ""
	}
	return fmt.Sprintf("%s %q is not a shipped deck (%s decks: starter, %s)", whose, name, title(side), strings.Join(deckNames(side), ", "))
}

func playsOf(whose string) string {
	if whose == "your deck" {
		return "you play"
	}
	return "your opponent plays"
}

func title(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// shippedDeck returns the setup's deck list and name for the shipped deck
// name of side: "" (the default deck) for the starter, else the deck's
// text and file name.
func shippedDeck(name, side string) (text, file string, err error) {
	if name == "starter" {
		return "", side + " deck", nil
	}
	file = "decks/" + name + ".txt"
	text, err = onr.DeckText(file)
	if err != nil {
		return "", "", fmt.Errorf("shipped deck %s: %w", name, err)
	}
	return text, file, nil
}

type gameLine struct {
	ID, Status, Result string
	Seq                int
}

func (s *Server) home(w http.ResponseWriter, r *http.Request) {
	d := homeData{Form: newGameForm{Side: "runner", Opponent: "bot", Bot: defaultBot, Deck: "starter", OppDeck: "starter", Spectators: "off"}, Dev: s.cfg.Dev,
		Decks: shippedDecks(), Bots: botChoices()}
	d.Games = s.myGames(r)
	web.Page(w, http.StatusOK, "home", d)
}

// myGames lists the games of the browser's games cookie.
func (s *Server) myGames(r *http.Request) []gameLine {
	ck, err := r.Cookie(gamesCookie)
	if err != nil {
		return nil
	}
	var ids []string
	for _, id := range strings.Split(ck.Value, ".") {
		if validID(id) {
			ids = append(ids, id)
		}
	}
	sums, err := s.store.Summaries(r.Context(), ids)
	if err != nil {
		return nil
	}
	var out []gameLine
	for _, m := range sums {
		gl := gameLine{ID: m.ID, Status: m.Status, Seq: m.Seq}
		if len(m.Result) > 0 {
			var o outcome
			if json.Unmarshal(m.Result, &o) == nil {
				gl.Result = o.Reason
			}
		}
		out = append(out, gl)
	}
	return out
}

func (s *Server) addMyGame(w http.ResponseWriter, r *http.Request, id string) {
	ids := []string{id}
	if ck, err := r.Cookie(gamesCookie); err == nil {
		for _, x := range strings.Split(ck.Value, ".") {
			if validID(x) && x != id && len(ids) < 30 {
				ids = append(ids, x)
			}
		}
	}
	http.SetCookie(w, &http.Cookie{Name: gamesCookie, Value: strings.Join(ids, "."), Path: "/", MaxAge: 90 * 86400, HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: s.secureCookies(r)})
}

func (s *Server) setSeatCookie(w http.ResponseWriter, r *http.Request, id, name, value string) {
	http.SetCookie(w, &http.Cookie{Name: name, Value: value, Path: "/g/" + id, MaxAge: 30 * 86400, HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: s.secureCookies(r)})
}

func (s *Server) message(w http.ResponseWriter, status int, title, text string) {
	web.Page(w, status, "message", map[string]string{"Title": title, "Text": text})
}

// createGame validates the form, creates the game, its seats and tokens,
// sets the creator's seat cookie and redirects to the table.
func (s *Server) createGame(w http.ResponseWriter, r *http.Request) {
	if !s.sameOrigin(r) {
		s.message(w, http.StatusForbidden, "Refused", "This form must be sent from this site's own page.")
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
		if kind == "total" {
			s.message(w, http.StatusServiceUnavailable, "Too many games", fmt.Sprintf("The server is creating too many games (at most %.0f an hour); try again later.", s.limits.CreateTotalPerHour))
			return
		}
		s.message(w, http.StatusTooManyRequests, "Too many games", fmt.Sprintf("Too many games were created from your address (at most %.0f an hour); try again later.", s.limits.CreatePerHour))
		return
	}
	if err := r.ParseForm(); err != nil {
		s.message(w, http.StatusBadRequest, "Bad request", "The form could not be read (it may be too large).")
		return
	}
	f := newGameForm{Side: r.PostFormValue("side"), Opponent: r.PostFormValue("opponent"), Bot: r.PostFormValue("bot"), Deck: r.PostFormValue("deck"),
		OppDeck: r.PostFormValue("oppdeck"), DeckText: r.PostFormValue("decktext"), Spectators: r.PostFormValue("spectators"), Name: strings.TrimSpace(r.PostFormValue("name")), Seed: r.PostFormValue("seed")}
	f.Delay, _ = strconv.Atoi(r.PostFormValue("delay"))
	var errs []string
	bad := func(format string, args ...any) { errs = append(errs, fmt.Sprintf(format, args...)) }
	if f.Side != "corp" && f.Side != "runner" {
		bad("choose a side: corp or runner")
	}
	if f.Opponent != "bot" && f.Opponent != "friend" {
		bad("choose an opponent: bot or friend")
	}
	if f.Bot == "" {
		f.Bot = defaultBot
	}
	if f.OppDeck == "" {
		f.OppDeck = "starter"
	}
	other := map[string]string{"corp": "runner", "runner": "corp"}[f.Side]
	if f.Opponent == "bot" && !slices.Contains(bot.Names(), f.Bot) {
		bad("there is no bot %q (bots: %s)", f.Bot, strings.Join(bot.Names(), ", "))
	}
	switch {
	case f.Deck == "":
		bad("choose a deck: starter, a shipped deck or paste")
	case f.Deck == "paste" || f.Side == "":
	case other != "":
		if e := checkDeck("your deck", f.Deck, f.Side); e != "" {
			bad("%s", e)
		}
	}
	if other != "" {
		if e := checkDeck("the opponent's deck", f.OppDeck, other); e != "" {
			bad("%s", e)
		}
	}
	if !slices.Contains([]string{"off", "link", "public"}, f.Spectators) {
		bad("choose who may watch: off, link or public")
	}
	if f.Delay < 0 || f.Delay > 50 {
		bad("the spectator delay is 0 to 50 choices")
	}
	if utf8.RuneCountInString(f.Name) > MaxName || !utf8.ValidString(f.Name) {
		bad("a name has at most %d characters", MaxName)
	}
	if len(f.DeckText) > MaxDeckText {
		bad("a deck list has at most %d bytes", MaxDeckText)
	}
	if f.Deck == "paste" && strings.TrimSpace(f.DeckText) == "" {
		bad("the pasted deck list is empty")
	}
	if f.Deck == "paste" && len(f.DeckText) <= MaxDeckText {
		if n, over := deckCards(f.DeckText, s.limits.DeckCards); over {
			bad("a pasted deck has at most %d cards on this server; this one has at least %d", s.limits.DeckCards, n)
		}
	}
	var seed uint64
	if s.cfg.Dev && f.Seed != "" {
		n, err := strconv.ParseUint(f.Seed, 10, 64)
		if err != nil {
			bad("the seed is a whole number")
		}
		seed = n
	} else {
		var b [8]byte
		rand.Read(b[:])
		seed = binary.LittleEndian.Uint64(b[:])
	}
	render := func(status int) {
		d := homeData{Form: f, Errors: errs, Games: s.myGames(r), Dev: s.cfg.Dev, Decks: shippedDecks(), Bots: botChoices()}
		web.Page(w, status, "home", d)
	}
	if len(errs) > 0 {
		render(http.StatusBadRequest)
		return
	}
	// ONR: the Corp is seat 0, the Runner seat 1.
	me := engine.Seat(0)
	if f.Side == "runner" {
		me = 1
	}
	setup := engine.Setup{Seed: seed, Decks: make([]string, 2), DeckNames: []string{"corp deck", "runner deck"}}
	deckOf := map[string]string{f.Side: f.Deck, other: f.OppDeck}
	for seat, side := range []string{"corp", "runner"} {
		if deckOf[side] == "paste" {
			setup.Decks[seat], setup.DeckNames[seat] = f.DeckText, "pasted deck"
			continue
		}
		text, file, err := shippedDeck(deckOf[side], side)
		if err != nil {
			s.log.Error("create game", "err", err)
			bad("%v", err)
			render(http.StatusInternalServerError)
			return
		}
		setup.Decks[seat], setup.DeckNames[seat] = text, file
	}
	g, err := onr.Rules.New(setup)
	if err != nil {
		for _, e := range splitErrors(err) {
			bad("%s", e)
		}
		render(http.StatusBadRequest)
		return
	}
	id := newGameID()
	token, invite, watch := newToken(), newToken(), newToken()
	seats := make([]store.Seat, 0, 2)
	for _, si := range g.Seats() {
		st := store.Seat{Seat: si.Seat, Role: si.Role, Team: si.Team, Kind: "human"}
		switch {
		case si.Seat == me:
			st.TokenHash, st.Name = hashToken(token), f.Name
		case f.Opponent == "bot":
			var b [8]byte
			rand.Read(b[:])
			st.Kind, st.Bot = "bot", botSpec{Spec: botSpecOf(f.Bot), Seed: binary.LittleEndian.Uint64(b[:])}.String()
		default:
			st.InviteHash = hashToken(invite)
		}
		seats = append(seats, st)
	}
	opts, _ := json.Marshal(gameOptions{Spectators: f.Spectators, Delay: f.Delay})
	h, err := engine.Hash(g)
	if err != nil {
		s.message(w, http.StatusInternalServerError, "Error", "The game could not be created.")
		return
	}
	row := &store.Game{ID: id, Ruleset: onr.Rules.Name(), Setup: setup, Options: opts, Status: store.StatusActive, StateHash: h[:]}
	if fp, ok := g.(engine.Fingerprinter); ok {
		row.Rules = fp.Fingerprint()
	}
	if f.Opponent == "friend" {
		row.Status = store.StatusOpen
	}
	if f.Spectators == "link" {
		row.WatchHash = hashToken(watch)
	}
	for _, d := range g.Pending() {
		if seats[d.Seat].Kind == "bot" {
			row.BotDue = true
		}
	}
	if err := s.store.CreateGame(r.Context(), row, seats); err != nil {
		if isStorage(err) {
			s.storageUnavailable(w)
			return
		}
		s.log.Error("create game", "err", err)
		s.message(w, http.StatusServiceUnavailable, "Busy", "The game could not be saved; try again.")
		return
	}
	s.log.Info("game created", "game", id, "opponent", f.Opponent, "bot", f.Bot, "deck", f.Deck, "opponent_deck", f.OppDeck, "spectators", f.Spectators)
	s.setSeatCookie(w, r, id, seatCookie(id), token)
	if f.Opponent == "friend" {
		s.setSeatCookie(w, r, id, inviteCookie(id), invite)
	}
	if f.Spectators == "link" {
		s.setSeatCookie(w, r, id, watchCookie(id), watch)
	}
	s.addMyGame(w, r, id)
	if row.BotDue {
		s.game(context.WithoutCancel(r.Context()), id) // the bot moves first
	}
	http.Redirect(w, r, "/g/"+id, http.StatusSeeOther)
}

// splitErrors lists the errors joined in err (deck errors: one per line).
func splitErrors(err error) []string {
	var out []string
	for _, line := range strings.Split(err.Error(), "\n") {
		if line = strings.TrimSpace(line); line != "" {
			out = append(out, line)
		}
	}
	return out
}

func (s *Server) invitePage(w http.ResponseWriter, r *http.Request) {
	token := r.PathValue("token")
	if !validToken(token) {
		s.message(w, http.StatusNotFound, "No such invitation", "This invitation does not exist or was already used.")
		return
	}
	id, seat, err := s.store.Invite(r.Context(), hashToken(token))
	if isStorage(err) {
		s.storageUnavailable(w)
		return
	}
	if err != nil {
		s.message(w, http.StatusNotFound, "No such invitation", "This invitation does not exist or was already used.")
		return
	}
	seats, err := s.store.Seats(r.Context(), id)
	if isStorage(err) {
		s.storageUnavailable(w)
		return
	}
	if err != nil || int(seat) >= len(seats) {
		s.message(w, http.StatusNotFound, "No such invitation", "This invitation does not exist or was already used.")
		return
	}
	deck := "the starter deck"
	if row, err := s.store.Game(r.Context(), id); err == nil && int(seat) < len(row.Setup.DeckNames) {
		if name := row.Setup.DeckNames[seat]; strings.HasPrefix(name, "decks/") {
			deck = "the shipped deck " + strings.TrimSuffix(strings.TrimPrefix(name, "decks/"), ".txt")
		}
	}
	web.Page(w, http.StatusOK, "invite", map[string]string{"Role": seats[seat].Role, "Token": token, "Deck": deck})
}

func (s *Server) claimInvite(w http.ResponseWriter, r *http.Request) {
	if !s.sameOrigin(r) {
		s.message(w, http.StatusForbidden, "Refused", "This form must be sent from this site's own page.")
		return
	}
	if ok, _ := s.claimRL.allow(clientIP(r)); !ok {
		s.metrics.rateLimits.WithLabelValues("claim").Inc()
		s.message(w, http.StatusTooManyRequests, "Too many attempts", "Try again later.")
		return
	}
	token := r.PathValue("token")
	name := strings.TrimSpace(r.PostFormValue("name"))
	if utf8.RuneCountInString(name) > MaxName {
		name = string([]rune(name)[:MaxName])
	}
	if !validToken(token) {
		s.message(w, http.StatusNotFound, "No such invitation", "This invitation does not exist or was already used.")
		return
	}
	seatToken := newToken()
	id, seat, err := s.store.ClaimInvite(r.Context(), hashToken(token), hashToken(seatToken), name)
	if errors.Is(err, store.ErrNotFound) {
		s.message(w, http.StatusGone, "This seat is taken", "This invitation was already used.")
		return
	}
	if isStorage(err) {
		s.storageUnavailable(w)
		return
	}
	if err != nil {
		s.message(w, http.StatusServiceUnavailable, "Busy", "Try again.")
		return
	}
	s.mu.Lock()
	l := s.games[id]
	s.mu.Unlock()
	if l != nil {
		l.mu.Lock()
		if l.status == store.StatusOpen {
			l.status = store.StatusActive
		}
		if int(seat) < len(l.seats) {
			l.seats[seat].Name = name
		}
		l.broadcastPresence()
		l.mu.Unlock()
	}
	s.setSeatCookie(w, r, id, seatCookie(id), seatToken)
	s.addMyGame(w, r, id)
	http.Redirect(w, r, "/g/"+id, http.StatusSeeOther)
}

// viewer works out who is asking for game id's page: a seat (by its
// cookie), a spectator (spectators public), or nobody. The error is a
// storage failure.
func (s *Server) viewer(r *http.Request, id string) (engine.Seat, bool, error) {
	if ck, err := r.Cookie(seatCookie(id)); err == nil && validToken(ck.Value) {
		seat, err := s.store.SeatByToken(r.Context(), id, hashToken(ck.Value))
		if err == nil {
			return seat, true, nil
		}
		if isStorage(err) {
			return engine.NoSeat, false, err
		}
	}
	return engine.NoSeat, false, nil
}

// refuse answers a page request for a game that could not be served: 503
// when storage failed, else "not found".
func (s *Server) refuse(w http.ResponseWriter, err error) {
	if isStorage(err) {
		s.storageUnavailable(w)
		return
	}
	s.notFound(w)
}

func (s *Server) notFound(w http.ResponseWriter) {
	s.message(w, http.StatusNotFound, "Not found", "There is no such game, or you may not see it.")
}

func (s *Server) tablePage(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	if !validID(id) {
		s.notFound(w)
		return
	}
	seat, ok, err := s.viewer(r, id)
	if err != nil {
		s.refuse(w, err)
		return
	}
	l, err := s.game(r.Context(), id)
	if err != nil {
		s.refuse(w, err)
		return
	}
	if !ok && l.opts.Spectators != "public" {
		s.notFound(w)
		return
	}
	var links []web.Link
	base := s.publicBase()
	if ok {
		if ck, err := r.Cookie(inviteCookie(id)); err == nil && validToken(ck.Value) {
			if _, _, err := s.store.Invite(r.Context(), hashToken(ck.Value)); err == nil {
				links = append(links, web.Link{Kind: "invite", Label: "Invite link (single use; send it to your opponent)", URL: base + "/i/" + ck.Value})
			}
		}
		if ck, err := r.Cookie(watchCookie(id)); err == nil && validToken(ck.Value) {
			links = append(links, web.Link{Kind: "watch", Label: "Spectator link", URL: base + "/w/" + ck.Value})
		}
		if l.opts.Spectators == "public" {
			links = append(links, web.Link{Kind: "watch", Label: "Spectators: this page's address", URL: base + "/g/" + id})
		}
	}
	s.renderTable(w, r, l, seat, "/g/"+id, links)
}

func (s *Server) watchPage(w http.ResponseWriter, r *http.Request) {
	token := r.PathValue("token")
	if !validToken(token) {
		s.notFound(w)
		return
	}
	id, err := s.store.GameByWatch(r.Context(), hashToken(token))
	if err != nil {
		s.refuse(w, err)
		return
	}
	l, err := s.game(r.Context(), id)
	if err != nil {
		s.refuse(w, err)
		return
	}
	s.renderTable(w, r, l, engine.NoSeat, "/w/"+token, nil)
}

// noteHTML is the board's paragraph for a view's note.
func noteHTML(note string) template.HTML {
	return template.HTML("<p class=note>" + htmlEscape(note) + "</p>")
}

// renderTable renders the whole table page of seat, which the script then
// keeps up to date over base+"/ws".
func (s *Server) renderTable(w http.ResponseWriter, r *http.Request, l *live, seat engine.Seat, base string, links []web.Link) {
	chat, _ := s.store.ChatLines(r.Context(), l.id, 50)
	l.mu.Lock()
	m := l.viewFor(seat, 0, true)
	role := "spectator"
	if seat != engine.NoSeat {
		role = l.seats[seat].Role
	}
	canConcede := seat != engine.NoSeat && l.playing() == nil // as concede checks
	l.unlock()
	p := web.TablePage{Title: "table", WS: base + "/ws", Seq: m.Seq, Role: role, Links: links, Over: m.Status == store.StatusOver,
		CanConcede: canConcede, ReplayURL: base + "/replay", RecordURL: base + "/record.json"}
	if m.HTML != nil {
		p.Parts = *m.HTML // the note included
	} else if m.Note != "" {
		p.Parts.Status = noteHTML(m.Note)
	}
	logs := m.Log
	if len(logs) > 200 {
		logs = logs[len(logs)-200:]
	}
	for _, ln := range logs {
		p.Log = append(p.Log, web.LogLine{Seq: ln.Seq, Text: ln.Text})
		p.Since = ln.Seq
	}
	for _, c := range chat {
		p.Chat = append(p.Chat, web.ChatLine{Name: c.Name, Text: c.Text})
	}
	web.Page(w, http.StatusOK, "table", p)
}

// errNoGame says a request names no game this server has, or one the asker
// may not see: both get the same answer.
var errNoGame = errors.New("no such game")

// gameFor finds the game of a /g/{id}/… or /w/{token}/… request and whether
// the asker is a seat of it, or a spectator allowed to watch. The error is
// errNoGame, or a storage failure (see refuse).
func (s *Server) gameFor(r *http.Request) (*live, engine.Seat, error) {
	if token := r.PathValue("token"); token != "" {
		if !validToken(token) {
			return nil, engine.NoSeat, errNoGame
		}
		id, err := s.store.GameByWatch(r.Context(), hashToken(token))
		if err != nil {
			return nil, engine.NoSeat, err
		}
		l, err := s.game(r.Context(), id)
		return l, engine.NoSeat, err
	}
	id := r.PathValue("id")
	if !validID(id) {
		return nil, engine.NoSeat, errNoGame
	}
	seat, ok, err := s.viewer(r, id)
	if err != nil {
		return nil, engine.NoSeat, err
	}
	l, err := s.game(r.Context(), id)
	if err != nil {
		return nil, engine.NoSeat, err
	}
	if !ok && l.opts.Spectators != "public" {
		return nil, engine.NoSeat, errNoGame
	}
	return l, seat, nil
}

// recordJSON serves a finished game's record (seed included), signed by
// the server's record key, which `datafort replay` reads; to a watch
// link's spectator, only the game's public log.
func (s *Server) recordJSON(w http.ResponseWriter, r *http.Request) {
	l, _, err := s.gameFor(r)
	if err != nil {
		s.refuse(w, err)
		return
	}
	l.mu.Lock()
	status := l.status
	l.mu.Unlock()
	if status != store.StatusOver {
		s.message(w, http.StatusForbidden, "Not yet", "The record is available once the game is over.")
		return
	}
	var rec any
	name := "datafort-" + l.id + ".json"
	if r.PathValue("token") != "" {
		// A watch link's spectator gets the public log (recordsign.go).
		rec, err = l.publicLog(r.Context())
		name = "datafort-" + l.id + "-public-log.json"
	} else {
		rec, err = l.signedRecord(r.Context())
	}
	if err != nil {
		s.log.Error("record download", "game", l.id, "err", err)
		s.storageUnavailable(w)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Content-Disposition", `attachment; filename="`+name+`"`)
	enc := json.NewEncoder(w)
	enc.SetIndent("", " ")
	enc.Encode(rec)
}

var htmlEscaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&#34;", "'", "&#39;")

// htmlEscape escapes s for HTML text, as html/template does.
func htmlEscape(s string) string { return htmlEscaper.Replace(s) }
