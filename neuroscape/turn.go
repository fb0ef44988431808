package neuroscape

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/neuroscape/carddb"
)

// machine runs the game's resolution stack: the setup, the turn, the swift
// checks and the Cache (each item a program frame waiting under the window
// of the swift check it opened, as the swift toy shows).
var machine *kernel.Machine[*State]

func init() {
	machine = &kernel.Machine[*State]{
		Idle:         (*State).startTurn,
		Program:      func(kernel.Ref) []kernel.Op[*State] { return resolveOps },
		ProgramKind:  frameProgram,
		AfterProgram: (*State).afterProgram,
		QueueKind:    frameQueue,
		QueuePrompt:  "Choose the netcheck effect that happens next",
		QueueRule:    "NS-16.6",
		QueueOption: func(s *State, q kernel.Queued, i int) engine.Option {
			return engine.Option{Verb: verbOrder, Card: int(q.Src)}
		},
	}
	machine.Register(frameSetup, "setup", recommitFirst((*State).stepSetup))
	machine.Register(frameTurn, "turn", recommitFirst((*State).stepTurn))
	machine.Register(frameWindow, "swift check", recommitFirst((*State).stepWindow))
	machine.Register(frameFixed, "fixed swift check", recommitFirst((*State).stepFixed))
	machine.Register(frameStability, "stability check", recommitFirst((*State).stepStability))
	machine.Register(frameDeclare, "second target", recommitFirst((*State).stepDeclare))
	machine.Register(frameRecommit, "recommitment", (*State).stepRecommit)
}

// afterProgram makes the state checks once a program has finished; where
// RAM goes, when that is a player's choice, is asked before the next frame
// steps, a queue of netcheck effects too (NS-5.6).
func (s *State) afterProgram() {
	s.settle()
	if s.recommitDue {
		s.pushRecommit()
	}
}

var resolveOps = []kernel.Op[*State]{kernel.OpFunc[*State](resolve)}

func frameOf(k kernel.FrameKind) kernel.Frame { return kernel.Frame{Kind: k} }

func newWindow(seats []engine.Seat) kernel.Window {
	return kernel.NewWindow(kernel.Succession, seats...)
}

// framePlay is the Cache item of card id played by seat: Src the card, T
// its target.
func framePlay(seat engine.Seat, id int32, d *Def, tgt int32) kernel.Frame {
	return kernel.Frame{Kind: frameProgram, Seat: seat, Src: id, Ref: kernel.Ref{Card: d.id}, T: tgt}
}

// take consumes the answer stored in f.
func take(f *kernel.Frame) (engine.Option, int32) {
	o, n := f.Take()
	f.Opt, f.Num, f.By = engine.Option{}, 0, 0
	return o, n
}

// resolve is a Cache item resolving (NS-17.6): its target is checked again
// (all gone: it fizzles, NS-18.6); a program's effects happen and it goes to
// its owner's recycle bin; a character enters play refreshed (NS-8.2) and
// its "on enter" effects happen.
func resolve(s *State, f *kernel.Frame) kernel.Status {
	if s.recommitDue && s.pushRecommit() {
		return kernel.Again // where RAM goes is asked first (NS-5.6)
	}
	id := f.Src
	d := s.def(id)
	if f.Ref.Ability > 0 {
		return s.resolveAbility(f)
	}
	if f.Ref.Ability < 0 && (d.slotted() || d.Card.SubtypeName() == "Environment") {
		return s.resolveSlotNetcheck(f)
	}
	if f.Ref.Ability < 0 {
		return s.resolveTrigger(f)
	}
	k, effs := s.variant(id)
	if f.N != 0 { // its effects asked, and were answered (runEffects)
		return s.resolveEffects(f, id, effs)
	}
	if d.tether() && (!s.legalTarget(k, f.T, id) || s.second(f) == 0 || s.second(f) == f.T) { // NS-12.10: it attaches to two characters or to none
		s.event("fizzle", s.name(id)+" fizzles: one of its characters is gone", f.Seat)
		s.destroy(id, false)
		return kernel.Next
	}
	if k != TargetNone && !s.legalTarget(k, f.T, id) && (d.Target2 == TargetNone || s.second(f) == 0) { // NS-18.6: all targets gone
		s.event("fizzle", s.name(id)+" fizzles: its target is gone", f.Seat)
		s.destroy(id, false)
		return kernel.Next
	}
	if slices.ContainsFunc(effs, func(e Effect) bool { return e.Kind == EffRetarget }) {
		if st := s.retarget(f); st == kernel.Wait {
			return st
		}
		if !s.quiet {
			s.event("resolve", s.name(id)+" resolves", f.Seat)
		}
		engage(d, 0)
		s.move(id, zoneBin)
		return kernel.Next
	}
	if d.Type == carddb.Character {
		s.move(id, zonePlay)
		o := s.obj(id)
		o.Ctrl = f.Seat
		// move put it in its owner's play area; the controller's is where it belongs.
		if o.Owner != f.Seat {
			p := &s.P[o.Owner].Play
			*p = slices.DeleteFunc(*p, func(x int32) bool { return x == id })
			s.P[f.Seat].Play = append(s.P[f.Seat].Play, id)
		}
		if !s.quiet {
			s.event("enter", s.name(id)+" enters play", f.Seat)
		}
		if len(d.Effects) > 0 {
			engage(d, abilityIndex(d, -1))
		} else {
			engage(d, -1)
		}
		s.effects(f.Seat, d.Effects, 0, 0)
		return kernel.Next
	}
	if d.Type == carddb.Gear {
		other := s.second(f)
		s.move(id, zoneGear)
		o := s.obj(id)
		o.Ctrl, o.Host = f.Seat, f.T
		if d.tether() {
			s.attachTether(id, f.T, other)
			engage(d, 0)
			return kernel.Next
		}
		if !s.quiet {
			s.event("attach", fmt.Sprintf("%s is attached to %s", s.name(id), s.name(f.T)), f.Seat)
		}
		engage(d, 0)
		s.effects(f.Seat, d.Effects, f.T, 0) // its "on enter", on the character it is attached to
		return kernel.Next
	}
	if d.Card.SubtypeName() == "Environment" { // NS-14.9: the previous one is destroyed
		if old := s.environment(); old != 0 {
			s.event("destroyed", s.name(old)+" is destroyed: a new environment enters", s.obj(old).Ctrl)
			s.destroy(old, false)
		}
		s.move(id, zoneEnv)
		s.obj(id).Ctrl = f.Seat
		if !s.quiet {
			s.event("enter", s.name(id)+" is the active environment", f.Seat)
		}
		engage(d, 0)
		if len(effs) > 0 { // its "On enter" (asking ones wait, resolveEffects)
			begun(f)
			return s.resolveEffects(f, id, effs)
		}
		return kernel.Next
	}
	if d.slotted() {
		s.move(id, zoneSlot)
		o := s.obj(id)
		o.Ctrl, o.Host = f.Seat, s.P[targetSeat(f.T)].Mainframe
		o.Used = d.trojan() // not activated the turn it was played (NS-14.8.3)
		s.event("attach", fmt.Sprintf("%s is attached to %s's mainframe", s.name(id), role(targetSeat(f.T))), f.Seat)
		return kernel.Next
	}
	if !s.quiet {
		s.event("resolve", s.name(id)+" resolves", f.Seat)
	}
	if s.obj(id).Reversed {
		engage(d, 1)
	} else {
		engage(d, 0)
	}
	begun(f)
	if k != TargetNone && !s.legalTarget(k, f.T, id) {
		f.T, s.obj(id).Target = 0, 0 // it resolves for its other target only (NS-18.6)
	}
	return s.resolveEffects(f, id, effs)
}

// resolveEffects carries out the effects of program id resolving in frame
// f, then bins it.
func (s *State) resolveEffects(f *kernel.Frame, id int32, effs []Effect) kernel.Status {
	if st := s.runEffects(f, f.Seat, effs, f.T, 0); st == kernel.Wait {
		return st
	}
	if !s.Over && s.obj(id).Zone == zoneCache {
		s.move(id, zoneBin)
	}
	return kernel.Next
}

// startTurn is the machine's Idle: the active seat's turn begins.
func (s *State) startTurn() { s.Push(kernel.Frame{Kind: frameTurn, Seat: s.Active}) }

// stepSetup runs the mulligans (NS-15.3) and the turn-order roll (NS-15.4,
// NS-23.6).
func (s *State) stepSetup(f *kernel.Frame) kernel.Status {
	switch f.Step {
	case setupMulligan:
		seat := f.Seat
		chosen := s.List(f)
		if !f.Answered {
			opts := []engine.Option{{Verb: verbKeep}}
			for _, id := range s.P[seat].Hand {
				if !slices.Contains(chosen, id) {
					opts = append(opts, engine.Option{Verb: verbMulligan, Card: int(id)})
				}
			}
			return s.Ask(seat, "Mulligan: put a card on the bottom of your cyberdeck, or keep the rest", "NS-15.3", opts)
		}
		o, _ := take(f)
		if o.Verb == verbMulligan {
			s.SetList(f, append(slices.Clone(chosen), int32(o.Card)))
			return kernel.Next
		}
		// Each chosen card goes to the bottom in the order chosen (the
		// last chosen is the bottom card), then as many are drawn.
		p := &s.P[seat]
		for _, id := range chosen {
			s.move(id, zoneDeck)
			p.Deck = append([]int32{id}, p.Deck[:len(p.Deck)-1]...)
		}
		var drawn []int32
		for range chosen {
			if id := s.draw(seat); id != 0 {
				drawn = append(drawn, id)
			}
		}
		s.seen("mulligan", fmt.Sprintf("%s mulligans %d cards", role(seat), len(chosen)), " and draws ", seat, drawn)
		s.SetList(f, nil)
		if int(seat)+1 < s.players() {
			f.Seat++
		} else {
			f.Step, f.Seat = setupRoll, 0
		}
		return kernel.Next
	case setupRoll:
		for {
			s.Rolls = make([]int32, s.players())
			var sum [2]int32
			for seat := range s.Rolls {
				s.Rolls[seat] = int32(s.RNG.IntN(20) + 1)
				sum[team(engine.Seat(seat))] += s.Rolls[seat]
				s.event("roll", fmt.Sprintf("%s rolls %d for the turn order", role(engine.Seat(seat)), s.Rolls[seat]), engine.Seat(seat))
			}
			if sum[0] != sum[1] {
				f.Seat = 0
				if sum[1] > sum[0] {
					f.Seat = 1
				}
				f.Step = setupChoose
				return kernel.Next
			}
			s.event("reroll", "the rolls tie: everybody rolls again", engine.NoSeat)
		}
	}
	if !f.Answered {
		var opts []engine.Option
		for _, m := range s.turnOrder(0) {
			if team(m) == team(f.Seat) {
				opts = append(opts, engine.Option{Verb: verbFirst, Target: int(playerTarget(m))}, engine.Option{Verb: verbFirst, Target: int(playerTarget(m)), Arg: 1})
			}
		}
		return s.Ask(f.Seat, "Your side won the roll: choose who plays first", "NS-23.6", opts)
	}
	o, _ := take(f)
	m := targetSeat(int32(o.Target))
	s.First = m
	if o.Arg == 1 {
		s.First = m ^ 1 // the opponent across from m (NS-23.6, AMB-59)
	}
	s.Active = s.First
	s.event("first", role(s.First)+" takes the first turn", s.First)
	s.Pop()
	return kernel.Next
}

// pushFixed opens a fixed swift check (NS-17.2 (b)) over every seat, the
// active one first, above the turn frame; the turn goes on at next once it
// has closed.
func (s *State) pushFixed(f *kernel.Frame, next int32) {
	f.Step = next
	s.PushWindow(kernel.Frame{Kind: frameFixed, N: next}, newWindow(s.turnOrder(s.Active)))
}

// stepTurn runs the active seat's turn (NS-16).
func (s *State) stepTurn(f *kernel.Frame) kernel.Status {
	a := f.Seat
	switch f.Step {
	case stepStart:
		if !s.quiet {
			s.event("turn", fmt.Sprintf("round %d, turn %d: %s", s.Round, s.Turn, role(a)), a)
		}
		f.Step = stepStability
		return kernel.Next
	case stepStability:
		f.Step = stepRefresh
		s.tierEffects(a, TimingSystemCheck) // NS-16.1: before the rolls
		if s.Over {
			return kernel.Next
		}
		unstable := slices.ContainsFunc(s.P[a].Play, func(c int32) bool { return s.missing(c) > 0 })
		if unstable {
			s.event("unstable", role(a)+"'s mainframe is unstable", a)
			// The procedure is fixed at its start (NS-6.5): every
			// character a controls, rolled for in increasing cost.
			list := slices.Concat(s.P[a].Play, s.programsInPlay(a)) // NS-6.4: characters and programs
			s.PushWith(kernel.Frame{Kind: frameStability, Seat: a}, list, nil)
		}
		return kernel.Next
	case stepRefresh:
		for _, id := range s.P[a].Play {
			s.obj(id).Running, s.obj(id).Used = false, false // NS-16.2
		}
		for _, id := range s.P[a].Bank {
			s.obj(id).Running = false
		}
		f.Step = stepDrawInstall
		return kernel.Next
	case stepDrawInstall:
		limit := int32(2)
		if s.Turn == 1 {
			limit = 1 // NS-15.5
		}
		may := 0 // drawOrInstall's index: 1 draw, 2 install
		if f.N < limit {
			if len(s.P[a].Deck) > 0 {
				may |= 1
			}
			if len(s.P[a].RAMDeck) > 0 {
				may |= 2
			}
		}
		if may == 0 {
			f.Step, f.N = stepForceQuit, 0
			return kernel.Next
		}
		if !f.Answered {
			return s.Ask(a, "Draw or install, or take no more actions", "NS-16.3", drawOrInstall[may])
		}
		o, _ := take(f)
		switch o.Verb {
		case verbDraw:
			if id := s.draw(a); !s.quiet {
				s.seen("draw", role(a)+" draws a card", ": ", a, []int32{id})
			}
		case verbInstall:
			s.install(a, false)
			if !s.quiet {
				s.event("install", role(a)+" installs a RAM", a)
			}
			s.settle()
		default:
			f.Step, f.N = stepForceQuit, 0
			return kernel.Next
		}
		f.N++
		return kernel.Next
	case stepForceQuit:
		var opts []engine.Option                                             // done first, made at the first card to force quit
		for _, id := range slices.Concat(s.P[a].Play, s.programsInPlay(a)) { // NS-7.2, AMB-19
			if s.noForceQuit(id) {
				continue
			}
			if opts == nil {
				opts = append(opts, engine.Option{Verb: verbDone})
			}
			opts = append(opts, engine.Option{Verb: verbForceQuit, Card: int(id)})
		}
		if len(opts) == 0 {
			f.Step = stepDeploy
			return kernel.Next
		}
		if !f.Answered {
			return s.Ask(a, "Force quit a card, or go on", "NS-16.4", opts)
		}
		o, _ := take(f)
		if o.Verb == verbDone {
			f.Step = stepDeploy
			return kernel.Next
		}
		if !s.quiet {
			s.event("forcequit", role(a)+" force quits "+s.name(int32(o.Card)), a)
		}
		s.destroy(int32(o.Card), true)
		s.settle()
		return kernel.Next
	case stepDeploy:
		if !f.Answered {
			return s.Ask(a, "Deploy: play a card, or end the stage", "NS-16.5", firstThen(doneOnly, s.playable(a, ctxDeploy)))
		}
		o, _ := take(f)
		if o.Verb == verbDone {
			f.Step = stepNetcheck
			return kernel.Next
		}
		s.act(a, o)
		return kernel.Next
	case stepNetcheck:
		// Simultaneous netcheck effects, in the order the active seat
		// chooses (NS-16.6): each a program of its own, run by its
		// controller.
		f.Step = stepNetSwift
		s.bleed(a)
		q := s.netchecks(a)
		if len(q) == 1 {
			machine.PushProgram(s, q[0].Ref, q[0].Seat, q[0].Src)
		} else {
			machine.PushQueue(s, a, q)
		}
		if s.recommitDue { // BLEED's damage freed RAM: asked before the queue is ordered (NS-5.6)
			s.pushRecommit()
		}
		return kernel.Next
	case stepNetSwift:
		s.pushFixed(f, stepAttackers)
		return kernel.Next
	case stepAttackers:
		return s.stepAttackers(f)
	case stepAttackSwift:
		s.pushFixed(f, stepBlockers)
		f.M = 0
		return kernel.Next
	case stepBlockers:
		return s.stepBlockers(f)
	case stepBlockSwift:
		s.pushFixed(f, stepDamage)
		return kernel.Next
	case stepDamage:
		return s.stepDamage(f)
	}
	// Reset (NS-16.8): damage clears, the turn passes.
	for i := range s.Objs {
		s.Objs[i].Damage = 0
		if s.Objs[i].Zone == zoneMainframe || s.Objs[i].Zone == zoneSlot {
			s.Objs[i].Used = false // a once-per-turn tier (Tier.OncePerTurn); a trojan played this turn
		}
	}
	s.endTurn()
	if s.Over {
		return kernel.Next
	}
	s.Attacks = nil
	s.Pop()
	s.Active = s.turnOrder(a)[1%s.players()]
	s.Turn++
	if s.Active == s.First {
		s.Round++
		if s.Round > s.Rounds {
			s.Round = s.Rounds
			s.Over, s.Winner = true, -1
			s.event("limit", fmt.Sprintf("round %d was the last: the game is a draw (%s)", s.Rounds, ReasonRoundLimit), engine.NoSeat)
		}
	}
	return kernel.Next
}

// attacking returns the index of id's attack, or -1.
func (s *State) attacking(id int32) int {
	return slices.IndexFunc(s.Attacks, func(a Attack) bool { return a.Char == id })
}

// stepAttackers asks the active seat for its attackers one at a time
// (NS-19.1): refreshed characters, each naming an opponent; each is run as
// it is declared.
func (s *State) stepAttackers(f *kernel.Frame) kernel.Status {
	a := f.Seat
	opts := doneOnly[:1:1] // copied at the first attacker: shared, never written
	for _, id := range s.P[a].Play {
		if s.obj(id).Running || s.attacking(id) >= 0 {
			continue
		}
		for _, d := range s.opponents(a) {
			opts = append(opts, engine.Option{Verb: verbAttack, Card: int(id), Target: int(playerTarget(d))})
		}
	}
	if len(opts) > 1 && !f.Answered {
		return s.Ask(a, "Declare an attacker, or stop", "NS-19.1", opts)
	}
	var o engine.Option
	if len(opts) > 1 {
		o, _ = take(f)
	}
	if o.Verb == verbAttack {
		id := int32(o.Card)
		s.Attacks = append(s.Attacks, Attack{Char: id, Defender: targetSeat(int32(o.Target))})
		s.obj(id).Running = !s.stamina(id)
		if !s.quiet {
			s.event("attack", fmt.Sprintf("%s attacks %s", s.name(id), role(targetSeat(int32(o.Target)))), a)
		}
		copies := s.attackCopies(id, targetSeat(int32(o.Target))) // its gear's "when attached character attacks"
		for _, c := range append([]int32{id}, copies...) {
			if s.obj(c).Zone == zonePlay && s.attacking(c) >= 0 && !s.psychosisCheck(c, "attacks") { // NS-13.2, NS-13.4: as if never declared; it stays as the attack left it
				s.Attacks = slices.Delete(s.Attacks, s.attacking(c), s.attacking(c)+1)
			}
		}
		return kernel.Next
	}
	if len(s.Attacks) == 0 {
		s.pushFixed(f, stepReset) // NS-19.9: only the swift check 4f
		return kernel.Next
	}
	f.Step = stepAttackSwift
	return kernel.Next
}

// stepBlockers asks each defender in turn order (the attacked players and,
// in 2v2, their partners: NS-19.3, NS-23.5) for blockers one at a time.
func (s *State) stepBlockers(f *kernel.Frame) kernel.Status {
	defenders := s.opponents(f.Seat)
	for int(f.M) < len(defenders) {
		d := defenders[f.M]
		opts := []engine.Option{{Verb: verbDone}}
		for _, k := range s.P[d].Play {
			if s.obj(k).Running || s.blocking(k) {
				continue
			}
			for _, at := range s.Attacks {
				if s.obj(at.Char).Zone == zonePlay && team(at.Defender) == team(d) && !s.stealthy(at.Char) {
					opts = append(opts, engine.Option{Verb: verbBlock, Card: int(k), Target: int(at.Char)})
				}
			}
		}
		if len(opts) == 1 {
			f.M++
			continue
		}
		if !f.Answered {
			return s.Ask(d, "Declare a blocker, or stop", "NS-19.3", opts)
		}
		o, _ := take(f)
		if o.Verb == verbDone {
			f.M++
			continue
		}
		i := s.attacking(int32(o.Target))
		s.Attacks[i].Blockers = append(s.Attacks[i].Blockers, int32(o.Card))
		if !s.quiet {
			s.event("block", fmt.Sprintf("%s blocks %s", s.name(int32(o.Card)), s.name(int32(o.Target))), d)
		}
		return kernel.Next
	}
	s.blockedTriggers()
	f.Step, f.M = stepBlockSwift, 0
	if !s.Over {
		s.blockedTiers(f.Seat)
	}
	return kernel.Next
}

// blockedTriggers makes gear's "When it becomes blocked" effects happen
// once blockers are declared (NS-19.3): on each character blocking the
// character it is attached to, the gear's controller their source's.
func (s *State) blockedTriggers() {
	for _, a := range slices.Clone(s.Attacks) {
		if len(a.Blockers) == 0 || s.obj(a.Char).Zone != zonePlay {
			continue
		}
		for _, g := range s.gear(a.Char) {
			d := s.def(g)
			if len(d.Blocked) == 0 || s.obj(g).Zone != zoneGear {
				continue
			}
			s.event("trigger", s.name(g)+": "+s.name(a.Char)+" is blocked", s.obj(g).Ctrl)
			engage(d, 1)
			for _, k := range a.Blockers {
				if s.obj(k).Zone == zonePlay && !s.Over {
					s.effects(s.obj(g).Ctrl, d.Blocked, k, a.Char)
				}
			}
		}
	}
}

// blocking reports whether k blocks an attacker.
func (s *State) blocking(k int32) bool {
	return slices.ContainsFunc(s.Attacks, func(a Attack) bool { return slices.Contains(a.Blockers, k) })
}

// liveBlockers returns the blockers of attack a that still block: in play
// and refreshed (NS-19.5).
func (s *State) liveBlockers(a *Attack) []int32 {
	var out []int32
	for _, k := range a.Blockers {
		if o := s.obj(k); o.Zone == zonePlay && !o.Running {
			out = append(out, k)
		}
	}
	return out
}

// overrunExcess returns what attack a's attacker deals past its blockers
// with OVERRUN (NS-19.7, AMB-51), 0 without.
func (s *State) overrunExcess(a *Attack, live []int32) int {
	if !s.overrun(a.Char) {
		return 0
	}
	sum := 0
	for _, k := range live {
		sum += s.dfn(k)
	}
	return max(0, s.atk(a.Char)-sum)
}

// stepDamage deals combat damage (NS-19.6): an attacker blocked by several
// has its attack divided by its controller first, one point at a time
// (every point assigned, AMB-50; f.M the attack asked about, the points
// given so far in the frame's list); then all damage is dealt at once.
func (s *State) stepDamage(f *kernel.Frame) kernel.Status {
	for int(f.M) < len(s.Attacks) {
		a := &s.Attacks[f.M]
		live := s.liveBlockers(a)
		given := s.List(f)
		points := s.atk(a.Char) - s.overrunExcess(a, live)
		if s.obj(a.Char).Zone != zonePlay || len(live) < 2 || len(given) >= points {
			a.Assign = slices.Clone(given)
			s.SetList(f, nil)
			f.M++
			continue
		}
		if !f.Answered {
			opts := make([]engine.Option, len(live))
			for i, k := range live {
				opts[i] = engine.Option{Verb: verbBlock, Card: int(k), Target: int(a.Char), Arg: len(given) + 1}
			}
			return s.Ask(f.Seat, fmt.Sprintf("Assign point %d of %d of %s's damage", len(given)+1, points, s.name(a.Char)), "NS-19.6", opts)
		}
		o, _ := take(f)
		s.SetList(f, append(slices.Clone(given), int32(o.Card)))
	}
	// All combat damage at once.
	type hit struct {
		to   int32
		n    int
		who  engine.Seat
		p    Pool
		from engine.Seat // the controller of the character dealing it
		by   int32       // the attacker that hits a player
	}
	var hits []hit
	for i := range s.Attacks {
		a := &s.Attacks[i]
		if s.obj(a.Char).Zone != zonePlay {
			continue
		}
		pool := BF
		if s.def(a.Char).Blue {
			pool = MF
		}
		live := s.liveBlockers(a)
		if len(live) == 0 {
			hits = append(hits, hit{who: a.Defender, n: s.atk(a.Char), p: pool, by: a.Char})
			continue
		}
		excess := s.overrunExcess(a, live)
		if excess > 0 {
			hits = append(hits, hit{who: a.Defender, n: excess, p: BF, by: a.Char}) // NS-19.7: to the bioframe
		}
		if len(live) == 1 {
			hits = append(hits, hit{to: live[0], n: s.atk(a.Char) - excess, from: s.obj(a.Char).Ctrl})
		} else {
			for _, k := range a.Assign {
				hits = append(hits, hit{to: k, n: 1, from: s.obj(a.Char).Ctrl})
			}
		}
		for _, k := range live {
			hits = append(hits, hit{to: a.Char, n: s.atk(k), from: s.obj(k).Ctrl})
		}
	}
	for _, h := range hits {
		if h.to != 0 {
			if s.obj(h.to).Zone == zonePlay {
				s.hurt(h.to, h.n, h.from)
			}
			continue
		}
		s.damagePlayer(h.who, h.p, h.n, "takes combat damage:")
	}
	s.settle()
	// Then the triggered abilities that depend on the damage (NS-19.6).
	for _, h := range hits {
		if h.to == 0 && h.n > 0 && !s.Over && s.obj(h.by).Zone == zonePlay {
			s.hits(h.by, h.who)
		}
	}
	f.M = 0
	s.SetList(f, nil)
	if !s.Over {
		s.pushFixed(f, stepReset)
	}
	return kernel.Next
}

// stepStability makes the stability rolls of f.Seat (NS-6.2, NS-6.3): the
// cards still listed, in increasing current cost, the controller choosing
// among equal costs; 1–10 crashes the card.
func (s *State) stepStability(f *kernel.Frame) kernel.Status {
	list := slices.DeleteFunc(slices.Clone(s.List(f)), func(id int32) bool {
		return (s.obj(id).Zone != zonePlay && s.obj(id).Zone != zoneSlot && s.obj(id).Zone != zoneEnv) || s.obj(id).Ctrl != f.Seat
	})
	if len(list) == 0 {
		s.Pop()
		return kernel.Next
	}
	low := slices.MinFunc(list, func(a, b int32) int { return cmp.Compare(s.def(a).Cost, s.def(b).Cost) })
	var ties []int32
	for _, id := range list {
		if s.def(id).Cost == s.def(low).Cost {
			ties = append(ties, id)
		}
	}
	next := ties[0]
	if len(ties) > 1 {
		if !f.Answered {
			opts := make([]engine.Option, len(ties))
			for i, id := range ties {
				opts[i] = engine.Option{Verb: verbRoll, Card: int(id)}
			}
			s.SetList(f, list)
			return s.Ask(f.Seat, "Choose the card to roll for next", "NS-6.3", opts)
		}
		o, _ := take(f)
		next = int32(o.Card)
	}
	s.SetList(f, slices.DeleteFunc(list, func(id int32) bool { return id == next }))
	roll := s.RNG.IntN(20) + 1
	if roll <= crashMax {
		if !s.quiet {
			s.event("crash", fmt.Sprintf("%s rolls %d for %s: it crashes", role(f.Seat), roll, s.name(next)), f.Seat)
		}
		s.destroy(next, false)
		s.settle()
	} else {
		if !s.quiet {
			s.event("stable", fmt.Sprintf("%s rolls %d for %s: it stays", role(f.Seat), roll, s.name(next)), f.Seat)
		}
	}
	return kernel.Next
}

// stepWindow runs the swift check over the top Cache item (NS-17.2 (a)):
// the seat with priority responds or passes; when every other seat has
// passed in succession, the window goes and the Cache resolves (NS-17.5).
func (s *State) stepWindow(f *kernel.Frame) kernel.Status {
	w := s.Window()
	if !f.Answered {
		top := s.Frames()[len(s.Frames())-2]
		return s.Ask(w.Priority(), fmt.Sprintf("Respond to %s, or pass", s.name(top.Src)), "NS-17.2", firstThen(passOnly, s.playable(w.Priority(), ctxSwift)))
	}
	seat := f.By
	o, _ := take(f)
	if o.Verb != verbPass {
		keep := *w
		s.Pop() // the new item's window replaces this one: no window between items (NS-17.6)
		if !s.act(seat, o) && !s.Over {
			s.PushWindow(frameOf(frameWindow), keep) // nothing was added: the check goes on as it was (NS-13.4)
		}
		return kernel.Next
	}
	if !s.quiet {
		s.event("pass", role(seat)+" passes", seat)
	}
	if w.Pass() {
		s.Pop()
	}
	return kernel.Next
}

// stepFixed runs a fixed swift check (NS-17.2 (b)): every seat, the active
// one first; a play goes on the Cache above it and the check re-opens once
// that has resolved; it closes when all pass in succession with the Cache
// empty (NS-17.6).
func (s *State) stepFixed(f *kernel.Frame) kernel.Status {
	w := s.Window()
	if !f.Answered {
		return s.Ask(w.Priority(), "Swift check: play a swift card, or pass", "NS-17.2", firstThen(passOnly, s.playable(w.Priority(), ctxSwift)))
	}
	seat := f.By
	o, _ := take(f)
	if o.Verb != verbPass {
		keep := *w
		w.Reopen()
		if !s.act(seat, o) && !s.Over {
			*s.Window() = keep // nothing was added: the check goes on as it was (NS-13.4)
		}
		return kernel.Next
	}
	if !s.quiet {
		s.event("pass", role(seat)+" passes", seat)
	}
	if w.Pass() {
		s.Pop()
	}
	return kernel.Next
}

// retarget is a retargeting item f resolving (NS-18.4): its player chooses
// a new target, legal for the item it targets, other than that item's
// current one; with none, the target stays.
func (s *State) retarget(f *kernel.Frame) kernel.Status {
	item := f.T
	k, _ := s.variant(item)
	var opts []engine.Option
	for _, t := range s.targets(k, item) {
		if t != s.obj(item).Target {
			opts = append(opts, engine.Option{Verb: verbRetarget, Target: int(t)})
		}
	}
	if len(opts) == 0 {
		s.event("retarget", s.name(item)+" keeps its target: no other is legal", f.Seat)
		return kernel.Next
	}
	if !f.Answered {
		return s.Ask(f.Seat, "Choose the new target of "+s.name(item), "NS-18.4", opts)
	}
	o, _ := take(f)
	s.obj(item).Target = int32(o.Target)
	s.Frames()[s.itemFrame(item)].T = int32(o.Target)
	s.event("retarget", s.name(item)+" has a new target", f.Seat)
	return kernel.Next
}

// resolveAbility is an activated ability resolving: its target checked
// again (NS-18.6); it resolves even if its source has left play (NS-18.7).
func (s *State) resolveAbility(f *kernel.Frame) kernel.Status {
	a := s.def(f.Src).Abilities[f.Ref.Ability-1]
	if f.N != 0 { // its effects asked, and were answered (runEffects)
		return s.afterAbility(f, s.runEffects(f, f.Seat, s.eitherPool(f, a.Effects), f.T, f.Src))
	}
	if a.Target != TargetNone && !s.legalTarget(a.Target, f.T, f.Src) {
		s.event("fizzle", a.Name+" fizzles: its target is gone", f.Seat)
		return s.afterAbility(f, kernel.Next)
	}
	effs := a.Effects
	if slices.ContainsFunc(effs, func(e Effect) bool { return e.Either }) {
		if !f.Answered {
			return s.Ask(f.Seat, "Choose for "+a.Name+": mainframe or bioframe", "NS-9.2", []engine.Option{{Verb: verbChoose, Arg: int(MF)}, {Verb: verbChoose, Arg: int(BF)}})
		}
		o, _ := take(f)
		f.N = 2 + int32(o.Arg) // begun, with the pool chosen (eitherPool)
	}
	if !s.quiet {
		s.event("resolve", s.name(f.Src)+"'s "+a.Name+" resolves", f.Seat)
	}
	engage(s.def(f.Src), abilityIndex(s.def(f.Src), int(f.Ref.Ability-1)))
	begun(f)
	return s.afterAbility(f, s.runEffects(f, f.Seat, s.eitherPool(f, effs), f.T, f.Src))
}

// afterAbility finishes ability frame f once its effects are done (st is
// not Wait): a trojan whose activation it was goes to its owner's recycle
// bin, freeing its slot (NS-14.8.4).
func (s *State) afterAbility(f *kernel.Frame, st kernel.Status) kernel.Status {
	if st == kernel.Wait || s.Over {
		return st
	}
	if o := s.obj(f.Src); s.def(f.Src).trojan() && o.Zone == zoneSlot {
		if !s.quiet {
			s.event("destroyed", s.name(f.Src)+" goes to the recycle bin", o.Ctrl)
		}
		s.move(f.Src, zoneBin)
	}
	return st
}

// eitherPool returns effs with the pool its player chose for those that
// take either: the frame's N is 2 + that pool once chosen (1: begun
// without a choice, see begun).
func (s *State) eitherPool(f *kernel.Frame, effs []Effect) []Effect {
	if f.N < 2 {
		return effs
	}
	effs = slices.Clone(effs)
	for i := range effs {
		if effs[i].Either {
			effs[i].Pool = Pool(f.N - 2)
		}
	}
	return effs
}

// act carries out option o of seat: a card played or an ability activated.
// It reports whether something went on the Cache (an ability whose
// psychosis check failed did not, NS-13.4).
func (s *State) act(seat engine.Seat, o engine.Option) bool {
	if o.Verb == verbActivate {
		return s.activate(seat, int32(o.Card), o.Arg, int32(o.Target))
	}
	s.play(seat, int32(o.Card), int32(o.Target), o.Arg == 1)
	return true
}

// resolveTrigger is a mainframe tier's triggered ability taking effect
// (NS-9.3): its controller chooses its target now; with none legal, it does
// nothing (AMB-23).
func (s *State) resolveTrigger(f *kernel.Frame) kernel.Status {
	mf := s.def(f.Src)
	i := int(-1 - f.Ref.Ability)
	tier := &mf.Tiers[i]
	if tier.Target == TargetNone {
		if !begun(f) {
			engage(mf, i)
		}
		return s.runEffects(f, f.Seat, tier.Effects, 0, 0)
	}
	engage(mf, i)
	var opts []engine.Option
	for _, t := range s.targets(tier.Target, 0) {
		opts = append(opts, engine.Option{Verb: verbTarget, Target: int(t)})
	}
	if len(opts) == 0 {
		s.event("trigger", mf.Name+"'s tier has no target", f.Seat)
		return kernel.Next
	}
	if !f.Answered {
		return s.Ask(f.Seat, "Choose the target of "+mf.Name+"'s tier", "NS-9.3", opts)
	}
	o, _ := take(f)
	s.event("trigger", fmt.Sprintf("%s's tier %d takes effect", mf.Name, i+1), f.Seat)
	s.effects(f.Seat, tier.Effects, int32(o.Target), 0)
	return kernel.Next
}

// resolveSlotNetcheck is a protocol's or virus's netcheck effect (NS-16.6,
// AMB-39), if the card is still in its slot; "them" is the active player.
func (s *State) resolveSlotNetcheck(f *kernel.Frame) kernel.Status {
	o, d := s.obj(f.Src), s.def(f.Src)
	if o.Zone != zoneSlot && o.Zone != zoneEnv {
		return kernel.Next
	}
	// An environment's "on NETCHECK" is the active player's (AMB-35).
	who := o.Ctrl
	if o.Zone == zoneEnv {
		who = s.Active
	}
	if !begun(f) {
		if !s.quiet {
			s.event("netcheck", s.name(f.Src)+" takes effect", who)
		}
		engage(d, labelIndex(d, labelNetcheck))
	}
	return s.runEffects(f, who, d.Netcheck, playerTarget(s.Active), 0)
}

// Options shared by every decision that offers them: a decision's Options
// are never written to (engine.Game.Pending).
var (
	doneOnly = []engine.Option{{Verb: verbDone}}
	passOnly = []engine.Option{{Verb: verbPass}}
	// drawOrInstall holds, by what the active player may do (1 draw, 2
	// install, 3 both), the options of NS-16.3's question, done last.
	drawOrInstall = [4][]engine.Option{
		1: {{Verb: verbDraw}, {Verb: verbDone}},
		2: {{Verb: verbInstall}, {Verb: verbDone}},
		3: {{Verb: verbDraw}, {Verb: verbInstall}, {Verb: verbDone}},
	}
)

// firstThen returns first (one shared option) followed by rest: first
// itself when rest is empty, else a new slice.
func firstThen(first, rest []engine.Option) []engine.Option {
	if len(rest) == 0 {
		return first[:len(first):len(first)]
	}
	return append(slices.Clip(first), rest...)
}
