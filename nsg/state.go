package nsg

import (
	"slices"
	"strconv"

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

	// def is Lookup(Title), kept (Card.definition) because the rules look
	// a card's definition up at every step; not saved. It is only read
	// while its Title is the card's: a Title set anew (a sampled
	// information state) is looked up again.
	def *Def
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
	// noEvents, set while Game.Step applies a choice, keeps no events:
	// Step returns none. Not saved.
	noEvents bool
	// timing is the timing trace (Game.TraceTiming): nil unless asked
	// for; not saved, not cloned, never read by the rules.
	timing *[]string
	// at indexes Cards by id (State.card): not saved, not cloned, a hint
	// that card checks.
	at []int32
	// idDefs is each seat's identity's definition (State.identityDef):
	// not saved.
	idDefs [2]*Def
	// inst is State.installed's list, made for instKey: not saved.
	inst    []int32
	instKey instKey
	// cardGen counts the changes of the cards' zones, flags and owners
	// (State.touch), and of their titles through Game.State: with the
	// Cards slice, its length and NextObj, it names the cards' state
	// (cardsKey). Not saved.
	cardGen uint64
	// statics is the abilities staticInstances looks at
	// (staticAbilities), made for staticsKey: not saved.
	statics    []staticAb
	staticsKey cardsKey
	// paids is the cards anyWindowPaid looks at (paidCards), made for
	// paidsKey: not saved.
	paids    []int32
	paidsKey cardsKey
	// quiet is the cardsKey of the last checkpoint at which no seat won
	// and uniqueness and the memory limit did nothing (checkpoint): not
	// saved.
	quiet cardsKey
	// touched, while Game.Apply applies a choice, collects the cards
	// whose sight may change (State.touch); nil otherwise. Not saved, not
	// cloned.
	touched *sightLog
}

// sightLog is what Game.Apply collects while a choice is applied: the
// indexes in Cards of the cards moved, installed, rezzed or derezzed,
// turned faceup or given to a player (State.touch), or all when a card
// was touched that Cards does not hold.
type sightLog struct {
	idx []int32
	all bool
}

// cardsKey names the state of the cards a checkpoint's steps c, d and e read
// (State.quiet): a change of a card's zone, flags or owner (touch), a card
// added, a move (NextObj), a copy of the cards (Cards elsewhere), a
// definition changed (defGen) or the state handed out (Game.State) gives
// another.
type cardsKey struct {
	gen, defs uint64
	base      *Card
	n         int
	next      int32
}

// same reports whether k and o name the same state of the cards: never
// for the zero key (no cards). Field by field, the first that moves most
// often first: a comparison of the structs calls memequal.
func (k cardsKey) same(o cardsKey) bool {
	return k.gen == o.gen && k.next == o.next && k.base == o.base && k.n == o.n && k.defs == o.defs && k.base != nil
}

// cardsKey returns the key of s's cards now; the zero key is none.
func (s *State) cardsKey() cardsKey {
	if len(s.Cards) == 0 {
		return cardsKey{}
	}
	return cardsKey{gen: s.cardGen, defs: defGen.Load(), base: &s.Cards[0], n: len(s.Cards), next: s.NextObj}
}

// checkQuiet, set by tests, is called at each checkpoint that skips steps
// d and e because the cards are as they were (State.quiet).
var checkQuiet func(s *State)

// touch notes that card c (one of Cards) is about to change, or has
// changed, its zone, its Rezzed or FaceUp flag, its owner or its host: a
// new cardsKey, and, while a choice is applied, a card whose sight
// Game.Apply reads again (it reads the cards touched only). Every write of those fields in the rules calls
// it (move for the cards it moves); TestKeptFactsAreTheLongWay compares
// the sight kept so with sight's walk of every card at each choice.
func (s *State) touch(c *Card) {
	s.cardGen++
	l := s.touched
	if l == nil {
		return
	}
	if k := s.cardIndex(c.ID); k >= 0 && &s.Cards[k] == c {
		l.idx = append(l.idx, int32(k))
		return
	}
	l.all = true
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
	if k := s.cardIndex(id); k >= 0 {
		return &s.Cards[k]
	}
	return nil
}

// cardIndex returns the index in Cards of card id, or -1. The index s.at
// names where each id was last found; it is read only where the card
// there still has that id.
func (s *State) cardIndex(id int32) int {
	if uint32(id) < uint32(len(s.at)) {
		if k := int(s.at[id]); k < len(s.Cards) && s.Cards[k].ID == id {
			return k
		}
	}
	return s.cardIndexSlow(id)
}

// cardIndexSlow is cardIndex when s.at does not know id: a card that
// moved since (a new id) or none. It indexes every card again.
func (s *State) cardIndexSlow(id int32) int {
	if id <= 0 || len(s.Cards) == 0 {
		return -1
	}
	top := int32(0)
	for i := range s.Cards {
		top = max(top, s.Cards[i].ID)
	}
	if id > top {
		return -1
	}
	switch {
	case int(top) < len(s.at):
	case int(top) < cap(s.at):
		s.at = s.at[:top+1]
	default:
		s.at = make([]int32, top+1, top+1+atRoom)
	}
	// Ids not held by any card point at card 0, whose id is not theirs.
	clear(s.at)
	for i := range s.Cards {
		s.at[s.Cards[i].ID] = int32(i)
	}
	if k := int(s.at[id]); s.Cards[k].ID == id {
		return k
	}
	return -1
}

// renumber gives card c (one of Cards) the next id, a new object (CR
// 1.12.1), and notes where it is in s.at (a hint, read only where the card
// there has the id), so that the first search for the new id does not
// index every card again.
func (s *State) renumber(c *Card) {
	k := s.cardIndex(c.ID)
	s.NextObj++
	c.ID = s.NextObj
	if k < 0 || &s.Cards[k] != c || int(c.ID) >= cap(s.at) {
		return
	}
	if int(c.ID) >= len(s.at) {
		s.at = s.at[:c.ID+1]
	}
	s.at[c.ID] = int32(k)
}

// atRoom is the ids s.at has room for beyond the highest when it is made
// again: a card that moves takes the next id (move).
const atRoom = 64

// definition returns c's definition (Lookup of its Title), or nil.
func (c *Card) definition() *Def {
	if d := c.def; d != nil && d.Title == c.Title {
		return d
	}
	return c.lookupDef()
}

// lookupDef is definition when c.def is not its Title's: it looks the
// title up and keeps the definition. The card's Title becomes the
// definition's own string (the same text), so that definition's
// comparison of the two is of one pointer.
func (c *Card) lookupDef() *Def {
	d := Lookup(c.Title)
	if d != nil && d.Title == c.Title {
		c.def, c.Title = d, d.Title
	}
	return d
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
	if id < 0 {
		if seat, ok := s.identitySeat(id); ok {
			return s.identityDef(seat)
		}
		return nil
	}
	c := s.card(id)
	if c == nil {
		return nil
	}
	return c.definition()
}

// identityDef returns the definition of seat's identity (Lookup of its
// title), kept in s.idDefs while the title is the same.
func (s *State) identityDef(seat engine.Seat) *Def {
	t := s.Identity[seat]
	if uint(seat) >= uint(len(s.idDefs)) {
		return Lookup(t)
	}
	if d := s.idDefs[seat]; d != nil && d.Title == t {
		return d
	}
	d := Lookup(t)
	if d != nil && d.Title == t {
		s.idDefs[seat] = d
	}
	return d
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
	s.touch(c)
	s.detach(c)
	s.Forget(c.ID)
	s.renumber(c)
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
	if s.noEvents {
		s.mark(text)
		return
	}
	e := engine.Plain(typ, text)
	if seat != engine.NoSeat {
		e = e.WithSeat(seat)
	}
	s.events = append(s.events, e)
	s.mark(text)
}

// secret records an event whose text only seat reads; the others read pub.
func (s *State) secret(seat engine.Seat, typ, pub, text string) {
	if s.noEvents {
		s.mark(text)
		return
	}
	s.events = append(s.events, engine.PlainSecret(typ, pub, text, 1<<uint(seat)).WithSeat(seat))
	s.mark(text)
}

// wordless reports whether an event's text would be read by no one: Step
// keeps no events (noEvents) and no timing trace is kept. The hottest
// events skip building their text then.
func (s *State) wordless() bool { return s.noEvents && s.timing == nil }

// mark appends line to the timing trace, when one is kept.
func (s *State) mark(line string) {
	if s.timing != nil {
		*s.timing = append(*s.timing, line)
	}
}

// itoa is n in decimal, as fmt's %d writes it: the rules word their
// most frequent events by concatenation rather than fmt.Sprintf.
func itoa[T ~int | ~int32](n T) string { return strconv.FormatInt(int64(n), 10) }

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
		if d := c.definition(); d != nil && c.Owner == seat && d.Type == TypeAgenda && seat == s.Corp {
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
			if d := c.definition(); d != nil {
				n += d.Points
			}
		}
	}
	return n
}

// installed returns the indexes in Cards of the installed cards (ZoneRig
// and ZoneServer), in Cards order, the order the rules look at cards in:
// a checkpoint looks at the active cards several times, and reads a few
// installed cards instead of every card. A card enters those zones only as
// a new object (move, placeCorp: NextObj grows), so the list is kept
// while NextObj and the Cards slice are the same; a card that left them
// since is still listed (the callers read each card's zone).
func (s *State) installed() []int32 {
	if len(s.Cards) == 0 {
		return nil
	}
	if k := (instKey{next: s.NextObj, n: len(s.Cards), base: &s.Cards[0]}); k.next != s.instKey.next || k.base != s.instKey.base || k.n != s.instKey.n {
		// Made anew, not in place: a copy of the State may share it.
		var l []int32
		for i := range s.Cards {
			if z := s.Cards[i].Zone; z == ZoneRig || z == ZoneServer {
				l = append(l, int32(i))
			}
		}
		s.inst, s.instKey = l, k
	}
	if checkInstalled != nil {
		checkInstalled(s, s.inst)
	}
	return s.inst
}

// instKey is what State.installed's list was made for.
type instKey struct {
	next int32
	n    int
	base *Card
}

// checkInstalled, set by tests, compares each State.installed with the
// cards of Cards in ZoneRig or ZoneServer now.
var checkInstalled func(s *State, got []int32)

// active reports whether c is active: the Runner's installed cards, the
// Corp's rezzed ones (CR 1.11).
func (c *Card) active() bool {
	return c.Zone == ZoneRig || c.Zone == ZoneServer && c.Rezzed
}
