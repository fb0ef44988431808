package server

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/server/web"
)

// The card browser (/cards/{game}) and the deck builder (/decks/{game}) of
// every playable game whose ruleset lists its cards (engine.Catalogue);
// the builder's live legality comes from the game's deck check
// (engine.DeckChecker, POST /decks/{game}/check). A card list and the
// construction rules are public: these pages need no seat and show no
// game in progress. Saved decks live in the browser (localStorage, see
// cards.js), and the lobby's deck fields offer them (app.js).

// cardRoutes adds the card browser's and the deck builder's routes.
func (s *Server) cardRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /cards", s.cardsIndex)
	mux.HandleFunc("GET /cards/{game}", func(w http.ResponseWriter, r *http.Request) { s.cardsPage(w, r, false) })
	mux.HandleFunc("GET /decks/{game}", func(w http.ResponseWriter, r *http.Request) { s.cardsPage(w, r, true) })
	mux.HandleFunc("POST /decks/{game}/check", s.checkDeck)
}

// catalogueGame is a game the card pages offer.
type catalogueGame struct {
	Name     string
	Cat      engine.Catalogue
	Checker  engine.DeckChecker // nil: the game has no deck check (no builder)
	Rulesets engine.Ruleset
}

// catalogueGames lists the playable games with a card list, in the
// lobby's order.
func catalogueGames() []catalogueGame {
	var out []catalogueGame
	for _, g := range playableGames() {
		if c, ok := catalogueGameNamed(g.Name); ok {
			out = append(out, c)
		}
	}
	return out
}

// catalogueGameNamed returns the playable game called name, if it lists
// its cards.
func catalogueGameNamed(name string) (catalogueGame, bool) {
	rs, err := engine.Lookup(name)
	if err != nil || !engine.IsPlayable(rs) {
		return catalogueGame{}, false
	}
	cat := engine.CatalogueOf(rs)
	if cat == nil {
		return catalogueGame{}, false
	}
	return catalogueGame{Name: name, Cat: cat, Checker: engine.DeckCheckerOf(rs), Rulesets: rs}, true
}

// cardsIndexPage is the data of the page listing the card browsers.
type cardsIndexPage struct {
	Games []cardsIndexLine
}

// cardsIndexLine is a game on the index: its name and whether it has a
// deck builder.
type cardsIndexLine struct {
	Name    string
	Builder bool
}

func (s *Server) cardsIndex(w http.ResponseWriter, r *http.Request) {
	var d cardsIndexPage
	for _, g := range catalogueGames() {
		d.Games = append(d.Games, cardsIndexLine{Name: g.Name, Builder: g.Checker != nil})
	}
	web.Page(w, http.StatusOK, "cardsindex", d)
}

// cardsPageData is the data of the card browser and the deck builder.
type cardsPageData struct {
	Game        string
	Builder     bool // the deck builder: cards to add, the list, its check
	HasBuilder  bool // the game has a deck builder (to link to it)
	Cards       []cardEntry
	Implemented int
	Types       []string // the card types, in the order of the list
	Roles       []string // the roles whose decks hold cards, sorted
	Notice      string
	Decks       []engine.Deck // the shipped decks, to start from
	MaxText     int           // the longest deck list the server takes
}

func (s *Server) cardsPage(w http.ResponseWriter, r *http.Request, builder bool) {
	g, ok := catalogueGameNamed(r.PathValue("game"))
	if !ok || builder && g.Checker == nil {
		s.message(w, http.StatusNotFound, "No such card list", fmt.Sprintf("No game called %q lists its cards%s here.", r.PathValue("game"), map[bool]string{true: " for a deck builder"}[builder]))
		return
	}
	d := cardsPageData{Game: g.Name, Builder: builder, HasBuilder: g.Checker != nil, Notice: g.Cat.Notice(), MaxText: MaxDeckText}
	for _, c := range g.Cat.Catalogue() {
		d.Cards = append(d.Cards, cardEntry{CatalogueCard: c, Keywords: strings.ToLower(strings.Join(c.Keywords, " ")), Text: strings.ToLower(strings.Join(c.Face.Text, " "))})
		if c.Implemented {
			d.Implemented++
		}
		if !slices.Contains(d.Types, c.Type) {
			d.Types = append(d.Types, c.Type)
		}
		if c.Role != "" && !slices.Contains(d.Roles, c.Role) {
			d.Roles = append(d.Roles, c.Role)
		}
	}
	slices.Sort(d.Roles)
	if builder {
		d.Decks = engine.DecksOf(g.Rulesets)
	}
	web.Page(w, http.StatusOK, "cardbrowser", d)
}

// cardEntry is a card of the browser, with what its search reads in
// lower case: its keywords and its text.
type cardEntry struct {
	engine.CatalogueCard
	Keywords string
	Text     string
}

// deckCheckRequest is the body of POST /decks/{game}/check.
type deckCheckRequest struct {
	Role string `json:"role"`
	Text string `json:"text"`
}

// deckCheckLimit is the longest body of a deck check: a deck list of
// MaxDeckText bytes, escaped in JSON (at most 6 bytes a byte), and the role.
const deckCheckLimit = 6*MaxDeckText + 1024

// checkDeck answers the deck builder's check of a list: the game's
// engine.DeckCheck as JSON, every problem at once. A list longer than the
// lobby takes, or with more cards than it takes, is refused as the lobby
// would refuse it.
func (s *Server) checkDeck(w http.ResponseWriter, r *http.Request) {
	g, ok := catalogueGameNamed(r.PathValue("game"))
	if !ok || g.Checker == nil {
		http.Error(w, "no deck check for this game", http.StatusNotFound)
		return
	}
	var req deckCheckRequest
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, deckCheckLimit)).Decode(&req); err != nil {
		http.Error(w, "bad deck check request: "+err.Error(), http.StatusBadRequest)
		return
	}
	var res engine.DeckCheck
	switch {
	case len(req.Text) > MaxDeckText:
		res.Problems = []engine.DeckProblem{{Msg: fmt.Sprintf("a deck list has at most %d bytes on this server; this one has %d", MaxDeckText, len(req.Text))}}
	case strings.TrimSpace(req.Text) == "":
		res.Problems = []engine.DeckProblem{{Msg: "the deck list is empty"}}
	default:
		res = g.Checker.CheckDeck(req.Role, req.Text)
		if res.Cards > s.limits.DeckCards { // the lobby's cap (checkSeats)
			res.Problems = append(res.Problems, engine.DeckProblem{Msg: fmt.Sprintf("a pasted deck has at most %d cards on this server; this one has %d", s.limits.DeckCards, res.Cards)})
		}
	}
	if res.Problems == nil {
		res.Problems = []engine.DeckProblem{}
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	json.NewEncoder(w).Encode(res)
}
