package scenario_test

import (
	"strings"
	"testing"

	_ "github.com/datafort/datafort/engine/enginetest" // the swift game and its builder
	"github.com/datafort/datafort/scenario"
)

func TestASwiftScenarioPlaysAtFourSeatsInTwoTeams(t *testing.T) {
	sc, err := scenario.Load("testdata/swift-2v2.yaml")
	if err != nil {
		t.Fatal(err)
	}
	res := sc.Run()
	if !res.Passed || res.Steps != len(sc.Steps) {
		t.Errorf("ran %d of %d steps; failures:\n%s\nevents:\n\t%s", res.Steps, len(sc.Steps), strings.Join(res.Failures, "\n"), strings.Join(res.Log, "\n\t"))
	}
}
