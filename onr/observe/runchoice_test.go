package observe_test

import (
	"testing"

	"github.com/datafort/datafort/engine/observe"
	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// TestAPrepPlayedOnRDOrHQNamesItsFort: a prep whose run is on R&D or HQ,
// chosen as it is played (Library Search), offers one play on each, and
// each names its fort: on HQ "fort[0]", not "no fort" (the id of a play on
// no fort, which a card played on a seat at a larger table shares).
func TestAPrepPlayedOnRDOrHQNamesItsFort(t *testing.T) {
	enc := observe.For(onr.Rules.Name())
	x := onrtest.New(t, 1)
	x.Hand(onr.Runner, "Library Search")
	x.Ready().ToTurn(onr.Runner)
	d := x.Decision(onr.Runner)
	got, err := ids(t, x.G, d)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for i, o := range d.Options {
		if o.Verb == onr.VerbPlay {
			names = append(names, enc.ActionName(got[i]))
		}
	}
	want := []string{"play hand[0] fort[0]", "play hand[0] fort[1]"}
	if len(names) != len(want) || names[0] != want[0] || names[1] != want[1] {
		t.Errorf("the plays of Library Search are %q, want %q", names, want)
	}
}
