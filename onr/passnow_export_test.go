package onr

import "github.com/datafort/datafort/engine"

// StepTheMachinesWayForTest applies c as Game.Step does, but with every
// answer stored in its frame by kernel.Core.Answer (State.answer) and
// stepped by the machine (State.advance answered), no answer stored nor
// window's pass settled at once (Step's answer): the long way of Step.
func StepTheMachinesWayForTest(g *Game, c engine.Choice) error {
	s := g.s
	if err := s.answer(c); err != nil {
		return err
	}
	g.effectStale()
	s.events = nil
	s.quiet = true
	s.advance(true)
	s.quiet = false
	return nil
}

// SettlesPassForTest reports whether Game.Step settles c at once as a
// window's pass (passAsk, in Step's own body), c being a legal answer.
func SettlesPassForTest(g *Game, c engine.Choice) bool {
	d := g.s.Pending
	return c.Decision == g.s.passAsk && len(d) == 1 && d[0].Options[c.Option].Verb == VerbPass
}
