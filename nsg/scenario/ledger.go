package scenario

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	yaml "go.yaml.in/yaml/v3"

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
// NSG-S01…S16 (its name opens with the id) or a CR scenario file (named
// nsg-cr-NUMBER-….yaml: rulings.ValidCRScenario; its result's Scenario is
// that name) in every mode it names, and returns what nsg/rulings.Build
// makes the ledger from: one result a file, passed when every mode passed,
// with the rulings and the rules (their stable ids) the file names. A file
// the builder refuses is a skipped result (its name, rulings and rules
// read as plain YAML), so that a scenario with a variant that cannot run
// yet does not pass. Files of other games, and other nsg files, are left
// out.
func LedgerResults(files []shared.FileResult) ([]rulings.Result, error) {
	var out []rulings.Result
	for _, fr := range files {
		if fr.Err != nil {
			// A file the builder refuses (a card not implemented yet, an
			// expectation not read yet) is a skipped run of its scenario.
			r, ok, err := skipped(fr)
			if err != nil {
				return nil, err
			}
			if ok {
				out = append(out, r)
			}
			continue
		}
		f, ok := fr.Scenario.Part.(*File)
		if !ok {
			continue
		}
		id, ok := scenarioID(fr.Path, fr.Scenario.Name)
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

// skipped reads what a refused file names, as a skipped result; ok is
// false for a file of another game or of no digest scenario.
func skipped(fr shared.FileResult) (rulings.Result, bool, error) {
	b, err := os.ReadFile(fr.Path)
	if err != nil {
		return rulings.Result{}, false, fmt.Errorf("reading %s: %w", fr.Path, err)
	}
	var head struct {
		Name   string   `yaml:"name"`
		Game   string   `yaml:"game"`
		Ruling []string `yaml:"ruling"`
		Rules  []string `yaml:"rules"`
	}
	if err := yaml.Unmarshal(b, &head); err != nil || head.Game != Game {
		return rulings.Result{}, false, nil
	}
	id, ok := scenarioID(fr.Path, head.Name)
	if !ok {
		return rulings.Result{}, false, nil
	}
	r := rulings.Result{Scenario: id, File: fr.Path, Rulings: head.Ruling, Outcome: rulings.Skipped, Messages: []string{fr.Err.Error()}}
	for _, rule := range head.Rules {
		w := strings.Fields(rule)
		r.Rules = append(r.Rules, w[len(w)-1])
	}
	return r, true, nil
}

// scenarioID names a file's result: the digest scenario its name opens
// with, or the file's name less ".yaml" for a CR scenario file.
func scenarioID(path, name string) (string, bool) {
	if id, ok := rulings.ScenarioID(name); ok {
		return id, true
	}
	id := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	return id, rulings.ValidCRScenario(id)
}
