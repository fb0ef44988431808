package onr

import (
	"slices"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
	"github.com/datafort/datafort/onr/carddb"
)

// pushWindow opens a priority window of the given kind (Win…): a
// kernel.Window with the Rounds pass rule, bound to the frame that asks its
// seats (removing the frame closes the window). The seats get priority the
// Runner first, then the Corp (ONR-18.2.1, R025): during a run, the Runner
// making it and the Corp whose fort is run (then a variant's seats);
// otherwise every Runner, then every Corp, in seat order, of those still in
// the game.
func (s *State) pushWindow(kind int32) {
	// The usual windows, read inline: the kept window of a run by its
	// Runner on its Corp without a variant's seats, and tableWindow's
	// kept window; the rest made by pushWindowLong.
	if s.Run.Active {
		if s.v == nil && s.runWin.ok && s.runWin.seats == [2]engine.Seat{s.Run.Runner, s.Run.Corp} {
			s.PushWindowOf(FrameWindow, kind, &s.runWin.w)
			return
		}
	} else if s.tableWinOK && !s.unmasked {
		s.PushWindowOf(FrameWindow, kind, &s.tableWin)
		return
	}
	s.pushWindowLong(kind)
}

// openWindowNow opens a priority window of kind and steps it at once where
// the machine would step it next: what pushWindow then stepWindowNow do,
// for a step that pushes the window as the last thing it does and returns
// the window's status as its own (a run's pass and before-access windows).
// The usual window (a kept one, stepsNext, no variant, no jack-out: where
// stepWindow takes its usual step) has its seats' turns read before it is
// pushed, on a copy: a pass changes nothing but the window
// (kernel.Core.PassWindow), so each seat's turn reads what it would read
// with the window pushed. The window is pushed, priority at the seat
// reached, where a seat is asked or stepWindow's long way is needed, and
// stepped there as stepWindow would; where every seat passes without a
// question (about 6 windows a random game), nothing is pushed, as the
// window pushed, passed and closed, its frame removed, would leave it, and
// the status is stepWindow's then, Next. Who is asked is decided as
// stepWindow decides it, on public grounds only.
// TestOpenWindowNowIsPushThenStep compares it with the long way.
func (s *State) openWindowNow(kind int32) Status {
	var kept *kernel.Window
	if s.Run.Active {
		if s.runWin.ok && s.runWin.seats == [2]engine.Seat{s.Run.Runner, s.Run.Corp} {
			kept = &s.runWin.w
		}
	} else if s.tableWinOK {
		kept = &s.tableWin
	}
	if kept == nil || s.v != nil || s.Run.JackedOut || !s.stepsNext() || kept.Closed() {
		s.pushWindow(kind)
		return s.stepWindowNow()
	}
	w := *kept
	for {
		seat := w.Priority()
		pl := &s.Players[seat]
		switch {
		case pl.Out:
		case pl.Role == Runner:
			if !s.mayUseAt(AnyWindow) && (s.Options.FastPass || !s.runnerHides(seat)) {
				goto passed // stepWindow's silent pass
			}
		default:
			if usual, mightRez := s.corpScanIsUsual(seat, kind); usual {
				if s.Options.FastPass || !mightRez {
					goto passed
				}
				// The pass alone, asked on public grounds, as stepWindow
				// asks it.
				s.PushWindowOf(FrameWindow, kind, &w)
				s.passAsk = s.NextDecision + 1
				return s.ask(seat, corpWindowPrompt, "ONR-9.4", passOnly[:])
			}
		}
		// The rest as stepWindow steps it, the window pushed.
		s.PushWindowOf(FrameWindow, kind, &w)
		return s.stepWindow(s.top())
	passed:
		if !w.PassWithin() {
			return Next // the last seat passed: the window would close
		}
	}
}

// pushWindowLong is pushWindow where the window is not kept: a run's
// window with a variant's seats, or kept for other seats or not yet, and
// the window outside a run made afresh.
func (s *State) pushWindowLong(kind int32) {
	if !s.Run.Active {
		s.PushWindowOf(FrameWindow, kind, s.tableWindow())
		return
	}
	if v := s.v; v != nil && v.RunSeats != nil {
		// A variant's seats after the Runner and the Corp of the run.
		seats := append(make([]engine.Seat, 0, kernel.MaxSeats), s.Run.Runner, s.Run.Corp)
		for _, x := range v.RunSeats(s) {
			if !s.Players[x].Out && !slices.Contains(seats, x) {
				seats = append(seats, x)
			}
		}
		s.PushWindow(Frame{Kind: FrameWindow, N: kind}, kernel.NewWindow(kernel.Rounds, seats...))
		return
	}
	if !s.runWin.ok || s.runWin.seats != [2]engine.Seat{s.Run.Runner, s.Run.Corp} {
		// A pure function of the two seats, kept for the next run of the
		// same ones.
		s.runWin.seats = [2]engine.Seat{s.Run.Runner, s.Run.Corp}
		s.runWin.w, s.runWin.ok = kernel.NewWindow(kernel.Rounds, s.Run.Runner, s.Run.Corp), true
	}
	s.PushWindowOf(FrameWindow, kind, &s.runWin.w)
}

// tableWindow returns the window of priority outside a run, to be copied
// (kernel.Core.PushWindowOf), not changed: every Runner,
// then every Corp, in seat order, of those still in the game. It depends
// only on the players' roles, which never change, and on who left the
// game, which touches the state (eliminate): it is kept in tableWin until
// then, no part of the state (a loaded or reset state makes it again, a
// clone copies it with the players it was made from). Under
// State.unmasked it is made afresh (the long way).
func (s *State) tableWindow() *kernel.Window {
	if s.tableWinOK && !s.unmasked {
		return &s.tableWin
	}
	var buf [kernel.MaxSeats]engine.Seat
	seats := buf[:0]
	for _, r := range [...]Role{Runner, Corp} {
		for i := range s.Players {
			if s.Players[i].Role == r && !s.Players[i].Out {
				seats = append(seats, s.Players[i].Seat)
			}
		}
	}
	if s.unmasked {
		w := kernel.NewWindow(kernel.Rounds, seats...)
		return &w
	}
	s.tableWin, s.tableWinOK = kernel.NewWindow(kernel.Rounds, seats...), true
	return &s.tableWin
}

// closeWindow removes the window's frame, the top frame, which closes its
// window.
func (s *State) closeWindow() { s.pop() }

// stepWindow runs a priority window (kernel.Window, pass rule Rounds): its
// seats get priority in order, the Runner first (ONR-18.2.1, R025); a seat
// keeps priority while it acts, until it passes; when a seat acts after an
// earlier one passed, the earlier ones get another chance; the window closes
// when every seat passes in one round. A player whose only option is to pass
// is not asked when that tells nothing hidden. Frame.N is the window kind.
// A turn-start window may hold the Corp's start-of-turn effects, which the
// Corp resolves in it between its other acts (startwindow.go).
//
// The seats that pass without a question are settled in this one step:
// after such a pass the next seat is stepped here, as the machine would step
// the same frame again (kernel.Machine.Advance reads nothing else between
// two steps that ask nothing), instead of going back to the machine for
// each seat (passedOn). A pass, silent or answered, changes nothing but the
// window (kernel.Core.PassWindow), so what the step read before the seat's
// turn (no start-of-turn effects held, no jack-out) still holds for the
// next seat: it goes straight to its turn (seated), unless effects are held
// or it has left the game (then the step starts again).
//
// The usual window (no answer to take, no start-of-turn effects held, no
// variant, no jack-out, not under State.unmasked) is stepped here, each
// seat's turn read lean, in one function with the dispatch (a call less at
// every window's step); the rest, and any seat's turn the usual step does
// not settle itself, by stepWindowLong, the long way.
//
// The usual window's step: the seats of the window (with no variant, the
// Runner and the Corp) pass in turn without a question where stepWindowLong
// would let them, until the window closes or a seat is asked. It goes to
// stepWindowLong at the start of a seat's turn it does not settle itself (a
// seat that left the game, a Runner with an ability usable in a window or
// a face-down card in his rig): a pass changes nothing but the window
// (kernel.Core.PassWindow), so the long way, starting over, reads what it
// read here. It reads each seat's turn as stepWindowLong's seated does,
// with extra and mine false (no variant, no effects held), and asks the
// same questions; TestMasksGiveTheOptionsOfTheLongWay plays games both
// ways.
func (s *State) stepWindow(f *Frame) Status {
	if f.M == startEffectsHeld || f.Answered || s.v != nil || s.unmasked || s.Run.JackedOut {
		return s.stepWindowLong(f)
	}
	w := s.Window()
	for {
		seat := w.Priority()
		pl := &s.Players[seat]
		if pl.Out {
			return s.stepWindowLong(f)
		}
		if pl.Role == Runner {
			if s.mayUseAt(AnyWindow) || !s.Options.FastPass && s.runnerHides(seat) {
				return s.stepWindowLong(f) // an ability to offer, or something hidden
			}
		} else if usual, mightRez := s.corpScanIsUsual(seat, f.N); usual {
			// corpWindowOptions would give the pass alone, and tell
			// whether the Corp might rez.
			if !s.Options.FastPass && mightRez {
				// The pass alone, asked on public grounds (stepWindowLong);
				// passAsk marks the question (Step's answer).
				s.passAsk = s.NextDecision + 1
				return s.ask(seat, corpWindowPrompt, "ONR-9.4", passOnly[:])
			}
		} else {
			opts, mightRez := s.corpWindowOptions(seat, f.N, append(s.scratch[:0], engine.Option{Verb: VerbPass}))
			s.scratch = opts[:0]
			if len(opts) > 1 || !s.Options.FastPass && (pl.Role != Corp || mightRez || s.corpMightUseInWindow(seat)) {
				s.passAsk = s.NextDecision + 1 // the question asked below (Step's answer)
				if len(opts) == 1 {
					return s.ask(seat, corpWindowPrompt, "ONR-9.4", passOnly[:]) // on public grounds (stepWindowLong)
				}
				return s.ask(seat, corpWindowPrompt, "ONR-9.4", s.keepOptions(opts))
			}
		}
		if !w.PassWithin() && s.PassWindow() { // the pass; the window closed, its frame removed
			return Next
		}
	}
}

// corpScanIsUsual reports whether corpWindowOptions, for Corp seat in a
// window of kind, would give the pass alone, and if so mightRez, what it
// would learn of corpMightRez, read without the scan's prologue and
// rereads: no purge possible (no virus counters held, none in a fort, no
// active card that may hold any: the unions current); no ability usable
// in a window (and so none that corpMightUseInWindow would find); the kept
// counts of its forts (fortfacts.go), made again if stale as the scan
// would make them, finding nothing to rez or score (scanFindsNothing);
// and, where its own ice is approached, that ice rezzed, or with
// Def.rezPlain while rezPlainScan holds and a printed rez cost above the
// pool. The Corp might rez where a card of its forts is not rezzed, or
// where that ice is not. It is read only off State.unmasked
// (stepWindow's usual step), which the counts and unions need; where it reports
// false, the scan runs. TestCorpScanIsUsualIsTheScans compares it with the
// scan and the long way.
func (s *State) corpScanIsUsual(seat engine.Seat, kind int32) (usual, mightRez bool) {
	u := &s.union
	if !u.ok || !s.activesOK || u.virus || u.when&AnyWindow != 0 || len(s.Players[seat].Virus) > 0 || s.mayLast(ModFortVirus) {
		return false, false
	}
	var f *fortFacts
	if k := &s.fortFacts; k.ok && s.fortWalkOK && k.gen == defsGen {
		f = &k.of[seat]
	} else {
		f = s.factsOf(seat) // made again, as the scan would
	}
	scoring := s.Active == seat && (kind == WinTurnStart || kind == WinAfterAction)
	plain := int8(0) // rezPlainScan's memo (scanFindsNothing)
	if (f.rezzable != 0 || scoring && f.agendas != 0) && !s.scanFindsNothing(f, scoring, s.Players[seat].Bits, &plain) {
		return false, false
	}
	mightRez = f.unrezzed > 0
	if kind == WinApproach && s.Run.Active && s.Run.Corp == seat {
		if ice := s.currentIce(); ice != 0 && !s.Cards[ice].Rezzed {
			d := s.Cards[ice].def()
			if !d.rezPlain() || plainRezOK(d, s.Players[seat].Bits) {
				return false, false // the scan reads its rez
			}
			if plain == 0 && !s.rezPlainScan() || plain < 0 {
				return false, false
			}
			mightRez = true
		}
	}
	return true, mightRez
}

// corpWindowPrompt is the prompt of the Corp's question in a window.
const corpWindowPrompt = "Rez, score or use special effects, or pass"

// stepWindowLong is stepWindow's step in every case: the long way, and
// where stepWindow's usual step does not go.
func (s *State) stepWindowLong(f *Frame) Status {
again:
	w := s.Window()
	var pending []kernel.Queued
	if f.M == startEffectsHeld { // read inline: most windows hold none
		pending = s.settleStartEffects(f) // the Corp's start-of-turn effects (startwindow.go)
	}
	seat := w.Priority()
	mine := len(pending) > 0 && pending[0].Seat == seat
	if s.runWindowOver(f) {
		s.closeWindow() // the Runner jacked out (Smarteye)
		return Next
	}
	pl := &s.Players[seat]
	if pl.Out {
		if s.passedOn() { // a seat that left the game meanwhile (table.go)
			goto again
		}
		return Next
	}
	if f.Answered {
		o, _ := f.Take()
		if o.Verb == VerbPass {
			// An answered pass is the last seat's, as a rule (the Corp's):
			// passedOn at once, without PassWithin inline first.
			if s.passedOn() {
				if f.M != startEffectsHeld {
					// Only the pass changed: the next seat at once (seated).
					if seat = w.Priority(); !s.Players[seat].Out {
						pl, pending, mine = &s.Players[seat], nil, false
						goto seated
					}
				}
				goto again
			}
			return Next
		}
		if o.Verb == VerbResolve && mine {
			return s.resolveStartEffect(f, o.Arg)
		}
		if v := s.v; v != nil && v.WindowAct != nil {
			if handled, reopen := v.WindowAct(s, seat, f.N, o); handled {
				if reopen {
					s.Window().Act() // read again: the act may have pushed frames
				}
				return Next
			}
		}
		if s.payForOption(f, seat, o) {
			return Next // payment abilities first (ONR-18.3.7)
		}
		// Those who passed get another chance when a later seat acts,
		// except that the Runner cannot respond to the rez of the
		// approached ice (ONR-9.5, R263).
		if !(f.N == WinApproach && o.Verb == VerbRez && s.byHandle(int32(o.Card)) == s.currentIce()) {
			w.Act()
		}
		fi, c := len(s.Frames())-1, s.byHandle(int32(o.Card)) // f, which the act may move
		s.windowAct(seat, f.N, o)
		if o.Verb == VerbRez {
			s.addStartEffects(fi, seat, c) // R026 (startwindow.go)
		}
		return Next
	}
seated:
	role := pl.Role
	// A seat a variant lists in a run's window that is neither the run's
	// Runner nor its Corp does only what the variant offers.
	extra := s.Run.Active && seat != s.Run.Runner && seat != s.Run.Corp
	if role == Runner && !extra && !mine && s.v == nil && !s.mayUseAt(AnyWindow) && (s.Options.FastPass || !s.runnerHides(seat)) {
		// The usual Runner's turn in a window: no ability to use (the
		// unions, read inline; never under State.unmasked) and nothing
		// hidden, so that the pass, the one option, is taken without a
		// question, as the long way below would.
		if (w.PassWithin() || s.passedOn()) && !s.unmasked { // passedOn, its usual case inline
			if f.M != startEffectsHeld {
				// Only the pass changed: the next seat at once (seated).
				if seat = w.Priority(); !s.Players[seat].Out {
					pl, pending, mine = &s.Players[seat], nil, false
					goto seated
				}
			}
			goto again
		}
		return Next
	}
	// Most windows are passed without a question: build the options in a
	// scratch buffer and copy them out only to ask.
	opts := append(s.scratch[:0], engine.Option{Verb: VerbPass})
	mightRez := false // corpMightRez, learnt by corpWindowOptions on the way
	switch {
	case extra:
	case role == Runner:
		if s.mayUseAt(AnyWindow) {
			opts = s.abilityOptions(seat, AnyWindow, opts)
		}
	default:
		opts, mightRez = s.corpWindowOptions(seat, f.N, opts)
	}
	if v := s.v; v != nil && v.WindowOptions != nil {
		opts = v.WindowOptions(s, seat, f.N, opts)
	}
	s.scratch = opts[:0]
	if s.unmasked && role == Corp && !extra {
		mightRez = s.corpMightRez(seat, f.N) // the long way (masks.go)
	}
	if mine {
		// No pass while an effect is pending (startwindow.go).
		opts, ask := s.startEffectOptions(pending, opts)
		if !ask {
			return s.resolveStartEffect(f, 0)
		}
		return s.ask(seat, startEffectsPrompt, "R026", opts)
	}
	if len(opts) == 1 && (s.Options.FastPass || extra || (role == Runner && !s.runnerHides(seat)) || (role == Corp && !mightRez && !s.corpMightUseInWindow(seat))) {
		if s.passedOn() {
			goto again
		}
		return Next
	}
	prompt := "Use special effects, or pass"
	if role == Corp {
		prompt = corpWindowPrompt
	}
	if f.M != startEffectsHeld && !s.unmasked {
		s.passAsk = s.NextDecision + 1 // the question asked below (Step's answer)
	}
	if len(opts) == 1 && (s.v == nil || opts[0] == passOnly[0]) && !s.unmasked {
		// The pass alone, asked on public grounds (most of the Corp's
		// questions): the one answer, made once (passOnly), not copied.
		// Without a variant the first option is the pass appended above.
		return s.ask(seat, prompt, "ONR-9.4", passOnly[:])
	}
	return s.ask(seat, prompt, "ONR-9.4", s.keepOptions(opts))
}

// passOnly is the options of a window's question whose only option is the
// pass: made once and shared by every game, never written (a question's
// options are read, and copied by Pending and Clone; keepOptions).
var passOnly = [1]engine.Option{{Verb: VerbPass}}

// passedOn records a pass of the seat with priority (the window closes
// when its rule says so, removing its frame) and reports whether the
// window stays open, so that stepWindow steps the next seat at once. Under
// State.unmasked it reports false whatever the window, so that each seat
// is a step of the machine's own (the long way). Its usual case is a pass
// within the round, which the busiest callers try first inline, as
// (w.PassWithin() || s.passedOn()) && !s.unmasked, w the top frame's
// window: the same answer, without a call. An answered pass, as a rule the
// last seat's (the Corp's), calls it at once: kernel.Core.PassWindow
// settles a Rounds window's pass in that one call.
func (s *State) passedOn() bool {
	if s.PassWindow() { // the pass, and closeWindow if it closed the window
		return false
	}
	return !s.unmasked
}

// corpMightRez reports whether, from public information alone, Corp seat
// could have something to rez in this window: a face-down card in one of
// its forts, or its unrezzed ice being approached. The Corp is then asked
// even when it can only pass, so that being asked tells the Runner nothing
// hidden (which card it is, or whether the Corp can afford it).
func (s *State) corpMightRez(seat engine.Seat, kind int32) bool {
	if kind == WinApproach && s.Run.Active && s.Run.Corp == seat {
		if ice := s.currentIce(); ice != 0 && !s.Cards[ice].Rezzed {
			return true
		}
	}
	return s.holdsUnrezzed(seat)
}

// holdsUnrezzed reports whether seat has an unrezzed card in one of its
// forts.
func (s *State) holdsUnrezzed(seat engine.Seat) bool {
	for _, c := range s.fortCardsOf(seat) {
		if !s.Cards[c].Rezzed {
			return true
		}
	}
	return false
}

// iceHoldsVirus reports whether a piece of ice of seat's forts holds virus
// counters.
func (s *State) iceHoldsVirus(seat engine.Seat) bool {
	for fi := range s.fortsOf(seat) {
		for _, c := range s.Forts[fi].Ice {
			if s.Cards[c].Virus.N > 0 {
				return true
			}
		}
	}
	return false
}

// corpMightUse reports whether, on public grounds, Corp seat might have an
// ability usable at moment when whose condition reads cards others may not
// know (publicCond): its bits pay the ability and its condition might
// hold. The Corp is then asked even when it can only pass, so that being
// asked tells nothing of those cards.
func (s *State) corpMightUse(seat engine.Seat, when Timing) bool {
	for _, c := range s.activeWith(withActivated) {
		d := s.def(c)
		if s.skips(d.actWhen, when) || s.controller(c) != seat || !s.active(c) {
			continue
		}
		for _, i := range d.activated {
			a := &d.Abilities[i]
			if a.When&when == 0 || a.Cost.Bits > s.P(seat).Bits {
				continue
			}
			if might, reads := mightHoldOf(s, a.If, c); reads && might {
				return true
			}
		}
	}
	return false
}

// corpMightUseInWindow is corpMightUse(seat, AnyWindow), which walks the
// active cards with activated abilities, skipped where the unions say
// that none of them has one usable in a window (mayUseAt, inline): the
// union of their timings is what the walk would skip each card on.
func (s *State) corpMightUseInWindow(seat engine.Seat) bool {
	return s.mayUseAt(AnyWindow) && s.corpMightUse(seat, AnyWindow)
}

// corpWindowOptions appends to opts what Corp seat may do in a window of
// kind: rez, score, purge, use abilities. It also reports what
// corpMightRez would: whether the Corp has, on public grounds, something it
// might rez (a face-down card in one of its forts, or its unrezzed ice
// being approached), learnt on the way.
func (s *State) corpWindowOptions(seat engine.Seat, kind int32, opts []engine.Option) ([]engine.Option, bool) {
	p := s.P(seat)
	virus := len(p.Virus) > 0 // a purge is possible (ONR-15.3): counters held, or on a piece of ice
	seekIce := !virus         // whether to look for counters on the pieces of ice
	if seekIce && !s.unmasked {
		// Not when no active card may hold virus counters (unions.go).
		u := &s.union
		if !u.ok || !s.activesOK {
			u = s.makeUnions()
		}
		seekIce = u.virus
	}
	virus = virus || (s.mayLast(ModFortVirus) && s.holdsFortVirus(seat)) // counters in a fort (fortcounters.go; the kind read inline)
	if seekIce && !virus {
		virus = s.iceHoldsVirus(seat)
	}
	mightRez := false
	// Agendas are scored only in its own turn's windows (ONR-10.5), other
	// cards rezzed (ONR-9.1): each card is one or the other.
	scoring := s.Active == seat && (kind == WinTurnStart || kind == WinAfterAction)
	// rezPlainScan, read at the first card that needs it: 1 holds, -1 not
	// (corpscan.go).
	plain := int8(0)
	var walk []int32
	if k := &s.fortFacts; k.ok && s.fortWalkOK && k.gen == defsGen && !s.unmasked {
		// The kept counts, current, read inline (fortfacts.go).
		if f := &k.of[seat]; f.rezzable == 0 && (!scoring || f.agendas == 0) || s.scanFindsNothing(f, scoring, p.Bits, &plain) {
			// The usual scan: no card to rez, nothing to score.
			mightRez = f.unrezzed > 0
		} else {
			walk = s.fortCardsOf(seat) // the cards of its forts (fortwalk.go)
		}
	} else if s.unmasked || !s.scanFindsNothing(s.factsOf(seat), scoring, p.Bits, &plain) {
		walk = s.fortCardsOf(seat) // the cards of its forts (fortwalk.go)
	} else {
		// Nothing to rez or score: what the walk would learn is whether
		// a card is not rezzed (fortfacts.go).
		mightRez = s.fortFacts.of[seat].unrezzed > 0
	}
	for _, c := range walk {
		k := &s.Cards[c]
		d := k.def()
		if d.typ == carddb.Agenda {
			mightRez = mightRez || !k.Rezzed
			if scoring && k.Adv >= s.scanDifficulty(c, d) {
				opts = append(opts, engine.Option{Verb: VerbScore, Card: s.h(c)})
			}
			continue
		}
		if k.Rezzed {
			continue
		}
		mightRez = true
		if d.rezPlain() {
			if plain == 0 {
				plain = -1
				if s.rezPlainScan() {
					plain = 1
				}
			}
			if plain > 0 {
				if plainRezOK(d, p.Bits) {
					opts = append(opts, engine.Option{Verb: VerbRez, Card: s.h(c)})
				}
				continue
			}
		}
		if s.rezCost(c) <= s.rezMoney(seat, c) && s.canPayRezAlso(seat, c) && s.rezTimely(c) { // rezonlyif.go
			opts = append(opts, engine.Option{Verb: VerbRez, Card: s.h(c)})
		}
	}
	if kind == WinApproach && s.Run.Active && s.Run.Corp == seat {
		if ice := s.currentIce(); ice != 0 && !s.Cards[ice].Rezzed {
			mightRez = true
			if d := s.def(ice); d.rezPlain() && (plain > 0 || plain == 0 && s.rezPlainScan()) {
				if plainRezOK(d, p.Bits) {
					opts = append(opts, engine.Option{Verb: VerbRez, Card: s.h(ice)})
				}
			} else if s.rezCost(ice) <= s.rezMoney(seat, ice) && s.canPayRezAlso(seat, ice) {
				opts = append(opts, engine.Option{Verb: VerbRez, Card: s.h(ice)})
			}
		}
	}
	if virus {
		opts = append(opts, engine.Option{Verb: VerbPurge})
	}
	if s.mayUseAt(AnyWindow) {
		opts = s.abilityOptions(seat, AnyWindow, opts)
	}
	return opts, mightRez
}

// windowAct carries out a non-pass window option of seat.
func (s *State) windowAct(seat engine.Seat, kind int32, o engine.Option) {
	c := s.byHandle(int32(o.Card))
	switch o.Verb {
	case VerbRez:
		s.rez(c, false)
	case VerbScore:
		s.score(c)
	case VerbPurge:
		// All virus counters go at once; the Corp forgoes its next three
		// actions (ONR-15.3, R049, R294); an opposing Runner's card may
		// keep some (keepvirus.go).
		s.purgeForgoing(seat)
		s.P(seat).Forgo += 3
		s.say(msgPurges, int32(seat))
	case VerbUse:
		s.useAbility(seat, c, o.Arg, false)
	}
}

// rez turns card c face up and active, paying its rez cost unless free
// (ONR-9.1, ONR-9.6).
func (s *State) rez(c int32, free bool) {
	if !free {
		s.payRez(s.controller(c), c, s.rezCost(c)) // bits for rezzing first (installrezbits.go)
	}
	if also := s.rezAlso(c); also != (Cost{}) {
		s.pay(s.controller(c), c, also) // "in addition to the normal cost" (rezcost.go)
		s.tookMod(c, ModRezAlso)
	}
	s.note(c)
	k := &s.Cards[c]
	k.Rezzed, k.Seen, k.Paid = true, true, 0
	if k.Zone == ZoneFort {
		s.factsRezzed(c) // fortfacts.go: they count the forts' cards, not their ice
	}
	s.say(msgRezzes, int32(k.At), s.cardArg(c))
	s.happened(DeedRezzed, k.At, c, k.Fort, 0) // history.go
	// "When you rez …": costs above the rez cost are paid even "at no cost"
	// (R200; rezcost.go).
	s.fire(kernel.Occurrence{Type: EvRezzed, Seat: k.At, Obj: c}, k.At)
	s.answerRez(c) // rezresponse.go
}

// score scores agenda c (ONR-10.5): it leaves its fort, its counters go,
// the Corp gains its points, and its score text resolves.
func (s *State) score(c int32) {
	adv := s.Cards[c].Adv
	corp := s.controller(c)
	bonus, counters := s.scoreBonus(c), s.scoreCounters(c) // read with the counters still on it
	fort := s.Cards[c].Fort
	s.move(c, corp, ZoneScored, false)
	s.Cards[c].Seen = true
	s.happened(DeedScored, corp, c, fort, adv) // history.go
	if counters > 0 {
		s.note(c)
		s.Cards[c].Counters = counters
		s.say(msgGetsCounters, s.cardArg(c), counters, counters)
	}
	pts := s.gainPoints(corp, s.agendaPoints(c)+bonus)
	s.say(msgScores, int32(corp), s.cardArg(c), pts)
	// The score text happens with the scoring: the points are checked once
	// it has resolved, so "loses even if it fulfills victory conditions at
	// the same time" (ONR-16.3.1) can apply.
	n := len(s.Frames())
	s.fire(kernel.Occurrence{Type: EvScored, Seat: corp, Obj: c, N: adv}, corp)
	if len(s.Frames()) == n {
		s.checkPoints()
	}
}
