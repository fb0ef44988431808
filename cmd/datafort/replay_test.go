package main

import (
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/onr"
)

// onrRecord returns the record of the first choices of a random ONR game,
// with its rules and hashes.
func onrRecord(t *testing.T, seed uint64, choices int) engine.Record {
	t.Helper()
	g, err := onr.New(engine.Setup{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	rules := g.Fingerprint()
	rec := engine.Record{Ruleset: onr.Rules.Name(), Setup: engine.Setup{Seed: seed}, Rules: &rules}
	r := bot.NewRandom(seed)
	for range choices {
		c := r.Choose(g.Pending()[0])
		if _, err := g.Apply(c); err != nil {
			t.Fatal(err)
		}
		h, err := engine.Hash(g)
		if err != nil {
			t.Fatal(err)
		}
		rec.Choices = append(rec.Choices, c)
		rec.Hashes = append(rec.Hashes, h)
	}
	return rec
}

// TestReplayOfAnotherBuild: a record made under other rules than this
// build's is refused, naming the build it needs (the rules version and
// state encoding it was made under), as the server's note does.
func TestReplayOfAnotherBuild(t *testing.T) {
	rec := onrRecord(t, 5, 30)
	other := func(edit func(*engine.Rules)) string {
		r := *rec.Rules
		edit(&r)
		o := rec
		o.Rules = &r
		return writeRecord(t, o)
	}
	for _, tt := range []cmdTest{
		{name: "a record of this build replays", args: []string{"replay", writeRecord(t, rec)}, status: exitOK, stdout: []string{"result: not over"}, noStderr: true},
		{name: "a record of another rules version needs a build of that version",
			args: []string{"replay", other(func(r *engine.Rules) { r.Version = "onr-1996.01.01" })}, status: exitFailure,
			stderr: []string{"made under another build of datafort", `it needs a build of rules version "onr-1996.01.01" and the unnamed state encoding`}},
		{name: "a record of another state encoding needs a build of that encoding",
			args: []string{"replay", other(func(r *engine.Rules) { r.Encoding = "DFB99" })}, status: exitFailure,
			stderr: []string{"made under another build of datafort", `it needs a build of rules version "` + onr.RulesVersion + `" and state encoding "DFB99"`}},
	} {
		t.Run(tt.name, func(t *testing.T) { tt.check(t) })
	}
}
