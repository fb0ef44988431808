package server

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/server/store"
)

// The invited player's deck (issue 27, item 6). The page on which a person
// takes an invited seat (the invitation's, or a listed game's open seat)
// offers the decks the game's registration ships for the seat's role, the
// starter deck, and a pasted list, checked by the game's DeckChecker: every
// problem at once, each with its line. The creator's choice of deck applies
// to their own seat and the bots' only: an invited seat starts with the
// starter deck (createGame), and the deck its player chooses replaces it
// when they take the seat. The game is held until every seat is taken
// (waitingForSeats), so no choice was made on the start replaced: the claim
// and the new start are written together (store.ClaimInviteRestart), and
// the loaded game loads the new start (restart).

// joinForm is the join page's form as the joining player filled it: their
// name, their automatic answers ("on", "off" or "" for the default), and
// their deck: "starter", a shipped deck's name, "paste" with DeckText, or
// "keep" (or "", a claim that names none) for the deck the seat has (a
// rematch's seat keeps the deck it had; see deckChoice).
type joinForm struct {
	Name, Auto     string
	Deck, DeckText string
}

// readJoinForm reads the join page's form.
func readJoinForm(r *http.Request) joinForm {
	f := joinForm{Name: strings.TrimSpace(r.PostFormValue("name")), Auto: r.PostFormValue("auto"), Deck: r.PostFormValue("deck"), DeckText: r.PostFormValue("decktext")}
	if utf8.RuneCountInString(f.Name) > MaxName {
		f.Name = string([]rune(f.Name)[:MaxName])
	}
	return f
}

// joinDeckChoice is the deck part of the join page: the shipped decks of
// the seat's role (none: the game is played without deck lists), the name
// of the role's default deck, whether the seat has a pasted deck to keep
// (Keep), and the form's deck and list.
type joinDeckChoice struct {
	Decks          []engine.Deck
	DefaultDeck    string
	Keep           bool
	Deck, DeckText string
}

// deckChoice returns the join page's deck part for a seat of role of a
// game of rs whose setup names its deck current (Setup.DeckNames), with
// the form's values. Unless the form chose, the seat's own deck is
// chosen: the starter, the shipped deck it names, or "keep" for a pasted
// one, whose list the page does not show (a rematch's seat may hold the
// list its other player pasted).
func deckChoice(rs engine.Ruleset, role, current string, f joinForm) joinDeckChoice {
	c := joinDeckChoice{Decks: engine.DecksFor(rs, role), Deck: f.Deck, DeckText: f.DeckText}
	for _, d := range c.Decks {
		if d.Default {
			c.DefaultDeck = d.Name
		}
	}
	c.Keep = strings.HasSuffix(current, "pasted deck")
	if c.Deck == "" {
		name, shipped := strings.CutPrefix(current, shippedDeckPrefix)
		switch {
		case c.Keep:
			c.Deck = "keep"
		case shipped && slices.ContainsFunc(c.Decks, func(d engine.Deck) bool { return d.Name == name }):
			c.Deck = name
		default:
			c.Deck = "starter"
		}
	}
	return c
}

// deckProblems says what is wrong with the deck a joining player chose for
// a seat of role: every problem at once, a pasted list's with their lines.
// It returns the deck's text and its setup name when there is none.
func deckProblems(rs engine.Ruleset, seat engine.Seat, role string, f joinForm, limits Limits) (text, name string, problems []string) {
	bad := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }
	decks := engine.DecksFor(rs, role)
	switch f.Deck {
	case "", "starter":
		return "", role + " deck", nil
	case "paste":
		switch {
		case len(engine.DecksOf(rs)) == 0:
			bad("deck: %s is played without a deck list", rs.Name())
		case len(f.DeckText) > MaxDeckText:
			bad("deck list: a deck list has at most %d bytes", MaxDeckText)
		case strings.TrimSpace(f.DeckText) == "":
			bad("deck list: the pasted deck list is empty")
		default:
			if n, over := deckCards(f.DeckText, limits.DeckCards); over {
				bad("deck list: a pasted deck has at most %d cards on this server; this one has at least %d", limits.DeckCards, n)
				break
			}
			if c := engine.DeckCheckerOf(rs); c != nil {
				for _, p := range c.CheckDeck(role, f.DeckText).Problems {
					problems = append(problems, deckProblemLine(p))
				}
			}
		}
		return f.DeckText, seatLabel(seatForm{Seat: seat, Role: role}) + " pasted deck", problems
	}
	i := slices.IndexFunc(decks, func(d engine.Deck) bool { return d.Name == f.Deck }) // a name may be shipped for several roles (Neuroscape's p1…p4)
	if i < 0 {
		bad("deck: %q is not a shipped %s deck (%s decks: %s)", f.Deck, role, role, strings.Join(deckNames(decks), ", "))
		return "", "", problems
	}
	return decks[i].Text, shippedDeckPrefix + decks[i].Name, nil
}

// deckProblemLine is one problem of a pasted list as the join page lists
// it: "line 3: Mouse is not implemented yet (did you mean Mouse Trap?)".
func deckProblemLine(p engine.DeckProblem) string {
	s := p.Msg
	if p.Line > 0 {
		s = fmt.Sprintf("line %d: %s", p.Line, s)
	}
	if len(p.Suggest) > 0 {
		s += " (did you mean " + strings.Join(p.Suggest, " or ") + "?)"
	}
	if p.Rule != "" {
		s += " [" + p.Rule + "]"
	}
	return s
}

// seatStart returns the start that gives seat of game row the deck of f:
// nil when the game keeps its start (the seat has that deck already), or
// the problems with the deck.
func seatStart(rs engine.Ruleset, row *store.Game, seats []store.Seat, seat engine.Seat, f joinForm, limits Limits) (*store.Restart, []string) {
	if int(seat) >= len(seats) {
		return nil, []string{"no such seat"}
	}
	if f.Deck == "keep" || f.Deck == "" {
		return nil, nil // the deck the seat has (a claim that names none, a program's, keeps it too)
	}
	text, name, problems := deckProblems(rs, seat, seats[seat].Role, f, limits)
	if len(problems) > 0 {
		return nil, problems
	}
	if len(engine.DecksOf(rs)) == 0 || int(seat) >= len(row.Setup.Decks) || int(seat) >= len(row.Setup.DeckNames) ||
		row.Setup.Decks[seat] == text && row.Setup.DeckNames[seat] == name {
		return nil, nil
	}
	setup := row.Setup
	setup.Decks, setup.DeckNames = slices.Clone(setup.Decks), slices.Clone(setup.DeckNames)
	setup.Decks[seat], setup.DeckNames[seat] = text, name
	g, err := rs.New(setup)
	if err != nil {
		return nil, splitErrors(err)
	}
	h, err := engine.Hash(g)
	if err != nil {
		return nil, []string{"the game could not be set up with this deck"}
	}
	r := &store.Restart{Setup: setup, StateHash: h[:], From: row.StateHash}
	if fp, ok := g.(engine.Fingerprinter); ok {
		r.Rules = fp.Fingerprint()
	}
	for _, d := range g.Pending() {
		if int(d.Seat) < len(seats) && seats[d.Seat].Kind == "bot" {
			r.BotDue = true
		}
	}
	return r, nil
}

// claimSeat seats the person who filled the join page (posted to action)
// at seat of game id, whose invitation hashes to invite, with the deck
// they chose: the page again with every problem of the deck, or the table.
// gone is what to say when the seat was taken meanwhile.
func (s *Server) claimSeat(w http.ResponseWriter, r *http.Request, invite []byte, id string, seat engine.Seat, action, gone string) {
	ctx := r.Context()
	f := readJoinForm(r)
	for attempt := 0; ; attempt++ {
		row, err := s.store.Game(ctx, id)
		var seats []store.Seat
		if err == nil {
			seats, err = s.store.Seats(ctx, id)
		}
		if isStorage(err) {
			s.storageUnavailable(w)
			return
		}
		if err != nil {
			s.message(w, http.StatusGone, "This seat is taken", gone)
			return
		}
		rs, err := engine.Lookup(row.Ruleset)
		if err != nil {
			s.message(w, http.StatusServiceUnavailable, "Not playable here", "This server does not play "+row.Ruleset+".")
			return
		}
		restart, problems := seatStart(rs, row, seats, seat, f, s.limits)
		if len(problems) > 0 {
			s.renderJoin(w, r, id, seat, action, f, problems, http.StatusBadRequest)
			return
		}
		if restart != nil {
			restart.Rules = s.ownRules(restart.Rules)
		}
		seatToken := newToken()
		_, _, err = s.store.ClaimInviteRestart(ctx, invite, hashToken(seatToken), f.Name, restart)
		switch {
		case errors.Is(err, store.ErrConflict) && attempt < 3:
			continue // another player chose their deck meanwhile: on the start they made
		case errors.Is(err, store.ErrNotFound):
			s.message(w, http.StatusGone, "This seat is taken", gone)
		case isStorage(err):
			s.storageUnavailable(w)
		case err != nil:
			s.message(w, http.StatusServiceUnavailable, "Busy", "Try again.")
		default:
			s.seated(w, r, id, seat, f.Name, seatToken, restart != nil)
		}
		return
	}
}

// restart loads the game's new start from the store after a claim that
// replaced it (store.ClaimInviteRestart): the game, its bots and its log
// are those of the new start. l.mu is held.
func (l *live) restart(ctx context.Context) {
	n, err := l.s.load(context.WithoutCancel(ctx), l.id)
	if err != nil {
		l.reload(ctx) // says why
		return
	}
	l.setup, l.seats = n.setup, n.seats
	l.g, l.parked, l.seq, l.status, l.diverged, l.build, l.result = n.g, nil, n.seq, n.status, n.diverged, n.build, n.result
	l.log, l.nChoices, l.botEvents = n.log, n.nChoices, n.botEvents
	l.players, l.specs, l.botErr = n.players, n.specs, n.botErr
	l.spec.delayed, l.spec.parked = nil, nil
}

// ClaimInviteRestart claims an invite's seat, replacing the game's start.
func (s *loudStore) ClaimInviteRestart(ctx context.Context, invite, token []byte, name string, r *store.Restart) (string, engine.Seat, error) {
	id, seat, err := s.Store.ClaimInviteRestart(ctx, invite, token, name, r)
	return id, seat, s.failed("claim_invite", id, err)
}
