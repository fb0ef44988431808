package onr

import (
	"github.com/datafort/datafort/engine"
)

// Side is one of the two roles of ONR. The Corp sits at seat 0 and the
// Runner at seat 1.
type Side uint8

const (
	// Corp is the Corporation (ONR-1.1).
	Corp Side = 0
	// Runner is the Runner (ONR-1.1).
	Runner Side = 1
)

// Seat returns the engine seat of the side.
func (s Side) Seat() engine.Seat { return engine.Seat(s) }

// Other returns the opposing side.
func (s Side) Other() Side { return 1 - s }

// String returns "corp" or "runner".
func (s Side) String() string {
	if s == Corp {
		return "corp"
	}
	return "runner"
}

// Zone is where a card is.
type Zone uint8

// The zones of ONR (ONR-2.2, ONR-2.3).
const (
	ZoneNone     Zone = iota
	ZoneHQ            // the Corp's hand, stored in HQ
	ZoneRD            // the Corp's deck, stored in R&D
	ZoneArchives      // the Corp's discard piles (Card.FaceUp tells which pile)
	ZoneIce           // installed on a fort (Card.Fort)
	ZoneFort          // installed in a fort (Card.Fort)
	ZoneScored        // the Corp's scored area
	ZoneHand          // the Runner's hand
	ZoneStack         // the Runner's draw deck
	ZoneTrash         // the Runner's discard pile
	ZoneRig           // installed Runner card (Card.Host for hosted programs)
	ZoneStolen        // the Runner's scored area
	ZoneRemoved       // removed from the game
	ZoneAside         // set aside face up by the Runner (The Shell Traders, R492; aside.go)
)

var zoneNames = [...]string{"none", "HQ", "R&D", "Archives", "ice", "fort", "scored", "hand", "stack", "trash", "rig", "stolen", "removed", "aside"}

// String returns the zone's name.
func (z Zone) String() string {
	if int(z) < len(zoneNames) {
		return zoneNames[z]
	}
	return "zone?"
}

// Central fort indexes in State.Forts (ONR-2.2.2).
const (
	FortHQ       = 0
	FortRD       = 1
	FortArchives = 2
)

// Card is one card instance in a game. Index 0 of State.Cards is unused so
// that 0 can mean "no card".
type Card struct {
	Def    int32 `json:"def"`    // index into the definition table
	Handle int32 `json:"handle"` // public name, renewed on every move (see view.go)
	Side   Side  `json:"side"`
	Zone   Zone  `json:"zone"`
	Fort   int32 `json:"fort,omitempty"` // fort of installed Corp cards
	Host   int32 `json:"host,omitempty"` // daemon hosting this program
	Rezzed bool  `json:"rezzed,omitempty"`
	FaceUp bool  `json:"faceUp,omitempty"` // Archives face-up pile; exposed/revealed
	Seen   bool  `json:"seen,omitempty"`   // the Runner has seen it (ONR-2.2.3)
	Known  bool  `json:"known,omitempty"`  // the Runner knows its identity where it is now

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
	// (R010, R011, R154): detach clears them.
	Transmuted int32 `json:"transmuted,omitempty"` // Ice Transmutations applied: +1 strength and each own subroutine repeated once, each
	Pattel     int32 `json:"pattel,omitempty"`     // Pattel counters (virus counters on ice, -1 strength each; ONR-15.1)
}

// Fort is a data fort. Ice is ordered outermost first (ONR-2.2.5); Cards
// holds what is installed in the fort: at most one agenda or node, and
// upgrades (ONR-8.3, ONR-8.4).
type Fort struct {
	Ice   []int32 `json:"ice,omitempty"`
	Cards []int32 `json:"cards,omitempty"`
	Gone  bool    `json:"gone,omitempty"` // a collapsed subsidiary fort (ONR-2.2.4)
}

// Virus is a kind of virus counter the Runner gave the Corp (ONR-15.1).
type Virus struct {
	Def int32 `json:"def"`
	N   int32 `json:"n"`
}

// CorpState is the Corp's side of the table.
type CorpState struct {
	Bits     int32   `json:"bits"`
	Actions  int32   `json:"actions"`
	HQ       []int32 `json:"hq"`
	RD       []int32 `json:"rd"` // top first
	Archives []int32 `json:"archives"`
	Scored   []int32 `json:"scored"`
	Points   int32   `json:"points"` // agenda points, scored and from effects
	Virus    []Virus `json:"virus,omitempty"`
	Forgo    int32   `json:"forgo,omitempty"`        // actions still to forgo (ONR-6.5)
	BadPub   int32   `json:"badPublicity,omitempty"` // Bad Publicity points (ONR-16.3)
	// InstallActions counts consecutive actions, usable only to install
	// cards, still to take now (Edgerunner, Inc., Temps; see dedicated.go).
	InstallActions int32 `json:"installActions,omitempty"`
}

// RunnerState is the Runner's side of the table.
type RunnerState struct {
	Bits    int32   `json:"bits"`
	Actions int32   `json:"actions"`
	Hand    []int32 `json:"hand"`
	Stack   []int32 `json:"stack"` // top first
	Trash   []int32 `json:"trash"`
	Rig     []int32 `json:"rig"`
	Stolen  []int32 `json:"stolen"`
	Points  int32   `json:"points"`
	Tags    int32   `json:"tags,omitempty"`
	Brain   int32   `json:"brain,omitempty"` // brain damage taken (ONR-14.2)
	Forgo   int32   `json:"forgo,omitempty"`
	Aside   []int32 `json:"aside,omitempty"` // cards set aside face up, with Shell counters (R492, R498; aside.go)
	NoRun   int32   `json:"noRun,omitempty"` // actions to take before the Runner may run again (Haunting Inquisition; R149, R150)
}

// Phase is the step of the turn the game is in when no frame is pending.
type Phase uint8

// Turn phases (ONR-5).
const (
	PhaseCorpStart Phase = iota
	PhaseCorpDraw
	PhaseCorpAction
	PhaseCorpEnd
	PhaseCorpDiscard
	PhaseRunnerStart
	PhaseRunnerAction
	PhaseRunnerEnd
	PhaseRunnerDiscard
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

	Turn   int32 `json:"turn"`
	Active Side  `json:"active"`
	Phase  Phase `json:"phase"`

	Cards  []Card      `json:"cards"`
	Forts  []Fort      `json:"forts"`
	Corp   CorpState   `json:"corp"`
	Runner RunnerState `json:"runner"`
	Hist   History     `json:"hist"`

	Stack   []Frame           `json:"stack,omitempty"`
	Run     Run               `json:"run"`
	Trace   TraceState        `json:"trace"`
	Pending []engine.Decision `json:"pending,omitempty"`

	Over   bool   `json:"over,omitempty"`
	Winner Side   `json:"winner,omitempty"`
	Reason string `json:"reason,omitempty"`

	events []engine.Event // events of the choice being applied; not part of the state
}

// Run is the run in progress, if Active (ONR-11).
type Run struct {
	Active    bool    `json:"active,omitempty"`
	Fort      int32   `json:"fort,omitempty"`
	Pos       int32   `json:"pos,omitempty"`    // index in Fort.Ice of the ice being dealt with
	Broken    int64   `json:"broken,omitempty"` // bit mask of broken subroutines of the current ice
	Ended     bool    `json:"ended,omitempty"`  // ended by a subroutine or effect (unsuccessful)
	Success   bool    `json:"success,omitempty"`
	JackedOut bool    `json:"jackedOut,omitempty"`
	NoJackOut bool    `json:"noJackOut,omitempty"`
	PassFirst bool    `json:"passFirst,omitempty"` // Inside Job: pass the first ice encountered
	ExtraRD   int32   `json:"extraRD,omitempty"`   // additional R&D accesses from the card that made the run
	ExtraHQ   int32   `json:"extraHQ,omitempty"`   // additional HQ accesses from the card that made the run
	Src       int32   `json:"src,omitempty"`       // card that made the run, if any
	Accessed  []int32 `json:"accessed,omitempty"`  // cards accessed so far, in order
	ToAccess  int32   `json:"toAccess,omitempty"`  // stored cards still to access
	Upgrades  []int32 `json:"upgrades,omitempty"`  // installed cards still to access
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
	Active     bool   `json:"active,omitempty"`
	Src        int32  `json:"src,omitempty"`
	Limit      int32  `json:"limit,omitempty"`
	Then       Effect `json:"then,omitempty"`
	Step       int32  `json:"step,omitempty"`
	CorpBid    int32  `json:"corpBid,omitempty"`
	CorpIn     bool   `json:"corpIn,omitempty"`
	BaseCard   int32  `json:"baseCard,omitempty"` // base-link card chosen, 0 for none
	BaseIn     bool   `json:"baseIn,omitempty"`
	RunnerBuys int32  `json:"runnerBuys,omitempty"`
	RunnerIn   bool   `json:"runnerIn,omitempty"`
}
