package main

import (
	"crypto/ed25519"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"runtime/debug"

	"github.com/datafort/datafort/engine"
	"github.com/datafort/datafort/sim"
)

func runReplay(e *env, args []string) int {
	fs := newFlagSet(e, "replay")
	trace := fs.Bool("trace", false, "print every choice and its events")
	keyArg := fs.String("key", "", "the signer's Ed25519 public key: hex, or a `FILE` holding it (a server's /record-key); a record not signed by it is refused")
	if status, ok := parse(e, fs, args); !ok {
		return status
	}
	switch fs.NArg() {
	case 0:
		return usageError(e, fs, "missing the record FILE")
	case 1:
	default:
		return usageError(e, fs, "unexpected argument %q after FILE", fs.Arg(1))
	}
	path := fs.Arg(0)
	b, err := os.ReadFile(path)
	if err != nil {
		return fail(e, fs, err)
	}
	var rec engine.Record
	if err := json.Unmarshal(b, &rec); err != nil {
		return fail(e, fs, fmt.Errorf("%s: not a record: %w", path, err))
	}
	var shape struct {
		Setup json.RawMessage `json:"setup"`
		Log   json.RawMessage `json:"log"`
	}
	if json.Unmarshal(b, &shape) == nil && shape.Setup == nil && shape.Log != nil {
		// A watch link's download: the spectators' log, without the seed
		// and choices a replay needs.
		return fail(e, fs, fmt.Errorf("%s: a game's public log (a spectator's download), not a record: it holds no seed or choices to replay", path))
	}
	rs, err := engine.Lookup(rec.Ruleset)
	if err != nil {
		return fail(e, fs, fmt.Errorf("%s: %w", path, err))
	}
	fmt.Fprintf(e.stdout, "%s: %s, seed %d, %d choices", path, rec.Ruleset, rec.Setup.Seed, len(rec.Choices))
	if len(rec.Hashes) > 0 {
		fmt.Fprintf(e.stdout, ", %d hashes", len(rec.Hashes))
	}
	if len(rec.Takebacks) > 0 {
		fmt.Fprintf(e.stdout, ", %d takebacks", len(rec.Takebacks))
	}
	fmt.Fprintln(e.stdout)
	if err := checkSignature(e, rec, *keyArg); err != nil {
		return fail(e, fs, fmt.Errorf("%s: %w", path, err))
	}

	var g engine.Game
	var res engine.Result
	var over bool
	err = protect(func() error {
		var err error
		g, err = checkedReplay(e, rs, rec, *trace)
		if err != nil {
			return err
		}
		if err := g.Check(); err != nil {
			return fmt.Errorf("after the last choice: invariant violated: %w", err)
		}
		if err := engine.CheckTakebacks(rs, rec); err != nil {
			return err
		}
		res, over, err = rec.CheckEnding(g)
		if err != nil {
			return fmt.Errorf("replay: %w", err)
		}
		return nil
	})
	if err != nil {
		return fail(e, fs, err)
	}
	h, err := engine.Hash(g)
	if err != nil {
		return fail(e, fs, fmt.Errorf("hash: %w", err))
	}
	switch {
	case over && rec.Conceded != nil:
		fmt.Fprintf(e.stdout, "result: %s, seat %d conceded after choice %d\n", describeResult(g, res), *rec.Conceded, len(rec.Choices)-1)
	case over:
		fmt.Fprintf(e.stdout, "result: %s\n", describeResult(g, res))
	default:
		fmt.Fprintf(e.stdout, "result: unfinished: the record ends after %d choices with %d decisions pending, and claims no result\n", len(rec.Choices), len(g.Pending()))
		for _, d := range g.Pending() {
			fmt.Fprintf(e.stdout, "pending: seat %d: %s (%s, %d options)\n", d.Seat, d.Prompt, d.Rule, len(d.Options))
		}
	}
	fmt.Fprintf(e.stdout, "hash: %x\n", h)
	return exitOK
}

// protect calls f, turning a panic into an error that carries the stack.
func protect(f func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v\n%s", r, debug.Stack())
		}
	}()
	return f()
}

// checkedReplay replays rec like engine.Replay, checking the invariants
// after each choice (Check, and a sim.Watcher's checks between steps, as
// sim and fuzz do) and, with trace, printing each choice and its events
// (secret text included).
func checkedReplay(e *env, rs engine.Ruleset, rec engine.Record, trace bool) (engine.Game, error) {
	g, err := rs.New(rec.Setup)
	if err != nil {
		return nil, fmt.Errorf("replay: new game: %w", err)
	}
	if err := rec.CheckShape(g); err != nil {
		return nil, fmt.Errorf("replay: %w", err)
	}
	if fp, ok := g.(engine.Fingerprinter); ok && rec.Rules != nil {
		if err := rec.Rules.Compare(fp.Fingerprint()); err != nil {
			// An engine.BuildError: the record is sound, this build is not its own.
			return nil, fmt.Errorf("replay: the record was made under another build of datafort, so this build cannot replay it: %w", err)
		}
	}
	var watch func([]engine.Event) error
	if w, ok := g.(sim.Watcher); ok {
		watch = w.Watch()
	}
	for i, c := range rec.Choices {
		if !trace {
			ev, err := g.Apply(c)
			if err != nil {
				return g, fmt.Errorf("replay: choice %d: %w", i, err)
			}
			if err := g.Check(); err != nil {
				return g, fmt.Errorf("replay: choice %d: invariant violated: %w", i, err)
			}
			if watch != nil {
				if err := watch(ev); err != nil {
					return g, fmt.Errorf("replay: choice %d: invariant violated: %w", i, err)
				}
			}
			if err := checkHash(g, rec, i); err != nil {
				return g, err
			}
			continue
		}
		d, ok := engine.DecisionFor(g, c.Seat)
		switch {
		case !ok:
			fmt.Fprintf(e.stdout, "%4d  seat %d: (no pending decision) %+v\n", i, c.Seat, c)
		case d.Kind == engine.Number:
			fmt.Fprintf(e.stdout, "%4d  seat %d: %s: %d\n", i, c.Seat, d.Prompt, c.Number)
		case c.Option >= 0 && c.Option < len(d.Options):
			fmt.Fprintf(e.stdout, "%4d  seat %d: %s: %s\n", i, c.Seat, d.Prompt, g.Describe(d, c.Option))
		default:
			fmt.Fprintf(e.stdout, "%4d  seat %d: %s: option %d of %d\n", i, c.Seat, d.Prompt, c.Option, len(d.Options))
		}
		ev, err := g.Apply(c)
		if err != nil {
			return g, fmt.Errorf("replay: choice %d: %w", i, err)
		}
		for _, ev := range ev {
			text := ev.Text()
			if ev.Secret() != "" {
				text += " [secret: " + ev.Secret() + "]"
			}
			fmt.Fprintf(e.stdout, "        %s\n", text)
		}
		if err := g.Check(); err != nil {
			return g, fmt.Errorf("replay: choice %d: invariant violated: %w", i, err)
		}
		if watch != nil {
			if err := watch(ev); err != nil {
				return g, fmt.Errorf("replay: choice %d: invariant violated: %w", i, err)
			}
		}
		if err := checkHash(g, rec, i); err != nil {
			return g, err
		}
	}
	return g, nil
}

// checkHash compares the game's hash after choice i with the record's, if
// it has one.
func checkHash(g engine.Game, rec engine.Record, i int) error {
	if i >= len(rec.Hashes) {
		return nil
	}
	h, err := engine.Hash(g)
	if err != nil {
		return fmt.Errorf("replay: choice %d: hash: %w", i, err)
	}
	if h != rec.Hashes[i] {
		return fmt.Errorf("replay: choice %d: state hash %x, record has %x", i, h[:8], rec.Hashes[i][:8])
	}
	return nil
}

// describeResult names a game's winners by role.
func describeResult(g engine.Game, res engine.Result) string {
	return engine.DescribeResult(g.Seats(), res)
}

// checkSignature checks the record's signature and says who signed it. A
// bad signature is an error; so is a record signed by another key than
// keyArg's (hex, or a file holding it), when given. An unsigned record is
// replayed, marked unsigned.
func checkSignature(e *env, rec engine.Record, keyArg string) error {
	var want ed25519.PublicKey
	if keyArg != "" {
		s := keyArg
		if _, err := hex.DecodeString(s); err != nil || len(s) != 2*ed25519.PublicKeySize {
			b, err := os.ReadFile(keyArg)
			if err != nil {
				return fmt.Errorf("--key: neither a hex key nor a readable file: %w", err)
			}
			s = string(b)
		}
		k, err := engine.ParsePublicKey(s)
		if err != nil {
			return fmt.Errorf("--key: %w", err)
		}
		want = k
	}
	pub, err := rec.Verify()
	switch {
	case errors.Is(err, engine.ErrUnsigned):
		if want != nil {
			fmt.Fprintf(e.stdout, "signature: UNSIGNED: nothing proves %x made this record; replayed as a record of unknown origin\n", want)
		} else {
			fmt.Fprintln(e.stdout, "signature: UNSIGNED: nothing proves who made this record; replayed as a record of unknown origin")
		}
		return nil
	case err != nil:
		return fmt.Errorf("refused: %w", err)
	case want != nil && !pub.Equal(want):
		return fmt.Errorf("refused: the record is signed by %x, not by the key given (%x)", pub, want)
	case want != nil:
		fmt.Fprintf(e.stdout, "signature: signed by %x, the key given\n", pub)
	default:
		fmt.Fprintf(e.stdout, "signature: signed by %x (no --key given: check that this is the server's key, published at /record-key)\n", pub)
	}
	return nil
}
