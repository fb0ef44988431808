package engine

// The interfaces of this file let the hot loops of simulations and
// searches skip the copies and texts that clients who keep them need.

// PendingViewer is implemented by games that can show their pending
// decisions without copying them, for the hot loops of simulations and
// searches.
type PendingViewer interface {
	// PendingView returns the pending decisions as the game holds them:
	// the caller must not modify the slice or the options it shares, and
	// must not keep them past the next Apply or Step.
	PendingView() []Decision
}

// PendingOf returns the pending decisions of g for reading only: g's own
// slice if g implements PendingViewer, else a copy (Pending).
func PendingOf(g Game) []Decision {
	if v, ok := g.(PendingViewer); ok {
		return v.PendingView()
	}
	return g.Pending()
}

// Loop drives one game in a hot loop (a simulation, a search's playout):
// it finds once, when made, whether the game is a PendingViewer and a
// Stepper, so that each decision pays for one call through an interface
// where PendingOf and Step assert both again at every call. Its Pending and
// Step are PendingOf and Step of the game it was made for.
type Loop struct {
	v PendingViewer // the game, or copying, which copies (Game.Pending)
	s Stepper       // the game, or applying, which applies (Game.Apply)
}

// LoopOf returns the Loop of g.
func LoopOf(g Game) Loop {
	var l Loop
	if v, ok := g.(PendingViewer); ok {
		l.v = v
	} else {
		l.v = copying{g}
	}
	if s, ok := g.(Stepper); ok {
		l.s = s
	} else {
		l.s = applying{g}
	}
	return l
}

// Pending returns the pending decisions for reading only, as PendingOf.
func (l *Loop) Pending() []Decision { return l.v.PendingView() }

// Step applies c and drops its events, as Step.
func (l *Loop) Step(c Choice) error { return l.s.Step(c) }

// copying shows the pending decisions of a game that is no PendingViewer:
// a copy, as PendingOf gives.
type copying struct{ g Game }

// PendingView returns a copy of the pending decisions (Game.Pending).
func (c copying) PendingView() []Decision { return c.g.Pending() }

// applying steps a game that is no Stepper: with Apply, as Step does.
type applying struct{ g Game }

// Step applies ch and drops its events (Game.Apply).
func (a applying) Step(ch Choice) error {
	_, err := a.g.Apply(ch)
	return err
}

// Stepper is implemented by games that can apply a choice without
// recording its events, for callers that do not read them (simulations,
// searches, replays): the game then neither formats their texts nor keeps
// them. Step changes the game exactly as Apply does; a rejected choice
// changes nothing and gets the error Apply would give.
type Stepper interface {
	Step(Choice) error
}

// Step applies c to g and drops its events: with g's Step if g implements
// Stepper, else with Apply.
func Step(g Game, c Choice) error {
	if s, ok := g.(Stepper); ok {
		return s.Step(c)
	}
	_, err := g.Apply(c)
	return err
}

// Resetter is implemented by games that can start a new game in the memory
// of the state of another (a finished game, usually), so that a
// simulation or a search playing game after game does not make each one
// anew. After Reset(setup) the game is the one the ruleset's New(setup)
// makes, the same in every respect; on error it is unchanged. Reset leaves
// what the game handed out (events, copies of decisions) and its clones as
// they are.
type Resetter interface {
	Reset(Setup) error
}

// StepChecker is implemented by games that can check their invariants
// after a step for less than a full Check, by reading what the steps since
// the last CheckStep changed: for the hot loops that check after every
// step (simulations, fuzzing, test harnesses). CheckStep finds what Check
// finds, no later than the next full check it makes now and then; after
// setup and once the game is over it is Check. It changes nothing the
// game saves, hashes or shows.
type StepChecker interface {
	CheckStep() error
}

// CheckStep checks the invariants of g after a step: with g's CheckStep
// if g implements StepChecker, else with Check.
func CheckStep(g Game) error {
	if c, ok := g.(StepChecker); ok {
		return c.CheckStep()
	}
	return g.Check()
}
