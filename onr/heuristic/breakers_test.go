package heuristic_test

import (
	"strings"
	"testing"

	"github.com/datafort/datafort/onr"
	"github.com/datafort/datafort/onr/onrtest"
)

// TestBreaksWithEveryKindOfBreaker: the Runner reads what an icebreaker
// breaks as the engine does (onr.BreaksKeywords): a breaker of a list of
// keywords (Reflector) or of the ice type chosen for it (Fubar) is used on
// ice it breaks, rather than letting the subroutine fire.
func TestBreaksWithEveryKindOfBreaker(t *testing.T) {
	for _, tc := range []struct {
		name, ice, breaker string
		choose             int // the ice type chosen for the breaker first (onr.IceTypes, from 1), or 0
		want               string
	}{
		{"a breaker of a keyword list breaks a stun sentry", "Shock.r", "Reflector", 0, "break subroutine 1 with Reflector"},
		{"a breaker of the chosen type breaks a sentry", "Banpei", "Fubar", 2, "break subroutine"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := onrtest.New(t, 1)
			x.Ice(onr.FortHQ, tc.ice, true)
			x.Rig(tc.breaker)
			x.Hand(onr.Runner, "Jack 'n' Joe", "Jack 'n' Joe", "Jack 'n' Joe")
			x.Runner().Bits = 10
			x.Ready()
			x.ToTurn(onr.Runner)
			x.Do(onr.Runner, "run on HQ")
			x.PassAll()
			if tc.choose > 0 {
				x.Do(onr.Runner, "use "+tc.breaker+": Choose the ice type "+tc.breaker+" breaks")
				x.Number(onr.Runner, tc.choose)
			}
			if got, prompt := runnerChoice(t, x); !strings.HasPrefix(got, tc.want) {
				t.Errorf("the heuristic Runner chose %q at %q, want %q…", got, prompt, tc.want)
			}
		})
	}
}
