package engine

import (
	"errors"
	"strings"
	"testing"
)

func TestRulesCompare(t *testing.T) {
	build := Rules{Version: "v2", Encoding: "E2", Cards: map[string]string{"a": "fa", "b": "fb"}}
	for _, tc := range []struct {
		name string
		want Rules    // the rules the game was made under
		say  []string // in the error; nil: no error
	}{
		{"the same rules continue", Rules{Version: "v2", Encoding: "E2", Cards: map[string]string{"a": "fa"}}, nil},
		{"a card the game does not use may differ", Rules{Version: "v2", Encoding: "E2"}, nil},
		{"another rules version needs the build of that version",
			Rules{Version: "v1", Encoding: "E2", Cards: map[string]string{"a": "fa"}},
			[]string{`made under rules version "v1" and state encoding "E2", this build has rules version "v2"`, `it needs a build of rules version "v1" and state encoding "E2"`}},
		{"another state encoding needs the build of that encoding",
			Rules{Version: "v2", Encoding: "E1"},
			[]string{`state encoding "E1", this build has rules version "v2" and state encoding "E2"`, `it needs a build of rules version "v2" and state encoding "E1"`}},
		{"rules saved before encodings were named need the unnamed encoding",
			Rules{Version: "v2"},
			[]string{`it needs a build of rules version "v2" and the unnamed state encoding`}},
		{"a card defined otherwise needs its definition",
			Rules{Version: "v2", Encoding: "E2", Cards: map[string]string{"a": "fx"}},
			[]string{"the definitions of 1 card(s) differ: a (definition fx, this build fa)", "with the card definitions it was made under"}},
		{"a card this build lacks is named",
			Rules{Version: "v2", Encoding: "E2", Cards: map[string]string{"c": "fc"}},
			[]string{"c (not defined in this build)"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.want.Compare(build)
			if tc.say == nil {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			var be *BuildError
			if !errors.As(err, &be) {
				t.Fatalf("error %v (%T), want a *BuildError", err, err)
			}
			for _, s := range tc.say {
				if !strings.Contains(err.Error(), s) {
					t.Errorf("error %q does not say %q", err, s)
				}
			}
		})
	}
}
