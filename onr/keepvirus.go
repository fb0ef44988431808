package onr

import (
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/kernel"
)

// Virus counters kept through a purge, and a Runner card installed only
// after a run (virus-effects, install-restriction): "Play only if you made
// a successful run on HQ this turn. If the Corp forgoes actions to lose
// Virus counters, two counters of your choice are not removed" (a Runner
// resource).
//
// A Runner card with an InstallOnlyIf static (ModInstallOnlyIf) may be
// installed only while the static's If holds: canInstallWith reads it for
// every install of the Runner's (the action, and installs by effects).
//
// The purge the Corp forgoes its next three actions for (ONR-15.3, the
// window's VerbPurge) reads the KeepVirusOnPurge statics (ModKeepVirusOnPurge,
// N the counters) of the active cards of the Runners opposing that Corp:
// with none, every counter goes at once; otherwise the program of the first
// such card (its Effect, KeepChosenVirus) resolves for its controller,
// who chooses, one counter at a time, the N counters of them all (the sum
// of their N) among the places holding that Corp's virus counters
// (virusPlaces, virusdouble.go: held by the Corp, on a card, in a fort),
// and the purge then removes every other counter. A choice that leaves no
// alternative (counters no more than N, or one place) is made without
// asking. The other purges (a card's "remove all Virus counters", which
// forgoes no action) keep nothing.
//
// Hidden information. The places are public (virus counters are), a piece
// of ice holding counters is named by its position (virusPlaceName).

// InstallOnlyIf: "play (install) this card only if COND".
func InstallOnlyIf(cond Cond) Ability {
	return Ability{Kind: KindStatic, Mod: ModInstallOnlyIf, If: cond}
}

// installTimely reports whether Runner card c may be installed now: every
// ModInstallOnlyIf static of its text holds.
func (s *State) installTimely(c int32) bool {
	d := s.def(c)
	for i := range d.Abilities {
		if a := &d.Abilities[i]; a.Kind == KindStatic && a.Mod == ModInstallOnlyIf && (a.If == nil || !a.If.Holds(s, c)) {
			s.tookMod(c, ModInstallOnlyIf) // it kept the install off (coverage)
			return false
		}
	}
	return true
}

// KeepVirusOnPurge: "if the Corp forgoes actions to lose Virus counters,
// N counters of your choice are not removed".
func KeepVirusOnPurge(n int32) Ability {
	return Ability{Kind: KindStatic, Mod: ModKeepVirusOnPurge, N: n, Effect: Do(KeepChosenVirus())}
}

// purgeForgoing is Corp seat corp's purge forgoing actions (ONR-15.3):
// every virus counter goes, but those the KeepVirusOnPurge statics of the
// opposing Runners keep.
func (s *State) purgeForgoing(corp engine.Seat) {
	for _, c := range s.activeWith(withStatics) {
		r := s.controller(c)
		if !s.active(c) || !s.opposesCorp(r, corp) {
			continue
		}
		for i := range s.def(c).Abilities {
			if a := &s.def(c).Abilities[i]; a.Kind == KindStatic && a.Mod == ModKeepVirusOnPurge && a.holds(s, c) {
				s.pushProgram(s.ref(c, i), r, c)
				s.top().M = int32(corp) + 1 // the Corp purging (frameTarget)
				return
			}
		}
	}
	s.purge(corp)
}

// opposesCorp reports whether seat r is a Runner opposing Corp seat corp.
func (s *State) opposesCorp(r, corp engine.Seat) bool {
	return r >= 0 && s.roleOf(r) == Runner && s.Players[r].Team != s.Players[corp].Team
}

// KeepChosenVirus: the counters the KeepVirusOnPurge statics keep are
// chosen, then the purge of the Corp the frame targets removes the rest.
// The frame's list holds the places chosen (indices in virusPlaces of its
// seat), Frame.N the counters still to choose, Frame.Step 1 once counted.
func KeepChosenVirus() Op { return keepChosenVirus{} }

type keepChosenVirus struct{}

func (keepChosenVirus) Run(s *State, f *Frame) Status {
	corp := frameTarget(f)
	if corp < 0 || s.roleOf(corp) != Corp {
		return Next
	}
	if f.Step == 0 {
		f.Step = 1
		f.N = s.statics(ModKeepVirusOnPurge, func(c int32, _ *Ability) bool { return s.opposesCorp(s.controller(c), corp) })
	}
	places := s.virusPlaces(f.Seat)
	left := func(i int) int32 { // counters at place i not chosen yet
		n := s.virusAt(places[i])
		for _, x := range s.List(f) {
			if int(x) == i {
				n--
			}
		}
		return n
	}
	if f.Answered {
		if a, _ := f.Take(); a.Verb == VerbChooseVirus && a.Arg >= 0 && a.Arg < len(places) && places[a.Arg].corp == corp && left(a.Arg) > 0 {
			s.AppendList(f, int32(a.Arg))
			f.N--
		}
	}
	var opts []engine.Option
	var total int32
	for i := range places {
		if n := left(i); places[i].corp == corp && n > 0 {
			total += n
			opts = append(opts, engine.Option{Verb: VerbChooseVirus, Arg: i})
		}
	}
	if f.N > 0 && total > f.N && len(opts) > 1 {
		return s.ask(f.Seat, s.cardName(f.Src)+": choose a virus counter the purge does not remove", "ONR-15.3", opts)
	}
	// No alternative left: every counter, or the N of the one place.
	for f.N > 0 && len(opts) > 0 {
		i := opts[0].Arg
		for n := left(i); n > 0 && f.N > 0; n-- {
			s.AppendList(f, int32(i))
			f.N--
		}
		opts = opts[1:]
	}
	s.purgeKeeping(f, corp, places)
	f.Step, f.N = 0, 0
	s.SetList(f, nil)
	return Next
}

// virusAt is how many counters place p holds.
func (s *State) virusAt(p virusPlace) int32 {
	switch {
	case p.held >= 0:
		return s.P(p.corp).Virus[p.held].N
	case p.card != 0:
		return s.Cards[p.card].Virus.N
	}
	return s.Lasting[p.lasting].N
}

// purgeKeeping purges Corp seat corp and puts back one counter at each
// place of places the list of frame f names.
func (s *State) purgeKeeping(f *Frame, corp engine.Seat, places []virusPlace) {
	type kept struct {
		p  virusPlace
		id CardID
		at int32 // the fort of counters in a fort
	}
	var keep []kept
	for _, x := range s.List(f) {
		p := places[x]
		k := kept{p: p}
		switch {
		case p.held >= 0:
			k.id = s.P(p.corp).Virus[p.held].ID
		case p.card != 0:
			k.id = s.Cards[p.card].Virus.ID
		default:
			k.id, k.at = s.Lasting[p.lasting].Ref.Card, s.Lasting[p.lasting].Arg
		}
		keep = append(keep, k)
	}
	s.purge(corp)
	for _, k := range keep {
		switch {
		case k.p.held >= 0:
			s.restoreHeldVirus(corp, k.id)
		case k.p.card != 0:
			s.note(k.p.card)
			v := &s.Cards[k.p.card].Virus
			v.ID = k.id
			v.N++
			s.union.virus = true // unions.go
		default:
			if i := s.fortVirusAt(k.at, k.id); i >= 0 {
				s.Lasting[i].N++
			} else {
				s.AddLasting(kernel.Lasting{Seat: corp, Mod: ModFortVirus, Arg: k.at, N: 1, Ref: kernel.Ref{Card: k.id}})
			}
		}
		s.say(msgVirusCounterKept, s.cardArg(f.Src), int32(k.id))
	}
}

// restoreHeldVirus gives Corp seat corp back one counter of program id it
// held (no avoidance: the counter was never removed).
func (s *State) restoreHeldVirus(corp engine.Seat, id CardID) {
	p := s.P(corp)
	for i := range p.Virus {
		if p.Virus[i].ID == id {
			p.Virus[i].N++
			return
		}
	}
	p.Virus = append(p.Virus, Virus{ID: id, N: 1})
}
