package neuroscape

import (
	"errors"
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/neuroscape/carddb"
)

// Check implements engine.Game: the invariants of a state between two
// choices — every card in exactly one zone and listed where its zone says;
// RAM only in RAM decks, banks and under characters, never more under a
// character than it needs, and none missing while its controller's bank
// holds any (NS-5.6, AMB-14) unless the controller is being asked where it
// goes (NS-25); the Cache made of the cards it lists; at most
// one copy of an iconic card per controller (NS-22.2); no character with
// lethal damage left in play (NS-8.3); health above 0 while the game goes on
// (NS-1.3); altered base values only of token copies in play (NS-20.2,
// NS-20.7); one decision pending until the end and none after.
func (g *Game) Check() error { return g.check(true) }

// check is Check; with short, a card that plainCard finds plain is not
// looked at further (the checks of a card find no fault in it), else every
// card is.
func (g *Game) check(short bool) error {
	st := &g.st
	defer st.doneReading(st.read())
	n := st.players()
	if n != 2 && n != 4 {
		return fmt.Errorf("%d players, want 2 or 4", n)
	}
	var errs []error
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	seatOK := func(s engine.Seat) bool { return s >= 0 && int(s) < n }
	if st.Free != nil && (len(st.Free) != n || slices.ContainsFunc(st.Free, func(k int32) bool { return k < 0 }) || !slices.ContainsFunc(st.Free, func(k int32) bool { return k > 0 })) {
		bad("free plays %v at a table of %d (nil when no seat has any)", st.Free, n)
	}
	for i, c := range st.Unpaid {
		if c < 1 || int(c) > len(st.Objs) || st.Objs[c-1].Zone != zoneCache || def(st.Objs[c-1].Card).Type != carddb.Character || st.Objs[c-1].Need != 0 || slices.Index(st.Unpaid, c) != i {
			bad("unpaid %v: not characters waiting on the Cache with no RAM required (NS-5.7.1)", st.Unpaid)
			break
		}
	}
	if st.Counters != nil && len(st.Counters) == 0 {
		bad("counters: empty, not nil")
	}
	for i, c := range st.Counters {
		if c.Card < 1 || int(c.Card) > len(st.Objs) || st.Objs[c.Card-1].Zone != zonePlay || c.Kind < 1 || c.Kind >= counterKinds || c.N < 1 ||
			slices.IndexFunc(st.Counters, func(x Counter) bool { return x.Card == c.Card && x.Kind == c.Kind }) != i {
			bad("counters %v: %d of kind %d on card %d, not a card in play (NS-2.6), or listed twice", st.Counters, c.N, c.Kind, c.Card)
			break
		}
	}
	if st.Tethers != nil && len(st.Tethers) == 0 {
		bad("tethers: empty, not nil")
	}
	for i, t := range st.Tethers {
		if t.Card < 1 || int(t.Card) > len(st.Objs) || slices.IndexFunc(st.Tethers, func(x Tether) bool { return x.Card == t.Card }) != i {
			bad("tether %d: no card, or listed twice", t.Card)
		}
	}
	for i, b := range st.Bases {
		if b.Card < 1 || int(b.Card) > len(st.Objs) || !st.token(b.Card) || st.Objs[b.Card-1].Zone != zonePlay || slices.IndexFunc(st.Bases, func(x Base) bool { return x.Card == b.Card }) != i {
			bad("bases %v: not token copies in play (NS-20.2, NS-20.7), or listed twice", st.Bases)
			break
		}
	}
	if st.Unpaid != nil && len(st.Unpaid) == 0 {
		bad("unpaid is empty, not nil")
	}
	// listed and cache in one scratch slice the memo keeps: Check runs
	// after every step of a fuzz run or a simulation.
	counts := slices.Grow(st.memo.check[:0], 2*len(st.Objs)+1)[:2*len(st.Objs)+1]
	clear(counts)
	st.memo.check = counts
	listed := counts[:len(st.Objs)]
	for i := range st.P {
		p := &st.P[i]
		seat := engine.Seat(i)
		for z := zoneDeck; z < zoneCount; z++ {
			l := p.list(z)
			if l == nil {
				continue
			}
			for _, id := range *l {
				if id < 1 || int(id) > len(st.Objs) {
					bad("%s's %s lists card %d of %d", role(seat), z, id, len(st.Objs))
					continue
				}
				listed[id-1]++
				if o := st.obj(id); o.Zone != z || holder(o) != seat {
					bad("%s's %s lists %s, which is in %s of %s", role(seat), z, st.name(id), o.Zone, role(holder(o)))
				}
			}
		}
		if p.Mainframe < 1 || int(p.Mainframe) > len(st.Objs) || st.obj(p.Mainframe).Zone != zoneMainframe || st.obj(p.Mainframe).Owner != seat {
			bad("%s's mainframe is card %d", role(seat), p.Mainframe)
		}
	}
	if !st.at.matches(st.Objs) {
		bad("the cards kept as in slots, the environment, gear and committed %+v are not those in them %+v", st.at, placedOf(st.Objs))
	}
	if len(errs) > 0 {
		return errors.Join(errs...)
	}
	cache := counts[len(st.Objs):] // Cache items by card id
	for _, f := range st.Frames() {
		if f.Kind != frameProgram {
			continue
		}
		if f.Ref.Ability == 0 && f.PC == 0 && !st.entered(&f) { // PC > 0: resolved, waiting under what it pushed
			if f.Src < 1 || int(f.Src) > len(st.Objs) {
				bad("a Cache item names card %d", f.Src)
			} else {
				cache[f.Src]++
			}
		} else if d := def(f.Ref.Card); f.Src < 1 || int(f.Src) > len(st.Objs) || d == nil || def(st.obj(f.Src).Card) != d || int(f.Ref.Ability) > len(d.Abilities) || (int(f.Ref.Ability) < -len(d.Tiers) && !(len(d.Netcheck) > 0 && f.Ref.Ability == -1)) {
			bad("ability item %+v", f)
		}
	}
	iconic := map[[2]int]int{}
	slots := map[int32]int{}
	for i := range st.Objs {
		o := &st.Objs[i]
		id := int32(i + 1)
		d := def(o.Card)
		if short && st.plainCard(o, id, d, listed[i], cache[id]) {
			continue
		}
		if d == nil || !seatOK(o.Owner) || !seatOK(o.Ctrl) || o.Zone == zoneNone || o.Zone >= zoneCount {
			bad("card %d: %+v", id, *o)
			continue
		}
		if p := st.P[holder(o)].list(o.Zone); (p != nil) != (listed[i] == 1) || listed[i] > 1 {
			bad("%s in %s is listed %d times", st.name(id), o.Zone, listed[i])
		}
		ramZone := o.Zone == zoneRAMDeck || o.Zone == zoneBank || o.Zone == zoneCommitted
		if (d.Type == carddb.RAM && !ramZone && o.Zone != zoneBin) || (d.Type != carddb.RAM && ramZone) { // NS-5.9: destroyed RAM goes to the recycle bin
			bad("%s (%s) in %s", st.name(id), d.Type, o.Zone)
		}
		if (d.Type == carddb.Mainframe) != (o.Zone == zoneMainframe) {
			bad("%s (%s) in %s", st.name(id), d.Type, o.Zone)
		}
		if o.Zone == zonePlay && d.Type != carddb.Character {
			bad("%s (%s) in play", st.name(id), d.Type)
		}
		if o.Ctrl != o.Owner && o.Zone != zonePlay && o.Zone != zoneCache && o.Zone != zoneSlot && o.Zone != zoneGear && o.Zone != zoneEnv {
			bad("%s in %s controlled by %s", st.name(id), o.Zone, role(o.Ctrl))
		}
		if o.Used && o.Zone != zonePlay && o.Zone != zoneMainframe && !(o.Zone == zoneSlot && d.trojan()) {
			bad("%s in %s has used an ability", st.name(id), o.Zone)
		}
		if st.token(id) != (o.Zone == zoneGone) && (o.Zone == zoneGone || (o.Zone != zoneCache && o.Zone != zonePlay && o.Zone != zoneSlot && o.Zone != zoneGear && o.Zone != zoneEnv)) {
			bad("%s in %s: a token %v (NS-20.7: only in play or on the Cache)", st.name(id), o.Zone, st.token(id))
		}
		if o.Running && o.Zone != zoneBank && o.Zone != zonePlay {
			bad("%s running in %s", st.name(id), o.Zone)
		}
		// A game that ends mid-Cache leaves the rest unresolved: its
		// frames go, its cards stay where they were.
		if (o.Zone == zoneCache && !st.Over) != (cache[id] == 1) || cache[id] > 1 {
			bad("%s in %s has %d Cache items", st.name(id), o.Zone, cache[id])
		}
		if (o.Host != 0) != (o.Zone == zoneCommitted || o.Zone == zoneSlot || o.Zone == zoneGear) {
			bad("%s in %s lies under %d", st.name(id), o.Zone, o.Host)
		}
		if slices.ContainsFunc(st.Lasting, func(l Lasting) bool { return l.Card == id }) && o.Zone != zonePlay {
			bad("%s in %s has an effect until turn end", st.name(id), o.Zone)
		}
		if o.Zone == zoneEnv && (d.Card.SubtypeName() != "Environment" || st.environment() != id) {
			bad("%s in the environment zone: one environment, the first of them %d (NS-14.9)", st.name(id), st.environment())
		}
		if o.Zone == zoneGear && (d.Type != carddb.Gear || o.Host < 1 || int(o.Host) > len(st.Objs) || st.obj(o.Host).Zone != zonePlay) {
			bad("%s attached to card %d", st.name(id), o.Host) // NS-12.8: gear leaves with its character
		}
		if o.Zone == zoneGear && d.Type == carddb.Gear && d.tether() {
			if t := st.tetherOther(id); t < 1 || int(t) > len(st.Objs) || st.obj(t).Zone != zonePlay || t == o.Host {
				bad("tether %s: its second character %d (NS-12.10: two characters in play)", st.name(id), t)
			}
		}
		if o.Zone != zoneGear && st.tetherOther(id) != 0 {
			bad("%s in %s is a tether in play", st.name(id), o.Zone)
		}
		if o.Zone == zoneSlot {
			if !d.slotted() || o.Host < 1 || int(o.Host) > len(st.Objs) || st.obj(o.Host).Zone != zoneMainframe {
				bad("%s in a slot of card %d", st.name(id), o.Host)
			} else if slots[o.Host]++; slots[o.Host] > slotsPerMainframe {
				bad("%s's mainframe holds more than %d cards", role(st.obj(o.Host).Owner), slotsPerMainframe)
			}
		}
		if o.Host != 0 && o.Zone == zoneCommitted {
			if o.Host < 1 || int(o.Host) > len(st.Objs) {
				bad("%s lies under card %d", st.name(id), o.Host)
			} else if h := st.obj(o.Host); (h.Zone != zonePlay && h.Zone != zoneCache) || def(h.Card).Type != carddb.Character {
				bad("%s lies under %s in %s", st.name(id), st.name(o.Host), h.Zone)
			}
		}
		if o.Damage < 0 || (o.Damage != 0 && o.Zone != zonePlay) || (o.Zone == zonePlay && !st.Over && int(o.Damage) >= st.dfn(id)) {
			bad("%s in %s has %d damage", st.name(id), o.Zone, o.Damage)
		}
		if o.Need != 0 && (d.Type != carddb.Character || (o.Zone != zonePlay && o.Zone != zoneCache)) || o.Need < 0 {
			bad("%s in %s needs %d RAM", st.name(id), o.Zone, o.Need)
		}
		if d.Type == carddb.Character && (o.Zone == zonePlay || o.Zone == zoneCache) {
			if c, n := st.committedCount(id), st.need(id); c > n {
				bad("%s has %d RAM committed for %d", st.name(id), c, n)
			} else if c < n && len(st.P[o.Ctrl].Bank) > 0 && o.Ctrl == o.Owner && !st.asksRecommit(o.Ctrl) { // AMB-13: a new controller commits nothing
				bad("%s misses %d RAM while %s's bank holds %d", st.name(id), n-c, role(o.Ctrl), len(st.P[o.Ctrl].Bank))
			}
		}
		if (o.Zone == zonePlay || o.Zone == zoneCache) && st.iconic(id) {
			k := [2]int{int(o.Ctrl), int(o.Card)}
			if iconic[k]++; iconic[k] > 1 {
				bad("%s controls two of iconic %s", role(o.Ctrl), d.Name)
			}
		}
		if (o.Reversed && (o.Zone != zoneCache || d.Reversed == nil)) || (o.Zone == zoneCache && !st.Over && cache[id] == 1 && st.Frames()[st.itemFrame(id)].T != o.Target) {
			bad("%s in %s: reversed %v, target %d", st.name(id), o.Zone, o.Reversed, o.Target)
		}
		if o.Target != 0 && o.Zone != zoneCache {
			bad("%s in %s has target %d", st.name(id), o.Zone, o.Target)
		}
	}
	for _, a := range st.Attacks {
		if a.Char < 1 || int(a.Char) > len(st.Objs) || !seatOK(a.Defender) || team(a.Defender) == team(st.Active) {
			bad("attack %+v", a)
		}
		for _, k := range slices.Concat(a.Blockers, a.Assign) {
			if k < 1 || int(k) > len(st.Objs) {
				bad("attack %+v", a)
			}
		}
	}
	if st.Round < 1 || st.Round > st.Rounds || st.Turn < 1 {
		bad("round %d of %d, turn %d", st.Round, st.Rounds, st.Turn)
	}
	if st.Over {
		if len(st.Pending) != 0 || len(st.Frames()) != 0 {
			bad("game over with %d decisions and %d frames", len(st.Pending), len(st.Frames()))
		}
		if st.Winner < -1 || st.Winner > 1 {
			bad("winner %d", st.Winner)
		}
		return errors.Join(errs...)
	}
	for t := range 2 {
		if st.Health[t][BF] <= 0 || st.Health[t][MF] <= 0 || st.Out[t] {
			bad("team %d at %d/%d in a game that goes on", t+1, st.Health[t][BF], st.Health[t][MF])
		}
	}
	if st.Winner != -1 || st.Conceded != 0 {
		bad("winner %d, conceded %d before the end", st.Winner, st.Conceded)
	}
	if st.First != engine.NoSeat && (!seatOK(st.First) || !seatOK(st.Active)) {
		bad("first %d, active %d", st.First, st.Active)
	}
	if err := st.CheckWindows(); err != nil {
		bad("%v", err)
	}
	if len(st.Pending) != 1 {
		bad("%d decisions pending, want 1", len(st.Pending))
		return errors.Join(errs...)
	}
	// The stack: the setup, or the active seat's turn, at the bottom; a
	// swift check on top asks the seat with priority.
	fr := st.Frames()
	switch {
	case len(fr) == 0:
		bad("no frame under a pending decision")
	case fr[0].Kind == frameSetup:
		if st.First != engine.NoSeat {
			bad("setup after the first player was chosen")
		}
	case fr[0].Kind != frameTurn || fr[0].Seat != st.Active:
		bad("bottom frame %+v, want %s's turn", fr[0], role(st.Active))
	}
	if len(fr) > 0 {
		if top := fr[len(fr)-1]; (top.Kind == frameWindow || top.Kind == frameFixed) && (len(st.Windows) == 0 || st.Pending[0].Seat != st.Window().Priority()) {
			bad("a swift check asks seat %d, not the seat with priority", st.Pending[0].Seat)
		}
	}
	return errors.Join(errs...)
}

// asksRecommit reports whether seat is being asked where its bank's RAM
// goes (stepRecommit), or waits its turn to be: its recommitment is
// contested and the question of some seat's is the top frame's, or the
// game ended before it was asked.
func (s *State) asksRecommit(seat engine.Seat) bool {
	if !s.contested(seat) {
		return false
	}
	// Every contested seat is asked in turn, in seat order (stepRecommit):
	// while one is asked, the others wait theirs.
	return s.Over || len(s.Frames()) > 0 && s.Top().Kind == frameRecommit
}

// plainCard reports whether card id, o, of definition d, listed n times
// and the card of k Cache items, lies in a list that holds most of the
// cards — a deck, a hand, a bank, a recycle bin — as nothing has touched
// it: listed once, controlled by its owner, not under, on or attached to
// anything, unharmed, not used, not running (but in a bank), no token,
// no Cache item, of a type the zone holds, with no effect until turn end
// and no tether. Check's checks of such a card find no fault in it, so
// Check looks no further at it.
func (s *State) plainCard(o *Obj, id int32, d *Def, n, k int32) bool {
	if d == nil || n != 1 || k != 0 || o.Ctrl != o.Owner || o.Owner < 0 || int(o.Owner) >= len(s.P) ||
		o.Host != 0 || o.Damage != 0 || o.Need != 0 || o.Target != 0 || o.Used || o.Reversed || s.token(id) || d.Type == carddb.Mainframe {
		return false
	}
	switch o.Zone {
	case zoneDeck, zoneHand:
		if d.Type == carddb.RAM || o.Running {
			return false
		}
	case zoneRAMDeck:
		if d.Type != carddb.RAM || o.Running {
			return false
		}
	case zoneBank:
		if d.Type != carddb.RAM {
			return false
		}
	case zoneBin:
		if o.Running {
			return false
		}
	default:
		return false
	}
	return (len(s.Lasting) == 0 || !slices.ContainsFunc(s.Lasting, func(l Lasting) bool { return l.Card == id })) &&
		(len(s.Tethers) == 0 || s.tetherOther(id) == 0)
}
