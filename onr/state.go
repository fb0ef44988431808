package onr

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Card is one card instance in a game. Index 0 of State.Cards is unused so
// that 0 can mean "no card". A card is named by its id in the card data,
// never by a position in a list filled at start-up, so a saved game keeps
// its meaning in a build that adds or changes other cards.
type Card struct {
	ID     CardID      `json:"id"`     // the card's id in the card data (carddb); its definition is ID's (def)
	Handle int32       `json:"handle"` // public name, renewed on every move (see view.go)
	Side   Role        `json:"side"`   // the side the card belongs to: a Corp card or a Runner card
	Owner  engine.Seat `json:"owner"`  // the player whose deck it came from
	At     engine.Seat `json:"at"`     // the player whose zone holds it (a stolen agenda is at the Runner's)
	Zone   Zone        `json:"zone"`
	Fort   int32       `json:"fort,omitempty"` // fort of installed Corp cards
	Host   int32       `json:"host,omitempty"` // daemon hosting this program; for a card in ZoneHeld, the card holding it (held.go)
	Rezzed bool        `json:"rezzed,omitempty"`
	FaceUp bool        `json:"faceUp,omitempty"` // Archives face-up pile; exposed/revealed
	Seen   bool        `json:"seen,omitempty"`   // the Runner has seen it (ONR-2.2.3)
	Known  bool        `json:"known,omitempty"`  // some Runner knows its identity where it is now (KnownTo says who)
	// KnownTo is the set of seats that know the card's identity where it
	// is now although it is hidden from them: Runners who accessed or
	// exposed it (ONR-11.11.5, ONR-16.5.1); the places whose sight is
	// kernel.Revealed let them know it (sight). Moving it clears it.
	KnownTo kernel.Viewers `json:"knownTo,omitempty"`

	Adv      int32 `json:"adv,omitempty"`      // advancement counters
	Counters int32 `json:"counters,omitempty"` // the card's own counters (Shell counters, …)
	Virus    Virus `json:"virus,omitzero"`     // virus counters of a program on this card (ONR-15.1)
	Bits     int32 `json:"bits,omitempty"`     // bits stored on the card (ONR-2.1.2)
	Spent    int32 `json:"spent,omitempty"`    // recurring bits spent since the last refill (ONR-2.1.3)
	Paid     int32 `json:"paid,omitempty"`     // bits paid above the rez cost at its rez, while rezzed (ONR-9.6)
}

// def returns the definition of the card's id in this build, nil for a
// hidden card (info.go) or an id this build does not define.
func (k *Card) def() *Def { return defOf(k.ID) }

// Fort is a data fort of a Corp. Ice is ordered outermost first
// (ONR-2.2.5); Cards holds what is installed in the fort: at most one agenda
// or node, and upgrades (ONR-8.3, ONR-8.4).
type Fort struct {
	Owner   engine.Seat `json:"owner"`
	Central Central     `json:"central,omitempty"`
	Name    string      `json:"name,omitempty"` // the name of a variant's central fort (Central from FirstVariantCentral on)
	Ice     []int32     `json:"ice,omitempty"`
	Cards   []int32     `json:"cards,omitempty"`
	Gone    bool        `json:"gone,omitempty"` // a collapsed subsidiary fort (ONR-2.2.4)
}

// Virus is a number of virus counters of one program (ONR-15.1), held by a
// Corp or on a card.
type Virus struct {
	ID CardID `json:"id,omitempty"` // the program's card id
	N  int32  `json:"n,omitempty"`
}

// Player is one seat of the table: its role and team, its pools and its
// zones. A Corp uses Hand (HQ), Deck (R&D), Discard (the Archives) and
// Scored; a Runner uses Hand, Deck (the stack), Discard (the trash), Rig,
// Scored (stolen agendas), Aside and Held. Forts are in State.Forts, each with its
// owner.
type Player struct {
	Seat    engine.Seat `json:"seat"`
	Role    Role        `json:"role"`
	Team    int         `json:"team"`
	Name    string      `json:"name,omitempty"` // how events name the player; empty: the role (seatName)
	Out     bool        `json:"out,omitempty"`  // eliminated: the team lost while others play on (table.go)
	Bits    int32       `json:"bits"`
	Actions int32       `json:"actions"`
	Points  int32       `json:"points"`          // agenda points, scored and from effects
	Forgo   int32       `json:"forgo,omitempty"` // actions still to forgo (ONR-6.5)

	Hand    []int32 `json:"hand"`
	Deck    []int32 `json:"deck"` // top first
	Discard []int32 `json:"discard"`
	Scored  []int32 `json:"scored"`
	Rig     []int32 `json:"rig,omitempty"`
	Aside   []int32 `json:"aside,omitempty"` // cards set aside face up, with Shell counters (R492, R498; aside.go)
	Held    []int32 `json:"held,omitempty"`  // cards held face up by cards in play (Card.Host), top first (held.go)

	// A Corp's.
	Virus  []Virus `json:"virus,omitempty"`        // virus counters it holds (ONR-15)
	BadPub int32   `json:"badPublicity,omitempty"` // Bad Publicity points (ONR-16.3)
	// InstallActions counts consecutive actions, usable only to install
	// cards, still to take now (Edgerunner, Inc., Temps; see dedicated.go).
	InstallActions int32 `json:"installActions,omitempty"`

	// A Runner's.
	Tags int32 `json:"tags,omitempty"`
	// TagsBy holds his tags by owner seat at a table whose tags are owned
	// (State.OwnedTags; tags.go).
	TagsBy []int32 `json:"tagsBy,omitempty"`
	Brain  int32   `json:"brain,omitempty"` // brain damage taken (ONR-14.2)
	Hist   History `json:"hist,omitzero"`   // facts about his or her current or last turn
	// Game holds the facts about his or her whole game so far.
	Game GameHistory `json:"game,omitzero"`
}

// History holds the facts about a Runner's recent turns that cards ask
// about.
type History struct {
	Runs           int32   `json:"runs,omitempty"`           // runs the Runner attempted in his or her current or last turn
	RunsOn         []int32 `json:"runsOn,omitempty"`         // those runs by the seat of the Corp whose fort each was on
	Stolen         int32   `json:"stolen,omitempty"`         // agendas the Runner stole in his or her current or last turn
	SuccessfulHQ   bool    `json:"successfulHQ,omitempty"`   // a successful run on HQ in the Runner's current or last turn
	TaggedThisTurn bool    `json:"taggedThisTurn,omitempty"` // the Runner received a tag this turn
}

// GameHistory holds the facts about a Runner's whole game so far that
// cards ask about ("play only if Runner has attempted a run this game");
// unlike History, no turn starts it afresh.
type GameHistory struct {
	Runs   int32   `json:"runs,omitempty"`   // runs the Runner attempted this game (ONR-11.1.5)
	RunsOn []int32 `json:"runsOn,omitempty"` // those runs by the seat of the Corp whose fort each was on
}

// State is the complete state of an ONR game. It is plain data: copying its
// slices copies the game, and it serialises to JSON. The kernel's part (the
// RNG, the resolution stack, pending decisions, lasting effects and use
// limits) is embedded.
type State struct {
	kernel.Core
	Seed    uint64       `json:"seed"`
	Rules   engine.Rules `json:"rules"` // the rules and card definitions the game is played under, as of its last save (MarshalBinary)
	Options Options      `json:"options"`
	Variant string       `json:"variant,omitempty"` // the registered Variant whose hooks apply (variant.go), "" for none
	// VariantOptions are the variant's named options (Table.VariantOptions).
	VariantOptions map[string]string `json:"variantOptions,omitempty"`

	// Handles gives the cards their public handles (Card.Handle), renewed
	// on every move (place); its NextHandle, the last given, is saved as
	// "nextHandle".
	kernel.Handles

	Turn   int32       `json:"turn"`
	Active engine.Seat `json:"active"` // whose turn it is
	Phase  Phase       `json:"phase"`
	// The turn sequence of a table (table.go): Opening once, then Order
	// round and round; TurnPos is the position of the current turn in it.
	// Without an Order, turns go in seat order (ONR).
	Opening   []engine.Seat `json:"opening,omitempty"`
	Order     []engine.Seat `json:"order,omitempty"`
	TurnPos   int32         `json:"turnPos,omitempty"`
	WinPoints int32         `json:"winPoints,omitempty"` // agenda points a team needs to win; 0: 7 (ONR-17.1)
	OwnedTags bool          `json:"ownedTags,omitempty"` // a tag belongs to whoever gave it, and only that team may use it (tags.go)
	// RunsAnywhere lists the cards (by id) whose conditions on the
	// Runner's runs count runs on any Corp's forts, not only on their
	// controller's (Table.RunsAnywhere).
	RunsAnywhere []string `json:"runsAnywhere,omitempty"`

	Cards   []Card   `json:"cards"`
	Forts   []Fort   `json:"forts"`
	Players []Player `json:"players"` // indexed by seat

	Run   Run        `json:"run"`
	Trace TraceState `json:"trace"`

	Winner engine.Seat `json:"winner,omitempty"` // a seat of the winning team
	Reason string      `json:"reason,omitempty"`

	events  []engine.Event // events of the choice being applied; not part of the state
	quiet   bool           // while Game.Step applies a choice: no event is recorded; not part of the state
	told    bool           // the choice being applied told a seat a hidden value (MarkRevealed); not part of the state
	v       *Variant       // the variant named by Variant, resolved on creation and load; not saved
	vdata   any            // what the variant derived from its options (SetVariantData); shared by clones, never changed; not saved
	wordsOf *words         // what the game's events are worded from (messages.go); made once, shared by clones, never changed; not saved

	// unmasked makes the loops of options ignore the could-act masks
	// (masks.go) and compute every list the long way, for the test that
	// compares the two; not part of the state, never set outside tests.
	unmasked bool

	// passAsk is the ID of the pending window question whose pass
	// Game.Step may settle at once (Step's answer), 0 for none: stepWindow
	// sets it as it asks where, the question answered, its next step would
	// go straight to the pass (no start-of-turn effects held, never under
	// unmasked); what it read on the way (the run not jacked out of, the
	// seat in the game) holds until the answer, which changes nothing else.
	// IDs are never reused within a game; a new game (newGame) clears it.
	// Not part of the state: a loaded game has none, and asks again.
	passAsk uint64

	// actives caches the active cards in index order while activesOK; a
	// card entering or leaving one of their zones clears activesOK (touch). Not
	// part of the state: a loaded or new state computes it when first asked.
	actives   []int32
	activesOK bool
	// activeIdx holds, while activesOK, the lists of activeWith one after
	// the other, list k at activeIdx[activeOff[k]:activeOff[k+1]].
	activeIdx []int32
	activeOff [numActiveKinds + 1]int32
	// spentNone: no card has spent recurring bits (Card.Spent is 0 for
	// every card), known since the cards were dealt (setup) or last read
	// (startTurn, which then skips its walk of the active cards for bits
	// to give back). The two places that spend such bits (payRestricted,
	// noise) clear it; a loaded state starts without it (false: unknown).
	// Not part of the state: not saved; plain data, a clone copies it with
	// the cards. Check compares it with the cards (checkSpentNone).
	spentNone bool
	// fortWalk holds, while fortWalkOK, the cards in the forts of every
	// seat in walk order, seat by seat, those of seat in fortWalkOf[seat],
	// a part of fortWalk (fortwalk.go). Not part of the state: not saved,
	// not cloned.
	fortWalk   []int32
	fortWalkOf [kernel.MaxSeats][]int32
	fortWalkOK bool
	// fortFacts holds, while current, what each seat's forts hold, as
	// counts (fortfacts.go). Not part of the state: not saved, made again
	// where the lists above are.
	fortFacts keptFortFacts
	// tableWin is, while tableWinOK, the window of priority outside a run
	// (tableWindow); touch clears tableWinOK. Not part of the state: not
	// saved; plain data, a clone copies it.
	tableWin   kernel.Window
	tableWinOK bool
	// runWin is, if ok, the window of priority of a run by
	// seats[0] on seats[1]'s forts without a variant's seats (pushWindow):
	// a pure function of the two. Not part of the state: plain data, a
	// clone copies it.
	runWin struct {
		w     kernel.Window
		seats [2]engine.Seat
		ok    bool
	}
	// rigGen counts the changes to the Runners' rigs: a card placed in or
	// detached from a rig, a program given a host or taken from one
	// (setHost). muFit[seat] is 1 + the rigGen at which fitMemory last
	// found Runner seat's programs within his memory where that memory
	// could change only with his rig (memoryFollowsRig), 0 for none:
	// fitMemory finds the same while rigGen and the definitions (defsGen,
	// muFitDefs) are unchanged and skips the walk of his rig. touch clears
	// them. Not part of the state: not saved; plain data, a clone copies it.
	rigGen    uint32
	muFit     [kernel.MaxSeats]uint32
	muFitDefs uint64
	// rigBare[seat] is 1 + the rigGen at which runnerHides last found
	// Runner seat's rig without a face-down card, 0 for none: it finds the
	// same while rigGen is unchanged, since a card turns face down in a
	// rig only as it is placed there (install: a hidden resource), and
	// skips the walk of his rig (hidden.go). touch clears it. Not part of
	// the state: not saved; plain data, a clone copies it.
	rigBare [kernel.MaxSeats]uint32
	// iceUnrezzed[seat] is the piece of ice whose finding, unrezzed in a
	// fort of Corp seat's, made startOfRunRezzable answer true last, 0 for
	// none: it answers true again, without the walk, while it is still one
	// (startofrun.go), a test that reads the card, so that the memo is
	// never stale, whatever it names. Not part of the state: not saved; a
	// clone copies it (its cards are the same), a new game has none.
	iceUnrezzed [kernel.MaxSeats]int32
	// fortsGen counts the changes to which forts exist (fortsChanged): a
	// fort made, collapsed or made again. keptForts is the fortList of
	// Corp seat keptFortsSeat made while fortsGen was keptFortsAt-1 and
	// the table had keptFortsLen forts (0 for none): the free installs
	// read it instead of walking the forts again while fortsGen is the
	// same, the forts made since read into it (keptFortList). Not part of the state: not saved; plain data,
	// a clone copies it with the forts; Check compares it with the forts
	// (checkKeptForts).
	fortsGen      uint32
	keptForts     fortList
	keptFortsSeat engine.Seat
	keptFortsAt   uint32
	keptFortsLen  int
	// runOpts is the last list of basic run options, kept for the next
	// Runner's question while it holds (runoptions.go). Not part of the
	// state: not saved; a clone starts without it, with room of its own.
	runOpts keptRunOptions
	// union holds the could-act masks of the lists of activeWith OR-ed
	// together while union.ok (unions.go). Not part of the state.
	union activeUnions
	// lastKinds holds the kinds no lasting effect has, as far as known
	// (lastingkinds.go). Not part of the state.
	lastKinds lastingKinds
	// silent holds occurrences known to need nothing of fire (lasting.go).
	// Not part of the state.
	silent uint64
	// marks notes what changed since the last CheckStep, for the next one
	// (checkstep.go). Not part of the state: not saved, not hashed; a new
	// or loaded state starts without it (its zero value: a full check
	// next), a clone with its original's.
	marks stepMarks
	// scratch is a buffer for building options that are usually not asked
	// (windows passed without a question); never shared between clones.
	scratch []engine.Option
	// evRoom is room for the events of the coming choices (addEvent):
	// only ever appended to, a part handed out is never written again.
	// optRoom is room for the options of the pending decisions
	// (keepOptions), reused once none is pending. Neither is shared
	// between clones.
	evRoom  []engine.Event
	optRoom []engine.Option
	// accessedRoom and upgradesRoom are the room of an ended run's
	// Run.Accessed and Run.Upgrades, taken up again by the next run that
	// needs the list (accessroom.go). Not part of the state; never shared
	// between clones.
	accessedRoom, upgradesRoom []int32
	// fortArena is room for the forts' lists of ice and cards, made by
	// newState (reused, cleared, when a game is reset), and fortRoom its
	// part not handed out yet: a fort's list that is full takes its next
	// room from there (growFortList), each part once, capped, so that no
	// two lists share any. Not part of the state: a clone or a loaded
	// state has none, and its lists grow the usual way (append).
	fortArena, fortRoom []int32
	// runsOnRoom is room for the counts of runs a seat made on each Corp
	// (History.RunsOn, made again at every turn): each count is carved
	// from it once and never handed out again (run.go countRunOn). Not
	// part of the state; never shared between clones.
	runsOnRoom []int32
	// rulesBin is the compact encoding of the game's rules (binary.go),
	// made once for definitions generation rulesGen: the cards of a game
	// never change. Shared by clones, never modified.
	rulesBin []byte
	rulesGen uint64
	// idsBin is the compact encoding of the card ids of the game, each once,
	// and idOf gives each card its place in it (binary.go); made once,
	// shared by clones, never modified.
	idsBin []byte
	idOf   []uint16
}

// Run is the run in progress, if Active (ONR-11). What card effects do to
// a run lasts as lasting effects (State.Lasting) until the run ends; what
// happened in it is in Log.
type Run struct {
	Active    bool                `json:"active,omitempty"`
	Runner    engine.Seat         `json:"runner,omitempty"` // the Runner making the run
	Corp      engine.Seat         `json:"corp,omitempty"`   // the Corp whose fort is run
	Fort      int32               `json:"fort,omitempty"`
	Pos       int32               `json:"pos,omitempty"`       // index in Fort.Ice of the ice being dealt with
	Encounter int32               `json:"encounter,omitempty"` // the ice being encountered, 0 between encounters (ONR-11.4)
	Broken    int64               `json:"broken,omitempty"`    // bit mask of broken subroutines of the current ice
	Ended     bool                `json:"ended,omitempty"`     // ended by a subroutine or effect (unsuccessful)
	Success   bool                `json:"success,omitempty"`
	JackedOut bool                `json:"jackedOut,omitempty"`
	Src       int32               `json:"src,omitempty"`      // card that made the run, if any
	Accessed  []int32             `json:"accessed,omitempty"` // cards accessed so far, in order
	ToAccess  int32               `json:"toAccess,omitempty"` // stored cards still to access
	Upgrades  []int32             `json:"upgrades,omitempty"` // installed cards still to access
	Log       []kernel.Occurrence `json:"log,omitempty"`      // the run's occurrences concerning cards, in order (facts about this run)
}

// TraceState is the trace in progress, if Active (ONR-12). Succeeded holds
// the result of the last trace once it is over, for the program that asked
// for it.
type TraceState struct {
	Active       bool        `json:"active,omitempty"`
	Corp         engine.Seat `json:"corp,omitempty"`   // the Corp tracing
	Runner       engine.Seat `json:"runner,omitempty"` // the Runner traced
	Src          int32       `json:"src,omitempty"`
	Limit        int32       `json:"limit,omitempty"`
	BidSurcharge int32       `json:"bidSurcharge,omitempty"` // bits the Corp pays per point of its bid beyond the normal cost (TraceSurcharged)
	CorpBid      int32       `json:"corpBid,omitempty"`
	CorpIn       bool        `json:"corpIn,omitempty"`
	BaseCard     int32       `json:"baseCard,omitempty"` // base-link card chosen, 0 for none
	BaseIn       bool        `json:"baseIn,omitempty"`
	RunnerBuys   int32       `json:"runnerBuys,omitempty"`
	RunnerIn     bool        `json:"runnerIn,omitempty"`
	Paid         bool        `json:"paid,omitempty"` // the amounts were revealed and paying began (R019)
	Succeeded    bool        `json:"succeeded,omitempty"`
}

// P returns the player at seat.
func (s *State) P(seat engine.Seat) *Player { return &s.Players[seat] }

// roleOf returns the role of seat.
func (s *State) roleOf(seat engine.Seat) Role { return s.Players[seat].Role }

// opponent returns the one opponent of seat: ONR is played by two (the
// "opponent" of card text). A variant with several opponents resolves card
// text that names "the opponent" through a choice of its own.
func (s *State) opponent(seat engine.Seat) engine.Seat {
	team := s.Players[seat].Team
	for i := range s.Players {
		if s.Players[i].Team != team && !s.Players[i].Out {
			return s.Players[i].Seat
		}
	}
	return engine.NoSeat
}

// runnerFor returns the Runner that an effect controlled by seat speaks of
// as "the Runner": the Runner of the run in progress, the controller if it
// is a Runner, else the Runner opposing it whose turn it is, else the first
// Runner opposing it. An effect whose controller chose its target as it was
// played asks runnerOf instead (targets.go).
func (s *State) runnerFor(seat engine.Seat) engine.Seat {
	if s.Run.Active {
		return s.Run.Runner
	}
	if seat >= 0 && s.Players[seat].Role == Runner {
		return seat
	}
	if a := s.activeOpposing(seat, Runner); a >= 0 {
		return a
	}
	return s.firstOpposing(seat, Runner)
}

// corpFor returns the Corp that an effect controlled by seat speaks of as
// "the Corp": the Corp whose fort is being run, the controller if it is a
// Corp, else the Corp opposing it whose turn it is, else the first Corp
// opposing it (see runnerFor).
func (s *State) corpFor(seat engine.Seat) engine.Seat {
	if s.Run.Active {
		return s.Run.Corp
	}
	if seat >= 0 && s.Players[seat].Role == Corp {
		return seat
	}
	if a := s.activeOpposing(seat, Corp); a >= 0 {
		return a
	}
	return s.firstOpposing(seat, Corp)
}

// firstOpposing returns the first seat of role r on another team than
// seat (any seat of role r when seat is NoSeat).
func (s *State) firstOpposing(seat engine.Seat, r Role) engine.Seat {
	for i := range s.Players {
		p := &s.Players[i]
		if p.Role == r && !p.Out && (seat < 0 || p.Team != s.Players[seat].Team) {
			return p.Seat
		}
	}
	return engine.NoSeat
}

// seatsOf returns the seats of role r still in the game, in seat order.
func (s *State) seatsOf(r Role) []engine.Seat { return s.appendSeatsOf(nil, r) }

// appendSeatsOf appends to out the seats of role r still in the game, in
// seat order.
func (s *State) appendSeatsOf(out []engine.Seat, r Role) []engine.Seat {
	for i := range s.Players {
		if s.Players[i].Role == r && !s.Players[i].Out {
			out = append(out, s.Players[i].Seat)
		}
	}
	return out
}
