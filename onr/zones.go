package onr

import (
	"fmt"
	"iter"
	"math/bits"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// zone returns a pointer to the player's slice for stored zone z, or nil.
func (p *Player) zone(z Zone) *[]int32 {
	switch z {
	case ZoneHand:
		return &p.Hand
	case ZoneDeck:
		return &p.Deck
	case ZoneDiscard:
		return &p.Discard
	case ZoneScored:
		return &p.Scored
	case ZoneRig:
		return &p.Rig
	case ZoneAside:
		return &p.Aside
	case ZoneHeld:
		return &p.Held
	}
	return nil
}

// removeID removes the first c of list, if any, as slices.Index and
// slices.Delete would (the room left at the end cleared), by a walk that
// makes no call: most lists are short (a hand, a fort, a rig, a random
// game's deck). The cards after it, when more than removeWalkMax (a deck
// of hundreds), move by deleteAt's one copy, which the walk would make
// slower (BenchmarkRandomGameEveryCard).
func removeID(list []int32, c int32) []int32 {
	for i, x := range list {
		if x != c {
			continue
		}
		if len(list)-i > removeWalkMax {
			return deleteAt(list, i)
		}
		for ; i+1 < len(list); i++ {
			list[i] = list[i+1]
		}
		list[i] = 0
		return list[:i]
	}
	return list
}

// removeWalkMax is the most cards removeID moves up one by one.
const removeWalkMax = 48

// detach takes card c out of its zone, collapsing a subsidiary fort left
// empty (ONR-2.2.4) and trashing programs hosted by a daemon that leaves
// play (ONR-8.8.3).
//
// The card's zone and fort are read once, and the list that holds it is
// found from them inline (a fort's ice or cards, else its player's list of
// the zone); whether it was working (installed and active, as installed
// and active read them) follows from the same zone and its Rezzed.
func (s *State) detach(c int32) {
	s.note(c)
	k := &s.Cards[c]
	zone, fort := k.Zone, k.Fort
	var z *[]int32
	working := false // its leave-play triggers (leaveplay.go): installed and active
	switch zone {
	case ZoneIce:
		z, working = &s.Forts[fort].Ice, k.Rezzed
		if s.Run.Active && s.Run.Fort == fort {
			// Ice outside the current position moves inward (ONR-2.2.5).
			if i := int32(slices.Index(*z, c)); i >= 0 && i < s.Run.Pos {
				s.Run.Pos--
			}
		}
	case ZoneFort:
		z, working = &s.Forts[fort].Cards, k.Rezzed
	default:
		z, working = s.Players[k.At].zone(zone), zone == ZoneRig
	}
	if z != nil {
		*z = removeID(*z, c)
	}
	daemon := zone == ZoneRig && s.hosts(c) > 0
	k.Zone, k.Fort, k.Host = ZoneNone, 0, 0
	k.Rezzed, k.Adv, k.Counters, k.Bits, k.Spent, k.Paid = false, 0, 0, 0, 0, 0
	if activeZone(zone) {
		s.leaveActives(c)
	}
	if zone == ZoneFort {
		s.fortLeft(c, k.At, working) // fortwalk.go; working is whether it was rezzed
	} else if zone == ZoneRig {
		s.rigGen++ // fitMemory's memo (State.muFit)
	}
	k.Virus = Virus{}
	// The card is a new object now: what was bound to it ends (lasting
	// effects such as Ice Transmutation's, use limits; ONR-9.8, R011, R154).
	s.Forget(c)
	if working {
		s.armLeftPlay(c)
	}
	if (zone == ZoneIce || zone == ZoneFort) && s.Forts[fort].Central == Subsidiary {
		f := &s.Forts[fort]
		if len(f.Ice) == 0 && len(f.Cards) == 0 {
			f.Gone = true
			s.fortsChanged()
			s.fortCollapsed(fort) // its counters go with it (R350; fortcounters.go)
		}
	}
	if daemon {
		for _, h := range slices.Clone(s.P(k.At).Rig) {
			if s.Cards[h].Host == c {
				s.trash(h)
			}
		}
	}
}

// place puts a detached card into zone; for ordered zones front=true puts
// it on top. A stored zone is the one of player Card.At; placing a card
// into a fort (ZoneIce, ZoneFort) uses Card.Fort, and its fort's owner
// becomes Card.At. The list that takes it is found inline from zone, as
// detach finds it.
func (s *State) place(c int32, zone Zone, front bool) {
	s.note(c)
	k := &s.Cards[c]
	k.Zone = zone
	inFort := zone == ZoneIce || zone == ZoneFort
	if inFort {
		k.At = s.Forts[k.Fort].Owner
	}
	if activeZone(zone) {
		s.enterActives(c)
		if zone == ZoneRig {
			s.rigGen++ // fitMemory's memo (State.muFit)
		}
	}
	k.Known, k.KnownTo = false, 0 // a moved card cannot be followed by sight (view.go)
	k.Handle = s.Renew(c)
	var z *[]int32
	switch zone {
	case ZoneIce:
		z = &s.Forts[k.Fort].Ice
	case ZoneFort:
		z = &s.Forts[k.Fort].Cards
	default:
		z = s.Players[k.At].zone(zone)
	}
	if inFort && len(*z) == cap(*z) {
		s.growFortList(z)
	}
	i := 0
	if front {
		*z = insertAt(*z, 0, c)
	} else {
		i = len(*z)
		*z = append(*z, c)
	}
	if zone == ZoneFort {
		s.fortEntered(c, k.Fort, i) // fortwalk.go
	}
}

// growFortList moves fort list *l, full, into room for twice its cards
// (four at least) taken from State.fortRoom, when that holds it, so that
// the append that follows finds room without growing the list (a
// fort's first card, ice outermost). An empty list stays empty, not nil:
// the append that follows makes it non-nil, as it would.
func (s *State) growFortList(l *[]int32) {
	n := len(*l)
	want := max(2*n, 4)
	if len(s.fortRoom) < want {
		return // append grows it
	}
	room := s.fortRoom[:n:want]
	copy(room, *l)
	*l, s.fortRoom = room, s.fortRoom[want:]
}

// fortArenaRoom is the room of State.fortArena: the forts' lists of most
// games.
const fortArenaRoom = 128

// drawTop moves the top card of player p's deck to p's hand and returns
// it: what move(c, p.Seat, ZoneHand, false) does for that card (detach,
// then place), without the tests a card of the deck does not need: it is
// not installed, not active, in no fort, hosts nothing and is the first of
// p.Deck; nothing answers its leaving the deck but the lasting effects
// bound to it (Forget). Under State.unmasked it is move (the long way).
func (s *State) drawTop(p *Player) int32 {
	c := p.Deck[0]
	if s.unmasked {
		s.move(c, p.Seat, ZoneHand, false)
		return c
	}
	s.note(c) // detach's, in the deck
	k := &s.Cards[c]
	p.Deck = deleteAt(p.Deck, 0)
	k.Zone, k.Fort, k.Host = ZoneNone, 0, 0
	k.Rezzed, k.Adv, k.Counters, k.Bits, k.Spent, k.Paid = false, 0, 0, 0, 0, 0
	k.Virus = Virus{}
	s.Forget(c)
	k.At = p.Seat
	s.note(c) // place's, detached
	k.Zone, k.Known, k.KnownTo = ZoneHand, false, 0
	k.Handle = s.Renew(c)
	p.Hand = append(p.Hand, c)
	return c
}

// dealDeck adds a new card for each of defs, in order, to the bottom of
// player p's deck: what appending the card to Cards and placing it in
// ZoneDeck does (place), card by card (a handle each, in order), without
// the tests a deck's card does not need (not active, no fort).
func (s *State) dealDeck(p *Player, defs []*Def) {
	n := len(s.Cards)
	s.Cards = slices.Grow(s.Cards, len(defs))[:n+len(defs)]
	clear(s.Cards[n:]) // the new cards, their fields written below
	for i, d := range defs {
		c := int32(n + i)
		k := &s.Cards[c]
		k.ID, k.Side, k.Owner, k.At = d.cid, p.Role, p.Seat, p.Seat
		s.note(c) // noted before it is placed, as place does
		k.Zone, k.Handle = ZoneDeck, s.Renew(c)
		p.Deck = append(p.Deck, c)
	}
}

// move detaches c and places it in zone of player at.
func (s *State) move(c int32, at engine.Seat, zone Zone, front bool) {
	if s.leavesAsProgram(c, zone) {
		s.removeAsProgram(c) // agendaprogram.go
		return
	}
	if zone == ZoneDeck && s.Cards[c].Side == Runner && s.visible(c, engine.NoSeat) {
		// Shown to every seat before it went back into the stack (a program
		// Test Spin installed, shuffled in): Seen on a Runner card says its
		// opponents were shown it, so naming it in this step's events tells
		// them nothing new once the stack hides it (leakcheck.go, ONR-2.6).
		s.Cards[c].Seen = true
	}
	s.detach(c)
	s.Cards[c].At = at
	s.place(c, zone, front)
}

// trash sends a card to its owner's discard pile. Corp cards go face up if
// the Runner has seen them, face down otherwise (ONR-2.2.3, R038, R039).
func (s *State) trash(c int32) {
	k := &s.Cards[c]
	if k.Zone == ZoneDiscard {
		return
	}
	if s.leavesAsProgram(c, ZoneDiscard) {
		s.removeAsProgram(c) // agendaprogram.go
		return
	}
	faceUp := true
	if k.Side == Corp {
		faceUp = k.Seen || k.Rezzed
	}
	s.detach(c)
	k.FaceUp = faceUp
	k.At = k.Owner
	s.place(c, ZoneDiscard, false)
}

// installed reports whether card c is installed.
func (s *State) installed(c int32) bool {
	z := s.Cards[c].Zone
	return z == ZoneIce || z == ZoneFort || z == ZoneRig
}

// active reports whether c's text applies: rezzed Corp cards, installed
// Runner cards, and scored agendas of the Corp (ONR-10.5).
func (s *State) active(c int32) bool {
	k := &s.Cards[c]
	switch k.Zone {
	case ZoneIce, ZoneFort:
		return k.Rezzed
	case ZoneRig:
		return true
	case ZoneScored:
		return k.Side == Corp && s.Players[k.At].Role == Corp // scored, not stolen
	}
	return false
}

// touch records that a card entered or left a zone whose cards may be
// active (activeZone), or that a player left the game: the cached list of
// active cards is stale, and so are the lists of the forts' cards
// (fortwalk.go) and the window of priority outside a run (tableWindow).
func (s *State) touch() {
	s.activesOK, s.fortWalkOK, s.tableWinOK = false, false, false
	s.silent = 0                        // lasting.go
	s.muFit = [kernel.MaxSeats]uint32{} // a rig may have changed by hand (arrange.go) or its cards' identities (info.go)
	s.rigBare = [kernel.MaxSeats]uint32{}
}

// setHost makes daemon host the host of program c (0: none), which changes
// the memory c uses (ONR-8.8.1): fitMemory's memo (State.muFit) no longer
// holds.
func (s *State) setHost(c, host int32) {
	s.Cards[c].Host = host
	s.rigGen++
}

// enterActives keeps the cache of active cards current (if it is) as card
// c enters zone c.Zone, one of activeZone's: c joins the list and the lists
// of its kinds, at its place in index order, if activeCards would list it.
func (s *State) enterActives(c int32) {
	s.marks.actives = true // for CheckStep, even if the cache is not current
	if !s.activesOK {
		return
	}
	k := &s.Cards[c]
	p := &s.Players[k.At] // the player whose zone holds it: a fort's owner
	if p.Out || (k.Zone == ZoneScored && p.Role != Corp) {
		return
	}
	i := sortedAt(s.actives, 0, c)
	if i < len(s.actives) && s.actives[i] == c {
		return
	}
	s.actives = insertAt(s.actives, i, c)
	d := s.def(c)
	if d == nil {
		s.union.virus = s.union.virus || s.Cards[c].Virus.N > 0
		return
	}
	s.unionsAdd(c, d)
	for kinds := d.activeKinds(); kinds != 0; kinds &= kinds - 1 { // its kinds, in order
		kind := activeKind(bits.TrailingZeros8(kinds))
		j := sortedAt(s.activeIdx[:s.activeOff[kind+1]], int(s.activeOff[kind]), c)
		s.activeIdx = insertAt(s.activeIdx, j, c)
		for m := kind + 1; m <= numActiveKinds; m++ {
			s.activeOff[m]++
		}
	}
}

// leaveActives keeps the cache of active cards current (if it is) as card
// c leaves one of activeZone's zones: it leaves every list.
func (s *State) leaveActives(c int32) {
	s.marks.actives = true // for CheckStep, even if the cache is not current
	if !s.activesOK {
		return
	}
	// A card of a definition is only in its kinds' lists (indexActives,
	// enterActives); one of none may be in any.
	kinds := uint8(1)<<numActiveKinds - 1
	if d := s.def(c); d != nil {
		s.unionsRemove(d)
		kinds = d.activeKinds()
	}
	if i := sortedAt(s.actives, 0, c); i < len(s.actives) && s.actives[i] == c {
		s.actives = deleteAt(s.actives, i)
	}
	for kinds != 0 { // last first: removing shifts the later lists
		kind := activeKind(7 - bits.LeadingZeros8(kinds))
		kinds &^= 1 << kind
		hi := int(s.activeOff[kind+1])
		if j := sortedAt(s.activeIdx[:hi], int(s.activeOff[kind]), c); j < hi && s.activeIdx[j] == c {
			s.activeIdx = deleteAt(s.activeIdx, j)
			for m := kind + 1; m <= numActiveKinds; m++ {
				s.activeOff[m]--
			}
		}
	}
}

// activeKinds returns the kinds of the lists of activeWith that list a
// card of d: bit k for activeKind k when d.has(k).
func (d *Def) activeKinds() uint8 {
	var m uint8
	if d.statics {
		m |= 1 << withStatics
	}
	if len(d.activated) > 0 {
		m |= 1 << withActivated
	}
	if d.triggered {
		m |= 1 << withTriggers
	}
	if d.payment {
		m |= 1 << withPayment
	}
	return m
}

// sortedAt returns where card c is, or would go, in l[lo:], a list in
// index order: the first place from lo whose card is not below c (what
// slices.BinarySearch finds), by a walk from the end: the lists of active
// cards are short (about 15 cards), and the walk needs no call.
func sortedAt(l []int32, lo int, c int32) int {
	i := len(l)
	for i > lo && l[i-1] >= c {
		i--
	}
	return i
}

// insertAt inserts c into l at i (slices.Insert of one card, without its
// general case).
func insertAt(l []int32, i int, c int32) []int32 {
	l = append(l, 0)
	copy(l[i+1:], l[i:])
	l[i] = c
	return l
}

// deleteAt removes the card at i of l (slices.Delete of one, which clears
// the room left at the end, as this does).
func deleteAt(l []int32, i int) []int32 {
	copy(l[i:], l[i+1:])
	l[len(l)-1] = 0
	return l[:len(l)-1]
}

// activeZone reports whether the cards of zone are in the list of cards
// that can be active (activeCards): moves between other zones (draws,
// discards from hand, shuffles) leave it as it is.
func activeZone(z Zone) bool {
	return z == ZoneIce || z == ZoneFort || z == ZoneRig || z == ZoneScored
}

// eachActive calls fn for each active card in index order.
func (s *State) eachActive(fn func(c int32)) {
	for _, c := range s.activeCards() {
		if s.active(c) {
			fn(c)
		}
	}
}

// activeCards returns, in index order, the cards that can be active: those
// in rigs, forts and the Corps' scored areas, rezzed or not (eachActive
// checks active). The list depends only on zones, so it is cached until a
// card moves (touch). The slice is reused: callers do not keep it, and a
// clone starts without it. It is inlined: with the list current it makes
// no call.
func (s *State) activeCards() []int32 {
	if s.activesOK {
		return s.actives
	}
	return s.makeActives()
}

// makeActives makes the list of activeCards and its index (indexActives).
func (s *State) makeActives() []int32 {
	s.silent = 0 // cards may have joined the lists without unionsAdd (lasting.go)
	// Each card is marked in a set of card indexes, read back in index
	// order.
	var small [8]uint64
	set := s.markActives(small[:0])
	list := s.actives[:0]
	for w, x := range set {
		for x != 0 {
			list = append(list, int32(w<<6+bits.TrailingZeros64(x)))
			x &= x - 1
		}
	}
	s.actives, s.activesOK = list, true
	s.indexActives()
	return list
}

// markActives returns a set of card indexes (bit c%64 of word c/64) made
// in room (grown if it must) holding the cards that can be active. The
// cards of players out of the game stop working (table.go).
func (s *State) markActives(room []uint64) []uint64 {
	n := (len(s.Cards) + 63) / 64
	var set []uint64
	if n <= cap(room) {
		set = room[:n]
		clear(set)
	} else {
		set = make([]uint64, n)
	}
	mark := func(l []int32) {
		for _, c := range l {
			set[c>>6] |= 1 << (c & 63)
		}
	}
	for i := range s.Players {
		p := &s.Players[i]
		if p.Out {
			continue
		}
		mark(p.Rig)
		if p.Role == Corp {
			mark(p.Scored)
		}
	}
	for i := range s.Forts {
		if s.Players[s.Forts[i].Owner].Out {
			continue
		}
		mark(s.Forts[i].Ice)
		mark(s.Forts[i].Cards)
	}
	return set
}

// checkActives checks the cache of active cards, if it is current, against
// what activeCards would compute: the cards, in index order, and the lists
// of each kind.
func (s *State) checkActives() error {
	if !s.activesOK {
		return nil
	}
	var small [8]uint64
	set := s.markActives(small[:0])
	n := 0
	for _, x := range set {
		n += bits.OnesCount64(x)
	}
	if n != len(s.actives) {
		return fmt.Errorf("the cache of active cards holds %d cards, %d can be active", len(s.actives), n)
	}
	for i, c := range s.actives {
		if c <= 0 || int(c) >= len(s.Cards) || set[c>>6]&(1<<(c&63)) == 0 || (i > 0 && c <= s.actives[i-1]) {
			return fmt.Errorf("the cache of active cards lists card %d at %d, which is not one of them in index order", c, i)
		}
	}
	// The lists of the kinds, walked side by side with the cards.
	var next [numActiveKinds]int32
	for kind := range numActiveKinds {
		next[kind] = s.activeOff[kind]
	}
	for _, c := range s.actives {
		d := s.def(c)
		if d == nil {
			continue
		}
		for kind := range numActiveKinds {
			if !d.has(kind) {
				continue
			}
			if j := next[kind]; j >= s.activeOff[kind+1] || s.activeIdx[j] != c {
				return fmt.Errorf("the cache of active cards of kind %d misses card %d", kind, c)
			}
			next[kind]++
		}
	}
	for kind := range numActiveKinds {
		if next[kind] != s.activeOff[kind+1] {
			return fmt.Errorf("the cache of active cards of kind %d holds %d cards, %d have it", kind, s.activeOff[kind+1]-s.activeOff[kind], next[kind]-s.activeOff[kind])
		}
	}
	return s.checkUnions() // unions.go
}

// indexActives makes the lists of activeWith from s.actives.
func (s *State) indexActives() {
	s.unionsStale()
	idx := s.activeIdx[:0]
	for k := range numActiveKinds {
		s.activeOff[k] = int32(len(idx))
		for _, c := range s.actives {
			if d := s.def(c); d != nil && d.has(k) {
				idx = append(idx, c)
			}
		}
	}
	s.activeOff[numActiveKinds] = int32(len(idx))
	s.activeIdx = idx
}

// activeWith returns, in index order, the cards of activeCards whose
// definitions have abilities of kind k: the only ones a loop looking for
// such abilities needs to look at. The slice is reused, as activeCards'.
func (s *State) activeWith(k activeKind) []int32 {
	if !s.activesOK {
		s.makeActives()
	}
	return s.activeIdx[s.activeOff[k]:s.activeOff[k+1]]
}

// liveForts yields the indexes of existing forts.
func (s *State) liveForts() iter.Seq[int32] {
	return func(yield func(int32) bool) {
		for i := range s.Forts {
			if !s.Forts[i].Gone && !yield(int32(i)) {
				return
			}
		}
	}
}

// byHandle finds the card with public handle h, or 0, through the index
// of the kernel's handle table (State.Handles), which place keeps and which
// is rebuilt when missing (after a load or an information state). With
// the index current it reads it and the card's handle itself (Indexed),
// without Find's call through kernel.Handled.
func (s *State) byHandle(h int32) int32 {
	c := s.Indexed(h)
	if c < 0 {
		return s.Find((*objects)(s), h)
	}
	if c > 0 && s.Cards[c].Handle == h {
		return c
	}
	return 0
}

// objects is the state as the kernel's handle table reads it
// (kernel.Handled): its cards and the handle each holds.
type objects State

// Objects implements kernel.Handled: the cards, card 0 (no card) included.
func (o *objects) Objects() int32 { return int32(len(o.Cards)) }

// HandleOf implements kernel.Handled.
func (o *objects) HandleOf(c int32) int32 { return o.Cards[c].Handle }
