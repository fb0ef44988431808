package onr

import (
	"slices"
	"testing"

	"github.com/datafort/datafort/engine"
)

// TestRunOptionsAreTheRunnableForts: the basic run action's options
// (runOptions, read with the Corps a Runner may run as a mask of seats) are
// one per fort that runnableForts yields, in index order, whatever the
// forts and players: every fort of a Corp in the game, not a collapsed one,
// none of a Corp out of the game, none of the Runner's own team.
func TestRunOptionsAreTheRunnableForts(t *testing.T) {
	const runner = engine.Seat(1)
	cases := []struct {
		name    string
		arrange func(s *State)
		want    func(all int) int // the options, of all the forts
	}{
		{"every fort of a Corp in the game is run", func(s *State) {}, func(all int) int { return all }},
		{"a collapsed fort is not run", func(s *State) { s.Forts[len(s.Forts)-1].Gone = true }, func(all int) int { return all - 1 }},
		{"no fort of a Corp out of the game is run", func(s *State) { s.P(0).Out = true }, func(int) int { return 0 }},
		{"no fort of the Runner's own team is run", func(s *State) { s.P(0).Team = s.P(runner).Team }, func(int) int { return 0 }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g, err := New(engine.Setup{Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			s := g.s
			s.Forts = append(s.Forts, Fort{Owner: 0}) // a subsidiary fort
			all := len(s.Forts)
			tc.arrange(s)
			var long []engine.Option
			for fi := range s.runnableForts(runner) {
				long = append(long, engine.Option{Verb: VerbRun, Target: int(fi)})
			}
			short := s.runOptions(s.P(runner).Team, nil)
			if !slices.Equal(short, long) {
				t.Fatalf("run options %+v, runnableForts gives %+v", short, long)
			}
			if want := tc.want(all); len(short) != want {
				t.Fatalf("%d run options of %d forts, want %d", len(short), all, want)
			}
		})
	}
}
