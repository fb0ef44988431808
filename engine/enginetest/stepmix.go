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
// nothing. It fails if the game has not ended after maxSteps choices. A
// ruleset whose games are no engine.Stepper is skipped.
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
