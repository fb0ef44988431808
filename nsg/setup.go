package nsg

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	lru "github.com/hashicorp/golang-lru/v2"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/nsg/carddb"
	"github.com/datafort/datafort/nsg/decklist"
)

// Name is the name the game is registered under.
const Name = "nsg"

const stateFormat = 1

func init() { engine.Register(Ruleset{}) }

// Ruleset is the engine.Ruleset of NSG Netrunner. Its zero value is ready
// to use; importing the package registers it as "nsg". Options: "rules",
// Rules2603 (the default) or Rules2409.
type Ruleset struct{}

// Name returns "nsg".
func (Ruleset) Name() string { return Name }

// The seats: the Corp is seat 0, the Runner seat 1 (a layout, data).
var seatInfo = []engine.SeatInfo{{Seat: 0, Role: "corp", Team: 0}, {Seat: 1, Role: "runner", Team: 1}}

// Layout implements engine.SeatLayout.
func (Ruleset) Layout(engine.Setup) ([]engine.SeatInfo, error) {
	return append([]engine.SeatInfo(nil), seatInfo...), nil
}

// ShippedDecks implements engine.ShippedDecks: the System Gateway teaching
// decks (nsg/carddb) whose every card is implemented, the beginner decks
// the defaults.
func (Ruleset) ShippedDecks() []engine.Deck {
	var out []engine.Deck
	for _, d := range carddb.Decks() {
		role := "corp"
		if strings.HasSuffix(d.Name, "-runner") {
			role = "runner"
		}
		if _, err := readDeck(d.Text, carddb.Side(role), decklist.Starter); err != nil {
			continue
		}
		out = append(out, engine.Deck{Name: d.Name, Role: role, Text: d.Text, Default: strings.HasPrefix(d.Name, "sg-beginner-")})
	}
	slices.SortFunc(out, func(a, b engine.Deck) int { return strings.Compare(a.Role+" "+a.Name, b.Role+" "+b.Name) })
	return out
}

// defaultDeck is the shipped default deck of side.
func defaultDeck(side carddb.Side) string {
	for _, d := range (Ruleset{}).ShippedDecks() {
		if d.Default && d.Role == string(side) {
			return d.Text
		}
	}
	return ""
}

// deck is a deck read: its identity and its cards' titles.
type deck struct {
	identity string
	cards    []string
}

// readDeck reads a deck list for side in format f with nsg/decklist,
// refusing it with every problem Check finds (a card not in the data and
// one not implemented yet told apart, each with its line and rule) and an
// identity of the other side.
//
// A deck read is kept (readDecks) and handed again for the same text, side
// and format: its cards are shared, read only. Definitions are only ever
// added (Define refuses a title twice), so a list accepted once stays
// accepted; one refused is read again each time.
func readDeck(text string, side carddb.Side, f decklist.Format) (deck, error) {
	key := deckKey{text: text, side: side, format: f.Name}
	if d, ok := readDecks.Get(key); ok {
		return d, nil
	}
	d, err := readDeckAnew(text, side, f)
	if err == nil {
		readDecks.Add(key, d)
	}
	return d, err
}

// deckKey is what readDeck's deck depends on.
type deckKey struct {
	text   string
	side   carddb.Side
	format string
}

// readDecks are the decks readDeck accepted, the most recently used: a
// simulation or a server starts many games from the same few lists (the
// parse was a tenth of a random game's time), while a fuzz run's new deck
// every game cannot grow the process.
var readDecks = func() *lru.Cache[deckKey, deck] {
	c, err := lru.New[deckKey, deck](512)
	if err != nil {
		panic(err)
	}
	return c
}()

// readDeckAnew is readDeck without the kept decks.
func readDeckAnew(text string, side carddb.Side, f decklist.Format) (deck, error) {
	l, ps := readList(text, side, f)
	if len(ps) > 0 {
		errs := make([]error, len(ps))
		for i, p := range ps {
			errs[i] = p
		}
		return deck{}, errors.Join(errs...)
	}
	id, _ := l.Identity()
	d := deck{identity: id.Title}
	for _, c := range l.Deck() {
		d.cards = append(d.cards, c.Title)
	}
	return d, nil
}

// setupOptions are a game's options read.
type setupOptions struct {
	rules  string
	format decklist.Format
	points int32 // agenda points to win
}

// options reads the setup's options: "rules" (Rules2603, Rules2409),
// "format" (FormatStarter, FormatStandard, FormatCasual) and "points" (PointsStandard,
// or PointsBeginner in a format with beginner games).
func options(s engine.Setup) (setupOptions, error) {
	o := setupOptions{rules: Rules2603}
	o.format, _ = formatByName(DefaultFormat)
	points := PointsStandard
	for _, k := range slices.Sorted(maps.Keys(s.Options)) {
		v := s.Options[k]
		switch k {
		case "rules":
			if v != Rules2603 && v != Rules2409 {
				return o, fmt.Errorf("nsg: option rules: want %s or %s, got %q", Rules2603, Rules2409, v)
			}
			o.rules = v
		case "format":
			f, ok := formatByName(v)
			if !ok {
				return o, fmt.Errorf("nsg: option format: want %s, %s or %s, got %q", FormatStarter, FormatStandard, FormatCasual, v)
			}
			o.format = f
		case "points":
			points = v
		default:
			return o, fmt.Errorf("nsg: unknown option %q", k)
		}
	}
	switch {
	case points == PointsStandard:
		o.points = int32(o.format.AgendaPointsToWin)
	case o.format.BeginnerAgendaPointsToWin != 0 && points == strconv.Itoa(o.format.BeginnerAgendaPointsToWin):
		o.points = int32(o.format.BeginnerAgendaPointsToWin)
	default:
		return o, fmt.Errorf("nsg: option points: the %s format plays to %s%s, not %q", o.format.Name, PointsStandard, beginnerNote(o.format), points)
	}
	return o, nil
}

// beginnerNote is ", or PointsBeginner in a beginner game" for a format
// with beginner games.
func beginnerNote(f decklist.Format) string {
	if f.BeginnerAgendaPointsToWin == 0 {
		return ""
	}
	return " or, in a beginner game, " + PointsBeginner
}

// New starts a game (CR 5.2): the identities, the decks shuffled, the
// starting credits (5 each), 5 cards drawn each, then each player's
// mulligan, the Corp first.
func (Ruleset) New(setup engine.Setup) (engine.Game, error) {
	opt, err := options(setup)
	if err != nil {
		return nil, err
	}
	rules := opt.rules
	var winAt int32 // 0: winPoints
	if opt.points != winPoints {
		winAt = opt.points
	}
	if len(setup.Decks) > 2 {
		return nil, fmt.Errorf("nsg: %d decks for 2 seats", len(setup.Decks))
	}
	st := State{Format: stateFormat, Rules: rules, Corp: 0, Runner: 1, Active: 0, Turn: 1,
		Credits: []int32{5, 5}, Clicks: []int32{0, 0}, Identity: make([]string, 2), Winner: engine.NoSeat,
		Servers: make([]Server, firstRemote), WinPoints: winAt}
	st.RNG = engine.NewRNG(setup.Seed)
	for seat, side := range []carddb.Side{carddb.Corp, carddb.Runner} {
		text := ""
		if seat < len(setup.Decks) {
			text = setup.Decks[seat]
		}
		if strings.TrimSpace(text) == "" {
			text = defaultDeck(side)
		}
		d, err := readDeck(text, side, opt.format)
		if err != nil {
			name := string(side)
			if seat < len(setup.DeckNames) && setup.DeckNames[seat] != "" {
				name = setup.DeckNames[seat]
			}
			return nil, fmt.Errorf("nsg: %s deck: %w", name, err)
		}
		st.Identity[seat] = d.identity
		deckZone := ZoneRD
		if engine.Seat(seat) == st.Runner {
			deckZone = ZoneStack
			st.Link = Lookup(d.identity).Link
		}
		// Shuffled before the objects are numbered, so that an id tells
		// nothing of the deck list's order.
		titles := append([]string(nil), d.cards...)
		for i := len(titles) - 1; i > 0; i-- {
			j := st.RNG.IntN(i + 1)
			titles[i], titles[j] = titles[j], titles[i]
		}
		for _, t := range titles {
			st.NextObj++
			st.Cards = append(st.Cards, Card{ID: st.NextObj, Title: t, Owner: engine.Seat(seat), Zone: deckZone})
			*st.zoneList(deckZone) = append(*st.zoneList(deckZone), st.NextObj)
		}
	}
	st.engageIdentities()
	st.draw(st.Corp, 5)
	st.draw(st.Runner, 5)
	st.Push(frameMulliganStart(st.Corp))
	st.advance(false)
	st.events = nil
	return &Game{st: st}, nil
}

// shuffle shuffles a deck in place.
func (s *State) shuffle(l []int32) {
	for i := len(l) - 1; i > 0; i-- {
		j := s.RNG.IntN(i + 1)
		l[i], l[j] = l[j], l[i]
	}
}

// frameMulliganStart is seat's mulligan decision.
func frameMulliganStart(seat engine.Seat) kernel.Frame {
	return kernel.Frame{Kind: frameMulligan, Seat: seat}
}

// stepMulligan asks f.Seat to keep its hand or take a mulligan: shuffle
// it back and draw 5 (CR 5.2.x), the Corp first, then the Runner.
func (s *State) stepMulligan(f *kernel.Frame) kernel.Status {
	seat := f.Seat
	if !f.Answered {
		return s.Ask(seat, "Keep your hand, or take a mulligan", "CR 5.2", []engine.Option{{Verb: verbKeep}, {Verb: verbMulligan}})
	}
	o, _ := f.Take()
	s.Pop()
	if o.Verb == verbMulligan {
		hand, deckZone := s.HQ, ZoneRD
		if seat == s.Runner {
			hand, deckZone = s.Grip, ZoneStack
		}
		for _, id := range append([]int32(nil), hand...) {
			s.move(id, deckZone, false)
		}
		s.shuffle(*s.zoneList(deckZone))
		s.event(seat, "mulligan", fmt.Sprintf("the %s takes a mulligan", s.role(seat)))
		s.draw(seat, 5)
	} else {
		s.event(seat, "keep", fmt.Sprintf("the %s keeps their hand", s.role(seat)))
	}
	if seat == s.Corp {
		s.Push(frameMulliganStart(s.Runner))
	}
	return kernel.Next
}
