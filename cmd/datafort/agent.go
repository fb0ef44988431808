package main

import (
	"encoding/json"

	"github.com/datafort/datafort/agent"
)

func runAgent(e *env, args []string) int {
	fs := newFlagSet(e, "agent")
	describe := fs.String("describe", "", "print the description of `GAME` (action space, observation layout) as JSON and exit")
	if status, ok := parse(e, fs, args); !ok {
		return status
	}
	if status, ok := noArgs(e, fs); !ok {
		return status
	}
	if *describe != "" {
		g, err := agent.NewGame(*describe, agent.Params{})
		if err != nil {
			return usageError(e, fs, "--describe: %v", err)
		}
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(g.Info()); err != nil {
			return fail(e, fs, err)
		}
		return exitOK
	}
	if err := agent.Serve(e.stdin, e.stdout); err != nil {
		return fail(e, fs, err)
	}
	return exitOK
}
