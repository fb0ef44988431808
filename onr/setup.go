package onr

import (
	"embed"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/datafort/datafort/deck"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr/carddb"
)

//go:embed decks/*.txt
var deckFiles embed.FS

// Default deck files, used when a setup names no deck.
const (
	DefaultCorpDeck   = "decks/corp-starter.txt"
	DefaultRunnerDeck = "decks/runner-starter.txt"
)

// DeckText returns the text of an embedded deck file.
func DeckText(name string) (string, error) {
	if name == DefaultCorpDeck || name == DefaultRunnerDeck {
		// Read by every new game without deck lists: from memory, without
		// the map's lookup.
		t, err := defaultDeckTexts()
		if name == DefaultRunnerDeck {
			return t[1], err
		}
		return t[0], err
	}
	return deckText(name)
}

// defaultDeckTexts holds the texts of the default decks (deckText's), the
// Corp's then the Runner's, read once.
var defaultDeckTexts = sync.OnceValues(func() ([2]string, error) {
	corp, err := deckText(DefaultCorpDeck)
	if err != nil {
		return [2]string{}, err
	}
	runner, err := deckText(DefaultRunnerDeck)
	return [2]string{corp, runner}, err
})

// deckText is DeckText through the cache of the deck files read.
func deckText(name string) (string, error) {
	if t, ok := deckTexts.Load(name); ok {
		return t.(string), nil
	}
	b, err := deckFiles.ReadFile(name)
	if err != nil {
		return "", err
	}
	// The string stored is the one returned, each time: parsedDeck's key
	// (lastDecks) then compares with the next game's text at once, by its
	// pointer, without reading it.
	t := string(b)
	deckTexts.Store(name, t)
	return t, nil
}

// deckTexts caches the embedded deck files by name.
var deckTexts sync.Map

// The central forts of a two-player game, by index in State.Forts: New
// creates them first, for the Corp at seat 0 (ONR-2.2.2). Rules code asks a
// fort its owner and Central kind instead.
const (
	FortHQ       = 0
	FortRD       = 1
	FortArchives = 2
)

// Rules is the ONR ruleset, registered with the engine as "onr".
var Rules engine.Ruleset = rules{}

type rules struct{}

func init() { engine.Register(Rules) }

// Name implements engine.Ruleset.
func (rules) Name() string { return "onr" }

// New implements engine.Ruleset.
func (rules) New(setup engine.Setup) (engine.Game, error) { return New(setup) }

// Load implements engine.Ruleset.
func (rules) Load(b []byte) (engine.Game, error) { return Load(b) }

// Playable implements engine.Playable: the lobby offers ONR.
func (rules) Playable() bool { return true }

// New starts a game (ONR-4): decks checked and shuffled, 5 bits and 5 cards
// each, the Corp to take the first turn. Setup.Decks holds the Corp's then
// the Runner's deck list; an empty one means the default deck.
func New(setup engine.Setup) (*Game, error) {
	opts, err := ParseOptions(setup.Options)
	if err != nil {
		return nil, err
	}
	return newGame(setup, opts, Table{}, nil)
}

// Reset implements engine.Resetter: g becomes the game New(setup) makes,
// the same in every respect, reusing the memory of g's state. Only games of
// ONR's own table reset (another table is not New's); what g handed
// out (the events of Apply, the copies of Pending) and its clones are left
// as they are; the decisions of PendingView are not to be read after.
func (g *Game) Reset(setup engine.Setup) error {
	if !g.s.plainTable() {
		return fmt.Errorf("onr: reset: only a game at ONR's own table of two seats resets (this one's: variant %q, %d seats)", g.s.Variant, len(g.s.Players))
	}
	opts, err := ParseOptions(setup.Options)
	if err != nil {
		return err
	}
	s, err := newState(setup, opts, Table{}, g.s)
	if err != nil {
		return err
	}
	g.s = s
	g.eff = effects{sight: g.eff.sight} // a new game: no effect measured yet (effect.go)
	g.eff.sight.Forget()
	return nil
}

// plainTable reports whether s is played at the table New sets (the zero
// Table: ONR's two seats), the only one Reset makes.
func (s *State) plainTable() bool {
	if s.Variant != "" || s.WinPoints != 0 || s.OwnedTags || len(s.RunsAnywhere) > 0 || len(s.Opening) > 0 ||
		len(s.Order) > 0 || len(s.VariantOptions) > 0 || len(s.Players) != len(twoPlayer.Seats) {
		return false
	}
	for i, st := range twoPlayer.Seats {
		if p := &s.Players[i]; p.Role != st.Role || p.Team != st.Team || p.Name != st.Name {
			return false
		}
	}
	for i := range s.Forts {
		if s.Forts[i].Central >= FirstVariantCentral {
			return false
		}
	}
	return true
}

// reuse returns old emptied when it has room for n elements, else a new
// slice with that room.
func reuse[T any](old []T, n int) []T {
	if cap(old) >= n {
		clear(old[:cap(old)]) // hold nothing of the old game
		return old[:0]
	}
	return make([]T, 0, n)
}

// newGame starts a game at table t (ONR-4; the zero Table is ONR's two
// seats). The seats' decks are parsed, shuffled and drawn in seat order, so
// a two-player game deals the same cards whichever constructor made it.
// With old, the state of a game being reset (Game.Reset), the new state is
// made in old's place, with the room of the lists only old refers to: its
// cards, zones, stack, windows, lasting effects, use limits, pending
// decisions and their options, the run's log and the caches. A clone
// shares none of them (cloneTo); the handle index, which clones share, and
// the room of the events handed out are not reused: the index is made
// afresh, kept by Renew from the first card on (kernel.NewHandles).
func newGame(setup engine.Setup, opts Options, t Table, old *State) (*Game, error) {
	s, err := newState(setup, opts, t, old)
	if err != nil {
		return nil, err
	}
	return &Game{s: s}, nil
}

// newState is newGame's state, which Reset takes without a Game around it.
func newState(setup engine.Setup, opts Options, t Table, old *State) (*State, error) {
	seats := t.Seats
	if len(seats) == 0 {
		seats = twoPlayer.Seats
	}
	// The decks and the zones' room, on the stack for most tables.
	var listsRoom [maxStackSeats][]*Def
	var zonesRoom [maxStackSeats][5][]int32
	lists, roomOf := listsRoom[:], zonesRoom[:]
	if len(seats) > maxStackSeats {
		lists, roomOf = make([][]*Def, len(seats)), make([][5][]int32, len(seats))
	}
	lists, roomOf = lists[:len(seats)], roomOf[:len(seats)]
	total := 0
	for i, st := range seats {
		text, name := "", ""
		if i < len(setup.Decks) {
			text = setup.Decks[i]
		}
		if i < len(setup.DeckNames) {
			name = setup.DeckNames[i]
		}
		var err error
		if strings.TrimSpace(text) == "" {
			name = DefaultRunnerDeck
			if st.Role == Corp {
				name = DefaultCorpDeck
			}
			if text, err = DeckText(name); err != nil {
				return nil, err
			}
		}
		if name == "" {
			name = st.Role.String() + " deck"
			if len(seats) > 2 {
				name = fmt.Sprintf("seat %d deck", i)
			}
		}
		if lists[i], err = parsedDeck(name, text, st.Role, opts); err != nil {
			return nil, err
		}
		total += len(lists[i])
	}
	v, err := lookupVariant(t.Variant)
	if err != nil {
		return nil, err
	}
	s := old
	if s == nil {
		s = new(State)
	}
	was := *s // the room of the old game, if any
	*s = State{Seed: setup.Seed, Options: opts, WinPoints: t.WinPoints, OwnedTags: t.OwnedTags, Variant: t.Variant, v: v,
		VariantOptions: maps.Clone(t.VariantOptions), RunsAnywhere: slices.Clone(t.RunsAnywhere),
		Opening: slices.Clone(t.Opening), Order: slices.Clone(t.Order)}
	s.RNG = engine.NewRNG(setup.Seed)
	s.Handles = kernel.NewHandles(1 + total + 64) // its index kept from the first card on
	// The cards' room: what dealDeck deals into it clears as it goes, the
	// rest is cleared here.
	s.Cards = roomForCards(was.Cards, 1+total)
	s.Forts = reuse(was.Forts, 6*len(seats)) // room for the centrals and a few subsidiary forts
	s.scratch = reuse(was.scratch, 64)       // room for the options of most actions and windows
	s.optRoom, s.Pending = reuse(was.optRoom, 0), reuse(was.Pending, 0)
	s.Windows, s.Lasting, s.Uses = reuse(was.Windows, 0), reuse(was.Lasting, 0), reuse(was.Uses, 0)
	s.Run.Log = reuse(was.Run.Log, 0)
	s.actives, s.activeIdx = reuse(was.actives, 0), reuse(was.activeIdx, 0)
	s.fortWalk = reuse(was.fortWalk, 0)
	s.runOpts.opts = was.runOpts.opts[:0]                             // its room, nothing kept (runoptions.go)
	s.fortArena = reuse(was.fortArena, fortArenaRoom)[:fortArenaRoom] // the old forts' lists are dropped with them
	// The room of the run's lists of accesses (accessroom.go): the old
	// game's, kept or still held by its run.
	s.accessedRoom = reuse(roomOfList(was.accessedRoom, was.Run.Accessed), 0)
	s.upgradesRoom = reuse(roomOfList(was.upgradesRoom, was.Run.Upgrades), 0)
	s.fortRoom = s.fortArena
	// The zones' room, player by player when the table is the same, taken
	// before the old players are cleared.
	if len(was.Players) == len(seats) {
		for i := range roomOf {
			p := &was.Players[i]
			roomOf[i] = [5][]int32{p.Deck, p.Hand, p.Discard, p.Scored, p.Rig}
		}
	}
	s.Players = reuse(was.Players, len(seats))[:len(seats)]
	for i, st := range seats {
		seat := engine.Seat(i)
		s.Players[i] = Player{Seat: seat, Role: st.Role, Team: st.Team, Name: st.Name}
		if st.Role == Corp {
			s.Forts = append(s.Forts, Fort{Owner: seat, Central: CentralHQ}, Fort{Owner: seat, Central: CentralRD},
				Fort{Owner: seat, Central: CentralArchives})
			for _, f := range t.Centrals {
				s.Forts = append(s.Forts, Fort{Owner: seat, Central: f.Central, Name: f.Name})
			}
		}
	}
	var deal [64]*Def // the shuffled deck, on the stack for most decks
	for i := range s.Players {
		p := &s.Players[i]
		l := append(deal[:0], lists[i]...) // the cached list is shared: shuffle a copy
		engine.ShuffleSlice(&s.RNG, l)
		// Room for what a game usually holds, so that zones rarely grow.
		room := roomOf[i]
		p.Deck, p.Hand, p.Discard, p.Scored = reuse(room[0], len(l)), reuse(room[1], 8), reuse(room[2], 16), reuse(room[3], 4)
		if p.Role == Runner {
			p.Rig = reuse(room[4], 8)
		}
		s.dealDeck(p, l)
	}
	s.spentNone = true // the cards are new: none has spent bits (turn.go)
	s.quiet = true     // the events of the setup are nobody's: no choice was applied
	for i := range s.Players {
		s.Players[i].Bits = startBits
		s.dealHand(s.Players[i].Seat, startHand)
	}
	// The Corp takes the first turn (ONR-4.5): the first of the table's
	// turn sequence.
	s.Active, s.Phase = t.first(), PhaseStart
	s.Stack = was.Stack.Reused(16)
	s.advance(false)
	s.quiet = false
	return s, nil
}

// roomOfList returns the bigger room of kept, a list's room kept, and of
// live, the list itself.
func roomOfList(kept, live []int32) []int32 {
	if cap(live) > cap(kept) {
		return live
	}
	return kept
}

// maxStackSeats is the number of seats whose decks and zones' room
// newState keeps on its stack; a bigger table allocates them.
const maxStackSeats = 8

// roomForCards returns the room of old's cards as a list of card 0 alone,
// zero, with room for n cards: old's, when it has the room, with every
// card past n cleared (of the old game, nothing is kept), those below n
// left for dealDeck to clear as it deals them (newState deals n-1 cards),
// or a new list.
func roomForCards(old []Card, n int) []Card {
	if cap(old) < n {
		return make([]Card, 1, n)
	}
	clear(old[n:cap(old)])
	old = old[:1]
	old[0] = Card{}
	return old
}

// ParseDeck reads a deck list and checks it against the construction rules
// of side (ONR-3). Every problem is reported, each naming the file, the line
// and the rule.
func ParseDeck(name, text string, side Role, opts Options) ([]*Def, error) {
	d, err := parsedDeck(name, text, side, opts)
	return slices.Clone(d), err
}

// parsedDeck is ParseDeck without the copy: the list it returns may be the
// cache's, which nobody may change. The deck last parsed for each side is
// kept in front of the cache (lastDecks): a simulation deals the same two
// lists game after game, and the key's text, the same string each time,
// compares at once where the cache's hash reads all of it.
func parsedDeck(name, text string, side Role, opts Options) ([]*Def, error) {
	key := deckKey{text, side, opts.MinDeck, opts.AgendaRoundDown}
	last := &lastDecks[side&1]
	if m := last.Load(); m != nil && m.key == key {
		return m.defs, nil
	}
	if d, ok := parsedDecks.Get(key); ok {
		last.Store(&deckMemo{key, d})
		return d, nil
	}
	out, err := parseDeck(name, text, side, opts)
	if err == nil {
		parsedDecks.Add(key, out)
		last.Store(&deckMemo{key, out})
	}
	return out, err
}

// lastDecks holds the deck parsedDeck last returned for each side (by the
// side's low bit), so that the next game with the same list skips the
// cache's lookup.
var lastDecks [2]atomic.Pointer[deckMemo]

// deckMemo is a parsed deck and the key it was parsed for.
type deckMemo struct {
	key  deckKey
	defs []*Def
}

// parsedDecks caches the decks ParseDeck accepted, by deckKey: a server or
// a simulation starts many games from the same few lists. A deck that fails
// is parsed again each time, so its errors name the file it came from. The
// cache keeps the most recently used lists only (cacheSize): a fuzz run
// deals a new deck every game and a server takes decks from its users, and
// an unbounded cache grew a million-game run to gigabytes.
var parsedDecks = newCache[deckKey, []*Def]()

// deckKey is what a parsed deck depends on.
type deckKey struct {
	text      string
	side      Role
	minDeck   int32
	roundDown bool
}

func parseDeck(name, text string, side Role, opts Options) ([]*Def, error) {
	l, err := deck.Parse(name, strings.NewReader(text))
	if err != nil {
		return nil, err
	}
	var errs []error
	var out []*Def
	var points int32
	for _, e := range l.Entries {
		d, c, bad := deckEntry(name, e, side)
		if bad != nil {
			errs = append(errs, bad)
			continue
		}
		for range e.Count {
			out = append(out, d)
		}
		points += int32(e.Count) * intOr(c.AgendaPoints, 0)
	}
	if len(errs) == 0 {
		for _, bad := range deckSize(name, int32(len(out)), points, side, opts) {
			errs = append(errs, bad)
		}
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return out, nil
}

// deckEntry checks a deck list's entry e against the rules of a side's
// deck (ONR-3.1, 3.2) and returns its card's definition and printed data,
// or the problem: an unknown card (c nil), a card of the other side, a card
// not implemented yet (c set).
func deckEntry(name string, e deck.Entry, side Role) (d *Def, c *carddb.Card, bad *deck.Error) {
	c, ok := carddb.Lookup(e.Name)
	if !ok {
		return nil, nil, &deck.Error{File: name, Line: e.Line, Msg: fmt.Sprintf("unknown card %q", e.Name)}
	}
	if string(c.Side) != side.String() {
		return nil, c, &deck.Error{File: name, Line: e.Line, Rule: map[Role]string{Corp: "ONR-3.2", Runner: "ONR-3.1"}[side], Msg: fmt.Sprintf("%s is a %s card; a %s deck holds %s cards only", c.Title, c.Side, side, side)}
	}
	d, ok = Lookup(c.Title)
	if !ok {
		return nil, c, &deck.Error{File: name, Line: e.Line, Msg: fmt.Sprintf("%s is not implemented yet", c.Title)}
	}
	return d, c, nil
}

// deckSize checks the size of a side's deck of size cards holding points
// agenda points against the minimum (ONR-3.1, 3.2: opts.MinDeck) and, for
// the Corp, the agenda points it needs (2 for every 5 cards).
func deckSize(name string, size, points int32, side Role, opts Options) []*deck.Error {
	if size < opts.MinDeck {
		return []*deck.Error{{File: name, Rule: map[Role]string{Corp: "ONR-3.2, OPEN 2", Runner: "ONR-3.1, R001"}[side], Msg: fmt.Sprintf("deck has %d cards; the minimum is %d", size, opts.MinDeck)}}
	}
	if side == Corp {
		need := 2 * ((size + 4) / 5)
		if opts.AgendaRoundDown {
			need = 2 * (size / 5)
		}
		if points < need {
			return []*deck.Error{{File: name, Rule: "ONR-3.2", Msg: fmt.Sprintf("deck of %d cards has %d agenda points; it needs at least %d (2 for every 5 cards)", size, points, need)}}
		}
	}
	return nil
}
