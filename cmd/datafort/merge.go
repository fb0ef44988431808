package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"

	"github.com/datafort/datafort/arena"
	"github.com/datafort/datafort/fuzz"
	"github.com/datafort/datafort/sim"
)

// shardFlag registers --shard on fs: the part of the run to play.
func shardFlag(fs *flag.FlagSet) *sim.Shard {
	var s sim.Shard
	fs.Func("shard", "play only shard `I/N` of the run (game k when k mod N is I, seeded as in the whole run), for runs split over machines; \"datafort merge\" combines the shards' JSON reports", func(v string) error {
		sh, err := sim.ParseShard(v)
		if err != nil {
			return err
		}
		s = sh
		return nil
	})
	return &s
}

// runMerge combines the JSON reports of the shards of one sim, fuzz or
// arena run (--shard) into the report of the whole run.
func runMerge(e *env, args []string) int {
	fs := newFlagSet(e, "merge")
	text := fs.Bool("text", false, "print the merged report for people instead of as JSON")
	if status, ok := parse(e, fs, args); !ok {
		return status
	}
	if fs.NArg() == 0 {
		return usageError(e, fs, "want the JSON report of every shard (FILE...)")
	}
	kind := ""
	var files [][]byte
	for _, path := range fs.Args() {
		b, err := os.ReadFile(path)
		if err != nil {
			return fail(e, fs, err)
		}
		k, err := reportKind(b)
		if err != nil {
			return fail(e, fs, fmt.Errorf("%s: %w", path, err))
		}
		if kind != "" && k != kind {
			return fail(e, fs, fmt.Errorf("%s is a %s report, the ones before %s reports", path, k, kind))
		}
		kind = k
		files = append(files, b)
	}
	var (
		out       any
		writeText func() error
		escape    = true
		failures  int
		err       error
	)
	switch kind {
	case "sim":
		var rs []*sim.Report
		if rs, err = decodeAll[sim.Report](fs.Args(), files); err == nil {
			var r *sim.Report
			if r, err = sim.Merge(rs); err == nil {
				out, failures = r, len(r.Failures)
				writeText = func() error { return r.WriteText(e.stdout) }
			}
		}
	case "fuzz":
		var rs []*fuzz.Report
		if rs, err = decodeAll[fuzz.Report](fs.Args(), files); err == nil {
			var r *fuzz.Report
			if r, err = fuzz.Merge(rs); err == nil {
				out, failures, escape = r, r.Failed, false
				writeText = func() error { return r.WriteText(e.stdout) }
			}
		}
	case "arena":
		var rs []*arena.Report
		if rs, err = decodeAll[arena.Report](fs.Args(), files); err == nil {
			var r *arena.Report
			if r, err = arena.Merge(rs); err == nil {
				out = r
				writeText = func() error { return r.WriteText(e.stdout) }
			}
		}
	}
	if err != nil {
		return fail(e, fs, err)
	}
	if *text {
		err = writeText()
	} else {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(escape) // as the command that wrote the reports
		err = enc.Encode(out)
	}
	if err != nil {
		return fail(e, fs, fmt.Errorf("writing the report: %w", err))
	}
	if failures > 0 {
		return exitFailure
	}
	return exitOK
}

// reportKind tells which command wrote the JSON report b by its keys.
func reportKind(b []byte) (string, error) {
	var keys map[string]json.RawMessage
	if err := json.Unmarshal(b, &keys); err != nil {
		return "", fmt.Errorf("not a JSON report: %w", err)
	}
	has := func(k string) bool { _, ok := keys[k]; return ok }
	switch {
	case has("ratings") && has("results"):
		return "arena", nil
	case has("styles") && has("never_used"):
		return "fuzz", nil
	case has("mean_decisions") && has("wins"):
		return "sim", nil
	}
	return "", fmt.Errorf("not the JSON report of sim, fuzz or arena")
}

// decodeAll decodes every report of files strictly: a field the report
// does not have is an error.
func decodeAll[R any](paths []string, files [][]byte) ([]*R, error) {
	out := make([]*R, len(files))
	for i, b := range files {
		d := json.NewDecoder(bytes.NewReader(b))
		d.DisallowUnknownFields()
		out[i] = new(R)
		if err := d.Decode(out[i]); err != nil {
			return nil, fmt.Errorf("%s: %w", paths[i], err)
		}
	}
	return out, nil
}
