package onr

import (
	"encoding/binary"
	"fmt"

	"github.com/datafort/datafort/engine"

	"github.com/datafort/datafort/onr/carddb"
)

// Check implements engine.Game: it verifies the invariants of ONR after a
// step. Every card is in exactly one place and its zone says so; no pool,
// action count or counter is negative; forts are well formed; the game has a
// pending decision unless it is over; and the rules invariants a position
// shows hold (rulescheck.go: memory, the end at 7 points). The invariants
// between two steps are Watch's.
func (g *Game) Check() error { return g.s.check() }

func (s *State) check() error {
	// Nothing here formats a message unless a check fails: checking runs
	// after every step of a simulation, and must cost a small part of one.
	// Each card is read once, from the list that holds it: its place and
	// its counters are checked there, and a card outside every list
	// (seen 0) must be removed from the game.
	var buf [256]uint8
	var seen []uint8
	if len(s.Cards) <= len(buf) {
		seen = buf[:len(s.Cards)]
	} else {
		seen = make([]uint8, len(s.Cards))
	}
	if err := s.checkWindows(); err != nil {
		return err
	}
	storedZones := [...]Zone{ZoneHand, ZoneDeck, ZoneDiscard, ZoneScored, ZoneRig, ZoneAside, ZoneHeld}
	for i := range s.Players {
		p := &s.Players[i]
		if p.Seat != engine.Seat(i) {
			return fmt.Errorf("player %d says seat %d", i, p.Seat)
		}
		for _, z := range storedZones {
			list := *p.zone(z)
			if j := s.checkList(seen, list, p.Seat, z, 0); j >= 0 {
				return s.listError(list[j], fmt.Sprintf("%s of the %s at seat %d", z.Of(p.Role), p.Role, p.Seat), p.Seat, z, 0)
			}
		}
		if p.Role == Corp && (len(p.Rig) > 0 || len(p.Aside) > 0 || !s.corpHeldIsEncountered(p)) {
			return fmt.Errorf("the Corp at seat %d has cards in a rig or set aside", p.Seat)
		}
	}
	for i := range s.Players {
		if s.Players[i].Role != Corp {
			continue
		}
		corp := s.Players[i].Seat
		for _, k := range [...]Central{CentralHQ, CentralRD, CentralArchives} {
			if s.centralOf(corp, k) < 0 {
				return fmt.Errorf("the Corp at seat %d lacks a central fort of kind %d (ONR-2.2.2)", corp, k)
			}
		}
	}
	for i := range s.Forts {
		f := &s.Forts[i]
		fi := int32(i)
		if !s.fortOwned(fi) {
			return fmt.Errorf("fort %d is owned by seat %d, not a Corp", i, f.Owner)
		}
		if j := s.checkList(seen, f.Ice, f.Owner, ZoneIce, fi); j >= 0 {
			return s.listError(f.Ice[j], s.fortName(fi)+" ice", f.Owner, ZoneIce, fi)
		}
		if j := s.checkList(seen, f.Cards, f.Owner, ZoneFort, fi); j >= 0 {
			return s.listError(f.Cards[j], s.fortName(fi), f.Owner, ZoneFort, fi)
		}
		if err := s.checkFort(fi); err != nil {
			return err
		}
	}
	// Every card was counted once per list that holds it: 1 for all but
	// the removed ones (0), eight at a time while all are 1.
	const ones = 0x0101010101010101
	c := 1
	for ; c+8 <= len(seen); c += 8 {
		if binary.LittleEndian.Uint64(seen[c:]) != ones {
			break
		}
	}
	for ; c < len(seen); c++ {
		n := seen[c]
		if n == 1 {
			continue
		}
		k := &s.Cards[c]
		if n == 0 && k.Zone == ZoneRemoved {
			if err := s.checkCard(int32(c)); err != nil {
				return err
			}
			continue
		}
		if k.Zone == ZoneRemoved {
			n++
		}
		return fmt.Errorf("card %d (%s) is in %d places", c, s.def(int32(c)).Title, n)
	}
	return s.checkRest(true, true)
}

// checkRest is the part of check that reads no card list but the few that
// are short (set aside, rig for memory): the players' pools and counters,
// the run, the rules, the pending decisions, tags, the table and the
// variant's own invariants; the cache of active cards too if actives, and
// the Runners' memory if memory (checkRules).
func (s *State) checkRest(actives, memory bool) error {
	for i := range s.Players {
		p := &s.Players[i]
		if p.Bits|p.Actions|p.Tags|p.Brain|p.Forgo|p.BadPub|p.InstallActions < 0 { // one of them is negative
			return p.negativeError()
		}
		if p.InstallActions > 0 && (s.Active != p.Seat || s.Phase != PhaseAction) {
			return fmt.Errorf("the Corp at seat %d holds %d install-only actions outside its actions (ONR-6.4.3)", p.Seat, p.InstallActions)
		}
		for _, v := range p.Virus {
			if v.N < 0 {
				return fmt.Errorf("negative virus counters")
			}
			if defOf(v.ID) == nil {
				return s.checkVirusHeld()
			}
		}
		if len(p.Aside) > 0 {
			if err := s.checkAside(); err != nil {
				return err
			}
		}
	}
	if n, ok := s.spendCap(); ok && n < 0 {
		return fmt.Errorf("bits left in a capped run is negative: %d", n)
	}
	for i := range s.Players {
		if n, ok := s.spendLeft(engine.Seat(i)); ok && n < 0 {
			return fmt.Errorf("seat %d spent %d bits more than it announced for the run (announcedspending.go)", i, -n)
		}
	}
	if err := s.checkRun(); err != nil {
		return err
	}
	if err := s.checkRules(memory); err != nil {
		return err
	}
	if !s.Over && len(s.Pending) == 0 {
		return fmt.Errorf("the game is not over but no decision is pending")
	}
	if s.Over && len(s.Pending) != 0 {
		return fmt.Errorf("the game is over but %d decisions are pending", len(s.Pending))
	}
	for i := range s.Pending {
		d := &s.Pending[i]
		if len(d.Options) == 0 && d.Kind == 0 {
			return fmt.Errorf("decision %d (%s) offers no option", d.ID, d.Prompt)
		}
		if s.Players[d.Seat].Out {
			return fmt.Errorf("decision %d (%s) is asked of seat %d, which is out of the game", d.ID, d.Prompt, d.Seat)
		}
	}
	if err := s.checkTags(); err != nil {
		return err
	}
	if err := s.checkFortVirus(); err != nil { // fortcounters.go
		return err
	}
	if err := s.checkLastingKinds(); err != nil { // lastingkinds.go
		return err
	}
	if err := s.checkSpentNone(); err != nil { // turn.go
		return err
	}
	if err := s.checkKeptForts(); err != nil { // chosenfort.go
		return err
	}
	if err := s.checkKeptRunOptions(); err != nil { // runoptions.go
		return err
	}
	if err := s.checkFortWalk(); err != nil { // fortwalk.go
		return err
	}
	if err := s.checkFortFacts(); err != nil { // fortfacts.go
		return err
	}
	if err := s.checkMemoryMemo(); err != nil { // frame.go
		return err
	}
	if err := s.checkRigBare(); err != nil { // hidden.go
		return err
	}
	if actives {
		if err := s.checkActives(); err != nil {
			return err
		}
	}
	if err := s.checkTable(); err != nil {
		return err
	}
	if v := s.v; v != nil && v.Check != nil {
		return v.Check(s)
	}
	return nil
}

// negativeError reports which of p's pools and counters is negative.
func (p *Player) negativeError() error {
	counters := [...]string{"bits", "actions", "tags", "brain damage", "forgone actions", "Bad Publicity", "install-only actions"}
	for j, n := range [...]int32{p.Bits, p.Actions, p.Tags, p.Brain, p.Forgo, p.BadPub, p.InstallActions} {
		if n < 0 {
			return fmt.Errorf("%s at seat %d: %s is negative: %d", p.Role, p.Seat, counters[j], n)
		}
	}
	return nil
}

// fortOwned reports whether fort fi is owned by a Corp at the table.
func (s *State) fortOwned(fi int32) bool {
	o := s.Forts[fi].Owner
	return o >= 0 && int(o) < len(s.Players) && s.roleOf(o) == Corp
}

// checkFort checks the structure of fort fi, whose cards check has
// already found in their place: install order, a central fort never
// collapses and a subsidiary one is gone exactly when empty, ice is ice,
// and what is installed in it is an agenda, a node or upgrades, one agenda
// or node at most unless a card there allows more (fortcapacity.go; a
// variant's central fort checks its own, Variant.Check).
func (s *State) checkFort(fi int32) error {
	f := &s.Forts[fi]
	if err := s.checkInstallOrder(fi); err != nil {
		return err
	}
	central := f.Central != Subsidiary
	own := f.Central >= FirstVariantCentral // a variant's: it checks what it holds (Variant.Check)
	if central && f.Gone {
		return fmt.Errorf("central fort %s collapsed (ONR-2.2.2)", s.fortName(fi))
	}
	empty := len(f.Ice) == 0 && len(f.Cards) == 0
	if !central && f.Gone != empty {
		return fmt.Errorf("%s: gone=%v with %d ice and %d cards (ONR-2.2.4)", s.fortName(fi), f.Gone, len(f.Ice), len(f.Cards))
	}
	for _, c := range f.Ice {
		if !s.isIce(c) {
			return fmt.Errorf("%s has %s installed as ice", s.fortName(fi), s.def(c).Title)
		}
	}
	main := 0
	for _, c := range f.Cards {
		switch s.def(c).card.Type {
		case carddb.Agenda, carddb.Node:
			main++
			if central && !own {
				return fmt.Errorf("%s holds %s; agendas and nodes go only in subsidiary forts (ONR-8.3.1)", s.fortName(fi), s.def(c).Title)
			}
		case carddb.Upgrade:
		default:
			return fmt.Errorf("%s holds %s, a %s", s.fortName(fi), s.def(c).Title, s.def(c).card.Type)
		}
	}
	if main > 1 && !own && int32(main) > s.fortCapacity(fi) && !s.trimming() {
		return fmt.Errorf("%s holds %d agendas/nodes (ONR-8.3.2)", s.fortName(fi), main)
	}
	return nil
}

// checkTable checks the table's seats: an eliminated team is out whole and
// plays no turn; a game not over has at least two teams in it.
func (s *State) checkTable() error {
	for i := range s.Players {
		if !s.Players[i].Out {
			continue
		}
		// Someone is out (seldom): his whole team must be.
		p := &s.Players[i]
		for j := range s.Players {
			if q := &s.Players[j]; q.Team == p.Team && !q.Out {
				return fmt.Errorf("seats %d and %d of team %d: one is out of the game, the other not", p.Seat, q.Seat, p.Team)
			}
		}
	}
	if s.Over {
		return nil
	}
	if s.Players[s.Active].Out {
		return fmt.Errorf("it is the turn of seat %d, which is out of the game", s.Active)
	}
	if !s.twoTeamsLeft() {
		return fmt.Errorf("the game goes on with %d team(s) in it", len(s.teamsLeft()))
	}
	if s.Run.Active && (s.Players[s.Run.Runner].Out || s.Players[s.Run.Corp].Out) {
		return fmt.Errorf("a run goes on with a player out of the game")
	}
	return nil
}

// checkList counts the cards of a list in seen and checks that each says it
// is where the list is (zone, seat, fort) and that its counters are sound
// (checkCard, for the few cards with more than plain counters). It returns
// the position of the first card that is not, or -1; the caller names the
// list (listError), so that a check builds no text.
func (s *State) checkList(seen []uint8, list []int32, at engine.Seat, zone Zone, fort int32) int {
	if zone != ZoneIce && zone != ZoneFort {
		fort = -1 // no fort to compare
	}
	cards := s.Cards // a local: the stores to seen do not make it reload
	for i, c := range list {
		if c <= 0 || int(c) >= len(cards) || int(c) >= len(seen) {
			return i
		}
		seen[c]++
		k := &cards[c]
		if k.Zone != zone || k.At != at || (fort >= 0 && k.Fort != fort) {
			return i
		}
		if k.Adv|k.Counters|k.Bits|k.Paid|k.Host|k.Virus.N != 0 && s.checkCard(c) != nil {
			return i
		}
	}
	return -1
}

// listError reports what is wrong with card c of the list named what, whose
// cards should be in zone of seat at (fort: the fort of installed ones).
func (s *State) listError(c int32, what string, at engine.Seat, zone Zone, fort int32) error {
	if c <= 0 || int(c) >= len(s.Cards) {
		return fmt.Errorf("%s holds card index %d", what, c)
	}
	k := &s.Cards[c]
	if k.Zone != zone || k.At != at || ((zone == ZoneIce || zone == ZoneFort) && k.Fort != fort) {
		return fmt.Errorf("card %d (%s) is listed in %s but says zone %s of seat %d fort %d", c, s.def(c).Title, what, k.Zone, k.At, k.Fort)
	}
	return s.checkCard(c)
}

// checkCard checks the counters of card c: none negative; bits paid above
// the rez cost only on a rezzed card in play; a hosted card and its host in
// the same rig; virus counters only on an installed card.
func (s *State) checkCard(c int32) error {
	k := &s.Cards[c]
	if k.Adv|k.Counters|k.Bits < 0 { // one of them is negative
		return fmt.Errorf("card %d (%s) has negative counters", c, s.def(c).Title)
	}
	if k.Paid|k.Host|k.Virus.N == 0 {
		return nil // the usual card: nothing paid above its rez cost, not hosted, no virus counters
	}
	if err := s.checkPaid(c); err != nil {
		return err
	}
	if k.Zone == ZoneHeld {
		// Held by a card in play, or by one that just left play and whose
		// leave-play trigger will trash it (held.go).
		if k.Host == 0 || !k.FaceUp {
			return fmt.Errorf("card %d (%s) is held by no card, or face down", c, s.def(c).Title)
		}
		return s.checkVirusOn(c)
	}
	if k.Host != 0 && (s.Cards[k.Host].Zone != ZoneRig || k.Zone != ZoneRig) {
		return fmt.Errorf("card %d (%s) is hosted by a card not in play", c, s.def(c).Title)
	}
	if k.Host != 0 && s.Cards[k.Host].At != k.At {
		// Its host leaving play trashes it from the host's rig (detach).
		return fmt.Errorf("card %d (%s) is in seat %d's rig, its host %d in seat %d's", c, s.def(c).Title, k.At, k.Host, s.Cards[k.Host].At)
	}
	return s.checkVirusOn(c)
}

// twoTeamsLeft reports whether players of two teams or more are still in
// the game (teamsLeft, without building the list).
func (s *State) twoTeamsLeft() bool {
	first := -1
	for i := range s.Players {
		p := &s.Players[i]
		switch {
		case p.Out:
		case first < 0:
			first = p.Team
		case p.Team != first:
			return true
		}
	}
	return false
}

// checkWindows checks that the open windows are bound, one each and in
// order, to the FrameWindow frames of the stack (isWindowFrame).
func (s *State) checkWindows() error {
	if err := s.CheckWindows(); err != nil {
		return err
	}
	n := 0
	for i := range s.Frames() {
		if isWindowFrame(&s.Frames()[i]) {
			if n >= len(s.Windows) || s.WindowFrame(n) != i {
				return fmt.Errorf("the window frame %d of the stack runs no window of its own", i)
			}
			n++
		}
	}
	if n != len(s.Windows) {
		return fmt.Errorf("%d windows open for %d window frames", len(s.Windows), n)
	}
	return nil
}
