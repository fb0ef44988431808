package scenario

import (
	"fmt"
	"strings"

	"github.com/datafort/datafort/nsg/rulings"
	shared "github.com/datafort/datafort/scenario"
)

// RunModes runs the nsg scenario sc in every rules mode its file names and
// returns each mode's result, in the file's order of modes.
func RunModes(sc *shared.Scenario) ([]string, []shared.Result, error) {
	f, ok := sc.Part.(*File)
	if !ok {
		return nil, nil, fmt.Errorf("%s: game %q is not read by the nsg builder", sc.File, sc.Game)
	}
	defer func() { f.Mode = "" }()
	var modes []string
	var out []shared.Result
	for _, m := range f.RunModes() {
		f.Mode = m
		modes = append(modes, m)
		out = append(out, sc.Run())
	}
	return modes, out, nil
}

// LedgerResults runs each nsg scenario of files that is one of the digest's
// NSG-S01…S16 (its name opens with the id) in every mode it names, and
// returns what nsg/rulings.Build makes the ledger from: one result a file,
// passed when every mode passed, with the rulings and the rules (their
// stable ids) the file names. Files of other games, and nsg files that are
// not of the digest's scenarios, are left out; a file that could not be
// read is an error.
func LedgerResults(files []shared.FileResult) ([]rulings.Result, error) {
	var out []rulings.Result
	for _, fr := range files {
		if fr.Err != nil {
			return nil, fmt.Errorf("%s: %w", fr.Path, fr.Err)
		}
		f, ok := fr.Scenario.Part.(*File)
		if !ok {
			continue
		}
		id, ok := rulings.ScenarioID(fr.Scenario.Name)
		if !ok {
			continue
		}
		modes, results, err := RunModes(fr.Scenario)
		if err != nil {
			return nil, err
		}
		r := rulings.Result{Scenario: id, File: fr.Path, Rulings: f.Rulings, Outcome: rulings.Passed}
		for _, rule := range f.Rules {
			w := strings.Fields(rule)
			r.Rules = append(r.Rules, w[len(w)-1])
		}
		for i, res := range results {
			if !res.Passed {
				r.Outcome = rulings.Failed
				for _, m := range res.Failures {
					r.Messages = append(r.Messages, modes[i]+": "+m)
				}
			}
		}
		out = append(out, r)
	}
	return out, nil
}
