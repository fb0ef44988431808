package onr

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr/carddb"
)

// Option verbs. Option.Card always holds a card's public handle, never its
// internal index (see view.go).
const (
	VerbDraw      = "draw"
	VerbGain      = "gain"
	VerbInstall   = "install"
	VerbPlay      = "play"
	VerbAdvance   = "advance"
	VerbTrashRes  = "trash-resource"
	VerbUse       = "use"
	VerbRun       = "run"
	VerbRemoveTag = "remove-tag"
	VerbPass      = "pass"
	VerbRez       = "rez"
	VerbScore     = "score"
	VerbPurge     = "purge"
	VerbBreak     = "break"
	VerbPump      = "pump"
	VerbDone      = "done"
	VerbJackOut   = "jack-out"
	VerbContinue  = "continue"
	VerbAccess    = "access"
	VerbTrash     = "trash"
	VerbLeave     = "leave"
	VerbSteal     = "steal"
	VerbDecline   = "decline"
	VerbBaseLink  = "base-link"
	VerbPrevent   = "prevent"
	VerbTake      = "take"
	VerbChoose    = "choose"
	VerbTrashIce  = "trash-ice"
	VerbTrashProg = "trash-program"
	VerbDiscard   = "discard"
	VerbResolve   = "resolve"
	VerbNone      = "none"
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
		var opts []engine.Option
		if f.Side == Corp {
			opts = s.corpActions()
		} else {
			opts = s.runnerActions()
		}
		return s.ask(f.Side, "Take an action", "ONR-6", opts)
	}
	o, _ := f.take()
	if s.dedicatedAnswer(f, o) {
		return Next
	}
	side, mode := f.Side, f.N
	if s.payForOption(f, side, o) {
		return Next // payment abilities first (ONR-18.3.7)
	}
	s.pop()
	s.spendAction(side, mode, o)
	s.actionTaken(side)
	// The window after the action opens once the action has resolved
	// (ONR-5.1.4).
	s.push(Frame{Kind: FrameWindow, N: WinAfterAction, Step: int32(Runner)}) // the Runner first (R025)
	s.perform(side, o)
	return Next
}

func (s *State) corpActions() []engine.Option {
	opts := make([]engine.Option, 0, 16)
	if len(s.Corp.RD) > 0 {
		opts = append(opts, engine.Option{Verb: VerbDraw})
	}
	opts = append(opts, engine.Option{Verb: VerbGain})
	forts := s.liveForts()
	for _, c := range s.Corp.HQ {
		switch s.def(c).card.Type {
		case carddb.Agenda, carddb.Node:
			for _, fi := range forts {
				if fi >= 3 {
					opts = append(opts, engine.Option{Verb: VerbInstall, Card: s.h(c), Target: int(fi)})
				}
			}
			opts = append(opts, engine.Option{Verb: VerbInstall, Card: s.h(c), Target: NewFort})
		case carddb.Upgrade, carddb.Ice:
			for _, fi := range forts {
				opts = append(opts, engine.Option{Verb: VerbInstall, Card: s.h(c), Target: int(fi)})
			}
			opts = append(opts, engine.Option{Verb: VerbInstall, Card: s.h(c), Target: NewFort})
		case carddb.Operation:
			if s.canPlay(Corp, c) {
				opts = append(opts, engine.Option{Verb: VerbPlay, Card: s.h(c)})
			}
		}
	}
	if s.Corp.Bits >= 1 {
		for _, fi := range forts {
			for _, c := range s.Forts[fi].Cards {
				if s.advanceable(c) {
					opts = append(opts, engine.Option{Verb: VerbAdvance, Card: s.h(c)})
				}
			}
		}
	}
	if s.Runner.Tags > 0 && s.Corp.Bits >= 2 {
		for _, c := range s.Runner.Rig {
			if s.isType(c, carddb.Resource) {
				opts = append(opts, engine.Option{Verb: VerbTrashRes, Card: s.h(c)})
			}
		}
	}
	return s.abilityOptions(Corp, AsAction, opts)
}

func (s *State) runnerActions() []engine.Option {
	opts := make([]engine.Option, 0, 16)
	opts = append(opts, engine.Option{Verb: VerbDraw}, engine.Option{Verb: VerbGain})
	for _, c := range s.Runner.Hand {
		d := s.def(c)
		switch d.card.Type {
		case carddb.Program, carddb.Hardware, carddb.Resource:
			if !s.canInstall(c) {
				continue
			}
			opts = append(opts, engine.Option{Verb: VerbInstall, Card: s.h(c)})
			if d.card.Type == carddb.Program { // a daemon may go in another daemon (R258)
				for _, dm := range s.Runner.Rig {
					if cap := s.def(dm).Hosts; cap > 0 && s.hostedMU(dm)+intOr(d.card.MU, 0) <= cap {
						opts = append(opts, engine.Option{Verb: VerbInstall, Card: s.h(c), Target: s.h(dm)})
					}
				}
			}
		case carddb.Prep:
			if !s.canPlay(Runner, c) {
				continue
			}
			if d.Run != nil && d.Run.Fort < 0 {
				for _, fi := range s.liveForts() {
					opts = append(opts, engine.Option{Verb: VerbPlay, Card: s.h(c), Target: int(fi)})
				}
				continue
			}
			opts = append(opts, engine.Option{Verb: VerbPlay, Card: s.h(c)})
		}
	}
	for _, fi := range s.liveForts() {
		opts = append(opts, engine.Option{Verb: VerbRun, Target: int(fi)})
	}
	if s.Runner.Tags > 0 && s.payable(Runner, 0) >= 2 {
		opts = append(opts, engine.Option{Verb: VerbRemoveTag})
	}
	opts = s.runActionOptions(opts) // Wilson (dedicated.go)
	return s.abilityOptions(Runner, AsAction, s.withoutRuns(opts))
}

// abilityOptions appends the usable abilities of side's active cards.
func (s *State) abilityOptions(side Side, when When, opts []engine.Option) []engine.Option {
	s.eachActive(func(c int32) {
		if s.Cards[c].Side != side {
			return
		}
		for i, a := range s.def(c).Abilities {
			if s.canUse(side, c, a, when) {
				opts = append(opts, engine.Option{Verb: VerbUse, Card: s.h(c), Arg: i})
			}
		}
	})
	return opts
}

// canUse reports whether side may use ability a of card c now.
func (s *State) canUse(side Side, c int32, a Ability, when When) bool {
	if a.When != when || a.OncePerRun && (!s.Run.Active || s.usedThisRun(c)) {
		return false
	}
	// For an ability used as an action, the actions counted include the
	// one being taken (ONR-6.3.2: consecutive actions of the same turn).
	if !s.canPay(side, c, a.Cost) {
		return false
	}
	return a.If == nil || a.If(s, c)
}

// canPlay reports whether an operation or prep can be played now (ONR-7.2).
func (s *State) canPlay(side Side, c int32) bool {
	d := s.def(c)
	if s.payable(side, 0) < intOr(d.card.PlayCost, 0) || d.playsToPrevent() { // R077: never as an action
		return false
	}
	return d.PlayIf == nil || d.PlayIf(s)
}

// advanceable reports whether installed card c can be advanced (ONR-10.1).
func (s *State) advanceable(c int32) bool {
	return s.Cards[c].Zone == ZoneFort && s.isType(c, carddb.Agenda)
}

// perform carries out an action chosen by side.
func (s *State) perform(side Side, o engine.Option) {
	c := s.byHandle(int32(o.Card))
	switch o.Verb {
	case VerbDraw:
		s.draw(side, 1)
	case VerbGain:
		s.gain(side, 1)
		s.event("gain", side.String()+" gains 1 bit")
	case VerbInstall:
		if side == Corp {
			s.push(Frame{Kind: FrameInstall, Side: Corp, Src: c, T: int32(o.Target)})
		} else {
			s.installRunner(c, s.byHandle(int32(o.Target)), true)
		}
	case VerbPlay:
		s.play(side, c, int32(o.Target))
	case VerbAdvance:
		s.Corp.Bits--
		s.Cards[c].Adv++
		s.event("advance", "Corp advances a card")
	case VerbTrashRes:
		s.Corp.Bits -= 2
		s.event("trash", "Corp trashes "+s.def(c).Title)
		s.trashInstalled(c, 0)
	case VerbRun:
		s.startRun(int32(o.Target), 0, nil)
		s.capRun(o) // a run with Wilson's action (dedicated.go)
	case VerbRemoveTag:
		s.Runner.Bits -= 2
		s.Runner.Tags--
		s.event("tag", "Runner removes a tag")
	case VerbUse:
		s.useAbility(side, c, o.Arg, true)
	}
}

// useAbility pays for and resolves ability i of card c. asAction means one
// action of the cost was already spent by the action itself.
func (s *State) useAbility(side Side, c int32, i int, asAction bool) {
	a := s.def(c).Abilities[i]
	cost := a.Cost
	if asAction {
		cost.Actions--
	}
	s.revealToUse(c)
	s.event("use", side.String()+" uses "+s.def(c).Title)
	s.markUsedThisRun(c, a)
	s.payThen(side, c, cost, a.Effect)
}

// play plays an operation or prep (ONR-7.1): pay, put it in the discard
// pile, then resolve it.
func (s *State) play(side Side, c int32, fort int32) {
	d := s.def(c)
	*s.bits(side) -= intOr(d.card.PlayCost, 0)
	s.event("play", side.String()+" plays "+d.Title)
	if side == Corp {
		s.Cards[c].Seen = true
	}
	s.trash(c)
	if d.Run != nil {
		f := d.Run.Fort
		if f < 0 {
			f = fort
		}
		s.startRun(f, c, d.Run)
	}
	s.pushEffect(d.Play, side, c)
}
