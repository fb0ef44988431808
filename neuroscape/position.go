package neuroscape

import (
	"fmt"
	"slices"
	"strings"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/neuroscape/carddb"
)

// Position is a game set up card by card rather than played to, for tools
// that write a position down (scenario files, neuroscape/scenario): every
// player at 20/20 with nothing anywhere until the position puts it there.
// Start turns it into a game at the step it names. A Position is used once.
type Position struct {
	g       *Game
	started bool
	events  []engine.Event // of Start's run to the first decision
	cache   []int32        // the Cache's cards, bottom first
	// standIns are the stand-in cards it may place (UseStandIns).
	standIns []*Def
}

// NewPosition returns an empty position of players seats (2 or 4), every
// mainframe mainframe (a defined mainframe's name); seed seeds the game's
// dice and shuffles.
func NewPosition(players int, seed uint64, mainframe string) (*Position, error) {
	if players != 2 && players != 4 {
		return nil, fmt.Errorf("neuroscape: %d players: want 2 or 4 (NS-1.1)", players)
	}
	if err := seal(); err != nil {
		return nil, fmt.Errorf("neuroscape: %w", err)
	}
	g := &Game{st: State{Format: format, Rounds: RoundLimit, Round: 1, Turn: 2, Winner: -1, First: 0, Active: 0}}
	st := &g.st
	st.RNG = engine.NewRNG(seed)
	st.P = make([]Player, players)
	for t := range 2 {
		st.Health[t] = [2]int32{startHealth, startHealth}
	}
	p := &Position{g: g}
	for i := range players {
		if err := p.SetMainframe(engine.Seat(i), mainframe); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// UseStandIns lets the position place the stand-in cards defs
// (DefineStandIn) by name, as a scenario file that defines them does.
func (p *Position) UseStandIns(defs ...*Def) {
	for _, d := range defs {
		if d.StandIn {
			p.standIns = append(p.standIns, d)
		}
	}
}

// lookupDef returns the definition of name, one of the position's
// stand-ins (UseStandIns) or a card of the data, telling a card not in the
// data from one without behaviour.
func (p *Position) lookupDef(name string) (*Def, error) {
	for _, d := range p.standIns {
		if carddb.Key(d.Name) == carddb.Key(name) {
			return d, nil
		}
	}
	return lookupDef(name)
}

// lookupDef returns the definition of name, telling a card not in the data
// from one without behaviour.
func lookupDef(name string) (*Def, error) {
	if carddb.Key(name) == carddb.Key(basicRAM) {
		return ramDefinition(), nil
	}
	c, ok := carddb.Lookup(name)
	if !ok {
		return nil, fmt.Errorf("%q is not a card of the Neuroscape data", name)
	}
	if d, ok := defs[carddb.Key(c.Name)]; ok {
		return d, nil
	}
	return nil, fmt.Errorf("%s is in the Neuroscape data but %w", c.Name, ErrNotImplemented)
}

func (p *Position) seat(seat engine.Seat) error {
	if seat < 0 || int(seat) >= len(p.g.st.P) {
		return fmt.Errorf("no seat %d at a table of %d", seat, len(p.g.st.P))
	}
	return nil
}

// SetMainframe makes name seat's mainframe.
func (p *Position) SetMainframe(seat engine.Seat, name string) error {
	if err := p.seat(seat); err != nil {
		return err
	}
	d, err := p.lookupDef(name)
	if err != nil {
		return err
	}
	if d.Type != carddb.Mainframe {
		return fmt.Errorf("%s is a %s, not a mainframe", d.Name, d.Type)
	}
	st := &p.g.st
	if old := st.P[seat].Mainframe; old != 0 {
		st.obj(old).Card = d.id
		return nil
	}
	st.P[seat].Mainframe = st.add(d, seat, zoneMainframe)
	return nil
}

// card adds a card of name owned by seat in no zone, refusing a type that
// cannot go where the caller puts it.
func (p *Position) card(seat engine.Seat, name string, types ...carddb.Type) (int32, error) {
	if err := p.seat(seat); err != nil {
		return 0, err
	}
	d, err := p.lookupDef(name)
	if err != nil {
		return 0, err
	}
	if len(types) > 0 && !slices.Contains(types, d.Type) {
		return 0, fmt.Errorf("%s is a %s: it cannot go there", d.Name, d.Type)
	}
	return p.g.st.add(d, seat, zoneNone), nil
}

var cyberTypes = []carddb.Type{carddb.Character, carddb.Program, carddb.Gear}

// AddHand puts a card of name in seat's hand.
func (p *Position) AddHand(seat engine.Seat, name string) (int32, error) {
	id, err := p.card(seat, name, cyberTypes...)
	if err == nil {
		p.g.st.move(id, zoneHand)
	}
	return id, err
}

// SetDeck makes names seat's cyberdeck, top card first.
func (p *Position) SetDeck(seat engine.Seat, names []string) error {
	st := &p.g.st
	for i := len(names) - 1; i >= 0; i-- {
		id, err := p.card(seat, names[i], cyberTypes...)
		if err != nil {
			return err
		}
		st.move(id, zoneDeck)
	}
	return nil
}

// AddBin puts a card of name on top of seat's recycle bin.
func (p *Position) AddBin(seat engine.Seat, name string) (int32, error) {
	id, err := p.card(seat, name, append(cyberTypes, carddb.RAM)...)
	if err == nil {
		p.g.st.move(id, zoneBin)
	}
	return id, err
}

// AddRAMDeck puts n Basic RAM in seat's RAM deck.
func (p *Position) AddRAMDeck(seat engine.Seat, n int) error {
	for range n {
		id, err := p.card(seat, basicRAM)
		if err != nil {
			return err
		}
		p.g.st.move(id, zoneRAMDeck)
	}
	return nil
}

// AddBank puts refreshed and running Basic RAM in seat's RAM bank.
func (p *Position) AddBank(seat engine.Seat, refreshed, running int) error {
	for i := range refreshed + running {
		id, err := p.card(seat, basicRAM)
		if err != nil {
			return err
		}
		p.g.st.move(id, zoneBank)
		p.g.st.obj(id).Running = i >= refreshed
	}
	return nil
}

// InPlay is the state of a character a position puts in play.
type InPlay struct {
	// Committed is the RAM under it; -1 means its cost. Its required
	// commitment is its cost (NS-5.6).
	Committed int
	Running   bool  // run (else refreshed)
	Damage    int32 // damage marked on it
	Used      bool  // it has activated an ability this round (NS-9.2.2)
}

// AddCharacter puts a character of name in play under seat's control, as
// c says.
func (p *Position) AddCharacter(seat engine.Seat, name string, c InPlay) (int32, error) {
	id, err := p.card(seat, name, carddb.Character)
	if err != nil {
		return 0, err
	}
	st := &p.g.st
	st.move(id, zonePlay)
	o := st.obj(id)
	o.Need = int32(st.def(id).Cost)
	if c.Committed < 0 {
		c.Committed = int(o.Need)
	}
	if c.Committed > int(o.Need) {
		return 0, fmt.Errorf("%s needs %d RAM: %d cannot be committed to it (NS-5.6)", st.def(id).Name, o.Need, c.Committed)
	}
	o.Running, o.Damage, o.Used = c.Running, c.Damage, c.Used
	for range c.Committed {
		r := st.add(ramDefinition(), seat, zoneNone)
		st.commit(r, id)
	}
	return id, nil
}

// AddGear attaches gear of name, controlled by seat, to character host
// (NS-12).
func (p *Position) AddGear(seat engine.Seat, host int32, name string) (int32, error) {
	id, err := p.card(seat, name, carddb.Gear)
	if err != nil {
		return 0, err
	}
	st := &p.g.st
	st.move(id, zoneGear)
	st.obj(id).Host = host
	return id, nil
}

// AddSlot puts a protocol, virus or trojan of name, controlled by seat, in
// a slot of on's mainframe (NS-4.5): a protocol on seat's or a teammate's,
// a virus on an opponent's (NS-4.6), a trojan face down on an opponent's,
// played on an earlier turn, so that it may be activated (NS-14.8).
func (p *Position) AddSlot(seat, on engine.Seat, name string) (int32, error) {
	if err := p.seat(on); err != nil {
		return 0, err
	}
	id, err := p.card(seat, name, carddb.Program)
	if err != nil {
		return 0, err
	}
	st := &p.g.st
	if !st.def(id).slotted() {
		return 0, fmt.Errorf("%s is no protocol, virus or trojan: it goes in no slot", st.def(id).Name)
	}
	d := st.def(id)
	virus := d.Card.SubtypeName() == "Virus" || d.trojan()
	if virus == (team(seat) == team(on)) { // NS-4.6, NS-14.8.1
		if virus {
			rule := "NS-4.6"
			if d.trojan() {
				rule = "NS-14.8.1"
			}
			return 0, fmt.Errorf("%s is a %s: it goes on an opponent's mainframe, not %s's (%s)", d.Name, strings.ToLower(d.Card.SubtypeName()), role(on), rule)
		}
		return 0, fmt.Errorf("%s is a protocol: it goes on its player's or a teammate's mainframe, not %s's (NS-4.6)", st.def(id).Name, role(on))
	}
	if st.slotsUsed(on) >= slotsPerMainframe {
		return 0, fmt.Errorf("%s's mainframe has no open slot (NS-4.5)", role(on))
	}
	st.move(id, zoneSlot)
	st.obj(id).Host = st.P[on].Mainframe
	return id, nil
}

// SetEnvironment makes name, controlled by seat, the environment in play
// (NS-14.9).
func (p *Position) SetEnvironment(seat engine.Seat, name string) (int32, error) {
	id, err := p.card(seat, name, carddb.Program)
	if err != nil {
		return 0, err
	}
	st := &p.g.st
	if st.def(id).Card.SubtypeName() != "Environment" {
		return 0, fmt.Errorf("%s is no environment", st.def(id).Name)
	}
	if st.environment() != 0 {
		return 0, fmt.Errorf("%s: there is an environment in play already (NS-14.9)", st.def(id).Name)
	}
	st.move(id, zoneEnv)
	return id, nil
}

// CardsNamed returns the cards of name that a target may name: in play, in
// a slot, attached, the environment, and on the Cache.
func (p *Position) CardsNamed(name string) []int32 {
	d, err := p.lookupDef(name)
	if err != nil {
		return nil
	}
	st := &p.g.st
	var out []int32
	for i := range st.Objs {
		o := &st.Objs[i]
		switch o.Zone {
		case zonePlay, zoneSlot, zoneGear, zoneEnv, zoneCache:
			if o.Card == d.id {
				out = append(out, int32(i+1))
			}
		}
	}
	return out
}

// RAMUnder returns the RAM committed to character id, which are alike (a
// target for "destroy target RAM" among them, NS-5.9).
func (p *Position) RAMUnder(id int32) []int32 { return p.g.st.committed(id) }

// PlayerTarget is the target code of seat as a player (AddCacheItem's
// target).
func PlayerTarget(seat engine.Seat) int32 { return playerTarget(seat) }

// AddCacheItem puts a card of name, played by seat (and paid for: the
// position's bank is as it is after paying; a character gets its cost
// committed), on top of the Cache, with target tgt: a card id, a
// PlayerTarget, or 0 for none; reversed for a tarot played reversed
// (NS-14.3). The swift check of the top item is open when the game starts:
// the seat after its player has priority (NS-17.3).
func (p *Position) AddCacheItem(seat engine.Seat, name string, tgt int32, reversed bool) (int32, error) {
	id, err := p.card(seat, name, carddb.Character, carddb.Program, carddb.Gear)
	if err != nil {
		return 0, err
	}
	st := &p.g.st
	d := st.def(id)
	st.move(id, zoneCache)
	o := st.obj(id)
	if reversed && d.Reversed == nil {
		return 0, fmt.Errorf("%s has no reversed text (NS-14.3)", d.Name)
	}
	o.Target, o.Reversed = tgt, reversed
	if k, _ := st.variant(id); k == TargetNone && tgt != 0 {
		return 0, fmt.Errorf("%s takes no target", d.Name)
	} else if k != TargetNone && tgt == 0 {
		return 0, fmt.Errorf("%s needs a target (NS-18.2)", d.Name)
	}
	if d.Type == carddb.Character {
		o.Need = int32(d.Cost)
		for range d.Cost {
			st.commit(st.add(ramDefinition(), seat, zoneNone), id)
		}
	}
	p.cache = append(p.cache, id)
	return id, nil
}

// SetStrictPorts puts the game in strict port mode (NS-12.4): gear whose
// or whose character's port data is unknown is refused.
func (p *Position) SetStrictPorts(on bool) { p.g.st.StrictPorts = on }

// SetHealth sets the health of seat's team (NS-1.2, NS-23.1).
func (p *Position) SetHealth(seat engine.Seat, bf, mf int32) error {
	if err := p.seat(seat); err != nil {
		return err
	}
	p.g.st.Health[team(seat)] = [2]int32{bf, mf}
	return nil
}

// Turn says whose turn a started position is in and where.
type Turn struct {
	Active engine.Seat
	First  engine.Seat // who took the game's first turn
	Turn   int         // turns taken, from 1 (1: the game's first, NS-15.5)
	Round  int         // from 1
	Step   string      // a step's name, as StepNames lists them
}

// StepNames lists the names of the turn's steps (NS-16), in order.
func StepNames() []string { return slices.Clone(stepNames[:]) }

// Start ends the setup: the game is at the start of step t.Step of
// t.Active's turn, run to its first decision. It fails if the position
// breaks the game's invariants (Check).
func (p *Position) Start(t Turn) (*Game, error) {
	if p.started {
		return nil, fmt.Errorf("neuroscape: the position was started already")
	}
	p.started = true
	st := &p.g.st
	step := int32(slices.Index(stepNames[:], t.Step))
	if step < 0 {
		return nil, fmt.Errorf("neuroscape: no step %q", t.Step)
	}
	if err := p.seat(t.Active); err != nil {
		return nil, err
	}
	if err := p.seat(t.First); err != nil {
		return nil, err
	}
	if t.Turn < 1 || t.Round < 1 {
		return nil, fmt.Errorf("neuroscape: turn %d, round %d: both count from 1", t.Turn, t.Round)
	}
	st.Active, st.First, st.Turn, st.Round = t.Active, t.First, t.Turn, t.Round
	st.Push(kernel.Frame{Kind: frameTurn, Seat: st.Active, Step: step})
	for _, id := range p.cache {
		o := st.obj(id)
		st.Push(framePlay(o.Ctrl, id, st.def(id), o.Target))
	}
	if n := len(p.cache); n > 0 {
		st.PushWindow(frameOf(frameWindow), newWindow(st.others(st.obj(p.cache[n-1]).Ctrl)))
	}
	for _, id := range p.cache { // with every item on the Cache, as a target may be one
		if k, _ := st.variant(id); k != TargetNone && !st.legalTarget(k, st.obj(id).Target, id) {
			return nil, fmt.Errorf("neuroscape: %s on the Cache cannot target that (NS-18.2)", st.def(id).Name)
		}
	}
	st.advance(false)
	p.events, st.events = st.events, nil
	if err := p.g.Check(); err != nil {
		return nil, fmt.Errorf("neuroscape: the position breaks the rules' invariants: %w", err)
	}
	return p.g, nil
}

// Events returns the events of Start's run to the first decision (the
// rolls of a stability check it starts at, say).
func (p *Position) Events() []engine.Event { return p.events }

// The rest reads a game for tools that check a position (scenario
// expectations); card ids are State.Objs indexes plus 1.

// CardName returns the name of card id.
func (s *State) CardName(id int32) string { return s.def(id).Name }

// CardZone returns the name of the zone card id is in, as Zone.String.
func (s *State) CardZone(id int32) string { return s.obj(id).Zone.String() }

// CardStats returns card id's current attack and defense.
func (s *State) CardStats(id int32) (atk, dfn int) { return s.stats(id) }

// CommittedTo returns how many RAM lie under character id.
func (s *State) CommittedTo(id int32) int { return len(s.committed(id)) }

// MissingFrom returns how many RAM character id lacks of what it needs
// committed now (NS-5.6, cost changes included: NS-5.7).
func (s *State) MissingFrom(id int32) int { return max(0, s.missing(id)) }

// GearOf returns the gear attached to character id.
func (s *State) GearOf(id int32) []int32 { return s.gear(id) }

// SlotsOf returns the programs in the slots of seat's mainframe, in the
// order of their ids.
func (s *State) SlotsOf(seat engine.Seat) []int32 {
	var out []int32
	for i := range s.Objs {
		if o := &s.Objs[i]; o.Zone == zoneSlot && o.Host == s.P[seat].Mainframe {
			out = append(out, int32(i+1))
		}
	}
	return out
}

// Environment returns the environment in play, or 0.
func (s *State) Environment() int32 { return s.environment() }

// Synergy returns seat's synergy points in faction f (NS-10.2).
func (s *State) Synergy(seat engine.Seat, f string) int { return s.synergy(seat, f) }

// CacheItems returns the cards on the Cache, top first (NS-17.9); an
// activated ability is listed as its source. An item that has resolved and
// waits under what it put on the Cache (an ability that made a copy) is no
// longer listed, as the view shows it.
func (s *State) CacheItems() []int32 {
	var out []int32
	fs := s.Frames()
	for i := len(fs) - 1; i >= 0; i-- {
		if f := fs[i]; f.Kind == frameProgram && f.Src > 0 && f.PC == 0 && (f.Ref.Ability > 0 || s.obj(f.Src).Zone == zoneCache) {
			out = append(out, f.Src)
		}
	}
	return out
}

// StepName returns the step of the turn in progress, as StepNames names
// it, "setup" before the first turn (mulligans and the roll), or "" when
// the game is over. In a fixed swift check it is the step that
// opened the check (the turn's frame has moved on to the next step
// already); the check after combat damage (4f) is "combat damage".
func (s *State) StepName() string {
	fs := s.Frames()
	fixed := int32(-1)
	for i := len(fs) - 1; i >= 0; i-- {
		switch f := fs[i]; f.Kind {
		case frameFixed:
			if fixed < 0 {
				fixed = f.N
			}
		case frameTurn:
			step := f.Step
			if fixed > stepStart && fixed <= stepReset {
				step = fixed - 1
			}
			if step >= 0 && step < stepCount {
				return stepNames[step]
			}
			return ""
		case frameSetup:
			return "setup"
		}
	}
	return ""
}

// SeatName returns seat's name, p1 to p4.
func SeatName(seat engine.Seat) string { return role(seat) }
