package nsg

import (
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Card is one card as an object. Its ID is given afresh each time it moves
// (a card that moves is a new object, CR 1.12.1), so that an id seen in one
// hidden place cannot be followed to another, and lasting effects on it end.
type Card struct {
	ID     int32       `json:"id"`
	Title  string      `json:"title"` // the stable name of its definition
	Owner  engine.Seat `json:"owner"`
	Zone   Zone        `json:"zone"`
	Server int32       `json:"server,omitempty"` // for an installed Corp card: its server
	Ice    bool        `json:"ice,omitempty"`    // installed protecting Server (else in its root)
	Rezzed bool        `json:"rezzed,omitempty"`
	FaceUp bool        `json:"faceUp,omitempty"` // in Archives: faceup
	Adv    int32       `json:"adv,omitempty"`    // advancement counters
	Hosted int32       `json:"hosted,omitempty"` // credits hosted on it
	Virus  int32       `json:"virus,omitempty"`  // virus counters hosted on it
	Host   int32       `json:"host,omitempty"`   // for an installed program: the installed ice it is hosted on (0: none)
	Turn   int32       `json:"turn,omitempty"`   // the turn it was installed
}

// Server is a server: its root and the ice protecting it, innermost first.
type Server struct {
	Root []int32 `json:"root,omitempty"`
	Ice  []int32 `json:"ice,omitempty"`
}

// RunState is the run in progress (there is at most one, CR 6.1).
type RunState struct {
	On        bool   `json:"on"`
	Server    int32  `json:"server"`
	Pos       int32  `json:"pos"` // the Runner's position: an ice index from the innermost, -1 at the server, -2 not yet taken (posNotTaken)
	Ice       int32  `json:"ice"` // the ice approached or encountered, 0 if none
	Sub       int32  `json:"sub"` // the next subroutine to resolve
	Broken    uint32 `json:"broken,omitempty"`
	Ended     bool   `json:"ended,omitempty"` // "end the run" happened (CR 6.1.4)
	JackOut   bool   `json:"jackOut,omitempty"`
	Success   bool   `json:"success,omitempty"`
	Fund      int32  `json:"fund,omitempty"`  // the bad-publicity fund (CR 26.03 6.9.1b)
	Extra     int32  `json:"extra,omitempty"` // additional cards to access
	Encounter bool   `json:"encounter,omitempty"`
	Stolen    int32  `json:"stolen,omitempty"` // agendas stolen during the run
	Src       int32  `json:"src,omitempty"`    // the card whose instruction made the run, 0 for the basic action
	Flags     int32  `json:"flags,omitempty"`  // its run flags (RunExtraAccess …)
}

// LastRun is what the last run did.
type LastRun struct {
	Server  int32 `json:"server"`
	Success bool  `json:"success,omitempty"`
	Stolen  int32 `json:"stolen,omitempty"`
}

// State is the whole state of a game: what MarshalBinary saves.
type State struct {
	kernel.Core
	Format  int         `json:"format"`
	Rules   string      `json:"rules"`
	Corp    engine.Seat `json:"corp"`
	Runner  engine.Seat `json:"runner"`
	Active  engine.Seat `json:"active"`
	Turn    int32       `json:"turn"`
	Cards   []Card      `json:"cards"` // every card, in no order
	NextObj int32       `json:"nextObj"`

	Credits []int32 `json:"credits"` // per seat
	Clicks  []int32 `json:"clicks"`

	Identity    []string `json:"identity"` // per seat
	HQ          []int32  `json:"hq"`
	RD          []int32  `json:"rd"` // top first
	Archives    []int32  `json:"archives"`
	Servers     []Server `json:"servers"`
	Grip        []int32  `json:"grip"`
	RunnerStack []int32  `json:"runnerStack"` // top first
	Heap        []int32  `json:"heap"`
	Rig         []int32  `json:"rig"`
	Scored      []int32  `json:"scored"` // both score areas; each card's Owner says whose

	Tags       int32    `json:"tags"`
	BadPub     int32    `json:"badPub"`
	CoreDamage int32    `json:"coreDamage"` // core damage taken: -1 maximum hand size each (CR 10.2)
	Link       int32    `json:"link"`
	Run        RunState `json:"run"`
	// LastRun is what the last run did, for "whenever a run ends" abilities
	// that look at it.
	LastRun  LastRun `json:"lastRun,omitzero"`
	TraceWon bool    `json:"traceWon,omitempty"` // the last trace's result

	Winner engine.Seat `json:"winner"`
	Reason string      `json:"reason,omitempty"`

	// WinPoints is the agenda points that win when the setup's option
	// "points" changes them (a beginner game: 6); 0 is winPoints (CR 1.7.1).
	WinPoints int32 `json:"winPoints,omitempty"`

	events []engine.Event // of the choice being applied; not saved
	// timing is the timing trace (Game.TraceTiming): nil unless asked
	// for; not saved, not cloned, never read by the rules.
	timing *[]string
}

// other returns the seat that is not seat.
func (s *State) other(seat engine.Seat) engine.Seat {
	if seat == s.Corp {
		return s.Runner
	}
	return s.Corp
}

// card returns card id, or nil.
func (s *State) card(id int32) *Card {
	if id <= 0 {
		return nil
	}
	for i := range s.Cards {
		if s.Cards[i].ID == id {
			return &s.Cards[i]
		}
	}
	return nil
}

// IdentityObj is the object that stands for seat's identity as the
// source of its abilities (it is not one of State.Cards).
func IdentityObj(seat engine.Seat) int32 { return identityBase - int32(seat) }

// identitySeat returns the seat whose identity object id is, and whether
// it is one.
func (s *State) identitySeat(id int32) (engine.Seat, bool) {
	for _, seat := range []engine.Seat{s.Corp, s.Runner} {
		if id == IdentityObj(seat) {
			return seat, true
		}
	}
	return engine.NoSeat, false
}

// def returns the definition of card id, or of the identity it stands
// for (nil if there is none).
func (s *State) def(id int32) *Def {
	if seat, ok := s.identitySeat(id); ok {
		return Lookup(s.Identity[seat])
	}
	c := s.card(id)
	if c == nil {
		return nil
	}
	return Lookup(c.Title)
}

// zoneList returns the list a zone keeps, or nil for the servers, the
// play area and removed cards.
func (s *State) zoneList(z Zone) *[]int32 {
	switch z {
	case ZoneHQ:
		return &s.HQ
	case ZoneRD:
		return &s.RD
	case ZoneArchives:
		return &s.Archives
	case ZoneGrip:
		return &s.Grip
	case ZoneStack:
		return &s.RunnerStack
	case ZoneHeap:
		return &s.Heap
	case ZoneRig:
		return &s.Rig
	case ZoneScore:
		return &s.Scored
	}
	return nil
}

// detach takes card id out of where it is.
func (s *State) detach(c *Card) {
	if l := s.zoneList(c.Zone); l != nil {
		*l = slices.DeleteFunc(*l, func(x int32) bool { return x == c.ID })
		return
	}
	if c.Zone == ZoneServer {
		sv := &s.Servers[c.Server]
		if at := slices.Index(sv.Ice, c.ID); at >= 0 && s.Run.On && s.Run.Server == c.Server && int32(at) < s.Run.Pos {
			// CR 6.2.4 [rule_destroy_position]: the position of ice that
			// leaves it ceases to exist; the Runner's, counted from the
			// innermost, is one less. The Runner's own position stays
			// while the Runner is in it (at == Pos): moving inward goes to
			// the ice inward of it.
			s.Run.Pos--
		}
		sv.Root = slices.DeleteFunc(sv.Root, func(x int32) bool { return x == c.ID })
		sv.Ice = slices.DeleteFunc(sv.Ice, func(x int32) bool { return x == c.ID })
	}
}

// move moves card id to zone z (top of a deck when top is set, else the
// end of the list), as a new object (CR 1.12.1); it returns the new id.
// Installing into a server is install's; this handles every other zone.
func (s *State) move(id int32, z Zone, top bool) int32 {
	c := s.card(id)
	s.detach(c)
	s.Forget(c.ID)
	s.NextObj++
	c.ID = s.NextObj
	c.Zone, c.Server, c.Ice, c.Rezzed, c.FaceUp, c.Adv, c.Hosted, c.Virus, c.Turn, c.Host = z, 0, false, false, false, 0, 0, 0, 0, 0
	if l := s.zoneList(z); l != nil {
		if top {
			*l = slices.Insert(*l, 0, c.ID)
		} else {
			*l = append(*l, c.ID)
		}
	}
	return c.ID
}

// removeEmptyRemotes drops remote servers with nothing in or on them
// (CR 8.5.x: a remote with no card ceases to exist); only the last ones,
// so that server numbers stay put while a run or an option names them.
func (s *State) removeEmptyRemotes() {
	for len(s.Servers) > firstRemote {
		sv := s.Servers[len(s.Servers)-1]
		if len(sv.Root) > 0 || len(sv.Ice) > 0 || (s.Run.On && int(s.Run.Server) == len(s.Servers)-1) {
			return
		}
		s.Servers = s.Servers[:len(s.Servers)-1]
	}
}

// serverExists reports whether server i exists (a remote exists while a
// card is in or on it).
func (s *State) serverExists(i int32) bool {
	if i < 0 || int(i) >= len(s.Servers) {
		return false
	}
	if i < firstRemote {
		return true
	}
	sv := s.Servers[i]
	return len(sv.Root) > 0 || len(sv.Ice) > 0
}

func (s *State) event(seat engine.Seat, typ, text string) {
	e := engine.Plain(typ, text)
	if seat != engine.NoSeat {
		e = e.WithSeat(seat)
	}
	s.events = append(s.events, e)
	s.mark(text)
}

// secret records an event whose text only seat reads; the others read pub.
func (s *State) secret(seat engine.Seat, typ, pub, text string) {
	s.events = append(s.events, engine.PlainSecret(typ, pub, text, 1<<uint(seat)).WithSeat(seat))
	s.mark(text)
}

// mark appends line to the timing trace, when one is kept.
func (s *State) mark(line string) {
	if s.timing != nil {
		*s.timing = append(*s.timing, line)
	}
}

// role names a seat.
func (s *State) role(seat engine.Seat) string {
	if seat == s.Corp {
		return "Corp"
	}
	return "Runner"
}

// order returns the seats in priority order: the active seat first
// (CR 9.2.7, 9.2.8b).
func (s *State) order() []engine.Seat {
	return []engine.Seat{s.Active, s.other(s.Active)}
}

// handSize is seat's maximum hand size (CR 5.5.3): 5, +N from active
// abilities, -1 per core damage for the Runner.
func (s *State) handSize(seat engine.Seat) int32 {
	n := int32(5)
	for _, id := range s.Scored {
		c := s.card(id)
		if d := Lookup(c.Title); d != nil && c.Owner == seat && d.Type == TypeAgenda && seat == s.Corp {
			n += d.HandSize
		}
	}
	if seat == s.Runner {
		n -= s.CoreDamage
	}
	return n
}

// memory is the Runner's memory units (CR 1.13): 4 and hardware's +N.
func (s *State) memory() int32 {
	n := int32(4)
	for _, id := range s.Rig {
		if d := s.def(id); d != nil {
			n += d.MU
		}
	}
	return n
}

// memoryUsed is the memory the installed programs use.
func (s *State) memoryUsed() int32 {
	n := int32(0)
	for _, id := range s.Rig {
		if d := s.def(id); d != nil && d.Type == TypeProgram {
			n += d.MemoryCost
		}
	}
	return n
}

// strength is card id's strength now: printed, +2 for ice protecting a
// remote with ProtectRemote, and lasting boosts (CR 1.x, 9.x).
func (s *State) strength(id int32) int32 {
	c, d := s.card(id), s.def(id)
	if c == nil || d == nil {
		return 0
	}
	// CR 9.12.1a [rule_modify_value]: from the printed value, first an
	// effect that sets it (the newest), then each increase and each
	// decrease (their order does not matter to a sum; it is clamped at 0
	// once).
	n := d.Strength
	for _, l := range s.Lasting {
		if l.Mod == modSetStrength && l.Obj == id {
			n = l.N
		}
	}
	if d.RemoteStrength != 0 && c.Zone == ZoneServer && c.Server >= firstRemote {
		n += d.RemoteStrength
	}
	if d.StrengthPerVirus {
		n += c.Virus
	}
	for _, l := range s.Lasting {
		if l.Mod == modStrength && l.Obj == id {
			n += l.N
		}
	}
	return max(n, 0)
}

// agendaPoints is seat's score.
func (s *State) agendaPoints(seat engine.Seat) int32 {
	n := int32(0)
	for _, id := range s.Scored {
		if c := s.card(id); c.Owner == seat {
			if d := Lookup(c.Title); d != nil {
				n += d.Points
			}
		}
	}
	return n
}
