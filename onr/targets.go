package onr

import (
	"github.com/datafort/datafort/engine"
)

// "The Runner" and "the Corp" of card text. In ONR each is one player. At a
// table of several Corps or Runners (table.go) card text resolves them:
//
//   - during a run, against the run: the Runner making it and the Corp whose
//     fort is run (Run.Runner, Run.Corp);
//   - otherwise, for a card played or an ability used as an action whose
//     text speaks of a player of the other role, against a seat its
//     controller chooses as it is played (ONR-7.1: every target is chosen
//     then): the option to play or use it names the target (Option.Target,
//     seat+1) and the program's frame keeps it (Frame.M, seat+1). Only
//     targets for which the card's condition holds are offered ("play only
//     if Runner is tagged": only Runners tagged are);
//   - otherwise (a trigger, a prevention played from hand), against the
//     player whose turn it is if he or she plays that role for another team,
//     else the first such seat.
//
// In ONR the choice never arises, so no option names a target and the game
// goes as it always did.

// who is whom an op speaks of.
type who uint8

const (
	ofNobody   who = iota
	ofRunner       // "the Runner"
	ofCorp         // "the Corp"
	ofOpponent     // "the opponent": the Runner for a Corp's card and vice versa
)

// speaker is implemented by ops whose text speaks of "the Runner", "the
// Corp" or "the opponent".
type speaker interface{ speaksOf() who }

func (damage) speaksOf() who            { return ofRunner }
func (giveTags) speaksOf() who          { return ofRunner }
func (trace) speaksOf() who             { return ofRunner }
func (trashRunnerCard) speaksOf() who   { return ofRunner }
func (loseAllBits) speaksOf() who       { return ofOpponent }
func (giveBadPublicity) speaksOf() who  { return ofCorp }
func (opponentLosesBits) speaksOf() who { return ofOpponent }
func (removeTags) speaksOf() who        { return ofRunner }
func (noRuns) speaksOf() who            { return ofRunner }
func (forgoActions) speaksOf() who      { return ofRunner }
func (trashTogetherOp) speaksOf() who   { return ofRunner }

// speaksOf: a run on a central fort named by the card is a run on that fort
// of "the Corp"; a run on a fort chosen as the card is played names its
// Corp by the fort.
func (o makeRun) speaksOf() who {
	if choosesFort(o.fort) {
		return ofNobody
	}
	return ofCorp
}

// targetRole returns the role of the player program p, run for a card of
// side, names as its target: a player of the other role that its text
// speaks of; false if it speaks of none.
func targetRole(side Role, p Program) (Role, bool) {
	other := Runner
	if side == Runner {
		other = Corp
	}
	for _, op := range p {
		sp, ok := op.(speaker)
		if !ok {
			continue
		}
		switch sp.speaksOf() {
		case ofOpponent:
			return other, true
		case ofRunner:
			if side != Runner {
				return Runner, true
			}
		case ofCorp:
			if side != Corp {
				return Corp, true
			}
		}
	}
	return 0, false
}

// targets returns the seats that seat may name as the target of ability i
// of card c now: the seats of the role its text speaks of on other teams,
// still in the game. It returns nil when there is no choice to make: during
// a run (the run names them), or with one such seat or none.
func (s *State) targets(seat engine.Seat, c int32, i int) []engine.Seat {
	d := s.def(c)
	if s.Run.Active || i < 0 || i >= len(d.targetRoles) || d.targetRoles[i] == 0 || len(s.Players) < 3 {
		return nil // fewer than three players: no seat has two opponents to choose from
	}
	role := Role(d.targetRoles[i] - 1)
	var out []engine.Seat
	for t := range s.opposing(seat, role) {
		out = append(out, t)
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// frameTarget returns the target chosen for the program of frame f, or
// NoSeat.
func frameTarget(f *Frame) engine.Seat {
	if f.Kind == FrameProgram && f.M > 0 {
		return engine.Seat(f.M - 1)
	}
	return engine.NoSeat
}

// runnerOf returns "the Runner" of the program of frame f (see above).
func (s *State) runnerOf(f *Frame) engine.Seat {
	if t := frameTarget(f); t >= 0 && !s.Run.Active && s.roleOf(t) == Runner {
		return t
	}
	return s.runnerFor(f.Seat)
}

// corpOf returns "the Corp" of the program of frame f.
func (s *State) corpOf(f *Frame) engine.Seat {
	if t := frameTarget(f); t >= 0 && !s.Run.Active && s.roleOf(t) == Corp {
		return t
	}
	return s.corpFor(f.Seat)
}

// opponentOf returns "the opponent" of the controller of frame f: the
// Runner of its text for a Corp, the Corp for a Runner.
func (s *State) opponentOf(f *Frame) engine.Seat {
	if s.roleOf(f.Seat) == Corp {
		return s.runnerOf(f)
	}
	return s.corpOf(f)
}

// activeOpposing returns the player whose turn it is if it plays role r
// for another team than seat, else NoSeat.
func (s *State) activeOpposing(seat engine.Seat, r Role) engine.Seat {
	a := s.Active
	if a >= 0 && int(a) < len(s.Players) && s.Players[a].Role == r && !s.Players[a].Out &&
		(seat < 0 || s.Players[a].Team != s.Players[seat].Team) {
		return a
	}
	return engine.NoSeat
}

// targetOption returns o naming target t (Option.Target, seat+1), or o
// itself for NoSeat.
func targetOption(o engine.Option, t engine.Seat) engine.Option {
	if t >= 0 {
		o.Target = int(t) + 1
	}
	return o
}

// optionTarget returns the target an option to play or use a card names,
// or NoSeat.
func (s *State) optionTarget(o engine.Option, c int32) engine.Seat {
	if o.Target <= 0 || (o.Verb == VerbPlay && s.playsOnFort(c)) {
		return engine.NoSeat
	}
	return engine.Seat(o.Target - 1)
}

// targetCond is a condition about "the Runner" or "the Corp" of the card's
// text, which holds or not for each possible target.
type targetCond interface {
	holdsOn(s *State, self int32, target engine.Seat) bool
}

// holdsOn reports whether ability a's condition holds for card self with
// target (NoSeat: the default of card text, see above).
func (a *Ability) holdsOn(s *State, self int32, target engine.Seat) bool {
	if a.If == nil {
		return true
	}
	if target >= 0 { // tested first: the type assertion costs a hundred instructions
		if tc, ok := a.If.(targetCond); ok {
			return tc.holdsOn(s, self, target)
		}
	}
	return a.If.Holds(s, self)
}
