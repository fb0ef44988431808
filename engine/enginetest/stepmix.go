package enginetest

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/datafort/datafort/engine"
)

// stepMixSalt seeds the coin that decides, choice by choice, whether
// CheckStepMix steps or applies.
const stepMixSalt = 0x5eed_b07_0000_0005

// CheckStepMix plays one game of rs from setup twice with the same random
// choices: once applying every choice (Apply), once stepping (engine.Step)
// about half of them, chosen by a seeded coin, and applying the others. It
// checks that the two games have the same hash after every choice, and
// that each choice the second game applies right after stepped ones gets
// the same events (as JSON) and, for an engine.Effecter, the same effect
// as in the first game: a game that keeps what it measured between choices
// (its last sight, say) must not trust it after a Step, which measures
// nothing; an Effecter's LastEffect must not be known after a Step. It
// first checks a concession the same way: stepped at the start of a game,
// it leaves the game a concession applied leaves, and no known effect. It
// fails if the game has not ended after maxSteps choices. A ruleset whose
// games are no engine.Stepper is skipped.
func CheckStepMix(t testing.TB, rs engine.Ruleset, setup engine.Setup, maxSteps int) {
	t.Helper()
	applied, err := rs.New(setup)
	if err != nil {
		t.Fatalf("%s seed %d: new game: %v", rs.Name(), setup.Seed, err)
	}
	if _, ok := applied.(engine.Stepper); !ok {
		t.Skipf("%s: its games are no engine.Stepper", rs.Name())
	}
	mixed, err := rs.New(setup)
	if err != nil {
		t.Fatalf("%s seed %d: new game: %v", rs.Name(), setup.Seed, err)
	}
	CheckStepConcession(t, rs, setup)
	b := randomPlayer{engine.NewRNG(setup.Seed ^ botSalt)}
	pick := engine.NewRNG(setup.Seed ^ pickSalt)
	coin := engine.NewRNG(setup.Seed ^ stepMixSalt)
	stepped := 0 // choices stepped since the mixed game last applied one
	for step := 0; ; step++ {
		if _, over := applied.Result(); over {
			return
		}
		if step >= maxSteps {
			t.Fatalf("%s seed %d: not over after %d choices", rs.Name(), setup.Seed, maxSteps)
		}
		p := applied.Pending()
		c := b.Choose(p[pick.IntN(len(p))])
		want, err := applied.Apply(c)
		if err != nil {
			t.Fatalf("%s seed %d, choice %d: apply: %v", rs.Name(), setup.Seed, step, err)
		}
		if coin.IntN(2) == 0 {
			if err := engine.Step(mixed, c); err != nil {
				t.Fatalf("%s seed %d, choice %d: step: %v", rs.Name(), setup.Seed, step, err)
			}
			stepped++
			if me, ok := mixed.(engine.Effecter); ok {
				if e, known := me.LastEffect(); known {
					t.Fatalf("%s seed %d, choice %d: after a Step, LastEffect is known (%+v): Step measures no effect", rs.Name(), setup.Seed, step, e)
				}
			}
		} else {
			got, err := mixed.Apply(c)
			if err != nil {
				t.Fatalf("%s seed %d, choice %d: apply after %d stepped: %v", rs.Name(), setup.Seed, step, stepped, err)
			}
			wj, _ := json.Marshal(want)
			gj, _ := json.Marshal(got)
			if string(wj) != string(gj) {
				t.Fatalf("%s seed %d, choice %d: applied after %d stepped, its events\n%s\nwant (every choice applied)\n%s", rs.Name(), setup.Seed, step, stepped, gj, wj)
			}
			if ae, ok := applied.(engine.Effecter); ok {
				we, wok := ae.LastEffect()
				ge, gok := mixed.(engine.Effecter).LastEffect()
				if wok != gok || !reflect.DeepEqual(we, ge) {
					t.Fatalf("%s seed %d, choice %d: applied after %d stepped, its effect %+v (known %v), want %+v (known %v) as when every choice is applied", rs.Name(), setup.Seed, step, stepped, ge, gok, we, wok)
				}
			}
			stepped = 0
		}
		ha, err := engine.Hash(applied)
		if err != nil {
			t.Fatalf("%s seed %d, choice %d: hash: %v", rs.Name(), setup.Seed, step, err)
		}
		hm, err := engine.Hash(mixed)
		if err != nil {
			t.Fatalf("%s seed %d, choice %d: hash: %v", rs.Name(), setup.Seed, step, err)
		}
		if ha != hm {
			t.Fatalf("%s seed %d, choice %d: the game that stepped %d of the choices differs from the one that applied them all", rs.Name(), setup.Seed, step, stepped)
		}
	}
}

// CheckStepConcession concedes the first seat of a new game of rs from
// setup twice, applied and stepped, and checks that both games are the same
// (hash and result) and that the stepped one knows no effect.
func CheckStepConcession(t testing.TB, rs engine.Ruleset, setup engine.Setup) {
	t.Helper()
	var games [2]engine.Game
	for i := range games {
		g, err := rs.New(setup)
		if err != nil {
			t.Fatalf("%s seed %d: new game: %v", rs.Name(), setup.Seed, err)
		}
		games[i] = g
	}
	c := engine.ConcedeChoice(games[0].Seats()[0].Seat)
	if _, err := games[0].Apply(c); err != nil {
		t.Fatalf("%s seed %d: apply a concession: %v", rs.Name(), setup.Seed, err)
	}
	if err := engine.Step(games[1], c); err != nil {
		t.Fatalf("%s seed %d: step a concession: %v", rs.Name(), setup.Seed, err)
	}
	ha, err := engine.Hash(games[0])
	if err != nil {
		t.Fatalf("%s seed %d: hash: %v", rs.Name(), setup.Seed, err)
	}
	hs, err := engine.Hash(games[1])
	if err != nil {
		t.Fatalf("%s seed %d: hash: %v", rs.Name(), setup.Seed, err)
	}
	ra, aover := games[0].Result()
	rs2, sover := games[1].Result()
	if ha != hs || !aover || !sover || !reflect.DeepEqual(ra, rs2) {
		t.Fatalf("%s seed %d: a concession stepped leaves result %+v (over %v), applied %+v (over %v); same state %v", rs.Name(), setup.Seed, rs2, sover, ra, aover, ha == hs)
	}
	if e, ok := games[1].(engine.Effecter); ok {
		if eff, known := e.LastEffect(); known {
			t.Fatalf("%s seed %d: after a concession stepped, LastEffect is known (%+v): Step measures no effect", rs.Name(), setup.Seed, eff)
		}
	}
}
