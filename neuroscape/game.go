package neuroscape

import (
	"fmt"
	"slices"
	"strconv"
	"sync"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/neuroscape/carddb"
)

// Name is the name under which the game is registered.
const Name = "neuroscape"

// RoundLimit is the number of rounds (every player taking one turn) after
// which a game ends as a draw, reason ReasonRoundLimit: a draw from an
// empty cyberdeck is simply not available (NS-16.3), so nothing else ends a
// game in which nobody attacks. The option "rounds" changes it.
const RoundLimit = 40

// ReasonRoundLimit is the Result.Reason of a game ended by the round limit.
const ReasonRoundLimit = "round limit"

const (
	format      = 1
	startHealth = 20 // NS-1.2
	openingHand = 5  // NS-15.2
	crashMax    = 10 // a stability roll of 1–10 crashes (NS-6.2, AMB-17)
)

func init() {
	engine.Register(Ruleset{})
	kernel.AddCardIDs(cardCodes()...)
}

// cardCodes returns the code of every card of the data, the ids of the
// game's programs (kernel.Ref.Card).
func cardCodes() []string {
	var out []string
	for _, c := range carddb.All() {
		out = append(out, c.Code)
	}
	return out
}

// Ruleset is the engine.Ruleset of Neuroscape. Options: "players" (2, or 4
// for two teams of two, NS-23), "rounds" (RoundLimit) and "ports"
// ("permissive", the default, or "strict": State.StrictPorts, NS-12.4). Setup.Decks are
// deck lists in neuroscape/decklist's text form (NS-21), seat by seat; a
// seat with none plays DefaultDecks; NewGame takes decks as data.
type Ruleset struct{}

// Name returns "neuroscape".
func (Ruleset) Name() string { return Name }

type options struct {
	players, rounds int
	strictPorts     bool
}

func readOptions(s engine.Setup) (options, error) {
	o := options{players: 2, rounds: RoundLimit}
	for k, v := range s.Options {
		n, err := strconv.Atoi(v)
		switch {
		case k == "players" && (err != nil || (n != 2 && n != 4)):
			return o, fmt.Errorf("neuroscape: option players: want 2 or 4 (NS-1.1), got %q", v)
		case k == "players":
			o.players = n
		case k == "rounds" && (err != nil || n < 1):
			return o, fmt.Errorf("neuroscape: option rounds: want a positive integer, got %q", v)
		case k == "rounds":
			o.rounds = n
		case k == "ports" && v != "strict" && v != "permissive":
			return o, fmt.Errorf("neuroscape: option ports: want strict or permissive (NS-12.4), got %q", v)
		case k == "ports":
			o.strictPorts = v == "strict"
		default:
			return o, fmt.Errorf("neuroscape: unknown option %q", k)
		}
	}
	return o, nil
}

// seatsOf describes n seats: seat s is on team s%2, so that seats 0 and 1,
// and 2 and 3, sit across from each other and turns in seat order alternate
// the teams as the figure 8 does (NS-23.7).
func seatsOf(n int) []engine.SeatInfo {
	out := make([]engine.SeatInfo, n)
	for i := range out {
		out[i] = engine.SeatInfo{Seat: engine.Seat(i), Role: role(engine.Seat(i)), Team: i % 2}
	}
	return out
}

func role(s engine.Seat) string { return "p" + strconv.Itoa(int(s)+1) }

// Layout implements engine.SeatLayout.
func (Ruleset) Layout(s engine.Setup) ([]engine.SeatInfo, error) {
	o, err := readOptions(s)
	if err != nil {
		return nil, err
	}
	return seatsOf(o.players), nil
}

// New starts a game with Setup's deck lists, refusing a list with any
// problem CheckDeck reports (all of them in one error), and the default
// decks for seats without one.
func (Ruleset) New(s engine.Setup) (engine.Game, error) {
	o, err := readOptions(s)
	if err != nil {
		return nil, err
	}
	for i := o.players; i < len(s.Decks); i++ {
		if s.Decks[i] != "" {
			return nil, fmt.Errorf("neuroscape: %d deck lists for %d players", len(s.Decks), o.players)
		}
	}
	decks := make([]Deck, o.players)
	for i := range decks {
		if i >= len(s.Decks) || s.Decks[i] == "" {
			if len(DefaultDecks) == 0 {
				return nil, fmt.Errorf("neuroscape: no deck list for %s and no default decks: the card pool is not loaded (import neuroscape/cards)", role(engine.Seat(i)))
			}
			decks[i] = DefaultDecks[i%len(DefaultDecks)]
			continue
		}
		if decks[i], err = legalDeck(role(engine.Seat(i)), s.Decks[i]); err != nil {
			return nil, fmt.Errorf("neuroscape: deck of %s:\n%w", role(engine.Seat(i)), err)
		}
	}
	return newGame(s.Seed, o, decks)
}

// NewGame starts a game of len(decks) players (2 or 4) from seed, with
// rounds the round limit (0: RoundLimit).
func NewGame(seed uint64, rounds int, decks []Deck) (*Game, error) {
	if rounds == 0 {
		rounds = RoundLimit
	}
	if len(decks) != 2 && len(decks) != 4 {
		return nil, fmt.Errorf("neuroscape: %d decks: want 2 or 4 players (NS-1.1)", len(decks))
	}
	return newGame(seed, options{players: len(decks), rounds: rounds}, decks)
}

// DefaultDecks are the decks a game without deck lists plays, seat s the
// deck s modulo their number. They are made of implemented cards only and
// are not yet NS-21 legal decks (the four legal decks are another part of
// issue 25).
var DefaultDecks []Deck

// Obj is one card instance. Its id is its index in State.Objs plus 1.
type Obj struct {
	Card    kernel.CardID
	Owner   engine.Seat
	Ctrl    engine.Seat
	Zone    Zone
	Host    int32 // committed RAM: the character it lies under
	Running bool
	Damage  int32
	Need    int32 // a character's required commitment (NS-5.6), fixed at play (NS-5.7)
	Target  int32 // a card on the Cache: its target (targetCode); 0 none
	// Reversed: a tarot on the Cache played reversed (NS-14.3).
	Reversed bool
	// Used: a character that has activated an ability this round
	// (NS-9.2.2), until its controller's next Refresh; a trojan played
	// this turn, not yet to be activated (NS-14.8.3), until Reset.
	Used bool
}

// Player is one seat's ordered zones (NS-2.1). Decks and bins are bottom
// first (the top is the last card).
type Player struct {
	Deck, RAMDeck, Hand, Bank, Bin, Play []int32
	Mainframe                            int32
}

// Lasting is an effect on the character Card until turn end: a bonus,
// STAMINA, or "On turn end, destroy" it (NS-16.8 5b, AMB-37). It ends when
// the character leaves play.
type Lasting struct {
	Card       int32
	Atk, Dfn   int32
	Stamina    bool
	EndDestroy bool
	// Stealth: STEALTH until turn end (NS-19.3). Mark: a once-a-turn
	// passive of the character has been used this turn (Def.Discount).
	Stealth, Mark bool
	// Prevent: all damage to the character is prevented until turn end
	// (EffPreventDamage).
	Prevent bool
	// Psychosis: what the character's total psychosis gets until turn end
	// (NS-13.1; Def.AttackCopies).
	Psychosis int32
}

// kill is a character destroyed by a player (TimingDestroyFoe): by an
// effect of theirs, or by damage from their source that made it lethal.
type kill struct {
	victim int32
	ctrl   engine.Seat // its controller as it was destroyed
	by     engine.Seat
}

// Counter is N counters of one kind on card Card in play (NS-2.6).
type Counter struct {
	Card int32
	Kind CounterKind
	N    int32
}

// Base is the altered base attack and defense of a token copy made "as an
// Atk/Dfn copy" (EffCopyCharacter with Effect.Atk or Dfn, NS-20.2): they
// replace its card's printed values, and a copy of it takes them too.
type Base struct {
	Card     int32
	Atk, Dfn int32
}

// Tether is a tether in play (NS-12.10): gear attached to two characters,
// its Obj's Host the first, Other the second.
type Tether struct {
	Card, Other int32
}

// Attack is one declared attacker (NS-19).
type Attack struct {
	Char     int32
	Defender engine.Seat
	Blockers []int32
	Assign   []int32 // with several blockers: the blocker each point of damage goes to (NS-19.6)
}

// State is the whole state of a game: what MarshalBinary saves.
type State struct {
	kernel.Core
	Format int
	Rounds int // the round limit
	// Free is, per seat, how many cards it may still play this turn
	// without paying their RAM cost (EffFreePlays; nil when none has any).
	Free []int32
	// StrictPorts: gear whose or whose character's port data is unknown
	// is refused, not attached without a port check (NS-12.4; option
	// "ports": "strict").
	StrictPorts bool
	Round       int // from 1
	Turn        int // turns taken, from 1
	Active      engine.Seat
	First       engine.Seat // who took the game's first turn
	Health      [2][2]int32 // [team][pool]
	Objs        []Obj
	P           []Player
	Attacks     []Attack
	Rolls       []int32 // d20 rolls of the setup, per seat, for the view
	Out         [2]bool // eliminated teams
	Winner      int     // the winning team, or -1
	Conceded    int     // 1 + the seat that conceded, 0 if none
	// Lasting are the effects that last until turn end (NS-16.8 5b), in
	// the order they began; saved only when there are some.
	Lasting []Lasting
	// FirstToken is the id of the first token object (NS-20.7) made in the
	// game, 0 before any: every card from it on is a token, which ceases
	// to exist when it would leave the Cache or play (zoneGone). Saved
	// only once there is one.
	FirstToken int32
	// Unpaid are the characters on the Cache played without paying their
	// RAM cost (EffFreePlays): their cost is 0 until they resolve, whatever
	// raises costs (NS-5.7.1; an increase counts once they are in play,
	// NS-5.7.3). Saved only when there are some.
	Unpaid []int32
	// Tethers are the tethers attached (NS-12.10), each with its second
	// character; its first is the tether's Host. Saved only when there
	// are some.
	Tethers []Tether
	// Counters are the counters on cards in play, in the order they were
	// first put; a card leaving play loses its own. Saved only when there
	// are some.
	Counters []Counter
	// Bases are the altered base values of token copies (NS-20.2), in the
	// order they were made. Saved only when there are some.
	Bases []Base

	events []engine.Event // of the choice being applied; not saved
	// kills are the characters destroyed by a player since the last state
	// check, with who destroyed them; settle empties it, so it is empty
	// between choices and not saved.
	kills []kill
	// recommitDue says that where RAM goes may have become a player's
	// choice (recommit, NS-5.6): the question is pushed before the next
	// frame steps or asks (pushRecommit), so it is false between choices
	// and not saved.
	recommitDue bool
	// memo remembers the seats' active tiers while a reader that changes
	// nothing runs (reading, read); not saved.
	memo    tierMemo
	reading bool
	// at keeps the cards in slots, the environment, gear and committed
	// RAM (placed); not saved.
	at placed
	// sightDue: Apply waits for the first card to enter or leave a deck
	// or a hand to take the sight before it (takeSight); sightTaken: it
	// has taken it. Both false between choices; not saved.
	sightDue, sightTaken bool
	// quiet: Game.Step applies a choice, and no event is recorded (event
	// and seen return at once; callers that format a text skip it); false
	// between choices; not saved.
	quiet bool
}

// Game is a game of Neuroscape in progress.
type Game struct {
	st State
	// last is the effect of the last choice (engine.Effecter), lastOK
	// whether it is known; not part of the state.
	last   engine.Effect
	lastOK bool
}

func (s *State) players() int { return len(s.P) }

func team(seat engine.Seat) int { return int(seat) % 2 }

func (s *State) obj(id int32) *Obj { return &s.Objs[id-1] }

func (s *State) def(id int32) *Def { return def(s.obj(id).Card) }

func (s *State) event(code, text string, seat engine.Seat) {
	if s.quiet {
		return
	}
	e := engine.Plain(code, text)
	if seat != engine.NoSeat {
		e = e.WithSeat(seat)
	}
	s.events = append(s.events, e)
}

// seen records event code with text, about seat, whose hand's viewers
// (HandSight) read which cards ids are as well, after lead: cards of its
// cyberdeck it drew or looks at, which they now see and the others do not
// (NS-2.1). With no ids (0 is none) it is a plain event.
func (s *State) seen(code, text, lead string, seat engine.Seat, ids []int32) {
	if s.quiet {
		return
	}
	ids = slices.DeleteFunc(ids, func(id int32) bool { return id == 0 })
	if len(ids) == 0 {
		s.event(code, text, seat)
		return
	}
	var viewers uint64
	for v := range s.players() {
		if HandSight(engine.Seat(v), seat) {
			viewers |= 1 << uint(v)
		}
	}
	s.events = append(s.events, engine.PlainSecret(code, text, text+lead+s.names(ids), viewers).WithSeat(seat))
}

// name returns the public name of card id: a face-down card's is only
// "a face-down card" (NS-2.5).
func (s *State) name(id int32) string {
	if s.faceDown(id) {
		return fmt.Sprintf("a face-down card #%d", id)
	}
	return fmt.Sprintf("%s #%d", s.def(id).Name, id)
}

// nameFor returns card id's name as seat may know it: a face-down card's
// face is known to its controller and teammate (NS-2.5, HandSight).
func (s *State) nameFor(seat engine.Seat, id int32) string {
	if s.faceDown(id) && HandSight(seat, s.obj(id).Ctrl) {
		return fmt.Sprintf("%s #%d (face down)", s.def(id).Name, id)
	}
	return s.name(id)
}

// faceDown reports whether card id is a face-down trojan: on the Cache as
// played, or in a slot until its activation turns it face up (NS-14.8).
func (s *State) faceDown(id int32) bool {
	o := s.obj(id)
	if !s.def(id).trojan() || (o.Zone != zoneCache && o.Zone != zoneSlot) {
		return false
	}
	return !s.activated(id)
}

// activated reports whether an activation of card id waits on the Cache.
func (s *State) activated(id int32) bool {
	return slices.ContainsFunc(s.Frames(), func(f kernel.Frame) bool { return f.Kind == frameProgram && f.Src == id && f.Ref.Ability > 0 })
}

// token reports whether card id is a token object (NS-20.7).
func (s *State) token(id int32) bool { return s.FirstToken != 0 && id >= s.FirstToken }

var ramDef *Def

func ramDefinition() *Def {
	if ramDef == nil {
		c, _ := carddb.Lookup(basicRAM)
		ramDef = &Def{Card: c, Name: c.Name, Type: carddb.RAM, id: kernel.CardIDOf(c.Code)}
		byID[ramDef.id] = ramDef
	}
	return ramDef
}

// sealMu guards the first game's sealing of the definitions: games may
// be made on several goroutines at once (a server's), and the first
// checks the definitions and makes Basic RAM's.
var sealMu sync.Mutex

// seal checks the definitions once they are all made and makes Basic
// RAM's; after it, no card may be defined. Safe for concurrent use.
func seal() error {
	sealMu.Lock()
	defer sealMu.Unlock()
	if sealed {
		return nil
	}
	if err := checkDefinitions(); err != nil {
		return err
	}
	ramDefinition()
	all := []*Def{ramDef}
	for _, d := range defs {
		all = append(all, d)
	}
	definePrints(all...)
	sealed = true
	return nil
}

func newGame(seed uint64, o options, decks []Deck) (*Game, error) {
	if err := seal(); err != nil {
		return nil, fmt.Errorf("neuroscape: %w", err)
	}
	ram := ramDefinition()
	g := &Game{st: State{Format: format, Rounds: o.rounds, StrictPorts: o.strictPorts, Round: 1, Turn: 1, Winner: -1, First: engine.NoSeat, Active: engine.NoSeat}}
	st := &g.st
	st.RNG = engine.NewRNG(seed)
	st.P = make([]Player, o.players)
	for t := range 2 {
		st.Health[t] = [2]int32{startHealth, startHealth}
	}
	type seatCards struct {
		mf    *Def
		cyber []*Def
	}
	all := make([]seatCards, o.players)
	for i, d := range decks {
		mf, cyber, err := d.resolve()
		if err != nil {
			return nil, fmt.Errorf("neuroscape: deck of %s: %w", role(engine.Seat(i)), err)
		}
		all[i] = seatCards{mf, cyber}
	}
	// The cards get ids in a shuffled order and the deck is shuffled again
	// (NS-15.1), so that an id says nothing of the deck list's order nor of
	// a card's place in the deck: a card played shows its id, which must
	// not tell when it was drawn.
	for i, sc := range all {
		seat := engine.Seat(i)
		p := &st.P[i]
		p.Mainframe = st.add(sc.mf, seat, zoneMainframe)
		cyber := slices.Clone(sc.cyber)
		st.RNG.Shuffle(len(cyber), func(a, b int) { cyber[a], cyber[b] = cyber[b], cyber[a] })
		for _, d := range cyber {
			p.Deck = append(p.Deck, st.add(d, seat, zoneDeck))
		}
		st.RNG.Shuffle(len(p.Deck), func(a, b int) { p.Deck[a], p.Deck[b] = p.Deck[b], p.Deck[a] })
		for range decks[i].RAM {
			p.RAMDeck = append(p.RAMDeck, st.add(ram, seat, zoneRAMDeck))
		}
	}
	for i := range st.P {
		for range openingHand {
			st.draw(engine.Seat(i))
		}
	}
	st.Push(kernel.Frame{Kind: frameSetup, Step: setupMulligan, Seat: 0})
	st.advance(false)
	st.events = nil
	return g, nil
}

// add creates a card instance.
func (s *State) add(d *Def, seat engine.Seat, z Zone) int32 {
	s.Objs = append(s.Objs, Obj{Card: d.id, Owner: seat, Ctrl: seat, Zone: z})
	if l := s.at.of(z); l != nil {
		*l = append(*l, int32(len(s.Objs))) // the highest id yet
	}
	return int32(len(s.Objs))
}

// Load restores a game saved with MarshalBinary, and checks it: it must
// have been saved under this build's rules (its version and the
// definitions of the cards it uses), else Load fails with an
// *engine.BuildError naming what differs; a state saved without its rules
// (before saves carried them) names none, and is refused so too.
func (Ruleset) Load(b []byte) (engine.Game, error) {
	if err := seal(); err != nil {
		return nil, fmt.Errorf("neuroscape: load: %w", err)
	}
	g := &Game{}
	want, _, err := splitSave(b)
	if err != nil {
		return nil, fmt.Errorf("neuroscape: load: %w", err)
	}
	if err := g.st.decode(b); err != nil {
		return nil, fmt.Errorf("neuroscape: load: %w", err)
	}
	if err := want.Compare(g.st.rules()); err != nil {
		return nil, fmt.Errorf("neuroscape: load: %w", err)
	}
	if err := g.Check(); err != nil {
		return nil, fmt.Errorf("neuroscape: load: %w", err)
	}
	return g, nil
}

// advance runs the machine until a decision is pending or the game is over.
func (s *State) advance(answered bool) {
	machine.Advance(s, answered)
	if s.Over {
		s.Unwind(0)
		s.Pending = nil
	}
}

// Pending implements engine.Game.
func (g *Game) Pending() []engine.Decision {
	out := slices.Clone(g.st.Pending)
	return out
}

// PendingView implements engine.PendingViewer: the pending decisions as
// the game holds them, not copied, for reading only until the next Apply
// or Step.
func (g *Game) PendingView() []engine.Decision { return g.st.Pending }

var (
	_ engine.PendingViewer = (*Game)(nil)
	_ engine.Stepper       = (*Game)(nil)
)

// Step implements engine.Stepper: it applies c as Apply does, without the
// events (their texts are not even formatted: State.quiet) and without
// measuring the effect (LastEffect is not known after it). A rejected
// choice gets Apply's error and changes nothing.
func (g *Game) Step(c engine.Choice) error {
	if c.Concede {
		_, err := g.Apply(c)
		if err == nil {
			g.lastOK = false
		}
		return err
	}
	st := &g.st
	if err := st.Answer(c); err != nil {
		return err
	}
	g.lastOK = false
	st.events = nil
	st.quiet = true
	st.advance(true)
	st.quiet = false
	st.events = nil
	return nil
}

// Apply implements engine.Game.
func (g *Game) Apply(c engine.Choice) ([]engine.Event, error) {
	st := &g.st
	if c.Concede {
		if err := engine.CheckConcession(g.Seats(), st.Over, nil, c); err != nil {
			return nil, err
		}
		st.Unwind(0)
		st.Pending = nil
		st.Over, st.Conceded, st.Winner = true, int(c.Seat)+1, 1-team(c.Seat)
		g.last, g.lastOK = engine.Effect{}, true
		return []engine.Event{engine.Plain("concede", role(c.Seat)+" concedes").WithSeat(c.Seat)}, nil
	}
	if err := st.Answer(c); err != nil {
		return nil, err
	}
	rng, turn := st.RNG, st.Turn
	st.sightDue, st.sightTaken = true, false
	st.events = nil
	st.advance(true)
	st.sightDue = false
	ev := st.events
	st.events = nil
	// Nothing is revealed while no card entered or left a deck or hand.
	revealed := st.sightTaken && st.revealedSince(st.memo.seen)
	g.last, g.lastOK = engine.Effect{Random: st.RNG != rng, Revealed: revealed, NewTurn: st.Turn != turn}, true
	return ev, nil
}

// takeSight takes the sight (State.sight) into the memo, for Apply to
// compare with the sight after the choice, if Apply waits for it
// (sightDue): move calls it before a card enters or leaves a deck or a
// hand, the only lists whose cards sight reads, so that the sight taken
// is the sight as the choice began.
func (s *State) takeSight() {
	if s.sightDue {
		s.memo.seen = s.sight(s.memo.seen)
		s.sightDue, s.sightTaken = false, true
	}
}

// sight returns, by card (its id less one), the viewers it is hidden from
// (the rule of hiddenFrom: every card of a deck, and a hand from those who
// may not see it, HandSight): bit 0 the spectator, bit 1+s seat s. It
// writes into buf's room (Apply and revealedSince pass the memo's, reused
// from choice to choice rather than made anew).
func (s *State) sight(buf []uint8) []uint8 {
	out := slices.Grow(buf[:0], len(s.Objs))[:len(s.Objs)]
	clear(out)
	all := uint8(1)<<(s.players()+1) - 1
	for i, p := range s.P {
		for _, id := range p.Deck {
			out[id-1] = all
		}
		for _, id := range p.RAMDeck {
			out[id-1] = all
		}
		var from uint8
		for v := engine.NoSeat; int(v) < s.players(); v++ {
			if !HandSight(v, engine.Seat(i)) {
				from |= 1 << (v + 1)
			}
		}
		for _, id := range p.Hand {
			out[id-1] |= from
		}
	}
	return out
}

// revealedSince reports whether a card hidden from some viewer when seen
// was taken (State.sight) is no longer hidden from it: a card drawn to a
// hand, played or discarded from a hand or deck (engine.Effect.Revealed).
func (s *State) revealedSince(seen []uint8) bool {
	now := s.sight(s.memo.now)
	s.memo.now = now
	for id, n := range now {
		if id < len(seen) && seen[id]&^n != 0 {
			return true
		}
	}
	return false
}

var _ engine.Effecter = (*Game)(nil)

// LastEffect implements engine.Effecter: Random when the generator moved
// (a shuffle, a die), Revealed when a card hidden from a viewer is hidden
// from it no more, NewTurn when the turn count moved.
func (g *Game) LastEffect() (engine.Effect, bool) { return g.last, g.lastOK }

// Result implements engine.Game.
func (g *Game) Result() (engine.Result, bool) {
	st := &g.st
	if !st.Over {
		return engine.Result{}, false
	}
	if st.Winner < 0 {
		reason := ReasonRoundLimit
		if st.Out[0] && st.Out[1] {
			reason = "simultaneous elimination" // NS-1.5
		}
		return engine.Result{Team: engine.NoTeam, Reason: reason, Draw: true}, true
	}
	var w []engine.Seat
	for s := range st.players() {
		if team(engine.Seat(s)) == st.Winner {
			w = append(w, engine.Seat(s))
		}
	}
	reason := "elimination"
	if st.Conceded != 0 {
		reason = engine.ReasonConcession
	}
	return engine.Result{Winners: w, Team: st.Winner, Reason: reason}, true
}

// Seats implements engine.Game.
func (g *Game) Seats() []engine.SeatInfo { return seatsOf(g.st.players()) }

// Turn implements engine.TurnCounter.
func (g *Game) Turn() int { return g.st.Turn }

// State returns the game's state, for tests and tools; it must not be
// changed.
func (g *Game) State() *State { return &g.st }

// GameOf returns a game over a copy of st, for tests and tools that read a
// state they keep.
func GameOf(st *State) *Game {
	g := &Game{st: *st}
	g.st.at = placedOf(st.Objs) // st's cards may have been put in zones by hand
	return g.Clone().(*Game)
}

// Clone implements engine.Game.
func (g *Game) Clone() engine.Game {
	c := &Game{st: g.st}
	st := &c.st
	st.Core = g.st.Core.Clone()
	st.Objs = slices.Clone(g.st.Objs)
	st.P = make([]Player, len(g.st.P))
	for i, p := range g.st.P {
		st.P[i] = Player{Deck: slices.Clone(p.Deck), RAMDeck: slices.Clone(p.RAMDeck), Hand: slices.Clone(p.Hand),
			Bank: slices.Clone(p.Bank), Bin: slices.Clone(p.Bin), Play: slices.Clone(p.Play), Mainframe: p.Mainframe}
	}
	st.Attacks = make([]Attack, len(g.st.Attacks))
	for i, a := range g.st.Attacks {
		st.Attacks[i] = Attack{Char: a.Char, Defender: a.Defender, Blockers: slices.Clone(a.Blockers), Assign: slices.Clone(a.Assign)}
	}
	if g.st.Attacks == nil {
		st.Attacks = nil
	}
	st.Rolls = slices.Clone(g.st.Rolls)
	st.Lasting = slices.Clone(g.st.Lasting)
	st.Free = slices.Clone(g.st.Free)
	st.Unpaid = slices.Clone(g.st.Unpaid)
	st.Tethers = slices.Clone(g.st.Tethers)
	st.Counters = slices.Clone(g.st.Counters)
	st.Bases = slices.Clone(g.st.Bases)
	st.at = g.st.at.clone()
	st.events, st.reading, st.memo = nil, false, tierMemo{} // the memo's slices are not shared
	st.sightDue, st.sightTaken, st.quiet = false, false, false
	return c
}
