package main

import (
	"encoding/hex"
	"fmt"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// takebackRecord plays a random ONR game of n choices in which, each time
// the last chooser may take back (engine.TakebackFrom), it does, up to
// takebacks times once a third of the choices are made, as a server does: the line is cut and the game replayed
// to the cut. It returns the record, its takebacks kept, and the final
// state's hash.
func takebackRecord(t *testing.T, seed uint64, n, takebacks int) (engine.Record, [32]byte) {
	t.Helper()
	g, err := onr.New(engine.Setup{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	rules := g.Fingerprint()
	rec := engine.Record{Ruleset: onr.Rules.Name(), Setup: engine.Setup{Seed: seed}, Rules: &rules}
	var game engine.Game = g
	var effects []engine.Effect
	r := bot.NewRandom(seed)
	for len(rec.Choices) < n {
		if _, over := game.Result(); over {
			break
		}
		c := r.Choose(game.Pending()[0])
		if _, err := game.Apply(c); err != nil {
			t.Fatal(err)
		}
		eff, _ := game.(engine.Effecter).LastEffect()
		h, _ := engine.Hash(game)
		rec.Choices, rec.Hashes, effects = append(rec.Choices, c), append(rec.Hashes, h), append(effects, eff)
		if len(rec.Takebacks) == takebacks || len(rec.Choices) < n/3 {
			continue
		}
		at := engine.TakebackFrom(rec.Choices, effects, c.Seat)
		if at == len(rec.Choices) {
			continue
		}
		rec.Takebacks = append(rec.Takebacks, engine.Takeback{At: at, By: c.Seat,
			Undone: append([]engine.Choice(nil), rec.Choices[at:]...), Hashes: append([][32]byte(nil), rec.Hashes[at:]...)})
		rec.Choices, rec.Hashes, effects = rec.Choices[:at], rec.Hashes[:at], effects[:at]
		prefix := rec
		prefix.Takebacks = nil
		if game, err = engine.Replay(onr.Rules, prefix); err != nil {
			t.Fatal(err)
		}
		r = bot.NewRandom(seed + uint64(len(rec.Takebacks))) // another choice this time
	}
	if len(rec.Takebacks) != takebacks {
		t.Fatalf("only %d takebacks in %d choices", len(rec.Takebacks), n)
	}
	h, _ := engine.Hash(game)
	return rec, h
}

// TestReplayOfTakebacks: `datafort replay` of a record with takebacks (as
// a server signs it) reaches the game's final state and checks every
// takeback; a record whose takeback went past a choice that revealed, drew
// or began a turn, or whose taken-back choice was changed, is refused.
func TestReplayOfTakebacks(t *testing.T) {
	rec, h := takebackRecord(t, 21, 120, 3)
	past := rec
	past.Takebacks = append([]engine.Takeback(nil), rec.Takebacks...)
	last := &past.Takebacks[len(past.Takebacks)-1]
	// Cut one choice earlier, past a barrier: find one before the cut.
	var barrier int = -1
	g, _ := onr.New(engine.Setup{Seed: 21})
	for i, c := range rec.Choices[:last.At] {
		if _, err := g.Apply(c); err != nil {
			t.Fatal(err)
		}
		if eff, _ := g.LastEffect(); eff.Barrier() {
			barrier = i
		}
	}
	if barrier < 0 {
		t.Fatal("no barrier before the last takeback")
	}
	last.Undone = append(append([]engine.Choice(nil), rec.Choices[barrier:last.At]...), last.Undone...)
	last.Hashes = append(append([][32]byte(nil), rec.Hashes[barrier:last.At]...), last.Hashes...)
	past.Choices, past.Hashes, last.At, last.By = rec.Choices[:barrier], rec.Hashes[:barrier], barrier, rec.Choices[barrier].Seat
	changed := rec
	changed.Takebacks = append([]engine.Takeback(nil), rec.Takebacks...)
	changed.Takebacks[0].Undone = append([]engine.Choice(nil), rec.Takebacks[0].Undone...)
	changed.Takebacks[0].Undone[0].Option++
	for _, tt := range []cmdTest{
		{name: "a record with takebacks replays to the game's final state", args: []string{"replay", writeRecord(t, rec)}, status: exitOK,
			stdout: []string{fmt.Sprintf("%d choices, %d hashes, 3 takebacks", len(rec.Choices), len(rec.Hashes)), "hash: " + hex.EncodeToString(h[:])}, noStderr: true},
		{name: "a takeback past a choice that revealed, drew or began a turn is refused", args: []string{"replay", writeRecord(t, past)}, status: exitFailure,
			stderr: []string{"no takeback goes past it"}},
		{name: "a record whose taken-back choice was changed is refused", args: []string{"replay", writeRecord(t, changed)}, status: exitFailure,
			stderr: []string{"takeback 1"}},
	} {
		t.Run(tt.name, func(t *testing.T) { tt.check(t) })
	}
}
