package neuroscape

import (
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/neuroscape/carddb"
)

// list returns the ordered zone of p that holds a card in zone z, or nil
// for the zones that are no list (committed, the Cache, the mainframe).
func (p *Player) list(z Zone) *[]int32 {
	switch z {
	case zoneDeck:
		return &p.Deck
	case zoneRAMDeck:
		return &p.RAMDeck
	case zoneHand:
		return &p.Hand
	case zoneBank:
		return &p.Bank
	case zoneBin:
		return &p.Bin
	case zonePlay:
		return &p.Play
	}
	return nil
}

// hidden reports whether zone z is one of the lists whose cards are
// hidden from some viewer (State.sight): a deck, a RAM deck, a hand.
func hidden(z Zone) bool { return z == zoneDeck || z == zoneRAMDeck || z == zoneHand }

// holder returns the seat whose zone lists card o: its controller in play,
// its owner elsewhere (NS-2.3).
func holder(o *Obj) engine.Seat {
	if o.Zone == zonePlay {
		return o.Ctrl
	}
	return o.Owner
}

// move puts card id into zone z (on top of an ordered zone). A card going
// anywhere but play or the Cache returns to its owner's control (NS-2.3).
func (s *State) move(id int32, z Zone) {
	o := s.obj(id)
	if o.Zone == zonePlay && z != zonePlay && z != zonePurge && z != zoneGone && s.counter(id, CounterSpirit) > 0 {
		s.event("purge", s.name(id)+" is purged instead (SPIRIT)", o.Ctrl)
		z = zonePurge // "If they would leave play, purge them instead."
	}
	if o.Zone != z {
		s.dropCounters(id)
	}
	if o.Zone == zoneEnv && z != zoneEnv && len(s.def(id).OnLeave) > 0 {
		d := s.def(id)
		defer func(ctrl engine.Seat) { // once it has left: "When it leaves play"
			engage(d, labelIndex(d, labelOnLeave))
			s.effects(ctrl, d.OnLeave, 0, id)
		}(o.Ctrl)
	}
	if o.Zone == zoneCache && z != zoneCache {
		if s.Unpaid = slices.DeleteFunc(s.Unpaid, func(c int32) bool { return c == id }); len(s.Unpaid) == 0 {
			s.Unpaid = nil
		}
	}
	if o.Zone == zonePlay && z != zonePlay {
		s.dropGear(id)
		if s.Lasting = slices.DeleteFunc(s.Lasting, func(l Lasting) bool { return l.Card == id }); len(s.Lasting) == 0 {
			s.Lasting = nil
		}
	}
	if o.Zone == zoneGear && z != zoneGear {
		s.untether(id)
	}
	if hidden(o.Zone) || hidden(z) {
		s.takeSight() // before the lists sight reads change
	}
	if l := s.P[holder(o)].list(o.Zone); l != nil {
		i := slices.Index(*l, id)
		*l = slices.Delete(*l, i, i+1)
	}
	if s.token(id) && z != zonePlay && z != zoneCache && z != zoneSlot && z != zoneGear && z != zoneEnv {
		z = zoneGone // NS-20.7: it ceases to exist, and its altered base values with it
		if s.Bases = slices.DeleteFunc(s.Bases, func(b Base) bool { return b.Card == id }); len(s.Bases) == 0 {
			s.Bases = nil
		}
	}
	s.at.moved(id, o.Zone, z)
	o.Zone, o.Host, o.Running, o.Damage, o.Target, o.Reversed, o.Used = z, 0, false, 0, 0, false, false
	if z != zonePlay && z != zoneCache {
		o.Ctrl = o.Owner
	}
	if z != zonePlay && z != zoneCache {
		o.Need = 0
	}
	if l := s.P[holder(o)].list(z); l != nil {
		*l = append(*l, id)
	}
}

// draw moves the top card of seat's cyberdeck into its hand and returns it;
// from an empty cyberdeck it does nothing and returns 0 (NS-16.3: such a
// draw is not offered).
func (s *State) draw(seat engine.Seat) int32 {
	p := &s.P[seat]
	if len(p.Deck) == 0 {
		return 0
	}
	id := p.Deck[len(p.Deck)-1]
	s.move(id, zoneHand)
	return id
}

// install moves the top card of seat's RAM deck into its bank, refreshed
// unless running (NS-5.2) and no active tier makes it refreshed; RAM then
// fills missing commitments (NS-5.6, in settle).
func (s *State) install(seat engine.Seat, running bool) bool {
	p := &s.P[seat]
	if len(p.RAMDeck) == 0 {
		return false
	}
	id := p.RAMDeck[len(p.RAMDeck)-1]
	s.move(id, zoneBank)
	if !running {
		return true
	}
	mf := s.def(s.P[seat].Mainframe)
	for _, t := range s.activeTiers(seat) {
		if t.RAMRefreshed {
			engage(mf, tierIndex(mf, t)) // the RAM comes in refreshed
			return true
		}
	}
	s.obj(id).Running = true
	return true
}

// refreshedCount is len(refreshedRAM(seat)), counted without the slice.
func (s *State) refreshedCount(seat engine.Seat) int {
	n := 0
	for _, id := range s.P[seat].Bank {
		if !s.obj(id).Running {
			n++
		}
	}
	return n
}

// refreshedRAM returns the refreshed RAM in seat's bank, oldest first.
func (s *State) refreshedRAM(seat engine.Seat) []int32 {
	var out []int32
	for _, id := range s.P[seat].Bank {
		if !s.obj(id).Running {
			out = append(out, id)
		}
	}
	return out
}

// pay runs n refreshed RAM of seat's bank (NS-5.4); the caller has checked
// that there are enough.
func (s *State) pay(seat engine.Seat, n int) {
	for _, id := range s.refreshedRAM(seat)[:n] {
		s.obj(id).Running = true
	}
}

// commit moves RAM id under character c (NS-5.5).
func (s *State) commit(id, c int32) {
	s.move(id, zoneCommitted)
	s.obj(id).Host = c
}

// committed returns the RAM under character c, by id.
func (s *State) committed(c int32) []int32 {
	var out []int32
	for _, id := range s.at.committed {
		if s.obj(id).Host == c {
			out = append(out, id)
		}
	}
	return out
}

// missing returns how much RAM character c lacks (NS-5.6).
func (s *State) missing(c int32) int {
	return s.need(c) - s.committedCount(c)
}

// committedCount is len(committed(c)).
func (s *State) committedCount(c int32) int {
	n := 0
	for _, id := range s.at.committed {
		if s.obj(id).Host == c {
			n++
		}
	}
	return n
}

// need returns the RAM character c requires committed: its commitment as
// played (Obj.Need, NS-5.7.1–5.7.2) plus what cost increases in play add
// (NS-5.7.3); 0 while it waits on the Cache played free (State.Unpaid,
// NS-5.7.1).
func (s *State) need(c int32) int {
	if s.def(c).Type != carddb.Character {
		return int(s.obj(c).Need)
	}
	return s.needUp(c, s.costUp())
}

// needUp is need for a character c, with up what each cost increase gives
// now (costUp).
func (s *State) needUp(c int32, up int) int {
	if o := s.obj(c); o.Zone == zonePlay && s.freeInPlay(o.Ctrl) {
		return 0 // NS-5.7.4
	}
	if slices.Contains(s.Unpaid, c) {
		return 0 // NS-5.7.1: its cost is 0 until it resolves
	}
	return int(s.obj(c).Need) + s.inflationUp(s.def(c), up)
}

// prevented reports whether damage to character id is prevented now: it
// is under a prevention effect (Lasting.Prevent) and the active
// environment does not say damage can't be prevented (NS-0.3.2).
func (s *State) prevented(id int32) bool {
	if !slices.ContainsFunc(s.Lasting, func(l Lasting) bool { return l.Card == id && l.Prevent }) {
		return false
	}
	if e := s.environment(); e != 0 && s.def(e).NoPrevention {
		engage(s.def(e), labelIndex(s.def(e), labelNoPrevention))
		return false
	}
	return true
}

// noForceQuit reports whether character id can't be force quit: gear
// attached to it says so (Def.NoForceQuit).
func (s *State) noForceQuit(id int32) bool {
	for _, g := range s.gear(id) {
		if s.def(g).NoForceQuit {
			engage(s.def(g), labelIndex(s.def(g), labelNoForceQuit))
			return true
		}
	}
	return false
}

// cloaked reports whether character id has CLOAKED (gear's Def.Cloaks):
// it cannot be targeted (NS-18.5).
func (s *State) cloaked(id int32) bool {
	for _, g := range s.gear(id) {
		if s.def(g).Cloaks {
			engage(s.def(g), labelIndex(s.def(g), labelCloaks))
			return true
		}
	}
	return false
}

// freeInPlay reports whether seat controls a card in play whose passive
// makes the RAM cost of its cards in play and of their activated
// abilities 0 (Def.FreeInPlay).
func (s *State) freeInPlay(seat engine.Seat) bool {
	return slices.ContainsFunc(s.P[seat].Play, func(id int32) bool { return s.def(id).FreeInPlay })
}

// abilityCost returns what activating ability a of a card seat controls
// costs now: 0 under Def.FreeInPlay, else its printed cost.
func (s *State) abilityCost(seat engine.Seat, a Ability) int {
	if s.freeInPlay(seat) {
		return 0
	}
	return a.Cost
}

// freePlay reports whether seat may play a card this turn without paying
// its RAM cost (EffFreePlays).
func (s *State) freePlay(seat engine.Seat) bool { return int(seat) < len(s.Free) && s.Free[seat] > 0 }

// inflaters returns the cards in mainframe slots that raise the RAM cost of
// a card of d (Def.CostUp, NS-5.7.3): those whose faction d lacks.
func (s *State) inflaters(d *Def) []int32 {
	var out []int32
	for _, id := range s.at.slot {
		if s.inflates(id, d) {
			out = append(out, id)
		}
	}
	return out
}

// inflates reports whether card id, in a slot, raises the RAM cost of a
// card of d (inflaters).
func (s *State) inflates(id int32, d *Def) bool {
	up := s.def(id).CostUp
	return up.N > 0 && !slices.Contains(d.Factions, up.Unless) && !s.faceDown(id)
}

// inflation returns what cost increases in play add to the RAM cost of a
// card of d (NS-5.7.3): len(inflaters(d)) times costUp. Without an
// inflater in a slot (costUp 0, the usual board) it looks no further.
func (s *State) inflation(d *Def) int { return s.inflationUp(d, s.costUp()) }

// inflationUp is inflation with up the increase each inflater gives now
// (costUp).
func (s *State) inflationUp(d *Def, up int) int {
	if up == 0 {
		return 0
	}
	n := 0
	for _, id := range s.at.slot {
		if s.inflates(id, d) {
			n++
		}
	}
	return n * up
}

// costUp is the increase each inflater gives: every card printing one
// gives 1 RAM (ARTIFICIAL INFLATION), so the first one's stands for all.
func (s *State) costUp() int {
	for _, id := range s.at.slot {
		if up := s.def(id).CostUp.N; up > 0 {
			return up
		}
	}
	return 0
}

// release returns the RAM under c to its owner's bank, running unless
// refreshed (NS-5.5.1, NS-5.5.2; AMB-13: the RAM's owner's bank).
func (s *State) release(c int32, refreshed bool) {
	for _, id := range s.committed(c) {
		s.move(id, zoneBank)
		s.obj(id).Running = !refreshed
	}
}

// destroy removes character or Cache card id to its owner's recycle bin,
// its committed RAM back running, or refreshed when force quit (NS-7.3).
func (s *State) destroy(id int32, forceQuit bool) {
	s.release(id, forceQuit)
	s.move(id, zoneBin)
}

// synergy returns seat's synergy points in faction f (NS-10.2): its face-up
// persistent cards in play with the icon, one each; the mainframe's icon
// gives none (NS-4.2).
func (s *State) synergy(seat engine.Seat, f string) int {
	if m := &s.memo; s.reading {
		if !m.synKnown {
			m.syn, m.synKnown = s.synergies(m.syn[:0]), true
		}
		for _, c := range m.syn {
			if c.seat == seat && c.faction == f {
				return c.n
			}
		}
		return 0
	}
	n := 0
	for _, id := range s.P[seat].Play {
		if slices.Contains(s.def(id).Factions, f) {
			n++
		}
	}
	// The rest: the protocols and viruses seat controls in slots, the
	// environment (the first, as environment finds it) and gear.
	for _, id := range s.at.slot {
		if o := s.obj(id); o.Ctrl == seat && slices.Contains(def(o.Card).Factions, f) && !s.faceDown(id) { // NS-14.8.2
			n++
		}
	}
	if e := s.environment(); e != 0 && slices.Contains(s.def(e).Factions, f) {
		n++ // NS-10.2: an environment counts for every player
	}
	for _, id := range s.at.gear { // gear is persistent and in play (NS-12.7: its attacher controls it)
		if o := s.obj(id); o.Ctrl == seat && slices.Contains(def(o.Card).Factions, f) {
			n++
		}
	}
	return n
}

// slotted returns the protocols and viruses seat controls in slots, by id.
func (s *State) slotted(seat engine.Seat) []int32 {
	var out []int32
	for _, id := range s.at.slot {
		if s.obj(id).Ctrl == seat {
			out = append(out, id)
		}
	}
	return out
}

// programsInPlay returns the programs seat controls in play: in slots and
// the environment (NS-6.4, NS-7.2: rolled for and force quit).
func (s *State) programsInPlay(seat engine.Seat) []int32 {
	// The slots in id order, then the environment.
	out := s.slotted(seat)
	if env := s.environment(); env != 0 && s.obj(env).Ctrl == seat {
		out = append(out, env)
	}
	return out
}

// environment returns the environment in play, or 0 (NS-14.9): the first
// card in the environment zone, by id.
func (s *State) environment() int32 {
	if len(s.at.env) == 0 {
		return 0
	}
	return s.at.env[0]
}

// slotsUsed returns how many slots of seat's mainframe hold a card.
func (s *State) slotsUsed(seat engine.Seat) int {
	n := 0
	for _, id := range s.at.slot {
		if s.obj(id).Host == s.P[seat].Mainframe {
			n++
		}
	}
	return n
}

// slotsPerMainframe is NS-4.5's three slots: top, left and right.
const slotsPerMainframe = 3

// tierActive reports whether tier t of seat's mainframe is active (NS-4.3).
func (s *State) tierActive(seat engine.Seat, t *Tier) bool {
	for f, n := range t.Needs {
		if s.synergy(seat, f) < n {
			return false
		}
	}
	return true
}

// activeTiers returns the tiers of seat's mainframe whose effect applies,
// per NS-4.4: an active "instead" tier replaces the tiers below it; "adds"
// and "base" tiers apply while active.
func (s *State) activeTiers(seat engine.Seat) []*Tier {
	if m := &s.memo; s.reading && int(seat) < len(m.of) {
		if !m.known[seat] {
			m.of[seat], m.known[seat] = s.tiersNow(seat), true
		}
		return m.of[seat]
	}
	return s.tiersNow(seat)
}

// synCount is a seat's synergy points in a faction (synergies).
type synCount struct {
	seat    engine.Seat
	faction string
	n       int
}

// synergies appends to out every seat's synergy points in every faction
// that has some, counted as synergy counts them, in one pass over the
// cards rather than one per seat and faction: a card with the icon in
// play, in a slot (face up) or as gear counts for its seat, the first
// environment for every seat; a card counts once per faction.
func (s *State) synergies(out []synCount) []synCount {
	add := func(seat engine.Seat, factions []string) {
		for k, f := range factions {
			if slices.Contains(factions[:k], f) {
				continue
			}
			i := slices.IndexFunc(out, func(c synCount) bool { return c.seat == seat && c.faction == f })
			if i < 0 {
				out = append(out, synCount{seat: seat, faction: f})
				i = len(out) - 1
			}
			out[i].n++
		}
	}
	for i := range s.P {
		for _, id := range s.P[i].Play {
			add(engine.Seat(i), s.def(id).Factions)
		}
	}
	for _, id := range s.at.slot {
		if !s.faceDown(id) { // NS-14.8.2
			add(s.obj(id).Ctrl, s.def(id).Factions)
		}
	}
	if e := s.environment(); e != 0 {
		for seat := range s.P {
			add(engine.Seat(seat), s.def(e).Factions) // NS-10.2: an environment counts for every player
		}
	}
	for _, id := range s.at.gear {
		add(s.obj(id).Ctrl, s.def(id).Factions)
	}
	return out
}

// tierMemo holds, while a reader that changes nothing looks at the state
// (State.read), each seat's active tiers and the seats' synergy points
// (synergy), each computed when first asked for; and scratch buffers kept
// from call to call.
type tierMemo struct {
	of        [4][]*Tier
	known     [4]bool
	syn       []synCount
	synKnown  bool
	under     []int32 // recommit's counts of RAM by card id (ramUnder)
	seen, now []uint8 // Apply's sight before and after a choice (sight, revealedSince)
	check     []int32 // Check's scratch counts, kept between calls
}

// read makes activeTiers remember each seat's tiers until doneReading:
// for readers that change nothing (Check, View, the scan for lethal
// damage), which ask for them once per character. It reports whether it
// began the reading; a reader inside another keeps the outer one's memo.
func (s *State) read() bool {
	if s.reading {
		return false
	}
	m := &s.memo
	s.reading, m.known, m.synKnown = true, [4]bool{}, false
	return true
}

// doneReading ends the reading read began, if it did.
func (s *State) doneReading(began bool) {
	if began {
		s.reading = false
	}
}

// tiersNow computes activeTiers.
func (s *State) tiersNow(seat engine.Seat) []*Tier {
	// Read: the tiers' needs count synergy in one pass (synergies), not
	// one pass for each faction a tier names.
	defer s.doneReading(s.read())
	d := s.def(s.P[seat].Mainframe)
	var out []*Tier
	for i := range d.Tiers {
		t := &d.Tiers[i]
		if !s.tierActive(seat, t) {
			continue
		}
		if t.Mode == "instead" {
			out = out[:0]
		}
		out = append(out, t)
	}
	return out
}

// tierEffects carries out the effects of seat's applying tiers of timing.
func (s *State) tierEffects(seat engine.Seat, timing Timing) {
	mf := s.def(s.P[seat].Mainframe)
	for _, t := range s.activeTiers(seat) {
		if t.Timing == timing {
			engage(mf, tierIndex(mf, t))
			if !s.quiet {
				s.event("tier", fmt.Sprintf("%s's %s: a synergy tier takes effect", role(seat), s.def(s.P[seat].Mainframe).Name), seat)
			}
			s.effects(seat, t.Effects, 0, 0)
		}
	}
}

// damagePlayer deals n damage (or a loss, NS-1.6) to seat's team's pool
// (NS-23.1).
func (s *State) damagePlayer(seat engine.Seat, pool Pool, n int, what string) {
	if n <= 0 {
		return
	}
	s.Health[team(seat)][pool] -= int32(n)
	if !s.quiet {
		s.event("damage", fmt.Sprintf("%s %s %d %s", role(seat), what, n, pool), seat)
	}
}

// atk returns character id's current attack: printed, plus what its gear
// gives (NS-12) and its controller's passive tiers.
func (s *State) atk(id int32) int { a, _ := s.stats(id); return a }

// dfn returns character id's current defense.
func (s *State) dfn(id int32) int { _, d := s.stats(id); return d }

// stats returns character id's current attack and defense.
func (s *State) stats(id int32) (atk, dfn int) {
	d := s.def(id)
	atk, dfn = s.base(id)
	if s.obj(id).Zone != zonePlay {
		return atk, dfn
	}
	// Read: its gear, synergy and tiers from one pass over the cards on
	// the board (onBoard), not one pass each.
	defer s.doneReading(s.read())
	atk, dfn = s.chainBase(id, atk, dfn)
	cyber := 0
	for _, g := range s.gear(id) {
		gd := s.def(g)
		atk, dfn = atk+gd.AttachAtk, dfn+gd.AttachDfn
		if gd.Card.SubtypeName() == "Cyberware" {
			cyber++
		}
	}
	if f := d.PerOther.Faction; f != "" {
		n := s.synergy(s.obj(id).Ctrl, f)
		if slices.Contains(d.Factions, f) {
			n-- // "each other"
		}
		atk, dfn = atk+n*d.PerOther.Atk, dfn+n*d.PerOther.Dfn
	}
	ca, cd := s.chainBonus(id)
	atk, dfn = atk+ca, dfn+cd
	m := s.counter(id, CounterMinus)
	atk, dfn = atk-m, dfn-m
	for _, l := range s.Lasting {
		if l.Card == id {
			atk, dfn = atk+int(l.Atk), dfn+int(l.Dfn)
		}
	}
	for _, t := range s.activeTiers(s.obj(id).Ctrl) {
		if t.Timing == TimingPassive && (t.Faction == "" || slices.Contains(d.Factions, t.Faction)) {
			atk, dfn = atk+t.PerCyberware[0]*cyber, dfn+t.PerCyberware[1]*cyber
		}
	}
	return atk, dfn
}

// hurt deals n damage to character id from a source that by controls (none
// when n is 0 or less):
// with FEEDBACK, id deals as much BF damage to by (the keyword's reminder:
// "it deals that much [Bioframe] damage to the source's controller").
func (s *State) hurt(id int32, n int, by engine.Seat) {
	if n <= 0 {
		return // an attack or amount lowered below 0 deals nothing (NS-8.1)
	}
	if s.prevented(id) {
		s.event("prevent", fmt.Sprintf("the %d damage to %s is prevented", n, s.name(id)), s.obj(id).Ctrl)
		return
	}
	lethal := int(s.obj(id).Damage) >= s.dfn(id)
	s.obj(id).Damage += int32(n)
	if !lethal && int(s.obj(id).Damage) >= s.dfn(id) {
		s.kills = append(s.kills, kill{victim: id, ctrl: s.obj(id).Ctrl, by: by})
	}
	if n > 0 && s.def(id).Feedback {
		s.damagePlayer(by, BF, n, "takes FEEDBACK damage from "+s.name(id)+":")
	}
}

// foesDestroyed makes the TimingDestroyFoe tiers take effect for each
// character a player destroyed that an opponent controlled (the first
// source to make its damage lethal counts as destroying it), then forgets
// the kills.
func (s *State) foesDestroyed() {
	kills := s.kills
	s.kills = nil
	seen := map[int32]bool{}
	for _, k := range kills {
		if seen[k.victim] || s.obj(k.victim).Zone == zonePlay || team(k.ctrl) == team(k.by) || s.Over {
			continue
		}
		seen[k.victim] = true
		mf := s.def(s.P[k.by].Mainframe)
		for _, t := range s.activeTiers(k.by) {
			if t.Timing != TimingDestroyFoe {
				continue
			}
			if o := s.obj(s.P[k.by].Mainframe); t.OncePerTurn {
				if o.Used {
					continue
				}
				o.Used = true
			}
			engage(mf, tierIndex(mf, t))
			s.event("tier", fmt.Sprintf("%s's %s: a synergy tier takes effect", role(k.by), mf.Name), k.by)
			s.effects(k.by, t.Effects, 0, 0)
		}
	}
}

// stamina reports whether character id has STAMINA: printed, or until
// turn end (it is not run as it attacks, NS-19.1).
func (s *State) stamina(id int32) bool {
	return s.def(id).Stamina || slices.ContainsFunc(s.Lasting, func(l Lasting) bool { return l.Card == id && l.Stamina })
}

// endTurn is Reset's 5b (NS-16.8, AMB-37): the "on turn end" effects
// happen first (each destroys its character: their order changes
// nothing), then every effect until turn end ends.
func (s *State) endTurn() {
	for _, l := range slices.Clone(s.Lasting) {
		if l.EndDestroy && s.obj(l.Card).Zone == zonePlay {
			s.event("destroyed", s.name(l.Card)+" is destroyed at turn end", s.obj(l.Card).Ctrl)
			s.destroy(l.Card, false)
		}
	}
	// Control taken until turn end ends (EffTakeControl): every such
	// change lasts until turn end, so each character goes back to its
	// owner, who controlled it before — unless the owner has since come to
	// control another copy of that iconic card: that control change does
	// not happen either (NS-22.7, AMB-58), and it is tried again at the
	// next turn end.
	for seat := range s.P {
		for _, id := range slices.Clone(s.P[seat].Play) {
			if o := s.obj(id); o.Ctrl != o.Owner {
				if s.iconic(id) && slices.ContainsFunc(s.P[o.Owner].Play, func(c int32) bool { return s.obj(c).Card == o.Card && s.iconic(c) }) {
					s.event("control", fmt.Sprintf("%s controls %s already: %s stays with %s (NS-22.7)", role(o.Owner), s.def(id).Name, s.name(id), role(o.Ctrl)), o.Owner)
					continue
				}
				s.setControl(id, o.Owner)
				s.event("control", fmt.Sprintf("%s returns to %s's control", s.name(id), role(o.Owner)), o.Owner)
			}
		}
	}
	s.Lasting = nil
	s.Free = nil
	s.settle()
}

// takeControl gives seat control of character id until turn end
// (EffTakeControl, NS-10.5): it joins seat's characters in play, its
// committed RAM staying under it as its owner's (AMB-13: the new
// controller commits nothing) and its gear with whoever attached it
// (NS-12.8, AMB-27). While seat controls an iconic card of the same name,
// control does not change (NS-22.7, AMB-58).
func (s *State) takeControl(seat engine.Seat, id int32) {
	o := s.obj(id)
	if o.Ctrl == seat {
		return
	}
	if d := s.def(id); s.iconic(id) && slices.ContainsFunc(s.P[seat].Play, func(c int32) bool { return s.obj(c).Card == o.Card && s.iconic(c) }) {
		s.event("control", fmt.Sprintf("%s controls %s already: %s stays with %s (NS-22.7)", role(seat), d.Name, s.name(id), role(o.Ctrl)), seat)
		return
	}
	from := o.Ctrl
	s.setControl(id, seat)
	s.event("control", fmt.Sprintf("%s takes control of %s from %s until turn end", role(seat), s.name(id), role(from)), seat)
}

// setControl moves character id in play to seat's control: from its
// controller's characters in play to the end of seat's. It leaves combat:
// no longer attacking or blocking (the digest is silent; decision in
// ARCHITECTURE.md).
func (s *State) setControl(id int32, seat engine.Seat) {
	s.Attacks = slices.DeleteFunc(s.Attacks, func(a Attack) bool { return a.Char == id })
	for i := range s.Attacks {
		a := &s.Attacks[i]
		a.Blockers = slices.DeleteFunc(a.Blockers, func(k int32) bool { return k == id })
		a.Assign = slices.DeleteFunc(a.Assign, func(k int32) bool { return k == id })
	}
	s.dropTethers(id)
	o := s.obj(id)
	l := &s.P[o.Ctrl].Play
	i := slices.Index(*l, id)
	*l = slices.Delete(*l, i, i+1)
	o.Ctrl = seat
	s.P[seat].Play = append(s.P[seat].Play, id)
}

// gear returns the gear attached to character id, by id (NS-12).
func (s *State) gear(id int32) []int32 {
	var out []int32
	for _, g := range s.at.gear {
		if s.obj(g).Host == id {
			out = append(out, g)
		}
	}
	return append(out, s.tethered(id)...) // a tether is gear of both its characters (NS-12.10)
}

// dropGear destroys the gear attached to character id, which leaves play
// (NS-12.8, AMB-27: in any way).
func (s *State) dropGear(id int32) {
	for _, g := range s.gear(id) {
		if !s.quiet {
			s.event("destroyed", s.name(g)+" is destroyed with "+s.name(id), s.obj(g).Ctrl)
		}
		s.move(g, zoneBin)
	}
}

// settle makes the state checks: lethal damage destroys characters at once
// (NS-8.3), RAM fills missing commitments (NS-5.6, AMB-14), and a team at 0
// or less is eliminated (NS-1.3); with one team left it wins, with none the
// game is a draw (NS-1.5).
func (s *State) settle() {
	for {
		var dead []int32
		began := s.read()
		for _, p := range s.P {
			for _, id := range p.Play {
				if o := s.obj(id); int(o.Damage) >= s.dfn(id) || s.dfn(id) <= 0 {
					dead = append(dead, id)
				}
			}
		}
		s.doneReading(began)
		for _, id := range dead {
			if !s.quiet {
				s.event("destroyed", s.name(id)+" is destroyed", s.obj(id).Ctrl)
			}
			s.destroy(id, false)
		}
		s.recommit()
		if len(dead) == 0 {
			break
		}
	}
	s.foesDestroyed()
	if s.Over {
		return
	}
	for t := range 2 {
		s.Out[t] = s.Health[t][BF] <= 0 || s.Health[t][MF] <= 0
	}
	switch {
	case s.Out[0] && s.Out[1]:
		s.Over, s.Winner = true, -1
		s.event("draw", "both sides are eliminated together: a draw", engine.NoSeat)
	case s.Out[0] || s.Out[1]:
		s.Winner = 0
		if s.Out[0] {
			s.Winner = 1
		}
		s.Over = true
		s.event("win", fmt.Sprintf("team %d wins: the other is eliminated", s.Winner+1), engine.NoSeat)
	}
}

// recommit fills every character missing RAM from its controller's bank,
// refreshed RAM first, then running (NS-5.6, AMB-14); characters in play
// order, then those waiting on the Cache (their RAM committed as played,
// NS-5.5), bottom first. Where the bank cannot fill two or more of them,
// where its RAM goes is the controller's choice (NS-25, contested): it
// stays in the bank and recommitDue has the question asked before anything
// else happens (stepRecommit).
//
// It counts the RAM under every card once (ramUnder) and keeps the counts
// as it moves RAM, and finds the cost increase once: it moves only RAM,
// between banks and characters, which changes no character's need (no
// card enters or leaves a slot, play or the Cache). The settle of every
// step calls it, and asking committed and need for each character in turn
// read every card several times a character.
func (s *State) recommit() {
	up := s.costUp()
	under := s.ramUnder()
	var buf [16]int32
	for seat := range s.P {
		chars := append(append(buf[:0], s.P[seat].Play...), s.cacheCharacters(engine.Seat(seat))...)
		for _, c := range chars {
			// A cost increase gone: the extra RAM returns to its owner's
			// bank running (NS-5.7.3).
			n := s.needOf(c, up)
			if int(under[c]) <= n {
				continue
			}
			for r := s.committed(c); len(r) > n; r = r[:len(r)-1] {
				s.move(r[len(r)-1], zoneBank)
				s.obj(r[len(r)-1]).Running = true
				under[c]--
			}
		}
		missing := func(c int32) int { return s.needOf(c, up) - int(under[c]) }
		if s.contestedBy(engine.Seat(seat), missing) {
			s.recommitDue = true
			continue
		}
		for _, c := range s.fillable(engine.Seat(seat)) {
			for missing(c) > 0 && len(s.P[seat].Bank) > 0 {
				s.commitOne(engine.Seat(seat), c)
				under[c]++
			}
		}
	}
}

// needOf is need(c) with up what each cost increase gives now (costUp).
func (s *State) needOf(c int32, up int) int {
	if s.def(c).Type != carddb.Character {
		return int(s.obj(c).Need)
	}
	return s.needUp(c, up)
}

// ramUnder counts, by card id, the RAM committed under each card
// (committedCount of every card), in a buffer of the memo that recommit
// alone uses.
func (s *State) ramUnder() []int32 {
	n := len(s.Objs) + 1
	under := slices.Grow(s.memo.under[:0], n)[:n]
	clear(under)
	for _, id := range s.at.committed {
		if h := s.obj(id).Host; h > 0 && int(h) < n {
			under[h]++
		}
	}
	s.memo.under = under
	return under
}

// fillable returns the characters seat's bank fills (NS-5.6): those it
// controls in play in the order they entered, then those waiting on the
// Cache, bottom first; not one it controls but does not own (AMB-13: a
// new controller commits nothing).
func (s *State) fillable(seat engine.Seat) []int32 {
	var out []int32
	for _, c := range slices.Concat(s.P[seat].Play, s.cacheCharacters(seat)) {
		if s.obj(c).Ctrl == s.obj(c).Owner {
			out = append(out, c)
		}
	}
	return out
}

// contested reports whether where the RAM of seat's bank goes is seat's
// choice (NS-5.6, AMB-14: the controller distributes; NS-25): two or more
// of its characters miss RAM and the bank holds some, but less than they
// miss together. Otherwise every answer is the same.
func (s *State) contested(seat engine.Seat) bool { return s.contestedBy(seat, s.missing) }

// contestedBy is contested with missing telling what a character lacks.
func (s *State) contestedBy(seat engine.Seat, missing func(int32) int) bool {
	bank := len(s.P[seat].Bank)
	if bank == 0 {
		return false
	}
	n, sum := 0, 0
	for _, c := range s.fillable(seat) {
		if m := missing(c); m > 0 {
			n, sum = n+1, sum+m
		}
	}
	return n >= 2 && bank < sum
}

// commitOne commits one RAM of seat's bank to character c, a refreshed one
// if there is one (NS-5.6); the bank holds some.
func (s *State) commitOne(seat engine.Seat, c int32) {
	pick := s.P[seat].Bank[0]
	if r := s.refreshedRAM(seat); len(r) > 0 {
		pick = r[0]
	}
	s.commit(pick, c)
}

// pushRecommit pushes the question of where RAM goes (frameRecommit) when
// a seat's recommitment is contested, and reports whether it did; it
// clears recommitDue.
func (s *State) pushRecommit() bool {
	s.recommitDue = false
	if s.Over {
		return false
	}
	for seat := range s.P {
		if s.contested(engine.Seat(seat)) {
			s.Push(kernel.Frame{Kind: frameRecommit, Seat: engine.Seat(seat)})
			return true
		}
	}
	return false
}

// stepRecommit asks the first seat, in seat order, whose recommitment is
// contested for the character that takes its bank's next RAM (NS-5.6,
// NS-25), one RAM at a time, until every answer is the same; then the
// rest is filled as recommit does.
func (s *State) stepRecommit(f *kernel.Frame) kernel.Status {
	s.recommitDue = false
	if !f.Answered {
		seat := engine.NoSeat
		for p := range s.P {
			if s.contested(engine.Seat(p)) {
				seat = engine.Seat(p)
				break
			}
		}
		if seat == engine.NoSeat || s.Over {
			s.Pop()
			s.recommit()
			return kernel.Next
		}
		f.Seat = seat
		var opts []engine.Option
		for _, c := range s.fillable(seat) {
			if s.missing(c) > 0 {
				opts = append(opts, engine.Option{Verb: verbCommit, Card: int(c)})
			}
		}
		return s.Core.Ask(seat, fmt.Sprintf("Commit a RAM of your bank (%d left) to a character missing RAM", len(s.P[seat].Bank)), "NS-5.6", opts)
	}
	o, _ := take(f)
	c := int32(o.Card)
	s.commitOne(f.Seat, c)
	if !s.quiet {
		s.event("commit", fmt.Sprintf("%s commits a RAM to %s", role(f.Seat), s.name(c)), f.Seat)
	}
	s.recommit()
	return kernel.Next
}

// Ask publishes a question for seat as kernel.Core.Ask does, unless where
// RAM goes has become a player's choice (recommitDue): that question is
// asked first, and the frame that asked asks again once it is answered.
func (s *State) Ask(seat engine.Seat, prompt, rule string, opts []engine.Option) kernel.Status {
	if s.recommitDue && s.pushRecommit() {
		return s.stepRecommit(s.Top())
	}
	return s.Core.Ask(seat, prompt, rule, opts)
}

// recommitFirst wraps step so that, when where RAM goes has become a
// player's choice (recommitDue), that question comes before the frame
// steps (NS-5.6: at once).
func recommitFirst(step func(*State, *kernel.Frame) kernel.Status) func(*State, *kernel.Frame) kernel.Status {
	return func(s *State, f *kernel.Frame) kernel.Status {
		if s.recommitDue && s.pushRecommit() {
			return kernel.Next
		}
		return step(s, f)
	}
}

// effects carries out effects for seat with target code tgt; src is the
// character whose ability they are (0: none).
func (s *State) effects(seat engine.Seat, effs []Effect, tgt, src int32) {
	for _, e := range effs {
		if e.asks() {
			panic(fmt.Sprintf("neuroscape: effect %d asks its player: it runs only through runEffects", e.Kind)) // a definition's error, found by its tests
		}
		switch e.Kind {
		case EffDamage:
			if tgt > 0 && s.obj(tgt).Zone == zonePlay { // a character an earlier effect removed takes none
				s.hurt(tgt, e.N, seat)
				if !s.quiet {
					s.event("damage", fmt.Sprintf("%s takes %d %s damage", s.name(tgt), e.N, e.Pool), s.obj(tgt).Ctrl)
				}
			} else if tgt < 0 {
				s.damagePlayer(targetSeat(tgt), e.Pool, e.N, "takes")
			}
		case EffDestroy:
			if tgt > 0 && (s.obj(tgt).Zone == zoneBank || s.obj(tgt).Zone == zoneCommitted) { // RAM (NS-5.9): to its owner's bin; settle recommits
				if !s.quiet {
					s.event("destroyed", s.name(tgt)+" is destroyed", s.obj(tgt).Owner)
				}
				s.move(tgt, zoneBin)
			} else if tgt > 0 && (s.obj(tgt).Zone == zonePlay || s.obj(tgt).Zone == zoneSlot || s.obj(tgt).Zone == zoneEnv || s.obj(tgt).Zone == zoneGear) {
				if s.obj(tgt).Zone == zonePlay {
					s.kills = append(s.kills, kill{victim: tgt, ctrl: s.obj(tgt).Ctrl, by: seat})
				}
				if !s.quiet {
					s.event("destroyed", s.name(tgt)+" is destroyed", s.obj(tgt).Ctrl)
				}
				s.destroy(tgt, false)
			}
		case EffDraw:
			var drawn []int32
			for range e.N {
				if id := s.draw(seat); id != 0 {
					drawn = append(drawn, id)
				}
			}
			if !s.quiet {
				s.seen("draw", fmt.Sprintf("%s draws %d", role(seat), e.N), ": ", seat, drawn)
			}
		case EffInstall, EffInstallX:
			n := e.N
			if e.Kind == EffInstallX {
				n = s.synergy(seat, e.Faction) // NS-9.5: counted as it resolves
			}
			k := 0
			for range n {
				if s.install(seat, e.Running) {
					k++
				}
			}
			if !s.quiet {
				s.event("install", fmt.Sprintf("%s installs %d RAM", role(seat), k), seat)
			}
		case EffCounter:
			if i := s.itemFrame(tgt); i >= 0 {
				s.RemoveFrame(i)
				s.event("counter", s.name(tgt)+" is countered", s.obj(tgt).Ctrl)
				s.destroy(tgt, false) // AMB-33: to its owner's bin, committed RAM back running
			}
		case EffDamageX:
			x := s.synergy(seat, e.Faction) * max(1, e.Times) // NS-9.5: counted as it resolves
			if tgt > 0 {
				s.hurt(tgt, x, seat)
				if !s.quiet {
					s.event("damage", fmt.Sprintf("%s takes %d %s damage", s.name(tgt), x, e.Pool), s.obj(tgt).Ctrl)
				}
			} else if tgt < 0 {
				s.damagePlayer(targetSeat(tgt), e.Pool, x, "takes")
			}
		case EffRun:
			if tgt > 0 && s.obj(tgt).Zone == zonePlay {
				s.obj(tgt).Running = true
				if !s.quiet {
					s.event("run", s.name(tgt)+" is run", s.obj(tgt).Ctrl)
				}
			}
		case EffDuel:
			s.duel(src, tgt, e)
		case EffRollInstall:
			roll := s.RNG.IntN(20) + 1
			if roll >= e.N {
				s.install(seat, true)
				if !s.quiet {
					s.event("roll", fmt.Sprintf("%s rolls %d: installs 1 RAM running", role(seat), roll), seat)
				}
			} else {
				if !s.quiet {
					s.event("roll", fmt.Sprintf("%s rolls %d: nothing", role(seat), roll), seat)
				}
			}
		case EffRefresh:
			if tgt > 0 && s.obj(tgt).Zone == zonePlay {
				s.obj(tgt).Running, s.obj(tgt).Used = false, false
				s.event("refresh", s.name(tgt)+" is refreshed and rebooted", s.obj(tgt).Ctrl)
			}
		case EffTakeControl:
			if tgt > 0 && s.obj(tgt).Zone == zonePlay {
				s.takeControl(seat, tgt)
			}
		case EffReboot:
			for _, id := range s.P[seat].Play {
				if slices.Contains(s.def(id).Factions, e.Faction) {
					s.obj(id).Used = false
				}
			}
			s.event("reboot", fmt.Sprintf("%s reboots its %s characters", role(seat), e.Faction), seat)
		case EffLoseHealth:
			s.damagePlayer(seat, e.Pool, e.N, "loses")
		case EffDamagePerSlot:
			if tgt < 0 {
				s.damagePlayer(targetSeat(tgt), e.Pool, e.N*s.slotsUsed(targetSeat(tgt)), "takes")
			}
		case EffDestroySource:
			if src <= 0 || s.obj(src).Zone != zonePlay {
				return // "If you do": nothing more
			}
			s.event("destroyed", s.name(src)+" is destroyed", s.obj(src).Ctrl)
			s.destroy(src, false)
		case EffBoost, EffBoostSource:
			who := tgt
			if e.Kind == EffBoostSource {
				who = src
			}
			if who > 0 && s.obj(who).Zone == zonePlay {
				k := int32(1)
				if e.Faction != "" {
					k = int32(s.synergy(seat, e.Faction)) // NS-9.5: counted as it resolves
				}
				s.Lasting = append(s.Lasting, Lasting{Card: who, Atk: k * int32(e.Atk), Dfn: k * int32(e.Dfn), Stamina: e.Stamina, Stealth: e.Stealth})
				text := fmt.Sprintf("%s gets %+d/%+d until turn end", s.name(who), k*int32(e.Atk), k*int32(e.Dfn))
				if e.Stealth {
					text = s.name(who) + " gets STEALTH until turn end"
				}
				s.event("boost", text, s.obj(who).Ctrl)
			}
		case EffBoostEach:
			for _, id := range s.P[seat].Play {
				if id != src && slices.Contains(s.def(id).Factions, e.Faction) {
					s.Lasting = append(s.Lasting, Lasting{Card: id, Atk: int32(e.Atk), Dfn: int32(e.Dfn)})
				}
			}
			s.event("boost", fmt.Sprintf("%s's other %s characters get %+d/%+d until turn end", role(seat), e.Faction, e.Atk, e.Dfn), seat)
		case EffGainPerBin:
			n := 0
			for _, id := range s.P[seat].Bin {
				if s.def(id).Card.SubtypeName() == e.Subtype {
					n++
				}
			}
			if e.DoubleWith != "" && slices.ContainsFunc(s.P[seat].Play, func(id int32) bool { return carddb.Key(s.def(id).Name) == carddb.Key(e.DoubleWith) }) {
				n *= 2
			}
			s.Health[team(seat)][e.Pool] += int32(n * e.N)
			s.event("gain", fmt.Sprintf("%s gains %d %s", role(seat), n*e.N, e.Pool), seat)
		case EffGain:
			n := e.N
			if env := s.environment(); e.IfEnv != "" && env != 0 && carddb.Key(s.def(env).Name) == carddb.Key(e.IfEnv) {
				n = e.EnvN
			}
			s.Health[team(seat)][e.Pool] += int32(n)
			s.event("gain", fmt.Sprintf("%s gains %d %s", role(seat), n, e.Pool), seat)
		case EffGainPerChar:
			n := 0
			for _, id := range s.P[seat].Play {
				if slices.Contains(s.def(id).Factions, e.Faction) {
					n++
				}
			}
			s.Health[team(seat)][e.Pool] += int32(n * e.N)
			s.event("gain", fmt.Sprintf("%s gains %d %s", role(seat), n*e.N, e.Pool), seat)
		case EffCreateToken:
			td, ok := defs[carddb.Key(e.Token)]
			if !ok || !td.Token {
				panic(fmt.Sprintf("neuroscape: no token %q", e.Token)) // a definition's error, found by its tests
			}
			s.Objs = append(s.Objs, Obj{Card: td.id, Owner: seat, Ctrl: seat, Zone: zoneNone})
			id := int32(len(s.Objs))
			if s.FirstToken == 0 {
				s.FirstToken = id
			}
			s.move(id, zonePlay)
			engage(td, -1) // a character entering play, as turn.go counts a played one
			s.event("token", fmt.Sprintf("%s creates %s, a token", role(seat), s.name(id)), seat)
		case EffBinToPlay:
			s.binToPlay(seat, e, tgt)
		case EffBleed:
			if tgt > 0 && s.obj(tgt).Zone == zonePlay {
				s.addCounters(tgt, CounterBleed, e.N)
				s.event("counter", fmt.Sprintf("%s puts %d BLEED on %s", role(seat), e.N, s.name(tgt)), seat)
			}
		case EffCopyCharacter:
			if tgt > 0 && s.obj(tgt).Zone == zonePlay && !s.iconic(tgt) {
				s.copyCharacter(seat, tgt, e.Atk, e.Dfn)
			}
		case EffPreventDamage:
			if tgt > 0 && s.obj(tgt).Zone == zonePlay {
				s.Lasting = append(s.Lasting, Lasting{Card: tgt, Prevent: true})
				s.event("prevent", "all damage to "+s.name(tgt)+" is prevented until turn end", seat)
			}
		case EffDestroyOwnRAM:
			var ram []int32
			for i := range s.Objs {
				o := &s.Objs[i]
				if (o.Zone == zoneBank && holder(o) == seat) || (o.Zone == zoneCommitted && s.obj(o.Host).Ctrl == seat) {
					ram = append(ram, int32(i+1))
				}
			}
			for _, r := range ram {
				s.move(r, zoneBin)
			}
			s.event("destroyed", fmt.Sprintf("%s's %d RAM are destroyed", role(seat), len(ram)), seat)
		case EffFreePlays:
			if len(s.Free) == 0 {
				s.Free = make([]int32, len(s.P))
			}
			s.Free[seat] += int32(e.N)
			s.event("free", fmt.Sprintf("%s may play up to %d cards without paying their RAM cost this turn", role(seat), e.N), seat)
		case EffUnstable:
			if tgt < 0 {
				seat := targetSeat(tgt)
				s.event("unstable", role(seat)+"'s mainframe becomes UNSTABLE", seat)
				// Rolled for now, the procedure fixed at its start (NS-6.5).
				s.PushWith(kernel.Frame{Kind: frameStability, Seat: seat}, slices.Concat(s.P[seat].Play, s.programsInPlay(seat)), nil)
			}
		case EffDestroyAttacking:
			if src > 0 && s.obj(src).Host != 0 {
				victim := s.obj(s.obj(src).Host).Owner
				for _, a := range slices.Clone(s.Attacks) {
					if o := s.obj(a.Char); o.Zone == zonePlay && o.Ctrl == victim {
						s.kills = append(s.kills, kill{victim: a.Char, ctrl: o.Ctrl, by: seat})
						s.event("destroyed", s.name(a.Char)+" is destroyed", o.Ctrl)
						s.destroy(a.Char, false)
					}
				}
			}
		case EffPurgeSpirits:
			s.purgeSpirits()
		case EffPurgeSource:
			if src > 0 && s.obj(src).Zone == zonePlay {
				s.event("purge", s.name(src)+" is purged", s.obj(src).Ctrl)
				s.release(src, false)
				s.move(src, zonePurge)
			}
		case EffReclaimRAM:
			k := 0
			for i := len(s.P[seat].Bin) - 1; i >= 0 && k < e.N; i-- {
				if id := s.P[seat].Bin[i]; s.def(id).Type == carddb.RAM {
					s.move(id, zoneBank)
					s.obj(id).Running = true
					k++
				}
			}
			s.event("install", fmt.Sprintf("%s puts %d RAM from its recycle bin into its bank running", role(seat), k), seat)
		case EffEndDestroySource:
			if src > 0 && s.obj(src).Zone == zonePlay {
				s.Lasting = append(s.Lasting, Lasting{Card: src, EndDestroy: true})
			}
		case EffLoseAttack:
			if tgt > 0 {
				s.damagePlayer(seat, e.Pool, s.atk(tgt), "loses")
			}
		case EffDamageEach:
			if tgt < 0 {
				for _, id := range slices.Clone(s.P[targetSeat(tgt)].Play) {
					s.hurt(id, e.N, seat)
				}
				s.event("damage", fmt.Sprintf("each character %s controls takes %d %s damage", role(targetSeat(tgt)), e.N, e.Pool), targetSeat(tgt))
			}
		}
		s.settle()
		if s.Over {
			return
		}
	}
}

// Targets as numbers (Option.Target, Obj.Target, Frame.T): a character by
// its id, a player by -(1+seat).
func playerTarget(seat engine.Seat) int32 { return -1 - int32(seat) }

func targetSeat(code int32) engine.Seat { return engine.Seat(-1 - code) }

// variant returns what card id targets and does: its reversed text when it
// was played reversed (NS-14.3).
func (s *State) variant(id int32) (TargetKind, []Effect) {
	d := s.def(id)
	if s.obj(id).Reversed && d.Reversed != nil {
		return d.Reversed.Target, d.Reversed.Effects
	}
	return d.Target, d.Effects
}

// waitingItems returns the cards of the Cache items that wait to resolve:
// every program frame but the one resolving now (the top frame, when it is
// a program), bottom first.
func (s *State) waitingItems() []int32 {
	var out []int32
	fr := s.Frames()
	for i := range fr {
		if fr[i].Kind == frameProgram && fr[i].Ref.Ability == 0 && fr[i].PC == 0 && (i != len(fr)-1) {
			out = append(out, fr[i].Src)
		}
	}
	return out
}

// targets returns the legal targets of kind k for card self (NS-18): for
// an item of the Cache, the items waiting below or above it but itself.
func (s *State) targets(k TargetKind, self int32) []int32 {
	var out []int32
	switch k {
	case TargetAny, TargetCharacter:
		for _, p := range s.P {
			for _, id := range p.Play {
				if !s.cloaked(id) {
					out = append(out, id)
				}
			}
		}
	case TargetOwnCharacter, TargetBlocker, TargetFoeCharacter, TargetCopyCharacter:
		for _, p := range s.P {
			for _, id := range p.Play {
				if s.legalTarget(k, id, self) {
					out = append(out, id)
				}
			}
		}
	case TargetSlotProgram:
		for i := range s.Objs {
			if s.Objs[i].Zone == zoneSlot || s.Objs[i].Zone == zoneEnv {
				out = append(out, int32(i+1))
			}
		}
	case TargetOwnBinCharacter:
		for _, id := range s.P[s.obj(self).Ctrl].Bin {
			if s.legalTarget(k, id, self) {
				out = append(out, id)
			}
		}
	case TargetTether:
		for i := range s.Objs {
			if s.legalTarget(k, int32(i+1), self) {
				out = append(out, int32(i+1))
			}
		}
	case TargetRAM:
		// RAM cards are alike: one target stands for each player's
		// refreshed and running bank RAM and for each character's
		// committed RAM.
		seen := map[[3]int32]bool{}
		for i := range s.Objs {
			o := &s.Objs[i]
			if o.Zone != zoneBank && o.Zone != zoneCommitted {
				continue
			}
			k := [3]int32{int32(o.Owner), o.Host, 0}
			if o.Running {
				k[2] = 1
			}
			if !seen[k] {
				seen[k] = true
				out = append(out, int32(i+1))
			}
		}
	case TargetCacheCharacter, TargetCacheProgram, TargetCacheTargeted, TargetCacheFoeScript:
		for _, id := range s.waitingItems() {
			if id != self && s.legalTarget(k, id, self) {
				out = append(out, id)
			}
		}
	}
	if k == TargetAny || k == TargetPlayer {
		for seat := range s.P {
			out = append(out, playerTarget(engine.Seat(seat)))
		}
	}
	if k == TargetOwnMainframe || k == TargetFoeMainframe {
		for seat := range s.P {
			if s.legalTarget(k, playerTarget(engine.Seat(seat)), self) {
				out = append(out, playerTarget(engine.Seat(seat)))
			}
		}
	}
	return out
}

// legalTarget reports whether code is a legal target of kind k for card
// self, as it is played and again as it resolves (NS-18.6).
func (s *State) legalTarget(k TargetKind, code, self int32) bool {
	if code < 0 && (k == TargetOwnMainframe || k == TargetFoeMainframe) {
		player := s.obj(self).Ctrl
		mine := team(targetSeat(code)) == team(player)
		return mine == (k == TargetOwnMainframe) && s.slotsUsed(targetSeat(code)) < slotsPerMainframe
	}
	if code < 0 {
		return (k == TargetAny || k == TargetPlayer) && !s.Out[team(targetSeat(code))]
	}
	o := s.obj(code)
	if o.Zone == zonePlay && s.cloaked(code) {
		return false // NS-18.5
	}
	switch k {
	case TargetAny, TargetCharacter:
		return o.Zone == zonePlay && (self <= 0 || s.def(self).Type != carddb.Gear || s.portOpen(self, code)) // malicious gear (NS-12.9): ports too
	case TargetOwnCharacter:
		return o.Zone == zonePlay && team(o.Ctrl) == team(s.obj(self).Ctrl) && (s.def(self).Type != carddb.Gear || s.portOpen(self, code))
	case TargetFoeCharacter:
		return o.Zone == zonePlay && team(o.Ctrl) != team(s.obj(self).Ctrl)
	case TargetCopyCharacter:
		return o.Zone == zonePlay && !s.iconic(code) // NS-22.5: an iconic card cannot be chosen
	case TargetBlocker:
		return o.Zone == zonePlay && s.blocking(code) && s.dfn(code) <= s.def(self).MaxDefense
	case TargetSlotProgram:
		return o.Zone == zoneSlot || o.Zone == zoneEnv
	case TargetTether:
		return o.Zone == zoneGear && s.def(code).tether()
	case TargetOwnBinCharacter:
		d, f := s.def(code), s.def(self).BinFaction
		return o.Zone == zoneBin && o.Owner == s.obj(self).Ctrl && d.Type == carddb.Character && (f == "" || slices.Contains(d.Factions, f))
	case TargetRAM:
		return o.Zone == zoneBank || o.Zone == zoneCommitted
	case TargetCacheCharacter, TargetCacheProgram, TargetCacheTargeted, TargetCacheFoeScript:
		if o.Zone != zoneCache || code == self || !slices.Contains(s.waitingItems(), code) {
			return false
		}
		d := s.def(code)
		if k == TargetCacheFoeScript {
			return d.Type == carddb.Program && d.Card.SubtypeName() == "Script" && !d.Iconic && !s.faceDown(code) && team(o.Ctrl) != team(s.obj(self).Ctrl)
		}
		if k == TargetCacheCharacter {
			return d.Type == carddb.Character
		}
		tk, _ := s.variant(code)
		return d.Type == carddb.Program && (k == TargetCacheProgram || tk != TargetNone)
	}
	return false
}

// mayReverse reports whether seat may play tarots reversed (NS-14.3).
func (s *State) mayReverse(seat engine.Seat) bool {
	return slices.ContainsFunc(s.P[seat].Play, func(id int32) bool { return s.def(id).GrantsReversal })
}

// controlsMystic reports whether seat controls a Mystic character, which
// playing a tarot needs (NS-14.3).
func (s *State) controlsMystic(seat engine.Seat) bool {
	return slices.ContainsFunc(s.P[seat].Play, func(id int32) bool { return slices.Contains(s.def(id).Factions, "Mystic") })
}

// playable returns the options to play each card of seat's hand that seat
// may play now (NS-14.0, NS-11, NS-22.3, NS-5.4), one per legal target.
func (s *State) playable(seat engine.Seat, ctx int) []engine.Option {
	// Read: finding the options changes nothing, and asks for the same
	// synergy, cost increases and gear once for every card.
	defer s.doneReading(s.read())
	var out []engine.Option
	money := s.refreshedCount(seat)
	var seenBuf [16]*Def
	seen := seenBuf[:0]
	for _, id := range s.P[seat].Hand {
		d := s.def(id)
		if slices.Contains(seen, d) { // copies of a card give the same options: the first one stands for them
			continue
		}
		seen = append(seen, d)
		if cost, _ := s.cost(seat, id); (!d.Swift && ctx != ctxDeploy) || cost > money {
			continue
		}
		if d.Req != "" && s.synergy(seat, d.Req) < 1 {
			continue
		}
		if d.Iconic && s.controlsIconic(seat, d) {
			continue
		}
		if d.Card.SubtypeName() == "Tarot" && !s.controlsMystic(seat) {
			continue
		}
		if d.Target2 != TargetNone && len(s.targets(d.Target2, id)) == 0 {
			continue // NS-18.2: every target needs a legal choice
		}
		if d.tether() && len(s.targets(d.Target2, id)) < 2 {
			continue // two different characters (NS-12.10)
		}
		out = s.appendPlayOptions(out, id, d.Target, 0)
		if d.Reversed != nil && s.mayReverse(seat) {
			out = s.appendPlayOptions(out, id, d.Reversed.Target, 1)
		}
	}
	for _, id := range s.P[seat].Play {
		o := s.obj(id)
		if o.Running || o.Used { // NS-9.2.2, NS-9.2.3
			continue
		}
		// Its own abilities, then those its gear grants it (NS-12.6), which
		// share its once-a-round use: an option names the card printing
		// the ability.
		gear := s.gear(id)
		for k := -1; k < len(gear); k++ {
			src := id
			if k >= 0 {
				src = gear[k]
			}
			for i, a := range s.def(src).Abilities {
				if s.abilityCost(seat, a) > money {
					continue
				}
				duel := slices.ContainsFunc(a.Effects, func(e Effect) bool { return e.Kind == EffDuel })
				for _, op := range s.playOptions(src, a.Target, 0) {
					if duel && op.Target == int(id) {
						continue // a character does not duel itself
					}
					out = append(out, engine.Option{Verb: verbActivate, Card: op.Card, Target: op.Target, Arg: i})
				}
			}
		}
	}
	// Trojans seat controls, face down in slots, from the turn after they
	// were played (NS-14.8.3); not once a round (AMB-22).
	for _, id := range s.slotted(seat) {
		if d := s.def(id); !d.trojan() || s.obj(id).Used || !s.faceDown(id) {
			continue
		}
		for i, a := range s.def(id).Abilities {
			if s.abilityCost(seat, a) > money {
				continue
			}
			for _, op := range s.playOptions(id, a.Target, 0) {
				out = append(out, engine.Option{Verb: verbActivate, Card: op.Card, Target: op.Target, Arg: i})
			}
		}
	}
	return out
}

// activate puts ability i of character id on the Cache with target tgt:
// its costs paid (RAM run, the character run), the character's psychosis
// checked (NS-9.2.6), its once-a-round use taken (NS-9.2), and a swift
// check opened for every other player. It reports whether the ability
// reached the Cache (false: the psychosis check failed, NS-13.4).
func (s *State) activate(seat engine.Seat, id int32, i int, tgt int32) bool {
	d, o := s.def(id), s.obj(id)
	if o.Zone == zoneGear { // an ability gear grants its character (NS-12.6)
		o = s.obj(o.Host)
	}
	a := d.Abilities[i]
	s.pay(seat, s.abilityCost(seat, a))
	if a.Cost > 0 && s.freeInPlay(seat) {
		for _, c := range s.P[seat].Play {
			if s.def(c).FreeInPlay {
				engage(s.def(c), labelIndex(s.def(c), labelFreeInPlay))
			}
		}
	}
	if a.RunSelf {
		o.Running = true
	}
	if !s.quiet {
		text := fmt.Sprintf("%s activates %s's %s", role(seat), s.name(id), a.Name)
		if tgt > 0 {
			text += " targeting " + s.name(tgt)
		} else if tgt < 0 {
			text += " targeting " + role(targetSeat(tgt))
		}
		s.event("activate", text, seat)
	}
	// NS-9.2.6, NS-13.4: a failed psychosis check keeps the ability off
	// the Cache, the costs paid; the try never happened, so the character
	// may activate again this round (AMB-22).
	if h := s.psychoticHost(id); h != 0 && !s.psychosisCheck(h, "activates "+a.Name) {
		return false
	}
	o.Used = true
	s.Push(kernel.Frame{Kind: frameProgram, Seat: seat, Src: id, Ref: kernel.Ref{Card: d.id, Ability: int16(i + 1)}, T: tgt})
	if d.trojan() {
		s.event("flip", fmt.Sprintf("%s turns %s face up", role(seat), s.name(id)), seat) // NS-14.8.4
	}
	s.PushWindow(frameOf(frameWindow), newWindow(s.others(seat)))
	return true
}

// playOptions returns the options to play card id with targets of kind k,
// Arg 1 when reversed: one per legal target, none when it needs one and
// has none (NS-18.2).
func (s *State) playOptions(id int32, k TargetKind, reversed int) []engine.Option {
	return s.appendPlayOptions(nil, id, k, reversed)
}

// appendPlayOptions appends playOptions(id, k, reversed) to out.
func (s *State) appendPlayOptions(out []engine.Option, id int32, k TargetKind, reversed int) []engine.Option {
	if k == TargetNone {
		return append(out, engine.Option{Verb: verbPlay, Card: int(id), Arg: reversed})
	}
	for _, t := range s.targets(k, id) {
		out = append(out, engine.Option{Verb: verbPlay, Card: int(id), Target: int(t), Arg: reversed})
	}
	return out
}

// controlsIconic reports whether seat controls a card of d's name in play or
// on the Cache (NS-22.3; a second copy on the Cache would break NS-22.2 when
// it resolves, so it is refused as well).
func (s *State) controlsIconic(seat engine.Seat, d *Def) bool {
	for i := range s.Objs {
		o := &s.Objs[i]
		if o.Ctrl == seat && (o.Zone == zonePlay || o.Zone == zoneCache) && def(o.Card) == d && s.iconic(int32(i+1)) {
			return true
		}
	}
	return false
}

// play puts card id of seat on the Cache with target tgt, paying its cost —
// running RAM for a program, committing it for a character (NS-5.4, NS-5.5)
// — and opens a swift check for every other player (NS-17.2 (a)).
func (s *State) play(seat engine.Seat, id, tgt int32, reversed bool) {
	d := s.def(id)
	s.move(id, zoneCache)
	o := s.obj(id)
	o.Ctrl, o.Target, o.Reversed = seat, tgt, reversed
	for _, by := range s.inflaters(d) {
		engage(s.def(by), labelIndex(s.def(by), labelCostUp))
	}
	free := s.freePlay(seat)
	if free { // without paying its RAM cost (EffFreePlays, NS-5.7.1)
		s.Free[seat]--
		if slices.Equal(s.Free, make([]int32, len(s.Free))) {
			s.Free = nil
		}
	}
	if d.Type == carddb.Character {
		o.Need = int32(d.Cost)
		if free {
			o.Need = 0 // NS-5.7.1: it keeps a required commitment of 0
			s.Unpaid = append(s.Unpaid, id)
		}
		cost, by := s.cost(seat, id) // its cost with any increase, which it needs committed (NS-5.7.3)
		if free {
			cost = 0
		} else if by != 0 { // played for less: it keeps the lower commitment (NS-5.7.2)
			o.Need = int32(max(0, d.Cost-s.def(by).Discount.N))
			engage(s.def(by), labelIndex(s.def(by), labelDiscount))
			s.programPlayed(seat, d)
		}
		for _, r := range s.refreshedRAM(seat)[:cost] {
			s.commit(r, id)
		}
	} else if free {
		s.programPlayed(seat, d)
	} else {
		cost, by := s.cost(seat, id)
		s.pay(seat, cost)
		if by != 0 && cost < d.Cost {
			engage(s.def(by), labelIndex(s.def(by), labelDiscount))
		}
		s.programPlayed(seat, d)
	}
	if !s.quiet {
		text := fmt.Sprintf("%s plays %s", role(seat), s.name(id))
		if reversed {
			text += " reversed"
		}
		if tgt > 0 {
			text += " targeting " + s.name(tgt)
		} else if tgt < 0 {
			text += " targeting " + role(targetSeat(tgt))
		}
		s.event("play", text, seat)
	}
	s.Push(framePlay(seat, id, d, tgt))
	s.PushWindow(frameOf(frameWindow), newWindow(s.others(seat)))
	defer func() {
		if d.Target2 != TargetNone { // declared before anything else happens (NS-18.1)
			s.Push(kernel.Frame{Kind: frameDeclare, Seat: seat, Src: id})
		}
	}()
	// Triggered abilities of the play take effect at once, before anyone
	// answers it; they are not on the Cache (NS-9.3, AMB-23).
	if e := s.environment(); e != 0 && d.Type == carddb.Program && len(s.def(e).OnPlayProgram) > 0 {
		engage(s.def(e), labelIndex(s.def(e), labelOnPlay))
		s.event("trigger", s.name(e)+": "+role(seat)+" plays a program", seat)
		s.effects(seat, s.def(e).OnPlayProgram, 0, 0)
	}
	if d.Card.SubtypeName() == "Script" {
		mf := s.def(s.P[seat].Mainframe)
		for _, t := range s.activeTiers(seat) {
			if t.Timing == TimingPlayScript && slices.Contains(d.Factions, t.Faction) {
				s.Push(kernel.Frame{Kind: frameProgram, Seat: seat, Src: s.P[seat].Mainframe, Ref: kernel.Ref{Card: mf.id, Ability: int16(-1 - tierIndex(mf, t))}})
			}
		}
	}
}

// turnOrder returns every seat in turn order from seat (NS-23.7: seat order
// is the figure 8).
func (s *State) turnOrder(seat engine.Seat) []engine.Seat {
	n := s.players()
	out := make([]engine.Seat, 0, n)
	for i := range n {
		out = append(out, engine.Seat((int(seat)+i)%n))
	}
	return out
}

// others returns every seat but seat, in turn order from the one after it
// (NS-17.3).
func (s *State) others(seat engine.Seat) []engine.Seat { return s.turnOrder(seat)[1:] }

// opponents returns seat's opponents in turn order.
func (s *State) opponents(seat engine.Seat) []engine.Seat {
	var out []engine.Seat
	for _, o := range s.others(seat) {
		if team(o) != team(seat) {
			out = append(out, o)
		}
	}
	return out
}

// itemFrame returns the index in the stack of the Cache item of card id,
// or -1.
func (s *State) itemFrame(id int32) int {
	for i, f := range s.Frames() {
		if f.Kind == frameProgram && f.Src == id && f.Ref.Ability == 0 && f.PC == 0 {
			return i
		}
	}
	return -1
}

// tierIndex returns the index of tier t in mf's tiers, or -1.
func tierIndex(mf *Def, t *Tier) int {
	for i := range mf.Tiers {
		if &mf.Tiers[i] == t {
			return i
		}
	}
	return -1
}

// duel makes characters a and b deal damage equal to their attack to each
// other at once (NS-24.1): only if both are in play (NS-18.7, AMB-46); not
// combat. With e.N > 0, if b is destroyed by it, e.N damage of e.Pool to
// b's controller.
func (s *State) duel(a, b int32, e Effect) {
	if a <= 0 || b <= 0 || a == b || s.obj(a).Zone != zonePlay || s.obj(b).Zone != zonePlay {
		s.event("duel", "no duel: a character is gone", engine.NoSeat)
		return
	}
	atkA, atkB := s.atk(a), s.atk(b)
	s.hurt(a, atkB, s.obj(b).Ctrl)
	s.hurt(b, atkA, s.obj(a).Ctrl)
	if !s.quiet {
		s.event("duel", fmt.Sprintf("%s and %s duel", s.name(a), s.name(b)), s.obj(a).Ctrl)
	}
	victim := s.obj(b).Ctrl
	dead := int(s.obj(b).Damage) >= s.dfn(b)
	s.settle()
	if e.N > 0 && dead && s.obj(b).Zone == zoneBin && !s.Over {
		s.damagePlayer(victim, e.Pool, e.N, "takes")
	}
}

// netchecks returns the netcheck effects of the active seat a's turn
// (NS-16.6, AMB-39): the applying netcheck tiers of a's mainframe, a's
// protocols, and the viruses on a's mainframe; each run by its controller.
func (s *State) netchecks(a engine.Seat) []kernel.Queued {
	var q []kernel.Queued
	mf := s.def(s.P[a].Mainframe)
	for _, t := range s.activeTiers(a) {
		if t.Timing == TimingNetcheck {
			q = append(q, kernel.Queued{Src: s.P[a].Mainframe, Ref: kernel.Ref{Card: mf.id, Ability: int16(-1 - tierIndex(mf, t))}, Seat: a, Own: true})
		}
	}
	for _, id := range s.at.slot {
		o := s.obj(id)
		d := def(o.Card)
		virus := d.Card.SubtypeName() == "Virus"
		if len(d.Netcheck) > 0 && ((!virus && o.Ctrl == a) || (virus && o.Host == s.P[a].Mainframe)) {
			q = append(q, kernel.Queued{Src: id, Ref: kernel.Ref{Card: d.id, Ability: -1}, Seat: o.Ctrl, Own: true})
		}
	}
	// The environment's, every turn, for the active player (NS-16.6).
	if e := s.environment(); e != 0 && len(s.def(e).Netcheck) > 0 {
		q = append(q, kernel.Queued{Src: e, Ref: kernel.Ref{Card: s.def(e).id, Ability: -1}, Seat: a, Own: true})
	}
	return q
}

// cacheCharacters returns the characters seat controls waiting on the
// Cache, bottom first.
func (s *State) cacheCharacters(seat engine.Seat) []int32 {
	var out []int32
	for _, f := range s.Frames() {
		if f.Kind == frameProgram && f.Ref.Ability == 0 && f.Src > 0 {
			if o := s.obj(f.Src); o.Zone == zoneCache && o.Ctrl == seat && s.def(f.Src).Type == carddb.Character {
				out = append(out, f.Src)
			}
		}
	}
	return out
}
