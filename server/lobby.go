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
	mux.HandleFunc("POST /g/{id}/rematch", s.rematch)
	mux.HandleFunc("GET /g/{id}/join/{seat}", s.listedSeatPage)
	mux.HandleFunc("POST /g/{id}/join/{seat}", s.claimListedSeat)
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

// newGameForm is the home page's form: a playable game (Game, "onr" when
// empty), its table options (Options, by TableOption name: the fields
// "opt.NAME") and one seatForm per seat of the table they make (the fields
// "seatN", "seatN.bot", "seatN.deck" and "seatN.decktext").
//
// The two-seat form of old (side, opponent, bot, deck, oppdeck, decktext)
// is still read for ONR: see legacySeats.
type newGameForm struct {
	Game                   string
	Options                map[string]string
	Seats                  []seatForm
	Spectators, Name, Seed string
	Delay                  int
	// Auto is whether the server answers the creator's one-answer
	// questions (autoanswer.go): "on", "off", or "" for the default (on
	// when every other seat is a bot).
	Auto string
	// Listed lists the game's invited seats in the lobby, for anyone to
	// take (around.go).
	Listed    bool
	Games     []gameChoice  // the playable games
	Table     []tableOption // the game's table options
	HasDecks  bool          // the game ships decks (engine.ShippedDecks)
	TeamsLine string        // the teams, for people: "team 0: seat 0 (p0), seat 2 (p2) · …"
}

// seatForm is one seat of the new game's form: who sits there (Who: "me",
// "invite" or "bot"), the bot that plays it, and its deck: "starter" (the
// game's default deck of the seat's role), a shipped deck's name or
// "paste" (DeckText). While the form is checked, a Deck that begins with
// "-" is a value of the old form that the new one cannot hold (legacySeats):
// "-" no deck chosen, "-paste" a pasted opponent's deck; checkSeats refuses
// both.
type seatForm struct {
	Seat        engine.Seat
	Role        string
	Team        int
	Who, Bot    string
	Deck        string
	DeckText    string
	Decks       []engine.Deck // the shipped decks of the seat's role
	Bots        []botChoice   // the bots that play the seat
	DefaultDeck string        // the name of the role's default deck, or ""
}

// gameChoice is a playable game offered by the form.
type gameChoice struct{ Name string }

// tableOption is a table option offered by the form, with its value.
type tableOption struct {
	engine.TableOption
	Value string
}

type homeData struct {
	Form   newGameForm
	Errors []string
	Games  []gameLine
	Public []gameLine // games anyone may watch (around.go)
	Dev    bool
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

// defaultBot is the bot the form offers first, where it plays the game.
const defaultBot = "heuristic"

// defaultGame is the game the form offers first, and the game of a form
// that names none.
const defaultGame = "onr"

// botSpecOf returns the player spec the server seats for the registered
// player name.
func botSpecOf(name string) string {
	if spec, ok := serverBots[name]; ok {
		return spec
	}
	return name
}

// botChoices lists the registered players that play seat si of game rs
// with options (bot.New accepts them), the default first, each with what
// its registration says of it.
func botChoices(rs engine.Ruleset, si engine.SeatInfo, options map[string]string) []botChoice {
	var out []botChoice
	for _, n := range bot.Names() {
		if _, err := bot.New(botSpecOf(n), bot.Config{Game: rs.Name(), Seat: si.Seat, Role: si.Role, Options: options}); err != nil {
			continue
		}
		c := botChoice{n, botAbout(n, rs.Name())}
		if n == defaultBot {
			out = append([]botChoice{c}, out...)
			continue
		}
		out = append(out, c)
	}
	return out
}

// playableGames lists the registered games the lobby offers
// (engine.Playable), the default first.
func playableGames() []gameChoice {
	var out []gameChoice
	for _, n := range engine.Rulesets() {
		rs, err := engine.Lookup(n)
		if err != nil || !engine.IsPlayable(rs) {
			continue
		}
		if n == defaultGame {
			out = append([]gameChoice{{n}}, out...)
			continue
		}
		out = append(out, gameChoice{n})
	}
	return out
}

// deckNames returns the names of decks.
func deckNames(decks []engine.Deck) []string {
	out := []string{"starter"}
	for _, d := range decks {
		out = append(out, d.Name)
	}
	return out
}

// article returns word after "a" or "an".
func article(word string) string {
	if word != "" && strings.ContainsRune("aeiou", rune(word[0])) {
		return "an " + word
	}
	return "a " + word
}

// seatLabel names seat sf in errors: "seat 1 (runner)".
func seatLabel(sf seatForm) string {
	return fmt.Sprintf("seat %d (%s)", sf.Seat, sf.Role)
}

// readTable reads the form's game and table options and lays out its seats
// (engine.SeatsFor), with the seats' choices from the form's fields (get
// returns a field's value). It returns the ruleset, or nil when the game is
// not offered, and what is wrong.
func readTable(f *newGameForm, get func(string) string) (engine.Ruleset, []string) {
	var errs []string
	bad := func(format string, args ...any) { errs = append(errs, fmt.Sprintf(format, args...)) }
	f.Games = playableGames()
	if f.Game == "" {
		f.Game = defaultGame
	}
	var names []string
	for _, g := range f.Games {
		names = append(names, g.Name)
	}
	if !slices.Contains(names, f.Game) {
		bad("game: there is no game %q to play here (games: %s)", f.Game, strings.Join(names, ", "))
		return nil, errs
	}
	rs, err := engine.Lookup(f.Game)
	if err != nil {
		bad("game: %v", err)
		return nil, errs
	}
	f.Options = map[string]string{}
	if to, ok := rs.(engine.TableOptions); ok {
		for _, o := range to.TableOptions() {
			v := get("opt." + o.Name)
			if v == "" {
				v = o.Default
			}
			if !slices.Contains(o.Values, v) {
				bad("%s: want one of %s, not %q", o.Label, strings.Join(o.Values, ", "), v)
				v = o.Default
			}
			f.Table = append(f.Table, tableOption{o, v})
			if v != "" {
				f.Options[o.Name] = v
			}
		}
	}
	if len(f.Options) == 0 {
		f.Options = nil
	}
	seats, err := engine.SeatsFor(rs, engine.Setup{Options: f.Options})
	if err != nil {
		bad("the table: %v", err)
		return nil, errs
	}
	f.HasDecks = len(engine.DecksOf(rs)) > 0
	teams := map[int][]string{}
	var order []int
	for _, si := range seats {
		if _, ok := teams[si.Team]; !ok {
			order = append(order, si.Team)
		}
		teams[si.Team] = append(teams[si.Team], fmt.Sprintf("seat %d (%s)", si.Seat, si.Role))
	}
	var tl []string
	for _, t := range order {
		tl = append(tl, fmt.Sprintf("team %d: %s", t, strings.Join(teams[t], ", ")))
	}
	f.TeamsLine = strings.Join(tl, " · ")
	f.Seats = make([]seatForm, len(seats))
	for i, si := range seats {
		sf := seatForm{Seat: si.Seat, Role: si.Role, Team: si.Team, Decks: engine.DecksFor(rs, si.Role), Bots: botChoices(rs, si, f.Options)}
		for _, d := range sf.Decks {
			if d.Default {
				sf.DefaultDeck = d.Name
			}
		}
		p := "seat" + strconv.Itoa(i)
		sf.Who, sf.Bot, sf.Deck, sf.DeckText = get(p), get(p+".bot"), get(p+".deck"), get(p+".decktext")
		f.Seats[i] = sf
	}
	return rs, errs
}

// defaultSeats fills the seats' choices the form leaves empty: the
// creator at the first seat, bots (the default bot) at the others, or
// invitations where no bot plays the seat; the starter decks.
func (f *newGameForm) defaultSeats() {
	for i := range f.Seats {
		sf := &f.Seats[i]
		if sf.Who == "" {
			switch {
			case i == 0:
				sf.Who = "me"
			case len(sf.Bots) > 0:
				sf.Who = "bot"
			default:
				sf.Who = "invite"
			}
		}
		if sf.Bot == "" && len(sf.Bots) > 0 {
			sf.Bot = sf.Bots[0].Name
		}
		if sf.Deck == "" {
			sf.Deck = "starter"
		}
	}
}

// legacySeats reads the two-seat form of old into the seats of an ONR
// table: the creator ("me") at the seat of role side with deck and
// decktext; at the other, a bot named bot (opponent "bot") or an
// invitation (opponent "friend"), with oppdeck. It reports whether the
// form was the old one.
func (f *newGameForm) legacySeats(get func(string) string, bad func(string, ...any)) bool {
	if get("seat0") != "" || len(f.Seats) != 2 {
		return false
	}
	side := get("side")
	if side == "" && get("opponent") == "" {
		return false
	}
	opponent := get("opponent")
	me := slices.IndexFunc(f.Seats, func(sf seatForm) bool { return sf.Role == side })
	if me < 0 {
		var roles []string
		for _, sf := range f.Seats {
			roles = append(roles, sf.Role)
		}
		bad("side: choose a side: %s", strings.Join(roles, " or "))
	}
	if opponent != "bot" && opponent != "friend" {
		bad("opponent: choose an opponent: bot or friend")
	}
	for i := range f.Seats {
		sf := &f.Seats[i]
		if i == me {
			sf.Who, sf.Deck, sf.DeckText = "me", get("deck"), get("decktext")
			if sf.Deck == "" {
				sf.Deck = "-" // the old form's "choose a deck"
			}
			continue
		}
		sf.Who, sf.Bot, sf.Deck = map[string]string{"bot": "bot", "friend": "invite"}[opponent], get("bot"), get("oppdeck")
		if me < 0 {
			sf.Who = ""
		}
		if sf.Deck == "paste" {
			sf.Deck = "-paste" // the old form pasted only the creator's deck
		}
	}
	return true
}

// checkSeats checks the seats' choices, each error naming the seat and
// the field.
func (f *newGameForm) checkSeats(rs engine.Ruleset, limits Limits, bad func(string, ...any)) {
	mine := 0
	for _, sf := range f.Seats {
		who := seatLabel(sf)
		switch sf.Who {
		case "me":
			mine++
		case "invite":
		case "bot":
			var names []string
			for _, b := range sf.Bots {
				names = append(names, b.Name)
			}
			if !slices.ContainsFunc(sf.Bots, func(b botChoice) bool { return b.Name == sf.Bot }) {
				if slices.Contains(bot.Names(), sf.Bot) {
					bad("%s, bot: %q does not play %s here (bots: %s)", who, sf.Bot, rs.Name(), strings.Join(names, ", "))
				} else {
					bad("%s, bot: there is no bot %q (bots: %s)", who, sf.Bot, strings.Join(names, ", "))
				}
			}
		default:
			bad("%s: choose who plays it: me, invite or bot", who)
		}
		switch {
		case sf.Deck == "-":
			bad("%s, deck: choose a deck: starter, a shipped deck or paste", who)
		case sf.Deck == "starter" || sf.Deck == "":
		case !f.HasDecks:
			bad("%s, deck: %s is played without a deck list", who, rs.Name())
		case sf.Deck == "paste":
			if len(sf.DeckText) > MaxDeckText {
				bad("%s, deck list: a deck list has at most %d bytes", who, MaxDeckText)
			} else if strings.TrimSpace(sf.DeckText) == "" {
				bad("%s, deck list: the pasted deck list is empty", who)
			} else if n, over := deckCards(sf.DeckText, limits.DeckCards); over {
				bad("%s, deck list: a pasted deck has at most %d cards on this server; this one has at least %d", who, limits.DeckCards, n)
			}
		default:
			name := strings.TrimPrefix(sf.Deck, "-")
			if d, ok := engine.FindDeck(rs, name); ok && d.Role != sf.Role {
				bad("%s, deck: %q is %s deck, not %s deck (%s decks: %s)", who, name, article(d.Role), article(sf.Role), sf.Role, strings.Join(deckNames(sf.Decks), ", "))
			} else if !ok {
				bad("%s, deck: %q is not a shipped deck (%s decks: %s)", who, name, sf.Role, strings.Join(deckNames(sf.Decks), ", "))
			}
		}
	}
	if mine != 1 {
		bad("choose one seat for yourself (me), not %d", mine)
	}
}

// setupDecks returns the setup's deck lists and their names for the
// seats: nil for a game that ships no decks; else, per seat, "" and
// "ROLE deck" for the starter deck, a shipped deck's text and "shipped
// deck NAME", or the pasted list and "seat N (ROLE) pasted deck".
func (f *newGameForm) setupDecks(rs engine.Ruleset) (decks, names []string) {
	if !f.HasDecks {
		return nil, nil
	}
	decks, names = make([]string, len(f.Seats)), make([]string, len(f.Seats))
	for i, sf := range f.Seats {
		switch sf.Deck {
		case "starter", "":
			names[i] = sf.Role + " deck"
		case "paste":
			decks[i], names[i] = sf.DeckText, seatLabel(sf)+" pasted deck" // the game's deck errors begin with it
		default:
			d, _ := engine.FindDeck(rs, sf.Deck)
			decks[i], names[i] = d.Text, shippedDeckPrefix+d.Name
		}
	}
	return decks, names
}

// shippedDeckPrefix begins the setup's DeckNames of a shipped deck.
const shippedDeckPrefix = "shipped deck "

// gameLine is a game in the lobby's lists.
type gameLine struct {
	ID, Game, Status, Result string
	Seq                      int
	Side                     string     // the browser's seat's role, in its own games
	Others                   []string   // the other seats: who plays them, and their roles
	Date                     string     // when the game was created
	Outcome                  string     // "won", "lost", "draw", "over" or "in play"
	Waiting                  bool       // an invited player has not come yet
	Watch                    bool       // anyone may watch it (spectators public)
	Open                     []openSeat // the seats anyone may take (a listed game's unclaimed seats)
}

// openSeat is a seat of a listed game that anyone may take.
type openSeat struct {
	Seat int
	Role string
}

func (s *Server) home(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	f := newGameForm{Game: q.Get("game"), Spectators: "off"}
	if _, errs := readTable(&f, q.Get); len(errs) > 0 {
		f = newGameForm{Spectators: "off"}
		readTable(&f, func(string) string { return "" })
	}
	f.defaultSeats()
	d := homeData{Form: f, Dev: s.cfg.Dev}
	d.Games = s.myGames(r)
	d.Public = s.publicGames(r.Context())
	web.Page(w, http.StatusOK, "home", d)
}

// myGames lists the games of the browser's games cookie: each entry is a
// game's id and the browser's seat in it ("ID:SEAT"; an entry of old, the
// id alone, lists the game without a side).
func (s *Server) myGames(r *http.Request) []gameLine {
	ck, err := r.Cookie(gamesCookie)
	if err != nil {
		return nil
	}
	var ids []string
	seats := map[string]engine.Seat{}
	for _, x := range strings.Split(ck.Value, ".") {
		id, seat := myGame(x)
		if validID(id) {
			ids = append(ids, id)
			seats[id] = seat
		}
	}
	lines, err := s.store.Lines(r.Context(), ids)
	if err != nil {
		return nil
	}
	var out []gameLine
	for _, m := range lines {
		out = append(out, lobbyLine(m, seats[m.ID]))
	}
	return out
}

// myGame reads an entry of the games cookie: the game's id and the seat,
// engine.NoSeat when the entry has none.
func myGame(x string) (string, engine.Seat) {
	id, n, ok := strings.Cut(x, ":")
	if !ok {
		return id, engine.NoSeat
	}
	seat, err := strconv.Atoi(n)
	if err != nil || seat < 0 || seat > 255 {
		return id, engine.NoSeat
	}
	return id, engine.Seat(seat)
}

// lobbyLine is a game's line in a list, as seat sees it (engine.NoSeat:
// as anyone sees it).
func lobbyLine(m store.Line, seat engine.Seat) gameLine {
	gl := gameLine{ID: m.ID, Game: m.Ruleset, Status: m.Status, Seq: m.Seq, Date: m.Created.UTC().Format("2 Jan 2006 15:04")}
	var o outcome
	over := len(m.Result) > 0 && json.Unmarshal(m.Result, &o) == nil
	if over {
		gl.Result = o.Reason
	}
	var opts gameOptions
	json.Unmarshal(m.Options, &opts)
	gl.Watch = opts.Spectators == "public"
	for _, st := range m.Seats {
		if opts.Listed && st.InviteHash != nil && st.Kind == "human" && !over {
			gl.Open = append(gl.Open, openSeat{int(st.Seat), st.Role})
		}
		who := st.Name
		switch {
		case st.Kind == "bot":
			who = botLabel(st.Bot)
		case st.InviteHash != nil:
			who = "an invited player, not yet come"
			gl.Waiting = true
		case who == "":
			who = "a player"
		}
		if st.Seat == seat {
			gl.Side = st.Role
			continue
		}
		gl.Others = append(gl.Others, who+" ("+st.Role+")")
	}
	switch {
	case !over:
		gl.Outcome = "in play"
	case o.Draw:
		gl.Outcome = "draw"
	case seat == engine.NoSeat:
		gl.Outcome = "over"
	case slices.Contains(o.Winners, seat):
		gl.Outcome = "won"
	default:
		gl.Outcome = "lost"
	}
	return gl
}

// addMyGame adds game id, where the browser has seat, to the browser's
// games cookie (its 30 most recent games).
func (s *Server) addMyGame(w http.ResponseWriter, r *http.Request, id string, seat engine.Seat) {
	entries := []string{id + ":" + strconv.Itoa(int(seat))}
	if ck, err := r.Cookie(gamesCookie); err == nil {
		for _, x := range strings.Split(ck.Value, ".") {
			if gid, _ := myGame(x); validID(gid) && gid != id && len(entries) < 30 {
				entries = append(entries, x)
			}
		}
	}
	http.SetCookie(w, &http.Cookie{Name: gamesCookie, Value: strings.Join(entries, "."), Path: "/", MaxAge: 90 * 86400, HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: s.secureCookies(r)})
}

func (s *Server) setSeatCookie(w http.ResponseWriter, r *http.Request, id, name, value string) {
	http.SetCookie(w, &http.Cookie{Name: name, Value: value, Path: "/g/" + id, MaxAge: 30 * 86400, HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: s.secureCookies(r)})
}

func (s *Server) message(w http.ResponseWriter, status int, title, text string) {
	web.Page(w, status, "message", map[string]string{"Title": title, "Text": text})
}

// createGame validates the form, creates the game, its seats and tokens,
// sets the creator's seat cookie (and invite cookie: one invitation per
// invited seat) and redirects to the table.
func (s *Server) createGame(w http.ResponseWriter, r *http.Request) {
	if !s.sameOrigin(r) {
		s.message(w, http.StatusForbidden, "Refused", "This form must be sent from this site's own page.")
		return
	}
	s.mu.Lock()
	draining := s.draining || s.drainingNew()
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
	get := r.PostFormValue
	f := newGameForm{Game: get("game"), Spectators: get("spectators"), Name: strings.TrimSpace(get("name")), Seed: get("seed"), Auto: get("auto"), Listed: get("listed") == "on"}
	f.Delay, _ = strconv.Atoi(get("delay"))
	rs, errs := readTable(&f, get)
	bad := func(format string, args ...any) { errs = append(errs, fmt.Sprintf(format, args...)) }
	if rs != nil {
		f.legacySeats(get, bad)
		for i := range f.Seats {
			sf := &f.Seats[i]
			if sf.Who == "bot" && sf.Bot == "" && len(sf.Bots) > 0 {
				sf.Bot = sf.Bots[0].Name // the default bot, where it plays the seat
			}
			if sf.Deck == "" || sf.Who == "invite" {
				// An invited player picks their own deck when they take
				// the seat (joindeck.go): the creator's choice is theirs
				// and their bots' only.
				sf.Deck, sf.DeckText = "starter", ""
			}
		}
		f.checkSeats(rs, s.limits, bad)
	}
	if !slices.Contains([]string{"off", "link", "public"}, f.Spectators) {
		bad("spectators: choose who may watch: off, link or public")
	}
	if f.Delay < 0 || f.Delay > 50 {
		bad("delay: the spectator delay is 0 to 50 choices")
	}
	if !slices.Contains([]string{"", "on", "off"}, f.Auto) {
		bad("auto: answer one-answer questions for you: on, off, or the default (on against bots only)")
	}
	if utf8.RuneCountInString(f.Name) > MaxName || !utf8.ValidString(f.Name) {
		bad("name: a name has at most %d characters", MaxName)
	}
	var seed uint64
	if s.cfg.Dev && f.Seed != "" {
		n, err := strconv.ParseUint(f.Seed, 10, 64)
		if err != nil {
			bad("seed: the seed is a whole number")
		}
		seed = n
	} else {
		var b [8]byte
		rand.Read(b[:])
		seed = binary.LittleEndian.Uint64(b[:])
	}
	render := func(status int) {
		for i := range f.Seats {
			f.Seats[i].Deck = strings.TrimPrefix(f.Seats[i].Deck, "-")
		}
		web.Page(w, status, "home", homeData{Form: f, Errors: errs, Games: s.myGames(r), Dev: s.cfg.Dev})
	}
	if len(errs) > 0 {
		render(http.StatusBadRequest)
		return
	}
	setup := engine.Setup{Seed: seed, Options: f.Options}
	setup.Decks, setup.DeckNames = f.setupDecks(rs)
	g, err := rs.New(setup)
	if err != nil {
		for _, e := range splitErrors(err) {
			bad("%s", e)
		}
		render(http.StatusBadRequest)
		return
	}
	if len(g.Seats()) != len(f.Seats) {
		s.log.Error("create game", "err", fmt.Errorf("%s: %d seats laid out, %d made", rs.Name(), len(f.Seats), len(g.Seats())))
		s.message(w, http.StatusInternalServerError, "Error", "The game could not be created.")
		return
	}
	id := newGameID()
	token, watch := newToken(), newToken()
	var invites []string
	seats := make([]store.Seat, 0, len(f.Seats))
	for i, si := range g.Seats() {
		st := store.Seat{Seat: si.Seat, Role: si.Role, Team: si.Team, Kind: "human"}
		switch sf := f.Seats[i]; sf.Who {
		case "me":
			st.TokenHash, st.Name = hashToken(token), f.Name
		case "bot":
			var b [8]byte
			rand.Read(b[:])
			st.Kind, st.Bot = "bot", botSpec{Spec: botSpecOf(sf.Bot), Seed: binary.LittleEndian.Uint64(b[:])}.String()
		default:
			inv := newToken()
			invites = append(invites, inv)
			st.InviteHash = hashToken(inv)
		}
		seats = append(seats, st)
	}
	auto := make([]bool, len(seats))
	for i, sf := range f.Seats {
		if sf.Who == "me" {
			auto[i] = f.Auto == "on" || f.Auto == "" && defaultAuto(seats, seats[i].Seat)
		}
	}
	opts, _ := json.Marshal(gameOptions{Spectators: f.Spectators, Delay: f.Delay, Auto: auto, Listed: f.Listed && len(invites) > 0})
	h, err := engine.Hash(g)
	if err != nil {
		s.message(w, http.StatusInternalServerError, "Error", "The game could not be created.")
		return
	}
	row := gameRow(id, rs.Name(), setup, opts, g, h, seats, len(invites) > 0, f.Spectators == "link", watch)
	row.Rules, _ = s.fingerprint(g)
	if err := s.store.CreateGame(r.Context(), row, seats); err != nil {
		if isStorage(err) {
			s.storageUnavailable(w)
			return
		}
		s.log.Error("create game", "err", err)
		s.message(w, http.StatusServiceUnavailable, "Busy", "The game could not be saved; try again.")
		return
	}
	var who, bots, decks []string
	for _, sf := range f.Seats {
		who, bots, decks = append(who, sf.Who), append(bots, sf.Bot), append(decks, sf.Deck)
	}
	s.log.Info("game created", "game", id, "ruleset", rs.Name(), "seats", strings.Join(who, ","), "bots", strings.Join(bots, ","), "decks", strings.Join(decks, ","), "spectators", f.Spectators)
	s.setSeatCookie(w, r, id, seatCookie(id), token)
	if len(invites) > 0 {
		s.setSeatCookie(w, r, id, inviteCookie(id), strings.Join(invites, "."))
	}
	if f.Spectators == "link" {
		s.setSeatCookie(w, r, id, watchCookie(id), watch)
	}
	mine := engine.NoSeat
	for i, sf := range f.Seats {
		if sf.Who == "me" {
			mine = engine.Seat(i)
		}
	}
	s.addMyGame(w, r, id, mine)
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
	s.joinPage(w, r, id, seat, "/i/"+token)
}

// joinPage shows the page on which a person takes seat of game id: its
// role, team and game, and the form (posted to action) for their name,
// automatic answers and deck (joindeck.go).
func (s *Server) joinPage(w http.ResponseWriter, r *http.Request, id string, seat engine.Seat, action string) {
	s.renderJoin(w, r, id, seat, action, joinForm{}, nil, http.StatusOK)
}

// renderJoin renders the join page with the form's values and the
// problems found with it.
func (s *Server) renderJoin(w http.ResponseWriter, r *http.Request, id string, seat engine.Seat, action string, f joinForm, problems []string, status int) {
	seats, err := s.store.Seats(r.Context(), id)
	if isStorage(err) {
		s.storageUnavailable(w)
		return
	}
	if err != nil || int(seat) >= len(seats) {
		s.message(w, http.StatusNotFound, "No such invitation", "This invitation does not exist or was already used.")
		return
	}
	game := ""
	var decks joinDeckChoice
	if row, err := s.store.Game(r.Context(), id); err == nil {
		game = row.Ruleset
		if rs, err := engine.Lookup(row.Ruleset); err == nil {
			current := ""
			if int(seat) < len(row.Setup.DeckNames) {
				current = row.Setup.DeckNames[seat]
			}
			decks = deckChoice(rs, seats[seat].Role, current, f)
		}
	}
	web.Page(w, status, "invite", map[string]any{"Role": seats[seat].Role, "Seat": int(seat), "Team": seats[seat].Team, "Action": action, "Game": game,
		"Form": f, "Decks": decks, "Errors": problems})
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
	if !validToken(token) {
		s.message(w, http.StatusNotFound, "No such invitation", "This invitation does not exist or was already used.")
		return
	}
	id, seat, err := s.store.Invite(r.Context(), hashToken(token))
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
	s.claimSeat(w, r, hashToken(token), id, seat, "/i/"+token, "This invitation was already used.")
}

// seated finishes a claim of seat of game id by a person named name, whose
// seat token is seatToken: the loaded game learns it (and loads its new
// start when the claim restarted it with the player's deck), the player's
// automatic answers are set, and the browser gets its cookies and the
// table.
func (s *Server) seated(w http.ResponseWriter, r *http.Request, id string, seat engine.Seat, name, seatToken string, restarted bool) {
	s.mu.Lock()
	l := s.games[id]
	s.mu.Unlock()
	if l != nil {
		l.mu.Lock()
		wasOpen := l.status == store.StatusOpen
		if int(seat) < len(l.seats) {
			l.seats[seat].Name, l.seats[seat].InviteHash = name, nil
		}
		if restarted {
			l.restart(r.Context())
			l.broadcast() // the new start's views
		}
		if wasOpen && !slices.ContainsFunc(l.seats, func(st store.Seat) bool { return st.InviteHash != nil }) {
			l.status = store.StatusActive // as the store's ClaimInvite: the last invitation is claimed
			// The game was held (waitingForSeats): it starts now, its
			// bots moving and its questions put.
			l.kickBots()
			l.noteAsked()
		}
		l.broadcastPresence()
		l.unlock()
	}
	if choice := r.PostFormValue("auto"); choice != "off" {
		if l, err := s.game(context.WithoutCancel(r.Context()), id); err == nil {
			if err := l.setAutoChoice(r.Context(), seat, choice); err != nil {
				s.log.Error("the joining player's automatic answers not set", "game", id, "seat", int(seat), "err", err)
			}
		}
	}
	s.setSeatCookie(w, r, id, seatCookie(id), seatToken)
	s.addMyGame(w, r, id, seat)
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
		if ck, err := r.Cookie(inviteCookie(id)); err == nil {
			tokens := strings.Split(ck.Value, ".")
			for _, tok := range tokens {
				if !validToken(tok) {
					continue
				}
				if _, seat, err := s.store.Invite(r.Context(), hashToken(tok)); err == nil {
					label := "Invite link (single use; send it to your opponent)"
					if len(tokens) > 1 {
						label = fmt.Sprintf("Invite link for seat %d (%s) (single use; send it to who plays it)", seat, l.roleName(seat))
					}
					links = append(links, web.Link{Kind: "invite", Label: label, URL: base + "/i/" + tok})
				}
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
	waiting := seat != engine.NoSeat && l.status == store.StatusOpen
	l.unlock()
	p := web.TablePage{Title: "table", WS: base + "/ws", Seq: m.Seq, Role: role, Links: links, Over: m.Status == store.StatusOver,
		CanConcede: canConcede, ReplayURL: base + "/replay", RecordURL: base + "/record.json", Waiting: waiting,
		StepMS: s.stepPause()}
	if m.HTML != nil {
		p.Parts = *m.HTML // the note included
	} else if m.Note != "" {
		p.Parts.Status = noteHTML(m.Note)
	}
	for _, ln := range m.Log { // the whole game, to scroll back through
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

// botAbout returns what the player registered as name for the game called
// game says of itself (a name such as "heuristic" is registered by each
// game with a player of its own).
func botAbout(name, game string) string {
	info, _ := bot.LookupFor(name, game)
	return info.About
}

// gameRow is the store's row of a game just set up, with its state hash h:
// its rules fingerprint, open while an invited seat is unclaimed, the
// spectator link's token hashed when spectators watch by link, and whether
// a bot seat must move first.
func gameRow(id, ruleset string, setup engine.Setup, opts json.RawMessage, g engine.Game, h [32]byte, seats []store.Seat, invited, byLink bool, watch string) *store.Game {
	row := &store.Game{ID: id, Ruleset: ruleset, Setup: setup, Options: opts, Status: store.StatusActive, StateHash: h[:]}
	if fp, ok := g.(engine.Fingerprinter); ok {
		row.Rules = fp.Fingerprint()
	}
	if invited {
		row.Status = store.StatusOpen
	}
	if byLink {
		row.WatchHash = hashToken(watch)
	}
	for _, d := range g.Pending() {
		if seats[d.Seat].Kind == "bot" {
			row.BotDue = true
		}
	}
	return row
}
