package nsg

import (
	"fmt"
	"sync"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/nsg/carddb"
)

// winPoints is the agenda points that win (CR 1.7.1).
const winPoints = 7

// checkpoint is the checkpoint (CR 10.3.1), after every instruction and
// every payment and where the turn and run structures meet conditions:
// (a) the active conditional abilities look at the occurrences since the
// last checkpoint, one pending instance each (9.6.4); (b) lingering
// effects that expired end (kernel.Core.Checkpoint); (c) a player with 7
// agenda points wins (1.7.1); (d) of two active copies of a unique card,
// or two consoles, the older is trashed (uniqueness); (e) programs over
// the memory limit are trashed (memorylimit.go). Then, if anything became pending, a
// reaction window opens at once, nested in whatever is resolving (10.3.2).
func (s *State) checkpoint() {
	if s.Over {
		return
	}
	s.mark(MarkCheckpoint)
	entered := s.enteredBreachedRoot()
	// The static conditions as the checkpoint begins (CR 9.6.7b), then
	// the occurrences since the last one (step a).
	q := s.detect(s.staticInstances(nil))
	// Steps c, d and e read only the cards' zones, flags, owners, ids and
	// titles: where none changed since a checkpoint at which none did
	// anything, none does anything now (State.quiet).
	key := s.cardsKey()
	if key.same(s.quiet) {
		if checkQuiet != nil {
			checkQuiet(s)
		}
		s.checkpointEnd(q, entered)
		return
	}
	for _, seat := range []engine.Seat{s.Corp, s.Runner} {
		if p := s.agendaPoints(seat); p >= s.winAt() {
			s.event(seat, "points", fmt.Sprintf("the %s has %d agenda points", s.role(seat), p))
			s.win(seat, "agenda points")
			return
		}
	}
	if s.uniqueness() {
		// The trashes of step d are looked at now, as the next
		// checkpoint's step a would, so that no occurrence waits while a
		// player is asked.
		q = s.detect(q)
		key = cardsKey{}
	}
	// Step e (memorylimit.go): one appropriate set is trashed at once;
	// among several, the Runner chooses, and the checkpoint ends after.
	sets := s.memorySets()
	if len(sets) == 0 && key.base != nil {
		s.quiet = key
	}
	switch {
	case len(sets) == 1:
		s.trashOverMemory(sets[0])
		q = s.detect(q)
	case len(sets) > 1:
		s.pushMemoryLimit(q, entered)
		return
	}
	s.checkpointEnd(q, entered)
}

// checkpointEnd ends the checkpoint: its reaction window opens for the
// pending instances q (10.3.2), and the cards that entered the breached
// root are decided (step j) before it.
func (s *State) checkpointEnd(q []kernel.Queued, entered []kernel.Occurrence) {
	if len(q) > 0 {
		s.mark(MarkReactionWindow)
		reaction.Open(s, kernel.NewWindow(kernel.OnePassEach, s.order()...), kernel.Frame{}, q)
	}
	// The checkpoint's step for a card that entered the root of the
	// server being breached (CR 7.4.6a): the Runner decides, before any
	// reaction window it opened, whether each becomes a candidate.
	for i := len(entered) - 1; i >= 0; i-- {
		s.Push(kernel.Frame{Kind: frameRootCandidate, Seat: s.Runner, Src: entered[i].Obj, N: entered[i].N})
	}
}

// uniqueness is the checkpoint's step 10.3.1d (CR 10.1.1 [rule_uniqueness],
// 3.8.5b [rule_install_console]): among the active cards (the Runner's
// installed ones, the Corp's rezzed ones) of one unique title, or the
// consoles of the Runner, only the newest stays; the others are trashed by
// their controller, which cannot be prevented. A card that moves is a new
// object with a higher id (state.go move), so the newest has the highest.
// It reports whether it trashed a card.
func (s *State) uniqueness() bool {
	var room [16]uniqueCard
	trashed := false
	for _, u := range s.uniqueVictims(room[:0]) {
		c := s.card(u.id)
		by := s.Corp
		if c.Zone == ZoneRig {
			by = s.Runner
		}
		s.event(by, "unique", fmt.Sprintf("%s is trashed: a newer copy is active (uniqueness)", c.Title))
		s.trash(u.id, by)
		trashed = true
	}
	return trashed
}

// uniqueVictims returns the cards uniqueness trashes, in s.Cards order,
// in room's space: it changes nothing.
func (s *State) uniqueVictims(room []uniqueCard) []uniqueCard {
	// The active cards of a group, in s.Cards order: a few, so each
	// group's newest is found by a scan of them rather than a map.
	cands := room[:0]
	for _, k := range s.installed() {
		c := &s.Cards[k]
		if !c.active() {
			continue
		}
		d := c.definition()
		u := uniqueCard{id: c.ID, title: c.Title}
		if d != nil {
			u.unique = d.unique()
		} else {
			u.unique = uniqueTitle(c.Title)
		}
		u.console = c.Zone == ZoneRig && d != nil && d.isConsole()
		if u.unique || u.console {
			cands = append(cands, u)
		}
	}
	// The victims go to the end of cands, past the candidates they are
	// read from.
	n := len(cands)
	for _, u := range cands[:n] {
		// Its groups in order, unique title first, as each card's keys were
		// read before: the first where a newer card is active trashes it.
		if u.unique && newestUnique(cands[:n], u.title) != u.id || u.console && newestConsole(cands[:n]) != u.id {
			cands = append(cands, u)
		}
	}
	return cands[n:]
}

// uniqueCard is an active card in a uniqueness group: of a unique title,
// or a console.
type uniqueCard struct {
	id      int32
	title   string
	unique  bool
	console bool
}

// newestUnique is the highest id among the cards of cands of unique title
// t.
func newestUnique(cands []uniqueCard, t string) int32 {
	var n int32
	for _, u := range cands {
		if u.unique && u.title == t {
			n = max(n, u.id)
		}
	}
	return n
}

// newestConsole is the highest id among the consoles of cands.
func newestConsole(cands []uniqueCard) int32 {
	var n int32
	for _, u := range cands {
		if u.console {
			n = max(n, u.id)
		}
	}
	return n
}

// uniqueTitles caches, by title, whether the card database marks a card
// unique (uniqueTitle): every checkpoint asks it of every active card.
var uniqueTitles sync.Map

// uniqueTitle reports whether the card of title is unique (CR 10.1.1).
func uniqueTitle(title string) bool {
	if v, ok := uniqueTitles.Load(title); ok {
		return v.(bool)
	}
	cd, ok := carddb.Lookup(title)
	u := ok && cd.Unique
	uniqueTitles.Store(title, u)
	return u
}

// detect is the checkpoint's step a (and b): the occurrences since the
// last checkpoint, each triggering the active conditional abilities that
// look at it, and the delayed ones they fire, appended to q.
func (s *State) detect(q []kernel.Queued) []kernel.Queued {
	occ := s.Drain()
	for _, o := range occ {
		s.engageOccurrence(o)
		q = s.triggers(q, o)
	}
	fired, _ := s.Checkpoint(occ)
	for _, l := range fired { // delayed conditional abilities (9.6.x): mandatory
		q = append(q, kernel.Queued{Src: l.Src, Ref: l.Ref, Seat: l.Seat, Occ: kernel.Occurrence{Type: l.On, Seat: l.Seat, Obj: l.Obj, N: l.N}})
	}
	return q
}

// winAt is the agenda points that win this game: winPoints, or the
// setup's option "points" (State.WinPoints).
func (s *State) winAt() int32 {
	if s.WinPoints != 0 {
		return s.WinPoints
	}
	return winPoints
}

// win ends the game: seat wins for reason (CR 1.7).
func (s *State) win(seat engine.Seat, reason string) {
	if s.Over {
		return
	}
	s.Over, s.Winner, s.Reason = true, seat, reason
	s.event(seat, "win", fmt.Sprintf("the %s wins: %s", s.role(seat), reason))
}

// triggers appends to q the pending instances occurrence o makes, of the
// conditional abilities active now (CR 9.6.5b
// [rule_condition_only_met_while_active]).
func (s *State) triggers(q []kernel.Queued, o kernel.Occurrence) []kernel.Queued {
	add := func(id int32, k AbilityKind, seat engine.Seat) {
		d := s.def(id)
		if d == nil || !d.hasKind(k) || s.lostAbilities(id) {
			return
		}
		for _, i := range d.abilities(k) {
			if d.Abilities[i].Once && s.Used(id, int16(i)) > 0 { // once per turn, used (9.3.6g)
				continue
			}
			q = append(q, kernel.Queued{Src: id, Ref: d.Ref(i), Seat: seat, Optional: d.Abilities[i].Optional, Occ: o})
		}
	}
	switch o.Type {
	case evScore:
		add(o.Obj, AbOnScore, s.Corp)
		if int(o.N) < len(s.Servers) {
			for _, id := range s.Servers[o.N].Root {
				if s.card(id).Rezzed {
					add(id, AbScoredFromRoot, s.Corp)
				}
			}
		}
	case evSteal:
		add(o.Obj, AbOnSteal, s.Corp)
		for _, id := range s.Rig {
			add(id, AbYouSteal, s.Runner)
		}
	case evSuccessful:
		for _, id := range s.Rig {
			add(id, AbOnSuccess, s.Runner)
			if o.N < firstRemote {
				add(id, AbOnSuccessCentral, s.Runner)
			}
		}
	case evEncounter:
		// Only while that encounter goes on: one that ended before the
		// checkpoint (a bypass) closed its reaction window, its abilities
		// never triggered (CR 9.2.8f [rule_reaction_window_closing_timing_structure]).
		if s.Run.Encounter && s.Run.Ice == o.Obj {
			add(o.Obj, AbOnEncounter, s.Corp)
		}
	case evRunEnd:
		if s.LastRun.Success && s.LastRun.Server == ServerRD {
			for _, id := range s.Rig {
				add(id, AbRunEndsRD, s.Runner)
			}
		}
		if int(o.N) < len(s.Servers) {
			for _, id := range s.Servers[o.N].Root {
				if s.card(id).Rezzed {
					add(id, AbRunEndsHere, s.Corp)
				}
			}
		}
	case evAccessEnd:
		for _, id := range s.Rig {
			add(id, AbAccessEnds, s.Runner)
		}
	case evUnsuccessful:
		if int(o.N) < len(s.Servers) {
			for _, id := range s.Servers[o.N].Root {
				if s.card(id).Rezzed {
					add(id, AbRunUnsuccessfulHere, s.Corp)
				}
			}
		}
	case evRunBegin:
		if int(o.N) < len(s.Servers) {
			for _, id := range s.Servers[o.N].Root {
				if s.card(id).Rezzed {
					add(id, AbRunBeginsHere, s.Corp)
				}
			}
		}
	case evApproachSv:
		if int(o.N) < len(s.Servers) {
			for _, id := range s.Servers[o.N].Root {
				if s.card(id).Rezzed {
					add(id, AbApproachServer, s.Corp)
				}
			}
		}
	case evRez, evDerez:
		if o.Type == evRez {
			add(o.Obj, AbOnRez, s.Corp)
		}
		for _, id := range s.Rig { // "whenever host ice is rezzed or derezzed"
			if s.card(id).Host == o.Obj {
				add(id, AbHostRezzedOrDerezzed, s.Runner)
			}
		}
	case evInstall:
		if c := s.card(o.Obj); c != nil && c.Zone == ZoneRig {
			add(o.Obj, AbOnInstall, s.Runner)
		}
		if o.Seat == s.Corp {
			// "The first time the Corp installs a card each turn": every
			// Corp install counts, the Runner's cards active or not.
			first := s.Used(histObj, histCorpInstall) == 0
			s.MarkUsed(histObj, histCorpInstall, 1, evTurnEnd)
			if first {
				add(IdentityObj(s.Runner), AbCorpFirstInstall, s.Runner)
				for _, id := range s.Rig {
					add(id, AbCorpFirstInstall, s.Runner)
				}
			}
		}
		if c := s.card(o.Obj); c != nil && c.Zone == ZoneServer && !c.Ice {
			// "The first time each turn you install a card in the root of
			// this server": every install there counts, the card's own
			// and those while it is inactive (so a later one is not the
			// first); only an active card gets an instance (9.6.5b).
			sv := -(c.Server + 1)
			first := s.Used(sv, histRootInstall) == 0
			s.MarkUsed(sv, histRootInstall, 1, evTurnEnd)
			for _, id := range s.Servers[c.Server].Root {
				if first && s.card(id).Rezzed {
					add(id, AbFirstInstallInRoot, s.Corp)
				}
			}
		}
	case evAccess:
		// "When accessed" works on an inactive card (CR 7.1.3); this
		// vocabulary's are "while installed".
		if c := s.card(o.Obj); c != nil && c.Zone == ZoneServer {
			add(o.Obj, AbOnAccess, s.Corp)
		}
	case evTrash:
		// Works from the pile the card went to (its ability says where
		// it was trashed from).
		if c := s.card(o.Obj); c != nil {
			switch Zone(o.N & trashZone) {
			case ZoneGrip, ZoneStack, ZoneHQ, ZoneRD:
				add(o.Obj, AbTrashedFromHandOrDeck, c.Owner)
			}
		}
		if o.Seat == s.Corp && o.N&trashRezzed != 0 && o.N&trashInstalling == 0 {
			add(IdentityObj(s.Corp), AbCorpTrashesRezzed, s.Corp)
		}
	case evExpose:
		if o.Seat == s.Runner {
			for _, id := range s.Rig {
				add(id, AbOnExpose, s.Runner)
			}
		}
	case evBreachEnd:
		// Every breach meets the trigger condition; what the Runner
		// stole or trashed is the instructions' stipulation (CR 9.6.5d).
		for _, id := range s.Rig {
			add(id, AbBreachEnds, s.Runner)
		}
	case evAdvance:
		add(IdentityObj(s.Corp), AbOnAdvance, s.Corp)
		for _, k := range s.installed() {
			if c := &s.Cards[k]; c.Zone == ZoneServer && c.Rezzed {
				add(c.ID, AbOnAdvance, s.Corp)
			}
		}
	case evPlay, evPlayResolved:
		// "Whenever you play a … operation" (evPlay), "after you resolve
		// a … operation" (evPlayResolved, CR 8.6.7h): the player's
		// identity and active cards, for a played card of the ability's
		// subtype.
		pl := s.def(o.Obj)
		kind := AbOnPlay
		if o.Type == evPlayResolved {
			kind = AbPlayResolved
		}
		on := func(id int32) {
			d := s.def(id)
			if d == nil || s.lostAbilities(id) || pl == nil {
				return
			}
			for _, i := range d.abilities(kind) {
				if d.Abilities[i].Once && s.Used(id, int16(i)) > 0 { // once per turn, used (9.3.6g)
					continue
				}
				if st := d.Abilities[i].Subtype; st == "" || pl.HasSubtype(st) {
					q = append(q, kernel.Queued{Src: id, Ref: d.Ref(i), Seat: o.Seat, Optional: d.Abilities[i].Optional, Occ: o})
				}
			}
		}
		on(IdentityObj(o.Seat))
		for i := range s.Cards {
			c := &s.Cards[i]
			// A card being played is active in the play area from step
			// 8.6.7c [rule_steps_playing_active]: its own abilities see
			// its play (8.6.7d) and those it makes while it resolves.
			if c.Owner == o.Seat && (c.Zone == ZoneRig || c.Zone == ZoneServer && c.Rezzed || c.Zone == ZonePlay) {
				on(c.ID)
			}
		}
	case evActionTaken, evActionEnds:
		// "Whenever you take an action" (as its cost is paid, CR 5.2.2c),
		// "whenever you finish an action" (5.2.2d): the identity and the
		// active cards of the seat taking it.
		kind := AbOnAction
		if o.Type == evActionEnds {
			kind = AbActionEnds
		}
		add(IdentityObj(o.Seat), kind, o.Seat)
		for _, k := range s.installed() {
			if c := &s.Cards[k]; c.Owner == o.Seat && c.active() {
				add(c.ID, kind, o.Seat)
			}
		}
	case evPaidDone, evConditionalDone:
		// "Whenever you finish resolving a paid ability" (CR 9.5.7h),
		// "whenever another conditional ability of yours finishes
		// resolving" (9.6.15g): the identity and the active cards of the
		// seat controlling it; not the conditional ability's own card.
		kind := AbPaidDone
		if o.Type == evConditionalDone {
			kind = AbConditionalDone
		}
		except := int32(0)
		if kind == AbConditionalDone {
			except = o.Obj
		}
		for _, id := range s.listeners(o.Seat, kind, except) {
			add(id, kind, o.Seat)
		}
	case evDrawn:
		// "Whenever you draw cards" (CR 8.4.5b): met at the draw's own
		// checkpoint, the drawn cards still set aside.
		for _, id := range s.listeners(o.Seat, AbOnDraw, 0) {
			add(id, AbOnDraw, o.Seat)
		}
	case evPhaseEnd:
		// "When your action phase ends": the identity and the active
		// cards of the seat whose action phase it was.
		add(IdentityObj(o.Seat), AbActionPhaseEnds, o.Seat)
		for _, k := range s.installed() {
			if c := &s.Cards[k]; c.Owner == o.Seat && c.active() {
				add(c.ID, AbActionPhaseEnds, o.Seat)
			}
		}
	case evTurnEnd:
		// "When your turn ends" (CR 5.1.4b): the identity and the active
		// cards of the seat whose turn it was.
		add(IdentityObj(o.Seat), AbTurnEnds, o.Seat)
		for _, k := range s.installed() {
			if c := &s.Cards[k]; c.Owner == o.Seat && c.active() {
				add(c.ID, AbTurnEnds, o.Seat)
			}
		}
	case evTurnBegin:
		if o.Seat == s.Corp {
			for _, k := range s.installed() {
				if c := &s.Cards[k]; c.Zone == ZoneServer && c.Rezzed {
					add(c.ID, AbTurnBegins, s.Corp)
				}
			}
		} else {
			for _, id := range s.Rig {
				add(id, AbTurnBegins, s.Runner)
			}
		}
	}
	return q
}

// lostAbilities reports whether card id has lost all its abilities now:
// a program hosted on active (rezzed) ice that says its hosted programs
// lose them (CR 9.6.5b: looked at when the checkpoint processes an
// occurrence).
func (s *State) lostAbilities(id int32) bool {
	c := s.card(id)
	if c == nil || c.Host == 0 {
		return false
	}
	h := s.card(c.Host)
	return h != nil && h.Rezzed && s.def(h.ID).HostedLoseAbilities
}

// checkpointMidStep runs a checkpoint in the middle of a step (CR 10.3):
// Stop when the game ended, Again when it opened a window (the step runs
// again once the window closes), Next when the step may go on now.
func (s *State) checkpointMidStep() kernel.Status {
	depth := len(s.Frames())
	s.checkpoint()
	if s.Over {
		return kernel.Stop
	}
	if len(s.Frames()) > depth {
		return kernel.Again
	}
	return kernel.Next
}

// programDone is the machine's ProgramDone: the program of frame f has
// resolved. A card's paid ability (CR 9.5.7h [step_paid_ability_complete])
// or conditional ability (9.6.15g [step_conditional_ability_complete]) is
// complete: the condition of having resolved it is met, with a checkpoint
// of its own, only while an active card of its controller's waits for it
// (no such occurrence is made otherwise: a game with none is unchanged).
// Built-in programs (a breaker's break, a delayed breach) are not card
// abilities here.
func (s *State) programDone(f kernel.Frame) {
	if s.abilityComplete(f) {
		s.checkpoint()
	}
}

// abilityComplete meets the condition of the card ability of program
// frame f having resolved (programDone), without the checkpoint; it
// reports whether it made an occurrence.
func (s *State) abilityComplete(f kernel.Frame) bool {
	if s.Over || f.Kind != frameProgram || f.Ref.IsBuiltin() {
		return false
	}
	defsMu.RLock()
	d := byID[f.Ref.Card]
	defsMu.RUnlock()
	if d == nil || int(f.Ref.Ability) >= len(d.Abilities) {
		return false
	}
	k := d.Abilities[f.Ref.Ability].Kind
	ev, want := evConditionalDone, AbConditionalDone
	switch {
	case k.paid():
		ev, want = evPaidDone, AbPaidDone
	case k == AbPlay || k == AbSubroutine:
		return false
	}
	except := int32(0)
	if want == AbConditionalDone {
		except = f.Src // "another": not its own card's
	}
	if len(s.listeners(f.Seat, want, except)) == 0 {
		return false
	}
	s.Occur(kernel.Occurrence{Type: ev, Seat: f.Seat, Obj: f.Src})
	return true
}

// paid reports whether abilities of kind k are paid abilities (CR 9.5):
// actions, paid abilities of paid-ability windows, breakers', interrupts
// and access abilities. The others but play abilities and subroutines
// are conditional (9.6).
func (k AbilityKind) paid() bool {
	switch k {
	case AbPaid, AbClick, AbBreak, AbBoost, AbIceBreak, AbEncounterVirus, AbInterrupt, AbAccess:
		return true
	}
	return false
}

// listeners returns seat's identity and active cards with an ability of
// kind want, in card order, but except (a conditional ability's own card
// for AbConditionalDone: "another"; 0 for none). Active cards are public:
// whether a seat has one is known to both.
func (s *State) listeners(seat engine.Seat, want AbilityKind, except int32) []int32 {
	var out []int32
	if d := s.def(IdentityObj(seat)); d != nil && len(d.abilities(want)) > 0 && !s.lostAbilities(IdentityObj(seat)) {
		out = append(out, IdentityObj(seat))
	}
	s.activeCards(seat, func(c *Card, d *Def) {
		if len(d.abilities(want)) > 0 && c.ID != except {
			out = append(out, c.ID)
		}
	})
	return out
}
