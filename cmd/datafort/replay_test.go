package main

import (
	"bytes"
	"crypto/ed25519"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/datafort/datafort/bot"
	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/engine/enginetest"
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
		{name: "a record of this build replays", args: []string{"replay", writeRecord(t, rec)}, status: exitOK, stdout: []string{"result: unfinished"}, noStderr: true},
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

// toyGame plays the toy game of seed from the first choices of rec with a
// random player of seed botSeed to its end, and returns its record: the
// choices, hashes recomputed for every one, and the result it reaches
// claimed, as a forger holding the seed can do.
func toyGame(t *testing.T, seed uint64, prefix []engine.Choice, botSeed uint64) engine.Record {
	t.Helper()
	setup := engine.Setup{Seed: seed}
	g, err := enginetest.Toy{}.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	rec := engine.Record{Ruleset: "toy", Setup: setup}
	b := bot.NewRandom(botSeed)
	for i := 0; ; i++ {
		res, over := g.Result()
		if over {
			rec.Result = &res
			return rec
		}
		c := b.Choose(g.Pending()[0])
		if i < len(prefix) {
			c = prefix[i]
		}
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
}

// TestReplayChecksTheEnding: replay reaches exactly the ending a record
// claims or refuses it, naming the last choice and the difference; a
// record cut short is refused, or, claiming nothing, reported unfinished;
// a record without its rules version is refused.
func TestReplayChecksTheEnding(t *testing.T) {
	genuine := toyGame(t, 3, nil, 3)
	g, err := engine.Replay(enginetest.Toy{}, genuine)
	if err != nil {
		t.Fatal(err)
	}
	seats := g.Seats()
	won := engine.DescribeResult(seats, *genuine.Result)

	// The forger keeps the first half of the genuine choices, plays on
	// until the other seat wins, recomputes every hash and keeps the
	// genuine result.
	var forged engine.Record
	for s := uint64(100); ; s++ {
		forged = toyGame(t, 3, genuine.Choices[:len(genuine.Choices)/2], s)
		if !slices.Equal(forged.Result.Winners, genuine.Result.Winners) {
			break
		}
		if s > 200 {
			t.Fatal("no random continuation lets the other seat win")
		}
	}
	forgedWin := engine.DescribeResult(seats, *forged.Result)
	forged.Result = genuine.Result

	edited := genuine
	other := *genuine.Result
	other.Winners = []engine.Seat{1 - genuine.Result.Winners[0]}
	other.Team = seats[other.Winners[0]].Team
	edited.Result = &other
	reason := genuine
	why := *genuine.Result
	why.Reason = "flatline"
	reason.Result = &why

	cut := len(genuine.Choices) - 2
	truncated := genuine
	truncated.Choices, truncated.Hashes = genuine.Choices[:cut], genuine.Hashes[:cut]
	hashesKept := truncated
	hashesKept.Hashes = genuine.Hashes
	unclaimed := truncated
	unclaimed.Result = nil

	loser := engine.Seat(1 - genuine.Result.Winners[0])
	concession := engine.Concession(seats, loser)
	conceded := unclaimed
	conceded.Conceded, conceded.Result = &loser, &concession
	concededLate := genuine
	concededLate.Conceded, concededLate.Result = &loser, &concession
	concededOther := conceded
	concededOther.Result = genuine.Result

	onrRec := onrRecord(t, 5, 30)
	noRules := onrRec
	noRules.Rules = nil
	noVersion := onrRec
	rules := *onrRec.Rules
	rules.Version = ""
	noVersion.Rules = &rules

	for _, tt := range []cmdTest{
		{name: "a genuine record reaches the result it claims", args: []string{"replay", writeRecord(t, genuine)}, status: exitOK,
			stdout: []string{"result: " + won}, noStderr: true},
		{name: "a forged ending with recomputed hashes does not reach the genuine result it claims", args: []string{"replay", writeRecord(t, forged)}, status: exitFailure,
			stderr: []string{fmt.Sprintf("after choice %d: the record claims %s, but its choices reach %s", len(forged.Choices)-1, won, forgedWin)}},
		{name: "an edited winner is refused", args: []string{"replay", writeRecord(t, edited)}, status: exitFailure,
			stderr: []string{fmt.Sprintf("after choice %d: the record claims %s, but its choices reach %s", len(genuine.Choices)-1, engine.DescribeResult(seats, other), won)}},
		{name: "an edited reason is refused", args: []string{"replay", writeRecord(t, reason)}, status: exitFailure,
			stderr: []string{"won (flatline), but its choices reach " + won}},
		{name: "a truncated record claiming its result is refused", args: []string{"replay", writeRecord(t, truncated)}, status: exitFailure,
			stderr: []string{fmt.Sprintf("after choice %d: the record claims %s, but its choices end with the game not over (1 decisions pending): the record is truncated", cut-1, won)}},
		{name: "a truncated record that kept its hashes is refused", args: []string{"replay", writeRecord(t, hashesKept)}, status: exitFailure,
			stderr: []string{fmt.Sprintf("the record has %d hashes for %d choices: it is truncated or edited", len(genuine.Hashes), cut)}},
		{name: "a truncated record claiming no result is reported unfinished, not won", args: []string{"replay", writeRecord(t, unclaimed)}, status: exitOK,
			stdout: []string{fmt.Sprintf("result: unfinished: the record ends after %d choices with 1 decisions pending, and claims no result", cut)}},
		{name: "a concession in an unfinished game gives the concession's result", args: []string{"replay", writeRecord(t, conceded)}, status: exitOK,
			stdout: []string{fmt.Sprintf("result: %s, seat %d conceded after choice %d", engine.DescribeResult(seats, concession), loser, cut-1)}, noStderr: true},
		{name: "a concession added to a finished game is refused", args: []string{"replay", writeRecord(t, concededLate)}, status: exitFailure,
			stderr: []string{fmt.Sprintf("the record says seat %d conceded, but the game was already over: %s", loser, won)}},
		{name: "a concession claiming another result is refused", args: []string{"replay", writeRecord(t, concededOther)}, status: exitFailure,
			stderr: []string{fmt.Sprintf("the record claims %s, but seat %d's concession gives %s", won, loser, engine.DescribeResult(seats, concession))}},
		{name: "a record without its rules is refused", args: []string{"replay", writeRecord(t, noRules)}, status: exitFailure,
			stderr: []string{"the record names no rules version"}},
		{name: "a record without a rules version is refused", args: []string{"replay", writeRecord(t, noVersion)}, status: exitFailure,
			stderr: []string{"the record names no rules version"}},
	} {
		t.Run(tt.name, func(t *testing.T) { tt.check(t) })
	}
}

// TestReplayChecksTheSignature: a signed record names its signer; one
// changed after signing, or signed by another key than --key's, is
// refused; an unsigned record is replayed, marked unsigned.
func TestReplayChecksTheSignature(t *testing.T) {
	key := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{7}, ed25519.SeedSize))
	other := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{8}, ed25519.SeedSize))
	pub := hex.EncodeToString(key.Public().(ed25519.PublicKey))
	otherPub := hex.EncodeToString(other.Public().(ed25519.PublicKey))
	keyFile := filepath.Join(t.TempDir(), "record-key")
	if err := os.WriteFile(keyFile, []byte(pub+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	genuine := toyGame(t, 3, nil, 3)
	signed := genuine
	if err := signed.Sign(key); err != nil {
		t.Fatal(err)
	}
	// A forger edits the signed record: a result, a choice and its hashes
	// recomputed; the signature is the genuine one.
	edited := signed
	res := *signed.Result
	res.Reason = "flatline"
	edited.Result = &res
	forged := toyGame(t, 3, genuine.Choices[:len(genuine.Choices)/2], 101)
	forged.Signature = signed.Signature
	publicLog := "testdata/public-log.json" // as a server serves it to a watch link
	byOther := genuine
	if err := byOther.Sign(other); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []cmdTest{
		{name: "a signed record names its signer", args: []string{"replay", writeRecord(t, signed)}, status: exitOK,
			stdout: []string{"signature: signed by " + pub + " (no --key given"}, noStderr: true},
		{name: "a record signed by the key given in hex is signed by it", args: []string{"replay", "--key", pub, writeRecord(t, signed)}, status: exitOK,
			stdout: []string{"signature: signed by " + pub + ", the key given"}, noStderr: true},
		{name: "a record signed by the key of the file given is signed by it", args: []string{"replay", "--key", keyFile, writeRecord(t, signed)}, status: exitOK,
			stdout: []string{"signature: signed by " + pub + ", the key given"}, noStderr: true},
		{name: "a signed record whose result was edited is refused", args: []string{"replay", writeRecord(t, edited)}, status: exitFailure,
			stderr: []string{"refused: the record's signature does not match the record: it was changed after it was signed by " + pub}},
		{name: "a forged record under a genuine signature is refused", args: []string{"replay", "--key", pub, writeRecord(t, forged)}, status: exitFailure,
			stderr: []string{"refused: the record's signature does not match the record"}},
		{name: "a record signed by another key than the one given is refused", args: []string{"replay", "--key", pub, writeRecord(t, byOther)}, status: exitFailure,
			stderr: []string{"refused: the record is signed by " + otherPub + ", not by the key given (" + pub + ")"}},
		{name: "an unsigned record is replayed, marked unsigned", args: []string{"replay", "--key", pub, writeRecord(t, genuine)}, status: exitOK,
			stdout: []string{"signature: UNSIGNED: nothing proves " + pub + " made this record", "result: "}, noStderr: true},
		{name: "a spectator's public log is not replayed as a record", args: []string{"replay", publicLog}, status: exitFailure,
			stderr: []string{"a game's public log (a spectator's download), not a record"}},
		{name: "a key that is neither hex nor a file is refused", args: []string{"replay", "--key", "nonexistent", writeRecord(t, signed)}, status: exitFailure,
			stderr: []string{"--key: neither a hex key nor a readable file"}},
	} {
		t.Run(tt.name, func(t *testing.T) { tt.check(t) })
	}
}
