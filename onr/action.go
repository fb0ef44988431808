package onr

import (
	"iter"
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr/carddb"
)

// NewFort is the Option.Target of an install into a new subsidiary fort.
const NewFort = -1

func (s *State) h(c int32) int { return int(s.Cards[c].Handle) }

// stepAction asks the active player for an action and performs it (ONR-6).
func (s *State) stepAction(f *Frame) Status {
	if !f.Answered {
		if f.N != 0 {
			return s.askDedicated(f) // dedicated actions (dedicated.go)
		}
		// Built in place in the room of the pending decisions' options
		// (actionRoom): not in a scratch buffer and copied there.
		buf := s.actionRoom()
		var opts []engine.Option
		if s.roleOf(f.Seat) == Corp {
			opts = s.corpActions(f.Seat, buf)
		} else {
			opts = s.runnerActions(f.Seat, buf)
		}
		return s.ask(f.Seat, "Take an action", "ONR-6", s.keptInRoom(buf, opts))
	}
	o, _ := f.Take()
	if !notDedicated(f, o) && s.dedicatedAnswer(f, o) {
		return Next
	}
	seat, mode, src, ab := f.Seat, f.N, f.Src, f.Ref.Ability
	if !freeOfBits(o) && s.payForOption(f, seat, o) {
		return Next // payment abilities first (ONR-18.3.7)
	}
	s.pop()
	s.spendAction(seat, mode, o)
	if mode == actDie {
		s.dieActionTaken(seat, src, ab) // an action a die set is announced (dieaction.go)
	}
	s.emit(kernel.Occurrence{Type: EvActionTaken, Seat: seat}) // an action taken, not forgone (R150)
	// The window after the action opens once the action has resolved
	// (ONR-5.1.4).
	s.pushWindow(WinAfterAction)
	s.perform(seat, o)
	return Next
}

// freeOfBits reports whether optionBits gives 0 for action option o, read
// from its verb alone: a draw, the gain of a bit and a run (a card's
// run-only action, dedicated.go, costs actions, not bits), the answers
// most action questions get, for which stepAction then skips
// payForOption and its reads (the card of the option found by its handle,
// the switch on the verb), and, answering a normal action, dedicatedAnswer
// (notDedicated). TestFreeOfBitsIsOptionBits compares it with optionBits
// over random games.
func freeOfBits(o engine.Option) bool {
	return o.Verb == VerbDraw || o.Verb == VerbGain || o.Verb == VerbRun
}

// notDedicated reports whether option o, answering the action question
// of frame f, answers a normal action (Frame.N 0) and neither forgoes
// one nor ends the turn: no answer dedicatedAnswer handles (forgoing,
// ending the turn, and stopping and a die's modes, which are dedicated
// modes), so that stepAction skips the call.
// TestFreeOfBitsIsOptionBits asks dedicatedAnswer of a clone wherever it
// holds.
func notDedicated(f *Frame, o engine.Option) bool {
	return f.N == 0 && o.Verb != VerbForgo && o.Verb != VerbEndTurn
}

// corpActions appends the actions of Corp seat to opts (ONR-6.1).
func (s *State) corpActions(seat engine.Seat, opts []engine.Option) []engine.Option {
	p := s.P(seat)
	if len(p.Deck) > 0 {
		opts = append(opts, engine.Option{Verb: VerbDraw})
	}
	opts = append(opts, engine.Option{Verb: VerbGain})
	pay := s.newPayMemo() // what seat can pay, the same for every card
	opts = s.corpHandActions(seat, p, &pay, opts)
	if p.Bits >= 1 {
		for _, c := range s.fortCardsOf(seat) { // the cards of its forts (fortwalk.go)
			// advanceable, read inline: an agenda, or a card whose statics
			// may make it advanceable.
			if k := &s.Cards[c]; k.Zone == ZoneFort {
				if d := k.def(); d.kind != typeAgenda && (s.skipsMod(&d.staticMods, ModAdvanceable) || !s.advanceable(c)) {
					continue
				}
				opts = append(opts, engine.Option{Verb: VerbAdvance, Card: s.h(c)})
			}
		}
	}
	// The Runners of other teams still in the game (opposing), walked
	// without the iterator's closure and calls.
	if p.Bits >= 2 {
		for i := range s.Players {
			if rp := &s.Players[i]; rp.Role == Runner && rp.Team != p.Team && !rp.Out && s.tagsFor(rp.Seat, seat) > 0 {
				for _, c := range rp.Rig {
					if s.isType(c, carddb.Resource) {
						opts = append(opts, engine.Option{Verb: VerbTrashRes, Card: s.h(c)})
					}
				}
			}
		}
	}
	// pricedTrashOptions gives nothing for a Runner still in the game where
	// no active card has a ModCorpTrashPrice static: the loop is skipped.
	if s.mayStatic(ModCorpTrashPrice) {
		for i := range s.Players {
			if rp := &s.Players[i]; rp.Role == Runner && rp.Team != p.Team && !rp.Out {
				opts = s.pricedTrashOptions(seat, rp.Seat, opts) // trashprice.go
			}
		}
	}
	if !s.lastKinds.offPrice { // liftOptions' test, inline
		opts = s.liftOptions(seat, opts) // debts (debt.go)
	}
	if s.mayUseAtBy(Corp, AsAction) {
		opts = s.abilityOptions(seat, AsAction, opts)
	}
	if v := s.v; v != nil && v.Actions != nil {
		opts = v.Actions(s, seat, opts)
	}
	return opts
}

// corpHandActions appends the actions of Corp seat (player p) that install
// or play a card of its hand (ONR-6.1), with what seat can pay kept in
// pay. Where placing is free (placingFree) and no kind of restricted bits
// is in play (payMemo.noRestricted), the installs of a card without
// placing statics and the play of an operation that plays plain
// (playsPlain), told at once by the card's facts (handFacts.corp), are
// written here, their tests those of freeInstallOptions and plainPlayable
// read inline: the same options in the same order, without a call for
// each card (TestActionOptionsAreTheLongWays compares them with the long
// way).
func (s *State) corpHandActions(seat engine.Seat, p *Player, pay *payMemo, opts []engine.Option) []engine.Option {
	free := s.placingFree()
	// Where placing is free, a card without placing statics may go in a new
	// fort unless a static bars new forts (newFortsBarred): known once
	// where no active card has one.
	newForts := free && !s.mayStatic(ModNoNewForts)
	fast := free && pay.noRestricted // never under State.unmasked (newPayMemo)
	var listed fortList              // seat's forts, read once for the free installs
	for _, c := range p.Hand {
		d := s.def(c)
		if fast {
			switch k := d.hand.corp; {
			case k == corpInstallSubs || k == corpInstallAnywhere:
				// freeInstallOptions with the money of the pool
				// (installMoney without restricted bits), then the new
				// fort, written in room grown once for both.
				var forts []int8
				if p.Bits >= 0 {
					if !listed.made {
						s.keptFortList(seat, &listed)
					}
					if listed.over {
						money := moneyMemo{n: p.Bits, known: true}
						opts = s.freeInstallOptions(seat, c, k == corpInstallAnywhere, &money, &listed, opts)
					} else if forts = listed.subs[:listed.nSubs]; k == corpInstallAnywhere {
						forts = listed.all[:listed.nAll]
					}
				}
				opts = installOptions(opts, int(s.Cards[c].Handle), forts, newForts || s.installable(seat, c, NewFort, true))
				continue
			case k == corpPlay || k == corpPlayUntargeted && len(s.Players) < 3: // playsPlain
				if pay.playsPlainNow(s, seat, c, d, p.Actions) {
					opts = append(opts, engine.Option{Verb: VerbPlay, Card: int(s.Cards[c].Handle)})
				}
				continue
			}
		}
		if !s.skipsMod(&d.staticMods, ModRezOnInstall) && d.StaticN(ModRezOnInstall) > 0 && s.rezCost(c) > pay.of(s, seat)+pay.restricted(s, seat, ForRezzes, c) {
			continue // "install only if you can pay to rez it"
		}
		switch t := d.kind; t { // the printed type, as a number (Def.kind)
		case typeAgenda, typeNode, typeUpgrade, typeIce:
			// Agendas and nodes go in subsidiary forts, upgrades and ice
			// in or on any fort (ONR-8.2.1, ONR-8.3.1, ONR-8.4.1).
			anywhere := t == typeUpgrade || t == typeIce
			var money moneyMemo // what the Corp has to install c, the same in every fort
			if pay.noRestricted {
				money = moneyMemo{n: p.Bits, known: true} // installMoney without restricted bits
			}
			if free && !d.placeStatics() {
				// Nothing to check fort by fort but its kind, and a new
				// fort open unless a static may bar it (placingFree).
				opts = s.freeInstallOptions(seat, c, anywhere, &money, &listed, opts)
				if newForts || s.installable(seat, c, NewFort, true) {
					opts = append(opts, engine.Option{Verb: VerbInstall, Card: s.h(c), Target: NewFort})
				}
				continue
			}
			for fi := range s.fortsOf(seat) {
				if s.installableWith(seat, c, fi, anywhere || s.Forts[fi].Central == Subsidiary, &money) {
					opts = append(opts, engine.Option{Verb: VerbInstall, Card: s.h(c), Target: int(fi)})
				}
			}
			if s.installable(seat, c, NewFort, true) {
				opts = append(opts, engine.Option{Verb: VerbInstall, Card: s.h(c), Target: NewFort})
			}
		case typeOperation:
			opts = s.playOptionsWith(seat, c, opts, pay)
		}
	}
	return opts
}

// installOptions appends the options to install the card of handle h in
// each fort of forts, in order, and in a new fort where newFort: written
// in room grown once, with few values live, so that the loop keeps them
// in registers.
func installOptions(opts []engine.Option, h int, forts []int8, newFort bool) []engine.Option {
	at, n := len(opts), len(forts)
	if newFort {
		n++
	}
	opts = slices.Grow(opts, n)[:at+n]
	out := opts[at:]
	v := VerbInstall
	for i, fi := range forts {
		out[i] = engine.Option{Verb: v, Card: h, Target: int(fi)}
	}
	if newFort {
		out[len(forts)] = engine.Option{Verb: v, Card: h, Target: NewFort}
	}
	return opts
}

// installable returns whether Corp seat may install card c in or on fort
// (NewFort: a new one), given ONR's answer ok: the variant's, if it says.
func (s *State) installable(seat engine.Seat, c, fort int32, ok bool) bool {
	var money moneyMemo
	return s.installableWith(seat, c, fort, ok, &money)
}

// installableWith is installable with the money Corp seat has to install c
// (installMoney) kept in money, so that asking for several forts computes
// it once.
func (s *State) installableWith(seat engine.Seat, c, fort int32, ok bool, money *moneyMemo) bool {
	ok = ok && s.installPlaceAllowed(c, fort) && s.iceCostPayable(seat, c, fort, money) // installplace.go, chosenfort.go
	ok = ok && (fort != NewFort || !s.newFortsBarred(seat))                             // nonewforts.go
	if v := s.v; v != nil && v.Installable != nil {
		return v.Installable(s, seat, c, fort, ok)
	}
	return ok
}

// runnerActions appends the actions of Runner seat to opts (ONR-6.2).
// What every card of the hand would ask again is read once (handfacts.go):
// what seat can pay (payMemo), whether a card of the rig may host programs
// (rigMayHost), and each card's facts from its definition.
func (s *State) runnerActions(seat engine.Seat, opts []engine.Option) []engine.Option {
	p := s.P(seat)
	opts = append(opts, engine.Option{Verb: VerbDraw}, engine.Option{Verb: VerbGain})
	pay := s.newPayMemo() // what seat can pay, the same for every card
	hosting := -1         // whether a card of the rig may host programs: asked at the first program
	for _, c := range p.Hand {
		d := s.def(c)
		switch d.kind { // the printed type, as a number (Def.kind)
		case typeProgram, typeHardware, typeResource:
			if d.hand.plainInstall && pay.noRestricted {
				// canInstallFromHand's short way, its facts read from d:
				// no restricted bits in play (never under State.unmasked),
				// so that it costs its printed cost, or nothing if below 0.
				if ic := d.hand.installCost; ic > 0 {
					if !pay.known {
						pay.of(s, seat) // read inline where known: of is not inlined
					}
					if ic > pay.n {
						continue
					}
				}
			} else if !s.canInstallFromHand(seat, c, &pay) {
				continue
			}
			opts = append(opts, engine.Option{Verb: VerbInstall, Card: s.h(c)})
			if d.kind == typeProgram { // a daemon may go in another daemon (R258)
				if hosting < 0 {
					hosting = s.rigMayHost(p)
				}
				if hosting == 0 {
					continue
				}
				for _, dm := range p.Rig {
					if cap := s.hosts(dm); cap > 0 && s.hostedMU(dm)+intOr(d.card.MU, 0) <= cap && s.hostAccepts(dm, c) {
						opts = append(opts, engine.Option{Verb: VerbInstall, Card: s.h(c), Target: s.h(dm)})
					}
				}
			}
		case typePrep:
			if s.playsPlain(d) {
				if pay.noRestricted {
					// No restricted bits, and never under State.unmasked
					// (playsPlain).
					if pay.playsPlainNow(s, seat, c, d, p.Actions) {
						opts = append(opts, engine.Option{Verb: VerbPlay, Card: int(s.Cards[c].Handle)})
					}
					continue
				}
				if s.plainPlayable(seat, c, d, &pay) {
					opts = append(opts, engine.Option{Verb: VerbPlay, Card: s.h(c)})
				}
				continue
			}
			if s.playsOnFort(c) {
				if !s.canPlayWith(seat, c, engine.NoSeat, &pay) {
					continue
				}
				for fi := range s.runnableForts(seat) {
					if s.playFortFits(c, fi) { // runchoice.go
						opts = append(opts, engine.Option{Verb: VerbPlay, Card: s.h(c), Target: int(fi)})
					}
				}
				continue
			}
			opts = s.playOptionsWith(seat, c, opts, &pay)
		}
	}
	opts = s.runOptions(p.Team, opts) // the forts of runnableForts (runoptions.go)
	if p.Tags > 0 && pay.of(s, seat)+pay.restricted(s, seat, ForTagRemoval, 0) >= 2 {
		if owners := s.tagOwners(seat); len(owners) > 1 {
			for _, o := range owners {
				opts = append(opts, engine.Option{Verb: VerbRemoveTag, Target: int(o) + 1})
			}
		} else {
			opts = append(opts, engine.Option{Verb: VerbRemoveTag})
		}
	}
	if !s.lastKinds.offPrice { // liftOptions' test, inline
		opts = s.liftOptions(seat, opts)
	}
	// A run-only action needs an extra action (extraAction) and a run a
	// run prohibition (runBanned): the calls are made only where a static
	// or a lasting effect of their kind may be (unions.go, lastingkinds.go),
	// else they change nothing.
	if s.mayStatic(ModExtraAction) {
		opts = s.runActionOptions(seat, opts) // Wilson (dedicated.go)
	}
	if s.mayLast(ModCannotRun) {
		opts = s.withoutRuns(seat, opts)
	}
	if s.mayUseAtBy(Runner, AsAction) {
		opts = s.abilityOptions(seat, AsAction, opts)
	}
	if v := s.v; v != nil && v.Actions != nil {
		opts = v.Actions(s, seat, opts)
	}
	return opts
}

// rigMayHost returns 1 if a card of p's rig may host programs (a ModHosts
// static: hosts gives 0 for every other card, without reading anything
// that counts as taking effect), else 0; 1 under State.unmasked.
func (s *State) rigMayHost(p *Player) int {
	for _, c := range p.Rig {
		if !s.skipsMod(&s.def(c).staticMods, ModHosts) {
			return 1
		}
	}
	return 0
}

// mayUseAt reports whether abilityOptions may give anything at moment
// when: false only where the unions are current and no active card has an
// ability usable at when (unions.go). It is inlined, so that the callers
// asking most (the windows, the actions) skip the call.
func (s *State) mayUseAt(when Timing) bool {
	u := &s.union
	return u.when&when != 0 || !u.ok || !s.activesOK || s.unmasked
}

// mayUseAtBy is mayUseAt for a seat of role r: false also where the
// unions are current and no active card a seat of role r controls has an
// ability usable at when (unions.go whenBy, within when), where
// abilityOptions returns at once. It is inlined, so that the actions of a
// seat whose cards have no action (often the Corp's) skip the call.
func (s *State) mayUseAtBy(r Role, when Timing) bool {
	u := &s.union
	return u.whenBy[r]&when != 0 || !u.ok || !s.activesOK || s.unmasked
}

// abilityOptions appends the activated abilities of seat's active cards
// usable at moment when: only where their text allows (Ability.When).
func (s *State) abilityOptions(seat engine.Seat, when Timing, opts []engine.Option) []engine.Option {
	u := &s.union // unions, inline
	if !u.ok || !s.activesOK {
		u = s.makeUnions()
	}
	if s.skips(u.when, when) || s.skips(u.whenBy[s.roleOf(seat)], when) {
		// No active card has an ability usable at when, or none that a
		// seat of seat's role controls (unions.go).
		return opts
	}
	for _, c := range s.activeWith(withActivated) {
		d := s.def(c)
		if s.skips(d.actWhen, when) || s.controller(c) != seat || !s.active(c) {
			continue
		}
		for _, i := range d.activated {
			a := &d.Abilities[i]
			if s.skips(a.When, when) {
				continue
			}
			o := engine.Option{Verb: VerbUse, Card: s.h(c), Arg: int(i)}
			if ts := s.targetsAtTable(seat, c, int(i)); ts != nil && when&AsAction != 0 {
				// One option per possible target (targets.go).
				for _, t := range ts {
					if s.canUseOn(seat, c, int(i), when, t) {
						opts = append(opts, targetOption(o, t))
					}
				}
				continue
			}
			if s.canUseAbility(seat, c, a, int(i), when, engine.NoSeat) { // canUseOn, with its ability read
				opts = append(opts, o)
			}
		}
	}
	return opts
}

// canUseOn reports whether seat may use activated ability i of card c now,
// at moment when, with the ability's text speaking of target (NoSeat: its
// default, targets.go).
func (s *State) canUseOn(seat engine.Seat, c int32, i int, when Timing, target engine.Seat) bool {
	return s.canUseAbility(seat, c, &s.def(c).Abilities[i], i, when, target)
}

// canUseAbility is canUseOn for ability a, card c's ability i, read by
// the caller.
func (s *State) canUseAbility(seat engine.Seat, c int32, a *Ability, i int, when Timing, target engine.Seat) bool {
	if a.Kind != KindActivated || a.When&when == 0 {
		return false
	}
	if a.Once.N > 0 && (s.Used(c, a.Once.useKey(i)) >= a.Once.N || (a.Once.Per == EvRunEnds && !s.Run.Active)) {
		return false
	}
	// For an ability used as an action, the actions counted include the
	// one being taken (ONR-6.3.2: consecutive actions of the same turn).
	if !s.canPayActionsBits(seat, c, &a.Cost) {
		return false
	}
	return a.holdsOn(s, c, target)
}

// canPayActionsBits is canPay(seat, src, *c): for a cost of actions and
// bits alone (most activated abilities), what the registry's handlers of
// the two parts ask (values.go), read inline in the order the parts are
// paid, a part of 0 not asked; any other cost, and every cost under
// State.unmasked, through the registry.
func (s *State) canPayActionsBits(seat engine.Seat, src int32, c *Cost) bool {
	if s.unmasked || *c != (Cost{Actions: c.Actions, Bits: c.Bits}) {
		return s.canPay(seat, src, *c)
	}
	return (c.Actions == 0 || c.Actions <= s.P(seat).Actions) && (c.Bits == 0 || c.Bits <= s.payableOf(seat, src))
}

// playAbility returns the index of card c's KindPlay ability, or -1: its
// first, which Define finds once (Def.playAt).
func (s *State) playAbility(c int32) int { return int(s.def(c).playAt) - 1 }

// playsOnFort reports whether playing card c needs a fort of the player's
// choice (a prep that makes a run on any fort: Play with Fort AnyFort).
func (s *State) playsOnFort(c int32) bool {
	i := s.playAbility(c)
	return i >= 0 && choosesFort(s.def(c).Abilities[i].Fort)
}

// canPlayWith reports whether an operation or prep can be played now
// (ONR-7.2), its text speaking of target (NoSeat: its default,
// targets.go), with what seat can pay (payable) kept in pay, so that
// asking for several cards or targets computes it once.
func (s *State) canPlayWith(seat engine.Seat, c int32, target engine.Seat, pay *payMemo) bool {
	d := s.def(c)
	if pay.of(s, seat)+pay.restricted(s, seat, ForPlays, c) < intOr(d.card.PlayCost, 0) || d.playsToPrevent() { // R077: never as an action
		return false
	}
	// The actions playing it costs (playActions, ONR-6.3.5: a double
	// card): 1, without reading its keywords, where its printed ones have
	// no Double (Def.double) and no static of its own changes them
	// (keywords then gives the printed ones); not under State.unmasked.
	acts := int32(1)
	if d.double || !s.skipsMod(&d.staticMods, ModKeyword) {
		acts = s.playActions(c)
	}
	if s.P(seat).Actions < acts {
		return false
	}
	i := s.playAbility(c)
	return i < 0 || d.Abilities[i].holdsOn(s, c, target)
}

// plainPlayable is canPlayWith(seat, c, NoSeat, pay) for card c whose
// definition d plays plain now (playsPlain, handfacts.go): the same tests
// in the same order, its facts read from d; its play ability names no
// target, or none is chosen at a table of fewer than three players, so
// that its condition is asked for its default (holdsOn).
func (s *State) plainPlayable(seat engine.Seat, c int32, d *Def, pay *payMemo) bool {
	if pay.of(s, seat)+pay.restricted(s, seat, ForPlays, c) < d.hand.playCost || s.P(seat).Actions < 1 {
		return false
	}
	a := &d.Abilities[d.playAt-1]
	return a.If == nil || a.If.Holds(s, c)
}

// playOptionsWith appends the options to play operation or prep c: one,
// or one per target its text may speak of (targets.go); what seat can pay
// is kept in pay (canPlayWith).
func (s *State) playOptionsWith(seat engine.Seat, c int32, opts []engine.Option, pay *payMemo) []engine.Option {
	o := engine.Option{Verb: VerbPlay, Card: s.h(c)}
	if d := s.def(c); s.playsPlain(d) {
		// Its play ability names no target, or the table is too small to
		// choose one: targets gives nil.
		if s.plainPlayable(seat, c, d, pay) {
			opts = append(opts, o)
		}
		return opts
	}
	// targets, called only where it may give any: at a table of three
	// players or more.
	if ts := s.targetsAtTable(seat, c, s.playAbility(c)); ts != nil {
		for _, t := range ts {
			if s.canPlayWith(seat, c, t, pay) {
				opts = append(opts, targetOption(o, t))
			}
		}
		return opts
	}
	if s.canPlayWith(seat, c, engine.NoSeat, pay) {
		opts = append(opts, o)
	}
	return opts
}

// advanceable reports whether installed card c can be advanced (ONR-10.1):
// an agenda, or a card whose text says it may be advanced before and after
// it is rezzed (a ModAdvanceable static, read from its definition whether
// it is rezzed or not).
func (s *State) advanceable(c int32) bool {
	if s.Cards[c].Zone != ZoneFort {
		return false
	}
	d := s.def(c)
	return d.typ == carddb.Agenda || !s.skipsMod(&d.staticMods, ModAdvanceable) && d.StaticN(ModAdvanceable) > 0
}

// perform carries out an action chosen by seat.
func (s *State) perform(seat engine.Seat, o engine.Option) {
	if v := s.v; v != nil && v.Perform != nil && v.Perform(s, seat, o) {
		return
	}
	// The card of the option is found by its handle only where the verb
	// reads one: not for a draw, a gain, a run, a tag's removal or a lift.
	who := s.P(seat).Role
	switch o.Verb {
	case VerbDraw:
		s.draw(seat, 1)
	case VerbGain:
		s.gain(seat, 1)
		s.say(msgGainsBit, int32(seat))
	case VerbInstall:
		c := s.byHandle(int32(o.Card))
		if who == Corp {
			s.push(Frame{Kind: FrameInstall, Seat: seat, Src: c, T: int32(o.Target)})
		} else {
			s.installRunner(seat, c, s.byHandle(int32(o.Target)), true)
			s.fireOwn(kernel.Occurrence{Type: EvInstalled, Seat: seat, Obj: c}) // "when you install …"
		}
	case VerbPlay:
		c := s.byHandle(int32(o.Card))
		fort := int32(o.Target)
		if !s.playsOnFort(c) {
			fort = 0
		}
		s.play(seat, c, fort, s.optionTarget(o, c))
	case VerbAdvance:
		c := s.byHandle(int32(o.Card))
		s.payBits(seat, c, 1)
		s.note(c)
		s.Cards[c].Adv++
		s.happened(DeedAdvanced, seat, c, s.Cards[c].Fort, 1)
		s.tookMod(c, ModAdvanceable) // a card advanced as an agenda is
		s.say(msgAdvances, int32(seat))
	case VerbTrashRes:
		c := s.byHandle(int32(o.Card))
		s.payBits(seat, c, trashPrice(o))
		if s.Cards[c].FaceUp {
			s.say(msgCorpTrashes, int32(seat), s.cardArg(c))
		} else {
			// A hidden resource stays face down while the Runner may
			// still prevent its trash (Time to Collect): only he reads
			// its name.
			s.sayTo(seatBit(s.controller(c)), msgCorpTrashesHidden, int32(seat), s.cardArg(c))
		}
		s.trashInstalled(c, 0)
	case VerbRun:
		s.startRun(seat, int32(o.Target), 0)
		s.runAction(o) // a run with a card's run-only action (dedicated.go)
	case VerbRemoveTag:
		s.payForUse(seat, ForTagRemoval, 0, 2)
		owner := engine.Seat(o.Target - 1)
		if o.Target == 0 {
			owner = s.tagOwners(seat)[0]
		}
		s.removeTag(seat, owner)
		s.say(msgRemovesTag, int32(seat))
	case VerbUse:
		c := s.byHandle(int32(o.Card))
		s.useAbilityOn(seat, c, o.Arg, true, s.optionTarget(o, c))
	case VerbLift:
		if i := s.liftable(seat, o.Arg); i >= 0 {
			l := s.Lasting[i]
			s.payBits(seat, 0, l.Price)
			s.Lasting = slices.Delete(s.Lasting, i, i+1)
			if l.Src == 0 || !s.visible(l.Src, engine.NoSeat) {
				s.say(msgLiftsHidden, int32(seat), l.Price, word(s.liftText(l, engine.NoSeat)))
			} else {
				s.say(msgLifts, int32(seat), l.Price, s.cardArg(l.Src), word(liftWhat(l)))
			}
			s.liftedDebt(seat, l) // debt.go
		}
	}
}

// liftOptions appends to opts the actions of seat that end a lasting
// effect bound to it by paying its Price (run-lock-until-paid,
// runner-counters: "Runner may remove a counter by taking an action to
// spend 4 bits").
func (s *State) liftOptions(seat engine.Seat, opts []engine.Option) []engine.Option {
	if s.lastKinds.offPrice {
		return opts // no lasting effect has a price (lastingkinds.go)
	}
	k := 0
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Seat == seat && l.Price > 0 {
			if l.Price <= s.payable(seat, 0) {
				opts = append(opts, engine.Option{Verb: VerbLift, Arg: k})
			}
			k++
		}
	}
	return opts
}

// liftable returns the index in State.Lasting of the k-th lasting effect
// seat may lift, or -1.
func (s *State) liftable(seat engine.Seat, k int) int {
	for i := range s.Lasting {
		if l := &s.Lasting[i]; l.Seat == seat && l.Price > 0 {
			if k == 0 {
				return i
			}
			k--
		}
	}
	return -1
}

// liftText names a liftable effect: the card that made it and what it is.
func (s *State) liftText(l kernel.Lasting, seat engine.Seat) string {
	what := liftWhat(l)
	// The card that made it is named only while seat may know it: a
	// derezzed Data Raven is hidden again, its counter is not.
	if l.Src == 0 || !s.visible(l.Src, seat) {
		if what == "an effect" {
			return what
		}
		return "a " + what
	}
	return s.def(l.Src).Title + " " + what
}

// liftWhat names what liftable effect l is: "run lock", "counter" or "an
// effect".
func liftWhat(l kernel.Lasting) string {
	switch l.Mod {
	case ModCannotRun:
		return "run lock"
	case ModRunnerCounter, ModLinkBonus, ModFortExposed: // a link bonus is liftable only as a counter (linkcounters.go)
		return "counter"
	case ModDebt:
		return "debt"
	}
	return "an effect"
}

// useAbility pays for and resolves activated ability i of card c; the
// caller has made sure the pool covers its bits (payForOption). asAction
// means one action of the cost was already spent by the action itself.
func (s *State) useAbility(seat engine.Seat, c int32, i int, asAction bool) {
	s.useAbilityOn(seat, c, i, asAction, engine.NoSeat)
}

// useAbilityOn is useAbility with the target its controller chose (NoSeat
// for none; targets.go).
func (s *State) useAbilityOn(seat engine.Seat, c int32, i int, asAction bool, target engine.Seat) {
	a := &s.def(c).Abilities[i]
	cost := a.Cost
	if asAction {
		cost.Actions--
	}
	s.revealToUse(c)
	s.say(msgUses, int32(seat), s.cardArg(c))
	if a.Once.N > 0 {
		s.MarkUsed(c, a.Once.useKey(i), 1, a.Once.Per)
	}
	s.payThen(seat, c, cost, s.ref(c, i), target)
}

// play plays an operation or prep (ONR-7.1): pay, put it in the discard
// pile, then resolve it; fort is the fort chosen for a card that makes a
// run on any fort (Frame.T of its program), target the player its text
// speaks of, if its controller chose one (Frame.M, seat+1; targets.go).
func (s *State) play(seat engine.Seat, c int32, fort int32, target engine.Seat) {
	d := s.def(c)
	s.payForUse(seat, ForPlays, c, intOr(d.card.PlayCost, 0))
	s.say(msgPlays, int32(seat), s.cardArg(c))
	if s.roleOf(seat) == Corp {
		s.Cards[c].Seen = true
	}
	s.trash(c)
	if i := s.playAbility(c); i >= 0 && len(d.Abilities[i].Effect) > 0 {
		s.push(Frame{Kind: FrameProgram, Seat: seat, Src: c, Ref: s.ref(c, i), T: fort, M: int32(target) + 1})
	}
}

// centralOf returns the index of Corp seat's central fort of kind k.
func (s *State) centralOf(seat engine.Seat, k Central) int32 {
	for i := range s.Forts {
		if f := &s.Forts[i]; f.Owner == seat && f.Central == k {
			return int32(i)
		}
	}
	return -1
}

// opposing yields the seats of role r on other teams than seat, still in
// the game.
func (s *State) opposing(seat engine.Seat, r Role) iter.Seq[engine.Seat] {
	return func(yield func(engine.Seat) bool) {
		team := s.Players[seat].Team
		for i := range s.Players {
			if p := &s.Players[i]; p.Role == r && p.Team != team && !p.Out && !yield(p.Seat) {
				return
			}
		}
	}
}

// fortsOf yields the existing forts of Corp seat, in index order.
func (s *State) fortsOf(seat engine.Seat) iter.Seq[int32] {
	return func(yield func(int32) bool) {
		for i := range s.Forts {
			if f := &s.Forts[i]; !f.Gone && f.Owner == seat && !yield(int32(i)) {
				return
			}
		}
	}
}

// runnableForts yields the existing forts Runner seat may run: those of
// the Corps of other teams still in the game, in index order.
func (s *State) runnableForts(seat engine.Seat) iter.Seq[int32] {
	return func(yield func(int32) bool) {
		team := s.Players[seat].Team
		closing := s.mayStatic(ModFortClosed) // fortClosed, read once
		for i := range s.Forts {
			if s.runnableFort(team, int32(i)) && !(closing && s.fortClosed(int32(i))) && !yield(int32(i)) {
				return
			}
		}
	}
}

// runnableFort reports whether a Runner of team may run fort i unless it
// is closed (fortClosed): it exists, and its Corp is of another team and
// still in the game. runnableForts yields these when not closed; the
// Runner's actions loop over the forts with it, without the iterator's
// calls.
func (s *State) runnableFort(team int, i int32) bool {
	f := &s.Forts[i]
	return !f.Gone && s.Players[f.Owner].Team != team && !s.Players[f.Owner].Out
}

// targetsAtTable is targets(seat, c, i), inlined: nil without the call at a
// table of fewer than three players, where targets gives nil; not under
// State.unmasked (the long way).
func (s *State) targetsAtTable(seat engine.Seat, c int32, i int) []engine.Seat {
	if len(s.Players) < 3 && !s.unmasked {
		return nil
	}
	return s.targets(seat, c, i)
}

// playsPlainNow is plainPlayable's test for card c of seat, with
// definition d, where it plays plain (playsPlain) and no restricted bits
// are in play: what seat can pay (read into pay at the first card that
// asks) covers its play cost, an action is left (actions), and its play
// ability's condition, if any, holds. The one test of corpActions' plain
// operations and runnerActions' plain preps.
func (pay *payMemo) playsPlainNow(s *State, seat engine.Seat, c int32, d *Def, actions int32) bool {
	if !pay.known {
		pay.of(s, seat)
	}
	if pay.n < d.hand.playCost || actions < 1 {
		return false
	}
	a := &d.Abilities[d.playAt-1]
	return a.If == nil || a.If.Holds(s, c)
}
