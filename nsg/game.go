package nsg

import (
	"errors"
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Game is a game of NSG Netrunner in progress: the engine.Game.
type Game struct {
	st State
	// last is the effect of the last choice (engine.Effecter); not saved.
	last   engine.Effect
	lastOK bool
	// seen is the buffer of Apply's State.sight; not saved, not cloned.
	// After a choice it holds the sight of the state the choice left
	// (State.resight), which the next Apply reads as its sight before
	// while seenOK: only Apply sets seenOK, and every other way to change
	// the state (State, Trace, Reask, a concession) clears it.
	seen   []uint8
	seenOK bool
	// log collects, while Apply applies a choice, the cards whose sight
	// may change (State.touched): resight reads only theirs.
	log sightLog
}

// State returns the game's state, for tests and tools in this module; it
// holds hidden information: never show it to a seat. The state may be
// changed through it: the sight the game kept (Game.seen) is read again.
func (g *Game) State() *State {
	g.seenOK = false
	g.st.cardGen++
	return &g.st
}

// Pending implements engine.Game.
func (g *Game) Pending() []engine.Decision { return slices.Clone(g.st.Pending) }

// PendingView implements engine.PendingViewer: the pending decisions as
// the game holds them, not copied, for reading only until the next Apply or
// Step.
func (g *Game) PendingView() []engine.Decision { return g.st.Pending }

var (
	_ engine.PendingViewer = (*Game)(nil)
	_ engine.Stepper       = (*Game)(nil)
)

// Step implements engine.Stepper: it applies c as Apply does, without the
// events (State.noEvents keeps none) and without measuring the effect
// (LastEffect is not known after it, and the sight the game kept is read
// again at the next Apply). A rejected choice gets Apply's error and
// changes nothing.
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
		return fmt.Errorf("nsg: %w", err)
	}
	g.seenOK, g.lastOK = false, false
	st.events = nil
	st.noEvents = true
	st.advance(true)
	st.noEvents = false
	st.events = nil
	return nil
}

// Apply implements engine.Game: an answer to the pending decision, or a
// concession (engine.ConcedeChoice).
func (g *Game) Apply(c engine.Choice) ([]engine.Event, error) {
	st := &g.st
	if c.Concede {
		g.seenOK = false
		if err := engine.CheckConcession(g.Seats(), st.Over, nil, c); err != nil {
			return nil, fmt.Errorf("nsg: %w", err)
		}
		st.Unwind(0)
		st.Pending, st.Windows, st.Occurred = nil, nil, nil
		st.Over, st.Winner, st.Reason = true, st.other(c.Seat), engine.ReasonConcession
		g.last, g.lastOK = engine.Effect{}, true
		return []engine.Event{
			engine.Plain("concede", fmt.Sprintf("the %s concedes", st.role(c.Seat))).WithSeat(c.Seat),
			engine.Plain("win", fmt.Sprintf("the %s wins: concession", st.role(st.Winner))).WithSeat(st.Winner),
		}, nil
	}
	if err := st.Answer(c); err != nil {
		return nil, fmt.Errorf("nsg: %w", err)
	}
	g.log.idx, g.log.all = g.log.idx[:0], !g.seenOK
	if !g.seenOK {
		g.seen = st.sight(g.seen)
	} else if checkSight != nil {
		checkSight(st, g.seen)
	}
	g.seenOK = false
	rng, turn := st.RNG, st.Turn
	st.events = nil
	st.touched = &g.log
	st.advance(true)
	st.touched = nil
	ev := st.events
	st.events = nil
	revealed := st.resight(&g.seen, &g.log)
	g.seenOK = true
	g.last, g.lastOK = engine.Effect{Random: st.RNG != rng, Revealed: revealed || revealing(ev), NewTurn: st.Turn != turn}, true
	return ev, nil
}

// revealing reports whether events ev show a seat a card it could not see
// where it lies: an access (a card of R&D or HQ accessed stays there, hidden
// again), a card revealed or a search of a pile, or any event that tells a
// seat a secret (engine.Event.Secret).
func revealing(ev []engine.Event) bool {
	for _, e := range ev {
		switch {
		case e.Type == "access", e.Type == "reveal", e.Type == "search", e.Secret() != "":
			return true
		}
	}
	return false
}

// sight returns, by card (the index in Cards, which a card keeps as it
// moves), the viewers who may know its identity (State.sees): bit 0 the
// spectator, bit 1+s seat s. It reuses buf.
func (s *State) sight(buf []uint8) []uint8 {
	buf = slices.Grow(buf[:0], len(s.Cards))[:len(s.Cards)]
	tab := s.sightTable()
	for i := range s.Cards {
		buf[i] = s.sightIn(tab, &s.Cards[i])
	}
	return buf
}

// sightKey is card c's index in a sight table (sightTables), sightKeys
// or more for a card whose sight depends on its owner (set aside) or a
// zone no table holds.
func sightKey(c *Card) int {
	if c.Zone >= ZoneSetAside {
		return sightKeys
	}
	k := int(c.Zone) << 2
	if c.Rezzed {
		k |= 2
	}
	if c.FaceUp {
		k |= 1
	}
	return k
}

// sightKeys is the size of a sight table: a zone and two flags.
const sightKeys = int(ZoneSetAside) << 2

// sightTables holds, for each assignment of the two seats to Corp and
// Runner, sightOf of a card of each zone, rezzed or not, faceup or not
// (the zone shifted left by 2, Rezzed bit 1, FaceUp bit 0): sight reads
// every card before and after every choice.
var sightTables = func() (t [2][sightKeys]uint8) {
	for corp := range t {
		s := State{Corp: seatInfo[corp].Seat, Runner: seatInfo[len(seatInfo)-1-corp].Seat}
		for k := range sightKeys {
			t[corp][k] = s.sightOf(&Card{Zone: Zone(k >> 2), Rezzed: k&2 != 0, FaceUp: k&1 != 0})
		}
	}
	return t
}()

// sightTable returns the sight table of s's seats, or nil.
func (s *State) sightTable() *[sightKeys]uint8 {
	for i := range sightTables {
		if s.Corp == seatInfo[i].Seat && s.Runner == seatInfo[len(seatInfo)-1-i].Seat {
			return &sightTables[i]
		}
	}
	return nil
}

// sightOf is card c's mask in State.sight: State.sees of each viewer,
// read from the card's zone at once (every card, before and after every
// choice). TestSightOfIsSees compares the two.
func (s *State) sightOf(c *Card) uint8 {
	all := uint8(1)<<(len(seatInfo)+1) - 1
	switch c.Zone {
	case ZoneHQ:
		return viewerBit(s.Corp)
	case ZoneGrip:
		return viewerBit(s.Runner)
	case ZoneRD, ZoneStack:
		return 0
	case ZoneArchives:
		if c.FaceUp {
			return all
		}
		return viewerBit(s.Corp)
	case ZoneServer:
		if c.Rezzed {
			return all
		}
		return viewerBit(s.Corp)
	case ZoneSetAside:
		if c.FaceUp {
			return all
		}
		return viewerBit(c.Owner)
	}
	return all
}

// viewerBit is viewer's bit in State.sight, 0 for no viewer of the game.
func viewerBit(v engine.Seat) uint8 {
	if v < engine.NoSeat || int(v) >= len(seatInfo) {
		return 0
	}
	return 1 << (v + 1)
}

// resight reports whether some viewer may now know a card's identity it
// could not know when *seen was taken (State.sight): a card drawn, rezzed,
// accessed, played or trashed face up (engine.Effect.Revealed). It leaves
// in *seen the sight now, the next choice's sight before it (Game.seen).
// It reads the cards of log only, the others' sight being the same, unless
// the log holds all or Cards grew.
func (s *State) resight(seen *[]uint8, log *sightLog) bool {
	buf := *seen
	tab := s.sightTable()
	if len(buf) == len(s.Cards) && !log.all {
		revealed := false
		for _, i := range log.idx {
			if int(i) >= len(buf) { // not a card of Cards: read them all
				return s.resightAll(seen) || revealed
			}
			if s.see(tab, buf, int(i)) {
				revealed = true
			}
		}
		return revealed
	}
	return s.resightAll(seen)
}

// sightIn returns card c's sight: from tab (sightTable) where its key is
// there, else sightOf.
func (s *State) sightIn(tab *[sightKeys]uint8, c *Card) uint8 {
	if k := sightKey(c); k < sightKeys && tab != nil {
		return tab[k]
	}
	return s.sightOf(c)
}

// see sets buf[i] to card i's sight (sightIn) and reports whether a
// viewer gained it: some viewer's bit set now that buf[i] lacked.
func (s *State) see(tab *[sightKeys]uint8, buf []uint8, i int) bool {
	m := s.sightIn(tab, &s.Cards[i])
	gained := m&^buf[i] != 0
	buf[i] = m
	return gained
}

// resightAll is resight reading every card.
func (s *State) resightAll(seen *[]uint8) bool {
	buf := *seen
	revealed := len(buf) < len(s.Cards)
	if revealed {
		buf = slices.Grow(buf[:0], len(s.Cards))[:len(s.Cards)]
		clear(buf)
	}
	buf = buf[:len(s.Cards)]
	tab := s.sightTable()
	for i := range s.Cards {
		if s.see(tab, buf, i) {
			revealed = true
		}
	}
	*seen = buf
	return revealed
}

// checkSight, set by tests, compares the sight Apply kept from the last
// choice (Game.seen) with State.sight of the state now.
var checkSight func(s *State, kept []uint8)

// LastEffect implements engine.Effecter: Random when the generator moved,
// Revealed when a viewer may know a card it could not (State.sight), NewTurn
// when the turn count moved.
func (g *Game) LastEffect() (engine.Effect, bool) { return g.last, g.lastOK }

// Result implements engine.Game.
func (g *Game) Result() (engine.Result, bool) {
	if !g.st.Over {
		return engine.Result{}, false
	}
	w := g.st.Winner
	return engine.Result{Winners: []engine.Seat{w}, Team: int(w), Reason: g.st.Reason}, true
}

// Seats implements engine.Game.
func (g *Game) Seats() []engine.SeatInfo { return append([]engine.SeatInfo(nil), seatInfo...) }

// Turn implements engine.TurnCounter.
func (g *Game) Turn() int { return int(g.st.Turn) }

// Clone implements engine.Game.
func (g *Game) Clone() engine.Game {
	c := &Game{st: g.st}
	s := &c.st
	s.Core = g.st.Core.Clone()
	s.Cards = slices.Clone(g.st.Cards)
	s.Credits, s.Clicks = slices.Clone(g.st.Credits), slices.Clone(g.st.Clicks)
	s.Identity = slices.Clone(g.st.Identity)
	s.HQ, s.RD, s.Archives = slices.Clone(g.st.HQ), slices.Clone(g.st.RD), slices.Clone(g.st.Archives)
	s.Grip, s.RunnerStack, s.Heap, s.Rig = slices.Clone(g.st.Grip), slices.Clone(g.st.RunnerStack), slices.Clone(g.st.Heap), slices.Clone(g.st.Rig)
	s.Scored = slices.Clone(g.st.Scored)
	s.Servers = make([]Server, len(g.st.Servers))
	for i, sv := range g.st.Servers {
		s.Servers[i] = Server{Root: slices.Clone(sv.Root), Ice: slices.Clone(sv.Ice)}
	}
	s.events = nil
	s.timing = nil
	s.at = nil
	s.touched = nil
	s.quiet, s.statics, s.staticsKey, s.paids, s.paidsKey = cardsKey{}, nil, cardsKey{}, nil, cardsKey{}
	return c
}

// Timing marks of the timing trace (Game.TraceTiming), beside the events'
// texts.
const (
	MarkCheckpoint      = "checkpoint"
	MarkReactionWindow  = "reaction window"
	MarkInterruptWindow = "interrupt window"
)

// TraceTiming starts keeping the game's timing trace: from now on, every
// event's full text (the secret one where there is one) and a mark for
// each checkpoint (MarkCheckpoint), each reaction window a checkpoint
// opens (MarkReactionWindow) and each interrupt window
// (MarkInterruptWindow), in the order they happen. It is for tests and
// scenarios (the expectations trace and checkpoints_between): it is not
// saved, a clone does not keep it, and the rules never read it.
func (g *Game) TraceTiming() {
	if g.st.timing == nil {
		g.st.timing = new([]string)
	}
}

// Timing returns the timing trace kept since TraceTiming (nil if it was
// never called).
func (g *Game) Timing() []string {
	if g.st.timing == nil {
		return nil
	}
	return slices.Clone(*g.st.timing)
}

// frameKinds are the frame kinds the game makes.
var frameKinds = []kernel.FrameKind{frameProgram, frameTurn, frameAction, framePAW, frameReaction, frameRun, frameBreach, frameTrace, frameDiscard, frameMulligan, framePAWRez, frameTrashInt, frameInterrupt}

// windowKinds are those that own a window.
var windowKinds = []kernel.FrameKind{framePAW, framePAWRez, frameReaction, frameInterrupt}

// Check implements engine.Game: a state that passes it is one the rules
// can reach between two choices.
func (g *Game) Check() error {
	st := &g.st
	var errs []error
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	if len(st.Credits) != 2 || len(st.Clicks) != 2 || len(st.Identity) != 2 || st.Corp == st.Runner {
		return fmt.Errorf("nsg: %d credit pools, %d click pools, %d identities, corp %d runner %d", len(st.Credits), len(st.Clicks), len(st.Identity), st.Corp, st.Runner)
	}
	if st.Rules != Rules2603 && st.Rules != Rules2409 {
		bad("rules %q", st.Rules)
	}
	if st.WinPoints < 0 || st.WinPoints > winPoints {
		bad("%d agenda points to win", st.WinPoints)
	}
	for seat := range 2 {
		if st.Credits[seat] < 0 || st.Clicks[seat] < 0 || st.Clicks[seat] > 4 {
			bad("%s: %d credits, %d clicks", st.role(engine.Seat(seat)), st.Credits[seat], st.Clicks[seat])
		}
		if Lookup(st.Identity[seat]) == nil {
			bad("identity %q", st.Identity[seat])
		}
	}
	if st.Tags < 0 || st.BadPub < 0 || st.CoreDamage < 0 {
		bad("%d tags, %d bad publicity, %d core damage", st.Tags, st.BadPub, st.CoreDamage)
	}
	// Every card is in exactly one place, the one its zone says.
	where := newIDCounts(st.NextObj)
	ids := newIDCounts(st.NextObj)
	// The cards by id, and their definitions: one pass, not a search per
	// card listed.
	card := indexCards(st).card
	defs := make([]*Def, len(st.Cards))
	for i, c := range st.Cards {
		defs[i] = Lookup(c.Title)
		if c.ID < 1 || c.ID > st.NextObj || ids.get(c.ID) > 0 || defs[i] == nil {
			bad("card %+v", c)
		}
		ids.add(c.ID)
	}
	list := func(z Zone, l []int32) {
		for _, id := range l {
			where.add(id)
			if c := card(id); c == nil || c.Zone != z {
				bad("%v lists card %d, which is elsewhere", z, id)
			}
		}
	}
	for _, z := range []Zone{ZoneHQ, ZoneRD, ZoneArchives, ZoneGrip, ZoneStack, ZoneHeap, ZoneRig, ZoneScore} {
		list(z, *st.zoneList(z))
	}
	if len(st.Servers) < firstRemote {
		bad("%d servers", len(st.Servers))
	}
	for i, sv := range st.Servers {
		for _, l := range [2][]int32{sv.Root, sv.Ice} {
			for _, id := range l {
				where.add(id)
				if c := card(id); c == nil || c.Zone != ZoneServer || c.Server != int32(i) || c.Ice != slices.Contains(sv.Ice, id) {
					bad("server %d lists card %d, which is elsewhere", i, id)
				}
			}
		}
		if i >= firstRemote && len(sv.Root) > 0 {
			n := 0
			for _, id := range sv.Root {
				if t := st.def(id).Type; t == TypeAgenda || t == TypeAsset {
					n++
				}
			}
			if n > 1 {
				bad("remote %d holds %d agendas and assets", i, n)
			}
		}
	}
	for _, c := range st.Cards {
		if c.Host == 0 {
			continue
		}
		if h := card(c.Host); c.Zone != ZoneRig || h == nil || h.Zone != ZoneServer || !h.Ice {
			bad("card %d hosted on %d, not installed ice", c.ID, c.Host)
		}
	}
	for i, c := range st.Cards {
		if c.Zone == ZonePlay || c.Zone == ZoneRemoved || c.Zone == ZoneSetAside {
			continue
		}
		if where.get(c.ID) != 1 {
			bad("card %d (%s) is in %d places", c.ID, c.Title, where.get(c.ID))
		}
		d := defs[i]
		if d != nil && (d.Side == "corp") != (c.Owner == st.Corp) && c.Zone != ZoneScore {
			bad("card %d (%s) owned by seat %d", c.ID, c.Title, c.Owner)
		}
	}
	if st.memoryUsed() > st.memory() && !slices.ContainsFunc(st.Frames(), func(f kernel.Frame) bool { return f.Kind == frameMemoryLimit }) {
		bad("programs use %d of %d memory", st.memoryUsed(), st.memory())
	}
	for _, seat := range []engine.Seat{st.Corp, st.Runner} {
		if p := st.agendaPoints(seat); p >= st.winAt() && !(st.Over && st.Winner == seat) && st.Reason != engine.ReasonConcession {
			bad("the %s has %d points and the game goes on", st.role(seat), p)
		}
	}
	if len(st.Occurred) > 0 && len(st.Pending) > 0 {
		// Occurrences are drained by the checkpoint that follows each
		// instruction and payment, before anyone gets priority (CR 10.3.3).
		bad("%d occurrences waiting for a checkpoint while a player is asked", len(st.Occurred))
	}
	if st.Over {
		if len(st.Pending) > 0 || len(st.Frames()) > 0 || len(st.Windows) > 0 {
			bad("game over with %d decisions, %d frames, %d windows", len(st.Pending), len(st.Frames()), len(st.Windows))
		}
		if st.Winner != st.Corp && st.Winner != st.Runner {
			bad("winner %d", st.Winner)
		}
		return errors.Join(errs...)
	}
	if st.Winner != engine.NoSeat {
		bad("winner %d before the end", st.Winner)
	}
	windows := 0
	for i, f := range st.Frames() {
		if !slices.Contains(frameKinds, f.Kind) || f.Answered {
			bad("frame %d: %+v", i, f)
		}
		if f.Kind == frameProgram && program(f.Ref) == nil {
			bad("frame %d runs unknown program %v", i, f.Ref)
		}
		if slices.Contains(windowKinds, f.Kind) {
			windows++
		}
		if (f.Kind == frameRun || f.Kind == frameBreach) && !st.Run.On {
			bad("frame %d: a run frame with no run", i)
		}
	}
	if windows != len(st.Windows) {
		bad("%d window frames, %d windows", windows, len(st.Windows))
	}
	if len(st.Pending) != 1 {
		bad("%d pending decisions, want 1", len(st.Pending))
	} else if d := st.Pending[0]; d.ID < 1 || d.ID > st.NextDecision || (d.Seat != st.Corp && d.Seat != st.Runner) || (d.Kind == engine.Select && len(d.Options) == 0) {
		bad("decision %+v of %d issued", d, st.NextDecision)
	}
	return errors.Join(errs...)
}

// Describe implements engine.Game: option i of d in words for d's seat,
// naming only what that seat may see.
func (g *Game) Describe(d engine.Decision, i int) string {
	if d.Kind == engine.Number {
		return fmt.Sprintf("%d", i)
	}
	if i < 0 || i >= len(d.Options) {
		return fmt.Sprintf("option %d", i)
	}
	st := &g.st
	o := d.Options[i]
	name := func(id int) string { return st.publicName(int32(id), d.Seat) }
	switch o.Verb {
	case verbCredit:
		return "gain 1 credit"
	case verbDraw:
		return "draw 1 card"
	case verbInstall:
		if c := st.card(int32(o.Card)); o.Arg == argSearched && c != nil && c.Owner == d.Seat {
			name = func(int) string { return c.Title } // its owner searched its deck for it
		}
		if o.Target == 0 {
			return "install " + name(o.Card)
		}
		if c := st.card(int32(o.Card)); c != nil && c.Owner == st.Runner { // on a piece of ice: Target is its id
			return fmt.Sprintf("install %s on %s", name(o.Card), name(o.Target))
		}
		sv := int32(o.Target - 1)
		where := st.serverName(sv)
		if int(sv) >= len(st.Servers) || !st.serverExists(sv) && sv >= firstRemote {
			where = "a new remote server"
		}
		return fmt.Sprintf("install %s in %s", name(o.Card), where)
	case verbPlay:
		return "play " + name(o.Card)
	case verbAdvance:
		return "advance " + name(o.Card)
	case verbPurge:
		return "purge virus counters"
	case verbTrashRes:
		return "trash " + name(o.Card)
	case verbUntag:
		return "remove 1 tag"
	case verbRun:
		return "run " + st.serverName(int32(o.Target-1))
	case verbAbility:
		if c := st.card(int32(o.Card)); c != nil && c.Zone == ZoneServer && c.Ice {
			if d.Prompt == "Break a subroutine" {
				return fmt.Sprintf("break subroutine %d of %s", o.Arg+1, name(o.Card))
			}
			return fmt.Sprintf("use %s's ability: break a subroutine", name(o.Card))
		}
		return fmt.Sprintf("use %s (ability %d)", name(o.Card), o.Arg+1)
	case verbRez:
		return "rez " + name(o.Card)
	case verbScore:
		return "score " + name(o.Card)
	case verbPass:
		return "pass"
	case verbTrigger:
		return "trigger " + name(o.Card)
	case verbDiscard:
		return "discard " + name(o.Card)
	case verbKeep:
		return "keep"
	case verbMulligan:
		return "mulligan"
	case verbJackOut:
		return "jack out"
	case verbContinue:
		return "continue"
	case verbTrashIt:
		return "pay to trash " + name(o.Card)
	case verbNoAction:
		return "leave it"
	case verbYes:
		return "yes"
	case verbNo:
		return "no"
	case verbTarget:
		if o.Card == 0 {
			return "choose " + st.serverName(int32(o.Target-1))
		}
		if c := st.card(int32(o.Card)); o.Arg == argSearched && c != nil && c.Owner == d.Seat {
			return "choose " + c.Title // its owner searches its deck: it looks at it
		}
		return "choose " + name(o.Card)
	case verbGain:
		return "gain the credits"
	case verbDrawC:
		return "draw the cards"
	case verbBoth:
		return "both"
	case verbName:
		return "name " + poolTitle(o.Arg)
	case verbPay:
		if o.Arg == 1 {
			return "spend the clicks"
		}
		return "pay the credits"
	}
	return fmt.Sprintf("%v %d", o.Verb, o.Arg)
}

// cardsByID finds a card by its id as State.card does (the first of an
// id), through an index of the ids the state numbers made once: for the
// readers that look up every card they list (Check, the leak checker).
type cardsByID struct {
	s     *State
	first []int32 // by id: 1 + the index in s.Cards of the first card of that id, 0 for none
}

func indexCards(s *State) cardsByID {
	first := make([]int32, max(s.NextObj, 0)+1)
	for i := range s.Cards {
		if id := s.Cards[i].ID; id >= 1 && int(id) < len(first) && first[id] == 0 {
			first[id] = int32(i + 1)
		}
	}
	return cardsByID{s, first}
}

// card is State.card.
func (c cardsByID) card(id int32) *Card {
	if id < 1 || int(id) >= len(c.first) {
		return c.s.card(id) // an id the state does not number: a broken state's
	}
	if i := c.first[id]; i > 0 {
		return &c.s.Cards[i-1]
	}
	return nil
}

// idCounts counts card ids for Check: in a slice for the ids a state
// numbers (1 to NextObj), in a map for any other, which only a broken
// state holds.
type idCounts struct {
	in  []int
	out map[int32]int
}

func newIDCounts(next int32) idCounts { return idCounts{in: make([]int, max(next, 0)+1)} }

func (n *idCounts) add(id int32) {
	if id >= 0 && int(id) < len(n.in) {
		n.in[id]++
		return
	}
	if n.out == nil {
		n.out = map[int32]int{}
	}
	n.out[id]++
}

func (n *idCounts) get(id int32) int {
	if id >= 0 && int(id) < len(n.in) {
		return n.in[id]
	}
	return n.out[id]
}
