package enginetest

import (
	"fmt"
	"strconv"
	"strings"

	yaml "go.yaml.in/yaml/v3"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/scenario"
)

// The swift game's scenario builder: Swift implements scenario.Builder, so
// that the step runner plays swift scenario files (game: swift) with no
// code of its own for the game, as it plays ONR's through onr/scenario. A
// swift position is the one a seed deals:
//
//	setup:
//	  seed: 7
//	  options: {seats: 4, teams: 2v2}
//
// and the game's expectations are SEAT.score, SEAT.hand_size, team N.score
// (team 1 is p0's), turn (the active seat), counter and winner (a team, a
// seat without teams, or none).

// ReadScenario implements scenario.Builder: the seats are read from
// setup.options before the rest of the file.
func (Swift) ReadScenario(r *scenario.Reader, root *yaml.Node) (scenario.File, error) {
	f := &swiftFile{r: r, setup: engine.Setup{Options: map[string]string{}}}
	if root = scenario.Deref(root); root.Kind == yaml.MappingNode {
		for i := 0; i+1 < len(root.Content); i += 2 {
			if root.Content[i].Value == "setup" {
				if err := f.readSetup(scenario.Deref(root.Content[i+1])); err != nil {
					return nil, err
				}
			}
		}
	}
	n, _, _, teams, err := swiftSetup(f.setup)
	if err != nil {
		return nil, r.Errf(f.at, "%v", err)
	}
	f.table.SeatKey = "seat"
	for _, in := range swiftSeats(n, teams) {
		f.table.Seats = append(f.table.Seats, scenario.Seat{Word: in.Role, Label: in.Role, Seat: in.Seat})
	}
	f.teams = teams
	return f, nil
}

// swiftFile is a swift file's part of a scenario.
type swiftFile struct {
	r     *scenario.Reader
	setup engine.Setup
	at    *yaml.Node // the setup, for messages
	table scenario.Table
	teams bool
}

// Table implements scenario.File: p0 … p3.
func (f *swiftFile) Table() *scenario.Table { return &f.table }

// Keys implements scenario.File: the runner's keys only.
func (f *swiftFile) Keys() []string { return []string{"name", "game", "setup", "steps"} }

// ReadKey implements scenario.File; Keys adds no key to read.
func (f *swiftFile) ReadKey(scenario.Field) error { return nil }

// ReadSetup implements scenario.File; ReadScenario has read the setup.
func (f *swiftFile) ReadSetup(*yaml.Node) error { return nil }

// readSetup reads the setup: the seed and the game's options.
func (f *swiftFile) readSetup(n *yaml.Node) error {
	f.at = n
	fs, err := f.r.Fields(n, "setup", "seed", "options")
	if err != nil {
		return err
	}
	for _, fl := range fs {
		switch fl.Key {
		case "seed":
			v, err := f.r.Count(fl.Val, "seed")
			if err != nil {
				return err
			}
			f.setup.Seed = uint64(v)
		case "options":
			ofs, err := f.r.Fields(fl.Val, "options", nil...)
			if err != nil {
				return err
			}
			for _, o := range ofs {
				v, err := f.r.Str(o.Val, "option "+o.Key)
				if err != nil {
					return err
				}
				f.setup.Options[o.Key] = v
			}
		}
	}
	return nil
}

// Build implements scenario.File: the game the seed deals.
func (f *swiftFile) Build() (engine.Game, error) {
	g, err := Swift{}.New(f.setup)
	if err != nil {
		return nil, f.r.Errf(f.at, "cannot start a game: %v", err)
	}
	return g, nil
}

// ExpectationKeys implements scenario.File.
func (f *swiftFile) ExpectationKeys() []string {
	return []string{"SEAT.score", "SEAT.hand_size", "team N.score", "turn", "counter", "winner"}
}

// teamOf reads "team N" (N from 1) of a 2v2 table.
func (f *swiftFile) teamOf(name string) (int, bool) {
	n, err := strconv.Atoi(strings.TrimSpace(strings.TrimPrefix(strings.ToLower(name), "team")))
	if !f.teams || !strings.HasPrefix(strings.ToLower(name), "team") || err != nil || n < 1 || n > 2 {
		return 0, false
	}
	return n - 1, true
}

// Expect implements scenario.File.
func (f *swiftFile) Expect(fl scenario.Field) ([]scenario.Expectation, bool, error) {
	e := scenario.Expectation{Key: fl.Key, Line: fl.KeyNode.Line}
	st := func(p *scenario.Play) *swiftState { return &p.Game.(*swiftGame).st }
	number := func(get func(s *swiftState) int) ([]scenario.Expectation, bool, error) {
		want, err := f.r.Integer(fl.Val, fl.Key)
		if err != nil {
			return nil, true, err
		}
		e.Want = strconv.Itoa(want)
		e.Check = func(p *scenario.Play) (string, bool) {
			got := get(st(p))
			return strconv.Itoa(got), got == want
		}
		return []scenario.Expectation{e}, true, nil
	}
	if name, field, ok := strings.Cut(fl.Key, "."); ok {
		if who, isSeat := f.table.Find(name); isSeat {
			switch field {
			case "score":
				return number(func(s *swiftState) int { return s.Scores[who.Seat] })
			case "hand_size":
				return number(func(s *swiftState) int { return len(s.Hands[who.Seat]) })
			}
		}
		if team, isTeam := f.teamOf(name); isTeam && field == "score" {
			return number(func(s *swiftState) int { return s.teamScore(engine.Seat(team)) })
		}
		return nil, false, nil
	}
	switch fl.Key {
	case "counter":
		return number(func(s *swiftState) int { return s.Counter })
	case "turn":
		who, err := f.r.Seat(&f.table, fl.Val, "turn")
		if err != nil {
			return nil, true, err
		}
		e.Want = who.Word
		e.Check = func(p *scenario.Play) (string, bool) {
			a := st(p).Active
			return swiftRole(a), a == who.Seat
		}
	case "winner":
		w, err := f.r.Str(fl.Val, "winner")
		if err != nil {
			return nil, true, err
		}
		want := strings.ToLower(w)
		if team, ok := f.teamOf(w); ok {
			want = fmt.Sprintf("team %d", team+1)
		} else if s, ok := f.table.Find(w); ok && !f.teams {
			want = s.Word
		} else if want != "none" {
			return nil, true, f.r.Errf(fl.Val, "winner must be a team (team 1 or team 2), a seat without teams, or none, not %q", w)
		}
		e.Want = want
		e.Check = func(p *scenario.Play) (string, bool) {
			got := "none"
			if res, over := p.Game.Result(); over && !res.Draw {
				got = swiftRole(res.Winners[0])
				if f.teams {
					got = fmt.Sprintf("team %d", res.Team+1)
				}
			}
			return got, got == want
		}
	default:
		return nil, false, nil
	}
	return []scenario.Expectation{e}, true, nil
}
