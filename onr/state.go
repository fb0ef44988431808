package onr

import (
	"github.com/datafort/datafort/engine"
)

// Role is what a seat plays: the Corporation or a Runner (ONR-1.1). A
// game's players are data (State.Players); the rules speak of "the Runner of
// this run", "the controller", "an opponent", never of a fixed seat.
type Role uint8

// Roles. The values are saved in game states and never change.
const (
	// Corp is the Corporation (ONR-1.1).
	Corp Role = 0
	// Runner is the Runner (ONR-1.1).
	Runner Role = 1
)

// String returns "corp" or "runner".
func (r Role) String() string {
	if r == Corp {
		return "corp"
	}
	return "runner"
}

// Title returns "Corp" or "Runner", as the rules write the role.
func (r Role) Title() string {
	if r == Corp {
		return "Corp"
	}
	return "Runner"
}

// Zone is where a card is. Stored zones belong to a player (Card.At): a
// Corp's HQ is its hand, its R&D its deck and its Archives its discard
// pile; a Runner's stack is his or her deck and the trash the discard pile.
type Zone uint8

// The zones of ONR (ONR-2.2, ONR-2.3). The values are saved in game states
// and never change.
const (
	ZoneNone    Zone = 0
	ZoneHand    Zone = 1 // HQ (a Corp) or the Runner's hand
	ZoneDeck    Zone = 2 // R&D (a Corp) or the Runner's stack, top first
	ZoneDiscard Zone = 3 // the Archives (Card.FaceUp tells which pile) or the Runner's trash
	ZoneIce     Zone = 4 // installed on a fort (Card.Fort)
	ZoneFort    Zone = 5 // installed in a fort (Card.Fort)
	ZoneScored  Zone = 6 // a player's scored area: agendas the Corp scored or the Runner stole
	ZoneRig     Zone = 7 // installed Runner card (Card.Host for hosted programs)
	ZoneRemoved Zone = 8 // removed from the game
	ZoneAside   Zone = 9 // set aside face up by the Runner (The Shell Traders, R492; aside.go)
)

var zoneNames = [...]string{"none", "hand", "deck", "discard", "ice", "fort", "scored", "rig", "removed", "aside"}

// String returns the zone's role-neutral name.
func (z Zone) String() string {
	if int(z) < len(zoneNames) {
		return zoneNames[z]
	}
	return "zone?"
}

// Of names the zone as the rules name it for a player of role r: "HQ",
// "R&D" and "the Archives" for a Corp; "hand", "stack", "trash" for a
// Runner.
func (z Zone) Of(r Role) string {
	switch {
	case r == Corp && z == ZoneHand:
		return "HQ"
	case r == Corp && z == ZoneDeck:
		return "R&D"
	case r == Corp && z == ZoneDiscard:
		return "the Archives"
	case r == Runner && z == ZoneDeck:
		return "stack"
	case r == Runner && z == ZoneDiscard:
		return "trash"
	}
	return z.String()
}

// Central fort indexes in State.Forts of a two-player game, whose only Corp
// sits at seat 0 (ONR-2.2.2). Rules code asks a fort its Central kind.
const (
	FortHQ       = 0
	FortRD       = 1
	FortArchives = 2
)

// Central says which central fort a fort is (ONR-2.2.2), or Subsidiary.
type Central uint8

// Central fort kinds. The values are saved in game states and never change.
const (
	Subsidiary      Central = 0
	CentralHQ       Central = 1
	CentralRD       Central = 2
	CentralArchives Central = 3
)

// Card is one card instance in a game. Index 0 of State.Cards is unused so
// that 0 can mean "no card".
type Card struct {
	Def    int32       `json:"def"`    // index into the definition table
	Handle int32       `json:"handle"` // public name, renewed on every move (see view.go)
	Side   Role        `json:"side"`   // the side the card belongs to: a Corp card or a Runner card
	Owner  engine.Seat `json:"owner"`  // the player whose deck it came from
	At     engine.Seat `json:"at"`     // the player whose zone holds it (a stolen agenda is at the Runner's)
	Zone   Zone        `json:"zone"`
	Fort   int32       `json:"fort,omitempty"` // fort of installed Corp cards
	Host   int32       `json:"host,omitempty"` // daemon hosting this program
	Rezzed bool        `json:"rezzed,omitempty"`
	FaceUp bool        `json:"faceUp,omitempty"` // Archives face-up pile; exposed/revealed
	Seen   bool        `json:"seen,omitempty"`   // the Runner has seen it (ONR-2.2.3)
	Known  bool        `json:"known,omitempty"`  // the Runner knows its identity where it is now

	Adv      int32 `json:"adv,omitempty"`      // advancement counters
	Counters int32 `json:"counters,omitempty"` // card-specific counters
	Bits     int32 `json:"bits,omitempty"`     // bits stored on the card (ONR-2.1.2)
	Spent    int32 `json:"spent,omitempty"`    // recurring bits spent since the last refill
	Boost    int32 `json:"boost,omitempty"`    // strength bought until end of encounter
	RunBoost int32 `json:"runBoost,omitempty"` // strength bought until end of run
	Used     int32 `json:"used,omitempty"`     // per-turn use count (prevention limits)
	Extra    bool  `json:"extra,omitempty"`    // its extra action was taken this turn
	RezExtra int32 `json:"rezExtra,omitempty"` // bits paid above the rez cost at its rez (Def.AboveRez, ONR-9.6)

	// Modifications of ice by external effects (icemods.go). They stay
	// through a derez and are forgotten when the card leaves its place
	// (R010, R011): detach clears them.
	Transmuted int32 `json:"transmuted,omitempty"` // Ice Transmutations applied: +1 strength and each own subroutine repeated once, each
	Pattel     int32 `json:"pattel,omitempty"`     // Pattel counters (virus counters on ice, -1 strength each; ONR-15.1)
}

// Fort is a data fort of a Corp. Ice is ordered outermost first
// (ONR-2.2.5); Cards holds what is installed in the fort: at most one agenda
// or node, and upgrades (ONR-8.3, ONR-8.4).
type Fort struct {
	Owner   engine.Seat `json:"owner"`
	Central Central     `json:"central,omitempty"`
	Ice     []int32     `json:"ice,omitempty"`
	Cards   []int32     `json:"cards,omitempty"`
	Gone    bool        `json:"gone,omitempty"` // a collapsed subsidiary fort (ONR-2.2.4)
}

// Virus is a kind of virus counter a Runner gave a Corp (ONR-15.1).
type Virus struct {
	Def int32 `json:"def"`
	N   int32 `json:"n"`
}

// Player is one seat of the table: its role and team, its pools and its
// zones. A Corp uses Hand (HQ), Deck (R&D), Discard (the Archives) and
// Scored; a Runner uses Hand, Deck (the stack), Discard (the trash), Rig,
// Scored (stolen agendas) and Aside. Forts are in State.Forts, each with its
// owner.
type Player struct {
	Seat    engine.Seat `json:"seat"`
	Role    Role        `json:"role"`
	Team    int         `json:"team"`
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

	// A Corp's.
	Virus  []Virus `json:"virus,omitempty"`        // virus counters it holds (ONR-15)
	BadPub int32   `json:"badPublicity,omitempty"` // Bad Publicity points (ONR-16.3)
	// InstallActions counts consecutive actions, usable only to install
	// cards, still to take now (Edgerunner, Inc., Temps; see dedicated.go).
	InstallActions int32 `json:"installActions,omitempty"`

	// A Runner's.
	Tags  int32 `json:"tags,omitempty"`
	Brain int32 `json:"brain,omitempty"` // brain damage taken (ONR-14.2)
	NoRun int32 `json:"noRun,omitempty"` // actions to take before the Runner may run again (Haunting Inquisition; R149, R150)
}

// Phase is the step of the active player's turn the game is in when no
// frame is pending (ONR-5).
type Phase uint8

// Turn phases (ONR-5). The values are saved in game states and never
// change.
const (
	PhaseStart   Phase = 0 // start of turn: refills, start-of-turn effects (and the Corp's draw)
	PhaseAction  Phase = 1 // the player's actions
	PhaseEnd     Phase = 2 // end of turn
	PhaseDiscard Phase = 3 // discard to the maximum hand size; then the next player's turn
)

// History holds the facts about recent turns that cards ask about.
type History struct {
	Runs           int32 `json:"runs,omitempty"`           // runs the Runner attempted in his or her current or last turn
	Stolen         int32 `json:"stolen,omitempty"`         // agendas the Runner stole in his or her current or last turn
	SuccessfulHQ   bool  `json:"successfulHQ,omitempty"`   // a successful run on HQ in the Runner's current or last turn
	TaggedThisTurn bool  `json:"taggedThisTurn,omitempty"` // the Runner received a tag this turn
}

// State is the complete state of an ONR game. It is plain data: copying its
// slices copies the game, and it serialises to JSON.
type State struct {
	Seed    uint64     `json:"seed"`
	RNG     engine.RNG `json:"rng"`
	Options Options    `json:"options"`

	NextDecision uint64 `json:"nextDecision"`
	NextHandle   int32  `json:"nextHandle"`

	Turn   int32       `json:"turn"`
	Active engine.Seat `json:"active"` // whose turn it is
	Phase  Phase       `json:"phase"`

	Cards   []Card   `json:"cards"`
	Forts   []Fort   `json:"forts"`
	Players []Player `json:"players"` // indexed by seat
	Hist    History  `json:"hist"`

	Stack   []Frame           `json:"stack,omitempty"`
	Run     Run               `json:"run"`
	Trace   TraceState        `json:"trace"`
	Pending []engine.Decision `json:"pending,omitempty"`

	Over   bool        `json:"over,omitempty"`
	Winner engine.Seat `json:"winner,omitempty"` // a seat of the winning team
	Reason string      `json:"reason,omitempty"`

	events []engine.Event // events of the choice being applied; not part of the state
}

// Run is the run in progress, if Active (ONR-11).
type Run struct {
	Active    bool        `json:"active,omitempty"`
	Runner    engine.Seat `json:"runner,omitempty"` // the Runner making the run
	Corp      engine.Seat `json:"corp,omitempty"`   // the Corp whose fort is run
	Fort      int32       `json:"fort,omitempty"`
	Pos       int32       `json:"pos,omitempty"`    // index in Fort.Ice of the ice being dealt with
	Broken    int64       `json:"broken,omitempty"` // bit mask of broken subroutines of the current ice
	Ended     bool        `json:"ended,omitempty"`  // ended by a subroutine or effect (unsuccessful)
	Success   bool        `json:"success,omitempty"`
	JackedOut bool        `json:"jackedOut,omitempty"`
	NoJackOut bool        `json:"noJackOut,omitempty"`
	PassFirst bool        `json:"passFirst,omitempty"` // Inside Job: pass the first ice encountered
	ExtraRD   int32       `json:"extraRD,omitempty"`   // additional R&D accesses from the card that made the run
	ExtraHQ   int32       `json:"extraHQ,omitempty"`   // additional HQ accesses from the card that made the run
	Src       int32       `json:"src,omitempty"`       // card that made the run, if any
	Accessed  []int32     `json:"accessed,omitempty"`  // cards accessed so far, in order
	ToAccess  int32       `json:"toAccess,omitempty"`  // stored cards still to access
	Upgrades  []int32     `json:"upgrades,omitempty"`  // installed cards still to access
	// Capped: a run made with Wilson's action, during which at most CapLeft
	// more bits may pay for icebreakers or link (see dedicated.go).
	Capped  bool  `json:"capped,omitempty"`
	CapLeft int32 `json:"capLeft,omitempty"`
	// Prohibitions and marks of card effects (prohibit.go).
	BanNext  Ban     `json:"banNext,omitempty"`  // forbidden during the next encounter, jacking out until after it (Shock.r)
	BanNow   Ban     `json:"banNow,omitempty"`   // forbidden during the current encounter
	EndAfter int32   `json:"endAfter,omitempty"` // base-link card whose use ends the run after this encounter (Submarine Uplink, R477)
	Once     []int32 `json:"once,omitempty"`     // cards whose once-per-run ability was used in this run

	// Ice modifications during the run (icemods.go).
	Tutors    []int32 `json:"tutors,omitempty"`    // sources of "all ice encountered has an additional End the run" (Tutor)
	TutorEnc  int32   `json:"tutorEnc,omitempty"`  // such subroutines the current encounter has: those in force when it began (R240)
	JustBroke int32   `json:"justBroke,omitempty"` // ice passed just now with all its subroutines broken, until the pass window closes (Superglue)
	AllBroken []int32 `json:"allBroken,omitempty"` // ice that had all its subroutines broken during this run (Pattel's Virus, R416)
	BreakEnds int32   `json:"breakEnds,omitempty"` // breaker whose use ends the run when this encounter is over (Dropp, R335)
}

// TraceState is the trace in progress, if Active (ONR-12).
type TraceState struct {
	Active     bool        `json:"active,omitempty"`
	Corp       engine.Seat `json:"corp,omitempty"`   // the Corp tracing
	Runner     engine.Seat `json:"runner,omitempty"` // the Runner traced
	Src        int32       `json:"src,omitempty"`
	Limit      int32       `json:"limit,omitempty"`
	Then       Effect      `json:"then,omitempty"`
	Step       int32       `json:"step,omitempty"`
	CorpBid    int32       `json:"corpBid,omitempty"`
	CorpIn     bool        `json:"corpIn,omitempty"`
	BaseCard   int32       `json:"baseCard,omitempty"` // base-link card chosen, 0 for none
	BaseIn     bool        `json:"baseIn,omitempty"`
	RunnerBuys int32       `json:"runnerBuys,omitempty"`
	RunnerIn   bool        `json:"runnerIn,omitempty"`
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
		if s.Players[i].Team != team {
			return s.Players[i].Seat
		}
	}
	return engine.NoSeat
}

// runnerFor returns the Runner that an effect controlled by seat speaks of
// as "the Runner": the Runner of the run in progress, the controller if it
// is a Runner, else the Runner opposing it.
func (s *State) runnerFor(seat engine.Seat) engine.Seat {
	if s.Run.Active {
		return s.Run.Runner
	}
	if seat >= 0 && s.Players[seat].Role == Runner {
		return seat
	}
	return s.firstOpposing(seat, Runner)
}

// corpFor returns the Corp that an effect controlled by seat speaks of as
// "the Corp": the Corp whose fort is being run, the controller if it is a
// Corp, else the Corp opposing it.
func (s *State) corpFor(seat engine.Seat) engine.Seat {
	if s.Run.Active {
		return s.Run.Corp
	}
	if seat >= 0 && s.Players[seat].Role == Corp {
		return seat
	}
	return s.firstOpposing(seat, Corp)
}

// firstOpposing returns the first seat of role r on another team than
// seat (any seat of role r when seat is NoSeat).
func (s *State) firstOpposing(seat engine.Seat, r Role) engine.Seat {
	for i := range s.Players {
		p := &s.Players[i]
		if p.Role == r && (seat < 0 || p.Team != s.Players[seat].Team) {
			return p.Seat
		}
	}
	return engine.NoSeat
}

// seatsOf returns the seats of role r, in seat order.
func (s *State) seatsOf(r Role) []engine.Seat {
	var out []engine.Seat
	for i := range s.Players {
		if s.Players[i].Role == r {
			out = append(out, s.Players[i].Seat)
		}
	}
	return out
}
